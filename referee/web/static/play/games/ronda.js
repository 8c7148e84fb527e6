// Ronda's table: the face-up cards, hidden hands and stock, captured piles, the declarations
// (kinds only: the ranks stay in the declarer's hand) and the declare/challenge moves.

import { backs, el, inlineCard, inlineCards, stat, words, zone } from "../cards.js";
import { show } from "../moves.js";

const KINDS = { none: "nothing", ronda: "a ronda", tringa: "a tringa", two_rondas: "two rondas" };
const kind = (k) => KINDS[k] || words(String(k)).toLowerCase();
// The kind after a possessive: "seat 1's ronda", not "seat 1's a ronda".
const bare = (k) => kind(k).replace(/^an? /, "");
const per = (map) => Object.entries(map || {}).map(([s, n]) => `${s}: ${n}`).join(", ") || "—";

// A declaration as the view gives it: null (none yet), a kind, or an object with its kind.
function declared(d) {
  if (d === null || d === undefined) return "—";
  return kind(typeof d === "object" ? d.kind : d);
}

// The last play, as a sentence with its cards (a chain counts the runs it extended).
function lastPlay(p) {
  return el("div", { class: "stat" }, el("span", { class: "label", text: "Last play: " }),
    `seat ${p.player} `, p.cards && p.cards.length ? ["played ", inlineCard(p.card), " and took ", ...inlineCards(p.cards)]
      : ["placed ", inlineCard(p.card)], p.chain ? ` (chain of ${p.chain})` : "");
}

export default {
  board(view) {
    const others = view.hand_counts.map((n, seat) => (seat === view.seat ? null : backs(`Seat ${seat}'s hand`, n)));
    return el("div", { class: "board ronda" },
      el("div", { class: "row" }, others, backs("Stock", view.stock_count)),
      zone("Table", view.table, { class: "zone felt" }),
      el("div", { class: "row stats" },
        stat("Deal", view.deal_number), stat("Round", `${view.round} of ${view.rounds}${view.last_round ? " (last)" : ""}`),
        stat("Dealer", `seat ${view.dealer}`), stat("Captured", per(view.pile_counts)),
        view.last_capturer === null || view.last_capturer === undefined ? null : stat("Last capture", `seat ${view.last_capturer}`)),
      el("section", { class: "group declarations", "aria-label": "Declarations" }, el("h3", { text: "Declarations" }),
        el("div", { class: "row stats" },
          (view.declarations || []).map((d, seat) => stat(`Seat ${seat}`, declared(d))),
          view.holding ? stat("You hold", `${kind(view.holding.kind)}${view.holding.ranks && view.holding.ranks.length ? ` (${view.holding.ranks.join(", ")})` : ""}`) : null,
          view.pending && view.pending.length ? stat("Open to challenge", view.pending.map((p) => (typeof p === "object" ? `seat ${p.player ?? p.seat ?? show(p)}` : `seat ${p}`)).join(", ")) : null)),
      view.last_play ? lastPlay(view.last_play) : null);
  },

  // A card that no listed move plays is checked as a plain placement.
  probe: (card, seat) => ({ player: seat, type: "play", card, takes: [] }),

  // RON-4.13: a true declaration wins the match for the declarer's side at once.
  risk(move, view, { seatName }) {
    if (move.type !== "challenge") return null;
    return `if ${seatName(move.target)}'s declaration is true, the match ends now and their side wins (rule RON-4.13); only if it is false is it penalised.`;
  },

  describeMove(move) {
    if (move.type === "declare") return move.kind === "none" ? "Declare nothing" : `Declare ${kind(move.kind)}`;
    if (move.type === "challenge") return `Challenge seat ${move.target}'s declaration`;
    if (move.type === "play") return move.takes && move.takes.length ? `Play ${show(move.card)}, taking ${show(move.takes)}` : `Place ${show(move.card)}`;
    return null;
  },

  describeEvent(e) {
    const who = `Seat ${e.player}`;
    switch (e.type) {
      case "declarations_pending": return [`Open to challenge: ${e.players.map((p) => `seat ${p}'s declaration`).join(", ")}`];
      case "declare": return [`${who} declares ${kind(e.kind)}`];
      case "challenge": return [`${who} challenges seat ${e.target}'s ${bare(e.declared)}: ${e.verdict === "correct" ? "it was true" : "it was false"}`];
      case "play": return e.cards && e.cards.length
        ? [`${who} plays `, inlineCard(e.card), ` and takes `, ...inlineCards(e.cards)]
        : [`${who} places `, inlineCard(e.card)];
      case "deal": return [`Deal ${e.deal_number}, round ${e.round}: seat ${e.dealer} deals; ${e.stock_count} cards left in the stock`];
      case "score": return [`Scored (${words(e.step || "score").toLowerCase()}): `,
        (e.items || []).map((i) => `${i.label || words(i.item).toLowerCase()} (${i.rule})`).join(", ") || "nothing",
        e.points ? ` · points ${per(e.points)}` : ""];
      default: return null;
    }
  },
};
