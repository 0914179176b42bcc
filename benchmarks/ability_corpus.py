"""How many of our corpus of realistic printed ability texts (issue 15) the ability language reads:
per language, the texts that parse, and the pairs (line N in English and in Russian) that parse to
the same executable form; then the texts that do not parse, with the parser's message.

    python benchmarks/ability_corpus.py [--quiet]

The corpus is tests/abilities/corpus_en.txt and corpus_ru.txt (one text a line, # for comments).
Figures measured when the corpus was written (before the issue's forms): see docs/abilities.md.
"""

from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from pathlib import Path  # noqa: E402

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "abilities"


def read_corpus(lang: str) -> list[str]:
    lines = (CORPUS / f"corpus_{lang}.txt").read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def measure() -> dict:
    """{"en": (parsed, total, failures), "ru": ..., "same": same IR pairs}."""
    from heresy_app.abilities import AbilityParseError, parse

    out: dict = {}
    irs = {}
    for lang in ("en", "ru"):
        texts = read_corpus(lang)
        ok, bad = 0, []
        irs[lang] = []
        for text in texts:
            try:
                irs[lang].append(parse(text, lang))
                ok += 1
            except AbilityParseError as exc:
                irs[lang].append(None)
                bad.append((text, exc.message))
        out[lang] = (ok, len(texts), bad)
    out["same"] = sum(1 for a, b in zip(irs["en"], irs["ru"]) if a is not None and a == b)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quiet", action="store_true", help="only the figures")
    args = ap.parse_args(argv)
    m = measure()
    for lang in ("en", "ru"):
        ok, total, _ = m[lang]
        print(f"{lang}: {ok} of {total} texts parse ({100 * ok / total:.0f}%)")
    print(f"pairs with the same IR in both languages: {m['same']} of {m['en'][1]}")
    if not args.quiet:
        for lang in ("en", "ru"):
            for text, msg in m[lang][2]:
                print(f"  [{lang}] {text}\n        {msg}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
