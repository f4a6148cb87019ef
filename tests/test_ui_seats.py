"""Issue 11, mixed seats: each player seat is a person or the computer at a level, so one
person plays one character of a team beside computer teammates; the hot-seat hand-off is
for people only."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.rules import Game, GameConfig, PlayerConfig  # noqa: E402
from adrenaline_team.rules.save import game_from_save, to_save  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.seating import answered_by  # noqa: E402
from adrenaline_team.session.bot_driver import BotDriver, people  # noqa: E402
from adrenaline_team.ui.screens.newgame import PHONE, REMOTE, NewGameScene  # noqa: E402
from adrenaline_team.session.local import LocalSession  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from adrenaline_team.ui.screens.results import ResultsScene  # noqa: E402
from test_ui_keyboard import focus_by_keys  # noqa: E402
from test_ui_play import key  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui

ONE_BESIDE_TWO = GameConfig(
    black=[PlayerConfig(name="Ash"), PlayerConfig(name="Bo", bot="easy"), PlayerConfig(name="Cy", bot="easy")],
    white=[PlayerConfig(name="Dee", bot="easy")])


def computer_seat(config, team, player):
    """The seat whose computer answers the question, None when people answer it."""
    who = answered_by(config, team, player)
    return who.seat if who.level else None


def test_a_question_goes_to_its_seat_and_team_questions_to_the_people():
    c = ONE_BESIDE_TWO
    assert [computer_seat(c, "black", p) for p in (0, 1, 2, None)] == [None, 1, 2, None]
    assert [computer_seat(c, "white", p) for p in (0, None)] == [0, 0]
    assert answered_by(c, "black", None).people == (0,) and answered_by(c, "black", 1).people == ()
    assert people(c) == ["black"]
    two_people = GameConfig(black=c.black, white=[PlayerConfig(name="Dee"), PlayerConfig(name="Eli", bot="hard")])
    assert people(two_people) == ["black", "white"] and computer_seat(two_people, "white", 1) == 1


def test_the_computer_seats_of_a_team_at_one_level_are_one_bot():
    """As in `simulate` and the headless demo, so the window plays the very same games."""
    mixed_levels = GameConfig(black=[PlayerConfig(name="A", bot="hard"), PlayerConfig(name="B"),
                                     PlayerConfig(name="C", bot="easy")], white=ONE_BESIDE_TWO.white)
    seeds = {k: (t.name, t.seed) for k, t in BotDriver(mixed_levels, 10, None, 0).thinkers.items()}
    assert seeds == {("black", "hard"): ("hard", 10), ("black", "easy"): ("easy", 12), ("white", "easy"): ("easy", 11)}
    driver = BotDriver(ONE_BESIDE_TWO, 10, None, 0)
    assert sorted(driver.thinkers) == [("black", "easy"), ("white", "easy")]


def test_new_game_screen_sets_each_seat():
    app = App(fast=True)
    scene = app.scene
    assert isinstance(scene, NewGameScene)
    black = scene.teams["black"]
    focus_by_keys(app, black["count"])
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)  # 3 players
    for seat in black["seats"][1:]:
        focus_by_keys(app, seat)
        for _ in range(3):
            key(app, pygame.K_RIGHT)  # Person -> easy -> normal -> hard
    white = scene.teams["white"]
    focus_by_keys(app, white["seats"][0])
    key(app, pygame.K_LEFT)  # from a person back round to a person on the network (issue 25)
    assert white["seats"][0].value == REMOTE
    key(app, pygame.K_LEFT)  # a person on a phone (issue 43)
    assert white["seats"][0].value == PHONE
    key(app, pygame.K_LEFT)  # and on to the last level
    config, _ = scene.config()
    assert [p.bot for p in config.black] == [None, "hard", "hard"]
    assert [p.bot for p in config.white] == ["expert"]
    # the last game's seats come back for the next one
    again = NewGameScene(app, config)
    assert again.config()[0].model_dump() == {**config.model_dump(), "reward_tile": None}


def test_one_person_beside_two_computer_teammates_plays_to_the_end():
    """Every question the screen takes from the person is theirs or the team's; the computer
    seats answer their own; no hand-off ever covers the table (one team has people)."""
    app = App(fast=True)
    scene = PlayScene(app, LocalSession(Game.new(ONE_BESIDE_TWO, 5)))
    app.switch(scene)
    asked = set()
    for _ in range(20000):
        if not isinstance(app.scene, PlayScene):
            break
        assert scene.handoff.team is None
        d = scene.decision
        if scene.person_decides():
            assert d.team == "black" and d.player in (0, None), (d.kind, d.player)
            asked.add((d.kind.value, d.player))
            scene.choose(next((c for c in d.choices if c.option != "pass"), d.choices[0]))
        app.frame(0)
    assert isinstance(app.scene, ResultsScene)
    assert {("draft", None), ("next", None), ("action", 0)} <= asked
    assert not any(kind == "action" and p != 0 for kind, p in asked)


def test_a_save_with_mixed_seats_passes_the_gate():
    """People and computer levels side by side in one team are a valid table to save and load
    (the computer seats' worker reads every position through the gate too)."""
    game = Game.new(ONE_BESIDE_TWO, 3)
    for _ in range(30):
        game.choose(game.decision.choices[0])
    assert Game.from_position(game.state.model_dump_json()).table == game.table
    assert game_from_save(to_save(game).model_dump_json(), "save").table.config == ONE_BESIDE_TWO
