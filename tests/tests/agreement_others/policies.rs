//! The agreement of the binary `agreement` for PaddlePaddle, TensorFlow, both MegEngines and
//! OneFlow: every pair, every operation family, every pair of operand kinds.

use promote_core::families::Shape;
use promote_core::policies::{MegEngine, MegEngineMep3, OneFlow, Paddle, TensorFlow};
use promote_core::table::{unary_csv, Grid};
use promote_core::ArrayKind::{Array, Array0};
use promote_core::{Op, Policy, WeakBool};
use promote_tests::{compile_time_column, compile_time_grid};

agreement!(paddle: Paddle; WeakBool);
agreement!(tensorflow: TensorFlow; WeakBool);
agreement!(megengine: MegEngine; WeakBool);
agreement!(megengine_mep3: MegEngineMep3; WeakBool);
agreement!(oneflow: OneFlow; WeakBool);
