// Seep's floor: loose cards, houses (selectable by value), the bid, partnerships and sweeps.

import { backs, el, face, inlineCard, inlineCards, stat, target, zone } from "../cards.js";
import { show } from "../moves.js";

const house = (value) => `house:${value}`;

export default {
  board(view) {
    const others = view.hand_counts.map((n, seat) => (seat === view.seat ? null : backs(`Seat ${seat}'s hand`, n)));
    const houses = view.houses.map((h) => target(house(h.value),
      `House of ${h.value}${h.cemented ? ", cemented" : ""}, owned by seat ${h.owners.join(" and ")}`,
      el("h3", { text: `House ${h.value}${h.cemented ? " (cemented)" : ""} · seat ${h.owners.join(", ")}` }),
      el("div", { class: "cards" }, h.cards.map(face))));
    const sides = Object.entries(view.sides).map(([side, seats]) => `${side}: seats ${seats.join(", ")}`);
    return el("div", { class: "board seep" },
      el("div", { class: "row" }, others, backs("Stock", view.stock_count),
        view.floor_down_count ? backs("Floor, face down", view.floor_down_count) : null),
      zone("Loose cards", view.loose, { class: "zone felt" }),
      houses.length ? el("div", { class: "row houses" }, houses) : null,
      el("div", { class: "row stats" },
        stat("Deal", view.deal_number), stat("Dealer", `seat ${view.dealer}`),
        stat("Bid", view.bid === null ? `seat ${view.bidder} to bid` : view.bid),
        stat("Sides", sides.join(" · ")),
        stat("Captured", Object.entries(view.pile_counts).map(([s, n]) => `${s}: ${n}`).join(", ")),
        stat("Sweeps", Object.entries(view.sweeps).map(([s, list]) => `${s}: ${list.length}`).join(", ")),
        stat("Baazis won", Object.entries(view.baazis_won).map(([s, n]) => `${s}: ${n}`).join(", "))),
      view.last_capture ? el("div", { class: "row" },
        zone(`Last capture (seat ${view.last_capture.player})`, [view.last_capture.card, ...view.last_capture.cards],
             { class: "zone last" })) : null,
      view.piles ? el("div", { class: "row" }, Object.entries(view.piles).map(([s, p]) => zone(`Pile of ${s}`, p))) : null);
  },

  // A house is chosen by clicking it, like a card.
  targets: (move) => (move.houses || []).map(house),

  probe: (card, seat) => ({ player: seat, type: "throw", card }),

  describeMove(move) {
    const taken = [move.loose && move.loose.length ? show(move.loose) : null,
                   ...(move.houses || []).map((value) => `house ${value}`)].filter(Boolean).join(" and ");
    if (move.type === "bid") return `Bid ${move.value}`;
    if (move.type === "redeal") return "Ask for a redeal (no card of 9 or more)";
    if (move.type === "throw") return `Throw ${show(move.card)}`;
    if (move.type === "capture") return `Capture ${taken} with ${show(move.card)}`;
    if (move.type === "build") return `Build a house of ${move.value}: ${show(move.card)}${taken ? ` on ${taken}` : ""}`;
    return null;
  },

  describeEvent(e) {
    const who = `Seat ${e.player}`;
    const scores = (map) => Object.entries(map).map(([s, n]) => `${s} ${n}`).join(", ");
    switch (e.type) {
      case "bid": return [`${who} bids ${e.value}`];
      case "reveal": return ["The floor is turned up: ", ...inlineCards(e.cards)];
      case "redeal": return [`${who} shows `, ...inlineCards(e.shown), " and asks for a redeal"];
      case "throw": return [`${who} throws `, inlineCard(e.card)];
      case "capture": return [`${who} captures `, ...inlineCards(e.cards), " with ", inlineCard(e.card)];
      case "house": return [`${who} ${e.method === "build" ? "builds" : "adds to"} a house of ${e.value} with `, inlineCard(e.card)];
      case "sweep": return [`Sweep by ${who} for side ${e.side}: ${e.points} points`];
      case "leftover": return [`The leftover goes to ${who}: `, ...inlineCards(e.cards)];
      case "round_end": return [`Deal ${e.deal_number} scored; totals ${scores(e.totals)}`];
      case "game_end": return [`Baazi won by side ${e.winner} (${e.reason})`];
      case "match_end": return [`Match end: side ${e.winner} wins, ${scores(e.scores)}`];
      default: return null;
    }
  },
};
