"""Weapon effects: each catalog effect runs as its shape over its selector (`common`), or, where
no shape covers it, as the script its card names (`scripts`)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...catalog.models import Effect
from ..cards import weapon
from .common import MOVE, SQUARES, TARGETS, Behaviour, area, everyone, pick, reached, replaced, rivals
from .scripts import BY_REACH, SCRIPTS

if TYPE_CHECKING:
    from ..shot import Shot

__all__ = ["Behaviour", "behaviours"]


@cache
def behaviours(weapon_id: str) -> dict[str, Behaviour]:
    """Effect id -> how it runs, for one weapon of the catalog (asked once per shot)."""
    w = weapon(weapon_id)
    return {e.id: _behaviour(e, w.owner is not None, bool(rivals(weapon_id, e.id))) for e in w.effects}


def _behaviour(effect: Effect, own: bool, replaceable: bool) -> Behaviour:
    """The effect's shape over its selector, or its script; either way an effect that
    another used effect replaces ("instead of") is never usable. `own`: the effect is a
    character weapon's; `replaceable`: another effect of the weapon replaces it or it replaces
    one (without, nothing can replace it: its `usable` is the shape's own)."""
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

    # An effect that picks, hits everyone or a square by distance and sight alone opens a
    # fresh shot when an enemy stands where it reaches. A "different" one too on a character
    # weapon: a fresh shot has targeted nobody to keep apart, and only an arena weapon's
    # "different" box puts its basic effect at stake (`basic_at_stake`, BASE-WG-4).
    sight: bool | None = None  # None: not by reach
    if effect.params.different and not own:
        sight = None
    elif effect.script is not None:
        sight = BY_REACH.get(effect.script)
    elif effect.shape in ("pick", "everyone", "area") and effect.select in ("seen", "near"):
        sight = effect.select == "seen"
    opens, opens_at = (how.opens, how.opens_at) if sight is None else reached(sight, effect)
    return Behaviour(how.run, usable, opens, opens_at)
