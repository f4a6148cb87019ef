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


def _colour_blind():
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[1] / "tools" / "colour_blind.py"
    spec = importlib.util.spec_from_file_location("colour_blind", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_ui_each_ammo_colour_has_a_sign_of_its_own_seen_without_its_colour():
    """Issue 45, defect 8: red, blue and yellow cubes differ by more than their colour, as a
    deuteranope or a protanope sees them (Machado 2009, `tools/colour_blind.py`): each has a
    sign of its own in the ink that reads on it, so their shapes differ where their colours
    look alike (in greyscale too). At the smallest cube a card's cost draws, 8 px, and larger."""
    import pygame
    from adrenaline_team.ui.kit import theme as th
    from adrenaline_team.ui.table import cards
    pygame.init()
    seen = _colour_blind()
    for size in (8, 12, 16):
        surf = pygame.Surface((3 * (size + 4), size + 4))
        surf.fill((40, 40, 40))
        for k, colour in enumerate(("red", "blue", "yellow")):
            cards.cube(surf, colour, (k * (size + 4) + size // 2 + 2, size // 2 + 2), size)
        for deficiency in ("deuteranopia", "protanopia", None):
            view = seen.simulate(surf, deficiency) if deficiency else surf
            shapes = []
            for k, colour in enumerate(("red", "blue", "yellow")):
                # the ink inside each cube: the pixels far from the cube's own colour, as seen
                body = pygame.Surface((1, 1))
                body.fill(th.AMMO[colour])
                body = (seen.simulate(body, deficiency) if deficiency else body).get_at((0, 0))[:3]
                cube = pygame.Rect(0, 0, size, size)
                cube.center = (k * (size + 4) + size // 2 + 2, size // 2 + 2)
                inner = cube.inflate(-4, -4)
                shapes.append(frozenset((x - inner.x, y - inner.y) for x in range(inner.x, inner.right)
                                        for y in range(inner.y, inner.bottom)
                                        if sum(abs(a - b) for a, b in zip(view.get_at((x, y))[:3], body)) > 150))
            assert all(shapes), (size, deficiency)
            assert len(set(shapes)) == 3, (size, deficiency)
