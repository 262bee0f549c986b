//! The same agreement as the binary `agreement` for the policies with ml_dtypes' narrow types (issue 12):
//! JAX's three lattices and NumPy with ml_dtypes over the 18 standard codes and the 17 narrow
//! ones, and PyTorch with its float8 types and `bcomplex32`. Every pair of every family; between
//! arrays for the policies whose 0-d operands are arrays (their 0-d impls are one blanket impl,
//! checked for `Jax` over all kinds in `agreement`), and over every kind pair for PyTorch,
//! whose 0-d rule has impls of its own. The cells of two types that the dispatch grids list are
//! theirs (see `agreement/agree.rs`): here, the cells with a narrow operand.

use promote_core::families::Shape;
use promote_core::policies::{Jax, JaxStrict, JaxX32, NumPyMl, Torch};
use promote_core::table::{unary_csv, Grid};
#[allow(unused_imports)]
use promote_core::ArrayKind::{Array, Array0};
use promote_core::{
    bf16, f16, Complex, Op, Policy, WeakBool, F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4, F8E4M3,
    F8E4M3B11FNUZ, F8E4M3FN, F8E4M3FNUZ, F8E5M2, F8E5M2FNUZ, F8E8M0FNU, I1, I2, I4, U1, U2, U4,
};
use promote_tests::compile_time_column;

agreement!(jax: Jax, [none], dispatch([arrays], "dispatch"), narrow [F8E4M3FN, F8E5M2, F8E4M3, F8E3M4, F8E4M3FNUZ, F8E5M2FNUZ,
    F8E4M3B11FNUZ, F8E8M0FNU, F6E2M3FN, F6E3M2FN, F4E2M1FN, I1, U1, I2, U2, I4, U4]; WeakBool);
agreement!(jax_strict: JaxStrict, [none], dispatch([arrays], "dispatch_policies_numpy_jax"), narrow [F8E4M3FN, F8E5M2, F8E4M3, F8E3M4, F8E4M3FNUZ, F8E5M2FNUZ,
    F8E4M3B11FNUZ, F8E8M0FNU, F6E2M3FN, F6E3M2FN, F4E2M1FN, I1, U1, I2, U2, I4, U4]; WeakBool);
agreement!(jax_x32: JaxX32, [none], dispatch([arrays], "dispatch_policies_numpy_jax"), narrow [F8E4M3FN, F8E5M2, F8E4M3, F8E3M4, F8E4M3FNUZ, F8E5M2FNUZ,
    F8E4M3B11FNUZ, F8E8M0FNU, F6E2M3FN, F6E3M2FN, F4E2M1FN, I1, U1, I2, U2, I4, U4]; WeakBool);
agreement!(numpy_ml: NumPyMl, [none], dispatch([arrays], "dispatch_policies_numpy_jax"), narrow [F8E4M3FN, F8E5M2, F8E4M3, F8E3M4, F8E4M3FNUZ, F8E5M2FNUZ,
    F8E4M3B11FNUZ, F8E8M0FNU, F6E2M3FN, F6E3M2FN, F4E2M1FN, I1, U1, I2, U2, I4, U4]; WeakBool);
agreement!(torch: Torch, [none], dispatch([all], "dispatch_zero_dim_torch"), narrow [F8E4M3FN, F8E5M2,
    F8E4M3FNUZ, F8E5M2FNUZ, F8E8M0FNU, Complex<bf16>]; WeakBool, Complex<f16>);
