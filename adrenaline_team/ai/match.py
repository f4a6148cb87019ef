"""Bots playing a game out: the one loop behind `simulate`, `bench`, `autoplay`, the demo and
the tests."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict

from ..arena import ARENA_NAMES
from ..rules import Game, GameConfig, PlayerConfig
from ..rules.events import Event
from ..rules.observe import GameSeat
from ..rules.state import TEAM_SIZES, TEAMS, Team, seat_name
from . import Bot, make_bot

PAIRINGS = [(b, w) for b in TEAM_SIZES for w in TEAM_SIZES]  # every pairing of team sizes
MAX_CHOICES = 200_000  # a game still running after this many choices counts as unfinished


def series(i: int) -> tuple[tuple[int, int], str]:
    """The team sizes and the arena of the i-th game of a series of bot games (from 0): every
    pairing of sizes and every arena in turn."""
    return PAIRINGS[i % len(PAIRINGS)], ARENA_NAMES[i % len(ARENA_NAMES)]


def play_out(game: Game, bots: Mapping[Team, Bot] | Bot, limit: int = MAX_CHOICES,
             after: Callable[[list[Event]], None] | None = None) -> int:
    """Let the bots answer every question until the game is over or `limit` choices were
    made; `bots` is one bot for both teams or one per team. `after` sees each choice's
    events once it is applied. Returns the number of choices made."""
    n = 0
    per_team = bots if isinstance(bots, Mapping) else {team: bots for team in TEAMS}  # asked once, not per choice
    seat = GameSeat(game)  # one for the game: it reads the pending question when asked
    # the loop reads `pending` itself: the `over` and `decision` properties cost a call each
    # per choice, a few percent of a random game
    while (pending := game.pending) is not None and n < limit:
        events = game.choose(per_team[pending.team](seat))
        n += 1
        if after is not None:
            after(events)
    return n


def bot_config(sizes: tuple[int, int], arena: str, bots: tuple[str, str]) -> GameConfig:
    """Two teams of `sizes` players, each team played by the named bot."""
    def team(side: Team, n: int, bot: str) -> list[PlayerConfig]:
        return [PlayerConfig(name=seat_name(side, i), bot=bot) for i in range(n)]
    return GameConfig(arena=arena, black=team("black", sizes[0], bots[0]), white=team("white", sizes[1], bots[1]))


@dataclass
class Outcome:
    finished: bool
    winner: Team | None
    scores: dict[Team, int]
    team_turns: int
    choices: int


class Place(BaseModel):
    """All that decides a game of a `simulate` run: its place in the run, its seed, the two
    levels, the team sizes, the arena."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    game: int
    seed: int
    levels: tuple[str, str]  # Black's, White's
    teams: tuple[int, int]
    arena: str


class Played(BaseModel):
    """A finished game of a `simulate` run, as its ledger keeps it (`--record`)."""

    model_config = ConfigDict(extra="forbid")
    place: Place
    outcome: Outcome


def play_bots(config: GameConfig, seed: int) -> Outcome:
    """One full game between bots, each team played by its first player's bot."""
    game = Game.new(config, seed)
    bots = {team: make_bot(config.players(team)[0].bot or "random", seed * 2 + i) for i, team in enumerate(TEAMS)}
    n = play_out(game, bots)
    t = game.table
    turns = t.teams["black"].turns + t.teams["white"].turns
    if t.result is None:
        return Outcome(False, None, {k: v.score for k, v in t.teams.items()}, turns, n)
    return Outcome(True, t.result.winner, dict(t.result.scores), turns, n)
