// @ts-check
// The page's entry: a table when the URL fragment names a session (or the path or query a
// join code), else the lobby.

import { api } from "./api.js";
import { el } from "./cards.js";
import { openLobby } from "./lobby.js";
import { namesFrom } from "./people.js";
import { openTable } from "./table.js";

const DEFAULT_POLL_MS = 1000;

// A join code from /play/join/<code> or /play?code=<code>; null when there is none.
function joinCode() {
  const found = location.pathname.match(/\/play\/join\/([^/]+)$/);
  return found ? decodeURIComponent(found[1]) : new URLSearchParams(location.search).get("code");
}

// Redeem the code once, then stand on the seat's own link (the token after the #), so that
// a reload opens the table again rather than spending a code that is spent already.
async function join(root, code) {
  root.replaceChildren(el("p", { text: "Taking your seat…" }));
  let seat;
  try {
    seat = await api.join(code);
  } catch (error) {
    const problem = error.problem && error.problem.code;
    const why = { unknown_join_code: "No live join code reads so: check it, or ask for a new one (codes expire).",
                  join_code_spent: "This join code was used already: ask for a new one.",
                  join_code_stale: "This seat has changed hands since the code was made: ask for a new one.",
                  unknown_session: "The match of this code has ended.",
                  rate_limited: "Too many tries from here: wait a minute and try again." }[problem];
    root.replaceChildren(el("h1", { text: "Card Referee — join a table" }),
      el("p", { class: "violation", role: "alert", text: why || `Could not join: ${error.message}` }),
      el("p", {}, el("a", { href: "/play" }, "Start a new game")));
    return;
  }
  const names = new URLSearchParams(location.hash.slice(1)).get("names");
  const fragment = `session=${encodeURIComponent(seat.id)}&token=${encodeURIComponent(seat.token)}${names ? `&names=${encodeURIComponent(names)}` : ""}`;
  history.replaceState(null, "", `/play#${fragment}`);
  start();
}

function start() {
  const root = document.getElementById("app");
  const fragment = new URLSearchParams(location.hash.slice(1));
  const code = fragment.get("session") ? null : joinCode();
  if (code) return join(root, code);
  const id = fragment.get("session");
  if (!id) return openLobby(root);
  const pollMs = Math.max(100, Number(fragment.get("poll")) || DEFAULT_POLL_MS);
  return openTable(root, { id, token: fragment.get("token"), live: document.body.dataset.live, pollMs,
                           names: namesFrom(fragment) });
}

// A new fragment is another seat or session: start over rather than patch the page.
window.addEventListener("hashchange", () => location.reload());
// Back from the cache the page has no live connection (pagehide closed it): start over.
window.addEventListener("pageshow", (event) => { if (event.persisted) location.reload(); });
start();
