"""How much of a corpus of realistic printed ability texts the ability language reads, and how much
of what it reads the battle engine plays as printed (issue 24): per language, the texts that parse,
that the engine plays (the rest it leaves to the players, by hand), that are refused; the pairs
(line N in English and in Russian) that give the same executable form; the median time to parse
one line; then the refused texts with the reason.

    python benchmarks/ability_corpus.py [--corpus NAME|PREFIX] [--quiet] [--repeat N]

Corpora (NAME, in tests/abilities: one text a line, # for comments, line N in both languages is one card):
``set`` (the default) is the development corpus written for issue 24 before the grammar was rebuilt (360 texts
in the proportions of a 300-card set); ``heldout`` is a separate set written blind to the grammar, used only
to measure; ``heldout2`` a second one (130 texts), written blind to the grammar and to every other corpus;
``heldout3`` (170) and ``heldout4`` (160), written the same way in the third round and kept from the helpers
who extended the grammar (see each file's head for what was seen of it); ``heldout5`` (160), blind in the
fourth round, development material since; ``heldout6`` (160), blind in the fourth and fifth rounds,
development material from the sixth; ``heldout7`` (160), blind in the sixth round, development material from
the seventh; ``heldout8`` (160), blind in the seventh round, development material from the eighth;
``heldout9`` (160), blind in the eighth round, development material from the ninth; ``heldout10`` (160), blind
in the ninth round, development material from the tenth; ``dev10a``, ``dev10b``, ``dev10c`` (160 each),
written for the ninth round as development material by three writers blind to the grammar (a terse designer; a
player typing a collection, 30% hurried; an advanced expansion's designer); ``dev11a``, ``dev11b`` (160 each),
written for the tenth round the same way (a veteran transcribing a large expansion: triggers, replacements,
counts; a starter set's designer varying verbs and word order, 20% hurried); ``dev12a``, ``dev12b`` (160
each), written for the eleventh round the same way (a late, rules-heavy expansion's designer: cards that name
other cards, counts, reactions, X; a player typing the whole original run from the printed cards, 30%
hurried); ``heldout12`` (160), blind in the eleventh round (measured at its start and end only), development
material from the twelfth; ``heldout13`` (160), blind in the twelfth round, development material from the
thirteenth; ``heldout14`` (160), blind in the thirteenth round, development material from the fourteenth;
``heldout15`` (160), blind in the fourteenth round, development material from the fifteenth; ``heldout16``
(160), blind in the fifteenth round, development material from the sixteenth; ``heldout17`` (160), blind in
the sixteenth round, development material from the seventeenth; ``heldout18`` (160), blind in the seventeenth
round, development material from the eighteenth; ``corpus`` is the
older corpus of issue 15 (89 texts). A path prefix reads PREFIX_en.txt and PREFIX_ru.txt (a set kept outside
the repository). Parse time is CPU time
(time.process_time) of one line read cold (no line before it remembered), the median over the
lines, then the median of that over --repeat passes (default 5) after a first pass, with the
95th percentile and the first pass's median (the parser's lazily built tables still being made).
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

    # g19d: the line's pieces are read as the app reads them (abilities.parse, which remembers the texts the
    # split has read already: the caches are emptied before each line, so each line is still read cold)
    from heresy_app.abilities import parse as parse_uncached
    from heresy_app.abilities.split import split_text
    from heresy_app.engine.effects import supported

    out: dict = {"played": {}, "ms": {}, "irs": {}}
    for lang in ("en", "ru"):
        texts = read_corpus(lang, name)
        ok, bad, played, times, irs = 0, [], 0, [], []
        parse_uncached("T: Draw 1 card." if lang == "en" else "Т: Возьми 1 карту.", lang)   # build the parser
        for text in texts:
            _forget()   # every line is parsed cold: nothing read before it is remembered
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
    from heresy_app.abilities.names import alike_but_names

    # the same form, a player's own names one English for one Russian (names.alike_but_names)
    out["same"] = sum(1 for a, b in zip(out["irs"]["en"], out["irs"]["ru"], strict=False) if alike_but_names(a, b))
    out["same_strict"] = sum(1 for a, b in zip(out["irs"]["en"], out["irs"]["ru"], strict=False) if a is not None and a == b)
    out["both"] = sum(1 for a, b in zip(out["irs"]["en"], out["irs"]["ru"], strict=False) if a is not None and b is not None)
    return out


def _forget() -> None:
    """Empty the caches of texts already read (the split's and the parse's), so that the next
    line is timed as a new line."""
    from heresy_app.abilities import _parse_cached
    from heresy_app.abilities.split import _split_cached

    _parse_cached.cache_clear()
    _split_cached.cache_clear()


def parse_times(name: str, lang: str) -> list[float]:
    """CPU seconds to read each line of corpus ``name`` in ``lang`` cold (split into its abilities
    and each parsed, as :func:`measure` does; no line remembered from before)."""
    from heresy_app.abilities import AbilityParseError

    # g19d: the line's pieces are read as the app reads them (abilities.parse, which remembers the texts the
    # split has read already: the caches are emptied before each line, so each line is still read cold)
    from heresy_app.abilities import parse as parse_uncached
    from heresy_app.abilities.split import split_text

    times = []
    for text in read_corpus(lang, name):
        _forget()
        start = time.process_time()
        try:
            for piece in split_text(text, lang) or [text]:
                parse_uncached(piece, lang)
        except AbilityParseError:
            pass
        times.append(time.process_time() - start)
    return times


def timing(name: str, repeat: int = 5) -> dict:
    """{lang: (median, p95)} in ms: the median over ``repeat`` passes of each pass's median and
    95th percentile per line."""
    out = {}
    for lang in ("en", "ru"):
        passes = [parse_times(name, lang) for _ in range(max(1, repeat))]
        medians = [statistics.median(p) for p in passes]
        p95s = [statistics.quantiles(p, n=20)[-1] if len(p) > 1 else p[0] for p in passes]
        out[lang] = (1000 * statistics.median(medians), 1000 * statistics.median(p95s))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", default="set", help="which corpus: set, heldout, heldout2, heldout3, corpus, or a "
                    "path prefix PREFIX for the files PREFIX_en.txt and PREFIX_ru.txt")
    ap.add_argument("--quiet", action="store_true", help="only the figures")
    ap.add_argument("--repeat", type=int, default=5, help="passes over the corpus for the parse times "
                    "(the median of their medians is reported; 1 for a single pass)")
    args = ap.parse_args(argv)
    if "/" not in args.corpus and not (CORPUS / f"{args.corpus}_en.txt").is_file():
        ap.error(f"no corpus {args.corpus!r} in {CORPUS}")
    m = measure(args.corpus)
    # measure's own pass is the process's first reading of these lines (the parser's lazily built
    # tables still being made); the median is over further passes
    times = timing(args.corpus, args.repeat) if args.repeat > 1 else {
        lang: (m["ms"][lang], None) for lang in ("en", "ru")}
    print(f"corpus {args.corpus!r}")
    for lang in ("en", "ru"):
        ok, total, bad = m[lang]
        median, p95 = times[lang]
        extra = f"; p95 {p95:.1f} ms, first pass {m['ms'][lang]:.1f} ms" if p95 is not None else ""
        print(f"{lang}: parsed {ok} of {total} ({100 * ok / total:.0f}%), played as printed {m['played'][lang]}, "
              f"refused {len(bad)}; median parse {median:.1f} ms CPU (reference: under 5 ms{extra})")
    print(f"pairs with the same executable form: {m['same']} of {m['both']} that read in both languages "
          f"({m['en'][1]} pairs in all; {m['same_strict']} equal without pairing new names)")
    if not args.quiet:
        for lang in ("en", "ru"):
            for text, msg in m[lang][2]:
                print(f"  [{lang}] {text}\n        {msg}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
