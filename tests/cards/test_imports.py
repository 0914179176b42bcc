"""The arrows point one way (shared/DESIGN.md): ``abilities -> cards``, never back, and no Qt below ``ui``."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import heresy_app.cards

FORBIDDEN = ("heresy_app.abilities", "heresy_app.engine", "heresy_app.ui", "PySide6", "shiboken6")


def cards_modules() -> list[str]:
    return ["heresy_app.cards"] + sorted(m.name for m in pkgutil.iter_modules(heresy_app.cards.__path__,
                                                                              "heresy_app.cards."))


def test_the_cards_package_has_the_modules_this_test_imports():
    names = cards_modules()
    assert {"heresy_app.cards.builder", "heresy_app.cards.query", "heresy_app.cards.db"} <= set(names)


def test_importing_every_cards_module_loads_neither_abilities_nor_qt():
    probe = ("import importlib, sys\n"
             f"for name in {cards_modules()!r}:\n"
             "    importlib.import_module(name)\n"
             f"print(sorted(m for m in sys.modules if m.startswith({FORBIDDEN!r})))\n")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]", f"heresy_app.cards reaches up: {done.stdout.strip()}"
