"""The table's menu: the way from a game to the rules, an exported save, a new game or the
desktop without killing the window. Opened by its button at the top right, by M, or by the
gamepad's Start button (all three named on the button). While it is open the game waits.

Pages: the menu itself; the Team Play rules in short, and the legend of every icon on the
table (issue 23: icons that explain themselves); the question "start a new game?" (the game
stays in the autosave until the new one starts, so a slip loses nothing)."""

from __future__ import annotations

import pygame
import pygame_gui

from ...i18n import N_, _
from ..kit import layout as L
from ..kit import theme as th
from ..kit.fields import Button, Field, Form
from ..kit.sound_fields import SoundFields
from ..sound import Sound
from .icons import LEGEND
from .legend import draw_legend
from .rules_text import SUMMARY

MENU_TIP = "Resume, rules, export the save, new game, quit. Keys: M; gamepad: Start. The game is saved after every choice."
LOG_TIP = N_("<b>Log</b> (L / gamepad Back): every event of the game in words. It opens beside the board, over the "
             "side of the team not on show, and closes the same way.")
NEW_GAME_WORDS = ("Start a new game? This game stays in the autosave until the new one starts: quit instead, "
                  "and the next start offers to resume it.")


# the menu page's buttons, top to bottom (the sound's row goes in before Quit: `Menu.show`)
MENU_ROWS = (("resume", "Resume"), ("rules", "Rules"), ("export", "Export save"), ("saved", N_("Saved games…")),
             ("new", "New game…"), ("quit", "Quit (the game is saved)"))


class Menu:
    def __init__(self, sound: Sound) -> None:
        self.page: str | None = None  # None: closed; "menu", "rules", "legend" or "confirm"
        self.form: Form | None = None
        self.buttons: dict[str, Button] = {}
        self.sound = sound
        self.sound_row: SoundFields | None = None  # the menu page's row before Quit: sound on/off and volume
        self.note = ""  # where the export went, or why it failed

    @property
    def open(self) -> bool:
        return self.page is not None

    def panel(self) -> pygame.Rect:
        lay = L.now()
        wide = self.page in ("rules", "legend")
        w = min(lay.size[0] - 2 * lay.gap, lay.u(1500 if wide else 620))
        if self.page == "menu":  # the title, its buttons, the sound's row, a line for the export's note
            n = len(MENU_ROWS) + 1
            h = lay.big + 5 * lay.gap + n * (max(36, lay.u(56)) + lay.gap // 2) + 3 * lay.small
        else:
            h = lay.u(900 if wide else 360)
        box = pygame.Rect(0, 0, w, min(lay.size[1] - 2 * lay.gap, h))
        box.center = lay.window.center
        return box.clip(lay.window)

    def show(self, page: str, ui: pygame_gui.UIManager) -> None:
        """Open `page` (widgets made anew: also after a resize)."""
        self.close()
        self.page = page
        lay = L.now()
        box = self.panel().inflate(-2 * lay.gap, -2 * lay.gap)
        h = max(36, lay.u(56))
        names = {"menu": [(key, _(words)) for key, words in MENU_ROWS],
                 "rules": [("back", "Back"), ("legend", _("Icons and tokens ▸"))],
                 "legend": [("back", "Back"), ("rules", _("Rules in short"))],
                 "confirm": [("yes", "Yes, new game"), ("back", "No, back to the game")]}[page]
        if page == "menu":
            top = box.y + lay.big + 2 * lay.gap
            rects = [pygame.Rect(box.x, top + k * (h + lay.gap // 2), box.w, h) for k in range(len(names) + 1)]
            self.sound_row = SoundFields(rects.pop(len(names) - 1), ui, self.sound)  # the row before Quit
        else:
            w = (box.w - (len(names) - 1) * lay.gap) // len(names)
            rects = [pygame.Rect(box.x + k * (w + lay.gap), box.bottom - h, w, h) for k in range(len(names))]
        self.buttons = {key: Button(words, r, ui, "#start" if key in ("resume", "back") else None)
                        for (key, words), r in zip(names, rects)}
        fields: list[Field] = list(self.buttons.values())
        if self.sound_row is not None:  # in the ring where it stands, before Quit
            fields[-1:-1] = self.sound_row.fields
        self.form = Form(ui, fields, focus=fields[0])

    def close(self) -> None:
        for b in self.buttons.values():
            b.button.kill()
        self.buttons = {}
        if self.sound_row is not None:
            self.sound_row.kill()
            self.sound_row = None
        self.form = None
        self.page = None

    def handle(self, event: pygame.event.Event, command: str | None) -> str | None:
        """The button this event presses, if any ("resume", "rules", "export", ...)."""
        if self.form is None:
            return None
        if self.form.handle(event, command) and self.sound_row is not None:
            self.sound_row.apply()
        for key, b in self.buttons.items():
            if b.pressed:
                b.pressed = False
                return key
        if command == "back":
            return "back"
        return None

    def draw(self, screen: pygame.Surface) -> None:
        lay = L.now()
        shade = pygame.Surface(lay.size, pygame.SRCALPHA)
        shade.fill((8, 9, 12, 210))
        screen.blit(shade, (0, 0))
        box = self.panel()
        pygame.draw.rect(screen, th.PANEL, box, border_radius=lay.radius_large)
        pygame.draw.rect(screen, th.EDGE, box, 2, border_radius=lay.radius_large)
        inner = box.inflate(-2 * lay.gap, -2 * lay.gap)
        assert self.page is not None, "drawn only while open"
        title = {"menu": "Menu", "rules": "Team Play rules in short", "legend": _("The icons of the table"),
                 "confirm": "New game"}[self.page]
        th.label(screen, title, lay.big, (inner.x, inner.y, inner.w, lay.big + lay.gap), th.GOLD, True)
        y = inner.y + lay.big + 2 * lay.gap
        if self.page == "rules":
            self._draw_rules(screen, pygame.Rect(inner.x, y, inner.w, self.buttons["back"].rect.y - lay.gap - y))
        elif self.page == "legend":
            draw_legend(screen, pygame.Rect(inner.x, y, inner.w, self.buttons["back"].rect.y - lay.gap - y), LEGEND)
        elif self.page == "confirm":
            screen.blit(th.paragraph(NEW_GAME_WORDS, lay.body, inner.w), (inner.x, y))
        elif self.note:
            last = max(f.rect.bottom for f in self.form.fields) if self.form else y
            screen.blit(th.paragraph(self.note, lay.small, inner.w, th.HILITE), (inner.x, last + lay.gap // 2))

    @staticmethod
    def _draw_rules(screen: pygame.Surface, area: pygame.Rect) -> None:
        """The summary in two columns, the second starting where half the text is read."""
        lay = L.now()
        w = (area.w - 2 * lay.gap) // 2
        parts = [(th.fit(_(head), lay.body, w, th.HILITE, True), th.paragraph(_(words), lay.small, w))
                 for head, words in SUMMARY]
        heights = [h.get_height() + b.get_height() + lay.gap // 2 for h, b in parts]
        x, y, done = area.x, area.y, 0
        old = screen.get_clip()
        screen.set_clip(area)
        for (head, body), h in zip(parts, heights):
            if x == area.x and done >= sum(heights) / 2:
                x, y = area.x + w + 2 * lay.gap, area.y
            screen.blit(head, (x, y))
            screen.blit(body, (x, y + head.get_height()))
            y += h
            done += h
        screen.set_clip(old)

    def draw_focus(self, screen: pygame.Surface) -> None:
        if self.form is not None:
            self.form.draw_focus(screen)
