"""The environment variables the code reads, and the Configuration tables of them in
docs/operations.md."""

from __future__ import annotations

import ast
import pathlib
import re
from collections import Counter
from dataclasses import MISSING, fields

import yaml

from referee.api.config import Settings

ROOT = pathlib.Path(__file__).resolve().parents[1]
OPERATIONS = ROOT / "docs" / "operations.md"
# Every document that may name a variable: the README and the guides.
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
DEPLOY = ROOT / "deploy"
# Read by gunicorn itself, which the referee runs under: documented beside the rest.
READ_BY_GUNICORN = {"GUNICORN_CMD_ARGS"}
NAME = re.compile(r"`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`")


def _is_os_environ(node: ast.expr) -> bool:
    return (
        isinstance(node, ast.Attribute)
        and node.attr == "environ"
        and isinstance(node.value, ast.Name)
        and node.value.id == "os"
    )


def _is_getenv(node: ast.expr) -> bool:
    return (
        isinstance(node, ast.Attribute)
        and node.attr == "getenv"
        and isinstance(node.value, ast.Name)
        and node.value.id == "os"
    )


def environment_reads(paths: list[pathlib.Path]) -> set[str]:
    """Names these files read from `os.environ` or `os.getenv`, each given as a string or as a
    module-level string constant of any of the files (`MULTIPROC_ENV`)."""
    trees = [ast.parse(path.read_text(encoding="utf-8")) for path in paths]
    constants = {
        target.id: node.value.value
        for tree in trees
        for node in tree.body
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
        for target in node.targets
        if isinstance(target, ast.Name)
    }

    def named(key: ast.expr) -> str | None:
        if isinstance(key, ast.Constant) and isinstance(key.value, str):
            return key.value
        if isinstance(key, ast.Name):
            return constants.get(key.id)
        return None  # built at run time: Settings.from_env, read from the Settings fields

    keys: list[ast.expr] = []
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.args:
                function = node.func
                if _is_getenv(function) or (
                    isinstance(function, ast.Attribute)
                    and function.attr == "get"
                    and _is_os_environ(function.value)
                ):
                    keys.append(node.args[0])
            elif isinstance(node, ast.Subscript) and _is_os_environ(node.value):
                keys.append(node.slice)
            elif (
                isinstance(node, ast.Compare)
                and isinstance(node.ops[0], ast.In | ast.NotIn)
                and _is_os_environ(node.comparators[0])
            ):
                keys.append(node.left)
    return {name for name in map(named, keys) if name is not None}


def read_by_the_referee() -> set[str]:
    """Every variable the referee reads: its Settings, the command line, the gunicorn config
    of deploy/, and what any module reads by name, plus what gunicorn reads for it."""
    sources = sorted((ROOT / "referee").rglob("*.py")) + [DEPLOY / "gunicorn.conf.py"]
    settings = {"REFEREE_" + setting.name.upper() for setting in fields(Settings)}
    return settings | environment_reads(sources) | READ_BY_GUNICORN


def read_by_the_tests() -> set[str]:
    return environment_reads(sorted((ROOT / "tests").rglob("*.py")))


def table_rows(markdown: str) -> list[tuple[int, list[str]]]:
    """(offset, cells) of every table row of a Markdown text that is not a separator row."""
    rows = []
    offset = 0
    for line in markdown.splitlines(keepends=True):
        if line.startswith("|") and not re.fullmatch(r"\|[-:| ]+\|\s*", line):
            rows.append((offset, [cell.strip() for cell in line.strip().strip("|").split("|")]))
        offset += len(line)
    return rows


def documented() -> list[tuple[str, int, list[str]]]:
    """(variable, offset, cells) for each variable named in the first cell of a row of the
    operations guide."""
    return [
        (name, offset, cells)
        for offset, cells in table_rows(OPERATIONS.read_text(encoding="utf-8"))
        for name in NAME.findall(cells[0])
    ]


def test_the_reader_finds_every_way_the_code_reads_a_variable():
    read = read_by_the_referee()
    assert {
        "REFEREE_REDIS_URL",  # Settings
        "REFEREE_PORT",  # referee/cli.py
        "REFEREE_BIND",  # deploy/gunicorn.conf.py
        "FORWARDED_ALLOW_IPS",
        "PROMETHEUS_MULTIPROC_DIR",  # through a module constant
    } <= read
    assert "CONTENT_TYPE" not in read  # a WSGI environ is not the process environment
    assert "REFEREE_SCREENSHOTS" in read_by_the_tests()


def test_the_configuration_tables_name_every_variable_the_referee_reads_exactly_once():
    counts = Counter(name for name, _, _ in documented())
    read = read_by_the_referee()
    assert sorted(name for name in read if counts[name] == 0) == [], "not documented"
    assert sorted(name for name, count in counts.items() if count > 1) == [], "documented twice"
    assert sorted(set(counts) - read) == [], "documented, but nothing reads them"


def test_every_variable_is_documented_in_the_configuration_section():
    text = OPERATIONS.read_text(encoding="utf-8")
    section = range(text.index("\n## Configuration\n"), text.index("\n## Production\n"))
    assert [name for name, offset, _ in documented() if offset not in section] == []


def test_the_documented_defaults_are_the_settings_defaults():
    rows = {name: cells for name, _, cells in documented()}
    for setting in fields(Settings):
        default = setting.default
        assert default is not MISSING, setting.name
        cell = rows["REFEREE_" + setting.name.upper()][1]
        if default is None:
            assert cell.startswith("unset"), (setting.name, cell)
        elif isinstance(default, bool):
            assert cell == f"`{str(default).lower()}`", (setting.name, cell)
        else:
            assert cell == f"`{default}`", (setting.name, cell)


def test_no_document_names_a_referee_variable_that_nothing_reads():
    named = {
        name
        for path in DOCUMENTS
        for name in re.findall(r"\bREFEREE_[A-Z0-9_]*[A-Z0-9]\b", path.read_text(encoding="utf-8"))
    }
    assert sorted(named - read_by_the_referee() - read_by_the_tests()) == []


def _k8s_documents() -> list[dict]:
    return [
        doc
        for path in sorted((DEPLOY / "k8s").glob("*.yaml"))
        for doc in yaml.safe_load_all(path.read_text())
    ]


def test_the_deploy_files_set_only_variables_the_referee_reads():
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    set_by_deploy = set(compose["services"]["referee"]["environment"]) | {
        variable["name"]
        for doc in _k8s_documents()
        if doc["kind"] == "Deployment"
        for container in doc["spec"]["template"]["spec"]["containers"]
        for variable in container.get("env", [])
    }
    assert "REFEREE_REDIS_URL" in set_by_deploy
    assert sorted(set_by_deploy - read_by_the_referee()) == []
