"""What the play screen drives: a game at this screen, whatever holds it.

Two kinds of session play it. A game on this computer (`local.Session`): the screen asks
the game itself, every seat sits here (people in turn, computers through `bot_driver`), and
a choice's events come back at once. A game held by a host on the network
(`remote.RemoteSession`, and `hosting.HostedSession` for the window that hosts it): this
screen holds one team's seats (or watches), sees the table as that team sees it, answers
only its own questions, and the changes come from the host a moment later (`follow`), the
other team's answers and the computer's among them. The play screen draws and animates both
the same way: what differs is said here, once, by each session."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..rules import Choice, Decision, Game, Table
from ..rules.events import Event
from ..rules.observe import Observation
from ..rules.state import Team


class Seen(Protocol):
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
    """A change that came from elsewhere (the host): the game's new `events` to show as a
    choice's are; `undone`: the log was cut back instead (an undo, a rejoin), so the screen's
    log is made the game's again, without animations."""

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


class PlaySession(Protocol):
    @property
    def game(self) -> Seen: ...

    @property
    def people(self) -> list[Team]:
        """The teams whose people play at this screen (none: everyone here watches)."""
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
        per frame while nothing moves on the table)."""
        ...

    def moving(self) -> bool:
        """Changes wait to be shown (the frame loop keeps drawing rather than sleep on input)."""
        ...

    def waiting(self) -> Wait | None:
        """Why no question is on this screen, while the game goes on elsewhere or cannot."""
        ...

    def whole(self) -> Game | None:
        """The game itself, when this screen holds it (a game on this computer; a hosted game
        once its host stopped): for its results, a lesson's outcome, an export (a network game
        mid-way is saved by the computer that hosts it)."""
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
