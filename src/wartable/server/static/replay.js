// The replay viewer: a finished (or running, for its players) match's replay, or a record
// file's, fetched in pages (connection.js) and stepped through ply by ply.
import { t, say, getLang } from "./i18n.js";
import { BOARDS, moveTokens, animateMove } from "./boards.js";
import { viewNotices } from "./notices.js";
import { api, fetchPaged, gameTable, knownGames } from "./connection.js";
import { gameInfo, store, takePendingFile } from "./state.js";
import { el, leaving, link, onLeave, root, seatName, setCrumb } from "./ui.js";

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

export async function pageReplayMatch(id) {
  setCrumb(`${t("replay")} · ${id}`);
  const data = store(id);
  const token = Object.values(data.tokens)[0];
  const box = el("div", {}, el("p", {}, t("loading")));
  root.append(box);
  const loadPage = async (seat, start, count) => {
    const q = `${seat === null ? "" : `&seat=${seat}`}&start=${start}&count=${count}`;
    try {
      return await api(`/api/matches/${id}/replay?render=true&lang=${getLang()}${q}`);
    } catch (e) {
      if (token && e.status === 403) {
        return api(`/api/matches/${id}/replay?render=true&lang=${getLang()}&start=${start}&count=${count}`, { token });
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

export function pageReplayFile() {
  setCrumb(t("replay"));
  const box = el("div", {});
  const error = el("p", { class: "error", role: "alert" });
  const input = el("input", { type: "file", id: "replay-file", accept: ".json,application/json" });
  const open = async (file) => {
    error.textContent = "";
    try {
      const text = await file.text();
      const rep = await fetchPaged((start, count) => api(`/api/replay?render=true&lang=${getLang()}&start=${start}&count=${count}`,
        { method: "POST", body: text, raw: true }), replayProgress(box));
      replayViewer(box, rep, null);
    } catch (e) {
      error.textContent = e.message;
    }
  };
  input.addEventListener("change", () => input.files.length && open(input.files[0]));
  root.append(el("h1", {}, t("replay")),
    el("p", {}, el("label", { for: "replay-file" }, t("record_file")), " ", input), error, box);
  const f = takePendingFile();
  if (f) open(f);
}

function replayViewer(box, rep, reload) {
  const list = knownGames();
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
  const previous = leaving();
  onLeave(() => {
    if (previous) previous();
    document.removeEventListener("keydown", keys);
    if (timer) clearInterval(timer);
  });
  show(at);
}
