"""Issue 10: memory stays bounded over a window session. Ten games in a row are measured by
`adrenaline-team bench` (session_growth_mb, docs/performance.md); here, the two causes found:
the play screen froze each game's objects, garbage included, for good; and the text cache
kept the rendered words of every game."""

import gc
import random

import pytest

from adrenaline_team.ai.match import play_out
from adrenaline_team.rules import Game, GameConfig, PlayerConfig
from adrenaline_team.ui.app import App
from adrenaline_team.session.local import LocalSession
from adrenaline_team.ui.screens.play import PlayScene
from adrenaline_team.ui.screens.results import ResultsScene

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui

BOTS = GameConfig(black=[PlayerConfig(name="A", bot="random")], white=[PlayerConfig(name="B", bot="random")])


def _near_the_end(seed: int, left: int) -> Game:
    whole = Game.new(BOTS, seed)
    rnd = random.Random(seed)
    play_out(whole, lambda seat: rnd.choice(seat.decision.choices))
    game = Game.new(BOTS, seed)
    for key in whole.history[:-left]:
        game.choose(key)
    return game


def test_a_finished_game_leaves_nothing_frozen():
    app = App(fast=True)
    for seed in (1, 2):
        app.switch(PlayScene(app, LocalSession(_near_the_end(seed, 40), app.autosaver())))
        assert gc.get_freeze_count() > 0  # while the game runs, its objects skip full collections
        while not isinstance(app.scene, ResultsScene):
            app.frame(1 / 60)
        assert gc.get_freeze_count() == 0

