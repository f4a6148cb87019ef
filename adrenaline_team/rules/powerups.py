"""Powerups, one place for every rule of the cards (BASE-PU, TP-PU): drawn into a hand of at
most 3, played for their effect, spent as ammo, discarded to choose a spawnpoint.

Every card played for its effect goes through `play`: it checks the card is in the player's
hand, pays what the card costs, discards it and narrates it in one line; the card's effect
follows. Newton and Teleporter are offered between actions (`between_actions`), the
Targeting scope after a shot that dealt damage (`targeting_scope`), the Tagback grenade to
the damaged team once an action's hits are dealt (`tagbacks`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache, lru_cache, partial
from typing import TYPE_CHECKING

from ..arena import DIRECTIONS
from . import events as ev
from . import payment
from ..message import Msg, listing
from .cards import card_msg, catalog, char_msg, powerup, powerup_msg
from .decision import Choice, Decision, Flow, Kind, only
from .rng import shuffle
from .state import MAX_MARKS, MAX_POWERUPS, Square, Team, sqkey

if TYPE_CHECKING:
    from ..arena import Arena
    from .engine import Engine


# --- a card's way into and out of a hand ---------------------------------------------------
def draw(eng: Engine, team: Team, index: int) -> str | None:
    """Draw to a player's hand; an empty pile is refilled from the discards (BASE-REFILL-3)."""
    t = eng.table
    if not t.powerup_deck:
        t.powerup_deck, t.powerup_discard = t.powerup_discard, []
        shuffle(t, t.powerup_deck)
    if not t.powerup_deck:
        return None
    card = t.powerup_deck.pop()
    eng.player(team, index).powerups.append(card)
    eng.hands.append((team, index, card, True))
    eng.revealed = True
    eng.emit(ev.PowerupDrawn(team, eng.pname(team, index), card))
    return card


def discard(eng: Engine, team: Team, index: int, card: str, why: Msg) -> None:
    eng.spend_powerup(team, index, card)
    eng.emit(ev.PowerupDiscarded(team, eng.pname(team, index), card, why))


def discard_to_limit(eng: Engine, team: Team, index: int) -> Flow:
    """Over the hand limit, the player discards one (BASE-PU-2)."""
    hand = eng.player(team, index).powerups
    while len(hand) > MAX_POWERUPS:
        choices = tuple(Choice(f"discard:{c}", card_msg(c), powerup=c, player=index) for c in hand)
        choice = only(choices) or (yield Decision(team, index, Kind.DISCARD,
                                                  partial(_discard_which, eng.pname(team, index)), choices))
        assert choice.powerup is not None  # each answer names a card
        discard(eng, team, index, choice.powerup, HAND_LIMIT)


# --- played for its effect (BASE-PU-3a) -------------------------------------------------------
def play(eng: Engine, team: Team, index: int, card: str, detail: Msg, cost: tuple[str, ...] = ()) -> Flow:
    """Play `card` from player `index`'s hand: it goes to the discard pile, `cost` is paid
    (never with the card itself), and the play is narrated in one line; the caller then
    resolves its effect."""
    if card not in eng.player(team, index).powerups:
        raise RuntimeError(f"engine bug: {card!r} is not in {eng.pname(team, index)}'s hand")
    eng.spend_powerup(team, index, card)
    yield from payment.pay(eng, team, index, cost, _the(card))
    eng.emit(ev.PowerupPlayed(eng.pname(team, index), card, detail))


# --- Newton and Teleporter, between actions (TP-PU-4, TP-PU-6) --------------------------------
def between_actions(eng: Engine, team: Team) -> list[Choice]:
    """Newton and Teleporter cards playable now: one choice per player, card kind and colour
    held (a second card of the kind and colour is the same answer)."""
    out: list[Choice] = []
    for index, p in enumerate(eng.teams[team].players):
        seen = []
        for card in p.powerups:
            held = _between(card)
            if held is not None and held not in seen:
                seen.append(held)
                if BETWEEN_ACTIONS[held[0]][0](eng, team, index):
                    out.append(_between_choice(p.name, card, index))
    return out


@lru_cache(maxsize=512)
def _between_choice(player: str, card: str, index: int) -> Choice:
    """Player `index` (named `player`) plays the card. Cached: it depends on nothing but its
    arguments, and is offered at every "who acts next?" while the card is held."""
    return Choice(f"play:{card}", Msg("{player}: {card}", player=player, card=card_msg(card)), powerup=card,
                  player=index)


@cache  # the catalog never changes
def _between(card: str) -> tuple[str, str] | None:
    """A card's kind and colour when it is played between actions (`BETWEEN_ACTIONS`)."""
    pu = powerup(card)
    return (pu.kind, pu.colour) if pu.kind in BETWEEN_ACTIONS else None


def play_between_actions(eng: Engine, team: Team, choice: Choice) -> Flow:
    card, index = choice.powerup, choice.player
    assert card is not None and index is not None  # `between_actions` names both
    yield from BETWEEN_ACTIONS[powerup(card).kind][1](eng, team, index, card)


def _newton_squares(eng: Engine, char: str) -> tuple[Square, ...]:
    square = eng.figures[char].square
    return _newton_reach(eng.arena, square) if square else ()


@cache  # per arena and square: an arena never changes
def _newton_reach(arena: Arena, square: Square) -> tuple[Square, ...]:
    """Where a Newton may move a figure standing on `square`: 1 or 2 squares in one direction."""
    return tuple(dict.fromkeys(s for d in DIRECTIONS for s in arena.straight(square, d, 2)))


def _newton_targets(eng: Engine, team: Team) -> list[str]:
    return [c for c in eng.enemies(team) if _newton_squares(eng, c)]


def _newton_playable(eng: Engine, team: Team, index: int) -> bool:
    """`_newton_targets` is not empty: an enemy that can be moved 1 square some way, which
    is a neighbour of its square (asked at every "who acts next?" while a Newton is held)."""
    figures, arena = eng.figures, eng.arena
    for c in eng.enemies(team):
        square = figures[c].square
        if square is not None and arena.neighbours(square):
            return True
    return False


def _newton(eng: Engine, team: Team, index: int, card: str) -> Flow:
    """TP-PU-4 / BASE-PU-5: move an enemy figure 1 or 2 squares in one direction."""
    targets = tuple(Choice(f"newton:{c}", char_msg(c), figure=c, square=eng.figures[c].square)
                    for c in _newton_targets(eng, team))
    # whom it moves and where: always asked, even with one answer (it moves a figure)
    t = yield Decision(team, index, Kind.NEWTON, _asks(card, ""), targets)
    assert t.figure is not None  # each answer names a character
    squares = destinations(eng.arena, _newton_squares(eng, t.figure), t.figure)
    dest = yield Decision(team, index, Kind.NEWTON, _asks(card, t.figure), squares, figure=t.figure)
    assert dest.square is not None  # each answer names a square
    yield from play(eng, team, index, card, moved(t.figure))
    eng.move(t.figure, dest.square, by=powerup_msg(card))


def _teleportable(eng: Engine, team: Team, index: int) -> list[str]:
    """TP-PU-6: only a character the player controls at that moment."""
    return [c for c in eng.controlled_by(team, index) if eng.figures[c].square is not None]


def _teleporter_playable(eng: Engine, team: Team, index: int) -> bool:
    return bool(_teleportable(eng, team, index))


def _teleporter(eng: Engine, team: Team, index: int, card: str) -> Flow:
    """BASE-PU-7: put one of your figures on any square of the arena."""
    figures = tuple(Choice(f"teleport:{c}", char_msg(c), figure=c, square=eng.figures[c].square)
                    for c in _teleportable(eng, team, index))
    who = only(figures) or (yield Decision(team, index, Kind.TELEPORTER, _asks(card, ""), figures))
    assert who.figure is not None  # each answer names a character
    here = eng.figures[who.figure].square
    squares = destinations(eng.arena, (s for s in eng.arena.squares if s != here), who.figure)
    dest = yield Decision(team, index, Kind.TELEPORTER, _asks(card, who.figure), squares, figure=who.figure)
    assert dest.square is not None  # each answer names a square
    yield from play(eng, team, index, card, _teleports(who.figure))
    eng.move(who.figure, dest.square, by=powerup_msg(card))


def destinations(arena: Arena, squares: Iterable[Square], figure: str) -> tuple[Choice, ...]:
    """The answers to "move `figure` where?" (a Newton, a Teleporter, a mind control)."""
    return tuple([_destination(arena, s, figure) for s in squares])


@cache  # an answer names an arena's square and a character: at most a few hundred per arena
def _destination(arena: Arena, square: Square, figure: str) -> Choice:
    return Choice(f"to:{sqkey(square)}", arena.place(square), square=square, figure=figure)


# kind -> (playable now by this player, the play)
BETWEEN_ACTIONS: dict[str, tuple[Callable[[Engine, Team, int], bool], Callable[[Engine, Team, int, str], Flow]]] = {
    "newton": (_newton_playable, _newton),
    "teleporter": (_teleporter_playable, _teleporter),
}


# --- Targeting scope, after a shot (TP-PU-3) -------------------------------------------------
def targeting_scope(eng: Engine, shooter: str, player: int, damaged: list[str]) -> Flow:
    """TP-PU-3 / BASE-PU-4: after a shot that dealt damage, the shooting player may play
    Targeting scopes, each paying 1 cube of any colour, for +1 damage on a damaged target
    (several at once: BASE-PU-8)."""
    team = eng.figures[shooter].team
    while True:
        targets = [c for c in damaged if eng.figures[c].square is not None]
        scopes: dict[str, str] = {}
        for card in eng.player(team, player).powerups:
            if powerup(card).kind == "targeting_scope" and payment.can_pay(eng, team, player, ("any",), exclude=(card,)):
                scopes.setdefault(powerup(card).colour, card)
        if not targets or not scopes:
            return
        choices = tuple(_scope_choice(card, c, player) for card in scopes.values() for c in targets)
        # "no Targeting scope" is always offered: the question is always asked
        choice = yield Decision(team, player, Kind.SCOPE, PLAY_SCOPE, choices + (_NO_SCOPE,), figure=shooter)
        if choice.powerup is None:
            return
        assert choice.figure is not None  # each card's answer names the character it damages
        yield from play(eng, team, player, choice.powerup, _one_more(choice.figure), cost=("any",))
        attack(eng, shooter, choice.figure, 1)


@lru_cache(maxsize=256)
def _scope_choice(card: str, char: str, player: int) -> Choice:
    """Player `player` plays the Targeting scope `card` on `char` (made once: a choice never changes)."""
    return Choice(f"scope:{card}:{char}", Msg("{card} on {character} (costs the card and 1 cube of any colour)",
                                              card=card_msg(card), character=char_msg(char)),
                  powerup=card, figure=char, player=player)


_NO_SCOPE = Choice("scope:none", Msg("No Targeting scope"))
PLAY_SCOPE = Msg("Play a Targeting scope (+1 damage for the card and 1 cube of any colour)?")


# --- Tagback grenade, the damaged team's answer (TP-PU-5) ------------------------------------
@cache  # the catalog never changes
def _cards_of(kind: str) -> frozenset[str]:
    """Every powerup card of a kind."""
    return frozenset(card.id for card in catalog().powerups if card.kind == kind)


def attack(eng: Engine, source: str, target: str, damage: int = 0, marks: int = 0) -> None:
    """An enemy's damage and marks into the target team's buffer (`Engine.hit`). Damage from
    an attacker the damaged character can see, at the moment it is dealt, is noted for the
    action's tagback moment (`tagbacks`), asked once the action's damage is all dealt."""
    eng.hit(source, target, damage, marks)
    if damage > 0:
        fig, src = eng.figures[target], eng.figures[source]
        if fig.square is not None and src.square is not None and eng.arena.can_see(fig.square, src.square):
            eng.in_sight.append((source, target))


_NO_TAGBACK = Choice("tagback:none", Msg("No tagback grenade"))


def tagbacks(eng: Engine) -> Flow:
    """TP-PU-5 / TP-PU-2a: the action's tagback moment. Every character the action damaged
    while it could see its attacker may answer with tagback grenades, each giving the attacker
    1 mark (BASE-PU-6, several at once: BASE-PU-8); for a shared character either player, but
    only one of them.

    Why the question comes this way (docs/rules/README.md, "Tagback grenades"): it is asked
    whenever the rules allow a grenade, whether or not the damaged team holds one (a team with
    none answers "no" as one with a grenade it keeps does), so who is asked, and when, tells
    the other team nothing about a hand; and it is asked once per action, after all of the
    action's damage (its Targeting scopes included), so one hand-off serves every hit. Asking
    at the end changes no outcome: a grenade's marks go on the attacker, in the attacker's
    team's buffer, where nothing else of the action lands, and they convert only on a later
    action (TP-DMG-4/5)."""
    hits = eng.in_sight
    if not hits:
        return
    eng.in_sight = []
    source = hits[0][0]  # an action has one attacker: the shooter, or the ability's character
    targets = list(dict.fromkeys(t for _s, t in hits))
    team = eng.figures[targets[0]].team
    marks = eng.teams[eng.figures[source].team].buffer.marks
    # who may still answer for each damaged character: its controllers, until one of them throws
    may = {t: eng.table.controllers(t) for t in targets}
    players = sorted({p for t in targets for p in may[t]})
    decider = players[0] if len(players) == 1 else None
    ask = _tagback_asks(tuple(targets), source)
    grenades = _cards_of("tagback_grenade")
    while marks.get(source, 0) < MAX_MARKS:  # a fourth mark would be lost: nothing to gain
        throwers = sorted({p for t in targets for p in may[t]})
        choices = tuple(Choice(f"tagback:{c}", Msg("{player}: {card}", player=eng.pname(team, p), card=card_msg(c)),
                               powerup=c, player=p, figure=source)
                        for p in throwers for c in eng.player(team, p).powerups if c in grenades)
        choice = yield Decision(team, decider, Kind.TAGBACK, ask, choices + (_NO_TAGBACK,), figure=targets[0])
        if choice.powerup is None:
            return
        thrower = choice.player
        assert thrower is not None  # each card's answer names who plays it
        answers = [t for t in targets if thrower in may[t]]
        for t in answers:
            may[t] = (thrower,)  # a shared character's answer is now this player's alone
        yield from play(eng, team, thrower, choice.powerup, _one_mark(source))
        eng.revealed = True  # a card shown to the attacker's team: its undo stops here
        eng.hit(answers[0], source, marks=1)


# --- the questions' and the log's words, each made once: a message never changes once made, and
# these name nothing but cards and characters -----------------------------------------------------
HAND_LIMIT = Msg("(hand limit)")  # why a card is discarded


def _discard_which(player: str) -> Msg:
    return Msg("{player}: discard a powerup (limit {most})", player=player, most=MAX_POWERUPS)


@cache
def _the(card: str) -> Msg:
    """What a powerup's payment is for."""
    return Msg("the {powerup}", powerup=powerup_msg(card))


@cache
def _asks(card: str, char: str) -> Msg:
    """A Newton's or a Teleporter's question: whom it moves (`char` ""), then where `char` goes."""
    kind = powerup(card).kind
    if kind == "newton":
        if not char:
            return Msg("{card}: move which enemy?", card=powerup_msg(card))
        return Msg("{card}: move {character} where?", card=powerup_msg(card), character=char_msg(char))
    if not char:
        return Msg("{card}: which of your characters?", card=powerup_msg(card))
    return Msg("{card}: put {character} on which square?", card=powerup_msg(card), character=char_msg(char))


@cache
def moved(char: str) -> Msg:
    """What moving someone else did (a Newton, mind control)."""
    return Msg("{character} is moved", character=char_msg(char))


@cache
def _teleports(char: str) -> Msg:
    return Msg("{character} teleports", character=char_msg(char))


@cache
def _one_more(char: str) -> Msg:
    return Msg("+1 damage to {character}", character=char_msg(char))


@cache
def _one_mark(char: str) -> Msg:
    return Msg("1 mark on {character}", character=char_msg(char))


@cache
def _tagback_asks(targets: tuple[str, ...], source: str) -> Msg:
    return Msg.counted("{targets} was hit by {source}, who is in sight: play a tagback grenade?",
                       "{targets} were hit by {source}, who is in sight: play a tagback grenade?", len(targets),
                       targets=listing([char_msg(t) for t in targets]), source=char_msg(source))
