"""What a card file's import says about a row, in every language: one catalogue of codes, each the
message ``card-<code>`` of the message catalog (heresy_app/i18n, cards.ftl).

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

from heresy_app.i18n import has, message_ids, t

# code -> the message card-<code> of the catalog (heresy_app/i18n, cards.ftl); $name are the parameters


def rule(code: str, **params: Any) -> PydanticCustomError:
    """A card-model rule broken: raised in a validator, it reaches the import as its code."""
    return PydanticCustomError(code, t(f"card-{code}", "en", **params), params)


#: messages of cards.ftl that word a parameter, not a code
_WORDS = ("stat", "type", "or", "expected", "unknown-check")


def known(code: str) -> bool:
    return bool(code) and code not in _WORDS and has(f"card-{code}")


def codes() -> list[str]:
    """Every code a problem with a card may have."""
    return [m.removeprefix("card-") for m in message_ids() if m.startswith("card-") and known(m.removeprefix("card-"))]


def from_pydantic(err: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """The code and parameters of one of pydantic's ``errors()``."""
    kind, ctx = err.get("type", ""), dict(err.get("ctx") or {})
    if kind == "string_too_short" and ctx.get("min_length") == 1:
        return "string_empty", {}
    if known(kind):
        if kind == "value_error":
            ctx = {"error": str(ctx.get("error", err.get("msg", ""))).removeprefix("Value error, ")}
        return kind, {k: (v if isinstance(v, (int, float, str)) else str(v)) for k, v in ctx.items()}
    return "", {"message": str(err.get("msg", "")), "type": kind}


def _value(name: str, value: Any, lang: str) -> Any:
    """A parameter in ``lang``: stats and card types by their words, pydantic's "'a' or 'b'" lists."""
    if name == "stats" and isinstance(value, str):
        return ", ".join(t("card-stat", lang, stat=s.strip()) for s in value.split(","))
    if name == "type" and isinstance(value, str):
        return t("card-type", lang, type=value)
    if isinstance(value, str):
        return value.replace("' or '", t("card-or", lang))
    return value


def text(code: str, lang: str = "en", **params: Any) -> str:
    """``code`` worded in ``lang`` with ``params`` (a parameter the wording lacks is left out)."""
    msgid = f"card-{code}" if known(code) else "card-unknown-check"
    return t(msgid, lang, **{k: _value(k, v, lang) for k, v in params.items()})


# the grammar's words for what it expected that are descriptions rather than printed words
_EXPECTED = {"a number": "a-number", "+ or -": "plus-or-minus", "an ability type": "an-ability-type",
             "a keyword": "a-keyword", "a quoted keyword": "a-quoted-keyword",
             "the end of the text": "the-end-of-the-text", "an ability": "an-ability", "a word": "a-word",
             "something else": "something-else"}
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
    words = [t("card-expected", lang, what=_EXPECTED[w]) if w in _EXPECTED else w for w in expected[:_SHOWN_EXPECTED]]
    if len(expected) > _SHOWN_EXPECTED:
        words.append("…")
    joined = ", ".join(words) or t("card-expected", lang, what="something-else")
    message = r.message.split(": ", 1)[1] if r.message and r.message.startswith("line ") and ": " in r.message \
        else (r.message or "")
    from heresy_app.abilities.reasons import REASONS_RU, reason  # g15: the reason in the player's language

    # a reason the language states ("the ability text is empty") says more than the words it expected
    if message and (not expected or message in REASONS_RU):
        return text("ability-other", lang, line=r.line, column=r.column, message=reason(message, lang))
    code = "ability-unexpected" if r.found else "ability-ends-early"
    return text(code, lang, line=r.line, column=r.column, found=r.found, expected=joined)
