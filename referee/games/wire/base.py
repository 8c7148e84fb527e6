"""The base of every wire schema: a field the schema does not declare is refused."""

from __future__ import annotations

from marshmallow import RAISE, Schema


class Strict(Schema):
    """A schema that refuses a field it does not declare: every wire schema is one, and the
    compiled checks (`compiled`) take no other kind."""

    class Meta:
        unknown = RAISE
