"""The war action told on the table (no Qt): the last war action of the battle under way, read from
the game's log — its attacking unit, its target, the blocker, the tactics played since it was
declared and what landed (damage, counter-attacks, cards destroyed or surviving).

The log holds only what both players may know, so nothing here shows a hidden card. The banner that
shows it is :mod:`heresy_app.ui.war_banner`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["WarStory", "war_story", "START_KEYS", "LANDED_KEYS"]

START_KEYS = ("shoots", "assaults", "special-assault", "overruns")
BLOCK_KEYS = ("blocks.shot", "blocks.assault", "blocks.special")
TACTIC_KEYS = ("plays.command", "plays.ability", "manual.command", "manual.announced")
LANDED_KEYS = ("deals", "counter-attacks", "armor-zero", "no-damage-no-counter", "survives", "destroyed",
               "damage.by-ability", "left-play-before-damage", "special.unblocked", "returned.hand")
BATTLE_EDGES = ("battle.chosen", "turn.begins", "capture", "no-capture", "combat.ends")


@dataclass
class WarStory:
    start: int                          # the log index that declared it
    kind: str                           # "shoots", "assaults", "special-assault" or "overruns"
    player: int
    unit: int
    target: int                         # -1: a special assault names no target
    blocker: int = -1
    tactics: list[int] = field(default_factory=list)    # cards played or used since, in order
    landed: list[int] = field(default_factory=list)     # log indexes of what landed, in order
    ended: bool = False                 # its bonuses ended: the war action is over


def war_story(log) -> WarStory | None:
    """The last war action of the battle under way (None when the battle has none yet)."""
    start = None
    for i in range(len(log) - 1, -1, -1):
        key = log[i].key
        if key in START_KEYS:
            start = i
            break
        if key in BATTLE_EDGES:
            return None
    if start is None:
        return None
    ev = log[start]
    a = ev.args
    story = WarStory(start, ev.key, a.get("player", -1), a.get("unit", -1), a.get("target", -1))
    for i in range(start + 1, len(log)):
        e = log[i]
        if e.key in BLOCK_KEYS:
            story.blocker = e.args.get("blocker", -1)
        elif e.key in TACTIC_KEYS:
            c = e.args.get("title", e.args.get("card", -1))
            if isinstance(c, int) and c >= 0:
                story.tactics.append(c)
        elif e.key in LANDED_KEYS:
            story.landed.append(i)
        elif e.key == "war-action.bonuses-end":
            story.ended = True
    return story
