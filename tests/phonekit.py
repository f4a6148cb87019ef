"""Phones in a real browser (issue 43): Chromium (headless, a phone's 390x844 screen with touch)
and WebKitGTK (Safari's engine, under Xvfb), driven by Selenium, each page a seat's phone.

The pages answer most questions themselves through their own tap handlers (`AUTO`, a short
script run in each page: a click on an answer's button, as a finger's tap would make), but
only questions of a kind that was first answered by a real tap from the test (WebDriver's
click on the button, or on the map's square): so every kind of question the game asked was
tapped for real once, and the rest go at the page's own pace. Each page also keeps watch
(`SPY`): every table it was sent and every card it drew is checked against its team."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

CHROMIUM, CHROMEDRIVER, WEBKITDRIVER, XVFB = "/usr/bin/chromium", "/usr/bin/chromedriver", "/usr/bin/WebKitWebDriver", "Xvfb"
PHONE = (390, 844)

# In every page: answer, with a random one of the answers on show, each question of a kind the
# test tapped once for real; keep watch over what the page holds.
AUTO = """
if (!window.auto) {
  window.auto = new Set(arguments[0]);
  window.spy = {bad: [], cards: 0, asked: 0};
  setInterval(() => {
    const p = window.phone, snap = p.snap;
    if (!snap || !p.welcome) return;
    const team = p.welcome.team, now = snap.observation.now;
    for (const [t, side] of Object.entries(now.teams)) {
      if (t === team) continue;
      for (const pl of side.players) for (const c of pl.powerups) if (c !== "hidden") spy.bad.push(t + ":" + c);
    }
    const own = team ? now.teams[team].players.flatMap((pl) => pl.powerups.concat(pl.weapons)).concat(now.teams[team].table) : [];
    for (const el of document.querySelectorAll("#hand [data-card]")) {
      if (!own.includes(el.dataset.card)) spy.bad.push("shown:" + el.dataset.card);
      else spy.cards += 1;
    }
    const d = snap.observation.decision;
    if (!d || p.answered || document.getElementById("question").hidden || !window.auto.has(d.kind)) return;
    if (d.player === null && p.welcome.seats[0] !== 0) return;  // a team's question: its first seat answers
    const buttons = document.querySelectorAll("#answers button[data-key]");
    if (buttons.length) { spy.asked += 1; buttons[Math.floor(Math.random() * buttons.length)].click(); }
  }, 25);
}
"""
# What the test reads of a page each round: the question on show if unanswered, what it saw.
LOOK = """
const p = window.phone, d = p.snap && p.snap.observation.decision;
const open = !!d && !p.answered && !document.getElementById("question").hidden;
return {kind: open ? d.kind : null, seq: p.snap ? p.snap.seq : null, over: !!(p.snap && !p.snap.waiting),
        seat: p.welcome ? [p.welcome.team, p.welcome.seats[0]] : null,
        squares: open ? document.querySelectorAll("#map .sq.answer").length : 0};
"""


def engines() -> list[str]:
    """The browsers this machine has (`.ci/run` installs both)."""
    found = []
    if os.path.exists(CHROMIUM) and os.path.exists(CHROMEDRIVER):
        found.append("chromium")
    if os.path.exists(WEBKITDRIVER) and shutil.which(XVFB):
        found.append("webkit")
    return found


@contextlib.contextmanager
def display() -> Iterator[str]:
    """An X display of its own (Xvfb) for WebKitGTK, which has no headless mode."""
    for n in range(90, 120):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            break
    proc = subprocess.Popen([XVFB, f":{n}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        end = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{n}").exists():
            assert proc.poll() is None and time.monotonic() < end, "Xvfb did not start"
            time.sleep(0.05)
        yield f":{n}"
    finally:
        proc.terminate()
        proc.wait(10)


def phone(engine: str, screen: str | None, width: int = PHONE[0]):
    """A page standing in for a phone: `width` x 844, touch on (Chromium)."""
    from selenium import webdriver
    if engine == "chromium":
        from selenium.webdriver.chrome.service import Service
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--hide-scrollbars",
                    "--disable-gpu", "--no-first-run", "--disable-extensions"):
            options.add_argument(arg)
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": {
            "width": width, "height": PHONE[1], "pixelRatio": 1, "touch": True}})
        return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service as WebKitService
    assert screen is not None
    driver = webdriver.WebKitGTK(options=Options(), service=WebKitService(WEBKITDRIVER, env={**os.environ,
                                                                                            "DISPLAY": screen}))
    driver.set_window_size(width, PHONE[1])
    return driver


def wait_for(driver, script: str, timeout: float = 20.0):
    """The script's value once it is truthy."""
    end = time.monotonic() + timeout
    while True:
        value = driver.execute_script(script)
        if value:
            return value
        assert time.monotonic() < end, f"never held: {script}"
        time.sleep(0.05)
