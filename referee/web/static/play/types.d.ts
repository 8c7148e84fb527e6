// The types the web table's modules name in their JSDoc: the API's own, from the TypeScript
// types generated from openapi.yaml, and the shapes the modules pass one another. Read by
// `tsc` alone: no module imports this file when the page runs.

import type { components } from "../../../../clients/typescript/referee";

type Schemas = components["schemas"];

export type SessionRead = Schemas["SessionRead"];
export type SessionCreated = Schemas["SessionCreated"];
export type SessionCreateRequest = Schemas["SessionCreateRequest"];
export type SessionLegalMoves = Schemas["SessionLegalMoves"];
export type SessionMove = Schemas["SessionMove"];
export type SessionOutcome = Schemas["SessionOutcome"];
export type SessionHistory = Schemas["SessionHistory"];
export type SessionHistoryEntry = Schemas["SessionHistoryEntry"];
export type SessionJoinCode = Schemas["SessionJoinCode"];
export type SessionJoined = Schemas["SessionJoined"];
export type SessionBotSeated = Schemas["SessionBotSeated"];
export type SessionSeatReturned = Schemas["SessionSeatReturned"];
export type SessionClock = Schemas["SessionClock"];
export type SessionClockRequest = Schemas["SessionClockRequest"];
export type SessionClocks = Schemas["SessionClocks"];
export type SessionSeatClock = Schemas["SessionSeatClock"];
export type SessionTableChange = Schemas["SessionTableChange"];
export type ScoreSheet = Schemas["ScoreSheet"];
export type SheetItem = Schemas["SheetItem"];
/** A sheet line whose `detail` its own game reads: each game words its own lines. */
export type GameSheetItem = Omit<SheetItem, "detail"> & { detail: any };
export type GameInfo = Schemas["GameInfo"];
export type OptionInfo = Schemas["OptionInfo"];
export type Outcome = Schemas["Outcome"];
export type Problem = Schemas["Problem"];
export type Violation = Schemas["Violation"];
export type BotLevel = SessionSeat["bot"] & string;
export type SessionSeat = Schemas["SessionSeat"];
/** A session's view: one game's, as the seat (or a spectator) sees it. */
export type View = SessionRead["view"];
/** One event of a history entry, of any game. */
export type GameEvent = SessionHistoryEntry["events"][number];

export type CassinoView = Schemas["CassinoView"];
export type ModuloView = Schemas["ModuloView"];
export type RondaView = Schemas["RondaView"];
export type SeepView = Schemas["SeepView"];
export type SpiteAndMaliceView = Schemas["SpiteAndMaliceView"];

/** A child of `el`: what is null, undefined or false is left out. */
export type Child = string | Node | null | undefined | false;
/** Words and nodes that make a sentence: `el` takes them as children, lists flattened once. */
export type Words = Array<Child | readonly Child[]>;

/** How the history and the score sheets name seats and sides (people.js `teller`). */
export interface Who {
  seat(n: number): string;
  named(n: number): string;
  seats(list: number[]): string;
  side(side: string | number): string;
  plural(side: string | number): boolean;
}

/** A sheet line in a game's words (a renderer's `sheetItem`). */
export interface SheetLine {
  label: Words;
  note?: Words | null;
  side?: (side: string) => Words | null;
}

/** A game's renderer (games/*.js): its board, and its moves, events and sheets in words. */
export interface Renderer<V = any> {
  board(view: V, who: Who): HTMLElement;
  /** What the rules oblige the seat to play before its turn may end. */
  hint?(view: V, who: Who): { words: Words; rule: string } | null;
  /** The move that asks the referee why a hand card cannot be played. */
  probe?(card: string, seat: number | null): Record<string, unknown>;
  /** The move that asks why a card cannot take the selected tokens. */
  combined?(card: string, selected: string[], seat: number | null): Record<string, unknown> | null;
  /** The rule that a turn plays one card from the hand. */
  oneCardRule?: string;
  risk?(move: any, view: V, names: { seatName(seat: number): string; sideName(side: string): string }): string | null;
  describeMove?(move: any, who: Who): string | null;
  describeEvent?(event: any, who: Who): Words | null;
  sheetItem?(item: GameSheetItem, who: Who): SheetLine | null;
  /** Every token a move uses, when a card alone does not say where it comes from. */
  tokens?(move: any): string[];
  /** The selectable targets a move uses besides its cards. */
  targets?(move: any): string[];
}
