"""Autosave, resume, loading a save into the window, exporting from the results screen and
the replay viewer; every file goes to a temporary data folder."""

import json
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.ai import make_bot  # noqa: E402
from adrenaline_team.ai.match import play_out  # noqa: E402
from adrenaline_team.rules import Game, GameConfig, PlayerConfig  # noqa: E402
from adrenaline_team.rules.save import load_game, save_game  # noqa: E402
from adrenaline_team.ui.app import App, play_file, replay_window  # noqa: E402
from adrenaline_team.session.autosave import autosave_path  # noqa: E402
from adrenaline_team.session.replay import Replay  # noqa: E402
from adrenaline_team.ui.screens.newgame import NewGameScene  # noqa: E402
from adrenaline_team.session.local import LocalSession  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from adrenaline_team.ui.screens.replay import ReplayScene  # noqa: E402
from adrenaline_team.ui.screens.results import ResultsScene  # noqa: E402
from adrenaline_team.ui.kit.scene import ToStart  # noqa: E402
from adrenaline_team.ui.screens.resume import ResumeScene  # noqa: E402
from test_ui_play import click, key  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui

CONFIG = GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Ben")])


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path))
    return tmp_path


def played(n: int, seed: int = 4) -> Game:
    game = Game.new(CONFIG, seed)
    play_out(game, make_bot("random", seed), limit=n)
    return game


def test_ui_autosave_after_each_decision_is_loadable():
    app = App(fast=True, autosave=True)
    scene = PlayScene(app, LocalSession(Game.new(CONFIG, 7), app.autosaver()))
    app.switch(scene)
    for _ in range(5):
        scene.choose(scene.decision.choices[0])
        app.autosaver().flush()
        assert load_game(autosave_path()).history == scene.game.history


def test_ui_resume_is_offered_for_an_unfinished_autosave():
    game = played(30)
    save_game(game, autosave_path())
    app = App(fast=True, first=ToStart())
    assert isinstance(app.scene, ResumeScene)
    key(app, pygame.K_RETURN)  # the focus starts on Resume
    assert isinstance(app.scene, PlayScene)
    assert app.scene.game.history == game.history and app.scene.game.state == game.state


def test_ui_no_resume_for_a_finished_game_and_a_bad_autosave_is_named_and_kept():
    save_game(played(100_000), autosave_path())
    assert isinstance(App(fast=True, first=ToStart()).scene, NewGameScene)
    autosave_path().write_text('{"format": "adrenaline-team-save", "vers')
    app = App(fast=True, autosave=True, first=ToStart())
    scene = app.scene
    assert isinstance(scene, NewGameScene)
    assert "autosave" in scene.notice and "\n" not in scene.notice and "not JSON" in scene.notice
    app.frame(0)
    assert autosave_path().read_text() == '{"format": "adrenaline-team-save", "vers'
    click(app, scene.start.rect.center)  # a new game replaces it
    app.autosaver().flush()
    assert load_game(autosave_path()).history == []


@pytest.mark.parametrize("size", [(1024, 600), (1366, 688), (1920, 1080)])
def test_ui_a_bad_autosave_is_named_on_a_line_no_other_text_covers(size):
    autosave_path().write_bytes(b"\xff not a save")
    app = App(fast=True, autosave=True, first=ToStart(), size=size)
    scene = app.scene
    assert isinstance(scene, NewGameScene) and "not UTF-8" in scene.notice
    line = dict(scene.boxes())["notice"]
    labels = [(e.text, tuple(e.rect)) for e in scene.ui.get_root_container().elements
              if e.visible and e.rect.colliderect(line)]
    assert labels == []


def test_ui_play_file_on_a_bad_save_prints_one_line_and_returns_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("not json")
    assert play_file(bad) == 2
    assert replay_window(bad) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 2 and "bad.json" in err


def test_ui_results_export_a_save_that_replays(data_dir):
    app = App(fast=True)
    game = played(100_000)
    scene = ResultsScene(app, game)
    app.switch(scene)
    click(app, scene.export.rect.center)
    saved = list((data_dir / "saves").glob("*.json"))
    assert len(saved) == 1 and str(saved[0]) in scene.exported
    assert load_game(saved[0]).state == game.state


def test_ui_replay_steps_forward_and_back_to_the_tables_of_a_direct_replay(tmp_path):
    game = played(180, seed=9)
    path = tmp_path / "g.json"
    save_game(game, path)
    choices = json.loads(path.read_text())["choices"]

    def direct(i):
        g = Game.new(CONFIG, 9)
        for k in choices[:i]:
            g.choose(k)
        return g.table

    app = App(fast=True)
    scene = ReplayScene(app, Replay.load(path))
    app.switch(scene)
    r = scene.replay
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert r.at == 3 and r.game.table == direct(3)
    key(app, pygame.K_LEFT)
    assert r.at == 2 and r.game.table == direct(2)
    key(app, pygame.K_END)
    assert r.at == len(choices) and r.game.table == game.table
    for i in (170, 95, 41, 0, 120):
        assert r.goto(i).table == direct(i)
    for digit in "3":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_3, mod=0, unicode=digit, scancode=0))
    key(app, pygame.K_RETURN)
    assert r.at == r.turns[2] and r.turn_of(r.at) == 3
    key(app, pygame.K_DOWN)
    assert r.turn_of(r.at) == 4
    key(app, pygame.K_UP)
    assert r.turn_of(r.at) == 3 and r.at == r.turns[2]
