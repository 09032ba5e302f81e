"""Build of the optional C parts and of the rules documents (everything else is in
pyproject.toml).

Classic Thud's move generator, random playouts, action indices and observation planes
(src/wartable/games/thud/_cthud.c) and OrcWar's AI evaluation
(src/wartable/games/orcwar/_corcwar.c) are built at install when a C compiler and the Python
headers are there; ``optional=True``: without them the install still succeeds and the games use
their pure-Python code (same results, slower).

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
        ),
        # OrcWar's AI evaluation (heuristics.py uses it when built); no fused multiply-adds,
        # so that every value is the Python one to the last bit
        Extension(
            "wartable.games.orcwar._corcwar",
            ["src/wartable/games/orcwar/_corcwar.c"],
            optional=True,
            extra_compile_args=["-O2", "-ffp-contract=off"],
            libraries=["m"],
        ),
    ],
)
