"""Maps as graphs: the area-map logic European War and OrcWar share (standard library only).

Nodes are ints ``0..n-1``; a graph is its adjacency table, one sorted tuple of neighbours per
node.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

Adjacency = tuple[tuple[int, ...], ...]


def adjacency(count: int, edges: Iterable[tuple[int, int]]) -> Adjacency:
    """The adjacency table of ``count`` nodes joined by the undirected ``edges``."""
    near: list[set[int]] = [set() for _ in range(count)]
    for a, b in edges:
        near[a].add(b)
        near[b].add(a)
    return tuple(tuple(sorted(s)) for s in near)


def distances(adjacent: Sequence[Sequence[int]], sources: Iterable[int]) -> list[int]:
    """Steps from each node to the nearest of ``sources`` (breadth-first); -1 where none
    can be reached."""
    dist = [-1] * len(adjacent)
    frontier = []
    for s in sources:
        if dist[s] < 0:
            dist[s] = 0
            frontier.append(s)
    while frontier:
        following = []
        for a in frontier:
            for b in adjacent[a]:
                if dist[b] < 0:
                    dist[b] = dist[a] + 1
                    following.append(b)
        frontier = following
    return dist


__all__ = ["Adjacency", "adjacency", "distances"]
