"""One meaning said with another subject, in English: the passive as an effect (issue 24, g16a).

The grammar reads an effect in the imperative, the card it acts on as the verb's object: "Destroy target
enemy unit.", "Return it to your hand.", "Deal 1 damage to the attacking unit." Writers say the same
with the card as the subject, in the passive: "Target enemy unit is destroyed.", "It may be returned to
your hand.", "The attacking unit is dealt 1 damage.", "One enemy unit gets locked.", "1 card is
discarded by your opponent."; or with the causative "have": "you may have that unit locked". This pass
puts each such clause in the grammar's order, for every verb the grammar reads as an effect:

- ``NP is/are/gets/becomes PARTICIPLE REST`` -> ``VERB NP REST`` ("is dealt N damage" -> "deal N damage
  to NP"); ``NP may be PARTICIPLE REST`` -> ``you may VERB NP REST``;
- ``... by PLAYER`` (you, your opponent, each player, its owner / controller) -> ``PLAYER VERB NP REST``;
  done by anything else (an attack, a card) it is left as written (the grammar refuses it);
- ``NP is PARTICIPLE and cannot ...`` -> ``VERB NP. It cannot ...`` (they, for a plural);
- ``have NP PARTICIPLE REST`` -> ``VERB NP REST``;
- a cost said as a verbal noun: "WA Locking this unit: ...", "Discarding 1 card:", "Discard of 1 card:".

Only a clause that is an effect is read so: after the colon of an ability, not opening with "when",
"if", "while", "that" ... (a passive there is an event or a state: "When this unit is destroyed", "If
it is locked"), and after a comma only where the clause before it was one of those or it opens with
"and" / "then". A passive in a text with no colon (a constant rule: "This ship is readied at the end of
each battle") is left as written.
"""

from __future__ import annotations

from heresy_app.abilities.clauses import BOUNDARY_KINDS, own_sentence, spans

__all__ = ["rewrite"]

# the verbs the grammar reads as an effect (its lemmas)
EFFECT_VERBS = frozenset({"destroy", "lock", "ready", "discard", "return", "put", "shuffle", "reveal", "reroll",
                          "deal", "infiltrate", "move", "search", "draw", "play", "cancel"})
_IRREGULAR = {"dealt": "deal", "put": "put", "drawn": "draw", "readied": "ready", "shuffled": "shuffle",
              "placed": "put", "returned": "return", "played": "play"}
_BE = frozenset({"be", "is", "are", "get", "gets", "become", "becomes", "got", "became"})
_SUBORDINATE = frozenset({"when", "whenever", "if", "while", "unless", "until", "after", "before", "as", "that",
                          "which", "who", "where", "because", "once", "instead", "during", "at"})
_TIME = frozenset({"time", "first", "next"})   # "each time ...", "the first time ...", "the next time ..."
_OPENING = frozenset({"when", "whenever", "if", "while", "unless", "until", "after", "before", "once", "as",
                      "because", "where"})
_RELATIVE = frozenset({"that", "which", "who"})
_LEADING = frozenset({"and", "then", "or", "but"})
_NOT = frozenset({"not", "cannot", "can't", "can", "must", "never", "would", "will", "could", "might", "should"})
_PLAYERS = frozenset({"you", "opponent", "player", "owner", "controller"})
_SUBJECT_NOT = frozenset({"only", "no", "play", "use", "none", "neither"})
_KIND_LETTERS = frozenset({"wa", "t", "r", "m", "a", "e"})
_THIRD = {"ready": "readies", "search": "searches", "reroll": "rerolls"}


def _is(w, *lemmas: str) -> bool:
    return w is not None and w.kind in ("word", "unknown") and w.lemma in lemmas


def _low(w) -> str:
    return w.text.lower() if w.kind in ("word", "unknown") else ""


def _make(template, lemma: str, text: str | None = None, kind: str = "word"):
    return type(template)(kind, lemma, text if text is not None else lemma, template.start, False)


def verb_of(text: str) -> str | None:
    """The verb a participle ("destroyed", "readied", "dealt") or a verbal noun ("locking") is of,
    when the grammar reads it as an effect.

    >>> verb_of("destroyed"), verb_of("Readied"), verb_of("shuffled"), verb_of("cancelled"), verb_of("locked")
    ('destroy', 'ready', 'shuffle', 'cancel', 'lock')
    >>> verb_of("Locking"), verb_of("discarding"), verb_of("charged"), verb_of("shuffling")
    ('lock', 'discard', None, 'shuffle')
    """
    w = text.lower()
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    for ending in ("ed", "ing"):
        if w.endswith(ending) and len(w) > len(ending) + 2:
            stem = w[: -len(ending)]
            for base in (stem, stem + "e", stem[:-1] + "y" if stem.endswith("i") else "",
                         stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else ""):
                if base in EFFECT_VERBS:
                    return base
    return None


def _participle(w) -> str | None:
    if w is None or w.kind not in ("word", "unknown"):
        return None
    low = _low(w)
    return verb_of(low) if low.endswith(("ed", "n", "t")) or low in _IRREGULAR else None


def rewrite(words: list, lang: str, vocabulary: frozenset[str] = frozenset()) -> list:
    """The words with each passive effect put in the grammar's order (English words: voice.py hands this
    pass only those)."""
    if not any(w.kind == ":" for w in words):
        return words
    cuts = spans(words, BOUNDARY_KINDS)
    out = list(words)
    first_colon = next(i for i, w in enumerate(words) if w.kind == ":")
    new: list[list] = []
    for n, (s, e) in enumerate(cuts):
        clause = words[s:e]
        if e <= first_colon:   # the head: a cost said as a verbal noun
            new.append(_cost(clause, n == 0))
            continue
        before = words[s - 1].kind if s > 0 else None
        prev = words[cuts[n - 1][0]:cuts[n - 1][1]] if n > 0 else []
        if before == "(" or not _effect_position(clause, before, prev):
            new.append(clause)
            continue
        new.append(_clause(clause))
    out = []
    for n, (s, e) in enumerate(cuts):
        out += own_sentence(out, words[s:e], new[n], _LEADING)
        if e < len(words):
            out.append(words[e])
    return out


def _opens(clause: list) -> str:
    """The clause's first word after "and" / "then"; "when" for "each time", "the first time"."""
    i = 0
    while i < len(clause) and _is(clause[i], *_LEADING):
        i += 1
    if i + 1 < len(clause) and _low(clause[i]) in ("each", "every", "the") and _low(clause[i + 1]) in _TIME:
        return "when"
    return _low(clause[i]) if i < len(clause) else ""


def _effect_position(clause: list, before, prev: list) -> bool:
    if _opens(clause) in _SUBORDINATE:
        return False
    if before == ",":
        return bool(clause) and (_is(clause[0], *_LEADING) or _opens(prev) in _OPENING)
    return True


def _cost(clause: list, first: bool) -> list:
    """"WA Locking this unit", "Discard of 1 card", "and discarding 1 card": the imperative."""
    out: list = []
    start = not first   # the first clause of the head starts after its kind letters
    skip_of = False
    for i, w in enumerate(clause):
        low = _low(w)
        if skip_of and _is(w, "of"):
            skip_of = False
            continue
        skip_of = False
        if first and all(_low(x) in _KIND_LETTERS for x in clause[:i + 1]):
            out.append(w)
            start = True
            continue
        if start and low.endswith("ing") and verb_of(low) is not None and i + 1 < len(clause):
            out.append(_make(w, verb_of(low) or "", w.text))
        elif start and low in EFFECT_VERBS and i + 1 < len(clause) and _is(clause[i + 1], "of"):
            out.append(w)
            skip_of = True
        else:
            out.append(w)
        start = _is(w, "and")
    return out


def _clause(clause: list) -> list:
    lead = 0
    while lead < len(clause) and _is(clause[lead], *_LEADING):
        lead += 1
    head, body = clause[:lead], clause[lead:]
    have = _causative(body)
    if have is not None:
        return head + have
    found = None
    for i in range(1, len(body) - 1):
        if _low(body[i]) in _BE and _participle(body[i + 1]) is not None:
            if i > 0 and _low(body[i - 1]) in _RELATIVE:
                continue   # "unit that is locked": a description inside the subject
            if i > 0 and _low(body[i - 1]) in _NOT:
                continue   # "cannot be locked", "would be destroyed": a rule or an event, not an effect
            found = i
    if found is None:
        return clause
    i = found
    may = i > 0 and _is(body[i - 1], "may") and _low(body[i]) == "be"
    if _low(body[i]) == "be" and not may:
        return clause
    subject = body[: i - 1] if may else body[:i]
    if not _subject(subject):
        return clause
    participle = body[i + 1]
    verb = _participle(participle)
    assert verb is not None
    rest = body[i + 2:]
    agent: list = []
    if rest and _is(rest[0], "by"):
        end = 1
        while end < len(rest) and rest[end].kind in ("word", "unknown", "'s") and not _is(rest[end], "and", "instead",
                                                                                         "until", "to", "into", "on"):
            end += 1
        agent = rest[1:end]
        if not agent or not any(_is(w, *_PLAYERS) for w in agent) or not _player_phrase(agent):
            return clause   # done by an attack, a card ...: not said here as an effect
        rest = rest[end:]
    sequel: list = []
    for j, w in enumerate(rest):
        if _is(w, "and") and j + 1 < len(rest) and _low(rest[j + 1]) in ("cannot", "can't", "can", "may", "does",
                                                                           "gets", "get"):
            sequel = [_make(w, ".", ".", kind="."), _make(w, "it", "It")] + rest[j + 1:]   # the card named last
            rest = rest[:j]
            break
    verb_word = _make(participle, verb, participle.text)
    if agent:
        third = _THIRD.get(verb, verb + "s")
        verb_word = _make(participle, verb, third)
        said = agent + ([body[i - 1]] if may else []) + [verb_word]
    elif may:
        said = [_make(body[i - 1], "you", "you"), body[i - 1], verb_word]
    else:
        said = [verb_word]
    if verb == "deal" and len(rest) >= 2 and rest[0].kind in ("INT", "XVAR") and _is(rest[1], "damage"):
        return head + said + rest[:2] + [_make(rest[1], "to", "to")] + subject + rest[2:] + sequel
    return head + said + subject + rest + sequel


def _subject(subject: list) -> bool:
    """The words before the passive are a card said as its subject: not a clause of its own ("Play when
    one of your units", "Use only if it"), no limit ("Only one unit", "No unit"), no second verb."""
    if not subject or _low(subject[0]) in _SUBJECT_NOT or subject[0].kind not in ("word", "KW", "INT", "unknown"):
        return False
    for j, w in enumerate(subject):
        if w.kind not in ("word", "KW", "INT", "unknown", "'s", "XVAR"):
            return False
        low = _low(w)
        if low in _OPENING or low in _SUBORDINATE - _RELATIVE or (low in EFFECT_VERBS and j == 0):
            return False
        if low in ("is", "are", "may", "can", "cannot", "has", "have") and not _described(subject, j):
            return False
    return True


def _described(subject: list, j: int) -> bool:
    """Word ``j`` of the subject is inside a description ("unit that is locked", "units that are charging")."""
    return j > 0 and _low(subject[j - 1]) in _RELATIVE


def _player_phrase(agent: list) -> bool:
    """"you", "your opponent", "each player", "its owner", "their controller": a player, nothing more."""
    lows = [_low(w) for w in agent]
    return lows == ["you"] or (len(lows) == 2 and lows[0] in ("your", "the", "each", "its", "their", "his", "her")
                               and lows[1] in ("opponent", "player", "owner", "controller"))


def _causative(body: list) -> list | None:
    """"you may have that unit locked (to ...)": "you may lock that unit (to ...)"."""
    for h, w in enumerate(body):
        if not _is(w, "have") or _low(w) != "have":
            continue
        if not all(_low(x) in ("you", "may", "then") for x in body[:h]):
            return None   # "if you have no locked units": what a player has
        for p in range(h + 2, len(body)):
            if _participle(body[p]) is not None and body[p - 1].kind in ("word", "KW", "unknown") \
                    and not (p + 1 < len(body) and body[p + 1].kind in ("word", "KW", "unknown")
                             and body[p + 1].lemma in ("unit", "asset", "ship", "card", "hero")) \
                    and _low(body[p - 1]) not in ("no", "a", "an", "the", "any", "your", "each"):
                thing = body[h + 1:p]
                if any(_low(x) in _BE or _low(x) in ("have", "has") for x in thing):
                    return None
                verb = _participle(body[p])
                assert verb is not None
                return body[:h] + [_make(body[p], verb, body[p].text)] + thing + body[p + 1:]
        return None
    return None
