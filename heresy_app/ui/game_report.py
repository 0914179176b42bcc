"""The board's game told in words: the AI's last move as the viewer may know it, and the result
of a finished game. Plain functions over the engine's state; the controller calls them."""

from __future__ import annotations

from heresy_app.engine import log_lines
from heresy_app.engine.events import player_name, sector_name

__all__ = ["tell_move", "game_result"]


def tell_move(before, d, st, viewer: int) -> dict[str, str]:
    """The decision ``d`` in both languages, as ``viewer`` may know it: from the position
    ``before`` it (after a first wave's card is put, the next top card is another one), each card
    named when the viewer could see it before or can see it now in ``st`` (a played command card
    is revealed; a deployed one stays "a card")."""
    from heresy_app.engine.decisions import describe
    from heresy_app.engine.seen_words import for_viewer

    shown = frozenset(c for c in range(len(st.tpl)) if st.visible_to(c, viewer))
    out = {}
    for lang in ("en", "ru"):
        try:
            out[lang] = describe(before, d, lang, viewer=viewer, shown=shown, players=for_viewer(viewer, lang))
        except (IndexError, KeyError, TypeError, AttributeError):
            out[lang] = " ".join(map(str, d))
    return out


def game_result(st, lang: str, cards_lost) -> dict:
    """A finished game: ``winner`` (0, 1 or None for a draw), ``rule`` (the rules id that decided
    it) and ``reason`` (its log line), ``turns``, ``sectors`` (each with ``captured_by``),
    ``captured`` (sector names per player), ``cards_lost`` per player (given: the engine counts
    them from the card database), ``decisions``, ``seed`` and the ``players``' names."""
    last = st.log[-1] if st.log else None
    sectors = [{"sector": s, "id": row[0], "name": sector_name(st, s, lang), "required_flags": row[2],
                "captured_by": st.sec_owner[s] if st.sec_owner[s] >= 0 else None}
               for s, row in enumerate(st.sec)]
    return {"winner": st.winner, "rule": last.rule if last else None,
            "reason": log_lines(st, lang)[-1][1] if last else "",
            "turns": st.turn, "sectors": sectors,
            "captured": [[x["name"] for x in sectors if x["captured_by"] == p] for p in (0, 1)],
            "cards_lost": list(cards_lost), "decisions": len(st.decisions),
            "seed": st.seed, "players": [player_name(p, lang) for p in (0, 1)]}
