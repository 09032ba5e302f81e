// The lobby's seeks, the player's matches and whose turn it is (issue 39), on the home page;
// the correspondence clocks' choices and their display; and the watch that tells the player,
// on any page, when it becomes their turn in one of their matches (in the page, and through
// the browser's Notification API when the player allowed it). Every name is written as text.
// A guest's matches are those whose seat tokens this browser keeps (localStorage
// wartable.match.<id>); a signed-in player's are also their account's.
import { t, say } from "./i18n.js";
import { el } from "./ui.js";
import "./social-words.js";

const CORRESPONDENCE_DAYS = [1, 2, 3, 7];
const SEEKS_KEY = "wartable.seeks";
const RATING_MAX = 4000;

// -- clocks -----------------------------------------------------------------------------------

function corrLabel(days) {
  return days === 1 ? t("soc_clock_corr_1") : t("soc_clock_corr_n", { n: days });
}

/** The correspondence choices of a clock <select> (values corr_1 … corr_7). */
export function clockChoices() {
  return CORRESPONDENCE_DAYS.map((d) => el("option", { value: `corr_${d}` }, corrLabel(d)));
}

/** A clock <select>'s value as the server's clock (the correspondence ones; else none). */
export function clockOf(value) {
  const m = /^corr_(\d)$/.exec(value || "");
  if (m && CORRESPONDENCE_DAYS.includes(Number(m[1]))) return { type: "correspondence", days: Number(m[1]) };
  if (value === "fischer") return { type: "fischer", initial: 300, increment: 5 };
  if (value === "per_move") return { type: "per_move", seconds: 60 };
  return { type: "none" };
}

/** A long remaining time (an hour or more): days and hours. */
export function fmtLong(ms) {
  const hours = Math.floor(Math.max(0, ms) / 3600_000);
  return t("soc_clock_dh", { d: Math.floor(hours / 24), h: hours % 24 });
}

function clockLabel(clock) {
  if (!clock || clock.type === "none") return t("clock_none");
  if (clock.type === "correspondence") return corrLabel(clock.days);
  if (clock.type === "fischer") return t("clock_fischer");
  return t("clock_per_move");
}

// -- the tokens this browser keeps ----------------------------------------------------------

function heldTokens() {
  const out = [];
  for (let i = 0; i < localStorage.length && out.length < 50; i++) {
    const key = localStorage.key(i);
    const m = /^wartable\.match\.([0-9a-f]{32})$/.exec(key || "");
    if (!m) continue;
    let data;
    try {
      data = JSON.parse(localStorage.getItem(key));
    } catch {
      continue;
    }
    for (const token of new Set(Object.values((data && data.tokens) || {}))) {
      if (typeof token === "string" && token.length <= 128 && out.length < 50) out.push({ match: m[1], token });
    }
  }
  return out;
}

function ownSeeks() {
  try {
    const found = JSON.parse(localStorage.getItem(SEEKS_KEY));
    return found && typeof found === "object" ? found : {};
  } catch {
    return {};
  }
}

function saveSeeks(seeks) {
  localStorage.setItem(SEEKS_KEY, JSON.stringify(seeks));
}

function seatLabel(row, i) {
  const msg = row.seat_msgs && row.seat_msgs[i];
  return msg ? say(msg) : row.seats[i].name;
}

/** Runs fn now and every ms while node is on the page. */
function every(node, ms, fn) {
  fn();
  const timer = setInterval(() => {
    if (!node.isConnected) clearInterval(timer);
    else fn();
  }, ms);
}

// -- the home page's panels -------------------------------------------------------------------

/**
 * The seeks and the player's matches, as home page sections.
 * ctx: api(path, opts), go(path), games (the /api/games list), selected() (the chosen game),
 * store(id)/save(id, data) (a match's tokens in this browser), myName(), signedIn().
 */
export function lobbyPanels(ctx) {
  return [myMatchesPanel(ctx), seeksPanel(ctx)];
}

function seeksPanel(ctx) {
  const title = (name) => (ctx.games.find((g) => g.name === name) || { title: name }).title;
  const gameSel = el("select", { id: "seek-game", "aria-label": t("soc_seek_game") },
    ...ctx.games.map((g) => el("option", { value: g.name, selected: g.name === ctx.selected() }, g.title)));
  const clockSel = el("select", { id: "seek-clock", "aria-label": t("soc_seek_clock") },
    el("option", { value: "none" }, t("clock_none")),
    el("option", { value: "fischer" }, t("clock_fischer")),
    el("option", { value: "per_move" }, t("clock_per_move")), ...clockChoices());
  const ratingInput = (id, label) => el("input", { id, type: "number", min: "0", max: String(RATING_MAX),
    step: "50", inputmode: "numeric", "aria-label": label, placeholder: label });
  const low = ratingInput("seek-min", t("soc_seek_rating_min"));
  const high = ratingInput("seek-max", t("soc_seek_rating_max"));
  const error = el("p", { class: "error", role: "alert", id: "seek-error" });
  const status = el("p", { class: "muted", role: "status", id: "seek-status" });
  const listBox = el("ul", { class: "seeks", id: "seeks" });
  const post = el("button", { type: "button", id: "seek-post", onclick: async () => {
    error.textContent = "";
    const body = { game: gameSel.value, clock: clockOf(clockSel.value) };
    for (const [input, key] of [[low, "rating_min"], [high, "rating_max"]]) {
      if (input.value === "") continue;
      const n = Number(input.value);
      if (!Number.isInteger(n) || n < 0 || n > RATING_MAX) {
        error.textContent = `${input.getAttribute("aria-label")}: 0–${RATING_MAX}`;
        return;
      }
      body[key] = n;
    }
    if (body.rating_min !== undefined && body.rating_max !== undefined && body.rating_min > body.rating_max) {
      error.textContent = t("soc_seek_bad_range");
      return;
    }
    if (!ctx.signedIn() && ctx.myName()) body.name = ctx.myName();
    post.disabled = true;
    try {
      const made = await ctx.api("/api/seeks", { method: "POST", body });
      const seeks = ownSeeks();
      seeks[made.seek] = { token: made.token, game: made.game, expires_at: made.expires_at };
      saveSeeks(seeks);
      await drawList();
    } catch (e) {
      error.textContent = e.message;
    } finally {
      post.disabled = false;
    }
  } }, t("soc_seek_post"));
  gameSel.addEventListener("change", drawList);

  async function drawList() {
    let rows;
    try {
      rows = await ctx.api(`/api/seeks?game=${encodeURIComponent(gameSel.value)}`);
    } catch (e) {
      listBox.replaceChildren(el("li", { class: "error" }, e.message));
      return;
    }
    const own = ownSeeks();
    if (!rows.length) {
      listBox.replaceChildren(el("li", { class: "muted" }, t("soc_seek_none")));
      return;
    }
    listBox.replaceChildren(...rows.map((r) => {
      const mine = r.seek in own;
      const bits = [r.name || t("soc_seek_guest")];
      if (r.rating !== null) bits.push(t("soc_seek_rating", { r: Math.round(r.rating) }));
      bits.push(title(r.game), clockLabel(r.clock));
      if (r.rating_min !== null || r.rating_max !== null) {
        bits.push(t("soc_seek_range", { min: r.rating_min ?? 0, max: r.rating_max ?? RATING_MAX }));
      }
      if (r.rated) bits.push(t("soc_seek_rated"));
      if (mine) bits.push(t("soc_seek_yours"));
      const action = mine
        ? el("button", { type: "button", class: "seek-cancel", onclick: async () => {
          try {
            await ctx.api(`/api/seeks/${r.seek}`, { method: "DELETE", token: own[r.seek].token });
          } catch (e) {
            error.textContent = e.message;
          }
          const seeks = ownSeeks();
          delete seeks[r.seek];
          saveSeeks(seeks);
          drawList();
        } }, t("soc_seek_cancel"))
        : el("button", { type: "button", class: "seek-accept", onclick: async () => {
          error.textContent = "";
          try {
            const body = !ctx.signedIn() && ctx.myName() ? { name: ctx.myName() } : {};
            const got = await ctx.api(`/api/seeks/${r.seek}/accept`, { method: "POST", body });
            ctx.save(got.match, { tokens: { [got.seat]: got.token }, invites: {}, game: r.game });
            ctx.go(`/play/${got.match}`);
          } catch (e) {
            error.textContent = e.message;
            drawList();
          }
        } }, t("soc_seek_accept"));
      return el("li", { class: mine ? "seek mine" : "seek", "data-seek": r.seek }, bits.join(" · "), " ", action);
    }));
  }

  // the player's own seeks: accepted ones open their match; expired ones are said and dropped
  async function watchOwn() {
    const seeks = ownSeeks();
    const ids = Object.keys(seeks);
    status.textContent = ids.length ? t("soc_seek_waiting") : "";
    for (const id of ids) {
      let got;
      try {
        got = await ctx.api(`/api/seeks/${id}`);
      } catch (e) {
        if (e.status === 404 || e.status === 422) {
          delete seeks[id];
          saveSeeks(seeks);
        }
        continue;
      }
      if (got.status === "accepted" && got.match) {
        const data = ctx.store(got.match);
        data.tokens[`seek-${id.slice(0, 8)}`] = seeks[id].token;
        data.game = seeks[id].game;
        ctx.save(got.match, data);
        delete seeks[id];
        saveSeeks(seeks);
        ctx.go(`/play/${got.match}`);
        return;
      }
      if (got.status === "expired") {
        delete seeks[id];
        saveSeeks(seeks);
        status.textContent = t("soc_seek_expired");
        drawList();
      }
    }
  }

  const section = el("section", { class: "panel", id: "seeks-panel" }, el("h2", {}, t("soc_seeks")),
    el("div", { class: "row" }, gameSel, clockSel, low, high, post), error, status, listBox,
    el("button", { type: "button", onclick: drawList }, t("refresh")));
  every(section, 3000, watchOwn);
  every(section, 15000, drawList);
  return section;
}

function myMatchesPanel(ctx) {
  const listBox = el("ul", { class: "my-matches", id: "my-matches" });
  const notifyBox = el("p", { id: "notify-box" });
  const title = (name) => (ctx.games.find((g) => g.name === name) || { title: name }).title;

  function drawNotify() {
    if (!("Notification" in window)) {
      notifyBox.replaceChildren();
    } else if (Notification.permission === "granted") {
      notifyBox.replaceChildren(el("span", { class: "muted" }, t("soc_notify_on")));
    } else if (Notification.permission === "denied") {
      notifyBox.replaceChildren(el("span", { class: "muted" }, t("soc_notify_denied")));
    } else {
      notifyBox.replaceChildren(el("button", { type: "button", id: "notify-enable", onclick: async () => {
        try {
          await Notification.requestPermission();
        } catch {
          /* an old browser: the page's notices stay */
        }
        drawNotify();
      } }, t("soc_notify_enable")));
    }
  }

  async function draw() {
    let rows;
    try {
      rows = await myMatches(ctx.api);
    } catch (e) {
      listBox.replaceChildren(el("li", { class: "error" }, e.message));
      return;
    }
    if (!rows.length) {
      listBox.replaceChildren(el("li", { class: "muted" }, t("soc_my_none")));
      return;
    }
    listBox.replaceChildren(...rows.map((r) => {
      const others = r.seats.map((s, i) => i).filter((i) => !r.mine.includes(i)).map((i) => seatLabel(r, i));
      const state = r.status === "waiting" ? t("soc_waiting_players")
        : r.your_turn ? t("soc_your_turn") : t("soc_their_turn");
      const bits = [title(r.game), others.join(", "), clockLabel(r.clock)];
      if (r.due && r.clock && r.clock.type === "correspondence") {
        bits.push(t("soc_due", { date: new Date(r.due * 1000).toLocaleString() }));
      }
      return el("li", { class: r.your_turn ? "my-match your-turn" : "my-match", "data-match": r.match },
        el("strong", { class: "turn-badge" }, state), " · ", bits.join(" · "), " ",
        el("a", { href: `/play/${r.match}`, onclick: (e) => {
          if (e.ctrlKey || e.metaKey || e.shiftKey) return;
          e.preventDefault();
          ctx.go(`/play/${r.match}`);
        } }, t("soc_open")));
    }));
  }

  drawNotify();
  const section = el("section", { class: "panel", id: "my-matches-panel" },
    el("h2", {}, t("soc_my_matches")), listBox, notifyBox);
  every(section, 20000, draw);
  return section;
}

async function myMatches(api) {
  return api("/api/my-matches", { method: "POST", body: { tokens: heldTokens() } });
}

// -- your turn, on any page -------------------------------------------------------------------

/** Milliseconds between looks: 30 s, or wartable.turnWatchMs (2 s to 10 min; tests set it). */
function watchPeriod() {
  const n = Number(localStorage.getItem("wartable.turnWatchMs"));
  return Number.isFinite(n) && n >= 2000 && n <= 600000 ? n : 30000;
}

/**
 * Watch the player's matches (every `ms`, and when the page is shown again): when it becomes
 * their turn in one, a notice in the page (not for the match on screen) and, allowed and the
 * page hidden, the browser's notification. ctx: api, go, games() (a promise of the list).
 */
export function watchTurns(ctx, ms = watchPeriod()) {
  let known = null; // the matches where it was the player's turn at the last look
  const box = el("ul", { class: "turn-toasts notices", id: "turn-toasts", "aria-live": "polite" });
  document.body.append(box);

  async function look() {
    let rows;
    try {
      rows = await myMatches(ctx.api);
    } catch {
      return; // the server is away: the next look tries again
    }
    const now = new Set(rows.filter((r) => r.your_turn).map((r) => r.match));
    const fresh = known === null ? [] : [...now].filter((id) => !known.has(id));
    known = now;
    if (!fresh.length) return;
    const list = await ctx.games().catch(() => []);
    for (const id of fresh) {
      const row = rows.find((r) => r.match === id);
      const game = (list.find((g) => g.name === row.game) || { title: row.game }).title;
      const text = t("soc_turn_notice", { game, match: id.slice(0, 8) });
      const onScreen = location.pathname === `/play/${id}`;
      if (!onScreen) {
        const item = el("li", { class: "notice turn-toast", "data-match": id },
          el("a", { href: `/play/${id}`, onclick: (e) => {
            e.preventDefault();
            item.remove();
            ctx.go(`/play/${id}`);
          } }, text), " ",
          el("button", { type: "button", class: "dismiss", "aria-label": t("dismiss"),
            onclick: () => item.remove() }, "×"));
        box.append(item);
        while (box.children.length > 4) box.firstChild.remove();
      }
      if ("Notification" in window && Notification.permission === "granted" && (document.hidden || !onScreen)) {
        try {
          new Notification(text, { tag: `wartable-${id}` });
        } catch {
          /* some browsers only notify from a service worker: the page's notice stays */
        }
      }
    }
  }

  look();
  setInterval(look, ms);
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) look();
  });
  return { look };
}
