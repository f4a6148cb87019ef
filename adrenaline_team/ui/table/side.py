"""A team's side of the table: its header with the score, its three player boards, its damage
buffer with the marks area and the team's table of unloaded weapons, and its players' ammo and
hands. Every size comes from the layout, so the side fits any window."""

from __future__ import annotations

from typing import Literal, NamedTuple

import pygame

from ...rules.cards import ability, character, weapon
from ...rules.state import AMMO, BOARD_VALUES, FLUSH_AT, MAX_CUBES, MAX_MARKS, TRACK, Ammo, Player, Table, Team
from ...rules.view import HIDDEN
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layout import BoardParts
from . import cards
from .hotspots import Regions

BUFFER_TIP = ("<b>Damage buffer</b>: damage and marks dealt to this team land here, "
              "not on the boards. 6 outer spaces, then the centre. At the end of the enemy team's turn, "
              f"{FLUSH_AT} or more damage is flushed onto the boards of the characters of those colours.")
MARKS_TIP = (f"<b>Marks area</b>: at most {MAX_MARKS} marks of each colour. When damage of a colour lands in "
             "the buffer, the marks of that colour turn into damage too. Marks stay when the buffer is flushed.")
TABLE_TIP = ("<b>The team's table</b>: fired arena weapons lie here unloaded; at the team's "
             "reload step any player of the team may reload one and take it into their hand.")
CARD_MIN = 84  # a hand card narrower than this could not show its name: chips instead
HandItem = tuple[Literal["weapon", "powerup"], str]  # a card in a hand: its kind and its id


class BoardState(NamedTuple):
    """What a player board shows (its picture is cached by it)."""

    damage: int
    killshot: int  # the killshot space, counted from 1
    skulls: int
    scored: int
    poison: bool
    mind_control: bool
    acted: bool
    dead: bool
    rush: int


def draw_side(dst: pygame.Surface, table: Table, team: Team, show_hand: bool, regions: Regions) -> None:
    """The side's panel itself is part of the backdrop (`render.backdrop`)."""
    _head(dst, table, team, regions)
    ts = table.teams[team]
    for i in range(3):
        char = ts.characters[i] if i < len(ts.characters) else None
        _board(dst, table, team, i, char, regions)
    _buffer(dst, table, team, regions)
    _hands(dst, table, team, show_hand, regions)


def _head(dst: pygame.Surface, table: Table, team: Team, regions: Regions) -> None:
    lay = L.now()
    head = lay.head_rect(team).inflate(-6, -6)
    ts = table.teams[team]
    pygame.draw.rect(dst, th.TEAM[team], head, border_radius=lay.radius)
    pygame.draw.rect(dst, th.EDGE, head, 1, border_radius=lay.radius)
    ink = th.TEAM_INK[team]
    pad = lay.gap
    score = th.text(str(ts.score), max(cards.small(), head.h - 8), ink, True)
    score_r = score.get_rect(midright=(head.right - pad, head.centery))
    dst.blit(score, score_r)
    name_r = th.label(dst, f"{team.upper()} TEAM", lay.px(22), (head.x + pad, head.y, head.w // 2, head.h), ink, True)
    who = ", ".join(p.name for p in ts.players)
    th.label(dst, who, lay.body, (name_r.right + pad, head.y, score_r.x - name_r.right - 2 * pad, head.h), ink)
    regions.add(head, None, f"<b>{team.capitalize()} team</b>: {who}. {ts.score} points so far; "
                f"{ts.turns} turns played.")


def _controller(table: Table, team: Team, char: str) -> str:
    ts = table.teams[team]
    who = table.controllers(char)
    if not who:
        return "not yet chosen"
    if len(ts.players) > 1 and char == ts.shared:
        runner = f", {ts.players[who[0]].name} this turn" if len(who) == 1 else ""
        return f"the whole team{runner}"
    return ts.players[who[0]].name


def _weapon_place(table: Table, team: Team, wid: str) -> str:
    ts = table.teams[team]
    for p in ts.players:
        if wid in p.weapons:
            return f"loaded, {p.name}"
    return "unloaded" if wid in ts.table else "in play"


def _board(dst: pygame.Surface, table: Table, team: Team, index: int, char: str | None, regions: Regions) -> None:
    lay = L.now()
    b = lay.board_rect(team, index)
    if char is None:
        dst.blit(_empty_board(b.w, b.h), b)
        return
    fig = table.figures[char]
    wp = weapon(fig.weapon)
    who = _controller(table, team, char)
    state = BoardState(fig.damage, fig.killshot, fig.skulls, fig.scored, fig.poison, fig.mind_control, fig.acted,
                       fig.dead, fig.rush)
    dst.blit(_board_picture(char, state, f"{character(char).name} · {who}", b.w, b.h), b)
    parts = lay.board_parts(b.w, b.h)
    played = ("<br>No player controls it yet" if not table.controllers(char) else
              f"<br>Shared by {who}" if who.startswith("the whole team") else f"<br>Played by {who}")
    played += f". Character weapon: {wp.name} " \
             f"({_weapon_place(table, team, fig.weapon)})."
    regions.add(b, ("figure", char), cards.character_tip(char) + played)
    ab = ability(char)
    card = _ability_card(parts, fig.acted).move(b.topleft)
    regions.add(card, None, f"<b>{ab.name}</b>{' (house card)' if ab.house else ''}: {ab.text}<br>"
                f"{'Sideways: this character has acted this turn.' if fig.acted else 'Upright: ready to act.'}")
    track = lay.track_space(team, index, 0).union(lay.track_space(team, index, TRACK - 1))
    regions.add(track, None, f"<b>Damage track</b>: {fig.damage} damage. The killshot space is space "
                f"{fig.killshot}, the overkill space {fig.overkill}: both lie on the Adrenaline Rush tile"
                f". Paying the Adrenaline Rush slides the tile left (now {fig.rush} left "
                f"of its start); a heal slides it right.")
    vals = lay.value_space(team, index, 0).union(lay.value_space(team, index, len(BOARD_VALUES) - 1))
    regions.add(vals, None, f"<b>Board values</b> {', '.join(map(str, BOARD_VALUES))}: a killshot scores the "
                f"first value not covered by a skull. Scored {fig.scored} time(s).")
    if fig.poison or fig.mind_control:
        words = []
        if fig.poison:
            words.append("<b>Poison token</b>: Sprog's venom deals 1 damage to this board at the end of Sprog's "
                         "team's turn.")
        if fig.mind_control:
            words.append("<b>Mind control token</b>: Banshee may move this character up to 2 squares at the end "
                         "of her team's turn.")
        regions.add(_token_row(parts).move(b.topleft), None, "<br>".join(words))


@th.cached(4)
def _empty_board(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    lay = L.now()
    r = surf.get_rect().inflate(-6, 0)
    pygame.draw.rect(surf, th.shade(th.BOARD, 0.8), r, border_radius=lay.radius)
    pygame.draw.rect(surf, th.shade(th.BOARD_EDGE, 0.7), r, 1, border_radius=lay.radius)
    th.blit_center(surf, th.text("to be drafted", lay.body, th.DIM), (w / 2, h / 2))
    return surf


def _ability_card(parts: BoardParts, acted: bool) -> pygame.Rect:
    """Upright = ready to act, sideways = has acted; board-local, at the values
    row's right end."""
    v = parts.values
    tall = v.h
    card = pygame.Rect(0, 0, round(tall * 1.4), tall) if acted else pygame.Rect(0, 0, round(tall * 0.72), tall)
    card.midright = (v.right - 2, v.centery)
    return card


def _token_row(parts: BoardParts) -> pygame.Rect:
    """Where the poison and mind control tokens sit: between the values and the ability card."""
    v = parts.values
    return pygame.Rect(v.right - round(v.h * 1.4) - 2 * v.h - 12, v.y, 2 * v.h + 4, v.h)


@th.cached(96)
def _board_picture(char: str, state: BoardState, label: str, w: int, h: int) -> pygame.Surface:
    """One player board, cached by what is on it: boards change far less often than the table."""
    damage, killshot_position, skulls, scored, poison, mind_control, acted, dead, rush = state
    lay = L.now()
    parts = lay.board_parts(w, h)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = cards.char_colour(char)
    body = pygame.Rect(3, 0, w - 6, h)
    pygame.draw.rect(surf, th.BOARD, body, border_radius=lay.radius)
    pygame.draw.rect(surf, th.shade(colour, 0.55), (3, 0, 6, h), border_top_left_radius=lay.radius,
                     border_bottom_left_radius=lay.radius)
    pygame.draw.rect(surf, th.BOARD_EDGE, body, 1, border_radius=lay.radius)
    p = parts.portrait
    surf.blit(cards.portrait(char, p.w, p.h), p)
    if dead:
        veil = pygame.Surface(p.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surf.blit(veil, p)
        th.blit_center(surf, th.fit("DEAD", lay.body, p.w - 4, th.DANGER, True), p.center)
    th.label(surf, label, lay.small, parts.name, th.TEXT, True)

    # the damage track, with the Adrenaline Rush tile under its killshot and overkill spaces
    killshot = killshot_position - 1  # the rules count positions from 1
    overkill = killshot + 1
    t, pitch, size = parts.track, parts.pitch, parts.space

    def space(s: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, size, size)
        r.center = (round(t.x + pitch * (s + 0.5)), t.centery)
        return r
    tile = space(killshot).union(space(min(TRACK - 1, overkill))).inflate(6, 6)
    pygame.draw.rect(surf, th.BLOOD, tile, border_radius=lay.radius)
    pygame.draw.rect(surf, (220, 120, 100), tile, 1, border_radius=lay.radius)
    for s in range(TRACK):
        r = space(s)
        if s > overkill:
            pygame.draw.rect(surf, th.shade(th.BOARD, 0.75), r, border_radius=3)
            continue
        pygame.draw.rect(surf, (26, 26, 30), r, border_radius=3)
        edge = th.DANGER if s == killshot else (250, 150, 60) if s == overkill else th.shade(th.BOARD_EDGE, 1.1)
        pygame.draw.rect(surf, edge, r, 1, border_radius=3)
        if s < damage:
            tok = cards.damage_token(char, size - 2)
            surf.blit(tok, tok.get_rect(center=r.center))
        elif s == killshot:
            th.blit_center(surf, th.text("☠", max(cards.small(), size - 4), th.DANGER), r.center)
        elif s == overkill:
            th.blit_center(surf, th.text("+1", cards.small(), (250, 150, 60), True, True), r.center)

    # board values 8 6 4 2 1 1 with skulls over the values already scored (TP-KILL-2)
    v = parts.values
    th.label(surf, "value", lay.small, (v.x, v.y, round(pitch * 2) - 2, v.h), th.DIM)
    for i, value in enumerate(BOARD_VALUES):
        r = pygame.Rect(v.x + round(pitch * 2) + i * (v.h + 3), v.y, v.h, v.h)
        pygame.draw.rect(surf, (26, 26, 30), r, border_radius=3)
        if i < skulls:
            th.blit_center(surf, th.text("☠", max(cards.small(), v.h - 4), (236, 232, 224)), r.center)
        else:
            th.blit_center(surf, th.text(str(value), cards.small(), th.GOLD if i == scored else th.DIM, True), r.center)
    row = _token_row(parts)
    for k, (flag, tint) in enumerate(((poison, (76, 186, 92)), (mind_control, (62, 132, 240)))):
        if flag:
            c = (row.x + v.h // 2 + k * (v.h + 4), row.centery)
            pygame.draw.circle(surf, tint, c, v.h // 2)
            pygame.draw.circle(surf, (0, 0, 0), c, v.h // 2, 1)
            th.blit_center(surf, th.text("☣" if k == 0 else "✦", cards.small(), (10, 10, 10), True), c)
    card = _ability_card(parts, acted)
    pygame.draw.rect(surf, th.CARD if not acted else (140, 136, 126), card, border_radius=3)
    pygame.draw.rect(surf, colour, card, 2, border_radius=3)
    inner = card.inflate(-6, -6)
    if inner.w > 4 and inner.h > 4:
        pygame.draw.rect(surf, th.shade(colour, 0.8), inner, border_radius=2)
    return surf


def _buffer(dst: pygame.Surface, table: Table, team: Team, regions: Regions) -> None:
    lay = L.now()
    r = lay.buffer_rect(team)
    buf = table.teams[team].buffer
    body = r.inflate(-6, 0)
    pygame.draw.rect(dst, th.BUFFER, body, border_radius=lay.radius)
    pygame.draw.rect(dst, th.BLOOD, body, 1, border_radius=lay.radius)
    title_h = lay.small + 8
    th.label(dst, "DAMAGE BUFFER", lay.small, (body.x + 8, body.y + 2, body.w // 2, title_h), th.GOLD, True)
    n = len(buf.damage)
    th.label(dst, f"{n} damage · flushed at {FLUSH_AT}", lay.small, (body.centerx, body.y + 2, body.w // 2 - 8, title_h),
             th.TEXT if n < FLUSH_AT else th.DANGER, False, "right")
    (cx, cy), ring, space = lay.buffer_ring(team)
    pygame.draw.circle(dst, (66, 30, 34), (cx, cy), ring + space + 5)
    pygame.draw.circle(dst, th.BLOOD, (cx, cy), ring + space + 5, 2)
    for i in range(6):
        p = lay.buffer_space(team, i)
        pygame.draw.circle(dst, (24, 20, 24), p, space)
        pygame.draw.circle(dst, (170, 80, 76), p, space, 1)
        if i < n:
            tok = cards.damage_token(buf.damage[i], space * 2 - 2)
            dst.blit(tok, tok.get_rect(center=p))
    centre_r = max(cards.small(), ring - space - 4)
    pygame.draw.circle(dst, (24, 20, 24), (cx, cy), centre_r)
    pygame.draw.circle(dst, (170, 80, 76), (cx, cy), centre_r, 1)
    extra = n - 6
    if extra > 0:
        th.blit_center(dst, th.text(f"+{extra}", lay.body, th.TEXT, True), (cx, cy))
    regions.add(pygame.Rect(cx - ring - space, cy - ring - space, 2 * (ring + space), 2 * (ring + space)), None,
                BUFFER_TIP + f"<br>Now: {n} damage" + (f", flushed at {FLUSH_AT}." if n < FLUSH_AT else " — it will be flushed."))
    marks = lay.marks_area(team)
    half = marks.w // 2 if table.teams[team].table else marks.w
    size = lay.mark_size(team)
    for row, char in enumerate(table.teams[team].characters):
        y = lay.mark_space(team, row, 0)[1]
        tok = cards.token(char, size // 2)
        dst.blit(tok, tok.get_rect(center=(marks.x + size // 2, y)))
        for i in range(MAX_MARKS):
            p = lay.mark_space(team, row, i)
            pygame.draw.rect(dst, (24, 20, 24), (p[0] - size // 2, p[1] - size // 2, size, size), 1, border_radius=3)
            if i < buf.marks.get(char, 0):
                tok = cards.mark_token(char, size)
                dst.blit(tok, tok.get_rect(center=p))
    regions.add(pygame.Rect(marks.x, marks.y, half, marks.h), None, MARKS_TIP)
    _team_table(dst, table, team, pygame.Rect(marks.x + half, marks.y, marks.w - half, marks.h), regions)


def _team_table(dst: pygame.Surface, table: Table, team: Team, area: pygame.Rect, regions: Regions) -> None:
    """The unloaded weapons on the team's table, as a stack of named cards."""
    wids = table.teams[team].table
    if not wids:
        return
    regions.add(area, None, TABLE_TIP)
    h = cards.small() + 8
    fit_n = max(1, (area.h + 2) // (h + 2))
    for k, wid in enumerate(wids[:fit_n]):
        spot = pygame.Rect(area.x, area.y + k * (h + 2), area.w, h)
        if k == fit_n - 1 and len(wids) > fit_n:
            th.label(dst, f"+{len(wids) - k} more unloaded", cards.small(), spot, th.DIM)
            regions.add(spot, None, TABLE_TIP + "<br>" + ", ".join(weapon(w).name for w in wids[k:]))
            break
        dst.blit(_unloaded_chip(wid, spot.w, spot.h), spot)
        regions.add(spot, ("weapon", wid), cards.weapon_tip(wid) + "<br>Unloaded, on the team's table.")


@th.cached(64)
def _unloaded_chip(wid: str, w: int, h: int) -> pygame.Surface:
    wp = weapon(wid)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (120, 116, 110), (0, 0, w, h), border_radius=4)
    pygame.draw.rect(surf, th.AMMO[wp.colour], (0, 0, 6, h), border_top_left_radius=4, border_bottom_left_radius=4)
    th.label(surf, wp.name, cards.small(), (10, 0, w - 14, h), (24, 24, 26), True)
    return surf


def ammo_counts(dst: pygame.Surface, cubes: dict[Ammo, int], box: pygame.Rect) -> None:
    """A player's ammo: each cube colour with its count beside it."""
    size = min(box.h - 4, cards.small() + 3)
    step = box.w // 3
    for k, colour in enumerate(AMMO):
        x = box.x + k * step
        cards.cube(dst, colour, (x + size // 2 + 1, box.centery), size)
        count = cubes.get(colour, 0)
        th.label(dst, f"{count}", cards.small() + 1, (x + size + 4, box.y, step - size - 6, box.h),
                 th.TEXT if count else th.DIM, True)


def _hands(dst: pygame.Surface, table: Table, team: Team, show: bool, regions: Regions) -> None:
    lay = L.now()
    area = lay.hands_rect(team)
    ts = table.teams[team]
    n = len(ts.players)
    gap = max(3, lay.gap // 2)
    row_h = (area.h - (n - 1) * gap) // n
    line = cards.small() + 8
    for i, p in enumerate(ts.players):
        row = pygame.Rect(area.x + 3, area.y + i * (row_h + gap), area.w - 6, row_h)
        pygame.draw.rect(dst, th.PANEL_LIGHT, row, border_radius=lay.radius)
        head = pygame.Rect(row.x + 6, row.y + 2, row.w - 12, line)
        counts = pygame.Rect(head.right - 132, head.y, 132, head.h)
        mine = [c for c in ts.characters if ts.owner.get(c) == i or n == 1 or c == ts.shared]
        tok_r = line // 2 - 1
        name_w = counts.x - head.x - len(mine) * (2 * tok_r + 3) - 8
        name_r = th.label(dst, p.name, lay.small, (head.x, head.y, name_w, head.h), th.TEXT, True)
        for k, c in enumerate(mine):
            tok = cards.token(c, tok_r)
            dst.blit(tok, tok.get_rect(midleft=(name_r.right + 6 + k * (2 * tok_r + 3), head.centery)))
        ammo_counts(dst, p.cubes, counts)
        regions.add(counts, None, f"<b>{p.name}'s ammo</b>: " + ", ".join(f"{p.cubes.get(c, 0)} {c}" for c in
                    AMMO) + f" (at most {MAX_CUBES} of each; ammo belongs to the player).")
        _hand_cards(dst, p, pygame.Rect(row.x + 4, head.bottom + 2, row.w - 8, row.bottom - head.bottom - 5),
                    show, regions)


def _hand_cards(dst: pygame.Surface, p: Player, area: pygame.Rect, show: bool, regions: Regions) -> None:
    """A player's loaded weapons and powerups: as cards side by side when each can be at least
    `CARD_MIN` wide, otherwise as a grid of named chips (whole names beat tiny cards)."""
    items: list[HandItem] = [("weapon", w) for w in p.weapons] + [("powerup", c) for c in p.powerups]
    if not items or area.h < cards.small() + 4:
        return
    gap = 4
    weapon_share = 1.4  # a weapon card is wider than a powerup card
    units = sum(weapon_share if k == "weapon" else 1 for k, _ in items)
    unit = min((area.w - gap * (len(items) - 1)) / units, area.h * 0.9)
    if unit * weapon_share < CARD_MIN and any(k == "weapon" for k, _ in items) or unit < CARD_MIN / weapon_share:
        _hand_chips(dst, p, items, area, show, regions)
        return
    x = area.x
    for kind, card_id in items:
        w = round(unit * (weapon_share if kind == "weapon" else 1))
        spot = pygame.Rect(x, area.y, w, area.h)
        _hand_item(dst, p, kind, card_id, spot, show, regions, chip=False)
        x += w + gap


def _hand_chips(dst: pygame.Surface, p: Player, items: list[HandItem], area: pygame.Rect, show: bool,
                regions: Regions) -> None:
    chip_h = cards.small() + 8
    rows = max(1, min(len(items), (area.h + 3) // (chip_h + 3)))
    cols = -(-len(items) // rows)
    w = (area.w - 4 * (cols - 1)) // cols
    for n, (kind, card_id) in enumerate(items):
        col, row = divmod(n, rows)
        spot = pygame.Rect(area.x + col * (w + 4), area.y + row * (chip_h + 3), w, chip_h)
        _hand_item(dst, p, kind, card_id, spot, show, regions, chip=True)


def _hand_item(dst: pygame.Surface, p: Player, kind: str, card_id: str, spot: pygame.Rect, show: bool, regions: Regions,
               chip: bool) -> None:
    if not show or card_id == HIDDEN:
        dst.blit(cards.card_back(spot.w, spot.h, kind), spot)
        regions.add(spot, None, f"A {kind} in {p.name}'s hand, hidden from the other team.")
    elif kind == "weapon":
        dst.blit(cards.weapon_chip(card_id, spot.w, spot.h) if chip else cards.weapon_card(card_id, spot.w, spot.h),
                 spot)
        regions.add(spot, ("weapon", card_id), cards.weapon_tip(card_id) + f"<br>Loaded, in {p.name}'s hand.")
    else:
        dst.blit(cards.powerup_card(card_id, spot.w, spot.h), spot)
        regions.add(spot, ("powerup", card_id), cards.powerup_tip(card_id))
