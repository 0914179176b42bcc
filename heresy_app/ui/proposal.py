"""An ability chosen but not yet played (issue 27, item 4): what it will do and whom it may target,
worked out on a copy of the game, so the board can show it with Play and Cancel before anything
counts. No Qt."""

from __future__ import annotations

from heresy_app.engine.decisions import IllegalDecision

__all__ = ["USE_KINDS", "preview_targets"]

USE_KINDS = ("play", "manual", "special")      # using an ability: asked to confirm before it counts


def preview_targets(st, d, viewer: int) -> list[int] | None:
    """The cards the ability of decision ``d`` may then target (the "choose" answers of the target
    question that would follow it, on a copy of the game), only those ``viewer`` may see; None when
    it asks for no target."""
    copy = st.clone(log=False)
    try:
        copy.apply(tuple(d))
    except (IllegalDecision, TypeError, ValueError, KeyError, IndexError):
        return None
    if copy.is_over or copy.current_player != st.current_player or copy.question().kind != "target":
        return None
    return [x[1] for x in copy.legal_decisions() if x[0] == "choose" and 0 <= x[1] < len(st.tpl)
            and st.visible_to(x[1], viewer)]
