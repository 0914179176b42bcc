"""`heresy rules search|show|list`: the rules reference on the command line."""

from __future__ import annotations

import sys

from heresy_app.cli.common import CliError, add_json_flag, add_lang_flag, emit_json, limit_arg, shown


def register(subparsers) -> None:
    parser = subparsers.add_parser("rules", help="the rules reference (English and Russian)")
    sub = parser.add_subparsers(dest="rules_command")

    search = sub.add_parser("search", help="search the rules reference and the card rulings")
    search.add_argument("query", nargs="+", help="words to look for, e.g. 'can a locked unit shoot'")
    search.add_argument("--limit", type=limit_arg, default=10, help="at most this many results (default 10)")
    add_lang_flag(search)
    add_json_flag(search)
    search.set_defaults(func=_search)

    show = sub.add_parser("show", help="show one rules section by id")
    show.add_argument("id", help="a section id, e.g. battle.blocking")
    add_lang_flag(show)
    add_json_flag(show)
    show.set_defaults(func=_show)

    listing = sub.add_parser("list", help="list every section id in reading order")
    add_lang_flag(listing)
    add_json_flag(listing)
    listing.set_defaults(func=_list)

    parser.set_defaults(func=lambda args: _usage(parser))


def _usage(parser) -> int:
    parser.print_help(sys.stderr)
    raise CliError("rules: choose a command: search, show or list", 2)


def _search(args) -> int:
    from heresy_app import rules
    from heresy_app.rules.card_search import kind_of, search

    if args.limit < 1:
        raise CliError("rules search: --limit must be at least 1", 2)
    query = " ".join(args.query)
    _provide_card_rulings(rules, own=True)
    hits = search(query, lang=args.lang, limit=args.limit)
    if args.json:
        out = []
        for h in hits:
            item = {"id": h.id, "kind": kind_of(h), "title": h.title, "snippet": h.snippet, "lang": h.lang,
                    "score": h.score, "highlights": [list(span) for span in h.highlights]}
            if kind_of(h) == "ruling":
                item.update(card_id=h.card_id, card_name=h.card_name, sections=h.sections, own=h.own)
            out.append(item)
        emit_json(out)
        return 0
    if not hits:
        print(f"no sections match {shown(query, 80)!r}, and no card rulings")
        return 0
    bold = sys.stdout.isatty()
    for h in hits:
        if kind_of(h) == "ruling":
            print(f"{h.id}  {h.title}" + (f"  [{', '.join(h.sections)}]" if h.sections else ""))
        else:
            print(f"{h.id}  {h.title}")
        snippet = h.snippet_marked("\x1b[1m", "\x1b[0m") if bold else h.snippet_marked("[", "]")
        print(f"    {snippet}")
    return 0


def _show(args) -> int:
    from heresy_app import rules

    _provide_card_rulings(rules, own=True)
    try:
        section = rules.get_section(args.id.strip(), args.lang)
    except KeyError:
        close = rules.suggest_ids(args.id)
        hint = f"; did you mean {', '.join(close)}?" if close else "; try `heresy rules list`"
        raise CliError(f"rules show: no section {args.id!r}{hint}", 2) from None
    if args.json:
        data = section.model_dump(mode="json", exclude={"aliases"})
        data["text"] = rules.render_text(section.id, section.lang, width=None)
        data["rulings"] = [r.model_dump(mode="json") for r in rules.rulings_for_section(section.id)]
        emit_json(data)
        return 0
    print(rules.render_text(section.id, section.lang))
    return 0


def _provide_card_rulings(rules, own: bool = False) -> None:
    """Card rulings live with the cards; the reference shows them under the rules they concern.
    ``own``: the player's own rulings and notes too (marked as theirs), for the search and a section."""
    from heresy_app.cards.db import CardDB

    try:
        db = CardDB()
    except FileNotFoundError:
        return
    if not own:
        rules.set_rulings_provider(db.all_rulings)
        return
    from heresy_app.cards.own_rulings import OwnRulings, provider_items

    found = [*db.all_rulings(), *provider_items(db, OwnRulings())]   # read once: one command, one search
    rules.set_rulings_provider(lambda: found)


def _list(args) -> int:
    from heresy_app import rules

    sections = rules.sections(args.lang)
    if args.json:
        emit_json(
            [
                {"id": s.id, "title": s.title, "parent": s.parent, "clarification": s.clarification,
                 "additions": len(s.additions), "rulebook": [r.line for r in s.rulebook]}
                for s in sections
            ]
        )
        return 0
    for s in sections:
        mark = "  *" if s.clarification else ("  +" if s.additions else "")
        print(f"{'  ' * s.depth}{s.id}  {s.title}{mark}")
    return 0
