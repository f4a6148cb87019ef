"""The foot of the table as a screen's panel: where the play screen asks its questions, the
lesson and puzzle screens put their words and buttons (Start, Try again, Next...)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

import pygame
import pygame_gui

from . import layout as L
from . import theme as th
from .fields import Button
from .scene import FormScene


def panel_rect() -> pygame.Rect:
    """The foot of the table, under the arena, from the strip over the prompt down: where the
    question and its answers go in play. It covers no place the words may point at."""
    lay = L.now()
    return pygame.Rect(lay.notice.x, lay.notice.y, lay.notice.w, lay.size[1] - lay.gap - lay.notice.y)


def button_row(box: pygame.Rect, names: Sequence[tuple[str, str]], ui: pygame_gui.UIManager) -> dict[str, Button]:
    """The buttons (key, words) at the bottom of `box`: one row, each as wide as its words need
    and the rest shared out; one above the other only when the words would not fit side by
    side (a narrow window, long words). The first is the one Enter presses."""
    lay = L.now()
    h, gap = lay.button_h, lay.gap
    needs = [th.font(lay.body, True).size(words)[0] + 2 * gap for _key, words in names]
    spare = box.w - sum(needs) - (len(names) - 1) * gap
    if spare >= 0:
        x, rects = box.x, []
        for need in needs:
            rects.append(pygame.Rect(x, box.bottom - h, need + spare // len(names), h))
            x = rects[-1].right + gap
    else:
        top = box.bottom - len(names) * h - (len(names) - 1) * gap // 2
        rects = [pygame.Rect(box.x, top + i * (h + gap // 2), box.w, h) for i in range(len(names))]
    return {key: Button(words, r, ui, "#start" if i == 0 else None)
            for i, ((key, words), r) in enumerate(zip(names, rects))}


def draw_words(screen: pygame.Surface, title: str, words: str, box: pygame.Rect) -> None:
    """A title, then the words, at the body size or smaller until they fit the box."""
    lay = L.now()
    th.label(screen, title, lay.body, (box.x, box.y, box.w, lay.body + 8), th.GOLD, True)
    room = _room(box)
    size = lay.body
    while size > th.MIN_TEXT and _height(words, size, room.w) > room.h:
        size -= 1
    screen.blit(th.wrapped(words, size, room.w), room.topleft, area=pygame.Rect(0, 0, room.w, room.h))


def whole(words: str, box: pygame.Rect) -> bool:
    """Whether `draw_words` shows `words` whole in `box` (at the smallest text, if it must)."""
    room = _room(box)
    return _height(words, th.MIN_TEXT, room.w) <= room.h


def _room(box: pygame.Rect) -> pygame.Rect:
    """Where the words go under the title."""
    head = L.now().body + 8
    return pygame.Rect(box.x, box.y + head + 2, box.w, box.h - head - 2)


def _height(words: str, size: int, width: int) -> int:
    return sum(len(th.wrap(part, size, width)) for part in words.split("\n")) * th.line_height(size)


def draw_panel(screen: pygame.Surface, box: pygame.Rect) -> None:
    lay = L.now()
    pygame.draw.rect(screen, th.PANEL_LIGHT, box, border_radius=lay.radius)
    pygame.draw.rect(screen, th.GOLD, box, 2, border_radius=lay.radius)


class FootScene(FormScene, ABC):
    """A table at rest with words and a row of buttons at its foot (the rules tour's lesson, a
    puzzle's verdict): `foot` lays the buttons out, a press (or Esc / the pad's B, which press
    "back") goes to `act`, and the focused button stays focused when the window re-fits."""

    def foot(self, names: Sequence[tuple[str, str]]) -> None:
        """The buttons (key, words) at the bottom of the foot panel; `words`, the room over them."""
        lay = L.now()
        box = panel_rect().inflate(-2 * lay.gap, -2 * lay.gap)
        self.buttons = button_row(box, names, self.ui)
        fields = list(self.buttons.values())
        self.ring(fields)
        self.words = pygame.Rect(box.x, box.y, box.w, min(b.rect.y for b in fields) - lay.gap - box.y)

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        self.ui.process_events(event)
        self.form.handle(event, command)
        pressed = next((key for key, b in self.buttons.items() if b.pressed), None)
        if pressed is None and command == "back":
            pressed = "back"
        if pressed is not None:
            self.act(pressed)

    @abstractmethod
    def act(self, what: str) -> None:
        """What the button `what` does."""

    def draw_foot(self, screen: pygame.Surface, title: str, words: str) -> None:
        """The foot panel with its title and words over the buttons."""
        draw_panel(screen, panel_rect())
        draw_words(screen, title, words, self.words)
