"""Every reader of the program as a fuzzing target: a strategy for its input and a run that feeds
one input to the program and says what went wrong ([] when nothing).

What counts as wrong, whatever the input (issue 16, shared/CONTRACT.md): "internal error" or a
traceback; an exit status the contract does not name; a failure without its one line on stderr;
part of a JSON document on stdout; a hang (no answer within :data:`HANG_SECONDS`); an import that
fails but changes the user's cards, or succeeds without all of them searchable; a deck the program
writes that it cannot read back; a saved game that raises anything but one ``ValueError``.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import shutil
import signal
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from hypothesis import strategies as st

from . import strategies as S
from .harness import Outcome, run_cli, run_process, user_card

HANG_SECONDS = 20


class Hang(BaseException):
    """Raised by the alarm in the middle of a run that took too long (a BaseException, so that the
    command line's own catch-all does not turn it into an "internal error")."""


@contextlib.contextmanager
def alarm(seconds: int = HANG_SECONDS) -> Iterator[None]:
    def ring(*_):
        raise Hang()
    previous = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@contextlib.contextmanager
def home(folder: Path) -> Iterator[Path]:
    """HERESY_HOME set to ``folder/home`` for the length of a run."""
    path = folder / "home"
    path.mkdir(exist_ok=True)
    old = os.environ.get("HERESY_HOME")
    os.environ["HERESY_HOME"] = str(path)
    try:
        yield path
    finally:
        if old is None:
            os.environ.pop("HERESY_HOME", None)
        else:
            os.environ["HERESY_HOME"] = old


def judge(out: Outcome, allowed=(0, 1, 2), json_flag: bool = False) -> list[str]:
    problems = out.problems(allowed, json_flag=json_flag)
    if out.code == 2 and "heresy: " not in out.err:
        problems.append("exit 2 without a line on stderr")
    return problems


def cli(argv: list[str], allowed=(0, 1, 2)) -> tuple[Outcome, list[str]]:
    """Run ``heresy ARGV`` in this process with the hang alarm; (outcome, problems)."""
    try:
        with alarm():
            out = run_cli(argv)
    except Hang:
        return Outcome(124, "", ""), [f"hang: no answer within {HANG_SECONDS} s"]
    return out, judge(out, allowed, json_flag="--json" in argv)


# ------------------------------------------------------------------ runs

def _write(folder: Path, name: str, data: str | bytes) -> Path:
    path = folder / name
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass"))
    return path


def run_deck(suffix: str) -> Callable[[bytes, Path], list[str]]:
    def run(data: bytes, folder: Path) -> list[str]:
        with home(folder):
            deck = _write(folder, f"deck{suffix}", data)
            out, problems = cli(["deck", "validate", str(deck), "--json"])
            _, more = cli(["deck", "stats", str(deck), "--json", "--lang", "ru"])
            problems += more
            if out.code in (0, 1) and not problems:     # a deck it reads: what it writes, it reads back
                for fmt in ("text", "json", "cod"):
                    target = folder / f"out.{fmt}"
                    written, more = cli(["deck", "export", str(deck), "--format", fmt, "-o", str(target)])
                    problems += more
                    if written.code == 0:
                        again, more = cli(["deck", "validate", str(target)])
                        problems += more
                        if again.code == 2:
                            problems.append(f"the {fmt} file the program wrote cannot be read back: {again.err.strip()}")
            return problems
    return run


def run_query(query: str, folder: Path) -> list[str]:
    with home(folder):
        return cli(["cards", "search", "--json", "--lang", "ru", "--", query])[1]


def run_ability(text_lang: tuple[str, str], folder: Path) -> list[str]:
    text, lang = text_lang
    with home(folder):
        return cli(["abilities", "parse", "--json", "--lang", lang, "--", text])[1]


def run_card_name(name: str, folder: Path) -> list[str]:
    with home(folder):
        return cli(["cards", "show", "--json", "--", name])[1]


_TEMPLATE: dict[str, Path] = {}


def _user_db_with_two_cards() -> Path:
    """A user database holding FZ-900 and FZ-901 (made once, copied into each run's home)."""
    if "db" not in _TEMPLATE:
        from heresy_app.cards.user_cards import import_file

        folder = Path(tempfile.mkdtemp(prefix="heresy-fuzz-template-"))
        atexit.register(shutil.rmtree, folder, True)
        src = folder / "two.json"
        src.write_text(json.dumps([user_card(900), user_card(901)]), encoding="utf-8")
        import_file(src, user_db=folder / "user_cards.sqlite")
        _TEMPLATE["db"] = folder / "user_cards.sqlite"
    return _TEMPLATE["db"]


def _user_db_state(db: Path) -> tuple[int, int]:
    """(cards, full-text rows) of a user database."""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        cards = conn.execute("SELECT COUNT(*) FROM cards").fetchone()[0]
        indexed = conn.execute("SELECT COUNT(*) FROM search_text_fts_docsize").fetchone()[0]
        return cards, indexed
    finally:
        conn.close()


def run_import(suffix: str) -> Callable[[bytes, Path], list[str]]:
    def run(data: bytes, folder: Path) -> list[str]:
        with home(folder) as h:
            shutil.copy(_user_db_with_two_cards(), h / "user_cards.sqlite")
            src = _write(folder, f"cards{suffix}", data)
            out, problems = cli(["cards", "import", str(src), "--json"])
            cards, indexed = _user_db_state(h / "user_cards.sqlite")
            if cards != indexed:
                problems.append(f"{cards} user cards but {indexed} in the full-text index")
            if out.code == 0:
                imported = json.loads(out.out)["imported"] if out.out.strip() else None
                if cards != 2 + (imported or 0):
                    problems.append(f"imported {imported} but the database holds {cards - 2} new cards")
            elif cards != 2:
                problems.append(f"a failed import (exit {out.code}) changed the user's cards: {cards - 2:+d}")
            return problems
    return run


def run_collection(suffix: str) -> Callable[[bytes, Path], list[str]]:
    """``collection import``: a failed import changes nothing; what it imports, ``collection
    show`` holds; what ``collection export`` writes, ``collection import --replace`` reads back
    to the same counts."""
    def run(data: bytes, folder: Path) -> list[str]:
        from heresy_app.cards.collection import read_owned

        with home(folder) as h:
            before = read_owned(h / "user_cards.sqlite")
            src = _write(folder, f"collection{suffix}", data)
            out, problems = cli(["collection", "import", str(src), "--json"])
            after = read_owned(h / "user_cards.sqlite")
            if out.code != 0:
                if after != before:
                    problems.append(f"a failed collection import (exit {out.code}) changed the collection")
                return problems
            shown, more = cli(["collection", "show", "--json"])
            problems += more
            if shown.code == 0 and {r["id"]: r["count"] for r in json.loads(shown.out)} != after:
                problems.append("collection show differs from what the import stored")
            target = folder / "export.txt"
            written, more = cli(["collection", "export", "-o", str(target)])
            problems += more
            if written.code == 0:
                again, more = cli(["collection", "import", str(target), "--replace"])
                problems += more
                if again.code != 0 or read_owned(h / "user_cards.sqlite") != after:
                    problems.append(f"the exported collection does not read back: {again.err.strip()}")
            return problems
    return run


def run_scenario(text: str, folder: Path) -> list[str]:
    with home(folder):
        src = _write(folder, "scenario.toml", text)
        return cli(["scenario", "run", str(src), "--json"])[1]


def run_saved_game(text: str, folder: Path) -> list[str]:
    from heresy_app.engine.replay import load

    problems = []
    try:
        with alarm():
            load(text)
    except Hang:
        problems.append(f"hang: load() gave no answer within {HANG_SECONDS} s")
    except ValueError as err:
        if not str(err).startswith("saved game") or "\n" in str(err):
            problems.append(f"load(): a ValueError that does not say 'saved game' in one line: {err}")
    except Exception as err:  # noqa: BLE001 - what the test is about
        problems.append(f"load() raised {type(err).__name__}: {err}")
    with home(folder):
        src = _write(folder, "game.json", text)
        problems += cli(["replay", str(src), "--smoke", "--json"])[1]
    return problems


def run_settings(text: str, folder: Path) -> list[str]:
    """`heresy gui --smoke` over a damaged settings.ini, in this process for speed. A problem seen
    here is judged again in a process of its own, as a person runs the program: a campaign builds
    thousands of windows in one process, and what that alone brings (a RecursionError after some
    thousand windows, found in 26 of 1,395 runs, none of them repeatable in a process of its own)
    is the harness's, not the program's."""
    with home(folder) as h:
        _write(h, "settings.ini", text)
        problems = cli(["gui", "--smoke"], allowed=(0,))[1]
        if problems:
            alone = run_process(["gui", "--smoke"], timeout=HANG_SECONDS * 4)
            problems = judge(alone, (0,), json_flag=False)
    _forget_windows()
    return problems


def _forget_windows() -> None:
    """What the end of a `heresy gui --smoke` process would do: its window gone. (Start-up freezes
    what it made out of the garbage collector, which is right for one window a process and leaks
    one a run in a campaign of thousands.)"""
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    for w in QApplication.topLevelWidgets():
        if w not in _WINDOW:
            w.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.unfreeze()
    gc.collect()


_WINDOW: list = []


def run_autosave(text: str, folder: Path) -> list[str]:
    """The window's autosaved deck offered back at start-up (MainWindow.restore_autosave)."""
    if not _WINDOW:
        from heresy_app.ui.app import build_window

        win = build_window("en")
        win.smoke = True
        win.errors = []
        win.show_error = lambda title, message: win.errors.append(message)
        _WINDOW.append(win)
    win = _WINDOW[0]
    with home(folder):
        path = win.autosave_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        _write(path.parent, path.name, text)
        win.errors.clear()
        try:
            with alarm():
                restored = win.restore_autosave()
        except Hang:
            return [f"hang: restore_autosave gave no answer within {HANG_SECONDS} s"]
        except Exception as err:  # noqa: BLE001
            return [f"restore_autosave raised {type(err).__name__}: {err}"]
        if not restored and len(win.errors) != 1:
            return [f"an autosave not restored without one message: {win.errors}"]
        return []


SPECIAL_COMMANDS = [["deck", "validate", "{f}"], ["deck", "stats", "{f}", "--json"], ["cards", "import", "{f}"],
                    ["scenario", "run", "{f}"], ["sim", "{f}", "sample:traitor", "-n", "1"], ["deck", "export", "{f}"],
                    ["replay", "{f}", "--smoke"]]
SPECIAL_KINDS = ["fifo", "device", "folder", "missing", "dangling-link", "link-loop", "nul", "long-name", "empty",
                 "sample"]


def run_special(case: tuple[list[str], str], folder: Path) -> list[str]:
    """A file argument that is no regular file (a FIFO, /dev/zero, a folder, a link loop...)."""
    command, kind = case
    f = folder / "input.txt"
    if kind == "fifo":
        os.mkfifo(f)
    elif kind == "device":
        f = Path("/dev/zero")
    elif kind == "folder":
        f.mkdir()
    elif kind == "dangling-link":
        f.symlink_to(folder / "nowhere")
    elif kind == "link-loop":
        f.symlink_to(f)
    elif kind == "nul":
        f = str(f) + "\0x"
    elif kind == "long-name":
        f = folder / ("x" * 300)
    elif kind == "empty":
        f.write_bytes(b"")
    elif kind == "sample":
        f = "sample:../../../etc/passwd"
    with home(folder):
        return cli([a.replace("{f}", str(f)) for a in command])[1]


# ------------------------------------------------------------------ the table

@dataclass(frozen=True)
class Reader:
    name: str
    strategy: Callable[[], st.SearchStrategy]
    run: Callable[[object, Path], list[str]]
    examples: int = 12           # per run of the test suite (the campaign runs as many as time allows)


READERS: list[Reader] = [
    Reader("deck-text", lambda: S.encoded(S.deck_text()), run_deck(".txt"), 10),
    Reader("deck-json", lambda: S.encoded(S.deck_json()), run_deck(".json"), 10),
    Reader("deck-cod", lambda: S.encoded(S.deck_cod()), run_deck(".cod"), 10),
    Reader("query", S.query, run_query, 25),
    Reader("ability-text", lambda: st.tuples(S.ability_text(), st.sampled_from(["en", "ru"])), run_ability, 20),
    Reader("card-name", lambda: st.one_of(S.card_ref(), S.text(40)), run_card_name, 15),
    Reader("import-csv", lambda: S.encoded(S.import_csv()), run_import(".csv"), 8),
    Reader("import-json", lambda: S.encoded(S.json_text(S.import_json_doc())), run_import(".json"), 8),
    Reader("collection-csv", lambda: S.encoded(S.collection_csv()), run_collection(".csv"), 8),
    Reader("collection-text", lambda: S.encoded(S.deck_text()), run_collection(".txt"), 6),
    Reader("scenario", S.scenario_toml, run_scenario, 10),
    Reader("saved-game", S.saved_game, run_saved_game, 6),
    Reader("settings", S.settings_ini, run_settings, 3),
    Reader("autosave", lambda: S.deck_json().map(lambda d: '{"path": null, "fmt": null, "deck": ' + d + "}")
           | S.json_text(st.fixed_dictionaries({"path": st.sampled_from(S.SCALARS), "fmt": st.sampled_from(S.SCALARS),
                                                "deck": S.deck_json_doc()})), run_autosave, 8),
    Reader("special-files", lambda: st.tuples(st.sampled_from(SPECIAL_COMMANDS), st.sampled_from(SPECIAL_KINDS)),
           run_special, 6),
]
BY_NAME = {r.name: r for r in READERS}
