"""The floor plan every game package follows, and the Game adapter over its role modules."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from ..engine.errors import InvalidState, RefereeError
from ..engine.game import Game, Move, Option, Outcome, State
from ..engine.rules import RulesCatalog
from ..engine.standings import MatchOutcome
from ..engine.wording import json_text
from .upgrading import Step, older_version, upgraded
from .wire import SchemaWire

# A game package holds these modules, each with the same job in every game. Topic modules
# named after the rules (houses, reservations, declarations, bidding, piles ...) sit beside
# them; `game.py` only names the game and wires these together.
ROLE_MODULES = (
    "game",
    "options",
    "deal",
    "moves",
    "scoring",
    "view",
    "sampling",
    "schema",
    "validation",
    "catalog",
    "upgrades",
)


class OptionsModule(Protocol):
    """options.py: the game's options and the checks that span several of them."""

    OPTIONS: tuple[Option, ...]

    def check_options(self, options: dict) -> None: ...


class DealModule(Protocol):
    """deal.py: a freshly dealt match."""

    def new_match(self, options: dict, seed: str) -> State:
        """Every field of a new match's state after `game` and `schema_version`, in order."""
        ...


class MovesModule(Protocol):
    """moves.py: the rules of play: who may move, what they may do, and what it does."""

    def movers(self, state: State) -> list[int]: ...

    def legal_moves(self, state: State, player: int, limit: int) -> tuple[list[Move], bool]: ...

    def apply(self, state: State, move: Move) -> Outcome: ...


class ScoringModule(Protocol):
    """scoring.py: the score sheet of a state, and of a tally of a game played elsewhere."""

    def score_sheet(self, state: State) -> dict: ...

    def score_tally(self, tally: dict) -> dict: ...

    def outcome(self, state: State) -> MatchOutcome | None: ...


class ViewModule(Protocol):
    """view.py: what one seat, or a spectator, may see."""

    def view(self, state: State, seat: int | None) -> dict: ...


class SamplingModule(Protocol):
    """sampling.py: a state a seat's view could have come from, its unseen cards dealt at random."""

    def sample_state(self, view: dict, rng: random.Random) -> State:
        """Every field of such a state after `game` and `schema_version`, in order."""
        ...


class SchemaModule(Protocol):
    """schema.py: the wire format, as marshmallow schema instances."""

    STATE: Any
    MOVES: dict[str, Any]
    VIEW: Any
    TALLY: Any
    EVENTS: dict[str, Any]


class ValidationModule(Protocol):
    """validation.py: whether a well-formed state is one that play of the rules can reach."""

    def check_state(self, state: State) -> None: ...


class CatalogModule(Protocol):
    """catalog.py: RULES, every rule and decision id the game cites, read from catalog.yaml."""

    RULES: RulesCatalog


class UpgradesModule(Protocol):
    """upgrades.py: UPGRADES, one step per earlier schema_version (the step at index i from
    version i + 1 to i + 2), as `referee.games.upgrading` applies them."""

    UPGRADES: tuple[Step, ...]


@dataclass(frozen=True)
class Roles:
    """A game package's role modules, in the alphabetical order its `game.py` imports them.

    Each field's protocol differs from the others', so a module passed in the wrong place
    fails the type check.
    """

    catalog: CatalogModule
    deal: DealModule
    moves: MovesModule
    options: OptionsModule
    sampling: SamplingModule
    schema: SchemaModule
    scoring: ScoringModule
    upgrades: UpgradesModule
    validation: ValidationModule
    view: ViewModule


class PackagedGame(SchemaWire, Game):
    """A Game whose rules live in the role modules of its package.

    A subclass names the game (`id`, `title`, `rules_version`, `player_counts`, `turn_rule`,
    `over_rule`), sets `citations` from its topic module `refusals.py` (the rules file's order
    of citations) and `roles`; the options, the rules catalog and the wire schemas are read
    from those modules once, when the class is made.
    """

    roles: ClassVar[Roles]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        roles = cls.__dict__.get("roles")
        if roles is None:
            return
        cls.options = roles.options.OPTIONS
        cls.rules = roles.catalog.RULES
        cls.state_schema = roles.schema.STATE
        cls.move_schemas = roles.schema.MOVES
        cls.view_schema = roles.schema.VIEW
        cls.tally_schema = roles.schema.TALLY
        cls.event_schemas = roles.schema.EVENTS
        steps = len(roles.upgrades.UPGRADES)
        if steps != cls.schema_version - 1:
            raise TypeError(
                f"{cls.__name__} is at schema_version {cls.schema_version}, so its upgrades.py "
                f"lists {cls.schema_version - 1} step(s); it lists {steps}"
            )

    def check_options(self, options: dict) -> None:
        self.roles.options.check_options(options)

    def new_state(self, options: dict, seed: str) -> State:
        # `game` and `schema_version` come from the class, so that raising the class's
        # `schema_version` is all it takes to write the new format.
        return {
            "game": self.id,
            "schema_version": self.schema_version,
            **self.roles.deal.new_match(options, seed),
        }

    def parse_state(self, data: Any) -> State:
        # A state of an earlier format is brought to this one first, step by step; one of a
        # format this code does not know is refused before the schema words the first field
        # it misses or misnames.
        return super().parse_state(
            upgraded(data, self.id, self.schema_version, self.roles.upgrades.UPGRADES)
        )

    def load_state(self, data: Any) -> State:
        older = older_version(data, self.id, self.schema_version)
        try:
            return super().load_state(data)
        except RefereeError as refused:
            # What the upgraded state breaks is worded in its own, newer fields: say so.
            if older is not None and refused.code != "not_upgradable":
                refused.message += (
                    f" (in the state upgraded from schema_version {older} to {self.schema_version})"
                )
                refused.args = (refused.message,)
            raise

    def check_state(self, state: State) -> None:
        self._check_version(state["schema_version"])
        self.roles.validation.check_state(state)

    def _check_version(self, version: int) -> None:
        if version != self.schema_version:
            raise InvalidState(
                f"schema_version must be {self.schema_version}; got {json_text(version)}",
                path="state.schema_version",
            )

    def to_move(self, state: State) -> list[int]:
        return self.roles.moves.movers(state)

    def legal_moves(self, state: State, player: int, limit: int) -> tuple[list[Move], bool]:
        return self.roles.moves.legal_moves(state, player, limit)

    def apply(self, state: State, move: Move) -> Outcome:
        return self.roles.moves.apply(state, move)

    def view(self, state: State, seat: int | None) -> dict:
        return self.roles.view.view(state, seat)

    def sample_state(self, view: dict, rng: random.Random) -> State:
        return {
            "game": self.id,
            "schema_version": self.schema_version,
            **self.roles.sampling.sample_state(view, rng),
        }

    def score_sheet(self, state: State) -> dict:
        return self.roles.scoring.score_sheet(state)

    def score_tally(self, tally: dict) -> dict:
        return self.roles.scoring.score_tally(tally)

    def outcome(self, state: State) -> MatchOutcome | None:
        return self.roles.scoring.outcome(state)
