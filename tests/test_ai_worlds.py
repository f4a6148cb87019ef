"""A bot's dealt world (`ai.worlds.world`) is the game at the same question: it must be found
for every kind of question, whatever its prompt is made of."""

from __future__ import annotations

import random

from adrenaline_team.ai.worlds import world
from adrenaline_team.rules import Game, GameConfig, PlayerConfig
from adrenaline_team.rules.observe import observe


def test_a_world_is_dealt_at_a_question_whose_prompt_is_made_when_first_read():
    """The questions of a shot (target, square, effect), a payment, a spawn or a discard made
    their prompt only when read: two such questions never compared equal, so no world was ever
    found for them, and every level answered them without looking ahead."""
    config = GameConfig(black=[PlayerConfig(name="Ann"), PlayerConfig(name="Bo")],
                        white=[PlayerConfig(name="Cy"), PlayerConfig(name="Di")])
    game, rnd = Game.new(config, 3), random.Random(3)
    lazy = found = 0
    while not game.over and lazy < 40:
        d = game.decision
        if callable(d.ask) and len(d.choices) > 1:
            lazy += 1
            found += world(observe(game, d.team), random.Random(lazy)) is not None
        game.choose(rnd.choice(d.choices))
    assert lazy == 40 and found >= 36  # a world is refused only after a reshuffle since the turn began
