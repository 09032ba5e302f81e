"""Where ``wartable play`` keeps its records: the host's store of full records, the file names,
the checks of a save path before the game starts, and finding a match's full record again."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

from wartable.core import Match, WartableError, load_record, shown
from wartable.core.messages import said
from wartable.core.records import wartable_home


def host_store() -> Path:
    """The folder of the host's full records: ``$WARTABLE_HOME/games`` (default
    ``$XDG_DATA_HOME/wartable/games``)."""
    return wartable_home() / "games"


def stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def host_record_path(match: Match, when: str) -> Path:
    return host_store() / f"{match.game.name}-{when}-{match.match_id[:8]}.json"


def find_host_record(match_id: str) -> Path | None:
    """The host's full record of the match ``match_id`` in the store, if it is there."""
    folder = host_store()
    if not folder.is_dir():
        return None
    for path in sorted(folder.glob(f"*-{glob_safe(match_id[:8])}.json")):
        try:
            data = load_record(path, kind=None)
        except WartableError:
            continue
        if data.get("kind") == "full" and data.get("match_id") == match_id:
            return path
    return None


def glob_safe(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "?", text)


def check_save_path(path: Path, flag: str = "--save") -> Path:
    """Refuse, before the game starts, a save path whose folder is missing or not writable,
    or that is a folder."""
    where = f"{flag} {shown(str(path))}"
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise WartableError(said("cli-error-save-folder", where=where))
    if not folder.is_dir():
        raise WartableError(
            said("cli-error-save-no-folder", where=where, folder=shown(str(folder)))
        )
    if not os.access(folder, os.W_OK | os.X_OK):
        raise WartableError(
            said("cli-error-save-folder-locked", where=where, folder=shown(str(folder)))
        )
    if path.exists() and not os.access(path, os.W_OK):
        raise WartableError(said("cli-error-save-file-locked", where=where))
    return path


__all__ = [
    "check_save_path",
    "find_host_record",
    "glob_safe",
    "host_record_path",
    "host_store",
    "stamp",
]
