"""The host: the only authority over a networked game. It owns the `Game` and its autosave,
serves it over WebSockets, and sends each connection only what its side of the table sees.

Every message a client sends passes `protocol.parse_client`, and every answer goes through
`game.choose` exactly as a click on the tabletop does; whatever a client sends, the host
refuses it with one reason and goes on (a connection that keeps sending refused messages is
closed: `protocol.STRIKES`). Computer seats play on the host, each team's bots seeded as the
tabletop seeds them, thinking in a worker thread on a copy of the game so that the host
keeps answering its connections meanwhile.

Everything that reads or changes the game runs on the host's event loop thread: a message is
handled from start to end without a pause, so two answers never race."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import socket
import threading
import time
from asyncio import sslproto
from collections import deque
from collections.abc import Callable, Iterator
from gettext import NullTranslations
from pathlib import Path

from pydantic import BaseModel
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..ai import Bot, coach, make_bot
from ..i18n import _, language, ngettext, translations
from ..oserrors import reason as error_words
from ..rules import Decision, Game, IllegalChoice
from ..message import WORDED, Msg
from ..rules.cards import team_msg, team_name
from ..rules.observe import GameSeat, ObservationData, ObservedSeat, observe
from ..files import CannotWrite, write_atomic
from ..rules.save import to_save
from ..rules.state import TEAMS, Team
from ..rules.view import seen_event
from ..seating import Answerers, answered_by
from ..system import give_back_memory
from . import guard, lan
from . import protocol as p
from . import tls
from .invite import Invite, pin_of, same_secret
from .phones import Page, page_language
from .seats import Claims

JOIN_WAIT = 30.0  # seconds a connection may stay without joining
HANDSHAKE_WAIT = 5.0  # seconds a new connection has for its TLS and WebSocket handshakes
MAX_BEHIND = 512 * 1024  # bytes waiting for a connection that reads too slowly; then it is cut off
SEND_BUFFER = 256 * 1024  # bytes the system may hold for a connection (else it grows to megabytes on its own)
TLS_READ = 16 * 1024  # bytes of a TLS connection's read buffer: one TLS record (asyncio's own: 256 KiB each)
MAX_SPECTATORS = 64  # connections watching at once
MAX_PINGS = 10  # pings a connection may send in a second; more is flooding, and closes it
CLOSE_GRACE = 5.0  # seconds a connection told to close has to read what was sent before; then it is cut
TIDY = 5.0  # seconds between two hand-backs of the memory that connections gone left behind


class _NotNews(logging.Filter):
    """A stranger's broken handshake (a port scan, a browser) is not the host's news."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.getMessage() != "opening handshake failed"


log = logging.getLogger("adrenaline_team.net")
log.addFilter(_NotNews())


class Saver:
    """The hosted game's autosave, written on a worker thread (an fsync may take longer than
    a round trip); when changes come faster than the disk, the newest wins.

    Write-ahead: every change is numbered (`wanted`), and nothing a connection is sent after
    a change leaves before that change is on disk (`written`): a host killed at any moment
    and resumed never takes back what a player saw. `error` says why the last write failed,
    until one succeeds; a save that cannot be written is said and play goes on unsaved (a
    full disk does not stop the game)."""

    def __init__(self, path: Path, said: Callable[[str], None]):
        self.path = path
        self.error = ""
        self.wanted = 0  # the newest change given to `save`
        self.done = 0  # the newest change on disk (or that failed, and was said)
        self._said = said
        self._text: str | None = None
        self._wake = asyncio.Event()
        self._written = asyncio.Condition()
        self._task: asyncio.Task[None] | None = None

    def save(self, text: str) -> None:
        self._text = text
        self.wanted += 1
        self._wake.set()
        if self._task is None:
            self._task = asyncio.create_task(self._write_forever())

    async def written(self, change: int) -> None:
        """Once change number `change` is on disk."""
        if self.done < change:
            async with self._written:
                await self._written.wait_for(lambda: self.done >= change)

    async def _write_forever(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            text, self._text, change = self._text, None, self.wanted
            if text is None:
                continue
            try:
                await asyncio.to_thread(write_atomic, self.path, text)
                self.error = ""
            except CannotWrite as err:
                error = str(err)
                if error != self.error:
                    self._said(error)
                self.error = error
            async with self._written:
                self.done = change
                self._written.notify_all()

    async def close(self) -> None:
        """Once the last save is written, stop the writer."""
        await self.written(self.wanted)
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task


class Conn:
    """One connection: the seats it answers for and what it has been sent.

    What waits for it is bounded in bytes (`MAX_BEHIND`), not in messages: a connection that
    reads slower than the game goes is cut off with a reason (`protocol.CLOSE_BEHIND`), what
    waited for it dropped; it may join again and is sent the whole table again."""

    def __init__(self, ws: ServerConnection, saver: Saver | None, words: NullTranslations | None = None):
        """`words`: a phone's page, sent every message worded in its language (`phones`)."""
        self.ws = ws
        self.saver = saver
        self.words = words
        peer = ws.remote_address
        self.address = guard.address_of(str(peer[0])) if peer else ""  # as guessing is counted
        self.team: Team | None = None  # None: a spectator (or not joined yet)
        self.seats: tuple[int, ...] = ()
        self.token: str | None = None
        self.joined = False
        self.watching = False  # joined as a spectator: counts against MAX_SPECTATORS until it is gone
        self.closing = False
        self.hinting = False  # the coach thinks for it
        self.log_len = 0  # events of the game's log this connection holds
        self.refusals: deque[float] = deque()
        self.pings: deque[float] = deque()
        self.behind = 0  # bytes waiting in `out`
        # each message with the change it tells of (`Saver.wanted` when it was made)
        self.out: asyncio.Queue[tuple[int, bytes | tuple[int, str]]] = asyncio.Queue()
        self.writer = asyncio.create_task(self._write_forever())
        self._closer: asyncio.Task[None] | None = None

    def send(self, message: BaseModel) -> None:
        if self.closing:
            return
        data = message.model_dump_json(context={WORDED: self.words} if self.words is not None else None).encode()
        if self.behind and self.behind + len(data) > MAX_BEHIND:  # one message alone (a whole log) may be larger
            self.cut(p.CLOSE_BEHIND, f"fell behind: more than {MAX_BEHIND} bytes waiting")
            return
        self.behind += len(data)
        self.out.put_nowait((self._change(), data))

    def _change(self) -> int:
        return self.saver.wanted if self.saver is not None else 0

    def close(self, code: int, reason: str) -> None:
        """Close once the messages already queued have left, or CLOSE_GRACE seconds from now
        if they have not (a peer that does not read)."""
        if not self.closing:
            self.closing = True
            self.out.put_nowait((self._change(), (code, reason)))
            self._deadline()

    def cut(self, code: int, reason: str) -> None:
        """Close now, dropping what waits: the closing frame follows only what is already on
        its way, and if even that is not read within CLOSE_GRACE, the connection is dropped."""
        if not self.closing:
            self._deadline()
        self.closing = True
        while not self.out.empty():
            self.out.get_nowait()
        self.behind = 0
        self.writer.cancel()  # it may wait for a reader that never reads
        self._closer = asyncio.create_task(self.ws.close(code, reason))

    def _deadline(self) -> None:
        """A connection the host closes is gone within CLOSE_GRACE seconds whatever its peer
        does: a closing handshake waits for the peer, which may never read what came before
        the closing frame (until then it holds its place, a spectator's among MAX_SPECTATORS,
        and its memory)."""
        asyncio.get_running_loop().call_later(CLOSE_GRACE, self.ws.transport.abort)

    async def _write_forever(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                change, item = await self.out.get()
                if self.saver is not None:
                    await self.saver.written(change)
                if isinstance(item, tuple):
                    await self.ws.close(*item)
                    return
                self.behind -= len(item)
                await self.ws.send(item, text=True)


class Host:
    def __init__(self, game: Game, save: Path | None = None, claims: Claims | None = None,
                 say: Callable[[str], None] | None = None, certificate: bytes | None = None, started: bool = True):
        """`save`: the autosave file (none: nothing saved); `claims`: the seats people hold
        (a resumed game's, or a fresh set) and the invite code's secret; `say`: where the
        host's few lines go (joins, leaves, the end, a save that fails); `certificate`: the
        host's (`tls.host_certificate`), to serve encrypted (none: not encrypted); `started`
        False: the game waits for `begin` (a hosting window's Start), asking nobody, the
        computer included, until then (`host --headless` has no Start: its game starts at once)."""
        self.game = game
        self.started = started
        self.certificate = certificate
        self.config = game.table.config
        self.claims = claims or Claims(None)
        self.say = say or (lambda line: None)
        self.session = secrets.token_hex(8)
        self.seq = secrets.randbelow(2**31)  # random per run: an answer from before a restart names no question
        self.conns: set[Conn] = set()
        self.saver = Saver(save, self.warn) if save else None
        # One bot per team and level, seeded as the tabletop's computer seats are
        # (`session/bot_driver.py`): the team's first level thinks with seed + the team's index.
        seed = game.seed or 0
        self.bots: dict[tuple[Team, str], Bot] = {}
        for k, team in enumerate(TEAMS):
            levels = list(dict.fromkeys(pc.bot for pc in self.config.players(team) if pc.bot))
            for j, level in enumerate(levels):
                self.bots[(team, level)] = make_bot(level, seed + k + 2 * j)
        self.over = asyncio.Event()
        self.failure: BaseException | None = None  # a bot that failed: the game cannot go on
        self.faults = 0  # messages the host failed on (never a client's doing: tests expect 0)
        self.guard = guard.Guard()
        self.alerts: list[str] = []  # what its host should know at once (`warn`): the hosting window shows them
        self._thinking: asyncio.Task[None] | None = None
        self._coaching: set[asyncio.Task[None]] = set()
        self._tidy: asyncio.Task[None] | None = None
        self._server: Server | None = None
        self._phones: Server | None = None
        self.phone_port = 0  # the phones' port (`start(phones=...)`), 0 while none is served
        self._seen: dict[Team | None, ObservationData] = {}  # this question's observation per team

    # --- running ------------------------------------------------------------------------------
    async def start(self, bind: str | None = None, port: int = 0, sock: socket.socket | None = None,
                    phones: socket.socket | None = None) -> int:
        """Serve on `bind` (None: every interface) and `port` (0: any free one), or on a
        socket already listening; the port. `phones`: a socket already listening, where
        phones' pages are served in plain HTTP (`phones`: the page and its WebSocket)."""
        where = {"sock": sock} if sock is not None else {"host": bind, "port": port}
        encrypted = tls.server_context() if self.certificate is not None else None
        # asyncio gives every TLS connection a read buffer of its class's `max_size` from the
        # moment it is accepted, handshake or not: 256 KiB, where a client's frames are at most
        # 4 KiB (a silent connection cost 300 kB). A record at a time is enough; the class
        # has no other way to set it (this process's other TLS connections, its own window's,
        # read a record at a time too).
        sslproto.SSLProtocol.max_size = TLS_READ
        # Not compressed: deflating each frame cost more time than a LAN saves in bytes, and
        # its state is memory held for every connection.
        self._server = await serve(self._serve, max_size=p.CLOSE_FRAME, logger=log, ssl=encrypted, compression=None,
                                   open_timeout=HANDSHAKE_WAIT, close_timeout=CLOSE_GRACE, **where)
        if phones is not None:
            page = Page(self.config.arena, language())
            self._phones = await serve(self._serve_phone, max_size=p.CLOSE_FRAME, logger=log, compression=None,
                                       open_timeout=HANDSHAKE_WAIT, close_timeout=CLOSE_GRACE, sock=phones,
                                       process_request=page.request)
            self.phone_port = int(phones.getsockname()[1])
        if self.saver is not None:  # on disk from the start, not only after the first answer
            self.saver.save(to_save(self.game).model_dump_json())
        self._tidy = asyncio.create_task(self._tidy_forever())
        self._think_if_computer()
        return int(self._server.sockets[0].getsockname()[1])

    async def _tidy_forever(self) -> None:
        """The memory of connections gone (a handshake that never ended is dropped inside
        asyncio, where nothing else hears of it) is given back to the system, not kept at the
        peak a flood of connections made."""
        while True:
            await asyncio.sleep(TIDY)
            give_back_memory()

    def warn(self, line: str) -> None:
        """A line the host's person should see at once, not only in the log: said, and kept
        for the hosting window (`alerts`); the same line again is not said again."""
        if not self.alerts or self.alerts[-1] != line:
            self.alerts.append(line)
            self.say(line)

    @property
    def invite(self) -> Invite:
        """The code to give the people who play or watch."""
        return Invite(self.claims.invite, pin_of(self.certificate) if self.certificate is not None else None)

    async def finish(self) -> None:
        """Once the game is over: let the last messages leave, close every connection, stop
        serving and write the last save."""
        await self.close(1000, "game over")

    async def close(self, code: int = 1001, reason: str = "the host stopped") -> None:
        if self._thinking is not None:
            self._thinking.cancel()
        for task in list(self._coaching):
            task.cancel()
        if self._tidy is not None:
            self._tidy.cancel()
        if self._server is not None:
            for conn in self.conns:
                conn.close(code, reason)
            closing = [asyncio.ensure_future(c.ws.wait_closed()) for c in self.conns]
            if closing:
                await asyncio.wait(closing, timeout=CLOSE_GRACE + 1)
            for server in (self._server, self._phones):
                if server is not None:
                    server.close()
                    await server.wait_closed()
        if self.saver is not None:
            await self.saver.close()

    # --- connections --------------------------------------------------------------------------
    async def _serve_phone(self, ws: ServerConnection) -> None:
        """A phone's page: a connection as any other, its messages worded in its language."""
        assert ws.request is not None  # the handshake is done
        await self._serve(ws, translations(page_language(ws.request.path, language())))

    async def _serve(self, ws: ServerConnection, words: NullTranslations | None = None) -> None:
        p.no_delay(ws.transport)
        _bound_send_buffer(ws)
        conn = Conn(ws, self.saver, words)
        self.conns.add(conn)
        timer = asyncio.get_running_loop().call_later(
            JOIN_WAIT, lambda: None if conn.joined else conn.close(1008, "no join"))
        lost: BaseException | None = None
        try:
            async for raw in ws:
                if not conn.joined:  # a guess, maybe: heard in its address's turn (`guard`)
                    await self.guard.turn(conn.address)
                if not conn.closing:
                    self._receive(conn, raw)
        except ConnectionClosed as closed:
            lost = closed.__cause__ if closed.rcvd is None else None  # its peer's loss: a reset, say
        except guard.TooMany:
            conn.cut(1008, "too many tries from this address: wait and try again")
        finally:
            timer.cancel()
            self.conns.discard(conn)
            if not conn.closing:
                conn.writer.cancel()
            if conn.joined and not self.over.is_set():
                if isinstance(lost, OSError):
                    self.say(_("{who} left: {why}").format(who=_who(conn), why=error_words(lost)))
                else:
                    self.say(_("{who} left").format(who=_who(conn)))
                self._presence()

    def _receive(self, conn: Conn, raw: str | bytes) -> None:
        try:
            message = p.parse_client(raw)
            if isinstance(message, p.Ping):
                self._pong(conn, message)
            elif isinstance(message, p.Join):
                self._join(conn, message)
            elif not conn.joined:
                raise p.Refusal("join-first")
            elif self.game.over:
                raise p.Refusal("over")
            elif not self.started:
                raise p.Refusal("not-started")
            elif isinstance(message, p.Choose):
                self._choose(conn, message)
            elif isinstance(message, p.Hint):
                self._hint(conn, message)
            else:
                self._undo(conn, message)
        except p.Refusal as refusal:
            self._refuse(conn, refusal)
        except Exception:  # a fault of the host's own: said, and only this connection pays for it
            self.faults += 1
            log.exception("a message could not be handled")
            conn.close(1011, "the host failed on this message")

    def _pong(self, conn: Conn, ping: p.Ping) -> None:
        now = time.monotonic()
        conn.pings.append(now)
        while conn.pings[0] < now - 1.0:
            conn.pings.popleft()
        if len(conn.pings) > MAX_PINGS:
            conn.close(p.CLOSE_FLOOD, f"flooding: more than {MAX_PINGS} pings a second")
        else:
            conn.send(p.Pong(id=ping.id))

    def _refuse(self, conn: Conn, refusal: p.Refusal) -> None:
        now = time.monotonic()
        conn.refusals.append(now)
        while conn.refusals[0] < now - p.STRIKE_WINDOW:
            conn.refusals.popleft()
        strikes = len(conn.refusals)
        conn.send(p.Refused(code=refusal.code, detail=refusal.detail, strikes=strikes, limit=p.STRIKES))
        if strikes > p.STRIKES:
            conn.close(1008, f"more than {p.STRIKES} refused messages in {p.STRIKE_WINDOW:.0f} s")

    def _join(self, conn: Conn, join: p.Join) -> None:
        if conn.joined:
            raise p.Refusal("joined")
        if join.version != p.VERSION:
            raise p.Refusal("version", Msg("the host speaks version {host}, the client {client}", host=p.VERSION,
                                           client=str(join.version)[:20]))
        if join.token is not None:
            claim = self.claims.find(join.token)
            if claim is None or (join.team is not None and join.team != claim.team):
                raise p.Refusal("token")
            for other in self.conns:  # the same seats from a new connection: the old one is gone
                if other is not conn and other.token == join.token:
                    other.joined = False
                    other.close(p.CLOSE_REPLACED, "replaced by a new connection")
            team, seats, token = claim.team, tuple(claim.seats), claim.token
        elif not same_secret(join.code, self.claims.invite):
            if join.code is not None and self.guard.wrong(conn.address):  # a guess: said once an address is slowed
                self.warn(_("Wrong invite codes from {address}: its tries are slowed to one every {seconds} s").format(
                    address=conn.address, seconds=f"{guard.PACE:g}"))
            raise p.Refusal("code")
        elif join.team is not None:
            people = [i for i, pc in enumerate(self.config.players(join.team)) if pc.bot is None]
            with self._saved():
                if join.take_back:  # their person lost the token: whoever holds them loses them
                    for seat in join.seats or people:
                        if seat in people:
                            self._release(join.team, seat)
                free = [i for i in people if i not in self.claims.taken(join.team)]
                wanted = join.seats or free
                if not wanted or not set(wanted) <= set(free):
                    raise p.Refusal("no-seat", Msg("free seats of {team}: {seats}", team=team_msg(join.team),
                                                   seats=", ".join(str(s + 1) for s in free) if free else Msg("none")))
                team, seats = join.team, tuple(sorted(set(wanted)))
                token = self.claims.claim(team, list(seats)).token
        else:
            # every spectator connection until it is gone: one told to close still holds its place
            if sum(1 for c in self.conns if c.watching) >= MAX_SPECTATORS:
                raise p.Refusal("full", Msg("at most {n} spectators", n=MAX_SPECTATORS))
            team, seats, token = None, (), None
            conn.watching = True
        conn.team, conn.seats, conn.token, conn.joined = team, seats, token, True
        conn.send(p.Welcome(version=p.VERSION, session=self.session, team=team, seats=list(seats), token=token))
        conn.log_len = 0
        self.say(_("{who} joined").format(who=_who(conn)))
        self._presence()

    def _choose(self, conn: Conn, choose: p.Choose) -> None:
        self._asked(conn, choose.seq)
        try:
            self.game.choose(choose.key)
        except IllegalChoice as err:
            raise p.Refusal("illegal", str(err)) from None
        self._changed()

    def _undo(self, conn: Conn, undo: p.Undo) -> None:
        self._asked(conn, undo.seq)
        if not self.game.can_undo:
            raise p.Refusal("undo", Msg("the turn just started, or something hidden was revealed since"))
        self.game.undo()
        self._changed()

    def _hint(self, conn: Conn, hint: p.Hint) -> None:
        """The coach thinks on a worker thread about what the connection's team has seen (its
        observation, never the game), one question at a time per connection; its answer goes
        to the asker alone, if the question is still on the table."""
        self._asked(conn, hint.seq)
        if conn.hinting:
            raise p.Refusal("hinting")
        assert conn.team is not None  # it answers the question
        conn.hinting = True
        seen = ObservedSeat(observe(self.game, conn.team))

        async def think() -> None:
            try:
                said = await asyncio.to_thread(coach.hint, seen)
            finally:
                conn.hinting = False
            if hint.seq == self.seq:
                conn.send(p.Hinted(seq=hint.seq, key=said.choice.key, why=said.why))
        task = asyncio.create_task(think())
        self._coaching.add(task)
        task.add_done_callback(self._coached)

    def _coached(self, task: asyncio.Task[None]) -> None:
        self._coaching.discard(task)
        if not task.cancelled() and task.exception() is not None:  # the host's own fault: said, never the game's end
            self.faults += 1
            log.error("the coach failed", exc_info=task.exception())

    def _asked(self, conn: Conn, seq: int) -> None:
        """Refused unless `seq` names the question on the table and `conn` answers it."""
        d = self.game.pending
        assert d is not None  # the caller refused every message once the game was over
        if seq != self.seq:
            raise p.Refusal("stale", Msg("question {seq} is no longer asked", seq=seq))
        if not self._answers(conn, d, answered_by(self.config, d.team, d.player)):
            raise p.Refusal("not-yours")

    @staticmethod
    def _answers(conn: Conn, d: Decision, who: Answerers) -> bool:
        return conn.joined and conn.team == d.team and any(s in who.people for s in conn.seats)

    @contextlib.contextmanager
    def _saved(self) -> Iterator[None]:
        """A change of the seats that cannot be saved is not made (`Claims`): the join is
        refused with why (the player joins again once the host can save), and the host is
        told. A seat held in memory only would be lost with a restart while its token is out
        there, and nobody could take it again."""
        try:
            yield
        except CannotWrite as err:
            self.warn(str(err))
            raise p.Refusal("unsaved", str(err)) from None

    def release(self, team: Team, player: int) -> None:
        """Free a person's seat for someone else (its person lost their token); a connection
        holding it loses it, and is closed if that was its last seat (it saw its team's hand).
        When the release cannot be saved the seat stays as it was, and the host says why."""
        try:
            self._release(team, player)
        except CannotWrite as err:
            self.warn(str(err))

    def _release(self, team: Team, player: int) -> None:
        """`release`, or `CannotWrite` and nothing changed."""
        self.claims.release(team, player)
        for conn in self.conns:
            if conn.team == team and player in conn.seats:
                conn.seats = tuple(s for s in conn.seats if s != player)
                if not conn.seats:
                    conn.joined = False
                    conn.close(p.CLOSE_TAKEN_BACK, "its seats were taken back with the invite code")
        self._presence()

    def begin(self) -> None:
        """The game starts (the hosting window's Start): its question goes to whoever answers it."""
        if not self.started:
            self.started = True
            for conn in self._joined():
                self._update(conn)
            self._think_if_computer()

    # --- what each connection is told ---------------------------------------------------------
    def _changed(self) -> None:
        """The question on the table changed (an answer, an undo): save, tell everyone, and let
        a computer seat think if the new question is its."""
        self.seq += 1
        self._seen = {}
        if self.saver is not None:
            self.saver.save(to_save(self.game).model_dump_json())
        for conn in self._joined():
            self._update(conn)
        if self.game.over:
            assert self.game.result is not None
            for conn in self._joined():
                conn.send(p.Over(result=self.game.result))
            self.over.set()
        else:
            self._think_if_computer()

    def _presence(self) -> None:
        """Someone joined or left: everyone learns who sits where, and whom the game waits for."""
        seats = self._seats()
        for conn in self._joined():
            conn.send(seats)
            self._update(conn)

    def _joined(self) -> list[Conn]:
        return [c for c in self.conns if c.joined and not c.closing]

    def _update(self, conn: Conn) -> None:
        """The log since what `conn` holds (or from where an undo cut it), then the table. A
        phone's page is sent no log: the table's screen shows it, and a rejoin's whole log
        (half a megabyte by a game's end) would cost a phone that slept for nothing."""
        log_ = self.game.log
        if conn.words is None and len(log_) != conn.log_len:
            start = min(conn.log_len, len(log_))
            conn.send(p.Events(start=start, events=[p.event_data(seen_event(e, conn.team)) for e in log_[start:]]))
            conn.log_len = len(log_)
        conn.send(self._snapshot(conn))

    def _snapshot(self, conn: Conn) -> p.Snapshot:
        """The reader's seat's observation (the question in it only when the reader answers
        it), and what is the connection's own."""
        game, team = self.game, conn.team
        seen = self._seen.get(team)
        if seen is None:
            seen = self._seen[team] = observe(game, team).to_wire()
        d = game.pending
        if d is None:
            return p.Snapshot(seq=self.seq, observation=seen, waiting=None, can_undo=False)
        who = answered_by(self.config, d.team, d.player)
        away = who.level is None and not any(self._answers(c, d, who) for c in self._joined())
        waiting = p.Waiting(team=d.team, player=d.player, seats=list(who.people), computer=who.level is not None,
                            away=away)
        mine = self.started and self._answers(conn, d, who)
        return p.Snapshot(seq=self.seq, observation=seen if mine else seen.model_copy(update={"decision": None}),
                          waiting=waiting, can_undo=mine and game.can_undo, started=self.started)

    def _seats(self) -> p.Seats:
        connected = {(c.team, s) for c in self._joined() for s in c.seats}
        return p.Seats(seats=[
            p.SeatData(team=team, player=i, name=pc.name, computer=pc.bot, taken=i in self.claims.taken(team),
                       connected=(team, i) in connected)
            for team in TEAMS for i, pc in enumerate(self.config.players(team))])

    # --- computer seats -----------------------------------------------------------------------
    def _think_if_computer(self) -> None:
        d = self.game.pending
        if d is None or not self.started:
            return
        who = answered_by(self.config, d.team, d.player)
        if who.level is None:
            return
        bot = self.bots[(d.team, who.level)]
        self._thinking = asyncio.create_task(self._think(bot, self.game.copy(), self.seq))
        self._thinking.add_done_callback(self._thought)

    async def _think(self, bot: Bot, game: Game, seq: int) -> None:
        key = await asyncio.to_thread(lambda: bot(GameSeat(game)).key)
        if self.saver is not None:
            # Not ahead of the disk: what is told waits for it (write-ahead), and a computer
            # answering faster would pile it up behind every reader.
            await self.saver.written(self.saver.wanted)
        if seq == self.seq:  # nothing else can change a computer's question; checked all the same
            self.game.choose(key)
            self._changed()

    def _thought(self, task: asyncio.Task[None]) -> None:
        if not task.cancelled() and task.exception() is not None:
            self.failure = task.exception()
            self.over.set()


def _bound_send_buffer(ws: ServerConnection) -> None:
    """The system's own buffer for a connection, bounded too: a reader that stopped would
    otherwise hold megabytes of the host's memory in it before `MAX_BEHIND` counts a byte."""
    sock = ws.transport.get_extra_info("socket")
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)


def _who(conn: Conn) -> str:
    if conn.team is None:
        return _("A spectator")
    return ngettext("{team} (seat {seats})", "{team} (seats {seats})", len(conn.seats)).format(
        team=team_name(conn.team), seats=", ".join(str(s + 1) for s in conn.seats))



class HostThread:
    """A `Host` on its own thread and event loop, for a program with a loop of its own (the
    window that hosts: it joins its own game through a `client.ThreadedClient` on this
    computer, as any other client does). The game is the host's from here on: read it only
    through what the host sends, or once the thread has ended."""

    def __init__(self, game: Game, save: Path | None = None, claims: Claims | None = None, bind: str | None = None,
                 port: int = 0, say: Callable[[str], None] | None = None, wait: float = 10.0,
                 sock: socket.socket | None = None, announce: bool = False, certificate: bytes | None = None,
                 phones: socket.socket | None = None, started: bool = True):
        """Serve `game` on `bind`:`port`, or on `sock`, a socket already listening (see
        `Host`, and its `certificate` and `started`); `announce`: on the local network too
        (`lan`); `phones`: the phones' pages on that listening socket too (`Host.start`).
        Returns once it serves (its `port`), or raises what stopped it (`OSError`: the port is
        taken)."""
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._stop: asyncio.Event | None = None
        self.port = 0
        self.host: Host | None = None
        self._args = (game, save, claims, say, bind, port, sock, announce, certificate, phones, started)
        self._thread = threading.Thread(target=self._run, name="adrenaline-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(wait):
            raise TimeoutError("the host did not start")
        if self._error is not None:
            raise self._error

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._serve())
        except BaseException as err:  # told to the thread that started it, if it still waits
            self._error = err
        finally:
            self._ready.set()
            self._loop.close()

    async def _serve(self) -> None:
        game, save, claims, say, bind, port, sock, announce, certificate, phones, started = self._args
        self.host = Host(game, save, claims, say, certificate, started)
        self._stop = asyncio.Event()
        self.port = await self.host.start(bind, port, sock, phones)
        self._ready.set()  # before announcing, which takes a second or two of probing the network
        announcer = await lan.announce(self.port, game.table.config, certificate is not None) if announce \
            else lan.Announcer()
        stop = asyncio.create_task(self._stop.wait())
        over = asyncio.create_task(self.host.over.wait())
        await asyncio.wait([stop, over], return_when=asyncio.FIRST_COMPLETED)
        await announcer.stop()
        stop.cancel()
        over.cancel()
        if over.done() and not over.cancelled() and self.host.failure is None:
            await self.host.finish()
        else:
            await self.host.close()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    @property
    def failure(self) -> BaseException | None:
        """What stopped the game, once the thread has ended (a computer seat's bot failed)."""
        return self.host.failure if self.host is not None and not self.running else None

    def release(self, team: Team, player: int) -> None:
        """`Host.release`, from the window's thread: done on the host's own loop."""
        self._on_loop(lambda host: host.release(team, player))

    def begin(self) -> None:
        """`Host.begin`, from the window's thread."""
        self._on_loop(Host.begin)

    def _on_loop(self, call: Callable[[Host], None]) -> None:
        """`call` done with the host on its own loop (nothing, once it has stopped)."""
        if (host := self.host) is not None:
            with contextlib.suppress(RuntimeError):  # its loop closed meanwhile: nobody is left to tell
                self._loop.call_soon_threadsafe(call, host)

    def stop(self, wait: float = 10.0) -> None:
        """Stop serving (the game saved, if it has a save) and wait for the thread."""
        if self._stop is not None:
            with contextlib.suppress(RuntimeError):  # its loop closed meanwhile: it had stopped
                self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(wait)
