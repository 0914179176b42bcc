"""Importing user cards with every check the program can make: the card model (cards), the
shape of each executable form (abilities' IR model), whether the engine can run it, and whether
it says what the printed text says where the ability language reads the text.

``cards`` knows neither the ability language nor the engine (a test keeps it so), so the check of
an executable form is handed to its import from here; the command line (`heresy cards import`) and
the window's "Import user cards" both import through :func:`import_user_cards`.

>>> ir_problem({"kind": "WA", "effects": "zz"})[:2]
('effects', 'Input should be a valid list')
>>> ir_problem({"kind": "WA", "effects": [{"op": "draw", "count": {"kind": "number", "value": 1}}]}) is None
True
>>> ir_problem({"kind": "WA", "effects": [{"op": "draw", "count": {"kind": "number", "value": 2}}]},
...            texts=("WA: Draw 1 card.", "ВА: Возьми 1 карту."))[1]
'the executable form does not say what the text says: the text reads «WA: Draw 1 card.», the form «WA: Draw 2 cards.»'
"""

from __future__ import annotations

from pathlib import Path


def ir_problem(ir: dict, command_type: str | None = None,
               texts: tuple[str, str] | None = None) -> tuple[str, str, str, dict] | None:
    """What is wrong with an ability's executable form (``command_type``: the command line's type,
    for a command line's; ``texts``: its printed English and Russian): ``(field inside the form,
    reason in English, code, parameters)`` (the code words it in Russian too:
    heresy_app.cards.messages), or None when the engine can run it and it says what each text the
    ability language reads says (a form given for a text the language does not read is taken as it
    is: that is how such a card is made playable)."""
    from pydantic import ValidationError

    from heresy_app.abilities import AbilityParseError, parse, render
    from heresy_app.abilities.ir import Ability
    from heresy_app.cards import messages
    from heresy_app.cards.sources import field_path
    from heresy_app.engine.effects import supported

    def coded(field: str, code: str, **params) -> tuple[str, str, str, dict]:
        return field, messages.text(code, "en", **params), code, params

    try:
        ability = Ability.model_validate(ir)
    except ValidationError as err:
        first = err.errors()[0]
        code, params = messages.from_pydantic(first)
        return field_path(first["loc"]), first["msg"].removeprefix("Value error, "), code, params
    except (RecursionError, ValueError, TypeError) as err:
        return coded("", "ir-unreadable", kind=type(err).__name__)
    if command_type is not None and ability.kind != command_type:
        return coded("kind", "ir-command-type", expected=command_type, kind=ability.kind)
    if not supported(ability.model_dump(mode="json"), command=command_type is not None):
        return coded("", "ir-unsupported")
    for text, lang in zip(texts or (), ("en", "ru"), strict=False):
        try:
            read = parse(text, lang)
        except (AbilityParseError, RecursionError):
            continue
        if read.model_dump(mode="json") != ability.model_dump(mode="json"):
            try:
                form = render(ability, lang)
            except Exception:  # noqa: BLE001 - a form the renderer has no words for
                form = ability.kind
            return coded("", "ir-differs", read=render(read, lang), form=form)
    return None


def import_user_cards(path: Path | str, **options):
    """:func:`heresy_app.cards.user_cards.import_file` with each executable form checked, and each
    line that holds several abilities ("Psyker. T Lock this unit: …") stored as those abilities
    (:func:`heresy_app.abilities.split.split_card`)."""
    from heresy_app.abilities.split import split_card
    from heresy_app.cards.user_cards import import_file

    return import_file(path, check_ir=ir_problem, prepare=split_card, **options)
