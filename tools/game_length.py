"""Measure how many questions a game asks, by team sizes, and write them where the new-game
screen reads them (adrenaline_team/session/game_length.json):

    nice -n 10 python tools/game_length.py --games 180     # about 5 minutes of one core

Normal computer teams play seeded games (each pairing of team sizes and each arena in turn, as
`simulate` deals them). Every question a team is asked is counted where the table would ask
it: of one seat (its player's own: move, shoot, pay...) or of the whole team (who acts next,
the draft, heals, rewards, reloads: its people's, `seating.answered_by`). Only questions the table asks are counted (one with a single answer is
asked only where the rules want it asked: a payment, a tagback). The file keeps the mean counts
of each pairing, and the mean words a question shows (its prompt and its answers, in
English), from which `session.length` tells how long a game with people takes.

The normal level is measured, the level a seat starts at on the new-game screen: a game of
it costs about a second and a half, and newcomers play at about its strength. The same
`--games` give the same file; run it again when a rule adds or removes a question."""

from __future__ import annotations

import argparse
import json
from collections import defaultdict

from adrenaline_team.ai import make_bot
from adrenaline_team.ai.match import PAIRINGS, bot_config, play_out, series
from adrenaline_team.rules import Game
from adrenaline_team.rules.state import TEAMS
from adrenaline_team.session.length import FILE, LEVEL


def counts(seed: int) -> tuple[tuple[int, int], dict[str, list[int]], int, int]:
    """One game: its sizes, each team's questions ([the team's, seat 0's, seat 1's...]), its
    team turns and the words its questions showed (each prompt and its answers, in English)."""
    sizes, arena = series(seed - 1)
    game = Game.new(bot_config(sizes, arena, (LEVEL, LEVEL)), seed)
    asked: dict[str, list[int]] = {team: [0] * (1 + n) for team, n in zip(TEAMS, sizes)}
    bots = {team: make_bot(LEVEL, seed * 2 + k) for k, team in enumerate(TEAMS)}
    words = 0

    def ask() -> None:
        nonlocal words
        d = game.pending
        if d is not None:
            asked[d.team][0 if d.player is None else 1 + d.player] += 1
            words += sum(len(str(text).split()) for text in (d.prompt, *(c.label for c in d.choices)))
    ask()
    play_out(game, bots, after=lambda _events: ask())
    t = game.table
    assert t.result is not None, f"game {seed} did not finish"
    return sizes, asked, t.teams["black"].turns + t.teams["white"].turns, words


def measure(games: int) -> dict[str, object]:
    sums: dict[tuple[int, int], dict[str, list[int]]] = {}
    turns: dict[tuple[int, int], int] = defaultdict(int)
    played: dict[tuple[int, int], int] = defaultdict(int)
    words = questions = 0
    for seed in range(1, games + 1):
        sizes, asked, team_turns, shown = counts(seed)
        words += shown
        questions += sum(sum(a) for a in asked.values())
        into = sums.setdefault(sizes, {team: [0] * len(asked[team]) for team in TEAMS})
        for team in TEAMS:
            into[team] = [a + b for a, b in zip(into[team], asked[team])]
        turns[sizes] += team_turns
        played[sizes] += 1
    pairings: dict[str, object] = {}
    for sizes in PAIRINGS:
        n = played[sizes]
        mean = {team: [round(x / n, 1) for x in sums[sizes][team]] for team in TEAMS}
        pairings[f"{sizes[0]}-{sizes[1]}"] = {
            "games": n, "team_turns": round(turns[sizes] / n, 1),
            **{team: {"team": mean[team][0], "seats": mean[team][1:]} for team in TEAMS}}
    return {"level": LEVEL, "games": games, "words": round(words / questions, 1), "pairings": pairings}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=180, help="games in all (a multiple of 9 deals each pairing alike)")
    args = parser.parse_args()
    FILE.write_text(json.dumps(measure(args.games), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {FILE}")


if __name__ == "__main__":
    main()
