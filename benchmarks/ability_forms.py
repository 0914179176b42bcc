"""What the ability language makes of every corpus line, dumped so that two versions of the parser
can be compared: a change meant only to make parsing faster must leave every line as it was.

    python benchmarks/ability_forms.py --dump before.jsonl        # before the change
    python benchmarks/ability_forms.py --diff before.jsonl        # after it: lines that changed

Per line of every corpus (tests/abilities/*_en.txt / *_ru.txt, the kinds/ files too): the whole
line as printed (its executable form, or the refusal with its place and the words expected there)
and the pieces ``split_text`` cuts it into, each with its outcome. ``--diff`` exits 1 when any line
reads differently (a form, a refusal's place, its expected words or its readings).
"""

from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from pathlib import Path  # noqa: E402

HERE = Path(__file__).resolve().parents[1] / "tests" / "abilities"


def corpora() -> list[tuple[str, str, Path]]:
    """(name, lang, path) of every corpus file, sorted."""
    out = []
    for path in sorted(HERE.glob("*_en.txt")) + sorted((HERE / "kinds").glob("*_en.txt")):
        for lang in ("en", "ru"):
            p = path.with_name(path.name[:-len("_en.txt")] + f"_{lang}.txt")
            if p.is_file():
                out.append((str(p.relative_to(HERE))[:-len(f"_{lang}.txt")], lang, p))
    return out


def lines(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8").splitlines()
    return [t.strip() for t in text if t.strip() and not t.lstrip().startswith("#")]


def outcome(text: str, lang: str):
    """The form of ``text`` (its JSON) or its refusal, never cached."""
    from heresy_app.abilities.parser import AbilityParseError, parse

    try:
        return ["read", parse(text, lang).model_dump(mode="json")]
    except AbilityParseError as exc:
        return ["refused", exc.reason, exc.line, exc.column, list(exc.expected), exc.message,
                [r.model_dump(mode="json") for r in exc.readings]]


def dump_all():
    from heresy_app.abilities.split import split_text

    for name, lang, path in corpora():
        for i, text in enumerate(lines(path)):
            pieces = split_text(text, lang)
            yield {"corpus": name, "lang": lang, "line": i, "text": text, "whole": outcome(text, lang),
                   "pieces": [[p, outcome(p, lang)] for p in pieces]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    group = ap.add_mutually_exclusive_group(required=True)
    group.add_argument("--dump", metavar="FILE", help="write every line's outcome to FILE (JSON lines)")
    group.add_argument("--diff", metavar="FILE", help="compare every line's outcome with FILE")
    args = ap.parse_args(argv)
    if args.dump:
        n = 0
        with open(args.dump, "w", encoding="utf-8") as f:
            for rec in dump_all():
                f.write(json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n")
                n += 1
        print(f"{n} lines written to {args.dump}")
        return 0
    before = {}
    with open(args.diff, encoding="utf-8") as f:
        for row in f:
            rec = json.loads(row)
            before[(rec["corpus"], rec["lang"], rec["line"], rec["text"])] = rec
    changed, new, same = [], 0, 0
    for rec in dump_all():
        old = before.get((rec["corpus"], rec["lang"], rec["line"], rec["text"]))
        if old is None:
            new += 1
        elif json.loads(json.dumps(rec, sort_keys=True)) != old:
            changed.append((old, rec))
        else:
            same += 1
    for old, rec in changed:
        print(f"[{rec['corpus']} {rec['lang']}] {rec['text']}")
        print(f"   before: {json.dumps(old['whole'], ensure_ascii=False)[:300]}")
        print(f"   after:  {json.dumps(rec['whole'], ensure_ascii=False)[:300]}")
    print(f"{same} lines read as before, {len(changed)} differently, {new} not in {args.diff}")
    return 1 if changed else 0


if __name__ == "__main__":
    raise SystemExit(main())
