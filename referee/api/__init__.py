"""The Flask application factory: blueprints, problem+json errors, body intake, CORS, metrics."""

from __future__ import annotations

from flask import Flask
from flask.json.provider import DefaultJSONProvider

from ..games.registry import get_game
from ..sessions import SessionStore, build_service, build_store
from ..sessions.build import bot_queue_url
from ..webhooks import build_webhooks
from .config import Settings


def create_app(settings: Settings | None = None, store: SessionStore | None = None) -> Flask:
    """The app; `store` replaces the session store the settings would build (tests)."""
    settings = settings or Settings.from_env()
    app = Flask(__name__)
    app.config["REFEREE"] = settings
    if isinstance(app.json, DefaultJSONProvider):
        app.json.sort_keys = False

    # Imported with the first app, not with the package: `referee.api.workers` must set up
    # Prometheus's multiprocess mode before `metrics` makes its counters.
    from .. import web
    from . import (
        carried,
        cors,
        deprecations,
        entry,
        games,
        lifecycle,
        live,
        metrics,
        offload,
        openapi,
        operations,
        problems,
        ratelimits,
        rules,
        sessions,
        suggestions,
        transcripts,
    )

    # Redis when REFEREE_REDIS_URL is set (a connection pool, connected on first use), else memory.
    app.extensions["referee.store"] = (
        store
        if store is not None
        else build_store(
            settings.redis_url,
            settings.session_ttl,
            settings.max_sessions,
            settings.redis_cluster,
            wait_replicas=settings.redis_wait_replicas,
            wait_timeout=settings.redis_wait_timeout,
        )
    )

    lifecycle.install(app)
    live.install(app)
    store = app.extensions["referee.store"]
    found = build_webhooks(settings, store, get_game, bot_queue_url(settings, store))
    app.extensions["referee.webhooks"] = found
    app.extensions["referee.sessions"] = build_service(
        settings,
        store,
        watchers=app.extensions["referee.notifier"],
        hooks=found.hooks if found is not None else None,
        on_retry=metrics.STORE_RETRIES.inc,
    )
    problems.install(app)
    carried.install(app, settings)
    offload.install(app, settings, app.extensions["referee.states"])
    deprecations.install(app)
    cors.install(app, settings.cors_origins)
    app.register_blueprint(entry.bp)
    app.register_blueprint(games.bp)
    app.register_blueprint(suggestions.bp)
    app.register_blueprint(rules.bp)
    app.register_blueprint(rules.table)
    app.register_blueprint(operations.bp)
    app.register_blueprint(sessions.bp)
    app.register_blueprint(sessions.joins)
    app.register_blueprint(transcripts.bp)
    ratelimits.install(app, settings)
    app.register_blueprint(web.bp)
    # The document of every app this factory makes, built once per process, not per app.
    app.extensions["referee.openapi"] = lambda: openapi.spec_yaml(create_app)
    return app
