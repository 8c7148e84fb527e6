"""The wire's fields scheduled to go: what the document says of each (docs/compatibility.md)."""

from __future__ import annotations

# The first day a release may leave the fields out; the answers that carry them say so too
# (referee/api/deprecations.py).
SUNSET = "2027-06-01"


def superseded_by_outcome(description: str) -> dict:
    """The metadata of a field that `outcome` replaces: deprecated, and what to read instead."""
    return {
        "description": f"{description}. Deprecated: read `outcome`, the same in every game; a "
        f"release from {SUNSET} on may leave this field out",
        "deprecated": True,
    }
