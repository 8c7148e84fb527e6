// Starts Swagger UI on the page's OpenAPI document; no request leaves this server.
//
// "Try it out" runs every call as the document prefills it. The session calls' examples name
// a session that exists nowhere: the document's stand-in id, tokens and join code (its
// examples are the referee's own answers, with their random parts made fixed). A call on a
// stand-in is sent instead to sessions this page opens, once, with the example's own opening
// request, so the example's moves are legal there; it carries the token the call needs unless
// the reader gave another. The calls that end or use something up get theirs afresh: each
// "End a session", resignation and abort a session of its own, each redemption a new join
// code; a bot's seat is given and given back on a session whose seat a bot holds from the
// start, and the clocks paused and resumed on a session with a clock. The request shown
// under "Responses" is the one sent, with the real id and token, to be copied.

const root = document.getElementById("swagger-ui");
const SESSION = "/v1/sessions";

let ui = null;
let standIns = null;     // the document's stand-ins, read once it is loaded
let opened = null;       // the sessions this page opened, by role (promises)

// The document's stand-ins for a session's id, tokens, seat and join code, and the request
// that opened its example session; null while the document is not loaded.
function readStandIns() {
  if (standIns) return standIns;
  const spec = ui && ui.specSelectors.specJson();
  if (!spec || !spec.size) return null;
  const example = (path, ...rest) => spec.getIn(["paths", ...path, ...rest]);
  const named = (path, name) => (example(path, "parameters") || []).find((p) => p.get("name") === name);
  const json = ["content", "application/json", "example"];
  const created = example([SESSION, "post", "responses", "201"], ...json);
  const id = named([`${SESSION}/{id}`], "id");
  const seat = named([`${SESSION}/{id}/seats/{seat}/bot`], "seat");
  const code = ((example(["/v1/join-codes/{code}", "post", "parameters"]) || [])
    .find((p) => p.get("name") === "code"));
  const opening = example([SESSION, "post", "requestBody"], ...json);
  const moving = example([`${SESSION}/{id}/moves`, "post", "requestBody"], ...json);
  if (!created || !id || !opening) return null;
  const tokens = created.toJS();
  standIns = {
    id: String(id.get("example")),
    owner: tokens.owner_token,
    seats: tokens.seats.map((s) => s.token).filter(Boolean),
    seat: seat ? Number(seat.get("example")) : 0,
    code: code ? String(code.get("example")) : null,
    opening: opening.toJS(),
    mover: moving ? moving.getIn(["move", "player"]) : null,
  };
  return standIns;
}

async function call(method, path, { token, body } = {}) {
  const headers = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${data && data.detail}`);
  return data;
}

// A session as the examples' was opened (with bots: also a bot in these seats; with clock:
// that time control).
async function openSession(bots, clock) {
  const body = { ...standIns.opening };
  if (bots) body.bots = bots;
  if (clock) body.clock = clock;
  const created = await call("POST", SESSION, { body });
  const seat = standIns.mover ?? (created.movers || [0])[0];
  return { id: created.id, owner: created.owner_token, seat: created.seats[seat].token };
}

// One promise per role, opened on first use; a failure is forgotten so a retry opens again.
function session(role, open) {
  opened = opened || {};
  if (!opened[role]) opened[role] = open().catch((error) => { delete opened[role]; throw error; });
  return opened[role];
}

// The session a call on the stand-in id goes to, and the token it needs.
async function target(method, rest) {
  const main = () => session("main", () => openSession());
  if (rest === "" && method === "DELETE") {
    const ended = await openSession();   // a session of its own each time: ending uses it up
    return { id: ended.id, token: ended.owner };
  }
  if (rest === "/resign" || rest === "/abort") {
    const ended = await openSession();   // ending the match uses it up, as ending the session
    return { id: ended.id, token: ended.owner };
  }
  if (rest.startsWith("/clock/")) {
    // Pausing and resuming take a session with a clock, one that runs out in no reader's time.
    const clocked = await session("clock", () => openSession(null, { per_move: 259200 }));
    return { id: clocked.id, token: clocked.owner };
  }
  const bot = rest.match(/^\/seats\/(\d+)\/bot$/);
  if (bot) {
    const seat = bot[1];
    const held = await session(`bot-${seat}`, () => openSession({ [seat]: "greedy" }).catch(() => openSession()));
    return { id: held.id, token: held.owner };
  }
  const by = await main();
  const owners =
    rest === "/transcript" || rest.startsWith("/webhook") || /^\/seats\/\d+\/join-code$/.test(rest);
  return { id: by.id, token: owners ? by.owner : by.seat };
}

// A new join code for a seat of a session this page opened for redemptions.
async function freshCode() {
  const held = await session("joins", () => openSession());
  const made = await call("POST", `${SESSION}/${held.id}/seats/${standIns.seat}/join-code`, { token: held.owner });
  return made.code;
}

const STAND_IN_TOKENS = () => new Set([standIns.owner, ...standIns.seats]);

function bearerOf(headers) {
  const found = headers.Authorization || headers.authorization;
  return found ? found.replace(/^Bearer\s+/i, "") : null;
}

function setBearer(request, token) {
  delete request.headers.authorization;
  request.headers.Authorization = `Bearer ${token}`;
}

// The event stream lasts minutes: "Try it out" shows its opening (up to the `hello` event),
// then stops reading, as the line it adds says.
async function streamOpening(url, init) {
  const controller = new AbortController();
  const response = await fetch(url, { ...init, signal: controller.signal });
  if (!response.ok || !response.body) return response;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + 5000;
  while (!/(^|\n)event: hello\n[^]*?\n\n/.test(text) && Date.now() < deadline) {
    const timer = new Promise((resolve) => setTimeout(() => resolve({ timeout: true }), deadline - Date.now()));
    const chunk = await Promise.race([reader.read(), timer]);
    if (chunk.timeout || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  controller.abort();
  text += ": the docs page stops reading here; an EventSource reads on, move by move\n\n";
  return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
}

async function intercept(request) {
  const url = new URL(request.url, location.href);
  if (url.origin !== location.origin) return request;
  if (/^\/v1\/sessions\/[^/]+\/events$/.test(url.pathname)) request.userFetch = streamOpening;
  if (!readStandIns()) return request;
  request.headers = request.headers || {};
  const given = bearerOf(request.headers);
  const standing = !given || STAND_IN_TOKENS().has(given);
  const prefix = `${SESSION}/${encodeURIComponent(standIns.id)}`;
  if (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) {
    const found = await target(request.method.toUpperCase(), url.pathname.slice(prefix.length));
    url.pathname = `${SESSION}/${encodeURIComponent(found.id)}${url.pathname.slice(prefix.length)}`;
    if (standing) setBearer(request, found.token);
  } else if (standIns.code && url.pathname === `/v1/join-codes/${encodeURIComponent(standIns.code)}`) {
    url.pathname = `/v1/join-codes/${encodeURIComponent(await freshCode())}`;
  } else {
    return request;
  }
  // A stand-in token typed into the query (the stream's `token`) goes with the real one.
  const query = url.searchParams.get("token");
  if (query && STAND_IN_TOKENS().has(query)) url.searchParams.set("token", bearerOf(request.headers) || "");
  request.url = url.toString();
  return request;
}

ui = SwaggerUIBundle({
  url: root.dataset.spec,
  domNode: root,
  deepLinking: true,
  // The default validator badge fetches an image from an outside service.
  validatorUrl: null,
  requestInterceptor: intercept,
});
window.ui = ui;
