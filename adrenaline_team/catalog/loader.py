"""Reads the catalog's TOML files, validates every entry, and checks the files against each other.

Each file holds tables keyed by entry id (`[weapon.lock_rifle]`); the key becomes the `id` field.
Any problem is one `CatalogError` line naming the file, the entry and the field.

An owner of the printed cards may replace entries with their own: every `*.toml` in the `cards/`
folder of the data folder is written like the catalog's files (any of their tables, in any of
the files) and replaces the entries of the same ids, whole, before anything is validated
(`card_set`). A file naming an id the game does not have is refused: a misspelt id would
otherwise add a card instead of replacing one. A problem a player's entry makes, in itself or
with the entries it names, is named in the player's file (`_check_links`, `named`).
"""

import functools
import hashlib
import itertools
import json
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from .. import i18n
from ..i18n import N_, _, ngettext
from ..oserrors import reason
from ..places import shipped, user_cards
from ..records import Record, error_words
from .models import Ability, AmmoTileDesign, Catalog, Character, PowerupKind, RewardTile, Weapon

DATA_DIR = shipped("adrenaline_team.catalog")
MAX_BYTES = 1024 * 1024
MAX_CARD_FILES = 100  # in the cards folder
# What one Team Play table needs of each kind of card.
CHARACTERS = 6  # the draft deals out six (TP-DRAFT-2)
MIN_ARENA_WEAPONS = 9  # three slots at each of the three spawnpoints (BASE-SETUP-2)
MIN_POWERUPS = 19  # more than 3 in each of up to six hands: a respawn always draws (TP-KILL-5)
MAX_CARDS = 500  # of one kind: the base game has 21 weapons, 24 powerups, 36 ammo tiles
# Each file of the catalog and the kinds of entry it holds.
FILES: dict[str, dict[str, type[BaseModel] | type[Record]]] = {
    "weapons.toml": {"weapon": Weapon},
    "character_weapons.toml": {"weapon": Weapon},
    "powerups.toml": {"powerup": PowerupKind},
    "ammo_tiles.toml": {"tile": AmmoTileDesign},
    "characters.toml": {"character": Character, "ability": Ability},
    "reward_tiles.toml": {"reward_tile": RewardTile},
}


class CatalogError(ValueError):
    """A catalog file is missing, is not valid TOML, or holds an entry that breaks a rule."""


@dataclass(frozen=True)
class CardSet:
    """The cards this process plays with: the house set, or the player's own files over it."""

    files: tuple[Path, ...] = ()
    digest: str | None = None  # of the entries the files replace; None: the house set

    def words(self) -> str:
        """Which set is in use, as the new-game screen says it."""
        if not self.files:
            return _("House set")
        return ngettext("Your cards: {count} file from {folder}", "Your cards: {count} files from {folder}",
                        len(self.files)).format(count=len(self.files), folder=self.files[0].parent)


def load_catalog(directory: Path | str | None = None) -> Catalog:
    """Load the catalog from `directory` (default: the package's own files with the player's
    cards over them, loaded once)."""
    if directory is None:
        return _default()[0]
    return _load(Path(directory))[0]


def catalog() -> Catalog:
    """The package's own catalog, read on first use."""
    return load_catalog()


def card_set() -> CardSet:
    """The cards `catalog()` holds (read with it, once)."""
    return _default()[1]


def named(noun: str, key: str) -> str:
    """An entry of `catalog()` as an error names it: its file, its kind and its id. The file is
    the player's card file that replaced the entry, if one did: a check made after loading
    (the ability scripts the engine has) names the file the player wrote, not the house one."""
    return _at(_default()[2], noun, key)


# (noun, id) -> the file that gives the entry: a catalog file's name, or the path of the
# player's card file that replaced it
Sources = dict[tuple[str, str], str]


def _at(where: Sources, noun: str, key: str) -> str:
    return _("{file}: {noun} '{key}'").format(file=where[(noun, key)], noun=noun, key=key)


def _mine(where: Sources, noun: str, key: str) -> bool:
    """Whether the entry comes from one of the player's card files."""
    return where[(noun, key)] not in FILES


@functools.lru_cache(maxsize=1)
def _default() -> tuple[Catalog, CardSet, Sources]:
    files = _card_files(user_cards())
    replaced = {path: _read(path, str(path)) for path in files}
    digest = None
    if files:  # the entries as read, not the bytes: a comment or a file's name changes no card
        entries = {f"{noun}.{key}": table for data in replaced.values() for noun, section in data.items()
                   for key, table in (section.items() if isinstance(section, dict) else [])}
        digest = hashlib.sha256(json.dumps(entries, sort_keys=True, default=str).encode()).hexdigest()[:16]
    cat, where = _load(DATA_DIR, replaced)
    return cat, CardSet(files, digest), where


def _card_files(folder: Path) -> tuple[Path, ...]:
    try:
        files = tuple(sorted(folder.glob("*.toml")))
    except OSError:  # no folder, or one that cannot be listed: no cards of the player's
        return ()
    if len(files) > MAX_CARD_FILES:
        raise CatalogError(_("{folder}: {count} card files, more than the {most} a set of cards needs").format(
            folder=folder, count=len(files), most=MAX_CARD_FILES))
    return files


def _load(directory: Path, replaced: dict[Path, dict[str, Any]] | None = None) -> tuple[Catalog, Sources]:
    raw = {file: _read(directory / file, file) for file in FILES}
    where: Sources = {}
    for file, data in raw.items():
        if unknown := sorted(data.keys() - FILES[file].keys()):
            raise CatalogError(_unknown_table(file, unknown[0]))
        for noun in FILES[file]:
            for key in _section(data, noun, file):
                where[(noun, key)] = file
    for path, data in (replaced or {}).items():
        _replace(raw, where, path, data)
    [arena] = _entries(raw, where, "weapons.toml")
    [own] = _entries(raw, where, "character_weapons.toml")
    [powerups] = _entries(raw, where, "powerups.toml")
    [tiles] = _entries(raw, where, "ammo_tiles.toml")
    characters, abilities = _entries(raw, where, "characters.toml")
    [rewards] = _entries(raw, where, "reward_tiles.toml")

    for file, noun, what, found, low, high in (
            ("characters.toml", "character", N_("characters"), len(characters), CHARACTERS, CHARACTERS),
            ("weapons.toml", "weapon", N_("weapons"), len(arena), MIN_ARENA_WEAPONS, MAX_CARDS),
            ("powerups.toml", "powerup", N_("powerup cards"), sum(sum(k.copies.values()) for k in powerups.values()),
             MIN_POWERUPS, MAX_CARDS),
            ("ammo_tiles.toml", "tile", N_("ammo tiles"), sum(d.copies for d in tiles.values()), 1, MAX_CARDS),
            ("reward_tiles.toml", "reward_tile", N_("reward tiles"), len(rewards), 1, MAX_CARDS)):
        if not low <= found <= high:
            need = (_("exactly {low}") if low == high else _("{low} to {high}")).format(low=low, high=high)
            # The house set alone has the right counts: if the player's cards are among these,
            # theirs changed the count (a powerup's copies, a tile's), so their file is named.
            file = next((where[(n, key)] for (n, key) in where if n == noun and _mine(where, n, key)), file)
            raise CatalogError(_("{file}: {found} {what}; a table needs {need}").format(
                file=file, found=found, what=_(what), need=need))
    if shared := sorted(own.keys() & arena.keys()):
        raise CatalogError(_("{where}: id already used in {other}").format(
            where=_at(where, "weapon", shared[0]), other="weapons.toml"))
    weapons = arena | own
    _check_links(characters, abilities, weapons, where)

    return (Catalog(
        weapons=weapons,
        powerups=tuple(card for kind in powerups.values() for card in kind.cards()),
        ammo_tiles=tuple(tile for design in tiles.values() for tile in design.tiles()),
        characters=characters,
        abilities=abilities,
        reward_tiles=rewards,
    ), where)


def _replace(raw: dict[str, dict[str, Any]], where: Sources, path: Path, data: dict[str, Any]) -> None:
    """The entries of the player's card file `path` in place of the catalog's of the same ids."""
    nouns = {noun for models in FILES.values() for noun in models}
    for noun in data:
        if noun not in nouns:
            raise CatalogError(_unknown_table(str(path), noun))
        for key, table in _section(data, noun, str(path)).items():
            file = where.get((noun, key))
            if file is None:
                raise CatalogError(_("{path}: {noun} '{key}': the game has no card of this id to replace").format(
                    path=path, noun=noun, key=key))
            if file not in FILES:  # another of the player's files replaced it already
                raise CatalogError(_("{path}: {noun} '{key}': {other} replaces it too").format(
                    path=path, noun=noun, key=key, other=file))
            raw[file][noun][key] = table
            where[(noun, key)] = str(path)


def _section(data: dict[str, Any], noun: str, file: str) -> dict[str, Any]:
    section = data.get(noun, {})
    if not isinstance(section, dict):
        raise CatalogError(_("{file}: '{noun}' must be tables like [{noun}.<id>]").format(file=file, noun=noun))
    return section


def _unknown_table(file: str, noun: str) -> str:
    return _("{file}: unknown table '{noun}'").format(file=file, noun=noun)


def _entries(raw: dict[str, dict[str, Any]], where: Sources, file: str) -> list[dict[str, Any]]:
    """Validate the `[<noun>.<id>]` tables of `file`, one dict of entries per kind it holds;
    an error names the file the entry came from."""
    result = []
    for noun, model in FILES[file].items():
        entries = {}
        for key, table in raw[file].get(noun, {}).items():
            at = _at(where, noun, key)
            if not isinstance(table, dict):
                raise CatalogError(_("{where}: must be a table").format(where=at))
            if "id" in table:
                raise CatalogError(_("{where}: field '{field}': {what}").format(
                    where=at, field="id", what=_("the table's key is the id, remove the field")))
            try:
                entries[key] = model.model_validate({"id": key, **table})
            except ValidationError as exc:
                error = exc.errors()[0]
                field = ".".join(str(part) for part in error["loc"])
                raise CatalogError(_("{where}: field '{field}': {what}").format(
                    where=at, field=field, what=error_words(error).removeprefix("Value error, "))) from None
        result.append(entries)
    return result


def _check_links(characters: dict[str, Character], abilities: dict[str, Ability], weapons: dict[str, Weapon],
                 where: Sources) -> None:
    """The entries that name each other agree: each character has a letter of its own, and its
    ability and its two weapons name it back (so each character owns exactly the weapons it
    lists). The house set alone agrees, so a link broken where a player's card replaced one
    end is broken by the player's card: the player's entries are checked first, each from its
    own end of every link it is in (`mine`), and the error names the player's file."""
    for mine in (True, False):
        problems = itertools.chain(
            (("character", key, _character_problem(entry, characters, abilities, weapons, mine))
             for key, entry in characters.items() if _mine(where, "character", key) == mine),
            (("ability", key, _ability_problem(entry, characters, mine))
             for key, entry in abilities.items() if _mine(where, "ability", key) == mine),
            (("weapon", key, _weapon_problem(entry, characters, mine))
             for key, entry in weapons.items() if _mine(where, "weapon", key) == mine))
        for noun, key, problem in problems:
            if problem is not None:
                field, what = problem
                raise CatalogError(_("{where}: field '{field}': {what}").format(
                    where=_at(where, noun, key), field=field, what=what))


def _character_problem(character: Character, characters: dict[str, Character], abilities: dict[str, Ability],
                       weapons: dict[str, Weapon], mine: bool) -> tuple[str, str] | None:
    """What is wrong with `character`'s links, as (field, words); `mine`: a player's entry,
    checked against every other (a house entry: against the earlier ones, the later one of a
    pair named)."""
    others = [other for other in characters.values() if other.id != character.id]
    if not mine:
        others = others[:list(characters).index(character.id)]
    if other := next((o.id for o in others if o.letter == character.letter), None):
        return "letter", _("'{letter}' is already used by '{other}'").format(letter=character.letter, other=other)
    if character.weapons[0] == character.weapons[1]:
        return "weapons", _("weapon '{weapon}' is listed twice").format(weapon=character.weapons[0])
    for weapon_id in character.weapons:
        if weapon_id not in weapons:
            return "weapons", _("unknown weapon '{weapon}'").format(weapon=weapon_id)
        if weapons[weapon_id].owner != character.id:
            return "weapons", _("weapon '{weapon}' is not owned by '{character}'").format(
                weapon=weapon_id, character=character.id)
    if character.ability not in abilities:
        return "ability", _("unknown ability '{ability}'").format(ability=character.ability)
    if mine and (owner := abilities[character.ability].character) != character.id:
        return "ability", _("ability '{ability}' is the ability of character '{other}'").format(
            ability=character.ability, other=owner)
    return None


def _ability_problem(ability: Ability, characters: dict[str, Character], mine: bool) -> tuple[str, str] | None:
    owner = characters.get(ability.character)
    if owner is None or owner.ability != ability.id:
        return "character", _("character '{character}' does not name this ability").format(character=ability.character)
    if mine and (other := next((c.id for c in characters.values() if c.ability == ability.id and c is not owner),
                               None)):
        return "character", _("character '{other}' names this ability too").format(other=other)
    return None


def _weapon_problem(weapon: Weapon, characters: dict[str, Character], mine: bool) -> tuple[str, str] | None:
    if weapon.owner is not None:
        if weapon.owner not in characters:
            return "owner", _("unknown character '{character}'").format(character=weapon.owner)
        if weapon.id not in characters[weapon.owner].weapons:
            return "owner", _("character '{character}' does not list it").format(character=weapon.owner)
    if mine and (other := next((c.id for c in characters.values() if weapon.id in c.weapons and c.id != weapon.owner),
                               None)):
        return "owner", _("character '{other}' lists it as its own").format(other=other)
    return None


def _read(path: Path, name: str) -> dict[str, Any]:
    """The TOML of the file at `path`, named `name` in errors."""
    try:
        if not path.is_file():  # a folder, a FIFO or a device is no catalog file
            raise CatalogError((_("{name}: not a file in {folder}") if path.exists() else
                                _("{name}: file not found in {folder}")).format(name=name, folder=path.parent))
        if path.stat().st_size > MAX_BYTES:
            raise CatalogError(_("{name}: more than {most} bytes, more than a catalog file holds").format(
                name=name, most=MAX_BYTES))
        data = tomllib.loads(path.read_bytes().decode("utf-8"))
    except OSError as exc:
        raise CatalogError(_("{name}: cannot read: {why}").format(name=name, why=reason(exc))) from None
    except UnicodeDecodeError as exc:
        raise CatalogError(_("{name}: not UTF-8 text (byte {start})").format(name=name, start=exc.start)) from None
    except tomllib.TOMLDecodeError as exc:
        raise CatalogError(_toml_words(name, exc)) from None
    if not data:
        raise CatalogError(_("{name}: the file is empty").format(name=name))
    return data


def _toml_words(name: str, exc: tomllib.TOMLDecodeError) -> str:
    """A TOML syntax error as one line. tomllib words it in English only ("Illegal character
    '\\n' (at line 3, column 14)"): in English it is shown as it is; in another language the
    line shows the place it ends with, which is what the writer needs to find the mistake,
    and not its words, which would be an English sentence in a line of another language."""
    words = str(exc)
    if i18n.language() == i18n.DEFAULT:
        return _("{name}: invalid TOML: {why}").format(name=name, why=words)
    at = re.search(r"\(at line (\d+), column (\d+)\)$", words)
    if at is None:  # tomllib's other place: "(at end of document)"
        return _("{name}: invalid TOML at the end of the file").format(name=name)
    return _("{name}: invalid TOML at line {line}, column {column}").format(name=name, line=at[1], column=at[2])
