"""The words the tabletop reads from the game's data, in the current language: the names and
texts of cards, characters, abilities and reward tiles (the catalog's English is the message
id; the Japanese edition's names are in the catalog, `docs/glossary-ja.md` §6), and the teams'
names as the screens write them. Worded each time they are asked for: nothing here keeps a
word across a change of language.

One place for these look-ups, so the tabletop and the rules name a card alike: a card's name
is told apart by what it is (`pgettext` context "weapon", "weapon effect", "powerup",
"ability", "reward tile"), its texts are looked up as they are. No pygame here."""

from __future__ import annotations

from ..i18n import N_, _, pgettext
from ..rules.cards import TEAM_SHORT, ability, catalog, character, name, powerup, team_name, weapon

# Beside the language's picker (the new-game screen, the table's menu), in both languages at
# once: whoever cannot read the screen's language still finds where to change it.
LANGUAGE_WORDS = "Language · 言語"

# a team as a heading (the boards' side, the hand-off, the results)
TEAM_TITLE = {"black": N_("BLACK TEAM"), "white": N_("WHITE TEAM")}
# a team named in a sentence or a tooltip
TEAM_WORDS = {"black": N_("Black team"), "white": N_("White team")}


def team_title(team: str) -> str:
    return _(TEAM_TITLE[team])


def team_words(team: str) -> str:
    return _(TEAM_WORDS[team])


def team_word(team: str) -> str:
    """The team's one-word name: "Black" (the rules' own word for it)."""
    return team_name(team)


def team_short(team: str) -> str:
    """The team's name where there is room for one word only: "Black", ブラック."""
    return TEAM_SHORT[team].text


def character_name(char_id: str) -> str:
    return name(char_id)


def character_bio(char_id: str) -> str:
    return _(character(char_id).bio)


def weapon_name(weapon_id: str) -> str:
    return pgettext("weapon", weapon(weapon_id).name)


def weapon_text(weapon_id: str) -> str:
    return _(weapon(weapon_id).text)


def effect_name(effect_name: str) -> str:
    """A weapon's effect box by its name ("basic effect", "with second lock")."""
    return pgettext("weapon effect", effect_name)


def effect_text(text: str) -> str:
    return _(text)


def powerup_name(card_id: str) -> str:
    return pgettext("powerup", powerup(card_id).name)


def powerup_text(card_id: str) -> str:
    return _(powerup(card_id).text)


def ability_name(char_id: str) -> str:
    return pgettext("ability", ability(char_id).name)


def ability_text(char_id: str) -> str:
    return _(ability(char_id).text)


def tile_name(tile_id: str) -> str:
    """A flush reward tile's name."""
    return pgettext("reward tile", catalog().reward_tiles[tile_id].name)


def colour_word(colour: str) -> str:
    """A colour as a word (a cube's, a card's, a room's, a character's): each written out here
    so the catalog holds them all."""
    words = {"red": pgettext("colour", "red"), "blue": pgettext("colour", "blue"),
             "yellow": pgettext("colour", "yellow"), "white": pgettext("colour", "white"),
             "purple": pgettext("colour", "purple"), "green": pgettext("colour", "green"),
             "grey": pgettext("colour", "grey"), "orange": pgettext("colour", "orange")}
    return words.get(colour, colour)
