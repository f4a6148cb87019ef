"""The game this table plays, kept safe: every choice and every undo goes through `Session`,
which writes the autosave after each, so a closed window or a crash loses nothing, and keeps
the game in `games/` when a choice ends it. It is the play screen's session of a game on this
computer (`play.PlaySession`): every seat sits here, and nothing comes from elsewhere."""

from __future__ import annotations

from ..rules import Choice, Game
from ..rules.events import Event
from ..rules.observe import Observation, observe
from ..rules.state import Team
from .autosave import Autosaver
from .bot_driver import people
from .play import Step, Wait


class Session:
    def __init__(self, game: Game, autosaver: Autosaver | None = None, resumed: bool = False):
        """`autosaver`: None for a game nobody keeps (a demonstration); `resumed`: the game
        came from the autosave (any other game sets an unfinished one there aside first)."""
        self.game = game
        self.autosaver = autosaver
        if autosaver is not None:
            autosaver.start(game, resumed)
        self.save()

    def choose(self, choice: Choice | str) -> list[Event]:
        events = self.game.choose(choice)
        self.save()
        if self.game.over and self.autosaver is not None:
            # Kept where the game ends, by the choice that ends it: once per game whatever
            # screen shows its results and however often, and never a game that was loaded
            # already over (it is a file already).
            self.autosaver.keep(self.game)
        return events

    def undo(self) -> None:
        self.game.undo()
        self.save()

    def save(self) -> None:
        if self.autosaver is not None:
            self.autosaver.save(self.game)

    # --- the rest of what the play screen drives (`PlaySession`) -------------------------------
    @property
    def people(self) -> list[Team]:
        return people(self.game.table.config)

    def follow(self, dt: float) -> Step | None:
        return None  # every change is made here

    def moving(self) -> bool:
        return False

    def waiting(self) -> Wait | None:
        return None  # every question is asked here

    def whole(self) -> Game:
        return self.game

    def not_saving(self) -> str:
        return ""  # the window's autosave says its own (`ui.app.App.saving_problem`)

    def observation(self) -> Observation | None:
        d = self.game.pending
        return observe(self.game, d.team) if d is not None else None

    def close(self) -> None:
        pass  # the autosave holds the game since its last choice
