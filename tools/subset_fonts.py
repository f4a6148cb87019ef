"""Cut the Japanese face the wheel ships from the full BIZ UDPGothic (issue 24).

    pip install -e ".[fonts]"               # fontTools, for this script only
    python tools/subset_fonts.py            # writes assets/fonts/BIZUDPGothic-Subset-{Regular,Bold}.ttf
    python tools/subset_fonts.py --check    # exit 1 when the committed files are not what a new cut gives

The full faces (about 4.7 MB each) come from Debian's `fonts-morisawa-bizud-gothic` 1.05
(`/usr/share/fonts/truetype/bizud-gothic/`), or from the folder `--source` names (the same files
are published at github.com/googlefonts/morisawa-biz-ud-gothic). Both keep their hinting, the
name table (the OFL notice in it), and the .notdef box, which is what a character outside the
subset draws as.

What the subset keeps, and why:
- ASCII and Latin-1: an English word or a player's name in Japanese text, drawn in the same face.
- Every character of the game's own text: the package's sources, catalog and tour positions, the
  Japanese catalog (`locale/ja/LC_MESSAGES/*.po`) and `docs/glossary-ja.md` — so punctuation
  such as … · — – × and every kanji the catalog will use. Run this again when the catalog gains a
  character: `tests/test_font_ja.py` fails until the face has it. Signs the face lacks
  (⚡ ☠ ☣ ☰ ⚠ ✦ ✹ ➜ ↶ ⇆ ⇤ ⇥ ▸) are listed when it runs; DejaVu Sans draws those.
- Hiragana, katakana (full and half width), CJK symbols and punctuation, the full-width forms.
- JIS X 0208 rows 1-8 (its 524 symbols, full-width letters, kana, Greek, Cyrillic, box parts:
  what an IME offers for ※ 〒 ○ △ in a name) and rows 16-47, the 2,965 level-1 kanji that
  cover everyday names and text. Level 2 (rows 48-84, about 1 MB more a face) is left out: a name
  that needs it is drawn by a fuller face (see the report of issue 24's font work).

One repair: BIZ UDPGothic Regular before 1.051 maps ≤ (U+2264) to the glyph drawn as ≥ and
≥ to the one drawn as <= (upstream fixed it in 1.051; Debian ships 1.05). The Bold and the
fixed-pitch BIZ UDGothic 1.05 are right, so the version alone cannot tell: `swap_if_reversed`
reads each face's outlines and swaps the two cmap entries when they are the wrong way round (the
glyphs keep their own hinting and metrics). A fixed source is left as it is.

The output is the same bytes for the same inputs: the source's timestamp is kept, not today's.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
SOURCE = Path("/usr/share/fonts/truetype/bizud-gothic")
STYLES = ("Regular", "Bold")

BLOCKS = (
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x309F),  # hiragana
    (0x30A0, 0x30FF),  # katakana
    (0x31F0, 0x31FF),  # katakana phonetic extensions (small ㇰ ㇱ …)
    (0xFF00, 0xFFEF),  # half-width katakana and full-width forms
)
VERTICAL = {"vert", "vrt2", "vkrn", "vpal", "valt", "vhal", "vchw", "vjmo"}
JIS_ROWS = (*range(1, 9), *range(16, 48))  # non-kanji rows, then the level-1 kanji

# signs the game's text uses that BIZ UDPGothic has no glyph for: DejaVu Sans draws them
LACKS = frozenset("↶⇆⇤⇥▸☠☣☰⚠⚡✓✦✹➜")

# the game's own text: every character in these can reach the screen
TEXT_FILES = ("adrenaline_team/**/*.py", "adrenaline_team/**/*.toml", "adrenaline_team/**/*.json",
              "adrenaline_team/locale/**/*.po", "docs/glossary-ja.md")


def jis_x_0208(rows) -> set[int]:
    """The characters of JIS X 0208 `rows`, read through EUC-JP (row r, cell c = bytes
    0xA0 + r, 0xA0 + c); unassigned cells do not decode and are skipped."""
    found = set()
    for row in rows:
        for cell in range(1, 95):
            try:
                found.add(ord(bytes((0xA0 + row, 0xA0 + cell)).decode("euc_jp")))
            except UnicodeDecodeError:
                pass
    return found


def game_text() -> set[int]:
    return {ord(ch) for pattern in TEXT_FILES for path in ROOT.glob(pattern)
            for ch in path.read_text(encoding="utf-8") if ord(ch) > 0x7E}


def wanted() -> set[int]:
    cps = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100))
    for lo, hi in BLOCKS:
        cps |= set(range(lo, hi + 1))
    return cps | jis_x_0208(JIS_ROWS) | game_text()


LESS_EQUAL, GREATER_EQUAL = 0x2264, 0x2265


def top_arm_on_the_right(font, glyph_name: str) -> bool:
    """Whether the highest point of the outline lies right of the glyph's middle: so for ≤, whose
    upper stroke climbs from the point at the left to the top right; ≥ climbs the other way."""
    glyf = font["glyf"]
    glyph = glyf[glyph_name]
    coords, _, _ = glyph.getCoordinates(glyf)
    top = max(y for _, y in coords)
    xs = [x for x, y in coords if y == top]
    return sum(xs) / len(xs) > (glyph.xMin + glyph.xMax) / 2


def swap_if_reversed(font) -> bool:
    """Swap the cmap entries of ≤ and ≥ when their glyphs are drawn the other way round (see the
    module's doc); return whether it did."""
    cmap = font.getBestCmap()
    if LESS_EQUAL not in cmap or GREATER_EQUAL not in cmap:
        return False
    if top_arm_on_the_right(font, cmap[LESS_EQUAL]) or not top_arm_on_the_right(font, cmap[GREATER_EQUAL]):
        return False
    # subtables with the same mapping share one dict once read: swap each dict once
    mappings = {id(table.cmap): table.cmap for table in font["cmap"].tables if LESS_EQUAL in table.cmap}
    for mapping in mappings.values():
        mapping[LESS_EQUAL], mapping[GREATER_EQUAL] = mapping[GREATER_EQUAL], mapping[LESS_EQUAL]
    return True


def cut(source: Path, target: Path, cps: set[int]) -> set[int]:
    """Write the subset of `source` to `target`; return the characters of the game's text it lacks."""
    from fontTools.subset import Options, Subsetter  # imported here: the tests read this file without fontTools
    from fontTools.ttLib import TTFont

    font = TTFont(source, recalcTimestamp=False)
    if swap_if_reversed(font):
        print(f"{source.name}: ≤ and ≥ were drawn the wrong way round; swapped")
    have = set(font.getBestCmap())
    options = Options()
    options.name_IDs = ["*"]  # the copyright and the OFL notice stay in the file
    options.name_languages = ["*"]  # and the Japanese family name, BIZ UDPゴシック
    options.notdef_outline = True  # a character outside the subset draws a box, not nothing
    # the game sets no vertical text: without the vertical metrics and forms, 0.6k glyphs fewer
    options.drop_tables += ["vhea", "vmtx", "DSIG", "meta"]  # DSIG is void once cut; meta only names languages
    options.layout_features = [f for f in options.layout_features if f not in VERTICAL]
    subsetter = Subsetter(options)
    subsetter.populate(unicodes=cps & have)
    subsetter.subset(font)
    font.save(target)
    return game_text() - have


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", type=Path, default=SOURCE, help="folder of BIZUDPGothic-{Regular,Bold}.ttf")
    ap.add_argument("--check", action="store_true", help="compare with the committed files instead of writing")
    args = ap.parse_args(argv)
    cps = wanted()
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        for style in STYLES:
            source = args.source / f"BIZUDPGothic-{style}.ttf"
            if not source.is_file():
                print(f"subset_fonts: no {source} (apt-get install fonts-morisawa-bizud-gothic, or --source)")
                return 2
            name = f"BIZUDPGothic-Subset-{style}.ttf"
            target = (Path(tmp) if args.check else OUT) / name
            lacking = cut(source, target, cps)
            if args.check and target.read_bytes() != (OUT / name).read_bytes():
                stale.append(name)
            print(f"{name}: {target.stat().st_size:,} bytes")
        print(f"{len(cps):,} characters asked for; the game's text uses these the face lacks "
              f"(DejaVu Sans draws them): {' '.join(sorted(map(chr, lacking)))}")
    if {chr(c) for c in lacking} != LACKS:
        print("subset_fonts: the face lacks other signs than LACKS names: check that DejaVu Sans has them, then "
              "update LACKS (and the list in assets/LICENSES.md)")
        return 1
    if stale:
        print(f"subset_fonts: out of date, run tools/subset_fonts.py: {', '.join(stale)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
