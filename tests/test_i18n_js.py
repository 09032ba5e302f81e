"""The web client's Fluent renderer (static/i18n.js, say) says every message the games produce
exactly as fluent.runtime does, in all six languages (issue 37). Runs the module in Node."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

import wartable
from wartable.core import conformance
from wartable.i18n import LANGS, catalogue, render

I18N_JS = Path(wartable.__file__).parent / "server" / "static" / "i18n.js"

SCRIPT = """
import fs from "fs";
globalThis.localStorage = { getItem: () => null, setItem: () => {} };
globalThis.navigator = { languages: [] };
const data = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
globalThis.fetch = async (url) => ({ ok: true, text: async () => data.cats[url.split("/").pop()] });
const i18n = await import(process.argv[3]);
const out = {};
for (const lang of Object.keys(data.cats)) {
  i18n.setLang(lang);
  await i18n.loadMessages();
  out[lang] = data.msgs.map((m) => i18n.say(m));
}
console.log(JSON.stringify(out));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node to run static/i18n.js")
def test_the_web_client_says_every_message_as_fluent_does(tmp_path: Path) -> None:
    seen = set()
    for name, players in (("alu", 2), ("thud", 2), ("flatwar", 3), ("europe", 3), ("orcwar", 3)):
        game = wartable.make(name, players=players)
        seen |= conformance.check_messages(game, 1, limit=150)
        # the notation help the client says line by line (/api/games notation_lines)
        seen |= {text for _code, text in game.notation_lines()}
    messages = sorted(seen, key=lambda m: (m.id, str(m.params)))
    data = {"msgs": [m.to_json() for m in messages], "cats": {c: catalogue(c) for c in LANGS}}
    (tmp_path / "data.json").write_text(json.dumps(data), encoding="utf-8")
    (tmp_path / "run.mjs").write_text(SCRIPT, encoding="utf-8")
    done = subprocess.run(
        ["node", str(tmp_path / "run.mjs"), str(tmp_path / "data.json"), I18N_JS.as_uri()],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    said = json.loads(done.stdout)
    wrong = [
        f"{lang} {m.id}: {got!r} != {render(m, lang)!r}"
        for lang in LANGS
        for m, got in zip(messages, said[lang], strict=True)
        if got != render(m, lang)
    ]
    assert not wrong, "\n".join(wrong[:10])
    assert len(messages) > 100


ACCOUNT_JS = I18N_JS.parent / "account.js"
ACCOUNT_WORDS_JS = I18N_JS.parent / "i18n-account.js"
#: the words a language writes as English does (the same word in that language)
ACCOUNT_SAME = {("fr", "date"), ("fr", "result_draw")}


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node to run the client's modules")
def test_the_account_pages_words_are_in_all_six_languages(tmp_path: Path) -> None:
    """Every key account.js asks for (tr("key", ...), result_<r>, status_<s>) has a word in
    every language of i18n-account.js, none empty and none left in English."""
    import re

    source = ACCOUNT_JS.read_text(encoding="utf-8")
    keys = set(re.findall(r'\btr\("([a-z_]+)"', source))
    assert "tr(`result_${m.result}`" in source
    assert "tr(`status_${m.status}`" in source
    keys |= {f"result_{r}" for r in ("win", "loss", "draw")}
    keys |= {f"status_{s}" for s in ("waiting", "active", "over")}
    script = tmp_path / "dump.mjs"
    script.write_text(
        "const m = await import(process.argv[2]); console.log(JSON.stringify(m.ACCOUNT));",
        encoding="utf-8",
    )
    done = subprocess.run(
        ["node", str(script), ACCOUNT_WORDS_JS.as_uri()],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    words = json.loads(done.stdout)
    assert set(words) == set(LANGS)
    problems = []
    for lang in LANGS:
        for key in sorted(keys):
            word = words[lang].get(key)
            if not word:
                problems.append(f"{lang} {key}: missing")
            elif lang != "en" and word == words["en"][key] and (lang, key) not in ACCOUNT_SAME:
                problems.append(f"{lang} {key}: still English")
            elif set(re.findall(r"\{\w+\}", word)) != set(re.findall(r"\{\w+\}", words["en"][key])):
                problems.append(f"{lang} {key}: other variables")
    assert not problems, "\n".join(problems)
    assert len(keys) > 30
