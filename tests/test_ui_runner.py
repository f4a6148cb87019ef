"""TP-CTRL-2 at the table: "who runs the shared character this turn?" is asked at every turn of
a two-player team, the focus on last turn's answer, so Enter (or A) keeps it."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.rules import Game, GameConfig, Kind, PlayerConfig  # noqa: E402
from adrenaline_team.rules.events import SharedControl  # noqa: E402
from adrenaline_team.session.local import LocalSession  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from test_ui_play import click, key  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


def test_TP_CTRL_2_enter_keeps_last_turns_runner():
    app = App(fast=True)
    config = GameConfig(black=[PlayerConfig(name="Ann"), PlayerConfig(name="Bo")], white=[PlayerConfig(name="Cy")])
    scene = PlayScene(app, LocalSession(Game.new(config, 5)))
    app.switch(scene)
    asked = 0
    while True:
        d = scene.decision
        if d.kind == Kind.SHARED:
            asked += 1
            if asked == 2:
                break
            scene.choose(d.choices[1])  # Bo runs the shared character in the team's first turn
        else:
            scene.choose(d.choices[-1])
    app.frame(0)
    if scene.handoff.team is not None:
        click(app, app.screen.get_rect().center)
    assert [c.key for c in scene.decision.choices] == ["shared:0", "shared:1"]  # the rules' order
    assert scene.choices.focus == 1  # on Bo, last turn's runner
    key(app, pygame.K_RETURN)
    ran = [e for e in scene.game.log if isinstance(e, SharedControl)]
    assert [(e.team, e.player) for e in ran] == [("black", "Bo"), ("black", "Bo")]
    app.close()
