"""Issue 9, choices a player can trust: the table never spends for a player, no code reaches a
player's eyes, and hand-off screens come only for secrets."""

import io
import os
import random
import re

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.rules import Game, GameConfig, PlayerConfig  # noqa: E402
from adrenaline_team.rules import events as ev  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.ui.kit import layout as L  # noqa: E402
from adrenaline_team.session.demo import demo_headless  # noqa: E402
from adrenaline_team.ui.screens.newgame import NewGameScene  # noqa: E402
from adrenaline_team.session.local import LocalSession  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from adrenaline_team.ui.table.handoff import HandOff  # noqa: E402
from test_ui_play import click, key, pick, post  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui

# what no player should read: a clause id, an ammo tile's code, a reward tile's id, a coordinate
CODES = re.compile(r"\b(?:TP|BASE|HS|DLC)-[A-Z]|\b[RBYP]{3}\b|\(\s*\d+\s*,\s*\d+\s*\)|\b\d+,\d+\b")
HOT_SEAT = GameConfig(black=[PlayerConfig(name="Ann"), PlayerConfig(name="Bo")],
                      white=[PlayerConfig(name="Cy"), PlayerConfig(name="Di")])


def spent(events) -> list:
    """The events that spend a player's resource: cubes or powerups as ammo, a rush payment."""
    return [e for e in events if isinstance(e, ev.RushPaid) or (isinstance(e, ev.Paid) and (e.cubes or e.powerups))]


def test_TP_TURN_3_nothing_is_spent_without_a_choice_that_spends_random_games():
    """Every payment follows a choice that named it: a one-way payment or rush is confirmed."""
    confirmed = 0
    for seed in range(12):
        rnd = random.Random(seed)
        game = Game.new(GameConfig(arena="ABCD"[seed % 4]), seed)
        while not game.over:
            choice = rnd.choice(game.pending.choices)
            paid = spent(game.choose(choice))
            assert not paid or choice.spends, (seed, choice.key, [e.text for e in paid])
            if game.pending is not None and game.pending.kind == "pay" and len(game.pending.choices) == 1:
                confirmed += 1
    assert confirmed > 0  # one-way payments were asked, not taken


def test_ui_no_decision_that_spends_is_answered_without_the_player():
    """A hot-seat game through the UI's own input: each payment comes from the choice a person
    clicked or keyed, and every prompt, label and tooltip on the way reads without a code."""
    app = App(fast=True, size=(1280, 720))
    scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 5), app.autosaver()))
    app.switch(scene)
    picked = []
    real = scene.session.choose
    scene.session.choose = lambda c: (picked.append(c), real(c))[1]
    rnd = random.Random(5)
    payments = 0
    for _ in range(500):
        if not isinstance(app.scene, PlayScene):
            break
        if scene.handoff.team:
            key(app, pygame.K_SPACE)
            continue
        d = scene.decision
        assert not CODES.search(d.prompt), d.prompt
        for c in d.choices:
            assert not CODES.search(c.label), c.label
        for _, _, tip in scene.picture.regions.items:
            assert not CODES.search(tip), tip
        before = len(scene.game.log)
        choice = rnd.choice(d.choices)
        pick(app, scene, choice, rnd.choice(("mouse", "keys")))
        assert picked[-1] is choice
        paid = spent(scene.game.log[before:])
        assert not paid or choice.spends, (choice.key, [e.text for e in paid])
        payments += len(paid)
    assert payments > 0


@pytest.mark.parametrize("arena,seed", [("A", 1), ("B", 2), ("C", 3), ("D", 4)])
def test_demonstration_reads_without_codes(arena, seed):
    """Whole demonstration games: no narration line or caption names a clause id, a tile code
    or a coordinate; nor does any prompt or choice label of a game on that arena."""
    out = io.StringIO()
    demo_headless(arena, seed, out)
    lines = out.getvalue().splitlines()
    assert len(lines) > 200
    for line in lines:
        assert not CODES.search(line), line
    rnd = random.Random(seed)
    game = Game.new(GameConfig(arena=arena), seed)
    while not game.over:
        d = game.pending
        assert not CODES.search(d.prompt), d.prompt
        assert not any(CODES.search(c.label) for c in d.choices), [c.label for c in d.choices]
        game.choose(rnd.choice(d.choices))


def test_hand_offs_from_start_to_the_first_action_are_those_secrets_need():
    """2v2 hot seat: no screen in the draft, the control and starting-weapon questions (nobody
    holds a card); one each time a team's powerups come on show while the other team may be
    looking: White after drawing, Black after drawing, White at its first turn. Seed 3:
    White starts (the spawn order and first turn follow from it)."""
    app = App(fast=True, size=(1280, 720))
    app.switch(NewGameScene(app, HOT_SEAT))
    app.scene.seed.box.set_text("3")
    app.frame(0)
    click(app, app.scene.start.rect.center)
    scene = app.scene
    assert isinstance(scene, PlayScene)
    rnd = random.Random(0)
    screens = []
    while scene.decision.kind != "action":
        if scene.handoff.team:
            screens.append((scene.handoff.team, scene.game.table.phase))
            key(app, pygame.K_SPACE)
            continue
        pick(app, scene, rnd.choice(scene.decision.choices), "mouse")
    assert screens == [("white", "spawn"), ("black", "spawn"), ("white", "turn")]
    assert scene.handoff.count == 3


def test_input_waits_a_moment_when_the_deciding_team_changes():
    """A key pressed just as the question passes to the other team answers nothing."""
    app = App(fast=True, size=(1280, 720))
    scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 3), app.autosaver()))
    app.switch(scene)
    scene.handoff.calm = 0.4
    first = scene.decision
    pick(app, scene, first.choices[0], "keys")  # the first draft pick: the other team's question next
    second = scene.decision
    assert second.team != first.team and scene.handoff.calming
    made = len(scene.game.history)
    key(app, pygame.K_RETURN)
    assert len(scene.game.history) == made  # ignored
    app.frame(0.5)
    key(app, pygame.K_RETURN)
    assert len(scene.game.history) == made + 1


def test_no_hand_off_in_the_tour_or_with_one_human_team():
    assert not HandOff(["black", "white"], guarded=False).guarded
    app = App(fast=True, size=(1280, 720))
    solo = GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Bot", bot="easy")])
    scene = PlayScene(app, LocalSession(Game.new(solo, 1), app.autosaver()))
    assert not scene.handoff.guarded


def test_menu_opens_by_key_exports_and_asks_before_a_new_game(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path))
    app = App(fast=True, size=(1280, 720))
    scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 3), app.autosaver()))
    app.switch(scene)
    key(app, pygame.K_m)
    assert scene.menu.page == "menu" and not scene.question.undo.is_enabled
    made = len(scene.game.history)
    key(app, pygame.K_RETURN)  # Resume has the focus
    assert not scene.menu.open and len(scene.game.history) == made
    key(app, pygame.K_m)
    click(app, scene.menu.buttons["new"].rect.center)
    assert scene.menu.page == "confirm" and app.scene is scene  # asked, not done
    key(app, pygame.K_ESCAPE)
    assert scene.menu.page == "menu"
    click(app, scene.menu.buttons["export"].rect.center)
    assert scene.menu.note.startswith("Saved to ") and list(tmp_path.rglob("*.json"))
    click(app, scene.menu.buttons["new"].rect.center)
    click(app, scene.menu.buttons["yes"].rect.center)
    assert isinstance(app.scene, NewGameScene)


def test_a_tour_position_leaves_the_new_game_form_as_set():
    app = App(fast=True, size=(1280, 720))
    form = NewGameScene(app, HOT_SEAT)
    app.switch(form)
    form.begin_tour(next(iter(form.tour.values())))
    app.scene.act("start")  # past the lesson's caption
    assert app.form is None  # the tour never takes the form's place
    app.form = HOT_SEAT
    key(app, pygame.K_m)
    scene = app.scene
    click(app, scene.menu.buttons["new"].rect.center)
    click(app, scene.menu.buttons["yes"].rect.center)
    assert [p.name for p in app.scene.config()[0].black] == ["Ann", "Bo"]


@pytest.mark.parametrize("arena", "ABCD")
def test_every_square_has_its_own_name_in_words(arena):
    from adrenaline_team.arena import load_arena
    a = load_arena(arena)
    names = [a.place(sq).text for sq in a.squares]
    assert len(set(names)) == len(names)
    assert not any(CODES.search(n) for n in names)


def test_costs_read_as_players_say_them():
    from adrenaline_team.rules.cards import cost_words
    assert cost_words(("red", "red", "blue")) == "2 red and 1 blue cubes"
    assert cost_words(("any",)) == "1 cube of any colour"
    assert cost_words(("yellow", "any")) == "1 yellow cube and 1 of any colour"
    assert cost_words(()) == "nothing"


def test_a_log_line_that_names_a_square_lights_it_on_the_table():
    """The log opens with L as a drawer beside the board (over the side of the team not on
    show, never over the arena, the prompt or the answers); pointing at "... moves to the blue
    room's west square" rings that square on the table, as a choice is ringed."""
    app = App(fast=True, size=(1280, 720))
    scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 7), app.autosaver()))
    app.switch(scene)
    rnd = random.Random(7)
    while not any(isinstance(e, ev.Moved) for e in scene.game.log[-30:]) or scene.game.table.phase != "turn":
        if scene.handoff.team:
            key(app, pygame.K_SPACE)
            continue
        pick(app, scene, rnd.choice(scene.decision.choices), "keys")
    moved = [i for i, e in enumerate(scene.game.log) if isinstance(e, ev.Moved)][-1]
    line = scene.drawer.panel.texts.index(scene.game.log[moved].text)
    assert scene.drawer.panel.squares[line] == tuple(scene.game.log[moved].to)
    assert not scene.drawer.open
    key(app, pygame.K_l)
    assert scene.drawer.open and scene.drawer.panel.rect == L.now().side[scene.aside]
    assert scene.aside != scene.decision.team  # the deciding team's hands stay in view
    assert not any(scene.drawer.panel.rect.colliderect(r) for r in L.now().protected())
    square = scene.picture.geo.square(scene.drawer.panel.squares[line])
    edge = (square.centerx, square.y - 2)
    unlit = app.screen.get_at(edge)
    top = dict(scene.drawer.panel._placed())[line]
    at = (scene.drawer.panel.rect.centerx, top + 4)
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    assert scene.drawer.panel.pointed == line
    assert app.screen.get_at(edge)[:3] == (255, 255, 255)  # the ring
    # a line naming no square lights nothing
    log = scene.drawer.panel
    plain = next(i for i, y in log._placed() if log.squares[i] is None and not log.heads[i])
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(at[0], dict(scene.drawer.panel._placed())[plain] + 4),
                                 rel=(0, 0), buttons=(0, 0, 0)))
    assert scene.drawer.panel.pointed is None
    assert app.screen.get_at(edge) == unlit
    key(app, pygame.K_l)
    assert not scene.drawer.open
