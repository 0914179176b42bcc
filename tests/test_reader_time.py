"""Every reader is linear in its input, or bounded before it parses (issue 29, finding 4): a long
line without a comma in a collection file, a long run of spaces before a word, deep TOML dotted
keys. Each input of some 100 KB must be read (or refused) in well under a second of CPU; the
quadratic readers took seconds to minutes."""

import time

import pytest

from heresy_app.decks.collection import parse_collection
from heresy_app.decks.formats import DeckFileError, parse_text
from heresy_app.files import FileProblem, load_toml

SIZE = 100_000


def cpu(fn, *args) -> float:
    start = time.process_time()
    try:
        fn(*args)
    except (DeckFileError, FileProblem, ValueError):
        pass
    return time.process_time() - start


@pytest.mark.parametrize("text", [
    "a" * SIZE,                       # no comma: not CSV, not a deck line
    "1" * SIZE,
    "a " * (SIZE // 2),
    "4 x" + " " * SIZE + "y",         # a deck line whose name follows a long run of spaces
    "4 Tactical Squad" + " " * SIZE + "x",
    "a," + "b" * SIZE + ",c",
], ids=["letters", "digits", "words", "spaces-then-word", "name-spaces", "two-commas"])
def test_a_collection_file_of_one_long_line_is_read_in_linear_time(db, text):
    assert cpu(parse_collection, text, db) < 1.0


@pytest.mark.parametrize("text", ["4 x" + " " * SIZE + "y", "4 Tactical Squad" + "\t" * SIZE + "#"])
def test_a_deck_line_with_a_long_run_of_spaces_is_read_in_linear_time(db, text):
    assert cpu(parse_text, text, db) < 1.0


@pytest.mark.parametrize("text", [
    "a." * (SIZE // 2) + "a = 1\n",
    "[" + "a." * (SIZE // 2) + "a]\n",
    "x = {" + "a." * (SIZE // 2) + "a = 1}\n",
    'a . "b" . ' * (SIZE // 10) + "c = 1\n",
], ids=["dotted-key", "table-header", "inline-table", "spaced-and-quoted"])
def test_deep_toml_is_refused_before_it_is_parsed(text):
    assert cpu(load_toml, text) < 1.0
    with pytest.raises(FileProblem, match="nested"):
        load_toml(text)


def test_toml_of_ordinary_depth_still_reads():
    text = 'a.b.c = 1.5\nv = "x.y.z.w"\n# a.b.c.d.e\n[t.u]\nw = [1.5, 2.5]\nd = 1979-05-27T07:32:00.999\n'
    assert load_toml(text)["a"]["b"]["c"] == 1.5
    deep = ".".join(["k"] * 60) + " = 1\n"
    assert load_toml(deep)
