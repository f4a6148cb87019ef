"""The timeline alone (rules/timeline.py): when snapshots are taken, what a save's script is,
and what undo may take back (the BGA policy), on a stand-in table that counts its dumps."""

from adrenaline_team.rules import Choice, Decision, Game, Kind
from adrenaline_team.rules.timeline import Timeline


class Table:
    """Counts `model_dump` calls: a snapshot taken."""

    def __init__(self, name: str):
        self.name, self.dumps = name, 0

    def model_dump(self) -> dict:
        self.dumps += 1
        return {"at": self.name}


class Replays:
    """A replay that records what it was asked to play and returns a named snapshot."""

    def __init__(self):
        self.asked: list[tuple[dict, list[str]]] = []

    def __call__(self, snapshot: dict, choices: list[str]) -> dict:
        self.asked.append((snapshot, list(choices)))
        return {"at": f"after {len(choices)}"}


def choose(timeline: Timeline, *keys: str, team: str = "black") -> None:
    for key in keys:
        choice = Choice(key, key)
        timeline.chose(Decision(team, 0, Kind.ACTION, "?", (choice,)), choice)


def test_a_timeline_never_asked_takes_no_snapshot_on_the_way():
    timeline, table = Timeline({"at": "start"}), Table("turn 2")
    choose(timeline, "a", "b")
    timeline.turn_started(table)
    choose(timeline, "c")
    timeline.turn_started(table)
    choose(timeline, "d", "e")
    assert table.dumps == 0
    assert timeline.since == ["a", "b", "c", "d", "e"] and timeline.turn_at == 3
    assert timeline.script == ["d", "e"]


def test_the_turns_start_is_replayed_once_when_asked_and_becomes_the_last_snapshot():
    timeline, replay = Timeline({"at": "start"}), Replays()
    choose(timeline, "a", "b", "c")
    timeline.turn_started(Table("turn 2"))
    choose(timeline, "d")
    assert timeline.turn_start(replay) == {"at": "after 3"}
    assert replay.asked == [({"at": "start"}, ["a", "b", "c"])]
    assert timeline.snapshot == {"at": "after 3"} and timeline.since == ["d"] and timeline.script == ["d"]
    assert timeline.turn_start(replay) == {"at": "after 3"} and len(replay.asked) == 1  # asked again: no replay


def test_a_step_that_started_at_the_snapshot_needs_no_replay():
    timeline, replay = Timeline({"at": "setup"}), Replays()
    choose(timeline, "draft:a", "draft:b")
    assert timeline.turn_start(replay) == {"at": "setup"} and replay.asked == []
    assert timeline.script == ["draft:a", "draft:b"]


def test_a_snapshot_asked_for_ahead_is_taken_at_that_turns_start_only():
    timeline, early, due = Timeline({"at": "start"}), Table("turn 2"), Table("turn 3")
    timeline.snapshot_after(3)
    choose(timeline, "a")
    timeline.turn_started(early)
    choose(timeline, "b", "c")
    timeline.turn_started(due)
    choose(timeline, "d")
    timeline.turn_started(Table("turn 4"))
    assert (early.dumps, due.dumps) == (0, 1)
    assert timeline.snapshot == {"at": "turn 3"} and timeline.since == ["d"] and timeline.turn_at == 1


def test_a_snapshot_asked_for_ahead_still_comes_after_the_turns_start_was_worked_out():
    timeline, due = Timeline({"at": "start"}), Table("turn 3")
    timeline.snapshot_after(3)
    choose(timeline, "a")
    timeline.turn_started(Table("turn 2"))
    choose(timeline, "b")
    timeline.turn_start(Replays())  # a save in between: the snapshot is now turn 2's start
    choose(timeline, "c")
    timeline.turn_started(due)
    assert due.dumps == 1 and timeline.snapshot == {"at": "turn 3"} and timeline.since == []


def test_a_turn_reached_with_no_choice_since_the_snapshot_is_taken_at_once():
    """Two turn starts with no choice between them could not be told apart by a count."""
    timeline, table, due = Timeline({"at": "turn 1"}), Table("turn 2"), Table("turn 3")
    timeline.snapshot_after(1)
    timeline.turn_started(table)
    assert table.dumps == 1 and timeline.snapshot == {"at": "turn 2"} and timeline.turn_at == 0
    choose(timeline, "a")
    timeline.turn_started(due)  # the one asked for ahead still comes
    assert due.dumps == 1 and timeline.snapshot == {"at": "turn 3"}


def test_undo_takes_back_the_turns_choices_until_sealed():
    """BGA: back one decision within the team's turn; never past a reveal, never into the
    other team's decisions (the game seals the timeline when either happens)."""
    timeline = Timeline({"at": "start"})
    choose(timeline, "a", "b")
    timeline.turn_started(Table("turn 2"))
    assert timeline.undoable("black") == 0  # the turn just started
    choose(timeline, "c")
    assert timeline.undoable("black") == 1
    choose(timeline, "d")
    timeline.seal()  # "d" drew a powerup
    assert timeline.undoable("black") == 0 and timeline.undo_from == 2
    choose(timeline, "e")
    assert timeline.undoable("black") == 1 and timeline.script[:-1] == ["c", "d"]  # what an undo replays
    timeline.turn_started(Table("turn 3"))
    assert timeline.undoable("black") == 0 and timeline.undo_from == 0


def test_undo_takes_a_declined_answer_of_the_other_team_back_with_its_own_last_choice():
    """White's "no" to a tagback question does not seal (the game's choice): Black's undo takes
    it back with Black's last choice; White itself has nothing to undo."""
    timeline = Timeline({"at": "start"})
    timeline.turn_started(Table("turn 2"))
    choose(timeline, "c", "d")
    choose(timeline, "tagback:none", team="white")
    assert timeline.undoable("black") == 2 and timeline.undoable("white") == 1
    timeline.seal()
    assert timeline.undoable("black") == 0 and timeline.undoable("white") == 0


def test_the_answers_are_the_current_turns():
    timeline = Timeline({"at": "start"})
    choose(timeline, "a")
    timeline.turn_started(Table("turn 2"))
    choose(timeline, "b", "c", team="white")
    assert [(d.team, c.key) for d, c in timeline.answers] == [("white", "b"), ("white", "c")]


def test_undo_replaces_the_games_parts_not_the_game():
    """An undo leaves the same `Game` object (whoever holds it sees the undone game), with a
    new engine, flow, question and timeline taken from the replay."""
    game = Game.new(seed=2)
    while not (game.table.phase == "turn" and game.can_undo):
        game.choose(game.pending.choices[0])
    parts = game.eng, game.timeline, game.pending
    table = game.turn_start
    game.undo()
    assert game.eng is not parts[0] and game.timeline is not parts[1] and game.pending is not parts[2]
    assert game.turn_start == table and game.timeline.since == game.state.script
    never = Game.new(seed=2)  # the same game without the undone choice: the same log and question
    for key in game.history:
        never.choose(key)
    assert [e.text for e in game.log] == [e.text for e in never.log] and len(game.log) > 20
    assert game.table == never.table and [c.key for c in game.pending.choices] == [c.key for c in never.pending.choices]
