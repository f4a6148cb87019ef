"""Setting up a Team Play game: the table (TP-TEAM), the character draft (TP-DRAFT), ammo
and starting weapons (TP-AMMO) and the spawn round (TP-SPAWN)."""

from __future__ import annotations

from functools import cache, partial

from ..arena import ARENA_NAMES, SLOTS_PER_SPAWNPOINT, load_arena
from . import events as ev
from . import powerups
from .content import check_scripts
from ..i18n import _
from ..message import Msg
from .cards import (card_msg, catalog, char_msg, colour_msg, cost_msg, powerup, team_msg, team_name, weapon,
                    weapon_msg)
from .decision import Choice, Decision, Flow, Kind, only
from .engine import Engine
from .payment import can_pay, pay
from .rng import pick, seed_state, shuffle
from .state import AMMO, TEAM_SIZES, TEAMS, Figure, GameConfig, Table, Team, other, sqkey


class ConfigError(ValueError):
    """A game configuration that cannot be played."""


def new_table(config: GameConfig, seed: int) -> Table:
    """Lay out the table from the seed: starting team (TP-TEAM-6), reward tile (TP-TEAM-5),
    one random character weapon per character (TP-DRAFT-1), shuffled decks, weapon slots
    and ammo tiles (BASE-SETUP-2/3)."""
    cat = catalog()
    check_scripts()
    for team in ("black", "white"):
        n = len(config.players(team))
        if n not in TEAM_SIZES:
            raise ConfigError(_("team {team} has {n} players: each team has 1, 2 or 3").format(team=team_name(team), n=n))
    if config.arena not in ARENA_NAMES:
        load_arena(config.arena)  # a custom map: refused with its own error if broken
    if config.reward_tile is not None and config.reward_tile not in cat.reward_tiles:
        raise ConfigError(_("unknown reward tile {tile!r}; known: {known}").format(
            tile=config.reward_tile, known=", ".join(sorted(cat.reward_tiles))))
    # The new table validated once, from plain data
    table = Table.model_validate({
        "config": config, "rng": seed_state(seed), "reward_tile": "", "starting_team": "black",
        "teams": {t: {"players": [{"name": p.name} for p in config.players(t)]} for t in TEAMS},
    })
    table.starting_team = pick(table, TEAMS) if config.starting_team is None else config.starting_team
    table.reward_tile = config.reward_tile or pick(table, sorted(cat.reward_tiles))
    table.dealt = {c: pick(table, list(ch.weapons)) for c, ch in cat.characters.items()}
    table.weapon_deck = sorted(w.id for w in cat.arena_weapons())
    shuffle(table, table.weapon_deck)
    table.powerup_deck = [p.id for p in cat.powerups]
    shuffle(table, table.powerup_deck)
    table.ammo_deck = [a.id for a in cat.ammo_tiles]
    shuffle(table, table.ammo_deck)
    arena = load_arena(config.arena)
    if len(arena.ammo_squares) > len(table.ammo_deck):
        raise ConfigError(_("arena {arena} has {squares} ammo squares, more than the catalog's {tiles} ammo tiles").format(
            arena=arena.name, squares=len(arena.ammo_squares), tiles=len(table.ammo_deck)))
    table.slots = {colour: [table.weapon_deck.pop() for _ in range(SLOTS_PER_SPAWNPOINT)] for colour in AMMO}
    table.ammo = {sqkey(sq): table.ammo_deck.pop() for sq in arena.ammo_squares}
    table.active = table.starting_team
    return table


def setup_flow(eng: Engine) -> Flow:
    t = eng.table
    eng.emit(ev.Setup(t.starting_team, t.reward_tile, tuple(t.dealt.items())))
    if t.phase == "draft":
        yield from draft(eng)
        t.phase = "control"
    if t.phase == "control":
        for team in (t.starting_team, other(t.starting_team)):
            yield from assign(eng, team)
        t.phase = "ammo"
    if t.phase == "ammo":
        for team in (t.starting_team, other(t.starting_team)):
            yield from starting_weapons(eng, team)
        t.phase = "spawn"
    if t.phase == "spawn":
        for team in (t.starting_team, other(t.starting_team)):  # TP-SPAWN-1
            yield from spawn_team(eng, team)
        t.phase = "turn"
        t.active = t.starting_team


def picks(table: Table) -> tuple[Team, ...]:
    """TP-DRAFT-2: the team of each of the six picks, 1-2-2-1, the starting team first."""
    first, second = table.starting_team, other(table.starting_team)
    return first, second, second, first, first, second


def draft(eng: Engine) -> Flow:
    """The character draft, pick by pick in the order of `picks`."""
    t = eng.table
    # Each pick offers the same answers, less the characters taken: made once a game, and
    # worded only if someone reads them
    answers = [Choice(f"draft:{c}", partial(_draft_label, c, t.dealt[c]), figure=c) for c in catalog().characters]
    for team in picks(t):
        choices = tuple(a for a in answers if a.figure not in t.figures)
        choice = only(choices) or (yield Decision(team, None, Kind.DRAFT,
                                                  Msg("{team} team: pick a character", team=team_msg(team)), choices))
        c = choice.figure
        assert c is not None  # each answer names a character
        t.figures[c] = Figure(id=c, team=team, weapon=t.dealt[c])
        t.teams[team].characters.append(c)
        eng.emit(ev.Drafted(team, c))


def _draft_label(char: str, weapon_id: str) -> Msg:
    if weapon(weapon_id).house:
        return Msg("{character} — {weapon} [house]", character=char_msg(char), weapon=weapon_msg(weapon_id))
    return Msg("{character} — {weapon}", character=char_msg(char), weapon=weapon_msg(weapon_id))


def assign(eng: Engine, team: Team) -> Flow:
    """TP-DRAFT-3: who controls which character; a 2-player team shares its third."""
    ts = eng.teams[team]
    n = len(ts.players)
    if n == 1:
        for c in ts.characters:
            ts.owner[c] = 0
            eng.emit(ev.Assigned(team, ts.players[0].name, c))
        return
    free = list(ts.characters)
    for index in range(n):
        choices = tuple(Choice(f"control:{c}", char_msg(c), figure=c, player=index) for c in free)
        choice = only(choices) or (yield Decision(team, index, Kind.CONTROL, Msg(
            "{player}: which character is yours?", player=ts.players[index].name), choices))
        assert choice.figure is not None  # each answer names a character
        ts.owner[choice.figure] = index
        free.remove(choice.figure)
        eng.emit(ev.Assigned(team, ts.players[index].name, choice.figure))
    if free:
        ts.shared = free[0]
        for p in ts.players:
            eng.emit(ev.Assigned(team, p.name, ts.shared, shared=True))


def starting_weapons(eng: Engine, team: Team) -> Flow:
    """TP-AMMO-2..5: every player starts with one cube of each colour and pays the grab
    cost of their characters' weapons at once; a weapon nobody can pay starts unloaded."""
    ts = eng.teams[team]
    n = len(ts.players)
    due: dict[int, list[str]] = {i: [] for i in range(n)}
    for c in ts.characters:
        if c != ts.shared:
            due[ts.owner.get(c, 0)].append(eng.figures[c].weapon)
    for index, weapons in due.items():
        yield from _pay_starting(eng, team, index, weapons)
    if ts.shared:
        w = eng.figures[ts.shared].weapon
        payers = [i for i in range(n) if can_pay(eng, team, i, weapon(w).grab_cost)]
        if not payers:
            _start_unloaded(eng, team, w)
            return
        choices = tuple(Choice(f"payer:{i}", ts.players[i].name, player=i, weapon=w) for i in payers)
        choice = only(choices) or (yield Decision(
            team, None, Kind.AMMO, Msg("Who pays for the shared {character}'s {weapon}?",
                                       character=char_msg(ts.shared), weapon=weapon_msg(w)), choices))
        assert choice.player is not None  # each answer names a player
        yield from _pay_starting(eng, team, choice.player, [w])


def _pay_starting(eng: Engine, team: Team, index: int, weapons: list[str]) -> Flow:
    """Pay what the pool allows; where two grab costs need the same cube the player
    chooses which weapon is paid and the other starts unloaded (TP-AMMO-3)."""
    pending = sorted(weapons, key=lambda w: len(weapon(w).grab_cost))
    while pending:
        payable = [w for w in pending if can_pay(eng, team, index, weapon(w).grab_cost)]
        if not payable:
            for w in pending:
                _start_unloaded(eng, team, w)
            return
        free = [w for w in payable if not weapon(w).grab_cost]
        if free:
            w = free[0]
        else:
            choices = tuple(Choice(f"startpay:{w}", Msg("{weapon} (costs {cost})", weapon=weapon_msg(w),
                                                        cost=cost_msg(weapon(w).grab_cost)),
                                   weapon=w, player=index) for w in payable)
            choice = only(choices) or (yield Decision(
                team, index, Kind.AMMO, Msg("{player}: which character weapon do you pay for first?",
                                            player=eng.pname(team, index)), choices))
            assert choice.weapon is not None  # each answer names a weapon
            w = choice.weapon
        yield from pay(eng, team, index, weapon(w).grab_cost, Msg("{weapon} (grab cost)", weapon=weapon_msg(w)))
        eng.player(team, index).weapons.append(w)
        eng.emit(ev.StartingWeapon(team, eng.pname(team, index), w, True))
        pending.remove(w)


def _start_unloaded(eng: Engine, team: Team, w: str) -> None:
    eng.teams[team].table.append(w)
    eng.emit(ev.StartingWeapon(team, None, w, False))


def spawn_team(eng: Engine, team: Team) -> Flow:
    """TP-SPAWN-2..4: 4 cards for a 1-player team, 2 + 3 for a 2-player team, 2 each for
    a 3-player team; each card discarded places one character on its colour's spawnpoint."""
    ts = eng.teams[team]
    n = len(ts.players)
    if n == 1:
        plan = [(0, 4, list(ts.characters))]
    elif n == 2:
        choices = tuple(Choice(f"draws2:{i}", ts.players[i].name, player=i) for i in range(2))
        choice = only(choices) or (yield Decision(
            team, None, Kind.SPAWN, Msg("{team} team: which player draws 2 powerups (the other draws 3)?",
                                        team=team_msg(team)), choices))
        two = choice.player
        assert two is not None  # each answer names a player
        three = 1 - two
        mine = {i: [c for c in ts.characters if ts.owner.get(c) == i] for i in range(2)}
        assert ts.shared is not None  # a 2-player team shares its third character (TP-DRAFT-3)
        plan = [(two, 2, mine[two]), (three, 3, mine[three] + [ts.shared])]
    else:
        plan = [(i, 2, [c for c in ts.characters if ts.owner[c] == i]) for i in range(3)]
    for index, draws, chars in plan:
        drawn = [c for c in (powerups.draw(eng, team, index) for _ in range(draws)) if c is not None]
        for c in chars:
            yield from spawn_with_card(eng, team, index, c, drawn)


def spawn_with_card(eng: Engine, team: Team, index: int, char: str, cards: list[str], respawn: bool = False) -> Flow:
    """Discard one of `cards` from the player's hand; its colour picks the spawnpoint."""
    spawnpoints = eng.arena.spawnpoints
    choices = tuple(Choice(f"spawn:{c}", partial(_spawn_label, c), powerup=c, player=index, figure=char,
                           square=spawnpoints[powerup(c).colour]) for c in cards)
    choice = only(choices) or (yield Decision(team, index, Kind.SPAWN, partial(_spawn_prompt, eng.pname(team, index),
                                                                                 char), choices, figure=char))
    assert choice.powerup is not None  # each answer names a card
    cards.remove(choice.powerup)
    colour = powerup(choice.powerup).colour
    powerups.discard(eng, team, index, choice.powerup, _to_spawn(char))
    square = spawnpoints[colour]
    eng.figures[char].square = square
    eng.emit(ev.Spawned(char, square, colour, respawn))


def _spawn_label(card: str) -> Msg:
    return Msg("{card} → {colour} spawnpoint", card=card_msg(card), colour=colour_msg(powerup(card).colour))


def _spawn_prompt(player: str, char: str) -> Msg:
    return Msg("{player}: discard a powerup to choose {character}'s spawnpoint", player=player,
               character=char_msg(char))


@cache  # a message never changes once made: one per character
def _to_spawn(char: str) -> Msg:
    """Why a card is discarded."""
    return Msg("to spawn {character}", character=char_msg(char))
