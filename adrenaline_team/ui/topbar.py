"""The top of the table: both scores, the skull board and the reward tile in play."""

from __future__ import annotations

import pygame

from ..rules.cards import catalog, reward_words
from ..rules.state import SKULLS, Table
from . import layout as L
from . import theme as th
from .hotspots import Regions

SKULL_TIP = ("<b>Skull board</b> (TP-TEAM-4): 8 skulls. Each scored killshot moves one onto the killed board, "
             "over the value scored. When the 8th leaves, the game ends (TP-GAME-1, TP-GAME-2).")


def draw_top(dst: pygame.Surface, table: Table, regions: Regions) -> None:
    pygame.draw.rect(dst, th.PANEL, L.TOP)
    pygame.draw.line(dst, th.EDGE, L.TOP.bottomleft, L.TOP.bottomright, 1)
    for team, x, anchor in (("black", 24, "midleft"), ("white", 1896, "midright")):
        box = pygame.Rect(0, 0, 250, 64)
        setattr(box, anchor, (x, 46))
        pygame.draw.rect(dst, th.TEAM[team], box, border_radius=10)
        pygame.draw.rect(dst, th.GOLD if table.active == team and table.phase == "turn" else th.EDGE, box, 2,
                         border_radius=10)
        ink = th.TEAM_INK[team]
        dst.blit(th.text(team.upper(), 18, ink, True), (box.x + 16, box.y + 8))
        ts = table.teams[team]
        dst.blit(th.text(f"turns played: {ts.turns}", 13, ink), (box.x + 16, box.y + 36))
        th.blit_center(dst, th.text(str(ts.score), 40, ink, True), (box.right - 48, box.centery))
        regions.add(box, None, f"<b>{team.capitalize()} team</b>: {ts.score} points so far.")
    phase = {"draft": "CHARACTER DRAFT", "control": "WHO PLAYS WHOM", "ammo": "STARTING WEAPONS",
             "spawn": "SPAWN ROUND", "turn": f"{table.active.upper()} TEAM'S TURN", "over": "GAME OVER"}[table.phase]
    th.blit_center(dst, th.text(phase, 20, th.GOLD, True), (480, 46))
    if table.end_triggered and table.phase == "turn":
        th.blit_center(dst, th.text("final turn", 14, th.DANGER, True), (480, 72))
    # skull board
    board = pygame.Rect(L.SKULL_X0 - 40, 14, SKULLS * L.SKULL_PITCH + 30, 66)
    pygame.draw.rect(dst, (40, 24, 26), board, border_radius=10)
    pygame.draw.rect(dst, (120, 50, 50), board, 2, border_radius=10)
    dst.blit(th.text("SKULLS", 11, (220, 150, 140), True), (board.x + 10, board.y + 4))
    for i in range(SKULLS):
        p = L.skull_slot(i)
        pygame.draw.circle(dst, (22, 18, 20), p, 19)
        if i < table.skulls:
            th.blit_center(dst, th.text("☠", 28, (236, 232, 224)), p)
    regions.add(board, None, SKULL_TIP + f"<br>{table.skulls} left.")
    # reward tile
    tile = catalog().reward_tiles[table.reward_tile]
    box = pygame.Rect(1190, 10, 430, 74)
    pygame.draw.rect(dst, (34, 44, 40), box, border_radius=10)
    pygame.draw.rect(dst, (90, 150, 110), box, 2, border_radius=10)
    house = " (house)" if tile.house else ""
    dst.blit(th.text(f"FLUSH REWARD · {tile.name}{house}", 12, (150, 220, 170), True), (box.x + 12, box.y + 5))
    for k in (1, 2, 3):
        y = box.y + 22 + (k - 1) * 17
        dst.blit(th.text(f"{k} colour{'s' if k > 1 else ''}:", 13, th.DIM), (box.x + 12, y))
        dst.blit(th.text(reward_words(tile.rows[k]), 13, th.TEXT, True), (box.x + 110, y))
    regions.add(box, None, "<b>Buffer reward tile</b> (TP-END-4): the team that flushes the other team's buffer "
                "gains the row for the number of colours among the flushed damage. Cubes and powerups go to the "
                "team's players as they decide; a heal slides an Adrenaline Rush tile one space right.")
