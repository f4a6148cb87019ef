"""What one team has seen of a game: everything a person of that team at the table knows, and
nothing else. It is the bots' only input (`ai/`), so a computer team never peeks at the other
team's powerups, the order of the face-down decks or the random generator.

A team saw the table as its turn (or the setup) started, every answer given since (answers
are announced at the table: a card played, a spawnpoint chosen, a grenade declined), every
powerup that entered or left a hand since (the card itself only for its own hands, or once
it is shown face up), and the table now.

`Observation` is the one view of a seat, made by `observe` and nowhere else: a bot reads it
at the table, the host sends it as a snapshot's body (`net/protocol.py`), a network client
and the window's worker process rebuild it (`ObservedSeat`), the coach reads it, and a page
in another language reads its JSON. Its wire form is `Observation.to_wire` (`ObservationData`,
whose JSON Schema `adrenaline-team schema --observation` prints) and back, `from_wire`. A pair,
not a pydantic `Observation`: at the table a bot builds one for every question it is asked,
holding the question as the rules made it, whose prompt and answers' labels are worded only
when read (most never are); the wire form words them, as messages (`message.Msg.data`) that
each reader words in its own language."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from pydantic import BaseModel, ConfigDict, Field

from ..message import Msg, Words  # noqa: F401  (Msg: pydantic resolves the `Words` union's name here)
from .decision import Choice, Decision, Greyed, Kind
from .state import Ammo, Square, Table, Team
from .view import HIDDEN, view

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True, slots=True)
class Answer:
    """One question asked since the turn started and the answer given to it."""

    team: Team
    player: int | None
    kind: Kind
    choice: Choice


@dataclass(frozen=True, slots=True)
class HandMove:
    """A powerup into a hand (`drawn`) or out of it, face up, to the discard pile."""

    team: Team
    player: int
    card: str  # HIDDEN for a card the other team drew and has not shown
    drawn: bool


@dataclass(frozen=True, slots=True)
class Observation:
    team: Team | None  # None: a spectator's, who sees every hand from behind and is never asked
    start: Table  # the table as the team saw it when the turn started
    answers: tuple[Answer, ...]
    hands: tuple[HandMove, ...]
    now: Table  # the table as the team sees it now
    decision: Decision | None  # the pending question, when this team (on the network: this seat) is the one asked

    @property
    def script(self) -> list[str]:
        """The answers as a saved game's script: replayed on `start`, they lead to `now`."""
        return [a.choice.key for a in self.answers]

    def copy(self) -> Observation:
        """The same observation with tables of its own (a bot may try things on them)."""
        return replace(self, start=self.start.model_copy(deep=True), now=self.now.model_copy(deep=True))

    def to_wire(self) -> ObservationData:
        d = self.decision
        return ObservationData(
            team=self.team, start=self.start,
            answers=[AnswerData(team=a.team, player=a.player, kind=a.kind, choice=ChoiceData.of(a.choice))
                     for a in self.answers],
            hands=[HandData(team=h.team, player=h.player, card=h.card, drawn=h.drawn) for h in self.hands],
            now=self.now, decision=DecisionData.of(d) if d is not None else None)

    @classmethod
    def from_wire(cls, data: ObservationData) -> Observation:
        """The observation `data` describes (its tables shared with it, not copied)."""
        d = data.decision
        return cls(team=data.team, start=data.start,
                   answers=tuple(Answer(a.team, a.player, a.kind, a.choice.choice()) for a in data.answers),
                   hands=tuple(HandMove(h.team, h.player, h.card, h.drawn) for h in data.hands),
                   now=data.now, decision=d.decision() if d is not None else None)


def announced(game: Game) -> tuple[Answer, ...]:
    """Every answer given since the turn started: announced at the table, so seen by all."""
    return tuple(Answer(d.team, d.player, d.kind, c) for d, c in game.answers)


def hand_moves(game: Game, team: Team | None) -> tuple[HandMove, ...]:
    """The powerups into and out of hands since the turn started, as `team` saw them (None:
    a spectator, who sees every draw from behind)."""
    return tuple(HandMove(t, p, card if t == team or not drawn else HIDDEN, drawn)
                 for t, p, card, drawn in game.eng.hands)


def observe(game: Game, team: Team | None) -> Observation:
    pending = game.pending
    return Observation(
        team=team,
        start=view(game.turn_start, team),
        answers=announced(game),
        hands=hand_moves(game, team),
        now=view(game.table, team),
        decision=pending if pending is not None and pending.team == team else None,
    )


class Seat(Protocol):
    """What a bot is handed: the question its team is asked and, on demand, everything that
    team has seen (`Observation`). A bot is a function of these and of nothing else. A simple
    bot reads the question only, so the observation (two copies of the table) is made only
    when asked for."""

    @property
    def decision(self) -> Decision: ...

    def observation(self) -> Observation: ...


class GameSeat:
    """The seat asked the pending question of a game at this table (or of a world a bot dealt
    itself): it shows the bot that team's observation, not the game."""

    __slots__ = ("_game",)

    def __init__(self, game: Game):
        self._game = game

    @property
    def decision(self) -> Decision:
        d = self._game.pending
        assert d is not None, "the game is over: it asks nothing"
        return d

    def observation(self) -> Observation:
        return observe(self._game, self.decision.team)


class ObservedSeat:
    """The seat of an observation alone, asked the question it holds: a network client's (the
    host sent the observation) and the window's worker process's (the window sent it). The
    same bot with the same seed answers here as it would at the table
    (`tests/test_observe_wire.py`)."""

    __slots__ = ("_seen", "_decision")

    def __init__(self, seen: Observation):
        assert seen.decision is not None, "the observation asks this seat nothing"
        self._seen = seen
        self._decision = seen.decision

    @property
    def decision(self) -> Decision:
        return self._decision

    def observation(self) -> Observation:
        return self._seen.copy()  # a copy each time, as `observe` makes one


# --- the wire form ------------------------------------------------------------------------------
class Wire(BaseModel):
    """Read as strictly as anything from another computer (no unknown field); a square is a
    JSON array of its row and column."""

    model_config = ConfigDict(extra="forbid")


class ChoiceData(Wire):
    """An answer: its `key` (what an answer sends back), its label, and the fields that say
    what it does and where it lives on the table (a renderer lights it there)."""

    key: str
    label: Words = Field(description="a message: worded by the reader")
    square: Square | None = Field(None, description="[row, column] of the square it names")
    figure: str | None = Field(None, description="the character it names: who acts, a target, whose token")
    weapon: str | None = None
    powerup: str | None = None
    player: int | None = Field(None, description="the player of the deciding team it names (0-2)")
    ammo: Ammo | None = Field(None, description="a cube's colour")
    option: str | None = Field(None, description="a named option: an action, an effect, a direction, a room")
    lightning: bool = Field(False, description="it costs an Adrenaline Rush payment")
    cubes: tuple[Ammo, ...] = Field((), description="a payment's cubes")
    cards: tuple[str, ...] = Field((), description="a payment's powerups spent as ammo")
    source: str | None = Field(None, description="the other character it names: the token a hack recolours")

    @classmethod
    def of(cls, c: Choice) -> ChoiceData:
        return cls(key=c.key, label=c.words, square=c.square, figure=c.figure, weapon=c.weapon, powerup=c.powerup,
                   player=c.player, ammo=c.ammo, option=c.option, lightning=c.lightning, cubes=c.cubes, cards=c.cards,
                   source=c.source)

    def choice(self) -> Choice:
        return Choice(self.key, self.label, self.square, self.figure, self.weapon, self.powerup, self.player, self.ammo,
                      self.option, self.lightning, self.cubes, self.cards, self.source)


class GreyedData(Wire):
    """An answer the question does not offer now, in its place, with the rule's reason."""

    key: str
    label: Words = Field(description="a message: worded by the reader")
    option: str | None = None
    lightning: bool = False
    place: int = Field(ge=0, le=63, description="its place among all the question's answers, as a table shows them")
    reason: Words = Field(description="a message: why it is not on offer, in the rulebook's words")

    @classmethod
    def of(cls, g: Greyed) -> GreyedData:
        return cls(key=g.key, label=g.words, option=g.option, lightning=g.lightning, place=g.place, reason=g.why)

    def greyed(self) -> Greyed:
        return Greyed(self.key, self.label, self.option, self.lightning, self.place, self.reason)


class DecisionData(Wire):
    """The question: who decides, what kind, its prompt and its answers."""

    team: Team
    player: int | None = Field(description="the deciding player of the team (0-2); null: the team decides together")
    kind: Kind
    prompt: Words = Field(description="a message: worded by the reader")
    choices: list[ChoiceData] = Field(description="the answers on offer, in table order")
    figure: str | None = Field(None, description="the character the question is about")
    action: str | None = Field(None, description="the action a move leads to: grab or shoot")
    greyed: list[GreyedData] = Field(default_factory=list, description="answers not on offer now, with the reason")

    @classmethod
    def of(cls, d: Decision) -> DecisionData:
        return cls(team=d.team, player=d.player, kind=d.kind, prompt=d.question,
                   choices=[ChoiceData.of(c) for c in d.choices], figure=d.figure, action=d.action,
                   greyed=[GreyedData.of(g) for g in d.greyed])

    def decision(self) -> Decision:
        return Decision(self.team, self.player, self.kind, self.prompt, tuple(c.choice() for c in self.choices),
                        self.figure, self.action, tuple(g.greyed() for g in self.greyed))


class AnswerData(Wire):
    """An answer given since the turn started (announced at the table)."""

    team: Team
    player: int | None
    kind: Kind
    choice: ChoiceData


class HandData(Wire):
    """A powerup into (`drawn`) or out of a hand since the turn started."""

    team: Team
    player: int
    card: str = Field(description='the powerup; "hidden" for one the reader may not see')
    drawn: bool = Field(description="into the hand (else out of it, face up, to the discard pile)")


class ObservationData(Wire):
    """What one seat sees of the game (`Observation`), as JSON."""

    team: Team | None = Field(description="the seat's team; null: a spectator, who sees every hand from behind")
    start: Table = Field(description="the table as the team saw it when the team turn (or the setup) started")
    answers: list[AnswerData] = Field(description="every answer given since, in order")
    hands: list[HandData] = Field(description="the powerups into and out of hands since, in order")
    now: Table = Field(description="the table as the team sees it now: hidden cards are \"hidden\"")
    decision: DecisionData | None = Field(description="the question, when this seat is the one asked")
