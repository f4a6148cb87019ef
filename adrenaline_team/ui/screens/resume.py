"""The first screen after a crash or a closed window: the unfinished autosaved game, offered
for resuming, or an unfinished game set aside as a backup when a new game took the
autosave's place; else a new game. A bad autosave is named in one line on the new-game
screen and left alone until a new game starts (then it too is kept as a backup)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...i18n import Dated, _, ngettext
from ...rules import Game
from ...rules.state import TEAMS
from ...session.autosave import Offer, find_offer, took_over
from ..kit.fields import Button
from ..kit.message import ButtonSpec, MessageScene
from ..kit.scene import Scene, ToNewGame, ToPlay, ToStart, screen
from ..table.topbar import phase_words
from ..words import team_word, team_words

if TYPE_CHECKING:
    from ..app import App


@screen(ToStart)
def first_screen(app: App, to: ToStart) -> Scene:
    found = find_offer()
    if found.game is not None:
        return ResumeScene(app, found)
    return app.make(ToNewGame(notice=found.error))


def summary(game: Game, path: Path) -> list[str]:
    """What a player needs to recognise their game."""
    t = game.table
    teams = {team: _("{team} ({players})").format(team=team_word(team), players=_(", ").join(
        p.name for p in t.teams[team].players)) for team in TEAMS}
    lines = [_("Arena {arena} · {black} against {white}").format(arena=t.config.arena, **teams)]
    if t.phase == "turn":
        skulls = ngettext("{n} skull left", "{n} skulls left", t.skulls).format(n=t.skulls)
        lines.append(_("{team}'s turn · Black {black} – White {white} · {skulls}").format(
            team=team_words(t.active), black=t.teams["black"].score, white=t.teams["white"].score, skulls=skulls))
    else:
        lines.append(_("Still setting up ({phase})").format(phase=phase_words(t).lower()))
    decisions = ngettext("{n} decision so far", "{n} decisions so far", len(game.history)).format(
        n=len(game.history))
    saved = _("{date:%a %-d %b %H:%M}").format(date=Dated(datetime.fromtimestamp(path.stat().st_mtime)))
    lines.append(_("{decisions} · saved {date}").format(decisions=decisions, date=saved))
    return lines


class ResumeScene(MessageScene):
    resume: Button
    new: Button
    discard: Button

    def __init__(self, app: App, offer: Offer):
        """`offer`: a game found to resume (`find_offer`), with its file."""
        super().__init__(app)
        assert offer.game is not None and offer.path is not None
        self.offer, self.game, self.path = offer, offer.game, offer.path
        self.build()

    def message(self) -> tuple[str, list[str]]:
        heading = (_("An unfinished game was set aside when a new game started.") if self.offer.set_aside else
                   _("An unfinished game was saved when the window last closed."))
        return heading, summary(self.game, self.path)

    def buttons(self) -> list[ButtonSpec]:
        return [("resume", _("RESUME"), "#start", _("Play on from the last decision")),
                ("new", _("New game"), None,
                 _("Set up a new game (this one stays saved as a backup, offered here next time)")),
                ("discard", _("Discard it"), None, _("Delete this unfinished game for good"))]

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        self.ui.process_events(event)
        self.form.handle(event, command)
        if self.resume.pressed:
            # a backup's game takes the autosave's place; the autosave's own game stays in it
            self.app.switch(ToPlay(self.game, resumed=not self.offer.set_aside))
            if self.offer.set_aside:
                took_over(self.path, self.app.autosaver())
        elif self.new.pressed:
            self.app.switch(ToNewGame(self.app.form or self.game.table.config))
        elif self.discard.pressed:
            self.path.unlink(missing_ok=True)
            self.app.switch(ToStart())
        elif self.quit.pressed:
            self.app.running = False
