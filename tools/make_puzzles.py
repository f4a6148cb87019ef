"""Make the tactics puzzles (adrenaline_team/puzzles/*.json) again, the same files every time:

    nice -n 10 python tools/make_puzzles.py --jobs 2 --notes puzzle-notes.jsonl

The positions are the start of every team turn of seeded games of the hard level (each arena
and each pairing of team sizes in turn: `match.series`): real tables, cheap to play to. Each
goes through the checks, the cheapest first, and is kept if it passes them all:

1. The expert's own search (`beam.TurnSearch` with the expert's budget for a question,
   `expert.BUDGET`) finds the best turn, and the best turn whose outcome differs
   (`Facts.outcome`: the kills, the flush, the points, the damage short of a flush; another
   way of doing the same is the same turn), among the turns it valued and searched for on
   purpose: the best must lead by `SCREEN` points.
2. Fair: in `WORLDS` worlds dealt from what the team sees (the other team's powerups, the
   decks' order), the best turn's answers still play and it still leads the second by
   `CLEAR`. A best turn that needs a lucky draw is no puzzle: nobody at the table can know it.
3. Proven: the wide search, the same search with `WIDE` work (100 times the expert's budget
   for a question), and the turns the expert, the hard bot and `PLAYOUTS` random turns play
   there: the best of all of them is the puzzle's best turn (often better than what the
   expert's search found in 1.: the log says both), and it must lead the best turn of another
   outcome (of all the turns the wide search valued, and of a search for one at a tenth of its
   work) by `CLEAR` points, and be fair again (2.).

The best is not required to be the expert's: the puzzles measure the expert (`adrenaline-team
puzzles --solve`, `tests/test_puzzles.py`), as a test suite measures a chess engine, so they are
not chosen by what it finds. (Tried: keeping only the positions whose proven best the expert's
search had found dropped the first four candidates: a tenth of the wide search already found
more in each.)

A puzzle is labelled by what its best turn did (`facts.theme`), at most `PER_THEME` of a theme,
until `WANTED` are found. Its file says how much was searched (`Searched`: the wide search's
work and the expert's, the turns valued, the positions searched, whether every answer of every
question was tried) and how many turns come within `CLOSE` of the best (its difficulty). Each
kept puzzle is replayed from its file's position before it is written, so a file never holds a
line that does not give its value. `--notes FILE` keeps what each position's checks found as
they come, so that a run stopped part way goes on from there; delete it when anything below
changes.

Cost, measured on a shared two-core machine: the first two checks about 1.5 s of a core a
position (a game gives some 40, about one in eight a candidate), the third about 130 s of a
core a candidate (the wide search 75 s of it), one candidate in four kept on the first ones
measured: some four to five hours of a core for the whole set, half that with `--jobs 2` on a
quiet machine.

Run it again whenever the expert, the evaluation or the cards change: the values are the
evaluation's (`tests/test_puzzles.py` fails until then)."""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from adrenaline_team import i18n, puzzles
from adrenaline_team.ai import expert, make_bot
from adrenaline_team.ai.beam import Line, TurnSearch, followed, own
from adrenaline_team.ai.evaluate import judge
from adrenaline_team.ai.match import bot_config, series
from adrenaline_team.ai.worlds import world
from adrenaline_team.files import write_atomic
from adrenaline_team.jobs import in_order, workers
from adrenaline_team.puzzles.facts import facts, theme
from adrenaline_team.rules import Game
from adrenaline_team.rules.events import Event, TurnStarted
from adrenaline_team.rules.observe import GameSeat, observe
from adrenaline_team.rules.state import TEAMS, Team, other

CLEAR = 1.5  # points the best turn leads every turn of another outcome by: a whole score-track point and a
# half, well above what the table's position terms (who sees whom: a few tenths) move between two sound turns
SCREEN = 1.0  # the lead the expert's own search must find first (the wide search may find a better best)
WIDE = 100 * expert.BUDGET  # the proving search's work: 100 times the expert's for one question
WORLDS = 8  # worlds the best turn must stay clearly ahead in
PLAYOUTS = 200  # random turns played on each puzzle (the test plays the same)
CLOSE = 1.0  # points: a turn this close to the best counts towards how easy a puzzle is
WANTED = 24  # the issue asks for at least 24; more cost an hour of a core each few, as the themes fill up
PER_THEME = 6  # so that the puzzles teach many things, not one (the flushes, the heart of Team Play, come most often)
GAMES = 80  # games whose positions are tried, at most
LEVEL = "hard"  # the level that plays the games the positions come from
OFF_TURN = "normal"  # the level that answers the other team's questions in the team's turn (a tagback, a
# discard to respawn): as the window's puzzle seats it


R = TypeVar("R")
Outcome = tuple[object, ...]  # `Facts.outcome`: what a turn achieved


@dataclass
class Found:
    """A search's best turn from a position: its line, its outcome, how much was searched, and
    how many of the turns it valued came within `CLOSE` of it."""

    best: Line
    outcome: Outcome
    outcomes: dict[Outcome, Line]  # the best turn of each outcome among the turns valued
    lines: int
    positions: int
    exhaustive: bool
    close: int

    @property
    def second(self) -> Line | None:
        """The best turn valued whose outcome is not the best's."""
        return max((line for outcome, line in self.outcomes.items() if outcome != self.outcome),
                   key=lambda line: line.value, default=None)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=puzzles.HERE)
    ap.add_argument("--games", type=int, default=GAMES)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--notes", type=Path, help="a file of what each position's checks found, read and added to: a run "
                                               "stopped part way goes on from where it was (delete it when the cards, "
                                               "the evaluation, the search or this tool change)")
    args = ap.parse_args()
    i18n.set_language("en")  # the titles it tells apart, and its lines
    notes = Notes(args.notes)
    found: list[puzzles.Puzzle] = []
    themes: Counter[str] = Counter()
    with workers(args.jobs) if args.jobs > 1 else nullcontext() as pool:
        def run(work: Callable[..., R], items: Iterable[tuple[Any, ...]]) -> Iterator[R]:
            """`work(*item)` for each item in order, in the worker processes if there are any."""
            return in_order(pool, work, items, 2 * args.jobs) if pool else (work(*item) for item in items)
        screened = notes.kept("screen", run(screen, ((*item, notes.known("screen", item[0]))
                                                     for item in positions(args.games))))
        kept = (item for item in screened if item[2] is not None and themes[item[2]] < PER_THEME)
        for _, puzzle in notes.kept("prove", run(prove, ((*item, notes.known("prove", item[0])) for item in kept))):
            if puzzle is None or themes[puzzle.theme] >= PER_THEME or puzzle.title in {p.title for p in found}:
                continue
            found.append(puzzle)
            themes[puzzle.theme] += 1
            print(f"{len(found):2d} {puzzle.theme:18s} margin {puzzle.margin:5.2f} "
                  f"{'exhaustive' if puzzle.searched.exhaustive else 'wide'} {puzzle.source}", flush=True)
            if len(found) >= WANTED:
                break
    write(args.out, found)
    print(f"{len(found)} puzzles: {dict(themes)}")
    return 0 if len(found) >= 24 else 1


def positions(games: int) -> Iterator[tuple[str, dict[str, object]]]:
    """The start of every team turn of the seeded games, as a puzzle's position: the team's
    seats people's and the other team's the computer's (it only answers its off-turn questions)."""
    for n in range(games):
        (sizes, arena), seed = series(n), 1000 + n
        game = Game.new(bot_config(sizes, arena, (LEVEL, LEVEL)), seed)
        bots = {t: make_bot(LEVEL, seed * 2 + i) for i, t in enumerate(TEAMS)}
        seat = GameSeat(game)
        starting = False
        while game.pending is not None:
            d = game.pending
            if starting and d.team == game.table.active and not game.state.script:
                team = d.team
                state = game.state.model_dump(mode="json")
                for side in TEAMS:
                    for player in state["table"]["config"][side]:
                        player["bot"] = None if side == team else OFF_TURN
                yield (f"game {seed}, arena {arena}, teams {sizes[0]}v{sizes[1]}, "
                       f"{team} turn {game.table.teams[team].turns + 1}"), state
            starting = any(isinstance(e, TurnStarted) for e in game.choose(bots[d.team](seat)))


Screened = tuple[str, dict[str, object], str | None, float]


def screen(source: str, state: dict[str, object], known: Any = None) -> Screened:
    """The position, the theme its best turn teaches if it passes the first two checks, and
    that turn's value, as the expert's search finds them (`known`: as a run before found them)."""
    if known is not None:
        return source, state, known[0], known[1]
    game = Game.from_position(state)
    if len(game.decision.choices) < 2:
        return source, state, None, 0.0
    found = search(game, expert.BUDGET)
    best, second = found.best, found.second
    if second is not None and best.value - second.value >= SCREEN:  # then its second searched for on purpose
        second = max([second, *filter(None, [other_outcome(game, expert.BUDGET, found.outcome)])],
                     key=lambda line: line.value)
    if second is None or best.value - second.value < SCREEN or not fair(game, best, second):
        return source, state, None, 0.0
    kind = theme(facts(played(game, best.answers), game.table.active))
    print(f"   {kind:18s} lead {best.value - second.value:5.2f} {source}", file=sys.stderr, flush=True)
    return source, state, kind, best.value


def prove(source: str, state: dict[str, object], kind: str, seen: float, known: Any = None) -> tuple[str, puzzles.Puzzle | None]:
    """The puzzle, if the position passes the wide search and its best turn still teaches
    `kind` (what the first check found it would: a position is tried only while its theme has
    room, so that the puzzles kept do not depend on the order the checks finish in), with its
    source. `seen`: the value of the best turn the expert's search found (said beside the
    proven best: how far the expert's search is from it); `known`: what a run before found."""
    if known is not None:
        return source, None if known[0] is None else puzzles.Puzzle.model_validate(known[0])
    game = Game.from_position(state)
    team = game.table.active
    started = time.process_time()
    wide = search(game, WIDE)
    # every turn found by another hand, and the best of another outcome searched for on purpose
    # (the wide search is led by the best it finds; a turn of another outcome it ranks low
    # would be left unsearched): the best and the second are the best of all of them
    found = {**wide.outcomes}
    for line in [*others(game), *filter(None, [other_outcome(game, WIDE // 10, wide.outcome)])]:
        outcome = facts(played(game, line.answers), team).outcome
        if outcome not in found or line.value > found[outcome].value:
            found[outcome] = line
    ranked = sorted(found.items(), key=lambda kv: -kv[1].value)
    (outcome, best), second = ranked[0], ranked[1][1] if len(ranked) > 1 else None
    seconds = time.process_time() - started
    if second is None or best.value - second.value < CLEAR or not fair(game, best, second):
        print(f"  dropped: its second is too close after the wide search, {seconds:.0f} s ({source})",
              file=sys.stderr, flush=True)
        return source, None
    replayed = puzzles.play(state, best.answers)
    if not puzzles.turn_over(replayed.game, team) or puzzles.worth(replayed.game, team) != best.value:
        print(f"skipped: the line does not replay to its value ({source})", file=sys.stderr)
        return source, None
    if theme(facts(replayed.events, team)) != kind:
        return source, None
    print(f"  proven in {seconds:.0f} s of a core: {wide.lines} turns, {wide.positions} positions"
          f"{', every answer' if wide.exhaustive else ''}; best {best.value}, the expert's search's {seen} ({source})",
          file=sys.stderr, flush=True)
    return source, puzzles.Puzzle.model_validate({
        "id": "", "theme": kind, "team": team, "evaluation": puzzles.EVALUATION,
        "best": {"answers": best.answers, "value": best.value},
        "second": {"answers": second.answers, "value": second.value},
        "margin": round(best.value - second.value, puzzles.PRECISION), "source": source,
        "searched": {"work": WIDE, "expert": expert.BUDGET, "lines": wide.lines, "positions": wide.positions,
                     "exhaustive": wide.exhaustive, "close": wide.close, "within": CLOSE},
        "state": state})


def search(game: Game, budget: int) -> Found:
    """The best turn from the position a search of `budget` work finds, and the best turn of
    each outcome among the turns it valued."""
    team = game.table.active
    start = len(game.history)
    ends: dict[bytes, float] = {}
    outcomes: dict[Outcome, Line] = {}

    def counted(end: Game, team: Team) -> float:
        value = judge(end, team)
        ends[hashlib.blake2b(end.table.model_dump_json().encode(), digest_size=16).digest()] = value
        line = Line(round(value, puzzles.PRECISION), tuple(end.history[start:]))
        outcome = facts(end.log, team).outcome
        if outcome not in outcomes or line.value > outcomes[outcome].value:
            outcomes[outcome] = line
        return value
    done = TurnSearch(game, budget, value=counted).run()
    best = done.ranked()[0][1]
    outcome = facts(played(game, best.answers), team).outcome
    outcomes[outcome] = max(outcomes.get(outcome, best), best, key=lambda line: line.value)
    return Found(best, outcome, outcomes, done.lines, done.memo.positions, done.exhaustive,
                 sum(v >= best.value - CLOSE for v in ends.values()))


def other_outcome(game: Game, budget: int, outcome: Outcome) -> Line | None:
    """The best turn whose outcome is not `outcome` a search of `budget` work finds, if any."""
    def valued(end: Game, team: Team) -> float:
        return judge(end, team) if facts(end.log, team).outcome != outcome else -1e9
    done = TurnSearch(game, budget, value=valued).run()
    second = done.ranked()[0][1] if done.best else None
    return second if second is not None and second.value > -1e8 else None


def others(game: Game) -> list[Line]:
    """The turns the expert, the hard bot and `PLAYOUTS` random turns play on the position."""
    out = [played_by(game, level) for level in ("expert", "hard")]
    rnd = random.Random(0)
    for _ in range(PLAYOUTS):
        out.append(played_by(game, rnd))
    return out


def played_by(game: Game, who: str | random.Random) -> Line:
    """The team's turn on the position played by a level (seed 0), or at random; the other
    team's questions by `OFF_TURN`, as in the window."""
    game = game.copy()
    team = game.table.active
    seat = GameSeat(game)
    bots = {other(team): make_bot(OFF_TURN, 0)}
    if isinstance(who, str):
        bots[team] = make_bot(who, 0)
    start = len(game.history)
    while not puzzles.turn_over(game, team):
        d = game.decision
        game.choose(d.choices[who.randrange(len(d.choices))] if d.team == team and not isinstance(who, str)
                    else bots[d.team](seat))
    return Line(puzzles.worth(game, team), tuple(game.history[start:]))


def fair(game: Game, best: Line, second: Line) -> bool:
    """In every one of `WORLDS` worlds dealt from what the team sees, the best turn played as
    planned (`beam.followed`: improvised where it needs a card that world did not deal) still
    leads the second played so by `CLEAR`."""
    obs = observe(game, game.table.active)
    rnd = random.Random(0)
    first, then = own(game, best.answers), own(game, second.answers)
    for _ in range(WORLDS):
        dealt = world(obs, rnd)
        if dealt is None or followed(dealt, first) - followed(dealt, then) < CLEAR:
            return False
    return True


def played(game: Game, answers: tuple[str, ...]) -> list[Event]:
    """The events of a line played on the position."""
    game = game.copy()
    return [e for key in answers for e in game.choose(key)]


class Notes:
    """What each position's checks found, by its source, kept in a file (`--notes`) as they
    come: a run that stops part way (an hour or more on a busy machine) goes on from there."""

    def __init__(self, path: Path | None):
        self.path, self.found = path, {}
        if path is not None and path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                stage, source, result = json.loads(line)
                self.found[stage, source] = result

    def known(self, stage: str, source: str) -> Any:
        """What the stage found for the position before, if it did: a list (JSON has no tuple)."""
        return self.found.get((stage, source))

    def kept(self, stage: str, results: Iterator[Any]) -> Iterator[Any]:
        """The stage's results as they come, each noted once."""
        for result in results:
            source, note = result[0], [result[2], result[3]] if stage == "screen" else [
                None if result[1] is None else result[1].model_dump(mode="json")]
            if self.path is not None and (stage, source) not in self.found:
                self.found[stage, source] = note
                with self.path.open("a", encoding="utf-8") as f:
                    f.write(json.dumps([stage, source, note]) + "\n")
            yield result


def write(folder: Path, found: list[puzzles.Puzzle]) -> None:
    """The files, numbered in the order of the themes' weight; the old ones go."""
    for old in folder.glob("*.json"):
        old.unlink()
    order = list(puzzles.THEMES)
    for i, p in enumerate(sorted(found, key=lambda p: (order.index(p.theme), -p.margin)), 1):
        p.id = f"{i:02d}-{p.theme}"
        write_atomic(folder / f"{p.id}.json", puzzles.dumped(p))


if __name__ == "__main__":
    sys.exit(main())
