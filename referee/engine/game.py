"""The Game interface every game module implements, and the values it trades in."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .citations import CitationOrder
from .errors import ConflictingOptions, IllegalMove, InvalidState, MalformedInput
from .rules import RulesCatalog
from .standings import MatchOutcome
from .wording import json_text, seat_range

State = dict  # a plain JSON object; never mutated once built
Move = dict

# Listing is bounded so that an adversarial table cannot make the referee enumerate
# without end; clients see `truncated: true` when the cap cut the list.
MOVE_LIST_CAP = 1000


@dataclass(frozen=True)
class Option:
    """One game option: its allowed values (or integer range), default, and the rule it sets."""

    name: str
    default: Any
    description: str
    rule: str
    values: tuple | None = None
    minimum: int | None = None
    maximum: int | None = None
    nullable: bool = False  # with a range: null is allowed too (e.g. "no limit")
    _allowed: frozenset = field(init=False, repr=False, compare=False, default=frozenset())

    def __post_init__(self) -> None:
        # (type, value) pairs, so that True is not taken for 1 nor 1 for True.
        if self.values is not None:
            object.__setattr__(self, "_allowed", frozenset((type(v), v) for v in self.values))

    def check(self, value: Any, path: str | None = None) -> Any:
        """`value` when the option allows it; else MalformedInput at `path`, where the client
        sent it (`options.<name>` unless told)."""
        path = path or f"options.{self.name}"
        if self.values is not None:
            try:
                if (type(value), value) in self._allowed:
                    return value
            except TypeError:  # an unhashable value (a list, an object) is never allowed
                pass
            allowed = ", ".join(json_text(v) for v in self.values)
            raise MalformedInput(
                f"{path} must be one of {allowed}; got {json_text(value)}", path=path
            )
        if value is None and self.nullable:
            return value
        if isinstance(value, bool) or not isinstance(value, int):
            kind = "an integer or null" if self.nullable else "an integer"
            raise MalformedInput(f"{path} must be {kind}; got {json_text(value)}", path=path)
        if (self.minimum is not None and value < self.minimum) or (
            self.maximum is not None and value > self.maximum
        ):
            bound = (
                f"at least {self.minimum}"
                if self.maximum is None
                else f"at most {self.maximum}"
                if self.minimum is None
                else f"from {self.minimum} to {self.maximum}"
            )
            raise MalformedInput(f"{path} must be {bound}; got {value}", path=path)
        return value

    def describe(self) -> dict:
        out = {
            "name": self.name,
            "default": self.default,
            "description": self.description,
            "rule": self.rule,
        }
        if self.values is not None:
            out["values"] = list(self.values)
        else:
            # A bound the option lacks is left out, never shown as null.
            if self.minimum is not None:
                out["minimum"] = self.minimum
            if self.maximum is not None:
                out["maximum"] = self.maximum
            if self.nullable:
                out["nullable"] = True
        return out


def options_screen(options: tuple[Option, ...]) -> Callable[[dict], bool]:
    """A predicate over a complete options dict: True only if every `Option.check` passes.

    One loop in place of a call per option, for the state checks of every request; where it
    answers False, the options' own `check` finds and words the refusal.
    """
    valued = tuple(
        (option.name, option._allowed) for option in options if option.values is not None
    )
    ranged = tuple(
        (option.name, option.minimum, option.maximum, option.nullable)
        for option in options
        if option.values is None
    )

    def accepts(values: dict) -> bool:
        try:
            for name, allowed in valued:
                value = values[name]
                if (type(value), value) not in allowed:
                    return False
            for name, low, high, nullable in ranged:
                value = values[name]
                if value is None and nullable:
                    continue
                if (
                    type(value) is not int
                    or (low is not None and value < low)
                    or (high is not None and value > high)
                ):
                    return False
        except (KeyError, TypeError):  # a missing option, an unhashable value
            return False
        return True

    return accepts


@dataclass(frozen=True)
class Violation:
    code: str
    rule: str
    message: str


@dataclass
class Outcome:
    """What a legal move did: the new state, events in order, and match-score changes by side."""

    state: State
    events: list[dict] = field(default_factory=list)
    score_deltas: dict[str, int] = field(default_factory=dict)
    finished: bool = False
    result: dict | None = None

    def to_dict(self) -> dict:
        return {
            "legal": True,
            "state": self.state,
            "events": self.events,
            "score_deltas": self.score_deltas,
            "finished": self.finished,
            "result": self.result,
        }


class Game(ABC):
    """A game: metadata plus pure functions over plain-JSON states.

    Subclasses implement the abstract methods; `play` and `moves` are the framework's
    and handle "game over" once for every game, and "not your turn" where the game's
    citation order puts it before the game's own rules.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    rules_version: ClassVar[str]
    player_counts: ClassVar[tuple[int, ...]]
    options: ClassVar[tuple[Option, ...]]
    turn_rule: ClassVar[str]  # cited when a seat that may not move posts a move
    # Wire schemas (marshmallow instances, set by each game; the engine never imports them)
    state_schema: ClassVar[Any]
    move_schemas: ClassVar[dict[str, Any]]
    view_schema: ClassVar[Any]
    tally_schema: ClassVar[Any]
    over_rule: ClassVar[str]  # cited when a move is posted to a finished match
    # The rules file's order of citations (engine.citations): which move types a seat that may
    # not move is refused for by `play`, citing the turn, and which go to `apply` to be checked
    # by the game's own rules first. None: every move type is refused by the turn first.
    citations: ClassVar[CitationOrder | None] = None
    # The state format this code reads (`schema_version` of its states); opaque tokens are
    # bound to it, so a token never opens under a format it was not made for.
    schema_version: ClassVar[int] = 1
    # Each event type the game emits, with the wire schema of its events.
    event_schemas: ClassVar[dict[str, Any]]
    # Every rule and decision id the game can cite, with its text (referee.engine.rules).
    rules: ClassVar[RulesCatalog]

    # -- wire format (implemented with the game's schemas) ------------------------------
    @abstractmethod
    def parse_state(self, data: Any) -> State:
        """Structural check of a posted state (types, card codes); MalformedInput if off."""

    @abstractmethod
    def parse_move(self, data: Any) -> Move:
        """Structural check of a posted move; MalformedInput if off."""

    @abstractmethod
    def parse_tally(self, data: Any) -> dict:
        """Structural check of a tally of captured cards for a game played elsewhere."""

    # -- rules --------------------------------------------------------------------------
    @abstractmethod
    def new_state(self, options: dict, seed: str) -> State:
        """A freshly dealt match; `options` is complete (see `resolve_options`)."""

    @abstractmethod
    def check_state(self, state: State) -> None:
        """Raise InvalidState unless the state is one the rules can reach."""

    @abstractmethod
    def to_move(self, state: State) -> list[int]:
        """The seats that may move now; empty once the match is finished."""

    @abstractmethod
    def legal_moves(self, state: State, player: int, limit: int) -> tuple[list[Move], bool]:
        """Up to `limit` legal moves of `player`, and whether the list was cut."""

    @abstractmethod
    def apply(self, state: State, move: Move) -> Outcome:
        """The outcome of a move; IllegalMove if the rules forbid it.

        `play` passes only moves by a seat that may move, except for the move types whose
        citation order checks the game's own rules before the turn (`citations`): for those,
        `apply` refuses a seat that may not move itself. Must not mutate `state`.
        """

    @abstractmethod
    def view(self, state: State, seat: int | None) -> dict:
        """What `seat` may see (None: a spectator). Never the seed or the stock order."""

    @abstractmethod
    def sample_state(self, view: dict, rng: random.Random) -> State:
        """A state that gives `view` to its seat, the cards the view hides dealt by `rng`.

        It passes `check_state`; over many draws every unseen card reaches every hidden
        place it could be in. Bots search over such states, never over the real one.
        """

    @abstractmethod
    def score_sheet(self, state: State) -> dict:
        """The score sheet of the current or finished game, item by item."""

    @abstractmethod
    def outcome(self, state: State) -> MatchOutcome | None:
        """None while play goes on; once the match is over, how it ended (engine.standings)."""

    @abstractmethod
    def score_tally(self, tally: dict) -> dict:
        """The score sheet for captured cards of a game played elsewhere."""

    def is_finished(self, state: State) -> bool:
        """Whether the whole match is over: every state names it as its `phase`."""
        return bool(state["phase"] == "finished")

    # -- provided ---------------------------------------------------------------------
    def public_record(
        self, move: Move, events: list[dict], seat: int | None
    ) -> tuple[Move | None, list[dict]]:
        """What `seat` (None: a spectator) may see of an accepted move and its events.

        Moves and events are public by default. A game with secret moves (Modulo's bids, a
        declaration's rank) overrides this to hide what the rules keep from that seat; the
        session history and the live event stream show only what it returns. A move that
        may not be shown at all comes back as None.
        """
        return move, events

    def turn_and_outcome(self, state: State) -> dict:
        """Who may move now and, once the match is over, how it ended, its rule linked to
        the game's rules catalog: what every answer carries beside the game's own view."""
        ended = self.outcome(state)
        outcome = None if ended is None else {**ended, "rule_url": self.rules.url(ended["rule"])}
        return {"movers": self.to_move(state), "outcome": outcome}

    def seat_count(self, state: State) -> int:
        return state["options"]["players"]

    def resolve_options(self, options: dict | None, players: int | None = None) -> dict:
        """Complete and check client options; MalformedInput for an unknown or bad one."""
        options = dict(options or {})
        known = {option.name: option for option in self.options}
        if players is not None:
            if "players" in options and options["players"] != players:
                raise MalformedInput("`players` and `options.players` disagree", path="players")
            # Checked where the client sent it, so that a refusal points there.
            options["players"] = known["players"].check(players, path="players")
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise MalformedInput(
                f"unknown option(s) {', '.join(unknown)} for {self.id}; known: {', '.join(known)}",
                path="options",
            )
        resolved = {}
        for name, option in known.items():
            resolved[name] = option.check(options[name]) if name in options else option.default
        try:
            self.check_options(resolved)
        except MalformedInput as conflict:
            raise ConflictingOptions(conflict.message, path=conflict.path) from None
        return resolved

    def check_options(self, options: dict) -> None:  # noqa: B027 - a hook, empty by default
        """Cross-option checks (e.g. a seat number within the player count); none by default."""

    def load_state(self, data: Any) -> State:
        state = self.parse_state(data)
        self.check_state(state)
        return state

    def describe(self) -> dict:
        return {
            "id": self.id,
            "title": self.title,
            "rules_version": self.rules_version,
            "players": list(self.player_counts),
            "options": [option.describe() for option in self.options],
            "defaults_by_players": self.defaults_by_players(),
            "move_list_cap": MOVE_LIST_CAP,
        }

    def defaults_by_players(self) -> dict[str, dict]:
        """Every option as `resolve_options` fills it in for a client that names only the
        player count, by player count: a game may tie defaults to the seat count (Spite and
        Malice's mixed deal and pay-off size), which one `Option.default` cannot say."""
        return {str(players): self.resolve_options({}, players) for players in self.player_counts}

    def check_seat(self, state: State, seat: int, path: str) -> None:
        """MalformedInput unless `seat` is a seat of the state's game; `path` names the field."""
        seats = self.seat_count(state)
        if not 0 <= seat < seats:
            raise MalformedInput(f"{path}: {seat} is not a seat; {seat_range(seats)}", path=path)

    def play(self, state: State, move: Move) -> Outcome:
        """Referee one move on a checked state: the framework's checks, then the game's.

        A move to a finished match cites `over_rule`. A seat that may not move is refused
        here, citing the turn, only for move types whose first citation is the turn; moves
        of other types go to `apply` from any seat, which checks them in the game's order.
        """
        player = move["player"]
        self.check_seat(state, player, "move.player")
        if self.is_finished(state):
            raise IllegalMove("game_over", self.over_rule, "the match is over; no move can be made")
        movers = self.to_move(state)
        if player not in movers:
            rule = (
                self.turn_rule
                if self.citations is None
                else self.citations.turn_first(move["type"])
            )
            if rule is not None:
                waiting = ", ".join(str(s) for s in movers)
                raise IllegalMove(
                    "not_your_turn",
                    rule,
                    f"seat {player} may not move now; waiting for seat {waiting}",
                )
        return self.apply(state, move)

    def check(self, state: State, move: Move) -> Violation | None:
        try:
            self.play(state, move)
        except IllegalMove as illegal:
            return Violation(illegal.code, illegal.rule, illegal.message)
        return None

    def moves(
        self, state: State, player: int | None = None, limit: int = MOVE_LIST_CAP
    ) -> tuple[list[Move], bool]:
        """Legal moves of one seat, or of every seat that may move now, capped at `limit`."""
        limit = max(0, min(limit, MOVE_LIST_CAP))
        if player is not None:
            self.check_seat(state, player, "player")
        movers = self.to_move(state)
        seats = movers if player is None else [player] if player in movers else []
        out: list[Move] = []
        truncated = False
        for seat in seats:
            found, cut = self.legal_moves(state, seat, limit - len(out))
            out.extend(found)
            truncated = truncated or cut
            if len(out) >= limit and seat != seats[-1]:
                truncated = True
                break
        return out, truncated


def require(condition: bool, message: str, path: str | None = None) -> None:
    """Raise InvalidState with `message` unless `condition` holds."""
    if not condition:
        raise InvalidState(message, path=path)
