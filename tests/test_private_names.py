"""No module reaches into another module's underscore names (issue 25, "logic in its rooms"): a name with a
leading underscore is its own module's business; a helper two modules share is public in one of them.

Read from the source of every module under ``heresy_app/`` with ``ast``: ``from heresy_app.x import _name``
(at the top or inside a function) and ``x._name`` where ``x`` is a name bound to an imported heresy_app
module (``import heresy_app.x as x``, ``from heresy_app import x``). Dunder names (``__version__``) are
public by convention; importing a module under a private alias (``from heresy_app.rules import text as
_text``) names the module, not one of its insides, and is fine; reading the underscore attributes of an
object or a class (``cat._templates``) is not looked at here."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "heresy_app"

#: known cases, each with its reason: (module, "imported_module.name"); empty is the goal
ALLOWED: dict[tuple[str, str], str] = {}


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _absolute(module: str, node: ast.ImportFrom, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    if not is_package:
        base = base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _is_module(name: str) -> bool:
    path = ROOT.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def reaches(source: str, module: str, is_package: bool = False) -> list[tuple[str, str, int]]:
    """(imported module, private name, line) for each reach into another heresy_app module's underscore names."""
    tree = ast.parse(source)
    found = []
    aliases: dict[str, str] = {}   # a local name -> the heresy_app module it is bound to
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith("heresy_app.") or a.name == "heresy_app":
                    if a.asname:
                        aliases[a.asname] = a.name
        elif isinstance(node, ast.ImportFrom):
            src = _absolute(module, node, is_package)
            if not (src == "heresy_app" or src.startswith("heresy_app.")):
                continue
            for a in node.names:
                sub = f"{src}.{a.name}"
                if _is_module(sub):   # a module imported by name (under any alias): not one of its insides
                    aliases[a.asname or a.name] = sub
                elif _private(a.name) and src != module:
                    found.append((src, a.name, node.lineno))
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            base = node.value
            chain = []
            while isinstance(base, ast.Attribute):
                chain.append(base.attr)
                base = base.value
            if not isinstance(base, ast.Name):
                continue
            if base.id in aliases:
                target = ".".join([aliases[base.id], *reversed(chain)])
            elif base.id == "heresy_app":
                target = ".".join(["heresy_app", *reversed(chain)])
            else:
                continue
            if _is_module(target) and target != module:
                found.append((target, node.attr, node.lineno))
    return found


def test_no_module_reaches_into_another_modules_underscore_names():
    bad = []
    for path in sorted(ROOT.rglob("*.py")):
        module = _module_name(path)
        for src, name, line in reaches(path.read_text(encoding="utf-8"), module, path.name == "__init__.py"):
            if (module, f"{src}.{name}") not in ALLOWED:
                bad.append(f"{path.relative_to(ROOT.parent)}:{line}: {src}.{name}")
    assert not bad, "underscore names of other modules (make the shared helper public):\n" + "\n".join(bad)


def test_the_allowed_list_holds_only_cases_that_still_exist():
    still = set()
    for path in sorted(ROOT.rglob("*.py")):
        module = _module_name(path)
        still |= {(module, f"{s}.{n}") for s, n, _ in reaches(path.read_text(encoding="utf-8"), module,
                                                               path.name == "__init__.py")}
    assert set(ALLOWED) <= still, set(ALLOWED) - still


def test_the_scan_sees_each_kind_of_reach_and_lets_aliases_and_own_names_be():
    mod = "heresy_app.engine.state"
    assert reaches("from heresy_app.abilities.reader import _helper\n", mod) == [
        ("heresy_app.abilities.reader", "_helper", 1)]
    assert reaches("def f():\n    from heresy_app.cards.db import _conn\n", mod) == [("heresy_app.cards.db", "_conn", 2)]
    assert reaches("from ..abilities.reader import _helper\n", mod) == [("heresy_app.abilities.reader", "_helper", 1)]
    assert reaches("from heresy_app.abilities import reader\nreader._helper()\n", mod) == [
        ("heresy_app.abilities.reader", "_helper", 2)]
    assert reaches("import heresy_app.cards.db as db\nx = db._conn\n", mod) == [("heresy_app.cards.db", "_conn", 2)]
    assert reaches("import heresy_app.cards.db\nx = heresy_app.cards.db._conn\n", mod) == [
        ("heresy_app.cards.db", "_conn", 2)]
    # fine: a module under a private alias, dunders, an object's own attributes, the module's own names
    assert reaches("from heresy_app.rules import text as _text\n_text.lookup()\n", mod) == []
    assert reaches("from heresy_app import __version__\n", mod) == []
    assert reaches("def f(cat):\n    return cat._templates\n", mod) == []
    assert reaches("from heresy_app.engine.state import _own\n", mod) == []
