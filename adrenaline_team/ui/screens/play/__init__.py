"""The play screen (`play`), and the window code of the demonstration (`demo`: the same table,
watched while two computer teams play) and of a puzzle's "Show me" (`showme`: its best turn
played on the table, answer by answer)."""

from . import demo as demo
from . import showme as showme
from .play import PlayScene as PlayScene
