"""The document's paths: the app's routes walked, each view's `@doc` written out, and a route
under `<game_id>` that documents one operation per game written once for each game."""

from __future__ import annotations

import pathlib
import re
from collections.abc import Callable
from functools import cache
from typing import Any

import yaml
from flask import Flask
from werkzeug.routing import Rule

from ...engine import Game
from ...games.registry import REGISTRY
from ...sessions import MemoryStore
from ..config import Settings
from ..envelopes import Problem
from .declare import Answer, Operation, documented
from .examples import Exchange, examples
from .writer import Writer, game_ids, operation_prefix, ref

HERE = pathlib.Path(__file__).parent
# Served, but no part of the API: Flask's static files, the document itself, the web pages.
UNDOCUMENTED = ("static", "operations.openapi_yaml", "web.")
METHODS = ("get", "post", "put", "patch", "delete")
BODY_ERRORS = ["body_too_large", "unsupported_media_type"]
SESSION_ERRORS = ["unknown_session", "store_unavailable"]
ARGUMENT = re.compile(r"<(?:[^:<>]+:)?([^<>]+)>")


@cache
def descriptions() -> dict[str, str]:
    """descriptions.md by heading: a paragraph's lines joined with spaces, a table's kept."""
    found: dict[str, str] = {}
    for section in (HERE / "descriptions.md").read_text(encoding="utf-8").split("\n## ")[1:]:
        heading, _, body = section.partition("\n")
        paragraphs = body.strip().split("\n\n")
        found[heading] = "\n\n".join(
            text if text.startswith("|") else " ".join(text.split("\n")) for text in paragraphs
        )
    return found


def access_table() -> str:
    """Who may make which session call, as the sessions tag shows it (a Markdown table)."""
    return descriptions()["sessions (tag)"].rsplit("\n\n", 1)[-1]


def build_paths(w: Writer, make_app: Callable[..., Flask]) -> None:
    """Every documented route of an app that `make_app(settings, store=...)` makes, in the
    order the app serves them, with examples this app answers."""
    settings = Settings()
    app = make_app(settings, store=MemoryStore(settings.session_ttl))
    text = yaml.safe_load((HERE / "text.yaml").read_text(encoding="utf-8"))
    for name, scheme in text["securitySchemes"].items():
        w.spec.components.security_scheme(name, scheme)
    for name, schema in text["components"].items():
        w.named(name, schema)
    w.component("Problem", Problem)
    for each in REGISTRY.values():
        w.document_game(each)
    w.spec.tag({"name": "sessions", "description": descriptions()["sessions (tag)"]})
    writing = Paths(w, text, examples(app.test_client()))
    for rule in app.url_map.iter_rules():
        operation = documented(app.view_functions[rule.endpoint])
        if operation is None:
            if rule.endpoint.startswith(UNDOCUMENTED):
                continue
            raise LookupError(f"{rule.rule} ({rule.endpoint}) has no @doc")
        methods = sorted({method.lower() for method in rule.methods or ()} & set(METHODS))
        games: list[Game | None] = [*REGISTRY.values()] if operation.per_game else [None]
        for game in games:
            for method in methods:
                writing.add(rule, method, operation, game)
    for path, item in writing.paths.items():
        shared = item.pop("parameters", None)
        w.spec.path(path=path, operations=item, parameters=shared)


class Paths:
    """The operations of the document by path, as they are added."""

    def __init__(self, w: Writer, text: dict, shown: dict[str, Exchange]):
        self.w, self.text, self.shown = w, text, shown
        self.paths: dict[str, dict] = {}

    def add(self, rule: Rule, method: str, op: Operation, game: Game | None) -> None:
        said = self.text["path_parameters"]
        shared: list[dict] = []
        own: list[dict] = []
        for argument in ARGUMENT.findall(rule.rule):
            if game is not None and argument == "game_id":
                continue
            parameter = {"in": "path", "required": True, **said[argument]}
            if argument == "game_id":
                parameter["schema"] = game_ids()
            (shared if parameter.pop("shared", False) else own).append(parameter)
        path = ARGUMENT.sub(
            lambda found: (
                game.id
                if game is not None and found[1] == "game_id"
                else "{" + said[found[1]]["name"] + "}"
            ),
            rule.rule,
        )
        operation_id = op.operation_id.format(game=operation_prefix(game) if game else "")
        example = self.shown.get(operation_id)
        item = self.paths.setdefault(path, {})
        if shared and "parameters" not in item:
            item["parameters"] = [with_example(parameter, example) for parameter in shared]
        item[method] = self.operation(rule, op, operation_id, [*own, *op.parameters], game, example)

    def operation(
        self,
        rule: Rule,
        op: Operation,
        operation_id: str,
        parameters: list[dict],
        game: Game | None,
        example: Exchange | None,
    ) -> dict:
        words = {**op.words, "title": game.title if game else ""}
        description = descriptions()[op.operation_id]
        for name, value in words.items():
            description = description.replace(f"{{{name}}}", str(value))
        # What a call may answer before its view runs (referee.api.intake, a bearer's check), and
        # any call on a session; an error of the same status the operation names says it better.
        errors = [*(BODY_ERRORS if op.body is not None else ())]
        errors += ["token_required"] if op.security not in (None, "nobody") else []
        errors += SESSION_ERRORS if "session_id" in rule.arguments else []
        responses = dict(self.error(name) for name in (*errors, *op.errors))
        responses.update(
            {status: self.answer(answer, game) for status, answer in op.answers.items()}
        )
        if example is not None and example.answer is not None:
            content = responses[example.status]["content"]
            media = next(iter(content))  # the answer's own: not one it may be asked for instead
            content[media] = {**content[media], "example": example.answer}
        tag = op.tag or ("{game}" if game else rule.endpoint.partition(".")[0])
        out: dict[str, Any] = {
            "operationId": operation_id,
            "summary": op.summary.format(title=words["title"]),
            "description": description,
            "tags": [tag.format(game=game.id if game else "")],
            "responses": {str(status): answer for status, answer in sorted(responses.items())},
        }
        if op.body is not None:
            body = op.body if isinstance(op.body, Answer) else Answer(schema=op.body)
            content = self.answer(body, game)["content"]
            if example is not None and example.body is not None:
                content[body.media]["example"] = example.body
            out["requestBody"] = {"required": True, "content": content}
        if parameters:
            out["parameters"] = [with_example(parameter, example) for parameter in parameters]
        if op.security:
            out["security"] = self.text["security"][op.security]
        return out

    def error(self, name: str) -> tuple[int, dict]:
        said = self.text["errors"][name]
        problem = {"application/problem+json": {"schema": ref("Problem")}}
        answer = {"description": said["description"], "content": problem}
        if said.get("headers"):
            answer["headers"] = self.headers(said["headers"])
        return said["status"], answer

    def headers(self, names: tuple[str | dict, ...]) -> dict:
        out: dict = {}
        for name in names:
            said = self.text["headers"]
            out.update({name.split("/")[0]: said[name]} if isinstance(name, str) else name)
        return out

    def answer(self, answer: Answer, game: Game | None) -> dict:
        out: dict[str, Any] = {"description": answer.description}
        if answer.headers:
            out["headers"] = self.headers(answer.headers)
        if answer.schema is not None:
            media = {answer.media: answer.schema, **answer.also}
            out["content"] = {
                kind: {"schema": self.w.schema(schema, game)} for kind, schema in media.items()
            }
        if answer.links:
            takes = self.text["link_parameters"]
            out["links"] = {
                name: {"operationId": target, "parameters": takes[kind], "description": said}
                for name, (target, kind, said) in self.text["links"][answer.links].items()
            }
        return out


def with_example(parameter: dict, example: Exchange | None) -> dict:
    """A path, query or header parameter with the example's value for it, if it has one."""
    if example is None:
        return parameter
    found = {"path": example.path, "query": example.query, "header": example.headers}
    values = found.get(parameter["in"], {})
    if parameter["name"] not in values:
        return parameter
    return {**parameter, "example": values[parameter["name"]]}
