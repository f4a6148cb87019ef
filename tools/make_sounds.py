"""The game's sound effects, made here from sine waves and noise (issue 23), and written once as
the small WAV files the wheel ships in `assets/sounds/`.

    python tools/make_sounds.py             # writes assets/sounds/*.wav
    python tools/make_sounds.py --check     # exit 1 when the committed files are not what this makes
    python tools/make_sounds.py --plot FILE # each sound's waveform and spectrogram in one PNG
    python tools/make_sounds.py --report    # each sound's length, peak, loudness, attack, pitch

Why files made by a script, and not sounds made in the game at start-up: the game has no numpy,
and building about five seconds of audio sample by sample in pure Python takes about half a
second of CPU, which every window would pay before its first frame (and every test that opens
one). Read from a file, a sound costs a millisecond. The script is the recipe: the same code
gives the same bytes (a seeded noise generator), `--check` says whether the files are current,
and `tests/test_sound.py` measures the files as a listener would judge them.

How they are meant to sound (the numbers are checked by the tests):
- shot: a short crack with a low body (0.25 s); damage: a dull thud (0.2 s); mark: a light
  wooden tick, the quietest (0.16 s);
- flush: a rising and falling rush of air over a rumble, the buffer emptying (0.75 s);
  killshot: a boom with a dark bell chord (0.95 s); overkill: two booms and a brighter chord
  (1.05 s) -- these three are the loudest and longest;
- turn: two soft rising notes (0.5 s); hand-off: three soft falling notes, a call to pass the
  screen (0.62 s).
Nothing is shrill: no sound has much above 5 kHz, and each one's mean pitch stays low. Every
sound starts and ends at silence (no click), and none reaches full scale (no clipping).

Standard library only: `math`, `random`, `array`, `wave`; the plot uses pygame."""

from __future__ import annotations

import argparse
import array
import cmath
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sounds"
RATE = 22050  # mono, 16 bits: enough for short effects below 5 kHz, and a quarter of CD audio's bytes
FULL = 32767

Signal = list[float]


# --- the parts sounds are built from ---------------------------------------------------------
def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def envelope(n: int, attack: float, decay: float, start: float = 0.0) -> Signal:
    """A rise over `attack` seconds from `start`, then an exponential fall (1/e after `decay`)."""
    out = []
    for i in range(n):
        t = i / RATE - start
        if t < 0:
            out.append(0.0)
        elif t < attack:
            out.append(math.sin(0.5 * math.pi * t / attack) ** 2)
        else:
            out.append(math.exp(-(t - attack) / decay))
    return out


def tone(n: int, freq: Callable[[float], float], partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),)) -> Signal:
    """A tone whose pitch follows `freq(t)`, with `partials` (multiple of the pitch, weight)."""
    out, phase = [], 0.0
    for i in range(n):
        phase += 2 * math.pi * freq(i / RATE) / RATE
        out.append(sum(w * math.sin(k * phase) for k, w in partials))
    return out


def sweep(f0: float, f1: float, seconds: float) -> Callable[[float], float]:
    """A pitch gliding exponentially from `f0` to `f1` over `seconds`, then staying."""
    return lambda t: f0 * (f1 / f0) ** min(1.0, t / seconds)


def noise(n: int, rnd: random.Random) -> Signal:
    return [rnd.uniform(-1.0, 1.0) for _ in range(n)]


def lowpass(x: Signal, cutoff: Callable[[float], float] | float, poles: int = 2) -> Signal:
    """`poles` one-pole low-pass filters in a row; the cutoff may move with time."""
    cut = cutoff if callable(cutoff) else (lambda t, c=cutoff: c)
    for _ in range(poles):
        y, out = 0.0, []
        for i, v in enumerate(x):
            a = 1 - math.exp(-2 * math.pi * cut(i / RATE) / RATE)
            y += a * (v - y)
            out.append(y)
        x = out
    return x


def times(*parts: Signal) -> Signal:
    return [math.prod(vs) for vs in zip(*parts)]


def mix(n: int, *parts: tuple[float, Signal]) -> Signal:
    """Weighted sum, each part padded with silence to `n` samples."""
    out = [0.0] * n
    for weight, part in parts:
        for i, v in enumerate(part[:n]):
            out[i] += weight * v
    return out


def delayed(x: Signal, seconds: float) -> Signal:
    return silence(seconds) + x


def finish(x: Signal, peak_db: float) -> Signal:
    """Soft-limited, faded in over 1 ms and out over 15 ms (no click at either end), scaled so
    that its peak is `peak_db` below full scale."""
    x = [math.tanh(1.2 * v) for v in x]
    n_in, n_out = round(0.001 * RATE), round(0.015 * RATE)
    for i in range(min(n_in, len(x))):
        x[i] *= i / n_in
    for i in range(min(n_out, len(x))):
        x[-1 - i] *= i / n_out
    top = max(abs(v) for v in x) or 1.0
    gain = 10 ** (peak_db / 20) / top
    return [v * gain for v in x]


def note(n: int, freq: float, start: float, decay: float, bright: float = 0.2) -> Signal:
    """A soft mallet note: its pitch and a little of the octave, a quick rise, a long fall."""
    return times(tone(n, lambda t: freq, ((1.0, 1.0), (2.0, bright), (3.0, bright / 4))),
                 envelope(n, 0.006, decay, start))


def boom(n: int, rnd: random.Random, start: float = 0.0) -> Signal:
    """A low impact: a pitch falling from 110 to 38 Hz under a short dark crack."""
    body = times(tone(n, sweep(110, 38, 0.3), ((1.0, 1.0), (2.0, 0.5), (3.0, 0.25))), envelope(n, 0.003, 0.26))
    crack = times(lowpass(noise(n, rnd), 2600), envelope(n, 0.001, 0.02))
    return delayed(mix(n, (1.0, body), (1.4, crack)), start)


# --- the sounds --------------------------------------------------------------------------------
def shot(rnd: random.Random) -> Signal:
    n = round(0.25 * RATE)
    crack = times(lowpass(noise(n, rnd), 2400), envelope(n, 0.001, 0.03))
    body = times(tone(n, sweep(220, 70, 0.08), ((1.0, 1.0), (2.0, 0.4))), envelope(n, 0.002, 0.05))
    room = times(lowpass(noise(n, rnd), 700), envelope(n, 0.004, 0.07))
    return finish(mix(n, (1.6, crack), (1.0, body), (0.9, room)), -7)


def damage(rnd: random.Random) -> Signal:
    n = round(0.2 * RATE)
    thud = times(tone(n, sweep(240, 95, 0.06), ((1.0, 1.0), (2.0, 0.6), (3.0, 0.2))), envelope(n, 0.003, 0.05))
    click = times(lowpass(noise(n, rnd), 1500), envelope(n, 0.001, 0.008))
    return finish(mix(n, (1.0, thud), (0.6, click)), -9)


def mark(rnd: random.Random) -> Signal:
    n = round(0.16 * RATE)
    wood = times(tone(n, lambda t: 720.0, ((1.0, 1.0), (2.76, 0.35))), envelope(n, 0.001, 0.022))
    tap = times(lowpass(noise(n, rnd), 1800), envelope(n, 0.0005, 0.004))
    return finish(mix(n, (1.0, wood), (0.3, tap)), -14)


def flush(rnd: random.Random) -> Signal:
    n = round(0.75 * RATE)

    def cutoff(t: float) -> float:  # the rush opens up to 1.8 kHz and closes again
        return 250 + 1550 * math.sin(math.pi * min(1.0, t / 0.6)) ** 2

    rush = times(lowpass(noise(n, rnd), cutoff), envelope(n, 0.22, 0.16))
    rumble = times(tone(n, sweep(70, 42, 0.6), ((1.0, 1.0), (2.0, 0.5), (3.0, 0.25))), envelope(n, 0.12, 0.22))
    drain = times(tone(n, sweep(420, 140, 0.45)), envelope(n, 0.05, 0.12, start=0.18))
    return finish(mix(n, (2.2, rush), (0.9, rumble), (0.18, drain)), -4)


def killshot(rnd: random.Random) -> Signal:
    n = round(0.95 * RATE)
    chord = mix(n, (1.0, note(n, 196.0, 0.01, 0.38, 0.3)), (0.8, note(n, 293.7, 0.01, 0.34, 0.25)),
                (0.35, note(n, 392.0, 0.01, 0.3, 0.1)))
    return finish(mix(n, (1.0, boom(n, rnd)), (0.6, chord)), -3)


def overkill(rnd: random.Random) -> Signal:
    n = round(1.05 * RATE)
    chord = mix(n, (1.0, note(n, 293.7, 0.16, 0.42, 0.3)), (0.8, note(n, 440.0, 0.16, 0.4, 0.25)),
                (0.5, note(n, 587.3, 0.16, 0.34, 0.1)))
    return finish(mix(n, (0.9, boom(n, rnd)), (1.0, boom(n, rnd, 0.14)), (0.5, chord)), -3)


def turn(rnd: random.Random) -> Signal:
    n = round(0.5 * RATE)
    return finish(mix(n, (1.0, note(n, 523.3, 0.0, 0.1)), (1.0, note(n, 784.0, 0.13, 0.15))), -13)


def handoff(rnd: random.Random) -> Signal:
    n = round(0.62 * RATE)
    return finish(mix(n, (1.0, note(n, 659.3, 0.0, 0.09, 0.3)), (1.0, note(n, 523.3, 0.13, 0.09, 0.3)),
                      (1.1, note(n, 392.0, 0.26, 0.14, 0.3))), -11)


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "shot": shot, "damage": damage, "mark": mark, "flush": flush, "killshot": killshot, "overkill": overkill,
    "turn": turn, "handoff": handoff}


def make(name: str) -> array.array[int]:
    """The sound's 16-bit samples (the same every time: its noise is seeded by its name)."""
    rnd = random.Random(f"adrenaline-team {name}")
    return array.array("h", (max(-FULL, min(FULL, round(v * FULL))) for v in SOUNDS[name](rnd)))


# --- files ---------------------------------------------------------------------------------
def write(path: Path, samples: array.array[int]) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(samples.tobytes() if sys.byteorder == "little" else _swapped(samples).tobytes())


def read(path: Path) -> array.array[int]:
    """A shipped sound's samples (mono, 16 bits, at `RATE`: anything else is refused)."""
    with wave.open(str(path), "rb") as w:
        if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path}: not mono 16-bit at {RATE} Hz")
        samples = array.array("h", w.readframes(w.getnframes()))
    return samples if sys.byteorder == "little" else _swapped(samples)


def _swapped(samples: array.array[int]) -> array.array[int]:
    out = array.array("h", samples)
    out.byteswap()
    return out


def same(a: array.array[int], b: array.array[int]) -> bool:
    """Equal but for one step of rounding (another platform's libm may differ in the last bit)."""
    return len(a) == len(b) and all(abs(x - y) <= 1 for x, y in zip(a, b))


# --- what a listener would judge, in numbers ----------------------------------------------------
def measure(samples: array.array[int]) -> dict[str, float]:
    """Length (s), peak (dBFS), loudness (RMS over the sound, dBFS), energy (sum of squares,
    full scale = 1 a sample), attack (s to the loudest 10 ms), the end's level, the sound's mean
    pitch (the RMS frequency, Hz: from the energy of its slope against its own: exact for a sine)
    and its shares of energy above 5 kHz (shrill) and above 200 Hz (what a laptop's small
    speakers can play)."""
    x = [v / FULL for v in samples]
    n = len(x)
    energy = sum(v * v for v in x)
    slope = sum((b - a) ** 2 for a, b in zip(x, x[1:]))
    ratio = min(1.0, slope / (4 * energy)) if energy else 0.0
    window = round(0.01 * RATE)
    blocks = [sum(v * v for v in x[i:i + window]) for i in range(0, n, window)]
    high, audible = _highpass(x, 5000), _highpass(x, 200)
    return {
        "length": n / RATE,
        "peak": 20 * math.log10(max(abs(v) for v in x) or 1e-9),
        "rms": 10 * math.log10(energy / n or 1e-18),
        "energy": energy,
        "attack": blocks.index(max(blocks)) * window / RATE,
        "edges": max(abs(x[0]), abs(x[-1])),
        "pitch": RATE / math.pi * math.asin(math.sqrt(ratio)),
        "above_5k": sum(v * v for v in high) / (energy or 1.0),
        "above_200": sum(v * v for v in audible) / (energy or 1.0),
    }


def _highpass(x: Signal, cutoff: float) -> Signal:
    """Two second-order Butterworth high-pass sections (24 dB an octave below `cutoff`; the
    bilinear transform keeps the cutoff where it is asked for, even near the top of the band)."""
    w = 2 * math.pi * cutoff / RATE
    alpha = math.sin(w) / (2 * 0.7071)
    cos = math.cos(w)
    a0 = 1 + alpha
    b = ((1 + cos) / 2 / a0, -(1 + cos) / a0, (1 + cos) / 2 / a0)
    a = (-2 * cos / a0, (1 - alpha) / a0)
    for _ in range(2):
        x1 = x2 = y1 = y2 = 0.0
        out = []
        for v in x:
            y = b[0] * v + b[1] * x1 + b[2] * x2 - a[0] * y1 - a[1] * y2
            x2, x1, y2, y1 = x1, v, y1, y
            out.append(y)
        x = out
    return x


# --- a picture to look at --------------------------------------------------------------------
def fft(x: list[complex]) -> list[complex]:
    n = len(x)
    if n == 1:
        return x
    even, odd = fft(x[0::2]), fft(x[1::2])
    turn_ = [cmath.exp(-2j * math.pi * k / n) * odd[k] for k in range(n // 2)]
    return [even[k] + turn_[k] for k in range(n // 2)] + [even[k] - turn_[k] for k in range(n // 2)]


def plot(path: Path) -> None:
    """Each sound in a row: its waveform above, its spectrogram below (0 to 8 kHz, brighter is
    louder, 60 dB of range), one pixel column per 2 ms, on one time scale for all."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.font.init()
    font = pygame.font.Font(None, 22)
    px_per_s, wave_h, spec_h, label_w, size = 500, 90, 110, 150, 256
    rows = [(name, [v / FULL for v in make(name)]) for name in SOUNDS]
    width = label_w + round(max(len(x) for _, x in rows) / RATE * px_per_s) + 20
    row_h = wave_h + spec_h + 16
    img = pygame.Surface((width, row_h * len(rows) + 30))
    img.fill((18, 18, 22))
    img.blit(font.render("waveform (full scale = row height) and spectrogram 0-8 kHz; 500 px = 1 s", True,
                         (200, 200, 200)), (10, 8))
    for r, (name, x) in enumerate(rows):
        top = 30 + r * row_h
        m = measure(make(name))
        img.blit(font.render(name, True, (240, 220, 120)), (10, top + 4))
        img.blit(font.render(f"{m['length']:.2f} s  {m['peak']:.0f} dB", True, (170, 170, 170)), (10, top + 24))
        img.blit(font.render(f"pitch {m['pitch']:.0f} Hz", True, (170, 170, 170)), (10, top + 44))
        mid = top + wave_h // 2
        pygame.draw.line(img, (60, 60, 70), (label_w, mid), (width - 10, mid))
        per_px = RATE / px_per_s
        for col in range(round(len(x) / per_px)):
            part = x[round(col * per_px):round((col + 1) * per_px)] or [0.0]
            lo, hi = min(part), max(part)
            pygame.draw.line(img, (120, 200, 255), (label_w + col, mid - hi * wave_h / 2),
                             (label_w + col, mid - lo * wave_h / 2))
        hann = [0.5 - 0.5 * math.cos(2 * math.pi * i / size) for i in range(size)]
        bins = int(8000 / RATE * size)
        for col in range(round(len(x) / per_px)):
            at = round(col * per_px) - size // 2
            frame = [complex(x[at + i] * hann[i]) if 0 <= at + i < len(x) else 0j for i in range(size)]
            mags = fft(frame)[:bins]
            for b, v in enumerate(mags):
                db = 20 * math.log10(abs(v) / (size / 4) + 1e-9)
                level = max(0.0, min(1.0, (db + 60) / 60))
                y0 = top + wave_h + spec_h - round((b + 1) * spec_h / bins)
                y1 = top + wave_h + spec_h - round(b * spec_h / bins)
                colour = (round(255 * level), round(180 * level ** 2), round(90 * level ** 3))
                pygame.draw.line(img, colour, (label_w + col, y0), (label_w + col, y1))
    pygame.image.save(img, str(path))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed files instead of writing")
    ap.add_argument("--plot", metavar="FILE", help="draw every sound's waveform and spectrogram into this PNG")
    ap.add_argument("--report", action="store_true", help="print each sound's measures")
    args = ap.parse_args(argv)
    if args.plot:
        plot(Path(args.plot))
        return 0
    if args.report:
        for name in SOUNDS:
            m = measure(make(name))
            print(f"{name:9} " + "  ".join(f"{k} {v:.4g}" for k, v in m.items()))
        return 0
    stale = []
    OUT.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        path = OUT / f"{name}.wav"
        samples = make(name)
        if args.check:
            if not path.is_file() or not same(read(path), samples):
                stale.append(path.name)
        else:
            write(path, samples)
    if stale:
        print(f"not what tools/make_sounds.py makes: {', '.join(stale)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
