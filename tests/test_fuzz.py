"""Issue 5: a hypothesis state machine drives games through the decision API — legal choices,
illegal ones, undo and save/load round trips — and checks the game's invariants after
every step. Budget: the "ci" profile in conftest.py; `--hypothesis-profile=long` for more."""

import random

import pytest
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from adrenaline_team.rules import Game, IllegalChoice
from adrenaline_team.rules.save import game_from_save, to_save
from builders import config
from test_game import check_invariants

pytestmark = pytest.mark.slow  # seconds of whole games driven step by step


def _question(game: Game):
    """Everything a player sees of the pending decision (None once the game is over)."""
    d = game.pending
    return None if d is None else (d.team, d.player, d.kind, d.prompt, d.choices, d.figure)


def _same_game(a: Game, b: Game) -> None:
    assert a.table == b.table
    assert _question(a) == _question(b)
    assert a.history == b.history and a.state == b.state and a.can_undo == b.can_undo


class GameMachine(RuleBasedStateMachine):
    @initialize(arena=st.sampled_from("ABCD"), black=st.integers(1, 3), white=st.integers(1, 3),
                seed=st.integers(0, 2**32),
                warm_up=st.integers(0, 40) | st.integers(40, 1500))
    def start(self, arena, black, white, seed, warm_up):
        """A new game, played on by `warm_up` random choices so every phase gets fuzzed: the
        setup, the turns and the game over."""
        self.config, self.seed = config(arena, black, white, reward=None, starting=None), seed
        self.game = Game.new(self.config, seed)
        self.scores: dict = {}
        self.keys_seen: set[str] = set()  # legal somewhere in this game: likely illegal elsewhere
        rnd = random.Random(seed)
        for _ in range(warm_up):
            if self.game.over:
                break
            self._choose(rnd.choice(self.game.pending.choices).key)

    def _choose(self, key: str) -> None:
        self.keys_seen.update(c.key for c in self.game.pending.choices)
        self.game.choose(key)
        check_invariants(self.game, self.scores)

    @precondition(lambda self: not self.game.over)
    @rule(data=st.data())
    def choose_legal(self, data):
        choices = self.game.pending.choices
        self._choose(choices[data.draw(st.integers(0, len(choices) - 1), label="choice")].key)

    @rule(data=st.data(), made_up=st.text(max_size=12))
    def choose_illegal(self, data, made_up):
        """A made-up key or one legal at another decision: IllegalChoice, nothing changed."""
        keys = sorted(self.keys_seen)
        key = data.draw(st.sampled_from(keys), label="elsewhere") if keys and data.draw(st.booleans()) else made_up
        legal = set() if self.game.over else {c.key for c in self.game.pending.choices}
        if key in legal:
            return
        before = (self.game.table.model_dump_json(), self.game.pending, _question(self.game), list(self.game.history),
                  self.game.state, self.game.can_undo)
        try:
            self.game.choose(key)
        except IllegalChoice:
            pass
        else:
            raise AssertionError(f"{key!r} was accepted though not among {sorted(legal)}")
        after = (self.game.table.model_dump_json(), self.game.pending, _question(self.game), list(self.game.history),
                 self.game.state, self.game.can_undo)
        assert after == before and after[1] is before[1]

    @precondition(lambda self: self.game.can_undo)
    @rule()
    def undo(self):
        """One decision back equals replaying the shortened history from the seed."""
        self.game.undo()
        replay = Game.new(self.config, self.seed)
        for key in self.game.history:
            replay.choose(key)
        _same_game(self.game, replay)
        # Undo may take points back: the next scores are compared with these.
        self.scores = {team: ts.score for team, ts in self.game.table.teams.items()}

    @rule()
    def save_and_load(self):
        """A save reloads to the very same game, and play goes on from the reloaded one."""
        loaded = game_from_save(to_save(self.game).model_dump_json(), "fuzz")
        _same_game(loaded, self.game)
        self.game = loaded

    @invariant()
    def invariants_hold(self):
        if hasattr(self, "game"):
            check_invariants(self.game, dict(self.scores))


TestGameMachine = GameMachine.TestCase
