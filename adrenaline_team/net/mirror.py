"""A client's picture of the game: what its side of the table has been told, kept up to date
message by message (`Mirror.apply`), and the game as a bot or the coach reads it
(`SeenGame`).

A bot decides from `rules.observe.observe(game, team)` and nothing else (that is what makes
it fair: `tests/test_ai_fair.py`), and the host's snapshot carries exactly what that
observation holds: the table now and at the turn's start as the team sees them, the answers
given since, the powerups into and out of hands since (the other team's draws hidden), and
the question. `SeenGame` holds those under the names `observe` reads, so the same bot with the
same seed answers on a client exactly as it would at the table (`tests/test_net_game.py`
plays whole games both ways and compares the final tables)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

from ..rules import Choice, Decision, Game
from ..rules import events as ev
from ..rules.state import Result, Table, Team
from . import protocol as p

if TYPE_CHECKING:
    from ..ai import Bot


@dataclass(slots=True)
class _Hands:
    hands: list[tuple[Team, int, str, bool]]


class SeenGame:
    """The game as the snapshot's reader sees it, under the names `observe` reads (`pending`,
    `turn_start`, `answers`, `eng.hands`, `table`) and `decision`, which the simple bots
    read. It has no rules: it cannot play on (a bot that looks ahead deals its own world)."""

    def __init__(self, snapshot: p.Snapshot):
        self.snapshot = snapshot  # what it was made of (a window sends it to its thinking process)
        self.table: Table = snapshot.table
        self.turn_start: Table = snapshot.start
        self.pending: Decision | None = snapshot.decision.decision() if snapshot.decision else None
        # `observe` reads who was asked (team, player, kind) of each answered question
        self.answers: list[tuple[Decision, Choice]] = [
            (Decision(a.team, a.player, a.kind, "", ()), a.choice.choice()) for a in snapshot.answers]
        self.eng = _Hands([(h.team, h.player, h.card, h.drawn) for h in snapshot.hands])

    @property
    def decision(self) -> Decision:
        assert self.pending is not None, "the snapshot asks this reader nothing"
        return self.pending

    def ask(self, bot: Bot) -> Choice:
        """`bot`'s answer to the question: bots are typed for a `Game`, and read of it only
        what this holds."""
        return bot(cast(Game, self))


@dataclass
class Mirror:
    """What one connection has been told: its seats, the log, the table, who sits where."""

    welcome: p.Welcome | None = None
    snapshot: p.Snapshot | None = None
    seats: list[p.SeatData] = field(default_factory=list)
    log: list[ev.Event] = field(default_factory=list)
    result: Result | None = None
    refused: list[p.Refused] = field(default_factory=list)

    def apply(self, message: p.Welcome | p.Snapshot | p.Events | p.Seats | p.Refused | p.Over | p.Pong) -> None:
        """Take in one message (`HostError` for an event the host described wrongly)."""
        if isinstance(message, p.Welcome):
            self.welcome = message
        elif isinstance(message, p.Snapshot):
            self.snapshot = message
        elif isinstance(message, p.Events):
            del self.log[message.start:]
            self.log.extend(p.to_event(e) for e in message.events)
        elif isinstance(message, p.Seats):
            self.seats = message.seats
        elif isinstance(message, p.Refused):
            self.refused.append(message)
        elif isinstance(message, p.Over):
            self.result = message.result

    @property
    def team(self) -> Team | None:
        return self.welcome.team if self.welcome else None

    def game(self) -> SeenGame | None:
        return SeenGame(self.snapshot) if self.snapshot is not None else None
