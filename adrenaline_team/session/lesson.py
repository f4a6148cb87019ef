"""A rules-tour position played as a lesson: its caption first (Start, Back), then the move on
the table, then what the rule did, said in the rulebook's words while the table lights the
places it acted on (Next rule, Try again, Back to the new-game screen). The screens are
`screens.lesson` (before and after) and the play screen (the move); this is what they share.

When is the move made? Each position's data says (`positions.Lesson.until`: the event that
shows its rule, such as a flush or a killshot); a team turn that ends first ends the lesson
too, with words that say so. A lesson keeps no save: the autosave, and the unfinished game it
may hold, stay as they were (so no game is ever set aside for a lesson).

No pygame here."""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import _, ngettext
from ..positions import SHELF, TourPosition, seated, tour
from ..rules import Game
from ..rules.cards import team_name
from ..rules.events import Event, TurnStarted
from .moments import Caption, sentences
from .play import End


def left_out() -> str:
    """One line when a lesson's file could not be read: the tour offers the others."""
    damaged = SHELF.damaged()
    return ngettext("A lesson is left out: {problem}", "{n} lessons are left out; the first: {problem}",
                    len(damaged)).format(n=len(damaged), problem=damaged[0]) if damaged else ""


@dataclass(frozen=True)
class Outcome:
    """How a lesson's move ended: the event that showed the rule (None: the turn ended
    first), the table's words, and the places to light as (what, id)."""

    moment: Event | None
    words: str
    lights: list[tuple[str, str]]


@dataclass
class Lesson:
    index: int  # the position's place in the tour
    opening: int = 0  # the narration a started position holds before its first choice

    @property
    def position(self) -> TourPosition:
        return tour()[self.index]

    @property
    def caption(self) -> Caption:
        p = self.position
        return Caption(lambda: _(p.title), lambda: _(p.text), p.rule)  # worded when read: the menu may change the language

    def next(self) -> Lesson | None:
        """The next position's lesson (None after the last)."""
        return Lesson(self.index + 1) if self.index + 1 < len(tour()) else None

    def start(self) -> Game:
        """The position's table, its first question waiting."""
        game = Game.from_position(seated(self.position.state))
        self.opening = len(game.log)
        return game

    def end(self, game: Game) -> Learnt | None:
        """Once the move is made (or the turn ended without it): what the table says of it."""
        outcome = self.outcome(game)
        return None if outcome is None else Learnt(self, game, outcome)

    def outcome(self, game: Game) -> Outcome | None:
        """Once the move is made (or the turn ended without it): what to say and light."""
        lesson = self.position.lesson
        happened = game.log[self.opening:]
        moment = lesson.moment(happened)
        if moment is not None:
            return Outcome(moment, sentences(moment.text, _(lesson.did)), lesson.places(moment))
        team = self.position.state.table.active
        if any(isinstance(e, TurnStarted) for e in happened) or game.pending is None:
            words = _("{team}'s turn ended before the rule came into play. Try again: the caption says which "
                      "move shows it.").format(team=team_name(team))
            return Outcome(None, words, lesson.places(None))
        return None


@dataclass(frozen=True)
class Learnt(End):
    """A lesson's move made (or its turn ended first): the table says what came of it."""

    lesson: Lesson
    game: Game
    outcome: Outcome
