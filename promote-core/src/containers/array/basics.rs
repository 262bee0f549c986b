//! What a user reaches for first on an [`Array`]: constructors (`zeros`, `ones`, `collect`),
//! indexing, iteration, printing and unary `-`.
//!
//! `-a` (written by [`promoted_operators!`](crate::promoted_operators)) is [`Array::negative`], in the policy's negation type ([`NegOf`](crate::NegOf)). Where the policy has no
//! negation for `T` it does not compile: `-Array<bool, NumPy>` is refused as `-np.array([True])`
//! raises `TypeError`. rustc's error for a unary operator only says that `-` does not apply to
//! the array type (E0600); `a.negative()` gives the family's message, naming the element type,
//! the policy and what to do instead.
//!
//! ```
//! use promote_core::{policies::{NumPy, Torch}, Array};
//! let a: Array<i8, Torch> = Array::from_vec(vec![1, -2, i8::MIN]);
//! assert_eq!((-&a).as_slice(), &[-1, 2, i8::MIN]); // wraps, as PyTorch does
//! let b: Array<f32, NumPy> = Array::from_vec(vec![0.5]);
//! assert_eq!((-b).as_slice(), &[-0.5]);
//! ```
//!
//! ```compile_fail,E0600
//! use promote_core::{policies::NumPy, Array};
//! let a: Array<bool, NumPy> = Array::from_vec(vec![true]);
//! let _ = -a; // NumPy: the `-` operator is not supported for booleans
//! ```

use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;
use core::ops::{Index, IndexMut};

use super::shape::Shape;
use super::Array;
use crate::{Element, ElementOne, Policy};

impl<T: Element, P: Policy> Array<T, P> {
    /// An array of the given shape with every element `T::default()`: zero (`false` for `bool`);
    /// for a type with no zero (ml_dtypes' `float8_e8m0fnu`), its all-zero bit pattern, which is
    /// what `np.zeros` gives too.
    ///
    /// ```
    /// use promote_core::{policies::NumPy, Array};
    /// let z = Array::<f32, NumPy>::zeros([2, 3]);
    /// assert_eq!(z.shape(), &[2, 3]);
    /// assert!(z.iter().all(|&x| x == 0.0));
    /// ```
    ///
    /// # Panics
    /// As [`full`](Self::full), if the shape has more elements than a `usize` can count.
    #[track_caller]
    pub fn zeros(shape: impl Into<Vec<usize>>) -> Self
    where
        T: Default,
    {
        Self::full(shape, T::default())
    }

    /// An array of the given shape with every element one (`true` for `bool`).
    ///
    /// ```
    /// use promote_core::{policies::Torch, Array};
    /// let o = Array::<i8, Torch>::ones([3]);
    /// assert_eq!(o.as_slice(), &[1, 1, 1]);
    /// ```
    ///
    /// # Panics
    /// As [`full`](Self::full), if the shape has more elements than a `usize` can count.
    #[track_caller]
    pub fn ones(shape: impl Into<Vec<usize>>) -> Self
    where
        T: ElementOne,
    {
        Self::full(shape, T::one())
    }

    /// The elements in row-major order, by reference.
    ///
    /// ```
    /// use promote_core::{policies::Jax, Array};
    /// let a: Array<i32, Jax> = Array::from_shape_vec([2, 2], vec![1, 2, 3, 4]).unwrap();
    /// assert_eq!(a.iter().copied().sum::<i32>(), 10);
    /// ```
    pub fn iter(&self) -> core::slice::Iter<'_, T> {
        self.data.iter()
    }

    /// The elements in row-major order, mutably.
    pub fn iter_mut(&mut self) -> core::slice::IterMut<'_, T> {
        self.data.iter_mut()
    }

    /// The elements in row-major order, mutably.
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.data
    }

    /// The element at a multi-index (one index per axis), or `None` if the index has the wrong
    /// number of axes or is out of bounds on one. `a.get(&[])` is the element of a 0-d array.
    ///
    /// ```
    /// use promote_core::{policies::Jax, Array};
    /// let a: Array<u8, Jax> = Array::from_shape_vec([2, 3], vec![0, 1, 2, 3, 4, 5]).unwrap();
    /// assert_eq!(a.get(&[1, 0]), Some(&3));
    /// assert_eq!(a.get(&[0, 3]), None); // axis 1 has 3 elements
    /// assert_eq!(a.get(&[1]), None);    // two axes, one index
    /// ```
    pub fn get(&self, index: &[usize]) -> Option<&T> {
        let flat = flat_index(&self.shape, index)?;
        self.data.get(flat)
    }

    /// The element at a multi-index, mutably; `None` as for [`get`](Self::get).
    pub fn get_mut(&mut self, index: &[usize]) -> Option<&mut T> {
        let flat = flat_index(&self.shape, index)?;
        self.data.get_mut(flat)
    }
}

/// The row-major offset of a multi-index, `None` if it does not fit the shape.
fn flat_index(shape: &[usize], index: &[usize]) -> Option<usize> {
    if index.len() != shape.len() {
        return None;
    }
    // Each index is below its extent, so no partial offset exceeds the element count: no overflow.
    index
        .iter()
        .zip(shape)
        .try_fold(0usize, |flat, (&i, &n)| (i < n).then(|| flat * n + i))
}

/// Panics naming the index and the shape, out of line.
#[cold]
#[inline(never)]
#[track_caller]
fn index_out_of_bounds(index: &[usize], shape: &[usize]) -> ! {
    panic!("index {index:?} is out of bounds for an array of shape {shape:?}")
}

/// `a[i]`: the `i`-th element in row-major order, whatever the number of axes, as NumPy's
/// `a.flat[i]` (not `a[i]`, which is a row of a 2-d array there; use `a[[i, j]]` for an element).
/// One index per axis is `a[[i, j]]` (`Index<[usize; N]>`).
///
/// ```
/// use promote_core::{policies::Jax, Array};
/// let a: Array<u8, Jax> = Array::from_shape_vec([2, 3], vec![0, 1, 2, 3, 4, 5]).unwrap();
/// assert_eq!(a[4], 4);
/// ```
///
/// # Panics
/// If `i` is not below [`len`](Array::len).
impl<T, P> Index<usize> for Array<T, P> {
    type Output = T;
    #[inline]
    #[track_caller]
    fn index(&self, i: usize) -> &T {
        &self.data[i]
    }
}

/// `a[i] = x`: the `i`-th element in row-major order, as for [`Index<usize>`].
impl<T, P> IndexMut<usize> for Array<T, P> {
    #[inline]
    #[track_caller]
    fn index_mut(&mut self, i: usize) -> &mut T {
        &mut self.data[i]
    }
}

/// `a[[i, j]]`: the element at one index per axis, as NumPy's `a[i, j]`; `a[[]]` is the element
/// of a 0-d array. [`Array::get`] returns `None` instead of panicking.
///
/// ```
/// use promote_core::{policies::Jax, Array};
/// let mut a: Array<u8, Jax> = Array::from_shape_vec([2, 3], vec![0, 1, 2, 3, 4, 5]).unwrap();
/// assert_eq!(a[[1, 2]], 5);
/// a[[0, 1]] = 9;
/// assert_eq!(a.as_slice(), &[0, 9, 2, 3, 4, 5]);
/// ```
///
/// # Panics
/// If `N` is not the number of axes, or an index is out of bounds on its axis, naming both the
/// index and the shape.
impl<T, P, const N: usize> Index<[usize; N]> for Array<T, P> {
    type Output = T;
    #[inline]
    #[track_caller]
    fn index(&self, index: [usize; N]) -> &T {
        match flat_index(&self.shape, &index) {
            Some(flat) => &self.data[flat],
            None => index_out_of_bounds(&index, &self.shape),
        }
    }
}

/// `a[[i, j]] = x`, as for `a[[i, j]]` (`Index<[usize; N]>`).
impl<T, P, const N: usize> IndexMut<[usize; N]> for Array<T, P> {
    #[inline]
    #[track_caller]
    fn index_mut(&mut self, index: [usize; N]) -> &mut T {
        match flat_index(&self.shape, &index) {
            Some(flat) => &mut self.data[flat],
            None => index_out_of_bounds(&index, &self.shape),
        }
    }
}

/// A one-dimensional array of the iterator's elements.
///
/// ```
/// use promote_core::{policies::Jax, Array};
/// let a: Array<i64, Jax> = (1..=4).collect();
/// assert_eq!((a.shape(), a.as_slice()), (&[4][..], &[1, 2, 3, 4][..]));
/// ```
impl<T: Element, P: Policy> FromIterator<T> for Array<T, P> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        Array::from_vec(iter.into_iter().collect())
    }
}

/// The elements in row-major order, by reference.
impl<'a, T, P> IntoIterator for &'a Array<T, P> {
    type Item = &'a T;
    type IntoIter = core::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.data.iter()
    }
}

/// The elements in row-major order, mutably.
impl<'a, T, P> IntoIterator for &'a mut Array<T, P> {
    type Item = &'a mut T;
    type IntoIter = core::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.data.iter_mut()
    }
}

/// The elements in row-major order, owned.
impl<T, P> IntoIterator for Array<T, P> {
    type Item = T;
    type IntoIter = alloc::vec::IntoIter<T>;
    fn into_iter(self) -> Self::IntoIter {
        self.data.into_iter()
    }
}

/// Above this many elements an array prints summarized (NumPy's `threshold`).
const SUMMARY_THRESHOLD: usize = 1000;
/// The elements kept at each end of a summarized axis (NumPy's `edgeitems`).
const EDGE_ITEMS: usize = 3;

/// NumPy's layout with `,` between elements (as `np.array2string(a, separator=', ')`, or PyTorch's
/// `tensor(...)` without the name): `[1, 2, 3]`, one row per line for two axes and more, a blank
/// line between the blocks of three (without NumPy's padding of every element to one width). An array of more than 1,000 elements shows three at each end
/// of every axis, around `...`; the alternate form (`{:#}`) shows them all. A 0-d array prints its
/// element alone, an empty array `[]`. The formatter's width and precision apply to each element.
///
/// ```
/// use promote_core::{policies::NumPy, Array};
/// let a: Array<i32, NumPy> = Array::from_shape_vec([2, 3], vec![1, 2, 3, 4, 5, 6]).unwrap();
/// assert_eq!(a.to_string(), "[[1, 2, 3],\n [4, 5, 6]]");
/// let b: Array<f64, NumPy> = Array::from_vec(vec![0.5, 2.0]);
/// assert_eq!(format!("{b:.2}"), "[0.50, 2.00]");
/// let c: Array<u16, NumPy> = (0..2000).collect();
/// assert_eq!(c.to_string(), "[0, 1, 2, ..., 1997, 1998, 1999]");
/// ```
impl<T: fmt::Display, P> fmt::Display for Array<T, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.data.is_empty() {
            return f.write_str("[]");
        }
        let summarize = !f.alternate() && self.data.len() > SUMMARY_THRESHOLD;
        write_axis(f, &self.data, &self.shape, 0, summarize)
    }
}

/// Writes the sub-array `data` of shape `shape`, `depth` axes in.
fn write_axis<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    data: &[T],
    shape: &[usize],
    depth: usize,
    summarize: bool,
) -> fmt::Result {
    let Some((&n, inner_shape)) = shape.split_first() else {
        return fmt::Display::fmt(&data[0], f);
    };
    let inner: usize = inner_shape.iter().product();
    let cut = summarize && n > 2 * EDGE_ITEMS;
    f.write_str("[")?;
    for i in 0..n {
        if cut && (EDGE_ITEMS..n - EDGE_ITEMS).contains(&i) {
            if i == EDGE_ITEMS {
                write_separator(f, inner_shape.len(), depth)?;
                f.write_str("...")?;
            }
            continue;
        }
        if i > 0 {
            write_separator(f, inner_shape.len(), depth)?;
        }
        write_axis(
            f,
            &data[i * inner..(i + 1) * inner],
            inner_shape,
            depth + 1,
            summarize,
        )?;
    }
    f.write_str("]")
}

/// `, ` between elements; between sub-arrays of `inner_axes` axes, `,` and one line break per
/// axis, then the indent of the brackets already open (NumPy's layout).
fn write_separator(f: &mut fmt::Formatter<'_>, inner_axes: usize, depth: usize) -> fmt::Result {
    if inner_axes == 0 {
        return f.write_str(", ");
    }
    f.write_str(",")?;
    for _ in 0..inner_axes {
        f.write_str("\n")?;
    }
    for _ in 0..=depth {
        f.write_str(" ")?;
    }
    Ok(())
}

impl<T: Element, P: Policy> Default for Array<T, P> {
    /// An empty one-dimensional array.
    fn default() -> Self {
        Array {
            data: Vec::new(),
            shape: Shape::one(0),
            policy: PhantomData,
        }
    }
}

#[cfg(all(test, feature = "jax", feature = "numpy", feature = "torch"))]
mod tests {
    use alloc::format;
    use alloc::string::ToString;
    use alloc::vec;
    use alloc::vec::Vec;

    use crate::policies::{Jax, NumPy, Torch};
    use crate::{f16, weak, Array, Complex, WeakFloat};

    fn grid<T: crate::Element>(shape: &[usize], data: Vec<T>) -> Array<T, NumPy> {
        Array::from_shape_vec(shape.to_vec(), data).unwrap()
    }

    #[test]
    fn zeros_and_ones_of_every_kind() {
        let z = Array::<bool, NumPy>::zeros([2, 2]);
        assert_eq!((z.shape(), z.as_slice()), (&[2, 2][..], &[false; 4][..]));
        let o = Array::<bool, NumPy>::ones([3]);
        assert_eq!(o.as_slice(), &[true; 3]);
        let c = Array::<Complex<f32>, Jax>::ones([1]);
        assert_eq!(c.as_slice(), &[Complex::new(1.0, 0.0)]);
        let h = Array::<f16, Jax>::zeros(vec![2, 0, 3]);
        assert_eq!((h.shape(), h.len()), (&[2, 0, 3][..], 0));
        // A 0-d array has one element.
        let s = Array::<u8, Torch>::zeros(Vec::new());
        assert_eq!((s.shape(), s.as_slice()), (&[][..], &[0][..]));
    }

    #[test]
    fn flat_and_multi_indices_agree_in_row_major_order() {
        let data: Vec<u32> = (0..24).collect();
        let mut a = grid(&[2, 3, 4], data);
        for i in 0..2 {
            for j in 0..3 {
                for k in 0..4 {
                    let flat = (i * 3 + j) * 4 + k;
                    assert_eq!(a[[i, j, k]], flat as u32);
                    assert_eq!(a[flat], flat as u32);
                    assert_eq!(a.get(&[i, j, k]), Some(&(flat as u32)));
                }
            }
        }
        a[[1, 2, 3]] = 100;
        a[0] = 50;
        *a.get_mut(&[0, 0, 1]).unwrap() = 51;
        assert_eq!(a.as_slice()[..2], [50, 51]);
        assert_eq!(a.as_slice()[23], 100);
        assert_eq!(a.get(&[2, 0, 0]), None);
        assert_eq!(a.get(&[0, 0]), None);
        assert_eq!(a.get(&[0, 0, 0, 0]), None);
        let zero_d = Array::<i8, Jax>::full(Vec::new(), 7);
        assert_eq!((zero_d[[]], zero_d.get(&[])), (7, Some(&7)));
        // An empty axis has no element, whatever the other indices.
        assert_eq!(grid::<u8>(&[0, 3], vec![]).get(&[0, 0]), None);
    }

    #[test]
    #[should_panic(expected = "index [0, 3] is out of bounds for an array of shape [2, 3]")]
    fn a_multi_index_out_of_bounds_names_index_and_shape() {
        let a = grid(&[2, 3], vec![0u8; 6]);
        let _ = a[[0, 3]];
    }

    #[test]
    #[should_panic(expected = "index [1] is out of bounds for an array of shape [2, 3]")]
    fn a_multi_index_with_too_few_axes_panics() {
        let a = grid(&[2, 3], vec![0u8; 6]);
        let _ = a[[1]];
    }

    #[test]
    #[should_panic]
    fn a_flat_index_past_the_end_panics() {
        let a = grid(&[2, 3], vec![0u8; 6]);
        let _ = a[6];
    }

    #[test]
    fn iteration_in_row_major_order() {
        let mut a = grid(&[2, 2], vec![1i16, 2, 3, 4]);
        assert_eq!(a.iter().copied().collect::<Vec<_>>(), [1, 2, 3, 4]);
        for x in &mut a {
            *x *= 10;
        }
        a.iter_mut().for_each(|x| *x += 1);
        assert_eq!((&a).into_iter().count(), 4);
        assert_eq!(a.clone().into_iter().collect::<Vec<_>>(), [11, 21, 31, 41]);
        a.as_mut_slice()[3] = 0;
        assert_eq!(a.as_slice(), &[11, 21, 31, 0]);
        let b: Array<i16, NumPy> = a.iter().map(|&x| x / 2).collect();
        assert_eq!((b.shape(), b.as_slice()), (&[4][..], &[5, 10, 15, 0][..]));
        let empty: Array<f32, Jax> = core::iter::empty().collect();
        assert!(empty.is_empty() && empty == Array::default());
    }

    #[test]
    fn unary_minus_is_the_policys_negative() {
        let a: Array<i8, NumPy> = Array::from_vec(vec![1, -2, i8::MIN]);
        assert_eq!(-&a, a.negative());
        assert_eq!((-a).as_slice(), &[-1, 2, i8::MIN]);
        // Unsigned integers wrap, as NumPy's `np.negative(np.uint8(1))` gives 255.
        let u: Array<u8, NumPy> = Array::from_vec(vec![1, 0]);
        assert_eq!((-u).as_slice(), &[255, 0]);
        // The negation type is the policy's: a weak float stays weak in JAX.
        let w: Array<WeakFloat, Jax> = &Array::<i32, Jax>::from_vec(vec![2]) * weak(0.5);
        let n: Array<WeakFloat, Jax> = -w;
        assert_eq!(n.as_slice(), &[WeakFloat(-1.0)]);
        // ...and NumPy's negative of a weak int array is `i64`.
        let wi: Array<crate::WeakInt, NumPy> = Array::from_vec(vec![crate::WeakInt(3)]);
        let ni: Array<i64, NumPy> = -wi;
        assert_eq!(ni.as_slice(), &[-3]);
        let f: Array<f32, Torch> = Array::from_vec(vec![0.0, f32::INFINITY]);
        let nf = -&f;
        assert!(nf[0].is_sign_negative() && nf[1] == f32::NEG_INFINITY);
    }

    #[test]
    fn display_as_numpy_lays_it_out() {
        let one: Array<i32, NumPy> = Array::from_vec(vec![1, -2, 3]);
        assert_eq!(one.to_string(), "[1, -2, 3]");
        let two = grid(&[2, 2], vec![1u8, 2, 3, 4]);
        assert_eq!(two.to_string(), "[[1, 2],\n [3, 4]]");
        let three = grid(&[2, 2, 2], (0u8..8).collect());
        assert_eq!(
            three.to_string(),
            "[[[0, 1],\n  [2, 3]],\n\n [[4, 5],\n  [6, 7]]]"
        );
        assert_eq!(grid(&[], vec![5u8]).to_string(), "5");
        assert_eq!(grid::<u8>(&[2, 0], vec![]).to_string(), "[]");
        assert_eq!(grid(&[1, 1], vec![9u8]).to_string(), "[[9]]");
        // Width and precision go to each element.
        let f: Array<f32, NumPy> = Array::from_vec(vec![0.5, 10.25]);
        assert_eq!(format!("{f:6.1}"), "[   0.5,   10.2]");
        let c: Array<Complex<f64>, NumPy> = Array::from_vec(vec![Complex::new(1.0, -2.0)]);
        assert_eq!(c.to_string(), "[1-2i]");
        // Weak scalars print as their numbers.
        let w = &Array::<i32, Jax>::from_vec(vec![1, 2]) * weak(0.5);
        assert_eq!(w.to_string(), "[0.5, 1]");
    }

    #[test]
    fn display_summarizes_a_large_array_on_every_axis() {
        let big = grid(&[100, 20], (0u32..2000).collect());
        let shown = big.to_string();
        assert_eq!(
            shown,
            "[[0, 1, 2, ..., 17, 18, 19],\n [20, 21, 22, ..., 37, 38, 39],\n \
             [40, 41, 42, ..., 57, 58, 59],\n ...,\n \
             [1940, 1941, 1942, ..., 1957, 1958, 1959],\n \
             [1960, 1961, 1962, ..., 1977, 1978, 1979],\n \
             [1980, 1981, 1982, ..., 1997, 1998, 1999]]"
        );
        // At the threshold, and in the alternate form, every element shows.
        let at: Array<u16, NumPy> = (0..1000).collect();
        assert!(!at.to_string().contains("..."));
        let all = format!("{big:#}");
        assert!(!all.contains("...") && all.contains("1000, 1001"));
    }
}
