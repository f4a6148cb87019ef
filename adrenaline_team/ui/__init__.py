"""The pygame tabletop: a hot-seat Team Play game in one window. `app.run()` opens it.

Everything a player does goes through the rules core's `game.pending` / `game.choose`;
this package only draws the table and turns clicks, keys and gamepad buttons into choices."""

import os

# pygame greets on import; a game window has no use for the banner on stdout.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
