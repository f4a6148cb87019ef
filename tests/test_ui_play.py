"""The tabletop driven only through its own input handling: synthetic clicks, keys and gamepad
events on the highlighted legal choices, from the new-game screen to the results screen."""

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.rules import Game, GameConfig, PlayerConfig  # noqa: E402
from adrenaline_team.session.local import LocalSession  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.ui.kit import layout as L  # noqa: E402
from adrenaline_team.ui.screens.newgame import NewGameScene  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from adrenaline_team.ui.screens.results import ResultsScene  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


def post(app, *events):
    for e in events:
        pygame.event.post(e)
    app.frame(0)
    app.frame(0)  # pygame_gui posts its button events while the first frame reads the queue


def click(app, pos):
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(app, k, mod=0):
    post(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def pad(app, hat=None, button=None):
    if hat is not None:
        post(app, pygame.event.Event(pygame.JOYHATMOTION, value=hat, joy=0, instance_id=0, hat=0))
    else:
        post(app, pygame.event.Event(pygame.JOYBUTTONDOWN, button=button, joy=0, instance_id=0))


def click_point(scene, choice):
    """A point on the table where a click picks `choice`, if it lives there."""
    targets = scene.choices.targets
    for r in targets.rects(choice):
        for p in (r.center, (r.x + 3, r.y + 3), (r.right - 4, r.bottom - 4), (r.x + 3, r.bottom - 4)):
            if targets.click(p) is choice:
                return p
    return None


def button_of(scene, choice):
    return next((b for b, c in scene.choices.buttons if c is choice), None)


def pick(app, scene, choice, how):
    """Pick `choice` by mouse, keyboard or gamepad, as a person would."""
    if how == "mouse":
        p = click_point(scene, choice)
        if p is not None:
            return click(app, p)
        while button_of(scene, choice) is None:  # a later page of buttons
            click(app, next(b for b, c in scene.choices.buttons if c is None).rect.center)
        return click(app, button_of(scene, choice).rect.center)
    steps = (scene.choices.order.index(choice) - scene.choices.focus) % len(scene.choices.order)
    for _ in range(steps):
        key(app, pygame.K_TAB) if how == "keys" else pad(app, hat=(1, 0))
    # the same answer (equal by key): a network window may have been sent the question afresh meanwhile
    assert scene.choices.order[scene.choices.focus] == choice
    key(app, pygame.K_RETURN) if how == "keys" else pad(app, button=0)


def play_through(config: GameConfig, seed: int):
    app = App(fast=True)
    app.switch(NewGameScene(app, config))
    app.scene.seed.box.set_text(str(seed))
    app.frame(0)
    click(app, app.scene.start.rect.center)
    return play_to_results(app, seed, ("mouse", "mouse", "keys", "pad"))


def play_to_results(app, seed: int, hows: tuple[str, ...]):
    """Play the game on screen to its results, each choice picked at random and made by one
    of `hows` (mouse, keys, pad); checks every decision was reachable by input."""
    rnd = random.Random(seed)
    assert isinstance(app.scene, PlayScene)
    scene = app.scene
    game = scene.game
    chosen = []
    real_choose = game.choose
    game.choose = lambda c: (chosen.append(c.key if hasattr(c, "key") else c), real_choose(c))[1]
    decisions = 0
    while isinstance(app.scene, PlayScene):
        if scene.handoff.team:
            team = scene.handoff.team
            # nothing of the incoming team's hand is on show behind the hand-off screen
            assert not any(p and p[0] == "powerup" for p in scene.picture.regions.drawn())
            key(app, pygame.K_SPACE) if "keys" in hows else pad(app, button=0)
            assert scene.handoff.viewer == team and scene.handoff.team is None
            continue
        if scene.turns.summary:  # the other team's turn in a few lines, beside the board: it never holds the game
            assert not scene.turns.rect().colliderect(L.now().arena)
        d = scene.decision
        assert d.team == scene.handoff.viewer
        for c in d.choices:  # every legal choice can be reached by a click or a button
            assert click_point(scene, c) is not None or c in scene.choices.answers, (d.kind, c.key)
        choice = rnd.choice(d.choices)
        pick(app, scene, choice, rnd.choice(hows))
        assert chosen[-1] == choice.key, (d.kind, choice.key, chosen[-1:])
        decisions += 1
        assert decisions < 5000
    results = app.scene
    assert isinstance(results, ResultsScene)
    assert results.shown_totals == game.result.scores
    for team in ("black", "white"):
        assert sum(results.shown_tally[team].values()) == game.result.scores[team]
    return scene


@pytest.mark.parametrize("black,white,seed", [(1, 1, 11), (2, 3, 12)])
def test_ui_whole_game_by_input(black, white, seed):
    config = GameConfig(black=[PlayerConfig(name=f"B{i}") for i in range(black)],
                        white=[PlayerConfig(name=f"W{i}") for i in range(white)])
    scene = play_through(config, seed)
    assert {"draft", "spawn", "next", "action", "move", "reload"} <= scene.reached


LAYERS = ["menu", "hand-off", "magnifier", "log", "widgets", "animations", "waiting", "caption", "turn summary",
          "unasked", "coach", "badges", "phones", "question"]


def test_the_play_screen_takes_input_from_the_top_down():
    """Issue 30: what lies over the table takes input as a stack, from the magnifier at the top
    down to the question at the bottom; the first layer that takes an event keeps it. So a
    click under the open menu answers nothing, and the same click with the menu closed does."""
    app = App(fast=True)
    solo = GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Bo", bot="easy")])
    scene = PlayScene(app, LocalSession(Game.new(solo, 3)))
    app.switch(scene)
    assert [layer.name for layer in scene.layers] == LAYERS
    while scene.choices.targets is None:  # the computer's draft first
        app.frame(0)
    choice = next(c for c in scene.decision.choices if click_point(scene, c) is not None)
    point, made = click_point(scene, choice), len(scene.game.history)
    key(app, pygame.K_m)
    assert scene.menu.open
    click(app, point)
    assert scene.menu.open and len(scene.game.history) == made
    key(app, pygame.K_m)
    assert not scene.menu.open
    click(app, point)
    assert scene.game.history[made] == choice.key


def test_the_play_screen_draws_its_layers_from_the_bottom_up(monkeypatch):
    """Issue 30: the stack that takes input from the top down is drawn from the bottom up, so
    the layer that takes a click is the one drawn over the others: the menu opened over the
    hand-off screen takes the click and is drawn last; closed, the hand-off is on top and the
    click lifts it."""
    app = App(fast=True)
    hot_seat = GameConfig(black=[PlayerConfig(name="Ann"), PlayerConfig(name="Bo")],
                          white=[PlayerConfig(name="Cy"), PlayerConfig(name="Di")])
    scene = PlayScene(app, LocalSession(Game.new(hot_seat, 5)))
    app.switch(scene)
    while scene.handoff.team is None:
        scene.choose(scene.decision.choices[0])
    drawn = []
    for name, owner, method in (("question", scene.choices, "draw_lit"), ("coach", scene.coach, "draw"),
                                ("animations", scene.anims, "draw"),
                                ("magnifier", scene.lens, "draw"), ("hand-off", scene.handoff, "draw"),
                                ("menu", scene.menu, "draw")):
        monkeypatch.setattr(owner, method, lambda *a, name=name, **k: drawn.append(name))
    centre = app.screen.get_rect().center
    key(app, pygame.K_m)
    click(app, centre)
    assert scene.menu.open and scene.handoff.team is not None  # the menu took the click
    drawn.clear()
    scene.draw(app.screen)
    assert drawn == [name for name in reversed(LAYERS) if name in drawn] and drawn[-1] == "menu"
    assert drawn == ["question", "coach", "animations", "magnifier", "hand-off", "menu"]
    key(app, pygame.K_m)
    drawn.clear()
    scene.draw(app.screen)
    assert drawn[-1] == "hand-off" and "menu" not in drawn
    click(app, centre)
    assert scene.handoff.team is None  # the hand-off, on top, took it
