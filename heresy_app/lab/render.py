"""A gauntlet report as a player reads it (text, English or Russian) and as a table (CSV).

The CSV is one table of rows of three kinds (column ``table``): ``pairing`` — deck against
opponent (every ordered pair the plan plays, both directions), ``overall`` — each deck against the
whole field, ``card`` — each card of each deck (its games drawn and not drawn). Columns that do
not apply to a kind are empty. Rates are fractions (0.5), not percentages.
"""

from __future__ import annotations

import csv
import io

from heresy_app.i18n import t
from heresy_app.plural import count

CSV_COLUMNS = ("table", "deck", "deck_name", "opponent", "opponent_name", "card", "card_name", "games", "wins",
               "losses", "draws", "win_rate", "ci95_low", "ci95_high", "drawn_games", "drawn_wins",
               "win_rate_drawn", "not_drawn_games", "not_drawn_wins", "win_rate_not_drawn", "delta")


def name_cards(rep: dict, db, lang: str) -> None:
    """Each per-card figure gets the card's name in ``lang`` beside its id (``db`` a CardDB)."""
    from heresy_app.decks.index import card_index

    facts = card_index(db).facts
    for block in rep["cards"]:
        for c in block["cards"]:
            fact = facts.get(c["id"])
            c["name"] = fact.name(lang) if fact is not None else c["id"]


def _pct(x, digits: int = 1) -> str:
    return "—" if x is None else f"{100 * x:.{digits}f}%"


def deck_label(rep: dict, i: int, lang: str) -> str:
    from heresy_app.decks.samples import sample_display
    return sample_display(rep["decks"][i]["name"], lang)


def text_report(rep: dict, lang: str = "en") -> str:
    """The human report: the field, the matrix (row against column), each deck's rate with its
    95% interval, game length, per-card figures, failed games."""
    out = []
    n = len(rep["decks"])
    games = rep["games_per_pairing"]
    out.append(t("gauntlet-head", lang, n=n, mode=rep["mode"], games=count(games, "game", lang), seed=str(rep["seed"]),
                 finished=rep["finished"], requested=rep["requested"], complete=bool(rep["complete"])))
    for d in rep["decks"]:
        ai = t("gauntlet-ai", lang, ai=d["ai"])
        out.append(f"  #{d['index'] + 1}  {deck_label(rep, d['index'], lang)} ({ai}, "
                   f"{count(d['cards'], 'card', lang)})")
    out.append(t("gauntlet-matrix", lang))
    width = 7
    out.append(" " * 5 + "".join(f"{'#' + str(j + 1):>{width}}" for j in range(n)) + "  " + t("gauntlet-overall", lang))
    for i in range(n):
        cells = "".join(f"{('·' if rep['matrix'][i][j] is None else _pct(rep['matrix'][i][j]['win_rate'], 0)):>{width}}"
                        for j in range(n))
        o = rep["overall"][i]
        lo, hi = o["ci95"]
        out.append(f"{'#' + str(i + 1):<5}{cells}  {_pct(o['win_rate'])} ({_pct(lo)}–{_pct(hi)}), "
                   f"{o['wins']}/{o['games']}")
    ln = rep["length"]
    out.append(t("gauntlet-length", lang, average=str(ln["average_turns"]), median=str(ln["median_turns"]),
                 longest=str(ln["max_turns"]), decisions=str(ln["average_decisions"])))
    for block in rep["cards"]:
        i = block["deck"]
        out.append(t("gauntlet-cards-head", lang, n=i + 1, deck=deck_label(rep, i, lang)))
        cards = block["cards"]
        w = min(40, max([10] + [len(c.get("name", c["id"])) for c in cards]))
        for c in cards:
            name = c.get("name", c["id"])
            out.append(f"  {name:<{w}} {c['id']:<8} ×{c['copies']}  "
                       + t("sim-card-line", lang, drawn=_pct(c["win_rate_drawn"]), drawn_games=c["drawn_games"],
                           not_drawn=_pct(c["win_rate_not_drawn"]), not_drawn_games=c["not_drawn_games"]))
    out.append(t("sim-errors", lang, n=len(rep["errors"])))
    for e in rep["errors"]:
        replay = t("gauntlet-replay", lang, replay=e["replay"]) if e.get("replay") else ""
        out.append(f"  #{e['deck_a'] + 1}–#{e['deck_b'] + 1} "
                   + t("gauntlet-error", lang, game=str(e["game"]), seed=str(e["seed"]), error=str(e["error"])) + replay)
    if rep["stopped"]:
        out.append(t("gauntlet-stopped", lang) + str(len(rep["stopped"])))
    if rep.get("seconds") is not None:
        out.append(t("gauntlet-speed", lang, played=rep["played_now"], seconds=str(rep["seconds"]),
                     rate=str(rep["games_per_second"]), runner=str(rep["runner"])))
    if rep.get("results"):
        out.append(t("gauntlet-results", lang, path=str(rep["results"])))
    return "\n".join(out) + "\n"


def csv_text(rep: dict, lang: str = "en") -> str:
    """The report as CSV (see the module's note); deck names as the player reads them in ``lang``."""
    buf = io.StringIO()
    w = csv.DictWriter(buf, CSV_COLUMNS, lineterminator="\n")
    w.writeheader()
    n = len(rep["decks"])
    for i in range(n):
        for j in range(n):
            cell = rep["matrix"][i][j]
            if cell is None:
                continue
            w.writerow(_record_row("pairing", rep, i, lang, cell, opponent=j))
    for o in rep["overall"]:
        w.writerow(_record_row("overall", rep, o["deck"], lang, o))
    for block in rep["cards"]:
        i = block["deck"]
        for c in block["cards"]:
            w.writerow({"table": "card", "deck": i + 1, "deck_name": deck_label(rep, i, lang), "card": c["id"],
                        "card_name": c.get("name", ""), **{k: _cell(c[k]) for k in (
                            "drawn_games", "drawn_wins", "win_rate_drawn", "not_drawn_games", "not_drawn_wins",
                            "win_rate_not_drawn", "delta")}})
    return buf.getvalue()


def _cell(x):
    return "" if x is None else x


def _record_row(kind, rep, i, lang, rec, opponent=None) -> dict:
    row = {"table": kind, "deck": i + 1, "deck_name": deck_label(rep, i, lang),
           "games": rec["games"], "wins": rec["wins"], "losses": rec["losses"], "draws": rec["draws"],
           "win_rate": _cell(rec["win_rate"]), "ci95_low": rec["ci95"][0], "ci95_high": rec["ci95"][1]}
    if opponent is not None:
        row.update(opponent=opponent + 1, opponent_name=deck_label(rep, opponent, lang))
    return row
