"""Issue 23: one way for each kind of question. A thing on the table (a character, a weapon
card, a powerup card) is ringed where it lies and has its answer button; a square is ringed on
the map only; an effect and a payment are buttons only, for every weapon and every card; the
strip over the prompt names only what is on screen."""

import random
from collections import Counter

import pygame
import pytest

from adrenaline_team.rules import Choice, Decision, Game, GameConfig, Kind, PlayerConfig
from adrenaline_team.ui.app import App
from adrenaline_team.session.local import LocalSession
from adrenaline_team.ui.screens.play import PlayScene
from adrenaline_team.ui.table import choices as ch
from adrenaline_team.ui.table.hotspots import Regions, places_of
from test_ui_play import click_point

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui

TWO_V_TWO = GameConfig(black=[PlayerConfig(name="Ash"), PlayerConfig(name="Bo")],
                       white=[PlayerConfig(name="Dee"), PlayerConfig(name="Eli")])


def expected_hint(ringed: set[str], buttons: bool) -> str:
    """What the strip must say, from what is on screen."""
    things = ringed - {"square"}
    if not ringed:
        return ch.ANSWERS
    if not things:
        return ch.SQUARES_AND_ANSWERS if buttons else ch.SQUARES
    if "square" in ringed:
        return ch.PLACES_AND_ANSWERS
    return ch.RINGED[next(iter(things))] if len(things) == 1 else ch.RINGED_MIXED


def check(scene) -> set[tuple[str, str]]:
    """The rules of presentation on the question on show; returns (kind, ringed place kind)s."""
    d, c = scene.decision, scene.choices
    t = c.targets
    seen = set()
    shared = Counter(p for other in d.choices for p in places_of(other))
    for choice in d.choices:
        ringed = t.places[choice.key]
        first = [p for p in places_of(choice) if shared[p] == 1][:1]
        assert ringed == [] or ringed == first, (d.kind, choice.key, ringed)  # what tells it apart
        if d.kind in (Kind.EFFECT, Kind.PAY):
            assert ringed == [], (d.kind, choice.key)
        on_map = bool(ringed) and ringed[0][0] == "square"
        assert (choice in c.answers) != on_map, (d.kind, choice.key)  # a button unless a ringed square
        assert on_map or any(ch_ is choice for _, ch_ in c.buttons) or c.pages > 1 or c.slots
        if ringed:
            assert click_point(scene, choice) is not None
            seen.add((d.kind, ringed[0][0]))
    if d.kind == Kind.TARGET:
        assert not any(p[0] == "square" for p in t.at), "a target is its figure, not its square"
    assert c.where() == expected_hint({p[0] for p in t.at}, bool(c.answers))
    return seen


def test_every_question_of_a_game_is_offered_its_kinds_one_way():
    app = App(fast=True, size=(1280, 720))
    seen: set[tuple[str, str]] = set()
    kinds: set[str] = set()
    scene = PlayScene(app, LocalSession(Game.new(TWO_V_TWO, 1)))
    app.switch(scene)
    rnd = random.Random(1)
    while scene.decision is not None and len(scene.game.history) < 900:
        if scene.handoff.team:
            scene.reveal()
        scene.turns.summary = None
        seen |= check(scene)
        kinds.add(scene.decision.kind)
        answers = scene.decision.choices
        scene.choose(rnd.choice([c for c in answers if "pass" not in c.key] or answers))
    app.close()
    assert {"effect", "pay", "target", "move", "next", "reload"} <= kinds
    assert {("target", "figure"), ("move", "square"), ("grab", "weapon"), ("spawn", "powerup"), ("next", "figure"),
            ("teleporter", "square")} <= seen


def one_question(kind, *answers: Choice):
    """A question put to the input on its own, over a table with a card, a figure and a square."""
    regions = Regions()
    regions.add((0, 0, 100, 100), ("square", (0, 0)))
    regions.add((40, 40, 20, 20), ("figure", "sprog"))
    regions.add((200, 0, 60, 90), ("weapon", "lock_rifle"))
    regions.add((300, 0, 60, 90), ("powerup", "newton-red-1"))
    c = ch.ChoiceInput()
    c.offer(Decision("black", 0, kind, "?", answers), regions, None)
    return c


def test_an_effect_is_a_button_whether_its_weapon_offers_one_or_two():
    """Today's two looks (a ringed card for a weapon with one optional effect, buttons for one
    with two) are one: buttons naming the effects, the card never ringed."""
    one = one_question(Kind.EFFECT, Choice("effect:extra", "with extra", weapon="lock_rifle", option="extra"),
                       Choice("effect:done", "Finish the shot"))
    two = one_question(Kind.EFFECT, Choice("effect:a", "with a", weapon="lock_rifle", option="a"),
                       Choice("effect:b", "with b", weapon="lock_rifle", option="b"))
    for c in (one, two):
        assert c.targets.at == {} and len(c.answers) == 2 and c.where() == ch.ANSWERS


def test_a_payment_names_its_cost_and_rings_no_card():
    c = one_question(Kind.PAY, Choice("pay:|newton-red-1", "Pay with Newton (red)", cards=("newton-red-1",)),
                     Choice("pay:red|", "Pay 1 red cube", cubes=("red",)))
    assert c.targets.at == {} and [a.key for a in c.answers] == ["pay:|newton-red-1", "pay:red|"]


def test_a_target_is_its_figure_ringed_and_its_button():
    c = one_question(Kind.TARGET, Choice("target:sprog", "Sprog", square=(0, 0), figure="sprog"),
                     Choice("target:none", "Nobody"))
    assert c.targets.at == {("figure", "sprog"): c.answers[0]} and len(c.answers) == 2
    assert c.where() == ch.RINGED["figure"]


def test_squares_are_the_map_s_and_the_strip_says_below_only_with_buttons():
    move = one_question(Kind.MOVE, Choice("move:0,0", "stay", square=(0, 0)))
    assert move.answers == [] and move.where() == ch.SQUARES  # no "or a button below": there is none
    lure = one_question(Kind.SQUARE, Choice("square:0,0", "here", square=(0, 0)), Choice("square:none", "Stay"))
    assert [a.key for a in lure.answers] == ["square:none"] and lure.where() == ch.SQUARES_AND_ANSWERS


def test_a_powerup_is_its_card_ringed_before_the_square_it_names():
    c = one_question(Kind.SPAWN, Choice("spawn:newton-red-1", "Newton (red) → red spawnpoint", square=(0, 0),
                                        powerup="newton-red-1"), Choice("spawn:x", "Other", powerup="other"))
    assert list(c.targets.at) == [("powerup", "newton-red-1")] and len(c.answers) == 2
    assert c.where() == ch.RINGED["powerup"]


def test_enter_rests_on_the_answer_that_moves_nothing_and_spends_nothing():
    """Issue 45, defect 3: where the focus rests when a question comes is one rule for every
    question: on the first answer that declines (names nothing on the table, spends nothing:
    Finish the shot, Stay / none), else on the first that spends nothing (no Adrenaline Rush
    payment ⚡, no cube, no card), else on the first. So a reflexive Enter finishes the shot
    rather than paying for a spark, and stays rather than moving the figure; the "New game?"
    box rests on its gold button, No."""
    from adrenaline_team.rules.shot import FINISH, STAY
    spark = Choice("effect:spark", "with spark", weapon="lock_rifle", option="spark", lightning=True)
    extra = Choice("effect:extra", "with extra", weapon="lock_rifle", option="extra")
    after_basic = one_question(Kind.EFFECT, spark, extra, FINISH)
    assert after_basic.order[after_basic.focus] is FINISH
    assert after_basic.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN), "pick", None) is FINISH
    squares = [Choice(f"square:0,{k}", f"square {k}", square=(0, k)) for k in range(3)]
    move_yourself = one_question(Kind.SQUARE, *squares, STAY)  # Signal Jammer's "move yourself?"
    assert move_yourself.order[move_yourself.focus] is STAY
    rush = Choice("action:rush-grab", "rush", figure="sprog", option="grab", lightning=True)
    grab = Choice("action:grab", "grab", figure="sprog", option="grab")
    actions = one_question(Kind.ACTION, rush, grab)
    assert actions.order[actions.focus] is grab
    pay = one_question(Kind.PAY, Choice("pay:a", "a", cubes=("red",)), Choice("pay:b", "b", cards=("newton-red-1",)))
    assert pay.focus == 0
    app = App(fast=True, size=(1280, 720))
    scene = PlayScene(app, LocalSession(Game.new(TWO_V_TWO, 1), app.autosaver()))
    app.switch(scene)
    scene.menu.show("confirm", scene.ui)
    assert scene.menu.form.focused is scene.menu.buttons["back"]  # "No, back to the game", the gold one
    app.close()
