//! `Parse` impls for the model in [`crate::ast`]. Only what one token can tell is checked here;
//! whole-declaration rules live in [`crate::lattice`].

use syn::parse::{Parse, ParseStream};
use syn::{braced, bracketed, Attribute, Ident, Path, Token};

use crate::ast::{
    Cell, Code, EdgeList, FamilyDecl, Header, LatticeDecl, Modifier, Options, Row, SumDecl,
    TableDecl, TypeDecl, ZeroDimDecl,
};

mod kw {
    syn::custom_keyword!(all);
    syn::custom_keyword!(alias);
    syn::custom_keyword!(via);
    syn::custom_keyword!(__extensible);
    syn::custom_keyword!(__narrow_optional);
    syn::custom_keyword!(narrow);
    syn::custom_keyword!(on);
    syn::custom_keyword!(off);
    syn::custom_keyword!(arrays);
    syn::custom_keyword!(each);
    syn::custom_keyword!(keep_lhs);
    syn::custom_keyword!(zero_dim_as_array);
    syn::custom_keyword!(zero_dim_by_table);
    syn::custom_keyword!(only);
    syn::custom_keyword!(operands);
    syn::custom_keyword!(complex_of);
    syn::custom_keyword!(directional);
    syn::custom_keyword!(except);
    syn::custom_keyword!(families);
    syn::custom_keyword!(canonicalize);
    syn::custom_keyword!(casting);
    syn::custom_keyword!(n_ary);
    syn::custom_keyword!(main);
    syn::custom_keyword!(lattice);
    syn::custom_keyword!(major_types);
    syn::custom_keyword!(lossy);
    syn::custom_keyword!(map);
    syn::custom_keyword!(no_arithmetic);
    syn::custom_keyword!(mixed_when);
    syn::custom_keyword!(sum);
    syn::custom_keyword!(symmetric);
    syn::custom_keyword!(table);
    syn::custom_keyword!(types);
    syn::custom_keyword!(with);
    syn::custom_keyword!(without);
    syn::custom_keyword!(zero_dim);
}

impl Parse for Code {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let lookahead = input.lookahead1();
        if !lookahead.peek(Ident) {
            return Err(lookahead.error());
        }
        let ident: Ident = input.parse()?;
        let mut text = ident.to_string();
        let mut end = ident.span();
        // A trailing `*` marks a weak code (`i*`, `f*`, `c*`, `b*`), as in the seeds.
        if input.peek(Token![*]) {
            end = input.parse::<Token![*]>()?.span;
            text.push('*');
        }
        Ok(Code {
            text,
            span: ident.span(),
            end,
        })
    }
}

impl Parse for Header {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        // `crate = path;` is written by promote-core's `macro_rules!` wrapper, not by users.
        let krate: Path = if input.peek(Token![crate]) && input.peek2(Token![=]) {
            input.parse::<Token![crate]>()?;
            input.parse::<Token![=]>()?;
            let path = Path::parse_mod_style(input)?;
            input.parse::<Token![;]>()?;
            path
        } else {
            syn::parse_quote!(::promote_core)
        };
        let narrow = parse_narrow_setting(input)?;
        let specs = crate::spec::Specs::parse_if_present(input)?;
        let attrs = input.call(Attribute::parse_outer)?;
        let vis = input.parse()?;
        input.parse::<Token![struct]>().map_err(|e| {
            syn::Error::new(
                e.span(),
                "expected `struct Name;`: every policy declaration starts with the policy's marker struct",
            )
        })?;
        let name: Ident = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "expected the policy's name after `struct`, e.g. `struct MyPolicy;`",
            )
        })?;
        input.parse::<Token![;]>()?;
        Ok(Header {
            krate,
            specs,
            attrs,
            vis,
            name,
            narrow,
        })
    }
}

/// `narrow = on;` or `narrow = off;`, written by promote-core's wrapper after `crate = path;`:
/// whether its build has the narrow dtypes (its `narrow` feature). On when absent.
pub fn parse_narrow_setting(input: ParseStream) -> syn::Result<bool> {
    if !input.peek(kw::narrow) || !input.peek2(Token![=]) {
        return Ok(true);
    }
    input.parse::<kw::narrow>()?;
    input.parse::<Token![=]>()?;
    let on = if input.peek(kw::on) {
        input.parse::<kw::on>()?;
        true
    } else {
        input.parse::<kw::off>()?;
        false
    };
    input.parse::<Token![;]>()?;
    Ok(on)
}

impl Parse for TypeDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let code = input.parse()?;
        input.parse::<Token![=]>()?;
        let ty = input.parse()?;
        let category = if input.peek(Token![as]) {
            input.parse::<Token![as]>()?;
            Some(input.parse()?)
        } else {
            None
        };
        let route = if input.peek(kw::via) {
            input.parse::<kw::via>()?;
            Some(input.parse()?)
        } else {
            None
        };
        Ok(TypeDecl {
            code,
            ty,
            category,
            route,
        })
    }
}

impl Parse for EdgeList {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let from = input.parse()?;
        input.parse::<Token![:]>()?;
        let content;
        bracketed!(content in input);
        let to = content
            .parse_terminated(Code::parse, Token![,])?
            .into_iter()
            .collect();
        Ok(EdgeList { from, to })
    }
}

/// Whether a `types` section was read (an empty one counts as absent for error messages).
fn types_declared(types: &[TypeDecl]) -> bool {
    !types.is_empty()
}

/// Parses `types { code = Type, ... }` if it is next.
pub fn parse_types(input: ParseStream) -> syn::Result<Vec<TypeDecl>> {
    if !input.peek(kw::types) {
        return Ok(Vec::new());
    }
    input.parse::<kw::types>()?;
    let content;
    braced!(content in input);
    Ok(content
        .parse_terminated(TypeDecl::parse, Token![,])?
        .into_iter()
        .collect())
}

impl Parse for LatticeDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let header = input.parse()?;
        let types = parse_types(input)?;
        let lookahead = input.lookahead1();
        // Peeking `types` too lists it among the expected tokens when neither is found.
        let (is_lattice, _) = (lookahead.peek(kw::lattice), lookahead.peek(kw::types));
        if !is_lattice {
            return Err(lookahead.error());
        }
        let lattice_span = input.parse::<kw::lattice>()?.span;
        let content;
        braced!(content in input);
        let edges = content
            .parse_terminated(EdgeList::parse, Token![,])?
            .into_iter()
            .collect();
        let options = parse_options(input)?;
        Ok(LatticeDecl {
            header,
            types,
            lattice_span,
            edges,
            options,
        })
    }
}

impl Parse for Cell {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        if input.peek(Token![-]) {
            let dash = input.parse::<Token![-]>()?;
            return Ok(Cell::Undefined(dash.span));
        }
        if !input.peek(Ident) {
            return Err(input.error("expected a result code or `-` (undefined)"));
        }
        input.parse().map(Cell::Result)
    }
}

/// Parses the items of one `;`-terminated table line with `item`.
fn parse_line<T>(
    input: ParseStream,
    item: fn(ParseStream) -> syn::Result<T>,
) -> syn::Result<Vec<T>> {
    let mut items = Vec::new();
    while !input.peek(Token![;]) {
        if input.is_empty() {
            return Err(input.error("expected `;` at the end of the table row"));
        }
        items.push(item(input)?);
    }
    input.parse::<Token![;]>()?;
    Ok(items)
}

impl Parse for TableDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let header = input.parse()?;
        // `types { ... }` and `directional;` come before the table, in either order, once each.
        let (mut types, mut directional, mut no_arithmetic) = (None, None, None);
        loop {
            if input.peek(kw::no_arithmetic) {
                let span = input.parse::<kw::no_arithmetic>()?.span;
                if no_arithmetic.is_some() {
                    return Err(syn::Error::new(span, "`no_arithmetic` is declared twice"));
                }
                let content;
                bracketed!(content in input);
                let codes: Vec<Code> = content
                    .parse_terminated(Code::parse, Token![,])?
                    .into_iter()
                    .collect();
                input.parse::<Token![;]>()?;
                no_arithmetic = Some(codes);
                continue;
            }
            if input.peek(kw::types) {
                if types.is_some() {
                    return Err(input.error(
                        "`types` is declared twice: declare every type in one `types { ... }`",
                    ));
                }
                types = Some(parse_types(input)?);
            } else if input.peek(kw::directional) {
                let span = input.parse::<kw::directional>()?.span;
                if directional.is_some() {
                    return Err(syn::Error::new(span, "`directional;` is declared twice"));
                }
                input.parse::<Token![;]>()?;
                directional = Some(span);
            } else {
                break;
            }
        }
        let (types, directional) = (types.unwrap_or_default(), directional.is_some());
        let no_arithmetic = no_arithmetic.unwrap_or_default();
        let lookahead = input.lookahead1();
        // Peeking the sections not yet declared too lists them among the expected tokens.
        let is_table = lookahead.peek(kw::table);
        if !types_declared(&types) {
            let _ = lookahead.peek(kw::types);
        }
        if !directional {
            let _ = lookahead.peek(kw::directional);
        }
        if !is_table {
            return Err(lookahead.error());
        }
        let table_span = input.parse::<kw::table>()?.span;
        let content;
        braced!(content in input);
        let (columns, rows) = parse_grid(&content)?;
        let options = parse_options(input)?;
        Ok(TableDecl {
            header,
            types,
            directional,
            no_arithmetic,
            table_span,
            columns,
            rows,
            options,
        })
    }
}

/// `{ from: to, ... }` where every `to` is a type, not `-` (`undefined` says what `-` would
/// mean there).
fn type_pairs(input: ParseStream, undefined: &str) -> syn::Result<Vec<(Code, Code)>> {
    parse_pairs(input)?
        .into_iter()
        .map(|(from, to)| match to {
            Cell::Result(to) => Ok((from, to)),
            Cell::Undefined(span) => Err(syn::Error::new(span, undefined)),
        })
        .collect()
}

/// `a: b, c: d, ...` inside braces, where each value is a code or `-`.
fn parse_pairs(input: ParseStream) -> syn::Result<Vec<(Code, Cell)>> {
    let content;
    braced!(content in input);
    let mut pairs = Vec::new();
    while !content.is_empty() {
        let key: Code = content.parse()?;
        content.parse::<Token![:]>()?;
        let value: Cell = content.parse()?;
        pairs.push((key, value));
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(pairs)
}

/// The sections that may follow the lattice or table block: `zero_dim`, `families`, `sum`.
pub fn parse_options(input: ParseStream) -> syn::Result<Options> {
    let mut options = Options::default();
    while !input.is_empty() {
        if input.peek(kw::__extensible) {
            input.parse::<kw::__extensible>()?;
            input.parse::<Token![;]>()?;
            options.extensible = true;
            continue;
        }
        if input.peek(kw::__narrow_optional) {
            input.parse::<kw::__narrow_optional>()?;
            input.parse::<Token![;]>()?;
            options.narrow_optional = true;
            continue;
        }
        let lookahead = input.lookahead1();
        if lookahead.peek(kw::zero_dim) {
            let span = input.parse::<kw::zero_dim>()?.span;
            if options.zero_dim.is_some() {
                return Err(syn::Error::new(span, "`zero_dim` is declared twice"));
            }
            let content;
            braced!(content in input);
            if content.peek(kw::major_types) {
                content.parse::<kw::major_types>()?;
                let span = content.parse::<kw::table>()?.span;
                let grid;
                braced!(grid in content);
                let (columns, rows) = parse_grid(&grid)?;
                if !content.is_empty() {
                    return Err(
                        content.error("unexpected tokens after `major_types table { ... }`")
                    );
                }
                options.zero_dim = Some(ZeroDimDecl::MajorTypes {
                    span,
                    columns,
                    rows,
                });
                continue;
            }
            let lookahead = content.lookahead1();
            if !(lookahead.peek(kw::complex_of) || lookahead.peek(kw::major_types)) {
                return Err(lookahead.error());
            }
            content.parse::<kw::complex_of>()?;
            let complex_of = parse_pairs(&content)?
                .into_iter()
                .map(|(from, to)| match to {
                    Cell::Result(to) => Ok((from, to)),
                    Cell::Undefined(span) => Err(syn::Error::new(
                        span,
                        "leave a float out of `complex_of` instead of mapping it to `-`",
                    )),
                })
                .collect::<syn::Result<_>>()?;
            if !content.is_empty() {
                return Err(content.error("unexpected tokens after `complex_of { ... }`"));
            }
            options.zero_dim = Some(ZeroDimDecl::Categories { complex_of });
        } else if lookahead.peek(kw::families) {
            input.parse::<kw::families>()?;
            let content;
            braced!(content in input);
            while !content.is_empty() {
                options.families.push(content.parse()?);
            }
        } else if lookahead.peek(kw::lossy) {
            let span = input.parse::<kw::lossy>()?.span;
            if !options.lossy.is_empty() {
                return Err(syn::Error::new(span, "`lossy` is declared twice"));
            }
            let content;
            bracketed!(content in input);
            while !content.is_empty() {
                options.lossy.push((content.parse()?, content.parse()?));
                if !content.is_empty() {
                    content.parse::<Token![,]>()?;
                }
            }
            if input.peek(Token![;]) {
                input.parse::<Token![;]>()?;
            }
        } else if lookahead.peek(kw::n_ary) {
            let span = input.parse::<kw::n_ary>()?.span;
            if options.n_ary.is_some() {
                return Err(syn::Error::new(span, "`n_ary` is declared twice"));
            }
            input.parse::<kw::main>()?;
            let content;
            bracketed!(content in input);
            let mut order = Vec::new();
            while !content.is_empty() {
                order.push(content.parse()?);
            }
            if input.peek(Token![;]) {
                input.parse::<Token![;]>()?;
            }
            options.n_ary = Some((span, order));
        } else if lookahead.peek(kw::alias) {
            let span = input.parse::<kw::alias>()?.span;
            if options.alias.is_some() {
                return Err(syn::Error::new(span, "`alias` is declared twice"));
            }
            let pairs = type_pairs(input, "an alias names the type it stands for, not `-`")?;
            options.alias = Some((span, pairs));
        } else if lookahead.peek(kw::canonicalize) {
            let span = input.parse::<kw::canonicalize>()?.span;
            if options.canonicalize.is_some() {
                return Err(syn::Error::new(span, "`canonicalize` is declared twice"));
            }
            let pairs = type_pairs(
                input,
                "a canonicalized type becomes another type of the policy, not `-`",
            )?;
            options.canonicalize = Some((span, pairs));
        } else if lookahead.peek(kw::casting) {
            let span = input.parse::<kw::casting>()?.span;
            if options.casting.is_some() {
                return Err(syn::Error::new(span, "`casting` is declared twice"));
            }
            let content;
            braced!(content in input);
            options.casting = Some(crate::casting::parse(span, &content)?);
        } else if lookahead.peek(kw::sum) {
            let span = input.parse::<kw::sum>()?.span;
            if options.sum.is_some() {
                return Err(syn::Error::new(span, "`sum` is declared twice"));
            }
            let entries = parse_pairs(input)?;
            options.sum = Some(SumDecl { span, entries });
        } else {
            return Err(syn::Error::new(
                lookahead.error().span(),
                "unexpected tokens after the declaration; expected `zero_dim { ... }`, `families { ... }`, `sum { ... }`, `casting { ... }`, `n_ary main [ ... ]`, `canonicalize { ... }`, `alias { ... }` or `lossy [ ... ]`",
            ));
        }
    }
    Ok(options)
}

impl Parse for FamilyDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let name: Code = input.parse()?;
        input.parse::<Token![:]>()?;
        let modifiers = parse_modifiers_until(input, |input| input.peek(Token![;]))?;
        input.parse::<Token![;]>()?;
        Ok(FamilyDecl { name, modifiers })
    }
}

/// A whole rule: the modifiers of a family, up to the end of the input (the family list's
/// `default: { ... }`).
pub fn parse_modifiers(input: ParseStream) -> syn::Result<Vec<Modifier>> {
    parse_modifiers_until(input, |input| input.is_empty())
}

fn parse_modifiers_until(
    input: ParseStream,
    end: fn(ParseStream) -> bool,
) -> syn::Result<Vec<Modifier>> {
    let mut modifiers = Vec::new();
    while !end(input) {
        let lookahead = input.lookahead1();
        if lookahead.peek(kw::symmetric) {
            let span = input.parse::<kw::symmetric>()?.span;
            modifiers.push(Modifier::Symmetric(span));
        } else if lookahead.peek(kw::all) {
            input.parse::<kw::all>()?;
            modifiers.push(Modifier::All(input.parse()?));
        } else if lookahead.peek(kw::each) {
            input.parse::<kw::each>()?;
            modifiers.push(Modifier::Each(input.parse()?));
        } else if lookahead.peek(kw::map) {
            input.parse::<kw::map>()?;
            modifiers.push(Modifier::Map(parse_pairs(input)?));
        } else if lookahead.peek(kw::zero_dim_as_array) {
            input.parse::<kw::zero_dim_as_array>()?;
            modifiers.push(Modifier::ZeroDimAsArray);
        } else if lookahead.peek(kw::zero_dim_by_table) {
            input.parse::<kw::zero_dim_by_table>()?;
            modifiers.push(Modifier::ZeroDimByTable);
        } else if lookahead.peek(kw::only) {
            input.parse::<kw::only>()?;
            let content;
            bracketed!(content in input);
            let codes = content
                .parse_terminated(Code::parse, Token![,])?
                .into_iter()
                .collect();
            modifiers.push(Modifier::Only(codes));
        } else if lookahead.peek(kw::keep_lhs) {
            input.parse::<kw::keep_lhs>()?;
            let mut words = Vec::new();
            while input.peek(Ident) && !is_modifier(input) {
                words.push(input.parse()?);
            }
            if words.is_empty() {
                return Err(input.error(
                    "expected the categories of right operands that keep the left operand's type after `keep_lhs`: bool, int, float, complex",
                ));
            }
            modifiers.push(Modifier::KeepLhs(words));
        } else if lookahead.peek(kw::without) || lookahead.peek(kw::operands) {
            let only = input.peek(kw::operands);
            if only {
                input.parse::<kw::operands>()?;
            } else {
                input.parse::<kw::without>()?;
            }
            let mut words = Vec::new();
            while input.peek(Ident) && !is_modifier(input) {
                words.push(input.parse()?);
            }
            if words.is_empty() {
                return Err(input.error(if only {
                    "expected the categories the operands may have after `operands`: bool, int, float, complex"
                } else {
                    "expected what to leave out after `without`: bool, int, float, complex, weak, weak_pairs, weak_rhs or mixed"
                }));
            }
            modifiers.push(if only {
                Modifier::Operands(words)
            } else {
                Modifier::Without(words)
            });
        } else if lookahead.peek(kw::except) || lookahead.peek(kw::mixed_when) {
            let mixed = input.peek(kw::mixed_when);
            let mut arrays_only = false;
            if mixed {
                input.parse::<kw::mixed_when>()?;
                if input.peek(kw::arrays) {
                    input.parse::<kw::arrays>()?;
                    arrays_only = true;
                }
            } else {
                input.parse::<kw::except>()?;
            }
            let content;
            bracketed!(content in input);
            let mut pairs = Vec::new();
            while !content.is_empty() {
                pairs.push((content.parse()?, content.parse()?));
                if !content.is_empty() {
                    content.parse::<Token![,]>()?;
                }
            }
            modifiers.push(if mixed {
                Modifier::MixedWhen(arrays_only, pairs)
            } else {
                Modifier::Except(pairs)
            });
        } else if lookahead.peek(kw::with) {
            input.parse::<kw::with>()?;
            let content;
            bracketed!(content in input);
            let mut cells = Vec::new();
            while !content.is_empty() {
                let l = content.parse()?;
                let r = content.parse()?;
                content.parse::<Token![=]>()?;
                cells.push((l, r, content.parse()?));
                if !content.is_empty() {
                    content.parse::<Token![,]>()?;
                }
            }
            modifiers.push(Modifier::With(cells));
        } else {
            return Err(lookahead.error());
        }
    }
    Ok(modifiers)
}

/// Whether the next word starts another modifier rather than continuing a `without` list.
fn is_modifier(input: ParseStream) -> bool {
    input.peek(kw::symmetric)
        || input.peek(kw::all)
        || input.peek(kw::each)
        || input.peek(kw::keep_lhs)
        || input.peek(kw::operands)
        || input.peek(kw::only)
        || input.peek(kw::zero_dim_by_table)
        || input.peek(kw::zero_dim_as_array)
        || input.peek(kw::map)
        || input.peek(kw::without)
        || input.peek(kw::except)
        || input.peek(kw::mixed_when)
        || input.peek(kw::with)
}

/// A grid: the header row (`_` then the column codes) and one row per left operand, each `;`-ended.
fn parse_grid(content: ParseStream) -> syn::Result<(Vec<Code>, Vec<Row>)> {
    // The header row starts with `_`, the corner cell of the seeds' tables.
    if !content.peek(Token![_]) {
        return Err(content
            .error("expected the header row first: `_` then the column codes, e.g. `_ b u8 i8;`"));
    }
    content.parse::<Token![_]>()?;
    let columns = parse_line(content, Code::parse)?;
    let mut rows = Vec::new();
    while !content.is_empty() {
        let label = content.parse()?;
        let cells = parse_line(content, Cell::parse)?;
        rows.push(Row { label, cells });
    }
    Ok((columns, rows))
}
