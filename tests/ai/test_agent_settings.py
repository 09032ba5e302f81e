"""Agent settings (``make_agent``): every bad setting is refused with BadOption naming the
setting and the reason, quickly; nothing builds an agent whose search would never end."""

from __future__ import annotations

import math
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wartable.ai import MAX_ITERATIONS, MAX_SECONDS, MCTS_SETTINGS, MCTSAgent, make_agent
from wartable.core import BadOption, WartableError

BAD = [
    # (agent name, words the message must hold besides the name)
    ("mcts:inf", "budget 'inf' is not a number"),
    ("mcts:infs", "budget 'infs' is not a number"),
    ("mcts:nans", "budget 'nans' is not a number"),
    ("mcts:-infs", "is not a number"),
    ("mcts:1e400", "budget '1e400' is not a number"),
    ("mcts:1e400s", "is not a number"),
    ("mcts:1e99s", "is out of range"),
    ("mcts:3601s", "is out of range"),
    ("mcts:0s", "is out of range"),
    ("mcts:-1s", "is out of range"),
    ("mcts:1000001", "is out of range (N > 0)"),
    ("mcts:99999999999", "is out of range"),
    ("mcts:" + "9" * 200, "is not a number"),
    ("mcts:" + "9" * 5000, "(5,005 characters): longer than 300 characters"),
    ("mcts:-3", "is out of range (N > 0)"),
    ("mcts:0", "is out of range (N > 0)"),
    ("mcts:1_000", "is not a number"),
    ("mcts:\u0663", "is not a number"),  # an Arabic-Indic three: int() would take it
    ("mcts:\u00b3", "is not a number"),
    ("mcts:" + "\U0001342f" * 200, "is not a number"),  # escaped in the message: still short
    ("mcts:60,c=" + "\x00" * 200, "is not a finite decimal number"),
    ("mcts:", "is not a number"),
    ("mcts:60,prior=-5", "prior='-5' is out of range (a whole number from 0 to 100000)"),
    ("mcts:60,widen=-1", "widen='-1' is out of range (a number above 0 and at most 1000)"),
    ("mcts:60,widen=0", "widen='0' is out of range"),
    ("mcts:60,widen=nan", "widen='nan' is not a finite decimal number"),
    ("mcts:60,c=inf", "c='inf' is not a finite decimal number"),
    ("mcts:60,c=-0.5", "c='-0.5' is out of range"),
    ("mcts:60,c=1e400", "c='1e400' is not a finite decimal number"),
    ("mcts:60,mm=2", "mm='2' is out of range (a number from 0 to 1)"),
    ("mcts:60,floor=-1", "floor='-1' is out of range"),
    ("mcts:60,depth=-1", "depth='-1' is out of range"),
    ("mcts:60,depth=1e9", "depth='1e9' is not a whole number"),
    ("mcts:60,depth=100000", "depth='100000' is out of range"),
    ("mcts:60,ensemble=1000000", "ensemble='1000000' is out of range"),
    ("mcts:60,width=99999", "width='99999' is out of range"),
    ("mcts:60,tree=1.5", "tree='1.5' is not a whole number"),
    ("mcts:60,prior=" + "9" * 200, "is not a whole number"),
    ("mcts:60,c=1,c=2", "setting c is given twice"),
    ("mcts:60,root=halving,root=ucb", "setting root is given twice"),
    ("mcts:60,,c=1", "an empty setting"),
    ("mcts:60,", "an empty setting"),
    ("mcts:60,c=", "c='' is not a finite decimal number"),
    ("mcts:60,=1", "setting '=1' is not KEY=VALUE"),
    ("mcts:60,speed=9", "setting 'speed=9' is not KEY=VALUE with KEY one of c, depth"),
    ("mcts:60,norm=", "norm='' is not one of global, sibling, none"),
    ("mcts:60,plain=2", "plain='2' is not 0 or 1"),
    ("nobody", "unknown (agents:"),
    ("", "unknown"),
    ("x" * 1000, "longer than 300 characters"),
]


@pytest.mark.parametrize(("name", "words"), BAD)
def test_bad_setting_is_refused_naming_it_and_the_reason(name: str, words: str) -> None:
    began = time.perf_counter()
    with pytest.raises(BadOption) as err:
        make_agent(name)
    message = str(err.value)
    assert time.perf_counter() - began < 0.5
    assert words in message
    assert f"agent {name[:10]!r}"[:-1] in message  # named, cut when long
    assert len(message) <= 300
    assert "\n" not in message


@pytest.mark.parametrize(
    "name",
    [
        "mcts:1",
        f"mcts:{MAX_ITERATIONS}",
        f"mcts:{MAX_SECONDS:g}s",
        "mcts:0.01s",
        "mcts:2.5s",
        "mcts:hard,c=0.25,norm=sibling,final=value,depth=3,mm=0,widen=2",
        "mcts:60,c=0,depth=0,mm=1,floor=1,prior=0,tree=0,ensemble=1",
        "mcts:60,widen=1000,width=1000,ensemble=1000,tree=1000,prior=100000,depth=10000",
        "mcts:60,c=1e-3,widen=.5,plain=yes,expect=false,crn=TRUE",
        " MCTS:Medium , C = 0.3 ",
    ],
)
def test_settings_at_their_bounds_are_accepted(name: str) -> None:
    agent = make_agent(name)
    assert isinstance(agent, MCTSAgent)


def test_bounds_are_kept_exactly() -> None:
    agent = make_agent(f"mcts:{MAX_ITERATIONS}")
    assert isinstance(agent, MCTSAgent)
    assert agent.iterations == MAX_ITERATIONS
    timed = make_agent(f"mcts:{MAX_SECONDS:g}s")
    assert isinstance(timed, MCTSAgent)
    assert timed.time_limit == MAX_SECONDS
    with pytest.raises(BadOption):
        make_agent(f"mcts:{MAX_ITERATIONS + 1}")
    with pytest.raises(BadOption):
        make_agent(f"mcts:{MAX_SECONDS + 0.001}s")


def test_wrong_python_type_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        make_agent(60)  # type: ignore[arg-type]


VALUES = st.sampled_from(
    [
        "", "0", "1", "-1", "2", "0.5", "-0.5", ".5", "5.", "1e3", "1e400", "-1e400", "inf",
        "-inf", "nan", "NaN", "infs", "1s", "0s", "9" * 30, "\u0663", "\u00b3", "1_0", "yes",
        "no", "true", "maybe", "global", "sibling", "none", "visits", "value", "ucb",
        "halving", "sample", "stratified", "merge", "=", ",", " ",
    ]
)  # fmt: skip
KEYS = st.sampled_from([*MCTS_SETTINGS, "", "q", "C", "inf", " c"])
PART = st.one_of(
    st.tuples(KEYS, VALUES).map("=".join),
    KEYS,
    st.text(max_size=8),
)
BUDGETS = st.one_of(VALUES, st.sampled_from(["easy", "medium", "hard", "60", "3s", "100000"]))
SPECS = st.one_of(
    st.tuples(BUDGETS, st.lists(PART, max_size=5)).map(lambda t: "mcts:" + ",".join([t[0], *t[1]])),
    st.text(max_size=40),
    st.text(max_size=40).map(lambda t: "mcts:" + t),
)


def _in_range(agent: MCTSAgent) -> None:
    assert (agent.iterations is None) != (agent.time_limit is None)
    if agent.iterations is not None:
        assert 1 <= agent.iterations <= MAX_ITERATIONS
    if agent.time_limit is not None:
        assert 0 < agent.time_limit <= MAX_SECONDS
    for value in (agent.exploration, agent.widen, agent.minimax, agent.floor):
        assert value is None or math.isfinite(value)
    assert agent.widen > 0
    assert agent.ensemble is None or 1 <= agent.ensemble <= 1000
    assert agent.prior is None or agent.prior >= 0


@settings(max_examples=400, deadline=500)
@given(SPECS)
def test_any_setting_string_builds_a_bounded_agent_or_is_refused(spec: str) -> None:
    try:
        agent = make_agent(spec)
    except BadOption as exc:
        message = str(exc)
        assert message.startswith("agent ")
        assert len(message) <= 300
        assert "\n" not in message
        return
    except WartableError as exc:  # pragma: no cover - any other kind is a failure
        pytest.fail(f"{spec!r}: {type(exc).__name__}: {exc}")
    if isinstance(agent, MCTSAgent):
        _in_range(agent)
