"""Text helpers for the rules reference: folding, tokens, light stemming, stop words.

Folding is deliberately length-preserving (``ё``→``е``, ``Ё``→``Е``), so a position in folded
text is the same position in the original text; search highlighting relies on it.
"""

from __future__ import annotations

import functools
import re
import unicodedata

_FOLD = str.maketrans({"ё": "е", "Ё": "Е"})
WORD_RE = re.compile(r"[^\W_]+", re.UNICODE)
_CYRILLIC = re.compile(r"[а-я]")


def fold(text: str) -> str:
    """ё → е (and Ё → Е); length-preserving."""
    return text.translate(_FOLD)


def normalise(text: str) -> str:
    """Case-folded, ё-folded, NFC text with runs of whitespace collapsed."""
    text = unicodedata.normalize("NFC", text)
    return " ".join(fold(text).casefold().split())


def words(text: str) -> list[str]:
    """The words of ``text`` (letters and digits), normalised."""
    return WORD_RE.findall(normalise(text))


STOPWORDS_EN = frozenset(
    """a an the is are was were be been being am do does did done doing can could may might must
    shall should will would i me my we our you your he she it its they them their this that these
    those what which who whom whose when where why how of to in on at by for with from as into
    about if or and but not no so than then there here mean means meaning happen happens happened
    any all some get gets got have has had does there s t""".split()
)

STOPWORDS_RU = frozenset(
    """и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее
    мне было вот от меня еще нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был
    него до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней
    для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того
    потому этого какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда зачем
    всех никогда можно при наконец два об другой хоть после над больше тот через эти нас про всего
    них какая много разве три эту моя впрочем хорошо свою этой перед иногда лучше чуть том нельзя
    такой им более всегда конечно всю между значит означает что-то делать происходит бывает ли
    каком какие каких это мой моего моим такое такая такие такую сколько""".split()
)


def is_cyrillic(word: str) -> bool:
    return bool(_CYRILLIC.search(word))


# ---------------------------------------------------------------------------------------------
# Russian: the Snowball stemming algorithm (https://snowballstem.org/algorithms/russian/stemmer.html)

_VOWELS = set("аеиоуыэюя")


def _endings(s: str) -> list[str]:
    return sorted(s.split(), key=len, reverse=True)


_PERFECTIVE_1 = _endings("в вши вшись")
_PERFECTIVE_2 = _endings("ив ивши ившись ыв ывши ывшись")
_REFLEXIVE = _endings("ся сь")
_ADJECTIVE = _endings("ее ие ые ое ими ыми ей ий ый ой ем им ым ом его ого ему ому их ых ую юю ая яя ою ею")
_PARTICIPLE_1 = _endings("ем нн вш ющ щ")
_PARTICIPLE_2 = _endings("ивш ывш ующ")
_VERB_1 = _endings("ла на ете йте ли й л ем н ло но ет ют ны ть ешь нно")
_VERB_2 = _endings(
    "ила ыла ена ейте уйте ите или ыли ей уй ил ыл им ым ен ило ыло ено ят ует уют ит ыт ены ить ыть ишь ую ю"
)
_NOUN = _endings("а ев ов ие ье е иями ями ами еи ии и ией ей ой ий й иям ям ием ем ам ом о у ах иях ях ы ь ию ью ю ия ья я")
_DERIVATIONAL = _endings("ост ость")
_SUPERLATIVE = _endings("ейш ейше")


def _regions(word: str) -> tuple[int, int]:
    """Start indexes of RV and R2."""
    rv = len(word)
    for i, ch in enumerate(word):
        if ch in _VOWELS:
            rv = i + 1
            break

    def r_after(start: int) -> int:
        for i in range(start + 1, len(word)):
            if word[i] not in _VOWELS and word[i - 1] in _VOWELS:
                return i + 1
        return len(word)

    r1 = r_after(0)
    r2 = r_after(r1)
    return rv, r2


_CANDIDATES: dict[tuple[int, int], tuple[list[str], list[str] | None, list[tuple[int, str, bool]]]] = {}


def _candidates(group1: list[str], group2: list[str] | None) -> list[tuple[int, str, bool]]:
    """The endings of both groups, longest first (group1's first among equal lengths), each with
    whether it needs а/я before it: made once per pair of ending lists (the module's own, kept
    alive here, so an id names one pair)."""
    key = (id(group1), id(group2))
    kept = _CANDIDATES.get(key)
    if kept is None or kept[0] is not group1 or kept[1] is not group2:
        found = [(len(e), e, True) for e in group1] + [(len(e), e, False) for e in (group2 or [])]
        found.sort(key=lambda c: c[0], reverse=True)
        kept = _CANDIDATES[key] = (group1, group2, found)
    return kept[2]


_NONE: list[str] = []


def _strip(word: str, start: int, group1: list[str], group2: list[str] | None = None) -> str | None:
    """Remove the longest ending from group2 (plain) or group1 (needs а/я before it) lying in word[start:]."""
    for _, ending, needs_a in _candidates(group1, group2):
        if word.endswith(ending) and len(word) - len(ending) >= start:
            if needs_a:
                pos = len(word) - len(ending) - 1
                if pos < start or word[pos] not in "ая":
                    continue
            return word[: len(word) - len(ending)]
    return None


def stem_ru(word: str) -> str:
    """Snowball Russian stem of one lower-case, ё-folded word."""
    if len(word) < 3:
        return word
    rv, r2 = _regions(word)
    w = word
    out = _strip(w, rv, _PERFECTIVE_1, _PERFECTIVE_2)
    if out is not None:
        w = out
    else:
        out = _strip(w, rv, _NONE, _REFLEXIVE)
        if out is not None:
            w = out
        out = _strip(w, rv, _NONE, _ADJECTIVE)
        if out is not None:
            w = out
            out = _strip(w, rv, _PARTICIPLE_1, _PARTICIPLE_2)
            if out is not None:
                w = out
        else:
            out = _strip(w, rv, _VERB_1, _VERB_2)
            if out is not None:
                w = out
            else:
                out = _strip(w, rv, _NONE, _NOUN)
                if out is not None:
                    w = out
    if w.endswith("и") and len(w) - 1 >= rv:
        w = w[:-1]
    out = _strip(w, r2, _NONE, _DERIVATIONAL)
    if out is not None:
        w = out
    if w.endswith("нн") and len(w) - 1 >= rv:
        w = w[:-1]
    else:
        out = _strip(w, rv, _NONE, _SUPERLATIVE)
        if out is not None:
            w = out
            if w.endswith("нн"):
                w = w[:-1]
        elif w.endswith("ь") and len(w) - 1 >= rv:
            w = w[:-1]
    return w


# ---------------------------------------------------------------------------------------------
# English: strip common inflections so that a prefix query finds the other forms.

_EN_SUFFIXES = ("ations", "ation", "ings", "ing", "ies", "ied", "ers", "ed", "es", "er", "ly", "s", "y", "e")


def stem_en(word: str) -> str:
    """A deliberately light stem: the part shared by a word's common forms ("charging" → "charg")."""
    if len(word) <= 3 or not word.isalpha():
        return word
    for suffix in _EN_SUFFIXES:
        if word.endswith(suffix):
            if suffix == "s" and word.endswith(("ss", "us", "is")):
                continue
            if suffix == "ed" and word.endswith("eed"):
                continue
            stem = word[: -len(suffix)]
            if len(stem) >= (3 if suffix == "s" else 4):
                return stem
    return word


@functools.lru_cache(maxsize=16384)
def stem(word: str) -> str:
    """The stem used for prefix search: Snowball for Russian words, light stripping for others
    (kept per word: a question's words are stemmed again by the card rulings' search)."""
    return stem_ru(word) if is_cyrillic(word) else stem_en(word)
