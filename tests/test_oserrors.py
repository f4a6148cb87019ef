"""Why a file or a connection failed, in the player's language (adrenaline_team/oserrors.py):
a Japanese player read the C library's "No such file or directory" inside a Japanese line."""

import errno
import os
import re

import pytest

from adrenaline_team import i18n
from adrenaline_team.cli import main
from adrenaline_team.oserrors import WORDS, errno_words, reason
from adrenaline_team.files import cannot_write

ENGLISH_WORD = re.compile("[A-Za-z]{3,}")


def _error(number: int, path: str | None = None) -> OSError:
    return OSError(number, os.strerror(number), path)  # as the system raises it


@pytest.mark.parametrize(("lang", "words"), [("en", "no such file or folder"), ("ja", "ファイルまたはフォルダーがない")])
def test_a_missing_file_is_said_in_the_players_language(lang, words):
    i18n.set_language(lang)
    assert reason(_error(errno.ENOENT, "/nowhere.json")) == words
    assert reason(FileNotFoundError(errno.ENOENT, "No such file or directory")) == words


def test_every_common_error_has_japanese_words():
    i18n.set_language("ja")
    english = [number for number in WORDS if ENGLISH_WORD.search(reason(_error(number)))]
    assert english == []
    for number in (errno.ENOENT, errno.EACCES, errno.EPERM, errno.EISDIR, errno.ENOTDIR, errno.ENOSPC, errno.EROFS,
                   errno.ELOOP, errno.ENAMETOOLONG, errno.EEXIST, errno.EBUSY, errno.EIO, errno.EMFILE,
                   errno.ENOTEMPTY, errno.EXDEV, errno.ECONNREFUSED, errno.EADDRINUSE):
        assert number in WORDS, errno.errorcode[number]
    assert reason(_error(errno.EACCES)) == "アクセスが許可されていない"
    assert errno_words(errno.ECONNREFUSED) == "接続を拒否された"


def test_a_rarer_error_keeps_the_systems_words_and_the_games_own_error_its_words():
    i18n.set_language("ja")
    assert errno.ENOEXEC not in WORDS
    assert reason(_error(errno.ENOEXEC)) == os.strerror(errno.ENOEXEC)
    assert errno_words(errno.ENOEXEC) == os.strerror(errno.ENOEXEC)
    assert reason(OSError(errno.EFBIG, "このゲームはセーブファイルに収まらない")) == "このゲームはセーブファイルに収まらない"
    assert reason(OSError("no number")) == "no number"


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "adrenaline-team: {path}: cannot read the file: no such file or folder\n"),
    ("ja", "adrenaline-team: {path}：ファイルを読めない（ファイルまたはフォルダーがない）\n"),
])
def test_replaying_a_missing_file_says_why_in_the_players_language(tmp_path, capsys, lang, line):
    path = tmp_path / "nowhere.json"
    assert main(["--lang", lang, "replay", "--headless", str(path)]) == 2
    assert capsys.readouterr().err == line.format(path=path)


@pytest.mark.parametrize(("lang", "words"), [("en", "{path}: the disk could not be read or written (input/output error)"),
                                             ("ja", "{path}：ディスクの読み書きに失敗した（入出力エラー）")])
def test_a_save_that_fails_for_another_reason_names_the_file_and_the_reason(tmp_path, lang, words):
    i18n.set_language(lang)
    path = tmp_path / "game.json"
    assert cannot_write(_error(errno.EIO, str(path)), tmp_path) == words.format(path=path)
