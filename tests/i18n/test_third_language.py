"""A third language is a catalog folder away: a stub language "xx" is filled from the English
catalog (every text upper-cased, so what came from the catalog can be told from what did not) in a
folder named by HERESY_LOCALES, and the command line runs in it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, FluentSerializer, ast, visitor

from heresy_app.cli import main
from heresy_app.i18n import catalog_files, languages, t

ROOT = Path(__file__).resolve().parents[2]


class _Shout(visitor.Transformer):
    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = node.value.upper()
        return node

    def visit_StringLiteral(self, node: ast.StringLiteral) -> ast.StringLiteral:
        node.value = node.value.upper()
        return node


def make_stub(folder: Path, lang: str = "xx") -> Path:
    """``folder/lang``: every English catalog file with its texts upper-cased."""
    out = folder / lang
    out.mkdir(parents=True)
    for path in catalog_files("en"):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        (out / path.name).write_text(FluentSerializer().serialize(_Shout().visit(resource)), encoding="utf-8")
    return out


@pytest.fixture
def stub(tmp_path, monkeypatch):
    make_stub(tmp_path / "locales")
    monkeypatch.setenv("HERESY_LOCALES", str(tmp_path / "locales"))
    monkeypatch.setenv("HERESY_HOME", str(tmp_path / "home"))
    return tmp_path / "locales"


def test_the_stub_is_a_language(stub):
    assert "xx" in languages()
    assert t("count-card", "xx", n=3) == "3 CARDS"
    assert t("deck-side-of", "xx", side="traitor") == "TRAITOR"


def test_a_message_the_stub_lacks_is_english(stub):
    (stub / "xx" / "decks.ftl").unlink()
    assert t("deck-side-of", "xx", side="traitor") == "Traitor"
    assert t("count-card", "xx", n=3) == "3 CARDS"


def test_deck_commands_speak_the_stub(stub, capsys, tmp_path):
    deck = tmp_path / "d.txt"
    deck.write_text("# side: loyalist\n4 Tactical Squad\n5 IS-001\n2 Nonexistent thing\n", encoding="utf-8")
    assert main(["deck", "validate", str(deck), "--lang", "xx"]) == 1
    out = capsys.readouterr().out
    assert "ERROR TOO_MANY_COPIES: 9 COPIES OF 'TACTICAL SQUAD'" not in out   # names are data, not catalog text
    assert "ERROR too_many_copies: 9 COPIES OF 'Tactical Squad'" in out
    assert "NO CARD IS NAMED OR NUMBERED 'Nonexistent thing' (LINE 4)" in out
    assert out.rstrip().endswith("INVALID: 3 ERRORS")
    assert main(["deck", "stats", "sample:traitor", "--lang", "xx"]) == 0
    out = capsys.readouterr().out
    assert "DIE FACES:" in out and "A ROLL PASSES A TEST:" in out
    assert main(["deck", "validate", "sample:loyalist", "--lang", "xx"]) == 0
    assert "\nVALID: 60 CARDS, loyalist\n" in capsys.readouterr().out


def test_an_unknown_language_is_refused(capsys):
    assert main(["deck", "validate", "sample:loyalist", "--lang", "xx"]) == 2
    assert "invalid choice: 'xx'" in capsys.readouterr().err


def test_play_smoke_runs_in_the_stub(stub):
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    run = subprocess.run([sys.executable, "-m", "heresy_app", "play", "sample:loyalist", "--smoke", "--seed", "5",
                          "--lang", "xx"], capture_output=True, text=True, env=env, cwd=ROOT, timeout=500)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith("SEED 5: ") and " AGAINST " in lines[0] and "IN BOTH SEATS" in lines[0]
    assert any(line.startswith("TURNS: ") for line in lines)


def test_the_engine_speaks_the_stub(stub):
    """The game's log, questions and decisions come from the catalog: in the stub they are its
    upper-cased English (card names are data and stay as printed)."""
    import random

    from heresy_app.decks.practice import sample_ids
    from heresy_app.engine import new_game
    from heresy_app.engine.events import decision_text, question_text, render_log
    from heresy_app.engine.seen_words import for_viewer

    g = new_game(sample_ids("loyalist"), sample_ids("traitor"), 5, log=True)
    rng = random.Random(5)
    asked, offered = set(), set()
    for _ in range(60):
        legal = g.legal_decisions()
        asked.add(question_text(g, g.question(), "xx"))
        offered |= {decision_text(g, tuple(d), "xx") for d in legal}
        g.apply(legal[rng.randrange(len(legal))])
    log = render_log(g, "xx")
    assert log.splitlines()[0] == "BOTH DECKS ARE SHUFFLED (SEED 5)"
    assert "BOTH DECKS ARE SHUFFLED" in render_log(g, "xx", for_viewer(0, "xx")).splitlines()[0]
    assert "CHOOSE ATTACKER OR DEFENDER" in asked and "PASS" in offered
    assert "draws" not in log and "passes" not in log
