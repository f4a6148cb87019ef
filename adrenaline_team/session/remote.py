"""A seat at a game hosted on the network, as the play screen drives it (`PlaySession`).

The connection runs on its own thread (`net.client.ThreadedClient`) and wakes the window when
a message comes (the window's `wake`); once per frame the session takes the messages in (`net.mirror.Mirror`
keeps what was told) and makes each change of the table (the events, then the snapshot that
follows them) a `Step` that the play screen shows as it shows a choice made at the table: one
at a time, the computer's answers a moment apart as at the table.

What the screen shows is always what this seat was sent: the table as its team sees it
(`rules.view`, made by the host), the question only when it is this seat's. An answer names
its question (`seq`), so it never answers another; until the host says what came of it, and
while the connection is down, no question is on the screen and the prompt bar says why
(`waiting`). A rejoin sends the whole log and the question again: the screen takes them as
they are, at the same decision with the same view."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from ..i18n import N_, _
from ..net import protocol as p
from ..net.client import Patience, Status, ThreadedClient, parse_address
from ..net.invite import Invite
from ..net.mirror import Mirror
from ..rules import Choice, Decision, Game, Table
from ..rules.cards import team_name
from ..rules.events import Event, GameOver
from ..rules.observe import Observation
from ..rules.state import TEAMS, Team
from .play import End, Over, Step, Uncaptioned, Wait

Presence = Literal["connected", "lost", "waiting"]  # a team's people, as its connection badge says
SeatData = p.SeatData  # a seat as the host says it: who sits there, a person or the computer, connected
NOT_STARTED = N_("Joined: waiting for the host to start")


@dataclass(frozen=True)
class _Change:
    start: int  # the log from here on is `events` (below what the screen holds: cut back)
    events: list[Event]
    snapshot: p.Snapshot
    joined: int  # the connection's joins so far: after a rejoin the same question is asked anew


class RemoteGame:
    """What this seat was told, as far as the screen has shown it (`play.ShownGame`)."""

    seen: Observation  # the observation in the snapshot shown

    def __init__(self, change: _Change):
        self.log: list[Event] = []
        self.snapshot = change.snapshot
        self.joined = change.joined
        self.answered = False  # this screen answered the question on show; the host has not said what came of it
        self.connected = True
        self.behind = False  # a later question came and waits to be shown: the one on show is no longer asked
        self.take(change)

    def take(self, change: _Change) -> bool:
        """Show `change`; whether it cut the log back (an undo, a rejoin's whole log)."""
        cut = change.start < len(self.log)
        del self.log[change.start:]
        self.log.extend(change.events)
        if change.snapshot.seq != self.snapshot.seq or change.joined != self.joined:
            self.answered = False
        self.snapshot, self.joined = change.snapshot, change.joined
        self.seen = Observation.from_wire(change.snapshot.observation)
        return cut

    @property
    def table(self) -> Table:
        return self.seen.now

    @property
    def pending(self) -> Decision | None:
        return None if self.answered or not self.connected or self.behind else self.seen.decision

    @property
    def can_undo(self) -> bool:
        return self.pending is not None and self.snapshot.can_undo

    @property
    def over(self) -> bool:
        return self.snapshot.waiting is None


class RemoteSession(Uncaptioned):
    keeps_results = False  # the game's results stay with its host: the screen offers the way back at the end

    def __init__(self, client: ThreadedClient, where: str, delay: float = 0.0):
        """`where`: the host's address as the player reads it; `delay`: seconds between two
        changes shown one after the other (the computer's answers on the host come at once)."""
        self.client = client
        self.where = where
        self.delay = delay
        self.invite = ""  # where and with which code others join, said while the game waits (the hosting window's)
        self.lobby_code = ""  # the hosting window's: its lobby shows it, and where (`lobby_addresses`)
        self.lobby_addresses: list[str] = []
        self.mirror = Mirror()
        self.status = Status(state="connecting")
        self.unkept = ""  # why the seat's token could not be kept on disk (it plays all the same)
        self.shown: RemoteGame | None = None
        self._queue: deque[_Change] = deque()
        self._from: int | None = None  # the first log event changed since the last snapshot
        self._joins = 0
        self._hold = 0.0
        self._said: object = None  # what the screen last showed of the question and the prompt bar

    # --- messages in ------------------------------------------------------------------------
    def pump(self) -> None:
        """Take in what came since the last frame."""
        for message in self.client.poll():
            if isinstance(message, Status):
                self.status = message
                if message.state == "joined":
                    self.unkept = message.detail
                continue
            try:
                self.mirror.apply(message)
            except p.HostError as err:  # an event this version cannot read: the game cannot be followed here
                self.client.close(0)
                self.status = Status(state="gave-up", detail=str(err))
                break
            if isinstance(message, p.Welcome):
                self._joins += 1
            elif isinstance(message, p.Events):
                self._from = message.start if self._from is None else min(self._from, message.start)
            elif isinstance(message, p.Snapshot):
                start = len(self.mirror.log) if self._from is None else self._from
                self._queue.append(_Change(start, self.mirror.log[start:], message, self._joins))
                self._from = None
            elif isinstance(message, p.Refused) and self.shown is not None:
                self.shown.answered = False  # the answer was not taken: the question is asked again
        self._mark()

    def _mark(self) -> None:
        """Whether the question on show may be answered: the connection is up, and no later
        question waits to be shown (an answer to this one would be refused as stale: a
        teammate's or the computer's answer came first; and ten refusals a minute close the
        connection)."""
        if self.shown is not None:
            self.shown.connected = self.status.state in ("joined", "over")
            self.shown.behind = any(c.snapshot.seq != self.shown.snapshot.seq or c.joined != self.shown.joined
                                    for c in self._queue)

    def ready(self) -> bool:
        """Whether the first table came (the play screen can be made): it shows the latest."""
        self.pump()
        while self._queue:
            change = self._queue.popleft()
            if self.shown is None:
                self.shown = RemoteGame(change)
            else:
                self.shown.take(change)
        self._mark()
        if self.shown is not None and self._said is None:
            self._said = self._shows()
        return self.shown is not None

    def started(self) -> bool:
        """Whether the game has started (the host's Start): a joined window waits for it before
        its table opens."""
        return self.shown is not None and self.shown.snapshot.started

    # --- the play screen's session (`PlaySession`) -------------------------------------------
    @property
    def game(self) -> RemoteGame:
        assert self.shown is not None, "the play screen is made once the first table came (`ready`)"
        return self.shown

    @property
    def people(self) -> list[Team]:
        return [self.mirror.team] if self.mirror.team is not None else []

    def person_answers(self, d: Decision) -> bool:
        return True  # the questions on this screen are its people's: computer seats play on the host (`seating`)

    def choose(self, choice: Choice | str) -> list[Event]:
        self.client.choose(self.game.snapshot.seq, choice.key if isinstance(choice, Choice) else choice)
        self.game.answered = True
        self._said = self._shows()
        return []  # they come from the host

    def undo(self) -> None:
        self.client.undo(self.game.snapshot.seq)
        self.game.answered = True
        self._said = self._shows()

    def follow(self, dt: float) -> Step | None:
        self.pump()
        self._hold = max(0.0, self._hold - dt)
        if self._queue and self._hold <= 0:
            change = self._queue.popleft()
            cut = self.game.take(change)
            self._mark()
            if change.events and not cut:
                self._hold = self.delay
            self._said = self._shows()
            return Step([] if cut else change.events, cut)
        if (shows := self._shows()) != self._said:
            self._said = shows
            return Step([])
        return None

    def moving(self) -> bool:
        return bool(self._queue)

    def _shows(self) -> object:
        """What the screen shows of the game's progress besides the table: a question or the
        prompt bar's words (a change of it is shown at once)."""
        return self.game.pending is not None, self.waiting(), self.whole() is not None

    def waiting(self) -> Wait | None:
        game = self.shown
        if game is None or game.pending is not None:
            return None
        if self.status.state == "gave-up":
            return Wait(None, _("This game cannot go on here: {why}").format(why=self.status.detail), final=True)
        snap = game.snapshot
        if snap.waiting is None:
            ended = next((e.text for e in reversed(game.log) if isinstance(e, GameOver)), _("The game is over"))
            result = game.table.result
            winner = result.winner if result is not None else None
            return Wait(winner, ended, final=not self.keeps_results)
        if not game.connected:
            if self.status.state == "lost":
                return Wait(None, _("Connection to the host lost: trying again in {seconds} s").format(
                    seconds=max(1, round(self.status.retry_in))))
            return Wait(None, _("Connection to the host lost: trying again…"))
        if game.answered:
            return Wait(self.mirror.team, _("Answer sent: waiting for the host"))
        if not self.started():
            return Wait(None, _(NOT_STARTED))
        return Wait(snap.waiting.team, self._whom(snap.waiting, game.table))

    @staticmethod
    def _who(w: p.Waiting, table: Table) -> str:
        """The team, or its player, the game waits for."""
        team = team_name(w.team)
        return team if w.player is None else _("{team} ({name})").format(
            team=team, name=table.config.players(w.team)[w.player].name)

    def _whom(self, w: p.Waiting, table: Table) -> str:
        """Whom the game waits for, and why."""
        who = self._who(w, table)
        if w.computer:
            return _("The computer is deciding for {who}").format(who=who)
        if not w.away:
            return _("{who} is deciding").format(who=who)
        if any(s.taken for s in self.mirror.seats if s.team == w.team and s.player in w.seats):
            return _("Waiting for {who}: connection lost").format(who=who)
        if self.invite:
            return _("Waiting for {who} to join: {invite}").format(who=who, invite=self.invite)
        return _("Waiting for {who} to join").format(who=who)

    @property
    def seats(self) -> list[SeatData]:
        """Every seat of the game, as the host last said."""
        return self.mirror.seats

    @property
    def encrypted(self) -> bool:
        """Whether the connection is encrypted (a game hosted with --insecure is not)."""
        return self.client.encrypted

    def presence(self) -> dict[Team, Presence]:
        """Each team people play, as far as this window knows: "lost" when one of its seats
        was taken and its connection is gone (or this window's own connection is: it knows
        nothing of anyone then), else "waiting" while a seat of it has not been joined, else
        "connected". A team of computers is in no danger of either: it has none."""
        out: dict[Team, Presence] = {}
        down = self.shown is not None and not self.shown.connected
        for team in TEAMS:
            people = [s for s in self.mirror.seats if s.team == team and s.computer is None]
            if not people:
                continue
            if down or any(s.taken and not s.connected for s in people):
                out[team] = "lost"
            else:
                out[team] = "waiting" if any(not s.taken for s in people) else "connected"
        return out

    def ended(self) -> End | None:
        """The results, once this window holds the game (a network seat's stay with the host:
        its prompt bar offers the way back instead)."""
        game = self.whole()
        return Over(game) if game is not None and game.over else None

    def whole(self) -> Game | None:
        return None  # the host holds it

    def not_saving(self) -> str:
        return self.unkept

    def observation(self) -> Observation | None:
        return self.game.seen if self.game.pending is not None else None

    def close(self) -> None:
        self.client.close(2.0)


def join(address: str, team: Team | None, delay: float = 0.0, patience: Patience | None = None,
         invite: Invite | None = None, take_back: bool = False, *, wake: Callable[[], None]) -> RemoteSession:
    """Join the game hosted at `address` (HOST[:PORT]) with its `invite` code, `team`'s free
    seats (None: watch; `take_back`: its seats even if taken, their token lost); `wake`: called
    on the connection's thread when a message comes (the window's frame loop stops sleeping on
    its input); `ValueError` (one line) for an address that is none."""
    host, port = parse_address(address)
    client = ThreadedClient(host, port, team, patience=patience, wake=wake, invite=invite, take_back=take_back)
    return RemoteSession(client, f"[{host}]:{port}" if ":" in host else f"{host}:{port}", delay)
