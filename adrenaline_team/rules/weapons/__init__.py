"""Weapon effects: each catalog effect runs as its shape over its selector (`common`), or, where
no shape covers it, as the script its card names (`scripts`)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...catalog.models import Effect
from ..cards import weapon
from .common import MOVE, REACHES, SQUARES, TARGETS, Behaviour, area, everyone, pick, replaced, rivals
from .scripts import SCRIPTS

if TYPE_CHECKING:
    from ..shot import Shot

__all__ = ["Behaviour", "behaviours"]


@cache
def behaviours(weapon_id: str) -> dict[str, Behaviour]:
    """Effect id -> how it runs, for one weapon of the catalog (asked once per shot)."""
    w = weapon(weapon_id)
    return {e.id: _behaviour(e, bool(rivals(weapon_id, e.id))) for e in w.effects}


def _behaviour(effect: Effect, replaceable: bool) -> Behaviour:
    """The effect's shape over its selector, or its script; either way an effect that
    another used effect replaces ("instead of") is never usable. `replaceable`: another effect
    of the weapon replaces it or it replaces one (without, nothing can replace it: its
    `usable` is the shape's own). A shape over a selector of `REACHES` hits by its `Reach`; a
    script says its own."""
    if effect.script is not None:
        how = SCRIPTS[effect.script]
    elif effect.shape == "move":
        how = MOVE
    elif effect.shape == "area":
        how = area(SQUARES[effect.select or ""])
    else:
        how = (pick if effect.shape == "pick" else everyone)(TARGETS[effect.select or ""])
    can = usable = how.usable
    if replaceable:
        def usable(shot: Shot, effect: Effect) -> bool:
            return not replaced(shot, effect) and can(shot, effect)
    reach = how.reach if effect.script is not None else REACHES.get(effect.select or "")
    return Behaviour(how.run, usable, reach)
