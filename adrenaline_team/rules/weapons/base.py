"""The 21 arena weapons of the base game (BASE-WG-1..9). Most effects
are one of the shared shapes, filed below by shape; the rest have their own script."""

from __future__ import annotations

from ...arena import DIRECTIONS
from ..decision import Flow
from ..shot import Shot
from .common import (MOVE, area, choose_direction, choose_up_to, eligible, everyone, near, pick, push, register,
                     scripted, seen, seen_by_target, some, squares_near, squares_seen, strike, topped, unseen, what)

register(pick(seen), "lock_rifle.basic", "lock_rifle.second_lock", "machine_gun.basic", "thor.basic",
         "plasma_gun.basic", "whisper.basic", "grenade_launcher.basic", "zx2.basic", "zx2.scanner")
register(pick(unseen), "heatseeker.basic")
register(pick(near), "cyberblade.basic", "cyberblade.slice_and_dice", "shotgun.basic", "shotgun.long_barrel",
         "shockwave.basic", "sledgehammer.basic", "sledgehammer.pulverize")
register(pick(seen_by_target), "thor.chain_reaction", "thor.high_voltage")
register(pick(topped), "machine_gun.focus_shot", "plasma_gun.charged_shot")
register(everyone(near), "electroscythe.basic", "electroscythe.reaper", "shockwave.tsunami")
register(area(squares_near), "furnace.cozy_fire")
register(area(squares_seen), "grenade_launcher.extra_grenade")
register(MOVE, "plasma_gun.phase_glide", "rocket_launcher.rocket_jump", "cyberblade.shadowstep")


# --- Machine Gun ----------------------------------------------------------------------------
def _tripod_fresh(shot: Shot, effect) -> list[str]:
    return [c for c in shot.seen() if c not in shot.already_targeted()]


def _tripod_usable(shot: Shot, effect) -> bool:
    return bool(topped(shot, effect) or _tripod_fresh(shot, effect))


@scripted(_tripod_usable, "machine_gun.turret_tripod")
def machine_gun_turret_tripod(shot: Shot, effect) -> Flow:
    """1 more damage to a basic target without the focus shot's point, and/or 1 damage to a
    different target you can see: at least one of the two."""
    damage = effect.params["damage"]
    fresh = _tripod_fresh(shot, effect)
    extra = yield from shot.choose_target(f"{effect.name}: which basic target takes {damage} more damage?",
                                          topped(shot, effect), optional=bool(fresh))
    if extra is not None:
        yield from shot.hit(effect.id, extra, damage=damage)
    other = yield from shot.choose_target(f"{effect.name}: which other target takes {damage} damage?", fresh,
                                          optional=extra is not None)
    if other is not None:
        yield from shot.hit(effect.id, other, damage=damage)


# --- Tractor Beam ---------------------------------------------------------------------------
def _beam_squares(shot: Shot, effect, target: str) -> list:
    """Up to `push` squares from the target (any path), onto a square you can see."""
    return [s for s in shot.arena.within(shot.where(target), effect.params["push"])
            if shot.arena.can_see(shot.square, s)]


def _beam_targets(shot: Shot, effect) -> list[str]:
    return [c for c in eligible(shot, effect, shot.enemies()) if _beam_squares(shot, effect, c)]


@scripted(some(_beam_targets), "tractor_beam.basic")
def tractor_beam_basic(shot: Shot, effect) -> Flow:
    """The target need not be visible before the move, only where it lands."""
    [target] = yield from choose_up_to(shot, effect, _beam_targets(shot, effect))
    dest = yield from shot.choose_square(f"{effect.name}: drag it where (in your sight)?",
                                         _beam_squares(shot, effect, target))
    shot.move(target, dest)
    yield from strike(shot, effect, target)


@scripted(some(near), "tractor_beam.punisher")
def tractor_beam_punisher(shot: Shot, effect) -> Flow:
    [target] = yield from choose_up_to(shot, effect, near(shot, effect))
    shot.move(target, shot.square)
    yield from strike(shot, effect, target)


# --- Vortex Cannon --------------------------------------------------------------------------
def _pulled(shot: Shot, effect, vortex) -> list[str]:
    """Enemies on the vortex or up to `pull` squares from it; they need not be visible."""
    return [c for c in eligible(shot, effect, shot.enemies())
            if shot.arena.distance(shot.where(c), vortex) <= effect.params["pull"]]


def _vortices(shot: Shot, effect) -> list:
    return [s for s in shot.arena.squares
            if s != shot.square and shot.arena.can_see(shot.square, s) and _pulled(shot, effect, s)]


def _into_vortex(shot: Shot, effect) -> Flow:
    vortex = shot.memo["vortex"]
    for target in (yield from choose_up_to(shot, effect, _pulled(shot, effect, vortex))):
        shot.move(target, vortex)
        yield from strike(shot, effect, target)


@scripted(some(_vortices), "vortex_cannon.basic")
def vortex_cannon_basic(shot: Shot, effect) -> Flow:
    shot.memo["vortex"] = yield from shot.choose_square(f"{effect.name}: open the vortex where?",
                                                        _vortices(shot, effect))
    yield from _into_vortex(shot, effect)


def _black_hole_targets(shot: Shot, effect) -> list[str]:
    return _pulled(shot, effect, shot.memo["vortex"]) if "vortex" in shot.memo else []


@scripted(some(_black_hole_targets), "vortex_cannon.black_hole")
def vortex_cannon_black_hole(shot: Shot, effect) -> Flow:
    yield from _into_vortex(shot, effect)


# --- Furnace --------------------------------------------------------------------------------
def _in_room(shot: Shot, room: str) -> list[str]:
    return [c for c in shot.enemies() if shot.arena.room_of(shot.where(c)) == room]


def _furnace_rooms(shot: Shot, effect) -> list[str]:
    """Rooms you can see, not your own, with an enemy in them (BASE-WG-8 [U], as recommended)."""
    own = shot.arena.room_of(shot.square)
    return [r for r in shot.arena.visible_rooms(shot.square) if r != own and _in_room(shot, r)]


@scripted(some(_furnace_rooms), "furnace.basic")
def furnace_basic(shot: Shot, effect) -> Flow:
    room = yield from shot.choose(f"{effect.name}: which room takes {what(effect)}?",
                                  [(r, f"the {r} room") for r in _furnace_rooms(shot, effect)])
    for target in _in_room(shot, room):
        yield from strike(shot, effect, target)


# --- Hellion --------------------------------------------------------------------------------
@scripted(some(seen), "hellion.basic", "hellion.nano_tracer")
def hellion(shot: Shot, effect) -> Flow:
    """The damage to the target, then the marks to it and to every other enemy on its square."""
    [target] = yield from choose_up_to(shot, effect, seen(shot, effect))
    yield from shot.hit(effect.id, target, damage=effect.params["damage"], marks=effect.params["marks"])
    for other in shot.enemies_on(shot.where(target)):
        if other != target:
            yield from shot.hit(effect.id, other, marks=effect.params["marks"])


# --- squares ahead in a direction: Flamethrower, Power Glove's rocket fist --------------------
def _damage_ahead(effect) -> list[int]:
    """The damage on each square ahead: the Flamethrower's S1 and S2, or each of the rocket
    fist's `move` steps."""
    p = effect.params
    return [p["damage"]] * p["move"] if "move" in p else [p["damage"], p["second_square_damage"]]


def _ahead(shot: Shot, effect, d: str) -> tuple:
    """Legal steps in one direction: doors pass, walls stop, your own square is not hit."""
    return shot.arena.straight(shot.square, d, len(_damage_ahead(effect)))


def _ways(shot: Shot, effect) -> list[str]:
    return [d for d in DIRECTIONS if any(shot.enemies_on(s) for s in _ahead(shot, effect, d))]


def _one_on_each(shot: Shot, effect, walk: bool) -> Flow:
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
        prompt = f"{effect.name}: who on ({square[0]},{square[1]}) takes {damage} damage?"
        target = yield from shot.choose_target(prompt, shot.enemies_on(square), optional=struck or later)
        if target is not None:
            yield from shot.hit(effect.id, target, damage=damage)
            struck = True


@scripted(some(_ways), "flamethrower.basic")
def flamethrower_basic(shot: Shot, effect) -> Flow:
    yield from _one_on_each(shot, effect, walk=False)


@scripted(some(_ways), "power_glove.rocket_fist")
def power_glove_rocket_fist(shot: Shot, effect) -> Flow:
    yield from _one_on_each(shot, effect, walk=True)


@scripted(some(_ways), "flamethrower.barbecue")
def flamethrower_barbecue(shot: Shot, effect) -> Flow:
    """Every enemy on S1, then every enemy on S2."""
    d = yield from choose_direction(shot, effect, _ways(shot, effect))
    for square, damage in zip(_ahead(shot, effect, d), _damage_ahead(effect)):
        for target in shot.enemies_on(square):
            yield from shot.hit(effect.id, target, damage=damage)


# --- Power Glove ----------------------------------------------------------------------------
@scripted(some(near), "power_glove.basic")
def power_glove_basic(shot: Shot, effect) -> Flow:
    [target] = yield from choose_up_to(shot, effect, near(shot, effect))
    shot.move(shot.shooter, shot.where(target))
    yield from strike(shot, effect, target)


# --- Rocket Launcher ------------------------------------------------------------------------
@scripted(some(seen), "rocket_launcher.basic")
def rocket_launcher_basic(shot: Shot, effect) -> Flow:
    [target] = yield from choose_up_to(shot, effect, seen(shot, effect))
    # The fragmenting warhead is part of this hit: it takes whoever stands on the target's
    # square now, the target included, whatever moves afterwards.
    shot.memo["blast"] = shot.enemies_on(shot.where(target))
    yield from strike(shot, effect, target)
    yield from push(shot, effect, target)


def _blasted(shot: Shot, effect) -> list[str]:
    enemies = shot.enemies()
    return [c for c in shot.memo.get("blast", ()) if c in enemies]


register(everyone(_blasted), "rocket_launcher.fragmenting_warhead")


# --- Railgun --------------------------------------------------------------------------------
def _on_line(shot: Shot, effect, d: str) -> list[str]:
    """Your square and every square beyond it in the direction, through walls."""
    line = shot.arena.line(shot.square, d)
    return [c for c in eligible(shot, effect, shot.enemies()) if shot.where(c) in line]


def _rail_ways(shot: Shot, effect) -> list[str]:
    return [d for d in DIRECTIONS if _on_line(shot, effect, d)]


@scripted(some(_rail_ways), "railgun.basic", "railgun.piercing")
def railgun(shot: Shot, effect) -> Flow:
    d = yield from choose_direction(shot, effect, _rail_ways(shot, effect))
    for target in (yield from choose_up_to(shot, effect, _on_line(shot, effect, d))):
        yield from strike(shot, effect, target)

