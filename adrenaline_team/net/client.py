"""The client: one connection to a host, kept up. It joins a team's seats (or watches), hands
every message it gets to its reader, sends what its reader asks, and when the connection
drops it tries again with growing pauses, for a bounded time, taking the same seats back
with the token it keeps in the data folder.

Three ways to use it:
- `Link.run`, a coroutine, for code that runs its own event loop;
- `ThreadedClient`, for a pygame loop: the event loop in its own thread, `poll()` once per
  frame for the messages that came, `send(...)` that never blocks;
- `play_bot`, the headless `join --bot`: a bot answers every question of the team's seats."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import os
import queue
import re
import threading
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..i18n import N_, _
from ..message import text
from ..oserrors import errno_words
from ..places import data_dir
from ..files import CannotWrite, exists, read_model, write_atomic
from ..rules.observe import Observation, ObservedSeat
from ..rules.state import Team
from ..system import lock, unlock
from . import DEFAULT_PORT
from . import protocol as p
from . import tls
from .invite import Invite
from .mirror import Mirror

if TYPE_CHECKING:
    from ..ai import Bot

HostMessage = p.Welcome | p.Snapshot | p.Events | p.Seats | p.Refused | p.Over | p.Pong | p.Hinted
Outgoing = p.Choose | p.Undo | p.Ping


class Status(BaseModel):
    """Not from the host: how the connection itself is doing, for the reader to show. Joined,
    `detail` says that the seat's token is not being saved, and why (the seat plays all the
    same): what follows "Not saving: "."""

    model_config = ConfigDict(frozen=True)

    type: Literal["status"] = "status"
    state: Literal["connecting", "joined", "lost", "gave-up", "over"]
    detail: str = ""
    retry_in: float = 0.0


Message = HostMessage | Status


def parse_address(text: str) -> tuple[str, int]:
    """HOST[:PORT] (an IPv6 address in brackets: [::1]:PORT); ValueError, one line, if not.
    What it returns can be looked up: a name the system's resolver would refuse before asking
    anyone (an empty part, a part over 63 letters: the IDNA codec's UnicodeError) is refused
    here, in words."""
    text = text.strip()
    m = re.fullmatch(r"\[([0-9A-Fa-f:.]+)\](?::(\d{1,5}))?|([A-Za-z0-9._-]+)(?::(\d{1,5}))?", text)
    if not m:
        raise ValueError(_("{text!r} is not HOST or HOST:PORT").format(text=_cut(text)))
    host = m.group(1) or host_name(m.group(3))
    if m.group(1) is not None:
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            raise ValueError(_("{text!r} is not an IPv6 address").format(text=_cut(host))) from None
    port = int(m.group(2) or m.group(4) or DEFAULT_PORT)
    if not 1 <= port <= 65535:
        raise ValueError(_("port {port} is not between 1 and 65535").format(port=port))
    return host, port


def host_name(text: str) -> str:
    """A computer's name or IPv4 address as a resolver takes it (RFC 1035: parts of 1 to 63
    letters, digits, hyphens or underscores between dots, 253 in all, a dot at the end
    allowed); ValueError, one line, if not."""
    name = text.removesuffix(".")
    parts = name.split(".")
    if not re.fullmatch(r"[A-Za-z0-9._-]+", name):
        why = _("{text!r} is not a computer's name: letters, digits, hyphens and dots only")
    elif not all(parts):
        why = _("{text!r} is not a computer's name: it has an empty part between dots")
    elif max(len(part) for part in parts) > 63:
        why = _("{text!r} is not a computer's name: a part between dots has more than 63 letters")
    elif len(name) > 253:
        why = _("{text!r} is not a computer's name: it has more than 253 letters")
    else:
        return text
    raise ValueError(why.format(text=_cut(text)))


def _cut(text: str) -> str:
    """What was typed, shown short enough for the rest of the line to be read."""
    return text if len(text) <= 40 else text[:39] + "…"


# --- the seat tokens a client keeps -------------------------------------------------------
class TokenFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: str = "adrenaline-team-tokens"
    tokens: dict[Team, str]


def token_path(host: str, port: int) -> Path:
    """One file per host and port in the data folder, holding a token per team joined there."""
    safe = re.sub(r"[^A-Za-z0-9.-]", "_", host)
    return data_dir() / "tokens" / f"{safe}_{port}.json"


def read_tokens(path: Path) -> dict[Team, str]:
    """The tokens kept for a host (none if never joined); `SaveError`, one line, if the file
    is bad."""
    if not exists(path):
        return {}
    return dict(read_model(path, TokenFile).tokens)


def keep_token(path: Path, team: Team, token: str | None) -> None:
    """Keep (or, None, forget) the token of `team` for this host. Written atomically (the temp
    file, and so the file, is readable by its owner only), under a lock: two clients of one
    data folder joining the two teams keep both tokens. `CannotWrite` (one line) when it
    cannot be kept: a full disk, a read-only folder, a file where the folder goes."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path.with_name(path.name + ".lock"), os.O_RDWR | os.O_CREAT, 0o600)
    except OSError as err:
        raise CannotWrite(err, path) from None
    try:
        lock(fd, wait=True)
        tokens = read_tokens(path)
        if token is None:
            tokens.pop(team, None)
        else:
            tokens[team] = token
        write_atomic(path, TokenFile(tokens=tokens).model_dump_json())
    finally:
        unlock(fd)
        os.close(fd)


# --- the connection ---------------------------------------------------------------------------
@dataclass
class Patience:
    """How long a client keeps trying: pauses from `first` doubling up to `most`, until
    `total` seconds of trying without a join."""

    first: float = 0.25
    most: float = 4.0
    total: float = 60.0

    def pauses(self) -> Iterator[float]:
        pause, spent = self.first, 0.0
        while spent + pause <= self.total:
            yield pause
            spent += pause
            pause = min(self.most, pause * 2)


class Gone(Exception):
    """The game cannot go on for this client: refused for good, or the host is gone."""


class Link:
    def __init__(self, host: str, port: int, team: Team | None, seats: list[int] | None = None,
                 patience: Patience | None = None, tokens: Path | None = None, invite: Invite | None = None,
                 take_back: bool = False, token: str | None = None):
        """Join `team` (None: watch) at host:port with the host's `invite` code, taking `seats`
        (None: every free seat of the team a person plays; `take_back`: even if taken, their
        token lost); `tokens`: the token file (default: the data folder's); `token`: the
        team's token, already held (the hosting window's own). Encrypted unless the invite
        code is an unencrypted game's (`invite.parse`)."""
        self.where = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
        self.encrypted = invite is not None and invite.pin is not None
        self.uri = ("wss://" if self.encrypted else "ws://") + self.where
        self.invite = invite
        self.take_back = take_back
        self.team = team
        self.seats = seats
        self.patience = patience or Patience()
        self.tokens = tokens or token_path(host, port)
        # The token welcomed with, held for this run too: one that cannot be kept on disk
        # still takes the seat back after a lost connection.
        self.held = token
        self.outbox: asyncio.Queue[Outgoing] = asyncio.Queue()

    def _token(self) -> str | None:
        if self.team is None:
            return None
        return self.held or read_tokens(self.tokens).get(self.team)

    async def run(self, deliver: Callable[[Message], None]) -> None:
        """Stay joined until the game is over (returns) or it cannot be (`Gone`)."""
        if self.invite is None:
            raise Gone(_("the host's invite code is needed to play or watch: ask the host for it (--code CODE)"))
        pauses = self.patience.pauses()
        encryption = tls.client_context() if self.encrypted else None
        while True:
            deliver(Status(state="connecting"))
            try:
                async with connect(self.uri, max_size=p.MAX_HOST_FRAME, open_timeout=5, proxy=None,
                                   ssl=encryption, compression=None) as ws:  # as the host serves
                    if await self._session(ws, deliver):
                        deliver(Status(state="over"))
                        return
                    pauses = self.patience.pauses()  # joined, then lost: patience starts again
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError) as err:
                detail = _reason(err)
            except InvalidURI as err:
                raise Gone(str(err)) from None
            else:
                detail = _("the connection closed")
            pause = next(pauses, None)
            if pause is None:
                raise Gone(_("the host at {address} does not answer ({why})").format(address=self.where, why=detail))
            deliver(Status(state="lost", detail=detail, retry_in=pause))
            await asyncio.sleep(pause)

    async def _session(self, ws: ClientConnection, deliver: Callable[[Message], None]) -> bool:
        """One connection: join, then pass messages both ways; True when the game ended."""
        p.no_delay(ws.transport)
        assert self.invite is not None  # `run` checked
        if self.encrypted:
            try:
                tls.check(ws.transport, self.invite, self.where)
            except tls.WrongHost as err:
                raise Gone(str(err)) from None
        while not self.outbox.empty():  # answers to questions of the lost connection are stale
            self.outbox.get_nowait()
        token = self._token()
        await ws.send(self._join(token).model_dump_json())
        sender = asyncio.create_task(self._send_forever(ws))
        try:
            async for raw in _frames(ws):
                try:
                    message = p.parse_host(raw)
                except p.HostError as err:
                    raise Gone(_("the host sent what this game cannot read ({why})").format(why=err)) from None
                if isinstance(message, p.Refused) and message.code in ("token", "no-seat", "version", "full", "code",
                                                                       "unsaved"):
                    if message.code == "token" and token is not None and self.team is not None:
                        # a new game at the same address: the old token is no longer a seat
                        with contextlib.suppress(CannotWrite):  # the next run's join is told so too
                            keep_token(self.tokens, self.team, None)
                        token = self.held = None
                        await ws.send(self._join(None).model_dump_json())
                        continue
                    deliver(message)
                    detail = text(message.detail)
                    raise Gone(p.refusal_words(message.code) + (f" ({detail})" if detail else ""))
                if isinstance(message, p.Welcome):
                    self.take_back = False
                    deliver(message)
                    deliver(Status(state="joined", detail=self._keep(message)))
                    continue
                deliver(message)
                if isinstance(message, p.Over):
                    return True
        finally:
            sender.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sender
        return False

    def _keep(self, welcome: p.Welcome) -> str:
        """Keep the token welcomed with; why it could not be kept on disk ("" when it was)."""
        if welcome.team is None or welcome.token is None:
            return ""
        self.held = welcome.token
        try:
            keep_token(self.tokens, welcome.team, welcome.token)
        except CannotWrite as err:
            # what it means first: the window's "Not saving: …" strip shows a line's start
            return _("the seat's token, so only the invite code takes this seat back after a restart (--take-back; "
                     "{problem})").format(problem=err)
        return ""

    def _join(self, token: str | None) -> p.Join:
        assert self.invite is not None
        if self.take_back and self.team is not None:  # until welcomed: then the new token holds the seats
            return p.Join(version=p.VERSION, team=self.team, seats=self.seats, code=self.invite.secret, take_back=True)
        return p.Join(version=p.VERSION, team=self.team, seats=self.seats, token=token, code=self.invite.secret)

    async def _send_forever(self, ws: ClientConnection) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                await ws.send((await self.outbox.get()).model_dump_json())


def _reason(err: Exception) -> str:
    """Why a connection failed, in the system's words ("Connection refused"), not its call's."""
    if isinstance(err, OSError) and err.errno:
        return errno_words(err.errno)
    if isinstance(err, ConnectionClosed):
        return close_words(err)
    return str(err) or type(err).__name__


# Closes after which trying again would be turned away again: the host closed this client
# for its messages (1008, 1009, flooding), or another connection took the same seats.
FOR_GOOD = (1008, 1009, p.CLOSE_REPLACED, p.CLOSE_FLOOD, p.CLOSE_TAKEN_BACK)
# The host's closes a player may meet, worded here in the reader's language.
CLOSES = {
    p.CLOSE_REPLACED: N_("another computer took these seats with their token"),
    p.CLOSE_TAKEN_BACK: N_("another computer took these seats back with the invite code"),
    p.CLOSE_BEHIND: N_("this computer fell behind the game; it joins again and is sent the whole table"),
    p.CLOSE_FLOOD: N_("this computer sent messages too fast"),
}


def close_words(closed: ConnectionClosed) -> str:
    """Why the host closed a connection: in the reader's words for the closes it knows,
    else in the host's."""
    if closed.rcvd is None:
        return str(closed)
    words = CLOSES.get(closed.rcvd.code)
    return _(words) if words else closed.rcvd.reason or str(closed)


async def _frames(ws: ClientConnection) -> AsyncIterator[str | bytes]:
    """The host's frames until the connection closes; `Gone` when it was closed for good."""
    try:
        async for raw in ws:
            yield raw
    except ConnectionClosed as closed:
        if closed.rcvd is not None and closed.rcvd.code in FOR_GOOD:
            raise Gone(_("the host closed the connection: {why}").format(why=close_words(closed))) from None
        raise


class ThreadedClient:
    """A `Link` on its own thread, for a frame loop: `poll()` returns the messages that came
    since the last call (host messages and `Status` lines, in order), `send` queues a message
    and returns at once. The last item a finished client delivers is `Status` "over" or
    "gave-up" (its `detail` says why)."""

    def __init__(self, host: str, port: int, team: Team | None, seats: list[int] | None = None,
                 patience: Patience | None = None, tokens: Path | None = None, wake: Callable[[], None] | None = None,
                 invite: Invite | None = None, take_back: bool = False, token: str | None = None):
        """As `Link`; `wake`: called on the client's thread after each message is queued (a
        window sleeping on its input until something happens is woken by it)."""
        self._inbox: queue.SimpleQueue[Message] = queue.SimpleQueue()
        self._link = Link(host, port, team, seats, patience, tokens, invite, take_back, token)
        self.encrypted = self._link.encrypted
        self._wake = wake or (lambda: None)
        self._loop = asyncio.new_event_loop()
        self._task = self._loop.create_task(self._link.run(self._put))  # made here: `close` may come first
        self._thread = threading.Thread(target=self._run, name="adrenaline-net", daemon=True)
        self._thread.start()

    def _put(self, message: Message) -> None:
        self._inbox.put(message)
        self._wake()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._task)
        except asyncio.CancelledError:  # closed by its reader
            pass
        except Exception as err:  # Gone, a bad token file (SaveError): the reader shows why
            self._put(Status(state="gave-up", detail=str(err) or type(err).__name__))
        finally:
            self._loop.close()

    def poll(self) -> list[Message]:
        out = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def send(self, message: Outgoing) -> None:
        with contextlib.suppress(RuntimeError):  # the client's loop closed: it has stopped, nothing is sent
            self._loop.call_soon_threadsafe(self._link.outbox.put_nowait, message)

    def choose(self, seq: int, key: str) -> None:
        self.send(p.Choose(seq=seq, key=key))

    def undo(self, seq: int) -> None:
        self.send(p.Undo(seq=seq))

    def close(self, wait: float = 5.0) -> None:
        """Leave the game (the seats stay claimed for the token) and wait, at most `wait`
        seconds, for the connection to say goodbye to the host."""
        with contextlib.suppress(RuntimeError):  # its loop closed meanwhile: it had stopped
            self._loop.call_soon_threadsafe(self._task.cancel)
        self._thread.join(wait)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()


async def play_bot(link: Link, bot: Bot, mirror: Mirror | None = None,
                   seen: Callable[[Message], None] | None = None) -> Mirror:
    """Answer every question the host asks of `link`'s seats with `bot` (thinking on a worker
    thread, so the connection stays answered meanwhile; one question at a time, so the bot's
    random stream runs as at the table) until the game is over; the mirror of what was told.
    `seen` sees every message first (tests capture them).

    A question is put to the bot once: a snapshot sent again (someone joined or left) is not
    asked again, and after a reconnection the answer given to the question still on the
    table is sent again (it may have been lost with the connection)."""
    mirror = mirror if mirror is not None else Mirror()
    answers: dict[tuple[str, int], str] = {}  # (host run, question) -> the key answered
    resend: set[tuple[str, int]] = set()
    asked: set[tuple[str, int]] = set()
    one_at_a_time = asyncio.Lock()
    tasks: set[asyncio.Task[None]] = set()
    failure: list[BaseException] = []
    running = asyncio.create_task(link.run(lambda message: deliver(message)))

    async def answer(question: tuple[str, int], snapshot: p.Snapshot) -> None:
        async with one_at_a_time:
            key = (await asyncio.to_thread(bot, ObservedSeat(Observation.from_wire(snapshot.observation)))).key
        answers[question] = key
        link.outbox.put_nowait(p.Choose(seq=snapshot.seq, key=key))

    def failed(task: asyncio.Task[None]) -> None:
        tasks.discard(task)
        if not task.cancelled() and (err := task.exception()) is not None:
            failure.append(err)  # a bot that fails cannot play on
            running.cancel()

    def deliver(message: Message) -> None:
        if seen is not None:
            seen(message)
        if isinstance(message, Status):
            return
        mirror.apply(message)
        if isinstance(message, p.Welcome):
            resend.update(answers)
        if (isinstance(message, p.Snapshot) and message.observation.decision is not None
                and mirror.welcome is not None):
            question = (mirror.welcome.session, message.seq)
            if question in resend:
                resend.discard(question)
                link.outbox.put_nowait(p.Choose(seq=message.seq, key=answers[question]))
            elif question not in asked:
                asked.add(question)
                task = asyncio.create_task(answer(question, message))
                tasks.add(task)
                task.add_done_callback(failed)

    try:
        await running
    except asyncio.CancelledError:
        if failure:
            raise failure[0] from None
        raise
    return mirror
