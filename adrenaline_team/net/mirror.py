"""A client's picture of the game: what its side of the table has been told, kept up to date
message by message (`Mirror.apply`), and the seat a bot or the coach answers from
(`SnapshotSeat`).

A bot decides from its seat's question and its team's observation (`rules.observe.Seat`)
and nothing else (that is what makes it fair: `tests/test_ai_fair.py`), and the host's
snapshot carries exactly what that observation holds: the table now and at the turn's start
as the team sees them, the answers given since, the powerups into and out of hands since
(the other team's draws hidden), and the question. So the same bot with the same seed
answers on a client exactly as it would at the table (`tests/test_net_game.py` plays whole
games both ways and compares the final tables)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rules import Decision
from ..rules import events as ev
from ..rules.observe import Answer, HandMove, Observation
from ..rules.state import Result, Team
from ..rules.view import view
from . import protocol as p


class SnapshotSeat:
    """The seat a snapshot asks its question of (`rules.observe.Seat`), read from the
    snapshot alone."""

    def __init__(self, snapshot: p.Snapshot):
        assert snapshot.decision is not None, "the snapshot asks this reader nothing"
        self.snapshot = snapshot  # what it was made of (a window sends it to its thinking process)
        self._decision = snapshot.decision.decision()

    @property
    def decision(self) -> Decision:
        return self._decision

    def observation(self) -> Observation:
        s, team = self.snapshot, self._decision.team
        # copies, as `observe` makes them: a bot may try things on its observation
        return Observation(
            team=team, start=view(s.start, team),
            answers=tuple(Answer(a.team, a.player, a.kind, a.choice.choice()) for a in s.answers),
            hands=tuple(HandMove(h.team, h.player, h.card, h.drawn) for h in s.hands),
            now=view(s.table, team), decision=self._decision)


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
