"""Check the PyInstaller bundle's every command (issue 17, section 4).

    python packaging/check_bundle.py --build          # build into a temporary folder, then check
    python packaging/check_bundle.py dist/heresy      # check a bundle built before

Each command the source's command line has (heresy_app/cli/*_cmd.py) must be in the bundle's,
and each is run once the way a player or a script would, off screen, with its own HERESY_HOME:
the exit status and a piece of the output are checked. A group this script has no call for yet is
at least asked for its --help. Prints one line a check and closes with "N passed, N failed"; exit 1
when anything failed, 2 when the bundle could not be built or found.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "heresy.spec"


def build(out: Path) -> Path:
    """Build the bundle from the spec into ``out``; the bundle's folder."""
    done = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                           "--distpath", str(out / "dist"), "--workpath", str(out / "build"), str(SPEC)],
                          cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stderr[-4000:])
        raise SystemExit(f"check_bundle: the bundle did not build (exit {done.returncode})")
    return out / "dist" / "heresy"


def commands_in_usage(usage: str) -> list[str]:
    """The command names an argparse usage line lists: "{abilities,cards,…}"."""
    found = re.search(r"\{([\w,-]+)\}", usage)
    return found.group(1).split(",") if found else []


def source_commands() -> list[str]:
    """The commands the source's command line has (a module may name its command otherwise)."""
    sys.path.insert(0, str(ROOT))
    from heresy_app.cli import build_parser

    return commands_in_usage(build_parser().format_usage())


def calls(work: Path) -> dict[str, list[tuple[list[str], int, str]]]:
    """command group -> [(arguments, expected exit status, text the output must hold)]."""
    deck = work / "my deck.txt"
    deck.write_text("# side: loyalist\n4 Tactical Squad\n", encoding="utf-8")
    cards = work / "cards.json"
    cards.write_text(json.dumps([{
        "id": "MY-001", "rarity": "common", "type": "unit", "side": "loyalist",
        "name": {"en": "Bundle Legion", "ru": "Легион сборки"}, "flags": 1, "firepower": 2, "assault": 2,
        "speed": 2, "armor": 2, "die": 3,
        "command": {"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."}}]),
        encoding="utf-8")
    game = work / "game.json"
    scenario = sorted((ROOT / "tests" / "scenarios").glob("*.toml"))[0]
    return {
        "": [(["--version"], 0, "heresy "), ([str(deck), "--smoke"], 0, "shown in"),
             (["no-such-command"], 2, "invalid choice")],
        "abilities": [(["abilities", "parse", "WA (5+): Draw 1 card."], 0, '"op": "draw"'),
                      (["abilities", "parse", "--lang", "ru", "ВА (5+): Возьми 1 карту."], 0, '"op": "draw"'),
                      (["abilities", "check", "--json"], 0, "")],
        "cards": [(["cards", "search", "type:unit fp>=3", "--json"], 0, '"IS-'),
                  (["cards", "search", "тип:сектор", "--lang", "ru"], 0, "Тизка"),
                  (["cards", "show", "Tactical Squad"], 0, "Tactical Squad"),
                  (["cards", "import", str(cards)], 0, "MY-001"),
                  (["cards", "show", "MY-001", "--json"], 0, "Bundle Legion")],
        "db": [(["db", "--help"], 0, "build")],
        "deck": [(["deck", "validate", "sample:loyalist", "--json"], 0, '"valid": true'),
                 (["deck", "validate", str(deck)], 1, ""),
                 (["deck", "export", "sample:traitor", "--format", "cod"], 0, "<cockatrice_deck"),
                 (["deck", "stats", "sample:traitor", "--json"], 0, "")],
        "gui": [(["gui", "--smoke"], 0, "shown in"), (["gui", "sample:loyalist", "--smoke", "--lang", "ru"], 0, "shown in")],
        "play": [(["play", "sample:loyalist", "--smoke", "--seed", "3", "--json", "--save", str(game)], 0, '"winner"')],
        "replay": [(["replay", str(game), "--smoke", "--json"], 0, '"decisions"')],
        "rules": [(["rules", "search", "assault", "--json"], 0, "battle.assault"),
                  (["rules", "search", "можно ли стрелять повёрнутым отрядом", "--lang", "ru", "--json"], 0,
                   "battle.shooting"),
                  (["rules", "show", "battle.assault", "--lang", "ru"], 0, "")],
        "scenario": [(["scenario", "run", str(scenario), "--json"], 0, "")],
        "sim": [(["sim", "sample:loyalist", "sample:traitor", "-n", "4", "--seed", "1", "--json"], 0, '"games": 4')],
    }


def check(bundle: Path) -> int:
    exe = bundle / ("heresy.exe" if os.name == "nt" else "heresy")
    if not exe.is_file():
        print(f"check_bundle: no bundle at {exe}", file=sys.stderr)
        return 2
    passed = failed = 0

    def report(ok: bool, what: str, detail: str = "") -> None:
        nonlocal passed, failed
        passed, failed = passed + ok, failed + (not ok)
        print(f"{'ok  ' if ok else 'FAIL'} {what}" + (f"\n     {detail}" if detail and not ok else ""))

    with tempfile.TemporaryDirectory(prefix="heresy-bundle-check-") as tmp:
        work = Path(tmp)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
        env.update(HERESY_HOME=str(work / "home"), QT_QPA_PLATFORM="offscreen", HOME=str(work))

        def run(argv: list[str]) -> subprocess.CompletedProcess:
            return subprocess.run([str(exe), *argv], env=env, cwd=work, capture_output=True, text=True,
                                  timeout=300)

        helped = run(["--help"])
        listed = set(commands_in_usage(helped.stdout))
        for name in source_commands():
            report(name in listed, f"the bundle's command line has `{name}`", helped.stdout[:400])
        helped = run(["cards", "search", "--help"])
        named = [Path(w) for w in helped.stdout.split() if w.endswith("search.md")]
        report(bool(named) and named[0].is_file(), "the document `cards search --help` names is in the bundle",
               helped.stdout[-400:])
        table = calls(work)
        for name in source_commands():
            if name not in table:
                table[name] = [([name, "--help"], 0, "usage: heresy " + name)]
        for runs in table.values():
            for argv, status, needle in runs:
                done = run(argv)
                out = done.stdout + done.stderr
                ok = done.returncode == status and needle in out and "Traceback" not in out \
                    and "internal error" not in out
                report(ok, "heresy " + " ".join(argv), f"exit {done.returncode}: {out.strip()[-600:]}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", nargs="?", help="the bundle's folder (dist/heresy)")
    parser.add_argument("--build", action="store_true", help="build the bundle first (about a minute)")
    args = parser.parse_args(argv)
    if args.build:
        out = Path(tempfile.mkdtemp(prefix="heresy-bundle-"))
        try:
            return check(build(out))
        finally:
            shutil.rmtree(out, ignore_errors=True)
    if not args.bundle:
        parser.error("name the bundle's folder or give --build")
    return check(Path(args.bundle))


if __name__ == "__main__":
    raise SystemExit(main())
