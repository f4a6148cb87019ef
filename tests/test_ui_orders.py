"""Issue 43, standing orders at one screen: a team sets its order privately from the menu during
its own turn, and with "never" the other team's turn brings no hand-off for a tagback question."""

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.rules import Game, Kind  # noqa: E402
from adrenaline_team.session.local import LocalSession  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from test_ui_play import click, key, pick  # noqa: E402
from test_ui_trust import HOT_SEAT  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


def _menu_rows(app, scene) -> dict[str, str]:
    key(app, pygame.K_m)
    rows = {k: b.button.text for k, b in scene.menu.buttons.items()}
    key(app, pygame.K_m)
    return rows


def test_TP_PU_5_never_ordered_the_other_teams_turn_has_no_tagback_hand_off():
    app = App(fast=True, size=(1280, 720))
    scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 2), app.autosaver()))
    app.switch(scene)
    rnd = random.Random(2)
    ordered: set[str] = set()
    answered: dict[int, str] = {}  # the key each order chose, by the question's place in the game
    orders = scene.session.orders
    ask = orders.answer

    def answer(table, d):
        choice = ask(table, d)
        if choice is not None:
            answered[len(scene.game.history)] = choice.key
        return choice
    orders.answer = answer
    hand_offs = 0
    while not scene.game.over and len(answered) < 12:
        d, table = scene.decision, scene.game.table
        if scene.handoff.team:
            # "ask" until the team orders: its tagback question comes behind the screen, then never
            assert d.kind != Kind.TAGBACK or d.team not in ordered, "an ordered tagback behind the hand-off screen"
            assert "orders" not in _menu_rows(app, scene)  # behind the screen: nobody's order on show
            hand_offs += 1
            key(app, pygame.K_SPACE)
            continue
        assert not (d.kind == Kind.TAGBACK and d.team in ordered and d.team != table.active), "not answered at once"
        own_turn = table.phase == "turn" and d.team == table.active
        rows = _menu_rows(app, scene)
        assert ("orders" in rows) is own_turn
        if own_turn and d.team not in ordered:
            assert rows["orders"] == "Tagback grenades: ask us"
            key(app, pygame.K_m)
            click(app, scene.menu.buttons["orders"].rect.center)  # ask -> never, said on the row
            assert scene.menu.buttons["orders"].button.text == "Tagback grenades: never throw"
            key(app, pygame.K_m)
            assert scene.session.orders.given[d.team] == "never" and scene.decision is d
            ordered.add(d.team)
        pick(app, scene, rnd.choice(d.choices), "mouse")
    assert list(answered.values()) == ["tagback:none"] * 12 and hand_offs > 0 and ordered == {"black", "white"}
