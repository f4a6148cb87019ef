"""The weapon effects no shape covers, each under the name a card file gives it
(`shape = "script"`, `script = "<name>"`); their numbers still come from the card's params.
Base weapons first (BASE-WG), then the house character weapons (HS-W-1..12)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from ...arena import DIRECTIONS, Arena
from ...catalog.models import Effect
from ...message import Msg
from ..cards import colour_msg
from ..decision import Flow
from ..state import Square
from .common import (REACHES, TARGETS, Behaviour, Reach, Run, Spots, Usable, any_of, asked, basic_of, basic_once,
                     basic_targets, choose_direction, choose_up_to, eligible, named, near, push, seen, some, strike,
                     usable)

if TYPE_CHECKING:
    from ..shot import Shot

SCRIPTS: dict[str, Behaviour] = {}


def script(*names: str, usable: Usable | None = None, select: str | None = None,
           spots: Spots | None = None) -> Callable[[Run], Run]:
    """File the decorated run under each name a card file may give, with when it is usable:
    `usable`, the script's own test; or `select`, a selector of the shapes' ("seen", "near")
    the script takes its targets from, usable when it offers anyone and hitting by its
    `Reach` as a shape over it does. `spots`, beside `usable`: the squares the arena alone
    decides from the shooter's square (a direction's squares, a line...), one of which an
    enemy within the card's distance must stand on for `usable` to hold (its `Reach`)."""
    def wrap(run: Run) -> Run:
        if select is not None:
            how = Behaviour(run, some(TARGETS[select]), REACHES[select])
        else:
            assert usable is not None, f"script {names[0]}: give its usable or its select"
            how = Behaviour(run, usable, None if spots is None else Reach(spots=spots))
        for key in names:
            SCRIPTS[key] = how
        return run
    return wrap


# --- Machine Gun ----------------------------------------------------------------------------
def _tripod_fresh(shot: Shot, effect: Effect) -> list[str]:
    taken = shot.already_targeted()
    return [c for c in shot.seen() if c not in taken]


def _tripod_usable(shot: Shot, effect: Effect) -> bool:
    return bool(basic_once(shot, effect) or _tripod_fresh(shot, effect))


@script("turret_tripod", usable=_tripod_usable)
def turret_tripod(shot: Shot, effect: Effect) -> Flow:
    """1 more damage to a basic target without the focus shot's point, and/or 1 damage to a
    different target you can see: at least one of the two."""
    damage = effect.params.damage
    fresh = _tripod_fresh(shot, effect)
    extra = yield from shot.choose_target(Msg("{effect}: which basic target takes {n} more damage?",
                                              effect=named(shot, effect), n=damage),
                                          basic_once(shot, effect), optional=bool(fresh))
    if extra is not None:
        shot.hit(effect.id, extra, damage=damage)
    other = yield from shot.choose_target(Msg("{effect}: which other target takes {n} damage?",
                                              effect=named(shot, effect), n=damage), fresh, optional=extra is not None)
    if other is not None:
        shot.hit(effect.id, other, damage=damage)


# --- Tractor Beam ---------------------------------------------------------------------------
def _beam_squares(shot: Shot, effect: Effect, target: str) -> list[Square]:
    """Up to `push` squares from the target (any path), onto a square you can see."""
    visible = shot.arena.visible_squares(shot.square)
    return [s for s in shot.arena.within(shot.where(target), effect.params.push) if s in visible]


def _draggable(arena: Arena, here: Square, n: int) -> frozenset[Square]:
    """Where a target may stand to be dragged up to `n` squares onto a square seen from `here`."""
    visible = arena.visible_squares(here)
    return frozenset(t for t in arena.squares if not visible.isdisjoint(arena.within(t, n)))


def _beam_spots(arena: Arena, here: Square, effect: Effect) -> frozenset[Square]:
    return _draggable(arena, here, effect.params.push)


def _beam_targets(shot: Shot, effect: Effect) -> Iterator[str]:
    spots = _beam_spots(shot.arena, shot.square, effect)
    return (c for c in eligible(shot, effect, shot.enemies) if shot.where(c) in spots)


@script("tractor_beam", usable=any_of(_beam_targets), spots=_beam_spots)
def tractor_beam(shot: Shot, effect: Effect) -> Flow:
    """The target need not be visible before the move, only where it lands."""
    [target] = yield from choose_up_to(shot, effect, list(_beam_targets(shot, effect)))
    dest = yield from shot.choose_square(Msg("{effect}: drag it where (in your sight)?", effect=named(shot, effect)),
                                         _beam_squares(shot, effect, target))
    shot.move(target, dest)
    strike(shot, effect, target)


@script("punisher", select="near")
def punisher(shot: Shot, effect: Effect) -> Flow:
    """The target comes onto your square, then takes the effect."""
    [target] = yield from choose_up_to(shot, effect, near(shot, effect))
    shot.move(target, shot.square)
    strike(shot, effect, target)


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
        strike(shot, effect, target)


def _pullable(arena: Arena, here: Square, pull: int) -> frozenset[Square]:
    """Where an enemy may stand to be pulled into a vortex opened from `here`: within `pull`
    of a square you see, not yours."""
    visible = arena.visible_squares(here) - {here}
    return frozenset(t for t in arena.squares if not visible.isdisjoint(arena.within(t, pull)))


def _vortex_spots(arena: Arena, here: Square, effect: Effect) -> frozenset[Square]:
    return _pullable(arena, here, effect.params.pull)


@script("vortex", usable=any_of(_vortices), spots=_vortex_spots)
def vortex(shot: Shot, effect: Effect) -> Flow:
    shot.memo["vortex"] = yield from shot.choose_square(Msg("{effect}: open the vortex where?",
                                                            effect=named(shot, effect)), list(_vortices(shot, effect)))
    yield from _into_vortex(shot, effect)


def _black_hole_targets(shot: Shot, effect: Effect) -> list[str]:
    return _pulled(shot, effect, shot.memo["vortex"]) if "vortex" in shot.memo else []


@script("black_hole", usable=some(_black_hole_targets))
def black_hole(shot: Shot, effect: Effect) -> Flow:
    yield from _into_vortex(shot, effect)


# --- Furnace --------------------------------------------------------------------------------
def _in_room(shot: Shot, room: str) -> list[str]:
    return [c for c in shot.enemies if shot.arena.room_of(shot.where(c)) == room]


def _furnace_rooms(shot: Shot, effect: Effect) -> list[str]:
    """Rooms you can see, not your own, with an enemy in them (BASE-WG-8 [U], as recommended)."""
    own = shot.arena.room_of(shot.square)
    return [r for r in shot.arena.visible_rooms(shot.square) if r != own and _in_room(shot, r)]


@script("furnace", usable=some(_furnace_rooms))
def furnace(shot: Shot, effect: Effect) -> Flow:
    room = yield from shot.choose(asked("room", named(shot, effect), effect),
                                  [(r, Msg("the {colour} room", colour=colour_msg(r))) for r in _furnace_rooms(shot, effect)])
    for target in _in_room(shot, room):
        strike(shot, effect, target)


# --- Hellion --------------------------------------------------------------------------------
@script("hellion", select="seen")
def hellion(shot: Shot, effect: Effect) -> Flow:
    """The damage to the target, then the marks to it and to every other enemy on its square."""
    [target] = yield from choose_up_to(shot, effect, seen(shot, effect))
    shot.hit(effect.id, target, damage=effect.params.damage, marks=effect.params.marks)
    for other in shot.enemies_on(shot.where(target)):
        if other != target:
            shot.hit(effect.id, other, marks=effect.params.marks)


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
                step = yield from shot.choose_square(Msg("{effect}: take the next step?", effect=named(shot, effect)),
                                                     [square], optional=True)
                if step is None:
                    return
            shot.move(shot.shooter, square)
        later = any(shot.enemies_on(s) for s in squares[i + 1:])
        prompt = Msg("{effect}: who on {place} takes {n} damage?", effect=named(shot, effect),
                     place=shot.arena.place(square), n=damage)
        target = yield from shot.choose_target(prompt, shot.enemies_on(square), optional=struck or later)
        if target is not None:
            shot.hit(effect.id, target, damage=damage)
            struck = True


@script("flamethrower", usable=some(_ways), spots=_ahead_spots)
def flamethrower(shot: Shot, effect: Effect) -> Flow:
    yield from _one_on_each(shot, effect, walk=False)


@script("rocket_fist", usable=some(_ways), spots=_ahead_spots)
def rocket_fist(shot: Shot, effect: Effect) -> Flow:
    yield from _one_on_each(shot, effect, walk=True)


@script("barbecue", usable=some(_ways), spots=_ahead_spots)
def barbecue(shot: Shot, effect: Effect) -> Flow:
    """Every enemy on the first square ahead, then every enemy on the second."""
    d = yield from choose_direction(shot, effect, _ways(shot, effect))
    for square, damage in zip(_ahead(shot, effect, d), _damage_ahead(effect)):
        for target in shot.enemies_on(square):
            shot.hit(effect.id, target, damage=damage)


# --- Power Glove ----------------------------------------------------------------------------
@script("power_glove", select="near")
def power_glove(shot: Shot, effect: Effect) -> Flow:
    """You move onto the target's square, then it takes the effect."""
    [target] = yield from choose_up_to(shot, effect, near(shot, effect))
    shot.move(shot.shooter, shot.where(target))
    strike(shot, effect, target)


# --- Rocket Launcher ------------------------------------------------------------------------
@script("rocket_launcher", select="seen")
def rocket_launcher(shot: Shot, effect: Effect) -> Flow:
    [target] = yield from choose_up_to(shot, effect, seen(shot, effect))
    # The fragmenting warhead (select "blast") is part of this hit: it takes whoever stands on
    # the target's square now, the target included, whatever moves afterwards.
    shot.memo["blast"] = shot.enemies_on(shot.where(target))
    strike(shot, effect, target)
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
    """Every square on your square's line in some direction (`_on_line`)."""
    return frozenset(s for d in DIRECTIONS for s in arena.line(here, d))


@script("railgun", usable=any_of(_rail_ways), spots=_rail_spots)
def railgun(shot: Shot, effect: Effect) -> Flow:
    d = yield from choose_direction(shot, effect, list(_rail_ways(shot, effect)))
    for target in (yield from choose_up_to(shot, effect, _on_line(shot, effect, d))):
        strike(shot, effect, target)


# --- Siren Call (HS-W-3) --------------------------------------------------------------------
def _lure_usable(shot: Shot, effect: Effect) -> bool:
    basic = basic_of(shot)
    return basic.id not in shot.used and usable(shot, basic)


@script("lure", usable=_lure_usable)
def lure(shot: Shot, effect: Effect) -> Flow:
    """Part of the basic effect, so it resolves it: the lured enemy moves first, then takes the
    basic effect. Resolved as a box of its own, a lone move would hit nobody (BASE-WG-8)."""
    basic = basic_of(shot)
    [target] = yield from choose_up_to(shot, basic, seen(shot, basic))
    yield from push(shot, effect, target)  # "you may", as every push on the cards
    shot.used.append(basic.id)
    strike(shot, basic, target)


# --- Battering Ram (HS-W-8) -----------------------------------------------------------------
def _ram_ends(arena: Arena, here: Square, n: int) -> tuple[tuple[str, Square], ...]:
    """Each direction with the square `n` legal steps away in it."""
    return tuple((d, ray[-1]) for d in DIRECTIONS if len(ray := arena.straight(here, d, n)) == n)


def _rams(shot: Shot, effect: Effect) -> Iterator[tuple[str, Square]]:
    """Each direction with the square `move` legal steps away, where an enemy waits."""
    for d, end in _ram_ends(shot.arena, shot.square, effect.params.move):
        if eligible(shot, effect, shot.enemies_on(end)):
            yield d, end


def _ram_spots(arena: Arena, here: Square, effect: Effect) -> frozenset[Square]:
    """The squares `move` legal steps away (`_rams`)."""
    return frozenset(end for _, end in _ram_ends(arena, here, effect.params.move))


@script("battering_ram", usable=any_of(_rams), spots=_ram_spots)
def battering_ram(shot: Shot, effect: Effect) -> Flow:
    rams = dict(_rams(shot, effect))
    d = yield from choose_direction(shot, effect, list(rams))
    shot.memo["direction"] = d
    shot.move(shot.shooter, rams[d])
    [target] = yield from choose_up_to(shot, effect, eligible(shot, effect, shot.enemies_on(rams[d])))
    strike(shot, effect, target)


@script("follow_through", usable=some(basic_targets))
def follow_through(shot: Shot, effect: Effect) -> Flow:
    """[U] HS-W-8 "(if legal)" qualifies the push only: against a wall the target stays, and
    still takes the damage."""
    for target in basic_targets(shot, effect):
        ray = shot.arena.straight(shot.where(target), shot.memo["direction"], effect.params.push)
        if ray:
            shot.move(target, ray[-1])
        strike(shot, effect, target)
    return
    yield  # a flow that asks nothing: the effect chosen was the player's choice (`shoot`)
