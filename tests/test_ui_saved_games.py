"""Issue 21 in the window: a finished game is kept in `games/` once; the results screen takes
no stray key press on arrival; the "Saved games" screen, from the new-game screen and from
the table's menu, lists the kept games, exports and backups and opens each in the replay
viewer or its review, or resumes an unfinished one without replacing anything silently; the
new-game screen says which cards are played."""

import os
import shutil

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.catalog.loader import CardSet  # noqa: E402
from adrenaline_team.rules import Game  # noqa: E402
from adrenaline_team.rules.save import load_game, save_game  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.session.autosave import autosave_path, backups_dir, export, games_dir  # noqa: E402
from adrenaline_team.ui.kit import theme as th  # noqa: E402
from adrenaline_team.ui.kit.scene import ToSaved  # noqa: E402
from adrenaline_team.ui.screens import newgame  # noqa: E402
from adrenaline_team.ui.screens.newgame import NewGameScene  # noqa: E402
from adrenaline_team.session.local import LocalSession  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from adrenaline_team.ui.screens.replay import ReplayScene  # noqa: E402
from adrenaline_team.ui.screens.results import ResultsScene  # noqa: E402
from adrenaline_team.ui.screens.saved import SavedScene  # noqa: E402
from test_ui_fit import SIZES, render_at, widget_text_overflows  # noqa: E402
from test_ui_play import click, key, pad  # noqa: E402
from test_saved_games import fill  # noqa: E402
from test_ui_saves import CONFIG, played  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui

SEED = 4


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture(scope="module")
def whole():
    """A whole game of random choices (its choices replayed to finish games in the window)."""
    return played(100_000, seed=SEED)


def finish_in_window(app: App, whole, left: int = 3) -> PlayScene:
    """The game `whole` in the window `left` choices before its end, then played to it."""
    scene = PlayScene(app, LocalSession(played(len(whole.history) - left, seed=SEED), app.autosaver()))
    app.switch(scene)
    for choice in whole.history[-left:]:
        scene.choose(choice)
    return scene


def dated(path, when):
    os.utime(path, (when, when))
    return path


def settled(app: App) -> SavedScene:
    """The Saved games screen once every file is read."""
    scene = app.scene
    assert isinstance(scene, SavedScene)
    while scene.moving():
        app.frame(0)
    return scene


def usable(scene: SavedScene) -> list[str]:
    return [k for k, b in scene.buttons.items() if b.button.is_enabled]


# --- finished games are kept --------------------------------------------------------------
def test_a_game_finished_in_the_window_is_kept_once_in_games(whole):
    app = App(fast=True, autosave=True)
    scene = finish_in_window(app, whole)
    results = app.scene
    assert isinstance(results, ResultsScene) and scene.game.over
    [kept] = games_dir().iterdir()
    assert load_game(kept).history == whole.history
    click(app, next(iter(results.turning)).rect.center)  # the replay viewer, and back
    assert isinstance(app.scene, ReplayScene)
    key(app, pygame.K_ESCAPE)
    assert app.scene is results
    assert list(games_dir().iterdir()) == [kept]


def test_a_game_loaded_already_over_is_not_kept_again(whole):
    app = App(fast=True, autosave=True)
    PlayScene(app, LocalSession(whole, app.autosaver()))  # over: it hands over to the results at once
    assert isinstance(app.scene, ResultsScene)
    assert not games_dir().exists()


def test_a_read_only_window_keeps_nothing(whole):
    app = App(fast=True, autosave=False)
    finish_in_window(app, whole)
    assert isinstance(app.scene, ResultsScene) and not games_dir().exists()


def test_a_stray_enter_space_or_a_on_the_results_does_not_leave_them(whole):
    app = App(fast=True, autosave=True)
    finish_in_window(app, whole)
    results = app.scene
    for press in (lambda: key(app, pygame.K_RETURN), lambda: key(app, pygame.K_SPACE),
                  lambda: key(app, pygame.K_KP_ENTER), lambda: pad(app, button=0)):
        press()
        assert app.scene is results and app.running and not results.focus_shown
    pad(app, hat=(0, -1))  # the first move shows the focus where it is
    assert results.focus_shown and results.form.focused is results.again
    key(app, pygame.K_RETURN)  # now it is meant
    assert isinstance(app.scene, NewGameScene)


# --- the Saved games screen ---------------------------------------------------------------
def test_the_list_shows_each_file_with_what_it_allows(data_dir, whole):
    kept, unfinished, backup, bad = fill(data_dir, whole)
    app = App(fast=True, autosave=True)
    click(app, app.scene.saved.rect.center)
    scene = settled(app)
    assert [f.path for f in scene.files] == [bad, kept, unfinished, backup]
    assert scene.at == 0 and usable(scene) == ["back"] and scene.form.focused is scene.buttons["back"]
    with th.recording() as records:
        app.frame(0)
    drawn = [s for kind, s, *_ in records if kind == "fit"]
    assert "Cannot be read" in drawn
    assert "bad.json — not a save file: not JSON or truncated" in " ".join(drawn)
    assert any(s.startswith(f"{bad}: not a save file") for s in drawn)  # the whole line under the list
    key(app, pygame.K_DOWN)
    top = scene.read[scene.files[1]]
    assert top.finished and top.scores == {t: whole.table.teams[t].score for t in ("black", "white")}
    assert scene.at == 1 and usable(scene) == ["review", "replay", "back"]
    assert scene.form.focused is scene.buttons["review"]  # a file's first use takes the focus
    key(app, pygame.K_DOWN)
    assert scene.at == 2 and usable(scene) == ["resume", "replay", "back"]
    assert scene.form.focused is scene.buttons["resume"]
    key(app, pygame.K_RIGHT)  # the player's pick of a button stays while it applies
    key(app, pygame.K_END)
    assert scene.at == 3 and scene.form.focused is scene.buttons["replay"]
    key(app, pygame.K_HOME)
    assert scene.at == 0 and scene.form.focused is scene.buttons["back"]


def test_a_finished_game_opens_in_its_review_and_replay_and_back_comes_home(data_dir, whole):
    fill(data_dir, whole)
    app = App(fast=True, autosave=True)
    home = app.scene
    home.seed.box.set_text("777")  # the form as the player left it
    click(app, home.saved.rect.center)
    scene = settled(app)
    key(app, pygame.K_DOWN)  # the kept game
    key(app, pygame.K_RETURN)  # Review, in focus
    review = app.scene
    assert isinstance(review, ResultsScene) and review.game.history == whole.history
    assert review.again.button.text == "Back"
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and scene.at == 1
    key(app, pygame.K_RIGHT)  # Replay
    key(app, pygame.K_RETURN)
    viewer = app.scene
    assert isinstance(viewer, ReplayScene) and len(viewer.replay) == len(whole.history)
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene
    key(app, pygame.K_ESCAPE)
    assert app.scene is home and home.seed.value == "777"
    assert len(list(games_dir().iterdir())) == 1  # a review keeps nothing more


def test_the_gamepad_and_the_mouse_open_a_review(data_dir, whole):
    fill(data_dir, whole)
    app = App(fast=True, autosave=True)
    click(app, app.scene.saved.rect.center)
    scene = settled(app)
    pad(app, hat=(0, -1))
    pad(app, hat=(0, -1))
    pad(app, hat=(0, 1))
    pad(app, button=0)
    assert isinstance(app.scene, ResultsScene) and app.scene.game.history == whole.history
    pad(app, button=1)  # B: back
    assert app.scene is scene
    third = scene.list.y + 2 * scene.row_h + scene.row_h // 2
    click(app, (scene.list.centerx, third))
    assert scene.at == 2
    click(app, scene.buttons["replay"].rect.center)
    assert isinstance(app.scene, ReplayScene)


def test_resuming_a_backup_from_the_menu_sets_the_game_in_play_aside(data_dir, whole):
    *_, backup, _ = fill(data_dir, whole)
    away = load_game(backup)
    app = App(fast=True, autosave=True)
    table = PlayScene(app, LocalSession(Game.new(CONFIG, 3), app.autosaver()))
    app.switch(table)
    for _ in range(6):
        table.choose(table.decision.choices[0])
    before = list(table.game.history)
    key(app, pygame.K_m)
    table.menu.form.focus(table.menu.buttons["saved"])
    key(app, pygame.K_RETURN)
    scene = settled(app)
    key(app, pygame.K_ESCAPE)  # Back: the menu, the game as it was
    assert app.scene is table and table.menu.page == "menu" and table.game.history == before
    table.menu.form.focus(table.menu.buttons["saved"])
    key(app, pygame.K_RETURN)
    scene = settled(app)
    scene.select([f.path for f in scene.files].index(backup))
    key(app, pygame.K_RETURN)  # Resume, in focus
    playing = app.scene
    assert isinstance(playing, PlayScene) and playing.game.history == away.history
    app.autosaver().flush()
    assert load_game(autosave_path()).history == away.history
    assert not backup.exists()  # the autosave holds it now
    [aside] = backups_dir().iterdir()
    assert load_game(aside).history == before  # the game that was in play: set aside, not replaced


def test_a_resume_that_would_replace_the_autosave_silently_is_refused(data_dir, whole):
    _, unfinished, *_ = fill(data_dir, whole)
    app = App(fast=True, autosave=True)
    table = PlayScene(app, LocalSession(Game.new(CONFIG, 3), app.autosaver()))
    app.switch(table)
    table.choose(table.decision.choices[0])
    app.autosaver().flush()
    held = autosave_path().read_bytes()
    shutil.rmtree(backups_dir())
    backups_dir().write_text("a file where the backups folder should be")
    app.push(ToSaved())
    scene = settled(app)
    scene.select([f.path for f in scene.files].index(unfinished))
    key(app, pygame.K_RETURN)
    assert app.scene is scene and scene.note.startswith("Not resumed: the unfinished game in")
    assert autosave_path().read_bytes() == held


def test_a_read_only_window_resumes_a_backup_but_keeps_its_file(data_dir, whole):
    *_, backup, _ = fill(data_dir, whole)
    app = App(fast=True, autosave=False)
    click(app, app.scene.saved.rect.center)
    scene = settled(app)
    scene.select([f.path for f in scene.files].index(backup))
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, PlayScene) and backup.exists() and not autosave_path().exists()


def test_a_file_gone_since_the_listing_is_named_not_a_crash(data_dir, whole):
    kept, *_ = fill(data_dir, whole)
    app = App(fast=True)
    app.push(ToSaved())
    scene = settled(app)
    kept.unlink()
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert app.scene is scene and str(kept) in scene.note and "\n" not in scene.note


def test_a_file_changed_since_the_listing_is_shown_as_it_is_now(data_dir, whole):
    kept, *_ = fill(data_dir, whole)
    app = App(fast=True)
    app.push(ToSaved())
    scene = settled(app)
    key(app, pygame.K_DOWN)  # the kept game, Review in focus
    save_game(played(40, seed=8), kept)  # now an unfinished game
    key(app, pygame.K_RETURN)
    assert app.scene is scene and scene.files[scene.at].path == kept
    assert usable(scene) == ["resume", "replay", "back"]


def test_an_empty_list_says_so_and_back_still_works():
    app = App(fast=True)
    home = app.scene
    click(app, home.saved.rect.center)
    scene = settled(app)
    assert scene.files == [] and usable(scene) == ["back"]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert app.scene is home


def test_two_hundred_files_open_at_once_and_are_read_a_few_a_frame_rows_on_show_first(data_dir, whole):
    games_dir().mkdir(parents=True)
    source = export(whole)
    for k in range(200):
        dated(shutil.copy(source, games_dir() / f"{k:03}.json"), 10_000 + k)
    app = App(fast=True, size=(1280, 720))
    app.push(ToSaved())
    scene = app.scene
    assert len(scene.files) == 201 and len(scene.read) == 1  # the chosen one only
    app.frame(0)
    assert len(scene.read) < 201
    on_show = scene.files[:scene.rows]
    while not all(f in scene.read for f in on_show):
        app.frame(0)
    assert len(scene.read) < 201  # the rows on show first
    key(app, pygame.K_END)
    assert scene.at == 200 and scene.top == 201 - scene.rows
    scene = settled(app)
    assert all(not g.error and g.finished for g in scene.read.values())
    post_wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    scene.handle(post_wheel, None)
    assert scene.top == 201 - scene.rows - 6
    scene.relayout()  # coming back lists the folders again: nothing is read twice
    assert len(scene.read) == 201 and scene.at == 200


def test_the_list_fits_every_window_size(data_dir, whole):
    fill(data_dir, whole)
    app = App(fast=True, size=SIZES[0])
    app.push(ToSaved())
    settled(app)
    for size in SIZES:
        records = render_at(app, size)
        window = pygame.Rect(0, 0, *size)
        outside = [(what, tuple(r)) for what, r in app.scene.boxes() if not window.contains(r)]
        assert outside == [], (size, outside)
        assert app.scene.rows >= 4 and app.scene.list.bottom <= app.scene.detail.y
        too_wide = [(s, w, box) for kind, s, _, w, box in records if kind == "fit" and w > box]
        assert too_wide == [], (size, too_wide)
        assert widget_text_overflows(app.scene) == [], size
        assert min(size for kind, _, size, *_ in records if kind == "text") >= th.MIN_TEXT


# --- the cards in use ---------------------------------------------------------------------
def test_the_new_game_screen_says_the_house_set_stands_in_and_where_own_cards_go(data_dir):
    app = App(fast=True, size=(1280, 720))
    with th.recording() as records:
        app.frame(0)
    [line] = [s for kind, s, *_ in records if kind == "fit" and "not reproduced" in s]
    assert line == ("House set (the DLC's printed abilities, character weapons and reward tiles are not "
                    f"reproduced here) · put your own cards in {data_dir / 'cards'}")


def test_the_new_game_screen_names_the_players_own_cards(data_dir, monkeypatch):
    files = (data_dir / "cards" / "abilities.toml", data_dir / "cards" / "rewards.toml")
    monkeypatch.setattr(newgame, "card_set", lambda: CardSet(files, "0123456789abcdef"))
    assert newgame.cards_words() == (
        f"Your cards: 2 files from {data_dir / 'cards'} over the house set (the DLC's printed abilities, "
        "character weapons and reward tiles are not reproduced here)")
