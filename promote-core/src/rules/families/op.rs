//! [`Op`]: the families at run time, one variant per entry of the family list, with what tools
//! print about them.

/// The shape of a family's operands and result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Two operands (arrays, 0-d arrays, weak scalars); one result per pair of dtypes.
    Binary,
    /// One operand, elementwise; one result per dtype, weak scalars included.
    Unary,
    /// An array reduced to one value; one result per strong dtype.
    Reduction,
    /// An array scanned into an array of the same length (`cumsum`); one result per strong dtype.
    Scan,
}

macro_rules! define_op {
    (family_rows { $({ $shape:ident $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $Op:ident
        $Table:ident $Bridge:tt $result:ident [$title:literal $symbol:literal $what:literal] $messages:tt
        $default:tt [$([$M:ident $with:ident $($forms:tt)*])*] })* }) => {
        define_op!(@each [$([$Op $name $shape $result $title $symbol $what $Public [$($with)*]])*]);
    };
    (@bool bool) => { true };
    (@bool output) => { false };
    (@each [$([$Op:ident $name:ident $shape:tt $result:ident $title:literal $symbol:literal $what:literal $Public:ident [$($with:ident)*]])*]) => {
        /// The operation families, for the run-time mirror ([`Policy::binary_result`] and
        /// [`Policy::unary_result`]) and for tools. One variant per entry of the family list.
        ///
        /// [`Policy::binary_result`]: crate::Policy::binary_result
        /// [`Policy::unary_result`]: crate::Policy::unary_result
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Op {
            $(
                #[doc = concat!($title, " (`", stringify!($name), "`): ", $what, "; its type operator is [`", stringify!($Public), "`](crate::", stringify!($Public), ").")]
                $Op,
            )*
        }

        impl Op {
            /// Every family, in the order of the family list (and of the generated tables).
            pub const ALL: &'static [Op] = &[$(Op::$Op),*];

            /// The family's name, as a policy's `families { ... }` section and `tables --op` write it.
            pub const fn name(self) -> &'static str {
                match self { $(Op::$Op => stringify!($name),)* }
            }

            /// The family's title in the rustdoc tables.
            pub const fn title(self) -> &'static str {
                match self { $(Op::$Op => $title,)* }
            }

            /// The symbol that heads its table (HTML-escaped, as rustdoc shows it).
            pub const fn symbol(self) -> &'static str {
                match self { $(Op::$Op => $symbol,)* }
            }

            /// What the family's table holds.
            pub const fn describes(self) -> &'static str {
                match self { $(Op::$Op => $what,)* }
            }

            /// Its shape: binary, unary, reduction or scan.
            pub const fn shape(self) -> Shape {
                match self { $(Op::$Op => define_op!(@shape_of $shape),)* }
            }

            /// Whether the table holds the type both operands convert to while the result is
            /// `bool` (comparisons), rather than the result's type.
            pub const fn bool_result(self) -> bool {
                match self { $(Op::$Op => define_op!(@bool $result),)* }
            }

            /// The operations of the family, as methods name them (`maximum`, `minimum`).
            pub fn operations(self) -> &'static [&'static str] {
                match self { $(Op::$Op => {
                    const OPERATIONS: &[&str] = &[$(strip_with(stringify!($with))),*];
                    OPERATIONS
                })* }
            }

            /// The family with this name, or the family of the operation with this name
            /// (`maximum` gives the `maximum` family, `less_equal` the `lt` family).
            ///
            /// ```
            /// use promote_core::Op;
            /// assert_eq!(Op::from_name("div"), Some(Op::Div));
            /// assert_eq!(Op::from_name("less_equal"), Some(Op::Lt));
            /// assert_eq!(Op::from_name("nope"), None);
            /// ```
            pub fn from_name(name: &str) -> Option<Op> {
                Op::ALL.iter().copied().find(|op| op.name() == name)
                    .or_else(|| Op::ALL.iter().copied().find(|op| op.operations().contains(&name)))
            }
        }
    };
    (@shape_of binary) => { Shape::Binary };
    (@shape_of unary) => { Shape::Unary };
    (@shape_of reduction) => { Shape::Reduction };
    (@shape_of scan) => { Shape::Scan };
}

/// `add_with` → `add`: every method list names a `_with` method, whose stem is the operation.
const fn strip_with(name: &'static str) -> &'static str {
    let bytes = name.as_bytes();
    let suffix = b"_with";
    if bytes.len() < suffix.len() {
        return name;
    }
    let stem = bytes.len() - suffix.len();
    let mut i = 0;
    while i < suffix.len() {
        if bytes[stem + i] != suffix[i] {
            return name;
        }
        i += 1;
    }
    match core::str::from_utf8(bytes.split_at(stem).0) {
        Ok(s) => s,
        Err(_) => name,
    }
}

crate::__family_rows!(define_op {});
