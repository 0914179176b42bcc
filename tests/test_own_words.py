"""The rulebook is our specification, not our text: no run of eight words from its prose appears in
the project's own prose (rules reference, docs, card flavour and rulings, translations).

Printed ability text is the game's formulaic card language, which the ability grammar must
accept as printed (issue 3 asks that the rulebook's quoted abilities parse); it is checked by
the grammar's tests, not here. In Markdown, `code spans` hold such ability examples."""

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULEBOOK = ROOT.parent / "shared" / "rules" / "horus-heresy-rules.ru.txt"
N = 8


def words(text: str) -> list[str]:
    return re.findall(r"[a-zа-я0-9]+", text.lower().replace("ё", "е"))


def shingles(text: str) -> set[tuple[str, ...]]:
    w = words(text)
    return {tuple(w[i:i + N]) for i in range(len(w) - N + 1)}


def card_prose(path: Path) -> str:
    out = []
    for card in tomllib.loads(path.read_text(encoding="utf-8")).get("card", []):
        for part in [card.get("flavor") or {}] + list(card.get("rulings", [])):
            out += [part.get("en", ""), part.get("ru", "")]
    return "\n".join(out)


def project_prose():
    for path in sorted(ROOT.glob("heresy_app/data/cards/*.toml")):
        yield path, card_prose(path)
    for pattern in ["heresy_app/rules/data/*", "docs/*.md", "README.md", "heresy_app/ui/i18n/*.ts"]:
        for path in sorted(ROOT.glob(pattern)):
            if path.is_file():
                text = path.read_text(encoding="utf-8")
                if path.suffix == ".md":
                    text = re.sub(r"`[^`\n]*`", " | ", text)
                yield path, text


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the rulebook is not beside the project")
def test_no_eight_word_run_of_the_rulebook_is_in_our_prose():
    book = shingles(RULEBOOK.read_text(encoding="utf-8"))
    copied = []
    for path, text in project_prose():
        hits = shingles(text) & book
        copied += [f"{path.relative_to(ROOT)}: {' '.join(h)}" for h in sorted(hits)[:3]]
    assert not copied, "copied from the rulebook:\n" + "\n".join(copied)


def test_the_check_catches_a_copied_sentence():
    book = shingles("Если повреждения равны или превосходят броню защищающейся карты, то она уничтожена")
    ours = shingles("Мы пишем: если повреждения равны или превосходят броню защищающейся карты, то она погибла")
    assert ours & book
