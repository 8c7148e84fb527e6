// Cassino's table: the loose cards, the reservations with their value and owner, hidden hands and the stock.

import { backs, el, inlineCard, inlineCards, stat, zone } from "../cards.js";
import { show } from "../moves.js";

export default {
  board(view) {
    const reservations = view.reservations.map((r) => zone(
      `Reservation of ${r.value} (seat ${r.owner})`, r.cards, { class: "zone reservation" }));
    const others = view.hand_counts.map((n, seat) => (seat === view.seat ? null : backs(`Seat ${seat}'s hand`, n)));
    return el("div", { class: "board cassino" },
      el("div", { class: "row" }, others, backs("Stock", view.stock_count)),
      zone("Table", view.table, { class: "zone felt" }),
      reservations.length ? el("div", { class: "row" }, reservations) : null,
      el("div", { class: "row stats" },
        stat("Game", view.game_number), stat("Round", `${view.round} of ${view.rounds}`),
        stat("Leader", `seat ${view.leader}`),
        stat("Captured", Object.entries(view.pile_counts).map(([s, n]) => `${s}: ${n}`).join(", ")),
        stat("Sweeps", Object.entries(view.sweeps).map(([s, n]) => `${s}: ${n}`).join(", ")),
        view.extra_game ? stat("Extra game", "due") : null),
      view.piles ? el("div", { class: "row" }, Object.entries(view.piles).map(([s, p]) => zone(`Pile of ${s}`, p))) : null);
  },

  probe: (card, seat) => ({ player: seat, type: "trail", card }),

  describeMove(move) {
    if (move.type === "trail") return `Trail ${show(move.card)}`;
    if (move.type === "capture") return `Capture ${show(move.cards)} with ${show(move.card)}`;
    if (move.type === "reserve") return `Reserve ${show(move.cards)} with ${show(move.card)} for ${move.value}`;
    return null;
  },

  describeEvent(e) {
    const who = `Seat ${e.player}`;
    const scores = (map) => Object.entries(map).map(([s, n]) => `${s} ${n}`).join(", ");
    switch (e.type) {
      case "trail": return [`${who} trails `, inlineCard(e.card)];
      case "capture": return [`${who} captures `, ...inlineCards(e.cards), " with ", inlineCard(e.card)];
      case "reserve": return [`${who} reserves `, ...inlineCards(e.cards), " with ", inlineCard(e.card), ` for ${e.value}`];
      case "override": return [`${who} raises a reservation to ${e.value} with `, inlineCard(e.card)];
      case "steal": return [`${who} takes seat ${e.owner}'s reservation`];
      case "sweep": return [`Sweep by ${who} (side ${e.side} has ${e.sweeps})`];
      case "round_end": return [`Round ${e.round} of game ${e.game_number} ends`];
      case "deal": return [`Game ${e.game_number}, round ${e.round} dealt; seat ${e.leader} leads`];
      case "rest_to_last_capturer": return [`The rest goes to ${who}: `, ...inlineCards(e.cards)];
      case "game_end": return [`Game ${e.game_number} over; match scores ${scores(e.scores)}`];
      case "match_end": return [`Match end: side ${e.winner} wins, ${scores(e.scores)}`];
      default: return null;
    }
  },
};
