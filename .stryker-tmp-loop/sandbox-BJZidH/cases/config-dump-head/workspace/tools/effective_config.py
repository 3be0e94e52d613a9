#!/usr/bin/env python3
"""Print the effective configuration of the service for one environment.

Layers are merged in order: config/defaults.toml, config/<env>.toml, config/local.toml.
Every setting is printed with the file and line that set its final value, then the
expanded routing table (one line per route and method) with the middleware each gets.
"""
import argparse
import csv
import re
import sys
import tomllib
from pathlib import Path

TABLE_RE = re.compile(r"^\s*\[([A-Za-z0-9_.-]+)\]\s*$")
KEY_RE = re.compile(r"^\s*([A-Za-z0-9_-]+)\s*=")

#: Middleware every route gets, in order; auth and rate limiting are added per route.
BASE_MIDDLEWARE = ("request-id", "access-log", "timeout", "body-limit", "cors")


def key_lines(path: Path) -> dict:
    """Map "table.key" to the 1-based line that assigns it (tomllib keeps no positions)."""
    lines, table = {}, ""
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if raw.lstrip().startswith("#"):
            continue
        header = TABLE_RE.match(raw)
        if header:
            table = header.group(1)
            continue
        key = KEY_RE.match(raw)
        if key:
            lines[f"{table}.{key.group(1)}" if table else key.group(1)] = number
    return lines


def flatten(data: dict, prefix: str = "") -> dict:
    flat = {}
    for key, value in data.items():
        name = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict):
            flat.update(flatten(value, name))
        else:
            flat[name] = value
    return flat


def render(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, list):
        return "[" + ", ".join(render(v) for v in value) + "]"
    return str(value)


def merged_settings(config_dir: Path, env: str):
    layers = [config_dir / "defaults.toml", config_dir / f"{env}.toml", config_dir / "local.toml"]
    settings, origins, used = {}, {}, []
    for layer in layers:
        if not layer.exists():
            continue
        used.append(layer)
        with layer.open("rb") as handle:
            values = flatten(tomllib.load(handle))
        positions = key_lines(layer)
        for name, value in values.items():
            settings[name] = value
            origins[name] = f"{layer.as_posix()}:{positions.get(name, '?')}"
    return settings, origins, used


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--env", default="development")
    parser.add_argument("--config", default="config")
    args = parser.parse_args(argv)
    config_dir = Path(args.config)
    if args.env != "development" and not (config_dir / f"{args.env}.toml").exists():
        print(f"effective_config: no {config_dir}/{args.env}.toml", file=sys.stderr)
        return 2
    settings, origins, used = merged_settings(config_dir, args.env)
    out = sys.stdout
    out.write(f"# effective configuration, env={args.env}\n")
    out.write(f"# layers (later wins): {', '.join(p.as_posix() for p in used)}\n")
    out.write(f"# {len(settings)} settings\n")
    for name in sorted(settings):
        out.write(f"{name} = {render(settings[name])}  ({origins[name]})\n")
    with (config_dir / "routes.csv").open(newline="", encoding="utf-8") as handle:
        routes = list(csv.DictReader(handle))
    expanded = sum(len(r["methods"].split("|")) for r in routes)
    out.write(f"# routes: {len(routes)} paths, {expanded} path+method entries\n")
    out.write(f"# every route runs: {','.join(BASE_MIDDLEWARE)}; listed below are the route's own\n")
    for number, route in enumerate(routes, start=2):
        middleware = []
        if route["auth"] != "public":
            middleware.append(f"auth:{route['auth']}")
        middleware.append(f"ratelimit:{route['rate_per_min']}/min")
        for method in route["methods"].split("|"):
            out.write(
                f"route {method:<6} {route['path']:<40} -> {route['handler']} "
                f"[{','.join(middleware)}]  (config/routes.csv:{number})\n"
            )
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:
        # Piping into head/grep -q closes stdout early; that is not an error.
        sys.exit(0)
