"""The field of a gauntlet read from what the user names: deck files, sample decks
(``sample:NAME``) and folders (every deck file in them, by name). Every deck is checked before any
game: a deck that cannot be read or names a card the engine does not know stops the run with one
line naming it (:class:`FieldError`, English and Russian)."""

from __future__ import annotations

import os
from pathlib import Path

from heresy_app.i18n import pick
from heresy_app.lab.plan import Entry


class FieldError(ValueError):
    """A field that cannot be played: ``text(lang)`` is one line in English or Russian."""

    def __init__(self, en: str, ru: str | None = None):
        super().__init__(en)
        self.en, self.ru = en, ru or en

    def text(self, lang: str = "en") -> str:
        return str(pick(lang, en=self.en, ru=self.ru))


def expand(specs) -> list[str]:
    """The deck arguments with every folder replaced by the deck files in it (by name; files of a
    known deck suffix only, not looking into sub-folders)."""
    from heresy_app.decks.formats import SAMPLE_PREFIX, suffixes

    known = set(suffixes())
    out = []
    for spec in specs:
        spec = os.fspath(spec)
        if not spec.startswith(SAMPLE_PREFIX) and os.path.isdir(spec):
            files = sorted(str(p) for p in Path(spec).iterdir()
                           if p.suffix.lower() in known and p.is_file())
            if not files:
                from heresy_app.files import printable
                raise FieldError(f"{printable(spec, 200)}: no deck files in this folder ({', '.join(sorted(known))})",
                                 f"{printable(spec, 200)}: в этой папке нет файлов колод ({', '.join(sorted(known))})")
            out.extend(files)
        else:
            out.append(spec)
    return out


def split_ai(spec):
    """``DECK@AI`` as ``(DECK, AI)``; ``(spec, None)`` when it names no AI. A spec that is an
    existing file or folder is a deck whatever it holds (a file may have ``@`` in its name).

    >>> split_ai("sample:loyalist@veteran"), split_ai("decks/@search:200"), split_ai("sample:traitor")
    (('sample:loyalist', 'veteran'), ('decks/', 'search:200'), ('sample:traitor', None))
    """
    spec = os.fspath(spec)
    if "@" not in spec or os.path.exists(spec):
        return spec, None
    deck, _, ai = spec.rpartition("@")
    return (deck, ai) if deck and ai else (spec, None)


def _check_ai(spec: str, ai: str) -> None:
    from heresy_app.engine.ai import PolicyError, make_policy
    try:
        make_policy(ai)
    except PolicyError as err:
        names = str(err).split(": use ", 1)[-1].replace(" or ", " или ")
        raise FieldError(f"{spec}: {err}", f"{spec}: неизвестный ИИ {ai!r}; есть {names}") from None


def load_field(specs, db, ai: str = "heuristic", focus: str | None = None, focus_ai: str | None = None) -> list[Entry]:
    """The field as plan entries: ``focus`` (when given) first, then the decks of ``specs``.
    ``ai`` plays every deck of ``specs``, ``focus_ai`` (default ``ai``) the focus deck; a spec
    ``DECK@AI`` (a file, a sample or a folder) names its own AI (:func:`split_ai`), so one round
    robin can pit AIs against each other, or the same deck played by two."""
    from heresy_app.decks.practice import playable_ids
    from heresy_app.engine.simulate import check_deck

    named = []
    if focus is not None:
        deck, own = split_ai(focus)
        if own:
            _check_ai(focus, own)
        named.append((deck, own or focus_ai or ai))
    for spec in specs:
        deck, own = split_ai(spec)
        if own:
            _check_ai(os.fspath(spec), own)
        named.extend((path, own or ai) for path in expand([deck]))
    entries = []
    for spec, policy in named:
        try:
            ids, name = playable_ids(spec, db)
            entries.append(Entry(name, tuple(check_deck(ids, name, db)), policy))
        except (ValueError, OSError) as err:
            en = _first_line(err, "en")
            ru = _first_line(err, "ru")
            raise FieldError(en if spec in en else f"{spec}: {en}", ru if spec in ru else f"{spec}: {ru}") from None
    if len(entries) < 2:
        raise FieldError("a gauntlet needs at least two decks (or --focus DECK and one more)",
                         "для турнира нужны хотя бы две колоды (или --focus КОЛОДА и ещё одна)")
    return entries


def _first_line(err, lang):
    text = err.text(lang) if hasattr(err, "text") else str(err)
    return text.splitlines()[0] if text else type(err).__name__
