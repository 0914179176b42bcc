"""Test setup shared by every test: Qt runs offscreen, and user data goes to a temporary folder.

The folders are moved before anything is imported or any fixture runs (session-scoped fixtures
open the card database, which looks for the user's): ``HERESY_HOME``, ``HOME`` and the XDG
folders all point into one temporary folder for the session, so no test, fixture or subprocess
(Qt's caches and settings included) touches a real user's folders; each test then gets its own
``HERESY_HOME``.
"""

import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

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
