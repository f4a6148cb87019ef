"""A tactics puzzle played: its table on the play screen with its title and idea as the
caption, the team's one turn played by the person (the other team's off-turn questions, a
tagback or a discard to respawn, by the computer), then the verdict: how the turn compares
with the best one found, by the same evaluation (`puzzles.worth`), and the best line in the
table's words (Try again, Next puzzle, Back). The screens are `screens.puzzles` (the list, the
verdict) and the play screen (the turn); this is what they share. Like a lesson, a puzzle
keeps no save: the autosave stays as it was.

No pygame here."""

from __future__ import annotations

from dataclasses import dataclass

from ..ai.coach import arrows, said
from ..i18n import N_, _, ngettext
from ..positions import seated
from ..puzzles import SHELF, Puzzle, play, puzzles, turn_over, worth
from ..rules import Game
from ..rules.cards import catalog, team_name
from .moments import Caption
from .play import End

TIE = 0.05  # points: a turn this close to the best one found is as good
# what the puzzles are, where they are offered (the new-game screen, their list)
ABOUT = N_("Positions from the expert level's games where one team turn is clearly the best: play that turn and see "
           "how close you come.")


def left_out() -> str:
    """One line when a puzzle's file could not be read: the list offers the others."""
    damaged = SHELF.damaged()
    return ngettext("A puzzle is left out: {problem}", "{n} puzzles are left out; the first: {problem}",
                    len(damaged)).format(n=len(damaged), problem=damaged[0]) if damaged else ""


@dataclass(frozen=True)
class Verdict:
    """How the person's turn went: its value and the best turn's, in points of the same
    evaluation, and what the table says of them."""

    mine: float
    best: float
    second: float

    @property
    def found(self) -> bool:
        return self.mine >= self.best - TIE

    @property
    def words(self) -> str:
        """The headline, in the current language."""
        if self.mine > self.best + TIE:
            return _("Your turn: {points} points better than the best turn found").format(
                points=f"{self.mine - self.best:.1f}")
        if self.found:
            return _("You found the best turn")
        return _("Your turn: {points} points behind the best turn").format(points=f"{self.best - self.mine:.1f}")

    @property
    def values(self) -> str:
        return _("Your turn is worth {mine} points, the best turn {best} and the second best {second}, by the expert "
                 "level's evaluation of the table the turn leaves.").format(
            mine=f"{self.mine:.1f}", best=f"{self.best:.1f}", second=f"{self.second:.1f}")


@dataclass
class Attempt:
    """The puzzle at `index` of the shipped ones."""

    index: int

    @property
    def puzzle(self) -> Puzzle:
        return puzzles()[self.index]

    @property
    def caption(self) -> Caption:
        p = self.puzzle
        return Caption(lambda: _(p.title), lambda: self.task)  # worded when read: the menu may change the language

    @property
    def task(self) -> str:
        """The idea, then what to do."""
        return _("{idea} Play {team}'s turn: the puzzle ends with it.").format(
            idea=_(self.puzzle.idea), team=team_name(self.puzzle.team))

    def next(self) -> Attempt | None:
        """The next puzzle (None after the last)."""
        return Attempt(self.index + 1) if self.index + 1 < len(puzzles()) else None

    def start(self) -> Game:
        """The puzzle's table, the team's first question waiting."""
        return Game.from_position(seated(self.puzzle.state))

    def end(self, game: Game) -> Solved | None:
        """Once the team's turn has ended: the verdict."""
        verdict = self.verdict(game)
        return None if verdict is None else Solved(self, game, verdict)

    def verdict(self, game: Game) -> Verdict | None:
        """Once the team's turn has ended: how it compares with the best."""
        p = self.puzzle
        if not turn_over(game, p.team):
            return None
        return Verdict(worth(game, p.team), p.best.value, p.second.value)

    def best_line(self) -> str:
        """The best turn found, its answers as the table words them, a line per action. Every
        card it plays is named: the puzzle is over, and its cards are the table's own, not a
        guess's."""
        p = self.puzzle
        cards = {c.id for c in catalog().powerups}
        return arrows(said(play(seated(p.state), p.best.answers).answers, p.team, cards))


@dataclass(frozen=True)
class Solved(End):
    """A puzzle's turn played: the verdict comes."""

    attempt: Attempt
    game: Game
    verdict: Verdict
