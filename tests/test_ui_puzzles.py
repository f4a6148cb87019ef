"""Issue 34: a tactics puzzle from the new-game screen. Its list is titled by what each
teaches; a pick puts its table on the play screen with its title as the caption; once the
team's turn ends, the verdict says how the turn compares with the best and shows the best
line (Next puzzle, Try again, Back to the puzzles). A puzzle never touches the autosave."""

import pygame
import pytest

from adrenaline_team import puzzles
from adrenaline_team.files import Shelf
from adrenaline_team.i18n import _
from adrenaline_team.session.autosave import autosave_path
from adrenaline_team.ui.app import App
from adrenaline_team.ui.screens.newgame import NewGameScene
from adrenaline_team.ui.screens.play import PlayScene
from adrenaline_team.session.puzzle import left_out
from adrenaline_team.ui.screens.puzzles import PuzzleList, VerdictScene
from test_ui_play import click, key

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


def play_turn(app, answers):
    """The person's answers on the play screen (the computer answers the other team's
    questions), until the play screen has gone."""
    answers = list(answers)
    for _step in range(500):
        scene = app.scene
        if not isinstance(scene, PlayScene):
            break
        if scene.person_decides():
            scene.choose(answers.pop(0))
        app.frame(0)
    return app.scene


def mine(p, line):
    """The answers of the puzzle's team in `line` (the other team's are the computer's)."""
    return [c.key for d, c in puzzles.play(p.state, line.answers).answers if d.team == p.team]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_puzzle_opens_from_the_new_game_screen_and_plays_to_its_verdict(lang):
    app = App(fast=True, autosave=True, size=(1280, 720), lang=lang)
    form = app.scene
    assert isinstance(form, NewGameScene)
    click(app, form.puzzles.rect.center)
    listing = app.scene
    assert isinstance(listing, PuzzleList) and len(listing.buttons) == len(puzzles.puzzles())
    first = list(listing.buttons)[0]
    assert _(puzzles.puzzles()[0].title) in first.button.text
    click(app, first.rect.center)
    play = app.scene
    assert isinstance(play, PlayScene) and play.session.practice is not None and play.session.practice.index == 0
    assert play.session.caption is not None and play.session.caption.title == _(puzzles.puzzles()[0].title)
    p = puzzles.puzzles()[0]
    verdict = play_turn(app, mine(p, p.best))
    assert isinstance(verdict, VerdictScene)
    assert verdict.verdict.found and verdict.verdict.mine == p.best.value
    assert set(verdict.buttons) == {"next", "again", "back"}
    assert "→" in verdict.line
    verdict.act("again")
    again = app.scene
    assert isinstance(again, PlayScene) and again.session.practice.index == 0
    verdict = play_turn(app, mine(p, p.second))
    assert isinstance(verdict, VerdictScene) and not verdict.verdict.found
    assert verdict.verdict.mine == p.second.value
    verdict.act("next")
    assert isinstance(app.scene, PlayScene) and app.scene.session.practice.index == 1
    assert not autosave_path().exists()  # a puzzle keeps no save
    app.close()


def test_back_from_the_verdict_goes_to_the_list_and_esc_to_the_new_game_screen():
    app = App(fast=True, size=(1280, 640))
    form = app.scene
    click(app, form.puzzles.rect.center)
    click(app, list(app.scene.buttons)[2].rect.center)
    p = puzzles.puzzles()[2]
    verdict = play_turn(app, mine(p, p.best))
    assert isinstance(verdict, VerdictScene)
    verdict.act("back")
    listing = app.scene
    assert isinstance(listing, PuzzleList) and listing.form.focused is list(listing.buttons)[2]
    key(app, pygame.K_ESCAPE)
    assert app.scene is form
    app.close()


def test_a_damaged_puzzle_is_left_out_of_the_list_with_one_line_and_the_window_stays(tmp_path, monkeypatch):
    """Issue 40: a damaged shipped puzzle closed the window when the list opened (one line on
    stderr, exit 2); the list now shows the others and says which file is left out."""
    shelf = tmp_path / "puzzles"
    shelf.mkdir()
    for path in sorted(puzzles.HERE.glob("*.json"))[:3]:
        (shelf / path.name).write_bytes(path.read_bytes())
    (shelf / "02-damaged.json").write_text('{"id": "damaged"', encoding="utf-8")
    monkeypatch.setitem(puzzles.SHELF.__dict__, "_read", Shelf(shelf, puzzles.read)._read)  # as if shipped
    app = App(fast=True, autosave=True, size=(1280, 720))
    click(app, app.scene.puzzles.rect.center)
    listing = app.scene
    assert isinstance(listing, PuzzleList) and app.running
    assert len(listing.buttons) == len(puzzles.puzzles()) == 3
    words = left_out()
    assert words.startswith(f"A puzzle is left out: {shelf / '02-damaged.json'}: not a save file") and "\n" not in words
    app.frame(0.1)  # drawn, the line beside Back
    click(app, list(listing.buttons)[0].rect.center)
    assert isinstance(app.scene, PlayScene) and app.scene.session.practice.puzzle is puzzles.puzzles()[0]


def test_a_damaged_lesson_is_left_out_of_the_rules_tour_with_one_line(tmp_path, monkeypatch):
    from adrenaline_team import positions
    shelf = tmp_path / "positions"
    shelf.mkdir()
    for path in sorted(positions.HERE.glob("*.json"))[:2]:
        (shelf / path.name).write_bytes(path.read_bytes())
    (shelf / "03-damaged.json").write_bytes(b"\xff\xfe not UTF-8")
    monkeypatch.setitem(positions.SHELF.__dict__, "_read", Shelf(shelf, positions.read)._read)
    app = App(fast=True, autosave=True, size=(1280, 720))
    form = app.scene
    assert isinstance(form, NewGameScene) and len(form.tour) == 2
    assert form.notice == f"A lesson is left out: {shelf / '03-damaged.json'}: not a save file: not UTF-8 text (byte 0)"
    app.frame(0.1)
