"""Card Referee: a rules referee for traditional card games, served over HTTP."""

__version__ = "0.1.0"
