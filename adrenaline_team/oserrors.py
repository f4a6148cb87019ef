"""Why a file or a connection failed, in the player's language.

An `OSError`'s own text (`strerror`) is the C library's, in the C locale's language: nothing
sets that locale, and a system may have no Japanese locale data at all, so a Japanese player
read "No such file or directory" inside a Japanese sentence. The common reasons are worded
here instead, from the error's number; any other number keeps the system's words."""

from __future__ import annotations

import errno
import os

from .i18n import N_, _

# EFBIG is left out: the game raises it with its own words (a game longer than a save holds)
WORDS = {
    errno.ENOENT: N_("no such file or folder"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("operation not permitted"),
    errno.EISDIR: N_("it is a folder"),
    errno.ENOTDIR: N_("a part of the path is not a folder"),
    errno.ENOSPC: N_("no space left on the disk"),
    errno.EDQUOT: N_("the disk quota is used up"),
    errno.EROFS: N_("the disk is read-only"),
    errno.ELOOP: N_("too many symbolic links"),
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.EEXIST: N_("it already exists"),
    errno.EBUSY: N_("it is in use"),
    errno.ETXTBSY: N_("it is in use"),
    errno.EIO: N_("the disk could not be read or written (input/output error)"),
    errno.EMFILE: N_("too many files are open"),
    errno.ENFILE: N_("too many files are open"),
    errno.ENOTEMPTY: N_("the folder is not empty"),
    errno.EXDEV: N_("it cannot be moved to another disk"),
    errno.ENODEV: N_("no such device"),
    errno.ENXIO: N_("no such device"),
    errno.EINVAL: N_("invalid argument"),
    errno.ECONNREFUSED: N_("connection refused"),
    errno.ECONNRESET: N_("the connection was reset"),
    errno.ECONNABORTED: N_("the connection was cut"),
    errno.EPIPE: N_("the connection was cut"),
    errno.ETIMEDOUT: N_("the connection timed out"),
    errno.EHOSTUNREACH: N_("the computer cannot be reached"),
    errno.ENETUNREACH: N_("the network cannot be reached"),
    errno.ENETDOWN: N_("the network is down"),
    errno.EADDRINUSE: N_("the port is already in use"),
    errno.EADDRNOTAVAIL: N_("this computer has no such address"),
}


def errno_words(number: int) -> str:
    """The words for the error `number`: ours where `WORDS` has them, else the system's."""
    return _(WORDS[number]) if number in WORDS else os.strerror(number)


def reason(err: OSError) -> str:
    """Why `err` happened, without the file's name: ours for a common error, else the words it
    carries (the system's, or the game's own for an error it raised itself)."""
    if err.errno in WORDS:
        return _(WORDS[err.errno])
    return err.strerror or str(err)
