"""What one team has seen of a game: everything a person of that team at the table knows, and
nothing else. It is the bots' only input (`ai/`), so a computer team never peeks at the other
team's powerups, the order of the face-down decks or the random generator.

A team saw the table as its turn (or the setup) started, every answer given since (answers
are announced at the table: a card played, a spawnpoint chosen, a grenade declined), every
powerup that entered or left a hand since (the card itself only for its own hands, or once
it is shown face up), and the table now."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from .decision import Choice, Decision, Kind
from .state import Table, Team
from .view import HIDDEN, view

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True, slots=True)
class Answer:
    """One question asked since the turn started and the answer given to it."""

    team: Team
    player: int | None
    kind: Kind
    choice: Choice


@dataclass(frozen=True, slots=True)
class HandMove:
    """A powerup into a hand (`drawn`) or out of it, face up, to the discard pile."""

    team: Team
    player: int
    card: str  # HIDDEN for a card the other team drew and has not shown
    drawn: bool


@dataclass(frozen=True, slots=True)
class Observation:
    team: Team
    start: Table  # the table as the team saw it when the turn started
    answers: tuple[Answer, ...]
    hands: tuple[HandMove, ...]
    now: Table  # the table as the team sees it now
    decision: Decision | None  # the pending question, when this team is the one asked

    @property
    def script(self) -> list[str]:
        """The answers as a saved game's script: replayed on `start`, they lead to `now`."""
        return [a.choice.key for a in self.answers]


def announced(game: Game) -> tuple[Answer, ...]:
    """Every answer given since the turn started: announced at the table, so seen by all."""
    return tuple(Answer(d.team, d.player, d.kind, c) for d, c in game.answers)


def hand_moves(game: Game, team: Team | None) -> tuple[HandMove, ...]:
    """The powerups into and out of hands since the turn started, as `team` saw them (None:
    a spectator, who sees every draw from behind)."""
    return tuple(HandMove(t, p, card if t == team or not drawn else HIDDEN, drawn)
                 for t, p, card, drawn in game.eng.hands)


def observe(game: Game, team: Team) -> Observation:
    pending = game.pending
    return Observation(
        team=team,
        start=view(game.turn_start, team),
        answers=announced(game),
        hands=hand_moves(game, team),
        now=view(game.table, team),
        decision=pending if pending is not None and pending.team == team else None,
    )


class Seat(Protocol):
    """What a bot is handed: the question its team is asked and, on demand, everything that
    team has seen (`Observation`). A bot is a function of these and of nothing else. A simple
    bot reads the question only, so the observation (two copies of the table) is made only
    when asked for; a network client implements this from what its seat was told
    (`net.mirror.SnapshotSeat`)."""

    @property
    def decision(self) -> Decision: ...

    def observation(self) -> Observation: ...


class GameSeat:
    """The seat asked the pending question of a game at this table (or of a world a bot dealt
    itself): it shows the bot that team's observation, not the game."""

    __slots__ = ("_game",)

    def __init__(self, game: Game):
        self._game = game

    @property
    def decision(self) -> Decision:
        d = self._game.pending
        assert d is not None, "the game is over: it asks nothing"
        return d

    def observation(self) -> Observation:
        return observe(self._game, self.decision.team)
