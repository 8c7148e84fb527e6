// Spite and Malice's table: pay-off piles (only the top shown, and the count), the center
// piles, four discard piles per seat, and the hand. A move is built by choosing where the
// card comes from (a hand card, a pay-off top, a discard pile) and where it goes (a center
// pile, a new pile, a discard pile): piles are targets, since a card alone can be in two places.

import { backs, cardName, el, face, inlineCard, stat, target } from "../cards.js";
import { show } from "../moves.js";
import { teller } from "../people.js";
import { capital, counted, pointsWords } from "../words.js";

const SLOTS = 4;
const payoff = (seat) => `payoff:${seat}`;
const discard = (seat, slot) => `discard:${seat}:${slot}`;
const center = (to) => `center:${to}`;
const pileName = (to) => (to === "new" ? "a new center pile" : `center pile ${to}`);
const RANKS = { 1: "an ace", 11: "a jack", 12: "a queen", 13: "a king" };

// Where a move's card comes from, in words that read the same on every seat's page.
function from(move, who = teller()) {
  const owner = move.owner ?? move.player;
  const whose = owner === move.player ? "" : ` of ${who.seat(owner)}`;
  if (move.source === "hand") return "the hand";
  if (move.source === "payoff") return `the pay-off pile${whose}`;
  return `discard pile ${move.slot + 1}${whose}`;
}

// The pile a card tops, as the board names it: "your discard pile 2", "Cy's pay-off pile".
function pileOf(source, owner, slot, seat, who) {
  const whose = owner === seat ? "your" : `${who.seat(owner)}'s`;
  return `${whose} ${source === "payoff" ? "pay-off pile" : `discard pile ${slot + 1}`}`;
}

// The card a compulsory play names: the top of its pile, as the view shows it.
function topOf(must, view) {
  if (must.source === "payoff") return view.payoff_tops[must.owner];
  if (must.source === "discard") return ((view.discards[must.owner] || [])[must.slot] || []).at(-1) ?? null;
  return null;
}

// What keeps the mover from ending the turn (SAM-6.6, SAM-8.3), in the board's words.
function mustPlay(must, view, who) {
  const card = topOf(must, view);
  if (!card) {
    return ["in this second-chance turn an ace from your hand, or a 2 while a center pile holds only an ace, "
      + "must go to the center before the turn can end"];
  }
  const ace = card.startsWith("A");
  return [inlineCard(card), ` on ${pileOf(must.source, must.owner, must.slot, view.seat, who)} must `,
    ace ? "start a new center pile" : "go on a center pile that holds only an ace", " before the turn can end"];
}

const spite = {
  board(view, who = teller()) {
    const seats = view.hand_counts.map((n, seat) => {
      const top = view.payoff_tops[seat];
      const count = view.payoff_counts[seat];
      const name = `${capital(who.named(seat))}${seat === view.seat ? " (you)" : ""}`;
      return el("section", { class: "group seat", "aria-label": name },
        el("h3", { text: name }),
        el("div", { class: "row" },
          target(payoff(seat), `${name}: pay-off pile, ${counted(count, "card")}${top ? `, top ${cardName(top)}` : ", empty"}`,
            el("h3", { text: `Pay-off · ${count}` }), el("div", { class: "cards" }, top ? face(top) : el("span", { class: "empty", text: "empty" }))),
          seat === view.seat ? null : backs("Hand", n)),
        el("div", { class: "row discards" }, Array.from({ length: SLOTS }, (_, slot) => {
          const cards = (view.discards[seat] || [])[slot] || [];
          return target(discard(seat, slot), `${name}: discard pile ${slot + 1}, ${cards.length ? `${counted(cards.length, "card")}, top ${cardName(cards[cards.length - 1])}` : "empty"}`,
            el("h3", { text: `Discard ${slot + 1}` }),
            el("div", { class: "cards fan" }, cards.length ? cards.map(face) : el("span", { class: "empty", text: "empty" })));
        })));
    });
    return el("div", { class: "board spite" },
      el("div", { class: "row" }, backs("Stock", view.stock_count),
        stat("Deal", view.deal_number), stat("Completed piles", view.completed.length)),
      view.must_play ? el("p", { class: "must-play", "data-rule": view.must_play.rule },
        el("strong", { text: "Must play: " }), ...mustPlay(view.must_play, view, who)) : null,
      el("section", { class: "zone felt center", "aria-label": "Center piles" }, el("h3", { text: "Center piles" }),
        el("div", { class: "row" },
          view.center.map((p) => target(center(p.pile), `Center pile ${p.pile}: ${counted(p.cards.length, "card")}, needs ${p.needs}`,
            el("h3", { text: `Pile ${p.pile} · needs ${p.needs}` }),
            el("div", { class: "cards fan" }, p.cards.map(face)))),
          target(center("new"), "Start a new center pile", el("h3", { text: "New pile" }),
            el("span", { class: "empty", text: "ace or joker" })))),
      seats);
  },

  // The mover's own duty, where the hint says what to do next.
  hint(view, who) {
    if (!view.must_play || view.to_move !== view.seat) return null;
    return { words: ["Before your turn can end: ", ...mustPlay(view.must_play, view, who)], rule: view.must_play.rule };
  },

  // Where the card comes from, then where it goes; a hand card is its own token.
  tokens(move) {
    const owner = move.owner ?? move.player;
    if (move.type === "play") {
      const source = move.source === "hand" ? move.card
        : move.source === "payoff" ? payoff(owner) : discard(owner, move.slot);
      return [source, center(move.to)];
    }
    if (move.type === "discard") return [move.card, discard(move.player, move.slot)];
    return [];
  },

  probe: (card, seat) => ({ player: seat, type: "play", card, source: "hand", to: "new" }),
  // A play moves one card (SAM-4.3).
  oneCardRule: "SAM-4.3",

  // The last pay-off card ends the deal, and with it a one-deal match.
  risk(move, view) {
    if (move.type !== "play" || move.source !== "payoff" || view.payoff_counts[move.owner ?? move.player] !== 1) return null;
    return "this is the last card of the pay-off pile: it ends the deal, and the match if this is its last deal.";
  },

  describeMove(move, who) {
    if (move.type === "play") return `Play ${show(move.card)} from ${from(move, who)} to ${pileName(move.to)}`;
    if (move.type === "discard") return `Discard ${show(move.card)} on discard pile ${move.slot + 1}`;
    if (move.type === "end") return "End the turn";
    if (move.type === "draw") return "Draw";
    return null;
  },

  describeEvent(e, who) {
    const p = who.seat(e.player);
    switch (e.type) {
      case "deal": return [`Deal ${e.deal}: pay-off piles of ${e.payoff_counts[0]} dealt, their tops `,
        ...e.payoff_tops.flatMap((card, seat) => [seat ? ", " : "", `${who.seat(seat)} `, card ? inlineCard(card) : "none"]),
        e.reshuffled && e.reshuffled.length ? `; ${who.seats(e.reshuffled)} reshuffled to break a tie` : "",
        `; ${who.seat(e.first)} starts`];
      case "play": return [`${p} plays `, inlineCard(e.card), ` from ${from(e, who)} to center pile ${e.pile}`,
        e.card === "JK" ? ` as ${RANKS[e.value] || `a ${e.value}`}` : ""];
      case "discard": return [`${p} discards `, inlineCard(e.card), ` on discard pile ${e.slot + 1}`];
      // A refill of a full hand draws nothing: not worth a line.
      case "refill": return e.count ? [`${p} draws ${counted(e.count, "card")}`] : [];
      case "draw": return [`${p}'s hand is empty: ${p} draws ${counted(e.count, "card")}`];
      case "payoff_top": return e.card ? [`${p}'s pay-off pile turns up `, inlineCard(e.card), ` (${e.count} left)`]
        : [`${p}'s pay-off pile is empty`];
      case "pile_completed": return [`Center pile ${e.pile} is complete`];
      case "recycle": return [e.piles === "completed" ? `${counted(e.count, "card")} of completed piles go under the stock` : `The center piles (${counted(e.count, "card")}) are shuffled into the stock`];
      case "turn_end": return [`${p}'s turn ends${e.null ? " without a play" : ""}`];
      case "second_chance": return [`Two turns in a row without a play: two second-chance turns follow, ${who.seat(e.first)}'s first`];
      case "second_chance_cancelled": return ["A card was played: the second-chance turns are over"];
      case "reshuffle": return ["Both second-chance turns passed without a play: every card but the pay-off piles is shuffled ",
        `into a new stock of ${e.stock_count} and each hand is dealt five; ${who.seat(e.first)} plays next`];
      case "deal_end": return [`Deal ${e.deal}: ${who.side(e.winner)} emptied the pay-off ${who.plural(e.winner) ? "piles" : "pile"}`,
        `; it scores ${pointsWords(e.points, who)}`, e.plus_five ? ", with 5 for emptying it" : ""];
      case "match_end": return [e.winner === null ? "The match is drawn" : `The match is over: ${who.side(e.winner)} ${who.plural(e.winner) ? "win" : "wins"}`,
        `, ${pointsWords(e.scores, who)}`];
      default: return null;
    }
  },

  // SAM-10.3: each side's cards left in the other pay-off piles; the five for emptying them.
  sheetItem(item) {
    if (item.item === "payoff_cards_left") {
      return { label: [item.label], side: (s) => (item.detail && s in item.detail ? [`${counted(item.detail[s], "card")} left`] : null) };
    }
    if (item.item === "plus_five") return { label: [item.label] };
    return null;
  },
};

export default spite;
