"""The simulator's report (issue 17, section 7): cards by name in the chosen language, a warning
for a deck that breaks the deck rules (it still plays), a progress bar that reads as words."""

from __future__ import annotations

import io
import json
import re

from heresy_app.cli import main
from heresy_app.cli.sim_cmd import progress_columns, times_text


def _draft(tmp_path):
    deck = tmp_path / "draft.txt"
    deck.write_text("# side: loyalist\n20 Tactical Squad\n", encoding="utf-8")
    return str(deck)


def test_per_card_figures_are_named_in_the_chosen_language(capsys):
    assert main(["sim", "sample:loyalist", "sample:traitor", "-n", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    cards_b = out.split("cards of B")[1]
    assert re.search(r"^  Traitor Tactical Squad +IS-104 +×4", cards_b, re.M)
    assert main(["sim", "sample:loyalist", "sample:traitor", "-n", "2", "--seed", "1", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "карты B" in out and re.search(r"^  Тактический отряд предателей +IS-104 +×4", out, re.M)
    assert "win rate" not in out and "drawn" not in out


def test_json_cards_carry_their_name(capsys):
    assert main(["sim", "sample:loyalist", "sample:traitor", "-n", "2", "--json", "--lang", "ru"]) == 0
    rep = json.loads(capsys.readouterr().out)
    by_id = {c["id"]: c["name"] for c in rep["cards_b"]}
    assert by_id["IS-104"] == "Тактический отряд предателей"
    assert rep["deck_checks"]["a"] == {"deck": "sample:loyalist", "valid": True, "errors": []}


def test_an_illegal_deck_plays_with_a_warning(capsys, tmp_path):
    draft = _draft(tmp_path)
    assert main(["sim", draft, "sample:traitor", "-n", "2"]) == 0
    out, err = capsys.readouterr()
    assert err.count("\n") == 1
    assert err.startswith(f"heresy: warning: deck A ({draft}) does not pass the deck check (2 errors: ")
    assert "it plays anyway" in err and "A wins" in out
    assert main(["sim", "sample:loyalist", draft, "-n", "2", "--json", "--lang", "ru"]) == 0
    out, err = capsys.readouterr()
    rep = json.loads(out)
    assert err == ""                                     # --json: the document says it
    assert rep["deck_checks"]["b"]["valid"] is False
    assert "не хватает 40" in rep["deck_checks"]["b"]["errors"][0]
    assert main(["sim", draft, "sample:traitor", "-n", "2", "--lang", "ru"]) == 0
    assert "колода A" in capsys.readouterr().err


def test_the_progress_clock_reads_as_words():
    assert times_text(7, 0.4) == "elapsed 0:00:07, about 0:00:00 left"
    assert times_text(3725, 65) == "elapsed 1:02:05, about 0:01:05 left"
    assert times_text(7, None, "ru") == "прошло 0:00:07, осталось -:--:--"


def test_the_progress_bar_renders_elapsed_then_left():
    from rich.console import Console
    from rich.progress import Progress

    for lang, words in (("en", ("games/s", "elapsed", "left")), ("ru", ("игр/с", "прошло", "осталось"))):
        buf = io.StringIO()
        with Progress(*progress_columns(lang), console=Console(file=buf, width=140, force_terminal=True),
                      auto_refresh=False) as bar:
            task = bar.add_task("games", total=10)
            bar.update(task, completed=4)
            bar.refresh()
        text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", buf.getvalue())
        positions = [text.rfind(w) for w in words]
        assert all(p >= 0 for p in positions) and positions == sorted(positions), text
        assert "4/10" in text
        assert not re.search(r"left \d", text)        # never "0:00:07 left 0:00:00"
