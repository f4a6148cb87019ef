"""Issue 25, the window side: two windows, one game. A window that hosts (the host on its own
thread, the window seated through a connection like any other) and a window joined to it each
play their own team on their own play screen, answering through their own input; neither ever
shows a hand-off screen, and the joined window only ever holds and draws what its team may see.
A dropped connection says whom the game waits for and continues at the same decision; a host
gone for good is one line and the way back. Everything on 127.0.0.1, every wait bounded."""

import os
import random
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.net.client import Patience  # noqa: E402
from adrenaline_team.rules import Game, Kind, view  # noqa: E402
from adrenaline_team.rules.events import TurnStarted  # noqa: E402
from adrenaline_team.rules.save import save_game  # noqa: E402
from adrenaline_team.rules.view import HIDDEN, seen_event  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.ui.kit.controls import wake  # noqa: E402
from adrenaline_team.ui.kit.scene import ToConnect, ToJoin, ToNewGame  # noqa: E402
from adrenaline_team.session.hosting import HostingError, host_game  # noqa: E402
from adrenaline_team.session.remote import join  # noqa: E402
from adrenaline_team.net.invite import Invite  # noqa: E402
from adrenaline_team.ui.screens.newgame import NewGameScene  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from adrenaline_team.ui.screens.results import ResultsScene  # noqa: E402
from netkit import LOCAL, config  # noqa: E402
from test_ui_play import click, key, pick  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui

WAIT = 20.0  # seconds any one change may take to reach a window


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path / "data"))
    return tmp_path / "data"


def settle(apps, until, end):
    """Frame each of `apps` until `until()` holds; fails once `end` (time.monotonic) has passed."""
    while not until():
        assert time.monotonic() < end, "the windows never got there"
        for app in apps:
            app.frame(0.016, [])
        pygame.event.get()  # the connections' wake-ups, read by nobody here
        time.sleep(0.002)


class Table:
    """A hosting window and the windows joined to it, framed in turn (one process: each window's
    frames read only the events given to it, so input goes to the window it is meant for)."""

    def __init__(self, cfg, seed, here=("black", None), guests=("white",), patience=None, resume=False,
                 size=(1280, 720)):
        self.host_app = App(fast=True, size=size)
        self.hosted = host_game(cfg, seed, here, port=0, bind=LOCAL, announce=False, resume=resume, wake=wake)
        self.host_app.switch(ToConnect(self.hosted))
        self.guests = {}
        for team in guests:
            app = App(fast=True, size=size)
            app.switch(ToConnect(join(f"{LOCAL}:{self.port}", team, patience=patience,
                                      invite=self.hosted.thread.host.invite, wake=wake)))
            self.guests[team] = app
        self.start()

    def start(self):
        """The hosting window's lobby: Start once both teams are there (the joined windows wait for it)."""
        lobby = self.host_app.scene
        self.settle(lambda: all(a.scene.session.ready() for a in self.guests.values())
                    and lobby.lobby and lobby.all_there())
        click(self.host_app, lobby.start_button.rect.center)
        self.settle(lambda: all(isinstance(a.scene, PlayScene) for a in self.apps))

    @property
    def port(self):
        return self.hosted.thread.port

    @property
    def apps(self):
        return [self.host_app, *self.guests.values()]

    @property
    def game(self):
        """The host's game: read only while no answer is on its way (the host thread is idle)."""
        return self.hosted.thread.host.game

    def frame(self, app, events=()):
        app.frame(0.016, list(events) + pygame.event.get())

    def settle(self, until, most=WAIT):
        """Frame every window until `until()` holds."""
        settle(self.apps, until, time.monotonic() + most)

    def caught_up(self):
        """Every window shows the host's question on the table, or waits for it."""
        game = self.game
        if game.over:
            return all(not isinstance(a.scene, PlayScene) or a.scene.game.over for a in self.apps)
        for app in self.apps:
            scene = app.scene
            if not isinstance(scene, PlayScene) or scene.session.moving() or scene.game.answered \
                    or not scene.game.connected:
                return False
            if scene.game.snapshot.seq != self.hosted.thread.host.seq:
                return False
        return True

    def deciding(self):
        """The window whose screen has the question on it, if any."""
        for app in self.apps:
            if isinstance(app.scene, PlayScene) and app.scene.decision is not None and app.scene.choices.targets is not None:
                return app
        return None

    def close(self):
        for app in self.apps:
            app.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def turns_started(game):
    return sum(isinstance(e, TurnStarted) for e in game.log)


def drawn_powerups(scene):
    return {card for kind, card in scene.picture.regions.drawn() if kind == "powerup"}


def check_views(table):
    """Each window holds the table as its team sees it, and draws no card of the other's hands."""
    game = table.game
    for team, app in [("black", table.host_app), *table.guests.items()]:
        scene = app.scene
        assert scene.game.table == view(game.table, team)
        assert scene.handoff.count == 0 and scene.handoff.team is None
        assert [e.text for e in scene.game.log] == [seen_event(e, team).text for e in game.log]
        others = {c for t in ("black", "white") if t != team for p in game.table.teams[t].players for c in p.powerups}
        assert not drawn_powerups(scene) & others
        for p in scene.game.table.teams["white" if team == "black" else "black"].players:
            assert set(p.powerups) <= {HIDDEN}


def test_a_hosting_window_and_a_joined_window_play_a_2v2_games_first_turns_on_their_own_screens(data):
    with Table(config((2, 2)), 21) as table:
        rnd = random.Random(21)
        answered = {"black": 0, "white": 0}
        shown_white = set()
        undone = False
        previous = None  # the question answered last
        turns = 0
        while turns < 3:  # the draft, the spawns, Black's turn and White's, and on into the next
            table.settle(table.caught_up)
            check_views(table)
            shown_white |= drawn_powerups(table.guests["white"].scene)
            app = table.deciding()
            assert app is not None, "a person decides: one window has the question"
            scene = app.scene
            d = scene.decision
            team = "black" if app is table.host_app else "white"
            assert d.team == team and d == table.game.pending
            other = table.guests["white"] if team == "black" else table.host_app
            assert other.scene.decision is None and other.scene.waiting.wait.team == team
            if not undone and scene.game.can_undo and d.kind != Kind.ACTION:
                # the same rules as at the table: back one decision of this team's own turn
                key(app, pygame.K_ESCAPE)
                table.settle(table.caught_up)
                assert table.deciding() is app and scene.decision == previous == table.game.pending
                check_views(table)
                undone = True
                continue
            previous = d
            pick(app, scene, rnd.choice(d.choices), rnd.choice(("mouse", "keys")))
            answered[team] += 1
            turns = turns_started(table.game)
        assert answered["black"] >= 5 and answered["white"] >= 5 and undone
        assert shown_white, "the joined window showed its own team's powerups"


def test_a_game_between_two_windows_ends_on_the_hosts_results_and_the_guests_last_line(data):
    """The game's last decisions (a hosted game resumed near its end, as `host --resume` does)."""
    cfg = config((1, 1))
    whole = Game.new(cfg, 13)
    rnd = random.Random(13)
    while not whole.over:
        whole.choose(rnd.choice(whole.pending.choices))
    near = Game.new(cfg, 13)
    for key_ in whole.history[:-12]:
        near.choose(key_)
    data.mkdir(parents=True)
    save_game(near, data / "hosted.json")
    with Table(None, 0, resume=True) as table:
        rnd = random.Random(13)
        while not table.game.over:
            table.settle(table.caught_up)
            if (app := table.deciding()) is not None:
                pick(app, app.scene, rnd.choice(app.scene.decision.choices), "mouse")
        table.settle(lambda: isinstance(table.host_app.scene, ResultsScene))
        results = table.host_app.scene
        assert results.shown_totals == table.game.result.scores
        guest = table.guests["white"].scene
        table.settle(lambda: guest.waiting.final)
        assert guest.session.waiting().words == table.game.log[-1].text and guest.waiting.button.visible
        key(table.guests["white"], pygame.K_RETURN)
        assert isinstance(table.guests["white"].scene, NewGameScene)


def test_the_hosting_window_plays_beside_a_computer_team_on_the_host(data):
    cfg = config((2, 2), white="easy")
    with Table(cfg, 8, guests=()) as table:
        rnd = random.Random(8)
        scene = table.host_app.scene
        waits = set()

        def ours():
            if (w := scene.session.waiting()) is not None:
                waits.add(w.words)
            return table.caught_up() and table.deciding() is not None
        while turns_started(table.game) < 3:
            table.settle(ours)  # the computer's answers come one at a time
            pick(table.host_app, scene, rnd.choice(scene.decision.choices), "keys")
        table.settle(ours)
        assert any(w.startswith("The computer is deciding for White") for w in waits)
        assert scene.handoff.count == 0
        assert scene.game.table == view(table.game.table, "black")


def test_a_dropped_window_says_so_the_host_says_whom_it_waits_for_and_the_game_goes_on(data):
    # the dropped window tries again after a second: long enough to read what both windows say meanwhile
    with Table(config((1, 1)), 5, patience=Patience(first=1.0, most=1.0, total=10.0)) as table:
        rnd = random.Random(5)
        guest = table.guests["white"]
        while True:  # to White's question
            table.settle(table.caught_up)
            app = table.deciding()
            if app is guest:
                break
            pick(app, app.scene, rnd.choice(app.scene.decision.choices), "mouse")
        scene = guest.scene
        question, seen = scene.decision, scene.game.table
        host = table.hosted.thread.host
        table.hosted.thread._loop.call_soon_threadsafe(
            lambda: [c.ws.transport.abort() for c in list(host.conns) if c.team == "white"])
        table.settle(lambda: scene.decision is None and "lost" in scene.session.waiting().words)
        table.settle(lambda: (w := table.host_app.scene.session.waiting()) is not None
                     and w.words.endswith("connection lost") and "White" in w.words)
        table.settle(table.caught_up)  # rejoined: the same question, the same view
        assert scene.decision == question and scene.game.table == seen and table.deciding() is guest
        assert scene.handoff.count == 0
        pick(guest, scene, rnd.choice(scene.decision.choices), "keys")
        table.settle(lambda: len(table.game.history) > 0 and table.caught_up()
                     and table.game.pending != question)
        check_views(table)


def test_a_host_gone_for_good_is_one_line_and_the_way_back(data):
    with Table(config((1, 1)), 6, patience=Patience(first=0.1, most=0.2, total=0.6)) as table:
        guest = table.guests["white"]
        scene = guest.scene
        table.hosted.thread.stop()
        table.settle(lambda: scene.waiting.final)
        words = scene.session.waiting().words
        assert words.startswith("This game cannot go on here: the host at") and "\n" not in words
        key(guest, pygame.K_RETURN)
        assert isinstance(guest.scene, NewGameScene)


def test_a_spectator_window_sees_only_what_is_face_up(data):
    with Table(config((2, 2)), 9, guests=("white", None)) as table:
        rnd = random.Random(9)
        watcher = table.guests[None].scene
        assert watcher.session.people == [] and not watcher.coach.button.visible
        for _ in range(30):
            table.settle(table.caught_up)
            assert watcher.game.table == view(table.game.table, None)
            assert drawn_powerups(watcher) == set() and watcher.decision is None
            app = table.deciding()
            pick(app, app.scene, rnd.choice(app.scene.decision.choices), "mouse")


class NoNetwork:
    """The join form's list of games found, without a packet leaving the process."""

    def __init__(self):
        self.closed = False

    def games(self):
        return []

    def close(self):
        self.closed = True


def host_here(monkeypatch):
    """The new-game screen's hosting on 127.0.0.1, at any free port, not announced."""
    from adrenaline_team.ui.screens import newgame
    real = newgame.host_game
    monkeypatch.setattr(newgame, "host_game", lambda *a, **k: real(*a, **{**k, "port": 0, "bind": LOCAL,
                                                                          "announce": False}))


def new_game_form(app, cfg):
    """The new-game screen on show in `app`, filled in with `cfg`."""
    form = NewGameScene(app, cfg)
    app.switch(form)
    app.frame(0)
    return form


def test_the_new_game_screen_hosts_with_seats_at_another_computer_and_joins_by_address(data, monkeypatch):
    from adrenaline_team.ui.screens import join as join_screen
    from adrenaline_team.ui.screens import newgame
    monkeypatch.setattr(join_screen, "Browser", NoNetwork)
    host_here(monkeypatch)
    app = App(fast=True, size=(1280, 720))
    guest = App(fast=True, size=(1280, 720))
    try:
        form = new_game_form(app, config((1, 1)))
        # both teams' people here and one elsewhere: hosting needs the people here on one team
        form.teams["white"]["seats"][0].set(newgame.REMOTE)
        click(app, app.scene.start.rect.center)  # a seat at another computer: Start hosts
        end = time.monotonic() + WAIT
        settle([app], lambda: getattr(app.scene, "lobby", False), end)
        assert not app.scene.all_there()  # White has not joined
        click(app, app.scene.start_button.rect.center)
        assert not isinstance(app.scene, PlayScene)
        hosted = app.scene.session
        assert hosted.people == ["black"]
        guest.switch(ToNewGame())
        click(guest, guest.scene.join.rect.center)
        join_form = guest.scene
        join_form.entry.box.set_text(f"{LOCAL}:{hosted.thread.port}")
        join_form.picker.set(join_form.picker.options[1])  # White's free seats
        click(guest, join_form.join.rect.center)
        assert join_form.notice == "Type the invite code the host shows" and guest.scene is join_form
        join_form.code_entry.box.set_text(hosted.lobby_code.lower())  # as typed, in any case
        click(guest, join_form.join.rect.center)
        settle([guest, app], lambda: guest.scene.session.ready() and app.scene.all_there(), end)
        lobby = app.scene
        assert lobby.lobby and lobby.lines[0] == hosted.lobby_code and "White: Dee (joined)" in lobby.lines
        click(app, lobby.start_button.rect.center)
        assert isinstance(app.scene, PlayScene)
        settle([guest, app], lambda: isinstance(guest.scene, PlayScene), end)
        assert guest.scene.session.people == ["white"] and guest.scene.handoff.count == 0
    finally:
        guest.close()
        app.close()


def test_a_network_game_starts_when_the_host_presses_start_and_not_before(data):
    """Issue 45, defect 2: the host is the only authority, and the game starts when its window
    presses Start. Before the other team has joined, Start is greyed and a press does nothing;
    once it has, the joined window waits on its connecting screen, nobody's answer is taken
    (the host refuses it) and the computer does not play; Start opens the table everywhere."""
    from adrenaline_team.ui.screens.connect import ConnectScene
    host_app, guest = App(fast=True, size=(1280, 720)), App(fast=True, size=(1280, 720))
    hosted = host_game(config((1, 1)), 5, ("black", None), port=0, bind=LOCAL, announce=False, wake=wake)
    host = hosted.thread.host
    try:
        host_app.switch(ToConnect(hosted))
        lobby = host_app.scene
        end = time.monotonic() + WAIT
        settle([host_app], lambda: lobby.lobby, end)
        assert not lobby.all_there() and not lobby.start_button.button.is_enabled  # greyed
        click(host_app, lobby.start_button.rect.center)
        assert host_app.scene is lobby and not host.started
        guest.switch(ToConnect(join(f"{LOCAL}:{hosted.thread.port}", "white", invite=host.invite, wake=wake)))
        waiting = guest.scene
        settle([guest, host_app], lambda: lobby.all_there() and waiting.lines
               and waiting.lines[0] == "Joined: waiting for the host to start", end)
        assert lobby.start_button.button.is_enabled
        d = host.game.pending  # the draft's first question, asked of nobody yet
        guest_client = waiting.session.client
        guest_client.choose(host.seq, d.choices[0].key)  # an answer sent all the same: refused
        settle([guest], lambda: waiting.session.mirror.refused, end)
        assert waiting.session.mirror.refused[-1].code == "not-started" and host.game.history == []
        assert isinstance(guest.scene, ConnectScene) and waiting.session.mirror.snapshot.observation.decision is None
        click(host_app, lobby.start_button.rect.center)
        assert isinstance(host_app.scene, PlayScene)
        settle([guest, host_app], lambda: isinstance(guest.scene, PlayScene), end)
        assert host.started and host.game.history == []
    finally:
        guest.close()
        host_app.close()


def test_hosting_twice_from_one_data_folder_is_refused_in_one_line(data):
    first = host_game(config((1, 1)), 1, ("black", None), port=0, bind=LOCAL, announce=False, wake=wake)
    try:
        with pytest.raises(HostingError, match="another host serves a game"):
            host_game(config((1, 1)), 2, ("black", None), port=0, bind=LOCAL, announce=False, wake=wake)
    finally:
        first.close()


class FoundNearby(NoNetwork):
    def games(self):
        from adrenaline_team.net.lan import Found
        from adrenaline_team.net import protocol as p
        return [Found("den", "192.0.2.10", 47425, p.VERSION, "B", "2v2", True),
                Found("attic-of-a-very-long-computer-name", "192.0.2.11", 47426, p.VERSION, "A", "1v3", False),
                Found("cellar", "192.0.2.12", 47427, 1, "A", "1v1")]


@pytest.mark.parametrize("name", ["join", "connect", "the host gone"])
def test_the_network_screens_fit_every_window_size(name, data, monkeypatch):
    from test_ui_fit import SIZES, render_at, widget_text_overflows

    from adrenaline_team.ui.kit import layout as L
    from adrenaline_team.ui.screens import join as join_screen
    monkeypatch.setattr(join_screen, "Browser", FoundNearby)
    table = None
    if name == "the host gone":
        table = Table(config((2, 2)), 3, patience=Patience(first=0.1, most=0.2, total=0.4))
        app = table.guests["white"]
        table.hosted.thread.stop()
        table.settle(lambda: app.scene.waiting.final)
    else:
        app = App(fast=True, size=SIZES[0])
        if name == "join":
            app.switch(ToJoin())
        else:
            app.switch(ToConnect(join(f"{LOCAL}:1", "white", patience=Patience(first=0.1, most=0.1, total=0.3),
                                      invite=Invite("AAAAAAAA", None), wake=wake)))
        for _ in range(3):
            app.frame(1.0, [])
    try:
        for size in SIZES:
            records = render_at(app, size)
            assert L.now().size == size
            window = pygame.Rect(0, 0, *size)
            outside = [(what, tuple(r)) for what, r in app.scene.boxes() if r.w and r.h and not window.contains(r)]
            assert outside == [], (name, size, outside[:5])
            too_wide = [(s, w, box) for kind, s, _, w, box in records if kind == "fit" and w > box]
            assert too_wide == [], (name, size, too_wide[:5])
            assert widget_text_overflows(app.scene) == [], (name, size)
    finally:
        if table is not None:
            table.close()
        else:
            app.close()


def badge_shades(app, team):
    """The shades drawn across `team`'s connection badge on the window's screen ("green" for
    connected, "red" for lost; the draft dims the sides, so hues, not exact colours)."""
    from adrenaline_team.ui.table.netbadge import badge_rect
    r = badge_rect(team, app.scene.session.presence()[team])
    out = set()
    for x in range(r.x, r.right):
        red, green, blue = tuple(app.screen.get_at((x, r.centery)))[:3]
        if green > red + 30 and green > blue + 20:
            out.add("green")
        if red > green + 60 and red > blue + 60:
            out.add("red")
    return out


def test_a_dropped_client_turns_its_teams_badge_to_lost_and_rejoining_turns_it_back(data):
    from adrenaline_team.ui.kit import layout as L
    from adrenaline_team.ui.table.netbadge import badge_rect
    with Table(config((2, 2)), 4, patience=Patience(first=1.0, most=1.0, total=10.0)) as table:
        host_scene, guest_scene = table.host_app.scene, table.guests["white"].scene
        table.settle(table.caught_up)
        assert host_scene.session.presence() == {"black": "connected", "white": "connected"}
        assert guest_scene.session.presence() == {"black": "connected", "white": "connected"}
        for state in ("connected", "lost", "waiting"):
            for team in ("black", "white"):
                r = badge_rect(team, state)
                assert r.colliderect(L.now().head_rect(team)) and not r.collidelistall(L.now().protected())
        assert badge_shades(table.host_app, "white") == {"green"}
        host = table.hosted.thread.host
        table.hosted.thread._loop.call_soon_threadsafe(
            lambda: [c.ws.transport.abort() for c in list(host.conns) if c.team == "white"])
        table.settle(lambda: host_scene.session.presence() == {"black": "connected", "white": "lost"})
        table.frame(table.host_app)
        assert badge_shades(table.host_app, "white") == {"red"}
        assert badge_shades(table.host_app, "black") == {"green"}
        # the dropped window knows nobody's state while its own connection is down
        table.settle(lambda: guest_scene.session.presence() == {"black": "lost", "white": "lost"})
        table.settle(lambda: host_scene.session.presence() == {"black": "connected", "white": "connected"}
                     and guest_scene.session.presence() == {"black": "connected", "white": "connected"})
        table.frame(table.host_app)
        assert badge_shades(table.host_app, "white") == {"green"}


def test_a_team_of_computers_and_a_game_on_one_screen_have_no_badge(data):
    with Table(config((1, 1), white="random"), 2, guests=()) as table:
        assert table.host_app.scene.session.presence() == {"black": "connected"}


def test_the_hosting_window_releases_a_seat_after_a_confirmation_and_the_code_takes_it_again(data):
    from adrenaline_team.net.client import ThreadedClient
    from adrenaline_team.ui.screens.connect import ConnectScene
    from adrenaline_team.ui.table.netbadge import badge_rect
    with Table(config((2, 2)), 4, patience=Patience(first=0.2, most=0.2, total=2.0)) as table:
        host_app = table.host_app
        table.settle(table.caught_up)
        play = host_app.scene
        log_before = list(play.drawer.panel.texts)
        click(host_app, badge_rect("white", "connected").center)  # the badge opens the seats
        seats = host_app.scene
        assert isinstance(seats, ConnectScene) and seats.seats and host_app.covers  # over the table, which waits
        assert seats.lines[0] == table.hosted.lobby_code
        assert [s.name for s in table.hosted.releasable()] == ["Dee", "Eli"]  # this window's own seats are not
        click(host_app, seats.release_button.rect.center)
        assert seats.picking and seats.shown_buttons == ["Dee (White)", "Eli (White)", "Cancel"]
        click(host_app, seats.seat_0.rect.center)
        assert seats.lines[0] == "Release Dee's seat (White)?" and seats.shown_buttons == ["Yes, release it", "No"]
        assert seats.form.focused is seats.cancel_button
        click(host_app, seats.cancel_button.rect.center)  # No: nothing happens
        table.settle(lambda: True)
        assert not seats.picking and seats.releasing is None
        assert table.hosted.thread.host.claims.taken("white") == {0, 1}
        click(host_app, seats.release_button.rect.center)
        click(host_app, seats.seat_0.rect.center)
        click(host_app, seats.yes_button.rect.center)
        table.settle(lambda: table.hosted.presence()["white"] == "waiting")
        assert table.hosted.thread.host.claims.taken("white") == {1}
        assert [s.name for s in table.hosted.releasable()] == ["Eli"]
        # the seat goes with the invite code, to whoever asks for the team's free seats
        newcomer = ThreadedClient(LOCAL, table.port, "white", invite=table.hosted.thread.host.invite,
                                  tokens=data / "newcomer.json")
        try:
            end = time.monotonic() + WAIT
            welcome = None
            while welcome is None:
                assert time.monotonic() < end
                welcome = next((m for m in newcomer.poll() if type(m).__name__ == "Welcome"), None)
                table.settle(lambda: True)
                time.sleep(0.01)
            assert welcome.team == "white" and welcome.seats == [0]
            table.settle(lambda: table.hosted.presence()["white"] == "connected")
        finally:
            newcomer.close(2.0)
        table.settle(lambda: table.hosted.presence()["white"] == "lost" and seats.lines == seats._lobby_lines())
        click(host_app, seats.start_button.rect.center)  # back to the game, as it was
        assert host_app.scene is play and play.drawer.panel.texts[:len(log_before)] == log_before
        table.settle(table.caught_up)


def test_the_join_form_says_which_games_found_are_encrypted_and_what_the_join_checks(data, monkeypatch):
    from adrenaline_team.net.invite import Invite
    from adrenaline_team.ui.screens import join as join_screen
    monkeypatch.setattr(join_screen, "Browser", FoundNearby)
    app = App(fast=True, size=(1280, 720))
    app.switch(ToJoin())
    try:
        app.frame(1.0, [])
        assert len(app.scene.games) == 3
        assert [join_screen.found_words(f) for f in FoundNearby().games()] == [
            "den · encrypted · Arena B · 2v2 · 192.0.2.10:47425",
            "attic-of-a-very-long-computer-name · NOT encrypted (--insecure) · Arena A · 1v3 · 192.0.2.11:47426",
            "cellar · another version of the game: it cannot be joined from this one"]
        pinned = Invite("ABCDEFGH", bytes(range(0xA0, 0xAA)))
        assert pinned.fingerprint == "A0A1 A2A3 A4A5 A6A7 A8A9"
        assert join_screen.check_words(pinned.code) == (
            "Encrypted · the join checks the host's certificate: SHA-256 A0A1 A2A3 A4A5 A6A7 A8A9 …", False)
        assert join_screen.check_words("ABCD-EFGH") == (
            "A code for a game hosted with --insecure: NOT encrypted, and the host is not checked", True)
        assert join_screen.check_words("ABC") == join_screen.check_words("") and not join_screen.check_words("")[1]
    finally:
        app.close()


def test_the_join_forms_address_box_takes_typing_as_soon_as_the_form_opens(data, monkeypatch):
    from adrenaline_team.ui.screens import join as join_screen
    from test_ui_play import post
    monkeypatch.setattr(join_screen, "Browser", NoNetwork)
    app = App(fast=True, size=(1280, 720))
    app.switch(ToJoin())
    try:
        app.frame(0.016, [])
        assert app.scene.form.focused is app.scene.entry
        post(app, pygame.event.Event(pygame.TEXTINPUT, text="1"), pygame.event.Event(pygame.TEXTINPUT, text="2"))
        assert app.scene.entry.value == "12"
    finally:
        app.close()


def test_the_hosting_windows_menu_opens_the_seats_by_keys_and_a_window_on_one_screen_has_no_such_row(data):
    from adrenaline_team.ui.screens.connect import ConnectScene
    with Table(config((2, 2)), 4, patience=Patience(first=0.2, most=0.2, total=2.0)) as table:
        host_app = table.host_app
        table.settle(table.caught_up)
        play = host_app.scene
        play.menu_layer.open("menu")
        assert [key for key, _words in play.menu.rows][-2:] == ["seats", "quit"]
        play.menu_layer._pressed("seats")
        seats = host_app.scene
        assert isinstance(seats, ConnectScene) and seats.seats and host_app.covers  # over the table, which waits
    from adrenaline_team.ui.table.menu import MENU_ROWS, Menu
    assert Menu(host_app.sound).rows == MENU_ROWS and "seats" not in dict(MENU_ROWS)
