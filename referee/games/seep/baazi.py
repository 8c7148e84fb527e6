"""The baazi: when a deal's totals end it, and the match replayed from its ledger (SEP-11)."""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.engine.sheets import DealRow


def baazi_end(options: dict, totals: dict[str, int], deals: int) -> str | None:
    """Whether the deal just scored ends the baazi, and why: "margin", "deal_limit" or None.

    SEP-11.1: a lead of baazi_margin or more wins; this test comes first at every deal end.
    deals_per_baazi (SEP-13) is our decision, not the source rules': once `deals` completed
    deals reach the limit, the side with the higher total wins; while the totals are level
    the baazi goes on, deal by deal, until one ends with a side ahead.
    """
    leader = max(totals, key=lambda side: totals[side])
    lead = min(totals[leader] - score for side, score in totals.items() if side != leader)
    if lead >= options["baazi_margin"]:
        return "margin"
    limit = options["deals_per_baazi"]
    if limit is not None and deals >= limit and lead > 0:
        return "deal_limit"
    return None


def leader(totals: dict[str, int]) -> str:
    """The side ahead on a baazi's totals: the winner once baazi_end says it is over."""
    return max(totals, key=lambda side: totals[side])


def match_over(options: dict, won: dict[str, int]) -> bool:
    """SEP-11.2: the match is over once baazi_count baazis are won (never with null)."""
    count = options["baazi_count"]
    return count is not None and sum(won.values()) >= count


@dataclass
class Replay:
    """The match as its ledger of scored deals makes it (SEP-10.4, SEP-11.1, SEP-11.4).

    `rows` holds each scored deal's number, totals, and the baazi's totals right after it
    (before a new baazi sets them back to 0); `scores`, `baazis_won` and `baazi_deals` are
    what the state must hold after the last row; `over` says whether the match ended on it,
    and `extra` counts rows recorded after that end (none in a reachable state).
    """

    rows: list[DealRow] = field(default_factory=list)
    scores: dict[str, int] = field(default_factory=dict)
    baazis_won: dict[str, int] = field(default_factory=dict)
    baazi_deals: int = 0
    over: bool = False
    extra: int = 0


def replay(options: dict, sides: tuple[str, ...], ledger: list[dict]) -> Replay:
    """Add the ledger's deals up baazi by baazi, as the end of every deal does, from where
    its carried row leaves the match, if it opens with one (SEP-11.5)."""
    out = Replay(scores={side: 0 for side in sides}, baazis_won={side: 0 for side in sides})
    for entry in ledger:
        if "carried" in entry:
            out.scores = {side: entry["points"][side] for side in sides}
            out.baazis_won = {side: entry["baazis_won"][side] for side in sides}
            out.baazi_deals = entry["baazi_deals"]
            out.rows.append(
                {
                    "number": entry["deals"],
                    "totals": dict(out.scores),
                    "scores": dict(out.scores),
                    "carried": True,
                }
            )
            continue
        if out.over:
            out.extra += 1
            continue
        totals = entry["totals"]
        out.scores = {side: out.scores[side] + totals.get(side, 0) for side in sides}
        out.baazi_deals += 1
        out.rows.append(
            {"number": entry["number"], "totals": dict(totals), "scores": dict(out.scores)}
        )
        if baazi_end(options, out.scores, out.baazi_deals) is None:
            continue
        side = leader(out.scores)
        out.baazis_won = {**out.baazis_won, side: out.baazis_won[side] + 1}
        if match_over(options, out.baazis_won):
            out.over = True
        else:
            out.scores = {side: 0 for side in sides}  # SEP-11.4
            out.baazi_deals = 0
    return out
