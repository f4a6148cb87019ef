"""The play table's pieces, each drawn or handled on its own: the arena (`arena_view`), cards and
tokens (`cards`, portraits in `art/`), the teams' sides (`side`), the top bar (`topbar`), the
draft (`draft_view`), the whole picture put together (`render`), the places a click can land
(`hotspots`) and their tooltips (`tips`); the question and its answers (`prompt`, `choices`),
the coach (`coach_view`), the hot-seat hand-off (`handoff`), the log (`log_panel`), the
turn summary (`turn_summary`), a rule's caption (`caption`), the menu (`menu`, `rules_text`)
and the animations (`anim`). The play and replay screens put them together."""
