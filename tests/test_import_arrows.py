"""The arrows point one way (shared/DESIGN.md): ``ui -> engine, decks, cards, rules`` and
``engine -> abilities -> cards``, never back, and no Qt below ``ui``. Read twice: by importing the
cards package in a fresh interpreter (what loads at once), and from the source of every module
(every import, those inside functions included)."""

from __future__ import annotations

import ast
import pkgutil
import re
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import heresy_app
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


# ---------------------------------------------------------------------- every import, read from the code
# The arrows of the layout (shared/DESIGN.md, "How the house is laid out"): ``ui -> engine, decks,
# cards, rules`` and ``engine -> abilities -> cards``; decks read cards. A room may import what its
# arrows reach, one step or several; the ground floor (small modules every room may use) imports
# no room. The imports are read from the source, so an import inside a function (or a method, a
# ``try``, an ``if``) counts as much as one at the top of a module, and so does
# ``importlib.import_module("heresy_app....")`` with the name written out.
ARROWS: dict[str, set[str]] = {
    "ui": {"engine", "decks", "cards", "rules", "card_import", "lab"},
    # user-card import with the engine's and the ability language's checks handed in (cards/ may not
    # import them): the shell's, used by the window and the command line
    "card_import": {"engine", "cards"},
    "engine": {"abilities"},
    # the deck lab (gauntlets): plays games with the engine on decks; the command line shows it
    "lab": {"engine", "decks", "cards"},
    "abilities": {"cards"},
    "decks": {"cards"},
    "cards": set(),
    "rules": set(),
}
GROUND = {"files", "paths", "atomic", "plural", "locking", "crashlog", "i18n", "words"}
QT = ("PySide6", "shiboken6")
QT_ROOMS = {"ui", "cli"}          # the window, and the command line that starts it (heresy gui, --smoke)

# arrows against the layout that stand today in rooms other work is reshaping: each names the file
# and the room it reaches; the test fails when one is gone (strike it here) as when a new one comes
KNOWN = {
    ("heresy_app/abilities/split.py", "engine"),     # printed_kind, to tell a typed sentence
    ("heresy_app/cards/messages.py", "abilities"),   # reasons.reason, a parser message in Russian
}

PACKAGE = Path(heresy_app.__file__).parent


def reach(room: str) -> set[str]:
    """Every room ``room`` may import: its arrows followed one step or more."""
    seen: set[str] = set()
    todo = list(ARROWS.get(room, ()))
    while todo:
        r = todo.pop()
        if r not in seen:
            seen.add(r)
            todo.extend(ARROWS.get(r, ()))
    return seen


def room_of(module: str) -> str | None:
    """``heresy_app.engine.state`` -> ``engine``; ``heresy_app.files`` -> ``files``; None outside."""
    parts = module.split(".")
    return parts[1] if parts[0] == "heresy_app" and len(parts) > 1 else None


def imports(path: Path) -> list[tuple[int, str]]:
    """(line, module) for every import in ``path``, wherever it stands in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    rel = path.relative_to(PACKAGE.parent).with_suffix("").parts
    package = list(rel[:-1]) if rel[-1] != "__init__" else list(rel[:-1])
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.append((node.lineno, module))
            if module == "heresy_app":           # from heresy_app import engine: a name may be a room
                found += [(node.lineno, f"heresy_app.{a.name}") for a in node.names
                          if (PACKAGE / a.name).is_dir() or (PACKAGE / f"{a.name}.py").is_file()]
        elif (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
              and isinstance(node.args[0].value, str)
              and ((isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
                   or (isinstance(node.func, ast.Name) and node.func.id in ("import_module", "__import__")))):
            found.append((node.lineno, node.args[0].value))
    return found


@lru_cache(maxsize=1)
def house() -> list[tuple[str, str, int, str]]:
    """(file, its room, line, module imported) for every import of every module of heresy_app."""
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE.parent).as_posix()
        room = room_of(".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts))
        for line, module in imports(path):
            out.append((name, room, line, module))
    return out


def against_the_arrows() -> set[tuple[str, str, int, str]]:
    wrong = set()
    for name, room, line, module in house():
        to = room_of(module)
        if to is None or to == room:
            continue
        if room in GROUND and to not in GROUND:
            wrong.add((name, to, line, module))
        elif room in ARROWS and to not in reach(room) | GROUND:
            wrong.add((name, to, line, module))
    return wrong


def test_imports_inside_functions_are_read():
    """The reader itself: an import in a function, a relative one, import_module with a name."""
    found = dict((m, n) for n, m in imports(PACKAGE / "decks" / "validate.py"))
    assert "heresy_app.decks.index" in found and "heresy_app.i18n" in found
    sample = PACKAGE.parent / "tests" / "_arrows_sample.py"
    sample.write_text("import os\n\ndef f():\n    from heresy_app.engine import replay\n"
                      "    import importlib\n    importlib.import_module('heresy_app.ui.app')\n", encoding="utf-8")
    try:
        got = {m for _, m in imports(sample)}
    finally:
        sample.unlink()
    assert {"os", "heresy_app.engine", "importlib", "heresy_app.ui.app"} <= got


def test_every_import_keeps_the_arrows_of_the_layout():
    wrong = against_the_arrows()
    new = sorted(w for w in wrong if (w[0], w[1]) not in KNOWN)
    assert not new, "imports against shared/DESIGN.md's arrows:\n" + "\n".join(
        f"  {name}:{line} imports {module} ({to})" for name, to, line, module in new)


def test_the_known_exceptions_are_still_there():
    """An exception mended is struck from KNOWN, so that it cannot come back unseen."""
    standing = {(w[0], w[1]) for w in against_the_arrows()}
    assert KNOWN <= standing, f"mended, strike from KNOWN: {sorted(KNOWN - standing)}"


def test_no_qt_outside_the_window_and_the_command_line():
    wrong = [f"{name}:{line} imports {module}" for name, room, line, module in house()
             if module.split(".")[0] in QT and room not in QT_ROOMS]
    assert not wrong, "\n".join(wrong)


def test_decks_hand_in_what_only_the_engine_knows():
    """decks never import the engine, not even inside a function: the caller hands the check in."""
    wrong = [f"{name}:{line}" for name, room, line, module in house()
             if room == "decks" and room_of(module) == "engine"]
    assert not wrong


SAVED_GAME_WORDS = {"SavedGameError", "read_saved_game", "play_through", "cards_lost"}
# the saved-game format named outside its home: the simulator's record of a game that failed to start
KNOWN_FORMAT = {"heresy_app/engine/simulate.py"}


def test_one_reader_of_saved_games():
    """Saved games are read, written and replayed in heresy_app/engine/replay.py alone: no other
    module defines a reader or a replayer of them or spells their format out, and the command line
    checks a saved game there, never through the window's modules."""
    defined, spelled = [], set()
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE.parent).as_posix()
        if name in ("heresy_app/engine/replay.py", "heresy_app/engine/state.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and node.name in SAVED_GAME_WORDS:
                defined.append(f"{name}:{node.lineno} {node.name}")
            if isinstance(node, ast.Constant) and node.value == "heresy-game":
                spelled.add(name)
    assert not defined, defined
    assert spelled == KNOWN_FORMAT, sorted(spelled ^ KNOWN_FORMAT)
    from_ui = [f"{line}: {module}" for name, room, line, module in house()
               if name == "heresy_app/cli/replay_cmd.py" and room_of(module) == "ui"
               and module not in ("heresy_app.ui.game_controller",)]
    checks = [module for name, room, line, module in house()
              if name == "heresy_app/cli/replay_cmd.py" and module.startswith("heresy_app.engine")]
    assert not from_ui and checks, (from_ui, checks)


# SQL outside the cards package today, in a room other work is reshaping: the rulings' search
# keeps an in-memory full-text index of its own
KNOWN_SQL = {"heresy_app/rules/card_search.py"}
# modules that keep a SQLite file of their own, never a card database: the gauntlet's results file
OWN_DATABASES = {"heresy_app/lab/store.py"}


def test_sql_is_run_in_the_cards_package_alone():
    """The card databases are queried through heresy_app.cards (its functions and CardDB's
    methods): no other module imports sqlite3 or runs a statement."""
    pattern = re.compile(r"\bsqlite3\b|\.execute(many)?\(|\bSELECT\b")
    wrong, files = [], set()
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE.parent).as_posix()
        if name.startswith("heresy_app/cards/") or name in OWN_DATABASES:
            continue
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line.split("#", 1)[0]):
                files.add(name)
                if name not in KNOWN_SQL:
                    wrong.append(f"{name}:{i}: {line.strip()}")
    assert not wrong, "\n".join(wrong)
    assert KNOWN_SQL <= files, f"mended, strike from KNOWN_SQL: {sorted(KNOWN_SQL - files)}"
