//! A tensor type of another crate, with storage of its own (a shape, row-major strides and a
//! `Vec`), that gets every promoted operator and method of `promote` from the glue below: one
//! trait impl and one macro call. The tests (`tests/`) use it under several policies, and the
//! compile-fail cases (`tests/ui/`) show what its users see for an undefined pair.

use std::marker::PhantomData;

use promote_core::container::Container;
use promote_core::{Element, Policy};

/// An owned, row-major tensor of `T` whose operators promote under `P`.
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor<T, P> {
    shape: Vec<usize>,
    strides: Vec<usize>,
    data: Vec<T>,
    policy: PhantomData<P>,
}

impl<T, P> Tensor<T, P> {
    /// A tensor of `shape` over `data` in row-major order.
    ///
    /// # Panics
    /// If `data` does not have the shape's number of elements.
    pub fn new(shape: &[usize], data: Vec<T>) -> Self {
        assert_eq!(
            shape.iter().product::<usize>(),
            data.len(),
            "shape and data disagree"
        );
        let mut strides = vec![1; shape.len()];
        for i in (0..shape.len().saturating_sub(1)).rev() {
            strides[i] = strides[i + 1] * shape[i + 1];
        }
        let (shape, policy) = (shape.to_vec(), PhantomData);
        Tensor {
            shape,
            strides,
            data,
            policy,
        }
    }

    /// The elements in row-major order.
    pub fn data(&self) -> &[T] {
        &self.data
    }

    /// The distance in elements between neighbours along each axis.
    pub fn strides(&self) -> &[usize] {
        &self.strides
    }
}

// ---- The glue: everything `promote` needs to know about `Tensor` (16 lines). ----

impl<T: Element, P: Policy> Container for Tensor<T, P> {
    type Elem = T;
    type Policy = P;
    type With<X: Element> = Tensor<X, P>;
    fn shape(&self) -> &[usize] {
        &self.shape
    }
    fn as_slice(&self) -> &[T] {
        &self.data
    }
    fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.data
    }
    fn with_data<X: Element>(&self, data: Vec<X>) -> Tensor<X, P> {
        let (shape, strides) = (self.shape.clone(), self.strides.clone());
        Tensor {
            shape,
            strides,
            data,
            policy: PhantomData,
        }
    }
}

promote_core::promoted_operators!(impl<T, P> for Tensor<T, P>);
