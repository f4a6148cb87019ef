"""The messages between a host and its clients: versioned JSON, one WebSocket text frame each,
every one validated by pydantic at one gate on the side that reads it.

Client -> host: `Join` (a team's seats, or a spectator's place), `Choose` (an answer, naming
the question it answers by its sequence number), `Undo` (also by sequence number), `Ping`,
`Hint` (the coach's answer to the seat's question, `Hinted`).
Host -> client: `Welcome` (the seats taken and their token), `Events` (the log, as the
reader's team sees it), `Snapshot` (the reader's seat's observation, `rules.observe`: the
table as its team sees it, and the question when it is the reader's to answer), `Seats`
(who sits where, who is connected), `Refused` (one reason, and how many more refusals the
connection may get), `Over`, `Pong`.

What a host sends is data, never words: an event travels as its fields, and the client
words it (`Event.text`) in its own language. The prompt, the answers' labels, the greyed
answers' reasons and a refusal's detail travel as messages (`message.Msg.data`: a message
id, its arguments, messages inside): the rules on the host say what a question means, and
each client words it in its own language.

A sequence number names one question: it grows by one whenever the question on the table
changes (an answer, an undo), and starts at a random number in each run of a host, so an
answer that comes late, twice, or from before the host restarted never answers another
question."""

from __future__ import annotations

import dataclasses
import socket
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from ..i18n import N_, _
from ..message import Msg, Words
from ..records import error_words
from ..rules import events as ev
from ..rules.gate import MAX_KEY
from ..rules.observe import ObservationData
from ..rules.state import Result, Team

# 7: a snapshot says whether the game has started (a hosting window's Start); 6: a seat may
# ask the coach (`Hint`, answered by `Hinted`: the phone page's coach); 5: a snapshot's body
# is the seat's observation (`rules.observe`); 4: a seat not saved is
# refused (`unsaved`), seats taken back close with 4003; 3: a join gives the invite code; 2:
# prompts, answers, greyed answers and events travel as messages
VERSION = 7
MAX_CLIENT_FRAME = 4096  # bytes: a client's largest message (a join, a choice key of at most MAX_KEY) is far below
CLOSE_FRAME = 65536  # bytes: a frame larger than this closes the connection at once (the library cannot refuse it unread)
MAX_HOST_FRAME = 16 * 1024 * 1024  # bytes a client accepts from the host: a whole game's log on a rejoin is ~0.5 MB
STRIKES = 10  # refusals a connection may get within STRIKE_WINDOW seconds; the next one closes it
STRIKE_WINDOW = 60.0
MAX_SEQ = 2**53  # a sequence number stays an exact integer in any JSON reader
MAX_DETAIL = 300  # characters of a refusal's detail
CLOSE_REPLACED = 4000  # another connection took the same seats
CLOSE_BEHIND = 4001  # it read too slowly and fell behind: it may join again
CLOSE_FLOOD = 4002  # it sent messages too fast
CLOSE_TAKEN_BACK = 4003  # its seats were taken back with the invite code (their token was lost)


# --- why a message is refused -------------------------------------------------------------------
# The code travels; the client words it in its own language (`refusal_words`).
REFUSALS: dict[str, str] = {
    "malformed": N_("The message could not be read."),
    "too-big": N_("The message is too long."),
    "version": N_("The host plays another version of the game: both computers need the same version."),
    "join-first": N_("Join the game first."),
    "joined": N_("This connection has already joined."),
    "token": N_("That seat token is not known here."),
    "no-seat": N_("No free seat on that team."),
    "stale": N_("That question is no longer asked: the table changed."),
    "not-yours": N_("That question is not yours to answer."),
    "illegal": N_("That answer is not allowed now."),
    "undo": N_("Nothing to undo now."),
    "over": N_("The game is over."),
    "full": N_("The game has as many spectators as it can take."),
    "code": N_("The invite code is missing or wrong: ask the host for it."),
    "unsaved": N_("The host cannot save the seat on its disk, so it is not taken: join again once the host can "
                  "save."),
    "hinting": N_("The coach is already thinking about this question."),
    "not-started": N_("The game has not started yet: the host starts it."),
}
RefusalCode = Literal["malformed", "too-big", "version", "join-first", "joined", "token", "no-seat", "stale",
                      "not-yours", "illegal", "undo", "over", "full", "code", "unsaved", "hinting", "not-started"]


def no_delay(transport: Any) -> None:
    """Send each frame at once. A change goes out as two frames (the events, then the table),
    and with Nagle's algorithm on, the second waits for the first one's acknowledgement,
    which the reader delays by up to 40 ms. asyncio turns it off for the sockets it makes,
    but not for one made elsewhere (`socket.create_server`, as `host --headless` does)."""
    sock = transport.get_extra_info("socket") if transport is not None else None
    if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


def refusal_words(code: str) -> str:
    return _(REFUSALS[code])


class Refusal(Exception):
    """A message the host will not act on: a code and a one-line detail for the record (a
    message, worded by whoever reads it; a validation error's own words, in English, as text)."""

    def __init__(self, code: RefusalCode, detail: Words = ""):
        super().__init__(str(detail) or code)
        self.code: RefusalCode = code
        self.detail: Words = detail[:MAX_DETAIL] if isinstance(detail, str) else detail


class Strict(BaseModel):
    """A message from the other side: exact types ("1" is not 1), no unknown field."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


Seq = Annotated[int, Field(ge=0, le=MAX_SEQ)]
Token = Annotated[str, Field(pattern=r"^[A-Za-z0-9_-]{43}$")]  # secrets.token_urlsafe(32)
Player = Annotated[int, Field(ge=0, le=2)]


# --- client -> host ---------------------------------------------------------------------------
class Join(Strict):
    """Take seats: with a token, the seats it was given; else, with the invite code, `seats`
    of `team` (all its free seats people play when None; `take_back`: all the seats people
    play, or `seats`, even if taken: their person lost the token). No team: watch, with the
    invite code."""

    type: Literal["join"] = "join"
    version: int
    team: Team | None = None
    seats: Annotated[list[Player], Field(min_length=1, max_length=3)] | None = None
    token: Token | None = None
    code: Annotated[str, Field(pattern=r"^[A-Z2-7]{8}$")] | None = None  # the invite code's secret
    take_back: bool = False


class Choose(Strict):
    type: Literal["choose"] = "choose"
    seq: Seq  # the question this answers
    key: Annotated[str, Field(max_length=MAX_KEY)]


class Undo(Strict):
    type: Literal["undo"] = "undo"
    seq: Seq  # the question on the table when the undo was asked for


class Ping(Strict):
    type: Literal["ping"] = "ping"
    id: Seq


class Hint(Strict):
    """Ask the coach (`ai.coach`) about the question on the table, which this connection
    answers; one at a time. It knows what the seat's team knows and nothing more."""

    type: Literal["hint"] = "hint"
    seq: Seq


ClientMessage = Annotated[Join | Choose | Undo | Ping | Hint, Field(discriminator="type")]
_CLIENT: TypeAdapter[Join | Choose | Undo | Ping | Hint] = TypeAdapter(ClientMessage)


def first_error(err: ValidationError) -> str:
    first = err.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "message"
    return f"{where}: {error_words(first)}"


def parse_client(raw: str | bytes) -> Join | Choose | Undo | Ping | Hint:
    """The gate every client message passes: a text frame of at most MAX_CLIENT_FRAME bytes
    holding one known message with exact types; anything else is a `Refusal`."""
    if isinstance(raw, bytes):
        raise Refusal("malformed", Msg("binary frame: messages are JSON text"))
    if len(raw) > MAX_CLIENT_FRAME or len(raw.encode("utf-8", "surrogatepass")) > MAX_CLIENT_FRAME:
        raise Refusal("too-big", Msg("{n} bytes; at most {most}", n=len(raw.encode("utf-8", "surrogatepass")),
                                     most=MAX_CLIENT_FRAME))
    try:
        return _CLIENT.validate_json(raw)
    except ValidationError as err:
        raise Refusal("malformed", first_error(err)) from None


# --- host -> client ---------------------------------------------------------------------------
class Model(BaseModel):
    """A message from the host. Checked as strictly (a client never trusts a frame to be
    well-formed), but a table's squares arrive as JSON arrays for tuples."""

    model_config = ConfigDict(extra="forbid")


class Welcome(Model):
    type: Literal["welcome"] = "welcome"
    version: int
    session: str  # the host run: a new one after the host restarted
    team: Team | None  # None: a spectator
    seats: list[int]  # the players of `team` this connection answers for
    token: str | None  # keep it to take the same seats again


class Waiting(Model):
    """Whom the game waits for: a team's player (None: the team together), answered by the
    computer or by the people in `seats`; `away`: none of them is connected."""

    team: Team
    player: int | None
    seats: list[int]
    computer: bool
    away: bool


class Snapshot(Model):
    """The game as the reader's seat sees it (`rules.observe.Observation`: its question among
    it, when the reader answers it), and what is the connection's own."""

    type: Literal["snapshot"] = "snapshot"
    seq: int  # the question on the table; an answer or an undo names it
    observation: ObservationData
    waiting: Waiting | None  # None once the game is over
    can_undo: bool  # the reader may undo now
    started: bool = True  # False until the hosting window's Start: no question is asked of anyone


class Events(Model):
    """The log from event `start` on, as the reader sees it: the reader drops what it holds
    from `start` (an undo took those back) and appends these."""

    type: Literal["events"] = "events"
    start: int
    events: list[dict[str, Any]]


class SeatData(Model):
    team: Team
    player: int
    name: str
    computer: str | None  # its level, or None: a person's seat
    taken: bool  # a person's seat claimed by a token
    connected: bool


class Seats(Model):
    type: Literal["seats"] = "seats"
    seats: list[SeatData]


class Refused(Model):
    type: Literal["refused"] = "refused"
    code: RefusalCode
    detail: Words  # worded by the reader
    strikes: int  # refusals in the last STRIKE_WINDOW seconds
    limit: int  # more than this closes the connection


class Over(Model):
    type: Literal["over"] = "over"
    result: Result


class Pong(Model):
    type: Literal["pong"] = "pong"
    id: int


class Hinted(Model):
    """The coach's answer to question `seq`: the answer's `key`, and why."""

    type: Literal["hint"] = "hint"
    seq: int
    key: str
    why: Words  # worded by the reader


HostMessage = Annotated[Welcome | Snapshot | Events | Seats | Refused | Over | Pong | Hinted,
                        Field(discriminator="type")]
_HOST: TypeAdapter[Welcome | Snapshot | Events | Seats | Refused | Over | Pong | Hinted] = TypeAdapter(HostMessage)


class HostError(Exception):
    """A frame from the host that is not a message of this protocol."""


def parse_host(raw: str | bytes) -> Welcome | Snapshot | Events | Seats | Refused | Over | Pong | Hinted:
    try:
        return _HOST.validate_json(raw)
    except ValidationError as err:
        raise HostError(first_error(err)) from None


# --- events as data -----------------------------------------------------------------------------
EVENT_TYPES: dict[str, type[ev.Event]] = {cls.__name__: cls for cls in ev.Event.__subclasses__()}
_EVENT_ADAPTERS: dict[str, TypeAdapter[Any]] = {}


def event_data(event: ev.Event) -> dict[str, Any]:
    """An event as its kind and fields, a message among them as its data (the client words it)."""
    fields: dict[str, Any] = {"kind": event.kind}
    for f in dataclasses.fields(event):
        value = getattr(event, f.name)
        fields[f.name] = value.data() if isinstance(value, Msg) else value
    return fields


def to_event(data: dict[str, Any]) -> ev.Event:
    """The event an `event_data` dict describes; `HostError` if it describes none."""
    fields = dict(data)
    kind = fields.pop("kind", None)
    cls = EVENT_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise HostError(f"events: unknown event kind {str(kind)[:40]!r}")
    adapter = _EVENT_ADAPTERS.get(cls.__name__)
    if adapter is None:
        adapter = _EVENT_ADAPTERS[cls.__name__] = TypeAdapter(cls)
    try:
        event: ev.Event = adapter.validate_python(fields)
    except ValidationError as err:
        raise HostError(f"events: {kind}: {first_error(err)}") from None
    return event
