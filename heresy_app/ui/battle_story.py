"""What a battle, a turn and a game came to, read from the game's log (no Qt): the facts the
resolution summary shows (:mod:`heresy_app.ui.summary_panel`).

The log holds only what both players may know (a deployed card is "a card"; the command hands are
revealed at resolution), so nothing here can show a hidden card.

- :func:`battle_story`: one battle, from its ``capture``/``no-capture`` entry back to the choice
  of its sector: the turn, whose battle it was, both command hands as revealed, the flags before
  the events, each event in order with the lines it caused and what they did to the flags (extra
  flags, a card's flags changed, a fighting card gone), the flags at the end and who captured.
- :func:`battle_history`: every battle of the game, in order, one row each.
- :func:`turn_story`: the end of a turn after turn 4 that did not end the game.
"""

from __future__ import annotations

from heresy_app.engine.citations import RESOLUTION_EVENTS

__all__ = ["battle_story", "battle_history", "turn_story", "EVENT_KEYS", "END_KEYS"]

END_KEYS = ("capture", "no-capture")
EVENT_KEYS = ("plays.command", "plays.ability", "manual.command", "manual.announced")
TURN_KEYS = ("turn.tied-sectors", "turn.none-captured")


def _flags_of(event) -> tuple[int, int]:
    a = event.args
    if event.key == "capture":
        return (a["flags"], a["against"]) if a["player"] == 0 else (a["against"], a["flags"])
    return a["flags0"], a["flags1"]


def _turn_at(log, i: int) -> int:
    for j in range(i, -1, -1):
        if log[j].key == "turn.begins":
            return log[j].args["turn"]
    return 0


_LEAVING = ("destroyed", "returned.hand")
_NOISE = ("plays.command-on-table", "plays.command-discarded")


def _effect(st, lines, fighting: set) -> tuple[int, int]:
    """What these log lines did to each player's flags in the battle: extra flags, a card's flags
    changed, a card of the battle leaving (its printed flags go with it)."""
    out = [0, 0]
    for j in lines:
        e = st.log[j]
        a = e.args
        if e.key == "flags.extra":
            out[a["player"]] += a["n"]
        elif e.key in ("stat.change", "manual.stat") and a.get("stat") == "flags" and a.get("card") in fighting:
            out[st.owner[a["card"]]] += a["n"]
        elif e.key in _LEAVING and a.get("card") in fighting:
            out[st.owner[a["card"]]] -= st.tpl[a["card"]].stats[4]
            fighting.discard(a["card"])
    return out[0], out[1]


def battle_story(st, end: int) -> dict:
    """The battle whose result is log entry ``end``: ``sector``, ``turn``, ``chooser`` (whose
    battle: the player who chose the sector), ``hands`` (card numbers revealed, per player),
    ``flags_start`` (None when the log has no count), ``events`` (each ``index``, ``player``,
    ``card``, ``lines`` (log indexes of what it caused), ``delta`` (what those lines did to each
    player's flags)), ``flags_end``, ``need``, ``captured_by`` (None: nobody), ``end`` (the log
    index of the result) and ``rule``."""
    log = st.log
    e_end = log[end]
    if e_end.key not in END_KEYS:
        raise ValueError(f"log entry {end} is {e_end.key!r}, not a battle's end")
    start = 0
    for j in range(end - 1, -1, -1):
        if log[j].key in ("battle.chosen", "turn.begins") or log[j].key in END_KEYS:
            start = j
            break
    chooser = log[start].args.get("player") if log[start].key == "battle.chosen" else None
    hands: list[list[int]] = [[], []]
    flags_start = None
    first_event = None
    closing = end
    fighting: set = set()
    for j in range(start, end):
        e = log[j]
        if e.key == "hand.revealed" and e.rule == RESOLUTION_EVENTS:
            hands[e.args["player"]] = list(e.args.get("titles") or [])
            first_event = j + 1
        elif e.key == "battle.revealed":
            fighting.update(e.args.get("cards0") or ())
            fighting.update(e.args.get("cards1") or ())
        elif e.key in _LEAVING:
            fighting.discard(e.args.get("card"))
        elif e.key == "flags.count":
            flags_start = (e.args["flags0"], e.args["flags1"])
        elif e.key == "hands.discarded":
            closing = j
    events = []
    if first_event is not None:
        plays = [j for j in range(first_event, closing) if log[j].key in EVENT_KEYS]
        for k, j in enumerate(plays):
            upto = plays[k + 1] if k + 1 < len(plays) else closing
            e = log[j]
            lines = [i for i in range(j + 1, upto) if log[i].key not in _NOISE]
            events.append({"index": j, "player": e.args.get("player"), "card": e.args.get("title", e.args.get("card")),
                           "lines": lines, "delta": _effect(st, lines, fighting)})
    return {"sector": e_end.args["sector"], "turn": _turn_at(log, end), "chooser": chooser, "hands": hands,
            "flags_start": flags_start, "events": events, "flags_end": _flags_of(e_end),
            "need": e_end.args["need"],
            "captured_by": e_end.args["player"] if e_end.key == "capture" else None,
            "end": end, "rule": e_end.rule}


def battle_history(st) -> list[dict]:
    """Every battle of the game in order: ``turn``, ``sector``, ``chooser``, ``flags`` (per
    player), ``need``, ``captured_by`` (None: nobody), ``end`` (its log index) and ``rule``."""
    out = []
    chooser = None
    for i, e in enumerate(st.log):
        if e.key == "battle.chosen":
            chooser = e.args.get("player")
        elif e.key in END_KEYS:
            out.append({"turn": _turn_at(st.log, i), "sector": e.args["sector"], "chooser": chooser,
                        "flags": _flags_of(e), "need": e.args["need"],
                        "captured_by": e.args["player"] if e.key == "capture" else None, "end": i,
                        "rule": e.rule})
            chooser = None
    return out


def turn_story(st, index: int) -> dict:
    """The end of a turn after turn 4 (log entry ``index``): ``turn``, ``held`` (per sector: its
    index, required flags and holder or None), ``rule`` and ``index``."""
    e = st.log[index]
    if e.key not in TURN_KEYS:
        raise ValueError(f"log entry {index} is {e.key!r}, not a turn's end")
    held = [{"sector": s, "need": row[2], "holder": st.sec_owner[s] if st.sec_owner[s] >= 0 else None}
            for s, row in enumerate(st.sec)]
    return {"turn": _turn_at(st.log, index), "held": held, "rule": e.rule, "index": index}
