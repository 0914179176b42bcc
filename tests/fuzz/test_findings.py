"""The reproducers of what the fuzzing campaign of issue 16 found, one test a finding (or a few),
each failing before its fix. The finding's number is in each docstring."""

from __future__ import annotations

import os

import pytest

from .harness import run_cli, run_process

HANG_SECONDS = 20


# ------------------------------------------------------------------ 6: special files

SPECIAL_FILE_COMMANDS = [
    ["deck", "validate", "{f}"],
    ["deck", "stats", "{f}", "--json"],
    ["cards", "import", "{f}"],
    ["scenario", "run", "{f}"],
    ["sim", "{f}", "sample:traitor", "-n", "1"],
]


@pytest.mark.parametrize("command", SPECIAL_FILE_COMMANDS, ids=lambda c: " ".join(c[:2]))
def test_a_fifo_given_as_a_file_is_refused_at_once(tmp_path, command):
    """Finding 6: a FIFO given as a deck, an import, a scenario or a sim deck hung for ever."""
    fifo = tmp_path / "input.txt"
    os.mkfifo(fifo)
    out = run_process([a.format(f=fifo) for a in command], timeout=HANG_SECONDS)
    assert out.code == 2, out
    assert out.err.strip() == f"heresy: {fifo}: not a regular file: a named pipe (FIFO)", out.err


@pytest.mark.parametrize("command", SPECIAL_FILE_COMMANDS[:3], ids=lambda c: " ".join(c[:2]))
def test_a_device_is_refused_without_reading_it(command):
    """Finding 6: /dev/zero was read until memory ran out (the size check trusted st_size, 0 here)."""
    out = run_process([a.format(f="/dev/zero") for a in command], timeout=HANG_SECONDS, memory_mb=800)
    assert out.code == 2, out
    assert out.err.strip() == "heresy: /dev/zero: not a regular file: a device", out.err


def test_a_folder_is_refused_with_the_same_kind_of_line(tmp_path):
    out = run_cli(["cards", "import", str(tmp_path)])
    assert (out.code, out.err.strip()) == (2, f"heresy: {tmp_path}: not a regular file: a folder")


# ------------------------------------------------------------------ 5: "internal error" instead of a message

CSV_HEADER = "id,rarity,type,side,name_en,name_ru,flags,firepower,assault,speed,armor,die,command_type,command_en,command_ru"
CSV_ROW = "MY-001,common,unit,loyalist,Iron Guard,Железная стража,1,2,3,2,3,4,T,T: Any unit gets +1 armor.,Т: Любой отряд получает +1 к броне."


def test_a_csv_import_with_lone_cr_line_ends_is_read(tmp_path):
    """Finding 5: CSV with CR-only line ends was an internal error (csv.Error)."""
    f = tmp_path / "mac.csv"
    f.write_bytes((CSV_HEADER + "\r" + CSV_ROW + "\r").encode())
    out = run_cli(["cards", "import", str(f), "--json"])
    assert out.code == 0 and "internal error" not in out.err, out
    assert '"MY-001"' in out.out


def test_a_csv_cell_longer_than_the_csv_limit_is_one_line_naming_the_line(tmp_path):
    """Finding 5: a cell over 131,072 characters was an internal error."""
    f = tmp_path / "long.csv"
    f.write_text(CSV_HEADER + "\n" + CSV_ROW + "\n" + CSV_ROW.replace("Iron Guard", "x" * 140_000) + "\n")
    out = run_cli(["cards", "import", str(f), "--json"])
    assert (out.code, out.out) == (2, "")
    assert out.err.strip() == f"heresy: {f}: line 3: not valid CSV: field larger than field limit (131072)"
