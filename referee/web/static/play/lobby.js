// Starting a game: pick a game and its options from the catalog, open a session, hand out one link per seat.

import { api } from "./api.js";
import { el } from "./cards.js";

function optionField(option) {
  const id = `option-${option.name}`;
  const label = el("label", { for: id }, option.name.replace(/_/g, " "), el("small", { text: ` — ${option.description}` }));
  let input;
  if (option.values) {
    input = el("select", { id, name: option.name },
      option.values.map((value) => el("option", { value: JSON.stringify(value), selected: value === option.default },
        value === null ? "none" : String(value))));
  } else {
    input = el("input", { id, name: option.name, type: "number", min: option.minimum, max: option.maximum,
                          placeholder: option.default === null ? "none" : String(option.default),
                          value: option.default === null ? "" : String(option.default) });
  }
  return el("div", { class: "field" }, label, input);
}

function readOption(option, input) {
  if (option.values) return JSON.parse(input.value);
  if (input.value === "") return option.nullable ? null : option.default;
  return Number(input.value);
}

function seatLink(base, id, token) {
  return `${base}#session=${encodeURIComponent(id)}${token ? `&token=${encodeURIComponent(token)}` : ""}`;
}

async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Without clipboard permission (an insecure origin), copy through a selected field.
    const field = el("textarea", { class: "offscreen" }, text);
    document.body.append(field);
    field.select();
    document.execCommand("copy");
    field.remove();
  }
  button.textContent = "Copied";
}

function linkRow(label, url) {
  const button = el("button", { type: "button", class: "copy", "aria-label": `Copy the link for ${label}` }, "Copy");
  button.addEventListener("click", () => copy(url, button));
  return el("li", {}, el("span", { class: "who", text: label }),
    el("a", { href: url, target: "_blank", rel: "noopener", class: "seat-link", "aria-label": `Open the table as ${label}` }, url),
    button);
}

export async function openLobby(root) {
  const games = await api.games();
  const form = el("form", { class: "lobby", "aria-label": "Start a game" });
  const gameSelect = el("select", { id: "game", name: "game" },
    games.map((game) => el("option", { value: game.id }, game.title)));
  const options = el("fieldset", { class: "options" });
  const seed = el("input", { id: "seed", name: "seed", type: "text", maxlength: "128", placeholder: "random" });
  const result = el("section", { class: "links", "aria-live": "polite" });

  function drawOptions() {
    const game = games.find((g) => g.id === gameSelect.value);
    options.replaceChildren(el("legend", { text: "Options" }), ...game.options.map(optionField));
  }
  gameSelect.addEventListener("change", drawOptions);
  drawOptions();

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const game = games.find((g) => g.id === gameSelect.value);
    const chosen = {};
    for (const option of game.options) {
      const value = readOption(option, form.elements[option.name]);
      if (value !== option.default) chosen[option.name] = value;
    }
    const body = { game: game.id, options: chosen };
    if (seed.value) body.seed = seed.value;
    try {
      const created = await api.create(body);
      const base = `${location.origin}${location.pathname}`;
      result.replaceChildren(
        el("h2", { text: "Your table is ready" }),
        el("p", { text: "Send each player their seat's link; its token sits after the #, so it never reaches a server log. Anyone with a seat link plays that seat." }),
        el("ul", { class: "seat-links" },
          created.seats.map((seat) => linkRow(`seat ${seat.player}`, seatLink(base, created.id, seat.token))),
          linkRow("spectators", seatLink(base, created.id, null))));
      result.querySelector("a.seat-link").focus();
    } catch (error) {
      result.replaceChildren(el("p", { class: "violation", role: "alert", text: `Could not start: ${error.message}` }));
    }
  });

  form.append(
    el("div", { class: "field" }, el("label", { for: "game", text: "Game" }), gameSelect),
    options,
    el("div", { class: "field" }, el("label", { for: "seed" }, "Seed ", el("small", { text: "— the same seed deals the same match; leave empty for a random one" })), seed),
    el("button", { type: "submit", class: "primary" }, "Start the game"));
  root.replaceChildren(el("h1", { text: "Card Referee — start a game" }), form, result);
}
