"""A client's picture of the game: what its side of the table has been told, kept up to date
message by message (`Mirror.apply`).

A bot decides from its seat's question and its team's observation (`rules.observe.Seat`)
and nothing else (that is what makes it fair: `tests/test_ai_fair.py`), and the host's
snapshot carries exactly that observation (`rules.observe.Observation`, in its wire form):
a client's bot or coach reads it through `rules.observe.ObservedSeat`. So the same bot with
the same seed answers on a client exactly as it would at the table (`tests/test_net_game.py`
plays whole games both ways and compares the final tables)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rules import events as ev
from ..rules.state import Result, Team
from . import protocol as p


@dataclass
class Mirror:
    """What one connection has been told: its seats, the log, the table, who sits where."""

    welcome: p.Welcome | None = None
    snapshot: p.Snapshot | None = None
    seats: list[p.SeatData] = field(default_factory=list)
    log: list[ev.Event] = field(default_factory=list)
    result: Result | None = None
    refused: list[p.Refused] = field(default_factory=list)

    def apply(self, message: p.Welcome | p.Snapshot | p.Events | p.Seats | p.Refused | p.Over | p.Pong | p.Hinted) -> None:
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
