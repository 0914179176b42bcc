"""One printed ability -> its executable form: the words (:mod:`tokens`), the grammar of the
language (``lang_en.lark`` / ``lang_ru.lark``, lark's Earley parser over those words) and the
transformer (:mod:`reader`).

Every reading of the text is tried: when two readings give different executable forms, the text
is refused as ambiguous, naming both (misreading is worse than refusal). A refusal says where the
text stopped making sense and which words would have fitted there.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from itertools import islice

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError
from lark.lexer import Lexer

from heresy_app.abilities import ir
from heresy_app.abilities.reader import ToIR
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


class _Words(Lexer):
    """Lark's lexer stage: the words are made before parsing (:func:`tokenize`)."""

    def __init__(self, lexer_conf):
        pass

    def lex(self, data):
        yield from data


@lru_cache(maxsize=None)
def _grammar(lang: str) -> tuple[Lark, dict[str, str], frozenset[str]]:
    text = resources.files("heresy_app.abilities").joinpath(f"lang_{lang}.lark").read_text(encoding="utf-8")
    parser = Lark(text, parser="earley", lexer=_Words, start="start", ambiguity="explicit", ordered_sets=False,
                  propagate_positions=False, maybe_placeholders=False)
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
        if w.kind == "word":
            t = _Tok(names[w.lemma], w.text, start_pos=w.start, line=1, column=w.start + 1)
        elif w.kind in ("INT", "XVAR", "KW", "QUOTED", "D6"):
            t = _Tok(w.kind, w.lemma if w.kind in ("INT", "QUOTED") else w.text, start_pos=w.start, line=1,
                     column=w.start + 1)
        elif w.kind in names:
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
        if label not in out:
            out.append(label)
    return out


def read(text: str, lang: str) -> ir.Ability:
    """The executable form of one printed ability in ``lang``; raises :class:`Refusal`."""
    parser, names, vocab = _grammar(lang)
    words = tokenize(text, lang, vocab)
    if not words:
        raise Refusal("too-short", "the ability text is empty", 1, ["an ability"])
    tokens = _tokens(words, names)
    try:
        tree = parser.parse(tokens)
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
    for t in islice(_readings(tree), MAX_READINGS + 1):
        try:
            a = ToIR(lang).transform(t)
        except VisitError as exc:
            inner = exc.orig_exc
            errors.append(inner.errors()[0]["msg"] if hasattr(inner, "errors") else str(inner))
            continue
        if isinstance(a, ir.Ability) and a not in readings:
            readings.append(a)
    if not readings:
        raise Refusal("invalid", errors[0] if errors else "the text says nothing an ability can do", 1)
    if len(readings) > 1:
        raise Refusal("ambiguous", "the text can be read in more than one way", 1, readings=readings)
    return readings[0]


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
