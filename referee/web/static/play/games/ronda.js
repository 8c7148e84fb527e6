// Ronda's table: the face-up cards, hidden hands and stock, captured piles, the declarations
// (kinds only: the ranks stay in the declarer's hand) and the declare/challenge moves.

import { backs, el, inlineCard, inlineCards, stat, words, zone } from "../cards.js";
import { show } from "../moves.js";
import { teller } from "../people.js";
import { counted, pointsWords } from "../words.js";

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

const ronda = {
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
  // A turn plays exactly one card (RON-5.1); with table cards selected, the play taking them
  // says why not.
  oneCardRule: "RON-5.1",
  combined: (card, selected, seat) => ({ player: seat, type: "play", card, takes: selected }),

  // RON-4.13: a true declaration wins the match for the declarer's side at once.
  risk(move, view, { seatName }) {
    if (move.type !== "challenge") return null;
    return `if ${seatName(move.target)}'s declaration is true, the match ends now and their side wins (rule RON-4.13); only if it is false is it penalised.`;
  },

  describeMove(move, who = teller()) {
    if (move.type === "declare") return move.kind === "none" ? "Declare nothing" : `Declare ${kind(move.kind)}`;
    if (move.type === "challenge") return `Challenge ${who.seat(move.target)}'s declaration`;
    if (move.type === "play") return move.takes && move.takes.length ? `Play ${show(move.card)}, taking ${show(move.takes)}` : `Place ${show(move.card)}`;
    return null;
  },

  describeEvent(e, who) {
    const p = who.seat(e.player);
    switch (e.type) {
      case "declarations_pending": return [`The declarations of ${who.seats(e.players)} compete: they wait to be checked`];
      case "declare": return [`${p} declares ${kind(e.kind)}`];
      case "challenge": return [`${p} challenges ${who.seat(e.target)}'s ${bare(e.declared)}: ${e.verdict === "correct" ? "it was correct" : "it was wrong"}`];
      case "play": {
        const named = e.combination ? ` (${COMBINATIONS[e.combination] || words(e.combination)})` : "";
        if (e.action === "steal") return [`${p} plays `, inlineCard(e.card), ` and takes `, ...inlineCards(e.cards), ` from ${who.side(e.from)}'s pile${named}`];
        return e.cards && e.cards.length
          ? [`${p} plays `, inlineCard(e.card), " and takes ", ...inlineCards(e.cards), named]
          : [`${p} places `, inlineCard(e.card), named];
      }
      case "deal": return [`Deal ${e.deal_number}, round ${e.round}: ${who.seat(e.dealer)} deals`,
        ...(e.table ? ["; on the table ", ...inlineCards(e.table)] : []),
        e.table_corrections ? ` (the table dealt again ${counted(e.table_corrections, "time")})` : "",
        `; ${counted(e.stock_count, "card")} left in the stock`];
      // RON-9.1: the rest of the table goes to the last to take table cards; no points of its own.
      case "sweep": return ["The cards left on the table go to ", `${p}, the last to take table cards: `, ...inlineCards(e.cards)];
      case "score": return [`${STEPS[e.step] || "Scored"}: `, ...lines(e.items || [], who),
        e.points ? ` (${pointsWords(Object.fromEntries(Object.entries(e.points).filter(([, n]) => n)), who, true) || "no points"})` : ""];
      case "deal_end": return [`Deal ${e.deal_number} ends: ${Object.entries(e.pile_counts).map(([side, n]) => `${who.side(side)} took ${counted(n, "card")}`).join(", ")}`];
      case "game_end": return [`The match is over: ${who.side(e.winner)} ${who.plural(e.winner) ? "win" : "wins"} ${e.reason === "challenge" ? "on a challenged declaration that was correct" : "at the target"}, ${pointsWords(e.scores, who)}`];
      default: return null;
    }
  },

  // The lines name their seats and kinds from the detail, in the page's names.
  sheetItem(item, who) {
    const d = item.detail || {};
    const by = d.player !== undefined ? who.seat(d.player) : null;
    switch (item.item) {
      case "este": case "five": case "ten": case "mesa":
        return { label: [`${COMBINATIONS[item.item]} by ${by}`] };
      case "dealer_last_play": return { label: [`the dealer's last play, by ${by}`] };
      case "wrong_declaration": return { label: [`wrong declaration of ${bare(d.declared)} by ${by}`], note: [SETTLED[d.settlement]].filter(Boolean) };
      case "undeclared_holding": return { label: [`undeclared ${bare(d.holding)} of ${by}`] };
      case "declarations": return {
        label: [`${d.kinds.map(bare).join(" and ")} by ${who.seats(d.seats)}`],
        note: [[d.tied ? "tied" : "", SETTLED[d.settlement]].filter(Boolean).join(", ")].filter(Boolean),
      };
      case "card_count": return { label: [lower(item.label)], side: (s) => (s in d ? [counted(d[s], "card")] : null) };
      default: return null;
    }
  },
};

// The sheet says "Cards over 20"; a line of the history, "cards over 20".
const lower = (text) => text.charAt(0).toLowerCase() + text.slice(1);

// The scoring steps of RON-10.4, as a line of the history names them.
const STEPS = {
  play: "The play scores", undeclared: "An undeclared holding", declarations: "The declarations are checked",
  challenge: "The challenge is settled", card_count: "The card count",
};
const COMBINATIONS = { este: "Este", five: "Five", ten: "Ten", mesa: "Mesa", two: "Two", six: "Six", eleven: "Eleven" };
// When a declaration was checked: at once (RON-4.7), once its hands were shown (RON-4.11), on a challenge.
const SETTLED = { "RON-4.7": "checked at once", "RON-4.11": "checked once the hands were shown", "RON-4.13": "checked on a challenge" };

// A step's lines in words, as the sheet says them.
function lines(items, who) {
  const out = [];
  items.forEach((item, i) => {
    if (i) out.push("; ");
    const line = ronda.sheetItem(item, who);
    out.push(...(line ? line.label : [item.label]));
  });
  return out.length ? out : ["nothing"];
}

export default ronda;
