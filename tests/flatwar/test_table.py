"""Flatwar's table (Game.table, issue 38): what a board and the army builder draw from."""

from __future__ import annotations

import wartable


def test_r1_3_r2_table_gives_units_costs_and_army_rules() -> None:
    table = wartable.make("flatwar").table()
    assert table["size"] == 8
    assert table["files"] == "abcdefgh"
    units = {u["letter"]: (u["cost"], u["value"], u["range"]) for u in table["units"]}
    assert units == {"I": (1, 2, 0), "C": (2, 1, 0), "R": (3, 3, 2), "S": (4, 4, 3)}
    assert table["army"]["points"] == 25
    assert table["army"]["presets"]["balanced"] == {"I": 9, "C": 3, "R": 2, "S": 1}
    # R1.2: red's home is rows 1-3, black's rows 6-8
    red, black = table["sides"]
    assert (red["letters"], black["letters"]) == ("ICRS", "icrs")
    assert len(red["home"]) == 24
    assert "h3" in red["home"]
    assert "a6" in black["home"]
    # R5.3: hearts and diamonds are red's, clubs and spades black's
    assert table["cards"]["sides"] == {"C": "black", "D": "red", "H": "red", "S": "black"}


def test_r10_table_of_four_sides_on_twelve_files() -> None:
    table = wartable.make("flatwar", players=4).table()
    assert table["size"] == 12
    assert [s["name"] for s in table["sides"]] == ["red", "black", "blue", "green"]
    assert table["sides"][2]["letters"] == "FKGQ"
    assert "a12" in table["sides"][2]["home"]
    assert "c1" in table["sides"][2]["home"]
