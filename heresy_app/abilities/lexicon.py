"""Words the ability grammars need beyond their fixed phrases: card keywords and numbers.

A keyword in ability text is a card keyword ("+2 firepower versus Infantry"). The IR stores the
English keyword, so both languages give the same tree; Russian text uses the keyword inflected
(``против пехоты``), hence a nominative and a genitive form for each. A keyword the lexicon does
not know can still be written in quotes: ``"Psyker"`` / ``«Псайкер»``; it is kept as written.
"""

from __future__ import annotations

from dataclasses import dataclass

from heresy_app.cards.model import fold


@dataclass(frozen=True)
class Keyword:
    en: str
    ru: str  # nominative, as printed in the keyword line
    ru_gen: str  # genitive: "отряд пехоты", "против пехоты"


KEYWORDS: tuple[Keyword, ...] = (
    Keyword("Infantry", "Пехота", "пехоты"),
    Keyword("Vehicle", "Техника", "техники"),
    Keyword("Bike", "Мотоцикл", "мотоциклов"),
    Keyword("Tank", "Танк", "танков"),
    Keyword("Walker", "Шагатель", "шагателей"),
    Keyword("Titan", "Титан", "титанов"),
    Keyword("Dreadnought", "Дредноут", "дредноутов"),   # g8: "vs. Dreadnoughts" / «против дредноутов»
    Keyword("Artillery", "Артиллерия", "артиллерии"),
    Keyword("Jump Pack", "Прыжковый ранец", "прыжковых ранцев"),
    Keyword("Terminator", "Терминатор", "терминаторов"),
    Keyword("Hero", "Герой", "героев"),
    Keyword("Primarch", "Примарх", "примархов"),
    Keyword("Psyker", "Псайкер", "псайкеров"),
    Keyword("Daemon", "Демон", "демонов"),
    Keyword("Command", "Командование", "командования"),
    Keyword("Space Marines", "Космодесант", "космодесанта"),
    Keyword("Traitor Marines", "Предатели", "предателей"),
    Keyword("Imperial Army", "Имперская армия", "Имперской армии"),
    Keyword("Mechanicum", "Механикум", "Механикума"),
    Keyword("Fortification", "Укрепление", "укреплений"),
    Keyword("Orbital", "Орбитальный удар", "орбитальных ударов"),
    Keyword("Battle Barge", "Боевая баржа", "боевых барж"),
    Keyword("Cruiser", "Крейсер", "крейсеров"),
    Keyword("Escort", "Эскорт", "эскортов"),
    Keyword("Transport", "Транспорт", "транспортов"),
    Keyword("Sons of Horus", "Сыны Хоруса", "Сынов Хоруса"),
    Keyword("Emperor's Children", "Дети Императора", "Детей Императора"),
    Keyword("World Eaters", "Пожиратели Миров", "Пожирателей Миров"),
    Keyword("Death Guard", "Гвардия Смерти", "Гвардии Смерти"),
    Keyword("Thousand Sons", "Тысяча Сынов", "Тысячи Сынов"),
    Keyword("Space Wolves", "Космические Волки", "Космических Волков"),
    Keyword("Ultramarines", "Ультрамарины", "Ультрамаринов"),
    Keyword("Counter-attack", "Контратака", "контратаки"),
    Keyword("Infiltrate", "Внедрение", "внедрения"),
    Keyword("Unique", "Уникальный", "уникальных"),
    # the other Legions, as card texts name their units ("Your Iron Warriors units ...")
    Keyword("Iron Warriors", "Железные Воины", "Железных Воинов"),
    Keyword("Alpha Legion", "Альфа-Легион", "Альфа-Легиона"),
    Keyword("Night Lords", "Повелители Ночи", "Повелителей Ночи"),
    Keyword("Word Bearers", "Несущие Слово", "Несущих Слово"),
    Keyword("Blood Angels", "Кровавые Ангелы", "Кровавых Ангелов"),
    Keyword("Dark Angels", "Темные Ангелы", "Темных Ангелов"),
    Keyword("Imperial Fists", "Имперские Кулаки", "Имперских Кулаков"),
    Keyword("White Scars", "Белые Шрамы", "Белых Шрамов"),
    Keyword("Salamanders", "Саламандры", "Саламандр"),
    Keyword("Raven Guard", "Гвардия Ворона", "Гвардии Ворона"),
    Keyword("Iron Hands", "Железные Руки", "Железных Рук"),
    # g18a (issue 24): the sides, as card texts name them like keywords ("Loyalist Heroes", «героев-Лоялистов»,
    # «против отступников»); a card is of its side (engine.catalog gives each card its side's words)
    Keyword("Loyalist", "Лоялисты", "лоялистов"),
    Keyword("Traitor", "Отступники", "отступников"),
)

# g18a: the keywords of a card's side (cards.model.Side's value -> the English keyword)
SIDE_KEYWORDS = {"loyalist": "Loyalist", "traitor": "Traitor"}

_PLURAL_EN = {"Hero": "Heroes", "Infantry": "Infantry", "Artillery": "Artillery", "Command": "Command",
              "Space Marines": "Space Marines", "Traitor Marines": "Traitor Marines",
              "Imperial Army": "Imperial Army", "Mechanicum": "Mechanicum", "Counter-attack": "Counter-attack",
              "Infiltrate": "Infiltrate", "Unique": "Unique", "Sons of Horus": "Sons of Horus",
              "Emperor's Children": "Emperor's Children", "World Eaters": "World Eaters",
              "Death Guard": "Death Guard", "Thousand Sons": "Thousand Sons", "Space Wolves": "Space Wolves",
              "Ultramarines": "Ultramarines", "Orbital": "Orbital", "Iron Warriors": "Iron Warriors",
              "Alpha Legion": "Alpha Legion", "Night Lords": "Night Lords", "Word Bearers": "Word Bearers",
              "Blood Angels": "Blood Angels", "Dark Angels": "Dark Angels", "Imperial Fists": "Imperial Fists",
              "White Scars": "White Scars", "Salamanders": "Salamanders", "Raven Guard": "Raven Guard",
              "Iron Hands": "Iron Hands"}


# the kind of card a keyword names when it is used as the noun ("each enemy Fortification", "an Escort in
# your fleet"); a keyword not listed names units ("all enemy Tanks")
KEYWORD_KIND = {"Fortification": ["asset"], "Battle Barge": ["ship"], "Cruiser": ["ship"], "Escort": ["ship"]}


def plural_en(k: Keyword) -> str:
    """The plural players write ("Vehicles", "Heroes"); a keyword that has none stays as it is."""
    return _PLURAL_EN.get(k.en, k.en + "s")


# Russian stems of the keywords that name a kind of unit, used as a noun: «все танки», «одного шагателя»
NOUN_STEMS_RU = {"Vehicle": "техник", "Bike": "мотоцикл", "Tank": "танк", "Walker": "шагател", "Titan": "титан",
                 "Dreadnought": "дредноут", "Terminator": "терминатор", "Hero": "геро", "Primarch": "примарх", "Psyker": "псайкер",
                 "Daemon": "демон", "Cruiser": "крейсер", "Escort": "эскорт", "Transport": "транспорт",
                 "Loyalist": "лоялист", "Traitor": "отступник"}   # g18a: «лоялисты получают», «одного отступника»

# the instrumental Russian form, as a restriction names the units barred from blocking: «не может быть
# заблокирован пехотой / танками / Имперской армией» (plural where the keyword counts units)
INSTRUMENTAL_RU = {
    "Infantry": "пехотой", "Vehicle": "техникой", "Bike": "мотоциклами", "Tank": "танками",
    "Walker": "шагателями", "Titan": "титанами", "Dreadnought": "дредноутами", "Artillery": "артиллерией", "Jump Pack": "прыжковыми ранцами",
    "Terminator": "терминаторами", "Hero": "героями", "Primarch": "примархами", "Psyker": "псайкерами",
    "Daemon": "демонами", "Command": "командованием", "Space Marines": "космодесантом",
    "Traitor Marines": "предателями", "Imperial Army": "Имперской армией", "Mechanicum": "Механикумом",
    "Fortification": "укреплениями", "Orbital": "орбитальными ударами", "Battle Barge": "боевыми баржами",
    "Cruiser": "крейсерами", "Escort": "эскортами", "Transport": "транспортами", "Sons of Horus": "Сынами Хоруса",
    "Emperor's Children": "Детьми Императора", "World Eaters": "Пожирателями Миров",
    "Death Guard": "Гвардией Смерти", "Thousand Sons": "Тысячей Сынов", "Space Wolves": "Космическими Волками",
    "Ultramarines": "Ультрамаринами", "Counter-attack": "контратакой", "Infiltrate": "внедрением",
    "Unique": "уникальными", "Iron Warriors": "Железными Воинами", "Alpha Legion": "Альфа-Легионом",
    "Night Lords": "Повелителями Ночи", "Word Bearers": "Несущими Слово", "Blood Angels": "Кровавыми Ангелами",
    "Dark Angels": "Темными Ангелами", "Imperial Fists": "Имперскими Кулаками", "White Scars": "Белыми Шрамами",
    "Salamanders": "Саламандрами", "Raven Guard": "Гвардией Ворона", "Iron Hands": "Железными Руками",
    "Loyalist": "лоялистами", "Traitor": "отступниками",   # g18a
}

_BY_EN = {fold(k.en): k for k in KEYWORDS}
for _k in KEYWORDS:
    _BY_EN.setdefault(fold(plural_en(_k)), _k)
_BY_RU = {}
for _k in KEYWORDS:
    _BY_RU[fold(_k.ru)] = _k
    _BY_RU[fold(_k.ru_gen)] = _k
    _BY_RU.setdefault(fold(INSTRUMENTAL_RU[_k.en]), _k)


def keyword_from_en(text: str) -> str:
    """The IR keyword for English text (known: canonical spelling; else as written)."""
    k = _BY_EN.get(fold(text.strip()))
    return k.en if k else text.strip()


def keyword_from_ru(text: str) -> str:
    """The IR keyword for Russian text in either form (known: the English keyword)."""
    k = _BY_RU.get(fold(text.strip()))
    return k.en if k else text.strip()


def keyword_en(keyword: str) -> str | None:
    k = _BY_EN.get(fold(keyword))
    return k.en if k else None


def keyword_en_plural(keyword: str) -> str | None:
    """The English plural players write after "versus" ("Vehicles", "Heroes") of a known keyword."""
    k = _BY_EN.get(fold(keyword))
    return plural_en(k) if k else None


def keyword_ru(keyword: str) -> str | None:
    """The nominative Russian form (as printed in a keyword line) of a keyword the lexicon knows."""
    k = _BY_EN.get(fold(keyword)) or _BY_RU.get(fold(keyword))
    return k.ru if k else None


def keyword_ru_gen(keyword: str) -> str | None:
    """The genitive Russian form of a keyword the lexicon knows, else None."""
    k = _BY_EN.get(fold(keyword)) or _BY_RU.get(fold(keyword))
    return k.ru_gen if k else None


def keyword_ru_ins(keyword: str) -> str | None:
    """The instrumental Russian form of a keyword the lexicon knows («пехотой»), else None."""
    k = _BY_EN.get(fold(keyword)) or _BY_RU.get(fold(keyword))
    return INSTRUMENTAL_RU[k.en] if k else None


def keyword_matches(card, keyword: str) -> bool:
    """Does ``card`` carry the IR ``keyword``? Known keywords compare in both languages."""
    if card.has_keyword(keyword):
        return True
    k = _BY_EN.get(fold(keyword)) or _BY_RU.get(fold(keyword))
    return bool(k) and (card.has_keyword(k.en) or card.has_keyword(k.ru))


def _alternation(words) -> str:
    import re

    uniq = sorted({w for w in words}, key=lambda w: (-len(w), w))
    return "|".join(re.escape(w).replace("\\ ", r"\s+") for w in uniq)


def keyword_regex_en() -> str:
    return _alternation([k.en for k in KEYWORDS] + [plural_en(k) for k in KEYWORDS])


def keyword_noun_regex_ru() -> str:
    """Russian keywords used as nouns, by their stems (any case and number)."""
    return "|".join(sorted(NOUN_STEMS_RU.values(), key=lambda w: (-len(w), w)))


def keyword_from_noun_ru(text: str) -> str:
    """The IR keyword of a Russian keyword written as a noun («танки» -> Tank)."""
    t = fold(text)
    for en, stem in sorted(NOUN_STEMS_RU.items(), key=lambda kv: -len(kv[1])):
        if t.startswith(stem):
            return en
    return text


def keyword_regex_ru() -> str:
    words = []
    for k in KEYWORDS:
        words += [k.ru, k.ru_gen]
    return _alternation(fold(w) for w in words)


def keyword_ins_regex_ru() -> str:
    """Every keyword in the instrumental («заблокирован пехотой»)."""
    return _alternation(fold(w) for w in INSTRUMENTAL_RU.values())


NUMBERS_EN = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}
NUMBERS_RU = {
    "один": 1, "одна": 1, "одно": 1, "одну": 1, "одного": 1, "одной": 1, "одному": 1,
    "два": 2, "две": 2, "двух": 2, "три": 3, "трех": 3, "четыре": 4, "четырех": 4,
    "пять": 5, "пяти": 5, "шесть": 6, "шести": 6, "семь": 7, "восемь": 8, "девять": 9,
    "десять": 10, "одним": 1, "одними": 1, "двум": 2, "двумя": 2, "трем": 3, "тремя": 3, "четырем": 4,
    "четырьмя": 4, "пятью": 5, "шестью": 6,
    "шестерка": 6, "шестерку": 6, "шестеркой": 6,   # g19c: «Бросок считается шестеркой»
}
