"""The rules catalog calls in the document."""

from __future__ import annotations

from ...tablerules import RULES as TABLE_RULES
from ..rules import CACHE_CONTROL, RuleAnswer, RuleEntry, RulesCatalogAnswer
from .writer import Writer, game_ids, json_answer, problem_answer, ref


def document(w: Writer) -> None:
    w.component("RuleEntry", RuleEntry)
    w.component("RuleAnswer", RuleAnswer)
    w.component("RulesCatalog", RulesCatalogAnswer)
    game = {"name": "game", "in": "path", "required": True, "schema": game_ids()}
    rule_id = {
        "name": "rule_id",
        "in": "path",
        "required": True,
        "schema": {"type": "string"},
        "description": "a rule or decision id, as a violation's `rule` cites it",
    }
    cached = {
        "ETag": {
            "description": "changes only with the rules version or the entries",
            "schema": {"type": "string"},
        },
        "Cache-Control": {"description": CACHE_CONTROL, "schema": {"type": "string"}},
    }
    not_modified = {
        "description": "unchanged since the ETag given in If-None-Match",
        "headers": cached,
    }
    if_none_match = {
        "name": "If-None-Match",
        "in": "header",
        "required": False,
        "schema": {"type": "string"},
        "description": "an ETag of an earlier answer: 304 while it still holds",
    }

    def answer(description: str, schema: dict) -> dict:
        out = {**json_answer(description, schema), "headers": cached}
        # A browser (Accept preferring text/html) gets the same as a page; JSON otherwise.
        out["content"] = {
            **out["content"],
            "text/html": {"schema": {"type": "string", "description": "the same, as a page"}},
        }
        return out

    w.spec.path(
        path="/v1/games/{game}/rules",
        operations={
            "get": w.operation(
                "The rules catalog of a game",
                "Every rule and decision id the game cites (in violations, score sheets and "
                "options), each with a title, a statement and its section, in the order of the "
                "rules; and the game's options with their defaults.",
                None,
                {
                    200: answer("the catalog", ref("RulesCatalog")),
                    304: not_modified,
                    404: problem_answer("no such game"),
                },
                "rules",
                [game, if_none_match],
                operation_id="getRules",
                example=w.examples.rules,
            )
        },
    )
    w.spec.path(
        path="/v1/games/{game}/rules/{rule_id}",
        operations={
            "get": w.operation(
                "One rule of a game",
                "The entry a violation's or score item's `rule_url` points to.",
                None,
                {
                    200: answer("the rule", ref("RuleAnswer")),
                    304: not_modified,
                    404: problem_answer("no such game, or no such rule in its catalog"),
                },
                "rules",
                [game, rule_id, if_none_match],
                operation_id="getRule",
                example=w.examples.rule,
            )
        },
    )
    w.spec.path(
        path="/v1/table/rules",
        operations={
            "get": w.operation(
                "The table rules",
                "What ends or changes a session's match whatever its game, cited by `outcome.rule` "
                "of a match ended at the table: TBL-1 a timeout (TBL-1.1 a bot moving on a "
                "timeout, TBL-1.2 pausing the clocks), TBL-2 a resignation, TBL-3 an abort. The "
                "same shape as a game's catalog (`game` is `table`; no options).",
                None,
                {200: json_answer("the catalog", ref("RulesCatalog")), 304: not_modified},
                "rules",
                [if_none_match],
                operation_id="getTableRules",
                example=w.examples.table_rules,
            )
        },
    )
    w.spec.path(
        path="/v1/table/rules/{rule_id}",
        operations={
            "get": w.operation(
                "One table rule",
                "The entry an outcome's `rule_url` points to when the table ended the match.",
                None,
                {
                    200: json_answer("the rule", ref("RuleAnswer")),
                    304: not_modified,
                    404: problem_answer("no such table rule"),
                },
                "rules",
                [
                    {
                        **rule_id,
                        "schema": {"type": "string", "enum": [rule.id for rule in TABLE_RULES]},
                    },
                    if_none_match,
                ],
                operation_id="getTableRule",
                example=w.examples.table_rule,
            )
        },
    )
