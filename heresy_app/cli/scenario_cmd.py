"""`heresy scenario run FILE [--json]`: play an engine scenario (docs/scenarios.md)."""

from __future__ import annotations

from heresy_app.cli.common import CliError, add_json_flag, add_lang_flag, emit_json
from heresy_app.i18n import pick, t


def register(subparsers) -> None:
    p = subparsers.add_parser("scenario", help="engine scenarios: a position, decisions, the expected outcome")
    sub = p.add_subparsers(dest="scenario_command")
    run = sub.add_parser("run", help="play one scenario file and print the final state and the log")
    run.add_argument("file", help="a scenario file (TOML or JSON)")
    add_lang_flag(run)
    add_json_flag(run)
    run.set_defaults(func=_run)
    p.set_defaults(func=lambda args: (_ for _ in ()).throw(CliError("scenario: use 'heresy scenario run FILE'", 2)))


def _run(args) -> int:
    from heresy_app.engine.events import log_lines, question_text
    from heresy_app.engine.observation import summary as summarize
    from heresy_app.engine.scenario import ScenarioError, run_scenario
    from heresy_app.files import FileProblem, load_json, load_toml, read_text

    try:
        # Read through the bounded reader first (a FIFO, a device, a huge file, a number the
        # engine cannot take are refused here), until engine/scenario.py reads through it itself.
        text = read_text(args.file, what="scenario")
        (load_json if args.file.lower().endswith(".json") else load_toml)(text, args.file)
    except FileProblem as problem:
        raise CliError(problem.message(args.lang), 2) from None
    try:
        result = run_scenario(args.file)
    except ScenarioError as err:
        raise CliError(str(err), 2) from None
    except (KeyError, ValueError) as err:
        raise CliError(f"{args.file}: {err}", 2) from None
    if args.json:
        d = result.to_dict(args.lang)
        d["file"] = args.file
        emit_json(d)
    else:
        st = result.state
        lang = args.lang
        print(t("scenario-title", lang, title=result.title))
        for rule, text in log_lines(st, args.lang):
            print(f"[{rule}] {text}")
        summary = summarize(st)
        pending = question_text(st, st.question(), args.lang)
        print(t("scenario-final", lang, turn=summary["turn"])
              + (t("scenario-over", lang, winner=str(summary["winner"])) if summary["is_over"]
                 else t("scenario-to-decide", lang, player=str(summary["current_player"]), question=pending)))
        for c, info in summary["cards"].items():
            label = next((k for k, v in result.labels.items() if v == int(c)), "")
            if label:
                zone, _, number = info["zone"].partition(":")
                where = t("scenario-zone-at", lang, zone=zone, n=number) if number else t("scenario-zone", lang, zone=zone)
                state = t("scenario-position", lang, position=info["position"])
                name = pick(lang, en=info["name"], ru=st.tpl[int(c)].name_ru)
                print(f"  {label}: {name} ({where}, {state})")
        print(t("scenario-passed" if result.passed else "scenario-failed", lang))
        for f in result.failures:
            print(f"  - {f}")
    if not result.passed:
        if args.json:
            return 1
        raise CliError(f"{args.file}: scenario failed: {result.failures[0]}", 1)
    return 0
