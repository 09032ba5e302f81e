"""The terminal game as a player meets it (issue 27, "Terminal"): what happened is told after
each move (a seat's moves and the chance they caused, the last move marked), seats are
numbered from 1, refusals say what was wrong, undo against the computer (chance not re-rolled),
hint, save FILE, no file before the first move, the hot-seat hand-over clears the screen and
puts the typed history away, colour and the spinner on a terminal only, 80 columns."""

from __future__ import annotations

import io
import os
import re
import signal
from pathlib import Path

import pytest
from scripted import Script, Step, first_legal, flat

import wartable
from wartable.ai import make_agent
from wartable.cli import main
from wartable.cli.editing import LineEditing
from wartable.cli.narrate import Narrator, counted, turns
from wartable.cli.play import TerminalGame
from wartable.cli.screen import CLEAR, Screen, wants_colour
from wartable.core import CHANCE, Match, load_record, replay, replay_seat_record

SGR = re.compile(r"\x1b\[[0-9;]*m")


def play(
    match: Match,
    agents: dict[int, object],
    steps: list[Step],
    tmp_path: Path,
    screen: Screen | None = None,
    editing: LineEditing | None = None,
) -> tuple[TerminalGame, Script, io.StringIO]:
    """Run a terminal game on ``steps``; the game, its script and what it wrote."""
    script = Script(steps)
    out = screen.out if screen is not None else io.StringIO()
    assert isinstance(out, io.StringIO)
    game = TerminalGame(
        match,
        agents,  # type: ignore[arg-type]
        tmp_path / "p.json",
        script,
        out,
        host_path=tmp_path / "h.json",
        screen=screen,
        editing=editing,
    )
    script.game = game
    game.run()
    return game, script, out


def europe(seed: int = 3) -> Match:
    return Match(wartable.make("europe", players=2, setup="fixed", first="FRA"), seed=seed)


# -- narration ------------------------------------------------------------------------------


def test_turns_group_a_seats_moves_and_the_chance_they_caused() -> None:
    texts = ["draw ?", "draw ?", "at 4", "swap ?", "done", "roll 6", "retreat A-B", "done"]
    movers = [CHANCE, CHANCE, CHANCE, 1, 1, CHANCE, 2, 2]
    found = turns(texts, movers)
    assert [(t.first, t.mover, t.moves, t.chance) for t in found] == [
        (0, CHANCE, [], ["draw ?", "draw ?", "at 4"]),
        (3, 1, ["swap ?", "done"], ["roll 6"]),
        (6, 2, ["retreat A-B", "done"], []),
    ]
    assert counted(["draw ?"] * 5 + ["at 4", "draw ?"]) == ["draw ? ×5", "at 4", "draw ?"]
    screen = Screen(io.StringIO(), live=False)
    told = Narrator(screen, lambda s: f"Player {s + 1}").tell(found, mark_last=True)
    assert told.splitlines() == [
        "      1. chance: draw ? x2, at 4",
        "      4. Player 2: swap ?, done",
        "         chance: roll 6",
        ">     7. Player 3: retreat A-B, done",
    ]


def test_combat_outcomes_that_are_sentences_take_a_line_each() -> None:
    """OrcWar's battle dice (R12) are told by the game in sentences with commas: each takes
    its own line, under the first, so one die never runs into the next."""
    texts = [
        "fight",
        "roll 6: P3, die 1 of 2: a hit",
        "roll 2: P3, die 2 of 2: a miss; 1 hit in all",
        "draw ?",
        "draw ?",
        "draw B3",
        "at 10: P2's first boss B3 starts in area 10 (Smokevale)",
    ]
    screen = Screen(io.StringIO(), live=False)
    told = Narrator(screen, lambda s: f"Player {s + 1}").tell(turns(texts, [0] + [CHANCE] * 6))
    assert told.splitlines() == [
        "      1. Player 1: fight",
        "         chance: roll 6: P3, die 1 of 2: a hit",
        "                 roll 2: P3, die 2 of 2: a miss; 1 hit in all",
        "                 draw ? x2, draw B3",
        "                 at 10: P2's first boss B3 starts in area 10 (Smokevale)",
    ]


def test_european_war_combat_is_told_before_the_computer_answers(tmp_path: Path) -> None:
    """The attacker's and the defender's dice (Europe R: chance outcomes) are told under the
    attack, in the game's words for Player 1's seat, before the computer's answer; at the
    next prompt the last move is marked."""
    steps: list[Step] = ["attack FRA-GER", "quit"]
    game, _, out = play(europe(), {1: make_agent("greedy")}, steps, tmp_path)
    text = out.getvalue()
    match = game.match
    assert match.movers[:4] == [0, CHANCE, CHANCE, 1]
    told = match.told(0)
    assert told[0] != match.move_texts[0]  # the game tells the attack in words
    flat = " ".join(text.split())  # the screen wraps the sentences at 80 columns
    attack = flat.index(f"1. Player 1 (FRA): {told[0]} chance: {told[1]}")
    answer = flat.index(f"4. Player 2 (DUA): {' '.join(told[3].split())}")
    assert attack < flat.index(" ".join(told[2].split()), attack) < answer
    last = [i for i, line in enumerate(text.splitlines()) if line.startswith("> Last move:")]
    assert last
    tail = " ".join(" ".join(text.splitlines()[last[-1] :]).split())
    assert tail.startswith(f"> Last move: 4. Player 2 (DUA): {' '.join(told[3].split())}")


def test_hot_seat_without_hidden_information_tells_each_move_once(tmp_path: Path) -> None:
    steps: list[Step] = ["dF1-F5", "TG7-G6", "dF1-F4", "quit"]
    _, _, out = play(Match(wartable.make("thud"), seed=1), {}, steps, tmp_path)
    text = out.getvalue()
    assert text.count("      1. Player 1: dF1-F5\n") == 1
    assert text.count("      2. Player 2: TG7-G6\n") == 1
    assert "> Last move: 2. Player 2: TG7-G6" in text


def test_a_game_between_agents_tells_each_attack_with_its_dice(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["play", "europe", "--players", "2", "--ai", "all=random", "--seed", "4"]
    assert main([*argv, "-o", "setup=fixed", "-o", "first=FRA"]) == 0
    lines = capsys.readouterr().out.splitlines()
    attacks = [i for i, line in enumerate(lines) if re.match(r" +\d+\. .*: attack ", line)]
    assert attacks
    for i in attacks:
        j = i + 1
        while not lines[j].lstrip().startswith("chance:") and lines[j].startswith(" " * 10):
            j += 1  # the attack told in words, wrapped at 80 columns
        assert re.fullmatch(r" {9}chance: \S.*", lines[j])  # the dice, in the game's words


def test_orcwar_opening_draws_are_one_line_with_hidden_draws_counted(tmp_path: Path) -> None:
    """OrcWar's opening deal (R3): the other seats' hidden draws show as ``draw ?``, counted,
    on one chance line wrapped to 80 columns, never the card."""
    match = Match(wartable.make("orcwar", players=3), seed=2)
    _, _, out = play(match, {1: make_agent("random"), 2: make_agent("random")}, ["quit"], tmp_path)
    text = out.getvalue()
    first = text[text.index("      1. chance: ") :].split("\nOrcWar")[0]
    assert "draw ? x5" in first
    assert all(len(line) <= 80 for line in first.splitlines())
    mine = [t for t in match.log(0) if t.startswith("draw ") and t != "draw ?"]
    assert mine
    assert all(t in flat(first) for t in mine)
    told = [int(n or 1) for n in re.findall(r"draw \? ?(?:x(\d+))?", flat(first))]
    assert sum(told) == match.log(0).count("draw ?") > 0  # the others' as draw ?, counted


# -- seats and errors ---------------------------------------------------------------------


@pytest.mark.parametrize("name", wartable.game_names())
def test_help_numbers_seats_from_one(name: str, tmp_path: Path) -> None:
    """The help a player reads numbers seats from 1, as the screen does; never 0-based."""
    match = Match(wartable.make(name), seed=1)
    _, _, out = play(match, {}, [first_legal, "help", "quit"], tmp_path)
    text = out.getvalue()
    assert "Seats are numbered from 1" in text
    assert "0-based" not in text
    assert "seats 0" not in text.lower()


def test_seat_numbers_on_the_command_line_are_one_based(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "thud", "--ai", "greedy", "--seat", "0"]) == 2
    assert "out of range" in capsys.readouterr().err
    assert main(["play", "thud", "--ai", "greedy", "--seat", "3"]) == 2
    assert "--seat 3: must be 1-2" in capsys.readouterr().err
    assert main(["play", "thud", "--ai", "0=greedy"]) == 2
    assert "seat must be 1-2 or 'all'" in capsys.readouterr().err


def test_a_refusal_says_what_was_wrong(tmp_path: Path) -> None:
    steps: list[Step] = ["hlep", "dF1-F99", "undo now", "quit"]
    _, _, out = play(Match(wartable.make("thud"), seed=1), {}, steps, tmp_path)
    text = flat(out.getvalue())
    assert "Refused: move 'hlep': not Thud notation" in text
    assert "(did you mean the command 'help'?)" in text
    assert "Refused: move 'dF1-F99'" in text
    assert "Refused: undo 'now': undo takes nothing after it" in text
    assert "Traceback" not in text


# -- undo ----------------------------------------------------------------------------------


def test_undo_takes_back_the_computers_answer_and_your_move(tmp_path: Path) -> None:
    """Thud against the greedy troll: undo goes back to before the dwarf's move; both
    records are written again, shorter."""
    steps: list[Step] = ["dF1-F5", "undo", "dF1-F4", "quit"]
    game, script, out = play(
        Match(wartable.make("thud"), seed=1), {1: make_agent("greedy")}, steps, tmp_path
    )
    text = out.getvalue()
    assert "Taken back:\n      1. Player 1" in text or "Taken back:\n      1. Dwarfs" in text
    assert game.match.move_texts[0] == "dF1-F4"
    assert len(game.match.move_texts) == 2
    assert replay(tmp_path / "h.json").move_texts == game.match.move_texts
    assert replay_seat_record(tmp_path / "p.json").moves == game.match.move_texts
    assert len(script.prompts) == 4


def test_undo_does_not_reroll_the_dice(tmp_path: Path) -> None:
    """European War: an attack, undo, the same attack: the same dice (the match draws its
    chance again the same); the record replays against the seed."""
    first: list[str] = []

    def undo(g: TerminalGame, prompt: str) -> str:
        first.extend(g.match.move_texts[:3])
        return "undo"

    steps: list[Step] = ["attack FRA-GER", undo, "attack FRA-GER", "quit"]
    game, _, out = play(europe(), {1: make_agent("greedy")}, steps, tmp_path)
    assert "Chance is not re-rolled" in flat(out.getvalue())
    assert game.match.movers[:3] == [0, CHANCE, CHANCE]
    assert game.match.move_texts[:3] == first
    assert first[0] == "attack FRA-GER"
    assert replay(tmp_path / "h.json", verify=True).move_texts == game.match.move_texts


def test_undo_is_refused_with_nothing_of_yours_to_take_back(tmp_path: Path) -> None:
    """Before your first move, and in a hot-seat game for another human's move."""
    _, _, out = play(europe(), {1: make_agent("greedy")}, ["undo", "quit"], tmp_path)
    assert "Refused: undo: you have not moved yet" in out.getvalue()
    game, _, out = play(
        Match(wartable.make("thud"), seed=1), {}, ["dF1-F5", "undo", "quit"], tmp_path
    )
    assert "undo takes back only your own" in flat(out.getvalue())
    assert game.match.move_texts == ["dF1-F5"]


# -- hint and save -------------------------------------------------------------------------


def test_hint_names_the_agent_and_plays_nothing(tmp_path: Path) -> None:
    steps: list[Step] = ["hint greedy", "hint", "hint nonsense", "quit"]
    game, _, out = play(Match(wartable.make("thud"), seed=1), {}, steps, tmp_path)
    text = flat(out.getvalue())
    hints = re.findall(r"Hint from (\w+): (\S+)", text)
    assert [h[0] for h in hints] == ["greedy", "medium"]
    legal = {game.match.state.move_text(m) for m in game.match.state.legal_moves()}
    assert all(h[1] in legal for h in hints)
    assert game.match.ply == 0
    assert "Refused: hint: agent 'nonsense': unknown" in text


def test_ctrl_c_while_a_hint_is_thought_cancels_the_hint(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Interrupted:
        name = "hard"

        def choose(self, state: object, seat: int, rng: object) -> object:
            os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C as it starts to think
            raise AssertionError("the signal stops it first")

    monkeypatch.setattr("wartable.cli.prompt.make_agent", lambda name: Interrupted())
    steps: list[Step] = ["hint hard", "dF1-F5", "quit"]
    game, _, out = play(Match(wartable.make("thud"), seed=1), {}, steps, tmp_path)
    assert "Hint cancelled (Ctrl-C); the game goes on." in out.getvalue()
    assert game.match.move_texts == ["dF1-F5"]


def test_save_file_keeps_your_record_there_from_now_on(tmp_path: Path) -> None:
    steps: list[Step] = [
        "save",
        "dF1-F5",
        f"save {tmp_path / 'no' / 'x.json'}",
        f"save {tmp_path / 'h.json'}",
        f"save {tmp_path / 'mine.json'}",
        "quit",
    ]
    game, _, out = play(
        Match(wartable.make("thud"), seed=1), {1: make_agent("greedy")}, steps, tmp_path
    )
    text = flat(out.getvalue())
    assert "Nobody has moved yet: nothing to save." in text
    assert "Refused: save" in text
    assert "does not exist" in text
    assert "that is the host's full record" in text
    assert f"Saved to {tmp_path / 'mine.json'} (yours)" in text
    assert f"resume with: wartable play --resume {tmp_path / 'mine.json'}" in text
    mine = replay_seat_record(tmp_path / "mine.json")
    assert mine.moves == game.match.move_texts
    assert mine.seat == 0


def test_quitting_before_the_first_move_writes_no_file(
    home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("builtins.input", lambda prompt: "quit")
    assert main(["play", "thud", "--ai", "greedy", "--save", "mine.json"]) == 0
    out = capsys.readouterr().out
    assert "Nobody had moved: no file written." in flat(out)
    assert not Path("mine.json").exists()
    assert not list(home.glob("games/*"))
    # the computer moved first: its move is kept
    assert main(["play", "thud", "--ai", "greedy", "--seat", "2", "--save", "mine.json"]) == 0
    assert "Saved; resume with:" in flat(capsys.readouterr().out)
    assert len(load_record("mine.json", kind="seat")["moves"]) == 1


# -- the hand-over, history, colour, width ---------------------------------------------------


def test_hot_seat_hand_over_clears_screen_and_scrollback(tmp_path: Path) -> None:
    """OrcWar, two players at one terminal: before the second player sits down the screen
    and scrollback are cleared (nothing of the first player's hand stays), and again after
    they press Enter; the first hand-over, with nothing private shown yet, clears nothing."""
    cleared: list[str] = []

    def at_hand_over(g: TerminalGame, prompt: str) -> str:
        cleared.append(g.out.getvalue())  # type: ignore[attr-defined]
        return ""

    screen = Screen(io.StringIO(), live=True, colour=False)
    steps: list[Step] = [at_hand_over, "done", at_hand_over, "quit"]
    match = Match(wartable.make("orcwar", players=2), seed=7)
    _, script, out = play(match, {}, steps, tmp_path, screen=screen)
    assert [p.split()[0] for p in script.prompts] == ["Pass", "Player", "Pass", "Player"]
    assert CLEAR not in cleared[0]
    assert cleared[1].endswith(CLEAR)  # the first player's hand is gone before the prompt
    after = out.getvalue()[len(cleared[1]) :]
    assert after.startswith(CLEAR)
    assert "Your hand (P2)" in after
    assert "Your hand (P1)" not in after


def test_flatwar_hot_seat_passes_the_keyboard_only_while_something_is_hidden(
    tmp_path: Path,
) -> None:
    """Flatwar's build is hidden (each side's purchase shows as ``army ?`` to the other): the
    keyboard is passed, the screen cleared. In the battle that follows nothing is hidden
    (each side's board is the spectator's): the two players take turns with no hand-over,
    and a turn that follows another player's without one never shows anything private."""
    turns_seen: list[tuple[str, int | None, bool]] = []

    def step(g: TerminalGame, prompt: str) -> str:
        kind = "Pass" if prompt.startswith("Pass") else "Player"
        seat = None if kind == "Pass" else g.match.to_move()
        public = seat is not None and not g.private_for(seat)
        turns_seen.append((kind, seat, public))
        return first_legal(g, prompt)

    steps: list[Step] = [*[step] * 60, "quit"]
    match = Match(wartable.make("flatwar"), seed=3)
    play(match, {}, steps, tmp_path)
    kinds = [k for k, _, _ in turns_seen]
    assert kinds[:2] == ["Pass", "Player"]  # the build is hidden: the keyboard is passed
    assert "army ?" in match.log(None)
    without = [
        turns_seen[i]
        for i in range(1, len(turns_seen))
        if turns_seen[i][0] == "Player"
        and turns_seen[i - 1][0] == "Player"
        and turns_seen[i][1] != turns_seen[i - 1][1]
    ]
    assert without, "the battle's public turns should need no hand-over"
    assert all(public for _, _, public in without)


def test_quit_at_the_hand_over_prompt_leaves_the_game(tmp_path: Path) -> None:
    steps: list[Step] = ["", "done", "quit"]
    match = Match(wartable.make("orcwar", players=2), seed=7)
    _, script, out = play(match, {}, steps, tmp_path)
    assert script.prompts[-1].startswith("Pass the keyboard to Player 2")
    assert "Game left. Saved; resume with:" in flat(out.getvalue())
    assert replay(tmp_path / "h.json").move_texts == match.move_texts


def test_each_seat_has_its_own_typed_history() -> None:
    readline = pytest.importorskip("readline")
    editing = LineEditing(enabled=True)
    readline.clear_history()
    editing.switch(0)
    readline.add_history("spy 2 look B5")
    editing.switch(None)
    assert readline.get_current_history_length() == 0
    editing.switch(1)
    readline.add_history("done")
    editing.switch(0)
    assert [
        readline.get_history_item(i + 1) for i in range(readline.get_current_history_length())
    ] == ["spy 2 look B5"]
    editing.words = lambda: ["attack FRA-GER", "attack FRA-ITA", "grow ESP"]
    assert editing.complete("att", 0) == "attack FRA-GER"
    assert editing.complete("att", 1) == "attack FRA-ITA"
    assert editing.complete("att", 2) is None
    readline.clear_history()


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_colour_only_on_a_terminal_without_no_color() -> None:
    assert wants_colour(FakeTerminal(), {"TERM": "xterm"})
    assert not wants_colour(FakeTerminal(), {"TERM": "xterm", "NO_COLOR": "1"})
    assert wants_colour(FakeTerminal(), {"TERM": "xterm", "NO_COLOR": ""})  # empty: unset
    assert not wants_colour(FakeTerminal(), {"TERM": "dumb"})
    assert not wants_colour(io.StringIO(), {"TERM": "xterm"})


def test_a_long_path_is_never_cut_in_two() -> None:
    screen = Screen(io.StringIO(), live=False, width=40)
    path = "/tmp/" + "deep/" * 12 + "mine.json"
    wrapped = screen.wrap(f"Saved to {path} (yours) and somewhere else.")
    assert path in wrapped.splitlines()


def test_plain_text_when_output_is_not_a_terminal(tmp_path: Path) -> None:
    steps: list[Step] = ["attack FRA-GER", "hlep", "quit"]
    _, _, out = play(europe(), {1: make_agent("greedy")}, steps, tmp_path)
    assert "\x1b" not in out.getvalue()


def test_colour_on_a_terminal(tmp_path: Path) -> None:
    steps: list[Step] = ["attack FRA-GER", "hlep", "quit"]
    screen = Screen(io.StringIO(), live=True, colour=True)
    _, _, out = play(europe(), {1: make_agent("greedy")}, steps, tmp_path, screen=screen)
    text = out.getvalue()
    assert "\x1b[31;1mRefused:\x1b[0m" in text  # refusals in red
    assert "\x1b[36;1mPlayer 1 (FRA)\x1b[0m: attack FRA-GER" in text  # seats in their colour
    assert "\x1b[2mchance\x1b[0m: " in text  # chance dim
    assert "\x1b[35;1mPlayer 2 (DUA)\x1b[0m: " in text


@pytest.mark.parametrize("name", wartable.game_names())
def test_every_line_fits_80_columns(name: str, tmp_path: Path) -> None:
    """A game against the computer, with the help and the legal moves asked: every line the
    command writes fits 80 columns (the game's long legend lines are wrapped under
    themselves), but for the file paths it names."""
    steps: list[Step] = ["help", "?", *[first_legal] * 6, "quit"]
    match = Match(wartable.make(name), seed=5)
    _, _, out = play(match, {1: make_agent("random")}, steps, tmp_path)
    long = [
        line for line in out.getvalue().splitlines() if len(line) > 80 and str(tmp_path) not in line
    ]
    assert not long, long
