"""Weapon effects: each catalog effect runs as its shape over its selector (`common`), or, where
no shape covers it, as the script its card names (`scripts`)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...catalog.models import Effect
from ..cards import weapon
from .common import MOVE, REACHES, SQUARES, TARGETS, Behaviour, area, everyone, pick, replaced
from .scripts import SCRIPTS

if TYPE_CHECKING:
    from ..shot import Shot

__all__ = ["Behaviour", "behaviours"]


@cache
def behaviours(weapon_id: str) -> dict[str, Behaviour]:
    """Effect id -> how it runs, for one weapon of the catalog (asked once per shot)."""
    return {e.id: _behaviour(e) for e in weapon(weapon_id).effects}


def _behaviour(effect: Effect) -> Behaviour:
    """The effect's shape over its selector, or its script; either way an effect that
    another used effect replaces ("instead of") is never usable. A shape over a selector of
    `REACHES` hits by its `Reach`; a script says its own."""
    if effect.script is not None:
        how = SCRIPTS[effect.script]
    elif effect.shape == "move":
        how = MOVE
    elif effect.shape == "area":
        how = area(SQUARES[effect.select or ""])
    else:
        how = (pick if effect.shape == "pick" else everyone)(TARGETS[effect.select or ""])
    can = how.usable

    def usable(shot: Shot, effect: Effect) -> bool:
        return not replaced(shot, effect) and can(shot, effect)
    reach = how.reach if effect.script is not None else REACHES.get(effect.select or "")
    return Behaviour(how.run, usable, reach)
