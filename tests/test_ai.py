"""The computer teams: legal play, strength against random, and the Team Play sense of
the tactical bot (flush at 6, reward colours)."""

from __future__ import annotations

import dataclasses

import pytest

from builders import arrange, table_at_turn

from adrenaline_team.ai import BOTS, make_bot
from adrenaline_team.ai.match import bot_config, play_bots, play_out, series
from adrenaline_team.rules.observe import GameSeat, observe
from adrenaline_team.rules import Game
from adrenaline_team.rules.events import Flushed


@pytest.mark.slow
def test_bots_only_return_legal_choices():
    def legal(bot):
        def checked(seat):
            choice = bot(seat)
            assert choice in seat.decision.choices, f"{name} chose {choice.key} for {seat.decision.kind}"
            return choice
        return checked
    for name in ("easy", "normal"):
        game = Game.new(bot_config((2, 3), "B", (name, "random")), 7)
        play_out(game, {"black": legal(make_bot(name, 1)), "white": make_bot("random", 2)}, limit=400)


def test_every_level_is_registered():
    assert {"easy", "normal", "tactical"} <= set(BOTS)
    assert BOTS["normal"] is BOTS["tactical"]


@pytest.mark.slow
def test_tactical_beats_random_in_a_seeded_sample():
    wins = 0
    for i in range(10):
        out = play_bots(bot_config(*series(i), ("tactical", "random")), 100 + i)
        wins += out.winner == "black"
    assert wins >= 8


def _scenario(buffer: list[str], reward: str) -> Game:
    """Black (:D-struct-0R, Violet, Sprog; one player) to act, holding one Lock Rifle (2
    damage) and no cubes; Banshee and Echo in sight, Dozer out of sight; an ammo tile under
    Black's feet, so grabbing is the alternative to shooting."""
    table = table_at_turn("A", reward=reward)
    arrange(table, squares={"dstruct": (1, 1), "violet": (1, 1), "sprog": (1, 1),
                            "banshee": (1, 2), "echo": (1, 2), "dozer": (0, 0)},
            weapons={("black", 0): ["lock_rifle"]}, cubes={("black", 0): {"red": 0, "blue": 0, "yellow": 0}})
    table.teams["white"].buffer.damage = list(buffer)
    return Game(table)


def _play_turn(game: Game) -> list:
    """The tactical bot plays Black's turn; returns (decision, choice) pairs and events."""
    bot = make_bot("tactical", 0)
    steps, events = [], []
    while game.pending is not None and game.table.active == "black":
        d = game.pending
        choice = bot(GameSeat(game)) if d.team == "black" else d.choices[-1]
        steps.append((d, choice))
        events += game.choose(choice)
    return steps, events


def test_tactical_shoots_to_bring_the_enemy_buffer_from_5_to_a_flush():
    """TP-END-3: 5 damage waits, 6 flushes: with 5 in White's buffer Black shoots rather
    than grab the ammo tile, and flushes at the end of its turn."""
    game = _scenario(["banshee"] * 4 + ["dozer"], "HS-REW-A")
    steps, events = _play_turn(game)
    first_action = next(c for d, c in steps if d.kind == "action")
    assert first_action.key in ("action:shoot", "action:rush-shoot")
    assert any(isinstance(e, Flushed) and e.buffer == "white" for e in events)


def test_tactical_picks_the_target_that_completes_the_reward_row():
    """TP-END-4 with the Spread tile: 3 colours pay 3 points + ammo, 2 colours pay 2. With
    Banshee and Dozer tokens waiting, Black hits Echo, the third colour."""
    game = _scenario(["banshee"] * 3 + ["dozer"], "HS-REW-B")
    steps, events = _play_turn(game)
    target = next(c for d, c in steps if d.kind == "target")
    assert target.figure == "echo"
    assert any(isinstance(e, Flushed) and e.buffer == "white" and e.colours == 3 for e in events)


@pytest.mark.slow
def test_simulate_prints_the_same_games_twice(capsys):
    """Reproducible bots: a choice depends on the bot's seed and what its team sees, never
    on a clock, so the same arguments print the same games, also played in two processes."""
    from adrenaline_team.cli import main
    args = ["simulate", "--games", "2", "--seed", "5", "--black", "normal", "--white", "easy"]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert main(args) == 0
    assert capsys.readouterr().out == first
    assert main(args + ["--jobs", "2"]) == 0
    assert capsys.readouterr().out == first
    assert first.count("game ") == 2


class OneAnswer:
    """A seat asked a question that offers a single answer (a tagback question whose only
    answer is "no", a shot's one target), as the rules may ask."""

    def __init__(self, game: Game):
        d = game.pending
        self._decision = dataclasses.replace(d, choices=d.choices[:1])
        self._obs = dataclasses.replace(observe(game, d.team), decision=self._decision)

    @property
    def decision(self):
        return self._decision

    def observation(self):
        return self._obs


@pytest.mark.parametrize("level", sorted(BOTS))
def test_every_level_answers_a_question_with_one_answer(level):
    game = Game.new(bot_config((2, 2), "A", ("random", "random")), 9)
    play_out(game, make_bot("random", 9), limit=240)
    seat = OneAnswer(game)
    assert seat.decision.kind == game.pending.kind and len(game.pending.choices) > 1
    assert make_bot(level, 1)(seat) == game.pending.choices[0]
