"""How much of a corpus of realistic printed ability texts the ability language reads, and how much
of what it reads the battle engine plays as printed (issue 24): per language, the texts that parse,
that the engine plays (the rest it leaves to the players, by hand), that are refused; the pairs
(line N in English and in Russian) that give the same executable form; the median time to parse
one line; then the refused texts with the reason.

    python benchmarks/ability_corpus.py [--corpus set|heldout|heldout2|heldout3|heldout4|corpus|PREFIX] [--quiet]

Corpora (tests/abilities, one text a line, # for comments, line N in both languages is one card):
``set`` (the default) is the development corpus written for issue 24 before the grammar was rebuilt
(360 texts in the proportions of a 300-card set); ``heldout`` is a separate set written blind to
the grammar, used only to measure; ``heldout2`` a second one (130 texts), written blind to the
grammar and to every other corpus; ``heldout3`` (170) and ``heldout4`` (160), written the same way
in the third round and kept from the helpers who extended the grammar (see each file's head for
what was seen of it); ``corpus`` is the older corpus of issue 15 (89 texts). A path prefix reads
PREFIX_en.txt and PREFIX_ru.txt (a set kept outside the repository). Parse time is CPU time.
Reference figures (issue 24): before the rebuild, 10 of 60 fresh English and 11 of 60 Russian
texts parsed; see docs/abilities.md for the figures after it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from pathlib import Path  # noqa: E402

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "abilities"


def read_corpus(lang: str, name: str = "corpus") -> list[str]:
    """The texts of corpus ``name`` (tests/abilities/NAME_LANG.txt), or of the files PREFIX_LANG.txt
    when ``name`` is a path prefix (it holds a slash)."""
    path = Path(f"{name}_{lang}.txt") if "/" in name else CORPUS / f"{name}_{lang}.txt"
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def measure(name: str = "corpus", timing: bool = False) -> dict:
    """{"en": (parsed, total, failures), "ru": ..., "same": same IR pairs, "played": {lang: n},
    "ms": {lang: median parse ms}, "irs": {lang: [Ability | tuple of Abilities | None]}}: a line
    that holds several abilities (abilities.split) is read when every one of them is, its form the
    tuple of theirs (the same form in both languages: the same abilities in the same order)."""
    from heresy_app.abilities import AbilityParseError
    from heresy_app.abilities.parser import parse as parse_uncached
    from heresy_app.abilities.split import split_text
    from heresy_app.engine.effects import supported

    out: dict = {"played": {}, "ms": {}, "irs": {}}
    for lang in ("en", "ru"):
        texts = read_corpus(lang, name)
        ok, bad, played, times, irs = 0, [], 0, [], []
        parse_uncached("T: Draw 1 card." if lang == "en" else "Т: Возьми 1 карту.", lang)   # build the parser
        for text in texts:
            # a line may hold several abilities ("Psyker. T Lock this unit: …"): it is read when each is
            start = time.process_time()
            pieces = split_text(text, lang) or [text]
            try:
                forms = tuple(parse_uncached(piece, lang) for piece in pieces)
            except AbilityParseError as exc:
                times.append(time.process_time() - start)
                irs.append(None)
                bad.append((text, exc.message))
                continue
            times.append(time.process_time() - start)
            a = forms[0] if len(forms) == 1 else forms
            irs.append(a)
            ok += 1
            played += all(supported(f.model_dump(mode="json")) for f in forms)
        out[lang] = (ok, len(texts), bad)
        out["played"][lang] = played
        out["ms"][lang] = 1000 * statistics.median(times) if times else 0.0
        out["irs"][lang] = irs
    out["same"] = sum(1 for a, b in zip(out["irs"]["en"], out["irs"]["ru"]) if a is not None and a == b)
    out["both"] = sum(1 for a, b in zip(out["irs"]["en"], out["irs"]["ru"]) if a is not None and b is not None)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", default="set", help="which corpus: set, heldout, heldout2, heldout3, corpus, or a "
                    "path prefix PREFIX for the files PREFIX_en.txt and PREFIX_ru.txt")
    ap.add_argument("--quiet", action="store_true", help="only the figures")
    args = ap.parse_args(argv)
    if "/" not in args.corpus and not (CORPUS / f"{args.corpus}_en.txt").is_file():
        ap.error(f"no corpus {args.corpus!r} in {CORPUS}")
    m = measure(args.corpus)
    print(f"corpus {args.corpus!r}")
    for lang in ("en", "ru"):
        ok, total, bad = m[lang]
        print(f"{lang}: parsed {ok} of {total} ({100 * ok / total:.0f}%), played as printed {m['played'][lang]}, "
              f"refused {len(bad)}; median parse {m['ms'][lang]:.1f} ms CPU (reference: under 5 ms)")
    print(f"pairs with the same executable form: {m['same']} of {m['both']} that read in both languages "
          f"({m['en'][1]} pairs in all)")
    if not args.quiet:
        for lang in ("en", "ru"):
            for text, msg in m[lang][2]:
                print(f"  [{lang}] {text}\n        {msg}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
