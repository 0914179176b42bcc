"""`heresy scenario run FILE [--json]`: play an engine scenario (docs/scenarios.md)."""

from __future__ import annotations

from heresy_app.cli.common import CliError, add_json_flag, add_lang_flag, emit_json


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
        ru = args.lang == "ru"
        print(f"{'сценарий' if ru else 'scenario'}: {result.title}")
        for rule, text in log_lines(st, args.lang):
            print(f"[{rule}] {text}")
        summary = summarize(st)
        pending = question_text(st, st.question(), args.lang)
        if ru:
            print(f"итог: ход {summary['turn']}, "
                  + (f"игра окончена, победитель {summary['winner']}" if summary["is_over"]
                     else f"решает игрок {summary['current_player']}: {pending}"))
        else:
            print(f"final: turn {summary['turn']}, "
                  + (f"game over, winner {summary['winner']}" if summary["is_over"]
                     else f"player {summary['current_player']} to decide: {pending}"))
        for c, info in summary["cards"].items():
            label = next((k for k, v in result.labels.items() if v == int(c)), "")
            if label:
                if ru:
                    zone = info["zone"].split(":")
                    where = {"deck": "колода", "hand": "рука", "discard": "сброс", "fleet": "зона флота",
                             "sector": "сектор"}.get(zone[0], zone[0]) + (f" {zone[1]}" if len(zone) > 1 else "")
                    state = {"ready": "готова", "locked": "повернута", "charging": "наступает"}[info["position"]]
                    print(f"  {label}: {st.tpl[int(c)].name_ru} ({where}, {state})")
                else:
                    print(f"  {label}: {info['name']} ({info['zone']}, {info['position']})")
        print(("ПРОЙДЕН" if result.passed else "НЕ ПРОЙДЕН") if ru else ("PASSED" if result.passed else "FAILED"))
        for f in result.failures:
            print(f"  - {f}")
    if not result.passed:
        if args.json:
            return 1
        raise CliError(f"{args.file}: scenario failed: {result.failures[0]}", 1)
    return 0
