"""The pygame tabletop: a hot-seat Team Play game in one window. `app.run()` opens it.

Everything a player does goes through the rules core's `game.pending` / `game.choose`;
this package only draws the table and turns clicks, keys and gamepad buttons into choices.

Where things are:
- `app`: the window, its frame loop, the screen on show and the ways to open the window; the
  rest of the app shell beside it: the player's files (`settings`, `autosave`), the game
  being played and saved (`session`), the computer seats and the coach thinking in a worker
  process (`bot_driver`, `thinker`), a saved game stepped through (`replay`), the
  demonstration's game and narration (`demo`) and the rule moments it captions (`moments`).
- `screens/`: one module (or package) per screen; each registers under a name and they
  reach each other only through `App.switch(name, ...)`, never by import.
- `table/`: the play table's pieces (arena, cards, boards, prompt, log, hand-off, animations,
  ...), put together by the play and replay screens.
- `kit/`: what every screen is made of: theme, layout, input commands, form fields, the
  screen base classes."""

import os

# pygame greets on import; a game window has no use for the banner on stdout.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
