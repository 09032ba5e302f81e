// OrcWar Tree's table (docs/rules/orcwar.md, issue 38): the map with its twenty areas, the
// armies as badges, the caravans, fortresses and mines; the phase track; your hand as chips
// and your gold as coins; the other players' hand sizes (never their contents); a battle panel
// and a trade dialog. What there is (areas, their places and links, the phases, the chips and
// their strengths) comes from the server's table (GET /api/games/orcwar/table, Game.table());
// what stands where from the seat's view. Every text a player reads is a message of the
// game's Fluent catalogue (ftl/<lang>/orcwar.ftl) said in the page's language.
import { s, svgRoot, html, diceSvg } from "../boards.js";
import * as i18n from "../i18n.js";

const W = 1080;
const H = 720;
/** The seats' colours (P1 red, P2 blue ...). */
export const COLORS = ["#c0392b", "#2e6fb7", "#2f8a4a", "#c9891a", "#7d3c98", "#16a0a0"];

/** A message of the game's catalogue in the page's language. */
const say = (id, args = {}) => i18n.say({ id, ...args });

const seatOfP = (p) => Number(p.slice(1)) - 1; // "P2" -> 1

function chipInfo(table, code) {
  return (table.chips || []).find((c) => c.code === code) || null;
}

/** A chip's name in words: a troop's kind, a boss, a building with its value, gold. */
export function chipName(table, code) {
  if (/^g\d$/.test(code)) return say("orcwar-chip-gold", { value: Number(code.slice(1)) });
  if (/^pB\d+$/.test(code)) return say("orcwar-chip-prisoner", { boss: code.slice(1) });
  const c = chipInfo(table, code);
  if (!c) return code;
  if (c.kind === "boss") return say("orcwar-chip-boss", { boss: code });
  if (c.kind === "fortress") return say("orcwar-chip-fortress", { value: c.value });
  if (c.kind === "machine") return say("orcwar-chip-machine", { value: c.value });
  return say(`orcwar-chip-${code}`);
}

const KIND_FILL = { troop: "#6b7f3a", boss: "#5a3a1a", shaman: "#6d3f8f", spy: "#2d2d2d", fortress: "#7b7b7b",
  machine: "#8a5a2b", mine: "#4a4a4a" };

/** A chip drawn as a round token: the kind's colour, its strength (troops), its code below. */
export function chipIcon(table, code, size = 38) {
  const c = chipInfo(table, code) || { kind: /^g\d$/.test(code) ? "gold" : "troop" };
  const svg = s("svg", { viewBox: "0 0 40 40", width: size, height: size, class: "orc-ico", "aria-hidden": "true" });
  if (c.kind === "gold" || /^g\d$/.test(code)) {
    svg.append(s("circle", { cx: 20, cy: 20, r: 17, fill: "#e9b923", stroke: "#8a6a07", "stroke-width": 2 }),
      s("circle", { cx: 20, cy: 20, r: 12, fill: "none", stroke: "#b98e10", "stroke-width": 1.5 }),
      s("text", { x: 20, y: 26, "text-anchor": "middle", "font-size": 17, "font-weight": "bold", fill: "#5a4300", text: code.slice(1) }));
    return svg;
  }
  const fill = KIND_FILL[c.kind] || "#555";
  svg.append(s("circle", { cx: 20, cy: 20, r: 18, fill, stroke: "#1a1a1a", "stroke-width": 1.5 }));
  if (c.kind === "boss") svg.append(s("circle", { cx: 20, cy: 20, r: 15, fill: "none", stroke: "#e9b923", "stroke-width": 2 }));
  if (c.kind === "fortress") {
    svg.append(s("path", { d: "M11 28 V15 h4 v3 h3 v-3 h4 v3 h3 v-3 h4 V28 Z", fill: "#ddd", stroke: "#222" }));
  } else if (c.kind === "machine") {
    svg.append(s("circle", { cx: 14, cy: 27, r: 4, fill: "#ddd" }), s("circle", { cx: 26, cy: 27, r: 4, fill: "#ddd" }),
      s("path", { d: "M10 22 H30 M14 22 L27 10", stroke: "#ddd", "stroke-width": 3 }));
  } else if (c.kind === "mine") {
    svg.append(s("path", { d: "M12 28 L27 13 M20 11 Q27 9 31 16", stroke: "#ddd", "stroke-width": 3, fill: "none" }));
  } else if (c.kind === "spy") {
    svg.append(s("ellipse", { cx: 20, cy: 18, rx: 11, ry: 6, fill: "#ddd" }), s("circle", { cx: 20, cy: 18, r: 3, fill: "#222" }));
  }
  const label = c.kind === "troop" ? String(c.strength) : c.kind === "fortress" || c.kind === "machine" ? String(c.value)
    : c.kind === "boss" ? code : c.kind === "shaman" ? "S" : "";
  if (c.kind === "troop") { // the kind's code under its strength (a hobgoblin and a gnoll are both 3)
    svg.append(s("text", { x: 20, y: 34, "text-anchor": "middle", "font-size": 8.5, "font-weight": "bold", fill: "#f3efd9", text: code }));
  }
  if (label) {
    const big = c.kind === "troop";
    svg.append(s("text", { x: 20, y: c.kind === "fortress" || c.kind === "machine" ? 12 : big ? 23 : 25, "text-anchor": "middle",
      "font-size": big ? 17 : 12, "font-weight": "bold", fill: "#fff", text: label }));
  }
  return svg;
}

function swatch(seat) {
  const box = html("span", "", { class: "swatch", "aria-hidden": "true" });
  box.style.background = COLORS[seat] || "#555";
  return box;
}

/** An area's name cut into at most two lines at a space (never cut short). */
function nameLines(name) {
  if (name.length <= 12 || !name.includes(" ")) return [name];
  const mid = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i++) if (name[i] === " " && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  return [name.slice(0, best), name.slice(best + 1)];
}

// where each army's badge was drawn last (the page slides a badge that moved)
const lastAt = new Map();
// the army whose troops were last shown (tapped or hovered); where the map was scrolled to
let shownArmy = null;
let mapScroll = null;

function troopsText(table, a) {
  const counts = {};
  for (const k of a.troops) counts[k] = (counts[k] || 0) + 1;
  const bits = Object.entries(counts).map(([k, n]) => `${n}× ${chipName(table, k)}`);
  if (a.shamans) bits.push(`${a.shamans}× ${chipName(table, "sha")}`);
  for (const m of a.machines) bits.push(chipName(table, `W${m}`));
  return bits.length ? bits.join(", ") : say("orcwar-ui-lone");
}

function mapSvg(view, table, t, seatName) {
  const svg = svgRoot(W, H, t("board_of", { game: "OrcWar" }));
  svg.classList.add("orc-map");
  svg.append(s("rect", { x: 0, y: 0, width: W, height: H, fill: "#dfe8cf" }));
  // the orc lands' plateau behind the ten orc areas
  const orc = (table.areas || []).filter((a) => a.orc);
  if (orc.length) {
    const xs = orc.map((a) => a.at[0]);
    const ys = orc.map((a) => a.at[1]);
    svg.append(s("rect", { x: Math.min(...xs) - 82, y: Math.min(...ys) - 72, width: Math.max(...xs) - Math.min(...xs) + 164,
      height: Math.max(...ys) - Math.min(...ys) + 144, rx: 30, fill: "#c9b48a", stroke: "#8c7650", "stroke-width": 3 }));
  }
  const at = Object.fromEntries((table.areas || []).map((a) => [a.id, a.at]));
  const links = s("g", { class: "links", "aria-hidden": "true", "pointer-events": "none" });
  for (const [a, b] of table.links || []) {
    if (!at[a] || !at[b]) continue;
    links.append(s("line", { x1: at[a][0], y1: at[a][1], x2: at[b][0], y2: at[b][1], stroke: "#7a6440", "stroke-width": 4,
      "stroke-dasharray": "2 8", "stroke-linecap": "round" }));
  }
  svg.append(links);
  const armies = Object.entries(view.armies || {});
  const badges = s("g", { class: "badges" });
  for (const a of table.areas || []) {
    const [cx, cy] = a.at;
    const i = a.id - 1;
    const owner = view.control ? view.control[i] : -1;
    const g = s("g", { "data-cell": `a${a.id}`, "data-name": a.name, "aria-label": `${a.id} ${a.name}` });
    const w = 134;
    const h = 116;
    // an opaque ground under the controller's tint: the links stop at the area's edge
    g.append(s("rect", { x: cx - w / 2, y: cy - h / 2, width: w, height: h, rx: a.orc ? 10 : 40, fill: "#fbf6ea" }));
    g.append(s("rect", { class: "cell", x: cx - w / 2, y: cy - h / 2, width: w, height: h, rx: a.orc ? 10 : 40,
      fill: owner >= 0 ? COLORS[owner] : a.orc ? "#e7d8b4" : "#f1f4e6", "fill-opacity": owner >= 0 ? 0.32 : 1,
      stroke: owner >= 0 ? COLORS[owner] : a.orc ? "#6b5430" : "#6f8a5a", "stroke-width": owner >= 0 ? 4 : 2 }));
    g.append(s("title", { text: `${a.id} ${a.name}` }));
    const lines = nameLines(a.name);
    lines.forEach((line, k) => {
      g.append(s("text", { x: cx, y: cy - h / 2 + 17 + k * 16, "text-anchor": "middle", "font-size": 15, "font-weight": "bold",
        fill: "#2a2418", class: "area-name", text: k === 0 ? `${a.id} ${line}` : line }));
    });
    // a fortress, a mine, machines left behind
    const marks = [];
    if (view.fortress && view.fortress[i]) marks.push(`F${view.fortress[i]}`);
    if (view.mine && view.mine[i]) marks.push("mine");
    for (const m of (view.left_machines || [])[i] || []) marks.push(`W${m}`);
    marks.forEach((code, k) => {
      const ico = chipIcon(table, code, 24);
      ico.setAttribute("x", cx + w / 2 - 26 - k * 25);
      ico.setAttribute("y", cy + h / 2 - 27);
      g.append(ico);
    });
    // a round target at the area's heart for fingers and tests
    g.append(s("circle", { class: "hit", cx, cy: cy + 10, r: 26, fill: "#fff", "fill-opacity": 0.001 }));
    svg.append(g);
    const here = armies.filter(([, x]) => x.area === a.id);
    const top = cy - h / 2 + 18 + lines.length * 16 - 6;
    here.forEach(([id, x], k) => {
      const bx = cx - 62 + (k % 3) * 42;
      const by = top + Math.floor(k / 3) * 38;
      const badge = s("g", { "data-cell": id, "data-area": `a${a.id}`, class: "army", "data-owner": x.owner, "aria-label": `${id} (${seatName(x.owner)}): ${x.strength}` });
      badge.append(s("rect", { class: "cell", x: bx, y: by, width: 40, height: 36, rx: 6, fill: COLORS[x.owner] || "#555",
        stroke: "#1a1a1a", "stroke-width": 1.5 }));
      badge.append(s("text", { x: bx + 20, y: by + 14, "text-anchor": "middle", "font-size": 12, "font-weight": "bold", fill: "#fff", text: id }));
      badge.append(s("text", { x: bx + 20, y: by + 31, "text-anchor": "middle", "font-size": 16, "font-weight": "bold", fill: "#fff",
        text: String(x.strength) }));
      badge.append(s("title", { text: say("orcwar-ui-army", { boss: id, player: seatName(x.owner), area: a.name, strength: x.strength,
        troops: troopsText(table, x) }) }));
      const was = lastAt.get(id);
      lastAt.set(id, [bx, by]);
      const reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      if (was && (was[0] !== bx || was[1] !== by) && !reduced && badge.animate) {
        badge.animate([{ transform: `translate(${was[0] - bx}px, ${was[1] - by}px)` }, { transform: "translate(0, 0)" }],
          { duration: 450, easing: "ease-in-out" });
      }
      badges.append(badge);
    });
    (view.caravans || []).filter((c) => c.area === a.id).forEach((c, k) => {
      const x0 = cx - w / 2 + 6 + k * 46;
      const y0 = cy + h / 2 - 30;
      const car = s("g", { "data-cell": `car:${c.id}`, "data-area": `a${a.id}`, class: "caravan", "aria-label": say("orcwar-do-rob", { caravan: c.id }) });
      car.append(s("rect", { class: "cell", x: x0, y: y0, width: 42, height: 24, rx: 5, fill: "#f7e7b5", stroke: "#7a5a1a", "stroke-width": 1.5 }),
        s("circle", { cx: x0 + 10, cy: y0 + 24, r: 4, fill: "#5a3a1a" }), s("circle", { cx: x0 + 32, cy: y0 + 24, r: 4, fill: "#5a3a1a" }),
        s("text", { x: x0 + 21, y: y0 + 16, "text-anchor": "middle", "font-size": 12, "font-weight": "bold", fill: "#5a3a1a",
          text: `${c.id}·${c.guards}` }),
        s("title", { text: `${say("orcwar-do-rob", { caravan: c.id })}: ${c.route}, ${c.guards}` }));
      badges.append(car);
    });
  }
  svg.append(badges);
  if (view.battle && at[view.battle.area]) {
    const [x, y] = at[view.battle.area];
    svg.append(s("rect", { x: x - 74, y: y - 64, width: 148, height: 128, rx: 14, fill: "none", stroke: "#b00020", "stroke-width": 5,
      "stroke-dasharray": "10 6", class: "battle-ring", "pointer-events": "none" }));
  }
  return svg;
}

function phaseTrack(view, table, seatName) {
  const box = html("div", "", { class: "orc-phases", id: "phase-track" });
  box.append(html("b", say("orcwar-ui-round", { round: view.round }), { class: "orc-round" }));
  const list = html("ol", "", { class: "orc-phase-list" });
  for (const p of table.phases || []) {
    const li = html("li", i18n.say(p.msg), { "data-phase": p.id });
    if (p.id === view.phase) {
      li.classList.add("now");
      li.setAttribute("aria-current", "step");
    }
    list.append(li);
  }
  box.append(list);
  if (view.phase === "setup") box.append(html("span", i18n.say(view.phase_msg), { class: "orc-setup" }));
  if (view.to_move >= 0 && view.result === null) {
    const who = html("p", "", { class: "orc-acts", id: "orc-acts" });
    who.append(swatch(view.to_move), html("b", ` ${say("orcwar-ui-acts", { player: seatName(view.to_move) })}`));
    if (view.task_msg) who.append(html("span", `: ${i18n.say(view.task_msg)}`));
    box.append(who);
  }
  return box;
}

const CHIP_ORDER = (table) => (table.chips || []).map((c) => c.code);

function handStrip(view, table) {
  const box = html("div", "", { class: "orc-hand", id: "orc-hand" });
  box.append(html("h4", say("orcwar-ui-hand")));
  const chips = html("div", "", { class: "orc-chips" });
  const hand = view.hand || {};
  for (const code of CHIP_ORDER(table)) {
    if (!hand[code]) continue;
    const b = html("button", "", { type: "button", class: "orc-chip", "data-cell": `hand:${code}`, title: chipName(table, code),
      "aria-label": `${chipName(table, code)} ×${hand[code]}` });
    b.append(chipIcon(table, code), html("span", `×${hand[code]}`, { class: "orc-count" }), html("span", chipName(table, code), { class: "orc-chip-name" }));
    chips.append(b);
  }
  if (!chips.childElementCount) chips.append(html("span", say("orcwar-ui-hand-empty"), { class: "muted" }));
  box.append(chips);
  const gold = view.gold || {};
  const total = Object.entries(gold).reduce((sum, [k, n]) => sum + (Number(k.slice(1)) || 0) * n, 0);
  const coins = html("div", "", { class: "orc-coins", id: "orc-gold" });
  coins.append(html("b", say("orcwar-ui-gold", { total })));
  for (const g of table.gold || []) {
    for (let i = 0; i < (gold[g.code] || 0); i++) coins.append(chipIcon(table, g.code, 30));
  }
  box.append(coins);
  return box;
}

function playersBox(view, table, seatName) {
  const box = html("div", "", { class: "orc-players", id: "orc-players" });
  for (let p = 0; p < view.players; p++) {
    const line = html("p", "", { class: "info-line player-line", "data-seat": p });
    line.append(swatch(p), html("span", ` ${say("orcwar-ui-player", { player: seatName(p), chips: view.hand_counts[p],
      gold: view.gold_counts[p], lands: view.lands[p] })}`));
    const pr = (view.prisoners || [])[p] || [];
    if (pr.length) line.append(html("span", ` · ${pr.map((b) => chipName(table, `p${b}`)).join(", ")}`));
    // what this seat's spy saw of the hand this round (R6.7), else what it knows (D18)
    const intel = (view.intel || []).find((k) => k.player === p);
    if (intel) {
      const chips = [...Object.entries(intel.hand), ...Object.entries(intel.gold)].map(([k, n]) => `${n}× ${chipName(table, k)}`);
      line.append(html("span", ` · ${say("orcwar-ui-spied", { player: seatName(p), chips: chips.join(", ") || say("orcwar-ui-nothing") })}`, { class: "orc-intel" }));
    }
    const known = intel ? null : (view.known || []).find((k) => k.player === p);
    if (known) {
      const chips = [...Object.entries(known.hand), ...Object.entries(known.gold)].map(([k, n]) => `${n}× ${chipName(table, k)}`);
      if (chips.length) line.append(html("span", ` · ${say("orcwar-ui-known", { player: seatName(p), chips: chips.join(", ") })}`, { class: "muted" }));
    }
    box.append(line);
  }
  // the truces made by parley (R8.2), public
  for (const [a, b, area] of view.truces || []) {
    const where = (table.areas || []).find((x) => x.id === area);
    box.append(html("p", say("orcwar-ui-truce", { a: seatName(a), b: seatName(b), area: where ? `${where.id} ${where.name}` : String(area) }),
      { class: "info-line orc-truce" }));
  }
  return box;
}

/** The table: the phase track, the map (in a box of its own that scrolls on a small screen),
 * the hand and gold of the seat, every player's counts. Places to click carry data-cell. */
export function draw(view, { t, seatName, table = {} }) {
  const name = seatName || ((p) => `P${p + 1}`);
  const root = html("div", "", { class: "orc-table" });
  root.append(phaseTrack(view, table, name));
  const mapBox = html("div", "", { class: "orc-map-box", id: "orc-map-box" });
  mapBox.append(mapSvg(view, table, t, name));
  root.append(mapBox);
  // on a small screen the map scrolls sideways in its box: it opens on the orc lands and keeps
  // where the reader scrolled it to when the page draws the table again
  // (a box taken off the page scrolls back to 0: that is not the reader's scrolling)
  mapBox.addEventListener("scroll", () => { if (mapBox.isConnected && mapBox.clientWidth) mapScroll = mapBox.scrollLeft; }, { passive: true });
  requestAnimationFrame(() => {
    const spare = mapBox.scrollWidth - mapBox.clientWidth;
    if (spare > 0) mapBox.scrollLeft = mapScroll === null ? spare / 2 : Math.min(mapScroll, spare);
  });
  const detail = html("p", "", { class: "info-line orc-army-detail", id: "army-detail", "aria-live": "polite" });
  root.append(detail);
  // a tap (or hover) on an army shows its troops, and they stay shown when the page draws
  // the table again (a tap is also a click of the board)
  const show = (badge) => {
    shownArmy = badge.dataset.cell;
    detail.textContent = badge.querySelector("title").textContent;
  };
  for (const badge of mapBox.querySelectorAll("g.army")) {
    badge.addEventListener("click", () => show(badge));
    badge.addEventListener("mouseenter", () => show(badge));
    if (badge.dataset.cell === shownArmy) show(badge);
  }
  if (view.hand) root.append(handStrip(view, table));
  root.append(playersBox(view, table, name));
  return root;
}

// -- the battle panel ---------------------------------------------------------------------

/** The dice of the latest battle round from the log: each roller's faces, in order. */
export function lastDice(moves) {
  let end = -1;
  const isDie = (m) => m && m.by === "chance" && m.msg && m.msg.id === "orcwar-told" && m.msg.what
    && typeof m.msg.what.id === "string" && m.msg.what.id.startsWith("orcwar-die") && /^roll [1-6]$/.test(m.move);
  for (let i = moves.length - 1; i >= 0; i--) if (isDie(moves[i])) { end = i; break; }
  if (end < 0) return [];
  let start = end;
  while (start > 0 && isDie(moves[start - 1])) start--;
  const groups = [];
  for (let i = start; i <= end; i++) {
    const w = moves[i].msg.what;
    if (w.nth === 1 || !groups.length) groups.push({ side: w.side, faces: [] });
    groups[groups.length - 1].faces.push(Number(moves[i].move.slice(5)));
  }
  return groups;
}

function moveButton(move, text, ctx, extra = {}) {
  const b = html("button", "", { type: "button", class: "orc-move", "data-move": move, ...extra });
  if (typeof text === "string") b.textContent = text;
  else b.append(...text);
  b.disabled = Boolean(ctx.pending);
  b.addEventListener("click", () => ctx.send && ctx.send(move));
  return b;
}

function battlePanel(view, table, seatName, ctx, t) {
  const bt = view.battle;
  const legal = new Set(ctx.legal || []);
  const area = (table.areas || []).find((a) => a.id === bt.area);
  const box = html("section", "", { class: "orc-battle", id: "battle-panel", "aria-live": "polite" });
  box.append(html("h4", `${say("orcwar-ui-battle", { area: area ? `${area.id} ${area.name}` : bt.area })} · ${say("orcwar-ui-battle-round", { round: (bt.rounds || 0) + 1 })}`));
  const dice = lastDice(ctx.moves || []);
  const sides = [...new Set(Object.values(view.armies || {}).filter((a) => a.area === bt.area).map((a) => a.owner))].sort();
  const rollers = bt.rollers || [];
  const sideRow = (seat) => {
    const row = html("div", "", { class: "orc-side", "data-side": seat });
    const head = html("p", "", { class: "info-line" });
    if (seat >= 0) head.append(swatch(seat), html("b", ` ${seatName(seat)}`));
    else head.append(html("b", say("orcwar-ui-defenders")));
    const r = rollers.indexOf(seat);
    if (r >= 0) {
      const [n5, n6, n1] = (bt.rolls || [])[r] || [0, 0, 0];
      head.append(html("span", ` · ${say("orcwar-ui-battle-dice", { dice: bt.dice[r] })} · ${say("orcwar-ui-battle-hits", { hits: n5 + n6 })}${n1 ? ` · ${say("orcwar-ui-battle-ones", { ones: n1 })}` : ""}`));
      const group = dice[r];
      if (group && group.faces.length) head.append(diceSvg(group.faces, t));
    }
    if (seat < 0 && legal.has("hit npc")) head.append(moveButton("hit npc", `🎯 ${say("orcwar-ui-defenders")}`, ctx));
    row.append(head);
    if (seat < 0) {
      if ((bt.npc || []).length) row.append(html("p", bt.npc.map((x) => (Array.isArray(x) ? x.join("/") : x)).join(" · "), { class: "muted" }));
      return row;
    }
    for (const [id, a] of Object.entries(view.armies || {})) {
      if (a.owner !== seat || a.area !== bt.area) continue;
      const units = html("div", "", { class: "orc-units", "data-army": id });
      const hitMove = `hit ${id}`;
      if (legal.has(hitMove)) units.append(moveButton(hitMove, `🎯 ${id}`, ctx));
      else units.append(html("b", `${id} (${a.strength}) `));
      // the units: the boss, his troops, shamans, machines; a unit that may take a hit or be
      // sheltered now is a button
      const codes = [id, ...a.troops, ...Array(a.shamans).fill("sha"), ...a.machines.map((m) => `W${m}`)];
      const done = new Set();
      for (const code of codes) {
        const take = `take ${code}`;
        const shelter = `shelter ${id} ${code}`;
        const mine = bt.asg && `B${bt.asg[0] + 1}` === id;
        const move = mine && legal.has(take) ? take : legal.has(shelter) ? shelter : null;
        if (move && !done.has(move)) {
          done.add(move);
          units.append(moveButton(move, [chipIcon(table, code, 32)], ctx, { title: chipName(table, code), "aria-label": `${move}: ${chipName(table, code)}` }));
        } else {
          const ico = html("span", "", { class: "orc-unit", title: chipName(table, code) });
          ico.append(chipIcon(table, code, 28));
          units.append(ico);
        }
      }
      row.append(units);
    }
    return row;
  };
  for (const seat of sides) box.append(sideRow(seat));
  if ((bt.npc || []).length || rollers.includes(-1)) box.append(sideRow(-1));
  if (bt.asg) {
    const [tgt, r, f] = bt.asg;
    box.append(html("p", say("orcwar-ui-battle-take", { boss: `B${tgt + 1}`, hits: r + f }), { class: "hint" }));
  }
  // the words of a battle: parley, fight, retreat or stay, a boss's fate, a parley's answer
  const words = html("div", "", { class: "row orc-battle-actions" });
  for (const m of ctx.legal || []) {
    if (battleWord(m, view) && !/^(take|hit|shelter) /.test(m)) words.append(moveButton(m, label(m, null, table), ctx));
  }
  if (legal.has("take fort")) words.append(moveButton("take fort", say("orcwar-do-take-fort"), ctx));
  if (words.childElementCount) box.append(words);
  return box;
}

function battleWord(m, view) {
  if (!view.battle) return false;
  if (/^(parley P\d+|fight|retreat|stay|escape|die|to tunnel|take \S+|hit \S+|shelter B\d+ \S+)$/.test(m)) return true;
  const task = view.task && view.task[0];
  return (m === "accept" || m === "refuse") && task === "answer_parley";
}

// -- the trade dialog -----------------------------------------------------------------------

const TRADE_TASKS = new Set(["trade", "build", "answer", "handover"]);

function tradeWord(m, view) {
  const task = view.task && view.task[0];
  if (!TRADE_TASKS.has(task)) return false;
  if (/^(offer P\d+|give \S+|ask \S+|send|cancel|hand \S+|execute B\d+)$/.test(m)) return true;
  return task === "answer" && (m === "accept" || m === "decline");
}

/** The codes of a trade's claims (the view's offer holds chip indices: horde kinds, g1-g3,
 * then prisoners). */
function claimCodes(table, list) {
  const codes = [...CHIP_ORDER(table), ...(table.gold || []).map((g) => g.code)];
  const bosses = (table.chips || []).filter((c) => c.kind === "boss").map((c) => `p${c.code}`);
  const all = [...codes, ...bosses];
  return (list || []).map((i) => all[i] || String(i));
}

function chipRow(table, codes) {
  const row = html("span", "", { class: "orc-claims" });
  if (!codes.length) row.append(html("i", say("orcwar-ui-nothing")));
  for (const code of codes) {
    const c = html("span", "", { class: "orc-unit", title: chipName(table, code) });
    c.append(chipIcon(table, code.replace(/^p/, ""), 28));
    row.append(c);
  }
  return row;
}

function tradePanel(view, table, seatName, ctx) {
  const legal = ctx.legal || [];
  const box = html("section", "", { class: "orc-trade", id: "trade-panel", "aria-live": "polite" });
  box.append(html("h4", say("orcwar-ui-trade")));
  const group = (title, moves, body) => {
    if (!moves.length) return;
    const row = html("div", "", { class: "orc-trade-row" });
    row.append(html("p", title, { class: "info-line" }));
    const btns = html("div", "", { class: "row" });
    for (const m of moves) btns.append(body(m));
    row.append(btns);
    box.append(row);
  };
  if (view.offer) {
    const [p, q, give, ask] = view.offer;
    const line = html("div", "", { class: "orc-offer", id: "trade-offer" });
    line.append(html("p", say("orcwar-ui-trade-offer", { from: seatName(p), to: seatName(q) }), { class: "info-line" }));
    const gv = html("p", "", { class: "info-line" });
    gv.append(html("b", `${say("orcwar-ui-trade-gives")}: `), chipRow(table, claimCodes(table, give)));
    const ak = html("p", "", { class: "info-line" });
    ak.append(html("b", `${say("orcwar-ui-trade-asks")}: `), chipRow(table, claimCodes(table, ask)));
    line.append(gv, ak, html("p", say("orcwar-ui-trade-lies"), { class: "muted" }));
    box.append(line);
  }
  // a claim's chip: its icon (the name on hover and for screen readers); a chip handed over:
  // its icon and name
  const claimMove = (m) => {
    const code = m.split(" ")[1];
    return moveButton(m, [chipIcon(table, code.replace(/^p/, ""), 32)], ctx, { title: chipName(table, code), "aria-label": label(m, null, table) });
  };
  const chipMove = (m) => {
    const code = m.split(" ")[1];
    return moveButton(m, [chipIcon(table, code.replace(/^p/, ""), 30), html("span", chipName(table, code))], ctx);
  };
  group(say("orcwar-ui-trade-partner"), legal.filter((m) => m.startsWith("offer ")), (m) => {
    const seat = seatOfP(m.split(" ")[1]);
    return moveButton(m, [swatch(seat), html("span", ` ${say("orcwar-do-offer", { player: seatName(seat) })}`)], ctx);
  });
  group(say("orcwar-ui-trade-add-give"), legal.filter((m) => m.startsWith("give ")), claimMove);
  group(say("orcwar-ui-trade-add-ask"), legal.filter((m) => m.startsWith("ask ")), claimMove);
  group(say("orcwar-ui-trade-hand"), legal.filter((m) => m.startsWith("hand ")), chipMove);
  const words = legal.filter((m) => /^(send|cancel|accept|decline|execute B\d+)$/.test(m) && tradeWord(m, view));
  if (words.length) {
    const row = html("div", "", { class: "row" });
    for (const m of words) row.append(moveButton(m, label(m, null, table), ctx));
    box.append(row);
  }
  return box;
}

// -- the page's hooks -----------------------------------------------------------------------

/** Moves played in the battle panel or the trade dialog, not by a button of their own. */
export function panelMove(m, view) {
  return Boolean(view) && (battleWord(m, view) || tradeWord(m, view));
}

export function info(view, t, seatName, ctx = {}) {
  const table = ctx.table || {};
  const out = [];
  if (view.battle) out.push(battlePanel(view, table, seatName, ctx, t));
  if (view.offer || (view.task && TRADE_TASKS.has(view.task[0]) && (ctx.legal || []).length)) out.push(tradePanel(view, table, seatName, ctx));
  if (ctx.hint) out.push(html("p", ctx.hint, { class: "hint" }));
  const armies = Object.entries(view.armies || {});
  if (armies.length) {
    const box = html("details", "", { class: "legend orc-armies", id: "orc-armies" });
    box.append(html("summary", say("orcwar-ui-armies")));
    for (const [id, a] of armies) {
      const area = (table.areas || []).find((x) => x.id === a.area);
      const line = html("p", "", { class: "info-line" });
      line.append(swatch(a.owner), html("span", ` ${say("orcwar-ui-army", { boss: id, player: seatName(a.owner),
        area: area ? `${area.id} ${area.name}` : String(a.area), strength: a.strength, troops: troopsText(table, a) })}`));
      box.append(line);
    }
    out.push(box);
  }
  out.push(legend(table, t));
  return out;
}

function legend(table, t) {
  const box = html("details", "", { class: "legend", id: "legend" });
  box.append(html("summary", t("legend", {}, "Legend")));
  const row = html("div", "", { class: "legend-row orc-legend" });
  for (const c of table.chips || []) {
    if (c.kind === "boss" && c.code !== "B1") continue;
    const item = html("span", "", { class: "orc-unit" });
    item.append(chipIcon(table, c.code, 26), html("span", ` ${c.kind === "boss" ? say("orcwar-chip-boss", { boss: "B1-B10" }) : chipName(table, c.code)} `));
    row.append(item);
  }
  box.append(row);
  return box;
}

/** What to do now, in words, from the legal moves. */
export function hint(legal) {
  if (legal.some((m) => /^(B\d+(@|\+| fort | mach | mine)|swap |discard )/.test(m))) return say("orcwar-ui-hint-hand");
  if (legal.some((m) => /^B\d+-\d/.test(m))) return say("orcwar-ui-hint-move");
  if (legal.some((m) => /^(parley|fight|take |hit |retreat|stay|shelter )/.test(m))) return say("orcwar-ui-hint-battle");
  if (legal.some((m) => /^(offer|give|ask|hand) /.test(m))) return say("orcwar-ui-hint-trade");
  return "";
}

/** The places a move's text names, in the order they are clicked: an army then the areas it
 * goes through; a chip of the hand then the army or area it goes to; a caravan; an area. */
export function tokens(text) {
  let m;
  if ((m = /^(B\d+)-(\d+(?:-\d+)*)$/.exec(text))) return [m[1], ...m[2].split("-").map((a) => `a${a}`)];
  if ((m = /^(B\d+)@(\d+)$/.exec(text))) return [`hand:${m[1]}`, `a${m[2]}`];
  if ((m = /^(B\d+)\+(\w+)$/.exec(text))) return [`hand:${m[2]}`, m[1]];
  if ((m = /^(B\d+) fort (\d+)$/.exec(text))) return [`hand:F${m[2]}`, m[1]];
  if ((m = /^(B\d+) mach (\d+)$/.exec(text))) return [`hand:W${m[2]}`, m[1]];
  if ((m = /^(B\d+) mine$/.exec(text))) return ["hand:mine", m[1]];
  if ((m = /^(B\d+) (?:tunnel|take W\d+)$/.exec(text))) return [m[1]];
  if ((m = /^plunder (B\d+)$/.exec(text))) return [m[1]];
  if ((m = /^to (\d+)$/.exec(text))) return [`a${m[1]}`];
  if (/^spy P\d+ (?:look|steal)$/.test(text)) return ["hand:spy"];
  if ((m = /^spy P\d+ kill (B\d+)$/.exec(text))) return ["hand:spy", m[1]];
  if ((m = /^(?:swap|discard) (\S+)$/.exec(text))) return [`hand:${m[1]}`];
  if ((m = /^rob (\d+)$/.exec(text))) return [`car:${m[1]}`];
  return [];
}

/** Army badges slide by themselves (draw); the page's own slide has nothing to move. */
export function path() {
  return [];
}

/** A move in words (a button beside the board, a choice among moves sharing the places
 * clicked, a button of the panels). */
export function label(move, t, table = {}) {
  const area = (n) => {
    const a = (table.areas || []).find((x) => x.id === Number(n));
    return a ? `${a.id} ${a.name}` : String(n);
  };
  const fixed = { done: "done", buy: "buy", redraw: "redraw", allow: "allow", refuse: "refuse", accept: "accept",
    decline: "decline", reroll: "reroll", send: "send", cancel: "cancel", fight: "fight", retreat: "retreat", stay: "stay",
    escape: "escape", die: "die", "to tunnel": "to-tunnel", "take fort": "take-fort" };
  if (fixed[move]) return say(`orcwar-do-${fixed[move]}`);
  let m;
  if ((m = /^pay (.+)$/.exec(move))) return say("orcwar-do-pay", { gold: m[1] });
  if ((m = /^first (P\d+)$/.exec(move))) return say("orcwar-do-first", { player: m[1] });
  if ((m = /^rob (\d+)$/.exec(move))) return say("orcwar-do-rob", { caravan: m[1] });
  if ((m = /^parley (P\d+)$/.exec(move))) return say("orcwar-do-parley", { player: m[1] });
  if ((m = /^offer (P\d+)$/.exec(move))) return say("orcwar-do-offer", { player: m[1] });
  if ((m = /^execute (B\d+)$/.exec(move))) return say("orcwar-do-execute", { boss: m[1] });
  if ((m = /^(sell|lose|discard|swap) (\S+)$/.exec(move))) return say(`orcwar-do-${m[1]}`, { chip: chipName(table, m[2]) });
  if ((m = /^plunder (B\d+)$/.exec(move))) return say("orcwar-do-plunder", { boss: m[1] });
  if ((m = /^spy (P\d+) (look|steal)$/.exec(move))) return say(`orcwar-do-spy-${m[2]}`, { player: m[1] });
  if ((m = /^spy (P\d+) kill (B\d+)$/.exec(move))) return say("orcwar-do-spy-kill", { player: m[1], boss: m[2] });
  if ((m = /^(B\d+) tunnel$/.exec(move))) return say("orcwar-do-tunnel", { boss: m[1] });
  if ((m = /^(B\d+) take (W\d+)$/.exec(move))) return say("orcwar-do-take-machine", { boss: m[1], chip: chipName(table, m[2]) });
  if ((m = /^(B\d+)-(\d+(?:-\d+)*)$/.exec(move))) return say("orcwar-do-move", { boss: m[1], area: m[2].split("-").map(area).join(" → ") });
  if ((m = /^(B\d+)@(\d+)$/.exec(move))) return say("orcwar-do-deploy", { boss: m[1], area: area(m[2]) });
  if ((m = /^(B\d+)\+(\w+)$/.exec(move))) return say("orcwar-do-join", { boss: m[1], chip: chipName(table, m[2]) });
  if ((m = /^(B\d+) fort (\d+)$/.exec(move))) return say("orcwar-do-build", { boss: m[1], chip: chipName(table, `F${m[2]}`) });
  if ((m = /^(B\d+) mach (\d+)$/.exec(move))) return say("orcwar-do-build", { boss: m[1], chip: chipName(table, `W${m[2]}`) });
  if ((m = /^(B\d+) mine$/.exec(move))) return say("orcwar-do-build", { boss: m[1], chip: chipName(table, "mine") });
  if ((m = /^(hit) (B\d+)$/.exec(move))) return say("orcwar-do-hit", { boss: m[2] });
  if ((m = /^(give|ask|hand|take) (\S+)$/.exec(move))) return chipName(table, m[2]);
  if ((m = /^shelter (B\d+) (\S+)$/.exec(move))) return say("orcwar-do-shelter", { boss: m[1], chip: chipName(table, m[2]) });
  if ((m = /^to (\d+)$/.exec(move))) return area(m[1]);
  return move;
}
