"""Fixtures for the server tests: a database per test (SQLite file; PostgreSQL schema), an
in-process app (Starlette's TestClient) and real server processes for the process-level tests.

PostgreSQL is the machine's, at 127.0.0.1:5432, database ``test``, trust login. Where it is
not running, the PostgreSQL variants skip saying so; with CI=true they fail instead.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from wartable.server.app import create_app
from wartable.server.config import Settings

PG_HOST = os.environ.get("WARTABLE_TEST_PG", "postgresql://postgres@127.0.0.1:5432/test")


def postgres_problem() -> str | None:
    """Why PostgreSQL cannot be used here, or None."""
    try:
        import psycopg
    except ImportError as exc:  # pragma: no cover
        return f"psycopg is not installed ({exc})"
    try:
        with psycopg.connect(PG_HOST, connect_timeout=3) as conn:
            conn.execute("SELECT 1")
    except Exception as exc:
        return f"PostgreSQL at {PG_HOST} is not reachable: {str(exc).strip()[:200]}"
    return None


_PG_PROBLEM: list[str | None] = []


def require_postgres() -> None:
    if not _PG_PROBLEM:
        _PG_PROBLEM.append(postgres_problem())
    problem = _PG_PROBLEM[0]
    if problem is None:
        return
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"CI needs PostgreSQL: {problem}")
    pytest.skip(f"PostgreSQL tests skipped: {problem}")


@dataclass
class Database:
    kind: str
    url: str
    channel: str


def _pg_schema() -> Iterator[Database]:
    import psycopg

    require_postgres()
    name = "t_" + secrets.token_hex(6)
    with psycopg.connect(PG_HOST, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {name}")
    url = PG_HOST.replace("postgresql://", "postgresql+psycopg://") + (
        f"?options=-csearch_path%3D{name}"
    )
    try:
        yield Database("postgres", url, f"ch_{name}")
    finally:
        with psycopg.connect(PG_HOST, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA {name} CASCADE")


@pytest.fixture(params=["sqlite", "postgres"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    """Each test's own database: a SQLite file, or a PostgreSQL schema."""
    if request.param == "sqlite":
        yield Database("sqlite", f"sqlite:///{tmp_path / 'server.sqlite3'}", "wartable_events")
    else:
        yield from _pg_schema()


@pytest.fixture
def sqlite_db(tmp_path: Path) -> Database:
    return Database("sqlite", f"sqlite:///{tmp_path / 'server.sqlite3'}", "wartable_events")


@pytest.fixture
def pg_db() -> Iterator[Database]:
    yield from _pg_schema()


def settings_for(db: Database, tmp_path: Path, **kw: Any) -> Settings:
    base: dict[str, Any] = {
        "db_url": db.url,
        "ai_workers": 0,
        "key_file": str(tmp_path / "record.key"),
        "channel": db.channel,
    }
    base.update(kw)
    return Settings(**base)


@pytest.fixture
def make_client(tmp_path: Path) -> Iterator[Callable[..., TestClient]]:
    """Start the app in-process on a database; the client is closed at the end."""
    clients: list[TestClient] = []

    def start(db: Database, raise_server_exceptions: bool = True, **kw: Any) -> TestClient:
        client = TestClient(
            create_app(settings_for(db, tmp_path, **kw)),
            raise_server_exceptions=raise_server_exceptions,
        )
        client.__enter__()
        clients.append(client)
        return client

    yield start
    for c in reversed(clients):
        c.__exit__(None, None, None)


@pytest.fixture
def client(database: Database, make_client: Callable[..., TestClient]) -> TestClient:
    return make_client(database)


def create(client: TestClient, **body: Any) -> dict[str, Any]:
    response = client.post("/api/matches", json=body)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


def ws_url(match_id: str) -> str:
    return f"/api/matches/{match_id}/ws"


def receive(
    ws: WebSocketTestSession, until: Callable[[dict[str, Any]], bool]
) -> list[dict[str, Any]]:
    """Messages up to and including the first that ``until`` accepts."""
    seen = []
    for _ in range(200):
        message = ws.receive_json()
        seen.append(message)
        if until(message):
            return seen
    raise AssertionError(f"no awaited message among {seen[-3:]}")


def hello(ws: WebSocketTestSession, tokens: list[str], since: int = 0) -> dict[str, Any]:
    ws.send_json({"type": "hello", "tokens": tokens, "since": since})
    return receive(ws, lambda m: m["type"] in ("update", "error"))[-1]


def legal(update: dict[str, Any], seat: int) -> list[str]:
    for p in update["perspectives"]:
        if p["seat"] == seat:
            return list(p.get("legal", []))
    return []


def latest(messages: list[dict[str, Any]]) -> dict[str, Any]:
    return [m for m in messages if m["type"] == "update"][-1]


def play(
    ws: WebSocketTestSession, seat: int, move: str, ply: int | None = None
) -> list[dict[str, Any]]:
    """Send a move and read until its ack or error; returns what came."""
    ref = secrets.token_hex(4)
    body: dict[str, Any] = {"type": "move", "seat": seat, "move": move, "ref": ref}
    if ply is not None:
        body["ply"] = ply
    ws.send_json(body)
    return receive(ws, lambda m: m.get("ref") == ref and m["type"] in ("ack", "error"))


# -- real server processes -----------------------------------------------------------------


def child_pids(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (from /proc; none where there is no /proc)."""
    found: list[int] = []
    proc = Path("/proc")
    if not proc.is_dir():
        return found
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry.name))
    return found


def pid_alive(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


class ServerProcess:
    """``python -m wartable.server`` on a free port; its address from the line it prints."""

    def __init__(
        self, db_url: str, tmp: Path, channel: str = "wartable_events", *extra: str
    ) -> None:
        self.log = open(tmp / f"server-{secrets.token_hex(3)}.log", "w+")  # noqa: SIM115
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "wartable.server",
                "--port",
                "0",
                "--db",
                db_url,
                "--key-file",
                str(tmp / "record.key"),
                "--channel",
                channel,
                "--ai-workers",
                "0",
                *extra,
            ],
            stdout=subprocess.PIPE,
            stderr=self.log,
            text=True,
            env=env,
        )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        found = re.search(r"http://([\d.]+):(\d+)/", line)
        if found is None:
            self.proc.kill()
            self.log.seek(0)
            raise AssertionError(f"server did not start: {line!r} {self.log.read()[-2000:]}")
        self.host, self.port = found.group(1), int(found.group(2))
        self.orphans: list[int] = []
        self.base = f"http://{self.host}:{self.port}"
        self.ws_base = f"ws://{self.host}:{self.port}"

    def kill9(self) -> None:
        # its computer players: a worker still starting when its server dies may never notice
        self.orphans.extend(child_pids(self.proc.pid))
        self.proc.kill()  # SIGKILL: no shutdown code runs
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.orphans.extend(child_pids(self.proc.pid))
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        # no process of this test outlives it
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and any(pid_alive(p) for p in self.orphans):
            time.sleep(0.1)
        for pid in self.orphans:
            if pid_alive(pid):
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
        self.log.close()

    def errors(self) -> str:
        self.log.flush()
        return Path(self.log.name).read_text()


@pytest.fixture
def spawn_server(tmp_path: Path) -> Iterator[Callable[..., ServerProcess]]:
    started: list[ServerProcess] = []

    def start(db_url: str, channel: str = "wartable_events", *extra: str) -> ServerProcess:
        server = ServerProcess(db_url, tmp_path, channel, *extra)
        started.append(server)
        return server

    yield start
    for s in started:
        s.stop()


def dumps(value: Any) -> str:
    return json.dumps(value)


def read_until_closed(ws: Any, messages: int = 10) -> None:
    """Read up to ``messages`` messages from a WebSocket (websockets' sync client), 10 s each:
    for a test that expects the server to close it (``ConnectionClosed``)."""
    for _ in range(messages):
        ws.recv(timeout=10)


def wait_for(predicate: Callable[[], bool], timeout: float = 10.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return
        time.sleep(0.02)
    raise AssertionError("condition not met in time")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "slow: starts real server processes (runs in CI too; -m 'not slow' skips)"
    )
