"""A team's side of the table: its header with the score, its three player boards, its damage
buffer with the marks area, its players' ammo and hands, and the team's table of unloaded
weapons. Every size comes from the layout, so the side fits any window.

A hand is always shown the same way, whatever it holds: one chip per card with the card's
whole name (weapons, then powerups), in as many columns as the names allow; the whole card is
one magnifier press away. Every unloaded weapon of the team is on show, never "+2 more"."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Literal, NamedTuple

import pygame

from ...i18n import N_, _, ngettext
from ...rules import Decision, Kind
from ...rules.events import AbilityUsed, Event, Flushed, NotFlushed, Refilled, TurnStarted
from ...rules.state import AMMO, BOARD_VALUES, FLUSH_AT, MAX_CUBES, MAX_MARKS, TRACK, Ammo, Player, Table, Team
from ...rules.view import HIDDEN
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layout import BoardParts, value_box
from ..words import ability_name, ability_text, character_name, colour_word, team_title, team_words, weapon_name
from . import cards
from .hotspots import Regions

BUFFER_TIP = N_("<b>Damage buffer</b>: damage and marks dealt to this team land here, not on the boards. 6 outer "
                "spaces, then the centre. At the end of the enemy team's turn, {flush} or more damage is flushed "
                "onto the boards of the characters of those colours.<br>Each token has the colour of the character "
                "who will RECEIVE it (Team Play; in the base game it was the shooter's colour).")
MARKS_TIP = N_("<b>Marks area</b>: at most {most} marks of each colour, each in the colour of the character it "
               "waits for. When damage of a colour lands in the buffer, the marks of that colour turn into damage "
               "too. Marks stay when the buffer is flushed.")
TABLE_TIP = N_("<b>The team's table</b>: fired arena weapons lie here unloaded; at the team's reload step any "
               "player of the team may reload one and take it into their hand.")
TRACK_TIP = N_("<b>Damage track</b>: {damage} damage. Every token on it has this character's colour: in Team Play "
               "a damage token has the colour of the character who RECEIVES it, the reverse of the base game. The "
               "killshot space is space {killshot} (☠), the overkill space {overkill} (+1): both lie on the "
               "Adrenaline Rush tile. Paying the Adrenaline Rush slides the tile left (now {rush} left of its "
               "start); a heal slides it right.")
READY_TIP = N_("<b>Ready</b>: the ability card stands upright; this character has not acted this turn.")
ACTED_TIP = N_("<b>Acted</b>: the ability card lies sideways; this character has acted this turn.")
USED_TIP = N_("<b>Ability used</b>: the ability card stands upright again; this character has acted and used its "
              "end-of-turn ability.")
TURN_TIPS = {"ready": READY_TIP, "acted": ACTED_TIP, "used": USED_TIP}
POISON_TIP = N_("<b>Poison token</b>: {sprog}'s venom deals 1 damage to this board at the end of {sprog}'s team's "
                "turn.")
MIND_CONTROL_TIP = N_("<b>Mind control token</b>: {banshee} may move this character up to 2 squares at the end of "
                      "her team's turn.")
HandItem = tuple[Literal["weapon", "powerup"], str]  # a card in a hand: its kind and its id
CHIP_GAP = 4


class BoardState(NamedTuple):
    """What a player board shows (its picture is cached by it)."""

    damage: int
    killshot: int  # the killshot space, counted from 1
    skulls: int
    scored: int
    poison: bool
    mind_control: bool
    turn: str  # "ready" / "acted" / "used" while its team plays its turn, "" otherwise (`turn_state`)
    dead: bool
    rush: int


def draw_side(dst: pygame.Surface, table: Table, team: Team, show_hand: bool, regions: Regions,
              actions_over: bool = False) -> None:
    """The side's panel itself is part of the backdrop (`render.backdrop`). `actions_over`: the
    team playing its turn is past its actions (`turn_state`)."""
    _head(dst, table, team, regions)
    ts = table.teams[team]
    for i in range(3):
        char = ts.characters[i] if i < len(ts.characters) else None
        _board(dst, table, team, i, char, regions, actions_over)
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
    name_r = th.label(dst, team_title(team), lay.px(22), (head.x + pad, head.y, head.w // 2, head.h), ink, True)
    who = _(", ").join(p.name for p in ts.players)
    th.label(dst, who, lay.body, (name_r.right + pad, head.y, score_r.x - name_r.right - 2 * pad, head.h), ink)
    points = ngettext("{n} point so far", "{n} points so far", ts.score).format(n=ts.score)
    turns = ngettext("{n} turn played", "{n} turns played", ts.turns).format(n=ts.turns)
    regions.add(head, None, _("<b>{team}</b>: {players}. {points}; {turns}.").format(
        team=team_words(team), players=html.escape(who), points=points, turns=turns))


def _controller(table: Table, team: Team, char: str) -> tuple[str, str]:
    """Who controls `char`: a word for the board's name line, and what its tooltip says."""
    ts = table.teams[team]
    who = table.controllers(char)
    if not who:
        return _("not yet chosen"), _("No player controls it yet")
    if len(ts.players) > 1 and char == ts.shared:
        if len(who) == 1:
            runner = ts.players[who[0]].name
            return (_("the whole team, {player} this turn").format(player=runner),
                    _("Shared by the whole team, {player} this turn").format(player=html.escape(runner)))
        return _("the whole team"), _("Shared by the whole team")
    return ts.players[who[0]].name, _("Played by {player}").format(player=html.escape(ts.players[who[0]].name))


def _weapon_place(table: Table, team: Team, wid: str) -> str:
    ts = table.teams[team]
    for p in ts.players:
        if wid in p.weapons:
            return _("loaded, {player}").format(player=html.escape(p.name))
    return _("unloaded") if wid in ts.table else _("in play")


def turn_state(table: Table, team: Team, char: str, actions_over: bool) -> str:
    """What `char`'s ability card shows while `team` plays its turn: "acted" lying sideways
    (TP-TURN-4), upright "ready" during the actions, upright "used" once the actions are over
    (`actions_over`), when the card was stood up again by its end-of-turn ability (TP-END-2); ""
    otherwise: the other team's cards say nothing then. The table alone cannot tell the two
    upright cards apart (`Figure.acted` is the card's lie), so the screen says which step it is."""
    if table.phase != "turn" or table.active != team:
        return ""
    if table.figures[char].acted:
        return "acted"
    return "used" if actions_over else "ready"


# what only the end of a turn says, before or while its abilities are used (TP-END-1/2) and after (TP-END-3)
_END_OF_TURN = (Refilled, AbilityUsed, Flushed, NotFlushed)


def actions_over(log: Sequence[Event], pending: Decision | None) -> bool:
    """Whether the team playing its turn is past its actions (TP-TURN-4), into the end of the
    turn (TP-END-1..6): the question on the screen is an end-of-turn ability's, or the turn's
    log (since its TurnStarted) already holds an event only the end of a turn makes. A screen
    that watches another team's question sees only the log: until the first such event (a
    refill, an ability, the flush check) it takes the turn for still in its actions."""
    if pending is not None and pending.kind == Kind.ABILITY:
        return True
    for event in reversed(log):
        if isinstance(event, TurnStarted):
            return False
        if isinstance(event, _END_OF_TURN):
            return True
    return False


def _board(dst: pygame.Surface, table: Table, team: Team, index: int, char: str | None, regions: Regions,
           actions_over: bool) -> None:
    lay = L.now()
    b = lay.board_rect(team, index)
    if char is None:
        dst.blit(_empty_board(b.w, b.h), b)
        return
    fig = table.figures[char]
    who, played = _controller(table, team, char)
    turn = turn_state(table, team, char, actions_over)
    state = BoardState(fig.damage, fig.killshot, fig.skulls, fig.scored, fig.poison, fig.mind_control, turn,
                       fig.dead, fig.rush)
    # the character's name alone where both do not fit: the players' rows below the boards say
    # who plays which character (their tokens by each name), and the board's hover text too
    labels = (_("{character} · {player}").format(character=character_name(char), player=who), character_name(char))
    dst.blit(_board_picture(char, state, labels, b.w, b.h), b)
    parts = lay.board_parts(b.w, b.h)
    played = _("{controller}. Character weapon: {weapon} ({where}).").format(
        controller=played, weapon=weapon_name(fig.weapon), where=_weapon_place(table, team, fig.weapon))
    regions.add(b, ("figure", char), cards.character_tip(char) + "<br>" + played)
    if turn:
        regions.add(ability_card(parts, turn).move(b.topleft), None,
                    _(TURN_TIPS[turn]) + "<br>" + _("<b>{ability}</b>: {text}").format(
                        ability=ability_name(char), text=ability_text(char)))
    track = lay.track_space(team, index, 0).union(lay.track_space(team, index, TRACK - 1))
    regions.add(track, None, _(TRACK_TIP).format(damage=fig.damage, killshot=fig.killshot, overkill=fig.overkill,
                                                 rush=fig.rush))
    vals = lay.value_space(team, index, 0).union(lay.value_space(team, index, len(BOARD_VALUES) - 1))
    scored = ngettext("Scored {n} time.", "Scored {n} times.", fig.scored).format(n=fig.scored)
    values = _("<b>Board values</b> {values}: a killshot scores the first value not covered by a skull.").format(
        values=_(", ").join(map(str, BOARD_VALUES)))
    # two sentences as the language writes them (Japanese puts no space after 。)
    regions.add(vals, None, _("{sentence} {next}").format(sentence=values, next=scored))
    if fig.poison or fig.mind_control:
        words = []
        if fig.poison:
            words.append(_(POISON_TIP).format(sprog=character_name("sprog")))
        if fig.mind_control:
            words.append(_(MIND_CONTROL_TIP).format(banshee=character_name("banshee")))
        regions.add(_token_row(parts).move(b.topleft), None, "<br>".join(words))


@th.cached(4)
def _empty_board(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    lay = L.now()
    r = surf.get_rect().inflate(-6, 0)
    pygame.draw.rect(surf, th.shade(th.BOARD, 0.8), r, border_radius=lay.radius)
    pygame.draw.rect(surf, th.shade(th.BOARD_EDGE, 0.7), r, 1, border_radius=lay.radius)
    th.blit_center(surf, th.fit(_("to be drafted"), lay.body, w - 12, th.DIM), (w / 2, h / 2))
    return surf


def turn_word(turn: str) -> str:
    if turn == "ready":
        return _("READY")
    return _("ACTED") if turn == "acted" else _("USED")


def ability_card(parts: BoardParts, turn: str) -> pygame.Rect:
    """The ability card with its word, board-local, at the right end of the name line: the
    card drawn upright (ready to act, or its ability used) or lying sideways (acted), the word
    beside it."""
    n = parts.name
    word = th.measure(turn_word(turn), L.now().small, True, True)
    return pygame.Rect(n.right - word - n.h - 6, n.y, word + n.h + 6, n.h)


def _token_row(parts: BoardParts) -> pygame.Rect:
    """Where the poison and mind control tokens sit: on the portrait's foot, where a narrow
    board keeps room for them."""
    p = parts.portrait
    size = max(8, min(parts.values.h, p.w // 2 - 3))
    return pygame.Rect(p.x + 1, p.bottom - size - 1, 2 * size + 4, size)


@th.cached(96)
def _board_picture(char: str, state: BoardState, labels: tuple[str, ...], w: int, h: int) -> pygame.Surface:
    """One player board, cached by what is on it: boards change far less often than the table."""
    damage, killshot_position, skulls, scored, poison, mind_control, turn, dead, rush = state
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
        th.blit_center(surf, th.fit(_("DEAD"), lay.body, p.w - 4, th.DANGER, True), p.center)
    name = parts.name
    if turn:
        card = ability_card(parts, turn)
        draw_ability_card(surf, card, turn, colour)
        name = pygame.Rect(name.x, name.y, card.x - name.x - 4, name.h)
    th.label(surf, th.fitting(list(labels), name.w, True), lay.small, name, th.TEXT, True)

    # the damage track, with the Adrenaline Rush tile under its killshot and overkill spaces
    killshot = killshot_position - 1  # the rules count positions from 1
    overkill = killshot + 1
    t, pitch, size = parts.track, parts.pitch, parts.space

    def space(s: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, size, size)
        r.center = (round(t.x + pitch * (s + 0.5)), t.centery)
        return r
    tile = space(killshot).union(space(min(TRACK - 1, overkill))).inflate(4, 4)
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
            # every token on a board has the board's colour (TP-DMG-1): no letter needed
            tok = cards.damage_token(char, size - 2, letter=size >= 22)
            surf.blit(tok, tok.get_rect(center=r.center))
        elif s == killshot:
            th.blit_center(surf, th.text("☠", max(cards.small(), size - 4), th.DANGER), r.center)
        elif s == overkill:
            th.blit_center(surf, th.fit("+1", cards.small(), size + 8, (250, 150, 60), True), r.center)

    # board values 8 6 4 2 1 1 with skulls over the values already scored (TP-KILL-2)
    v = parts.values
    th.label(surf, _("value"), lay.small, (v.x, v.y, parts.value_x - v.x - 2, v.h), th.DIM)
    for i, value in enumerate(BOARD_VALUES):
        r = value_box(parts, i)
        pygame.draw.rect(surf, (26, 26, 30), r, border_radius=3)
        if i < skulls:
            th.blit_center(surf, th.text("☠", max(cards.small(), v.h - 4), (236, 232, 224)), r.center)
        else:
            th.blit_center(surf, th.text(str(value), cards.small(), th.GOLD if i == scored else th.DIM, True), r.center)
    row = _token_row(parts)
    for k, (flag, tint) in enumerate(((poison, (76, 186, 92)), (mind_control, (62, 132, 240)))):
        if flag:
            c = (row.x + row.h // 2 + k * (row.h + 4), row.centery)
            pygame.draw.circle(surf, tint, c, row.h // 2)
            pygame.draw.circle(surf, (0, 0, 0), c, row.h // 2, 1)
            th.blit_center(surf, th.text("☣" if k == 0 else "✦", cards.small(), (10, 10, 10), True), c)
    return surf


def draw_ability_card(surf: pygame.Surface, box: pygame.Rect, turn: str, colour: th.RGB, word: bool = True) -> None:
    """The ability card as a small card, as the card lies on the table: upright and bright when
    ready, lying sideways and greyed when the character has acted, upright and greyed once its
    ability is used; the word beside it says the same (`word`)."""
    h = box.h
    ready = turn == "ready"
    card = pygame.Rect(0, 0, h, round(h * 0.62)) if turn == "acted" else pygame.Rect(0, 0, round(h * 0.62), h)
    card.midleft = (box.x + 1, box.centery)
    pygame.draw.rect(surf, th.CARD if ready else (120, 116, 108), card, border_radius=2)
    pygame.draw.rect(surf, colour if ready else th.DIM, card, 2, border_radius=2)
    if word:
        ink = (120, 230, 140) if ready else th.DIM
        th.label(surf, turn_word(turn), L.now().small, (card.right + 4, box.y, box.right - card.right - 4, box.h), ink,
                 True)


def _buffer(dst: pygame.Surface, table: Table, team: Team, regions: Regions) -> None:
    lay = L.now()
    r = lay.buffer_rect(team)
    buf = table.teams[team].buffer
    body = r.inflate(-6, 0)
    full = len(buf.damage) >= FLUSH_AT
    # a buffer that reaches the flush reads from across the room: hazard stripes over the whole
    # panel and a thick gold edge (shape and brightness, not only a red)
    pygame.draw.rect(dst, th.BUFFER if not full else (120, 24, 28), body, border_radius=lay.radius)
    if full:
        stripes = pygame.Surface(body.size, pygame.SRCALPHA)
        step = max(12, lay.u(24))
        for k in range(-body.h, body.w, 2 * step):
            pygame.draw.polygon(stripes, (20, 12, 14, 150), [(k, body.h), (k + step, body.h),
                                                            (k + step + body.h, 0), (k + body.h, 0)])
        dst.blit(stripes, body)
    pygame.draw.rect(dst, th.BLOOD if not full else th.GOLD, body, 1 if not full else max(3, lay.u(5)),
                     border_radius=lay.radius)
    title_h = lay.small + 8
    # the title condensed, so the count beside it reads whole on a narrow side
    words = th.text(_("DAMAGE BUFFER"), lay.small, th.GOLD, True, True)
    title = words.get_rect(midleft=(body.x + 8, body.y + 2 + title_h // 2))
    dst.blit(words, title)
    n = len(buf.damage)
    count = pygame.Rect(title.right + 8, body.y + 2, body.right - 8 - title.right - 8, title_h)
    said = th.fitting([_("{n} damage · flushed at {flush}").format(n=n, flush=FLUSH_AT),
                       _("{n} / {flush} damage").format(n=n, flush=FLUSH_AT), f"{n}/{FLUSH_AT}"], count.w)
    th.label(dst, said, lay.small, count, th.TEXT if n < FLUSH_AT else th.GOLD, False, "right")
    (cx, cy), ring, space = lay.buffer_ring(team)
    pygame.draw.circle(dst, (66, 30, 34), (cx, cy), ring + space + 5)
    pygame.draw.circle(dst, th.BLOOD if not full else th.GOLD, (cx, cy), ring + space + 5, 2 if not full else 4)
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
    elif full:
        th.blit_center(dst, th.text(str(n), max(lay.body, 2 * centre_r - 4), th.GOLD, True), (cx, cy))
    regions.add(pygame.Rect(cx - ring - space, cy - ring - space, 2 * (ring + space), 2 * (ring + space)), None,
                _(BUFFER_TIP).format(flush=FLUSH_AT) + "<br>"
                + (_("Now: {n} damage, flushed at {flush}.") if n < FLUSH_AT else
                   _("Now: {n} damage — it will be flushed.")).format(n=n, flush=FLUSH_AT))
    marks = lay.marks_area(team)
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
    regions.add(marks, None, _(MARKS_TIP).format(most=MAX_MARKS))


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


class Grid(NamedTuple):
    """Chips in equal columns: how many columns, a column's width, a chip's height, and how
    many columns each chip takes (more than one where its name needs them)."""

    cols: int
    w: int
    h: int
    spans: tuple[int, ...]

    def places(self) -> list[tuple[int, int, int]]:
        """Each chip's row, column and span, in order: a chip the rest of its row cannot hold
        starts the next row."""
        out, row, col = [], 0, 0
        for span in self.spans:
            if col + span > self.cols:
                row, col = row + 1, 0
            out.append((row, col, span))
            col += span
        return out

    def height(self) -> int:
        rows = self.places()[-1][0] + 1 if self.spans else 0
        return rows * self.h + max(0, rows - 1) * CHIP_GAP

    def spot(self, area: pygame.Rect, k: int) -> pygame.Rect:
        row, col, span = self.places()[k]
        return pygame.Rect(area.x + col * (self.w + CHIP_GAP), area.y + row * (self.h + CHIP_GAP),
                           span * self.w + (span - 1) * CHIP_GAP, self.h)

    def single(self) -> Grid:
        """Every chip in one column's width (its name condensed, or cut)."""
        return self._replace(spans=(1,) * len(self.spans))


def grid(widths: list[int], area_w: int, h: int, most: int = 3, forced: bool = False) -> Grid:
    """The most columns (up to `most`) in which every chip keeps the width it needs, one column
    when even that is too narrow (the chip's words then condense); `forced`: `most` columns
    whatever the widths, a chip whose name needs more spanning as many as it needs."""
    need = max(widths, default=0)
    cols = most if forced else next((c for c in range(most, 1, -1) if (area_w - (c - 1) * CHIP_GAP) // c >= need), 1)
    w = (area_w - (cols - 1) * CHIP_GAP) // cols
    return Grid(cols, w, h, tuple(min(cols, -(-(width + CHIP_GAP) // (w + CHIP_GAP))) for width in widths))


def _item_width(kind: str, card_id: str, show: bool) -> int:
    if not show or card_id == HIDDEN:
        return 0
    if kind == "weapon":
        return cards.chip_width(card_id)
    return cards.powerup_chip_width(card_id)


def _hands(dst: pygame.Surface, table: Table, team: Team, show: bool, regions: Regions) -> None:
    """Each player's ammo and hand, then the team's table of unloaded weapons. Chips are
    `small + 8` tall, less when the side is short of room, and never left off."""
    lay = L.now()
    area = lay.hands_rect(team).inflate(-6, 0)
    ts = table.teams[team]
    n = len(ts.players)
    gap = max(3, lay.gap // 2)
    line = cards.small() + 8
    hands: list[list[HandItem]] = [[("weapon", w) for w in p.weapons] + [("powerup", c) for c in p.powerups]
                                   for p in ts.players]
    inner_w = area.w - 8
    need = [[_item_width(k, c, show) for k, c in items] for items in hands]
    unloaded = [cards.chip_width(w, cubes=True) for w in ts.table]
    small = cards.small()
    head_h, grids, table_grid = _layout(need, unloaded, inner_w, area.w, line, small, area.h - n * gap)
    blocks, table_h = _heights(grids, table_grid, head_h)
    line = head_h
    y = area.y
    for i, p in enumerate(ts.players):
        block = pygame.Rect(area.x, y, area.w, blocks[i])
        pygame.draw.rect(dst, th.PANEL_LIGHT, block, border_radius=lay.radius)
        _player_head(dst, table, team, i, pygame.Rect(block.x + 4, block.y + 1, block.w - 8, line), regions)
        cards_area = pygame.Rect(block.x + 4, block.y + line + 2, inner_w, block.h - line - 4)
        for k, (kind, card_id) in enumerate(hands[i]):
            _hand_item(dst, p, kind, card_id, grids[i].spot(cards_area, k), show, regions)
        y = block.bottom + gap
    if ts.table:
        _team_table(dst, ts.table, pygame.Rect(area.x, y, area.w, table_h), table_grid, line, regions)


def _layout(need: list[list[int]], unloaded: list[int], inner_w: int, table_w: int, line: int, small: int,
            room: int) -> tuple[int, list[Grid], Grid]:
    """How to lay out the hands and the team's table in `room` px (the gaps between players
    aside), as the name line's height and the grids; roomiest first: tall chips in the columns
    the names need; then shorter chips; then two columns, then three whatever the names (a
    chip too narrow for its name spans the columns it needs); then a short line for each
    player's name. Where none of those fits, the forced columns with every chip in one
    column's width, two before three, and then as many chips as still fit given the columns
    their names need, the most cut first; the rest condensed further or cut (the tooltip and
    the magnifier have them), which beats names left off the side."""
    tiers = ((line, line, 0), (small + 4, line, 0), (small + 4, line, 2), (small + 4, line, 3),
             (small + 2, small + 4, 3))
    laid = []
    for chip_h, head_h, forced in tiers:
        grids = [grid(widths, inner_w, chip_h, forced or 3, bool(forced)) for widths in need]
        table_grid = grid(unloaded, table_w, chip_h, forced or 2, bool(forced))
        if _height(head_h, [*grids, table_grid]) <= room:
            return head_h, grids, table_grid
        if forced:
            laid.append((head_h, [*grids, table_grid]))
    for way, (head_h, spanned) in enumerate(laid, 1):
        singles = [g.single() for g in spanned]
        if _height(head_h, singles) > room and way < len(laid):
            continue
        widest = sorted(((w, i, k) for i, widths in enumerate([*need, unloaded]) for k, w in enumerate(widths)
                         if spanned[i].spans[k] > 1), reverse=True)
        for _w, i, k in widest:
            tried = singles[i]._replace(spans=tuple(spanned[i].spans[k] if j == k else span
                                                    for j, span in enumerate(singles[i].spans)))
            if _height(head_h, [*singles[:i], tried, *singles[i + 1:]]) <= room:
                singles[i] = tried
        return head_h, singles[:-1], singles[-1]
    raise AssertionError("the last way is always taken")


def _height(head_h: int, grids: list[Grid]) -> int:
    """How tall the players' blocks (all grids but the last) and the team's table (the last)
    are, the gaps between them aside."""
    *hands, table_grid = grids
    blocks, table_h = _heights(hands, table_grid, head_h)
    return sum(blocks) + table_h


def _heights(grids: list[Grid], table_grid: Grid, head_h: int) -> tuple[list[int], int]:
    """How tall each player's block and the team's table are with these grids."""
    return ([head_h + 2 + g.height() + 4 for g in grids],
            head_h + table_grid.height() if table_grid.spans else 0)


def _player_head(dst: pygame.Surface, table: Table, team: Team, i: int, head: pygame.Rect, regions: Regions) -> None:
    """A player's name, the characters they control, their ammo."""
    lay = L.now()
    ts = table.teams[team]
    p = ts.players[i]
    n = len(ts.players)
    counts = pygame.Rect(head.right - min(132, head.w // 2), head.y, min(132, head.w // 2), head.h)
    mine = [c for c in ts.characters if ts.owner.get(c) == i or n == 1 or c == ts.shared]
    tok_r = head.h // 2 - 1
    name_w = counts.x - head.x - len(mine) * (2 * tok_r + 3) - 8
    name_r = th.label(dst, p.name, lay.small, (head.x, head.y, name_w, head.h), th.TEXT, True)
    for k, c in enumerate(mine):
        tok = cards.token(c, tok_r)
        spot = tok.get_rect(midleft=(name_r.right + 6 + k * (2 * tok_r + 3), head.centery))
        dst.blit(tok, spot)
        regions.add(spot, None, _("{player} plays {character}").format(player=html.escape(p.name),
                                                                        character=character_name(c)))
    ammo_counts(dst, p.cubes, counts)
    cubes = _(", ").join(_("{n} {colour}").format(n=p.cubes.get(c, 0), colour=colour_word(c)) for c in AMMO)
    regions.add(counts, None, _("<b>{player}'s ammo</b>: {cubes} (at most {most} of each; ammo belongs to the "
                                "player).").format(player=html.escape(p.name), cubes=cubes, most=MAX_CUBES))


def _team_table(dst: pygame.Surface, wids: list[str], area: pygame.Rect, g: Grid, line: int, regions: Regions
                ) -> None:
    """Every unloaded weapon on the team's table, with its reload cost, under a title `line` tall."""
    lay = L.now()
    words = ngettext("TEAM'S TABLE · {n} unloaded weapon", "TEAM'S TABLE · {n} unloaded weapons", len(wids))
    said = th.fitting([words.format(n=len(wids)), _("TEAM'S TABLE · {n}").format(n=len(wids))], area.w - 8, True)
    th.label(dst, said, lay.small, (area.x + 4, area.y, area.w - 8, line), th.GOLD, True)
    regions.add((area.x, area.y, area.w, line), None, _(TABLE_TIP))
    chips = pygame.Rect(area.x, area.y + line, area.w, area.h - line)
    for k, wid in enumerate(wids):
        spot = g.spot(chips, k)
        dst.blit(cards.weapon_chip(wid, spot.w, spot.h, cubes=True), spot)
        regions.add(spot, ("weapon", wid), cards.weapon_tip(wid) + "<br>" + _("Unloaded, on the team's table."))


def _hand_item(dst: pygame.Surface, p: Player, kind: str, card_id: str, spot: pygame.Rect, show: bool,
               regions: Regions) -> None:
    if not show or card_id == HIDDEN:
        dst.blit(cards.card_back(spot.w, spot.h, kind), spot)
        hidden = _("A weapon in {player}'s hand, hidden from the other team.") if kind == "weapon" else \
            _("A powerup in {player}'s hand, hidden from the other team.")
        regions.add(spot, None, hidden.format(player=html.escape(p.name)))
    elif kind == "weapon":
        dst.blit(cards.weapon_chip(card_id, spot.w, spot.h), spot)
        regions.add(spot, ("weapon", card_id), cards.weapon_tip(card_id) + "<br>"
                    + _("Loaded, in {player}'s hand.").format(player=html.escape(p.name)))
    else:
        dst.blit(cards.powerup_card(card_id, spot.w, spot.h), spot)
        regions.add(spot, ("powerup", card_id), cards.powerup_tip(card_id))
