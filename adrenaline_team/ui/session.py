"""The game this table plays, kept safe: every choice and every undo goes through `Session`,
which writes the autosave after each, so a closed window or a crash loses nothing, and keeps
the game in `games/` when a choice ends it."""

from __future__ import annotations

from ..rules import Choice, Game
from ..rules.events import Event
from .autosave import Autosaver


class Session:
    def __init__(self, game: Game, autosaver: Autosaver | None, resumed: bool):
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
