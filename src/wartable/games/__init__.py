"""One package per game, all of the same shape (docs/architecture.md); each exports ``GAME``, its
:class:`wartable.core.Game` subclass. :func:`wartable.game_names` lists them."""
