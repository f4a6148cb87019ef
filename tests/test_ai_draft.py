"""How every computer level drafts: minimax over the measured values of the characters with
their dealt weapons, through the picks still to come (TP-DRAFT-2); the easy level at random
between the two best."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from adrenaline_team.ai import coach, draft, make_bot
from adrenaline_team.ai.policy import quick
from adrenaline_team.rules import Game, Kind
from adrenaline_team.rules.cards import catalog
from adrenaline_team.rules.observe import GameSeat
from adrenaline_team.rules.setup import picks
from builders import config

# Made-up values, so the test says its own numbers: Violet and Sprog strong, Banshee weak.
VALUES = {"violet": 5.0, "sprog": 4.0, "dozer": 0.0, "echo": -2.0, "dstruct": -3.0, "banshee": -4.0}
ECHO = ("twin_pistols", "signal_jammer")


@pytest.fixture
def measured(monkeypatch):
    monkeypatch.setattr(draft, "worth", lambda table, character: VALUES[character])


def take(game: Game, character: str) -> None:
    assert game.pending.kind == Kind.DRAFT
    game.choose(next(c for c in game.pending.choices if c.figure == character))


def expert_pick(game: Game) -> str:
    return make_bot("expert", 1)(GameSeat(game)).figure


def test_TP_DRAFT_2_picks_one_two_two_one_the_starting_team_first():
    assert picks(Game.new(config(starting="white"), 1).table) == ("white", "black", "black", "white", "white", "black")
    assert picks(Game.new(config(starting="black"), 1).table) == ("black", "white", "white", "black", "black", "white")


def test_TP_DRAFT_2_the_expert_starting_takes_the_pick_best_through_the_rest(measured):
    # Violet first: the other team's best two (Sprog, Dozer) leave Echo and D-struct, 0 to 0.
    # Sprog first would leave it Violet: -1 to +1.
    game = Game.new(config(starting="black"), 1)
    assert expert_pick(game) == "violet"


def test_TP_DRAFT_2_the_expert_second_answers_sprog_with_violet_then_dozer(measured):
    # Violet and Dozer leave Echo, D-struct and Banshee: the other team's best two, Echo and
    # D-struct, give it -5 and the expert Banshee: +1 to -1. Violet and Banshee would leave it
    # Dozer and Echo: -2 to +2.
    game = Game.new(config(starting="black"), 1)
    take(game, "sprog")
    assert expert_pick(game) == "violet"
    take(game, "violet")
    assert expert_pick(game) == "dozer"


@pytest.mark.parametrize("level", ["normal", "tactical", "hard", "expert"])
def test_TP_DRAFT_2_every_level_from_normal_up_drafts_as_the_minimax(measured, level):
    game = Game.new(config(starting="black"), 1)
    assert make_bot(level, 1)(GameSeat(game)).figure == quick(game, game.pending).figure == "violet"
    take(game, "sprog")
    assert make_bot(level, 1)(GameSeat(game)).figure == "violet"


def test_TP_DRAFT_2_the_easy_level_drafts_one_of_the_two_best_at_random(measured):
    # As the starting team: Violet (0 through the end) or Sprog (-2: it leaves Violet); Dozer
    # (-4) and the rest never.
    game = Game.new(config(starting="black"), 1)
    assert {make_bot("easy", seed)(GameSeat(game)).figure for seed in range(20)} == {"violet", "sprog"}


def test_a_character_dealt_a_weapon_without_a_measured_value_counts_as_worth_0(monkeypatch):
    # A card typed in without `draft`: Echo at 0 instead of -2, the best of Black's two
    # last picks after Violet; Sprog and Dozer, White's answer, are unchanged.
    monkeypatch.setattr(draft, "weapon", lambda weapon_id: SimpleNamespace(
        draft=None if weapon_id in ECHO else VALUES[catalog().weapons[weapon_id].owner]))
    game = Game.new(config(starting="black"), 1)
    table = game.table
    assert draft.worth(table, "echo") == 0.0 and draft.worth(table, "violet") == 5.0
    pick = draft.ranked(table, game.pending)[0]
    assert pick.choice.figure == "violet"
    assert pick.then == (("white", "sprog"), ("white", "dozer"), ("black", "echo"), ("black", "dstruct"),
                         ("white", "banshee"))


def test_the_shipped_values_are_the_character_weapons_draft_field():
    game = Game.new(config(starting="black"), 1)
    table = game.table
    for character, weapon_id in table.dealt.items():
        assert draft.weapon(weapon_id).draft is not None
        assert draft.worth(table, character) == draft.weapon(weapon_id).draft


def test_the_coach_answers_the_draft_with_the_experts_pick_and_the_teams_picks_to_come(measured):
    # White after Black took Sprog: Violet then Dozer (Black then takes Echo and D-struct,
    # White the last, Banshee): 5 + 0 - 4 against -2 - 3, 6 points. Dozer first ends the same,
    # Echo first 4 points worse (Black would answer with Dozer).
    game = Game.new(config(starting="black"), 1)
    take(game, "sprog")
    hint = coach.hint(GameSeat(game))
    words = {c.figure: c.words for c in game.pending.choices}
    assert (hint.team, hint.choice.figure) == ("white", "violet")
    assert [(a.choice.figure, a.worse) for a in hint.alternatives] == [("dozer", 0.0), ("echo", 4.0)]
    assert hint.line == ((words["violet"], words["dozer"]),)
    assert hint.reason == ("the strongest team by what each character is measured to be worth with its weapon; "
                           "as good as the next answer")
