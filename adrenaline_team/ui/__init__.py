"""The pygame tabletop: a hot-seat Team Play game in one window. `app.run()` opens it.

Everything a player does goes through the rules core's `game.pending` / `game.choose`;
this package only draws the table and turns clicks, keys and gamepad buttons into choices.

Where things are:
- `app`: the window, its frame loop, the screen on show and the ways to open the window;
  beside it the sound (`sound`) and the table's words for the cards (`words`). What the
  window plays (the sessions, the autosave, the settings, the computer seats) is below it,
  without pygame: `adrenaline_team.session`.
- `screens/`: one module (or package) per screen; each registers what opens it for its
  typed route (`kit.scene`), and they reach each other only through
  `App.switch(ToResults(game))`, never by import.
- `table/`: the play table's pieces (arena, cards, boards, prompt, log, hand-off, animations,
  ...), put together by the play and replay screens.
- `kit/`: what every screen is made of: theme, layout, input commands, form fields, the
  screen base classes."""

import os

# pygame greets on import; a game window has no use for the banner on stdout.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Small text in the classic TrueType hinting (FreeType's interpreter 35), which fits DejaVu Sans's
# stems to whole pixels. FreeType's default (40) leaves the outlines' widths as drawn, and at 13 px
# the arm of an r runs into the next n: "turn" reads "tum" in a tooltip. Every text of the window
# (ours and pygame_gui's) goes through SDL_ttf's FreeType, which reads this when it starts, at
# pygame.font.init(): so it is set as the package is imported, before any window. A player's
# own FREETYPE_PROPERTIES is kept (this is added to it) unless it names the interpreter already.
_freetype = os.environ.get("FREETYPE_PROPERTIES", "")
if "interpreter-version" not in _freetype:
    os.environ["FREETYPE_PROPERTIES"] = f"{_freetype} truetype:interpreter-version=35".strip()
