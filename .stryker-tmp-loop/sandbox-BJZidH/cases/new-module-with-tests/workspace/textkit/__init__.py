"""Small text utilities shared by the CLI tools: slugs and line wrapping."""
