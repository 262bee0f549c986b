//! `DType`'s `FromStr`: the names people write, the standard codes' (those of JEP 9407's tables)
//! precedence over NumPy's character codes, byte-order marks, the round trip with `Display`, and the errors.

use promote_core::{DType, ParseDTypeError};

fn parse(s: &str) -> Result<DType, ParseDTypeError> {
    s.parse()
}

/// Asserts that every name parses to `want`.
fn all_parse(want: DType, names: &[&str]) {
    for name in names {
        assert_eq!(parse(name), Ok(want), "{name:?} should parse to {want}");
    }
}

#[test]
fn display_round_trips_for_every_dtype() {
    for d in DType::ALL {
        assert_eq!(d.to_string().parse::<DType>(), Ok(d), "{d}");
        assert_eq!(d.code().parse::<DType>(), Ok(d), "{d}");
    }
}

#[test]
fn seed_codes() {
    let codes = [
        "b", "u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64", "bf16", "f16", "f32", "f64",
        "c64", "c128", "i*", "f*", "c*", "b*", "c32",
    ];
    let parsed: Vec<DType> = codes.iter().map(|c| parse(c).unwrap()).collect();
    assert_eq!(parsed, DType::ALL);
}

#[test]
fn seed_codes_win_over_numpy_character_codes() {
    // In NumPy `i8`/`u8` count bytes (int64/uint64) and `f16` is float128; here they are the codes
    // of JEP 9407's tables.
    assert_eq!(parse("i8"), Ok(DType::I8));
    assert_eq!(parse("u8"), Ok(DType::U8));
    assert_eq!(parse("f16"), Ok(DType::F16));
    assert_eq!(parse("c32"), Ok(DType::C32)); // PyTorch's complex32, not NumPy's complex256
    assert_eq!(parse("b"), Ok(DType::Bool));
    // NumPy's 8-byte integers are reached through a byte-order mark or their names.
    all_parse(DType::I64, &["<i8", "=i8", "|i8", "int64", "np.int64"]);
    all_parse(DType::U64, &["<u8", "=u8", "|u8", "uint64", "numpy.uint64"]);
    // The other typestrings need no mark.
    all_parse(DType::I32, &["i4", "<i4"]);
    all_parse(DType::C128, &["c16", "<c16"]);
}

#[test]
fn names_people_write() {
    all_parse(
        DType::Bool,
        &[
            "bool",
            "Bool",
            "bool_",
            "?",
            "b1",
            "|b1",
            "np.bool",
            "np.bool_",
            "torch.bool",
            "tf.bool",
        ],
    );
    all_parse(
        DType::U8,
        &[
            "uint8",
            "UInt8",
            "u1",
            "|u1",
            "<u1",
            ">u1",
            "ubyte",
            "torch.uint8",
        ],
    );
    all_parse(DType::U16, &["uint16", "u2", "<u2", "ushort"]);
    all_parse(DType::U32, &["uint32", "u4", "<u4", "uintc"]);
    all_parse(
        DType::U64,
        &["uint64", "ulong", "ulonglong", "uintp", "uint"],
    );
    all_parse(
        DType::I8,
        &["int8", "i1", "|i1", ">i1", "byte", "torch.int8"],
    );
    all_parse(DType::I16, &["int16", "i2", "<i2", "short", "torch.short"]);
    all_parse(
        DType::I32,
        &[
            "int32",
            "Int32",
            "i4",
            "=i4",
            "intc",
            "torch.int",
            "torch.int32",
        ],
    );
    all_parse(
        DType::I64,
        &[
            "int64",
            "long",
            "longlong",
            "int_",
            "intp",
            "int",
            "torch.long",
            "<i8",
        ],
    );
    all_parse(
        DType::BF16,
        &[
            "bfloat16",
            "BFloat16",
            "torch.bfloat16",
            "jnp.bfloat16",
            "tf.bfloat16",
            "ml_dtypes.bfloat16",
            "paddle.bfloat16",
        ],
    );
    all_parse(
        DType::F16,
        &[
            "float16",
            "f2",
            "<f2",
            "half",
            "torch.half",
            "torch.float16",
            "tf.half",
        ],
    );
    all_parse(
        DType::F32,
        &[
            "float32",
            "Float32",
            "FLOAT32",
            "f4",
            "<f4",
            "=f4",
            "|f4",
            "single",
            "torch.float",
            "torch.float32",
            "np.float32",
            "jax.numpy.float32",
            "tf.float32",
            "tensorflow.float32",
            "paddle.float32",
        ],
    );
    all_parse(
        DType::F64,
        &[
            "float64",
            "f8",
            "<f8",
            "double",
            "float",
            "float_",
            "torch.double",
            "torch.float64",
            "np.double",
            "tf.double",
        ],
    );
    all_parse(
        DType::C64,
        &[
            "complex64",
            "c8",
            "<c8",
            "csingle",
            "torch.cfloat",
            "Complex<f32>",
        ],
    );
    all_parse(
        DType::C128,
        &[
            "complex128",
            "c16",
            "<c16",
            "cdouble",
            "complex",
            "complex_",
            "torch.cdouble",
            "Complex<f64>",
        ],
    );
    all_parse(
        DType::C32,
        &[
            "c32",
            "complex32",
            "torch.complex32",
            "torch.chalf",
            "Complex<f16>",
        ],
    );
    all_parse(DType::WeakInt, &["i*", "weak_int", "WeakInt"]);
    all_parse(DType::WeakFloat, &["f*", "weak_float", "WeakFloat"]);
    all_parse(DType::WeakComplex, &["c*", "weak_complex", "WeakComplex"]);
    all_parse(DType::WeakBool, &["b*", "weak_bool", "WeakBool"]);
}

#[test]
fn python_type_names_read_as_numpy_reads_them_and_torch_aliases_as_torch_does() {
    // `np.dtype(int)`, `np.dtype(float)`, `np.dtype(complex)`: the 64-bit types.
    assert_eq!(parse("int"), Ok(DType::I64));
    assert_eq!(parse("float"), Ok(DType::F64));
    assert_eq!(parse("complex"), Ok(DType::C128));
    // PyTorch's attributes of the same names are the 32-bit types.
    assert_eq!(parse("torch.int"), Ok(DType::I32));
    assert_eq!(parse("torch.float"), Ok(DType::F32));
    assert_eq!(parse("torch.cfloat"), Ok(DType::C64));
    // NumPy removed `np.int`, `np.float` and `np.complex` (1.24); `np.uint` is NumPy 2's uintp.
    for removed in ["np.float", "np.int", "np.complex", "numpy.float", "jnp.int"] {
        assert!(parse(removed).is_err(), "{removed}");
    }
    assert_eq!(parse("np.uint"), Ok(DType::U64));
    // A bare `cfloat` is ambiguous (NumPy 1: complex128, PyTorch: complex64).
    assert!(parse("cfloat").is_err());
    // Aliases belong to their library: TensorFlow has no `tf.long`, NumPy no `np.cfloat` (any more).
    assert!(parse("tf.long").is_err());
    assert!(parse("np.cfloat").is_err());
    assert!(parse("paddle.double").is_err());
}

#[test]
fn typestrings_read_as_numpy_reads_them() {
    // `np.dtype("=?")`, `np.dtype("<?")`: bool with a byte order, which one byte ignores.
    for bool_ in ["?", "=?", "<?", ">?", "|?"] {
        assert_eq!(parse(bool_), Ok(DType::Bool), "{bool_}");
    }
    // NumPy reads the size as a number: `<i08` is int64, `f004` float32.
    assert_eq!(parse("<i08"), Ok(DType::I64));
    assert_eq!(parse("f004"), Ok(DType::F32));
    assert!(parse("<i0").is_err());
}

#[test]
fn whitespace_is_trimmed_and_names_ignore_case_but_codes_do_not() {
    assert_eq!(parse("  float32\n"), Ok(DType::F32));
    assert_eq!(parse("\t<f4 "), Ok(DType::F32));
    assert_eq!(parse("TORCH.FLOAT"), Ok(DType::F32));
    assert_eq!(parse("Complex<F64>"), Ok(DType::C128));
    // Codes and typestrings are case-sensitive, as in NumPy: `U8` is an 8-character string there.
    for code in ["U8", "F32", "I8", "B", "I*", "<F4", "C16"] {
        assert!(parse(code).is_err(), "{code:?} should not parse");
    }
    assert!(parse("U8").unwrap_err().is_unsupported());
}

#[test]
fn big_endian_typestrings_are_rejected_with_a_clear_error() {
    if cfg!(target_endian = "little") {
        for s in [">f8", ">i4", ">u2", ">c16", ">i8", ">f2", ">b1x"] {
            let err = parse(s).unwrap_err();
            if s == ">b1x" {
                assert!(!err.is_byte_order(), "not a typestring at all");
                continue;
            }
            assert!(err.is_byte_order(), "{s}");
            let message = err.to_string();
            assert!(
                message.starts_with(&format!("`{s}` has the non-native byte order `>`")),
                "{message}"
            );
            assert!(message.contains("byte-swap the data first"), "{message}");
        }
        // One byte has no byte order.
        assert_eq!(parse(">i1"), Ok(DType::I8));
        assert_eq!(parse(">u1"), Ok(DType::U8));
        assert_eq!(parse(">b1"), Ok(DType::Bool));
    }
}

#[test]
fn real_dtypes_without_an_element_type_say_so() {
    for s in [
        "float128",
        "longdouble",
        "<f16",
        "f12",
        "<c32",
        "complex256",
        "torch.qint8",
        "torch.float4_e2m1fn_x2",
        "float8_e4m3b11",
        "int3",
        "object",
        "O",
        "|O",
        "<U8",
        "|S10",
        "V8",
        "<M8[ns]",
        "datetime64[ns]",
        "timedelta64",
        "str",
    ] {
        let err = parse(s).unwrap_err();
        assert!(err.is_unsupported(), "{s}: {err:?}");
        assert!(
            err.to_string().starts_with(&format!(
                "`{s}` is a dtype that promote has no element type for; accepted: "
            )),
            "{err}"
        );
    }
}

#[test]
fn anything_else_is_an_error_that_says_what_is_accepted() {
    for s in [
        "",
        "   ",
        "flaot32",
        "float31",
        "int9",
        "i3",
        "f1",
        "c4",
        "<x4",
        "<",
        ">",
        "|",
        "=",
        "*",
        "i**",
        "np.",
        "torch.",
        "torch.float33",
        "foo.float32",
        "float 32",
        "float32\0",
        "i 8",
        "u 8",
        "<<f4",
        "<f4>",
        "f",
        "d",
        "h",
        "B",
        "I",
        "int8*",
        "ß",
        "🦀",
        "Complex<i32>",
        "weak",
        "weak_",
        "numpy.numpy.float32",
    ] {
        let err = parse(s).unwrap_err();
        let message = err.to_string();
        assert!(
            message.contains("accepted: the codes `b u8"),
            "{s:?}: {message}"
        );
        assert!(message.contains("`<f4`"), "{s:?}: {message}");
        assert!(message.contains("`float32`"), "{s:?}: {message}");
        if s.trim().is_empty() {
            assert!(
                message.starts_with("empty dtype name; accepted: "),
                "{message}"
            );
        } else {
            assert!(!err.is_unsupported() && !err.is_byte_order(), "{s:?}");
            assert_eq!(err.input(), s.trim());
            assert!(
                message.starts_with(&format!("unknown dtype `{}`; accepted: ", s.trim())),
                "{message}"
            );
        }
    }
}

#[test]
fn long_inputs_are_echoed_cut_on_a_character_boundary() {
    let long = "é".repeat(100);
    let err = parse(&long).unwrap_err();
    assert_eq!(err.input(), "é".repeat(20)); // 40 bytes
    assert!(err
        .to_string()
        .starts_with(&format!("unknown dtype `{}…`", "é".repeat(20))));
    let odd = format!("x{}", "é".repeat(30)); // the 40th byte splits an `é`
    assert_eq!(
        parse(&odd).unwrap_err().input(),
        format!("x{}", "é".repeat(19))
    );
}

#[test]
fn the_error_is_a_std_error() {
    fn is_error<E: std::error::Error + Send + Sync + 'static>(_: &E) {}
    is_error(&parse("nope").unwrap_err());
    let boxed: Box<dyn std::error::Error> = Box::new(parse("nope").unwrap_err());
    assert!(boxed.to_string().starts_with("unknown dtype `nope`"));
}

#[test]
fn custom_dtypes_print_their_code_but_do_not_parse_back() {
    let q = DType::Custom("q8");
    assert_eq!(q.to_string(), "q8");
    assert!(parse("q8").is_err());
}
