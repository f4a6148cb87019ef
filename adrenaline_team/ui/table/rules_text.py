"""The Team Play rules in short, in the rulebook's words, for the menu's Rules page: what a
player at the table needs to recall mid-game. The full rules are the rulebook; no clause ids.
Marked for the catalog (`N_`), translated where the page draws them."""

from ...i18n import N_

SUMMARY: tuple[tuple[str, str], ...] = (
    (N_("Teams"), N_("Two teams, Black and White, of 1 to 3 players each. Each team always fields 3 characters, so "
                     "all 6 figures are on the arena. The skull board holds 8 skulls; one buffer reward tile holds "
                     "for the whole game.")),
    (N_("Your turn"), N_("Each of your team's 3 characters takes exactly one action, in any order: move up to 1 "
                         "square then grab, or shoot. With 3 or more damage a grab may move up to 2; with 6 or more "
                         "a shot may move 1 first. Paying the Adrenaline Rush slides the tile one space left (the "
                         "killshot comes sooner) to use an adrenaline action not yet unlocked.")),
    (N_("Who decides"), N_("A 1-player team's player controls everything. In a 2-player team each player has a "
                           "character and the team decides each turn who runs the shared one until the reload step. "
                           "In a 3-player team each player controls their own character.")),
    (N_("Ammo and weapons"), N_("Cubes belong to players, at most 3 of each colour. A player holds at most 3 loaded "
                                "arena weapons (character weapons not counted) and may fire them with any character "
                                "they control. A fired weapon goes to the team's table until someone reloads it.")),
    (N_("Damage buffer"), N_("Damage and marks dealt to the other team go into that team's buffer, never straight "
                             "onto boards. Damage of a colour turns that colour's marks in the buffer into damage "
                             "too; marks from the same action wait for a later one.")),
    (N_("Damage tokens"), N_("In Team Play a damage token has the colour of the character who RECEIVES it: the "
                             "reverse of the base game, where it had the colour of the shooter. On a board every "
                             "token is that board's colour; in a buffer each token shows which character will take "
                             "it at the flush.")),
    (N_("Powerups"), N_("At most 3 in hand. Teammates may show each other their powerups. Targeting scope: after "
                        "your shot deals damage. Newton: in your turn, on enemies only. Teleporter: on a character "
                        "you control. Tagback grenade: when an enemy your character can see damages it.")),
    (N_("End of the turn"), N_("Refill the arena, use the end-of-turn abilities, then the flush: if the other team's "
                               "buffer holds 6 or more damage, every damage token moves onto the board of its colour "
                               "and you gain the reward tile's row for the number of colours flushed. Then killshots "
                               "are scored, and last you reload.")),
    (N_("Killshots"), N_("A board scores 8 the first time, then 6, 4, 2, 1, 1, all to the team that killed. An "
                         "overkill scores 1 and heals one of your characters. Two killshots in a turn score 2 more "
                         "(a double kill); all three, 4 more. A dead character respawns at once.")),
    (N_("The end"), N_("When the 8th skull leaves the skull board, the second team plays the last turn if it has "
                       "not. Then unflushed damage moves onto the boards and each team scores 1 point for every 3 "
                       "damage on the other team's boards. Most points wins; on a tie, the team with more of those "
                       "final points.")),
)
