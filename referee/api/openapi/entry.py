"""The entry point in the document: GET /."""

from __future__ import annotations

from ..entry import Entry, entry
from .examples import Exchange
from .writer import Writer, ref


def document(w: Writer) -> None:
    w.component("Entry", Entry)
    w.spec.path(
        path="/",
        operations={
            "get": w.operation(
                "Where to start",
                "Links to the web table (`/play`), these docs (`/docs`), the OpenAPI document "
                "and the games. A browser (`Accept: text/html`) gets them as a page; any other "
                "client as JSON.",
                None,
                {
                    200: {
                        "description": "the links and the games",
                        "headers": {
                            "Vary": {
                                "description": "Accept: the page or the JSON",
                                "schema": {"type": "string"},
                            }
                        },
                        "content": {
                            "application/json": {"schema": ref("Entry")},
                            "text/html": {"schema": {"type": "string"}},
                        },
                    }
                },
                "operations",
                operation_id="getEntry",
                example=Exchange(200, entry()),
            )
        },
    )
