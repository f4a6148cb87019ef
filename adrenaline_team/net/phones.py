"""Hands on phones (issue 43): each person's seat answered on their own phone's browser,
the window (or nobody, headless) showing the shared table.

The host serves a second, plain-HTTP port for phones (`Host.start(phones=...)`), through the
websockets library it already serves with: its `process_request` hook answers the page's few
static files (`net/page/`: HTML, CSS and JavaScript, no build step) and `/game.json`, and
anything else asking for a WebSocket upgrade on `/play` becomes a connection of the same
host, under the same limits, speaking the same protocol as a window (`protocol`). Plain HTTP
because a phone cannot use the host's own certificate: WebKit (every browser on an iPhone)
refuses a `wss://` socket to a self-signed certificate even once the page's warning was
accepted (docs/network.md, "What is not protected").

Each phone seat is a claim of its own (`seats.Claim.phone`), held by its 256-bit token: the
seat's link carries it after `#`, so it is never part of an HTTP request (not logged, never a
Referer); the page sends it in its `join`. A page without one watches with the invite code's
secret (`#watch=`), as any spectator must, or sees nothing.

Words: a page cannot word the game's messages (that needs the catalogs and the rules' code),
so the host words everything it sends a phone in the phone's language (`message.WORDED`:
the same observation, its messages as plain text), and `/game.json?lang=` gives the page its
own words and the names of the cards, characters and squares, worded from the shipped
catalog at run time. No words of the game are kept in the page."""

from __future__ import annotations

import json
import mimetypes
from dataclasses import dataclass
from functools import cache
from typing import Any
from urllib.parse import parse_qs, urlsplit

import segno
from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from ..arena import Arena, colour_msg, load_arena
from ..i18n import LANGUAGES, N_, translations
from ..message import Msg
from ..places import shipped
from ..rules.cards import catalog, char_msg, cost_msg, powerup_msg, team_msg, weapon_msg
from ..rules.state import TEAMS
from .lan import local_addresses, loopback
from .protocol import REFUSALS, VERSION

SOCKET_PATH = "/play"  # the page's WebSocket; `?lang=` the language its messages are worded in
FILES = ("index.html", "phone.css", "phone.js")
MAX_QUERY = 200  # characters of a request's query read

# The page's own words, worded by the host in the page's language (`/game.json`).
PAGE_WORDS = {
    "title": N_("Adrenaline: your hand"),
    "hand": N_("Your team's hand"),
    "powerups": N_("Powerups"),
    "loaded": N_("Loaded weapons"),
    "unloaded": N_("Unloaded weapons (face up on the table)"),
    "ammo": N_("Ammo"),
    "none": N_("none"),
    "asked": N_("Your turn to answer"),
    "undo": N_("Undo"),
    "hint": N_("Hint"),
    "hint_wait": N_("The coach is thinking…"),
    "map": N_("Tap a square or a figure on the map, or an answer below."),
    "connecting": N_("Connecting to the table…"),
    "lost": N_("Connection lost: trying again…"),
    "deciding": N_("{who} is deciding"),
    "computer": N_("The computer is deciding for {who}"),
    "away": N_("Waiting for {who} to open their link"),
    "sent": N_("Answer sent"),
    "over": N_("The game is over."),
    "watching": N_("Watching the table: no hand is shown."),
    "no_link": N_("Open your seat's link: scan its QR code on the table's screen."),
    "replaced": N_("This seat was opened on another page."),
    "take_here": N_("Play this seat here"),
    "taken_back": N_("This seat was given to another phone."),
    "refused": N_("The table did not take that: {why}"),
    "sound": N_("Tap anywhere once so this phone may buzz when you are asked."),
}


@cache
def game_words(code: str, arena_name: str) -> bytes:
    """What a page needs besides the observation, worded in `code`: its own words, the teams',
    the colours', every card's and character's name, and the arena's squares (room, spawnpoint,
    the edges to the east and south, the place in words) for its map. Made from the catalogs
    at run time; the same for every page of a host, so made once per language."""
    words = translations(code)

    def w(m: Msg | str) -> str:
        return m.worded(words) if isinstance(m, Msg) else words.gettext(m)
    cards = catalog()
    arena = load_arena(arena_name)
    data: dict[str, Any] = {
        "lang": code, "languages": LANGUAGES, "version": VERSION,
        "words": {k: w(v) for k, v in PAGE_WORDS.items()},
        "refusals": {k: w(v) for k, v in REFUSALS.items()},
        "teams": {t: w(team_msg(t)) for t in TEAMS},
        "colours": {c: w(colour_msg(c)) for c in ("red", "blue", "yellow")},
        "characters": {k: {"name": w(char_msg(k)), "letter": c.letter} for k, c in cards.characters.items()},
        "powerups": {p.id: {"name": w(powerup_msg(p.id)), "colour": p.colour} for p in cards.powerups},
        "weapons": {k: {"name": w(weapon_msg(k)), "colour": v.colour, "reload": w(cost_msg(v.reload))}
                    for k, v in cards.weapons.items()},
        "arena": _arena(arena, w),
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


def _arena(arena: Arena, w: Any) -> dict[str, Any]:
    def edge(sq: tuple[int, int], to: tuple[int, int]) -> str:
        return arena.edge(sq, to) if to in arena.square_rooms else "wall"
    return {"rows": arena.rows, "cols": arena.cols, "squares": [
        {"square": list(sq), "room": arena.room_of(sq), "spawn": arena.spawn_colour(sq),
         "east": edge(sq, (sq[0], sq[1] + 1)), "south": edge(sq, (sq[0] + 1, sq[1])),
         "place": w(arena.place(sq, start=True))} for sq in arena.squares]}


@cache
def _file(name: str) -> bytes:
    return (shipped("adrenaline_team.net.page") / name).read_bytes()


# The page runs only its own files, talks only to its host, and is never framed.
_POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
           "connect-src 'self' ws: wss:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


def _response(status: int, reason: str, body: bytes, kind: str) -> Response:
    headers = Headers([("Content-Type", kind), ("Content-Length", str(len(body))), ("Cache-Control", "no-store"),
                       ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
                       ("Content-Security-Policy", _POLICY), ("Connection", "close")])
    return Response(status, reason, headers, body)


@dataclass(frozen=True)
class Page:
    """What the phone port answers besides its WebSocket: the page's files and the game's
    words. `language`: the window's (a page whose phone speaks neither language uses it)."""

    arena: str
    language: str

    def request(self, connection: ServerConnection, request: Request) -> Response | None:
        """`process_request`: a file, `/game.json`, or None to go on with the WebSocket
        handshake (on `SOCKET_PATH` only)."""
        parts = urlsplit(request.path)
        path = parts.path
        if path == SOCKET_PATH:
            return None
        if path == "/game.json":
            code = page_language(request.path, self.language)
            return _response(200, "OK", game_words(code, self.arena), "application/json; charset=utf-8")
        name = "index.html" if path == "/" else path.lstrip("/")
        if name not in FILES:
            return _response(404, "Not Found", b"not found\n", "text/plain; charset=utf-8")
        kind = mimetypes.guess_type(name)[0] or "application/octet-stream"
        return _response(200, "OK", _file(name), f"{kind}; charset=utf-8")


def page_language(path: str, default: str) -> str:
    """The language a page asked for in its query (`?lang=ja`), if the game has it."""
    asked = parse_qs(urlsplit(path[:MAX_QUERY]).query).get("lang", [""])[0]
    return asked if asked in LANGUAGES else default


def home_address(bind: str | None) -> str:
    """The address a phone on the home network reaches this computer at: the one it serves on,
    else its first address on the local network (`lan.local_addresses`), never the loopback
    one unless that is all it serves on (the tests)."""
    if bind and (loopback(bind) or bind not in ("0.0.0.0", "::")):
        return bind
    found = local_addresses()
    return found[0] if found else "127.0.0.1"


def qr_modules(link: str) -> list[list[bool]]:
    """The QR code of `link` as rows of dark (True) and light modules, without its quiet zone
    (a screen draws them: `segno`, error correction M, about 37 modules a side for a link)."""
    return [[bool(m) for m in row] for row in segno.make(link, error="m", micro=False).matrix]


def seat_link(address: str, port: int, token: str) -> str:
    """A phone seat's link: its token after `#`, never sent in an HTTP request."""
    return f"http://{_host(address)}:{port}/#seat={token}"


def watch_link(address: str, port: int, secret: str) -> str:
    """A page that watches the public table (the invite code's secret, as any spectator)."""
    return f"http://{_host(address)}:{port}/#watch={secret}"


def _host(address: str) -> str:
    return f"[{address}]" if ":" in address else address
