"""The shoot action: choose a loaded weapon, resolve its effects one at a time, offer the
Targeting scope (`powerups`), and put the fired weapon on the team's table (BASE-WPN-5, TP-WPN-2).

Each weapon effect runs as its `weapons.Behaviour`: a generator `run(shot, effect)` that asks
through the `Shot` and a cheap `usable(shot, effect)` that says whether it could hit anybody now."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, partial
from typing import Any

from . import events as ev
from . import powerups
from ..catalog.models import Effect
from ..message import Msg
from .cards import char_msg, cost_msg, effect_msg, weapon, weapon_msg
from .decision import Choice, Decision, Flow, Kind, only
from ..arena import Arena
from .engine import Engine
from .payment import Purse, covers, pay, purse
from .state import Square, Team
from .weapons import behaviours
from .weapons.common import Usable, basic_of, usable


# A question's message, or how to make it: most questions in a shot have one answer and are
# never asked, so a prompt that costs work to make is made only when it is asked.
Prompt = Msg | Callable[[], Msg]


class Shot:
    """What one shot knows: who shoots, with what, whom it has hit, and how to ask."""

    # slots: a shot is built at every look at what a character can do
    __slots__ = ("eng", "arena", "shooter", "figures", "team", "player", "weapon", "behaviours", "used",
                 "targets", "damaged", "memo", "affected", "enemies", "fresh_spots", "opens")

    def __init__(self, eng: Engine, shooter: str, player: int, weapon_id: str,
                 enemies: tuple[str, ...] | None = None, opens: Usable = usable):
        """`enemies`: the shot's `enemies`, when the caller listed them for several shots;
        `opens`: how the shot asks an effect, while nothing is resolved, whether it could open
        it (the effect's own `usable`, or the quicker answer of a look that made the shot)."""
        self.eng = eng
        self.arena = eng.arena
        self.shooter = shooter
        self.figures = eng.figures  # read directly: scripts ask where everyone is all the time
        self.team: Team = self.figures[shooter].team
        self.player = player
        self.weapon = weapon(weapon_id)
        self.behaviours = behaviours(weapon_id)  # effect id -> how it runs
        self.used: list[str] = []  # effect ids resolved, in order
        self.targets: dict[str, list[str]] = {}  # effect id -> characters it targeted
        self.damaged: list[str] = []  # characters this shot damaged (Targeting scope)
        self.memo: dict[str, Any] = {}  # notes for later boxes: a chosen square, a vortex, a blast
        self.affected = False  # hit, marked or tokened someone (BASE-WG-8)
        # Every legal target: the other team's figures on the arena (DLC-WG-3). Figures leave
        # the arena never and enter it only at spawns, outside any shot: they are fixed for
        # the shot's life, so they are listed once.
        self.enemies: tuple[str, ...] = tuple(eng.enemies(self.team)) if enemies is None else enemies
        # The squares they stand on while the shot is fresh, all its `opens` read: until its
        # first effect resolves it moves nobody, and a look stands only the shooter elsewhere
        # (`spots` lists them again once the shot has resolved an effect).
        self.fresh_spots = self._listed_spots()
        self.opens = opens

    def aim(self, weapon_id: str) -> Shot:
        """This fresh shot looking at another weapon: the action menu's look asks every weapon
        in hand with one shot, since before anything is resolved a shot holds nothing of its
        weapon but these two fields (`opens` and `usable` only read)."""
        if self.weapon.id != weapon_id:
            self.weapon = weapon(weapon_id)
            self.behaviours = behaviours(weapon_id)
        return self

    # --- what the shooter sees -----------------------------------------------------------
    @property
    def square(self) -> Square:
        square = self.figures[self.shooter].square
        assert square is not None  # the shooter stands on the arena
        return square

    def where(self, char: str) -> Square:
        """Where a figure in the shot stands: the shooter, or an enemy on the arena."""
        square = self.figures[char].square
        assert square is not None
        return square

    def spots(self) -> frozenset[Square]:
        """The squares the enemies stand on now (`fresh_spots` until an effect resolves)."""
        return self._listed_spots() if self.used else self.fresh_spots

    def _listed_spots(self) -> frozenset[Square]:
        figures = self.figures
        spots: set[Square] = set()
        for c in self.enemies:
            s = figures[c].square
            if s is not None:  # never None: the enemies listed are those on the arena
                spots.add(s)
        return frozenset(spots)

    def seen(self, frm: Square | None = None) -> list[str]:
        visible = self.arena.visible_squares(self.square if frm is None else frm)
        figures = self.figures
        return [c for c in self.enemies if figures[c].square in visible]

    def enemies_on(self, square: Square) -> list[str]:
        figures = self.figures
        return [c for c in self.enemies if figures[c].square == square]

    def already_targeted(self) -> set[str]:
        return {c for targets in self.targets.values() for c in targets}

    # --- asking ---------------------------------------------------------------------------
    # Whom an effect hits, where it acts and which way: each harms or moves a figure, so it is
    # always the player's to answer, even with one answer (see `decision`).
    def _decide(self, kind: Kind, prompt: Prompt, choices: tuple[Choice, ...]) -> Decision:
        return Decision(self.team, self.player, kind, partial(_asked, self.weapon.id, prompt), choices,
                        figure=self.shooter)

    def choose_target(self, prompt: Prompt, candidates: list[str], optional: bool = False) -> Flow:
        """One enemy among `candidates`; None when `optional` and the player declines."""
        figures = self.figures
        choices = tuple([_target(c, figures[c].square) for c in candidates])
        if optional:
            choices += (NOBODY,)
        if not choices:
            return None
        choice = yield self._decide(Kind.TARGET, prompt, choices)
        return choice.figure

    def choose_square(self, prompt: Prompt, squares: list[Square], optional: bool = False) -> Flow:
        arena = self.arena
        choices = tuple([_square(arena, s) for s in squares])
        if optional:
            choices += (STAY,)
        if not choices:
            return None
        choice = yield self._decide(Kind.SQUARE, prompt, choices)
        return choice.square

    def choose(self, prompt: Msg, options: list[tuple[str, Msg]]) -> Flow:
        """A named option, e.g. a direction ("N", "north"); returns its key."""
        choices = tuple([_option(k, label) for k, label in options])
        choice = yield self._decide(Kind.OPTION, prompt, choices)
        return choice.option

    # --- doing ----------------------------------------------------------------------------
    def hit(self, effect_id: str, target: str, damage: int = 0, marks: int = 0) -> None:
        """Damage and marks to a target (`powerups.attack`: the damaged team is asked about
        tagback grenades once the shot is over), noted on the shot."""
        self.affected = True
        targets = self.targets.get(effect_id)
        if targets is None:
            self.targets[effect_id] = [target]
        elif target not in targets:
            targets.append(target)
        if damage > 0 and target not in self.damaged:
            self.damaged.append(target)
        powerups.attack(self.eng, self.shooter, target, damage, marks)

    def move(self, char: str, square: Square) -> None:
        self.eng.move(char, square, by=weapon_msg(self.weapon.id))

    def poison(self, target: str) -> None:
        self.affected = True
        place_token(self.eng, "poison", target)

    def mind_control(self, target: str) -> None:
        self.affected = True
        place_token(self.eng, "mind_control", target)

    def overload(self, square: Square) -> None:
        self.affected = True  # scripts place it only where an enemy stands
        place_overload(self.eng, square)


# The answers of a shot's questions, each made once and shared by every question that offers
# it again: nobody changes a choice once it is made (`decision.shared`), and each depends on
# nothing but its key's parts (a character and the square it stands on, an arena and a
# square, an option and its words, a weapon and its effect or its player).
NOBODY = Choice("target:none", Msg("Nobody"))
STAY = Choice("square:none", Msg("Stay / none"))
FINISH = Choice("effect:done", Msg("Finish the shot"))


@cache
def _target(char: str, square: Square | None) -> Choice:
    return Choice(f"target:{char}", char_msg(char), figure=char, square=square)


@cache
def _square(arena: Arena, square: Square) -> Choice:
    return Choice(f"square:{square[0]},{square[1]}", arena.place(square, start=True), square=square)


@cache
def _option(key: str, label: Msg) -> Choice:
    return Choice(f"option:{key}", label, option=key)


@cache
def _weapon_choice(weapon_id: str, player: int) -> Choice:
    return Choice(f"weapon:{weapon_id}", weapon_msg(weapon_id), weapon=weapon_id, player=player)


@cache
def _effect_choice(weapon_id: str, effect_id: str) -> Choice:
    e = next(e for e in weapon(weapon_id).effects if e.id == effect_id)
    return Choice(f"effect:{e.id}", partial(_effect_label, weapon_id, e), weapon=weapon_id, option=e.id,
                  lightning=e.lightning)


# --- tokens (HS-TOK) ----------------------------------------------------------------------
TOKEN_SUPPLY = {"poison": 5, "mind_control": 5}  # DLC components: 5 poison, 5 mind control
OVERLOAD_SUPPLY = 4


def place_token(eng: Engine, kind: str, char: str) -> None:
    """HS-TOK-1: at most one of a kind per character; none left in the supply, none placed."""
    fig = eng.figures[char]
    if getattr(fig, kind):
        return
    if sum(getattr(f, kind) for f in eng.figures.values()) >= TOKEN_SUPPLY[kind]:
        return
    setattr(fig, kind, True)
    eng.emit(ev.TokenPlaced(kind.replace("_", " "), char, None))


def place_overload(eng: Engine, square: Square) -> None:
    """HS-TOK-2: one per square; with none left, the oldest on the arena moves."""
    tokens = eng.table.overload
    if square in tokens:
        return
    if len(tokens) >= OVERLOAD_SUPPLY:
        tokens.pop(0)
    tokens.append(square)
    eng.emit(ev.TokenPlaced("overload", None, square, place=eng.arena.place(square)))


# --- the shoot action -----------------------------------------------------------------
def usable_weapons(eng: Engine, char: str, player: int) -> list[str]:
    """Loaded weapons in the player's hand this character may fire: any arena weapon
    (TP-WPN-1), and its own character weapon only (TP-WPN-4, TP-WPN-5)."""
    out: list[str] = []
    # A card twice in a hand (a position set up by hand) is offered once.
    for w in eng.teams[eng.figures[char].team].players[player].weapons:
        owner = weapon(w).owner
        if (owner is None or owner == char) and w not in out:
            out.append(w)
    return out


# An effect as `available` reads it, worked out once per weapon: the effect, the effects it
# must follow (`after`), its cost and whether it needs an Adrenaline Rush payment.
Step = tuple[Effect, frozenset[str], tuple[str, ...], bool]


@cache
def _followers(weapon_id: str) -> tuple[Step, ...]:
    """The effects that may follow another, before the checks of `after`, cost and targets:
    only optional effects follow another (a mode or a basic effect is all the shot resolves)."""
    w = weapon(weapon_id)
    if w.structure != "optional":
        return ()
    return tuple((e, frozenset(e.after), e.cost, e.lightning) for e in w.effects)


@cache
def first_effects(weapon_id: str) -> tuple[Effect, ...]:
    """The effects a fresh shot may start with; cached, as every legal-action look asks."""
    w = weapon(weapon_id)
    return tuple(e for e in w.effects if w.structure != "optional" or not e.after)


def available(shot: Shot) -> list[Effect]:
    """The effects the shot may resolve next: open, paid for, and able to hit someone now.
    Ammo is counted once for them all."""
    how = shot.behaviours
    eng = shot.eng
    w = shot.weapon.id
    if not shot.used:
        first = openers(w, purse(eng, shot.team, shot.player), eng.can_rush(shot.shooter))
        return [e for e in first if shot.opens(shot, e)]
    used = shot.used
    out = []
    have: Purse | None = None  # counted when an effect has a cost
    for e, after, cost, lightning in _followers(w):
        if e.id in used or not after.issubset(used) or (lightning and not eng.can_rush(shot.shooter)):
            continue
        if cost:
            if have is None:
                have = purse(eng, shot.team, shot.player)
            if not covers(have, cost):
                continue
        if how[e.id].usable(shot, e):
            out.append(e)
    return out


def openers(weapon_id: str, have: Purse, rush: bool) -> list[Effect]:
    """The effects a fresh shot of the weapon could start with that the player can pay for
    (`have`: their `purse`; `rush`: the shooter can make an Adrenaline Rush payment, which
    a lightning effect needs): what it costs does not depend on where the shooter stands,
    so a look from many squares asks once."""
    paid = []
    for e in first_effects(weapon_id):
        if (rush or not e.lightning) and (not e.cost or covers(have, e.cost)):
            paid.append(e)
    return paid


def _can_finish(shot: Shot) -> bool:
    """A shot must affect someone (BASE-WG-8); a base weapon's shot always includes its
    basic effect (BASE-WG-4); a character weapon's other effects may be used on their own
    (DLC-WG-4)."""
    if not shot.affected:
        return False
    return shot.weapon.owner is not None or basic_of(shot).id in shot.used


def shoot(fresh: Shot, options: list[str]) -> Flow:
    """Fire one of `options`, the weapons that could fire from where the shooter stands
    (worked out with the squares the shooter could move to first: `look.Look.firing`), as
    `fresh`, the shot those looks read: it has resolved nothing (a look only reads it), and
    what it keeps (the enemies and their squares, `spots`) does not move with the shooter.
    Its effects resolve one at a time in this one generator, not one a level below: every
    question the effects ask passes through each level on its way out and back."""
    eng, char, player, team = fresh.eng, fresh.shooter, fresh.player, fresh.team
    choices = tuple([_weapon_choice(w, player) for w in options])
    # yielded as it is when `only` has not answered it, as the shot's other questions (`Shot._decide`)
    choice = only(choices) or (yield Decision(team, player, Kind.WEAPON, _fire_which(char), choices, figure=char))
    assert choice.weapon is not None  # each choice names a weapon
    shot = fresh.aim(choice.weapon)
    w, behaviours = shot.weapon, shot.behaviours
    while True:
        effects = available(shot)
        if not effects:
            break
        choices = tuple([_effect_choice(w.id, e.id) for e in effects])
        if _can_finish(shot):
            choices += (FINISH,)
        # always asked: an effect is what harms (one whose targets are not chosen, "everyone on
        # your square", is chosen here), so a shot never fires on the key that chose Shoot
        choice = yield Decision(team, player, Kind.EFFECT, _which_effect(w.id), choices, figure=char)
        if choice.option is None:
            break
        for effect in effects:
            if effect.id == choice.option:
                break
        if effect.cost:
            yield from pay(eng, team, player, effect.cost, _paid_for(w.id, effect.id))
        if effect.lightning:
            eng.pay_rush(char, _lightning_of(w.id))
        eng.emit(ev.Fired(char, w.id, effect.id))
        shot.used.append(effect.id)
        yield from behaviours[effect.id].run(shot, effect)
    yield from powerups.targeting_scope(eng, char, player, shot.damaged)
    yield from powerups.tagbacks(eng)
    # A fired weapon goes to the team's table, unloaded (TP-WPN-2).
    eng.player(team, player).weapons.remove(w.id)
    eng.teams[team].table.append(w.id)
    eng.emit(ev.Unloaded(team, eng.pname(team, player), w.id))


def _effect_label(weapon_id: str, effect: Effect) -> Msg:
    name = effect_msg(weapon_id, effect.id)
    # TRANSLATORS: a button's words; the Japanese face has no ⚡ (docs/glossary-ja.md, §10)
    rush = Msg("an Adrenaline Rush payment ⚡")
    if effect.cost:
        cost = cost_msg(tuple(effect.cost))
        return Msg("{effect} (costs {cost})", effect=name,
                   cost=Msg("{a} + {b}", a=cost, b=rush) if effect.lightning else cost)
    return Msg("{effect} (costs {cost})", effect=name, cost=rush) if effect.lightning else name


# --- the shot's words, each made once (a message never changes once made) ---------------------
def _asked(weapon_id: str, prompt: Prompt) -> Msg:
    """A shot's question, made when first read: most are answered by bots and never read."""
    # TRANSLATORS: a weapon and the question its shot asks
    return Msg("{weapon}: {question}", weapon=weapon_msg(weapon_id),
               question=prompt if isinstance(prompt, Msg) else prompt())


@cache
def _fire_which(char: str) -> Msg:
    return Msg("{character}: fire which weapon?", character=char_msg(char))


@cache
def _which_effect(weapon_id: str) -> Msg:
    return Msg("{weapon}: which effect next?", weapon=weapon_msg(weapon_id))


@cache
def _paid_for(weapon_id: str, effect_id: str) -> Msg:
    """What an effect's payment is for."""
    # TRANSLATORS: what a payment is for: a weapon's effect
    return Msg("{weapon} — {effect}", weapon=weapon_msg(weapon_id), effect=effect_msg(weapon_id, effect_id))


@cache
def _lightning_of(weapon_id: str) -> Msg:
    """What an Adrenaline Rush payment for a lightning effect buys."""
    return Msg("the lightning effect of {weapon}", weapon=weapon_msg(weapon_id))
