// Cassino's table: the loose cards, the reservations with their value and owner, hidden hands and the stock.

import { backs, el, inlineCard, inlineCards, stat, zone } from "../cards.js";
import { show } from "../moves.js";
import { counted, pointsWords } from "../words.js";

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
  // A turn plays exactly one card from the hand (CAS-4.1); with table cards selected, the
  // capture they would make says why not.
  oneCardRule: "CAS-4.1",
  combined: (card, selected, seat) => ({ player: seat, type: "capture", card, cards: selected }),

  describeMove(move) {
    if (move.type === "trail") return `Trail ${show(move.card)}`;
    if (move.type === "capture") return `Capture ${show(move.cards)} with ${show(move.card)}`;
    if (move.type === "reserve") return `Reserve ${show(move.cards)} with ${show(move.card)} for ${move.value}`;
    return null;
  },

  describeEvent(e, who) {
    const p = who.seat(e.player);
    switch (e.type) {
      case "trail": return [`${p} trails `, inlineCard(e.card)];
      case "capture": return [`${p} captures `, ...inlineCards(e.cards), " with ", inlineCard(e.card)];
      case "reserve": return [`${p} reserves `, ...inlineCards(e.cards), " with ", inlineCard(e.card), ` for ${e.value}`];
      case "override": return [`${p} plays `, inlineCard(e.card), ` onto ${e.replaced.map((r) => `${who.seat(r.owner)}'s reservation of ${r.value}`).join(" and ")}`,
        `, making a reservation of ${e.value}: `, ...inlineCards(e.cards)];
      case "steal": return [`${p} takes ${who.seat(e.owner)}'s reservation of ${e.value}: `, ...inlineCards(e.cards)];
      case "sweep": return [`${p} sweeps the table (${counted(e.sweeps, "sweep")} this game${who.plural(e.side) ? ` for ${who.side(e.side)}` : ""})`];
      case "round_end": return [`Round ${e.round} of game ${e.game_number} ends`];
      case "deal": return [`${e.extra_game ? "An extra game, game" : "Game"} ${e.game_number}, round ${e.round} dealt`,
        ...(e.table ? ["; on the table ", ...inlineCards(e.table)] : []),
        `; ${counted(e.stock_count, "card")} left in the stock; ${who.seat(e.leader)} leads`];
      case "rest_to_last_capturer": return ["The cards left on the table go to ", `${p}, the last to capture: `, ...inlineCards(e.cards)];
      case "game_end": return [`Game ${e.game_number} is over; the match stands at ${pointsWords(e.scores, who)}`];
      case "match_end": return [`The match is over: ${who.side(e.winner)} ${who.plural(e.winner) ? "win" : "wins"}, ${pointsWords(e.scores, who)}`];
      default: return null;
    }
  },

  // Each line counts what each side took: cards, spades, the casinos, aces, sweeps.
  sheetItem(item) {
    const noun = ITEM_NOUNS[item.item];
    if (!noun) return null;
    return { label: [item.label], side: (s) => (item.detail && s in item.detail ? [noun(item.detail[s])] : null) };
  },
};

const held = (n) => (n ? "taken" : "not taken");
const ITEM_NOUNS = {
  cards: (n) => counted(n, "card"), spades: (n) => counted(n, "spade"), aces: (n) => counted(n, "ace"),
  sweeps: (n) => counted(n, "sweep"), big_casino: held, little_casino: held,
};
