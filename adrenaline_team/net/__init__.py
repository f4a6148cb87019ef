"""Two screens: each team at its own computer, one game.

`host.Host` is the only authority: it owns the `Game`, checks every answer through
`game.choose` as the tabletop does, and sends each connection what its side of the table
sees (`rules.view`). `client` keeps one connection to a host up and hands its messages to a
reader (a bot with `play_bot`, a window with `ThreadedClient`); `mirror` is what a client
knows of the game. `protocol` is the one gate every message passes; `seats` says who answers
a question and keeps the tokens that hold seats and the invite code's secret; `invite` reads
and writes the invite code; `tls` makes the host's certificate and checks it on the joining
side; `lan` announces and finds games on the local network; `phones` serves the phone page
(`page/`) and its WebSocket for hands on phones; `headless` is `adrenaline-team host
--headless` and `join --bot`.
docs/network.md tells how to host and join, the protocol and the trust model."""

DEFAULT_PORT = 47425  # unassigned by IANA; `host --port` and `join HOST:PORT` change it
