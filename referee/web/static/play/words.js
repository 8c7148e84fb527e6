// Events and score sheets in words: what the history panel and the end-of-deal sheet show.

import { el, inlineCards, isCard, isCardList, inlineCard, words } from "./cards.js";

// Shown as a score sheet, not as words.
const SHEETS = new Set(["sheet", "items", "piles", "house", "replaced", "totals", "deal_scores", "scores", "baazis_won"]);

export function ruleLink(game, rule, url) {
  return el("a", { class: "rule", href: url || `/v1/games/${encodeURIComponent(game)}/rules/${encodeURIComponent(rule)}`,
                   target: "_blank", rel: "noopener", text: rule });
}

function scores(map) {
  return Object.entries(map).map(([side, n]) => `${side} ${n}`).join(", ");
}

// One event as a sentence: the renderer's wording when it has one, else a generic one.
export function describeEvent(renderer, event) {
  const said = renderer.describeEvent ? renderer.describeEvent(event) : null;
  if (said) return said;
  // The events every game shares the shape of: a match's end, and a unit's scoring.
  if (event.outcome) {
    const winners = event.outcome.winners.map((side) => `side ${side}`).join(" and ");
    return [`The match is over: ${winners} ${event.outcome.winners.length > 1 ? "win" : "wins"}`];
  }
  const sheet = sheetOf(event);
  if (sheet) return [`${sheetCaption(sheet)} scored: `, scores(sheet.totals)];
  const out = [];
  if (event.player !== undefined && event.player !== null) out.push(`Seat ${event.player} `);
  out.push(words(event.type).toLowerCase());
  for (const [key, value] of Object.entries(event)) {
    if (key === "type" || key === "player" || SHEETS.has(key)) continue;
    if (isCard(value)) out.push(` ${key === "card" ? "" : words(key).toLowerCase() + " "}`, inlineCard(value));
    else if (isCardList(value)) out.push(` ${words(key).toLowerCase()} `, ...inlineCards(value));
    else if (value === null || typeof value !== "object") out.push(` · ${words(key).toLowerCase()} ${value}`);
    else if (Array.isArray(value) && value.every((v) => typeof v !== "object")) out.push(` · ${words(key).toLowerCase()} ${value.join(", ") || "none"}`);
  }
  if (event.scores && typeof event.scores === "object") out.push(` · scores ${scores(event.scores)}`);
  if (event.totals && typeof event.totals === "object" && !event.items) out.push(` · totals ${scores(event.totals)}`);
  return out;
}

// The score sheet an event carries: the event that ends a deal (or game, or round) holds it
// as `sheet`, in the one shape of every game.
export function sheetOf(event) {
  return event.sheet && Array.isArray(event.sheet.items) ? event.sheet : null;
}

function detail(value) {
  if (value === undefined || value === null) return "";
  if (isCardList(value)) return inlineCards(value);
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") return Object.entries(value).map(([k, v]) => `${words(k).toLowerCase()} ${detail(v)}`).join(", ");
  return String(value);
}

const COVERS = { deal: "Deal", game: "Game", round: "Round", tally: "Tally" };

export function sheetCaption(sheet) {
  return `${COVERS[sheet.covers] || words(sheet.covers)}${sheet.number ? ` ${sheet.number}` : ""}${sheet.final ? "" : " so far"}`;
}

function sidesOf(sheet) {
  return Object.keys(sheet.totals || (sheet.items[0] || {}).points || (sheet.match || {}).scores || {});
}

const row = (cells, header = false) => el("tr", {}, cells.map((cell, i) =>
  el(header || i === 0 ? "th" : "td", header ? { scope: "col" } : i === 0 ? { scope: "row" } : {}, cell)));

// One unit's items (a deal, a game of a Cassino match, a round of a Seep baazi), each with
// its rule and points by side, and their totals.
export function sheetTable(game, sheet, caption, sideName = (s) => `side ${s}`) {
  const sides = sidesOf(sheet);
  const perSide = (item, s) => item.detail && typeof item.detail === "object" && !Array.isArray(item.detail) && s in item.detail;
  return el("table", { class: "sheet", "data-sheet": "items" },
    el("caption", { text: caption }),
    el("thead", {}, row(["Item", "Rule", ...sides.map(sideName)], true)),
    el("tbody", {}, sheet.items.map((item) => row([
      el("span", {}, item.label || words(item.item),
        item.detail !== null && item.detail !== undefined && !sides.some((s) => perSide(item, s))
          ? el("span", { class: "detail" }, " (", detail(item.detail), ")") : null),
      ruleLink(game, item.rule, item.rule_url),
      ...sides.map((s) => el("span", { "data-side": s, "data-points": String(item.points[s] ?? 0) }, String(item.points[s] ?? 0),
        perSide(item, s) ? el("span", { class: "detail" }, " (", detail(item.detail[s]), ")") : null)),
    ]))),
    el("tfoot", {}, row(["Total", "", ...sides.map((s) => el("span", { "data-side": s, "data-total": String((sheet.totals || {})[s] ?? 0) },
      String((sheet.totals || {})[s] ?? 0)))])));
}

// The match so far: a row per finished deal (its points, and the match score after it),
// then the match score, from GET /v1/sessions/{id}/scores.
export function matchTable(sheet, sideName = (s) => `side ${s}`) {
  const sides = sidesOf(sheet);
  const unit = COVERS[sheet.covers] || "Deal";
  const match = sheet.match || { scores: {} };
  return el("table", { class: "sheet running", "data-sheet": "match" },
    el("caption", { text: `Match score${match.target ? ` (${match.target} to win)` : ""}` }),
    el("thead", {}, row([unit, ...sides.map(sideName)], true)),
    el("tbody", {}, sheet.deals.map((deal) => el("tr", { "data-deal": String(deal.number) },
      el("th", { scope: "row", text: `${unit} ${deal.number}` }),
      sides.map((s) => el("td", {}, `${deal.totals[s] >= 0 ? "+" : ""}${deal.totals[s] ?? 0}`,
        el("span", { class: "detail" }, ` → ${deal.scores[s] ?? 0}`)))))),
    el("tfoot", {}, el("tr", {}, el("th", { scope: "row", text: match.finished ? "Final" : "Now" }),
      sides.map((s) => el("td", { "data-side": s, "data-score": String(match.scores[s] ?? 0), text: String(match.scores[s] ?? 0) })))));
}
