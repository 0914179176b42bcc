"""Issue 24 (g6): who may overrun and who may shoot, with conditions, read alike from English and
Russian and played by combat: "may overrun after destroying an asset" (a permission), "cannot be the
target of shooting by units with firepower 3 or less" (who may not)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse

from tests.engine.printed import card, game, texts

ASSET = ("This unit may overrun after destroying an asset.",
         "Этот отряд может совершить прорыв после уничтожения актива.")
SHOT = ("This unit cannot be the target of shooting by units with firepower 3 or less.",
        "Этот отряд не может быть целью стрельбы отрядов с огневой мощью 3 или меньше.")


def test_each_reads_as_one_form():
    assert parse(ASSET[0], "en") == parse(ASSET[1], "ru")
    assert parse(SHOT[0], "en") == parse(SHOT[1], "ru")
    assert parse("This unit can overrun even after destroying an asset.", "en") == parse(ASSET[0], "en")


@pytest.mark.parametrize(("lang", "printed"), [("en", True), ("ru", True), ("en", False)])
def test_overrun_after_destroying_an_asset(lang, printed):
    abilities = [parse(ASSET[0 if lang == "en" else 1], lang).model_dump(mode="json")] if printed else []
    g, c = game(("me", card(*abilities, as_=10), 0, "sector", 0, "charging"),
                ("depot", card(type="asset", ar=1), 1, "sector", 0), ("e2", card(ar=1), 1, "sector", 0))
    g.apply(("assault", c["me"], c["depot"]))
    for _ in range(10):   # the tactics windows pass
        if g.question().kind != "tactics":
            break
        g.apply(("pass",))
    assert g.zone_of(c["depot"]) == "discard"
    assert (("overrun", c["e2"]) in g.legal_decisions()) == printed
    if printed:
        assert any("после уничтожения актива" in t for t in texts(g, "ru"))
        assert any("after destroying an asset" in t for t in texts(g, "en"))


@pytest.mark.parametrize(("fp", "shootable"), [(3, False), (2, False), (4, True)])
def test_not_the_target_of_shooting_by_weak_shooters(fp, shootable):
    me = parse(SHOT[1], "ru").model_dump(mode="json")
    g, c = game(("shooter", card(fp=fp), 0, "sector", 0), ("me", card(me), 1, "sector", 0), ("other", card(), 1, "sector", 0))
    assert (("shoot", c["shooter"], c["me"]) in g.legal_decisions()) == shootable
    assert ("shoot", c["shooter"], c["other"]) in g.legal_decisions()
