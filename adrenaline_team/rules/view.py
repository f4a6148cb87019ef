"""What one team may see of the table: hidden information stays hidden from bots and hands."""

from __future__ import annotations

from .state import Table, Team, other

HIDDEN = "hidden"


def view(table: Table, team: Team) -> Table:
    """A copy of the table for `team`: the opponents' powerups and the order of every
    face-down deck are hidden; counts stay. Teammates see each other's hands (TP-SPAWN-5,
    TP-PU-7)."""
    seen = table.model_copy(deep=True)
    for p in seen.teams[other(team)].players:
        p.powerups = [HIDDEN] * len(p.powerups)
    for deck in ("weapon_deck", "powerup_deck", "ammo_deck"):
        setattr(seen, deck, [HIDDEN] * len(getattr(seen, deck)))
    seen.rng = 0
    return seen
