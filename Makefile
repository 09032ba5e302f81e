# The everyday commands of wartable. Why a Makefile and not a noxfile: docs/development.md.
# Every target uses the virtualenv the README makes (.venv, pip install -e '.[dev]').

VENV ?= .venv
PY := $(VENV)/bin/python
JOBS ?= 2
GAMES := thud alu flatwar europe orcwar
# the browser tests drive Debian's Chromium; Playwright downloads no browser of its own
export WARTABLE_CHROMIUM ?= /usr/bin/chromium
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ?= 1

.PHONY: help venv lint test-fast test bench docs docs-serve

help:  ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/'

venv:  ## make .venv and install wartable with the dev extra
	python3 -m venv $(VENV) && $(VENV)/bin/pip install -q -e '.[dev]'

lint:  ## ruff check, ruff format --check, mypy (as the README's test command)
	$(VENV)/bin/ruff check src tests bench
	$(VENV)/bin/ruff format --check src tests bench
	$(VENV)/bin/mypy

test-fast:  ## the tests not marked slow (under a minute on 2 cores): pytest -m "not slow"
	$(PY) -m pytest -n $(JOBS) -m "not slow"

test: lint  ## the README's test command: lint, then every test
	$(PY) -m pytest -n $(JOBS)

bench:  ## behaviour fingerprint (must not change) and the speed figures of every game
	$(PY) bench/fingerprint.py
	$(PY) bench/playout_speed.py $(GAMES)
	$(PY) bench/bench_mcts.py

docs:  ## build the documentation site into site/ (warnings are errors)
	$(VENV)/bin/mkdocs build --strict

docs-serve:  ## serve the documentation site at http://127.0.0.1:8000/, rebuilt on edits
	$(VENV)/bin/mkdocs serve
