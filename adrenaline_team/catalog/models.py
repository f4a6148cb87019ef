"""Pydantic models of the card data. Every TOML entry is validated by one of these at load.

The cards the rules read in their hot loops (weapons and their effects, powerups,
characters, abilities) are pydantic dataclasses (`records.Record`): plain attributes."""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationInfo, field_validator, model_validator
from pydantic.dataclasses import dataclass

from ..i18n import _
from ..records import RECORD, Record

Ammo = Literal["red", "blue", "yellow"]
MAX_DRAFT = 30.0  # points a game: more than a whole game's usual margin
CharacterId = Literal["dstruct", "banshee", "dozer", "violet", "sprog", "echo"]
PowerupKindId = Literal["targeting_scope", "newton", "tagback_grenade", "teleporter"]
Count = Annotated[int, Field(ge=0)]


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


@dataclass(frozen=True, kw_only=True, config=RECORD)
class PowerupCard(Record):
    id: str
    kind: PowerupKindId
    name: str
    colour: Ammo
    text: str


class PowerupKind(_Frozen):
    """One kind as written in powerups.toml; `cards()` deals its copies (BASE-PU-1)."""

    id: PowerupKindId
    name: str
    text: str
    copies: dict[Ammo, Annotated[int, Field(ge=1)]]

    def cards(self) -> list[PowerupCard]:
        return [
            PowerupCard(id=f"{self.id}-{colour}-{n}", kind=self.id, name=self.name, colour=colour, text=self.text)
            for colour, count in self.copies.items()
            for n in range(1, count + 1)
        ]


class AmmoTile(_Frozen):
    id: str
    design: str
    cubes: tuple[Ammo, ...]
    powerup: bool


class AmmoTileDesign(_Frozen):
    """One design as written in ammo_tiles.toml; `tiles()` deals its copies."""

    id: str
    cubes: tuple[Ammo, ...]
    powerup: bool
    copies: Annotated[int, Field(ge=1)]

    @field_validator("powerup")
    @classmethod
    def _three_items(cls, powerup: bool, info: ValidationInfo) -> bool:
        # Every tile shows three items: 3 cubes, or 2 cubes and the powerup icon.
        cubes = info.data.get("cubes")
        if cubes is None:
            return powerup
        if len(cubes) + powerup != 3:
            raise ValueError(_("a tile shows 3 items, got {cubes} cubes and powerup = {powerup}").format(
                cubes=len(cubes), powerup=str(powerup).lower()))
        if info.data.get("id") != "P" * powerup + "".join(c[0].upper() for c in cubes):
            raise ValueError(_("design '{design}' does not match its cubes and powerup icon").format(
                design=info.data.get("id")))
        return powerup

    def tiles(self) -> list[AmmoTile]:
        return [
            AmmoTile(id=f"{self.id}-{n}", design=self.id, cubes=self.cubes, powerup=self.powerup)
            for n in range(1, self.copies + 1)
        ]


@dataclass(frozen=True, kw_only=True, config=RECORD)
class Ability(Record):
    id: str
    character: CharacterId
    name: str
    text: str
    mandatory: bool
    house: bool
    script: str


@dataclass(frozen=True, kw_only=True, config=RECORD)
class Character(Record):
    id: CharacterId
    name: str
    colour: Literal["yellow", "blue", "grey", "purple", "green", "orange"]
    letter: Annotated[str, StringConstraints(pattern=r"^[A-Z]$")]
    ability: str
    weapons: tuple[str, str]
    bio: str


class Reward(_Frozen):
    points: Count = 0
    heals: Count = 0
    ammo: Count = 0
    powerups: Count = 0


class RewardTile(_Frozen):
    id: str
    name: str
    house: bool
    rows: dict[int, Reward]

    @field_validator("rows")
    @classmethod
    def _one_row_per_colour_count(cls, rows: dict[int, Reward]) -> dict[int, Reward]:
        # Rows are chosen by the number of colours flushed (DLC-REW-2): 1, 2 or 3.
        if set(rows) != {1, 2, 3}:
            raise ValueError(_("rows must be exactly 1, 2 and 3, got {rows}").format(rows=sorted(rows)))
        return rows


# What an effect does, in words a card file can say. A shape is how the effect goes; the
# selector says whom (or which squares) it may choose; the params give the card's numbers.
Shape = Literal[
    "pick",  # choose up to `targets` among the selected enemies; each takes the effect, then `push`, then `move`
    "everyone",  # every selected enemy takes the effect
    "area",  # choose one of the selected squares with an enemy on it; every enemy there takes the effect
    "move",  # move yourself up to `move` squares
    "script",  # an effect no shape covers: `script` names it
]
Select = Literal[
    "seen",  # enemies you can see (squares: that you can see)
    "unseen",  # enemies you cannot see
    "near",  # enemies by distance alone (squares: by distance)
    "seen_by",  # enemies the target of the effect named by `seen_by` can see
    "basic",  # the basic effect's targets
    "basic_once",  # a basic target that no other box of the shot gave its extra point
    "chosen_square",  # enemies on the square an earlier box chose
    "blast",  # enemies that stood on the basic target's square when it was hit (Rocket Launcher)
]
SQUARE_SELECTS = ("seen", "near")  # the selectors an area can use
Script = Literal[
    "turret_tripod", "tractor_beam", "punisher", "vortex", "black_hole", "furnace", "hellion", "flamethrower",
    "barbecue", "rocket_fist", "power_glove", "rocket_launcher", "railgun", "lure", "battering_ram", "follow_through",
]


class Params(_Frozen):
    """An effect's numbers as the card prints them; a key not listed here is refused."""

    targets: Annotated[int, Field(ge=1)] = 1  # most targets
    damage: Count = 0  # per target
    marks: Count = 0  # per target
    distance: Count | None = None  # exact distance from you; 0 = your square
    min_distance: Count = 0
    max_distance: Count | None = None
    move: Count = 0  # squares you may move (a rocket fist's steps, a battering ram's charge)
    push: Count = 0  # squares you may move the target
    straight: bool = False  # the push goes in one direction
    pull: Count = 0  # how far from the vortex a target may be
    second_square_damage: Count = 0  # the Flamethrower's second square
    different: bool = False  # no target of another effect of the shot (BASE-WG-6)
    one_per_square: bool = False  # no two targets on the same square
    seen_by: str | None = None  # the effect whose target must see this one's (selector "seen_by")
    instead_of: str | None = None  # the box this one replaces: a shot uses one of the two, never both
    poison: bool = False  # the effect places that token (HS-TOK)
    mind_control: bool = False
    overload: bool = False


@dataclass(frozen=True, kw_only=True, config=RECORD)
class Effect(Record):
    id: str
    name: str
    kind: Literal["basic", "optional", "mode"]
    cost: tuple[Ammo, ...] = ()
    lightning: bool = False
    shape: Shape
    select: Select | None = None
    script: Script | None = None
    params: Params = Params()
    after: tuple[str, ...] = ()
    text: str

    @model_validator(mode="after")
    def _says_whole(self) -> "Effect":
        needs_select = self.shape in ("pick", "everyone", "area")
        if needs_select and self.select is None:
            raise effect_error(self.id, _("shape '{shape}' needs a select").format(shape=self.shape))
        if not needs_select and self.select is not None:
            raise effect_error(self.id, _("shape '{shape}' takes no select").format(shape=self.shape))
        if self.shape == "area" and self.select not in SQUARE_SELECTS:
            raise effect_error(self.id, _("an area selects squares: 'seen' or 'near', got '{select}'").format(select=self.select))
        if (self.shape == "script") != (self.script is not None):
            raise effect_error(self.id, _("a script is named by shape 'script', and only by it"))
        if (self.select == "seen_by") != (self.params.seen_by is not None):
            raise effect_error(self.id, _("select 'seen_by' and the param seen_by go together"))
        return self


def effect_error(effect: str, what: str) -> ValueError:
    """What is wrong with a weapon's effect, the effect named first."""
    return ValueError(_("effect '{effect}': {what}").format(effect=effect, what=what))


# Besides its one basic effect, a weapon has optional effects or modes, never both (BASE-WG-2).
_STRUCTURES = {"basic": None, "optional": "optional", "alternative": "mode"}


@dataclass(frozen=True, kw_only=True, config=RECORD)
class Weapon(Record):
    # Field order matters: validators read the fields declared before them.
    id: str
    name: str
    house: bool
    house_id: str | None = None
    owner: CharacterId | None = None
    colour: Ammo
    reload: Annotated[tuple[Ammo, ...], Field(min_length=1, max_length=3)]
    structure: Literal["optional", "alternative", "basic"]
    text: str
    effects: tuple[Effect, ...]
    # A character weapon's worth in the draft, points a game (tools/draft_values.py); None on a
    # card that was not measured, such as one a player typed in
    draft: Annotated[float, Field(ge=-MAX_DRAFT, le=MAX_DRAFT)] | None = None

    @property
    def grab_cost(self) -> tuple[Ammo, ...]:
        return self.reload[1:]  # BASE-WPN-2

    @field_validator("reload")
    @classmethod
    def _check_reload(cls, reload: tuple[Ammo, ...], info: ValidationInfo) -> tuple[Ammo, ...]:
        colour = info.data.get("colour")
        if colour is not None and reload[0] != colour:
            # BASE-WPN-1
            raise ValueError(_("first cube must be the weapon's colour '{colour}', got '{first}'").format(
                colour=colour, first=reload[0]))
        if info.data.get("owner") is not None and len(reload) > 2:  # DLC-WG-6
            raise ValueError(_("a character weapon's grab cost is at most 1 cube, got {n}").format(n=len(reload) - 1))
        return reload

    @field_validator("effects")
    @classmethod
    def _check_effects(cls, effects: tuple[Effect, ...], info: ValidationInfo) -> tuple[Effect, ...]:
        kinds = [e.kind for e in effects]
        structure = info.data.get("structure")
        if structure is not None:
            needs = _STRUCTURES[structure]
            if kinds.count("basic") != 1 or any((kind in kinds) != (kind == needs) for kind in ("optional", "mode")):
                said = (_("structure '{structure}' needs 1 basic effect and at least 1 {needs} effect, got {kinds}")
                        if needs else _("structure '{structure}' needs 1 basic effect only, got {kinds}"))
                raise ValueError(said.format(structure=structure, needs=needs, kinds=kinds))
        seen: set[str] = set()
        for effect in effects:
            if effect.id in seen:
                raise ValueError(_("effect id '{effect}' is used twice").format(effect=effect.id))
            # Only earlier effects may be required first, so the order can never be circular.
            for before in effect.after:
                if before not in seen:
                    raise effect_error(effect.id, _("{field} '{named}' is not an earlier effect of this weapon").format(
                        field="after", named=before))
            if effect.params.seen_by is not None and effect.params.seen_by not in seen:
                raise effect_error(effect.id, _("{field} '{named}' is not an earlier effect of this weapon").format(
                    field="seen_by", named=effect.params.seen_by))
            seen.add(effect.id)
        for effect in effects:
            if effect.params.instead_of is not None and effect.params.instead_of not in seen - {effect.id}:
                raise effect_error(effect.id, _("{field} '{named}' is not another effect of this weapon").format(
                    field="instead_of", named=effect.params.instead_of))
        has_lightning = any(e.lightning for e in effects)
        if "owner" in info.data:
            if info.data["owner"] is not None and not has_lightning:  # DLC-WG-7
                raise ValueError(_("a character weapon needs a lightning effect"))
            if info.data["owner"] is None and has_lightning:  # DLC-AR-4
                raise ValueError(_("only character weapons have lightning effects"))
        return effects

    @field_validator("draft")
    @classmethod
    def _check_draft(cls, draft: float | None, info: ValidationInfo) -> float | None:
        if draft is not None and info.data.get("owner") is None:
            raise ValueError(_("only a character weapon has a draft value"))
        return draft


class Catalog(_Frozen):
    weapons: dict[str, Weapon]
    powerups: tuple[PowerupCard, ...]
    ammo_tiles: tuple[AmmoTile, ...]
    characters: dict[str, Character]
    abilities: dict[str, Ability]
    reward_tiles: dict[str, RewardTile]

    def arena_weapons(self) -> tuple[Weapon, ...]:
        """The weapons dealt to the spawnpoints: every weapon without an owner."""
        return tuple(w for w in self.weapons.values() if w.owner is None)
