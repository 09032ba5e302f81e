"""PostgreSQL LISTEN/NOTIFY: news of changes made by other server processes.

Every committed change of a match sends ``pg_notify(channel, "<match id>:<version>:<change>")``
inside its transaction, so it is delivered when (and only if) the change commits; the change
(the match's new values and plies, ``store/notice.py``) is left out of a change of seats or of
a notice that would be too long. The listener holds one connection of its own, LISTENs on the
channel and asks the hub to refresh the match: a notice that carries its change and follows the
version held here is applied as it is (no read); otherwise what changed is read from storage
(``Store.load_since``). The new moves then go to this process's clients.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING

import psycopg
from sqlalchemy.engine import make_url

from .social import chat
from .store import notice

if TYPE_CHECKING:
    from .hub import Hub
    from .store import Store

log = logging.getLogger("wartable.server")


def conninfo(url: str) -> str:
    """A libpq URL for psycopg from SQLAlchemy's ``postgresql+psycopg://`` URL."""
    parsed = make_url(url).set(drivername="postgresql")
    return parsed.render_as_string(hide_password=False)


class Listener:
    def __init__(self, store: Store, hub: Hub) -> None:
        self.store = store
        self.hub = hub
        self.task: asyncio.Task[None] | None = None
        self.ready = asyncio.Event()

    async def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._run())
        try:
            await asyncio.wait_for(self.ready.wait(), 10)
        except TimeoutError:
            log.warning("LISTEN not ready after 10 s; retrying in the background")

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self.task

    async def _run(self) -> None:
        delay = 0.5
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                    conninfo(self.store.url), autocommit=True
                ) as conn:
                    await conn.execute(f"LISTEN {self.store.channel}")
                    self.ready.set()
                    delay = 0.5
                    # matches changed while we were not listening
                    for match_id in list(self.hub.runtimes):
                        self.hub.spawn(self.hub.refresh(match_id))
                    async for note in conn.notifies():
                        self._heard(note.payload)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("LISTEN connection lost (%s); reconnecting", exc)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 10.0)

    def _heard(self, text: str) -> None:
        if text.startswith(chat.PREFIX):  # a chat message said through another process
            self.hub.heard_chat(text)
            return
        heard = notice.parse(text)
        if heard is None:
            return
        rt = self.hub.runtimes.get(heard.match_id)
        # this process's own changes come back too: those it holds already need no task
        # (refresh would find nothing to do)
        if rt is not None and heard.version > rt.version:
            self.hub.spawn(self.hub.refresh(heard.match_id, heard.version, heard))
