"""Every line of every ability corpus (tests/abilities/*_LANG.txt), read as the app reads it, written
down so that two versions of the parser can be compared line by line (issue 24: a change meant to
make parsing faster must not change any reading).

    python benchmarks/ability_readings.py --write readings.jsonl      # the reference
    python benchmarks/ability_readings.py --against readings.jsonl    # after a change: the lines that differ
    python benchmarks/ability_readings.py --sample                    # re-record tests/abilities/readings_sample.txt

Each line is read cold (the caches of texts already read emptied first) in two ways: whole, by
``language.read`` (its form, or its refusal: reason, column, the words that would have fitted, the
word it stopped at, the readings of an ambiguous text), and as the app reads a line (split into its
abilities, each parsed by ``abilities.parse``: the forms, or the first refusal's message).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "abilities"
SAMPLE = CORPUS / "readings_sample.txt"
SAMPLE_STEP = 29
"""The sample tests/abilities/test_readings.py compares: every 29th line of every corpus, each with the
digest of its reading (:func:`digest`)."""


def corpus_lines(pattern: str = "*") -> list[tuple[str, str, str]]:
    """(corpus file name, language, text) of every line of the corpora matching ``pattern``."""
    out = []
    for path in sorted(CORPUS.glob(f"{pattern}.txt")):
        lang = path.stem.rsplit("_", 1)[-1]
        if lang not in ("en", "ru"):
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            text = line.strip()
            if text and not text.startswith("#"):
                out.append((path.name, lang, text))
    return out


def outcome(text: str, lang: str) -> dict:
    """How ``text`` reads, cold: whole (``language.read``) and as the app reads a line."""
    from heresy_app.abilities import AbilityParseError, _parse_cached, parse
    from heresy_app.abilities.language import Refusal, read
    from heresy_app.abilities.split import _split_cached, split_text

    _parse_cached.cache_clear()
    _split_cached.cache_clear()
    whole: list
    try:
        whole = ["read", read(text, lang).model_dump(mode="json")]
    except Refusal as r:
        whole = ["refused", r.reason, r.message, r.column, list(r.expected), r.near,
                 [a.model_dump(mode="json") for a in r.readings]]
    _parse_cached.cache_clear()
    _split_cached.cache_clear()
    app: list
    pieces = split_text(text, lang) or [text]
    try:
        app = ["read", pieces, [parse(p, lang).model_dump(mode="json") for p in pieces]]
    except AbilityParseError as exc:
        app = ["refused", pieces, exc.reason, exc.message, list(exc.expected)]
    return {"whole": whole, "app": app}


def digest(got: dict) -> str:
    """A short digest of a line's reading (:func:`outcome`)."""
    return hashlib.sha256(json.dumps(got, ensure_ascii=False, sort_keys=True).encode()).hexdigest()[:16]


def write_sample() -> int:
    """Re-record the sample of readings the tests compare (after a change meant to change readings)."""
    lines = corpus_lines()[::SAMPLE_STEP]
    rows = [f"{digest(outcome(text, lang))}\t{name}\t{text}" for name, lang, text in lines]
    SAMPLE.write_text(f"# the reading of every {SAMPLE_STEP}th line of the ability corpora (benchmarks/ability_readings.py "
                      "--sample): digest, corpus file, text\n" + "\n".join(rows) + "\n",
                      encoding="utf-8")
    print(f"{len(rows)} lines written to {SAMPLE}")
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--write", help="write every line's reading to this file (JSON lines)")
    ap.add_argument("--against", help="compare every line's reading with this file's")
    ap.add_argument("--corpora", default="*", help="glob of the corpus files' names (default every one)")
    ap.add_argument("--step", type=int, default=1, help="read every Nth line only")
    ap.add_argument("--sample", action="store_true", help=f"re-record {SAMPLE.name}")
    args = ap.parse_args(argv)
    if args.sample:
        return write_sample()
    lines = corpus_lines(args.corpora)[::max(1, args.step)]
    reference = {}
    if args.against:
        for row in Path(args.against).read_text(encoding="utf-8").splitlines():
            r = json.loads(row)
            reference[(r["file"], r["text"])] = r["outcome"]
    out = []
    differ = missing = 0
    for name, lang, text in lines:
        got = outcome(text, lang)
        out.append(json.dumps({"file": name, "text": text, "outcome": got}, ensure_ascii=False, sort_keys=True))
        if args.against:
            want = reference.get((name, text))
            if want is None:
                missing += 1
            elif json.loads(json.dumps(got)) != want:
                differ += 1
                print(f"DIFFERS [{name}] {text}\n  was {json.dumps(want, ensure_ascii=False)[:600]}\n"
                      f"  now {json.dumps(got, ensure_ascii=False)[:600]}")
    if args.write:
        Path(args.write).write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"{len(lines)} lines read" + (f"; {differ} differ, {missing} not in the reference" if args.against else ""))
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
