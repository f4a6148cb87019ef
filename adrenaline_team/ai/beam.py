"""A search of the rest of a team turn, action by action: what the expert plays and what
proves a tactics puzzle's best turn.

A team turn is a few character actions, each a small tree of questions (where to move,
which weapon, effect, target, how to pay...), with Newton and Teleporter cards between them,
then the end of the turn (abilities, the flush's reward, reloads). The search walks every
answer of every question of one action (`_walk`) down to the next "who acts next?" or the
end of the turn: a step. Between steps it keeps a beam of the `width` most promising
positions and walks their next step; the width doubles until the budget is spent. A whole
turn is valued by `judge` for the team the moment its turn ends, as the puzzles value it.
Once a width keeps every position at every step, every answer of every question of the turn
has been searched: `exhaustive`.

Which positions the beam keeps: a step's positions are grouped by what the step did (who
acted, which action and its first "how", or which card was played and on whom); in each
group they are ranked by the evaluation of the table they leave (`judge`: the damage, the
buffer, where the figures stand), and the best `COMPLETED` of each are played on to the
turn's end by the quick policy (`_complete`), which values the turn they can reach at least.
The beam takes the best of each group first, the groups ordered by that value, then the
second of each, and so on: every kind of action gets searched a step further, not only the
one that looks best at once (a grab that arms the next character's shot).

The end of the turn is searched whole (`_finished`), but for reloads that first unload
another loaded weapon (TP-WPN-7): such a swap loses a cube's worth at least, and gains 0.05
at most if another player reloads the unloaded weapon again, and its chains were two thirds of
a turn's end in the searches measured. Two things make the search cheaper without changing
what it finds:
- between actions and at the reloads the rest of the turn depends on the table alone (the
  flow keeps nothing else there), so a position reached by two orders of the same actions is
  searched once (`_key`);
- at a reload step the reloads still to come can add at most `values.RELOADED` each to the
  evaluation (a reload pays cubes or cards worth at least its cubes), so a step whose
  "done reloading" is that far below the best end found is not searched further.

Its budget counts work, never seconds: each answer given or replayed into a copy is one, an
evaluation of a table `JUDGED`; the same position and budget give the same turn on any
machine."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from ..rules import Game, Kind
from ..rules.state import Team
from .evaluate import judge
from .policy import quick
from .values import RELOADED

ENDING = {Kind.ABILITY, Kind.HEAL, Kind.REWARD, Kind.RELOAD}  # the team's questions at the end of its turn (TP-END)
# Where the rest of the turn depends on the table and the question alone: "who acts next?" is
# asked between actions only, a character's action question as its action starts and "reload
# which?" in the reload loop only, whose other state is read off the table (an ability's
# questions are not: one asks where to move the enemy its last answer named)
KEYED = {Kind.NEXT, Kind.ACTION, Kind.RELOAD}
PRECISION = 2  # decimals a turn's value is kept to: the puzzles' files compare them exactly
JUDGED = 2  # the work of one evaluation of a table, in answers played (measured: about two)
COMPLETED = 2  # positions of each group of a step played on to the turn's end


class Spent(Exception):
    """The budget ran out: the search keeps what it found."""


@dataclass(frozen=True, slots=True)
class Line:
    """A whole turn from the search's position: its answers (the other team's among them, as
    the quick policy gives them) and its value."""

    value: float
    answers: tuple[str, ...]


@dataclass(slots=True)
class _Stop:
    """Where a step ends: the next "who acts next?" (`next`), the first question of the
    turn's end (`end`) or the turn over (`over`). `line`: the step's answers; `value`: the
    table's evaluation there, or once played on to the turn's end (`rest`), that turn's."""

    kind: str
    line: tuple[str, ...]
    key: bytes
    value: float
    rest: tuple[str, ...] | None = None  # the answers to the turn's end that `value` is, once played on


@dataclass
class Memo:
    """What searches of one world's turn found, by position (`TurnSearch._key`): a later
    search of the same turn in the same world takes it as known instead of searching it again,
    and spends its budget further on."""

    steps: dict[bytes, list[_Stop]] = field(default_factory=dict)  # a position -> its next steps, most promising first
    ends: dict[bytes, tuple[float, tuple[str, ...]]] = field(default_factory=dict)  # the best rest of the turn
    completions: dict[bytes, tuple[float, tuple[str, ...]]] = field(default_factory=dict)  # the quick policy's rest

    @property
    def positions(self) -> int:
        """Distinct positions searched a step further, between actions or at the turn's end."""
        return len(self.steps) + len(self.ends)


@dataclass
class TurnSearch:
    """The rest of the active team's turn from `game` (at one of that team's questions in its
    turn), searched within `budget` work, taking what `memo` knows of this world's turn."""

    game: Game
    budget: int
    memo: Memo = field(default_factory=Memo)
    value: Callable[[Game, Team], float] = judge  # what a whole turn is worth, at its end (rounded to `PRECISION`)
    completed: int = COMPLETED
    team: Team = field(init=False)
    work: int = 0
    lines: int = 0  # whole turns valued
    exhaustive: bool = False
    best: dict[str, Line] = field(default_factory=dict)  # each answer of the first question -> its best turn found
    _world: bytes = field(init=False)  # the turn's start in this world: what the answers since are played on

    def __post_init__(self) -> None:
        self.team = self.game.table.active
        self._world = hashlib.blake2b(self.game.turn_start.model_dump_json().encode(), digest_size=16).digest()

    def run(self, known: tuple[str, ...] = ()) -> "TurnSearch":
        """Search until the budget is spent or every answer was tried; `best` holds what was
        found. `known`: a turn from here found before (its value is played again), so that a
        later search never does worse than an earlier one."""
        try:
            if known and self._over(game := self._at(known)):
                self._note(known, self._value(game))
            for choice in self.game.decision.choices:  # every first answer valued before anything deeper
                game = self._copy(self.game)
                self._choose(game, choice.key)
                value, rest = self._complete(game)
                self._note((choice.key, *rest), value)
            width = 1
            while not self._sweep(width):
                width *= 2
            self.exhaustive = True
        except Spent:
            pass
        return self

    def ranked(self) -> list[tuple[str, Line]]:
        """The first question's answers with their best turn found, the best first (ties in
        the question's order)."""
        order = {c.key: i for i, c in enumerate(self.game.decision.choices)}
        return sorted(self.best.items(), key=lambda kv: (-kv[1].value, order[kv[0]]))

    # --- the beam -------------------------------------------------------------------------
    def _sweep(self, width: int) -> bool:
        """One pass of the beam at `width`: at each step the `width` most promising positions
        are walked a step on (a position at the turn's end is searched whole); whether no
        position was left out."""
        level: list[tuple[tuple[str, ...], _Stop]] = [((), _Stop("next", (), self._key(self.game), 0.0))]
        whole = True
        while level:
            steps = []
            for line, stop in level:
                if stop.kind == "end":
                    self._finish_at(line, stop)
                    continue
                children = self._expand(line, stop)
                for child in children:
                    if child.kind == "over" or child.rest is not None:
                        self._note(line + child.line + (child.rest or ()), child.value)
                steps.append([(line + child.line, child) for child in children if child.kind != "over"])
            # each position's most promising step first, then each one's second...
            found: dict[bytes, tuple[tuple[str, ...], _Stop]] = {}
            for i in range(max(map(len, steps), default=0)):
                for step in steps:
                    if i < len(step) and step[i][1].key not in found:
                        found[step[i][1].key] = step[i]
            whole &= len(found) <= width
            level = list(found.values())[:width]
        return whole

    def _expand(self, line: tuple[str, ...], stop: _Stop) -> list[_Stop]:
        """The steps from the position `line` reaches (`stop`), the most promising first."""
        if stop.key not in self.memo.steps:
            game = self._at(line)
            # a search that starts inside an action walks the rest of that action as its step
            steps = list(self._walk(game, (), first=True, acted=game.decision.kind not in (Kind.NEXT, Kind.SHARED)))
            self.memo.steps[stop.key] = self._ranked(line, steps)
        return self.memo.steps[stop.key]

    def _ranked(self, line: tuple[str, ...], steps: list[_Stop]) -> list[_Stop]:
        """The steps grouped by what they did, each group by its table's evaluation, its best
        `completed` played on to the turn's end; then the groups' best first, the groups
        ordered by their best turn, then their second best..."""
        groups: dict[tuple[str, ...], list[_Stop]] = {}
        for step in steps:
            groups.setdefault(_did(step.line), []).append(step)
        ordered = []
        for group in groups.values():
            group.sort(key=lambda s: -s.value)
            for step in group[:self.completed]:
                if step.kind != "over":
                    step.value, step.rest = self._complete_at(line + step.line, step.key)
            group.sort(key=lambda s: (s.rest is None and s.kind != "over", -s.value))
            ordered.append(group)
        ordered.sort(key=lambda g: -g[0].value)
        return [g[i] for i in range(max(map(len, ordered), default=0)) for g in ordered if i < len(g)]

    def _finish_at(self, line: tuple[str, ...], stop: _Stop) -> None:
        if stop.key not in self.memo.ends:
            self.memo.ends[stop.key] = self._finished(self._at(line))
        value, rest = self.memo.ends[stop.key]
        self._note(line + rest, value)

    def _note(self, line: tuple[str, ...], value: float) -> None:
        first = line[0]
        known = self.best.get(first)
        if known is None or value > known.value:
            self.best[first] = Line(value, line)

    # --- walking one step -------------------------------------------------------------------
    def _walk(self, game: Game, line: tuple[str, ...], first: bool, acted: bool = False) -> Iterator[_Stop]:
        """Every answer of every question from `game` to the next stop, each stop once: the
        next "who acts next?", the next character's action question once one action was
        walked (`acted`: the last character to act is asked no "who acts next?"), or the
        turn's end."""
        line += self._others(game)
        if self._over(game):
            self.lines += 1
            yield _Stop("over", line, b"", self._value(game))
            return
        d = game.decision
        if not first and (d.kind == Kind.NEXT or d.kind in ENDING or d.kind == Kind.ACTION and acted):
            yield _Stop("end" if d.kind in ENDING else "next", line, self._key(game), self._judged(game))
            return
        if first and d.kind in ENDING:
            value, rest = self._finished(game)
            yield _Stop("over", line + rest, b"", value)
            return
        seen: set[bytes] = set()
        choices = d.choices
        for i, choice in enumerate(choices):
            after = game if i == len(choices) - 1 else self._copy(game)
            self._choose(after, choice.key)
            for stop in self._walk(after, line + (choice.key,), False, acted or d.kind == Kind.ACTION):
                if stop.kind == "over" or stop.key not in seen:
                    seen.add(stop.key)
                    yield stop

    # --- the end of the turn, whole ----------------------------------------------------------
    def _finished(self, game: Game) -> tuple[float, tuple[str, ...]]:
        """The best rest of the turn from a position at its end, and its answers."""
        line = self._others(game)
        if self._over(game):
            self.lines += 1
            return self._value(game), line
        d = game.decision
        if d.kind == Kind.UNLOAD:  # a swap of loaded weapons: left out (above)
            return -1e9, line
        key = self._key(game) if d.kind in KEYED else b""
        if key in self.memo.ends:
            value, rest = self.memo.ends[key]
            return value, line + rest
        best, done = -1e9, -1e9
        best_rest: tuple[str, ...] = ()
        order = d.choices
        reloading = d.kind == Kind.RELOAD
        if reloading:  # "done reloading" first: what the reloads left may add is measured from it
            order = tuple(sorted(order, key=lambda c: c.weapon is not None))
            headroom = RELOADED * len(game.table.teams[self.team].table) + 10 ** -PRECISION
        for i, choice in enumerate(order):
            if reloading and choice.weapon is not None and best >= done + headroom:
                break  # the reloads left cannot lift "done reloading" above the best found
            after = game if i == len(order) - 1 else self._copy(game)
            self._choose(after, choice.key)
            value, rest = self._finished(after)
            if reloading and choice.weapon is None:
                done = value
            if value > best:
                best, best_rest = value, (choice.key, *rest)
        if key:
            self.memo.ends[key] = (best, best_rest)
        return best, line + best_rest

    # --- the quick policy to the turn's end ----------------------------------------------------
    def _complete_at(self, line: tuple[str, ...], key: bytes) -> tuple[float, tuple[str, ...]]:
        if key not in self.memo.completions:
            self.memo.completions[key] = self._complete(self._at(line))
        return self.memo.completions[key]

    def _complete(self, game: Game) -> tuple[float, tuple[str, ...]]:
        line: list[str] = []
        while not self._over(game):
            key = quick(game, game.decision).key
            self._choose(game, key)
            line.append(key)
        self.lines += 1
        return self._value(game), tuple(line)

    # --- the game ---------------------------------------------------------------------------
    def _others(self, game: Game) -> tuple[str, ...]:
        """The other team's questions in the team's turn (a tagback grenade, a discard to
        respawn), answered as the quick policy answers them."""
        line = []
        while (d := game.pending) is not None and d.team != self.team and game.table.active == self.team:
            key = quick(game, d).key
            self._choose(game, key)
            line.append(key)
        return tuple(line)

    def _over(self, game: Game) -> bool:
        return game.pending is None or game.table.active != self.team

    def _value(self, game: Game) -> float:
        self._spend(JUDGED)
        return round(self.value(game, self.team), PRECISION)

    def _judged(self, game: Game) -> float:
        self._spend(JUDGED)
        return judge(game, self.team)

    def _key(self, game: Game) -> bytes:
        """The position: at a `KEYED` question its table and question, elsewhere the turn's
        start in this world and the answers since, so that equal keys have the same rest of
        the turn."""
        d = game.decision
        digest = hashlib.blake2b(digest_size=16)
        digest.update(game.table.model_dump_json().encode() if d.kind in KEYED else
                      self._world + "|".join(game.timeline.script).encode())
        digest.update("|".join([d.kind, d.figure or "", str(d.player), *(c.key for c in d.choices)]).encode())
        return digest.digest()

    def _at(self, line: tuple[str, ...]) -> Game:
        game = self._copy(self.game)
        for key in line:
            self._choose(game, key)
        return game

    def _copy(self, game: Game) -> Game:
        self._spend(len(game.timeline.script) + 1)
        return game.copy()

    def _choose(self, game: Game, key: str) -> None:
        self._spend(1)
        game.choose(key)

    def _spend(self, n: int) -> None:
        self.work += n
        if self.work > self.budget:
            raise Spent


def _did(line: tuple[str, ...]) -> tuple[str, ...]:
    """What a step did, as its first three answers: who acted, which action and its first
    "how" (where it moved first, which weapon), or which card was played, on whom and where
    to; the step's other answers are the rest of how. Grouped by two answers, the beam kept
    one kind of shot or grab and lost the turns that start with another: the expert solved 18
    of 24 puzzles, 21 so (docs/strength/README.md)."""
    return line[:3]


def own(game: Game, answers: Sequence[str]) -> list[str]:
    """The team's own answers among a turn's answers played from `game` (the other team's,
    a tagback, left out)."""
    game = game.copy()
    team = game.table.active
    out = []
    for key in answers:
        if game.decision.team == team:
            out.append(key)
        game.choose(key)
    return out


def followed(game: Game, answers: Sequence[str]) -> float:
    """A turn planned elsewhere played on a copy of `game` (another world): the team's answers
    in order, the other team's questions answered by the quick policy, and the quick policy
    wherever the plan no longer applies (a card this world did not deal: the question asks
    for other answers; a question the plan never met is answered and the plan waits); the
    turn's value at its end."""
    game = game.copy()
    team = game.table.active
    left = list(answers)
    while game.pending is not None and game.table.active == team:
        d = game.decision
        key = quick(game, d).key
        if d.team == team and left:
            keys = [c.key for c in d.choices]
            if left[0] in keys:
                key = left.pop(0)
            elif any(k.split(":")[0] == left[0].split(":")[0] for k in keys):
                left.pop(0)  # the plan's question, asked with other answers here: the quick one instead
        game.choose(key)
    return round(judge(game, team), PRECISION)
