"""Whole matches checked at once: the transcript format, its verification and claims."""

from .claims import compare_claim
from .format import (
    TRANSCRIPT_SCHEMA,
    TranscriptSchema,
    dumps_json,
    dumps_lines,
    parse_header,
    parse_json,
    parse_lines,
    parse_transcript,
    record,
    stream_json,
    stream_lines,
)
from .verify import Verdict, check_moves, opening, verify

__all__ = [
    "TRANSCRIPT_SCHEMA",
    "TranscriptSchema",
    "Verdict",
    "check_moves",
    "compare_claim",
    "dumps_json",
    "dumps_lines",
    "opening",
    "parse_json",
    "parse_lines",
    "parse_header",
    "parse_transcript",
    "record",
    "stream_json",
    "stream_lines",
    "verify",
]
