import os
import sys
from pathlib import Path

from hypothesis import settings

# Tests never open a real window or sound device.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).parent))  # tests/builders.py

# Fuzzing budgets: tests/test_fuzz.py takes 10-20 s under "ci", about 10 minutes on one core
# under `--hypothesis-profile=long` (500 examples took 2m46s); tests/test_gate_fuzz.py (mutated
# save files) about 10 s and 40 s. A step can replay a whole game (undo, load): no deadline.
settings.register_profile("ci", max_examples=100, stateful_step_count=40, deadline=None)
settings.register_profile("long", max_examples=2000, stateful_step_count=100, deadline=None)
settings.load_profile("ci")
