"""The head of the table: whose turn it is, the skull board and the reward tile in play, and at
the right end the menu, hint and log buttons (`tool_button`). (The scores stand in each team's
header.)"""

from __future__ import annotations

import pygame
from pygame_gui.core.interfaces import IUIManagerInterface
from pygame_gui.elements import UIButton

from ...i18n import N_, _, ngettext
from ...rules.cards import catalog, reward_words
from ...rules.state import SKULLS, Table
from ..kit import layout as L
from ..kit import theme as th
from ..words import tile_name
from .hotspots import Regions

SKULL_TIP = N_("<b>Skull board</b>: {skulls} skulls. Each scored killshot moves one onto the killed board, "
               "over the value scored. When the {skulls}th leaves, the game ends.")
REWARD_TIP = N_("<b>Buffer reward tile</b>: the team that flushes the other team's buffer gains the row "
                "for the number of colours among the flushed damage. Cubes and powerups go to the team's players "
                "as they decide; a heal slides an Adrenaline Rush tile one space right.")
PHASES = {"draft": N_("CHARACTER DRAFT"), "control": N_("WHO PLAYS WHOM"), "ammo": N_("STARTING WEAPONS"),
          "spawn": N_("SPAWN ROUND"), "over": N_("GAME OVER")}
TURN = {"black": N_("BLACK TEAM'S TURN"), "white": N_("WHITE TEAM'S TURN")}


# The tool buttons, left to right: each one's sign (where the widget face has it), word and keys
TOOLS = ((("☰ ", "≡ "), N_("Menu"), N_("M · Start")), (("", ""), N_("Hint"), N_("H · Y")), (("", ""), N_("Log"), "L"))
SKULL = (236, 232, 224)  # a skull's cream on its near-black place: it reads from across the table
PAD = 14  # a button's margins around its words


def _labels(i: int) -> tuple[str, ...]:
    """The i-th tool's labels, longest first: its word with its keys in brackets ("Log (L)",
    ヒント（H·Y） in Japanese's narrower brackets), with its sign, and the word alone."""
    (sign, instead), words, keys = TOOLS[i]
    glyph = th.widget_sign(sign, instead)
    # TRANSLATORS: a tool button's word and the keys that press it, e.g. "Hint (H · Y)"
    return _("{words} ({keys})").format(words=glyph + _(words), keys=_(keys)), glyph + _(words), _(words)


def tool_rect(i: int) -> pygame.Rect:
    """The i-th of the top bar's tool buttons, left to right. Each is as wide as its label needs
    (its keys kept where the row has room for them: the Hint's first, then the Log's, then the
    Menu's), and the row's room left over is shared out evenly."""
    lay = L.now()
    t = lay.tools
    f = th.font(lay.body)
    room = t.w - (len(TOOLS) - 1) * (lay.gap // 2)
    needs = [f.size(_labels(i)[-1])[0] + PAD for i in range(len(TOOLS))]
    for k in (1, 2, 0):  # the keys worth the most first: the Hint is pressed by key most
        keyed = f.size(_labels(k)[0])[0] + PAD
        if sum(needs) - needs[k] + keyed <= room:
            needs[k] = keyed
    if sum(needs) > room:
        needs = [room // len(TOOLS)] * len(TOOLS)
    spare = (room - sum(needs)) // len(TOOLS)
    x = t.x + sum(needs[:i]) + i * (spare + lay.gap // 2)
    return pygame.Rect(x, t.y + t.h // 6, needs[i] + spare, t.h - t.h // 3)


def tool_button(i: int, ui: IUIManagerInterface, tip: str) -> UIButton:
    """A tool button: its longest label that fits (the tooltip names the keys either way)."""
    r = tool_rect(i)
    f = th.font(L.now().body)
    labels = _labels(i)
    label = next((t for t in labels if f.size(t)[0] <= r.w - PAD), labels[-1])
    return UIButton(r, label, ui, tool_tip_text=tip)


def phase_words(table: Table) -> str:
    words = TURN[table.active] if table.phase == "turn" else PHASES[table.phase]
    return _(words)


def draw_top(dst: pygame.Surface, table: Table, regions: Regions) -> None:
    lay = L.now()
    pygame.draw.rect(dst, th.PANEL, lay.top)
    pygame.draw.line(dst, th.EDGE, lay.top.bottomleft, lay.top.bottomright, 1)
    ph = lay.phase
    last = table.end_triggered and table.phase == "turn"
    line = ph.h // 2 if last else ph.h
    th.label(dst, phase_words(table), lay.px(24), (ph.x, ph.y, ph.w, line), th.GOLD, True)
    if last:
        th.label(dst, _("the final turns"), lay.small, (ph.x, ph.y + line, ph.w, ph.h - line), th.DANGER, True)
    _skull_board(dst, table, regions)
    _reward_tile(dst, table, regions)


def _skull_board(dst: pygame.Surface, table: Table, regions: Regions) -> None:
    lay = L.now()
    board = lay.skulls
    pygame.draw.rect(dst, (52, 26, 28), board, border_radius=lay.radius)
    pygame.draw.rect(dst, th.BLOOD, board, 2, border_radius=lay.radius)
    rad = lay.skull_radius()
    for i in range(SKULLS):
        p = lay.skull_slot(i)
        pygame.draw.circle(dst, (30, 20, 22), p, rad)
        pygame.draw.circle(dst, (120, 60, 60), p, rad, 1)
        if i < table.skulls:  # the glyph's ink is three quarters of its font's size: as tall as its place
            th.blit_center(dst, th.text("☠", max(th.MIN_TEXT, round(lay.skull * 1.3)), SKULL), p)
    regions.add(board, None, _(SKULL_TIP).format(skulls=SKULLS) + "<br>" + _("{n} left.").format(n=table.skulls))


def _reward_tile(dst: pygame.Surface, table: Table, regions: Regions) -> None:
    lay = L.now()
    tile = catalog().reward_tiles[table.reward_tile]
    box = lay.reward
    pygame.draw.rect(dst, (34, 48, 42), box, border_radius=lay.radius)
    pygame.draw.rect(dst, (100, 160, 120), box, 2, border_radius=lay.radius)
    name = (_("{tile} (house)") if tile.house else "{tile}").format(tile=tile_name(table.reward_tile))
    inner = box.inflate(-2 * lay.gap, -4)
    counts = sorted(tile.rows)  # colours among the flushed damage, one row each
    words = [ngettext("{n} colour: {reward}", "{n} colours: {reward}", k).format(n=k, reward=reward_words(tile.rows[k]))
             for k in counts]
    step = th.line_height(lay.small)
    if inner.h >= 4 * step:
        row_h = inner.h // 4
        th.label(dst, _("FLUSH REWARD · {tile}").format(tile=name), lay.small, (inner.x, inner.y, inner.w, row_h),
                 (160, 226, 180), True)
        for k, w in enumerate(words):
            th.label(dst, w, lay.small, (inner.x, inner.y + (k + 1) * row_h, inner.w, row_h), th.TEXT)
    else:  # the rows run on after the tile's name, over as many lines as there is room for
        short = " · ".join(_("{n}: {reward}").format(n=k, reward=reward_words(tile.rows[k])) for k in counts)
        most = max(1, inner.h // step)
        text = _("Flush reward · {tile} · {rows}").format(tile=name, rows=short)
        if len(th.wrap(text, lay.small, inner.w)) > most:  # the tile's name says what it is; its tooltip says more
            text = _("{tile} · {rows}").format(tile=name, rows=short)
        row_h = inner.h // len(words)
        if len(th.wrap(text, lay.small, inner.w)) > most and row_h >= th.font(lay.small).get_height():
            # still cut (the Japanese rows are long): one row a line, set close, the name left
            # to the tooltip; every row is read whole
            for k, w in enumerate(words):
                th.label(dst, w, lay.small, (inner.x, inner.y + k * row_h, inner.w, row_h), (200, 236, 210))
        else:
            surf = th.lines(text, lay.small, inner.w, most, (200, 236, 210))
            dst.blit(surf, surf.get_rect(midleft=inner.midleft))
    regions.add(box, None, _(REWARD_TIP) + "<br>" + "<br>".join(words))
