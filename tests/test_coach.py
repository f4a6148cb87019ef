"""Issue 11, the coach: the expert level's answer to the question on the table, with a reason in
the rulebook's words, built from what the asking team sees only, the same every time."""

from __future__ import annotations

import random

import pytest

from adrenaline_team.ai import make_bot
from adrenaline_team.ai.coach import _weapons_on_show, forget, hint, said
from adrenaline_team.ai.match import bot_config
from adrenaline_team.ai.worlds import world
from adrenaline_team.positions import position, tour
from adrenaline_team.rules import Choice, Decision, Game, Kind
from adrenaline_team.rules.cards import catalog, powerup
from adrenaline_team.rules.observe import GameSeat, observe
from test_ai_fair import redealt

WEAPON_NAMES = {w.name: wid for wid, w in catalog().weapons.items()}
POWERUP_NAMES = {p.name for p in catalog().powerups}


@pytest.fixture(scope="module")
def venom_hint():
    """The coach's hint on the venom double kill of the tour, asked once for the tests below."""
    return hint(GameSeat(Game.from_position(position("venom-double-kill").state)))


@pytest.mark.slow  # the expert's search of the turn: 1 to 2 s of CPU
def test_coach_finds_the_venom_double_kill_of_the_tour(venom_hint):
    h = venom_hint
    assert h.team == "black" and h.choice.key == "act:dstruct"
    assert h.reason.startswith("killshots on Dozer and Echo, double kill, 4 damage to White's buffer (4 of 6): "
                               "18 points; ")
    assert [a.choice.key for a in h.alternatives] == ["act:violet", "act:sprog"]
    assert all(a.worse >= 0 for a in h.alternatives)


@pytest.mark.slow  # the expert's search of the turn: 1 to 2 s of CPU
def test_coach_gives_the_same_hint_to_the_same_question(venom_hint):
    assert hint(GameSeat(Game.from_position(position("venom-double-kill").state))) == venom_hint


@pytest.mark.slow  # the expert's search of the turn: 1 to 2 s of CPU
def test_coach_says_the_whole_turn_the_expert_planned(venom_hint):
    """Issue 34: the hint says the planned team turn, not only its first answer: each
    character's action on its line, then the end of the turn (TP-END-2, TP-REL-1)."""
    h = venom_hint
    assert h.best_line.split("\n") == [
        "• :D-struct-0R takes an action → Move up to 1, then grab → to the red spawnpoint → Machine Gun (costs 1 red "
        "cube)",
        "• Violet takes an action → Shoot → Banshee → Dozer → with focus shot (costs 1 yellow cube) → Banshee → with "
        "turret tripod (costs 1 blue cube)",
        "• Sprog takes an action → Move up to 1, then grab → stay → Electroscythe (costs nothing)",
        "• Black reloads Machine Gun (costs 1 red and 1 blue cubes)"]
    assert h.line[0][0].text == h.choice.label  # the line starts with the answer hinted


def test_the_planned_line_stops_at_a_card_its_world_made_up():
    """A card the team has not seen, drawn in a determinised world, is never named: the line
    ends there."""
    game = Game.from_position(position("venom-double-kill").state)
    d = game.decision
    act = d.find("act:violet")
    grenade = Choice("card", "Tagback Grenade (red)", powerup="tagback_grenade_red")
    line = [(d, act), (Decision(d.team, None, Kind.NEXT, "who next?", (act, grenade)), grenade), (d, act)]
    assert said(line, "black", set()) == ((act.words,), ("…",))
    assert said(line, "black", {"tagback_grenade_red"}) == ((act.words,), (grenade.words,), (act.words,))
    assert said(line, "white", set()) == ()  # the other team's answers are not the team's line


@pytest.mark.slow
def test_coach_answers_every_tour_position_from_a_planned_turn():
    """Each rules-tour position is a real table a team can be dealt worlds for."""
    for p in tour():
        h = hint(GameSeat(Game.from_position(p.state)))
        assert "rule of thumb" not in h.reason, p.id
        assert h.alternatives, p.id


@pytest.mark.slow
def test_coach_is_fair_and_never_names_what_its_team_cannot_see():
    """Along a real game: tables the asking team sees alike get the same hint; a reason never
    names a powerup and names only weapons on show to that team."""
    rnd = random.Random(4)
    game = Game.new(bot_config((2, 2), "B", ("easy", "easy")), 8)
    bots = {"black": make_bot("easy", 1), "white": make_bot("easy", 2)}
    compared = asked = 0
    while not game.over and asked < 24:
        d = game.decision
        if rnd.random() < 0.15:
            forget()
            h = hint(GameSeat(game), worlds=1)
            asked += 1
            obs = observe(game, d.team)
            assert h.team == d.team and h.choice.key in {c.key for c in d.choices}
            assert not any(n in h.reason for n in POWERUP_NAMES), h.reason
            held = {powerup(c).name for p in obs.now.teams[d.team].players for c in p.powerups}
            assert not any(n in h.best_line for n in POWERUP_NAMES - held), h.best_line
            named = {wid for n, wid in WEAPON_NAMES.items() if n in h.reason}
            assert named <= _weapons_on_show(obs), h.reason
            twin = redealt(game, rnd) or world(obs, random.Random(rnd.random()))
            if twin is not None:
                forget()  # the twin's hint thought afresh, not the one kept for the same question
                assert hint(GameSeat(twin), worlds=1) == h
                compared += 1
        game.choose(bots[d.team](GameSeat(game)))
    assert asked == 24 and compared >= 12
