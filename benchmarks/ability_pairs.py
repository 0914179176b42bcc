"""The pairs of a corpus (line N in English and in Russian: one card) where the two languages
part: the cards whose English reads and whose Russian is refused (with the Russian reason), the
cards whose Russian reads and whose English is refused, and the pairs read in both languages
whose executable forms differ (with both forms, as JSON, and the first place where they differ).

    python benchmarks/ability_pairs.py [--corpus heldout7] [--corpus heldout6 ...] [--only refused|differ]
                                       [--forms]
"""

from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from benchmarks.ability_corpus import CORPUS, read_corpus  # noqa: E402
from heresy_app.abilities.names import alike_but_names  # noqa: E402


def _read(text: str, lang: str):
    """(form or tuple of forms, None) or (None, reason)."""
    from heresy_app.abilities import AbilityParseError
    from heresy_app.abilities.parser import parse
    from heresy_app.abilities.split import split_text

    try:
        forms = tuple(parse(piece, lang) for piece in (split_text(text, lang) or [text]))
    except AbilityParseError as exc:
        return None, exc.message
    return (forms[0] if len(forms) == 1 else forms), None


def _dump(form) -> object:
    if isinstance(form, tuple):
        return [f.model_dump(mode="json", exclude_defaults=True) for f in form]
    return form.model_dump(mode="json", exclude_defaults=True)


def first_difference(a, b, path: str = "") -> str:
    """Where two JSON values first differ, as a path and the two values there."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if a.get(key) != b.get(key):
                return first_difference(a.get(key), b.get(key), f"{path}.{key}")
        return path or "="
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
        return path or "="
    return f"{path or '.'}: en {json.dumps(a, ensure_ascii=False)} | ru {json.dumps(b, ensure_ascii=False)}"


def _capitalised(x) -> bool:
    return isinstance(x, str) and x[:1].isupper()


def names_only(a, b) -> bool:
    """Do two JSON forms differ only in names the lexicon does not know (a name as printed in each
    language: "Legio Mortis" / «Легио Мортис», or a keyword the two languages spell as different names:
    the names and trait lines are another kind's work)?"""
    from heresy_app.abilities.lexicon import keyword_en

    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(
            names_only(a[k], b[k]) or (k == "keyword" and _capitalised(a[k]) and _capitalised(b[k])) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(names_only(x, y) for x, y in zip(a, b, strict=False))
    if isinstance(a, str) and isinstance(b, str) and a != b:
        return keyword_en(a) is None and keyword_en(b) is None and a[:1].isupper() and b[:1].isupper()
    return a == b


def pairs(name: str) -> dict:
    """{"en_only": [(n, en, ru, ru reason)], "ru_only": [(n, en, ru, en reason)],
    "differ": [(n, en, ru, en form, ru form)], "names": count of those differing only in unknown names,
    "same": count, "both": count}."""
    en, ru = read_corpus("en", name), read_corpus("ru", name)
    out = {"en_only": [], "ru_only": [], "differ": [], "names": 0, "same": 0, "both": 0}
    for n, (te, tr) in enumerate(zip(en, ru, strict=False), 1):
        fe, why_e = _read(te, "en")
        fr, why_r = _read(tr, "ru")
        if fe is not None and fr is None:
            out["en_only"].append((n, te, tr, why_r))
        elif fr is not None and fe is None:
            out["ru_only"].append((n, te, tr, why_e))
        elif fe is not None and fr is not None:
            out["both"] += 1
            if alike_but_names(fe, fr):   # a player's own names, one English for one Russian
                out["same"] += 1
            else:
                out["differ"].append((n, te, tr, _dump(fe), _dump(fr)))
                out["names"] += names_only(out["differ"][-1][3], out["differ"][-1][4])
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", action="append", help="corpus name (repeatable; default heldout7)")
    ap.add_argument("--only", choices=("refused", "differ"), help="print only one list")
    ap.add_argument("--forms", action="store_true", help="print both whole forms of a differing pair")
    ap.add_argument("--no-names", action="store_true", help="leave out the pairs that differ only in unknown names")
    args = ap.parse_args(argv)
    for name in args.corpus or ["heldout7"]:
        if "/" not in name and not (CORPUS / f"{name}_en.txt").is_file():
            ap.error(f"no corpus {name!r} in {CORPUS}")
        p = pairs(name)
        print(f"== {name}: read in both {p['both']}, same form {p['same']}, differ {len(p['differ'])} "
              f"(in unknown names only {p['names']}); "
              f"English only {len(p['en_only'])}, Russian only {len(p['ru_only'])}")
        if args.only != "differ":
            print(f"-- English reads, Russian refused ({len(p['en_only'])})")
            for n, te, tr, why in p["en_only"]:
                print(f"{name}:{n}\n  en: {te}\n  ru: {tr}\n  why: {why}")
            print(f"-- Russian reads, English refused ({len(p['ru_only'])})")
            for n, te, tr, why in p["ru_only"]:
                print(f"{name}:{n}\n  en: {te}\n  ru: {tr}\n  why: {why}")
        if args.only != "refused":
            print(f"-- read in both, forms differ ({len(p['differ'])})")
            for n, te, tr, de, dr in p["differ"]:
                if args.no_names and names_only(de, dr):
                    continue
                print(f"{name}:{n}\n  en: {te}\n  ru: {tr}\n  diff {first_difference(de, dr)}")
                if args.forms:
                    print(f"  en form: {json.dumps(de, ensure_ascii=False)}\n  ru form: {json.dumps(dr, ensure_ascii=False)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
