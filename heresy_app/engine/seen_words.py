"""The engine's words as one player sees the game (the board's log, its answers, its summaries):
the players are "you" and "the opponent" («вы», «противник»), a card is named as the board shows it —
no card number; where two cards of the game share a name, a letter (A, B, …) tells them apart, the
same letter on the board and in the text.

:class:`Seen` is the ``players`` argument of :mod:`heresy_app.engine.events` that asks for this;
:func:`for_viewer` makes it. A sentence whose subject is the viewer has its verb in the second person
(:func:`conjugate`: "you pass", «вы берёте»), and "{player}'s" becomes "your".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from heresy_app import i18n

if TYPE_CHECKING:
    from heresy_app.engine.catalog import Template
    from heresy_app.engine.state import GameState

__all__ = ["Seen", "for_viewer", "card_letter", "conjugate", "own_cards"]


class Seen(tuple[str, ...]):
    """The two players' names as ``viewer`` says them."""

    viewer: int = 0
    lang: str = "en"


def for_viewer(viewer: int | None, lang: str = "en") -> Seen:
    """The names as ``viewer`` says them; None: neither player's (watching, hot seat, replays):
    "player 1", "player 2", still with no card numbers."""
    if viewer is None:
        s = Seen(i18n.t(f"seen-player-{p}", lang) for p in (1, 2))
        s.viewer = -1
        s.lang = _worded(lang)
        return s
    names = [i18n.t("seen-you", lang), i18n.t("seen-opponent", lang)]
    if viewer == 1:
        names.reverse()
    s = Seen(names)
    s.viewer = viewer
    s.lang = _worded(lang)
    return s


def _worded(lang: str) -> str:
    """``lang`` when the players' names here are worded in it, else English."""
    return lang if i18n.has("seen-you", lang) else i18n.BASE


_LETTERS: dict[int, tuple[tuple[Template, ...], dict[int, str]]] = {}


def card_letter(st: GameState, c: int) -> str:
    """"A", "B"… when another card of the game has ``c``'s name, else ""."""
    tpl = st.tpl
    found = _LETTERS.get(id(tpl))
    if found is None or found[0] is not tpl:
        by_name: dict[str, list[int]] = {}
        for n, t in enumerate(tpl):
            by_name.setdefault(t.name, []).append(n)
        letters: dict[int, str] = {}
        for numbers in by_name.values():
            if len(numbers) > 1:
                for i, n in enumerate(sorted(numbers)):
                    letters[n] = chr(ord("A") + i) if i < 26 else str(i + 1)
        if len(_LETTERS) > 16:   # one entry a game: a long session keeps a few
            _LETTERS.clear()
        found = _LETTERS[id(tpl)] = (tpl, letters)
    return found[1].get(c, "")


_EN_BASE = {"has": "have", "does": "do", "is": "are", "was": "were"}
_EN_SKIP = ("already", "now", "first", "cannot", "can", "may", "will")


def _en_base(word: str) -> str:
    if word in _EN_BASE:
        return _EN_BASE[word]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if re.search(r"(ss|sh|ch|x|zz)es$", word):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _ru_plural(word: str) -> str:
    if word.endswith("ется"):
        return word[:-4] + "етесь"
    if word.endswith("ится"):
        return word[:-4] + "итесь"
    if word.endswith(("ет", "ёт", "ит")):
        return word + "е"
    if word.endswith("л"):
        return word + "и"
    return word


_RU_VERB = re.compile(r"^[а-яё]+(ет|ёт|ит|ется|ится|ал|ил|ел)$")


def conjugate(template: str, key: str, lang: str) -> str:
    """``template`` with ``{key}`` the viewer: "{key}'s" as "your", its verb in the second person
    (after it, or in Russian just before it) by the language's own rule (English's for a language
    that has none here)."""
    out = template.replace("{" + key + "}'s", i18n.t("seen-your", lang))
    return _CONJUGATE.get(lang, _conjugate_en)(out, key)


def _conjugate_ru(template: str, key: str) -> str:
    def after(m: re.Match[str]) -> str:
        words = m.group(2).split(" ")
        i = 1 if words[0] in ("не", "уже") and len(words) > 1 else 0
        if _RU_VERB.match(words[i]):
            words[i] = _ru_plural(words[i])
        return m.group(1) + " ".join(words)
    out = re.sub(r"(\{" + key + r"\} )([а-яё]+(?: [а-яё]+)?)", after, template)
    # a second verb of the same subject: «{player} отступает и теряет …»
    out = re.sub(r"(\{" + key + r"\} [^,;:.{—]*? и )([а-яё]+)",
                 lambda m: m.group(1) + (_ru_plural(m.group(2)) if _RU_VERB.match(m.group(2)) else m.group(2)),
                 out)
    return re.sub(r"([а-яё]+)( \{" + key + r"\})",
                  lambda m: (_ru_plural(m.group(1)) if _RU_VERB.match(m.group(1)) else m.group(1)) + m.group(2),
                  out)


def _conjugate_en(out: str, key: str) -> str:
    def verb(m: re.Match[str]) -> str:
        words = m.group(2).split(" ")
        i = 1 if words[0] in _EN_SKIP and len(words) > 1 and words[0] not in ("cannot", "can", "may", "will") else 0
        if words[0] in ("cannot", "can", "may", "will"):
            return m.group(0)
        words[i] = _en_base(words[i])
        return m.group(1) + " ".join(words)
    out = re.sub(r"(\{" + key + r"\} )([a-z]+(?: [a-z]+)?)", verb, out)
    # a second verb of the same subject: "{player} has the lower die and chooses"
    return re.sub(r"(\{" + key + r"\} [^,;:.{]*? and )([a-z]+)", lambda m: m.group(1) + _en_base(m.group(2)), out)


#: each language's second person of a verb after (or before) its subject
_CONJUGATE = {"en": _conjugate_en, "ru": _conjugate_ru}


def opponent_possessive(template: str, key: str, lang: str) -> str:
    """``{key}'s`` for the opponent: "the opponent's"."""
    return template.replace("{" + key + "}'s", i18n.t("seen-opponents", lang))


def own_cards(st: GameState, args: dict[str, Any], template: str, lang: str, players: Seen,
              label: Callable[[GameState, int, str], str], player_args: Iterable[str],
              card_args: Iterable[str]) -> dict[str, str]:
    """The card arguments owned by a player the sentence already names, as they are to be said
    ("The opponent puts the opponent's …" said once): when the player is named before the card, not
    as "{player}'s", as the catalog's ``seen-own-card-yours``/``-theirs`` say it ("your X", "their
    X"; in Russian the card's bare ``label(st, c, lang)``, no «(карта противника)» after
    «противник»), else the bare label ("X returns to the opponent's hand")."""
    named: dict[int, list[tuple[int, bool]]] = {}
    for k in set(player_args) & args.keys():
        at = template.find("{" + k + "}")
        if at >= 0 and isinstance(args[k], int) and args[k] >= 0:
            named.setdefault(args[k], []).append((at, template.startswith("{" + k + "}'s", at)))
    out: dict[str, str] = {}
    for k in set(card_args) & args.keys():
        c = args[k]
        at = template.find("{" + k)
        if not isinstance(c, int) or c < 0 or at < 0 or st.owner[c] not in named:
            continue
        said = label(st, c, lang)
        before = [p for p, possessive in named[st.owner[c]] if p < at and not possessive]
        if before:
            mine = st.owner[c] == players.viewer
            out[k] = i18n.t("seen-own-card-yours" if mine else "seen-own-card-theirs", lang, card=said)
        else:
            out[k] = said
    # a second card of a player whose first card the sentence has named with its owner is said
    # bare ("P1's C is a later copy of the unique D", never "… of the unique P1's D")
    placed = sorted((template.find("{" + k), k) for k in set(card_args) & args.keys()
                    if isinstance(args[k], int) and args[k] >= 0 and template.find("{" + k) >= 0)
    owners_said: set[int] = set()
    for _at, k in placed:
        c = args[k]
        if k not in out and st.owner[c] in owners_said:
            out[k] = label(st, c, lang)
        owners_said.add(st.owner[c])
    return out
