"""The play screen (`play`) and the demonstration (`demo`): the same table, watched while two
computer teams play."""

from .demo import DemoScene as DemoScene
from .play import PlayScene as PlayScene
