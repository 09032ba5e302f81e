"""What players do around their matches (issue 39): chat in a match (``chat.py``), open seeks
in the lobby (``seeks.py``) and the list of a player's matches with whose turn it is
(``routes.py``). The tables are in ``models.py`` (on ``db.metadata``)."""
