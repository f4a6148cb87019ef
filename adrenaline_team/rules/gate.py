"""The checks of what a saved game holds, passed before anything runs: the autosave,
`play --load`, `replay`, the rules tour's positions, the puzzles and `Game.from_position`
all come through here. Reading a file (a regular file of at most 5 MB in UTF-8, JSON nested
at most 40 deep, integers of at most 24 digits, fields of exactly their types) is
`files.py`'s job, below the rules; reading a save and replaying its history, `save.py`'s.

The table must be one the engine can play and the screen can show: every id known to the
catalog, every square on the arena, every bot known, names printable and short, and counts
within what a table holds. Whatever fails is one `Bad` (the field and what is wrong), which
the reader turns into one `SaveError` line naming the file and the field.

What a valid table is, decided here so the engine never has to doubt its table:
- the arena is a shipped one (A-D) or a map file inside the player's own maps folder;
- the draft phase has no characters yet; from then on each team has three of the six
  characters, each with its figure and the character weapon dealt to it; after the
  `control` step every character has its controlling player (a 2-player team shares one);
- cards are known ids in places of their kind (arena weapons in the deck and the slots,
  a character weapon only with its own team), hands within the limits (3 powerups,
  3 loaded arena weapons, 3 cubes of a colour), every ammo square of the arena holds a
  tile or none;
- the damage tokens fit the boards (a buffer holds at most what its three boards can take),
  marks 1-3, skulls on the skull board plus on the boards make 8.
- the progress is one the rules can give (`_check_progress`): the team turn counts follow
  the alternation from the starting team, the scores are the sums of their tallies, and each
  tally is at most what the table's killshots, overkills and turns can have scored.
Cards are not required to be each in exactly one place: the rules tour's positions are set
up by hand, and a card twice on the table breaks no rule of the engine.

The bounds here hold for where a game comes from, not for where it got to: a game played on
from a position at a bound saves a snapshot past it, and that save loads, because its origin
is the same position (`save.py`).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..arena import ARENA_NAMES, SLOTS_PER_SPAWNPOINT, Arena, ArenaError, arena_file, load_arena
from ..i18n import N_, _
from ..files import SaveError
from ..catalog.loader import card_set
from ..places import user_cards, user_maps
from .cards import catalog, team_name
from .content import check_scripts
from .state import (AMMO, BOARD_VALUES, MAX_CUBES, MAX_LOADED, MAX_MARKS, MAX_POWERUPS, MAX_RUSH, MULTIKILL, SKULLS,
                    TEAM_SIZES, TEAMS, TOKENS_PER_POINT, TRACK, GameConfig, GameState, Table, Team, keysq, other)

MAX_NAME = 40
MAX_KEY = 200  # a choice key ("move:1,2", "pay:red|tagback_grenade-red-1", ...)
MAX_SCRIPT = 100_000  # choices in one file; a real game makes a few thousand
MAX_TEXT = 200  # the result's reason, read on the results screen
MAX_SEED = 10**18 - 1  # 18 digits: what the seed box and --seed take
# Every team turn asks its team at least one question (its first action), so a game whose
# choices fit in one save has played at most MAX_SCRIPT team turns: a starting position
# claiming more comes from no game a save could hold.
MAX_TURNS = MAX_SCRIPT
# Extra killshots on one board once the skull board is empty: every killshot takes a skull
# while there are some (TP-KILL-2); after the last one goes, the turn that took it and the
# other team's last turn (TP-GAME-1/2) can each kill a character once more.
AFTER_LAST_SKULL = 2


class Bad(Exception):
    """One problem inside a file: the field and what is wrong with it."""

    def __init__(self, field: str, what: str):
        super().__init__(_("field '{field}': {what}").format(field=field, what=what))
        self.field, self.what = field, what


# --- what a table may hold ---------------------------------------------------------------
def check_name(field: str, name: str) -> None:
    if not name.strip():
        raise Bad(field, _("a name cannot be empty"))
    if len(name) > MAX_NAME:
        raise Bad(field, _("a name of {n} characters (at most {most})").format(n=len(name), most=MAX_NAME))
    if not name.isprintable():
        raise Bad(field, _("a name holds a control character"))


def check_arena(name: str) -> None:
    """A config's arena is shipped (A-D) or the file name of a map in the player's maps
    folder, never another path: a save cannot make the game open a file of its choosing."""
    if name in ARENA_NAMES:
        return
    if not name.endswith(".tmx") or name != Path(name).name or name.startswith("."):
        raise Bad("arena", _("{name!r} is neither A, B, C, D nor the file name of a map in {folder}").format(
            name=name[:MAX_NAME], folder=user_maps()))
    path = arena_file(name)
    if not path.exists():
        raise Bad("arena", _("no map file {name!r} in {folder}").format(name=name, folder=user_maps()))
    if not path.is_file():  # a FIFO or a device would hang the read
        raise Bad("arena", _("{path} is not a regular file").format(path=path))


@dataclass(frozen=True)
class Known:
    """The ids a table may name, from the catalog and the bots (worked out once)."""

    characters: tuple[str, ...]
    arena_weapons: frozenset[str]
    powerups: frozenset[str]
    tiles: frozenset[str]
    bots: frozenset[str]


@cache
def known() -> Known:
    from ..levels import BOTS  # the computer players' names, not the bots: they import the rules
    check_scripts()
    cat = catalog()
    return Known(tuple(cat.characters), frozenset(w.id for w in cat.arena_weapons()),
                 frozenset(p.id for p in cat.powerups), frozenset(a.id for a in cat.ammo_tiles), frozenset(BOTS))


def check_config(config: GameConfig) -> Arena:
    """The config's arena, once the config is one a game can start from."""
    check_arena(config.arena)
    try:
        arena = load_arena(config.arena)
    except ArenaError as err:
        raise Bad("arena", str(err)) from None
    bots = known().bots
    for team in TEAMS:
        players = config.players(team)
        if len(players) not in TEAM_SIZES:
            raise Bad(team, _("{n} players: a team has 1, 2 or 3").format(n=len(players)))
        for i, p in enumerate(players):
            check_name(f"{team}.{i}.name", p.name)
            if p.bot is not None and p.bot not in bots:
                raise Bad(f"{team}.{i}.bot", _("unknown bot {bot!r}; known: {known}").format(
                    bot=p.bot[:MAX_NAME], known=", ".join(sorted(bots))))
    if config.reward_tile is not None and config.reward_tile not in catalog().reward_tiles:
        raise Bad("reward_tile", _("unknown reward tile {tile!r}").format(tile=config.reward_tile[:MAX_NAME]))
    return arena


def _ids(field: str, ids: list[str], known: Collection[str], what: str, most: int) -> None:
    """Each of `ids` is one of `known` (`what` they are, an id marked for the catalog)."""
    if len(ids) > most:
        raise Bad(field, _("{n} cards, more than the {most} a table holds").format(n=len(ids), most=most))
    for i, x in enumerate(ids):
        if x not in known:
            raise Bad(f"{field}.{i}", _("unknown {what} {id!r}").format(what=_(what), id=str(x)[:MAX_NAME]))


def _within(field: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        raise Bad(field, _("{value} is not between {low} and {high}").format(value=value, low=low, high=high))


def check_table(t: Table) -> None:
    """Raises `Bad` (field relative to the table) for a table the engine cannot play."""
    cat, ids = catalog(), known()
    try:
        arena = check_config(t.config)
    except Bad as bad:
        raise Bad(f"config.{bad.field}", bad.what) from None
    characters, arena_weapons, powerups, tiles = ids.characters, ids.arena_weapons, ids.powerups, ids.tiles
    _within("rng", t.rng, 0, 2**64 - 1)
    if t.reward_tile not in cat.reward_tiles:
        raise Bad("reward_tile", _("unknown reward tile {tile!r}").format(tile=t.reward_tile[:MAX_NAME]))
    if set(t.teams) != set(TEAMS):
        raise Bad("teams", _("a table has the black and the white team"))
    drafting = t.phase == "draft"
    assigned = t.phase not in ("draft", "control")
    if drafting and t.figures:
        raise Bad("figures", _("no character is on the table before the draft"))
    if not drafting and sorted(t.figures) != sorted(characters):
        raise Bad("figures", _("the six characters after the draft: {characters}").format(
            characters=", ".join(characters)))
    if sorted(t.dealt) != sorted(characters):
        raise Bad("dealt", _("one character weapon dealt to each of the six characters"))
    for c, w in t.dealt.items():
        if w not in cat.characters[c].weapons:
            raise Bad(f"dealt.{c}", _("{weapon!r} is not one of {character}'s character weapons").format(
                weapon=w[:MAX_NAME], character=c))
    for team in TEAMS:
        _check_team(t, team, characters, arena_weapons, powerups, drafting, assigned)
    for c, fig in t.figures.items():
        where = f"figures.{c}"
        if fig.id != c:
            raise Bad(f"{where}.id", _("the figure of {character} is not {id!r}").format(
                character=c, id=fig.id[:MAX_NAME]))
        if c not in t.teams[fig.team].characters:
            raise Bad(f"{where}.team", _("{character} is not a character of the {team} team").format(
                character=c, team=team_name(fig.team)))
        if fig.weapon != t.dealt[c]:
            raise Bad(f"{where}.weapon", _("{character}'s character weapon is {weapon}").format(
                character=c, weapon=t.dealt[c]))
        if fig.square is not None and fig.square not in arena.square_rooms:
            raise Bad(f"{where}.square", _("{square} is not a square of arena {arena}").format(
                square=list(fig.square), arena=arena.name))
        if fig.square is None and t.phase in ("turn", "over"):
            raise Bad(f"{where}.square", _("every character is on the arena once the spawn round is over"))
        _within(f"{where}.rush", fig.rush, 0, MAX_RUSH)
        _within(f"{where}.damage", fig.damage, 0, fig.overkill)
        _within(f"{where}.skulls", fig.skulls, 0, SKULLS)
        _within(f"{where}.scored", fig.scored, fig.skulls, fig.skulls + AFTER_LAST_SKULL)
    _ids("weapon_deck", t.weapon_deck, arena_weapons, N_("arena weapon"), len(arena_weapons))
    _ids("powerup_deck", t.powerup_deck, powerups, N_("powerup"), len(powerups))
    _ids("powerup_discard", t.powerup_discard, powerups, N_("powerup"), len(powerups))
    _ids("ammo_deck", t.ammo_deck, tiles, N_("ammo tile"), len(tiles))
    _ids("ammo_discard", t.ammo_discard, tiles, N_("ammo tile"), len(tiles))
    hands = [p.powerups for ts in t.teams.values() for p in ts.players]
    if len(t.powerup_deck) + len(t.powerup_discard) + sum(map(len, hands)) <= MAX_POWERUPS * len(hands):
        # a respawn draws a card even when every hand is full (TP-KILL-5)
        raise Bad("powerup_deck", _("too few powerups on the table: more than {most} per player are needed").format(
            most=MAX_POWERUPS))
    if sorted(t.slots) != sorted(AMMO):
        raise Bad("slots", _("one row of weapon slots for each of the red, blue and yellow spawnpoints"))
    for colour, row in t.slots.items():
        if len(row) != SLOTS_PER_SPAWNPOINT:
            raise Bad(f"slots.{colour}", _("{n} weapon slots: a spawnpoint has {slots}").format(
                n=len(row), slots=SLOTS_PER_SPAWNPOINT))
        _ids(f"slots.{colour}", [w for w in row if w is not None], arena_weapons, N_("arena weapon"),
             SLOTS_PER_SPAWNPOINT)
    try:
        squares = {keysq(k): k for k in t.ammo}
    except ValueError:
        raise Bad("ammo", _("squares are written 'row,col'")) from None
    if sorted(squares) != sorted(arena.ammo_squares):
        raise Bad("ammo", _("one entry for each ammo square of arena {arena}").format(arena=arena.name))
    _ids("ammo", [a for a in t.ammo.values() if a is not None], tiles, N_("ammo tile"), len(arena.ammo_squares))
    if len(t.overload) > len(arena.squares) or any(sq not in arena.square_rooms for sq in t.overload):
        raise Bad("overload", _("overload tokens lie on squares of arena {arena}").format(arena=arena.name))
    _within("skulls", t.skulls, 0, SKULLS)
    if t.skulls + sum(f.skulls for f in t.figures.values()) != SKULLS:
        raise Bad("skulls", _("the skulls on the skull board and on the boards make {n}").format(n=SKULLS))
    _check_progress(t)
    if t.result is not None:
        if t.phase != "over":
            raise Bad("result", _("a result only once the game is over"))
        if sorted(t.result.scores) != sorted(TEAMS) or sorted(t.result.remaining) != sorted(TEAMS):
            raise Bad("result", _("scores for the black and the white team"))
        if len(t.result.reason) > MAX_TEXT or not t.result.reason.isprintable():
            raise Bad("result.reason", _("at most {most} printable characters").format(most=MAX_TEXT))
        for team in TEAMS:
            if t.result.scores[team] != t.teams[team].score:
                raise Bad(f"result.scores.{team}", _("not the team's score ({score})").format(
                    score=t.teams[team].score))
            if t.result.remaining[team] != t.teams[team].tally.get("remaining", 0):
                raise Bad(f"result.remaining.{team}", _("not the points the team scored for remaining damage"))


def _check_progress(t: Table) -> None:
    """Turn counts, scores and tallies that some game could have reached (what the rules do
    with them is in endturn.py and final.py)."""
    first, second = t.starting_team, other(t.starting_team)
    turns = {team: t.teams[team].turns for team in TEAMS}
    # TP-GAME-2: the teams alternate from the starting team, and the game ends only when
    # both have played as many turns; so the starting team is level (its turn) or one ahead.
    ahead = {"turn": int(t.active == second), "over": 0}.get(t.phase)
    if ahead is None:
        for team in TEAMS:
            if turns[team]:
                raise Bad(f"teams.{team}.turns", _("no team turn is played before the setup is over"))
    elif turns[first] != turns[second] + ahead:
        raise Bad(f"teams.{first}.turns", (
            _("{first} team turns against {second}: the starting team has played one more than the other")
            if ahead else _("{first} team turns against {second}: the starting team has played as many as the other")
        ).format(first=turns[first], second=turns[second]))
    best_row = max(row.points for row in catalog().reward_tiles[t.reward_tile].rows.values())
    for team in TEAMS:
        ts, where = t.teams[team], f"teams.{team}"
        scored = [t.figures[c].scored for c in t.teams[other(team)].characters if c in t.figures]
        kills = sum(scored)
        # The most each kind of point can have brought: a killshot the board's value at
        # that kill (TP-KILL-2), an overkill 1, a double or triple kill its bonus, at best
        # 4 for 3 (TP-KILL-4); a flush its reward row, at most once per own turn (TP-END-3);
        # remaining damage 1 per 3 tokens on the three boards, at the end only (TP-GAME-3).
        most = {"killshots": sum(sum(BOARD_VALUES[:n]) + max(0, n - len(BOARD_VALUES)) * BOARD_VALUES[-1] for n in scored),
                "overkill": kills,
                "multikill": max(bonus * kills // n for n, (_words, bonus) in MULTIKILL.items()),
                "flush": best_row * ts.turns,
                "remaining": len(scored) * TRACK // TOKENS_PER_POINT if t.phase == "over" else 0}
        for key, points in ts.tally.items():
            if key not in most:
                raise Bad(f"{where}.tally", _("points come from {kinds}, not {key!r}").format(
                    kinds=", ".join(most), key=key[:MAX_NAME]))
            _within(f"{where}.tally.{key}", points, 0, most[key])
        if ts.score != sum(ts.tally.values()):
            raise Bad(f"{where}.score", _("{score} is not the sum of the points the team scored ({sum})").format(
                score=ts.score, sum=sum(ts.tally.values())))


def _check_team(t: Table, team: Team, characters: tuple[str, ...], arena_weapons: frozenset[str], powerups: frozenset[str],
                drafting: bool, assigned: bool) -> None:
    cat = catalog()
    ts = t.teams[team]
    where = f"teams.{team}"
    players = t.config.players(team)
    if len(ts.players) != len(players):
        raise Bad(f"{where}.players", _("{n} players, but the config names {named}").format(
            n=len(ts.players), named=len(players)))
    n = len(players)
    if drafting:
        if ts.characters or ts.owner or ts.shared is not None:
            raise Bad(f"{where}.characters", _("no character is drafted before the draft"))
    else:
        if len(ts.characters) != 3 or len(set(ts.characters)) != 3:
            raise Bad(f"{where}.characters", _("three different characters per team"))
        for i, c in enumerate(ts.characters):
            if c not in characters:
                raise Bad(f"{where}.characters.{i}", _("unknown character {id!r}").format(id=c[:MAX_NAME]))
    own_weapons = {w for c in ts.characters for w in cat.characters[c].weapons}
    for i, p in enumerate(ts.players):
        pw = f"{where}.players.{i}"
        check_name(f"{pw}.name", p.name)
        if sorted(p.cubes) != sorted(AMMO):
            raise Bad(f"{pw}.cubes", _("a count of red, blue and yellow cubes"))
        for colour, count in p.cubes.items():
            _within(f"{pw}.cubes.{colour}", count, 0, MAX_CUBES)
        _ids(f"{pw}.powerups", p.powerups, powerups, N_("powerup"), MAX_POWERUPS)
        _ids(f"{pw}.weapons", p.weapons, arena_weapons | own_weapons, N_("weapon of this team"), MAX_LOADED + 6)
        if sum(w in arena_weapons for w in p.weapons) > MAX_LOADED:
            raise Bad(f"{pw}.weapons", _("more than {most} loaded arena weapons").format(most=MAX_LOADED))
    _ids(f"{where}.table", ts.table, arena_weapons | own_weapons, N_("weapon of this team"), len(arena_weapons) + 6)
    if not assigned:
        if ts.owner or ts.shared is not None:
            raise Bad(f"{where}.owner", _("characters get their players in the control step"))
    else:
        shared = [ts.shared] if n == 2 else []
        if n != 2 and ts.shared is not None:
            raise Bad(f"{where}.shared", _("only a 2-player team shares a character"))
        if n == 2 and ts.shared not in ts.characters:
            raise Bad(f"{where}.shared", _("a 2-player team shares one of its characters"))
        if sorted(ts.owner) != sorted(c for c in ts.characters if c not in shared):
            raise Bad(f"{where}.owner", _("each character that is not shared has its player"))
        owners = sorted(ts.owner.values())
        if owners != ([0, 0, 0] if n == 1 else list(range(n))):
            raise Bad(f"{where}.owner", _("each of the {n} players controls a character of their own").format(n=n))
    if ts.shared_by is not None and (ts.shared is None or not 0 <= ts.shared_by < n):
        raise Bad(f"{where}.shared_by", _("a player of the team that shares a character"))
    tokens = len(ts.characters) * TRACK
    if len(ts.buffer.damage) > tokens:
        raise Bad(f"{where}.buffer.damage", _("{n} tokens, more than the team's boards take").format(
            n=len(ts.buffer.damage)))
    for i, c in enumerate(ts.buffer.damage):
        if c not in ts.characters:
            raise Bad(f"{where}.buffer.damage.{i}", _("{id!r} is not a character of the {team} team").format(
                id=c[:MAX_NAME], team=team_name(team)))
    for c, count in ts.buffer.marks.items():
        if c not in ts.characters:
            raise Bad(f"{where}.buffer.marks", _("{id!r} is not a character of the {team} team").format(
                id=c[:MAX_NAME], team=team_name(team)))
        _within(f"{where}.buffer.marks.{c}", count, 1, MAX_MARKS)
    _within(f"{where}.turns", ts.turns, 0, MAX_TURNS)


def check_state(state: GameState) -> None:
    """A position: a valid table and a script of choices the replay then checks one by one."""
    if state.version != 1:
        raise Bad("version", _("position format {version} (this program reads 1)").format(version=state.version))
    try:
        check_table(state.table)
    except Bad as bad:
        raise Bad(f"table.{bad.field}", bad.what) from None
    check_keys("script", state.script)


def check_keys(field: str, keys: list[str]) -> None:
    if len(keys) > MAX_SCRIPT:
        raise Bad(field, _("{n} choices, more than a game makes").format(n=len(keys)))
    for i, key in enumerate(keys):
        if len(key) > MAX_KEY or not key.isprintable():
            raise Bad(f"{field}.{i}", _("not a choice"))


def check_position(state: GameState, where: str) -> None:
    """`SaveError`, one line naming `where` and the field, unless `state` is a position the
    engine can play: a valid table and a script of choices (the replay checks each)."""
    try:
        check_state(state)
    except Bad as bad:
        raise SaveError(f"{where}: {bad}") from None


def check_seed(seed: int) -> None:
    _within("seed", seed, -MAX_SEED, MAX_SEED)


def check_cards(cards: str | None) -> None:
    """A game replays the same only with the cards it was played with."""
    now = card_set()
    if cards == now.digest:
        return
    if cards is None:
        raise Bad("cards", _("played with the house set, not with your cards from {folder}: move them out of it to "
                             "load this game").format(folder=now.files[0].parent))
    raise Bad("cards", _("played with other cards (set {cards}, these are {now}): put the card files it was played "
                         "with in {folder} to load it").format(
        cards=cards[:MAX_NAME], now=now.digest or _("the house set"), folder=user_cards()))
