// The page's talk with the server: HTTP (the JSON API, the games' tables, record files, replay
// pages) and a match's WebSocket (hello, updates, moves; it reconnects by itself). No DOM here.
import { say } from "./i18n.js";
import { csrfHeaders } from "./account.js";

export async function api(path, { method = "GET", body, token, raw } = {}) {
  const headers = { ...csrfHeaders() };
  if (body !== undefined && !raw) headers["Content-Type"] = "application/json";
  if (token) headers["Authorization"] = `Bearer ${token}`;
  const res = await fetch(path, {
    method,
    headers,
    body: raw ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  let data = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) {
    const said = data && data.error && data.error.msg ? say(data.error.msg) : null;
    const err = new Error(said || (data && data.error && data.error.message) || `HTTP ${res.status}`);
    err.code = data && data.error && data.error.code;
    err.status = res.status;
    throw err;
  }
  return data;
}

/** The game's table (Game.table(): maps, units, costs) for these options, from the server. */
const tables = new Map();
export async function gameTable(game, options) {
  const q = options && Object.keys(options).length ? `?options=${encodeURIComponent(JSON.stringify(options))}` : "";
  const k = `${game}${q}`;
  if (!tables.has(k)) tables.set(k, api(`/api/games/${encodeURIComponent(game)}/table${q}`).catch(() => ({})));
  return tables.get(k);
}

let gamesCache = null;
export async function games() {
  if (!gamesCache) gamesCache = await api("/api/games");
  return gamesCache;
}
/** The games' list if it was fetched already (the replay viewer's titles), else empty. */
export function knownGames() {
  return gamesCache || [];
}

/** A match's WebSocket: says hello (hello() gives the message) on each (re)connection, hands
 * each message to onMessage, and comes back a second after a drop (onDrop is told) until
 * stopped() says the page is done with it. */
export function matchSocket(id, { hello, onMessage, onDrop, stopped }) {
  let ws = null;
  const open = () => {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    ws = new WebSocket(`${proto}//${location.host}/api/matches/${encodeURIComponent(id)}/ws`);
    ws.onopen = () => ws.send(JSON.stringify(hello()));
    ws.onmessage = (ev) => {
      let msg;
      try {
        msg = JSON.parse(ev.data);
      } catch {
        return;
      }
      onMessage(msg);
    };
    ws.onclose = () => {
      if (stopped()) return;
      onDrop();
      setTimeout(() => !stopped() && open(), 1000);
    };
  };
  open();
  return {
    /** Sent when the socket is open; false when it is not (nothing sent). */
    send(obj) {
      if (!ws || ws.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify(obj));
      return true;
    },
    close() {
      if (ws) ws.close();
    },
  };
}

/** A match's record file exactly as the server wrote it (a Blob: JSON.parse would round the
 * 62-bit seed and re-encoding would break the signature, so the client never parses it). */
export async function recordFile(id, token) {
  const headers = {};
  if (token) headers["Authorization"] = `Bearer ${token}`;
  const res = await fetch(`/api/matches/${encodeURIComponent(id)}/record/file`, { headers });
  if (!res.ok) {
    const err = await res.json().catch(() => null);
    throw new Error((err && err.error && err.error.message) || `HTTP ${res.status}`);
  }
  return res.blob();
}

// A replay comes in pages (docs/protocol.md: `?start=N&count=M`; `next` is where the next page
// starts, null on the last): fetched one after another and joined, each page's first view being
// the previous page's last, with a progress line. A page over the server's answer size (413
// `too_large`) is asked again with half as many plies. `?page=N` in the address sets the plies
// a page asks for (tests use a small one).
const REPLAY_PAGE = 200;

function replayPageSize() {
  const asked = Number(new URLSearchParams(location.search).get("page"));
  return Number.isInteger(asked) && asked > 0 ? asked : REPLAY_PAGE;
}

export async function fetchPaged(fetchPage, progress) {
  let count = replayPageSize();
  let rep = null;
  let start = 0;
  while (start !== null && start !== undefined) {
    let page;
    try {
      page = await fetchPage(start, count);
    } catch (e) {
      if (e.status === 413 && e.code === "too_large" && count > 1) {
        count = Math.floor(count / 2);
        continue;
      }
      throw e;
    }
    if (rep === null) {
      rep = page;
    } else {
      rep.moves.push(...page.moves);
      rep.views.push(...page.views.slice(1));
      if (rep.texts && page.texts) rep.texts.push(...page.texts.slice(1));
    }
    start = page.next ?? null;
    if (start !== null) progress(start, page.total);
  }
  return { ...rep, start: 0, next: null };
}
