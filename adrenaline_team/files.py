"""Every file the game reads or writes goes through here: one reader (`read_model`: a regular
file of bounded size, UTF-8 JSON parsed with bounds, validated by a pydantic model with exact
types) and one writer (`write_atomic`), whatever the file: a save, the settings, a seat's
token, the host's seat claims and certificate, a puzzle, a rules-tour position. A file that
cannot be read or written is one line naming it (`SaveError`; `CannotWrite`, which also says
what to do), never a traceback; a list of files (the puzzles, the lessons) leaves a damaged
one out with its line (`Shelf`). Whoever writes changes nothing in memory that it could
not keep: it writes first and takes the change once `write_atomic` returns.

What a file's content must hold beyond its model (a table the rules can play) is checked by
`rules/gate.py`; `rules/save.py` reads and writes saves through this module."""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
from collections.abc import Callable
from functools import cached_property
from pathlib import Path
from typing import Any, Generic, NoReturn, TypeVar

from pydantic import BaseModel, ValidationError

from .i18n import N_, _
from .jsonwords import json_fault
from .oserrors import reason
from .places import data_dir
from .records import error_words
from .system import alive, replace, sync_folder

M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")
MAX_BYTES = 5 * 1024 * 1024
MAX_DEPTH = 40
MAX_DIGITS = 24  # the random generator's state is below 2**64: 20 digits
MAX_MESSAGE = 600


class SaveError(ValueError):
    """A file that cannot be read (a save, the settings, a token...); the message is one line
    naming the file and the field.
    What the file itself put in the message (a field's name, an id) is shown escaped and
    cut short, so the line stays one line of readable length."""

    def __init__(self, message: str):
        shown = "".join(c if c.isprintable() else ascii(c)[1:-1] for c in message)
        super().__init__(shown if len(shown) <= MAX_MESSAGE else shown[:MAX_MESSAGE - 1] + "…")


# --- reading ---------------------------------------------------------------------
def read_file(path: Path | str) -> bytes:
    """The bytes of a saved file: a regular file (never a FIFO or a device, which could hang
    the read) of at most MAX_BYTES."""
    path = Path(path)
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(_("{path}: not a regular file").format(path=path))
        if info.st_size > MAX_BYTES:
            raise SaveError(_("{path}: {size} bytes, more than a save holds ({most} at most)").format(
                path=path, size=info.st_size, most=MAX_BYTES))
        with path.open("rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as err:
        raise SaveError(_("{path}: cannot read the file: {why}").format(path=path, why=reason(err))) from None
    if len(data) > MAX_BYTES:
        raise SaveError(_("{path}: more than {most} bytes, more than a save holds").format(path=path, most=MAX_BYTES))
    return data


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number of {len(digits.lstrip('-'))} digits")
    return int(digits)


def _no_constant(word: str) -> NoReturn:
    raise ValueError(f"{word} is not a number a save holds")


class _Twice(Exception):
    """A JSON object names a key twice: readers disagree on which copy counts (ours take the
    last), so a file saying two things is refused rather than read one way."""


def _once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise _Twice(key)
            seen.add(key)
    return found


def parse_json(data: bytes | str, where: str) -> tuple[str, Any]:
    """Decode and parse, refusing what would make the parser or the checks after it
    misbehave (bad UTF-8, deep nesting, huge integers, NaN); returns the text and the data."""
    if len(data) > MAX_BYTES:
        raise SaveError(_("{path}: more than {most} bytes, more than a save holds").format(path=where, most=MAX_BYTES))
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as err:
            raise SaveError(_("{where}: not a save file: not UTF-8 text (byte {start})").format(
                where=where, start=err.start)) from None
    else:
        text = data
    try:
        raw = json.loads(text, parse_int=_int, parse_constant=_no_constant, object_pairs_hook=_once)
    except _Twice as twice:
        raise SaveError(_("{where}: field '{field}' is written twice").format(
            where=where, field=twice.args[0])) from None
    except json.JSONDecodeError as err:
        raise SaveError(_("{where}: not a save file: not JSON or truncated ({why} at line {line}, column {column})").format(
            where=where, why=json_fault(err), line=err.lineno, column=err.colno)) from None
    except RecursionError:
        raise SaveError(_("{where}: not a save file: nested deeper than {most}").format(
            where=where, most=MAX_DEPTH)) from None
    except ValueError as err:
        raise SaveError(_("{where}: not a save file: {why}").format(where=where, why=err)) from None
    if _deeper(raw, MAX_DEPTH):
        raise SaveError(_("{where}: not a save file: nested deeper than {most}").format(where=where, most=MAX_DEPTH))
    return text, raw


def _deeper(data: Any, most: int) -> bool:
    """Whether lists and objects nest deeper than `most`; walked without recursion."""
    stack = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (list, dict)):
            if depth > most:
                return True
            stack.extend((x, depth + 1) for x in (item.values() if isinstance(item, dict) else item))
    return False


def validate(model: type[M], text: str, where: str) -> M:
    """The model from the JSON text with exact types (strict: "1" is not 1, 1.5 is not 1)."""
    try:
        return model.model_validate_json(text, strict=True)
    except ValidationError as err:
        first = err.errors()[0]
        field = ".".join(str(p) for p in first["loc"])
        raise SaveError(_("{where}: field '{field}': {what}").format(
            where=where, field=field, what=error_words(first))) from None


def parse_model(data: bytes | str, model: type[M], where: str) -> M:
    """The model from a file's content, parsed and validated as every file the game reads is."""
    text, _raw = parse_json(data, where)
    return validate(model, text, where)


def read_model(path: Path, model: type[M]) -> M:
    """A file of the model: read, parsed and validated as every file the game reads is."""
    return parse_model(read_file(path), model, str(path))


class Shelf(Generic[T]):
    """The files of one of the game's folders (the lessons, the puzzles), each `read` once: a
    damaged one is left out, and its one line (`SaveError`) kept for the screen that lists
    them, which shows the others."""

    def __init__(self, folder: Path, read: Callable[[Path], T]):
        self.folder, self.read = folder, read

    @cached_property
    def _read(self) -> tuple[tuple[T, ...], tuple[str, ...]]:
        found: list[T] = []
        damaged: list[str] = []
        for path in sorted(self.folder.glob("*.json")):
            try:
                found.append(self.read(path))
            except SaveError as err:
                damaged.append(str(err))
        return tuple(found), tuple(damaged)

    def items(self) -> tuple[T, ...]:
        return self._read[0]

    def damaged(self) -> tuple[str, ...]:
        """Each file left out, in one line naming it and what is wrong."""
        return self._read[1]


def data_problem() -> str:
    """Why the data folder cannot be read, in one line naming it ("" when it can, or is not
    there yet: it is made when first written). A folder of another user (mode 700), or one
    nobody may read (000), would fail where the first file in it is looked for."""
    folder = data_dir()
    try:
        if not stat.S_ISDIR(folder.stat().st_mode):
            why = _("it is not a folder")
        else:
            with os.scandir(folder) as entries:  # read...
                next(entries, None)
            (folder / "settings.json").stat()  # ...and searched
            return ""
    except FileNotFoundError:
        return ""
    except OSError as err:
        why = reason(err)
    return _("the data folder {folder} cannot be read: {why} (set ADRENALINE_TEAM_DATA to a folder of "
             "yours)").format(folder=folder, why=why)


def exists(path: Path) -> bool:
    """Whether a file is there; a folder on the way that cannot be searched is one line
    (`SaveError`), where `Path.exists` raises `PermissionError`."""
    try:
        path.stat()
    except (FileNotFoundError, NotADirectoryError):
        return False
    except OSError as err:
        raise SaveError(_("{path}: cannot read the file: {why}").format(path=path, why=reason(err))) from None
    return True


# --- writing
class CannotWrite(OSError):
    """A file that could not be written: its text is one line naming the file, why and what to
    do ("…/hosted-seats.json cannot be saved: the disk holding … is full; free some space, then
    try again"). An `OSError` with the error's number, file names and reason, for a caller that
    words it in a sentence of its own (`cannot_write`)."""

    def __init__(self, err: OSError, path: Path):
        super().__init__(err.errno, err.strerror, err.filename, None, err.filename2)
        why = cannot_write(err, path.parent)
        todo = TODO.get(err.errno or 0)
        self.words = _("{file} cannot be saved: {why}").format(file=path, why=why) + (
            "; " + _(todo) if todo else "")

    def __str__(self) -> str:
        return self.words


# What a player can do about a file that could not be written, by the error's number.
TODO = {
    errno.ENOSPC: N_("free some space, then try again"),
    errno.EDQUOT: N_("free some space, then try again"),
    errno.EACCES: N_("make the folder writable, then try again"),
    errno.EPERM: N_("make the folder writable, then try again"),
    errno.EROFS: N_("make the folder writable, then try again"),
    errno.EISDIR: N_("move what is in the way, then try again"),
    errno.ENOTDIR: N_("move what is in the way, then try again"),
    errno.EEXIST: N_("move what is in the way, then try again"),
}


def write_atomic(path: Path, text: str) -> None:
    """Temp file in the same folder, fsync, rename: a crash leaves the old file or the new
    one, never half of one. The temp file's name is unique and carries the writer's process
    id: a writer removes its own temp file, and those of processes that died mid-write
    (killed), never the one another live process is writing. A file that cannot be written
    (a full disk, a read-only folder, a folder where the file goes, a file where a folder
    does) is `CannotWrite`: the old file, if any, is left as it was."""
    path = Path(path)
    try:
        _write(path, text)
    except OSError as err:
        raise CannotWrite(err, path) from None


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    sync_folder(path.parent)
    for stale in path.parent.glob(f".{path.name}.*.tmp"):
        pid = stale.name[len(path.name) + 2:].split(".")[0]
        if pid.isdigit() and not alive(int(pid)):
            stale.unlink(missing_ok=True)


def cannot_write(err: OSError, folder: Path) -> str:
    """Why a save into `folder` could not be written, in words a player can act on."""
    where = err.filename or folder
    if err.errno in (errno.EACCES, errno.EPERM, errno.EROFS):  # the folder, not the temp file it failed on
        return _("{folder} is read-only").format(folder=folder)
    if err.errno in (errno.ENOSPC, errno.EDQUOT):
        return _("the disk holding {folder} is full").format(folder=folder)
    if err.errno in (errno.ENOTDIR, errno.EEXIST):
        return _("{path} is not a folder").format(path=where)
    if err.errno == errno.EISDIR:  # a rename onto a folder: the folder is its target, the second name
        return _("{path} is a folder").format(path=err.filename2 or where)
    if err.errno == errno.EFBIG and err.filename is None:  # save_text's own words
        return str(err.strerror)
    return _("{path}: {why}").format(path=where, why=reason(err))
