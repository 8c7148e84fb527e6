// The shared table shell: header, board (drawn by the game's renderer), hand, move controls, history and score sheets.

import { api, watch, ProblemError } from "./api.js";
import { el, zone } from "./cards.js";
import { rendererFor } from "./renderers.js";
import { describeMove, match } from "./moves.js";
import { describeEvent, ruleLink, sheetOf, sheetTable } from "./words.js";

export async function openTable(root, { id, token, live, pollMs }) {
  const parts = {
    header: el("header", { class: "status", role: "status", "aria-live": "polite" }),
    board: el("section", { class: "board-area", "aria-label": "Table" }),
    hand: el("section", { class: "hand-area", "aria-label": "Your hand" }),
    controls: el("section", { class: "controls", "aria-label": "Your moves" }),
    notice: el("div", { class: "notice", role: "alert" }),
    sheet: el("section", { class: "sheet-area", "aria-label": "Score sheet" }),
    history: el("ol", { class: "history" }),
  };
  root.replaceChildren(parts.header, parts.notice, parts.board, parts.hand, parts.controls, parts.sheet,
    el("section", { class: "history-area", "aria-label": "History" }, el("h2", { text: "History" }), parts.history));

  let session = null;          // the last GET /v1/sessions/{id} answer
  let renderer = null;
  let moves = [];              // this seat's legal moves at `session.version`
  let selected = [];           // selected tokens, in click order
  let historyVersion = 0;
  let lastSheet = null;
  let title = "";

  function seatName(seat) { return seat === session.seat ? `seat ${seat} (you)` : `seat ${seat}`; }

  function drawHeader() {
    const view = session.view;
    const toMove = [].concat(view.to_move ?? []);
    const whose = session.finished ? "The match is over."
      : toMove.length ? `To move: ${toMove.map(seatName).join(", ")}.` : "";
    parts.header.replaceChildren(
      el("h1", {}, `${title} · `, session.seat === null ? "spectator" : `seat ${session.seat}`),
      el("p", {}, el("span", { class: "turn", text: whose }), ` Phase: ${view.phase}. Version ${session.version}. Scores: `,
        Object.entries(view.scores || {}).map(([s, n]) => `side ${s}: ${n}`).join(" · ") || "—"));
  }

  // Enable the tokens a selection may grow by, and offer the moves it completes.
  function drawControls() {
    const { ready, next } = match(renderer, moves, selected);
    for (const node of root.querySelectorAll("[data-token]")) {
      const token = node.dataset.token;
      const chosen = selected.includes(token) && node.classList.contains("chosen");
      const usable = chosen || next.has(token);
      if (node.tagName === "BUTTON") node.disabled = !usable;
      else { node.setAttribute("aria-disabled", String(!usable)); node.tabIndex = usable ? 0 : -1; }
      node.classList.toggle("playable", usable);
    }
    const buttons = ready.map((move) => el("button", {
      type: "button", class: "move", "data-move": JSON.stringify(move), onclick: () => send(move),
    }, describeMove(renderer, move)));
    const hint = session.seat === null ? "You are watching."
      : session.finished ? "The match is over."
      : !moves.length ? "Not your turn."
      : selected.length ? (buttons.length ? "Choose a move:" : "Select more cards to make a move.")
      : buttons.length ? (next.size ? "Choose a move, or select cards:" : "Choose a move:") : "Select a card to play.";
    parts.controls.replaceChildren(el("h2", { text: "Your moves" }), el("p", { class: "hint", text: hint }),
      el("div", { class: "moves" }, buttons,
        selected.length ? el("button", { type: "button", class: "clear", onclick: clearSelection }, "Clear selection") : null));
  }

  function clearSelection() {
    selected = [];
    for (const node of root.querySelectorAll(".chosen")) { node.classList.remove("chosen"); node.setAttribute("aria-pressed", "false"); }
    drawControls();
  }

  function toggle(node) {
    const token = node.dataset.token;
    if (node.classList.contains("chosen")) {
      selected.splice(selected.indexOf(token), 1);
      node.classList.remove("chosen");
      node.setAttribute("aria-pressed", "false");
    } else if (node.classList.contains("playable")) {
      selected.push(token);
      node.classList.add("chosen");
      node.setAttribute("aria-pressed", "true");
    }
    drawControls();
  }

  root.addEventListener("click", (event) => {
    const node = event.target.closest("[data-token]");
    if (node && root.contains(node)) toggle(node);
  });
  root.addEventListener("keydown", (event) => {
    const node = event.target.closest("[data-token]");
    if (node && node.tagName !== "BUTTON" && (event.key === "Enter" || event.key === " ")) { event.preventDefault(); toggle(node); }
    if (event.key === "Escape") clearSelection();
  });

  function drawTable() {
    const view = session.view;
    parts.board.replaceChildren(renderer.board(view));
    parts.hand.replaceChildren(view.hand ? zone("Your hand", view.hand, { class: "zone hand" }) : el("p", { text: "Spectators see no hand." }));
    selected = [];
    drawHeader();
    drawControls();
  }

  function drawEntry(entry) {
    const events = entry.events.map((event) => {
      const sheet = sheetOf(event);
      if (sheet) lastSheet = { sheet, caption: `Score sheet after version ${entry.version}` };
      return el("li", {}, describeEvent(renderer, event));
    });
    parts.history.prepend(el("li", { "data-version": entry.version },
      el("strong", {}, `${entry.version}. Seat ${entry.player}: ${describeMove(renderer, entry.move)}`),
      el("ul", {}, events)));
  }

  function drawSheet() {
    if (!lastSheet) { parts.sheet.replaceChildren(); return; }
    parts.sheet.replaceChildren(el("h2", { text: session.finished ? "Final score sheet" : "Score sheet" }),
      sheetTable(session.game, lastSheet.sheet, lastSheet.caption));
  }

  // Read the session, this seat's moves and the new history; one refresh at a time.
  let running = null;
  let again = false;
  async function refresh() {
    if (running) { again = true; return running; }
    running = (async () => {
      do {
        again = false;
        const answer = await api.read(id, token);
        const changed = !session || answer.data.version !== session.version;
        session = answer.data;
        if (!changed) continue;
        renderer = await rendererFor(session.game);
        if (!title) title = (await api.game(session.game)).title;
        moves = [];
        if (session.seat !== null && !session.finished) {
          const legal = await api.legalMoves(id, token);
          moves = legal.moves;
          if (legal.version !== session.version) again = true;    // moved on meanwhile: read again
        }
        // The event stream may have brought the new entries already.
        // History comes in pages: read on from each page's last entry until none is left.
        while (historyVersion < session.version) {
          const history = await api.history(id, token, historyVersion);
          const fresh = history.entries.filter((entry) => entry.version > historyVersion);
          fresh.forEach(drawEntry);
          if (!fresh.length || history.next === null) {
            historyVersion = Math.max(historyVersion, history.version);
            break;
          }
          historyVersion = fresh[fresh.length - 1].version;
        }
        drawTable();
        drawSheet();
        root.dataset.version = String(session.version);
      } while (again);
    })();
    try { await running; } finally { running = null; }
  }

  async function send(move) {
    parts.notice.replaceChildren();
    // One move at a time: a second click would only be refused as out of turn.
    for (const button of parts.controls.querySelectorAll("button")) button.disabled = true;
    try {
      const answer = await api.move(id, token, move);
      if (answer.legal === false) {
        const v = answer.violation;
        parts.notice.replaceChildren(el("p", { class: "violation" }, "Refused: ", v.message, " — rule ",
          ruleLink(session.game, v.rule, v.rule_url)));
      }
    } catch (error) {
      parts.notice.replaceChildren(el("p", { class: "violation", text: `The referee answered ${error.status || "nothing"}: ${error.message}` }));
    }
    try {
      await refresh();
    } catch (error) {
      parts.notice.append(el("p", { class: "violation", text: `Could not read the table again: ${error.message}` }));
    }
    drawControls();
  }

  try {
    await refresh();
  } catch (error) {
    root.replaceChildren(el("p", { class: "violation", role: "alert",
      text: error instanceof ProblemError && error.status === 404 ? "No such session: it ended or expired." : `Cannot open the table: ${error.message}` }),
      el("p", {}, el("a", { href: "/play" }, "Start a new game")));
    return;
  }
  // A `move` event carries its history entry: drawn at once when it is the next one.
  const moved = (entry) => {
    if (entry.version !== historyVersion + 1) return;
    drawEntry(entry);
    historyVersion = entry.version;
  };
  const changed = () => refresh().catch((error) => parts.notice.replaceChildren(
    el("p", { class: "violation", text: `Could not read the table again: ${error.message}` })));
  watch({ id, token, live, pollMs, version: () => session.version, changed, moved });
}
