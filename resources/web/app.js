// The table page: the desktop's game, live, on a phone. Plain script, no build step.
// Everything players typed is set with textContent, never as markup.
"use strict";

// The page's words come with the state, in its language (translated with the app's own).
// It speaks the desktop's language unless this phone picked another (kept on the phone).
const LANGUAGE_KEY = "carc-assist-language";
function pickedLanguage() {
  try { return localStorage.getItem(LANGUAGE_KEY) || ""; } catch (error) { return ""; }
}
const SQUARE = 64; // page pixels per board square at zoom 1
const SPOT = 44; // a follower spot's reach in page pixels: a fingertip (the nearest spot wins)

function say(key, values = {}) {
  const words = (state && state.words) || {};
  return Object.entries(values).reduce(
    (text, [name, value]) => text.split(`{${name}}`).join(String(value)), words[key] || "");
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
let picked = null; // the choice of the step a proposal is for: its key
let shownWords = null; // the words the page's fixed labels show now

// -- live ------------------------------------------------------------------------------
let source = null;
function connect() {
  if (source) source.close();
  setConnection(false);
  const language = pickedLanguage();
  source = new EventSource(language ? `events?lang=${language}` : "events");
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
  if (!next) return;
  state = next;
  if (shownWords !== next.words) showWords(next);
  const game = next.game;
  if (document.body.dataset.turn !== (game ? String(game.turn) : "")) picked = null; // a new turn's choices
  document.body.dataset.turn = game ? String(game.turn) : "";
  if (!game) {
    $("turn").textContent = say("noGame");
    for (const id of ["plane", "log", "bag", "parts"]) $(id).replaceChildren();
    $("scores").tBodies[0].replaceChildren();
    $("proposal").hidden = true;
    return;
  }
  const now = game.players.find((player) => player.now);
  const over = next.result ? `${say("over")}: ${next.result}` : say("over"); // who won, at the end
  $("turn").textContent = game.finished || !now ? over : say("turn", { turn: game.turn, name: now.name });
  showScores(game, next.colorNames);
  showBoard(game);
  showProposal(game);
  showParts(next.parts || []);
  showLog(next.log);
  showBag(game.bag);
}

// the page's fixed labels and its choice of language, in the state's language
function showWords(next) {
  shownWords = next.words;
  document.documentElement.lang = next.language;
  document.title = say("title");
  for (const [id, key] of [["scores-title", "scores"], ["log-title", "log"], ["bag-title", "bag"],
    ["h-player", "player"], ["h-score", "score"], ["h-supply", "supply"], ["h-last", "last"], ["fit", "fit"],
    ["turn-tile", "turnTile"], ["send", "send"]]) {
    $(id).textContent = say(key);
  }
  const box = $("connection");
  box.textContent = say(box.className === "live" ? "live" : "connecting");
  const menu = $("language");
  menu.setAttribute("aria-label", say("language"));
  menu.title = say("language");
  const options = [["", say("asDesktop")], ...Object.entries(next.languages || {})].map(([value, name]) => {
    const option = element("option", "", name);
    option.value = value;
    return option;
  });
  menu.replaceChildren(...options);
  menu.value = pickedLanguage();
}
$("language").addEventListener("change", () => {
  try { localStorage.setItem(LANGUAGE_KEY, $("language").value); } catch (error) { /* kept for this page only */ }
  connect();
});

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
  const over = state.layer;
  if (over) { // what the expansions draw over the board (the desktop's layers), and what it means
    const layer = place(element("img", "layer"), over.x, over.y, over.w, over.h);
    layer.src = `tile/${over.img}`;
    layer.alt = over.says.join("; ");
    layer.draggable = false;
    parts.push(layer);
  }
  const figureNames = state.figureNames || [];
  game.figures.forEach((figure, index) => {
    const player = game.players[figure.player];
    // each kind its own shape (a farmer lies down, the builder is square, the pig a diamond)
    const kind = `figure ${figure.shape || ""}${figure.scale > 1 ? " big" : ""}`;
    const mark = place(element("div", kind, player.initial), figure.x, figure.y);
    if (figureNames[index]) { mark.title = figureNames[index]; mark.setAttribute("aria-label", figureNames[index]); }
    mark.style.background = player.color;
    mark.style.color = player.ink;
    mark.style.transform = `scale(${figure.scale || 1})`;
    parts.push(mark);
  });
  const seen = new Set();
  for (const choice of choicesOnBoard()) { // one spot per place, lit when a choice there is picked
    const where = `${choice.x},${choice.y}`;
    if (seen.has(where)) continue;
    seen.add(where);
    const here = choicesAt(choice.x, choice.y).some((other) => other.key === picked);
    const spot = place(element("div", here ? "spot picked" : "spot"), choice.x, choice.y);
    spot.title = choice.label;
    parts.push(spot);
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

function showProposal(game) {
  const box = $("proposal");
  const held = game.held;
  const choices = (state && state.choices) || [];
  if (!choices.some((choice) => choice.key === picked)) picked = null;
  if (!held) chosen = null;
  box.hidden = !held && !choices.length;
  if (box.hidden) return;
  const placing = Boolean(held && game.proposals);
  if (chosen && !fitsAt(chosen.x, chosen.y).includes(chosen.rotation)) chosen = null;
  $("held-image").hidden = $("held-text").hidden = !held || choices.length > 0;
  if (held) {
    const rotation = chosen ? chosen.rotation : Object.keys(held.images)[0];
    $("held-image").src = `tile/${held.images[rotation]}.png`;
    $("held-text").textContent = say(game.proposals ? "held" : "heldOnly", { tile: tileName(held.id) });
  }
  const now = game.players.find((player) => player.now);
  $("choices-text").hidden = !choices.length;
  $("choices-text").textContent = choices.length ? `${say("choices", { name: now ? now.name : "" })} ${say("choicesHint")}` : "";
  $("choices").replaceChildren(...choices.map((choice) => {
    const button = element("button", choice.key === picked ? "choice picked" : "choice", choice.label);
    button.type = "button";
    button.setAttribute("role", "radio");
    button.setAttribute("aria-checked", String(choice.key === picked));
    button.dataset.key = choice.key;
    button.addEventListener("click", () => pick(choice.key));
    return button;
  }));
  $("turn-tile").hidden = !placing || choices.length > 0;
  $("send").hidden = !placing && !choices.length;
  $("turn-tile").disabled = !chosen || fitsAt(chosen.x, chosen.y).length < 2;
  $("send").disabled = choices.length ? !picked : !chosen;
}

function choicesOnBoard() {
  return ((state && state.choices) || []).filter((choice) => choice.x !== undefined);
}
function choicesAt(x, y) {
  return choicesOnBoard().filter((choice) => choice.x === x && choice.y === y);
}
function pick(key) {
  picked = key;
  $("proposal-status").textContent = "";
  show(state);
}

function fitsAt(x, y) {
  const held = state && state.game && state.game.held;
  const found = held ? held.fits.find((fit) => fit[0] === x && fit[1] === y) : null;
  return found ? found[2].map(String) : [];
}

function showParts(parts) { // the expansions' own views (the wheel beside the board)
  const choices = ((state && state.choices) || []).filter((choice) => choice.part !== undefined);
  $("parts").replaceChildren(...parts.map((part, index) => {
    const section = element("section", "part");
    const picture = element("div", "picture");
    const image = element("img");
    image.src = `tile/${part.img}.png`;
    image.alt = part.title;
    image.draggable = false;
    picture.append(image);
    // the choices with a place on the picture (a free crown field), tapped there as on the
    // desktop's panel: the nearest spot within a fingertip wins, tapped again the next choice
    const mine = choices.filter((choice) => choice.part === index);
    const seen = new Set();
    for (const choice of mine) {
      const where = `${choice.px},${choice.py}`;
      if (seen.has(where)) continue;
      seen.add(where);
      const here = partChoicesAt(mine, choice);
      const spot = element("div", here.some((other) => other.key === picked) ? "spot picked" : "spot");
      spot.style.left = `${choice.px * 100}%`;
      spot.style.top = `${choice.py * 100}%`;
      spot.title = choice.label;
      picture.append(spot);
    }
    if (mine.length) picture.addEventListener("click", (event) => tapPart(event, picture, mine));
    section.append(element("h2", "", part.title), picture);
    return section;
  }));
}
function partChoicesAt(choices, at) {
  return choices.filter((choice) => choice.px === at.px && choice.py === at.py);
}
function tapPart(event, picture, choices) {
  const box = picture.getBoundingClientRect();
  if (!box.width || !box.height) return;
  const x = event.clientX - box.left, y = event.clientY - box.top;
  const near = choices.map((choice) => [Math.hypot(choice.px * box.width - x, choice.py * box.height - y), choice])
    .filter(([distance]) => distance <= SPOT / 2).sort((a, b) => a[0] - b[0]);
  if (!near.length) return;
  const here = partChoicesAt(choices, near[0][1]);
  const index = here.findIndex((choice) => choice.key === picked);
  pick(here[(index + 1) % here.length].key);
}

function showLog(lines) {
  const items = lines.slice().reverse().map((line) => element("li", "", line));
  $("log").replaceChildren(...items);
}

function tileName(id) {
  return (state && state.tileNames && state.tileNames[id]) || "";
}

function showBag(bag) {
  const percent = new Intl.NumberFormat(state.language, { style: "percent", maximumFractionDigits: 0 });
  const total = bag.total === null ? say("hidden") : say("left", { n: bag.total });
  // a stack drawn before the bag (the river's): only its tiles are listed, and the page says so
  $("bag-total").replaceChildren(...(bag.stack ? [total, element("br"), say("stack")] : [total]));
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
  let body = null;
  if (picked) body = { choice: picked, turn: state.game.turn };
  else if (chosen && state.game.held) body = { tile: state.game.held.id, x: chosen.x, y: chosen.y, rotation: Number(chosen.rotation) };
  if (!body) return;
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
  if (!state || !state.game) return;
  const box = board.getBoundingClientRect();
  const x = (event.clientX - box.left - view.x) / view.zoom / SQUARE;
  const y = (event.clientY - box.top - view.y) / view.zoom / SQUARE;
  const reach = Math.max(SPOT / 2 / view.zoom / SQUARE, 0.15); // a fingertip, at any zoom
  const near = choicesOnBoard().map((choice) => [Math.hypot(choice.x - x, choice.y - y), choice])
    .filter(([distance]) => distance <= reach).sort((a, b) => a[0] - b[0]);
  if (near.length) { // tapped again: the next choice on that spot (the big follower …)
    const here = choicesAt(near[0][1].x, near[0][1].y);
    const index = here.findIndex((choice) => choice.key === picked);
    pick(here[(index + 1) % here.length].key);
  } else if (state.game.proposals) {
    choose(Math.floor(x), Math.floor(y));
  }
}
$("fit").addEventListener("click", () => { view.fitted = true; fitBoard(); });
window.addEventListener("resize", () => { if (view.fitted) fitBoard(); });

// -- start -----------------------------------------------------------------------------
const initial = $("initial");
if (initial) show(JSON.parse(initial.textContent));
connect();
