// Which renderer draws a game: its own module under games/ when the page lists one, else games/generic.js.

import generic from "./games/generic.js";

const own = JSON.parse(document.getElementById("renderers")?.textContent || "[]");
const loaded = new Map();

export async function rendererFor(gameId) {
  if (!own.includes(gameId)) return generic;
  if (!loaded.has(gameId)) loaded.set(gameId, import(`./games/${gameId}.js`).then((module) => module.default));
  return loaded.get(gameId);
}
