"""The icons of the table and their words (issue 23: icons that explain themselves).

A weapon card's effect box says what it does with icons and the card's numbers (`effect_icons`,
read from the catalog's params); each icon carries its own hover text, and the menu's Rules
page lists every icon of the table with its meaning (`LEGEND`). Icons are drawn by `chip`, the
one function that draws them on cards, in the magnifier and in the legend."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from ...i18n import N_, _, ngettext
from ...rules.cards import cost_words
from ..kit import theme as th

if TYPE_CHECKING:
    from ...catalog.models import Effect, Params

INK = (38, 36, 34)
DAMAGE, MARK, MOVE, PUSH, RANGE, TOKEN = (196, 40, 40), (110, 60, 160), (40, 110, 60), (150, 90, 20), \
    (40, 90, 150), (60, 120, 60)
BOLT = (200, 60, 40)


class Chip(NamedTuple):
    """One icon of an effect box: its glyph ("drop" is drawn, not a glyph), the number beside
    it, its colour and its meaning in words."""

    icon: str
    words: str
    colour: th.RGB
    tip: str


def printed(params: Params) -> dict[str, object]:
    """The numbers a card prints for an effect: the params its catalog entry sets (the model's
    defaults were not written on the card)."""
    return {k: getattr(params, k) for k in params.model_fields_set}


def _squares(n: int) -> str:
    return ngettext("{n} square", "{n} squares", n).format(n=n)


def effect_icons(effect: Params) -> list[Chip]:
    """What an effect box does, as icons read from the card's numbers."""
    params = printed(effect)
    out: list[Chip] = []

    def count(key: str) -> int:
        value = params.get(key)
        return value if isinstance(value, int) else 0
    if n := count("targets"):
        out.append(Chip("⊕", str(n), (60, 60, 70), ngettext("Targets: up to {n} enemy", "Targets: up to {n} enemies",
                                                           n).format(n=n)))
    if n := count("damage"):
        out.append(Chip("drop", str(n), DAMAGE, ngettext("Damage: {n} to each target", "Damage: {n} to each target",
                                                         n).format(n=n)))
    if n := count("second_square_damage"):
        out.append(Chip("drop", f"+{n}", DAMAGE, _("Damage: {n} to each target on the second square").format(n=n)))
    if n := count("marks"):
        out.append(Chip("◆", str(n), MARK, ngettext("Marks: {n} on each target", "Marks: {n} on each target",
                                                    n).format(n=n)))
    if n := count("move"):
        out.append(Chip("➜", str(n), MOVE, _("Move: you may move {squares}").format(squares=_squares(n))))
    if n := count("push"):
        out.append(Chip("⇥", str(n), PUSH, _("Push: you may move the target {squares}").format(squares=_squares(n))))
    if n := count("pull"):
        out.append(Chip("⇤", str(n), PUSH, _("Pull: targets up to {squares} away are moved onto the vortex")
                        .format(squares=_squares(n))))
    if "distance" in params and params["distance"] is not None:
        d = count("distance")
        out.append(Chip("◎", _("here") if d == 0 else f"={d}", RANGE,
                        _("Range: on your own square") if d == 0 else
                        _("Range: exactly {squares} away").format(squares=_squares(d))))
    lo, hi = count("min_distance") or None, params.get("max_distance")
    if lo is not None or isinstance(hi, int):
        if lo is not None and isinstance(hi, int):
            words, tip = f"{lo}–{hi}", _("Range: {lo} to {hi} squares away").format(lo=lo, hi=hi)
        elif lo is not None:
            words, tip = f"{lo}+", _("Range: at least {squares} away").format(squares=_squares(lo))
        else:
            assert isinstance(hi, int)
            words, tip = f"≤{hi}", _("Range: at most {squares} away").format(squares=_squares(hi))
        out.append(Chip("◎", words, RANGE, tip))
    for flag, icon, tip in (("poison", "☣", N_("Places a poison token on the target")),
                            ("mind_control", "✦", N_("Places a mind control token on the target")),
                            ("overload", "⚠", N_("Places an overload token on the square"))):
        if params.get(flag):
            out.append(Chip(icon, "", TOKEN, _(tip)))
    return out


def kind_words(effect: Effect) -> str:
    """What the "+" or "or" before an effect box means."""
    return (_("+ : an optional effect, added to the basic effect when you pay its cost")
            if effect.kind == "optional" else _("or : another mode, used instead of the basic effect"))


def cost_tip(cost: tuple[str, ...]) -> str:
    return _("Cost of this effect: {cost}").format(cost=cost_words(cost))


def bolt_tip() -> str:
    return _("⚡ Adrenaline Rush: this effect also slides the character's Adrenaline Rush tile one space left")


def chip(surf: pygame.Surface, icon: str, words: str, colour: th.RGB, x: int, cy: int, size: int,
         ink: th.RGB = INK) -> pygame.Rect:
    """Draw one icon with its number at `x`, centred on `cy`; returns the rectangle it took."""
    x0 = x
    if icon == "drop":
        drop(surf, colour, (x + size * 0.42, cy), size)
        x += round(size * 0.84) + 2
    else:
        g = th.text(icon, size, colour, True)
        surf.blit(g, g.get_rect(midleft=(x, cy)))
        x += g.get_width() + 1
    if words:
        t = th.text(words, max(th.MIN_TEXT, size - 1), ink, True, True)
        surf.blit(t, t.get_rect(midleft=(x, cy)))
        x += t.get_width()
    return pygame.Rect(x0, cy - size // 2 - 1, x - x0, size + 2)


def chip_width(icon: str, words: str, size: int) -> int:
    w = round(size * 0.84) + 2 if icon == "drop" else th.measure(icon, size, True) + 1
    return w + (th.measure(words, max(th.MIN_TEXT, size - 1), True, True) if words else 0)


def drop(surf: pygame.Surface, colour: th.RGB, centre: tuple[float, float], size: int) -> None:
    """A drop of blood: the damage icon."""
    cx, cy = centre
    r = size * 0.42
    pygame.draw.polygon(surf, colour, [(cx, cy - size * 0.55), (cx + r * 0.95, cy), (cx - r * 0.95, cy)])
    pygame.draw.circle(surf, colour, (cx, cy + r * 0.25), r)


# The Rules page's legend: (what to draw, its name, what it means). The pictures are drawn by
# `menu._legend_icon` from the same functions the table uses.
LEGEND: tuple[tuple[str, str, str], ...] = (
    ("⊕", N_("Targets"), N_("On a weapon card: how many enemies the effect may hit.")),
    ("drop", N_("Damage"), N_("Damage dealt to each target.")),
    ("◆", N_("Marks"), N_("Marks given to each target; they turn into damage when that colour is next dealt "
                          "damage.")),
    ("➜", N_("Move"), N_("You may move this many squares.")),
    ("⇥", N_("Push"), N_("You may move the target this many squares.")),
    ("⇤", N_("Pull"), N_("Targets this far from the vortex are moved onto it.")),
    ("◎", N_("Range"), N_("How far the target must be: here, =2 exactly, 2+ at least, ≤2 at most.")),
    ("+", N_("Optional effect"), N_("Added to the basic effect if you pay its cost.")),
    ("or", N_("Other mode"), N_("Used instead of the basic effect.")),
    ("cube", N_("Ammo cube"), N_("A cost: pay a cube of that colour (or a powerup of that colour). Each colour has "
                                 "its sign: a triangle on red, a ring on blue, a bar on yellow.")),
    ("⚡", N_("Adrenaline Rush"), N_("Paid by sliding the Adrenaline Rush tile one space left: the killshot "
                                    "comes sooner.")),
    ("☣✦⚠", N_("Tokens"), N_("Poison, mind control and overload tokens of the house characters.")),
    ("token", N_("Damage token"), N_("In Team Play a damage token has the colour of the character who RECEIVES "
                                    "it, the reverse of the base game. In a buffer it shows who will take it "
                                    "when the buffer is flushed.")),
    ("mark", N_("Mark"), N_("A mark in the buffer's marks area, in the colour of the character it waits for.")),
    ("☠", N_("Killshot space"), N_("Damage on this space of the track kills the character; the space after it "
                                   "(+1) is the overkill.")),
    ("ready", N_("Ready"), N_("The ability card stands upright: this character has not acted this turn.")),
    ("acted", N_("Acted"), N_("The ability card lies sideways: this character has acted this turn.")),
    ("used", N_("Ability used"), N_("At the end of the turn the ability card stands upright again: this character "
                                    "has used its end-of-turn ability.")),
    ("ammo", N_("Ammo tile"), N_("On a square: grab it for its cubes (and a powerup if it shows a card).")),
)
