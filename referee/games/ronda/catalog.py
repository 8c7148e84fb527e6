"""Ronda's rules catalog: every rule and decision id the code cites, with its text."""

from __future__ import annotations

from referee.engine.rules import Rule, RulesCatalog

C = "RON-0 Conventions"
P = "RON-1 Components"
S = "RON-2 Players, seating and direction"
DL = "RON-3 Deal"
DC = "RON-4 Declarations (Ronda, Tringa)"
T = "RON-5 A turn"
CH = "RON-6 Este (One), Five, Ten"
M = "RON-7 Mesa and the combined scores"
R = "RON-8 Restrictions on particular plays"
E = "RON-9 End of the deal"
G = "RON-10 End of the game"
DLP = "RON-11 The dealer's last play"
V = "RON-12 Variants (options)"
D = "Decisions"

RULES = RulesCatalog(
    "ronda",
    "ronda-1",
    [
        Rule(
            "RON-0.1",
            "Card codes",
            "A card is its rank (A, 2-7, J, Q, K) followed by its suit letter (S, H, D, C), as in "
            "7S or JD. Only these 40 codes exist in Ronda; an 8, 9, 10 or joker is refused.",
            C,
        ),
        Rule(
            "RON-0.2",
            "Run order",
            "Runs climb A, 2, 3, 4, 5, 6, 7, J, Q, K. The rank after 7 is J, and K is the top: "
            "a run never wraps round to A.",
            C,
        ),
        Rule(
            "RON-0.3",
            "Seats and direction",
            "Seats are numbered 0 to n-1 counter-clockwise. The next player after seat s is "
            "seat (s+1) mod n.",
            C,
        ),
        Rule(
            "RON-0.4",
            "Sides",
            "Points and won cards belong to sides. With 2 or 3 players each seat is a side "
            '("0", "1", "2"); with 4, seats 0 and 2 form side "0+2" against "1+3". '
            "A player's opponents are every seat of another side.",
            C,
        ),
        Rule(
            "RON-0.8",
            "What the state records",
            "The state keeps the options, dealer, turn, round, stock, table, hands, each side's "
            "pile and score, the previous play of the round, the latest table capturer, each "
            "seat's declaration and dealt holding, the pending declarations and the winner; "
            "the deal's number (from 1) and every line it has scored, and each finished deal's "
            "points.",
            C,
        ),
        Rule(
            "RON-1.1",
            "The pack",
            "Forty cards: a standard pack without its 8s, 9s and 10s, four suits of A, 2-7, J, "
            "Q, K. Every card is always in exactly one place.",
            P,
        ),
        Rule(
            "RON-1.4",
            "7 and J are neighbours",
            "With 8, 9 and 10 gone, J follows 7 directly in runs and in table sequences.",
            P,
        ),
        Rule(
            "RON-1.5",
            "Ranking combinations",
            "Rondas and tringas of different ranks are compared from A (weakest) up to K "
            "(strongest), unless combo_rank_order=ace_high.",
            P,
        ),
        Rule(
            "RON-2.1",
            "Number of players",
            "Ronda is played by 2, 3 or 4 players; other counts are refused.",
            S,
        ),
        Rule(
            "RON-2.2",
            "Partnerships",
            "Four players play as two partnerships sitting opposite: seats 0 and 2 against 1 "
            "and 3. Partners share a pile and a score but hold, declare and play their own "
            "cards.",
            S,
        ),
        Rule(
            "RON-2.5",
            "The dealer",
            "The first dealer is the first_dealer option, or drawn from the seed when it is "
            "null. After each deal the next seat, (dealer+1) mod n, deals.",
            S,
        ),
        Rule(
            "RON-2.6",
            "Order of play",
            "Every round begins with the seat after the dealer and goes round counter-clockwise; "
            "the dealer plays last in each cycle and in the round.",
            S,
        ),
        Rule(
            "RON-3.1",
            "The first distribution",
            "The pack is shuffled from the seed. Each seat from dealer+1 round to the dealer gets "
            "a batch of three cards, then four go face up to the table one by one; the rest is the "
            "stock.",
            DL,
        ),
        Rule(
            "RON-3.2",
            "A valid starting table",
            "The four starting table cards must have four different ranks and must not be four "
            "consecutive ranks of the run order, in whatever order they came. 6-7-J-Q is such a "
            "sequence; Q-K-A-2 is not.",
            DL,
        ),
        Rule(
            "RON-3.3",
            "Equal ranks on the starting table",
            "When ranks repeat, the first dealt card of each rank stays and every later card of "
            "that rank goes back into the stock, which is reshuffled; as many cards are then "
            "dealt from it, after those already there.",
            DL,
        ),
        Rule(
            "RON-3.4",
            "A sequence on the starting table",
            "When the four table cards form a sequence, the card dealt last goes back into the "
            "stock, the stock is reshuffled and one card replaces it.",
            DL,
        ),
        Rule(
            "RON-3.5",
            "Repeat until valid",
            "The corrections repeat, equal ranks first, until the table is valid. The hands "
            "never change.",
            DL,
        ),
        Rule(
            "RON-3.6",
            "Later rounds",
            "When every hand is empty and the stock is not, each seat gets another batch of "
            "three (dealer+1 first) with nothing added to the table, and a new declaration "
            "phase starts. The referee does this without a move.",
            DL,
        ),
        Rule(
            "RON-3.7",
            "Rounds in a deal",
            "The stock runs out exactly: six rounds with 2 players, four with 3, three with 4 "
            "(five and three without table cards). Views say when the last round is under "
            "way.",
            DL,
        ),
        Rule(
            "RON-4.1",
            "Holding",
            "A freshly dealt three-card hand holds a tringa (three of a rank), a ronda (exactly "
            "a pair) or nothing. A four-card hand holds a tringa (exactly three of a rank), two "
            "rondas (two pairs, or four of a kind), a ronda (one pair) or nothing.",
            DC,
        ),
        Rule(
            "RON-4.2",
            "Values",
            "A ronda is worth 1, two rondas 2 and a tringa 3 (5 with tringa_points=5).",
            DC,
        ),
        Rule(
            "RON-4.3",
            "Strength",
            "A tringa beats any ronda. Two tringas: the higher rank wins. Rondas and two rondas "
            "compare their highest pair; equal highest pairs tie.",
            DC,
        ),
        Rule(
            "RON-4.4",
            "Declaration phase",
            "After every distribution and before the round's first card, each seat in play "
            "order declares once: none, ronda, tringa, or two_rondas with a four-card hand. "
            "Only the kind is announced. Playing first, declaring out of turn or twice, and "
            "two_rondas with three cards are refused.",
            DC,
        ),
        Rule(
            "RON-4.6",
            "Competing declarations",
            "Among the declarations other than none, they compete when two or more sides "
            "declared a tringa, or when none did and two or more sides declared rondas. "
            "Partners never compete with each other.",
            DC,
        ),
        Rule(
            "RON-4.7",
            "Settled at once",
            "Declarations that do not compete are verified and scored as soon as the phase "
            "ends, in one scoring step; the game can be won before any card is played.",
            DC,
        ),
        Rule(
            "RON-4.8",
            "The award",
            "Only correct declarations count. The side holding the strongest one scores the "
            "sum of all their values. When equally strong ones belong to different sides, each "
            "such side scores 1 (tie_split=one_each) or the sum divided among them, rounded "
            "down.",
            DC,
        ),
        Rule(
            "RON-4.9",
            "Wrong declarations",
            "A declaration that does not name the dealt holding exactly scores nothing, and each "
            "opposing side scores the larger of its false-declaration cost (ronda 1, two rondas "
            "2, tringa 5) and the penalty the real holding would carry if undeclared.",
            DC,
        ),
        Rule(
            "RON-4.10",
            "Undeclared holding",
            "A seat that declared none while holding a ronda, two rondas or a tringa gives each "
            "opposing side 1, 2 or 5 points (the ronda figure is undeclared_ronda_penalty) right "
            "after it plays the last card of that hand.",
            DC,
        ),
        Rule(
            "RON-4.11",
            "Deferred settlement",
            "Competing declarations wait. Right after the last pending declarer plays the last "
            "card of his hand, all of them are verified and the award is made in one step.",
            DC,
        ),
        Rule(
            "RON-4.12",
            "Bluffing",
            "Any well-formed declaration is accepted, true or not; a false one is penalised only "
            "when verified. If the game ends first, pending declarations and undeclared "
            "penalties not yet applied are dropped.",
            DC,
        ),
        Rule(
            "RON-4.13",
            "Challenge",
            "With 2 or 4 players, any opponent of a pending declarer may challenge that "
            "declaration between plays, even out of turn. A wrong one is penalised and the rest "
            "are tested again; a correct one wins the game for the declarer's side. No "
            "challenges with 3 players, of your own side, or of what is not pending.",
            DC,
        ),
        Rule(
            "RON-4.14",
            "Declarations stay in their round",
            "Each round's declarations are separate, and every pending one is settled before "
            "the next round is dealt.",
            DC,
        ),
        Rule(
            "RON-5.1",
            "A turn",
            "Once the declarations are made, the seat to move plays exactly one card of its "
            "hand; it cannot pass. Playing out of turn or a card not in the hand is refused.",
            T,
        ),
        Rule(
            "RON-5.2",
            "What the card does",
            "A card steals when the conditions of a Five or Ten hold; otherwise it captures when "
            "a table card has its rank; otherwise it is placed on the table. A card that can "
            "take nothing takes nothing.",
            T,
        ),
        Rule(
            "RON-5.3",
            "Table capture",
            "The card takes the table card of its rank, then the card of the next rank up, and "
            "so on until a rank is missing or after K. All go to the side's pile with the card "
            "played.",
            T,
        ),
        Rule(
            "RON-5.4",
            "Compulsory and complete",
            "A card that matches must capture, and must take the whole run. A move naming any "
            "other set of cards than exactly that one is refused.",
            T,
        ),
        Rule(
            "RON-5.5",
            "Free choice of card",
            "The player may play any card of his hand; nothing obliges him to play one that "
            "captures.",
            T,
        ),
        Rule(
            "RON-5.6",
            "What a capture never does",
            "A capture never takes ranks below the card played, never wraps from K to A, and "
            "ignores suits.",
            T,
        ),
        Rule(
            "RON-5.7",
            "One card a rank",
            "The table never holds two cards of one rank, so at most one table card can match.",
            T,
        ),
        Rule(
            "RON-6.1",
            "Este",
            "A capture whose matched card is the one the previous player placed on the table "
            "with the play just before, in the same round, scores 1 for the mover's side.",
            CH,
        ),
        Rule(
            "RON-6.2",
            "No Este",
            "There is no Este when the previous card is only taken as part of a run, when the "
            "previous play captured or stole, when the matched card was already on the table, "
            "or on a round's first play.",
            CH,
        ),
        Rule(
            "RON-6.3",
            "Five",
            "With 3 or 4 players, playing a card of the rank of an Este (or Two) made by the play "
            "just before is a steal worth 5: the side takes that card and every card the Este "
            "won, and the Este side keeps its point. The table is unchanged.",
            CH,
        ),
        Rule(
            "RON-6.4",
            "Ten",
            "With 4 players, playing the fourth card of the rank right after a Five (or Six) is a "
            "steal worth 10, taking every card of the chain. The Five side keeps its points.",
            CH,
        ),
        Rule(
            "RON-6.5",
            "Steals are compulsory",
            "A card of the chain's rank played while a Five or Ten is possible always steals; it "
            "can never be placed instead.",
            CH,
        ),
        Rule(
            "RON-6.6",
            "Nothing else chains",
            "With 2 players a third card of the rank after an Este, and with 3 players a fourth "
            "after a Five, is an ordinary play: it is placed, there being no such rank on the "
            "table.",
            CH,
        ),
        Rule(
            "RON-6.7",
            "Chains stay in the round",
            "No Este, Five or Ten on a round's first play ever builds on the previous round.",
            CH,
        ),
        Rule(
            "RON-7.1",
            "Mesa",
            "A play that takes cards and leaves the table empty scores 1, except the last play "
            "of the deal. Placing a card on an empty table, or the end-of-deal sweep, is no "
            "Mesa.",
            M,
        ),
        Rule(
            "RON-7.2",
            "Combined scores",
            "Este and Mesa together make a Two (2 points), Five and Mesa a Six (6), Ten and Mesa "
            "an Eleven (11).",
            M,
        ),
        Rule(
            "RON-8.1",
            "The deal's last play",
            "The single last play of a deal never scores a Mesa, though it still scores an Este, "
            "Five or Ten.",
            R,
        ),
        Rule(
            "RON-8.2",
            "First play after a redeal",
            "The first play of rounds 2 and later is no Este, Five or Ten, even when it takes "
            "the card the dealer placed last; it captures and may score a Mesa as usual.",
            R,
        ),
        Rule(
            "RON-8.3",
            "First play of a deal",
            "The first play of a deal has no previous play: dealt table cards were never left "
            "by a player.",
            R,
        ),
        Rule(
            "RON-9.1",
            "The sweep",
            "After the deal's last play is scored, the cards left on the table go to the side "
            "of the latest table capturer. Steals do not count as table captures. The sweep "
            "scores nothing by itself.",
            E,
        ),
        Rule(
            "RON-9.2",
            "Card count",
            "Each side counts its pile: with 2 or 4 players every card over 20 is a point, with "
            "3 players every card over 13.",
            E,
        ),
        Rule(
            "RON-9.3",
            "The next deal",
            "If the game goes on, the next dealer deals afresh: scores carry over and piles "
            "start empty.",
            E,
        ),
        Rule("RON-10.1", "Target", "The game is played to target_score points, 41 by default.", G),
        Rule(
            "RON-10.2",
            "Game-end check",
            "After every scoring step, a side that has reached the target and leads alone wins "
            "at once, even in the middle of a round; nothing more is scored.",
            G,
        ),
        Rule(
            "RON-10.3",
            "Level at the top",
            "When two or more sides share the highest score at or above the target, play goes "
            "on until one leads alone at a check.",
            G,
        ),
        Rule(
            "RON-10.4",
            "Order of scoring in a play",
            "A play scores in steps, each followed by the game-end check: the play itself; the "
            "player's undeclared holding once his hand is empty; a deferred settlement it "
            "triggers; on the deal's last play, the sweep and card count.",
            G,
        ),
        Rule(
            "RON-10.5",
            "A correct declaration challenged",
            "A challenge that finds the declaration correct ends the game at once in favour of "
            "the declarer's side, whatever the scores.",
            G,
        ),
        Rule(
            "RON-10.6",
            "One step, all together",
            "The point changes of one scoring step are applied together: a penalty to two "
            "opponents, a split tie, a three-player card count.",
            G,
        ),
        Rule(
            "RON-10.7", "After the end", "Once the game is over every further move is refused.", G
        ),
        Rule(
            "RON-11.1",
            "The dealer's last play (option)",
            "With dealer_last_play=true the last play of each deal, always the dealer's, scores "
            "extra points.",
            DLP,
        ),
        Rule(
            "RON-11.2",
            "Ending with a king",
            "When that play takes cards with a K, the dealer's side scores 5 more.",
            DLP,
        ),
        Rule(
            "RON-11.4",
            "Ending with nothing or an ace",
            "When that play takes no cards, or its card is an ace, each opposing side scores 5.",
            DLP,
        ),
        Rule(
            "RON-12.1",
            "Options",
            "Options are fixed when the game is created; an unknown option or a value outside "
            "its list is refused.",
            V,
        ),
        Rule(
            "RON-12.2",
            "Without table cards",
            "deal_to_table=false (2 or 4 players only): the table starts empty with no "
            "correction; two players get four cards every round, four players four in round 1 "
            "and three after. Combining it with 3 players is refused.",
            V,
        ),
        Rule(
            "RON-12.3",
            "Ace high combinations",
            "combo_rank_order=ace_high ranks rondas and tringas A, K, Q, J, 7 down to 2; runs "
            "are unaffected.",
            V,
        ),
        Rule(
            "RON-12.4",
            "Chain points",
            "chain_points=1-6-15 makes Este 1, Five 6 and Ten 15; a Mesa still adds 1.",
            V,
        ),
        Rule(
            "D-02",
            "Two rondas against a ronda",
            "A two-rondas holding competes on its higher pair alone; equal highest pairs tie.",
            D,
        ),
        Rule(
            "D-04",
            "Sides compete, not seats",
            "The competition test counts sides, so partners' declarations never compete.",
            D,
        ),
        Rule(
            "D-05",
            "Verified when scored",
            "A declaration scored at once is verified at once, so a false lone declaration can "
            "never win the game unexposed.",
            D,
        ),
        Rule(
            "D-07",
            "Mixed wrong declarations",
            "A wrong declaration costs the larger of the false-declaration and the "
            "undeclared-holding penalties, so under-declaring never costs less than silence.",
            D,
        ),
        Rule(
            "D-08",
            "Undeclared holdings found by the referee",
            "The referee applies the undeclared-holding penalty itself once the holder's hand "
            "is played out.",
            D,
        ),
        Rule(
            "D-10",
            "After a bluff is exposed",
            "The remaining pending declarations are tested again and scored at once if they no "
            "longer compete.",
            D,
        ),
        Rule(
            "D-20",
            "Penalties with three players",
            "Each opposing side scores a penalty in full.",
            D,
        ),
        Rule(
            "D-23",
            "No wrap in table sequences",
            "K and A are not adjacent, so Q-K-A-2 is not a sequence.",
            D,
        ),
        Rule(
            "D-24",
            "Nothing pending without a trigger",
            "Pending declarations whose declarers have all played out when a bluff is exposed "
            "are settled at once.",
            D,
        ),
    ],
)
