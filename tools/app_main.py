"""The standalone app's entry point (frozen by tools/build_app.py): `adrenaline-team` with every
subcommand, the window included."""

import multiprocessing

if __name__ == "__main__":
    # First thing: a worker process the app spawns (the computer seats, the coach, `simulate
    # --jobs`) is this same executable, and must run its task here, not start a second game.
    multiprocessing.freeze_support()
    import sys

    from adrenaline_team.command import run
    sys.exit(run())
