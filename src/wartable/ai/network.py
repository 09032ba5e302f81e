"""The policy/value network's shape, its numpy forward pass and its checkpoint file.

One network for every game, sized by the game's encoding (:mod:`wartable.core.encoding`):

    x   = the mover's observation, flattened (``observation_size`` floats)
    h   = relu(W_in x + b_in)
    h   = relu(h + W_b2 relu(W_b1 h + b_b1) + b_b2)        once per residual block
    p   = W_pol h + b_pol                                   one logit per action
    v   = sigmoid(W_v2 relu(W_v1 h + b_v1) + b_v2)           one value per seat

The policy is a softmax over the **legal** actions only (the others are masked out). The
value head gives each seat's expected result (1 win, 1/2 draw, 0 loss: ``Outcome.returns``)
**relative to the mover**: value ``k`` is seat ``(mover + k) mod players``'s, so value 0 is
the mover's own.

A checkpoint is a numpy ``.npz`` file (read with ``allow_pickle=False``: loading one runs no
code): the arrays ``w/NAME`` and ``meta``, a JSON text with the game, its options, the layer
sizes and the training counters. Playing a checkpoint needs numpy only; training needs
PyTorch (:mod:`wartable.rl.zero.train`), whose module has the same parameter names.

A model plays any rule set with the same action space (checked by its fingerprint, a hash of
every action's text) and observation size as the one it was trained on (its ``game`` and
``options``): the limits computer games set themselves (OrcWar's round limit) change neither.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from wartable.core import WartableError, make
from wartable.core.encoding import Encoding, encoding_for

FORMAT = "wartable-zero/1"


@dataclass(frozen=True)
class NetShape:
    """The sizes of a network: its input and outputs come from the game's encoding."""

    obs_size: int
    num_actions: int
    players: int
    hidden: int = 128
    blocks: int = 2

    def __post_init__(self) -> None:
        for name in ("obs_size", "num_actions", "players", "hidden"):
            value = getattr(self, name)
            if not isinstance(value, int) or value < 1:
                raise WartableError(f"network {name} {value!r}: a whole number, at least 1")
        if not isinstance(self.blocks, int) or self.blocks < 0:
            raise WartableError(f"network blocks {self.blocks!r}: a whole number, at least 0")


def shape_for(enc: Encoding, hidden: int = 128, blocks: int = 2) -> NetShape:
    """The network shape for ``enc``'s game: its observation size, action space and seats."""
    return NetShape(enc.observation_size, enc.num_actions, enc.game.num_players, hidden, blocks)


def parameter_shapes(shape: NetShape) -> dict[str, tuple[int, ...]]:
    """Every parameter's name and shape (PyTorch's ``Linear`` layout: ``(out, in)``)."""
    h = shape.hidden
    out: dict[str, tuple[int, ...]] = {"inp.weight": (h, shape.obs_size), "inp.bias": (h,)}
    for i in range(shape.blocks):
        for j in (1, 2):
            out[f"blocks.{i}.l{j}.weight"] = (h, h)
            out[f"blocks.{i}.l{j}.bias"] = (h,)
    out["policy.weight"] = (shape.num_actions, h)
    out["policy.bias"] = (shape.num_actions,)
    out["value1.weight"] = (h, h)
    out["value1.bias"] = (h,)
    out["value2.weight"] = (shape.players, h)
    out["value2.bias"] = (shape.players,)
    return out


@dataclass
class Model:
    """A network's weights (numpy float32) with the rule set they were trained for."""

    game: str
    options: dict[str, Any]
    shape: NetShape
    weights: dict[str, np.ndarray]
    #: training counters and settings (games, steps, simulations ...), JSON values
    info: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        want = parameter_shapes(self.shape)
        if set(want) != set(self.weights):
            missing = sorted(set(want) - set(self.weights))
            extra = sorted(set(self.weights) - set(want))
            raise WartableError(
                f"model weights: missing {missing or 'none'}, unexpected {extra or 'none'}"
            )
        for name, dims in want.items():
            w = np.ascontiguousarray(self.weights[name], dtype=np.float32)
            if w.shape != dims:
                raise WartableError(f"model weight {name}: shape {w.shape}, expected {dims}")
            if not np.all(np.isfinite(w)):
                raise WartableError(f"model weight {name}: not finite")
            self.weights[name] = w
        self._blocks = [
            (
                self.weights[f"blocks.{i}.l1.weight"],
                self.weights[f"blocks.{i}.l1.bias"],
                self.weights[f"blocks.{i}.l2.weight"],
                self.weights[f"blocks.{i}.l2.bias"],
            )
            for i in range(self.shape.blocks)
        ]
        ws = self.weights
        self._inp = (ws["inp.weight"], ws["inp.bias"])
        self._heads = (
            ws["policy.weight"],
            ws["policy.bias"],
            ws["value1.weight"],
            ws["value1.bias"],
            ws["value2.weight"],
            ws["value2.bias"],
        )

    def rules(self) -> Any:
        """The game (rule set) the model was trained for."""
        return make(self.game, **self.options)

    def check_encoding(self, enc: Encoding) -> None:
        """Refuse, naming the difference, to play a rule set whose action space or
        observation differs from the model's."""
        game = enc.game
        sizes = (enc.observation_size, enc.num_actions, game.num_players)
        mine = (self.shape.obs_size, self.shape.num_actions, self.shape.players)
        trained = f"model for {self.game} with options {self.options}"
        if game.name != self.game or sizes != mine:
            raise WartableError(
                f"{trained} ({mine[0]} inputs, {mine[1]} actions, {mine[2]} seats); this game "
                f"is {game.name} ({sizes[0]} inputs, {sizes[1]} actions, {sizes[2]} seats)"
            )
        want = self.info.get("actions")
        if want is not None and want != fingerprint(enc):
            here = {**game.non_default_options(), "players": game.num_players}
            raise WartableError(f"{trained}: this game's options {here} give another action space")

    def hidden(self, x: np.ndarray) -> np.ndarray:
        wi, bi = self._inp
        h = wi @ x
        h += bi
        np.maximum(h, 0.0, out=h)
        for w1, b1, w2, b2 in self._blocks:
            t = w1 @ h
            t += b1
            np.maximum(t, 0.0, out=t)
            h += w2 @ t
            h += b2
            np.maximum(h, 0.0, out=h)
        out: np.ndarray = h
        return out

    def evaluate(self, x: np.ndarray, legal: list[int]) -> tuple[np.ndarray, np.ndarray]:
        """The policy over the ``legal`` actions (probabilities in their order) and the values
        relative to the mover, for the mover's observation ``x`` (flat float32)."""
        wp, bp, w1, b1, w2, b2 = self._heads
        h = self.hidden(x)
        logits = wp @ h  # every action's logit, then the legal ones
        logits += bp
        logits = logits[legal]
        logits -= logits.max()
        p = np.exp(logits)
        p /= p.sum()
        t = w1 @ h
        t += b1
        np.maximum(t, 0.0, out=t)
        v = w2 @ t
        v += b2
        v = 1.0 / (1.0 + np.exp(-v))
        return p, v

    def evaluate_batch(
        self, xs: np.ndarray, legals: list[list[int]]
    ) -> list[tuple[np.ndarray, np.ndarray]]:
        """:meth:`evaluate` of several observations at once (the rows of ``xs``, float32),
        one matrix product a layer: each row's policy over its ``legals`` entry and its values
        relative to its mover."""
        wi, bi = self._inp
        h = xs @ wi.T
        h += bi
        np.maximum(h, 0.0, out=h)
        for w1, b1, w2, b2 in self._blocks:
            t = h @ w1.T
            t += b1
            np.maximum(t, 0.0, out=t)
            h += t @ w2.T
            h += b2
            np.maximum(h, 0.0, out=h)
        wp, bp, v1, c1, v2, c2 = self._heads
        logits = h @ wp.T
        logits += bp
        t = h @ v1.T
        t += c1
        np.maximum(t, 0.0, out=t)
        v = t @ v2.T
        v += c2
        v = 1.0 / (1.0 + np.exp(-v))
        out = []
        for row, legal, value in zip(logits, legals, v, strict=True):
            z = row[legal]
            z -= z.max()
            p = np.exp(z)
            p /= p.sum()
            out.append((p, value))
        return out

    # -- files ------------------------------------------------------------------------------

    def meta(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.game,
            "options": self.options,
            "shape": asdict(self.shape),
            "info": self.info,
        }

    def save(self, path: str | Path) -> Path:
        """Write the model to ``path`` (``.npz``) atomically (a reader never sees half)."""
        path = Path(path)
        tmp = path.with_name(path.name + ".tmp.npz")
        arrays = {f"w/{k}": v for k, v in self.weights.items()}
        arrays["meta"] = np.asarray(json.dumps(self.meta(), sort_keys=True))
        np.savez(tmp, **arrays)  # type: ignore[arg-type]
        os.replace(tmp, path)
        return path


def load_model(path: str | Path) -> Model:
    """The model saved at ``path``; :class:`WartableError` naming the file and the reason if
    it is not one (no code is run: ``allow_pickle=False``)."""
    where = f"model {str(path)!r}"
    try:
        with np.load(path, allow_pickle=False) as data:
            meta = json.loads(str(data["meta"]))
            weights = {k[2:]: np.array(data[k]) for k in data.files if k.startswith("w/")}
    except FileNotFoundError:
        raise WartableError(f"{where}: no such file") from None
    except (OSError, ValueError, KeyError, EOFError) as exc:
        raise WartableError(f"{where}: not a wartable model ({type(exc).__name__})") from None
    if not isinstance(meta, dict) or meta.get("format") != FORMAT:
        raise WartableError(f"{where}: not a wartable model (format {FORMAT} expected)")
    try:
        shape = NetShape(**meta["shape"])
        game = str(meta["game"])
        options = dict(meta["options"])
        encoding_for(make(game, **options))  # the rule set exists and has an encoding
        return Model(game, options, shape, weights, dict(meta.get("info") or {}))
    except (TypeError, KeyError) as exc:
        raise WartableError(f"{where}: damaged ({type(exc).__name__}: {exc})") from None
    except WartableError as exc:
        raise WartableError(f"{where}: {exc}") from None


def random_model(enc: Encoding, hidden: int, blocks: int, seed: int) -> Model:
    """A model with small random weights (tests; training starts from PyTorch's own)."""
    rng = np.random.default_rng(seed)
    shape = shape_for(enc, hidden, blocks)
    weights = {
        k: (rng.normal(0.0, 0.1, dims) if len(dims) == 2 else np.zeros(dims)).astype(np.float32)
        for k, dims in parameter_shapes(shape).items()
    }
    game = enc.game
    options = {**game.non_default_options(), "players": game.num_players}
    return Model(game.name, options, shape, weights, {"actions": fingerprint(enc)})


_PRINTS: dict[tuple[str, int], str] = {}


def fingerprint(enc: Encoding) -> str:
    """A hash of the action space: every action's text in order (remembered per rule set)."""
    game = enc.game
    key = (repr(game), id(type(enc)))
    value = _PRINTS.get(key)
    if value is None:
        digest = hashlib.sha256()
        for i in range(enc.num_actions):
            digest.update(enc.describe(i).encode() + b"\n")
        value = _PRINTS[key] = digest.hexdigest()[:16]
    return value


_BLAS_NAMES = (
    "scipy_openblas_set_num_threads64_",
    "scipy_openblas_set_num_threads",
    "openblas_set_num_threads64_",
    "openblas_set_num_threads",
)
_blas_done = False


def single_threaded_blas() -> bool:
    """Ask the OpenBLAS that numpy loaded for one thread, once per process (Linux; elsewhere,
    or with another BLAS, nothing is done). The search's matrix products are small: with its
    default threads OpenBLAS splits a batch's matrix product (and the first layer's
    matrix-vector product) over the cores, and on a machine whose cores are busy the threads
    wait for one another: measured on 2 busy cores, a batch of 8 positions took 278-2083 µs
    of CPU a position with the default threads against 26 with one. True if a thread count
    was set."""
    global _blas_done
    if _blas_done:
        return False
    _blas_done = True
    import ctypes

    try:
        with open("/proc/self/maps") as maps:
            paths = sorted({ln.split()[-1] for ln in maps if "openblas" in ln.lower()})
    except OSError:
        return False
    for path in paths:
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        for name in _BLAS_NAMES:
            fn = getattr(lib, name, None)
            if fn is not None:
                fn(1)
                return True
    return False


def observe(enc: Encoding, state: Any, seat: int) -> np.ndarray:
    """The seat's observation of ``state``, flat float32. With :func:`legal_moves`, the only
    places the learner reads a position: a faster path of the encoding (an ``observe_into``
    buffer, ``legal_indices``) slots in here: the encoding's ``observe_into`` writes straight
    into a new float32 array (ALU's reads the position's bit sets, no list in between)."""
    out = np.empty(enc.observation_size, dtype=np.float32)
    enc.observe_into(state, seat, out)
    return out


def legal_moves(enc: Encoding, state: Any) -> dict[int, Any]:
    """The legal moves of the seat to move by action index, ascending."""
    return enc.legal_actions(state)


__all__ = [
    "FORMAT",
    "Model",
    "NetShape",
    "fingerprint",
    "legal_moves",
    "load_model",
    "observe",
    "parameter_shapes",
    "random_model",
    "shape_for",
    "single_threaded_blas",
]
