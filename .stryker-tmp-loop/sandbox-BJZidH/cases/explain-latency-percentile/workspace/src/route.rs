//! Route normalisation: numeric and UUID-like path segments become `:id`.

fn is_id(segment: &str) -> bool {
    let numeric = !segment.is_empty() && segment.bytes().all(|b| b.is_ascii_digit());
    let uuid = segment.len() == 36 && segment.bytes().all(|b| b.is_ascii_hexdigit() || b == b'-');
    numeric || uuid
}

pub fn normalise(path: &str) -> String {
    let path = path.split('?').next().unwrap_or("");
    path.split('/')
        .map(|s| if is_id(s) { ":id" } else { s })
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::normalise;

    #[test]
    fn ids_and_queries() {
        assert_eq!(normalise("/api/orders/1234"), "/api/orders/:id");
        assert_eq!(normalise("/api/orders/1234/items?page=2"), "/api/orders/:id/items");
        assert_eq!(normalise("/u/3f2c6a9e-1b7d-4c1e-9a55-0e4b8d2f7a10"), "/u/:id");
        assert_eq!(normalise("/health"), "/health");
    }
}
