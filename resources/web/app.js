// The table page: the desktop's game, live, on a phone. Plain script, no build step.
// Everything players typed is set with textContent, never as markup.
"use strict";

const WORDS = {
  en: {
    title: "Carcassonne table", connecting: "Connecting…", live: "Live", noGame: "No game yet",
    turn: "Turn {turn}: {name} plays", over: "Game over", scores: "Scores", player: "Player", score: "Score",
    supply: "Supply", last: "Last turn", log: "Log", bag: "Bag", left: "{n} tiles left",
    hidden: "Tournament mode: counts are hidden", fit: "Fit", board: "The board",
    held: "Drawn tile: {tile}. Tap a square where it fits, turn it, then propose.",
    heldOnly: "Drawn tile: {tile}", turnTile: "Turn", send: "Propose",
    sent: "Proposal sent: the desktop decides.", refused: "The desktop did not take the proposal.",
  },
  nl: {
    title: "Carcassonne-tafel", connecting: "Verbinden…", live: "Live", noGame: "Nog geen spel",
    turn: "Beurt {turn}: {name} speelt", over: "Spel afgelopen", scores: "Scores", player: "Speler", score: "Score",
    supply: "Voorraad", last: "Vorige beurt", log: "Logboek", bag: "Zak", left: "nog {n} tegels",
    hidden: "Toernooimodus: aantallen zijn verborgen", fit: "Passend", board: "Het bord",
    held: "Getrokken tegel: {tile}. Tik op een vakje waar hij past, draai hem en stel voor.",
    heldOnly: "Getrokken tegel: {tile}", turnTile: "Draaien", send: "Voorstellen",
    sent: "Voorstel verstuurd: de computer beslist.", refused: "De computer nam het voorstel niet aan.",
  },
  ro: {
    title: "Masa Carcassonne", connecting: "Se conectează…", live: "În direct", noGame: "Încă niciun joc",
    turn: "Tura {turn}: joacă {name}", over: "Joc terminat", scores: "Scoruri", player: "Jucător", score: "Scor",
    supply: "Rezervă", last: "Tura trecută", log: "Jurnal", bag: "Sac", left: "{n} piese rămase",
    hidden: "Mod turneu: numerele sunt ascunse", fit: "Încadrează", board: "Tabla",
    held: "Piesa trasă: {tile}. Atinge un pătrat unde se potrivește, rotește-o, apoi propune.",
    heldOnly: "Piesa trasă: {tile}", turnTile: "Rotește", send: "Propune",
    sent: "Propunere trimisă: decide calculatorul.", refused: "Calculatorul nu a luat propunerea.",
  },
};
const LANGUAGE = (navigator.languages || [navigator.language || "en"])
  .map((tag) => String(tag).slice(0, 2).toLowerCase()).find((tag) => tag in WORDS) || "en";
const SQUARE = 64; // page pixels per board square at zoom 1

function say(key, values = {}) {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.split(`{${name}}`).join(String(value)), WORDS[LANGUAGE][key]);
}

const $ = (id) => document.getElementById(id);
function element(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

let state = null;
let view = { x: 0, y: 0, zoom: 1, fitted: true };
let chosen = null; // the square a proposal is for: {x, y, rotation}

// -- live ------------------------------------------------------------------------------
let source = null;
function connect() {
  if (source) source.close();
  setConnection(false);
  source = new EventSource(`events?lang=${LANGUAGE}`);
  source.onmessage = (event) => { setConnection(true); show(JSON.parse(event.data)); };
  source.onerror = () => {
    setConnection(false);
    if (source.readyState === EventSource.CLOSED) setTimeout(connect, 2000); // the browser gave up: we don't
  };
}
function setConnection(live) {
  const box = $("connection");
  box.className = live ? "live" : "connecting";
  box.textContent = say(live ? "live" : "connecting");
}
document.addEventListener("visibilitychange", () => {
  if (!document.hidden && (!source || source.readyState === EventSource.CLOSED)) connect();
});

// -- showing a state -------------------------------------------------------------------
function show(next) {
  state = next;
  const game = next.game;
  document.body.dataset.turn = game ? String(game.turn) : "";
  if (!game) {
    $("turn").textContent = say("noGame");
    for (const id of ["plane", "log", "bag"]) $(id).replaceChildren();
    $("scores").tBodies[0].replaceChildren();
    $("proposal").hidden = true;
    return;
  }
  const now = game.players.find((player) => player.now);
  $("turn").textContent = game.finished || !now ? say("over") : say("turn", { turn: game.turn, name: now.name });
  showScores(game, next.colorNames);
  showBoard(game);
  showHeld(game);
  showLog(next.log);
  showBag(game.bag);
}

function showScores(game, colourNames) {
  const rows = game.players.map((player, index) => {
    const row = element("tr", player.now ? "now" : "");
    const who = element("td");
    const box = element("div", "who");
    box.append(element("span", "marker", player.now ? "▶" : ""));
    const swatch = element("span", "swatch", player.initial);
    swatch.style.background = player.color;
    swatch.style.color = player.ink;
    const names = element("span", "names");
    names.append(element("span", "name", player.name), element("span", "colour", colourNames[index]));
    box.append(swatch, names);
    who.append(box);
    row.append(who, element("td", "score", player.score), element("td", "", String(player.supply)),
      element("td", "", player.last === null ? "" : `+${player.last}`));
    return row;
  });
  $("scores").tBodies[0].replaceChildren(...rows);
}

function place(node, x, y, w, h) {
  node.style.left = `${x * SQUARE}px`;
  node.style.top = `${y * SQUARE}px`;
  if (w !== undefined) { node.style.width = `${w * SQUARE}px`; node.style.height = `${h * SQUARE}px`; }
  return node;
}

function showBoard(game) {
  const parts = game.tiles.map((tile) => {
    const image = place(element("img", "tile"), tile.x, tile.y, tile.w, tile.h);
    image.src = `tile/${tile.img}.png`;
    image.alt = "";
    image.draggable = false;
    return image;
  });
  for (const figure of game.figures) {
    const player = game.players[figure.player];
    const mark = place(element("div", "figure", player.initial), figure.x, figure.y);
    mark.style.background = player.color;
    mark.style.color = player.ink;
    parts.push(mark);
  }
  if (game.proposals && game.held) {
    for (const [x, y] of game.held.fits) {
      const here = chosen && chosen.x === x && chosen.y === y;
      parts.push(place(element("div", here ? "fit chosen" : "fit"), x, y, 1, 1));
    }
    if (chosen) {
      const preview = place(element("img", "preview"), chosen.x, chosen.y, 1, 1);
      preview.src = `tile/${game.held.images[chosen.rotation]}.png`;
      preview.style.transform = "none";
      parts.push(preview);
    }
  }
  $("plane").replaceChildren(...parts);
  $("board").setAttribute("aria-label", say("board"));
  if (view.fitted) fitBoard();
}

function showHeld(game) {
  const box = $("proposal");
  const held = game.held;
  if (!held) { box.hidden = true; chosen = null; return; }
  box.hidden = false;
  if (chosen && !fitsAt(chosen.x, chosen.y).includes(chosen.rotation)) chosen = null;
  const rotation = chosen ? chosen.rotation : Object.keys(held.images)[0];
  $("held-image").src = `tile/${held.images[rotation]}.png`;
  $("held-text").textContent = say(game.proposals ? "held" : "heldOnly", { tile: tileName(held.id) });
  for (const id of ["turn-tile", "send"]) $(id).hidden = !game.proposals;
  $("turn-tile").disabled = !chosen || fitsAt(chosen.x, chosen.y).length < 2;
  $("send").disabled = !chosen;
}

function fitsAt(x, y) {
  const held = state && state.game && state.game.held;
  const found = held ? held.fits.find((fit) => fit[0] === x && fit[1] === y) : null;
  return found ? found[2].map(String) : [];
}

function showLog(lines) {
  const items = lines.slice().reverse().map((line) => element("li", "", line));
  $("log").replaceChildren(...items);
}

function tileName(id) {
  return (state && state.tileNames && state.tileNames[id]) || "";
}

function showBag(bag) {
  const percent = new Intl.NumberFormat(LANGUAGE, { style: "percent", maximumFractionDigits: 0 });
  $("bag-total").textContent = bag.total === null ? say("hidden") : say("left", { n: bag.total });
  const items = bag.tiles.map((tile) => {
    const item = element("li", tile.left === 0 ? "none" : "");
    const image = element("img");
    image.src = `tile/${tile.img}.png`;
    image.alt = image.title = tileName(tile.id);
    item.append(image);
    if (tile.left !== undefined) item.append(element("div", "", `×${tile.left} · ${percent.format(tile.chance)}`));
    return item;
  });
  $("bag").replaceChildren(...items);
}

// -- proposals -------------------------------------------------------------------------
function choose(x, y) {
  const rotations = fitsAt(x, y);
  if (!rotations.length) return;
  chosen = { x, y, rotation: rotations[0] };
  $("proposal-status").textContent = "";
  show(state);
}
$("turn-tile").addEventListener("click", () => {
  if (!chosen) return;
  const rotations = fitsAt(chosen.x, chosen.y);
  chosen.rotation = rotations[(rotations.indexOf(chosen.rotation) + 1) % rotations.length];
  show(state);
});
$("send").addEventListener("click", async () => {
  if (!chosen || !state.game.held) return;
  const body = { tile: state.game.held.id, x: chosen.x, y: chosen.y, rotation: Number(chosen.rotation) };
  let ok = false;
  try {
    const answer = await fetch("propose", { method: "POST", body: JSON.stringify(body),
      headers: { "Content-Type": "application/json" } });
    ok = answer.ok;
  } catch (error) { ok = false; }
  $("proposal-status").textContent = say(ok ? "sent" : "refused");
});

// -- pan and zoom, by touch or mouse ---------------------------------------------------
const pointers = new Map();
let gesture = null;
function applyView() {
  $("plane").style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.zoom})`;
}
function fitBoard() {
  const tiles = state && state.game ? state.game.tiles : [];
  if (!tiles.length) return;
  const left = Math.min(...tiles.map((t) => t.x)), top = Math.min(...tiles.map((t) => t.y));
  const right = Math.max(...tiles.map((t) => t.x + t.w)), bottom = Math.max(...tiles.map((t) => t.y + t.h));
  const box = $("board").getBoundingClientRect();
  const margin = 1; // a square around, where the next tile goes
  const zoom = Math.min(box.width / ((right - left + 2 * margin) * SQUARE), box.height / ((bottom - top + 2 * margin) * SQUARE), 2);
  view = { zoom, fitted: true,
    x: box.width / 2 - ((left + right) / 2) * SQUARE * zoom, y: box.height / 2 - ((top + bottom) / 2) * SQUARE * zoom };
  applyView();
}
function zoomAt(clientX, clientY, factor) {
  const box = $("board").getBoundingClientRect();
  const zoom = Math.min(4, Math.max(0.1, view.zoom * factor));
  const px = clientX - box.left, py = clientY - box.top;
  view.x = px - (px - view.x) * (zoom / view.zoom);
  view.y = py - (py - view.y) * (zoom / view.zoom);
  view.zoom = zoom;
  view.fitted = false;
  applyView();
}
const board = $("board");
board.addEventListener("pointerdown", (event) => {
  board.setPointerCapture(event.pointerId);
  pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  gesture = { moved: 0, distance: spread() };
});
board.addEventListener("pointermove", (event) => {
  const before = pointers.get(event.pointerId);
  if (!before || !gesture) return;
  const now = { x: event.clientX, y: event.clientY };
  if (pointers.size === 1) {
    view.x += now.x - before.x;
    view.y += now.y - before.y;
    gesture.moved += Math.abs(now.x - before.x) + Math.abs(now.y - before.y);
    if (gesture.moved > 8) view.fitted = false;
    pointers.set(event.pointerId, now);
    applyView();
  } else {
    pointers.set(event.pointerId, now);
    const distance = spread();
    const [a, b] = [...pointers.values()];
    if (gesture.distance > 0) zoomAt((a.x + b.x) / 2, (a.y + b.y) / 2, distance / gesture.distance);
    gesture.distance = distance;
    gesture.moved = 1000;
  }
});
function release(event) {
  if (!pointers.delete(event.pointerId)) return;
  if (gesture && pointers.size === 0 && gesture.moved < 8 && event.type === "pointerup") tap(event);
  gesture = pointers.size ? { moved: 1000, distance: spread() } : null;
}
board.addEventListener("pointerup", release);
board.addEventListener("pointercancel", release);
board.addEventListener("wheel", (event) => {
  event.preventDefault();
  zoomAt(event.clientX, event.clientY, event.deltaY < 0 ? 1.15 : 1 / 1.15);
}, { passive: false });
function spread() {
  const [a, b] = [...pointers.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}
function tap(event) {
  if (!state || !state.game || !state.game.proposals) return;
  const box = board.getBoundingClientRect();
  const x = Math.floor((event.clientX - box.left - view.x) / view.zoom / SQUARE);
  const y = Math.floor((event.clientY - box.top - view.y) / view.zoom / SQUARE);
  choose(x, y);
}
$("fit").addEventListener("click", () => { view.fitted = true; fitBoard(); });
window.addEventListener("resize", () => { if (view.fitted) fitBoard(); });

// -- start -----------------------------------------------------------------------------
document.documentElement.lang = LANGUAGE;
document.title = say("title");
for (const [id, key] of [["scores-title", "scores"], ["log-title", "log"], ["bag-title", "bag"], ["h-player", "player"],
  ["h-score", "score"], ["h-supply", "supply"], ["h-last", "last"], ["fit", "fit"], ["turn-tile", "turnTile"], ["send", "send"]]) {
  $(id).textContent = say(key);
}
const initial = $("initial");
if (initial) show(JSON.parse(initial.textContent));
connect();
