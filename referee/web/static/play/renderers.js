// @ts-check
// Which renderer draws a game: its own module under games/ when the page lists one, else games/generic.js.

import generic from "./games/generic.js";

const own = JSON.parse(document.getElementById("renderers")?.textContent || "[]");
const loaded = new Map();
// `renderer=generic` in a link shows any game's raw view, as a game without a renderer is shown.
const forced = new URLSearchParams(location.hash.slice(1)).get("renderer");

export async function rendererFor(gameId) {
  if (forced === "generic" || !own.includes(gameId)) return generic;
  if (!loaded.has(gameId)) loaded.set(gameId, import(`./games/${gameId}.js`).then((module) => module.default));
  return loaded.get(gameId);
}
