"""Encryption: the host's certificate, made once and kept in the data folder, and the TLS
settings of each side.

The certificate is self-signed: no authority vouches for a computer at home. What the
joining side trusts instead is the invite code, which carries part of the certificate's hash
(`invite`); the client checks it against the certificate the host shows before it sends a
byte of its own (`check`). The key is an ECDSA P-256 key (small, fast, accepted by every TLS
library), made by `cryptography` (pyca): the standard library's `ssl` uses certificates but
cannot make one, and pyca's is the library the Python packaging authority keeps, with wheels
for every system this game runs on (calling the `openssl` program would not work on Windows).
The key file is readable by its owner only (`write_atomic`'s temporary file is made so)."""

from __future__ import annotations

import datetime
import ssl
from pathlib import Path
from typing import Any

from ..i18n import _
from ..places import data_dir
from ..files import SaveError, exists, read_file, write_atomic
from .invite import Invite

YEARS = 20  # the certificate outlives the game on that computer: no renewal to think of


def cert_path() -> Path:
    return data_dir() / "host-cert.pem"


def key_path() -> Path:
    return data_dir() / "host-key.pem"


def host_certificate() -> bytes:
    """The host's certificate (DER), made the first time and kept after; `CannotWrite` if it
    cannot be written, `SaveError` (one line) if the kept pair is damaged."""
    cert, key = cert_path(), key_path()
    if not (exists(cert) and exists(key)):
        _make(cert, key)
    try:
        der = ssl.PEM_cert_to_DER_cert(read_file(cert).decode("ascii"))
        read_file(key)  # a regular file of bounded size, before the TLS library opens it
        server_context()  # the key is the certificate's
    except (ValueError, ssl.SSLError):
        raise SaveError(_("{file} and {key}: not this game's certificate and key; delete both to make new ones "
                          "(the invite codes given before stop working)").format(file=cert, key=key.name)) from None
    return der


def _make(cert: Path, key: Path) -> None:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    private = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "adrenaline-team host")])
    now = datetime.datetime.now(datetime.timezone.utc)
    certificate = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(private.public_key())
                   .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(days=1))
                   .not_valid_after(now + datetime.timedelta(days=365 * YEARS)).sign(private, hashes.SHA256()))
    key.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(key, private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                            serialization.NoEncryption()).decode("ascii"))
    write_atomic(cert, certificate.public_bytes(serialization.Encoding.PEM).decode("ascii"))


def server_context() -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert_path(), key_path())
    return context


def client_context() -> ssl.SSLContext:
    """No authority and no host name to check: the invite code's pin is checked instead."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


class WrongHost(Exception):
    """The host reached is not the one the invite code was made by."""


def check(transport: Any, invite: Invite, where: str) -> None:
    """`WrongHost`, one line, unless the certificate the host showed is the invite's."""
    tls = transport.get_extra_info("ssl_object") if transport is not None else None
    certificate = tls.getpeercert(binary_form=True) if tls is not None else None
    if certificate is None or not invite.holds(certificate):
        raise WrongHost(_("{where} is not the host that made this invite code (its certificate differs): "
                          "nothing was sent to it").format(where=where))
