// The phone page (issue 43): one seat's hand and questions, answered with a tap.
// It speaks the host's protocol (docs/network.md) over a WebSocket to the host that served
// it; the host words every message in this page's language, and /game.json gives the page
// its own words and the names of cards, characters and squares. The page keeps no words or
// rules of the game: what is legal is the question's answers, what is hidden the host never
// sends. The seat's secret is after '#' in the link (never sent in an HTTP request).
"use strict";

const page = {
  game: null,      // /game.json: words and names in the page's language, the protocol's version, the arena
  ws: null, welcome: null, snap: null, seats: [], over: false,
  asked: false,    // the question on show is this seat's
  answered: false, // an answer (or an undo) was sent for the question on show
  filter: null,    // the answers a tap on the map picked out (several on one square)
  stopped: "",     // why the page will not reconnect by itself (another page took the seat...)
  retry: 0, pinged: 0, ponged: 0, hint: null, audio: null,
};
const $ = (id) => document.getElementById(id);
const link = new URLSearchParams(location.hash.slice(1));
const seat = link.get("seat"), watch = link.get("watch");

function language() {
  const saved = localStorage.getItem("lang");
  if (saved) return saved;
  const own = (navigator.languages || [navigator.language || ""]).map((l) => l.slice(0, 2).toLowerCase());
  return own.find((l) => l === "ja" || l === "en") || "";  // none: the window's (the host's default)
}

async function start() {
  const lang = language();
  const got = await fetch("/game.json" + (lang ? "?lang=" + lang : ""), { cache: "no-store" });
  page.game = await got.json();
  document.documentElement.lang = page.game.lang;
  document.title = page.game.words.title;
  const codes = Object.keys(page.game.languages);
  const other = codes[(codes.indexOf(page.game.lang) + 1) % codes.length];
  $("lang").textContent = page.game.languages[other];
  $("lang").hidden = false;
  $("lang").onclick = () => { localStorage.setItem("lang", other); location.reload(); };
  $("undo").textContent = page.game.words.undo;
  $("hint").textContent = page.game.words.hint;
  $("undo").onclick = () => { send({ type: "undo", seq: page.snap.seq }); page.answered = true; render(); };
  $("hint").onclick = () => { send({ type: "hint", seq: page.snap.seq }); page.hint = { seq: page.snap.seq }; render(); };
  if (!seat && !watch) { say(page.game.words.no_link); return; }
  $("sound").textContent = page.game.words.sound;
  $("sound").hidden = !seat;
  document.addEventListener("pointerdown", unlockSound, { once: true });
  connect();
  document.addEventListener("visibilitychange", wake);
  window.addEventListener("pageshow", wake);
  setInterval(() => { if (document.visibilityState === "visible") check(); }, 15000);
}

// --- the connection: joined with the seat's secret, and joined again after any loss --------
function connect() {
  if (page.stopped) return;
  if (page.ws && page.ws.readyState <= 1) return;
  say(page.game.words.connecting);
  const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/play?lang=" + page.game.lang);
  page.ws = ws;
  ws.onopen = () => {
    const join = { type: "join", version: page.game.version };
    if (seat) join.token = seat; else join.code = watch;
    ws.send(JSON.stringify(join));
  };
  ws.onmessage = (e) => { if (ws === page.ws) receive(JSON.parse(e.data)); };
  ws.onclose = (e) => {
    if (ws !== page.ws) return;
    page.ws = null;
    $("dot").classList.remove("on");
    const words = page.game.words;
    if (e.code === 4000) page.stopped = words.replaced;
    else if (e.code === 4003) page.stopped = words.taken_back;
    else if (e.code === 4002 || page.over) page.stopped = page.over ? words.over : words.lost;
    if (page.stopped) { stop(); return; }
    say(words.lost);
    page.retry = Math.min(page.retry + 1, 5);
    setTimeout(connect, 400 * 2 ** page.retry);
  };
}

function stop() {
  say(page.stopped);
  $("question").hidden = true;
  if (page.stopped === page.game.words.replaced) {  // this page may take the seat back
    const again = document.createElement("button");
    again.textContent = page.game.words.take_here;
    again.onclick = () => { page.stopped = ""; again.remove(); connect(); };
    $("status").after(again);
  }
}

function wake() {
  if (document.visibilityState === "visible") check();
}

// A phone that slept may hold a socket that is dead without knowing it: a ping unanswered
// within 3 s closes it, and the page joins again.
function check() {
  if (!page.ws || page.ws.readyState > 1) { connect(); return; }
  if (page.ws.readyState !== 1) return;
  const id = ++page.pinged;
  send({ type: "ping", id });
  setTimeout(() => { if (page.ponged < id && page.ws) { page.ws.close(); page.ws = null; connect(); } }, 3000);
}

function send(message) {
  if (page.ws && page.ws.readyState === 1) page.ws.send(JSON.stringify(message));
}

function receive(m) {
  if (m.type === "welcome") {  // joined (again): the question on the table is asked anew
    page.welcome = m; page.retry = 0; page.answered = false; page.snap = null;
    $("dot").classList.add("on");
  }
  else if (m.type === "seats") page.seats = m.seats;
  else if (m.type === "pong") page.ponged = Math.max(page.ponged, m.id);
  else if (m.type === "over") page.over = true;
  else if (m.type === "refused") {
    page.answered = false;
    say(page.game.words.refused.replace("{why}", page.game.refusals[m.code] || m.code));
    render(false);
  } else if (m.type === "hint") { page.hint = m; render(false); }
  else if (m.type === "snapshot") {
    const fresh = !page.snap || page.snap.seq !== m.seq;
    page.snap = m;
    if (fresh) { page.answered = false; page.filter = null; page.hint = null; }
    const asked = !!m.observation.decision;
    if (asked && (!page.asked || fresh)) buzz();
    page.asked = asked;
    render();
  }
}

// --- telling the player: a buzz, a sound and a pulse (iPhones do not vibrate for a page) ----
function unlockSound() {
  const Ctx = window.AudioContext || window.webkitAudioContext;
  if (Ctx) { page.audio = new Ctx(); page.audio.resume(); }
  $("sound").hidden = true;
}

function buzz() {
  if (navigator.vibrate) navigator.vibrate([160, 80, 160]);
  const a = page.audio;
  if (a) {
    const tone = a.createOscillator(), gain = a.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.25, a.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, a.currentTime + 0.35);
    tone.connect(gain).connect(a.destination);
    tone.start(); tone.stop(a.currentTime + 0.35);
  }
  document.body.classList.remove("pulse");
  void document.body.offsetWidth;  // restarts the animation
  document.body.classList.add("pulse");
}

// --- what the page shows ---------------------------------------------------------------
function say(words) { $("status").textContent = words; }

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function render(status = true) {
  const snap = page.snap;
  if (!snap) return;
  const obs = snap.observation, now = obs.now, words = page.game.words;
  const team = page.welcome ? page.welcome.team : null;
  const me = team ? now.config[team][page.welcome.seats[0]] : null;
  $("who").replaceChildren();
  if (team) {
    $("who").append(el("span", "chip " + team), page.game.teams[team] + " · " + me.name);
  } else $("who").textContent = words.watching;
  if (status) say(waiting(snap, now));
  showQuestion(obs.decision, now);
  showHand(team, now);
}

function waiting(snap, now) {
  const words = page.game.words;
  if (!snap.waiting) return words.over;
  if (page.asked && !page.answered) return "";
  if (page.answered) return words.sent;
  const w = snap.waiting;
  const teamName = page.game.teams[w.team];
  const who = w.player === null ? teamName : teamName + " (" + now.config[w.team][w.player].name + ")";
  const template = w.computer ? words.computer : w.away ? words.away : words.deciding;
  return template.replace("{who}", who);
}

function showQuestion(d, now) {
  const shown = !!d && !page.answered && !page.over;
  $("question").hidden = !shown;
  if (!shown) return;
  const words = page.game.words;
  $("asked").textContent = words.asked;
  $("prompt").textContent = d.prompt;
  const mapped = d.choices.filter((c) => c.square || (c.figure && now.figures[c.figure] && now.figures[c.figure].square));
  $("map").hidden = $("maphelp").hidden = mapped.length === 0;
  if (mapped.length) { $("maphelp").textContent = words.map; drawMap(d, now); }
  const buttons = [];
  const all = d.choices.map((c, i) => ({ c, place: i })).concat(d.greyed.map((g) => ({ g, place: g.place })));
  for (const { c, g } of all.sort((a, b) => a.place - b.place)) {
    const b = el("button", "", (c || g).label);
    if (c) {
      b.dataset.key = c.key;
      b.onclick = () => choose(c.key);
      if (page.filter) b.classList.add(page.filter.includes(c.key) ? "lit" : "dim");
    } else {
      b.disabled = true;
      b.append(el("span", "why", g.reason));
    }
    if ((c || g).lightning) b.classList.add("lightning");
    buttons.push(b);
  }
  $("answers").replaceChildren(...buttons);
  $("undo").hidden = !page.snap.can_undo;
  $("hint").hidden = !page.welcome || !page.welcome.team;
  $("hint").disabled = !!page.hint;
  const hinted = page.hint && page.hint.key;
  $("hinted").hidden = !hinted && !page.hint;
  if (page.hint) {
    const best = hinted ? d.choices.find((c) => c.key === page.hint.key) : null;
    $("hinted").textContent = best ? best.label + " — " + page.hint.why : words.hint_wait;
  }
}

function choose(key) {
  send({ type: "choose", seq: page.snap.seq, key });
  page.answered = true;
  render();
}

function drawMap(d, now) {
  const arena = page.game.arena, map = $("map");
  map.style.gridTemplateColumns = "repeat(" + arena.cols + ", 1fr)";
  const cells = [];
  const at = {};
  for (const s of arena.squares) at[s.square.join(",")] = s;
  for (let r = 0; r < arena.rows; r++) {
    for (let col = 0; col < arena.cols; col++) {
      const s = at[r + "," + col];
      if (!s) { cells.push(el("div", "hole")); continue; }
      const cell = el("div", "sq room-" + s.room + " e-" + s.east + " s-" + s.south);
      if (col === 0 || !at[r + "," + (col - 1)]) cell.classList.add("w-wall");
      if (r === 0 || !at[(r - 1) + "," + col]) cell.classList.add("n-wall");
      if (s.spawn) { cell.classList.add("spawn"); cell.style.setProperty("--spawn", "var(--" + s.spawn + ")"); }
      cell.dataset.square = s.square.join(",");
      cell.title = s.place;
      // an answer naming a square is tapped there; one naming a figure alone, on its figure's square
      const keys = d.choices.filter((c) => c.square && c.square.join(",") === cell.dataset.square).map((c) => c.key);
      for (const [id, f] of Object.entries(now.figures)) {
        if (!f.square || f.square.join(",") !== cell.dataset.square) continue;
        const fig = el("span", "fig " + f.team, page.game.characters[id].letter);
        fig.title = page.game.characters[id].name;
        const picks = d.choices.filter((c) => c.figure === id && !c.square);
        if (picks.length) fig.classList.add("answer");
        for (const c of picks) keys.push(c.key);
        cell.append(fig);
      }
      if (keys.length) {
        cell.classList.add("answer");
        cell.onclick = () => tapSquare(keys);
      }
      cells.push(cell);
    }
  }
  map.replaceChildren(...cells);
}

// A square (and the figures on it) stands for the answers it holds: one is chosen at once,
// several are lit among the answers below for the player to pick.
function tapSquare(keys) {
  const unique = [...new Set(keys)];
  if (unique.length === 1) { choose(unique[0]); return; }
  page.filter = unique;
  render(false);
}

function showHand(team, now) {
  const hand = $("hand");
  hand.hidden = !team;
  if (!team) return;
  const g = page.game, words = g.words, side = now.teams[team];
  const parts = [el("h2", "", words.hand)];
  side.players.forEach((p) => {
    const box = el("div", "player");
    box.append(el("h3", "", p.name));
    const cubes = el("div", "cubes");
    cubes.append(el("span", "small", words.ammo));
    for (const colour of ["red", "blue", "yellow"]) {
      const cube = el("span", "cube " + colour, String(p.cubes[colour] || 0));
      cube.title = g.colours[colour];
      cubes.append(cube);
    }
    box.append(cubes, el("h4", "", words.powerups));
    for (const id of p.powerups) {
      const card = g.powerups[id];
      const row = el("div", "card " + (card ? card.colour : ""), card ? card.name : "?");
      row.dataset.card = id;
      box.append(row);
    }
    if (!p.powerups.length) box.append(el("p", "small", words.none));
    box.append(el("h4", "", words.loaded));
    for (const id of p.weapons) box.append(weaponRow(id));
    if (!p.weapons.length) box.append(el("p", "small", words.none));
    parts.push(box);
  });
  if (side.table.length) {
    parts.push(el("h2", "", words.unloaded));
    for (const id of side.table) parts.push(weaponRow(id));
  }
  hand.replaceChildren(...parts);
}

function weaponRow(id) {
  const w = page.game.weapons[id];
  const row = el("div", "card " + (w ? w.colour : ""), w ? w.name : "?");
  row.dataset.card = id;
  if (w) row.append(el("span", "cost", w.reload));
  return row;
}

window.phone = page;  // for the browser tests: what the page holds
start();
