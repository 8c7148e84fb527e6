// The page's entry: a table when the URL fragment names a session, else the lobby.

import { openLobby } from "./lobby.js";
import { namesFrom } from "./people.js";
import { openTable } from "./table.js";

const DEFAULT_POLL_MS = 1000;

function start() {
  const root = document.getElementById("app");
  const fragment = new URLSearchParams(location.hash.slice(1));
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
