"""What a card file's import says about a row, in English and Russian: one catalogue of codes.

A problem with a card is a code and its parameters (``RowError.code``/``params`` in
``user_cards``); :func:`text` words it in either language, the way ``heresy_app.files`` words a
file it cannot read. The card model's own rules raise their code as the error's type
(:func:`rule`), and pydantic's own checks (a missing field, a number out of range…) are worded
from pydantic's error type and context (:func:`from_pydantic`). No Qt here: the window and the
command line both call :func:`text` with their language.

>>> text("not-whole", "ru", value="'x'")
"'x' — не целое число"
>>> code, params = from_pydantic({"type": "less_than_equal", "ctx": {"le": 6}, "msg": "Input should be less than or equal to 6"})
>>> text(code, "ru", **params)
'должно быть не больше 6'
>>> text("unit-needs", "ru", stats="speed, armor")
'у отряда должны быть: скорость, броня'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic_core import PydanticCustomError

# code -> (English, Russian); {name} are the parameters
_TEXT: dict[str, tuple[str, str]] = {
    # the file's rows (user_cards)
    "not-whole": ("{value} is not a whole number", "{value} — не целое число"),
    "keywords-twins": ("keywords_en and keywords_ru must list the same number of keywords",
                       "в keywords_en и keywords_ru должно быть поровну ключевых слов"),
    "abilities-twins": ("abilities_en and abilities_ru must list the same number of abilities",
                        "в abilities_en и abilities_ru должно быть поровну способностей"),
    "not-yes-no": ("{value} is not yes/no", "{value} — не «да» и не «нет» (yes/no)"),
    "not-object": ("a card must be an object", "карта должна быть объектом"),
    "twice": ("{id} appears twice in this file (also row {other})",
              "{id} встречается в файле дважды (ещё в строке {other})"),
    "shipped": ("{id} is a shipped card; choose your own set code",
                "{id} — карта из поставки; выберите свой код набора"),
    "shipped-as": ("{written} is {id}, a shipped card; choose your own set code",
                   "{written} — это {id}, карта из поставки; выберите свой код набора"),
    "already-yours": ("{id} is already among your cards (use --replace to overwrite it)",
                      "{id} уже есть среди ваших карт (чтобы заменить, импортируйте с --replace)"),
    "already-yours-as": ("{written} is {id}, already among your cards (use --replace to overwrite it)",
                         "{written} — это {id}, она уже есть среди ваших карт (чтобы заменить, импортируйте с --replace)"),
    "empty-file": ("the file holds no cards", "в файле нет карт"),
    # the card model's rules (model.Card)
    "id-shape": ("an id is a set code and a number, like IS-012", "id — это код набора и номер, например IS-012"),
    "id-set-number": ("set and number must match the id {id}", "набор и номер должны совпадать с id {id}"),
    "unit-needs": ("a unit needs {stats}", "у отряда должны быть: {stats}"),
    "asset-armor": ("an asset needs armor", "у ресурса должна быть броня"),
    "asset-has-no": ("an asset has no {stats}", "у ресурса нет характеристик: {stats}"),
    "type-has-no": ("a {type} has no {stats}", "у карты типа «{type}» нет характеристик: {stats}"),
    "ship-flags": ("a ship has no flags", "у корабля нет флагов"),
    "sector-side": ("a sector belongs to no side (side: none)", "сектор не принадлежит стороне (side: none)"),
    "sector-planet": ("a sector needs its planet (isstvan_iii or prospero)",
                      "у сектора должна быть планета (isstvan_iii или prospero)"),
    "sector-required": ("a sector needs required_flags", "у сектора должно быть required_flags"),
    "sector-flags": ("a sector has no flags of its own", "у сектора нет своих флагов"),
    "sector-die": ("a sector has no die and no command line", "у сектора нет кубика и командной строки"),
    "needs-side": ("a {type} belongs to a side: loyalist, traitor or unaligned",
                   "карта типа «{type}» принадлежит стороне: loyalist, traitor или unaligned"),
    "only-sector-planet": ("only sectors have a planet", "планета есть только у секторов"),
    "only-sector-required": ("only sectors have required_flags", "required_flags есть только у секторов"),
    "needs-die": ("a {type} needs its die (1-6)", "у карты типа «{type}» должен быть кубик (1-6)"),
    "needs-command": ("a {type} needs its command line", "у карты типа «{type}» должна быть командная строка"),
    "unique-name": ("unique_name is only for unique cards", "unique_name бывает только у уникальных карт"),
    # an executable form (heresy_app.card_import)
    "ir-unreadable": ("not an executable form ({kind})", "не исполняемая форма ({kind})"),
    "ir-command-type": ("the command line's type is {expected}, not {kind}",
                        "тип командной строки — {expected}, а не {kind}"),
    "ir-unsupported": ("the battle engine cannot run this executable form; leave \"ir\" out and the "
                       "ability is resolved by hand",
                       "движок не может выполнить эту исполняемую форму; уберите \"ir\", и способность "
                       "будет выполняться вручную"),
    "ir-differs": ("the executable form does not say what the text says: the text reads «{read}», the form «{form}»",
                   "исполняемая форма говорит не то, что текст: в тексте «{read}», в форме «{form}»"),
    # an ability text the ability language does not read (heresy_app.abilities.reading.Refusal), and
    # why the battle engine leaves an ability to the players (heresy_app.engine.manual.why)
    "ability-unexpected": ("line {line}, column {column}: unexpected '{found}'; expected {expected}",
                           "строка {line}, столбец {column}: не ожидалось «{found}»; ожидалось: {expected}"),
    "ability-ends-early": ("line {line}, column {column}: the text ends too early; expected {expected}",
                           "строка {line}, столбец {column}: текст обрывается; ожидалось: {expected}"),
    "ability-other": ("line {line}, column {column}: {message}", "строка {line}, столбец {column}: {message}"),
    "ability-lang-en": ("the English text: {reason}", "английский текст: {reason}"),
    "ability-lang-ru": ("the Russian text: {reason}", "русский текст: {reason}"),
    "by-hand-unread": ("the ability language does not read this text", "язык способностей не читает этот текст"),
    "by-hand-unsupported": ("the ability language reads it, but the engine cannot run that form",
                            "язык способностей читает текст, но движок не может выполнить эту форму"),
    "by-hand-disagree": ("the English and Russian texts say different things (the English reads «{en}», "
                         "the Russian «{ru}»): the engine plays neither",
                         "английский и русский тексты говорят разное (английский читается как «{en}», "
                         "русский — как «{ru}»): движок не разыгрывает ни один"),
    "by-hand-command-type": ("the text is a {kind} ability, the command type says {type}",
                             "текст — способность типа {kind}, а тип командной строки — {type}"),
    "board-reminder": ("The engine cannot play this; keep it in mind:", "Движок этого не разыгрывает; помните сами:"),
    "reads-one-language": ("the engine plays the {which} text", "движок разыгрывает {which} текст"),
    # pydantic's own checks, by their error type
    "missing": ("Field required", "поле обязательно"),
    "extra_forbidden": ("Extra inputs are not permitted", "лишнее поле"),
    "int_parsing": ("Input should be a valid integer", "должно быть целым числом"),
    "int_type": ("Input should be a valid integer", "должно быть целым числом"),
    "int_from_float": ("Input should be a valid integer", "должно быть целым числом"),
    "float_parsing": ("Input should be a valid number", "должно быть числом"),
    "float_type": ("Input should be a valid number", "должно быть числом"),
    "string_type": ("Input should be a valid string", "должно быть текстом"),
    "string_too_short": ("String should have at least {min_length} character(s)",
                         "текст должен быть не короче {min_length} (символов)"),
    "string_empty": ("String should have at least 1 character", "текст не может быть пустым"),
    "string_too_long": ("String should have at most {max_length} character(s)",
                        "текст должен быть не длиннее {max_length} (символов)"),
    "too_short": ("should have at least {min_length} item(s)", "должно быть не меньше {min_length} (элементов)"),
    "too_long": ("should have at most {max_length} item(s)", "должно быть не больше {max_length} (элементов)"),
    "enum": ("Input should be {expected}", "должно быть одним из: {expected}"),
    "literal_error": ("Input should be {expected}", "должно быть одним из: {expected}"),
    "greater_than_equal": ("Input should be greater than or equal to {ge}", "должно быть не меньше {ge}"),
    "greater_than": ("Input should be greater than {gt}", "должно быть больше {gt}"),
    "less_than_equal": ("Input should be less than or equal to {le}", "должно быть не больше {le}"),
    "less_than": ("Input should be less than {lt}", "должно быть меньше {lt}"),
    "bool_parsing": ("Input should be a valid boolean", "должно быть true или false"),
    "bool_type": ("Input should be a valid boolean", "должно быть true или false"),
    "dict_type": ("Input should be a valid dictionary", "должно быть объектом"),
    "model_type": ("Input should be a valid dictionary", "должно быть объектом"),
    "model_attributes_type": ("Input should be a valid dictionary", "должно быть объектом"),
    "list_type": ("Input should be a valid list", "должно быть списком"),
    "date_parsing": ("Input should be a valid date", "должно быть датой (ГГГГ-ММ-ДД)"),
    "date_from_datetime_parsing": ("Input should be a valid date", "должно быть датой (ГГГГ-ММ-ДД)"),
    "date_type": ("Input should be a valid date", "должно быть датой (ГГГГ-ММ-ДД)"),
    "union_tag_invalid": ("Input tag {tag} does not match any of the expected tags: {expected_tags}",
                          "{tag} не подходит; ожидается одно из: {expected_tags}"),
    "union_tag_not_found": ("Unable to extract tag using discriminator {discriminator}",
                            "не указано поле {discriminator}"),
    "value_error": ("{error}", "значение не подходит: {error}"),
}
_FALLBACK = ("{message}", "значение не подходит ({type})")   # a pydantic check the catalogue lacks
_STAT_RU = {"firepower": "огневая мощь", "assault": "штурм", "speed": "скорость", "armor": "броня"}
_TYPE_RU = {"unit": "отряд", "asset": "ресурс", "ship": "корабль", "sector": "сектор"}


def rule(code: str, **params: Any) -> PydanticCustomError:
    """A card-model rule broken: raised in a validator, it reaches the import as its code."""
    return PydanticCustomError(code, _TEXT[code][0], params)


def known(code: str) -> bool:
    return code in _TEXT


def from_pydantic(err: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """The code and parameters of one of pydantic's ``errors()``."""
    kind, ctx = err.get("type", ""), dict(err.get("ctx") or {})
    if kind == "string_too_short" and ctx.get("min_length") == 1:
        return "string_empty", {}
    if kind in _TEXT:
        if kind == "value_error":
            ctx = {"error": str(ctx.get("error", err.get("msg", ""))).removeprefix("Value error, ")}
        return kind, {k: (v if isinstance(v, (int, float, str)) else str(v)) for k, v in ctx.items()}
    return "", {"message": str(err.get("msg", "")), "type": kind}


def _ru_value(name: str, value: Any) -> Any:
    if name == "stats" and isinstance(value, str):
        return ", ".join(_STAT_RU.get(s.strip(), s.strip()) for s in value.split(","))
    if name == "type" and isinstance(value, str):
        return _TYPE_RU.get(value, value)
    if isinstance(value, str):   # pydantic's 'a' or 'b' lists
        return value.replace("' or '", "', '")
    return value


def text(code: str, lang: str = "en", **params: Any) -> str:
    """``code`` worded in ``lang`` with ``params`` (a parameter the wording lacks is left out)."""
    en, ru = _TEXT.get(code, _FALLBACK)
    if lang == "ru":
        params = {k: _ru_value(k, v) for k, v in params.items()}
    try:
        return (ru if lang == "ru" else en).format(**params)
    except (KeyError, IndexError, ValueError):
        return ru if lang == "ru" else en


# the grammar's words for what it expected that are descriptions rather than printed words
_EXPECTED_RU = {"a number": "число", "+ or -": "+ или -", "an ability type": "тип способности",
                "a keyword": "ключевое слово", "a quoted keyword": "ключевое слово в кавычках",
                "the end of the text": "конец текста", "an ability": "способность", "a word": "слово",
                "something else": "что-то другое"}
_SHOWN_EXPECTED = 12


def refusal_text(r: Any, lang: str = "en") -> str:
    """Where the ability language stopped reading a text and what it expected there, in ``lang``
    (``r``: an ``abilities.reading.Refusal`` or anything with ``line``, ``column``, ``expected``,
    ``found`` and ``message``). The expected printed words stay the grammar's own.

    >>> from types import SimpleNamespace as R
    >>> r = R(line=1, column=11, expected=("+ or -", '"gets"'), found="cannot", message="")
    >>> print(refusal_text(r, "en"))
    line 1, column 11: unexpected 'cannot'; expected + or -, "gets"
    >>> print(refusal_text(r, "ru"))
    строка 1, столбец 11: не ожидалось «cannot»; ожидалось: + или -, "gets"
    """
    expected = list(r.expected or ())
    words = [(_EXPECTED_RU.get(w, w) if lang == "ru" else w) for w in expected[:_SHOWN_EXPECTED]]
    if len(expected) > _SHOWN_EXPECTED:
        words.append("…")
    joined = ", ".join(words) or (_EXPECTED_RU["something else"] if lang == "ru" else "something else")
    if not expected and r.message:
        message = r.message.split(": ", 1)[1] if r.message.startswith("line ") and ": " in r.message else r.message
        from heresy_app.abilities.reasons import reason  # g15: the reason in the player's language

        return text("ability-other", lang, line=r.line, column=r.column, message=reason(message, lang))
    code = "ability-unexpected" if r.found else "ability-ends-early"
    return text(code, lang, line=r.line, column=r.column, found=r.found, expected=joined)
