"""How to play (issue 37): a page for players per game in each of the six languages, each
naming every kind of move the game has (in the notation a player types, the same in every
language), with board pictures that draw, and none of the developers' words (decision ids,
file paths, issues); the API that serves a page in the asked language or visibly in English,
and the original rulebooks."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

import wartable
from wartable.server import howto

pytestmark = pytest.mark.timeout(120)

GAMES = ("thud", "flatwar", "alu", "europe", "orcwar")

#: every kind of move of each game, as a player types it (docs/rules/GAME.md, Notation)
MOVE_KINDS: dict[str, list[str]] = {
    "thud": [
        r"`dF1-F5`",  # dwarf move
        r"`dF4-F7xF7`",  # hurl
        r"`TG7-G6`",  # troll step
        r"`TG7-G6xF5`",  # step capturing
        r"`TJ9-J11xH12xJ12`",  # shove
        r"`offer`",
        r"`accept`",
        r"`decline`",
    ],
    "flatwar": [
        r"`army I\d+",  # the whole army at once
        r"`army (balanced|cavalry|guns|infantry)`",
        r"`buy [ICRS]`",  # the open build
        r"`done`",
        r"`terrain [a-l]\d+`",
        r"`place [ICRS] [a-l]\d+`",
        r"`[a-l]\d+-[a-l]\d+`",  # step
        r"`[a-l]\d+x[a-l]\d+`",  # melee, charge
        r"`[a-l]\d+\*[a-l]\d+`",  # shoot
        r"`activate [a-l]\d+`",
        r"`upgrade`",
        r"`stop`",
        r"`advance`",
        r"`hold`",
        r"`end`",
    ],
    "alu": [
        r"`C [a-j]\d`",  # camp
        r"`R [a-j]\d`",  # raid
        r"`U [a-j]\d`",  # restore
        r"`F [a-j]\d`",  # camp on a raided square
        r"`X [a-j]\d`",  # attack
        r"`end`",
    ],
    "europe": [
        r"`place [A-Z]{3}=L",
        r"`grow [A-Z]{3}`",
        r"`build [A-Z]{3}`",
        r"`move [A-Z]{3}-[A-Z]{3}`",
        r"`attack [A-Z]{3}-[A-Z]{3}`",
        r"`retreat [A-Z]{3}-[A-Z]{3}`",
        r"`keep`",
        r"`reroll`",
        r"`pass`",
    ],
    "orcwar": [
        r"`done`",
        r"`buy`",
        r"`pay \d\+\d`",
        r"`redraw`",
        r"`first P\d`",
        r"`B\d+-\d+`",  # an army's move
        r"`B\d+-\d+-\d+`",  # a lone boss's move through two areas
        r"`B\d+ tunnel`",
        r"`spy P\d (look|steal)`",
        r"`spy P\d kill B\d+`",
        r"`B\d+@\d+`",  # deploy a boss
        r"`B\d+\+(gob|orc|trl|ogr|bug|sha|spy)`",  # a chip joins a boss
        r"`B\d+ fort \d`",
        r"`B\d+ mach \d`",
        r"`B\d+ mine`",
        r"`B\d+ take W\d`",
        r"`rob \d+`",
        r"`parley P\d`",
        r"`fight`",
        r"`hit B\d+`",
        r"`hit npc`",
        r"`take (orc|fort)`",
        r"`shelter B\d+ \w+`",
        r"`escape`",
        r"`die`",
        r"`retreat`",
        r"`stay`",
        r"`to \d+`",
        r"`plunder B\d+`",
        r"`sell \w+`",
        r"`discard \w+`",
        r"`offer P\d`",
        r"`give \w+`",
        r"`send`",
        r"`accept`",
        r"`decline`",
        r"`hand \w+`",
        r"`execute B\d+`",
        r"`allow`",
        r"`refuse`",
        r"`reroll`",
    ],
}

#: the numbered rules' decision ids and rule numbers, which are for developers
DECISION_IDS: dict[str, str] = {
    "thud": r"\bT\d+[a-z]?\b",
    "flatwar": r"\b[GX]\d+[a-z]?\b",
    "alu": r"\bA\d+\b",
    "europe": r"\bE\d+\b",
    "orcwar": r"\b[OD]\d+\b",
}
DEVELOPER_WORDS = [
    r"\bR\d+\.\d+",  # a rule number, R6.2
    r"\bissues?\b",
    r"github",
    r"docs/",
    r"src/",
    r"\.md\b",
    r"\.py\b",
    r"\.txt\b",
    r"rules-notes",
    r"wartable/",
]


def page(game: str, lang: str) -> str:
    return howto.page_path(game, lang).read_text(encoding="utf-8")


def boards(text: str) -> list[str]:
    return re.findall(r"^```board[ \t]*\n(.*?)^```[ \t]*$", text, re.M | re.S)


def parse_board(text: str) -> tuple[int, int]:
    """The picture's rows and columns, checked as static/howto.js reads it (parseBoard)."""
    lines = text.rstrip().split("\n")
    rows: list[list[str]] = []
    columns = None
    for i, line in enumerate(lines):
        if line.startswith(">") or not line.strip():
            continue
        if i == len(lines) - 1 and line[:1].isspace():
            columns = line.split()
            continue
        rows.append(line.split())
    if columns is not None:
        rows = [r[1:] for r in rows]
    assert rows, "a board picture with no rows"
    width = len(rows[0])
    for n, r in enumerate(rows, 1):
        assert len(r) == width, f"row {n}: {len(r)} cells, not {width}"
    if columns is not None:
        assert len(columns) == width, f"{len(columns)} column names for {width} columns"
    return len(rows), width


def test_every_game_has_a_page_in_every_language() -> None:
    assert set(GAMES) == set(wartable.game_names())
    missing = [
        f"{g}.{lang}"
        for g in GAMES
        for lang in howto.LANGUAGES
        if not howto.page_path(g, lang).is_file()
    ]
    assert missing == []
    assert len(list(howto.PAGES.glob("*.md"))) == 30


@pytest.mark.parametrize("lang", howto.LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_page_names_every_move_kind(game: str, lang: str) -> None:
    text = page(game, lang)
    absent = [kind for kind in MOVE_KINDS[game] if not re.search(kind, text)]
    assert absent == [], f"{game}.{lang} does not show {absent}"


@pytest.mark.parametrize("lang", howto.LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_page_has_no_developer_words(game: str, lang: str) -> None:
    text = page(game, lang)
    found = [
        m.group(0)
        for pattern in [DECISION_IDS[game], *DEVELOPER_WORDS]
        for m in re.finditer(pattern, text, re.I if pattern.startswith(r"\bissue") else 0)
    ]
    assert found == [], f"{game}.{lang}: {found}"


@pytest.mark.parametrize("lang", howto.LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_page_has_board_pictures_that_draw(game: str, lang: str) -> None:
    text = page(game, lang)
    pictures = boards(text)
    assert pictures, f"{game}.{lang} has no board picture"
    for picture in pictures:
        parse_board(picture)
    # the same pictures in every language (the captions are translated)
    english = [
        [ln for ln in b.split("\n") if not ln.startswith(">")] for b in boards(page(game, "en"))
    ]
    assert [[ln for ln in b.split("\n") if not ln.startswith(">")] for b in pictures] == english


@pytest.mark.parametrize("lang", howto.LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_page_sections(game: str, lang: str) -> None:
    """Setup, turns, moves, the end and the options: a title and at least five sections, every
    option of the game named."""
    text = page(game, lang)
    assert text.startswith("# ")
    assert len(re.findall(r"^## ", text, re.M)) >= 5
    # every `code` span opens and closes on one line (what a player types is never broken)
    prose = re.sub(r"^```.*?^```", "", text, flags=re.M | re.S)
    broken = [line for line in prose.split("\n") if line.count("`") % 2]
    assert broken == [], f"{game}.{lang}: {broken}"
    options = [o.name for o in wartable.core.game_class(game).all_option_specs()]
    unnamed = [o for o in options if o != "players" and f"**{o}**" not in text]
    assert unnamed == [], f"{game}.{lang} does not explain options {unnamed}"


def test_rulebooks_are_the_originals() -> None:
    shared = Path("/work/shared/rulebooks")
    for game, lang in howto.RULEBOOK_LANGUAGE.items():
        ours = howto.rulebook_path(game)
        assert ours.name == f"{game}.{lang}.txt"
        assert ours.stat().st_size > 1000
        if shared.is_dir():
            assert ours.read_bytes() == (shared / ours.name).read_bytes()


def test_api_serves_the_page_in_the_asked_language(client: TestClient) -> None:
    greek = client.get("/api/howto/flatwar", params={"lang": "el"}).json()
    assert greek["lang"] == "el"
    assert greek["fallback"] is False
    assert greek["markdown"] == page("flatwar", "el")
    assert greek["rulebook"] == {"lang": "el", "url": "/api/rulebook/flatwar"}
    assert greek["rules"] == "/rules/flatwar"
    book = client.get("/api/rulebook/thud").json()
    assert book["lang"] == "fr"
    assert "nains" in book["text"]
    assert client.get("/howto/thud").status_code == 200
    assert client.get("/static/howto.js").status_code == 200


def test_api_falls_back_to_english_and_says_so(
    client: TestClient, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(howto, "PAGES", tmp_path)
    (tmp_path / "alu.en.md").write_text("# ALU\n", encoding="utf-8")
    # the route reads page_path, which reads PAGES
    answer = client.get("/api/howto/alu", params={"lang": "et"}).json()
    assert answer["lang"] == "en"
    assert answer["asked"] == "et"
    assert answer["fallback"] is True
    assert answer["markdown"] == "# ALU\n"
    # a language with no pages at all: English, saying so; a regional code is its language
    monkeypatch.undo()
    german = client.get("/api/howto/thud", params={"lang": "de-AT"}).json()
    assert german["lang"] == "en"
    assert german["asked"] == "de"
    assert german["fallback"] is True
    finnish = client.get("/api/howto/thud", params={"lang": "fi-FI"}).json()
    assert finnish["lang"] == "fi"
    assert finnish["fallback"] is False


@pytest.mark.parametrize(
    ("path", "status", "code"),
    [
        ("/api/howto/chess", 404, "unknown_game"),
        ("/api/rulebook/chess", 404, "unknown_game"),
    ],
)
def test_api_refuses_unknown_games_and_languages(
    client: TestClient, path: str, status: int, code: str
) -> None:
    answer = client.get(path)
    assert answer.status_code == status, answer.text
    assert answer.json()["error"]["code"] == code
