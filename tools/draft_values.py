"""Measure what each character is worth in the draft with each of its two weapons, and what
starting the draft is worth (TP-DRAFT-2):

    nice -n 10 python tools/draft_values.py --games 2000 --level mixed --jobs 2 --write

Computer teams play seeded games (each arena, each pairing of team sizes in turn, as
`simulate` deals them), both teams drafting at random, so each character lands on either
side as often as the other, beside any two others. Every game deals each character one of
its weapons and every character is drafted: a weapon's worth is the mean, over the games it
was dealt in, of the final score margin of the team that drafted its character (that team's
points less the other's), printed with its 95 % interval and the games it stands on. The
start's worth is the mean margin of the team that started the draft, over every game.

`--level` is the level both teams play at (normal, hard or expert), or `mixed`: normal and
hard teams, the two levels dealt to the two sides in turn, so that each pairing of levels
(normal against normal, normal against hard, hard against normal, hard against hard) meets
every arena and every pairing of team sizes. Where the levels differ, a team's margin counts
less the mean margin of its level against the other level (how much hard beats normal by):
the characters are measured, not the levels, and the interval is not widened by them. A
mixed run prints each value twice more, from the games where the character's team played
normal and where it played hard, to show where the levels disagree about a character.

The same arguments print the same values (whatever `--jobs` is); the time the run took goes
to stderr. `--record FILE` adds each game to FILE as it ends: the same command again goes on
where a stopped run stopped, and with fewer `--games` than FILE holds it prints the values of
the games played so far at once. `--write` writes the values into the catalog (`draft = ` of each weapon in
adrenaline_team/catalog/character_weapons.toml), where every computer level drafts by them
(`ai/draft.py`). Run it again, with `--write`, when a character, its ability or its weapons
change. A game of normal teams takes about a second of one core, of hard teams about four."""

from __future__ import annotations

import argparse
import math
import random
import re
import sys
import time
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from adrenaline_team.ai import Bot, make_bot
from adrenaline_team.ai.match import bot_config, play_out, series
from adrenaline_team.catalog import catalog
from adrenaline_team.jobs import in_order, workers
from adrenaline_team.ledger import Ledger
from adrenaline_team.rules import Choice, Game, Kind
from adrenaline_team.rules.observe import Seat
from adrenaline_team.rules.state import TEAMS, Team, other

FILE = Path(__file__).resolve().parent.parent / "adrenaline_team" / "catalog" / "character_weapons.toml"
LEVELS = ("normal", "hard", "expert", "mixed")
MIXED = (("normal", "normal"), ("normal", "hard"), ("hard", "normal"), ("hard", "hard"))  # (black, white)
Z95 = 1.96


class RandomDraft:
    """A computer level that picks its characters at random."""

    def __init__(self, level: str, seed: int):
        self.bot: Bot = make_bot(level, seed)
        self.rnd = random.Random(f"draft {seed}")

    def __call__(self, seat: Seat) -> Choice:
        d = seat.decision
        return self.rnd.choice(d.choices) if d.kind == Kind.DRAFT else self.bot(seat)


def levels(i: int, level: str) -> tuple[str, str]:
    """The two teams' levels in the i-th game (from 0). Mixed: a pairing of levels for four
    games in a row, so that with the arenas (one a game, four in turn) every pairing of levels
    meets every arena, and with the nine pairings of team sizes every one of those too."""
    return MIXED[i // 4 % 4] if level == "mixed" else (level, level)


@dataclass(frozen=True, slots=True)
class Drafted:
    """One finished game: what each team drafted and by how much it won."""

    starting: Team
    level: dict[Team, str]
    weapons: dict[Team, tuple[str, ...]]  # the weapons dealt to the team's three characters
    margin: dict[Team, int]  # the team's final points less the other's


def play(i: int, level: str) -> Drafted | None:
    """The i-th game of the run; None if it did not finish."""
    seed = i + 1
    both = levels(i, level)
    game = Game.new(bot_config(*series(i), both), seed)
    play_out(game, {team: RandomDraft(both[k], seed * 2 + k) for k, team in enumerate(TEAMS)})
    t = game.table
    if t.result is None:
        return None
    scores = t.result.scores
    return Drafted(t.starting_team, dict(zip(TEAMS, both)),
                   {team: tuple(t.dealt[c] for c in t.teams[team].characters) for team in TEAMS},
                   {team: scores[team] - scores[other(team)] for team in TEAMS})


@dataclass(frozen=True, slots=True)
class Worth:
    mean: float
    half: float  # half the 95 % interval's width
    games: int

    def __str__(self) -> str:
        return f"{self.mean:+5.1f} ±{self.half:3.1f} ({self.games:4} games)"


def worth(margins: Sequence[float]) -> Worth:
    """The mean of `margins` with its 95 % interval (normal approximation: hundreds of games)."""
    n = len(margins)
    mean = sum(margins) / n
    sd = math.sqrt(sum((m - mean) ** 2 for m in margins) / (n - 1)) if n > 1 else math.inf
    return Worth(mean, Z95 * sd / math.sqrt(n), n)


def adjusted(games: Sequence[Drafted]) -> list[dict[Team, float]]:
    """Each game's margins less the mean margin of the team's level against the other's: zero
    where both played one level (each game counts once for each side), how much hard beats
    normal by where they differ."""
    held: dict[tuple[str, str], list[int]] = defaultdict(list)
    for g in games:
        for team in TEAMS:
            held[g.level[team], g.level[other(team)]].append(g.margin[team])
    mean = {pair: sum(m) / len(m) for pair, m in held.items()}
    return [{team: g.margin[team] - mean[g.level[team], g.level[other(team)]] for team in TEAMS} for g in games]


def values(games: Sequence[Drafted], only: str | None = None) -> dict[str, Worth]:
    """Each weapon's worth to the team that drafted its owner; `only`: over the games where
    that team played at that level."""
    held: dict[str, list[float]] = defaultdict(list)
    for g, margin in zip(games, adjusted(games)):
        for team in TEAMS:
            if only in (None, g.level[team]):
                for weapon_id in g.weapons[team]:
                    held[weapon_id].append(margin[team])
    return {w: worth(m) for w, m in held.items()}


def start(games: Sequence[Drafted]) -> Worth:
    """The worth of starting the draft: the starting team's margin."""
    return worth([margin[g.starting] for g, margin in zip(games, adjusted(games))])


def write(found: dict[str, Worth]) -> None:
    """Each weapon's `draft = ` line, after its `owner = ` line, set to its value."""
    text = FILE.read_text(encoding="utf-8")
    for weapon_id, value in sorted(found.items()):
        section = re.search(rf"^\[weapon\.{weapon_id}\]\n(.*?)(?=^\[)", text, re.M | re.S)
        assert section is not None, weapon_id
        body = re.sub(r"^draft = .*\n", "", section[1], flags=re.M)
        tenths = round(value.mean, 1) + 0.0  # + 0.0: a value that rounds to nought is 0.0, never -0.0
        body = re.sub(r"^(owner = .*\n)", rf"\1draft = {tenths:.1f}\n", body, count=1, flags=re.M)
        text = text[:section.start(1)] + body + text[section.end(1):]
    FILE.write_text(text, encoding="utf-8")


def report(games: Sequence[Drafted], level: str) -> Iterable[str]:
    cat = catalog()
    found = values(games)
    split = [values(games, lv) for lv in ("normal", "hard")] if level == "mixed" else []
    head = f"{'character':13} {'weapon':14} {'worth, 95 % interval':>30}"
    yield head + ("".join(f"   {'as ' + lv:>30}" for lv in ("normal", "hard")) if split else "")
    for weapon_id, value in sorted(found.items(), key=lambda wv: -wv[1].mean):
        card = cat.weapons[weapon_id]
        yield (f"{cat.characters[card.owner or ''].name:13} {card.name:14} {value!s:>30}"
               + "".join(f"   {part[weapon_id]!s:>30}" for part in split))
    yield f"{'the start':28} {start(games)!s:>30}"


class Row(BaseModel):
    """A finished game as the run's ledger keeps it (`--record`)."""

    model_config = ConfigDict(extra="forbid")
    i: int
    level: str
    game: Drafted | None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--level", choices=LEVELS, default="mixed")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="write the values into the catalog")
    parser.add_argument("--record", type=Path, help="a file each finished game is added to, as it ends: "
                        "run again with it, a stopped run goes on where it stopped")
    args = parser.parse_args()
    began = time.monotonic()
    ledger = Ledger(args.record, Row) if args.record else None
    done = {row.i: row.game for row in ledger.rows() if row.level == args.level} if ledger else {}
    plan = [(i, args.level) for i in range(args.games) if i not in done]
    games: dict[int, Drafted | None] = {i: done[i] for i in range(args.games) if i in done}
    with workers(args.jobs) as pool:
        for n, ((i, _), game) in enumerate(zip(plan, in_order(pool, play, plan, 2 * args.jobs)), len(games) + 1):
            games[i] = game
            if ledger:
                ledger.add(Row(i=i, level=args.level, game=game))
            if n % 100 == 0:
                print(f"{n} games in {(time.monotonic() - began) / 60:.0f} minutes", file=sys.stderr, flush=True)
    played = [g for _, g in sorted(games.items()) if g is not None]
    mixed = " (normal and hard)" if args.level == "mixed" else ""
    print(f"{args.games} games of {args.level} teams{mixed} drafting at random, {len(played)} finished")
    for line in report(played, args.level):
        print(line)
    if args.write:
        write(values(played))
    minutes = (time.monotonic() - began) / 60
    print(f"took {minutes:.0f} minutes with {args.jobs} jobs", file=sys.stderr)


if __name__ == "__main__":
    main()
