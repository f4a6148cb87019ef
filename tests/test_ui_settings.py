"""The reduced-motion setting: set on the new-game screen, kept in settings.json in the data
folder for the next games, read through validation (a bad file is named in one line and the
defaults are used), and passed to the animations."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.session.settings import FILE, Settings  # noqa: E402
from test_ui_keyboard import focus_by_keys  # noqa: E402
from test_ui_play import key  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path))
    return tmp_path


def test_ui_reduced_motion_is_set_on_the_new_game_screen_and_kept(data_dir):
    app = App(fast=True, autosave=True)
    assert not app.settings.reduced_motion
    scene = app.scene
    focus_by_keys(app, scene.motion)
    key(app, pygame.K_RIGHT)
    assert scene.motion.value == "reduced" and app.settings.reduced_motion
    assert Settings.load() == (Settings(reduced_motion=True), "")
    app.close()
    again = App(fast=True, autosave=True)
    assert again.settings.reduced_motion and again.scene.motion.value == "reduced"
    again.close()


@pytest.mark.parametrize("text", ['{"reduced_motion": "maybe"}', "not json", '{"loudness": 3}', '{"volume": 101}',
                                  '{"volume": 50.5}', '{"muted": "yes"}', "\udcff"])
def test_ui_a_bad_settings_file_gives_the_defaults_and_one_line(data_dir, text):
    (data_dir / FILE).write_text(text, encoding="utf-8", errors="surrogateescape")
    settings, error = Settings.load()
    assert settings == Settings()
    assert error.startswith("The settings file cannot be read") and "\n" not in error
    app = App(fast=True, autosave=True)
    assert app.scene.notice == error  # the new-game screen says so
    app.close()
