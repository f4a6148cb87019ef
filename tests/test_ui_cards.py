"""Weapon cards show what each effect box does as icons with the card's numbers, read from the
catalog (targets, damage, marks, moves, range), not "basic + 1 more"."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pytest  # noqa: E402

from adrenaline_team.rules.cards import weapon  # noqa: E402
from adrenaline_team.ui.table.icons import effect_icons  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: pygame and pygame_gui


def chips(weapon_id: str) -> list[list[tuple[str, str]]]:
    return [[(c.icon, c.words) for c in effect_icons(e.params)] for e in weapon(weapon_id).effects]


def test_ui_weapon_card_icons_are_the_catalogs_numbers():
    assert chips("lock_rifle") == [[("⊕", "1"), ("drop", "2"), ("◆", "1")], [("⊕", "1"), ("◆", "1")]]
    assert chips("shotgun") == [[("⊕", "1"), ("drop", "3"), ("⇥", "1"), ("◎", "here")],
                                [("⊕", "1"), ("drop", "2"), ("◎", "=1")]]
    assert chips("whisper") == [[("⊕", "1"), ("drop", "3"), ("◆", "1"), ("◎", "2+")]]
    assert chips("tractor_beam")[1] == [("⊕", "1"), ("drop", "3"), ("◎", "≤2")]
    assert chips("vortex_cannon")[1] == [("⊕", "2"), ("drop", "1"), ("⇤", "1")]
