"""`heresy sim`: the CLI contract (one JSON document, exit codes, one-line errors, Ctrl-C)."""


from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from heresy_app.cli import main

REQUIRED = ("games", "wins_a", "wins_b", "draws", "win_rate_a", "ci95_a", "games_per_second", "errors")


def test_json_report_has_the_contract_keys_and_nothing_else_on_stdout(capsys):
    code = main(["sim", "sample:loyalist", "sample:traitor", "-n", "4", "--seed", "2", "--json"])
    out, err = capsys.readouterr()
    assert code == 0
    rep = json.loads(out)
    for key in REQUIRED:
        assert key in rep
    assert rep["games"] == 4 and len(rep["ci95_a"]) == 2
    assert rep["wins_a"] + rep["wins_b"] + rep["draws"] == 4
    assert rep["interrupted"] is False and rep["errors"] == []
    assert {"as_attacker", "as_defender", "captures_by_requirement", "cards_a", "cards_b",
            "average_turns"} <= set(rep)
    assert err == ""


def test_human_report_names_the_win_rate_and_its_interval(capsys):
    assert main(["sim", "sample:traitor", "sample:loyalist", "-n", "2", "--policy-a", "random"]) == 0
    out = capsys.readouterr().out
    assert "win rate of A" in out and "95% CI" in out and "errors: 0" in out


@pytest.mark.parametrize("argv,needle", [
    (["sim", "missing-deck.txt", "sample:traitor", "-n", "2"], "missing-deck.txt"),
    (["sim", "sample:loyalist", "sample:nothing", "-n", "2"], "sample:nothing"),
    (["sim", "sample:loyalist", "sample:traitor", "-n", "0"], "-n"),
    (["sim", "sample:loyalist", "sample:traitor", "-n", "2", "--policy-b", "genius"], "--policy-b"),
    (["sim", "sample:loyalist", "sample:traitor", "-n", "2", "--jobs", "-1"], "--jobs"),
    (["sim", "sample:loyalist", "sample:traitor"], "-n"),
])
def test_bad_input_exits_2_with_one_line_on_stderr(capsys, argv, needle):
    code = main(argv + ["--json"])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and needle in err and "Traceback" not in err


def test_a_deck_naming_an_unknown_card_is_bad_input(capsys, tmp_path):
    deck = tmp_path / "odd.txt"
    deck.write_text("4 Tactical Squad\n4 No Such Card At All\n", encoding="utf-8")
    code = main(["sim", str(deck), "sample:traitor", "-n", "2"])
    err = capsys.readouterr().err
    assert code == 2 and str(deck) in err and err.count("\n") == 1


def _wait_for_children(pid: int, enough, fallback: float, most: float = 120.0) -> None:
    """Until ``enough(children)`` holds for the pids of the run's child processes, polled from /proc (the
    parent gone: at once); where /proc cannot tell, a fixed wait of ``fallback`` seconds."""
    children = Path(f"/proc/{pid}/task/{pid}/children")
    if not children.exists():
        time.sleep(fallback)
        return
    deadline = time.monotonic() + most
    while time.monotonic() < deadline:
        try:
            if enough(children.read_text().split()):
                return
        except OSError:
            return
        time.sleep(0.1)


def _cpu_seconds(pids: list[str]) -> float:
    """The CPU time (user and system) the processes have used together; one just ending counts as none."""
    tick = os.sysconf("SC_CLK_TCK")
    used = 0.0
    for child in pids:
        try:
            fields = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1].split()
            used += (int(fields[11]) + int(fields[12])) / tick   # utime, stime
        except (OSError, ValueError, IndexError):
            pass
    return used


def _wait_for_workers(pid: int) -> None:
    """Until the run's worker processes exist (its Ctrl-C handler is set just before it makes them)."""
    _wait_for_children(pid, lambda pids: len(pids) >= 2, fallback=8)


def _wait_for_worker_cpu(pid: int, seconds: float = 3.0) -> None:
    """Until the run's workers have used ``seconds`` of CPU together (start-up, then games: a random game takes a
    few milliseconds), so that games have finished however loaded the machine is (a fixed 3 s of wall time
    finished none at load 13)."""
    _wait_for_children(pid, lambda pids: _cpu_seconds(pids) >= seconds, fallback=3)


def test_ctrl_c_stops_the_run_and_reports_the_finished_games(tmp_path):
    env = dict(os.environ, HERESY_HOME=str(tmp_path))
    proc = subprocess.Popen([sys.executable, "-m", "heresy_app", "sim", "sample:loyalist", "sample:traitor",
                             "-n", "1000000", "--jobs", "2", "--policy-a", "random", "--policy-b", "random",
                             "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    _wait_for_workers(proc.pid)   # not a fixed time: a loaded machine (or pytest-xdist) starts it slower
    _wait_for_worker_cpu(proc.pid)  # ... then a few games finish (CPU time, not wall time)
    proc.send_signal(signal.SIGINT)
    try:
        out, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise
    assert proc.returncode == 130
    assert "Traceback" not in err
    rep = json.loads(out)
    assert rep["interrupted"] is True
    assert 0 < rep["finished"] < 1_000_000
    assert rep["games"] + len(rep["errors"]) == rep["finished"]
    assert "interrupted" in err
