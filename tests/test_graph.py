"""core/graph.py: the area-map logic European War and OrcWar share (issue 24)."""

from __future__ import annotations

from wartable.core.graph import adjacency, distances

#   0 - 1 - 2       5 (alone)
#       |   |
#       3 - 4
EDGES = [(0, 1), (1, 2), (1, 3), (2, 4), (3, 4)]


def test_adjacency_is_symmetric_and_sorted() -> None:
    assert adjacency(6, EDGES) == ((1,), (0, 2, 3), (1, 4), (1, 4), (2, 3), ())


def test_distances_from_one_or_several_sources_and_unreachable() -> None:
    adj = adjacency(6, EDGES)
    assert distances(adj, [0]) == [0, 1, 2, 2, 3, -1]
    assert distances(adj, [0, 4]) == [0, 1, 1, 1, 0, -1]
    assert distances(adj, []) == [-1] * 6


def test_the_games_maps_use_it() -> None:
    """OrcWar's steps to the orc lands and European War's field distances are this search."""
    from wartable.games.europe import heuristics as europe
    from wartable.games.europe.board import MAP
    from wartable.games.orcwar import data

    assert tuple(max(d, 0) for d in distances(data.ADJ, data.ORC_LANDS)) == data.DIST
    assert all(data.DIST[a] == 0 for a in data.ORC_LANDS)
    assert europe.DIST[0][0] == 0
    assert all(europe.DIST[a][b] == 1 for a in range(MAP.size) for b in MAP.adjacent[a])
