"""The files holding the slow tests (tests/conftest.py's SLOW) come first in the run's order, the slowest's first,
each file's tests together: pytest-xdist's worksteal gives each process a contiguous part of this order, so a slow
test collected late would run alone at the end while the other core idles."""

from itertools import groupby

from tests.conftest import SLOW


def test_the_files_of_slow_tests_run_first_and_each_file_stays_together(request):
    files = [item.nodeid.partition("::")[0] for item in request.session.items]
    runs = [f for f, _ in groupby(files)]   # each stretch of one file's tests
    assert len(runs) == len(set(runs)), "a file's tests are split"
    here = [f for f in dict.fromkeys(s.partition("::")[0] for s in SLOW) if f in runs]
    assert runs[:len(here)] == here
