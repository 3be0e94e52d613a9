//! Latency statistics over access-log lines.

pub mod parse;
pub mod route;
pub mod stats;

pub use parse::{parse_line, Request};
pub use route::normalise;
pub use stats::{percentile, Summary};
