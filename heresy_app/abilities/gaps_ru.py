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
  place after the cards it describes: «Отряды техники в этом секторе получают ...»);
- «можешь» with «ты» left out, as Russian leaves it («Можешь уничтожить этот отряд»);
- possession as a change: «У одного твоего отряда +1 к скорости» (one of your units gets +1 speed);
- «одного любого броска» (any one roll: any roll), «выбирать целью» (the imperfective of «выбрать
  целью»), «ВА-способности» (WA abilities: «способности ВА»), «карты Т» (T cards: tactics);
- a verb in «-ся» as the passive of the game's verbs: «Когда другой твой корабль поворачивается» (is
  locked: «повернут»), «не блокируется отрядами ...» (cannot be blocked by units ...), and «нельзя
  уничтожить» (cannot be destroyed: «не может быть уничтожен»);
- «Отними 2 от результата» (subtract from), «бросает ещё раз» (rolls again: «заново»), «не могут его
  блокировать» (the pronoun before the infinitive);
- a pronoun whose noun the sentence tells: «Если у противника нет готовых отрядов, он получает -1 флаг»
  (he: the opponent, the only one the condition names that «он» can stand for), «Твои ресурсы ... получают
  +1 к броне, и их нельзя штурмовать» (them: the cards the sentence began with, not this card); «этот
  отряд» on a card that names itself «этот корабль» / «этот ресурс»: the unit the trigger names.
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
    words = _you_may(words)
    words = _possession(words)
    words = _small_forms(words)
    words = _reflexive_passive(words, vocabulary)
    words = _pronouns(words)
    words = _that_card(words)
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
        # g19a: after a sentence, or a card counted before it, «выбранный» may name a card an earlier effect chose
        # («Разверни один свой отряд. Выбранный отряд получает ...»): the grammar reads it so (reader_refs)
        if w.kind in (".", ";") or (w.kind == "INT" and nxt is not None and nxt.kind == "word"
                                    and nxt.lemma in ("отряд", "корабль", "актив", "карта")
                                    and any(x.kind == ":" for x in out)):   # a cost's cards are no choice
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


# ------------------------------------------------------------------ «Можешь уничтожить ...»: «ты» left out
@lru_cache(maxsize=256)
def _second_person(text: str) -> bool:
    from heresy_app.abilities.names import morph

    return any(p.tag.POS == "VERB" and p.tag.person == "2per" for p in morph().parse(text.lower()))


def _you_may(words: list) -> list:
    out: list = []
    for w in words:
        if w.kind == "word" and w.lemma == "мочь" and _second_person(w.text):
            k = len(out) - (1 if out and out[-1].kind == "word" and out[-1].lemma == "не" else 0)
            if not (k > 0 and out[k - 1].kind == "word" and out[k - 1].lemma == "ты"):
                out.insert(k, _w(w, "word", "ты"))
        out.append(w)
    return out


# ------------------------------------------------------------------ «У одного твоего отряда +1 к скорости»
_PLAYERS = frozenset({"ты", "противника", "противник", "противнику", "игрок", "каждый", "оба"})


def _possession(words: list) -> list:
    i = 0
    while i < len(words):
        w = words[i]
        starts = i == 0 or words[i - 1].kind in _SENTENCE | {","}
        if not (starts and w.kind == "word" and w.lemma == "у"):
            i += 1
            continue
        j = i + 1
        while j < len(words) and words[j].kind in ("word", "KW", "INT") and words[j].lemma not in _PLAYERS \
                and words[j].lemma not in ("в", "есть", "нет", "больше", "меньше", "на", "столько"):
            j += 1
        if (j == i + 1 or j + 1 >= len(words) or words[j].kind not in ("+", "-")
                or words[j + 1].kind not in ("INT", "XVAR")):
            i += 1
            continue
        words = words[:i] + words[i + 1: j] + [_w(w, "word", "получить")] + words[j:]
        i = j + 1
    return words


# ------------------------------------------------------------------ small forms
_LETTER_KINDS = {"т": "тактика", "м": "модификатор", "р": "реакция", "с": "событие"}
_LETTERS = ("ва", "т", "м", "р", "с")
_CARD_VERBS = frozenset({"сбросить", "взять", "играть", "разыграть", "показать", "положить", "вернуть"})


def _small_forms(words: list) -> list:
    out: list = []
    i = 0
    while i < len(words):
        w = words[i]
        nxt = words[i + 1] if i + 1 < len(words) else None
        low = w.text.lower().replace("ё", "е")
        # «одного любого броска»: any one roll, any roll
        if w.kind == "INT" and w.lemma == "1" and low.startswith("одн") and nxt is not None and nxt.lemma == "любой":
            i += 1
            continue
        # «выбирать целью»: the imperfective of «выбрать целью»
        if low.startswith("выбира") and nxt is not None and nxt.lemma == "цель":
            out.append(_w(w, "word", "выбрать"))
            i += 1
            continue
        # «ВА-способности»: abilities of that command line («способности ВА»)
        head, dash, tail = low.partition("-")
        if dash and head in _LETTERS and tail.startswith("способност"):
            out += [_w(w, "word", "способность"), _w(w, "word", head)]
            i += 1
            continue
        # «карты Т противника»: cards of that kind (tactics)
        # (the cards as a source of abilities, in the plural; «сбрось карту Т» is a card the grammar reads)
        if (w.kind == "word" and w.lemma in _LETTER_KINDS and out and out[-1].kind == "word"
                and out[-1].lemma == "карта" and out[-1].plural and w.text.isupper()
                and not (len(out) >= 2 and (out[-2].kind in ("INT", "XVAR") or out[-2].lemma in _CARD_VERBS))
                and (nxt is None or nxt.kind not in (":", "("))):
            out[-1] = _w(out[-1], "word", _LETTER_KINDS[w.lemma], out[-1].plural)
            i += 1
            continue
        # «Отними 2 от результата броска»: subtract from
        if (w.kind == "word" and w.lemma == "от" and len(out) >= 2 and out[-1].kind in ("INT", "XVAR")
                and out[-2].lemma == "вычесть"):
            out.append(_w(w, "word", "из"))
            i += 1
            continue
        # «бросает ещё раз»: rolls again
        if (w.kind == "word" and w.lemma == "еще" and nxt is not None and nxt.lemma == "раз" and out
                and out[-1].lemma in ("бросить", "перебросить")):
            out.append(_w(w, "word", "заново"))
            i += 2
            continue
        # «не могут его блокировать»: the pronoun before the infinitive
        if (w.kind == "word" and w.lemma == "он" and out and out[-1].lemma == "мочь" and nxt is not None
                and nxt.kind == "word" and _infinitive(nxt.text)):
            out += [nxt, w]
            i += 2
            continue
        out.append(w)
        i += 1
    return out


@lru_cache(maxsize=512)
def _infinitive(text: str) -> bool:
    from heresy_app.abilities.names import morph

    return any(p.tag.POS == "INFN" for p in morph().parse(text.lower()))


# ------------------------------------------------------------------ «поворачивается», «нельзя уничтожить»
# the game's verbs, imperfective to perfective (the passive participle the grammar reads is the perfective's)
_PERFECTIVE = {"поворачивать": "повернуть", "разворачивать": "развернуть", "уничтожать": "уничтожить",
               "внедрять": "внедрить", "перемещать": "переместить", "сбрасывать": "сбросить",
               "блокировать": "заблокировать", "атаковать": "атаковать", "штурмовать": "штурмовать"}
# after «нельзя»: the verbs whose «нельзя» the grammar does not read as it reads «не может быть ...-н»
_NELZYA = frozenset({"уничтожить", "уничтожать", "развернуть", "разворачивать"})


@lru_cache(maxsize=512)
def _passive_of(text: str, reflexive: bool) -> str | None:
    """The perfective passive participle (full, masculine nominative) of a game verb: of its form in
    «-ся» (``reflexive``, «поворачивается») or of its infinitive («уничтожить»)."""
    from heresy_app.abilities.names import morph

    low = text.lower().replace("ё", "е")
    for p in morph().parse(low):
        if reflexive:
            if p.tag.POS != "VERB" or not low.endswith(("ся", "сь")):
                continue
            base = p.normal_form.replace("ё", "е")
            base = base[:-2] if base.endswith(("ся", "сь")) else base
        else:
            if p.tag.POS != "INFN":
                continue
            base = p.normal_form.replace("ё", "е")
        perfective = _PERFECTIVE.get(base, base)
        for v in morph().parse(perfective):
            if v.tag.POS == "INFN":
                part = v.inflect({"PRTF", "past", "pssv", "masc", "sing", "nomn"})
                if part is not None:
                    return part.word.replace("ё", "е")
        return None
    return None


def _reflexive_passive(words: list, vocabulary: frozenset[str]) -> list:
    out: list = []
    when = False
    for i, w in enumerate(words):
        if w.kind in _SENTENCE:
            when = False
        if w.kind == "word" and w.lemma == "когда":
            when = True
        low = w.text.lower()
        if w.kind in ("word", "unknown") and low.endswith(("ся", "сь")) and w.lemma not in ("являться",):
            part = _passive_of(w.text, True)
            if part is not None and part in vocabulary:
                if out and out[-1].kind == "word" and out[-1].lemma == "не" and w.lemma not in vocabulary:
                    # «не блокируется отрядами ...»: cannot be blocked by them (a form the grammar knows
                    # is left as it is: «не разворачивается в конце хода», it does not ready)
                    out += [_w(w, "word", "мочь"), _w(w, "word", "быть"), _w(w, "word", part, w.plural)]
                    continue
                if when and out and out[-1].kind in ("word", "KW") and out[-1].lemma not in _PLAYERS:
                    out.append(_w(w, "word", part, w.plural))   # «Когда этот корабль поворачивается»: is locked
                    continue
        if w.kind == "word" and w.lemma in _NELZYA and out and out[-1].kind == "word" and out[-1].lemma == "нельзя":
            part = _passive_of(w.text, False)
            if part is not None and part in vocabulary:
                out[-1] = _w(out[-1], "word", "не")
                out += [_w(w, "word", "мочь"), _w(w, "word", "быть"), _w(w, "word", part)]
                continue
        out.append(w)
    return out


# ------------------------------------------------------------------ pronouns the sentence tells
_OPPONENT_FORMS = frozenset({"противника", "противник", "противнику"})
_CARD_NOUNS = frozenset({"отряд", "корабль", "актив", "карта"})
_HE = frozenset({"он"})
_THEY = frozenset({"их", "они", "им", "ими"})


def _sentences(words: list) -> list[tuple[int, int]]:
    out, start = [], 0
    for i, w in enumerate(words):
        if w.kind in _SENTENCE:
            out.append((start, i))
            start = i + 1
    out.append((start, len(words)))
    return out


def _pronouns(words: list) -> list:
    for start, end in reversed(_sentences(words)):
        sentence = words[start:end]
        new = _he_the_opponent(sentence) or _they_the_subject(sentence)
        if new is not None:
            words = words[:start] + new + words[end:]
    return words


def _he_the_opponent(s: list) -> list | None:
    """«Если у противника …, он …»: «он» after a condition that names the opponent and no single card."""
    if not s or s[0].lemma != "если":
        return None
    for k in range(1, len(s)):
        w = s[k]
        if w.kind == "word" and w.lemma == "он" and w.text.lower() in _HE and s[k - 1].kind == ",":
            before = s[1:k]
            named = any(x.kind == "word" and x.lemma in _OPPONENT_FORMS for x in before)
            cards = any((x.kind == "word" and x.lemma in _CARD_NOUNS and not x.plural) or x.lemma == "он"
                        for x in before)
            if named and not cards:
                return s[:k] + [_w(w, "word", "противник")] + s[k + 1:]
            return None
    return None


def _they_the_subject(s: list) -> list | None:
    """«Твои ресурсы … получают +1 к броне, и их нельзя штурмовать»: «их» after «и» is the cards the
    sentence began with (its subject: the words before its first verb, in the plural)."""
    v = 0
    while v < len(s) and s[v].kind in ("word", "KW", "INT") and s[v].lemma not in _PLACE_VERBS:
        v += 1
    subject = s[:v]
    if v >= len(s) or not subject or not any(x.plural for x in subject if x.kind in ("word", "KW")) \
            or any(x.lemma in ("если", "когда", "пока", "он") for x in subject):
        return None
    for k in range(v + 1, len(s)):
        w = s[k]
        if (w.kind == "word" and w.lemma == "он" and w.text.lower() in _THEY and s[k - 1].lemma == "и"
                and k + 1 < len(s) and s[k + 1].lemma in ("нельзя", "не")):
            return s[:k] + subject + s[k + 1:]
    return None


# ------------------------------------------------------------------ «этот отряд» on a card that is «этот корабль»
_SELF_NOUNS = frozenset({"отряд", "корабль", "актив"})


def _that_card(words: list) -> list:
    """«Р Когда один из твоих отрядов уничтожен, поверни этот корабль: Положи этот отряд на верх своей
    колоды»: the card names itself «этот корабль», so «этот отряд» is no name of it but the unit the
    trigger names («тот отряд», "that unit"). Read so only where the card names itself as one kind of
    card, the trigger names a card of another kind not as «этот», and «этот» names that other kind after
    the trigger; elsewhere «этот отряд» is this card, as the grammar reads it."""
    if not words or words[0].lemma not in ("р", "когда") and not (len(words) > 2 and words[2].lemma == "когда"):
        return words
    start = next((i for i, w in enumerate(words) if w.kind == "word" and w.lemma == "когда"), None)
    if start is None:
        return words
    end = start
    while end < len(words) and words[end].kind not in (",", ":", "."):
        end += 1
    trigger = words[start:end]
    named = {w.lemma for w in trigger if w.kind == "word" and w.lemma in _SELF_NOUNS}
    this_in_trigger = {trigger[k + 1].lemma for k in range(len(trigger) - 1)
                       if trigger[k].lemma == "этот" and trigger[k + 1].lemma in _SELF_NOUNS}
    this_after = [k for k in range(end, len(words) - 1)
                  if words[k].kind == "word" and words[k].lemma == "этот" and words[k + 1].lemma in _SELF_NOUNS]
    kinds_after = {words[k + 1].lemma for k in this_after}
    if this_in_trigger or len(kinds_after) != 2:
        return words
    other = named & kinds_after
    if len(other) != 1:
        return words
    other_kind = other.pop()
    out = list(words)
    for k in this_after:
        if words[k + 1].lemma == other_kind:
            out[k] = _w(words[k], "word", "тот")
    return out
