"""What differs between the systems the game runs on (Linux, macOS, Windows), in one place,
imported everywhere else instead of a system's own modules: nothing here imports a module
one system lacks (`fcntl`, `msvcrt`) until it is called on the system that has it.

- **Locks**: a small wrapper over `fcntl.flock` (POSIX) and `msvcrt.locking` (Windows) rather
  than the `filelock` library: the data folder's lock file holds the name of the program
  that holds it, which a program refused the lock reads and shows. `filelock` locks byte 0 on
  Windows, where a lock is mandatory, so that text could not be read, and it deletes its file
  on release. Here, on Windows, the lock is taken on one byte far past the text.
- **Saving**: a rename is made durable by syncing its folder on POSIX; Windows has no such
  call (a folder cannot be opened as a file), and its rename (`MoveFileExW`) fails for a
  moment while another program (a virus scanner, the search indexer, a reader of the save)
  holds the target open: it is tried again.
- **Processes**: `os.kill(pid, 0)` asks whether a process lives on POSIX, but on Windows it
  ends that process: there the question is asked through the system's API.
- **Signals**: SIGTERM is how a POSIX system asks a program to end (a logout, `kill`,
  `timeout`); Windows never sends it, and its console's Ctrl-Break and closing the console
  come as SIGBREAK. A window closed by a Windows logout hears it from SDL as a closed window.
  At a POSIX terminal Ctrl-C and SIGTERM reach the whole process group, worker processes
  included: `deaf_children` starts workers that ignore both from their first instruction.
- **Memory**: glibc's allocator (most Linux systems) keeps the memory freed by many short
  connections (a host's TLS handshakes) in its heap, and the process stays at its peak;
  `malloc_trim` hands it back. macOS's and Windows' allocators give large freed blocks back
  on their own, and other C libraries have no such call: there it does nothing.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import signal
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

WINDOWS = sys.platform == "win32"

# The signals that ask the program to end (Ctrl-C, SIGINT, is not one of them).
if sys.platform == "win32":
    TERMINATION: tuple[signal.Signals, ...] = (signal.SIGTERM, signal.SIGBREAK)
else:
    TERMINATION = (signal.SIGTERM,)


@contextlib.contextmanager
def deaf_children() -> Iterator[None]:
    """Processes started inside this block ignore Ctrl-C and SIGTERM from their first
    instruction: they are their command's to handle, and a worker still importing its modules
    (seconds on a busy machine) would otherwise print a traceback of its own. An ignored
    signal is the one disposition a program keeps through exec, and Python then leaves it
    ignored (a blocked one is not enough: the new interpreter starts with nothing blocked).
    Both are blocked in this thread meanwhile, so this process still gets its own once the
    block ends, unless a thread that does not block them takes it during the milliseconds of
    a start (SDL's threads block them, and a window starts its worker before any thread of
    its own: a pool's second worker starts beside the pool's threads, a rare lost Ctrl-C).
    Windows sends neither signal to a group; Python sets dispositions in the main thread only,
    and elsewhere the block changes nothing."""
    if sys.platform == "win32" or threading.current_thread() is not threading.main_thread():
        yield
        return
    deaf = (signal.SIGINT, signal.SIGTERM)
    held = signal.pthread_sigmask(signal.SIG_BLOCK, deaf)
    before = {sig: signal.getsignal(sig) for sig in deaf}
    settable = [sig for sig, handler in before.items() if handler is not None]  # None: set outside Python
    try:
        for sig in settable:
            signal.signal(sig, signal.SIG_IGN)
        yield
    finally:
        for sig in settable:
            signal.signal(sig, before[sig])
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


# Where Windows takes the lock: past any text a lock file holds (msvcrt.locking locks the bytes
# from the file's position, beyond its end too).
_LOCK_BYTE = 1 << 30
_RETRY = 0.05  # seconds between tries of a lock or a rename someone else holds
_REPLACE_TRIES = 40  # two seconds of a save held open by another program before it fails


def lock(fd: int, wait: bool = False) -> bool:
    """Take the exclusive lock on the open file `fd`: True when taken, False when another
    process holds it (with `wait`, wait until it is free). The system releases it when the
    process ends, however it ends; `unlock` before closing `fd` releases it at once."""
    fcntl = _posix_locks()
    if fcntl is None:
        return _lock_byte(fd, wait)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
    except BlockingIOError:
        return False
    return True


def unlock(fd: int) -> None:
    """Release the lock `lock` took on `fd` (closing it does so on POSIX; on Windows a lock
    left at close is released only when the system gets round to it)."""
    fcntl = _posix_locks()
    if fcntl is None:
        with _at_lock_byte(fd) as msvcrt, contextlib.suppress(OSError):  # OSError: not held
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        return
    fcntl.flock(fd, fcntl.LOCK_UN)


def _posix_locks() -> ModuleType | None:
    """`fcntl` where the system has it (every POSIX system); None on Windows, which locks
    through `msvcrt`. Chosen by what can be imported rather than by the system's name, so that
    a test hiding `fcntl` (tests/test_anywhere.py) runs the Windows way."""
    try:
        return importlib.import_module("fcntl")
    except ModuleNotFoundError:
        return None


def _windows_locks() -> ModuleType:
    """`msvcrt` (tests/test_anywhere.py puts a stand-in here: the standard library takes an
    importable `msvcrt` for a sign of Windows)."""
    return importlib.import_module("msvcrt")


def _lock_byte(fd: int, wait: bool) -> bool:
    with _at_lock_byte(fd) as msvcrt:
        while True:
            try:
                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
                return True
            except OSError:  # held by another process (EACCES, EDEADLOCK)
                if not wait:
                    return False
                time.sleep(_RETRY)


@contextlib.contextmanager
def _at_lock_byte(fd: int) -> Iterator[ModuleType]:
    """`msvcrt`, with `fd` at the byte it locks (`msvcrt.locking` locks from the file's
    position); back at the start afterwards, where the holder's name is read and written."""
    msvcrt = _windows_locks()
    os.lseek(fd, _LOCK_BYTE, os.SEEK_SET)
    try:
        yield msvcrt
    finally:
        os.lseek(fd, 0, os.SEEK_SET)


def replace(source: Path | str, target: Path | str) -> None:
    """`os.replace`, tried again for a while on Windows while another program holds `target`
    open (`PermissionError`); on POSIX a rename never waits for readers."""
    for _ in range(_REPLACE_TRIES - 1 if WINDOWS else 0):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            time.sleep(_RETRY)
    os.replace(source, target)


def sync_folder(folder: Path) -> None:
    """Make the renames in `folder` durable: on POSIX its entries are synced like a file's
    contents; Windows has no such call (NTFS journals a rename itself)."""
    if WINDOWS:
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def alive(pid: int) -> bool:
    """Whether process `pid` is running (another user's too)."""
    if sys.platform == "win32":
        import ctypes
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        query, still_active, access_denied = 0x1000, 259, 5  # PROCESS_QUERY_LIMITED_INFORMATION
        handle = kernel32.OpenProcess(query, False, pid)
        if not handle:
            return ctypes.get_last_error() == access_denied
        try:
            code = ctypes.c_ulong()
            return bool(kernel32.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == still_active
        finally:
            kernel32.CloseHandle(handle)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # alive, another user's
        return True
    return True


def give_back_memory() -> None:
    """Hand the memory the process freed back to the system, where its allocator keeps it
    otherwise (glibc: `malloc_trim`; a fraction of a millisecond on a host's heap)."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    trim = getattr(ctypes.CDLL(None), "malloc_trim", None)  # glibc only (not musl)
    if trim is not None:
        trim(0)
