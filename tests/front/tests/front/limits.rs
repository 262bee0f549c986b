//! Inputs past the front end's limits fail with a message at the token past the limit, on a
//! 2 MiB stack: nesting (groups, generic arguments) and length.

use promote_decl::Form;
use promote_front_tests::{check, Input, Outcome};

fn first_error(body: &str) -> String {
    let input = Input::parse(Form::Lattice, body).expect("the case lexes");
    match check(&input) {
        Ok(Outcome::Errors(errors)) => errors[0].message.clone(),
        Ok(Outcome::Model(_)) => panic!("resolved"),
        Err(failure) => panic!("{failure}"),
    }
}

fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    promote_front_tests::properties::on_small_stack(std::time::Duration::from_secs(120), f)
        .expect("the check ends without a panic");
}

#[test]
fn deep_groups_are_refused() {
    on_small_stack(|| {
        let depth = 100_000;
        let body = format!(
            "struct P; lattice {{ i8: [] }} {}{}",
            "(".repeat(depth),
            ")".repeat(depth)
        );
        let message = first_error(&body);
        assert!(
            message.starts_with("declaration nested too deep"),
            "{message}"
        );
    });
}

#[test]
fn deep_generic_arguments_are_refused() {
    on_small_stack(|| {
        let depth = 100_000;
        let body = format!(
            "struct P; types {{ x = {}u8{} as int }} lattice {{ x: [] }}",
            "Vec<".repeat(depth),
            ">".repeat(depth)
        );
        let message = first_error(&body);
        assert!(
            message.starts_with("declaration nested too deep"),
            "{message}"
        );
    });
}

#[test]
fn long_declarations_are_refused() {
    on_small_stack(|| {
        let body = format!(
            "struct P; lattice {{ {} i8: [] }}",
            "i8: [], ".repeat(60_000)
        );
        let message = first_error(&body);
        assert!(message.starts_with("declaration too long"), "{message}");
    });
}

#[test]
fn the_deepest_declaration_allowed_still_resolves() {
    on_small_stack(|| {
        // A custom type nested to just under the limit: the limit counts the groups and `<`
        // around the type (the `types { }` braces and the rest of promote-core's input).
        let body = format!(
            "struct P; types {{ x = {}u8{} as int }} lattice {{ x: [] }}",
            "V<".repeat(20),
            ">".repeat(20)
        );
        let input = Input::parse(Form::Lattice, &body).expect("lexes");
        match check(&input) {
            Ok(Outcome::Model(model)) => assert_eq!(model.codes(), ["x"]),
            Ok(Outcome::Errors(errors)) => panic!(
                "{:?}",
                errors.iter().map(|e| &e.message).collect::<Vec<_>>()
            ),
            Err(failure) => panic!("{failure}"),
        }
    });
}
