"""The notice a committed change sends other server processes (PostgreSQL NOTIFY), and its
reading.

``<match id>:<version>:<body>``: the body is the change itself as JSON: the match's new
values (``v``) and its new plies (``p``: ``[ply, text, mover, at]`` each), so a process that
holds the match at the version before applies it without reading storage. A change of seats,
or one whose notice would pass :data:`LIMIT` bytes (PostgreSQL refuses a payload of 8000),
sends ``<match id>:<version>`` alone: the process that reads it loads what changed from
storage (``Store.load_since``), as it does when a notice is missing (a version skipped)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

#: the largest payload sent (PostgreSQL's NOTIFY takes fewer than 8000 bytes)
LIMIT = 7900
#: the match's columns a notice carries (the rest are fixed, or storage's own bookkeeping)
CARRIED = ("status", "live", "result", "rematch_id", "config", "ply")


def payload(
    match_id: str,
    version: int,
    values: dict[str, Any] | None = None,
    moves: Sequence[dict[str, Any]] = (),
    limit: int | None = None,
) -> str:
    """The notice of ``match_id``'s change to ``version``: with the change (``values``,
    ``moves``) when given and it fits in ``limit`` bytes, else the bare ``id:version``."""
    bare = f"{match_id}:{version}"
    if values is None:
        return bare
    body = json.dumps(
        {
            "v": {k: values[k] for k in CARRIED if k in values},
            "p": [[m["ply"], m["text"], m["mover"], m["at"]] for m in moves],
        },
        separators=(",", ":"),
    )
    text = f"{bare}:{body}"
    return text if len(text.encode()) < (LIMIT if limit is None else limit) else bare


@dataclass
class Notice:
    """A notice read back: which match, which version, and the change's JSON (``body``,
    empty in a bare notice), decoded only when it is to be applied (:meth:`change`): a
    process hears its own changes too, and most notices of matches it does not hold."""

    match_id: str
    version: int
    body: str = ""

    def change(self) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
        """The match's new values and plies (``{"ply", "text", "mover", "at"}`` each), or
        ``None``: to be read from storage (a bare notice, or a body that does not read)."""
        if not self.body:
            return None
        try:
            data = json.loads(self.body)
            values = dict(data["v"])
            moves = [
                {"ply": int(p), "text": str(t), "mover": int(m), "at": float(a)}
                for p, t, m, a in data["p"]
            ]
        except (ValueError, KeyError, TypeError):
            return None
        return values, moves


def parse(text: str) -> Notice | None:
    """A notice's match and version (its body kept as text); ``None`` if it is not one."""
    match_id, _, rest = text.partition(":")
    version_text, _, body = rest.partition(":")
    try:
        version = int(version_text)
    except ValueError:
        return None
    return Notice(match_id, version, body)
