"""Issue 24: every message the game can show has its Japanese translation, and the shipped
catalogs are the compiled form of the `.po` files.

The messages are extracted here from the source and the data files exactly as `pybabel extract`
does with `babel.cfg` (docs/developers.md, "Translations"), so a new `_()` without its
translation fails this test, not a player's screen."""

from __future__ import annotations

import gettext
from pathlib import Path
from string import Formatter

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "adrenaline_team" / "locale"
PO = LOCALE / "ja" / "LC_MESSAGES" / "adrenaline_team.po"
MO = PO.with_suffix(".mo")
# the command line's keywords (docs/developers.md); babel.cfg adds Msg's own
KEYWORDS = {**DEFAULT_KEYWORDS, "N_": None, "pgettext": ((1, "c"), 2)}
# The tests that read what the source says (`extraction`) are left out of the fast loop: babel
# tokenizes every module, 0.55 s of CPU (once, for the first of them), past the budget of one
# fast test (tests/conftest.py).
READS_THE_SOURCE = pytest.mark.slow


@pytest.fixture(scope="module")
def catalog():
    with PO.open("rb") as f:
        return read_po(f)


@pytest.fixture(scope="module")
def extraction() -> list[tuple[str, str | tuple[str, ...], str | None]]:
    """Each message the source and the data files give, with the file that gives it."""
    with (ROOT / "babel.cfg").open() as f:
        method_map, options_map = parse_mapping_cfg(f)
    return [(file.replace("\\", "/"), message, context) for file, _line, message, _comments, context in extract_from_dir(
            str(ROOT), method_map, options_map, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
            strip_comment_tags=True)]


@pytest.fixture(scope="module")
def extracted(extraction) -> set[tuple[str | tuple[str, ...], str | None]]:
    return {(message, context) for _file, message, context in extraction}


@pytest.fixture(scope="module")
def used_in(extraction) -> dict[tuple[str, str | None], set[str]]:
    """Where the source uses each message now: a `.po` entry's `#:` lines go stale when a file
    moves, and the entries added by hand have none."""
    where: dict[tuple[str, str | None], set[str]] = {}
    for file, message, context in extraction:
        where.setdefault((message[0] if isinstance(message, tuple) else message, context), set()).add(file)
    return where


def _strings(m) -> tuple[str, ...]:
    return m.string if isinstance(m.string, tuple) else (m.string,)


@READS_THE_SOURCE
def test_every_message_of_the_source_and_the_card_files_has_a_japanese_translation(catalog, extracted):
    assert len(extracted) > 1000  # the rules, the tabletop, the command line, the cards and the tour
    missing, empty = [], []
    for message, context in extracted:
        key = message[0] if isinstance(message, tuple) else message
        m = catalog.get(key, context)
        if m is None:
            missing.append((context, message))
        elif "fuzzy" in m.flags or not all(_strings(m)):
            empty.append((context, message))
    assert missing == [] and empty == []


@READS_THE_SOURCE
def test_no_translation_is_fuzzy_or_left_over(catalog, extracted):
    keys = {(m[0] if isinstance(m, tuple) else m, c) for m, c in extracted}
    assert [m.id for m in catalog if m.id and (m.id if isinstance(m.id, str) else m.id[0], m.context) not in keys] == []
    assert [m.id for m in catalog if m.id and "fuzzy" in m.flags] == []
    assert not catalog.fuzzy  # the header too: pybabel compile skips a fuzzy one


def test_a_translation_keeps_its_messages_placeholders(catalog):
    """str.format would fail on a name the message does not give, or drop the one it leaves out."""
    def names(s: str) -> set[str]:
        return {name.split(".")[0].split("[")[0] for _t, name, _spec, _conv in Formatter().parse(s) if name}
    for m in catalog:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        for s in _strings(m):
            assert names(s) == names(ids[-1]), (m.id, s)


def test_the_shipped_mo_is_the_compiled_po(catalog):
    with MO.open("rb") as f:
        shipped = gettext.GNUTranslations(f)
    for m in catalog:
        if not m.id:
            continue
        if isinstance(m.id, tuple):
            for n, s in enumerate(_strings(m)):
                got = (shipped.npgettext(m.context, m.id[0], m.id[1], n + 1) if m.context
                       else shipped.ngettext(m.id[0], m.id[1], n + 1))
                assert got == s, m.id
        else:
            got = shipped.pgettext(m.context, m.id) if m.context else shipped.gettext(m.id)
            assert got == m.string, m.id


def never_written() -> dict[str, str]:
    """The glossary's §12: each word the catalog must not write, with the one it writes instead."""
    text = (ROOT / "docs" / "glossary-ja.md").read_text(encoding="utf-8")
    section = text.split("## 12. Words the catalog never writes", 1)[1].split("\n## ", 1)[0]
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in section.splitlines()
            if line.startswith("|")]
    return {never: instead for never, instead, _why in rows[2:]}  # past the header and its rule


def test_the_catalog_writes_one_word_for_one_thing(catalog):
    """One term, the rulebook's: a player read フラッシュ報酬 in the prompts and バッファ報酬 on the
    tile for the same reward."""
    variants = never_written()
    assert variants["フラッシュ報酬"] == "バッファ報酬"
    found = [(m.id, never) for m in catalog if m.id for s in _strings(m) for never in variants if never in s]
    assert found == []


def test_a_weapon_or_powerup_text_names_its_targets_as_enemies(catalog):
    """Only enemies are ever hit (the rulebook's 引力銃: 相手フィギュアのみ, L503): a card text that said
    プレイヤー for its targets read as if teammates were hit too."""
    cards = [m for m in catalog if m.id and any(c.startswith(("weapon ", "powerup ")) for c in m.auto_comments)]
    assert len(cards) > 100
    assert [(m.id, m.string) for m in cards if "プレイヤー" in "".join(_strings(m))] == []
    electroscythe = catalog.get("Every other player on your square: 1 damage.")
    assert electroscythe.string == "自分のスペースにいる相手全員に1ダメージ。"


def test_the_weapon_tooltip_says_the_top_cube_is_not_paid_in_the_rulebooks_words(catalog):
    m = catalog.get("Reload cost: {reload}; grab cost: {grab} (the first cube is paid by the card itself)")
    assert "一番上に表記されているキューブ1個は支払う必要がない" in m.string  # L187


def test_the_catalog_s_punctuation_follows_the_glossary(catalog):
    """Issue 31: ・ only inside a term (ダメージ・バッファ), never between items; no ；; dates
    without a leading zero (%-m月%-d日)."""
    import re
    texts = [(m.id, s) for m in catalog if m.id for s in _strings(m)]
    assert [t for t in texts if "・" in re.sub(r"[ァ-ヶー]・[ァ-ヶー]", "", t[1])] == []
    assert [t for t in texts if "；" in t[1]] == []
    assert [t for t in texts if "%m月" in t[1] or "%d日" in t[1]] == []


# Issue 31: one register per kind of text (the glossary's §1, "Style"), the kind told by where
# the source uses an entry.
NARRATION = ("rules/events.py",)
PLAIN = ("ui/table/icons.py", "ui/table/side.py", "ui/table/topbar.py", "ui/table/cards.py", "ui/table/rules_text.py",
         "session/moments.py")  # tooltips and the rules page
STATUS = ("cli.py", "args.py", "keep.py", "records.py", "jsonwords.py", "arena.py", "oserrors.py", "files.py",
          "rules/gate.py", "rules/save.py", "catalog/loader.py", "net/", "session/remote.py", "session/autosave.py", "session/hosting.py",
          "ui/screens/connect.py", "ui/screens/lock.py", "ui/kit/warning.py")  # errors and status lines
# です／ます ending a statement; an instruction (〜してください) and a question (〜ますか？) keep theirs
POLITE = r"(ます|ません|ました|です|でした)(?=[。、）：…」 ]|$)"


def _used_in(m, where, places: tuple[str, ...]) -> bool:
    files = where.get((m.id[0] if isinstance(m.id, tuple) else m.id, m.context), set())
    return any(f.removeprefix("adrenaline_team/").startswith(places) for f in files)


@READS_THE_SOURCE
@pytest.mark.parametrize("places", [NARRATION, PLAIN, STATUS], ids=["narration", "tooltips and rules", "errors and status"])
def test_each_kind_of_text_keeps_to_the_plain_form(catalog, used_in, places):
    import re
    entries = [m for m in catalog if m.id and _used_in(m, used_in, places)]
    assert len(entries) > 40
    assert [(m.id, s) for m in entries for s in _strings(m) if re.search(POLITE, s)] == []


@READS_THE_SOURCE
def test_the_entries_added_by_hand_are_placed_by_the_source(catalog, used_in):
    """Entries appended by hand have no `#:` lines (the invite code, the encryption): the kinds
    above still find them, by the files that use them."""
    handmade = [m for m in catalog if m.id and not m.locations]
    assert [m.id for m in handmade if (m.id[0] if isinstance(m.id, tuple) else m.id, m.context) not in used_in] == []


@READS_THE_SOURCE
def test_the_narration_tells_what_happened_in_the_past_tense(catalog, used_in):
    """Its details too: a present-tense clause inside a past-tense line read as a rule, not an event
    (「…を使った：…に変わる。」)."""
    import re
    narration = [(m.id, s) for m in catalog if m.id and _used_in(m, used_in, NARRATION) for s in _strings(m)]
    assert [n for n in narration if re.search(r"[るうくすつぬむぶぐ]）?。", n[1])] == []


def test_an_instruction_asks_in_one_form(catalog):
    """〜してください, as the glossary says: 「ホストに聞くこと。」 read as a rule sheet's order
    beside 「入力してください」 on the same screen."""
    import re
    texts = [(m.id, s) for m in catalog if m.id for s in _strings(m)]
    assert [t for t in texts if re.search(r"[うくすつぬむぶぐる]こと(?=[。）」]|$)", t[1])] == []


def test_a_sentence_joins_its_parts_with_one_colon_at_most(catalog):
    """「6個未満：フラッシュなし：…」 chained two colons: the second clause becomes a sentence or a
    （） aside. A list's items (、 or · between them) may each have their label."""
    import re
    chained = []
    for m in catalog:
        for s in _strings(m) if m.id else ():
            for part in re.split(r"[。！？\n、]| · ", re.sub(r"（[^（）]*）", "", s)):
                if part.count("：") > 1:
                    chained.append((m.id, s))
    assert chained == []


@READS_THE_SOURCE
def test_the_rulebook_s_angle_brackets_stand_on_the_rules_page_only(catalog, used_in):
    """〈弾薬切れ〉 as the rulebook prints it on the rules page; a tooltip or a log line writes the
    word bare. Two names keep them everywhere, as the rulebook never prints them bare (glossary §1):
    the tile, 〈アドレナリン・ラッシュ〉タイル, and 〈アドレナリン・アクション〉 (issue 45: an action
    button's （アドレナリン） alone was no term of the rulebook)."""
    names = ("〈アドレナリン・ラッシュ〉タイル", "〈アドレナリン・アクション〉")
    bracketed = [m for m in catalog if m.id for s in _strings(m) if "〈" in _without(s, names)]
    assert len(bracketed) >= 3
    assert [m.id for m in bracketed if not _used_in(m, used_in, ("ui/table/rules_text.py",))] == []


def _without(text: str, names: tuple[str, ...]) -> str:
    for name in names:
        text = text.replace(name, "")
    return text


def test_each_message_stands_once_in_the_catalog():
    """Entries appended by hand on two branches can repeat a msgid: gettext then keeps one of
    them silently, and `msgfmt --check` refuses the file."""
    import re
    from collections import Counter
    text = PO.read_text(encoding="utf-8")
    ids = Counter((m.group(1) or "") + m.group(2) for m in re.finditer(
        r'^(?:msgctxt (".*")\n)?msgid ((?:".*"\n?)+)msgstr', text, re.M))
    assert [i for i, n in ids.items() if n > 1] == []
