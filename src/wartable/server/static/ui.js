// The rendering helpers every page shares: DOM nodes, links, the header's crumb, the names of
// seats and the clock's figures. Pages are drawn in home.js, match.js, replay.js and pages.js;
// the page's state is in state.js, its talk with the server in connection.js.
import { t, say } from "./i18n.js";
import { fmtLong } from "./lobby.js";

export const root = document.getElementById("app");

export function el(tag, attrs = {}, ...kids) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(node.dataset, v);
    // through the CSSOM: the page's Content-Security-Policy refuses style attributes
    else if (k === "style") node.style.cssText = v;
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids.flat()) {
    if (kid === null || kid === undefined || kid === false) continue;
    node.append(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  }
  return node;
}

// the router (app.js) registers itself; go() draws the page of a new address
let router = () => {};
export function setRouter(fn) {
  router = fn;
}

export function go(path) {
  history.pushState(null, "", path);
  router();
}

export function link(path, text, attrs = {}) {
  return el("a", {
    href: path,
    ...attrs,
    onclick: (e) => {
      if (e.ctrlKey || e.metaKey || e.shiftKey) return;
      e.preventDefault();
      go(path);
    },
  }, text);
}

// what a page leaves behind when another is drawn (timers, key handlers, its socket)
let teardown = null;
export function onLeave(fn) {
  teardown = fn;
}
export function leaving() {
  return teardown;
}
export function leave() {
  if (teardown) {
    teardown();
    teardown = null;
  }
}

/** A computer seat's name in the page's language: its level, numbered among several. */
export function computerName(s) {
  const level = t(`level_${s.level}`, {}, s.level || "");
  return s.number ? t("computer_name_n", { n: s.number, level }) : t("computer_name", { level });
}

/** A seat's name as the page shows it: the name a player typed, else the seat's own in the
 * page's language (a computer by its level). Always written as text, never as markup. */
export function seatName(summary, seat, view) {
  const s = summary && summary.seats && summary.seats[seat];
  if (s && s.name && (s.named || s.named === undefined)) return s.name;
  if (s && s.kind === "computer") return computerName(s);
  // the game's own name for the seat (issue 37), in the page's language
  if (summary && summary.seat_msgs && summary.seat_msgs[seat]) return say(summary.seat_msgs[seat]);
  if (s && s.name) return s.name;
  if (view && Array.isArray(view.players) && view.players[seat] && view.players[seat].name) {
    return `${t("player", { n: seat + 1 })} (${view.players[seat].name})`;
  }
  return t("player", { n: seat + 1 });
}

export function fmtClock(ms) {
  if (ms >= 3600_000) return fmtLong(ms); // a correspondence clock: days and hours (lobby.js)
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

// dice rolled by chance ("roll 6,4,4", "roll 5"): drawn as dice faces
export function diceOf(move) {
  const m = /^roll ([1-6](?:,[1-6])*)$/.exec(move);
  return m ? m[1].split(",").map(Number) : [];
}

export function setCrumb(text) {
  document.getElementById("crumb").textContent = text || "";
  document.title = text ? `${text} · wartable` : "wartable";
}
