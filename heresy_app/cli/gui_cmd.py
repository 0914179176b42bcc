"""`heresy gui`: the desktop application (shared/CONTRACT.md); `--smoke` shows it once and exits."""

from __future__ import annotations

from heresy_app.cli.common import CliError


def register(sub) -> None:
    p = sub.add_parser("gui", help="open the desktop application")
    p.add_argument("--smoke", action="store_true",
                   help="build and show the main window, let the event loop settle, print the time, exit")
    p.add_argument("--lang", choices=["en", "ru"], default=None, help="interface language for this run")
    p.add_argument("deck", nargs="?", default=None,
                   help="a deck file to open, or sample:loyalist / sample:traitor (opened as a new deck)")
    p.set_defaults(func=run_gui)


def run_gui(args) -> int:
    try:
        from heresy_app.ui.app import no_screen_reason, run
    except ImportError as err:  # PySide6 missing or broken
        raise CliError(f"the desktop application cannot start: {err}", 2) from None
    reason = no_screen_reason()
    if reason:
        raise CliError(f"the desktop application cannot start: {reason}", 2)
    return run(smoke=args.smoke, lang=args.lang, deck=args.deck)
