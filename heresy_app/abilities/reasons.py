"""The reasons the ability language gives for refusing a text, in Russian (issue 24, g15).

Every refusal a player reads exists in English and Russian: the reasons raised in ``ir.py``,
``reader.py`` and ``reader_nouns.py`` (and the parser's own) are English; :func:`reason` words one in
the player's language. A test reads those modules and checks that each reason they can raise has its
Russian here.

>>> reason("who cannot block or shoot at a card is a description of all such cards", "ru")
'кто не может блокировать карту или стрелять в неё — это описание всех таких карт'
>>> reason("Value error, a role is named twice", "ru")
'роль названа дважды'
>>> reason("a role is named twice", "en")
'a role is named twice'
"""

from __future__ import annotations

import re

from heresy_app.abilities.reasons_ru import REASONS_RU

__all__ = ["reason", "REASONS_RU"]

# reasons with a value in them: (English pattern, Russian wording of its groups)
_PATTERNS_RU: list[tuple[re.Pattern, str]] = [
    (re.compile(r"'(.+)' cannot be changed as '(.+)'"), "«{0}» нельзя изменить как «{1}»"),
    (re.compile(r"the range (\d+)-(\d+) of a variable roll runs backwards"),
     "диапазон {0}-{1} переменного броска идёт в обратную сторону"),
    (re.compile(r"an? (\w+) ability has no trigger"), "у способности типа {0} нет условия реакции"),
    (re.compile(r"the rule of '(.+)' is not one a rule change names"),
     "правило «{0}» не из тех, что называет изменение правила"),
    (re.compile(r"'(.+)' is short for more than one word: (.+)"),   # g17a (hurried.py)
     "«{0}» — сокращение нескольких слов: {1}"),
    (re.compile(r"'this (?:unit|asset|ship)' and 'this (?:unit|asset|ship)' name two cards: which is the one the "
                r"ability is printed on is not said"),   # g20b (this_nouns.py)
     "«этот отряд», «этот ресурс» или «этот корабль» вместе называют две карты: не сказано, на какой из них "
     "напечатана способность"),
    (re.compile(r"'this (.+)' may be the (.+) named before it or the card the ability is printed on: which is not "
                r"said"),   # g18d s18 (this_nouns.this_named_before)
     "«этот {0}» может быть и названной раньше картой «{1}», и картой, на которой напечатана способность: не "
     "сказано, которой"),
    (re.compile(r"the parenthesis after '(.+)' says more than the keyword's rule: '(.+)'"),   # g14c (reminders.py)
     "скобка после «{0}» говорит больше, чем правило этого ключевого слова: «{1}»"),
    (re.compile(r"the parenthesis after '(.+)' says more than the rule of (.+): '(.+)'"),   # g15c (reminders.py)
     "скобка после «{0}» говорит больше, чем правило {1}: «{2}»"),
    (re.compile(r"the ability language failed on this text \((\w+)\)"),
     "язык способностей не справился с этим текстом ({0})"),
]
_KINDS_RU = {"WA": "ВА", "T": "Т", "R": "Р", "M": "М", "A": "Ш", "E": "С", "constant": "постоянная"}
# the rules reminders.py knows restated after an effect (g15c), as «правило …» names them
_KINDS_RU.update({"infiltration": "внедрения", "a roll": "броска", "ships in preparation": "о кораблях при подготовке",
                  "a won sector": "о захваченном секторе", "a tie": "о ничьей"})


def reason(message: str, lang: str = "en") -> str:
    """The refusal's reason ``message`` (English, as raised) worded in ``lang``; a reason this module
    does not know is said in Russian with the English reason beside it."""
    message = message.removeprefix("Value error, ")
    if lang != "ru":
        return message
    known = REASONS_RU.get(message)
    if known is not None:
        return known
    for pattern, wording in _PATTERNS_RU:
        m = pattern.fullmatch(message)
        if m:
            return wording.format(*(_KINDS_RU.get(g, g) for g in m.groups()))
    return f"текст не читается как способность ({message})"
