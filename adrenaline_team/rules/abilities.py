"""End-of-turn abilities (TP-END-2, DLC-ABIL-1). Sprog's Venom is official (DLC-SPROG-2);
the other five are the house set's (HS-ABIL-…), found through each ability's `script`."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from . import events as ev
from . import powerups
from ..message import Msg
from .cards import ability, ability_msg, catalog, char_msg, team_msg
from .decision import Choice, Decision, Flow, Kind, only, shared
from .engine import Engine
from .state import Team, other


def _venom_usable(eng: Engine, char: str) -> bool:
    for f in eng.figures.values():
        if f.poison and f.square is not None:
            return True
    return False


def _venom(eng: Engine, char: str) -> Flow:
    """Every character bearing a poison token takes 1 damage straight onto its board, not
    through the buffer (TP-DMG-2, TP-END-2); it can kill (TP-KILL-1)."""
    team = eng.figures[char].team
    # said first: the log and the review credit what follows (a killshot) to Sprog
    eng.emit(ev.AbilityUsed(char, ability(char).id, VENOM_DID))
    for f in list(eng.figures.values()):
        if f.poison and f.square is not None:
            eng.board_damage(f.id, 1, "venom", team)
    return
    yield


def _overload_usable(eng: Engine, char: str) -> bool:
    return bool(eng.table.overload)


OVERLOAD_DAMAGE = 2  # issue 42, round 1: was 1 (balance.md)


def _overload(eng: Engine, char: str) -> Flow:
    """HS-ABIL-DSTRUCT: every enemy on an overload token takes 2 damage into its buffer (in
    time for this turn's flush check); then every overload token returns to the supply."""
    team = eng.figures[char].team
    squares = list(eng.table.overload)
    eng.emit(ev.AbilityUsed(char, ability(char).id, OVERLOAD_DID))
    for enemy in eng.enemies(team):
        if eng.figures[enemy].square in squares:
            powerups.attack(eng, char, enemy, OVERLOAD_DAMAGE)
    eng.table.overload = []
    yield from powerups.tagbacks(eng)
    for square in squares:
        eng.emit(ev.TokenPlaced("overload", None, square, removed=True, place=eng.arena.place(square)))


def _mind_control_usable(eng: Engine, char: str) -> bool:
    figures = eng.figures
    for c in eng.enemies(figures[char].team):
        if figures[c].mind_control:
            return True
    return False


MIND_CONTROL_DAMAGE = 1  # issue 42, round 2: was 0 (balance.md)


def _mind_control(eng: Engine, char: str) -> Flow:
    """HS-ABIL-BANSHEE: move one enemy bearing a mind control token up to 2 squares; the
    token then returns to the supply and the enemy takes 1 damage into its buffer (in time
    for this turn's flush check, as Overload's)."""
    team = eng.figures[char].team
    bearers = [c for c in eng.enemies(team) if eng.figures[c].mind_control]
    choice = yield Decision(team, None, Kind.ABILITY, _move_which(char),
                            tuple(Choice(f"mind:{c}", char_msg(c), figure=c, square=eng.figures[c].square)
                                  for c in bearers) + _skip(char), figure=char)
    if choice.figure is None:
        return
    target = eng.figures[choice.figure]
    assert target.square is not None  # an enemy on the arena
    squares = powerups.destinations(eng.arena, eng.arena.within(target.square, 2), target.id)
    dest = yield Decision(team, None, Kind.ABILITY, _move_where(char, target.id), squares, figure=char)
    assert dest.square is not None  # each answer names a square
    eng.emit(ev.AbilityUsed(char, ability(char).id, powerups.moved(target.id)))
    eng.move(target.id, dest.square, by=ability_msg(char))
    target.mind_control = False
    eng.emit(ev.TokenPlaced("mind control", target.id, None, removed=True))
    powerups.attack(eng, char, target.id, MIND_CONTROL_DAMAGE)
    yield from powerups.tagbacks(eng)


def _plating_usable(eng: Engine, char: str) -> bool:
    return char in eng.teams[eng.figures[char].team].buffer.damage


def _plating(eng: Engine, char: str) -> Flow:
    """HS-ABIL-DOZER: remove 1 of Dozer's own damage tokens from his team's buffer."""
    team = eng.figures[char].team
    choice = yield Decision(team, None, Kind.ABILITY, _remove_which(char),
                            (shared("plating:yes", _REMOVE_IT, char), *_skip(char)), figure=char)
    if choice.figure is None:
        return
    buf = eng.teams[team].buffer.damage
    del buf[len(buf) - 1 - buf[::-1].index(char)]
    eng.emit(ev.AbilityUsed(char, ability(char).id, _left_buffer(char, team)))


def _nanobots_targets(eng: Engine, char: str) -> tuple[list[str], list[str]]:
    """(Violet's teammates on her square with damage, teammates whose tile can be healed)."""
    figures = eng.figures
    fig = figures[char]
    mates = eng.teams[fig.team].characters
    if fig.square is None:
        return [], []
    repair = []
    heal = []
    for c in mates:
        mate = figures[c]
        # issue 42, round 2: on her square (was: in her room; balance.md)
        if c != char and mate.damage > 0 and mate.square == fig.square:
            repair.append(c)
        if mate.rush > 0:
            heal.append(c)
    return repair, heal


def _nanobots_usable(eng: Engine, char: str) -> bool:
    repair, heal = _nanobots_targets(eng, char)
    return bool(repair or heal)


def _nanobots(eng: Engine, char: str) -> Flow:
    """HS-ABIL-VIOLET: remove 1 damage from another teammate's board on Violet's square (not
    her own: she patches up her friends), or, if none there has damage, heal one of the
    team's Adrenaline Rush tiles."""
    team = eng.figures[char].team
    repair, heal = _nanobots_targets(eng, char)
    options = tuple([_repair_choice(c) for c in repair] if repair else [_tile_choice(c) for c in heal])
    choice = yield Decision(team, None, Kind.ABILITY, _repair_which(char, bool(repair)), (*options, *_skip(char)),
                            figure=char)
    if choice.figure is None:
        return
    target = eng.figures[choice.figure]
    if repair:
        target.damage -= 1
        eng.emit(ev.AbilityUsed(char, ability(char).id, _repaired(target.id)))
    else:
        eng.emit(ev.AbilityUsed(char, ability(char).id, _heals(target.id)))
        eng.heal(target.id)


def _hack_usable(eng: Engine, char: str) -> bool:
    return bool(eng.teams[other(eng.figures[char].team)].buffer.damage)


def _hack(eng: Engine, char: str) -> Flow:
    """HS-ABIL-ECHO: one damage token in the enemies' buffer changes to the colour of
    another enemy character."""
    team = eng.figures[char].team
    buf = eng.teams[other(team)].buffer.damage
    enemies = eng.teams[other(team)].characters
    options = _hack_choices(tuple(dict.fromkeys(buf)), tuple(enemies))
    choice = yield Decision(team, None, Kind.ABILITY, _recolour_which(char),
                            (*options, *_skip(char)), figure=char)
    if choice.figure is None:
        return
    frm, to = choice.source, choice.figure
    assert frm is not None  # each recolouring answer names the token it recolours
    i = len(buf) - 1 - buf[::-1].index(frm)
    buf[i] = to
    eng.emit(ev.AbilityUsed(char, ability(char).id, _recoloured(frm, to)))


@cache
def _recoloured(frm: str, to: str) -> Msg:
    return Msg("a {character} token becomes {other}'s", character=char_msg(frm), other=char_msg(to))


# The answers below name characters and nothing else, so each is made once (cached): a choice
# never changes once made, and the same few are offered at every end of turn.
_SKIP = Choice("ability:skip", Msg("Do not use the ability"))
_REMOVE_IT = Msg("Remove it")


def _skip(char: str) -> tuple[Choice, ...]:
    """The "do not use" answer of an ability's first question: offered unless the card says
    the ability is mandatory (its `mandatory` field, the one place that says so; Venom and
    Overload, mandatory, ask nothing and simply happen)."""
    return () if ability(char).mandatory else (_SKIP,)


@cache
def _repair_choice(char: str) -> Choice:
    return Choice(f"repair:{char}", Msg("remove 1 damage from {character}", character=char_msg(char)), figure=char)


@cache
def _tile_choice(char: str) -> Choice:
    return Choice(f"heal:{char}", Msg("heal {character}", character=char_msg(char)), figure=char)


@cache
def _hack_choices(tokens: tuple[str, ...], enemies: tuple[str, ...]) -> tuple[Choice, ...]:
    """Each colour among the buffer's `tokens` recoloured as each other enemy's."""
    return tuple(Choice(f"hack:{a}:{b}", _recoloured(a, b), figure=b, source=a)
                 for a in tokens for b in enemies if b != a)


@cache
def _next(char: str) -> Choice:
    """The character's ability, as the answer to "which ability is used next?"."""
    # TRANSLATORS: a character and its ability, as an answer to "which ability is used next?"
    return Choice(f"ability:{char}", Msg("{character}: {ability}", character=char_msg(char),
                                         ability=ability_msg(char)), figure=char)


ABILITIES: dict[str, tuple[Callable[[Engine, str], bool], Callable[[Engine, str], Flow]]] = {
    "venom": (_venom_usable, _venom),
    "overload": (_overload_usable, _overload),
    "mind_control": (_mind_control_usable, _mind_control),
    "plating": (_plating_usable, _plating),
    "nanobots": (_nanobots_usable, _nanobots),
    "hack": (_hack_usable, _hack),
}


@cache  # the catalog never changes
def _scripts() -> dict[str, tuple[Callable[[Engine, str], bool], Callable[[Engine, str], Flow]]]:
    """Each character's ability: whether it can be used now, and its flow."""
    return {char: ABILITIES[ability(char).script] for char in catalog().characters}


def end_of_turn_abilities(eng: Engine, team: Team) -> Flow:
    """TP-END-2: each character's ability once, in the order the team chooses; a used
    ability's card turns upright again."""
    figures = eng.figures
    scripts = _scripts()
    waiting = list(eng.teams[team].characters)
    while True:
        ready, offers = [], []
        for c in waiting:
            if scripts[c][0](eng, c):
                ready.append(c)
                offers.append(_next(c))
            else:
                figures[c].acted = False  # nothing to do: the card goes upright
        waiting = ready
        if not waiting:
            return
        choices = tuple(offers)
        choice = only(choices) or (yield Decision(team, None, Kind.ABILITY, WHICH_ABILITY, choices))
        char = choice.figure
        assert char is not None  # each choice names a waiting character
        yield from scripts[char][1](eng, char)
        eng.figures[char].acted = False
        waiting.remove(char)


# --- the questions' and the log's words, each made once: a message never changes once made, and
# these name nothing but characters and teams ---------------------------------------------------
VENOM_DID = Msg("every poisoned character takes 1 damage on its board")
OVERLOAD_DID = Msg("every enemy on an overload token takes 2 damage")
WHICH_ABILITY = Msg("End of turn: which ability is used next?")


@cache
def _move_which(char: str) -> Msg:
    return Msg("{ability}: move which enemy?", ability=ability_msg(char))


@cache
def _move_where(char: str, target: str) -> Msg:
    return Msg("{ability}: move {character} where?", ability=ability_msg(char), character=char_msg(target))


@cache
def _remove_which(char: str) -> Msg:
    return Msg("{ability}: remove 1 {character} token from your buffer?", ability=ability_msg(char),
               character=char_msg(char))


@cache
def _left_buffer(char: str, team: Team) -> Msg:
    return Msg("1 damage to {character} leaves {team}'s buffer", character=char_msg(char), team=team_msg(team))


@cache
def _repair_which(char: str, repair: bool) -> Msg:
    if repair:
        return Msg("{ability}: remove 1 damage from which teammate on {character}'s square?", ability=ability_msg(char),
                   character=char_msg(char))
    return Msg("{ability}: heal which character's Adrenaline Rush tile?", ability=ability_msg(char))


@cache
def _repaired(char: str) -> Msg:
    return Msg("1 damage removed from {character}'s board", character=char_msg(char))


@cache
def _heals(char: str) -> Msg:
    return Msg("{character} heals", character=char_msg(char))


@cache
def _recolour_which(char: str) -> Msg:
    return Msg("{ability}: recolour a buffer token?", ability=ability_msg(char))
