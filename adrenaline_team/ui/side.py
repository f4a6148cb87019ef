"""A team's side of the table: its three player boards, its damage buffer with the marks
area, the team's table of unloaded weapons, and its players' ammo and hands."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..rules.cards import ability, character, weapon
from ..rules.state import BOARD_VALUES, FLUSH_AT, MAX_MARKS, Table
from ..rules.view import HIDDEN
from . import cards
from . import layout as L
from . import theme as th
from .hotspots import Regions

BUFFER_TIP = ("<b>Damage buffer</b> (TP-DMG-2, TP-DMG-3): damage and marks dealt to this team land here, "
              "not on the boards. 6 outer spaces, then the centre. At the end of the enemy team's turn, "
              "6 or more damage is flushed onto the boards of the characters of those colours (TP-END-3).")
MARKS_TIP = ("<b>Marks area</b>: at most 3 marks of each colour. When damage of a colour lands in the buffer, "
             "the marks of that colour turn into damage too (TP-DMG-4). Marks stay when the buffer is flushed.")
TABLE_TIP = ("<b>The team's table</b> (TP-WPN-2): fired arena weapons lie here unloaded; at the team's "
             "reload step any player of the team may reload one and take it into their hand.")


def draw_side(dst: pygame.Surface, table: Table, team: str, show_hand: bool, regions: Regions) -> None:
    """The side's panel itself is part of the backdrop (`render.backdrop`)."""
    side = L.SIDE[team]
    ts = table.teams[team]
    head = pygame.Rect(side.x, side.y, side.w, 40)
    pygame.draw.rect(dst, th.TEAM[team], head.inflate(-8, -8), border_radius=8)
    ink = th.TEAM_INK[team]
    dst.blit(th.text(f"{team.upper()} TEAM", 22, ink, True), (head.x + 16, head.y + 8))
    who = ", ".join(p.name for p in ts.players)
    dst.blit(th.fit(who, 16, 300, ink), th.fit(who, 16, 300, ink).get_rect(midright=(head.right - 16, head.centery)))
    for i in range(3):
        char = ts.characters[i] if i < len(ts.characters) else None
        _board(dst, table, team, i, char, regions)
    _buffer(dst, table, team, regions)
    _hands(dst, table, team, show_hand, regions)


def _controller(table: Table, team: str, char: str) -> str:
    ts = table.teams[team]
    who = table.controllers(char)
    if not who:
        return "not yet assigned"
    if len(ts.players) > 1 and char == ts.shared:
        return f"shared — {ts.players[who[0]].name} runs it" if len(who) == 1 else "shared"
    return ts.players[who[0]].name


def _weapon_place(table: Table, team: str, wid: str) -> str:
    ts = table.teams[team]
    for p in ts.players:
        if wid in p.weapons:
            return f"loaded ({p.name})"
    return "unloaded" if wid in ts.table else "—"


def _board(dst, table: Table, team: str, index: int, char: str | None, regions: Regions) -> None:
    b = L.board_rect(team, index)
    if char is None:
        dst.blit(_empty_board(b.w, b.h), b)
        return
    fig = table.figures[char]
    label = f"{weapon(fig.weapon).name} · {_weapon_place(table, team, fig.weapon)} · played by " \
            f"{_controller(table, team, char)}"
    state = (fig.damage, fig.killshot, fig.skulls, fig.scored, fig.poison, fig.mind_control, fig.acted, fig.dead)
    dst.blit(_board_picture(team, index, char, state, label), b)
    ab = ability(char)
    card = _ability_card(fig.acted).move(b.topleft)
    regions.add(b, ("figure", char), cards.character_tip(char) + f"<br>Played by {_controller(table, team, char)}.")
    regions.add(card, None, f"<b>{ab.name}</b>{' (house card)' if ab.house else ''}: {ab.text}<br>"
                f"{'Sideways: this character has acted this turn.' if fig.acted else 'Upright: ready to act.'}")
    ks, ok = fig.killshot - 1, fig.overkill - 1  # the rules count positions from 1
    track = L.track_space(team, index, 0).union(L.track_space(team, index, 11))
    regions.add(track, None, f"<b>Damage track</b>: {fig.damage} damage. The killshot space is space {ks + 1}, "
                f"the overkill space {ok + 1}, on the Adrenaline Rush tile (TP-KILL-1, TP-KILL-3). Paying the "
                f"Adrenaline Rush slides the tile left (now {fig.rush} left of its start); a heal slides it right.")
    vals = pygame.Rect(b.x + L.TRACK_X + 42, b.y + 84, 6 * 30, 26)
    regions.add(vals, None, f"<b>Board values</b> 8, 6, 4, 2, 1, 1: a killshot scores the first value not "
                f"covered by a skull (TP-KILL-2). Scored {fig.scored} time(s).")
    tx = vals.right + 12
    for flag, tip in ((fig.poison, "<b>Poison token</b>: Sprog's venom deals 1 damage to this board at the end "
                       "of Sprog's team's turn."),
                      (fig.mind_control, "<b>Mind control token</b>: Banshee may move this character up to 2 "
                       "squares at the end of her team's turn.")):
        if flag:
            regions.add(pygame.Rect(tx, vals.y, 58, 26), None, tip)
            tx += 64


@lru_cache(maxsize=4)
def _empty_board(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, th.PANEL_LIGHT, surf.get_rect().inflate(-8, 0), border_radius=8)
    th.blit_center(surf, th.text("to be drafted", 18, th.DIM), (w / 2, h / 2))
    return surf


def _ability_card(acted: bool) -> pygame.Rect:
    """Upright = ready to act, sideways = has acted (TP-TURN-4); board-local."""
    card = pygame.Rect(0, 0, 40, 26) if acted else pygame.Rect(0, 0, 26, 38)
    card.center = (46, 112)
    return card


@lru_cache(maxsize=96)
def _board_picture(team: str, index: int, char: str, state: tuple, label: str) -> pygame.Surface:
    """One player board, cached by what is on it: boards change far less often than the table."""
    damage, killshot_position, skulls, scored, poison, mind_control, acted, dead = state
    b = L.board_rect(team, index)
    origin = (-b.x, -b.y)
    surf = pygame.Surface(b.size, pygame.SRCALPHA)
    w, h = b.size
    pygame.draw.rect(surf, th.PANEL_LIGHT, (4, 0, w - 8, h), border_radius=8)
    colour = cards.char_colour(char)
    pygame.draw.rect(surf, colour, (4, 0, 6, h), border_top_left_radius=8, border_bottom_left_radius=8)
    tok = cards.token(char, 26, team)
    surf.blit(tok, tok.get_rect(center=(46, 36)))
    th.blit_center(surf, th.fit(character(char).name, 14, 80, th.TEXT, True), (46, 74))
    card = _ability_card(acted)
    pygame.draw.rect(surf, (226, 220, 204) if not acted else (130, 126, 118), card, border_radius=4)
    pygame.draw.rect(surf, colour, card, 2, border_radius=4)
    th.blit_center(surf, th.text(ability(char).name[:2], 11, (30, 30, 30), True), card.center)

    # damage track with the Adrenaline Rush tile under its killshot and overkill spaces
    killshot = killshot_position - 1  # the rules count positions from 1
    overkill = killshot + 1
    space = lambda s: L.track_space(team, index, s).move(origin)  # noqa: E731
    band = space(killshot).union(space(11)).inflate(8, 30).move(0, 9)
    pygame.draw.rect(surf, (96, 30, 34), band, border_radius=6)
    th.blit_center(surf, th.text("RUSH", 10, (255, 190, 170), True), (band.centerx, band.bottom - 8))
    for s in range(12):
        r = space(s)
        if s > overkill:
            pygame.draw.rect(surf, (60, 24, 26), r, border_radius=5)
            continue
        pygame.draw.rect(surf, (22, 24, 30), r, border_radius=5)
        edge = th.DANGER if s == killshot else (250, 150, 60) if s == overkill else th.EDGE
        pygame.draw.rect(surf, edge, r, 2, border_radius=5)
        if s < damage:
            pygame.draw.circle(surf, colour, r.center, r.w // 2 - 3)
            th.blit_center(surf, th.text(character(char).letter, 13, th.ink_on(colour), True), r.center)
        elif s == killshot:
            th.blit_center(surf, th.text("☠", 18, th.DANGER), r.center)
        elif s == overkill:
            th.blit_center(surf, th.text("+1", 13, (250, 150, 60), True), r.center)

    # board values 8 6 4 2 1 1 with skulls over the values already scored (TP-KILL-2)
    y = 84
    surf.blit(th.text("value", 12, th.DIM), (L.TRACK_X, y + 6))
    for i, v in enumerate(BOARD_VALUES):
        r = pygame.Rect(L.TRACK_X + 42 + i * 30, y, 27, 26)
        pygame.draw.rect(surf, (22, 24, 30), r, border_radius=4)
        if i < skulls:
            th.blit_center(surf, th.text("☠", 18, (235, 235, 235)), r.center)
        else:
            th.blit_center(surf, th.text(str(v), 15, th.GOLD if i == scored else th.DIM, True), r.center)
    tx = L.TRACK_X + 42 + 6 * 30 + 12
    for flag, word, tint in ((poison, "POISON", (76, 186, 92)), (mind_control, "MIND", (62, 132, 240))):
        if flag:
            r = pygame.Rect(tx, y, 58, 26)
            pygame.draw.rect(surf, tint, r, border_radius=13)
            th.blit_center(surf, th.text(word, 11, (10, 10, 10), True), r.center)
            tx += 64
    if dead:
        th.blit_center(surf, th.text("DEAD", 20, th.DANGER, True), (w - 50, y + 13))
    surf.blit(th.fit(label, 13, w - L.TRACK_X - 12, th.DIM), (L.TRACK_X, 118))
    return surf


def _buffer(dst, table: Table, team: str, regions: Regions) -> None:
    r = L.buffer_rect(team)
    buf = table.teams[team].buffer
    pygame.draw.rect(dst, (24, 28, 36), r.inflate(-8, -4), border_radius=10)
    cx, cy = L.buffer_centre(team)
    pygame.draw.circle(dst, (52, 30, 34), (cx, cy), L.RING_R + L.SPACE_R + 6)
    pygame.draw.circle(dst, (120, 50, 50), (cx, cy), L.RING_R + L.SPACE_R + 6, 2)
    for i in range(6):
        p = L.buffer_space(team, i)
        pygame.draw.circle(dst, (22, 22, 28), p, L.SPACE_R)
        pygame.draw.circle(dst, (140, 70, 70), p, L.SPACE_R, 2)
        if i < len(buf.damage):
            _damage_token(dst, buf.damage[i], p, L.SPACE_R - 3)
    pygame.draw.circle(dst, (22, 22, 28), (cx, cy), L.CENTRE_R)
    extra = len(buf.damage) - 6
    if extra > 0:
        _damage_token(dst, buf.damage[6], (cx, cy - 6), 14)
        th.blit_center(dst, th.text(f"+{extra}", 14, th.TEXT, True), (cx, cy + 18))
    else:
        th.blit_center(dst, th.text(str(len(buf.damage)), 22, th.DIM, True), (cx, cy))
    regions.add(pygame.Rect(cx - 92, cy - 92, 184, 184), None,
                BUFFER_TIP + f"<br>Now: {len(buf.damage)} damage" + (f", flushed at {FLUSH_AT}." if len(buf.damage) < FLUSH_AT else
                                                                     " — it will be flushed."))
    dst.blit(th.text("DAMAGE BUFFER", 14, th.GOLD, True), (r.x + 214, r.y + 10))
    dst.blit(th.text(f"{len(buf.damage)} damage", 14, th.TEXT), (r.x + 380, r.y + 10))
    dst.blit(th.text("marks", 12, th.DIM), (r.x + 214, r.y + 34))
    marks_area = pygame.Rect(r.x + 214, r.y + 34, 300, 92)
    for row, char in enumerate(table.teams[team].characters):
        y = L.mark_space(team, row, 0)[1]
        tok = cards.token(char, 11)
        dst.blit(tok, tok.get_rect(center=(r.x + 262, y)))
        for i in range(MAX_MARKS):
            p = L.mark_space(team, row, i)
            pygame.draw.circle(dst, (22, 22, 28), p, 11)
            pygame.draw.circle(dst, th.EDGE, p, 11, 1)
            if i < buf.marks.get(char, 0):
                _mark_token(dst, char, p)
    regions.add(marks_area, None, MARKS_TIP)
    dst.blit(th.text("table (unloaded)", 12, th.DIM), (r.x + 214, r.y + 132))
    x = r.x + 330
    for wid in table.teams[team].table:
        card = cards.weapon_card(wid, 58, 44, dim=True)
        spot = card.get_rect(topleft=(x, r.y + 132))
        if spot.right > r.right - 6:
            break
        dst.blit(card, spot)
        regions.add(spot, ("weapon", wid), cards.weapon_tip(wid) + "<br>Unloaded, on the team's table.")
        x += 62
    regions.add(pygame.Rect(r.x + 214, r.y + 132, 110, 44), None, TABLE_TIP)


def _damage_token(dst, char: str, p, radius: int) -> None:
    colour = cards.char_colour(char)
    pygame.draw.circle(dst, colour, p, radius)
    pygame.draw.circle(dst, (0, 0, 0), p, radius, 1)
    th.blit_center(dst, th.text(character(char).letter, max(10, radius), th.ink_on(colour), True), p)


def _mark_token(dst, char: str, p) -> None:
    colour = cards.char_colour(char)
    x, y = p
    pygame.draw.polygon(dst, colour, [(x, y - 10), (x + 10, y), (x, y + 10), (x - 10, y)])
    th.blit_center(dst, th.text(character(char).letter, 10, th.ink_on(colour), True), p)


def _hands(dst, table: Table, team: str, show: bool, regions: Regions) -> None:
    area = L.hands_rect(team)
    ts = table.teams[team]
    n = len(ts.players)
    row_h = (area.h - 8) // n
    big = n == 1
    cw, ch = (92, 58) if big else (74, 38)
    pw = 52 if big else 44
    for i, p in enumerate(ts.players):
        row = pygame.Rect(area.x + 4, area.y + i * row_h, area.w - 8, row_h - 4)
        pygame.draw.rect(dst, (36, 42, 52), row, border_radius=8)
        dst.blit(th.fit(p.name, 16, 80, th.TEXT, True), (row.x + 10, row.y + 6))
        mine = [c for c in ts.characters if ts.owner.get(c) == i or n == 1 or c == ts.shared]
        for k, c in enumerate(mine):
            dst.blit(cards.token(c, 9), (row.x + 10 + k * 22, row.y + 54))
        cx = row.x + 16
        for colour in ("red", "blue", "yellow"):
            for _ in range(p.cubes.get(colour, 0)):
                cards.cube(dst, colour, (cx, row.y + 40), 11)
                cx += 12
            cx += 5
        cubes = pygame.Rect(row.x + 8, row.y + 30, 116, 20)
        regions.add(cubes, None, f"<b>{p.name}'s ammo</b>: " + ", ".join(f"{p.cubes.get(c, 0)} {c}" for c in
                    ("red", "blue", "yellow")) + " (at most 3 of each; ammo belongs to the player, TP-AMMO-1).")
        x0, x, y = row.x + 128, row.x + 128, row.y + 6
        items = [("weapon", w) for w in p.weapons] + [("powerup", c) for c in p.powerups]
        for kind, card_id in items:
            w = cw if kind == "weapon" else pw
            if x + w > row.right - 4:
                x, y = x0, y + ch + 6
            spot = pygame.Rect(x, y, w, ch)
            if not show or card_id == HIDDEN:
                dst.blit(cards.card_back(w, ch, "WEAPON" if kind == "weapon" else "POWER"), spot)
                regions.add(spot, None, f"A {kind} in {p.name}'s hand, hidden from the other team.")
            elif kind == "weapon":
                dst.blit(cards.weapon_card(card_id, w, ch), spot)
                regions.add(spot, ("weapon", card_id), cards.weapon_tip(card_id) + f"<br>Loaded, in {p.name}'s hand.")
            else:
                dst.blit(cards.powerup_card(card_id, w, ch), spot)
                regions.add(spot, ("powerup", card_id), cards.powerup_tip(card_id))
            x += w + 6
