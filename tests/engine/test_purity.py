"""The engine is stdlib-only, and no game imports web, Redis or crypto code."""

import ast
import pathlib
import subprocess
import sys

import referee

ROOT = pathlib.Path(referee.__file__).parent
FORBIDDEN = ("flask", "werkzeug", "redis", "gunicorn", "cryptography", "flask_limiter")


def imported_roots(package: pathlib.Path) -> set[str]:
    roots: set[str] = set()
    for path in package.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                roots.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                roots.add(node.module.split(".")[0])
    return roots


def test_engine_imports_only_the_standard_library():
    outside = imported_roots(ROOT / "engine") - set(sys.stdlib_module_names)
    assert outside == set()


def test_games_import_no_web_redis_or_crypto_code():
    assert imported_roots(ROOT / "games") & set(FORBIDDEN) == set()


def test_importing_every_game_loads_no_web_redis_or_crypto_module():
    code = (
        "import sys, referee.games.registry; "
        f"print(' '.join(sorted(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r})))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
