"""Card rulings under the rules they concern.

The card database (heresy_app.cards) owns rulings; this package must not import it. Instead the
application registers a *provider* once at start-up:

    from heresy_app import rules
    rules.set_rulings_provider(lambda: (
        (card.id, card.name, ruling) for card in db.cards() for ruling in card.rulings))

A provider is any callable returning an iterable of rulings. Each item may be
- a :class:`CardRuling`,
- a mapping with ``card_id``, ``card_name``, ``text`` (or ``en``/``ru``), ``sections``,
- a triple ``(card_id, card_name, ruling)`` where ``ruling`` has ``sections`` and either
  ``en``/``ru`` or ``text`` (attributes or keys), and ``card_name`` is a string or has ``en``/``ru``.
An item (or its ruling) with a true ``own`` is one of the player's own rulings or notes
(``kind`` "ruling" or "note"): shown after the shipped ones and marked as theirs.
Items that cannot be understood are skipped (never an error in the reference).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from typing import Any

from heresy_app.rules.model import CardRuling
from heresy_app.rules.store import reference

RulingsProvider = Callable[[], Iterable[Any]]

_provider: RulingsProvider | None = None
_lock = threading.Lock()


def set_rulings_provider(provider: RulingsProvider | None) -> None:
    """Register (or with None, remove) the callable that supplies card rulings."""
    global _provider
    if provider is not None and not callable(provider):
        raise TypeError("the rulings provider must be callable")
    with _lock:
        _provider = provider


def rulings_provider() -> RulingsProvider | None:
    return _provider


def _get(obj: Any, name: str, default: Any = None) -> Any:
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def _names(value: Any) -> tuple[str | None, str | None]:
    if value is None:
        return None, None
    if isinstance(value, str):
        return value, None
    return _get(value, "en"), _get(value, "ru")


def coerce_ruling(item: Any) -> CardRuling | None:
    """One provider item as a :class:`CardRuling`, or None if it is not understood."""
    try:
        if isinstance(item, CardRuling):
            return item
        if isinstance(item, tuple) and len(item) == 3:
            card_id, card_name, ruling = item
            if isinstance(ruling, str):
                return None  # a bare string says nothing about the sections it concerns
        else:
            card_id, card_name, ruling = _get(item, "card_id"), _get(item, "card_name"), item
        name_en, name_ru = _names(card_name)
        text_en = _get(ruling, "en") or _get(ruling, "text")
        text_ru = _get(ruling, "ru") or _get(ruling, "text_ru")
        sections = _get(ruling, "sections") or []
        if isinstance(sections, str):
            sections = [sections]
        if not (card_id and (name_en or name_ru) and (text_en or text_ru)):
            return None
        own = bool(_get(item, "own", False) or _get(ruling, "own", False))
        kind = "note" if (_get(item, "kind") or _get(ruling, "kind")) == "note" else "ruling"
        return CardRuling(
            card_id=str(card_id),
            card_name=str(name_en or name_ru),
            card_name_ru=str(name_ru) if name_ru else None,
            text=str(text_en or text_ru),
            text_ru=str(text_ru) if text_ru else None,
            sections=[str(s) for s in sections],
            own=own,
            kind=kind,
        )
    except (TypeError, ValueError):
        return None


def rulings_for_section(section_id: str, rulings: Iterable[Any] | None = None) -> list[CardRuling]:
    """Card rulings that concern ``section_id``: the shipped ones by card id, then the player's own
    (``own``) by card id.

    ``rulings`` overrides the registered provider (handy in tests and scripts). Without either,
    the list is empty. Raises :class:`UnknownSection` for an id that is not in the reference.
    """
    reference().get(section_id)  # validates the id
    source = rulings
    if source is None:
        provider = _provider
        if provider is None:
            return []
        try:
            source = provider()
        except Exception:  # a broken provider must not break the reference
            return []
    found = [r for r in coerced(source) if section_id in r.sections]
    found.sort(key=lambda r: (r.own, r.card_id, r.text))
    return found


_coerced_kept: tuple[list | tuple, list[CardRuling]] | None = None   # the very list last read, coerced


def coerced(source: Iterable[Any] | None) -> list[CardRuling]:
    """The rulings of ``source`` that are understood, as :class:`CardRuling`; a provider handing
    back the very list it gave last time (the window's, the database's) is not read again."""
    global _coerced_kept
    kept = _coerced_kept
    if kept is not None and kept[0] is source:
        return kept[1]
    out = [r for r in map(coerce_ruling, source or ()) if r is not None]
    if isinstance(source, (list, tuple)):
        _coerced_kept = (source, out)
    return out

