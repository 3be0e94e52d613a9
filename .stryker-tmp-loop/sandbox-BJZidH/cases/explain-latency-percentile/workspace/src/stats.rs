//! Summary statistics of latencies (milliseconds).

#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    pub count: usize,
    pub mean_ms: f64,
    pub max_ms: u32,
}

/// Nearest-rank percentile of `sorted` (ascending): the value at 1-based rank ceil(p/100 × n).
/// `None` for an empty slice or p outside (0, 100].
pub fn percentile(sorted: &[u32], p: f64) -> Option<u32> {
    if sorted.is_empty() || !(p > 0.0 && p <= 100.0) {
        return None;
    }
    let rank = (p / 100.0 * sorted.len() as f64).ceil() as usize;
    sorted.get(rank).copied()
}

pub fn summarise(latencies: &[u32]) -> Option<Summary> {
    if latencies.is_empty() {
        return None;
    }
    let sum: u64 = latencies.iter().map(|&v| v as u64).sum();
    Some(Summary {
        count: latencies.len(),
        mean_ms: sum as f64 / latencies.len() as f64,
        max_ms: *latencies.iter().max().unwrap(),
    })
}
