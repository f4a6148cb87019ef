"""Make the tactics puzzles (adrenaline_team/puzzles/*.json) again, the same files every time:

    nice -n 10 python tools/make_puzzles.py            # about 9 minutes of one core

It plays seeded expert-against-expert games (each arena, each pairing of team sizes in turn).
At the start of each team turn it plays the team's whole-turn lines the expert plans: for
each character that may act first and each action that character may take, the rest of the
turn as the expert's search plays it (`ai.hard.play_turn`: every later question by the
tactical look-ahead, judged by `ai.evaluate.judge`), each on a copy of the real table. Every
line is valued as the puzzles are (`puzzles.worth`: the team's judge the moment its turn
ends). A position is kept when its best line beats the second best by `CLEAR` points or
more, labelled by what its best line did (`puzzles.theme`), at most `PER_THEME` of a theme,
until `WANTED` are found. Each kept puzzle is replayed from its file's position before it is
written, so a file never holds a line that does not give its value.

Run it again whenever the expert or the evaluation changes: the values are the evaluation's."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

from adrenaline_team import puzzles
from adrenaline_team.ai import make_bot
from adrenaline_team.ai.hard import play_turn
from adrenaline_team.ai.match import bot_config, series
from adrenaline_team.rules import Choice, Game, Kind
from adrenaline_team.rules.events import TurnStarted
from adrenaline_team.rules.observe import GameSeat
from adrenaline_team.rules.state import TEAMS, Team

CLEAR = 1.5  # points: a whole score-track point and a half, well above what the table's
# position terms (who sees whom: a few tenths) move between two sound turns
WANTED = 30
PER_THEME = 4  # so that the puzzles teach many things, not one
GAMES = 60  # games tried at most
OFF_TURN = "normal"  # the level that answers the other team's questions in the team's turn: the
# quick policy there, as `play_turn` answers them


def lines(game: Game, team: Team, rnd: random.Random) -> list[tuple[list[str], float]]:
    """The team's whole-turn lines from the position, as (answers, value), the best first."""
    out = []
    d = game.decision
    for first in d.choices:
        after = game.copy()
        after.choose(first)
        openings: list[Choice | None] = [None]
        if not puzzles.turn_over(after, team) and after.decision.kind == Kind.ACTION:
            openings = list(after.decision.choices)
        for action in openings:
            g = after.copy() if action is not None else after
            start = len(g.history) - 1
            if action is not None:
                g.choose(action)
            play_turn(g, team, rnd)
            out.append((g.history[start:], puzzles.worth(g, team)))
    return sorted(out, key=lambda line: -line[1])


def position(game: Game, team: Team) -> dict[str, object]:
    """The table at the turn's start with the team's seats people's and the other team's the
    computer's (it only answers its off-turn questions)."""
    state = game.state.model_dump(mode="json")
    for side in TEAMS:
        for seat in state["table"]["config"][side]:
            seat["bot"] = None if side == team else OFF_TURN
    return state


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=puzzles.HERE)
    ap.add_argument("--games", type=int, default=GAMES)
    args = ap.parse_args()
    found: list[puzzles.Puzzle] = []
    themes: Counter[str] = Counter()
    for n in range(args.games):
        if len(found) >= WANTED:
            break
        (sizes, arena), seed = series(n), 1000 + n
        game = Game.new(bot_config(sizes, arena, ("expert", "expert")), seed)
        bots = {t: make_bot("expert", seed * 2 + i) for i, t in enumerate(TEAMS)}
        seat = GameSeat(game)
        starting = False
        while game.pending is not None and len(found) < WANTED:
            d = game.pending
            if starting and d.kind == Kind.NEXT and d.team == game.table.active:
                kept = consider(game, d.team, f"game {seed}, arena {arena}, teams {sizes[0]}v{sizes[1]}, "
                                              f"{d.team} turn {game.table.teams[d.team].turns}", themes)
                if kept is not None:
                    found.append(kept)
                    themes[kept.theme] += 1
                    print(f"{len(found):2d} {kept.theme:18s} margin {kept.margin:5.2f}  {kept.source}", flush=True)
            if d.kind == Kind.NEXT:
                starting = False
            starting |= any(isinstance(e, TurnStarted) for e in game.choose(bots[d.team](seat)))
    write(args.out, found)
    print(f"{len(found)} puzzles: {dict(themes)}")
    return 0 if len(found) >= 24 else 1


def consider(game: Game, team: Team, source: str, themes: Counter[str]) -> puzzles.Puzzle | None:
    ranked = lines(game, team, random.Random(source))
    if len(ranked) < 2:
        return None
    (best, value), (second, runner) = ranked[0], ranked[1]
    if value - runner < CLEAR:
        return None
    state = position(game, team)
    played = puzzles.play(state, best)
    replayed, kind = played.game, puzzles.theme(played.events, team)
    if themes[kind] >= PER_THEME:
        return None
    if not puzzles.turn_over(replayed, team) or puzzles.worth(replayed, team) != value:
        print(f"skipped: the line does not replay to its value ({source})", file=sys.stderr)
        return None
    return puzzles.Puzzle.model_validate({
        "id": "", "theme": kind, "team": team, "evaluation": puzzles.EVALUATION,
        "best": {"answers": best, "value": value}, "second": {"answers": second, "value": runner},
        "margin": round(value - runner, puzzles.PRECISION), "source": source, "state": state})


def write(folder: Path, found: list[puzzles.Puzzle]) -> None:
    """The files, numbered in the order of the themes' weight; the old ones go."""
    for old in folder.glob("*.json"):
        old.unlink()
    order = list(puzzles.THEMES)
    for i, p in enumerate(sorted(found, key=lambda p: (order.index(p.theme), -p.margin)), 1):
        p.id = f"{i:02d}-{p.theme}"
        data = p.model_dump(mode="json")
        (folder / f"{p.id}.json").write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
