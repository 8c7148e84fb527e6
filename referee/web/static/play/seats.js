// @ts-check
// The owner's seat controls at the table: give a person's seat to a bot mid-match, or a bot's
// seat back to a person (a new token: its link and a join code are shown to hand out).

import { api } from "./api.js";
import { el } from "./cards.js";
import { botWords, LEVELS } from "./bots.js";

// A panel for the browser that holds the owner token, for every seat but this page's own;
// `changed(bots, handout)` is told the bot seats after each change (and, for a seat given
// back, what to hand its new player), `link(seat, token)` makes a seat's link.
export function seatsPanel({ id, session, owner, seatName, link, open, toggled, changed }) {
  const bots = session.bots || {};
  const count = (session.view.options && session.view.options.players) || 0;
  const note = el("div", { class: "seat-note", "aria-live": "polite" });
  const rows = [];
  for (let seat = 0; seat < count; seat += 1) {
    if (seat === session.seat) continue;   // this page's own seat stays with this page
    const level = bots[String(seat)];
    if (level) {
      const back = el("button", { type: "button", class: "clear seat-back", "data-seat": String(seat) }, `Give ${seatName(seat)} back to a person`);
      back.addEventListener("click", async () => {
        back.disabled = true;
        try {
          const answer = await api.unseatBot(id, seat, owner);
          let code = null;
          try { code = (await api.joinCode(id, seat, owner)).code; } catch { /* the link is enough */ }
          const url = link(seat, answer.token);
          changed(answer.bots, el("p", { class: "seat-handout", "data-seat": String(seat) },
            `${seatName(seat)} is a person's again: send them `, el("a", { href: url, target: "_blank", rel: "noopener", class: "seat-link" }, "this link"),
            code ? [" or the code ", el("code", { text: `${code.slice(0, 4)}-${code.slice(4)}` }), ` (at ${location.origin}/play/join/${code}).`] : "."));
        } catch (error) {
          note.replaceChildren(el("p", { class: "violation", text: `Could not give the seat back: ${error.message}` }));
          back.disabled = false;
        }
      });
      rows.push(el("li", { "data-seat": String(seat), "data-bot": level }, el("span", { text: `${seatName(seat)}: ${botWords(level)}. ` }), back));
    } else {
      const select = el("select", { id: `bot-level-${seat}`, "aria-label": `Bot level for ${seatName(seat)}` },
        LEVELS.map((name) => el("option", { value: name, selected: name === "greedy" }, botWords(name))));
      const give = el("button", { type: "button", class: "clear seat-bot", "data-seat": String(seat) }, `Give ${seatName(seat)} to a bot`);
      give.addEventListener("click", async () => {
        give.disabled = true;
        try {
          // The options are the LEVELS.
          const answer = await api.seatBot(id, seat, /** @type {import("./types").BotLevel} */ (select.value), owner);
          changed(answer.bots, null);
        } catch (error) {
          note.replaceChildren(el("p", { class: "violation", text: error.status === 503
            ? "This referee runs no bots." : `Could not seat a bot: ${error.message}` }));
          give.disabled = false;
        }
      });
      rows.push(el("li", { "data-seat": String(seat) }, select, give));
    }
  }
  if (!rows.length) return null;
  const details = el("details", { class: "seats", open: open || null },
    el("summary", { text: "Seats (you opened this match)" }),
    el("p", { class: "hint", text: "A bot may take a seat whose player left; its token then opens nothing. Given back, the seat gets a new link." }),
    el("ul", { class: "seat-list" }, rows), note);
  details.addEventListener("toggle", () => toggled(details.open));
  return details;
}
