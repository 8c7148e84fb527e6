// A client with no code for any one game, typed by referee.d.ts alone: for every game and player
// count of the catalog it opens a session with the one create request, follows the session's
// event stream as a spectator (opening it again with Last-Event-ID, after the server's `retry`,
// whenever the server ends one) while it plays the match to its end with random legal moves
// through the seats' tokens, and checks that the stream told the same match as the history and
// the answers. It compiles under `tsc --strict` with no cast (tsconfig.json), and
// tests/e2e/test_generic_client.py runs it on Node against a live referee.
import createClient from "openapi-fetch";
import { EventSourceParserStream } from "eventsource-parser/stream";
import type { components, paths } from "../referee.js";

type Schemas = components["schemas"];
type Entry = Schemas["SessionHistoryEntry"];

/** What one match came to, for the test that runs this client. */
export interface Played {
    game: string;
    players: number;
    moves: number;
    reconnections: number;
    eventTypes: string[];
    outcome: Schemas["Outcome"];
}

const MAX_MOVES = 20_000;

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed plays the same match. */
function random(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

function pick<T>(items: readonly T[], next: () => number): T {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error("nothing to pick from");
    return item;
}

/** The shortest match the catalog allows, read from the options alone: every ranged option at
 * its minimum (smaller piles, targets and deal counts), the rest by default. */
function shortestOptions(game: Schemas["GameInfo"]): Record<string, unknown> {
    const options: Record<string, unknown> = {};
    for (const option of game.options) {
        if (option.name !== "players" && typeof option.minimum === "number") {
            options[option.name] = option.minimum;
        }
    }
    return options;
}

function same(left: unknown, right: unknown): boolean {
    return JSON.stringify(left) === JSON.stringify(right);
}

function expect(condition: boolean, message: string): asserts condition {
    if (!condition) throw new Error(message);
}

/** The session's stream from after `heard`, until its `end`: every move once and in order,
 * whatever number of connections the server's bounded streams take. */
async function follow(
    baseUrl: string,
    id: string,
    heard: number,
): Promise<{ entries: Entry[]; end: Schemas["SessionEnd"]; connections: number }> {
    const entries: Entry[] = [];
    let connections = 0;
    let retry = 0;
    for (;;) {
        if (connections > 0) await new Promise((resolve) => setTimeout(resolve, retry));
        connections += 1;
        const response = await fetch(`${baseUrl}/v1/sessions/${encodeURIComponent(id)}/events`, {
            headers: { Accept: "text/event-stream", "Last-Event-ID": String(heard) },
        });
        expect(response.status === 200 && response.body !== null, `stream: ${response.status}`);
        const reader = response.body
            .pipeThrough(new TextDecoderStream())
            .pipeThrough(new EventSourceParserStream({ onRetry: (ms) => (retry = ms) }))
            .getReader();
        for (;;) {
            const { done, value } = await reader.read();
            if (done) break; // the stream's time is up: open it again from the last move heard
            if (value.event === "move") {
                const entry: Entry = JSON.parse(value.data);
                expect(entry.version === heard + 1, `move ${entry.version} after ${heard}`);
                heard = entry.version;
                entries.push(entry);
            } else if (value.event === "end") {
                const end: Schemas["SessionEnd"] = JSON.parse(value.data);
                await reader.cancel();
                return { entries, end, connections };
            } else if (value.event === "error") {
                await reader.cancel();
                break;
            }
        }
    }
}

/** Every page of the session's history, as a spectator sees it. */
async function history(referee: ReturnType<typeof createClient<paths>>, id: string) {
    const entries: Entry[] = [];
    let since: number | null = 0;
    while (since !== null) {
        const page: Schemas["SessionHistory"] | undefined = (
            await referee.GET("/v1/sessions/{id}/history", {
                params: { path: { id }, query: { since } },
            })
        ).data;
        expect(page !== undefined, "history: no answer");
        entries.push(...page.entries);
        since = page.next;
    }
    return entries;
}

async function playOne(
    baseUrl: string,
    game: Schemas["GameInfo"],
    players: number,
): Promise<Played> {
    const referee = createClient<paths>({ baseUrl });
    const next = random(players * 7919 + game.id.length);
    // One request type for every game: the game's id, a count and its options.
    const request: Schemas["SessionCreateRequest"] = {
        game: game.id,
        players,
        seed: `generic-ts-${players}`,
        options: shortestOptions(game),
    };
    const { data: created, error } = await referee.POST("/v1/sessions", { body: request });
    expect(created !== undefined, `${game.id}: ${JSON.stringify(error)}`);
    const tokens = new Map(created.seats.map((seat) => [seat.player, seat.token]));
    const following = follow(baseUrl, created.id, 0);
    following.catch(() => undefined); // its failure is met where it is awaited, after the match
    let movers = created.movers;
    let outcome = created.outcome;
    let moves = 0;
    const answered: Entry["events"][number][] = [];
    while (movers.length > 0) {
        expect(moves < MAX_MOVES, `${game.id} with ${players} players did not end`);
        const headers = { Authorization: `Bearer ${tokens.get(pick(movers, next))}` };
        const path = { id: created.id };
        const listed = await referee.GET("/v1/sessions/{id}/legal-moves", {
            params: { path },
            headers,
        });
        expect(listed.data !== undefined, `${game.id}: no legal moves`);
        const move = pick(listed.data.moves, next);
        const { data: answer } = await referee.POST("/v1/sessions/{id}/moves", {
            params: { path },
            headers,
            body: { move },
        });
        expect(answer !== undefined && answer.legal, `${game.id}: ${JSON.stringify(move)}`);
        expect(answer.game === game.id, `${game.id}: an answer of ${answer.game}`);
        answered.push(...(answer.events ?? []));
        movers = answer.movers;
        outcome = answer.outcome;
        moves += 1;
    }
    expect(outcome !== null, `${game.id}: over without an outcome`);

    const followed = await following;
    expect(followed.entries.length === moves, `${game.id}: ${followed.entries.length} moves`);
    expect(followed.end.reason === "finished", `${game.id}: ended ${followed.end.reason}`);
    expect(same(followed.end.outcome, outcome), `${game.id}: the stream's outcome differs`);
    expect(same(followed.entries, await history(referee, created.id)), `${game.id}: history`);
    // Each event a seat was answered or the stream told is of a type the game declares.
    const declared = new Set(game.events.map((kind) => kind.type));
    const told = followed.entries.flatMap((entry) => entry.events.map((event) => event.type));
    for (const type of [...told, ...answered.map((event) => event.type)]) {
        expect(declared.has(type), `${game.id}: an event ${type}`);
    }
    return {
        game: game.id,
        players,
        moves,
        reconnections: followed.connections - 1,
        eventTypes: [...new Set(told)].sort(),
        outcome,
    };
}

/** Every game of the catalog at every player count, one after the other. */
export async function playEveryGame(baseUrl: string): Promise<Played[]> {
    const referee = createClient<paths>({ baseUrl });
    const { data: catalog } = await referee.GET("/v1/games");
    expect(catalog !== undefined && catalog.games.length > 0, "an empty catalog");
    const played: Played[] = [];
    for (const game of catalog.games) {
        for (const players of game.players) played.push(await playOne(baseUrl, game, players));
    }
    return played;
}
