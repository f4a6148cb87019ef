"""Form fields that keyboard and gamepad can drive as well as the mouse, and the focus that
moves between them. A form screen lists its fields in reading order; up / down / Tab move
the focus, left / right change the focused value, Enter or A activates it.

pygame_gui's widgets are mouse-first: a drop-down menu cannot step its value from the
keyboard, and a gamepad cannot type. These wrappers add exactly that."""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UITextEntryLine

from ...rules.gate import MAX_SEED
from . import theme as th


class Picker:
    """A drop-down menu whose value also steps with left / right (Enter steps forward)."""

    def __init__(self, options: list[str], value: str, rect: pygame.Rect, ui: pygame_gui.UIManager):
        self.options, self.rect, self.ui = options, pygame.Rect(rect), ui
        self.value = value
        self.visible = True
        self.menu = self._make()

    def _make(self) -> UIDropDownMenu:
        return UIDropDownMenu([*self.options], self.value, self.rect, self.ui)

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

    def handle(self, event: pygame.event.Event) -> bool:
        """True when a mouse pick changed the value."""
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.menu:
            self.value = event.text
            return True
        return False


class Entry:
    """A text box. The keyboard types into it while it has the focus; a gamepad, which cannot
    type, steps through `pool` (names to pick from) or, for numbers, counts up and down."""

    def __init__(self, text: str, rect: pygame.Rect, ui: pygame_gui.UIManager, pool: list[str] | None = None,
                 numbers: bool = False,
                 limit: int | None = None):
        """`limit`: at most this many characters (a name's or a seed's)."""
        self.rect, self.pool = pygame.Rect(rect), pool or []
        self.box = UITextEntryLine(self.rect, ui, initial_text=text)
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


class Form:
    """The fields of one screen in focus order, and the one that has the focus."""

    def __init__(self, ui: pygame_gui.UIManager, fields: Sequence[Field], focus: Field | None = None):
        self.ui, self.fields = ui, list(fields)
        self.focused = focus or fields[0]

    def _move(self, delta: int) -> None:
        i = self.fields.index(self.focused)
        for _ in self.fields:
            i = (i + delta) % len(self.fields)
            if self.fields[i].visible:
                break
        self.focus(self.fields[i])

    def focus(self, field: Field) -> None:
        self.focused = field
        # a text box takes the keyboard only while focused, so letters never leak elsewhere
        self.ui.set_focus_set(field.box if isinstance(field, Entry) else None)
        if isinstance(field, Entry):
            field.box.edit_position = len(field.value)  # typing goes on from the end

    def typing(self, event: pygame.event.Event) -> bool:
        """True while a key goes into the focused text box rather than to the form."""
        return (isinstance(self.focused, Entry) and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT)
                and getattr(event, "key", None) not in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN,
                                                         pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE,
                                                         pygame.K_F11))

    def handle(self, event: pygame.event.Event, command: str | None) -> bool:
        """Mouse picks and keyboard / gamepad commands; True when a value changed."""
        changed = any(f.handle(event) for f in self.fields)
        if event.type == pygame.MOUSEBUTTONDOWN:
            hit = next((f for f in self.fields if f.visible and f.rect.collidepoint(event.pos)), None)
            if hit is not None:
                self.focused = hit  # pygame_gui focuses a clicked text box itself
            return changed
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
        pygame.draw.rect(screen, th.FOCUS, self.focused.rect.inflate(12, 12), 3, border_radius=10)

