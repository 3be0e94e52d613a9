"""Prints the migration plan (every statement, in order) and checks it against a model of the
schema: a column may be added once, indexes and updates must name existing columns.

Usage: python3 tools/plan.py [migrations-dir]   (`make plan`)
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

CREATE = re.compile(r"CREATE TABLE (\w+) \((.*?)\);", re.S)
ADD = re.compile(r"ALTER TABLE (\w+) ADD COLUMN (\w+)")
INDEX = re.compile(r"CREATE INDEX (\w+) ON (\w+) \(([\w, ]+)\)")


def main(folder: str) -> int:
    schema: dict[str, dict[str, str]] = {}
    errors = []
    files = sorted(Path(folder).glob("*.sql"))
    for f in files:
        sql = f.read_text()
        print(f"== {f.name}")
        for stmt in filter(None, (s.strip() for s in re.sub(r"--[^\n]*", "", sql).split(";"))):
            print(f"   {' '.join(stmt.split())};")
        for table, body in CREATE.findall(sql):
            schema[table] = {line.split()[0]: f.name for line in body.strip().split(",\n") if line.split()}
        for table, col in ADD.findall(sql):
            if col in schema.get(table, {}):
                errors.append(f"ERROR: {f.name} adds column {table}.{col}, already added by {schema[table][col]}")
            else:
                schema.setdefault(table, {})[col] = f.name
        for name, table, cols in INDEX.findall(sql):
            for col in (c.strip() for c in cols.split(",")):
                if col not in schema.get(table, {}):
                    errors.append(f"ERROR: {f.name}: index {name} on unknown column {table}.{col}")
    print(f"plan: {len(files)} migrations, {sum(len(c) for c in schema.values())} columns in {len(schema)} tables")
    for e in errors:
        print(e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "migrations"))
