// Events and score sheets in words: what the history panel and the end-of-deal sheet show.
// A game's renderer words its own events (`describeEvent(event, who)`) and sheet items
// (`sheetItem(item, who)`); what follows is the shell, and the fallback for a game without one.

import { el, inlineCards, isCard, isCardList, inlineCard, words } from "./cards.js";
import { teller } from "./people.js";

// Shown as a score sheet, not as words.
const SHEETS = new Set(["sheet", "items", "piles", "house", "replaced", "totals", "deal_scores", "scores", "baazis_won"]);
const CARD_CODE = /\b(?:10|[2-9AJQK])[SHDC]\b|\bJK\b/g;

export function ruleLink(game, rule, url) {
  return el("a", { class: "rule", href: url || `/v1/games/${encodeURIComponent(game)}/rules/${encodeURIComponent(rule)}`,
                   target: "_blank", rel: "noopener", text: rule });
}

export const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// "1 card", "3 cards".
export const counted = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// Points or scores by side, each side named: "Ann 5, Bo 3"; with `signed`, "+5" and "−3".
export function pointsWords(map, who, signed = false) {
  const shown = (n) => (signed && n > 0 ? `+${n}` : n < 0 ? `−${-n}` : String(n));
  return Object.entries(map || {}).map(([side, n]) => `${who.side(side)} ${shown(n)}`).join(", ");
}

// A referee's message with the card codes it names drawn as the cards (10D as 10♦).
export function messageWords(text) {
  const out = [];
  let last = 0;
  for (const found of String(text).matchAll(CARD_CODE)) {
    out.push(text.slice(last, found.index), inlineCard(found[0]));
    last = found.index + found[0].length;
  }
  out.push(text.slice(last));
  return out.filter((part) => part !== "");
}

// A sentence's first word in capitals, whoever it names ("seat 1 plays" → "Seat 1 plays").
function sentence(parts) {
  const [first, ...rest] = parts;
  return typeof first === "string" ? [capital(first), ...rest] : parts;
}

// One event as a sentence: the renderer's wording when it has one, else a generic one.
export function describeEvent(renderer, event, who = teller()) {
  const said = renderer.describeEvent ? renderer.describeEvent(event, who) : null;
  if (said) return sentence(said);
  // The events every game shares the shape of: a match's end, and a unit's scoring.
  if (event.outcome) {
    const winners = event.outcome.winners;
    return [`The match is over: ${winners.map(who.side).join(" and ")} ${winners.length > 1 || winners.some(who.plural) ? "win" : "wins"}`];
  }
  const sheet = sheetOf(event);
  if (sheet) return [`${sheetCaption(sheet)} scored: `, pointsWords(sheet.totals, who)];
  const out = [];
  if (event.player !== undefined && event.player !== null) out.push(`${who.seat(event.player)} `);
  out.push(words(event.type).toLowerCase());
  for (const [key, value] of Object.entries(event)) {
    if (key === "type" || key === "player" || SHEETS.has(key)) continue;
    if (isCard(value)) out.push(` ${key === "card" ? "" : words(key).toLowerCase() + " "}`, inlineCard(value));
    else if (isCardList(value)) out.push(` ${words(key).toLowerCase()} `, ...inlineCards(value));
    else if (value === null || typeof value !== "object") out.push(` · ${words(key).toLowerCase()} ${plain(value)}`);
    else if (Array.isArray(value) && value.every((v) => typeof v !== "object")) out.push(` · ${words(key).toLowerCase()} ${value.map(plain).join(", ") || "none"}`);
  }
  if (event.scores && typeof event.scores === "object") out.push(` · scores ${pointsWords(event.scores, who)}`);
  if (event.totals && typeof event.totals === "object" && !event.items) out.push(` · totals ${pointsWords(event.totals, who)}`);
  return sentence(out);
}

const plain = (value) => (value === true ? "yes" : value === false ? "no" : value === null ? "none" : String(value));

// The score sheet an event carries: the event that ends a deal (or game, or round) holds it
// as `sheet`, in the one shape of every game.
export function sheetOf(event) {
  return event.sheet && Array.isArray(event.sheet.items) ? event.sheet : null;
}

function detail(value) {
  if (value === undefined || value === null) return "";
  if (isCardList(value)) return inlineCards(value);
  if (Array.isArray(value)) return value.map(plain).join(", ");
  if (typeof value === "object") return Object.entries(value).map(([k, v]) => `${words(k).toLowerCase()} ${detail(v)}`).join(", ");
  return plain(value);
}

// A sheet line as a game without words of its own shows it: its label, and its detail in
// brackets (beside each side's points when it is given by side).
function genericItem(item, sides) {
  const bySide = item.detail && typeof item.detail === "object" && !Array.isArray(item.detail)
    && sides.some((s) => s in item.detail);
  return {
    label: [item.label || words(item.item)],
    note: !bySide && item.detail !== null && item.detail !== undefined ? [detail(item.detail)] : null,
    side: bySide ? (s) => (s in item.detail ? [detail(item.detail[s])] : null) : () => null,
  };
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
// its rule and points by side, and their totals; each line in the renderer's words.
export function sheetTable(game, sheet, caption, { sideName = (s) => `side ${s}`, renderer = {}, who = teller() } = {}) {
  const sides = sidesOf(sheet);
  const said = (item) => (renderer.sheetItem && renderer.sheetItem(item, who)) || genericItem(item, sides);
  return el("table", { class: "sheet", "data-sheet": "items" },
    el("caption", { text: caption }),
    el("thead", {}, row(["Item", "Rule", ...sides.map(sideName)], true)),
    el("tbody", {}, sheet.items.map((item) => {
      const line = said(item);
      const bySide = (s) => (line.side ? line.side(s) : null);
      return el("tr", { "data-item": item.item }, el("th", { scope: "row" },
        el("span", { class: "label" }, ...sentence(line.label)),
        line.note && line.note.length ? el("span", { class: "detail" }, " (", ...[line.note].flat(), ")") : null),
      el("td", {}, ruleLink(game, item.rule, item.rule_url)),
      ...sides.map((s) => {
        const beside = bySide(s);
        return el("td", {}, el("span", { "data-side": s, "data-points": String(item.points[s] ?? 0) }, String(item.points[s] ?? 0),
          beside && beside.length ? el("span", { class: "detail" }, " (", ...beside, ")") : null));
      }));
    })),
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
