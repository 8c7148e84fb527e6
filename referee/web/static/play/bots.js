// @ts-check
// Empty seats filled by bots: a choice per seat in the lobby, sent as the session's `bots`
// ({"1": "greedy"}), and the words for a seat a bot holds. A referee that seats no bots
// refuses the field, and the lobby says so.

import { el } from "./cards.js";

export const LEVELS = ["random", "greedy", "expert"];
const LEVEL_WORDS = { random: "a bot that plays at random", greedy: "a greedy bot", expert: "an expert bot" };

// Who plays a seat: a person (with a link), or a bot of a level.
export function seatChoice(seat, kept = "person") {
  const id = `who-${seat}`;
  return el("select", { id, name: id, class: "who-plays", "aria-label": `Who plays seat ${seat}` },
    el("option", { value: "person", selected: kept === "person" }, "a person"),
    LEVELS.map((level) => el("option", { value: level, selected: kept === level }, LEVEL_WORDS[level])));
}

// The `bots` of POST /v1/sessions, from the choices; null when every seat is a person's.
/** @param {ParentNode} root @returns {Record<string, import("./types").BotLevel> | null} */
export function botsChosen(root) {
  /** @type {Record<string, import("./types").BotLevel>} */
  const bots = {};
  for (const select of /** @type {NodeListOf<HTMLSelectElement>} */ (root.querySelectorAll("select.who-plays"))) {
    // The options are LEVELS and "person".
    if (select.value !== "person") bots[select.id.slice("who-".length)] = /** @type {import("./types").BotLevel} */ (select.value);
  }
  return Object.keys(bots).length ? bots : null;
}

export const botWords = (level) => LEVEL_WORDS[level] || `a ${level} bot`;

// A problem answer that refuses the `bots` field: this referee has no bot seats.
export const botsRefused = (error) => error.status === 400 && /\bbots\b/.test(error.message || "");
