// @ts-check
// Drawing cards and the small building blocks every game renderer shares.

const CARD = /^(10|[2-9AJQK])[SHDC]$|^JK$/;
const SUITS = { S: ["♠", "spades"], H: ["♥", "hearts"], D: ["♦", "diamonds"], C: ["♣", "clubs"] };
const RANKS = { A: "ace", J: "jack", Q: "queen", K: "king" };

export const isCard = (value) => typeof value === "string" && CARD.test(value);
export const isCardList = (value) => Array.isArray(value) && value.length > 0 && value.every(isCard);

/**
 * An element with its attributes (`class`, `text`, `on…` listeners, the rest as attributes:
 * null, undefined and false leave one out, true sets it empty) and its children (nested
 * lists flattened; null, undefined and false left out).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any>} [attributes]
 * @param {import("./types").Words} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "class") node.className = value;
    else if (name === "text") node.textContent = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  node.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return node;
}

export function cardName(code) {
  if (code === "JK") return "joker";
  const rank = code.slice(0, -1);
  return `${RANKS[rank] || rank} of ${SUITS[code.slice(-1)][1]}`;
}

export function cardText(code) {
  return code === "JK" ? "🃏" : `${code.slice(0, -1)}${SUITS[code.slice(-1)][0]}`;
}

const suitClass = (code) => (code === "JK" ? "joker" : "HD".includes(code.slice(-1)) ? "red" : "black");

// A card face: a button the shell enables when a legal move uses it. Its name is the card
// in words, read from its own text (no aria-label that the face's "J♠" would contradict).
export function card(code) {
  return el("button", {
    type: "button", class: `card ${suitClass(code)}`, "data-card": code, "data-token": code,
    "aria-pressed": "false", disabled: true,
  }, el("span", { class: "rank", "aria-hidden": "true", text: code === "JK" ? "★" : code.slice(0, -1) }),
  el("span", { class: "suit", "aria-hidden": "true", text: code === "JK" ? "🃏" : SUITS[code.slice(-1)][0] }),
  el("span", { class: "sr-only", text: cardName(code) }));
}

// A card face that is not a control (a pile's lower cards, a pile whose target is the whole pile).
export function face(code) {
  return el("span", { class: `card ${suitClass(code)}`, "data-card": code, role: "img", "aria-label": cardName(code) },
    el("span", { class: "rank", text: code === "JK" ? "★" : code.slice(0, -1) }),
    el("span", { class: "suit", "aria-hidden": "true", text: code === "JK" ? "🃏" : SUITS[code.slice(-1)][0] }));
}

// A card named in a sentence (history, score sheet).
export function inlineCard(code) {
  return el("span", { class: `inline-card ${suitClass(code)}`, "data-card": code, title: cardName(code),
                      text: cardText(code) });
}

export function inlineCards(codes) {
  const out = [];
  codes.forEach((code, i) => { if (i) out.push(" "); out.push(inlineCard(code)); });
  return out.length ? out : ["none"];
}

export function zone(label, codes, extra = {}) {
  return el("section", { class: "zone", "aria-label": label, ...extra },
    el("h3", { text: label }),
    el("div", { class: "cards" }, codes.length ? codes.map(card) : el("span", { class: "empty", text: "empty" })));
}

// Face-down cards, shown only as their number.
export function backs(label, count) {
  return el("div", { class: "backs", "aria-label": `${label}: ${count} face down` },
    el("span", { class: "card back", "aria-hidden": "true" }), el("span", { text: `${label}: ${count}` }));
}

export function stat(label, value) {
  return el("div", { class: "stat" }, el("span", { class: "label", text: `${label}: ` }),
    el("span", { class: "value", text: value === null || value === undefined ? "—" : String(value) }));
}

// A selectable target that is not a card (a house, a pile), named by its token. Its name is
// `label`; what it shows is for the eye, since the label says it all.
export function target(token, label, ...children) {
  return el("div", { class: "target", "data-token": token, role: "button", tabindex: "-1",
                     "aria-pressed": "false", "aria-disabled": "true" },
    el("span", { class: "sr-only", text: label }), el("div", { "aria-hidden": "true" }, ...children));
}

export const words = (key) => key.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
