"""Form fields that keyboard and gamepad can drive as well as the mouse, and the focus that
moves between them. A form screen lists its fields in reading order; up / down / Tab move
the focus, left / right change the focused value, Enter or A activates it.

pygame_gui's widgets are mouse-first: a drop-down menu cannot step its value from the
keyboard, and a gamepad cannot type. These wrappers add exactly that."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UITextEntryLine

from ...rules.gate import MAX_SEED
from . import theme as th


class Picker:
    """A drop-down menu whose value also steps with left / right (Enter steps forward). Its
    values are keys (what the screen reads), each shown as `words(key)` in the language of the
    moment (the key itself by default)."""

    def __init__(self, options: list[str], value: str, rect: pygame.Rect, ui: pygame_gui.UIManager,
                 words: Callable[[str], str] = str, object_id: str | None = None):
        self.options, self.rect, self.ui = options, pygame.Rect(rect), ui
        self.words, self.object_id = words, object_id
        self.value = value
        self.visible = True
        self.menu = self._make()

    def _make(self) -> UIDropDownMenu:
        return UIDropDownMenu([(self.words(o), o) for o in self.options], (self.words(self.value), self.value),
                              self.rect, self.ui, object_id=self.object_id)

    def set(self, value: str) -> None:
        """Show `value`: the widget has no setter, so it is made anew (only on input)."""
        self.value = value
        self.menu.kill()
        self.menu = self._make()
        if not self.visible:
            self.menu.hide()

    def step(self, delta: int) -> None:
        self.set(self.options[(self.options.index(self.value) + delta) % len(self.options)])

    def activate(self) -> None:
        self.step(1)

    def show(self, visible: bool) -> None:
        self.visible = visible
        self.menu.show() if visible else self.menu.hide()

    def outline(self) -> pygame.Rect:
        """Its box, and its open list while it is open: the focus ring goes round both rather
        than across the list's first option."""
        state = self.menu.current_state
        options = getattr(state, "options_selection_list", None) if state is self.menu.menu_states["expanded"] else None
        return self.rect.union(options.rect) if options is not None else self.rect

    def handle(self, event: pygame.event.Event) -> bool:
        """True when a mouse pick changed the value."""
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.menu:
            self.value = event.selected_option_id
            return True
        return False


class Entry:
    """A text box. The keyboard types into it while it has the focus; a gamepad, which cannot
    type, steps through `pool` (names to pick from) or, for numbers, counts up and down.

    Japanese (or any language an input method composes) is typed through the system's IME:
    SDL sends the text being composed (`TEXTEDITING`), drawn here where it will go, underlined,
    until the IME commits it (`TEXTINPUT`, which the box takes). While a box has the focus the
    IME's candidate window is placed at the box (`pygame.key.set_text_input_rect`)."""

    def __init__(self, text: str, rect: pygame.Rect, ui: pygame_gui.UIManager, pool: list[str] | None = None,
                 numbers: bool = False,
                 limit: int | None = None, object_id: str | None = None):
        """`limit`: at most this many characters (a name's or a seed's); `object_id`: the
        theme's look ("#names": a face for every script)."""
        self.rect, self.pool = pygame.Rect(rect), pool or []
        self.box = UITextEntryLine(self.rect, ui, initial_text=text, object_id=object_id)
        self.composing = ""  # what the IME is composing, not yet in the box
        self.numbers = numbers
        if numbers:
            self.box.set_allowed_characters("numbers")
        if limit is not None:
            self.box.set_text_length_limit(limit)
        self.visible = True

    @property
    def value(self) -> str:
        return self.box.get_text()

    def step(self, delta: int) -> None:
        if self.numbers:
            self.box.set_text(str(min(MAX_SEED, max(0, int(self.value or 0) + delta))))
        elif self.pool:
            at = self.pool.index(self.value) if self.value in self.pool else -1
            self.box.set_text(self.pool[(at + delta) % len(self.pool)])

    def activate(self) -> None:
        pass  # Enter in a text box moves on (the form does that)

    def typed_into(self) -> None:
        """The box has the focus: text input on, the IME's window at the box."""
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(self.rect)

    def compose(self, event: pygame.event.Event) -> None:
        """The IME's text being composed (TEXTEDITING), or it committed (TEXTINPUT)."""
        self.composing = event.text if event.type == pygame.TEXTEDITING else ""

    def draw_composing(self, screen: pygame.Surface) -> None:
        """The text being composed after the box's own, on a light band, underlined (the way an
        IME's text reads before it is committed)."""
        if not self.composing:
            return
        font = self.box.font
        x = self.rect.x + 6 + (font.size(self.value)[0] if font is not None else 0)
        words = th.text(self.composing, max(th.MIN_TEXT, self.rect.h // 2), th.TEXT)
        band = words.get_rect(midleft=(x, self.rect.centery)).inflate(6, 4)
        band.right = min(band.right, self.rect.right - 2)
        pygame.draw.rect(screen, th.PANEL_LIGHT, band)
        screen.blit(words, (band.x + 3, band.y + 2), area=pygame.Rect(0, 0, band.w - 6, band.h))
        pygame.draw.line(screen, th.HILITE, (band.x + 3, band.bottom - 2), (band.right - 3, band.bottom - 2), 2)

    def show(self, visible: bool) -> None:
        self.visible = visible
        self.box.show() if visible else self.box.hide()

    def handle(self, event: pygame.event.Event) -> bool:
        return False


class Button:
    def __init__(self, text: str, rect: pygame.Rect, ui: pygame_gui.UIManager, object_id: str | None = None,
                 tip: str | None = None):
        self.rect = pygame.Rect(rect)
        self.button = UIButton(self.rect, text, ui, object_id=object_id, tool_tip_text=tip)
        self.gold = object_id == GOLD
        self.visible = True
        self.pressed = False  # set by a click or by Enter / A; the screen reads and clears it

    def step(self, delta: int) -> None:
        pass

    def activate(self) -> None:
        self.pressed = True

    def show(self, visible: bool) -> None:
        self.visible = visible
        self.button.show() if visible else self.button.hide()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            self.pressed = True
        return False


Field = Picker | Entry | Button
GOLD = "#start"  # the theme's gold button: a box's safe answer (Resume, No, Back)


def resting(fields: Sequence[Field]) -> Field:
    """Where a box's focus rests when it opens: on its gold button, the answer a reflexive
    Enter loses nothing by (the "New game?" box's No), else on its first field. A game's
    question has its own such rule (`table.choices.resting`)."""
    return next((f for f in fields if isinstance(f, Button) and f.gold), fields[0])


class Form:
    """The fields of one screen in focus order, and the one that has the focus."""

    def __init__(self, ui: pygame_gui.UIManager, fields: Sequence[Field], focus: Field | None = None):
        self.ui, self.fields = ui, list(fields)
        self.focused = focus or resting(fields)
        if isinstance(self.focused, Entry):  # a text box focused from the start takes the typing at once
            self.focus(self.focused)

    def _move(self, delta: int) -> None:
        i = self.fields.index(self.focused)
        for _ in self.fields:
            i = (i + delta) % len(self.fields)
            if self.fields[i].visible:
                break
        self.focus(self.fields[i])

    def focus(self, field: Field) -> None:
        if isinstance(self.focused, Entry):
            self.focused.composing = ""  # the IME's unfinished words stay with the box they were for
        self.focused = field
        # a text box takes the keyboard only while focused, so letters never leak elsewhere
        self.ui.set_focus_set(field.box if isinstance(field, Entry) else None)
        if isinstance(field, Entry):
            field.box.edit_position = len(field.value)  # typing goes on from the end
            field.typed_into()

    def typing(self, event: pygame.event.Event) -> bool:
        """True while a key goes into the focused text box rather than to the form (every key,
        while the IME composes: its Enter commits, its arrows choose a candidate)."""
        if not isinstance(self.focused, Entry) or event.type not in (pygame.KEYDOWN, pygame.TEXTINPUT,
                                                                    pygame.TEXTEDITING):
            return False
        return bool(self.focused.composing) or getattr(event, "key", None) not in (
            pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_F11)

    def handle(self, event: pygame.event.Event, command: str | None) -> bool:
        """Mouse picks and keyboard / gamepad commands; True when a value changed."""
        changed = any(f.handle(event) for f in self.fields)
        if event.type == pygame.MOUSEBUTTONDOWN:
            hit = next((f for f in self.fields if f.visible and f.rect.collidepoint(event.pos)), None)
            if hit is not None:
                self.focused = hit  # pygame_gui focuses a clicked text box itself
                if isinstance(hit, Entry):
                    hit.typed_into()
            return changed
        if event.type in (pygame.TEXTEDITING, pygame.TEXTINPUT) and isinstance(self.focused, Entry):
            self.focused.compose(event)
        if self.typing(event):
            return changed
        if command in ("next", "down"):
            self._move(1)
        elif command in ("prev", "up"):
            self._move(-1)
        elif command in ("left", "right") and isinstance(self.focused, Button):
            self._move(1 if command == "right" else -1)  # buttons side by side
        elif command in ("left", "right"):
            self.focused.step(1 if command == "right" else -1)
            changed = True
        elif command == "pick":
            if isinstance(self.focused, Entry):
                self._move(1)
            else:
                self.focused.activate()
                changed = not isinstance(self.focused, Button)
        return changed

    def draw_focus(self, screen: pygame.Surface) -> None:
        """The focus ring, and what an IME composes in the focused box."""
        outline = self.focused.outline() if isinstance(self.focused, Picker) else self.focused.rect
        pygame.draw.rect(screen, th.FOCUS, outline.inflate(12, 12), 3, border_radius=10)
        if isinstance(self.focused, Entry):
            self.focused.draw_composing(screen)

