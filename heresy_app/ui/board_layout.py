"""Where the battle board puts its cards (no Qt): each card keeps its place while a battle lasts.

A sector's side is a grid of slots, filled in the order the cards came. :class:`SlotMemory` keeps
the slots of each *era* (a turn's deployment, each battle) of a game: a card that arrives takes the
next slot, a card that leaves leaves its slot empty (a gap, closed when the next era begins), a card
that comes back (a take-back, a replay stepped back) finds its slot again. Turning a card (locked,
charging) never changes its slot. So cards move only when one is added or leaves — and even then
only when the grid itself must grow.

:func:`plan` chooses the grid: the rows each side of a sector gets (the same for every sector, so
the board's rows line up) and each sector's columns, to draw the cards as large as the view
allows; a captured sector with no card left collapses to a narrow column.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = ["SlotMemory", "Plan", "plan", "fleet_grid"]


def _key(info: dict, hidden_index: int):
    c = info.get("card", -1)
    return c if c is not None and c >= 0 else ("hidden", hidden_index)


class SlotMemory:
    """The slots of each era of one game (``game`` is any value that changes with the game)."""

    def __init__(self):
        self.game = None
        self.eras: dict = {}

    def clear(self) -> None:
        self.game = None
        self.eras = {}

    def arrange(self, game, era, where, cards: list[dict]) -> list[dict | None]:
        """``cards`` (one side of a sector, in the game's order) as slots: a card's info, or None for
        a gap a card left in this era."""
        if game != self.game:
            self.game, self.eras = game, {}
        rows = self.eras.setdefault(era, {})
        keys, hidden = [], 0
        for info in cards:
            if info.get("card", -1) is None or info.get("card", -1) < 0:
                keys.append(_key(info, hidden))
                hidden += 1
            else:
                keys.append(_key(info, 0))
        by_key = dict(zip(keys, cards, strict=False))
        slots = rows.setdefault(where, [])
        known = set(slots)
        new = [k for k in keys if k not in known]
        present = set(keys)
        # hidden cards turned face up (a battle begins) keep their slots: the game keeps their order
        gone_hidden = [i for i, k in enumerate(slots) if isinstance(k, tuple) and k not in present]
        for i, k in zip(gone_hidden, [k for k in new if not isinstance(k, tuple)], strict=False):
            slots[i] = k
            known.add(k)
        for k in keys:
            if k not in known:
                slots.append(k)
                known.add(k)
        out = [by_key.get(k) for k in slots]
        while out and out[-1] is None:   # a gap at the end is no gap: the grid does not keep it
            out.pop()
        return out


@dataclass
class Plan:
    rows: int                 # rows of cards each side of every sector
    cols: list[int]           # columns of each sector (0: collapsed)
    scale: float              # view pixels per scene unit the plan gives


def plan(counts: list[tuple[int, int]], collapsed: list[bool], *, card_w: float, card_h: float, gap: float,
         fixed_h: float, min_w: float, view_w: float, view_h: float, collapsed_w: float, min_cols: int = 2) -> Plan:
    """The grid for sectors holding ``counts`` (slots on the opponent's side, on yours): rows per
    side from 1 to 3, each sector as many columns as its fuller side needs in that many rows; the one
    whose board fits the view at the largest scale. ``fixed_h``: the board's height without the
    sectors' rows; ``min_w``: its least width (the strips)."""
    best = None
    for rows in (1, 2, 3):
        cols = [0 if shut else max(min_cols, math.ceil(max(a, b) / rows))
                for (a, b), shut in zip(counts, collapsed, strict=False)]
        width = gap + sum((gap + c * (card_w + gap)) if c else collapsed_w for c in cols) + gap * len(cols)
        width = max(width, min_w)
        used = max([1] + [math.ceil(max(a, b) / c) for (a, b), c in zip(counts, cols, strict=False) if c])
        height = fixed_h + 2 * min(rows, used) * (card_h + gap)
        scale = min(view_w / width, view_h / height) if view_w > 0 and view_h > 0 else 1.0
        if best is None or scale > best.scale + 1e-9:
            best = Plan(min(rows, used), cols, scale)
    return best


def fleet_grid(n: int, width: float, height: float, card_w: float, card_h: float, gap: float) -> tuple[int, float]:
    """Columns and scale for ``n`` cards laid out in a ``width`` x ``height`` area without overlap:
    the largest scale (at most 1) at which they fit in a grid."""
    if n <= 0:
        return 1, 1.0
    best = (1, 0.0)
    for cols in range(1, n + 1):
        rows = math.ceil(n / cols)
        s = min((width - gap * (cols + 1)) / (cols * card_w), (height - gap * (rows + 1)) / (rows * card_h), 1.0)
        if s > best[1]:
            best = (cols, s)
    return best


def label_cards(st, obs: dict, lang: str) -> dict:
    """``obs`` with each card named as the text names it: a letter where two cards of the game share
    a name ("Tactical Squad B"; engine.events.card_label), so the board and the log agree."""
    from heresy_app.engine.events import card_label

    def fix(info):
        c = info.get("card", -1)
        if isinstance(c, int) and c >= 0 and "name" in info:
            info["name"] = card_label(st, c, lang)

    for side in ("you", "opponent"):
        for zone in ("hand", "discard", "fleet", "table"):
            for info in obs[side].get(zone, ()):
                fix(info)
    for sec in obs["sectors"]:
        for info in list(sec["you"]) + list(sec["opponent"]):
            fix(info)
    if "revealed" in obs:
        fix(obs["revealed"])
    return obs
