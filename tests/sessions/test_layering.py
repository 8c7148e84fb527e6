"""The sessions package is an adapter below the web layer: it never imports Flask."""

from __future__ import annotations

import subprocess
import sys


def test_sessions_import_no_web_code():
    probe = (
        "import sys, referee.sessions, referee.sessions.redis_store; "
        "assert not any(m == 'flask' or m.startswith(('flask.', 'werkzeug')) "
        "for m in sys.modules), sorted(m for m in sys.modules if 'flask' in m)"
    )
    subprocess.run([sys.executable, "-c", probe], check=True)
