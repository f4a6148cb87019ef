"""The one question a game asks at a time, and the answers it accepts.

The engine's flow is written as generators that yield each question: the `Game` driver
hands the yielded `Decision` to whoever decides and sends the `Choice` back. A question is
asked in one of two ways:

- `choice = only(choices) or (yield Decision(...))`: a question with exactly one answer is
  answered at once, unless that answer spends something (`only`);
- `choice = yield Decision(...)`: a question that is always put to the player: one that
  always offers a way out ("pass", "done", "do not use", "no Targeting scope"), one whose
  every answer spends (a payment), one whose answer harms or moves a figure (whom a shot
  hits, where it acts, a shot's effect, a Newton, a move to another square: the table never
  chooses whom you shoot), and the tagback question, which comes whenever the rules allow a
  grenade, held or not (`powerups.tagbacks`).

The question is yielded straight from the rule that asks it, not through a helper
generator: every generator level is resumed on each question's way out and back, and a
helper level cost about 2 % of a random game. A question without answers is an engine bug,
refused by the driver."""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from typing import Any, Union

from ..message import Words, text

from .state import Ammo, Square, Team


class IllegalChoice(ValueError):
    """A choice that is not among the pending decision's legal choices; nothing changed."""


class Kind(StrEnum):
    """What a decision asks. The values are the words tests, bots and the golden fingerprint read."""

    DRAFT = "draft"  # pick a character (TP-DRAFT-2)
    CONTROL = "control"  # which character is yours (TP-DRAFT-3)
    AMMO = "ammo"  # which starting character weapon is paid, or who pays the shared one (TP-AMMO-3/4)
    SPAWN = "spawn"  # who draws 2; which card chooses a spawnpoint (TP-SPAWN, TP-KILL-5)
    SHARED = "shared"  # who runs the shared character this turn (TP-CTRL-2)
    NEXT = "next"  # who acts next, a Newton or Teleporter, or the end of the actions (TP-TURN-1)
    ACTION = "action"  # one character's action (TP-TURN-2/3)
    MOVE = "move"  # where to move before a grab or a shot
    GRAB = "grab"  # which weapon to take from a spawnpoint (BASE-GRAB)
    DROP = "drop"  # which loaded weapon goes into the slot (TP-WPN-7)
    WEAPON = "weapon"  # which weapon to fire
    EFFECT = "effect"  # a weapon's next effect, or finish the shot (BASE-WG)
    TARGET = "target"  # whom an effect hits
    SQUARE = "square"  # where an effect acts or moves someone
    OPTION = "option"  # a named option of an effect: a direction, a room
    PAY = "pay"  # cubes or powerups as ammo (BASE-AMMO-3/4)
    SCOPE = "scope"  # a Targeting scope after a shot (TP-PU-3)
    TAGBACK = "tagback"  # a tagback grenade, asked of the damaged team (TP-PU-5)
    NEWTON = "newton"  # whom a Newton moves, and where (TP-PU-4)
    TELEPORTER = "teleporter"  # whom a Teleporter puts where (TP-PU-6)
    DISCARD = "discard"  # a powerup over the hand limit (BASE-PU-2)
    ABILITY = "ability"  # which end-of-turn ability next, and its choices (TP-END-2)
    HEAL = "heal"  # which character heals (TP-END-4, TP-KILL-3)
    REWARD = "reward"  # a flush reward's cube or powerup, for whom (TP-END-4)
    RESPAWN = "respawn"  # who respawns the shared character (TP-PU-2b)
    RELOAD = "reload"  # which weapon, by whom, or done (TP-REL-1)
    UNLOAD = "unload"  # which loaded weapon goes back to the team's table first (TP-WPN-7)


Label = Union[Words, Callable[[], Words]]  # a label, or how to make its message when it is first read


class Choice:
    """One legal answer. `key` is what saves record and `label` what a person reads; code
    reads the other fields, never those two. Where the choice lives on the table (square,
    figure, weapon, card) lets a renderer highlight it; what it does is in the rest.

    A plain slots class, not a frozen dataclass: a game builds thousands of choices and
    frozen fields cost a `object.__setattr__` each. Nobody changes a choice once it is made.
    The label is a message (`message.Msg`), worded each time it is read, so it follows the
    language of that moment; it may be given as a function making the message, called the
    first time someone reads it (most choices are answered by bots and never read)."""

    __slots__ = ("key", "_label", "square", "figure", "weapon", "powerup", "player", "ammo", "option", "lightning",
                 "cubes", "cards", "source")

    def __init__(self, key: str, label: Label, square: Square | None = None,
                 figure: str | None = None,  # the character it names: who acts, a target, whose token
                 weapon: str | None = None, powerup: str | None = None, player: int | None = None,
                 ammo: Ammo | None = None,  # a cube's colour (a flush reward)
                 option: str | None = None,  # a named option: an action (grab, shoot, pass), an effect id, a direction, a room
                 lightning: bool = False,  # it costs an Adrenaline Rush payment (HS-AR-3): an adrenaline action, a ⚡ effect
                 cubes: tuple[Ammo, ...] = (),  # a payment's cubes
                 cards: tuple[str, ...] = (),  # a payment's powerups spent as ammo
                 source: str | None = None):  # the other character it names: the token a hack recolours
        self.key = key
        self._label = label
        self.square = square
        self.figure = figure
        self.weapon = weapon
        self.powerup = powerup
        self.player = player
        self.ammo = ammo
        self.option = option
        self.lightning = lightning
        self.cubes = cubes
        self.cards = cards
        self.source = source

    @property
    def words(self) -> Words:
        """The label as a message (what the network sends: each client words it)."""
        label = self._label
        if callable(label):
            label = self._label = label()
        return label

    @property
    def label(self) -> str:
        """The label in the current language."""
        return text(self.words)

    def __eq__(self, other: object) -> bool:
        """The same answer: the same key. A key names one answer of its question (no two
        answers of a question share one), so two choices with the same key are the same
        answer, worded or not (comparing labels would word every lazy one)."""
        if not isinstance(other, Choice):
            return NotImplemented
        return self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        return f"Choice({self.key!r}, {self.label!r})"

    @property
    def spends(self) -> bool:
        """It spends something of the player's: cubes or powerups as ammo, or an Adrenaline
        Rush payment. Such an answer is always the player's to give (`only`)."""
        return self.lightning or bool(self.cubes) or bool(self.cards)


class Greyed:
    """An answer a question does not offer now, kept in its place with the reason, in the
    rulebook's words (the action question's actions: `Decision.greyed`). Label and reason are
    messages worded when read; the reason may be given as a function making its message,
    called the first time someone reads it (bots never do)."""

    __slots__ = ("key", "_label", "option", "lightning", "place", "_reason")

    def __init__(self, key: str, label: Words, option: str | None, lightning: bool, place: int, reason: Label):
        self.key = key
        self._label = label
        self.option = option
        self.lightning = lightning
        self.place = place  # its place among all the question's answers, as a table shows them
        self._reason = reason

    @property
    def words(self) -> Words:
        return self._label

    @property
    def label(self) -> str:
        return text(self._label)

    @property
    def why(self) -> Words:
        """The reason as a message."""
        reason = self._reason
        if callable(reason):
            reason = self._reason = reason()
        return reason

    @property
    def reason(self) -> str:
        """The reason in the current language."""
        return text(self.why)

    def __repr__(self) -> str:
        return f"Greyed({self.key!r}, {self.reason!r})"


@cache
def shared(key: str, label: Words, figure: str | None = None, option: str | None = None,
           lightning: bool = False) -> Choice:
    """A choice made once and offered by every question that asks it again (the action menu,
    the end-of-turn abilities): nobody changes a choice once it is made, so one object may
    answer many questions, and building it again at each question is work for nothing."""
    return Choice(key, label, figure=figure, option=option, lightning=lightning)


@dataclass(slots=True)
class Decision:
    team: Team  # the deciding team
    player: int | None  # the deciding player of that team; None: the team decides together
    kind: Kind
    # The prompt: a message, or how to make it when first read (a question most bots answer unread).
    # Not compared: it is made from what the other fields say, and a prompt not yet made (a
    # function) equals no other, so the same question in a bot's dealt world never matched
    # the one asked (`ai.worlds.world`).
    ask: Label = field(compare=False)
    choices: tuple[Choice, ...]
    figure: str | None = None  # the character the decision is about, if any
    action: str | None = None  # the action a move leads to: "grab" or "shoot"
    # The action question: the actions not on offer, in the order a table shows them all, each
    # with why. Shown beside the question, not part of it: two questions that offer the same
    # answers are the same question.
    greyed: tuple[Greyed, ...] = field(default=(), compare=False)

    @property
    def question(self) -> Words:
        """The prompt as a message (what the network sends: each client words it)."""
        ask = self.ask
        if callable(ask):
            ask = self.ask = ask()
        return ask

    @property
    def prompt(self) -> str:
        """The question in the current language."""
        return text(self.question)

    def places(self) -> tuple[Choice | Greyed, ...]:
        """Every answer in its fixed place, offered and greyed together: each greyed answer at
        its `place`, the offered ones in order in the places left (both come in table order)."""
        offered = iter(self.choices)
        at = {g.place: g for g in self.greyed}
        return tuple(at[i] if i in at else next(offered) for i in range(len(self.choices) + len(self.greyed)))

    def find(self, key: str) -> Choice:
        for choice in self.choices:
            if choice.key == key:
                return choice
        legal = ", ".join(c.key for c in self.choices[:12])
        raise IllegalChoice(f"{key!r} is not a legal choice for '{self.kind}' ({self.prompt}); legal: {legal}")


Flow = Generator[Decision, Choice, Any]


def only(choices: tuple[Choice, ...]) -> Choice | None:
    """The answer given at once, without asking: the one choice, unless it spends something.
    The table never spends for a player, so a payment or an Adrenaline Rush effect is
    confirmed even when it is the only way (and, like any decision, it can be undone within
    the turn). About a third of the questions have one answer: asked first, this builds no
    `Decision` for them."""
    return choices[0] if len(choices) == 1 and not choices[0].spends else None
