"""One printed ability -> its executable form: the words (:mod:`tokens`), the grammar of the
language (``lang_en.lark`` / ``lang_ru.lark``, lark's Earley parser over those words) and the
transformer (:mod:`reader`).

Every reading of the text is tried: when two readings give different executable forms, the text
is refused as ambiguous, naming both (misreading is worse than refusal). A refusal says where the
text stopped making sense and which words would have fitted there.
"""

from __future__ import annotations

import inspect
from functools import lru_cache
from importlib import resources
from itertools import islice

from lark import Lark, Token, Transformer, Tree
from lark.exceptions import GrammarError, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError
from lark.parsers import earley
from lark.visitors import _VArgsWrapper

from heresy_app.abilities import ir
from heresy_app.abilities.lookahead import AHEAD, LOOKAHEAD_FITS, LookaheadEarley, Words, parse_tokens
from heresy_app.abilities.joins import rewrite as joins
from heresy_app.abilities.places import leading_moved
from heresy_app.abilities.reader_effects import EffectReader  # g19c: the reader with the effect's phrasings
from heresy_app.abilities.reader_nouns import attack_role_left
from heresy_app.abilities.this_nouns import this_named_before, two_nouns_for_this  # g20b, g18d s18
from heresy_app.abilities.tokens import tokenize

__all__ = ["read", "Refusal", "vocabulary"]

MAX_READINGS = 64
"""Readings compared for ambiguity; past this many the text is refused as too ambiguous."""


class Refusal(ValueError):
    """Why a text is not read: ``message`` (English), ``column`` (1-based), ``expected`` (words
    that would have fitted), ``reason`` (a key: ``unknown-word``, ``unexpected``, ``too-short``,
    ``ambiguous``, ``invalid``), ``near`` (the word the reading stopped at)."""

    def __init__(self, reason: str, message: str, column: int = 1, expected=(), near: str = "",
                 readings=(), offset: int | None = None):
        super().__init__(message)
        self.offset = column - 1 if offset is None else offset
        self.reason = reason
        self.message = message
        self.column = column
        self.expected = list(expected)
        self.near = near
        self.readings = list(readings)


@lru_cache(maxsize=None)
def _grammar(lang: str) -> tuple[Lark, dict[str, str], frozenset[str]]:
    text = resources.files("heresy_app.abilities").joinpath(f"lang_{lang}.lark").read_text(encoding="utf-8")
    parser = Lark(text, parser="earley", lexer=Words, start="start", ambiguity="explicit", ordered_sets=False,
                  propagate_positions=False, maybe_placeholders=False)
    engine = parser.parser.parser
    if type(engine) is earley.Parser and LOOKAHEAD_FITS:  # teach lark's Earley to look one word ahead
        engine.__class__ = LookaheadEarley
        engine.prepare_lookahead()
    names = {}
    for t in parser.terminals:
        if t.pattern.type == "str":
            names[t.pattern.value] = t.name
    return parser, names, frozenset(names)


def available(lang: str) -> bool:
    """Does the compositional grammar of ``lang`` exist?"""
    return resources.files("heresy_app.abilities").joinpath(f"lang_{lang}.lark").is_file()


def vocabulary(lang: str) -> frozenset[str]:
    """The words the grammar of ``lang`` is written in."""
    return _grammar(lang)[2]


class _Tok(Token):
    """A grammar token that remembers the word's lemma and number (a plural scope is "all")."""

    __slots__ = ("lemma", "plural", "word_index")


def _tokens(words, names) -> list[Token]:
    out = []
    for i, w in enumerate(words):
        if w.kind == "word" and w.lemma in names:
            t = _Tok(names[w.lemma], w.text, start_pos=w.start, line=1, column=w.start + 1)
        elif w.kind in ("INT", "XVAR", "KW", "QUOTED", "D6"):
            t = _Tok(w.kind, w.lemma if w.kind in ("INT", "QUOTED") else w.text, start_pos=w.start, line=1,
                     column=w.start + 1)
        elif w.kind in names and w.kind != "word":   # a rewrite's word the grammar lacks is an unknown word
            t = _Tok(names[w.kind], w.text, start_pos=w.start, line=1, column=w.start + 1)
        else:
            t = _Tok("UNKNOWN", w.text, start_pos=w.start, line=1, column=w.start + 1)
        t.lemma = w.lemma
        t.plural = w.plural
        t.word_index = i
        out.append(t)
    return out


def _readable(names, lang) -> list[str]:
    _, terminals, _ = _grammar(lang)
    back = {v: k for k, v in terminals.items()}
    special = {"INT": "a number", "XVAR": "X", "KW": "a keyword", "QUOTED": "a quoted keyword", "D6": "d6",
               "$END": "the end of the text"}
    out = []
    for n in sorted(set(names)):
        label = special.get(n) or (f'"{back[n]}"' if n in back else n.lower())
        if label.startswith('"@'):   # a mark a word pass puts in (postnoun's "@role"), never typed
            continue
        if label not in out:
            out.append(label)
    return out


def read(text: str, lang: str, *, lookahead: bool = True, explain: bool = True) -> ir.Ability:
    """The executable form of one printed ability in ``lang``; raises :class:`Refusal`.

    ``lookahead=False`` parses with lark's plain Earley predictor: slower, and always the same
    answer (a test compares the two). ``explain=False`` (g19d): a refusal where the text stops making
    sense does not parse again for the list of every word that would have fitted there (the same
    readings and the same refusal, with a shorter list of expected words)."""
    parser, names, vocab = _grammar(lang)
    words = tokenize(text, lang, vocab)
    if not words:
        raise Refusal("too-short", "the ability text is empty", 1, ["an ability"])
    two = two_nouns_for_this(words, lang)   # g20b: "this asset" ... "this unit": two cards
    if two is not None:
        raise Refusal("ambiguous", f"'this {two[0]}' and 'this {two[1]}' name two cards: which is the one the "
                      "ability is printed on is not said", (two[2].start or 0) + 1, near=two[2].text)
    again = this_named_before(words, lang)   # g18d s18: «Поверни союзного Героя: … штурму этого Героя»
    if again is not None:
        raise Refusal("ambiguous", f"'this {again.lemma}' may be the {again.lemma} named before it or the card the "
                      "ability is printed on: which is not said", (again.start or 0) + 1, near=again.text)
    moved = leading_moved(words, lang)
    joined = joins(moved or words, lang)   # g16c (issue 24): how sentences join (joins.py), read second too
    moved = joined if joined is not None else moved
    try:
        # g19d: when the words may be read again with a leading time or place moved, the first try does
        # not explain its refusal (a second parse); it is explained only when neither reading reads
        return _read_words(words, text, lang, lookahead, explain and moved is None)
    except Refusal as first:
        refusal = first
    quiet = explain and moved is not None     # the first refusal was not explained
    if quiet and refusal.reason == "unknown-word":
        refusal, quiet = _explained(words, text, lang, lookahead), False
    _refuse_cut_short(refusal, lang)   # g17a (issue 24): a word cut short from two words (hurried.py)
    if refusal.reason not in ("unexpected", "too-short", "invalid", "unknown-word" if joined else "") or moved is None:
        raise refusal
    try:
        return _read_words(moved, text, lang, lookahead, False)
    except Refusal:
        raise (_explained(words, text, lang, lookahead) if quiet else refusal) from None


def _explained(words, text: str, lang: str, lookahead: bool) -> Refusal:
    """g19d: the refusal of words that do not read, with every word that would have fitted."""
    try:
        _read_words(words, text, lang, lookahead, True)
    except Refusal as refusal:
        return refusal
    raise AssertionError("a text read once and refused reads the second time")  # pragma: no cover


def _refuse_cut_short(refusal: Refusal, lang: str) -> None:
    """g17a (issue 24): an unknown word that is short for two words or more is refused naming them."""
    if refusal.reason != "unknown-word":
        return
    from heresy_app.abilities.hurried import refusal_reason

    why = refusal_reason(refusal.near, lang)
    if why is not None:
        raise Refusal("ambiguous", why, refusal.column, refusal.expected, near=refusal.near) from None


def _read_words(words, text: str, lang: str, lookahead: bool, explain: bool = True) -> ir.Ability:
    """The executable form of the text's words (see :func:`read`); raises :class:`Refusal`."""
    parser, names, _ = _grammar(lang)
    tokens = _tokens(words, names)
    try:
        try:
            tree = parse_tokens(parser, tokens, lookahead=lookahead)
        except (UnexpectedEOF, UnexpectedToken) as exc:
            if not lookahead or not explain:
                raise
            # The lookahead predicts only what fits the next word, so parse again predicting
            # everything where the text stopped making sense, for the whole list of words that
            # would have fitted there (the same refusal as without the lookahead).
            tok = getattr(exc, "token", None)
            at = getattr(tok, "word_index", len(tokens))
            tree = parse_tokens(parser, tokens, blind_at=at)
    except UnexpectedEOF as exc:
        expected = _readable(exc.expected or [], lang)
        raise Refusal("too-short", f"the text ends too early; expected {_join(expected)}", len(text.rstrip()) + 1,
                      expected) from None
    except UnexpectedToken as exc:
        tok = exc.token
        if tok.type == "$END":
            expected = _readable(exc.expected or [], lang)
            raise Refusal("too-short", f"the text ends too early; expected {_join(expected)}",
                          len(text.rstrip()) + 1, expected) from None
        expected = _readable(exc.expected or [], lang)
        reason = "unknown-word" if tok.type == "UNKNOWN" else "unexpected"
        raise Refusal(reason, f"unexpected {str(tok)!r}; expected {_join(expected)}", getattr(tok, "column", 1) or 1,
                      expected, near=str(tok)) from None
    except UnexpectedInput as exc:  # pragma: no cover - the words are made before parsing
        raise Refusal("unexpected", str(exc).splitlines()[0], getattr(exc, "column", 1)) from None
    readings = []
    errors = []
    trees = [tree] if AHEAD.one_tree else islice(_readings(tree), MAX_READINGS + 1)
    for t in trees:
        try:
            a = _Reader(lang).transform(t)
        except VisitError as exc:
            inner = exc.orig_exc
            errors.append(inner.errors()[0]["msg"] if hasattr(inner, "errors") else str(inner))
            continue
        if attack_role_left(a):   # g20a: "all shooting units": the form names the one card of an attack only
            errors.append("a card named by the attack it makes is the one card of that attack")
            continue
        if isinstance(a, ir.Ability) and a not in readings:
            readings.append(a)
    if not readings:
        raise Refusal("invalid", errors[0] if errors else "the text says nothing an ability can do", 1)
    if len(readings) > 1:
        raise Refusal("ambiguous", "the text can be read in more than one way", 1, readings=readings)
    return readings[0]


def _plain_method(cls, name: str):
    """p13: the function a transformer of class ``cls`` calls for a tree named ``name`` with the
    children as one list (``None`` when it is called some other way: lark's own dispatch then)."""
    for klass in cls.__mro__:
        if name in klass.__dict__:
            found = klass.__dict__[name]
            break
    else:
        return None
    if type(found) is _VArgsWrapper and found.visit_wrapper is None:
        found = found.base_func
    return found if inspect.isfunction(found) else None


class _Reader(EffectReader):
    """p13: the reader, calling its methods as lark's ``Transformer`` does (a tree's method with its
    children, a word left as it is when no method is named after its terminal, an error inside a method
    raised as ``VisitError``) without looking each one up anew: lark makes a new wrapper of the method
    (``v_args``) at every look-up and raises and catches an ``AttributeError`` for every word."""

    _calls: dict = {}
    _words: dict = {}

    def _call_userfunc(self, tree, new_children=None):
        data = tree.data
        call = self._calls.get(data)
        if call is None:
            call = self._calls[data] = _plain_method(type(self), data) or False
        if call is False or data in self.__dict__:
            return super()._call_userfunc(tree, new_children)
        try:
            return call(self, new_children if new_children is not None else tree.children)
        except GrammarError:
            raise
        except Exception as e:
            raise VisitError(data, tree, e)  # noqa: B904 - as lark raises it

    def _call_userfunc_token(self, token):
        kind = token.type
        plain = self._words.get(kind)
        if plain is None:
            plain = self._words[kind] = all(kind not in klass.__dict__ for klass in type(self).__mro__)
        if plain and kind not in self.__dict__ and type(self).__default_token__ is Transformer.__default_token__:
            return token
        return super()._call_userfunc_token(token)


def _join(items: list[str]) -> str:
    if not items:
        return "something else"
    if len(items) > 12:
        items = items[:12] + ["…"]
    return ", ".join(items)


def _readings(tree):
    """Every tree an ambiguous parse stands for (lark's ``_ambig`` nodes), lazily."""
    if not isinstance(tree, Tree):
        yield tree
        return
    if tree.data == "_ambig":
        for child in tree.children:
            yield from _readings(child)
        return
    yield from _product(tree, 0, [])


def _product(tree, i, done):
    if i == len(tree.children):
        yield Tree(tree.data, list(done))
        return
    for child in _readings(tree.children[i]):
        yield from _product(tree, i + 1, done + [child])
