"""`heresy play … --smoke` and `heresy replay FILE --smoke` (shared/CONTRACT.md): the whole game
through the board's controller, the result as JSON or text in English or Russian, exit 2 for bad
input."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from heresy_app.cli import main

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def run_json(capsys, argv):
    code = main(argv)
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_play_smoke_prints_the_result_and_the_log_in_the_chosen_language(capsys, tmp_path, lang):
    saved = tmp_path / "game.json"
    doc = run_json(capsys, ["play", "sample:loyalist", "--smoke", "--seed", "7", "--lang", lang, "--json",
                            "--save", str(saved)])
    assert doc["winner"] in (0, 1, "draw") and doc["turns"] >= 1 and doc["decisions"] > 20
    assert doc["vs"] == "sample:traitor" and doc["seed"] == 7 and doc["rule"].startswith("end.")
    texts = doc["log"]
    assert texts and all(isinstance(t, str) for t in texts) and len(doc["log_rules"]) == len(texts)
    assert all(doc["log_rules"])
    if lang == "ru":
        assert all(CYRILLIC.search(t) for t in texts)
    else:
        assert not any(CYRILLIC.search(t) for t in texts)
    # the saved game replays to the same end
    again = run_json(capsys, ["replay", str(saved), "--smoke", "--json"])
    assert again["winner"] == doc["winner"] and again["decisions"] == doc["decisions"] and again["over"]


def test_play_smoke_is_deterministic_and_the_opponent_is_the_other_side(capsys):
    first = run_json(capsys, ["play", "sample:traitor", "--smoke", "--seed", "3", "--json"])
    second = run_json(capsys, ["play", "sample:traitor", "--vs", "sample:loyalist", "--smoke", "--seed", "3",
                               "--json"])
    assert first["vs"] == "sample:loyalist"
    assert first == second


def test_play_smoke_in_words(capsys):
    assert main(["play", "sample:loyalist", "--smoke", "--seed", "2", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    # sample decks by their names in the chosen language (issue 17), not their specs
    assert out.startswith("зерно 2: Железный строй (Игрок 1) против Острие Хоруса (Игрок 2)")
    assert re.search(r"^(победитель: Игрок [12]|ничья) \(end\.", out, re.M)
    assert re.search(r"^ходов: \d+, решений: \d+$", out, re.M)


@pytest.mark.parametrize("content", ["{broken", '{"format": "heresy-deck"}',
                                     '{"format": "heresy-game", "seed": 1, "decks": [["IS-001"], ["IS-104"]], '
                                     '"decisions": [["pass"]]}'])
def test_replay_of_a_broken_or_foreign_saved_game_is_one_line_and_exit_2(capsys, tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert main(["replay", str(path), "--smoke", "--json"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and str(path) in err and "Traceback" not in err


def test_bad_input_to_play_is_exit_2(capsys, tmp_path):
    for argv in (["play", str(tmp_path / "missing.txt"), "--smoke"],
                 ["play", "sample:loyalist", "--ai", "genius", "--smoke"],
                 ["play", "sample:loyalist", "--json"],            # --json needs --smoke
                 ["replay", str(tmp_path), "--smoke"]):             # a folder
        assert main(argv) == 2, argv
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1, (argv, err)


def test_play_smoke_as_a_fresh_process(tmp_path):
    env = {"HERESY_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}   # no screen, no Qt platform chosen
    done = subprocess.run([sys.executable, "-m", "heresy_app", "play", "sample:loyalist", "--smoke", "--seed", "1",
                           "--json"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["winner"] in (0, 1, "draw")
    assert not (tmp_path / "autosave" / "current-game.json").exists()


@pytest.fixture
def window_run(monkeypatch, qtbot):
    """`heresy play` / `heresy replay` without --smoke: the window's event loop runs until the
    board shows the game, then the window closes."""
    from heresy_app.cli import play_cmd

    seen = {}

    def run_event_loop(app, win):
        qtbot.addWidget(win)
        qtbot.waitUntil(lambda: win.board is not None and win.board.controller.state is not None, timeout=10_000)
        seen["window"] = win
        seen["controller"] = win.board.controller
        win.board.controller.close()
        return 0

    monkeypatch.setattr(play_cmd, "run_event_loop", run_event_loop)
    return seen


def test_play_opens_the_window_on_the_board_with_a_new_game(window_run):
    assert main(["play", "sample:traitor", "--seed", "12", "--ai", "random", "--lang", "en"]) == 0
    c = window_run["controller"]
    assert c.mode == "ai" and c.seed == 12 and c.ai == "random"
    assert window_run["window"].tabs.currentIndex() == window_run["window"].TAB_BATTLE


def test_replay_opens_the_window_on_the_replay_viewer(window_run, capsys, tmp_path):
    saved = tmp_path / "game.json"
    run_json(capsys, ["play", "sample:loyalist", "--smoke", "--seed", "5", "--json", "--save", str(saved)])
    assert main(["replay", str(saved)]) == 0
    c = window_run["controller"]
    assert c.mode == "replay" and c.replay_length > 20 and c.replay_position == 0


def test_a_broken_file_is_told_before_the_missing_screen(tmp_path, monkeypatch, capsys):
    from heresy_app.cli import main

    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    bad = tmp_path / "notes.txt"
    bad.write_text("hello\n", encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    assert "not a saved game" in capsys.readouterr().err
    assert main(["play", str(bad)]) == 2
    assert "not a deck line" in capsys.readouterr().err
