"""The command line's human text in English and Russian: the names of types, sides, command types
and stats (the search language's labels, heresy_app/cards/fields.py), and the reports of
`deck validate` and `deck stats`. Counted words go through heresy_app/plural.py.

>>> side_name("traitor", "ru"), type_name("unit", "ru"), command_name("WA", "ru"), command_abbrev("E", "ru")
('отступники', 'отряд', 'военная акция', 'С')
>>> stat_name("firepower", "ru"), stat_name("armor", "en")
('огневая мощь', 'armor')
"""

from __future__ import annotations

from heresy_app.plural import count, word


def _label(field_name: str, value, lang: str) -> str:
    from heresy_app.cards.fields import field

    for choice in field(field_name).choices:
        if choice.value == value:
            return choice.label(lang).lower()
    return str(value)


def side_name(side: str | None, lang: str) -> str:
    if not side:
        return "сторона не определена" if lang == "ru" else "no side"
    return _label("side", side, lang)


def type_name(card_type: str, lang: str) -> str:
    return _label("type", card_type, lang)


def command_name(cmd: str, lang: str) -> str:
    return _label("cmd", cmd, lang)


def command_abbrev(cmd: str, lang: str) -> str:
    """A command type as a card prints it: WA, T … in English; ВА, Т … in Russian."""
    from heresy_app.cards.fields import field

    if lang != "ru":
        return cmd
    for choice in field("cmd").choices:
        if choice.value == cmd:
            return choice.ru[0].upper()
    return cmd


def stat_name(stat: str, lang: str) -> str:
    from heresy_app.cards.fields import field

    f = field(stat)
    return (f.label_ru if lang == "ru" else f.label_en).lower() if f is not None else stat


def kind_name(kind: str, lang: str) -> str:
    """A hand kind of decks.stats.DEFAULT_KINDS in ``lang``; a kind the person wrote stays as written."""
    if kind == "flagged unit":
        return "флаговый отряд" if lang == "ru" else kind
    if kind in ("unit", "asset", "ship"):
        return type_name(kind, lang)
    if kind.startswith("command ") and kind.split()[1] in ("WA", "T", "R", "M", "E"):
        return f"команда {command_abbrev(kind.split()[1], lang)}" if lang == "ru" else kind
    return kind


def validate_lines(report, lang: str) -> list[str]:
    """`deck validate`'s report: each error and warning, then the verdict."""
    ru = lang == "ru"
    lines = [f"{'ошибка' if ru else 'error'} {i.code}: {i.message(lang)}" for i in report.errors]
    lines += [f"{'предупреждение' if ru else 'warning'} {i.code}: {i.message(lang)}" for i in report.warnings]
    side = side_name(report.side, lang)
    if report.valid:
        lines.append(f"{'колода годится' if ru else 'valid'}: {count(report.size, 'card', lang)}, {side}")
    else:
        lines.append(f"{'колода не годится' if ru else 'invalid'}: {count(len(report.errors), 'error', lang)}")
    return lines


def _bar(n: int, total: int, width: int = 24) -> str:
    return "#" * round(width * n / total) if total else ""


def stats_lines(st, lang: str) -> list[str]:
    """`deck stats`'s report, every label in ``lang``."""
    ru = lang == "ru"

    def t(en: str, ru_text: str) -> str:
        return ru_text if ru else en

    head = t("Cards", "Карт") + f": {st.size}"
    if st.unknown:
        head += t(f" (+{st.unknown} unknown)", f" (+{st.unknown} неизвестных)")
    if st.sectors:
        head += t(f" (+{st.sectors} sector cards, not counted)", f" (+{st.sectors} карт секторов, не в счёт)")
    lines = [head + f"; {t('side', 'сторона')}: {side_name(st.side, lang) if st.side else t('none', 'нет')}"]
    w = 18 if ru else 10
    lines.append(f"{t('By type:', 'По типам:'):<{w}}"
                 + ", ".join(f"{type_name(k, lang)} {v}" for k, v in st.by_type.items()))
    lines.append(f"{t('By side:', 'По сторонам:'):<{w}}"
                 + ", ".join(f"{side_name(k, lang)} {v}" for k, v in st.by_side.items()))
    flags = ", ".join(f"{k} {plural_flag(k, lang)}: {v}" for k, v in st.flags.items())
    lines.append(f"{t('Flags:', 'Флаги:'):<{w}}"
                 + t(f"{st.flags_total} in all; flagged units {st.flagged_units}; ",
                     f"всего {st.flags_total}; флаговых отрядов {st.flagged_units}; ") + flags)
    lines.append(f"{t('Command:', 'Команды:'):<{w}}"
                 + ", ".join(f"{command_abbrev(k, lang)} {v}" for k, v in st.command_types.items()))
    for name, curve in st.curves.items():
        avg = st.averages[name]
        label = stat_name(name, lang).capitalize()
        lines.append(f"{label:<{w}}" + (", ".join(f"{v}: {c}" for v, c in curve.items()) or "-")
                     + (f"  ({t('mean', 'среднее')} {avg})" if avg is not None else ""))
    lines.append(t("Die faces:", "Грани кубика:"))
    for face, n in st.die.items():
        lines.append(f"  {face}: {n:>3} {_bar(n, st.size)}")
    lines.append(t("A roll passes a test:", "Бросок проходит тест:"))
    for x in st.tests:
        lines.append(f"  {x.test}: {x.probability:6.1%}  ({x.exact})")
    lines.append(t("Flagged units in the first wave (3 cards):", "Флаговые отряды в первой волне (3 карты):"))
    for a in st.first_wave_flagged[1:]:
        lines.append(f"  {t('at least', 'не меньше')} {a.at_least}: {a.probability:6.1%}")
    lines.append(t("At least one in a six-card hand:", "Хотя бы одна в руке из шести карт:"))
    width = max([16] + [len(kind_name(h.kind, lang)) for h in st.hand])
    for h in st.hand:
        lines.append(f"  {kind_name(h.kind, lang):<{width}} ({h.cards:>2} {word(h.cards, 'card', lang)}): "
                     f"{h.probability:6.1%}")
    return lines


def plural_flag(n: int, lang: str) -> str:
    from heresy_app.plural import plural

    return plural(n, ("flag", "flags"), ("флаг", "флага", "флагов"), lang)
