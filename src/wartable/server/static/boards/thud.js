// Thud's board (docs/rules/thud.md): the octagon of squares, the dwarfs, the trolls and the
// Thudstone, with a legend. The board's size, its file letters (no I), the squares that are on
// it and the pieces' letters come from the server's table (GET /api/games/thud/table,
// Game.table()); the pieces from the seat's view.
import { s, svgRoot, html } from "../boards.js";

const C = 40; // a square's side
const PAD = 24;

function dwarf(cx, cy, extra = {}) {
  return s("g", { class: "piece", "data-piece": "d", ...extra },
    s("circle", { cx, cy, r: C * 0.3, fill: "#3b5b8c", stroke: "#1c2d47" }),
    // a helmet's ridge: a dwarf by its shape, not only its colour
    s("path", { d: `M${cx - 7} ${cy + 2} Q${cx} ${cy - 11} ${cx + 7} ${cy + 2} Z`, fill: "#c9d6ea", stroke: "#1c2d47" }));
}

function troll(cx, cy, extra = {}) {
  return s("g", { class: "piece", "data-piece": "T", ...extra },
    s("circle", { cx, cy, r: C * 0.42, fill: "#3f7d3a", stroke: "#1d3b1b", "stroke-width": 2 }),
    s("text", { x: cx, y: cy + 6, "text-anchor": "middle", fill: "#fff", "font-size": 18, "font-weight": "bold", text: "T" }));
}

function stone(cx, cy) {
  const r = C / 2 - 4;
  return s("polygon", { points: `${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}`, fill: "#777", stroke: "#333", "data-piece": "X" });
}

const PIECES = { d: dwarf, T: troll, X: stone };

export function draw(view, { t, table }) {
  const n = table.size || view.board.length;
  const files = table.files || "";
  const on = new Set(table.squares || []);
  const svg = svgRoot(n * C + 2 * PAD, n * C + 2 * PAD, t("board_of", { game: "Thud" }));
  for (let r = 0; r < n; r++) {
    const rank = n - r;
    svg.append(s("text", { x: 8, y: PAD + r * C + C / 2 + 5, "font-size": 12, text: rank }));
    for (let f = 0; f < n; f++) {
      const name = `${files[f]}${rank}`;
      if (!on.has(name)) continue;
      const ch = view.board[r][f];
      const x = PAD + f * C;
      const y = PAD + r * C;
      const g = s("g", { "data-cell": name });
      g.append(s("rect", { class: "cell", x, y, width: C, height: C, fill: (r + f) % 2 ? "#e6dcc3" : "#f3ecd9" }));
      // each piece a group of its own (class piece): the page slides it when it moves
      if (PIECES[ch]) g.append(PIECES[ch](x + C / 2, y + C / 2));
      svg.append(g);
    }
  }
  for (let f = 0; f < n; f++) {
    svg.append(s("text", { x: PAD + f * C + C / 2, y: n * C + PAD + 16, "text-anchor": "middle", "font-size": 12, text: files[f] }));
  }
  return svg;
}

function mini(make) {
  const svg = s("svg", { viewBox: `0 0 ${C} ${C}`, width: 26, height: 26, "aria-hidden": "true", class: "legend-piece" });
  svg.append(make(C / 2, C / 2));
  return svg;
}

function legend(table, t) {
  const box = html("details", "", { class: "legend", id: "legend" });
  box.open = true;
  box.append(html("summary", t("legend", {}, "Legend")));
  const names = { d: t("thud_dwarf", {}, "dwarf"), T: t("thud_troll", {}, "troll"), X: t("thud_stone", {}, "the Thudstone") };
  const row = html("div", "", { class: "legend-row" });
  for (const letter of Object.keys(table.pieces || {})) {
    if (PIECES[letter]) row.append(mini(PIECES[letter]), html("span", ` ${names[letter] || table.pieces[letter]}  `));
  }
  box.append(row);
  box.append(html("p", t("thud_legend_moves", {}, "A dwarf moves like a chess queen, or is hurled along a line of dwarfs onto a troll. A troll steps one square, or is shoved along a line of trolls; it takes the dwarfs beside the square where it stops."), { class: "muted" }));
  return box;
}

export function info(view, t, seatName, ctx = {}) {
  const trollSeat = view.dwarf_seat === 0 ? 1 : 0;
  const lines = [
    t("thud_battle", { n: view.battle, of: view.battles }),
    `${t("thud_dwarfs")}: ${view.dwarfs} (${seatName(view.dwarf_seat)}) · ${t("thud_trolls")}: ${view.trolls} (${seatName(trollSeat)})`,
    `${t("scores")}: ${view.scores.map((sc, i) => `${seatName(i)} ${sc >= 0 ? "+" : ""}${sc}`).join(" · ")}`,
  ];
  if (view.offer !== null && view.offer !== undefined) lines.push(t("thud_offer", { name: seatName(view.offer) }));
  // the battles already fought, with what was left of each side
  for (const r of view.results || []) lines.push(t("thud_battle_result", { n: r.battle, dwarfs: r.dwarfs, trolls: r.trolls }));
  const out = lines.map((l) => html("p", l, { class: "info-line" }));
  if (ctx.hint) out.push(html("p", ctx.hint, { class: "hint" }));
  if (ctx.table) out.push(legend(ctx.table, t));
  return out;
}

/** The squares a move names, in click order: the piece's, where it goes, then each capture
 * (a dwarf hurled onto a troll takes it where it lands: that square is clicked once). */
export function tokens(text) {
  const all = text.match(/[A-HJ-P](?:1[0-5]|[1-9])/g) || [];
  return all.filter((sq, i) => i === 0 || sq !== all[i - 1]);
}

/** The squares the piece went through (for the slide): from and to. */
export function path(text) {
  const m = /^[dT]([A-HJ-P]\d+)-([A-HJ-P]\d+)/.exec(text);
  return m ? [m[1], m[2]] : [];
}

/** A move in words: the agreement to end a battle, or a move among those that share its
 * squares (a troll's step with or without its captures). */
export function label(move, t) {
  if (move === "offer") return t("thud_do_offer", {}, "Offer to end the battle");
  if (move === "accept") return t("thud_do_accept", {}, "Accept: end the battle");
  if (move === "decline") return t("thud_do_decline", {}, "Decline: fight on");
  const m = /^[dT]([A-HJ-P]\d+)-([A-HJ-P]\d+)((?:x[A-HJ-P]\d+)*)$/.exec(move);
  if (!m) return move;
  const taken = m[3].split("x").filter(Boolean);
  if (!taken.length) return t("thud_do_move", { from: m[1], to: m[2] }, `${m[1]} to ${m[2]}`);
  return t("thud_do_capture", { from: m[1], to: m[2], taken: taken.join(", ") }, `${m[1]} to ${m[2]}, taking ${taken.join(", ")}`);
}

/** What to do now, in words, from the legal moves. */
export function hint(legal, t) {
  if (legal.includes("accept")) return t("thud_hint_offer", {}, "Your opponent offers to end the battle: accept or decline below.");
  if (legal.some((m) => m.startsWith("d"))) return t("thud_hint_dwarf", {}, "Click a dwarf, then the square it goes to (a troll's square: hurled onto it).");
  if (legal.some((m) => m.startsWith("T"))) return t("thud_hint_troll", {}, "Click a troll, then the square it goes to; the dwarfs it would take are named in the choices.");
  return "";
}
