"""Every weapon effect's script (see `rules/shot.py` for the contract). Importing this package
registers them all, then checks them against the catalog: each effect's `script` key must be
registered, and every registered script must belong to an effect."""

from ...catalog import CatalogError, catalog
from ..shot import REGISTRY
from . import base, house  # noqa: F401  (registration happens at import)


def check() -> None:
    """One CatalogError line naming the file, the weapon and the effect of a script we lack."""
    named = set()
    for weapon in catalog().weapons.values():
        file = "weapons.toml" if weapon.owner is None else "character_weapons.toml"
        for effect in weapon.effects:
            if effect.script not in REGISTRY:
                raise CatalogError(f"{file}: weapon '{weapon.id}': effect '{effect.id}': "
                                   f"unknown weapon effect '{effect.script}'")
            named.add(effect.script)
    if stray := sorted(REGISTRY.keys() - named):
        raise CatalogError(f"rules/weapons: script '{stray[0]}' is registered, but no catalog effect names it")


check()
