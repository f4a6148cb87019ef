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
from ..message import Msg, listing, series, text
from ..positions import seated
from ..puzzles import SHELF, Puzzle, play, puzzles, turn_over, worth
from ..puzzles.facts import Facts, facts
from ..rules import Choice, Decision, Game
from ..rules.events import Event
from ..rules.cards import catalog, char_msg, team_msg, team_name
from ..rules.endturn import MULTIKILL_WORDS
from ..rules.state import Team, other
from .local import LocalSession
from .marks import Marks
from .moments import Caption
from .play import End, Step
from .thinker import Worker

# what the puzzles are, where they are offered (the new-game screen, their list)
ABOUT = N_("Positions from real games where one team turn is proven clearly the best: play that turn and see how "
           "close you come.")


def left_out() -> str:
    """One line when a puzzle's file could not be read: the list offers the others."""
    damaged = SHELF.damaged()
    return ngettext("A puzzle is left out: {problem}", "{n} puzzles are left out; the first: {problem}",
                    len(damaged)).format(n=len(damaged), problem=damaged[0]) if damaged else ""


@dataclass(frozen=True)
class Verdict:
    """How the person's turn went beside the best turn found: what each did at the table, and
    how far apart they are by the evaluation a puzzle is judged by (the table a turn leaves:
    the score, the damage on the boards and in the buffers, the kit, who stands where). The
    points are said in tenths, and every number is worked out from the tenths said, so that
    they agree with each other."""

    mine: float
    best: float
    second: float
    done: Facts  # what the person's turn did
    wanted: Facts  # what the best turn did
    enemy: Team

    @property
    def lead(self) -> int:
        """Tenths of a point the person's turn is ahead of the best turn found (behind: below 0)."""
        return round(self.mine * 10) - round(self.best * 10)

    @property
    def found(self) -> bool:
        return self.lead >= 0

    @property
    def words(self) -> str:
        """The headline, in the current language."""
        if self.lead > 0:
            return _("Your turn beats the best turn found, by {points} points").format(points=tenths(self.lead))
        if self.found:
            return _("You found the best turn")
        return _("Your turn: {points} points behind the best turn").format(points=tenths(-self.lead))

    @property
    def values(self) -> str:
        """What the best turn and the person's did at the table, a line each."""
        best = Msg("The best turn: {what}", what=did(self.wanted, self.enemy))
        mine = Msg("Your turn: {what}", what=did(self.done, self.enemy))
        lines = [best.text, mine.text]
        if not self.found and self.done.outcome == self.wanted.outcome:
            lines.append(_("The same at the table: the points between them are where the figures end the turn and "
                           "what the team keeps (loaded weapons, cubes, cards)."))
        return "\n".join(lines)


def tenths(n: int) -> str:
    """A count of tenths of a point as the table writes it: 1.3."""
    return f"{n / 10:.1f}"


def apart(better: float, worse: float) -> str:
    """How far apart two turns' values are, in the tenths the table says them in."""
    return tenths(round(better * 10) - round(worse * 10))


def did(done: Facts, enemy: Team) -> Msg:
    """A turn's doings in the rulebook's words: the killshots, the damage, the flush and its
    reward, the skulls taken and the points scored."""
    team = team_msg(enemy)
    parts: list[Msg] = []
    if done.kills:
        parts.append(Msg.counted("killshot on {names}", "killshots on {names}", len(done.kills),
                                 names=listing([char_msg(c) for c in done.kills])))
    if done.multikill in MULTIKILL_WORDS:
        parts.append(MULTIKILL_WORDS[done.multikill])
    if done.overkills:
        parts.append(Msg.counted("{n} overkill", "{n} overkills", done.overkills))
    if done.damage:
        parts.append(Msg("{n} damage to {team}", n=done.damage, team=team))
    if done.marks:
        parts.append(Msg.counted("{n} mark in {team}'s buffer", "{n} marks in {team}'s buffer", done.marks, team=team))
    if done.flush:
        flushed = Msg.counted("flushes {team}'s buffer with {n} colour", "flushes {team}'s buffer with {n} colours",
                              done.flush, team=team)
        # TRANSLATORS: the flush, then what the reward tile gave for it: "flushes White's buffer with 3 colours (3 points)"
        parts.append(flushed if done.reward is None else Msg("{flush} ({reward})", flush=flushed, reward=done.reward))
    if done.skulls:
        parts.append(Msg.counted("{n} skull taken", "{n} skulls taken", done.skulls))
    if done.points:
        parts.append(Msg.counted("{n} point scored", "{n} points scored", done.points))
    return series(parts) if parts else Msg("no damage to {team}", team=team)


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
        return Caption(lambda: p.title, lambda: self.task)  # worded when read: the menu may change the language

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
        """Once the team's turn has ended: the verdict, and the puzzle marked solved in the data
        folder when the turn found (or beat) the best."""
        verdict = self.verdict(game)
        if verdict is None:
            return None
        unkept = Marks.load().mark(self.puzzle, verdict.lead) if verdict.found else ""
        return Solved(self, game, verdict, unkept)

    def verdict(self, game: Game) -> Verdict | None:
        """Once the team's turn has ended: how it compares with the best."""
        p = self.puzzle
        if not turn_over(game, p.team):
            return None
        return Verdict(worth(game, p.team), p.best.value, p.second.value, facts(game.log, p.team), p.done,
                       other(p.team))

    @property
    def margin(self) -> str:
        """How far the best turn found leads the second, in the table's words."""
        p = self.puzzle
        return _("{points} points better than the second best turn found.").format(
            points=apart(p.best.value, p.second.value))

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
    unkept: str = ""  # why the solved mark could not be kept ("" when it was, or none was due)


class Showing(LocalSession):
    """"Show me": the puzzle's best turn played on its table from the start, one answer at a
    time. Nobody is asked: each answer is played when the person asks for it (`forward`),
    through `choose` as any answer is, so the log says it in its own words; a question with a
    single answer is played with the one before it. Once the last answer is played, one more
    ask (or `stop`, at any time) ends it: the verdict it came from comes back as it was
    (`ended`: the same `Solved`). The table is shown as the puzzle's team sees it; it keeps no
    save and no computer thinks."""

    def __init__(self, solved: Solved, worker: Worker | None = None):
        self.solved = solved
        super().__init__(solved.attempt.start(), worker=worker)
        self.line = solved.attempt.puzzle.best.answers
        # the answers a person would have chosen (their question had another), counted as steps
        self.asking = [len(d.choices) > 1 for d, _c in play(self.game.state, self.line).answers]
        self.played = 0  # answers of `line` played
        # presses not yet played: the next `follow` plays one (each press is kept, made while the
        # figures still move from the one before too)
        self.wanted = 0
        self.done = False
        self.told = False  # the screen was told that it is done

    @property
    def team(self) -> Team:
        return self.solved.attempt.puzzle.team

    @property
    def people(self) -> list[Team]:
        return [self.team]  # the table as the team that plays the puzzle sees it

    def person_answers(self, d: Decision) -> bool:
        return False

    def choose(self, choice: Choice | str) -> list[Event]:
        return self.game.choose(choice)  # nothing to save, no computer to wake

    def forward(self) -> None:
        """The next answer; after the last, back to the verdict. Presses beyond the answers
        still to play are dropped: the verdict comes back only on a press made once the best
        turn is all played."""
        if self.played == len(self.line):
            self.stop()
        elif self.wanted < 1 + sum(self.asking[self.played + 1:]):  # the presses the rest of the turn takes
            self.wanted += 1

    def stop(self) -> None:
        self.done = True

    def follow(self, dt: float) -> Step | None:
        if self.done:
            if self.told:
                return None
            self.told = True
            return Step([])  # the screen asks `ended`
        if not self.wanted or self.game.pending is None:
            return None
        key = self.line[self.played]
        self.played += 1
        events = self.choose(self.game.pending.find(key))
        d = self.game.pending
        if self.played == len(self.line) or d is None:
            self.wanted = 0
        elif len(d.choices) > 1:  # a question with a single answer goes with the one before
            self.wanted -= 1
        return Step(events)

    def moving(self) -> bool:
        return self.wanted > 0 or (self.done and not self.told)

    def ended(self) -> End | None:
        return self.solved if self.done else None

    @property
    def caption(self) -> Caption:
        return Caption(lambda: _("Show me: {title}").format(title=self.solved.attempt.puzzle.title), self._words)

    def _words(self) -> str:
        """Where the best turn is: how many answers are played, the next one, the keys."""
        d = self.game.pending
        if self.played < len(self.line) and d is not None:
            return _("The best turn, answer {n} of {m}. Next: {answer}.\n→ / Enter / A: play it · Esc / B: back to "
                     "the verdict").format(n=sum(self.asking[:self.played + 1]), m=sum(self.asking),
                                           answer=text(d.find(self.line[self.played]).words))
        return _("The best turn is played: {what}.\n→ / Enter / A or Esc / B: back to the verdict").format(
            what=did(self.solved.attempt.puzzle.done, other(self.team)).text)
