"""A start-up screen's layout, shared by the offer to resume a game and the second window's
lock: the title, a heading, a framed message, a row of big buttons and Quit."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UILabel

from ...i18n import _
from . import layout as L
from . import theme as th
from .fields import Button
from .scene import FormScene


ButtonSpec = tuple[str, str, str | None, str]  # a big button: attribute, words, widget id, tooltip


class MessageScene(FormScene):
    """A start-up screen: the title, a heading, a framed message (its first line in gold), a
    row of big buttons and a Quit under them. `message()` says the words, `buttons()` names
    the big ones; both are asked at each `build`, so they are in the language of the moment."""

    edge = th.GOLD
    heading = ""
    lines: list[str]  # the message as `build` last worded it
    quit: Button

    def message(self) -> tuple[str, list[str]]:
        """The heading and the message's lines."""
        return "", []

    def buttons(self) -> list[ButtonSpec]:
        """(attribute, words, widget id, tooltip) of each big button, left to right."""
        return []

    def picture_height(self, width: int, room: int) -> int:
        """Room for a picture between the message and the buttons, `width` pixels wide and at
        most `room` high, what the window has left (none)."""
        return 0

    def draw_picture(self, screen: pygame.Surface, box: pygame.Rect) -> None:
        """The picture (`picture_height`), in `box`."""

    def build(self) -> None:
        self.heading, self.lines = self.message()
        ui, lay = self.ui, L.now()
        W, H = lay.size
        g = lay.gap
        top = H // 7
        UILabel(pygame.Rect(0, top, W, lay.title + g), _("ADRENALINE · TEAM PLAY"), ui, object_id="#title")
        UILabel(pygame.Rect(g, top + lay.title + 2 * g, W - 2 * g, lay.big + g), self.heading, ui,
                object_id="#heading")
        box_w = min(W - 4 * g, lay.u(1200))
        # each line of the message wrapped to the box (a long path, a long Japanese sentence):
        # the box is as tall as its rows, a gap between two lines of the message
        self.rows = [(row, i) for i, line in enumerate(self.lines)
                     for row in th.wrap(line, self._size(i), box_w - 4 * g, i == 0)]
        rows_h = sum(th.line_height(self._size(i)) for _row, i in self.rows) + (len(self.lines) - 1) * g
        self.box = pygame.Rect(0, 0, box_w, rows_h + 4 * g)
        self.box.midtop = (W // 2, top + lay.title + lay.big + 5 * g)
        specs = self.buttons()
        bw = min(lay.u(380), (W - (len(specs) + 3) * g) // max(1, len(specs)))
        bh, quit_h = max(40, lay.u(80)), max(30, lay.u(48))
        below = 3 * g + bh + 2 * g + quit_h + lay.body + 4 * g  # the buttons, Quit and the line under them
        self.picture = pygame.Rect(self.box.x, self.box.bottom + 2 * g, box_w,
                                   self.picture_height(box_w, H - self.box.bottom - 2 * g - below))
        x0 = W // 2 - (len(specs) * bw + (len(specs) - 1) * 2 * g) // 2
        y = (self.picture.bottom if self.picture.h else self.box.bottom) + 3 * g
        fields = []
        for k, (attr, words, object_id, tip) in enumerate(specs):
            button = Button(words, pygame.Rect(x0 + k * (bw + 2 * g), y, bw, bh), ui, object_id, tip)
            setattr(self, attr, button)
            fields.append(button)
        self.quit = Button(_("Quit"), pygame.Rect(W // 2 - bw // 4, y + bh + 2 * g, bw // 2, quit_h), ui)
        UILabel(pygame.Rect(0, H - lay.body - 3 * g, W, lay.body + 2 * g),
                _("Mouse, keyboard (arrows, Enter) or gamepad (d-pad, A)"), ui)
        fields.append(self.quit)
        self.ring(fields)
        # a button's tooltip beside the row, never over the button it explains (nor its neighbours)
        ui.keep_clear = lambda: [self.box, self.picture, *(f.rect for f in fields)]

    def draw(self, screen: pygame.Surface) -> None:
        lay = L.now()
        screen.fill(th.BG)
        box = self.box
        pygame.draw.rect(screen, th.PANEL, box, border_radius=lay.radius_large)
        pygame.draw.rect(screen, self.edge, box, 2, border_radius=lay.radius_large)
        inner = box.inflate(-4 * lay.gap, -4 * lay.gap)
        y, last = inner.y, 0
        for row, i in self.rows:
            if i != last:
                y += lay.gap
                last = i
            h = th.line_height(self._size(i))
            th.label(screen, row, self._size(i), (inner.x, y, inner.w, h), th.TEXT if i else th.GOLD, i == 0, "center")
            y += h
        if self.picture.h:
            self.draw_picture(screen, self.picture)
        super().draw(screen)
        self.form.draw_focus(screen)

    @staticmethod
    def _size(i: int) -> int:
        """The text size of the message's i-th line: the first is its headline."""
        return L.now().px(24 if i == 0 else 20)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        return super().boxes() + [("message", self.box)]
