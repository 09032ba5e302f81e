// SVG boards, one per game, drawn from the seat's view only. Each clickable place carries
// data-cell="NAME" with NAME as the game's notation writes it; moveTokens() lists the places a
// move's text names, in order, so the page can match clicks against the server's legal moves.
// Every game has a module of its own (boards/thud.js, alu.js, europe.js, flatwar.js,
// orcwar.js), drawn from the game's table the server sends (GET /api/games/{game}/table); this
// file keeps the registry (BOARDS) and the helpers they share (s, svgRoot, html, diceSvg,
// animateMove).
import "./boards/words.js";
import * as europeBoard from "./boards/europe.js";
import * as flatwarBoard from "./boards/flatwar.js";
import * as thudBoard from "./boards/thud.js";
import * as aluBoard from "./boards/alu.js";
import * as orcwarBoard from "./boards/orcwar.js";

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
    case "orcwar":
      return orcwarBoard.tokens(text);
    default:
      return [];
  }
}

// -- the games' boards: boards/thud.js, alu.js, flatwar.js, europe.js, orcwar.js ---------------

export const BOARDS = {
  thud: { ...thudBoard, table: true },
  alu: { ...aluBoard, table: true },
  flatwar: { ...flatwarBoard, table: true },
  europe: { ...europeBoard, table: true },
  orcwar: { ...orcwarBoard, table: true },
};
