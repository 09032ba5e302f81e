// Flatwar's board (docs/rules/flatwar.md): the field with terrain and the four unit kinds, each
// a shape of its own (soldier a narrow triangle, cavalry an arrowhead, Regular an equilateral
// triangle with its gun, Square a square with its flag), the drawn card, the dice, and the
// army builder. The board's size, the sides, the units with their costs, the army rules and
// the cards come from the server's table (GET /api/games/flatwar/table, Game.table()).
import { s, svgRoot, html, diceSvg } from "../boards.js";
import * as i18n from "../i18n.js";

// a game's own text as the server says it (a *_msg field, issue 37) when the page can say
// messages, else the view's plain field
const said = (msg, plain) => (msg && typeof i18n.say === "function" ? i18n.say(msg) : plain);

export const SIDE_COLOR = { red: "#b32424", black: "#262626", blue: "#2456b3", green: "#2f7d3a" };
const KINDS = "ICRS";
const SUIT_GLYPH = { C: "♣", D: "♦", H: "♥", S: "♠" };

// Each side's home edge at the bottom (R1.2, R10.3): red rows 1-3 as drawn, black turned half
// round, blue (files a-c) a quarter turn one way, green (files j-l) the other; a spectator sees
// red's side. Quarter turns clockwise, by seat.
const TURNS = [0, 2, 3, 1];

/** The side (index) and kind letter of a board character, from the table's letters. */
function pieceOf(table, ch) {
  for (const [i, side] of (table.sides || []).entries()) {
    const k = side.letters.indexOf(ch);
    if (k >= 0) return { side: i, name: side.name, kind: KINDS[k] };
  }
  return null;
}

/** A unit: its kind by its shape, its side by its colour. */
export function unitShape(kind, sideName, cx, cy, size, extra = {}) {
  const fill = SIDE_COLOR[sideName] || "#444";
  const k = size * 0.34;
  const g = s("g", { class: "piece", ...extra });
  if (kind === "I") {
    g.append(s("polygon", { points: `${cx},${cy - k} ${cx + k * 0.42},${cy + k} ${cx - k * 0.42},${cy + k}`, fill, stroke: "#111", "stroke-width": 1 }));
  } else if (kind === "C") {
    // an arrowhead: the isosceles rider at the charge
    g.append(s("polygon", { points: `${cx},${cy - k} ${cx + k * 0.8},${cy + k} ${cx},${cy + k * 0.35} ${cx - k * 0.8},${cy + k}`, fill, stroke: "#e0b000", "stroke-width": 2.5, "stroke-linejoin": "round" }));
  } else if (kind === "R") {
    const h = k * 1.8;
    g.append(s("polygon", { points: `${cx},${cy - k} ${cx + h / Math.sqrt(3)},${cy - k + h} ${cx - h / Math.sqrt(3)},${cy - k + h}`, fill, stroke: "#111", "stroke-width": 1 }),
      s("circle", { cx, cy: cy + k * 0.3, r: k * 0.22, fill: "#fff" }));
  } else if (kind === "S") {
    g.append(s("rect", { x: cx - k * 0.9, y: cy - k * 0.9, width: k * 1.8, height: k * 1.8, fill, stroke: "#111", "stroke-width": 1 }),
      s("rect", { x: cx - k * 0.45, y: cy - k * 0.45, width: k * 0.9, height: k * 0.9, fill: "none", stroke: "#fff", "stroke-width": 2 }));
  }
  return g;
}

function terrain(x, y, c) {
  return s("g", { class: "terrain", "aria-hidden": "true" },
    s("polygon", { points: `${x + c * 0.12},${y + c * 0.82} ${x + c * 0.42},${y + c * 0.25} ${x + c * 0.7},${y + c * 0.82}`, fill: "#6b7a3a", stroke: "#3c4620" }),
    s("polygon", { points: `${x + c * 0.4},${y + c * 0.82} ${x + c * 0.64},${y + c * 0.4} ${x + c * 0.9},${y + c * 0.82}`, fill: "#8c9a5b", stroke: "#3c4620" }));
}

export function draw(view, { t, seat, table }) {
  const c = 60;
  const pad = 24;
  const n = view.board.length;
  const files = table.files || "abcdefghijkl";
  const sides = table.sides || [];
  const mover = sides.find((x) => x.name === view.side);
  // the tray of the side to move while it builds or deploys: click a kind, then a square
  const tray = (view.phase === "deploy" || (view.phase === "build" && !view.hidden_build)) && mover && view.reserve[mover.name];
  const trayH = tray ? 76 : 0;
  const svg = svgRoot(n * c + 2 * pad, n * c + 2 * pad + trayH, t("board_of", { game: "Flatwar" }));
  const turns = seat === null || seat === undefined ? 0 : TURNS[seat] || 0;
  const place = (f, r) => {
    if (turns === 1) return [n - 1 - r, f];
    if (turns === 2) return [n - 1 - f, n - 1 - r];
    if (turns === 3) return [r, n - 1 - f];
    return [f, r];
  };
  const homeOf = {};
  for (const side of sides) for (const sq of side.home || []) homeOf[sq] = side.name;
  const deploying = view.phase === "deploy" || view.phase === "terrain";
  for (let r = 0; r < n; r++) {
    const rank = n - r;
    for (let f = 0; f < n; f++) {
      const ch = view.board[r][f];
      const [col, row] = place(f, r);
      const x = pad + col * c;
      const y = pad + row * c;
      const name = `${files[f]}${rank}`;
      const g = s("g", { "data-cell": name });
      g.append(s("rect", { class: "cell", x, y, width: c, height: c, fill: (r + f) % 2 ? "#e2dbc6" : "#efe9d8" }));
      // the sides' home rows, faintly, while they are set up (R1.2, R4)
      if (deploying && homeOf[name]) {
        g.append(s("rect", { x: x + 2, y: y + 2, width: c - 4, height: c - 4, fill: SIDE_COLOR[homeOf[name]], "fill-opacity": 0.08, "pointer-events": "none" }));
      }
      if (ch === (table.terrain || "#")) g.append(terrain(x, y, c));
      else if (ch !== ".") {
        const p = pieceOf(table, ch);
        if (p) g.append(unitShape(p.kind, p.name, x + c / 2, y + c / 2, c, { "data-piece": ch }));
      }
      svg.append(g);
    }
  }
  // the names along the left and bottom edges
  for (let i = 0; i < n; i++) {
    for (let f = 0; f < n; f++) {
      for (let r = 0; r < n; r++) {
        const [col, row] = place(f, r);
        if (row === n - 1 && col === i) {
          const name = turns % 2 ? String(n - r) : files[f];
          svg.append(s("text", { x: pad + i * c + c / 2, y: n * c + pad + 18, "text-anchor": "middle", "font-size": 14, text: name, class: "edge-file" }));
        }
        if (col === 0 && row === i) {
          const name = turns % 2 ? files[f] : String(n - r);
          svg.append(s("text", { x: 8, y: pad + i * c + c / 2 + 5, "font-size": 14, text: name, class: "edge-rank" }));
        }
      }
    }
  }
  // the active cavalry's points beside it
  if (view.cavalry) {
    const sq = view.cavalry.square;
    const f = files.indexOf(sq[0]);
    const r = n - Number(sq.slice(1));
    const [col, row] = place(f, r);
    const x = pad + col * c + c - 14;
    const y = pad + row * c + 14;
    svg.append(s("circle", { cx: x, cy: y, r: 11, fill: "#e0b000", stroke: "#5a4300" }),
      s("text", { x, y: y + 5, "text-anchor": "middle", "font-size": 14, "font-weight": "bold", text: view.cavalry.points }));
  }
  if (tray) {
    const y0 = n * c + 2 * pad + 6;
    svg.append(s("text", { x: pad, y: y0 + 12, "font-size": 13, text: t("flat_tray", {}, "reserve: click a unit, then a square") }));
    KINDS.split("").forEach((k, i) => {
      const x = pad + i * 110;
      const g = s("g", { "data-cell": `unit:${k}` });
      g.append(s("rect", { class: "cell", x, y: y0 + 18, width: 100, height: 48, rx: 6, fill: "#fffdf8" }));
      g.append(unitShape(k, mover.name, x + 26, y0 + 42, 48));
      g.append(s("text", { x: x + 54, y: y0 + 48, "font-size": 16, "font-weight": "bold", text: `×${tray[k] || 0}` }));
      svg.append(g);
    });
  }
  return svg;
}

// -- the panel beside the board -----------------------------------------------------------------

/** The drawn card (R5): its rank and suit, the side it gives the turn to, its action points
 * (the dots: those left filled). Without a card, the deck's back and the cards left. */
export function cardSvg(view, table, t) {
  const w = 120;
  const h = 168;
  const svg = s("svg", { viewBox: `0 0 ${w} ${h}`, width: w, height: h, class: "card", id: "card", role: "img" });
  if (!view.card) {
    svg.setAttribute("aria-label", t("flat_deck_left", { n: view.deck_left }, `deck: ${view.deck_left} cards left`));
    svg.append(s("rect", { x: 2, y: 2, width: w - 4, height: h - 4, rx: 10, fill: "#7a2b1e", stroke: "#3b140d", "stroke-width": 2 }),
      s("rect", { x: 10, y: 10, width: w - 20, height: h - 20, rx: 6, fill: "none", stroke: "#e8c27a", "stroke-width": 2, "stroke-dasharray": "4 3" }),
      s("text", { x: w / 2, y: h / 2 + 8, "text-anchor": "middle", "font-size": 26, fill: "#f6e7c6", "font-weight": "bold", text: view.deck_left }));
    return svg;
  }
  const name = view.card.replace(/'$/, "");
  const suit = name.slice(-1);
  const rank = name.slice(0, -1);
  const cards = table.cards || {};
  const ranks = cards.ranks || [];
  const points = (cards.ap || [])[ranks.indexOf(rank)] ?? Number(rank) ?? 1;
  let side = (cards.sides || {})[suit] || "";
  if (view.card.endsWith("'") && cards.second_deck) side = cards.second_deck[side] || side;
  const ink = suit === "H" || suit === "D" ? "#c0182b" : "#111";
  svg.setAttribute("aria-label", t("flat_card_is", { card: view.card, side, ap: points }, `card ${view.card}: ${side} acts with ${points} action points`));
  svg.append(s("rect", { x: 2, y: 2, width: w - 4, height: h - 4, rx: 10, fill: "#fff", stroke: "#333", "stroke-width": 2 }),
    s("text", { x: 12, y: 30, "font-size": 22, "font-weight": "bold", fill: ink, text: rank }),
    s("text", { x: 12, y: 52, "font-size": 22, fill: ink, text: SUIT_GLYPH[suit] || suit }),
    s("text", { x: w / 2, y: 92, "text-anchor": "middle", "font-size": 46, fill: ink, text: SUIT_GLYPH[suit] || suit }),
    s("rect", { x: 10, y: 108, width: w - 20, height: 20, rx: 4, fill: SIDE_COLOR[side] || "#777" }),
    s("text", { x: w / 2, y: 123, "text-anchor": "middle", "font-size": 13, fill: "#fff", "font-weight": "bold", text: `${side} · ${points} AP` }));
  // one dot per action point, filled while it is left (R5.4, R5.6)
  const left = view.ap || 0;
  for (let i = 0; i < points; i++) {
    const x = 14 + (i % 10) * 10.4;
    svg.append(s("circle", { cx: x, cy: 146, r: 4.2, fill: i < left ? "#1e6b34" : "#fff", stroke: "#1e6b34", "stroke-width": 1.4, class: i < left ? "ap-left" : "ap-used" }));
  }
  return svg;
}

function miniUnit(kind, side) {
  const svg = s("svg", { viewBox: "0 0 30 30", width: 24, height: 24, class: "mini", "aria-hidden": "true" });
  svg.append(unitShape(kind, side, 15, 15, 34));
  return svg;
}

function unitName(table, k, t) {
  const u = (table.units || []).find((x) => x.letter === k);
  return t(`unit_${k}`, {}, u ? u.name : k);
}

function fightPanel(view, table, t) {
  const box = html("section", "", { class: "combat-panel", id: "combat-panel", "aria-live": "polite" });
  const cav = view.cavalry;
  if (cav) {
    const row = html("div", "", { class: "combat-side" });
    row.append(html("b", `${t("flat_cavalry")} ${cav.square}: `), html("span", `${t("flat_points", { n: cav.points }, `${cav.points} points`)} `));
    if (cav.roll) row.append(diceSvg([cav.roll], t));
    if (cav.charge_bonus) row.append(html("span", ` · ${t("flat_charge_bonus", { n: cav.charge_bonus }, `charge +${cav.charge_bonus}`)}`));
    row.append(html("span", ` · ${t(`flat_stage_${cav.stage}`, {}, cav.stage)}`, { class: "muted" }));
    box.append(row);
  }
  const fight = view.combat || view.last;
  if (fight && fight.kind) {
    box.append(html("h4", `${view.combat ? t("flat_combat") : t("flat_last_combat", {}, "last combat")}: ${t(`flat_kind_${fight.kind}`, {}, fight.kind)} ${fight.from} → ${fight.to}`));
    const side = (label, pair, roll) => {
      const row = html("div", "", { class: "combat-side" });
      row.append(html("b", `${label}: `));
      if (pair) {
        row.append(diceSvg([pair[0]], t), html("span", ` + ${pair[1]} = ${pair[0] + pair[1]}`, { class: "combat-total" }));
      } else if (roll) {
        row.append(diceSvg([roll], t));
      } else row.append(html("span", t("eu_rolling", {}, "to roll"), { class: "muted" }));
      return row;
    };
    box.append(side(t("eu_attacker", {}, "Attacker"), view.combat ? null : fight.attacker, view.combat ? fight.attacker_roll : null));
    box.append(side(t("eu_defender_label", {}, "Defender"), view.combat ? null : fight.defender, null));
    if (!view.combat) {
      box.append(html("p", fight.destroyed ? t("flat_destroyed", {}, "the target is destroyed (R8.3)")
        : t("flat_no_effect", {}, "no effect: the defender's total is as high or higher (R8.3)"), { class: "combat-result", id: "combat-result" }));
    }
  }
  return box.childNodes.length ? box : null;
}

function legend(table, t) {
  const box = html("details", "", { class: "legend", id: "legend" });
  box.open = true;
  box.append(html("summary", t("legend", {}, "Legend")));
  for (const u of table.units || []) {
    const row = html("div", "", { class: "legend-row" });
    row.append(miniUnit(u.letter, "red"), miniUnit(u.letter, "black"),
      html("span", ` ${t(`unit_${u.letter}`, {}, u.name)}: ${t("flat_cost", { n: u.cost }, `cost ${u.cost}`)} · ${t("flat_value", { n: u.value }, `combat ${u.value}`)}${u.range ? ` · ${t("flat_range", { n: u.range, b: u.shot_bonus }, `shoots ${u.range} squares, +${u.shot_bonus}`)}` : ""}`));
    box.append(row);
  }
  const row = html("div", "", { class: "legend-row" });
  const svg = s("svg", { viewBox: "0 0 30 30", width: 24, height: 24, class: "mini", "aria-hidden": "true" });
  svg.append(terrain(0, 0, 30));
  row.append(svg, html("span", ` ${t("flat_terrain", {}, "terrain: impassable")}`));
  box.append(row);
  return box;
}

export function info(view, t, seatName, ctx = {}) {
  const table = ctx.table || {};
  const out = [];
  const top = html("div", "", { class: "flat-top" });
  top.append(cardSvg(view, table, t));
  const facts = html("div", "", {});
  const sideLine = html("p", "", { class: "info-line" });
  sideLine.append(html("span", `${t("flat_phase")}: ${said(view.phase_msg, t(`flat_phase_${view.phase}`, {}, view.phase))}`));
  if (view.side) {
    const dot = html("span", " ■", { "aria-hidden": "true" });
    dot.style.color = SIDE_COLOR[view.side] || "#000";
    sideLine.append(html("span", ` · ${t("flat_side")}: `), dot, html("b", ` ${said(view.side_msg, view.side)}`));
  }
  facts.append(sideLine);
  if (view.card) facts.append(html("p", `${t("flat_ap")}: ${view.ap}`, { class: "info-line", id: "ap-left" }));
  facts.append(html("p", `${t("flat_deck")}: ${view.deck_left} · ${t("flat_turns")}: ${view.turns}`, { class: "info-line" }));
  for (const side of table.sides || []) {
    const r = view.reserve[side.name];
    const left = (view.terrain_left || {})[side.name];
    const units = r ? KINDS.split("").filter((k) => r[k]) : [];
    if ((r && !units.length && !left) || (!r && r !== null)) continue;
    const line = html("p", "", { class: "info-line" });
    line.append(html("span", `${side.name} ${t("flat_reserve")}: `));
    for (const k of units) line.append(miniUnit(k, side.name), html("span", `×${r[k]} `));
    if (r === null) line.append(html("span", t("flat_hidden", {}, "hidden until every side has built")));
    if (left) line.append(html("span", ` · ${t("flat_terrain_left", { n: left }, `${left} terrain to place`)}`));
    facts.append(line);
  }
  top.append(facts);
  out.push(top);
  const fight = fightPanel(view, table, t);
  if (fight) out.push(fight);
  if (ctx.hint) out.push(html("p", ctx.hint, { class: "hint" }));
  out.push(legend(table, t));
  return out;
}

/** The places a move's text names, in click order: a kind in the tray then a square for a
 * placement, a kind for a purchase, the squares of a step, an attack or a shot. */
export function tokens(text) {
  const m = /^place ([ICRS]) ([a-l]\d+)$/.exec(text);
  if (m) return [`unit:${m[1]}`, m[2]];
  const buy = /^buy ([ICRS])$/.exec(text);
  if (buy) return [`unit:${buy[1]}`];
  if (text.startsWith("army") || text.startsWith("draw") || text.startsWith("roll")) return [];
  return text.match(/[a-l](?:1[0-2]|[1-9])/g) || [];
}

/** The squares a unit went through (for the slide): a step's, a melee's or a charge's. */
export function path(text) {
  return /^[a-l]\d+[-x][a-l]\d+$/.test(text) ? text.split(/[-x]/) : [];
}

const LABELS = {
  done: ["flat_done", "Done: this army"],
  end: ["flat_end", "End the turn (unused points are lost)"],
  upgrade: ["flat_upgrade", "Upgrade the cavalry (+1 point, 1 AP)"],
  stop: ["flat_stop", "Stop the cavalry here"],
  advance: ["flat_advance", "Advance into the square won"],
  hold: ["flat_hold", "Hold: stay where you are"],
  pass: ["flat_pass", "Pass"],
};

export function label(move, t) {
  const l = LABELS[move];
  if (l) return t(l[0], {}, l[1]);
  const m = /^([a-l]\d+)([-x*])([a-l]\d+)$/.exec(move);
  if (m) {
    const key = { "-": ["flat_do_step", "to"], x: ["flat_do_melee", "melee on"], "*": ["flat_do_shot", "shoot at"] }[m[2]];
    return t(key[0], { from: m[1], to: m[3] }, `${m[1]}: ${key[1]} ${m[3]}`);
  }
  const a = /^activate ([a-l]\d+)$/.exec(move);
  if (a) return t("flat_do_activate", { at: a[1] }, `Activate the cavalry on ${a[1]} (1 AP, a die)`);
  return move;
}

export function hint(legal, t) {
  if (legal.some((m) => m.startsWith("army"))) return t("flat_hint_build", {}, "Build your army: set how many of each unit, then build it (R2).");
  if (legal.some((m) => m.startsWith("terrain "))) return t("flat_hint_terrain", {}, "Click a square for a terrain piece (R3).");
  if (legal.some((m) => m.startsWith("place "))) return t("flat_hint_place", {}, "Click a unit in your reserve below the board, then a square of your home rows (R4).");
  if (legal.some((m) => m.startsWith("buy "))) return t("flat_hint_buy", {}, "Click a unit below the board to buy it; Done when your army is complete (R2.4).");
  if (legal.some((m) => /^[a-l]\d+[-x*]/.test(m) || m.startsWith("activate "))) return t("flat_hint_act", {}, "Click a unit of yours, then where it goes or what it attacks (R6-R8).");
  return "";
}

// -- the army builder (R2.6): a count per unit, the points left, why an army is not legal ---------

let builder = null;

function armyText(counts) {
  return ["army", ...KINDS.split("").filter((k) => counts[k] > 0).map((k) => `${k}${counts[k]}`)].join(" ");
}

/** Why these counts are not an army (R2.2, R2.3), in the rules' words; "" when they are. */
function armyProblem(counts, rules, t) {
  const spent = (rules.units || []).reduce((sum, u) => sum + u.cost * (counts[u.letter] || 0), 0);
  const problems = [];
  if ((counts.S || 0) < rules.min_squares) problems.push(t("army_no_square", {}, "at least one Square (R2.2)"));
  if ((counts.I || 0) + (counts.C || 0) < rules.isosceles_per_square * (counts.S || 0)) {
    problems.push(t("army_escort", { n: rules.isosceles_per_square }, `${rules.isosceles_per_square} soldiers or cavalry per Square (R2.2)`));
  }
  if (spent > rules.points) problems.push(t("army_over", { total: rules.points }, `${rules.points} points at most (R2.3)`));
  return { spent, problems };
}

export function panel(view, legal, { t, table, send, pending, seat = null }) {
  const armies = legal.filter((m) => /^army( [ICRS][0-9]+)+$/.test(m));
  if (!armies.length || !table.army) return null;
  // another seat on the same screen (hot-seat) starts afresh: its counts are its own secret
  if (builder && builder.seat !== seat) builder = null;
  if (!builder) {
    const counts = { I: 0, C: 0, R: 0, S: 0 };
    const inputs = {};
    const status = html("p", "", { class: "muted", id: "army-status", "aria-live": "polite" });
    const btn = html("button", t("army_build"), { type: "button", id: "army-build", class: "primary" });
    const rows = html("div", "", { class: "army-rows" });
    const box = html("fieldset", "", { class: "army-builder", id: "army-builder" });
    box.append(html("legend", t("army_builder")), rows, status, btn);
    builder = { counts, inputs, status, btn, box, armies: [], send: null, pending: false, seat };
    for (const u of table.units) {
      const k = u.letter;
      const input = html("input", "", { type: "number", min: "0", max: String(table.army.points), step: "1", value: "0",
        id: `army-${k}`, class: "army-count", "aria-label": unitName(table, k, t) });
      const set = (v) => {
        counts[k] = Number.isFinite(v) && v > 0 ? Math.min(Math.floor(v), table.army.points) : 0;
        input.value = String(counts[k]);
        update();
      };
      input.addEventListener("input", () => {
        const v = Math.floor(Number(input.value));
        counts[k] = Number.isFinite(v) && v > 0 ? Math.min(v, table.army.points) : 0;
        update();
      });
      const minus = html("button", "−", { type: "button", class: "step", "aria-label": `${unitName(table, k, t)} −1`, id: `army-${k}-less` });
      const plus = html("button", "+", { type: "button", class: "step", "aria-label": `${unitName(table, k, t)} +1`, id: `army-${k}-more` });
      minus.addEventListener("click", () => set(counts[k] - 1));
      plus.addEventListener("click", () => set(counts[k] + 1));
      inputs[k] = input;
      const shape = s("svg", { viewBox: "0 0 30 30", width: 28, height: 28, class: "mini", "aria-hidden": "true" });
      shape.append(unitShape(k, view.side || "red", 15, 15, 34));
      const row = html("div", "", { class: "army-row" });
      row.append(shape, html("label", `${unitName(table, k, t)} (${u.cost})`, { for: `army-${k}` }), minus, input, plus);
      rows.append(row);
    }
    btn.addEventListener("click", () => {
      const text = armyText(counts);
      if (builder.armies.includes(text) && !builder.pending) builder.send(text);
    });
    const update = () => {
      const text = armyText(counts);
      const rules = { ...table.army, units: table.units };
      const { spent, problems } = armyProblem(counts, rules, t);
      const ok = builder.armies.includes(text);
      let why = "";
      if (!ok) why = problems.length ? problems.join("; ") : t("army_not_now", {}, "not one of the armies you may build now (R2.6: it must hold the units bought)");
      status.textContent = `${text} · ${t("army_points", { spent, total: rules.points })} · ${t("army_left", { n: rules.points - spent }, `${rules.points - spent} left`)}`
        + (ok ? "" : ` · ${t("army_illegal_because", {}, "not a legal army")}: ${why}`);
      status.classList.toggle("error", !ok && spent > 0);
      btn.disabled = !ok || builder.pending;
    };
    builder.update = update;
  }
  builder.armies = armies;
  builder.send = send;
  builder.pending = Boolean(pending);
  builder.update();
  return builder.box;
}

/** A new page (or a new match) starts a new builder. */
export function reset() {
  builder = null;
}
