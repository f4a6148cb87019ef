"""A click on a highlighted square, figure or card means exactly the choice that lives there."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.rules import Choice, Decision, Game, GameConfig, PlayerConfig  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.session.local import LocalSession  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from adrenaline_team.ui.table.hotspots import Regions, Targets  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


def test_ui_click_maps_to_the_choice_at_that_place():
    regions = Regions()
    regions.add((0, 0, 100, 100), ("square", (0, 0)))
    regions.add((40, 40, 20, 20), ("figure", "sprog"))  # a figure standing on the square
    regions.add((200, 0, 50, 80), ("powerup", "newton-red-1"))
    regions.add((300, 0, 50, 80), ("weapon", "railgun"))
    move = Choice("move:0,0", "to (0,0)", square=(0, 0))
    spawn = Choice("spawn:newton-red-1", "Newton", square=(1, 0), powerup="newton-red-1")
    grab = Choice("grab:railgun", "Railgun", square=(2, 3), weapon="railgun")
    d = Decision("black", 0, "test", "?", (move, spawn, grab))
    t = Targets(d, regions)
    assert t.click((50, 50)) is move  # the figure is no choice: the click reaches its square
    assert t.click((10, 10)) is move
    assert t.click((220, 40)) is spawn
    assert t.click((320, 40)) is grab
    assert t.click((150, 40)) is None
    assert all(t.places[c.key] for c in (move, spawn, grab))


def test_ui_a_place_shared_by_two_choices_lights_neither():
    regions = Regions()
    regions.add((0, 0, 100, 100), ("figure", "echo"))
    a = Choice("action:grab", "Move, then grab", figure="echo")
    b = Choice("action:shoot", "Shoot", figure="echo")
    t = Targets(Decision("white", 0, "action", "?", (a, b)), regions)
    assert t.click((50, 50)) is None
    assert t.places == {"action:grab": [], "action:shoot": []}


def _click(app, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.frame(0)


def _spot(scene, choice):
    for r in scene.choices.targets.rects(choice):
        for p in (r.center, (r.x + 3, r.y + 3), (r.right - 4, r.bottom - 4)):
            if scene.choices.targets.click(p) is choice:
                return p
    return None


def test_ui_clicks_on_squares_figures_and_cards_pick_those_choices():
    app = App(fast=True)
    config = GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Ben")], starting_team="black")
    scene = PlayScene(app, LocalSession(Game.new(config, 5), app.autosaver()))
    app.switch(scene)
    wanted = {"spawn": "powerup", "next": "figure", "move": "square", "grab": "weapon", "draft": "figure"}
    seen = set()
    for _ in range(400):
        if scene.handoff.team:
            _click(app, (960, 540))
            continue
        d = scene.decision
        kind = wanted.get(d.kind)
        located = [c for c in d.choices if getattr(c, kind or "key", None) is not None and scene.choices.targets.rects(c)]
        if kind and located:
            spots = {c.key: _spot(scene, c) for c in located}
            assert all(spots.values()), spots  # each highlighted place maps back to its own choice
            c = located[len(seen) % len(located)]
            _click(app, spots[c.key])
            assert scene.game.history[-1] == c.key
            seen.add(d.kind)
            if seen == set(wanted):
                return
        else:
            scene.choose(d.choices[0])
    raise AssertionError(f"never reached {set(wanted) - seen}")
