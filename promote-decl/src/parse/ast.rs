//! The typed model of a declaration, as written. Every piece keeps its tokens' spans so that a
//! later check can point at the exact token at fault.

use proc_macro2::Span;
use syn::{Attribute, Ident, Path, Type, Visibility};

/// A dtype code as written: `u8`, `bf16`, or a weak code such as `i*`.
#[derive(Clone)]
pub struct Code {
    pub text: String,
    pub span: Span,
    /// The span of the last token: the `*` of a weak code, else the same as `span`.
    pub end: Span,
}

/// What every policy declaration starts with: where the runtime crate is, the user's attributes
/// (doc comments), and the policy's marker struct.
pub struct Header {
    /// The path to `promote-core`, passed in by its `macro_rules!` wrapper.
    pub krate: Path,
    /// The operation families, as promote-core's wrapper passes them.
    pub specs: Specs,
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub name: Ident,
    /// Whether the build of promote-core has the narrow dtypes (`narrow = off;` from its wrapper
    /// when its `narrow` feature is off; on when not said).
    pub narrow: bool,
}

/// `code = Type`: an element type that is not one of the standard codes.
#[derive(Clone)]
pub struct TypeDecl {
    pub code: Code,
    pub ty: Type,
    /// `as float` (or `bool`, `int`, `complex`): the type's category, which the families' rules
    /// (`without float`) and the 0-d category rule read. A type without one is in no category.
    pub category: Option<Code>,
    /// `via f64`: the standard type through which the type converts into and out of every other
    /// standard type; the declaration generates those conversions, so that the user writes only
    /// the two with the route.
    pub route: Option<Code>,
}

/// `from: [to, to, ...]`: `from` promotes to each `to` (each `to` lies above `from`).
#[derive(Clone)]
pub struct EdgeList {
    pub from: Code,
    pub to: Vec<Code>,
}

/// The input of `promotion_lattice!`.
pub struct LatticeDecl {
    pub header: Header,
    pub types: Vec<TypeDecl>,
    /// The `lattice` keyword, for errors about the lattice as a whole.
    pub lattice_span: Span,
    pub edges: Vec<EdgeList>,
    pub options: Options,
}

/// What may follow the lattice or the table: the 0-d rule and the operation families.
#[derive(Clone, Default)]
pub struct Options {
    pub zero_dim: Option<ZeroDimDecl>,
    pub families: Vec<FamilyDecl>,
    pub sum: Option<SumDecl>,
    pub casting: Option<CastingDecl>,
    /// `n_ary main [codes]`: NumPy's n-ary rule, with every code from the least knowledgeable.
    pub n_ary: Option<(Span, Vec<Code>)>,
    /// `lossy [int float, ...]`: the (operand category, result category) pairs where the library
    /// really does round an operand (NumPy's `i64 + f64 = f64`); every other cell must hold both
    /// operands exactly.
    pub lossy: Vec<(Code, Code)>,
    /// `canonicalize { u64: u32, ... }`: types the policy reasons with but never holds (JAX with
    /// 64-bit types disabled): their rows and columns go, and a result of one of them becomes its
    /// canonical type.
    pub canonicalize: Option<(Span, Vec<(Code, Code)>)>,
    /// `alias { b*: b }`: a code that every family treats as another (a Python `bool` is
    /// NumPy's and JAX's `bool` dtype): its row and column of the add grid, and its base in the
    /// one-operand families, are the other's; the families' own cells (`with`) still apply.
    pub alias: Option<(Span, Vec<(Code, Code)>)>,
    /// `__extensible;` (hidden, `Jax`'s own declaration): the policy's tables take the pairs of
    /// the types that `extend_lattice!` adds to it (see `promote_core::policies::extension`).
    pub extensible: bool,
    /// `__narrow_optional;` (hidden, the built-in declarations): in a build without the narrow
    /// dtypes, their rows and columns go (see [`crate::model::project::drop_narrow`]).
    pub narrow_optional: bool,
    /// `__values numpy;` (hidden, the built-in declarations): whose edge-value rules the
    /// policy's operations follow (`promote_core::values::Values`): the name of one of its
    /// constants, lower case. A user's policy has NumPy's.
    pub values: Option<syn::Ident>,
}

/// How 0-d operands promote, when not like arrays.
#[derive(Clone)]
pub enum ZeroDimDecl {
    /// `zero_dim { complex_of { f16: c32, ... } }`: PyTorch's category rule; `complex_of` is the
    /// complex type that keeps a float's precision, for a float array with a complex 0-d one.
    Categories { complex_of: Vec<(Code, Code)> },
    /// `zero_dim { major_types table { ... } }`: PaddlePaddle's rule: with a 0-d operand of the
    /// same major type (category) the array's dtype wins; otherwise, and between two 0-d operands,
    /// the pair promotes by this table (Paddle's full `promote_types`).
    MajorTypes {
        span: Span,
        columns: Vec<Code>,
        rows: Vec<Row>,
    },
    /// `zero_dim { ignored }`: OneFlow's rule: against a dimensioned operand a 0-d operand's dtype
    /// does not count, whatever its category; two 0-d operands promote as arrays.
    Ignored,
}

/// `name: modifiers;` in `families { ... }`: how the family's grid derives from the add grid.
#[derive(Clone)]
pub struct FamilyDecl {
    pub name: Code,
    pub modifiers: Vec<Modifier>,
}

/// One step in deriving a family's grid from the add grid (or a unary family's column from the
/// identity), applied in this order: `each`, `keep_lhs`, `symmetric`, `map`, `all`, `without`,
/// `operands`, `only`, `except`, `mixed_when`, `with`.
#[derive(Clone)]
pub enum Modifier {
    /// Where `a + b` is undefined, take `b + a`. The span is the keyword's.
    Symmetric(Span),
    /// Every defined pair (or dtype) gives this code (logical ops, predicates: `all b`).
    All(Code),
    /// A pair whose right operand is of these categories gives the left operand's type
    /// (`jax.lax.pow`: a float to an integer power stays that float).
    KeepLhs(Vec<Code>),
    /// Each strong operand first becomes its result in this unary family, and so does the pair's
    /// promoted type (NumPy's float-only ufuncs: `atan2(i8, u8)` is `f16`, as both fit in it).
    Each(Code),
    /// Under the major-type 0-d rule, a pair with a 0-d operand promotes by the full 0-d table,
    /// without the same-major-type shortcut (`zero_dim_by_table`: PaddlePaddle's functions, whose
    /// 0-d operands follow its "T+T" rule).
    ZeroDimByTable,
    /// 0-d operands promote as arrays for this family, whatever the policy's 0-d rule
    /// (`zero_dim_as_array`: PaddlePaddle's `maximum`).
    ZeroDimAsArray,
    /// The operation needs operands of one shape: a 0-d operand with a dimensioned one (two
    /// tensors) is refused (`no_broadcast`: OneFlow's `floor_divide`).
    NoBroadcast,
    /// Keep only operands of these types (`only [i32 i64 f32 f64]`: the dtypes with kernels).
    Only(Vec<Code>),
    /// Keep only operands of these categories (`bool int float complex`; a weak code counts as
    /// its category).
    Operands(Vec<Code>),
    /// Replace a result by another (or by `-`).
    Map(Vec<(Code, Cell)>),
    /// Drop results of these kinds (`bool int float complex`), pairs of two weak operands
    /// (`weak_pairs`), pairs with a weak right operand (`weak_rhs`), or pairs of two different
    /// strong types (`mixed`: the operation needs equal dtypes).
    Without(Vec<Code>),
    /// Remove these pairs.
    Except(Vec<(Code, Code)>),
    /// Two different strong types combine only when their categories are one of these unordered
    /// pairs (`mixed_when [float float, complex int]`: PaddlePaddle's promotion outside
    /// arithmetic); `mixed_when arrays [...]` restricts pairs of dimensioned arrays only.
    MixedWhen(bool, Vec<(Code, Code)>),
    /// Define these pairs: `l r = result`.
    With(Vec<(Code, Code, Code)>),
}

/// `sum { code: accumulator, ... }`.
#[derive(Clone)]
pub struct SumDecl {
    /// The `sum` keyword, for errors about the section as a whole (it may have no entries).
    pub span: Span,
    pub entries: Vec<(Code, Cell)>,
}

/// A cell of a table: a result code, or `-` where the pair is undefined.
#[derive(Clone)]
pub enum Cell {
    Result(Code),
    Undefined(Span),
}

impl Code {
    /// Tokens spanning the whole code, for errors that underline all of `i*`.
    pub fn tokens(&self) -> proc_macro2::TokenStream {
        let mut first = proc_macro2::Punct::new('#', proc_macro2::Spacing::Alone);
        first.set_span(self.span);
        let mut last = proc_macro2::Punct::new('#', proc_macro2::Spacing::Alone);
        last.set_span(self.end);
        [
            proc_macro2::TokenTree::Punct(first),
            proc_macro2::TokenTree::Punct(last),
        ]
        .into_iter()
        .collect()
    }
}

impl Cell {
    pub fn span(&self) -> Span {
        match self {
            Cell::Result(code) => code.span,
            Cell::Undefined(span) => *span,
        }
    }
}

/// One row of a table: the left operand's code, then one cell per column.
#[derive(Clone)]
pub struct Row {
    pub label: Code,
    pub cells: Vec<Cell>,
}

/// The input of `promotion_table!`.
pub struct TableDecl {
    pub header: Header,
    pub types: Vec<TypeDecl>,
    /// `directional;`: the rules may differ with the operands' order (TensorFlow), so the grid need
    /// not be symmetric.
    pub directional: bool,
    /// `no_arithmetic [b];`: types whose pair with themselves the library leaves undefined (the
    /// array API's `bool + bool`); every other type must promote with itself to itself.
    pub no_arithmetic: Vec<Code>,
    pub table_span: Span,
    /// The column codes, from the header row (`_ b u8 ...;`).
    pub columns: Vec<Code>,
    pub rows: Vec<Row>,
    pub options: Options,
}

/// `casting { can_cast: rule; in_place: level; out: level; }`: the policy's own `can_cast` and the
/// levels its in-place operators and output buffers use.
#[derive(Clone)]
pub struct CastingDecl {
    /// The `casting` keyword, where the derived levels' impls are spanned.
    pub span: Span,
    pub can_cast: Option<CastRule>,
    /// A level word: `no`, `equiv`, `safe`, `same_kind`, `unsafe` or `can_cast`.
    pub in_place: Option<Code>,
    pub out: Option<Code>,
}

/// The policy's own `can_cast`: a base rule, then exceptions as data.
#[derive(Clone)]
pub struct CastRule {
    /// Where the rule starts, for the generated impls' spans.
    pub span: Span,
    pub base: CastBase,
    /// `without [a -> b, ...]`: pairs the base allows and the library does not.
    pub without: Vec<(Code, Code)>,
    /// `with [a -> b, ...]`: pairs the base refuses and the library allows.
    pub with: Vec<(Code, Code)>,
}

#[derive(Clone)]
pub enum CastBase {
    /// One of NumPy's levels: `no`, `equiv`, `safe`, `same_kind`, `unsafe`.
    Level(Code),
    /// `kinds [b < u i < f < c]`: a cast may go up or stay within a group, never down.
    Kinds(Vec<Vec<Code>>),
}

/// A family's operands and result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A grid over pairs of dtypes, derived from the add grid, per pair of operand kinds.
    Binary,
    /// One result per dtype, weak types included.
    Unary,
    /// One result per strong dtype (reductions and scans).
    Reduction,
}

/// One entry of the family list.
#[derive(Clone)]
pub struct FamilySpec {
    /// The name a policy's `families { ... }` section uses.
    pub name: String,
    pub shape: Shape,
    /// The `Op` variant of the run-time mirror.
    pub op: Ident,
    /// The trait of promote-core that the generated impls implement.
    pub table: Ident,
    /// The grid holds the type both operands convert to, and the result is `bool`.
    pub bool_result: bool,
    pub title: String,
    pub symbol: String,
    pub what: String,
    /// The rule of a policy that does not declare the family.
    pub default: Vec<Modifier>,
}

/// `families_spec { entries }`.
#[derive(Clone, Default)]
pub struct Specs(pub Vec<FamilySpec>);

impl Specs {
    /// The position of the family named `name`.
    pub fn position(&self, name: &str) -> Option<usize> {
        self.0.iter().position(|spec| spec.name == name)
    }
}
