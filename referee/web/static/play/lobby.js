// @ts-check
// Starting a game: pick a game, its options, the players' names and a time control, open a
// session, hand out one link per seat; the browser that opened it keeps the owner token to
// end it (and to start its clocks).

import { api } from "./api.js";
import { el } from "./cards.js";
import { botsChosen, botsRefused, botWords, seatChoice } from "./bots.js";
import { forgetOwner, keepOwner, namesBody, seatWords } from "./people.js";
import { controlWords, ON_TIMEOUT_WORDS, onTimeoutWords, PRESETS } from "./clocks.js";

// Option values in words. Seats are "seat N"; null is what the option's own text says it
// means; anything else is its words ("one_each" → "one each").
const VALUE_WORDS = {
  random: "at random", one_each: "1 point each", split_round_down: "split, rounded down",
  king_high: "king high", ace_high: "ace high", suit: "the higher suit starts",
  reshuffle: "the tied players reshuffle", single_deal: "one deal",
  target_score: "deals until a side reaches the target score", fixed_deals: "a fixed number of deals",
};

// An option whose values are seats (first player, first dealer): only seats of the table.
const isSeatOption = (option) => option.name !== "players" && Array.isArray(option.values)
  && /first|dealer|seat/.test(option.name) && option.values.some((v) => Number.isInteger(v));

function valueWords(option, value) {
  if (value === null) return /seed/.test(option.description || "") ? "drawn from the seed" : "none";
  if (value === true) return "yes";
  if (value === false) return "no";
  if (isSeatOption(option) && Number.isInteger(value)) return `seat ${value}`;
  if (typeof value === "string") return VALUE_WORDS[value] || value.replace(/_/g, " ");
  return String(value);
}

// The option's text without the wire words its values already say in the list.
const describe = (option) => (option.description || "").replace(/;?\s*null [^;.]*/g, "").replace(/"/g, "");

// The field of an option, showing `shown`: its value as the referee will resolve it.
function optionField(option, players, shown) {
  const id = `option-${option.name}`;
  const label = el("label", { for: id }, option.name.replace(/_/g, " "), el("small", { text: ` — ${describe(option)}` }));
  let input;
  if (option.values) {
    const values = isSeatOption(option) ? option.values.filter((v) => !Number.isInteger(v) || v < players) : option.values;
    input = el("select", { id, name: option.name },
      values.map((value) => el("option", { value: JSON.stringify(value), selected: value === shown },
        valueWords(option, value))));
  } else {
    input = el("input", { id, name: option.name, type: "number", min: option.minimum, max: option.maximum,
                          placeholder: shown === null ? "none" : String(shown),
                          value: shown === null ? "" : String(shown) });
  }
  return el("div", { class: "field" }, label, input);
}

// The option's value in its field; an emptied number field stands for what it showed.
function readOption(option, input, shown = option.default) {
  if (option.values) return JSON.parse(input.value);
  if (input.value === "") return option.nullable ? null : shown;
  return Number(input.value);
}

// Every option as the referee resolves it for `players` seats, since a game may tie a
// default to the seat count (`defaults_by_players` of GET /v1/games).
function resolvedFor(game, players) {
  const given = (game.defaults_by_players || {})[String(players)];
  return Object.fromEntries(game.options.map((option) => [option.name,
    given && option.name in given ? given[option.name] : option.name === "players" ? players : option.default]));
}

function seatLink(base, id, token) {
  return `${base}#session=${encodeURIComponent(id)}${token ? `&token=${encodeURIComponent(token)}` : ""}`;
}

async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Without clipboard permission (an insecure origin), copy through a selected field.
    const field = el("textarea", { class: "offscreen", "aria-hidden": "true" }, text);
    document.body.append(field);
    field.select();
    document.execCommand("copy");
    field.remove();
  }
  button.textContent = "Copied";
}

// A seat's row: a short link to open, and the full link to copy and send; with a join code,
// the code to read out and its short link (either spent by the first to use it).
/**
 * @param {string} label @param {string} url @param {string} short
 * @param {{ code: string, url: string } | null} [joining]
 */
function linkRow(label, url, short, joining = null) {
  const button = el("button", { type: "button", class: "copy", "aria-label": `Copy link for ${label}` }, "Copy link");
  button.addEventListener("click", () => copy(url, button));
  const row = el("li", {}, el("span", { class: "who", text: label }),
    el("a", { href: url, target: "_blank", rel: "noopener", class: "seat-link" }, short),
    button);
  if (joining) {
    const copyShort = el("button", { type: "button", class: "copy", "aria-label": `Copy short link for ${label}` }, "Copy short link");
    copyShort.addEventListener("click", () => copy(joining.url, copyShort));
    row.dataset.code = joining.code;
    row.append(el("div", { class: "join-code" },
      el("span", {}, "or code ", el("code", { class: "code", text: spaced(joining.code) }), " at ",
        el("a", { href: joining.url, class: "join-link", target: "_blank", rel: "noopener" }, joining.url.replace(/^https?:\/\//, "").replace(/#.*$/, ""))),
      copyShort));
  }
  return row;
}

// A code in two halves, as it is easier to read out ("7KQ2-M9XD"); redemption ignores the hyphen.
export const spaced = (code) => `${code.slice(0, 4)}-${code.slice(4)}`;

// Short links for the seats people play: one join code each, made with the owner token. A
// referee that cannot make them (an older one) leaves the full links alone.
/**
 * @param {import("./types").SessionCreated} created
 * @returns {Promise<Record<number, { code: string, url: string }>>}
 */
export async function joinCodes(created) {
  /** @type {Record<number, { code: string, url: string }>} */
  const made = {};
  await Promise.all(created.seats.filter((seat) => !seat.bot).map(async (seat) => {
    try {
      const answer = await api.joinCode(created.id, seat.player, created.owner_token);
      made[seat.player] = { code: answer.code, url: `${location.origin}/play/join/${answer.code}` };
    } catch { /* no code for this seat: its full link still works */ }
  }));
  return made;
}

// A code typed in: the table page redeems it.
function joinForm() {
  const input = el("input", { id: "join-code", name: "code", type: "text", maxlength: "12", autocomplete: "off",
                              placeholder: "e.g. 7KQ2-M9XD", spellcheck: "false" });
  const form = el("form", { class: "join", "aria-label": "Join with a code" },
    el("label", { for: "join-code", text: "Have a join code? " }), input,
    el("button", { type: "submit", class: "clear" }, "Join"));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const code = input.value.trim();
    if (code) location.assign(`/play/join/${encodeURIComponent(code)}`);
  });
  return form;
}

// The time control: a preset, what running out of time does, and whether the clocks wait
// for the owner to start them (else the first player's runs while the links are sent).
function clockFields() {
  const choice = el("select", { id: "clock-control", name: "clock-control" },
    PRESETS.map((preset) => el("option", { value: preset.id }, preset.words)));
  const onTimeout = el("select", { id: "clock-on-timeout", name: "clock-on-timeout" },
    Object.entries(ON_TIMEOUT_WORDS).map(([value, words]) => el("option", { value }, words)));
  const paused = el("input", { id: "clock-paused", name: "clock-paused", type: "checkbox", checked: true });
  const more = el("div", { class: "clock-fields field", hidden: true },
    el("label", { for: "clock-on-timeout", text: "When a player runs out of time" }), onTimeout,
    el("label", {}, paused, " Keep the clocks stopped until I start them, while the players take their seats"));
  choice.addEventListener("change", () => { more.hidden = choice.value === "none"; });
  const fieldset = el("fieldset", { class: "options clock" }, el("legend", { text: "Clock" }),
    el("div", { class: "field" }, el("label", { for: "clock-control", text: "Time control" }), choice), more);
  /** @returns {import("./types").SessionClockRequest | null} */
  const chosen = () => {
    const preset = PRESETS.find((p) => p.id === choice.value);
    if (!preset || !preset.clock) return null;
    return { ...preset.clock, ...(onTimeout.value === "bot" ? { on_timeout: "bot" } : {}), ...(paused.checked ? { paused: true } : {}) };
  };
  return { fieldset, chosen };
}

// The owner's button that starts the clocks of a session opened with them stopped.
/** @param {string} id @param {string} owner */
function startClocks(id, owner) {
  const button = el("button", { type: "button", class: "clear start-clocks" }, "Start the clocks");
  button.addEventListener("click", async () => {
    button.disabled = true;
    try { await api.pauseClocks(id, owner, false); button.replaceWith(el("p", { class: "clocks-started", text: "The clocks are running." })); }
    catch (error) { button.replaceWith(el("p", { class: "violation", text: `Could not start the clocks: ${error.message}` })); }
  });
  return button;
}

export async function openLobby(root) {
  const games = await api.games();
  const form = el("form", { class: "lobby", "aria-label": "Start a game" });
  const gameSelect = el("select", { id: "game", name: "game" },
    games.map((game) => el("option", { value: game.id }, game.title)));
  const options = el("fieldset", { class: "options" });
  const players = el("fieldset", { class: "options names" });
  const seed = el("input", { id: "seed", name: "seed", type: "text", maxlength: "128", placeholder: "random" });
  const rules = el("p", { class: "rules-link" });
  const clock = clockFields();
  const result = el("section", { class: "links", "aria-live": "polite" });
  let names = [];
  const touched = new Set();   // options the player set: a new player count keeps them

  // The select lists only these games: one of them is always chosen.
  const current = () => /** @type {import("./types").GameInfo} */ (games.find((g) => g.id === gameSelect.value));
  const playersOption = () => current().options.find((o) => o.name === "players");
  const playerCount = () => {
    const field = form.elements.namedItem("players");
    if (field) return readOption(playersOption(), field);
    return playersOption()?.default ?? current().players[0];
  };

  function drawNames() {
    const count = playerCount();
    const kept = [...players.querySelectorAll("input")].map((input) => input.value);
    const who = [.../** @type {NodeListOf<HTMLSelectElement>} */ (players.querySelectorAll("select.who-plays"))].map((select) => select.value);
    players.replaceChildren(el("legend", { text: "Players (names are optional; a bot may take a seat)" }),
      ...Array.from({ length: count }, (_, seat) => el("div", { class: "field seat-field" },
        el("label", { for: `name-${seat}`, text: `Seat ${seat}` }),
        el("div", { class: "row" },
          el("input", { id: `name-${seat}`, name: `name-${seat}`, type: "text", maxlength: "24", value: kept[seat] || "",
                        placeholder: `seat ${seat}`, autocomplete: "off" }),
          seatChoice(seat, who[seat])))));
  }

  // Each option as it will apply with the chosen player count, but for those the player set.
  function drawOptions() {
    const game = current();
    const count = playerCount();
    const shown = resolvedFor(game, count);
    const chosen = {};
    for (const option of game.options) {
      const field = form.elements[option.name];
      if (field && field.closest(".options") === options && (touched.has(option.name) || option.name === "players")) {
        chosen[option.name] = field.value;
      }
    }
    options.replaceChildren(el("legend", { text: "Options" }), ...game.options.map((option) => optionField(option, count, shown[option.name])));
    for (const [name, value] of Object.entries(chosen)) {
      const field = form.elements[name];
      if (field && [...(field.options || [])].some((o) => o.value === value)) field.value = value;
      else if (field && field.tagName === "INPUT") field.value = value;
    }
    rules.replaceChildren(el("a", { href: game.rules_url || `/v1/games/${encodeURIComponent(game.id)}/rules`, target: "_blank", rel: "noopener" },
      `Rules of ${game.title}`));
  }
  gameSelect.addEventListener("change", () => { touched.clear(); options.replaceChildren(); drawOptions(); drawNames(); });
  // The player count decides the options' defaults, the seats an option may name and the
  // names asked for.
  options.addEventListener("change", ({ target }) => {
    const { name } = /** @type {HTMLInputElement | HTMLSelectElement} */ (target);
    if (name === "players") { drawOptions(); drawNames(); } else touched.add(name);
  });
  drawOptions();
  drawNames();

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const game = current();
    // Every option as shown, so that what the lobby showed is what applies.
    const shown = resolvedFor(game, playerCount());
    /** @type {Record<string, unknown>} */
    const chosen = {};
    for (const option of game.options) chosen[option.name] = readOption(option, form.elements[option.name], shown[option.name]);
    names = [...players.querySelectorAll("input")].map((input) => input.value.trim());
    /** @type {import("./types").SessionCreateRequest} */
    const body = { game: game.id, options: chosen };
    const named = namesBody(names);
    if (named) body.names = named;
    if (seed.value) body.seed = seed.value;
    const bots = botsChosen(players);
    if (bots) body.bots = bots;
    const clocked = clock.chosen();
    if (clocked) body.clock = clocked;
    try {
      const created = await api.create(body);
      keepOwner(created.id, created.owner_token);
      const codes = await joinCodes(created);
      const base = `${location.origin}${location.pathname}`;
      const end = el("button", { type: "button", class: "clear end" }, "End the match");
      end.addEventListener("click", async () => {
        try { await api.end(created.id, created.owner_token); forgetOwner(created.id); end.replaceWith(el("p", { text: "The match is ended." })); }
        catch (error) { end.replaceWith(el("p", { class: "violation", text: `Could not end it: ${error.message}` })); }
      });
      result.replaceChildren(
        el("h2", { text: "Your table is ready" }),
        el("p", { text: "Send each player their seat's link; its token sits after the #, so it never reaches a server log. Anyone with a seat link plays that seat. Or give them the seat's code (or its short link): it works once, within an hour, and whoever uses it takes the seat from the long link." }),
        el("ul", { class: "seat-links" },
          created.seats.map((seat) => (seat.bot
            ? el("li", { "data-bot": seat.bot }, el("span", { class: "who", text: seatWords(seat.player, names) }), `played by ${botWords(seat.bot)}`)
            : linkRow(seatWords(seat.player, names), seatLink(base, created.id, seat.token),
              `Join as ${seatWords(seat.player, names)}`, codes[seat.player]))),
          linkRow("spectators", seatLink(base, created.id, null), "Watch")),
        ...(created.clock ? [el("p", { class: "clock-control", text: `Clock: ${controlWords(created.clock)}. ${onTimeoutWords(created.clock)}` })] : []),
        ...(created.clocks && created.clocks.paused ? [el("p", { class: "hint", text: "The clocks wait until you start them, here or from any table of this browser." }),
          startClocks(created.id, created.owner_token)] : []),
        el("p", { class: "hint", text: "This browser keeps the owner's key: any of its tables of this match can end it for everyone." }),
        end);
      /** @type {HTMLElement | null} */ (result.querySelector("a.seat-link"))?.focus();
    } catch (error) {
      result.replaceChildren(el("p", { class: "violation", role: "alert",
        text: bots && botsRefused(error) ? "This referee seats no bots: give every seat to a person." : `Could not start: ${error.message}` }));
    }
  });

  form.append(
    el("div", { class: "field" }, el("label", { for: "game", text: "Game" }), gameSelect),
    rules,
    options,
    players,
    clock.fieldset,
    el("div", { class: "field" }, el("label", { for: "seed" }, "Seed ", el("small", { text: "— the same seed deals the same match; leave empty for a random one" })), seed),
    el("button", { type: "submit", class: "primary" }, "Start the game"));
  root.replaceChildren(el("h1", { text: "Card Referee — start a game" }), joinForm(), form, result);
}
