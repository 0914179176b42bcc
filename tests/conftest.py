"""Test setup shared by every test: Qt runs offscreen, and user data goes to a temporary folder.

The folders are moved before anything is imported or any fixture runs (session-scoped fixtures
open the card database, which looks for the user's): ``HERESY_HOME``, ``HOME`` and the XDG
folders all point into one temporary folder for the session, so no test, fixture or subprocess
(Qt's caches and settings included) touches a real user's folders; each test then gets its own
``HERESY_HOME``.
"""

import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The checkout first on the path, once for every test module (``tests.…`` helpers, ``benchmarks``): the
# test files each inserted it themselves before importing them (issue 25, the tests' copied scaffolding).
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

_SESSION_HOME = tempfile.mkdtemp(prefix="heresy-test-home-")
for _name, _sub in (("HOME", ""), ("XDG_DATA_HOME", ".local/share"), ("XDG_CONFIG_HOME", ".config"),
                    ("XDG_CACHE_HOME", ".cache"), ("XDG_STATE_HOME", ".local/state"),
                    ("HERESY_HOME", "heresy")):
    os.environ[_name] = os.path.join(_SESSION_HOME, _sub) if _sub else _SESSION_HOME

import pytest  # noqa: E402


def pytest_unconfigure(config):
    shutil.rmtree(_SESSION_HOME, ignore_errors=True)


@pytest.fixture(autouse=True)
def _heresy_home(tmp_path_factory, monkeypatch):
    """Every test gets its own HERESY_HOME, so no test touches a real user's data."""
    home = tmp_path_factory.mktemp("heresy_home")
    monkeypatch.setenv("HERESY_HOME", str(home))
    return home


# ---------------------------------------------------------------- fixtures shared by several folders
# (a folder's conftest.py or a test module may still define its own of the same name: the nearer one wins,
# as tests/cards does with its small card database and tests/sim with the user's database)


@pytest.fixture(scope="session")
def db():
    """The shipped card database alone (no user cards), opened once per test process."""
    from heresy_app.cards.db import CardDB

    d = CardDB(user=False)
    yield d
    d.close()


def _read_ids(text, db, source="<ids>", strict=False):
    from heresy_app.decks import Deck

    deck = Deck()
    for line in text.split()[1:]:
        deck.add(line)
    return deck


def _write_ids(deck, db, lang="en", ids=False):
    return "IDS\n" + "".join(f"{cid}\n" for cid in deck.card_list())


@pytest.fixture
def id_list(monkeypatch):
    """A made-up deck file format registered for one test: "IDS" then a card id a line (suffixes .ids and
    .idlist, "Card id list" / "Список номеров карт"); the registry is restored when the test ends."""
    from heresy_app.decks import formats
    from heresy_app.decks.formats import DeckFormat, register

    monkeypatch.setattr(formats, "FORMATS", dict(formats.FORMATS))
    return register(DeckFormat("ids", (".ids", ".idlist"), "Card id list", "Список номеров карт", read=_read_ids,
                               write=_write_ids, sniff=lambda text: text.startswith("IDS\n"), write_needs_db=False))


@pytest.fixture
def data_copy(tmp_path):
    """A copy of the shipped card sources (``heresy_app/data`` without the sample decks) to change."""
    import shutil

    from heresy_app.paths import DATA_DIR

    dest = tmp_path / "data"
    shutil.copytree(DATA_DIR, dest, ignore=shutil.ignore_patterns("decks"))
    return dest


# ---------------------------------------------------------------- the slow tests
# The tests that take most of the suite's time, marked ``slow`` here in one list rather than in each
# file (several people change those files at once): ``pytest -m "not slow"`` is a quick run, the full
# run (CI's) includes them. Chosen from ``pytest --durations=80`` (issue 25, item 6); a name that no
# longer matches a test of its file stops the run, so the list cannot rot quietly.
SLOW = (
    "tests/abilities/test_lookahead.py::test_lookahead_reads_as_plain_earley",
    "tests/concurrency/test_user_cards_at_once.py::test_searches_during_a_big_import_succeed",
    "tests/fuzz/test_races.py::test_a_few_trials_find_nothing",
    "tests/sim/test_policies.py::test_a_window_where_every_option_ties_stops_early",
    "tests/concurrency/test_user_cards_at_once.py::test_parallel_big_imports_all_succeed",
    "tests/engine/test_engine_words.py::test_in_200_random_games_every_decision_question_and_log_line_has_words_in_both_languages",
    "tests/ui/test_cli_play.py::test_play_smoke_prints_the_result_and_the_log_in_the_chosen_language",
    "tests/lab/test_cli_gauntlet.py::test_ctrl_c_keeps_the_finished_chunks_and_resume_finishes_the_same",
    "tests/abilities/test_corpus_set.py::test_the_development_corpus_reads_at_least_as_well_as_it_did",
    "tests/ui/test_question_fits.py::test_no_answer_is_cut_at_1366_by_768",
    "tests/ui/test_battle_board.py::test_a_whole_game_against_the_ai_through_the_widgets",
    "tests/decks/test_cockatrice_export.py::test_images_are_the_painters_pictures_named_as_cockatrice_looks_them_up",
    "tests/ui/test_cli_play.py::test_play_smoke_is_deterministic_and_the_opponent_is_the_other_side",
    "tests/packaging/test_wheel.py::test_the_wheel_ships_the_documents_the_help_names",
    "tests/concurrency/test_user_cards_at_once.py::test_parallel_imports_of_the_same_ids_one_wins_the_others_are_told",
    "tests/test_output_paths.py::test_a_huge_argument_does_not_come_back_as_a_huge_line",
    "tests/ui/test_cli_play.py::test_play_smoke_as_a_fresh_process",
    "tests/ui/test_board_reminders.py::test_an_unread_constant_is_marked_on_its_card_and_its_blocker_offer_is_asked_with_its_text",
    "tests/ui/test_battle_summary.py::test_the_end_of_the_game_lists_every_battle",
    "tests/lab/test_same_results.py::test_a_run_stopped_halfway_and_resumed_gives_the_same_figures",
    "tests/abilities/test_lookahead.py::test_forests_of_many_trees_read_as_plain_earley",
    "tests/engine/test_golden_record.py::test_recorded_games_replay_identically",
    "tests/cards/test_own_rulings_cannot_save.py::test_what_the_store_writes_it_reads_back_up_to_its_limit",
    "tests/lab/test_cli_gauntlet.py::test_a_bad_scheduler_gives_one_line_and_writes_nothing",
    "tests/ui/test_proxies.py::test_proxies_are_real_size_nine_a_page_with_the_cards_name_in_its_name_bar",
    "tests/engine/test_engine_properties.py::test_a_thousand_random_games_end_and_conserve_every_card",
    "tests/lab/test_same_results.py::test_a_pool_of_any_size_and_chunking_gives_the_same_figures",
    "tests/engine/test_engine_by_hand.py::test_people_announcing_and_acting_by_hand_at_random_finish_games_that_speak_both_languages_and_replay",
    "tests/test_doctests.py::test_every_docstring_example_runs",
    "tests/concurrency/test_rulings_at_once.py::test_parallel_adds_keep_every_one",
    "tests/packaging/test_bundle.py::test_the_bundle_builds_and_runs_every_command",
)


@pytest.hookimpl(tryfirst=True)   # before -k and -m deselect: every test of a collected file is seen
def pytest_collection_modifyitems(config, items):
    by_file: dict[str, set[str]] = {}
    for item in items:
        path, _, rest = item.nodeid.partition("::")
        name = rest.split("[", 1)[0]
        by_file.setdefault(path, set()).add(name)
        if f"{path}::{name}" in _SLOW:
            item.add_marker(pytest.mark.slow)
    # the files holding slow tests run first, the slowest's file first (issue 25, t15): pytest-xdist's worksteal
    # hands each process a contiguous half of this order and an idle process takes the end of the other's
    # queue, so a slow test left near the end kept one core idle while it ran (whole files move, so module
    # fixtures are still made once)
    rank = {path: i for i, path in reversed(list(enumerate(s.partition("::")[0] for s in SLOW)))}
    items.sort(key=lambda item: rank.get(item.nodeid.partition("::")[0], len(SLOW)))   # (ranks are places in SLOW)
    if any("::" in str(arg) for arg in config.args):   # single tests asked for: their files are not whole
        return
    stale = [s for s in SLOW if s.partition("::")[0] in by_file and s.partition("::")[2] not in by_file[s.partition("::")[0]]]
    if stale:
        raise pytest.UsageError(f"tests/conftest.py SLOW names tests that are gone: {stale}")


_SLOW = frozenset(SLOW)
