"""Lines no wider than a width, for English and for Japanese (issue 24).

English breaks at spaces, exactly as the tabletop always has (a word wider than the width
has a line of its own). Japanese has no spaces: it breaks between phrases, which BudouX's
model finds (the model ships inside the `budoux` wheel; nothing is fetched), under the
kinsoku rules: no line starts with a closing bracket, a stop or comma, a middle dot, a small
kana or the long-vowel mark, none ends with an opening bracket, and a doubled dash or
ellipsis is never split. A phrase that does not fit the rest of a line moves to the next one
whole if it fits a line of its own; a phrase wider than a whole line fills the rest of the
line and goes on cut between characters, under the same rules, where it reads best: after a
middle dot (マインドコントロール・／トークン), where the script changes, or between the words
of a katakana compound (`KATAKANA_WORDS`: グレネード／ランチャー); inside a katakana word
only where nothing else fits (`cuts_a_word` tells a caller that may rather shrink its text).
A Latin word or number inside Japanese text is never split; a player's name with a space
breaks at the space.

No pygame here: the caller passes `measure`, a string's width in the font it draws with."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache

import budoux

# JIS X 4051's line-start prohibited characters (行頭禁則), in full and half width: a line
# never starts with one of these
NO_START = frozenset(
    "、。，．・·：；？！ー―‐〜～」』）］｝〕〉》】〙〗〟’”｠»ゝゞヽヾ々〻"
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
    "｡｣､･ｰｧｨｩｪｫｬｭｮｯ"
)
# (· U+00B7 is the separator the screens put between parts, " · ", in both languages.)
# line-end prohibited characters (行末禁則): a line never ends with one of these
NO_END = frozenset("「『（［｛〔〈《【〘〖〝‘“｟«｢")
# ASCII's brackets and stops, kept with their neighbour where there is no space between them
# ("Ash)" inside Japanese text); after a space they start a word, as in ":D-struct-0R"
CLOSE_ASCII, OPEN_ASCII = frozenset(")]}!?,.:;"), frozenset("([{")
# never split between two of the same (分離禁止): ——, ……, ‥‥
INSEPARABLE = frozenset("—―…‥")

# The words the game's katakana compounds are made of (the names of docs/glossary-ja.md, which
# the rulebook and the catalog write without a dot: グレネードランチャー): a compound too long
# for a line is cut between them, never inside one. A run of katakana that these words do
# not make up whole is one word (tests/test_textbreak.py checks the catalog's names).
KATAKANA_WORDS = frozenset("""
    アーク アップ キル ゴースト スポア デモリッシャー フレイム プレーティング ヴァイオレット アニメーション アンド ウェーブ ウェルダー ウォーヘッド エクストラ エレクトロ オーバー
    オーバーロード オブジェクト ガン キャノン クォート クラウド グライド グレネード グローブ ゲーム コール コージー
    コローシブ コンピューター コントロール サイズ サイバー サイレン シーカー シグナル ジャマー ジャンプ
    シャドウ ショック シンボリック ショット スウィープ スキャナー スクラップ スタート ステップ ストーム ストラクター
    スナップ スピッター スライス スラッシュ スルー スレッジ スロワー セーブ セカンド タレット ダイス ダブル チーム
    チェイン チャージ ツイン ディー データ テーブル トップ トライポッド トラクター トレーサー ドライバー
    ドローン ナイフ ナノ ネットワーク ハイ バースト バイル バック バタリング ハンマー バーベキュー バレル パニッシャー
    パルヴァライズ パワー ビーム ビデオ ピアシング ピストル ファイア ファイル フィスト フェイズ フォーカス
    フォルダー フォロー フラグメンティング ブラック ブレード ブロー プレイヤー ヒート ボード ホイール ホール
    マーク マイン マインド マウス マシン マップ モード ラム ランチャー リアクション リーパー リベンジ リンク ライフル
    レイヤー レール レッキング ロード ローカル ロケット ロック ロング ヴォルテージ ヴォルテックス
    フィンガー プリント スマート フォン ウォール
""".split())

_JAPANESE = ((0x3000, 0x303F), (0x3040, 0x30FF), (0x31F0, 0x31FF), (0x3400, 0x4DBF),
             (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF))


def is_japanese(ch: str) -> bool:
    """Kana, kanji, CJK punctuation or a full- or half-width form: text that has no spaces."""
    c = ord(ch)
    return any(lo <= c <= hi for lo, hi in _JAPANESE)


def _katakana(ch: str) -> bool:
    """A katakana letter or the long-vowel mark (not the middle dot, which parts words)."""
    return "\u30a1" <= ch <= "\u30fa" or ch == "ー"


@lru_cache(maxsize=1024)
def _word_joins(run: str) -> frozenset[int]:
    """Where the words of a katakana `run` meet, if `KATAKANA_WORDS` make it up whole."""
    ends: dict[int, tuple[int, ...]] = {0: ()}  # a place reached -> the joins on the way
    for i in range(len(run)):
        if i in ends:
            for j in range(i + 1, len(run) + 1):
                if j not in ends and run[i:j] in KATAKANA_WORDS:
                    ends[j] = ends[i] + ((i,) if i else ())
    return frozenset(ends.get(len(run), ()))


def inside_word(before: str, after: str) -> bool:
    """Whether a line ending with `before` and the next starting with `after` cut a katakana
    word in two (between the words of a compound is no cut inside a word)."""
    if not (before and after and _katakana(before[-1]) and _katakana(after[0])):
        return False
    head = 0
    while head < len(before) and _katakana(before[len(before) - 1 - head]):
        head += 1
    tail = 0
    while tail < len(after) and _katakana(after[tail]):
        tail += 1
    return head not in _word_joins(before[len(before) - head:] + after[:tail])


def cuts_a_word(lines: list[str] | tuple[str, ...]) -> bool:
    """Whether `lines` (from `break_lines`) cut a katakana word between two of them: a caller
    drawing a name may rather try a smaller size."""
    return any(inside_word(a, b) for a, b in zip(lines, lines[1:]))


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def kinsoku_ok(before: str, after: str) -> bool:
    """Whether the kinsoku rules let a line end with `before` and the next start with `after`."""
    return after not in NO_START and before not in NO_END


def may_break(before: str, after: str) -> bool:
    """Whether text without a space between `before` and `after` may break there."""
    if before == after and before in INSEPARABLE or after in CLOSE_ASCII or before in OPEN_ASCII:
        return False
    return kinsoku_ok(before, after) and not (_latin(before) and _latin(after))  # a word or number stays whole


@cache
def _parser() -> budoux.Parser:
    return budoux.load_default_japanese_parser()


@lru_cache(maxsize=4096)  # the screens ask for the same few hundred words at every redraw
def _phrases(word: str) -> tuple[str, ...]:
    """A space-free `word` cut where a line may break: BudouX's phrases for Japanese, joined
    again wherever the kinsoku rules forbid the cut; a word with no Japanese stays whole."""
    if not any(map(is_japanese, word)):
        return (word,)
    out: list[str] = []
    for phrase in _parser().parse(word):
        if out and not may_break(out[-1][-1], phrase[0]):
            out[-1] += phrase
        else:
            out.append(phrase)
    return tuple(out)


def _pieces(text: str) -> list[tuple[str, str]]:
    """(separator, piece) in order: the separator is " " where the text had whitespace, ""
    where a phrase boundary falls inside a word."""
    out: list[tuple[str, str]] = []
    for word in text.split():
        for k, phrase in enumerate(_phrases(word)):
            sep = " " if k == 0 else ""
            if out and sep and not kinsoku_ok(out[-1][1][-1], phrase[0]):
                out[-1] = (out[-1][0], out[-1][1] + sep + phrase)  # e.g. a "、" after a space
            else:
                out.append((sep, phrase))
    return out


def _cuts(piece: str) -> list[int]:
    """Where `piece` may be cut between two of its characters (a space inside a piece is one
    that the kinsoku rules kept, as in "ブラック 、": never cut beside it)."""
    return [j for j in range(1, len(piece))
            if may_break(piece[j - 1], piece[j]) and piece[j - 1] != " " != piece[j]]


def _good_cuts(piece: str) -> list[int]:
    """The cuts of `piece` that keep every katakana word whole."""
    return [j for j in _cuts(piece) if not inside_word(piece[:j], piece[j:])]


def _split_chars(piece: str, measure: Callable[[str], int], width: int) -> list[str]:
    """`piece` in chunks no wider than `width`, cut where `may_break` allows, inside a
    katakana word only where no other cut fits; a chunk that cannot be cut small enough (one
    character, or a Latin word) is kept whole and is wider."""
    chunks: list[str] = []
    while piece:
        fitting = [j for j in _cuts(piece) if measure(piece[:j]) <= width]
        good = [j for j in fitting if not inside_word(piece[:j], piece[j:])]
        end = (good or fitting or _cuts(piece)[:1] or [len(piece)])[-1]
        if measure(piece) <= width:
            end = len(piece)
        chunks.append(piece[:end])
        piece = piece[end:]
    return chunks


def break_lines(text: str, measure: Callable[[str], int], width: int) -> list[str]:
    """`text` in lines whose `measure` is at most `width` where the rules allow it.

    Whitespace (any run of it, the full-width space too) is a break and reads as one space
    within a line, which never starts or ends with it; text without spaces breaks between
    phrases. English keeps what `ui.kit.theme.wrap` gives: whole
    words, each line filled while `measure(line + " " + word) <= width`. A Japanese phrase
    wider than a whole line fills the rest of the current line, then goes on cut between
    characters (a phrase that fits a line of its own is never cut)."""
    lines: list[str] = []
    line = ""
    for sep, piece in _pieces(text):
        if line and measure(line + sep + piece) <= width:
            line += sep + piece
            continue
        if measure(piece) <= width or len(piece) < 2 or not any(map(is_japanese, piece)):
            if line:
                lines.append(line)
            line = piece
            continue
        if line:
            head = 0
            for j in _good_cuts(piece):  # never a katakana word's head at the end of a line
                if measure(line + sep + piece[:j]) > width:
                    break
                head = j
            lines.append(line + sep + piece[:head] if head else line)
            piece = piece[head:]
        *full, line = _split_chars(piece, measure, width)
        lines.extend(full)
    if line:
        lines.append(line)
    return lines
