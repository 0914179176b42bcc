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

from lark import Lark, Token, Transformer, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

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


class QueryError(ValueError):
    """A malformed query: ``message`` and the 1-based ``column`` where it went wrong."""

    def __init__(self, message: str, column: int):
        self.message, self.column = message, column
        super().__init__(f"column {column}: {message}")


# ------------------------------------------------------------------ vocabulary (en + ru aliases)

FIELDS = {
    "type": "type", "t": "type", "тип": "type",
    "side": "side", "s": "side", "сторона": "side",
    "flags": "flags", "f": "flags", "флаги": "flags", "флаг": "flags",
    "fp": "firepower", "firepower": "firepower", "огонь": "firepower", "мощь": "firepower", "ом": "firepower",
    "as": "assault", "assault": "assault", "штурм": "assault", "шт": "assault",
    "speed": "speed", "spd": "speed", "скорость": "speed", "ск": "speed",
    "armor": "armor", "armour": "armor", "ar": "armor", "броня": "armor", "бр": "armor",
    "die": "die", "кубик": "die", "куб": "die",
    "req": "required_flags", "required": "required_flags", "требование": "required_flags",
    "cmd": "cmd", "command": "cmd", "команда": "cmd", "кс": "cmd",
    "kw": "kw", "keyword": "kw", "кл": "kw", "ключ": "kw", "ключевое": "kw",
    "set": "set", "набор": "set",
    "rarity": "rarity", "r": "rarity", "редкость": "rarity",
    "is": "is", "это": "is",
    "planet": "planet", "планета": "planet",
    "name": "name", "n": "name", "имя": "name", "название": "name",
    "order": "order", "sort": "order", "порядок": "order", "сорт": "order",
}
NUMERIC = {"flags": "flags", "firepower": "firepower", "assault": "assault", "speed": "speed",
           "armor": "armor", "die": "die", "required_flags": "required_flags"}
VALUES = {
    "type": {"unit": "unit", "u": "unit", "отряд": "unit", "asset": "asset", "a": "asset", "ресурс": "asset",
             "ship": "ship", "корабль": "ship", "sector": "sector", "сектор": "sector"},
    "side": {"loyalist": "loyalist", "loyal": "loyalist", "l": "loyalist", "лоялисты": "loyalist",
             "лоялист": "loyalist", "traitor": "traitor", "t": "traitor", "отступники": "traitor",
             "отступник": "traitor", "предатели": "traitor", "unaligned": "unaligned", "u": "unaligned",
             "неприсоединившиеся": "unaligned", "нейтральные": "unaligned", "none": "none", "нет": "none"},
    "cmd": {"wa": "WA", "ва": "WA", "t": "T", "т": "T", "r": "R", "р": "R", "m": "M", "м": "M",
            "e": "E", "с": "E", "tactic": "T", "тактика": "T", "reaction": "R", "реакция": "R",
            "modifier": "M", "модификатор": "M", "event": "E", "событие": "E"},
    "rarity": {"common": 1, "c": 1, "обычная": 1, "uncommon": 2, "uc": 2, "необычная": 2, "rare": 3,
               "редкая": 3, "very_rare": 4, "veryrare": 4, "vr": 4, "оченьредкая": 4, "очень_редкая": 4},
    "planet": {"isstvan": "isstvan_iii", "isstvan_iii": "isstvan_iii", "истваан": "isstvan_iii",
               "prospero": "prospero", "просперо": "prospero"},
    "is": {"unique": "unique", "уникальный": "unique", "уникальная": "unique",
           "user": "user", "пользовательский": "user", "своя": "user",
           "flagged": "flagged", "флаговый": "flagged", "flagless": "flagless", "бесфлаговый": "flagless"},
}
ORDER_KEYS = {
    "name": "name", "имя": "name", "id": "id", "type": "type", "тип": "type", "side": "side",
    "сторона": "side", "flags": "flags", "флаги": "flags", "fp": "firepower", "firepower": "firepower",
    "огонь": "firepower", "as": "assault", "assault": "assault", "штурм": "assault", "speed": "speed",
    "скорость": "speed", "armor": "armor", "броня": "armor", "die": "die", "кубик": "die",
    "cmd": "cmd_type", "команда": "cmd_type", "rarity": "rarity_rank", "редкость": "rarity_rank",
    "set": "set_code", "набор": "set_code",
}
SQL_OPS = {":": "=", "=": "=", "!=": "!=", "<": "<", "<=": "<=", ">": ">", ">=": ">="}


# ------------------------------------------------------------------ AST

@dataclass(frozen=True)
class Node:
    kind: str                     # and, or, not, text, filter
    children: tuple = ()
    field: str = ""
    op: str = ""
    value: object = None
    column: int = 0
    value_column: int = 0        # a filter's value, for errors about the value itself


@dataclass
class CompiledQuery:
    """A WHERE clause over ``cards c`` with ``{fts}`` standing for the FTS table's schema prefix."""

    where: str
    params: list = field(default_factory=list)
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


class _ToAst(Transformer):
    def __init__(self):
        super().__init__()

    def or_(self, items):
        kids = [i for i in items if not (isinstance(i, Token) and i.type == "OR")]
        return kids[0] if len(kids) == 1 else Node("or", tuple(kids))

    def and_(self, items):
        return items[0] if len(items) == 1 else Node("and", tuple(items))

    def not_(self, items):
        return Node("not", (items[1],), column=items[0].column)

    def word(self, items):
        tok = items[0]
        return Node("text", value=str(tok), op="prefix", column=tok.column)

    def phrase(self, items):
        tok = items[0]
        return Node("text", value=str(tok)[1:-1], op="phrase", column=tok.column)

    def filter(self, items):
        fo, val = items
        m = re.match(r"([A-Za-zА-Яа-яЁё_]+)(!=|<=|>=|:|=|<|>)$", str(fo))
        name, op = m.group(1), m.group(2)
        value = str(val)
        if val.type == "STRING":
            value = value[1:-1]
        return Node("filter", field=fold(name), op=op, value=value, column=fo.column, value_column=val.column)


def parse_query(text: str) -> Node | None:
    """Parse a query into its AST; raises :class:`QueryError` with a column on malformed text."""
    if len(text) > 2000:
        raise QueryError("the query is too long (2000 characters at most)", 2001)
    try:
        tree = _parser.parse(text)
    except UnexpectedEOF:
        raise QueryError(_eof_message(text), len(text) + 1) from None
    except UnexpectedCharacters as exc:
        ch = text[exc.pos_in_stream] if exc.pos_in_stream < len(text) else ""
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
    return _ToAst().transform(tree)


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
    """Compile query text into SQL; user text only ever becomes bound parameters."""
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


def _english(table: dict) -> list[str]:
    seen, out = set(), []
    for key, val in table.items():
        if re.match(r"^[a-z_]+$", key) and val not in seen:
            seen.add(val)
            out.append(key)
    return out


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
    name = FIELDS.get(node.field)
    op, raw = node.op, str(node.value)
    value = fold(raw)
    if name is None:
        raise QueryError(f"unknown field {node.field!r}; known fields: {', '.join(_english(FIELDS))}", node.column)
    if name in NUMERIC:
        col = NUMERIC[name]
        if not re.fullmatch(r"\d{1,3}", value):
            raise QueryError(f"{node.field}{op} needs a whole number, not {raw!r}", node.value_column or node.column)
        out.params.append(int(value))
        return f"(c.{col} IS NOT NULL AND c.{col} {SQL_OPS[op]} ?)"
    if name == "rarity":
        rank = VALUES["rarity"].get(value.replace(" ", "_"))
        if rank is None:
            raise QueryError(f"unknown rarity {raw!r}; try common, uncommon, rare, very_rare", node.value_column or node.column)
        out.params.append(rank)
        return f"(c.rarity_rank {SQL_OPS[op]} ?)"
    if op not in (":", "=", "!="):
        raise QueryError(f"{node.field} can only be compared with ':', '=' or '!='", node.column)
    negate = op == "!="
    if name in ("type", "side", "cmd", "planet"):
        col = {"type": "type", "side": "side", "cmd": "cmd_type", "planet": "planet"}[name]
        mapped = VALUES[name].get(value)
        if mapped is None:
            raise QueryError(f"unknown {name} {raw!r}; try one of: {', '.join(_english(VALUES[name]))}", node.value_column or node.column)
        out.params.append(mapped)
        sql = f"(c.{col} IS NOT NULL AND c.{col} = ?)"
    elif name == "kw":
        out.params.extend([value, value])
        sql = "c.rid IN (SELECT rid FROM {S}.keywords WHERE en_fold = ? OR ru_fold = ?)"
    elif name == "set":
        out.params.append(raw.upper())
        sql = "(c.set_code = ?)"
    elif name == "name":
        literal = _fts_literal(raw, prefix=True)
        if not literal:
            raise QueryError(f"{raw!r} has no letters or digits to search for", node.value_column or node.column)
        out.params.append("{name_en name_ru} : " + literal)
        sql = "c.rid IN (SELECT rowid FROM {S}.search_text_fts WHERE search_text_fts MATCH ?)"
    elif name == "is":
        what = VALUES["is"].get(value)
        if what is None:
            raise QueryError(f"unknown is:{raw}; try one of: {', '.join(_english(VALUES['is']))}", node.value_column or node.column)
        sql = {"unique": "(c.is_unique = 1)", "user": "({USER} = 1)", "flagged": "(c.flags > 0)",
               "flagless": "(c.flags = 0 AND c.type = 'unit')"}[what]
    else:  # pragma: no cover
        raise QueryError(f"unsupported field {node.field!r}", node.column)
    return f"(NOT {sql})" if negate else sql
