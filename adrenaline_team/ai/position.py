"""What a bot reasons about: a table and its arena. Either one determinised world
(`worlds.py`, a whole `Game`) or the table exactly as the team sees it (`ObservedTable`):
never the real game, whose hidden cards no player at the table knows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..arena import Arena, load_arena
from ..rules.observe import Observation
from ..rules.state import Table


class Position(Protocol):
    @property
    def table(self) -> Table: ...

    @property
    def arena(self) -> Arena: ...


@dataclass(frozen=True, slots=True)
class ObservedTable:
    table: Table
    arena: Arena


def observed_table(obs: Observation) -> ObservedTable:
    """The table as the observing team sees it now (a copy: a bot may try things on it)."""
    return ObservedTable(obs.now, load_arena(obs.now.config.arena))
