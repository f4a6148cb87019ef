"""A game on this computer, as the play screen plays it (`play.PlaySession`): every seat sits
here, people in turn at this screen and the computer seats thinking in the worker process
(`bot_driver`), and every change is made here. A person's answer comes back as `choose`'s
return; a computer seat's comes by `follow`, once its pause on show is over, as a network
player's does.

The game is kept safe: every choice and every undo, whoever makes it, goes through
`LocalSession`, which writes the autosave after each, so a closed window or a crash loses
nothing, and keeps the game in `games/` when a choice ends it."""

from __future__ import annotations

from typing import Protocol

from ..rules import Choice, Decision, Game
from ..rules.events import Event
from ..rules.observe import Observation, observe
from ..rules.state import Team
from .autosave import Autosaver
from .bot_driver import BotDriver, people
from .moments import Caption
from .orders import Orders
from .play import End, Over, Step, Uncaptioned, Wait
from .thinker import Worker


class LocalSession(Uncaptioned):
    def __init__(self, game: Game, autosaver: Autosaver | None = None, resumed: bool = False, *,
                 worker: Worker | None = None, delay: float = 0.0):
        """`autosaver`: None for a game nobody keeps (a lesson, a puzzle, the demonstration);
        `resumed`: the game came from the autosave (any other game sets an unfinished one
        there aside first); `worker`: the process the computer seats think in (None: here, at
        once); `delay`: seconds each computer answer stays on show (0 in tests)."""
        self.game = game
        self.autosaver = autosaver
        if autosaver is not None:
            autosaver.start(game, resumed)
        self.save()
        self.computers = BotDriver(game.table.config, game.seed or 0, worker, delay)
        self.computers.next_decision()
        # two teams of people at this screen: each may answer its out-of-turn tagback questions
        # by a standing order (`orders`), so the other team's turn needs no hand-off for them
        self.orders = Orders() if len(self.people) == 2 else None

    def choose(self, choice: Choice | str) -> list[Event]:
        events = self.game.choose(choice)
        self.save()
        if self.game.over and self.autosaver is not None:
            # Kept where the game ends, by the choice that ends it: once per game whatever
            # screen shows its results and however often, and never a game that was loaded
            # already over (it is a file already).
            self.autosaver.keep(self.game)
        self.computers.next_decision()
        return events

    def undo(self) -> None:
        self.game.undo()
        self.save()
        self.computers.next_decision()

    def save(self) -> None:
        if self.autosaver is not None:
            self.autosaver.save(self.game)

    def follow(self, dt: float) -> Step | None:
        """A computer seat's answer, once it has thought and its question has been on show
        for its pause; a team's standing order's answer at once (held a grenade or not)."""
        d = self.game.pending
        if d is not None and (ordered := self._ordered(d)) is not None:
            return Step(self.choose(ordered))
        if d is None or self.person_answers(d):
            return None
        key = self.computers.step(self.game, dt)
        return None if key is None else Step(self.choose(key))

    # --- the rest of what the play screen drives (`PlaySession`) -------------------------------
    @property
    def people(self) -> list[Team]:
        return people(self.game.table.config)

    def person_answers(self, d: Decision) -> bool:
        return not self.computers.plays(d) and self._ordered(d) is None

    def _ordered(self, d: Decision) -> Choice | None:
        return self.orders.answer(self.game.table, d) if self.orders is not None else None

    def moving(self) -> bool:
        d = self.game.pending
        return d is not None and not self.person_answers(d)  # a computer seat thinks or its answer waits

    def waiting(self) -> Wait | None:
        return None  # every question is asked here

    def ended(self) -> End | None:
        return Over(self.game) if self.game.over else None

    def whole(self) -> Game:
        return self.game

    def not_saving(self) -> str:
        return ""  # the window's autosave says its own (`ui.app.App.saving_problem`)

    def observation(self) -> Observation | None:
        d = self.game.pending
        return observe(self.game, d.team) if d is not None else None

    def close(self) -> None:
        pass  # the autosave holds the game since its last choice


class Practice(Protocol):
    """What a game is played to practise: a rules-tour lesson's move (`lesson.Lesson`), a tactics
    puzzle's turn (`puzzle.Attempt`)."""

    @property
    def caption(self) -> Caption: ...

    def end(self, game: Game) -> End | None:
        """How the practice came out, once `game` shows it."""
        ...


class PracticeSession(LocalSession):
    """A game on this computer played to practise: its practice's caption beside the board,
    until the practice's own end (a lesson's move made, a puzzle's turn played). It keeps no
    save."""

    def __init__(self, game: Game, practice: Practice, worker: Worker | None = None, delay: float = 0.0):
        super().__init__(game, worker=worker, delay=delay)
        self.practice = practice
        self.orders = None  # one person trying a rule: every question is theirs

    @property
    def caption(self) -> Caption:
        return self.practice.caption

    def ended(self) -> End | None:
        return self.practice.end(self.game)
