"""The computer players' names, as a config, a save or the command line names them
(`PlayerConfig.bot`, `--black`). They live here, below both the rules and the bots: the save
gate (rules/gate.py) checks a config's names against them without importing the bots, which
import the rules. `ai.BOTS` makes a bot for each of these names and no other
(tests/test_layers.py)."""

BOTS = ("random", "easy", "normal", "tactical", "hard", "expert")  # "tactical" is another name for "normal"
