"""One Qt application a process, and always one the window can use.

A command that draws cards (``heresy cards export --images``, proxies) made its own Qt application
when none ran; it was a QGuiApplication, so ``heresy gui`` run later in the same process (as the
tests run the command line) found an application, made no other, and Qt aborted the whole process
at the window's first widget ("QWidget: Cannot create a QWidget without QApplication"). These run
in a fresh process: in the test process pytest-qt's QApplication already exists and hides it.
"""

from __future__ import annotations

import re
import subprocess
import sys


def _run(tmp_path, probe: str) -> subprocess.CompletedProcess:
    env = {"QT_QPA_PLATFORM": "offscreen", "HERESY_HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, "-c", probe, str(tmp_path)], env=env, capture_output=True,
                          text=True, timeout=120)


def test_the_window_opens_after_card_pictures_were_drawn_in_the_same_process(tmp_path):
    probe = (
        "import sys\n"
        "from heresy_app.cards.db import CardDB\n"
        "from heresy_app.cli import main\n"
        "from heresy_app.ui.card_images import write_card_images\n"
        # what `heresy cards export --images` does, for one card (the whole pool takes ~20 s)
        "written = write_card_images([CardDB().get('IS-001')], sys.argv[1] + '/pics')\n"
        "print('pictures', len(written))\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "print('application', type(QCoreApplication.instance()).__name__)\n"
        "sys.exit(main(['gui', '--smoke']))\n"
    )
    done = _run(tmp_path, probe)
    assert done.returncode == 0, done.stderr        # it was -6: Qt's abort
    assert "Cannot create a QWidget" not in done.stderr
    lines = done.stdout.splitlines()
    assert lines[:2] == ["pictures 1", "application QApplication"]
    assert re.fullmatch(r"shown in \d+ ms", lines[2])
    assert (tmp_path / "pics" / "Tactical Squad.png").stat().st_size > 0


def test_the_command_line_export_with_pictures_then_the_window_in_one_process(tmp_path):
    """The command line itself, as tests/fuzz runs it: export with pictures, then the window."""
    probe = (
        "import sys\n"
        "from heresy_app.cards.db import CardDB\n"
        "from heresy_app.cli import main\n"
        # the pool cut to its first card keeps the drawing short (the whole pool takes ~20 s);
        # the command itself runs unchanged
        "whole = CardDB.all_cards\n"
        "CardDB.all_cards = lambda self: whole(self)[:1]\n"
        "code = main(['cards', 'export', '--format', 'cockatrice', '-o', sys.argv[1] + '/x.xml',\n"
        "             '--images', sys.argv[1] + '/pics'])\n"
        "assert code == 0, code\n"
        "sys.exit(main(['gui', '--smoke']))\n"
    )
    done = _run(tmp_path, probe)
    assert done.returncode == 0, done.stderr
    assert "1 pictures in" in done.stdout and re.search(r"shown in \d+ ms", done.stdout)


def test_a_qt_application_without_widgets_is_named_not_an_abort(tmp_path):
    """Should anything make a QGuiApplication first, the window says what is wrong instead of
    Qt ending the process without a word to the test run."""
    probe = (
        "from PySide6.QtGui import QGuiApplication\n"
        "app = QGuiApplication(['x'])\n"
        "from heresy_app.ui.app import make_application\n"
        "try:\n"
        "    make_application()\n"
        "except RuntimeError as err:\n"
        "    print('refused:', err)\n"
    )
    done = _run(tmp_path, probe)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("refused: a QGuiApplication already runs in this process"), done.stdout
