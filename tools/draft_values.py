"""Measure what each character is worth in the draft with each of its two weapons, and write
it into the catalog (`draft = ` of each weapon in adrenaline_team/catalog/character_weapons.toml):

    python tools/draft_values.py --games 1000 --jobs 2     # about 10 minutes of two cores

Normal computer teams play seeded games (each arena, each pairing of team sizes in turn, as
`simulate` deals them), both teams drafting at random, so each character lands on either
side as often as the other, beside any two others. Every game deals each character one of
its weapons and every character is drafted: a weapon's value is the mean, over the games it
was dealt in, of the final score margin of the team that drafted its character (that team's
points less the other's). The expert drafts by these values (`ai/draft.py`).

The normal level is measured, not the expert: a game of it costs a second, and the values
are about the characters, whose worth the stronger levels keep (the starting team's draft is
worth as much in the records of expert against hard: docs/strength/README.md). The same
`--games` give the same file. Run it again when a character, its ability or its weapons
change."""

from __future__ import annotations

import argparse
import multiprocessing
import re
import sys
from collections import defaultdict
from pathlib import Path

from adrenaline_team.ai.match import bot_config, play_out, series
from adrenaline_team.ai.tactical import TacticalBot
from adrenaline_team.rules import Choice, Game, Kind
from adrenaline_team.rules.observe import Seat
from adrenaline_team.rules.state import TEAMS, other

FILE = Path(__file__).resolve().parent.parent / "adrenaline_team" / "catalog" / "character_weapons.toml"


class RandomDraft(TacticalBot):
    """The normal level, but a character pick at random."""

    def __call__(self, seat: Seat) -> Choice:
        d = seat.observation().decision
        if d is not None and d.kind == Kind.DRAFT:
            return self.rnd.choice(d.choices)
        return super().__call__(seat)


def margins(seed: int) -> list[tuple[str, int]]:
    """One game: each character weapon dealt in it, with the margin of the team that drafted it."""
    game = Game.new(bot_config(*series(seed - 1), ("normal", "normal")), seed)
    play_out(game, {team: RandomDraft(seed * 2 + k) for k, team in enumerate(TEAMS)})
    t = game.table
    if t.result is None:
        return []
    scores = t.result.scores
    return [(t.dealt[c], scores[team] - scores[other(team)]) for team in TEAMS for c in t.teams[team].characters]


def write(values: dict[str, float]) -> None:
    """Each weapon's `draft = ` line, after its `owner = ` line, set to its value."""
    text = FILE.read_text(encoding="utf-8")
    for weapon_id, value in sorted(values.items()):
        section = re.search(rf"^\[weapon\.{weapon_id}\]\n(.*?)(?=^\[)", text, re.M | re.S)
        assert section is not None, weapon_id
        body = re.sub(r"^draft = .*\n", "", section[1], flags=re.M)
        body = re.sub(r"^(owner = .*\n)", rf"\1draft = {value:.1f}\n", body, count=1, flags=re.M)
        text = text[:section.start(1)] + body + text[section.end(1):]
    FILE.write_text(text, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    seeds = range(1, args.games + 1)
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        games = pool.map(margins, seeds, chunksize=8)
    held: dict[str, list[int]] = defaultdict(list)
    for game in games:
        for weapon_id, margin in game:
            held[weapon_id].append(margin)
    values = {w: sum(m) / len(m) for w, m in held.items()}
    write(values)
    for weapon_id, value in sorted(values.items(), key=lambda wv: -wv[1]):
        print(f"{weapon_id:16} {value:+5.1f}  ({len(held[weapon_id])} games)")
    print(f"{sum(1 for g in games if g)} of {args.games} games finished", file=sys.stderr)


if __name__ == "__main__":
    main()
