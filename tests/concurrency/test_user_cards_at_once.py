"""Several `heresy cards import` and searches at once on one user card database (issue 29,
finding 5): concurrent writers wait for each other and succeed, a clash of ids found by a writer
that came second is the usual "already yours" refusal (the check is inside the write
transaction), and searches during a big import succeed."""

import subprocess
import sys

from tests.concurrency.conftest import ROOT, heresy_env, run_at_once
from tests.fuzz.harness import user_card_count, write_cards_csv


def _no_internal_error(results):
    for r in results:
        assert "internal error" not in r.stderr and "Traceback" not in r.stderr, r.stderr
        assert "database is locked" not in r.stderr, r.stderr


def test_parallel_imports_of_the_same_ids_one_wins_the_others_are_told(home, tmp_path):
    files = [write_cards_csv(tmp_path / f"same{k}.csv", 20, prefix="ZZ") for k in range(4)]
    results = run_at_once(home, [["cards", "import", str(f)] for f in files])
    _no_internal_error(results)
    assert sorted(r.returncode for r in results) == [0, 2, 2, 2], [r.stderr for r in results]
    for r in results:
        if r.returncode:
            assert "already" in r.stderr
    assert user_card_count(home) == 20


def test_parallel_big_imports_all_succeed(home, tmp_path):
    files = [write_cards_csv(tmp_path / f"big{k}.csv", 1500, prefix=f"Q{'ABCD'[k]}") for k in range(4)]
    results = run_at_once(home, [["cards", "import", str(f)] for f in files])
    _no_internal_error(results)
    assert [r.returncode for r in results] == [0, 0, 0, 0], [r.stderr for r in results]
    assert user_card_count(home) == 6000


def test_searches_during_a_big_import_succeed(home, tmp_path):
    first = write_cards_csv(tmp_path / "first.csv", 50, prefix="QF")
    assert run_at_once(home, [["cards", "import", str(first)]])[0].returncode == 0
    big = write_cards_csv(tmp_path / "big.csv", 3000, prefix="QG")
    importing = subprocess.Popen([sys.executable, "-m", "heresy_app", "cards", "import", str(big)],
                                 env=heresy_env(home), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 text=True)
    searches = []
    while importing.poll() is None or not searches:
        searches += run_at_once(home, [["cards", "search", "is:user", "--json"]] * 4)
    _, err = importing.communicate()
    assert importing.returncode == 0, err
    _no_internal_error(searches)
    assert [r.returncode for r in searches] == [0] * len(searches), [r.stderr for r in searches if r.returncode]
    assert len(searches) >= 4
