"""`python -m adrenaline_team.autoplay`: a bots-only game with no window that autosaves after
every decision, and can resume from its save. It is the crash-safety workout for saves: a
test kills it at random moments and checks what the file holds.

The bot is stateless: each choice is drawn from a generator seeded by the game's seed and
the number of choices made so far. A resumed game therefore picks exactly what the
uninterrupted game would have, whatever moment the process died at."""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from .ai import Bot
from .ai.match import bot_config, play_out
from . import i18n
from .args import Parser, add_arena, add_language, add_seed, parse_teams
from .i18n import _, pgettext
from .rules import Choice, Game
from .rules.events import Event, GameOver
from .rules.observe import Seat
from .files import cannot_write
from .rules.save import SaveError, load_game, save_game


def stateless_bot(seed: int, game: Game) -> Bot:
    """The random bot for `game` whose choice depends only on the seed and the choices made
    so far (it counts them in the game it plays: a workout for saves, where fairness is moot)."""
    def pick(seat: Seat) -> Choice:
        return random.Random(f"{seed}:{len(game.history)}").choice(seat.decision.choices)
    return pick


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="python -m adrenaline_team.autoplay",
                    description=_("Play a random-bot game headless, autosaving after every decision."))
    parser.add_argument("--save", type=Path, required=True, metavar=pgettext("placeholder", "FILE"),
                        help=_("the save file, rewritten atomically each decision"))
    add_seed(parser, _("the game's seed: the same seed plays the same game"), required=True)
    add_arena(parser, _("the arena (default A)"), default="A")
    parser.add_argument("--teams", type=parse_teams, default=(1, 1), metavar="BvW",
                        help=_("team sizes, black v white, e.g. 2v3"))
    parser.add_argument("--resume", action="store_true", help=_("load --save first and continue that game"))
    add_language(parser)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    i18n.set_language(i18n.asked_language(argv) or i18n.system_language())
    args = build_parser().parse_args(argv)
    if args.resume:
        try:
            game = load_game(args.save)
        except SaveError as err:
            print(_("autoplay: {error}").format(error=err), file=sys.stderr)
            return 2
        if game.seed != args.seed:
            print(_("autoplay: {file}: the save was played with seed {seed}, not {asked}").format(
                file=args.save, seed=game.seed, asked=args.seed), file=sys.stderr)
            return 2
    else:
        game = Game.new(bot_config(args.teams, args.arena, ("random", "random")), args.seed)

    def autosave(events: list[Event]) -> None:
        save_game(game, args.save)
        # Printed only once the save is on disk: the file holds at least this many choices.
        print(len(game.history), flush=True)

    try:
        if not args.resume:
            save_game(game, args.save)
        play_out(game, stateless_bot(args.seed, game), after=autosave)
    except OSError as err:  # a full disk, a read-only folder: playing on unsaved would defeat the point
        print(_("autoplay: cannot write {file}: {why}").format(file=args.save, why=cannot_write(err, args.save.parent)),
              file=sys.stderr)
        return 2
    r = game.result
    assert r is not None, "play_out plays a game to its end (its limit guards against an engine bug)"
    print(next(e.text for e in reversed(game.log) if isinstance(e, GameOver)), flush=True)  # the table's words
    return 0


if __name__ == "__main__":
    sys.exit(main())
