"""Real disk faults for the tests: a tmpfs mounted full or read-only, and a command run as
another user. Mounting and changing user need root on Linux (CI runs as root); elsewhere the
tests that use them are skipped with that reason, never faked."""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT_ON_LINUX = sys.platform == "linux" and os.geteuid() == 0 and shutil.which("setpriv") is not None
needs_root = pytest.mark.skipif(not ROOT_ON_LINUX, reason="mounts a tmpfs and runs commands as another user: root "
                                                          "on Linux (as CI runs)")
NOBODY = 65534


@contextlib.contextmanager
def tmpfs(where: Path, *options: str) -> Iterator[Path]:
    """A small tmpfs at `where` (1 MiB; `options` as `mount -o` takes them: "ro"), unmounted at
    the end."""
    where.mkdir(parents=True, exist_ok=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", ",".join(["size=1m", "mode=0755", *options]), "tmpfs", str(where)],
                   check=True)
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=True)


def fill(disk: Path) -> Path:
    """Fill `disk` until the system says it is full (ENOSPC); the file that fills it."""
    filler = disk / "filler"
    with filler.open("wb", buffering=0) as out:
        try:
            while True:
                out.write(bytes(64 * 1024))
        except OSError as err:
            assert err.errno == errno.ENOSPC
    return filler


def as_nobody(argv: list[str]) -> list[str]:
    """`argv` run as the user nobody, with no groups (util-linux's `setpriv`: a `preexec_fn`
    changing the user could not start this machine's Python, kept in root's own folder)."""
    return ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", *argv]
