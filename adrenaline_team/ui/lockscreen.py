"""One window per data folder. A second window finds the folder's lock held and says by whom;
the player opens it read-only (it plays, but saves nothing: the warning says so all along)
or quits. Two windows writing one autosave would lose each other's games."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UILabel

from ..places import data_dir
from . import theme as th
from .autosave import FolderLock
from .fields import Button, Form
from .resume import draw_message
from .scene import Scene


def guarded(first):
    """`first` (a screen maker) behind the data folder's lock."""
    def make(app):
        app.lock = FolderLock(data_dir())
        holder = app.lock.acquire()
        return LockScene(app, holder, first) if holder else first(app)
    return make


class LockScene(Scene):
    def __init__(self, app, holder: str, then):
        super().__init__(app)
        self.holder, self.then = holder, then
        ui = self.ui
        UILabel(pygame.Rect(0, 200, 1920, 64), "ADRENALINE · TEAM PLAY", ui, object_id="#title")
        UILabel(pygame.Rect(0, 300, 1920, 40), "Another Adrenaline window is open on the same saves.", ui,
                object_id="#heading")
        self.lines = [f"It holds {data_dir()} ({holder}).",
                      "Two windows saving there would overwrite each other's games.",
                      "Open this one read-only to play without saving, or quit and go to the other window."]
        self.readonly = Button("Open read-only", pygame.Rect(560, 640, 380, 80), ui, "#start",
                               "Play in this window; nothing it does is saved")
        self.quit = Button("Quit", pygame.Rect(980, 640, 380, 80), ui)
        UILabel(pygame.Rect(0, 1000, 1920, 30), "Mouse, keyboard (arrows, Enter) or gamepad (d-pad, A)", ui)
        self.form = Form(ui, [self.readonly, self.quit], focus=self.readonly)

    def handle(self, event, command) -> None:
        self.ui.process_events(event)
        self.form.handle(event, command)
        if self.readonly.pressed:
            self.app.saves = False
            self.app.not_saving = f"this window is read-only; another ({self.holder}) holds the saves"
            self.app.switch(self.then(self.app))
        elif self.quit.pressed:
            self.app.running = False

    def draw(self, screen) -> None:
        draw_message(screen, self.lines, pygame.Rect(360, 380, 1200, 200), th.DANGER)
        super().draw(screen)
        self.form.draw_focus(screen)
