"""The rules tour: every position loads and its intended line shows its rule."""

from adrenaline_team.ai.match import play_out
from adrenaline_team.positions import position, tour
from adrenaline_team.rules import Game
from builders import kinds, last_choice, pass_actions, play


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
    assert ash.table.figures["echo"].poison and ash.table.teams["white"].buffer.damage == ["echo"]
    pass_actions(ash)
    assert {c.key for c in ash.pending.choices} >= {"reload:0:bile_spitter", "reload:1:bile_spitter"}


def test_tour_TP_GAME_2_last_turn_after_the_eighth_skull():
    game = start("last-turn")
    events = finish_black_turn(game)
    assert game.table.skulls == 0 and [e.last_turn for e in events if e.kind == "EndTriggered"] == ["white"]
    pass_actions(game)
    play_out(game, last_choice)
    assert game.result.scores["black"] >= 11 and game.table.teams["white"].turns == 1
