"""What things are worth to a bot, in points: weapons, powerups, cubes, reward rows.

The numbers are rough exchange rates, chosen so that a point on the score track is 1.0
and everything else is measured against it."""

from __future__ import annotations

from functools import cache

from ..rules.cards import catalog, powerup, weapon

CUBE = 0.15  # a cube buys about a quarter of a shot
POWERUP = {"targeting_scope": 0.45, "tagback_grenade": 0.35, "newton": 0.3, "teleporter": 0.3}
UNSEEN_POWERUP = sum(POWERUP.values()) / len(POWERUP)  # a card in a hand one cannot see: the deck's mean
HEAL = 0.6  # one step of Adrenaline Rush back: the killshot moves one space later
RUSH = 0.7  # one step of Adrenaline Rush spent: the board dies a token earlier
# What a loaded weapon is worth above its unloaded self and the cubes of its reload: all a
# reload can add, since its cost is paid in cubes or in cards worth more than a cube
# (`beam.TurnSearch` bounds the reloads still to come by it).
RELOADED = 0.2


@cache
def weapon_rating(weapon_id: str) -> float:
    """Damage a weapon can deal in one shot, marks at half: what its effects' params print.
    Optional boxes count at half since they cost extra."""
    total = 0.0
    for effect in weapon(weapon_id).effects:
        p = effect.params
        per = p.damage + 0.5 * p.marks + 0.5 * p.second_square_damage
        hits = per * p.targets
        total += hits if effect.kind == "basic" else 0.5 * hits
    return total


def loaded_value(weapon_id: str) -> float:
    """A loaded weapon is a shot waiting to happen."""
    return 0.8 + 0.3 * weapon_rating(weapon_id)


def unloaded_value(weapon_id: str) -> float:
    """An unloaded weapon on the team's table is a shot once its reload is paid: firing
    should cost about the reload, so that the shot's damage decides."""
    return loaded_value(weapon_id) - CUBE * len(weapon(weapon_id).reload) - RELOADED


def powerup_value(card: str) -> float:
    return POWERUP[powerup(card).kind]


def reward_value(tile: str, colours: int, can_heal: bool) -> float:
    """The flush reward for `colours` distinct colours on the game's reward tile (TP-END-4)."""
    if colours == 0:
        return 0.0
    row = catalog().reward_tiles[tile].rows[colours]  # a team has 3 characters: 1, 2 or 3 colours
    return row.points + row.heals * (HEAL if can_heal else 0.1) + row.ammo * CUBE * 1.5 + row.powerups * 0.4
