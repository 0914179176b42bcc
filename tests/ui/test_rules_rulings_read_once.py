"""The window's rules tab reads the card rulings once (issue 28, Part 2, speed): the window hands
the reference the same list while neither the shipped rulings nor the player's own changed, so
showing sections and asking questions neither rebuilds nor re-reads every ruling; a change of the
player's own rulings is read (once) the next time."""

from __future__ import annotations

from heresy_app.cards.own_rulings import OwnRulings
from heresy_app.rules import card_search
from heresy_app.rules import rulings as rulings_module


def test_two_sections_and_two_questions_read_the_rulings_once(window, monkeypatch):
    reads = []
    coerce = rulings_module.coerce_ruling

    def counted(item):
        reads.append(item)
        return coerce(item)

    # every reading of a ruling, by the sections' rulings and by the rulings' search (rulings.coerced)
    monkeypatch.setattr(rulings_module, "coerce_ruling", counted)

    window.show_rule("battle.blocking")
    provider = rulings_module.rulings_provider()
    assert provider is not None
    first = provider()
    assert len(first) > 10 and provider() is first   # the same list while nothing changed
    view = window.rules_view
    blocking = view.browser.toPlainText()
    assert "Bike Squad" in blocking   # the shipped rulings are there
    window.show_rule("battle.shooting")
    for question in ("can my bikes block a speed 2 unit", "Kharn blocks first?"):
        view.search_box.setText(question)
        view.search_box.returnPressed.emit()
        assert view.results.count() > 0
        assert card_search.search(question, lang="en", limit=5)   # the rulings searched as the command does
    window.show_rule("battle.blocking")
    assert view.browser.toPlainText() == blocking
    assert len(reads) == len(first)   # each ruling read once, whatever was shown or asked

    # the player's own ruling, added behind the window's back: read at the next section shown
    OwnRulings().add("IS-119", "Our group lets Kharn's blocker be chosen first.", sections=["battle.blocking"])
    window.show_rule("battle.shooting")
    window.show_rule("battle.blocking")
    now = provider()
    assert now is not first and len(now) == len(first) + 1
    assert "Our group lets Kharn's blocker be chosen first." in view.browser.toPlainText()
    assert len(reads) == len(first) + len(now)
