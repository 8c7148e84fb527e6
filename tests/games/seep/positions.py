"""Hand-built Seep positions for the rules tests: what matters is named, the rest filled in.

The arguments follow the test-vector notation of the source rules (SEP-0.7): `plays=40` is
"play 41", `hand` is the mover's complete hand, `holds` the cards that matter in other
hands; unlisted cards go to other hands up to their sizes (SEP-3.10), then to the piles.
"""

from __future__ import annotations

from referee.engine.cards import standard_deck
from referee.games.seep import GAME, seats
from referee.games.seep.deal import assemble
from referee.games.seep.options import DEFAULTS


def house(value: int, cards: str, owners: list[int] | int) -> dict:
    return {
        "value": value,
        "cards": cards.split(),
        "owners": [owners] if isinstance(owners, int) else sorted(owners),
    }


def ledger_for(scores: dict, baazi_deals: int) -> list[dict]:
    """A ledger whose carried row stands for `baazi_deals` scored deals of the first baazi
    making `scores` (SEP-11.5); none before the first deal is scored."""
    if not baazi_deals:
        return []
    return [
        {
            "carried": True,
            "deals": baazi_deals,
            "points": dict(scores),
            "baazi_deals": baazi_deals,
            "baazis_won": {side: 0 for side in scores},
        }
    ]


def played(state: dict, scores: dict, baazi_deals: int) -> dict:
    """The state with these baazi totals and deals behind it: scores, baazi_deals, a ledger
    that adds up to them, and the deal in play numbered after it."""
    state["scores"], state["baazi_deals"] = dict(scores), baazi_deals
    state["ledger"] = ledger_for(scores, baazi_deals)
    state["deal_number"] = baazi_deals + 1
    return state


def position(
    *,
    hand: str,
    dealer: int = 3,
    plays: int = 40,
    loose: str = "",
    houses: tuple = (),
    holds: dict | None = None,
    players: int = 4,
    options: dict | None = None,
    scores: dict | None = None,
    piles: dict | None = None,
    sweeps: dict | None = None,
    last_capturer: int | None = None,
    baazi_deals: int | None = None,
) -> dict:
    """A play-phase state: the mover's complete `hand`, `holds` = cards other seats must hold,
    the floor; every other card goes to other hands (up to their sizes) and then the piles.
    `baazi_deals` (deals completed in the baazi) defaults to 0 at 0-0 totals, else 1; the
    ledger adds those deals up to `scores` (see `ledger_for`)."""
    options = {**DEFAULTS, "players": players, **(options or {})}
    mover = seats.mover(players, dealer, plays + 1)
    holds = {mover: hand.split(), **{seat: cards.split() for seat, cards in (holds or {}).items()}}
    named = [c for cards in holds.values() for c in cards] + loose.split()
    named += [c for h in houses for c in h["cards"]]
    for pile in (piles or {}).values():
        named += pile
    assert len(named) == len(set(named)), "a card is named twice"
    spare = [c for c in standard_deck() if c not in named]
    hands = []
    for seat in range(players):
        cards = list(holds.get(seat, []))
        size = seats.expected_hand(players, dealer, seat, plays)
        if seat == mover:
            assert len(cards) == size, f"the mover must hold {size} cards at play {plays + 1}"
        while len(cards) < size:
            cards.append(spare.pop())
        hands.append(cards)
    reserves = []
    if players == 2:
        reserves = [
            [spare.pop() for _ in range(12)] if plays < seats.PICKUP else [] for _ in range(2)
        ]
    sides = seats.sides(players)
    pile_map = {side: list((piles or {}).get(side, [])) for side in sides}
    pile_map[sides[0]] += spare
    last = last_capturer
    for seat in range(players if last is None else 0):
        if pile_map[seats.side_of(players, seat)]:
            last = seat
            break
    scores = scores or {s: 0 for s in sides}
    if baazi_deals is None:
        baazi_deals = 1 if any(scores.values()) else 0
    state = assemble(
        game="seep",
        schema_version=GAME.schema_version,
        options=options,
        seed="hand-built",
        phase="play",
        to_move=mover,
        hands=hands,
        stock=[],
        scores=scores,
        reserves=reserves,
        dealer=dealer,
        deal_number=baazi_deals + 1,
        baazis_won={s: 0 for s in sides},
        baazi_deals=baazi_deals,
        ledger=ledger_for(scores, baazi_deals),
        bid=9,
        plays=plays,
        floor_down=[],
        loose=loose.split(),
        houses=list(houses),
        piles=pile_map,
        sweeps=sweeps or {s: [] for s in sides},
        last_capturer=last,
        last_capture=None,
    )
    GAME.check_state(state)
    return state


def opening(
    *,
    dealer: int,
    hand: str,
    floor: str,
    bid: int | None = None,
    players: int = 4,
    options: dict | None = None,
) -> dict:
    """A bid-phase state (bid None) or a play-1 state (bid given) with these eight cards."""
    options = {**DEFAULTS, "players": players, **(options or {})}
    bidder = seats.bidder(players, dealer)
    named = hand.split() + floor.split()
    stock = [c for c in standard_deck() if c not in named]
    hands = [[] for _ in range(players)]
    hands[bidder] = hand.split()
    sides = seats.sides(players)
    state = assemble(
        game="seep",
        schema_version=GAME.schema_version,
        options=options,
        seed="hand-built",
        phase="bid" if bid is None else "first_play",
        to_move=bidder,
        hands=hands,
        stock=stock,
        scores={s: 0 for s in sides},
        reserves=[[], []] if players == 2 else [],
        dealer=dealer,
        deal_number=1,
        baazis_won={s: 0 for s in sides},
        baazi_deals=0,
        ledger=[],
        bid=bid,
        plays=0,
        floor_down=floor.split() if bid is None else [],
        loose=[] if bid is None else floor.split(),
        houses=[],
        piles={s: [] for s in sides},
        sweeps={s: [] for s in sides},
        last_capturer=None,
        last_capture=None,
    )
    GAME.check_state(state)
    return state


def play(state: dict, move: dict):
    """The framework's entry point: turn and match-over checks, then the game's."""
    return GAME.play(state, GAME.parse_move(move))


def capture(player: int, card: str, loose: str = "", houses=()) -> dict:
    return {
        "player": player,
        "type": "capture",
        "card": card,
        "loose": loose.split(),
        "houses": list(houses),
    }


def build(player: int, card: str, value: int, loose: str = "", houses=()) -> dict:
    return {
        "player": player,
        "type": "build",
        "card": card,
        "value": value,
        "loose": loose.split(),
        "houses": list(houses),
    }


def throw(player: int, card: str) -> dict:
    return {"player": player, "type": "throw", "card": card}


def random_position(rng, players: int = 4) -> dict | None:
    """A random consistent position with a few loose cards and houses (None when the draw
    does not make one); used to check the listing against a brute-force search."""
    from referee.engine import InvalidState
    from referee.engine.cards import VALUES

    deck = standard_deck()
    rng.shuffle(deck)
    dealer = 3 if players == 4 else 1
    plays = rng.choice([28, 32, 36, 40]) if players == 4 else rng.choice([12, 16, 20])
    mover = seats.mover(players, dealer, plays + 1)
    size = seats.expected_hand(players, dealer, mover, plays)
    built = []
    holds: dict[int, list[str]] = {}
    for value in rng.sample(range(9, 14), rng.choice([0, 1, 1, 2, 2, 3])):
        for _ in range(200):
            cards = rng.sample(deck, rng.choice([2, 2, 3, 4]))
            total = sum(VALUES[c] for c in cards)
            if total % value == 0 and all(VALUES[c] <= value for c in cards):
                break
        else:
            continue
        for c in cards:
            deck.remove(c)
        owner = rng.randrange(players)
        owners = [owner]
        if total > value and players == 4 and rng.random() < 0.3:
            owners.append((owner + 1) % 4)
        keys = [c for c in deck if VALUES[c] == value]
        for seat in owners:
            if not keys:
                return None
            key = keys.pop()
            deck.remove(key)
            holds.setdefault(seat, []).append(key)
        built.append(house(value, " ".join(cards), owners))
    loose = [deck.pop() for _ in range(rng.randint(0, 8))]
    hand = holds.pop(mover, [])
    while len(hand) < size:
        hand.append(deck.pop())
    if len(hand) > size:
        return None
    try:
        return position(
            hand=" ".join(hand),
            dealer=dealer,
            plays=plays,
            loose=" ".join(loose),
            houses=tuple(sorted(built, key=lambda h: h["value"])),
            holds={seat: " ".join(cards) for seat, cards in holds.items()},
            players=players,
        )
    except (InvalidState, AssertionError):
        return None


def refused(state: dict, move: dict, rule: str, code: str | None = None):
    """Assert the move is refused citing `rule` (SEP-0.6: and the state is left unchanged)."""
    import copy

    import pytest

    from referee.engine import IllegalMove

    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove) as caught:
        play(state, move)
    assert caught.value.rule == rule, (caught.value.rule, caught.value.message)
    if code is not None:
        assert caught.value.code == code, caught.value.code
    assert state == before
    return caught.value


def points(cards) -> int:
    from referee.games.seep.scoring import card_points

    return sum(card_points(card, DEFAULTS) for card in cards)


def added(before: dict, after: dict, side: str) -> list[str]:
    """The cards a move put on a side's pile."""
    return after["piles"][side][len(before["piles"][side]) :]
