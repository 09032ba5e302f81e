"""The map of European War, loaded from ``data/map.json`` (decision E1), and the dice tables.

Everything here is computed once at import and shared by all states: field indices, the
territories, land and sea adjacency, whether an attack is a landing, and the dice outcome
tables (sorted multisets with their probabilities).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from itertools import product
from math import factorial
from typing import Any

#: The five powers, in their fixed index order (the rules refer to them by these ids).
POWER_IDS: tuple[str, ...] = ("BRI", "FRA", "DUA", "RUS", "OTT")
BRI, FRA, DUA, RUS, OTT = range(5)

SIZE_LETTERS = ".SML"  # index = size = number of pips (1 small, 2 medium, 3 large)


@dataclass(frozen=True)
class EuropeMap:
    """A validated map with precomputed adjacency."""

    name: str
    field_ids: tuple[str, ...]
    field_names: tuple[str, ...]
    field_power: tuple[int, ...]
    field_sea: tuple[str | None, ...]
    power_names: tuple[str, ...]
    power_letters: tuple[str, ...]
    sea_marks: Mapping[str, str]
    sea_names: Mapping[str, str]
    #: fields of each power's territory, in map order
    territory: tuple[tuple[int, ...], ...]
    #: land links per field (frozenset of field indices)
    land: tuple[frozenset[int], ...]
    #: all adjacent fields (land or same-sea port), sorted by index
    adjacent: tuple[tuple[int, ...], ...]
    special_links: tuple[tuple[int, int], ...]
    diagram: tuple[str, ...]
    index: Mapping[str, int]

    @property
    def size(self) -> int:
        return len(self.field_ids)

    def is_landing(self, src: int, dst: int) -> bool:
        """True when ``src`` and ``dst`` are adjacent only by sea (R1.4)."""
        return dst not in self.land[src]


def _fail(msg: str) -> ValueError:
    return ValueError(f"europe map: {msg}")


def build_map(data: Mapping[str, Any]) -> EuropeMap:
    """Validate map data (the JSON structure of ``data/map.json``) and precompute tables."""
    powers = data["powers"]
    ids = tuple(p["id"] for p in powers)
    if ids != POWER_IDS:
        raise _fail(f"powers must be {POWER_IDS}, got {ids}")
    seas = {s["id"]: s for s in data["seas"]}
    fields = data["fields"]
    field_ids = _field_ids(fields)
    index = {fid: i for i, fid in enumerate(field_ids)}
    field_power, field_sea = _field_powers_and_seas(fields, seas)
    territory = tuple(
        tuple(i for i, p in enumerate(field_power) if p == power) for power in range(5)
    )
    for power, fs in enumerate(territory):
        if len(fs) != 3:
            raise _fail(f"power {POWER_IDS[power]} must have exactly 3 fields, has {len(fs)}")
    land, special = _land_links(data["links"], index)
    n = len(field_ids)
    adjacent = []
    for i in range(n):
        adj = set(land[i])
        if field_sea[i] is not None:
            adj |= {j for j in range(n) if j != i and field_sea[j] == field_sea[i]}
        adjacent.append(tuple(sorted(adj)))
    diagram = tuple(data.get("diagram", ()))
    for fid in field_ids:
        if diagram and not any("{" + fid + "}" in line for line in diagram):
            raise _fail(f"diagram lacks a cell for field {fid}")
    return EuropeMap(
        name=data.get("name", "map"),
        field_ids=field_ids,
        field_names=tuple(f["name"] for f in fields),
        field_power=tuple(field_power),
        field_sea=tuple(field_sea),
        power_names=tuple(p["name"] for p in powers),
        power_letters=tuple(p["letter"] for p in powers),
        sea_marks={k: v["mark"] for k, v in seas.items()},
        sea_names={k: v["name"] for k, v in seas.items()},
        territory=territory,
        land=tuple(frozenset(s) for s in land),
        adjacent=tuple(adjacent),
        special_links=tuple(special),
        diagram=diagram,
        index=index,
    )


def _field_ids(fields: Sequence[Mapping[str, Any]]) -> tuple[str, ...]:
    """The fields' ids in map order: unique, each three capital letters."""
    field_ids = tuple(f["id"] for f in fields)
    if len(set(field_ids)) != len(field_ids):
        raise _fail("duplicate field id")
    for fid in field_ids:
        if not re.fullmatch(r"[A-Z]{3}", fid):
            raise _fail(f"field id {fid!r} must be three capital letters")
    return field_ids


def _field_powers_and_seas(
    fields: Sequence[Mapping[str, Any]], seas: Mapping[str, Any]
) -> tuple[list[int], list[str | None]]:
    """Each field's power (its index) and sea (``None`` inland), both checked."""
    field_power = []
    field_sea: list[str | None] = []
    for f in fields:
        if f["power"] not in POWER_IDS:
            raise _fail(f"field {f['id']}: unknown power {f['power']!r}")
        field_power.append(POWER_IDS.index(f["power"]))
        sea = f.get("sea")
        if sea is not None and sea not in seas:
            raise _fail(f"field {f['id']}: unknown sea {sea!r}")
        field_sea.append(sea)
    return field_power, field_sea


def _land_links(
    links: Sequence[Mapping[str, Any]], index: Mapping[str, int]
) -> tuple[list[set[int]], list[tuple[int, int]]]:
    """Each field's land neighbours, and the special links, from the map's links."""
    land: list[set[int]] = [set() for _ in index]
    special = []
    for link in links:
        a, b = link["a"], link["b"]
        if a not in index or b not in index or a == b:
            raise _fail(f"bad link {a}-{b}")
        ia, ib = index[a], index[b]
        land[ia].add(ib)
        land[ib].add(ia)
        if link.get("special"):
            special.append((ia, ib))
    return land, special


def load_default_map() -> EuropeMap:
    text = resources.files("wartable.games.europe").joinpath("data/map.json").read_text("utf-8")
    return build_map(json.loads(text))


MAP = load_default_map()


# -- dice ---------------------------------------------------------------------------------


def _dice_table(n: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """All sorted (largest first) results of ``n`` d6 with their probabilities."""
    counts: dict[tuple[int, ...], int] = {}
    for roll in product(range(1, 7), repeat=n):
        key = tuple(sorted(roll, reverse=True))
        counts[key] = counts.get(key, 0) + 1
    total = 6**n
    return tuple((k, counts[k] / total) for k in sorted(counts, reverse=True))


#: DICE[n] = ((dice, probability), ...) for n = 1, 2, 3 (index 0 unused)
DICE: tuple[tuple[tuple[tuple[int, ...], float], ...], ...] = (
    (),
    _dice_table(1),
    _dice_table(2),
    _dice_table(3),
)


def dice_code(dice: Sequence[int]) -> int:
    """Dice (sorted, largest first) as decimal digits: (6, 5, 3) -> 653."""
    code = 0
    for d in dice:
        code = code * 10 + d
    return code


def dice_from_code(code: int) -> tuple[int, ...]:
    return tuple(int(c) for c in str(code))


def multiplicity(dice: Sequence[int]) -> int:
    """Number of ordered rolls giving this multiset."""
    result = factorial(len(dice))
    for v in set(dice):
        result //= factorial(list(dice).count(v))
    return result


def table_json(game_map: EuropeMap, seat_power: Sequence[int]) -> dict[str, Any]:
    """The map as a board draws it (``Game.table``): powers with their fields, seas with their
    ports, the fields, the land links (``special``: the rulebook's links "connected though not
    in reality", R1.2), every field's adjacent fields (land or sea, R1.4), each seat's power,
    and the pyramids (R2.2)."""
    ids = game_map.field_ids
    seas = sorted(game_map.sea_names)
    links = []
    for a in range(game_map.size):
        for b in sorted(game_map.land[a]):
            if a < b:
                special = (a, b) in game_map.special_links or (b, a) in game_map.special_links
                links.append({"a": ids[a], "b": ids[b], "special": special})
    return {
        "game": "europe",
        "map": game_map.name,
        "powers": [
            {
                "id": POWER_IDS[p],
                "name": game_map.power_names[p],
                "letter": game_map.power_letters[p],
                "fields": [ids[f] for f in game_map.territory[p]],
            }
            for p in range(len(POWER_IDS))
        ],
        "seas": [
            {
                "id": sea,
                "name": game_map.sea_names[sea],
                "mark": game_map.sea_marks[sea],
                "ports": [ids[f] for f in range(game_map.size) if game_map.field_sea[f] == sea],
            }
            for sea in seas
        ],
        "areas": [
            {
                "id": ids[f],
                "name": game_map.field_names[f],
                "power": POWER_IDS[game_map.field_power[f]],
                "sea": game_map.field_sea[f],
            }
            for f in range(game_map.size)
        ],
        "links": links,
        "adjacent": {ids[f]: [ids[g] for g in game_map.adjacent[f]] for f in range(game_map.size)},
        "seats": [POWER_IDS[p] for p in seat_power],
        # R5.2, R5.3: what changes a side's dice (the state's attack_bonus, defence_bonus and
        # is_france_home_defence apply them), for a combat panel to name
        "modifiers": [
            {"power": "DUA", "side": "attacker", "when": "always", "bonus": 1, "rule": "R5.2"},
            {"power": "BRI", "side": "defender", "when": "landing", "bonus": 1, "rule": "R5.2"},
            {"power": "FRA", "side": "defender", "when": "home", "reroll": True, "rule": "R5.3"},
        ],
        "pyramids": {
            "sizes": [
                {"letter": "L", "name": "large", "pips": 3},
                {"letter": "M", "name": "medium", "pips": 2},
                {"letter": "S", "name": "small", "pips": 1},
            ],
            "per_size": 3,
        },
    }
