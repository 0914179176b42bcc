"""Any deck survives every format: deck -> text/JSON/.cod -> deck (property-based)."""

from __future__ import annotations

import subprocess
import sys

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from heresy_app.decks import Deck, DeckEntry, card_index, from_cod, from_json, parse_text, to_cod, to_json, to_text

# any text at all, control characters and line separators included: the deck model keeps only what
# every format writes and reads back (decks.model.writable_text; issue 16, finding 7)
NOTE = st.text(max_size=30)
NOTE_LINES = st.sampled_from(["side: traitor", "name: Ignored?", "sideboard", "note: kept", "Сторона: лоялисты"])


@st.composite
def decks(draw, ids):
    def entries(max_size):
        return draw(st.lists(st.builds(DeckEntry, card_id=st.sampled_from(ids), count=st.integers(1, 12)),
                             max_size=max_size))
    notes = draw(st.lists(st.one_of(NOTE, NOTE_LINES), max_size=4))
    return Deck(name=draw(NOTE), side=draw(st.sampled_from([None, "loyalist", "traitor"])),
                entries=entries(20), sideboard=entries(3), notes="\n".join(notes))


def _ids(db):
    # cards whose English name reads back as themselves (a reprint sharing a name comes back by id
    # in text and JSON, but by its first printing in .cod, which matches by name)
    idx = card_index(db)
    return sorted(c for c, f in idx.facts.items() if idx.resolve(f.name_en) == c)


def test_every_format_round_trips_any_deck(pool_db):
    ids = _ids(pool_db)

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(deck=decks(ids))
    def check(deck):
        for lang in ("en", "ru"):
            # a text line loses its trailing spaces
            assert parse_text(to_text(deck, pool_db, lang), pool_db) == deck.model_copy(
                update={"notes": "\n".join(n.rstrip() for n in deck.notes.split("\n"))})
        assert from_json(to_json(deck, pool_db), pool_db) == deck
        assert from_cod(to_cod(deck, pool_db), pool_db) == deck

    check()


def test_the_decks_package_never_imports_qt():
    code = ("import sys, heresy_app.decks, heresy_app.decks.stats, heresy_app.cli.deck_cmd; "
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]; "
            "sys.exit(1 if bad else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
