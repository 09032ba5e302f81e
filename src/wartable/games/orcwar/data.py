"""OrcWar tables loaded from the package's JSON data files (map, caravan routes, cups)."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from wartable.core.graph import adjacency, distances


def _load(name: str) -> Any:
    path = resources.files(__package__).joinpath("data").joinpath(name)
    return json.loads(path.read_text("utf-8"))


_MAP = _load("map.json")
_ROUTES = _load("routes.json")
_CUPS = _load("cups.json")

#: Areas are numbered 1..NUM_AREAS; index 0 is unused everywhere.
NUM_AREAS: int = len(_MAP["areas"])
AREA_NAMES: tuple[str, ...] = ("",) + tuple(
    _MAP["areas"][str(a)]["name"] for a in range(1, NUM_AREAS + 1)
)
IS_ORC: tuple[bool, ...] = (False,) + tuple(
    bool(_MAP["areas"][str(a)]["orc"]) for a in range(1, NUM_AREAS + 1)
)
#: where each area is drawn on the web board (map.json "at"; (0, 0) when a file has none)
AREA_AT: tuple[tuple[int, int], ...] = ((0, 0),) + tuple(
    (int(xy[0]), int(xy[1])) if isinstance(xy, list) and len(xy) == 2 else (0, 0)
    for xy in (_MAP["areas"][str(a)].get("at") for a in range(1, NUM_AREAS + 1))
)
ORC_LANDS: tuple[int, ...] = tuple(a for a in range(1, NUM_AREAS + 1) if IS_ORC[a])


ADJ: tuple[tuple[int, ...], ...] = adjacency(NUM_AREAS + 1, _MAP["edges"])
#: Steps from each area to the nearest orc land (0 for orc lands).
DIST: tuple[int, ...] = tuple(max(d, 0) for d in distances(ADJ, ORC_LANDS))

ROUTES: tuple[tuple[int, ...], ...] = tuple(tuple(r["stops"]) for r in _ROUTES["routes"])
ROUTE_NAMES: tuple[str, ...] = tuple(r["name"] for r in _ROUTES["routes"])
#: d6 face (1..6) -> route index.
ROUTE_BY_D6: dict[int, int] = {face: i for i, r in enumerate(_ROUTES["routes"]) for face in r["d6"]}

# -- horde chips ---------------------------------------------------------------------------

TROOP_CODES: tuple[str, ...] = tuple(t["code"] for t in _CUPS["troops"])
NUM_TROOPS = len(TROOP_CODES)
NUM_BOSSES = len(_CUPS["bosses"])
BOSS0 = NUM_TROOPS  # kind index of B1
SHA = BOSS0 + NUM_BOSSES
SPY = SHA + 1
FORT_VALUES: tuple[int, ...] = tuple(sorted(set(_CUPS["fortresses"])))
MACH_VALUES: tuple[int, ...] = tuple(sorted(set(_CUPS["war_machines"])))
FORT0 = SPY + 1
MACH0 = FORT0 + len(FORT_VALUES)
MINE = MACH0 + len(MACH_VALUES)
NUM_KINDS = MINE + 1

KIND_CODES: tuple[str, ...] = (
    TROOP_CODES
    + tuple(f"B{i + 1}" for i in range(NUM_BOSSES))
    + ("sha", "spy")
    + tuple(f"F{v}" for v in FORT_VALUES)
    + tuple(f"W{v}" for v in MACH_VALUES)
    + ("mine",)
)
KIND_INDEX: dict[str, int] = {c: i for i, c in enumerate(KIND_CODES)}
KIND_NAMES: tuple[str, ...] = (
    tuple(t["name"] for t in _CUPS["troops"])
    + tuple(f"boss {i + 1}" for i in range(NUM_BOSSES))
    + ("shaman", "spy")
    + tuple(f"fortress {v}" for v in FORT_VALUES)
    + tuple(f"war machine {v}" for v in MACH_VALUES)
    + ("mine",)
)

TROOP_STRENGTH: tuple[int, ...] = tuple(int(t["strength"]) for t in _CUPS["troops"])
TROOP_HITS: tuple[int, ...] = tuple(int(t["hits"]) for t in _CUPS["troops"])
#: (troop kind, hits taken) -> d6 needed by the enemy to finish the unit.
FINISH: dict[tuple[int, int], int] = {
    (KIND_INDEX[code], int(h)): int(v)
    for code, table in _CUPS["finish"].items()
    for h, v in table.items()
}
BOSS_L: tuple[int, ...] = tuple(int(b[0]) for b in _CUPS["bosses"])
BOSS_A: tuple[int, ...] = tuple(int(b[1]) for b in _CUPS["bosses"])
BOSS_STRENGTH: int = int(_CUPS["boss_strength"])
MINE_COST: int = int(_CUPS["mine_cost"])
GUARD_STRENGTH: int = int(_CUPS["caravan_guard_strength"])
TRAP_UNITS: tuple[int, ...] = tuple(_CUPS["trap_units"])
CARAVAN_TRAP_GUARDS: int = int(_CUPS["caravan_trap_guards"])


def _horde_counts() -> tuple[int, ...]:
    counts = [0] * NUM_KINDS
    for i, t in enumerate(_CUPS["troops"]):
        counts[i] = int(t["count"])
    for b in range(NUM_BOSSES):
        counts[BOSS0 + b] = 1
    counts[SHA] = int(_CUPS["shamans"])
    counts[SPY] = int(_CUPS["spies"])
    for v in _CUPS["fortresses"]:
        counts[FORT0 + FORT_VALUES.index(v)] += 1
    for v in _CUPS["war_machines"]:
        counts[MACH0 + MACH_VALUES.index(v)] += 1
    counts[MINE] = int(_CUPS["mines"])
    return tuple(counts)


HORDE_COUNTS: tuple[int, ...] = _horde_counts()

# -- money chips ---------------------------------------------------------------------------

MONEY_CODES: tuple[str, ...] = ("g1", "g2", "g3", "car", "evt")
MONEY_INDEX: dict[str, int] = {c: i for i, c in enumerate(MONEY_CODES)}
CAR = 3
EVT = 4
MONEY_COUNTS: tuple[int, ...] = tuple(int(_CUPS["money"][c]) for c in MONEY_CODES)

#: the eight phases of a round, in order, after the setup (R3)
PHASES: tuple[str, ...] = (
    "setup",
    "caravans",
    "reinforcement",
    "movement",
    "deployment",
    "battle",
    "plunder",
    "trade",
    "victory",
)
