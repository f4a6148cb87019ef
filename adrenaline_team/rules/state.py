"""The table: everything a Team Play game is, as one JSON-serialisable pydantic dataclass.

All state lives here, the random generator included, so that a game is fully defined by
its `Table` at the start of a step plus the choices made since (see `game.py`).
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.dataclasses import dataclass

from ..message import Msg
from ..records import RECORD, Record

Team = Literal["black", "white"]
TEAMS: tuple[Team, Team] = ("black", "white")
Ammo = Literal["red", "blue", "yellow"]
AMMO: tuple[Ammo, Ammo, Ammo] = ("red", "blue", "yellow")
Square = tuple[int, int]

TEAM_SIZES = (1, 2, 3)  # TP-TEAM-1: players in a team
SKULLS = 8  # TP-TEAM-4: the Team Play skull board holds 8 skulls
TRACK = 12  # HS-AR-1: damage track positions; killshot 11 and overkill 12 with the tile at its start
MAX_RUSH = 3  # HS-AR-2: the Adrenaline Rush tile slides at most 3 spaces left
MAX_CUBES = 3  # TP-AMMO-1 / BASE-AMMO-2
MAX_POWERUPS = 3  # BASE-PU-2
MAX_LOADED = 3  # TP-WPN-6: loaded arena weapons in one hand
MAX_MARKS = 3  # TP-DMG-3: marks of one colour in a buffer
FLUSH_AT = 6  # TP-END-3: a buffer holding this much damage is flushed
BOARD_VALUES = (8, 6, 4, 2, 1, 1)  # TP-KILL-2
TOKENS_PER_POINT = 3  # TP-GAME-3c: damage left on the other team's boards scores 1 per 3 tokens
MULTIKILL = {2: ("double kill", 2), 3: ("triple kill", 4)}  # TP-KILL-4: killshots in one turn -> bonus


def other(team: Team) -> Team:
    return "white" if team == "black" else "black"


def killshot_at(rush: int) -> int:
    """The damage-track position of the killshot space with the Adrenaline Rush tile `rush`
    spaces left of its start (HS-AR-1, HS-AR-2)."""
    return TRACK - 1 - rush


@cache  # squares are few, and keyed in every move question and ammo look-up
def sqkey(square: Square) -> str:
    """JSON object keys must be strings; squares are keyed as "row,col"."""
    return f"{square[0]},{square[1]}"


def keysq(key: str) -> Square:
    row, col = key.split(",")
    return int(row), int(col)


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=False)


class PlayerConfig(Model):
    name: str
    bot: str | None = None  # None = a person; else a bot name ("random", "easy", "normal", ...)


# The names a seat gets when a game is made without them (`simulate`, `demo`, `host --headless`,
# a config's defaults), worded in the language of the moment they are given: "Black 1" in
# The default players' names (the glossary's §6: short given names of any gender, one set per
# language; アオイ, ハル, ソラ / リン, カイ, ユウ in Japanese). A name nobody typed follows the language.
SEAT_NAMES: dict[Team, tuple[Msg, ...]] = {
    "black": (Msg.term("player name", "Ash"), Msg.term("player name", "Bo"), Msg.term("player name", "Cy")),
    "white": (Msg.term("player name", "Dee"), Msg.term("player name", "Eli"), Msg.term("player name", "Fay")),
}
LONE_NAMES: dict[Team, Msg] = {"black": Msg.term("player name", "Black"), "white": Msg.term("player name", "White")}


def seat_name(team: Team, index: int) -> str:
    """The default name of a team's `index`-th player (from 0)."""
    return SEAT_NAMES[team][index].text


class GameConfig(Model):
    arena: str = "A"
    black: list[PlayerConfig] = Field(default_factory=lambda: [PlayerConfig(name=LONE_NAMES["black"].text)])
    white: list[PlayerConfig] = Field(default_factory=lambda: [PlayerConfig(name=LONE_NAMES["white"].text)])
    reward_tile: str | None = None  # None = drawn at random from the seed (TP-TEAM-5)
    starting_team: Team | None = None  # None = random from the seed (TP-TEAM-6)

    def players(self, team: Team) -> list[PlayerConfig]:
        return self.black if team == "black" else self.white


@dataclass(config=RECORD)
class Player(Record):
    name: str
    cubes: dict[Ammo, int] = Field(default_factory=lambda: dict.fromkeys(AMMO, 1))  # TP-AMMO-2
    powerups: list[str] = Field(default_factory=list)
    weapons: list[str] = Field(default_factory=list)  # loaded weapons in hand (TP-WPN-1)


@dataclass(config=RECORD)
class Buffer(Record):
    """A team's damage buffer (TP-DMG-3). Tokens are character ids: a token's colour is the
    colour of the character who receives it (TP-DMG-1). The first 6 fill the outer spaces,
    the rest lie in the centre."""

    damage: list[str] = Field(default_factory=list)
    marks: dict[str, int] = Field(default_factory=dict)


@dataclass(config=RECORD)
class Figure(Record):
    """One character: its figure on the arena, its player board and its tokens."""

    id: str
    team: Team
    weapon: str  # the character weapon dealt in the draft (TP-DRAFT-1)
    square: Square | None = None
    damage: int = 0  # tokens on the board; all of the character's own colour (TP-DMG-1)
    rush: int = 0  # Adrenaline Rush tile: spaces slid left of its start (HS-AR-2)
    skulls: int = 0  # skulls lying on the board (taken from the skull board)
    scored: int = 0  # times the board was scored: picks the value 8, 6, 4, 2, 1, 1
    poison: bool = False
    mind_control: bool = False
    acted: bool = False  # ability card turned sideways (TP-TURN-4)
    dead: bool = False  # took a killshot; waiting to be scored
    overkilled: bool = False

    @property
    def killshot(self) -> int:
        return killshot_at(self.rush)

    @property
    def overkill(self) -> int:
        return self.killshot + 1

    @property
    def value(self) -> int:
        """What the board scores at its next killshot: 8, 6, 4, 2, 1, 1, then 1 (TP-KILL-2)."""
        return BOARD_VALUES[self.scored] if self.scored < len(BOARD_VALUES) else BOARD_VALUES[-1]


class standing:
    """`with standing(figure, square):` stands the figure on `square` for a look (what it
    could hit, see or be worth from there), then puts it back where it was: a look, never a
    move."""

    __slots__ = ("fig", "square", "home")

    def __init__(self, fig: Figure, square: Square | None):
        self.fig = fig
        self.square = square
        self.home: Square | None = None

    def __enter__(self) -> None:
        self.home, self.fig.square = self.fig.square, self.square

    def __exit__(self, *exc: object) -> None:
        self.fig.square = self.home


@dataclass(config=RECORD)
class TeamState(Record):
    players: list[Player]
    characters: list[str] = Field(default_factory=list)  # in draft order
    owner: dict[str, int] = Field(default_factory=dict)  # character -> its player (not the shared one)
    shared: str | None = None  # 2-player team: the character both players share (TP-DRAFT-3)
    shared_by: int | None = None  # who runs the shared character this turn (TP-CTRL-2)
    table: list[str] = Field(default_factory=list)  # unloaded weapons, the team's (TP-WPN-2)
    buffer: Buffer = Field(default_factory=Buffer)
    score: int = 0
    tally: dict[str, int] = Field(default_factory=dict)  # points by where they came from
    turns: int = 0  # team turns completed


@dataclass(config=RECORD)
class Result(Record):
    winner: Team | None
    scores: dict[Team, int]
    remaining: dict[Team, int]  # points from remaining damage (TP-GAME-3c), the tie-break
    reason: str


@dataclass(config=RECORD)
class Table(Record):
    config: GameConfig
    rng: int
    reward_tile: str
    starting_team: Team
    teams: dict[Team, TeamState]
    figures: dict[str, Figure] = Field(default_factory=dict)
    dealt: dict[str, str] = Field(default_factory=dict)  # character -> its character weapon
    weapon_deck: list[str] = Field(default_factory=list)
    powerup_deck: list[str] = Field(default_factory=list)
    powerup_discard: list[str] = Field(default_factory=list)
    ammo_deck: list[str] = Field(default_factory=list)
    ammo_discard: list[str] = Field(default_factory=list)
    slots: dict[Ammo, list[str | None]] = Field(default_factory=dict)  # spawnpoint colour -> 3 slots
    ammo: dict[str, str | None] = Field(default_factory=dict)  # ammo square "r,c" -> tile
    overload: list[Square] = Field(default_factory=list)  # squares with an overload token
    skulls: int = SKULLS
    phase: Literal["draft", "control", "ammo", "spawn", "turn", "over"] = "draft"
    active: Team = "black"
    end_triggered: bool = False
    result: Result | None = None

    def controllers(self, char: str) -> tuple[int, ...]:
        """The players who may act for `char` now (TP-CTRL-1..3): a 2-player team's shared
        character belongs to one player from the turn's start to its reload step, to
        either player at reload and during the opponents' turn (TP-CTRL-2). Nobody before
        the characters are assigned (TP-DRAFT-3)."""
        fig = self.figures[char]
        ts = self.teams[fig.team]
        if len(ts.players) == 1:
            return (0,)
        if char == ts.shared:
            if ts.shared_by is not None and fig.team == self.active:
                return (ts.shared_by,)
            return (0, 1)
        return (ts.owner[char],) if char in ts.owner else ()


class GameState(Model):
    """What a save or a position holds: the table at the start of the current step and the
    choices made since: a game is its table plus its choices, so loading replays them."""

    version: int = 1
    table: Table
    script: list[str] = Field(default_factory=list)
