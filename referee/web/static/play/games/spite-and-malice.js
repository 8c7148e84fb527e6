// Spite and Malice's table: pay-off piles (only the top shown, and the count), the center
// piles, four discard piles per seat, and the hand. A move is built by choosing where the
// card comes from (a hand card, a pay-off top, a discard pile) and where it goes (a center
// pile, a new pile, a discard pile): piles are targets, since a card alone can be in two places.

import { backs, el, face, inlineCard, stat, target } from "../cards.js";
import { show } from "../moves.js";

const SLOTS = 4;
const payoff = (seat) => `payoff:${seat}`;
const discard = (seat, slot) => `discard:${seat}:${slot}`;
const center = (to) => `center:${to}`;
const pileName = (to) => (to === "new" ? "a new center pile" : `center pile ${to}`);

// Where a move's card comes from, in words that read the same on every seat's page.
function from(move) {
  const owner = move.owner ?? move.player;
  const whose = owner === move.player ? "" : ` of seat ${owner}`;
  if (move.source === "hand") return "the hand";
  if (move.source === "payoff") return `the pay-off pile${whose}`;
  return `discard pile ${move.slot + 1}${whose}`;
}

export default {
  board(view) {
    const seats = view.hand_counts.map((n, seat) => {
      const top = view.payoff_tops[seat];
      const count = view.payoff_counts[seat];
      const you = seat === view.seat ? " (you)" : "";
      return el("section", { class: "group seat", "aria-label": `Seat ${seat}${you}` },
        el("h3", { text: `Seat ${seat}${you}` }),
        el("div", { class: "row" },
          target(payoff(seat), `Seat ${seat}'s pay-off pile: ${count} cards${top ? "" : ", empty"}`,
            el("h3", { text: `Pay-off · ${count}` }), el("div", { class: "cards" }, top ? face(top) : el("span", { class: "empty", text: "empty" }))),
          seat === view.seat ? null : backs("Hand", n)),
        el("div", { class: "row discards" }, Array.from({ length: SLOTS }, (_, slot) => {
          const cards = (view.discards[seat] || [])[slot] || [];
          return target(discard(seat, slot), `Seat ${seat}'s discard pile ${slot + 1}: ${cards.length ? `${cards.length} cards, top ${cards[cards.length - 1]}` : "empty"}`,
            el("h3", { text: `Discard ${slot + 1}` }),
            el("div", { class: "cards fan" }, cards.length ? cards.map(face) : el("span", { class: "empty", text: "empty" })));
        })));
    });
    return el("div", { class: "board spite" },
      el("div", { class: "row" }, backs("Stock", view.stock_count),
        stat("Deal", view.deal_number), stat("Completed piles", view.completed.length),
        view.must_play ? stat("Must play", view.must_play.message || show(view.must_play)) : null),
      el("section", { class: "zone felt center", "aria-label": "Center piles" }, el("h3", { text: "Center piles" }),
        el("div", { class: "row" },
          view.center.map((p) => target(center(p.pile), `Center pile ${p.pile}: ${p.cards.length} cards, needs ${p.needs}`,
            el("h3", { text: `Pile ${p.pile} · needs ${p.needs}` }),
            el("div", { class: "cards fan" }, p.cards.map(face)))),
          target(center("new"), "Start a new center pile", el("h3", { text: "New pile" }),
            el("span", { class: "empty", text: "ace or joker" })))),
      seats);
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

  // The last pay-off card ends the deal, and with it a one-deal match.
  risk(move, view) {
    if (move.type !== "play" || move.source !== "payoff" || view.payoff_counts[move.owner ?? move.player] !== 1) return null;
    return "this is the last card of the pay-off pile: it ends the deal, and the match if this is its last deal.";
  },

  describeMove(move) {
    if (move.type === "play") return `Play ${show(move.card)} from ${from(move)} to ${pileName(move.to)}`;
    if (move.type === "discard") return `Discard ${show(move.card)} on discard pile ${move.slot + 1}`;
    if (move.type === "end") return "End the turn";
    if (move.type === "draw") return "Draw";
    return null;
  },

  describeEvent(e) {
    const who = `Seat ${e.player}`;
    switch (e.type) {
      case "play": return [`${who} plays `, inlineCard(e.card), ` from ${e.source === "hand" ? "the hand" : e.source === "payoff" ? "the pay-off pile" : `discard pile ${e.slot + 1}`}${e.owner !== undefined && e.owner !== e.player ? ` of seat ${e.owner}` : ""} to center pile ${e.pile}${e.value ? ` (as ${e.value})` : ""}`];
      case "discard": return [`${who} discards `, inlineCard(e.card), ` on pile ${e.slot + 1}`];
      // A refill of a full hand draws nothing: not worth a line.
      case "refill": return e.count ? [`${who} draws ${e.count} card${e.count === 1 ? "" : "s"}`] : [];
      case "payoff_top": return e.card ? [`Seat ${e.player}'s pay-off pile turns up `, inlineCard(e.card), ` (${e.count} left)`]
        : [`Seat ${e.player}'s pay-off pile is empty`];
      case "pile_completed": return [`Center pile ${e.pile} is complete`];
      case "recycle": return [e.piles === "completed" ? `${e.count} cards of completed piles go under the stock` : `The center piles (${e.count} cards) are shuffled into the stock`];
      case "turn_end": return [`${who}'s turn ends${e.null ? " (nothing played)" : ""}`];
      default: return null;
    }
  },
};
