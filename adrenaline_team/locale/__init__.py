"""The gettext catalogs (package data): `<code>/LC_MESSAGES/adrenaline_team.po`, compiled to
`.mo` beside it (see `adrenaline_team/i18n.py`)."""
