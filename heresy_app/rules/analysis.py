"""Words, properly: what the rules search compares (issue 28).

Russian words are reduced to their dictionary form (lemma) by pymorphy3 with its Russian
dictionary, so "повёрнутым", "повернул" and "повернуть" are one word; a reflexive verb is the
plain verb ("разворачиваются" is "разворачивать"). English words are reduced by the Snowball
English stemmer ("charging", "charged", "charges" → "charg"). Numbers stay as they are. The same
function reads the reference's texts when the index is built and the player's question when it is
searched, so both sides always agree.

>>> keys("Повёрнутым отрядам нельзя стрелять")
['повернуть', 'отряд', 'стрелять']
>>> keys("Can a charging unit block?")
['charg', 'unit', 'block']
"""

from __future__ import annotations

import functools
import re
import threading

from heresy_app.rules import text as _text

# Words that carry no meaning for the look-up, compared after reduction (lemmas and stems): the
# question words and the helpers every question has ("можно ли", "can I", "what happens").
STOP_EN = frozenset(
    """a an the is are was were be been being am do doe did done can could may might must shall should
    will would i me my we our you your he she it its they them their this that these those what which
    who whom whose where why how of to in on at by for with from as into about if or and but so than
    then there here s t ve ll d re m just still even also ani all some get got have has had let like
    thing stuff actual realli okay ok pleas els mean happen when whi not no don doesn didn isn aren
    wasn won cant ca work guy buddi""".split()
)
STOP_RU = frozenset(
    """и в во не что он на я с со как а то все весь она так его но да ты к у же вы за бы по только её ее
    мне вот от меня ещё еще нет о из ему теперь когда даже ну ли если уже или ни быть него до вас
    нибудь опять уж вам ведь там потом себя ничего ей мочь они тут где есть надо для мы тебя их чем
    сам чтобы чтоб без будто чего раз тоже себе под ж тогда кто этот тот того потому этого какой
    совсем ним здесь этом почти мой тем нее сейчас куда зачем всех никогда можно при наконец об хоть
    над через про всего них разве впрочем хорошо этой перед иногда лучше чуть том нельзя такой
    им более всегда конечно между значить означать делать происходить бывать это который наш ваш
    твой нужно вообще просто типа короче вроде блин именно ведь работать""".split()
)

_LATIN_WORD = re.compile(r"^[a-z]+$")
# English verbs whose past forms a stemmer cannot join to the verb ("lost" is "lose")
IRREGULAR_EN = {
    **dict.fromkeys(["lost"], "lose"), **dict.fromkeys(["ran"], "run"), **dict.fromkeys(["drew", "drawn"], "draw"),
    **dict.fromkeys(["took", "taken"], "take"), **dict.fromkeys(["shot"], "shoot"),
    **dict.fromkeys(["chose", "chosen"], "choose"), **dict.fromkeys(["won"], "win"), **dict.fromkeys(["fought"], "fight"),
    **dict.fromkeys(["threw", "thrown"], "throw"), **dict.fromkeys(["went", "gone"], "go"),
    **dict.fromkeys(["got", "gotten"], "get"), **dict.fromkeys(["held"], "hold"), **dict.fromkeys(["dealt"], "deal"),
    **dict.fromkeys(["saw", "seen"], "see"), **dict.fromkeys(["made"], "make"), **dict.fromkeys(["kept"], "keep"),
    **dict.fromkeys(["paid"], "pay"), **dict.fromkeys(["brought"], "bring"), **dict.fromkeys(["began", "begun"], "begin"),
    **dict.fromkeys(["broke", "broken"], "break"), **dict.fromkeys(["gave", "given"], "give"),
    **dict.fromkeys(["came"], "come"), **dict.fromkeys(["became"], "become"), **dict.fromkeys(["struck"], "strike"),
    **dict.fromkeys(["laid"], "lay"), **dict.fromkeys(["sent"], "send"), **dict.fromkeys(["spent"], "spend"),
    **dict.fromkeys(["stood"], "stand"), **dict.fromkeys(["fell", "fallen"], "fall"), **dict.fromkeys(["flew", "flown"], "fly"),
    **dict.fromkeys(["wrote", "written"], "write"), **dict.fromkeys(["slain", "slew"], "slay"),
    **dict.fromkeys(["rode", "ridden"], "ride"), **dict.fromkeys(["led"], "lead"), **dict.fromkeys(["met"], "meet"),
}
# British spellings are the same words as the reference's American ones ("armour" is "armor")
BRITISH_EN = {"armour": "armor", "armoured": "armored", "armours": "armors", "defence": "defense",
              "defences": "defenses", "honour": "honor", "colour": "color", "coloured": "colored",
              "manoeuvre": "maneuver", "favour": "favor", "vigour": "vigor"}
_morph_lock = threading.Lock()
_morph_obj = None


def _morph():
    """The one pymorphy3 analyser of the process (its start takes about half a second)."""
    global _morph_obj
    if _morph_obj is None:
        with _morph_lock:
            if _morph_obj is None:
                _morph_obj = _analyser()
    return _morph_obj


@functools.lru_cache(maxsize=1)
def _dictionary_path():
    import pymorphy3_dicts_ru

    return pymorphy3_dicts_ru.get_path()


def _analyser():
    import pymorphy3

    return pymorphy3.MorphAnalyzer(path=_dictionary_path(), lang="ru")


@functools.lru_cache(maxsize=1)
def _english():
    import snowballstemmer

    return snowballstemmer.stemmer("english")


_seeded: dict[str, str] = {}


def seed(known: dict[str, str]) -> None:
    """Words whose keys are known already (the rules index read from its disk cache holds every
    word of the reference): ``key`` answers them without starting the analyser."""
    _seeded.update(known)


def is_seeded(word: str) -> bool:
    return word in _seeded


@functools.lru_cache(maxsize=65536)
def key(word: str) -> str:
    """What a normalised word (``text.words``) is compared by: a Russian lemma, an English stem,
    or the word itself (numbers, words of other alphabets)."""
    seeded = _seeded.get(word)
    if seeded is not None:
        return seeded
    if _text.is_cyrillic(word) and len(word) == 1:   # a letter is itself («Ш:» is no «широта», «Т» no «так»)
        return word
    if _text.is_cyrillic(word):
        morph = _morph()
        with _morph_lock:   # one analyser shared by the threads that search (and the one that warms up)
            parses = morph.parse(word)
        # the likeliest lemma over all its readings («броне»: «броня» in three cases outweighs one
        # odd reading of its own), its likeliest reading telling the part of speech
        totals: dict[str, float] = {}
        for p in parses:
            totals[p.normal_form] = totals.get(p.normal_form, 0.0) + p.score
        best = max(totals, key=lambda lemma: (totals[lemma], -[q.normal_form for q in parses].index(lemma)))
        parse = next(p for p in parses if p.normal_form == best)
        lemma = _text.fold(parse.normal_form)
        if parse.tag.POS in ("VERB", "INFN", "PRTF", "PRTS", "GRND") and lemma.endswith(("ся", "сь")):
            lemma = lemma[:-2]
        return lemma
    if _LATIN_WORD.match(word):
        return _english().stemWord(IRREGULAR_EN.get(word) or BRITISH_EN.get(word, word))
    return word


ROOT_LETTERS = 6


@functools.lru_cache(maxsize=65536)
def root(k: str) -> str | None:
    """A Russian key's root: the first ROOT_LETTERS letters of the Snowball stem of its lemma,
    marked with "~" ("блокирование" and "блокировать" share "~блокир"), where a lemma alone keeps
    a noun and its verb apart. None for other words (the English stem already joins them)."""
    for mark in (PASSIVE, NEGATED):   # an absence feature's root is absent too ("!~блокир")
        if k.startswith(mark):
            r = root(k[len(mark):])
            return mark + r if r else None
    if not _text.is_cyrillic(k):
        return None
    return "~" + _text.stem_ru(k)[:ROOT_LETTERS]


@functools.lru_cache(maxsize=65536)
def in_dictionary(word: str) -> bool:
    """True when ``word`` (normalised) is a Russian word pymorphy3's dictionary knows as written:
    a real word the reference happens not to use («забирать»), never a typo of one of its words."""
    if not _text.is_cyrillic(word):
        return False
    morph = _morph()
    with _morph_lock:
        return bool(morph.word_is_known(word))


# Words that say something is absent or not done ("no cards", "isn't charging", "cannot be blocked",
# «нет карт», «не наступая», «без флагов»): a stop word alone, they make the words they govern a
# feature of their own (negated), read alike in the sections and the question.
NEGATORS = frozenset("no not none without never cannot t nor "
                     "не ни нет без нельзя".split())
NEGATED = "!"
# the words that may stand between a negator and what it governs ("cannot be blocked", "no longer",
# «не может быть заблокирован», «ни одной карты»); any other stop word ends what it governs
# ("decides not to block" says no absence of blocking)
_NEGATION_FILLERS = frozenset("a an the any single one ever even able может мочь один одна одной одного одну".split())
_NEGATION_BE = frozenset("be been being быть был была было были".split())
PASSIVE = "!="   # an absence feature of what is not done to a thing
_NEG_TOKEN = re.compile(r"[^\W_]+|[?.!,;:()«»\"—–]")


def negated(text: str) -> list[str]:
    """The absence features of ``text``: "!" and the key of each of the (at most two) content words
    a negator governs, right after it or after fillers ("any", «ни одной»), up to a sign or another
    stop word ("has no cards in any sector": "!card"; "decides not to block": none). What is not
    done to a thing is told from what it does not do: a negated passive ("cannot be blocked",
    «не может быть заблокирован», «не заблокирован») is PASSIVE and the key ("!=block"), the
    active ("can't block") "!block"."""
    toks = _NEG_TOKEN.findall(_text.normalise(text or ""))
    out: list[str] = []
    for i, tok in enumerate(toks):
        if tok not in NEGATORS:
            continue
        taken = 0
        passive = False
        if toks[i + 1 : i + 2] == ["longer"]:   # "no longer charging" tells a change, not an absence
            continue
        for nxt in toks[i + 1 : i + 5]:
            if nxt in _NEGATION_BE:
                passive = True
                continue
            if nxt in _NEGATION_FILLERS:
                continue
            if not nxt[0].isalnum() or nxt in NEGATORS:
                break
            k = key(nxt)
            if is_stop(k):
                break
            if k.isdigit():
                continue
            out.append((PASSIVE if passive or _is_passive_participle(nxt) else NEGATED) + k)
            taken += 1
            if taken == 2:
                break
    return out


@functools.lru_cache(maxsize=65536)
def _is_passive_participle(word: str) -> bool:
    """True when the likeliest reading of a Russian ``word`` is a passive participle («заблокирован»)."""
    if not _text.is_cyrillic(word):
        return False
    morph = _morph()
    with _morph_lock:
        parses = morph.parse(word)
    return bool(parses) and parses[0].tag.POS in ("PRTS", "PRTF") and "pssv" in parses[0].tag


def is_stop(k: str) -> bool:
    return k in STOP_EN or k in STOP_RU


def keys(text: str, *, stop: bool = True) -> list[str]:
    """The keys of ``text``'s words in order, stop words dropped (all of them kept when every
    word is one: "what is it" still searches for something)."""
    out = [key(w) for w in _text.words(text or "")]
    if not stop:
        return out
    kept = [k for k in out if not is_stop(k)]
    return kept


def tokens(text: str) -> list[tuple[int, int, str, str | None]]:
    """(start, end, key, root) of every word of ``text``: where it stands, for highlighting."""
    folded = _text.fold(text)
    out = []
    for m in _text.WORD_RE.finditer(folded):
        k = key(_text.normalise(m.group(0)))
        out.append((m.start(), m.end(), k, root(k)))
    return out


# The action a question asks about ("can my bikes block", "who takes it", «может закрыть», «стреляет ли
# отряд»): the verb a modal, "who" or «ли» governs, told from the setting the question describes ("his
# charging guy is coming in for melee and all my units are standing up. can any of them block?").
_MODALS_EN = frozenset("can could may might must should will would do does did shall".split())
_SUBJECT_EN = frozenset("i you he she it we they them that this these those one u someone anyone".split())
_DETERMINERS_EN = frozenset("a an the my your his her their our its any some both either each every another".split())
_SKIPPED_EN = frozenset("still also even just really actually then ever not t now already only of all".split())
_MODALS_RU = frozenset("мочь можно нужно надо должный обязанный нельзя вправе".split())
_INDEFINITE_RU = frozenset("нибудь либо то".split())   # «кто-нибудь», «кто-то»: a pronoun, not a question


def asked_verbs(text: str) -> list[str]:
    """The keys of the (at most two) verbs ``text`` asks about: in English the verb after a modal or
    auxiliary and its subject (a pronoun, or a determiner and a noun, or a bare noun: "can my bikes
    jump", "does that stay") or right after "who"; in Russian the infinitive a modal governs («можно
    штурмовать», «может закрыть»), the verb before «ли» or right after «кто»."""
    toks = _NEG_TOKEN.findall(_text.normalise(text or ""))
    out: list[str] = []

    def take(word: str | None) -> None:
        if word and word[0].isalnum() and not word.isdigit():
            k = key(word)
            if not is_stop(k) and k not in out:
                out.append(k)

    for i, tok in enumerate(toks):
        if len(out) >= 2:
            break
        if _text.is_cyrillic(tok):
            _russian_verb(toks, i, take)
            continue
        if tok == "who":
            nxt = toks[i + 1] if i + 1 < len(toks) else None
            if nxt and nxt not in _MODALS_EN:
                take(nxt)
            continue
        if tok not in _MODALS_EN:
            continue
        j = i + 1
        while j < len(toks) and toks[j] in _SKIPPED_EN:
            j += 1
        if i > 0 and toks[i - 1] == "who":   # "who can block": no subject after the modal
            pass
        elif j < len(toks) and toks[j] in _SUBJECT_EN:
            j += 1
        elif j < len(toks) and toks[j] in _DETERMINERS_EN:
            while j < len(toks) and (toks[j] in _DETERMINERS_EN or toks[j] in _SKIPPED_EN):
                j += 1
            j += 1   # the noun (or "them" of "any of them")
        else:
            j += 1   # a bare noun subject ("can ships shoot")
        while j < len(toks) and toks[j] in _SKIPPED_EN:
            j += 1
        if j < len(toks):
            take(toks[j])
    return out


def _russian_verb(toks: list[str], i: int, take) -> None:
    """The verb a Russian modal, «ли» or «кто» at ``toks[i]`` governs, given to ``take``."""
    tok = toks[i]
    if tok == "ли" and i > 0:
        if _pos(toks[i - 1]) in ("VERB", "INFN"):
            take(toks[i - 1])
        return
    if tok == "кто" and i + 1 < len(toks):
        if toks[i + 1] not in _INDEFINITE_RU and _pos(toks[i + 1]) == "VERB":   # not «кто-нибудь»
            take(toks[i + 1])
        return
    if key(tok) in _MODALS_RU:
        for nxt in toks[i + 1 : i + 5]:
            if not nxt[0].isalnum():
                return
            if _pos(nxt) == "INFN":
                take(nxt)
                return


@functools.lru_cache(maxsize=65536)
def _pos(word: str) -> str | None:
    """The part of speech of a Russian ``word``'s likeliest reading (pymorphy3's tag), or None."""
    if not _text.is_cyrillic(word):
        return None
    morph = _morph()
    with _morph_lock:
        parses = morph.parse(word)
    return str(parses[0].tag.POS) if parses and parses[0].tag.POS else None


# What a question asks, told from the setting it describes ("my unit is flipped upside down, can it
# shoot?"): the clause that holds the question — the last one closed by "?", else the last one a
# modal, a question word or «ли» opens — set apart from the clauses before it.
_CLAUSE_SIGNS = frozenset(".!?,;:—–")
_OPENERS_EN = _MODALS_EN | frozenset("what who how when which why is are isn't aren't".split())
_OPENERS_RU = frozenset("можно может могу могут можем нужно надо должен должна должны нельзя ли что как кто "
                        "когда какой какая какие сколько почему зачем".split())


def asked_clause(text: str) -> str | None:
    """The words of the clause ``text`` asks in, when words of a setting stand before it (None when
    the question is one clause or no clause asks): the last clause closed by "?", else the last one
    opened by a modal or a question word ("can it shoot", «можно ли стрелять»)."""
    toks = _NEG_TOKEN.findall(_text.normalise(text or ""))
    clauses: list[tuple[list[str], str]] = []
    words: list[str] = []
    for tok in toks:
        if tok in _CLAUSE_SIGNS:
            if words:
                clauses.append((words, tok))
            words = []
        elif tok[0].isalnum():
            words.append(tok)
    if words:
        clauses.append((words, ""))
    if len(clauses) < 2:
        return None
    pick = next((i for i in range(len(clauses) - 1, -1, -1) if clauses[i][1] == "?"), None)
    if pick is None:
        pick = next((i for i in range(len(clauses) - 1, -1, -1)
                     if clauses[i][0][0] in _OPENERS_EN or clauses[i][0][0] in _OPENERS_RU
                     or "ли" in clauses[i][0]), None)
    if not pick:   # none asks, or the first clause does: nothing of a setting stands before it
        return None
    return " ".join(clauses[pick][0])
