"""The rules tour: saved positions that each set up one Team Play rule to try.

Each JSON file holds a title, the clause it shows, a caption in the rulebook's words and a
`GameState` (a table at the start of a team turn). Start one with
`Game.from_position(tour()[i].state)`."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from ..rules import GameState

HERE = Path(__file__).parent


class TourPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    title: str
    rule: str
    text: str
    state: GameState


@cache
def tour() -> tuple[TourPosition, ...]:
    return tuple(TourPosition.model_validate_json(p.read_text(encoding="utf-8")) for p in sorted(HERE.glob("*.json")))


def position(position_id: str) -> TourPosition:
    for p in tour():
        if p.id == position_id:
            return p
    raise KeyError(f"no tour position {position_id!r}; known: {', '.join(p.id for p in tour())}")
