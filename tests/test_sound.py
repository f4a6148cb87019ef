"""Issue 23: the sound effects. The shipped files are measured as a listener would judge them
(short, distinct, not shrill, the big moments bigger than a mark, no click, no clipping) and
checked against their recipe; the table plays them from the engine's events, in order, never
while muted, and is silent and quiet where the mixer cannot start."""

import importlib.util
import itertools
import os
import random
from pathlib import Path

import pygame
import pytest

from adrenaline_team.rules import Game, GameConfig, PlayerConfig
from adrenaline_team.ui import sound as snd
from adrenaline_team.ui.app import App
from adrenaline_team.session.replay import Replay
from adrenaline_team.session.local import LocalSession
from adrenaline_team.ui.screens.play import PlayScene
from adrenaline_team.ui.screens.replay import ReplayScene
from adrenaline_team.session.settings import Settings

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
recipe = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(recipe)

SMALL, BIG = ("shot", "damage", "mark"), ("flush", "killshot", "overkill")
HOT_SEAT = GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Ben")])


@pytest.fixture(scope="module")
def measured():
    return {name: recipe.measure(recipe.read(recipe.OUT / f"{name}.wav")) for name in snd.NAMES}


def test_every_cue_has_its_file_and_recipe():
    assert set(snd.NAMES) == set(recipe.SOUNDS) == {p.stem for p in recipe.OUT.glob("*.wav")}
    assert set(snd.CUES) == {"Fired", "DamageBuffered", "MarksBuffered", "Flushed", "Killshot", "Overkill",
                             "TurnStarted"}


def test_the_sounds_are_short_and_the_big_moments_longer(measured):
    assert all(measured[n]["length"] <= 0.3 for n in SMALL)
    assert all(0.7 <= measured[n]["length"] <= 1.1 for n in BIG)
    assert all(measured[n]["length"] <= 0.7 for n in ("turn", "handoff"))
    assert all(m["attack"] <= 0.3 for m in measured.values())  # each is heard at once, not after a swell


def test_a_flush_and_a_killshot_are_bigger_than_a_mark(measured):
    mark = measured["mark"]
    for name in BIG:
        assert measured[name]["peak"] >= mark["peak"] + 9  # dB: clearly louder
        assert measured[name]["energy"] >= 100 * mark["energy"]
    assert max(measured[n]["peak"] for n in SMALL) < min(measured[n]["peak"] for n in BIG)


def test_no_clipping_no_click_and_nothing_shrill(measured):
    for name, m in measured.items():
        assert -20 <= m["peak"] <= -3, name  # headroom, and never too faint to hear
        assert m["edges"] < 0.002, name  # starts and ends in silence: no click
        assert m["pitch"] < 1000, name  # the mean pitch: nothing whistles
        assert m["above_5k"] < 0.01, name  # under 1 % of the energy where sounds turn harsh
        assert m["above_200"] > 0.15, name  # a laptop's small speakers can play a good part of it


def test_each_sound_is_told_apart_from_every_other(measured):
    """Two sounds differ clearly in length, pitch or where their loudest moment falls."""
    for a, b in itertools.combinations(snd.NAMES, 2):
        ma, mb = measured[a], measured[b]
        length = abs(ma["length"] - mb["length"]) / max(ma["length"], mb["length"])
        pitch = abs(ma["pitch"] - mb["pitch"]) / max(ma["pitch"], mb["pitch"])
        attack = abs(ma["attack"] - mb["attack"])
        assert length >= 0.15 or pitch >= 0.25 or attack >= 0.08, (a, b)


def test_the_measures_can_fail():
    """A full-scale square wave at 4 kHz: clipped, shrill, with a click at its end."""
    square = recipe.array.array("h", [32767 if (i // 3) % 2 else -32767 for i in range(2205)])
    m = recipe.measure(square)
    assert m["peak"] > -0.01 and m["pitch"] > 3000 and m["above_5k"] > 0.1 and m["edges"] == 1.0


def test_the_files_are_what_the_recipe_makes():
    assert recipe.main(["--check"]) == 0


# --- the table's sound -------------------------------------------------------------------------
@pytest.fixture
def quiet_mixer(monkeypatch):
    """A mixer that cannot start, as on a machine without a sound device (its C libraries
    writing their complaints to the error stream as they fail)."""
    pygame.mixer.quit()

    def fail(*args, **kwargs):
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    monkeypatch.setattr(pygame.mixer, "init", fail)
    yield
    monkeypatch.undo()
    pygame.mixer.quit()


def test_without_a_sound_device_the_table_is_silent_and_says_nothing(quiet_mixer, capfd):
    sound = snd.Sound(Settings(), keep=False)
    assert sound.sounds == {} and not sound.audible
    sound.play(["Fired", "DamageBuffered", "Flushed"])
    sound.cue(snd.HANDOFF)
    sound.update()
    assert not sound.pending and list(sound.played) == []
    app = App(fast=True, size=(1280, 720))
    scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 4)))
    app.switch(scene)
    shoot(app, scene)
    app.close()
    out, err = capfd.readouterr()
    assert err == "" and "ALSA" not in out


def test_with_the_dummy_driver_every_cue_loads():
    sound = snd.Sound(Settings(), keep=False)
    assert pygame.mixer.get_init() is not None
    assert set(sound.sounds) == set(snd.NAMES)
    assert all(abs(s.get_volume() - 0.7) < 0.01 for s in sound.sounds.values())


def test_a_choices_cues_play_one_after_another_in_the_events_order(monkeypatch):
    clock = [100.0]
    monkeypatch.setattr(snd.time, "monotonic", lambda: clock[0])
    sound = snd.Sound(Settings(), keep=False)
    sound.play(["ActionTaken", "Fired", "DamageBuffered", "MarksBuffered", "DamageBuffered", "Unloaded"])
    assert sound.queue == [(100.0 + snd.GAP, "damage"), (100.0 + 2 * snd.GAP, "mark")]
    assert list(sound.played) == ["shot"]
    clock[0] += snd.GAP
    sound.update()
    assert list(sound.played) == ["shot", "damage"] and sound.pending
    sound.play(["TurnStarted"])  # the next choice's cues wait for this one's
    assert sound.queue[-1] == (100.0 + 3 * snd.GAP, "turn")
    clock[0] += 2 * snd.GAP
    sound.update()
    assert list(sound.played) == ["shot", "damage", "mark", "turn"] and not sound.pending


def test_a_long_end_of_turn_keeps_its_biggest_moments():
    sound = snd.Sound(Settings(), keep=False)
    sound.play(["Fired", "DamageBuffered", "MarksBuffered", "Flushed", "Killshot", "Overkill", "TurnStarted"])
    assert list(sound.played) + [c for _, c in sound.queue] == ["flush", "killshot", "overkill", "turn"]


def test_muted_or_at_no_volume_nothing_plays_and_the_setting_is_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path))
    sound = snd.Sound(Settings(), keep=True)
    sound.play(["Fired", "DamageBuffered"])
    sound.set(muted=True)
    assert not sound.pending  # what was waiting is dropped too
    sound.play(["Flushed"])
    sound.cue(snd.HANDOFF)
    assert list(sound.played) == ["shot"] and not sound.pending
    assert Settings.load() == (Settings(muted=True), "")
    sound.set(muted=False, volume=30)
    assert all(abs(s.get_volume() - 0.3) < 0.01 for s in sound.sounds.values())
    assert Settings.load() == (Settings(volume=30), "")
    sound.set(volume=0)
    sound.play(["Flushed"])
    assert list(sound.played) == ["shot"]


def shoot(app, scene):
    """Play random choices (no passing) until a shot is fired and its target chosen (the
    effect and its target are two answers); returns the cues of their events."""
    rnd = random.Random(2)
    shot: list = []
    for _ in range(3000):
        if scene.handoff.team:
            scene.reveal()
        scene.turns.summary = None
        d = scene.decision
        events = scene.choose(rnd.choice([c for c in d.choices if "pass" not in c.key] or d.choices))
        if shot or any(e.kind == "Fired" for e in events):
            shot += events
            if any(e.kind == "DamageBuffered" for e in events):
                return [snd.CUES[e.kind] for e in shot if e.kind in snd.CUES]
        app.frame(0)
    raise AssertionError("no shot fired")


def test_the_play_screen_plays_a_shot_and_its_damage():
    app = App(fast=True, size=(1280, 720))
    scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 4)))
    app.switch(scene)
    cues = shoot(app, scene)
    assert cues[0] == "shot" and "damage" in cues
    heard = list(app.sound.played) + [c for _, c in app.sound.queue]
    assert heard[-len(set(cues)):] == list(dict.fromkeys(cues))
    app.sound.play(["Fired", "DamageBuffered"])  # one choice's two cues: the second waits its turn
    assert app.events() is not None and app.sound.pending  # frames keep coming while cues wait
    app.close()


def test_the_demonstration_is_heard_as_the_computer_plays():
    from adrenaline_team.session.demo import demo_config
    from adrenaline_team.ui.kit.scene import ToDemo
    app = App(fast=True, size=(1280, 720))
    app.switch(ToDemo(demo_config("A", 1), 1))
    scene = app.scene
    while not any(e.kind == "Fired" for e in scene.game.log):
        app.frame(1 / 60)
    assert "shot" in list(app.sound.played) + [c for _, c in app.sound.queue]
    app.close()


def test_the_hot_seat_hand_off_is_heard_when_its_screen_comes_up():
    app = App(fast=True, size=(1280, 720))
    scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 4)))
    app.switch(scene)
    rnd = random.Random(1)
    while scene.handoff.count == 0:
        scene.turns.summary = None
        scene.choose(rnd.choice(scene.decision.choices))
    assert snd.HANDOFF in list(app.sound.played) + [c for _, c in app.sound.queue]
    app.close()


def test_the_replay_viewer_sounds_a_step_forward_but_not_a_jump(tmp_path):
    from adrenaline_team.rules import Game
    from adrenaline_team.rules.save import save_game
    game, rnd = Game.new(HOT_SEAT, 5), random.Random(5)
    while game.pending is not None and len(game.history) < 300:
        game.choose(rnd.choice([c for c in game.pending.choices if "pass" not in c.key] or game.pending.choices))
    save_game(game, tmp_path / "g.json")
    replay = Replay.load(tmp_path / "g.json")
    app = App(fast=True, size=(1280, 720))
    scene = ReplayScene(app, replay, "g.json")
    app.switch(scene)
    shot = next(i for i, s in enumerate(replay.steps) if "Fired" in s.kinds)
    replay.goto(shot)
    scene.act("end")
    assert not app.sound.played and not app.sound.pending
    replay.goto(shot)
    scene.act("forward")
    assert list(app.sound.played)[:1] == ["shot"]
    app.close()


def test_mute_and_volume_on_the_new_game_screen_are_kept(tmp_path, monkeypatch):
    from test_ui_keyboard import focus_by_keys
    from test_ui_play import key
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path))
    app = App(fast=True, autosave=True, size=(1280, 720))
    form = app.scene
    assert form.sound.mute.value == "on" and form.sound.volume.value == "70"
    focus_by_keys(app, form.sound.volume)
    key(app, pygame.K_LEFT)
    assert app.settings.volume == 60 and app.sound.played[-1] == "turn"  # heard at the new volume
    focus_by_keys(app, form.sound.mute)
    key(app, pygame.K_RIGHT)
    assert app.settings.muted and not app.sound.audible
    app.close()
    assert Settings.load() == (Settings(volume=60, muted=True), "")
    again = App(fast=True, autosave=True, size=(1920, 1080))
    assert again.scene.sound.mute.value == "off" and again.scene.sound.volume.value == "60"
    again.close()


def test_the_menu_has_the_same_sound_row():
    from test_ui_play import key
    app = App(fast=True, size=(1280, 720))
    scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 4)))
    app.switch(scene)
    key(app, pygame.K_m)
    row = scene.menu.sound_row
    assert row is not None and scene.menu.form.fields[-4:-2] == row.fields  # before the language's row and Quit
    panel = scene.menu.panel()
    assert all(panel.contains(f.rect) for f in row.fields)
    assert row.volume.rect.bottom < scene.menu.buttons["quit"].rect.y
    key(app, pygame.K_UP)  # up from Resume: Quit, the language, then the volume
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert scene.menu.form.focused is row.volume
    key(app, pygame.K_RIGHT)
    assert app.settings.volume == 80 and scene.menu.open
    key(app, pygame.K_UP)
    key(app, pygame.K_RIGHT)
    assert app.settings.muted
    app.close()
