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

const SUIT_ORDER = { S: 0, H: 1, C: 2, D: 3 };   // alternating colours
const RANK_ORDER = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

// A hand in suits, each in rank order (jokers last): every game shows its hand this way.
export function sortHand(hand) {
  const key = (code) => (code === "JK" ? [9, 0] : [SUIT_ORDER[code.slice(-1)], RANK_ORDER.indexOf(code.slice(0, -1))]);
  return [...hand].sort((a, b) => { const [x, y] = [key(a), key(b)]; return x[0] - y[0] || x[1] - y[1]; });
}

// A dry run's `ends_match`, in words; "none" says nothing.
const ENDING_WORDS = { every: "This move ends the match.", some: "This move may end the match." };

// Who may end a session, as its stream's `end` names them.
const ENDERS = { owner: "its owner", admin: "the referee's admin" };

const REASONS = {
  target_reached: "a side reached the target", deals_played: "every deal was played",
  payoff_emptied: "a pay-off pile was emptied", baazi_lead: "a side led by the baazi margin",
};

export async function openTable(root, { id, token, live, pollMs, names: linked = [] }) {
  const parts = {
    header: el("header", { class: "status", role: "status", "aria-live": "polite" }),
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
  root.replaceChildren(parts.header, parts.banner, parts.notice, parts.last, parts.board, parts.hand,
    parts.controls, parts.seats, parts.sheet,
    el("section", { class: "history-area", "aria-label": "History" }, el("h2", { text: "History" }), parts.history));

  let session = null;          // the last GET /v1/sessions/{id} answer
  let renderer = null;
  let game = null;             // GET /v1/games/{game}: title, options
  let moves = [];              // this seat's legal moves at `session.version`
  let selected = [];           // selected tokens, in click order
  let historyVersion = 0;
  let lastSheet = null;        // the sheet of the last finished deal (or game, or round)
  let scores = null;           // GET /scores: the running score of the match
  let scoresVersion = -1;
  let sheetDue = true;         // a deal ended since /scores was read (or nothing read yet)
  let pending = null;          // a risky move waiting for its confirmation
  let lastEntry = null;
  let ending = false;
  let seatsOpen = false;       // the owner's seat panel stays open across redraws
  let handout = null;          // a seat given back: its new link, shown until the next change
  let names = linked;          // the players' names: the session's, or those the link gives
  let who = teller(names);     // how the history and the sheets name seats and sides

  const botAt = (seat) => (session.bots || {})[String(seat)];
  const seatName = (seat) => `${seatWords(seat, names, session.seat)}${botAt(seat) ? " (bot)" : ""}`;
  const sideName = (side) => sideWords(side, names, session.seat);

  function drawHeader() {
    const movers = session.movers || [];
    const mine = session.seat !== null && movers.includes(session.seat);
    const whose = session.outcome ? "The match is over."
      : mine ? "Your turn." : movers.length ? `To move: ${movers.map(seatName).join(", ")}.` : "";
    const match = scores && scores.match ? scores.match.scores : session.view.scores || {};
    parts.header.replaceChildren(
      el("h1", {}, `${game.title} · `, session.seat === null ? "spectator" : seatName(session.seat)),
      el("p", {}, el("span", { class: "turn", text: whose }), ` Phase: ${String(session.view.phase ?? "—").replace(/_/g, " ")}. Score: `,
        Object.entries(match).map(([s, n]) => `${sideName(s)} ${n}`).join(" · ") || "—",
        ". ", el("a", { class: "rules", href: `/v1/games/${encodeURIComponent(session.game)}/rules`, target: "_blank", rel: "noopener" }, "Rules of the game")));
    document.title = `${mine ? "● Your turn · " : session.outcome ? "Over · " : ""}${game.title} — Card Referee`;
  }

  function drawBanner() {
    const outcome = session.outcome;
    if (!outcome) { parts.banner.replaceChildren(); return; }
    const won = outcome.winners.some((side) => sideHas(side, session.seat));
    const winners = outcome.winners.map(sideName).join(" and ");
    const headline = session.seat === null ? `${winners} ${outcome.winners.length > 1 ? "win" : "wins"}`
      : won ? "You win" : `${winners} ${outcome.winners.length > 1 ? "win" : "wins"}`;
    parts.banner.replaceChildren(
      el("h2", { class: "winner", "data-winners": outcome.winners.join(" ") }, `${headline}.`),
      el("p", {}, `The match is over: ${REASONS[outcome.reason] || outcome.reason.replace(/_/g, " ")} (rule `,
        ruleLink(session.game, outcome.rule, outcome.rule_url), ")."),
      el("table", { class: "sheet standings" },
        el("caption", { text: "Standings" }),
        el("thead", {}, el("tr", {}, ["Rank", "Side", "Score"].map((h) => el("th", { scope: "col", text: h })))),
        el("tbody", {}, outcome.standings.map((s) => el("tr", { "data-side": s.side, "data-rank": String(s.rank), "data-score": String(s.score) },
          el("td", { text: String(s.rank) }), el("th", { scope: "row", text: sideName(s.side) }), el("td", { text: String(s.score) }))))),
      el("div", { class: "moves" }, el("button", { type: "button", class: "primary", onclick: rematch }, "Rematch")));
  }

  // The same game and options, dealt afresh: this browser opens it (and keeps its owner
  // token) and hands out new seat links.
  async function rematch(event) {
    const button = event.currentTarget;
    button.disabled = true;
    try {
      const again = { game: session.game, options: session.view.options || {} };
      if (namesBody(names)) again.names = namesBody(names);
      if (session.bots && Object.keys(session.bots).length) again.bots = session.bots;
      const created = await api.create(again);
      keepOwner(created.id, created.owner_token);
      const codes = await joinCodes(created);
      const base = `${location.origin}${location.pathname}`;
      const link = (seat) => `${base}#session=${encodeURIComponent(created.id)}${seat === null ? "" : `&token=${encodeURIComponent(created.seats[seat].token)}`}`;
      parts.banner.append(el("div", { class: "rematch" }, el("h3", { text: "Rematch ready: send each player their link" }),
        el("ul", { class: "seat-links" }, created.seats.map((seat) => el("li", {}, seat.bot
          ? `${seatWords(seat.player, names)}: a bot plays it`
          : [el("a", { class: "seat-link", href: link(seat.player) }, `Join as ${seatWords(seat.player, names)}`),
            ...(codes[seat.player] ? [" or code ", el("code", { text: spaced(codes[seat.player].code) }), " at ",
              el("a", { class: "join-link", href: codes[seat.player].url }, "its short link")] : [])])),
        el("li", {}, el("a", { class: "seat-link", href: link(null) }, "Watch")))));
    } catch (error) {
      parts.notice.replaceChildren(el("p", { class: "violation", text: `Could not start a rematch: ${error.message}` }));
      button.disabled = false;
    }
  }

  // Enable the tokens a selection may grow by, and offer the moves it completes. A card
  // that no move uses stays clickable: clicking it asks the referee why.
  function drawControls() {
    const { ready, next } = match(renderer, moves, selected);
    for (const node of root.querySelectorAll("[data-token]")) {
      const token = node.dataset.token;
      const chosen = selected.includes(token) && node.classList.contains("chosen");
      const usable = chosen || next.has(token);
      const probe = node.tagName === "BUTTON" && node.closest(".hand-area") && session.seat !== null && !session.outcome;
      // A card no move plays is still a button in the hand: pressing it asks why.
      if (node.tagName === "BUTTON") { node.disabled = !usable && !probe; node.classList.toggle("unplayable", !usable && probe); }
      else { node.setAttribute("aria-disabled", String(!usable)); node.tabIndex = usable ? 0 : -1; }
      node.classList.toggle("playable", usable);
    }
    const owner = ownerOf(id);
    const endButton = owner && !session.outcome
      ? el("button", { type: "button", class: "clear end", onclick: () => confirmEnd(owner) }, "End the match") : null;
    if (pending) {
      parts.controls.replaceChildren(el("h2", { text: "Your moves" }),
        el("p", { class: "risk", role: "alert", "data-ends": pending.ends }, el("strong", { text: "Before you send it: " }), pending.risk),
        el("div", { class: "moves" },
          el("button", { type: "button", class: "move confirm", "data-move": JSON.stringify(pending.move), onclick: () => { const move = pending.move; pending = null; send(move); } },
            `${describeMove(renderer, pending.move, who)}: send it`),
          el("button", { type: "button", class: "clear", onclick: () => { pending = null; clearSelection(); } }, "Cancel")));
      return;
    }
    const buttons = ready.map((move) => el("button", {
      type: "button", class: "move", "data-move": JSON.stringify(move), onclick: () => propose(move),
    }, describeMove(renderer, move, who), risky(move) ? el("span", { class: "warn", text: " ⚠" }) : null));
    const hint = session.seat === null ? "You are watching."
      : session.outcome ? "The match is over."
      : !moves.length ? "Not your turn. Click a card to see why it cannot be played."
      : selected.length ? (buttons.length ? "Choose a move:" : "Select more cards to make a move.")
      : duty() || (buttons.length ? (next.size ? "Choose a move, or select cards:" : "Choose a move:") : "Select a card to play.");
    parts.controls.replaceChildren(el("h2", { text: "Your moves" }), el("p", { class: "hint" }, ...[hint].flat()),
      el("div", { class: "moves" }, buttons,
        selected.length ? el("button", { type: "button", class: "clear", onclick: clearSelection }, "Clear selection") : null,
        endButton));
  }

  // What the rules oblige this seat to play before its turn may end, when its game says so.
  function duty() {
    const told = renderer.hint ? renderer.hint(session.view, who) : null;
    return told ? [...told.words, " (rule ", ruleLink(session.game, told.rule), ")."] : null;
  }

  const risky = (move) => (renderer.risk ? renderer.risk(move, session.view, { seatName, sideName }) : null);

  // A move that may end the match, or costs dearly when wrong, says so before it is sent: the
  // renderer's own words, and whether it ends the match as the referee judges from this
  // seat's view alone (a dry run, `ends_match`: it reads no card the seat cannot see).
  async function propose(move) {
    for (const button of parts.controls.querySelectorAll("button")) button.disabled = true;
    const version = session.version;
    let ends = null;
    try { ends = (await api.check(id, token, move)).ends_match || null; } catch { /* the move itself is refereed */ }
    if (session.version !== version) { drawControls(); return; }   // the table moved on meanwhile
    const said = [ENDING_WORDS[ends], risky(move)].filter(Boolean);
    if (said.length) {
      pending = { move, risk: said.join(" "), ends };
      drawControls();
      parts.controls.querySelector("button.confirm").focus();
      return;
    }
    send(move);
  }

  function confirmEnd(owner) {
    parts.controls.replaceChildren(el("h2", { text: "End the match" }),
      el("p", { class: "risk", role: "alert", text: "This ends the match for every seat at once, with no winner; the session is deleted." }),
      el("div", { class: "moves" },
        el("button", { type: "button", class: "move confirm-end", onclick: async () => {
          try { ending = true; await api.end(id, owner); forgetOwner(id); showEnded("You ended the match."); }
          catch (error) { ending = false; parts.notice.replaceChildren(el("p", { class: "violation", text: `Could not end it: ${error.message}` })); }
        } }, "End the match for everyone"),
        el("button", { type: "button", class: "clear", onclick: drawControls }, "Cancel")));
  }

  function clearSelection() {
    selected = [];
    for (const node of root.querySelectorAll(".chosen")) { node.classList.remove("chosen"); node.setAttribute("aria-pressed", "false"); }
    drawControls();
  }

  // Why a hand card cannot be played: the referee checks a move with it and keeps nothing.
  // A card that could be played alone but not with the selection says that, and why.
  async function explain(node) {
    const code = node.dataset.card;
    const alone = match(renderer, moves, [code]);
    if (selected.length && (alone.ready.length || alone.next.size)) {
      await explainCombination(code);
      return;
    }
    const probe = renderer.probe ? renderer.probe(code, session.seat) : { player: session.seat, type: "play", card: code };
    await why(probe, (v) => v
      ? el("p", { class: "violation why", "data-rule": v.rule }, `${capital(cardName(code))} cannot be played now: `,
        ...messageWords(v.message), " — rule ", ruleLink(session.game, v.rule, v.rule_url))
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
    if (fromHand.length && renderer.oneCardRule) {
      parts.notice.replaceChildren(el("p", { class: "violation why", "data-rule": renderer.oneCardRule }, ...head,
        "a turn plays one card from the hand — rule ", ruleLink(session.game, renderer.oneCardRule), tail));
      return;
    }
    const probe = renderer.combined ? renderer.combined(code, selected, session.seat) : null;
    if (!probe) {
      parts.notice.replaceChildren(el("p", { class: "violation why" }, ...head, "no move plays them together", tail));
      return;
    }
    await why(probe, (v) => el("p", { class: "violation why", "data-rule": v ? v.rule : null }, ...head,
      ...(v ? [...messageWords(v.message), " — rule ", ruleLink(session.game, v.rule, v.rule_url)] : ["no move plays them together"]), tail));
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
      selected.splice(selected.indexOf(token), 1);
      node.classList.remove("chosen");
      node.setAttribute("aria-pressed", "false");
    } else if (node.classList.contains("playable")) {
      selected.push(token);
      node.classList.add("chosen");
      node.setAttribute("aria-pressed", "true");
      // A card that makes exactly one move, and can make no other, is played at once.
      const { ready, next } = match(renderer, moves, selected);
      if (selected.length === 1 && ready.length === 1 && next.size === 0) { propose(ready[0]); return; }
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
    const node = event.target.closest("[data-token]");
    if (node && node.tagName !== "BUTTON" && (event.key === "Enter" || event.key === " ")) { event.preventDefault(); toggle(node); }
    if (event.key === "Escape") clearSelection();
  });

  // The owner's panel: bots in and out of seats while the match runs.
  function drawSeats() {
    const owner = ownerOf(id);
    const base = `${location.origin}${location.pathname}`;
    const panel = owner && !session.outcome ? seatsPanel({
      id, session, owner, seatName: (seat) => seatWords(seat, names, session.seat), open: seatsOpen, toggled: (open) => { seatsOpen = open; },
      link: (seat, seatToken) => `${base}#session=${encodeURIComponent(id)}&token=${encodeURIComponent(seatToken)}${namesParam(linked)}`,
      changed: (bots, shown) => { session.bots = bots; handout = shown; seatsOpen = true; drawHeader(); drawSeats(); },
    }) : null;
    parts.seats.replaceChildren(...[panel, panel && handout].filter(Boolean));
  }

  function drawTable() {
    const view = session.view;
    parts.board.replaceChildren(renderer.board(view, who));
    parts.hand.replaceChildren(view.hand ? zone("Your hand", sortHand(view.hand), { class: "zone hand" }) : el("p", { text: "Spectators see no hand." }));
    selected = [];
    pending = null;
    drawHeader();
    drawBanner();
    drawControls();
    drawSeats();
  }

  // The first event that tells the move itself stands for it: the entry says it once.
  function drawEntry(entry) {
    let events = entry.events;
    let heading = `${capital(who.seat(entry.player))}: ${describeMove(renderer, entry.move, who)}`;
    const first = events[0];
    if (first && first.type === entry.move.type && first.player === entry.player) {
      // The event's words when it holds all the move does (and perhaps more: a verdict).
      const full = Object.keys(entry.move).every((key) => key in first);
      const said = full ? describeEvent(renderer, first, who) : null;
      if (said && said.length) heading = said;
      events = events.slice(1);
    }
    const secret = entry.move.type === "bid" && entry.move.value === undefined;
    const strong = el("strong", { "data-secret-bid": secret ? String(entry.player) : null, "data-version": String(entry.version) },
      `${entry.version}. `, heading);
    const items = [];
    for (const event of events) {
      const sheet = sheetOf(event);
      if (sheet) { lastSheet = sheet; sheetDue = true; }
      if (event.type === "reveal" && Array.isArray(event.bids)) revealBids(event.bids, [strong]);
      const said = describeEvent(renderer, event, who);
      if (said && said.length) items.push(el("li", {}, said));
    }
    lastEntry = { heading: strong.cloneNode(true), items: items.map((item) => item.cloneNode(true)) };
    parts.history.prepend(el("li", { "data-version": entry.version }, strong, items.length ? el("ul", {}, items) : null));
  }

  // Bids made in secret read as such until the reveal, then with their value (the move
  // that completes the bidding reveals its own bid too).
  function revealBids(bids, more = []) {
    for (const node of [...parts.history.querySelectorAll("[data-secret-bid]"), ...more]) {
      if (!node.dataset.secretBid) continue;
      const seat = Number(node.dataset.secretBid);
      node.replaceChildren(`${node.dataset.version}. ${capital(who.seat(seat))}: Bid ${bids[seat]}`);
      node.removeAttribute("data-secret-bid");
    }
  }

  // The last move and what followed stay in view until the next one.
  function drawLast() {
    if (!lastEntry) { parts.last.replaceChildren(); return; }
    // replaceChildren writes a null as the text "null": only nodes go in.
    parts.last.replaceChildren(...[el("h2", { text: "Last play" }),
      el("p", {}, ...lastEntry.heading.cloneNode(true).childNodes),
      lastEntry.items.length ? el("ul", {}, lastEntry.items.map((item) => item.cloneNode(true))) : null].filter(Boolean));
  }

  function drawSheet() {
    const shown = [];
    if (lastSheet) shown.push(sheetTable(session.game, lastSheet, `${sheetCaption(lastSheet)}: score sheet`, { sideName, renderer, who }));
    if (scores && scores.deals && scores.deals.length) shown.push(matchTable(scores, sideName));
    parts.sheet.replaceChildren(...(shown.length ? [el("h2", { text: session.outcome ? "Final score sheet" : "Score sheets" }), ...shown] : []));
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
        names = namesOf(linked, session.names || {});
        who = teller(names);
        renderer = await rendererFor(session.game);
        if (!game) game = await api.game(session.game);
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
        // The running score is read when a deal ends (and once at the start), not every move.
        if ((sheetDue || (session.outcome && scoresVersion < session.version)) && scoresVersion < session.version) {
          scores = await api.scores(id, token);
          scoresVersion = session.version;
          sheetDue = false;
        }
        drawTable();
        drawLast();
        drawSheet();
        root.dataset.version = String(session.version);
        root.dataset.finished = String(Boolean(session.outcome));
      } while (again);
    })();
    try { await running; } finally { running = null; }
  }

  // The session is gone: every part that offered play says so, and who ended it when known.
  function showEnded(text, headline = "The match was ended.", by = null) {
    parts.controls.replaceChildren(el("h2", { text: "Your moves" }), el("p", { class: "hint", text }));
    parts.banner.replaceChildren(el("h2", { class: "ended", text: headline }),
      el("p", {}, el("a", { href: "/play" }, "Start a new game")));
    const turn = parts.header.querySelector(".turn");
    if (turn) turn.textContent = headline;
    parts.seats.replaceChildren();
    root.dataset.ended = "true";
    if (by) root.dataset.endedBy = by;
    document.title = `Ended · ${game.title} — Card Referee`;
  }

  // Ended by someone else: the stream's `end` names who; a 404 says it in its detail.
  function endedElsewhere({ by = null, detail = "" } = {}) {
    if (ending) return;
    const who = ENDERS[by];
    const headline = who ? `The match was ended by ${who}.` : "The match was ended.";
    showEnded(who || !detail ? "Nothing more can be played." : `The referee says: ${detail}.`, headline, by);
  }

  async function send(move) {
    parts.notice.replaceChildren();
    // One move at a time: a second click would only be refused as out of turn.
    for (const button of parts.controls.querySelectorAll("button")) button.disabled = true;
    try {
      const answer = await api.move(id, token, move);
      if (answer.legal === false) {
        const v = answer.violation;
        parts.notice.replaceChildren(el("p", { class: "violation", "data-rule": v.rule }, "Refused: ", ...messageWords(v.message), " — rule ",
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
  const changed = () => refresh().catch((error) => {
    if (error instanceof ProblemError && error.status === 404) { endedElsewhere({ detail: error.message }); return; }
    parts.notice.replaceChildren(el("p", { class: "violation", text: `Could not read the table again: ${error.message}` }));
  });
  watch({ id, token, live, pollMs, version: () => session.version, changed, moved, ended: endedElsewhere });
}
