// SVG boards, one per game, drawn from the seat's view only. Each clickable place carries
// data-cell="NAME" with NAME as the game's notation writes it; moveTokens() lists the places a
// move's text names, in order, so the page can match clicks against the server's legal moves.
// European War and Flatwar have modules of their own (boards/europe.js, boards/flatwar.js),
// drawn from the game's table the server sends (GET /api/games/{game}/table); this file keeps
// the registry (BOARDS), the helpers they share (s, svgRoot, html, diceSvg, animateMove) and
// the other games' boards.
import { say } from "./i18n.js"; // the games' texts in the page's language (issue 37)
import "./boards/words.js";
import * as europeBoard from "./boards/europe.js";
import * as flatwarBoard from "./boards/flatwar.js";

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
 * from its first place; a piece drawn before at one of the move's places and gone now fades
 * out. Nothing moves for a reader who asked for reduced motion. True when something was
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
  if (reduced || path.length < 2) return captured;
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
      return text.match(/[A-HJ-P](?:1[0-5]|[1-9])/g) || [];
    case "alu":
      return text.match(/\b[a-j](?:10|[1-9])\b/g) || [];
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

// -- Thud ----------------------------------------------------------------------------------------

const THUD_FILES = "ABCDEFGHJKLMNOP";

function thud(view, { t, seatName }) {
  const n = view.board.length;
  const c = 40;
  const pad = 24;
  const svg = svgRoot(n * c + 2 * pad, n * c + 2 * pad, t("board_of", { game: "Thud" }));
  for (let r = 0; r < n; r++) {
    const rank = n - r;
    svg.append(s("text", { x: 8, y: pad + r * c + c / 2 + 5, "font-size": 12, text: rank }));
    for (let f = 0; f < n; f++) {
      const ch = view.board[r][f];
      if (ch === "#") continue;
      const name = `${THUD_FILES[f]}${rank}`;
      const x = pad + f * c;
      const y = pad + r * c;
      const g = s("g", { "data-cell": name });
      g.append(s("rect", { class: "cell", x, y, width: c, height: c, fill: (r + f) % 2 ? "#e6dcc3" : "#f3ecd9" }));
      // each piece a group of its own (class piece): the page slides it when it moves
      const piece = (...kids) => s("g", { class: "piece", "data-piece": ch }, ...kids);
      if (ch === "d") {
        g.append(piece(s("circle", { cx: x + c / 2, cy: y + c / 2, r: c * 0.3, fill: "#3b5b8c", stroke: "#1c2d47" }),
          s("text", { x: x + c / 2, y: y + c / 2 + 5, "text-anchor": "middle", fill: "#fff", "font-size": 14, text: "d" })));
      } else if (ch === "T") {
        g.append(piece(s("circle", { cx: x + c / 2, cy: y + c / 2, r: c * 0.42, fill: "#3f7d3a", stroke: "#1d3b1b", "stroke-width": 2 }),
          s("text", { x: x + c / 2, y: y + c / 2 + 6, "text-anchor": "middle", fill: "#fff", "font-size": 18, "font-weight": "bold", text: "T" })));
      } else if (ch === "X") {
        g.append(s("polygon", { points: `${x + c / 2},${y + 4} ${x + c - 4},${y + c / 2} ${x + c / 2},${y + c - 4} ${x + 4},${y + c / 2}`,
          fill: "#777", stroke: "#333" }));
      }
      svg.append(g);
    }
  }
  for (let f = 0; f < n; f++) {
    svg.append(s("text", { x: pad + f * c + c / 2, y: n * c + pad + 16, "text-anchor": "middle", "font-size": 12, text: THUD_FILES[f] }));
  }
  return svg;
}

function thudInfo(view, t, seatName) {
  const trollSeat = view.dwarf_seat === 0 ? 1 : 0;
  const lines = [
    t("thud_battle", { n: view.battle, of: view.battles }),
    `${t("thud_dwarfs")}: ${view.dwarfs} (${seatName(view.dwarf_seat)}) · ${t("thud_trolls")}: ${view.trolls} (${seatName(trollSeat)})`,
    `${t("scores")}: ${view.scores.map((sc, i) => `${seatName(i)} ${sc >= 0 ? "+" : ""}${sc}`).join(" · ")}`,
  ];
  if (view.offer !== null && view.offer !== undefined) lines.push(t("thud_offer", { name: seatName(view.offer) }));
  // the battles already fought, with what was left of each side
  for (const r of view.results || []) lines.push(t("thud_battle_result", { n: r.battle, dwarfs: r.dwarfs, trolls: r.trolls }));
  return lines.map((l) => html("p", l, { class: "info-line" }));
}

// -- ALU -----------------------------------------------------------------------------------------

// ALU R2.1: row 1 is the circle player's side, the highest row the square player's: each sees
// its own side at the bottom (the square player's board turned half round)
function alu(view, { t, seat }) {
  const w = view.width;
  const h = view.height;
  const c = 60;
  const pad = 26;
  const svg = svgRoot(w * c + 2 * pad, h * c + 2 * pad, t("board_of", { game: "ALU" }));
  const files = "abcdefghij";
  const turned = seat === 1;
  const col = (f) => (turned ? w - 1 - f : f);
  const line = (r) => (turned ? h - 1 - r : r);
  for (let i = 0; i < h; i++) { // the row names down the left edge, top first
    svg.append(s("text", { x: 8, y: pad + i * c + c / 2 + 5, "font-size": 14, text: h - line(i), class: "edge-rank" }));
  }
  for (let r = 0; r < h; r++) {
    const row = h - r;
    for (let f = 0; f < w; f++) {
      const ch = view.rows[r][f];
      const ctl = view.control[r][f];
      const x = pad + col(f) * c;
      const y = pad + line(r) * c;
      const fill = ctl === "c" ? "#f6d6c8" : ctl === "s" ? "#cfe0f3" : "#f3ecd9";
      const g = s("g", { "data-cell": `${files[f]}${row}` });
      g.append(s("rect", { class: "cell", x, y, width: c, height: c, fill }));
      if (ch === "C") {
        g.append(s("circle", { class: "piece", "data-piece": ch, cx: x + c / 2, cy: y + c / 2, r: c * 0.34, fill: "#b3401a", stroke: "#5a1f0c", "stroke-width": 2 }));
      } else if (ch === "S") {
        g.append(s("rect", { class: "piece", "data-piece": ch, x: x + c * 0.17, y: y + c * 0.17, width: c * 0.66, height: c * 0.66, fill: "#2c5d99", stroke: "#16304f", "stroke-width": 2 }));
      } else if (ch === "R") {
        g.append(s("path", { d: `M${x + 12} ${y + 12} L${x + c - 12} ${y + c - 12} M${x + c - 12} ${y + 12} L${x + 12} ${y + c - 12}`,
          stroke: "#7a2020", "stroke-width": 5 }));
      }
      svg.append(g);
    }
  }
  for (let i = 0; i < w; i++) { // the column names along the bottom, left first
    svg.append(s("text", { x: pad + i * c + c / 2, y: h * c + pad + 18, "text-anchor": "middle", "font-size": 14, text: files[col(i)], class: "edge-file" }));
  }
  return svg;
}

function aluInfo(view, t, seatName) {
  const lines = view.players.map((p, i) =>
    `${seatName(i)} (${t(`alu_${p.side}`)}): ${t("alu_building")} ${p.building} · ${t("alu_iron")} ${p.iron} · ${t("alu_food")} ${p.food}${p.food_pending ? ` (+${p.food_pending})` : ""} · ${t("alu_camps")} ${p.camps_on_board}/${p.camps_on_board + p.camps_in_supply} · ${t("alu_territory")} ${p.territory}`);
  lines.push(`${t("alu_turn", { n: view.turn })} · ${t("alu_actions_left", { n: view.actions_left })} · ${t("alu_tray", { n: view.tray })}${view.final_turn ? ` · ${t("alu_final_turn")}` : ""}`);
  return lines.map((l) => html("p", l, { class: "info-line" }));
}

// -- Flatwar and European War: boards/flatwar.js, boards/europe.js ---------------------------


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
  thud: { draw: thud, info: thudInfo },
  alu: { draw: alu, info: aluInfo },
  flatwar: { ...flatwarBoard, table: true },
  europe: { ...europeBoard, table: true },
  orcwar: { draw: orcwar, info: orcwarInfo, textOpen: true },
};
