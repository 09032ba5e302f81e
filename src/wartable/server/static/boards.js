// SVG boards, one per game, drawn from the seat's view only. Each clickable place carries
// data-cell="NAME" with NAME as the game's notation writes it; moveTokens() lists the places a
// move's text names, in order, so the page can match clicks against the server's legal moves.
// Thud, ALU, European War and Flatwar have modules of their own (boards/thud.js, alu.js,
// europe.js, flatwar.js), drawn from the game's table the server sends (GET
// /api/games/{game}/table); this file keeps the registry (BOARDS), the helpers they share (s,
// svgRoot, html, diceSvg, animateMove) and OrcWar's board.
import { say } from "./i18n.js"; // the games' texts in the page's language (issue 37)
import "./boards/words.js";
import * as europeBoard from "./boards/europe.js";
import * as flatwarBoard from "./boards/flatwar.js";
import * as thudBoard from "./boards/thud.js";
import * as aluBoard from "./boards/alu.js";

const NS = "http://www.w3.org/2000/svg";

// the shared helpers (the per-game modules in boards/ import them)
export function s(tag, attrs = {}, ...kids) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined) continue;
    if (k === "text") node.textContent = v;
    else node.setAttribute(k, String(v));
  }
  for (const kid of kids.flat()) if (kid) node.append(kid);
  return node;
}

export function svgRoot(w, h, label) {
  return s("svg", { viewBox: `0 0 ${w} ${h}`, role: "group", "aria-label": label, class: "board" });
}

export function html(tag, text, attrs = {}) {
  const node = document.createElement(tag);
  node.textContent = text;
  // style through the CSSOM: the page's Content-Security-Policy refuses style attributes
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "style") node.style.cssText = v;
    else node.setAttribute(k, v);
  }
  return node;
}

const PIPS = { 1: [[1, 1]], 2: [[0, 0], [2, 2]], 3: [[0, 0], [1, 1], [2, 2]],
  4: [[0, 0], [2, 0], [0, 2], [2, 2]], 5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]] };

/** Dice as faces with their pips (a roll of chance: European War's, Flatwar's). */
export function diceSvg(values, t) {
  const svg = s("svg", { viewBox: `0 0 ${values.length * 28} 26`, width: values.length * 28, height: 26, role: "img",
    "aria-label": `${t("dice")}: ${values.join(" ")}`, class: "dice" });
  values.forEach((v, i) => {
    svg.append(s("rect", { x: i * 28 + 1, y: 1, width: 24, height: 24, rx: 4, fill: "#fff", stroke: "#333" }));
    for (const [px, py] of PIPS[v] || []) svg.append(s("circle", { cx: i * 28 + 6 + px * 7.5, cy: 6 + py * 7.5, r: 2.4, fill: "#222" }));
  });
  return svg;
}

/** Moves shown as movement (issue 38): the piece now on the last move's final place slides in
 * from its first place; a piece put on the board grows in where it lands; a piece drawn before
 * at one of the move's places and gone now fades out. Nothing moves for a reader who asked for reduced motion. True when something was
 * taken (a capture). */
export function animateMove(before, after, path, touched, reduced) {
  const places = [...new Set([...path, ...touched])];
  if (!before || !after || !places.length) return false;
  const cellOf = (svg, name) => svg.querySelector(`[data-cell="${CSS.escape(name)}"]`);
  const centre = (node) => {
    const shape = node && (node.querySelector(".cell") || node);
    if (!shape || !shape.getBBox) return null;
    const b = shape.getBBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
  };
  // a piece is drawn in its place's group, or elsewhere marked with the place (data-at)
  const pieceAt = (svg, name) => {
    const cell = cellOf(svg, name);
    return svg.querySelector(`.piece[data-at="${CSS.escape(name)}"]`) || (cell && cell.querySelector(".piece"));
  };
  let captured = false;
  for (const name of new Set(places)) {
    const now = cellOf(after, name);
    const was = pieceAt(before, name);
    const is = pieceAt(after, name);
    if (was && (!is || is.dataset.piece !== was.dataset.piece) && name !== path[0]) {
      captured = true;
      if (reduced || !now) continue;
      const ghost = was.cloneNode(true);
      ghost.classList.add("ghost");
      after.append(ghost);
      const fade = ghost.animate([{ opacity: 1 }, { opacity: 0 }], { duration: 600, easing: "ease-out" });
      fade.onfinish = () => ghost.remove();
    }
  }
  if (reduced) return captured;
  if (path.length < 2) {
    // a piece put on the board (a camp set up, a unit placed): it grows in where it lands
    for (const name of places) {
      const is = pieceAt(after, name);
      const was = pieceAt(before, name);
      if (is && (!was || was.dataset.piece !== is.dataset.piece)) {
        is.animate([{ opacity: 0, transform: "scale(0.3)" }, { opacity: 1, transform: "scale(1)" }],
          { duration: 360, easing: "ease-out" });
      }
    }
    return captured;
  }
  // the piece that arrived: on the last place of the move whose piece is new there
  let to = null;
  for (let i = path.length - 1; i > 0 && to === null; i--) {
    const is = pieceAt(after, path[i]);
    const was = pieceAt(before, path[i]);
    if (is && (!was || was.dataset.piece !== is.dataset.piece) && path[i] !== path[0]) to = path[i];
  }
  const piece = to && pieceAt(after, to);
  const a = centre(cellOf(after, path[0]));
  const b = to && centre(cellOf(after, to));
  if (piece && a && b) {
    piece.animate([{ transform: `translate(${a[0] - b[0]}px, ${a[1] - b[1]}px)` }, { transform: "translate(0, 0)" }],
      { duration: 420, easing: "ease-in-out" });
  }
  return captured;
}

// -- move texts -> the places they name --------------------------------------------------------

export function moveTokens(game, text, view) {
  if (typeof text !== "string") return [];
  switch (game) {
    case "thud":
      return thudBoard.tokens(text);
    case "alu":
      return aluBoard.tokens(text);
    case "flatwar":
      return flatwarBoard.tokens(text);
    case "europe":
      return europeBoard.tokens(text);
    case "orcwar": {
      // an army (B3) and the areas it goes through (B3-7-8), or an army alone (B3 fort 2);
      // an army placed in an area (B3@4; a new army, not on the map yet, is its area only);
      // "to N": an area
      const onMap = (id) => !view || !view.armies || id in view.armies;
      const m = text.match(/^(B\d+)-(\d+(?:-\d+)*)$/);
      if (m) return [m[1], ...m[2].split("-").map((a) => `a${a}`)];
      const at = text.match(/^(B\d+)@(\d+)$/);
      if (at) return onMap(at[1]) ? [at[1], `a${at[2]}`] : [`a${at[2]}`];
      const to = text.match(/^to (\d+)$/);
      if (to) return [`a${to[1]}`];
      const army = text.match(/^(B\d+)\b/);
      return army && onMap(army[1]) ? [army[1]] : [];
    }
    default:
      return [];
  }
}

// -- Thud, ALU, Flatwar and European War: boards/thud.js, alu.js, flatwar.js, europe.js -------


// -- OrcWar Tree -------------------------------------------------------------------------------

// The map of the rulebook: ten orc lands in the middle (1-5, 6-10), the human realms around.
const ORC_AREAS = {
  1: ["Skullcrag", 250, 250], 2: ["Gnashmoor", 390, 250], 3: ["Bonepit", 530, 250],
  4: ["Rotfang Hills", 670, 250], 5: ["Blackspire", 810, 250],
  6: ["Mudwallow", 250, 400], 7: ["Ashgorge", 390, 400], 8: ["Grubhollow", 530, 400],
  9: ["Ironteeth", 670, 400], 10: ["Smokevale", 810, 400],
  11: ["Wizard Principalities", 290, 110], 12: ["Dwarf Hold", 530, 100], 13: ["Steppe Khanate", 770, 110],
  14: ["Elf Wood", 960, 330], 15: ["Merchant Republic", 530, 550], 16: ["Hill Baronies", 90, 330],
  17: ["Far Academies", 410, 25], 18: ["Horse Plains", 960, 120], 19: ["Port Cities", 860, 600],
  20: ["Border Marches", 170, 600],
};
const ORC_EDGES = [[1, 2], [2, 3], [3, 4], [4, 5], [6, 7], [7, 8], [8, 9], [9, 10], [1, 6], [2, 7],
  [3, 8], [4, 9], [5, 10], [16, 1], [16, 6], [11, 1], [11, 2], [12, 2], [12, 3], [12, 4], [13, 4],
  [13, 5], [14, 5], [14, 9], [14, 10], [15, 6], [15, 7], [15, 8], [15, 9], [11, 12], [12, 13],
  [13, 14], [14, 15], [15, 16], [16, 11], [17, 11], [17, 12], [18, 13], [18, 14], [19, 14],
  [19, 15], [20, 15], [20, 16]];
const ORC_COLORS = ["#c0392b", "#2e6fb7", "#2f8a4a", "#c9891a", "#7d3c98", "#16a0a0"];

function orcwar(view, { t }) {
  const svg = svgRoot(1060, 680, t("board_of", { game: "OrcWar" }));
  const at = (n) => [ORC_AREAS[n][1] + 10, ORC_AREAS[n][2] + 30];
  for (const [a, b] of ORC_EDGES) {
    const [x1, y1] = at(a);
    const [x2, y2] = at(b);
    svg.append(s("line", { x1, y1, x2, y2, stroke: "#8b7d62", "stroke-width": 3 }));
  }
  const armies = Object.entries(view.armies || {});
  for (let n = 1; n <= 20; n++) {
    const [name] = ORC_AREAS[n];
    const [cx, cy] = at(n);
    const orc = n <= 10;
    const owner = view.control[n - 1];
    const g = s("g", { "data-cell": `a${n}` });
    g.append(s("rect", { x: cx - 62, y: cy - 42, width: 124, height: 84, rx: orc ? 8 : 30, fill: "#fffdf8" }));
    g.append(s("rect", { class: "cell", x: cx - 62, y: cy - 42, width: 124, height: 84, rx: orc ? 8 : 30,
      fill: owner >= 0 ? ORC_COLORS[owner] : orc ? "#d8cfb5" : "#eef0e6", "fill-opacity": owner >= 0 ? 0.35 : 1,
      stroke: orc ? "#5b4a2a" : "#7a8a6a", "stroke-width": 2 }));
    g.append(s("text", { x: cx - 56, y: cy - 26, "font-size": 12, "font-weight": "bold", text: `${n} ${name.length > 15 ? `${name.slice(0, 14)}…` : name}` }));
    const marks = [];
    if (view.fortress[n - 1]) marks.push(`F${view.fortress[n - 1]}`);
    if (view.mine[n - 1]) marks.push("M");
    if ((view.left_machines[n - 1] || []).length) marks.push(`⚙${view.left_machines[n - 1].length}`);
    if (marks.length) g.append(s("text", { x: cx + 56, y: cy - 26, "text-anchor": "end", "font-size": 12, text: marks.join(" ") }));
    svg.append(g);
    // the armies standing here: a badge each (clickable: B3)
    const here = armies.filter(([, a]) => a.area === n);
    here.forEach(([id, a], i) => {
      const bx = cx - 58 + (i % 3) * 40;
      const by = cy - 14 + Math.floor(i / 3) * 26;
      const badge = s("g", { "data-cell": id });
      badge.append(s("rect", { class: "cell", x: bx, y: by, width: 38, height: 22, rx: 4, fill: ORC_COLORS[a.owner] || "#555" }),
        s("text", { x: bx + 19, y: by + 15, "text-anchor": "middle", "font-size": 11, fill: "#fff", text: `${id}·${a.strength}` }));
      svg.append(badge);
    });
    for (const c of (view.caravans || []).filter((c) => c.area === n)) {
      svg.append(s("text", { x: cx + 56, y: cy + 36, "text-anchor": "end", "font-size": 12, text: `🐪${c.route}` }));
    }
  }
  if (view.battle) {
    const [cx, cy] = at(view.battle.area);
    svg.append(s("circle", { cx, cy, r: 70, fill: "none", stroke: "#b00020", "stroke-width": 4, "stroke-dasharray": "8 6" }));
  }
  return svg;
}

function chips(obj) {
  const parts = Object.entries(obj || {}).filter(([, n]) => n).map(([k, n]) => (n > 1 ? `${k}×${n}` : k));
  return parts.length ? parts.join(" ") : "—";
}

function orcwarInfo(view, t, seatName) {
  const task = view.task_msg ? say(view.task_msg) : view.task ? view.task.join(" ") : "";
  const lines = [`${t("orc_round", { n: view.round })} · ${t("orc_phase")}: ${view.phase_msg ? say(view.phase_msg) : view.phase}${task ? ` (${task})` : ""}`];
  if (view.hand) lines.push(`${t("orc_hand")}: ${chips(view.hand)} · ${t("orc_gold")}: ${chips(view.gold)}`);
  for (let p = 0; p < view.players; p++) {
    const known = (view.known || []).find((k) => k.player === p);
    let line = `${seatName(p)}: ${t("orc_chips", { n: view.hand_counts[p] })} · ${t("orc_gold_chips", { n: view.gold_counts[p] })} · ${t("orc_lands", { n: view.lands[p] })}`;
    if (known && (Object.keys(known.hand).length || Object.keys(known.gold).length)) {
      line += ` · ${t("orc_known")}: ${chips(known.hand)} ${chips(known.gold)}`;
    }
    lines.push({ color: ORC_COLORS[p], text: line });
  }
  for (const [id, a] of Object.entries(view.armies || {})) {
    const bits = [...a.troops];
    if (a.shamans) bits.push(`sha×${a.shamans}`);
    if (a.machines.length) bits.push(`mach ${a.machines.join(",")}`);
    lines.push(`${id} (${seatName(a.owner)}, ${t("orc_area")} ${a.area}, ${t("orc_strength")} ${a.strength}): ${bits.join(" ") || "—"}`);
  }
  if (view.battle) {
    const b = view.battle;
    lines.push(`${t("orc_battle", { n: b.area })}: ${b.stage}${b.dice && b.dice.length ? ` · ${t("dice")}: ${b.dice.join(" ")}` : ""}${b.rolls && b.rolls.length ? ` · ${JSON.stringify(b.rolls)}` : ""}${b.hits && b.hits.length ? ` · ${t("orc_hits")}: ${JSON.stringify(b.hits)}` : ""}`);
  }
  if (view.offer) lines.push(`${t("orc_offer")}: ${seatName(view.offer[0])} → ${seatName(view.offer[1])} (${t("see_text_view")})`);
  if ((view.truces || []).length) lines.push(`${t("orc_truces")}: ${view.truces.map((tr) => JSON.stringify(tr)).join(" ")}`);
  return lines.map((l) => {
    if (typeof l === "string") return html("p", l, { class: "info-line" });
    const p = html("p", ` ${l.text}`, { class: "info-line" });
    p.prepend(html("span", "■", { style: `color:${l.color}`, "aria-hidden": "true" }));
    return p;
  });
}

export const BOARDS = {
  thud: { ...thudBoard, table: true },
  alu: { ...aluBoard, table: true },
  flatwar: { ...flatwarBoard, table: true },
  europe: { ...europeBoard, table: true },
  orcwar: { draw: orcwar, info: orcwarInfo, textOpen: true },
};
