"""The window that hosts a game on the network: the host runs on its own thread in this process
(`net.host.HostThread`, the only authority, saving `hosted.json` after every decision as
`host --headless` does), and this window takes its seats as any other computer's window does,
through a connection to it (`remote.RemoteSession`): one way to play a network game, whoever
hosts it. The seats people here play are claimed before anyone else can join, with a token
kept in this data folder as a joined window keeps its own; computer seats play on the host.

Once the game is over and its host has stopped, the game itself is this window's again: its
results screen comes, as at the end of a game on one screen."""

from __future__ import annotations

import contextlib
import errno
import socket
from collections.abc import Callable
from dataclasses import dataclass

from ..i18n import _
from ..keep import FolderLock
from ..net import DEFAULT_PORT
from ..net.client import ThreadedClient, keep_token, token_path
from ..net.headless import Busy, hosted_save, listen, lock_hosting, open_game
from ..net.host import HostThread
from ..net.lan import local_addresses, loopback
from ..net.phones import home_address, qr_modules, seat_link
from ..net.tls import host_certificate
from ..oserrors import reason
from ..places import data_dir
from ..rules import Game, GameConfig, Table
from ..files import CannotWrite, SaveError
from ..rules.state import TEAMS, Team
from .play import Wait
from ..net import protocol as p
from .remote import RemoteSession, SeatData

LOCAL = "127.0.0.1"


class HostingError(Exception):
    """The game cannot be hosted here now: one line (another host serves from this data folder,
    the port is taken, an unfinished hosted game cannot be set aside)."""


@dataclass(frozen=True)
class PhoneSeat:
    """A seat played on a phone, as the table's screen offers it until its phone is there."""

    team: Team
    player: int
    name: str
    link: str  # its secret after '#': the QR code carries it
    address: str  # where the phones reach this computer, in words ("192.168.1.5:47426")
    connected: bool

    def modules(self) -> list[list[bool]]:
        """The link's QR code: rows of dark (True) and light modules, for a screen to draw."""
        return qr_modules(self.link)


class HostedSession(RemoteSession):
    keeps_results = True

    def __init__(self, thread: HostThread, lock: FolderLock, client: ThreadedClient, where: str, delay: float,
                 bind: str | None = None):
        super().__init__(client, where, delay)
        self.thread, self.lock = thread, lock
        self.phone_address = home_address(bind)
        addresses = [] if loopback(where.rsplit(":", 1)[0]) else local_addresses()
        self.lobby_addresses = [f"{a}:{thread.port}" for a in addresses] or [where]
        assert thread.host is not None  # it serves
        self.lobby_code = thread.host.invite.code
        self.fingerprint = thread.host.invite.fingerprint  # "" when not encrypted
        self.invite = _("{address}, invite code {code}").format(address=self.lobby_addresses[0], code=self.lobby_code)

    def phones(self) -> list[PhoneSeat]:
        """The seats played on phones (none unless hosted with `phones`), each with its link
        and whether its phone is connected now."""
        host = self.thread.host
        if host is None or not host.phone_port:
            return []
        connected = {(s.team, s.player) for s in self.seats if s.connected}
        config, where = host.config, f"{self.phone_address}:{host.phone_port}"
        return [PhoneSeat(c.team, c.seats[0], config.players(c.team)[c.seats[0]].name,
                          seat_link(self.phone_address, host.phone_port, c.token), where,
                          (c.team, c.seats[0]) in connected) for c in host.claims.phones]

    def _whom(self, w: p.Waiting, table: Table) -> str:
        """A question a phone answers: the table's screen says who answers it on a phone, the
        same words whatever is asked (a tagback question with or without a grenade alike)."""
        host = self.thread.host
        phones = {(c.team, c.seats[0]) for c in host.claims.phones} if host is not None else set()
        if w.computer or not any((w.team, s) in phones for s in w.seats):
            return super()._whom(w, table)
        who = self._who(w, table)
        if w.away:
            return _("Waiting for {who}'s phone: open the seat's link (its QR code is on this screen)").format(who=who)
        return _("{who}: answering on a phone").format(who=who)

    def release(self, team: Team, player: int) -> None:
        """Free a person's seat for someone else (its player lost their token): whoever holds
        it is dropped, and the seat is taken again with the invite code (`Host.release`)."""
        self.thread.release(team, player)

    def begin(self) -> None:
        """Start the game (the lobby's Start): the host asks its first question."""
        self.thread.begin()

    def started(self) -> bool:
        """The host's own word, not its table's next copy: the window that pressed Start never
        says it waits for the host to start."""
        host = self.thread.host
        return super().started() or (host is not None and host.started)

    def releasable(self) -> list[SeatData]:
        """The people's seats taken by someone other than this window; not a phone's, whose link
        stays on offer (the lobby's cards: another phone opens it and takes the seat)."""
        welcome = self.mirror.welcome
        mine = {(welcome.team, s) for s in welcome.seats} if welcome is not None else set()
        mine |= {(s.team, s.player) for s in self.phones()}
        return [s for s in self.seats if s.computer is None and s.taken and (s.team, s.player) not in mine]

    def not_saving(self) -> str:
        """The hosted game's save, failing (the host plays on unsaved), else this seat's token."""
        host = self.thread.host
        return (host.saver.error if host is not None and host.saver is not None else "") or super().not_saving()

    def alerts(self) -> list[str]:
        """What the host said its person should know (guessing, a seat it could not save): the
        lobby shows them."""
        return list(self.thread.host.alerts) if self.thread.host is not None else []

    def whole(self) -> Game | None:
        """The game, once it is over and its host has stopped (until then it is the host
        thread's alone)."""
        host = self.thread.host
        return host.game if host is not None and not self.thread.running and host.game.over else None

    def waiting(self) -> Wait | None:
        if self.shown is not None and not self.thread.running and self.whole() is None:
            failure = self.thread.failure
            why = str(failure) if failure is not None else _("stopped")
            return Wait(None, _("The hosted game stopped ({why}); it is saved for `adrenaline-team host --resume`").format(
                why=why), final=True)
        return super().waiting()

    def close(self) -> None:
        super().close()
        self.thread.stop()
        self.lock.release()


def host_game(config: GameConfig | None, seed: int, here: tuple[Team, list[int] | None] | None,
              port: int | None = None, bind: str | None = None, announce: bool = True, resume: bool = False,
              delay: float = 0.0, insecure: bool = False, phones: tuple[Team, ...] = (), *,
              wake: Callable[[], None]) -> HostedSession:
    """Host a new game of `config` and `seed` (or, `resume`, the hosted game saved in the data
    folder) and join it: `here`, the team and seats people play at this window (seats None:
    every person's seat of the team; None: this window watches); `port` None: the usual one,
    or any free one if it is taken; `announce`: on the local network; `insecure`: not
    encrypted; `phones`: the teams whose people play on phones (`net.phones`; a resumed game
    keeps the phones it had), served on the port after the game's (or any free one); `wake`
    as `remote.join` takes it. `HostingError` (one line) when it cannot be hosted."""
    try:
        lock = lock_hosting()
    except Busy as err:
        raise HostingError(str(err)) from None
    try:
        try:
            certificate = None if insecure else host_certificate()
        except OSError as err:
            raise HostingError(_("cannot make the host's certificate in {folder}: {why}").format(
                folder=data_dir(), why=reason(err))) from None
        except SaveError as err:
            raise HostingError(str(err)) from None
        sock = _listen(bind, port)
        try:
            game, claims = open_game(config, seed, resume, lambda line: None, phones)
            phone_sock = _phones_listen(bind, int(sock.getsockname()[1]) + 1) if claims.phones else None
            seats = [] if here is None else here[1] if here[1] is not None else [
                i for i, pc in enumerate(game.table.config.players(here[0])) if pc.bot is None]
            team = here[0] if here is not None and seats else None
            # Claimed before anyone can join; a resumed game's seats come back with the token kept then.
            token = claims.claim(team, seats).token if team is not None and not resume else None
        except (SaveError, CannotWrite) as err:
            sock.close()
            raise HostingError(str(err)) from None
        # the game starts when this window's lobby says Start, not when the other team joins;
        # a game of computer seats alone waits for nobody (people only watch it)
        people = any(pc.bot is None for t in TEAMS for pc in game.table.config.players(t))
        thread = HostThread(game, hosted_save(), claims, sock=sock, announce=announce and not loopback(bind),
                            certificate=certificate, phones=phone_sock, started=not people)
        assert thread.host is not None  # it serves
        address = bind if bind else LOCAL
        if team is not None and token is not None:
            # Not kept on disk: the client holds it for this run, and says so once it is joined.
            with contextlib.suppress(CannotWrite):
                keep_token(token_path(address, thread.port), team, token)
        client = ThreadedClient(address, thread.port, team, wake=wake, invite=thread.host.invite, token=token)
    except BaseException:
        lock.release()
        raise
    return HostedSession(thread, lock, client, f"{address}:{thread.port}", delay, bind)


def _listen(bind: str | None, port: int | None) -> socket.socket:
    try:
        return listen(bind, DEFAULT_PORT if port is None else port)
    except OSError as err:
        if port is None and err.errno == errno.EADDRINUSE:  # the usual port is taken: any free one, said in the invite
            return _listen(bind, 0)
        raise HostingError(_("cannot serve on port {port}: {why}").format(
            port=DEFAULT_PORT if port is None else port, why=reason(err))) from None


def _phones_listen(bind: str | None, port: int) -> socket.socket:
    """The phones' port: the one after the game's, else any free one (the links say which)."""
    try:
        return listen(bind, port)
    except OSError:
        return _listen(bind, 0)
