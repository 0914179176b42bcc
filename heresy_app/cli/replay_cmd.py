"""`heresy replay FILE [--smoke] [--json] [--lang en|ru]` (shared/CONTRACT.md).

Opens a saved game (``heresy play --save``, the window's Save, or a replay the simulator wrote)
in the replay viewer. With ``--smoke`` the board's controller steps through every decision off
screen and the final ``winner`` (0, 1, ``"draw"``, or null for a game that is not over) and
``decisions`` are printed (with ``turns``, ``over`` and ``seed``). A broken or foreign saved game:
one line on stderr, exit 2.
"""

from __future__ import annotations

from heresy_app.cli.common import CliError, add_json_flag, emit_json
from heresy_app.cli.play_cmd import check_screen, offscreen_application, open_window, print_result, say, winner_word
from heresy_app.i18n import languages, t


def _say(key: str, lang: str, **args) -> str:
    return t(f"replay-{key}", lang, **args)


def register(subparsers) -> None:
    p = subparsers.add_parser("replay", help="open a saved game in the replay viewer")
    p.add_argument("file", metavar="FILE", help="a saved game (JSON, format heresy-game)")
    p.add_argument("--smoke", action="store_true",
                   help="step through every decision off screen and print the final result")
    p.add_argument("--lang", choices=list(languages()), default=None,
                   help="language (en or ru; the window's own setting without it)")
    add_json_flag(p)
    p.set_defaults(func=_run)


def _check(path: str, lang: str) -> None:
    """The saved game read and replayed once (heresy_app.engine.replay, the one reader): CliError
    (exit 2) with its one sentence when it is broken or foreign."""
    from heresy_app.engine import replay

    try:
        replay.play_through(replay.read(path, lang), where=path, lang=lang)
    except replay.SavedGameError as err:
        raise CliError(str(err), 2) from None


def _run(args) -> int:
    lang = args.lang or "en"
    if not args.smoke:
        if args.json:
            raise CliError(say("needs-smoke", lang, flag="--json").replace("play:", "replay:"), 2)
        _check(args.file, lang)      # a broken file is told before anything about the screen
        check_screen(lang)
        return _window(args)

    offscreen_application()
    from heresy_app.ui.game_controller import GameController

    c = GameController(autosave=False, lang=lang)
    errors: list[str] = []
    c.error.connect(errors.append)
    if not c.open_replay(args.file):     # read through heresy_app.engine.replay, as _check reads
        raise CliError(errors[0] if errors else args.file, 2)
    while c.replay_forward():
        pass
    st = c.state
    over = st.is_over
    out = {"winner": winner_word(st.winner) if over else None, "decisions": len(st.decisions),
           "turns": st.turn, "over": over, "seed": st.seed, "file": args.file}
    if args.json:
        emit_json(out)
        return 0
    print(_say("header", lang, file=args.file, seed=st.seed, decisions=len(st.decisions)))
    if over:
        print_result(c.result(), lang)
    else:
        print(say("not-over", lang))
        print(say("counts", lang, turns=st.turn, decisions=len(st.decisions)))
    return 0


def _window(args) -> int:
    return open_window(args.lang, lambda win: win.open_game(args.file, replay=True))
