"""The narration log: every event's text, newest at the bottom, each team turn under its own
header, scrolled with the mouse wheel. It is a drawer (issue 23): opened and closed by its
button, L or the gamepad's Back button, it covers the side of the team not on show, never the
arena, the prompt or the answers, and hovering it changes nothing but the pointed line. A line
that names a square is marked when the mouse points at it (`pointed`): the table lights that
square.

Drawn by hand rather than with a pygame_gui text box: that widget re-lays out its whole text
on every append, which costs tens of milliseconds once a game has a few hundred events."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...i18n import N_, _
from ...rules import events as ev
from ...rules.state import Square
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layers import Layer
from .choices import ring
from .render import CARDS_PHASES, Picture
from .tips import Tips
from .topbar import tool_button

PAD = 8
LOG_TIP = N_("<b>Log</b> (L / gamepad Back): every event of the game in words. It opens beside the board, over the "
             "side of the team not on show, and closes the same way.")


class LogPanel:
    def __init__(self, rect: pygame.Rect, size: int = th.MIN_TEXT + 1, title: str = ""):
        """`rect`: where it is drawn; it may move to a rectangle of the same width. `title`:
        a line over the narration (the drawer says how it closes)."""
        self.rect = pygame.Rect(rect)
        self.size = size
        self.title = title
        self.lines: list[pygame.Surface] = []
        # the events narrated: their words are made when the log is drawn, in the language of
        # that moment (a new log in a new language words them anew)
        self.events: list[ev.Event] = []
        self.heads: list[bool] = []  # which lines are a team turn's header
        self.squares: list[Square | None] = []  # the square each line names, if any
        self.height = 0
        self.scroll = 0  # pixels up from the newest line
        self.mouse: tuple[int, int] | None = None  # where the mouse is, while on the log

    def add_events(self, events: list[ev.Event]) -> None:
        """Events' narration at the bottom, a team turn's start as the header of the lines that
        follow; their words are laid out when the log is next drawn (a closed drawer costs a
        decision nothing)."""
        self.events += events
        self.heads += [isinstance(e, ev.TurnStarted) for e in events]
        self.squares += [e.square_named for e in events]

    @property
    def texts(self) -> list[str]:
        """Every line's words, in the current language."""
        return [e.text for e in self.events]

    def _lay_out(self) -> None:
        """The lines added since the log was last drawn, as pictures."""
        for e, head in zip(self.events[len(self.lines):], self.heads[len(self.lines):]):
            t = e.text
            if head:
                surf = th.paragraph(t.upper(), self.size, self.rect.w - 2 * PAD - 10, th.GOLD, bold=True)
                gap = 8 if self.lines else 0  # room above a header for its rule line
                line = pygame.Surface((surf.get_width(), surf.get_height() + gap), pygame.SRCALPHA)
                line.blit(surf, (0, gap))
                surf = line
            else:
                surf = th.paragraph(t, self.size, self.rect.w - 2 * PAD - 10)
            self.lines.append(surf)
            self.height += surf.get_height() + 2
            if self.scroll:
                self.scroll += surf.get_height() + 2  # keep the reader's place

    def cut(self, n: int) -> None:
        """Keep the first `n` lines only (an undo took the rest back)."""
        for surf in self.lines[n:]:
            self.height -= surf.get_height() + 2
        del self.lines[n:], self.events[n:], self.heads[n:], self.squares[n:]
        self.scroll = min(self.scroll, max(0, self.height - self.rect.h))

    def follow(self, log: list[ev.Event]) -> None:
        """The game's `log` after it was cut back (an undo, a rejoin): the lines both share
        stay, the undone ones leave and the replayed rest comes."""
        texts, shown = [e.text for e in log], self.texts
        same = 0
        while same < min(len(texts), len(shown)) and texts[same] == shown[same]:
            same += 1
        self.cut(same)
        self.add_events(log[same:])

    @property
    def inner(self) -> pygame.Rect:
        """Where the lines go: inside the margins, under the title."""
        inner = self.rect.inflate(-2 * PAD, -2 * PAD)
        if self.title:
            inner.y += self.size + 8
            inner.h -= self.size + 8
        return inner

    def hover(self, mouse: tuple[int, int]) -> None:
        """Follow the mouse, for the line it points at."""
        self.mouse = mouse if self.rect.collidepoint(mouse) else None

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse):
            self._lay_out()
            most = max(0, self.height - self.rect.h + 2 * PAD)
            self.scroll = min(most, max(0, self.scroll + event.y * 40))
            return True
        return False

    def _placed(self) -> Iterator[tuple[int, int]]:
        """(index, top) of each line at least partly in view, newest first."""
        self._lay_out()
        inner = self.inner
        y = inner.bottom + self.scroll
        for i in range(len(self.lines) - 1, -1, -1):
            y -= self.lines[i].get_height() + 2
            if y > inner.bottom:
                continue
            if y + self.lines[i].get_height() < inner.top:
                break
            yield i, y

    @property
    def pointed(self) -> int | None:
        """The line the mouse points at, when that line names a square."""
        at = self._pointed_at()
        return None if at is None else at[0]

    def _pointed_at(self) -> tuple[int, int] | None:
        """`pointed` and the top of its line."""
        if self.mouse is None:
            return None
        for i, y in self._placed():
            if y <= self.mouse[1] < y + self.lines[i].get_height() + 2:
                return (i, y) if self.squares[i] is not None else None
        return None

    def draw(self, dst: pygame.Surface) -> None:
        rect = self.rect
        pygame.draw.rect(dst, th.PANEL, rect, border_radius=10)
        pygame.draw.rect(dst, th.EDGE, rect, 1, border_radius=10)
        if self.title:
            head = pygame.Rect(rect.x + PAD, rect.y + 4, rect.w - 2 * PAD, self.size + 8)
            th.label(dst, self.title, self.size, head, th.HILITE, True)
            pygame.draw.line(dst, th.EDGE, head.bottomleft, head.bottomright)
        inner = self.inner
        old = dst.get_clip()
        dst.set_clip(inner)
        for i, y in self._placed():
            if self.heads[i]:
                pygame.draw.line(dst, th.EDGE, (inner.x, y + 3), (inner.right - 10, y + 3))
            dst.blit(self.lines[i], (inner.x, y))
        dst.set_clip(old)
        self.draw_pointed(dst)
        if self.height > inner.h:
            frac = inner.h / self.height
            bar_h = max(20, round(inner.h * frac))
            top = inner.bottom - bar_h - round(self.scroll * frac)
            pygame.draw.rect(dst, th.EDGE, (rect.right - 8, top, 4, bar_h), border_radius=2)

    def draw_pointed(self, dst: pygame.Surface) -> None:
        """The pointed line on a light band."""
        at = self._pointed_at()
        if at is None:
            return
        i, y = at
        inner = self.inner
        band = pygame.Rect(inner.x - 4, y - 1, inner.w, self.lines[i].get_height() + 2)
        old = dst.get_clip()
        dst.set_clip(self.rect)
        pygame.draw.rect(dst, th.PANEL_LIGHT, band, border_radius=4)
        pygame.draw.rect(dst, th.HILITE, band, 1, border_radius=4)
        dst.blit(self.lines[i], (inner.x, y))
        dst.set_clip(old)


class LogDrawer(Layer):
    """The log as a drawer over the side of the team not on show: its button, L or the pad's
    Back opens and closes it; open, the wheel scrolls it and a click on it picks nothing
    under it, and the square named by the line the mouse points at is ringed on the table.
    `place()`: where it goes now; `moving()`: figures are on the move (no square is ringed)."""

    name = "log"

    def __init__(self, place: Callable[[], pygame.Rect], picture: Picture, tips: Tips, moving: Callable[[], bool]):
        self.place, self.picture, self.tips, self.moving = place, picture, tips, moving
        self.panel = LogPanel(pygame.Rect(0, 0, 0, 0))
        self.open = False
        self.button: UIButton | None = None

    def build(self, ui: pygame_gui.UIManager) -> None:
        """The log laid out anew for the window (its lines worded again, in the language of now)."""
        old = self.panel
        self.panel = LogPanel(self.place(), L.now().px(15), _("LOG · L or the Log button closes it"))
        self.panel.add_events(old.events)
        self.button = tool_button(2, ui, _(LOG_TIP))

    def settle(self) -> None:
        """The table was drawn anew: the drawer goes where it now belongs (a caption keeps off
        the hands under it)."""
        self.panel.rect = self.place()

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        if command == "log" or (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button):
            self.open = not self.open
            self.panel.scroll = 0
            self.tips.kill()  # a tooltip placed beside the board may be where the drawer now is
            return True
        return self.open and (self.panel.handle(event, self.tips.pos) or (
            event.type == pygame.MOUSEBUTTONDOWN and self.panel.rect.collidepoint(event.pos)))

    def draw(self, screen: pygame.Surface) -> None:
        if self.open:
            self.panel.draw(screen)
        self._light_named_square(screen)

    def _light_named_square(self, screen: pygame.Surface) -> None:
        """The square named by the log line the mouse points at, ringed where it lies on the
        table (the open log is beside the arena, never over it)."""
        i = self.panel.pointed if self.open else None
        shown = self.picture.shown
        if i is None or shown is None or shown.phase in CARDS_PHASES or self.moving():
            return
        named = self.panel.squares[i]
        assert named is not None, "a pointed line names a square"
        ring(screen, self.picture.geo.square(named))
