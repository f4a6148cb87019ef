"""The end of a team's turn, in the rulebook's order (TP-END-1..6): refill, abilities,
flush and its reward, killshots, reload; then the game-end check (TP-GAME-1/2)."""

from __future__ import annotations

from collections import Counter
from functools import cache, lru_cache, partial

from . import events as ev
from . import powerups
from .abilities import end_of_turn_abilities
from ..message import Msg
from .cards import catalog, char_msg, colour_msg, cost_msg, reward_msg, weapon, weapon_msg
from .decision import Choice, Decision, Flow, Kind, only
from .engine import Engine
from .payment import Purse, covers, pay, purse
from .rng import shuffle
from .setup import spawn_with_card
from .state import AMMO, Ammo, FLUSH_AT, MAX_CUBES, MAX_LOADED, MULTIKILL, Team, TeamState, other


def end_of_turn(eng: Engine, team: Team) -> Flow:
    refill(eng)
    yield from end_of_turn_abilities(eng, team)
    yield from flush(eng, team)
    dead = [c for c in eng.teams[other(team)].characters if eng.figures[c].dead]
    if dead:
        yield from score_killshots(eng, team, dead)
    yield from reload(eng, team)
    finish_turn(eng, team)


def refill(eng: Engine) -> None:
    """TP-END-1: every empty ammo square and weapon slot is refilled; the ammo discards are
    reshuffled when the stack runs out (BASE-REFILL-1); an empty weapon deck leaves slots
    empty (BASE-REFILL-2)."""
    t = eng.table
    tiles = weapons = 0
    for key, tile in t.ammo.items():
        if tile is None:
            if not t.ammo_deck:
                t.ammo_deck, t.ammo_discard = t.ammo_discard, []
                shuffle(t, t.ammo_deck)
            if t.ammo_deck:
                t.ammo[key] = t.ammo_deck.pop()
                tiles += 1
    for slots in t.slots.values():
        if None in slots and t.weapon_deck:
            for i, w in enumerate(slots):
                if w is None and t.weapon_deck:
                    slots[i] = t.weapon_deck.pop()
                    weapons += 1
    if tiles or weapons:
        eng.revealed = True
        eng.emit(ev.Refilled(tiles, weapons))


def flush(eng: Engine, team: Team) -> Flow:
    """TP-END-3/4: the other team's buffer flushes at 6+ damage: every token goes onto its
    character's board, marks stay, and the team gains the reward for the colour count."""
    enemy = other(team)
    buf = eng.teams[enemy].buffer
    if len(buf.damage) < FLUSH_AT:
        eng.emit(ev.NotFlushed(enemy, len(buf.damage)))
        return
    tokens, buf.damage = buf.damage, []
    counts = Counter(tokens)
    reward = catalog().reward_tiles[eng.table.reward_tile].rows[len(counts)]
    eng.emit(ev.Flushed(enemy, team, len(tokens), len(counts), _reward_row(eng.table.reward_tile, len(counts))))
    for char, n in counts.items():
        eng.board_damage(char, n, "flush", team)
    if reward.points:
        eng.score(team, reward.points, _flush_reward(len(counts)), "flush")
    for _ in range(reward.heals):
        yield from heal(eng, team, FLUSH_HEAL)
    for _ in range(reward.ammo):
        yield from reward_cube(eng, team)
    for _ in range(reward.powerups):
        yield from reward_powerup(eng, team)


def heal(eng: Engine, team: Team, prompt: Msg) -> Flow:
    """Heal one of the team's characters: its tile slides one space right, unless every
    tile is already at its start (TP-END-4, TP-KILL-3, HS-AR-4)."""
    hurt = [c for c in eng.teams[team].characters if eng.figures[c].rush > 0]
    if not hurt:
        return
    choices = tuple([_heal_choice(c) for c in hurt])
    choice = only(choices) or (yield Decision(team, None, Kind.HEAL, prompt, choices))
    assert choice.figure is not None  # each answer names a character
    eng.heal(choice.figure)


def reward_cube(eng: Engine, team: Team) -> Flow:
    """A cube of free colour for one player of the team (TP-END-4); over 3 it is lost."""
    ts = eng.teams[team]
    choices = tuple([_cube_choice(i, p.name, c) for i, p in enumerate(ts.players) for c in AMMO
                     if p.cubes[c] < MAX_CUBES])
    if not choices:
        return
    choice = only(choices) or (yield Decision(team, None, Kind.REWARD, WHICH_CUBE, choices))
    assert choice.ammo is not None and choice.player is not None  # each answer names a colour and a player
    eng.gain_cubes(ts.players[choice.player], (choice.ammo,))
    eng.emit(ev.RewardGiven(team, ts.players[choice.player].name, _a_cube(choice.ammo)))


def reward_powerup(eng: Engine, team: Team) -> Flow:
    ts = eng.teams[team]
    choices = tuple([_powerup_choice(i, p.name) for i, p in enumerate(ts.players)])
    choice = only(choices) or (yield Decision(team, None, Kind.REWARD, WHO_DRAWS, choices))
    assert choice.player is not None  # each answer names a player
    if powerups.draw(eng, team, choice.player):  # the draw's own line tells it
        yield from powerups.discard_to_limit(eng, team, choice.player)


# The answers below name characters, players and colours and nothing else, so each is made
# once (cached): a choice never changes once made, and the same few are offered game after game
# (the players' names come from the games' configurations: a bounded cache holds them).
@cache
def _heal_choice(char: str) -> Choice:
    return Choice(f"heal:{char}", char_msg(char), figure=char)


@lru_cache(maxsize=256)
def _cube_choice(index: int, player: str, colour: Ammo) -> Choice:
    return Choice(f"cube:{index}:{colour}", Msg("{player}: a {colour} cube", player=player, colour=colour_msg(colour)),
                  player=index, ammo=colour)


@lru_cache(maxsize=256)
def _powerup_choice(index: int, player: str) -> Choice:
    return Choice(f"powerup-to:{index}", player, player=index)


# what a double and a triple kill score for, as the log says it (TP-KILL-4)
MULTIKILL_WORDS = {2: Msg("double kill"), 3: Msg("triple kill")}


def score_killshots(eng: Engine, team: Team, dead: list[str]) -> Flow:
    """TP-KILL-2..6: each killed board (`dead`, the other team's) scores 8, 6, 4, 2, 1, 1 by
    its skulls, a skull moves onto it, overkill adds 1 point and a heal, double and triple
    kills add 2 or 4; then the board is cleared and the character respawns at once."""
    t = eng.table
    for char in dead:
        fig = eng.figures[char]
        value = fig.value
        eng.score(team, value, _killshot_on(char), "killshots")
        fig.scored += 1
        if t.skulls > 0:
            t.skulls -= 1
            fig.skulls += 1
            eng.emit(ev.SkullMoved(char, value, t.skulls))
        if fig.overkilled:
            eng.emit(ev.Overkill(char, team))
            eng.score(team, 1, _overkill_on(char), "overkill")
            yield from heal(eng, team, OVERKILL_HEAL)
    if len(dead) in MULTIKILL:
        bonus = MULTIKILL[len(dead)][1]
        eng.emit(ev.MultiKill(team, len(dead), bonus))
        eng.score(team, bonus, MULTIKILL_WORDS[len(dead)], "multikill")
    for char in dead:
        fig = eng.figures[char]
        fig.damage, fig.dead, fig.overkilled = 0, False, False
        eng.emit(ev.BoardCleared(char))
        for token in ("poison", "mind_control"):  # HS-TOK-3
            if getattr(fig, token):
                setattr(fig, token, False)
                eng.emit(ev.TokenPlaced(token.replace("_", " "), char, None, removed=True))
        yield from respawn(eng, char)


def respawn(eng: Engine, char: str) -> Flow:
    """TP-KILL-5: draw 1 powerup, discard 1 to choose the spawnpoint; a shared character
    may be respawned by either player (TP-PU-2b)."""
    team = eng.figures[char].team
    players = eng.table.controllers(char)
    index = players[0]
    if len(players) > 1:
        choices = tuple(Choice(f"respawner:{i}", eng.pname(team, i), player=i) for i in players)
        choice = only(choices) or (yield Decision(team, None, Kind.RESPAWN, Msg(
            "Who respawns the shared {character}?", character=char_msg(char)), choices, figure=char))
        assert choice.player is not None  # each answer names a player
        index = choice.player
    powerups.draw(eng, team, index)
    yield from spawn_with_card(eng, team, index, char, list(eng.player(team, index).powerups), respawn=True)


def reload(eng: Engine, team: Team) -> Flow:
    """TP-REL-1 / TP-END-6: any player reloads the team's unloaded weapons (character
    weapons only by their controllers), paying from their own ammo; a player holding 3
    loaded arena weapons first unloads one (TP-WPN-7)."""
    ts = eng.teams[team]
    ts.shared_by = None  # at reload either player may act for the shared character (TP-CTRL-2)
    if not ts.table:
        return
    # What each player could pay with (`purse`): counted once per step, and again for whoever
    # paid, as nothing else changes a cube or a hand during the step.
    names, own = [], []
    for i, player in enumerate(ts.players):
        names.append(player.name)
        own.append(purse(eng, team, i))
    while ts.table:
        choices = _reload_choices(eng, team, ts, names, own)
        if not choices:
            return
        # "done" is always offered: the question is always asked
        choice = yield Decision(team, None, Kind.RELOAD, RELOAD_WHICH, (*choices, _DONE))
        if choice.weapon is None:
            return
        p, w = choice.player, choice.weapon
        assert p is not None  # each weapon's answer names who reloads it
        card = weapon(w)
        hand = ts.players[p].weapons
        loaded = [x for x in hand if weapon(x).owner is None] if card.owner is None else []
        if len(loaded) >= MAX_LOADED:
            unloads = tuple(Choice(f"unload:{x}", weapon_msg(x), weapon=x) for x in loaded)
            out = only(unloads) or (yield Decision(
                team, p, Kind.UNLOAD, Msg("{player} holds {most} loaded weapons: unload one first",
                                          player=ts.players[p].name, most=MAX_LOADED), unloads))
            assert out.weapon is not None  # each answer names a weapon
            hand.remove(out.weapon)
            ts.table.append(out.weapon)
            eng.emit(ev.Unloaded(team, ts.players[p].name, out.weapon))
        helpers = _helpers(ts, card.owner, p)
        yield from pay(eng, team, p, card.reload, _reloading(w), helpers=helpers)
        for q in (p, *helpers):
            own[q] = purse(eng, team, q)
        ts.table.remove(w)
        hand.append(w)
        eng.emit(ev.Reloaded(team, ts.players[p].name, w))


def _reload_choices(eng: Engine, team: Team, ts: TeamState, names: list[str], own: list[Purse]) -> list[Choice]:
    """Who may reload which of the team's unloaded weapons now (`names`: the players', `own`:
    what each could pay with alone)."""
    choices = []
    for w in ts.table:
        card = weapon(w)
        if card.owner is None:
            for p, have in enumerate(own):
                if covers(have, card.reload):
                    choices.append(_reload_choice(p, names[p], w))
        else:
            for p in eng.table.controllers(card.owner):
                helpers = _helpers(ts, card.owner, p)
                if covers(purse(eng, team, p, helpers=helpers) if helpers else own[p], card.reload):
                    choices.append(_reload_choice(p, names[p], w))
    return choices


_DONE = Choice("reload:done", Msg("Done reloading"))  # one object for every reload question: a choice never changes


@lru_cache(maxsize=512)
def _reload_choice(p: int, player: str, weapon_id: str) -> Choice:
    """Player `p` (named `player`) reloads the weapon. Cached: it depends on nothing but its
    arguments, and the same few are offered again after every reload of a step."""
    return Choice(f"reload:{p}:{weapon_id}", partial(_reload_label, player, weapon_id), player=p, weapon=weapon_id)


def _reload_label(player: str, weapon_id: str) -> Msg:
    return Msg("{player} reloads {weapon} (costs {cost})", player=player, weapon=weapon_msg(weapon_id),
               cost=cost_msg(weapon(weapon_id).reload))


def _helpers(ts: TeamState, owner: str | None, payer: int) -> tuple[int, ...]:
    """TP-PU-2c: reloading the shared character's weapon, the teammate's powerups may help."""
    if owner is None or owner != ts.shared:
        return ()
    return tuple(i for i in range(len(ts.players)) if i != payer)


def finish_turn(eng: Engine, team: Team) -> None:
    """TP-GAME-1/2: the 8th skull triggers the end; the game ends once both teams have
    played the same number of turns, so the second team always plays the last turn."""
    t = eng.table
    eng.teams[team].turns += 1
    level = eng.teams[team].turns == eng.teams[other(team)].turns
    if t.skulls == 0 and not t.end_triggered:
        t.end_triggered = True
        eng.emit(ev.EndTriggered(team, None if level else other(team)))
    if t.end_triggered and level:
        t.phase = "over"
    else:
        t.active = other(team)


# --- the questions' and the log's words, each made once: a message never changes once made ------
FLUSH_HEAL = Msg("Flush reward: heal which character?")
OVERKILL_HEAL = Msg("Overkill: heal which character?")
WHICH_CUBE = Msg("Flush reward: which cube, for whom?")
WHO_DRAWS = Msg("Flush reward: who draws the powerup?")
RELOAD_WHICH = Msg("Reload: which weapon, by whom?")


@cache
def _reward_row(tile_id: str, colours: int) -> Msg:
    """The reward tile's row for that many colours, in words."""
    return reward_msg(catalog().reward_tiles[tile_id].rows[colours])


@cache
def _flush_reward(colours: int) -> Msg:
    return Msg.counted("flush reward, {n} colour", "flush reward, {n} colours", colours)


@cache
def _a_cube(colour: str) -> Msg:
    return Msg("a {colour} cube", colour=colour_msg(colour))


@cache
def _killshot_on(char: str) -> Msg:
    return Msg("killshot on {character}", character=char_msg(char))


@cache
def _overkill_on(char: str) -> Msg:
    return Msg("overkill on {character}", character=char_msg(char))


@cache
def _reloading(weapon_id: str) -> Msg:
    """What a reload's payment is for."""
    return Msg("reloading {weapon}", weapon=weapon_msg(weapon_id))
