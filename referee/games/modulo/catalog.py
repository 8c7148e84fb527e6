"""Modulo's rules catalog: every rule and decision the game cites, for players and integrators."""

from __future__ import annotations

from referee.engine import Rule, RulesCatalog

S1 = "MOD-1 Components and terms"
S2 = "MOD-2 Game structure, setup and the deal"
S3 = "MOD-3 Bidding"
S4 = "MOD-4 Trick play"
S5 = "MOD-5 Scoring"
S6 = "MOD-6 End of the game"
S7 = "MOD-7 Options"
S8 = "MOD-8 Decisions (summary)"

RULES = RulesCatalog(
    "modulo",
    "modulo-1",
    [
        # -- MOD-1 ------------------------------------------------------------------------------
        Rule(
            "MOD-1.1",
            "Three seats, play to the left",
            "Modulo is for exactly three players, seats 0, 1 and 2 going clockwise. The player "
            "on a seat's left is the next seat, (s + 1) mod 3, and every rotation (dealing, "
            "play in a trick, the deal passing on) goes that way.",
            S1,
        ),
        Rule(
            "MOD-1.2",
            "The 40-card play pack",
            "Play uses a 52-card pack without jokers from which every 2, 3 and 4 has been taken "
            "out: the 40 cards from ace down to five in each of the four suits. A state holds "
            "each of these 40 cards exactly once and no other card.",
            S1,
        ),
        Rule(
            "MOD-1.3",
            "Aces high",
            "Within a suit the order is A, K, Q, J, 10, 9, 8, 7, 6, 5, the ace highest. The "
            "suits have no order of their own; only the trump suit is special.",
            S1,
        ),
        Rule(
            "MOD-1.4",
            "Card codes",
            "A card is written as its rank (A K Q J 10 9 8 7 6 5) followed by its suit letter "
            "(S, H, D or C), such as AS, 10D or 5C. Only these 40 codes name play cards; a play "
            "naming anything else is refused under this rule.",
            S1,
        ),
        Rule(
            "MOD-1.5",
            "Bid cards",
            "Each player keeps one 2, one 3 and one 4 apart from the play pack for the whole "
            "game, and shows one of them as the bid every deal; their suits never matter. The "
            "referee treats a bid simply as the value 2, 3, 4, or ALL for the all-bid.",
            S1,
        ),
        Rule(
            "MOD-1.6",
            "Cumulative scores",
            "Every player starts at 0 and keeps one running integer score for the game. It may "
            "go below zero, and there is no cap either way.",
            S1,
        ),
        # -- MOD-2 ------------------------------------------------------------------------------
        Rule(
            "MOD-2.1",
            "Number of deals",
            "A game is a run of deals numbered from 1; the option deals sets how many (9 by "
            "default).",
            S2,
        ),
        Rule(
            "MOD-2.2",
            "Order of a deal",
            "Each deal goes bidding, then the deal of the cards, then 13 tricks, then scoring. As "
            "soon as a deal is scored the next one opens with its bidding, unless that deal was "
            "the last.",
            S2,
        ),
        Rule(
            "MOD-2.3",
            "Dealer rotation",
            "Seat first_dealer (0 by default) deals deal 1, and the deal passes one seat left "
            "each time: deal k is dealt by (first_dealer + k - 1) mod 3.",
            S2,
        ),
        Rule(
            "MOD-2.4",
            "Shuffle after the reveal",
            "The 40 play cards are shuffled only after all three bids have been revealed. The "
            "referee derives the shuffle from the state's seed and the deal number, so the same "
            "state always deals the same hands.",
            S2,
        ),
        Rule(
            "MOD-2.5",
            "Dealing thirteen each",
            "Starting with the dealer's left and going left, cards are dealt one at a time: the "
            "i-th card of the shuffled pack (from 0) goes to seat dealer + 1 + i, for the first "
            "39 cards. Each seat gets 13; the 40th card is the turn-up.",
            S2,
        ),
        Rule(
            "MOD-2.6",
            "Turn-up and trumps",
            "The 40th card lies face up for the whole deal and its suit is trumps. It is nobody's "
            "card: it is never in a hand, never played and never counted.",
            S2,
        ),
        Rule(
            "MOD-2.7",
            "Private hands",
            "A player sees only their own hand; the others' cards are shown to them as counts.",
            S2,
        ),
        # -- MOD-3 ------------------------------------------------------------------------------
        Rule(
            "MOD-3.1",
            "Bidding comes first",
            "Every deal, the first included, opens with bidding before any card is dealt, so no "
            "one knows their hand or the trump suit when they bid.",
            S3,
        ),
        Rule(
            "MOD-3.2",
            "One bid per deal",
            "Each player bids exactly once per deal: 2, 3 or 4, or ALL when eligible. The bid of "
            "an earlier deal neither binds nor restricts the next one.",
            S3,
        ),
        Rule(
            "MOD-3.3",
            "Any order, and final",
            "The three players bid in any order; there is no turn in bidding, so every seat that "
            "has not bid may bid. A bid once made stands: a second bid by the same seat in the "
            "same deal is refused under this rule.",
            S3,
        ),
        Rule(
            "MOD-3.4",
            "Secret bids",
            "Until the third bid is in, only the bidder knows the value of their bid. That a seat "
            "has bid is public; what it bid is shown to no other seat, spectator, event or "
            "history entry.",
            S3,
        ),
        Rule(
            "MOD-3.5",
            "The reveal",
            "The third bid reveals all three bids at once, and they stay public for the rest of "
            "the game. The cards are dealt only then.",
            S3,
        ),
        Rule(
            "MOD-3.6",
            "Who may bid ALL",
            "ALL may be bid only by a player whose score at the start of the deal is 0 or less "
            "and strictly lower than each of the other two. So nobody may in deal 1, at most one "
            "player may in any deal, a tie for last bars it, and so does a positive score. The "
            "referee checks this; an ineligible ALL is refused under this rule.",
            S3,
        ),
        Rule(
            "MOD-3.7",
            "Values a bid may take",
            "A bid is 2, 3, 4 or ALL; any other value is refused under this rule, and so is ALL "
            "when the option all_bid_enabled is off. A refused bid records nothing: the seat may "
            "still bid, and an earlier bid of that seat stands.",
            S3,
        ),
        Rule(
            "MOD-3.8",
            "No play while bidding",
            "While bidding is on no hands exist, so any card play is refused under this rule.",
            S3,
        ),
        Rule(
            "MOD-3.9",
            "No bid outside bidding",
            "A bid is accepted only in the bidding phase of a deal; a bid made during trick play "
            "is refused under this rule.",
            S3,
        ),
        # -- MOD-4 ------------------------------------------------------------------------------
        Rule(
            "MOD-4.1",
            "Thirteen tricks, from your own hand",
            "A deal has exactly 13 tricks, each with one card from every player, and all of them "
            "are played out. A player may only play a card from their own hand; any other play "
            "card is refused under this rule.",
            S4,
        ),
        Rule(
            "MOD-4.2",
            "First lead",
            "The player on the dealer's left, seat (dealer + 1) mod 3, leads to the first trick.",
            S4,
        ),
        Rule(
            "MOD-4.3",
            "Order in a trick",
            "The leader plays first, then the player on the leader's left, then the player on "
            "that player's left.",
            S4,
        ),
        Rule(
            "MOD-4.4",
            "Playing in turn",
            "Only the player whose turn it is may play. A play by anyone else, including a lead "
            "when another player has the lead, is refused under this rule.",
            S4,
        ),
        Rule("MOD-4.5", "Leading", "The leader may lead any card in hand, trumps included.", S4),
        Rule(
            "MOD-4.6",
            "Following suit",
            "A player who holds a card of the suit led must play a card of that suit. Playing "
            "another card while holding the led suit is a revoke and is refused under this rule; "
            "a posted state in which a seat that showed out of a suit still holds it is "
            "refused too.",
            S4,
        ),
        Rule(
            "MOD-4.7",
            "Void in the suit led",
            "A player with no card of the suit led may play any card, a trump or a discard. "
            "Nobody is obliged to trump, overtrump or try to win.",
            S4,
        ),
        Rule(
            "MOD-4.8",
            "Who wins a trick",
            "If any trump was played, the highest trump wins; otherwise the highest card of the "
            "suit led wins. A card of another suit that is not trumps never wins.",
            S4,
        ),
        Rule(
            "MOD-4.9",
            "Taking the trick",
            "The winner takes the trick, which adds one to their trick count for the deal, and "
            "leads to the next trick.",
            S4,
        ),
        Rule(
            "MOD-4.10",
            "End of play",
            "After the 13th trick every hand is empty and the three trick counts add up to 13. The "
            "deal is scored at once; no card can be played in it after that.",
            S4,
        ),
        Rule(
            "MOD-4.11",
            "Refusals and the rule cited",
            "An illegal bid or play is refused and changes nothing. When several rules forbid it, "
            "the one cited is the first in this order: game over (MOD-6.1), bid outside bidding "
            "(MOD-3.9), second bid (MOD-3.3), not a bid value (MOD-3.7), ineligible ALL (MOD-3.6), "
            "play during bidding (MOD-3.8), play out of turn (MOD-4.4), not a play card (MOD-1.4), "
            "card not in hand (MOD-4.1), revoke (MOD-4.6).",
            S4,
        ),
        Rule(
            "MOD-4.12",
            "What is public during play",
            "Everyone may see the turn-up and the trump suit, the three revealed bids, every card "
            "played including completed tricks, who won each trick, the trick counts, how many "
            "cards each hand holds, the scores, the dealer and whose turn it is. Only the cards in "
            "each hand are private.",
            S4,
        ),
        # -- MOD-5 ------------------------------------------------------------------------------
        Rule(
            "MOD-5.1",
            "When a deal is scored",
            "After the 13th trick each player is scored from their own bid and the number of "
            "tricks they took in the deal, 0 to 13.",
            S5,
        ),
        Rule(
            "MOD-5.2",
            "All thirteen tricks",
            "A player who took all 13 tricks gains sweep_points (10 by default) whatever their "
            "bid, ALL included. This replaces the bid's result; it is not added to it.",
            S5,
        ),
        Rule(
            "MOD-5.3",
            "Bids of 2, 3 and 4",
            "With bid b of 2, 3 or 4 and 12 tricks or fewer, a player whose tricks leave "
            "remainder 1 when divided by b gains b - 1 points, and otherwise loses b - 1: bid 2 "
            "is worth 1 either way, bid 3 is worth 2, bid 4 is worth 3. No tricks is always a "
            "miss.",
            S5,
        ),
        Rule(
            "MOD-5.4",
            "The all-bid's result",
            "With ALL and 12 tricks or fewer, taking 1, 5 or 9 tricks (remainder 1 by 4) resets "
            "the player's score to exactly 0; any other count loses 3 points.",
            S5,
        ),
        Rule(
            "MOD-5.5",
            "What a reset does",
            "A reset sets the running score to 0 whatever it was. An ALL bidder had 0 or less, so "
            "a reset never lowers a score, and a score of 0 stays 0.",
            S5,
        ),
        Rule(
            "MOD-5.6",
            "Scored together",
            "The three results are worked out from the scores at the start of the deal and the "
            "final trick counts and applied together; each depends only on the player's own bid, "
            "tricks and, for a reset, score.",
            S5,
        ),
        Rule(
            "MOD-5.7",
            "The score table",
            "By bid and tricks 0 to 13: bid 2 gives +1 for 1, 3, 5, 7, 9, 11 tricks; bid 3 gives "
            "+2 for 1, 4, 7, 10; bid 4 gives +3 for 1, 5, 9; ALL resets for 1, 5, 9. Every other "
            "count from 0 to 12 loses the bid's stake (1, 2, 3, and 3 for ALL); 13 tricks gives "
            "+10 in every row.",
            S5,
        ),
        Rule(
            "MOD-5.8",
            "Consequences of the table",
            "Only one player can take all 13 tricks. Three bids of 4, or three bids of 3, cannot "
            "all succeed, while three bids of 2 can.",
            S5,
        ),
        # -- MOD-6 ------------------------------------------------------------------------------
        Rule(
            "MOD-6.1",
            "End of the game",
            "The game ends as soon as its last deal is scored. After that every bid and play is "
            "refused under this rule.",
            S6,
        ),
        Rule(
            "MOD-6.2",
            "Winning",
            "The highest final score wins. Players sharing the highest score all win; there is "
            "no tie-break.",
            S6,
        ),
        Rule(
            "MOD-6.3",
            "Result",
            "A finished game's result is the three final scores and the set of winning seats.",
            S6,
        ),
        # -- MOD-7 ------------------------------------------------------------------------------
        Rule(
            "MOD-7.1",
            "Option deals",
            "An integer from 1 to 100, default 9: how many deals the game lasts. It need not be "
            "a multiple of 3. The bound keeps a game's record of scored deals, which every "
            "state carries, a few kilobytes.",
            S7,
        ),
        Rule(
            "MOD-7.2",
            "Option first_dealer",
            "Seat 0, 1 or 2, default 0: who deals the first deal.",
            S7,
        ),
        Rule(
            "MOD-7.3",
            "Option all_bid_enabled",
            "true or false, default true: whether the all-bid exists at all.",
            S7,
        ),
        Rule(
            "MOD-7.4",
            "Option sweep_points",
            "An integer from -100 to 100, default 10: what taking all 13 tricks is worth, for "
            "every bid.",
            S7,
        ),
        Rule(
            "MOD-7.5",
            "Options are fixed",
            "With every default the game is the one the source rules give. Options are set when "
            "the game is created and never change during it.",
            S7,
        ),
        # -- MOD-8 ------------------------------------------------------------------------------
        Rule(
            "MOD-8.1",
            "Decision: left is the next seat",
            "Seats run clockwise and left is (s + 1) mod 3; dealing, play and the passing deal go "
            "left, as the source rules pass the deal and first lead to the left.",
            S8,
        ),
        Rule(
            "MOD-8.2",
            "Decision: seat 0 deals first",
            "Seat 0 deals the first deal unless first_dealer says otherwise; the source rules do "
            "not say how the first dealer is chosen.",
            S8,
        ),
        Rule(
            "MOD-8.3",
            "Decision: bid before the deal",
            "Every deal bids before the cards are dealt and before trumps are known, as the source "
            "rules ask for the face-down bid before anyone looks at their hand.",
            S8,
        ),
        Rule(
            "MOD-8.4",
            "Decision: secret, public once made, final",
            "Bids stay secret until all three are in, the fact of having bid is public, and a "
            "bid cannot be changed: what a face-down bid card gives at the table.",
            S8,
        ),
        Rule(
            "MOD-8.5",
            "Decision: ALL is revealed with the others",
            "The all-bid is made secretly and revealed with the other two, since the source "
            "rules' simultaneous reveal applies every deal.",
            S8,
        ),
        Rule(
            "MOD-8.6",
            "Decision: solely last",
            "Alone in last place means strictly lower than each other player, on the scores at "
            "the start of the deal.",
            S8,
        ),
        Rule("MOD-8.7", "Decision: 0 counts", '"0 or fewer" includes exactly 0.', S8),
        Rule(
            "MOD-8.8",
            "Decision: one card at a time",
            "Cards are dealt singly from the dealer's left and the 40th card is the turn-up, so a "
            "given deck order fixes every hand.",
            S8,
        ),
        Rule(
            "MOD-8.9",
            "Decision: the turn-up is out of play",
            "The turn-up belongs to nobody and is never played: 39 cards make three hands of 13, "
            "and the source rules use the 40th only to show trumps.",
            S8,
        ),
        Rule(
            "MOD-8.10",
            "Decision: a sweep replaces the result",
            "Thirteen tricks give +10 under every bid instead of the bid's own result, as the "
            "13-trick column of the source rules' table shows.",
            S8,
        ),
        Rule(
            "MOD-8.11",
            "Decision: ALL with 13 tricks adds 10",
            "An ALL bidder who takes all 13 tricks gains 10 rather than being reset; the source "
            "rules' table shows 10 in that cell and their text says regardless of bid.",
            S8,
        ),
        Rule(
            "MOD-8.12",
            "Decision: reset means 0",
            "A reset puts the score at 0, and a score of 0 stays 0.",
            S8,
        ),
        Rule(
            "MOD-8.13",
            "Decision: no duty to trump",
            "A void player need not trump or overtrump, and trumps may be led at any time.",
            S8,
        ),
        Rule(
            "MOD-8.14",
            "Decision: no claims",
            "All 13 tricks are always played; nobody may claim or concede the rest.",
            S8,
        ),
        Rule(
            "MOD-8.15",
            "Decision: refuse, never penalise",
            "Illegal bids and plays are refused with the state unchanged; there are no revoke "
            "penalties, since the referee can prevent a revoke outright.",
            S8,
        ),
        Rule(
            "MOD-8.16",
            "Decision: played cards are public",
            "Played cards, completed tricks and trick counts are public; players need the trick "
            "counts to aim for their remainder.",
            S8,
        ),
        Rule(
            "MOD-8.17",
            "Decision: shared wins",
            "A tie for the highest final score is a shared win; the source rules give no "
            "tie-break.",
            S8,
        ),
        Rule("MOD-8.18", "Decision: no floor or cap", "Scores have no lower or upper limit.", S8),
        Rule(
            "MOD-8.19",
            "Decision: a bid is a value",
            "The suit of a bid card is irrelevant: a bid is only its value.",
            S8,
        ),
        Rule(
            "MOD-8.20",
            "Decision: one rule per refusal",
            "Each refusal cites exactly one rule, the first that applies in the order of MOD-4.11.",
            S8,
        ),
        Rule(
            "MOD-8.21",
            "Decision: four options",
            "The game has four options (MOD-7), each defaulting to the source rules' game: a "
            "shorter game and a chosen first dealer make testing cheap, and the all-bid and the "
            "sweep value are the natural switches for variants.",
            S8,
        ),
    ],
)
