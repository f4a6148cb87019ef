"""The demonstration (headless and in the window) and the rules tour from the new-game screen."""

import io
import os
import subprocess
import sys
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.positions import tour  # noqa: E402
from adrenaline_team.rules import Game  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.session.demo import demo_config, demo_headless  # noqa: E402
from adrenaline_team.ui.screens.newgame import NewGameScene  # noqa: E402
from adrenaline_team.ui.kit.scene import ToDemo  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from test_ui_play import key  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


def test_ui_demo_headless_prints_narration_and_rule_captions():
    out = io.StringIO()
    assert demo_headless("A", 1, out) == 0
    text = out.getvalue()
    for title in ("Damage goes into the buffer: ", "Marks turn into damage: ",
                  "Flush: ", "Killshot on", "Final tally: ",
                  "The 8th skull: the last turn"):
        assert title in text, title
    assert "Game over:" in text


def test_ui_demo_headless_needs_no_pygame():
    code = ("import sys, io; from adrenaline_team.session.demo import demo_headless; "
            "demo_headless('B', 2, io.StringIO()); assert 'pygame' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)


def test_ui_demo_window_runs_and_holds_on_rule_moments():
    app = App(fast=True)
    app.switch(ToDemo(demo_config("A", 1), 1))
    scene = app.scene
    for _ in range(400):
        app.frame(1 / 60)
    assert len(scene.game.history) > 100
    assert len(scene.session.shown_captions) > 3
    key(app, pygame.K_SPACE)
    assert scene.session.paused
    made = len(scene.game.history)
    for _ in range(20):
        app.frame(1 / 60)
    assert len(scene.game.history) == made  # paused: nothing moves
    while scene.session.queue or scene.session.hold > 0:
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    app.frame(1 / 60)
    assert len(scene.game.history) == made + 1  # one step


def test_ui_demo_window_with_its_bot_process_keeps_frames_coming():
    app = App()  # the real thing: bots think in their own process, captions hold
    app.switch(ToDemo(demo_config("C", 5), 5))
    scene = app.scene
    # Frames until the game is 11 decisions in: the worker's start-up takes 1 s on a quiet
    # machine and several under load, so the bound is time (generous), not a frame count.
    deadline = time.monotonic() + 60
    frames = 0
    while len(scene.game.history) <= 10 and time.monotonic() < deadline:
        if scene.session.hold > 0:
            key(app, pygame.K_RIGHT)
        scene.session.computers.wait = 0.0
        app.frame(1 / 60)
        frames += 1
        pygame.time.wait(2)
    app.close()
    assert len(scene.game.history) > 10 and frames > 10


def test_ui_tour_position_starts_from_the_new_game_screen_after_its_caption():
    app = App(fast=True)
    scene = app.scene
    assert isinstance(scene, NewGameScene) and len(scene.tour) == 8
    first = next(iter(scene.tour))
    for _ in range(len(scene.form.fields)):
        if scene.form.focused is first:
            break
        key(app, pygame.K_TAB)
    for n, p in enumerate(tour()):
        assert scene.tour[scene.form.focused] is p  # the caption box shows this one
        if n == 3:
            break
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert app.scene.lesson.position is tour()[3]  # the lesson's caption first, Start focused
    key(app, pygame.K_RETURN)
    play = app.scene
    assert isinstance(play, PlayScene)
    p = tour()[3]
    assert play.session.caption.title == p.title and play.session.caption.text == p.text
    assert play.game.state == Game.from_position(p.state).state
