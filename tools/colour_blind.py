"""See screenshots as a colour-blind player sees them: each PNG given is written again through
a simulated deuteranopia and protanopia (the red-green deficiencies: about one man in twelve),
beside it as NAME-deuteranopia.png and NAME-protanopia.png, or in `--out`.

    python tools/colour_blind.py docs/screenshots/play-1280x720.png [--out /tmp/seen]

The simulation is Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for
Simulation of Color Vision Deficiency", at severity 1.0 (a whole dichromacy), applied to the
linear RGB values as the paper does. Pygame alone (a project dependency), no numpy: a
1280x720 screenshot takes a few seconds. Issue 45 checked the table's ammo cubes with it:
their colours alone no longer tell red, blue and yellow apart, their signs do."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

# Machado et al. 2009, table for severity 1.0
MACHADO: dict[str, Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}
STEPS = 4096  # the linear values' steps on the way back to sRGB


def _to_linear(v: int) -> float:
    c = v / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(c: float) -> int:
    c = min(1.0, max(0.0, c))
    v = c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return round(v * 255)


LINEAR = [_to_linear(v) for v in range(256)]
SRGB = [_to_srgb(i / (STEPS - 1)) for i in range(STEPS)]


def simulate(surface: pygame.Surface, deficiency: str) -> pygame.Surface:
    """`surface` as seen with `deficiency` (a key of `MACHADO`)."""
    m = MACHADO[deficiency]
    data = pygame.image.tobytes(surface, "RGB")
    out = bytearray(len(data))
    seen: dict[bytes, bytes] = {}  # a screenshot has far fewer colours than pixels
    top = STEPS - 1
    for i in range(0, len(data), 3):
        key = data[i:i + 3]
        got = seen.get(key)
        if got is None:
            r, g, b = LINEAR[key[0]], LINEAR[key[1]], LINEAR[key[2]]
            got = seen[key] = bytes(
                SRGB[min(top, max(0, round((row[0] * r + row[1] * g + row[2] * b) * top)))] for row in m)
        out[i:i + 3] = got
    return pygame.image.frombytes(bytes(out), surface.get_size(), "RGB")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write PNGs again as a deuteranope and a protanope see them.")
    parser.add_argument("png", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, help="the folder to write to (default: beside each PNG)")
    args = parser.parse_args(argv)
    for path in args.png:
        try:
            picture = pygame.image.load(str(path))
        except (pygame.error, OSError) as err:
            print(f"{path}: cannot read it ({err})", file=sys.stderr)
            return 2
        folder = args.out or path.parent
        folder.mkdir(parents=True, exist_ok=True)
        for deficiency in MACHADO:
            target = folder / f"{path.stem}-{deficiency}.png"
            pygame.image.save(simulate(picture, deficiency), str(target))
            print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
