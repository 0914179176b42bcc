"""How many SENTENCES of a corpus the ability language reads (issue 24), beside how many lines.

A card's line reads only when every sentence of every ability on it reads, so a line rate of 90%
asks for a sentence rate near 96-97% on lines of two or three sentences. This measure counts
sentences: each ability of a line (abilities.split) is parsed whole, and when it is refused the
sentence the parser stopped in is the refused one; the sentences before it count as read, those
after it are not counted. A census of where the refusals are, and an estimate of the sentence rate.

    python benchmarks/ability_sentences.py [--corpus NAME|PREFIX ...] [--quiet] [--by-word]

Prints, per language, sentences read of all, then (unless --quiet) every refused sentence with the
parser's reason; --by-word groups the refusals by the word the parser stopped at.
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from benchmarks.ability_corpus import read_corpus  # noqa: E402

# the head of an ability: its type letters, any cost, and the colon or dash that closes them
_HEAD = re.compile(r"^\s*((?:WA|T|R|M|E|C|ВА|Т|Р|М|С|Ш)\b[^:.]{0,120}?(?::|\s[-–—]{1,2}\s))", re.IGNORECASE)
# a sentence ends at . ! or ; before a space and a capital or a type letter (not inside quotes)
_SENTENCE_END = re.compile(r"(?<=[.!])\s+(?=[A-ZА-ЯЁ«\"+\-])")


def census(name: str, lang: str) -> tuple[int, int, list[tuple[str, str, str]]]:
    """(read, total, refusals as (sentence, reason, word)) over corpus ``name`` in ``lang``.

    Each ability is parsed whole (a sentence may lean on the one before it); when it is refused,
    the sentence holding the column the parser stopped at is the refused one, the sentences before
    it count as read and those after it are not counted (nobody knows yet whether they read). A
    refusal of the whole ability (column 1, a reason about its meaning) counts its last sentence."""
    from heresy_app.abilities import AbilityParseError
    from heresy_app.abilities.parser import parse
    from heresy_app.abilities.split import split_text

    read, total, bad = 0, 0, []
    for text in read_corpus(lang, name):
        try:
            pieces = split_text(text, lang) or [text]
        except AbilityParseError:
            pieces = [text]
        for piece in pieces:
            spans = sentence_spans(piece)
            try:
                parse(piece, lang)
            except AbilityParseError as exc:
                message = exc.message or ""
                col = re.match(r"line \d+, column (\d+)", message)
                at = int(col.group(1)) - 1 if col and int(col.group(1)) > 1 else len(piece) - 1
                k = next((i for i, (a, b) in enumerate(spans) if a <= at < b), len(spans) - 1)
                read += k
                total += k + 1
                word = re.search(r"unexpected '([^']*)'|unexpected \"([^\"]*)\"", message)
                bad.append((piece[spans[k][0]:spans[k][1]].strip(), message,
                            (word.group(1) or word.group(2)) if word else message.split(": ", 1)[-1]))
                continue
            read += len(spans)
            total += len(spans)
    return read, total, bad


def sentence_spans(piece: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of one ability, the head (type letters, cost) in the first."""
    m = _HEAD.match(piece)
    start = m.end() if m else 0
    cuts = [start] + [x.end() for x in _SENTENCE_END.finditer(piece, start)] + [len(piece) + 1]
    spans = [(a, b) for a, b in zip(cuts, cuts[1:], strict=False) if piece[a:b].strip()]
    if not spans:
        return [(0, len(piece) + 1)]
    return [(0, spans[0][1])] + spans[1:]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", nargs="+", default=["set"], help="corpus names or path prefixes")
    ap.add_argument("--quiet", action="store_true", help="only the figures")
    ap.add_argument("--by-word", action="store_true", help="group refusals by the word the parser stopped at")
    args = ap.parse_args(argv)
    for lang in ("en", "ru"):
        read = total = 0
        bad: list = []
        for name in args.corpus:
            r, t, b = census(name, lang)
            read, total, bad = read + r, total + t, bad + b
        rate = read / total if total else 0.0
        print(f"{lang}: sentences read {read} of {total} ({rate:.0%}) over {', '.join(args.corpus)}")
        if args.quiet:
            continue
        if args.by_word:
            for word, n in collections.Counter(w.lower() for _, _, w in bad).most_common(40):
                print(f"  {n:3d}  {word}")
        else:
            for sentence, reason, _ in bad:
                print(f"  [{lang}] {sentence}\n        {reason}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
