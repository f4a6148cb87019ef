"""The rules tour: every position loads and its intended line shows its rule; its lesson's
data says when that line's move is made."""

import json

import pytest

from adrenaline_team.ai.match import play_out
from adrenaline_team.positions import HERE, Lesson, position, read, tour
from adrenaline_team.rules import Game
from adrenaline_team.rules.events import Fired
from adrenaline_team.files import SaveError
from builders import ASKED_ALWAYS, kinds, last_choice, pass_actions, play


def start(pid):
    return Game.from_position(position(pid).state)


def finish_black_turn(game, *answers):
    events = pass_actions(game)
    events += play(game, *answers)
    return events


def test_tour_has_eight_positions_each_naming_its_clause():
    assert [p.id for p in tour()] == ["flush-five-or-six", "reward-by-colours", "marks-convert", "venom-double-kill",
                                      "overkill-heal", "weapon-limit", "shared-weapon", "last-turn"]
    assert all(p.rule.startswith("TP-") and p.text for p in tour())


def test_tour_TP_END_3_five_waits_six_flushes():
    waits = start("flush-five-or-six")
    assert "NotFlushed" in kinds(finish_black_turn(waits))
    assert waits.table.teams["white"].buffer.damage == ["banshee"] * 3 + ["dozer"] * 2
    game = start("flush-five-or-six")
    play(game, "act:dstruct", "action:shoot", "effect:basic", "target:banshee", "effect:done")
    events = finish_black_turn(game)
    assert "Flushed" in kinds(events)
    assert game.table.figures["banshee"].damage == 5 and game.table.figures["dozer"].damage == 2
    assert game.table.teams["white"].buffer.marks == {"banshee": 1}
    assert game.table.teams["black"].score == 2


def test_tour_TP_END_4_three_colours_point_cube_powerup():
    game = start("reward-by-colours")
    play(game, "act:dstruct", "action:shoot", "effect:basic", "target:banshee", "effect:done")
    pass_actions(game)
    play(game, "cube:0:red")
    black = game.table.teams["black"]
    assert black.tally == {"flush": 1} and len(black.players[0].powerups) == 1


def test_tour_TP_DMG_4_marks_convert():
    game = start("marks-convert")
    play(game, "act:dstruct", "action:shoot", "effect:basic", "target:banshee", "effect:done")
    buf = game.table.teams["white"].buffer
    assert buf.damage == ["dozer"] * 3 + ["banshee"] * 4 and buf.marks == {"banshee": 1}


def test_tour_TP_KILL_1_venom_double_kill_without_buffer_damage():
    game = start("venom-double-kill")
    events = finish_black_turn(game)
    assert [e.character for e in events if e.kind == "Killshot"] == ["dozer", "echo"]
    assert game.table.teams["black"].tally == {"killshots": 16, "multikill": 2}


def test_tour_TP_KILL_3_overkill_heals():
    game = start("overkill-heal")
    play(game, "act:dstruct", "action:shoot", "effect:basic", "target:banshee", "effect:done")
    events = finish_black_turn(game, "ability:skip")
    assert "Overkill" in kinds(events)
    assert game.table.figures["violet"].rush == 0
    assert game.table.teams["black"].tally == {"flush": 3, "killshots": 8, "overkill": 1}


def test_tour_TP_WPN_7_grab_at_the_limit_drops_one():
    game = start("weapon-limit")
    play(game, "act:dstruct", "action:grab", "move:1,0", "grab:lock_rifle", "drop:railgun")
    assert game.table.slots["red"] == ["railgun", "furnace", "heatseeker"]
    assert game.table.teams["black"].players[0].weapons == ["shotgun", "zx2", "lock_rifle"]


def test_tour_TP_WPN_5_shared_weapon_only_for_its_holder():
    bo = start("shared-weapon")
    play(bo, "shared:1", "act:sprog")
    assert "action:shoot" not in {c.key for c in bo.pending.choices}
    ash = start("shared-weapon")
    play(ash, "shared:0", "act:sprog", "action:shoot", "effect:done")  # Echo, the one enemy in sight
    assert ash.table.figures["echo"].poison and ash.table.teams["white"].buffer.damage == ["echo", "echo"]
    pass_actions(ash)
    assert {c.key for c in ash.pending.choices} >= {"reload:0:bile_spitter", "reload:1:bile_spitter"}


def test_tour_TP_GAME_2_last_turn_after_the_eighth_skull():
    game = start("last-turn")
    events = finish_black_turn(game)
    assert game.table.skulls == 0 and [e.last_turn for e in events if e.kind == "EndTriggered"] == ["white"]
    pass_actions(game)
    play_out(game, last_choice)
    assert game.result.scores["black"] >= 11 and game.table.teams["white"].turns == 1


# --- the lessons (issue 23): when each position's move is made, from its data --------------------
LINES = {  # each position's intended line: explicit answers, then the turn passed to its end
    "flush-five-or-six": ["act:dstruct", "action:shoot", "effect:basic", "target:banshee", "effect:done"],
    "reward-by-colours": ["act:dstruct", "action:shoot", "effect:basic", "target:banshee", "effect:done",
                          "cube:0:red"],
    "marks-convert": ["act:dstruct", "action:shoot", "effect:basic", "target:banshee", "effect:done"],
    "venom-double-kill": [],
    "overkill-heal": ["act:dstruct", "action:shoot", "effect:basic", "target:banshee", "effect:done", "ability:skip"],
    "weapon-limit": ["act:dstruct", "action:grab", "move:1,0", "grab:lock_rifle", "drop:railgun"],
    "shared-weapon": ["shared:0", "act:sprog", "action:shoot", "effect:done"],
    "last-turn": [],
}


def intended(game, answers):
    """The next answer of the line when it is on offer, else the turn passed on: yields each
    choice's events until the lesson's team's turn is over."""
    answers = list(answers)
    team = game.table.active
    while game.pending is not None and game.table.active == team:
        d = game.pending
        keys = [c.key for c in d.choices]
        if answers and answers[0] in keys:
            key = answers.pop(0)
        elif d.kind in ASKED_ALWAYS and len(keys) == 1 or d.kind == "next":
            key = next(c.key for c in d.choices if c.powerup is None)
        elif d.kind == "action":
            key = "action:pass"
        else:
            raise AssertionError(f"the line has no answer for {d.kind}: {keys}")
        yield game.choose(key)


@pytest.mark.parametrize("pid", list(LINES))
def test_each_lesson_s_move_is_made_by_its_intended_line(pid):
    """The first choice whose events show the rule (the lesson's `until`) comes on the line,
    before the lesson's team's turn ends; and it names the places the lesson lights."""
    lesson = position(pid).lesson
    game = start(pid)
    moment = next(m for events in intended(game, LINES[pid]) if (m := lesson.moment(events)) is not None)
    assert any(m.event == moment.kind for m in lesson.until)
    places = lesson.places(moment)
    assert places and all(what in ("figure", "weapon", "buffer", "skulls", "reward") for what, _ in places)
    assert all(name in game.table.figures for what, name in places if what == "figure")


def test_a_lesson_moment_needs_its_fields():
    assert lesson_of(position("shared-weapon"), weapon="bile_spitter").moment(
        [Fired("sprog", "bile_spitter", "basic")]) is not None
    assert lesson_of(position("shared-weapon"), weapon="lock_rifle").moment(
        [Fired("sprog", "bile_spitter", "basic")]) is None


def lesson_of(p, **where):
    data = p.lesson.model_dump()
    data["until"] = [{"event": "Fired", "where": where}]
    return Lesson.model_validate(data)


@pytest.mark.parametrize("until, words", [
    ({"event": "Flush"}, "'Flush' is not one of the engine's events"),
    ({"event": "Fired", "where": {"gun": "x"}}, "Fired has no field gun"),
    ({"event": "Fired", "extra": 1}, "extra"),
])
def test_a_position_whose_lesson_names_what_the_engine_never_says_is_refused_in_one_line(tmp_path, until, words):
    data = json.loads((HERE / "01-flush-five-or-six.json").read_text())
    data["lesson"]["until"] = [until]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(SaveError) as err:
        read(bad)
    assert words in str(err.value) and "\n" not in str(err.value) and "bad.json" in str(err.value)


def test_a_lessons_players_take_the_seat_names_of_the_language():
    """The files name the players as the English seats do (Ash, Bo, White): in Japanese the shared
    weapon's lesson read Ash and Bo among アオイ's and ハル's words (issue 31)."""
    from adrenaline_team import i18n
    from adrenaline_team.positions import seated
    i18n.set_language("ja")
    try:
        game = Game.from_position(seated(position("shared-weapon").state))
    finally:
        i18n.set_language("en")
    assert [p.name for p in game.table.teams["black"].players] == ["アオイ", "ハル"]
    assert [p.name for p in game.table.teams["white"].players] == ["リン"]
    assert [p.name for p in game.table.config.black] == ["アオイ", "ハル"]
    english = Game.from_position(seated(position("shared-weapon").state))
    assert [p.name for p in english.table.teams["black"].players] == ["Ash", "Bo"]
