"""The six characters as cards for the draft (TP-DRAFT-1, TP-DRAFT-2): each with its portrait,
its ability and the character weapon dealt to it; house cards say so. When the coach is asked
(`coach_view`), each card shows what its character is measured to be worth with that weapon
(`ai/draft.py`) on the foot of its portrait, above where a drafted character's team band goes:
over the picture, never over a word. Hidden until asked, so that it does not decide a first
game's draft for the players."""

from __future__ import annotations

import pygame

from ...i18n import _
from ...rules.cards import ability, weapon
from ...rules.state import Table
from ..kit import layout as L
from ..kit import theme as th
from ..words import ability_name, ability_text, character_name, team_short, team_word
from . import cards
from .hotspots import Regions


def draw_draft(dst: pygame.Surface, table: Table, regions: Regions) -> None:
    lay = L.now()
    area = lay.centre.inflate(-lay.gap, -lay.gap)
    gap = lay.gap
    card_w = (area.w - 2 * gap) // 3
    card_h = (area.h - gap) // 2
    owners = {c: t for t, ts in table.teams.items() for c in ts.characters}
    for i, char in enumerate(table.dealt):
        row, col = divmod(i, 3)
        r = pygame.Rect(area.x + col * (card_w + gap), area.y + row * (card_h + gap), card_w, card_h)
        team = owners.get(char)
        dst.blit(_draft_card(char, table.dealt[char], team, r.w, r.h), r)
        wp = weapon(table.dealt[char])
        wr = _weapon_rect(r.w, r.h).move(r.topleft)
        regions.add(wr, ("weapon", wp.id), cards.weapon_tip(wp.id))
        regions.add(r, ("figure", char), cards.character_tip(char) + "<br>"
                    + (_("Drafted by {team}.").format(team=team_word(team)) if team else _("Still in the draft.")))
        regions.add(r, ("character", char))  # for the magnifier: the card whole, its weapon with it


def worth_words(value: float) -> str:
    """A measured worth as a card shows it: signed, to a tenth of a point, a true minus."""
    return f"{value:+.1f}".replace("-", "\N{MINUS SIGN}")


def draw_worth(dst: pygame.Surface, card: pygame.Rect, value: float, colour: th.RGB) -> pygame.Rect:
    """The worth `value` on its draft card `card`, in `colour`; returns where it went."""
    words = th.text(worth_words(value), L.now().small, th.BG, True)
    portrait = _portrait(card.w, card.h)
    spot = words.get_rect().inflate(8, 2)
    spot.midbottom = (card.x + portrait.centerx, card.y + _band(portrait).y - 2)
    pygame.draw.rect(dst, colour, spot, border_radius=4)
    th.blit_center(dst, words, spot.center)
    return spot


def _portrait(w: int, h: int) -> pygame.Rect:
    """Where a draft card `w` x `h` shows its character's portrait."""
    side = min(_weapon_rect(w, h).y - 12, w // 3)
    return pygame.Rect(6, 6, side, side)


def _band(portrait: pygame.Rect) -> pygame.Rect:
    """Where a drafted character's team is named across the foot of its portrait."""
    h = L.now().small + 6
    return pygame.Rect(portrait.x, portrait.bottom - h, portrait.w, h)


def _weapon_rect(w: int, h: int) -> pygame.Rect:
    wh = max(th.MIN_TEXT * 3, h * 2 // 5)
    return pygame.Rect(6, h - wh - 6, w - 12, wh)


@th.cached(12)
def _draft_card(char: str, wid: str, team: str | None, w: int, h: int) -> pygame.Surface:
    lay = L.now()
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = cards.char_colour(char)
    r = surf.get_rect()
    pygame.draw.rect(surf, th.BOARD if team is None else th.shade(th.BOARD, 0.6), r, border_radius=lay.radius_large)
    pygame.draw.rect(surf, colour, r, 3, border_radius=lay.radius_large)
    wr = _weapon_rect(w, h)
    portrait = _portrait(w, h)
    port = portrait.w
    surf.blit(cards.portrait(char, port, port), portrait)
    x = port + 14
    th.label(surf, character_name(char), lay.px(22), (x, 6, w - x - 6, lay.px(22) + 6), th.TEXT, True)
    y = 6 + lay.px(22) + 8
    name = ability_name(char)
    words = th.fitting([_("{ability} · house").format(ability=name), name], w - x - 6, True) if ability(char).house \
        else name  # "house" left off where the name would be cut: the card's tooltip says it
    th.label(surf, words, lay.small, (x, y, w - x - 6, lay.small + 4), th.GOLD, True)
    y += lay.small + 6
    # "house" is said above (in either language: a card's text may not be translated yet)
    words = ability_text(char).removeprefix(_("House ability. ")).removeprefix("House ability. ")
    _ability_text(surf, words, pygame.Rect(x, y, w - x - 8, wr.y - y - 4), 6 + port + 2, 8)
    surf.blit(cards.weapon_card(wid, wr.w, wr.h), wr)
    if team is not None:  # drafted: the team's name across the foot of the portrait
        band = _band(portrait)
        pygame.draw.rect(surf, th.TEAM[team], band, border_radius=lay.radius)
        pygame.draw.rect(surf, th.GOLD, band, 1, border_radius=lay.radius)
        th.label(surf, team_short(team).upper(), lay.small, band, th.TEAM_INK[team], True, "center")
    return surf


def _ability_text(surf: pygame.Surface, words: str, box: pygame.Rect, below: int, left: int) -> None:
    """The ability's words beside the portrait (`box`), going on under it at the card's whole
    width from `below` where they are longer: a Japanese text beside the portrait alone was cut
    after three or four short lines at 1280x720."""
    size = L.now().small
    step = th.line_height(size)
    # TRANSLATORS: ends an ability's text cut on a draft card; Z held shows the card whole
    more = _("… (hold Z)")
    room = box.h // step
    rows = th.wrap(words, size, box.w)
    if len(rows) <= room or box.bottom <= below:
        if room > 0:
            surf.blit(th.lines(words, size, box.w, room, th.TEXT, more), box.topleft)
        return
    beside = max(0, (below - box.y) // step)
    top = max(below, box.y + beside * step)
    under = (box.bottom - top) // step
    if under <= 0:
        surf.blit(th.lines(words, size, box.w, beside, th.TEXT, more), box.topleft)
        return
    at = 0
    for row in rows[:beside]:  # where the rest begins: each row is a piece of the words, in order
        at = words.index(row, at) + len(row)
    if beside:
        surf.blit(th.lines(words[:at], size, box.w, beside), box.topleft)
    surf.blit(th.lines(words[at:].lstrip(), size, box.right - left, under, th.TEXT, more), (left, top))
