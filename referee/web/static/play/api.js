// The public session API as the web table uses it: plain fetch calls and live updates.

export class ProblemError extends Error {
  // A problem+json answer (or a network failure) as an exception with its fields.
  constructor(status, problem) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
  }
}

async function call(method, path, { token, body, headers = {} } = {}) {
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

export const api = {
  games: async () => (await call("GET", "/v1/games")).data.games,
  game: async (id) => (await call("GET", `/v1/games/${encodeURIComponent(id)}`)).data,
  create: async (body) => (await call("POST", "/v1/sessions", { body })).data,
  read: (id, token, { etag, wait } = {}) => call(
    "GET", `/v1/sessions/${encodeURIComponent(id)}${wait ? `?wait=${wait}` : ""}`,
    { token, headers: etag ? { "If-None-Match": etag } : {} }),
  legalMoves: async (id, token) =>
    (await call("GET", `/v1/sessions/${encodeURIComponent(id)}/legal-moves`, { token })).data,
  move: async (id, token, move) => (await call(
    "POST", `/v1/sessions/${encodeURIComponent(id)}/moves`,
    { token, body: { move }, headers: { "Idempotency-Key": idempotencyKey() } })).data,
  history: async (id, token, since) => (await call(
    "GET", `/v1/sessions/${encodeURIComponent(id)}/history?since=${since}`, { token })).data,
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const LONG_POLL_SECONDS = 25;

// Calls `changed()` whenever the session may have moved on. With `live === "events"` it
// listens to the session's event stream (the token in the query, since EventSource
// cannot send a header); when the stream cannot be opened it long-polls the session
// with If-None-Match. `version()` is the version the page shows. Returns a stop function.
export function watch({ id, token, live, pollMs, version, changed }) {
  let stopped = false;
  let source = null;

  async function poll() {
    while (!stopped) {
      const started = Date.now();
      try {
        const answer = await api.read(id, token, { etag: `"${version()}"`, wait: LONG_POLL_SECONDS });
        if (answer.status === 200 && !stopped) await changed();
      } catch (error) {
        if (error instanceof ProblemError && error.status === 404) return;   // the session ended
      }
      // A server without the long poll answers at once: never ask more often than pollMs.
      const rest = pollMs - (Date.now() - started);
      if (rest > 0) await sleep(rest);
    }
  }

  if (live === "events" && typeof EventSource === "function") {
    const query = token ? `?token=${encodeURIComponent(token)}` : "";
    source = new EventSource(`/v1/sessions/${encodeURIComponent(id)}/events${query}`);
    let opened = false;
    source.onopen = () => { opened = true; };
    source.onmessage = () => changed();
    source.addEventListener("move", () => changed());
    source.onerror = () => {
      // CLOSED means the browser gave up (no stream here); CONNECTING retries by itself.
      if (source.readyState === EventSource.CLOSED || !opened) {
        source.close();
        source = null;
        if (!stopped) poll();
      }
    };
  } else {
    poll();
  }
  return () => { stopped = true; if (source) source.close(); };
}
