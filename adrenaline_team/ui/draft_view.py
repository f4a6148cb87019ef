"""The six characters as cards for the draft (TP-DRAFT-1, TP-DRAFT-2): each with its ability
and the character weapon dealt to it; house cards say so."""

from __future__ import annotations

import pygame

from ..rules.cards import ability, character, weapon
from ..rules.state import Table
from . import cards
from . import layout as L
from . import theme as th
from .hotspots import Regions

CARD_W, CARD_H, GAP = 268, 270, 14


def draw_draft(dst: pygame.Surface, table: Table, regions: Regions) -> None:
    area = L.CENTRE
    owners = {c: t for t, ts in table.teams.items() for c in ts.characters}
    x0 = area.x + (area.w - 3 * CARD_W - 2 * GAP) // 2
    for i, char in enumerate(table.dealt):
        row, col = divmod(i, 3)
        r = pygame.Rect(x0 + col * (CARD_W + GAP), area.y + row * (CARD_H + GAP), CARD_W, CARD_H)
        team = owners.get(char)
        colour = cards.char_colour(char)
        pygame.draw.rect(dst, th.PANEL_LIGHT if team is None else th.PANEL, r, border_radius=12)
        pygame.draw.rect(dst, colour, r, 3, border_radius=12)
        tok = cards.token(char, 30, team)
        dst.blit(tok, tok.get_rect(center=(r.x + 44, r.y + 42)))
        ch, ab, wp = character(char), ability(char), weapon(table.dealt[char])
        dst.blit(th.fit(ch.name, 22, r.w - 90, th.TEXT, True), (r.x + 84, r.y + 16))
        dst.blit(th.text(ch.colour, 13, colour), (r.x + 84, r.y + 46))
        y = r.y + 80
        tag = " · house" if ab.house else ""
        dst.blit(th.text(f"{ab.name}{tag}", 15, th.GOLD, True), (r.x + 14, y))
        body = th.wrapped(ab.text.removeprefix("House ability. "), 12, r.w - 28, th.TEXT)
        dst.blit(body, (r.x + 14, y + 22), area=pygame.Rect(0, 0, r.w - 28, 90))
        wr = pygame.Rect(r.x + 10, r.bottom - 76, r.w - 20, 64)
        pygame.draw.rect(dst, (236, 232, 222), wr, border_radius=8)
        pygame.draw.rect(dst, th.AMMO[wp.colour], (wr.x, wr.y, wr.w, 22), border_top_left_radius=8,
                         border_top_right_radius=8)
        wtag = " · house" if wp.house else ""
        dst.blit(th.fit(f"{wp.name}{wtag}", 14, wr.w - 12, th.ink_on(th.AMMO[wp.colour]), True), (wr.x + 8, wr.y + 3))
        dst.blit(th.wrapped(wp.text.removeprefix("House weapon. "), 12, wr.w - 60, (40, 40, 40)), (wr.x + 8, wr.y + 26))
        for k, c in enumerate(wp.reload):
            cards.cube(dst, c, (wr.right - 14 - k * 16, wr.bottom - 12), 13)
        regions.add(wr, ("weapon", wp.id), cards.weapon_tip(wp.id))
        if team is not None:
            band = pygame.Rect(r.x, r.bottom - 8 - 0, r.w, 8)
            pygame.draw.rect(dst, th.TEAM[team], band.inflate(-20, 0), border_radius=4)
            th.blit_center(dst, th.text(f"{team.upper()}", 13, th.TEAM_INK[team], True, True), band.center)
        regions.add(r, ("figure", char), cards.character_tip(char)
                    + (f"<br>Drafted by {team.capitalize()}." if team else "<br>Still in the draft."))
