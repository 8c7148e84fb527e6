"""Time controls of a session: a bank per seat, a Fischer increment, a cap on each move.

Pure arithmetic on milliseconds, with the time always passed in (the store's, never a
client's), so every rule here is tested on a clock the test sets. A `Control` is what the
session's opener chose; `Clocks` is where the seats' clocks stand at `since`, the time of
the last change (a move, a timeout, a pause): a running seat's clock has run since then.

- `initial`: each seat's bank, in ms; it runs down while the seat is among the movers
  (several seats at once where several move, as in Modulo's secret bids).
- `increment`: added to a seat's bank after each of its moves (Fischer: lichess's "5+3").
- `per_move`: the most any one move may take, whatever the bank holds (the card room's
  "30 s a move", or days for correspondence play).

A running seat's deadline is the sooner of its bank running out and its move's cap; a seat
past its deadline has timed out. While paused no clock runs and no seat has a deadline.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from ..bots import LEVELS
from ..engine import MalformedInput
from ..engine.errors import ConflictingOptions

FORFEIT, BOT = "forfeit", "bot"
ON_TIMEOUT = (FORFEIT, BOT)
MAX_SECONDS = 366 * 24 * 3600  # a bank or a move's cap: up to a year (correspondence play)
MIN_SECONDS = 0.001  # a bank or a move's cap: at least a millisecond
MAX_INCREMENT = 24 * 3600
MAX_TAKEOVER = 1000
DEFAULT_BOT = "greedy"
DEFAULT_TAKEOVER = 3


def _ms(seconds: float) -> int:
    return round(seconds * 1000)


def seconds(ms: int) -> float | int:
    """Milliseconds as seconds on the wire: a whole number when whole."""
    return ms // 1000 if ms % 1000 == 0 else ms / 1000


def instant(ms: int) -> str:
    """An absolute time (ms since the epoch) as RFC 3339, to the millisecond, in UTC."""
    moment = datetime.fromtimestamp(ms / 1000, UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


@dataclass(frozen=True)
class Control:
    """A session's time control, as its opener chose it (times in ms)."""

    initial: int | None = None
    increment: int = 0
    per_move: int | None = None
    on_timeout: str = FORFEIT
    bot: str | None = None  # with on_timeout `bot`: the level of the bot that moves
    takeover_after: int | None = None  # with `bot`: timeouts in a row before it keeps the seat

    @classmethod
    def parse(cls, data: Any, path: str = "clock") -> Control:
        """A control from the wire (`clock` of POST /v1/sessions): MalformedInput for a
        field of the wrong type or out of range, ConflictingOptions for fields that do not
        go together."""
        if not isinstance(data, dict):
            raise MalformedInput(f"{path} must be an object", path=path)
        known = ("initial", "increment", "per_move", "on_timeout", "bot", "takeover_after")
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise MalformedInput(
                f"{path}: unknown field(s) {', '.join(unknown)}; known: {', '.join(known)}",
                path=f"{path}.{unknown[0]}",
            )
        initial = _time(data, "initial", path, MIN_SECONDS, MAX_SECONDS)
        increment = _time(data, "increment", path, 0, MAX_INCREMENT)
        per_move = _time(data, "per_move", path, MIN_SECONDS, MAX_SECONDS)
        on_timeout = data.get("on_timeout", FORFEIT)
        if on_timeout not in ON_TIMEOUT:
            raise MalformedInput(
                f"{path}.on_timeout is `forfeit` or `bot`; {on_timeout!r} is neither",
                path=f"{path}.on_timeout",
            )
        bot = data.get("bot")
        if bot is not None and bot not in LEVELS:
            raise MalformedInput(
                f"{path}.bot: a bot's level is one of {', '.join(LEVELS)}; {bot!r} is none",
                path=f"{path}.bot",
            )
        takeover = data.get("takeover_after")
        if takeover is not None and (
            isinstance(takeover, bool)
            or not isinstance(takeover, int)
            or not 1 <= takeover <= MAX_TAKEOVER
        ):
            raise MalformedInput(
                f"{path}.takeover_after must be a whole number from 1 to {MAX_TAKEOVER}",
                path=f"{path}.takeover_after",
            )
        if initial is None and per_move is None:
            raise ConflictingOptions(
                f"{path} needs `initial` (a bank per seat) or `per_move` (a cap on each move), "
                "or both: a clock with neither never runs out",
                path=path,
            )
        # Asked of the number given, not of its milliseconds: 0.0004 is an increment too.
        if data.get("increment") and initial is None:
            raise ConflictingOptions(
                f"{path}.increment is added to a bank: it needs `initial`",
                path=f"{path}.increment",
            )
        if on_timeout == FORFEIT:
            for name in ("bot", "takeover_after"):
                if data.get(name) is not None:
                    raise ConflictingOptions(
                        f"{path}.{name} goes with on_timeout `bot`, not `forfeit`",
                        path=f"{path}.{name}",
                    )
            return cls(initial, increment or 0, per_move, FORFEIT)
        return cls(
            initial,
            increment or 0,
            per_move,
            BOT,
            bot or DEFAULT_BOT,
            DEFAULT_TAKEOVER if takeover is None else takeover,
        )

    def to_json(self) -> dict:
        """As stored (ms); `from_json` reads it back."""
        stored: dict[str, Any] = {"on_timeout": self.on_timeout, "increment": self.increment}
        if self.initial is not None:
            stored["initial"] = self.initial
        if self.per_move is not None:
            stored["per_move"] = self.per_move
        if self.on_timeout == BOT:
            stored["bot"], stored["takeover_after"] = self.bot, self.takeover_after
        return stored

    @classmethod
    def from_json(cls, stored: dict) -> Control:
        return cls(
            stored.get("initial"),
            stored.get("increment", 0),
            stored.get("per_move"),
            stored.get("on_timeout", FORFEIT),
            stored.get("bot"),
            stored.get("takeover_after"),
        )

    def wire(self) -> dict:
        """As a client reads it (seconds), every field named."""
        return {
            "initial": None if self.initial is None else seconds(self.initial),
            "increment": seconds(self.increment),
            "per_move": None if self.per_move is None else seconds(self.per_move),
            "on_timeout": self.on_timeout,
            "bot": self.bot,
            "takeover_after": self.takeover_after,
        }


def _time(data: dict, name: str, path: str, low: float, high: int) -> int | None:
    value = data.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not low <= value <= high:
        raise MalformedInput(
            f"{path}.{name} must be a number of seconds from {low:g} to {high}",
            path=f"{path}.{name}",
        )
    return _ms(value)


@dataclass(frozen=True)
class Clocks:
    """Where every seat's clock stands at `since` (ms since the epoch).

    `left`: each seat's bank (None without `initial`); `used`: what the seat's current move
    has taken so far (for `per_move`); `running`: the seats whose clocks run (the movers);
    `streak`: each seat's timeouts in a row (a move of its own sets it back to 0).
    """

    control: Control
    left: tuple[int | None, ...]
    used: tuple[int, ...]
    running: tuple[int, ...]
    since: int
    paused: bool = False
    streak: tuple[int, ...] = ()

    @classmethod
    def start(
        cls, control: Control, seats: int, movers: list[int], now: int, paused: bool = False
    ) -> Clocks:
        """Fresh clocks of `seats` seats, the `movers`' running from `now`."""
        return cls(
            control,
            (control.initial,) * seats,
            (0,) * seats,
            tuple(sorted(movers)),
            now,
            paused,
            (0,) * seats,
        )

    # -- reading --------------------------------------------------------------------------
    def charged(self, now: int) -> Clocks:
        """The clocks at `now`: what has passed since `since` taken from each running seat
        (nothing while paused, nor for a `now` before `since`). A bank past its deadline
        holds less than nothing, so that the deadline stays where it was."""
        elapsed = 0 if self.paused else max(0, now - self.since)
        if not elapsed or not self.running:
            return replace(self, since=max(self.since, now))
        left, used = list(self.left), list(self.used)
        for seat in self.running:
            bank = left[seat]
            if bank is not None:
                left[seat] = bank - elapsed  # below 0 once overdue: the deadline stays put
            used[seat] += elapsed
        return replace(self, left=tuple(left), used=tuple(used), since=now)

    def deadline(self, seat: int) -> int | None:
        """When `seat` times out unless it moves: None when its clock does not run."""
        if self.paused or seat not in self.running:
            return None
        allowances: list[int] = []
        bank = self.left[seat]
        if bank is not None:
            allowances.append(bank)
        if self.control.per_move is not None:
            allowances.append(self.control.per_move - self.used[seat])
        return self.since + min(allowances)

    def next_deadline(self) -> tuple[int, int] | None:
        """The soonest deadline and its seat (the lowest seat of several at once); None when
        no clock runs."""
        found = [(at, seat) for seat in self.running if (at := self.deadline(seat)) is not None]
        return min(found) if found else None

    def expired(self, now: int) -> tuple[int, int] | None:
        """The first deadline passed at `now`, with its seat; None when none has."""
        soonest = self.next_deadline()
        return soonest if soonest is not None and soonest[0] <= now else None

    # -- changing -------------------------------------------------------------------------
    def moved(self, seat: int, movers: list[int], now: int, *, timed_out: bool = False) -> Clocks:
        """The clocks after `seat` moved at `now` (a bot for it when `timed_out`), leaving
        `movers` to move: its bank gains the increment, its next move starts afresh, and
        only the movers' clocks run on. A move of its own ends the seat's run of timeouts."""
        at = self.charged(now)
        left, used, streak = list(at.left), list(at.used), list(at.streak)
        bank = left[seat]
        if bank is not None:
            left[seat] = bank + self.control.increment
        used[seat] = 0
        streak[seat] = streak[seat] + 1 if timed_out else 0
        running = tuple(sorted(movers))
        for other in range(len(used)):  # a seat that starts or stops moving starts afresh
            if (other in running) != (other in at.running):
                used[other] = 0
        return replace(
            at, left=tuple(left), used=tuple(used), running=running, streak=tuple(streak)
        )

    def turned(self, movers: list[int], now: int) -> Clocks:
        """The clocks at `now` with `movers` to move, nobody having moved (a table change)."""
        at = self.charged(now)
        running = tuple(sorted(movers))
        used = tuple(
            0 if (seat in running) != (seat in at.running) else spent
            for seat, spent in enumerate(at.used)
        )
        return replace(at, used=used, running=running)

    def stopped(self, now: int) -> Clocks:
        """The clocks at `now` with none running: the match is over."""
        return self.turned([], now)

    def paused_at(self, now: int) -> Clocks:
        """Every clock stopped at `now` where it stands (a no-op when paused already)."""
        return self if self.paused else replace(self.charged(now), paused=True)

    def resumed_at(self, now: int) -> Clocks:
        """The running seats' clocks going again from `now` (a no-op unless paused)."""
        return replace(self, paused=False, since=max(now, self.since)) if self.paused else self

    # -- as stored, and on the wire -------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "control": self.control.to_json(),
            "left": list(self.left),
            "used": list(self.used),
            "running": list(self.running),
            "since": self.since,
            "paused": self.paused,
            "streak": list(self.streak),
        }

    @classmethod
    def from_json(cls, stored: dict) -> Clocks:
        return cls(
            Control.from_json(stored["control"]),
            tuple(stored["left"]),
            tuple(stored["used"]),
            tuple(stored["running"]),
            stored["since"],
            stored.get("paused", False),
            tuple(stored.get("streak", (0,) * len(stored["left"]))),
        )

    def wire(self, now: int) -> dict:
        """What a client draws a clock from, as of `now` (the referee's time): per seat the
        bank left, whether its clock runs and its deadline as an absolute time."""
        at = self.charged(now)
        return {
            "now": instant(now),
            "paused": self.paused,
            "seats": [
                {
                    "seat": seat,
                    "left": None if bank is None else seconds(max(0, bank)),
                    "running": seat in at.running and not at.paused,
                    "deadline": None if (due := self.deadline(seat)) is None else instant(due),
                    "timeouts": at.streak[seat],
                }
                for seat, bank in enumerate(at.left)
            ],
        }
