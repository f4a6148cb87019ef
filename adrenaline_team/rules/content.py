"""The catalog checked against the code that runs it: every weapon effect and every ability
names a script the engine has. Done before any game starts (a new game, a loaded one), so
a catalog naming a script we lack is one line and exit 2, not a crash at its first use."""

from __future__ import annotations

from functools import cache

from ..catalog import CatalogError
from .cards import catalog


@cache
def check_scripts() -> None:
    """Raises `CatalogError` naming the file, the entry and the script."""
    from . import weapons  # noqa: F401  (registering the weapon scripts checks them against the catalog)
    from .abilities import ABILITIES
    for ability in catalog().abilities.values():
        if ability.script not in ABILITIES:
            raise CatalogError(f"characters.toml: ability '{ability.id}': field 'script': "
                               f"unknown ability script '{ability.script}'")
