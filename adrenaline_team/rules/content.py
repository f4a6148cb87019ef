"""The catalog checked against the code that runs it: every ability names a script the engine
has. Done before any game starts (a new game, a loaded one), so a catalog naming a script we
lack is one line and exit 2, not a crash at its first use. (A weapon effect's shape, selector
and script are checked words of the catalog model itself, at load.)"""

from __future__ import annotations

from functools import cache

from ..catalog import CatalogError
from ..catalog.loader import named
from ..i18n import _
from .cards import catalog


@cache
def check_scripts() -> None:
    """Raises `CatalogError` naming the file (the player's, for an ability of theirs), the
    entry and the script."""
    from .abilities import ABILITIES
    for ability in catalog().abilities.values():
        if ability.script not in ABILITIES:
            raise CatalogError(_("{where}: field '{field}': {what}").format(
                where=named("ability", ability.id), field="script",
                what=_("unknown ability script '{script}'").format(script=ability.script)))
