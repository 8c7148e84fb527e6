// @ts-check
// The renderer for any game without its own: every part of the view drawn by its shape.

import { backs, el, isCardList, stat, words, zone } from "../cards.js";

// Drawn by the shell (header, hand) or only the lobby's business (options).
const SHELL = new Set(["game", "schema_version", "options", "phase", "to_move", "seat", "hand"]);

function part(label, value) {
  if (value === null || value === undefined) return stat(label, "—");
  if (isCardList(value)) return zone(label, value);
  if (Array.isArray(value)) {
    if (!value.length) return stat(label, "none");
    if (value.every((item) => item === null || typeof item !== "object")) {
      return /count/i.test(label) ? el("div", { class: "group" }, el("h3", { text: label }),
        value.map((n, seat) => backs(`Seat ${seat}`, n)))
        : stat(label, value.join(", "));
    }
    return el("section", { class: "group", "aria-label": label }, el("h3", { text: label }),
      value.map((item, i) => part(`${i + 1}`, item)));
  }
  if (typeof value === "object") {
    return el("section", { class: "group", "aria-label": label }, el("h3", { text: label }),
      Object.entries(value).map(([key, inner]) => part(words(key), inner)));
  }
  if (typeof value === "number" && /count/i.test(label)) return backs(label.replace(/ count$/i, ""), value);
  return stat(label, value);
}

/** @type {import("../types").Renderer} */
export default {
  board(view) {
    return el("div", { class: "board generic" },
      Object.entries(view).filter(([key]) => !SHELL.has(key)).map(([key, value]) => part(words(key), value)));
  },
};
