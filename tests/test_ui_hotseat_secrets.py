"""Issue 29, hot-seat secrets on one screen: at most one tagback hand-off per action, the
hand-off's one line names the player asked once, the shooter keeps Undo after a "no", and a
shot never fires on the key press that chose Shoot."""

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.rules import Game, GameConfig, PlayerConfig  # noqa: E402
from adrenaline_team.rules import events as ev  # noqa: E402
from adrenaline_team.session.local import LocalSession  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from adrenaline_team.ui.table.handoff import asked  # noqa: E402
from builders import arrange, play, table_at_turn  # noqa: E402
from test_tp_tagback import RED_ROOM, lone_target  # noqa: E402
from test_ui_play import key, pick  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui

HOT_SEAT = GameConfig(black=[PlayerConfig(name="Ann"), PlayerConfig(name="Bo")],
                      white=[PlayerConfig(name="Dee"), PlayerConfig(name="Eli")])


def test_a_2v2_hot_seat_game_has_at_most_one_tagback_hand_off_per_action():
    """Random answers through the table's own input, 700 of them: every hand-off for a tagback
    question comes once per action (never one per hit), and its line names the asker once."""
    app = App(fast=True, size=(1280, 720))
    scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 7), app.autosaver()))
    app.switch(scene)
    rnd = random.Random(7)
    tagback_screens: list[int] = []
    for _ in range(700):
        if not isinstance(app.scene, PlayScene):
            break
        d = scene.decision
        if scene.handoff.team:
            if d.kind == "tagback":
                actions = sum(isinstance(e, ev.ActionTaken) for e in scene.game.log)
                tagback_screens.append(actions)
                line = asked(scene.game, d)
                who = scene.game.table.teams[d.team].players
                names = [p.name for p in who if p.name in line]
                assert line.count(names[0]) == 1 and "out of turn" in line, line
            key(app, pygame.K_SPACE)
            continue
        pick(app, scene, rnd.choice(d.choices), rnd.choice(("mouse", "keys")))
    assert tagback_screens and len(tagback_screens) == len(set(tagback_screens)), tagback_screens


def test_the_hand_off_line_names_the_player_asked_once():
    """A player's own question (its prompt starts with the name) and a team's (both names)."""
    game = Game.new(HOT_SEAT, 3)
    lines = {}
    while len(lines) < 2:
        d = game.pending
        lines.setdefault(d.player is None, (d, asked(game, d)))
        game.choose(d.choices[0])
    d, line = lines[False]
    name = game.table.teams[d.team].players[d.player].name
    assert d.prompt.startswith(name) and line.startswith(f"{name} — ") and line.count(name) == 1, line
    d, line = lines[True]
    first, second = (p.name for p in game.table.teams[d.team].players)
    assert line.startswith(f"{first} and {second} — "), line


def test_the_shooter_keeps_undo_after_a_declined_tagback_question():
    """Black shoots two of White's characters; White (a person) declines behind its hand-off;
    back at Black's question the Undo button is lit, and Esc takes Black back to its shot."""
    table = table_at_turn(black=1, white=1)
    table.config = GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Dee")])
    for team, name in (("black", "Ann"), ("white", "Dee")):
        table.teams[team].players[0].name = name
    arrange(table, squares=RED_ROOM, weapons={("black", 0): ["machine_gun"]},
            cubes={("black", 0): {"red": 3, "blue": 3, "yellow": 3}},
            powerups={("black", 0): ["newton-red-1"], ("white", 0): ["tagback_grenade-red-1"]})
    game = Game(table)
    play(game, "act:dstruct", "action:shoot", "effect:basic", "target:banshee", "target:echo")
    app = App(fast=True, size=(1280, 720))
    scene = PlayScene(app, LocalSession(game))
    app.switch(scene)
    if scene.handoff.team:  # Black's hand goes on show behind the screen
        key(app, pygame.K_SPACE)
    pick(app, scene, next(c for c in scene.decision.choices if c.key == "effect:done"), "keys")
    assert scene.decision.kind == "tagback" and scene.handoff.team == "white"
    key(app, pygame.K_SPACE)
    pick(app, scene, next(c for c in scene.decision.choices if c.key == "tagback:none"), "keys")
    assert scene.decision.kind == "next" and scene.decision.team == "black"
    if scene.handoff.team:
        key(app, pygame.K_SPACE)
    assert scene.question.undo.is_enabled
    key(app, pygame.K_ESCAPE)
    assert scene.decision.kind == "effect" and scene.decision.team == "black"


def test_a_shot_never_fires_on_the_key_that_chose_shoot():
    """One weapon, one effect, one enemy in reach: Enter on Shoot asks the effect, Enter again
    asks the target (ringed on the table), and only its answer deals the damage."""
    app = App(fast=True, size=(1280, 720))
    scene = PlayScene(app, LocalSession(lone_target()))
    app.switch(scene)
    pick(app, scene, next(c for c in scene.decision.choices if c.key == "action:shoot"), "keys")
    assert scene.decision.kind == "effect" and scene.game.table.teams["white"].buffer.damage == []
    pick(app, scene, scene.decision.choices[0], "keys")
    d = scene.decision
    assert d.kind == "target" and [c.key for c in d.choices] == ["target:banshee"]
    assert scene.choices.targets.rects(d.choices[0])  # ringed where it lives
    assert scene.game.table.teams["white"].buffer.damage == []
    pick(app, scene, d.choices[0], "keys")
    assert scene.game.table.teams["white"].buffer.damage == ["banshee", "banshee"]
