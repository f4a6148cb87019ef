"""Issue 40: no disk fault costs a seat or prints a traceback. On a real full tmpfs, a read-only
one, a path of the wrong kind and a data folder of another user: a seat the host cannot save
is not taken (the player is told why and takes it once there is room); a client that cannot
keep its token plays its seat and says the token will not survive; a host resumed on a full
disk serves and says the save fails; a data folder that cannot be read is one line (and
`--help` no error at all)."""

import asyncio
import subprocess
import sys
import time

import pytest

from adrenaline_team.message import text
from adrenaline_team.net import protocol as p
from adrenaline_team.net.client import Link, Patience, Status
from adrenaline_team.net.seats import Claims
from adrenaline_team.rules import Game
from adrenaline_team.rules.save import save_game
from disks import as_nobody, fill, needs_root, tmpfs
from netkit import INVITES, LOCAL, Probe, command, config, env, finish, run, serving, start_host, start_join

pytestmark = pytest.mark.slow  # hosts and clients on real sockets, commands in processes of their own


# --- the host's seat claims -------------------------------------------------------------------
@needs_root
def test_a_seat_the_host_cannot_save_is_not_taken_and_is_taken_once_there_is_room(tmp_path):
    game = Game.new(config((1, 1)), 3)
    said: list[str] = []
    with tmpfs(tmp_path / "disk") as disk:
        seats = disk / "hosted-seats.json"
        why = f"{seats} cannot be saved: the disk holding {disk} is full; free some space, then try again"

        async def main():
            async with serving(game, save=disk / "hosted.json", claims=Claims(seats), say=said.append) as (host, port):
                await host.saver.written(host.saver.wanted)  # the game on disk first
                filler = fill(disk)
                probe = await Probe.open(port)
                await probe.send(p.Join(version=p.VERSION, team="black", code=host.claims.invite))
                refused = await probe.next(p.Refused)
                assert (refused.code, text(refused.detail)) == ("unsaved", why)
                assert host.claims.claims == [] and host.faults == 0 and host.alerts == [why]
                filler.unlink()
                welcome = await probe.join("black")  # the same connection, once the disk has room
                assert welcome.seats == [0] and [c.token for c in Claims.load(seats).claims] == [welcome.token]
        run(main())
    assert said.count(why) == 1


@needs_root
def test_host_resumed_on_a_full_disk_serves_and_says_its_save_fails(tmp_path):
    with tmpfs(tmp_path / "disk") as disk:
        data = disk / "data"
        save_game(Game.new(config((1, 1)), 3), data / "hosted.json")
        Claims(data / "hosted-seats.json").write()
        subprocess.run([sys.executable, "-c", "from adrenaline_team.net.tls import host_certificate as h; h()"],
                       env=env(data), check=True)  # as a computer that hosted before
        fill(disk)
        host, _port = start_host(data, "--resume", "--port", "0", log=tmp_path / "host.log")
        try:
            end = time.monotonic() + 20
            while "cannot be saved" not in (tmp_path / "host.log").read_text():
                assert time.monotonic() < end and host.poll() is None, (tmp_path / "host.log").read_text()
                time.sleep(0.05)
        finally:
            host.terminate()
            finish(host, 30)
        log = (tmp_path / "host.log").read_text()
        why = f"{data / 'hosted.json'} cannot be saved: the disk holding {data} is full; free some space, then try again"
        assert "Traceback" not in log and f"\n{why}\n" in log
        assert log.endswith(f"Stopped; the game is saved as it was before its saves failed ({why}): `adrenaline-team "
                            "host --headless --resume` serves that\n")


@pytest.mark.parametrize("resume", [False, True])
def test_seat_claims_where_a_folder_stands_are_one_line_and_nothing_is_hosted(tmp_path, resume):
    data = tmp_path / "data"
    if resume:
        save_game(Game.new(config((1, 1)), 3), data / "hosted.json")
    (data / "hosted-seats.json").mkdir(parents=True)
    done = subprocess.run(command("host", "--headless", "--bind", LOCAL, "--port", "0", "--insecure",
                                  *(["--resume"] if resume else [])), env=env(data), capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2 and done.stdout.count("Serving") == 0
    assert done.stderr.count("\n") == 1 and str(data / "hosted-seats.json") in done.stderr, done.stderr
    assert ("not a regular file" if resume else "is a folder; move what is in the way") in done.stderr


# --- a client's token -------------------------------------------------------------------------
@needs_root
@pytest.mark.parametrize("fault", ["full", "read-only"])
def test_a_client_that_cannot_keep_its_token_plays_its_seat_and_says_so(tmp_path, fault):
    host, port = start_host(tmp_path / "host", "--port", "0", "--teams", "1v1", "--white", "easy", "--seed", "12",
                            log=tmp_path / "host.log")
    with tmpfs(tmp_path / "disk", *(["ro"] if fault == "read-only" else [])) as disk:
        if fault == "full":
            fill(disk)
        join = start_join(disk / "data", port, "black", "random", 3, tmp_path / "black.log")
        assert finish(join) == 0 and finish(host) == 0, (tmp_path / "black.log").read_text()
    out = (tmp_path / "black.log").read_text()
    why = "the disk holding" if fault == "full" else "is read-only"
    assert ("Joined as Black; not saving the seat's token, so only the invite code takes this seat back after a "
            f"restart (--take-back; {disk / 'data' / 'tokens'}") in out and why in out
    assert "Traceback" not in out and "No free seat" not in out


def test_a_client_whose_token_folder_is_a_file_keeps_its_token_for_the_run_and_takes_its_seat_back(tmp_path):
    """The token held in memory takes the seat back after a lost connection (it was refused
    "No free seat" before: only --take-back got it back)."""
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "tokens").write_text("a file where the tokens' folder goes")
    game = Game.new(config((1, 1)), 3)

    async def main():
        async with serving(game) as (host, port):
            got: list = []
            link = Link(LOCAL, port, "black", patience=Patience(first=0.05, total=5.0),
                        tokens=tmp_path / "data" / "tokens" / "host.json", invite=INVITES[port])
            task = asyncio.ensure_future(link.run(got.append))
            await until(lambda: any(isinstance(m, p.Welcome) for m in got))
            joined = [m for m in got if isinstance(m, Status) and m.state == "joined"]
            assert joined[0].detail.startswith("the seat's token, so only the invite code takes this seat back") \
                and "is not a folder" in joined[0].detail
            first = next(m for m in got if isinstance(m, p.Welcome))
            next(iter(host.conns)).ws.transport.abort()  # the connection drops
            await until(lambda: sum(isinstance(m, p.Welcome) for m in got) == 2)
            again = [m for m in got if isinstance(m, p.Welcome)][-1]
            assert (again.team, again.seats, again.token) == ("black", [0], first.token)
            assert not any(isinstance(m, p.Refused) for m in got)
            task.cancel()
    run(main())


async def until(holds, wait=20.0):
    end = time.monotonic() + wait
    while not holds():
        assert time.monotonic() < end
        await asyncio.sleep(0.02)


# --- a data folder that cannot be read ---------------------------------------------------------
@needs_root
@pytest.mark.parametrize("mode", [0o700, 0o000])
def test_a_data_folder_of_another_user_is_one_line_and_help_no_error(tmp_path, mode):
    """Run as the user nobody, the data folder root's: mode 700 (searchable by its owner only)
    or 000; and the same through HOME, with no ADRENALINE_TEAM_DATA."""
    tmp_path.chmod(0o755)
    theirs = tmp_path / "theirs"
    (theirs / ".local" / "share" / "adrenaline-team").mkdir(parents=True)
    theirs.chmod(mode)
    folders = {"ADRENALINE_TEAM_DATA": theirs / "data", "HOME": theirs / ".local" / "share" / "adrenaline-team"}
    for variable, folder in folders.items():
        environment = {**env(folder), "HOME": str(theirs), "XDG_DATA_HOME": ""}
        if variable == "HOME":
            del environment["ADRENALINE_TEAM_DATA"]
        helped = subprocess.run(as_nobody(command("--help")), env=environment, capture_output=True, text=True,
                                timeout=60)
        assert helped.returncode == 0 and helped.stderr == "" and "usage: adrenaline-team" in helped.stdout
        for argv in (["simulate", "--games", "1"], ["join", f"{LOCAL}:1", "--team", "black", "--bot", "easy"]):
            done = subprocess.run(as_nobody(command(*argv)), env=environment, capture_output=True, text=True,
                                  timeout=60)
            assert done.returncode == 2 and done.stdout == ""
            assert done.stderr == (f"adrenaline-team: the data folder {folder} cannot be read: permission denied "
                                   "(set ADRENALINE_TEAM_DATA to a folder of yours)\n")

