"""The play screen shows whether undo is possible: its Undo button is lit exactly when the
rules allow going back, and pressing it takes back one decision."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pytest  # noqa: E402

from adrenaline_team.rules import Game, GameConfig, PlayerConfig  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.session.local import LocalSession  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from test_ui_play import click  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


def test_ui_undo_button_lit_only_when_undo_is_possible():
    app = App(fast=True)
    config = GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Ben")])
    scene = PlayScene(app, LocalSession(Game.new(config, 3), app.autosaver()))
    app.switch(scene)
    undone = 0
    for _ in range(300):
        if scene.handoff.team:
            click(app, (960, 540))
            continue
        assert scene.question.undo.is_enabled == scene.game.can_undo
        if scene.game.can_undo and undone < 3:
            before = list(scene.game.history)
            click(app, scene.question.undo.rect.center)
            assert scene.game.history == before[:-1]
            undone += 1
            continue
        scene.choose(scene.decision.choices[-1])
    assert undone == 3
