"""The state codec knows neither HTTP nor Redis nor the games: it seals JSON values."""

import ast
import pathlib

import referee.statecodec

ROOT = pathlib.Path(referee.statecodec.__file__).parent


def test_the_codec_imports_no_web_redis_or_game_code():
    imported = set()
    for path in ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                imported.add("." * node.level + (node.module or ""))
    roots = {name.split(".")[0] for name in imported if not name.startswith(".")}
    assert roots & {"flask", "werkzeug", "redis", "referee"} == set()
    assert not any(name.startswith("..") for name in imported), "reaches out of the package"
