"""The language switch (issue 24): English is the source's own words, Japanese comes from the
shipped catalog, and the system's locale picks the first language."""

import pytest

from adrenaline_team import i18n


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_english_is_the_message_itself():
    i18n.set_language("en")
    assert i18n._("Start") == "Start"
    assert i18n.ngettext("{n} point", "{n} points", 2) == "{n} points"


def test_japanese_catalog_is_shipped_and_switches_at_once():
    i18n.set_language("ja")
    assert i18n.language() == "ja"
    i18n.set_language("en")
    assert i18n.language() == "en"


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        i18n.set_language("fr")


@pytest.mark.parametrize("env, code", [
    ({"LANG": "ja_JP.UTF-8"}, "ja"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LC_ALL": "ja_JP.UTF-8", "LANG": "C"}, "ja"),
    ({"LANGUAGE": "en:ja", "LANG": "ja_JP.UTF-8"}, "en"),
    ({}, "en"),
])
def test_the_first_language_follows_the_system_locale(monkeypatch, env, code):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert i18n.system_language() == code


def test_a_date_is_written_as_japanese_writes_it_without_leading_zeros():
    """3月5日, never 03月05日 (issue 31), on every platform (strftime's %-d is not Windows')."""
    from datetime import datetime
    when = i18n.Dated(datetime(2026, 3, 5, 9, 7))
    i18n.set_language("ja")
    try:
        assert i18n._("{date:%-d %b %Y, %H:%M}").format(date=when) == "2026年3月5日 09:07"
        assert i18n._("{date:%a %-d %b %H:%M}").format(date=when) == "3月5日 09:07"
    finally:
        i18n.set_language("en")
    assert i18n._("{date:%a %-d %b %H:%M}").format(date=when) == "Thu 5 Mar 09:07"
