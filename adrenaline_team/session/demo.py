"""`adrenaline-team demo`: two `normal` computer teams play a whole game so people can watch
the Team Play rules happen. In the window it is a session whose seats are all computers
(`DemoSession`, on the play screen: `ui.app.demo_window`), at a watchable pace, holding on
each rule moment while its caption shows; headless it prints the same narration and captions
(`demo_headless`).
Both play the very same game for the same arena and seed. No pygame at import: the
headless demo runs where there is no display at all."""

from __future__ import annotations

from typing import TextIO

from ..arena import ARENA_NAMES
from ..i18n import _
from ..rules import Game, GameConfig, PlayerConfig
from ..rules.state import TEAMS, seat_name
from .local import LocalSession
from .moments import Caption, Moments
from .play import End, Step
from .thinker import Worker

BOT = "normal"
PLAYERS = 3  # players a team: three characters each way, so double and triple kills can happen
PACE = 0.7  # seconds between the computer's decisions
HOLD = 4.5  # seconds a rule moment's caption holds the game
INTRO = Caption(lambda: _("Demonstration"),
                lambda: _("Two computer teams play Team Play. The game holds on each rule as it happens, with the "
                          "rulebook's words here. Space pauses, → steps, Esc closes."))


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


class DemoSession(LocalSession):
    """The demonstration in the window: every seat a computer, whose answers come by `follow`
    `pace` seconds apart. A rule moment's caption comes with the events that make it and
    holds the game for `hold` seconds of a still table (the introduction's first): its clock
    runs as `follow` is asked, so it waits while the events are animated and while the menu
    is open. `pause` stops the computer, `forward` goes past the caption on show or, paused,
    makes one decision. Its results come once the last moment's caption has been shown. It
    keeps no save."""

    def __init__(self, config: GameConfig, seed: int, worker: Worker | None = None, pace: float = PACE,
                 hold: float = HOLD):
        super().__init__(Game.new(config, seed), worker=worker, delay=pace)
        self.moments = Moments()
        self.hold_for = hold
        self.hold = hold  # what is left of the caption's hold
        self.queue: list[Caption] = []  # the moments' captions still to show
        self.shown_captions: list[Caption] = [INTRO]  # every caption shown, in order (tests read it)
        self.paused = False
        self.step = False  # one decision asked for while paused
        self.told_end = False  # the screen was told that the last caption has been shown

    @property
    def caption(self) -> Caption:
        return self.shown_captions[-1]

    @property
    def holding(self) -> bool:
        return self.hold > 0

    def pause(self) -> None:
        """Pause or go on."""
        self.paused = not self.paused

    def forward(self) -> None:
        """On to the next caption, or (no caption holding) one decision, even while paused."""
        if self.hold > 0:
            self.hold = 0.0
        else:
            self.step = True

    def follow(self, dt: float) -> Step | None:
        if not self.paused:
            self.hold -= dt
        self._next_caption()
        if self.hold > 0 or self.queue or (self.paused and not self.step):
            return None  # the computer waits while a caption holds or the demonstration is paused
        if self.game.over:
            if self.told_end:
                return None
            self.told_end = True
            return Step([])  # the last caption shown: the results may come
        if self.step:
            self.computers.wait = 0.0
        step = super().follow(dt)
        if step is not None:
            self.queue += self.moments.of(step.events)
            self._next_caption()  # on show with the events that make it, as they are animated
            self.step = False  # the one decision asked for while paused is made
        return step

    def _next_caption(self) -> None:
        if self.hold <= 0 and self.queue:
            self.shown_captions.append(self.queue.pop(0))
            self.hold = self.hold_for

    def moving(self) -> bool:
        return True  # captions hold and the computer plays on its own: the clock always runs

    def ended(self) -> End | None:
        """At the end, the final captions show on the last table before the results."""
        return None if self.queue or self.hold > 0 else super().ended()
