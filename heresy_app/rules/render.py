"""A whole section rendered for reading: HTML (for the desktop view) and terminal text."""

from __future__ import annotations

import html

from heresy_app.rules import markup
from heresy_app.rules.model import Section
from heresy_app.rules.rulings import rulings_for_section
from heresy_app.rules.store import reference

LABELS = {
    "en": {
        "clarification": "Clarification",
        "clarification_note": "The rulebook is silent here; this is how the program plays it.",
        "example": "Example",
        "see_also": "See also",
        "children": "In this section",
        "rulings": "Card rulings",
        "yours": "yours",
        "yours_note": "your note",
        "parent": "Part of",
        "rulebook": "In the rulebook",
        "ours_note": "Highlighted: the program's addition to what the rulebook says.",
        "ours_plain": "[+ … +]: the program's addition to what the rulebook says.",
    },
    "ru": {
        "clarification": "Уточнение",
        "clarification_note": "Правила об этом молчат; так играет программа.",
        "example": "Пример",
        "see_also": "См. также",
        "children": "В этом разделе",
        "rulings": "Разъяснения по картам",
        "yours": "ваше",
        "yours_note": "ваша заметка",
        "parent": "Входит в",
        "rulebook": "В правилах",
        "ours_note": "Выделено: дополнение программы к тому, что говорят правила.",
        "ours_plain": "[+ … +]: дополнение программы к тому, что говорят правила.",
    },
}


def label(key: str, lang: str) -> str:
    return LABELS.get(lang, LABELS["en"])[key]


def _link(sid: str, lang: str) -> str:
    title = reference().get(sid, lang).title
    return f'<a href="{markup.LINK_SCHEME}:{sid}">{html.escape(title)}</a>'


def own_mark(ruling, lang: str) -> str:
    """The word that marks one of the player's own rulings ("yours" / «ваше») or notes; "" for a
    shipped ruling."""
    if not getattr(ruling, "own", False):
        return ""
    return label("yours_note" if getattr(ruling, "kind", "ruling") == "note" else "yours", lang)


def section_html(section: Section, *, with_rulings: bool = True) -> str:
    lang = section.lang
    title_of = reference().title_of(lang)
    parts: list[str] = []
    if section.parent:
        parts.append(f'<p class="crumb">{html.escape(label("parent", lang))}: {_link(section.parent, lang)}</p>')
    parts.append(f"<h2>{html.escape(section.title)}</h2>")
    parts.append(f'<p class="sid"><code>{html.escape(section.id)}</code></p>')
    if section.clarification:
        parts.append(
            f'<p class="clarification"><b>{html.escape(label("clarification", lang))}.</b> '
            f"<i>{html.escape(label('clarification_note', lang))}</i></p>"
        )
    parts.append(markup.to_html(section.body, title_of))
    if section.additions:
        parts.append(f'<p class="ours-note"><span class="ours">{html.escape(label("ours_note", lang))}</span></p>')
    for example in section.examples:
        parts.append(
            f'<blockquote class="example"><b>{html.escape(label("example", lang))}.</b> '
            f"{markup.to_html(example, title_of).removeprefix('<p>')}</blockquote>"
        )
    if section.children:
        items = "".join(f"<li>{_link(c, lang)}</li>" for c in section.children)
        parts.append(f"<h4>{html.escape(label('children', lang))}</h4><ul>{items}</ul>")
    if section.see_also:
        links = ", ".join(_link(s, lang) for s in section.see_also)
        parts.append(f'<p class="see-also"><b>{html.escape(label("see_also", lang))}:</b> {links}</p>')
    if section.rulebook:
        parts.append(f'<p class="rulebook"><b>{html.escape(label("rulebook", lang))}:</b> '
                     f"{html.escape(_rulebook_places(section))}</p>")
    if with_rulings:
        found = rulings_for_section(section.id)
        if found:
            items = []
            for ruling in found:
                name, text = ruling.localized(lang)
                mark = own_mark(ruling, lang)
                mine = (f' <span class="own" style="color:#1d6b3a"><i>[{html.escape(mark)}]</i></span>'
                        if mark else "")   # the player's own, in the card view's colour for theirs
                items.append(f"<li><b>{html.escape(name)}</b> ({html.escape(ruling.card_id)}){mine}: "
                             f"{html.escape(text)}</li>")
            parts.append(f"<h4>{html.escape(label('rulings', lang))}</h4><ul>{''.join(items)}</ul>")
    return "\n".join(parts)


def _rulebook_places(section: Section) -> str:
    """«Стрельба», «Термины» — the rulebook's headings where the section's rule is written."""
    headings = list(dict.fromkeys(ref.heading for ref in section.rulebook))
    return ", ".join(f"«{h}»" for h in headings)


def section_text(section: Section, *, width: int | None = 88) -> str:
    lang = section.lang
    ref = reference()
    title_of = ref.title_of(lang)
    lines: list[str] = []
    heading = f"{section.title}  [{section.id}]"
    lines.append(heading)
    lines.append("=" * min(len(heading), width or len(heading)))
    if section.clarification:
        lines.append(f"({label('clarification', lang)}: {label('clarification_note', lang)})")
    lines.append("")
    ours = ("[+ ", " +]")
    lines.append(markup.to_plain(section.body, title_of, show_ids=True, width=width, ours=ours))
    for example in section.examples:
        lines.append("")
        lines.append(markup.to_plain(f"{label('example', lang)}: {example}", title_of, show_ids=True,
                                     width=width, ours=ours))
    if section.additions:
        lines.append("")
        lines.append(label("ours_plain", lang))
    if section.children:
        lines.append("")
        lines.append(f"{label('children', lang)}:")
        for child in section.children:
            lines.append(f"  - {title_of(child)} [{child}]")
    if section.see_also:
        lines.append("")
        lines.append(f"{label('see_also', lang)}: " + ", ".join(f"{title_of(s)} [{s}]" for s in section.see_also))
    if section.rulebook:
        lines.append(f"{label('rulebook', lang)}: {_rulebook_places(section)}")
    found = rulings_for_section(section.id)
    if found:
        lines.append("")
        lines.append(f"{label('rulings', lang)}:")
        for ruling in found:
            name, text = ruling.localized(lang)
            mark = own_mark(ruling, lang)
            lines.append(f"  - {name} ({ruling.card_id})" + (f" [{mark}]" if mark else "") + f": {text}")
    return "\n".join(lines)
