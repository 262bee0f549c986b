//! The tools that inspect a policy: its grids as CSV or Markdown and why a pair promotes as it
//! does ([`table`]), its lattice as a diagram ([`diagram`]).

#[cfg(feature = "alloc")]
pub mod diagram;
#[cfg(feature = "alloc")]
pub mod table;
