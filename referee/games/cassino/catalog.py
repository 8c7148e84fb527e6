"""The Cassino rules catalog: every rule and decision id the referee cites, in plain words."""

from __future__ import annotations

from referee.engine.rules import Rule, RulesCatalog

TERMS = "0 Conventions and terms"
CARDS = "1 Components and card values"
SEATS = "2 Players, seating, teams"
DEAL = "3 Deal and rounds"
TURN = "4 A turn"
RESERVATIONS = "5 Reservations"
GAME_END = "6 End of a game"
SCORING = "7 Scoring"
MATCH = "8 Match"
FOUR = "9 Four-player variant (2 vs 2)"
OPTIONS = "10 Options"
DECISIONS = "11 Decisions"

RULES = RulesCatalog(
    "cassino",
    "cassino-1",
    (
        Rule(
            "CAS-0.1",
            "Card codes",
            "A card is written as its rank followed by its suit: ranks A, 2 to 10, J, Q, K and "
            "suits S, H, D, C. So 10D is the ten of diamonds and QS the queen of spades.",
            TERMS,
        ),
        Rule(
            "CAS-0.2",
            "Terms",
            "A game is one deal of the whole pack, played over several rounds and then scored; "
            "a round is one hand dealt to each player and played out; a match is a series of "
            "games until one side wins. The leader opens every round of a game. The table holds "
            "free cards and reservations; the stock holds the undealt cards. A side is one player "
            "in the 2-player game and a team in the 4-player game.",
            TERMS,
        ),
        Rule(
            "CAS-0.3",
            "Splitting into a value",
            "A set of cards splits into v when it can be cut into one or more separate groups, "
            "each card in exactly one group, so that every group adds up to v. A single card of "
            "value v is a group by itself. {3C 6D 3H 6C} splits into 9; {3H 3C 6D} does not.",
            TERMS,
        ),
        Rule(
            "CAS-1.1",
            "One pack",
            "The game uses one standard 52-card pack without jokers, and every card exists "
            "exactly once. A state in which a card is missing or appears twice is refused.",
            CARDS,
        ),
        Rule(
            "CAS-1.2",
            "Every card is a number",
            "An ace counts 1, 2 to 10 their face value, a jack 11, a queen 12 and a king 13. "
            "Court cards take part in sums and are captured by sums like any other card.",
            CARDS,
        ),
        Rule(
            "CAS-1.3",
            "Suits matter only for scoring",
            "Suits never affect what may be played. They count only at scoring time: spades, "
            "the ten of diamonds (Big Casino), the two of spades (Little Casino) and the aces.",
            CARDS,
        ),
        Rule(
            "CAS-1.4",
            "Table cards face up",
            "Every card placed on the table lies face up for everyone to see.",
            CARDS,
        ),
        Rule(
            "CAS-1.5",
            "What is public",
            "Everyone may see the table (free cards, and each reservation with its cards, value "
            "and owner), how many cards each hand and the stock hold, every move with exactly "
            "what it captured, each side's sweeps and pile sizes. Hands are seen only by their "
            "holder, the stock order by nobody, and captured piles stay closed until the game "
            "is scored, so views never list a pile's cards during play.",
            CARDS,
        ),
        Rule(
            "CAS-2.1",
            "Two or four players",
            "Two players sit at seats 0 and 1, or four at seats 0 to 3; the option `players` "
            "chooses.",
            SEATS,
        ),
        Rule(
            "CAS-2.2",
            "Turn order and partners",
            "Two players alternate. Four players play in seat order 0, 1, 2, 3, with seats 0 and "
            "2 as team NS and seats 1 and 3 as team EW, so the teams alternate.",
            SEATS,
        ),
        Rule(
            "CAS-2.3",
            "Sides",
            "Captured cards, sweeps and points always go to the mover's side: the player in the "
            "2-player game, the team in the 4-player game.",
            SEATS,
        ),
        Rule(
            "CAS-2.4",
            "The leader",
            "The leader of a game moves first in every round of that game. The option "
            "`first_player` names the leader of the match's first game; later games follow "
            "CAS-8.2.",
            SEATS,
        ),
        Rule(
            "CAS-3.1",
            "Rounds per game",
            "A game has 6 rounds with two players and 2 rounds with four.",
            DEAL,
        ),
        Rule(
            "CAS-3.2",
            "A fresh pack every game",
            "Each game is dealt from the full pack, freshly shuffled; nothing carries over from "
            "the previous game except the match scores.",
            DEAL,
        ),
        Rule(
            "CAS-3.3",
            "The first deal",
            "Four cards go face up to the table, then each player gets a hand: 4 cards each with "
            "two players, 6 each with four. What is left is the stock.",
            DEAL,
        ),
        Rule(
            "CAS-3.4",
            "Deal order",
            "From the top of the shuffled pack: the first 4 cards go to the table, then each "
            "player receives one block of cards, in turn order starting with the leader. Later "
            "rounds deal hands the same way.",
            DEAL,
        ),
        Rule(
            "CAS-3.5",
            "No more cards to the table",
            "After the first deal only hands are dealt. The table carries over from round to "
            "round just as it is, and it may be empty.",
            DEAL,
        ),
        Rule(
            "CAS-3.6",
            "Playing a round",
            "From the leader, players take turns until every hand is empty: 8 turns with two "
            "players, 24 with four. Then the next round is dealt from the stock, or the game "
            "ends when the stock is empty.",
            DEAL,
        ),
        Rule(
            "CAS-3.7",
            "Hand sizes",
            "Within a round, a player who has already played this pass holds one card fewer "
            "than one who has not. A posted state whose hand sizes break this is refused.",
            DEAL,
        ),
        Rule(
            "CAS-4.1",
            "One card, one action",
            "On a turn the mover plays exactly one card from their own hand and either captures "
            "with it, reserves with it (which includes overriding) or trails it. Passing is not "
            "allowed.",
            TURN,
        ),
        Rule(
            "CAS-4.2",
            "What a move names",
            "A capture names the played card and the table cards taken; a reservation names the "
            "played card, the table cards bundled with it and the declared value; a trail names "
            "the played card. How the cards are grouped is never part of the move: a set is "
            "legal when some valid grouping exists. The named cards must be in the hand or on "
            "the table.",
            TURN,
        ),
        Rule(
            "CAS-4.3",
            "When a capture is legal",
            "Playing a card of value v to take a set of table cards is legal only if (a) at "
            "least one table card is taken; (b) each reservation is taken whole or not at all; "
            "(c) every reservation taken has declared value v; (d) the free cards taken split "
            "into v, each reservation counting as a group of its own; and (e) a mover who owns "
            "a reservation takes it. Any legal set may be chosen: there is no duty to take the "
            "most, nor to capture at all.",
            TURN,
        ),
        Rule(
            "CAS-4.4",
            "What a capture does",
            "The played card and everything taken go face down to the mover's side pile. Each "
            "reservation taken disappears, with its owner's obligation, and the mover becomes "
            "the game's last capturer.",
            TURN,
        ),
        Rule(
            "CAS-4.5",
            "Sweeps",
            "A capture that leaves the table completely empty is a sweep, worth 1 point to the "
            "capturing side, even on the last turn of a round or game. A reservation or a trail "
            "is never a sweep, and neither is the hand-over of leftover cards at the end of a "
            "game.",
            TURN,
        ),
        Rule(
            "CAS-4.6",
            "Reserving",
            "The reserve action is covered by CAS-5.2 (a new reservation) and CAS-5.5 (an "
            "override).",
            TURN,
        ),
        Rule(
            "CAS-4.7",
            "Trailing",
            "The played card joins the table as a free card. Trailing is always allowed, even "
            "when a capture is possible, except for a mover who owns a reservation.",
            TURN,
        ),
        Rule(
            "CAS-4.8",
            "An empty table",
            "Capturing and reserving both need a table card, so on an empty table the mover "
            "must trail. An owner never meets an empty table, because their reservation is on "
            "it.",
            TURN,
        ),
        Rule(
            "CAS-4.9",
            "The turn passes",
            "After each action the next player in turn order moves. A move posted by a seat "
            "whose turn it is not is refused with this rule.",
            TURN,
        ),
        Rule(
            "CAS-5.1",
            "What a reservation is",
            "A reservation is a bundle of two or more table cards with a declared value from 1 "
            "to 13 and one owner, a single player. It stays on the table as one unit until it "
            "is captured or absorbed by an override, and it keeps no internal grouping. Several "
            "players' reservations may lie on the table at once.",
            RESERVATIONS,
        ),
        Rule(
            "CAS-5.2",
            "When a reservation is legal",
            "The mover plays a card, names table cards to bundle with it and declares a value "
            "d; the reservation is always the played card plus those cards. It is legal only "
            "if (a) at least one table card is named; (b) the played card is in the bundle; (c) "
            "each existing reservation is named whole or not at all (naming one makes it an "
            "override); (d) all the bundled cards, each at its face value, split into d; (e) "
            "after the play the mover still holds a card of value d; and (f) a mover who owns a "
            "reservation includes it.",
            RESERVATIONS,
        ),
        Rule(
            "CAS-5.2.1",
            "The bundle is the mover's choice",
            "Among the legal bundles the mover picks freely and need not include every card "
            "that would fit.",
            RESERVATIONS,
        ),
        Rule(
            "CAS-5.2.2",
            "Single cards of the declared value",
            "A group may be one card of value d, and the played card may be such a group, so "
            "equal cards can be bundled (a 5 on a free 5, declaring 5, while holding another "
            "5). Such cards may also sit beside combination groups.",
            RESERVATIONS,
        ),
        Rule(
            "CAS-5.3",
            "Protection",
            "While a reservation exists, its cards can be taken only all together and only with "
            "a card equal to its declared value. This binds everyone, owner and partner "
            "included: a reserved card is never captured alone, with free cards, or as part of "
            "another sum.",
            RESERVATIONS,
        ),
        Rule(
            "CAS-5.4",
            "Capturing and stealing",
            "A reservation is captured under CAS-4.3 with a card of its declared value; when "
            "someone other than the owner does it, it is a steal. The same capture may take "
            "free groups of that value and other reservations of the same value. The captured "
            "reservation is gone and so is its owner's obligation.",
            RESERVATIONS,
        ),
        Rule(
            "CAS-5.5",
            "Overriding",
            "A reservation that bundles one or more whole existing reservations overrides them. "
            "Anyone may override any reservation, their own or another's, as long as CAS-5.2 "
            "holds; free cards may join too. The absorbed reservations disappear, one new "
            "reservation owned by the mover replaces them, and the old owners' obligations end. "
            "The new value may equal the old one.",
            RESERVATIONS,
        ),
        Rule(
            "CAS-5.6",
            "The owner's obligation",
            "A player who owns a reservation at the start of their turn must either capture it "
            "(possibly with more groups) or override it with a new reservation that includes "
            "it. Trailing, any other capture and any unrelated reservation are refused.",
            RESERVATIONS,
        ),
        Rule(
            "CAS-5.7",
            "Invariants of reservations",
            "These follow from the rules and a posted state must respect them: (a) an owner "
            "always holds a card of their reservation's value; (b) a player owns at most one "
            "reservation at a time, so at most one per seat lies on the table; (c) no "
            "reservation survives the end of a round.",
            RESERVATIONS,
        ),
        Rule(
            "CAS-6.1",
            "When a game ends",
            "A game ends after the last turn of its last round, when the stock and every hand "
            "are empty.",
            GAME_END,
        ),
        Rule(
            "CAS-6.2",
            "Leftover cards",
            "Cards still on the table at the end of a game go to the side of the last player "
            "who captured (steals count; reserves and trails do not). They count as captured "
            "cards, but receiving them is not a sweep.",
            GAME_END,
        ),
        Rule(
            "CAS-6.3",
            "A game without captures",
            "If nobody captured during the whole game, the cards left on the table belong to "
            "neither side.",
            GAME_END,
        ),
        Rule(
            "CAS-6.4",
            "Then the game is scored",
            "When the leftover cards have been handed over, the game is scored under CAS-7.",
            GAME_END,
        ),
        Rule(
            "CAS-7.1",
            "Cards: 3 points",
            "The side that captured strictly more cards scores 3 points; on a 26-26 tie nobody "
            "does.",
            SCORING,
        ),
        Rule(
            "CAS-7.2",
            "Spades: 1 point",
            "The side that captured strictly more spades scores 1 point; on a tie nobody does.",
            SCORING,
        ),
        Rule(
            "CAS-7.3",
            "Big Casino: 2 points",
            "The side that captured the ten of diamonds scores 2 points.",
            SCORING,
        ),
        Rule(
            "CAS-7.4",
            "Little Casino: 1 point",
            "The side that captured the two of spades scores 1 point.",
            SCORING,
        ),
        Rule(
            "CAS-7.5",
            "Aces: 1 point each",
            "Each side scores 1 point for every ace it captured.",
            SCORING,
        ),
        Rule(
            "CAS-7.6",
            "Sweeps: 1 point each",
            "Each side scores 1 point for every sweep it made in the game.",
            SCORING,
        ),
        Rule(
            "CAS-7.7",
            "Ties score nothing",
            "Equal card counts give nobody the cards point, and equal spade counts give nobody "
            "the spades point.",
            SCORING,
        ),
        Rule(
            "CAS-7.8",
            "What counts as captured",
            "A side's captured cards include the cards it played to capture and the leftover "
            "cards it received at the end of the game.",
            SCORING,
        ),
        Rule(
            "CAS-7.9",
            "Points per game",
            "The fixed items are worth 11 points in all (8 when the cards tie), plus sweeps. "
            "Each side's points are added to its match total.",
            SCORING,
        ),
        Rule(
            "CAS-7.10",
            "Points only at the end of a game",
            "Points are added when a game ends and at no other time, so nobody reaches the "
            "target in the middle of a game.",
            SCORING,
        ),
        Rule(
            "CAS-8.1",
            "Match target",
            "A match is a series of games; each side's total is the sum of its game scores. The "
            "target is 21 or 51, set by the option `target_score`.",
            MATCH,
        ),
        Rule(
            "CAS-8.2",
            "The leader rotates",
            "With two players the leader changes every game; with four, the next seat in turn "
            "order leads, so the teams take turns. Extra games continue the rotation.",
            MATCH,
        ),
        Rule(
            "CAS-8.3",
            "End of the match",
            "After each game: if one side has reached the target it wins; if both have, the "
            "higher total wins; if both have with equal totals, an extra game is played. Once "
            "the match is over no move can be made, and one posted to a finished match is "
            "refused with this rule.",
            MATCH,
        ),
        Rule(
            "CAS-8.4",
            "Extra games",
            "An extra game is an ordinary game; the side that scores more in it wins. If it is "
            "tied too, another is played, for as long as the tie lasts.",
            MATCH,
        ),
        Rule(
            "CAS-8.5",
            "The result",
            "A match's result is the winning side and the final totals.",
            MATCH,
        ),
        Rule(
            "CAS-9.1",
            "Teams",
            "With four players, team NS is seats 0 and 2 and team EW seats 1 and 3.",
            FOUR,
        ),
        Rule(
            "CAS-9.2",
            "Rounds and hands",
            "A 4-player game has 2 rounds: the table starts with 4 cards and each player gets 6 "
            "cards per round.",
            FOUR,
        ),
        Rule(
            "CAS-9.3",
            "Everything else as for two",
            "Moves, reservations, sweeps, leftover cards, scoring and the match work as in the "
            "2-player game, with each team's cards and sweeps pooled.",
            FOUR,
        ),
        Rule(
            "CAS-9.4",
            "Partners and reservations",
            "A reservation belongs to the player who declared it. Their partner is treated like "
            "any other non-owner: bound by protection, free to steal or override it. Only the "
            "owner carries the obligation.",
            FOUR,
        ),
        Rule(
            "CAS-9.5",
            "Only the mover's hand",
            "The card of the declared value needed to reserve must be in the mover's own hand; "
            "the partner's hand does not count.",
            FOUR,
        ),
        Rule(
            "CAS-10",
            "Options",
            "Three things may be chosen: the number of players, the match target and the first "
            "leader (options `players`, `target_score` and `first_player`, each listed with its "
            "allowed values and default). Everything else is fixed.",
            OPTIONS,
        ),
        Rule(
            "D-1",
            "Deal order",
            "The table gets the top 4 cards, then each hand is dealt as one block in turn order "
            "from the leader: the traditional rules give the counts but not the order, and a "
            "fixed order makes a stacked pack reproducible.",
            DECISIONS,
        ),
        Rule(
            "D-2",
            "Four-player seating",
            "Partners sit opposite and play goes 0, 1, 2, 3, the usual partnership seating, so "
            "the teams alternate.",
            DECISIONS,
        ),
        Rule(
            "D-3",
            "Leader of later games",
            "With two players the leader changes every game; with four it moves to the next "
            "seat, extra games included.",
            DECISIONS,
        ),
        Rule(
            "D-4",
            "A reservation with other groups",
            "A capture may take a reservation together with free groups and other reservations "
            "of the same value, since a reservation is one group of its declared value.",
            DECISIONS,
        ),
        Rule(
            "D-5",
            "No partial capture of a reservation",
            "Part of a reservation can never be taken, not even with a card of its declared "
            "value: the bundle is one unit.",
            DECISIONS,
        ),
        Rule(
            "D-6",
            "The card kept to reserve",
            "After the played card leaves the hand, the mover's own hand must still hold a card "
            "of the declared value, in any suit, so the reservation can be captured next turn.",
            DECISIONS,
        ),
        Rule(
            "D-7",
            "Free choice of the bundle",
            "The mover chooses which cards go into a reservation and need not bundle every "
            "card that would fit.",
            DECISIONS,
        ),
        Rule(
            "D-8",
            "Override to the same value",
            "Overriding a reservation with the same declared value is allowed, and ownership "
            "passes to the mover.",
            DECISIONS,
        ),
        Rule(
            "D-9",
            "Overriding several reservations",
            "One override may absorb several reservations if each is included whole; they "
            "merge into one.",
            DECISIONS,
        ),
        Rule(
            "D-10",
            "Grouping after an override",
            "The absorbed reservation's old grouping and old value are ignored: its cards are "
            "regrouped freely at face value.",
            DECISIONS,
        ),
        Rule(
            "D-11",
            "A strict obligation",
            "An owner must capture or override their reservation; trailing, other captures and "
            "unrelated reservations are refused. Hence a player owns at most one reservation.",
            DECISIONS,
        ),
        Rule(
            "D-12",
            "The owner's card of the declared value",
            "That an owner holds a card of their reservation's value is an invariant, not an "
            "extra test, and the owner may play that very card in an override.",
            DECISIONS,
        ),
        Rule(
            "D-13",
            "Several reservations on the table",
            "Several reservations may lie on the table at once, at most one per player.",
            DECISIONS,
        ),
        Rule(
            "D-14",
            "A partner's reservation",
            "In the 4-player game the owner's partner counts as a non-owner: bound by "
            "protection, free to steal or override.",
            DECISIONS,
        ),
        Rule(
            "D-15",
            "Sweep on a last turn",
            "A capture that clears the table on the last turn of a round or of the game is "
            "still a sweep.",
            DECISIONS,
        ),
        Rule(
            "D-16",
            "Leftover cards are no sweep",
            "The hand-over of leftover cards to the last capturer is not a sweep: no play "
            "captured them.",
            DECISIONS,
        ),
        Rule(
            "D-17",
            "No capture all game",
            "If nobody captured in a game, the leftover cards go to nobody.",
            DECISIONS,
        ),
        Rule(
            "D-18",
            "Hidden piles",
            "Pile contents stay hidden during a game; pile sizes, sweep counts and every move as "
            "it happens are public, as at a real table.",
            DECISIONS,
        ),
        Rule(
            "D-19",
            "Target checked at the end of a game",
            "Whether a side has reached the target is checked only when a game ends.",
            DECISIONS,
        ),
        Rule(
            "D-20",
            "Deciding an extra game",
            "An extra game is won by the side that scores more in it, which, the totals having "
            "been equal, is the side with the higher total.",
            DECISIONS,
        ),
        Rule(
            "D-21",
            "Equal spades",
            "When the spade counts are equal nobody scores the spades point, as for cards.",
            DECISIONS,
        ),
        Rule(
            "D-22",
            "First leader of the match",
            "The option `first_player` sets the first leader; by default it is drawn at random "
            "from the match seed.",
            DECISIONS,
        ),
        Rule(
            "D-23",
            "Reaching the target",
            'Reaching the target means a total greater than or equal to it; "set" in the '
            "traditional text means a game.",
            DECISIONS,
        ),
        Rule(
            "D-24",
            "Equal-value cards in a reservation",
            "A card equal to the declared value may be a group of its own, the played card "
            "included, because such cards could be captured by that value next turn.",
            DECISIONS,
        ),
        Rule(
            "D-25",
            "Misprinted ace in the examples",
            "Where the original examples name the ace of spades as the reserved ace, the ace of "
            "clubs is meant; the test vectors use AC.",
            DECISIONS,
        ),
    ),
)
