"""`heresy play DECK [--vs DECK] [--ai P] [--seed S] [--lang en|ru]` and
`heresy play DECK … --smoke [--save FILE] [--json]` (shared/CONTRACT.md).

Without ``--smoke`` the window opens on the battle board with a new game
(``MainWindow.start_game``): you play DECK, the AI (policy P, default ``heuristic``) plays ``--vs``
(default: the sample deck of the other side).
With ``--smoke`` the board's own controller (``heresy_app.ui.game_controller``) plays the whole
game off screen with the AI in both seats and no delay, and the result is printed: ``winner``
(0, 1 or ``"draw"``), ``turns``, ``decisions`` and ``log`` (each line ``{"rule", "text"}`` in the
chosen language, as ``heresy scenario run`` prints it), with ``seed``, ``rule`` (the rules id that
decided the game), ``sectors`` and ``cards_lost`` besides.
"""

from __future__ import annotations

import os
import sys

from heresy_app.cli.common import CliError, add_json_flag, emit_json, output_path, shown
from heresy_app.i18n import languages, t


# what this command says: the play-* messages of the catalog (heresy_app/i18n, cli.ftl)
def say(key: str, lang: str, **args) -> str:
    return t(f"play-{key}", lang, **args)


def register(subparsers) -> None:
    p = subparsers.add_parser("play", help="play a deck against the AI on the battle board")
    p.add_argument("deck", metavar="DECK", help="your deck: a deck file or sample:loyalist / sample:traitor")
    p.add_argument("--vs", metavar="DECK", default=None,
                   help="the opponent's deck (default: the sample deck of the other side)")
    p.add_argument("--ai", metavar="P", default="heuristic",
                   help="the AI: a level (recruit, veteran, warmaster) or a policy: random, heuristic, baseline, "
                        "search, search:N or search:Nms (default heuristic)")
    p.add_argument("--seed", type=int, default=None, help="the game's seed (default: a random one, printed)")
    p.add_argument("--lang", choices=list(languages()), default=None, help="language (en or ru)")
    p.add_argument("--smoke", action="store_true",
                   help="play the whole game off screen, the AI in both seats, and print the result")
    p.add_argument("--save", metavar="FILE", default=None, help="with --smoke: write the saved game to FILE")
    add_json_flag(p)
    p.set_defaults(func=_run)


# ---------------------------------------------------------------------- shared with `heresy replay`
def offscreen_application():
    """The QApplication for a --smoke run: off screen unless a Qt platform was chosen."""
    if not os.environ.get("QT_QPA_PLATFORM"):
        from PySide6.QtWidgets import QApplication

        if QApplication.instance() is None:
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import qInstallMessageHandler

    from heresy_app.ui.app import make_application

    previous = None

    def quiet(kind, context, text):
        # the offscreen platform says it cannot pass windows' size hints: true, and nothing to act on
        if "propagateSizeHints" in text:
            return
        if previous is not None:
            previous(kind, context, text)
        else:
            print(text, file=sys.stderr)
    previous = qInstallMessageHandler(quiet)
    return make_application()


def check_screen(lang: str) -> None:
    try:
        from heresy_app.ui.app import no_screen_reason
    except ImportError as err:  # PySide6 missing or broken
        raise CliError(say("no-window", lang, detail=err), 2) from None
    reason = no_screen_reason()
    if reason:
        raise CliError(say("no-window", lang, detail=reason), 2)


def winner_word(winner):
    return "draw" if winner is None else winner


# ---------------------------------------------------------------------- decks
def _deck(spec: str, db, lang: str):
    """(card ids, side) of a deck argument; CliError (exit 2) when it cannot be read or played."""
    from heresy_app.decks import DeckFileError, card_ids, inferred_side, load_deck
    from heresy_app.decks.formats import SAMPLE_PREFIX

    if not spec.startswith(SAMPLE_PREFIX) and os.path.exists(spec) and not os.path.isdir(spec) \
            and not os.path.isfile(spec):   # a FIFO or a device would block the read
        raise CliError(say("not-a-file", lang, path=spec), 2)
    try:
        deck = load_deck(spec, db, strict=True)
        ids = card_ids(deck, db, name=spec)
        if not ids:
            raise ValueError(f"{spec}: the deck has no cards")
    except (DeckFileError, ValueError, OSError) as err:
        text = str(err).splitlines()[0] if str(err) else type(err).__name__
        raise CliError(say("deck", lang, detail=text if spec in text else f"{spec}: {text}"), 2) from None
    return ids, inferred_side(deck, db)


def _opponent_spec(side: str | None) -> str:
    return "sample:loyalist" if side == "traitor" else "sample:traitor"


def _run(args) -> int:
    lang = args.lang or "en"
    if not args.smoke:
        for flag, given in (("--save", args.save is not None), ("--json", args.json)):
            if given:
                raise CliError(say("needs-smoke", lang, flag=flag), 2)
    if args.seed is not None and args.seed < 0:
        raise CliError(say("bad-seed", lang, seed=args.seed), 2)
    if args.save is not None:
        output_path(args.save, lang)
    from heresy_app.engine.ai import PolicyError, make_policy

    try:
        make_policy(args.ai)
    except PolicyError as err:
        raise CliError(say("bad-ai", lang, detail=err), 2) from None
    from heresy_app.cards.db import CardDB

    db = CardDB()
    ids, side = _deck(args.deck, db, lang)
    vs = args.vs or _opponent_spec(side)
    vs_ids, _ = _deck(vs, db, lang)
    if not args.smoke:
        check_screen(lang)          # after the decks: a broken deck is told first
    if args.smoke:
        return _smoke(args, lang, db, ids, vs_ids, vs)
    return _window(args, vs)


def open_window(lang: str | None, then) -> int:
    """Start the window as `heresy gui` does (heresy_app.ui.app.run) and call ``then(window)`` once
    the event loop runs. The start-up offers (an autosaved deck, a game left unfinished) are not
    made: their questions would race the game asked for on the command line; they stay for the
    next plain start (a new game does replace the autosaved game, as in the window)."""
    import gc

    from PySide6.QtCore import QTimer

    from heresy_app.ui.app import build_window, make_application, start_collecting

    gc.disable()   # start-up allocates objects that are never garbage (see heresy_app.ui.app.run)
    try:
        win = build_window(lang)
    except BaseException:
        gc.enable()
        raise
    app = make_application()
    win.restore_layout()
    win.show()
    QTimer.singleShot(0, start_collecting)
    QTimer.singleShot(0, win.store.preload)
    QTimer.singleShot(0, lambda: then(win))
    return run_event_loop(app, win)


def run_event_loop(app, win) -> int:
    """The window's event loop until it closes (replaced in tests)."""
    return app.exec()


def _window(args, vs: str) -> int:
    return open_window(args.lang, lambda win: win.start_game(args.deck, vs, seed=args.seed, ai=args.ai,
                                                             role="rules", mode="ai"))


def _smoke(args, lang, db, ids, vs_ids, vs) -> int:
    from PySide6.QtCore import QEventLoop

    from heresy_app.engine import log_lines
    from heresy_app.ui.battle_board import BattleBoard
    from heresy_app.ui.game_controller import GameController
    from heresy_app.ui.store import CardStore

    offscreen_application()
    # no autosave: a check run must not touch (or remove) the autosave of a game in the window
    c = GameController(autosave=False, lang=lang)
    # the board itself, off screen: every decision goes through its controller and redraws it
    board = BattleBoard(CardStore(), lang, controller=c)
    board.resize(1366, 768)
    board.show()
    board.delay.setValue(0)
    c.summaries = False   # a check run never waits on a battle's summary (nobody is there to continue)
    loop = QEventLoop()
    errors: list[str] = []
    c.finished.connect(loop.quit)
    c.error.connect(lambda text: (errors.append(text), loop.quit()))
    try:
        board.start_game(ids, vs_ids, seed=args.seed, ai=args.ai, mode="watch", db=db)
        if c.state is not None and not c.state.is_over and not errors:
            loop.exec()
    finally:
        c.close()
    if errors:
        raise CliError(say("game-failed", lang, detail=errors[0]), 2)
    if args.save is not None and not c.save(args.save):
        raise CliError(errors[0] if errors else args.save, 2)
    r = c.result()
    st = c.state
    lines = log_lines(st, lang)
    out = {"winner": winner_word(r["winner"]), "turns": r["turns"], "decisions": r["decisions"],
           "log": [text for _, text in lines], "log_rules": [rule for rule, _ in lines],
           "seed": c.seed, "deck": args.deck, "vs": vs, "ai": args.ai, "lang": lang,
           "rule": r["rule"], "reason": r["reason"], "sectors": r["sectors"], "cards_lost": r["cards_lost"]}
    if args.save is not None:
        out["saved"] = args.save
    if args.json:
        emit_json(out)
        return 0
    p0, p1 = r["players"]
    from heresy_app.decks.samples import sample_display  # a sample deck by its name in ``lang``

    print(say("header", lang, seed=c.seed, deck=sample_display(args.deck, lang), p0=p0,
              vs=sample_display(vs, lang), p1=p1, ai=args.ai))
    for rule, text in lines:
        print(f"[{rule}] {text}")
    print_result(r, lang)
    if args.save is not None:
        print(say("saved", lang, path=shown(args.save)))
    return 0


def print_result(r: dict, lang: str) -> None:
    """The end of a game in words: who won and why, turns and decisions, sectors, cards lost."""
    p0, p1 = r["players"]
    if r["winner"] is None:
        print(say("draw", lang, rule=r["rule"], reason=r["reason"]))
    else:
        print(say("winner", lang, player=r["players"][r["winner"]], rule=r["rule"], reason=r["reason"]))
    print(say("counts", lang, turns=r["turns"], decisions=r["decisions"]))
    none = say("none", lang)
    print(say("captured", lang, p0=p0, p1=p1, s0=", ".join(r["captured"][0]) or none,
              s1=", ".join(r["captured"][1]) or none))
    print(say("lost", lang, p0=p0, p1=p1, n0=r["cards_lost"][0], n1=r["cards_lost"][1]))
