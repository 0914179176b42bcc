"""Words of restrictions, permissions and additions said in forms of their own (issue 24, g18d).

A restriction, a permission or an addition is said by card writers with words that change nothing
in what the engine plays, or in an order the grammar reads in another place. This module rewrites the
tokens (lemmas) of such a clause into the form the grammar reads:

- "also" / «также», «тоже» before a verb: an addition is the next effect of the sequence ("It also
  gets +1 armor." is "It gets +1 armor." after what came before; «Он также получает ...»);
- "again" after a restricted verb: "It cannot shoot again this battle." is "It cannot shoot this
  battle." (the war action it has just shot in is over for it); «больше не может стрелять» is
  «не может стрелять»;
- "cannot be targeted by ..." is "cannot be the target of ...";
- who locks: "by your opponent's abilities", "by abilities of enemy cards" / «способностями карт
  противника» are "by enemy abilities" («способностями противника»);
- a duration put first in a Russian restriction: «В этом сражении он не может наступать», «В эту ВА
  его нельзя блокировать» (the grammar reads it after the verb: «Он не может наступать в этом сражении»);
- «не может быть блокирован» (blocked, «блокировать» in the glossary; lock is «повернуть»): read as
  «заблокирован» only where what follows is no ability («блокирован способностями» could mean
  locked by them: left unread, so the parser refuses it).
"""

from __future__ import annotations

__all__ = ["rewrite"]

_ENDS = frozenset({".", ":", ";"})
_EN_RESTRICTED = frozenset({"shoot", "charge", "block", "assault", "overrun", "retreat", "infiltrate",
                            "counter-attack", "use", "play", "be"})
_ALSO = {"en": frozenset({"also"}), "ru": frozenset({"также", "тоже"})}
# Russian durations a restriction may open with (as lemmas), longest first
_RU_DURATIONS = (
    ("в", "течение", "этот", "сражение"), ("в", "течение", "этот", "ва"),
    ("до", "конец", "этот", "сражение"), ("до", "конец", "этот", "ва"),
    ("до", "конец", "сражение"), ("до", "конец", "ва"),
    ("в", "этот", "сражение"), ("в", "этот", "ва"),
)
_RU_NOT = frozenset({"нельзя"})
_ABILITY_WORDS_RU = frozenset({"способность", "тактика", "реакция", "модификатор", "эффект", "карта"})


def _w(template, kind: str, lemma: str, plural: bool = False):
    return type(template)(kind, lemma, template.text, template.start, plural)


def _is(w, lemmas) -> bool:
    return w.kind in ("word", "unknown") and w.lemma in lemmas


def rewrite(words: list, lang: str) -> list:
    """The words with each form of the module's list rewritten as the grammar reads it."""
    words = _also(words, lang)
    if lang == "en":
        words = _again_en(words)
        words = _targeted_en(words)
        words = _enemy_abilities_en(words)
    else:
        words = _again_ru(words)
        words = _enemy_abilities_ru(words)
        words = _blocked_ru(words)
        words = _duration_last_ru(words)
    return words


def _also(words: list, lang: str) -> list:
    """"also" / «также» between a subject and its verb (or before an effect): left out."""
    out = []
    for i, w in enumerate(words):
        if (w.kind in ("word", "unknown") and w.text.lower() in _ALSO[lang] and out
                and out[-1].kind not in _ENDS and i + 1 < len(words) and words[i + 1].kind in ("word", "KW")):
            continue
        out.append(w)
    return out


def _again_en(words: list) -> list:
    """"cannot <verb> again": "again" left out (only after "cannot" and a restricted verb)."""
    out = []
    for w in words:
        if (_is(w, {"again"}) and len(out) >= 2 and _is(out[-1], _EN_RESTRICTED)
                and _is(out[-2], {"cannot", "not"})):
            continue
        out.append(w)
    return out


def _targeted_en(words: list) -> list:
    """"cannot be targeted by X" -> "cannot be the target of X"."""
    out = []
    for i, w in enumerate(words):
        if (w.text.lower() == "targeted" and out and _is(out[-1], {"be"}) and i + 1 < len(words)
                and _is(words[i + 1], {"by"})):
            out += [_w(w, "word", "the"), _w(w, "word", "target")]
            continue
        if _is(w, {"by"}) and out and out[-1].text.lower() == "targeted":
            out.append(_w(w, "word", "of"))
            continue
        out.append(w)
    return out


def _enemy_abilities_en(words: list) -> list:
    """"by your opponent's abilities" / "by abilities of enemy cards" / "by abilities of your
    opponent's cards" -> "by enemy abilities"."""
    out, i = [], 0
    while i < len(words):
        w = words[i]
        lem = [x.lemma if x.kind in ("word", "'s") else None for x in words[i:i + 6]]
        if _is(w, {"by"}):
            if lem[1:5] == ["your", "opponent", "'s", "ability"]:
                out += [w, _w(words[i + 1], "word", "enemy"), words[i + 4]]
                i += 5
                continue
            if lem[1:5] == ["ability", "of", "enemy", "card"]:
                out += [w, _w(words[i + 1], "word", "enemy"), words[i + 1]]
                i += 5
                continue
            if lem[1:6] == ["ability", "of", "your", "opponent", "'s"] and i + 6 < len(words) and _is(words[i + 6], {"card"}):
                out += [w, _w(words[i + 1], "word", "enemy"), words[i + 1]]
                i += 7
                continue
        out.append(w)
        i += 1
    return out


def _again_ru(words: list) -> list:
    """«больше не может <глагол>» / «больше нельзя»: «больше» left out."""
    out = []
    for i, w in enumerate(words):
        if (_is(w, {"больше"}) and i + 1 < len(words)
                and (_is(words[i + 1], _RU_NOT) or (_is(words[i + 1], {"не"}) and i + 2 < len(words)
                                                     and _is(words[i + 2], {"мочь"})))):
            continue
        out.append(w)
    return out


def _enemy_abilities_ru(words: list) -> list:
    """«способностями карт противника» -> «способностями противника»."""
    out = []
    for i, w in enumerate(words):
        if (_is(w, {"карта"}) and out and _is(out[-1], {"способность"}) and i + 1 < len(words)
                and words[i + 1].kind in ("word", "unknown") and words[i + 1].text.lower().startswith("противник")):
            continue
        out.append(w)
    return out


def _blocked_ru(words: list) -> list:
    """«быть блокирован» -> «быть заблокирован», unless abilities follow (locked or blocked?)."""
    out = []
    for i, w in enumerate(words):
        low = w.text.lower()
        if (low.startswith("блокирован") and not low.startswith("блокирующ") and out and _is(out[-1], {"быть"})
                and not (i + 1 < len(words) and (_is(words[i + 1], _ABILITY_WORDS_RU)
                                                 or words[i + 1].text.lower().startswith(("способност", "тактик",
                                                                                          "реакци", "эффект"))))):
            out.append(_w(w, "word", "заблокированный", w.plural))
            continue
        out.append(w)
    return out


def _duration_last_ru(words: list) -> list:
    """A duration opening a sentence whose verb is a restriction («не мочь», «нельзя») goes to the end
    of that sentence, where the grammar reads a restriction's duration."""
    out: list = []
    i = 0
    start = True
    while i < len(words):
        w = words[i]
        if start:
            found = None
            for d in _RU_DURATIONS:
                if all(i + k < len(words) and _is(words[i + k], {d[k]}) for k in range(len(d))):
                    found = d
                    break
            if found is not None:
                j = i + len(found)
                comma = j < len(words) and words[j].kind == ","
                end = j + comma
                while end < len(words) and words[end].kind not in _ENDS:
                    end += 1
                body = words[j + comma:end]
                restricted = any(_is(x, _RU_NOT) for x in body) or any(
                    _is(body[k], {"не"}) and _is(body[k + 1], {"мочь"}) for k in range(len(body) - 1))
                if restricted and body and not any(_is(x, {"если", "пока", "когда", "и"}) for x in body):
                    out += body + words[i:j]
                    i = end
                    start = False
                    continue
        start = w.kind in _ENDS
        out.append(w)
        i += 1
    return out
