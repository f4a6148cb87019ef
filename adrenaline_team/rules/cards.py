"""Look-ups from ids to catalog entries and the names players read."""

from __future__ import annotations

from functools import cache

from ..arena import colour_msg as colour_msg  # a colour as a word, named with the other words here
from ..catalog import load_catalog
from ..catalog.models import Ability, AmmoTile, Catalog, Character, PowerupCard, Reward, Weapon
from ..message import Msg, listing
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


# --- the names players read, as messages (`message.Msg`, worded when read) -----------------
# Each is made once per id (the catalog never changes) and worded in the language of the
# moment it is read; the str helpers below word them now, for whoever draws them at once.
@cache
def char_msg(char_id: str) -> Msg:
    return Msg.term("character", character(char_id).name)


@cache
def weapon_msg(weapon_id: str) -> Msg:
    return Msg.term("weapon", weapon(weapon_id).name)


@cache
def effect_msg(weapon_id: str, effect_id: str) -> Msg:
    """A weapon's effect by its box's name: "basic effect", "with second lock", "in reaper mode"."""
    return Msg.term("weapon effect", next(e.name for e in weapon(weapon_id).effects if e.id == effect_id))


@cache
def powerup_msg(card_id: str) -> Msg:
    """A powerup's kind: "Newton"."""
    return Msg.term("powerup", powerup(card_id).name)


@cache
def card_msg(card_id: str) -> Msg:
    """A powerup card with its colour: "Newton (red)"."""
    return Msg("{card} ({colour})", card=powerup_msg(card_id), colour=colour_msg(powerup(card_id).colour))


def ammo_card_msg(card_id: str, player: str | None = None) -> Msg:
    """A powerup paid as ammo of its colour: "Newton (red) as ammo", or from `player`'s hand.
    Its name and colour are the message's own parts, so Japanese says the colour as the ammo's
    (引力銃（赤の弾薬として）) rather than putting 弾薬として before a card in a list."""
    card, colour = powerup_msg(card_id), colour_msg(powerup(card_id).colour)
    if player is None:
        # TRANSLATORS: a powerup card paid as ammo of its colour
        return Msg("{card} ({colour}) as ammo", card=card, colour=colour)
    # TRANSLATORS: a powerup card from a teammate's hand, paid as ammo of its colour
    return Msg("{card} ({colour}) from {player}'s hand as ammo", card=card, colour=colour, player=player)


@cache
def ability_msg(char_id: str) -> Msg:
    return Msg.term("ability", ability(char_id).name)


@cache
def tile_msg(tile_id: str) -> Msg:
    """A flush reward tile's name."""
    return Msg.term("reward tile", catalog().reward_tiles[tile_id].name)


TEAM_NAMES = {"black": Msg.term("team", "Black"), "white": Msg.term("team", "White")}
# a team named beside its score: "Black 34, White 29" (ブラック34、ホワイト29)
TEAM_SHORT = {"black": Msg.term("team, short", "Black"), "white": Msg.term("team, short", "White")}


def team_msg(team: str) -> Msg:
    return TEAM_NAMES[team]


def name(char_id: str) -> str:
    return char_msg(char_id).text


def team_name(team: str) -> str:
    return TEAM_NAMES[team].text


def reward_msg(reward: Reward) -> Msg:
    """A reward tile's row in words: "2 points + 1 heal" (TP-END-4)."""
    parts: list[Msg] = []
    if reward.points:
        parts.append(Msg.counted("{n} point", "{n} points", reward.points))
    if reward.heals:
        parts.append(Msg("{n} heal", n=reward.heals))
    if reward.ammo:
        parts.append(Msg("{n} ammo", n=reward.ammo))
    if reward.powerups:
        parts.append(Msg("{n} powerup", n=reward.powerups))
    if not parts:
        return NOTHING
    out = parts[0]
    for part in parts[1:]:
        out = Msg("{a} + {b}", a=out, b=part)
    return out


def reward_words(reward: Reward) -> str:
    return reward_msg(reward).text


NOTHING = Msg("nothing")


@cache  # a handful of distinct costs, worded in every payment and reload question
def cost_msg(cost: tuple[str, ...]) -> Msg:
    """A cost as a player says it: "1 red and 2 blue cubes", "1 cube of any colour", "nothing"."""
    if not cost:
        return NOTHING
    n_any = cost.count("any")
    if n_any == len(cost):
        return Msg.counted("{n} cube of any colour", "{n} cubes of any colour", n_any)
    # TRANSLATORS: a number of cubes of one colour, listed in a cost: "1 red" (of "1 red and 2 blue cubes")
    fixed = [Msg("{n} {colour}", n=cost.count(c), colour=colour_msg(c)) for c in AMMO if c in cost]
    cubes = Msg.counted("{cubes} cube", "{cubes} cubes", len(cost) - n_any, cubes=listing(fixed))
    return Msg("{cubes} and {n} of any colour", cubes=cubes, n=n_any) if n_any else cubes


def cost_words(cost: tuple[str, ...]) -> str:
    return cost_msg(cost).text
