"""``POST /api/replay``: an uploaded record replayed through the rules, with its work bounded.

A stranger's record is replayed in a process of its own (never on the event loop, nor in a
thread holding the server's interpreter lock), with at most ``--replay-max-plies`` plies, at
most ``--replay-cpu`` seconds of CPU time (the process's CPU clock, ``ITIMER_PROF``, stops the
replay), and an answer of at most ``replay_max_answer`` bytes. The answer is paged: ``start``
and ``count`` choose the views (``start`` … ``start + count``) and the plies between them;
``total`` says how many plies the record has. A few uploads at a time; more get ``busy``.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import signal
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from types import FrameType
from typing import Any

import orjson

from .errors import ServerError

#: what the worker answers: ("ok", JSON bytes) or ("error", code, message, HTTP status)
Answer = tuple[Any, ...]


class _OverCpu(Exception):
    pass


def _stop(_signum: int, _frame: FrameType | None) -> None:
    raise _OverCpu


def replay_upload(
    raw: bytes,
    seat: int | None,
    render: bool,
    start: int,
    count: int | None,
    max_plies: int,
    cpu_seconds: float,
    max_answer: int,
    lang: str = "en",
) -> Answer:
    """Run in the replay process: the answer of ``POST /api/replay``, or why not."""
    previous = signal.signal(signal.SIGPROF, _stop)
    signal.setitimer(signal.ITIMER_PROF, cpu_seconds)
    try:
        return _replay(raw, seat, render, start, count, max_plies, max_answer, lang)
    except _OverCpu:
        return (
            "error",
            "too_slow",
            f"the record took over {cpu_seconds:g} s of CPU time to replay; not replayed",
            422,
        )
    except ServerError as exc:
        return ("error", exc.code, exc.message, exc.status)
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


def _sayer(lang: str) -> Any:
    """How the picture's words are told in ``lang``: English's templates for English, else
    the catalogues (loaded only then: they cost CPU time a small replay has not got)."""
    from wartable.core.messages import english

    if lang == "en":
        return english
    from wartable.i18n import sayer

    return sayer(lang)


def _replay(
    raw: bytes,
    seat: int | None,
    render: bool,
    start: int,
    count: int | None,
    max_plies: int,
    max_answer: int,
    lang: str = "en",
) -> Answer:
    from wartable.core import BadRecord, WartableError
    from wartable.core.messages import english
    from wartable.core.records import parse_json_object

    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ServerError("bad_record", "the record is not UTF-8 text", 422) from None
    try:
        data = parse_json_object(text, "record")
    except WartableError as exc:
        raise ServerError("bad_record", str(exc)[:300], 422) from None
    # a record downloaded from this server is wrapped: {"match", "end", "record"}
    if isinstance(data.get("record"), dict) and "format" not in data:
        data = data["record"]
    plies = data.get("moves")
    if isinstance(plies, list) and len(plies) > max_plies:
        raise ServerError(
            "too_large",
            f"the record has {len(plies)} plies; this server replays at most {max_plies}",
            413,
        )
    try:
        seen = _replayed(data, seat, start, count)
    except ServerError:
        raise  # a seat the game does not have
    except (BadRecord, WartableError) as exc:
        raise ServerError("bad_record", str(exc)[:300], 422) from None
    game, total, stop, views = seen.game, seen.total, seen.stop, seen.views
    movers, texts, seat = seen.movers, seen.texts, seen.seat
    if start > total:
        raise ServerError("bad_request", f"start {start}: the record has {total} plies")
    moves = [
        {"ply": i, "by": "chance" if movers[i] < 0 else movers[i], "move": texts[i]}
        for i in range(start, stop)
    ]
    if seen.msgs is not None:  # each ply told as a message (issue 37): a full record's
        for move, msg in zip(moves, seen.msgs, strict=True):
            move["msg"] = msg.to_json()
    say = _sayer(lang) if render else english
    # each view encoded once, counted as it comes: the answer never grows past the cap
    size = 0
    parts: dict[str, list[orjson.Fragment]] = {"views": [], "texts": []}
    for view in views:
        chunks = [("views", orjson.dumps(view))]
        if render:
            chunks.append(("texts", orjson.dumps(game.render(view, say))))
        for key, chunk in chunks:
            size += len(chunk) + 1
            if size > max_answer:
                raise ServerError(
                    "too_large",
                    f"the answer would be over {max_answer} bytes: ask for fewer views "
                    f"(?start=N&count=M; the record has {total} plies)",
                    413,
                )
            parts[key].append(orjson.Fragment(chunk))
    out: dict[str, Any] = {
        "match": data.get("match_id"),
        "game": game.name,
        "title": game.title,
        "options": data.get("options", {}),
        "seat": seat,
        "players": seen.players,
        "player_msgs": [game.seat_message(s).to_json() for s in range(game.num_players)],
        "start": start,
        "total": total,
        "next": stop if stop < total else None,
        "moves": moves,
        "views": parts["views"],
        "result": seen.result,
    }
    if render:
        out["texts"] = parts["texts"]
    return ("ok", orjson.dumps(out))


@dataclass
class _Replayed:
    """A record replayed: its game, plies (``total``), the page's end (``stop``) and views,
    who made each ply and how it read to ``seat``."""

    game: Any
    total: int
    stop: int
    views: list[Any]
    movers: list[int]
    texts: list[str]
    seat: int | None
    players: list[str]
    result: Any
    #: the page's plies told as messages (a full record's; a seat record has no states)
    msgs: list[Any] | None = None


def _replayed(data: dict[str, Any], seat: int | None, start: int, count: int | None) -> _Replayed:
    from wartable.core.match import replay, replay_seat_record

    if data.get("kind") == "seat":
        seen = replay_seat_record(data)
        total = len(seen.moves)
        stop = total if count is None else min(total, start + count)
        views = seen.views[start : stop + 1] if start <= total else []
        return _Replayed(
            seen.game,
            total,
            stop,
            views,
            seen.movers,
            seen.moves,
            seen.seat,
            list(seen.players),
            seen.result,
        )
    match = replay(data)
    game = match.game
    if seat is not None and seat >= game.num_players:
        raise ServerError(
            "bad_request", f"seat {seat}: this game has seats 0-{game.num_players - 1}"
        )
    total = match.ply
    stop = total if count is None else min(total, start + count)
    views = []
    for index, state in enumerate(match.states()):
        if index > stop:
            break
        if index >= start:
            views.append(state.view(seat))
    return _Replayed(
        game,
        total,
        stop,
        views,
        match.movers,
        match.log(seat),
        seat,
        list(match.players),
        match.outcome_json(),
        match.messages_since(seat, start)[: stop - start] if start <= total else [],
    )


def _watch(parent: int) -> None:
    from . import ai_worker

    ai_worker.watch_parent(parent)


class ReplayPool:
    """The process uploads are replayed in (started when first needed), and how many may wait."""

    def __init__(self, workers: int = 1, waiting: int = 4) -> None:
        self.workers = workers
        self.slots = asyncio.Semaphore(workers + waiting)
        self.waiting = workers + waiting
        self.pool: ProcessPoolExecutor | None = None

    def _pool(self) -> ProcessPoolExecutor:
        if self.pool is None:
            self.pool = ProcessPoolExecutor(
                self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_watch,
                initargs=(os.getpid(),),
            )
        return self.pool

    async def run(self, *args: Any) -> bytes:
        if self.slots.locked():
            raise ServerError(
                "busy", f"{self.waiting} records are being replayed; try again soon", 503
            )
        async with self.slots:
            loop = asyncio.get_running_loop()
            try:
                answer = await loop.run_in_executor(self._pool(), replay_upload, *args)
            except BrokenProcessPool:
                # the process died (killed, out of memory): the next upload gets a new one
                self.pool = None
                raise ServerError(
                    "internal", "the record could not be replayed; nothing was stored", 500
                ) from None
        if answer[0] == "ok":
            body: bytes = answer[1]
            return body
        _, code, message, status = answer
        raise ServerError(code, message, status)

    def shutdown(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
