"""Kinds of issue 24 written by helper g14a (session 14; tests/abilities/kinds/g14a*_*.txt, line N the same
card in both languages): events said as nouns and participles, the Russian editor's style, and their English
counterparts.

- ``g14a``: a reaction's event said by a verbal noun after «при» («При уничтожении этого отряда атакой …»,
  «При наступлении отряда противника в этом секторе …», «При каждом уничтожении этим отрядом отряда противника
  в штурме …») / "Upon the destruction of …", and "by an attack" / «атакой» as how a card is destroyed;
- ``g14a2``: a roll or a test "you just made" / «только что сделанный тобой бросок», «бросок, который только
  что сделал противник».

The ``_aside`` files were kept aside while building (measured only). Before this kind (main at b45c4d9):
g14a en 10, ru 0 of 17 (aside en 3, ru 0 of 6); g14a2 en 0, ru 0 of 12 (aside 0, 0 of 5)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.abilities import kind_material as km  # noqa: E402

KINDS = Path(__file__).resolve().parent / "kinds"


def test_the_material_is_line_for_line():
    for name in ("g14a", "g14a2"):
        km.check_line_for_line(str(KINDS / name), least=5)
