"""Russian ways of saying what the grammar reads in another order or form (issue 24, g16ru).

A Russian card writer says some things the English card says with words the Russian grammar
already reads, in forms of their own. This module rewrites the tokens (lemmas) of such a clause into
the form the grammar reads, keeping case and aspect by pymorphy3 where the lemmas lose them:

- «Выбранный отряд противника получает -2 к огневой мощи», «Уничтожь выбранный отряд»: a card of the
  player's choice, as the English "Target unit", when nothing was chosen before it in the text (then
  «выбранный» is that earlier choice: «Каждый игрок выбирает отряд, затем поворачивает выбранный отряд»);
- an adverbial participle opening a sentence as its condition: «Блокируя, этот отряд получает +3 к
  броне» (while it blocks: «Пока блокирует, ...»), «Совершая прорыв, этот отряд получает +2 к штурму»
  (when it overruns: «Когда этот отряд совершает прорыв, он получает ...»), «Контратакуя, этот
  отряд наносит вдвое больше повреждений» (when it counter-attacks: «При контратаке ...»);
- active participles in any case and tense, as the grammar's participle of that verb:
  «штурмовавшему отряду» (the assaulting unit), «наступавшего отряда»;
- «вдвое больше повреждений» as «двойные повреждения»;
- a place put first: «В этом секторе отряды техники получают -1 к скорости» (the grammar reads the
  place after the cards it describes: «Отряды техники в этом секторе получают ...»).
"""

from __future__ import annotations

from functools import lru_cache

__all__ = ["rewrite"]

_SENTENCE = frozenset({".", ":", ";"})
# verbs of what a card is doing in a war action: their adverbial participle is a state («пока»);
# any other verb's is an event («когда»)
_STATE_VERBS = frozenset({"наступать", "атаковать", "блокировать", "защищаться", "штурмовать", "стрелять"})
# what the grammar reads a subject's verb as, where its lemma differs from the infinitive
_SUBJECT_NOUNS = frozenset({"отряд", "корабль", "актив", "карта"})
# a clause's verb after a place put first: the place goes before it
_PLACE_VERBS = frozenset({"получить", "получать", "мочь", "не", "терять", "потерять", "иметь", "нельзя",
                          "считаться", "наносить", "нанести"})


def _w(template, kind: str, lemma: str, plural: bool = False):
    return type(template)(kind, lemma, template.text, template.start, plural)


def rewrite(words: list, vocabulary: frozenset[str]) -> list:
    """The Russian words with each form of the module's list rewritten as the grammar reads it."""
    if not vocabulary:
        return words
    words = _chosen_as_one(words)
    words = _participles(words, vocabulary)
    words = _double_damage(words)
    words = _gerunds(words, vocabulary)
    words = _place_first(words)
    return words


# ------------------------------------------------------------------ «выбранный отряд»: one of your choice
_NOT_BEFORE_CHOSEN = frozenset({"быть", "этот", "тот", "ранее", "уже", "так", "только", "как"})


def _chosen_as_one(words: list) -> list:
    out: list = []
    chosen_before = False
    for i, w in enumerate(words):
        nxt = words[i + 1] if i + 1 < len(words) else None
        if w.kind == "word" and w.lemma == "выбрать":
            chosen_before = True
        if (w.kind == "word" and w.lemma == "выбранный" and not w.plural and not chosen_before
                and nxt is not None and nxt.kind in ("word", "KW") and nxt.lemma != "цель"
                and not (out and out[-1].kind in ("word", "INT", "XVAR")
                         and out[-1].lemma in _NOT_BEFORE_CHOSEN | {"выбранный"})
                and not (out and out[-1].kind in ("INT", "XVAR"))
                and _singular(w.text)):
            out.append(_w(w, "INT", "1"))
            continue
        out.append(w)
    return out


@lru_cache(maxsize=512)
def _singular(text: str) -> bool:
    from heresy_app.abilities.names import morph

    return any(p.tag.number == "sing" for p in morph().parse(text.lower()) if p.tag.POS == "PRTF")


# ------------------------------------------------------------------ participles in any case and tense
@lru_cache(maxsize=2048)
def _participle_lemma(text: str, vocabulary: frozenset[str]) -> tuple[str, bool] | None:
    """The grammar's participle for an active participle of any case, number and tense of a verb
    whose present active participle the grammar reads («штурмовавшему» -> «штурмующий»), and whether
    it is plural; None if it is none."""
    from heresy_app.abilities.names import morph

    for p in morph().parse(text.lower().replace("ё", "е")):
        if p.tag.POS != "PRTF" or "actv" not in p.tag:
            continue
        verb = morph().parse(p.normal_form)
        for v in verb:
            if v.tag.POS != "INFN":
                continue
            present = v.inflect({"PRTF", "pres", "actv", "masc", "sing", "nomn"})
            if present is not None:
                lemma = present.word.replace("ё", "е")
                if lemma in vocabulary:
                    return lemma, p.tag.number == "plur"
        return None
    return None


def _participles(words: list, vocabulary: frozenset[str]) -> list:
    out = []
    for i, w in enumerate(words):
        nxt = words[i + 1] if i + 1 < len(words) else None
        if (w.kind in ("word", "unknown") and w.lemma not in vocabulary and nxt is not None
                and nxt.kind in ("word", "KW")):
            found = _participle_lemma(w.text, vocabulary)
            if found is not None:
                out.append(_w(w, "word", found[0], found[1]))
                continue
        out.append(w)
    return out


# ------------------------------------------------------------------ «вдвое больше повреждений»
def _double_damage(words: list) -> list:
    out = []
    i = 0
    while i < len(words):
        w = words[i]
        if (w.kind in ("word", "unknown") and w.text.lower() == "вдвое" and i + 2 < len(words)
                and words[i + 1].lemma == "больше" and words[i + 2].lemma == "повреждение"):
            out += [_w(w, "word", "двойной"), words[i + 2]]
            i += 3
            continue
        out.append(w)
        i += 1
    return out


# ------------------------------------------------------------------ «Блокируя, этот отряд ...»
@lru_cache(maxsize=1024)
def _gerund_verb(text: str) -> str | None:
    """The infinitive of an adverbial participle («блокируя» -> «блокировать»), or None."""
    from heresy_app.abilities.names import morph

    for p in morph().parse(text.lower().replace("ё", "е")):
        if p.tag.POS == "GRND":
            return p.normal_form.replace("ё", "е")
    return None


def _gerunds(words: list, vocabulary: frozenset[str]) -> list:
    i = 0
    while i < len(words):
        w = words[i]
        starts = i == 0 or words[i - 1].kind in _SENTENCE
        verb = _gerund_verb(w.text.split()[0]) if starts and w.kind in ("word", "unknown", "KW") and (
            w.kind != "KW" or " " not in w.text.strip()) else None
        if verb is None:
            i += 1
            continue
        comma = i + 1
        while comma < len(words) and words[comma].kind not in _SENTENCE | {","}:
            comma += 1
        if comma >= len(words) or words[comma].kind != "," or comma - i > 4:
            i += 1
            continue
        objects, rest = words[i + 1: comma], words[comma + 1:]
        if w.kind == "KW" and not objects:
            # «Контратакуя, ...»: the keyword's own ability (bonus_when: «при контратаке»)
            new = [_w(w, "word", "при"), w]
        elif verb in _STATE_VERBS or verb in vocabulary and verb in _STATE_VERBS:
            new = [_w(w, "word", "пока"), _w(w, "word", verb)] + objects + [words[comma]]
        elif (len(rest) >= 2 and rest[0].kind == "word" and rest[0].lemma == "этот"
              and rest[1].kind == "word" and rest[1].lemma in _SUBJECT_NOUNS):
            new = ([_w(w, "word", "когда"), rest[0], rest[1], _w(w, "word", verb)] + objects
                   + [words[comma], _w(rest[0], "word", "он")])
            rest = rest[2:]
        else:
            i += 1
            continue
        words = words[:i] + new + rest
        i += len(new)
    return words


# ------------------------------------------------------------------ «В этом секторе отряды ... получают»
def _place_first(words: list) -> list:
    i = 0
    while i + 3 < len(words):
        starts = i == 0 or words[i - 1].kind in _SENTENCE
        if not (starts and words[i].lemma == "в" and words[i + 1].lemma == "этот"
                and words[i + 2].lemma == "сектор" and words[i + 3].kind in ("word", "KW")
                and words[i + 3].plural):
            i += 1
            continue
        # the cards described: up to the clause's verb (no comma, no other place)
        v = i + 3
        while v < len(words) and words[v].kind in ("word", "KW", "INT") and words[v].lemma not in _PLACE_VERBS \
                and words[v].lemma not in ("в", "здесь", "когда", "если", "пока"):
            v += 1
        if v >= len(words) or words[v].kind != "word" or words[v].lemma not in _PLACE_VERBS or v == i + 3:
            i += 1
            continue
        place = words[i: i + 3]
        words = words[:i] + words[i + 3: v] + place + words[v:]
        i = v
    return words
