//! The element types a declaration may name: the standard codes and its `types { ... }`
//! section, checked as they are read (a custom code that collides with a standard one or another
//! custom one, a route that cannot carry conversions).

use std::collections::HashMap;

use proc_macro2::Span;
use syn::Type;

use crate::check::ctxt::Ctxt;
use crate::codes::{self, Category};
use crate::parse::ast::{Code, TypeDecl};

/// Whether `route` can carry a custom type's conversions: a strong standard code whose type this
/// build has (every standard type converts into and out of every other). Reports why not.
fn check_route(cx: &mut Ctxt, route: &Code, narrow: bool) -> bool {
    let text = &route.text;
    let why = if codes::standard_rank(text).is_none() {
        let strong: Vec<&str> = codes::TABLE
            .iter()
            .map(|row| row.code)
            .filter(|code| !codes::is_weak(code))
            .collect();
        format!(
            "the route `{text}` is not a standard code: a custom type converts through one of {}",
            strong.join(" ")
        )
    } else if codes::is_weak(text) {
        format!("the route `{text}` is a weak code: convert through a strong type, such as `f64`")
    } else if !narrow && codes::is_narrow(text) {
        format!("the route `{text}` is a narrow dtype, which this build of promote-core leaves out: enable its `narrow` feature, or convert through `f64`")
    } else {
        return true;
    };
    cx.error_code(route, why);
    false
}

/// A type as written, without spaces, to compare declarations.
fn type_key(ty: &Type) -> String {
    quote::quote!(#ty).to_string().replace(' ', "")
}

/// The name of a standard element type if `ty` is one (by its last path segment: `u8`,
/// `core::primitive::u8`, `half::f16`, `Complex<f32>`): its impls exist already.
fn standard_type_name(ty: &Type) -> Option<String> {
    let Type::Path(path) = ty else { return None };
    let last = path.path.segments.last()?;
    let key = {
        let args = &last.arguments;
        let ident = &last.ident;
        quote::quote!(#ident #args).to_string().replace(' ', "")
    };
    codes::TABLE
        .iter()
        .any(|row| row.name == key)
        .then_some(key)
}

/// The most dtypes a policy may have: the run-time tables store indices as `u8`, with `u8::MAX`
/// for "undefined".
pub const MAX_DTYPES: usize = u8::MAX as usize;

/// The run-time tables index dtypes with a `u8`; more than [`MAX_DTYPES`] would not fit.
///
pub fn check_size(cx: &mut Ctxt, span: Span, dtypes: usize) {
    if dtypes > MAX_DTYPES {
        cx.error(
            span,
            format_args!(
                "a policy may have at most {} dtypes; this one has {dtypes}",
                MAX_DTYPES
            ),
        );
    }
}

/// The element types a declaration may name: the standard codes plus its `types { ... }` section.
pub struct Vocabulary<'a> {
    custom: HashMap<String, &'a Type>,
    routes: HashMap<String, String>,
    categories: HashMap<String, Category>,
    /// Custom codes in declaration order.
    custom_order: Vec<String>,
}

impl<'a> Vocabulary<'a> {
    /// Reads the `types { ... }` section, reporting redefinitions.
    pub fn new(cx: &mut Ctxt, types: &'a [TypeDecl], narrow: bool) -> Self {
        let mut custom = HashMap::new();
        let mut routes = HashMap::new();
        let mut custom_order = Vec::new();
        // Each custom code's type, written out, to find one type under two codes.
        let mut decl_types: Vec<(String, String)> = Vec::new();
        let mut categories = HashMap::new();
        for decl in types {
            if let Some(word) = &decl.category {
                match Category::from_word(&word.text) {
                    Some(category) => {
                        categories.insert(decl.code.text.clone(), category);
                    }
                    None => cx.error_code(
                        word,
                        format_args!(
                            "unknown category `{}`; expected bool, int, float or complex",
                            word.text
                        ),
                    ),
                }
            }
            let code = &decl.code.text;
            if let Some(route) = &decl.route {
                if check_route(cx, route, narrow) {
                    routes.insert(code.clone(), route.text.clone());
                }
            }
            // A type a standard code already has, or one another custom code has: their impls
            // would collide. Reported here, once; the code still counts as declared, so that its
            // uses report nothing more.
            if let Some(standard) = standard_type_name(&decl.ty) {
                cx.error_code(&decl.code,
                    format_args!("`{standard}` is already an element type here (a standard code's); a custom code needs a type of its own"),
                );
            } else if let Some((earlier, _)) =
                decl_types.iter().find(|(_, ty)| *ty == type_key(&decl.ty))
            {
                cx.error_code(&decl.code,
                    format_args!("`{code}` and `{earlier}` are the same Rust type; one type can have only one code"),
                );
            }
            if codes::is_weak(code) && codes::standard_rank(code).is_none() {
                cx.error_code(&decl.code,
                    format_args!("`{code}` reads as a weak code, and custom types are strong: name it without the `*`"),
                );
            } else if codes::standard_rank(code).is_some() {
                cx.error_code(&decl.code,
                    format_args!("`{code}` is a standard code with a built-in type; custom types need a new code"),
                );
            } else if custom.insert(code.clone(), &decl.ty).is_some() {
                cx.error_code(
                    &decl.code,
                    format_args!("type code `{code}` is declared twice"),
                );
            } else {
                custom_order.push(code.clone());
                decl_types.push((code.clone(), type_key(&decl.ty)));
            }
        }
        Vocabulary {
            custom,
            routes,
            categories,
            custom_order,
        }
    }

    /// Whether `code` names a type; reports an error at its span if not.
    pub fn check(&self, cx: &mut Ctxt, code: &Code) -> bool {
        let known =
            codes::standard_rank(&code.text).is_some() || self.custom.contains_key(&code.text);
        if !known {
            cx.error_code(code,
                format_args!(
                    "unknown dtype code `{}`; expected one of {}, or a code declared in `types {{ ... }}`",
                    code.text,
                    codes::standard_codes()
                ),
            );
        }
        known
    }

    /// Sort key that puts codes in table order: the standard ones by rank, then custom ones.
    pub fn order(&self, code: &str) -> usize {
        codes::standard_rank(code).unwrap_or_else(|| {
            codes::TABLE.len()
                + self
                    .custom_order
                    .iter()
                    .position(|c| c == code)
                    .unwrap_or(usize::MAX / 2)
        })
    }

    /// The category of a code: built in for the standard codes, declared (`as float`) for others.
    pub fn category(&self, code: &str) -> Option<Category> {
        Category::of(code).or_else(|| self.categories.get(code).copied())
    }

    /// Custom codes in declaration order.
    pub fn custom_codes(&self) -> &[String] {
        &self.custom_order
    }

    /// The Rust type of a custom code, as declared; `None` for a standard code.
    pub fn custom_type(&self, code: &str) -> Option<&'a Type> {
        match codes::standard_rank(code) {
            Some(_) => None,
            None => self.custom.get(code).copied(),
        }
    }

    /// The route a custom code converts through (`via f64`), if it declares a valid one.
    pub fn route(&self, code: &str) -> Option<&str> {
        self.routes.get(code).map(String::as_str)
    }
}
