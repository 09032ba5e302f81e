"""One package per game; each exports ``GAME``, its :class:`wartable.core.Game` subclass."""
