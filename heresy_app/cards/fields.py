"""The fields of the search language (docs/search.md): one table, read by the query compiler
(:mod:`heresy_app.cards.query`) and by the card browser's filter controls. A new field, alias or
value is one entry here; a field with a ``control`` also gets a filter control in the browser.

Only the standard library is imported, so the window can read the table at start-up before the
query compiler (lark) is loaded.

>>> field("тип").name, field("T").name
('type', 'type')
>>> field("firepower").word("en"), field("firepower").word("ru")
('fp', 'ом')
>>> field("side").value_of("Отступники")
'traitor'
>>> [f.name for f in SEARCH_FIELDS if f.control]
['type', 'side', 'flags', 'cmd']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from heresy_app.i18n import pick

# what a field's value is, and so how a filter on it compiles
NUMBER = "number"        # a whole number; every comparison operator
CHOICE = "choice"        # one of the field's choices; ':', '=', '!='
RANK = "rank"            # one of the field's choices, which are ordered; every comparison operator
KEYWORD = "keyword"      # a keyword in either language
CODE = "code"            # a set code
NAME = "name"            # words at the start of a name
PROPERTY = "property"    # is:…, one of the field's choices, each a test of its own
ORDER = "order"          # not a filter: the sort order of the results
KINDS = (NUMBER, CHOICE, RANK, KEYWORD, CODE, NAME, PROPERTY, ORDER)


def _fold(text: str) -> str:
    """The same folding as heresy_app.cards.textfold.fold (case, ё = е), kept dependency-free."""
    return text.casefold().replace("ё", "е")


@dataclass(frozen=True)
class Choice:
    """One value a field takes: what the database holds and the words a query may use for it."""

    value: str | int               # "unit", "WA", a rarity's rank
    en: tuple[str, ...]            # English words (folded); the first is the one a control writes
    ru: tuple[str, ...]            # Russian words (folded)
    label_en: str                  # how a control shows it
    label_ru: str

    @property
    def words(self) -> tuple[str, ...]:
        return self.en + self.ru

    def label(self, lang: str = "en") -> str:
        return str(pick(lang, en=self.label_en, ru=self.label_ru))

    def abbrev(self, lang: str = "en") -> str:
        """The value as a card prints it (a command type: WA, T … in English; ВА, Т … in Russian)."""
        return str(pick(lang, en=self.en, ru=self.ru)[0]).upper()


@dataclass(frozen=True)
class Control:
    """The filter control the card browser shows for a field, writing its term into the query."""

    kind: Literal["choice", "at_least"]    # a drop-down of choices, or a number written as field>=N
    any_en: str                            # the control's "no filter" text
    any_ru: str
    values: tuple[str | int, ...] | None = None    # the choices offered (None: all of them)
    maximum: int = 9                       # at_least: the largest number offered

    def any(self, lang: str = "en") -> str:
        return str(pick(lang, en=self.any_en, ru=self.any_ru))


@dataclass(frozen=True)
class SearchField:
    """A field of the search language: ``name`` is how the code refers to it; a query may write
    any of the English or Russian aliases (folded: any case, ё = е)."""

    name: str
    en: tuple[str, ...]            # English aliases; the first is the one shown and written by controls
    ru: tuple[str, ...]            # Russian aliases; the first is the one shown in Russian
    kind: str                      # one of KINDS
    label_en: str
    label_ru: str
    column: str | None = None      # the cards column a filter compares
    sort: str | None = None        # the sort key ``order:`` uses for it (None: not a sort key)
    choices: tuple[Choice, ...] = ()
    control: Control | None = None

    @property
    def aliases(self) -> tuple[str, ...]:
        return self.en + self.ru

    def word(self, lang: str = "en") -> str:
        """The field's own word in ``lang`` (what a control writes is always ``word("en")``)."""
        return str(pick(lang, en=self.en, ru=self.ru)[0])

    def label(self, lang: str = "en") -> str:
        return str(pick(lang, en=self.label_en, ru=self.label_ru))

    def values(self) -> dict[str, str | int]:
        """Every word a query may use for a value of this field -> the value it means."""
        return {w: c.value for c in self.choices for w in c.words}

    def value_of(self, word: str) -> str | int | None:
        """The value ``word`` means for this field (any case, ё = е), or None."""
        return self.values().get(_fold(word))

    def choice(self, value: str | int) -> Choice | None:
        return next((c for c in self.choices if c.value == value), None)

    def offered(self) -> tuple[Choice, ...]:
        """The choices its control offers."""
        if self.control is None or self.control.values is None:
            return self.choices
        return tuple(c for c in self.choices if c.value in self.control.values)


def _number(name: str, en: tuple[str, ...], ru: tuple[str, ...], label_en: str, label_ru: str, sortable: bool = True,
            control: Control | None = None) -> SearchField:
    """A card stat: the column of the same name, a sort key unless ``sortable`` is False."""
    return SearchField(name, en, ru, NUMBER, label_en, label_ru, column=name, sort=name if sortable else None,
                       control=control)


SEARCH_FIELDS: tuple[SearchField, ...] = (
    SearchField(
        "type", ("type", "t"), ("тип",), CHOICE, "Type", "Тип", column="type", sort="type",
        choices=(Choice("unit", ("unit", "u"), ("отряд",), "Unit", "Отряд"),
                 Choice("asset", ("asset", "a"), ("ресурс",), "Asset", "Ресурс"),
                 Choice("ship", ("ship",), ("корабль",), "Ship", "Корабль"),
                 Choice("sector", ("sector",), ("сектор",), "Sector", "Сектор")),
        control=Control("choice", "Any type", "Любой тип")),
    SearchField(
        "side", ("side", "s"), ("сторона",), CHOICE, "Side", "Сторона", column="side", sort="side",
        choices=(Choice("loyalist", ("loyalist", "loyal", "l"), ("лоялисты", "лоялист"), "Loyalist", "Лоялисты"),
                 Choice("traitor", ("traitor", "t"), ("отступники", "отступник", "предатели"),
                        "Traitor", "Отступники"),
                 Choice("unaligned", ("unaligned", "u"), ("неприсоединившиеся", "нейтральные"),
                        "Unaligned", "Неприсоединившиеся"),
                 Choice("none", ("none",), ("нет",), "No side", "Без стороны")),
        control=Control("choice", "Any side", "Любая сторона", values=("loyalist", "traitor", "unaligned"))),
    _number("flags", ("flags", "f"), ("флаги", "флаг"), "Flags", "Флаги",
            control=Control("at_least", "any", "любые", maximum=9)),
    _number("firepower", ("fp", "firepower"), ("ом", "огонь", "мощь"), "Firepower", "Огневая мощь"),
    _number("assault", ("as", "assault"), ("шт", "штурм"), "Assault", "Штурм"),
    _number("speed", ("speed", "spd"), ("ск", "скорость"), "Speed", "Скорость"),
    _number("armor", ("armor", "armour", "ar"), ("бр", "броня"), "Armor", "Броня"),
    _number("die", ("die",), ("кубик", "куб"), "Die", "Кубик"),
    _number("required_flags", ("req", "required"), ("требование",), "Flags to capture", "Флаги для захвата",
            sortable=False),
    # copies in your collection (heresy_app/cards/collection.py): no column of the cards table
    SearchField("owned", ("owned", "own"), ("есть", "коллекция"), NUMBER, "Copies owned", "В коллекции"),
    SearchField(
        "cmd", ("cmd", "command"), ("кс", "команда"), CHOICE, "Command line", "Командная строка",
        column="cmd_type", sort="cmd_type",
        choices=(Choice("WA", ("wa",), ("ва",), "War action", "Военная акция"),
                 Choice("T", ("t", "tactic"), ("т", "тактика"), "Tactic", "Тактика"),
                 Choice("R", ("r", "reaction"), ("р", "реакция"), "Reaction", "Реакция"),
                 Choice("M", ("m", "modifier"), ("м", "модификатор"), "Modifier", "Модификатор"),
                 Choice("E", ("e", "event"), ("с", "событие"), "Event", "Событие")),
        control=Control("choice", "Any command", "Любая команда")),
    SearchField("kw", ("kw", "keyword"), ("кл", "ключ", "ключевое"), KEYWORD, "Keyword", "Ключевое слово"),
    SearchField("set", ("set",), ("набор",), CODE, "Set", "Набор", column="set_code", sort="set_code"),
    SearchField(
        "rarity", ("rarity", "r"), ("редкость",), RANK, "Rarity", "Редкость", column="rarity_rank",
        sort="rarity_rank",
        choices=(Choice(1, ("common", "c"), ("обычная",), "Common", "Обычная"),
                 Choice(2, ("uncommon", "uc"), ("необычная",), "Uncommon", "Необычная"),
                 Choice(3, ("rare",), ("редкая",), "Rare", "Редкая"),
                 Choice(4, ("very_rare", "veryrare", "vr"), ("оченьредкая", "очень_редкая"),
                        "Very rare", "Очень редкая"))),
    SearchField(
        "is", ("is",), ("это",), PROPERTY, "Property", "Свойство",
        choices=(Choice("unique", ("unique",), ("уникальный", "уникальная"), "Unique", "Уникальная"),
                 Choice("user", ("user",), ("своя", "пользовательский"), "Your own card", "Своя карта"),
                 Choice("flagged", ("flagged",), ("флаговый",), "Flagged", "Флаговая"),
                 Choice("flagless", ("flagless",), ("бесфлаговый",), "Flagless unit", "Бесфлаговый отряд"),
                 Choice("owned", ("owned",), ("в_коллекции", "есть"), "In your collection", "В коллекции"))),
    SearchField(
        "planet", ("planet",), ("планета",), CHOICE, "Planet", "Планета", column="planet",
        choices=(Choice("isstvan_iii", ("isstvan", "isstvan_iii"), ("истваан",), "Isstvan III", "Истваан III"),
                 Choice("prospero", ("prospero",), ("просперо",), "Prospero", "Просперо"))),
    SearchField("name", ("name", "n"), ("имя", "название"), NAME, "Name", "Имя", sort="name"),
    SearchField("order", ("order", "sort"), ("порядок", "сорт"), ORDER, "Order", "Порядок"),
)

BY_NAME: dict[str, SearchField] = {f.name: f for f in SEARCH_FIELDS}
BY_ALIAS: dict[str, SearchField] = {alias: f for f in SEARCH_FIELDS for alias in f.aliases}

# order: also takes the card id, which is no filter
EXTRA_SORT_KEYS = {"id": "id"}


def field(alias: str) -> SearchField | None:
    """The field an alias (English or Russian, any case, ё = е) or a field's name means, or None."""
    key = _fold(alias)
    return BY_ALIAS.get(key) or BY_NAME.get(key)


def controlled_fields() -> tuple[SearchField, ...]:
    """The fields the card browser shows a filter control for, in table order."""
    return tuple(f for f in SEARCH_FIELDS if f.control is not None)


def sort_keys() -> dict[str, str]:
    """Every word ``order:`` takes -> its sort key: the aliases of the fields with a ``sort``, and ``id``."""
    keys = {alias: f.sort for f in SEARCH_FIELDS if f.sort for alias in f.aliases}
    keys.update(EXTRA_SORT_KEYS)
    return keys
