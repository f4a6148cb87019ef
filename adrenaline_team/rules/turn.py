"""A team's turn: who runs the shared character (TP-CTRL-2), one action per character in
any order (TP-TURN-1..5), Newton and Teleporter between actions (TP-PU-4, TP-PU-6)."""

from __future__ import annotations

from functools import cache

from ..arena import Arena, SpawnColour
from . import events as ev
from . import powerups
from ..catalog.models import Effect
from .cards import ammo_tile, cost_words, name, weapon
from .decision import Choice, Decision, Flow, Kind, only
from .engine import Engine
from .payment import Purse, covers, pay, purse
from .shot import Shot, fires_with, first_effects, openers, shoot, usable_weapons
from .state import MAX_LOADED, MAX_POWERUPS, MAX_RUSH, TEAMS, Square, Team, sqkey



def start_turn(eng: Engine, team: Team) -> Flow:
    ts = eng.teams[team]
    eng.emit(ev.TurnStarted(team, ts.turns + 1, last=eng.table.end_triggered))
    for c in ts.characters:
        fig = eng.figures[c]
        if fig.acted:  # mostly upright already; a pydantic write is not free
            fig.acted = False  # ability cards upright at the turn's start (TP-DRAFT-4)
    ts.shared_by = None
    if ts.shared:
        choices = tuple(Choice(f"shared:{i}", p.name, player=i, figure=ts.shared) for i, p in enumerate(ts.players))
        choice = only(choices) or (yield Decision(
            team, None, Kind.SHARED, f"Who runs the shared {name(ts.shared)} this turn (until the reload step)?",
            choices, figure=ts.shared))
        assert choice.player is not None  # each answer names a player
        ts.shared_by = choice.player
        eng.emit(ev.SharedControl(team, ts.players[choice.player].name, ts.shared))


def actions(eng: Engine, team: Team) -> Flow:
    """Characters act in any order; powerups are played before or after any action."""
    ts = eng.teams[team]
    figures = eng.figures
    # Who runs each character is settled from the turn's start (the shared one's player was
    # chosen then) to the reload step (TP-CTRL-2): asked once for every question below.
    # Plain loops here and in `_choose_square`, not comprehensions: on Python 3.11 each
    # comprehension is a call of its own, and these run at every question of the turn.
    runs = {}
    for c in ts.characters:
        runs[c] = eng.table.controllers(c)[0]
    # Figures never leave the arena and enter it only at spawns, after the actions: the
    # enemies every shot of these actions may target are listed once.
    enemies = tuple(eng.enemies(team))
    # The Newton and Teleporter cards held, listed again only when a card went into or out of
    # a hand: `eng.hands` records each one (it is started afresh only at a team turn's start).
    hands_at = -1
    while True:
        choices = []
        for c in ts.characters:
            fig = figures[c]
            if not fig.acted:
                choices.append(_takes_action(c, fig.square, runs[c]))
        all_acted = not choices
        if len(eng.hands) != hands_at:
            held, hands_at = powerups.held_between(eng, team), len(eng.hands)
        if held:
            choices += powerups.between_actions(eng, team, held)
        if all_acted:
            choices.append(_END_ACTIONS)
        options = tuple(choices)
        choice = only(options) or (yield Decision(team, None, Kind.NEXT, _WHO_NEXT[team], options))
        if choice.powerup is not None:
            yield from powerups.play_between_actions(eng, team, choice)
        elif choice.figure is not None:
            yield from character_action(eng, choice.figure, runs[choice.figure], enemies)
        else:
            return


@cache  # asked at every "who acts next?", the same answer every time, and nobody changes a choice once made
def _takes_action(char: str, square: Square | None, player: int) -> Choice:
    """The answer "this character acts next" (`square`: where it stands, `player`: who runs it)."""
    return Choice(f"act:{char}", f"{name(char)} takes an action", figure=char, square=square, player=player)


_WHO_NEXT = {t: f"{t.capitalize()} team: who acts next?" for t in TEAMS}  # worded once, asked all turn
_END_ACTIONS = Choice("act:end", "End the actions: go to the end of the turn")


# --- one character's action -----------------------------------------------------------------
def character_action(eng: Engine, char: str, player: int, enemies: tuple[str, ...]) -> Flow:
    """TP-TURN-2/3: move 1 then grab, or shoot; or an adrenaline action, unlocked by damage
    (3+: move 2 then grab; 6+: move 1 then shoot) or bought with an Adrenaline Rush payment.
    `player`: who runs the character, `enemies`: the other team's figures on the arena (`actions`)."""
    fig = eng.figures[char]
    team = fig.team
    eng.fresh_marks.clear()
    grab_move = 2 if fig.damage >= 3 else 1
    shoot_move = 1 if fig.damage >= 6 else 0
    prompt, grab_now, shoot_now, rush_grab, rush_shoot, pass_ = _menu(char, grab_move, shoot_move)
    # What the player could pay, counted once for every look below and the shot's: nothing
    # before the shot pays anything but the Adrenaline Rush, which is not ammo.
    have = purse(eng, team, player)
    grabs = _grab_squares(eng, have, char, grab_move, first=True)
    offers = [grab_now] if grabs else []
    # One look serves every shoot question below and the shot itself: nothing it reads (the
    # hand, the purse, the enemies on the arena) changes before the shot; an Adrenaline Rush
    # payment may change only the weapons' openers (`_armed`). From where the character stands
    # the look stops at the first weapon that fires (`here`: its place in the look, -1: none),
    # enough to offer the shot; the others are asked only when the shot is chosen.
    rush = eng.can_rush(char)
    look = _look(eng, have, rush, char, player, enemies)
    here = _first_here(look, 0) if shoot_move == 0 else None
    if here >= 0 if here is not None else _can_fire(look, shoot_move):
        offers.append(shoot_now)
    if rush:
        # what can be grabbed within 1 square is within 2
        if grab_move == 1 and (grabs or _grab_squares(eng, have, char, 2, first=True)):
            offers.append(rush_grab)
        if here is not None and _rush_shoot(eng, have, look, char, here):
            offers.append(rush_shoot)
    offers.append(pass_)
    choice = yield Decision(team, player, Kind.ACTION, prompt, tuple(offers), figure=char)
    if choice.lightning:
        eng.pay_rush(char, "an adrenaline action")
    eng.emit(ev.ActionTaken(char, RUSH_WORDS.get(choice.key, choice.label)))
    # A bought action moves as the adrenaline action it buys: 2 before a grab, 1 before a shot.
    if choice.option == "grab":
        yield from grab(eng, char, player, 2 if choice.lightning else grab_move, have)
    elif choice.option == "shoot":
        if here is not None and not choice.lightning:
            firing = _here(look, here)
        else:  # a move of 1 first: the character's 6+ damage, or the Adrenaline Rush bought it
            firing = _firing(_armed(have, eng.can_rush(char), look) if choice.lightning else look, 1)
        square = yield from _choose_square(eng, char, player, list(firing), "move before shooting", "shoot")
        eng.move(char, square)
        assert look is not None  # a shot is offered only where the look found a weapon that fires
        yield from shoot(look[0], firing[square])
    fig.acted = True  # ability card sideways (TP-TURN-4)
    eng.fresh_marks.clear()  # this action's marks now count as placed by an earlier action


# The actions of a character's turn in the order a table shows them, with their words when
# they are not on offer (the table keeps their places and greys them, `why_not`).
ACTIONS = {
    "action:grab": "Move, then grab",
    "action:shoot": "Shoot",
    "action:rush-grab": "⚡ Move 2, grab · pays Adrenaline Rush",
    "action:rush-shoot": "⚡ Move 1, shoot · pays Adrenaline Rush",
    "action:pass": "Pass (the action is spent)",
}


@cache  # nobody changes a choice once made (`shared`): one set per character and damage step
def _menu(char: str, grab_move: int, shoot_move: int) -> tuple[str, Choice, Choice, Choice, Choice, Choice]:
    """The action question's words, and its answers for the character (grab, shoot, the two
    bought with the Adrenaline Rush, pass) given how far its grab and its shot move first."""
    return (f"{name(char)}: choose an action",
            Choice("action:grab", "Move up to 2, then grab (adrenaline)" if grab_move == 2 else "Move up to 1, then grab",
                   figure=char, option="grab"),
            Choice("action:shoot", "Move up to 1, then shoot (adrenaline)" if shoot_move else "Shoot",
                   figure=char, option="shoot"),
            Choice("action:rush-grab", ACTIONS["action:rush-grab"], figure=char, option="grab", lightning=True),
            Choice("action:rush-shoot", ACTIONS["action:rush-shoot"], figure=char, option="shoot", lightning=True),
            Choice("action:pass", ACTIONS["action:pass"], figure=char, option="pass"))


# what a bought action is, as the log says it (its button's words are kept short)
RUSH_WORDS = {"action:rush-grab": "move up to 2, then grab (bought with the Adrenaline Rush)",
              "action:rush-shoot": "move up to 1, then shoot (bought with the Adrenaline Rush)"}


def why_not(eng: Engine, char: str, offered: set[str]) -> dict[str, str]:
    """For each action of `ACTIONS` not in `offered` (the keys the action question offers
    now), one line saying why, in the rulebook's words."""
    fig = eng.figures[char]
    player = eng.table.controllers(char)[0]
    grab_move = 2 if fig.damage >= 3 else 1
    rush = ""
    if not eng.can_rush(char):
        rush = ("the Adrenaline Rush tile cannot slide further" if fig.rush >= MAX_RUSH else
                "a payment would bring the killshot onto the damage already taken")
    out = {}
    for key in ACTIONS:
        if key in offered:
            continue
        if key == "action:grab":
            out[key] = f"Nothing to grab within {grab_move} {'square' if grab_move == 1 else 'squares'}: no ammo " \
                       "tile, and no weapon you can pay for"
        elif key == "action:shoot":
            out[key] = ("No loaded weapon this character may fire" if not usable_weapons(eng, char, player) else
                        "No weapon can hit anyone from here")
        elif key == "action:rush-grab":
            out[key] = ("Not needed: with 3 or more damage the grab already moves up to 2" if grab_move == 2 else
                        f"Not now: {rush}" if not eng.can_rush(char) else "Nothing to grab within 2 squares")
        elif key == "action:rush-shoot":
            out[key] = ("Not needed: with 6 or more damage the shot already may move 1 first" if fig.damage >= 6 else
                        f"Not now: {rush}" if not eng.can_rush(char) else "No weapon could hit anyone after moving 1")
    return out


def _rush_shoot(eng: Engine, have: Purse, look: Look | None, char: str, here: int) -> bool:
    """Whether a shot after moving 1 could fire, judged as it will be after the Adrenaline
    Rush payment (a lightning effect needs the tile too). `here`: the first of the look's
    weapons that could fire from where the character stands now (`_first_here`); one of
    them that cannot open with a lightning effect still can after the payment, which changes
    nothing else a shot reads."""
    while look is not None and here >= 0:
        if not _opens_with_lightning(look[2][here][0]):
            return True
        here = _first_here(look, here + 1)
    fig = eng.figures[char]
    fig.rush += 1
    try:
        return _can_fire(_armed(have, eng.can_rush(char), look), 1)
    finally:
        fig.rush -= 1


@cache
def _opens_with_lightning(weapon_id: str) -> bool:
    return any(e.lightning for e in first_effects(weapon_id))


def _choose_square(eng: Engine, char: str, player: int, squares: list[Square], why: str, action: str) -> Flow:
    fig, arena = eng.figures[char], eng.arena
    here = fig.square
    moves = []
    for s in squares:
        moves.append(_move_to(arena, char, s, s == here))
    choices = tuple(moves)
    choice = only(choices) or (yield Decision(fig.team, player, Kind.MOVE, f"{name(char)}: {why}",
                                              choices, figure=char, action=action))
    return choice.square


@cache  # the same answer every time: arenas are shared by every game and never change, nor does a choice once made
def _move_to(arena: Arena, char: str, square: Square, stay: bool) -> Choice:
    """The answer "move there" before a grab or a shot (`stay`: the character's own square)."""
    return Choice(f"move:{sqkey(square)}", "stay" if stay else f"to {arena.place(square)}", square=square, figure=char)


# A look at what a character could fire (`_look`): a fresh shot, the weapons the character
# may fire, and those it could open a shot with, each with the effects it could open with.
# A plain tuple: as a NamedTuple, building it at every action menu cost 1 % of a random game.
Look = tuple[Shot, list[str], list[tuple[str, list[Effect]]]]


def _first_here(look: Look | None, start: int) -> int:
    """The place in the look of its first weapon, from the `start`-th on, that could fire
    from where the character stands; -1: none."""
    if look is None:
        return -1
    shot, _, guns = look
    for i in range(start, len(guns)):
        w, first = guns[i]
        if fires_with(shot.aim(w), first):
            return i
    return -1


def _here(look: Look | None, first: int) -> dict[Square, list[str]]:
    """`_firing` with no move first, given the look's `first` weapon that fires from there
    (`_first_here`): the rest are asked now."""
    if look is None or first < 0:
        return {}
    weapons = []
    while first >= 0:
        weapons.append(look[2][first][0])
        first = _first_here(look, first + 1)
    return {look[0].square: weapons}


def _firing(look: Look | None, reach: int) -> dict[Square, list[str]]:
    """The squares within `reach` from which the character could fire, each with the weapons
    that could fire from there, in hand order."""
    if look is None or not look[2]:
        return {}
    shot, _, guns = look
    fig = shot.figures[shot.shooter]
    home = shot.square
    squares = shot.arena.within(home, reach)
    if len(squares) == 1:  # no move first: a look from where the figure stands
        return _here(look, _first_here(look, 0))
    plans = []
    for w, first in guns:
        plans.append((w, *_opens_at(shot, w, first)))
    out: dict[Square, list[str]] = {}
    try:  # the figure stands on a square for a look, and is put back (see `standing`)
        for square in squares:
            weapons = []
            for w, hits, rest in plans:
                if square not in hits:
                    if not rest:
                        continue
                    if fig.square != square:
                        fig.square = square
                    if not fires_with(shot.aim(w), rest):
                        continue
                weapons.append(w)
            if weapons:
                out[square] = weapons
    finally:
        if fig.square != home:
            fig.square = home
    return out


def _can_fire(look: Look | None, reach: int) -> bool:
    """`_firing` is not empty (enough to offer the action): the squares every weapon opens
    from by look-up are asked first, weapon by weapon, so the look stops at the first that
    meets `reach`; only then is the figure stood on each square for the other effects."""
    if look is None or not look[2]:
        return False
    shot, _, guns = look
    fig = shot.figures[shot.shooter]
    home = shot.square
    squares = shot.arena.within(home, reach)
    plans = []
    for w, first in guns:
        hits, rest = _opens_at(shot, w, first)
        if not hits.isdisjoint(squares):
            return True
        if rest:
            plans.append((w, rest))
    try:  # as in `_firing`
        for square in squares:
            for w, rest in plans:
                if fig.square != square:
                    fig.square = square
                if fires_with(shot.aim(w), rest):
                    return True
    finally:
        if fig.square != home:
            fig.square = home
    return False


def _look(eng: Engine, have: Purse, rush: bool, char: str, player: int, enemies: tuple[str, ...]) -> Look | None:
    """A look at what the character could fire (`have`: the player's `purse`, `rush`: the
    character can make an Adrenaline Rush payment, `enemies`: the other team's figures on the
    arena); None when it has no weapon it may fire or stands nowhere."""
    fig = eng.figures[char]
    weapons = usable_weapons(eng, char, player)
    if not weapons or fig.square is None:
        return None
    # One list of the enemies serves every weapon, and one fresh shot, aimed at each weapon in
    # turn (`Shot.aim`), every weapon and square: a shot reads the shooter's square live.
    return _armed(have, rush, (Shot(eng, char, player, weapons[0], enemies), weapons, []))


def _armed(have: Purse, rush: bool, look: Look | None) -> Look | None:
    """The look with each weapon's openers as the Adrenaline Rush tile stands now (`rush`: the
    shooter can make a payment, `Engine.can_rush`): a lightning effect needs one (`openers`),
    and that is all a payment of the tile changes in a look."""
    if look is None:
        return None
    shot, weapons, _ = look
    known = _OPENERS.get((rush, have))
    if known is None:
        known = _OPENERS[rush, have] = {}
    guns = []
    for w in weapons:
        first = known.get(w)
        if first is None:
            first = known[w] = openers(w, have, rush)
        if first:
            guns.append((w, first))
    return shot, weapons, guns


# `openers` by the Adrenaline Rush payment and the purse's counts by colour, then by weapon:
# all it reads (the weapon's first effects and their costs are the catalog's, fixed for the
# process), and a look asks every weapon in hand at every action menu. At most a few
# thousand short lists; nobody changes one (the looks only read them).
_OPENERS: dict[tuple[bool, Purse], dict[str, list[Effect]]] = {}


def _opens_at(shot: Shot, weapon_id: str, first: list[Effect]) -> tuple[frozenset[Square], list[Effect]]:
    """Every square from which the weapon opens by one of `first`, its openers, that say so at
    once (`Behaviour.opens_at`: most do), and the openers that need the figure stood on each
    square for a look."""
    shot.aim(weapon_id)
    hits: frozenset[Square] = frozenset()
    rest = []
    for e in first:
        at = shot.behaviours[e.id].opens_at
        opens_from = None if at is None else at(shot, e)
        if opens_from is None:
            rest.append(e)
        else:  # mostly one opener says: its set as it is, no copy
            hits = hits | opens_from if hits else opens_from
    return hits, rest


# --- grabbing (BASE-GRAB, TP-WPN-7) ------------------------------------------------------------
def _grab_squares(eng: Engine, have: Purse, char: str, reach: int, first: bool = False) -> list[Square]:
    """The squares within `reach` that have something to grab (BASE-GRAB-4): an ammo tile, or
    a weapon whose grab cost the player can pay (`_takes`; `have`: the player's `purse`).
    With `first`, the look stops at the first such square: enough to offer the action."""
    fig = eng.figures[char]
    if fig.square is None:
        return []
    ammo = eng.table.ammo
    out = []
    for square, key, colour in _spots(eng.arena, fig.square, reach):
        if colour is None:
            if ammo.get(key) is None:
                continue
        elif not _takes(eng, have, colour):
            continue
        out.append(square)
        if first:
            break
    return out


@cache  # arenas never change and are shared by every game (hashed by identity): never stale
def _spots(arena: Arena, square: Square, reach: int) -> tuple[tuple[Square, str, SpawnColour | None], ...]:
    """The squares within `reach` of `square` as a grab look reads them, each with its key in
    the table's ammo and its spawnpoint's colour (None: an ammo square)."""
    return tuple((s, sqkey(s), arena.spawn_colour(s)) for s in arena.within(square, reach))


def _takes(eng: Engine, have: Purse, colour: SpawnColour) -> bool:
    """The spawnpoint of `colour` holds a weapon whose grab cost the player can pay (`have`:
    their `purse`). A plain loop, here and in `_grab_squares`, not any() over a generator: set up
    at every action menu, a generator costs more than the look itself."""
    for w in eng.table.slots[colour]:
        if w and _affords(have, w):
            return True
    return False


@cache  # reads only the purse's counts and the catalog's grab cost, fixed for the process: a few thousand pairs at most
def _affords(have: Purse, weapon_id: str) -> bool:
    """The player can pay the weapon's grab cost (`have`: their `purse`)."""
    return covers(have, weapon(weapon_id).grab_cost)


def grab(eng: Engine, char: str, player: int, reach: int, have: Purse) -> Flow:
    """Move up to `reach`, then grab (`have`: the player's `purse`, counted for the action
    menu: nothing before the grab's own payment pays anything but the Adrenaline Rush)."""
    team = eng.figures[char].team
    square = yield from _choose_square(eng, char, player, _grab_squares(eng, have, char, reach),
                                       "move, then grab what is there", "grab")
    eng.move(char, square)
    colour = eng.arena.spawn_colour(square)
    if colour is None:
        grab_ammo(eng, char, team, player, square)
        return
    slots = eng.table.slots[colour]
    options = []
    for w in slots:
        if w and _affords(have, w):
            options.append(_take(w, square))
    takes = tuple(options)
    choice = only(takes) or (yield Decision(
        team, player, Kind.GRAB, f"{name(char)}: take which weapon from the {colour} spawnpoint?", takes, figure=char))
    w = choice.weapon
    assert w is not None  # each answer names a weapon
    yield from pay(eng, team, player, weapon(w).grab_cost, f"grabbing {weapon(w).name}")
    hand = eng.player(team, player).weapons
    dropped = None
    arena_loaded = [x for x in hand if weapon(x).owner is None]
    if len(arena_loaded) >= MAX_LOADED:
        drops = tuple(Choice(f"drop:{x}", weapon(x).name, weapon=x) for x in arena_loaded)
        drop = only(drops) or (yield Decision(
            team, player, Kind.DROP, f"{eng.pname(team, player)} holds {MAX_LOADED} loaded weapons: drop one into the slot",
            drops, figure=char))
        dropped = drop.weapon
        assert dropped is not None  # each answer names a weapon
        hand.remove(dropped)
    slots[slots.index(w)] = dropped
    hand.append(w)
    eng.emit(ev.WeaponGrabbed(char, eng.pname(team, player), w, dropped))


@cache  # nobody changes a choice once made; a weapon and a spawnpoint's square say it all
def _take(weapon_id: str, square: Square) -> Choice:
    """The answer "take this weapon" at a spawnpoint."""
    w = weapon(weapon_id)
    return Choice(f"grab:{weapon_id}", f"{w.name} (costs {cost_words(w.grab_cost)})", weapon=weapon_id, square=square)


def grab_ammo(eng: Engine, char: str, team: Team, player: int, square: Square) -> None:
    key = sqkey(square)
    tile_id = eng.table.ammo[key]
    assert tile_id is not None  # a grab needs a tile there (BASE-GRAB-4)
    tile = ammo_tile(tile_id)
    eng.table.ammo[key] = None
    eng.table.ammo_discard.append(tile.id)
    p = eng.player(team, player)
    gained, lost = eng.gain_cubes(p, tile.cubes)
    draw = tile.powerup and len(p.powerups) < MAX_POWERUPS  # BASE-GRAB-1
    eng.emit(ev.AmmoGrabbed(char, p.name, tile.design, gained, lost, draw))
    if draw:
        powerups.draw(eng, team, player)
