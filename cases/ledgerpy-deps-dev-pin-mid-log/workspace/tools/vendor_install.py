#!/usr/bin/env python3
"""Install the pinned dependencies from the vendored wheelhouse (no network).

The build hosts have no access to PyPI. vendor/index.txt lists every wheel in the internal
artifact store with its requirements; this script resolves the requirement files against it
the way `pip install --no-index` would (highest candidate satisfying every specifier, a pin
in a requirement file is final), logs every step, reports every conflict it finds, and only
if there is none writes the install manifest (.deps/installed.txt) the image build copies
wheels from. Nothing is installed when resolution fails.

usage: vendor_install.py --index vendor/index.txt -r requirements.txt [-r ...] --target .deps
"""

import argparse
import os
import re
import sys
from collections import deque

SPEC_RE = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?\s*(.*)$")
OP_RE = re.compile(r"^(==|!=|>=|<=|~=|>|<)\s*(.+)$")


def version_key(text):
    """Sort key of a version: numeric release parts; a pre-release sorts before, .postN after."""
    key = []
    for part in text.split("."):
        m = re.match(r"^(\d+)(.*)$", part)
        if m:
            key.append((int(m.group(1)), 0 if m.group(2) == "" else (-1 if re.match(r"^(a|b|rc)", m.group(2)) else 0)))
        elif part.startswith("post"):
            key.append((0, 1))
        else:
            key.append((0, -1))
    while key and key[-1] == (0, 0):
        key.pop()
    return tuple(key)


def satisfies(version, spec):
    """Whether `version` meets every clause of a specifier such as '>=1.2,<2.0,!=1.5'."""
    for clause in filter(None, (c.strip() for c in spec.split(","))):
        m = OP_RE.match(clause)
        if not m:
            raise ValueError("bad specifier %r" % clause)
        op, want = m.groups()
        v, w = version_key(version), version_key(want)
        if op == "==" and v != w:
            return False
        if op == "!=" and v == w:
            return False
        if op == ">=" and v < w:
            return False
        if op == "<=" and v > w:
            return False
        if op == ">" and v <= w:
            return False
        if op == "<" and v >= w:
            return False
        if op == "~=":
            prefix = w[:-1]
            if v < w or v[: len(prefix)] != prefix:
                return False
    return True


def parse_requirement(text):
    m = SPEC_RE.match(text)
    if not m:
        raise ValueError("bad requirement %r" % text)
    name, extras, spec = m.groups()
    return name.lower(), (extras or ""), spec.strip()


def load_index(path):
    """{name: [(version, file, sha256, [requirement, ...]), ...]} in ascending version order."""
    index = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            name, version, filename, sha, requires = line.split()
            deps = [r for r in requires[len("requires="):].split(";") if r]
            index.setdefault(name, []).append((version, filename, sha[len("sha256="):], deps))
    for name in index:
        index[name].sort(key=lambda c: version_key(c[0]))
    return index


def read_requirements(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if line:
                out.append((line, "-r %s (line %d)" % (path, number)))
    return out


def resolve(index, requirements, log):
    selected = {}  # name -> (version, origin)
    conflicts = []
    queue = deque(requirements)
    while queue:
        text, origin = queue.popleft()
        name, extras, spec = parse_requirement(text)
        if name in selected:
            version, where = selected[name]
            if satisfies(version, spec):
                log("Requirement already selected: %s %s satisfies %s%s (from %s)" % (name, version, name, spec, origin))
            else:
                message = "ERROR: %s requires %s%s, but %s==%s was selected from %s" % (origin, name, spec, name, version, where)
                log(message)
                conflicts.append(message)
            continue
        log("Collecting %s%s%s (from %s)" % (name, extras, spec, origin))
        candidates = index.get(name, [])
        if not candidates:
            message = "ERROR: No distribution of %s in the wheelhouse (from %s)" % (name, origin)
            log(message)
            conflicts.append(message)
            continue
        matching = []
        for candidate in candidates:
            ok = satisfies(candidate[0], spec)
            log("  Found vendor/wheels/%s (version %s)%s" % (candidate[1], candidate[0], "" if ok else ", skipped: not %s" % spec))
            if ok:
                matching.append(candidate)
        if not matching:
            message = "ERROR: No version of %s satisfies %s (from %s)" % (name, spec or "any", origin)
            log(message)
            conflicts.append(message)
            continue
        version, filename, sha, deps = matching[-1]
        selected[name] = (version, origin)
        log("  Selected %s %s: vendor/wheels/%s" % (name, version, filename))
        log("  Hash sha256:%s" % sha)
        if deps:
            log("  Requires: %s" % ", ".join(deps))
        for dep in deps:
            queue.append((dep, "%s==%s" % (name, version)))
    return selected, conflicts


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--index", required=True)
    parser.add_argument("-r", dest="requirements", action="append", required=True)
    parser.add_argument("--target", required=True)
    args = parser.parse_args(argv)

    def log(line):
        sys.stdout.write(line + "\n")

    index = load_index(args.index)
    log("Looking in the wheelhouse %s (%d distributions of %d projects, no index URL)" % (args.index, sum(map(len, index.values())), len(index)))
    requirements = []
    for path in args.requirements:
        log("Processing %s" % path)
        requirements.extend(read_requirements(path))
    selected, conflicts = resolve(index, requirements, log)
    if conflicts:
        log("")
        log("Resolution failed: %d conflict%s (marked ERROR above); nothing was installed." % (len(conflicts), "" if len(conflicts) == 1 else "s"))
        return 1
    names = sorted(selected)
    log("Installing collected packages: %s" % ", ".join(names))
    os.makedirs(args.target, exist_ok=True)
    with open(os.path.join(args.target, "installed.txt"), "w", encoding="utf-8") as f:
        for name in names:
            f.write("%s==%s\n" % (name, selected[name][0]))
    log("Successfully installed %d packages into %s (manifest %s/installed.txt)" % (len(names), args.target, args.target))
    return 0


if __name__ == "__main__":
    sys.exit(main())
