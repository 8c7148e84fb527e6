// @ts-check
// The public session API as the web table uses it: plain fetch calls and live updates.

/** @typedef {import("./types").GameInfo} GameInfo */
/** @typedef {import("./types").Problem} Problem */
/** @typedef {import("./types").ScoreSheet} ScoreSheet */
/** @typedef {import("./types").SessionBotSeated} SessionBotSeated */
/** @typedef {import("./types").SessionCreated} SessionCreated */
/** @typedef {import("./types").SessionCreateRequest} SessionCreateRequest */
/** @typedef {import("./types").SessionHistory} SessionHistory */
/** @typedef {import("./types").SessionHistoryEntry} SessionHistoryEntry */
/** @typedef {import("./types").SessionJoinCode} SessionJoinCode */
/** @typedef {import("./types").SessionJoined} SessionJoined */
/** @typedef {import("./types").SessionLegalMoves} SessionLegalMoves */
/** @typedef {import("./types").SessionOutcome} SessionOutcome */
/** @typedef {import("./types").SessionRead} SessionRead */
/** @typedef {import("./types").SessionSeatReturned} SessionSeatReturned */
/** @typedef {import("./types").SessionTableChange} SessionTableChange */
/** @typedef {import("./types").BotLevel} BotLevel */
/** @typedef {Record<string, unknown>} Move */

export class ProblemError extends Error {
  // A problem+json answer (or a network failure) as an exception with its fields.
  /** @param {number} status @param {Partial<Problem>} problem */
  constructor(status, problem) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
  }
}

/**
 * @param {string} method
 * @param {string} path
 * @param {{ token?: string | null, body?: unknown, headers?: Record<string, string> }} [sent]
 */
async function call(method, path, { token, body, headers = {} } = {}) {
  /** @type {Record<string, string>} */
  const sent = { ...headers };
  if (token) sent.Authorization = `Bearer ${token}`;
  if (body !== undefined) sent["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method, headers: sent, cache: "no-store",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = response.headers.get("Content-Type") || "";
  const data = type.includes("json") ? await response.json() : null;
  if (!response.ok && response.status !== 304) throw new ProblemError(response.status, data || {});
  return { status: response.status, headers: response.headers, data };
}

// A random key per move attempt; crypto.randomUUID needs a secure context, this does not.
function idempotencyKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// Each call answers its operation's type in the generated client: the referee's answer, read
// as JSON, is what the document says it is.
/** @typedef {string | null} Token */
export const api = {
  /** @returns {Promise<GameInfo[]>} */
  games: async () => (await call("GET", "/v1/games")).data.games,
  /** @param {string} id @returns {Promise<GameInfo>} */
  game: async (id) => (await call("GET", `/v1/games/${encodeURIComponent(id)}`)).data,
  /** @param {SessionCreateRequest} body @returns {Promise<SessionCreated>} */
  create: async (body) => (await call("POST", "/v1/sessions", { body })).data,
  /**
   * @param {string} id @param {Token} token @param {{ etag?: string, wait?: number }} [conditions]
   * @returns {Promise<{ status: number, headers: Headers, data: SessionRead }>}
   */
  read: (id, token, { etag, wait } = {}) => call(
    "GET", `/v1/sessions/${encodeURIComponent(id)}${wait ? `?wait=${wait}` : ""}`,
    { token, headers: etag ? { "If-None-Match": etag } : {} }),
  /** @param {string} id @param {Token} token @returns {Promise<SessionLegalMoves>} */
  legalMoves: async (id, token) =>
    (await call("GET", `/v1/sessions/${encodeURIComponent(id)}/legal-moves`, { token })).data,
  /** @param {string} id @param {Token} token @param {Move} move @returns {Promise<SessionOutcome>} */
  move: async (id, token, move) => (await call(
    "POST", `/v1/sessions/${encodeURIComponent(id)}/moves`,
    { token, body: { move }, headers: { "Idempotency-Key": idempotencyKey() } })).data,
  // Whether a move is legal now, and the rule that forbids it if not; the session keeps nothing.
  /** @param {string} id @param {Token} token @param {Move} move @returns {Promise<SessionOutcome>} */
  check: async (id, token, move) => (await call(
    "POST", `/v1/sessions/${encodeURIComponent(id)}/moves?dry_run=true`, { token, body: { move } })).data,
  /** @param {string} id @param {Token} token @returns {Promise<ScoreSheet>} */
  scores: async (id, token) =>
    (await call("GET", `/v1/sessions/${encodeURIComponent(id)}/scores`, { token })).data,
  // Ends the session for everyone: only the owner token (kept by the browser that opened it) may.
  /** @param {string} id @param {string} ownerToken */
  end: (id, ownerToken) => call("DELETE", `/v1/sessions/${encodeURIComponent(id)}`, { token: ownerToken }),
  // The owner's changes of a seat's holder: a bot takes it, or a new token (in the answer).
  /** @param {string} id @param {number} seat @param {BotLevel} level @param {string} ownerToken @returns {Promise<SessionBotSeated>} */
  seatBot: async (id, seat, level, ownerToken) => (await call(
    "PUT", `/v1/sessions/${encodeURIComponent(id)}/seats/${seat}/bot`, { token: ownerToken, body: { level } })).data,
  /** @param {string} id @param {number} seat @param {string} ownerToken @returns {Promise<SessionSeatReturned>} */
  unseatBot: async (id, seat, ownerToken) => (await call(
    "DELETE", `/v1/sessions/${encodeURIComponent(id)}/seats/${seat}/bot`, { token: ownerToken })).data,
  // A short code for a seat, with the owner token; redeemed once by `join`.
  /** @param {string} id @param {number} seat @param {string} ownerToken @returns {Promise<SessionJoinCode>} */
  joinCode: async (id, seat, ownerToken) => (await call(
    "POST", `/v1/sessions/${encodeURIComponent(id)}/seats/${seat}/join-code`, { token: ownerToken })).data,
  // The seat a code stands for, with a new token for it (the seat's former token stops working).
  /** @param {string} code @returns {Promise<SessionJoined>} */
  join: async (code) => (await call("POST", `/v1/join-codes/${encodeURIComponent(code)}`)).data,
  // The seat of `token` resigns: the match ends at once with its side last (table rule TBL-2).
  /** @param {string} id @param {string} token @returns {Promise<SessionTableChange>} */
  resign: async (id, token) => (await call(
    "POST", `/v1/sessions/${encodeURIComponent(id)}/resign`, { token })).data,
  // Every clock stopped where it stands, or started again: only the owner token may.
  /** @param {string} id @param {string} ownerToken @param {boolean} paused @returns {Promise<SessionTableChange>} */
  pauseClocks: async (id, ownerToken, paused) => (await call(
    "POST", `/v1/sessions/${encodeURIComponent(id)}/clock/${paused ? "pause" : "resume"}`, { token: ownerToken })).data,
  /** @param {string} id @param {Token} token @param {number} since @returns {Promise<SessionHistory>} */
  history: async (id, token, since) => (await call(
    "GET", `/v1/sessions/${encodeURIComponent(id)}/history?since=${since}`, { token })).data,
};

/** @param {number} ms @returns {Promise<void>} */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const LONG_POLL_SECONDS = 25;

// The page's one live connection: a second watch() stops the first, so a page never
// holds two of the worker's few stream slots.
/** @type {(() => void) | null} */
let current = null;

// Keeps the page up to date. With `live === "events"` it listens to the session's event
// stream (the token in the query, since EventSource cannot send a header): `moved(entry)`
// for each `move` event, then `changed()`. The stream is closed for good on `end` (else the
// browser would reconnect forever) and when the page is hidden for unload, so its slot is
// freed. A session ended by its owner or the admin calls `ended({ by })` (the stream's `end`
// says who) or `ended({ detail })` (a long poll's 404, whose detail says who). When the stream cannot be had (no stream, or 503 too_many_streams: the browser
// then closes the EventSource itself) it long-polls the session with If-None-Match, and
// reads plainly every `pollMs` while the long poll is refused too. Returns a stop function.
/**
 * @param {{ id: string, token: Token, live?: string, pollMs: number, version: () => number,
 *   changed: () => unknown, moved?: (entry: SessionHistoryEntry) => void,
 *   ended?: (how: { by?: string | null, detail?: string }) => void }} watched
 * @returns {() => void}
 */
export function watch({ id, token, live, pollMs, version, changed, moved = () => {}, ended = () => changed() }) {
  if (current) current();
  let stopped = false;
  /** @type {EventSource | null} */
  let source = null;

  async function poll() {
    let wait = LONG_POLL_SECONDS;
    while (!stopped) {
      const started = Date.now();
      try {
        const answer = await api.read(id, token, { etag: `"${version()}"`, wait });
        wait = LONG_POLL_SECONDS;
        if (answer.status === 200 && !stopped) await changed();
      } catch (error) {
        if (error instanceof ProblemError && error.status === 404) { ended({ detail: error.message }); return; }
        // No long-poll slot free on this worker: plain reads until one is.
        if (error instanceof ProblemError && error.status === 503) wait = 0;
      }
      // A server without the long poll answers at once: never ask more often than pollMs.
      const rest = pollMs - (Date.now() - started);
      if (rest > 0) await sleep(rest);
    }
  }

  function listen() {
    const query = token ? `?token=${encodeURIComponent(token)}` : "";
    source = new EventSource(`/v1/sessions/${encodeURIComponent(id)}/events${query}`);
    source.addEventListener("move", (event) => {
      try { moved(JSON.parse(event.data)); } catch { /* changed() reads the history instead */ }
      changed();
    });
    source.addEventListener("end", (event) => {
      close();
      let said = {};
      try { said = JSON.parse(event.data); } catch { /* the session is read instead */ }
      if (said.reason === "ended") ended({ by: said.by || null }); else changed();
    });
    source.addEventListener("error", (event) => {
      // A named `error` event from the server (store unavailable): the browser reconnects
      // with Last-Event-ID after the stream's `retry`, missing nothing.
      if (event instanceof MessageEvent) return;
      // CONNECTING: the server ended the stream's life and the browser reconnects by
      // itself. CLOSED: the browser gave up (503, or no stream): long-poll instead.
      if (source && source.readyState === EventSource.CLOSED) {
        close();
        if (!stopped) { changed(); poll(); }
      }
    });
  }

  function close() { if (source) { source.close(); source = null; } }

  function stop() {
    stopped = true;
    close();
    window.removeEventListener("pagehide", stop);
    if (current === stop) current = null;
  }

  // Leaving the page (or closing the tab) closes the stream at once; a page restored from
  // the back-forward cache starts over.
  window.addEventListener("pagehide", stop);
  if (live === "events" && typeof EventSource === "function") listen();
  else poll();
  current = stop;
  return stop;
}
