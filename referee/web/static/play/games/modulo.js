// Modulo's table: the bids (secret until all are in: others show only "bid made"), the
// trumps turn-up, the current trick, tricks won and the deals scored. Bids are move buttons
// (2, 3, 4, and ALL when /legal-moves lists it); cards are played from the hand.

import { backs, el, face, inlineCard, inlineCards, stat } from "../cards.js";
import { show } from "../moves.js";
import { counted, pointsWords } from "../words.js";

const SUITS = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };

// A seat's bid as this page may know it: its value only once the view carries it.
function bid(view, seat) {
  const value = (view.bids || [])[seat];
  if (value !== null && value !== undefined) {
    return el("span", { "data-bid-seat": String(seat), "data-bid": String(value), text: String(value) });
  }
  return el("span", { "data-bid-seat": String(seat), text: view.has_bid && view.has_bid[seat] ? "made, secret" : "not yet" });
}

export default {
  board(view) {
    const others = view.hand_counts.map((n, seat) => (seat === view.seat ? null : backs(`Seat ${seat}'s hand`, n)));
    const players = view.hand_counts.length;
    const current = view.trick || [];
    // Between tricks the one just won stays on the felt until the next card is led.
    const done = view.tricks || [];
    const last = !current.length && done.length ? done[done.length - 1] : null;
    const trick = last ? last.cards : current;
    const leader = last ? (last.leader ?? view.leader) : view.leader;
    const order = trick.map((_, i) => (leader + i) % players);
    return el("div", { class: "board modulo" },
      el("div", { class: "row" }, others,
        view.turn_up ? el("section", { class: "zone", "aria-label": "Turn-up" }, el("h3", { text: `Turn-up · trumps ${SUITS[view.trump] || view.trump || "—"}` }),
          el("div", { class: "cards" }, face(view.turn_up))) : null),
      el("section", { class: "zone felt trick", "aria-label": "Current trick" },
        el("h3", { text: last ? `Last trick, won by seat ${last.winner}` : trick.length ? `Trick, led by seat ${view.leader}` : "Trick: none yet" }),
        el("div", { class: "cards" }, trick.map((code, i) => el("figure", { class: "played" },
          face(code), el("figcaption", { text: `seat ${order[i]}` }))))),
      el("div", { class: "row stats" },
        stat("Deal", view.deal_number), stat("Dealer", `seat ${view.dealer}`),
        view.all_bid_eligible !== null && view.all_bid_eligible !== undefined ? stat("May bid ALL", `seat ${view.all_bid_eligible}`) : null),
      el("table", { class: "seats" },
        el("caption", { text: "Bids and tricks" }),
        el("thead", {}, el("tr", {}, ["Seat", "Bid", "Tricks won"].map((h) => el("th", { scope: "col", text: h })))),
        el("tbody", {}, view.hand_counts.map((_, seat) => el("tr", {},
          el("th", { scope: "row", text: seat === view.seat ? `${seat} (you)` : String(seat) }),
          el("td", {}, bid(view, seat)),
          el("td", { text: String((view.tricks_won || [])[seat] ?? 0) }))))),
      (view.tricks || []).length ? el("details", { class: "tricks" },
        el("summary", { text: `Tricks of this deal (${view.tricks.length})` }),
        el("ol", {}, view.tricks.map((t) => el("li", {}, ...inlineCards(t.cards), ` · seat ${t.winner} wins`)))) : null);
  },

  probe: (card, seat) => ({ player: seat, type: "play", card }),

  describeMove(move) {
    // Another seat's bid reaches this page without its value until the reveal.
    if (move.type === "bid") return move.value === undefined ? "Bid (secret)" : `Bid ${move.value}`;
    if (move.type === "play") return `Play ${show(move.card)}`;
    return null;
  },

  describeEvent(e, who) {
    const p = who.seat(e.player);
    switch (e.type) {
      // Another seat's bid reaches this page without its value until the reveal.
      case "bid": return [e.value === undefined ? `${p} makes a secret bid` : `${p} bids ${e.value}`];
      case "reveal": return [`Bids for deal ${e.deal}: `, e.bids.map((b, seat) => `${who.seat(seat)} ${b}`).join(", ")];
      case "bidding": return [`Deal ${e.deal}: ${who.seat(e.dealer)} deals; bidding opens`,
        e.all_bid_eligible === null || e.all_bid_eligible === undefined ? "" : `; ${who.seat(e.all_bid_eligible)} may bid ALL`];
      case "deal": return [`Deal ${e.deal}: ${who.seat(e.dealer)} deals; the turn-up `, inlineCard(e.turn_up),
        ` makes ${SUITS[e.trump] || e.trump} trumps; ${who.seat(e.leader)} leads`];
      case "play": return [`${p} plays `, inlineCard(e.card)];
      case "trick": return [`Trick ${e.number}, led by ${who.seat(e.leader)}: `, ...inlineCards(e.cards), `; ${who.seat(e.winner)} takes it`];
      case "deal_end": return [`Deal ${e.deal} scored: ${pointsWords(e.score_deltas, who, true)}; the match stands at ${pointsWords(e.scores, who)}`];
      case "game_end": return [`The match is over: ${e.result.winners.map(who.side).join(" and ")} ${e.result.winners.length > 1 ? "win" : "wins"}, ${pointsWords(e.result.scores, who)}`];
      default: return null;
    }
  },

  // A seat's deal: its bid, its tricks and what they made of its score (MOD-5.7).
  sheetItem(item, who) {
    const d = item.detail;
    if (!d || d.seat === undefined) return null;
    const result = RESULTS[d.outcome] || d.outcome;
    return {
      label: [`${who.seat(d.seat)}: bid ${d.bid}, ${counted(d.tricks, "trick")}, ${result}`],
      note: [`score ${signed(d.before)} → ${signed(d.after)}`],
    };
  },
};

const RESULTS = { hit: "made", miss: "missed", sweep: "took every trick", reset: "back to 0" };
const signed = (n) => (n < 0 ? `−${-n}` : String(n));
