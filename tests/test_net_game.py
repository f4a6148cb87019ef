"""Whole games over the network: two teams' bots on two connections (or two processes) play
exactly the game the same bots with the same seeds play at one table (`ai.match`), since the
host tells each team exactly what its bots read (`rules.observe`)."""

import asyncio
from pathlib import Path

import pytest

from adrenaline_team.ai import make_bot
from adrenaline_team.ai.coach import hint
from adrenaline_team.ai.match import play_out
from adrenaline_team.net import protocol as p
from adrenaline_team.net.client import Link, play_bot
from adrenaline_team.net.mirror import Mirror
from adrenaline_team.rules import Game, Kind
from adrenaline_team.rules.observe import GameSeat, Observation, ObservedSeat, observe
from adrenaline_team.rules.save import load_game
from adrenaline_team.rules.view import seen_event, view
from netkit import INVITES, LOCAL, answer_until, config, finish, run, serving, sit_both, start_host, start_join, watch

pytestmark = pytest.mark.slow  # network play: hosts and clients on real sockets

TEAMS = ("black", "white")


def seat(snapshot: p.Snapshot) -> ObservedSeat:
    """The seat a client's bot answers from: the snapshot's observation alone."""
    return ObservedSeat(Observation.from_wire(snapshot.observation))


def local_game(cfg, seed, bots) -> Game:
    game = Game.new(cfg, seed)
    play_out(game, bots)
    return game


async def play_networked(cfg, seed, levels, bot_seeds, tmp_path: Path):
    """Host a game of people's seats; each team joins from its own connection with a bot.
    At every question a client is asked, what its bot reads of the snapshot must be what it
    would read of the real game."""
    game = Game.new(cfg, seed)
    compared = {team: 0 for team in TEAMS}
    async with serving(game) as (host, port):
        def checker(team):
            def seen(message):
                if isinstance(message, p.Snapshot) and message.observation.decision is not None:
                    assert seat(message).observation() == observe(host.game, team)
                    compared[team] += 1
            return seen
        mirrors = await asyncio.gather(*(
            play_bot(Link(LOCAL, port, team, tokens=tmp_path / f"{team}.json", invite=INVITES[port]), make_bot(level, bot_seed),
                     seen=checker(team))
            for team, level, bot_seed in zip(TEAMS, levels, bot_seeds)))
    assert all(n > 50 for n in compared.values()), compared
    return game, mirrors


@pytest.mark.parametrize("sizes, arena, level, seed", [((2, 3), "B", "normal", 21), ((3, 1), "D", "random", 22)])
def test_a_whole_game_between_two_bot_clients_ends_as_the_same_game_played_at_one_table(tmp_path, sizes, arena, level,
                                                                                         seed):
    cfg = config(sizes, arena)
    game, mirrors = run(play_networked(cfg, seed, (level, level), (seed * 2, seed * 2 + 1), tmp_path))
    local = local_game(cfg, seed, {"black": make_bot(level, seed * 2), "white": make_bot(level, seed * 2 + 1)})
    assert game.over and local.over
    assert game.history == local.history
    assert game.table == local.table
    for team, mirror in zip(TEAMS, mirrors):
        assert mirror.result == local.result
        assert mirror.log == [seen_event(e, team) for e in local.log]  # every event, as that team saw it


def test_computer_seats_play_on_the_host_as_the_tabletops_computer_seats_do(tmp_path):
    """White is the host's computer (seeded as `session/bot_driver.py` seeds it: seed + 1 for the
    second team's first level); Black joins with its bot. A spectator watches to the end."""
    seed = 31
    cfg = config((2, 2), "C", white="easy")
    game = Game.new(cfg, seed)

    async def main():
        async with serving(game) as (host, port):
            watched: list = []
            mirror, _ = await asyncio.gather(
                play_bot(Link(LOCAL, port, "black", tokens=tmp_path / "t.json", invite=INVITES[port]), make_bot("normal", 5)),
                watch(port, watched))
            return mirror, watched
    mirror, watched = run(main())
    local = local_game(cfg, seed, {"black": make_bot("normal", 5), "white": make_bot("easy", seed + 1)})
    spectator = Mirror()
    for message in watched:
        spectator.apply(message)
    assert game.table == local.table and mirror.result == local.result == spectator.result
    assert spectator.log == [seen_event(e, None) for e in local.log]
    assert spectator.snapshot.observation.now == view(local.table, None)
    assert spectator.welcome.team is None and spectator.welcome.token is None
    assert all(m.observation.decision is None and not m.can_undo for m in watched if isinstance(m, p.Snapshot))


def test_host_and_join_commands_play_a_whole_game_and_exit_0(tmp_path):
    """`host --headless` and two `join --bot` processes, each with its own data folder; the
    hosted game's save holds the game the same seeds play at one table."""
    seed, sizes = 41, (2, 1)
    host, port = start_host(tmp_path / "host", "--port", "0", "--teams", "2v1", "--arena", "A", "--seed", str(seed),
                            "--no-announce", log=tmp_path / "host.log")
    joins = [start_join(tmp_path / team, port, team, "random", 100 + i, tmp_path / f"{team}.log")
             for i, team in enumerate(TEAMS)]
    codes = [finish(proc) for proc in joins] + [finish(host)]
    logs = {name: (tmp_path / f"{name}.log").read_text() for name in ("host", *TEAMS)}
    assert codes == [0, 0, 0], logs
    local = local_game(config(sizes, "A"), seed, {"black": make_bot("random", 100), "white": make_bot("random", 101)})
    saved = load_game(tmp_path / "host" / "hosted.json")
    assert saved.over and saved.table == local.table
    assert "Game over" in logs["host"] and "Game over" in logs["black"] and "Game over" in logs["white"]
    assert (tmp_path / "black" / "tokens" / f"{LOCAL}_{port}.json").exists()


def test_the_coach_gives_a_client_the_hint_it_gives_at_the_table():
    """The coach reads only what a team sees: the snapshot is enough for a window's Hint."""
    game = Game.new(config((2, 2)), 4)

    async def main():
        async with serving(game) as (host, port):
            probes = await sit_both(port)
            return await answer_until(host, probes, until=lambda g: g.table.phase == "turn" and g.answers
                                      and g.pending.kind == Kind.NEXT)
    snap = run(main())
    assert hint(seat(snap)) == hint(GameSeat(game))
