"""What accounts cost the server (issue 39): an argon2id hash and check with the server's
parameters (each sign-up, sign-in and password change pays one or two), a session lookup
(each signed-in create or join), and rating one ended match (the hub's call when a rated match
ends), on SQLite in a temporary folder.

    python bench/account_costs.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from argon2 import PasswordHasher

from wartable.server import db
from wartable.server.accounts import service
from wartable.server.accounts.rating import rate_match
from wartable.server.accounts.sessions import new_session_id, session_hash


def timed(fn: Callable[[], object], repeat: int) -> tuple[float, float]:
    """Median and maximum milliseconds of ``repeat`` calls."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), max(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    hasher = PasswordHasher()
    digest = hasher.hash("correct horse battery")
    rows = [
        (
            "argon2id hash (m=64 MiB, t=3, p=4)",
            timed(lambda: hasher.hash("correct horse"), args.repeat),
        ),
        (
            "argon2id verify",
            timed(lambda: hasher.verify(digest, "correct horse battery"), args.repeat),
        ),
    ]
    with tempfile.TemporaryDirectory() as tmp:
        engine = db.make_engine(f"sqlite:///{Path(tmp) / 'bench.sqlite3'}")
        db.migrate(engine)
        account = service.create_account(engine, "Ann", "ann", digest)
        assert account is not None
        session = new_session_id()
        service.start_session(engine, account.id, session_hash(session), 86400.0)
        rows.append(
            (
                "session lookup (SQLite)",
                timed(lambda: service.session_account(engine, session_hash(session)), args.repeat),
            )
        )
        now = time.time()
        counter = iter(range(10**9))

        def one_match() -> None:
            match_id = f"{next(counter):032x}"
            with engine.begin() as conn:
                conn.execute(
                    db.matches.insert().values(
                        id=match_id,
                        game="thud",
                        options={},
                        seed=1,
                        status="over",
                        version=1,
                        ply=0,
                        config={"rated": True},
                        live={},
                        result={"winners": [0]},
                        public=False,
                        created_at=now,
                        updated_at=now,
                    )
                )
                conn.execute(
                    db.seats.insert(),
                    [
                        {
                            "match_id": match_id,
                            "seat": 0,
                            "kind": "human",
                            "level": None,
                            "name": "Ann",
                            "token_hash": None,
                            "joined": True,
                            "account_id": account.id,
                        },
                        {
                            "match_id": match_id,
                            "seat": 1,
                            "kind": "computer",
                            "level": "easy",
                            "name": "computer (easy)",
                            "token_hash": None,
                            "joined": True,
                            "account_id": None,
                        },
                    ],
                )
            start = time.perf_counter()
            rate_match(
                engine,
                match_id,
                "thud",
                [("human", None), ("computer", "easy")],
                {"winners": [0]},
            )
            durations.append((time.perf_counter() - start) * 1000)

        durations: list[float] = []
        for _ in range(args.repeat):
            one_match()
        rows.append(
            ("rate one ended match (SQLite)", (statistics.median(durations), max(durations)))
        )
        engine.dispose()
    print(f"{'what':40} {'median ms':>10} {'max ms':>10}   ({args.repeat} each)")
    for what, (median, worst) in rows:
        print(f"{what:40} {median:10.2f} {worst:10.2f}")


if __name__ == "__main__":
    main()
