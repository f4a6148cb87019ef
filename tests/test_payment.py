"""The ways to pay a cost (BASE-AMMO-4, BASE-PU-3b, BASE-PU-4, TP-PU-2c): each distinct way
once, those spending fewer powerups first."""

from __future__ import annotations

from builders import arrange, table_at_turn

from adrenaline_team.rules.decision import Kind
from adrenaline_team.message import Msg
from adrenaline_team.rules.engine import Engine
from adrenaline_team.rules.payment import pay, payment_ways


def _engine() -> Engine:
    return Engine(arrange(table_at_turn(black=2), cubes={("black", 0): {"red": 1, "blue": 1, "yellow": 0}},
                          powerups={("black", 0): ["targeting_scope-blue-1", "newton-yellow-1"],
                                    ("black", 1): ["teleporter-red-1"]}))


def test_BASE_PU_3b_and_4_every_way_to_pay_a_colour_and_one_of_any_colour():
    assert payment_ways(_engine(), "black", 0, ("blue", "any")) == [
        (("red", "blue"), ()),
        (("blue",), ((0, "newton-yellow-1"),)),
        (("blue",), ((0, "targeting_scope-blue-1"),)),  # the blue card pays "any" or blue: one way
        (("red",), ((0, "targeting_scope-blue-1"),)),
        ((), ((0, "targeting_scope-blue-1"), (0, "newton-yellow-1"))),
    ]


def test_TP_PU_2c_a_teammates_powerup_helps_and_an_excluded_card_does_not():
    eng = _engine()
    assert payment_ways(eng, "black", 0, ("red", "blue"), helpers=(1,)) == [
        (("red", "blue"), ()),
        (("blue",), ((1, "teleporter-red-1"),)),
        (("red",), ((0, "targeting_scope-blue-1"),)),
        ((), ((1, "teleporter-red-1"), (0, "targeting_scope-blue-1"))),
    ]
    assert payment_ways(eng, "black", 0, ("red", "blue"), exclude=("targeting_scope-blue-1",)) == [
        (("red", "blue"), ()),
    ]
    assert payment_ways(eng, "black", 0, ("yellow",), exclude=("newton-yellow-1",)) == []


def test_TP_PU_2c_a_teammates_card_is_named_with_its_holder_beside_the_payers_own_of_the_same_name():
    """Issue 45 (5): the payer and a teammate each hold a Newton (blue): two answers, and each
    says whose Newton it spends, never "Pay Newton (blue) as ammo" twice."""
    eng = Engine(arrange(table_at_turn(black=2), cubes={("black", 0): {"red": 0, "blue": 0, "yellow": 0}},
                         powerups={("black", 0): ["newton-blue-1"], ("black", 1): ["newton-blue-2"]}))
    flow = pay(eng, "black", 0, ("blue",), Msg("reloading {weapon}", weapon="Lock Rifle"), helpers=(1,))
    d = next(flow)
    assert d.kind == Kind.PAY
    holder = eng.teams["black"].players[1].name
    assert [c.label for c in d.choices] == ["Pay Newton (blue) as ammo",
                                            f"Pay Newton (blue) from {holder}'s hand as ammo"]
