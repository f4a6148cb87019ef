"""The play screen's geometry for a window size, as numbers a person or a test can check:

    python -m adrenaline_team.ui.layout --size 1280x640 --json

prints one JSON object: `window`, `arena` (the map and its weapon racks), `map` (the squares
only), `square` (the side of one square, px), `figure` (a lone figure's diameter, px),
`figure_shared` (the smallest a figure is when two to six share a square), `token` (a damage
token's size in a buffer), `mark` (a mark's size), `log`
(the log's largest extent), `prompt`, `answers`, and the other named places of the table, each
rectangle as `[x, y, w, h]`. Without `--json`, one line per name. The geometry itself is
`kit.layout`; this is its command line."""

from __future__ import annotations

import json
import os
import sys


def main(argv: list[str] | None = None) -> int:
    from ..args import Parser, window_size
    parser = Parser(prog="python -m adrenaline_team.ui.layout",
                                     description="Print the play screen's named rectangles for a window size.")
    parser.add_argument("--size", type=window_size, default=(1920, 1080), help="the window, WIDTHxHEIGHT")
    parser.add_argument("--json", action="store_true", help="one JSON object")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    pygame.font.init()  # the summary's height is measured in its font
    from .kit.layout import Layout
    rects = Layout(args.size).rects()
    if args.json:
        print(json.dumps(rects))
    else:
        for name, value in rects.items():
            print(f"{name:12} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
