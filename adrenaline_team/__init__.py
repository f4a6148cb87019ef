"""adrenaline_team: a tabletop for Adrenaline Team Play (rules core, bots and a pygame table)."""

__version__ = "0.1.0"
