// Chat in a match (issue 39): the seats' room for the players, the spectators' room for those
// watching (the server keeps them apart and sends each connection its own room's history after
// hello). Every line is written as text (textContent), never as markup. A player may mute
// another: kept in this browser (localStorage), per match; the server still stores and sends.
import { t } from "./i18n.js";
import { el } from "./ui.js";
import "./social-words.js";

/** The longest message the server takes (characters): social/models.py CHAT_MAX. */
export const CHAT_MAX = 500;

/** Who said a line, as the mute list keys it: a seat, or a spectator's name. */
function senderKey(m) {
  return m.seat !== null && m.seat !== undefined ? `seat:${m.seat}` : `name:${m.name || ""}`;
}

function loadMuted(matchId) {
  try {
    const list = JSON.parse(localStorage.getItem(`wartable.mute.${matchId}`));
    return new Set(Array.isArray(list) ? list.filter((x) => typeof x === "string").slice(0, 100) : []);
  } catch {
    return new Set();
  }
}

/**
 * The chat panel of a match page.
 * opts.matchId, opts.send(obj) -> bool (the page's socket), opts.seatLabel(seat) -> name,
 * opts.held() -> the seats this page holds, opts.shown() -> the seat on screen (hot-seat),
 * opts.myName() -> a spectator's typed name.
 * Returns {node, handle(msg) -> whether the message was the chat's}.
 */
export function chatPanel(opts) {
  const muted = loadMuted(opts.matchId);
  const lines = new Map(); // id -> message
  const own = new Set(); // the ids of the lines this page said (a spectator's too)
  let room = null;
  let counter = 0;
  const title = el("h3", { id: "chat-title" }, t("soc_chat"));
  const note = el("p", { class: "muted", id: "chat-note", hidden: true }, t("soc_chat_room_note"));
  const list = el("ol", { class: "chat-lines", id: "chat-lines", "aria-live": "polite" });
  const mutedBox = el("div", { class: "chat-muted", id: "chat-muted" });
  const input = el("input", { id: "chat-input", maxlength: String(CHAT_MAX), autocomplete: "off",
    placeholder: t("soc_chat_placeholder"), "aria-label": t("soc_chat_placeholder") });
  const error = el("p", { class: "error", role: "alert", id: "chat-error" });
  const form = el("form", { class: "row chat-form", id: "chat-form" }, input,
    el("button", { type: "submit", id: "chat-send" }, t("soc_chat_send")));
  const node = el("section", { class: "panel chat", id: "chat" }, title, note, list, mutedBox, form, error);

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = input.value.trim();
    error.textContent = "";
    if (!text) return;
    if ([...text].length > CHAT_MAX) {
      error.textContent = t("soc_chat_bad", { n: CHAT_MAX });
      return;
    }
    const body = { type: "chat", text, ref: `chat-${++counter}` };
    const held = opts.held();
    if (held.length > 1 && held.includes(opts.shown())) body.seat = opts.shown();
    if (!held.length && opts.myName()) body.name = opts.myName();
    opts.send(body);
  });

  function saveMuted() {
    localStorage.setItem(`wartable.mute.${opts.matchId}`, JSON.stringify([...muted]));
  }

  function who(m) {
    if (m.seat !== null && m.seat !== undefined) return opts.seatLabel(m.seat);
    return m.name || t("soc_chat_spectator");
  }

  function mine(m) {
    return own.has(m.id) || (m.seat !== null && m.seat !== undefined && opts.held().includes(m.seat));
  }

  function draw() {
    const shown = [];
    const hidden = new Map(); // key -> [who, count]
    for (const m of [...lines.values()].sort((a, b) => a.id - b.id)) {
      const key = senderKey(m);
      if (muted.has(key)) {
        const [name, n] = hidden.get(key) || [who(m), 0];
        hidden.set(key, [name, n + 1]);
        continue;
      }
      const time = new Date(m.at * 1000).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
      shown.push(el("li", { class: mine(m) ? "chat-line mine" : "chat-line", "data-id": String(m.id) },
        el("span", { class: "chat-time muted" }, time), " ",
        el("strong", { class: "chat-who" }, who(m)), ": ",
        el("span", { class: "chat-text" }, m.text), " ",
        mine(m) ? null : el("button", { type: "button", class: "chat-mute link-like",
          title: t("soc_chat_mute"), onclick: () => {
            muted.add(key);
            saveMuted();
            draw();
          } }, t("soc_chat_mute"))));
    }
    list.replaceChildren(...(shown.length ? shown : [el("li", { class: "muted" }, t("soc_chat_empty"))]));
    list.scrollTop = list.scrollHeight;
    mutedBox.replaceChildren(...[...muted].map((key) => {
      const [name, n] = hidden.get(key) || [key.startsWith("seat:")
        ? opts.seatLabel(Number(key.slice(5))) : key.slice(5) || t("soc_chat_spectator"), 0];
      return el("p", { class: "muted" }, `${name} — ${t("soc_chat_muted", { n })} `,
        el("button", { type: "button", class: "chat-unmute", onclick: () => {
          muted.delete(key);
          saveMuted();
          draw();
        } }, t("soc_chat_unmute")));
    }));
  }

  function setRoom(name) {
    if (name === room) return;
    room = name;
    title.textContent = room === "spectators" ? t("soc_chat_spectators") : t("soc_chat");
    note.hidden = room !== "spectators";
  }

  function handle(msg) {
    if (msg.type === "update") {
      // the room is the connection's: a spectator's when it holds no seat (the update is the
      // page's too: not consumed here)
      setRoom((msg.perspectives || []).some((p) => p.seat !== null) ? "seats" : "spectators");
      return false;
    }
    if (msg.type === "chat") {
      setRoom(msg.room);
      if (msg.history) lines.clear();
      for (const m of msg.messages || []) if (Number.isInteger(m.id)) lines.set(m.id, m);
      draw();
      return true;
    }
    const ref = typeof msg.ref === "string" ? msg.ref : "";
    if (!ref.startsWith("chat-")) return false;
    if (msg.type === "ack") {
      if (Number.isInteger(msg.chat)) own.add(msg.chat);
      draw();
      input.value = "";
      error.textContent = "";
    } else if (msg.type === "error") {
      error.textContent = msg.code === "chat_rate" ? t("soc_chat_rate")
        : msg.code === "bad_chat" ? t("soc_chat_bad", { n: CHAT_MAX }) : msg.message;
    }
    return true;
  }

  draw();
  return { node, handle, redraw: draw };
}
