"""Reads the catalog's TOML files, validates every entry, and checks the files against each other.

Each file holds tables keyed by entry id (`[weapon.lock_rifle]`); the key becomes the `id` field.
Any problem is one `CatalogError` line naming the file, the entry and the field.
"""

import functools
import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from ..places import shipped
from ..records import Record, error_words
from .models import Ability, AmmoTileDesign, Catalog, Character, PowerupKind, RewardTile, Weapon

DATA_DIR = shipped("adrenaline_team.catalog")
MAX_BYTES = 1024 * 1024
# What one Team Play table needs of each kind of card.
CHARACTERS = 6  # the draft deals out six (TP-DRAFT-2)
MIN_ARENA_WEAPONS = 9  # three slots at each of the three spawnpoints (BASE-SETUP-2)
MIN_POWERUPS = 19  # more than 3 in each of up to six hands: a respawn always draws (TP-KILL-5)
MAX_CARDS = 500  # of one kind: the base game has 21 weapons, 24 powerups, 36 ammo tiles


class CatalogError(ValueError):
    """A catalog file is missing, is not valid TOML, or holds an entry that breaks a rule."""


def load_catalog(directory: Path | str | None = None) -> Catalog:
    """Load the catalog from `directory` (default: the package's own files, loaded once)."""
    if directory is None:
        return _default_catalog()
    return _load(Path(directory))


def catalog() -> Catalog:
    """The package's own catalog, read on first use."""
    return load_catalog()


@functools.lru_cache(maxsize=1)
def _default_catalog() -> Catalog:
    return _load(DATA_DIR)


def _load(directory: Path) -> Catalog:
    [arena] = _entries(directory, "weapons.toml", weapon=Weapon)
    [own] = _entries(directory, "character_weapons.toml", weapon=Weapon)
    [powerups] = _entries(directory, "powerups.toml", powerup=PowerupKind)
    [tiles] = _entries(directory, "ammo_tiles.toml", tile=AmmoTileDesign)
    characters, abilities = _entries(directory, "characters.toml", character=Character, ability=Ability)
    [rewards] = _entries(directory, "reward_tiles.toml", reward_tile=RewardTile)

    for file, what, found, low, high in (
            ("characters.toml", "characters", len(characters), CHARACTERS, CHARACTERS),
            ("weapons.toml", "weapons", len(arena), MIN_ARENA_WEAPONS, MAX_CARDS),
            ("powerups.toml", "powerup cards", sum(sum(k.copies.values()) for k in powerups.values()), MIN_POWERUPS,
             MAX_CARDS),
            ("ammo_tiles.toml", "ammo tiles", sum(d.copies for d in tiles.values()), 1, MAX_CARDS),
            ("reward_tiles.toml", "reward tiles", len(rewards), 1, MAX_CARDS)):
        if not low <= found <= high:
            need = f"exactly {low}" if low == high else f"{low} to {high}"
            raise CatalogError(f"{file}: {found} {what}; a table needs {need}")
    if shared := sorted(own.keys() & arena.keys()):
        raise CatalogError(f"character_weapons.toml: weapon '{shared[0]}': id already used in weapons.toml")
    weapons = arena | own
    _check_characters(characters, abilities, weapons)
    for file, entries in (("weapons.toml", arena), ("character_weapons.toml", own)):
        _check_owners(file, entries, characters)

    return Catalog(
        weapons=weapons,
        powerups=tuple(card for kind in powerups.values() for card in kind.cards()),
        ammo_tiles=tuple(tile for design in tiles.values() for tile in design.tiles()),
        characters=characters,
        abilities=abilities,
        reward_tiles=rewards,
    )


def _check_characters(
    characters: dict[str, Character], abilities: dict[str, Ability], weapons: dict[str, Weapon]
) -> None:
    letters: dict[str, str] = {}
    for character in characters.values():
        where = f"characters.toml: character '{character.id}'"
        if (other := letters.setdefault(character.letter, character.id)) != character.id:
            raise CatalogError(f"{where}: field 'letter': '{character.letter}' is already used by '{other}'")
        if character.weapons[0] == character.weapons[1]:
            raise CatalogError(f"{where}: field 'weapons': weapon '{character.weapons[0]}' is listed twice")
        for weapon_id in character.weapons:
            if weapon_id not in weapons:
                raise CatalogError(f"{where}: field 'weapons': unknown weapon '{weapon_id}'")
            if weapons[weapon_id].owner != character.id:
                raise CatalogError(f"{where}: field 'weapons': weapon '{weapon_id}' is not owned by '{character.id}'")
        if character.ability not in abilities:
            raise CatalogError(f"{where}: field 'ability': unknown ability '{character.ability}'")
    for ability in abilities.values():
        owner = characters.get(ability.character)
        if owner is None or owner.ability != ability.id:
            raise CatalogError(
                f"characters.toml: ability '{ability.id}': field 'character': "
                f"character '{ability.character}' does not name this ability"
            )


def _check_owners(file: str, weapons: dict[str, Weapon], characters: dict[str, Character]) -> None:
    # With _check_characters this makes each character own exactly the 2 weapons it lists.
    for weapon in weapons.values():
        if weapon.owner is None:
            continue
        where = f"{file}: weapon '{weapon.id}': field 'owner'"
        if weapon.owner not in characters:
            raise CatalogError(f"{where}: unknown character '{weapon.owner}'")
        if weapon.id not in characters[weapon.owner].weapons:
            raise CatalogError(f"{where}: character '{weapon.owner}' does not list it")


def _entries(directory: Path, file: str, **models: type[BaseModel] | type[Record]) -> list[dict[str, Any]]:
    """Validate the `[<noun>.<id>]` tables of `file`, one dict of entries per noun in `models`."""
    data = _read(directory, file)
    if unknown := sorted(data.keys() - models.keys()):
        raise CatalogError(f"{file}: unknown table '{unknown[0]}'")
    result = []
    for noun, model in models.items():
        section = data.get(noun, {})
        if not isinstance(section, dict):
            raise CatalogError(f"{file}: '{noun}' must be tables like [{noun}.<id>]")
        entries = {}
        for key, table in section.items():
            where = f"{file}: {noun} '{key}'"
            if not isinstance(table, dict):
                raise CatalogError(f"{where}: must be a table")
            if "id" in table:
                raise CatalogError(f"{where}: field 'id': the table's key is the id, remove the field")
            try:
                entries[key] = model.model_validate({"id": key, **table})
            except ValidationError as exc:
                error = exc.errors()[0]
                field = ".".join(str(part) for part in error["loc"])
                raise CatalogError(f"{where}: field '{field}': {error_words(error).removeprefix('Value error, ')}") from None
        result.append(entries)
    return result


def _read(directory: Path, file: str) -> dict[str, Any]:
    path = directory / file
    try:
        if not path.is_file():  # a folder, a FIFO or a device is no catalog file
            raise CatalogError(f"{file}: not a file in {directory}" if path.exists() else
                               f"{file}: file not found in {directory}")
        if path.stat().st_size > MAX_BYTES:
            raise CatalogError(f"{file}: more than {MAX_BYTES} bytes, more than a catalog file holds")
        data = tomllib.loads(path.read_bytes().decode("utf-8"))
    except OSError as exc:
        raise CatalogError(f"{file}: cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise CatalogError(f"{file}: not UTF-8 text (byte {exc.start})") from None
    except tomllib.TOMLDecodeError as exc:
        raise CatalogError(f"{file}: invalid TOML: {exc}") from None
    if not data:
        raise CatalogError(f"{file}: the file is empty")
    return data
