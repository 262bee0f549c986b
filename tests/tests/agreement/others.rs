//! The same agreement for PaddlePaddle, TensorFlow, both MegEngines and OneFlow: every pair, every
//! operation family, every pair of operand kinds. The binary families' cells of the three with a
//! 0-d rule of their own are the arms of their dispatch kinds grids, TensorFlow's and MegEngine's
//! between arrays those of `dispatch` (see `agree.rs`).

use promote_core::families::Shape;
use promote_core::policies::{MegEngine, MegEngineMep3, OneFlow, Paddle, TensorFlow};
use promote_core::table::{unary_csv, Grid};
use promote_core::ArrayKind::{Array, Array0};
use promote_core::{Op, Policy, WeakBool};
use promote_tests::{compile_time_column, compile_time_grid};

agreement!(paddle: Paddle, [none], dispatch([all], "dispatch_zero_dim_paddle"); WeakBool);
agreement!(tensorflow: TensorFlow, [zero_dim], dispatch([arrays], "dispatch"); WeakBool);
agreement!(megengine: MegEngine, [zero_dim], dispatch([arrays], "dispatch"); WeakBool);
agreement!(megengine_mep3: MegEngineMep3, [none], dispatch([all], "dispatch_zero_dim_megengine_mep3"); WeakBool);
agreement!(oneflow: OneFlow, [none], dispatch([all], "dispatch_zero_dim_oneflow"); WeakBool);
