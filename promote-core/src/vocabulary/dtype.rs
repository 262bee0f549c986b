//! The run-time names of element types: [`DType`].

use core::fmt;

/// Writes [`DType`] and the members that only restate the list.
macro_rules! dtype_enum {
    (dtypes_spec {
        standard { $($(#[$sdoc:meta])* $s:ident $scode:literal $skind:ident $srepr:ident($sty:ty) $sclass:ident [$($stable:tt)*];)* }
        narrow { $($(#[$ndoc:meta])* $n:ident $ncode:literal $nkind:ident $nrepr:ident($nty:ty) $nclass:ident [$($ntable:tt)*];)* }
    }) => {
        /// A data type known at run time: the value-level twin of an [`Element`](crate::Element) type.
        ///
        /// Its short code is the one of the tables in JAX's design note
        /// [JEP 9407](https://jax.readthedocs.io/en/latest/jep/9407-type-promotion.html) (`b`, `u8`, …,
        /// `c128`, and `i*`, `f*`, `c*` for weak Python-style scalars, with `b*` added here);
        /// [`Display`](fmt::Display) prints it and [`FromStr`](core::str::FromStr) reads it back, along
        /// with the names people write (`"float32"`, NumPy's `"<f4"`, …).
        ///
        /// ```
        /// use promote_core::DType;
        /// assert_eq!("float32".parse::<DType>(), Ok(DType::F32));
        /// assert_eq!(DType::F32.to_string(), "f32");
        /// assert_eq!("i*".parse::<DType>(), Ok(DType::WeakInt));
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum DType {
            $($(#[$sdoc])* $s,)*
            $($(#[$ndoc])* $n,)*
            /// An element type defined outside this crate, named by its code.
            Custom(&'static str),
        }

        impl DType {
            /// The standard dtypes in JEP 9407's table order, then `b*` and `c32`.
            pub const ALL: [DType; [$(DType::$s),*].len()] = [$(DType::$s),*];

            /// The narrow dtypes of issue 12 (ml_dtypes' 8-, 6- and 4-bit floats, 1-, 2- and 4-bit ints,
            /// and `bc32`), in the order their codes follow the standard ones in tables. Not in
            /// [`DType::ALL`], which stays the dtypes every built-in policy declares.
            ///
            /// ```
            /// use promote_core::DType;
            /// assert_eq!(DType::NARROW[0].code(), "f8e4m3fn");
            /// # #[cfg(feature = "narrow")] // without it, the name is an error that says so
            /// assert_eq!("float8_e4m3fn".parse(), Ok(DType::F8E4M3FN));
            /// ```
            pub const NARROW: [DType; [$(DType::$n),*].len()] = [$(DType::$n),*];

            /// The short code used in tables: `b`, `u8`, …, `c128`, `i*`, `f*`, `c*`, `b*`, and the
            /// narrow `f8e4m3fn`, …, `u4`, `bc32`.
            pub const fn code(self) -> &'static str {
                match self {
                    $(DType::$s => $scode,)*
                    $(DType::$n => $ncode,)*
                    DType::Custom(code) => code,
                }
            }

            /// The kind of number this dtype holds.
            pub const fn kind(self) -> Kind {
                match self {
                    $(DType::$s => Kind::$skind,)*
                    $(DType::$n => Kind::$nkind,)*
                    DType::Custom(_) => Kind::Other,
                }
            }

            /// Whether this is a weak (scalar-like) dtype: `i*`, `f*`, `c*` or `b*`.
            pub const fn is_weak(self) -> bool {
                match self {
                    $(DType::$s => dtype_enum!(@weak $srepr),)*
                    $(DType::$n => dtype_enum!(@weak $nrepr),)*
                    DType::Custom(_) => false,
                }
            }
        }
    };
    (@weak weak) => { true };
    (@weak $repr:ident) => { false };
}

// The enum and its row-wise tables come from the list (`dtype_list.rs`).
crate::__dtypes!(dtype_enum {});

impl DType {
    /// Whether two dtypes are the same, usable in constants (`==` is not `const`): their codes
    /// are equal. The macros check with it that a policy's element types have distinct dtypes.
    ///
    /// ```
    /// use promote_core::DType;
    /// const SAME: bool = DType::Custom("q16").same(DType::Custom("q16"));
    /// assert!(SAME && !DType::F32.same(DType::Custom("q16")));
    /// ```
    pub const fn same(self, other: DType) -> bool {
        let (a, b) = (self.code().as_bytes(), other.code().as_bytes());
        if a.len() != b.len() {
            return false;
        }
        let mut i = 0;
        while i < a.len() {
            if a[i] != b[i] {
                return false;
            }
            i += 1;
        }
        true
    }
}

/// The kind of a dtype, in the category order PyTorch uses (bool < integer < float < complex).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Booleans.
    Bool,
    /// Unsigned integers.
    Unsigned,
    /// Signed integers (and weak ints).
    Signed,
    /// Real floating point.
    Float,
    /// Complex floating point.
    Complex,
    /// A type defined outside this crate.
    Other,
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}
