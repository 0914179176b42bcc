"""The examples in the docstrings run, and say what the code does (python-chess style).

Every module of each package in DOCTEST_PACKAGES is imported and its examples are run with the
standard ``doctest``; any failing example fails the test, and a package with no example at all
fails too. ``pytest -rP tests/test_doctests.py`` shows how many examples ran in each package.
Examples use the shipped cards (``CardDB(user=False)``); write ``# doctest: +ELLIPSIS`` where an
output is long.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

# The packages whose docstring examples must run. Add a package here to hold it to the same rule.
DOCTEST_PACKAGES = (
    "heresy_app.engine",
    "heresy_app.abilities",
    "heresy_app.cards",
    "heresy_app.decks",
    "heresy_app.lab",
)
# Single modules outside those packages held to the same rule.
DOCTEST_MODULES = (
    "heresy_app.files",
    "heresy_app.card_import",
    "heresy_app.plural",
    "heresy_app.cli.words",
    "heresy_app.cli.sim_cmd",
)


def package_modules(package: str) -> list[str]:
    """The package and every module under it, sorted."""
    root = importlib.import_module(package)
    found = [m.name for m in pkgutil.walk_packages(root.__path__, f"{package}.")]
    return [package] + sorted(found)


def run_examples(module_name: str) -> tuple[int, int, str]:
    """(failed, attempted, report) for the doctests of one module."""
    module = importlib.import_module(module_name)
    finder = doctest.DocTestFinder(exclude_empty=True)
    failures: list[str] = []
    runner = doctest.DocTestRunner(verbose=False)
    for test in finder.find(module, module_name):
        runner.run(test, out=failures.append)
    return runner.failures, runner.tries, "".join(failures)


@pytest.mark.parametrize("package", DOCTEST_PACKAGES)
def test_every_docstring_example_runs(package, record_property):
    failed = attempted = 0
    reports, counts = [], {}
    for name in package_modules(package):
        f, a, report = run_examples(name)
        failed, attempted = failed + f, attempted + a
        counts[name] = a
        if report:
            reports.append(report)
    record_property("examples", attempted)
    print(f"{package}: {attempted} examples in {sum(1 for n in counts.values() if n)} of {len(counts)} modules")
    assert failed == 0, f"{failed} of {attempted} examples failed:\n" + "\n".join(reports)
    assert attempted > 0, f"{package} has no docstring example"


@pytest.mark.parametrize("module", DOCTEST_MODULES)
def test_every_docstring_example_of_a_module_runs(module):
    failed, attempted, report = run_examples(module)
    assert failed == 0, report
    assert attempted > 0, f"{module} has no docstring example"


def test_a_failing_example_is_reported(tmp_path, monkeypatch):
    (tmp_path / "wrong_example.py").write_text('def f():\n    """\n    >>> 1 + 1\n    3\n    """\n')
    monkeypatch.syspath_prepend(str(tmp_path))
    failed, attempted, report = run_examples("wrong_example")
    assert (failed, attempted) == (1, 1) and "Expected:\n    3\nGot:\n    2" in report
