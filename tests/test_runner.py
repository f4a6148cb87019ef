"""Who runs the shared character (TP-CTRL-2) is asked at the start of every turn of a two-player
team, in the rules' order; the answer the focus starts on is last turn's (`session.runner`)."""

from adrenaline_team.rules import Game, GameConfig, Kind, PlayerConfig
from adrenaline_team.rules.save import game_from_save, save_text
from adrenaline_team.session.runner import first_answer
from builders import pass_actions, play
from test_tp_turn import game_with


def to_next_turn(game: Game, team: str) -> None:
    """`team`'s turn played out (every character passes, the end of the turn declined), then
    the other team's, up to `team`'s next question."""
    for side in (team, "white" if team == "black" else "black"):
        pass_actions(game)
        while game.table.active == side:
            game.choose(game.pending.choices[-1])


def test_TP_CTRL_2_asked_every_turn_last_answer_first():
    game = game_with(black=2)
    d = game.pending
    assert (d.kind, [c.key for c in d.choices]) == (Kind.SHARED, ["shared:0", "shared:1"])
    assert first_answer(game, d) == 0  # nobody ran it yet: the rules' order
    play(game, "shared:1")
    to_next_turn(game, "black")
    d = game.pending
    # still asked, the answers in the same order: the table never answers for the team
    assert (d.kind, [c.key for c in d.choices]) == (Kind.SHARED, ["shared:0", "shared:1"])
    assert first_answer(game, d) == 1
    play(game, "shared:0")
    to_next_turn(game, "black")
    assert first_answer(game, game.pending) == 0


def test_TP_CTRL_2_last_answer_first_after_a_save_is_loaded():
    game = Game.new(GameConfig(black=[PlayerConfig(name="Ash"), PlayerConfig(name="Bo")],
                               white=[PlayerConfig(name="Dee")]), 5)
    answers = 0
    while answers < 2:  # to the team's second "who runs the shared character?"
        d = game.pending
        if d.kind == Kind.SHARED:
            answers += 1
            if answers == 2:
                break
            game.choose("shared:1")
        else:
            game.choose(d.choices[-1])
    loaded = game_from_save(save_text(game), "save")
    assert loaded.pending.kind == Kind.SHARED and first_answer(loaded, loaded.pending) == 1


def test_only_the_shared_question_has_a_remembered_answer():
    game = game_with(black=2)
    play(game, "shared:1", "act:sprog")
    assert game.pending.kind == Kind.ACTION and first_answer(game, game.pending) == 0
