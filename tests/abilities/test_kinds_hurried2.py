"""Issue 24 (g20d): players' typing, hurried — each hurried line must read as the same form as its careful
twin (the normalisation of abilities.hurried / tokens, never the grammar): words cut short that the earlier
targets lacked ("prep." preparation, "unlim." unlimited, «повр.» повреждение, «подг.» подготовка,
«неогранич.»), and «противн.» read as «противника» after whatever is his (a card, a turn, a hand) and after
the prepositions that take him in the genitive. ASIDE was kept aside while the rules were written."""

from __future__ import annotations

import pytest

from heresy_app.abilities.language import read

TUNE = [
    ("en", "during prep. lock 1 enemy unit here", "During preparation: Lock 1 enemy unit in this sector."),
    ("en", "t: draw 1. unlim.", "T: Draw 1 card. Unlimited."),
    ("en", "r when destroyed: deal 2 dmg to 1 enemy unit here",
     "R When this card is destroyed: Deal 2 damage to 1 enemy unit in this sector."),
    ("ru", "р: когда отряд противника разворачивается, нанеси ему 2 повр.",
     "Р: Когда отряд противника разворачивается, нанеси ему 2 повреждения."),
    ("ru", "во время подг. поверни 1 отряд противн. здесь",
     "Во время подготовки: Поверни 1 отряд противника в этом секторе."),
    ("ru", "т: возьми 1. неогранич.", "Т: Возьми 1 карту. Неограниченная."),
    ("ru", "ва: уничтожь 1 героя противн.", "ВА: Уничтожь 1 героя противника."),
]

ASIDE = [
    ("en", "during prep. draw 1", "During preparation: Draw 1 card."),
    ("en", "wa lock this: deal 1 dmg to 1 enemy unit. unlim.",
     "WA Lock this unit: Deal 1 damage to 1 enemy unit. Unlimited."),
    ("ru", "во время подг. возьми 1", "Во время подготовки: Возьми 1 карту."),
    ("ru", "ва поверни этот: нанеси 1 повр. 1 отряду противн. неогранич.",
     "ВА Поверни этот отряд: Нанеси 1 повреждение 1 отряду противника. Неограниченная."),
    ("ru", "т: поверни 1 технику противн.", "Т: Поверни 1 технику противника."),
]


@pytest.mark.parametrize("lang, hurried, careful", TUNE + ASIDE)
def test_a_hurried_line_reads_as_its_careful_twin(lang, hurried, careful):
    assert read(hurried, lang) == read(careful, lang)
