"""The baseline for bench/http.py: a bare Flask app answering a /moves body in the outcome's shape."""

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/v1/games/<game_id>/moves")
def echo(game_id):
    body = request.get_json()
    return jsonify({"legal": True, "state": body["state"], "events": [], "score_deltas": {},
                    "finished": False, "result": None})
