"""The web table's modules pass `tsc --noEmit` against the generated TypeScript types."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TSC = ROOT / "clients" / "typescript" / "node_modules" / ".bin" / "tsc"
TSCONFIG = ROOT / "referee" / "web" / "static" / "play" / "tsconfig.json"


def test_the_web_table_type_checks():
    if not TSC.exists():
        # In CI a missing tsc is a broken setup (.ci/run installs it), never a skip.
        message = "no tsc: `(cd clients/typescript && npm ci)` installs it, as .ci/run does"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    checked = subprocess.run(
        [str(TSC), "-p", str(TSCONFIG), "--noEmit", "--pretty", "false"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_every_module_of_the_table_is_checked():
    play = TSCONFIG.parent
    unchecked = [
        str(path.relative_to(play))
        for path in sorted(play.rglob("*.js"))
        if not path.read_text(encoding="utf-8").startswith("// @ts-check\n")
    ]
    assert unchecked == []
