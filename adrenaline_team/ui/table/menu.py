"""The table's menu: the way from a game to the rules, an exported save, a new game or the
desktop without killing the window. Opened by its button at the top right, by M, or by the
gamepad's Start button (all three named on the button). While it is open the game waits.

Pages: the menu itself; the Team Play rules in short, and the legend of every icon on the
table (issue 23: icons that explain themselves); the question "start a new game?" (the game
stays in the autosave until the new one starts, so a slip loses nothing)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ... import i18n
from ...i18n import N_, _
from ..kit import layout as L
from ..kit import theme as th
from ..kit.fields import Button, Field, Form, Picker
from ..kit.layers import Layer
from ..kit.sound_fields import SoundFields
from ..sound import Sound
from ..words import LANGUAGE_WORDS
from .legend import draw_legend, legend_parts
from .pages import Part, paginate, placed
from .rules_text import SUMMARY
from .topbar import tool_button

MENU_TIP = N_("Resume, rules, export the save, new game, quit. Keys: M; gamepad: Start. The game is saved after "
               "every choice.")
NEW_GAME_WORDS = N_("Start a new game? This game stays in the autosave until the new one starts: quit instead, "
                    "and the next start offers to resume it.")


# the menu page's buttons, top to bottom (the sound's and the language's rows go in before Quit:
# `Menu.show`)
MENU_ROWS = (("resume", N_("Resume")), ("rules", N_("Rules")), ("export", N_("Export save")),
             ("saved", N_("Saved games…")), ("new", N_("New game…")), ("quit", N_("Quit (the game is saved)")))
# the hosting window's menu adds the seats (a click on a team's connection badge opens them too):
# by keys and gamepad as well as the mouse
SEATS_ROW = ("seats", N_("Release a seat…"))
# after Resume, in a game of two teams at one screen, during a team's own turn: its standing
# order for tagback grenades in the other team's turn (`session.orders`), a press the next one
ORDERS_KEY = "orders"
PAGE_BUTTONS = {"rules": (("back", N_("Back")), ("legend", N_("Icons and tokens"))),
                "legend": (("back", N_("Back")), ("rules", N_("Rules in short"))),
                "confirm": (("yes", N_("Yes, new game")), ("back", N_("No, back to the game")))}
TITLES = {"menu": N_("Menu"), "rules": N_("Team Play rules in short"), "legend": N_("The icons of the table"),
          "confirm": N_("New game")}


class Menu:
    def __init__(self, sound: Sound, hosting: bool = False, order: Callable[[], str | None] = lambda: None) -> None:
        """`order`: the words (a gettext id) of the standing order that may be set now, else
        None."""
        self.rows = MENU_ROWS[:-1] + (SEATS_ROW,) + MENU_ROWS[-1:] if hosting else MENU_ROWS
        self.order = order
        self.page: str | None = None  # None: closed; "menu", "rules", "legend" or "confirm"
        self.form: Form | None = None
        self.buttons: dict[str, Button] = {}
        self.sound = sound
        self.sound_row: SoundFields | None = None  # the menu page's row before Quit: sound on/off and volume
        self.language: Picker | None = None  # the menu page's last row before Quit
        self.language_label = pygame.Rect(0, 0, 0, 0)
        self.note = ""  # where the export went, or why it failed
        self.parts: list[Part] = []  # the rules in short or the legend, in the parts the page shows one at a time
        self.part = 0

    @property
    def open(self) -> bool:
        return self.page is not None

    def page_rows(self) -> tuple[tuple[str, str], ...]:
        """The menu page's buttons, the standing order's among them while it may be set."""
        order = self.order()
        return self.rows if order is None else self.rows[:1] + ((ORDERS_KEY, order),) + self.rows[1:]

    def panel(self) -> pygame.Rect:
        lay = L.now()
        wide = self.page in ("rules", "legend")
        w = min(lay.size[0] - 2 * lay.gap, lay.u(1500 if wide else 620))
        if self.page == "menu":  # the title, its buttons, the sound's and language's rows, the export's note
            n = len(self.page_rows()) + 2
            h = lay.big + 5 * lay.gap + n * (max(36, lay.u(56)) + lay.gap // 2) + 3 * lay.small
        else:
            h = lay.u(900) if wide else lay.u(360)
        box = pygame.Rect(0, 0, w, min(lay.size[1] - 2 * lay.gap, h))
        box.center = lay.window.center
        if wide:  # the rules and the icons take all the height under the top bar (its buttons stay in view)
            box.height = max(box.h, lay.size[1] - lay.top.bottom - 2 * lay.gap)
            box.bottom = lay.size[1] - lay.gap
        return box.clip(lay.window)

    def page_area(self) -> pygame.Rect:
        """Where a page's words go: under its title, over its row of buttons."""
        lay = L.now()
        inner = self.panel().inflate(-2 * lay.gap, -2 * lay.gap)
        y = inner.y + lay.big + 2 * lay.gap
        return pygame.Rect(inner.x, y, inner.w, inner.bottom - max(36, lay.u(56)) - lay.gap - y)

    def show(self, page: str, ui: pygame_gui.UIManager) -> None:
        """Open `page` (widgets made anew: also after a resize or a change of language, when
        the focus stays where it was)."""
        keep = self.form.fields.index(self.form.focused) if self.form is not None and page == self.page else None
        if page != self.page:
            self.part = 0
        self.close()
        self.page = page
        lay = L.now()
        box = self.panel().inflate(-2 * lay.gap, -2 * lay.gap)
        h = max(36, lay.u(56))
        more = th.widget_sign(" ▸", " ▶")
        names = [(key, _(words) + (more if key == "legend" else ""))
                 for key, words in (self.page_rows() if page == "menu" else PAGE_BUTTONS[page])]
        if page in ("rules", "legend"):
            self.parts = (rules_parts if page == "rules" else legend_parts)(self.page_area())
            self.part %= len(self.parts)
            if len(self.parts) > 1:  # a small window: the page in parts, this button goes from one to the next
                part = _("Part {n} of {count}").format(n=self.part % len(self.parts) + 1, count=len(self.parts))
                names.insert(1, ("part", part + more))
        if page == "menu":
            top = box.y + lay.big + 2 * lay.gap
            rects = [pygame.Rect(box.x, top + k * (h + lay.gap // 2), box.w, h) for k in range(len(names) + 2)]
            self.sound_row = SoundFields(rects.pop(len(names) - 1), ui, self.sound)  # the rows before Quit
            row = rects.pop(len(names) - 1)
            words = min(row.w // 2, th.measure(LANGUAGE_WORDS, lay.body) + 2 * lay.gap)
            self.language_label = pygame.Rect(row.x, row.y, words - lay.gap, row.h)
            self.language = Picker(list(i18n.LANGUAGES), i18n.language(),
                                   pygame.Rect(row.x + words, row.y, row.w - words, row.h), ui,
                                   lambda code: i18n.LANGUAGES[code], "#names")
        else:
            w = (box.w - (len(names) - 1) * lay.gap) // len(names)
            rects = [pygame.Rect(box.x + k * (w + lay.gap), box.bottom - h, w, h) for k in range(len(names))]
        self.buttons = {key: Button(words, r, ui, "#start" if key in ("resume", "back") else None)
                        for (key, words), r in zip(names, rects)}
        fields: list[Field] = list(self.buttons.values())
        if self.sound_row is not None and self.language is not None:  # in the ring where they stand, before Quit
            fields[-1:-1] = [*self.sound_row.fields, self.language]
        self.form = Form(ui, fields, focus=None if keep is None else fields[min(keep, len(fields) - 1)])

    def close(self) -> None:
        for b in self.buttons.values():
            b.button.kill()
        self.buttons = {}
        if self.sound_row is not None:
            self.sound_row.kill()
            self.sound_row = None
        if self.language is not None:
            self.language.menu.kill()
            self.language = None
        self.form = None
        self.page = None

    def handle(self, event: pygame.event.Event, command: str | None) -> str | None:
        """The button this event presses, if any ("resume", "rules", "export", ...), or
        "language" when the language picked is not the one on show."""
        if self.form is None:
            return None
        if self.form.handle(event, command) and self.sound_row is not None:
            self.sound_row.apply()
            if self.language is not None and self.language.value != i18n.language():
                return "language"
        for key, b in self.buttons.items():
            if b.pressed:
                b.pressed = False
                if key == "part":  # the page's next part: the page is made again for it
                    return self.turn(1)
                return key
        if len(self.parts) > 1 and self.page in ("rules", "legend"):  # the wheel and Page Up/Down turn the parts too
            if event.type == pygame.MOUSEWHEEL and event.y:
                return self.turn(-1 if event.y > 0 else 1)
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                return self.turn(-1 if event.key == pygame.K_PAGEUP else 1)
        if command == "back":
            return "back"
        return None

    def turn(self, step: int) -> str:
        """To the part `step` away, round the page's parts; the page to make again for it."""
        assert self.page is not None, "a page is open"
        self.part = (self.part + step) % len(self.parts)
        return self.page

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
        th.label(screen, _(TITLES[self.page]), lay.big, (inner.x, inner.y, inner.w, lay.big + lay.gap), th.GOLD, True)
        y = inner.y + lay.big + 2 * lay.gap
        if self.page == "rules":
            self._draw_rules(screen, self.page_area())
        elif self.page == "legend":
            draw_legend(screen, self.page_area(), self.parts[self.part])
        elif self.page == "confirm":
            th.block(screen, _(NEW_GAME_WORDS), lay.body, pygame.Rect(inner.x, y, inner.w, self.buttons["yes"].rect.y - y))
        else:
            th.label(screen, LANGUAGE_WORDS, lay.body, self.language_label, th.DIM, False, "right")
            if self.note:
                last = max(f.rect.bottom for f in self.form.fields) if self.form else y
                th.block(screen, self.note, lay.small, pygame.Rect(inner.x, last + lay.gap // 2, inner.w,
                                                                   box.bottom - last - lay.gap), th.HILITE)

    def _draw_rules(self, screen: pygame.Surface, area: pygame.Rect) -> None:
        """The part of the summary on show, in its columns."""
        size = self.parts[self.part][3]
        old = screen.get_clip()
        screen.set_clip(area)
        for k, box in placed(self.parts[self.part], _section_height, area, _words):
            head, words = SUMMARY[k]
            title = th.fit(_(head), _head_size(size), box.w, th.HILITE, True)
            screen.blit(title, box.topleft)
            screen.blit(th.wrapped(_(words), size, box.w), (box.x, box.y + title.get_height()))
        screen.set_clip(old)

    def draw_focus(self, screen: pygame.Surface) -> None:
        if self.form is not None:
            self.form.draw_focus(screen)


class MenuLayer(Layer):
    """The menu over everything: its button at the top right, M or the gamepad's Start opens and
    closes it; open, it takes every input and the game waits behind it. Its pages turn here;
    what leaves them (a language picked, an export, the seats, the saved games, a new game,
    quitting) goes to `act`, and `shown(open)` is told when it opens or closes."""

    name = "menu"

    def __init__(self, menu: Menu, shown: Callable[[bool], None], act: Callable[[str], None]):
        self.menu, self.shown, self.act = menu, shown, act
        self.ui: pygame_gui.UIManager | None = None
        self.button: UIButton | None = None

    def build(self, ui: pygame_gui.UIManager) -> None:
        self.ui = ui
        self.button = tool_button(0, ui, _(MENU_TIP))
        if self.menu.open:  # laid out anew: the page on show, in the new widgets
            self.menu.buttons = {}  # they died with the old widget manager
            self.open(self.menu.page or "menu")

    def open(self, page: str) -> None:
        """Open `page`: the game's question waits behind it."""
        assert self.ui is not None, "built"
        self.menu.show(page, self.ui)
        self.shown(True)

    def close(self) -> None:
        self.menu.close()
        self.menu.note = ""
        self.shown(False)

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        """The game waits behind the open menu: it takes every input (its buttons are widgets)."""
        if command == "menu" or (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button):
            self.close() if self.menu.open else self.open("menu")
            return True
        if not self.menu.open:
            return False
        assert self.ui is not None, "built"
        if not self.ui.process_events(event):
            self._pressed(self.menu.handle(event, command))
        return True

    def _pressed(self, pressed: str | None) -> None:
        if pressed == "resume" or (pressed == "back" and self.menu.page == "menu"):
            self.close()
        elif pressed in ("rules", "legend", "back"):
            self.open("menu" if pressed == "back" else pressed)
        elif pressed == "new":
            self.open("confirm")
        elif pressed == ORDERS_KEY:  # the next order, said on its row
            self.act(pressed)
            self.open("menu")
        elif pressed is not None:
            if pressed == "yes":
                self.menu.close()
            self.act(pressed)

    def update(self, dt: float) -> bool:
        return self.menu.open  # the game waits, the computer too

    def draw(self, screen: pygame.Surface) -> None:
        if self.menu.open:
            assert self.ui is not None, "built"
            self.menu.draw(screen)
            self.ui.draw_ui(screen)  # the menu's buttons over its panel
            self.menu.draw_focus(screen)


# --- the rules in short: as many parts as the page needs ----------------------------------
def _head_size(size: int) -> int:
    lay = L.now()
    return lay.body if size == lay.small else size


def _section_height(k: int, size: int, w: int) -> int:
    head, words = SUMMARY[k]
    lines = sum(len(th.wrap(line, size, w) or ("",)) for line in _(words).split("\n"))
    return th.font(_head_size(size), True).get_height() + lines * th.line_height(size) + L.now().gap // 2


def rules_parts(area: pygame.Rect) -> list[Part]:
    """The summary cut into parts that each fit `area` in two or three columns: on a small
    window it takes two pages (the page's button goes from one to the other), never cut."""
    return paginate(len(SUMMARY), _section_height, area, cut=_words)


def _words(k: int) -> str:
    return _(SUMMARY[k][1])
