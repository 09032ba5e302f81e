// Accounts in the web client (issue 39): the signed-in name in the header, the account page
// (sign up, sign in, sign out, change password, export, delete), a player's page (ratings with
// a chart drawn as SVG here, match history with replays and records) and the leaderboards.
// Every name is written as text (textContent), never as markup. State-changing requests carry
// the session's CSRF token (csrfHeaders) — the session cookie itself is HttpOnly.
import { t, getLang } from "./i18n.js";
import { el } from "./ui.js";

const state = { account: null, csrf: null, ready: null };
let ctx = { go: (path) => { location.href = path; }, games: async () => [] };

function tr(key, fallback, vars = {}) {
  return t(`account_${key}`, vars, fallback);
}

function link(path, text, attrs = {}) {
  return el("a", { href: path, ...attrs, onclick: (e) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    ctx.go(path);
  } }, text);
}

/** Headers every state-changing request of the page sends (the CSRF token when signed in). */
export function csrfHeaders() {
  return state.csrf ? { "X-CSRF-Token": state.csrf } : {};
}

/** The signed-in account ({name, created_at}) or null. */
export function signedIn() {
  return state.account;
}

async function call(path, { method = "GET", body, token } = {}) {
  const headers = { ...csrfHeaders() };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { method, headers, credentials: "same-origin",
    body: body === undefined ? undefined : JSON.stringify(body) });
  let data = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) {
    const err = new Error((data && data.error && data.error.message) || `HTTP ${res.status}`);
    err.code = data && data.error && data.error.code;
    err.status = res.status;
    throw err;
  }
  return data;
}

function setSession(data) {
  state.account = data ? data.account : null;
  state.csrf = data ? data.csrf : null;
  drawHeader();
}

/** Ask the server who is signed in (once at start; the header shows it). */
export function initAccount(context) {
  ctx = { ...ctx, ...context };
  state.ready = call("/api/account/me").then(setSession, () => setSession(null));
  return state.ready;
}

function drawHeader() {
  const box = document.getElementById("account-box");
  if (!box) return;
  const a = state.account;
  if (a) {
    box.replaceChildren(
      link(`/player/${encodeURIComponent(a.name)}`, a.name, { id: "account-name", class: "account-name" }),
      " ",
      link("/account", tr("settings", "Account"), { id: "account-link" }),
      " ",
      link("/leaderboard", tr("leaderboard", "Leaderboard"), { id: "leaderboard-link" }),
    );
  } else {
    box.replaceChildren(
      link("/account", tr("sign_in", "Sign in"), { id: "signin-link" }),
      " ",
      link("/leaderboard", tr("leaderboard", "Leaderboard"), { id: "leaderboard-link" }),
    );
  }
  box.dataset.signedIn = a ? "1" : "0";
}

/** The "rated" box of the new-game form: only for a signed-in player. */
export function ratedBox() {
  if (!state.account) return null;
  return el("input", { type: "checkbox", id: "rated" });
}

/** A signed-in player opening an invite link takes the seat with the account (its name, its
 * history; a rated match counts only seats held by accounts). */
export async function claimSeat(matchId, token) {
  await state.ready;
  if (!state.account) return;
  try {
    await call(`/api/matches/${matchId}/join`, { method: "POST", body: {}, token });
  } catch {
    // the seat is still the invite's; the match goes on as it was
  }
}

/** The pages of this module: true if ``path`` is one of them (drawn into ``root``). */
export function accountRoute(root, path, setCrumb) {
  let m;
  if (path === "/account") {
    pageAccount(root, setCrumb);
    return true;
  }
  if ((m = path.match(/^\/player\/([^/]{1,200})$/))) {
    pagePlayer(root, decodeURIComponent(m[1]), setCrumb);
    return true;
  }
  if (path === "/leaderboard" || (m = path.match(/^\/leaderboard\/([a-z]{1,32})$/))) {
    pageLeaderboard(root, m ? m[1] : null, setCrumb);
    return true;
  }
  return false;
}

// -- the account page ---------------------------------------------------------------------------

function field(id, label, type, autocomplete) {
  const input = el("input", { id, name: id, type, autocomplete, required: true });
  return [el("label", { for: id }, label), input];
}

function form(id, title, fields, submit, onsubmit) {
  const error = el("p", { class: "error", role: "alert", id: `${id}-error` });
  const button = el("button", { type: "submit", class: "primary", id: `${id}-submit` }, submit);
  const node = el("form", { id, class: "panel account-form" }, el("h2", {}, title),
    el("div", { class: "form-grid" }, ...fields.flat()), el("p", {}, button), error);
  node.addEventListener("submit", async (e) => {
    e.preventDefault();
    error.textContent = "";
    button.disabled = true;
    try {
      await onsubmit();
    } catch (err) {
      error.textContent = err.message;
    } finally {
      button.disabled = false;
    }
  });
  return node;
}

async function pageAccount(root, setCrumb) {
  setCrumb(tr("settings", "Account"));
  await state.ready;
  if (!state.account) {
    const [upName, upNameIn] = field("signup-name", tr("name", "Name"), "text", "username");
    const [upPw, upPwIn] = field("signup-password", tr("password", "Password"), "password", "new-password");
    const [inName, inNameIn] = field("signin-name", tr("name", "Name"), "text", "username");
    const [inPw, inPwIn] = field("signin-password", tr("password", "Password"), "password", "current-password");
    upNameIn.setAttribute("maxlength", "24");
    upPwIn.setAttribute("minlength", "8");
    root.append(
      el("h1", {}, tr("settings", "Account")),
      el("p", { class: "muted" }, tr("optional", "An account is optional: guests play as before. With one, your matches are remembered and rated matches change your rating.")),
      form("signin-form", tr("sign_in", "Sign in"), [[inName, inNameIn], [inPw, inPwIn]], tr("sign_in", "Sign in"), async () => {
        setSession(await call("/api/account/signin", { method: "POST", body: { name: inNameIn.value, password: inPwIn.value } }));
        ctx.go("/");
      }),
      form("signup-form", tr("sign_up", "Create an account"), [[upName, upNameIn], [upPw, upPwIn]], tr("sign_up", "Create an account"), async () => {
        setSession(await call("/api/account/signup", { method: "POST", body: { name: upNameIn.value, password: upPwIn.value } }));
        ctx.go("/");
      }),
    );
    return;
  }
  const a = state.account;
  const [oldL, oldIn] = field("old-password", tr("old_password", "Current password"), "password", "current-password");
  const [newL, newIn] = field("new-password", tr("new_password", "New password"), "password", "new-password");
  newIn.setAttribute("minlength", "8");
  const [delL, delIn] = field("delete-password", tr("password", "Password"), "password", "current-password");
  const done = el("p", { class: "muted", role: "status", id: "password-done" });
  const signout = el("button", { type: "button", id: "signout", onclick: async () => {
    setSession(await call("/api/account/signout", { method: "POST" }));
    ctx.go("/");
  } }, tr("sign_out", "Sign out"));
  const exportBtn = el("button", { type: "button", id: "export", onclick: async () => {
    const data = await call("/api/account/export");
    saveJson(data, "wartable-account.json");
  } }, tr("export", "Download my data (JSON)"));
  root.append(
    el("h1", {}, tr("settings", "Account")),
    el("section", { class: "panel" },
      el("p", {}, tr("signed_in_as", "Signed in as"), " ", link(`/player/${encodeURIComponent(a.name)}`, a.name, { id: "account-page-name" })),
      el("p", { class: "row" }, signout, exportBtn)),
    form("password-form", tr("change_password", "Change the password"), [[oldL, oldIn], [newL, newIn]], tr("change_password", "Change the password"), async () => {
      setSession(await call("/api/account/password", { method: "POST", body: { old: oldIn.value, new: newIn.value } }));
      oldIn.value = "";
      newIn.value = "";
      done.textContent = tr("password_changed", "Password changed; your other sessions are signed out.");
    }),
    done,
    form("delete-form", tr("delete", "Delete the account"), [[delL, delIn]], tr("delete", "Delete the account"), async () => {
      if (!window.confirm(tr("delete_confirm", "Delete your account? Your matches stay, under \"deleted player\"."))) return;
      await call("/api/account/delete", { method: "POST", body: { password: delIn.value } });
      setSession(null);
      ctx.go("/");
    }),
  );
}

function saveJson(data, name) {
  const blob = new Blob([JSON.stringify(data, null, 1)], { type: "application/json" });
  const a = el("a", { href: URL.createObjectURL(blob), download: name });
  document.body.append(a);
  a.click();
  a.remove();
}

// -- a player's page ----------------------------------------------------------------------------

const SVG = "http://www.w3.org/2000/svg";

function svgEl(tag, attrs = {}, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The rating after each rated match (and 1500 before the first), as a line chart. */
export function ratingChart(history, label) {
  const points = history.length ? [history[0].before, ...history.map((h) => h.rating)] : [];
  const w = 360;
  const h = 140;
  const pad = { l: 44, r: 10, t: 10, b: 22 };
  const svg = svgEl("svg", { viewBox: `0 0 ${w} ${h}`, width: w, height: h, role: "img",
    class: "rating-chart", "aria-label": label });
  if (!points.length) return svg;
  let lo = Math.min(...points);
  let hi = Math.max(...points);
  if (hi - lo < 50) {
    const mid = (hi + lo) / 2;
    lo = mid - 25;
    hi = mid + 25;
  }
  const x = (i) => pad.l + (points.length === 1 ? 0 : (i * (w - pad.l - pad.r)) / (points.length - 1));
  const y = (v) => pad.t + ((hi - v) * (h - pad.t - pad.b)) / (hi - lo);
  svg.append(svgEl("line", { x1: pad.l, y1: pad.t, x2: pad.l, y2: h - pad.b, class: "axis" }));
  svg.append(svgEl("line", { x1: pad.l, y1: h - pad.b, x2: w - pad.r, y2: h - pad.b, class: "axis" }));
  svg.append(svgEl("text", { x: pad.l - 4, y: pad.t + 4, "text-anchor": "end", class: "tick" }, String(Math.round(hi))));
  svg.append(svgEl("text", { x: pad.l - 4, y: h - pad.b, "text-anchor": "end", class: "tick" }, String(Math.round(lo))));
  svg.append(svgEl("text", { x: w - pad.r, y: h - 6, "text-anchor": "end", class: "tick" },
    tr("games_count", "{n} rated", { n: points.length - 1 })));
  svg.append(svgEl("polyline", { points: points.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" "), class: "line" }));
  points.forEach((v, i) => {
    const dot = svgEl("circle", { cx: x(i).toFixed(1), cy: y(v).toFixed(1), r: 3, class: "dot" });
    dot.append(svgEl("title", {}, String(Math.round(v))));
    svg.append(dot);
  });
  return svg;
}

function date(seconds) {
  return new Date(seconds * 1000).toLocaleString(getLang());
}

// the record's bytes as the server wrote them (parsing it would round its 62-bit seed and
// break its signature)
async function downloadRecord(match, game) {
  const res = await fetch(`/api/matches/${encodeURIComponent(match)}/record/file`);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const a = el("a", { href: URL.createObjectURL(await res.blob()), download: `${game}-${match}.json` });
  document.body.append(a);
  a.click();
  a.remove();
}

async function pagePlayer(root, name, setCrumb) {
  setCrumb(name);
  const box = el("div", {}, el("p", { class: "muted" }, "…"));
  root.append(box);
  let p;
  let list = [];
  try {
    [p, list] = await Promise.all([call(`/api/players/${encodeURIComponent(name)}`), ctx.games().catch(() => [])]);
  } catch (e) {
    box.replaceChildren(el("p", { class: "error" }, e.message));
    return;
  }
  const title = (g) => (list.find((x) => x.name === g) || { title: g }).title;
  const ratings = Object.entries(p.ratings);
  root.dataset.player = p.name;
  box.replaceChildren(
    el("h1", { id: "player-title" }, p.name),
    el("p", { class: "muted" }, tr("member_since", "Playing since {d}", { d: date(p.created_at) })),
    el("section", { class: "panel", id: "ratings" }, el("h2", {}, tr("ratings", "Ratings")),
      ratings.length ? el("div", { class: "rating-grid" }, ...ratings.map(([g, r]) =>
        el("div", { class: "rating-card", "data-game": g },
          el("h3", {}, title(g), " ", el("small", {}, link(`/leaderboard/${g}`, tr("leaderboard", "Leaderboard")))),
          el("p", {}, el("b", { class: "rating-value" }, `${Math.round(r.rating)}${r.provisional ? "?" : ""}`),
            ` ± ${Math.round(r.rd)} · `, tr("games_count", "{n} rated", { n: r.games })),
          ratingChart(r.history, tr("chart", "{game} rating over time", { game: title(g) })))))
        : el("p", { class: "muted" }, tr("no_ratings", "No rated match yet."))),
    el("section", { class: "panel", id: "history" }, el("h2", {}, tr("matches", "Matches")),
      p.matches.length ? el("table", { class: "history" },
        el("thead", {}, el("tr", {}, ...[tr("game", "Game"), tr("opponents", "Opponents"), tr("result", "Result"),
          tr("date", "Date"), tr("rating", "Rating"), ""].map((h) => el("th", {}, h)))),
        el("tbody", {}, ...p.matches.map((m) => el("tr", { "data-match": m.match },
          el("td", {}, title(m.game)),
          el("td", {}, m.opponents.join(", ")),
          el("td", { class: `result-${m.result || m.status}` },
            m.result ? tr(`result_${m.result}`, m.result) : tr(`status_${m.status}`, m.status)),
          el("td", {}, date(m.created_at)),
          el("td", { class: "rating-change" }, m.rating_change === null ? (m.rated ? tr("rated", "rated") : "")
            : `${m.rating_change > 0 ? "+" : ""}${m.rating_change}`),
          el("td", { class: "row" },
            m.status === "over" ? link(`/replay/${m.match}`, tr("replay", "replay")) : link(`/watch/${m.match}`, tr("watch", "watch")),
            m.status === "over" ? el("button", { type: "button", class: "record", onclick: () => downloadRecord(m.match, m.game) }, tr("record", "record")) : null)))))
        : el("p", { class: "muted" }, tr("no_matches", "No match yet."))),
  );
  root.dataset.loaded = "1";
}

// -- leaderboards -------------------------------------------------------------------------------

async function pageLeaderboard(root, game, setCrumb) {
  const list = await ctx.games().catch(() => []);
  const chosen = game || (list[0] && list[0].name) || "thud";
  const info = list.find((g) => g.name === chosen) || { title: chosen };
  setCrumb(`${tr("leaderboard", "Leaderboard")} · ${info.title}`);
  const table = el("div", {}, el("p", { class: "muted" }, "…"));
  root.append(
    el("h1", {}, tr("leaderboard", "Leaderboard")),
    el("p", { class: "row" }, ...list.map((g) => link(`/leaderboard/${g.name}`, g.title,
      { "aria-current": g.name === chosen ? "page" : null }))),
    el("section", { class: "panel" }, el("h2", {}, info.title), table),
  );
  try {
    const board = await call(`/api/leaderboard/${chosen}`);
    table.replaceChildren(board.players.length ? el("table", { class: "leaderboard", id: "leaderboard" },
      el("thead", {}, el("tr", {}, ...["#", tr("player", "Player"), tr("rating", "Rating"), "±", tr("games", "Games")].map((h) => el("th", {}, h)))),
      el("tbody", {}, ...board.players.map((p) => el("tr", {},
        el("td", {}, String(p.rank)),
        el("td", {}, p.computer ? p.name : link(`/player/${encodeURIComponent(p.name)}`, p.name)),
        el("td", {}, `${Math.round(p.rating)}${p.provisional ? "?" : ""}`),
        el("td", {}, String(Math.round(p.rd))),
        el("td", {}, String(p.games))))))
      : el("p", { class: "muted" }, tr("no_ratings", "No rated match yet.")));
  } catch (e) {
    table.replaceChildren(el("p", { class: "error" }, e.message));
  }
  root.dataset.loaded = "1";
}
