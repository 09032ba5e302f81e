// The page's state: what this browser keeps (a match's tokens and invites, the player's name),
// and a match page's state folded from the server's updates (the seats' views, their moves,
// the seat on screen, the selection on the board). No DOM and no network here: match.js draws
// from this state, connection.js brings the updates.

// -- kept in this browser ----------------------------------------------------------------------

export function store(id) {
  try {
    return JSON.parse(localStorage.getItem(`wartable.match.${id}`)) || { tokens: {}, invites: {} };
  } catch {
    return { tokens: {}, invites: {} };
  }
}

export function save(id, data) {
  localStorage.setItem(`wartable.match.${id}`, JSON.stringify(data));
}

// a player's name: kept in this browser, sent when creating or joining a match
export const NAME_MAX = 24;
export function myName() {
  return (localStorage.getItem("wartable.name") || "").trim();
}
export function setMyName(name) {
  if (name.trim()) localStorage.setItem("wartable.name", name.trim());
  else localStorage.removeItem("wartable.name");
}

// a record file chosen on the home page, opened by the replay page
let pendingFile = null;
export function setPendingFile(file) {
  pendingFile = file;
}
export function takePendingFile() {
  const f = pendingFile;
  pendingFile = null;
  return f;
}

export function gameInfo(list, name) {
  return list.find((g) => g.name === name) || { name, title: name, options: [] };
}

// -- a match page --------------------------------------------------------------------------------

export function matchState() {
  return {
    summary: null,
    persp: new Map(), // seat (or "spec") -> {view, text, legal}
    moves: new Map(), // seat (or "spec") -> [{ply, by, move}]
    held: [],
    shown: null, // the seat whose view is on screen
    confirmed: null, // hot-seat: the seat that took the device
    selection: [],
    pending: null,
    error: "",
    closed: false,
    connected: false,
    since: 0,
    filter: "",
    table: null, // the game's table (GET /api/games/{game}/table)
    drawnPly: null, // the ply the board on screen shows (a new one is animated)
    wasMine: false, // whether this screen had the move at the last ply (the turn's chime)
  };
}

export function key(seat) {
  return seat === null || seat === undefined ? "spec" : seat;
}

/** The perspective on screen: {view, text, legal}, or null before the first update. */
export function current(st) {
  return st.persp.get(key(st.shown)) || null;
}

/** The moves the seat on screen has seen, in order. */
export function shownMoves(st) {
  return (st.moves.get(key(st.shown)) || []).filter(Boolean);
}

/** An update folded in: what was before (to say what changed) and whether it is the first. */
export function applyUpdate(st, msg) {
  st.connected = true;
  const { perspectives, ...summary } = msg;
  const first = st.summary === null;
  const before = { summary: st.summary, view: current(st) ? current(st).view : null };
  st.summary = summary;
  st.held = perspectives.map((p) => p.seat).filter((s) => s !== null);
  for (const p of perspectives) {
    const k = key(p.seat);
    st.persp.set(k, { view: p.view, text: p.text, legal: p.legal || null });
    const moves = st.moves.get(k) || [];
    for (const m of p.moves) moves[m.ply] = m;
    // a takeback: the plies past the match's are gone
    if (moves.length > summary.ply) moves.length = summary.ply;
    st.moves.set(k, moves);
  }
  st.since = summary.ply;
  st.pending = null;
  st.selection = [];
  chooseShown(st);
  return { first, before };
}

export function chooseShown(st) {
  const s = st.summary;
  if (!st.held.length) {
    st.shown = null;
    return;
  }
  if (s.to_move !== null && st.held.includes(s.to_move)) st.shown = s.to_move;
  else if (!st.held.includes(st.shown)) st.shown = st.held[0];
  if (st.confirmed === null && st.held.length === 1) st.confirmed = st.shown;
}

/** Hot-seat with hidden information: the next seat must take the device first. */
export function needHandover(st, hidden) {
  return st.held.length > 1 && hidden && st.summary.status !== "over" && st.confirmed !== st.shown;
}

/** The last move made and the chance plies after it (OrcWar's setup alone is nobody's move). */
export function lastMoves(st) {
  const moves = st.moves.get(key(st.shown)) || [];
  const out = [];
  for (let i = moves.length - 1; i >= 0; i--) {
    const m = moves[i];
    if (!m) continue;
    out.unshift(m);
    if (m.by !== "chance") return out;
  }
  // only chance since the start: the setup (OrcWar deals 28 chips), not anybody's move
  return [];
}

/** A token the server refused (a wrong invite link, a stale entry) forgotten for good; with no
 * index, every token. */
export function forgetToken(id, data, tokens, refused) {
  const bad = Number.isInteger(refused) ? tokens[refused] : undefined;
  if (bad === undefined) tokens.length = 0;
  else tokens.splice(refused, 1);
  for (const [k, v] of Object.entries(data.tokens)) if (v === bad || bad === undefined) delete data.tokens[k];
  save(id, data);
}
