"""Issue 24 (g6): who may overrun and who may shoot, with conditions, read alike from English and
Russian and played by combat: "may overrun after destroying an asset" (a permission), "cannot be the
target of shooting by units with firepower 3 or less" (who may not)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
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


REDUCED = ("Damage dealt to this unit by shooting is reduced by 1.",
           "Повреждения от стрельбы по этому отряду уменьшаются на 1.")


def _pass_tactics(g):
    for _ in range(10):
        q = g.question()
        if q is None or q.kind not in ("tactics", "block"):
            return
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])


@pytest.mark.parametrize(("lang", "kind", "fp", "dies"), [("en", "shoot", 3, False), ("ru", "shoot", 3, False),
                                                          ("en", "shoot", 4, True), ("en", "assault", 3, True)])
def test_damage_by_shooting_is_reduced(lang, kind, fp, dies):
    me = parse(REDUCED[0 if lang == "en" else 1], lang)
    assert me == parse(REDUCED[1 - (0 if lang == "en" else 1)], "ru" if lang == "en" else "en")
    g, c = game(("a", card(fp=fp, as_=fp), 0, "sector", 0, "charging" if kind == "assault" else "ready"),
                ("me", card(me.model_dump(mode="json"), ar=3), 1, "sector", 0))
    g.apply((kind, c["a"], c["me"]))
    _pass_tactics(g)
    assert (g.zone_of(c["me"]) == "discard") == dies
    if kind == "shoot":
        assert any("уменьшены на 1" in t for t in texts(g, "ru"))
        assert any("is reduced by 1" in t for t in texts(g, "en"))


def test_damage_by_an_ability_is_reduced_when_no_kind_is_named():
    me = parse("Damage dealt to this unit is reduced by 2.", "en")
    assert me == parse("Этот отряд получает на 2 меньше повреждений.", "ru")
    wa = parse("WA: Deal 3 damage to one enemy unit.", "en").model_dump(mode="json")
    g, c = game(("w", card(wa), 0, "sector", 0), ("me", card(me.model_dump(mode="json"), ar=2), 1, "sector", 0))
    g.apply(("play", c["w"], 0))
    for _ in range(20):
        if not any(type(f).__name__ == "AbilityFrame" for f in g.stack):
            break
        g.apply(g.legal_decisions()[0])
    assert g.zone_of(c["me"]) != "discard"   # 3 - 2 = 1 < armor 2


def test_a_typed_reduction_lasts_its_time():   # g21b: a typed ability's reduction is read too, for the war action
    e = parse("T: Damage dealt to this unit by shooting is reduced by 1.", "en").effects[0]
    assert e.duration == "war_action" and e.amount == 1 and e.attack == "shooting"


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "R When this unit becomes the target of an attack: That attack deals no damage."),
    ("ru", "Р Когда этот отряд становится целью атаки: Эта атака не наносит повреждений."),
    ("en", "R When an enemy unit shoots, lock this unit: That attack deals no damage."),
])
@pytest.mark.parametrize("used", [True, False])
def test_that_attack_deals_no_damage(lang, text, used):
    r = parse(text, lang).model_dump(mode="json")
    g, c = game(("gun", card(fp=5), 0, "sector", 0), ("me", card(r, ar=3), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    for _ in range(40):
        q = g.question()
        if q is None:
            break
        legal = g.legal_decisions()
        if q.kind == "reaction" and ("play", c["me"], 0) in legal and used:
            g.apply(("play", c["me"], 0))
            continue
        if q.kind == "block" and ("no_block",) in legal:
            g.apply(("no_block",))
            continue
        if ("pass",) in legal:
            g.apply(("pass",))
            continue
        break
    assert g.in_play(c["me"]) == used
    if used:
        assert any("deals no damage" in t for t in texts(g)) and any("не наносит повреждений" in t for t in texts(g, "ru"))


def test_that_attack_only_in_a_reaction_to_an_attack():
    with pytest.raises(AbilityParseError):
        parse("R When this unit is destroyed: That attack deals no damage.", "en")


TWICE = ("This unit may make up to 2 overruns in each war action.",
         "Этот отряд может совершить до 2 прорывов за военную акцию.")


@pytest.mark.parametrize(("lang", "printed"), [("en", True), ("ru", True), ("en", False)])
def test_up_to_two_overruns(lang, printed):
    a = parse(TWICE[0 if lang == "en" else 1], lang)
    assert a == parse(TWICE[1 if lang == "en" else 0], "ru" if lang == "en" else "en")
    abilities = [a.model_dump(mode="json")] if printed else []
    g, c = game(("me", card(*abilities, as_=10), 0, "sector", 0, "charging"), ("e1", card(ar=1), 1, "sector", 0),
                ("e2", card(ar=1), 1, "sector", 0), ("e3", card(ar=1), 1, "sector", 0), ("e4", card(ar=1), 1, "sector", 0))
    g.apply(("assault", c["me"], c["e1"]))
    assert ("overrun", c["e2"]) in g.legal_decisions()
    g.apply(("overrun", c["e2"]))
    assert (("overrun", c["e3"]) in g.legal_decisions()) == printed
    if printed:
        g.apply(("overrun", c["e3"]))
        assert ("overrun", c["e4"]) not in g.legal_decisions()   # two overruns, no third


def test_one_overrun_is_the_rule_itself():
    with pytest.raises(AbilityParseError):
        parse("This unit may make up to 1 overruns in each war action.", "en")


UNBLOCKABLE_SHOT = ("This unit's shooting cannot be blocked.", "Стрельбу этого отряда нельзя заблокировать.")


@pytest.mark.parametrize(("lang", "printed"), [("en", True), ("ru", True), ("en", False)])
@pytest.mark.parametrize("kind", ["shoot", "assault"])
def test_this_units_shooting_cannot_be_blocked(lang, printed, kind):
    a = parse(UNBLOCKABLE_SHOT[0 if lang == "en" else 1], lang)
    assert a == parse(UNBLOCKABLE_SHOT[1 if lang == "en" else 0], "ru" if lang == "en" else "en")
    abilities = [a.model_dump(mode="json")] if printed else []
    g, c = game(("gun", card(*abilities, fp=5, as_=5, sp=1), 0, "sector", 0, "charging" if kind == "assault" else "ready"),
                ("e", card(ar=9), 1, "sector", 0), ("fast", card(sp=5), 1, "sector", 0, "charging"))
    g.apply((kind, c["gun"], c["e"]))
    for _ in range(10):
        q = g.question()
        if q is None or q.kind == "block":
            break
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])
    offered = g.question() is not None and g.question().kind == "block" and ("block", c["fast"]) in g.legal_decisions()
    assert offered == (kind == "assault" or not printed)


def test_a_tactic_makes_this_units_shooting_unblockable():
    t = parse("T: This unit's shooting cannot be blocked until the end of the battle.", "en")
    assert t == parse("Т: Стрельбу этого отряда нельзя заблокировать до конца сражения.", "ru")


UNCHARGED = ("This unit may block assaults even if it is not charging.",
             "Этот отряд может блокировать штурм, даже если не наступает.")


@pytest.mark.parametrize(("lang", "printed", "position", "offered"), [
    ("en", True, "ready", True), ("ru", True, "ready", True), ("en", False, "ready", False),
    ("en", True, "locked", False)])
def test_block_assaults_even_if_not_charging(lang, printed, position, offered):
    a = parse(UNCHARGED[0 if lang == "en" else 1], lang)
    assert a == parse(UNCHARGED[1 if lang == "en" else 0], "ru" if lang == "en" else "en")
    abilities = [a.model_dump(mode="json")] if printed else []
    g, c = game(("brute", card(as_=5), 0, "sector", 0, "charging"), ("e", card(ar=9), 1, "sector", 0),
                ("guard", card(*abilities), 1, "sector", 0, position))
    g.apply(("assault", c["brute"], c["e"]))
    for _ in range(10):
        q = g.question()
        if q is None or q.kind == "block":
            break
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])
    q = g.question()
    assert (q is not None and q.kind == "block" and ("block", c["guard"]) in g.legal_decisions()) == offered


AS_SPEED = ("This unit may block shooting as if its speed were 4.",
            "Этот отряд может блокировать стрельбу, как если бы его скорость была 4.")


@pytest.mark.parametrize(("lang", "printed", "shooter_speed", "offered"), [
    ("en", True, 3, True), ("ru", True, 3, True), ("en", True, 4, False), ("en", False, 3, False)])
def test_block_shooting_as_if_its_speed_were_4(lang, printed, shooter_speed, offered):
    a = parse(AS_SPEED[0 if lang == "en" else 1], lang)
    assert a == parse(AS_SPEED[1 if lang == "en" else 0], "ru" if lang == "en" else "en")
    abilities = [a.model_dump(mode="json")] if printed else []
    g, c = game(("gun", card(fp=5, sp=shooter_speed), 0, "sector", 0), ("e", card(ar=9), 1, "sector", 0),
                ("guard", card(*abilities, sp=1), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    for _ in range(10):
        q = g.question()
        if q is None or q.kind == "block":
            break
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])
    q = g.question()
    assert (q is not None and q.kind == "block" and ("block", c["guard"]) in g.legal_decisions()) == offered
