"""The rules pages of docs/rules/: generated from the catalogs, committed, and checked for drift."""

from __future__ import annotations

import pathlib

from referee.cli import main
from referee.games.registry import REGISTRY
from referee.rules_pages import page, pages, stale, write

ROOT = pathlib.Path(__file__).resolve().parents[1]
PAGES = ROOT / "docs" / "rules"


def test_the_committed_pages_match_the_catalogs():
    differing = stale(PAGES, pages(REGISTRY.values()))
    assert not differing, (
        f"docs/rules/ is stale ({', '.join(differing)}): run "
        "`referee rules-docs` and commit the pages"
    )


def test_a_page_holds_every_entry_under_its_section_and_every_option():
    for game in REGISTRY.values():
        text = page(game)
        for rule in game.rules:
            assert f'<a id="{rule.id}"></a>\n\n### {rule.id} {rule.title}\n\n{rule.text}\n' in text
            assert f"\n## {rule.section}\n" in text
        for option in game.options:
            assert f"| `{option.name}` |" in text and f"[{option.rule}](#{option.rule})" in text
    sections = [line for line in page(REGISTRY["cassino"]).splitlines() if line.startswith("## ")]
    assert sections[:3] == [
        "## Options",
        "## 0 Conventions and terms",
        "## 1 Components and card values",
    ]
    assert sections[-1] == "## 11 Decisions" and len(sections) == len(set(sections))


def test_a_page_names_the_file_its_entries_come_from():
    for game in REGISTRY.values():
        package = type(game).__module__.rsplit(".", 1)[0].replace(".", "/")
        assert (ROOT / package / "catalog.yaml").is_file()
        assert f"rules catalog (`{package}/catalog.yaml`) and its options; edit those" in page(game)


def test_an_option_shows_its_default_and_what_it_allows():
    seep = page(REGISTRY["seep"])
    assert "| `baazi_count` | `1` | 1 to 20, or `null` | [SEP-11.2](#SEP-11.2) |" in seep
    assert "| `owner_may_throw` | `false` | `false`, `true` | [SEP-8.5](#SEP-8.5) |" in seep


def test_the_command_writes_checks_and_prunes(tmp_path, capsys):
    out = tmp_path / "rules"
    assert main(["rules-docs", "--out", str(out), "--check"]) == 1
    assert "run `referee rules-docs`" in capsys.readouterr().err
    assert main(["rules-docs", "--out", str(out)]) == 0
    assert sorted(path.name for path in out.iterdir()) == sorted(
        [*(f"{g}.md" for g in REGISTRY), "table.md"]
    )
    assert main(["rules-docs", "--out", str(out), "--check"]) == 0
    (out / "cassino.md").write_text("# edited by hand\n", encoding="utf-8")
    (out / "retired-game.md").write_text("# gone\n", encoding="utf-8")
    assert main(["rules-docs", "--out", str(out), "--check"]) == 1
    assert "cassino.md, retired-game.md" in capsys.readouterr().err
    assert write(out, pages(REGISTRY.values())) == ["cassino.md", "retired-game.md"]
    assert not (out / "retired-game.md").exists()
    assert main(["rules-docs", "--out", str(out), "--check"]) == 0
