"""The grammar of a card's name, and sentences that agree with it (no Qt).

A card's Russian name has a grammatical gender and number — «Чумные десантники» are plural,
«Тактическое отделение» neuter, «Лорд-командующий Эйдолон» masculine — and a sentence whose subject
is that card must agree with it: «Чумные десантники наступают», «Грозовая птица повёрнута». English
names have a number too ("Grey Hunters shoot"). :func:`name_form` reads it from the name: the head
noun (the first noun in the nominative, not inside quotes or after a genitive), by pymorphy3;
:data:`KNOWN` holds the names it reads wrong. The form is kept per name, in both languages.

:func:`agree` rewrites a message template so that the words of which ``{key}`` is the subject —
the verb after it (present, future or past), a short participle or adjective (with «быть»), an
instrumental predicate ("прибывает готовым") and a second verb joined by «и» / «, но» — take the
card's form. A card named in apposition («атака карты {card}») is no subject and is left alone.
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from heresy_app.i18n import pick

if TYPE_CHECKING:
    from heresy_app.engine.state import GameState

__all__ = ["Form", "name_form", "agree", "agree_en", "agreeing", "KNOWN", "SINGULAR"]


class Form(NamedTuple):
    gender: str    # "masc", "femn", "neut" ("masc" for a plural)
    plural: bool


SINGULAR = Form("masc", False)

# names the analyser reads wrong (checked over every card of the shipped database, both languages)
KNOWN: dict[str, Form] = {
    "Хорус Луперкаль": Form("masc", False),      # «Хорус» is no dictionary word; «Луперкаль» read feminine
    "Chosen of Abaddon": Form("masc", True),       # "the Chosen" are many
    "Ogryn Auxilia": Form("masc", True),           # Latin plural
}

_lock = threading.Lock()
_morph_obj: Any = None   # pymorphy3's analyser (the library has no types)


def _morph() -> Any:
    global _morph_obj
    if _morph_obj is None:
        with _lock:
            if _morph_obj is None:
                import pymorphy3
                import pymorphy3_dicts_ru

                _morph_obj = pymorphy3.MorphAnalyzer(path=pymorphy3_dicts_ru.get_path(), lang="ru")
    return _morph_obj


@functools.lru_cache(maxsize=20000)
def _parses(word: str) -> list[Any]:   # pymorphy3's parses
    parses: list[Any] = _morph().parse(word)
    return parses


_WORD = re.compile(r"[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*|«[^»]*»|\"[^\"]*\"|\S")


def _noun(word: str) -> Any:
    """The word's reading as a noun in the nominative, or None."""
    for p in _parses(word.lower()):
        if p.tag.POS == "NOUN" and p.tag.case == "nomn" and p.score >= 0.05:
            return p
    return None


def _adjective(word: str) -> Any:
    for p in _parses(word.lower()):
        if p.tag.POS in ("ADJF", "PRTF") and p.tag.case == "nomn":
            return p
    return None


def _form_of(parse: Any) -> Form:
    if parse.tag.number == "plur":
        return Form("masc", True)
    return Form(parse.tag.gender or "masc", False)


@functools.lru_cache(maxsize=4096)
def name_form(name: str, lang: str = "ru") -> Form:
    """The gender and number of a card's name in ``lang``."""
    name = (name or "").strip()
    if name in KNOWN:
        return KNOWN[name]
    return _NAME_FORMS.get(lang, _en_form)(name)


def _en_form(name: str) -> Form:
    """An English name's form: its number (English has no gender to agree with)."""
    return Form("neut", _en_plural(name))


def _ru_form(name: str) -> Form:
    """A Russian name's form: the gender and number of its head noun."""
    words = [w for w in _WORD.findall(name) if w[0] not in "«\""]
    if not any(re.match(r"[А-Яа-яЁё]", w) for w in words):   # «Фаланга», «Мстительный дух»: the quoted name
        words = _WORD.findall(name.strip("«»\" "))
    first_adj = None
    for w in words:
        if not re.match(r"[А-Яа-яЁё]", w):
            break                      # a comma, a bracket, a number: the head came before it
        if "-" in w:                   # «Лорд-командующий», «Капитан-Генерал»: the first part is the head
            head = _noun(w.split("-")[0])
            if head is not None:
                return _form_of(head)
        noun = _noun(w)
        adj = _adjective(w)
        if noun is not None and (adj is None or first_adj is not None or noun.score >= adj.score):
            if first_adj is not None and first_adj.tag.number == "plur" and noun.tag.number != "plur":
                # «Чумные десантники»: an adjective in the plural before it says the number
                return Form("masc", True)
            return _form_of(noun)
        if adj is not None and first_adj is None:
            first_adj = adj
    return _form_of(first_adj) if first_adj is not None else SINGULAR


#: how each language reads a name's form (English's way for a language not here)
_NAME_FORMS = {"en": _en_form, "ru": _ru_form}

_EN_SINGULAR_S = ("ss", "us", "is", "os", "as")
_EN_OF = re.compile(r"\b(?:of|from|with|in|on)\b", re.I)


def _en_plural(name: str) -> bool:
    """An English name's number: its head word (before "of", a comma or a bracket) a plural."""
    head = _EN_OF.split(re.split(r"[,(\[:]", name)[0])[0].split()
    if not head:
        return False
    word = head[-1].strip("'\"").lower()
    if word in ("men", "children", "people", "marines", "legions", "brothers", "sisters", "guards", "guardsmen"):
        return True
    return word.endswith("s") and not word.endswith(_EN_SINGULAR_S) and len(word) > 3


# ---------------------------------------------------------------------- agreement
_SKIP = {"не", "пока", "уже", "сейчас", "тоже", "снова", "ещё", "еще", "теперь", "всё", "все", "больше"}
_JOIN = {"и", "но", "а"}


def _inflect(word: str, form: Form, kinds: tuple[str, ...] = ("VERB", "PRTS", "ADJS")) -> str | None:
    """``word`` agreeing with ``form`` when it is a verb or a short form of the third person
    singular (present/future) or of the singular (past, short forms); None when it is none of them."""
    for p in _parses(word):
        tag = p.tag
        if tag.POS not in kinds:
            continue
        if tag.POS == "VERB" and tag.tense in ("pres", "futr"):
            if tag.person != "3per" or tag.number != "sing":
                continue
            want = {"plur"} if form.plural else None
        elif tag.POS == "VERB" and tag.tense == "past" or tag.POS in ("PRTS", "ADJS"):
            if tag.number != "sing":
                continue
            want = {"plur"} if form.plural else {form.gender}
        elif tag.POS in ("ADJF", "PRTF"):
            if tag.case != "ablt" or tag.number != "sing" or (tag.gender not in (None, "masc")):
                continue
            want = {"plur", "ablt"} if form.plural else {form.gender, "ablt"}
        else:
            continue
        if want is None:
            return word
        got = p.inflect(want)
        return got.word if got is not None else None
    return None


@functools.lru_cache(maxsize=8192)
def agree(template: str, key: str, form: Form) -> str:
    """``template`` with the predicate of ``{key}`` agreeing with ``form`` (Russian)."""
    if form == SINGULAR or "{" + key not in template:
        return template
    out, pos = [], 0
    for m in re.finditer(r"\{" + re.escape(key) + r"(?::[^}]*)?\}", template):
        if m.start() < pos:
            continue
        prev = re.search(r"([а-яё]+) $", template[:m.start()])
        if prev is not None and any(p.tag.POS == "NOUN" for p in _parses(prev.group(1))[:2]):
            continue                           # «атака карты {card}»: an apposition, not the subject
        out.append(template[pos:m.end()])
        said, pos = _predicate(template[m.end():], form)
        out.append(said)
        pos += m.end()
    out.append(template[pos:])
    return "".join(out)


_TOKEN = re.compile(r"\{[^}]*\}|[А-Яа-яЁё]+|\s+|.")
_STOP = set(";:.!?()—«»")


def _predicate(tail: str, form: Form) -> tuple[str, int]:
    """The words after the subject, agreeing: (the new text, how much of ``tail`` it replaces)."""
    tokens = _TOKEN.findall(tail)
    done: list[str] = []
    state = "verb"           # "verb": the first verb (or a short form) is still to come
    used = kept = 0          # how much of ``tail`` is read, and of ``done`` kept
    for i, tok in enumerate(tokens):
        low = tok.lower()
        if tok.isspace():
            done.append(tok)
            continue
        if tok in _STOP or tok == "," and _next_word(tokens, i) not in _JOIN:
            break
        if tok == "," or tok.startswith("{"):
            if state == "verb":
                break
            done.append(tok)
            continue
        if not re.fullmatch(r"[а-яё]+", low):
            break
        if low in _SKIP:
            done.append(tok)
            continue
        if low in _JOIN:
            if state == "verb":
                break
            state = "join"
            done.append(tok)
            continue
        got = None
        if state in ("verb", "join"):
            got = _inflect(low, form, ("VERB", "PRTS", "ADJS"))
            if got is None and state == "verb":
                break
            if got is not None:
                state = "then" if low not in ("быть",) else "be"
                if low in _AFTER_VERB:
                    state = "be"
        elif state == "be":
            nxt = _next_word(tokens, i)
            noun_next = bool(nxt) and any(p.tag.POS == "NOUN" for p in _parses(nxt)[:1])
            kinds = ("PRTS", "ADJS") if noun_next else ("PRTS", "ADJS", "ADJF", "PRTF")
            got = _inflect(low, form, kinds)
            state = "then"
        elif low == "быть":
            state = "be"
        elif low == "его" and state != "verb":   # «как если бы его скорость была»: the card's
            got = "их" if form.plural else "её" if form.gender == "femn" else None
        if got is not None and "ё" not in low:
            got = got.replace("ё", "е")        # the template's own spelling («повернут»)
        done.append(tok if got is None else (got if tok == low else got.capitalize()))
        used = sum(len(t) for t in tokens[:i + 1])
        kept = len(done)
    return "".join(done[:kept]), used


def _next_word(tokens: Sequence[str], i: int) -> str:
    for t in tokens[i + 1:]:
        if t.strip():
            return t.lower() if re.fullmatch(r"[А-Яа-яЁё]+", t) else ""
    return ""


# a predicate after these verbs agrees with the subject too: «может быть повернут», «прибывает готовым»
_AFTER_VERB = {"прибывает", "становится", "остается", "остаётся", "считается", "оказывается"}


_EN_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do"}


@functools.lru_cache(maxsize=4096)
def agree_en(template: str, key: str, plural: bool) -> str:
    """``template`` with the verb right after ``{key}`` in the plural ("Grey Hunters shoot")."""
    if not plural:
        return template

    def verb(m: re.Match[str]) -> str:
        word = m.group(2)
        if word in _EN_IRREGULAR:
            return m.group(1) + _EN_IRREGULAR[word]
        if word.endswith("ies") and len(word) > 4:
            return m.group(1) + word[:-3] + "y"
        if re.search(r"(ss|sh|ch|x|zz|o)es$", word):
            return m.group(1) + word[:-2]
        if word.endswith("s") and not word.endswith("ss"):
            return m.group(1) + word[:-1]
        return m.group(0)
    skip = r"(?:(?:now|already|also|still|first) )?"
    return re.sub(r"(\{" + re.escape(key) + r"\} " + skip + r")(has|is|was|does|[a-z]+s)\b", verb, template)


def object_of_a_verb(template: str, key: str) -> bool:
    """Whether ``{key}`` of a Russian ``template`` is the object of a transitive verb before it in
    its sentence («Переместить {card}», «Блокировать: {blocker}»: the accusative «карту»); else it
    is named in the nominative, as a subject («{card} наступает»), a label («{card} — в сектор»,
    «Стрельба: {unit} → {target}») or after an intransitive verb («Наступать: {unit}»).

    >>> object_of_a_verb("Вручную: {card} наступает", "card"), object_of_a_verb("Переместить {card} в сектор", "card")
    (False, True)
    >>> object_of_a_verb("Наступать: {unit}", "unit"), object_of_a_verb("Блокировать: {blocker}", "blocker")
    (False, True)
    """
    m = re.search(r"\{" + re.escape(key) + r"(?::[^}]*)?\}", template)
    if m is None:
        return False
    before = re.split(r"[.!?;→—]", template[:m.start()])[-1]
    for w in reversed(re.findall(r"[А-Яа-яЁё]+", before)):
        parses = [p for p in _parses(w.lower())[:2] if p.tag.POS in ("INFN", "VERB")]
        if parses:
            return "tran" in parses[0].tag
    return False


def agreeing(st: GameState, template: str, args: dict[str, Any], lang: str, card_args: Iterable[str], a_card: str,
             hidden: frozenset[str] = frozenset(), english: bool = True) -> str:
    """``template`` with the verbs of each card it names (``args``' keys among ``card_args``, card
    numbers of ``st``) agreeing with the card's name: its number, and in Russian its gender
    («Чумные десантники наступают»); a card named only as ``a_card`` ("a card": ``hidden`` holds
    those argument names) agrees with that. ``english``: False leaves English as written (the
    numbered log of the command line and the scenarios, "P1's Grey Hunters [3] shoots")."""
    agreement, always = _AGREEMENT.get(lang, _AGREEMENT["en"])
    if not english and not always:
        return template
    for k in set(card_args) & args.keys():
        c = args[k]
        if not isinstance(c, int) or c < 0 or c >= len(st.tpl):
            continue
        t = st.tpl[c]
        template = agreement(template, k, a_card if k in hidden else pick(lang, en=t.name, ru=t.name_ru))
    return template


#: each language's agreement of a sentence with a card's name, and whether it applies to the
#: numbered log too (a Russian verb always agrees; English leaves "P1's Grey Hunters [3] shoots")
_AGREEMENT: dict[str, tuple[Callable[[str, str, str], str], bool]] = {
    "en": (lambda template, key, name: agree_en(template, key, name_form(name, "en").plural), False),
    "ru": (lambda template, key, name: agree(template, key, name_form(name, "ru")), True),
}
