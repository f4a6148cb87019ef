"""Look-ups from ids to catalog entries and the names players read."""

from __future__ import annotations

from functools import cache

from ..catalog import load_catalog
from ..catalog.models import Ability, AmmoTile, Catalog, Character, PowerupCard, Reward, Weapon
from .state import AMMO


def catalog() -> Catalog:
    return load_catalog()


@cache
def _powerups() -> dict[str, PowerupCard]:
    return {card.id: card for card in catalog().powerups}


@cache
def _tiles() -> dict[str, AmmoTile]:
    return {tile.id: tile for tile in catalog().ammo_tiles}


@cache
def _weapons() -> dict[str, Weapon]:
    return catalog().weapons


@cache  # the catalog never changes, and the legality questions ask for a weapon's card all the time
def weapon(weapon_id: str) -> Weapon:
    return _weapons()[weapon_id]


@cache  # likewise for every powerup a purse counts
def powerup(card_id: str) -> PowerupCard:
    return _powerups()[card_id]


def ammo_tile(tile_id: str) -> AmmoTile:
    return _tiles()[tile_id]


def character(char_id: str) -> Character:
    return catalog().characters[char_id]


@cache
def ability(char_id: str) -> Ability:
    return catalog().abilities[character(char_id).ability]


@cache
def name(char_id: str) -> str:
    """Cached: every prompt and event names characters (the catalog never changes)."""
    return character(char_id).name


def card_name(card_id: str) -> str:
    card = powerup(card_id)
    return f"{card.name} ({card.colour})"


def team_name(team: str) -> str:
    return team.capitalize()


def reward_words(reward: Reward) -> str:
    """A reward tile's row in words: "2 points + 1 heal" (TP-END-4)."""
    parts = []
    if reward.points:
        parts.append(f"{reward.points} point{'s' if reward.points != 1 else ''}")
    if reward.heals:
        parts.append(f"{reward.heals} heal")
    if reward.ammo:
        parts.append(f"{reward.ammo} ammo")
    if reward.powerups:
        parts.append(f"{reward.powerups} powerup")
    return " + ".join(parts) or "nothing"


@cache  # a handful of distinct costs, worded in every payment and reload question
def cost_words(cost: tuple[str, ...]) -> str:
    """A cost as a player says it: "1 red and 2 blue cubes", "1 cube of any colour", "nothing"."""
    if not cost:
        return "nothing"
    fixed = [f"{cost.count(c)} {c}" for c in AMMO if c in cost]
    n_fixed, n_any = len(cost) - cost.count("any"), cost.count("any")
    listed = ", ".join(fixed[:-1]) + " and " + fixed[-1] if len(fixed) > 1 else "".join(fixed)
    words = listed + (" cube" if n_fixed == 1 else " cubes")
    if not n_any:
        return words
    extra = f"{n_any} cube{'s' if n_any > 1 else ''} of any colour" if not fixed else f"{n_any} of any colour"
    return f"{words} and {extra}" if fixed else extra
