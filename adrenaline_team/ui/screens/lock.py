"""One window per data folder. A second window finds the folder's lock held and says by whom;
the player opens it read-only (it plays, but saves nothing: the warning says so all along)
or quits. Two windows writing one autosave would lose each other's games."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import _
from ...places import data_dir
from ...keep import FolderLock
from ..kit import theme as th
from ..kit.fields import Button
from ..kit.message import ButtonSpec, MessageScene
from ..kit.scene import Guarded, Route, Scene, screen

if TYPE_CHECKING:
    from ..app import App


@screen(Guarded)
def guarded(app: App, to: Guarded) -> Scene:
    """`to.then` behind the data folder's lock."""
    app.lock = FolderLock(data_dir())
    holder = app.lock.acquire()
    return LockScene(app, holder, to.then, bool(app.lock.broken)) if holder else app.make(to.then)


class LockScene(MessageScene):
    edge = th.DANGER
    readonly: Button

    def __init__(self, app: App, holder: str, then: Route, broken: bool = False):
        """`holder`: who holds the lock, or (`broken`) what is in its way."""
        super().__init__(app)
        self.holder, self.then, self.broken = holder, then, broken
        self.build()

    def message(self) -> tuple[str, list[str]]:
        if self.broken:
            return _("The saves' lock cannot be taken."), [
                _("{problem}.").format(problem=self.holder),
                _("It should be the file that lets one window at a time save here: remove it."),
                _("Open this one read-only to play without saving, or quit.")]
        return _("Another Adrenaline window is open on the same saves."), [
            _("It holds {folder} ({holder}).").format(folder=data_dir(), holder=self.holder),
            _("Two windows saving there would overwrite each other's games."),
            _("Open this one read-only to play without saving, or quit and go to the other window.")]

    def buttons(self) -> list[ButtonSpec]:
        return [("readonly", _("Open read-only"), "#start", _("Play in this window; nothing it does is saved"))]

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        self.ui.process_events(event)
        self.form.handle(event, command)
        if self.readonly.pressed:
            self.app.saves = False
            self.app.not_saving = (
                _("this window is read-only; the saves' lock cannot be taken ({problem})").format(problem=self.holder)
                if self.broken else
                _("this window is read-only; another ({holder}) holds the saves").format(holder=self.holder))
            self.app.switch(self.then)
        elif self.quit.pressed:
            self.app.running = False
