"""parse(render(ir, lang), lang) == ir: for every ability of the pool and for generated IR."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from heresy_app.abilities import AbilityParseError, ir, parse, render
from heresy_app.abilities.lexicon import INSTRUMENTAL_RU, KEYWORDS, plural_en
from heresy_app.cards.sources import load_all

# ---------------------------------------------------------------- strategies: IR the grammars print and read
# Valid IR only: combinations a card could print ("it" only after a choice, "that unit" only in a
# reaction, "for each" only where a number is, "if the test fails" only with a test among the costs).

STATS = ["firepower", "assault", "speed", "armor", "flags"]
keywords = st.sampled_from([k.en for k in KEYWORDS])
small = st.integers(min_value=1, max_value=9)
number = st.builds(ir.Number, value=st.integers(min_value=0, max_value=9))
zones = st.sampled_from(["sector", "sector", "sector", "play", "fleet"])

_adjective_filters = st.one_of(   # printed before the noun (in Russian a keyword after it, in the genitive)
    st.builds(ir.KeywordFilter, keyword=keywords),
    st.builds(ir.FlagsFilter, flagged=st.booleans()),
    st.builds(ir.StateFilter, state=st.sampled_from(["ready", "locked", "charging"])),
)


def adjectives(min_size=0):
    """Filters printed as adjectives, each once ("ready Vehicle")."""
    return st.lists(_adjective_filters, min_size=min_size, max_size=2, unique_by=lambda f: f.model_dump_json())


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
def counts(draw):
    """"for each Vehicle unit you have in this sector": where cards are counted, and whose."""
    zone = draw(st.sampled_from(["sector", "sector", "play", "fleet", "discard"]))
    if zone == "fleet":
        return ir.Count(owner=draw(st.sampled_from(["own", "enemy"])), types=["ship"], filters=draw(filter_lists),
                        zone=zone, per=draw(small))
    if zone == "discard":
        return ir.Count(owner="own", types=draw(types), filters=draw(filter_lists), zone=zone, per=draw(small))
    return ir.Count(owner=draw(owner), types=draw(types), filters=draw(filter_lists), zone=zone, per=draw(small))


amount = st.one_of(number, st.just(ir.D6()), st.just(ir.X()))
roll_kinds = st.sampled_from(["any", "test", "d6", "variable"])
amount_or_count = st.one_of(number, st.just(ir.D6()), st.just(ir.X()), counts())   # "+1 armor for each ..."


def _key(fs):
    return tuple(f.model_dump_json() for f in ir.canonical_filters(fs))


@st.composite
def choose(draw, zone=None):
    quantity = draw(st.sampled_from(["exactly", "up_to", "all"]))
    count = None if quantity == "all" else draw(small)
    if quantity != "all" and draw(st.integers(min_value=0, max_value=4)) == 0:   # "(up to) X enemy units"
        count = ir.X()
    who = draw(owner)
    alts = []
    if draw(st.integers(min_value=0, max_value=3)) == 0:   # "one asset or Vehicle unit": kinds by adjectives only
        fs = draw(adjectives())
        seen = {_key(fs)}
        for _ in range(draw(st.integers(min_value=1, max_value=2))):
            alt = ir.Alt(types=draw(types), filters=draw(adjectives(1)))
            if _key(alt.filters) not in seen:   # one description a kind (the same words merge into one)
                seen.add(_key(alt.filters))
                alts.append(alt)
    else:
        fs = draw(filter_lists)
    kinds = draw(types)
    zone = zone or draw(zones)
    other = False
    if zone == "fleet":   # a fleet names whose it is: "in your fleet", "in your opponent's fleet"
        kinds, alts, who = ["ship"], [], draw(st.sampled_from(["own", "enemy"]))
    if zone == "discard":
        who = "own"
    if zone in ("sector", "play") and draw(st.integers(min_value=0, max_value=5)) == 0:
        # "all your other units", "all other units", "another unit of yours" ("other enemy" reads in no grammar)
        other = True
        if who == "enemy" or quantity == "up_to" or quantity == "exactly" and count != 1:
            quantity, count, who = "exactly", 1, "own"
        elif quantity == "exactly":
            who = "own"
    return ir.Choose(quantity=quantity, count=count, owner=who, types=kinds, filters=fs, alt=alts, zone=zone,
                     other=other)


targets = st.one_of(
    st.just(ir.ThisCard()), st.just(ir.BlockingUnit()), st.just(ir.AttackingCard()),
    st.just(ir.DefendingCard()), st.just(ir.TriggerCard()), choose(), choose(),
)
players = st.sampled_from(["you", "opponent"])
each_players = st.sampled_from(["you", "opponent", "each"])
sign = st.sampled_from([1, -1])
duration = st.sampled_from(["war_action", "battle", "turn"])
granted = st.sampled_from([k.en for k in KEYWORDS if k.en != "Counter-attack"])   # that one is CounterAttack


@st.composite
def modify_stats(draw):
    """A change, or several in one clause; "for each ..." multiplies every number of the clause."""
    stat = draw(st.sampled_from(STATS))
    # each statistic once a clause: "+2 firepower and +3 firepower" is refused, not read as a sum (g13a)
    more = draw(st.lists(st.builds(ir.StatChange, stat=st.sampled_from([s for s in STATS if s != stat]), sign=sign,
                                   amount=amount), max_size=2, unique_by=lambda c: c.stat))
    first = draw(amount_or_count)
    if isinstance(first, ir.Count):
        more = [m.model_copy(update={"amount": first.model_copy(update={"per": draw(small)})}) for m in more]
    elif any(isinstance(m.amount, ir.Count) for m in more):
        more = [m for m in more if not isinstance(m.amount, ir.Count)]
    return ir.ModifyStat(target=draw(targets), stat=stat, sign=draw(sign), amount=first,
                         duration=draw(duration), more=more,
                         versus=draw(st.one_of(st.none(), st.none(), keywords)))   # abilities.versus-timed


@st.composite
def discards(draw):
    player = draw(each_players)   # "each player discards 1 card of your choice" names no one chooser
    chooser = draw(st.sampled_from(["discarder", "random"] if player == "each" else ["discarder", "other", "random"]))
    return ir.Discard(count=draw(amount_or_count), player=player, chooser=chooser)


@st.composite
def look_tops(draw):
    # 'discard': "... and discard any number of them" is printed by the English renderer but read by no grammar
    player = draw(players)
    then = draw(st.sampled_from(["reorder", "one_to_hand", "bottom"] if player == "you" else ["reorder", "bottom"]))
    return ir.LookTop(count=draw(small), player=player, then=then)


effects = st.one_of(
    st.builds(ir.Draw, count=amount_or_count, player=each_players),
    discards(),
    st.builds(ir.LookAtHand, player=st.just("opponent")),
    st.builds(ir.Search, count=small, types=types, filters=filter_lists),
    st.builds(ir.Mill, count=amount_or_count, player=each_players),
    st.builds(ir.Destroy, target=targets),
    st.builds(ir.Lock, target=targets),
    st.builds(ir.Ready, target=targets),
    st.builds(ir.Charge, target=targets),
    modify_stats(),
    st.builds(ir.Versus, stat=st.sampled_from(STATS), amount=small, keyword=keywords),
    st.builds(ir.CounterAttack, target=targets, duration=duration),
    st.builds(ir.Infiltrate, source=st.sampled_from(["hand", "deck", "discard"]), count=small, types=types,
              filters=filter_lists),
    st.builds(ir.FlagChange, player=players, sign=sign, amount=amount_or_count),
    st.builds(ir.RollAdd, sign=sign, amount=st.one_of(st.builds(ir.Number, value=small), st.just(ir.X()), counts()),
              whose=st.sampled_from(["any", "own", "opponent"]), of=roll_kinds),
    st.builds(ir.Reroll, whose=st.sampled_from(["any", "own", "opponent"]), of=roll_kinds),
    st.builds(ir.RollSet, value=st.one_of(st.none(), st.integers(min_value=1, max_value=6)),
              whose=st.sampled_from(["any", "own", "opponent"]), of=roll_kinds),
    st.builds(ir.RollBonus, player=st.sampled_from(["you", "opponent", "each"]), sign=sign, amount=small,
              duration=st.sampled_from(["war_action", "battle", "turn"])),
    st.builds(ir.Damage, target=targets, amount=amount_or_count),
    st.builds(ir.Return, target=targets, to=st.sampled_from(["hand", "deck_top", "deck_bottom"])),
    st.builds(ir.Return, target=choose(zone="discard"), to=st.just("hand")),   # "from your discard pile"
    st.builds(ir.Move, target=targets),
    st.builds(ir.Reveal, player=players, what=st.just("hand")),
    st.builds(ir.Reveal, what=st.just("top"), count=small),
    look_tops(),
    st.just(ir.Shuffle()),
    # decks and hands (issue 24): the rest of the cards looked at, a whole hand, each player revealing, shuffling in,
    # cards in a hand counted, a price "unless you discard"
    st.builds(ir.LookTop, count=small, then=st.sampled_from(["one_to_hand", "to_hand"]),
              rest=st.sampled_from(["keep", "bottom", "discard"]), types=st.sampled_from([["card"], ["unit"]])),
    st.builds(ir.Discard, count=st.just(ir.Number(value=1)), player=each_players, whole=st.just(True)),
    st.builds(ir.Reveal, player=st.sampled_from(["opponent", "each"]), what=st.just("top"), count=small,
              then=st.sampled_from(["hand", "bottom", "discard"])),
    st.builds(ir.Shuffle, player=each_players, what=st.sampled_from(["hand", "discard"])),
    st.builds(ir.Draw, count=st.builds(ir.CardsIn, player=players, zone=st.sampled_from(["hand", "deck", "discard"]),
                                       command=st.sampled_from([None, "E", "T"])), player=each_players),
    st.builds(ir.UnlessPaid, pay=st.lists(st.builds(ir.Discard, count=st.builds(ir.Number, value=small),
                                                    player=st.just("you")), min_size=1, max_size=1),
              effects=st.lists(st.builds(ir.Lock, target=st.just(ir.ThisCard())), min_size=1, max_size=1)),
    st.builds(ir.Grant, target=targets, keyword=granted, duration=duration),
)


@st.composite
def variable_rolls(draw):
    """A table of 1 to 4 lines over 1-6, possibly with gaps: "1-3: ... 4-6: ..."."""
    cuts = sorted(draw(st.sets(st.integers(min_value=1, max_value=6), min_size=1, max_size=4)))
    outcomes, low = [], 1
    for high in cuts:
        start = draw(st.integers(min_value=low, max_value=high))
        outcomes.append(ir.Outcome(low=start, high=high, effects=draw(st.lists(outcome_effects, min_size=0, max_size=2))))
        low = high + 1
    return ir.VariableRoll(outcomes=outcomes)


simple_effects = effects
# a constant's versus bonus stands first in its sentence (the grammars read "X gets +1 firepower and +1
# assault versus Infantry" as one change versus Infantry), and has no place in a roll's outcome, a branch
# or an option
outcome_effects = simple_effects.filter(lambda e: not isinstance(e, (ir.Versus, ir.UnlessPaid)))   # a price: a sentence
costs = st.one_of(
    st.builds(ir.Test, value=st.one_of(st.builds(ir.Number, value=st.integers(min_value=1, max_value=6)), st.just(ir.X()))),
    st.just(ir.LockThis()),
    st.builds(ir.LockUnits, count=small, state=st.sampled_from(["ready", "charging", "any"]),
              filters=st.lists(st.builds(ir.KeywordFilter, keyword=keywords), max_size=1),   # "... Sons of Horus units"
              other=st.booleans()),   # "one of your other Psyker units"
    st.builds(ir.LockUnits, count=small, types=st.just(["ship"]), other=st.booleans()),   # "... ships in your fleet area"
    st.builds(ir.DiscardCards, count=small),
    st.builds(ir.DiscardTop, count=small),
    st.just(ir.DestroyThis()),
)


@st.composite
def triggers(draw):
    event = draw(st.sampled_from(["destroyed", "blocked", "blocks", "charges", "attacked", "played", "roll",
                                  "shoots", "assaults", "targeted", "enters", "locked", "readied", "battle_start"]))
    if event == "battle_start":
        return ir.Trigger(event=event, owner="any", types=["card"])
    if event in ("played", "roll"):
        return ir.Trigger(event=event, owner=draw(owner), types=["card"])
    by_enemy = event == "targeted" and draw(st.booleans())
    if draw(st.integers(min_value=0, max_value=5)) == 0:   # "When this unit ..."
        return ir.Trigger(event=event, owner="own", types=[draw(st.sampled_from(["unit", "asset", "ship", "card"]))],
                          this=True, by_enemy=by_enemy)
    return ir.Trigger(event=event, owner=draw(owner), types=draw(types), filters=draw(filter_lists), by_enemy=by_enemy)


@st.composite
def card_is(draw, of):
    """"the defending unit is one of your Imperial Army units", "its armor is 2 or less"."""
    if draw(st.booleans()):
        f = ir.StatFilter(stat=draw(st.sampled_from(STATS)), cmp=draw(st.sampled_from(["le", "ge", "eq"])),
                          value=draw(st.integers(min_value=0, max_value=9)))
        return ir.CardIs(of=of, filters=[f])
    # a description of adjectives and keywords ("it is a ready Vehicle unit"): the stat filters of
    # descriptions are printed after the noun, where a named card's description has none
    return ir.CardIs(of=of, owner=draw(owner), types=draw(types), filters=draw(adjectives()))


def predicates(named=("this", "attacking", "defending", "blocking"), rolls=False):
    """Conditions; ``rolls``: those on the roll too (a modifier's)."""
    return st.one_of(
        st.builds(ir.ThisState, state=st.sampled_from(["ready", "locked", "charging"])),
        st.builds(ir.ThisRole, role=st.sampled_from(["attacking", "defending", "blocking"])),
        st.builds(ir.CountAtLeast, owner=owner, at_least=small, types=types, filters=filter_lists),
        # "you have another Hero", "you have 2 or more other Psyker units in play"
        st.builds(ir.CountAtLeast, owner=st.just("own"), at_least=small, types=st.just(["unit"]), filters=filter_lists,
                  other=st.booleans(), zone=st.sampled_from(["sector", "play"])),
        st.builds(ir.OnPlanet, planet=st.sampled_from(["isstvan_iii", "prospero"])),
        st.builds(ir.PlayerRole, role=st.sampled_from(["attacker", "defender"])),
        st.sampled_from(named).flatmap(card_is),
        *([st.builds(ir.RollResult, cmp=st.sampled_from(["eq", "ge", "le"]), value=st.integers(min_value=1, max_value=6)),
           st.builds(ir.RollMade, owner=st.sampled_from(["own", "enemy"]),
                     during=st.sampled_from([None, "shooting", "assault", "special_assault"])),
           st.builds(ir.RollMade, owner=st.just("any"), during=st.sampled_from(["shooting", "assault", "special_assault"]))]
          if rolls else []),
    )


x_plus = st.integers(min_value=-3, max_value=3)   # "X = its armor minus 1", "... plus 2"
x_max = st.one_of(st.none(), st.integers(min_value=1, max_value=6))   # "X cannot be more than 3"
x_defs = st.one_of(
    st.none(),
    st.builds(ir.XStat, of=st.sampled_from(["target", "this", "attacking", "defending", "blocking"]),
              stat=st.sampled_from(STATS), plus=x_plus, max=x_max),
    st.builds(ir.XCount, owner=owner, types=types, filters=filter_lists, plus=x_plus, max=x_max),
    st.builds(ir.XCount, owner=st.just("own"), types=types, filters=filter_lists, other=st.just(True)),
)


restrictions = st.one_of(
    st.builds(ir.Restriction, rule=st.just("unshootable")),
    st.builds(ir.Restriction, rule=st.just("unblockable"), keyword=st.one_of(st.none(), keywords)),
    st.builds(ir.Restriction, rule=st.sampled_from(["no_block", "no_charge", "no_shoot", "no_assault"])),
    st.builds(ir.Restriction, rule=st.sampled_from(["no_lock", "untargetable"]), enemy_only=st.booleans()),
)


@st.composite
def scoped_restrictions(draw):
    """A constant's restriction on a scope: "Enemy units in this sector cannot charge." """
    r = draw(restrictions)
    scope = draw(choose()).model_copy(update={"quantity": "all", "count": None})
    return r.model_copy(update={"target": scope})


@st.composite
def timed_restrictions(draw):
    """Given by a typed ability for a time: "T: One of your units cannot be the target of shooting until ..." """
    r = draw(restrictions)
    return r.model_copy(update={"target": draw(targets), "duration": draw(duration)})


@st.composite
def if_thens(draw):
    """"If you have a Hero in this sector, draw 2 cards. Otherwise, draw 1 card." / "... unless ..." """
    negate = draw(st.booleans())
    return ir.IfThen(predicate=draw(predicates()), negate=negate,
                     effects=draw(st.lists(outcome_effects, min_size=1, max_size=2)),
                     otherwise=[draw(outcome_effects)] if not negate and draw(st.booleans()) else [])


choose_ones = st.builds(ir.ChooseOne, options=st.lists(st.lists(outcome_effects, min_size=1, max_size=2),
                                                       min_size=2, max_size=3))
effects = st.one_of(simple_effects, simple_effects, simple_effects, variable_rolls(), if_thens(), choose_ones)


@st.composite
def abilities(draw):
    if draw(st.integers(min_value=0, max_value=9)) == 0:   # a constant restriction: this card's or a scope's
        return ir.Ability(kind="constant", effects=[draw(st.one_of(restrictions, scoped_restrictions()))])
    kind = draw(st.sampled_from(["WA", "T", "R", "M", "A", "E", "constant", "preparation"]))
    typed = kind != "constant"
    drawn = draw(st.lists(effects, min_size=1, max_size=3))
    if draw(st.integers(min_value=0, max_value=7)) == 0:   # "You may draw 1 card.": a sentence of its own
        drawn.append(ir.ChooseOne(options=[draw(st.lists(outcome_effects, min_size=1, max_size=2)), []]))
    if typed and draw(st.integers(min_value=0, max_value=3)) == 0:
        drawn.insert(draw(st.integers(min_value=0, max_value=len(drawn))), draw(timed_restrictions()))
    trigger = draw(st.one_of(st.none(), triggers())) if typed and kind != "preparation" else None
    names_a_card = trigger is not None and not trigger.this and trigger.event not in ("played", "roll", "battle_start")
    drawn = _named(drawn, names_a_card, draw)
    drawn = [e for i, e in enumerate(drawn) if not (isinstance(e, ir.Shuffle) and i and _searches(drawn[i - 1]))]
    if not drawn:
        drawn = [ir.Shuffle()]
    costs_drawn = draw(st.lists(costs, max_size=3)) if typed else []
    fail = []
    if any(isinstance(c, ir.Test) for c in costs_drawn) and draw(st.integers(min_value=0, max_value=2)) == 0:
        fail = _named(draw(st.lists(outcome_effects, min_size=1, max_size=2)), names_a_card, draw)   # "if the test fails"
    last = _last_named(drawn)
    named = ("this", "attacking", "defending", "blocking") + (("chosen",) if last == "chosen" else ()) \
        + (("trigger",) if names_a_card and last is None else ())
    conditions = draw(st.lists(st.builds(ir.Condition, mode=st.sampled_from(["only_if", "unless"]),
                                         predicate=predicates(named, rolls=kind == "M")), max_size=2))
    if last == "chosen" and draw(st.booleans()):   # "Lock one enemy unit. Use only if it is a Vehicle."
        conditions.append(ir.Condition(mode="only_if", predicate=draw(card_is("chosen"))))
    x = draw(x_defs)
    if x is None and ir.Ability(kind="T", effects=drawn, costs=costs_drawn).uses_x() and draw(st.booleans()):
        x = ir.XFree(max=draw(st.integers(min_value=1, max_value=6)))   # a free X's ceiling
    if names_a_card and draw(st.integers(min_value=0, max_value=5)) == 0:
        x = ir.XStat(of="trigger", stat=draw(st.sampled_from(STATS)))   # "X = that unit's speed"
    return ir.Ability(
        kind=kind,
        trigger=trigger,
        conditions=conditions,
        costs=costs_drawn,
        effects=drawn,
        x=_its(x, drawn),
        unlimited=draw(st.booleans()),
        before_result=kind == "M" and draw(st.booleans()),
        fail_effects=fail,
    )


def _its(x, effects):
    """"X = its firepower" names the chosen card; with no choice among the effects, "its" is this card's."""
    if isinstance(x, ir.XStat) and x.of == "target" and not any(_chooses(e) for e in effects):
        return x.model_copy(update={"of": "this"})
    return x


def _chooses(e) -> bool:
    """The effect chooses cards a later "it" names (the reader's rule)."""
    t = getattr(e, "target", None)
    return isinstance(t, ir.Choose) and t.quantity != "all" or isinstance(e, (ir.Search, ir.Infiltrate))


def _searches(e) -> bool:
    """"Then shuffle your deck." after a search adds nothing (the deck is shuffled anyway)."""
    return isinstance(e, ir.Search) or isinstance(e, ir.Infiltrate) and e.source == "deck"


_NAMED = {ir.ThisCard: "this", ir.AttackingCard: "attacking", ir.DefendingCard: "defending",
          ir.BlockingUnit: "blocking", ir.TriggerCard: "trigger", ir.ChosenCard: "chosen"}


def _reveals(e) -> bool:
    """The effect shows the top card(s) of a deck and leaves them: a later "it" / "this card" is that card."""
    return (isinstance(e, ir.Reveal) and e.what == "top" and e.then == "back" and e.player != "each"
            or isinstance(e, ir.LookTop) and e.then == "reorder")


def _last_named(effects):
    """The card the text named last ("Use only if it is a Vehicle" names it)."""
    last = None
    for e in effects:
        if _reveals(e):
            last = "revealed" if e.count == 1 else None
            continue
        t = getattr(e, "target", None)
        if isinstance(t, ir.Choose):
            n = "chosen" if t.quantity == "exactly" and t.count == 1 else None
        elif isinstance(t, ir.BlockingUnit) and t.choice:
            n = None
        else:
            n = _NAMED.get(type(t))
        last = n or last
    return last


def _named(effects, trigger_card: bool, draw, chosen: bool = False):
    """"that unit" only where a reaction's trigger names a card; "it" (ChosenCard) only after an effect that
    chose cards, sometimes put there; a condition on "it" in an IfThen only right after a choice of one."""
    out = []
    for e in effects:
        if isinstance(e, ir.VariableRoll):
            e = e.model_copy(update={"outcomes": [o.model_copy(update={"effects": _named(o.effects, trigger_card, draw,
                                                                                         chosen)})
                                                  for o in e.outcomes]})
        elif isinstance(e, ir.ChooseOne):
            e = e.model_copy(update={"options": [_named(o, trigger_card, draw, chosen) for o in e.options]})
        elif isinstance(e, ir.IfThen):
            pred = e.predicate
            if _last_named(out) == "chosen" and draw(st.booleans()):
                pred = draw(card_is("chosen"))   # "Ready one of your units. If it is a Vehicle, ..." 
            e = e.model_copy(update={"predicate": pred, "effects": _named(e.effects, trigger_card, draw, chosen),
                                     "otherwise": _named(e.otherwise, trigger_card, draw, chosen)})
        t = getattr(e, "target", None)
        if isinstance(t, ir.TriggerCard) and not trigger_card:
            e = e.model_copy(update={"target": ir.ThisCard()})
            t = e.target
        if chosen == "revealed" and isinstance(t, (ir.ThisCard, ir.ChosenCard)):
            # after a reveal "it" and "this card" name the card shown (the noun here is "card")
            e = e.model_copy(update={"target": ir.RevealedCard()})
        elif chosen is True and t is not None and draw(st.booleans()):
            e = e.model_copy(update={"target": ir.ChosenCard()})   # "Ready one of your units. It cannot block ..."
        chosen = True if _chooses(e) else "revealed" if _reveals(e) else chosen
        out.append(e)
    return out


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


# one line a part of the executable form added for issue 24, in English and as the Russian renderer
# prints it: both read to one form, and it round-trips in both languages (the generator draws them too,
# but a run of 80 examples may miss one)
NEW_PARTS = [
    ('unit', 'WA: Destroy one enemy asset or Vehicle unit.',
     'ВА: Уничтожь один ресурс или отряд техники противника.'),
    ('unit', 'T: Any unit or ready asset gets +1 armor.',
     'Т: Любой отряд или готовый ресурс получает +1 к броне.'),
    ('unit', 'WA: Lock one enemy unit in play.',
     'ВА: Поверни один отряд противника в игре.'),
    ('unit', "WA: Destroy one ship in your opponent's fleet.",
     'ВА: Уничтожь один корабль во флоте противника.'),
    ('unit', 'WA: Ready one ship in your fleet.',
     'ВА: Разверни один свой корабль во флоте.'),
    ('unit', "WA (4+): Return one of your units in your discard pile to its owner's hand.",
     'ВА (4+): Верни один отряд из своего сброса в руку.'),
    ('unit', 'All your other Infantry units get +1 armor.',
     'Все остальные твои отряды пехоты получают +1 к броне.'),
    ('unit', 'WA: Ready another unit of yours. It cannot block until the end of the battle.',
     'ВА: Разверни другой свой отряд. Он не может блокировать до конца сражения.'),
    ('unit', 'T: Up to 2 enemy units get -1 firepower. They cannot shoot.',
     'Т: До 2 отрядов противника получают -1 к огневой мощи. Они не могут стрелять.'),
    ('unit', 'This unit gets +1 assault for each charging unit you have in this sector.',
     'Этот отряд получает +1 к штурму за каждый твой наступающий отряд в этом секторе.'),
    ('unit', 'T: Draw 1 card for each enemy Vehicle unit in play.',
     'Т: Возьми 1 карту за каждый отряд техники противника в игре.'),
    ('unit', 'T: Each player draws 1 card.',
     'Т: Каждый игрок берет 1 карту.'),
    ('unit', 'T: Each player discards 2 cards at random.',
     'Т: Каждый игрок сбрасывает 2 случайные карты.'),
    ('unit', 'WA: Each player discards the top 3 cards of their deck.',
     'ВА: Каждый игрок сбрасывает 3 верхние карты своей колоды.'),
    ('unit', "T: The blocking unit gets +X armor. X = the attacking unit's assault.",
     'Т: Блокирующий отряд получает +Х к броне. Х = штурм атакующего отряда.'),
    ('unit', "R When an enemy unit charges: Draw X cards. X = that unit's speed.",
     'Р Когда отряд противника наступает: Возьми Х карт. Х = скорость того отряда.'),
    ('asset', 'WA Destroy this asset: Destroy one enemy unit.',
     'ВА Уничтожь этот ресурс: Уничтожь один отряд противника.'),
    ('unit', 'T Lock 2 of your ready Sons of Horus units: This unit gets +2 assault.',
     'Т Поверни 2 своих готовых отряда Сынов Хоруса: Этот отряд получает +2 к штурму.'),
    ('unit', 'This unit cannot be locked by enemy abilities.',
     'Этот отряд не может быть повернут способностями противника.'),
    ('unit', 'Enemy units cannot charge.',
     'Все отряды противника не могут наступать.'),
    ('unit', 'T: One of your units cannot be the target of enemy abilities until the end of the battle.',
     'Т: Один твой отряд не может быть целью способностей противника до конца сражения.'),
    ('unit', 'T: All enemy units cannot assault.',
     'Т: Все отряды противника не могут штурмовать.'),
    ('unit', 'WA: Move one of your units to another sector.',
     'ВА: Перемести один свой отряд в другой сектор.'),
    ('unit', 'WA: Your opponent reveals their hand.',
     'ВА: Твой противник показывает свою руку.'),
    ('unit', 'WA: Reveal the top 2 cards of your deck.',
     'ВА: Покажи 2 верхние карты своей колоды.'),
    ('unit', "WA: Look at the top 3 cards of your opponent's deck and put them back in any order.",
     'ВА: Посмотри 3 верхние карты колоды противника и положи их обратно в любом порядке.'),
    ('unit', 'WA: Look at the top 4 cards of your deck and put 1 of them into your hand and the rest back in any order.',
     'ВА: Посмотри 4 верхние карты своей колоды и возьми 1 из них в руку, а остальные положи обратно в любом порядке.'),
    ('unit', 'WA: Look at the top 3 cards of your deck and put any number of them on the bottom of your deck.',
     'ВА: Посмотри 3 верхние карты своей колоды и положи любое число из них под низ своей колоды.'),
    ('unit', 'WA: Shuffle your deck. Draw 1 card.',
     'ВА: Перетасуй свою колоду. Возьми 1 карту.'),
    ('unit', 'T: One of your Infantry units gets Jump Pack until the end of the battle.',
     'Т: Один твой отряд пехоты получает ключевое слово «Прыжковый ранец» до конца сражения.'),
    ('unit', 'T: If you have a Hero in this sector, draw 2 cards. Otherwise, draw 1 card.',
     'Т: Если у тебя есть отряд героев, возьми 2 карты. Иначе возьми 1 карту.'),
    ('unit', 'T: Draw 1 card unless this unit is ready.',
     'Т: Возьми 1 карту, кроме случая, когда этот отряд готов.'),
    ('unit', 'T: If you have no Vehicle units, draw 1 card.',
     'Т: Если у тебя нет отрядов техники, возьми 1 карту.'),
    ('unit', 'T: Choose one: draw 1 card; or this unit gets +1 armor.',
     'Т: Выбери одно: возьми 1 карту; или этот отряд получает +1 к броне.'),
    ('unit', 'T (5+): Destroy one enemy unit. If the test fails, destroy this unit.',
     'Т (5+): Уничтожь один отряд противника. Если тест провален, уничтожь этот отряд.'),
    ('unit', 'R When an enemy unit is locked: Draw 1 card.',
     'Р Когда отряд противника повернут: Возьми 1 карту.'),
    ('unit', 'R When an enemy card is readied: Lock that card.',
     'Р Когда карта противника развернута: Поверни ту карту.'),
    ('unit', 'R At the start of the battle: Make this unit charge.',
     'Р В начале сражения: Заставь этот отряд наступать.'),
    ('unit', 'T: The attacking unit gets -2 assault. Use only if it is a Vehicle unit.',
     'Т: Атакующая карта получает -2 к штурму. Используется только если атакующий отряд — отряд техники.'),
    ('unit', 'T: Lock one enemy unit. Use only if its armor is 2 or less.',
     'Т: Поверни один отряд противника. Используется только если его броня 2 или меньше.'),
    ('unit', 'T: Draw 1 card. Use only if the defending unit is one of your Imperial Army units.',
     'Т: Возьми 1 карту. Используется только если защищающийся отряд — твой отряд Имперской армии.'),
    ('unit', "T: Draw 1 card. Use only if the attacking unit's speed is 3 or more.",
     'Т: Возьми 1 карту. Используется только если скорость атакующего отряда 3 или больше.'),
    ('unit', 'T: Lock one enemy unit. If it is a Vehicle unit, destroy it.',
     'Т: Поверни один отряд противника. Если это отряд техники, уничтожь его.'),
    ('unit', 'R At the start of the battle: You may make this unit charge.',
     'Р В начале сражения: Ты можешь заставить этот отряд наступать.'),
    ('unit', 'E: You get +1 flag in this battle. Use only if you are the defender.',
     'С: Ты получаешь +1 флаг в этом сражении. Используется только если ты — защищающийся игрок.'),
]


@pytest.mark.parametrize(("noun", "en", "ru"), NEW_PARTS, ids=[p[1][:48] for p in NEW_PARTS])
def test_every_new_part_reads_in_both_languages_to_one_form_and_round_trips(noun, en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    assert render(a, "ru", noun) == ru
    for lang in ("en", "ru"):
        assert parse(render(a, lang, noun), lang) == a


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


def _ready_after_or(value) -> bool:
    """An alternative printed "... or ready asset": "ready" is also the verb."""
    if isinstance(value, dict):
        if any(f.get("state") == "ready" for a in value.get("alt") or [] for f in a["filters"]):
            return True
        return any(_ready_after_or(v) for v in value.values())
    return isinstance(value, list) and any(_ready_after_or(v) for v in value)


def _english_known_gaps(ability) -> bool:
    """Shapes English prints in words that read two ways, so it refuses them (the test below); Russian reads them."""
    if _ready_after_or(ability.model_dump(mode="json")):
        return True
    return False


def test_several_changes_versus_a_keyword_read_one_way_in_english():
    text = "T: Any unit gets +2 assault and -1 armor versus Infantry."
    assert parse(text, "en") == parse("Т: Любой отряд получает +2 к штурму и -1 к броне против пехоты.", "ru")


def test_a_named_card_is_an_enemy_card_reads_one_way_in_english():
    text = "T: Draw 1 card. Use only if the attacking unit is an enemy card."
    a = parse(text, "en")
    assert a.conditions[0].predicate.owner == "enemy"
    assert a == parse("Т: Возьми 1 карту. Используется только если атакующий отряд — карта противника.", "ru")


def test_an_alternative_of_ready_cards_is_refused_in_english_as_it_reads_two_ways():
    """'or ready asset' is also 'or [verb] ready [one] asset': a choice of two effects. English prints
    that alternative so; the language refuses it, naming both readings, rather than play one."""
    text = "WA: Lock one enemy unit or ready asset."
    with pytest.raises(AbilityParseError) as err:
        parse(text, "en")
    assert err.value.reason == "ambiguous" and len(err.value.readings) == 2


# The generated round trips run the same examples on every machine (derandomize): a random run can find a new
# rare shape on CI and fail an unrelated change. Explore wider offline with a random seed and more examples.
@settings(max_examples=80, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(abilities())
def test_generated_ir_round_trips_in_english(ability):
    assume(not _english_known_gaps(ability))
    text = render(ability, "en")
    assert parse(text, "en") == ability, text


@settings(max_examples=80, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(abilities())
def test_generated_ir_round_trips_in_russian(ability):
    text = render(ability, "ru")
    assert parse(text, "ru") == ability, text


@settings(max_examples=40, deadline=None)
@given(abilities())
def test_ir_survives_json(ability):
    from heresy_app.abilities.ir import Ability

    assert Ability.model_validate_json(ability.model_dump_json()) == ability
