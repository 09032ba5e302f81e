"""``wartable serve`` on the command line: its subcommand, its flags, its errors."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Callable

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from wartable.server.cli import (
    WS_DEFAULT,
    WS_IMPLEMENTATIONS,
    add_arguments,
    add_serve_parser,
    cmd_serve,
)

from .conftest import Database, ServerProcess, read_until_closed


def test_serve_subcommand_parses() -> None:
    parser = argparse.ArgumentParser(prog="wartable")
    sub = parser.add_subparsers(dest="command", required=True)
    add_serve_parser(sub)
    args = parser.parse_args(["serve", "--port", "0", "--db", "postgresql://u@127.0.0.1/x"])
    assert args.func is cmd_serve
    assert args.port == 0
    assert args.db.startswith("postgresql://")
    assert args.host == "127.0.0.1"
    assert args.ai_workers == 2


@pytest.mark.parametrize(
    ("flags", "words"),
    [
        (["--port", "70000"], "port 70000"),
        (["--channel", "Bad Channel"], "channel 'Bad Channel'"),
        (["--ai-workers", "-1"], "ai workers -1"),
    ],
)
def test_bad_flags_are_one_line(flags: list[str], words: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "wartable.server", *flags],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert words in done.stderr
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_ws_implementation_flag() -> None:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert parser.parse_args([]).ws == WS_DEFAULT == "websockets-sansio"
    for name in WS_IMPLEMENTATIONS:
        assert parser.parse_args(["--ws", name]).ws == name
    with pytest.raises(SystemExit):
        parser.parse_args(["--ws", "carrier-pigeon"])


@pytest.mark.slow
@pytest.mark.parametrize("ws", WS_IMPLEMENTATIONS)
def test_every_ws_implementation_plays_and_keeps_the_frame_limit(
    ws: str, sqlite_db: Database, spawn_server: Callable[..., ServerProcess]
) -> None:
    """``--ws``: with each of uvicorn's WebSocket implementations a move is played and both
    seats get its update; a frame over the hard limit (64 KiB) closes its connection."""
    if ws == "wsproto":
        pytest.importorskip("wsproto")
    server = spawn_server(sqlite_db.url, "wartable_events", "--ws", ws)
    made = httpx.post(f"{server.base}/api/matches", json={"game": "thud"}).json()
    tokens = [s["token"] for s in made["seats"]]
    url = f"{server.ws_base}/api/matches/{made['match']}/ws"
    with connect(url) as first, connect(url) as second:
        seats = [first, second]
        for conn, token in zip(seats, tokens, strict=True):
            conn.send(json.dumps({"type": "hello", "tokens": [token]}))
        updates = []
        for conn in seats:  # the first seat's hello is answered before the match starts
            update = json.loads(conn.recv(timeout=10))
            while update["status"] != "active":
                update = json.loads(conn.recv(timeout=10))
            updates.append(update)
        mover = updates[0]["to_move"]
        legal = updates[mover]["perspectives"][0]["legal"]
        seats[mover].send(json.dumps({"type": "move", "move": legal[0], "ref": "m"}))
        for conn in seats:
            update = json.loads(conn.recv(timeout=10))
            assert update["type"] == "update"
            assert update["ply"] == 1
            # each ply also told as a message (issue 37), for the client to say in its language
            told = {"id": "move-text", "move": legal[0]}
            ply0 = {"ply": 0, "by": mover, "move": legal[0], "msg": told}
            assert update["perspectives"][0]["moves"] == [ply0]
        assert json.loads(seats[mover].recv(timeout=10)) == {"type": "ack", "ref": "m", "ply": 1}
        first.send("x" * 100_000)
        with pytest.raises(ConnectionClosed) as closed:
            read_until_closed(first)
        assert closed.value.rcvd is None or closed.value.rcvd.code in (1009, 1006)
    assert "Traceback" not in server.errors()
