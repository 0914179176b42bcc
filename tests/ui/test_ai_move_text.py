"""The AI's last move is told from the position before it (issue 27, item 7): in the first wave it
names the card the AI put (not the person's own next top card, not "—"); over whole games every
description names the cards the log names for that move, and never a card the person may not see."""

from __future__ import annotations

import random

import pytest

from heresy_app.decks.practice import sample_ids
from heresy_app.engine.events import card_title, word
from heresy_app.ui.game_controller import GameController

# a decision's kind -> the log entries that tell it, and the cards each names (the first such entry
# after the decision is its own: forced moves the engine makes next may follow in the same slice)
NAMED = {"first_wave": {"first-wave": ("card",)},
         "play": {"plays.command": ("title",), "plays.ability": ("card",)},
         "manual": {"manual.command": ("title",), "manual.announced": ("card",)},
         "shoot": {"shoots": ("unit", "target")}, "assault": {"assaults": ("unit", "target")},
         "charge": {"charges": ("unit",)},
         "block": {"blocks.shot": ("blocker",), "blocks.assault": ("blocker",), "blocks.special": ("blocker",)}}


@pytest.mark.parametrize("seed", [3, 17])
def test_every_description_of_the_ai_move_names_the_logged_card_and_no_hidden_one(qtbot, seed):
    c = GameController(autosave=False)
    c.summaries = False
    seen = {"log": 0, "visible": set(), "checked": 0, "first_wave": 0, "deploys": 0, "human": False, "n": 0}
    problems = []

    def on_change():
        st = c.state
        if st is None:
            return
        new = st.log[seen["log"]:]
        visible_before = seen["visible"]
        by_ai = len(st.decisions) == seen["n"] + 1 and not seen["human"]
        seen["human"] = False
        seen["n"] = len(st.decisions)
        if by_ai:
            assert st.decisions[-1] == c.last_ai_decision
            d = c.last_ai_decision
            for lang in ("en", "ru"):
                text = c.ai_move_text(lang)
                if not text or text.startswith("—") or "Put —" in text or "— —" in text:
                    problems.append((d, text, "no card named"))
                keys = NAMED.get(d[0], {})
                told = next((e for e in new if e.key in keys), None)
                if keys and told is None:
                    problems.append((d, text, "no log entry tells it"))
                for arg in keys.get(told.key, ()) if told is not None else ():
                    x = told.args.get(arg)
                    if card_title(st, x, lang) not in text:
                        problems.append((d, text, f"the log names {card_title(st, x, lang)}"))
                cards = [a for a in d[1:] if type(a) is int and 0 <= a < len(st.tpl)] if d[0] not in (
                    "first_wave", "battle", "x", "option", "result", "hand_roll") else []
                for x in cards:
                    if not st.visible_to(x, 0) and x not in visible_before:
                        title = card_title(st, x, lang)
                        shared = any(card_title(st, y, lang) == title for y in range(len(st.tpl))
                                     if y != x and st.visible_to(y, 0))
                        if title in text and not shared:
                            problems.append((d, text, f"names the hidden {title}"))
                        if word("a card", lang) not in text:
                            problems.append((d, text, "a hidden card is not 'a card'"))
            seen["checked"] += 1
            seen["first_wave"] += d[0] == "first_wave"
            seen["deploys"] += d[0] == "deploy"
        seen["log"] = len(st.log)
        seen["visible"] = {x for x in range(len(st.tpl)) if st.visible_to(x, 0)}

    c.changed.connect(on_change)
    rng = random.Random(seed)
    c.new_game(sample_ids("loyalist"), sample_ids("traitor"), seed=seed, ai="heuristic", mode="ai")
    try:
        for _ in range(3000):
            if c.state.is_over:
                break
            if c.human_to_move():
                legal = c.legal()
                passes = [d for d in legal if d[0] == "pass"]
                seen["human"] = True
                c.submit(passes[0] if passes and rng.random() < 0.5 else rng.choice(legal))
            else:
                qtbot.waitUntil(lambda: c.human_to_move() or c.state.is_over, timeout=30_000)
        assert c.state.is_over
    finally:
        c.close()
    assert not problems, problems[:5]
    assert seen["checked"] > 15 and seen["first_wave"] >= 1 and seen["deploys"] >= 3


def test_the_first_wave_names_the_card_the_ai_put_not_the_next_one(qtbot):
    c = GameController(autosave=False)
    c.new_game(sample_ids("loyalist"), sample_ids("traitor"), seed=5, ai="heuristic", mode="ai", role="attacker")
    try:
        st = c.state
        for _ in range(40):
            qtbot.waitUntil(lambda: c.human_to_move() or st.is_over, timeout=30_000)
            if c.last_ai_decision and c.last_ai_decision[0] == "first_wave":
                break
            legal = c.legal()
            c.submit(legal[0])
        assert c.last_ai_decision[0] == "first_wave"
        put = next(e for e in reversed(st.log) if e.key == "first-wave" and e.args["player"] == 1)
        for lang in ("en", "ru"):
            text = c.ai_move_text(lang)
            assert card_title(st, put.args["card"], lang) in text
            mine = st.decks[0][-1]     # the person's own next top card, shown on the board now
            if card_title(st, mine, lang) != card_title(st, put.args["card"], lang):
                assert card_title(st, mine, lang) not in text
    finally:
        c.close()
