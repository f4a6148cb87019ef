"""`adrenaline-team demo`: two `normal` computer teams play a whole game so people can watch
the Team Play rules happen. In the window it pauses on each rule moment with its caption
(`app.demo_window`, the screen `screens.play.demo`); headless it prints the same narration
and captions (`demo_headless`).
Both play the very same game for the same arena and seed. No pygame at import: the
headless demo runs where there is no display at all."""

from __future__ import annotations

from typing import TextIO

from ..arena import ARENA_NAMES
from ..i18n import _
from ..rules import Game, GameConfig, PlayerConfig
from ..rules.state import TEAMS, seat_name

BOT = "normal"
PLAYERS = 3  # players a team: three characters each way, so double and triple kills can happen


def demo_config(arena: str | None, seed: int) -> GameConfig:
    arena = arena or ARENA_NAMES[seed % len(ARENA_NAMES)]
    return GameConfig(arena=arena, black=[PlayerConfig(name=seat_name("black", i), bot=BOT) for i in range(PLAYERS)],
                      white=[PlayerConfig(name=seat_name("white", i), bot=BOT) for i in range(PLAYERS)])


def demo_headless(arena: str | None = None, seed: int = 0, out: TextIO | None = None) -> int:
    """Print the demonstration game's narration, each rule moment's caption after the event
    that shows it."""
    import sys

    from ..ai import LEVEL_WORDS, make_bot
    from ..ai.match import play_out
    from ..rules import events as ev
    from .moments import Moments
    out = out or sys.stdout
    config = demo_config(arena, seed)
    game = Game.new(config, seed)
    # the same bots, seeded the same way, as the window's play screen
    bots = {team: make_bot(BOT, seed + k) for k, team in enumerate(TEAMS)}
    moments = Moments()
    print(_("Demonstration: arena {arena}, seed {seed}, {bot} bot against {bot} bot").format(
        arena=config.arena, seed=seed, bot=LEVEL_WORDS[BOT]), file=out)
    for e in game.log:
        print(e.text, file=out)

    def narrate(events: list[ev.Event]) -> None:
        for e in events:
            print(e.text, file=out)
        for c in moments.of(events):
            print("  " + _("▶ {title}: {text}").format(title=c.title, text=c.text), file=out)
    play_out(game, bots, after=narrate)
    return 0
