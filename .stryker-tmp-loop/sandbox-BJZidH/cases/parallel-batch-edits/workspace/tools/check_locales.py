#!/usr/bin/env python3
"""Every locale must have exactly the keys of en.json, with non-empty strings."""
import json
import sys
from pathlib import Path

reference = json.loads(Path("locales/en.json").read_text(encoding="utf-8"))
problems = 0
for path in sorted(Path("locales").glob("*.json")):
    entries = json.loads(path.read_text(encoding="utf-8"))
    missing = sorted(set(reference) - set(entries))
    extra = sorted(set(entries) - set(reference))
    empty = sorted(k for k, v in entries.items() if not isinstance(v, str) or not v.strip())
    for kind, keys in (("missing", missing), ("extra", extra), ("empty", empty)):
        for key in keys:
            print(f"{path}: {kind} key {key}")
            problems += 1
print(f"{problems} problem(s)")
sys.exit(1 if problems else 0)
