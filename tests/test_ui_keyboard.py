"""The new-game screen by keyboard alone and by gamepad alone: every control takes the focus,
values change with left / right (d-pad), Enter / A starts; a 3v3 hot-seat game is then played
to the results with keys only."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.ui.screens.newgame import NewGameScene  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from test_ui_play import key, pad, play_to_results, post  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


def type_text(app, text):
    post(app, *(pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text))


def focus_by_keys(app, field):
    """Tab until `field` has the focus (as a person would, watching the focus ring)."""
    form = app.scene.form
    for _ in range(len(form.fields)):
        if form.focused is field:
            return
        key(app, pygame.K_TAB)
    assert form.focused is field


def focus_by_pad(app, field):
    form = app.scene.form
    for _ in range(len(form.fields)):
        if form.focused is field:
            return
        pad(app, hat=(0, -1))  # d-pad down
    assert form.focused is field


def test_ui_new_game_3v3_set_up_and_played_by_keys_only():
    app = App(fast=True)
    scene = app.scene
    assert isinstance(scene, NewGameScene) and scene.form.focused is scene.start
    focus_by_keys(app, scene.arena)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.arena.value == "C"
    for team in ("black", "white"):
        w = scene.teams[team]
        focus_by_keys(app, w["count"])
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RIGHT)
        assert w["count"].value == "3"
        focus_by_keys(app, w["names"][2])  # the third name is on offer now
        for _ in range(3):
            key(app, pygame.K_BACKSPACE)
        type_text(app, f"{team[0].upper()} 3")  # a space types into the name, it does not start the game
    assert isinstance(app.scene, NewGameScene)
    focus_by_keys(app, scene.reward)
    key(app, pygame.K_RIGHT)
    focus_by_keys(app, scene.seed)
    for _ in range(8):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "31")
    config, seed = scene.config()
    assert (config.arena, seed, config.reward_tile is not None) == ("C", 31, True)
    assert [p.name for p in config.black] == ["Ash", "Bo", "B 3"]
    assert [p.name for p in config.white] == ["Dee", "Eli", "W 3"]
    assert not any(p.bot for p in config.black + config.white)
    focus_by_keys(app, scene.start)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, PlayScene) and app.scene.config == config
    play_to_results(app, 31, ("keys",))


def test_ui_new_game_set_up_by_gamepad_only():
    app = App(fast=True)
    scene = app.scene
    black, white = scene.teams["black"], scene.teams["white"]
    focus_by_pad(app, black["seats"][0])
    pad(app, hat=(1, 0))  # d-pad right: from a person to the first computer level
    assert black["seats"][0].value == "easy"
    focus_by_pad(app, white["count"])
    pad(app, button=0)  # A steps a value forward too
    focus_by_pad(app, white["names"][1])
    pad(app, hat=(1, 0))  # a gamepad cannot type: it steps through names
    focus_by_pad(app, scene.seed)
    before = int(scene.seed.value)
    pad(app, hat=(1, 0))
    config, seed = scene.config()
    assert seed == before + 1
    assert [p.bot for p in config.black] == ["easy"]
    assert len(config.white) == 2 and config.white[1].name != "Eli"
    focus_by_pad(app, scene.start)
    pad(app, button=0)
    assert isinstance(app.scene, PlayScene) and app.scene.config == config
