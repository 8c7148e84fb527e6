// Seep's floor: loose cards, houses (selectable by value), the bid, partnerships and sweeps.

import { backs, el, face, inlineCard, inlineCards, stat, target, zone } from "../cards.js";
import { show } from "../moves.js";
import { counted, pointsWords } from "../words.js";

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
  // A turn plays exactly one card from the hand (SEP-4.1); with floor items selected, the
  // capture they would make says why not.
  oneCardRule: "SEP-4.1",
  combined: (card, selected, seat) => ({
    player: seat, type: "capture", card,
    loose: selected.filter((token) => !token.startsWith("house:")),
    houses: selected.filter((token) => token.startsWith("house:")).map((token) => Number(token.slice("house:".length))),
  }),

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

  describeEvent(e, who) {
    const p = who.seat(e.player);
    switch (e.type) {
      case "deal": return e.stage === "opening"
        ? [`Deal ${e.deal_number}: ${who.seat(e.dealer)} deals four cards to ${who.seat(e.bidder)} to bid on, and four face down to the floor`]
        : [`${who.seat(e.dealer)} deals the rest of the pack`,
          e.reserve_counts && e.reserve_counts.length ? ", a hand to play now and a reserve hand to each player" : ""];
      case "bid": return [`${p} bids ${e.value}`];
      case "reveal": return ["The floor is turned up: ", ...inlineCards(e.cards)];
      case "redeal": return [`${p} shows `, ...inlineCards(e.shown), " and asks for a redeal"];
      case "deal_end": return [`Deal ${e.deal_number} is gathered unscored and dealt again`];
      case "throw": return [`${p} throws `, inlineCard(e.card)];
      case "capture": return [`${p} captures `, ...taken(e), " with ", inlineCard(e.card)];
      case "house": return [`${p} `, ...houseWords(e)];
      case "sweep": return [`${p} sweeps the floor on play ${e.play}: ${counted(e.points, "point")} for ${who.side(e.side)}`];
      case "pickup": return ["Each player picks up their reserve hand"];
      case "leftover": return ["The cards left on the floor go to ", `${p}, the last to capture: `, ...inlineCards(e.cards)];
      case "round_end": return [`Deal ${e.deal_number} scored: ${pointsWords(e.deal_scores, who)}; the baazi stands at ${pointsWords(e.totals, who)}`];
      case "game_end": return [`${who.side(e.winner)} ${who.plural(e.winner) ? "win" : "wins"} the baazi `,
        e.reason === "margin" ? "by its lead" : "ahead after its last deal", `, ${pointsWords(e.totals, who)}`];
      case "match_end": return [e.winner === null ? "The match is drawn" : `The match is over: ${who.side(e.winner)} ${who.plural(e.winner) ? "win" : "wins"}`,
        `; baazis: ${pointsWords(e.baazis_won, who)}`];
      default: return null;
    }
  },

  // What each side took of each line: its cards, its sweeps' plays, its count.
  sheetItem(item) {
    const d = item.detail || {};
    const side = {
      spades: cardsOf, aces: cardsOf, ten_of_diamonds: cardsOf,
      sweeps: (plays) => [plays.length ? `on ${plays.length === 1 ? "play" : "plays"} ${plays.join(", ")}` : "none"],
      most_cards: (n) => [counted(n, "card")],
    }[item.item];
    if (!side) return null;
    return { label: [item.label], side: (s) => (s in d ? side(d[s]) : null) };
  },
};

const cardsOf = (cards) => (cards.length ? inlineCards(cards) : ["none"]);

// What a capture took: its loose cards and its houses.
function taken(e) {
  const parts = [];
  if (e.loose.length) parts.push(inlineCards(e.loose));
  for (const value of e.houses) parts.push([`the house of ${value}`]);
  return parts.flatMap((part, i) => (i ? [" and ", ...part] : part));
}

// A house play by its method (SEP-7.13): a new house, a raised one, one put into another, or
// cards added to a house of the same value.
function houseWords(e) {
  const loose = e.loose.length ? [" and ", ...inlineCards(e.loose)] : [];
  const cemented = e.house.cemented ? " (cemented)" : "";
  const old = e.houses.find((v) => v !== e.value) ?? e.houses[0];
  switch (e.method) {
    case "break": return [`raises the house of ${old} to ${e.value} with `, inlineCard(e.card), ...loose, cemented];
    case "merge": return [`raises the house of ${old} with `, inlineCard(e.card), ...loose, ` into the house of ${e.value}`, cemented];
    case "add": return ["adds ", inlineCard(e.card), ...loose, ` to the house of ${e.value}`, cemented];
    default: return [`builds a house of ${e.value}: `, inlineCard(e.card), e.loose.length ? [" on ", ...inlineCards(e.loose)] : [], cemented].flat();
  }
}
