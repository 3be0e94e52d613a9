//! Parsing of one access-log line: `TIMESTAMP METHOD PATH STATUS LATENCYms`.

#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    pub method: String,
    pub path: String,
    pub status: u16,
    pub latency_ms: u32,
}

#[derive(Debug, PartialEq)]
pub enum ParseError {
    Fields(usize),
    Status(String),
    Latency(String),
}

pub fn parse_line(line: &str) -> Result<Request, ParseError> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    if fields.len() != 5 {
        return Err(ParseError::Fields(fields.len()));
    }
    let status = fields[3].parse().map_err(|_| ParseError::Status(fields[3].to_string()))?;
    let latency = fields[4]
        .strip_suffix("ms")
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| ParseError::Latency(fields[4].to_string()))?;
    Ok(Request { method: fields[1].to_string(), path: fields[2].to_string(), status, latency_ms: latency })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_line() {
        let r = parse_line("2026-11-30T08:00:01Z GET /api/orders/1234 200 87ms").unwrap();
        assert_eq!(r, Request { method: "GET".into(), path: "/api/orders/1234".into(), status: 200, latency_ms: 87 });
    }

    #[test]
    fn rejects_bad_latency() {
        assert_eq!(parse_line("t GET / 200 87").unwrap_err(), ParseError::Latency("87".into()));
    }
}
