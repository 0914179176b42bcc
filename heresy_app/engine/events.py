"""The engine's words: every log message, question and decision, in every language of the catalog.

The state logs :class:`~heresy_app.engine.state.Event` entries (rules id, message key, arguments)
and nothing else; this room turns them into sentences on demand, naming cards in the language
asked for. The sentences themselves are the message catalog's (``heresy_app/i18n/locales/<lang>/
engine.ftl``: ``event-<key>``, ``question-<kind>``, ``decision-<kind>``, ``engine-word-<word>``,
a key's dots written "--"), with Fluent's plural forms; Russian ones use the rulebook's terms
(``shared/GLOSSARY.md``: «военная акция», «повернуть», «наступает», «прорыв»...) and keep card
names in the nominative (a colon or a dash introduces them), as Russian game interfaces do. A
message is read as a template (:func:`heresy_app.i18n.template`), its verbs made to agree with the
cards it names (:mod:`name_grammar`) and, for a player's own view, with the viewer
(:mod:`seen_words`), and then filled in.

Argument names decide how a value is shown: ``player``/``attacker``/``defender`` are players;
``card``/``unit``/``target``/``blocker``/``old``/``kept`` a card with its owner and number;
``title`` a card's bare name and ``titles``/``cards0``/``cards1`` lists of names; ``sector`` a
sector; ``ability`` a ``(card, index)`` pair shown as the ability's text; ``stat``, ``source``,
``role`` and ``planet`` words of the catalog (``engine-word-<word>``).

>>> MESSAGES["pass"]
('{player} passes', '{player}: пас')
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from heresy_app import i18n
from heresy_app.engine.name_grammar import agreeing, object_of_a_verb
from heresy_app.engine.sector_words import sector_ability_text
from heresy_app.engine.seen_words import Seen, card_letter, conjugate, opponent_possessive, own_cards
from heresy_app.engine.versus_words import keyword_form, versus_words
from heresy_app.i18n import pick

if TYPE_CHECKING:
    from heresy_app.engine.decisions import Question
    from heresy_app.engine.shapes import Decision, Node
    from heresy_app.engine.state import Event, GameState

#: how a sentence names the players: None ("player 1"), their names, or as one player sees them (Seen)
Players = Sequence[str] | None

__all__ = ["MESSAGES", "QUESTIONS", "DECISIONS", "render", "render_log", "log_lines", "question_text",
           "decision_text", "card_name", "player_name", "sector_name", "fill", "word", "LANGS"]

#: the languages the tables below show side by side (a sentence is rendered in any language of the catalog)
LANGS = ("en", "ru")


def _ident(prefix: str, key: str) -> str:
    """The catalog's id of an engine key: "event-" + "setup.shuffled" -> "event-setup--shuffled"."""
    return prefix + key.replace(".", "--").replace(" ", "-")


class _Table(Mapping[str, tuple[str, ...]]):
    """The catalog's messages with ids ``prefix`` + key, by key, each as its ``str.format`` templates
    in :data:`LANGS` (every variable as ``{name}``): a read-only view for the tests and tools that
    read the engine's words side by side. The engine itself asks :func:`_template`."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    def _keys(self) -> list[str]:
        return [m[len(self.prefix):].replace("--", ".") for m in i18n.message_ids(i18n.BASE)
                if m.startswith(self.prefix)]

    def __getitem__(self, key: str) -> tuple[str, ...]:
        if key not in self:
            raise KeyError(key)
        return tuple(i18n.template(_ident(self.prefix, key), lang) for lang in LANGS)

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and i18n.has(_ident(self.prefix, key))

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys())

    def __len__(self) -> int:
        return len(self._keys())


#: the log's messages (event-<key>), the questions (question-<kind>), the decisions (decision-<kind>)
MESSAGES = _Table("event-")
QUESTIONS = _Table("question-")
DECISIONS = _Table("decision-")


def _template(table: _Table, key: str, lang: str, args: Mapping[str, Any] | None = None, seen: bool = False) -> str:
    """``key``'s sentence in ``lang`` as a template, its plural forms and variants chosen by
    ``args``; ``seen``: as a player reads it (the message's ``.seen`` wording where it has one)."""
    return i18n.template(_ident(table.prefix, key), lang, "seen" if seen else None, **(args or {}))


def fill(template: str, **args: Any) -> str:
    """A template of :func:`_template` with its arguments."""
    return template.format(**args)


_PLAYER_ARGS = frozenset({"player", "attacker", "defender", "who"})
_CARD_ARGS = frozenset({"card", "unit", "target", "blocker", "old", "kept"})
_LIST_ARGS = {"titles": "nothing", "cards0": "none", "cards1": "none"}
_WORD_ARGS = frozenset({"role", "source", "stat", "planet", "event", "word", "why"})


def word(w: str, lang: str) -> str:
    """A word an argument names (``engine-word-<w>``: a role, a stat, a zone, an event reacted
    to...) in ``lang``; a value the catalog has no word for as it is."""
    msgid = _ident("engine-word-", str(w))
    return i18n.template(msgid, lang) if i18n.has(msgid) else str(w)


def player_name(p: int | None, lang: str = "en", players: Players = None) -> str:
    if p is None or p < 0:
        return "—"
    return players[p] if players else i18n.template(f"log-player-{p + 1}", lang)


def card_title(st: GameState, c: int, lang: str = "en") -> str:
    t = st.tpl[c]
    return str(pick(lang, en=t.name, ru=t.name_ru))


def card_label(st: GameState, c: int, lang: str = "en") -> str:
    """A card as the board shows it: its name, and a letter where another card of the game has the
    same name ("Tactical Squad B"; engine.seen_words)."""
    letter = card_letter(st, c)
    return f"{card_title(st, c, lang)} {letter}" if letter else card_title(st, c, lang)


def card_name(st: GameState, c: int | None, lang: str = "en", players: Players = None) -> str:
    """A card with its owner and number: "P1's Tactical Squad [12]" / "Тактическое отделение [12] (Игрок 1)";
    as a player sees it (``players`` a :class:`Seen`): "your Tactical Squad B" / «Тактическое отделение B
    (ваша карта)»."""
    if c is None or c < 0:
        return "—"
    if isinstance(players, Seen):
        mine = st.owner[c] == players.viewer
        if players.viewer < 0:   # neither player's view: "player 1's Tactical Squad B"
            return i18n.t("log-card-players", lang, owner=players[st.owner[c]], card=card_label(st, c, lang))
        return i18n.t("log-card-yours" if mine else "log-card-opponents", lang, card=card_label(st, c, lang))
    return i18n.t("log-card-owned", lang, owner=player_name(st.owner[c], lang, players),
                  card=card_title(st, c, lang), number=str(c))


def sector_name(st: GameState, s: int | None, lang: str = "en") -> str:
    if not st.sec or s is None or s < 0:
        return i18n.t("log-sector-number", lang, sector=str(s))
    return _sector_row_name(st.sec[s], lang)


def _sector_row_name(row: Sequence[Any], lang: str) -> str:
    """A sector's name from its row (id, name, flags, ..., Russian name)."""
    return str(pick(lang, en=row[1], ru=row[4] if len(row) > 4 else ""))


def ability_text(st: GameState, c: int, ai: int, lang: str = "en") -> str:
    t = st.tpl[c]
    ab = t.command if ai < 0 else t.abilities[ai]
    if ab is None:
        m = t.by_hand.get(ai)
        if m is not None:
            return str(pick(lang, en=m.en, ru=m.ru))
        return t.command_text if ai < 0 else ""
    shown = str(pick(lang, en=ab.text, ru=ab.text_ru))
    runs = _reads_from(ab.text, ab.text_ru)
    if runs not in (None, "both") and runs != lang:
        # only one language's text reads (abilities.reading), not the one asked for: say which
        # runs, and show what runs in the words asked for
        printed = pick(runs, en=ab.text, ru=ab.text_ru)
        return i18n.t("log-plays-one-text", lang, text=_rendered(ab.ir, lang) or shown, runs=runs, printed=printed)
    return shown


def _reads_from(en: str, ru: str) -> str | None:
    """Whose text the engine plays of an ability printed as ``en``/``ru``: "both", "en", "ru" or None."""
    from heresy_app.abilities.reading import read

    return read(en or "", ru or "").lang


def _rendered(ir: Node, lang: str) -> str:
    try:
        from heresy_app.abilities import render
        from heresy_app.abilities.ir import Ability

        return render(Ability.model_validate(ir), lang)
    except Exception:  # noqa: BLE001 - a form the renderer has no words for: the printed text then
        return ""


def _args(st: GameState, args: Mapping[str, Any], lang: str, players: Players = None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in args.items():
        if k in _PLAYER_ARGS:
            out[k] = player_name(v, lang, players)
        elif k in _CARD_ARGS:
            out[k] = card_name(st, v, lang, players)
        elif k == "title":
            out[k] = card_label(st, v, lang) if isinstance(players, Seen) else card_title(st, v, lang)
        elif k in _LIST_ARGS:
            name = card_label if isinstance(players, Seen) else card_title
            out[k] = ", ".join(name(st, c, lang) for c in v) or word(_LIST_ARGS[k], lang)
        elif k == "sector":
            out[k] = sector_name(st, v, lang)
        elif k == "ability":
            out[k] = ability_text(st, v[0], v[1], lang) if v[0] >= 0 else sector_ability_text(st, v[1], lang)
        elif k in _WORD_ARGS:
            out[k] = word(v, lang)
        elif k == "keyword":   # a kind of card after "versus": "vehicles", «против техники»
            out[k] = keyword_form(v, lang, "versus")
        elif k == "desc":   # g8: a description of cards a change counts versus («повернутых отрядов»)
            out[k] = versus_words(v, lang)
        elif k == "kw":   # a keyword by its name, in the language asked for
            out[k] = keyword_form(v, lang, "name")
        else:
            out[k] = v
    return out


def render(st: GameState, event: Event, lang: str = "en", players: Players = None) -> str:
    """One log event as a sentence in ``lang``."""
    rule, key, args = event
    viewer = players if isinstance(players, Seen) else None
    seen = viewer is not None
    a = _args(st, args, lang, players)
    if key == "planet.chosen":
        a["sectors"] = ", ".join(f"{_sector_row_name(row, lang)} ({row[2]})"
                                 for row in st.cat.sectors(args["planet"]))
    # "P1: …; P2: …": the two players as a line of two names them, or by name as a player sees it
    a["p1"], a["p2"] = (viewer[0], viewer[1]) if viewer is not None else (i18n.template(f"log-side-{p}", lang) for p in (1, 2))
    # the players read no internal number (the seed: New game has it): a message's .seen wording
    template = agreeing(st, _template(MESSAGES, key, lang, args, seen), args, lang, _CARD_ARGS, word("a card", lang),
                        english=seen)
    if viewer is not None:   # a card of a player the sentence names is not given its owner again
        a.update(own_cards(st, args, template, lang, viewer, card_label, _PLAYER_ARGS, _CARD_ARGS))
        # the viewer's own verbs in the second person, the sentence capitalised
        for k in _PLAYER_ARGS & args.keys():
            template = (conjugate if args[k] == viewer.viewer else opponent_possessive)(template, k, lang)
        text = fill(template, **a)
        return text[:1].upper() + text[1:]
    return fill(template, **a)


def log_lines(st: GameState, lang: str = "en", players: Players = None) -> list[tuple[str, str]]:
    """The whole log as (rules id, sentence) pairs."""
    return [(e.rule, render(st, e, lang, players)) for e in st.log]


def render_log(st: GameState, lang: str = "en", players: Players = None) -> str:
    return "\n".join(text for _, text in log_lines(st, lang, players))


def question_text(st: GameState, q: Question, lang: str = "en", players: Players = None) -> str:
    kind = q.kind
    about = dict(q.about)
    if "event" in about:
        about["event"] = word(about["event"], lang)
    for k in ("unit", "target"):
        if isinstance(about.get(k), int):
            about[k] = _short_card(st, about[k], lang, players)
    if q.kind == "modifier" and about.get("roll") is None:   # abilities.modifier.before: not read yet
        about["roll"] = word("unread", lang)
    if q.kind == "by_hand":   # the text the players carry out
        about["text"] = ability_text(st, about["card"], about["ability"], lang)
    if q.kind == "effect_pick":   # say what the card is chosen for: to infiltrate, to take, to discard
        effect = about.get("effect")
        op = effect.get("op") if isinstance(effect, dict) else None
        if isinstance(effect, dict) and f"effect_pick.{op}" in QUESTIONS:
            kind = f"effect_pick.{op}"
            about["source"] = word(effect.get("source") or "hand", lang)   # the log's words: «из руки»
    cards = {k: v for k, v in q.about.items() if k in ("unit", "target") and isinstance(v, int)}
    template = _template(QUESTIONS, kind, lang, about)
    return fill(agreeing(st, template, cards, lang, _CARD_ARGS, word("a card", lang),
                         english=isinstance(players, Seen)), **about)


def decision_text(st: GameState, d: Decision, lang: str = "en", players: Players = None, viewer: int | None = None,
                  shown: frozenset[int] = frozenset()) -> str:
    """A decision in words: cards by their names in ``lang``; with ``viewer``, a card that player may
    not see is only "a card" unless in ``shown`` (told from before it: cards the decision reveals)."""
    kind = d[0]
    args: dict[str, Any] = {}
    if kind in ("shoot", "assault"):
        args = {"unit": d[1], "target": d[2]}
    elif kind in ("charge",):
        args = {"unit": d[1]}
    elif kind == "special":
        args = {"unit": d[1], "ability": (d[1], d[2])}
    elif kind == "play":
        kind = "play.command" if d[2] < 0 else "play.ability"
        args = {"card": d[1], "ability": (d[1], d[2])}
    elif kind == "manual":
        kind = "manual.command" if d[2] < 0 else "manual.ability"
        args = {"card": d[1], "ability": (d[1], d[2])}
    elif kind in ("hand_destroy", "hand_lock", "hand_ready", "hand_charge", "hand_discard"):
        args = {"card": d[1]}
    elif kind == "hand_stat":
        args = {"card": d[1], "stat": d[2], "n": d[3]}
    elif kind in ("hand_roll", "result"):
        args = {"n": d[1]}
    elif kind == "hand_draw":
        p = st.current_player if st.current_player is not None else 0
        args = {"who": p if d[1] == "you" else 1 - p}
    elif kind == "block":
        args = {"blocker": d[1]}
    elif kind in ("overrun",):
        args = {"target": d[1]}
    elif kind == "choose":
        args = {"card": d[1]}
    elif kind in ("move", "option"):
        args = {"card": d[1], "sector": d[2]} if kind == "move" else {"n": d[1]}
    elif kind == "deploy":
        args = {"card": d[1], "sector": d[2]}
    elif kind in ("battle", "first_wave"):
        args = {"sector": d[1]}
        if kind == "first_wave":
            f = st.stack[-1] if st.stack else None
            revealed = getattr(f, "revealed", None)   # the first wave's frame: the card it turned up
            c = revealed(st) if revealed is not None else -1
            args["card"] = c
    elif kind in ("role",):
        args = {"word": d[1]}
    elif kind == "planet":
        args = {"planet": d[1]}
    elif kind == "x":
        args = {"n": d[1]}
    if kind not in DECISIONS:
        return " ".join(str(x) for x in d)
    template = _template(DECISIONS, kind, lang, args)
    a = _args(st, args, lang, players)
    if kind in ("choose", "deploy", "first_wave", "move") and "card" in args and args["card"] >= 0:
        a["card"] = _short_card(st, args["card"], lang, players)
    for k in ("unit", "target", "blocker"):
        if k in args:
            a[k] = _short_card(st, args[k], lang, players)
    if kind.startswith(("play", "manual", "hand_")) and "card" in args:
        a["card"] = _short_card(st, args["card"], lang, players)
    hidden: set[str] = set()
    if viewer is not None:
        for k in ("card", "unit", "target", "blocker"):
            c = args.get(k)
            if isinstance(c, int) and c >= 0 and c not in shown and not st.visible_to(c, viewer):
                # «карту» only as a verb's object; a subject or a label is «карта»
                accusative = object_of_a_verb(template, k)
                a[k] = word("a card" if accusative else "a card.nominative", lang)
                hidden.add(k)
    text = fill(agreeing(st, template, args, lang, _CARD_ARGS, word("a card", lang), frozenset(hidden),
                         english=isinstance(players, Seen)), **a)
    if d[0] in _RESTRICTABLE and getattr(st.cat, "by_hand", False):
        text += _unread_note(st, d, lang)
    return text


_RESTRICTABLE = frozenset(("block", "charge", "shoot", "assault", "choose"))
# a decision a constant the engine cannot read may forbid (engine.manual.unread_restrictions): the
# offer names the card and its text, and leaves the judgement to the players


# the rule that finds them lives in the by-hand room, which registers it here on import
# (engine.manual.unread_restrictions; events may import no outer room)
UNREAD_RESTRICTIONS: list[Callable[[GameState, Decision], list[tuple[int, int]]]] = [lambda st, d: []]


def _unread_note(st: GameState, d: Decision, lang: str) -> str:
    out = ""
    for c, ai in UNREAD_RESTRICTIONS[0](st, d):
        m = st.tpl[c].by_hand[ai]
        out += " " + i18n.t("decision-unread-note", lang, card=_short_card(st, c, lang), text=pick(lang, en=m.en, ru=m.ru))
    return out


def _short_card(st: GameState, c: int | None, lang: str, players: Players = None) -> str:
    """A card as a decision names it: its name and its number (as a player sees it: its name and
    its letter, engine.seen_words)."""
    if c is None or c < 0:
        return "—"
    if isinstance(players, Seen):
        return card_label(st, c, lang)
    return f"{card_title(st, c, lang)} [{c}]"
