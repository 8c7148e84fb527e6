// @ts-check
// The shared table shell: header, board (drawn by the game's renderer), hand, move controls,
// the end banner, the score sheets and the history.

import { api, watch, ProblemError } from "./api.js";
import { cardName, el, inlineCard, zone } from "./cards.js";
import { rendererFor } from "./renderers.js";
import { seatsPanel } from "./seats.js";
import { joinCodes, spaced } from "./lobby.js";
import { describeMove, match } from "./moves.js";
import { forgetOwner, keepOwner, namesBody, namesOf, namesParam, ownerOf, seatWords, sideHas, sideWords, teller } from "./people.js";
import { capital, describeEvent, matchTable, messageWords, ruleLink, sheetCaption, sheetOf, sheetTable } from "./words.js";
import { clockAgain, clockDuration, clockText, controlWords, endingWords, offsetOf, onTimeoutWords, tableEntryWords, timeLeft, warningWords, WARN_MS } from "./clocks.js";

const SUIT_ORDER = { S: 0, H: 1, C: 2, D: 3 };   // alternating colours
const RANK_ORDER = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

// A hand in suits, each in rank order (jokers last): every game shows its hand this way.
export function sortHand(hand) {
  const key = (code) => (code === "JK" ? [9, 0] : [SUIT_ORDER[code.slice(-1)], RANK_ORDER.indexOf(code.slice(0, -1))]);
  return [...hand].sort((a, b) => { const [x, y] = [key(a), key(b)]; return x[0] - y[0] || x[1] - y[1]; });
}

// A dry run's `ends_match`, in words; "none" says nothing.
const ENDING_WORDS = { every: "This move ends the match.", some: "This move may end the match." };

// A deadline this long past on the page's clock, and the table still running: read again
// (the referee times the seat out by itself; this only covers a lost announcement).
const OVERDUE_MS = 1500;
const TICK_MS = 250;

// Who may end a session, as its stream's `end` names them.
const ENDERS = { owner: "its owner", admin: "the referee's admin" };

/** @typedef {import("./types").GameInfo} GameInfo */
/** @typedef {import("./types").Renderer} Renderer */
/** @typedef {import("./types").ScoreSheet} ScoreSheet */
/** @typedef {import("./types").SessionHistoryEntry} SessionHistoryEntry */
/** @typedef {import("./types").SessionMove} SessionMove */
/** @typedef {import("./types").SessionRead} SessionRead */
/** @typedef {import("./types").SessionClocks} SessionClocks */
/** @typedef {import("./types").Who} Who */

/**
 * Everything the table knows; the page is drawn from it.
 * @typedef {object} TableState
 * @property {SessionRead | null} session   the last GET /v1/sessions/{id} answer
 * @property {Renderer | null} renderer     the game's renderer
 * @property {GameInfo | null} game         GET /v1/games/{game}: title, options
 * @property {SessionMove[]} moves          this seat's legal moves at `session.version`
 * @property {string[]} selected            selected tokens, in click order
 * @property {number} historyVersion        the last history entry drawn
 * @property {ScoreSheet | null} lastSheet the sheet of the last finished deal (or game, or round)
 * @property {ScoreSheet | null} scores     GET /scores: the running score of the match
 * @property {number} scoresVersion         the session version `scores` was read at
 * @property {boolean} sheetDue             a deal ended since /scores was read (or nothing read yet)
 * @property {Pending | null} pending       a risky move waiting for its confirmation
 * @property {LastEntry | null} lastEntry   the last move and what followed, as the history drew it
 * @property {boolean} ending               this page is ending the session
 * @property {boolean} seatsOpen            the owner's seat panel stays open across redraws
 * @property {HTMLElement | null} handout   a seat given back: its new link, shown until the next change
 * @property {string[]} names               the players' names: the session's, or those the link gives
 * @property {Who} who                      how the history and the sheets name seats and sides
 * @property {number} clockOffset           ms to add to the browser's clock to read the referee's
 * @property {string[]} warned              running clocks (seat@deadline) announced under ten seconds
 * @property {string[]} overdue             deadlines passed here that made the table read again
 */
/** @typedef {{ move: SessionMove, risk: string, ends: string | null }} Pending */
/** @typedef {{ heading: Node, items: Node[] }} LastEntry */

/** @param {string[]} names the names the link gives @returns {TableState} */
function tableState(names) {
  return {
    session: null, renderer: null, game: null, moves: [], selected: [], historyVersion: 0,
    lastSheet: null, scores: null, scoresVersion: -1, sheetDue: true, pending: null, lastEntry: null,
    ending: false, seatsOpen: false, handout: null, names, who: teller(names),
    clockOffset: 0, warned: [], overdue: [],
  };
}

// The updates of the state, each named for what happened.

/**
 * A session read: whether it is a new version, whose table is drawn afresh.
 * @param {TableState} state @param {SessionRead} session @param {string[]} linked
 */
function sessionRead(state, session, linked) {
  const changed = !state.session || session.version !== state.session.version;
  state.session = session;
  if (changed) {
    state.names = namesOf(linked, session.names || {});
    state.who = teller(state.names);
  }
  return changed;
}

/** A new version drawn: what was selected or waiting belonged to the old one. @param {TableState} state */
function tableRedrawn(state) {
  state.selected = [];
  state.pending = null;
}

/** @param {TableState} state @param {ScoreSheet} scores @param {number} version */
function scoresRead(state, scores, version) {
  state.scores = scores;
  state.scoresVersion = version;
  state.sheetDue = false;
}

/** A history entry drawn, with the sheet its events carry. @param {TableState} state @param {ScoreSheet} sheet */
function sheetSeen(state, sheet) {
  state.lastSheet = sheet;
  state.sheetDue = true;
}

/** @param {TableState} state @param {string} token */
function tokenChosen(state, token) { state.selected.push(token); }

/** @param {TableState} state @param {string} token */
function tokenDropped(state, token) { state.selected.splice(state.selected.indexOf(token), 1); }

/** @param {TableState} state */
function selectionCleared(state) { state.selected = []; }

/** @param {TableState} state @param {Renderer} renderer @param {GameInfo} game */
function gameRead(state, renderer, game) {
  state.renderer = renderer;
  state.game = game;
}

/** @param {TableState} state @param {SessionMove[]} moves */
function movesRead(state, moves) { state.moves = moves; }

/** History drawn up to `version`. @param {TableState} state @param {number} version */
function historyRead(state, version) { state.historyVersion = version; }

/** @param {TableState} state @param {LastEntry} entry */
function lastEntryDrawn(state, entry) { state.lastEntry = entry; }

/** @param {TableState} state @param {boolean} ending */
function endingSet(state, ending) { state.ending = ending; }

/**
 * An answer's clocks read: the browser's clock is set against the referee's `now`.
 * @param {TableState} state @param {SessionClocks | null} clocks @param {number} sent @param {number} received
 */
function clocksRead(state, clocks, sent, received) {
  if (clocks) state.clockOffset = offsetOf(clocks.now, sent, received);
}

/** A clock under ten seconds was announced. @param {TableState} state @param {string} key */
function clockWarned(state, key) { state.warned.push(key); }

/** A deadline passed on this page's clock: the table asked the referee again. @param {TableState} state @param {string} key */
function clockOverdue(state, key) { state.overdue.push(key); }

/** @param {TableState} state @param {boolean} open */
function seatsToggled(state, open) { state.seatsOpen = open; }

/** @param {TableState} state @param {Pending | null} pending */
function pendingSet(state, pending) { state.pending = pending; }

/** @param {TableState} state @param {Record<string, string>} bots @param {HTMLElement | null} handout */
function seatsChanged(state, bots, handout) {
  if (state.session) state.session.bots = /** @type {SessionRead["bots"]} */ (bots);
  state.handout = handout;
  state.seatsOpen = true;
}

const REASONS = {
  target_reached: "a side reached the target", deals_played: "every deal was played",
  payoff_emptied: "a pay-off pile was emptied", baazi_lead: "a side led by the baazi margin",
};

export async function openTable(root, { id, token, live, pollMs, names: linked = [] }) {
  const parts = {
    header: el("header", { class: "status", role: "status", "aria-live": "polite" }),
    clocks: el("section", { class: "clocks-area", "aria-label": "Clocks" }),
    // Said once when a running clock falls under ten seconds; the clocks' ticks never are.
    alert: el("p", { class: "sr-only clock-alert", "aria-live": "polite" }),
    dialog: el("dialog", { class: "confirm-resign", "aria-labelledby": "resign-title", "aria-describedby": "resign-text" }),
    banner: el("section", { class: "banner", "aria-label": "Result" }),
    notice: el("div", { class: "notice", role: "alert" }),
    last: el("section", { class: "last-play", "aria-label": "Last play" }),
    board: el("section", { class: "board-area", "aria-label": "Table" }),
    hand: el("section", { class: "hand-area", "aria-label": "Your hand" }),
    controls: el("section", { class: "controls", "aria-label": "Your moves" }),
    seats: el("section", { class: "seats-area", "aria-label": "Seats" }),
    sheet: el("section", { class: "sheet-area", "aria-label": "Score sheets" }),
    history: el("ol", { class: "history", tabindex: "0", "aria-label": "Moves, the latest first" }),
  };
  root.replaceChildren(parts.header, parts.clocks, parts.alert, parts.banner, parts.notice, parts.last, parts.board, parts.hand,
    parts.controls, parts.seats, parts.sheet,
    el("section", { class: "history-area", "aria-label": "History" }, el("h2", { text: "History" }), parts.history),
    parts.dialog);

  const state = tableState(linked);
  /** @type {ReturnType<typeof setInterval> | null} */
  let ticker = null;
  // What is drawn is drawn once these are read: the first refresh reads them, or the table
  // says it cannot open.
  const session = () => /** @type {SessionRead} */ (state.session);
  const renderer = () => /** @type {Renderer} */ (state.renderer);
  const title = () => (state.game ? state.game.title : "");

  const botAt = (seat) => (session().bots || {})[String(seat)];
  const seatName = (seat) => `${seatWords(seat, state.names, session().seat)}${botAt(seat) ? " (bot)" : ""}`;
  const sideName = (side) => sideWords(side, state.names, session().seat);

  function drawHeader() {
    const movers = session().movers || [];
    const seat = session().seat;
    const mine = seat !== null && movers.includes(seat);
    const whose = session().outcome ? "The match is over."
      : mine ? "Your turn." : movers.length ? `To move: ${movers.map(seatName).join(", ")}.` : "";
    const match = state.scores && state.scores.match ? state.scores.match.scores : session().view.scores || {};
    parts.header.replaceChildren(
      el("h1", {}, `${title()} · `, session().seat === null ? "spectator" : seatName(session().seat)),
      el("p", {}, el("span", { class: "turn", text: whose }), ` Phase: ${String(session().view.phase ?? "—").replace(/_/g, " ")}. Score: `,
        Object.entries(match).map(([s, n]) => `${sideName(s)} ${n}`).join(" · ") || "—",
        ". ", el("a", { class: "rules", href: `/v1/games/${encodeURIComponent(session().game)}/rules`, target: "_blank", rel: "noopener" }, "Rules of the game")));
    document.title = `${mine ? "● Your turn · " : session().outcome ? "Over · " : ""}${title()} — Card Referee`;
  }

  // Who won, and why the match ended: by its game's rules, or at the table (a timeout, a
  // resignation, an abort), naming the seat that lost on time or resigned.
  function drawBanner() {
    const outcome = session().outcome;
    if (!outcome) { parts.banner.replaceChildren(); return; }
    const won = outcome.winners.some((side) => sideHas(side, session().seat));
    const winners = outcome.winners.map(sideName).join(" and ");
    const wins = !outcome.winners.length ? ""
      : session().seat !== null && won ? "You win" : `${winners} ${outcome.winners.length > 1 ? "win" : "wins"}`;
    const ending = endingWords(outcome, seatName, session().seat);
    const headline = [ending && ending.headline, wins].filter(Boolean).join(". ");
    const why = ending ? endingWords(outcome, (seat) => seatWords(seat, state.names), null)?.why
      : REASONS[outcome.reason] || outcome.reason.replace(/_/g, " ");
    parts.banner.replaceChildren(...[
      el("h2", { class: "winner", "data-winners": outcome.winners.join(" "), "data-reason": outcome.reason }, `${headline}.`),
      el("p", {}, `The match is over: ${why} (rule `,
        ruleLink(session().game, outcome.rule, outcome.rule_url), ")."),
      outcome.standings.length ? el("table", { class: "sheet standings" },
        el("caption", { text: "Standings" }),
        el("thead", {}, el("tr", {}, ["Rank", "Side", "Score"].map((h) => el("th", { scope: "col", text: h })))),
        el("tbody", {}, outcome.standings.map((s) => el("tr", { "data-side": s.side, "data-rank": String(s.rank), "data-score": String(s.score) },
          el("td", { text: String(s.rank) }), el("th", { scope: "row", text: sideName(s.side) }), el("td", { text: String(s.score) }))))) : null,
      el("div", { class: "moves" }, el("button", { type: "button", class: "primary", onclick: rematch }, "Rematch"))].filter((node) => node !== null));
  }

  // The same game and options, dealt afresh: this browser opens it (and keeps its owner
  // token) and hands out new seat links.
  async function rematch(event) {
    const button = event.currentTarget;
    button.disabled = true;
    try {
      const again = { game: session().game, options: session().view.options || {} };
      if (namesBody(state.names)) again.names = namesBody(state.names);
      if (session().bots && Object.keys(session().bots).length) again.bots = session().bots;
      if (session().clock) again.clock = clockAgain(/** @type {import("./types").SessionClock} */ (session().clock));
      const created = await api.create(again);
      keepOwner(created.id, created.owner_token);
      const codes = await joinCodes(created);
      const base = `${location.origin}${location.pathname}`;
      const link = (seat) => `${base}#session=${encodeURIComponent(created.id)}${seat === null ? "" : `&token=${encodeURIComponent(created.seats[seat].token ?? "")}`}`;
      parts.banner.append(el("div", { class: "rematch" }, el("h3", { text: "Rematch ready: send each player their link" }),
        el("ul", { class: "seat-links" }, created.seats.map((seat) => el("li", {}, seat.bot
          ? `${seatWords(seat.player, state.names)}: a bot plays it`
          : [el("a", { class: "seat-link", href: link(seat.player) }, `Join as ${seatWords(seat.player, state.names)}`),
            ...(codes[seat.player] ? [" or code ", el("code", { text: spaced(codes[seat.player].code) }), " at ",
              el("a", { class: "join-link", href: codes[seat.player].url }, "its short link")] : [])])),
        el("li", {}, el("a", { class: "seat-link", href: link(null) }, "Watch"))),
        again.clock ? el("p", { class: "hint", text: "The clocks wait until you start them, from any table of the rematch in this browser." }) : null));
    } catch (error) {
      parts.notice.replaceChildren(el("p", { class: "violation", text: `Could not start a rematch: ${error.message}` }));
      button.disabled = false;
    }
  }

  // Enable the tokens a selection may grow by, and offer the moves it completes. A card
  // that no move uses stays clickable: clicking it asks the referee why.
  function drawControls() {
    const { ready, next } = match(renderer(), state.moves, state.selected);
    for (const node of root.querySelectorAll("[data-token]")) {
      const token = node.dataset.token;
      const chosen = state.selected.includes(token) && node.classList.contains("chosen");
      const usable = chosen || next.has(token);
      const probe = node.tagName === "BUTTON" && node.closest(".hand-area") && session().seat !== null && !session().outcome;
      // A card no move plays is still a button in the hand: pressing it asks why.
      if (node.tagName === "BUTTON") { node.disabled = !usable && !probe; node.classList.toggle("unplayable", !usable && probe); }
      else { node.setAttribute("aria-disabled", String(!usable)); node.tabIndex = usable ? 0 : -1; }
      node.classList.toggle("playable", usable);
    }
    const owner = ownerOf(id);
    const endButton = owner && !session().outcome
      ? el("button", { type: "button", class: "clear end", onclick: () => confirmEnd(owner) }, "End the match") : null;
    const paused = Boolean(session().clocks?.paused);
    const clockButton = owner && session().clocks && !session().outcome
      ? el("button", { type: "button", class: "clear pause", onclick: (event) => pauseClocks(owner, !paused, event.currentTarget) },
        paused ? "Start the clocks" : "Pause the clocks") : null;
    const resignButton = session().seat !== null && !session().outcome
      ? el("button", { type: "button", class: "clear resign", "aria-haspopup": "dialog", onclick: confirmResign }, "Resign") : null;
    const pending = state.pending;
    if (pending) {
      parts.controls.replaceChildren(el("h2", { text: "Your moves" }),
        el("p", { class: "risk", role: "alert", "data-ends": pending.ends }, el("strong", { text: "Before you send it: " }), pending.risk),
        el("div", { class: "moves" },
          el("button", { type: "button", class: "move confirm", "data-move": JSON.stringify(pending.move), onclick: () => { pendingSet(state, null); send(pending.move); } },
            `${describeMove(renderer(), pending.move, state.who)}: send it`),
          el("button", { type: "button", class: "clear", onclick: () => { pendingSet(state, null); clearSelection(); } }, "Cancel")));
      return;
    }
    const buttons = ready.map((move) => el("button", {
      type: "button", class: "move", "data-move": JSON.stringify(move), onclick: () => propose(move),
    }, describeMove(renderer(), move, state.who), risky(move) ? el("span", { class: "warn", text: " ⚠" }) : null));
    const hint = session().seat === null ? "You are watching."
      : session().outcome ? "The match is over."
      : !state.moves.length ? "Not your turn. Click a card to see why it cannot be played."
      : state.selected.length ? (buttons.length ? "Choose a move:" : "Select more cards to make a move.")
      : duty() || (buttons.length ? (next.size ? "Choose a move, or select cards:" : "Choose a move:") : "Select a card to play.");
    parts.controls.replaceChildren(el("h2", { text: "Your moves" }), el("p", { class: "hint" }, ...[hint].flat()),
      el("div", { class: "moves" }, buttons,
        state.selected.length ? el("button", { type: "button", class: "clear", onclick: clearSelection }, "Clear selection") : null,
        resignButton, clockButton, endButton));
  }

  // Resigning asks first, in a modal dialog (Escape or "Keep playing" closes it); the seat's
  // own token resigns its own seat.
  /** @param {MouseEvent} event */
  function confirmResign(event) {
    const opener = /** @type {HTMLButtonElement} */ (event.currentTarget);
    const keep = el("button", { type: "button", class: "clear", onclick: () => parts.dialog.close() }, "Keep playing");
    parts.dialog.replaceChildren(
      el("h2", { id: "resign-title", text: "Resign the match?" }),
      el("p", { id: "resign-text", text: "The match ends at once for every player, with your side last. This cannot be undone." }),
      el("div", { class: "moves" },
        el("button", { type: "button", class: "move confirm-resign", onclick: resign }, "Resign the match"), keep));
    // Back to the Resign button, or the one drawn in its place meanwhile.
    parts.dialog.addEventListener("close", () => {
      const back = opener.isConnected ? opener : parts.controls.querySelector("button.resign");
      if (back instanceof HTMLElement) back.focus();
    }, { once: true });
    parts.dialog.showModal();
    keep.focus();
  }

  async function resign() {
    for (const button of parts.dialog.querySelectorAll("button")) button.disabled = true;
    try {
      await api.resign(id, /** @type {string} */ (token));
    } catch (error) {
      parts.notice.replaceChildren(el("p", { class: "violation", text: `Could not resign: ${error.message}` }));
    }
    parts.dialog.close();
    try { await refresh(); } catch (error) {
      parts.notice.append(el("p", { class: "violation", text: `Could not read the table again: ${error.message}` }));
    }
  }

  /** @param {string} owner @param {boolean} paused @param {EventTarget | null} button */
  async function pauseClocks(owner, paused, button) {
    if (button instanceof HTMLButtonElement) button.disabled = true;
    try {
      await api.pauseClocks(id, owner, paused);
      await refresh();
    } catch (error) {
      parts.notice.replaceChildren(el("p", { class: "violation", text: `Could not ${paused ? "pause" : "start"} the clocks: ${error.message}` }));
      if (button instanceof HTMLButtonElement) button.disabled = false;
    }
  }

  // Every seat's clock (the movers' running), drawn afresh with each answer and ticked
  // between them by `tickClocks` on the referee's time.
  function drawClocks() {
    const clocks = session().clocks;
    const control = session().clock;
    if (!clocks || !control) { parts.clocks.replaceChildren(); return; }
    parts.clocks.replaceChildren(
      el("h2", { class: "sr-only", text: "Clocks" }),
      el("p", { class: "clock-control" }, `Clock: ${controlWords(control)}. ${onTimeoutWords(control)}`,
        clocks.paused && !session().outcome ? el("strong", { class: "paused", text: " The clocks are paused." }) : null),
      el("ul", { class: "clocks" }, clocks.seats.map((seat) => el("li", { class: "seat-clock", "data-seat": String(seat.seat) },
        el("span", { class: "who", text: `${capital(seatName(seat.seat))}: ` }), el("time", { class: "clock" }),
        el("span", { class: "state" })))));
    tickClocks();
  }

  // What each clock shows now: a running one counts down to its deadline, red under ten
  // seconds (announced once, not at every tick).
  function tickClocks() {
    if (!state.session || !state.renderer) return;
    const clocks = session().clocks;
    const control = session().clock;
    if (!clocks || !control) return;
    const now = Date.now() + state.clockOffset;
    for (const seat of clocks.seats) {
      const item = parts.clocks.querySelector(`li[data-seat="${seat.seat}"]`);
      const time = item?.querySelector("time");
      const said = item?.querySelector(".state");
      if (!item || !time || !said) continue;
      const outcome = session().outcome;
      const running = seat.running && !outcome;
      const ms = timeLeft(seat, control, clocks, now, outcome);
      const low = running && ms !== null && ms < WARN_MS;
      time.textContent = ms !== null ? clockText(ms) : clocks.paused && !outcome ? "paused" : "stopped";
      if (ms === null) time.removeAttribute("datetime"); else time.setAttribute("datetime", clockDuration(ms));
      said.textContent = running ? (low ? " to move, under ten seconds" : " to move") : "";
      item.classList.toggle("running", running);
      item.classList.toggle("low", low);
      const key = `${seat.seat}@${seat.deadline}`;
      if (low && !state.warned.includes(key)) {
        clockWarned(state, key);
        parts.alert.textContent = warningWords(seatName(seat.seat), seat.seat === session().seat);
      }
      if (running && ms === 0 && seat.deadline && now - Date.parse(seat.deadline) > OVERDUE_MS && !state.overdue.includes(key)) {
        clockOverdue(state, key);
        refresh().catch(() => { /* the watch reads again */ });
      }
    }
  }

  // What the rules oblige this seat to play before its turn may end, when its game says so.
  function duty() {
    const told = renderer().hint?.(session().view, state.who) ?? null;
    return told ? [...told.words, " (rule ", ruleLink(session().game, told.rule), ")."] : null;
  }

  const risky = (move) => (renderer().risk?.(move, session().view, { seatName, sideName }) ?? null);

  // A move that may end the match, or costs dearly when wrong, says so before it is sent: the
  // renderer's own words, and whether it ends the match as the referee judges from this
  // seat's view alone (a dry run, `ends_match`: it reads no card the seat cannot see).
  /** @param {SessionMove} move */
  async function propose(move) {
    for (const button of parts.controls.querySelectorAll("button")) button.disabled = true;
    const version = session().version;
    let ends = null;
    try { ends = (await api.check(id, token, move)).ends_match || null; } catch { /* the move itself is refereed */ }
    if (session().version !== version) { drawControls(); return; }   // the table moved on meanwhile
    const said = [ENDING_WORDS[ends], risky(move)].filter(Boolean);
    if (said.length) {
      pendingSet(state, { move, risk: said.join(" "), ends });
      drawControls();
      /** @type {HTMLElement | null} */ (parts.controls.querySelector("button.confirm"))?.focus();
      return;
    }
    send(move);
  }

  function confirmEnd(owner) {
    parts.controls.replaceChildren(el("h2", { text: "End the match" }),
      el("p", { class: "risk", role: "alert", text: "This ends the match for every seat at once, with no winner; the session is deleted." }),
      el("div", { class: "moves" },
        el("button", { type: "button", class: "move confirm-end", onclick: async () => {
          try { endingSet(state, true); await api.end(id, owner); forgetOwner(id); showEnded("You ended the match."); }
          catch (error) { endingSet(state, false); parts.notice.replaceChildren(el("p", { class: "violation", text: `Could not end it: ${error.message}` })); }
        } }, "End the match for everyone"),
        el("button", { type: "button", class: "clear", onclick: drawControls }, "Cancel")));
  }

  function clearSelection() {
    selectionCleared(state);
    for (const node of root.querySelectorAll(".chosen")) { node.classList.remove("chosen"); node.setAttribute("aria-pressed", "false"); }
    drawControls();
  }

  // Why a hand card cannot be played: the referee checks a move with it and keeps nothing.
  // A card that could be played alone but not with the selection says that, and why.
  async function explain(node) {
    const code = node.dataset.card;
    const alone = match(renderer(), state.moves, [code]);
    if (state.selected.length && (alone.ready.length || alone.next.size)) {
      await explainCombination(code);
      return;
    }
    const probe = renderer().probe?.(code, session().seat) ?? { player: session().seat, type: "play", card: code };
    await why(probe, (v) => v
      ? el("p", { class: "violation why", "data-rule": v.rule }, `${capital(cardName(code))} cannot be played now: `,
        ...messageWords(v.message), " — rule ", ruleLink(session().game, v.rule, v.rule_url))
      // The referee takes the probe, yet no listed move plays the card: the list is older.
      : el("p", { class: "violation why", text: `The referee allows the ${cardName(code)} now, but none of your listed moves plays it: the list is out of date and catches up on the next read.` }));
  }

  // The selection and the card make no move together. Another card of the hand is the
  // reason when one is selected (a turn plays one card from the hand); else the referee says
  // why the card cannot take what is selected.
  async function explainCombination(code) {
    const chosen = [...root.querySelectorAll(".chosen[data-token]")];
    const fromHand = chosen.filter((node) => node.closest(".hand-area") && node.dataset.card);
    // The selection in words: each card drawn as a card, a pile or house by its name.
    const selection = chosen.flatMap((node, i) => [i === 0 ? "" : i === chosen.length - 1 ? " and " : ", ",
      node.dataset.card ? inlineCard(node.dataset.card) : (node.querySelector(".sr-only")?.textContent || node.dataset.token)]);
    const head = [`${capital(cardName(code))} does not go with the selected `, ...selection, ": "];
    const tail = ". Clear the selection to play it on its own.";
    if (fromHand.length && renderer().oneCardRule) {
      parts.notice.replaceChildren(el("p", { class: "violation why", "data-rule": renderer().oneCardRule }, ...head,
        "a turn plays one card from the hand — rule ", ruleLink(session().game, renderer().oneCardRule), tail));
      return;
    }
    const probe = renderer().combined?.(code, state.selected, session().seat) ?? null;
    if (!probe) {
      parts.notice.replaceChildren(el("p", { class: "violation why" }, ...head, "no move plays them together", tail));
      return;
    }
    await why(probe, (v) => el("p", { class: "violation why", "data-rule": v ? v.rule : null }, ...head,
      ...(v ? [...messageWords(v.message), " — rule ", ruleLink(session().game, v.rule, v.rule_url)] : ["no move plays them together"]), tail));
  }

  // Asks the referee about `probe` (a dry run) and shows what `say(violation or null)` makes.
  async function why(probe, say) {
    try {
      const answer = await api.check(id, token, probe);
      parts.notice.replaceChildren(say(answer.violation || null));
    } catch (error) {
      parts.notice.replaceChildren(el("p", { class: "violation", text: `The referee answered ${error.status || "nothing"}: ${error.message}` }));
    }
  }

  function toggle(node) {
    const token = node.dataset.token;
    if (node.classList.contains("chosen")) {
      tokenDropped(state, token);
      node.classList.remove("chosen");
      node.setAttribute("aria-pressed", "false");
    } else if (node.classList.contains("playable")) {
      tokenChosen(state, token);
      node.classList.add("chosen");
      node.setAttribute("aria-pressed", "true");
      // A card that makes exactly one move, and can make no other, is played at once.
      const { ready, next } = match(renderer(), state.moves, state.selected);
      if (state.selected.length === 1 && ready.length === 1 && next.size === 0) { propose(ready[0]); return; }
    } else if (node.dataset.card && node.closest(".hand-area")) {
      explain(node);
      return;
    }
    drawControls();
  }

  root.addEventListener("click", (event) => {
    const node = event.target.closest("[data-token]");
    if (node && root.contains(node)) toggle(node);
  });
  root.addEventListener("keydown", (event) => {
    if (event.target.closest("dialog")) return;   // the dialog's own keys (Escape closes it)
    const node = event.target.closest("[data-token]");
    if (node && node.tagName !== "BUTTON" && (event.key === "Enter" || event.key === " ")) { event.preventDefault(); toggle(node); }
    if (event.key === "Escape") clearSelection();
  });

  // The owner's panel: bots in and out of seats while the match runs.
  function drawSeats() {
    const owner = ownerOf(id);
    const base = `${location.origin}${location.pathname}`;
    const panel = owner && !session().outcome ? seatsPanel({
      id, session: session(), owner, seatName: (seat) => seatWords(seat, state.names, session().seat), open: state.seatsOpen,
      toggled: (open) => seatsToggled(state, open),
      link: (seat, seatToken) => `${base}#session=${encodeURIComponent(id)}&token=${encodeURIComponent(seatToken)}${namesParam(linked)}`,
      changed: (bots, shown) => { seatsChanged(state, bots, shown); drawHeader(); drawSeats(); },
    }) : null;
    parts.seats.replaceChildren(...[panel, panel && state.handout].filter((node) => node !== null));
  }

  function drawTable() {
    const view = session().view;
    parts.board.replaceChildren(renderer().board(view, state.who));
    parts.hand.replaceChildren("hand" in view && view.hand ? zone("Your hand", sortHand(view.hand), { class: "zone hand" }) : el("p", { text: "Spectators see no hand." }));
    drawHeader();
    drawClocks();
    drawBanner();
    drawControls();
    drawSeats();
    if (session().outcome && parts.dialog.open) parts.dialog.close();
  }

  // The first event that tells the move itself stands for it: the entry says it once.
  /** @param {SessionHistoryEntry} entry */
  // An entry of the table (a timeout, a resignation, an abort, a pause) is said in its own
  // words; a timeout a bot played for adds the bot's move.
  function drawEntry(entry) {
    let events = entry.events;
    const move = /** @type {SessionMove | null} */ (entry.move);
    const player = /** @type {number} */ (entry.player);
    let said = move ? describeMove(renderer(), move, state.who) : null;
    const first = events[0];
    if (move && first && first.type === move.type && "player" in first && first.player === entry.player) {
      // The event's words when it holds all the move does (and perhaps more: a verdict).
      const full = Object.keys(move).every((key) => key in first);
      const told = full ? describeEvent(renderer(), first, state.who) : null;
      if (told && told.length) said = told;
      events = events.slice(1);
    }
    const table = entry.type !== undefined && entry.type !== "move";
    const heading = table ? tableEntryWords(entry, state.who, said)
      : said === null || typeof said === "string" ? `${capital(state.who.seat(player))}: ${said}` : said;
    const secret = Boolean(move) && move?.type === "bid" && move.value === undefined;
    const strong = el("strong", { "data-secret-bid": secret ? String(entry.player) : null, "data-version": String(entry.version),
      "data-type": entry.type || "move" }, `${entry.version}. `, heading);
    const items = [];
    for (const event of events) {
      const sheet = sheetOf(event);
      if (sheet) sheetSeen(state, sheet);
      if (event.type === "reveal" && "bids" in event && Array.isArray(event.bids)) revealBids(event.bids, [strong]);
      const said = describeEvent(renderer(), event, state.who);
      if (said && said.length) items.push(el("li", {}, said));
    }
    lastEntryDrawn(state, { heading: strong.cloneNode(true), items: items.map((item) => item.cloneNode(true)) });
    parts.history.prepend(el("li", { "data-version": entry.version }, strong, items.length ? el("ul", {}, items) : null));
  }

  // Bids made in secret read as such until the reveal, then with their value (the move
  // that completes the bidding reveals its own bid too).
  function revealBids(bids, more = []) {
    for (const node of [...parts.history.querySelectorAll("[data-secret-bid]"), ...more]) {
      if (!node.dataset.secretBid) continue;
      const seat = Number(node.dataset.secretBid);
      node.replaceChildren(`${node.dataset.version}. ${capital(state.who.seat(seat))}: Bid ${bids[seat]}`);
      node.removeAttribute("data-secret-bid");
    }
  }

  // The last move and what followed stay in view until the next one.
  function drawLast() {
    if (!state.lastEntry) { parts.last.replaceChildren(); return; }
    // replaceChildren writes a null as the text "null": only nodes go in.
    parts.last.replaceChildren(...[el("h2", { text: "Last play" }),
      el("p", {}, ...state.lastEntry.heading.cloneNode(true).childNodes),
      state.lastEntry.items.length ? el("ul", {}, state.lastEntry.items.map((item) => item.cloneNode(true))) : null].filter((node) => node !== null));
  }

  function drawSheet() {
    const shown = [];
    if (state.lastSheet) shown.push(sheetTable(session().game, state.lastSheet, `${sheetCaption(state.lastSheet)}: score sheet`, { sideName, renderer: renderer(), who: state.who }));
    if (state.scores && state.scores.deals && state.scores.deals.length) shown.push(matchTable(state.scores, sideName));
    parts.sheet.replaceChildren(...(shown.length ? [el("h2", { text: session().outcome ? "Final score sheet" : "Score sheets" }), ...shown] : []));
  }

  // The whole table, drawn from the state (between reads, a selection redraws only the
  // controls: the board and the hand keep their nodes, and the focus with them).
  function render() {
    drawTable();
    drawLast();
    drawSheet();
    root.dataset.version = String(session().version);
    root.dataset.finished = String(Boolean(session().outcome));
  }

  // Read the session, this seat's moves and the new history; one refresh at a time.
  let running = null;
  let again = false;
  async function refresh() {
    if (running) { again = true; return running; }
    running = (async () => {
      do {
        again = false;
        const sent = Date.now();
        const answer = await api.read(id, token);
        clocksRead(state, answer.data.clocks, sent, Date.now());
        if (!sessionRead(state, answer.data, linked)) continue;
        gameRead(state, await rendererFor(session().game), state.game || await api.game(session().game));
        let moves = [];
        if (session().seat !== null && !session().finished) {
          const legal = await api.legalMoves(id, token);
          moves = legal.moves;
          if (legal.version !== session().version) again = true;    // moved on meanwhile: read again
        }
        movesRead(state, moves);
        // The event stream may have brought the new entries already.
        // History comes in pages: read on from each page's last entry until none is left.
        while (state.historyVersion < session().version) {
          const history = await api.history(id, token, state.historyVersion);
          const fresh = history.entries.filter((entry) => entry.version > state.historyVersion);
          fresh.forEach(drawEntry);
          if (!fresh.length || history.next === null) {
            historyRead(state, Math.max(state.historyVersion, history.version));
            break;
          }
          historyRead(state, fresh[fresh.length - 1].version);
        }
        // The running score is read when a deal ends (and once at the start), not every move.
        if ((state.sheetDue || (session().outcome && state.scoresVersion < session().version)) && state.scoresVersion < session().version) {
          scoresRead(state, await api.scores(id, token), session().version);
        }
        tableRedrawn(state);
        render();
      } while (again);
    })();
    try { await running; } finally { running = null; }
  }

  // The session is gone: every part that offered play says so, and who ended it when known.
  /** @param {string} text @param {string} [headline] @param {string | null} [by] */
  function showEnded(text, headline = "The match was ended.", by = null) {
    parts.controls.replaceChildren(el("h2", { text: "Your moves" }), el("p", { class: "hint", text }));
    parts.banner.replaceChildren(el("h2", { class: "ended", text: headline }),
      el("p", {}, el("a", { href: "/play" }, "Start a new game")));
    const turn = parts.header.querySelector(".turn");
    if (turn) turn.textContent = headline;
    parts.seats.replaceChildren();
    parts.clocks.replaceChildren();
    if (ticker !== null) clearInterval(ticker);
    if (parts.dialog.open) parts.dialog.close();
    root.dataset.ended = "true";
    if (by) root.dataset.endedBy = by;
    document.title = `Ended · ${title()} — Card Referee`;
  }

  // Ended by someone else: the stream's `end` names who; a 404 says it in its detail.
  /** @param {{ by?: string | null, detail?: string }} [how] */
  function endedElsewhere({ by = null, detail = "" } = {}) {
    if (state.ending) return;
    const ender = by ? ENDERS[by] : null;
    const headline = ender ? `The match was ended by ${ender}.` : "The match was ended.";
    showEnded(ender || !detail ? "Nothing more can be played." : `The referee says: ${detail}.`, headline, by);
  }

  /** @param {SessionMove} move */
  async function send(move) {
    parts.notice.replaceChildren();
    // One move at a time: a second click would only be refused as out of turn.
    for (const button of parts.controls.querySelectorAll("button")) button.disabled = true;
    try {
      const answer = await api.move(id, token, move);
      const v = answer.violation;
      if (answer.legal === false && v) {
        parts.notice.replaceChildren(el("p", { class: "violation", "data-rule": v.rule }, "Refused: ", ...messageWords(v.message), " — rule ",
          ruleLink(session().game, v.rule, v.rule_url)));
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
  // The clocks tick between answers (a session has a clock from its start, or never).
  if (session().clock) ticker = setInterval(tickClocks, TICK_MS);
  // A `move` event carries its history entry: drawn at once when it is the next one.
  /** @param {SessionHistoryEntry} entry */
  const moved = (entry) => {
    if (entry.version !== state.historyVersion + 1) return;
    drawEntry(entry);
    historyRead(state, entry.version);
  };
  const changed = () => refresh().catch((error) => {
    if (error instanceof ProblemError && error.status === 404) { endedElsewhere({ detail: error.message }); return; }
    parts.notice.replaceChildren(el("p", { class: "violation", text: `Could not read the table again: ${error.message}` }));
  });
  watch({ id, token, live, pollMs, version: () => session().version, changed, moved, ended: endedElsewhere });
}
