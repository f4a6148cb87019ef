"""Card data (weapons, powerups, ammo tiles, characters, abilities, reward tiles) as TOML files,
validated by the pydantic models in `models` when loaded. `catalog()` gives the package's own data."""

from .loader import CatalogError, catalog, load_catalog
from .models import (
    Ability,
    Ammo,
    AmmoTile,
    Catalog,
    Character,
    Effect,
    PowerupCard,
    Reward,
    RewardTile,
    Weapon,
)

__all__ = [
    "Ability",
    "Ammo",
    "AmmoTile",
    "Catalog",
    "CatalogError",
    "Character",
    "Effect",
    "PowerupCard",
    "Reward",
    "RewardTile",
    "Weapon",
    "catalog",
    "load_catalog",
]
