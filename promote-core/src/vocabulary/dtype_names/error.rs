//! The error of parsing a dtype: what was written (its start) and why it names no dtype.

use core::fmt;

use super::names::{ACCEPTED, FOREIGN_MARK, NATIVE_MARK};

/// The error of parsing a [`DType`](crate::DType): the text names no dtype this crate has. Its
/// [`Display`](core::fmt::Display) names the text (its first 40 bytes) and lists what is accepted.
///
/// ```
/// use promote_core::DType;
/// let err = "flaot32".parse::<DType>().unwrap_err();
/// assert!(err.to_string().starts_with("unknown dtype `flaot32`; accepted: "));
/// assert_eq!(err.input(), "flaot32");
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct ParseDTypeError {
    reason: Reason,
    /// The start of the text, trimmed, cut on a character boundary (no allocation, for `no_std`).
    echo: [u8; ECHO],
    echo_len: u8,
    truncated: bool,
}

const ECHO: usize = 40;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reason {
    Empty,
    Unknown,
    Unsupported,
    ByteOrder,
    /// A narrow dtype in a build without the `narrow` feature.
    NeedsNarrow,
}

impl ParseDTypeError {
    pub(super) fn new(reason: Reason, input: &str) -> Self {
        let mut len = input.len().min(ECHO);
        while !input.is_char_boundary(len) {
            len -= 1;
        }
        let mut echo = [0; ECHO];
        echo[..len].copy_from_slice(&input.as_bytes()[..len]);
        ParseDTypeError {
            reason,
            echo,
            echo_len: len as u8,
            truncated: len < input.len(),
        }
    }

    /// The text that failed to parse, trimmed, and cut to its first 40 bytes (on a character
    /// boundary) if it was longer.
    pub fn input(&self) -> &str {
        core::str::from_utf8(&self.echo[..usize::from(self.echo_len)]).unwrap_or("")
    }

    /// Whether the text names a real dtype that this crate has no element type for (`float128`,
    /// `<U8`, `torch.qint8`, …), rather than nothing at all.
    pub fn is_unsupported(&self) -> bool {
        self.reason == Reason::Unsupported
    }

    /// The Cargo feature of promote-core that would make the text parse: `Some("narrow")` for a
    /// narrow dtype (`float8_e4m3fn`, `int4`, …) in a build without it.
    pub fn needs_feature(&self) -> Option<&'static str> {
        (self.reason == Reason::NeedsNarrow).then_some("narrow")
    }

    /// Whether the text is a NumPy typestring in the non-native byte order (`>f8` on a
    /// little-endian target).
    pub fn is_byte_order(&self) -> bool {
        self.reason == Reason::ByteOrder
    }
}

impl fmt::Debug for ParseDTypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseDTypeError")
            .field("reason", &self.reason)
            .field("input", &self.input())
            .field("truncated", &self.truncated)
            .finish()
    }
}

impl fmt::Display for ParseDTypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let input = self.input();
        let more = if self.truncated { "…" } else { "" };
        match self.reason {
            Reason::Empty => f.write_str("empty dtype name; ")?,
            Reason::Unknown => write!(f, "unknown dtype `{input}{more}`; ")?,
            Reason::Unsupported => write!(
                f,
                "`{input}{more}` is a dtype that promote has no element type for; "
            )?,
            Reason::NeedsNarrow => {
                return write!(
                    f,
                    "`{input}{more}` is a narrow dtype, which this build leaves out: enable \
                     promote-core's `narrow` feature (or `full`)"
                )
            }
            Reason::ByteOrder => write!(
                f,
                "`{input}{more}` has the non-native byte order `{FOREIGN_MARK}`: a DType describes \
                 native-endian values, so byte-swap the data first and write `{NATIVE_MARK}` or `=`; "
            )?,
        }
        f.write_str(ACCEPTED)
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ParseDTypeError {}
