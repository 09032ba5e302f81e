// The wartable web client: one page, ES modules, no build step.
// Every picture of a match is drawn from the seat's view that the server sends; the page
// never computes or receives what its seats may not see. See docs/web.md.
import { t, LANGS, getLang, setLang, say, loadMessages } from "./i18n.js";
import { BOARDS, moveTokens, diceSvg, animateMove } from "./boards.js";
import { reset as resetBuilder } from "./boards/flatwar.js";
import { soundToggle, sound } from "./sound.js";
import { renderMarkdown } from "./markdown.js";
import { summaryNotices, viewNotices } from "./notices.js";
import { renderHowto } from "./howto.js";
import { accountRoute, claimSeat, csrfHeaders, initAccount, ratedBox, signedIn } from "./account.js";

const root = document.getElementById("app");
let teardown = null;
let gamesCache = null;

// -- small helpers ---------------------------------------------------------------------------

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

async function api(path, { method = "GET", body, token, raw } = {}) {
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
async function gameTable(game, options) {
  const q = options && Object.keys(options).length ? `?options=${encodeURIComponent(JSON.stringify(options))}` : "";
  const k = `${game}${q}`;
  if (!tables.has(k)) tables.set(k, api(`/api/games/${encodeURIComponent(game)}/table${q}`).catch(() => ({})));
  return tables.get(k);
}

async function games() {
  if (!gamesCache) gamesCache = await api("/api/games");
  return gamesCache;
}

function gameInfo(list, name) {
  return list.find((g) => g.name === name) || { name, title: name, options: [] };
}

function store(id) {
  try {
    return JSON.parse(localStorage.getItem(`wartable.match.${id}`)) || { tokens: {}, invites: {} };
  } catch {
    return { tokens: {}, invites: {} };
  }
}

function save(id, data) {
  localStorage.setItem(`wartable.match.${id}`, JSON.stringify(data));
}

export function go(path) {
  history.pushState(null, "", path);
  route();
}

function link(path, text, attrs = {}) {
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

// a player's name: kept in this browser, sent when creating or joining a match
const NAME_MAX = 24;
function myName() {
  return (localStorage.getItem("wartable.name") || "").trim();
}
function setMyName(name) {
  if (name.trim()) localStorage.setItem("wartable.name", name.trim());
  else localStorage.removeItem("wartable.name");
}

/** A computer seat's name in the page's language: its level, numbered among several. */
function computerName(s) {
  const level = t(`level_${s.level}`, {}, s.level || "");
  return s.number ? t("computer_name_n", { n: s.number, level }) : t("computer_name", { level });
}

/** A seat's name as the page shows it: the name a player typed, else the seat's own in the
 * page's language (a computer by its level). Always written as text, never as markup. */
function seatName(summary, seat, view) {
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

function fmtClock(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

// dice rolled by chance ("roll 6,4,4", "roll 5"): drawn as dice faces
function diceOf(move) {
  const m = /^roll ([1-6](?:,[1-6])*)$/.exec(move);
  return m ? m[1].split(",").map(Number) : [];
}

function setCrumb(text) {
  document.getElementById("crumb").textContent = text || "";
  document.title = text ? `${text} · wartable` : "wartable";
}

// -- router ----------------------------------------------------------------------------------

function route() {
  if (teardown) {
    teardown();
    teardown = null;
  }
  root.replaceChildren();
  for (const k of Object.keys(root.dataset)) delete root.dataset[k];
  const path = location.pathname;
  let m;
  if ((m = path.match(/^\/play\/([\w.-]{1,64})$/))) return pageMatch(m[1], false);
  if ((m = path.match(/^\/watch\/([\w.-]{1,64})$/))) return pageMatch(m[1], true);
  if ((m = path.match(/^\/replay\/([\w.-]{1,64})$/))) return pageReplayMatch(m[1]);
  if (path === "/replay") return pageReplayFile();
  if ((m = path.match(/^\/rules\/(\w{1,32})$/))) return pageRules(m[1]);
  if ((m = path.match(/^\/howto\/(\w{1,32})$/))) return pageHowto(m[1]);
  if (accountRoute(root, path, setCrumb)) return undefined;
  return pageHome();
}

function setupLanguage() {
  const select = document.getElementById("lang");
  select.replaceChildren(
    ...Object.entries(LANGS).map(([code, name]) =>
      el("option", { value: code, selected: code === getLang() }, name)),
  );
  select.addEventListener("change", () => {
    setLang(select.value);
    document.documentElement.lang = select.value;
    document.getElementById("lang-caption").textContent = t("language");
    document.getElementById("sound-toggle").replaceWith(soundToggle(t));
    loadMessages().catch(() => {}).finally(route);
  });
  document.documentElement.lang = getLang();
  document.getElementById("lang-caption").textContent = t("language");
  document.getElementById("top").append(soundToggle(t));
}

// -- home: new game, lobby, replays ----------------------------------------------------------

const LEVELS = ["random", "greedy", "easy", "medium", "hard"];

async function pageHome() {
  setCrumb("");
  let list;
  try {
    list = await games();
  } catch (e) {
    root.append(el("p", { class: "error" }, t("server_unreachable"), " ", e.message));
    return;
  }
  const form = {
    game: sessionStorage.getItem("wartable.game") || list[0].name,
    mode: sessionStorage.getItem("wartable.mode") || "computer",
    options: {},
    seats: [],
    clock: "none",
    public: false,
  };
  const gamesBox = el("div", { class: "games", role: "group", "aria-label": t("choose_game") });
  const optionsBox = el("div", { class: "form-grid" });
  const seatsBox = el("table", { class: "seats-table" });
  const error = el("p", { class: "error", role: "alert" });
  const nameInput = el("input", { id: "player-name", maxlength: String(NAME_MAX), value: myName(),
    autocomplete: "nickname", "aria-describedby": "player-name-help" });
  nameInput.addEventListener("input", () => setMyName(nameInput.value));
  const firstYou = () => form.seats.findIndex((x) => x.kind === "you");

  function players() {
    const info = gameInfo(list, form.game);
    const v = form.options.players;
    return Number.isInteger(v) ? v : info.players.default;
  }

  function presetSeats() {
    const n = players();
    form.seats = Array.from({ length: n }, (_, i) => {
      if (form.mode === "hotseat") return { kind: "you", level: "medium" };
      if (form.mode === "online") return { kind: i === 0 ? "you" : "invite", level: "medium" };
      return { kind: i === 0 ? "you" : "computer", level: "medium" };
    });
  }

  function drawGames() {
    gamesBox.replaceChildren(
      ...list.map((g) =>
        el("button", {
          class: "game-card",
          type: "button",
          "aria-pressed": String(g.name === form.game),
          "data-game": g.name,
          onclick: () => {
            form.game = g.name;
            sessionStorage.setItem("wartable.game", g.name);
            form.options = {};
            presetSeats();
            drawGames();
            drawOptions();
            drawSeats();
          },
        },
        el("b", {}, g.title),
        el("small", {}, t("players_range", { range: g.players.min === g.players.max ? `${g.players.min}` : `${g.players.min}–${g.players.max}` })),
        )),
    );
  }

  function drawOptions() {
    const info = gameInfo(list, form.game);
    const rows = [];
    for (const o of info.options) {
      const id = `opt-${o.name}`;
      let input;
      const current = o.name in form.options ? form.options[o.name] : o.default;
      if (o.choices) {
        input = el("select", { id, name: o.name },
          ...o.choices.map((c) => el("option", { value: String(c), selected: c === current }, String(c))));
      } else if (typeof o.default === "boolean") {
        input = el("input", { id, name: o.name, type: "checkbox", checked: current });
      } else if (typeof o.default === "number") {
        const lo = o.name === "players" ? info.players.min : o.minimum;
        const hi = o.name === "players" ? info.players.max : o.maximum;
        input = el("input", { id, name: o.name, type: "number", value: String(current),
          min: lo ?? null, max: hi ?? null, step: Number.isInteger(o.default) ? "1" : "any" });
      } else {
        input = el("input", { id, name: o.name, type: "text", value: String(current) });
      }
      input.addEventListener("change", () => {
        let v;
        if (input.type === "checkbox") v = input.checked;
        else if (input.type === "number") v = Number(input.value);
        else if (o.choices) v = o.choices.find((c) => String(c) === input.value);
        else v = input.value;
        if (v === o.default) delete form.options[o.name];
        else form.options[o.name] = v;
        if (o.name === "players" && players() !== form.seats.length) {
          presetSeats();
          drawSeats();
        }
      });
      rows.push(el("label", { for: id }, o.name), input);
      if (o.doc) rows.push(el("div", { class: "doc" }, o.doc));
    }
    optionsBox.replaceChildren(...rows);
  }

  function drawSeats() {
    const rowsEl = form.seats.map((s, i) => {
      const kind = el("select", { "aria-label": t("seat_kind", { n: i + 1 }), "data-seat": i },
        el("option", { value: "you", selected: s.kind === "you" }, t("kind_you")),
        el("option", { value: "invite", selected: s.kind === "invite" }, t("kind_invite")),
        el("option", { value: "computer", selected: s.kind === "computer" }, t("kind_computer")));
      const level = el("select", { "aria-label": t("seat_level", { n: i + 1 }), "data-level": i,
        hidden: s.kind !== "computer" },
      ...LEVELS.map((l) => el("option", { value: l, selected: l === s.level }, t(`level_${l}`))));
      kind.addEventListener("change", () => {
        s.kind = kind.value;
        level.hidden = s.kind !== "computer";
      });
      level.addEventListener("change", () => (s.level = level.value));
      // hot-seat: every seat played here but the first (the name above) may be named
      const seatNameInput = el("input", { "data-name": i, maxlength: String(NAME_MAX), value: s.name || "",
        "aria-label": t("seat_name", { n: i + 1 }), placeholder: t("seat_name", { n: i + 1 }),
        hidden: s.kind !== "you" || i === firstYou() });
      seatNameInput.addEventListener("input", () => (s.name = seatNameInput.value));
      kind.addEventListener("change", () => drawSeats());
      return el("tr", {}, el("td", {}, t("player", { n: i + 1 })), el("td", {}, kind), el("td", {}, level),
        el("td", {}, seatNameInput));
    });
    seatsBox.replaceChildren(...rowsEl);
  }

  const modes = [
    ["computer", t("mode_computer")],
    ["hotseat", t("mode_hotseat")],
    ["online", t("mode_online")],
  ];
  const modeBox = el("div", { class: "row", role: "radiogroup", "aria-label": t("mode") },
    ...modes.map(([value, label]) =>
      el("label", {},
        el("input", { type: "radio", name: "mode", value, checked: form.mode === value,
          onchange: () => {
            form.mode = value;
            sessionStorage.setItem("wartable.mode", value);
            presetSeats();
            drawSeats();
          } }),
        " ", label)));

  const clockSel = el("select", { id: "clock" },
    el("option", { value: "none" }, t("clock_none")),
    el("option", { value: "fischer" }, t("clock_fischer")),
    el("option", { value: "per_move" }, t("clock_per_move")));
  clockSel.addEventListener("change", () => (form.clock = clockSel.value));
  const publicBox = el("input", { type: "checkbox", id: "public",
    onchange: (e) => (form.public = e.target.checked) });
  const rated = ratedBox();

  const start = el("button", { class: "primary", id: "start", type: "button", onclick: async () => {
    error.textContent = "";
    start.disabled = true;
    try {
      setMyName(nameInput.value);
      // a signed-in player's own seat is the account's (its name, its history, its rating)
      const mine = signedIn() && form.mode !== "hotseat" ? firstYou() : -1;
      const seats = form.seats.map((s, i) => {
        if (s.kind === "computer") return { kind: "computer", level: s.level };
        if (i === mine) return { kind: "human", me: true };
        const typed = s.kind === "you" ? (i === firstYou() ? nameInput.value : s.name || "").trim() : "";
        return typed ? { kind: "human", name: typed } : { kind: "human" };
      });
      const clock = form.clock === "fischer" ? { type: "fischer", initial: 300, increment: 5 }
        : form.clock === "per_move" ? { type: "per_move", seconds: 60 } : { type: "none" };
      const body = { game: form.game, options: { ...form.options, players: seats.length }, seats,
        clock, public: form.public, rated: Boolean(rated && rated.checked) };
      const made = await api("/api/matches", { method: "POST", body });
      const data = { tokens: {}, invites: {}, game: form.game };
      made.seats.forEach((s, i) => {
        if (!s.token) return;
        if (form.seats[i].kind === "you") data.tokens[i] = s.token;
        else data.invites[i] = s.invite;
      });
      save(made.match, data);
      go(`/play/${made.match}`);
    } catch (e) {
      error.textContent = e.message;
    } finally {
      start.disabled = false;
    }
  } }, t("start"));

  presetSeats();
  drawGames();
  drawOptions();
  drawSeats();

  const lobbyBox = el("div", {}, el("p", { class: "muted" }, t("loading")));
  async function drawLobby() {
    try {
      const rows = await api("/api/lobby");
      if (!rows.length) {
        lobbyBox.replaceChildren(el("p", { class: "muted" }, t("lobby_empty")));
        return;
      }
      lobbyBox.replaceChildren(el("ul", {}, ...rows.map((r) =>
        el("li", {}, `${gameInfo(list, r.game).title} · ${r.match} · `,
          el("span", { class: "lobby-names" }, r.seats.filter((x) => x.joined || x.kind === "computer")
            .map((x) => seatName({ seats: r.seats }, x.seat)).join(", ")), " · ",
          ...r.open_seats.map((seat) => el("button", { type: "button", onclick: async () => {
            try {
              setMyName(nameInput.value);
              const body = myName() ? { seat, name: myName() } : { seat };
              const joined = await api(`/api/matches/${r.match}/join`, { method: "POST", body });
              const data = store(r.match);
              data.tokens[joined.seat] = joined.token;
              save(r.match, data);
              go(`/play/${r.match}`);
            } catch (e) {
              error.textContent = e.message;
            }
          } }, t("join_seat", { n: seat + 1 }))),
          " ", link(`/watch/${r.match}`, t("watch"))))));
    } catch (e) {
      lobbyBox.replaceChildren(el("p", { class: "error" }, e.message));
    }
  }
  drawLobby();

  const openId = el("input", { id: "open-id", placeholder: t("match_id"), "aria-label": t("match_id") });
  const fileInput = el("input", { type: "file", id: "record-file", accept: ".json,application/json",
    "aria-label": t("record_file") });
  fileInput.addEventListener("change", () => {
    if (fileInput.files.length) {
      pendingFile = fileInput.files[0];
      go("/replay");
    }
  });

  root.append(
    el("h1", {}, t("new_game")),
    el("section", { class: "panel" }, el("h2", {}, t("choose_game")), gamesBox,
      el("p", {}, el("a", { href: `/rules/${form.game}`, id: "rules-link", onclick: (e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey) return;
        e.preventDefault();
        go(`/rules/${form.game}`);
      } }, t("rules_of_selected")), " · ",
      el("a", { href: `/howto/${form.game}`, id: "howto-link", onclick: (e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey) return;
        e.preventDefault();
        go(`/howto/${form.game}`);
      } }, t("howto_of_selected")))),
    el("section", { class: "panel" },
      el("div", { class: "form-grid" }, el("label", { for: "player-name" }, t("your_name")), nameInput,
        el("div", { class: "doc", id: "player-name-help" }, t("name_help")))),
    el("section", { class: "panel" }, el("h2", {}, t("mode")), modeBox,
      el("h3", {}, t("seats")), seatsBox,
      el("div", { class: "form-grid" },
        el("label", { for: "clock" }, t("clock")), clockSel,
        el("label", { for: "public" }, t("public")), publicBox,
        rated && el("label", { for: "rated" }, t("rated", {}, "Rated")), rated),
      el("details", {}, el("summary", {}, t("options")), optionsBox),
      el("p", {}, start), error),
    el("section", { class: "panel" }, el("h2", {}, t("lobby")), lobbyBox,
      el("button", { type: "button", onclick: drawLobby }, t("refresh"))),
    el("section", { class: "panel" }, el("h2", {}, t("watch_or_replay")),
      el("div", { class: "row" }, openId,
        el("button", { type: "button", onclick: () => openId.value && go(`/watch/${openId.value.trim()}`) }, t("watch")),
        el("button", { type: "button", onclick: () => openId.value && go(`/replay/${openId.value.trim()}`) }, t("replay"))),
      el("p", {}, el("label", { for: "record-file" }, t("record_file")), " ", fileInput)),
  );
  // keep the rules link on the chosen game
  gamesBox.addEventListener("click", () => {
    const a = document.getElementById("rules-link");
    if (a) a.setAttribute("href", `/rules/${form.game}`);
    const h = document.getElementById("howto-link");
    if (h) h.setAttribute("href", `/howto/${form.game}`);
  });
}

let pendingFile = null;

// -- a match: play, hot-seat, spectate ---------------------------------------------------------

async function pageMatch(id, spectate) {
  const list = await games().catch(() => []);
  const data = store(id);
  // an invite link carries its token after '#': keep it, then take it out of the address bar
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.get("token") && !spectate) {
    const token = hash.get("token");
    if (!Object.values(data.tokens).includes(token)) data.tokens[`invite-${token.slice(0, 8)}`] = token;
    save(id, data);
    history.replaceState(null, "", location.pathname);
    // a signed-in player takes the invited seat with the account; a guest who named themselves
    // in this browser, under that name
    if (signedIn()) {
      await claimSeat(id, token);
    } else if (myName()) {
      await api(`/api/matches/${id}/join`, { method: "POST", body: { name: myName() }, token }).catch(() => null);
    }
  }
  const tokens = spectate ? [] : [...new Set(Object.values(data.tokens))];

  const st = {
    summary: null,
    persp: new Map(), // seat (or "spec") -> {view, text, legal}
    moves: new Map(), // seat (or "spec") -> [{ply, by, move}]
    held: [],
    shown: null, // the seat whose view is on screen
    confirmed: null, // hot-seat: the seat that took the device
    selection: [],
    pending: null,
    error: "",
    ws: null,
    closed: false,
    connected: false,
    since: 0,
    filter: "",
    table: null, // the game's table (GET /api/games/{game}/table)
    drawnPly: null, // the ply the board on screen shows (a new one is animated)
    wasMine: false, // whether this screen had the move at the last ply (the turn's chime)
  };
  resetBuilder();

  const status = el("p", { class: "status", role: "status", "aria-live": "polite", id: "status" });
  const seatsList = el("ul", { class: "seats", id: "seats" });
  const boardBox = el("div", { class: "board-wrap", id: "board" });
  const textBox = el("pre", { class: "text-view", id: "text-view" });
  const textDetails = el("details", { id: "text-details" }, el("summary", {}, t("text_view")), textBox);
  const infoBox = el("div", { id: "info" });
  const choiceBox = el("div", { class: "legal choices", id: "choices" });
  const legalFilter = el("input", { type: "search", placeholder: t("filter"), "aria-label": t("filter"), id: "legal-filter" });
  const legalBox = el("div", { class: "legal", id: "legal", role: "group", "aria-label": t("legal_moves") });
  const notation = el("input", { id: "notation", autocomplete: "off", spellcheck: "false",
    placeholder: t("notation_placeholder"), "aria-label": t("notation") });
  const playBtn = el("button", { type: "submit", id: "notation-play" }, t("play"));
  const notationForm = el("form", { class: "notation", id: "notation-form" }, notation, playBtn);
  const errorBox = el("p", { class: "error", role: "alert", id: "error" });
  const movesList = el("ol", { class: "moves", id: "moves", start: "1" });
  const resultBox = el("div", { id: "result" });
  // what changed that a player should not miss, in words; each stays until dismissed
  const noticesBox = el("ul", { class: "notices", id: "notices", "aria-live": "polite", "aria-label": t("notices") });
  const actions = el("div", { class: "row", id: "actions" });
  const invitesBox = el("div", { class: "invites", id: "invites" });
  const overlay = el("div", { class: "overlay", id: "handover", hidden: true });
  // what the board's own panel offers: the moves that name no place (keep, end, done …) in
  // words, and a game's form (Flatwar's army builder)
  const tableActions = el("div", { class: "row table-actions", id: "table-actions" });
  const tablePanel = el("div", { id: "table-panel" });
  const movePanel = el("section", { class: "panel", id: "move-panel" },
    el("h3", {}, t("your_move")), choiceBox, tableActions, tablePanel, legalFilter, legalBox, notationForm,
    el("p", { class: "muted", id: "notation-help" }), errorBox);

  legalFilter.addEventListener("input", () => {
    st.filter = legalFilter.value.trim().toLowerCase();
    drawLegal();
  });
  notationForm.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = notation.value.trim();
    if (text) send_move(text);
  });

  root.append(
    el("div", { class: "play" },
      el("div", {}, status, boardBox, textDetails, infoBox),
      el("div", {},
        el("section", { class: "panel" }, el("h3", {}, t("players")), seatsList, invitesBox),
        noticesBox,
        resultBox,
        movePanel,
        el("section", { class: "panel" }, el("h3", {}, t("moves")), movesList),
        el("section", { class: "panel" }, actions))),
    overlay,
  );

  function key(seat) {
    return seat === null || seat === undefined ? "spec" : seat;
  }

  function gameName() {
    return st.summary ? st.summary.game : "";
  }

  function hidden() {
    // the match's own rules decide (Flatwar hides the build only with build=hidden)
    if (st.summary && typeof st.summary.hidden_information === "boolean") {
      return st.summary.hidden_information;
    }
    return gameInfo(list, gameName()).hidden_information;
  }

  function connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${proto}//${location.host}/api/matches/${encodeURIComponent(id)}/ws`);
    st.ws = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: "hello", tokens, since: st.since, render: true }));
    };
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
      st.connected = false;
      if (st.closed) return;
      st.error = t("reconnecting");
      draw();
      setTimeout(() => !st.closed && connect(), 1000);
    };
  }

  function onMessage(msg) {
    if (msg.type === "update") {
      st.connected = true;
      if (st.error === t("reconnecting")) st.error = "";
      const { perspectives, ...summary } = msg;
      const first = st.summary === null;
      const before = { summary: st.summary, view: current() ? current().view : null };
      st.summary = summary;
      st.held = perspectives.map((p) => p.seat).filter((s) => s !== null);
      for (const p of perspectives) {
        const k = key(p.seat);
        st.persp.set(k, { view: p.view, text: p.text, legal: p.legal || null });
        const moves = st.moves.get(k) || [];
        for (const m of p.moves) moves[m.ply] = m;
        st.moves.set(k, moves);
      }
      st.since = summary.ply;
      st.pending = null;
      st.selection = [];
      if (first) {
        setCrumb(`${gameInfo(list, summary.game).title} · ${summary.match}`);
        if (BOARDS[summary.game] && BOARDS[summary.game].table) {
          gameTable(summary.game, summary.options).then((table) => {
            st.table = table;
            draw();
          });
        }
      }
      chooseShown();
      if (!first) {
        const after = current() ? current().view : null;
        notify([...summaryNotices(before.summary, summary, t, seatNameFn),
          ...viewNotices(summary.game, before.view, after, t, seatNameFn)]);
      }
      draw();
    } else if (msg.type === "ack") {
      st.pending = null;
      notation.value = "";
    } else if (msg.type === "error") {
      st.pending = null;
      st.error = msg.msg ? say(msg.msg) : msg.message;
      if (msg.code === "forbidden" && !st.connected) {
        // a token that is not this match's (a wrong invite link, a stale entry): forget it for
        // good and say hello with the others; with none left, say so and watch instead
        const bad = Number.isInteger(msg.refused) ? tokens[msg.refused] : undefined;
        if (bad === undefined) tokens.length = 0;
        else tokens.splice(msg.refused, 1);
        for (const [k, v] of Object.entries(data.tokens)) if (v === bad || bad === undefined) delete data.tokens[k];
        save(id, data);
        st.error = tokens.length ? msg.message : `${msg.message} — ${t("watching_instead")}`;
        st.ws.send(JSON.stringify({ type: "hello", tokens, since: 0, render: true }));
      }
      if (msg.code === "not_found") st.closed = true;
      draw();
    }
  }

  function chooseShown() {
    const s = st.summary;
    if (!st.held.length) {
      st.shown = null;
      return;
    }
    if (s.to_move !== null && st.held.includes(s.to_move)) st.shown = s.to_move;
    else if (!st.held.includes(st.shown)) st.shown = st.held[0];
    if (st.confirmed === null && st.held.length === 1) st.confirmed = st.shown;
  }

  function needHandover() {
    return st.held.length > 1 && hidden() && st.summary.status !== "over" && st.confirmed !== st.shown;
  }

  function send(obj) {
    if (!st.ws || st.ws.readyState !== WebSocket.OPEN) {
      st.error = t("not_connected");
      draw();
      return false;
    }
    st.ws.send(JSON.stringify(obj));
    return true;
  }

  function send_move(text) {
    if (st.pending) return;
    st.error = "";
    const ref = `m${Date.now()}`;
    if (send({ type: "move", move: text, seat: st.shown, ply: st.summary.ply, ref })) {
      st.pending = ref;
      draw();
    }
  }

  function current() {
    return st.persp.get(key(st.shown)) || null;
  }

  function notify(texts) {
    for (const text of texts) {
      const item = el("li", { class: "notice" }, el("span", {}, text), " ",
        el("button", { type: "button", class: "dismiss", "aria-label": t("dismiss"), title: t("dismiss"),
          onclick: () => item.remove() }, "×"));
      noticesBox.append(item);
    }
    // the newest few: an old notice makes room
    while (noticesBox.children.length > 4) noticesBox.firstChild.remove();
  }

  function draw() {
    if (!st.summary) {
      status.textContent = st.error || t("connecting");
      if (st.closed) {
        // no such match: the message and the way home, not an empty table around them
        status.append(" ", link("/", t("to_home"), { id: "to-home" }));
        root.querySelector(".play")?.replaceChildren(status);
      }
      return;
    }
    const s = st.summary;
    const p = current();
    const view = p ? p.view : null;
    // the page's state for tests and assistive tools: ply, status, whether this screen moves
    Object.assign(root.dataset, {
      match: s.match, ply: String(s.ply), status: s.status, connected: String(st.connected),
      mine: p && p.legal && p.legal.length && s.status === "active" ? "1" : "0",
      pending: st.pending ? "1" : "0", seat: String(st.shown), handover: needHandover() ? "1" : "0",
    });
    // hot-seat: hide everything of the previous seat until the next one takes the device
    if (needHandover()) {
      overlay.hidden = false;
      boardBox.replaceChildren();
      textBox.textContent = "";
      legalBox.replaceChildren();
      choiceBox.replaceChildren();
      tableActions.replaceChildren();
      tablePanel.replaceChildren();
      infoBox.replaceChildren();
      movesList.replaceChildren();
      const name = seatName(s, st.shown, view);
      const btn = el("button", { class: "primary", id: "handover-ok", onclick: () => {
        st.confirmed = st.shown;
        overlay.hidden = true;
        draw();
      } }, t("i_am", { name }));
      overlay.replaceChildren(el("h2", {}, t("hand_over", { name })), el("p", {}, t("hand_over_why")), btn);
      btn.focus();
      status.textContent = t("hand_over", { name });
      return;
    }
    overlay.hidden = true;
    drawStatus();
    drawSeats();
    // the board, or the game's text picture
    const board = BOARDS[s.game];
    const table = st.table || {};
    textBox.textContent = p && p.text ? p.text : "";
    if (board && view && board.table && !st.table) {
      boardBox.hidden = false; // the table is on its way
    } else if (board && view) {
      boardBox.hidden = false;
      if (board.textOpen && !textDetails.dataset.set) {
        textDetails.open = true; // the text view explains hands, battles and offers
        textDetails.dataset.set = "1";
      }
      const before = boardBox.querySelector("svg");
      const svg = drawBoard(board, view, p.legal || [], lastMoves());
      boardBox.replaceChildren(svg);
      if (st.drawnPly !== null && st.drawnPly !== s.ply) moved(before, svg);
      st.drawnPly = s.ply;
    } else {
      boardBox.hidden = true;
      textDetails.open = true;
    }
    const legalNow = p && p.legal && s.status === "active" ? p.legal : [];
    const hint = board && board.hint ? board.hint(legalNow, t) : "";
    infoBox.replaceChildren(...(board && board.info && view && (!board.table || st.table)
      ? board.info(view, t, seatNameFn, { table, moves: (st.moves.get(key(st.shown)) || []).filter(Boolean), hint }) : []),
    lastMoveLine());
    drawLegal();
    drawMoves();
    drawResult();
    drawActions();
    drawInvites();
    const help = gameInfo(list, s.game).notation;
    document.getElementById("notation-help").textContent = "";
    if (help) {
      document.getElementById("notation-help").replaceChildren(
        el("details", {}, el("summary", {}, t("notation_help")), el("pre", { class: "text-view" }, help)),
        link(`/howto/${s.game}`, t("how_to_play"), { id: "howto-link" }), " · ",
        link(`/rules/${s.game}`, t("rules")));
    }
    errorBox.textContent = st.error;
  }

  function seatNameFn(seat) {
    const p = current();
    return seatName(st.summary, seat, p && p.view);
  }

  function drawStatus() {
    const s = st.summary;
    status.classList.remove("mine");
    if (s.status === "over") {
      status.textContent = t("game_over");
    } else if (s.status === "waiting") {
      status.textContent = t("waiting_join");
    } else if (s.to_move === null) {
      status.textContent = "";
    } else if (st.held.includes(s.to_move)) {
      status.textContent = st.held.length > 1
        ? t("turn_of_you_named", { name: seatNameFn(s.to_move) }) : t("your_turn");
      status.classList.add("mine");
    } else {
      const seat = s.seats[s.to_move];
      const name = seatNameFn(s.to_move);
      status.textContent = seat && (seat.kind === "computer" || (s.takeover || []).includes(s.to_move))
        ? t("computer_thinking", { name }) : t("waiting_for", { name });
    }
    if (s.phase_msg && s.status === "active") status.textContent += ` — ${say(s.phase_msg)}`;
    if (!st.connected && !st.closed) status.textContent += ` (${t("reconnecting")})`;
    if (!st.held.length) status.textContent += ` — ${t("spectating")}`;
  }

  function drawSeats() {
    const s = st.summary;
    const clock = s.clock;
    seatsList.replaceChildren(...s.seats.map((seat, i) => {
      const bits = [seatNameFn(i)];
      if (seat.kind === "computer" && seat.named) bits.push(`(${computerName(seat)})`);
      if (st.held.includes(i)) bits.push(`(${t("you")})`);
      if (seat.kind === "human" && !seat.joined) bits.push(`(${t("not_joined")})`);
      if ((s.absent || []).includes(i)) bits.push(`(${t("absent")})`);
      if (clock) bits.push(`⏱ ${fmtClock(clock.remaining_ms[i])}`);
      return el("li", { class: s.to_move === i ? "to-move" : "", "data-seat": i }, bits.join(" "));
    }));
  }

  function lastMoves() {
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

  function lastMoveLine() {
    const last = lastMoves();
    if (!last.length) return el("p", { class: "info-line", id: "last-move" });
    // the latest dice: the last group of rolls among the last few plies
    const moves = (st.moves.get(key(st.shown)) || []).filter(Boolean).slice(-6);
    let rolls = [];
    for (let i = moves.length - 1; i >= 0; i--) {
      const d = moves[i].by === "chance" ? diceOf(moves[i].move) : [];
      if (d.length) rolls = [...d, ...rolls];
      else if (rolls.length) break;
    }
    return el("p", { class: "info-line", id: "last-move" }, `${t("last_move")}: `,
      ...last.map((m) => el("b", {}, `${m.by === "chance" ? t("chance") : seatNameFn(m.by)}: ${m.move}  `)),
      rolls.length ? diceSvg(rolls, t) : null);
  }

  function drawBoard(board, view, legal, last) {
    // the board turned to the seat on screen (a spectator's is not turned)
    const svg = board.draw(view, { t, seatName: seatNameFn, seat: typeof st.shown === "number" ? st.shown : null, table: st.table || {} });
    const tokensOf = (m) => moveTokens(st.summary.game, m, view);
    const sel = st.selection;
    const candidates = legal.filter((m) => {
      const tk = tokensOf(m);
      return sel.every((c, i) => tk[i] === c);
    });
    const next = new Set();
    for (const m of candidates) {
      const tk = tokensOf(m);
      if (tk.length > sel.length) next.add(tk[sel.length]);
    }
    const lastCells = new Set(last.flatMap((m) => tokensOf(m.move)));
    for (const node of svg.querySelectorAll("[data-cell]")) {
      const cell = node.dataset.cell;
      const shape = node.querySelector(".cell") || node;
      if (lastCells.has(cell)) shape.classList.add("lastmove");
      if (sel.includes(cell)) shape.classList.add("selected");
      const hot = next.has(cell);
      if (hot) {
        shape.classList.add(sel.length ? "target" : "movable");
        node.classList.add("hot");
        node.setAttribute("tabindex", "0");
        node.setAttribute("role", "button");
      }
      node.setAttribute("aria-label", cell);
      const activate = () => onCell(cell, legal, tokensOf);
      node.addEventListener("click", activate);
      node.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          activate();
        }
      });
    }
    return svg;
  }

  function onCell(cell, legal, tokensOf) {
    if (st.pending || !legal.length) return;
    st.error = ""; // a new click: the last refusal is old news
    let sel = [...st.selection, cell];
    let cands = legal.filter((m) => sel.every((c, i) => tokensOf(m)[i] === c));
    if (!cands.length) {
      sel = [cell];
      cands = legal.filter((m) => tokensOf(m)[0] === cell);
    }
    if (!cands.length) {
      st.selection = [];
      draw();
      return;
    }
    if (cands.length === 1 && tokensOf(cands[0]).length === sel.length) {
      st.selection = [];
      send_move(cands[0]);
      return;
    }
    // a click selects (even a piece with one move left); the click on its target moves it
    st.selection = sel;
    draw();
    const first = document.querySelector("#choices button");
    if (first && document.activeElement === document.body) first.focus();
  }

  function drawLegal() {
    const p = current();
    const legal = (p && p.legal) || [];
    const mine = legal.length > 0 && st.summary && st.summary.status === "active";
    movePanel.hidden = !mine;
    if (!mine) {
      legalBox.replaceChildren();
      choiceBox.replaceChildren();
      return;
    }
    const game = st.summary.game;
    const view = p.view;
    const sel = st.selection;
    const cands = sel.length
      ? legal.filter((m) => sel.every((c, i) => moveTokens(game, m, view)[i] === c)) : [];
    choiceBox.replaceChildren(...(sel.length ? [
      el("span", {}, `${t("selected")}: ${sel.join(" ")} → `),
      // in words where the board has them (European War's "grow in France")
      ...cands.map((m) => moveButton(m, BOARDS[game] && BOARDS[game].label ? BOARDS[game].label(m, t, st.table || {}) : m)),
      el("button", { type: "button", onclick: () => { st.selection = []; draw(); } }, t("cancel")),
    ] : []));
    const shown = st.filter ? legal.filter((m) => m.toLowerCase().includes(st.filter)) : legal;
    legalBox.replaceChildren(...shown.map((m) => moveButton(m)));
    // the moves that name no place on the board, as buttons in words (keep, end, done …)
    const board = BOARDS[game];
    const wordy = board && board.label
      ? legal.filter((m) => !moveTokens(game, m, view).length && !/^army /.test(m)) : [];
    tableActions.replaceChildren(...wordy.map((m) => el("button", { type: "button", class: "table-action",
      "data-move": m, disabled: Boolean(st.pending), onclick: () => send_move(m) }, board.label(m, t))));
    const form = board && board.panel && st.table
      ? board.panel(view, legal, { t, table: st.table, send: send_move, pending: st.pending, seat: st.shown }) : null;
    if (!form) tablePanel.replaceChildren();
    else if (tablePanel.firstChild !== form) tablePanel.replaceChildren(form);
  }

  // the last move made visible and audible: slid and faded on the board, a short sound
  function moved(before, after) {
    const last = lastMoves();
    const game = st.summary.game;
    const mover = last.find((m) => m.by !== "chance");
    const board = BOARDS[game];
    const pathOf = (m) => (board && board.path ? board.path(m) : moveTokens(game, m, null));
    const places = mover ? pathOf(mover.move).filter((c) => !c.includes(":")) : [];
    const all = [...places, ...last.flatMap((m) => moveTokens(game, m.move, null))].filter((c) => !c.includes(":"));
    const reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const taken = animateMove(before, after, places, all, reduced);
    if (last.some((m) => m.by === "chance" && /^roll /.test(m.move))) sound("dice");
    if (taken) sound("capture");
    else if (mover) sound("move");
    // the chime when the turn comes to this screen, not at each action of a turn
    const p = current();
    const mine = Boolean(p && p.legal && p.legal.length && st.summary.status === "active");
    if (mine && !st.wasMine) sound("turn");
    st.wasMine = mine;
  }

  function moveButton(m, text = m) {
    return el("button", { type: "button", class: "move", "data-move": m, disabled: Boolean(st.pending),
      onclick: () => send_move(m) }, text);
  }

  function drawMoves() {
    const moves = (st.moves.get(key(st.shown)) || []).filter(Boolean);
    movesList.replaceChildren(...moves.map((m, i) =>
      el("li", { class: i === moves.length - 1 ? "last" : "", "data-by": m.by === "chance" ? "chance" : String(m.by) },
        `${m.by === "chance" ? t("chance") : seatNameFn(m.by)}: ${m.msg ? say(m.msg) : m.move}`)));
    movesList.scrollTop = movesList.scrollHeight;
  }

  function drawResult() {
    const s = st.summary;
    if (s.status !== "over" || !s.result) {
      resultBox.replaceChildren();
      return;
    }
    const r = s.result;
    const winners = r.winners || [];
    const head = winners.length === 0 || winners.length === s.seats.length ? t("result_draw")
      : t("result_won", { names: winners.map((w) => seatNameFn(w)).join(", ") });
    const why = [];
    if (r.end) why.push(t(`end_${r.end}`, {}, r.end));
    if (r.reason_msg) why.push(say(r.reason_msg));
    else if (r.reason) why.push(r.reason);
    if (r.details && r.details.loser !== undefined) why.push(t("loser", { name: seatNameFn(r.details.loser) }));
    const scores = r.scores ? r.scores.map((sc, i) => `${seatNameFn(i)}: ${sc}`).join(" · ") : "";
    resultBox.replaceChildren(el("section", { class: "panel result", id: "result-panel" },
      el("h3", {}, head), el("p", {}, why.join(" — ")), scores ? el("p", {}, `${t("scores")}: ${scores}`) : null));
  }

  function drawActions() {
    const s = st.summary;
    const btns = [];
    const seat = st.shown;
    if (st.held.length && s.status === "active") {
      btns.push(el("button", { type: "button", id: "resign", onclick: () => {
        if (confirm(t("resign_confirm"))) send({ type: "resign", seat, ref: "resign" });
      } }, t("resign")));
      const offer = s.draw_offer || [];
      if (offer.length && !offer.includes(seat)) {
        btns.push(el("button", { type: "button", onclick: () => send({ type: "draw", seat, action: "accept" }) }, t("draw_accept")),
          el("button", { type: "button", onclick: () => send({ type: "draw", seat, action: "decline" }) }, t("draw_decline")));
      } else if (!offer.length && !s.seats.some((x) => x.kind === "computer")) {
        // computer players never accept a draw: no button that can only be refused
        btns.push(el("button", { type: "button", onclick: () => send({ type: "draw", seat, action: "offer" }) }, t("draw_offer")));
      }
    }
    if (s.status === "over") {
      btns.push(link(`/replay/${s.match}`, t("open_replay"), { id: "replay-link" }));
      if (st.held.length) {
        btns.push(el("button", { type: "button", id: "rematch", onclick: () => send({ type: "rematch", seat, ref: "rematch" }) }, t("rematch")));
      }
      if (s.rematch) {
        btns.push(link(`/play/${s.rematch}`, t("to_rematch"), { id: "rematch-link", onclick: null }));
        const mine = store(s.rematch);
        if (!Object.keys(mine.tokens).length) {
          // a rematch keeps each player's token
          save(s.rematch, { ...mine, tokens: { ...data.tokens }, game: s.game });
        }
      }
    }
    if (st.held.length || s.status === "over") {
      btns.push(el("button", { type: "button", id: "download", onclick: downloadRecord }, t("download_record")));
    }
    if (st.held.length > 1 && hidden() && s.status !== "over") {
      btns.push(el("button", { type: "button", onclick: () => { st.confirmed = null; draw(); } }, t("hide_screen")));
    }
    actions.replaceChildren(...btns);
  }

  async function downloadRecord() {
    try {
      // the file exactly as the server wrote it: JSON.parse would round the 62-bit seed and
      // re-encoding would break the signature, so the client never parses it
      const token = st.held.length ? data.tokens[st.shown] || tokens[0] : undefined;
      const headers = {};
      if (token && st.summary.status !== "over") headers["Authorization"] = `Bearer ${token}`;
      const res = await fetch(`/api/matches/${encodeURIComponent(id)}/record/file`, { headers });
      if (!res.ok) {
        const err = await res.json().catch(() => null);
        throw new Error((err && err.error && err.error.message) || `HTTP ${res.status}`);
      }
      const blob = await res.blob();
      const a = el("a", { href: URL.createObjectURL(blob), download: `${st.summary.game}-${id}.json` });
      document.body.append(a);
      a.click();
      a.remove();
    } catch (e) {
      st.error = e.message;
      draw();
    }
  }

  function drawInvites() {
    const inv = Object.entries(data.invites || {});
    const s = st.summary;
    if (!inv.length || s.status === "over") {
      invitesBox.replaceChildren();
      return;
    }
    invitesBox.replaceChildren(el("h4", {}, t("invites")),
      ...inv.map(([seat, url]) => {
        const joined = s.seats[seat] && s.seats[seat].joined;
        const input = el("input", { readonly: true, value: url, "data-invite": seat, "aria-label": t("invite_for", { name: seatNameFn(Number(seat)) }) });
        return el("div", {}, el("label", {}, `${t("invite_for", { name: seatNameFn(Number(seat)) })}${joined ? ` (${t("joined")})` : ""}`),
          el("div", { class: "row" }, input,
            el("button", { type: "button", onclick: () => navigator.clipboard && navigator.clipboard.writeText(url) }, t("copy"))));
      }));
  }

  // keep the clocks ticking between updates (display only: the server keeps the time)
  const ticker = setInterval(() => {
    const s = st.summary;
    if (!s || !s.clock || s.clock.running === null || s.status !== "active") return;
    s.clock.remaining_ms[s.clock.running] -= 1000;
    drawSeats();
  }, 1000);
  // keyboard: Escape clears a selection; "/" goes to the notation box
  const keys = (e) => {
    if (e.key === "Escape" && st.selection.length) {
      st.selection = [];
      draw();
    } else if (e.key === "/" && document.activeElement !== notation && !movePanel.hidden) {
      e.preventDefault();
      notation.focus();
    }
  };
  document.addEventListener("keydown", keys);
  teardown = () => {
    st.closed = true;
    clearInterval(ticker);
    document.removeEventListener("keydown", keys);
    if (st.ws) st.ws.close();
  };
  status.textContent = t("connecting");
  connect();
}

// -- replays ----------------------------------------------------------------------------------

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

async function fetchPaged(fetchPage, progress) {
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

function replayProgress(box) {
  return (n, total) => {
    let line = box.querySelector("#replay-progress");
    if (!line) {
      line = el("p", { id: "replay-progress", role: "status" });
      box.replaceChildren(line);
    }
    line.textContent = t("loading_plies", { n, total });
  };
}

async function pageReplayMatch(id) {
  setCrumb(`${t("replay")} · ${id}`);
  const data = store(id);
  const token = Object.values(data.tokens)[0];
  const box = el("div", {}, el("p", {}, t("loading")));
  root.append(box);
  const loadPage = async (seat, start, count) => {
    const q = `${seat === null ? "" : `&seat=${seat}`}&start=${start}&count=${count}`;
    try {
      return await api(`/api/matches/${id}/replay?render=true${q}`);
    } catch (e) {
      if (token && e.status === 403) {
        return api(`/api/matches/${id}/replay?render=true&start=${start}&count=${count}`, { token });
      }
      throw e;
    }
  };
  const load = (seat) => fetchPaged((start, count) => loadPage(seat, start, count), replayProgress(box));
  try {
    const rep = await load(null);
    replayViewer(box, rep, rep.result !== null ? load : null);
  } catch (e) {
    box.replaceChildren(el("p", { class: "error" }, e.message, " ",
      e.status === 404 ? link("/", t("to_home"), { id: "to-home" }) : null));
  }
}

function pageReplayFile() {
  setCrumb(t("replay"));
  const box = el("div", {});
  const error = el("p", { class: "error", role: "alert" });
  const input = el("input", { type: "file", id: "replay-file", accept: ".json,application/json" });
  const open = async (file) => {
    error.textContent = "";
    try {
      const text = await file.text();
      const rep = await fetchPaged((start, count) => api(`/api/replay?render=true&start=${start}&count=${count}`,
        { method: "POST", body: text, raw: true }), replayProgress(box));
      replayViewer(box, rep, null);
    } catch (e) {
      error.textContent = e.message;
    }
  };
  input.addEventListener("change", () => input.files.length && open(input.files[0]));
  root.append(el("h1", {}, t("replay")),
    el("p", {}, el("label", { for: "replay-file" }, t("record_file")), " ", input), error, box);
  if (pendingFile) {
    const f = pendingFile;
    pendingFile = null;
    open(f);
  }
}

function replayViewer(box, rep, reload) {
  const list = gamesCache || [];
  const info = gameInfo(list, rep.game);
  setCrumb(`${t("replay")} · ${info.title || rep.game}${rep.match ? ` · ${rep.match}` : ""}`);
  let at = rep.views.length - 1;
  let shownAt = null;
  let timer = null;
  // a match's replay says who each seat was (a computer named in the page's language); a
  // record's replay has the names the record carries
  const name = (seat) => (rep.seats ? seatName({ seats: rep.seats.map((x, i) => ({ ...x, name: rep.players[i] })), seat_msgs: rep.player_msgs }, seat)
    : rep.player_msgs && rep.player_msgs[seat] ? say(rep.player_msgs[seat])
    : (rep.players && rep.players[seat]) || t("player", { n: seat + 1 }));
  // the game's table (maps, units) for the record's options; the board waits for it
  let table = null;
  if (BOARDS[rep.game] && BOARDS[rep.game].table) {
    gameTable(rep.game, rep.options).then((tb) => {
      table = tb;
      show(at);
    });
  }
  const slider = el("input", { type: "range", min: "0", max: String(rep.views.length - 1), value: String(at),
    id: "replay-slider", "aria-label": t("ply") });
  const jump = el("input", { type: "number", min: "0", max: String(rep.views.length - 1), id: "replay-ply",
    "aria-label": t("jump_to_ply"), style: "width:5em" });
  const label = el("span", { id: "replay-at" });
  const boardBox = el("div", { class: "board-wrap", id: "board" });
  const infoBox = el("div", { id: "info" });
  const noticeLine = el("p", { class: "notice", id: "replay-notice", "aria-live": "polite" });
  const text = el("pre", { class: "text-view", id: "text-view" });
  const moves = el("ol", { class: "moves", id: "moves", start: "1" });
  const resultBox = el("div", {});
  const seatSel = reload ? el("select", { id: "replay-seat", "aria-label": t("seen_by") },
    el("option", { value: "" }, t("spectator")),
    ...rep.players.map((_, i) => el("option", { value: String(i), selected: rep.seat === i }, name(i)))) : null;
  if (seatSel) {
    seatSel.addEventListener("change", async () => {
      const next = await reload(seatSel.value === "" ? null : Number(seatSel.value));
      replayViewer(box, next, reload);
    });
  }
  const btn = (txt, id, fn, title) => el("button", { type: "button", id, onclick: fn, title, "aria-label": title }, txt);
  const step = (n) => show(Math.max(0, Math.min(rep.views.length - 1, n)));
  const playPause = btn("▷", "replay-play", () => {
    if (timer) {
      clearInterval(timer);
      timer = null;
      playPause.textContent = "▷";
      return;
    }
    if (at >= rep.views.length - 1) show(0);
    playPause.textContent = "❚❚";
    timer = setInterval(() => {
      if (at >= rep.views.length - 1) {
        clearInterval(timer);
        timer = null;
        playPause.textContent = "▷";
      } else show(at + 1);
    }, 700);
  }, t("autoplay"));
  function show(n) {
    at = n;
    slider.value = String(n);
    jump.value = String(n);
    label.textContent = t("ply_of", { n, total: rep.views.length - 1 });
    const view = rep.views[n];
    const board = BOARDS[rep.game];
    const last = n > 0 ? [rep.moves[n - 1]] : [];
    const ready = board && (!board.table || table);
    if (ready) {
      const before = boardBox.querySelector("svg");
      const svg = board.draw(view, { t, seatName: name, table: table || {} });
      const cells = new Set(last.flatMap((m) => moveTokens(rep.game, m.move, view)));
      for (const node of svg.querySelectorAll("[data-cell]")) {
        if (cells.has(node.dataset.cell)) (node.querySelector(".cell") || node).classList.add("lastmove");
      }
      boardBox.replaceChildren(svg);
      // one ply on: the move slides in (and a piece taken fades) as on the match page
      if (n === shownAt + 1 && last.length) {
        const reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        const path = (board.path ? board.path(last[0].move) : moveTokens(rep.game, last[0].move, view)).filter((c) => !c.includes(":"));
        animateMove(before, svg, path, moveTokens(rep.game, last[0].move, view).filter((c) => !c.includes(":")), reduced);
      }
    } else if (!board) boardBox.hidden = true;
    shownAt = n;
    text.textContent = rep.texts ? rep.texts[n] : JSON.stringify(view, null, 1);
    const who = (m) => (m.by === "chance" ? t("chance") : name(m.by));
    infoBox.replaceChildren(...(ready && board.info ? board.info(view, t, name, { table: table || {}, moves: rep.moves.slice(0, n) }) : []),
      el("p", { class: "info-line", id: "last-move" }, last.length ? `${t("last_move")}: ${who(last[0])}: ${last[0].move}` : ""));
    noticeLine.textContent = n > 0 ? viewNotices(rep.game, rep.views[n - 1], view, t, name).join(" · ") : "";
    noticeLine.hidden = !noticeLine.textContent;
    for (const [i, li] of [...moves.children].entries()) li.className = i === n - 1 ? "last" : "";
    const cur = moves.children[n - 1];
    if (cur) cur.scrollIntoView({ block: "nearest" });
    resultBox.replaceChildren();
    if (n === rep.views.length - 1 && rep.result) {
      const r = rep.result;
      const w = r.winners || [];
      resultBox.append(el("section", { class: "panel result", id: "result-panel" },
        el("h3", {}, w.length && w.length < rep.players.length ? t("result_won", { names: w.map(name).join(", ") }) : t("result_draw")),
        el("p", {}, [r.end ? t(`end_${r.end}`, {}, r.end) : "", r.reason_msg ? say(r.reason_msg) : r.reason || ""].filter(Boolean).join(" — "))));
    }
  }
  moves.replaceChildren(...rep.moves.map((m, i) =>
    el("li", { tabindex: "0", onclick: () => show(i + 1), onkeydown: (e) => e.key === "Enter" && show(i + 1) },
      `${m.by === "chance" ? t("chance") : name(m.by)}: ${m.msg ? say(m.msg) : m.move}`)));
  slider.addEventListener("input", () => show(Number(slider.value)));
  jump.addEventListener("change", () => step(Number(jump.value)));
  const controls = el("div", { class: "replay-controls" },
    btn("|◀", "replay-first", () => step(0), t("first")),
    btn("◀", "replay-prev", () => step(at - 1), t("back")),
    playPause,
    btn("▶", "replay-next", () => step(at + 1), t("forward")),
    btn("▶|", "replay-last", () => step(rep.views.length - 1), t("last")),
    slider, label, el("label", {}, t("jump_to_ply"), " ", jump), seatSel);
  box.replaceChildren(el("div", { class: "play" },
    el("div", {}, controls, noticeLine, boardBox, el("details", { open: !BOARDS[rep.game] }, el("summary", {}, t("text_view")), text), infoBox),
    el("div", {}, resultBox, el("section", { class: "panel" }, el("h3", {}, t("moves")), moves))));
  const keys = (e) => {
    if (e.target instanceof HTMLInputElement && e.target.type !== "range") return;
    if (e.key === "ArrowLeft") step(at - 1);
    else if (e.key === "ArrowRight") step(at + 1);
    else if (e.key === "Home") step(0);
    else if (e.key === "End") step(rep.views.length - 1);
    else return;
    e.preventDefault();
  };
  document.addEventListener("keydown", keys);
  const previous = teardown;
  teardown = () => {
    if (previous) previous();
    document.removeEventListener("keydown", keys);
    if (timer) clearInterval(timer);
  };
  show(at);
}

// -- rules --------------------------------------------------------------------------------------

async function pageRules(game) {
  const list = await games().catch(() => []);
  const info = gameInfo(list, game);
  setCrumb(`${t("rules")} · ${info.title}`);
  try {
    const r = await api(`/api/rules/${game}`);
    root.append(el("article", { class: "rules panel" }, ...renderMarkdown(r.markdown)));
  } catch (e) {
    root.append(el("p", { class: "error" }, e.message));
  }
}

// -- how to play ----------------------------------------------------------------------------------

async function pageHowto(game) {
  const list = await games().catch(() => []);
  const info = gameInfo(list, game);
  setCrumb(`${t("how_to_play")} · ${info.title}`);
  let page;
  try {
    page = await api(`/api/howto/${game}?lang=${getLang()}`);
  } catch (e) {
    root.append(el("p", { class: "error" }, e.message));
    return;
  }
  const article = el("article", { class: "rules howto panel", lang: page.lang, id: "howto" });
  if (page.fallback) article.append(el("p", { class: "howto-notice", id: "howto-fallback" }, t("howto_english")));
  article.append(...renderHowto(page.markdown, info.title));
  const book = el("pre", { class: "rulebook", lang: page.rulebook.lang, id: "rulebook-text" }, t("loading"));
  article.append(
    el("h2", { id: "rulebook" }, t("rulebook")),
    el("details", { id: "rulebook-box" }, el("summary", {}, `${info.title} (${LANGS[page.rulebook.lang] || page.rulebook.lang})`), book),
    el("h2", {}, t("dev_rules")),
    el("p", {}, t("dev_rules_why"), " ", link(page.rules, `${t("rules")} · ${info.title}`, { id: "dev-rules-link" })),
  );
  root.append(article);
  api(page.rulebook.url).then((r) => (book.textContent = r.text)).catch((e) => (book.textContent = e.message));
}

setupLanguage();
// the catalogue of game texts and who is signed in are known before the first page is drawn
// (its forms depend on the account)
Promise.all([loadMessages().catch(() => {}), initAccount({ go, games })]).finally(route);
window.addEventListener("popstate", route);
