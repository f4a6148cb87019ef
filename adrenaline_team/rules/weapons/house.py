"""The 12 character weapons of the house set (HS-W-1..12). Their boxes may be used
without the basic effect (DLC-WG-4); a box about the basic's target names it in `after`.
⚡ boxes cost an Adrenaline Rush payment, which the shoot action takes (HS-AR-3)."""

from __future__ import annotations

from ...arena import DIRECTIONS
from ..decision import Flow
from ..shot import Shot
from .common import (MOVE, area, basic_of, basic_targets, choose_direction, choose_up_to, eligible, everyone, near,
                     on_chosen_square, pick, push, register, scripted, seen, seen_by_target, some, squares_near,
                     squares_seen, strike, topped, unseen, usable)

register(pick(seen), "bile_spitter.basic", "siren_call.basic", "arc_welder.basic", "ghost_knife.haunt",
         "tracer_drone.basic", "twin_pistols.basic", "signal_jammer.basic")
register(pick(unseen), "tracer_drone.drone_sweep")
register(pick(near), "demolisher.basic", "ghost_knife.basic")
register(pick(seen_by_target), "signal_jammer.relay")
register(pick(topped), "bile_spitter.corrosive_burst", "scream.shriek", "demolisher.wrecking_blow",
         "twin_pistols.double_tap")
register(pick(on_chosen_square), "scrap_cannon.scrap_shot")
register(everyone(near), "scream.basic", "scream.howl")
register(everyone(basic_targets), "spore_mine.spore_cloud", "arc_welder.spark")
register(everyone(on_chosen_square), "scrap_cannon.scrap_storm")
# [U] HS-W-6: a shot must hit someone (BASE-WG-8), so the overload goes on a square with an
# enemy on it; it costs nothing, as D-struct's Overload returns every token at the turn's end.
register(area(squares_seen), "scrap_cannon.basic")
register(area(squares_near), "spore_mine.basic")
register(MOVE, "ghost_knife.phase_step")


# --- Siren Call -----------------------------------------------------------------------------
def _lure_usable(shot: Shot, effect) -> bool:
    basic = basic_of(shot)
    return basic.id not in shot.used and usable(shot, basic)


@scripted(_lure_usable, "siren_call.lure")
def siren_call_lure(shot: Shot, effect) -> Flow:
    """Part of the basic effect, so it resolves it: the lured enemy moves first, then takes the
    basic effect. Resolved as a box of its own, a lone move would hit nobody (BASE-WG-8)."""
    basic = basic_of(shot)
    [target] = yield from choose_up_to(shot, basic, seen(shot, basic))
    yield from push(shot, effect, target)  # "you may", as every push on the cards
    shot.used.append(basic.id)
    yield from strike(shot, basic, target)


# --- Battering Ram --------------------------------------------------------------------------
def _rams(shot: Shot, effect) -> dict[str, tuple]:
    """Direction -> the square `move` legal steps away, where an enemy waits."""
    out = {}
    for d in DIRECTIONS:
        ray = shot.arena.straight(shot.square, d, effect.params["move"])
        if len(ray) == effect.params["move"] and eligible(shot, effect, shot.enemies_on(ray[-1])):
            out[d] = ray[-1]
    return out


@scripted(some(_rams), "battering_ram.basic")
def battering_ram_basic(shot: Shot, effect) -> Flow:
    rams = _rams(shot, effect)
    d = yield from choose_direction(shot, effect, list(rams))
    shot.memo["direction"] = d
    shot.move(shot.shooter, rams[d])
    [target] = yield from choose_up_to(shot, effect, eligible(shot, effect, shot.enemies_on(rams[d])))
    yield from strike(shot, effect, target)


@scripted(some(basic_targets), "battering_ram.follow_through")
def battering_ram_follow_through(shot: Shot, effect) -> Flow:
    """[U] HS-W-8 "(if legal)" qualifies the push only: against a wall the target stays, and
    still takes the damage."""
    for target in basic_targets(shot, effect):
        ray = shot.arena.straight(shot.where(target), shot.memo["direction"], effect.params["push"])
        if ray:
            shot.move(target, ray[-1])
        yield from strike(shot, effect, target)
