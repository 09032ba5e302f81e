"""Build of the optional C parts and of the rules documents (everything else is in
pyproject.toml).

Classic Thud's move generator (src/wartable/games/thud/_cthud.c) is built at install when a C
compiler and the Python headers are there; ``optional=True``: without them the install still
succeeds and wartable.games.thud.rules uses its pure-Python generator (same moves, slower).

The numbered rules of every game (docs/rules/*.md) go into the built package as
``wartable/docs/rules/*.md``, so that an installed wheel serves them (``wartable serve``'s
rules page) as a checkout does.
"""

from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

RULES = Path(__file__).resolve().parent / "docs" / "rules"


class BuildPy(build_py):
    """build_py that also copies docs/rules/*.md into the built package."""

    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "wartable" / "docs" / "rules"
        target.mkdir(parents=True, exist_ok=True)
        for doc in sorted(RULES.glob("*.md")):
            (target / doc.name).write_bytes(doc.read_bytes())


setup(
    cmdclass={"build_py": BuildPy},
    ext_modules=[
        Extension(
            "wartable.games.thud._cthud",
            ["src/wartable/games/thud/_cthud.c"],
            optional=True,
            extra_compile_args=["-O2"],
        )
    ],
)
