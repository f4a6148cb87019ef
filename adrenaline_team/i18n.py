"""The player's language: English or 日本語.

Every word a player reads goes through these functions, and the Japanese comes from the
gettext catalog `locale/ja/LC_MESSAGES/adrenaline_team.po` (its terms are the Team Play
rulebook's, `docs/glossary-ja.md`). The English text in the source is the message id, so
English needs no catalog.

A string is translated when it is worded, not when a module is imported: the language can
change while a game is on (the menu), and the next word drawn is in the new language. So
module-level tables of words hold ids marked with `N_` and are passed through `_` where they
are shown.

No pygame here: the rules core words its prompts and narration with these too."""

from __future__ import annotations

import argparse
import gettext
import os
from collections.abc import Sequence
from datetime import datetime

from .places import shipped

DOMAIN = "adrenaline_team"
LANGUAGES = {"en": "English", "ja": "日本語"}  # code -> the language's own name, as a picker shows it
DEFAULT = "en"

_catalogs: dict[str, gettext.NullTranslations] = {}
_current: gettext.NullTranslations = gettext.NullTranslations()
_code = DEFAULT


def _catalog(code: str) -> gettext.NullTranslations:
    if code not in _catalogs:
        if code == DEFAULT:
            _catalogs[code] = gettext.NullTranslations()
        else:  # shipped in the wheel (compiled from the .po): its absence is a broken install
            _catalogs[code] = gettext.translation(DOMAIN, shipped("adrenaline_team.locale"), [code])
    return _catalogs[code]


def translations(code: str) -> gettext.NullTranslations:
    """The catalog of `code` (a key of `LANGUAGES`), for wording a message in a language other
    than the process's (`message.Msg.worded`: a phone's page in its own language, while the
    window goes on in its own)."""
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(LANGUAGES)}")
    return _catalog(code)


def current() -> gettext.NullTranslations:
    """The catalog everything is worded in now (`set_language`)."""
    return _current


def set_language(code: str) -> None:
    """Word everything from now on in `code` (a key of `LANGUAGES`)."""
    global _current, _code
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(LANGUAGES)}")
    _current, _code = _catalog(code), code


def language() -> str:
    return _code


def asked_language(argv: Sequence[str]) -> str | None:
    """The `--lang` of a command line, read before the rest is (the parser's own words, the
    help's, speak it); None when it names none, or none the game speaks."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang")
    known, _rest = early.parse_known_args(list(argv))
    return known.lang if known.lang in LANGUAGES else None


def system_language() -> str:
    """The language the system asks for (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`, the
    first one set, as gettext reads them): Japanese for a `ja…` locale, English otherwise."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return "ja" if value.split(":")[0].lower().startswith("ja") else DEFAULT
    return DEFAULT


def _(message: str) -> str:
    """`message` in the current language."""
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for `n` (Japanese has one form for every count)."""
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the current language, told apart from the same English in another
    `context` (a colour as a room's name and as a cube's, say)."""
    return _current.pgettext(context, message)


def N_(message: str) -> str:
    """Marks `message` for the catalog without translating it: it is translated where shown."""
    return message


class Dated:
    """A moment for a translated date: its format codes add %-d and %-m, the day and the month
    without a leading zero (3月5日, not 03月05日), on every platform; strftime's own %-d is the
    C library's and Windows' has none."""

    def __init__(self, when: datetime) -> None:
        self.when = when

    def __format__(self, spec: str) -> str:
        return self.when.strftime(spec.replace("%-d", str(self.when.day)).replace("%-m", str(self.when.month)))
