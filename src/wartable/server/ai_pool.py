"""The processes computer seats think in: a search can be cancelled, is held to a time limit,
and the workers are shared fairly between matches.

``concurrent.futures`` cannot stop a task once it runs, so that a match could keep both workers
for as long as its level asked (issue 36: ``mcts:3600s``). Here each worker is a process with a
pipe; a job belongs to a key (its match): ``cancel(key)`` drops its waiting job, or ends the
process that runs it and starts another in its place. A job still running past its thinking
time and a margin is ended the same way (``think`` then answers ``None``: the caller plays a
legal move itself). Waiting jobs are served in the order their matches asked, one job per match
at a time, so every match waits behind at most one decision of each other match.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from . import ai_worker

log = logging.getLogger("wartable.server")


class Cancelled(Exception):
    """The job's match no longer wants its answer (ended, taken over, moved on)."""


@dataclass
class _Job:
    key: str
    args: tuple[Any, ...]
    seconds: float
    future: asyncio.Future[str | None]


@dataclass
class _Worker:
    process: Any
    conn: Any
    job: _Job | None = None
    timer: asyncio.TimerHandle | None = None


class AiPool:
    """``workers`` processes; each decision at most ``max_think`` seconds (plus ``margin``
    before its process is ended)."""

    def __init__(self, workers: int, max_think: float, margin: float = 5.0) -> None:
        self.max_think = max_think
        self.margin = margin
        self._ctx = multiprocessing.get_context("spawn")
        self._waiting: OrderedDict[str, _Job] = OrderedDict()
        self._workers: list[_Worker] = []
        self._loop: asyncio.AbstractEventLoop | None = None
        self.closed = False
        for _ in range(workers):
            self._workers.append(self._start())

    def _start(self) -> _Worker:
        mine, theirs = self._ctx.Pipe()
        process = self._ctx.Process(
            target=ai_worker.serve, args=(theirs, os.getpid()), daemon=True, name="wartable-ai"
        )
        process.start()
        theirs.close()
        worker = _Worker(process, mine)
        if self._loop is not None:
            self._loop.add_reader(mine.fileno(), self._answer, worker)
        return worker

    def _attach(self) -> None:
        if self._loop is None:
            self._loop = asyncio.get_running_loop()
            for worker in self._workers:
                self._loop.add_reader(worker.conn.fileno(), self._answer, worker)

    def think_seconds(self, asked: float | None) -> float:
        """The thinking time a decision gets: the match's, never above the server's cap."""
        return self.max_think if asked is None else min(float(asked), self.max_think)

    async def think(
        self,
        key: str,
        game_name: str,
        options: dict[str, Any],
        position: str,
        seat: int,
        level: str,
        think_seconds: float | None,
        rng_seed: str,
    ) -> str | None:
        """The move's text, or ``None`` when the worker failed or ran out of time; raises
        :class:`Cancelled` when ``cancel(key)`` was called meanwhile."""
        if self.closed:
            raise Cancelled
        self._attach()
        seconds = self.think_seconds(think_seconds)
        assert self._loop is not None
        future: asyncio.Future[str | None] = self._loop.create_future()
        self.cancel(key)  # a match asks for one decision at a time
        job = _Job(
            key, (game_name, options, position, seat, level, seconds, rng_seed), seconds, future
        )
        self._waiting[key] = job
        self._dispatch()
        return await future

    def busy(self) -> list[str]:
        """The keys whose jobs run now (for tests and logs)."""
        return [w.job.key for w in self._workers if w.job is not None]

    def waiting(self) -> list[str]:
        return list(self._waiting)

    def cancel(self, key: str) -> bool:
        """Drop ``key``'s job: waiting, or running (its worker is replaced). Whether there was
        one."""
        job = self._waiting.pop(key, None)
        if job is not None:
            if not job.future.done():
                job.future.set_exception(Cancelled())
            return True
        for worker in self._workers:
            if worker.job is not None and worker.job.key == key:
                self._replace(worker, Cancelled())
                return True
        return False

    def _dispatch(self) -> None:
        for worker in self._workers:
            if not self._waiting:
                return
            if worker.job is not None:
                continue
            _, job = self._waiting.popitem(last=False)
            worker.job = job
            try:
                worker.conn.send(job.args)
            except OSError:
                self._replace(worker, None)
                continue
            assert self._loop is not None
            worker.timer = self._loop.call_later(
                job.seconds + self.margin, self._overdue, worker, job
            )

    def _answer(self, worker: _Worker) -> None:
        try:
            kind, value = worker.conn.recv()
        except (EOFError, OSError):
            # the process died: its job (if any) gets no move, the worker is replaced
            self._replace(worker, None)
            return
        job = worker.job
        worker.job = None
        if worker.timer is not None:
            worker.timer.cancel()
            worker.timer = None
        if job is not None and not job.future.done():
            if kind == "ok":
                job.future.set_result(value)
            else:
                log.warning("computer player failed (match %s): %s", job.key, value)
                job.future.set_result(None)
        self._dispatch()

    def _overdue(self, worker: _Worker, job: _Job) -> None:
        if worker.job is job:
            log.warning(
                "computer player of match %s still thinking after %.1f s: stopped",
                job.key,
                job.seconds + self.margin,
            )
            self._replace(worker, None)

    def _replace(self, worker: _Worker, outcome: Cancelled | None) -> None:
        """End ``worker``'s process and start another in its place; its job is answered with
        ``outcome`` (``None``: no move; :class:`Cancelled`)."""
        job = worker.job
        worker.job = None
        if worker.timer is not None:
            worker.timer.cancel()
            worker.timer = None
        self._stop(worker)
        if job is not None and not job.future.done():
            if outcome is None:
                job.future.set_result(None)
            else:
                job.future.set_exception(outcome)
        if self.closed:
            return
        index = self._workers.index(worker)
        self._workers[index] = self._start()
        self._dispatch()

    def _stop(self, worker: _Worker) -> None:
        if self._loop is not None:
            with contextlib.suppress(Exception):
                self._loop.remove_reader(worker.conn.fileno())
        with contextlib.suppress(Exception):
            worker.conn.close()
        with contextlib.suppress(Exception):
            worker.process.kill()
            worker.process.join(1)

    def shutdown(self) -> None:
        self.closed = True
        for job in self._waiting.values():
            if not job.future.done():
                job.future.set_exception(Cancelled())
        self._waiting.clear()
        for worker in self._workers:
            if worker.job is not None and not worker.job.future.done():
                worker.job.future.set_exception(Cancelled())
            worker.job = None
            self._stop(worker)

    def pids(self) -> list[int]:
        return [w.process.pid for w in self._workers if w.process.pid is not None]
