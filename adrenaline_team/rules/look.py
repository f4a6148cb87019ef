"""What a character could do from where it stands, as its action menu asks (TP-TURN-2/3): the
squares within a move from which it could shoot, with which weapons, and those on which it
could grab something (BASE-GRAB-4). The action menu, the moves before a grab or a shot and the
shot's weapon question all read a `Look`; nothing else answers these questions.

The same answers come two ways, and tests/test_look.py plays many random games to check, at
every question, that they agree:
- `Look`, fast: each effect of a fresh shot asked by its `Reach` (set look-ups per arena and
  effect) where it has one, the figure stood on a square only for the others;
- the reference (`reference_firing`, `reference_grabs` in tests/test_look.py): the figure stood
  on each square, each weapon's first effects asked their own `usable` on a fresh shot and
  their cost `covers`: the rules' definition, slow."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple

from ..arena import Arena, SpawnColour
from ..catalog.models import Effect
from .cards import weapon
from .engine import Engine
from .payment import Purse, covers
from .shot import Shot, openers, usable_weapons
from .state import Square, sqkey, standing
from .weapons import Behaviour, behaviours
from .weapons.common import Spots, Usable

OpensAt = Callable[[Shot, Effect], frozenset[Square]]


@dataclass(slots=True)
class Look:
    """What a character could fire and grab, looked at from where it stands (`Look.of`). Nothing
    it reads changes before the action's grab or shot: the hand, the purse, the enemies on the
    arena; an Adrenaline Rush payment changes only whether a lightning effect may open
    (`after_rush`)."""

    eng: Engine
    char: str
    square: Square | None  # where the character stands
    have: Purse  # what its player could pay with (`purse`)
    rush: bool  # it can make an Adrenaline Rush payment, which a lightning effect needs
    weapons: list[str]  # the weapons it may fire (`usable_weapons`)
    # One fresh shot for every weapon and square (aimed at each weapon in turn, `Shot.aim`):
    # it reads the shooter's square live. None: no weapon to fire, or no square to fire from.
    shot: Shot | None
    # The first of `weapons` that could fire from where the character stands (-1: none),
    # worked out when first asked: the shoot offer and the Adrenaline Rush shoot offer both ask.
    here: int | None = field(default=None, init=False)

    @classmethod
    def of(cls, eng: Engine, char: str, player: int, have: Purse, rush: bool, enemies: tuple[str, ...]) -> Look:
        """What the character could do from where it stands (`player`: who runs it, `have`:
        their `purse`, `rush`: `Engine.can_rush`, `enemies`: the other team's figures on the
        arena)."""
        square = eng.figures[char].square
        weapons = usable_weapons(eng, char, player)
        shot = Shot(eng, char, player, weapons[0], enemies, opens=_opens) if weapons and square is not None else None
        return cls(eng, char, square, have, rush, weapons, shot)

    def after_rush(self, rush: bool) -> Look:
        """This look once an Adrenaline Rush payment is made (`rush`: whether the tile can
        still slide then)."""
        if rush == self.rush:
            return self
        return Look(self.eng, self.char, self.square, self.have, rush, self.weapons, self.shot)

    def firing(self, reach: int) -> dict[Square, list[str]]:
        """The squares within `reach` from which the character could fire, each with the
        weapons that could fire from there, in hand order."""
        shot = self.shot
        if shot is None or self.square is None:
            return {}
        squares = shot.arena.within(self.square, reach)
        found: dict[Square, list[str]] = {square: [] for square in squares}
        for w in self.weapons:
            for square in _fires_at(shot, w, openers(w, self.have, self.rush), squares):
                found[square].append(w)
        return {square: weapons for square, weapons in found.items() if weapons}

    def can_fire(self, reach: int) -> bool:
        """Whether `firing(reach)` has a square, asked first from where the character stands,
        as most answers are found there, and only then from the squares around."""
        if self.here is None:
            self.here = -1
            if self.shot is not None:
                for i, w in enumerate(self.weapons):
                    if _fires(self.shot, w, openers(w, self.have, self.rush)):
                        self.here = i
                        break
        return self.here >= 0 or (reach > 0 and bool(self.firing(reach)))

    def can_grab(self, reach: int) -> bool:
        """Whether `grabs(reach)` has a square."""
        return bool(self.grabs(reach, first=True))

    def grabs(self, reach: int, first: bool = False) -> list[Square]:
        """The squares within `reach` that have something to grab (BASE-GRAB-4): an ammo
        tile, or a weapon whose grab cost the player can pay. With `first`, the look stops
        at the first: enough to offer the action."""
        if self.square is None:
            return []
        table = self.eng.table
        out = []
        for square, key, colour in _grab_spots(self.eng.arena, self.square, reach):
            if colour is None:
                if table.ammo.get(key) is None:
                    continue
            elif not _any_payable(self.have, table.slots[colour]):
                continue
            out.append(square)
            if first:
                break
        return out


def payable(have: Purse, weapon_id: str) -> bool:
    """The player can pay the weapon's grab cost (`have`: their `purse`)."""
    return covers(have, weapon(weapon_id).grab_cost)


def _any_payable(have: Purse, slots: list[str | None]) -> bool:
    """A spawnpoint's `slots` hold a weapon the player can pay to grab."""
    for w in slots:
        if w and payable(have, w):
            return True
    return False


def _fires_at(shot: Shot, weapon_id: str, first: list[Effect], squares: tuple[Square, ...]) -> list[Square]:
    """Those of `squares` from which the fresh shot could open with the weapon by one of
    `first`, its openers: asked from where the shooter stands when that is all, else read off
    the tables of the openers that have one (`Fresh.at`), the shooter stood on a square only
    for the others."""
    if len(squares) == 1:
        return list(squares) if _fires(shot, weapon_id, first) else []
    fresh = _fresh(weapon_id)
    shot.aim(weapon_id)
    hits: frozenset[Square] = frozenset()
    rest = []
    for e in first:
        at = fresh[e.id].at
        if at is None:
            rest.append(e)
        else:
            hits = hits | at(shot, e)
    found = []
    for square in squares:
        if square in hits or (rest and _fires_from(shot, square, weapon_id, rest)):
            found.append(square)
    return found


def _opens(shot: Shot, effect: Effect) -> bool:
    """Whether the fresh shot could open with the effect from where its shooter stands."""
    return _fresh(shot.weapon.id)[effect.id].here(shot, effect)


def _fires(shot: Shot, weapon_id: str, effects: list[Effect]) -> bool:
    """Whether the fresh shot, aimed at the weapon, could open with one of `effects` from
    where its shooter stands."""
    fresh = _fresh(weapon_id)
    shot.aim(weapon_id)
    for e in effects:
        if fresh[e.id].here(shot, e):
            return True
    return False


def _fires_from(shot: Shot, square: Square, weapon_id: str, effects: list[Effect]) -> bool:
    """Stand the shooter on `square` and look (`_fires`): a look, not a move."""
    with standing(shot.figures[shot.shooter], square):
        return _fires(shot, weapon_id, effects)


@cache  # arenas never change and are shared by every game (hashed by identity): never stale
def _grab_spots(arena: Arena, square: Square, reach: int) -> tuple[tuple[Square, str, SpawnColour | None], ...]:
    """The squares within `reach` of `square`, each with its key in the table's ammo and its
    spawnpoint's colour (None: an ammo square)."""
    return tuple((s, sqkey(s), arena.spawn_colour(s)) for s in arena.within(square, reach))


# --- a fresh shot's effects, asked by their reach ------------------------------------------
class Fresh(NamedTuple):
    """How a look asks an effect whether it could open a fresh shot: `here`, from where the
    shooter stands (as its `usable` would answer); `at`, every square from which it could,
    when a table says (None: stand the shooter on each square and ask `here`)."""

    here: Usable
    at: OpensAt | None


@cache  # the catalog never changes
def _fresh(weapon_id: str) -> dict[str, Fresh]:
    """Each effect of the weapon as a look asks it, derived from its `Behaviour`: by its
    `Reach` where it has one, a move box from where the basic effect could hit, any other by
    its own `usable`."""
    w = weapon(weapon_id)
    how = behaviours(weapon_id)
    basic = next(e for e in w.effects if e.kind == "basic")
    base = _by_reach(basic, how[basic.id], w.owner is not None)
    out = {}
    for e in w.effects:
        if e.shape == "move":
            out[e.id] = _move(e, how[e.id], basic, base)
        else:
            out[e.id] = _by_reach(e, how[e.id], w.owner is not None)
    return out


def _by_reach(effect: Effect, how: Behaviour, own: bool) -> Fresh:
    """An effect with a `Reach` opens a fresh shot when an enemy stands on a square it hits
    from the shooter's square. Not a "different" box of an arena weapon: it may not take the
    basic effect's only target (BASE-WG-4), which depends on the other enemies; a character
    weapon's puts nothing at stake (`basic_at_stake`), and a fresh shot keeps nobody apart."""
    reach = how.reach
    if reach is None or (effect.params.different and not own):
        return Fresh(how.usable, None)
    p = effect.params
    distances = (p.distance, p.min_distance, p.max_distance)
    if reach.spots is None:
        table = _by_distance(reach.sight, distances)
        return Fresh(table.here, table.at)
    # No table of the squares it opens from: the arena has none for a script's spots, and
    # working one out per set of enemy squares costs more than a look stood on each square.
    return Fresh(_OnSpots(reach.spots, effect, distances).here, None)


Distances = tuple[int | None, int, int | None]  # a card's distance, min_distance, max_distance


class _Reached:
    """The squares an effect with a `Reach` hits an enemy on from each square (`hits_from`),
    kept as squares are asked: all an entry reads is the arena and the card's effect, which
    never change."""

    def __init__(self) -> None:
        self._hits: dict[tuple[Arena, Square | None], frozenset[Square]] = {}

    def here(self, shot: Shot, effect: Effect) -> bool:
        found = self._hits.get((shot.arena, shot.figures[shot.shooter].square))
        if found is None:
            found = self._hits[shot.arena, shot.square] = self.hits_from(shot.arena, shot.square)
        return not found.isdisjoint(shot.fresh_spots)

    def hits_from(self, arena: Arena, square: Square) -> frozenset[Square]:
        raise NotImplementedError


class _ByDistance(_Reached):
    """An effect that hits an enemy within the card's distance (in sight with `sight`); for
    each set of squares that enemies stand on (a shot's `fresh_spots`), every square from
    which it hits one of them (`at`), kept as sets are asked: a few hundred sets of up to 3
    squares per arena."""

    def __init__(self, sight: bool, distances: Distances):
        super().__init__()
        self.sight = sight
        self.distances = distances
        self._at: dict[tuple[Arena, frozenset[Square]], frozenset[Square]] = {}

    def hits_from(self, arena: Arena, square: Square) -> frozenset[Square]:
        return (arena.reach_seen if self.sight else arena.reach)(square, *self.distances)

    def at(self, shot: Shot, effect: Effect) -> frozenset[Square]:
        key = (shot.arena, shot.fresh_spots)
        found = self._at.get(key)
        if found is None:
            arena = shot.arena
            found = self._at[key] = frozenset().union(*[arena.reached_from(s, self.sight, *self.distances)
                                                        for s in shot.fresh_spots])
        return found


@cache  # one table for every effect that hits at the same distances and sight
def _by_distance(sight: bool, distances: Distances) -> _ByDistance:
    return _ByDistance(sight, distances)


class _OnSpots(_Reached):
    """An effect that hits an enemy within the card's distance on one of its `spots`."""

    def __init__(self, spots: Spots, effect: Effect, distances: Distances):
        super().__init__()
        self.spots = spots
        self.effect = effect
        self.distances = distances

    def hits_from(self, arena: Arena, square: Square) -> frozenset[Square]:
        return self.spots(arena, square, self.effect) & arena.reach(square, *self.distances)


def _move(effect: Effect, how: Behaviour, basic: Effect, base: Fresh) -> Fresh:
    """A move box opens a fresh shot 1 to `move` squares away from a square where the basic
    effect could hit (`destinations`), when a table says where that is."""
    basic_at = base.at
    if basic_at is None:
        return Fresh(how.usable, None)
    n = effect.params.move

    def here(shot: Shot, effect: Effect) -> bool:
        # the squares 1 to `n` away are those the shooter's square is `near_of`: distances run both ways
        return not basic_at(shot, basic).isdisjoint(shot.arena.near_of(shot.square, n))

    def at(shot: Shot, effect: Effect) -> frozenset[Square]:
        arena = shot.arena
        return frozenset().union(*[arena.near_of(s, n) for s in basic_at(shot, basic)])
    return Fresh(here, at)
