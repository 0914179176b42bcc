"""parse(render(ir, lang), lang) == ir: for every ability of the pool and for generated IR."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from heresy_app.abilities import parse, render
from heresy_app.cards.sources import load_all
from hypothesis import strategies as st

from heresy_app.abilities import ir
from heresy_app.abilities.lexicon import INSTRUMENTAL_RU, KEYWORDS, plural_en

# ---------------------------------------------------------------- strategies: IR the grammars print and read

STATS = ["firepower", "assault", "speed", "armor", "flags"]
keywords = st.sampled_from([k.en for k in KEYWORDS])
small = st.integers(min_value=1, max_value=9)
number = st.builds(ir.Number, value=st.integers(min_value=0, max_value=9))
amount = st.one_of(number, st.just(ir.D6()), st.just(ir.X()))

filters = st.one_of(
    st.builds(ir.KeywordFilter, keyword=keywords, negate=st.booleans()),
    st.builds(ir.FlagsFilter, flagged=st.booleans()),
    st.builds(ir.StateFilter, state=st.sampled_from(["ready", "locked", "charging"])),
    st.builds(ir.StatFilter, stat=st.sampled_from(STATS), cmp=st.sampled_from(["le", "ge", "lt", "gt", "eq"]),
              value=st.integers(min_value=0, max_value=9)),
)
filter_lists = st.lists(filters, max_size=2)
types = st.one_of(
    st.just(["card"]),
    st.lists(st.sampled_from(["unit", "asset", "ship"]), min_size=1, max_size=3, unique=True).map(
        lambda ts: sorted(ts, key=["unit", "asset", "ship"].index)),
)
owner = st.sampled_from(["enemy", "own", "any"])


@st.composite
def choose(draw):
    quantity = draw(st.sampled_from(["exactly", "up_to", "all"]))
    count = None if quantity == "all" else draw(small)
    if quantity == "exactly" and draw(st.integers(min_value=0, max_value=4)) == 0:   # "X enemy units"
        count = ir.X()
    return ir.Choose(quantity=quantity, count=count, owner=draw(owner), types=draw(types), filters=draw(filter_lists))


targets = st.one_of(
    st.just(ir.ThisCard()), st.just(ir.BlockingUnit()), st.just(ir.AttackingCard()),
    st.just(ir.DefendingCard()), st.just(ir.TriggerCard()), choose(),
)
players = st.sampled_from(["you", "opponent"])
sign = st.sampled_from([1, -1])
duration = st.sampled_from(["war_action", "battle", "turn"])

effects = st.one_of(
    st.builds(ir.Draw, count=amount, player=players),
    st.builds(ir.Discard, count=amount, player=players, chooser=st.sampled_from(["discarder", "other", "random"])),
    st.builds(ir.LookAtHand, player=st.just("opponent")),
    st.builds(ir.Search, count=small, types=types, filters=filter_lists),
    st.builds(ir.Mill, count=amount, player=players),
    st.builds(ir.Destroy, target=targets),
    st.builds(ir.Lock, target=targets),
    st.builds(ir.Ready, target=targets),
    st.builds(ir.Charge, target=targets),
    st.builds(ir.ModifyStat, target=targets, stat=st.sampled_from(STATS), sign=sign, amount=amount, duration=duration,
              more=st.lists(st.builds(ir.StatChange, stat=st.sampled_from(STATS), sign=sign, amount=amount), max_size=2),
              versus=st.one_of(st.none(), st.none(), keywords)),   # "... versus Vehicles" (abilities.versus-timed)
    st.builds(ir.Versus, stat=st.sampled_from(STATS), amount=small, keyword=keywords),
    st.builds(ir.CounterAttack, target=targets, duration=duration),
    st.builds(ir.Infiltrate, source=st.sampled_from(["hand", "deck", "discard"]), count=small, types=types,
              filters=filter_lists),
    st.builds(ir.FlagChange, player=players, sign=sign, amount=amount),
    st.builds(ir.RollAdd, sign=sign, amount=small, whose=st.sampled_from(["any", "own", "opponent"])),
    st.builds(ir.Reroll, whose=st.sampled_from(["any", "own", "opponent"])),
    st.builds(ir.Damage, target=targets, amount=amount),
    st.builds(ir.Return, target=targets, to=st.sampled_from(["hand", "deck_top", "deck_bottom"])),
)


@st.composite
def variable_rolls(draw):
    """A table of 1 to 4 lines over 1-6, possibly with gaps: "1-3: ... 4-6: ..."."""
    cuts = sorted(draw(st.sets(st.integers(min_value=1, max_value=6), min_size=1, max_size=4)))
    outcomes, low = [], 1
    for high in cuts:
        start = draw(st.integers(min_value=low, max_value=high))
        outcomes.append(ir.Outcome(low=start, high=high, effects=draw(st.lists(outcome_effects, min_size=1, max_size=2))))
        low = high + 1
    return ir.VariableRoll(outcomes=outcomes)


simple_effects = effects
# a constant's versus bonus stands first in its sentence (the grammars read "X gets +1 firepower and +1
# assault versus Infantry" as one change versus Infantry), and has no place in a roll's outcome
outcome_effects = simple_effects.filter(lambda e: not isinstance(e, ir.Versus))
effects = st.one_of(simple_effects, variable_rolls())
costs = st.one_of(
    st.builds(ir.Test, value=st.one_of(st.builds(ir.Number, value=st.integers(min_value=1, max_value=6)), st.just(ir.X()))),
    st.just(ir.LockThis()),
    st.builds(ir.LockUnits, count=small, state=st.sampled_from(["ready", "charging", "any"])),
    st.builds(ir.DiscardCards, count=small),
    st.builds(ir.DiscardTop, count=small),
)


@st.composite
def triggers(draw):
    event = draw(st.sampled_from(["destroyed", "blocked", "blocks", "charges", "attacked", "played", "roll",
                                  "shoots", "assaults", "targeted", "enters"]))
    if event in ("played", "roll"):
        return ir.Trigger(event=event, owner=draw(owner), types=["card"])
    by_enemy = event == "targeted" and draw(st.booleans())
    if draw(st.integers(min_value=0, max_value=5)) == 0:   # "When this unit ..."
        return ir.Trigger(event=event, owner="own", types=[draw(st.sampled_from(["unit", "asset", "ship", "card"]))],
                          this=True, by_enemy=by_enemy)
    return ir.Trigger(event=event, owner=draw(owner), types=draw(types), filters=draw(filter_lists), by_enemy=by_enemy)


predicates = st.one_of(
    st.builds(ir.ThisState, state=st.sampled_from(["ready", "locked", "charging"])),
    st.builds(ir.ThisRole, role=st.sampled_from(["attacking", "defending", "blocking"])),
    st.builds(ir.CountAtLeast, owner=owner, at_least=small, types=types, filters=filter_lists),
    st.builds(ir.OnPlanet, planet=st.sampled_from(["isstvan_iii", "prospero"])),
)
conditions = st.builds(ir.Condition, mode=st.sampled_from(["only_if", "unless"]), predicate=predicates)
x_defs = st.one_of(
    st.none(),
    st.builds(ir.XStat, of=st.sampled_from(["target", "this"]), stat=st.sampled_from(STATS)),
    st.builds(ir.XCount, owner=owner, types=types, filters=filter_lists),
)


restrictions = st.one_of(
    st.builds(ir.Restriction, rule=st.just("unshootable")),
    st.builds(ir.Restriction, rule=st.just("unblockable"), keyword=st.one_of(st.none(), keywords)),
)


# given by a typed ability for a time: "T: One of your units cannot be the target of shooting until ..."
timed_restrictions = st.one_of(
    st.builds(ir.Restriction, rule=st.just("unshootable"), target=targets, duration=duration),
    st.builds(ir.Restriction, rule=st.just("unblockable"), keyword=st.one_of(st.none(), keywords), target=targets,
              duration=duration),
)


@st.composite
def abilities(draw):
    if draw(st.integers(min_value=0, max_value=9)) == 0:   # a constant restriction: this card's, alone in its box
        return ir.Ability(kind="constant", effects=[draw(restrictions)])
    kind = draw(st.sampled_from(["WA", "T", "R", "M", "A", "E", "constant", "preparation"]))
    typed = kind != "constant"
    drawn = draw(st.lists(effects, min_size=1, max_size=3))
    if typed and draw(st.integers(min_value=0, max_value=3)) == 0:
        drawn.insert(draw(st.integers(min_value=0, max_value=len(drawn))), draw(timed_restrictions))
    trigger = draw(st.one_of(st.none(), triggers())) if typed and kind != "preparation" else None
    if trigger is None:   # "that unit" names a reaction's trigger card: with no trigger there is none
        drawn = [_without_trigger_card(e) for e in drawn]
    return ir.Ability(
        kind=kind,
        trigger=trigger,
        conditions=draw(st.lists(conditions, max_size=2)),
        costs=draw(st.lists(costs, max_size=3)) if typed else [],
        effects=drawn,
        x=_its(draw(x_defs), drawn),
        unlimited=draw(st.booleans()),
        before_result=kind == "M" and draw(st.booleans()),
    )


def _its(x, effects):
    """"X = its firepower" names the chosen card; with no choice among the effects, "its" is this card's."""
    chooses = any(isinstance(getattr(e, "target", None), ir.Choose) and e.target.quantity != "all"
                  or isinstance(e, (ir.Search, ir.Infiltrate)) for e in effects)
    if isinstance(x, ir.XStat) and x.of == "target" and not chooses:
        return x.model_copy(update={"of": "this"})
    return x


def _without_trigger_card(e):
    if isinstance(getattr(e, "target", None), ir.TriggerCard):
        return e.model_copy(update={"target": ir.ThisCard()})
    if isinstance(e, ir.VariableRoll):
        return e.model_copy(update={"outcomes": [o.model_copy(update={"effects": [_without_trigger_card(x)
                                                                                  for x in o.effects]})
                                                 for o in e.outcomes]})
    return e


NOUN = {"unit": "unit", "asset": "asset", "ship": "ship"}


def _pool_texts():
    _, cards = load_all()
    for card in cards:
        for i, ab in enumerate(card.abilities):
            yield pytest.param(card, ab, id=f"{card.id}-ability{i}")
        if card.command is not None:
            yield pytest.param(card, card.command, id=f"{card.id}-command")


POOL = list(_pool_texts())


@pytest.mark.parametrize(("card", "text"), POOL)
def test_every_pool_ability_parses_in_both_languages_to_one_ir_and_round_trips(card, text):
    en = parse(text.en, "en")
    ru = parse(text.ru, "ru")
    assert en == ru
    noun = NOUN.get(card.type.value, "card")
    for lang in ("en", "ru"):
        assert parse(render(en, lang, noun), lang) == en


@pytest.mark.parametrize("kw", KEYWORDS, ids=lambda k: k.en)
def test_every_keyword_reads_in_the_russian_instrumental_after_blocked(kw):
    """«Этот отряд не может быть заблокирован пехотой.»: each keyword of the lexicon in the instrumental
    gives the IR of "This unit cannot be blocked by Infantry.", which renders back to itself."""
    ru = parse(f"Этот отряд не может быть заблокирован {INSTRUMENTAL_RU[kw.en]}.", "ru")
    en = parse(f"This unit cannot be blocked by {plural_en(kw)}.", "en")
    assert ru == en == ir.Ability(kind="constant", effects=[ir.Restriction(rule="unblockable", keyword=kw.en)])
    for lang in ("en", "ru"):
        assert parse(render(ru, lang, "unit"), lang) == ru


def test_the_pool_has_abilities_to_check():
    assert len(POOL) > 250


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(abilities())
def test_generated_ir_round_trips_in_english(ability):
    text = render(ability, "en")
    assert parse(text, "en") == ability, text


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(abilities())
def test_generated_ir_round_trips_in_russian(ability):
    text = render(ability, "ru")
    assert parse(text, "ru") == ability, text


@settings(max_examples=40, deadline=None)
@given(abilities())
def test_ir_survives_json(ability):
    from heresy_app.abilities.ir import Ability

    assert Ability.model_validate_json(ability.model_dump_json()) == ability
