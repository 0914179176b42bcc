"""The command line's human text in English and Russian: the names of types, sides, command types
and stats (the search language's labels, heresy_app/cards/fields.py), and the reports of
`deck validate` and `deck stats`. Every word is a message of the catalog (heresy_app/i18n, cli.ftl).

>>> side_name("traitor", "ru"), type_name("unit", "ru"), command_name("WA", "ru"), command_abbrev("E", "ru")
('отступники', 'отряд', 'военная акция', 'С')
>>> stat_name("firepower", "ru"), stat_name("armor", "en")
('огневая мощь', 'armor')
"""

from __future__ import annotations

from heresy_app.i18n import t
from heresy_app.plural import count, word


def _label(field_name: str, value, lang: str) -> str:
    from heresy_app.cards.fields import field

    for choice in field(field_name).choices:
        if choice.value == value:
            return choice.label(lang).lower()
    return str(value)


def side_name(side: str | None, lang: str) -> str:
    if not side:
        return t("side-none", lang)
    return _label("side", side, lang)


def type_name(card_type: str, lang: str) -> str:
    return _label("type", card_type, lang)


def command_name(cmd: str, lang: str) -> str:
    return _label("cmd", cmd, lang)


def command_abbrev(cmd: str, lang: str) -> str:
    """A command type as a card prints it: WA, T … in English; ВА, Т … in Russian."""
    from heresy_app.cards.fields import field

    for choice in field("cmd").choices:
        if choice.value == cmd:
            return choice.abbrev(lang)
    return cmd


def stat_name(stat: str, lang: str) -> str:
    from heresy_app.cards.fields import field

    f = field(stat)
    return f.label(lang).lower() if f is not None else stat


def kind_name(kind: str, lang: str) -> str:
    """A hand kind of decks.stats.DEFAULT_KINDS in ``lang``; a kind the person wrote stays as written."""
    if kind == "flagged unit":
        return t("kind-flagged-unit", lang)
    if kind in ("unit", "asset", "ship"):
        return type_name(kind, lang)
    if kind.startswith("command ") and kind.split()[1] in ("WA", "T", "R", "M", "E"):
        return t("kind-command", lang, cmd=command_abbrev(kind.split()[1], lang))
    return kind


def validate_lines(report, lang: str) -> list[str]:
    """`deck validate`'s report: each error and warning, then the verdict."""
    lines = [t("validate-error", lang, code=i.code, message=i.message(lang)) for i in report.errors]
    lines += [t("validate-warning", lang, code=i.code, message=i.message(lang)) for i in report.warnings]
    side = side_name(report.side, lang)
    if report.valid:
        lines.append(t("validate-valid", lang, cards=count(report.size, "card", lang), side=side))
    else:
        lines.append(t("validate-invalid", lang, errors=count(len(report.errors), "error", lang)))
    return lines


def _bar(n: int, total: int, width: int = 24) -> str:
    return "#" * round(width * n / total) if total else ""


def stats_lines(st, lang: str) -> list[str]:
    """`deck stats`'s report, every label in ``lang``."""
    head = t("stats-cards", lang, n=st.size)
    if st.unknown:
        head += " " + t("stats-unknown", lang, n=st.unknown)
    if st.sectors:
        head += " " + t("stats-sectors", lang, n=st.sectors)
    side = side_name(st.side, lang) if st.side else t("stats-side-none", lang)
    lines = [head + t("stats-side", lang, side=side)]
    w = int(t("stats-label-width", lang))
    lines.append(f"{t('stats-by-type', lang):<{w}}"
                 + ", ".join(f"{type_name(k, lang)} {v}" for k, v in st.by_type.items()))
    lines.append(f"{t('stats-by-side', lang):<{w}}"
                 + ", ".join(f"{side_name(k, lang)} {v}" for k, v in st.by_side.items()))
    flags = ", ".join(f"{k} {plural_flag(k, lang)}: {v}" for k, v in st.flags.items())
    lines.append(f"{t('stats-flags', lang):<{w}}"
                 + t("stats-flags-line", lang, total=st.flags_total, flagged=st.flagged_units) + flags)
    lines.append(f"{t('stats-command', lang):<{w}}"
                 + ", ".join(f"{command_abbrev(k, lang)} {v}" for k, v in st.command_types.items()))
    for name, curve in st.curves.items():
        avg = st.averages[name]
        label = stat_name(name, lang).capitalize()
        lines.append(f"{label:<{w}}" + (", ".join(f"{v}: {c}" for v, c in curve.items()) or "-")
                     + ("  " + t("stats-mean", lang, mean=str(avg)) if avg is not None else ""))
    lines.append(t("stats-die", lang))
    for face, n in st.die.items():
        lines.append(f"  {face}: {n:>3} {_bar(n, st.size)}")
    lines.append(t("stats-tests", lang))
    for x in st.tests:
        lines.append(f"  {x.test}: {x.probability:6.1%}  ({x.exact})")
    lines.append(t("stats-first-wave", lang))
    for a in st.first_wave_flagged[1:]:
        lines.append("  " + t("stats-at-least", lang, n=a.at_least) + f": {a.probability:6.1%}")
    lines.append(t("stats-hand", lang))
    width = max([16] + [len(kind_name(h.kind, lang)) for h in st.hand])
    for h in st.hand:
        lines.append(f"  {kind_name(h.kind, lang):<{width}} ({h.cards:>2} {word(h.cards, 'card', lang)}): "
                     f"{h.probability:6.1%}")
    return lines


def plural_flag(n: int, lang: str) -> str:
    return word(n, "flag", lang)
