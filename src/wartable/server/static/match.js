// A match's page: play, hot-seat, spectate. It draws from the page's state (state.js), which
// the server's updates fill through the match's socket (connection.js).
import { t, say, getLang } from "./i18n.js";
import { BOARDS, moveTokens, diceSvg, animateMove } from "./boards.js";
import { reset as resetBuilder } from "./boards/flatwar.js";
import { sound } from "./sound.js";
import { summaryNotices, viewNotices } from "./notices.js";
import { claimSeat, signedIn } from "./account.js";
import { chatPanel } from "./chat.js";
import { api, gameTable, games, matchSocket, recordFile } from "./connection.js";
import {
  applyUpdate, current, forgetToken, gameInfo, lastMoves, matchState, myName, needHandover as handoverDue,
  save, shownMoves, store,
} from "./state.js";
import { computerName, diceOf, el, fmtClock, link, onLeave, root, seatName, setCrumb } from "./ui.js";

/** A game's notation help in the page's language: the server's lines, each notation with
 * what it means told by say() (issue 37); the English text for a server without them. */
function notationText(info) {
  const lines = info && info.notation_lines;
  if (!lines || !lines.length) return info ? info.notation : "";
  return lines.map((l) => (l.code ? `  ${l.code.length <= 14 ? l.code.padEnd(16) : `${l.code}  `}${say(l.text)}` : say(l.text))).join("\n");
}

export async function pageMatch(id, spectate) {
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

  const st = matchState();
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

  const chat = chatPanel({ matchId: id, send: (obj) => send(obj), seatLabel: (seat) => seatNameFn(seat),
    held: () => st.held, shown: () => st.shown, myName });
  root.append(
    el("div", { class: "play" },
      el("div", {}, status, boardBox, textDetails, infoBox),
      el("div", {},
        el("section", { class: "panel" }, el("h3", {}, t("players")), seatsList, invitesBox),
        noticesBox,
        resultBox,
        movePanel,
        el("section", { class: "panel" }, el("h3", {}, t("moves")), movesList),
        chat.node,
        el("section", { class: "panel" }, actions))),
    overlay,
  );

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

  let conn = null;
  function connect() {
    conn = matchSocket(id, {
      hello: () => ({ type: "hello", tokens, since: st.since, render: true, lang: getLang() }),
      onMessage,
      onDrop: () => {
        st.connected = false;
        st.error = t("reconnecting");
        draw();
      },
      stopped: () => st.closed,
    });
  }

  function onMessage(msg) {
    if (chat.handle(msg)) return; // the chat's lines, and the answers to them (chat.js)
    if (msg.type === "update") {
      const { first, before } = applyUpdate(st, msg);
      const summary = st.summary;
      if (st.error === t("reconnecting")) st.error = "";
      if (first) {
        setCrumb(`${gameInfo(list, summary.game).title} · ${summary.match}`);
        if (BOARDS[summary.game] && BOARDS[summary.game].table) {
          gameTable(summary.game, summary.options).then((table) => {
            st.table = table;
            draw();
          });
        }
      }
      if (!first) {
        const after = current(st) ? current(st).view : null;
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
        forgetToken(id, data, tokens, msg.refused);
        st.error = tokens.length ? msg.message : `${msg.message} — ${t("watching_instead")}`;
        conn.send({ type: "hello", tokens, since: 0, render: true, lang: getLang() });
      }
      if (msg.code === "not_found") st.closed = true;
      draw();
    }
  }

  function needHandover() {
    return handoverDue(st, hidden());
  }

  function send(obj) {
    if (!conn || !conn.send(obj)) {
      st.error = t("not_connected");
      draw();
      return false;
    }
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
    const p = current(st);
    const view = p ? p.view : null;
    // the page's state for tests and assistive tools: ply, status, whether this screen moves
    Object.assign(root.dataset, {
      match: s.match, ply: String(s.ply), status: s.status, connected: String(st.connected),
      mine: p && p.legal && p.legal.length && s.status === "active" ? "1" : "0",
      pending: st.pending ? "1" : "0", seat: String(st.shown), handover: needHandover() ? "1" : "0",
      // "1" once everything the table draws from has arrived (a game's table data comes apart)
      ready: BOARDS[s.game] && BOARDS[s.game].table && !st.table ? "0" : "1",
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
      // a keyboard player's place on the board survives the redraw (an update may come
      // between Tab and Enter): the same cell takes the focus again if it still can
      const active = document.activeElement;
      const focused = active && boardBox.contains(active) && active.closest("[data-cell]");
      const svg = drawBoard(board, view, p.legal || [], lastMoves(st));
      boardBox.replaceChildren(svg);
      if (focused) {
        const again = [...svg.querySelectorAll("[data-cell][tabindex]")]
          .find((node) => node.dataset.cell === focused.dataset.cell);
        if (again) again.focus();
      }
      if (st.drawnPly !== null && st.drawnPly !== s.ply) moved(before, svg);
      st.drawnPly = s.ply;
    } else {
      boardBox.hidden = true;
      textDetails.open = true;
    }
    const legalNow = p && p.legal && s.status === "active" ? p.legal : [];
    const hint = board && board.hint ? board.hint(legalNow, t) : "";
    infoBox.replaceChildren(...(board && board.info && view && (!board.table || st.table)
      ? board.info(view, t, seatNameFn, { table, moves: shownMoves(st), hint,
        legal: legalNow, send: send_move, pending: st.pending }) : []),
    lastMoveLine());
    drawLegal();
    drawMoves();
    drawResult();
    drawActions();
    drawInvites();
    const help = notationText(gameInfo(list, s.game));
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
    const p = current(st);
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

  function lastMoveLine() {
    const last = lastMoves(st);
    if (!last.length) return el("p", { class: "info-line", id: "last-move" });
    // the latest dice: the last group of rolls among the last few plies
    const moves = shownMoves(st).slice(-6);
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
    let starts = null; // the legal moves' first places, made once a draw if a piece asks
    const startsAMove = (cell) => {
      if (!starts) starts = new Set(legal.map((m) => tokensOf(m)[0]));
      return starts.has(cell);
    };
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
      if (!node.hasAttribute("aria-label")) node.setAttribute("aria-label", cell);
      // a piece drawn over an area (an OrcWar army badge, a caravan: data-area) that can be
      // neither the next step nor a new start passes the click to its area, so a tap on the
      // area is not lost under a rival's badge
      const area = node.dataset.area;
      const through = area && !hot && next.has(area) && !startsAMove(cell);
      const activate = () => onCell(through ? area : cell, legal, tokensOf);
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
    const p = current(st);
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
      ? legal.filter((m) => !moveTokens(game, m, view).length && !/^army /.test(m)
        && !(board.panelMove && board.panelMove(m, view))) : [];
    tableActions.replaceChildren(...wordy.map((m) => el("button", { type: "button", class: "table-action",
      "data-move": m, disabled: Boolean(st.pending), onclick: () => send_move(m) }, board.label(m, t, st.table || {}))));
    const form = board && board.panel && st.table
      ? board.panel(view, legal, { t, table: st.table, send: send_move, pending: st.pending, seat: st.shown }) : null;
    if (!form) tablePanel.replaceChildren();
    else if (tablePanel.firstChild !== form) tablePanel.replaceChildren(form);
  }

  // the last move made visible and audible: slid and faded on the board, a short sound
  function moved(before, after) {
    const last = lastMoves(st);
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
    const p = current(st);
    const mine = Boolean(p && p.legal && p.legal.length && st.summary.status === "active");
    if (mine && !st.wasMine) sound("turn");
    st.wasMine = mine;
  }

  function moveButton(m, text = m) {
    return el("button", { type: "button", class: "move", "data-move": m, disabled: Boolean(st.pending),
      onclick: () => send_move(m) }, text);
  }

  function drawMoves() {
    const moves = shownMoves(st);
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
      btns.push(...takebackButtons(s));
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

  // a takeback (docs/protocol.md): asked for by a seat held here that may ask, answered by
  // the other seats held here
  function takebackButtons(s) {
    const asked = s.takeback;
    const out = [];
    const tb = (action, seat, text, id) => el("button", { type: "button", id, "data-seat": seat,
      onclick: () => send({ type: "takeback", seat, action, ref: `tb-${action}` }) }, text);
    if (!asked) {
      for (const seat of st.held.filter((x) => (s.takeback_seats || []).includes(x))) {
        const text = st.held.length > 1 ? t("takeback_ask_named", { name: seatNameFn(seat) }) : t("takeback_ask");
        out.push(tb("ask", seat, text, out.length ? null : "takeback-ask"));
      }
      return out;
    }
    if (st.held.includes(asked.seat)) {
      out.push(el("span", { class: "muted", id: "takeback-waiting" }, t("takeback_waiting")),
        tb("decline", asked.seat, t("takeback_withdraw"), "takeback-withdraw"));
    }
    const answering = st.held.find((x) => x !== asked.seat && !asked.agreed.includes(x));
    if (answering !== undefined) {
      out.push(tb("accept", answering, t("takeback_accept"), "takeback-accept"),
        tb("decline", answering, t("takeback_decline"), "takeback-decline"));
    }
    return out;
  }

  async function downloadRecord() {
    try {
      // the file exactly as the server wrote it: JSON.parse would round the 62-bit seed and
      // re-encoding would break the signature, so the client never parses it
      const token = st.held.length ? data.tokens[st.shown] || tokens[0] : undefined;
      const blob = await recordFile(id, token && st.summary.status !== "over" ? token : undefined);
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
  onLeave(() => {
    st.closed = true;
    clearInterval(ticker);
    document.removeEventListener("keydown", keys);
    if (conn) conn.close();
  });
  status.textContent = t("connecting");
  connect();
}
