"""``wartable play --resume FILE``: the match a host's or a player's record continues, checked
(this host's signature, the same game and options as any given) before it is played on."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from wartable.core import (
    BadRecord,
    Match,
    RecordKey,
    WartableError,
    load_record,
    make,
    replay,
    shown,
    verify_record,
)
from wartable.core.errors import quoted
from wartable.core.messages import said

from . import texts as _texts  # noqa: F401  (the terminal's English templates, registered)
from .commands import parse_options
from .saving import find_host_record, host_record_path, host_store, stamp


def resume(args: argparse.Namespace, key: RecordKey) -> tuple[Match, Path, Path, int | None]:
    """The match in ``--resume FILE``, its host record path, the player's record path and the
    seat the player's record was kept for (None: unknown or a spectator)."""
    path = Path(args.resume)
    data = _loaded(path, kind=None)
    seat: int | None = None
    if data["kind"] == "seat":
        seat = data.get("seat", data.get("redacted_for"))
        match_id = data.get("match_id")
        if not isinstance(match_id, str):
            raise BadRecord(said("cli-error-resume-no-match", record=shown(args.resume)))
        host = find_host_record(match_id)
        if host is None:
            raise BadRecord(
                said(
                    "cli-error-resume-no-host",
                    record=shown(args.resume),
                    match=match_id[:8],
                    store=str(host_store()),
                )
            )
        player_path = Path(args.save) if args.save else path
    else:
        host = path
        player_path = Path(args.save) if args.save else Path(f"{data['game']}-{stamp()}.json")
    full = _loaded(host)
    if "signature" in full:
        try:
            verify_record(full, key)
        except BadRecord as exc:
            raise BadRecord(
                said(
                    "cli-error-record-unsigned",
                    record=quoted(str(host)),
                    detail=str(exc).removeprefix("record: "),
                )
            ) from None
    try:
        match = replay(host)
    except BadRecord as exc:
        raise _refused(host, exc) from None
    if match.is_over():
        raise WartableError(said("cli-error-resume-over", record=shown(args.resume)))
    store = host_store().resolve()
    if data["kind"] == "full" and host.resolve().parent != store:
        host = host_record_path(match, stamp())  # a record from elsewhere joins the store
    check_same_game(args, match)
    return match, host, player_path, seat


def _loaded(path: Path, kind: str | None = "full") -> dict[str, Any]:
    """The record in ``path`` (:func:`load_record`); refused as a ``cli-*`` message: a file
    that is not there or not a file in the player's words, any other reason with the
    record checks' own text."""
    if not path.exists():
        raise BadRecord(said("cli-error-record-missing", record=quoted(str(path))))
    if not path.is_file():
        raise BadRecord(said("cli-error-record-not-file", record=quoted(str(path))))
    try:
        return load_record(path, kind=kind)
    except BadRecord as exc:
        raise _refused(path, exc) from None


def _refused(path: Path, exc: BadRecord) -> BadRecord:
    """A record that does not load or replay, said as ``cli-error-record``."""
    detail = str(exc).removeprefix(f"record {shown(str(path))}: ").removeprefix("record: ")
    return BadRecord(said("cli-error-record", record=quoted(str(path)), detail=detail))


def check_same_game(args: argparse.Namespace, match: Match) -> None:
    """``--resume`` with a game, ``-o`` or ``--players``: they must be the record's."""
    where = f"--resume {shown(args.resume)}"
    recorded = match.game
    if args.game is not None and args.game.strip().lower() != recorded.name:
        raise WartableError(
            said(
                "cli-error-resume-game", where=where, recorded=recorded.name, given=shown(args.game)
            )
        )
    given: dict[str, Any] = dict(parse_options(args.option))
    if args.players is not None:
        given["players"] = args.players
    if not given:
        return
    options = dict(recorded.non_default_options()) | {"players": recorded.num_players}
    try:
        asked = make(recorded.name, **(options | given))
    except WartableError as exc:
        raise type(exc)(f"{where}: the record's game refuses {exc}") from None
    mine: dict[str, Any] = dict(recorded.options)
    theirs: dict[str, Any] = dict(asked.options)
    differ = [name for name in sorted(theirs) if theirs[name] != mine.get(name)]
    if differ:
        changed = ", ".join(
            f"{name}={shown(theirs[name], 30)} (recorded {shown(mine.get(name), 30)})"
            for name in differ
        )
        raise WartableError(said("cli-error-resume-options", where=where, options=changed))


__all__ = ["check_same_game", "resume"]
