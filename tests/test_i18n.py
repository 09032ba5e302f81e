"""The catalogues (issue 37): every message of every game in all six languages, with the same
variables as its English template, none empty, none left in English where the word is not a
name or a code; the English files made from the templates; rendering in a language."""

from __future__ import annotations

import json
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from fluent.syntax.serializer import FluentSerializer

from wartable.core.messages import said
from wartable.i18n import (
    LANGS,
    PARTS,
    catalogue_file,
    english_catalogue,
    entries,
    language,
    language_from_env,
    message_variables,
    part_messages,
    render,
)

#: Texts that read the same as the English in a language: names and codes, kept few, each
#: with its reason. (lang, message id)
SAME_AS_ENGLISH = {
    ("fr", "thud-side-trolls"),  # "trolls" in the French rulebook too
    ("fr", "flatwar-attack-charge"),  # "charge" is the French word as well
    ("fr", "europe-stage-action"),  # and "action"
    # OrcWar's creatures keep their English names as loanwords (and French says "mine")
    *((lang, f"orcwar-chip-{k}") for lang, k in (("fr", "gnl"), ("fr", "ogr"), ("fr", "trl"))),
    ("fr", "orcwar-chip-mine"),
    *(("cs", f"orcwar-chip-{k}") for k in ("gob", "hob")),
    *(("et", f"orcwar-chip-{k}") for k in ("gob", "hob", "gnl", "ogr", "trl")),
    ("fr", "cli-help-agent"),  # "AGENT", the French word too
    ("fr", "thud-where-text"),  # "position", the French word too
    ("fr", "thud-where-position"),
    # places on the map spelt the same in the language (the map's names)
    ("fr", "europe-field-bnl"),
    ("fr", "europe-field-fra"),
    ("fr", "europe-field-lev"),
    ("cs", "europe-field-bnl"),
    ("et", "europe-field-lev"),
    ("fi", "europe-field-bnl"),
    ("fi", "europe-field-ana"),
}
OTHER = [lang for lang in LANGS if lang != "en"]


def _has_words(source: str) -> bool:
    """Whether a Fluent text has words of its own (not only placeables, digits, signs)."""
    return any(ch.isalpha() for ch in re.sub(r"\{[^{}]*\}", "", source))


def _source(lang: str, message_id: str) -> str:
    entry = entries(lang)[message_id]
    return FluentSerializer().serialize_entry(entry).split("=", 1)[1].strip()


@pytest.mark.parametrize("part", PARTS)
def test_the_english_catalogue_is_made_from_the_templates(part: str) -> None:
    """`python -m wartable.i18n` was run after the last template change."""
    text = catalogue_file("en", part).read_text(encoding="utf-8")
    assert text == english_catalogue(part_messages(part)), (
        f"ftl/en/{part}.ftl is stale: run python -m wartable.i18n"
    )


@pytest.mark.parametrize("lang", OTHER)
@pytest.mark.parametrize("part", PARTS)
def test_every_message_is_in_every_language_with_its_variables(part: str, lang: str) -> None:
    messages = part_messages(part)
    have = entries(lang)
    problems = []
    for message_id, params in messages.items():
        if message_id not in have:
            problems.append(f"{message_id}: missing")
            continue
        variables = message_variables(lang, message_id)
        if not variables and not _source(lang, message_id):
            problems.append(f"{message_id}: empty")
        elif (variables or set()) != set(params):
            problems.append(f"{message_id}: variables {sorted(variables or ())}, not {params}")
        elif (
            _source(lang, message_id) == _source("en", message_id)
            and (lang, message_id) not in SAME_AS_ENGLISH
            and _has_words(_source(lang, message_id))
        ):
            problems.append(f"{message_id}: still English")
    assert not problems, f"{lang}/{part}.ftl:\n" + "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_no_catalogue_has_a_message_no_game_says(lang: str) -> None:
    known = {m for part in PARTS for m in part_messages(part)}
    extra = sorted(set(entries(lang)) - known)
    assert not extra, f"{lang}: {extra}"


def test_plurals_and_nested_messages_render_the_fluent_way() -> None:
    over = said(
        "thud-move-battle-over",
        move="dF1-F5",
        battle=1,
        reason=said("thud-end-no-move"),
        dwarfs=1,
        trolls=3,
        margin="+4",
    )
    assert "1 trpaslík," in render(over, "cs")
    assert "3 trollové," in render(over, "cs")
    assert "1 kääpiö," in render(over, "fi")
    assert "3 peikkoa" in render(over, "fi")
    assert render(over, "en") == over.english()
    refused = said(
        "error-illegal-move", move="'dF1-F5'", reason=said("thud-illegal-occupied", square="F5")
    )
    assert render(refused, "fr") == "coup 'dF1-F5' : F5 est occupée"


def test_the_language_comes_from_the_option_or_posix_variables() -> None:
    assert language("FI") == "fi"
    with pytest.raises(ValueError, match="'xx'"):
        language("xx")
    assert language_from_env({"LANG": "el_GR.UTF-8"}) == "el"
    assert language_from_env({"LC_ALL": "cs_CZ", "LANG": "fi_FI"}) == "cs"
    assert language_from_env({"LC_MESSAGES": "et_EE.UTF-8", "LANG": "fr"}) == "et"
    assert language_from_env({"LANG": "de_DE.UTF-8"}) == "en"
    assert language_from_env({}) == "en"


# -- the web client's words for chat, seeks and a player's matches (issue 39) -----------------

STATIC = Path(__file__).resolve().parents[1] / "src" / "wartable" / "server" / "static"
#: the client's words that read the same as the English in a language (a loanword)
SOCIAL_SAME = {("cs", "soc_chat"), ("cs", "soc_clock_dh")}


def _social_words() -> dict[str, dict[str, str]]:
    """social-words.js's table, read by Node (the module itself, its import of i18n.js
    stubbed), so that what is tested is what the browser loads."""
    script = (
        "import fs from 'fs';"
        "const src = fs.readFileSync(process.argv[1], 'utf8')"
        ".replace(/^import .*$/m, 'const addWords = () => {};');"
        "const mod = await import('data:text/javascript,' + encodeURIComponent(src));"
        "console.log(JSON.stringify(mod.WORDS));"
    )
    done = subprocess.run(
        ["node", "--input-type=module", "-e", script, str(STATIC / "social-words.js")],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    words: dict[str, dict[str, str]] = json.loads(done.stdout)
    return words


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node to read the client's module")
def test_the_clients_chat_and_lobby_words_are_in_every_language() -> None:
    words = _social_words()
    assert sorted(words) == sorted(LANGS)
    english = words["en"]
    for lang in LANGS:
        assert set(words[lang]) == set(english), (lang, set(english) ^ set(words[lang]))
        for key, text in words[lang].items():
            assert text.strip(), (lang, key)
            wanted = set(re.findall(r"\{(\w+)\}", english[key]))
            assert set(re.findall(r"\{(\w+)\}", text)) == wanted, (lang, key)
            if lang != "en" and _has_words(english[key]) and (lang, key) not in SOCIAL_SAME:
                assert text != english[key], f"{lang} {key}: still in English"
    # every word the modules ask for is there (a missing one would show its key)
    used = set()
    for module in ("chat.js", "lobby.js"):
        used |= set(re.findall(r"\bt\(\"(soc_\w+)\"", (STATIC / module).read_text("utf-8")))
    assert used, "no words found: the pattern no longer matches the modules"
    assert used <= set(english), used - set(english)


GAMES = (("alu", 2), ("thud", 2), ("flatwar", 2), ("flatwar", 4), ("europe", 3), ("orcwar", 3))


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_the_picture_and_the_notation_help_are_said_in_every_language(
    name: str, players: int
) -> None:
    """Issue 37: every word of a game's text picture and notation help is a message the game
    lists, with the parameters it lists, and every language says it in its own words (the
    catalogue test above checks each message is in every catalogue)."""
    import random

    import wartable
    from wartable.core.game import random_step
    from wartable.core.messages import Said
    from wartable.i18n import sayer

    game = wartable.make(name, players=players)
    used: list[Said] = []

    def record(message: Said) -> str:
        used.extend(message.walk())
        return message.english()

    state = game.initial_state()
    rng = random.Random(7)
    views = [state.view(None)]
    for _ in range(300):
        if state.is_over():
            break
        state = random_step(state, rng)
        views.append(state.view(0))
    english = [game.render(v) for v in views]
    assert [game.render(v, record) for v in views] == english
    assert game.notation_help(record) == game.notation_help()
    assert used
    for message in used:
        assert game.messages.get(message.id) == message.param_names(), message.id
    for lang in OTHER:
        say = sayer(lang)
        pictures = [game.render(v, say) for v in views]
        changed = sum(p != e for p, e in zip(pictures, english, strict=True))
        assert changed == len(views), f"{lang}: {len(views) - changed} pictures still English"
        assert game.notation_help(say) != game.notation_help()


@pytest.mark.parametrize(
    ("text", "message_id"),
    [
        ("nonsense", "alu-position-fields"),
        ("......../......../......../......../.....X.. C 1:2 25,10,0,0 25,10,0,0 -", None),
        ("......../......../......../......../........ C 0:2 25,10,0,0 25,10,0,0 -", None),
    ],
)
def test_a_bad_alu_position_says_why_as_a_message(text: str, message_id: str | None) -> None:
    """Issue 37: BadPosition carries its reason as a message (msg) like every other error;
    its English is the error's text and every language says it."""
    import wartable
    from wartable.core.errors import BadPosition

    game = wartable.make("alu")
    with pytest.raises(BadPosition) as caught:
        game.parse_state(text)
    msg = caught.value.msg
    assert msg is not None
    assert msg.id == "alu-position"
    if message_id is not None:
        assert msg["why"].id == message_id
    assert str(caught.value) == msg.english()
    for part in msg.walk():
        assert game.messages.get(part.id) == part.param_names()
    for lang in OTHER:
        assert render(msg, lang) != msg.english()


def test_a_bad_thud_position_says_where_and_why_as_messages() -> None:
    import wartable
    from wartable.core.errors import BadPosition

    game = wartable.make("thud")
    good = game.initial_state().to_text().splitlines()
    cases = {
        "nonsense": "thud-position-lines",
        "\n".join([good[0].replace("#", "Q", 1), *good[1:]]): "thud-position-char",
        "\n".join([*good[:16], "battle x"]): "thud-position-count",
        "\n".join([*good[:16], "ply 3", "quiet 5"]): "thud-position-quiet-ply",
    }
    for text, why in cases.items():
        with pytest.raises(BadPosition) as caught:
            game.parse_state(text)
        msg = caught.value.msg
        assert msg is not None
        assert msg["why"].id == why
        assert str(caught.value) == msg.english()
        for part in msg.walk():
            assert game.messages.get(part.id) == part.param_names()
        for lang in OTHER:
            assert render(msg, lang) != msg.english()


def _corrupted(text: str, rng: random.Random) -> str:
    """``text`` with one random damage: a character changed, a word dropped, doubled,
    swapped or changed, a line dropped or doubled, a number changed, the text cut."""
    lines = text.split("\n")
    words = text.split(" ")
    kind = rng.randrange(9)
    if kind == 0 and text:
        i = rng.randrange(len(text))
        return text[:i] + rng.choice(sorted(set(text)) + list("x9-=,|@!#.?:")) + text[i + 1 :]
    if kind == 1:
        del words[rng.randrange(len(words))]
        return " ".join(words)
    if kind == 2:
        i = rng.randrange(len(words))
        words.insert(i, words[i])
        return " ".join(words)
    if kind == 3:
        i, j = rng.randrange(len(words)), rng.randrange(len(words))
        words[i], words[j] = words[j], words[i]
        return " ".join(words)
    if kind == 4:
        i, j = rng.randrange(len(words)), rng.randrange(len(words))
        if "=" in words[i] and "=" in words[j]:
            words[i] = words[i].split("=", 1)[0] + "=" + words[j].split("=", 1)[1]
        else:
            words[i] = words[j]
        return " ".join(words)
    if kind == 5 and len(lines) > 1:
        del lines[rng.randrange(len(lines))]
        return "\n".join(lines)
    if kind == 6:
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
        return "\n".join(lines)
    if kind == 7:
        numbers = list(re.finditer(r"\d+", text))
        if numbers:
            m = rng.choice(numbers)
            new = str(rng.choice([0, 1, 2, 3, 7, 10, 99, 10**12, int(m.group()) + 1]))
            return text[: m.start()] + new + text[m.end() :]
    return text[: rng.randrange(len(text) + 1)]


@pytest.mark.parametrize("name", ["europe", "flatwar", "orcwar"])
def test_every_bad_position_says_why_as_a_message(name: str) -> None:
    """Issue 37: a position text corrupted at random (from the positions of random games) is
    either a position or refused by a BadPosition whose reason is a message every catalogue
    has, with the same variables, rendered in every language (and not left in English)."""
    import wartable
    from wartable.core.errors import BadPosition
    from wartable.core.game import random_step

    game = wartable.make(name)
    texts = []
    for seed in range(4):
        rng = random.Random(seed)
        state = game.initial_state()
        for _ in range(200):
            texts.append(state.to_text())
            if state.is_over():
                break
            state = random_step(state, rng)
    rng = random.Random(37)
    reasons: set[str] = set()
    bad_inputs: list[object] = [None, 5, "", "x" * 100_000, *texts[::7]]
    bad_inputs += [_corrupted(rng.choice(texts), rng) for _ in range(1500)]
    refusals: list[tuple[object, BadPosition]] = []
    for text in bad_inputs:
        try:
            game.parse_state(text)  # type: ignore[arg-type]
        except BadPosition as e:
            refusals.append((text, e))
    for text, error in refusals:
        msg = error.msg
        assert msg is not None, f"{text!r}: {error}"
        assert str(error) == msg.english()
        reasons.add(msg["why"].id if "why" in msg.param_names() else msg.id)
        for part in msg.walk():
            assert game.messages.get(part.id) == part.param_names(), part.id
        for lang in OTHER:
            assert render(msg, lang) != msg.english(), (lang, msg)
    assert len(reasons) >= 10, sorted(reasons)


#: Each position parser's helpers that make a refusal, and which argument is the reason's id:
#: European War and Flatwar refuse at once (``_bad(text, why)``, ``_whole(why)``); OrcWar's
#: line readers raise ``_bad(why)`` (an inner exception naming the line on its way out) and
#: ``_refuse(text, why)`` refuses the text as a whole.
_REASON_HELPERS = {
    "europe": {"_bad": 1, "_whole": 0},
    "flatwar": {"_bad": 1, "_whole": 0},
    "orcwar": {"_bad": 0, "_refuse": 1},
}


@pytest.mark.parametrize(
    ("name", "module", "at_least"),
    [("europe", "notation", 40), ("flatwar", "notation", 40), ("orcwar", "position", 120)],
)
def test_every_bad_position_raise_site_names_a_message(
    name: str, module: str, at_least: int
) -> None:
    """The raise sites the fuzzing above does not reach: in the position parser every
    BadPosition (and OrcWar's inner ``_Bad``) is made from a message, and every reason given
    to its helpers (``_bad``, ``_whole``, ``_refuse``) is a message id the game lists (so
    every catalogue has it)."""
    import ast

    import wartable

    game = wartable.make(name)
    path = Path(wartable.__file__).parent / "games" / name / f"{module}.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    reasons = 0
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        func = node.func.id
        helpers = _REASON_HELPERS[name]
        if func in ("BadPosition", "_Bad"):
            first = node.args[0]
            assert isinstance(first, ast.Call), node.lineno
            assert isinstance(first.func, ast.Name), node.lineno
            assert first.func.id == "said", f"{path.name}:{node.lineno}: {func} from text"
        elif func in helpers:
            why = node.args[helpers[func]]
            head: ast.expr | None = None
            if isinstance(why, ast.JoinedStr):  # an id chosen among a few by an f-string
                head = why.values[0]
            elif isinstance(why, ast.BinOp):  # an id and a chosen ending ("..." + "-two")
                head = why.left
            if head is not None:
                assert isinstance(head, ast.Constant), node.lineno
                assert any(i.startswith(head.value) for i in game.messages), node.lineno
            else:
                assert isinstance(why, ast.Constant), f"{path.name}:{node.lineno}"
                assert why.value in game.messages, f"{path.name}:{node.lineno}: {why.value}"
            reasons += 1
    assert reasons >= at_least, reasons


@pytest.mark.parametrize("lang", OTHER)
def test_the_terminal_refuses_a_bad_ai_seat_or_save_path_in_the_players_language(
    lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 37: an error before a game starts (--ai, --save) is said in the player's
    language (--lang), from cli.ftl."""
    from wartable.cli import main
    from wartable.cli.saving import check_save_path
    from wartable.core.errors import WartableError

    assert main(["play", "thud", "--lang", lang, "--ai", "9=greedy"]) == 2
    err = capsys.readouterr().err
    assert "--ai '9=greedy'" in err
    assert "seat must be" not in err
    assert err.strip() == "wartable: " + render(
        said("cli-error-ai-seat", spec="'9=greedy'", players=2), lang
    )
    assert main(["play", "thud", "--lang", lang, "--save", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "is a folder" not in err
    with pytest.raises(WartableError) as caught:
        check_save_path(tmp_path)
    assert caught.value.msg is not None
    assert err.strip() == "wartable: " + render(caught.value.msg, lang)
