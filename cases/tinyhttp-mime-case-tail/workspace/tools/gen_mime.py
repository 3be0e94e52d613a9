#!/usr/bin/env python3
"""Regenerates src/mime_types.c from a mime.types file (default: /etc/mime.types).

Usage: python3 tools/gen_mime.py [/etc/mime.types] > src/mime_types.c.new
Only the table is generated; copy the lookup function at the end of the file back by hand.
"""
import sys


def main(path="/etc/mime.types"):
    seen = {}
    with open(path, encoding="ascii") as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if len(line) < 2:
                continue
            for ext in line[1:]:
                seen.setdefault(ext.lower(), line[0])
    for ext in sorted(seen):
        print('    {"%s", "%s"},' % (ext, seen[ext]))


if __name__ == "__main__":
    main(*sys.argv[1:])
