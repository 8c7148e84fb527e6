"""One package per game, each behind the engine's Game interface; `registry` lists them."""
