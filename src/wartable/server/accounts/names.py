"""An account's name: 1 to 24 characters once in Unicode NFC, no control or format characters
(nor line or paragraph separators, surrogates, private-use or unassigned ones), no ``/`` (a
name is part of its page's address, ``/player/NAME``), no space at either end; unique by its
key, the case-folded NFC form ("Ann" and "ANN" are one name). ``deleted player`` and the
computer players' names (``computer (easy)`` ...) are reserved."""

from __future__ import annotations

import unicodedata

from ..errors import ServerError

MAX_NAME = 24

#: Unicode categories a name may not contain: control (Cc), format (Cf: invisible joiners,
#: direction overrides), surrogates (Cs), private use (Co), unassigned (Cn), line and
#: paragraph separators (Zl, Zp)
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})

#: what a deleted account's seats are called from then on (no account may take it)
DELETED_NAME = "deleted player"


def check_name(raw: object) -> str:
    """The name in NFC, or a :class:`ServerError` naming the reason."""
    if not isinstance(raw, str):
        raise ServerError("bad_name", "name: text of 1 to 24 characters")
    name = unicodedata.normalize("NFC", raw)
    if not 1 <= len(name) <= MAX_NAME:
        raise ServerError("bad_name", f"name: 1 to {MAX_NAME} characters, not {len(name)}")
    for ch in name:
        if unicodedata.category(ch) in REFUSED_CATEGORIES:
            raise ServerError(
                "bad_name", f"name: character U+{ord(ch):04X} (a control character) not allowed"
            )
    if "/" in name:
        raise ServerError("bad_name", "name: no / (a name is part of its page's address)")
    if name != name.strip():
        raise ServerError("bad_name", "name: no space at the start or the end")
    key = name_key(name)
    if key == name_key(DELETED_NAME):
        raise ServerError("bad_name", f"name: {DELETED_NAME!r} is reserved")
    if key.startswith("computer") and "(" in key:
        raise ServerError("bad_name", "name: computer (...) is the computer players' name")
    return name


def name_key(name: str) -> str:
    """The key names are unique by: case-folded, in NFC (folding may undo the composition)."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", name).casefold())
