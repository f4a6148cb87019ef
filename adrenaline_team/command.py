"""The `adrenaline-team` command's first module: a Ctrl-C while the command's own modules are
still being imported (the first second of any command, before `cli.main` sets its handlers)
is the same one line and exit 130 as one that comes later, never Python's traceback. It
imports nothing of the game until it is called."""

from __future__ import annotations

import sys

STOPPED = 130  # 128 + SIGINT, as `cli.Stopped.code` says it


def run() -> int:
    try:
        from .cli import main
    except KeyboardInterrupt:
        print(_stopped(), file=sys.stderr)
        return STOPPED
    return main()


def _stopped() -> str:
    """"stopped" in the command's language: the catalog and the settings file are small and
    quick to read, so a second Ctrl-C while they are read is the only way to the English."""
    try:
        from . import i18n
        from .session.settings import command_language
        i18n.set_language(command_language(sys.argv[1:]))
        return i18n._("adrenaline-team: {error}").format(error=i18n._("stopped"))
    except KeyboardInterrupt:
        return "adrenaline-team: stopped"
