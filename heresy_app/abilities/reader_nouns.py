"""Issue 24 (g8): parts of a card description that combine freely, for :class:`reader.ToIR`.

- a role adjective inside a description ("target blocking unit", "any attacking unit", "your
  attacking unit", "one enemy blocking Infantry unit" / «любой атакующий отряд», «твой блокирующий
  отряд пехоты»): an :class:`ir.RoleFilter` that must hold (``negate`` false). A description that is
  the role alone, one card of any owner, is the card the war action names (:func:`role_choice`), so
  "any attacking unit" and "the attacking unit" give one form.
- a description after "versus" ("+1 assault versus locked units", "versus flagless Vehicles" /
  «против повернутых отрядов»): :attr:`ir.ModifyStat.versus_cards`, or ``versus`` when it is one
  keyword alone ("versus Dreadnoughts" is "versus Dreadnought").
- keywords shared by alternatives: "one Mechanicum Vehicle or Titan unit" is a Mechanicum Vehicle unit
  or a Mechanicum Titan unit, and so is «1 отряд техники или титана Механикума» (the prefix, the
  trailing genitive, belongs to both): the reading that gives it to one alternative only is dropped
  (:func:`shared_prefix`, :func:`shared_genitive`), so the text is read, not refused as ambiguous.
"""

from __future__ import annotations

from pydantic import BaseModel

from heresy_app.abilities import ir

__all__ = ["AttackRole", "Mark", "NounParts", "attack_role_left", "check_bare_role", "mark", "role_choice",
           "shared_genitive", "shared_prefix"]


class Mark(tuple):
    """A tagged intermediate value of the reader: ``mark("owner", "enemy")`` (reader._Mark is this)."""

    @property
    def tag(self):
        return self[0]


def mark(tag, *values) -> Mark:
    return Mark((tag, *values))


class AttackRole(ir.RoleFilter):
    """g20a (issue 24): a role adjective that names the attack too ("one shooting unit", "any assaulting
    unit" / «любой стреляющий отряд», «один штурмующий отряд»): the attacking card while an attack of
    that kind is under way. It stands only for that one card (:func:`role_choice` makes it an
    :class:`ir.AttackingCard` with ``attack``); a description that keeps it ("all shooting units", "your
    shooting Vehicles") is refused (:func:`attack_role_left`): the form has no filter for the attack."""

    attack: str = "shooting"


AttackRole.model_rebuild()


def attack_role_left(node) -> bool:
    """Whether an :class:`AttackRole` is left anywhere in a reading (see there)."""
    if isinstance(node, AttackRole):
        return True
    if isinstance(node, BaseModel):
        return any(attack_role_left(v) for v in node.__dict__.values() if isinstance(v, BaseModel | list | tuple))
    if isinstance(node, list | tuple):
        return any(attack_role_left(v) for v in node if isinstance(v, BaseModel | list | tuple))
    return False


class NounParts:
    """Transformer methods for the parts above (mixed into :class:`reader.ToIR`)."""

    def f_role(self, ch):   # "attacking" / «атакующий» as an adjective of a description
        role = next(c for c in ch if isinstance(c, tuple) and c and c[0] == "role")
        if len(role) > 2:   # g20a: "shooting" / «стреляющий»: the attacking card of that attack
            return AttackRole(roles=[role[1]], negate=False, attack=role[2])
        return ir.RoleFilter(roles=[role[1]], negate=False)

    def vs_desc(self, ch):   # "versus locked units": the cards the change counts against
        filters = [c for c in ch if isinstance(c, ir.KeywordFilter | ir.FlagsFilter | ir.StateFilter | ir.StatFilter)]
        for c in ch:
            if isinstance(c, Mark) and c.tag == "nouns":
                for noun in c[1]:   # ("noun", type, plural, keyword or None)
                    if noun[1] != "unit":
                        raise ValueError("a change counts versus units")
                    if noun[3] is not None:
                        filters.append(ir.KeywordFilter(keyword=noun[3]))
                if len(c[1]) > 1:
                    raise ValueError("a change counts versus units of one description")
            elif isinstance(c, Mark) and c.tag == "kwor":
                raise ValueError("a change counts versus units of one description")
        if len(filters) == 1 and isinstance(filters[0], ir.KeywordFilter) and not filters[0].negate:
            return mark("vs", filters[0].keyword)
        if not filters:
            raise ValueError("versus units: every unit fights units")
        return mark("vs_desc", ir.canonical_filters(filters))


def role_choice(choice: ir.Choose, *, quantity_given: bool, article: bool):
    """The target a choice stands for when its description holds a role adjective: the card the war
    action names when the choice is that card alone (one card, any owner, only the role), else the
    choice itself. Raises ValueError for the words the role's own rule reads ("blocking unit",
    "attacking units" with no quantity or owner): one reading, not two."""
    roles = [f for f in choice.filters if isinstance(f, ir.RoleFilter) and not f.negate]
    if not roles:
        return choice
    if len(roles) > 1 or len(roles[0].roles) > 1:
        raise ValueError("a card has one role in a war action")
    attack = getattr(roles[0], "attack", None)
    if not quantity_given:
        raise ValueError("the role's own rule reads it")
    alone = (choice.owner == "any" and len(choice.filters) == 1 and not choice.alt and choice.zone == "sector"
             and not choice.other and choice.types in (["unit"], ["card"]))
    if not alone or choice.quantity != "exactly" or choice.count != 1:
        return choice
    role = roles[0].roles[0]
    if role == "attacking":
        return ir.AttackingCard(attack=attack)
    if role == "defending":
        return ir.DefendingCard()
    return ir.BlockingUnit(choice=not article)


def check_bare_role(filters, *, quantity_given: bool) -> None:
    """A trigger's card described by a role alone, with no quantity or owner ("the defending unit" /
    «защищающийся отряд»), is read by the trigger's own role rule: the description reading is dropped."""
    if not quantity_given and any(isinstance(f, ir.RoleFilter) and not f.negate for f in filters):
        raise ValueError("the role's own rule reads it")


def _keywords(filters) -> bool:
    return any(isinstance(f, ir.KeywordFilter) and not f.negate and f.keyword != "Unique" or isinstance(f, Mark)
               for f in filters)


def shared_prefix(alts) -> None:
    """English: a keyword used as a noun with keywords before it, then "or" and keywords before a
    noun ("Mechanicum Vehicle or Titan unit"): the keywords before are shared, read by the keyword
    list ("Vehicle or Titan" before the noun), not by this split. Raises ValueError for the split."""
    for a, b in zip(alts, alts[1:]):   # ("alt", types, filters, keyword nouns, plural)
        if a[3] and not a[1] and _keywords(a[2]) and b[1] and _keywords(b[2]):
            raise ValueError("the keywords before the first kind are shared by the next")


def shared_genitive(alt) -> None:
    """Russian: after «или» a keyword before a keyword used as a noun («титана Механикума») is the
    genitive shared with the kind before, not a kind of its own. Raises ValueError for that split."""
    types, filters, kwn, _ = alt
    if kwn and not types and _keywords(filters):
        raise ValueError("the genitive after «или» is shared by both kinds")
