"""Several abilities printed on one line, split into its abilities (issue 24).

Players type a whole card's text into one line, and sets print keyword lines the same way:
"Psyker. T Lock this unit: Any unit gets -2 firepower." is two abilities (the keyword Psyker and a
tactic), "+1 assault vs. Infantry. Counter-attack." two constants. A line is cut only at the end of
a sentence where a new ability starts, and never so that one ability's meaning changes:

- a line the language reads whole stays whole ("T: Draw 1 card. Unlimited." is one ability with
  its keyword; "… X = its speed." belongs to its ability);
- a sentence that opens with type letters ("T", "WA Lock this ship, (4+): …", «Т Поверни …») or
  with "During preparation" starts a new ability; every sentence after it, up to the next such
  sentence, belongs to it (its second sentence, its "Unlimited.", its "X = …");
- before the first typed sentence, untyped sentences are cut apart only where each piece reads on
  its own and a piece is a keyword line ("Titan.", «Псайкер.»), or the next one is a reaction
  printed by its trigger ("When this unit is infiltrated, …"), or both are rules of the card
  (keywords, changes to stats, "versus", restrictions); otherwise the run stays whole (a second
  sentence such as "Draw 1 card." after a trigger may be that trigger's: refused, never misplayed).

>>> split_text("Psyker. T Lock this unit: Any unit gets -2 firepower.")
['Psyker.', 'T Lock this unit: Any unit gets -2 firepower.']
>>> split_text("T: Draw 1 card. Unlimited.")
['T: Draw 1 card. Unlimited.']
>>> split_text("+1 assault vs. Infantry. Counter-attack.")
['+1 assault vs. Infantry.', 'Counter-attack.']
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from heresy_app.cards.model import Card

# the end of a sentence: ".", "!" or ";" ... followed by a space and the next sentence
# (g16c: not after "vs.", which players write before the keyword it names: "+2 firepower vs. Vehicle.")
_SENTENCE_END = re.compile(r"(?<=[.!])(?<![\s(][Vv][Ss]\.)\s+(?=\S)")
# type letters opening a sentence (printed_kind decides whether "A" / «С» are letters or a word)
_LETTERS = re.compile(r"^\s*(ВА|ВA|BA|WA|Т|T|Р|P|R|М|M|Ш|С|C|E|A|А)(?![\wа-яА-ЯёЁ'])", re.IGNORECASE)
# a constant's effects that are rules of the card itself (a piece of them may stand beside another)
_RULE_OPS = frozenset({"keyword", "versus", "restriction", "modify", "counter_attack", "sector_rule", "grant"})


def _sentences(text: str) -> list[str]:
    """The sentences of ``text``; a sentence ending inside parentheses is not an end."""
    out, start, depth = [], 0, 0
    ends = {m.start(): m.end() for m in _SENTENCE_END.finditer(text)}
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        if i in ends and depth == 0:
            out.append(text[start:i].strip())
            start = ends[i]
    out.append(text[start:].strip())
    return [s for s in out if s]


def _typed(sentence: str) -> bool:
    """Does ``sentence`` open an ability by its type letters (or "During preparation")?"""
    from heresy_app.engine.catalog import printed_kind

    kind = printed_kind(sentence)
    if kind == "preparation":
        return True
    return kind != "constant" and bool(_LETTERS.match(sentence))


def _read(text: str, lang: str, tried: bool = True):
    """The form of ``text`` or None. g19d: a piece only tried is read without the refusal's list of the
    words that would have fitted (abilities.try_parse); the whole line (``tried=False``), which is read
    again when it stays whole, with it (both remembered)."""
    from heresy_app.abilities import AbilityParseError, parse, try_parse

    try:
        return try_parse(text, lang) if tried else parse(text, lang)
    except (AbilityParseError, RecursionError, ValueError):
        return None


def _keywords_only(ability) -> bool:
    return ability.kind == "constant" and all(e.op == "keyword" for e in ability.effects)


def _rules_only(ability) -> bool:
    return (ability.kind == "constant" and not ability.trigger and not ability.conditions
            and all(e.op in _RULE_OPS for e in ability.effects))


def _names_only(ability) -> bool:
    """g16: a keyword line of a name the lexicon does not know ("Command Post.", "Desert.")."""
    from heresy_app.abilities.lexicon import keyword_en

    return _keywords_only(ability) and any(keyword_en(e.keyword) is None for e in ability.effects)


def _may_part(before, after) -> bool:
    """May two untyped pieces that each read stand as two abilities? (A name's line stands only among the
    keyword lines a text starts with.)"""
    if _names_only(after) and not _keywords_only(before):
        return False
    if _keywords_only(before) or _keywords_only(after):
        return True
    if after.kind == "R" and after.trigger is not None:     # a reaction printed by its trigger
        return before.kind in ("constant", "R")
    return _rules_only(before) and _rules_only(after)


def _split_untyped(sentences: list[str], lang: str) -> list[str]:
    """A run of untyped sentences: whole when it reads whole, else cut where every piece reads
    and each cut is allowed (:func:`_may_part`), fewest pieces first; whole when no cut fits."""
    whole = " ".join(sentences)
    if len(sentences) == 1 or _read(whole, lang) is not None:
        return [whole]
    n = len(sentences)
    # best[i]: the fewest pieces covering sentences[:i], as (pieces, last piece's form)
    best: list[tuple[list[str], object] | None] = [None] * (n + 1)
    best[0] = ([], None)
    for i in range(1, n + 1):
        for j in range(i - 1, -1, -1):
            if best[j] is None:
                continue
            piece = " ".join(sentences[j:i])
            form = _read(piece, lang)
            if form is None:
                continue
            pieces, last = best[j]
            if last is not None and not _may_part(last, form):
                continue
            if best[i] is None or len(pieces) + 1 < len(best[i][0]):
                best[i] = (pieces + [piece], form)
    return best[n][0] if best[n] is not None else [whole]


def _keyword_list(sentence: str, lang: str) -> list[str]:
    """g15 (issue 24): keywords typed in one sentence, apart by commas ("counter-attack, infiltrate."):
    one keyword line each, where every piece reads as one; else the sentence as it is."""
    if "," not in sentence or _typed(sentence):
        return [sentence]
    pieces = [p.strip() for p in sentence.rstrip(".!;").split(",")]
    if len(pieces) < 2 or not all(pieces):
        return [sentence]
    lines = [p + "." for p in pieces]
    for line in lines:
        form = _read(line, lang)
        if form is None or not _keywords_only(form):
            return _rule_list(sentence, lang)   # g18c
    return lines


def _rule_list(sentence: str, lang: str) -> list[str]:
    """g18c (issue 24): rules of the card typed in one sentence apart by commas ("+2 FP vs infantry, -1 SP",
    "+1 armor, counter-attack"): one ability each, where the sentence does not read whole and every piece
    reads as a rule of the card (layout.comma_pieces); else the sentence as it is."""
    from heresy_app.abilities.layout import comma_pieces

    lines = comma_pieces(sentence)
    if len(lines) < 2 or _read(sentence, lang) is not None:
        return [sentence]
    for line in lines:
        form = _read(line, lang)
        if form is None or not _rules_only(form):
            return [sentence]
    return lines


_GAP = re.compile(r"\s{2,}")


def _name_lines(sentences: list[str], lang: str) -> tuple[list[str], bool]:
    """g16 (issue 24): the keyword lines of names a text starts with, one a keyword: a sentence of name
    words cut into its keywords ("white scars bike." -> "white scars.", "bike."), and in hurried typing
    the pieces before a double space ("isstvan III  no retreating ...", "gun emplacement  WA lock ...")
    where each is such a line (tokens.name_line_pieces). Everything from the first other piece on stays
    as written. Also: whether a double space set a name line apart (then the text is not read whole:
    "citadel  fortification" is two names, not "Citadel Fortification")."""
    from heresy_app.abilities.tokens import name_line_pieces

    out: list[str] = []
    apart = False
    for n, sentence in enumerate(sentences):
        if _typed(sentence):
            return out + sentences[n:], apart
        chunks = [c for c in _GAP.split(sentence) if c.strip()]
        for m, chunk in enumerate(chunks):
            pieces = name_line_pieces(chunk, lang)
            if pieces is not None and len(pieces) == 1 and len(chunks) == 1:
                out.append(sentence)   # one name: read as it is
                continue
            if pieces is None:
                if m == 0:
                    return out + sentences[n:], apart
                return out + [" ".join(chunks[m:])] + sentences[n + 1:], apart
            apart = apart or len(chunks) > 1
            out.extend(pieces)
    return out, apart


def _name_apart(sentences: list[str], lang: str) -> bool:
    """Does the text's first sentence open with a name line typed apart by a double space, or is it a
    name line of several keywords ("white scars bike.", "Unique Relic.")?"""
    from heresy_app.abilities.tokens import name_line_pieces

    if not sentences or _typed(sentences[0]):
        return False
    if not _GAP.search(sentences[0]):
        pieces = name_line_pieces(sentences[0], lang) if "+" not in sentences[0] else None
        return pieces is not None and len(pieces) > 1
    return name_line_pieces(_GAP.split(sentences[0].strip(), 1)[0], lang) is not None


def _keyword_lead(sentences: list[str], lang: str) -> tuple[str, ...] | None:
    """g16c (issue 24): a leading sentence that reads alone as a rule of the card that always holds (keywords
    "Infiltrate.", «Контратака.»; "+2 firepower vs. Vehicle."; "This unit can't shoot.") is an ability of its
    own where the untyped sentences it opens, read whole, would put it under a condition, a trigger or a kind
    of the sentences after it ("Infiltrate. While this unit is ready, it gets +2 speed." is the keyword
    Infiltrate, always, and a constant while ready): that sentence and the rest's own abilities, when the rest
    reads; else None (the text as it is read below)."""
    if len(sentences) < 2 or _typed(sentences[0]):
        return None
    first = _read(sentences[0], lang)
    if first is None or not (_keywords_only(first) or _rules_only(first)):
        return None
    run = next((n for n, s in enumerate(sentences) if _typed(s)), len(sentences))
    if run < 2:
        return None   # the keyword stands before a typed ability: cut apart below as it is
    whole = _read(" ".join(sentences[:run]), lang)
    if whole is None or whole.kind == "constant" and not whole.conditions and whole.trigger is None:
        return None   # an unconditional constant (the keyword holds as it does alone), or cut apart below
    rest = _split_cached(" ".join(sentences[1:]), lang)
    if not rest or any(_read(piece, lang) is None for piece in rest):
        return None
    return (sentences[0], *rest)


@lru_cache(maxsize=4096)
def _split_cached(text: str, lang: str) -> tuple[str, ...]:
    # g18c: the marks players set between abilities (" / ", " | ", "•", a new line, type letters): abilities.layout
    from heresy_app.abilities.layout import has_marks, pieces
    if has_marks(text) and _read(text.strip(), lang, tried=False) is None:
        parts = pieces(text)
        if len(parts) > 1:
            return tuple(p for part in parts for p in _split_cached(part, lang))
    # end g18c
    sentences = _sentences(text)
    if len(sentences) < 2 and (not sentences or "," not in text) and not _name_apart(sentences, lang):
        return (text.strip(),) if text.strip() else ()   # one sentence: as printed
    named, apart = _name_lines(sentences, lang)
    lead = _keyword_lead(named, lang)   # g16c: "Infiltrate. While this unit is ready, ..."
    if lead is not None:
        return lead
    if not apart and _read(text.strip(), lang, tried=False) is not None:
        return (text.strip(),)   # it reads whole (no name lines typed apart by a double space): as printed
    sentences = named
    if len(sentences) > 1 and "," in text and not any(_typed(s) for s in sentences):   # g18c: a dot that ends no
        ruled = _rule_list(" ".join(sentences), lang)                                   # sentence («+2 огн., -1 СК»)
        sentences = ruled if len(ruled) > 1 else sentences
    sentences = [piece for s in sentences for piece in _keyword_list(s, lang)]
    if len(sentences) < 2:
        return (text.strip(),)
    groups: list[list[str]] = []       # [typed?, sentences...] runs
    run: list[str] = []
    typed_run = False
    for s in sentences:
        if _typed(s):
            if run:
                groups.append((typed_run, run))
            run, typed_run = [s], True
        else:
            run.append(s)
    groups.append((typed_run, run))
    out: list[str] = []
    for typed_run, run in groups:
        out.extend([" ".join(run)] if typed_run else _split_untyped(run, lang))
    return tuple(out)


def split_text(text: str, lang: str = "en") -> list[str]:
    """The abilities printed on one line ``text`` (see the module), in printed order."""
    if not isinstance(text, str):
        return []
    return list(_split_cached(text, lang))


def split_pair(en: str, ru: str) -> list[tuple[str, str]]:
    """One printed ability's English and Russian texts as the abilities they hold, paired in
    printed order. When the two texts split into different numbers of abilities, the line stays
    whole (which piece of one is which of the other cannot be told); a missing text splits alone.

    >>> split_pair("Psyker. T: Draw 1 card.", "Псайкер. Т: Возьми 1 карту.")
    [('Psyker.', 'Псайкер.'), ('T: Draw 1 card.', 'Т: Возьми 1 карту.')]
    """
    en_parts = split_text(en or "", "en") if en and en.strip() else []
    ru_parts = split_text(ru or "", "ru") if ru and ru.strip() else []
    if not en_parts or not ru_parts:
        parts = en_parts or ru_parts
        if len(parts) < 2:
            return [(en, ru)]
        return [(p, "") if en_parts else ("", p) for p in parts]
    if len(en_parts) != len(ru_parts) or len(en_parts) < 2:
        return [(en, ru)]
    return list(zip(en_parts, ru_parts))


def split_card(card: Card) -> Card:
    """A copy of ``card`` (a card model) whose abilities are split into the abilities each line
    holds (an ability with a stored form is kept as it is); ``card`` itself when nothing splits."""
    abilities, changed = [], False
    for ab in card.abilities:
        if ab.ir is not None:
            abilities.append(ab)
            continue
        parts = split_pair(ab.en, ab.ru)
        if len(parts) == 1:
            abilities.append(ab)
            continue
        changed = True
        for en, ru in parts:
            abilities.append(ab.model_copy(update={"en": en or ru, "ru": ru or en, "ir": None}))
    return card.model_copy(update={"abilities": abilities}) if changed else card
