"""`adrenaline-team host --headless` and `adrenaline-team join --bot`: a hosted game with no
window (every seat remote or a computer on the host), and a team played by a bot from
another process. Each prints a few lines and returns its exit code: 0 once the game is over.

The hosted game is saved to `hosted.json` in the data folder after every decision, and the
seats people claimed to `hosted-seats.json` beside it: `host --headless --resume` serves that
game again after the host stopped or crashed, and its clients take their seats back with
their tokens. A new hosted game never replaces an unfinished one: that one moves to
`backups/` (`keep.set_aside`, as the window's autosave does), where the tabletop's resume
screen offers it too; where it cannot be moved it stays, and no game is hosted."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import socket
from collections.abc import Callable, Iterator
from pathlib import Path

from ..ai import make_bot
from ..i18n import _
from ..keep import FolderLock, backups_dir, set_aside
from ..places import data_dir
from ..rules import Game, GameConfig
from ..rules.cards import team_name
from ..files import SaveError, cannot_write, exists
from ..rules.save import load_game, save_game
from ..rules.state import Team
from ..system import TERMINATION
from .client import Link, Message, Patience, Status, parse_address, play_bot
from .host import Host
from . import lan
from .invite import Invite
from .phones import seat_link, watch_link
from .seats import Claims

Say = Callable[[str], None]


def hosted_save() -> Path:
    return data_dir() / "hosted.json"


def hosted_seats() -> Path:
    return data_dir() / "hosted-seats.json"


def open_game(config: GameConfig | None, seed: int, resume: bool, say: Say,
              phones: tuple[Team, ...] = ()) -> tuple[Game, Claims]:
    """The game to host: the saved hosted game and its seats (`resume`: its phones' seats
    too, with the links given before), or a new one, each person's seat of the teams in
    `phones` played on a phone (`phones`)."""
    save, seats = hosted_save(), hosted_seats()
    if resume:
        if not exists(save):
            raise SaveError(_("{file}: no hosted game to resume").format(file=save))
        game = load_game(save)
        if game.over:
            raise SaveError(_("{file}: that hosted game is over").format(file=save))
        return game, Claims.load(seats)
    assert config is not None
    try:
        aside = set_aside(save, "hosted")
    except OSError as err:  # kept where it is, and no new game is written over it
        raise SaveError(_("the unfinished hosted game in {file} cannot be set aside ({why}): it is kept").format(
            file=save, why=cannot_write(err, backups_dir()))) from None
    if aside is not None:
        say(_("The unfinished hosted game was set aside in {file}").format(file=aside))
    game = Game.new(config, seed)
    save_game(game, save)
    claims = Claims(seats)
    # none but the phones' yet: the last game's tokens hold no seat in this one
    claims.claim_phones([(team, i) for team in phones for i, pc in enumerate(config.players(team)) if pc.bot is None])
    return game, claims


class Busy(Exception):
    """Another host serves a game from this data folder."""


def lock_hosting() -> FolderLock:
    """One hosted game per data folder (two would write the same save): the data folder's
    kind of lock (`keep.FolderLock`) on `hosted.lock`, held until released (or the process
    ends, however it ends); `Busy` when another host holds it or it cannot be taken."""
    lock = FolderLock(data_dir(), "hosted.lock")
    holder = lock.acquire()
    if lock.broken:
        raise Busy(_("the hosted game's lock cannot be taken: {problem}").format(problem=holder))
    if holder:
        raise Busy(_("another host serves a game from {folder} ({holder})").format(folder=data_dir(), holder=holder))
    return lock


@contextlib.contextmanager
def one_host() -> Iterator[None]:
    """`lock_hosting` for as long as the block runs."""
    lock = lock_hosting()
    try:
        yield
    finally:
        lock.release()


def listen(bind: str | None, port: int) -> socket.socket:
    """The listening socket, taken before anything is written: a port already in use stops
    the command before it touches the saved game (`OSError`)."""
    if bind is None and socket.has_dualstack_ipv6():
        return socket.create_server(("", port), family=socket.AF_INET6, dualstack_ipv6=True)
    return socket.create_server((bind or "", port))


async def serve(game: Game, claims: Claims, sock: socket.socket, announce: bool, say: Say,
                certificate: bytes | None, phones: socket.socket | None = None, address: str = "") -> int:
    """Serve until the game is over (0) or the host is told to stop (SIGTERM, Ctrl-C: 0, the
    game saved for `--resume`). `announce`: on the local network too; `certificate`: the
    host's, to serve encrypted (none: `--insecure`); `phones`: where the phones' pages are
    served, and their links said, at `address` (`phones.home_address`)."""
    host = Host(game, hosted_save(), claims, say, certificate)
    port = await host.start(sock=sock, phones=phones)
    say(_("Serving the game on port {port}").format(port=port))
    say(_("The invite code to give the players and spectators: {code}").format(code=host.invite.code))
    if phones is not None:
        for line in phone_links(game.table.config, claims, address, host.phone_port):
            say(line)
    if certificate is None:
        say(_("Not encrypted (--insecure): anyone on the network path can read the game, the invite code and "
              "the seat tokens"))
    announcer = await lan.announce(port, game.table.config, certificate is not None) if announce else lan.Announcer()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (*TERMINATION, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    over, stopped = asyncio.create_task(host.over.wait()), asyncio.create_task(stop.wait())
    await asyncio.wait([over, stopped], return_when=asyncio.FIRST_COMPLETED)
    over.cancel()
    stopped.cancel()
    await announcer.stop()
    if host.failure is not None:
        await host.close()
        raise host.failure
    if not game.over:
        await host.close()
        if host.saver is not None and host.saver.error:  # what --resume would serve is older: said so
            say(_("Stopped; the game is saved as it was before its saves failed ({problem}): `adrenaline-team "
                  "host --headless --resume` serves that").format(problem=host.saver.error))
        else:
            say(_("Stopped; the game is saved: `adrenaline-team host --headless --resume` serves it again"))
        return 0
    await host.finish()
    say(game.log[-1].text if game.log else _("The game is over"))
    return 0


def phone_links(config: GameConfig, claims: Claims, address: str, port: int) -> list[str]:
    """One line per phone seat with its link, then the link that watches the public table."""
    lines = [_("Phone link for {team} {player}: {url}").format(
        team=team_name(c.team), player=config.players(c.team)[c.seats[0]].name, url=seat_link(address, port, c.token))
        for c in claims.phones]
    return [*lines, _("Link to watch the table (no hand shown): {url}").format(
        url=watch_link(address, port, claims.invite))]


def _said(team: Team, say: Say) -> Callable[[Message], None]:
    """The lines a headless client prints: how its connection is doing, and the end."""
    def seen(message: Message) -> None:
        if not isinstance(message, Status):
            return
        if message.state == "joined" and message.detail:  # its token could not be kept
            say(_("Joined as {team}; not saving {what}").format(team=team_name(team), what=message.detail))
        elif message.state == "joined":
            say(_("Joined as {team}").format(team=team_name(team)))
        elif message.state == "lost":
            say(_("Connection lost ({why}): trying again in {seconds:.1f} s").format(
                why=message.detail, seconds=message.retry_in))
    return seen


def join(address: str, invite: Invite, team: Team, level: str, seed: int, wait: float, say: Say,
         take_back: bool = False) -> int:
    """Play `team`'s seats at the game hosted at `address` with the bot `level` until the
    game is over (0); `Gone` when it cannot be played on (the host unreachable for `wait`
    seconds in a row, refusing the seats, or not the host that made the invite code).
    `take_back`: the seats even if taken (their token was lost)."""
    host, port = parse_address(address)
    link = Link(host, port, team, patience=Patience(total=wait), invite=invite, take_back=take_back)
    mirror = asyncio.run(play_bot(link, make_bot(level, seed), seen=_said(team, say)))
    if mirror.log:
        say(mirror.log[-1].text)
    return 0
