"""One meaning said with another subject, in Russian: the passive and the impersonal as an effect (issue 24, g16a).

The grammar reads an effect in the imperative, the card it acts on as the verb's object: «Уничтожь один
отряд противника», «Верни его в руку владельца», «Нанеси 1 повреждение атакующему отряду». The Russian
edition and its players say the same with the card as the subject or with no one named:

- the reflexive passive: «Отряд противника уничтожается», «1 карта сбрасывается противником»,
  «Атакующему отряду наносится 1 повреждение»;
- the short participle, with or without «будет»: «Ресурс противника уничтожен», «будет повёрнут»;
  «может быть возвращён» (you may);
- the impersonal third person plural: «Этот отряд возвращают в руку владельца» (the verb plural, the card
  singular: it is the object);
- the second person for the imperative: «Вы берёте 2 карты», «ты уничтожаешь …»;
- a cost said as a verbal noun: «Поворот этого отряда: …», «Сброс 1 карты: …», «Уничтожение этого ресурса: …».

Every verb is read through its dictionary forms (pymorphy3): the reflexive's own verb, the participle's
verb, in the aspect the grammar names (the lemma table maps «уничтожает» to «уничтожить»); a verb the
grammar does not read as an effect is left as written. The agent in the instrumental, where it is a
player («противником»), is the one who does it: «противник сбрасывает 1 карту». Only a clause that is
an effect is read so (after the ability's colon, not opening with «когда», «если», «пока», «который» …;
after a comma only where the clause before opened so, or it opens with «и» / «то»); a negated verb is a
restriction («не уничтожается»), left to the restriction passes.
"""

from __future__ import annotations

from functools import lru_cache

from heresy_app.abilities.clauses import BOUNDARY_KINDS, own_sentence, spans

__all__ = ["rewrite", "effect_verb"]

# the verbs the grammar reads as an effect (its lemmas)
EFFECT_VERBS = frozenset({"уничтожить", "повернуть", "развернуть", "сбросить", "вернуть", "положить", "замешать",
                          "перетасовать", "нанести", "переместить", "внедрить", "показать", "перебросить", "взять",
                          "сыграть", "отменить"})
# a cost said as the verb's noun
_VERBAL_NOUNS = {"поворот": "повернуть", "разворот": "развернуть", "сброс": "сбросить", "уничтожение": "уничтожить",
                 "возврат": "вернуть", "возвращение": "вернуть", "внедрение": "внедрить", "перемещение": "переместить",
                 "показ": "показать", "нанесение": "нанести", "перемешивание": "замешать"}
_OPENING = frozenset({"когда", "если", "пока", "при", "после", "который", "как", "чтобы", "где", "вместо", "впервые"})
_LEADING = frozenset({"и", "то", "затем", "потом", "а", "но"})
_PLAYER_AGENTS = {"противником": "противник", "оппонентом": "противник", "врагом": "противник",
                  "владельцем": "владелец", "игроком": "игрок", "тобой": "ты", "вами": "ты"}
_PREPOSITIONS = frozenset({"в", "на", "из", "до", "к", "с", "от", "под", "за", "по", "у", "без", "во", "со"})


def _is(w, *lemmas: str) -> bool:
    return w is not None and w.kind in ("word", "unknown") and w.lemma in lemmas


def _low(w) -> str:
    return w.text.lower().replace("ё", "е") if w.kind in ("word", "unknown") else ""


def _make(template, lemma: str, text: str | None = None):
    return type(template)("word", lemma, text if text is not None else template.text, template.start, False)


@lru_cache(maxsize=4096)
def _parses(word: str) -> tuple:
    from heresy_app.abilities.names import morph

    return tuple(morph().parse(word))


@lru_cache(maxsize=4096)
def effect_verb(word: str, vocabulary: frozenset[str]) -> tuple[str, str] | None:
    """(the grammar's effect lemma, how the word says it) for a verb form: "reflexive" (3rd person
    «уничтожается»), "participle" (short passive «уничтожен»), "plural" (3rd person plural
    «возвращают»), "second" («берёте»); None when it is none of them or not an effect the grammar reads."""
    from heresy_app.abilities.tokens import lemma

    w = word.lower().replace("ё", "е")
    for p in _parses(w):
        tag = p.tag
        if tag.POS == "PRTS" and "pssv" in tag:
            how = "participle"
        elif tag.POS == "VERB" and "indc" in tag and tag.person == "3per" and w.endswith(("ся", "сь")):
            how = "reflexive"
        elif tag.POS == "VERB" and "indc" in tag and tag.person == "3per" and tag.number == "plur":
            how = "plural"
        elif tag.POS == "VERB" and "indc" in tag and tag.person == "2per":
            how = "second"
        else:
            continue
        infinitive = p.normal_form
        bases = [infinitive[:-2] if infinitive.endswith(("ся", "сь")) else infinitive]
        candidates = [w[:-2] if how == "reflexive" else w, *bases]
        for base in bases:
            for q in _parses(base):
                if q.tag.POS == "INFN":
                    for grammemes in ({"3per", "sing", "indc"}, {"impr", "sing"}):
                        form = q.inflect(grammemes)
                        if form is not None:
                            candidates.append(form.word)
                    break
        for c in candidates:
            found = lemma(c, "ru", vocabulary)
            if found in EFFECT_VERBS:
                return found, how
            found = _ASPECT.get(found)
            if found:
                return found, how
    return None


_ASPECT = {"возвратить": "вернуть", "возвращать": "вернуть", "класть": "положить", "брать": "взять",
           "перемещать": "переместить", "наносить": "нанести", "показывать": "показать", "внедрять": "внедрить",
           "сбрасывать": "сбросить", "уничтожать": "уничтожить", "поворачивать": "повернуть",
           "разворачивать": "развернуть", "замешивать": "замешать", "перебрасывать": "перебросить"}


def rewrite(words: list, lang: str, vocabulary: frozenset[str]) -> list:
    """The words with each effect said in another voice put in the grammar's order (Russian words: voice.py
    hands this pass only those)."""
    if not any(w.kind == ":" for w in words):
        return words
    cuts = spans(words, BOUNDARY_KINDS)
    first_colon = next(i for i, w in enumerate(words) if w.kind == ":")
    out: list = []
    for n, (s, e) in enumerate(cuts):
        clause = words[s:e]
        before = words[s - 1].kind if s > 0 else None
        prev = words[cuts[n - 1][0]:cuts[n - 1][1]] if n > 0 else []
        if e <= first_colon:
            clause = _cost(clause, n == 0)
        elif before != "(" and _effect_position(clause, before, prev):
            clause = own_sentence(out, words[s:e], _clause(clause, vocabulary), _LEADING)
        out += clause
        if e < len(words):
            out.append(words[e])
    return out


def _opens(clause: list) -> str:
    i = 0
    while i < len(clause) and _is(clause[i], *_LEADING):
        i += 1
    if i + 1 < len(clause) and _is(clause[i], "каждый", "первый", "в", "во") \
            and _low(clause[i + 1]) in ("раз", "первый", "конце", "начале", "время"):
        return "когда"   # «Каждый раз, когда …», «В первый раз …», «В конце хода …»: a time, not an effect
    return clause[i].lemma if i < len(clause) and clause[i].kind in ("word", "unknown") else ""


def _effect_position(clause: list, before, prev: list) -> bool:
    if _opens(clause) in _OPENING:
        return False
    if before == ",":
        return bool(clause) and (_is(clause[0], *_LEADING) or _opens(prev) in _OPENING)
    return True


_KIND_LETTERS = frozenset({"ва", "т", "р", "м", "с", "е", "ш"})


def _cost(clause: list, first: bool) -> list:
    """«ВА Поворот этого отряда», «Сброс 1 карты», «и сброс 1 карты»: the verb."""
    out: list = []
    start = not first
    for i, w in enumerate(clause):
        if first and all(_low(x) in _KIND_LETTERS or _is(x, *_KIND_LETTERS) for x in clause[:i + 1]):
            out.append(w)
            start = True
            continue
        verb = _VERBAL_NOUNS.get(_low(w)) if start and i + 1 < len(clause) else None
        if verb is not None and clause[i + 1].kind in ("word", "KW", "INT", "unknown"):
            out.append(_make(w, verb))
        else:
            out.append(w)
        start = _is(w, "и")
    return out


def _clause(clause: list, vocabulary: frozenset[str]) -> list:
    lead = 0
    while lead < len(clause) and _is(clause[lead], *_LEADING):
        lead += 1
    head, body = clause[:lead], clause[lead:]
    found = None
    for i, w in enumerate(body):
        if w.kind not in ("word", "unknown"):
            continue
        said = effect_verb(_low(w), vocabulary)
        if said is None:
            continue
        if any(_is(x, "не", "нельзя") or _low(x) == "не" for x in body[max(0, i - 3):i]):
            return clause   # «не уничтожается», «не может быть уничтожен»: a restriction
        found = (i, *said)
        break
    if found is None:
        return clause
    i, verb, how = found
    if how == "plural" and i > 0 and _low(body[i - 1]) in ("будет", "будут"):
        how = "participle"   # «будет повернут»: ё left out, the participle reads as a plural too
    modal: list = []
    start = i
    if how == "participle" and i > 0 and _low(body[i - 1]) in ("будет", "будут", "был", "была", "было", "были"):
        start = i - 1
    if how == "participle" and i > 1 and _is(body[i - 1], "быть") and _is(body[i - 2], "мочь"):
        start = i - 2
        modal = [_make(body[i - 2], "ты", "ты"), body[i - 2]]
    elif how == "participle" and i > 0 and _is(body[i - 1], "быть"):
        return clause
    if how == "second":   # «ты берёшь 2 карты» -> «возьми 2 карты», in its place (after «… или» too)
        if start == 0 or not _is(body[start - 1], "ты"):
            return clause
        return head + body[:start - 1] + modal + [_make(body[i], verb)] + body[i + 1:]
    before, after = body[:start], body[i + 1:]
    agent: list = []
    for part in (before, after):
        named = [j for j, x in enumerate(part) if _low(x) in _PLAYER_AGENTS]
        if len(named) == 1:
            j = named[0]
            agent = [_make(part[j], _PLAYER_AGENTS[_low(part[j])])]
            part[j:j + 1] = []
    if how == "plural" and (agent or not before or not _singular_object(before)):
        return clause   # «Отряды противника поворачивают …»: they may be who does it
    subject, rest = before, after
    if not subject:   # «Противником сбрасываются 2 карты»: the subject after the verb
        cut = next((j for j, x in enumerate(after) if _is(x, *_PREPOSITIONS)), len(after))
        subject, rest = after[:cut], after[cut:]
    if not _subject(subject):
        return clause
    sequel: list = []
    for j, x in enumerate(rest):
        if _is(x, "и") and j + 1 < len(rest) and (_is(rest[j + 1], "не", "мочь") or _low(rest[j + 1]) == "не"):
            sequel = [type(x)(".", ".", ".", x.start), _make(x, "он", "он")] + rest[j + 1:]
            rest = rest[:j]
            break
    verb_word = _make(body[i], verb)
    if verb == "нанести" and rest and rest[0].kind in ("INT", "XVAR"):
        amount = 2 if len(rest) > 1 and rest[1].kind in ("word", "unknown") else 1
        return head + agent + modal + [verb_word] + rest[:amount] + subject + rest[amount:] + sequel
    return head + agent + modal + [verb_word] + subject + rest + sequel


def _subject(subject: list) -> bool:
    """The words are a card said as the subject: no verb of their own («Посмотрите … и выберите …»), no
    dash, no limit («только один отряд»)."""
    if not subject or (subject[0].kind in ("word", "unknown") and _low(subject[0]) in ("только", "ни", "никакой")):
        return False
    if _is(subject[0], "перемещенный", "внедренный") or _low(subject[0]).startswith(("перемещенн", "внедренн")):
        return False   # «Перемещённый отряд повернут»: how the card just moved arrives, read by the grammar
    for w in subject:
        if w.kind not in ("word", "KW", "INT", "unknown", "XVAR"):
            return False
        if w.kind in ("word", "unknown") and any(p.tag.POS in ("VERB", "INFN") for p in _parses(_low(w))[:1]):
            return False
    return True


def _singular_object(phrase: list) -> bool:
    """The phrase before a plural verb is a card in the singular (so not who does it): «Этот отряд»,
    «Один корабль противника»."""
    for w in phrase:
        if (w.kind == "INT" and w.lemma != "1") or _is(w, "оба", "два", "три", "четыре"):
            return False   # «Оба игрока», «2 отряда»: the number governs the noun's case
        if w.kind in ("word", "KW"):
            nouns = [p for p in _parses(w.text.split()[0].lower().replace("ё", "е")) if p.tag.POS == "NOUN"]
            if nouns:
                return all(p.tag.number == "sing" for p in nouns) and any(p.tag.case in ("nomn", "accs") for p in nouns)
    return False
