"""Structural checks of nginx/sites.conf that `nginx -t` cannot make (run in CI before deploy).

Parses the subset of nginx syntax the file uses: blocks, directives, comments.
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field

TOKEN = re.compile(r"#[^\n]*|'[^']*'|\"[^\"]*\"|[{};]|[^\s{};]+")


@dataclass
class Block:
    name: str
    args: list[str]
    line: int
    directives: list[tuple[str, list[str], int]] = field(default_factory=list)
    children: list["Block"] = field(default_factory=list)


def parse(text: str) -> Block:
    root = Block("main", [], 0)
    stack, words, line_of_first = [root], [], 0
    for m in TOKEN.finditer(text):
        tok = m.group(0)
        line = text.count("\n", 0, m.start()) + 1
        if tok.startswith("#"):
            continue
        if tok == "{":
            b = Block(words[0], words[1:], line_of_first)
            stack[-1].children.append(b)
            stack.append(b)
            words = []
        elif tok == ";":
            stack[-1].directives.append((words[0], words[1:], line_of_first))
            words = []
        elif tok == "}":
            stack.pop()
        else:
            if not words:
                line_of_first = line
            words.append(tok)
    if len(stack) != 1:
        raise SyntaxError("unbalanced braces")
    return root


def servers(root: Block) -> dict[str, Block]:
    out = {}
    for b in root.children:
        if b.name == "server":
            names = [a for d, a, _ in b.directives if d == "server_name"]
            out[names[0][0]] = b
    return out


def directive(block: Block, name: str) -> list[str] | None:
    for d, a, _ in block.directives:
        if d == name:
            return a
    return None


def main(path: str) -> int:
    root = parse(open(path).read())
    ups = {b.args[0] for b in root.children if b.name == "upstream"}
    problems = []
    for host, srv in servers(root).items():
        for loc in srv.children:
            target = directive(loc, "proxy_pass")
            if target and target[0].removeprefix("http://") not in ups:
                problems.append(f"{path}:{loc.line}: {host} {loc.args}: unknown upstream {target[0]}")
    for p in problems:
        print(p)
    print(f"confcheck: {len(servers(root))} servers, {len(ups)} upstreams, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "nginx/sites.conf"))
