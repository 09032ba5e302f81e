// ALU's board (docs/rules/alu.md): the squares, the camps (circles and squares), the raided
// squares and the territory each side controls, with a legend. The board's size, its file
// letters and the sides come from the server's table (GET /api/games/alu/table, Game.table());
// the camps, raids and control from the seat's view.
import { s, svgRoot, html } from "../boards.js";

const C = 60; // a square's side
const PAD = 26;
const CONTROL = { c: "#f6d6c8", s: "#cfe0f3" };
const FREE = "#f3ecd9";

function circleCamp(cx, cy, size = C) {
  return s("circle", { class: "piece", "data-piece": "C", cx, cy, r: size * 0.34, fill: "#b3401a", stroke: "#5a1f0c", "stroke-width": 2 });
}

function squareCamp(cx, cy, size = C) {
  const k = size * 0.33;
  return s("rect", { class: "piece", "data-piece": "S", x: cx - k, y: cy - k, width: 2 * k, height: 2 * k, fill: "#2c5d99", stroke: "#16304f", "stroke-width": 2 });
}

function raid(cx, cy, size = C) {
  const k = size * 0.3;
  return s("path", { d: `M${cx - k} ${cy - k} L${cx + k} ${cy + k} M${cx + k} ${cy - k} L${cx - k} ${cy + k}`, stroke: "#7a2020", "stroke-width": size / 12, class: "piece", "data-piece": "R" });
}

const PIECES = { C: circleCamp, S: squareCamp, R: raid };

// ALU R2.1: row 1 is the circle player's side, the highest row the square player's: each sees
// its own side at the bottom (the square player's board turned half round)
export function draw(view, { t, seat, table }) {
  const w = table.width || view.width;
  const h = table.height || view.height;
  const files = table.files || "";
  const svg = svgRoot(w * C + 2 * PAD, h * C + 2 * PAD, t("board_of", { game: "ALU" }));
  const turned = seat === 1;
  const col = (f) => (turned ? w - 1 - f : f);
  const line = (r) => (turned ? h - 1 - r : r);
  for (let i = 0; i < h; i++) { // the row names down the left edge, top first
    svg.append(s("text", { x: 8, y: PAD + i * C + C / 2 + 5, "font-size": 14, text: h - line(i), class: "edge-rank" }));
  }
  for (let r = 0; r < h; r++) {
    const row = h - r;
    for (let f = 0; f < w; f++) {
      const ch = view.rows[r][f];
      const x = PAD + col(f) * C;
      const y = PAD + line(r) * C;
      const g = s("g", { "data-cell": `${files[f]}${row}` });
      g.append(s("rect", { class: "cell", x, y, width: C, height: C, fill: CONTROL[view.control[r][f]] || FREE }));
      if (PIECES[ch]) g.append(PIECES[ch](x + C / 2, y + C / 2));
      svg.append(g);
    }
  }
  for (let i = 0; i < w; i++) { // the column names along the bottom, left first
    svg.append(s("text", { x: PAD + i * C + C / 2, y: h * C + PAD + 18, "text-anchor": "middle", "font-size": 14, text: files[col(i)], class: "edge-file" }));
  }
  return svg;
}

function mini(make, fill = null) {
  const svg = s("svg", { viewBox: "0 0 30 30", width: 26, height: 26, "aria-hidden": "true", class: "legend-piece" });
  if (fill) svg.append(s("rect", { x: 1, y: 1, width: 28, height: 28, fill, stroke: "#999" }));
  if (make) svg.append(make(15, 15, 30));
  return svg;
}

function legend(table, t) {
  const box = html("details", "", { class: "legend", id: "legend" });
  box.open = true;
  box.append(html("summary", t("legend", {}, "Legend")));
  const camps = html("div", "", { class: "legend-row" });
  const sides = table.sides || [];
  if (sides.includes("circle")) camps.append(mini(circleCamp), html("span", ` ${t("alu_camp_of", { side: t("alu_circle") }, "circle camp")}  `));
  if (sides.includes("square")) camps.append(mini(squareCamp), html("span", ` ${t("alu_camp_of", { side: t("alu_square") }, "square camp")}  `));
  camps.append(mini(raid), html("span", ` ${t("alu_raided", {}, "raided square")}`));
  const land = html("div", "", { class: "legend-row" });
  land.append(mini(null, CONTROL.c), html("span", ` ${t("alu_land_of", { side: t("alu_circle") }, "circle territory")}  `),
    mini(null, CONTROL.s), html("span", ` ${t("alu_land_of", { side: t("alu_square") }, "square territory")}`));
  box.append(camps, land);
  return box;
}

export function info(view, t, seatName, ctx = {}) {
  // the side named once: a seat called by its side ("circle (C)") is not told it again
  const who = (i, side) => (seatName(i).toLowerCase().includes(side.toLowerCase()) ? seatName(i) : `${seatName(i)} (${side})`);
  const lines = view.players.map((p, i) =>
    `${who(i, t(`alu_${p.side}`))}: ${t("alu_building")} ${p.building} · ${t("alu_iron")} ${p.iron} · ${t("alu_food")} ${p.food}${p.food_pending ? ` (+${p.food_pending})` : ""} · ${t("alu_camps")} ${p.camps_on_board}/${p.camps_on_board + p.camps_in_supply} · ${t("alu_territory")} ${p.territory}`);
  lines.push(`${t("alu_turn", { n: view.turn })} · ${t("alu_actions_left", { n: view.actions_left })} · ${t("alu_tray", { n: view.tray })}${view.final_turn ? ` · ${t("alu_final_turn")}` : ""}`);
  const out = lines.map((l) => html("p", l, { class: "info-line" }));
  if (ctx.hint) out.push(html("p", ctx.hint, { class: "hint" }));
  if (ctx.table) out.push(legend(ctx.table, t));
  return out;
}

/** The square an action names (every action but the end of the turn names one). */
export function tokens(text) {
  return text.match(/\b[a-j](?:10|[1-9])\b/g) || [];
}

const ACTIONS = {
  C: ["alu_do_camp", "Set up a camp on {sq}"],
  R: ["alu_do_raid", "Raid {sq}"],
  U: ["alu_do_restore", "Restore {sq}"],
  F: ["alu_do_camp_raided", "Camp on the raided {sq}"],
  X: ["alu_do_attack", "Attack the camp on {sq}"],
};

/** An action in words (the choices on a square, the end of the turn beside the board). */
export function label(move, t) {
  if (move === "end") return t("alu_do_end", {}, "End your turn");
  const m = /^([CRUFX]) ([a-j]\d+)$/.exec(move);
  if (!m) return move;
  const [id, en] = ACTIONS[m[1]];
  return t(id, { sq: m[2] }, en.replace("{sq}", m[2]));
}

export function hint(legal, t) {
  if (legal.some((m) => /^[CRUFX] /.test(m))) return t("alu_hint", {}, "Click a square, then choose the action there; End your turn when you are done.");
  return "";
}
