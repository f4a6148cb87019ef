"""Games on the local network: a host announces its game over multicast DNS (zeroconf, the
service `_adrenaline-team._tcp.local.`) and `Browser` lists the games announced nearby.

Finding games is a convenience, never a condition: where multicast is not available (no
network, a firewall, a container, a laptop on a café's Wi-Fi) nothing is announced or found,
nothing is printed and nothing fails; `join HOST:PORT` works all the same. A host that serves
on the loopback address only is not announced at all (tests serve there, and never send a
packet anywhere else)."""

from __future__ import annotations

import contextlib
import logging
import socket
import threading
import time
from dataclasses import dataclass
from typing import Any

from ..rules.state import GameConfig
from . import protocol as p

SERVICE = "_adrenaline-team._tcp.local."
RESOLVE_MS = 1500  # how long a found game's address is looked up for


def _quiet() -> None:
    """The library's warnings (an interface without multicast, a name conflict) are not the
    player's news."""
    logging.getLogger("zeroconf").setLevel(logging.CRITICAL)


def loopback(bind: str | None) -> bool:
    return bind is not None and (bind == "localhost" or bind.startswith("127.") or bind == "::1")


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses others may reach it at (not the loopback one); none
    where they cannot be listed."""
    try:
        from zeroconf import get_all_addresses  # type: ignore[attr-defined]  # public, not in its __all__
        return [a for a in get_all_addresses() if not a.startswith("127.")]
    except Exception:
        return []


@dataclass(frozen=True, slots=True)
class Found:
    """A game announced on the local network."""

    name: str  # the computer's name, as it announced itself
    host: str  # an address to join
    port: int
    version: int  # the protocol it speaks (`protocol.VERSION`): another one cannot be joined
    arena: str
    teams: str  # "2v3"
    encrypted: bool | None = None  # False: served with --insecure; None: the host did not say


def _properties(arena: str, teams: str, encrypted: bool) -> dict[str, str]:
    return {"v": str(p.VERSION), "arena": arena, "teams": teams, "tls": "1" if encrypted else "0"}


class Announcer:
    """The hosted game's announcement, for as long as the host serves."""

    def __init__(self) -> None:
        self._zc: Any = None
        self._info: Any = None

    async def start(self, port: int, arena: str, teams: str, encrypted: bool) -> bool:
        """Announce the game on every interface's address, and whether it is encrypted (the
        join form says so before anyone joins); False (and silent) where that cannot be done."""
        _quiet()
        try:
            from zeroconf import ServiceInfo
            from zeroconf.asyncio import AsyncZeroconf
            addresses = local_addresses()
            if not addresses:
                return False
            name = socket.gethostname().split(".")[0] or "adrenaline-team"
            self._info = ServiceInfo(SERVICE, f"{name} {port}.{SERVICE}", port=port, properties=_properties(arena, teams, encrypted),
                                     server=f"{name}.local.", parsed_addresses=addresses)
            self._zc = AsyncZeroconf()
            await self._zc.async_register_service(self._info, allow_name_change=True)
        except Exception:  # announcing is optional; whatever the network says, the game is served
            await self.stop()
            return False
        return True

    async def stop(self) -> None:
        zc, self._zc = self._zc, None
        if zc is None:
            return
        with contextlib.suppress(Exception):
            if self._info is not None:
                await zc.async_unregister_service(self._info)
            await zc.async_close()


async def announce(port: int, config: GameConfig, encrypted: bool) -> Announcer:
    """The hosted game announced (where the network allows it): its arena, team sizes and
    whether it is encrypted."""
    announcer = Announcer()
    await announcer.start(port, config.arena, f"{len(config.black)}v{len(config.white)}", encrypted)
    return announcer


class Browser:
    """The games announced nearby, found in the background (zeroconf's own thread): `games()`
    never waits. `close()` when the list is no longer shown."""

    def __init__(self) -> None:
        _quiet()
        self._found: dict[str, Found] = {}
        self._lock = threading.Lock()
        self._zc: Any = None
        self._browser: Any = None
        try:
            from zeroconf import ServiceBrowser, Zeroconf
            self._zc = Zeroconf()
            self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed])
        except Exception:  # no multicast here: nothing will be found
            self.close()

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        if state_change.name == "Removed":
            with self._lock:
                self._found.pop(name, None)
        else:  # the address is looked up away from zeroconf's thread, which must not wait
            threading.Thread(target=self._resolve, args=(zeroconf, name), daemon=True).start()

    def _resolve(self, zeroconf: Any, name: str) -> None:
        try:
            info = zeroconf.get_service_info(SERVICE, name, timeout=RESOLVE_MS)
            found = _found(name, info) if info is not None else None
        except Exception:
            return
        if found is not None:
            with self._lock:
                self._found[name] = found

    def games(self) -> list[Found]:
        with self._lock:
            return sorted(self._found.values(), key=lambda f: (f.name, f.port))

    def close(self) -> None:
        zc, self._zc = self._zc, None
        with contextlib.suppress(Exception):
            if self._browser is not None:
                self._browser.cancel()
            if zc is not None:
                zc.close()


def _found(name: str, info: Any) -> Found | None:
    """A game from its announcement, or None for one that does not say what a game says."""
    props = {k.decode(errors="replace") if isinstance(k, bytes) else str(k):
             v.decode(errors="replace") if isinstance(v, bytes) else "" for k, v in info.properties.items()}
    addresses = info.parsed_addresses()
    if not addresses or not props.get("v", "").isdigit() or info.port is None:
        return None
    tls = props.get("tls")
    return Found(name=name.removesuffix("." + SERVICE)[:60], host=addresses[0], port=int(info.port),
                 version=int(props["v"]), arena=props.get("arena", "")[:40], teams=props.get("teams", "")[:10],
                 encrypted=None if tls not in ("0", "1") else tls == "1")


def find_games(seconds: float = 2.0) -> list[Found]:
    """The games announced nearby within `seconds` (none where multicast is unavailable)."""
    browser = Browser()
    try:
        time.sleep(seconds)
        return browser.games()
    finally:
        browser.close()
