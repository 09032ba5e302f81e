"""OrcWar Tree (Örkkisota kolonen, Kalle Marjola 1997): 2-6 orc warlords, hidden hands,
cups of chips, battles, plunder and trade with lies.

The modules, each importing only those before it (issue 24, docs/architecture.md):

* ``data``: the map, routes and cups (constants read from ``data/*.json``);
* ``state``: :class:`OrcState`, the data and its invariants, the frames (a NamedTuple per
  kind of pending task), the stack engine that runs them (``to_move``, ``legal_moves``,
  ``apply``) through the frame tables, what each seat
  knows (D18) and determinization;
* ``rules``: the handlers of the setup, reinforcement and movement frames, and the start of
  each phase and the victory check; ``battle``: the battle frames (R7); ``phases``: plunder,
  trade and the later frames (R8-R10). Each registers its handlers in ``state``'s tables;
* ``position``: the text of a position, both ways (R12); ``notation``: the move notation, the
  help text and what a refused move says (R13);
* ``view``: per-seat views, per-seat move texts and the terminal picture;
* ``heuristics``: the evaluation and playout hints for the agents (with ``_corcwar.c``, the
  same evaluation in C, used when it is built);
* ``game``: :class:`OrcWar`, the options and rules version; it binds the state's text, view
  and phase behaviour (``next_phase``, ``state_text``, ``state_view``...) that
  ``state`` reaches through ``self.game`` without importing the modules above it.
"""

from .game import OrcWar
from .state import OrcState

GAME = OrcWar

__all__ = ["GAME", "OrcState", "OrcWar"]
