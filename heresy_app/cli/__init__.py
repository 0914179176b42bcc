"""The `heresy` command (shared/CONTRACT.md).

Each command group lives in a module of this package named ``*_cmd.py`` exposing
``register(subparsers)``; the module adds its sub-parser and sets ``func`` to a handler
``func(args) -> int``. Handlers raise :class:`CliError` for bad input or a "no" answer;
``main`` turns it into one line on stderr and the exit code. Heavy imports belong inside
handlers so that start-up stays quick.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import pkgutil
import sys

from heresy_app import __version__
from heresy_app.atomic import OutputRefused
from heresy_app.cli.common import CliError, one_line
from heresy_app.files import FileProblem
from heresy_app.i18n import t


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # bad arguments: one line, exit 2
        where = self.prog.removeprefix("heresy").strip()
        raise CliError(f"{where}: {message}" if where else message, 2)


def command_modules() -> list[str]:
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if m.name.endswith("_cmd"))


def _has_command(name: str) -> bool:
    """Whether ``name`` is a command group, without listing the package (faster at start-up)."""
    return name.isidentifier() and importlib.util.find_spec(f"{__name__}.{name}_cmd") is not None


def _is_deck_argument(arg: str) -> bool:
    """Whether ``heresy ARG`` names a deck to open in the window (``heresy FILE``, as the desktop
    entry runs it) rather than a command: a sample deck, or a path that is not a command's name."""
    if arg.startswith("-") or _has_command(arg):
        return False
    if arg.startswith("sample:"):   # decks.formats.SAMPLE_PREFIX (not imported: start-up stays quick)
        return True
    return os.path.lexists(arg) or os.sep in arg or "." in arg


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole command line, or (``only``) just one command group: starting the window or
    running one command need not build every other command's parser."""
    parser = _Parser(prog="heresy", description="Horus Heresy card game companion.")
    parser.add_argument("--version", action="version", version=f"heresy {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    names = [f"{only}_cmd"] if only is not None and _has_command(only) else command_modules()
    for name in names:
        importlib.import_module(f"{__name__}.{name}").register(sub)
    return parser


def _warn_unreadable(lang: str) -> None:
    """A user database the command could not read, told once as a warning: the command worked on
    the shipped cards alone (issue 29, finding 7)."""
    card_db = sys.modules.get("heresy_app.cards.db")   # not loaded: no card database was opened
    if card_db is None:
        return
    for problem in card_db.UNREADABLE.values():
        _say(t("warning-prefix", lang) + problem.message(lang))
    card_db.UNREADABLE.clear()


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = None
    try:
        if not argv:
            argv = ["gui"]
        elif _is_deck_argument(argv[0]):   # `heresy FILE` is `heresy gui FILE` (CONTRACT.md)
            argv = ["gui", *argv]
        parser = build_parser(only=argv[0] if not argv[0].startswith("-") else None)
        args = parser.parse_args(argv)
        if not getattr(args, "func", None):
            parser.print_help()
            return 2
        code = int(args.func(args) or 0)
        _warn_unreadable(getattr(args, "lang", None) or "en")
        return code
    except CliError as err:
        if err.message:
            _say(err.message)
        return err.code
    except FileProblem as err:   # a file the command needed (an input, the user's data): bad input
        _say(err.message(getattr(args, 'lang', None) or 'en'))
        return 2
    except OutputRefused as err:   # a path the user named that the program will not write
        _say(err.message(getattr(args, 'lang', None) or 'en'))
        return 2
    except KeyboardInterrupt:
        print("heresy: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as err:  # never a traceback for the user
        if os.environ.get("HERESY_DEBUG"):
            raise
        from heresy_app import crashlog

        logged = crashlog.record(type(err), err, err.__traceback__, " ".join(argv[:2]))
        _say(f"internal error: {type(err).__name__}: {one_line(str(err), 300)}"
             + (f" (the details are in {logged})" if logged else ""))
        return 2


def _say(message: str) -> None:
    """One error line on stderr, ``heresy: …``: escaped and cut to a readable length (one_line)."""
    print(f"heresy: {one_line(message)}", file=sys.stderr)
