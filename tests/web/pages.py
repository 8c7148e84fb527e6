"""Helpers for the browser tests: what a page logged, and which cards it shows."""

from __future__ import annotations


def console_errors(page) -> list[str]:
    """Start collecting the page's console errors and uncaught exceptions; returns the list."""
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text)
            if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors
