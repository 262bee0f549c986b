#!/usr/bin/env bash
# What `dispatch_binary!` costs a user's build: one generated binary crate per variant, with
# DISPATCH_SITES (10) functions, each one `dispatch_binary!` under NumPy in `+`'s family over a
# list of element types, built (debug, CARGO_INCREMENTAL=0) after its dependencies, its own
# rustc time read from a rebuild after touching src/main.rs. Variants:
#   none   the same functions without a dispatch (each returns the dtype pair), the floor
#   four   each site lists four types (u8, i8, f32, f64): 16 arms a site
#   all    each site lists the 20 standard types: 400 arms a site
#   dyn1   each site calls `DynArray<NumPy>::checked_add` (feature `dyn`): one method's kernels
#   dyn12  the sites call 12 different methods of `DynArray<NumPy>` (10 binary, 2 unary)
#   zero4  `four` under Torch with `kinds = (..)`: a 0-d operand on either side, 64 arms a site
#   nary4  each site a `dispatch_all!` over the four types: 4 arms and 16 conversions a site
#   nary20 the same over the 20 standard types: 20 arms and 400 conversions a site
#
#   scripts/dispatch_cost.sh            # DISPATCH_RUNS=3 for medians of three
#   DISPATCH_VARIANTS="none zero4" scripts/dispatch_cost.sh   # some variants only
#   DISPATCH_FEATURES='"huge-pages"' scripts/dispatch_cost.sh  # promote-core's features ("dyn")
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sites="${DISPATCH_SITES:-10}"
runs="${DISPATCH_RUNS:-1}"
# promote-core's features in every crate, quoted: DISPATCH_FEATURES='"huge-pages"' for that storage.
features="${DISPATCH_FEATURES:-\"dyn\"}"
four="u8, i8, f32, f64"
all="bool, u8, u16, u32, u64, i8, i16, i32, i64, promote_core::bf16, promote_core::f16, f32, f64, promote_core::Complex<f32>, promote_core::Complex<f64>, promote_core::WeakInt, promote_core::WeakFloat, promote_core::WeakComplex, promote_core::WeakBool, promote_core::Complex<promote_core::f16>"

make_crate() { # name types
    local dir="$work/$1"
    mkdir -p "$dir/src"
    cat > "$dir/Cargo.toml" <<TOML
[package]
name = "dispatch-$1"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
promote-core = { path = "$repo/promote-core", features = [$features] }

[workspace]
TOML
    {
        echo '#![allow(dead_code, unused_imports)]'
        echo 'use promote_core::{container::family, dispatch::BinaryKernel, CastFrom, DType, Element};'
        echo 'struct Sum(f64, f64);'
        echo 'impl BinaryKernel for Sum {'
        echo '    type Output = (DType, f64);'
        echo '    type Storage = ();'
        echo '    type Op = ();'
        echo '    fn call<L: Element, R: Element, O: Element + CastFrom<L> + CastFrom<R>, X>(self) -> (DType, f64) { (O::DTYPE, self.0 + self.1) }'
        echo '}'
        echo 'use promote_core::{dyn_array::{DynArray, DynError}, policies::NumPy};'
        echo 'use promote_core::dispatch::{Converter, NaryKernel, Typed};'
        echo 'struct Join<'"'"'a>(&'"'"'a [DType]);'
        echo 'impl NaryKernel for Join<'"'"'_> {'
        echo '    type Output = (DType, f64);'
        echo '    type Storage = ();'
        echo '    fn call<O: Element>(self, c: Converter<O, ()>) -> (DType, f64) { let mut v = Vec::new(); for &d in self.0 { let _ = c.extend(&(), d, &mut v); } (O::DTYPE, v.len() as f64) }'
        echo '}'
        methods=(checked_add checked_sub checked_mul checked_div checked_maximum checked_minimum checked_equal checked_less checked_floor_divide checked_pow)
        for i in $(seq 1 "$sites"); do
            if [ "$2" = dyn1 ] || [ "$2" = dyn12 ]; then
                m=checked_add
                [ "$2" = dyn12 ] && m="${methods[$(( (i - 1) % ${#methods[@]} ))]}"
                echo "fn dyn$i(a: &DynArray<NumPy>, b: &DynArray<NumPy>) -> Result<DynArray<NumPy>, DynError> { a.$m(b) }"
                [ "$2" = dyn12 ] && [ "$i" = 1 ] && echo "fn unary(a: &DynArray<NumPy>) -> Result<DynArray<NumPy>, DynError> { a.sqrt()?.abs() }"
                echo "fn site$i(l: DType, r: DType) -> Option<(DType, f64)> { let _ = (l, r); let a = DynArray::<NumPy>::from_vec([2], vec![1i8, 2]).ok()?; let b = DynArray::from_vec([2], vec![0.5f32, 1.0]).ok()?; dyn$i(&a, &b).ok().map(|c| (c.dtype(), $i.0)) }"
            elif [ "$2" = zero4 ]; then
                echo "fn site$i(l: DType, r: DType) -> Option<(DType, f64)> { let kinds = (promote_core::ArrayKind::Array0, promote_core::ArrayKind::Array); promote_core::dispatch_binary!(promote_core::policies::Torch, family::Add, kinds = kinds, l, r, [$four], Sum($i.0, 1.0)).ok() }"
            elif [ "$2" = nary4 ] || [ "$2" = nary20 ]; then
                types="$four"
                [ "$2" = nary20 ] && types="$all"
                echo "fn site$i(l: DType, r: DType) -> Option<(DType, f64)> { promote_core::dispatch_all!(NumPy, &[l, r, l], [$types], Join(&[l, r, l])).ok() }"
            elif [ "$2" = none ]; then
                echo "fn site$i(l: DType, r: DType) -> Option<(DType, f64)> { Some((if l == r { l } else { r }, $i.0)) }"
            else
                echo "fn site$i(l: DType, r: DType) -> Option<(DType, f64)> { promote_core::dispatch_binary!(promote_core::policies::NumPy, family::Add, l, r, [$2], Sum($i.0, 1.0)).ok() }"
            fi
        done
        echo 'fn main() {'
        echo '    let mut n = 0.0;'
        for i in $(seq 1 "$sites"); do echo "    n += site$i(DType::I8, DType::F32).map_or(0.0, |x| x.1);"; done
        [ "$2" = dyn12 ] && echo '    n += unary(&DynArray::from_vec([1], vec![4.0f32]).unwrap()).map_or(0.0, |_| 1.0);'
        echo '    println!("{n}");'
        echo '}'
    } > "$dir/src/main.rs"
}

make_crate none none
make_crate four "$four"
make_crate all "$all"
make_crate dyn1 dyn1
make_crate dyn12 dyn12
make_crate zero4 zero4
make_crate nary4 nary4
make_crate nary20 nary20
variants=(${DISPATCH_VARIANTS:-none four all dyn1 dyn12 zero4 nary4 nary20})
for v in "${variants[@]}"; do
    (cd "$work/$v" && CARGO_INCREMENTAL=0 cargo build -q)
done
echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); $sites sites; seconds of the crate's own rebuild (cargo build, debug, CARGO_INCREMENTAL=0)"
for v in "${variants[@]}"; do
    times=()
    for _ in $(seq 1 "$runs"); do
        touch "$work/$v/src/main.rs"
        start=$(date +%s.%N)
        (cd "$work/$v" && CARGO_INCREMENTAL=0 cargo build -q)
        end=$(date +%s.%N)
        times+=("$(echo "$end - $start" | bc)")
    done
    median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
    echo "$v: ${median} s (runs: ${times[*]})"
done
