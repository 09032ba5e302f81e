// How to play: a game's page for players (Markdown from /api/howto/GAME in the page's
// language), its fenced ```board blocks drawn as small SVG board pictures, then the original
// rulebook's text and a link to the numbered rules. DOM nodes only, never innerHTML; no inline
// style (the page's Content-Security-Policy): colours come from style.css classes.
import { renderMarkdown } from "./markdown.js";

const SVG = "http://www.w3.org/2000/svg";
const CELL = 34;

function svg(tag, attrs = {}, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * A board picture from its text. Lines starting with "> " are the caption. The grid's rows
 * follow, cells separated by spaces; when the last line starts with a space it names the
 * columns and every row starts with its row's name. Cells:
 *   .  an empty square          #  no square (off the board)
 *   o  where the move ends       +  a square the move passes over
 *   X  a block (a stone, a rock, terrain)
 *   NAME=PIECE  an area of a map with what stands on it (PIECE may be ".")
 *   anything else: a piece, its letters written on it; lower-case first letter: the light
 *   side, upper-case: the dark side; "*" after it: the piece that moves; "!" after it: a
 *   piece captured or hit.
 * Returns the parsed picture, or throws naming the line that is wrong.
 */
export function parseBoard(text) {
  const caption = [];
  const rows = [];
  let columns = null;
  const lines = text.replace(/\s+$/, "").split("\n");
  lines.forEach((line, i) => {
    if (line.startsWith(">")) {
      caption.push(line.replace(/^>\s?/, ""));
      return;
    }
    if (!line.trim()) return;
    if (i === lines.length - 1 && /^\s/.test(line)) {
      columns = line.trim().split(/\s+/);
      return;
    }
    rows.push(line.trim().split(/\s+/));
  });
  let labels = null;
  if (columns) {
    labels = rows.map((r) => r.shift());
  }
  const width = Math.max(0, ...rows.map((r) => r.length));
  if (!rows.length) throw new Error("a board picture with no rows");
  rows.forEach((r, i) => {
    if (r.length !== width) throw new Error(`board picture row ${i + 1}: ${r.length} cells, not ${width}`);
  });
  if (columns && columns.length !== width) throw new Error(`board picture: ${columns.length} column names for ${width} columns`);
  return { caption: caption.join(" "), rows, labels, columns, width };
}

function drawCell(g, token, x, y, w, h) {
  if (token === "#") return;
  const area = token.includes("=");
  const [name, inside] = area ? token.split("=", 2) : [null, token];
  const sq = svg("rect", { x: x + 1, y: y + 1, width: w - 2, height: h - 2, rx: area ? 6 : 2,
    class: area ? "hb-area" : "hb-square" });
  g.append(sq);
  if (area) g.append(svg("text", { x: x + w / 2, y: y + 11, class: "hb-area-name" }, name));
  const cy = area ? y + h / 2 + 6 : y + h / 2;
  const t = inside;
  if (t === "." || t === "") return;
  if (t === "o") {
    g.append(svg("circle", { cx: x + w / 2, cy, r: Math.min(w, h) / 2 - 8, class: "hb-target" }));
    return;
  }
  if (t === "+") {
    sq.setAttribute("class", `${sq.getAttribute("class")} hb-path`);
    return;
  }
  if (t === "X") {
    g.append(svg("rect", { x: x + 6, y: cy - h / 2 + 6 + (area ? 4 : 0), width: w - 12, height: h - 12 - (area ? 8 : 0), rx: 3, class: "hb-block" }));
    return;
  }
  const moving = t.endsWith("*");
  const hit = t.endsWith("!");
  const label = t.replace(/[*!]+$/, "");
  const light = label[0] === label[0].toLowerCase() && label[0] !== label[0].toUpperCase();
  const r = Math.min(area ? 13 : Math.min(w, h) / 2 - 4, 14);
  g.append(svg("circle", { cx: x + w / 2, cy, r,
    class: `hb-piece ${light ? "hb-light" : "hb-dark"}${moving ? " hb-moving" : ""}` }));
  g.append(svg("text", { x: x + w / 2, y: cy + 4, class: `hb-label ${light ? "hb-on-light" : "hb-on-dark"}` }, label));
  if (hit) {
    const d = r * 0.75;
    g.append(svg("path", { d: `M${x + w / 2 - d},${cy - d}L${x + w / 2 + d},${cy + d}M${x + w / 2 + d},${cy - d}L${x + w / 2 - d},${cy + d}`,
      class: "hb-hit" }));
  }
}

/** The SVG of a board picture (see parseBoard). */
export function drawBoardPicture(text, title) {
  const pic = parseBoard(text);
  const area = pic.rows.some((r) => r.some((c) => c.includes("=")));
  const w = area ? Math.max(64, 8 * Math.max(...pic.rows.flat().map((c) => c.length)) + 10) : CELL;
  const h = area ? 48 : CELL;
  const left = pic.labels ? 22 : 2;
  const bottom = pic.columns ? 18 : 2;
  const width = left + pic.width * w + 2;
  const height = pic.rows.length * h + bottom + 2;
  const root = svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "img",
    class: "howto-board", "aria-label": pic.caption || title });
  root.append(svg("title", {}, pic.caption || title));
  const g = svg("g");
  root.append(g);
  pic.rows.forEach((row, j) => {
    if (pic.labels) g.append(svg("text", { x: left - 6, y: 2 + j * h + h / 2 + 4, class: "hb-coord hb-row" }, pic.labels[j]));
    row.forEach((token, i) => drawCell(g, token, left + i * w, 2 + j * h, w, h));
  });
  if (pic.columns) {
    pic.columns.forEach((c, i) => g.append(svg("text", { x: left + i * w + w / 2, y: height - 4, class: "hb-coord" }, c)));
  }
  const fig = document.createElement("figure");
  fig.className = "howto-figure";
  fig.append(root);
  if (pic.caption) {
    const cap = document.createElement("figcaption");
    cap.textContent = pic.caption;
    fig.append(cap);
  }
  return fig;
}

/** A Markdown table (a header row, a |---| row, body rows) as a <table>; cells may hold
 * `code`, **bold** and *emphasis*. */
function renderTable(lines) {
  const cells = (line) => line.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map((c) => c.trim());
  const cellNodes = (text) => {
    const para = renderMarkdown(text)[0];
    return para ? [...para.childNodes] : [];
  };
  const table = document.createElement("table");
  table.className = "howto-table";
  const head = document.createElement("thead");
  const hr = document.createElement("tr");
  for (const c of cells(lines[0])) {
    const th = document.createElement("th");
    th.append(...cellNodes(c));
    hr.append(th);
  }
  head.append(hr);
  const body = document.createElement("tbody");
  for (const line of lines.slice(2)) {
    const tr = document.createElement("tr");
    for (const c of cells(line)) {
      const td = document.createElement("td");
      td.append(...cellNodes(c));
      tr.append(td);
    }
    body.append(tr);
  }
  table.append(head, body);
  return table;
}

/** Markdown with its tables drawn as tables (markdown.js shows them as text). */
function renderText(md) {
  const nodes = [];
  const lines = md.split("\n");
  let chunk = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].startsWith("|") && i + 1 < lines.length && /^\|[\s:|-]+\|?\s*$/.test(lines[i + 1])) {
      nodes.push(...renderMarkdown(chunk.join("\n")));
      chunk = [];
      const rows = [];
      while (i < lines.length && lines[i].startsWith("|")) rows.push(lines[i++]);
      i--;
      nodes.push(renderTable(rows));
      continue;
    }
    chunk.push(lines[i]);
  }
  nodes.push(...renderMarkdown(chunk.join("\n")));
  return nodes;
}

/** The page's Markdown as DOM nodes: ```board blocks as pictures, the rest as Markdown. */
export function renderHowto(md, title) {
  const nodes = [];
  const re = /^```board[ \t]*\n([\s\S]*?)^```[ \t]*$/gm;
  let last = 0;
  for (const m of md.matchAll(re)) {
    nodes.push(...renderText(md.slice(last, m.index)));
    try {
      nodes.push(drawBoardPicture(m[1], title));
    } catch (e) {
      const pre = document.createElement("pre");
      pre.textContent = m[1];
      nodes.push(pre);
    }
    last = m.index + m[0].length;
  }
  nodes.push(...renderText(md.slice(last)));
  return nodes;
}
