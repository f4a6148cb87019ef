"""The invite code: what the host gives the people it plays with, by voice or by message.

It carries two things. A secret (40 random bits, kept with the hosted game's seats, so the
same across `--resume`): the host seats no one and lets no one watch without it. And, unless
the game is served unencrypted (`--insecure`), the first 80 bits of the SHA-256 of the host's
certificate (`tls`): the joining side checks that the host it reached holds that certificate
before it sends anything, so a machine in between cannot pose as the host.

Written in RFC 4648 base32 (letters and 2-7, no case), in groups of four: ABCD-EFGH for an
unencrypted game, six groups when encrypted. 0, 1 and 8 typed for O, I and B are read as
them; spaces and dashes are ignored."""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass

from ..i18n import _

SECRET_BYTES = 5  # 40 bits: guessed online, against a host that closes a connection after 10 refusals a minute
PIN_BYTES = 10  # 80 bits of the certificate's hash: no certificate with the same ones can be made in time
_SAME = str.maketrans("018", "OIB")


def new_secret() -> str:
    return _b32(secrets.token_bytes(SECRET_BYTES))


def pin_of(certificate: bytes) -> bytes:
    """The part of a certificate's (DER) hash an invite code carries."""
    return hashlib.sha256(certificate).digest()[:PIN_BYTES]


@dataclass(frozen=True)
class Invite:
    secret: str  # what the host checks (`Join.code`)
    pin: bytes | None  # None: the game is not encrypted

    @property
    def code(self) -> str:
        """As the host shows it."""
        raw = self.secret + (_b32(self.pin) if self.pin is not None else "")
        return "-".join(raw[i:i + 4] for i in range(0, len(raw), 4))

    @property
    def fingerprint(self) -> str:
        """The start of the host's certificate's SHA-256 this code pins, in hex groups of four
        (as `openssl x509 -fingerprint -sha256` begins), or "" for an unencrypted game's code."""
        digits = self.pin.hex().upper() if self.pin is not None else ""
        return " ".join(digits[i:i + 4] for i in range(0, len(digits), 4))

    def holds(self, certificate: bytes) -> bool:
        """The certificate the host showed is the one this code was made with."""
        return self.pin is not None and hmac.compare_digest(pin_of(certificate), self.pin)


def parse(text: str, insecure: bool = False) -> Invite:
    """An invite code as typed; ValueError, one line, if it is not one, or if it is an
    unencrypted game's and `insecure` was not asked for."""
    raw = re.sub(r"[\s-]", "", text).upper().translate(_SAME)
    secret_len, pin_len = len(new_secret()), len(_b32(bytes(PIN_BYTES)))
    if not re.fullmatch(r"[A-Z2-7]*", raw) or len(raw) not in (secret_len, secret_len + pin_len):
        raise ValueError(_("{code!r} is not an invite code (the host shows it: six groups of four letters "
                           "and digits, two if the game is not encrypted)").format(code=text.strip()[:40]))
    if len(raw) == secret_len:
        if not insecure:
            raise ValueError(_("that invite code is for a game that is not encrypted: join with --insecure to "
                               "play it unencrypted"))
        return Invite(raw, None)
    return Invite(raw[:secret_len], base64.b32decode(raw[secret_len:]))


def same_secret(given: str | None, secret: str) -> bool:
    """Compared in constant time: a refusal's timing tells a guesser nothing."""
    return given is not None and hmac.compare_digest(given.encode(), secret.encode())


def _b32(data: bytes) -> str:
    return base64.b32encode(data).decode().rstrip("=")
