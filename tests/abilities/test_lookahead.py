"""The lookahead predictor (language._LookaheadEarley) reads every text exactly as lark's plain
Earley parser does: the same executable form, or the same refusal at the same place with the same
list of words that would have fitted."""

from pathlib import Path

import pytest

from heresy_app.abilities import language

HERE = Path(__file__).parent


def _lines(name: str, lang: str, step: int) -> list[str]:
    text = (HERE / f"{name}_{lang}.txt").read_text(encoding="utf-8").splitlines()
    lines = [t.strip() for t in text if t.strip() and not t.startswith("#")]
    return lines[::step]


def _outcome(text: str, lang: str, lookahead: bool):
    try:
        return "read", language.read(text, lang, lookahead=lookahead)
    except language.Refusal as r:
        return "refused", r.reason, r.column, tuple(r.expected), r.near, tuple(map(repr, r.readings))


# players' typing and broken texts: refusals at the start, in the middle and at the end
BROKEN = {
    "en": ["", "WA", "WA:", "T: The attacking unit gets", "Lock this unit: gets +1", "R When this unit is",
           "zzz", "T: Draw 1 card and", "WA Lock this unit Destroy one enemy unit.", "E: +1 flag for each"],
    "ru": ["", "ВА", "Т: Атакующий отряд получает", "Поверни этот отряд: получает +1", "ззз", "Т: Возьми 1 карту и",
           "Р Когда этот отряд", "С: +1 флаг за каждый"],
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_lookahead_reads_as_plain_earley(lang):
    texts = _lines("corpus", lang, 3) + _lines("set", lang, 8) + BROKEN[lang]
    differ = [t for t in texts if _outcome(t, lang, True) != _outcome(t, lang, False)]
    assert not differ, differ
    # the sample holds both outcomes, so the comparison covers refusals and readings alike
    kinds = {_outcome(t, lang, True)[0] for t in texts}
    assert kinds == {"read", "refused"}
