"""The rules tour: saved positions that each set up one Team Play rule to try, as a lesson.

Each JSON file holds a title, the clause it shows, a caption in the rulebook's words, a
`GameState` (a table at the start of a team turn) and its lesson (`Lesson`): which event shows
the rule at work ("the move is made"), what the rule did in the rulebook's words, and what on
the table to light while saying so. Start one with `Game.from_position(tour()[i].state)`.
No pygame here: the window runs the lessons (`session.lesson`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..places import shipped
from ..files import Shelf, read_model
from ..rules import GameState, events, gate
from ..rules.state import LONE_NAMES, SEAT_NAMES

HERE = shipped("adrenaline_team.positions")


def _fields(kind: str) -> set[str]:
    """The fields of the engine's event `kind` (a class of `rules.events`); unknown: a ValueError."""
    cls = getattr(events, kind, None)
    if not (isinstance(cls, type) and issubclass(cls, events.Event) and cls is not events.Event):
        raise ValueError(f"{kind!r} is not one of the engine's events")
    return {f.name for f in dataclasses.fields(cls)}


class Moment(BaseModel):
    """An event that shows the rule at work: its kind and the values some of its fields must
    have (`{"event": "Fired", "where": {"weapon": "bile_spitter"}}`)."""

    model_config = ConfigDict(extra="forbid")

    event: str
    where: dict[str, str | int] = {}

    @model_validator(mode="after")
    def _known(self) -> "Moment":
        unknown = set(self.where) - _fields(self.event)
        if unknown:
            raise ValueError(f"{self.event} has no field {', '.join(sorted(unknown))}")
        return self

    def matches(self, e: events.Event) -> bool:
        return e.kind == self.event and all(getattr(e, k) == v for k, v in self.where.items())


class Light(BaseModel):
    """A place on the table the lesson points at: a character (its figure and its board), a
    weapon card, a team's buffer, the skull board or the reward tile. `id` names it, or `field`
    takes it from the moment's event (the weapon a grab dropped, say)."""

    model_config = ConfigDict(extra="forbid")

    what: Literal["figure", "weapon", "buffer", "skulls", "reward"]
    id: str = ""
    field: str = ""

    @model_validator(mode="after")
    def _named(self) -> "Light":
        if self.what in ("figure", "weapon", "buffer") and not (self.id or self.field):
            raise ValueError(f"a {self.what} to light needs its id or the event field naming it")
        return self


class Lesson(BaseModel):
    """When the move is made (the first of `until` to happen) and what the table then says
    (`did`: the rule at work, in the rulebook's words) while it lights `light`."""

    model_config = ConfigDict(extra="forbid")

    until: list[Moment] = Field(min_length=1)
    did: str
    light: list[Light]

    @model_validator(mode="after")
    def _fields_of_the_moment(self) -> "Lesson":
        for light in self.light:
            if light.field and any(light.field not in _fields(m.event) for m in self.until):
                raise ValueError(f"a light reads '{light.field}', which not every moment's event has")
        return self

    def moment(self, happened: Iterable[events.Event]) -> events.Event | None:
        """The first of these events that shows the rule at work, if one does."""
        return next((e for e in happened if any(m.matches(e) for m in self.until)), None)

    def places(self, moment: events.Event | None) -> list[tuple[str, str]]:
        """What to light, as (what, id): a light read from the moment's event only once it came."""
        out: list[tuple[str, str]] = []
        for light in self.light:
            if light.field:
                named = getattr(moment, light.field) if moment is not None else None
                if named is not None:  # (a grab that dropped nothing names no dropped weapon)
                    out.append((light.what, str(named)))
            else:
                out.append((light.what, light.id))
        return out


class TourPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    title: str
    rule: str
    text: str
    lesson: Lesson
    state: GameState


def read(path: Path) -> TourPosition:
    """One position file, through the save gate like any file the game reads."""
    p = read_model(path, TourPosition)
    gate.check_position(p.state, f"{path}: state")
    return p


SHELF = Shelf(HERE, read)  # a damaged file is left out, and said (`SHELF.damaged()`)


def tour() -> tuple[TourPosition, ...]:
    return SHELF.items()


def seated(state: GameState) -> dict[str, Any]:
    """The position's table with its players under the seat names of the language now: the
    files name them as the English seats do (Ash, Bo, White), names nobody typed, and those
    follow the language (the glossary's §6), so a Japanese lesson has no English name in it."""
    names = {m.id: m.text for m in (*SEAT_NAMES["black"], *SEAT_NAMES["white"], *LONE_NAMES.values())}
    data = state.model_dump(mode="json")
    table = data["table"]
    for seat in (*table["config"]["black"], *table["config"]["white"],
                 *(p for team in table["teams"].values() for p in team["players"])):
        seat["name"] = names.get(seat["name"], seat["name"])
    return data


def position(position_id: str) -> TourPosition:
    for p in tour():
        if p.id == position_id:
            return p
    raise KeyError(f"no tour position {position_id!r}; known: {', '.join(p.id for p in tour())}")
