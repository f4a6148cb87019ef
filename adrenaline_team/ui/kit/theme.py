"""The look of the tabletop in one place: the palette, the type (DejaVu Sans for English, BIZ
UDPGothic for Japanese), corner radii and spacing, and the text helpers every screen draws with.

Text is drawn at the window's own pixels (see `layout`), so sizes here are real pixels. Every
helper that fits text into a box records the box while `recording()` is on: the fit test reads
those records to check that no text is wider than the box it was drawn in.

**Faces and the language** (issue 24). Each language has its main face: DejaVu Sans (regular
and condensed) for English, the BIZ UDPGothic cut the wheel ships for Japanese (no condensed
cut: `fit` goes to smaller sizes instead, then squeezes what is still too wide, `SQUEEZES`).
A character the main face lacks is drawn by the
first face of the chain that has it (`faces`): the Japanese cut, the system's full BIZ
UDPGothic (the same design), pygame_gui's Noto Sans JP, DejaVu Sans — so a kanji of a player's
name beyond the cut, or a ⚡ in Japanese text, is drawn, each run of one face on a common
baseline. A character no face has is the main face's empty box: it keeps a name's length and
shows that something is missing (dropping it could make two names look alike). `pygame.font`
cannot tell a missing glyph, so the chain asks `pygame.freetype` once per face and character.
Lines break where `textbreak.break_lines` says (phrases and kinsoku for Japanese, spaces for
English). The caches key on the language or are emptied when it changes (`language_changed`)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import _lru_cache_wrapper, lru_cache
from importlib.resources import files
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

import pygame
import pygame.freetype

from ... import i18n, textbreak
from ...places import FONTS

if TYPE_CHECKING:
    from pygame.typing import RectLike

RGB = tuple[int, int, int]

# English's main face, DejaVu Sans, by (bold, condensed)
FONT_FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSansCondensed.ttf",
    (True, True): "DejaVuSansCondensed-Bold.ttf",
}
# Japanese's main face, the cut of BIZ UDPGothic the wheel ships (tools/subset_fonts.py), by bold
JA_FILES = {False: "BIZUDPGothic-Subset-Regular.ttf", True: "BIZUDPGothic-Subset-Bold.ttf"}
# the full BIZ UDPGothic, where the system has it (Debian's fonts-morisawa-bizud-gothic): the
# same design as the cut, for a kanji of a name beyond it
SYSTEM_BIZ = Path("/usr/share/fonts/truetype/bizud-gothic")
# Japanese lines stand this many sizes apart: the face's own line size is its em, and kanji set
# solid read as one block
JA_LEADING = 1.25

# the smallest text a player reads, in pixels (issue 8: about 13 px at 1366x768)
MIN_TEXT = 13
ELLIPSIS = "…"

# corner radii and spacing at 1920x1080; `layout.Layout.u` scales them to the window
RADIUS, RADIUS_LARGE = 8, 14
GAP = 12

BG = (22, 24, 30)
TABLE = (33, 28, 25)       # the play screen's table top: dark walnut, warmer than the menus
FELT = (30, 36, 44)          # the table under the boards
PANEL = (38, 44, 54)
PANEL_LIGHT = (52, 60, 73)
EDGE = (84, 94, 110)
TEXT = (232, 234, 238)
DIM = (158, 166, 180)
GOLD = (240, 182, 60)
HILITE = (255, 214, 90)
FOCUS = (90, 220, 255)
RUSH = (96, 34, 58)  # actions and effects paid with the Adrenaline Rush
DANGER = (228, 70, 60)
CARD = (240, 235, 222)       # card stock
CARD_INK = (38, 36, 34)
BOARD = (58, 52, 48)         # the DLC's player boards: dark metal with rust-red accents
BOARD_EDGE = (126, 98, 74)
BLOOD = (150, 34, 38)
BUFFER = (46, 34, 38)

TEAM = {"black": (20, 20, 22), "white": (236, 236, 232)}
TEAM_INK = {"black": (236, 236, 232), "white": (16, 16, 18)}

AMMO = {"red": (214, 52, 52), "blue": (50, 112, 226), "yellow": (236, 196, 40)}
# the characters' colours (catalog `colour`), bright enough to read on the dark table
CHARACTER = {
    "yellow": (238, 200, 48), "blue": (62, 132, 240), "grey": (150, 156, 166),
    "purple": (160, 92, 220), "green": (76, 186, 92), "orange": (240, 130, 40),
}
ROOM = {
    "red": (132, 52, 50), "blue": (48, 78, 134), "yellow": (140, 116, 42),
    "white": (118, 122, 130), "purple": (94, 60, 126), "green": (50, 106, 62),
}

# what the fit test reads: (kind, text, size, text width, box width) of every render ("text")
# and every text fitted into a box ("fit")
Record = tuple[str, str, int, int, int]
_records: list[Record] | None = None


@contextmanager
def recording() -> Iterator[list[Record]]:
    """Record every fitted text and every size rendered while the block runs (caches are
    emptied first, so cached pictures are drawn again and recorded)."""
    global _records
    clear_caches()
    _records = []
    try:
        yield _records
    finally:
        _records = None


def _record(kind: str, s: str, size: int, width: int = 0, box: int = 0) -> None:
    if _records is not None:
        _records.append((kind, s, size, width, box))


def record_cut(s: str, size: int, need: int, room: int) -> None:
    """Words that did not fit where they are drawn (`need` px in `room`): the fit test lists them."""
    _record("cut", s, size, need, room)


_caches: list[_lru_cache_wrapper[Any]] = []
F = TypeVar("F", bound=Callable[..., Any])


def cached(maxsize: int) -> Callable[[F], F]:
    """lru_cache that `clear_caches` empties (a new window size makes new pictures). The
    cached function keeps its signature for the type checker (lru_cache's wrapper takes any
    hashable arguments)."""
    def wrap(fn: F) -> F:
        c = lru_cache(maxsize=maxsize)(fn)
        _caches.append(c)
        return cast(F, c)
    return wrap


_forgetters: list[Callable[[], None]] = []


def forgotten_with_caches(forget: Callable[[], None]) -> None:
    """Call `forget` whenever the caches are emptied: a picture kept elsewhere (the table's
    parts, `table.render`) is made again too."""
    _forgetters.append(forget)


def clear_caches() -> None:
    for c in _caches:
        c.cache_clear()
    for forget in _forgetters:
        forget()


def _noto(bold: bool) -> Path:
    """pygame_gui's own Noto Sans JP (its internal data: a fallback only, used where it is)."""
    return Path(str(files("pygame_gui.data") / f"NotoSansJP-{'Bold' if bold else 'Regular'}.otf"))


@lru_cache(maxsize=16)
def faces(lang: str, bold: bool = False, condensed: bool = False) -> tuple[Path, ...]:
    """The faces text is drawn with in `lang`, in the order a character is looked for: the
    language's main face first, then the rest of the chain (faces not installed are skipped)."""
    style = "Bold" if bold else "Regular"
    japanese = [FONTS / JA_FILES[bold], SYSTEM_BIZ / f"BIZUDPGothic-{style}.ttf", _noto(bold)]
    dejavu = FONTS / FONT_FILES[(bold, condensed)]
    chain = [*japanese, dejavu] if lang == "ja" else [dejavu, *japanese]
    return tuple(path for path in chain if path.is_file())


@lru_cache(maxsize=8)
def _probe(path: Path) -> pygame.freetype.Font:
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(str(path), 16)


@lru_cache(maxsize=1 << 16)  # per face and character: a game shows a few thousand characters
def _has(path: Path, ch: str) -> bool:
    """Whether the face at `path` has a glyph for `ch` (pygame.font would draw its box)."""
    return _probe(path).get_metrics(ch)[0] is not None


# BIZ UDPGothic's dashes are hairlines that its hinting drops at some sizes (13 and 16 px
# regular draw nothing at all): DejaVu Sans draws them in every language, and a widget, which
# has one face, shows a Japanese dash as box drawing's line (`widget_text`), as Japanese web
# text often does
DASHES = frozenset("—―–")
WIDGET_DASHES = str.maketrans({"—": "─", "―": "─", "–": "－"})


@lru_cache(maxsize=4096)
def runs(s: str, lang: str, bold: bool = False, condensed: bool = False) -> tuple[tuple[int, str], ...]:
    """`s` cut into runs of one face each: (the face's place in `faces`, the run). A character
    goes to the first face that has it (no face: the main face, which draws its box; a dash:
    DejaVu Sans); whitespace joins the run before it."""
    if s.isascii():  # every main face has ASCII: most English text, and numbers
        return ((0, s),)
    chain = faces(lang, bold, condensed)
    dejavu = next((i for i, path in enumerate(chain) if path.name.startswith("DejaVu")), 0)
    out: list[list[Any]] = []
    for ch in s:
        if ch.isspace() and out:
            out[-1][1] += ch
            continue
        k = dejavu if ch in DASHES else next((i for i, path in enumerate(chain) if _has(path, ch)), 0)
        if out and out[-1][0] == k:
            out[-1][1] += ch
        else:
            out.append([k, ch])
    return tuple((k, run) for k, run in out)


@lru_cache(maxsize=256)
def _face(path: Path, size: int) -> pygame.font.Font:
    return pygame.font.Font(str(path), size)


def font(size: int, bold: bool = False, condensed: bool = False) -> pygame.font.Font:
    """The current language's main face: what a pygame_gui widget draws its words with (our
    own text also falls back to other faces: measure it with `measure`)."""
    return _face(faces(i18n.language(), bold, condensed)[0], size)


def forget_fonts() -> None:
    """pygame.font was shut down (a window closed): its fonts are dead."""
    _face.cache_clear()
    _probe.cache_clear()


@lru_cache(maxsize=8192)  # the layouts ask for the same words' widths again and again
def _measure(s: str, lang: str, size: int, bold: bool, condensed: bool) -> int:
    chain = faces(lang, bold, condensed)
    return sum(_face(chain[k], size).size(run)[0] for k, run in runs(s, lang, bold, condensed))


def measure(s: str, size: int, bold: bool = False, condensed: bool = False) -> int:
    """The width of `s` as `text` draws it, in pixels."""
    return _measure(s, i18n.language(), size, bold, condensed)


def line_height(size: int, bold: bool = False, condensed: bool = False) -> int:
    """From one line of text to the next, at `size`."""
    step = font(size, bold, condensed).get_linesize()
    return max(step, round(size * JA_LEADING)) if i18n.language() == "ja" else step


def language_changed() -> None:
    """The language changed: every picture of words is made again, in the new faces."""
    clear_caches()


def _render(s: str, size: int, colour: RGB, bold: bool, condensed: bool) -> pygame.Surface:
    """`s` in one line, each run in its own face, all on one baseline."""
    lang = i18n.language()
    chain = faces(lang, bold, condensed)
    parts = runs(s, lang, bold, condensed)
    if len(parts) <= 1:
        return _face(chain[parts[0][0] if parts else 0], size).render(s, True, colour)
    fonts = [_face(chain[k], size) for k, _run in parts]
    ascent = max(f.get_ascent() for f in fonts)
    descent = max(-f.get_descent() for f in fonts)
    images = [f.render(run, True, colour) for f, (_k, run) in zip(fonts, parts)]
    height = max(ascent + descent, *(image.get_height() for image in images))
    surf = pygame.Surface((sum(image.get_width() for image in images), height), pygame.SRCALPHA)
    x = 0
    for f, image in zip(fonts, images):
        surf.blit(image, (x, ascent - f.get_ascent()))
        x += image.get_width()
    return surf


# Sized so that one game fills it: at 4096 entries the surfaces of each new game's words
# (names, prompts, labels) piled up for ten games, about 30 MB a game (issue 10).
@cached(1024)
def text(s: str, size: int, colour: RGB = TEXT, bold: bool = False, condensed: bool = False) -> pygame.Surface:
    """Rendered text, cached: the table is redrawn often, its words rarely change."""
    _record("text", s, size)
    return _render(s, size, colour, bold, condensed)


@cached(64)
def wrapped(s: str, size: int, width: int, colour: RGB = TEXT, bold: bool = False, condensed: bool = False
            ) -> pygame.Surface:
    """A paragraph that is drawn again and again (captions, card texts), cached."""
    return paragraph(s, size, width, colour, bold, condensed)


def paragraph(s: str, size: int, width: int, colour: RGB = TEXT, bold: bool = False, condensed: bool = False
              ) -> pygame.Surface:
    """`s` in lines no wider than `width` (`wrap`; a line break in `s` starts a new line; a
    word wider than `width`, such as a long path, is cut between its characters), not cached
    (the log keeps its own lines)."""
    _record("text", s, size)
    rows = [row for part in s.split("\n") for line in (wrap(part, size, width, bold, condensed) or ("",))
            for row in _cut_word(line, size, width, bold, condensed)]
    images = [_render(row, size, colour, bold, condensed) for row in rows]
    step = line_height(size, bold, condensed)
    surf = pygame.Surface((max(1, *(image.get_width() for image in images)),
                           step * (len(images) - 1) + images[-1].get_height()), pygame.SRCALPHA)
    for k, image in enumerate(images):
        surf.blit(image, (0, k * step))
    _record("fit", s, size, surf.get_width(), width)
    return surf


def _cut_word(line: str, size: int, width: int, bold: bool, condensed: bool) -> list[str]:
    """`line` as it is, or a lone word wider than `width` cut into pieces that fit."""
    out: list[str] = []
    while measure(line, size, bold, condensed) > width and len(line) > 1:
        n = 1
        while n < len(line) - 1 and measure(line[:n + 1], size, bold, condensed) <= width:
            n += 1
        out.append(line[:n])
        line = line[n:]
    return out + [line]


@cached(256)  # asked again at every frame that shows the words (the prompt bar, the turn summary)
def wrap(s: str, size: int, width: int, bold: bool = False, condensed: bool = False) -> tuple[str, ...]:
    """`s` in lines no wider than `width` in that face: whole words for English, phrases under
    the kinsoku rules for Japanese (`textbreak.break_lines`; a word wider than that has a line
    of its own)."""
    return tuple(textbreak.break_lines(s, lambda t: measure(t, size, bold, condensed), width))


@cached(64)
def lines(s: str, size: int, width: int, most: int, colour: RGB = TEXT, tail: str = ELLIPSIS) -> pygame.Surface:
    """`s` wrapped to `width` in at most `most` whole lines, the last cut with `tail` (an
    ellipsis, or words saying where the rest is) when the words go on (the full text is in the
    place's tooltip)."""
    rows = wrap(s, size, width)
    words = rows[most:]
    out = list(rows[:most])
    if words and out:
        out[-1] = _ellipsis(out[-1] + " ", size, width, False, False, tail)
        _record("cut", s, size, len(rows), most)
    step = line_height(size)
    surf = pygame.Surface((width, max(1, step * len(out))), pygame.SRCALPHA)
    for k, line in enumerate(out):
        img = text(line, size, colour)
        _record("fit", line, size, img.get_width(), width)
        surf.blit(img, (0, k * step))
    return surf


def _ellipsis(s: str, size: int, width: int, bold: bool, condensed: bool, tail: str = ELLIPSIS) -> str:
    """`s` cut to fit `width` with `tail` after it ("" when not even that fits)."""
    cut = s
    while cut and measure(cut.rstrip() + tail, size, bold, condensed) > width:
        cut = cut[:-1]
    return cut.rstrip() + tail if cut else ""


# 長体: Japanese print squeezes a word into a narrow box by drawing it narrower. Where Japanese
# text is still too wide at the smallest size, it is drawn at 90 %, then 80 % of its width
# before it is cut (the Japanese face has no condensed cut; English has DejaVu Sans Condensed).
SQUEEZES = (0.9, 0.8)


def _squeezed_width(natural: int, squeeze: float) -> int:
    return max(1, math.ceil(natural * squeeze))


def narrowest(s: str, size: int) -> int:
    """The least width `s` can be drawn in whole at `size`: condensed, not bold (and squeezed,
    in Japanese)."""
    natural = measure(s, size, False, True)
    return _squeezed_width(natural, SQUEEZES[-1]) if i18n.language() == "ja" else natural


def fit(s: str, size: int, width: int, colour: RGB = TEXT, bold: bool = False, least: int = MIN_TEXT
        ) -> pygame.Surface:
    """Text that fits `width`: condensed, then smaller down to `least` (then not bold; Japanese
    then squeezed), then cut with an ellipsis (whoever draws it puts the full words in the
    place's tooltip)."""
    size = max(size, least)
    surf = _fitted(s, size, width, colour, bold, least)
    _record("fit", s, size, surf.get_width(), width)
    if _records is not None and (need := narrowest(s, least)) > width:
        _record("cut", s, size, need, width)  # the fit test lists what was cut
    return surf


@cached(2048)
def _fitted(s: str, size: int, width: int, colour: RGB, bold: bool, least: int) -> pygame.Surface:
    for condensed in (False, True):
        if measure(s, size, bold, condensed) <= width:
            return text(s, size, colour, bold, condensed)
    for smaller in range(size - 1, least - 1, -1):
        if measure(s, smaller, bold, True) <= width:
            return text(s, smaller, colour, bold, True)
    natural = measure(s, least, False, True)
    if bold and natural <= width:
        return text(s, least, colour, False, True)  # the whole name, not bold, beats a cut one
    if i18n.language() == "ja":
        for squeeze in SQUEEZES:
            if _squeezed_width(natural, squeeze) <= width:
                image = text(s, least, colour, False, True)
                return pygame.transform.smoothscale(image, (_squeezed_width(image.get_width(), squeeze),
                                                            image.get_height()))
    return text(_ellipsis(s, least, width, bold, True), least, colour, bold, True)


def fits(s: str, size: int, width: int, bold: bool = False) -> bool:
    """Whether `s` fits `width` at `size` without being cut."""
    return measure(s, max(size, MIN_TEXT), bold, True) <= width


def fitting(options: list[str], width: int, bold: bool = False) -> str:
    """The first of `options` (longest first) that fits `width` at the smallest text size,
    else the last: words said at length where there is room and briefly where there is not,
    never cut (what the short words leave out is in the place's tooltip)."""
    return next((words for words in options if fits(words, MIN_TEXT, width, bold)), options[-1])


def leading_parts(s: str, width: int, bold: bool = False) -> str:
    """`s` ("a · b · c": a hint and its keys) with its last parts left off until it fits."""
    parts = s.split(" · ")
    return fitting([" · ".join(parts[:k]) for k in range(len(parts), 0, -1)], width, bold)


def block(dst: pygame.Surface, s: str, size: int, box: RectLike, colour: RGB = TEXT, least: int = MIN_TEXT
          ) -> bool:
    """`s` wrapped into `box` from its top left, at `size` or smaller down to `least` until
    the lines fit its height (wrapped, not cut); what still does not fit is left off. Returns
    whether everything fitted."""
    box = pygame.Rect(box)
    for n in range(max(size, least), least - 1, -1):
        surf = wrapped(s, n, box.w, colour)
        if surf.get_height() <= box.h:
            break
    dst.blit(surf, box.topleft, area=pygame.Rect(0, 0, box.w, max(0, box.h)))
    if surf.get_height() > box.h:
        _record("cut", s, n, surf.get_height(), box.h)
        return False
    return True


def label(dst: pygame.Surface, s: str, size: int, box: RectLike, colour: RGB = TEXT, bold: bool = False,
          align: str = "left") -> pygame.Rect:
    """`s` fitted into `box` and drawn there (left, centre or right, centred vertically)."""
    box = pygame.Rect(box)
    surf = fit(s, size, box.w, colour, bold)
    r = surf.get_rect(centery=box.centery)
    if align == "left":
        r.x = box.x
    elif align == "right":
        r.right = box.right
    else:
        r.centerx = box.centerx
    dst.blit(surf, r)
    return r


def label_wrapped(dst: pygame.Surface, s: str, size: int, box: RectLike, colour: RGB = TEXT, bold: bool = False,
                  align: str = "left") -> None:
    """`s` in `box` like `label`, but on as many lines as the box has room for (smaller down to
    the floor first only when even that many lines would not hold it), centred vertically:
    wrapped, not cut. Cut with an ellipsis only where nothing else fits."""
    box = pygame.Rect(box)
    for n in range(max(size, MIN_TEXT), MIN_TEXT - 1, -1):
        rows = wrap(s, n, box.w, bold)
        step = line_height(n, bold)
        if len(rows) * step - (step - font(n, bold).get_height()) <= box.h and \
                all(measure(row, n, bold) <= box.w for row in rows):
            break
        if len(rows) == 1:  # one line, still too wide: `label` condenses it, then cuts it
            label(dst, s, size, box, colour, bold, align)
            return
    else:
        most = max(1, box.h // line_height(MIN_TEXT, bold))
        rows = wrap(s, MIN_TEXT, box.w, bold)
        if len(rows) > most:
            rows = rows[:most - 1] + (_ellipsis(" ".join(rows[most - 1:]), MIN_TEXT, box.w, bold, False),)
            _record("cut", s, MIN_TEXT, len(rows), most)
        n, step = MIN_TEXT, line_height(MIN_TEXT, bold)
    top = box.centery - (len(rows) * step - (step - font(n, bold).get_height())) // 2
    for k, row in enumerate(rows):
        label(dst, row, n, (box.x, top + k * step, box.w, font(n, bold).get_height()), colour, bold, align)


def blit_center(dst: pygame.Surface, surf: pygame.Surface, center: tuple[float, float]) -> None:
    dst.blit(surf, surf.get_rect(center=(round(center[0]), round(center[1]))))


def ink_on(rgb: RGB) -> RGB:
    """Black or white, whichever reads on `rgb`."""
    r, g, b = rgb
    return (16, 16, 18) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (245, 245, 245)


def shade(rgb: RGB, k: float) -> RGB:
    """`rgb` darker (k < 1) or lighter (k > 1)."""
    r, g, b = rgb
    if k <= 1:
        return round(r * k), round(g * k), round(b * k)
    return round(r + (255 - r) * (k - 1)), round(g + (255 - g) * (k - 1)), round(b + (255 - b) * (k - 1))


def widget_text(s: str) -> str:
    """`s` as a pygame_gui widget shows it in the current language: in Japanese its dashes as
    box drawing's line, which the widget's one face draws at every size (`DASHES`)."""
    return s.translate(WIDGET_DASHES) if i18n.language() == "ja" else s


def widget_sign(sign: str, instead: str = "") -> str:
    """`sign` if a widget's face draws it, else `instead`: a pygame_gui widget draws its words
    in one face, and BIZ UDPGothic has no ☰, ↶ or ⚡ (glossary §10: ≡, ←, nothing)."""
    main = faces(i18n.language())[0]
    return sign if all(_has(main, ch) for ch in sign if not ch.isspace()) else instead


def gui_fonts() -> dict[str, tuple[Path, Path]]:
    """The faces pygame_gui's widgets draw with in the current language, by the theme's font
    names: (regular, bold). A widget draws in one face only: Japanese widgets in the shipped
    cut (their words keep to the signs it has: ≡ for ☰, ← for ↶, no ⚡; glossary §10), English
    ones in DejaVu. The name boxes draw in Noto Sans JP in both languages (pygame_gui ships
    it; the cut where it does not), so a name typed through an IME shows whole as it is typed."""
    if i18n.language() == "ja":
        main = condensed = (FONTS / JA_FILES[False], FONTS / JA_FILES[True])
    else:
        main = (FONTS / FONT_FILES[(False, False)], FONTS / FONT_FILES[(True, False)])
        condensed = (FONTS / FONT_FILES[(False, True)], FONTS / FONT_FILES[(True, True)])
    names = (_noto(False), _noto(True))
    if not all(path.is_file() for path in names):
        names = (FONTS / JA_FILES[False], FONTS / JA_FILES[True])
    return {"main": main, "condensed": condensed, "names": names}


def gui_theme(size: int, big: int, title: int, radius: int) -> dict[str, dict[str, dict[str, str]]]:
    """pygame_gui theme: our fonts and colours on every widget, at the window's text sizes."""
    fonts = gui_fonts()

    def face(name: str, **more: str) -> dict[str, str]:
        regular, bold = fonts[name]
        # no script: pygame_gui's own default ("Latn") turns on HarfBuzz's kerning, which at 13 px
        # pulls an n into the r before it ("turn" reads "tum"); our own text never kerns either
        return {"name": f"table_{name}", "size": str(size), "regular_path": str(regular), "bold_path": str(bold),
                "script": "Zyyy", **more}
    font_block = face("main")
    hexc = "#{:02x}{:02x}{:02x}".format
    colours = {
        "normal_bg": hexc(*PANEL_LIGHT), "hovered_bg": hexc(70, 84, 104), "active_bg": hexc(*GOLD),
        "selected_bg": hexc(80, 96, 120), "dark_bg": hexc(*PANEL), "normal_text": hexc(*TEXT),
        "hovered_text": "#ffffff", "active_text": "#101010", "selected_text": "#ffffff",
        "normal_border": hexc(*EDGE), "hovered_border": hexc(*HILITE), "active_border": hexc(*GOLD),
        "text_cursor": hexc(*GOLD), "filled_bar": hexc(*GOLD), "disabled_bg": hexc(*PANEL),
        "disabled_text": hexc(96, 104, 116), "disabled_border": hexc(60, 66, 78),
    }
    misc = {"shape": "rounded_rectangle", "shape_corner_radius": str(radius), "border_width": "1"}
    theme = {name: {"colours": colours, "font": font_block, "misc": misc}
             for name in ("defaults", "button", "label", "text_box", "text_entry_line", "drop_down_menu",
                          "tool_tip", "selection_list", "panel", "horizontal_slider")}
    theme["label"] = {"colours": {**colours, "dark_bg": "#00000000"}, "font": font_block}
    theme["#title"] = {"font": {**font_block, "size": str(title), "bold": "1"}, "colours": {"normal_text": hexc(*GOLD)}}
    theme["#heading"] = {"font": {**font_block, "size": str(big), "bold": "1"}}
    theme["#start"] = {"font": {**font_block, "size": str(big), "bold": "1"},
                       "colours": {**colours, "normal_bg": hexc(*GOLD), "normal_text": "#101010",
                                   "hovered_bg": hexc(*HILITE), "hovered_text": "#101010"}}
    # choice buttons in the condensed face: a whole choice ("Grenade Launcher (costs 1 red cube)")
    # fits a third of the prompt's width at 13 px
    condensed = face("condensed")
    theme["#choice"] = {"font": condensed}
    # an action bought with the Adrenaline Rush: its own fill and a thick border besides the ⚡
    # and the cost in its words, so a habitual click on the usual place never buys it unseen
    theme["#rush"] = {"font": condensed, "misc": {**misc, "border_width": "3"},
                      "colours": {**colours, "normal_bg": hexc(*RUSH), "normal_border": hexc(*HILITE),
                                  "hovered_bg": hexc(*shade(RUSH, 1.3))}}
    theme["#tour"] = {"font": font_block,
                      "misc": {**misc, "text_horiz_alignment": "left", "text_horiz_alignment_padding": "10"}}
    # name boxes and the language's picker: a face for every script (a drop-down's own buttons
    # are themed through its id: the chosen option, whose id is its key, a language's code, and
    # each option of the open list)
    names = {"colours": colours, "font": face("names"), "misc": misc}
    for element in ("#names", *(f"#names.{code}" for code in i18n.LANGUAGES)):
        theme[element] = names
    # the open list's options in the face only: a border and rounded corners of their own drew
    # each option as a box the next one overlapped, cutting the first option's lower edge
    theme["#names.#drop_down_options_list.button"] = {"colours": colours, "font": face("names")}
    return theme
