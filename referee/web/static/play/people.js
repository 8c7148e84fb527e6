// Who sits where: player names carried in the link, sides in words, and the owner token
// this browser kept for the sessions it opened.

// Names travel in the link's fragment (`names=Ann,Bob`), like the token: never to a server.
export function namesFrom(fragment) {
  const raw = fragment.get("names");
  return raw ? raw.split(",").map((name) => name.trim()) : [];
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
