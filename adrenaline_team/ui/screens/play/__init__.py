"""The play screen (`play`), and the window code of the demonstration (`demo`): the same table,
watched while two computer teams play."""

from . import demo as demo
from .play import PlayScene as PlayScene
