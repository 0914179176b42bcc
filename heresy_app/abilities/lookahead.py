"""The parser under the ability language (issue 25: split out of language.py): lark's Earley parser over the
words of :mod:`tokens` (:class:`Words`), taught to look one word ahead when it predicts
(:class:`LookaheadEarley`), the one tree of an unambiguous parse built at once (:func:`one_tree`), and the
parse forest taken apart once a parse is over (:func:`fell`)."""

from __future__ import annotations

import inspect
import threading

from lark import Lark
from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.grammar import NonTerminal, Rule, Terminal
from lark.lexer import Lexer
from lark.parsers import earley
from lark.parsers.earley_common import Item
from lark.parsers.earley_forest import ForestToParseTree, TokenNode
from lark.utils import dedup_list


class Words(Lexer):
    """Lark's lexer stage: the words are made before parsing (:func:`tokenize`)."""

    def __init__(self, lexer_conf):
        pass

    def lex(self, data):
        yield from data


AHEAD = threading.local()
"""The token types of the text being parsed on this thread (``None``: predict without looking)."""


class ByNext(dict):
    """Earley predictions for one next word: the rules of each nonterminal's leftmost closure that
    can begin with that word, or derive nothing (each as its first :class:`Dot`). Built lazily, one
    nonterminal at a time."""

    def __init__(self, word: str, owner: "LookaheadEarley"):
        super().__init__()
        self.word = word
        self.owner = owner

    def __missing__(self, origin):
        owner = self.owner
        first = owner.first_dot
        dots = tuple(first[r] for r in owner.all_predictions[origin]
                     if r in owner.nullable_rules or self.word in owner.rule_first[r])
        self[origin] = dots
        return dots


class SameTerminal(Terminal):
    """A terminal that is its grammar's only object of its name: hashed and compared by identity."""

    __hash__ = object.__hash__
    __eq__ = object.__eq__
    __ne__ = object.__ne__


class SameNonTerminal(NonTerminal):
    """A nonterminal that is its grammar's only object of its name: hashed and compared by identity."""

    __hash__ = object.__hash__
    __eq__ = object.__eq__
    __ne__ = object.__ne__


class SameRule(Rule):
    """A rule that is its grammar's only object of its origin and expansion: hashed and compared
    by identity."""

    __slots__ = ()
    __hash__ = object.__hash__
    __eq__ = object.__eq__


_SAME_TERMINAL, _SAME_NONTERMINAL = SameTerminal, SameNonTerminal

WIDE = 1 << 16
"""p21: an item's key is its dot's number times this plus its start (a text of fewer words than this)."""


class Dot:
    """p21 (issue 24): one position of the dot in one rule, with all an Earley item at it holds but
    its start and its node, made once per grammar: ``s`` (lark's label: ``(rule, ptr)``, or the
    rule's origin when complete), the symbol it waits for, the dot after it, and the number that
    with an item's start makes the item's key (items are lists ``[dot, start, node]``, kept in dicts
    by key: no item class to construct and no Python ``__hash__``/``__eq__`` to call)."""

    __slots__ = ("rule", "ptr", "s", "expect", "is_complete", "term", "nonterm", "next", "key", "name", "label",
                 "waits_empty", "acts")

    def __init__(self, rule, ptr, key, terminals, nonterminals, origins, nullable=frozenset()):
        expansion = rule.expansion
        self.rule = rule
        self.ptr = ptr
        self.is_complete = ptr == len(expansion)
        self.s = rule.origin if self.is_complete else (rule, ptr)
        self.expect = None if self.is_complete else expansion[ptr]
        self.term = self.expect in terminals
        self.nonterm = self.expect in nonterminals
        self.name = self.expect.name if self.term else None
        self.next = None
        self.key = key * WIDE
        # p13: the number that with a node's start makes its label within its column: lark's label is
        # ``(s, start, end)``, and a complete rule's ``s`` is its origin, shared by its other rules
        # p13: it waits for a symbol that can derive nothing (only such a symbol completes in the
        # column where it was predicted)
        self.waits_empty = self.expect in nullable
        # p13: an item at this dot, predicted, does something when the completer takes it up: it is
        # complete, or waits for a symbol that may complete where it is (one that derives nothing).
        # Predicted waiting for another nonterminal, it would only predict that symbol's closure,
        # which the prediction that made it has predicted already (:meth:`LookaheadEarley._read`)
        self.acts = self.is_complete or self.waits_empty
        self.label = -(origins.setdefault(rule.origin, len(origins)) + 1) * WIDE if self.is_complete else self.key


class LookaheadEarley(earley.Parser):
    """Lark's Earley parser with one word of lookahead in the predictor.

    Lark predicts, for a nonterminal, every rule of its leftmost closure; over this language that
    is about a thousand items per word, nearly all of which can never scan the next word. Here a
    rule is predicted only when the next word is in the FIRST set of its right-hand side or the
    rule can derive nothing — the classic lookahead filter, which leaves the parse forest (so the
    readings and the ambiguity check) unchanged: a test compares both parsers over the corpora.
    """

    def prepare_lookahead(self) -> None:
        self._intern_symbols()
        self.all_predictions = self.predictions
        # the nonterminals whose rules a prediction of each nonterminal already brings in
        self.reach = {origin: frozenset(r.origin for r in rules) | {origin}
                      for origin, rules in self.all_predictions.items()}
        first, nullable = self.FIRST, self.NULLABLE
        self.rule_first = {}
        self.nullable_rules = set()
        for rules in self.all_predictions.values():
            for rule in rules:
                if rule in self.rule_first:
                    continue
                names = set()
                for sym in rule.expansion:
                    names |= {t.name for t in first[sym]} if not sym.is_term else {sym.name}
                    if sym.is_term or sym not in nullable:
                        break
                else:
                    self.nullable_rules.add(rule)
                self.rule_first[rule] = frozenset(names)
        # p21: the dots of every rule, and each nonterminal's whole closure as first dots (for the
        # word where the text stopped making sense, where everything is predicted)
        self.first_dot = {}
        count = 0
        origins: dict = {}
        nullable = frozenset(n for n in self.NON_TERMINALS if n in self.NULLABLE)
        for rules in self.all_predictions.values():
            for rule in rules:
                if rule in self.first_dot:
                    continue
                dots = [Dot(rule, ptr, count + ptr, self.TERMINALS, self.NON_TERMINALS, origins,
                             nullable)
                        for ptr in range(len(rule.expansion) + 1)]
                count += len(dots)
                for dot, after in zip(dots, dots[1:]):
                    dot.next = after
                self.first_dot[rule] = dots[0]
        self.all_dots = {origin: tuple(self.first_dot[r] for r in rules)
                         for origin, rules in self.all_predictions.items()}
        self.by_next = {}
        self.fits_by_next = {}
        # for :meth:`fitting`: the nonterminals that can begin with each word, those that can
        # derive nothing, and the terminal of each word
        self.beginning_with = {}
        for sym, firsts in self.FIRST.items():
            if not sym.is_term and sym in self.NON_TERMINALS:
                for t in firsts:
                    self.beginning_with.setdefault(t.name, set()).add(sym)
        self.nullable_nonterminals = frozenset(n for n in self.NON_TERMINALS if n in self.NULLABLE)
        self.terminal_named = {t.name: frozenset({t}) for t in self.TERMINALS}
        self.start_symbols = {}
        self.cyclic = cyclic(self.all_predictions, nullable)

    def _intern_symbols(self) -> None:
        """One object per grammar symbol. Lark makes a new ``Symbol`` wherever a rule names it, and
        symbols compare by a Python ``__eq__``; with one object each, the parser's set and dict
        look-ups stop at identity (a third of the parse time went to ``Symbol.__eq__``)."""
        one: dict = {}

        def canon(sym):
            return one.setdefault((sym.is_term, sym.name), sym)

        rules = {r for rs in self.predictions.values() for r in rs}
        for rule in rules:
            rule.origin = canon(rule.origin)
            rule.expansion = type(rule.expansion)(canon(sym) for sym in rule.expansion)
        for sym in self.predictions:
            canon(sym)
        for sym in (*self.TERMINALS, *self.NON_TERMINALS, *self.FIRST, *self.NULLABLE):
            canon(sym)
        for firsts in self.FIRST.values():
            for sym in firsts:
                canon(sym)
        # One object per symbol and per rule: both may now hash and compare by identity, in C (the
        # parser hashes a rule or a symbol for every item it makes). Lark's own containers are
        # rebuilt under the new hashes; the rules must be the callbacks' own objects, and no two
        # rules alike.
        callbacks = self.callbacks
        own = {id(k) for k in callbacks}
        if (all(id(r) in own for r in rules)
                and len({(r.origin, tuple(r.expansion)) for r in rules}) == len(rules)):
            for sym in one.values():
                sym.__class__ = _SAME_TERMINAL if sym.is_term else _SAME_NONTERMINAL
            for rule in rules:
                rule.__class__ = SameRule
            self.callbacks = dict(callbacks.items())
        self.predictions = {canon(k): v for k, v in self.predictions.items()}
        self.TERMINALS = {canon(s) for s in self.TERMINALS}
        self.NON_TERMINALS = {canon(s) for s in self.NON_TERMINALS}
        self.FIRST = {canon(k): {canon(t) for t in v} for k, v in self.FIRST.items()}
        self.NULLABLE = {canon(s) for s in self.NULLABLE}

    def parse(self, lexer, start):
        """Lark's ``Parser.parse``; with the lookahead (:meth:`_read`), the start symbol's
        predictions are filtered by the first word too (lark predicts the start symbol's whole
        leftmost closure, about a thousand items)."""
        start_symbol = self.start_symbols.get(start)
        if start_symbol is None:
            start_symbol = self.start_symbols.setdefault(
                start, next(s for s in self.predictions if not s.is_term and s.name == start))
        ahead = getattr(AHEAD, "types", None)
        if ahead is not None and len(ahead) < WIDE:
            light = self._read(AHEAD.tokens, ahead, start_symbol)
            tree = one_tree(light, self.callbacks)
            if tree is not None:
                AHEAD.one_tree = True
                return tree
            solution = self.lark_forest(light)
        else:
            columns = [self.Set()]
            to_scan = self.Set()
            for rule in self.all_predictions[start_symbol]:
                item = Item(rule, 0, 0)
                if item.expect in self.TERMINALS:
                    to_scan.add(item)
                else:
                    columns[0].add(item)
            to_scan = self._parse(lexer, columns, to_scan, start_symbol)
            solutions = dedup_list(n.node for n in columns[-1]
                                   if n.is_complete and n.node is not None and n.s is start_symbol and n.start == 0)
            if not solutions:
                raise UnexpectedEOF([t.expect.name for t in to_scan], state=frozenset(i.s for i in to_scan))
            if len(solutions) > 1:  # pragma: no cover - lark's own check
                raise RuntimeError("Earley should not generate multiple start symbol items")
            solution, = solutions
        transformer = ForestToParseTree(self.Tree, self.callbacks, self.forest_sum_visitor and self.forest_sum_visitor(),
                                        self.resolve_ambiguity, not self.resolve_ambiguity)
        return transformer.transform(solution)

    def fitting(self, word: str) -> frozenset:
        """The symbols an item may wait for when the next word is ``word``: that word's terminal,
        the nonterminals that can begin with it, and those that can derive nothing. An item
        waiting for any other symbol can never read the next word: it is dropped where it is
        made (its node could never be part of a parse, so the forest is unchanged)."""
        fits = self.fits_by_next.get(word)
        if fits is None:
            fits = self.fits_by_next.setdefault(word, frozenset(
                self.terminal_named.get(word, frozenset()) | self.nullable_nonterminals
                | self.beginning_with.get(word, frozenset())))
        return fits

    def _predictions(self, word):
        """The predictions and the fitting symbols at a column whose next word is ``word`` (``None``:
        where the text stopped making sense, every prediction and no filter)."""
        if word is None:
            return self.all_dots, None
        table = self.by_next.get(word)
        if table is None:
            table = self.by_next.setdefault(word, ByNext(word, self))
        return table, self.fitting(word)

    def _read(self, words, ahead, start_symbol):
        """The parse forest's root for the words, by lark 1.3's Earley algorithm (``Parser.parse``,
        ``parse_tokens`` and ``predict_and_complete``: MIT licence, Erez Shinan and contributors) without
        Leo items, with one word of lookahead: a rule is predicted only when it can begin with the
        next word or derive nothing, an item that waits for a symbol that cannot begin with the next
        word is dropped where it is made, a nonterminal whose closure a column has predicted already
        is not predicted again, and the completer finds the items waiting in an earlier column
        through an index (earlier columns no longer change). p21: the items are lists
        ``[dot, start, node]`` in dicts keyed by dot and start (:class:`Dot`). p13: the forest is
        made of light nodes (:func:`_node`: lists, with their families as tuples), most of which
        belong to items that never complete; lark's own nodes are made afterwards, only for a
        forest of more than one tree and only for the nodes under the root (:func:`_lark_forest`)."""
        reach = self.reach
        # p13: light nodes hold no links back, so they are freed with the parse unless a symbol can
        # derive itself (then the forest may hold a cycle, taken apart by :func:`fell`)
        forest = AHEAD.forest if self.cyclic else []
        waiting: dict = {}   # per earlier column: its items by the symbol they wait for
        n_ahead = len(ahead)

        def complete(i, column, to_scan, node_cache, predictions, fits):
            held = {}
            predicted: set = set()
            items = list(column.values())
            # this column's items by the symbol they wait for, kept as items are added; p13: only the
            # items waiting for a symbol that can derive nothing (no other completes where it began)
            here: dict = {}
            for item in items:
                if item[0].waits_empty:
                    here.setdefault(item[0].expect, []).append(item)
            while items:
                item = items.pop()
                dot, start, node = item
                if dot.is_complete:
                    s = dot.s
                    if node is None:
                        label = dot.label + start
                        node = node_cache.get(label)
                        if node is None:
                            node = node_cache[label] = [s, start, i, [(dot.rule, start, None, None)]]
                        else:
                            add_family(node[3], dot.rule, start, None, None)
                        item[2] = node
                    if start == i:
                        held[s] = node
                        originators = tuple(here.get(s, ()))
                    else:
                        index = waiting.get(start)
                        if index is None:
                            index = waiting[start] = {}
                            for o in columns[start].values():
                                if o[0].expect is not None:
                                    index.setdefault(o[0].expect, []).append(o)
                        originators = index.get(s, ())
                    for o in originators:
                        after = o[0].next
                        if fits is not None and after.expect is not None and after.expect not in fits:
                            continue
                        o_start = o[1]
                        label = after.label + o_start
                        new_node = node_cache.get(label)
                        if new_node is None:
                            new_node = node_cache[label] = [after.s, o_start, i, [(after.rule, i, o[2], node)]]
                        else:
                            add_family(new_node[3], after.rule, i, o[2], node)
                        key = after.key + o_start
                        if after.term:
                            if key not in to_scan:
                                to_scan[key] = [after, o_start, new_node]
                        elif key not in column:
                            new = column[key] = [after, o_start, new_node]
                            items.append(new)
                            if after.waits_empty:
                                here.setdefault(after.expect, []).append(new)
                elif dot.nonterm:
                    expect = dot.expect
                    if expect not in predicted:
                        predicted |= reach[expect]
                        for first in predictions[expect]:
                            key = first.key + i
                            if first.term:
                                if key not in to_scan:
                                    to_scan[key] = [first, i, None]
                            elif key not in column:
                                new = column[key] = [first, i, None]
                                if first.acts:
                                    items.append(new)
                                    if first.waits_empty:
                                        here.setdefault(first.expect, []).append(new)
                    if expect in held:
                        after = dot.next
                        if fits is None or after.expect is None or after.expect in fits:
                            label = after.label + start
                            new_node = node_cache.get(label)
                            if new_node is None:
                                new_node = node_cache[label] = [after.s, start, i,
                                                                [(after.rule, start, node, held[expect])]]
                            else:
                                add_family(new_node[3], after.rule, start, node, held[expect])
                            key = after.key + start
                            if after.term:
                                if key not in to_scan:
                                    to_scan[key] = [after, start, new_node]
                            elif key not in column:
                                new = column[key] = [after, start, new_node]
                                items.append(new)
                                if after.waits_empty:
                                    here.setdefault(after.expect, []).append(new)

        def scan(i, token, to_scan):
            next_to_scan: dict = {}
            next_column: dict = {}
            columns.append(next_column)
            node_cache: dict = {}
            forest.append(node_cache)
            word = ahead[i + 1] if i + 1 < n_ahead else "$END"
            fits = None if word is None else self.fitting(word)
            kind = token.type
            end = i + 1
            for item in list(to_scan.values()):
                dot, start, node = item
                if dot.name != kind:
                    continue
                after = dot.next
                if fits is not None and after.expect is not None and after.expect not in fits:
                    continue
                label = after.label + start
                new_node = node_cache.get(label)
                if new_node is None:
                    new_node = node_cache[label] = [after.s, start, end, [(dot.rule, start, node, token)]]
                else:
                    add_family(new_node[3], dot.rule, start, node, token)
                key = after.key + start
                if after.term:
                    if key not in next_to_scan:
                        next_to_scan[key] = [after, start, new_node]
                elif key not in next_column:
                    next_column[key] = [after, start, new_node]
            if not next_column and not next_to_scan:
                if fits is None or not any(item[0].name == kind for item in to_scan.values()):
                    raise UnexpectedToken(token, {item[0].expect.name for item in to_scan.values()},
                                          state=frozenset(item[0].s for item in to_scan.values()))
                # the word scans, but nothing can read the next one: the text stops making sense
                # there (the caller parses again, predicting everything there, for the words
                # that would have fitted)
                if i + 1 < len(words):
                    raise UnexpectedToken(words[i + 1], set(), state=frozenset())
                raise UnexpectedEOF([], state=frozenset())
            return next_to_scan, node_cache

        predictions, fits = self._predictions(ahead[0])
        columns: list[dict] = [{}]
        to_scan: dict = {}
        for first in predictions[start_symbol]:
            if first.term:
                to_scan.setdefault(first.key, [first, 0, None])
            else:
                columns[0].setdefault(first.key, [first, 0, None])
        node_cache: dict = {}
        forest.append(node_cache)
        for i, token in enumerate(words):
            complete(i, columns[i], to_scan, node_cache, *self._predictions(ahead[i]))
            to_scan, node_cache = scan(i, token, to_scan)
        n = len(words)
        complete(n, columns[n], to_scan, node_cache, *self._predictions(ahead[n] if n < n_ahead else "$END"))
        solutions = list({id(node): node for dot, start, node in columns[-1].values()
                          if dot.is_complete and node is not None and dot.s is start_symbol and start == 0}.values())
        if not solutions:
            raise UnexpectedEOF([item[0].expect.name for item in to_scan.values()],
                                state=frozenset(item[0].s for item in to_scan.values()))
        if len(solutions) > 1:  # pragma: no cover - lark's own check
            raise RuntimeError("Earley should not generate multiple start symbol items")
        return solutions[0]

    def lark_forest(self, root):
        """p13: lark's forest (symbol, packed and token nodes) of the light nodes under ``root``,
        made as lark's parser makes them (the same labels and families, in the order they were
        found), for lark's own walk of a forest that holds more than one tree."""
        symbol_node = self.SymbolNode
        terminals_by_name = self.lexer_conf.terminals_by_name
        made: dict = {}
        stack = [root]
        while stack:
            light = stack.pop()
            if id(light) in made:
                continue
            made[id(light)] = (light, symbol_node(light[0], light[1], light[2]))
            for _, _, left, right in light[3]:
                if type(left) is list:
                    stack.append(left)
                if type(right) is list:
                    stack.append(right)

        def lark_node(x):
            if x is None:
                return None
            if type(x) is list:
                return made[id(x)][1]
            return TokenNode(x, terminals_by_name.get(x.type), priority=0)

        for light, node in made.values():
            s = light[0]
            for rule, start, left, right in light[3]:
                node.add_family(s, rule, start, lark_node(left), lark_node(right))
        AHEAD.forest.append({id(node): node for _, node in made.values()})
        return made[id(root)][1]


def cyclic(predictions: dict, nullable: frozenset) -> bool:
    """p13: can a nonterminal derive itself (A =>+ A, the other symbols of each step deriving
    nothing)? Only then can a parse forest hold a cycle."""
    steps: dict = {}
    for rules in predictions.values():
        for rule in rules:
            symbols = rule.expansion
            for j, sym in enumerate(symbols):
                if (not sym.is_term and all(not o.is_term and o in nullable
                                            for k, o in enumerate(symbols) if k != j)):
                    steps.setdefault(rule.origin, set()).add(sym)
    for top in steps:   # a walk from each symbol: does it come back?
        seen: set = set()
        stack = list(steps[top])
        while stack:
            sym = stack.pop()
            if sym == top:
                return True
            if sym not in seen:
                seen.add(sym)
                stack.extend(steps.get(sym, ()))
    return False


def add_family(families: list, rule, start, left, right) -> None:
    """p13: a family added to a light node unless it holds one of the same children already (lark's
    packed nodes are equal by their children, and a symbol node keeps them in a set)."""
    for family in families:
        if family[2] is left and family[3] is right:
            return
    families.append((rule, start, left, right))


class Ambiguous(Exception):
    """The forest holds more than one tree (or a Leo path): lark's own transformer builds it."""


def one_tree(root, callbacks):
    """The parse tree of a forest that holds exactly one (every node has one derivation), built as
    lark's ``ForestToParseTree`` builds it, without its general walk (cycles, ambiguities, caches);
    ``None`` when the forest holds more than one tree (then lark's transformer makes the
    ``_ambig`` tree the readings come from). p13: over the light nodes (``[s, start, end, families]``,
    a family ``(rule, start, left, right)``, a word its token)."""

    def build(node):
        families = node[3]
        if len(families) != 1:
            raise Ambiguous
        rule, _, left, right = families[0]
        children = []
        if left is not None:
            if type(left) is not list:
                children.append(left)
            elif type(left[0]) is tuple:
                children += build(left)
            else:
                children.append(build(left))
        if right is not None:
            children.append(build(right) if type(right) is list else right)
        return children if type(node[0]) is tuple else callbacks[rule](children)

    try:
        return build(root)
    except (Ambiguous, RecursionError):
        return None


LOOKAHEAD_FITS = list(inspect.signature(earley.Parser.predict_and_complete).parameters) == [
    "self", "i", "to_scan", "columns", "transitives", "node_cache"]
"""The lookahead replaces lark's predictor of this shape (lark 1.2–1.3); with another lark the
plain Earley parser reads the same texts, only slower."""


def parse_tokens(parser: Lark, tokens: list, blind_at: int | None = None, lookahead: bool = True):
    """Parse the words with the lookahead predictor, except at word ``blind_at`` (where every
    prediction is made, so that a refusal lists every word that would have fitted there)."""
    types: list[str | None] = [t.type for t in tokens] + ["$END"]
    if blind_at is not None:
        types[blind_at] = None
    AHEAD.types = types if lookahead else None
    AHEAD.tokens = tokens
    AHEAD.one_tree = False
    AHEAD.forest = []
    try:
        return parser.parse(tokens)
    except UnexpectedInput as exc:
        # g20p: the refusal without the parser's frames and items it was raised among (a traceback's
        # frames refer to their callers, which hold the refusal: a cycle only the collector frees)
        exc.considered_rules = None
        raise exc.with_traceback(None) from None
    finally:
        AHEAD.types = None
        fell(AHEAD.forest)
        AHEAD.forest = None


def fell(forest: list) -> None:
    """g20p (issue 24): the parse forest taken apart once the parse is over (its tree is built, or
    the text refused). Each of lark's symbol nodes holds its packed nodes and each packed node its
    parent, so the forest was garbage only to the cycle collector, which walked every node of
    every parse (a third of a line's parse time); without the links back, it is freed as soon as
    the parse ends."""
    for node_cache in forest:
        for node in node_cache.values():
            if type(node) is list:   # p13: a light node (:meth:`LookaheadEarley._read`)
                node.clear()
            else:
                node._children.clear()
                node.paths.clear()
        node_cache.clear()
