"""The Japanese face the wheel ships (issue 24): BIZ UDPGothic cut by tools/subset_fonts.py to
the characters the game can show. These fail when the Japanese catalog or the glossary gains a
character the cut lacks: run `python tools/subset_fonts.py` (see its doc)."""

import importlib.util
from pathlib import Path

import pygame.freetype
import pytest

from adrenaline_team.places import FONTS

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("subset_fonts", ROOT / "tools" / "subset_fonts.py")
subset = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(subset)


def lacking(path: Path, chars) -> set[str]:
    """The characters of `chars` the face at `path` has no glyph for."""
    pygame.freetype.init()
    face = pygame.freetype.Font(str(path), 16)
    return {ch for ch in chars if face.get_metrics(ch)[0] is None}


@pytest.mark.parametrize("style", subset.STYLES)
def test_the_subset_draws_every_character_of_the_games_text(style):
    """Every character of the sources, catalog, tour, Japanese catalog and glossary, but the
    signs the face never had, which DejaVu Sans draws."""
    text = {chr(c) for c in subset.game_text()}
    assert lacking(FONTS / f"BIZUDPGothic-Subset-{style}.ttf", text) == subset.LACKS
    assert lacking(FONTS / "DejaVuSans.ttf", subset.LACKS) == set()


@pytest.mark.parametrize("style", subset.STYLES)
def test_the_subset_holds_latin_kana_and_jis_level_1(style):
    level1 = subset.jis_x_0208(range(16, 48))
    assert len(level1) == 2965
    wanted = [chr(c) for c in (*range(0x20, 0x7F), *range(0xA0, 0x100), *range(0x3041, 0x3097),
                               *range(0x30A1, 0x30FB), *range(0xFF61, 0xFFA0), *level1)]
    assert lacking(FONTS / f"BIZUDPGothic-Subset-{style}.ttf", wanted) == set()


def test_a_level_2_kanji_is_not_in_the_subset():
    """What a player's name may need beyond the cut (齋 is JIS level 2): the face draws its box."""
    assert lacking(FONTS / "BIZUDPGothic-Subset-Regular.ttf", "齋") == {"齋"}


def opens_to(path: Path, ch: str) -> str:
    """Which way the angle of ≤ or ≥ opens, as drawn by the face at `path`: 'right' when the ink of
    the glyph's top quarter lies mostly in its right half (the upper arm of ≤ climbs from the point
    at the left to the top right), 'left' otherwise."""
    pygame.freetype.init()
    face = pygame.freetype.Font(str(path), 64)
    surface, _ = face.render(ch, (255, 255, 255), (0, 0, 0))
    ink = [(x, y) for y in range(surface.get_height()) for x in range(surface.get_width())
           if surface.get_at((x, y)).r > 127]
    left, right = min(x for x, _ in ink), max(x for x, _ in ink)
    top, bottom = min(y for _, y in ink), max(y for _, y in ink)
    middle, upper = (left + right) / 2, [(x, y) for x, y in ink if y < top + (bottom - top) / 4]
    return "right" if sum(x > middle for x, _ in upper) > sum(x < middle for x, _ in upper) else "left"


@pytest.mark.parametrize("style", subset.STYLES)
def test_less_or_equal_and_greater_or_equal_open_the_right_way(style):
    """BIZ UDPGothic Regular 1.05 draws ≤ as ≥ and ≥ as ≤ (a legend's "≤2" read "≥2"): the cut
    swaps them back (tools/subset_fonts.py, swap_if_reversed)."""
    path = FONTS / f"BIZUDPGothic-Subset-{style}.ttf"
    assert (opens_to(path, "≤"), opens_to(path, "≥")) == ("right", "left")
    assert (opens_to(path, "<"), opens_to(path, ">")) == ("right", "left")


def test_the_measure_sees_the_source_faces_swap():
    """The measure above can fail: the unrepaired Regular of Debian's 1.05 reads the other way."""
    source = subset.SOURCE / "BIZUDPGothic-Regular.ttf"
    if not source.is_file():
        pytest.skip("fonts-morisawa-bizud-gothic is not installed")
    assert (opens_to(source, "≤"), opens_to(source, "≥")) == ("left", "right")
