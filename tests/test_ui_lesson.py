"""Issue 23: the rules tour as a lesson. Picking a position shows its caption with Start and
Back; its move is played on the table; then the table says what the rule did, lights the
places it acted on, and offers Next rule, Try again and Back to the new-game screen. A lesson
never touches the autosave."""

import random

import pygame
import pytest

from adrenaline_team.positions import tour
from adrenaline_team.rules import Game
from adrenaline_team.rules.save import save_game
from adrenaline_team.ui.app import App
from adrenaline_team.session.autosave import autosave_path, backups_dir
from adrenaline_team.ui.screens.lesson import LessonScene
from adrenaline_team.ui.screens.newgame import NewGameScene
from adrenaline_team.ui.screens.play import PlayScene
from builders import ASKED_ALWAYS  # noqa: E402
from test_tour import LINES
from test_ui_play import click, key

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


def pick_lesson(app, n):
    """Click the tour's n-th entry on the new-game screen."""
    form = app.scene
    assert isinstance(form, NewGameScene)
    click(app, list(form.tour)[n].rect.center)
    return app.scene


def play_line(app, answers):
    """On the play screen: the line's answers when on offer, else the turn passed on, until the
    lesson's screen comes back."""
    answers = list(answers)
    while isinstance(app.scene, PlayScene):
        scene = app.scene
        d = scene.decision
        keys = [c.key for c in d.choices]
        if answers and answers[0] in keys:
            scene.choose(answers.pop(0))
        elif d.kind == "action":
            scene.choose("action:pass")
        else:  # who acts next: the next character (never a powerup); a question asked with one answer
            assert d.kind == "next" or d.kind in ASKED_ALWAYS and len(keys) == 1, (d.kind, keys)
            scene.choose(next(c for c in d.choices if c.powerup is None))
        app.frame(0)
    return app.scene


def test_picking_a_position_shows_its_caption_with_start_and_back_and_starts_nothing():
    app = App(fast=True, size=(1280, 720))
    form = app.scene
    form.seed.box.set_text("4242")
    lesson = pick_lesson(app, 2)
    assert isinstance(lesson, LessonScene) and lesson.outcome is None
    assert set(lesson.buttons) == {"start", "back"} and lesson.form.focused is lesson.buttons["start"]
    assert lesson.lesson.position is tour()[2] and lesson.lit  # the buffer the marks are in, lit
    key(app, pygame.K_ESCAPE)
    assert app.scene is form and form.seed.value == "4242"  # the form as the player left it
    pick_lesson(app, 2)
    key(app, pygame.K_RETURN)  # Start has the focus
    play = app.scene
    assert isinstance(play, PlayScene) and play.session.practice.index == 2
    assert play.session.caption.title == tour()[2].title
    assert play.game.state == Game.from_position(tour()[2].state).state
    app.close()


@pytest.mark.parametrize("n", range(len(tour())))
def test_each_lesson_reaches_what_the_rule_did_with_its_intended_line(n):
    p = tour()[n]
    app = App(fast=True, size=(1280, 720))
    pick_lesson(app, n).act("start")
    done = play_line(app, LINES[p.id])
    assert isinstance(done, LessonScene) and done.outcome is not None
    moment = done.outcome.moment
    assert moment is not None and any(m.matches(moment) for m in p.lesson.until)
    assert done.outcome.words.startswith(moment.text) and p.lesson.did in done.outcome.words
    assert len(done.lit) >= len(p.lesson.places(moment))  # each place found on the table (a figure: token and board)
    offered = {"again", "back"} | ({"next"} if n + 1 < len(tour()) else set())
    assert set(done.buttons) == offered
    app.frame(0)
    app.close()


def test_try_again_restarts_the_position_and_next_goes_to_the_next_one():
    app = App(fast=True, size=(1280, 720))
    pick_lesson(app, 0).act("start")
    done = play_line(app, LINES["flush-five-or-six"])
    click(app, done.buttons["again"].button.rect.center)
    again = app.scene
    assert isinstance(again, PlayScene) and again.session.practice is done.lesson
    assert again.game.state == Game.from_position(tour()[0].state).state
    done = play_line(app, LINES["flush-five-or-six"])
    assert done.outcome.moment.kind == "Flushed"
    click(app, done.buttons["next"].button.rect.center)
    after = app.scene
    assert isinstance(after, LessonScene) and after.outcome is None and after.lesson.position is tour()[1]
    click(app, after.buttons["back"].button.rect.center)
    assert isinstance(app.scene, NewGameScene)
    app.close()


def test_a_turn_that_ends_without_the_rule_says_so():
    app = App(fast=True, size=(1280, 720))
    pick_lesson(app, 0).act("start")
    done = play_line(app, [])  # every character passes: 5 damage wait in the buffer
    assert done.outcome.moment is None
    assert done.outcome.words.startswith("Black's turn ended before the rule came into play")
    assert "again" in done.buttons
    app.close()


def test_a_lesson_leaves_the_unfinished_game_in_the_autosave(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path))
    game, rnd = Game.new(seed=8), random.Random(8)
    for _ in range(30):
        game.choose(rnd.choice(game.pending.choices))
    save_game(game, autosave_path())
    kept = autosave_path().read_bytes()
    app = App(fast=True, autosave=True, size=(1280, 720))
    app.switch(NewGameScene(app))
    pick_lesson(app, 5).act("start")
    done = play_line(app, LINES["weapon-limit"])
    assert done.outcome.moment.kind == "WeaponGrabbed"
    done.act("back")
    app.close()
    assert autosave_path().read_bytes() == kept and not backups_dir().exists()


def test_the_lesson_screens_fit_at_1280x720_and_1920x1080():
    app = App(fast=True, size=(1280, 720))
    pick_lesson(app, 7).act("start")
    done = play_line(app, LINES["last-turn"])
    for size in ((1280, 720), (1920, 1080)):
        app.resize(size)
        app.frame(0)
        window = pygame.Rect(0, 0, *size)
        assert all(window.contains(r) for _, r in done.boxes())
        panel = next(r for name, r in done.boxes() if name == "panel")
        assert all(panel.contains(b.rect) for b in done.buttons.values())
        assert not any(panel.colliderect(r) for r in done.lit)  # the words never cover what they point at
    app.close()
