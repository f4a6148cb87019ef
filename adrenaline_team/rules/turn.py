"""A team's turn: who runs the shared character (TP-CTRL-2), one action per character in
any order (TP-TURN-1..5), Newton and Teleporter between actions (TP-PU-4, TP-PU-6)."""

from __future__ import annotations

from functools import cache, partial
from typing import NamedTuple

from ..arena import Arena
from . import events as ev
from . import powerups
from ..message import Msg
from .cards import ammo_tile, char_msg, colour_msg, cost_msg, team_msg, weapon, weapon_msg
from .decision import Choice, Decision, Flow, Greyed, Kind, only
from .engine import Engine
from .look import Look, payable
from .payment import pay, purse
from .shot import shoot
from .state import MAX_LOADED, MAX_POWERUPS, MAX_RUSH, Square, Team, sqkey


def start_turn(eng: Engine, team: Team) -> Flow:
    ts = eng.teams[team]
    eng.emit(ev.TurnStarted(team, ts.turns + 1, last=eng.table.end_triggered))
    for c in ts.characters:
        eng.figures[c].acted = False  # ability cards upright at the turn's start (TP-DRAFT-4)
    ts.shared_by = None
    if ts.shared:
        choices = tuple(Choice(f"shared:{i}", p.name, player=i, figure=ts.shared) for i, p in enumerate(ts.players))
        choice = only(choices) or (yield Decision(team, None, Kind.SHARED, _who_runs(ts.shared), choices,
                                                  figure=ts.shared))
        assert choice.player is not None  # each answer names a player
        ts.shared_by = choice.player
        eng.emit(ev.SharedControl(team, ts.players[choice.player].name, ts.shared))


def actions(eng: Engine, team: Team) -> Flow:
    """Characters act in any order; powerups are played before or after any action."""
    ts = eng.teams[team]
    figures = eng.figures
    # Who runs each character is settled from the turn's start (the shared one's player was
    # chosen then) to the reload step (TP-CTRL-2).
    runs = {c: eng.table.controllers(c)[0] for c in ts.characters}
    # Figures never leave the arena and enter it only at spawns, after the actions: the
    # enemies every shot of these actions may target are listed once.
    enemies = tuple(eng.enemies(team))
    while True:
        choices = []
        for c in ts.characters:
            fig = figures[c]
            if not fig.acted:
                choices.append(_takes_action(c, fig.square, runs[c]))
        all_acted = not choices
        choices += powerups.between_actions(eng, team)
        if all_acted:
            choices.append(_END_ACTIONS)
        options = tuple(choices)
        choice = only(options) or (yield Decision(team, None, Kind.NEXT, _who_next(team), options))
        if choice.powerup is not None:
            yield from powerups.play_between_actions(eng, team, choice)
        elif choice.figure is not None:
            yield from character_action(eng, choice.figure, runs[choice.figure], enemies)
        else:
            return


@cache  # asked at every "who acts next?", the same answer every time, and nobody changes a choice once made
def _takes_action(char: str, square: Square | None, player: int) -> Choice:
    """The answer "this character acts next" (`square`: where it stands, `player`: who runs it)."""
    return Choice(f"act:{char}", Msg("{character} takes an action", character=char_msg(char)), figure=char,
                  square=square, player=player)


_END_ACTIONS = Choice("act:end", Msg("End the actions: go to the end of the turn"))


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
    rush = eng.can_rush(char)
    # What the player could pay with is counted once for the looks and the grab: nothing
    # before the grab's or the shot's own payment pays anything but the Adrenaline Rush.
    look = Look.of(eng, char, player, purse(eng, team, player), rush, enemies)
    grab_now = look.can_grab(grab_move)
    shoot_now = look.can_fire(shoot_move)
    # A bought action is offered when it does more than the character's own; what it could
    # reach is judged as the Adrenaline Rush tile will stand after the payment.
    rush_grab = rush and grab_move == 1 and (grab_now or look.can_grab(2))
    rush_shoot = rush and shoot_move == 0 and look.after_rush(eng.can_rush(char, paid=1)).can_fire(1)
    question = _question(char, grab_move, shoot_move, (grab_now, shoot_now, rush_grab, rush_shoot),
                         bool(look.weapons), rush, fig.rush >= MAX_RUSH)
    choice = yield Decision(team, player, Kind.ACTION, question.prompt, question.choices, figure=char,
                            greyed=question.greyed)
    if choice.lightning:
        eng.pay_rush(char, RUSH_ACTION)
        # a bought action moves as the adrenaline action it buys: 2 before a grab, 1 before a shot
        grab_move, shoot_move = 2, 1
        look = look.after_rush(eng.can_rush(char))
    eng.emit(ev.ActionTaken(char, RUSH_WORDS.get(choice.key) or choice.words))
    if choice.option == "grab":
        yield from grab(eng, look, player, grab_move)
    elif choice.option == "shoot":
        firing = look.firing(shoot_move)
        square = yield from _choose_square(eng, char, player, list(firing), _move_first(char, "shoot"), "shoot")
        eng.move(char, square)
        assert look.shot is not None  # a shot is offered only where the look found a weapon that fires
        yield from shoot(look.shot, firing[square])
    fig.acted = True  # ability card sideways (TP-TURN-4)
    eng.fresh_marks.clear()  # this action's marks now count as placed by an earlier action


# The actions of a character's turn in the order a table shows them, with their words when
# they are not on offer (the action question's `greyed`).
ACTION_WORDS = {
    "action:grab": Msg("Move, then grab"),
    "action:shoot": Msg("Shoot"),
    # TRANSLATORS: a button's label; the Japanese face has no ⚡ (docs/glossary-ja.md, §10)
    "action:rush-grab": Msg("⚡ Move 2, grab · pays Adrenaline Rush"),
    # TRANSLATORS: a button's label; the Japanese face has no ⚡ (docs/glossary-ja.md, §10)
    "action:rush-shoot": Msg("⚡ Move 1, shoot · pays Adrenaline Rush"),
    "action:pass": Msg("Pass (the action is spent)"),
}


class Question(NamedTuple):
    """A character's action question: its words, the actions on offer (pass always among
    them), and those not on offer with why."""

    prompt: Msg
    choices: tuple[Choice, ...]
    greyed: tuple[Greyed, ...]


@cache  # a handful per character; nobody changes a choice once made, and a reason is worded when read
def _question(char: str, grab_move: int, shoot_move: int, offered: tuple[bool, bool, bool, bool], armed: bool,
              rush: bool, slid: bool) -> Question:
    """The action question for the character, given how far its grab and its shot move first
    and which of grab, shoot and the two bought with the Adrenaline Rush are `offered`
    (`armed`: it has a weapon it may fire; `rush`: it can make an Adrenaline Rush payment;
    `slid`: its tile cannot slide further)."""
    *actions, pass_ = _answers(char, grab_move, shoot_move)
    greyed = tuple(Greyed(c.key, ACTION_WORDS[c.key], c.option, c.lightning, place,
                          partial(_reason, c.key, grab_move, shoot_move, armed, rush, slid))
                   for place, (c, ok) in enumerate(zip(actions, offered)) if not ok)
    return Question(Msg("{character}: choose an action", character=char_msg(char)),
                    (*[c for c, ok in zip(actions, offered) if ok], pass_), greyed)


@cache  # nobody changes a choice once made: one set per character and damage step
def _answers(char: str, grab_move: int, shoot_move: int) -> tuple[Choice, ...]:
    """The answers of the character's action question in the order of `ACTION_WORDS`."""
    return (Choice("action:grab", Msg("Move up to 2, then grab (adrenaline)") if grab_move == 2 else
                   Msg("Move up to 1, then grab"), figure=char, option="grab"),
            Choice("action:shoot", Msg("Move up to 1, then shoot (adrenaline)") if shoot_move else
                   ACTION_WORDS["action:shoot"], figure=char, option="shoot"),
            Choice("action:rush-grab", ACTION_WORDS["action:rush-grab"], figure=char, option="grab", lightning=True),
            Choice("action:rush-shoot", ACTION_WORDS["action:rush-shoot"], figure=char, option="shoot",
                   lightning=True),
            Choice("action:pass", ACTION_WORDS["action:pass"], figure=char, option="pass"))


# what a bought action is, as the log says it (its button's words are kept short)
RUSH_WORDS = {"action:rush-grab": Msg("move up to 2, then grab (bought with the Adrenaline Rush)"),
              "action:rush-shoot": Msg("move up to 1, then shoot (bought with the Adrenaline Rush)")}


def _reason(key: str, grab_move: int, shoot_move: int, armed: bool, rush: bool, slid: bool) -> Msg:
    """Why the action `key` is not on offer, in the rulebook's words (`_greyed`)."""
    tile = (Msg("the Adrenaline Rush tile cannot slide further") if slid else
            Msg("a payment would bring the killshot onto the damage already taken"))
    if key == "action:grab":
        return Msg.counted("Nothing to grab within {n} square: no ammo tile, and no weapon you can pay for",
                           "Nothing to grab within {n} squares: no ammo tile, and no weapon you can pay for", grab_move)
    if key == "action:shoot":
        return Msg("No weapon can hit anyone from here") if armed else Msg("No loaded weapon this character may fire")
    if key == "action:rush-grab":
        if grab_move == 2:
            return Msg("Not needed: with 3 or more damage the grab already moves up to 2")
        return Msg("Nothing to grab within 2 squares") if rush else Msg("Not now: {why}", why=tile)
    if shoot_move:
        return Msg("Not needed: with 6 or more damage the shot already may move 1 first")
    return Msg("No weapon could hit anyone after moving 1") if rush else Msg("Not now: {why}", why=tile)


def _choose_square(eng: Engine, char: str, player: int, squares: list[Square], prompt: Msg, action: str) -> Flow:
    fig, arena = eng.figures[char], eng.arena
    here = fig.square
    moves = []
    for s in squares:
        moves.append(_move_to(arena, char, s, s == here))
    choices = tuple(moves)
    if len(choices) == 1 and choices[0].square == here:
        return here  # staying put is no move: the one answer changes nothing, so it is not asked
    # a move is always asked, even to the one square that serves (it moves a figure)
    choice = yield Decision(fig.team, player, Kind.MOVE, prompt, choices, figure=char, action=action)
    return choice.square


@cache  # the same answer every time: arenas are shared by every game and never change, nor does a choice once made
def _move_to(arena: Arena, char: str, square: Square, stay: bool) -> Choice:
    """The answer "move there" before a grab or a shot (`stay`: the character's own square)."""
    return Choice(f"move:{sqkey(square)}", STAY if stay else Msg("to {place}", place=arena.place(square)),
                  square=square, figure=char)


STAY = Msg("stay")


# --- grabbing (BASE-GRAB, TP-WPN-7) ------------------------------------------------------------
def grab(eng: Engine, look: Look, player: int, reach: int) -> Flow:
    """Move up to `reach` onto a square of the look's with something to grab, then grab it."""
    char = look.char
    team = eng.figures[char].team
    square = yield from _choose_square(eng, char, player, look.grabs(reach), _move_first(char, "grab"), "grab")
    eng.move(char, square)
    colour = eng.arena.spawn_colour(square)
    if colour is None:
        grab_ammo(eng, char, team, player, square)
        return
    slots = eng.table.slots[colour]
    options = tuple([_take(w, square) for w in slots if w and payable(look.have, w)])
    choice = only(options) or (yield Decision(team, player, Kind.GRAB, _take_which(char, colour), options,
                                              figure=char))
    w = choice.weapon
    assert w is not None  # each answer names a weapon
    yield from pay(eng, team, player, weapon(w).grab_cost, _grabbing(w))
    hand = eng.player(team, player).weapons
    dropped = None
    arena_loaded = [x for x in hand if weapon(x).owner is None]
    if len(arena_loaded) >= MAX_LOADED:
        drops = tuple(Choice(f"drop:{x}", weapon_msg(x), weapon=x) for x in arena_loaded)
        drop = only(drops) or (yield Decision(
            team, player, Kind.DROP, Msg("{player} holds {most} loaded weapons: drop one into the slot",
                                         player=eng.pname(team, player), most=MAX_LOADED), drops, figure=char))
        dropped = drop.weapon
        assert dropped is not None  # each answer names a weapon
        hand.remove(dropped)
    slots[slots.index(w)] = dropped
    hand.append(w)
    eng.emit(ev.WeaponGrabbed(char, eng.pname(team, player), w, dropped))


@cache  # nobody changes a choice once made; a weapon and a spawnpoint's square say it all
def _take(weapon_id: str, square: Square) -> Choice:
    """The answer "take this weapon" at a spawnpoint."""
    return Choice(f"grab:{weapon_id}", Msg("{weapon} (costs {cost})", weapon=weapon_msg(weapon_id),
                                           cost=cost_msg(weapon(weapon_id).grab_cost)), weapon=weapon_id, square=square)


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


# --- the questions' and the log's words, each made once: a message never changes once made, and
# these name nothing but characters, weapons, colours and teams (one each per game at most)
RUSH_ACTION = Msg("an adrenaline action")  # what an Adrenaline Rush payment buys, as the log says it


@cache
def _who_runs(char: str) -> Msg:
    return Msg("Who runs the shared {character} this turn (until the reload step)?", character=char_msg(char))


@cache
def _who_next(team: Team) -> Msg:
    return Msg("{team} team: who acts next?", team=team_msg(team))


@cache
def _move_first(char: str, action: str) -> Msg:
    """The question where to move before the action ("shoot" or "grab")."""
    if action == "shoot":
        return Msg("{character}: move before shooting", character=char_msg(char))
    return Msg("{character}: move, then grab what is there", character=char_msg(char))


@cache
def _take_which(char: str, colour: str) -> Msg:
    return Msg("{character}: take which weapon from the {colour} spawnpoint?", character=char_msg(char),
               colour=colour_msg(colour))


@cache
def _grabbing(weapon_id: str) -> Msg:
    """What a grab's payment is for."""
    return Msg("grabbing {weapon}", weapon=weapon_msg(weapon_id))
