"""Issue 11, the review on the results screen: each turning point opens the replay viewer at
its team turn, and closing the viewer comes back to the results."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.ui.screens.replay import ReplayScene  # noqa: E402
from adrenaline_team.ui.screens.results import ResultsScene  # noqa: E402
from test_review import seeded_game  # noqa: E402
from test_ui_keyboard import focus_by_pad  # noqa: E402
from test_ui_play import click, key, pad  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


def test_turning_points_open_the_replay_at_their_turn_and_come_back():
    app = App(fast=True, size=(1280, 720))
    results = ResultsScene(app, seeded_game())
    app.switch(results)
    app.frame(0)
    assert [p.turn for p in results.review.turning] == list(results.turning.values())
    for button, turn in list(results.turning.items()):
        click(app, button.rect.center)
        viewer = app.scene
        assert isinstance(viewer, ReplayScene)
        replay = viewer.replay
        assert replay.at == replay.turns[turn - 1] and replay.turn_of(replay.at) == turn
        key(app, pygame.K_ESCAPE)
        assert app.scene is results and app.running
    # by gamepad: the focus ring reaches the turning points, A opens one
    focus_by_pad(app, next(iter(results.turning)))
    pad(app, button=0)
    assert isinstance(app.scene, ReplayScene)
    assert app.scene.replay.turn_of(app.scene.replay.at) == results.review.turning[0].turn
