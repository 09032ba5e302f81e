"""``wartable serve``: the command-line entry (wired into ``wartable`` by cli.py)."""

from __future__ import annotations

import argparse
import logging
import socket
import sys
from typing import Any

from wartable.core import WartableError

from .config import Settings

#: uvicorn's WebSocket implementations (``wsproto`` needs that package installed)
WS_IMPLEMENTATIONS = ("websockets", "websockets-sansio", "wsproto")
WS_DEFAULT = "websockets-sansio"


def add_serve_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add ``serve`` to the ``wartable`` command's subparsers."""
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "serve", help="run the online server (HTTP + WebSockets)"
    )
    add_arguments(parser)
    parser.set_defaults(func=cmd_serve)
    return parser


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=8000, help="port (0: any free port)")
    parser.add_argument(
        "--db",
        default=None,
        help="database URL: postgresql://user@host/db, sqlite:///file (default: "
        "server.sqlite3 in $WARTABLE_HOME, else $XDG_DATA_HOME/wartable)",
    )
    parser.add_argument("--ai-workers", type=int, default=2, help="processes for computer seats")
    parser.add_argument("--key-file", default=None, help="the host key that signs records")
    parser.add_argument(
        "--channel", default="wartable_events", help="PostgreSQL LISTEN/NOTIFY channel"
    )
    parser.add_argument("--http-rate", type=float, default=50.0, help="requests/s per client")
    parser.add_argument("--ws-rate", type=float, default=20.0, help="messages/s per connection")
    parser.add_argument(
        "--ws-deflate",
        action="store_true",
        help="compress WebSocket messages (permessage-deflate): less traffic, more CPU",
    )
    parser.add_argument(
        "--ws",
        choices=WS_IMPLEMENTATIONS,
        default=WS_DEFAULT,
        help=f"uvicorn's WebSocket implementation (default {WS_DEFAULT}: the least CPU a "
        "move measured, docs/server.md)",
    )
    parser.add_argument(
        "--origin",
        action="append",
        default=[],
        metavar="URL",
        help="another origin (scheme://host[:port]) whose pages may open WebSockets here; "
        "repeatable (the server's own address is always allowed)",
    )
    parser.add_argument(
        "--ws-per-address",
        type=int,
        default=64,
        help="WebSocket connections one client address may hold open",
    )
    parser.add_argument(
        "--creates-per-hour",
        type=float,
        default=120.0,
        help="matches one client address may create an hour (bursts of a quarter of it, at "
        "least 30)",
    )
    parser.add_argument(
        "--idle-unload",
        type=float,
        default=600.0,
        metavar="SECONDS",
        help="a match nobody is connected to leaves memory after this long (it stays stored)",
    )
    parser.add_argument(
        "--waiting-ttl",
        type=float,
        default=86400.0,
        metavar="SECONDS",
        help="a match whose players have not all joined after this long is deleted",
    )
    parser.add_argument(
        "--replay-max-plies", type=int, default=20000, help="plies of an uploaded record"
    )
    parser.add_argument(
        "--replay-cpu",
        type=float,
        default=5.0,
        metavar="SECONDS",
        help="CPU time replaying one uploaded record may take",
    )
    parser.add_argument(
        "--max-think",
        type=float,
        default=10.0,
        metavar="SECONDS",
        help="the longest a computer seat may think over one decision, whatever its level",
    )
    parser.add_argument(
        "--diagnostics",
        default=None,
        metavar="FILE",
        help="append each garbage collection and event-loop lag of 5 ms or more to FILE "
        "(JSON lines; docs/server.md)",
    )
    parser.add_argument("--log-level", default="warning")
    parser.add_argument(
        "--gc-freeze",
        type=float,
        default=1.0,
        metavar="SECONDS",
        help="freeze the garbage collector's generations this often, so that full collections "
        "walk only new objects (0: off; docs/server.md)",
    )
    parser.add_argument(
        "--gc-refresh",
        type=float,
        default=600.0,
        metavar="SECONDS",
        help="hand the frozen objects back to the collector this often",
    )


def settings_from(args: argparse.Namespace) -> Settings:
    return Settings(
        host=args.host,
        port=args.port,
        db_url=args.db,
        ai_workers=args.ai_workers,
        key_file=args.key_file,
        channel=args.channel,
        http_rate=args.http_rate,
        http_burst=max(200, int(args.http_rate * 4)),
        ws_rate=args.ws_rate,
        ws_burst=max(60, int(args.ws_rate * 3)),
        origins=tuple(o.rstrip("/") for o in args.origin),
        ws_per_address=args.ws_per_address,
        creates_per_hour=args.creates_per_hour,
        creates_burst=max(30, int(args.creates_per_hour / 4)),
        idle_unload=args.idle_unload,
        waiting_ttl=args.waiting_ttl,
        replay_max_plies=args.replay_max_plies,
        replay_cpu=args.replay_cpu,
        max_think=args.max_think,
        log_level=args.log_level,
        gc_freeze=args.gc_freeze,
        gc_refresh=args.gc_refresh,
    )


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from .app import create_app
        from .db import default_db_url
    except ImportError as exc:
        print(
            f"wartable serve needs the server extra: pip install 'wartable[server]' ({exc})",
            file=sys.stderr,
        )
        return 2
    settings = settings_from(args)
    try:
        settings.check()
    except WartableError as exc:
        print(f"wartable serve: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level.upper(), format="%(levelname)s %(name)s: %(message)s"
    )
    family = socket.AF_INET6 if ":" in settings.host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((settings.host, settings.port))
    except OSError as exc:
        print(
            f"wartable serve: cannot listen on {settings.host}:{settings.port}: {exc.strerror}",
            file=sys.stderr,
        )
        return 1
    sock.listen(2048)
    sock.set_inheritable(True)
    port = sock.getsockname()[1]
    settings.port = port
    db_url = settings.db_url or default_db_url()
    settings.db_url = db_url
    app = create_app(settings)
    config = uvicorn.Config(
        app,
        log_level=settings.log_level,
        ws=args.ws,
        ws_max_size=settings.ws_hard_limit,
        ws_ping_interval=20,
        ws_per_message_deflate=args.ws_deflate,
        ws_ping_timeout=20,
        timeout_graceful_shutdown=3,
        backlog=2048,
    )
    server = uvicorn.Server(config)
    shown_host = f"[{settings.host}]" if ":" in settings.host else settings.host
    from .db import normalize_url

    safe_db = normalize_url(db_url)
    if "@" in safe_db:
        from sqlalchemy.engine import make_url

        safe_db = make_url(safe_db).render_as_string(hide_password=True)

    import asyncio

    policy = None
    if settings.gc_freeze:
        from .gcpolicy import GcPolicy

        policy = GcPolicy(settings.gc_freeze, settings.gc_refresh)
        policy.start()

    async def run() -> None:
        diagnostics = None
        if args.diagnostics:
            from .diag import Diagnostics

            diagnostics = Diagnostics(args.diagnostics)
            diagnostics.start()
        try:
            await serve()
        finally:
            if diagnostics is not None:
                diagnostics.stop()

    async def serve() -> None:
        task = asyncio.get_running_loop().create_task(server.serve(sockets=[sock]))
        while not server.started and not task.done():
            await asyncio.sleep(0.02)
        if server.started:
            print(f"wartable serve: http://{shown_host}:{port}/ (database {safe_db})", flush=True)
        await task

    factory = None
    try:
        import uvloop

        factory = uvloop.new_event_loop
    except ImportError:  # pragma: no cover - uvicorn[standard] brings uvloop where it builds
        pass
    try:
        with asyncio.Runner(loop_factory=factory) as runner:
            runner.run(run())
    finally:
        if policy is not None:
            policy.stop()
    return 0 if server.started else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m wartable.server", description=__doc__)
    add_arguments(parser)
    return cmd_serve(parser.parse_args(argv))
