// The reading pages: a game's rules (the developers' Markdown) and its How-to-play page.
import { t, LANGS, getLang } from "./i18n.js";
import { renderMarkdown } from "./markdown.js";
import { renderHowto } from "./howto.js";
import { api, games } from "./connection.js";
import { gameInfo } from "./state.js";
import { el, link, root, setCrumb } from "./ui.js";

export async function pageRules(game) {
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

export async function pageHowto(game) {
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
