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

// The score sheet an event carries: Cassino's `sheet`, Seep's deal `items`, any game's alike.
export function sheetOf(event) {
  if (event.sheet && Array.isArray(event.sheet.items)) return { items: event.sheet.items, totals: event.sheet.totals, match: event.scores };
  // Ronda scores step by step: its `points` are the step's totals.
  if (Array.isArray(event.items)) return { items: event.items, totals: event.deal_scores || event.totals || event.points, match: event.deal_scores ? event.totals : null };
  return null;
}

function detail(value) {
  if (value === undefined || value === null) return "";
  if (isCardList(value)) return inlineCards(value);
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}

export function sheetTable(game, sheet, caption) {
  const sides = Object.keys(sheet.totals || (sheet.items[0] || {}).points || {});
  const row = (cells, header = false) => el("tr", {}, cells.map((cell, i) =>
    el(header || i === 0 ? "th" : "td", header ? { scope: "col" } : i === 0 ? { scope: "row" } : {}, cell)));
  return el("table", { class: "sheet" },
    el("caption", { text: caption }),
    el("thead", {}, row(["Item", "Rule", ...sides.map((s) => `Side ${s}`)], true)),
    el("tbody", {}, sheet.items.map((item) => row([
      words(item.item), ruleLink(game, item.rule, item.rule_url),
      ...sides.map((s) => el("span", {}, String(item.points[s] ?? 0),
        item.detail && item.detail[s] !== undefined ? el("span", { class: "detail" }, " (", detail(item.detail[s]), ")") : null)),
    ]))),
    el("tfoot", {},
      row(["Total", "", ...sides.map((s) => String((sheet.totals || {})[s] ?? ""))]),
      sheet.match ? row(["Match", "", ...sides.map((s) => String(sheet.match[s] ?? ""))]) : null));
}
