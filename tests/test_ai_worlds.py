"""A bot's dealt world (`ai.worlds.world`) is the game at the same question: it must be found
for every kind of question, whatever its prompt is made of."""

from __future__ import annotations

import random

from adrenaline_team.ai.worlds import reshuffled, world
from adrenaline_team.rules import Game, GameConfig, PlayerConfig
from adrenaline_team.rules.observe import observe

TWO_V_TWO = GameConfig(black=[PlayerConfig(name="Ann"), PlayerConfig(name="Bo")],
                       white=[PlayerConfig(name="Cy"), PlayerConfig(name="Di")])


def test_a_world_is_dealt_at_a_question_whose_prompt_is_made_when_first_read():
    """The questions of a shot (target, square, effect), a payment, a spawn or a discard made
    their prompt only when read: two such questions never compared equal, so no world was ever
    found for them, and every level answered them without looking ahead."""
    game, rnd = Game.new(TWO_V_TWO, 3), random.Random(3)
    lazy = found = 0
    while not game.over and lazy < 40:
        d = game.decision
        if callable(d.ask) and len(d.choices) > 1:
            lazy += 1
            found += world(observe(game, d.team), random.Random(lazy)) is not None
        game.choose(rnd.choice(d.choices))
    assert lazy == 40 and found >= 36  # a world is refused only after a reshuffle since the turn began


def test_a_world_is_dealt_after_the_powerup_deck_ran_out_in_the_turn():
    """BASE-REFILL-3: a draw from an empty powerup deck shuffles the discards in. No world
    could pin that shuffle, so none was dealt for the rest of such a turn, and every level
    answered it without looking ahead (the expert missed a puzzle's reloads so). Here every
    team turn starts with one card left in the deck, so its second draw reshuffles it."""
    game, rnd = Game.new(TWO_V_TWO, 5), random.Random(5)
    after = found = 0
    while not game.over and after < 30:
        state = game.state
        if state.table.phase == "turn" and not state.script and len(state.table.powerup_deck) > 1:
            table = state.table
            table.powerup_discard += table.powerup_deck[:-1]
            table.powerup_deck = table.powerup_deck[-1:]
            game = Game.resume(state)
        d = game.decision
        obs = observe(game, d.team)
        if len(d.choices) > 1 and obs.now.phase == "turn" and reshuffled(obs):
            after += 1
            dealt = world(obs, random.Random(after))
            found += dealt is not None and observe(dealt, d.team).decision == obs.decision
        game.choose(rnd.choice(d.choices))
    assert after == 30 and found >= 27
