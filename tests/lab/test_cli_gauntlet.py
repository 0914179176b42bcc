"""`heresy gauntlet`: one JSON document, text in both languages, CSV, exit codes, one-line errors
for bad decks, a bad scheduler and a bad results file, Ctrl-C that keeps what is done."""

from __future__ import annotations

import csv
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time

import pytest

from heresy_app.cli import main
from heresy_app.lab.tables import RUN_FIELDS

FIELD = ["sample:loyalist", "sample:traitor"]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _figures(rep):
    return {k: v for k, v in rep.items() if k not in RUN_FIELDS}


def _heresy(*args, **kw):
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "heresy_app", *args], capture_output=True, text=True, env=env,
                          timeout=120, **kw)


def _one_clean_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err and lines[0].startswith("heresy: ")
    return lines[0]


def test_json_text_and_csv(tmp_path, capsys):
    out_csv = tmp_path / "g.csv"
    code = main(["gauntlet", *FIELD, "-n", "4", "--ai", "random",
                 "--seed", "3", "--results", str(tmp_path / "g.sqlite"), "--csv", str(out_csv), "--json"])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    rep = json.loads(out)
    assert rep["format"] == "heresy-gauntlet" and rep["complete"] and rep["finished"] == 4
    assert [d["name"] for d in rep["decks"]] == FIELD
    cell = rep["matrix"][0][1]
    assert cell["games"] + len(rep["errors"]) + len(rep["stopped"]) == 4 and len(cell["ci95"]) == 2
    assert {"overall", "cards", "length", "pairings"} <= set(rep)
    assert all("name" in c for block in rep["cards"] for c in block["cards"])
    rows = list(csv.DictReader(out_csv.open(encoding="utf-8")))
    kinds = [r["table"] for r in rows]
    assert kinds.count("pairing") == 2 and kinds.count("overall") == 2
    assert kinds.count("card") == sum(len(b["cards"]) for b in rep["cards"])
    first = next(r for r in rows if r["table"] == "pairing")
    assert int(first["wins"]) == cell["wins"] and float(first["ci95_low"]) == cell["ci95"][0]
    # the text report, in both languages, from the same file (nothing more is played)
    assert main(["gauntlet", "--resume", str(tmp_path / "g.sqlite")]) == 0
    text = capsys.readouterr().out
    assert "win rates (row against column)" in text and "overall (95% CI)" in text and "game length" in text
    assert main(["gauntlet", "--resume", str(tmp_path / "g.sqlite"), "--lang", "ru"]) == 0
    text = capsys.readouterr().out
    assert "доля побед (строка против столбца)" in text and "длина партии" in text


def test_focus_plays_one_deck_against_the_field(tmp_path, capsys):
    folder = tmp_path / "field"
    folder.mkdir()
    for name in ("a", "b"):
        (folder / f"{name}.txt").write_text("# side: traitor\n4 IS-104\n4 IS-103\n4 IS-136\n", encoding="utf-8")
    (folder / "notes.md").write_text("not a deck", encoding="utf-8")
    code = main(["gauntlet", str(folder), "--focus", "sample:loyalist", "-n", "2", "--ai", "random",
                 "--results", str(tmp_path / "f.sqlite"), "--json"])
    rep = json.loads(capsys.readouterr().out)
    assert code == 0 and rep["mode"] == "focus"
    assert [d["name"] for d in rep["decks"]] == ["sample:loyalist", str(folder / "a.txt"), str(folder / "b.txt")]
    assert rep["matrix"][1][2] is None and rep["matrix"][0][2] is not None


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_bad_decks_give_one_line(tmp_path, capsys, lang):
    bad = tmp_path / "bad.txt"
    bad.write_text("4 No Such Card At All\n", encoding="utf-8")
    empty = tmp_path / "empty"
    empty.mkdir()
    cases = [([str(bad)], "bad.txt:1"), ([str(tmp_path / "missing.txt")], "missing.txt"),
             (["sample:nope"], "sample:nope"), ([str(empty)], "empty"), ([], "")]
    for extra, named in cases:
        code = main(["gauntlet", "sample:loyalist", *extra, "-n", "2", "--lang", lang,
                     "--results", str(tmp_path / "never.sqlite")])
        out, err = capsys.readouterr()
        line = _one_clean_line(err)
        assert code == 2 and named in line and out == ""
        assert not (tmp_path / "never.sqlite").exists()
    assert main(["gauntlet", "sample:loyalist", str(bad), "-n", "2", "--lang", lang]) == 2
    assert ("нет карты" in capsys.readouterr().err) == (lang == "ru")
    # and as a process: exit 2, one line, no traceback
    r = _heresy("gauntlet", "sample:loyalist", str(bad), "-n", "2", "--lang", lang)
    assert r.returncode == 2 and "bad.txt:1" in _one_clean_line(r.stderr)


def test_a_bad_scheduler_gives_one_line_and_writes_nothing(tmp_path):
    pytest.importorskip("distributed")
    results = tmp_path / "r.sqlite"
    r = _heresy("gauntlet", *FIELD, "-n", "2", "--scheduler", "tcp://127.0.0.1:9", "--timeout", "1",
                "--results", str(results))
    line = _one_clean_line(r.stderr)
    assert r.returncode == 2 and "cannot reach the Dask scheduler at tcp://127.0.0.1:9" in line
    assert not results.exists()
    r = _heresy("gauntlet", *FIELD, "-n", "2", "--scheduler", "http://x y", "--lang", "ru")
    line = _one_clean_line(r.stderr)
    assert r.returncode == 2 and "не адрес планировщика" in line


def test_bad_results_files_give_one_line(tmp_path, capsys):
    not_results = tmp_path / "deck.txt"
    not_results.write_text("4 IS-104\n", encoding="utf-8")
    assert main(["gauntlet", "--resume", str(not_results)]) == 2
    assert "not a gauntlet results file" in capsys.readouterr().err
    assert main(["gauntlet", "--resume", str(tmp_path / "nothing.sqlite")]) == 2
    assert "nothing.sqlite" in capsys.readouterr().err
    path = tmp_path / "r.sqlite"
    assert main(["gauntlet", *FIELD, "-n", "2", "--ai", "random", "--results", str(path), "--json"]) == 0
    capsys.readouterr()
    assert main(["gauntlet", *FIELD, "-n", "3", "--ai", "random", "--resume", str(path)]) == 2
    assert "holds another gauntlet" in capsys.readouterr().err
    assert main(["gauntlet", *FIELD, "-n", "2", "--ai", "random", "--results", str(path)]) == 2
    assert "the file exists" in capsys.readouterr().err


def test_ctrl_c_keeps_the_finished_chunks_and_resume_finishes_the_same(tmp_path):
    args = [*FIELD, "-n", "30", "--chunk", "2", "--seed", "5"]
    whole = _heresy("gauntlet", *args, "--results", str(tmp_path / "whole.sqlite"), "--json")
    assert whole.returncode == 0, whole.stderr
    path = tmp_path / "cut.sqlite"
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen([sys.executable, "-m", "heresy_app", "gauntlet", *args, "--results", str(path), "--json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    deadline = time.time() + 60
    while time.time() < deadline:           # Ctrl-C once some chunks are stored
        time.sleep(0.1)
        if path.exists():
            try:
                with sqlite3.connect(path) as db:
                    if db.execute("SELECT COUNT(*) FROM chunks").fetchone()[0] >= 2:
                        break
            except sqlite3.Error:
                pass
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    cut = json.loads(out)
    if cut["complete"]:
        pytest.skip("the run finished before Ctrl-C reached it (a very fast machine)")
    assert proc.returncode == 130 and cut["interrupted"] and 4 <= cut["finished"] < 30
    assert "interrupted" in err and f"--resume {path}" in err and "Traceback" not in err
    resumed = _heresy("gauntlet", "--resume", str(path), "--json")
    assert resumed.returncode == 0, resumed.stderr
    assert _figures(json.loads(resumed.stdout)) == _figures(json.loads(whole.stdout))
