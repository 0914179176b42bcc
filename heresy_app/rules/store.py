"""Loading the rules texts (heresy_app/rules/data/*.toml) into :class:`Section` objects.

``sections.toml`` is the outline (ids in reading order, parent, see_also, clarification);
``en.toml`` and ``ru.toml`` carry the text for exactly the same ids. Loaded once per process.
"""

from __future__ import annotations

import difflib
import functools
import tomllib
from importlib import resources

from heresy_app.rules import markup
from heresy_app.rules.model import LANGS, Section, UnknownSection

DATA_PACKAGE = "heresy_app.rules"
DATA_DIR = "data"


class DataError(ValueError):
    """The rules data files are inconsistent (a bug in the data, caught by the tests)."""


def read_toml(name: str) -> dict:
    return tomllib.loads(resources.files(DATA_PACKAGE).joinpath(DATA_DIR, name).read_text(encoding="utf-8"))


def check_lang(lang: str | None) -> str:
    """Normalise a language code ("EN", "ru_RU" → "en", "ru"); ValueError if unsupported."""
    code = (lang or "en").strip().lower().replace("-", "_").split("_")[0]
    if code not in LANGS:
        raise ValueError(f"unsupported language {lang!r}; use one of {', '.join(LANGS)}")
    return code


class Reference:
    """All sections in both languages."""

    def __init__(self, outline: list[dict], texts: dict[str, list[dict]]):
        self.ids: list[str] = [entry["id"] for entry in outline]
        if len(set(self.ids)) != len(self.ids):
            raise DataError("duplicate section ids in sections.toml")
        known = set(self.ids)
        children: dict[str, list[str]] = {i: [] for i in self.ids}
        for entry in outline:
            parent = entry.get("parent") or None
            if parent is not None:
                if parent not in known:
                    raise DataError(f"{entry['id']}: unknown parent {parent!r}")
                children[parent].append(entry["id"])
        self.outline = {entry["id"]: entry for entry in outline}
        self.sections: dict[str, dict[str, Section]] = {}
        for lang, entries in texts.items():
            by_id = {e["id"]: e for e in entries}
            if set(by_id) != known or len(by_id) != len(entries):
                missing = sorted(known - set(by_id))
                extra = sorted(set(by_id) - known)
                raise DataError(f"{lang}.toml ids differ from sections.toml: missing {missing}, extra {extra}")
            self.sections[lang] = {}
            for sid in self.ids:
                e, o = by_id[sid], self.outline[sid]
                self.sections[lang][sid] = Section(
                    id=sid,
                    lang=lang,
                    title=e["title"].strip(),
                    body=e["body"].strip(),
                    parent=o.get("parent") or None,
                    children=children[sid],
                    see_also=list(o.get("see_also", [])),
                    clarification=bool(o.get("clarification", False)),
                    rulebook=list(o.get("rulebook", [])),
                    examples=[x.strip() for x in e.get("examples", [])],
                    aliases=list(e.get("aliases", [])),
                    questions=[q.strip() for q in e.get("questions", [])],
                    depth=self._depth(sid),
                )

    def _depth(self, sid: str) -> int:
        depth, parent = 0, self.outline[sid].get("parent")
        while parent:
            depth += 1
            parent = self.outline[parent].get("parent")
        return depth

    def get(self, section_id: str, lang: str = "en") -> Section:
        lang = check_lang(lang)
        try:
            return self.sections[lang][section_id]
        except (KeyError, TypeError):
            raise UnknownSection(str(section_id), self.suggest(str(section_id))) from None

    def title_of(self, lang: str):
        table = self.sections[check_lang(lang)]
        return lambda sid: table[sid].title if sid in table else None

    def suggest(self, wrong: str, n: int = 3) -> list[str]:
        """The closest existing ids to a mistyped one."""
        wrong = (wrong or "").strip().lower()
        close = difflib.get_close_matches(wrong, self.ids, n=n, cutoff=0.5)
        if len(close) < n and wrong:
            tail = wrong.split(".")[-1]
            for sid in self.ids:
                if sid not in close and (tail and tail in sid):
                    close.append(sid)
                if len(close) >= n:
                    break
        return close

    def plain_body(self, section: Section, bullet: str = "- ") -> str:
        return markup.to_plain(section.body, self.title_of(section.lang), bullet=bullet)

    def plain_examples(self, section: Section) -> str:
        title_of = self.title_of(section.lang)
        return "\n\n".join(markup.to_plain(x, title_of) for x in section.examples)


@functools.lru_cache(maxsize=1)
def reference() -> Reference:
    from heresy_app.rules import index_cache

    files = index_cache.read_texts(("sections.toml", *(f"{lang}.toml" for lang in LANGS)), read_toml)
    outline = files["sections.toml"]["section"]
    texts = {lang: files[f"{lang}.toml"]["section"] for lang in LANGS}
    return Reference(outline, texts)
