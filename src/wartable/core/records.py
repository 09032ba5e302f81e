"""Records: reading them safely, signing them with the host's key, writing them atomically.

A *full record* is the host's: the seed and every move, hidden draws included, so it replays
exactly and its chance outcomes can be checked against its seed. A *seat record* is what one
seat (or a spectator) may see: no seed, moves as that seat saw them; see
:meth:`wartable.core.match.Match.seat_record`.

Authenticity: the plain ``digest`` field (SHA-256 of the content) only catches accidents, since
anyone can recompute it after an edit. A host that runs matches signs its records with HMAC-SHA256
under a secret key of its own (:class:`RecordKey`, a file created on first use with mode 0600);
:func:`verify_record` proves a record came unchanged from the host holding that key.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import stat
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .errors import BadRecord, WartableError, shown

RECORD_FORMAT = "wartable-record"
#: 2: records name their kind ("full" or "seat") and match id; seat records hold no seed.
RECORD_FORMAT_VERSION = 2
#: Full records of version 1 (before seat records and signatures) still replay.
READABLE_VERSIONS = (1, 2)
#: A record file larger than this is refused before it is parsed.
MAX_RECORD_BYTES = 64 * 1024 * 1024
#: JSON nested deeper than this is refused (records are at most a few levels deep).
MAX_JSON_DEPTH = 64
SIGNATURE_ALG = "HMAC-SHA256"


# -- canonical form and digest ---------------------------------------------------------------


def canonical_json(data: Mapping[str, Any], *, without: tuple[str, ...] = ()) -> bytes:
    """The record as canonical JSON bytes (sorted keys, no spaces), some fields left out."""
    body = {k: v for k, v in data.items() if k not in without}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return text.encode("utf-8")


def record_digest(data: Mapping[str, Any]) -> str:
    """SHA-256 of the record's content (every field but the digest and the signature).

    It catches corruption, not forgery: see :func:`sign_record`."""
    return hashlib.sha256(canonical_json(data, without=("digest", "signature"))).hexdigest()


# -- reading JSON safely --------------------------------------------------------------------


def _depth_ok(text: str, limit: int) -> bool:
    """True when brackets outside strings nest at most ``limit`` deep (a linear scan)."""
    depth = 0
    in_string = False
    escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return False
        elif ch in "]}":
            depth -= 1
    return True


def parse_json_object(text: str, where: str) -> dict[str, Any]:
    """Parse JSON text that must be an object; :class:`BadRecord` naming ``where`` otherwise.

    Deep nesting and huge numbers are refused with a reason, never a RecursionError."""
    if len(text) > MAX_RECORD_BYTES:
        raise BadRecord(f"{where}: {len(text):,} characters is more than a record can be")
    if not _depth_ok(text, MAX_JSON_DEPTH):
        raise BadRecord(f"{where}: JSON nested deeper than {MAX_JSON_DEPTH} levels")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BadRecord(f"{where}: not valid JSON (line {exc.lineno}: {exc.msg})") from None
    except (ValueError, RecursionError) as exc:  # e.g. a number of more than 4,300 digits
        raise BadRecord(f"{where}: not valid JSON ({shown(str(exc))})") from None
    if not isinstance(data, dict):
        raise BadRecord(f"{where}: expected a JSON object, got {type(data).__name__}")
    return data


def read_record_file(path: str | Path) -> dict[str, Any]:
    """Read a record file as a JSON object; :class:`BadRecord` with the reason otherwise."""
    where = f"record {shown(str(path))}"
    target = Path(path)
    try:
        size = target.stat().st_size
        if not target.is_file():
            raise BadRecord(f"{where}: not a file")
        if size > MAX_RECORD_BYTES:
            raise BadRecord(f"{where}: {size:,} bytes is more than a record can be")
        raw = target.read_bytes()
    except OSError as exc:
        raise BadRecord(f"{where}: cannot be read ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadRecord(f"{where}: not UTF-8 text") from None
    return parse_json_object(text, where)


# -- the host key and signatures -------------------------------------------------------------


def default_key_path() -> Path:
    """Where this host keeps its record key: ``$WARTABLE_KEY_FILE``, else ``record.key`` in
    ``$WARTABLE_HOME``, else in ``$XDG_DATA_HOME/wartable`` (``~/.local/share/wartable``)."""
    explicit = os.environ.get("WARTABLE_KEY_FILE")
    if explicit:
        return Path(explicit)
    return wartable_home() / "record.key"


def wartable_home() -> Path:
    """The folder where this host keeps its key and its games (see :func:`default_key_path`)."""
    home = os.environ.get("WARTABLE_HOME")
    if home:
        return Path(home)
    data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data) / "wartable"


class RecordKey:
    """A host's secret key for signing records (32 random bytes, kept in a 0600 file)."""

    def __init__(self, secret: bytes, path: Path | None = None) -> None:
        if len(secret) < 16:
            raise WartableError("record key: at least 16 bytes are needed")
        self._secret = secret
        self.path = path
        #: Names the key in signatures without revealing it.
        self.key_id = hashlib.sha256(b"wartable-record-key/" + secret).hexdigest()[:16]

    @classmethod
    def load(cls, path: str | Path | None = None) -> RecordKey:
        """The key in ``path`` (default :func:`default_key_path`), created on first use."""
        target = Path(path) if path is not None else default_key_path()
        where = f"record key {shown(str(target))}"
        try:
            target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            try:
                fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            except FileExistsError:
                pass
            else:
                with os.fdopen(fd, "w", encoding="ascii") as out:
                    out.write(secrets.token_hex(32) + "\n")
                    out.flush()
                    os.fsync(out.fileno())
            info = target.stat()
            if info.st_mode & (stat.S_IRWXG | stat.S_IRWXO):
                raise WartableError(
                    f"{where}: readable by others (mode {stat.S_IMODE(info.st_mode):04o}); "
                    "run chmod 600 on it"
                )
            text = target.read_text(encoding="ascii").strip()
        except OSError as exc:
            raise WartableError(f"{where}: cannot be used ({exc.strerror or exc})") from None
        except UnicodeDecodeError:
            raise WartableError(f"{where}: not a key file (not hex text)") from None
        try:
            secret = bytes.fromhex(text)
        except ValueError:
            raise WartableError(f"{where}: not a key file (not hex text)") from None
        return cls(secret, target)

    def mac(self, data: Mapping[str, Any]) -> str:
        body = canonical_json(data, without=("signature",))
        return hmac.new(self._secret, body, hashlib.sha256).hexdigest()

    def __repr__(self) -> str:
        return f"RecordKey(key_id={self.key_id!r})"


def sign_record(data: Mapping[str, Any], key: RecordKey | None = None) -> dict[str, Any]:
    """A copy of the record signed with ``key`` (default: this host's key)."""
    key = key if key is not None else RecordKey.load()
    signed = {k: v for k, v in data.items() if k != "signature"}
    signed["signature"] = {"alg": SIGNATURE_ALG, "key_id": key.key_id, "mac": key.mac(signed)}
    return signed


def verify_record(data: Mapping[str, Any], key: RecordKey | None = None) -> None:
    """Check that ``key`` (default: this host's key) signed the record as it is now.

    Raises :class:`BadRecord`: unsigned, signed by another key, or changed since signing."""
    key = key if key is not None else RecordKey.load()
    signature = data.get("signature")
    if signature is None:
        raise BadRecord("record: not signed, so it cannot be verified")
    if not isinstance(signature, dict) or not all(
        isinstance(signature.get(f), str) for f in ("alg", "key_id", "mac")
    ):
        raise BadRecord(f"record: signature {shown(signature)} is malformed")
    if signature["alg"] != SIGNATURE_ALG:
        raise BadRecord(f"record: signature algorithm {shown(signature['alg'])} is not known")
    if signature["key_id"] != key.key_id:
        raise BadRecord(
            f"record: signed by another host's key (key id {shown(signature['key_id'])}, "
            f"this host's is {key.key_id!r})"
        )
    if not hmac.compare_digest(signature["mac"], key.mac(data)):
        raise BadRecord("record: the signature does not match: it was changed after signing")


# -- writing ----------------------------------------------------------------------------------


def record_text(data: Mapping[str, Any]) -> str:
    """A record (or any JSON document wartable saves) as the text of its file: one-space indent,
    UTF-8 letters as they are, a final newline. ``wartable play --save`` and the server's record
    download write exactly this."""
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def write_json_atomic(path: str | Path, data: Mapping[str, Any], *, private: bool = False) -> Path:
    """Write ``data`` as JSON to ``path`` so that a crash leaves the old file or the new one,
    never a mix: a temp file in the same folder, fsync, rename, fsync of the folder.

    ``private`` makes the file readable by its owner only (mode 0600)."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise WartableError(
            f"save {shown(str(target))}: folder {shown(str(folder))} does not exist"
        )
    text = record_text(data)
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise WartableError(f"save {shown(str(target))}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp_name, 0o600 if private else 0o644)
        os.replace(tmp_name, target)
    except OSError as exc:
        Path(tmp_name).unlink(missing_ok=True)
        raise WartableError(f"save {shown(str(target))}: {exc.strerror or exc}") from None
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return target
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)
    return target


__all__ = [
    "MAX_RECORD_BYTES",
    "RECORD_FORMAT",
    "RECORD_FORMAT_VERSION",
    "RecordKey",
    "canonical_json",
    "default_key_path",
    "parse_json_object",
    "read_record_file",
    "record_digest",
    "sign_record",
    "verify_record",
    "wartable_home",
    "write_json_atomic",
]
