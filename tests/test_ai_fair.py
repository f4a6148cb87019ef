"""Fair bots: a computer team decides from what its team may see, like a person at the table.

Two games that a team sees the same way, but that differ in what it cannot see (the other
team's powerups, the order of the face-down decks, the random generator), get the same
answer from the same bot with the same seed, at every level, over many decisions of real
games. The other game is made two ways: by dealing the hidden cards afresh at the start of
a team turn (no bot code involved), and, in mid-turn, as a determinised world."""

from __future__ import annotations

import copy
import random

import pytest

from adrenaline_team.ai import BOTS, make_bot
from adrenaline_team.ai.match import bot_config
from adrenaline_team.ai.worlds import reshuffled, world
from adrenaline_team.rules import Game, GameState
from adrenaline_team.rules.observe import GameSeat, observe
from adrenaline_team.rules.state import other

GAMES = [((1, 1), "A", 3), ((2, 3), "B", 4), ((3, 2), "C", 5)]
# The games go on with a cheaper level's answers where the asked level thinks for long: the
# asked level still answers, twice, at every question compared (the expert thinks for ten
# times as long as the hard bot whose answers move the game on), at most `COMPARED` times a
# game (its hundred questions compared were over a minute of the whole test run).
PLAYED_BY = {"expert": "hard"}
COMPARED = 14


def redealt(game: Game, rnd: random.Random) -> Game | None:
    """At the start of a team turn: the other team's hands and the powerup deck dealt
    afresh from the same cards, every face-down deck reordered, a new random generator."""
    if game.answers or game.table.phase != "turn":
        return None
    team = game.decision.team
    table = game.turn_start.model_copy(deep=True)
    hands = [p.powerups for p in table.teams[other(team)].players]
    cards = [c for h in hands for c in h] + table.powerup_deck
    rnd.shuffle(cards)
    for p in table.teams[other(team)].players:
        p.powerups, cards = cards[:len(p.powerups)], cards[len(p.powerups):]
    table.powerup_deck = cards
    rnd.shuffle(table.ammo_deck)
    rnd.shuffle(table.weapon_deck)
    table.rng = rnd.getrandbits(64)
    return Game.resume(GameState(table=table, script=[]))


def hidden(game: Game, team: str) -> tuple:
    t = game.table
    return (tuple(tuple(p.powerups) for p in t.teams[other(team)].players), tuple(t.powerup_deck),
            tuple(t.ammo_deck), tuple(t.weapon_deck), t.rng)


@pytest.mark.slow
@pytest.mark.parametrize("level", sorted(BOTS))
def test_a_bot_decides_from_what_its_team_sees(level):
    rnd = random.Random(11)
    compared = differed = 0
    for sizes, arena, seed in GAMES:
        game = Game.new(bot_config(sizes, arena, (level, "easy")), seed)
        bots = {"black": make_bot(PLAYED_BY.get(level, level), seed), "white": make_bot("easy", seed + 1)}
        asked = make_bot(level, seed) if level in PLAYED_BY else bots["black"]
        quota = compared + COMPARED if level in PLAYED_BY else None
        for _ in range(3000):
            if game.over or compared == quota:
                break
            d = game.decision
            if d.team == "black" and rnd.random() < (0.5 if level in ("random", "easy") else 0.12):
                # after the powerup deck ran out in the turn a dealt world is not the game's twin
                # (`worlds.reshuffled`): none was dealt there before it, and none is compared
                obs = observe(game, "black")
                alt = redealt(game, rnd) or (None if reshuffled(obs) else world(obs, random.Random(rnd.random())))
                if alt is not None:
                    assert observe(alt, "black") == observe(game, "black")
                    twin = copy.deepcopy(asked)
                    assert twin(GameSeat(alt)).key == copy.deepcopy(asked)(GameSeat(game)).key, (level, d.kind)
                    compared += 1
                    differed += hidden(alt, "black") != hidden(game, "black")
            game.choose(bots[d.team](GameSeat(game)))
    assert compared >= 40
    assert differed >= compared * 0.9  # the other game really hid other cards
