"""The repository's own documents: every relative link resolves inside it, to a heading or
anchor that is there when it names one, and none leads outside."""

from __future__ import annotations

import pathlib
import re
import subprocess
from urllib.parse import unquote

ROOT = pathlib.Path(__file__).resolve().parents[1]
# Built from parts so that this file does not name what it forbids.
OUTSIDE = re.compile("|".join([r"\.\./" + "shared", "/work/" + "shared", r"\bshared/" + "rules/"]))
FENCE = re.compile(r"^(```|~~~).*?^\1", re.S | re.M)
CODE_SPAN = re.compile(r"`[^`\n]*`")
INLINE = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)", re.M)
HTML = re.compile(r"""<(?:a|img)\b[^>]*?\b(?:href|src)\s*=\s*["']([^"']+)["']""", re.I)
HEADING = re.compile(r"^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$", re.M)
HTML_ANCHOR = re.compile(r"""<[a-z]+\b[^>]*?\b(?:id|name)\s*=\s*["']([^"']+)["']""", re.I)


def tracked() -> list[str]:
    listing = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True
    ).stdout.decode()
    return [name for name in listing.split("\0") if name]


def link_targets(markdown: str) -> list[str]:
    """Link and image targets of a Markdown text, code blocks and code spans left out."""
    prose = CODE_SPAN.sub("", FENCE.sub("", markdown))
    return [
        match.group(1) for pattern in (INLINE, REFERENCE, HTML) for match in pattern.finditer(prose)
    ]


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: its text in lower case, without punctuation, with
    hyphens for spaces."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link reads as its text
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(markdown: str) -> set[str]:
    """The fragments a link may name in a Markdown text: its headings' anchors (the second of
    a name `-1`, and so on) and the ids of its HTML anchors."""
    prose = FENCE.sub("", markdown)
    seen: dict[str, int] = {}
    found = set(HTML_ANCHOR.findall(prose))
    for heading in HEADING.findall(prose):
        name = slug(heading)
        found.add(f"{name}-{seen[name]}" if name in seen else name)
        seen[name] = seen.get(name, 0) + 1
    return found


def is_relative(target: str) -> bool:
    return not re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) and not target.startswith(("#", "//"))


def resolve(source: str, target: str) -> pathlib.PurePosixPath | None:
    """The repository path a relative link of `source` leads to; None when it leaves it."""
    path = unquote(target.split("#", 1)[0].split("?", 1)[0])
    base = (
        pathlib.PurePosixPath("/")
        if path.startswith("/")
        else (pathlib.PurePosixPath("/") / source).parent
    )
    parts: list[str] = []
    for part in (base / path.lstrip("/")).parts[1:]:
        if part == "..":
            if not parts:
                return None
            parts.pop()
        elif part != ".":
            parts.append(part)
    return pathlib.PurePosixPath(*parts)


def test_every_relative_link_in_a_tracked_markdown_file_resolves_inside_the_repository():
    files = tracked()
    present = set(files) | {
        str(parent) for name in files for parent in pathlib.PurePosixPath(name).parents
    }
    broken = []
    for name in files:
        if not name.endswith(".md"):
            continue
        for target in link_targets((ROOT / name).read_text(encoding="utf-8")):
            if not is_relative(target):
                continue
            where = resolve(name, target)
            if where is None or str(where) not in present:
                broken.append(f"{name}: {target}")
    assert not broken, "links that lead to no tracked file of the repository: " + "; ".join(broken)


def test_every_link_to_a_section_names_a_heading_or_anchor_of_its_markdown_file():
    texts = {
        name: (ROOT / name).read_text(encoding="utf-8")
        for name in tracked()
        if name.endswith(".md")
    }
    missing = []
    for name, text in texts.items():
        for target in link_targets(text):
            if "#" not in target or not (is_relative(target) or target.startswith("#")):
                continue
            path, fragment = target.split("#", 1)
            where = str(resolve(name, path)) if path else name
            if where.endswith(".md") and unquote(fragment) not in anchors(texts.get(where, "")):
                missing.append(f"{name}: {target}")
    assert not missing, "links to sections that are not there: " + "; ".join(missing)


def test_no_tracked_file_refers_to_the_rules_outside_the_repository():
    found = []
    for name in tracked():
        try:
            text = (ROOT / name).read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        for number, line in enumerate(text.splitlines(), 1):
            if OUTSIDE.search(line):
                found.append(f"{name}:{number}")
    assert not found, (
        "these lines point outside the repository (the rules live in each "
        "game's catalog.yaml and docs/rules/): " + ", ".join(found)
    )


def test_the_link_reader_and_resolver():
    text = (
        "See [a](docs/a.md#x), ![img](../up.png), [web](https://x.org), [top](#top),\n"
        "`[code](no.md)`\n```\n[fenced](no.md)\n```\n[ref]: sub/b.md\n"
        '<a href="c.md">c</a> <img src="/root.png">\n'
    )
    assert link_targets(text) == [
        "docs/a.md#x",
        "../up.png",
        "https://x.org",
        "#top",
        "sub/b.md",
        "c.md",
        "/root.png",
    ]
    assert [is_relative(t) for t in ("docs/a.md", "https://x.org", "#top", "mailto:a@b")] == [
        True,
        False,
        False,
        False,
    ]
    assert str(resolve("docs/x.md", "../README.md")) == "README.md"
    assert str(resolve("docs/x.md", "rules/cassino.md#CAS-4.3")) == "docs/rules/cassino.md"
    assert str(resolve("docs/x.md", "/openapi.yaml")) == "openapi.yaml"
    assert resolve("README.md", "../elsewhere/x.md") is None
    assert [slug(h) for h in ("Capacity: watchers on one instance", "The `seal`, (v1)")] == [
        "capacity-watchers-on-one-instance",
        "the-seal-v1",
    ]
    assert slug("See [the guide](docs/x.md)") == "see-the-guide"
    assert anchors('# A\n## B c\n```\n# not a heading\n```\n### B c\n<a id="X-1.2"></a>\n') == {
        "a",
        "b-c",
        "b-c-1",
        "X-1.2",
    }
    assert OUTSIDE.search("see ../" + "shared/rules") and not OUTSIDE.search("shared state")
