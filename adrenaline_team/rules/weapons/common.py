"""What weapon effects share: who may be targeted (sight, distance, "different"), the effect
shapes (pick targets, hit everyone somewhere, hit a chosen square, move yourself) and the
small steps they are made of (strike, push, choose a direction).

A card file says each effect's shape, its selector and its numbers (`Effect.params`); the
names here are the words the card files use (`catalog.models.Shape`, `Select`)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from functools import cache, partial
from typing import TYPE_CHECKING

from ...arena import DIRECTIONS, Arena
from ...catalog.models import Effect
from ...i18n import N_
from ...message import Msg, listing
from ..cards import char_msg, effect_msg, weapon
from ..decision import Flow
from ..state import Square, standing

if TYPE_CHECKING:
    from ..shot import Prompt, Shot

Usable = Callable[["Shot", Effect], bool]
Run = Callable[["Shot", Effect], Flow]
Candidates = Callable[["Shot", Effect], list[str]]
Squares = Callable[["Shot", Effect], list[Square]]
Spots = Callable[[Arena, Square, Effect], "frozenset[Square]"]
DIRECTION_NAMES = {"N": Msg("north"), "E": Msg("east"), "S": Msg("south"), "W": Msg("west")}


@dataclass(frozen=True, slots=True)
class Reach:
    """An effect that hits when an enemy stands within the card's distance (`range_of`, in
    the shooter's sight with `sight`) and, with `spots`, on one of the squares that the arena
    alone decides from the shooter's square. Nothing else matters on a fresh shot, so a look
    at what a character can do (`look.py`) asks it by set look-ups instead of `usable`;
    tests/test_look.py checks that the two agree."""

    sight: bool = False
    spots: Spots | None = None


@dataclass(frozen=True, slots=True)
class Behaviour:
    """How an effect runs: `run` asks through the shot; `usable` says whether it could hit
    anybody now, the rule every legality question comes back to; `reach`, when the effect
    hits by where an enemy stands alone (`Reach`)."""

    run: Run
    usable: Usable
    reach: Reach | None = None


def some(candidates: Callable[[Shot, Effect], Collection[object]]) -> Usable:
    """Usable when `candidates` (targets, squares, directions...) offers anything."""
    return lambda shot, effect: bool(candidates(shot, effect))


def any_of(candidates: Callable[[Shot, Effect], Iterator[object]]) -> Usable:
    """Usable when `candidates`, walked lazily, yields anything: a look at what a character
    can do stops at the first square, direction or target instead of listing them all."""
    def usable(shot: Shot, effect: Effect) -> bool:
        for _ in candidates(shot, effect):
            return True
        return False
    return usable


def replaced(shot: Shot, effect: Effect) -> bool:
    """An effect that another used effect replaces ("instead of") is never usable."""
    return not rivals(shot.weapon.id, effect.id).isdisjoint(shot.used)


@cache
def rivals(weapon_id: str, effect_id: str) -> frozenset[str]:
    """The effects of the weapon that one replaces or that replace it ("instead of")."""
    mine = next(e for e in weapon(weapon_id).effects if e.id == effect_id)
    return frozenset(e.id for e in weapon(weapon_id).effects
                     if e.id == mine.params.instead_of or e.params.instead_of == effect_id)


# --- who may be targeted ------------------------------------------------------------------
def basic_of(shot: Shot) -> Effect:
    return _basic(shot.weapon.id)


@cache
def _basic(weapon_id: str) -> Effect:
    """Every weapon has one basic effect (catalog); asked for on every target check."""
    return next(e for e in weapon(weapon_id).effects if e.kind == "basic")


def usable(shot: Shot, effect: Effect) -> bool:
    return shot.behaviours[effect.id].usable(shot, effect)


def range_of(shot: Shot, effect: Effect, sight: bool = False) -> frozenset[Square]:
    """The squares at the card's distance from you: exactly `distance` (0 = your square), or
    from `min_distance` to `max_distance`; no such param, any distance. With `sight`, only
    those you can see."""
    p, arena = effect.params, shot.arena
    square = shot.figures[shot.shooter].square
    assert square is not None  # the shooter stands on the arena
    return (arena.reach_seen if sight else arena.reach)(square, p.distance, p.min_distance, p.max_distance)


def set_apart(shot: Shot, effect: Effect) -> set[str]:
    """BASE-WG-6: the targets of other effects of this shot that this one may not take: all of
    them when this effect or that one says "different" (its `different` param)."""
    if not shot.targets:  # nobody targeted yet: nothing to keep apart
        return set()
    mine = effect.params.different
    return {c for e in shot.weapon.effects if e.id != effect.id and (mine or e.params.different)
            for c in shot.targets.get(e.id, ())}


def leaves_basic(shot: Shot, effect: Effect, target: str) -> bool:
    """BASE-WG-4: a "different" box of an arena weapon resolved before the basic effect may not
    take the only target the basic effect could still hit (here or after a move box)."""
    if not basic_at_stake(shot, effect):
        return True
    saved = shot.targets
    shot.targets = {**saved, effect.id: [target]}
    try:
        return basic_reachable(shot)
    finally:
        shot.targets = saved


def basic_at_stake(shot: Shot, effect: Effect) -> bool:
    """Whether `leaves_basic` has anything to check: a "different" box of an arena weapon
    before its basic effect."""
    return effect.params.different and shot.weapon.owner is None and basic_of(shot).id not in shot.used


def basic_reachable(shot: Shot) -> bool:
    """The basic effect can hit now, or after one of the shot's unused move boxes."""
    return usable(shot, basic_of(shot)) or any(
        e.shape == "move" and e.id not in shot.used and destinations(shot, e) for e in shot.weapon.effects)


def eligible(shot: Shot, effect: Effect, chars: list[str] | tuple[str, ...], sight: bool = False) -> list[str]:
    """Those of `chars` the effect may target: at its distance (`range_of`, in sight with
    `sight`), not kept apart (`set_apart`), and leaving the basic effect a target
    (`leaves_basic`)."""
    reach, figures = range_of(shot, effect, sight), shot.figures
    apart = set_apart(shot, effect)
    at_stake = basic_at_stake(shot, effect)
    return [c for c in chars if c not in apart and figures[c].square in reach
            and (not at_stake or leaves_basic(shot, effect, c))]


def seen(shot: Shot, effect: Effect) -> list[str]:
    return eligible(shot, effect, shot.enemies, sight=True)


def unseen(shot: Shot, effect: Effect) -> list[str]:
    visible = shot.seen()
    return eligible(shot, effect, [c for c in shot.enemies if c not in visible])


def near(shot: Shot, effect: Effect) -> list[str]:
    """By distance alone, no sight needed (`distance = 0`: on your square)."""
    return eligible(shot, effect, shot.enemies)


def seen_by(shot: Shot, effect: Effect) -> list[str]:
    """T.H.O.R. chains: enemies that the target of the effect named by `seen_by` can see now."""
    earlier = shot.targets.get(effect.params.seen_by or "")
    return eligible(shot, effect, shot.seen(frm=shot.where(earlier[-1]))) if earlier else []


def basic_targets(shot: Shot, effect: Effect) -> list[str]:
    enemies = shot.enemies
    return [c for c in shot.targets.get(basic_of(shot).id, ()) if c in enemies]


def basic_once(shot: Shot, effect: Effect) -> list[str]:
    """A basic target for one more point; one that another box already gave a point is left
    out (Machine Gun: the focus shot and the tripod's point go to two different targets)."""
    others = {c for e, chars in shot.targets.items() if e not in (basic_of(shot).id, effect.id) for c in chars}
    return [c for c in basic_targets(shot, effect) if c not in others]


def on_chosen_square(shot: Shot, effect: Effect) -> list[str]:
    """Enemies on the square an earlier effect of this shot chose (`area`)."""
    square = shot.memo.get("square")
    return eligible(shot, effect, shot.enemies_on(square)) if square else []


def blasted(shot: Shot, effect: Effect) -> list[str]:
    """Whoever stood on the Rocket Launcher's target square when it was hit (the script
    `rocket_launcher` notes them)."""
    enemies = shot.enemies
    return [c for c in shot.memo.get("blast", ()) if c in enemies]


def squares_near(shot: Shot, effect: Effect) -> list[Square]:
    reach = range_of(shot, effect)
    return [s for s in shot.arena.squares if s in reach]


def squares_seen(shot: Shot, effect: Effect) -> list[Square]:
    reach = range_of(shot, effect, sight=True)
    return [s for s in shot.arena.squares if s in reach]


# The card files' selectors: enemies for "pick" and "everyone", squares for "area".
TARGETS: dict[str, Candidates] = {"seen": seen, "unseen": unseen, "near": near, "seen_by": seen_by,
                                  "basic": basic_targets, "basic_once": basic_once,
                                  "chosen_square": on_chosen_square, "blast": blasted}
SQUARES: dict[str, Squares] = {"seen": squares_seen, "near": squares_near}
# The selectors that take whoever stands within the card's distance (in sight for "seen"),
# enemies or squares alike: an effect over one of them hits by `Reach`.
REACHES: dict[str, Reach] = {"seen": Reach(sight=True), "near": Reach()}


def usable_from(shot: Shot, square: Square, effect: Effect) -> bool:
    """Whether `effect` could hit if the shooter stood on `square`: a look, not a move."""
    with standing(shot.eng.figures[shot.shooter], square):
        return usable(shot, effect)


# --- steps --------------------------------------------------------------------------------
def what(effect: Effect) -> Msg | None:
    """What the effect deals, in words for prompts: "2 damage and 1 mark"; None if it deals
    nothing (it only places a token)."""
    p = effect.params
    parts = [Msg("{n} damage", n=p.damage)] if p.damage else []
    parts += [Msg.counted("{n} mark", "{n} marks", p.marks)] if p.marks else []
    return listing(parts) if parts else None


def placed(effect: Effect) -> Msg | None:
    """The tokens the effect places, in words for prompts: "poison"; None if it places none."""
    p = effect.params
    tokens = [token for flag, token in ((p.poison, _POISON), (p.mind_control, _MIND_CONTROL),
                                        (p.overload, _OVERLOAD)) if flag]
    return listing(tokens) if tokens else None


# the tokens an effect places, as its prompt names them
_POISON = Msg.term("effect", "poison")
_MIND_CONTROL = Msg.term("effect", "mind control")
_OVERLOAD = Msg.term("effect", "an overload token")

# A shot's question for whom (or where) its effect reaches, one sentence for each thing it
# names: damage and marks are dealt, tokens are placed, and Japanese says each with its own
# verb (与える, 置く) where English joins them with "+"; and a square or a room takes nothing,
# the enemies on it do (どのスペースの相手全員に…を与えますか？). Each: what it deals, the
# tokens it places, or both.
ASKED = {"who": (N_("{effect}: who takes {what}?"), N_("{effect}: who takes {token}?"),
                 N_("{effect}: who takes {what} + {token}?")),
         "another": (N_("{effect}: another target takes {what}?"), N_("{effect}: another target takes {token}?"),
                     N_("{effect}: another target takes {what} + {token}?")),
         "square": (N_("{effect}: which square takes {what}?"), N_("{effect}: which square takes {token}?"),
                    N_("{effect}: which square takes {what} + {token}?")),
         "room": (N_("{effect}: which room takes {what}?"), N_("{effect}: which room takes {token}?"),
                  N_("{effect}: which room takes {what} + {token}?"))}


def asked(where: str, name: Msg, effect: Effect) -> Msg:
    """The question of `where` ("who", "another", "square", "room") for `effect`, named `name`."""
    dealt, token = what(effect), placed(effect)
    deals, places, both_ = ASKED[where]
    if token is None:
        return Msg(deals, effect=name, what=dealt or Msg("the effect"))
    if dealt is None:
        return Msg(places, effect=name, token=token)
    return Msg(both_, effect=name, what=dealt, token=token)


def named(shot: Shot, effect: Effect) -> Msg:
    """The effect's box as its card names it: "with second lock"."""
    return effect_msg(shot.weapon.id, effect.id)


# A shot's questions, each made once per weapon and effect (a message never changes once made),
# or when first read where they name a target.
def _move_them(weapon_id: str, effect_id: str, target: str) -> Msg:
    return Msg("{effect}: move {character}?", effect=effect_msg(weapon_id, effect_id), character=char_msg(target))


@cache
def _which_direction(weapon_id: str, effect_id: str) -> Msg:
    return Msg("{effect}: which direction?", effect=effect_msg(weapon_id, effect_id))


@cache
def _move_yourself(weapon_id: str, effect_id: str) -> Msg:
    return Msg("{effect}: move yourself?", effect=effect_msg(weapon_id, effect_id))


@cache
def _move_where(weapon_id: str, effect_id: str) -> Msg:
    return Msg("{effect}: move where?", effect=effect_msg(weapon_id, effect_id))


def choose_up_to(shot: Shot, effect: Effect, candidates: list[str]) -> Flow:
    """Up to `targets` different enemies, at least one (BASE-WG-5: fewer is fine); with
    `one_per_square`, no two on the same square."""
    chosen: list[str] = []
    one_per_square = effect.params.one_per_square
    for _ in range(effect.params.targets):
        left = candidates
        if one_per_square:
            taken = {shot.where(c) for c in chosen}
            left = [c for c in candidates if c not in chosen and shot.where(c) not in taken]
        elif chosen:
            left = [c for c in candidates if c not in chosen]
        target = yield from shot.choose_target(partial(_who_takes, shot.weapon.id, effect, bool(chosen)), left,
                                               optional=bool(chosen))
        if target is None:
            break
        chosen.append(target)
    return chosen


def _who_takes(weapon_id: str, effect: Effect, another: bool) -> Msg:
    return asked("another" if another else "who", effect_msg(weapon_id, effect.id), effect)


def strike(shot: Shot, effect: Effect, target: str) -> None:
    """The effect's damage and marks (damage first, BASE-DMG-5), then its tokens (HS-TOK)."""
    p = effect.params
    if p.damage or p.marks:
        shot.hit(effect.id, target, damage=p.damage, marks=p.marks)
    if p.poison:
        shot.poison(target)
    if p.mind_control:
        shot.mind_control(target)
    if p.overload:
        shot.overload(shot.where(target))


def may_move(shot: Shot, char: str, squares: list[Square], prompt: Prompt) -> Flow:
    dest = yield from shot.choose_square(prompt, squares, optional=True)
    if dest is not None:
        shot.move(char, dest)


def push(shot: Shot, effect: Effect, target: str) -> Flow:
    """"Then you may move that target" up to `push` squares (in one direction with `straight`)."""
    n, here = effect.params.push, shot.where(target)
    if effect.params.straight:
        squares = [s for d in DIRECTIONS for s in shot.arena.straight(here, d, n)]
    else:
        squares = [s for s in shot.arena.within(here, n) if s != here]
    yield from may_move(shot, target, squares, partial(_move_them, shot.weapon.id, effect.id, target))


def choose_direction(shot: Shot, effect: Effect, directions: list[str]) -> Flow:
    return (yield from shot.choose(_which_direction(shot.weapon.id, effect.id),
                                   [(d, DIRECTION_NAMES[d]) for d in directions]))


# --- shapes -------------------------------------------------------------------------------
def pick(candidates: Candidates) -> Behaviour:
    """Choose targets among `candidates`, strike each (then push it, with `push`); with
    `move`, you may then move that many squares (Signal Jammer)."""
    def run(shot: Shot, effect: Effect) -> Flow:
        p = effect.params
        for target in (yield from choose_up_to(shot, effect, candidates(shot, effect))):
            strike(shot, effect, target)
            if p.push:
                yield from push(shot, effect, target)
        if p.move:
            here = shot.square
            reach = [s for s in shot.arena.within(here, p.move) if s != here]
            yield from may_move(shot, shot.shooter, reach, _move_yourself(shot.weapon.id, effect.id))
    return Behaviour(run, some(candidates))


def everyone(candidates: Candidates) -> Behaviour:
    """Strike every one of `candidates`: none may be spared (BASE-WG-5, DLC-WG-3)."""
    def run(shot: Shot, effect: Effect) -> Flow:
        for target in candidates(shot, effect):
            strike(shot, effect, target)
        return
        yield  # a flow that asks nothing: the effect chosen was the player's choice (`shoot`)
    return Behaviour(run, some(candidates))


def area(squares: Squares) -> Behaviour:
    """Choose one of `squares` with an enemy on it (so the shot hits: BASE-WG-8 [U], as
    recommended), note it for later boxes, and strike every enemy there."""
    def options(shot: Shot, effect: Effect) -> list[Square]:
        taken = shot.spots()
        return [s for s in squares(shot, effect) if s in taken]

    def run(shot: Shot, effect: Effect) -> Flow:
        square = yield from shot.choose_square(lambda: asked("square", named(shot, effect), effect),
                                               options(shot, effect))
        shot.memo["square"] = square
        for target in shot.enemies_on(square):
            strike(shot, effect, target)
    return Behaviour(run, some(options))


def destinations(shot: Shot, effect: Effect) -> list[Square]:
    """1 to `move` squares away; before the basic effect, only squares from which it can hit,
    since the shot must still include it and hit someone (BASE-WG-4, BASE-WG-8 [U])."""
    here = shot.square
    squares = [s for s in shot.arena.within(here, effect.params.move) if s != here]
    basic = basic_of(shot)
    if basic.id in shot.used:
        return squares
    return [s for s in squares if usable_from(shot, s, basic)]


def move_self(shot: Shot, effect: Effect) -> Flow:
    """A move box: all of it at once, so wholly before or wholly after the basic effect."""
    dest = yield from shot.choose_square(_move_where(shot.weapon.id, effect.id), destinations(shot, effect))
    shot.move(shot.shooter, dest)


MOVE = Behaviour(move_self, some(destinations))
