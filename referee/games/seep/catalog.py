"""The Seep rules catalog: every rule and decision id the referee cites, in plain words."""

from __future__ import annotations

from referee.engine import Rule, RulesCatalog

TERMS = "0 Conventions and terms"
CARDS = "1 Components and capture values"
SEATS = "2 Players, partnerships, order, dealer"
DEAL = "3 Deal, bid and the first play"
TURN = "4 A turn"
CAPTURING = "5 Capturing"
HOUSES = "6 Houses: general rules, building, breaking"
CEMENTED = "7 Cemented houses, merging and forced inclusion"
OWNERS = "8 Ownership and the owner's obligations"
SWEEPS = "9 Sweeps and the end of the deal"
SCORING = "10 Scoring"
BAAZI = "11 Baazi, match and the next dealer"
TWO = "12 Two-player variant"
OPTIONS = "13 Options"
DECISIONS = "15 Decisions"

RULES = RulesCatalog(
    "seep",
    "seep-1",
    (
        Rule(
            "SEP-0.1",
            "Rule ids",
            "Rules are numbered SEP-x.y and decisions D-n; a refused move names the rule it "
            "breaks by that id.",
            TERMS,
        ),
        Rule(
            "SEP-0.2",
            "Card codes",
            "A card is its rank then its suit: ranks A, 2 to 10, J, Q, K and suits S, H, D, C, "
            "as in 10D, QS or AH.",
            TERMS,
        ),
        Rule(
            "SEP-0.3",
            "Seats and teams",
            "Seats are numbered 0 to 3 in the direction of play, so seat s+1 is the player to "
            "the right of seat s. Partners sit opposite: team A is seats 0 and 2, team B seats 1 "
            "and 3. The dealer is seat d and the bidder seat d+1.",
            TERMS,
        ),
        Rule(
            "SEP-0.4",
            "Terms",
            "The floor holds loose cards and houses. A house is a pile of floor cards with a "
            "declared value from 9 to 13, taken only whole; it is ordinary or cemented. A "
            "combination is a set of cards adding up to the house value. An owner answers for a "
            "house, and a key is a card whose value equals a house's. A deal is one pack played "
            "out and scored; a baazi is a game of several deals won by a lead of 100.",
            TERMS,
        ),
        Rule(
            "SEP-0.5",
            "Moves are judged as written",
            "A throw names its card; a capture names its card and every floor item it takes; a "
            "house play names its card, the declared value and every floor item that ends up in "
            "the house. The referee never adds a card a rule forces in: a move that leaves one "
            "out is refused. Groupings are not part of a move; a set is legal when some valid "
            "grouping exists.",
            TERMS,
        ),
        Rule(
            "SEP-0.6",
            "Illegal moves",
            "A refused move names a rule it breaks, leaves the state unchanged, and the same "
            "player is still to move.",
            TERMS,
        ),
        Rule(
            "SEP-0.8",
            "Sources",
            "The traditional text the referee follows wins wherever it speaks; John McLeod's "
            "description on pagat.com fills what it leaves open, and other public descriptions "
            "only where both are silent. Choices made where all are silent are the decisions "
            "D-n.",
            TERMS,
        ),
        Rule(
            "SEP-1.1",
            "One pack",
            "One standard 52-card pack without jokers; every card exists exactly once, and a "
            "state in which a card is missing or doubled is refused.",
            CARDS,
        ),
        Rule(
            "SEP-1.2",
            "Capture values",
            "An ace is 1, 2 to 10 their number, a jack 11, a queen 12 and a king 13. Suits never "
            "matter for capturing or building.",
            CARDS,
        ),
        Rule(
            "SEP-1.3",
            "Two kinds of value",
            "Capture values govern play; the scoring values of SEP-10.1 are different and only "
            "count a finished deal.",
            CARDS,
        ),
        Rule(
            "SEP-2.1",
            "Partnerships",
            "Four players play in two fixed partnerships, partners opposite. Each team keeps one "
            "pile of captured cards.",
            SEATS,
        ),
        Rule(
            "SEP-2.2",
            "Direction of play",
            "Dealing and play go counter-clockwise: after seat s comes seat s+1.",
            SEATS,
        ),
        Rule(
            "SEP-2.3",
            "First dealer",
            "The option `first_dealer` names the first dealer's seat; when it is null the "
            "dealer is drawn from the match seed.",
            SEATS,
        ),
        Rule(
            "SEP-2.4",
            "Next dealer in a baazi",
            "After a deal is scored, if the dealer's team is level or behind, the same player "
            "deals again; if it is ahead, the deal passes to seat d+1. A deal that ends the "
            "baazi follows SEP-11.3 instead.",
            SEATS,
        ),
        Rule(
            "SEP-2.5",
            "Redeals",
            "A redeal is made by the same dealer and does not count as a deal for SEP-2.4.",
            SEATS,
        ),
        Rule(
            "SEP-2.6",
            "Dealer of a new baazi",
            "The first dealer of each later baazi is found by SEP-11.3.",
            SEATS,
        ),
        Rule(
            "SEP-2.7",
            "Shuffle and cut",
            "The dealer shuffles and the player on the dealer's right cuts. For the referee "
            "this is the seeded shuffle and nothing more.",
            SEATS,
        ),
        Rule(
            "SEP-3.1",
            "Opening deal",
            "The dealer gives 4 cards face down to the bidder, the player to the right (seat "
            "d+1), and lays 4 cards face down on the floor. Nobody else has cards yet.",
            DEAL,
        ),
        Rule(
            "SEP-3.2",
            "Deal order",
            "From the top of the shuffled pack: cards 1-4 to the bidder, cards 5-8 to the "
            "floor, and after play 1 the other 44 in eleven packets of four to seats d+2, d+3, "
            "d, d+1, d+2 and so on. A redeal shuffles afresh.",
            DEAL,
        ),
        Rule(
            "SEP-3.3",
            "The bid",
            "The bidder announces a number from 9 to 13 that is the capture value of one of "
            "their four cards. A bid outside 9-13, or of a value not held, is refused, and no "
            "other move is possible before the bid. The bid is public.",
            DEAL,
        ),
        Rule(
            "SEP-3.4",
            "Redeal",
            "A bidder with no card of value 9 or more shows the cards and the same dealer deals "
            "again. A bidder holding such a card must bid: asking for a redeal is then "
            "refused.",
            DEAL,
        ),
        Rule(
            "SEP-3.5",
            "Reveal",
            "After the bid the four floor cards are turned face up as loose cards.",
            DEAL,
        ),
        Rule(
            "SEP-3.6",
            "The bidder's first play",
            "Play 1 must be (a) a house play whose house has the bid value, (b) a capture with a "
            "card of the bid value, or (c) a throw of a card of the bid value that captures "
            "nothing. Every other first play is refused.",
            DEAL,
        ),
        Rule(
            "SEP-3.7",
            "Play 1 is always possible",
            "A card of the bid value either captures something or may be thrown, so the bidder "
            "always has a legal first play.",
            DEAL,
        ),
        Rule(
            "SEP-3.8",
            "Rest of the deal",
            "After play 1 the remaining 44 cards are dealt in fours from the bidder's right; "
            "the bidder ends with 11 cards, everyone else with 12.",
            DEAL,
        ),
        Rule(
            "SEP-3.9",
            "Order of play",
            "Play n of a deal (1 to 48) is made by seat (d + n) mod 4: the bidder makes play 1, "
            "the dealer's partner play 2, and so on; the dealer makes play 48. A move posted by "
            "a seat whose turn it is not is refused with this rule.",
            DEAL,
        ),
        Rule(
            "SEP-3.10",
            "Hand sizes",
            "Before play n (n of 2 or more) the player to move holds 13 - ceil(n/4) cards; the "
            "bidder holds 4 before play 1. A posted state that breaks this is refused.",
            DEAL,
        ),
        Rule(
            "SEP-3.11",
            "The bid binds play 1 only",
            "The bid restricts the first play and creates no later obligation.",
            DEAL,
        ),
        Rule(
            "SEP-4.1",
            "One card a turn",
            "The player to move plays exactly one card from their own hand, as a capture, a "
            "throw or a house play (building, breaking, cementing or adding). There is no "
            "pass.",
            TURN,
        ),
        Rule(
            "SEP-4.2",
            "Capture if you can",
            "A card not used in a house play must capture when it can, and then completely "
            "(SEP-5.4). A card that could capture may instead go into a legal house play.",
            TURN,
        ),
        Rule(
            "SEP-4.3",
            "Throwing",
            "A thrown card joins the floor as a loose card. A throw is allowed only if the card "
            "can capture nothing, the player owns no house (unless `owner_may_throw`), and on "
            "play 1 the card has the bid value.",
            TURN,
        ),
        Rule(
            "SEP-4.4",
            "Keys after every move",
            "After every move each owner of each house still on the floor must hold a key for "
            "it (SEP-8.3).",
            TURN,
        ),
        Rule(
            "SEP-4.5",
            "Captured piles",
            "The played card and the cards it took go face down to the team's pile. Pile "
            "contents are not shown during a deal; views show pile sizes, sweep counts and the "
            "last capture.",
            TURN,
        ),
        Rule(
            "SEP-4.6",
            "Hidden information",
            "Hands are private, partners' included. The floor cards are face down until the "
            "bid, and in the two-player game the reserve hands are unseen until picked up.",
            TURN,
        ),
        Rule(
            "SEP-5.1",
            "Capture groups",
            "With a card of value v, a group is a loose card of value v, two or more loose "
            "cards adding up to v, or the house of value v taken whole. A capture takes at "
            "least one group.",
            CAPTURING,
        ),
        Rule(
            "SEP-5.2",
            "Houses only whole and by their value",
            "A house is captured only by a card equal to its value, only entire and always as a "
            "group of its own: never as part of a sum, and a card inside a house is never "
            "loose. Anyone may capture any house.",
            CAPTURING,
        ),
        Rule("SEP-5.3", "Disjoint groups", "One card can serve in only one group.", CAPTURING),
        Rule(
            "SEP-5.4",
            "Complete capture",
            "The cards taken must split into disjoint groups, must include the house of value v "
            "if there is one, and must leave on the floor no loose card of value v and no set "
            "of loose cards adding up to v.",
            CAPTURING,
        ),
        Rule(
            "SEP-5.5",
            "Choosing among complete captures",
            "When several sets are complete, the player picks any of them; they may differ in "
            "which duplicate stays behind and in how much is taken.",
            CAPTURING,
        ),
        Rule(
            "SEP-5.6",
            "Can capture",
            "A card can capture when at least one group exists for it.",
            CAPTURING,
        ),
        Rule(
            "SEP-5.7",
            "What a capture does",
            "The played card and everything taken go to the mover's team pile; a captured "
            "house's ownership ends; the mover becomes the deal's last capturer.",
            CAPTURING,
        ),
        Rule(
            "SEP-5.8",
            "Sweeping capture",
            "A capture that leaves the floor empty is a sweep (SEP-9.1).",
            CAPTURING,
        ),
        Rule(
            "SEP-6.1",
            "What a house is",
            "A house is two or more floor cards with a declared value from 9 to 13 and one or "
            "two owners. Its cards split into combinations of that value: one combination makes "
            "it ordinary, two or more cemented. Its cards stay face up.",
            HOUSES,
        ),
        Rule(
            "SEP-6.2",
            "One house per value",
            "There is never more than one house of a value. A house play of value v made while "
            "a house of value v exists must include that house, and the result is cemented.",
            HOUSES,
        ),
        Rule(
            "SEP-6.3",
            "House values 9 to 13",
            "A house play must declare a value from 9 to 13.",
            HOUSES,
        ),
        Rule(
            "SEP-6.4",
            "A house play",
            "The player puts a card from hand together with at least one floor item and "
            "declares v. The card joins loose cards or an ordinary house of value v minus the "
            "card's value (or stands alone when it is worth v); every other combination is "
            "loose cards of total v or the existing house of value v; no other house may be "
            "used. All the cards become one house of value v.",
            HOUSES,
        ),
        Rule(
            "SEP-6.5",
            "Keep a key",
            "After a house play of value v the player must still hold a card of value v, the "
            "played card not counting and a partner's never counting, except under SEP-7.10.",
            HOUSES,
        ),
        Rule(
            "SEP-6.6",
            "Building an ordinary house",
            "A card laid on loose cards so that they total 9 to 13, with no house of that value "
            "on the floor, makes an ordinary house owned by the player alone (a 7 on a loose 3 "
            "makes a 10-house). If loose cards of that total remain, they must join and the "
            "house is cemented.",
            HOUSES,
        ),
        Rule(
            "SEP-6.7",
            "Breaking an ordinary house",
            "A card laid on an ordinary house owned by someone else raises it to its old value "
            "plus the card's value (at most 13), with no loose card in that combination. The "
            "player needs a key for the new value and becomes the only owner.",
            HOUSES,
        ),
        Rule(
            "SEP-6.8",
            "What cannot be broken",
            "A player may not break a house they own, a cemented house never changes value, and "
            "an ordinary 13-house cannot be raised.",
            HOUSES,
        ),
        Rule(
            "SEP-7.0",
            "Cemented houses keep their value",
            "A cemented house is never broken; it only grows by whole combinations of its own "
            "value, or is captured.",
            CEMENTED,
        ),
        Rule(
            "SEP-7.1",
            "Method 1: a pair",
            "A card of value 9 to 13 laid on a loose card of the same value makes a cemented "
            "house, provided the player keeps another card of that value. Pairs below 9 make "
            "only ordinary houses of their sum.",
            CEMENTED,
        ),
        Rule(
            "SEP-7.2",
            "Method 2: a card on its sum",
            "A card of value v laid on loose cards adding up to v makes a cemented house, "
            "provided the player keeps another card of value v.",
            CEMENTED,
        ),
        Rule(
            "SEP-7.3",
            "Method 3: building beside loose cards of the value",
            "Building an ordinary house of value v while loose cards of total v remain forces "
            "them in, and the house is cemented.",
            CEMENTED,
        ),
        Rule(
            "SEP-7.4",
            "Method 4: breaking beside loose cards of the value",
            "Breaking a house to value v while loose cards of total v lie on the floor forces "
            "them in; the house is cemented and the breaker becomes its only owner.",
            CEMENTED,
        ),
        Rule(
            "SEP-7.5",
            "Method 5: breaking into another house's value",
            "Breaking an ordinary house to the value of an existing house merges the two into "
            "one cemented house. The broken house's ownership ends; the existing house's owners "
            "follow SEP-8.2.",
            CEMENTED,
        ),
        Rule(
            "SEP-7.6",
            "Method 6: a card on an ordinary house of its value",
            "A card of value v laid on an ordinary house of value v cements it.",
            CEMENTED,
        ),
        Rule(
            "SEP-7.7",
            "Method 7: a card and loose cards on an ordinary house",
            "A card that, with loose cards, adds up to an ordinary house's value may be laid on "
            "it with them, cementing it.",
            CEMENTED,
        ),
        Rule(
            "SEP-7.8",
            "Method 8: a card on a cemented house of its value",
            "A card of value v laid on a cemented house of value v adds to it.",
            CEMENTED,
        ),
        Rule(
            "SEP-7.9",
            "Method 9: a card and loose cards on a cemented house",
            "A card that, with loose cards, adds up to a cemented house's value may join it "
            "with them.",
            CEMENTED,
        ),
        Rule(
            "SEP-7.10",
            "Partner exception",
            "When a house play takes in the existing house of value v without changing its "
            "value, and the player's partner owns that house, the player needs no key and does "
            "not become an owner. It never applies to a house of a new value.",
            CEMENTED,
        ),
        Rule(
            "SEP-7.11",
            "Forced inclusion",
            "After any house play of value v no loose card of value v and no set of loose cards "
            "adding up to v may remain: they must be named in the play. Any grouping that leaves "
            "none is legal.",
            CEMENTED,
        ),
        Rule(
            "SEP-7.12",
            "Optional methods, compulsory forms",
            "Cementing or adding is a choice; the card may be used in any other legal way. What "
            "is compulsory is the form of a play once chosen: the loose cards of SEP-7.11 and "
            "the existing house of its value.",
            CEMENTED,
        ),
        Rule(
            "SEP-7.13",
            "The nine methods as one rule",
            "Every building, breaking, cementing and adding method is a case of the general "
            "house play of SEP-6.4; the result is cemented whenever it holds two or more "
            "combinations.",
            CEMENTED,
        ),
        Rule(
            "SEP-8.1",
            "Owners",
            "Every house has one or two owners, never two of one team; an ordinary house has "
            "exactly one.",
            OWNERS,
        ),
        Rule(
            "SEP-8.2",
            "Who owns the result",
            "A house of a new value (building, breaking, methods 1-4) belongs to the player "
            "alone, and a broken house's owner loses it. When an existing house is taken in "
            "(methods 5-9), owners stay the same if the player or the player's partner already "
            "owns it; otherwise the player joins the opponent as second owner.",
            OWNERS,
        ),
        Rule(
            "SEP-8.3",
            "Owners keep a key",
            "While a house exists, each of its owners must hold a card of its value. A move "
            "that leaves the mover owning a house without a key is refused; capturing the house "
            "with the last key is fine.",
            OWNERS,
        ),
        Rule(
            "SEP-8.4",
            "What an owner may do",
            "Anything else that is legal: any capture, other houses (with a key for each), "
            "breaking other players' ordinary houses, cementing and adding, and using spare "
            "keys.",
            OWNERS,
        ),
        Rule(
            "SEP-8.5",
            "Owners may not throw",
            "A player who owns a house, alone or jointly, must capture or make a house play; "
            "throwing is refused unless the option `owner_may_throw` is on.",
            OWNERS,
        ),
        Rule(
            "SEP-8.6",
            "End of ownership",
            "Ownership ends when the house is captured, broken by another player, or merged as "
            "the broken house of method 5.",
            OWNERS,
        ),
        Rule(
            "SEP-8.7",
            "Consequences",
            "An owner always has a legal move (the key captures the house), and no house is "
            "left on the floor when a deal ends.",
            OWNERS,
        ),
        Rule(
            "SEP-9.1",
            "Sweeps",
            "A capture that empties the floor is a sweep, worth `sweep_points` (50) to the "
            "capturing team, `first_play_sweep_points` (25) on play 1 and "
            "`last_play_sweep_points` (0) on play 48. A house play or a throw is never a "
            "sweep.",
            SWEEPS,
        ),
        Rule(
            "SEP-9.2",
            "First and last plays",
            "Play 1 is the bidder's opening play before the full deal; play 48 is the dealer's "
            "last card.",
            SWEEPS,
        ),
        Rule(
            "SEP-9.3",
            "Every sweep counts",
            "Each sweep scores on its own; a team may sweep several times in a deal.",
            SWEEPS,
        ),
        Rule(
            "SEP-9.4",
            "End of play",
            "Play ends after play 48 with every hand empty. Loose cards left on the floor go to "
            "the team of the deal's last capturer.",
            SWEEPS,
        ),
        Rule(
            "SEP-9.5",
            "Leftovers are no sweep",
            "Handing over the leftover cards is neither a play nor a sweep.",
            SWEEPS,
        ),
        Rule(
            "SEP-9.6",
            "No house at the end",
            "No house can remain when play ends (SEP-8.7).",
            SWEEPS,
        ),
        Rule(
            "SEP-10.1",
            "Point cards",
            "Only 17 cards score: each spade its capture value (AS 1 up to KS 13), the aces of "
            "hearts, diamonds and clubs 1 each, and the ten of diamonds "
            "`ten_of_diamonds_points` (6).",
            SCORING,
        ),
        Rule(
            "SEP-10.2",
            "A hundred points a deal",
            "With the default options the two teams' card points add up to exactly 100 in "
            "every deal.",
            SCORING,
        ),
        Rule(
            "SEP-10.3",
            "Deal score",
            "A team's deal score is its card points plus its sweep points, plus "
            "`most_cards_bonus` when that option is set and its pile holds more cards (nothing "
            "on a tie).",
            SCORING,
        ),
        Rule(
            "SEP-10.4",
            "Running totals",
            "Each team's deal scores are added to its total for the current baazi.",
            SCORING,
        ),
        Rule(
            "SEP-11.1",
            "Winning a baazi",
            "After a deal is scored, a team whose total exceeds the other's by `baazi_margin` "
            "(100) or more wins the baazi; the test is made only at the end of a deal. The "
            "option `deals_per_baazi` may also cap a baazi at a number of deals.",
            BAAZI,
        ),
        Rule(
            "SEP-11.2",
            "The match",
            "A match is `baazi_count` baazis (1 by default, null for no limit); with several, "
            "the team that won more wins, and equal numbers are a draw. Once the match is over "
            "no move can be made, and one posted to it is refused with this rule.",
            BAAZI,
        ),
        Rule(
            "SEP-11.3",
            "Dealer of the next baazi",
            "Find who would deal next by SEP-2.4 on the finished baazi's totals; that player's "
            "partner deals first in the new baazi.",
            BAAZI,
        ),
        Rule("SEP-11.4", "Totals restart", "Both totals start at 0 in every baazi.", BAAZI),
        Rule(
            "SEP-12.1",
            "Two players",
            "Each player is a side alone. Partner rules are void: no partner exception, and "
            "both players may own one house together.",
            TWO,
        ),
        Rule(
            "SEP-12.2",
            "Four seats for two",
            "The deal goes to four seats as usual: the dealer holds seats d and d+2, the other "
            "player d+1 and d+3.",
            TWO,
        ),
        Rule(
            "SEP-12.3",
            "The two-player deal",
            "The deal is exactly SEP-3.1 to 3.8, the non-dealer bidding. Seats d+2 and d+3 hold "
            "reserve hands, face down and unseen until picked up.",
            TWO,
        ),
        Rule(
            "SEP-12.4",
            "Phase 1",
            "The non-dealer plays from seat d+1 and the dealer from seat d, alternating, odd "
            "plays to the non-dealer. Phase 1 ends after play 24 with both active hands empty.",
            TWO,
        ),
        Rule(
            "SEP-12.5",
            "Phase 2",
            "Each player picks up their reserve hand of 12 and play alternates on, play 25 to "
            "the non-dealer and play 48 to the dealer. The floor carries over; leftovers are "
            "handed over only after play 48.",
            TWO,
        ),
        Rule(
            "SEP-12.6",
            "Two-player sweeps",
            "A sweep on play 1 scores `first_play_sweep_points`, on play 48 "
            "`last_play_sweep_points`, and any other sweep, play 24 included, `sweep_points`.",
            TWO,
        ),
        Rule(
            "SEP-12.7",
            "Keys in the hand being played",
            "Keys must be in the hand in play; reserve cards do not count, so every house is "
            "captured before phase 1 ends.",
            TWO,
        ),
        Rule(
            "SEP-12.8",
            "Two-player dealer",
            "A dealer who is level or behind deals again; one who is ahead passes the deal. "
            "After a baazi the player who would deal next by that rule deals.",
            TWO,
        ),
        Rule(
            "SEP-13",
            "Options",
            "`players` (4 or 2), `first_dealer`, `baazi_margin`, `baazi_count`, "
            "`deals_per_baazi`, the sweep points, `ten_of_diamonds_points`, `most_cards_bonus` "
            "and `owner_may_throw`; each is listed with its allowed values, its default and the "
            "rule it sets.",
            OPTIONS,
        ),
        Rule(
            "D-1",
            "Seats in the direction of play",
            "Seats are numbered in the direction of play, s+1 being to the right, which keeps "
            "every seat formula simple.",
            DECISIONS,
        ),
        Rule(
            "D-2",
            "Complete moves",
            "Moves are judged exactly as written; cards a rule forces in are never added "
            "silently, so every answer is deterministic.",
            DECISIONS,
        ),
        Rule(
            "D-3",
            "The cut",
            "The player on the dealer's right cuts; it has no effect on the referee.",
            DECISIONS,
        ),
        Rule(
            "D-4",
            "When a redeal is allowed",
            "Only a bidder without a card of value 9 or more may ask for a redeal; anyone else "
            "must bid.",
            DECISIONS,
        ),
        Rule(
            "D-5",
            "The bidder's first play",
            "A house of the bid value, a capture with a card of the bid value, or a throw of a "
            "bid-value card that captures nothing: the list independent descriptions agree on.",
            DECISIONS,
        ),
        Rule(
            "D-6",
            "Dealing the rest",
            "The other 44 cards go in fours from the bidder's right, leaving the bidder with 11 "
            "cards and the others with 12.",
            DECISIONS,
        ),
        Rule(
            "D-7", "The bid binds play 1 only", "No source gives the bid a later effect.", DECISIONS
        ),
        Rule(
            "D-8",
            "What a complete capture is",
            "A capture must take the house of its value and leave no capturable loose card or "
            "set; otherwise the player chooses freely.",
            DECISIONS,
        ),
        Rule(
            "D-9",
            "Method 3's example",
            "In the traditional example of method 3 the played card is the 8, laid on a 3 with "
            "the loose jack joining, not a jack.",
            DECISIONS,
        ),
        Rule(
            "D-10",
            "Merging into any house",
            "Method 5 merges into an existing house of the value whether it is ordinary or "
            "cemented.",
            DECISIONS,
        ),
        Rule(
            "D-11",
            "Method 9 concerns cemented houses",
            'Method 9 is about the cemented house\'s value; a heading that says "ordinary" is a '
            "slip.",
            DECISIONS,
        ),
        Rule(
            "D-12",
            "When the partner exception applies",
            "When the partner owns the existing house, alone or jointly, and only for plays "
            "that keep its value.",
            DECISIONS,
        ),
        Rule(
            "D-13",
            "Forced inclusion tested like captures",
            "Forced inclusion uses the same no-leftover test as a complete capture.",
            DECISIONS,
        ),
        Rule(
            "D-14",
            "Ownership table",
            "The owners of a house play's result follow SEP-8.2, reconstructed from the "
            "traditional summary in words.",
            DECISIONS,
        ),
        Rule(
            "D-15",
            "Owners may not throw",
            "By default owners of houses may not throw; the option `owner_may_throw` lifts "
            "this, since the source could not be rechecked.",
            DECISIONS,
        ),
        Rule(
            "D-16",
            "The first-play sweep",
            "The first-play sweep is the bidder's play 1, the only play before the full deal.",
            DECISIONS,
        ),
        Rule(
            "D-17",
            "Leftovers are not a sweep",
            "Leftover cards handed over at the end are not a sweep: no play took them.",
            DECISIONS,
        ),
        Rule(
            "D-18",
            "Which ten and which aces",
            'The scoring ten is the ten of diamonds (6 points) and "each ace" means the aces '
            "of hearts, diamonds and clubs: the only reading that totals 100.",
            DECISIONS,
        ),
        Rule(
            "D-19",
            "When a baazi is won",
            "The margin is tested after each deal, and a lead of 100 or more wins.",
            DECISIONS,
        ),
        Rule(
            "D-20",
            "Several baazis",
            "With several baazis the team that won more wins the match; a tie is a draw.",
            DECISIONS,
        ),
        Rule(
            "D-21",
            "Dealer after a baazi",
            "The partner of the player who would deal next, judged on the final totals before "
            "they are reset, deals the new baazi.",
            DECISIONS,
        ),
        Rule(
            "D-22",
            "Two-player details",
            "The two-player game follows SEP-12, the plainest extension of the four-player rules.",
            DECISIONS,
        ),
        Rule(
            "D-23",
            "Variants left out",
            "The 30-point Punjabi game, an instant loss under 9 points and a limit on houses "
            "are not offered.",
            DECISIONS,
        ),
        Rule(
            "D-24",
            "Equal cards below 9",
            "Two cards of equal rank below 9 make an ordinary house of their sum, never a "
            "cemented pair.",
            DECISIONS,
        ),
        Rule(
            "D-25",
            "A house needs a floor item",
            "A house play always uses at least one floor item; the played card alone is never a "
            "house.",
            DECISIONS,
        ),
    ),
)
