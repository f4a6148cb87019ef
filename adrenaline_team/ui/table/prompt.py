"""The prompt bar under the arena: a chip naming who decides, the question in words, and the
Undo button at its right end; above it, a strip for how to answer (`choices.ChoiceInput.where`,
which names only what is on screen) and for warnings."""

from __future__ import annotations

import pygame

from ...i18n import N_, _
from ...rules import Decision
from ..kit import layout as L
from ..kit import theme as th
from ...session.play import ShownGame
from ..words import team_short, team_title, team_word

UNDO_TIP = N_("Back to the previous decision of this turn (Esc / gamepad B). Not past a draw or a refill, nor "
              "into the other team's turn.")


def undo_rect() -> pygame.Rect:
    p = L.now().prompt
    return pygame.Rect(p.right - max(100, p.w // 6) - 6, p.y + 5, max(100, p.w // 6), p.h - 10)


def chip_rect() -> pygame.Rect:
    p = L.now().prompt
    return pygame.Rect(p.x + 6, p.y + 5, max(130, p.w // 5), p.h - 10)


def chip_words(team: str, who: str | None, width: int) -> str:
    """Who decides, in `width`: the team and the player, the team in one word where that is
    too long (ブラック for チーム・ブラック), the player alone where even that is (the chip's
    colour names the team): the name matters more than the team's word."""
    if who is None:
        return team_title(team)
    said = [_("{team} · {player}").format(team=word.upper(), player=who) for word in (team_word(team), team_short(team))]
    return next((words for words in said if th.fits(words, L.now().body, width, bold=True)),
                th.fitting([*said, who], width, bold=True))


def draw_prompt(dst: pygame.Surface, game: ShownGame, d: Decision, computer: bool) -> str:
    """`computer`: a computer team decides (people only watch). Returns the words when even
    two lines could not hold them (the caller makes them the prompt bar's tooltip), else ""."""
    lay = L.now()
    ts = game.table.teams[d.team]
    who = ts.players[d.player].name if d.player is not None else None
    bar = lay.prompt
    chip = chip_rect()
    pygame.draw.rect(dst, th.TEAM[d.team], chip, border_radius=lay.radius)
    pygame.draw.rect(dst, th.EDGE, chip, 1, border_radius=lay.radius)
    th.label(dst, chip_words(d.team, who, chip.w - 12), lay.body, chip.inflate(-12, 0), th.TEAM_INK[d.team], True,
             "center")
    # whose question it is the chip says; many questions name their player themselves ("Dee:
    # discard a powerup"), so the words name nobody again
    words = _("The computer is deciding. {question}").format(question=d.prompt) if computer else d.prompt
    box = pygame.Rect(chip.right + 12, bar.y, undo_rect().x - chip.right - 24, bar.h)
    cut = ""
    if th.fits(words, th.MIN_TEXT, box.w, bold=True):
        th.label(dst, words, lay.px(20), box, th.TEXT, True)
    else:  # a long question on a narrow window: two lines rather than one cut short
        size = max(th.MIN_TEXT, min(lay.body, box.h // 2 - 4))
        surf = th.lines(words, size, box.w, 2)
        dst.blit(surf, surf.get_rect(midleft=box.midleft))
        cut = words if len(th.wrap(words, size, box.w)) > 2 else ""
    return cut


def draw_notice(dst: pygame.Surface, words: str, colour: th.RGB) -> None:
    """A line in the strip above the prompt (how to answer; room for warnings)."""
    lay = L.now()
    strip = lay.notice
    pygame.draw.rect(dst, th.TABLE, strip)
    th.label(dst, th.leading_parts(words, strip.w - 8), lay.small, strip.inflate(-8, 0), colour)
