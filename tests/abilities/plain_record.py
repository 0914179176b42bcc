"""Lark's plain Earley answers for the lookahead comparison's texts, recorded for one state of the language.

tests/abilities/test_lookahead.py compares the lookahead predictor's reading of each text with lark's plain
Earley parser's. The plain parse is the slow side (about 2.4 s CPU a text in English, 4.9 s in Russian under
load; a third of the whole suite's test time in session 16). Its answer depends only on the language's sources
(every file ``heresy_app.abilities.language_files`` names, which is what cards.sqlite's digest covers too), the
card model's ``fold`` the tokenizer uses, and the versions of lark and pymorphy3 with its Russian dictionary.
So the answers are recorded in lookahead_plain.json with a digest of all of those: when the digest is the same
the recorded answer IS plain Earley's, and the test compares the lookahead with it; when anything in the
language changed, the record does not apply and the test parses with plain Earley as before (slow, never
wrong). Written again, after the language changes, by

    python tests/abilities/plain_record.py

(some minutes: every text parsed with plain Earley). The record holds each outcome as JSON (a form through
pydantic's JSON dump, a refusal's reason, column, expected words, near text and its readings), so nothing is
evaluated when it is read. ``test_the_record_is_plain_earleys`` checks a few recorded answers live each run."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from concurrent.futures import ProcessPoolExecutor
from functools import cache
from importlib import metadata
from pathlib import Path

import heresy_app.cards.model as card_model
from heresy_app import abilities
from heresy_app.abilities import language

HERE = Path(__file__).parent
RECORD = HERE / "lookahead_plain.json"
LIBRARIES = ("lark", "pymorphy3", "pymorphy3-dicts-ru")


def digest() -> str:
    """A hash of everything lark's plain Earley answer for a text depends on."""
    h = hashlib.sha256()
    for path in [*abilities.language_files(), Path(card_model.__file__)]:
        h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    for lib in LIBRARIES:
        try:
            version = metadata.version(lib)
        except metadata.PackageNotFoundError:
            version = "absent"
        h.update(f"{lib}={version}\0".encode())
    return h.hexdigest()


def canon(text: str, lang: str, lookahead: bool) -> list:
    """What language.read makes of ``text``, as JSON values (comparable with a recorded answer)."""
    try:
        form = language.read(text, lang, lookahead=lookahead)
    except language.Refusal as r:
        return ["refused", r.reason, r.column, list(r.expected), r.near,
                [x.model_dump(mode="json") for x in r.readings]]
    return ["read", form.model_dump(mode="json")]


@cache
def _loaded() -> dict:
    try:
        return json.loads(RECORD.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


@cache
def recorded(lang: str) -> dict[str, list]:
    """The recorded plain answers of ``lang`` by text, or nothing when the record is of another state."""
    data = _loaded()
    if data.get("digest") != digest():
        return {}
    return data.get(lang, {})


def plain(text: str, lang: str) -> list:
    """Lark's plain Earley answer for ``text``: recorded for this state of the language, or parsed now."""
    found = recorded(lang).get(text)
    return found if found is not None else canon(text, lang, False)


def _plain_answers(lang: str, group: list[str]) -> dict[str, list]:
    return {t: canon(t, lang, False) for t in dict.fromkeys(group)}


def write(texts: dict[str, list[str]]) -> str:
    """Parse every text with plain Earley (one process a language) and write the record atomically; a line
    of figures."""
    data: dict = {"digest": digest()}
    with ProcessPoolExecutor(max_workers=len(texts)) as pool:
        jobs = {lang: pool.submit(_plain_answers, lang, group) for lang, group in texts.items()}
        for lang, job in jobs.items():
            data[lang] = job.result()
    fd, tmp = tempfile.mkstemp(dir=HERE, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=0, sort_keys=True)
        f.write("\n")
    os.chmod(tmp, 0o644)
    os.replace(tmp, RECORD)
    return ", ".join(f"{lang} {len(data[lang])} texts" for lang in texts)


def texts_compared() -> dict[str, list[str]]:
    """Every text test_lookahead compares with plain Earley, by language."""
    from tests.abilities.lookahead_sample import BROKEN, MANY_TREES
    from tests.abilities.lookahead_sample import lines as _lines
    return {lang: _lines("lookahead_sample", lang) + BROKEN[lang] + MANY_TREES[lang] for lang in ("en", "ru")}


if __name__ == "__main__":   # python tests/abilities/plain_record.py: the record written again
    import sys

    sys.path.insert(0, str(HERE.parent.parent))
    print(write(texts_compared()))
