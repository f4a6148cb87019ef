"""The legality look against its reference, in the spirit of perft: seeded random games on every
arena and team size, and at every question the fast answers (`rules.look.Look`: tables per
arena and effect) must be exactly the reference's (`reference_firing`, `reference_grabs`: the
figure stood on each square, each effect's own `usable` and each cost's `covers`): what each
character on the arena could shoot with which weapon from which square, what it could grab and
where, without a move, after the move its damage allows and after the Adrenaline Rush's; and
the questions the game asks (the action menu, the moves before a grab or a shot, the weapon)
must offer just what the reference says.

Budget: the 36 games of `GAMES` (every arena and team size, a few seconds), the first 12 of
them in the fast loop; the hypothesis test plays more under `--hypothesis-profile=long` (40
games)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adrenaline_team.rules import Game
from adrenaline_team.rules.engine import Engine
from adrenaline_team.rules.cards import weapon
from adrenaline_team.rules.look import Look
from adrenaline_team.rules.payment import Purse, covers, purse
from adrenaline_team.rules.shot import Shot, first_effects, usable_weapons
from adrenaline_team.rules.state import TEAMS, Square, sqkey, standing
from builders import config

ARENAS = "ABCD"
SIZES = [(b, w) for b in (1, 2, 3) for w in (1, 2, 3)]
GAMES = [(seed, ARENAS[seed % 4], SIZES[seed % 9]) for seed in range(36)]
# A random game checked at every question takes seconds; the look's questions are all asked
# well within this many choices (every phase of a turn, kills, the Adrenaline Rush).
CHOICES = 400


# --- the reference: the definition, asked the slow way
def reference_firing(eng: Engine, char: str, player: int, reach: int, rush: bool) -> dict[Square, list[str]]:
    """`Look.firing` by the rules' definition: the character stood on each square within
    `reach`, each weapon it may fire asked on a fresh shot whether one of its first effects
    is paid for (`covers`; a lightning one needs `rush`) and `usable` there."""
    fig = eng.figures[char]
    if fig.square is None:
        return {}
    have = purse(eng, fig.team, player)
    out = {}
    for square in eng.arena.within(fig.square, reach):
        with standing(fig, square):
            weapons = [w for w in usable_weapons(eng, char, player)
                       if _reference_fires(Shot(eng, char, player, w), have, rush)]
        if weapons:
            out[square] = weapons
    return out


def _reference_fires(shot: Shot, have: Purse, rush: bool) -> bool:
    how = shot.behaviours
    return any((rush or not e.lightning) and covers(have, e.cost) and how[e.id].usable(shot, e)
               for e in first_effects(shot.weapon.id))


def reference_grabs(eng: Engine, char: str, player: int, reach: int) -> list[Square]:
    """`Look.grabs` by the rules' definition: each square within `reach` with an ammo tile,
    or a spawnpoint holding a weapon whose grab cost the player's purse `covers`."""
    fig = eng.figures[char]
    if fig.square is None:
        return []
    have = purse(eng, fig.team, player)
    out = []
    for square in eng.arena.within(fig.square, reach):
        colour = eng.arena.spawn_colour(square)
        if colour is None:
            if eng.table.ammo.get(sqkey(square)) is not None:
                out.append(square)
        elif any(w is not None and covers(have, weapon(w).grab_cost) for w in eng.table.slots[colour]):
            out.append(square)
    return out


def check_looks(eng: Engine) -> int:
    """Every character on the arena, for every player who runs it: the fast look and the
    reference agree on every square and weapon. Returns the number of comparisons."""
    n = 0
    for team in TEAMS:
        enemies = tuple(eng.enemies(team))
        for char in eng.teams[team].characters:
            if eng.figures[char].square is None:
                continue
            for player in eng.table.controllers(char):
                rush = eng.can_rush(char)
                seen = Look.of(eng, char, player, purse(eng, team, player), rush, enemies)
                for reach in (0, 1):
                    expected = reference_firing(eng, char, player, reach, rush)
                    assert list(seen.firing(reach).items()) == list(expected.items()), (char, player, reach)
                    assert seen.can_fire(reach) == bool(expected), (char, player, reach)
                for reach in (1, 2):
                    expected_grabs = reference_grabs(eng, char, player, reach)
                    assert seen.grabs(reach) == expected_grabs, (char, player, reach)
                    assert seen.grabs(reach, first=True) == expected_grabs[:1], (char, player, reach)
                if rush:  # as the look will be once an Adrenaline Rush payment is made
                    after = eng.can_rush(char, paid=1)
                    bought = seen.after_rush(after)
                    expected = reference_firing(eng, char, player, 1, after)
                    assert list(bought.firing(1).items()) == list(expected.items()), (char, player, "rush")
                    assert bought.can_fire(1) == bool(expected), (char, player, "rush")
                n += 1
    return n


def offered_actions(eng: Engine, char: str, player: int) -> list[str]:
    """The actions the action question must offer, by the reference (TP-TURN-2/3, HS-AR-3): a
    grab within the move its damage allows, a shot after the move it allows, and an action
    bought with the Adrenaline Rush when it does more (a grab within 2, a shot after a move of
    1, judged as the tile will stand after the payment)."""
    fig = eng.figures[char]
    grab_move = 2 if fig.damage >= 3 else 1
    shoot_move = 1 if fig.damage >= 6 else 0
    rush = eng.can_rush(char)
    keys = []
    if reference_grabs(eng, char, player, grab_move):
        keys.append("action:grab")
    if reference_firing(eng, char, player, shoot_move, rush):
        keys.append("action:shoot")
    if rush and grab_move == 1 and reference_grabs(eng, char, player, 2):
        keys.append("action:rush-grab")
    if rush and shoot_move == 0 and reference_firing(eng, char, player, 1, eng.can_rush(char, paid=1)):
        keys.append("action:rush-shoot")
    return keys + ["action:pass"]


def play_checked(seed: int, arena: str, sizes: tuple[int, int], choices: int = CHOICES) -> int:
    """A random game, the looks checked at every question; returns the comparisons made."""
    game = Game.new(config(arena, sizes[0], sizes[1], reward=None, starting=None), seed)
    rnd = random.Random(seed)
    eng = game.eng
    n = 0
    action = None  # the last action chosen: (character, its player, the choice, its moves)
    for _ in range(choices):
        d = game.pending
        if d is None:
            break
        if d.kind in ("next", "action"):
            n += check_looks(eng)
        if d.kind == "action":
            assert d.figure is not None and d.player is not None
            keys = offered_actions(eng, d.figure, d.player)
            assert [c.key for c in d.choices] == keys
            assert [g.key for g in d.greyed] == [k for k in
                                                 ("action:grab", "action:shoot", "action:rush-grab", "action:rush-shoot")
                                                 if k not in keys]
        elif d.kind == "move" and action is not None:
            char, player, chosen, grab_move, shoot_move = action
            rush = eng.can_rush(char)  # a bought action has paid already
            if d.action == "grab":
                squares = reference_grabs(eng, char, player, 2 if chosen.lightning else grab_move)
            else:
                squares = list(reference_firing(eng, char, player, 1 if chosen.lightning else shoot_move, rush))
            assert [c.square for c in d.choices] == squares
        elif d.kind == "weapon" and action is not None:
            char, player = action[0], action[1]
            assert d.figure == char
            expected = reference_firing(eng, char, player, 0, eng.can_rush(char))
            assert [c.weapon for c in d.choices] == expected[eng.figures[char].square]
        choice = rnd.choice(d.choices)
        if d.kind == "action":
            fig = eng.figures[d.figure]
            action = (d.figure, d.player, choice, 2 if fig.damage >= 3 else 1, 1 if fig.damage >= 6 else 0)
        elif d.kind not in ("move", "weapon", "pay"):
            action = None
        game.choose(choice)
    return n


# The fast loop (`-m "not slow"`) plays the first 12 games, every team size and each arena three
# times, a third of the cost; the golden fingerprint's 36 games there hash every question's legal
# answers, so a look that changes what a player is offered fails there too. The whole suite
# plays all 36.
IN_THE_FAST_LOOP = 12


@pytest.mark.parametrize("seed, arena, sizes", [
    pytest.param(s, a, (b, w), id=f"seed {s} arena {a} {b}v{w}", marks=() if s < IN_THE_FAST_LOOP else pytest.mark.slow)
    for s, a, (b, w) in GAMES])
def test_fast_look_is_the_reference(seed, arena, sizes):
    assert play_checked(seed, arena, sizes) > 0


@pytest.mark.slow
@settings(max_examples=max(1, settings.default.max_examples // 50))
@given(seed=st.integers(0, 2**32), arena=st.sampled_from(ARENAS), sizes=st.sampled_from(SIZES))
def test_fast_look_is_the_reference_in_whole_random_games(seed, arena, sizes):
    play_checked(seed, arena, sizes, choices=100_000)
