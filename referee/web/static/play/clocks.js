// @ts-check
// Clocks in the card room: the time controls the lobby offers, the time a seat has left
// (ticking between answers on the referee's time, not the browser's), and the table's own
// endings and history lines (timeouts, resignations, aborts, pauses) in a player's words.

/** @typedef {import("./types").SessionClock} SessionClock */
/** @typedef {import("./types").SessionClockRequest} SessionClockRequest */
/** @typedef {import("./types").SessionClocks} SessionClocks */
/** @typedef {import("./types").SessionSeatClock} SessionSeatClock */
/** @typedef {import("./types").Who} Who */

// Under this a running clock turns red, pulses, and is announced once.
export const WARN_MS = 10_000;

const DAY = 86_400;

/**
 * The time controls of the lobby, as `clock` of POST /v1/sessions (none: no `clock`).
 * @type {{ id: string, words: string, clock: SessionClockRequest | null }[]}
 */
export const PRESETS = [
  { id: "none", words: "None", clock: null },
  { id: "30s", words: "30 seconds a move", clock: { per_move: 30 } },
  { id: "5+3", words: "5 + 3: five minutes each, three seconds more after each move", clock: { initial: 300, increment: 3 } },
  { id: "3d", words: "Three days a move", clock: { per_move: 3 * DAY } },
];

export const ON_TIMEOUT_WORDS = { forfeit: "the player loses the match", bot: "a bot makes the move for them" };

/**
 * How far the browser's clock is behind the referee's, in ms: added to `Date.now()` it reads
 * the referee's time, so a browser whose clock is wrong still counts down to the right
 * instant. The referee read its `now` somewhere between sending and receiving: the middle
 * stands for it.
 * @param {string} serverNow @param {number} sent @param {number} received
 */
export function offsetOf(serverNow, sent, received) {
  const at = Date.parse(serverNow);
  return Number.isNaN(at) ? 0 : at - (sent + received) / 2;
}

/**
 * What a seat has left at `now` (the referee's time, ms): until its deadline while its clock
 * runs, else its bank, else (no bank) the whole of the next move's cap; null when none of
 * these is known (paused in the middle of a capped move). Once the match is over: nothing
 * for the seat that lost on time, and the others' banks.
 * @param {SessionSeatClock} seat @param {SessionClock | null} control @param {SessionClocks} clocks @param {number} now
 * @param {{ reason: string, seat?: number } | null} [outcome]
 * @returns {number | null}
 */
export function timeLeft(seat, control, clocks, now, outcome = null) {
  if (outcome) {
    if (outcome.reason === "timeout" && outcome.seat === seat.seat) return 0;
    return seat.left === null ? null : seat.left * 1000;
  }
  if (seat.running && seat.deadline) return Math.max(0, Date.parse(seat.deadline) - now);
  if (seat.left !== null) return seat.left * 1000;
  if (control && control.per_move !== null && !clocks.paused) return control.per_move * 1000;
  return null;
}

const pad = (n) => String(n).padStart(2, "0");

/** A time left as a clock shows it: "0:27", "4:59", "1:02:03", "2 d 23 h". @param {number} ms */
export function clockText(ms) {
  const s = Math.ceil(ms / 1000);
  if (s >= DAY) return `${Math.floor(s / DAY)} d ${Math.floor((s % DAY) / 3600)} h`;
  if (s >= 3600) return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}

/** The same as a duration (`<time datetime>`): "PT27S", "P2DT23H". @param {number} ms */
export function clockDuration(ms) {
  const s = Math.ceil(ms / 1000);
  const days = Math.floor(s / DAY);
  const rest = s % DAY;
  return `P${days ? `${days}D` : ""}T${Math.floor(rest / 3600)}H${Math.floor((rest % 3600) / 60)}M${rest % 60}S`;
}

/** "30 seconds", "5 minutes", "3 days": a whole number of the largest unit that fits. @param {number} seconds */
export function spanWords(seconds) {
  /** @type {[number, string][]} */
  const units = [[DAY, "day"], [3600, "hour"], [60, "minute"]];
  for (const [size, unit] of units) {
    if (seconds >= size && seconds % size === 0) return counted(seconds / size, unit);
  }
  return counted(seconds, "second");
}

const counted = (n, unit) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** A time control in words: "30 seconds a move", "5 minutes each, 3 seconds more after each move". @param {SessionClock} clock */
export function controlWords(clock) {
  const parts = [];
  if (clock.initial !== null) parts.push(`${spanWords(clock.initial)} each`);
  if (clock.increment) parts.push(`${spanWords(clock.increment)} more after each move`);
  if (clock.per_move !== null) parts.push(`${clock.initial !== null ? "at most " : ""}${spanWords(clock.per_move)} a move`);
  return parts.join(", ");
}

/** What running out of time does, as a sentence. @param {SessionClock} clock */
export function onTimeoutWords(clock) {
  return `Out of time, ${ON_TIMEOUT_WORDS[clock.on_timeout] || ON_TIMEOUT_WORDS.forfeit}.`;
}

/** The announcement when a seat's clock falls under ten seconds. @param {string} seatName @param {boolean} yours */
export function warningWords(seatName, yours) {
  return yours ? "Ten seconds left to make your move." : `Ten seconds left for ${seatName}.`;
}

// The table's endings: the banner's headline and why, each naming the seat concerned.
const ENDINGS = {
  timeout: { you: "You lost on time", other: (name) => `${name} lost on time`, why: "ran out of time" },
  resigned: { you: "You resigned", other: (name) => `${name} resigned`, why: "resigned" },
};

/**
 * The headline and the reason of a match the table ended (a timeout, a resignation, an
 * abort); null for a match its game's rules ended.
 * @param {{ reason: string, seat?: number }} outcome @param {(seat: number) => string} seatName
 * @param {number | null} you the page's own seat
 * @returns {{ headline: string, why: string } | null}
 */
export function endingWords(outcome, seatName, you) {
  if (outcome.reason === "aborted") {
    return { headline: "The match was aborted", why: "it was called off before every player had moved, so it has no result" };
  }
  const said = ENDINGS[outcome.reason];
  if (!said || outcome.seat === undefined) return null;
  const name = seatName(outcome.seat);
  return { headline: outcome.seat === you ? said.you : said.other(name), why: `${name} ${said.why}` };
}

/**
 * A history entry of the table (not a seat's move) in words; a timeout a bot played for
 * ends with `move`, that move's words.
 * @param {{ type: string, player: number | null, takeover?: boolean }} entry @param {Who} who
 * @param {import("./types").Words | string | null} [move]
 * @returns {import("./types").Words}
 */
export function tableEntryWords(entry, who, move = null) {
  const name = entry.player === null ? null : capitalised(who.seat(entry.player));
  switch (entry.type) {
    case "timeout":
      if (move === null) return [`${name} ran out of time and loses the match`];
      return [`${name} ran out of time, so a bot moved for them${entry.takeover ? " and now keeps the seat" : ""}: `, ...[move].flat()];
    case "resignation":
      return [`${name} resigned`];
    case "abort":
      return [name ? `${name} aborted the match: no result` : "The match was aborted: no result"];
    case "pause":
      return ["The clocks were paused"];
    case "resume":
      return ["The clocks were started again"];
    default:
      return [String(entry.type).replace(/_/g, " ")];
  }
}

const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A session's time control asked for again (a rematch), its clocks stopped until the owner
 * starts them, as the lobby opens a clocked session.
 * @param {SessionClock} clock @returns {SessionClockRequest}
 */
export function clockAgain(clock) {
  return /** @type {SessionClockRequest} */ ({ ...Object.fromEntries(Object.entries(clock).filter(([, value]) => value !== null)), paused: true });
}
