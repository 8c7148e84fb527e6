"""The floor of the HTTP benchmarks: a bare Flask app answering each call in the referee's shape.

`/moves` echoes the posted state in an outcome; the session calls answer the view in the
file named by ECHO_VIEW (a real one, written by bench/http_sessions.py) so that both
answers weigh about the same as the referee's.
"""

import json
import os
import pathlib

from flask import Flask, jsonify, request

app = Flask(__name__)
VIEW = (
    json.loads(pathlib.Path(os.environ["ECHO_VIEW"]).read_text())
    if os.environ.get("ECHO_VIEW")
    else {}
)


@app.post("/v1/games/<game_id>/moves")
def echo(game_id):
    body = request.get_json()
    return jsonify(
        {
            "legal": True,
            "state": body["state"],
            "events": [],
            "score_deltas": {},
            "finished": False,
            "result": None,
        }
    )


@app.post("/v1/sessions/<session_id>/moves")
def session_move(session_id):
    body = request.get_json()
    return jsonify(
        {
            "legal": True,
            "version": 1,
            "view": VIEW,
            "events": [body["move"]],
            "score_deltas": {},
            "finished": False,
            "result": None,
        }
    )


@app.get("/v1/sessions/<session_id>")
def session_read(session_id):
    return jsonify(
        {
            "id": session_id,
            "game": VIEW.get("game"),
            "version": 1,
            "seat": 0,
            "finished": False,
            "view": VIEW,
        }
    )
