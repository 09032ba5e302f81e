// European War's board (docs/rules/europe.md): a stylised map of Europe in 1914 that we drew,
// with the fifteen areas, land links, the two seas' routes and each power's pyramids. Which
// areas, links, ports and powers there are comes from the server's table (GET
// /api/games/europe/table, Game.table()); only the drawing (outlines, where a label sits) is
// here, keyed by area id, and an area the drawing does not know is drawn as a circle.
import { s, svgRoot, html, diceSvg } from "../boards.js";
import * as i18n from "../i18n.js";

// a game's own text as the server says it (a *_msg field, issue 37) when the page can say
// messages, else the view's plain field
const said = (msg, plain) => (msg && typeof i18n.say === "function" ? i18n.say(msg) : plain);

// longitude/latitude to the picture: 11°W..46°E, 71°N..28°N
const W = 770;
const H = 710;
const P = ([lon, lat]) => [Math.round((lon + 11) * 13.5 * 10) / 10, Math.round((71 - lat) * 16.5 * 10) / 10];
const pts = (list) => list.map((p) => P(p).join(",")).join(" ");

// shared corners, so that neighbours meet without a seam
const C = {
  c1: [2.5, 51.1], j1: [6.4, 49.5], f1: [-4.7, 48.4], f2: [-1.3, 46.2], f3: [-1.8, 43.4], f4: [3.2, 42.4],
  f5: [7.5, 43.8], f6: [7.0, 45.9], f7: [6.1, 46.2], f8: [7.6, 47.6], s1: [9.6, 47.5], d1: [9.6, 54.85],
  k1: [18.8, 49.9], k2: [22.8, 54.3], k3: [21.3, 55.2], k4: [24.1, 50.3], k5: [26.5, 48.3], k6: [22.5, 44.6],
  k7: [18.5, 42.5], k8: [13.7, 45.6], n1: [5.0, 62.0], n3: [17.5, 62.3], q1: [23.7, 65.8], r1: [46, 51],
  m1: [29.0, 41.05], m2: [29.6, 45.2], m3: [41.6, 41.5], m4: [44.8, 39.7], a1: [29.1, 41.1], a3: [44.8, 37.2],
  a4: [36.2, 36.6], l1: [34.2, 31.3],
};
const c = (...names) => names.map((n) => (typeof n === "string" ? C[n] : n));

// each area's outline(s), the point its name and pyramid stand on, and (a port) where its
// anchor lies off the coast
const SHAPES = {
  GBR: { at: [-2.4, 53.2], port: [-3.2, 49.6], outline: [
    c([-5.7, 50.05], [-3.5, 50.3], [-1, 50.7], [1.4, 51.2], [1.7, 52.6], [0.3, 53.4], [-0.2, 54.1], [-1.6, 55.6],
      [-2.2, 56.5], [-1.8, 57.6], [-3.2, 58.6], [-5.0, 58.6], [-6.2, 57.5], [-5.6, 56.3], [-4.9, 55.1], [-3.0, 54.9],
      [-3.4, 54.2], [-3.0, 53.4], [-4.6, 53.3], [-4.1, 52.3], [-5.3, 51.8], [-3.1, 51.5], [-5.0, 51.0]),
    c([-6.0, 52.2], [-6.2, 53.3], [-5.8, 54.6], [-7.3, 55.3], [-8.4, 54.5], [-10.0, 53.6], [-9.9, 52.0], [-8.5, 51.6])] },
  BNL: { at: [4.6, 51.3], port: [3.5, 52.6], outline: [
    c("c1", [4.2, 49.9], "j1", [6.1, 50.7], [6.0, 51.9], [7.0, 52.2], [7.2, 53.3], [6.2, 53.45], [4.8, 53.0], [4.6, 52.4], [3.6, 51.4])] },
  SSC: { at: [13.2, 59.6], port: [10.8, 57.2], outline: [
    c("n1", [12.0, 62.5], "n3", [17.2, 60.7], [18.7, 59.8], [16.7, 57.9], [16.2, 56.2], [14.3, 55.5], [12.9, 55.4], [12.6, 56.2],
      [11.8, 57.7], [11.1, 59.0], [10.2, 59.0], [8.0, 58.1], [6.5, 58.1], [5.5, 58.6], [5.0, 60.3]),
    c([8.7, 54.9], [8.1, 55.6], [8.2, 56.8], [10.5, 57.7], [10.3, 56.5], [10.9, 56.3], [10.2, 55.5], "d1"),
    c([11.0, 55.3], [12.6, 55.6], [12.3, 56.1], [11.2, 55.9])] },
  FRA: { at: [2.2, 46.9], port: [-3.5, 46.5], outline: [
    c("c1", [1.6, 50.2], [0.2, 49.7], [-1.3, 49.6], [-1.6, 48.7], "f1", [-2.5, 47.3], "f2", "f3", [0.7, 42.8], "f4", [4.8, 43.4],
      "f5", "f6", "f7", [7.0, 47.4], "f8", [8.1, 49.0], "j1", [4.2, 49.9]),
    c([8.6, 42.9], [9.4, 43.0], [9.5, 42.0], [9.2, 41.4], [8.6, 41.8])] },
  ESP: { at: [-4.0, 40.2], port: [-10.0, 42.5], outline: [
    c("f3", [-4.5, 43.5], [-8, 43.7], [-9.3, 43], [-8.8, 41], [-9.5, 38.8], [-8.9, 37], [-7.4, 37.2], [-6.3, 36.5], [-5.4, 36.0],
      [-4.4, 36.7], [-2.2, 36.7], [-0.6, 37.6], [0.2, 38.8], [-0.3, 39.5], [0.9, 41.0], "f4", [0.7, 42.8])] },
  NAF: { at: [4.0, 32.0], port: [3.0, 37.5], outline: [
    c([-9.7, 30.5], [-9.3, 32.5], [-6.8, 34], [-5.9, 35.8], [-5.3, 35.9], [-2, 35.1], [1, 36.5], [3, 36.8], [8.6, 36.9],
      [10.3, 37.3], [11.1, 36.9], [10.3, 36.0], [11.1, 35.2], [10.1, 34.3], [10.9, 33.1], [13, 32.9], [15.2, 32.3],
      [15.8, 31.3], [19, 30.3], [20.1, 32.3], [21.6, 32.9], [23.2, 32.2], [25.1, 31.6], [29, 30.9], [31, 31.6],
      [32.3, 31.3], "l1", [34.9, 29.5], [35, 28], [-11, 28], [-11, 28.6])] },
  GER: { at: [12.6, 52.1], outline: [
    c([7.2, 53.3], [8.0, 53.6], [8.7, 53.9], [8.7, 54.9], "d1", [10.0, 54.4], [11, 54.0], [12.5, 54.4], [14.2, 53.9], [16, 54.5],
      [18.5, 54.8], [19.5, 54.4], "k3", "k2", [19.5, 53.2], [17.5, 52.5], [18.0, 51.0], "k1", [16.9, 50.3], [14.8, 50.9],
      [12.2, 50.3], [13.8, 48.7], [13.0, 47.5], "s1", "f8", [8.1, 49.0], "j1", [6.1, 50.7], [6.0, 51.9], [7.0, 52.2])] },
  AUH: { at: [18.0, 47.6], outline: [
    c("s1", [13.0, 47.5], [13.8, 48.7], [12.2, 50.3], [14.8, 50.9], [16.9, 50.3], "k1", [20.5, 50.2], [22, 50.5], "k4", "k5",
      [26, 45.8], "k6", [20.3, 44.8], [19.2, 44.9], [19.4, 43.3], "k7", [16, 43.5], [15.2, 44.3], [14.5, 45.2], "k8",
      [13.4, 46.5], [12.2, 47.0], [10.5, 46.5], [10.4, 46.9])] },
  ITA: { at: [12.6, 43.0], port: [12.3, 39.8], outline: [
    c("f5", "f6", [8.5, 46.0], [10.5, 46.5], [12.2, 47.0], [13.4, 46.5], "k8", [12.3, 45.3], [12.4, 44.2], [13.6, 43.5],
      [14.5, 42.2], [16.1, 41.9], [18.5, 40.2], [17.1, 39.4], [16.6, 38.0], [15.7, 38.2], [15.7, 40.0], [14.2, 40.8],
      [12.4, 41.7], [11.1, 42.5], [10.3, 43.6], [8.8, 44.4]),
    c([12.4, 38.0], [15.6, 38.3], [15.1, 36.7], [12.6, 37.6]),
    c([8.2, 41.0], [9.7, 41.0], [9.6, 39.2], [8.5, 39.0])] },
  NRU: { at: [33.5, 62.5], port: [24.0, 59.7], outline: [
    c("q1", [25.3, 65], [21.5, 63], [21.4, 61.5], [22.5, 60.1], [25, 60.2], [28.5, 60.5], [30, 59.9], [28, 59.5], [23.5, 59.3],
      [23.5, 58.3], [24, 57], [22, 57.6], [21, 56.8], "k3", "k2", [26, 54.8], [32, 55.7], [40, 57.0], [46, 57.3], [46, 71],
      [33, 71], [29, 69.8], [24, 68.5])] },
  CRU: { at: [33.0, 53.8], outline: [
    c("k2", [26, 54.8], [32, 55.7], [40, 57.0], [46, 57.3], "r1", [38, 51], [32, 51.5], [26, 51], "k4", [22, 50.5],
      [20.5, 50.2], "k1", [18.0, 51.0], [17.5, 52.5], [19.5, 53.2])] },
  SRU: { at: [37.0, 48.7], port: [31.4, 45.0], outline: [
    c("r1", [38, 51], [32, 51.5], [26, 51], "k4", "k5", [28.2, 45.5], "m2", [30.7, 46.5], [32, 46.5], [33.6, 46.1], [32.5, 45.4],
      [33.5, 44.5], [35.5, 45.1], [35, 45.7], [37.5, 47.0], [39.2, 47.2], [38.3, 46.3], [37.6, 45.0], [39.0, 44.0],
      [41.5, 42.0], "m3", [43.0, 41.0], "m4", [46, 39.6])] },
  SBK: { at: [23.2, 42.6], port: [25.0, 37.6], outline: [
    c("k5", [26, 45.8], "k6", [20.3, 44.8], [19.2, 44.9], [19.4, 43.3], "k7", [19.4, 41.9], [19.4, 40.4], [20.2, 39.5], [21.1, 38.3],
      [21.7, 36.8], [22.9, 36.5], [23.1, 37.8], [24.0, 38.2], [22.9, 39.4], [23.4, 40.3], [24.4, 40.9], [26.0, 40.8],
      [26.2, 40.3], [27.5, 40.8], "m1", [28, 41.6], [27.8, 43.1], [28.6, 44.3], "m2", [28.2, 45.5]),
    c([23.5, 35.6], [26.3, 35.3], [24, 35.2])] },
  ANA: { at: [34.0, 39.2], port: [31.0, 35.6], outline: [
    c("a1", [31, 41.1], [33, 42], [35.1, 42.0], [38, 40.9], [40.5, 41.0], "m3", [43.0, 41.0], "m4", [44.4, 38.5], "a3", [42, 37.1],
      [38, 36.8], "a4", [34.6, 36.8], [32.5, 36.1], [30.6, 36.8], [29.6, 36.2], [28.1, 36.7], [27.3, 37.8], [26.4, 38.4],
      [26.9, 39.5], [26.2, 40.0], [27.5, 40.4], [29.0, 40.6])] },
  LEV: { at: [40.0, 33.0], port: [34.4, 33.2], outline: [
    c("a4", [38, 36.8], [42, 37.1], "a3", [46, 37.2], [46, 28], [35, 28], [34.9, 29.5], "l1", [34.9, 32.8], [35.5, 34.6], [35.9, 35.9])] },
};
// land that is nobody's: the north of Scandinavia, Switzerland, Cyprus
const NEUTRAL = [
  c("n1", [8.0, 63.5], [12.5, 66.5], [15, 68.5], [19, 70], [25, 70.9], [29, 69.8], [24, 68.5], "q1", [22.0, 65.5], [21, 64.3], [19, 63.5], "n3", [12.0, 62.5]),
  c("f7", "f6", [8.5, 46.0], [10.5, 46.5], [10.4, 46.9], "s1", "f8", [7.0, 47.4]),
  c([32.3, 35.1], [34.0, 35.4], [34.6, 35.7], [33.9, 34.9], [32.7, 34.7]),
];
// the seas' routes (every port of a sea reaches every other port of it, R1.4), through
// the ports' anchors
const LANES = {
  atlantic: [[[-10.0, 42.5], [-7, 45], [-3.5, 46.5], [-5.2, 48.6], [-3.2, 49.6], [0.5, 50.3], [1.9, 51.1], [3.5, 52.6],
    [5, 55], [7.5, 57.8], [10.8, 57.2], [12, 56], [12.9, 54.9], [16, 55.5], [19.5, 57.2], [21, 59.2], [24.0, 59.7]]],
  mediterranean: [
    [[3.0, 37.5], [7.5, 38.0], [11.9, 37.4], [14, 36.2], [18, 35.3], [22.5, 35.8], [25.0, 37.6], [26.0, 39.6], [26.3, 40.25],
      [27.8, 40.7], [29.05, 41.15], [30.8, 42.7], [31.4, 45.0]],
    [[11.9, 37.4], [11.2, 38.6], [12.3, 39.8]],
    [[22.5, 35.8], [27.5, 35.6], [31.0, 35.6], [33.6, 34.2], [34.4, 33.2]],
  ],
};
const SEA_NAMES = [["Atlantic Ocean", [-6.2, 45.0]], ["North Sea", [3.2, 56.6]], ["Baltic Sea", [19.0, 56.1]],
  ["Mediterranean Sea", [17.5, 34.0]], ["Black Sea", [34.5, 43.4]]];

export const POWER_COLOR = { BRI: "#c0392b", FRA: "#2e6fb7", DUA: "#4d4d4d", RUS: "#2f8a4a", OTT: "#c9891a" };
const POWER_TINT = { BRI: "#f4d6d0", FRA: "#d5e3f5", DUA: "#e2e2e2", RUS: "#d5eddb", OTT: "#f6e6c6" };
const SIZE_PIPS = { S: 1, M: 2, L: 3 };

function powerOfLetter(table, letter) {
  const p = (table.powers || []).find((x) => x.letter === letter);
  return p ? p.id : null;
}

/** A power's name in the page's language (the server's message), else the table's. */
function powerName(table, id) {
  const p = (table.powers || []).find((x) => x.id === id);
  return said(id ? { id: `europe-power-${id.toLowerCase()}` } : null, p ? p.name : id);
}

function areaName(table, id) {
  const a = (table.areas || []).find((x) => x.id === id);
  return a ? a.name : id;
}

/** A pyramid seen from the side: wider and taller with its size, its pips as dots. */
export function pyramid(x, y, power, size, scale = 1) {
  const pips = SIZE_PIPS[size] || 1;
  const half = (10 + 6 * pips) * scale;
  const high = (16 + 8 * pips) * scale;
  const g = s("g", { class: "piece", "data-piece": `${power}${size}` });
  g.append(s("polygon", { points: `${x},${y - high} ${x + half},${y} ${x - half},${y}`,
    fill: POWER_COLOR[power] || "#333", stroke: "#1a1a1a", "stroke-width": 1.5 * scale }));
  // the lit face
  g.append(s("polygon", { points: `${x},${y - high} ${x + half},${y} ${x + half * 0.25},${y}`, fill: "#fff", "fill-opacity": 0.18 }));
  for (let i = 0; i < pips; i++) {
    g.append(s("circle", { cx: x + (i - (pips - 1) / 2) * 7 * scale, cy: y - 6 * scale, r: 2.4 * scale, fill: "#fff" }));
  }
  return g;
}

function anchor(x, y) {
  return s("g", { class: "anchor", "aria-hidden": "true" },
    s("circle", { cx: x, cy: y, r: 9, fill: "#eaf3fb", stroke: "#1d5f99", "stroke-width": 1.5 }),
    s("path", { d: `M${x} ${y - 6} V${y + 5} M${x - 4} ${y - 2} H${x + 4} M${x - 5} ${y + 1} Q${x} ${y + 8} ${x + 5} ${y + 1}`,
      stroke: "#1d5f99", "stroke-width": 1.6, fill: "none" }));
}

export function draw(view, { t, table }) {
  const svg = svgRoot(W, H, t("board_of", { game: "European War" }));
  svg.classList.add("europe-map");
  svg.append(s("rect", { x: 0, y: 0, width: W, height: H, fill: "#bcd8ee" }));
  for (const [name, at] of SEA_NAMES) {
    const [x, y] = P(at);
    svg.append(s("text", { x, y, "text-anchor": "middle", "font-size": 13, "font-style": "italic", fill: "#2d5b82", text: name }));
  }
  for (const poly of NEUTRAL) svg.append(s("polygon", { points: pts(poly), fill: "#ece6d6", stroke: "#b3a88e", "stroke-width": 1 }));
  const areas = table.areas || [];
  const centre = {};
  const spare = areas.filter((a) => !SHAPES[a.id]);
  spare.forEach((a, i) => { centre[a.id] = [40 + i * 70, H - 40]; });
  for (const a of areas) if (SHAPES[a.id]) centre[a.id] = P(SHAPES[a.id].at);
  // the seas' routes under the areas, the land links over them
  const lanes = s("g", { class: "sea-lanes" });
  for (const sea of table.seas || []) {
    for (const line of LANES[sea.id] || []) {
      lanes.append(s("polyline", { points: pts(line), fill: "none", stroke: "#1d5f99", "stroke-width": 3,
        "stroke-dasharray": "2 7", "stroke-linecap": "round", "stroke-opacity": 0.8 }));
    }
  }
  svg.append(lanes);
  const cells = {};
  for (const a of areas) {
    const g = s("g", { "data-cell": a.id, "data-name": a.name });
    const tint = POWER_TINT[a.power] || "#eee";
    if (SHAPES[a.id]) {
      const path = SHAPES[a.id].outline.map((poly) => `M${pts(poly).replace(/ /g, " L")} Z`).join(" ");
      g.append(s("path", { class: "cell", d: path, fill: tint, stroke: "#6f6450", "stroke-width": 1.2, "stroke-linejoin": "round" }));
    } else {
      const [x, y] = centre[a.id];
      g.append(s("circle", { class: "cell", cx: x, cy: y, r: 30, fill: tint }));
    }
    cells[a.id] = g;
    svg.append(g);
  }
  // ports: an anchor off the coast, on the sea's route
  for (const a of areas) {
    if (a.sea && SHAPES[a.id] && SHAPES[a.id].port) svg.append(anchor(...P(SHAPES[a.id].port)));
  }
  const links = s("g", { class: "land-links", "aria-hidden": "true", "pointer-events": "none" });
  for (const l of table.links || []) {
    if (!centre[l.a] || !centre[l.b]) continue;
    const [x1, y1] = centre[l.a];
    const [x2, y2] = centre[l.b];
    links.append(s("line", { x1, y1, x2, y2, stroke: "#7a5a2e", "stroke-width": 3, "stroke-opacity": 0.75,
      "stroke-dasharray": l.special ? "9 6" : null, "stroke-linecap": "round" }));
  }
  svg.append(links);
  // names and pyramids over the links; a click goes through them to the area below
  const over = s("g", { class: "overlay-layer", "pointer-events": "none" });
  for (const a of areas) {
    const [x, y] = centre[a.id];
    // a round target at the area's heart, for fingers and for tests (islands make the
    // middle of an area's box fall into the sea)
    cells[a.id].append(s("circle", { class: "hit", cx: x, cy: y + 4, r: 24, fill: "#fff", "fill-opacity": 0.001 }));
    over.append(s("text", { x, y: y - 30, "text-anchor": "middle", "font-size": 16, "font-weight": "bold",
      class: "area-name", fill: "#2a2418", text: a.name }));
    over.append(s("circle", { cx: x, cy: y, r: 5, fill: POWER_COLOR[a.power] || "#555", stroke: "#fff", "stroke-width": 1.5 }));
    const piece = view.board ? view.board[a.id] : null;
    if (piece) {
      const power = powerOfLetter(table, piece[0]);
      const p = pyramid(x, y + 26, power, piece[1], 1.15);
      p.setAttribute("data-at", a.id);
      over.append(p);
    }
    cells[a.id].append(s("title", { text: `${a.name} (${a.id})` }));
  }
  svg.append(over);
  // the battle: both areas ringed
  if (view.combat) {
    for (const id of [view.combat.from, view.combat.to]) {
      if (!centre[id]) continue;
      const [x, y] = centre[id];
      svg.append(s("circle", { cx: x, cy: y + 6, r: 40, fill: "none", stroke: "#b00020", "stroke-width": 4,
        "stroke-dasharray": "8 5", class: "battle-ring", "pointer-events": "none" }));
    }
  }
  return svg;
}

// -- the panel beside the map -----------------------------------------------------------------

function swatch(color) {
  const box = html("span", "", { class: "swatch", "aria-hidden": "true" });
  box.style.background = color;
  return box;
}

function miniPyramid(power, size) {
  const svg = s("svg", { viewBox: "0 0 40 36", width: 26, height: 24, class: "mini", "aria-hidden": "true" });
  svg.append(pyramid(20, 34, power, size, 0.85));
  return svg;
}

/** The last attack among the moves: its areas, mover, dice (the defender's last roll stands,
 * R5.3) and what came of it; null when none. */
function lastCombat(moves) {
  let at = -1;
  for (let i = moves.length - 1; i >= 0; i--) {
    if (moves[i] && /^attack [A-Z]{3}-[A-Z]{3}$/.test(moves[i].move)) { at = i; break; }
  }
  if (at < 0) return null;
  const [from, to] = moves[at].move.slice(7).split("-");
  const out = { from, to, by: moves[at].by, attacker: null, defender: null, rerolled: false, retreat: null, defenderSeat: null, closed: false };
  let rolls = 0;
  for (let i = at + 1; i < moves.length; i++) {
    const m = moves[i];
    if (!m) continue;
    const roll = /^roll ([1-6](?:,[1-6])*)$/.exec(m.move);
    if (roll && m.by === "chance") {
      const dice = roll[1].split(",").map(Number);
      if (rolls === 0) out.attacker = dice;
      else out.defender = dice;
      rolls += 1;
    } else if (m.move === "reroll" || m.move === "keep") {
      out.rerolled = out.rerolled || m.move === "reroll";
      out.defenderSeat = m.by;
    } else if (m.move.startsWith("retreat ")) {
      out.retreat = m.move.split(/[ -]/).pop();
      out.defenderSeat = m.by;
    } else {
      out.closed = true;
      break;
    }
  }
  return out;
}

function bonusFor(table, power, side, landing, home) {
  let bonus = 0;
  const why = [];
  for (const m of table.modifiers || []) {
    if (m.power !== power || m.side !== side || !m.bonus) continue;
    if (m.when === "always" || (m.when === "landing" && landing) || (m.when === "home" && home)) {
      bonus += m.bonus;
      why.push(m.rule);
    }
  }
  return { bonus, why };
}

function combatPanel(view, table, t, seatName, moves) {
  const live = view.combat;
  const last = lastCombat(moves || []);
  if (!live && !last) return null;
  const powers = Object.fromEntries((table.powers || []).map((p) => [p.id, p]));
  const seatOf = (power) => (table.seats || []).indexOf(power);
  const who = (power) => (power && powers[power] ? `${powerName(table, power)}${seatOf(power) >= 0 ? ` (${seatName(seatOf(power))})` : ""}` : t("eu_defender", {}, "the defender"));
  const landLinked = (a, b) => (table.links || []).some((l) => (l.a === a && l.b === b) || (l.a === b && l.b === a));
  let c;
  if (live) {
    c = { from: live.from, to: live.to, attacker: live.attacker, defender: live.defender,
      aDice: live.attacker_dice, dDice: live.defender_dice, aBonus: live.attacker_bonus, dBonus: live.defender_bonus,
      aSize: live.attacker_size, dSize: live.defender_size, landing: live.landing, rerolled: live.rerolled, live: true };
  } else {
    const attacker = table.seats ? table.seats[last.by] : null;
    let defender = last.defenderSeat !== null && table.seats ? table.seats[last.defenderSeat] : null;
    const now = view.board ? view.board[last.to] : null;
    if (!defender && now && powerOfLetter(table, now[0]) !== attacker) defender = powerOfLetter(table, now[0]);
    // two players: the other one
    if (!defender && table.seats && table.seats.length === 2) defender = table.seats.find((p) => p !== attacker);
    const landing = !landLinked(last.from, last.to);
    const a = bonusFor(table, attacker, "attacker", landing, false);
    const d = bonusFor(table, defender, "defender", landing, false);
    c = { from: last.from, to: last.to, attacker, defender, aDice: last.attacker || [], dDice: last.defender || [],
      aBonus: a.bonus, dBonus: d.bonus, landing, rerolled: last.rerolled, retreat: last.retreat, live: false };
  }
  const box = html("section", "", { class: "combat-panel", id: "combat-panel", "aria-live": "polite" });
  box.append(html("h4", live ? t("eu_combat_now", {}, "Battle") : t("eu_combat_last", {}, "Last battle")));
  const side = (label, power, area, dice, bonus, size) => {
    const row = html("div", "", { class: "combat-side" });
    if (power) row.append(swatch(POWER_COLOR[power]));
    row.append(html("b", `${label}: `), html("span", `${who(power)} — ${areaName(table, area)}`));
    if (size && power) row.append(miniPyramid(power, size));
    if (dice && dice.length) {
      row.append(diceSvg(dice, t));
      const total = dice.reduce((x, y) => x + y, 0) + (bonus || 0);
      row.append(html("span", bonus ? ` +${bonus} = ${total}` : ` = ${total}`, { class: "combat-total" }));
    } else {
      row.append(html("span", ` ${t("eu_rolling", {}, "to roll")}`, { class: "muted" }));
    }
    return row;
  };
  box.append(side(t("eu_attacker", {}, "Attacker"), c.attacker, c.from, c.aDice, c.aBonus, c.aSize));
  box.append(side(t("eu_defender_label", {}, "Defender"), c.defender, c.to, c.dDice, c.dBonus, c.dSize));
  const notes = [];
  if (c.landing) notes.push(t("eu_landing", {}, "a landing: the attack crosses the sea (R1.4)"));
  if (c.aBonus) notes.push(t("eu_bonus_dua", {}, "Dual Alliance +1 on every attack (R5.2)"));
  if (c.dBonus) notes.push(t("eu_bonus_bri", {}, "Britain +1 defending against a landing (R5.2)"));
  if (c.rerolled) notes.push(t("eu_rerolled", {}, "France rolled again (R5.3)"));
  if (notes.length) box.append(html("p", notes.join(" · "), { class: "muted" }));
  // the result, once both sides have rolled
  if (c.aDice.length && c.dDice.length) {
    const a = c.aDice.reduce((x, y) => x + y, 0) + (c.aBonus || 0);
    const d = c.dDice.reduce((x, y) => x + y, 0) + (c.dBonus || 0);
    let text;
    if (live && view.phase === "france-decides") text = t("eu_result_decide", {}, "France decides: keep the roll or roll again (R5.3)");
    else if (a > d) {
      text = t("eu_result_attacker", { a, d }, `The attacker wins ${a} to ${d} (R5.4)`);
      if (live && view.phase === "retreat") text += ` — ${t("eu_result_retreat", {}, "the defender retreats: choose the area on the map (R5.5)")}`;
      else if (c.retreat) text += ` — ${t("eu_result_retreated", { area: areaName(table, c.retreat) }, `the defender retreated to ${areaName(table, c.retreat)}`)}`;
      else if (!live) text += ` — ${t("eu_result_shrunk", {}, "no empty area to retreat to: the defender shrank or was destroyed (R5.6)")}`;
    } else {
      text = t("eu_result_defender", { a, d }, `The defender holds, ${d} to ${a} (R5.4)`);
      if (a === d) text += ` — ${t("eu_tie", {}, "a tie goes to the defender")}`;
    }
    box.append(html("p", text, { class: "combat-result", id: "combat-result" }));
  }
  return box;
}

function legend(table, t) {
  const box = html("details", "", { class: "legend", id: "legend" });
  box.open = true;
  box.append(html("summary", t("legend", {}, "Legend")));
  for (const p of table.powers || []) {
    const row = html("div", "", { class: "legend-row" });
    row.append(swatch(POWER_COLOR[p.id]), html("b", ` ${powerName(table, p.id)}: `),
      html("span", p.fields.map((f) => areaName(table, f)).join(", ")));
    box.append(row);
  }
  const units = html("div", "", { class: "legend-row" });
  for (const z of (table.pyramids || {}).sizes || []) {
    units.append(miniPyramid("DUA", z.letter), html("span", ` ${t(`eu_size_${z.letter}`, {}, z.name)} (${t("eu_dice_n", { n: z.pips }, `${z.pips} dice`)})  `));
  }
  box.append(units);
  box.append(html("p", t("eu_legend_links", {}, "brown line: land link (dashed: linked though not in reality); blue dots: a sea route — every port (anchor) of a sea reaches every other port of it"), { class: "muted" }));
  return box;
}

export function info(view, t, seatName, ctx = {}) {
  const table = ctx.table || {};
  const out = [];
  const head = `${t("eu_round", { n: view.round })}${view.round_limit ? `/${view.round_limit}` : ""} · ${t("eu_phase")}: ${said(view.phase_msg, t(`eu_phase_${view.phase}`, {}, view.phase))}${view.active ? ` · ${t("eu_active")}: ${powerName(table, view.active)}` : ""}`;
  out.push(html("p", head, { class: "info-line" }));
  for (const p of view.players) {
    const line = html("p", "", { class: "info-line player-line" });
    line.append(swatch(POWER_COLOR[p.power]), html("span", ` ${seatName(p.seat)}: ${said(p.name_msg, p.name)}${p.alive ? "" : ` (${t("eu_out")})`} · ${t("eu_fields")} ${p.fields} · ${t("eu_stash")} `));
    for (const z of ["L", "M", "S"]) {
      line.append(miniPyramid(p.power, z), html("span", `×${p.stash[z]} `));
    }
    out.push(line);
  }
  const combat = combatPanel(view, table, t, seatName, ctx.moves);
  if (combat) out.push(combat);
  if (ctx.hint) out.push(html("p", ctx.hint, { class: "hint" }));
  out.push(legend(table, t));
  return out;
}

/** The places a move's text names, in the order they are clicked: an attack or a move from
 * its area to the next; a retreat only its destination (the attacked area is known); a
 * placement its areas in the order large, medium, small (R3.2). */
export function tokens(text) {
  if (text.startsWith("first ")) return [];
  if (text.startsWith("retreat ")) return [text.split(/[ -]/).pop()];
  if (text.startsWith("place ")) {
    const parts = text.slice(6).split(" ").map((p) => p.split("="));
    return ["L", "M", "S"].map((z) => (parts.find((p) => p[1] === z) || [])[0]).filter(Boolean);
  }
  return text.match(/\b[A-Z]{3}\b/g) || [];
}

/** The places a piece went through (for the slide): a move's or an attack's two areas. */
export function path(text) {
  return /^(move|attack) [A-Z]{3}-[A-Z]{3}$/.test(text) ? text.split(" ")[1].split("-") : [];
}

/** A move in words (a button beside the board: a move that names no place, or one of the
 * moves that share the places clicked). */
export function label(move, t, table = {}) {
  if (move === "keep") return t("eu_keep", {}, "Keep France's roll");
  if (move === "reroll") return t("eu_reroll", {}, "France rolls again");
  if (move === "pass") return t("eu_pass", {}, "Pass (no action possible)");
  const name = (id) => areaName(table, id);
  const m = /^(grow|build|move|attack|retreat) ([A-Z]{3})(?:-([A-Z]{3}))?$/.exec(move);
  if (!m) return move;
  const [, verb, a, b] = m;
  if (verb === "grow") return t("eu_do_grow", { area: name(a) }, `Grow the pyramid in ${name(a)}`);
  if (verb === "build") return t("eu_do_build", { area: name(a) }, `Build a small pyramid in ${name(a)}`);
  if (verb === "move") return t("eu_do_move", { from: name(a), to: name(b) }, `Move from ${name(a)} to ${name(b)}`);
  if (verb === "attack") return t("eu_do_attack", { from: name(a), to: name(b) }, `Attack ${name(b)} from ${name(a)}`);
  return t("eu_do_retreat", { to: name(b || a) }, `Retreat to ${name(b || a)}`);
}

/** What to do now, in words, from the legal moves. */
export function hint(legal, t) {
  if (legal.some((m) => m.startsWith("place "))) return t("eu_hint_place", {}, "Click your area for the large pyramid, then the medium, then the small (R3.2).");
  if (legal.some((m) => m.startsWith("retreat "))) return t("eu_hint_retreat", {}, "Your pyramid lost: click the area it retreats to (R5.5).");
  if (legal.some((m) => /^(attack|move|grow|build) /.test(m))) return t("eu_hint_act", {}, "Click a pyramid of yours to move or attack with it, or your own area to grow or build (R4).");
  return "";
}
