// Who sits where: player names, sides in words, and the owner token this browser kept for
// the sessions it opened.

// The lobby gives the names to the session, which tells them to every page of it; a link may
// name seats too (`names=Ann,Bob` in the fragment), for a session opened without names.
export function namesFrom(fragment) {
  const raw = fragment.get("names");
  return raw ? raw.split(",").map((name) => name.trim()) : [];
}

// The names a page shows: the session's (given when it was opened), unless its link names
// a seat otherwise.
export function namesOf(linked, kept = {}) {
  const count = Math.max(linked.length, ...Object.keys(kept).map((seat) => Number(seat) + 1), 0);
  return Array.from({ length: count }, (_, seat) => linked[seat] || kept[String(seat)] || "");
}

// The `names` of POST /v1/sessions: each named seat's name, by seat.
export function namesBody(names) {
  const given = Object.fromEntries(names.map((name, seat) => [String(seat), name.trim()]).filter(([, name]) => name));
  return Object.keys(given).length ? given : null;
}

export function namesParam(names) {
  const given = names.map((name) => name.replace(/,/g, " ").trim());
  return given.some(Boolean) ? `&names=${encodeURIComponent(given.join(","))}` : "";
}

export function seatWords(seat, names = [], you = null) {
  const name = names[seat];
  const base = name ? `${name} (seat ${seat})` : `seat ${seat}`;
  return seat === you ? `${base}, you` : base;
}

// A side is a seat ("1") or a team of seats ("0+2").
export function sideWords(side, names = [], you = null) {
  const seats = String(side).split("+").map(Number);
  if (seats.length === 1) return seatWords(seats[0], names, you);
  const named = seats.map((seat) => names[seat] || `seat ${seat}`);
  const mine = you !== null && seats.includes(you) ? ", yours" : "";
  return `${named.slice(0, -1).join(", ")} and ${named[named.length - 1]}${mine}`;
}

// "Ann, Bo and Cy".
export const andList = (items) => (items.length < 2 ? items.join("")
  : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);

// How the history and the score sheets name who did what: a seat by its player's name (else
// "seat N"), a team by its players' names; `plural` says whether a side takes "win" or "wins".
export function teller(names = []) {
  const seat = (n) => names[n] || `seat ${n}`;
  const seatsOf = (side) => String(side).split("+").map(Number);
  return {
    seat,
    named: (n) => seatWords(n, names),
    seats: (list) => andList(list.map(seat)),
    side: (side) => andList(seatsOf(side).map(seat)),
    plural: (side) => seatsOf(side).length > 1,
  };
}

export const sideHas = (side, seat) => seat !== null && String(side).split("+").map(Number).includes(seat);

// The owner token may end a session: kept only in the browser that opened it.
const OWNER = "card-referee:owner:";

export function keepOwner(id, token) {
  try { localStorage.setItem(OWNER + id, token); } catch { /* storage off: no "end the match" */ }
}

export function ownerOf(id) {
  try { return localStorage.getItem(OWNER + id); } catch { return null; }
}

export function forgetOwner(id) {
  try { localStorage.removeItem(OWNER + id); } catch { /* nothing kept */ }
}
