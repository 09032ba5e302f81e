"""Build of the optional C parts (everything else is in pyproject.toml).

Classic Thud's move generator (src/wartable/games/thud/_cthud.c) is built at install when a C
compiler and the Python headers are there; ``optional=True``: without them the install still
succeeds and wartable.games.thud.rules uses its pure-Python generator (same moves, slower).
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "wartable.games.thud._cthud",
            ["src/wartable/games/thud/_cthud.c"],
            optional=True,
            extra_compile_args=["-O2"],
        )
    ]
)
