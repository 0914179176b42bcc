"""The search language (docs/search.md): a lark grammar -> a small AST -> SQL with bound parameters.

>>> q = compile_query('type:unit fp>=3 -kw:vehicle "tactical squad" order:-speed')
>>> q.order
[('speed', True)]
>>> q.params
['unit', 3, 'vehicle', 'vehicle', '"tactical squad"']
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from lark import Lark, Token, Transformer, Tree, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from heresy_app.cards import fields
from heresy_app.cards.fields import SEARCH_FIELDS
from heresy_app.cards.model import fold

GRAMMAR = r"""
?start: expr?
?expr: and_expr (OR and_expr)*          -> or_
?and_expr: unary+                        -> and_
?unary: NEG unary                        -> not_
      | atom
?atom: "(" expr ")"
     | FIELD_OP VALUE                    -> filter
     | FIELD_OP STRING                   -> filter
     | STRING                            -> phrase
     | WORD                              -> word

OR.3: /(?i:or|или)(?=[\s()]|$)/
FIELD_OP.2: /[A-Za-zА-Яа-яЁё_]+(!=|<=|>=|:|=|<|>)/
NEG: "-"
STRING: /"[^"]*"/
VALUE: /[^\s()"]+/
WORD: /[^\s()"\-][^\s()"]*/
%ignore /\s+/
"""

_parser = Lark(GRAMMAR, parser="lalr", propagate_positions=False, maybe_placeholders=False)
MAX_DEPTH = 12
"""How deeply terms may nest (each 'or', each group of and-ed terms in parentheses, each '-'): far
beyond any real query, and far within what SQLite's parser and Python's stack take (41 dashes in
a row overflowed SQLite's parser, 490 Python's recursion: issue 16, finding 5)."""


class QueryError(ValueError):
    """A malformed query: ``message`` and the 1-based ``column`` where it went wrong."""

    def __init__(self, message: str, column: int):
        self.message, self.column = message, column
        super().__init__(f"column {column}: {message}")


# ------------------------------------------------------------------ vocabulary (heresy_app/cards/fields.py)

FIELDS = {alias: f.name for f in SEARCH_FIELDS for alias in f.aliases}           # alias -> field name
NUMERIC = {f.name: f.column for f in SEARCH_FIELDS if f.kind == fields.NUMBER}   # field name -> column
VALUES = {f.name: f.values() for f in SEARCH_FIELDS if f.choices}                 # field -> word -> value
ORDER_KEYS = fields.sort_keys()
# what each is: value tests (a new PROPERTY choice needs its line here; a test checks they match)
PROPERTY_SQL = {"unique": "(c.is_unique = 1)", "user": "({USER} = 1)", "flagged": "(c.flags > 0)",
                "flagless": "(c.flags = 0 AND c.type = 'unit')", "owned": "({OWNED} > 0)"}
# number fields that are no column of the cards table: their SQL ({OWNED}: the copies you own,
# filled in by heresy_app.cards.db.CardDB from your collection)
NUMBER_SQL = {"owned": "{OWNED}"}
SQL_OPS = {":": "=", "=": "=", "!=": "!=", "<": "<", "<=": "<=", ">": ">", ">=": ">="}


# ------------------------------------------------------------------ AST

@dataclass(frozen=True)
class Node:
    kind: str                     # and, or, not, text, filter
    children: tuple[Any, ...] = ()
    field: str = ""
    op: str = ""
    value: object = None
    column: int = 0
    value_column: int = 0        # a filter's value, for errors about the value itself


@dataclass
class CompiledQuery:
    """A WHERE clause over ``cards c`` with ``{fts}`` standing for the FTS table's schema prefix."""

    where: str
    params: list[Any] = field(default_factory=list)
    order: list[tuple[str, bool]] = field(default_factory=list)
    text_terms: list[str] = field(default_factory=list)

    def where_for(self, schema: str) -> str:
        return self.where.replace("{S}", schema)


def _fts_literal(text: str, prefix: bool) -> str:
    words = re.findall(r"\w+", fold(text))
    if not words:
        return ""
    if prefix and len(words) == 1:
        return f'"{words[0]}"*'
    return '"' + " ".join(words) + '"' + ("*" if prefix else "")


class _ToAst(Transformer[Token, Node]):
    def __init__(self) -> None:
        super().__init__()

    def or_(self, items: list[Any]) -> Node:
        kids = [i for i in items if not (isinstance(i, Token) and i.type == "OR")]
        return kids[0] if len(kids) == 1 else Node("or", tuple(kids))

    def and_(self, items: list[Any]) -> Node:
        return items[0] if len(items) == 1 else Node("and", tuple(items))

    def not_(self, items: list[Any]) -> Node:
        return Node("not", (items[1],), column=items[0].column)

    def word(self, items: list[Any]) -> Node:
        tok = items[0]
        return Node("text", value=str(tok), op="prefix", column=tok.column)

    def phrase(self, items: list[Any]) -> Node:
        tok = items[0]
        return Node("text", value=str(tok)[1:-1], op="phrase", column=tok.column)

    def filter(self, items: list[Any]) -> Node:
        fo, val = items
        m = re.match(r"([A-Za-zА-Яа-яЁё_]+)(!=|<=|>=|:|=|<|>)$", str(fo))
        assert m is not None   # the grammar's FIELD_OP token is this pattern
        name, op = m.group(1), m.group(2)
        value = str(val)
        if val.type == "STRING":
            value = value[1:-1]
        return Node("filter", field=fold(name), op=op, value=value, column=fo.column, value_column=val.column)


def parse_query(text: str) -> Node | None:
    """Parse a query into its AST; raises :class:`QueryError` with a column on malformed text.

    >>> node = parse_query("тип:отряд или fp>=3")
    >>> node.kind, [(c.field, c.op, c.value) for c in node.children]
    ('or', [('тип', ':', 'отряд'), ('fp', '>=', '3')])
    >>> parse_query("fp>=3 (kw:infantry")
    Traceback (most recent call last):
    ...
    heresy_app.cards.query.QueryError: column 19: a parenthesis is not closed: add ')'
    """
    if len(text) > 2000:
        raise QueryError("the query is too long (2000 characters at most)", 2001)
    try:
        tree = _parser.parse(text)
    except UnexpectedEOF:
        raise QueryError(_eof_message(text), len(text) + 1) from None
    except UnexpectedCharacters as exc:
        pos = exc.pos_in_stream
        ch = text[pos] if pos is not None and pos < len(text) else ""
        if ch == '"':
            raise QueryError('a quoted phrase is not closed: add the closing "', exc.column) from None
        raise QueryError(f"unexpected {ch!r}", exc.column) from None
    except UnexpectedToken as exc:
        tok = exc.token
        if tok.type == "$END":
            raise QueryError(_eof_message(text), len(text) + 1) from None
        if tok.type == "RPAR":
            raise QueryError("a closing parenthesis without an opening one", tok.column) from None
        if tok.type == "OR":
            raise QueryError(f"'{tok}' needs a search term on both sides", tok.column) from None
        raise QueryError(f"unexpected {str(tok)!r}", tok.column) from None
    except UnexpectedInput as exc:  # pragma: no cover - any other lark complaint
        raise QueryError("malformed query", getattr(exc, "column", 1) or 1) from None
    if tree is None or (hasattr(tree, "data") and tree.data == "start" and not tree.children):
        return None
    _check_depth(tree)
    node: Node = _ToAst().transform(tree)
    return node


def _check_depth(tree: Tree[Token]) -> None:
    """QueryError at the first term nested more than :data:`MAX_DEPTH` deep (walked without recursion)."""
    stack: list[tuple[Tree[Token] | Token, int, int]] = [(tree, 0, 0)]
    while stack:
        node, depth, raw = stack.pop()
        if not isinstance(node, Tree):
            continue
        terms = sum(1 for c in node.children if isinstance(c, Tree))
        if node.data == "not_" or (node.data in ("or_", "and_") and terms > 1):   # one term: no level
            depth += 1
        # parentheses around a single term add no level of meaning, but each adds tree levels
        if depth > MAX_DEPTH or raw > 4 * MAX_DEPTH + 4:
            raise QueryError(f"the query nests more than {MAX_DEPTH} levels deep (parentheses and '-')",
                             _first_column(node))
        stack.extend((child, depth, raw + 1) for child in node.children)


def _first_column(node: Tree[Token] | Token) -> int:
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, Token):
            return n.column or 1
        stack.extend(reversed(n.children))
    return 1


def _eof_message(text: str) -> str:
    if text.count("(") > text.count(")"):
        return "a parenthesis is not closed: add ')'"
    stripped = text.rstrip()
    if stripped.endswith("-"):
        return "'-' must be followed by the term to exclude"
    if re.search(r"(?i)(^|\s)(or|или)$", stripped):
        return "'or' needs a search term after it"
    m = re.search(r"([A-Za-zА-Яа-яЁё_]+)(!=|<=|>=|:|=|<|>)$", stripped)
    if m:
        return f"{m.group(0)} needs a value after it"
    return "the query ends too early"


# ------------------------------------------------------------------ AST -> SQL

def compile_query(text: str) -> CompiledQuery:
    """Compile query text into SQL; user text only ever becomes bound parameters.

    >>> compile_query("тип:отряд кл:пехота").params
    ['unit', 'пехота', 'пехота']
    """
    return _compile_cached(text)


@lru_cache(maxsize=512)
def _compile_cached(text: str) -> CompiledQuery:
    node = parse_query(text)
    out = CompiledQuery(where="1")
    if node is None:
        return out
    node = _extract_order(node, out)
    if node is None:
        return out
    out.where = _sql(node, out)
    return out


def _extract_order(node: Node, out: CompiledQuery) -> Node | None:
    """``order:`` is allowed only at the top level (possibly among other and-ed terms)."""
    items = list(node.children) if node.kind == "and" else [node]
    kept = []
    for item in items:
        if item.kind == "filter" and FIELDS.get(item.field) == "order":
            key = str(item.value)
            desc = key.startswith("-")
            key = fold(key.lstrip("-"))
            if key.endswith("-desc") or key.endswith("-asc"):
                desc = key.endswith("-desc")
                key = key.rsplit("-", 1)[0]
            if key not in ORDER_KEYS:
                raise QueryError(f"cannot order by {item.value!r}; try one of: {', '.join(_english(ORDER_KEYS))}",
                                 item.column)
            out.order.append((ORDER_KEYS[key], desc))
        else:
            _reject_nested_order(item)
            kept.append(item)
    if not kept:
        return None
    return kept[0] if len(kept) == 1 else Node("and", tuple(kept))


def _reject_nested_order(node: Node) -> None:
    if node.kind == "filter" and FIELDS.get(node.field) == "order":
        raise QueryError("order: applies to the whole query; it cannot be negated or inside 'or' or parentheses",
                         node.column)
    for child in node.children:
        _reject_nested_order(child)


def _english(table: dict[str, Any]) -> list[str]:
    """The first English-looking word for each distinct value of ``table`` (word -> value)."""
    seen, out = set(), []
    for key, val in table.items():
        if re.match(r"^[a-z_]+$", key) and val not in seen:
            seen.add(val)
            out.append(key)
    return out


def _words(f: fields.SearchField) -> str:
    """A field's values as a query writes them in English: ``unit, asset, ship, sector``."""
    return ", ".join(c.en[0] for c in f.choices)


def _sql(node: Node, out: CompiledQuery) -> str:
    kind = node.kind
    if kind == "and":
        return "(" + " AND ".join(_sql(c, out) for c in node.children) + ")"
    if kind == "or":
        return "(" + " OR ".join(_sql(c, out) for c in node.children) + ")"
    if kind == "not":
        return f"(NOT {_sql(node.children[0], out)})"
    if kind == "text":
        literal = _fts_literal(str(node.value), prefix=node.op == "prefix")
        if not literal:
            raise QueryError(f"{node.value!r} has no letters or digits to search for", node.column)
        out.text_terms.append(str(node.value))
        out.params.append(literal)
        return "c.rid IN (SELECT rowid FROM {S}.search_text_fts WHERE search_text_fts MATCH ?)"
    return _filter_sql(node, out)


def _filter_sql(node: Node, out: CompiledQuery) -> str:
    f = fields.BY_ALIAS.get(node.field)
    op, raw = node.op, str(node.value)
    value = fold(raw)
    where = node.value_column or node.column
    if f is None:
        raise QueryError(f"unknown field {node.field!r}; known fields: {', '.join(x.en[0] for x in SEARCH_FIELDS)}",
                         node.column)
    if f.kind == fields.NUMBER:
        if not re.fullmatch(r"\d{1,3}", value):
            raise QueryError(f"{node.field}{op} needs a whole number, not {raw!r}", where)
        out.params.append(int(value))
        if f.name in NUMBER_SQL:
            return f"({NUMBER_SQL[f.name]} {SQL_OPS[op]} ?)"
        return f"(c.{f.column} IS NOT NULL AND c.{f.column} {SQL_OPS[op]} ?)"
    if f.kind == fields.RANK:
        rank = f.value_of(value.replace(" ", "_"))
        if rank is None:
            raise QueryError(f"unknown {f.name} {raw!r}; try {_words(f)}", where)
        out.params.append(rank)
        return f"(c.{f.column} {SQL_OPS[op]} ?)"
    if op not in (":", "=", "!="):
        raise QueryError(f"{node.field} can only be compared with ':', '=' or '!='", node.column)
    negate = op == "!="
    if f.kind == fields.CHOICE:
        mapped = f.value_of(value)
        if mapped is None:
            raise QueryError(f"unknown {f.name} {raw!r}; try one of: {_words(f)}", where)
        out.params.append(mapped)
        sql = f"(c.{f.column} IS NOT NULL AND c.{f.column} = ?)"
    elif f.kind == fields.KEYWORD:
        out.params.extend([value, value])
        sql = "c.rid IN (SELECT rid FROM {S}.keywords WHERE en_fold = ? OR ru_fold = ?)"
    elif f.kind == fields.CODE:
        out.params.append(raw.upper())
        sql = f"(c.{f.column} = ?)"
    elif f.kind == fields.NAME:
        literal = _fts_literal(raw, prefix=True)
        if not literal:
            raise QueryError(f"{raw!r} has no letters or digits to search for", where)
        out.params.append("{name_en name_ru} : " + literal)
        sql = "c.rid IN (SELECT rowid FROM {S}.search_text_fts WHERE search_text_fts MATCH ?)"
    elif f.kind == fields.PROPERTY:
        what = f.value_of(value)
        if what is None:
            raise QueryError(f"unknown {node.field}:{raw}; try one of: {_words(f)}", where)
        sql = PROPERTY_SQL[str(what)]
    else:  # pragma: no cover - ORDER is taken out before; a new kind needs its case here
        raise QueryError(f"unsupported field {node.field!r}", node.column)
    return f"(NOT {sql})" if negate else sql
