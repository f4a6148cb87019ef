"""What a window plays, without the window: no pygame here, and nothing below `ui/` imports it.

- `play`: what the play screen drives (`PlaySession`: a person's answer out by `choose`, every
  other change in by `follow`), and its kinds: a game on this computer (`local.LocalSession`:
  every choice saved by `autosave`, its computer seats answering by `follow`; a lesson's move
  or a puzzle's turn, `local.PracticeSession`; the demonstration, `demo.DemoSession`), and a
  seat at a game hosted on the network (`remote`; `hosting` for the window that hosts it;
  `joining`: what the join form reads of the network, since no window code imports `net/`).
- `bot_driver` and `thinker`: the computer seats and the coach, thinking in a worker process.
- `settings`: the player's choices (`settings.json`); `replay`: a saved game stepped through;
  `lesson`: a rules-tour position played as a lesson; `puzzle`: a tactics puzzle and its
  verdict; `demo`: the demonstration's game and `moments`: the rule moments it captions."""
