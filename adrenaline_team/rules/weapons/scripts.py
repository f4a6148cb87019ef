"""The weapon effects no shape covers, each under the name a card file gives it
(`shape = "script"`, `script = "<name>"`); their numbers still come from the card's params.
Base weapons first (BASE-WG), then the house character weapons (HS-W-1..12)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from typing import TYPE_CHECKING

from ...arena import DIRECTIONS, Arena
from ...catalog.models import Effect
from ..decision import Flow
from ..state import Square
from .common import (Behaviour, Run, Usable, any_of, basic_at_stake, basic_of, basic_once, basic_targets,
                     choose_direction, choose_up_to, eligible, near, push, range_of, seen, some, strike, usable, what)

if TYPE_CHECKING:
    from ..shot import Shot

SCRIPTS: dict[str, Behaviour] = {}
# Scripts usable exactly when an enemy stands within the effect's distance (and in sight,
# True): like the shapes over "seen" and "near", a fresh shot's look is a set look-up.
BY_REACH: dict[str, bool] = {}


def script(usable: Usable, *names: str, sight: bool | None = None, opens: Usable | None = None) -> Callable[[Run], Run]:
    """File the decorated run under each name a card file may give; `sight`, when `usable`
    is `some(seen)` (True) or `some(near)` (False); `opens`, how a fresh shot asks `usable`
    more cheaply (`by_spots`)."""
    def wrap(run: Run) -> Run:
        for key in names:
            SCRIPTS[key] = Behaviour(run, usable, usable if opens is None else opens)
            if sight is not None:
                BY_REACH[key] = sight
        return run
    return wrap


Spots = Callable[[Arena, "Square", Effect], frozenset[Square]]


def by_spots(spots: Spots) -> Usable:
    """A fresh shot's `usable` for a script that hits an enemy within the card's distance
    (`range_of`) standing on one of `spots`, the squares the arena alone decides from the
    shooter's square: one set test against the shot's `spots`, as every look at what a
    character can do asks it. A "different" box before the basic effect is asked as `usable`
    asks it."""
    # By arena, weapon and effect, each square looked from -> the squares it hits an enemy on
    # (`spots` within `range_of`), filled as squares are asked: all they read is the arena and
    # the catalog's effect, which never change, so no entry goes stale; at most one set per
    # square of each arena for each of the few effects filed with `by_spots`.
    tables: dict[tuple[Arena, str, str], dict[Square, frozenset[Square]]] = {}

    def opens(shot: Shot, effect: Effect) -> bool:
        if basic_at_stake(shot, effect):
            return usable(shot, effect)
        square = shot.figures[shot.shooter].square
        assert square is not None  # the shooter stands on the arena
        table = tables.get(key := (shot.arena, shot.weapon.id, effect.id))
        if table is None:
            table = tables[key] = {}
        hits = table.get(square)
        if hits is None:
            hits = table[square] = spots(shot.arena, square, effect) & range_of(shot, effect)
        return not hits.isdisjoint(shot.fresh_spots)
    return opens


# --- Machine Gun ----------------------------------------------------------------------------
def _tripod_fresh(shot: Shot, effect: Effect) -> list[str]:
    taken = shot.already_targeted()
    return [c for c in shot.seen() if c not in taken]


def _tripod_usable(shot: Shot, effect: Effect) -> bool:
    return bool(basic_once(shot, effect) or _tripod_fresh(shot, effect))


@script(_tripod_usable, "turret_tripod")
def turret_tripod(shot: Shot, effect: Effect) -> Flow:
    """1 more damage to a basic target without the focus shot's point, and/or 1 damage to a
    different target you can see: at least one of the two."""
    damage = effect.params.damage
    fresh = _tripod_fresh(shot, effect)
    extra = yield from shot.choose_target(f"{effect.name}: which basic target takes {damage} more damage?",
                                          basic_once(shot, effect), optional=bool(fresh))
    if extra is not None:
        yield from shot.hit(effect.id, extra, damage=damage)
    other = yield from shot.choose_target(f"{effect.name}: which other target takes {damage} damage?", fresh,
                                          optional=extra is not None)
    if other is not None:
        yield from shot.hit(effect.id, other, damage=damage)


# --- Tractor Beam ---------------------------------------------------------------------------
def _beam_squares(shot: Shot, effect: Effect, target: str) -> list[Square]:
    """Up to `push` squares from the target (any path), onto a square you can see."""
    visible = shot.arena.visible_squares(shot.square)
    return [s for s in shot.arena.within(shot.where(target), effect.params.push) if s in visible]


@cache  # arenas never change
def _draggable(arena: Arena, here: Square, n: int) -> frozenset[Square]:
    """Where a target may stand to be dragged up to `n` squares onto a square seen from `here`."""
    visible = arena.visible_squares(here)
    return frozenset(t for t in arena.squares if not visible.isdisjoint(arena.within(t, n)))


def _beam_spots(arena: Arena, here: Square, effect: Effect) -> frozenset[Square]:
    return _draggable(arena, here, effect.params.push)


def _beam_targets(shot: Shot, effect: Effect) -> Iterator[str]:
    spots = _beam_spots(shot.arena, shot.square, effect)
    return (c for c in eligible(shot, effect, shot.enemies) if shot.where(c) in spots)


@script(any_of(_beam_targets), "tractor_beam", opens=by_spots(_beam_spots))
def tractor_beam(shot: Shot, effect: Effect) -> Flow:
    """The target need not be visible before the move, only where it lands."""
    [target] = yield from choose_up_to(shot, effect, list(_beam_targets(shot, effect)))
    dest = yield from shot.choose_square(f"{effect.name}: drag it where (in your sight)?",
                                         _beam_squares(shot, effect, target))
    shot.move(target, dest)
    yield from strike(shot, effect, target)


@script(some(near), "punisher", sight=False)
def punisher(shot: Shot, effect: Effect) -> Flow:
    """The target comes onto your square, then takes the effect."""
    [target] = yield from choose_up_to(shot, effect, near(shot, effect))
    shot.move(target, shot.square)
    yield from strike(shot, effect, target)


# --- Vortex Cannon --------------------------------------------------------------------------
def _pulled(shot: Shot, effect: Effect, vortex: Square, targets: list[str] | None = None) -> list[str]:
    """Enemies on the vortex or up to `pull` squares from it; they need not be visible.
    `targets`: the eligible enemies, when the caller listed them for several vortices."""
    targets = eligible(shot, effect, shot.enemies) if targets is None else targets
    return [c for c in targets if shot.arena.distance(shot.where(c), vortex) <= effect.params.pull]


def _vortices(shot: Shot, effect: Effect) -> Iterator[Square]:
    targets = eligible(shot, effect, shot.enemies)  # the same wherever the vortex opens
    if not targets:
        return
    here, arena = shot.square, shot.arena
    for s in arena.squares:
        if s != here and arena.can_see(here, s) and _pulled(shot, effect, s, targets):
            yield s


def _into_vortex(shot: Shot, effect: Effect) -> Flow:
    vortex = shot.memo["vortex"]
    for target in (yield from choose_up_to(shot, effect, _pulled(shot, effect, vortex))):
        shot.move(target, vortex)
        yield from strike(shot, effect, target)


@cache  # arenas never change
def _pullable(arena: Arena, here: Square, pull: int) -> frozenset[Square]:
    """Where an enemy may stand to be pulled into a vortex opened from `here`: within `pull`
    of a square you see, not yours."""
    visible = arena.visible_squares(here) - {here}
    return frozenset(t for t in arena.squares if not visible.isdisjoint(arena.within(t, pull)))


def _vortex_spots(arena: Arena, here: Square, effect: Effect) -> frozenset[Square]:
    return _pullable(arena, here, effect.params.pull)


def _any_vortex(shot: Shot, effect: Effect) -> bool:
    """`_vortices` yields something, asked from the targets' side: an eligible enemy within
    `pull` of a square in your sight, not yours."""
    spots = _vortex_spots(shot.arena, shot.square, effect)
    return any(shot.where(c) in spots for c in eligible(shot, effect, shot.enemies))


@script(_any_vortex, "vortex", opens=by_spots(_vortex_spots))
def vortex(shot: Shot, effect: Effect) -> Flow:
    shot.memo["vortex"] = yield from shot.choose_square(f"{effect.name}: open the vortex where?",
                                                        list(_vortices(shot, effect)))
    yield from _into_vortex(shot, effect)


def _black_hole_targets(shot: Shot, effect: Effect) -> list[str]:
    return _pulled(shot, effect, shot.memo["vortex"]) if "vortex" in shot.memo else []


@script(some(_black_hole_targets), "black_hole")
def black_hole(shot: Shot, effect: Effect) -> Flow:
    yield from _into_vortex(shot, effect)


# --- Furnace --------------------------------------------------------------------------------
def _in_room(shot: Shot, room: str) -> list[str]:
    return [c for c in shot.enemies if shot.arena.room_of(shot.where(c)) == room]


def _furnace_rooms(shot: Shot, effect: Effect) -> list[str]:
    """Rooms you can see, not your own, with an enemy in them (BASE-WG-8 [U], as recommended)."""
    own = shot.arena.room_of(shot.square)
    return [r for r in shot.arena.visible_rooms(shot.square) if r != own and _in_room(shot, r)]


@script(some(_furnace_rooms), "furnace")
def furnace(shot: Shot, effect: Effect) -> Flow:
    room = yield from shot.choose(f"{effect.name}: which room takes {what(effect)}?",
                                  [(r, f"the {r} room") for r in _furnace_rooms(shot, effect)])
    for target in _in_room(shot, room):
        yield from strike(shot, effect, target)


# --- Hellion --------------------------------------------------------------------------------
@script(some(seen), "hellion", sight=True)
def hellion(shot: Shot, effect: Effect) -> Flow:
    """The damage to the target, then the marks to it and to every other enemy on its square."""
    [target] = yield from choose_up_to(shot, effect, seen(shot, effect))
    yield from shot.hit(effect.id, target, damage=effect.params.damage, marks=effect.params.marks)
    for other in shot.enemies_on(shot.where(target)):
        if other != target:
            yield from shot.hit(effect.id, other, marks=effect.params.marks)


# --- squares ahead in a direction: Flamethrower, Power Glove's rocket fist --------------------
def _damage_ahead(effect: Effect) -> list[int]:
    """The damage on each square ahead: the Flamethrower's first and second, or each of the
    rocket fist's `move` steps."""
    p = effect.params
    return [p.damage] * p.move if p.move else [p.damage, p.second_square_damage]


def _ahead(shot: Shot, effect: Effect, d: str) -> tuple[Square, ...]:
    """Legal steps in one direction: doors pass, walls stop, your own square is not hit."""
    return shot.arena.straight(shot.square, d, len(_damage_ahead(effect)))


def _ways(shot: Shot, effect: Effect) -> list[str]:
    return [d for d in DIRECTIONS if any(shot.enemies_on(s) for s in _ahead(shot, effect, d))]


def _ahead_spots(arena: Arena, here: Square, effect: Effect) -> frozenset[Square]:
    return arena.ahead(here, len(_damage_ahead(effect)))


def _any_ahead(shot: Shot, effect: Effect) -> bool:
    """`_ways` is not empty: an enemy on a square ahead in some direction (asked at every
    look at what a character can do)."""
    ahead = _ahead_spots(shot.arena, shot.square, effect)
    return any(shot.where(c) in ahead for c in shot.enemies)


def _one_on_each(shot: Shot, effect: Effect, walk: bool) -> Flow:
    """At most 1 target on each square ahead, in order, and at least one in all (BASE-WG-8 [U]:
    the recommendation holds even where the card lets the player pick nobody).
    Walking (rocket fist), you step onto each square first; the second step is yours to skip
    once you have hit someone."""
    d = yield from choose_direction(shot, effect, _ways(shot, effect))
    squares = _ahead(shot, effect, d)
    struck = False
    for i, (square, damage) in enumerate(zip(squares, _damage_ahead(effect))):
        if walk:
            if struck:
                step = yield from shot.choose_square(f"{effect.name}: take the next step?", [square], optional=True)
                if step is None:
                    return
            shot.move(shot.shooter, square)
        later = any(shot.enemies_on(s) for s in squares[i + 1:])
        prompt = f"{effect.name}: who on {shot.eng.arena.place(square)} takes {damage} damage?"
        target = yield from shot.choose_target(prompt, shot.enemies_on(square), optional=struck or later)
        if target is not None:
            yield from shot.hit(effect.id, target, damage=damage)
            struck = True


@script(_any_ahead, "flamethrower", opens=by_spots(_ahead_spots))
def flamethrower(shot: Shot, effect: Effect) -> Flow:
    yield from _one_on_each(shot, effect, walk=False)


@script(_any_ahead, "rocket_fist", opens=by_spots(_ahead_spots))
def rocket_fist(shot: Shot, effect: Effect) -> Flow:
    yield from _one_on_each(shot, effect, walk=True)


@script(_any_ahead, "barbecue", opens=by_spots(_ahead_spots))
def barbecue(shot: Shot, effect: Effect) -> Flow:
    """Every enemy on the first square ahead, then every enemy on the second."""
    d = yield from choose_direction(shot, effect, _ways(shot, effect))
    for square, damage in zip(_ahead(shot, effect, d), _damage_ahead(effect)):
        for target in shot.enemies_on(square):
            yield from shot.hit(effect.id, target, damage=damage)


# --- Power Glove ----------------------------------------------------------------------------
@script(some(near), "power_glove", sight=False)
def power_glove(shot: Shot, effect: Effect) -> Flow:
    """You move onto the target's square, then it takes the effect."""
    [target] = yield from choose_up_to(shot, effect, near(shot, effect))
    shot.move(shot.shooter, shot.where(target))
    yield from strike(shot, effect, target)


# --- Rocket Launcher ------------------------------------------------------------------------
@script(some(seen), "rocket_launcher", sight=True)
def rocket_launcher(shot: Shot, effect: Effect) -> Flow:
    [target] = yield from choose_up_to(shot, effect, seen(shot, effect))
    # The fragmenting warhead (select "blast") is part of this hit: it takes whoever stands on
    # the target's square now, the target included, whatever moves afterwards.
    shot.memo["blast"] = shot.enemies_on(shot.where(target))
    yield from strike(shot, effect, target)
    yield from push(shot, effect, target)


# --- Railgun --------------------------------------------------------------------------------
def _on_line(shot: Shot, effect: Effect, d: str, targets: list[str] | None = None) -> list[str]:
    """Your square and every square beyond it in the direction, through walls. `targets`:
    the eligible enemies, when the caller listed them for several directions."""
    line = shot.arena.line(shot.square, d)
    targets = eligible(shot, effect, shot.enemies) if targets is None else targets
    return [c for c in targets if shot.where(c) in line]


def _rail_ways(shot: Shot, effect: Effect) -> Iterator[str]:
    targets = eligible(shot, effect, shot.enemies)  # the same in every direction
    if targets:
        yield from (d for d in DIRECTIONS if _on_line(shot, effect, d, targets))


def _rail_spots(arena: Arena, here: Square, effect: Effect) -> frozenset[Square]:
    """Every square on your square's line in some direction (`_on_line`); `by_spots` keeps it."""
    return frozenset(s for d in DIRECTIONS for s in arena.line(here, d))


@script(any_of(_rail_ways), "railgun", opens=by_spots(_rail_spots))
def railgun(shot: Shot, effect: Effect) -> Flow:
    d = yield from choose_direction(shot, effect, list(_rail_ways(shot, effect)))
    for target in (yield from choose_up_to(shot, effect, _on_line(shot, effect, d))):
        yield from strike(shot, effect, target)


# --- Siren Call (HS-W-3) --------------------------------------------------------------------
def _lure_usable(shot: Shot, effect: Effect) -> bool:
    basic = basic_of(shot)
    return basic.id not in shot.used and usable(shot, basic)


@script(_lure_usable, "lure")
def lure(shot: Shot, effect: Effect) -> Flow:
    """Part of the basic effect, so it resolves it: the lured enemy moves first, then takes the
    basic effect. Resolved as a box of its own, a lone move would hit nobody (BASE-WG-8)."""
    basic = basic_of(shot)
    [target] = yield from choose_up_to(shot, basic, seen(shot, basic))
    yield from push(shot, effect, target)  # "you may", as every push on the cards
    shot.used.append(basic.id)
    yield from strike(shot, basic, target)


# --- Battering Ram (HS-W-8) -----------------------------------------------------------------
@cache  # arenas never change
def _ram_ends(arena: Arena, here: Square, n: int) -> tuple[tuple[str, Square], ...]:
    """Each direction with the square `n` legal steps away in it."""
    return tuple((d, ray[-1]) for d in DIRECTIONS if len(ray := arena.straight(here, d, n)) == n)


def _rams(shot: Shot, effect: Effect) -> Iterator[tuple[str, Square]]:
    """Each direction with the square `move` legal steps away, where an enemy waits."""
    for d, end in _ram_ends(shot.arena, shot.square, effect.params.move):
        if eligible(shot, effect, shot.enemies_on(end)):
            yield d, end


def _ram_spots(arena: Arena, here: Square, effect: Effect) -> frozenset[Square]:
    """The squares `move` legal steps away (`_rams`); `by_spots` keeps it."""
    return frozenset(end for _, end in _ram_ends(arena, here, effect.params.move))


@script(any_of(_rams), "battering_ram", opens=by_spots(_ram_spots))
def battering_ram(shot: Shot, effect: Effect) -> Flow:
    rams = dict(_rams(shot, effect))
    d = yield from choose_direction(shot, effect, list(rams))
    shot.memo["direction"] = d
    shot.move(shot.shooter, rams[d])
    [target] = yield from choose_up_to(shot, effect, eligible(shot, effect, shot.enemies_on(rams[d])))
    yield from strike(shot, effect, target)


@script(some(basic_targets), "follow_through")
def follow_through(shot: Shot, effect: Effect) -> Flow:
    """[U] HS-W-8 "(if legal)" qualifies the push only: against a wall the target stays, and
    still takes the damage."""
    for target in basic_targets(shot, effect):
        ray = shot.arena.straight(shot.where(target), shot.memo["direction"], effect.params.push)
        if ray:
            shot.move(target, ray[-1])
        yield from strike(shot, effect, target)
