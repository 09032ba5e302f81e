"""European War's table (Game.table, issue 38): the map a board draws, from the rules' data."""

from __future__ import annotations

import wartable


def test_r1_table_lists_the_map_links_ports_and_adjacency() -> None:
    table = wartable.make("europe", players=3, powers="BRI,OTT,FRA").table()
    areas = {a["id"]: a for a in table["areas"]}
    assert len(areas) == 15
    assert areas["AUH"]["name"] == "Austria-Hungary"
    links = {frozenset((link["a"], link["b"])) for link in table["links"]}
    # R1.2: 25 land links, five of them the rulebook's "not in reality" ones
    assert len(links) == 25
    special = {frozenset((link["a"], link["b"])) for link in table["links"] if link["special"]}
    assert special == {
        frozenset(p)
        for p in (("GBR", "FRA"), ("GBR", "BNL"), ("SSC", "GER"), ("ESP", "NAF"), ("ITA", "SBK"))
    }
    # R1.3: the ports of each sea
    seas = {s["id"]: set(s["ports"]) for s in table["seas"]}
    assert seas["atlantic"] == {"GBR", "BNL", "SSC", "FRA", "ESP", "NRU"}
    assert seas["mediterranean"] == {"NAF", "ITA", "SRU", "SBK", "ANA", "LEV"}
    # R1.4: adjacent by land or by a sea: Spain reaches Northern Russia by the Atlantic
    assert "NRU" in table["adjacent"]["ESP"]
    assert "GER" not in table["adjacent"]["ESP"]
    # R2.1: each seat's power; R2.2: three pyramids of each size
    assert table["seats"] == ["BRI", "OTT", "FRA"]
    assert [p["fields"] for p in table["powers"] if p["id"] == "OTT"] == [["SBK", "ANA", "LEV"]]
    assert table["pyramids"]["per_size"] == 3
