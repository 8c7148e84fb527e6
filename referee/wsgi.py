"""The WSGI entry point for gunicorn: `gunicorn referee.wsgi:app`."""

from .api import create_app

app = create_app()
