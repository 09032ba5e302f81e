"""The shape of the code (issue 24, docs/architecture.md "Layers"): one shape for every game
package, imports that point one way (no cycle anywhere under src/, imports inside functions
included; only ``if TYPE_CHECKING:`` imports are exempt), agents that know no game, and every
module importable by its dotted path."""

from __future__ import annotations

import ast
import importlib
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import wartable
from wartable.core import random_step

SRC = Path(wartable.__file__).resolve().parent.parent
GAMES = wartable.game_names()
#: The modules every game package has, each with the same role (docs/architecture.md).
SHAPE = ("game", "state", "rules", "notation", "view", "heuristics")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES: dict[str, Path] = {
    _module_name(p): p
    for p in sorted((SRC / "wartable").rglob("*.py"))
    if "migrations" not in p.parts
}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement, at any depth, except those under ``if TYPE_CHECKING:``."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def _target(name: str) -> str | None:
    """The longest known module that ``name`` is or lies in."""
    while name:
        if name in MODULES:
            return name
        name = name.rpartition(".")[0]
    return None


def _edges(module: str) -> set[str]:
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    out: set[str] = set()
    for node in _imports(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            # ``from pkg import mod`` imports the module pkg.mod; ``from mod import name`` mod
            names = [
                f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                for alias in node.names
            ]
        for name in names:
            target = _target(name)
            if target is not None and target != module:
                out.add(target)
    return out


GRAPH = {m: _edges(m) for m in MODULES}


def _cycles() -> list[list[str]]:
    """The import graph's strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    sys.setrecursionlimit(max(10_000, sys.getrecursionlimit()))

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(GRAPH[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(GRAPH):
        if v not in index:
            visit(v)
    return found


AREAS = [
    "wartable.core",
    "wartable.ai",
    "wartable.cli",
    "wartable.server",
    "wartable.rl",
    *(f"wartable.games.{g}" for g in GAMES),
]


@pytest.mark.parametrize("area", AREAS)
def test_no_import_cycle(area: str) -> None:
    """No import cycle touches the area's modules (imports inside functions count)."""
    touching = [c for c in _cycles() if any(m == area or m.startswith(area + ".") for m in c)]
    assert not touching, "import cycles: " + "; ".join(" <-> ".join(c) for c in touching)


@pytest.mark.parametrize("game", GAMES)
def test_game_package_shape(game: str) -> None:
    """Every game package has the same modules with the same roles."""
    missing = [m for m in SHAPE if f"wartable.games.{game}.{m}" not in MODULES]
    assert not missing, f"wartable.games.{game} lacks {', '.join(m + '.py' for m in missing)}"
    cls = wartable.core.game_class(game)
    assert cls.__module__ == f"wartable.games.{game}.game"
    assert cls.heuristics() is importlib.import_module(f"wartable.games.{game}.heuristics")


#: What a game's state.py may import of its own package: its geometry, map or tables.
STATE_IMPORTS = ("board", "data")


@pytest.mark.parametrize("game", GAMES)
def test_state_module_imports_no_behaviour(game: str) -> None:
    """One pattern for a game's State (docs/architecture.md, "One game package"): state.py
    holds the data and imports of its package only the board or data tables, never rules,
    notation, view or the game; the state reaches its behaviour through its game."""
    package = f"wartable.games.{game}"
    imported = sorted(t for t in GRAPH[f"{package}.state"] if t.startswith(package + "."))
    allowed = {f"{package}.{m}" for m in STATE_IMPORTS}
    wrong = [t for t in imported if t not in allowed]
    assert not wrong, f"{package}.state imports {', '.join(wrong)}"


def _state_classes() -> list[type]:
    """Every subclass of the contract's State defined in a game package (all modules loaded)."""
    for module in MODULES:
        if module.startswith("wartable.games."):
            importlib.import_module(module)
    found: list[type] = []
    todo: list[type] = [wartable.core.State]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("wartable.games."):
                found.append(sub)
    return found


def test_state_classes_live_in_state_modules() -> None:
    """No game subclasses its State outside state.py: no layers of a position in rules.py,
    notation.py or view.py, no variant's subclass (a rule set's differences are bound on the
    game)."""
    elsewhere = [
        f"{c.__module__}.{c.__qualname__}"
        for c in _state_classes()
        if c.__module__.rpartition(".")[2] != "state"
    ]
    assert not elsewhere, f"State classes outside state.py: {elsewhere}"


@pytest.mark.parametrize("game", GAMES)
def test_every_position_is_of_the_state_class(game: str) -> None:
    """A game's positions, started, parsed or played, are of the one class in its state.py."""
    g = wartable.make(game)
    start = g.initial_state()
    cls = type(start)
    assert cls.__module__ == f"wartable.games.{game}.state"
    assert [c for c in _state_classes() if c.__module__ == cls.__module__] == [cls]
    rng = random.Random(1)
    state = start
    for _ in range(60):
        if state.is_over():
            break
        state = random_step(state, rng)
        assert type(state) is cls
        assert type(g.parse_state(state.to_text())) is cls


def test_game_packages_import_no_other_game_nor_the_agents() -> None:
    """A game depends on core only: never on another game, the agents, the CLI or the server."""
    bad = []
    for module, targets in GRAPH.items():
        if not module.startswith("wartable.games."):
            continue
        game = module.split(".")[2]
        for t in targets:
            if t.startswith(("wartable.ai", "wartable.cli", "wartable.server", "wartable.rl")) or (
                t.startswith("wartable.games.") and t.split(".")[2] != game
            ):
                bad.append(f"{module} -> {t}")
    assert not bad, bad


def test_the_agents_know_no_game() -> None:
    """ai/ reaches every game through the contract only: no module named after a game, none
    importing one."""
    named = [
        m
        for m in MODULES
        if m.startswith("wartable.ai.") and set(m.rpartition(".")[2].split("_")) & set(GAMES)
    ]
    assert not named, f"ai modules named after a game: {named}"
    importing = sorted(
        f"{m} -> {t}"
        for m, targets in GRAPH.items()
        if m.startswith("wartable.ai")
        for t in targets
        if t.startswith("wartable.games")
    )
    assert not importing, importing


def test_core_uses_the_standard_library_only() -> None:
    """The rules core and the games import nothing outside the standard library and wartable."""
    allowed = set(sys.stdlib_module_names) | {"wartable", "__future__"}
    bad = []
    for module, path in MODULES.items():
        if not module.startswith(("wartable.core", "wartable.games")):
            continue
        for node in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                continue
            roots = (
                [a.name.split(".")[0] for a in node.names]
                if isinstance(node, ast.Import)
                else [(node.module or "").split(".")[0]]
            )
            bad += [f"{module} imports {r}" for r in roots if r not in allowed]
    assert not bad, bad


@pytest.mark.parametrize("module", sorted(m for m in MODULES if not m.endswith("__main__")))
def test_every_module_imports_by_its_dotted_path(module: str) -> None:
    """``import wartable.games.alu.board`` works, and the attribute path reaches the module."""
    imported = importlib.import_module(module)
    obj: object = wartable
    for part in module.split(".")[1:]:
        obj = getattr(obj, part)
    assert obj is imported
