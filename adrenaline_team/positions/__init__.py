"""The rules tour: saved positions that each set up one Team Play rule to try.

Each JSON file holds a title, the clause it shows, a caption in the rulebook's words and a
`GameState` (a table at the start of a team turn). Start one with
`Game.from_position(tour()[i].state)`."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from ..places import shipped
from ..rules import GameState, gate

HERE = shipped("adrenaline_team.positions")


class TourPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    title: str
    rule: str
    text: str
    state: GameState


def read(path: Path) -> TourPosition:
    """One position file, through the save gate like any file the game reads."""
    text, _ = gate.parse_json(gate.read_file(path), str(path))
    p = gate.validate(TourPosition, text, str(path))
    gate.position(p.state, f"{path}: state")
    return p


@cache
def tour() -> tuple[TourPosition, ...]:
    return tuple(read(p) for p in sorted(HERE.glob("*.json")))


def position(position_id: str) -> TourPosition:
    for p in tour():
        if p.id == position_id:
            return p
    raise KeyError(f"no tour position {position_id!r}; known: {', '.join(p.id for p in tour())}")
