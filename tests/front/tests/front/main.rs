//! The declaration front end's suites, as one test binary (`cargo test -p promote-front-tests
//! --test front`): one module per way of driving it.

mod brute_force;
mod compiled_sample;
mod limits;
mod mutations;
mod regressions;
