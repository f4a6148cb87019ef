"""What one team may see of the table: hidden information stays hidden from bots and hands.

`team` None is a spectator: someone who watches the table from beside it and sees only what
is face up, so both teams' powerups are hidden from them."""

from __future__ import annotations

import dataclasses

from .events import Event, PowerupDrawn
from .state import TEAMS, Table, Team

HIDDEN = "hidden"


def view(table: Table, team: Team | None) -> Table:
    """A copy of the table for `team` (None: a spectator): the powerups of the other team (a
    spectator: of both teams) and the order of every face-down deck are hidden; counts
    stay. Teammates see each other's hands (TP-SPAWN-5, TP-PU-7)."""
    seen = table.model_copy(deep=True)
    for hidden in TEAMS:
        if hidden != team:
            for p in seen.teams[hidden].players:
                p.powerups = [HIDDEN] * len(p.powerups)
    for deck in ("weapon_deck", "powerup_deck", "ammo_deck"):
        setattr(seen, deck, [HIDDEN] * len(getattr(seen, deck)))
    seen.rng = 0
    return seen


def seen_event(event: Event, team: Team | None) -> Event:
    """`event` as `team` (None: a spectator) sees it: a powerup drawn by someone else is a
    card seen from behind. Every other event happens face up: a card played, paid or
    discarded is shown (BASE-PU-3), as are the weapons and ammo tiles on the arena."""
    if isinstance(event, PowerupDrawn) and event.team != team:
        return dataclasses.replace(event, card=HIDDEN)
    return event
