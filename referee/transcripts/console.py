"""`referee verify` at the terminal: transcript files checked on every core (or by workers
on a Redis queue), a progress bar and a summary table (rich), or JSON for machines."""

from __future__ import annotations

import multiprocessing
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

import orjson
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from .files import summarize_file, transcript_paths


def checked_locally(paths: list[Path], processes: int) -> Iterator[dict]:
    """Summaries of `paths`, checked by `processes` processes, as each finishes."""
    if processes <= 1:
        yield from map(summarize_file, paths)
        return
    chunk = max(1, min(16, len(paths) // (processes * 8)))
    # Not "fork": a fork copies every lock the caller's other threads hold at that moment
    # (a Redis client's, a logger's), and a child that needs one waits for ever.
    with multiprocessing.get_context("forkserver").Pool(processes) as pool:
        yield from pool.imap_unordered(summarize_file, paths, chunksize=chunk)


def checked_on_queue(paths: list[Path], redis_url: str) -> Iterator[dict]:
    from redis import Redis

    from .jobs import results, submit

    connection = Redis.from_url(redis_url)
    yield from results(connection, submit(connection, paths))


def _progress(console: Console) -> Progress:
    return Progress(
        TextColumn("verifying"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[invalid]} invalid"),
        TimeRemainingColumn(),
        console=console,
        disable=not console.is_terminal,
    )


def _table(summaries: list[dict]) -> Table:
    table = Table(title="transcripts")
    for column in ("game", "transcripts", "valid", "invalid", "moves checked"):
        table.add_column(column, justify="left" if column == "game" else "right")
    games = sorted({summary["game"] or "(none)" for summary in summaries})
    for game in games:
        rows = [summary for summary in summaries if (summary["game"] or "(none)") == game]
        valid = sum(1 for summary in rows if summary["valid"])
        checked = sum(summary.get("moves_checked", 0) for summary in rows)
        table.add_row(game, str(len(rows)), str(valid), str(len(rows) - valid), f"{checked:,}")
    return table


def ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, ..., 21st."""
    suffix = "th" if number % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(number % 10)
    return f"{number}{suffix or 'th'}"


def why_invalid(summary: dict) -> str:
    if "error" in summary:
        return f"{summary['error']['code']}: {summary['error']['message']}"
    illegal = summary["first_illegal"]
    if illegal is not None:
        # By its index from 0, as `first_illegal.index` and a path (`moves.10`) name it, and
        # by its place counted from 1, so that neither reading is mistaken for the other.
        index, violation = illegal["index"], illegal["violation"]
        return (
            f"the move at index {index} (the {ordinal(index + 1)} move) is illegal "
            f"({violation['rule']}): {violation['message']}"
        )
    ending = summary.get("ending")
    if ending is not None and not ending["allowed"]:
        violation = ending["violation"]
        return (
            f"the ending ({ending['reason']}) could not follow the moves "
            f"({violation['rule']}): {violation['message']}"
        )
    return "the claim does not match what the moves came to"


def run(paths: Iterable[str], *, as_json: bool, processes: int, redis_url: str | None) -> int:
    """Check every transcript under `paths`; 1 when any is invalid, 2 when none was found."""
    err = Console(stderr=True)
    try:
        found = transcript_paths(paths)
    except FileNotFoundError as error:
        err.print(f"referee: {error}")
        return 2
    if not found:
        err.print("referee: no transcript files (.json, .jsonl, .ndjson, perhaps .gz) found")
        return 2
    source = checked_on_queue(found, redis_url) if redis_url else checked_locally(found, processes)
    summaries: list[dict] = []
    with _progress(err) as progress:
        task = progress.add_task("verify", total=len(found), invalid=0)
        invalid = 0
        for summary in source:
            summaries.append(summary)
            invalid += not summary["valid"]
            progress.update(task, advance=1, invalid=invalid)
    summaries.sort(key=lambda summary: summary["name"])
    bad = [summary for summary in summaries if not summary["valid"]]
    if as_json:
        report = {"transcripts": len(summaries), "invalid": len(bad), "results": summaries}
        sys.stdout.buffer.write(orjson.dumps(report, option=orjson.OPT_INDENT_2) + b"\n")
    else:
        out = Console()
        out.print(_table(summaries))
        for summary in bad:
            out.print(
                f"[bold]{summary['name']}[/bold]: {why_invalid(summary)}",
                highlight=False,
                soft_wrap=True,
            )
        out.print(f"{len(summaries) - len(bad)} of {len(summaries)} transcripts valid")
    return 1 if bad else 0
