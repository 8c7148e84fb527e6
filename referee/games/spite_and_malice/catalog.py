"""The rules catalog of Spite and Malice: every rule and decision id it cites, in our words."""

from __future__ import annotations

from referee.engine.rules import Rule, RulesCatalog

S0 = "SAM-0 Conventions"
S1 = "SAM-1 Components"
S2 = "SAM-2 Deal"
S3 = "SAM-3 Layout and visibility"
S4 = "SAM-4 A turn"
S5 = "SAM-5 Center piles"
S6 = "SAM-6 Compulsory plays"
S7 = "SAM-7 Discard piles"
S8 = "SAM-8 Stalemate"
S9 = "SAM-9 Stock exhaustion"
S10 = "SAM-10 End of a deal and scoring"
S11 = "SAM-11 Match length"
S12 = "SAM-12 Options and variants"
SD = "SAM-15 Decisions"

ENTRIES = [
    Rule(
        "SAM-0.2",
        "Numeric ranks",
        "An ace is 1, number cards count their face value, and "
        "J, Q and K are 11, 12 and 13. Every card but a joker is a natural card.",
        S0,
    ),
    Rule(
        "SAM-0.4",
        "Seats",
        "Two players, or four or six in partnerships, sit in seat order and "
        "move clockwise. Seats are numbered from 0 on the wire; a move naming a seat the game "
        "does not have is refused.",
        S0,
    ),
    Rule(
        "SAM-0.5",
        "Piles and their numbers",
        "Piles are written bottom to top, the stock top "
        "first. Each new center pile takes the next number of the deal, so numbers are never "
        "reused while the deal lasts.",
        S0,
    ),
    Rule(
        "SAM-0.6",
        "Actions",
        "Only the mover acts, by playing a card to a center pile, "
        "discarding, drawing or ending the turn. A play names an active center pile or a new "
        "one; everything else (refills, recycling, the stalemate) happens by itself.",
        S0,
    ),
    Rule(
        "SAM-0.7",
        "Refusals",
        "An illegal action changes nothing and cites the rule it "
        "breaks, the rule about the card, pile or option before a general one.",
        S0,
    ),
    Rule(
        "SAM-0.8",
        "Duplicate cards",
        "With two or three packs, several cards share a code; "
        "copies are interchangeable and every copy is counted.",
        S0,
    ),
    Rule(
        "SAM-1.1",
        "Two packs",
        "A 52-card pay-off pack and a 56-card stock pack (52 cards and "
        "4 jokers): 108 cards in all.",
        S1,
    ),
    Rule(
        "SAM-2.1",
        "Pay-off piles",
        "The pay-off pack is shuffled and each player gets a "
        "face-down pay-off pile with its top card turned up.",
        S2,
    ),
    Rule(
        "SAM-2.2",
        "Hands and stock",
        "The stock pack is shuffled, five cards go to each hand "
        "and the rest is the face-down stock.",
        S2,
    ),
    Rule(
        "SAM-2.3",
        "First player",
        "The player with the highest pay-off top starts; an ace is low and a king high.",
        S2,
    ),
    Rule(
        "SAM-2.4",
        "Equal tops",
        "Equal ranks are settled by suit, spades highest, then hearts, diamonds and clubs.",
        S2,
    ),
    Rule("SAM-2.5", "Turns alternate", "After the first turn the players take turns in order.", S2),
    Rule(
        "SAM-3.1",
        "Pay-off piles are face down",
        "Everyone sees each pay-off top and count, "
        "but nobody, the owner included, sees the cards beneath; a new top turns up at once.",
        S3,
    ),
    Rule(
        "SAM-3.2",
        "Hands are private",
        "Only the owner sees a hand; others, a partner too, see its size.",
        S3,
    ),
    Rule(
        "SAM-3.3",
        "The stock is secret",
        "Everyone sees the stock's size, nobody its order, "
        "also after cards are recycled or reshuffled into it.",
        S3,
    ),
    Rule(
        "SAM-3.4",
        "Discard piles are open",
        "Every card of a discard pile is public; only its top may move.",
        S3,
    ),
    Rule(
        "SAM-3.5",
        "Center piles are open",
        "A center pile's cards, its size and the rank it needs next are public.",
        S3,
    ),
    Rule(
        "SAM-3.6",
        "Completed piles are open",
        "Completed piles stay face up until they go back into the stock.",
        S3,
    ),
    Rule(
        "SAM-3.7",
        "Joker values are public",
        "A joker never has a declared value: in the "
        "center its position fixes it, in a discard pile its pile limits it.",
        S3,
    ),
    Rule(
        "SAM-4.1",
        "Refill at turn start",
        "After the stock check the mover draws up to five cards, or what the stock has.",
        S4,
    ),
    Rule(
        "SAM-4.2",
        "No refill for a full hand",
        "The refill is five less the hand size, so a "
        "player who kept five cards draws nothing and a short hand is topped up.",
        S4,
    ),
    Rule(
        "SAM-4.3",
        "What the mover may play",
        "Any hand card, the top of the own pay-off pile "
        "and the top of any own discard pile may go to the center, in any order.",
        S4,
    ),
    Rule(
        "SAM-4.4",
        "Next pay-off card",
        "When the pay-off top is played, the card below turns up and may be played at once.",
        S4,
    ),
    Rule(
        "SAM-4.5",
        "Drawing on an empty hand",
        "While the hand is empty the mover may draw five "
        "cards (or what remains) and go on; with cards in hand drawing is refused.",
        S4,
    ),
    Rule(
        "SAM-4.6",
        "Ending a turn",
        "A turn ends with a discard or with END, neither allowed "
        "while an obligation is outstanding.",
        S4,
    ),
    Rule(
        "SAM-4.7",
        "Discarding the last card",
        "A discard that empties the hand still ends the "
        "turn; the hand is refilled at the next turn start.",
        S4,
    ),
    Rule(
        "SAM-4.8",
        "Never allowed",
        "Opponents' piles, cards from the center, moves between "
        "discard piles and extra draws are never allowed.",
        S4,
    ),
    Rule(
        "SAM-4.9",
        "Playing nothing",
        "Unless something is compulsory, the mover may end the turn without playing.",
        S4,
    ),
    Rule(
        "SAM-5.1",
        "Shared center piles",
        "Center piles belong to everyone, and there may be any number of them.",
        S5,
    ),
    Rule(
        "SAM-5.2",
        "Starting a pile",
        "Only a natural ace or a joker, counting as an ace, starts a new center pile.",
        S5,
    ),
    Rule(
        "SAM-5.3",
        "Building up",
        "On a center pile goes a natural card one rank above its "
        "effective top, or a joker; suits do not matter.",
        S5,
    ),
    Rule(
        "SAM-5.4",
        "Effective rank",
        "A pile's effective top rank is its number of cards, so a "
        "joker counts as the rank of its position.",
        S5,
    ),
    Rule(
        "SAM-5.5",
        "Completed piles",
        "A pile that reaches 13 cards (a K on top) leaves the "
        "center and waits face up; nothing may be put on it.",
        S5,
    ),
    Rule(
        "SAM-5.7",
        "Jokers are optional",
        "A joker may always be played where the pile rules allow, and is never compulsory.",
        S5,
    ),
    Rule(
        "SAM-6.1",
        "Compulsory aces and 2s",
        "A natural ace on top of one of the mover's piles "
        "is compulsory; so is a natural 2 there while an A-pile (a one-card pile) exists.",
        S6,
    ),
    Rule(
        "SAM-6.2",
        "Aces start piles",
        "Every compulsory ace must start a new pile before the turn ends.",
        S6,
    ),
    Rule(
        "SAM-6.3",
        "2s go on A-piles",
        "Compulsory 2s must go on A-piles before the turn ends; "
        "the duty is checked again after every change.",
        S6,
    ),
    Rule(
        "SAM-6.4",
        "Choosing among 2s",
        "With more compulsory 2s than A-piles the mover picks "
        "which to play; once no A-pile is left the others are free.",
        S6,
    ),
    Rule(
        "SAM-6.5",
        "Blocking",
        "A hand 2 or a joker may not take an A-pile while there are at "
        "least as many compulsory 2s as A-piles.",
        S6,
    ),
    Rule(
        "SAM-6.6",
        "When compulsory plays are due",
        "Compulsory plays may come at any time in "
        "the turn, but no discard or END is accepted while one is outstanding.",
        S6,
    ),
    Rule(
        "SAM-6.7",
        "Hand cards are never compulsory",
        "In a normal turn no hand card must be played.",
        S6,
    ),
    Rule(
        "SAM-7.1",
        "Four slots",
        "Each player has four discard slots; a fifth pile is refused, "
        "and an emptied slot may be used again.",
        S7,
    ),
    Rule(
        "SAM-7.2",
        "Who discards",
        "Only the mover discards, a hand card, to an own slot, once "
        "a turn; the discard ends the turn.",
        S7,
    ),
    Rule("SAM-7.3", "Empty slots", "Any card but a natural ace may start a discard pile.", S7),
    Rule(
        "SAM-7.4",
        "Same or one lower",
        "A natural card goes on a discard pile if its rank "
        "equals a value the top may have, or is one below such a value.",
        S7,
    ),
    Rule("SAM-7.5", "No aces", "A natural ace is never discarded.", S7),
    Rule(
        "SAM-7.6",
        "Kings",
        "A king goes only into an empty slot, on a king, or on a joker that may stand for a king.",
        S7,
    ),
    Rule(
        "SAM-7.7",
        "Jokers in discard piles",
        "A joker may be discarded on any own pile or into "
        "an empty slot; its value is never declared.",
        S7,
    ),
    Rule(
        "SAM-7.8",
        "Possible values",
        "Reading a discard pile upwards, each card may stand for "
        "the values its predecessors allow, same or one lower; a joker keeps every such value. "
        "The sets are worked out afresh after every change.",
        S7,
    ),
    Rule(
        "SAM-7.9",
        "Discard jokers to the center",
        "A joker played from a discard pile takes "
        "the value the center pile needs, whatever it stood for before.",
        S7,
    ),
    Rule(
        "SAM-7.10",
        "Only the top",
        "Only a discard pile's top card may be played; the card "
        "beneath becomes available when it leaves.",
        S7,
    ),
    Rule(
        "SAM-8.1",
        "Null turns",
        "A turn with no card put on a center pile and no discard is "
        "null; refills, draws and END do not count.",
        S8,
    ),
    Rule(
        "SAM-8.2",
        "Second chance begins",
        "When every player in a row has had a null turn, a "
        "second-chance phase begins with F, the first of them.",
        S8,
    ),
    Rule(
        "SAM-8.3",
        "Second-chance duty",
        "In a second-chance turn the mover may not discard or "
        "end while holding a natural ace, or a natural 2 while an A-pile exists, unless one such "
        "card from the hand has already gone to the center this turn. Jokers never count.",
        S8,
    ),
    Rule(
        "SAM-8.4",
        "Cancelling the phase",
        "A second-chance turn that is not null ends the "
        "phase and restarts the count of null turns.",
        S8,
    ),
    Rule(
        "SAM-8.5",
        "Reshuffle and restart",
        "If every second-chance turn is null, all cards but "
        "the pay-off piles are shuffled into a new stock, five go to each player, and F moves "
        "next.",
        S8,
    ),
    Rule(
        "SAM-8.6",
        "No drawn deals",
        "The stalemate procedure repeats as often as needed; a deal never ends drawn.",
        S8,
    ),
    Rule(
        "SAM-8.7",
        "Turn bookkeeping",
        "A state records whether the turn has played, "
        "discarded or played a hand ace or 2, the null-turn count and F, and the second-chance "
        "turns left; a state without them means none of these has happened.",
        S8,
    ),
    Rule(
        "SAM-9.1",
        "Stock check",
        "The stock check runs at every turn start and before every "
        "draw, for the number of cards about to be drawn.",
        S9,
    ),
    Rule(
        "SAM-9.2",
        "Recycling completed piles",
        "Completed piles are shuffled under the stock "
        "when the stock is at or below the threshold (12 by default) or cannot cover the draw.",
        S9,
    ),
    Rule(
        "SAM-9.3",
        "Recycling active piles",
        "With no completed pile and a stock too small for "
        "the draw, the active center piles are shuffled under the stock.",
        S9,
    ),
    Rule(
        "SAM-9.4",
        "Short draws",
        "A draw takes min(need, stock count) cards from the top; if the stock is still short, "
        "the hand stays short. A DRAW that would bring no card (the stock still empty after "
        "the stock check) is illegal: it would change nothing, and the mover plays on or ends "
        "the turn.",
        S9,
    ),
    Rule(
        "SAM-10.1",
        "Winning a deal",
        "A deal ends the moment a player's pay-off pile is empty, or both piles of a partnership.",
        S10,
    ),
    Rule(
        "SAM-10.2",
        "Nothing after the end",
        "Once the deal (and the match) is over no action is accepted.",
        S10,
    ),
    Rule(
        "SAM-10.3",
        "Deal score",
        "The winner scores the cards left in the other pay-off pile, "
        "plus 5 unless plus_five is off; the loser scores nothing.",
        S10,
    ),
    Rule(
        "SAM-10.4",
        "Partnership score",
        "A winning partnership scores every card left in the "
        "other players' pay-off piles, plus 5 once.",
        S10,
    ),
    Rule(
        "SAM-11.1",
        "Match modes",
        "One deal by default; or deals until a side reaches "
        "target_score; or deal_count deals, the higher total winning and equal totals drawn.",
        S11,
    ),
    Rule("SAM-11.2", "Every deal afresh", "Each deal of a match is dealt and started anew.", S11),
    Rule(
        "SAM-11.3",
        "No tied target matches",
        "Only a deal's winner scores, so a target_score match has one winner.",
        S11,
    ),
    Rule(
        "SAM-12.1",
        "Options",
        "Players, packs, pay-off size and the variant switches; a "
        "configuration whose deal cannot be made is refused.",
        S12,
    ),
    Rule(
        "SAM-12.2.1",
        "Mixed deal",
        "All packs are shuffled together; pay-off piles (20 cards "
        "by default), hands and stock all come from them.",
        S12,
    ),
    Rule(
        "SAM-12.2.2",
        "Pay-off jokers",
        "With the mixed deal a joker may be a pay-off top; it "
        "plays like any joker and is never compulsory.",
        S12,
    ),
    Rule(
        "SAM-12.2.3",
        "First player, mixed deal",
        "A joker top ranks below an ace, and players "
        "with identical tops reshuffle their pay-off piles and compare again.",
        S12,
    ),
    Rule(
        "SAM-12.3.1",
        "Free discarding",
        "With free_discard any card but an ace may go on any "
        "own discard pile; the limits on piles, aces and timing remain.",
        S12,
    ),
    Rule(
        "SAM-12.4.1",
        "No initial hands",
        "With deal_initial_hands off, hands start empty and each first refill draws five.",
        S12,
    ),
    Rule(
        "SAM-12.4.2",
        "Reshuffle ties",
        'With first_player_tie "reshuffle", players tied on '
        "the highest rank reshuffle their whole pay-off piles until one top is highest.",
        S12,
    ),
    Rule(
        "SAM-12.5.1",
        "Partnerships",
        "Partners sit opposite: seats 0+2 and 1+3 with four players, 0+3, 1+4 and 2+5 with six.",
        S12,
    ),
    Rule(
        "SAM-12.5.2",
        "Partnership deal",
        "Partnership games always use the mixed deal: two "
        "packs for four players, three for six, pay-off piles of 15.",
        S12,
    ),
    Rule(
        "SAM-12.5.3",
        "Partner's piles",
        "The mover may play from the partner's pay-off top and "
        "discard tops, but discards only to the own slots and never uses opponents' piles.",
        S12,
    ),
    Rule(
        "SAM-12.5.4",
        "Partner's compulsory cards",
        "Compulsory aces and 2s include those on "
        "the partner's piles; the second-chance duty concerns the mover's hand only.",
        S12,
    ),
    Rule(
        "SAM-12.5.5",
        "Empty pay-off, still playing",
        "A player whose own pay-off pile is empty keeps taking turns until the partnership wins.",
        S12,
    ),
    Rule(
        "SAM-12.5.6",
        "First player, partnerships",
        "The highest pay-off top among all players starts, ties settled as in the mixed deal.",
        S12,
    ),
    Rule(
        "SAM-12.5.7",
        "Stalemate with more players",
        "With N players, N null turns in a row "
        "start the second chance; each player then has one second-chance turn from F on.",
        S12,
    ),
    Rule(
        "SAM-12.6.1",
        "Refill after an emptying discard",
        "With this option a discard that empties the hand draws five and the turn goes on.",
        S12,
    ),
    Rule(
        "SAM-12.6.2",
        "Hand 2 may block a discard 2",
        "With this option a hand 2 or a joker may "
        "take the last A-pile from a discard-pile 2, never from a pay-off 2.",
        S12,
    ),
    Rule(
        "SAM-D1",
        "Aces are never discarded",
        "Decision: natural aces stay out of discard piles, kept for starting center piles.",
        SD,
    ),
    Rule(
        "SAM-D5",
        "Blocking at the moment of play",
        "Decision: the blocking rule looks only at "
        "the position when the card is placed, and applies to jokers as to hand 2s.",
        SD,
    ),
    Rule("SAM-D6", "Joker A-piles", "Decision: a pile started by a joker is an A-pile.", SD),
    Rule(
        "SAM-D7",
        "DRAW is an action",
        "Decision: drawing five on an empty hand is an explicit, optional DRAW.",
        SD,
    ),
    Rule(
        "SAM-D9",
        "When the stock is replenished",
        "Decision: the stock check runs at each turn "
        "start and before each draw, threshold 12, and takes active piles only when no completed "
        "pile exists and the stock cannot cover the draw.",
        SD,
    ),
    Rule(
        "SAM-D10",
        "What a null turn is",
        "Decision: a turn without a center play or a discard "
        "is null, and any play in a second-chance turn cancels the phase.",
        SD,
    ),
    Rule(
        "SAM-D12",
        "What the restart gathers",
        "Decision: the restart takes completed piles too, "
        "and F starts with a fresh five-card hand and no draw.",
        SD,
    ),
    Rule(
        "SAM-D13",
        "Discard jokers stand for any rank",
        "Decision: a joker in a discard pile "
        "may stand for A to K, so a lone joker accepts any non-ace card.",
        SD,
    ),
    Rule(
        "SAM-D16",
        "Free discarding keeps aces out",
        "Decision: free_discard still forbids discarding aces.",
        SD,
    ),
    Rule(
        "SAM-D17",
        "Jokers in mixed pay-off piles",
        "Decision: a joker pay-off top plays as a "
        "wild card, ranks below an ace for the first player, and identical tops reshuffle.",
        SD,
    ),
    Rule(
        "SAM-D18",
        "Partnership details",
        "Decision: partners sit opposite, share compulsory "
        "plays, score as a team, and have 15-card pay-off piles.",
        SD,
    ),
    Rule(
        "SAM-D19",
        "Match length",
        "Decision: one deal by default; target_score 100 and "
        "fixed_deals 3 as options; equal totals after fixed deals are a draw.",
        SD,
    ),
    Rule(
        "SAM-D20",
        "Turn after an emptying discard",
        "Decision: with "
        "refill_after_discard_empties_hand the turn carries on as if it had just begun.",
        SD,
    ),
    Rule(
        "SAM-D21",
        "Jokers under the hand-2 option",
        "Decision: under hand_two_may_block_discard_two a joker is treated like a hand 2.",
        SD,
    ),
    Rule("SAM-D22", "Refill size", "Decision: the refill is always five less the hand size.", SD),
    Rule(
        "SAM-D23",
        "No drawn deal",
        "Decision: a deal has no drawn result; stalemates end in reshuffles.",
        SD,
    ),
]

RULES = RulesCatalog("spite-and-malice", "spite-and-malice-1", ENTRIES)
