"""The rules core: a whole Team Play game behind one decision API (`Game.pending`,
`Game.choose`). Pure Python and pydantic: this package never imports pygame."""

from .decision import Choice, Decision, Greyed, IllegalChoice, Kind
from .game import Game
from .setup import ConfigError
from .state import GameConfig, GameState, PlayerConfig, Table
from .view import view

__all__ = ["Choice", "ConfigError", "Decision", "Game", "GameConfig", "GameState", "Greyed", "IllegalChoice", "Kind",
           "PlayerConfig", "Table", "view"]
