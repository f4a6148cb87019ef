"""`adrenaline-team` and its subcommands."""

from __future__ import annotations

import argparse
import ipaddress
import json
import math
import os
import signal
import socket
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any

from . import i18n
from .args import Parser, add_arena, add_language, add_seed, parse_teams, positive
from .i18n import _, ngettext, pgettext
from .rules import Game, GameConfig
from .message import Msg
from .oserrors import reason
from .rules.observe import ObservationData
from .rules.state import TEAMS, Team, seat_name
from .system import TERMINATION

if TYPE_CHECKING:
    from .net.invite import Invite


class UsageError(Exception):
    """A command-line argument out of range: one line, exit code 2."""


class Stopped(KeyboardInterrupt):
    """Ctrl-C or SIGTERM: the command stops where it is and says so in one line. A
    KeyboardInterrupt, so what lets Ctrl-C through lets this through too."""

    def __init__(self, signum: int, words: str | None = None) -> None:
        super().__init__(signum)
        self.signum = signum
        self.words = words or _("stopped")

    @property
    def code(self) -> int:
        """The exit status: 128 + the signal's number (130 for Ctrl-C, 143 for SIGTERM), as a
        shell reports a command its signal ended; a script can tell "stopped" from "failed" (1)
        and "bad input" (2)."""
        return 128 + self.signum


def wilson(wins: int, n: int) -> tuple[float, float]:
    """95% Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


# the teams as `simulate` names them in its lines
SIDES = {"black": Msg.term("team, lower case", "black"), "white": Msg.term("team, lower case", "white")}


def simulate(args: argparse.Namespace) -> int:
    from .ai import BOTS, LEVEL_WORDS
    from .ai.match import Place, Played, bot_config, play_bots, series
    from .ledger import Ledger
    from .jobs import in_order, workers
    for side in ("black", "white"):
        if getattr(args, side) not in BOTS:
            raise UsageError(_("--{side} {bot!r}: unknown bot; known: {known}").format(
                side=side, bot=getattr(args, side), known=", ".join(sorted(BOTS))))

    def plan(i: int) -> tuple[tuple[int, int], str]:
        sizes, arena = series(i)
        return args.teams or sizes, args.arena or arena

    def place(i: int) -> Place:
        sizes, arena = plan(i)
        return Place(game=i, seed=args.seed + i, levels=(args.black, args.white), teams=sizes, arena=arena)

    ledger = Ledger(args.record, Played) if args.record else None
    kept = {row.place: row.outcome for row in ledger.rows()} if ledger else {}
    # Made as they are played and summed as they finish: --games 999999999 runs in the memory
    # of a few games, printing each as it ends.
    games = ((bot_config(*plan(i), (args.black, args.white)), args.seed + i)
             for i in range(args.games) if place(i) not in kept)
    n = finished = turns = draws = 0
    wins: dict[Team, int] = dict.fromkeys(TEAMS, 0)
    scores: dict[Team, int] = dict.fromkeys(TEAMS, 0)
    try:
        with workers(args.jobs) if args.jobs > 1 else nullcontext() as pool:
            # Workers hand the games back in order, and a game depends only on its seed: the same
            # arguments print the same lines whatever --jobs is, and whatever a ledger kept.
            played = in_order(pool, play_bots, games, 2 * args.jobs) if pool else (play_bots(*g) for g in games)
            for i in range(args.games):
                at = place(i)
                if (out := kept.get(at)) is None:
                    out = next(played)
                    if ledger:
                        ledger.add(Played(place=at, outcome=out))
                turns += out.team_turns
                for team in TEAMS:
                    scores[team] += out.scores[team]
                if out.finished:
                    finished += 1
                    if out.winner:
                        wins[out.winner] += 1
                    else:
                        draws += 1
                with _held():  # a game is printed and counted, or neither: the stop's line says what was shown
                    if not args.json:
                        (black, white), arena = at.teams, at.arena
                        state = ((_("{team} wins").format(team=SIDES[out.winner]) if out.winner
                                  else _("shared victory")) if out.finished else _("NOT FINISHED"))
                        print(_("game {n} seed {seed} arena {arena} {black}v{white}: {state} — black {black_score}, "
                                "white {white_score} ({turns} team turns)").format(
                            n=i + 1, seed=at.seed, arena=arena, black=black, white=white, state=state,
                            black_score=out.scores["black"], white_score=out.scores["white"], turns=out.team_turns),
                            flush=True)
                    n += 1
    except Stopped as stop:  # still one line: the games so far are printed above it, each as it ended
        raise Stopped(stop.signum, ngettext("stopped after {n} game", "stopped after {n} games", n).format(n=n)) from None
    summary: dict[str, Any] = {  # printed as JSON
        "games": n,
        "finished": finished,
        "wins": wins,
        "draws": draws,
        "mean_score": {t: round(scores[t] / n, 2) for t in ("black", "white")},
        "mean_team_turns": round(turns / n, 2),
    }
    if args.json:
        print(json.dumps(summary))
    else:
        print(_("{n} games, {finished} finished; mean team turns {turns}").format(
            n=n, finished=finished, turns=summary["mean_team_turns"]))
        for team in ("black", "white"):
            lo, hi = wilson(wins[team], n)
            # the confidence goes in as a field: a "%" in the message would read as an old-style format
            print(_("{team} ({bot}): {wins} wins = {rate} ({confidence} interval {lo}–{hi}), mean score {score}").format(
                team=SIDES[team], bot=LEVEL_WORDS.get(getattr(args, team), getattr(args, team)), wins=wins[team],
                rate=f"{wins[team] / n:.1%}", confidence=f"{0.95:.0%}", lo=f"{lo:.1%}", hi=f"{hi:.1%}",
                score=summary["mean_score"][team]))
        if draws:
            print(_("shared victories: {n}").format(n=draws))
    return 0 if finished == n else 1


def schema(args: argparse.Namespace) -> int:
    print(json.dumps(ObservationData.model_json_schema(), indent=2) if args.observation else Game.schema())
    return 0


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    sys.stderr.flush()
    saved, null = os.dup(2), os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 2)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


OFFSCREEN = "ADRENALINE_TEAM_OFFSCREEN"  # set to 1: run the window on SDL's offscreen/dummy driver (tests, CI)


def _in_window(open_window: Callable[..., int], *args: object) -> int:
    """Run a window (imported late so the other commands never load pygame); no screen is
    one line, not a traceback. With no display SDL falls back to a driver that draws
    nowhere: the game would run unseen, so that is refused unless asked for. The cards are
    read and checked first: a bad card file of the player's is one line before any window opens."""
    from .rules.content import check_scripts
    check_scripts()  # reads the cards, then checks what only the engine knows: the ability scripts
    for sig in TERMINATION:
        if signal.getsignal(sig) is not signal.SIG_IGN:
            # A window closes itself on SIGTERM, saving first: one that comes while the window
            # starts is kept for its first frame, the app's own handler takes it while it runs
            # (`ui.app`). `main`'s one-line stop would cut the last save short, and the default
            # action would end the process unsaved (pygame keeps SDL's own handlers off).
            from .ui.app import note_termination
            signal.signal(sig, note_termination)
    import pygame
    try:
        with _quiet_stderr():  # SDL's probes of absent displays print their own lines
            pygame.display.init()
        driver = pygame.display.get_driver()
        if driver in ("offscreen", "dummy") and os.environ.get(OFFSCREEN) != "1":
            raise UsageError(_("cannot open the window: no screen (SDL's {driver} video driver draws nowhere; set "
                               "{variable}=1 to run it anyway, or try `adrenaline-team simulate`)").format(
                driver=driver, variable=OFFSCREEN))
        return open_window(*args)
    except pygame.error as err:
        raise UsageError(_("cannot open the window: {why} (no screen? try `adrenaline-team simulate`)").format(
            why=err)) from None


def window(args: argparse.Namespace) -> int:
    from .ui.app import play_file, run  # first: the ui package quiets pygame's banner
    load = getattr(args, "load", None)
    if load:
        from .session.autosave import set_aside_problem
        if problem := set_aside_problem():  # the loaded game would take the autosave's place
            raise UsageError(_("{file} is not opened: {problem}").format(file=load, problem=problem))
    lang = window_language(args)
    return _in_window(play_file, load, lang) if load else _in_window(run, [], lang)


def window_language(args: argparse.Namespace) -> str | None:
    """`--lang` for a window, if given (read defensively: not every command's parser has it)."""
    return getattr(args, "lang", None)


def replay(args: argparse.Namespace) -> int:
    """Step through a saved game; headless, print every event's narration in order."""
    if not args.headless:
        from .ui.app import replay_window
        return _in_window(replay_window, args.file, window_language(args))
    from .rules.save import SaveError, load_game
    try:
        game = load_game(args.file)  # every choice replayed: the log holds the whole game
    except SaveError as err:
        raise UsageError(str(err)) from None
    for event in game.log:
        print(event.text)
    return 0


def review(args: argparse.Namespace) -> int:
    """A saved game's review as text: its team turns, turning points and characters' figures."""
    from .review import review as make_review, text
    from .rules.save import load_game, to_save
    print(text(make_review(to_save(load_game(args.file)))))  # a bad file: SaveError, one line, exit 2
    return 0


def demo(args: argparse.Namespace) -> int:
    from .session.demo import demo_headless
    if args.headless:
        return demo_headless(args.arena, args.seed)
    from .ui.app import demo_window
    return _in_window(demo_window, args.arena, args.seed, window_language(args))


def bench(args: argparse.Namespace) -> int:
    from .bench import run
    numbers = run(quick=args.quick)
    if args.json:
        print(json.dumps(numbers))
        return 0
    spread = numbers.pop("spread")
    for key, value in numbers.items():
        print(f"{key}: {value}")
    print("spread:")
    for key, words in spread.items():
        print(f"  {key}: {words}")
    return 0


def tactics(args: argparse.Namespace) -> int:
    """The tactics puzzles, each with its difficulty; `--solve`: a computer level plays each one's
    turn, as a chess engine is run on a test suite, and how many it solves and how long it thinks."""
    from .ai import BOTS, LEVEL_WORDS
    from .bench import percentile
    from .puzzles import DIFFICULTY, puzzles
    from .puzzles.solve import solve
    from .session.puzzle import tenths
    if args.level not in BOTS:
        raise UsageError(_("--level {bot!r}: unknown bot; known: {known}").format(
            bot=args.level, known=", ".join(sorted(BOTS))))
    shipped = puzzles()
    found, thinking, each = 0, [], []
    for n, p in enumerate(shipped, 1):
        head = _("{n}. {title} ({difficulty})").format(n=n, title=p.title, difficulty=DIFFICULTY[p.difficulty].text)
        if not args.solve:
            print(head)
            continue
        done = solve(p, args.level)
        lead = round(done.value * 10) - round(p.best.value * 10)
        said = (_("solved") if lead == 0 else _("beats the best turn found by {points} points").format(
            points=tenths(lead)) if lead > 0 else _("{points} points behind the best turn").format(
            points=tenths(-lead)))
        found += done.found
        thinking += done.thinking
        each.append(sum(done.thinking))
        print(_("{head}: {verdict} — {seconds} s of thinking over {n} questions").format(
            head=head, verdict=said, seconds=f"{sum(done.thinking):.1f}", n=len(done.thinking)), flush=True)
    if args.solve:
        print(_("{level}: solved {n} of {m} ({share}) — thinking {total} s in all, {each} s a puzzle, {p95} s a "
                "question at the 95th percentile, {most} s at most").format(
            level=LEVEL_WORDS[args.level], n=found, m=len(shipped), share=f"{found / len(shipped):.0%}",
            total=f"{sum(each):.1f}", each=f"{sum(each) / len(each):.1f}", p95=f"{percentile(thinking, 95):.2f}",
            most=f"{max(thinking):.2f}"))
    return 0


def bind_address(text: str) -> str:
    """`--bind`: a name or address of this computer, as the system can look it up."""
    from .net.client import host_name
    try:
        return str(ipaddress.IPv6Address(text)) if ":" in text else host_name(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def port_number(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(_("{text!r} is not a port (0 to 65535; 0: any free port)").format(text=text[:30]))
    return int(text)


def _seats_of(args: argparse.Namespace) -> GameConfig:
    """The hosted game's seats: each team's players, all people (they join from their own
    computers) or all one computer level (they play on the host)."""
    from .ai import BOTS
    from .rules import PlayerConfig
    for side in ("black", "white"):
        who = getattr(args, side)
        if who != "person" and who not in BOTS:
            raise UsageError(_("--{side} {who!r}: 'person' or a computer level ({levels})").format(
                side=side, who=who, levels=", ".join(sorted(BOTS))))

    def team(side: Team, n: int) -> list[PlayerConfig]:
        who = getattr(args, side)
        return [PlayerConfig(name=seat_name(side, i), bot=None if who == "person" else who) for i in range(n)]
    return GameConfig(arena=args.arena, black=team("black", args.teams[0]), white=team("white", args.teams[1]))


def host(args: argparse.Namespace) -> int:
    """Serve a game on the network until it is over; with a window, play it there too."""
    if not args.headless:
        return _in_window(_host_window, args)
    if args.team is not None:
        raise UsageError(_("--team is the team played at the window: not with --headless"))
    import asyncio
    import secrets

    from .net.headless import Busy, listen, one_host, open_game, serve
    from .net.lan import loopback
    from .net.phones import home_address
    from .net.tls import host_certificate
    from .rules.gate import MAX_SEED

    config = None if args.resume else _seats_of(args)
    seed = args.seed if args.seed is not None else secrets.randbelow(MAX_SEED)  # never printed: it deals every card
    try:
        with one_host():
            try:
                sock = listen(args.bind, args.port)
            except OSError as err:  # the port is taken, the address is not this computer's
                raise UsageError(_("cannot serve on port {port}: {why}").format(
                    port=args.port, why=reason(err))) from None
            try:
                certificate = None if args.insecure else host_certificate()
            except OSError as err:
                from .places import data_dir
                raise UsageError(_("cannot make the host's certificate in {folder}: {why}").format(
                    folder=data_dir(), why=reason(err))) from None
            game, claims = open_game(config, seed, args.resume, say_line, phone_teams(args, config))
            phones = _phone_socket(args) if claims.phones else None
            return asyncio.run(serve(game, claims, sock, not args.no_announce and not loopback(args.bind), say_line,
                                     certificate, phones, home_address(args.bind)))
    except Busy as err:
        raise UsageError(str(err)) from None


def phone_teams(args: argparse.Namespace, config: GameConfig | None) -> tuple[Team, ...]:
    """`--phones`: the teams of people whose hands are on phones (a resumed game keeps the
    phones it had)."""
    if config is None or args.phones is None:
        return ()
    teams = TEAMS if args.phones == "all" else (args.phones,)
    return tuple(t for t in teams if any(pc.bot is None for pc in config.players(t)))


def _phone_socket(args: argparse.Namespace) -> socket.socket:
    """The phones' port: `--phone-port`, by default the one after the game's (any free one
    with `--port 0`)."""
    from .net.headless import listen
    port = args.phone_port if args.phone_port is not None else args.port + 1 if args.port else 0
    try:
        return listen(args.bind, port)
    except OSError as err:
        raise UsageError(_("cannot serve the phones on port {port}: {why}").format(port=port, why=reason(err))) from None


def _host_window(args: argparse.Namespace) -> int:
    """The window that hosts: it serves the game and plays `--team`'s people's seats (by default
    the first team of people; none: it watches)."""
    import secrets

    from .rules.gate import MAX_SEED
    from .session.hosting import HostingError, host_game
    from .session.play import PACE
    from .ui.app import network_window
    from .ui.kit.controls import wake
    config = None if args.resume else _seats_of(args)
    phones = phone_teams(args, config)
    team = args.team or next((side for side in TEAMS if getattr(args, side) == "person" and side not in phones), None)
    if team in phones:
        raise UsageError(_("--team {team}: that team's hands are on phones").format(team=team))
    seed = args.seed if args.seed is not None else secrets.randbelow(MAX_SEED)
    try:
        session = host_game(config, seed, (team, None) if team else None, args.port, args.bind,
                            not args.no_announce, args.resume, PACE, args.insecure, phones, wake=wake)
    except HostingError as err:
        raise UsageError(str(err)) from None
    return network_window(session, window_language(args))


def _join_window(args: argparse.Namespace) -> int:
    """A window that plays `--team`'s free seats of a hosted game (no team: it watches)."""
    from .net.client import Patience
    from .session.play import PACE
    from .session.remote import join
    from .ui.app import network_window
    from .ui.kit.controls import wake
    # the address was checked before the window opened (`join`)
    session = join(args.address, args.team, PACE, Patience(total=args.wait), invite_of(args), args.take_back,
                   wake=wake)
    return network_window(session, window_language(args))


def join(args: argparse.Namespace) -> int:
    """Play a team's seats of a hosted game: in a window, or with a bot."""
    from .ai import BOTS
    from .net.client import Gone, parse_address
    if args.bot is not None and args.team is None:
        raise UsageError(_("--bot plays a team: name it with --team black|white"))
    if args.bot is not None and args.bot not in BOTS:
        raise UsageError(_("--bot {level!r}: unknown computer level; known: {levels}").format(
            level=args.bot, levels=", ".join(sorted(BOTS))))
    try:
        try:  # as a host that cannot be reached: exit 1, whatever is wrong with the address
            parse_address(args.address)
        except ValueError as err:
            raise Gone(str(err)) from None
        if args.bot is None:
            return _in_window(_join_window, args)
        from .net.headless import join as join_game
        return join_game(args.address, invite_of(args), args.team, args.bot, args.seed, args.wait, say_line,
                         args.take_back)
    except Gone as err:
        print(_("adrenaline-team: {error}").format(error=err), file=sys.stderr)
        return 1


def invite_of(args: argparse.Namespace) -> Invite:
    """`--code`, read (`Gone`, one line and exit 1, when none or not one: the host would turn
    the join away all the same)."""
    from .net.client import Gone
    from .net.invite import parse
    if args.code is None:
        raise Gone(_("the host's invite code is needed to play or watch: ask the host for it (--code CODE)"))
    try:
        return parse(args.code, args.insecure)
    except ValueError as err:
        raise Gone(str(err)) from None


def add_network_commands(sub: "argparse._SubParsersAction[Parser]") -> None:
    """`host` and `join` (issue 25)."""
    from .net import DEFAULT_PORT
    hst = command(sub, "host", _("serve a game on the network: each team plays from its own computer"))
    hst.add_argument("--headless", action="store_true", help=_("no window: every seat is remote or a computer"))
    hst.add_argument("--team", choices=("black", "white"),
                     help=_("the window's team: its people play at this window (default: the first team of people)"))
    hst.add_argument("--port", type=port_number, default=DEFAULT_PORT, metavar=pgettext("placeholder", "PORT"),
                     help=_("default {port}; 0: any free port").format(port=DEFAULT_PORT))
    hst.add_argument("--bind", type=bind_address, metavar=pgettext("placeholder", "ADDRESS"),
                     help=_("serve on this address only (default: every address)"))
    add_arena(hst, _("the arena (default A)"), default="A")
    hst.add_argument("--teams", type=parse_teams, default=(2, 2), metavar="BvW",
                     help=_("team sizes, black v white, e.g. 2v2"))
    add_seed(hst, _("default: a random one"))
    seat = pgettext("placeholder", "person|LEVEL")  # 'person' is typed as it is
    hst.add_argument("--black", default="person", metavar=seat, help=_("'person' (joins from a computer) or a computer level"))
    hst.add_argument("--white", default="person", metavar=seat, help=_("'person' (joins from a computer) or a computer level"))
    hst.add_argument("--resume", action="store_true", help=_("serve the hosted game saved in the data folder again"))
    hst.add_argument("--no-announce", action="store_true", help=_("do not announce the game on the local network"))
    hst.add_argument("--insecure", action="store_true",
                     help=_("serve unencrypted: anyone on the network path can read the game and its codes"))
    hst.add_argument("--phones", nargs="?", const="all", choices=("black", "white", "all"),
                     help=_("hands on phones: each person of that team (default: every team) plays on their "
                            "phone's browser, from a link the host gives"))
    hst.add_argument("--phone-port", type=port_number, metavar=pgettext("placeholder", "PORT"),
                     help=_("the phones' port (plain HTTP; default: the one after --port)"))
    hst.set_defaults(run=host)
    jn = command(sub, "join", _("play a team of a game hosted on the network"))
    jn.add_argument("address", metavar=pgettext("placeholder", "HOST[:PORT]"),
                    help=_("the hosting computer's address, as it shows it (the port may be left out when it is "
                           "{port})").format(port=DEFAULT_PORT))
    jn.add_argument("--bot", metavar=pgettext("placeholder", "LEVEL"),
                    help=_("the team is played by a computer at this level (no window)"))
    jn.add_argument("--team", choices=("black", "white"), help=_("the team to play (its free seats); none: watch"))
    add_seed(jn, _("the bot's seed"), default=0)
    jn.add_argument("--wait", type=positive, default=60, metavar=pgettext("placeholder", "SECONDS"),
                    help=_("how long to keep trying to reach the host, from the start or a lost connection "
                           "(default 60)"))
    jn.add_argument("--code", metavar=pgettext("placeholder", "CODE"),
                    help=_("the invite code the host shows (needed to play or to watch)"))
    jn.add_argument("--take-back", action="store_true",
                    help=_("take the team's seats back even if taken: for a player who lost their token "
                           "(another computer, a new data folder)"))
    jn.add_argument("--insecure", action="store_true", help=_("accept an unencrypted game's invite code"))
    jn.set_defaults(run=join)


def command(sub: "argparse._SubParsersAction[Parser]", name: str, said: str) -> Parser:
    """A subcommand, with the options every command has (`--lang`)."""
    parser = sub.add_parser(name, help=said, description=said)
    add_language(parser)
    return parser


def add_saved_file(parser: Parser) -> None:
    parser.add_argument("file", type=Path, metavar=pgettext("placeholder", "FILE"), help=_("a saved game's file"))


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, in the current language (`main` sets it first)."""
    parser = Parser(prog="adrenaline-team", description=_("Adrenaline Team Play: a tabletop."))
    add_language(parser)
    # The commands' list is named like any other value (a wrong one is "argument COMMAND: …", not
    # argparse's dest); `run` tells the command, `command` is what was typed.
    sub = parser.add_subparsers(dest="command", title=_("commands"), metavar=pgettext("placeholder", "COMMAND"))
    sim = command(sub, "simulate", _("play full games between bots and print the results"))
    count = pgettext("placeholder", "N")
    sim.add_argument("--games", type=positive, default=10, metavar=count, help=_("how many games (default 10)"))
    add_seed(sim, _("the first game's seed; each next game takes the next number (default 0)"), default=0)
    add_arena(sim, _("the arena of every game (default: A, B, C and D in turn)"))
    sim.add_argument("--teams", type=parse_teams, metavar="BvW",
                     help=_("team sizes, black v white, e.g. 3v1 (default: every pairing in turn)"))
    level = pgettext("placeholder", "LEVEL")
    sim.add_argument("--black", default="random", metavar=level, help=_("bot for Black"))
    sim.add_argument("--white", default="random", metavar=level, help=_("bot for White"))
    sim.add_argument("--json", action="store_true", help=_("print one JSON summary object"))
    sim.add_argument("--jobs", type=positive, default=1, metavar=count, help=_("games played at once, one process each"))
    sim.add_argument("--record", type=Path, metavar=pgettext("placeholder", "FILE"),
                     help=_("a file each finished game is added to as it ends: the same command again "
                            "goes on where a stopped run stopped"))
    sim.set_defaults(run=simulate)
    rep = command(sub, "replay", _("step through a saved game"))
    add_saved_file(rep)
    rep.add_argument("--headless", action="store_true", help=_("print the narration instead of opening the window"))
    rep.set_defaults(run=replay)
    rev = command(sub, "review", _("a saved game's review: scores and evaluation by team turn, turning points, each "
                                   "character's figures"))
    add_saved_file(rev)
    rev.set_defaults(run=review)
    ben = command(sub, "bench", _("measure speed: games/s, bot decisions, frames, start-up, save/load"))
    ben.add_argument("--json", action="store_true", help=_("print one JSON object"))
    ben.add_argument("--quick", action="store_true", help=_("fewer samples: a quick look"))
    ben.set_defaults(run=bench)
    puz = command(sub, "puzzles", _("the tactics puzzles; with --solve, a computer level plays each one and what it "
                                    "solves is printed"))
    puz.add_argument("--solve", action="store_true", help=_("play each puzzle's turn by a computer level"))
    puz.add_argument("--level", default="expert", metavar=level, help=_("the level that plays them (default expert)"))
    puz.set_defaults(run=tactics)
    sch = command(sub, "schema", _("print the JSON Schema of a saved game state"))
    sch.add_argument("--observation", action="store_true", help=_(
        "instead, the JSON Schema of what one seat sees of a game, as a network snapshot carries it"))
    sch.set_defaults(run=schema)
    play = command(sub, "play", _("open the tabletop (the default)"))
    play.add_argument("--load", type=Path, metavar=pgettext("placeholder", "FILE"), help=_("open a saved game"))
    play.set_defaults(run=window)
    dem = command(sub, "demo", _("watch two computer teams, pausing on every Team Play rule"))
    add_arena(dem, _("the arena (default: one the seed picks)"))
    add_seed(dem, _("the game's seed: the same seed plays the same game (default 0)"), default=0)
    dem.add_argument("--headless", action="store_true", help=_("print the narration and rule captions instead"))
    dem.set_defaults(run=demo)
    add_network_commands(sub)
    parser.set_defaults(run=window)
    return parser


def main(argv: list[str] | None = None) -> int:
    # SIGPIPE is set for the command (`_pipe`) and put back on return, so a caller in the same
    # process (a test) that then writes to a closed socket gets its error instead of being ended
    # by the signal
    pipe = signal.getsignal(signal.SIGPIPE) if hasattr(signal, "SIGPIPE") else None  # POSIX only
    try:
        with _stopping():
            return _command(sys.argv[1:] if argv is None else argv)
    except KeyboardInterrupt as err:  # whatever the command and wherever it was: one line, never a traceback
        stop = err if isinstance(err, Stopped) else Stopped(signal.SIGINT)  # one of asyncio's Ctrl-Cs
        print(_("adrenaline-team: {error}").format(error=stop.words), file=sys.stderr)
        return stop.code
    finally:
        if pipe is not None and hasattr(signal, "SIGPIPE"):
            signal.signal(signal.SIGPIPE, pipe)


def _command(argv: list[str]) -> int:
    from .session.settings import command_language  # the settings file alone: no pygame
    i18n.set_language(command_language(argv))  # first: the parser's own words, its help and its errors speak it
    args = build_parser().parse_args(argv)  # --help: printed before the data folder is looked at
    _pipe(args)
    from .files import CannotWrite, data_problem
    if problem := data_problem():  # every command reads it (the player's cards, at least)
        print(_("adrenaline-team: {error}").format(error=problem), file=sys.stderr)
        return 2
    from .arena import ArenaError
    from .catalog import CatalogError
    from .rules import ConfigError
    from .rules.save import SaveError
    run: Callable[[argparse.Namespace], int] = args.run
    try:
        return run(args)
    except (UsageError, ArenaError, CatalogError, ConfigError, SaveError, CannotWrite) as err:
        # Bad input, or a file that cannot be written, named in one line (the errors carry the
        # file, rule and place).
        print(_("adrenaline-team: {error}").format(error=err), file=sys.stderr)
        return 2


def _prints(args: argparse.Namespace) -> bool:
    """Whether the command only prints, its lines often read through a pipe that may close
    early (`adrenaline-team demo --headless | head`)."""
    run = args.run
    return run in (simulate, review, bench, schema, tactics) or (run in (replay, demo) and args.headless)


def _pipe(args: argparse.Namespace) -> None:
    """A printing command ends quietly when its reader goes (SIGPIPE's default action). Every
    other command ignores the signal: one that serves or joins a game (host, join, the window,
    which may host) writes to sockets, and a peer that resets its connection makes the next
    write raise SIGPIPE (a connection the peer closed, then reset: the host's socket in
    CLOSE_WAIT gets EPIPE); there the write fails instead, and only that peer's connection
    ends. Windows has no SIGPIPE: a reset is an error there already."""
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL if _prints(args) else signal.SIG_IGN)


def say_line(line: str) -> None:
    """A line of a command that serves or joins a game (`host --headless`, `join --bot`). Its
    reader may go (`host --headless | head -2`): its lines stop then, never the game, and the
    rest goes nowhere (an unwritten line left in Python's buffer would be a traceback at exit)."""
    try:
        print(line, flush=True)
    except OSError:
        nowhere = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nowhere, sys.stdout.fileno())
        os.close(nowhere)


@contextmanager
def _stopping() -> Iterator[None]:
    """While a command runs, Ctrl-C and SIGTERM raise `Stopped` in it (the window's SIGTERM
    and `host --headless`'s two have their own handlers while they run). Once one came, the
    next are ignored: a second Ctrl-C must not cut short the stopping (the workers' end, the
    window's last save) with a traceback. Handlers can only be set in the main thread;
    elsewhere (a test calling `main` from a thread) the signals are left alone."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    signals = (signal.SIGINT, *TERMINATION)

    def stop(signum: int, frame: FrameType | None) -> None:
        for sig in signals:
            signal.signal(sig, signal.SIG_IGN)
        # Kept even when raised: a handler that runs inside a garbage-collector callback or a
        # `__del__` has its exception printed and dropped, and the next `_held` block raises it.
        _Hold.pending = signum
        if not _Hold.on:
            raise Stopped(signum)
    _Hold.pending = None
    before = {sig: signal.getsignal(sig) for sig in signals}
    for sig, handler in before.items():
        if handler is not signal.SIG_IGN:  # ignored from the start (`cmd &` in a shell script): left so
            signal.signal(sig, stop)
    try:
        yield
    finally:
        for sig, handler in before.items():
            if handler is not None:  # None: not set from Python, so not ours to put back
                signal.signal(sig, handler)


class _Hold:
    """The stop (Ctrl-C, SIGTERM) that came: one that came while a `_held` block ran is raised
    when it ends, one whose own raise was dropped when the next `_held` block begins."""

    on = False
    pending: int | None = None


@contextmanager
def _held() -> Iterator[None]:
    """Ctrl-C and SIGTERM wait until the block is done, so that a `Stopped` never falls
    between two things that go together (a game printed and counted). The handler (`_stopping`)
    keeps the signal for the end of the block: blocking the signal itself would not do, the
    system gives a process's signal to any of its threads (the worker pool has its own)."""
    if _Hold.pending is not None:  # a stop whose raise was dropped (see `_stopping`)
        raise Stopped(_Hold.pending)
    _Hold.on = True
    try:
        yield
    finally:
        _Hold.on = False
        if _Hold.pending is not None:
            raise Stopped(_Hold.pending)


if __name__ == "__main__":
    sys.exit(main())
