"""What the play screen drives: a game at this screen, whatever holds it.

Every change reaches the screen by one of two roads, whatever the session: a person's answer
goes out by `choose` (whose return is its events, when they are known at once), and every
other change comes in by `follow`, which the screen asks once a frame while its table is
still: a computer seat's answer, a network player's, the host's. The screen draws and
animates both the same way; what differs is said here, once, by each kind of session:

- a game on this computer (`local.LocalSession`): every seat sits here, people in turn at this
  screen and the computer seats thinking in the worker process (`bot_driver`, `thinker`),
  whose answers come by `follow` after a pause on show (`PACE`);
- a rules-tour lesson and a tactics puzzle (`local.PracticeSession`), a puzzle's Show me
  (`puzzle.Showing`: nobody is asked, the best turn's next answer is played when the person
  presses) and the demonstration (`demo.DemoSession`, every seat a computer): games on this
  computer with a caption beside the board and an end of their own (`End`);
- a seat at a game held by a host on the network (`remote.RemoteSession`, and
  `hosting.HostedSession` for the window that hosts it): this screen holds one team's seats
  (or watches), sees the table as that team sees it, answers only its own questions, and
  every change comes from the host, its own answers' among them.

A new kind of session is a class with the members of `PlaySession` (most subclass
`LocalSession` or `RemoteSession` and change a few), and a route or a `ToPlay` field that
makes it (`ui.screens.play`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..rules import Choice, Decision, Game, Table
from ..rules.events import Event
from ..rules.observe import Observation
from ..rules.state import Team
from .moments import Caption

PACE = 0.45  # seconds a change from elsewhere (a computer seat's answer, the host's) stays on show before the next


class ShownGame(Protocol):
    """The game as the play screen reads it: a `Game` is one, and so is a network seat's
    picture of the game (`remote.RemoteGame`)."""

    @property
    def table(self) -> Table: ...  # every card the screen may show: the screen hides the rest (`rules.view`)

    @property
    def pending(self) -> Decision | None: ...  # the question on this screen (a network seat: its own only)

    @property
    def log(self) -> list[Event]: ...

    @property
    def can_undo(self) -> bool: ...


@dataclass(frozen=True)
class Step:
    """A change that came from elsewhere (a computer seat, the host): the game's new `events`
    to show as a choice's are; `undone`: the log was cut back instead (an undo, a rejoin), so
    the screen's log is made the game's again, without animations. A step with no events and
    not undone says only that what the screen shows besides the table changed (the question,
    the prompt bar's words, the end)."""

    events: list[Event]
    undone: bool = False


@dataclass(frozen=True)
class Wait:
    """What the prompt bar says while no question is on this screen: whom the game waits for,
    how the connection is, or how the game ended. `team`: the colour of its chip (None: the
    connection's own words); `final`: the game cannot go on here, and the screen offers the
    way back to the new-game screen."""

    team: Team | None
    words: str
    final: bool = False


class End:
    """How play on this screen ended: what the screen that comes next is made with (`Over`: the
    game's results; `lesson.Learnt`: what a lesson's rule did; `puzzle.Solved`: a puzzle's
    verdict)."""


@dataclass(frozen=True)
class Over(End):
    """The game is over: its results come."""

    game: Game


class Uncaptioned:
    """What a session with no caption says of it (`PlaySession.caption`, `holding`): a game
    played as it is."""

    @property
    def caption(self) -> Caption | None:
        return None

    @property
    def holding(self) -> bool:
        return False


class PlaySession(Protocol):
    @property
    def game(self) -> ShownGame: ...

    @property
    def people(self) -> list[Team]:
        """The teams whose people play at this screen (none: everyone here watches)."""
        ...

    @property
    def caption(self) -> Caption | None:
        """The rule in words beside the board (a lesson's, a puzzle's, the demonstration's
        moment), read each frame: it may change."""
        ...

    @property
    def holding(self) -> bool:
        """The game holds on its caption (the demonstration's rule moment: drawn lit)."""
        ...

    def person_answers(self, d: Decision) -> bool:
        """Whether a person at this screen answers `d` (else a computer seat does, on its own:
        its answer comes by `follow`)."""
        ...

    def choose(self, choice: Choice | str) -> list[Event]:
        """Answer the question on this screen; the events it caused when they are known at
        once (a network seat's come later, by `follow`)."""
        ...

    def undo(self) -> None:
        """Take back this team's last decision (the screen asks only when `game.can_undo`)."""
        ...

    def follow(self, dt: float) -> Step | None:
        """The next change that came from elsewhere, once the screen may show it (asked once
        per frame while nothing moves on the table, `dt` seconds after the last ask)."""
        ...

    def moving(self) -> bool:
        """Changes wait to be shown (the frame loop keeps drawing rather than sleep on input)."""
        ...

    def waiting(self) -> Wait | None:
        """Why no question is on this screen, while the game goes on elsewhere or cannot."""
        ...

    def ended(self) -> End | None:
        """How play on this screen ended, once it has: the screen hands over then."""
        ...

    def whole(self) -> Game | None:
        """The game itself, when this screen holds it (a game on this computer; a hosted game
        once its host stopped): for its export (a network game mid-way is saved by the
        computer that hosts it)."""
        ...

    def observation(self) -> Observation | None:
        """What the coach reads: the observation of the team asked the question on this
        screen (a network seat: what it was told), None while none is asked here."""
        ...

    def not_saving(self) -> str:
        """Why something this screen plays with is not kept on disk ("" while it is): a
        network seat's token, a hosted game's save. Shown over every screen, as the autosave's
        failure is."""
        ...

    def close(self) -> None:
        """The screen is left for good (a new game, the window closing)."""
        ...
