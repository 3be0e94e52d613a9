#!/usr/bin/env python3
"""Render the docs site: content/**/*.md -> public/<slug>/index.html.

Deliberately small: front matter, a Markdown subset (headings, paragraphs, lists, links,
inline code) and an internal link check. Output order is sorted, so the build log is
identical from run to run.
"""
import argparse
import difflib
import html
import re
import sys
from pathlib import Path

LINK_RE = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
CODE_RE = re.compile(r"`([^`]+)`")


class Page:
    def __init__(self, path: Path, meta: dict, body: list, body_start: int):
        self.path = path
        self.meta = meta
        self.body = body
        self.body_start = body_start  # 1-based line number of the first body line

    @property
    def slug(self) -> str:
        return self.meta["slug"]

    @property
    def section(self) -> str:
        return self.slug.strip("/").split("/")[0]


def load_page(path: Path) -> Page:
    lines = path.read_text(encoding="utf-8").split("\n")
    if not lines or lines[0] != "---":
        raise ValueError(f"{path}: missing front matter")
    end = lines.index("---", 1)
    meta = {}
    for raw in lines[1:end]:
        key, _, value = raw.partition(":")
        meta[key.strip()] = value.strip()
    for key in ("title", "slug", "weight"):
        if key not in meta:
            raise ValueError(f"{path}: front matter lacks {key}")
    meta["weight"] = int(meta["weight"])
    return Page(path, meta, lines[end + 1:], end + 2)


def inline(text: str) -> str:
    text = html.escape(text, quote=False)
    text = CODE_RE.sub(lambda m: f"<code>{m.group(1)}</code>", text)
    return LINK_RE.sub(lambda m: f'<a href="{m.group(2)}">{m.group(1)}</a>', text)


def heading_id(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def render_body(page: Page, log) -> str:
    out, paragraph, items = [], [], []

    def flush():
        if paragraph:
            out.append(f"<p>{inline(' '.join(paragraph))}</p>")
            paragraph.clear()
        if items:
            out.append("<ul>" + "".join(f"<li>{inline(i)}</li>" for i in items) + "</ul>")
            items.clear()

    for line in page.body:
        stripped = line.strip()
        heading = re.match(r"^(#{1,4})\s+(.*)$", stripped)
        if heading:
            flush()
            level, title = len(heading.group(1)), heading.group(2)
            log(f"         heading h{level} \"{title}\" -> #{heading_id(title)}")
            out.append(f'<h{level} id="{heading_id(title)}">{inline(title)}</h{level}>')
        elif re.match(r"^([-*]|\d+\.)\s+", stripped):
            if paragraph:
                flush()
            items.append(re.sub(r"^([-*]|\d+\.)\s+", "", stripped))
        elif not stripped:
            flush()
        else:
            paragraph.append(stripped)
    flush()
    return "\n".join(out)


def body_links(page: Page):
    for offset, line in enumerate(page.body):
        for match in LINK_RE.finditer(line):
            yield page.body_start + offset, match.group(2)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--content", default="content")
    parser.add_argument("--templates", default="templates")
    parser.add_argument("--out", default="public")
    args = parser.parse_args(argv)

    paths = sorted(Path(args.content).rglob("*.md"))
    pages = [load_page(p) for p in paths]
    pages.sort(key=lambda p: (p.section, p.meta["weight"], p.slug))
    slugs = {p.slug for p in pages}
    template = (Path(args.templates) / "page.html").read_text(encoding="utf-8")
    print(f"sitegen: {len(pages)} pages in {len(paths)} files, template {args.templates}/page.html")

    nav = "\n".join(f'<a href="{p.slug}">{html.escape(p.meta["title"])}</a>' for p in pages)
    problems = 0
    for number, page in enumerate(pages, start=1):
        print(f"[{number:>3}/{len(pages)}] render {page.path.as_posix()}")
        print(f"         front matter: title={page.meta['title']!r} slug={page.slug} weight={page.meta['weight']}")
        print(f"         template: page.html (section: {page.section})")
        content = render_body(page, print)
        for other in pages:
            print(f"         nav link {other.slug} ok")
        for line_no, target in body_links(page):
            if not target.startswith("/"):
                print(f"         external link {target} (not checked)")
            elif target.split("#")[0] in slugs:
                print(f"         body link {target} ok")
            else:
                hint = difflib.get_close_matches(target, sorted(slugs), n=1)
                suggestion = f" (did you mean {hint[0]}?)" if hint else ""
                print(f"ERROR {page.path.as_posix()}:{line_no}: link target {target} does not exist{suggestion}")
                problems += 1
        document = (
            template.replace("{{title}}", html.escape(page.meta["title"]))
            .replace("{{section}}", page.section)
            .replace("{{nav}}", nav)
            .replace("{{content}}", content)
        )
        target_file = Path(args.out) / page.slug.strip("/") / "index.html"
        target_file.parent.mkdir(parents=True, exist_ok=True)
        target_file.write_text(document, encoding="utf-8")
        print(f"         wrote {target_file.as_posix()} ({len(document.encode())} bytes)")
    if problems:
        print(f"sitegen: {problems} broken link(s); the site was written but must not be deployed")
        return 1
    print(f"sitegen: built {len(pages)} pages into {args.out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
