"""Issue 10: saving you can see. A failed autosave is a warning on the table until a save
succeeds; a new game or a loaded file sets an unfinished autosave aside as a backup that the
resume screen offers; one window per data folder (a second opens read-only or quits);
SIGTERM saves and closes; no screen is one line and exit 2."""

import errno
import os
import re
import signal
import subprocess
import sys
import threading
import time

import pygame
import pytest

from adrenaline_team.rules import Game
from adrenaline_team.files import cannot_write
from adrenaline_team.rules.save import load_game, save_game
from adrenaline_team.keep import FolderLock
from adrenaline_team.ui.app import App
from adrenaline_team.session.autosave import Autosaver, autosave_path, backups_dir
from adrenaline_team.ui.kit import theme as th
from adrenaline_team.ui.kit.scene import Guarded, ToStart
from adrenaline_team.ui.screens.lock import LockScene
from adrenaline_team.ui.screens.newgame import NewGameScene
from adrenaline_team.session.local import LocalSession
from adrenaline_team.ui.screens.play import PlayScene
from adrenaline_team.ui.screens.resume import ResumeScene
from test_ui_play import click, key
from test_ui_saves import CONFIG, played

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path / "data"))
    return tmp_path / "data"


def _play(scene, n):
    for _ in range(n):
        scene.choose(scene.decision.choices[0])


def test_a_failed_autosave_is_a_warning_on_the_table_until_a_save_succeeds(data_dir):
    data_dir.write_text("a file where the data folder should be")
    app = App(fast=True, autosave=True)
    scene = PlayScene(app, LocalSession(Game.new(CONFIG, 7), app.autosaver()))
    app.switch(scene)
    app.autosaver().flush()
    assert app.saving_problem() == f"{data_dir} is not a folder"
    app.frame(0)
    strip = scene.notice_rect()
    assert app.screen.get_at((strip.x + 12, strip.centery))[:3] == th.DANGER  # drawn over the table
    data_dir.unlink()  # the player makes room: the next decision saves and the warning goes
    _play(scene, 1)
    app.autosaver().flush()
    assert app.saving_problem() == ""
    assert load_game(autosave_path()).history == scene.game.history


@pytest.mark.parametrize("code", [errno.EROFS, errno.EACCES])
def test_a_read_only_data_folder_is_named_not_the_temp_file_the_write_failed_on(tmp_path, code):
    err = OSError(code, os.strerror(code), str(tmp_path / ".autosave.json.4242.x1y2.tmp"))
    assert cannot_write(err, tmp_path) == f"{tmp_path} is read-only"


def test_autoplay_that_cannot_save_is_one_line_and_exit_2(tmp_path):
    (tmp_path / "file").write_text("")
    run = subprocess.run([sys.executable, "-m", "adrenaline_team.autoplay", "--save", str(tmp_path / "file" / "s.json"),
                          "--seed", "1"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and run.stderr.count("\n") == 1
    assert "is not a folder" in run.stderr and str(tmp_path / "file") in run.stderr


def test_a_loaded_game_sets_an_unfinished_autosave_aside_and_the_resume_screen_offers_it(tmp_path):
    first = played(40)
    save_game(first, autosave_path())
    other = played(25, seed=8)
    app = App(fast=True, autosave=True)
    app.switch(PlayScene(app, LocalSession(other, app.autosaver())))  # what `play --load FILE` opens
    app.autosaver().flush()
    assert load_game(autosave_path()).history == other.history
    [backup] = backups_dir().glob("*.json")
    assert load_game(backup).history == first.history
    # the loaded game is finished later: next time the set-aside game is offered
    save_game(played(100_000, seed=8), autosave_path())
    app = App(fast=True, autosave=True, first=ToStart())
    assert isinstance(app.scene, ResumeScene) and app.scene.offer.set_aside
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, PlayScene) and app.scene.game.history == first.history
    app.autosaver().flush()
    assert load_game(autosave_path()).history == first.history and not list(backups_dir().glob("*.json"))


def test_new_game_from_the_resume_screen_keeps_the_old_one_and_discard_deletes_it():
    unfinished = played(30)
    save_game(unfinished, autosave_path())
    app = App(fast=True, autosave=True, first=ToStart())
    click(app, app.scene.new.rect.center)
    click(app, app.scene.start.rect.center)
    app.autosaver().flush()
    assert load_game(autosave_path()).history == []
    [backup] = backups_dir().glob("*.json")
    assert load_game(backup).history == unfinished.history
    app = App(fast=True, autosave=True, first=ToStart())  # the new game is unfinished: offered first
    assert isinstance(app.scene, ResumeScene) and not app.scene.offer.set_aside
    click(app, app.scene.discard.rect.center)
    assert isinstance(app.scene, ResumeScene) and app.scene.offer.path == backup  # then the one set aside
    click(app, app.scene.discard.rect.center)
    assert isinstance(app.scene, NewGameScene) and not autosave_path().exists() and not backup.exists()


def test_a_second_window_on_the_same_saves_says_who_holds_them_and_opens_read_only(data_dir):
    held = FolderLock(data_dir)
    assert held.acquire() == ""
    try:
        app = App(fast=True, autosave=True, first=Guarded(ToStart()))
        assert isinstance(app.scene, LockScene) and f"process {os.getpid()}" in app.scene.holder
        click(app, app.scene.readonly.rect.center)
        assert isinstance(app.scene, NewGameScene) and not app.saves
        assert app.saving_problem().startswith("this window is read-only; another (process ")
        click(app, app.scene.start.rect.center)
        assert isinstance(app.scene, PlayScene) and not autosave_path().exists()
    finally:
        held.release()
    app = App(fast=True, autosave=True, first=Guarded(ToStart()))  # the lock is free again
    assert isinstance(app.scene, NewGameScene)
    app.close()


WINDOW = """
import sys
from adrenaline_team.cli import main
sys.exit(main(["play", "--load", sys.argv[1]]))
"""


def test_SIGTERM_saves_and_closes_the_window(tmp_path, data_dir):
    path = tmp_path / "game.json"
    save_game(played(30), path)
    env = os.environ | {"ADRENALINE_TEAM_OFFSCREEN": "1", "SDL_VIDEODRIVER": "dummy"}
    with subprocess.Popen([sys.executable, "-c", WINDOW, str(path)], env=env, stderr=subprocess.PIPE,
                          text=True) as proc:
        deadline = time.monotonic() + 60
        while not autosave_path().exists():  # the window is up and has saved the loaded game
            assert proc.poll() is None and time.monotonic() < deadline, proc.stderr.read()
            time.sleep(0.05)
        proc.send_signal(signal.SIGTERM)
        try:
            assert proc.wait(timeout=30) == 0
        finally:  # a window that did not close fails the test instead of holding up the suite
            if proc.poll() is None:
                proc.kill()
    assert load_game(autosave_path()).history == load_game(path).history


class LongFrame:
    """A screen whose frame takes 20 seconds (a slow disk, a stalled font, a busy machine)."""

    def __init__(self, app):
        self.finished = False

    def handle(self, event, command):
        pass

    def moving(self):
        return True  # the app then frames at once, without sleeping on input

    def close(self):
        pass

    def update(self, dt):
        end = time.monotonic() + 20
        while time.monotonic() < end:
            time.sleep(0.01)
        self.finished = True

    def draw(self, screen):
        pass


def test_SIGTERM_in_a_long_frame_closes_at_once():
    app = App(fast=True)
    scene = LongFrame(app)
    app.switch(scene)
    threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGTERM)).start()
    assert app.loop() == 0
    assert not scene.finished and signal.getsignal(signal.SIGTERM) is not signal.SIG_IGN


def test_no_screen_at_all_is_one_line_and_exit_2():
    """DISPLAY and SDL_VIDEODRIVER unset: SDL would fall back to a driver that draws nowhere."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "ADRENALINE_TEAM_OFFSCREEN")}
    for argv in ([], ["demo"], ["play"]):
        run = subprocess.run([sys.executable, "-m", "adrenaline_team.cli", *argv], env=env, capture_output=True,
                             text=True, timeout=60)
        assert run.returncode == 2 and run.stderr.count("\n") == 1 and "no screen" in run.stderr, run.stderr


# --- issue 21: nothing lost, whatever the disk or the folder ----------------------------------
def _backups_a_plain_file():
    backups_dir().parent.mkdir(parents=True, exist_ok=True)
    backups_dir().write_text("a file where the backups folder should be")
    return "backups is not a folder"


def _backups_read_only(monkeypatch):
    """As root no folder is read-only: the writer is told so the way the system tells a user."""
    import adrenaline_team.keep as keep

    def refused(folder, stem):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(folder / f"{stem}.json"))
    monkeypatch.setattr(keep, "unique_path", refused)
    return "backups is read-only"


@pytest.mark.parametrize("broken", ["plain file", "read-only folder"])
def test_a_game_that_cannot_be_set_aside_is_kept_and_the_new_one_is_not_saved_over_it(broken, monkeypatch):
    import adrenaline_team.keep as keep
    unique_path = keep.unique_path
    first = played(40)
    save_game(first, autosave_path())
    why = _backups_a_plain_file() if broken == "plain file" else _backups_read_only(monkeypatch)
    app = App(fast=True, autosave=True)
    scene = PlayScene(app, LocalSession(played(25, seed=8), app.autosaver()))  # what `play --load FILE` opens
    app.switch(scene)
    app.autosaver().flush()
    _play(scene, 3)
    app.autosaver().flush()
    assert load_game(autosave_path()).history == first.history
    assert app.saving_problem() == f"keeping the game in autosave.json ({why})"
    app.frame(0)
    strip = scene.notice_rect()
    assert app.screen.get_at((strip.x + 12, strip.centery))[:3] == th.DANGER
    # the player makes room: the next decision sets the old game aside, then saves
    monkeypatch.setattr(keep, "unique_path", unique_path)
    backups_dir().unlink(missing_ok=True)
    _play(scene, 1)
    app.autosaver().flush()
    assert app.saving_problem() == "" and load_game(autosave_path()).history == scene.game.history
    [backup] = backups_dir().glob("*.json")
    assert load_game(backup).history == first.history


def test_play_load_that_would_replace_a_game_it_cannot_set_aside_is_one_line_and_exit_2(tmp_path, data_dir):
    first = played(40)
    save_game(first, autosave_path())
    before = autosave_path().read_bytes()
    _backups_a_plain_file()
    other = tmp_path / "other.json"
    save_game(played(25, seed=8), other)
    env = os.environ | {"ADRENALINE_TEAM_OFFSCREEN": "1", "SDL_VIDEODRIVER": "dummy"}
    run = subprocess.run([sys.executable, "-c", WINDOW, str(other)], env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and run.stderr.count("\n") == 1, run.stderr
    assert f"is not opened: the unfinished game in {autosave_path()} cannot be set aside ({backups_dir()} is not a " \
           "folder): it is kept" in run.stderr
    assert str(other) in run.stderr and autosave_path().read_bytes() == before


def test_a_full_disk_opens_the_window_says_not_saving_and_resumes_the_game_on_disk(data_dir, monkeypatch):
    """The lock file's words and every save fail with ENOSPC (a full disk checked by hand on
    a 256 KB tmpfs: the same strip)."""
    import adrenaline_team.session.autosave as autosave
    unfinished = played(30)
    save_game(unfinished, autosave_path())
    earlier = FolderLock(data_dir)  # the lock file is there from an earlier window
    earlier.acquire()
    earlier.release()
    write = os.write

    def full(fd, data):
        if os.readlink(f"/proc/self/fd/{fd}").endswith("/lock"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return write(fd, data)

    def no_room(path, text):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
    monkeypatch.setattr(os, "write", full)
    monkeypatch.setattr(autosave, "write_atomic", no_room)
    app = App(fast=True, autosave=True, first=Guarded(ToStart()))
    assert isinstance(app.scene, ResumeScene) and app.lock.fd is not None
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, PlayScene) and app.scene.game.history == unfinished.history
    _play(app.scene, 2)
    app.autosaver().flush()
    assert app.saving_problem() == f"the disk holding {data_dir} is full"
    assert load_game(autosave_path()).history == unfinished.history
    app.close()


def test_a_lock_that_is_a_folder_is_named_and_the_window_opens_read_only_or_quits(data_dir):
    (data_dir / "lock").mkdir(parents=True)
    app = App(fast=True, autosave=True, first=Guarded(ToStart()))
    assert isinstance(app.scene, LockScene)
    assert any(f"{data_dir / 'lock'} is a folder" in line for line in app.scene.lines)
    click(app, app.scene.readonly.rect.center)
    assert isinstance(app.scene, NewGameScene) and not app.saves
    assert app.saving_problem().startswith("this window is read-only")


def test_an_autosave_that_is_a_symlink_loop_is_named_and_kept_as_a_backup():
    autosave_path().parent.mkdir(parents=True)
    os.symlink(autosave_path().name, autosave_path())  # points at itself
    app = App(fast=True, autosave=True, first=ToStart())
    assert isinstance(app.scene, NewGameScene)
    assert str(autosave_path()) in app.scene.notice and "symbolic links" in app.scene.notice
    click(app, app.scene.start.rect.center)
    app.autosaver().flush()
    assert load_game(autosave_path()).history == app.scene.game.history
    [kept] = [p for p in backups_dir().iterdir()]
    assert kept.is_symlink() and os.readlink(kept) == "autosave.json"


def test_a_game_longer_than_a_save_holds_keeps_the_last_save_that_loads(monkeypatch):
    """Whatever the game writes, the gate reads back: past the most choices a save holds,
    the autosave keeps the last save that loads and the table says why it stopped."""
    import adrenaline_team.rules.gate as gate
    import adrenaline_team.rules.save as save
    monkeypatch.setattr(gate, "MAX_SCRIPT", 30)
    monkeypatch.setattr(save, "MAX_SCRIPT", 30, raising=False)
    app = App(fast=True, autosave=True)
    scene = PlayScene(app, LocalSession(Game.new(CONFIG, 7), app.autosaver()))
    app.switch(scene)
    _play(scene, 30 - len(scene.game.history))
    app.autosaver().flush()
    _play(scene, 5)
    app.autosaver().flush()
    assert len(load_game(autosave_path()).history) == 30
    assert app.saving_problem() == "this game is longer than a save file holds (30 choices at most)"


def test_finished_games_are_kept_in_games_dated_once_each_never_overwritten(data_dir):
    """Issue 21: the autosave holds only the last game; every finished one is kept."""
    saver = Autosaver()
    first, second = played(100_000), played(100_000, seed=8)
    assert first.over and second.over
    kept = saver.keep(first)
    assert saver.keep(first) == kept  # asked again (the results screen shown again): the same file
    again = saver.keep(second)
    assert kept.parent == again.parent == data_dir / "games" and kept != again
    assert re.fullmatch(r"\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d(-2)?\.json", kept.name)
    assert sorted(p.name for p in (data_dir / "games").iterdir()) == sorted([kept.name, again.name])
    assert load_game(kept).state == first.state and load_game(again).state == second.state
    assert saver.error == ""


def test_a_finished_game_that_cannot_be_kept_says_so_like_a_failed_autosave(data_dir):
    app = App(fast=True, autosave=True)
    game = played(100_000)
    PlayScene(app, LocalSession(game, app.autosaver()))  # a finished game: it hands over to the results screen at once
    (data_dir / "games").write_text("a file where the games folder should be")
    assert app.autosaver().keep(game) is None
    assert app.saving_problem() == f"{data_dir / 'games'} is not a folder"
    app.frame(0)
    strip = app.scene.notice_rect()
    assert app.screen.get_at((strip.x + 12, strip.centery))[:3] == th.DANGER
