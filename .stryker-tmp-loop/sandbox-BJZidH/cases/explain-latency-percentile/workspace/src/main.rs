use std::collections::BTreeMap;
use std::io::{self, BufRead};

use latstat::{normalise, parse_line, percentile};
use latstat::stats::summarise;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let ps: Vec<f64> = args
        .iter()
        .position(|a| a == "--p")
        .and_then(|i| args.get(i + 1))
        .map(|s| s.split(',').filter_map(|p| p.parse().ok()).collect())
        .unwrap_or_else(|| vec![50.0, 95.0, 99.0]);
    let mut by_route: BTreeMap<String, Vec<u32>> = BTreeMap::new();
    let mut bad = 0usize;
    for line in io::stdin().lock().lines().map_while(Result::ok) {
        match parse_line(&line) {
            Ok(r) => by_route.entry(normalise(&r.path)).or_default().push(r.latency_ms),
            Err(_) => bad += 1,
        }
    }
    for (route, mut lat) in by_route {
        lat.sort_unstable();
        let s = summarise(&lat).unwrap();
        let pcts: Vec<String> = ps.iter().map(|&p| format!("p{}={}", p, percentile(&lat, p).unwrap_or(0))).collect();
        println!("{route:<32} n={:<6} mean={:.1}ms max={}ms {}", s.count, s.mean_ms, s.max_ms, pcts.join(" "));
    }
    if bad > 0 {
        eprintln!("latstat: skipped {bad} unparsable lines");
    }
}
