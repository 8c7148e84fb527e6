// From /legal-moves to buttons: the tokens (cards, targets) a move uses, and which moves a selection allows.

import { isCard, cardText, words } from "./cards.js";
import { rendererFor } from "./renderers.js";

// Every card code named anywhere in the move (the played card and its targets).
export function cardsOf(move) {
  const found = [];
  const walk = (value) => {
    if (isCard(value)) found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const [key, value] of Object.entries(move)) if (key !== "player" && key !== "type") walk(value);
  return found;
}

// The tokens a player selects to make `move`: its cards, plus the targets its game's
// renderer draws as selectable (Seep's houses); or all the renderer's own `tokens(move)`
// when a card alone does not say where it comes from (Spite and Malice's piles).
export function tokensOf(renderer, move) {
  if (renderer.tokens) return renderer.tokens(move);
  return [...cardsOf(move), ...(renderer.targets ? renderer.targets(move) : [])];
}

export async function tokensFor(gameId, move) {
  return tokensOf(await rendererFor(gameId), move);
}

function counts(tokens) {
  const out = new Map();
  for (const token of tokens) out.set(token, (out.get(token) || 0) + 1);
  return out;
}

function within(small, large) {
  for (const [token, n] of small) if ((large.get(token) || 0) < n) return false;
  return true;
}

// What the selection allows: `ready` moves use exactly the selected tokens, `next` holds
// every token that, added to the selection, still leads to some listed move.
export function match(renderer, moves, selected) {
  const chosen = counts(selected);
  const ready = [];
  const next = new Set();
  for (const move of moves) {
    const tokens = tokensOf(renderer, move);
    const all = counts(tokens);
    if (!within(chosen, all)) continue;
    if (tokens.length === selected.length) ready.push(move);
    for (const [token, n] of all) if ((chosen.get(token) || 0) < n) next.add(token);
  }
  return { ready, next };
}

// A move in words, for its button: the renderer's wording, else a generic one.
export function describeMove(renderer, move, who) {
  const said = renderer.describeMove ? renderer.describeMove(move, who) : null;
  if (said) return said;
  const parts = [];
  for (const [key, value] of Object.entries(move)) {
    if (key === "player" || key === "type") continue;
    parts.push(`${words(key).toLowerCase()} ${show(value)}`);
  }
  return `${words(move.type)}${parts.length ? ": " + parts.join(", ") : ""}`;
}

export function show(value) {
  if (isCard(value)) return cardText(value);
  if (Array.isArray(value)) return value.length ? value.map(show).join(" ") : "none";
  if (value && typeof value === "object") return Object.entries(value).map(([k, v]) => `${k} ${show(v)}`).join(", ");
  return String(value);
}
