// The wartable web client: one page, ES modules, no build step. This file is the router and
// the header; the pages are drawn in home.js, match.js, replay.js and pages.js (with ui.js's
// helpers), from the page's state (state.js) that the server's answers fill (connection.js).
// Every picture of a match is drawn from the seat's view that the server sends; the page
// never computes or receives what its seats may not see. See docs/web.md.
import { t, LANGS, getLang, setLang, loadMessages } from "./i18n.js";
import { soundToggle } from "./sound.js";
import { accountRoute, initAccount } from "./account.js";
import { api, games } from "./connection.js";
import { pageHome } from "./home.js";
import { pageMatch } from "./match.js";
import { pageReplayFile, pageReplayMatch } from "./replay.js";
import { pageHowto, pageRules } from "./pages.js";
import { watchTurns } from "./lobby.js";
import { el, go, leave, root, setCrumb, setRouter } from "./ui.js";

export { el, go };

function route() {
  leave();
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
setRouter(route);

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

setupLanguage();
// the catalogue of game texts and who is signed in are known before the first page is drawn
// (its forms depend on the account)
Promise.all([loadMessages().catch(() => {}), initAccount({ go, games })]).finally(() => {
  route();
  watchTurns({ api, go, games }); // "your turn" in any of the player's matches (lobby.js)
});
window.addEventListener("popstate", route);
