"""OrcWar Tree: the position text both ways (docs/rules/orcwar.md, R12, "Position").

Reading: the text is untrusted (a client, a file, a fuzzer): every length and count is capped
before it is used, every number must be plain ASCII digits of sane length, and every
invariant of a state is checked (R12), so that a position that parses is one on which the
engine works: ``legal_moves``, ``apply``, ``view``, ``determinize``, ``outcome`` and
``to_text``. Anything else raises :class:`BadPosition` naming the line and the reason.
Writing: :func:`state_text`. The move notation is in :mod:`.notation`.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from wartable.core.errors import BadPosition, WartableError, quoted
from wartable.core.game import CHANCE
from wartable.core.messages import Said, said
from wartable.core.numbers import parse_count, parse_int

from . import data as D
from .phases import ITEM_CODES, claim_counts
from .state import (
    ACTS,
    AUTOS,
    CHANCES,
    EMPTY_ROW,
    FRAMES,
    MOVES,
    PHASES,
    WHOS,
    Allow,
    AnswerOffer,
    AnswerParley,
    Army,
    Battle,
    BuildOffer,
    Caravan,
    Frame,
    Intel,
    K,
    OrcState,
    Rating,
    RatingTest,
    SetupArea,
    Truce,
    Tunnel,
    TunnelPick,
    bname,
    no_knowledge,
    parse_boss,
)

if TYPE_CHECKING:
    from .game import OrcWar
#: the longest position text read (a real one is at most about 5,000 characters)
MAX_TEXT = 100_000
#: the most lines read (a real position has about 30 lines plus its pending tasks)
MAX_LINES = 1_000
#: the most pending tasks (a real position has at most about 40)
MAX_TASKS = 500
#: the deepest JSON nesting in a ``meta``, ``battle`` or ``task`` line (real: 3)
MAX_DEPTH = 5
#: the largest count in a task or a battle (real counts stay below 100)
MAX_COUNT = 10_000
#: the highest caravan id (one new caravan at most every few draws; real games stay below 100)
MAX_CID = 100_000
#: the most battle rounds
MAX_BATTLE_ROUNDS = 10_000
#: the largest round number (beyond any sane ``max_rounds``)
MAX_ROUND = 1_000_000

_FLAGS = 7  # F_MOVED | F_TUNNEL | F_PLUNDERED
_GOLD_CODES = D.MONEY_CODES[:3]
_MACHINES = ", ".join(f"W{v}" for v in D.MACH_VALUES)


class _Bad(Exception):
    """A reason to refuse the position (a message); turned into BadPosition naming the line."""

    def __init__(self, why: Said) -> None:
        super().__init__(why.english())
        self.why = why


def _bad(why: str, **params: Any) -> _Bad:
    """The reason ``why`` (a message id) with ``params``, to raise inside the parser."""
    return _Bad(said(why, **params))


def _refuse(text: object, why: str, **params: Any) -> BadPosition:
    """The position ``text`` refused as a whole for the reason ``why`` (a message id)."""
    return BadPosition(said("orcwar-pos-text", text=quoted(text), why=said(why, **params)))


def _int(tok: str, what: str | Said, lo: int, hi: int) -> int:
    """A plain ASCII integer in ``lo..hi`` (``str.isdigit`` also accepts '³' and '١'); a sign
    only where ``lo`` is negative (``-0`` is not a count the writer makes)."""
    try:
        v = parse_int(tok, 7, plus=False) if lo < 0 else parse_count(tok, 7)
    except ValueError:
        raise _bad("orcwar-pos-number", what=what, value=quoted(tok), lo=lo, hi=hi) from None
    if not lo <= v <= hi:
        raise _bad("orcwar-pos-range", what=what, value=v, lo=lo, hi=hi)
    return v


def _counts(
    text: str,
    index: dict[str, int],
    size: int,
    what: str,
    allowed: Callable[[int], bool] | None = None,
) -> list[int]:
    """``code`` / ``code:N`` tokens (``-`` for none) to counts per index."""
    out = [0] * size
    for tok in text.replace(",", " ").split():
        if tok == "-":
            continue
        code, colon, c = tok.partition(":")
        i = index.get(code)
        if i is None or (allowed is not None and not allowed(i)):
            raise _bad("orcwar-pos-chip", what=what, chip=quoted(code))
        label = said("orcwar-pos-count-of", what=what, code=code)
        out[i] += _int(c, label, 0, 999) if colon else 1
    return out


def _gold(text: str, what: str) -> list[int]:
    return _counts(text, D.MONEY_INDEX, 5, what, lambda i: i < 3)[:3]


# -- JSON --------------------------------------------------------------------------------


def _no_constant(name: str) -> Any:
    raise _bad("orcwar-pos-constant", name=name)


def _no_float(text: str) -> Any:
    raise _bad("orcwar-pos-float", value=quoted(text))


def _json(text: str, what: str) -> Any:
    depth = 0
    for ch in text:  # JSON strings here never hold brackets: counting them all is safe
        if ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise _bad("orcwar-pos-deep", what=what, depth=MAX_DEPTH)
        elif ch in "]}":
            depth -= 1
    try:
        value = json.loads(text, parse_constant=_no_constant, parse_float=_no_float)
    except json.JSONDecodeError as e:
        raise _bad("orcwar-pos-json", what=what, at=e.pos + 1) from None
    except (ValueError, RecursionError):  # a number of thousands of digits
        raise _bad("orcwar-pos-json-limit", what=what) from None
    return _tup(value)


def _tup(x: Any) -> Any:
    if isinstance(x, list):
        return tuple(_tup(y) for y in x)
    if isinstance(x, dict):
        return {k: _tup(v) for k, v in x.items()}
    return x


def _is_int(x: Any) -> bool:
    return type(x) is int


def _ival(x: Any, what: str, lo: int, hi: int) -> int:
    if not _is_int(x) or not lo <= x <= hi:
        raise _bad("orcwar-pos-number", what=what, value=quoted(x), lo=lo, hi=hi)
    return int(x)


def _ituple(
    x: Any, what: str, lo: int, hi: int, length: int | None = None, max_len: int = 100
) -> tuple[int, ...]:
    if not isinstance(x, tuple) or len(x) > max_len or (length is not None and len(x) != length):
        if length is None:
            raise _bad("orcwar-pos-list", what=what, value=quoted(x))
        raise _bad("orcwar-pos-numbers", what=what, value=quoted(x), length=length)
    for y in x:
        _ival(y, what, lo, hi)
    return x


# -- the parser --------------------------------------------------------------------------

_SINGLE = ("round", "hcup", "mcup", "meta", "battle")


def parse_state(game: OrcWar, text: str) -> OrcState:
    """The state of a position text (:meth:`OrcState.to_text`); :class:`BadPosition`."""
    if not isinstance(text, str):
        raise _refuse(text, "orcwar-pos-not-text", kind=type(text).__name__)
    if len(text) > MAX_TEXT:
        raise _refuse(text, "orcwar-pos-too-long", limit=f"{MAX_TEXT:,}")
    lines = [ln.strip() for ln in text.strip().splitlines()]
    lines = [ln for ln in lines if ln]
    if not lines:
        raise _refuse(text, "orcwar-pos-empty")
    if len(lines) > MAX_LINES:
        raise _refuse(text, "orcwar-pos-too-many-lines", limit=f"{MAX_LINES:,}")
    s = OrcState(game)
    s.hcup = [0] * D.NUM_KINDS
    s.mcup = [0] * 5
    line = lines[0]
    whole = False
    try:
        _header(game, line)
        seen: set[str] = set()
        for line in lines[1:]:
            key, _, rest = line.partition(" ")
            if key in _SINGLE:
                if key in seen:
                    raise _bad("orcwar-pos-second-line", key=repr(key))
                seen.add(key)
            _LINE.get(key, _unknown)(s, rest.strip(), seen)
        whole = True
        if "round" not in seen:
            raise _bad("orcwar-pos-no-round")
        if "meta" not in seen and s.caravans:  # a hand-written position: the next new id
            s.next_cid = max(c.cid for c in s.caravans) + 1
        _check(s)
        _run(s)
    except _Bad as e:
        if whole:
            raise BadPosition(said("orcwar-pos-whole", why=e.why)) from None
        raise BadPosition(said("orcwar-pos-line", line=quoted(line, 60), why=e.why)) from None
    return s


def _header(game: OrcWar, line: str) -> None:
    w = line.split()
    if (
        len(w) != 4
        or w[0] != "orcwar"
        or not re.fullmatch(r"v[0-9]{1,4}", w[1])
        or w[2] != "players"
    ):
        raise _bad("orcwar-pos-header", form="'orcwar vN players N'")
    n = _int(w[3], "players", 0, 99)
    if n != game.num_players:
        raise _bad("orcwar-pos-players", n=n, players=game.num_players)


def _unknown(s: OrcState, rest: str, seen: set[str]) -> None:
    raise _bad(
        "orcwar-pos-unknown-line", lines="round hcup mcup hand area army caravan meta battle task"
    )


def _round(s: OrcState, rest: str, seen: set[str]) -> None:
    w = rest.split()
    if len(w) != 3 or w[1] != "phase" or w[2] not in PHASES:
        raise _bad("orcwar-pos-round-line", form="'round N phase P'", phases=", ".join(PHASES))
    s.rnd = _int(w[0], "round", 0, MAX_ROUND)
    s.phase = PHASES.index(w[2])


def _hcup(s: OrcState, rest: str, seen: set[str]) -> None:
    s.hcup = _counts(rest, D.KIND_INDEX, D.NUM_KINDS, "hcup")


def _mcup(s: OrcState, rest: str, seen: set[str]) -> None:
    s.mcup = _counts(rest, D.MONEY_INDEX, 5, "mcup")


def _hand(s: OrcState, rest: str, seen: set[str]) -> None:
    p_s, _, body = rest.partition(" ")
    p = _int(p_s, "hand: seat", 0, s.n - 1)
    if f"hand {p}" in seen:
        raise _bad("orcwar-pos-second", what=f"hand {p}")
    seen.add(f"hand {p}")
    hh, bar, gg = body.partition("|")
    if not bar:
        raise _bad("orcwar-pos-form", form="'hand P horde chips | gold chips'")
    s.hands[p] = _counts(hh, D.KIND_INDEX, D.NUM_KINDS, f"hand {p}")
    s.gold[p] = _gold(gg, f"hand {p} gold")


def _area(s: OrcState, rest: str, seen: set[str]) -> None:
    w = rest.split()
    if not w:
        raise _bad("orcwar-pos-form", form="'area N fields...'")
    a = _int(w[0], "area", 1, D.NUM_AREAS)
    if f"area {a}" in seen:
        raise _bad("orcwar-pos-second", what=f"area {a}")
    seen.add(f"area {a}")
    for bit in w[1:]:
        if bit.startswith("ctl="):
            s.control[a] = _int(bit[4:], "ctl", -1, s.n - 1)
        elif bit.startswith("fort="):
            v = _int(bit[5:], "fort", 0, max(D.FORT_VALUES))
            if v and v not in D.FORT_VALUES:
                raise _bad("orcwar-pos-fort", value=v, values=str(D.FORT_VALUES))
            s.fort[a] = v
        elif bit == "mine":
            s.mine[a] = 1
        elif bit.startswith("left="):
            s.left[a] = tuple(
                sorted((_machine(x, "left") for x in bit[5:].split(",")), reverse=True)
            )
        else:
            raise _bad(
                "orcwar-pos-area-field", field=quoted(bit), fields="ctl=P fort=V mine left=W2,W3"
            )
        if (s.control[a] >= 0 or s.fort[a] or s.mine[a] or s.left[a]) and not D.IS_ORC[a]:
            raise _bad("orcwar-pos-not-orc-land", area=a)


def _machine(code: str, what: str) -> int:
    if len(code) < 2 or code[0] != "W":
        raise _bad("orcwar-pos-not-machine", what=what, code=quoted(code), machines=_MACHINES)
    v = _int(code[1:], what, 0, max(D.MACH_VALUES))
    if v not in D.MACH_VALUES:
        raise _bad("orcwar-pos-not-machine", what=what, code=f"W{v}", machines=_MACHINES)
    return v


_ARMY_KEYS = ("sha", "mach", "loot", "flags")


def _army(s: OrcState, rest: str, seen: set[str]) -> None:
    w = rest.split()
    if len(w) != 8:
        raise _bad(
            "orcwar-pos-form", form="'army Bb owner @area troops sha=N mach=V,.. loot=.. flags=N'"
        )
    b = _boss(w[0], "army")
    if b in s.armies:
        raise _bad("orcwar-pos-second", what=f"army {w[0]}")
    owner = _int(w[1], "army owner", 0, s.n - 1)
    if not w[2].startswith("@"):
        raise _bad("orcwar-pos-army-area", value=quoted(w[2]))
    area = _int(w[2][1:], "army area", 0, D.NUM_AREAS)
    troops: tuple[int, ...] = ()
    if w[3] != "-":
        codes = w[3].split(",")
        if len(codes) > 100:
            raise _bad("orcwar-pos-too-many-troops")
        ks = []
        for c in codes:
            k = D.KIND_INDEX.get(c, -1)
            if not 0 <= k < D.NUM_TROOPS:
                raise _bad("orcwar-pos-not-troop", chip=quoted(c))
            ks.append(k)
        troops = tuple(sorted(ks))
    kv: dict[str, str] = {}
    for x in w[4:]:
        key, eq, v = x.partition("=")
        if not eq or key not in _ARMY_KEYS or key in kv:
            raise _bad(
                "orcwar-pos-fields", what="army", field=quoted(x), keys="sha=, mach=, loot=, flags="
            )
        kv[key] = v
    sha = _int(kv["sha"], "army sha", 0, D.HORDE_COUNTS[D.SHA])
    mach: tuple[int, ...] = ()
    if kv["mach"] != "-":
        vals = kv["mach"].split(",")
        if len(vals) > 100:
            raise _bad("orcwar-pos-too-many-machines")
        mach = tuple(sorted((_machine("W" + v, "army mach") for v in vals), reverse=True))
    loot = _gold(kv["loot"], "army loot")
    flags = _int(kv["flags"], "army flags", 0, _FLAGS)
    s.armies[b] = Army(owner, area, troops, sha, mach, (loot[0], loot[1], loot[2]), flags)


def _boss(tok: str, what: str) -> int:
    try:
        return parse_boss(tok)
    except ValueError:
        raise _bad(
            "orcwar-pos-not-boss", what=what, value=quoted(tok), bosses=D.NUM_BOSSES
        ) from None


_CARAVAN_KEYS = ("stop", "cargo", "guards", "trap")


def _caravan(s: OrcState, rest: str, seen: set[str]) -> None:
    w = rest.split()
    if len(w) != 6:
        raise _bad("orcwar-pos-form", form="'caravan ID ROUTE stop=N cargo=.. guards=N trap=0|1'")
    cid = _int(w[0], "caravan id", 1, MAX_CID)
    if any(c.cid == cid for c in s.caravans):
        raise _bad("orcwar-pos-second-caravan", caravan=cid)
    if w[1] not in D.ROUTE_NAMES:
        raise _bad("orcwar-pos-route", route=quoted(w[1]), routes=", ".join(D.ROUTE_NAMES))
    route = D.ROUTE_NAMES.index(w[1])
    kv: dict[str, str] = {}
    for x in w[2:]:
        k, eq, v = x.partition("=")
        if not eq or k not in _CARAVAN_KEYS or k in kv:
            raise _bad(
                "orcwar-pos-fields",
                what="caravan",
                field=quoted(x),
                keys="stop=, cargo=, guards=, trap=",
            )
        kv[k] = v
    # a caravan that reaches its route's last stop leaves the map (R4.1)
    stop = _int(kv["stop"], "caravan stop", 0, len(D.ROUTES[route]) - 2)
    cargo = _gold(kv["cargo"], "caravan cargo")
    guards = _int(kv["guards"], "caravan guards", 0, 99)
    trap = _int(kv["trap"], "caravan trap", 0, 1)
    s.caravans.append(Caravan(cid, route, stop, (cargo[0], cargo[1], cargo[2]), guards, trap))


_META_KEYS = {
    "next_cid",
    "prisoners",
    "truces",
    "intel",
    "order",
    "held",
    "offer",
    "result",
    "broken",
    "redrawn",
    "known",
}
_META_NEEDED = ("next_cid", "prisoners", "truces", "intel", "order", "held", "offer", "result")


def _meta(s: OrcState, rest: str, seen: set[str]) -> None:
    m = _json(rest, "meta")
    if not isinstance(m, dict):
        raise _bad("orcwar-pos-object", what="meta")
    extra = sorted(set(m) - _META_KEYS)
    if extra:
        raise _bad("orcwar-pos-unknown-key", what="meta", key=quoted(extra[0]))
    missing = [k for k in _META_NEEDED if k not in m]
    if missing:
        raise _bad("orcwar-pos-missing-key", what="meta", key=repr(missing[0]))
    n = s.n
    s.next_cid = _ival(m["next_cid"], "meta next_cid", 1, MAX_CID + 1)
    pr = m["prisoners"]
    if not isinstance(pr, tuple) or len(pr) != n:
        raise _bad("orcwar-pos-per-seat", what="meta prisoners", seats=n)
    s.prisoners = [_bosses(x, "meta prisoners") for x in pr]
    s.truces = _truces(m["truces"], n, "meta truces")
    s.intel = _intel(m["intel"], n)
    order = _ituple(m["order"], "meta order", 0, n - 1, n)
    if sorted(order) != list(range(n)):
        raise _bad("orcwar-pos-every-seat", what="meta order", value=quoted(order))
    s.order = order
    s.held = _ival(m["held"], "meta held", 0, D.MONEY_COUNTS[D.EVT])
    s.offer = _offer(m["offer"], n)
    s.result = _result(m["result"], n)
    s.broken = _truces(m.get("broken", ()), n, "meta broken")
    redrawn = _ituple(m.get("redrawn", ()), "meta redrawn", 0, n - 1, max_len=n)
    if len(set(redrawn)) != len(redrawn):
        raise _bad("orcwar-pos-seat-twice", what="meta redrawn")
    s.redrawn = redrawn
    s.known = _known(m.get("known", ()), n)


def _bosses(x: Any, what: str) -> tuple[int, ...]:
    bs = _ituple(x, what, 0, D.NUM_BOSSES - 1, max_len=D.NUM_BOSSES)
    if list(bs) != sorted(set(bs)):
        raise _bad("orcwar-pos-bosses", what=what, value=quoted(x))
    return bs


def _truces(x: Any, n: int, what: str) -> tuple[Truce, ...]:
    if not isinstance(x, tuple) or len(x) > 100:
        raise _bad("orcwar-pos-truces", what=what)
    out = []
    for t in x:
        a, b, area = _ituple(t, what, -1, D.NUM_AREAS, 3)
        if not (0 <= a < b < n and 1 <= area <= D.NUM_AREAS):
            raise _bad("orcwar-pos-truce", what=what, value=quoted(t))
        out.append(Truce(a, b, area))
    if len(set(out)) != len(out):
        raise _bad("orcwar-pos-truce-twice", what=what)
    return tuple(out)


def _intel(x: Any, n: int) -> tuple[Intel, ...]:
    if not isinstance(x, tuple) or len(x) > n * n:
        raise _bad("orcwar-pos-intel-list")
    out: list[Intel] = []
    for t in x:
        if not isinstance(t, tuple) or len(t) != 4:
            raise _bad("orcwar-pos-intel-entry", value=quoted(t))
        v = _ival(t[0], "meta intel seat", 0, n - 1)
        p = _ival(t[1], "meta intel seat", 0, n - 1)
        if v == p or any((u.viewer, u.target) == (v, p) for u in out):
            raise _bad("orcwar-pos-intel-pair", value=quoted(t))
        h = _ituple(t[2], "meta intel hand", 0, max(D.HORDE_COUNTS), D.NUM_KINDS)
        g = _ituple(t[3], "meta intel gold", 0, max(D.MONEY_COUNTS[:3]), 3)
        if any(c > top for c, top in zip(h, D.HORDE_COUNTS, strict=True)) or any(
            c > top for c, top in zip(g, D.MONEY_COUNTS, strict=False)
        ):
            raise _bad("orcwar-pos-intel-chips", value=quoted(t))
        out.append(Intel(v, p, h, g))
    return tuple(out)


def _offer(x: Any, n: int) -> tuple[Any, ...] | None:
    if x is None:
        return None
    if not isinstance(x, tuple) or len(x) != 4:
        raise _bad("orcwar-pos-offer-form", value=quoted(x))
    p = _ival(x[0], "meta offer seat", 0, n - 1)
    q = _ival(x[1], "meta offer seat", 0, n - 1)
    if p == q:
        raise _bad("orcwar-pos-offer-self")
    top = len(ITEM_CODES) - 1
    give = _ituple(x[2], "meta offer item", 0, top, max_len=200)
    ask = _ituple(x[3], "meta offer item", 0, top, max_len=200)
    for items in (give, ask):
        if list(items) != sorted(items):
            raise _bad("orcwar-pos-offer-order", value=quoted(x))
    return (p, q, give, ask)


def _result(x: Any, n: int) -> tuple[tuple[int, ...], str] | None:
    if x is None:
        return None
    if not isinstance(x, tuple) or len(x) != 2 or not isinstance(x[1], str) or len(x[1]) > 200:
        raise _bad("orcwar-pos-result-form", value=quoted(x))
    winners = _ituple(x[0], "meta result winner", 0, n - 1, max_len=n)
    if list(winners) != sorted(set(winners)):
        raise _bad("orcwar-pos-result-winners", value=quoted(x))
    return (winners, x[1])


def _known(x: Any, n: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    rows = [list(r) for r in no_knowledge(n)]
    if not isinstance(x, tuple) or len(x) > n * n:
        raise _bad("orcwar-pos-known-list")
    seen = set()
    for e in x:
        if not isinstance(e, tuple) or len(e) != 3:
            raise _bad("orcwar-pos-known-entry", value=quoted(e))
        o = _ival(e[0], "meta known seat", 0, n - 1)
        p = _ival(e[1], "meta known seat", 0, n - 1)
        if o == p or (o, p) in seen:
            raise _bad("orcwar-pos-known-pair", value=quoted(e))
        seen.add((o, p))
        rows[o][p] = _ituple(e[2], "meta known count", 0, 999, len(EMPTY_ROW))
    return tuple(tuple(r) for r in rows)


# -- the battle -------------------------------------------------------------------------

_BT_STAGES = ("parley", "shelter", "roll", "target", "assign", "retreat", "end")
_BT_KEYS = {
    "area",
    "npc",
    "ctx",
    "defender",
    "foe",
    "fort_ok",
    "tunnelers",
    "tried",
    "peace",
    "stage",
    "idx",
    "dice",
    "left",
    "rolls",
    "hits",
    "marked",
    "pend",
    "asg",
    "forced",
    "orphans",
    "lmach",
    "loot",
    "rounds",
    "rollers",
    "asked",
}


# C901 kept: one check per key of the battle object, in order; split, they would be read apart
def _battle(s: OrcState, rest: str, seen: set[str]) -> None:  # noqa: C901
    bt = _json(rest, "battle")
    if bt is None:
        s.bt = None
        return
    if not isinstance(bt, dict) or set(bt) != _BT_KEYS:
        raise _bad("orcwar-pos-battle-keys", keys=str(sorted(_BT_KEYS)))
    n = s.n
    side_hi = n - 1

    def pairs(key: str, lo: int, width: int, max_len: int = 200) -> tuple[Any, ...]:
        v = bt[key]
        if not isinstance(v, tuple) or len(v) > max_len:
            raise _bad("orcwar-pos-list-expected", what=f"battle {key}")
        for t in v:
            _ituple(t, f"battle {key}", lo, MAX_COUNT, width)
        return v

    _ival(bt["area"], "battle area", 1, D.NUM_AREAS)
    npc = _ituple(bt["npc"], "battle npc", 1, 99, max_len=100)
    ctx = bt["ctx"]
    if ctx == ("pvp",):
        pass
    elif isinstance(ctx, tuple) and len(ctx) == 2 and ctx[0] == "car":
        _ival(ctx[1], "battle ctx caravan", 1, MAX_CID)
    elif isinstance(ctx, tuple) and len(ctx) == 2 and ctx[0] in ("trap", "adv"):
        _ival(ctx[1], "battle ctx boss", 0, D.NUM_BOSSES - 1)
    else:
        raise _bad("orcwar-pos-battle-ctx", value=quoted(ctx))
    defender = _ival(bt["defender"], "battle defender", -9, side_hi)
    foe = _ival(bt["foe"], "battle foe", -9, side_hi)
    if -9 < defender < 0 or -9 < foe < 0:
        raise _bad("orcwar-pos-battle-side")
    if ctx[0] == "pvp" and (foe != -9 or npc):
        raise _bad("orcwar-pos-battle-pvp")
    if ctx[0] != "pvp" and foe < 0:
        raise _bad("orcwar-pos-battle-npc")
    _ival(bt["fort_ok"], "battle fort_ok", 0, 1)
    for key in ("tunnelers", "forced", "asked"):
        v = _ituple(bt[key], f"battle {key}", 0, side_hi, max_len=n)
        if len(set(v)) != len(v):
            raise _bad("orcwar-pos-seat-twice", what=f"battle {key}")
    for key in ("tried", "peace"):
        for a, b in pairs(key, 0, 2):
            if not a < b <= side_hi:
                raise _bad("orcwar-pos-battle-pairs", what=f"battle {key}")
    stage = bt["stage"]
    if stage not in _BT_STAGES:
        raise _bad("orcwar-pos-battle-stage", value=quoted(stage), stages=", ".join(_BT_STAGES))
    idx = _ival(bt["idx"], "battle idx", 0, MAX_COUNT)
    rollers = _ituple(bt["rollers"], "battle rollers", -1, side_hi, max_len=n + 1)
    if len(set(rollers)) != len(rollers):
        raise _bad("orcwar-pos-side-twice", what="battle rollers")
    dice = _ituple(bt["dice"], "battle dice", 0, MAX_COUNT, max_len=n + 1)
    left = _ival(bt["left"], "battle left", 0, MAX_COUNT)
    rolls = pairs("rolls", 0, 3, n + 1)
    hits = pairs("hits", 0, 2, n + 1)
    pairs("marked", 0, 2)
    for b, k in bt["marked"]:
        if b >= D.NUM_BOSSES or k >= D.NUM_TROOPS:
            raise _bad("orcwar-pos-battle-marked")
    pend = bt["pend"]
    if not isinstance(pend, tuple) or len(pend) > 100:
        raise _bad("orcwar-pos-list-expected", what="battle pend")
    for t in pend:
        _ituple(t, "battle pend", -1, MAX_COUNT, 4)
        if t[0] >= D.NUM_BOSSES or t[3] > side_hi:
            raise _bad("orcwar-pos-battle-pend")
    if list(pend) != sorted(pend) or len({t[0] for t in pend}) != len(pend):
        raise _bad("orcwar-pos-battle-pend-order")
    asg = bt["asg"]
    if asg is not None:
        _ituple(asg, "battle asg", -1, MAX_COUNT, 5)
        if (
            not 0 <= asg[0] < D.NUM_BOSSES
            or asg[1] < 0
            or asg[2] < 0
            or asg[3] > side_hi
            or asg[4] > 1
        ):
            raise _bad("orcwar-pos-battle-asg")
    _ival(bt["orphans"], "battle orphans", 0, D.HORDE_COUNTS[D.SHA])
    lmach = _ituple(bt["lmach"], "battle lmach", 0, max(D.MACH_VALUES), max_len=50)
    if any(v not in D.MACH_VALUES for v in lmach) or list(lmach) != sorted(lmach, reverse=True):
        raise _bad("orcwar-pos-battle-lmach")
    _ituple(bt["loot"], "battle loot", 0, max(D.MONEY_COUNTS[:3]), 3)
    _ival(bt["rounds"], "battle rounds", 0, MAX_BATTLE_ROUNDS)
    # the stage's own bookkeeping (R8.3-R8.5): dice per roller, the roller rolling now
    if stage in ("roll", "target"):
        if not len(dice) == len(rolls) == len(rollers):
            raise _bad("orcwar-pos-battle-dice")
        for d, r in zip(dice, rolls, strict=True):
            if sum(r) > d:
                raise _bad("orcwar-pos-battle-rolls")
    if stage == "roll":
        if rollers and not (idx < len(rollers) and left <= dice[idx]):
            raise _bad("orcwar-pos-battle-roller")
        if not rollers and (idx or left):
            raise _bad("orcwar-pos-battle-nobody")
        if rollers and sum(rolls[idx]) + left > dice[idx]:
            raise _bad("orcwar-pos-battle-dice-left")
        if any(any(r) for r in rolls[idx + 1 :]):
            raise _bad("orcwar-pos-battle-rolled")
    if stage == "target":
        if len(hits) != len(rollers) or idx > len(rollers):
            raise _bad("orcwar-pos-battle-hits")
        for (h5, h6), r in zip(hits, rolls, strict=True):
            if h5 > r[0] or h6 > r[1]:
                raise _bad("orcwar-pos-battle-hits-rolled")
    s.bt = cast(Battle, bt)  # checked above: every key, each value in range


# -- tasks ------------------------------------------------------------------------------

# argument kinds: seat, boss, area, cnt (0..MAX_COUNT), bit (0/1), die (1..6), cid, cap
# (-1 or a seat: a captor), seats (a list of seats), cids (a list of caravan ids)
_TASKS: dict[str, tuple[str, ...]] = {
    "setup_boss": ("seat",),
    "setup_area": ("seat", "boss"),
    "setup_hand": ("seat",),
    "swap": ("seat",),
    "hdraw": ("seat",),
    "buy": ("seat", "bought", "bit"),
    "pay": ("seat", "price"),
    "rolloff": ("seats",),
    "first": ("seat",),
    "move": ("seat",),
    "tunnel": ("boss", "bit"),
    "tunnel_pick": ("boss", "area"),
    "steal": ("seat", "seat"),
    "steal_draw": ("seat", "seat"),
    "allow": ("boss", "area"),
    "test": ("test",),
    "deploy": ("seat",),
    "car_route": (),
    "car_load": ("cid", "cnt"),
    "car_evt": ("cid",),
    "gdraw": ("gdraw",),
    "trim": ("seat", "cnt"),
    "plunder": ("seat",),
    "pl": ("boss", "area", "cnt"),
    "pl_evt": ("boss", "area"),
    "rich": ("boss", "area", "cnt"),
    "adv_n": ("boss",),
    "adv_s": ("boss", "die"),
    "sell": ("boss", "cnt"),
    "recruit": ("boss", "cnt"),
    "mining": (),
    "mine_draw": ("seat", "area"),
    "mine_evt": ("seat", "area"),
    "cavein": ("seat", "area"),
    "lose": ("seat", "area"),
    "deposit": (),
    "trade": ("seat", "seats"),
    "build": ("seat",),
    "answer": ("seat",),
    "handover": ("seat", "seat", "cnt", "cnt"),
    "bt": (),
    "finish": ("boss", "troop", "hits"),
    "fate": ("boss", "cap"),
    "retreat_to": ("seat",),
    "tunnel_retreat": ("seat",),
    "battles": ("seat", "cids"),
    "control": (),
    "answer_parley": ("seat", "seat"),
}
_PAIRED = ("steal", "steal_draw", "handover", "answer_parley")


def _task(s: OrcState, rest: str, seen: set[str]) -> None:
    if len(s.stack) >= MAX_TASKS:
        raise _bad("orcwar-pos-tasks-many", limit=MAX_TASKS)
    f = _json(rest, "task")
    if not isinstance(f, tuple) or not f or not isinstance(f[0], str):
        raise _bad("orcwar-pos-task-list")
    kind = f[0]
    shape = _TASKS.get(kind)
    if shape is None or not (kind in WHOS or kind in CHANCES or kind in AUTOS):
        raise _bad("orcwar-pos-task-unknown", task=quoted(kind))
    if shape == ("test",):
        _test_task(s, f)
    elif shape == ("gdraw",):
        _gdraw_task(s, f)
    else:
        if len(f) != len(shape) + 1:
            raise _bad("orcwar-pos-task-values", task=kind, count=len(shape))
        for x, what in zip(f[1:], shape, strict=True):
            _task_arg(s, x, what, kind)
        if kind in _PAIRED and f[1] == f[2]:
            raise _bad("orcwar-pos-task-two-seats", task=kind)
    s.stack.append(_frame(f))


def _frame(f: tuple[Any, ...]) -> Frame:
    """The frame of a task line's items, checked: the NamedTuple of its kind."""
    if f[0] == "test":
        return RatingTest("test", f[1], Rating(f[2]), f[3], f[4], f[5])
    return FRAMES[f[0]]._make(f)


_ARG_RANGE = {
    "boss": (0, D.NUM_BOSSES - 1),
    "area": (1, D.NUM_AREAS),
    "cnt": (0, MAX_COUNT),
    "bit": (0, 1),
    "die": (1, 6),
    "cid": (1, MAX_CID),
    "bought": (0, 2),
    "price": (1, max(*D.FORT_VALUES, *D.MACH_VALUES, D.MINE_COST, 2)),
    "troop": (0, D.NUM_TROOPS - 1),
    "hits": (1, max(D.TROOP_HITS)),
}


def _task_arg(s: OrcState, x: Any, what: str, kind: str) -> None:
    n = s.n
    if what == "seat":
        _ival(x, f"task {kind}: seat", 0, n - 1)
    elif what == "cap":
        _ival(x, f"task {kind}: captor", -1, n - 1)
    elif what == "seats":
        v = _ituple(x, f"task {kind}: seats", 0, n - 1, max_len=n)
        if len(set(v)) != len(v) or (kind == "rolloff" and len(v) < 2):
            raise _bad("orcwar-pos-task-seats" + ("-two" if kind == "rolloff" else ""), task=kind)
    elif what == "cids":
        v = _ituple(x, f"task {kind}: caravan ids", 1, MAX_CID, max_len=100)
        if len(set(v)) != len(v):
            raise _bad("orcwar-pos-task-caravan-twice", task=kind)
    else:
        lo, hi = _ARG_RANGE[what]
        _ival(x, f"task {kind}: {what}", lo, hi)


_TEST_PURPOSES = ("pass", "assassin", "truce", "parley", "parley2", "retreat", "escape")


def _test_task(s: OrcState, f: tuple[Any, ...]) -> None:
    # ("test", boss, 0 leadership / 1 agility, purpose, payload, rerolled) (R1.6)
    if len(f) != 6:
        raise _bad("orcwar-pos-task-test")
    _ival(f[1], "task test: boss", 0, D.NUM_BOSSES - 1)
    _ival(f[2], "task test: which", 0, 1)
    _ival(f[5], "task test: rerolled", 0, 1)
    purpose, x = f[3], f[4]
    n = s.n
    if purpose == "pass":
        _ival(x, "task test pass: area", 1, D.NUM_AREAS)
    elif purpose == "assassin":
        _ival(x, "task test assassin: payload", 0, 0)
    elif purpose == "truce":
        _truces((x,), n, "task test truce")
    elif purpose in ("parley", "parley2"):
        a, b = _ituple(x, f"task test {purpose}: seats", 0, n - 1, 2)
        if a == b:
            raise _bad("orcwar-pos-task-two-seats", task=f"test {purpose}")
    elif purpose == "retreat":
        _ival(x, "task test retreat: seat", 0, n - 1)
    elif purpose == "escape":
        _ival(x, "task test escape: captor", -1, n - 1)
    else:
        raise _bad(
            "orcwar-pos-test-purpose", value=quoted(purpose), purposes=", ".join(_TEST_PURPOSES)
        )


def _gdraw_task(s: OrcState, f: tuple[Any, ...]) -> None:
    # ("gdraw", target, n, dest): dest "loot" (target = boss), "hand" (seat), "cargo" (caravan)
    if len(f) != 4 or f[3] not in ("loot", "hand", "cargo"):
        raise _bad("orcwar-pos-task-gdraw")
    hi = {"loot": D.NUM_BOSSES - 1, "hand": s.n - 1, "cargo": MAX_CID}[f[3]]
    _ival(f[1], f"task gdraw {f[3]}: target", 1 if f[3] == "cargo" else 0, hi)
    _ival(f[2], "task gdraw: count", 0, MAX_COUNT)


_LINE: dict[str, Callable[[OrcState, str, set[str]], None]] = {
    "round": _round,
    "hcup": _hcup,
    "mcup": _mcup,
    "hand": _hand,
    "area": _area,
    "army": _army,
    "caravan": _caravan,
    "meta": _meta,
    "battle": _battle,
    "task": _task,
}


# -- the whole state (R12) -----------------------------------------------------------------


# C901 kept: the position's invariants (R12), one after another, each a line or two
def _check(s: OrcState) -> None:  # noqa: C901
    n = s.n
    g = s.game
    if (s.rnd == 0) != (s.phase == 0):
        raise _bad("orcwar-pos-round-zero")
    if 0 < int(g.options["max_rounds"]) < s.rnd:
        raise _bad("orcwar-pos-round-limit", round=s.rnd, limit=int(g.options["max_rounds"]))
    if s.result is None and not s.stack:
        raise _bad("orcwar-pos-no-task")
    _check_chips(s)
    cids = {c.cid for c in s.caravans}
    if cids and max(cids) >= s.next_cid:
        raise _bad("orcwar-pos-next-cid", next=s.next_cid, caravan=max(cids))
    setup_area = {f.boss: f.seat for f in s.stack if isinstance(f, SetupArea)}
    for b, a in s.armies.items():
        if a.area == 0 and setup_area.get(b) != a.owner:
            raise _bad("orcwar-pos-army-no-area", boss=bname(b))
        if a.area and b in setup_area:
            raise _bad("orcwar-pos-army-placed", boss=bname(b))
    for b in setup_area:
        if b not in s.armies:
            raise _bad("orcwar-pos-task-no-army", task="setup_area", boss=bname(b))
    _check_tasks(s)
    bts = sum(1 for f in s.stack if f.kind == "bt")
    if bts > 1 or (bts == 1) != (s.bt is not None):
        raise _bad("orcwar-pos-bt")
    trading = [j for j, f in enumerate(s.stack) if f.kind in ("build", "answer")]
    if bool(trading) != (s.offer is not None):
        raise _bad("orcwar-pos-offer-task")
    if trading and trading != [len(s.stack) - 1]:
        raise _bad("orcwar-pos-offer-last")
    for f in s.stack:
        if isinstance(f, BuildOffer | AnswerOffer) and s.offer is not None:
            who = s.offer[0] if f.kind == "build" else s.offer[1]
            if f.seat != who:
                raise _bad("orcwar-pos-offer-seat", task=f.kind, seat=f.seat)
    if s.offer is not None:
        _check_offer(s)
    for o in range(n):
        for p in range(n):
            have = list(s.hands[p]) + list(s.gold[p])
            if any(k > h for k, h in zip(s.known[o][p], have, strict=True)):
                raise _bad("orcwar-pos-known-more", seat=o, player=p)


#: tasks that a move or a draw starts and that are always decided before anything else
_AT_ONCE = ("allow", "tunnel", "tunnel_pick", "setup_area", "pay", "steal_draw")
#: tasks that only a running battle starts, so they come after its ``bt`` task (R8)
_IN_BATTLE = ("retreat_to", "tunnel_retreat", "fate", "finish", "answer_parley")
_IN_BATTLE_TESTS = ("retreat", "parley", "parley2", "escape")


def _check_tasks(s: OrcState) -> None:
    """R12.5: tasks that act on the state at once find what they act on."""
    battle = False
    last = len(s.stack) - 1
    if sum(1 for f in s.stack if f.kind == "setup_boss") > sum(s.hcup[D.BOSS0 : D.SHA]):
        raise _bad("orcwar-pos-setup-bosses")
    for j, f in enumerate(s.stack):
        kind = f.kind
        in_battle = kind in _IN_BATTLE or (
            isinstance(f, RatingTest) and f.purpose in _IN_BATTLE_TESTS
        )
        if kind == "bt":
            battle = True
        elif in_battle and not battle:
            raise _bad("orcwar-pos-task-no-bt", task=kind)
        elif battle and not in_battle:
            raise _bad("orcwar-pos-task-after-bt", task=kind)
        if battle and s.bt is not None and kind != "bt":
            _check_battle_task(s, f, s.bt["area"])
            if j != last and kind != "fate":
                raise _bad("orcwar-pos-task-one-at-a-time", task=kind)
        if kind in _AT_ONCE:
            if j != last:
                raise _bad("orcwar-pos-task-last", task=kind)
        if isinstance(f, Allow | Tunnel | TunnelPick):
            army = s.armies.get(f.boss)
            if army is None:
                raise _bad("orcwar-pos-task-no-army", task=kind, boss=bname(f.boss))
            if isinstance(f, Allow) and (
                f.area not in D.ADJ[army.area]
                or not any(a.owner != army.owner and a.area == army.area for a in s.armies.values())
            ):
                raise _bad("orcwar-pos-task-allow", boss=bname(f.boss), area=f.area)


def _check_battle_task(s: OrcState, f: Frame, area: int) -> None:
    """A battle's parley and retreat tasks are about sides standing in its area (R8.2, R8.8)."""
    if isinstance(f, RatingTest) and f.purpose in ("parley", "parley2", "retreat"):
        purpose, payload = f.purpose, f.payload
        side = (
            payload[0] if purpose == "parley" else payload[1] if purpose == "parley2" else payload
        )
        army = s.armies.get(f.boss)
        if army is None or army.owner != side or army.area != area:
            raise _bad(
                "orcwar-pos-test-army", test=purpose, boss=bname(f.boss), player=side, area=area
            )
        if purpose == "parley" and not s.armies_at(area, payload[1]):
            raise _bad(
                "orcwar-pos-task-no-army-in", task="test parley", player=payload[1], area=area
            )
    elif isinstance(f, AnswerParley) and not s.armies_at(area, f.seat):
        raise _bad("orcwar-pos-task-no-army-in", task="answer_parley", player=f.seat, area=area)


def _check_offer(s: OrcState) -> None:
    assert s.offer is not None
    p, q, give, ask = s.offer
    for who, items in ((p, give), (q, ask)):
        nh, ng, pr = claim_counts(items)
        if (
            nh > s.hand_count(who)
            or ng > s.gold_count(who)
            or not pr <= set(s.prisoners[who])
            or len(pr) != len(items) - nh - ng
        ):
            raise _bad("orcwar-pos-offer-claims", player=who)


def _check_chips(s: OrcState) -> None:
    """R12.2: no kind of chip is in play more often than the game has it (R1.2)."""
    for k, (count, top) in enumerate(zip(_horde_in_play(s), D.HORDE_COUNTS, strict=True)):
        if count > top:
            raise _bad("orcwar-pos-supply", count=count, chip=_chip_said(k), top=top)
    for i, (count, top) in enumerate(zip(_money_in_play(s), D.MONEY_COUNTS, strict=True)):
        if count > top:
            raise _bad("orcwar-pos-supply", count=count, chip=D.MONEY_CODES[i], top=top)


def _chip_said(k: int) -> Said:
    """A horde chip's name (``KIND_NAMES[k]``) as the message the table names it by."""
    if k < D.NUM_TROOPS or k in (D.SHA, D.SPY, D.MINE):
        return said(f"orcwar-chip-{D.KIND_CODES[k]}")
    if k < D.SHA:
        return said("orcwar-chip-boss", boss=k - D.BOSS0 + 1)
    if k < D.MACH0:
        return said("orcwar-chip-fortress", value=D.FORT_VALUES[k - D.FORT0])
    return said("orcwar-chip-machine", value=D.MACH_VALUES[k - D.MACH0])


def _horde_in_play(s: OrcState) -> list[int]:
    """The horde chips of each kind in the cup, the hands, on the map, held prisoner or in
    the battle being fought."""
    h = list(s.hcup)
    for p in range(s.n):
        for k in range(D.NUM_KINDS):
            h[k] += s.hands[p][k]
    for b, a in s.armies.items():
        h[D.BOSS0 + b] += 1
        for k in a.troops:
            h[k] += 1
        h[D.SHA] += a.shamans
        for v in a.machines:
            h[D.MACH0 + D.MACH_VALUES.index(v)] += 1
    for pr in s.prisoners:
        for b in pr:
            h[D.BOSS0 + b] += 1
    for area in range(1, D.NUM_AREAS + 1):
        if s.fort[area]:
            h[D.FORT0 + D.FORT_VALUES.index(s.fort[area])] += 1
        h[D.MINE] += s.mine[area]
        for v in s.left[area]:
            h[D.MACH0 + D.MACH_VALUES.index(v)] += 1
    if s.bt is not None:
        h[D.SHA] += s.bt["orphans"]
        for v in s.bt["lmach"]:
            h[D.MACH0 + D.MACH_VALUES.index(v)] += 1
    return h


def _money_in_play(s: OrcState) -> list[int]:
    """The money chips of each kind in the cup, the purses, the caravans, the armies' loot,
    the battle's loot, the caravans entering play and the events held."""
    m = list(s.mcup)
    for p in range(s.n):
        for i in range(3):
            m[i] += s.gold[p][i]
    for c in s.caravans:
        for i in range(3):
            m[i] += c.cargo[i]
        m[D.CAR] += 1
    for a in s.armies.values():
        for i in range(3):
            m[i] += a.loot[i]
    if s.bt is not None:
        for i in range(3):
            m[i] += s.bt["loot"][i]
    m[D.CAR] += sum(1 for f in s.stack if f.kind == "car_route")
    m[D.EVT] += s.held
    return m


def _run(s: OrcState) -> None:
    """R12.4: run the automatic tasks and check that the next decision can be made."""
    try:
        s.advance()  # hand-written positions may start on an automatic task
        if s.result is not None:
            return
        who = s.to_move()
        moves = s.legal_moves()
        if who == CHANCE:
            outs = s.chance_outcomes()
            total = sum(p for _, p in outs)
            if not outs or any(not p > 0 for _, p in outs) or not math.isclose(total, 1.0):
                raise _bad("orcwar-pos-run-nothing", task=s.stack[-1].kind)
        elif not 0 <= who < s.n:
            raise _bad("orcwar-pos-run-seat", task=s.stack[-1].kind, seat=who)
        if not moves:
            raise _bad("orcwar-pos-run-stuck", task=s.stack[-1].kind)
    except (_Bad, WartableError):
        raise
    except (LookupError, TypeError, ValueError, ArithmeticError, AssertionError) as e:
        # the last line of defence: the checks above should make this unreachable
        raise _bad(
            "orcwar-pos-run-error",
            task=quoted(tuple(s.stack[-1]) if s.stack else None, 60),
            error=type(e).__name__,
        ) from None


_ = (ACTS, MOVES)  # the frame tables must be filled (rules.py) before positions are read


# -- the text of a position and of moves --------------------------------------------------


def counts_text(counts: list[int] | tuple[int, ...], codes: tuple[str, ...], sep: str = " ") -> str:
    return sep.join(f"{codes[i]}:{c}" if c != 1 else codes[i] for i, c in enumerate(counts) if c)


def state_text(s: OrcState) -> str:
    lines = [
        f"orcwar v{s.game.rules_version} players {s.n}",
        f"round {s.rnd} phase {PHASES[s.phase]}",
    ]
    lines.append("hcup " + counts_text(s.hcup, K))
    lines.append("mcup " + counts_text(s.mcup, D.MONEY_CODES))
    for p in range(s.n):
        lines.append(
            f"hand {p} "
            + (counts_text(s.hands[p], K) or "-")
            + " | "
            + (counts_text(s.gold[p], D.MONEY_CODES) or "-")
        )
    for a in range(1, D.NUM_AREAS + 1):
        bits = []
        if s.control[a] >= 0:
            bits.append(f"ctl={s.control[a]}")
        if s.fort[a]:
            bits.append(f"fort={s.fort[a]}")
        if s.mine[a]:
            bits.append("mine")
        if s.left[a]:
            bits.append("left=" + ",".join(f"W{v}" for v in s.left[a]))
        if bits:
            lines.append(f"area {a} " + " ".join(bits))
    for b in sorted(s.armies):
        o, area, troops, sha, mach, loot, fl = s.armies[b]
        lines.append(
            f"army {bname(b)} {o} @{area} "
            + (",".join(K[k] for k in troops) or "-")
            + f" sha={sha} mach="
            + (",".join(str(v) for v in mach) or "-")
            + " loot="
            + (counts_text(loot, D.MONEY_CODES, ",") or "-")
            + f" flags={fl}"
        )
    for cid, route, pos, cargo, guards, trap in s.caravans:
        lines.append(
            f"caravan {cid} {D.ROUTE_NAMES[route]} stop={pos} cargo="
            + (counts_text(cargo, D.MONEY_CODES, ",") or "-")
            + f" guards={guards} trap={trap}"
        )
    extra = {
        "next_cid": s.next_cid,
        "prisoners": s.prisoners,
        "truces": s.truces,
        "intel": s.intel,
        "order": s.order,
        "held": s.held,
        "offer": s.offer,
        "result": s.result,
        "broken": s.broken,
        "redrawn": s.redrawn,
        "known": [
            [o, p, row] for o, rows in enumerate(s.known) for p, row in enumerate(rows) if any(row)
        ],
    }
    lines.append("meta " + json.dumps(extra, separators=(",", ":")))
    lines.append("battle " + json.dumps(s.bt, separators=(",", ":"), sort_keys=True))
    for f in s.stack:
        lines.append("task " + json.dumps(f, separators=(",", ":")))
    return "\n".join(lines) + "\n"
