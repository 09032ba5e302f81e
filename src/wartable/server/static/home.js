// The home page: a new match (game, mode, seats, clock, options), the lobby, and the ways to
// watch or replay a match.
import { t } from "./i18n.js";
import { ratedBox, signedIn } from "./account.js";
import { api, games } from "./connection.js";
import { clockChoices, clockOf, lobbyPanels } from "./lobby.js";
import { gameInfo, myName, NAME_MAX, save, setMyName, setPendingFile, store } from "./state.js";
import { el, go, link, root, seatName, setCrumb } from "./ui.js";

const LEVELS = ["random", "greedy", "easy", "medium", "hard"];

export async function pageHome() {
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
    el("option", { value: "per_move" }, t("clock_per_move")), ...clockChoices());
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
        : form.clock === "per_move" ? { type: "per_move", seconds: 60 } : clockOf(form.clock);
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
      setPendingFile(fileInput.files[0]);
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
    // the player's matches (whose turn) and the open seeks (lobby.js)
    ...lobbyPanels({ api, go, games: list, selected: () => form.game, store, save, myName, signedIn }),
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
