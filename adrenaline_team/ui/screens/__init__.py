"""The app's screens, one module (or package, when a screen has parts of its own) each: the
new-game form (`newgame`), the table in play and its demonstration (`play`), the results and
the game's review (`results`), the replay viewer (`replay`), the offer to resume (`resume`),
the second window's lock (`lock`), a rules-tour lesson before and after its move (`lesson`),
the tactics puzzles and their verdicts (`puzzles`), the list of saved games (`saved`), and for network play the join form (`join`) and the wait
for the host's first table (`connect`)."""

# each registers what opens it for its route (`kit.scene.screen`); the app imports this package to find them
from . import connect, firstgame, join, lesson, lock, newgame, play, puzzles, replay, results, resume, saved  # noqa: F401
