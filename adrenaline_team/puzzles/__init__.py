"""Tactics puzzles: positions from expert games where one team turn is clearly best.

Each JSON file here holds a table at the start of a team turn (`state`, the team to play it
`team`), what it teaches (`theme`: a title and the idea in one sentence, from `THEMES`), and
two whole-turn lines as the game's answers (choice keys, the other team's off-turn answers
among them: a tagback, a discard to respawn): the best turn found and the second best, each
with its value. A line's value is the evaluation `ai.evaluate.judge` for the team on the
table the moment its turn ends (the flush, the killshots and the refill done, before the other
team plays), rounded to `PRECISION` points: no worlds, no seed, nothing hidden is guessed, so
replaying a line on the position gives its value exactly. `tools/make_puzzles.py` makes the
files; the window plays them (`session.puzzle`). No pygame here."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, PrivateAttr, model_validator

from ..ai.evaluate import judge
from ..i18n import N_
from ..message import Arg, Msg, listing
from ..places import shipped
from ..files import Shelf, read_model
from ..rules import Choice, Decision, Game, GameState, events as ev, gate
from ..rules.cards import char_msg, weapon_msg
from ..rules.state import Team
from .facts import Facts, facts

HERE = shipped("adrenaline_team.puzzles")
PRECISION = 2  # decimals of a point a value is kept to: the test compares them exactly
EASY, HARD = 40, 8  # turns within a point of the best (`Puzzle.difficulty`): this many or more is easy, fewer hard
DIFFICULTY = {1: Msg.term("puzzle difficulty", "easy"), 2: Msg.term("puzzle difficulty", "medium"),
              3: Msg.term("puzzle difficulty", "hard")}
EVALUATION = "judge at the end of the team turn"  # how a line is valued (`worth`), written into every file

# What a puzzle teaches: its title and its idea, named by what happened in its best line
# (`theme`), the weightiest first.
THEMES: dict[str, tuple[str, str]] = {
    "triple-kill": (N_("Triple kill"),
                    N_("All three enemies die at the end of one turn: every killshot scores, and a triple kill adds "
                       "4 points.")),
    "double-kill-venom": (N_("Double kill through Venom"),
                          N_("Sprog's Venom hits the poisoned boards straight: with the flush it finishes two "
                             "characters in one turn.")),
    "double-kill": (N_("Double kill"),
                    N_("Spread the damage so that the flush takes two boards to their killshot: 2 points more.")),
    "last-skull": (N_("Take the last skull"),
                   N_("The killshot that takes the last skull starts the end: score it before the other team can.")),
    "overkill": (N_("Overkill"),
                 N_("One damage past the killshot is an overkill: 1 point more, and a heal for your team.")),
    "venom-kill": (N_("Killshot through Venom"),
                   N_("A poisoned character with damage near its killshot: Venom at the turn's end finishes it.")),
    "killshot": (N_("Killshot"),
                 N_("Count the damage the flush puts on each board: put enough on one to reach its killshot.")),
    "flush-3": (N_("Flush with three colours"),
                N_("Damage on all three enemies, 6 or more in their buffer: the flush earns the reward's best row.")),
    "flush-2": (N_("Flush with two colours"),
                N_("Reach 6 damage in the enemy buffer with two colours in it: the flush earns the two-colour row.")),
    "flush-1": (N_("Flush on one character"),
                N_("All the flush on one enemy: its board comes closest to the killshot.")),
    "marks": (N_("Marks into damage"),
              N_("Hit the marked enemy: each mark of its colour turns into damage in the buffer.")),
    "rush": (N_("Pay the Adrenaline Rush"),
             N_("An adrenaline action bought now is worth its cost: it takes the turn further.")),
    "buffer": (N_("Load the buffer"),
               N_("No flush this turn: put the damage in the enemy buffer that makes the next one strong.")),
    "weapon": (N_("Arm for the next turn"),
               N_("Nothing to shoot well now: the weapon grabbed here makes the next turn.")),
    "position": (N_("Out of sight"),
                 N_("No good shot: end the turn where the enemies cannot flush you.")),
}


class Line(BaseModel):
    """A whole team turn: the answers from the position to the turn's end, and its value."""

    model_config = ConfigDict(extra="forbid")

    answers: list[str]
    value: float


class Searched(BaseModel):
    """How the best turn was proven (`tools/make_puzzles.py`): the wide search's work and the
    expert's for one question, the whole turns it valued and the positions it searched a step
    further, whether it tried every answer of every question, and how many of the turns it
    valued came within `within` points of the best."""

    model_config = ConfigDict(extra="forbid")

    work: int
    expert: int
    lines: int
    positions: int
    exhaustive: bool
    close: int
    within: float


class Puzzle(BaseModel):
    model_config = ConfigDict(extra="forbid")
    _done: Facts | None = PrivateAttr(default=None)

    id: str
    theme: str
    team: Team
    evaluation: str
    best: Line
    second: Line
    margin: float
    source: str  # where it came from: the generator's game and turn, for whoever makes them again
    searched: Searched
    state: GameState

    @model_validator(mode="after")
    def _consistent(self) -> "Puzzle":
        if self.theme not in THEMES:
            raise ValueError(f"theme {self.theme!r} is not one of {', '.join(THEMES)}")
        if self.evaluation != EVALUATION:
            raise ValueError(f"evaluation {self.evaluation!r}: this game values lines by {EVALUATION!r}")
        if self.state.table.active != self.team:
            raise ValueError(f"the position is {self.state.table.active}'s turn, not {self.team}'s")
        if self.margin != round(self.best.value - self.second.value, PRECISION):
            raise ValueError(f"margin {self.margin} is not best - second ({self.best.value} - {self.second.value})")
        return self

    @property
    def done(self) -> Facts:
        """What the best turn does at the table (played once, when first asked)."""
        if self._done is None:
            self._done = facts(play(self.state, self.best.answers).events, self.team)
        return self._done

    @property
    def name(self) -> Msg:
        """Its title: the theme, and what makes this puzzle itself (`detail`)."""
        # TRANSLATORS: a tactics puzzle's title: its theme, then what its best turn does ("Double kill: Dozer and Echo")
        return Msg("{theme}: {detail}", theme=Msg(THEMES[self.theme][0]), detail=detail(self.theme, self.done))

    @property
    def title(self) -> str:
        """The title in the current language."""
        return self.name.text

    @property
    def idea(self) -> str:
        return THEMES[self.theme][1]

    @property
    def difficulty(self) -> int:
        """1 (easy) to 3 (hard), from how many of the turns the proving search valued come
        within `searched.within` points of the best: many ways to (nearly) find it make it
        easy, one precise turn hard."""
        close = self.searched.close
        return 1 if close >= EASY else 3 if close < HARD else 2


def detail(kind: str, done: Facts) -> Arg:
    """What sets a puzzle of the theme `kind` apart from the others of its theme: whom its best
    turn kills, else what its damage and marks do and who deals them, else what it grabs."""
    if done.kills:
        return listing([char_msg(c) for c in done.kills])
    by = listing([char_msg(c) for c in done.dealers]) if done.dealers else None
    if kind == "marks":
        what: Msg = Msg.counted("{n} mark turns into damage", "{n} marks turn into damage", done.converted)
    elif done.buffered:
        what = Msg("{n} damage into the buffer", n=done.buffered)
    elif done.weapons:
        return listing([weapon_msg(w) for w in done.weapons])
    else:
        return Msg("no shot")
    # TRANSLATORS: what a puzzle's best turn does, then who does it ("7 damage into the buffer, by Violet and Sprog")
    return what if by is None else Msg("{what}, by {who}", what=what, who=by)


def read(path: Path) -> Puzzle:
    """One puzzle file, through the save gate like any file the game reads."""
    p = read_model(path, Puzzle)
    gate.check_position(p.state, f"{path}: state")
    return p


SHELF = Shelf(HERE, read)  # a damaged file is left out, and said (`SHELF.damaged()`)


def puzzles() -> tuple[Puzzle, ...]:
    return SHELF.items()


def turn_over(game: Game, team: Team) -> bool:
    """The team's turn has ended (the other team is on, or the game is over)."""
    return game.pending is None or game.table.active != team


def worth(game: Game, team: Team) -> float:
    """A line's value: the team's evaluation of the table its turn left."""
    return round(judge(game, team), PRECISION)


@dataclass
class Played:
    """A line played on its position: the game after it, the events it caused, and each
    question with the answer given."""

    game: Game
    events: list[ev.Event]
    answers: list[tuple[Decision, Choice]]


def play(state: GameState | dict[str, Any], answers: Sequence[str]) -> Played:
    """The position with `answers` played (each must be legal)."""
    game = Game.from_position(state)
    out = Played(game, [], [])
    for key in answers:
        d = game.decision
        choice = d.find(key)
        out.answers.append((d, choice))
        out.events += game.choose(choice)
    return out


def dumped(p: Puzzle) -> str:
    """A puzzle's file."""
    return json.dumps(p.model_dump(mode="json"), indent=1, ensure_ascii=False) + "\n"
