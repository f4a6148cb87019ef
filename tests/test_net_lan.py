"""Games on the local network, tested without a packet leaving this process: zeroconf's
classes are replaced by stand-ins made from the real ones (`create_autospec`: a call the real
library would not take fails here too). Where multicast is unavailable everything stays
silent; a host on the loopback address is never announced."""

import asyncio
import time
from unittest import mock

import pytest
import zeroconf
import zeroconf.asyncio as zc_asyncio

from adrenaline_team.net import protocol as p
from adrenaline_team.net.lan import SERVICE, Announcer, Browser, Found, find_games, loopback

DOC_ADDRESS = "192.0.2.10"  # a documentation address (RFC 5737): never reached, only named


@pytest.fixture
def no_network(monkeypatch):
    """Any attempt to open zeroconf's sockets fails, as where multicast is unavailable."""
    def refuse(*args, **kwargs):
        raise OSError(19, "No such device")
    monkeypatch.setattr(zc_asyncio, "AsyncZeroconf", refuse)
    monkeypatch.setattr(zeroconf, "Zeroconf", refuse)


def test_where_multicast_is_unavailable_nothing_is_announced_found_or_printed(no_network, monkeypatch, capsys):
    monkeypatch.setattr(zeroconf, "get_all_addresses", lambda: [DOC_ADDRESS])
    announcer = Announcer()
    assert asyncio.run(announcer.start(4000, "A", "2v2", True)) is False
    asyncio.run(announcer.stop())
    assert Browser().games() == []
    assert find_games(0.01) == []
    assert capsys.readouterr() == ("", "")


def test_a_computer_without_a_network_address_announces_nothing(monkeypatch):
    monkeypatch.setattr(zeroconf, "get_all_addresses", lambda: ["127.0.0.1"])
    monkeypatch.setattr(zc_asyncio, "AsyncZeroconf", mock.Mock(side_effect=AssertionError("no zeroconf wanted")))
    assert asyncio.run(Announcer().start(4000, "A", "1v1", True)) is False


@pytest.mark.parametrize("encrypted, tls", [(True, "1"), (False, "0")])
def test_the_game_is_announced_with_its_port_version_arena_teams_and_encryption_then_withdrawn(encrypted, tls,
                                                                                               monkeypatch):
    made = []
    real = zc_asyncio.AsyncZeroconf

    def fake(*args, **kwargs):
        zc = mock.create_autospec(real, instance=True)
        made.append(zc)
        return zc
    monkeypatch.setattr(zc_asyncio, "AsyncZeroconf", fake)
    monkeypatch.setattr(zeroconf, "get_all_addresses", lambda: ["127.0.0.1", DOC_ADDRESS])
    announcer = Announcer()

    async def main():
        assert await announcer.start(4123, "C", "2v3", encrypted) is True
        await announcer.stop()
    asyncio.run(main())
    (zc,) = made
    info = zc.async_register_service.call_args.args[0]
    assert info.type == SERVICE and info.name.endswith("." + SERVICE) and info.port == 4123
    assert info.parsed_addresses() == [DOC_ADDRESS]  # never the loopback address
    assert info.decoded_properties == {"v": str(p.VERSION), "arena": "C", "teams": "2v3", "tls": tls}
    zc.async_unregister_service.assert_called_once_with(info)
    zc.async_close.assert_called_once()


def test_the_browser_lists_the_games_it_hears_of_and_forgets_those_withdrawn(monkeypatch):
    handlers = []
    announced = zeroconf.ServiceInfo(SERVICE, f"den 4123.{SERVICE}", port=4123, server="den.local.",
                                     properties={"v": "1", "arena": "B", "teams": "1v3", "tls": "0"},
                                     parsed_addresses=[DOC_ADDRESS])
    junk = zeroconf.ServiceInfo(SERVICE, f"odd.{SERVICE}", port=9, server="odd.local.", properties={"v": "x"},
                                parsed_addresses=[DOC_ADDRESS])
    real_browser = zeroconf.ServiceBrowser
    zc = mock.create_autospec(zeroconf.Zeroconf, instance=True)
    zc.get_service_info.side_effect = lambda type_, name, timeout: {announced.name: announced, junk.name: junk}[name]
    monkeypatch.setattr(zeroconf, "Zeroconf", lambda *a, **kw: zc)

    def browser(zc_, type_, **kwargs):
        assert type_ == SERVICE
        handlers.extend(kwargs["handlers"])
        return mock.create_autospec(real_browser, instance=True)
    monkeypatch.setattr(zeroconf, "ServiceBrowser", browser)
    found = Browser()
    for name in (announced.name, junk.name):
        handlers[0](zeroconf=zc, service_type=SERVICE, name=name, state_change=zeroconf.ServiceStateChange.Added)
    end = time.monotonic() + 10
    while not found.games() and time.monotonic() < end:
        time.sleep(0.01)
    time.sleep(0.05)  # the junk's look-up has ended too
    assert found.games() == [Found(name="den 4123", host=DOC_ADDRESS, port=4123, version=1, arena="B", teams="1v3",
                                   encrypted=False)]
    handlers[0](zeroconf=zc, service_type=SERVICE, name=announced.name, state_change=zeroconf.ServiceStateChange.Removed)
    assert found.games() == []
    found.close()
    zc.close.assert_called_once()


@pytest.mark.parametrize("bind, local", [("127.0.0.1", True), ("127.1.2.3", True), ("::1", True),
                                         ("localhost", True), (None, False), ("0.0.0.0", False),
                                         ("192.0.2.10", False)])
def test_a_host_serving_on_the_loopback_address_is_not_announced(bind, local):
    assert loopback(bind) is local
