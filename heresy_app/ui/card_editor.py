"""The card editor: create or edit a user card, with its ability text parsed as you type.

Each line of an abilities box is one ability; a line the ability language cannot read is
underlined where reading stopped and the message names the line and column. Such a line does not
stop the card from being saved (any printed card can be entered): a plain warning says that the
battle engine cannot play it, and in a game the players resolve it by hand. The card is saved into
the user database (never the shipped one) when it is a valid card.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSpinBox,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from heresy_app.ui.card_table import cmd_name, rarity_label, side_label, type_label
from heresy_app.ui.card_view import CardFace

STATS = ("firepower", "assault", "speed", "armor")


def ability_parser():
    """``(parse, AbilityParseError)`` from the abilities package, or None while it is missing."""
    try:
        from heresy_app.abilities import AbilityParseError, parse  # type: ignore[attr-defined]
    except ImportError:
        try:
            from heresy_app.abilities.parser import AbilityParseError, parse
        except ImportError:
            return None
    return parse, AbilityParseError


def split_keywords(text: str) -> list[tuple[str, bool]]:
    """``Infantry, *Infiltrate*`` -> [("Infantry", False), ("Infiltrate", True)]: stars mark bold."""
    out = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        bold = len(part) > 2 and part.startswith("*") and part.endswith("*")
        out.append((part.strip("*").strip() if bold else part, bold))
    return out


def join_keywords(keywords, lang: str) -> str:
    return ", ".join(f"*{k.get(lang)}*" if k.bold else k.get(lang) for k in keywords)


def _abilities_of(en: str, ru: str) -> list[tuple[str, str]]:
    """The abilities one line holds in both languages (abilities.split), or the line itself when the
    ability language is not installed."""
    try:
        from heresy_app.abilities.split import split_pair
    except ImportError:
        return [(en, ru)]
    return split_pair(en, ru)


class TextProblem:
    """One problem located in the text: which box, which line (1-based) and column, and why."""

    def __init__(self, box: str, line: int, column: int, message: str):
        self.box, self.line, self.column, self.message = box, line, column, message

    def __repr__(self):
        return f"TextProblem({self.box!r}, {self.line}, {self.column}, {self.message!r})"


class CardEditor(QDialog):
    saved = Signal(str)  # the card id written to the user database

    def __init__(self, store, card=None, lang: str = "en", parent=None):
        super().__init__(parent)
        self.store = store
        self.lang = lang
        self.editing = card.id if card is not None else None
        self.card = None           # the valid draft, or None
        self.problems: list = []   # TextProblem (text the engine cannot play: a warning) and plain strings (errors)

        self.id_edit = QLineEdit(self)
        self.id_edit.setObjectName("cardId")
        self.rarity_box, self.type_box, self.side_box = QComboBox(self), QComboBox(self), QComboBox(self)
        self.planet_box = QComboBox(self)
        self.req_spin = QSpinBox(self)
        self.req_spin.setRange(1, 20)
        self.name_en, self.name_ru = QLineEdit(self), QLineEdit(self)
        self.name_en.setObjectName("nameEn")
        self.name_ru.setObjectName("nameRu")
        self.flags_spin = QSpinBox(self)
        self.flags_spin.setRange(0, 9)
        self.stat_spins = {s: QSpinBox(self) for s in STATS}
        for sp in self.stat_spins.values():
            sp.setRange(0, 20)
        self.die_spin = QSpinBox(self)
        self.die_spin.setRange(1, 6)
        self.cmd_box = QComboBox(self)
        self.cmd_en, self.cmd_ru = QLineEdit(self), QLineEdit(self)
        self.cmd_en.setObjectName("commandEn")
        self.cmd_ru.setObjectName("commandRu")
        self.kw_en, self.kw_ru = QLineEdit(self), QLineEdit(self)
        self.ab_en, self.ab_ru = QPlainTextEdit(self), QPlainTextEdit(self)
        self.ab_en.setObjectName("abilitiesEn")
        self.ab_ru.setObjectName("abilitiesRu")
        for box in (self.ab_en, self.ab_ru):
            box.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
            box.setFixedHeight(90)
        self.unique_box = QCheckBox(self)
        self.flavor_en, self.flavor_ru = QLineEdit(self), QLineEdit(self)

        self.form = QFormLayout()
        self.labels: dict[str, QLabel] = {}

        def row(key, widget):
            lab = QLabel(self)
            self.labels[key] = lab
            self.form.addRow(lab, widget)

        stats_row = QWidget(self)
        sl = QHBoxLayout(stats_row)
        sl.setContentsMargins(0, 0, 0, 0)
        self.stat_labels = {}
        for s in STATS:
            lab = QLabel(self)
            self.stat_labels[s] = lab
            sl.addWidget(lab)
            sl.addWidget(self.stat_spins[s])
        sector_row = QWidget(self)
        secl = QHBoxLayout(sector_row)
        secl.setContentsMargins(0, 0, 0, 0)
        secl.addWidget(self.planet_box)
        self.req_label = QLabel(self)
        secl.addWidget(self.req_label)
        secl.addWidget(self.req_spin)
        for key, widget in (("id", self.id_edit), ("rarity", self.rarity_box), ("type", self.type_box),
                            ("side", self.side_box), ("sector", sector_row), ("name_en", self.name_en),
                            ("name_ru", self.name_ru), ("flags", self.flags_spin), ("stats", stats_row),
                            ("die", self.die_spin), ("cmd", self.cmd_box), ("cmd_en", self.cmd_en),
                            ("cmd_ru", self.cmd_ru), ("kw_en", self.kw_en), ("kw_ru", self.kw_ru),
                            ("ab_en", self.ab_en), ("ab_ru", self.ab_ru), ("unique", self.unique_box),
                            ("flavor_en", self.flavor_en), ("flavor_ru", self.flavor_ru)):
            row(key, widget)

        self.preview = CardFace(self)
        self.preview.setMinimumSize(260, 360)
        self.problem_view = QTextEdit(self)
        self.problem_view.setObjectName("cardProblems")
        self.problem_view.setReadOnly(True)
        self.problem_view.setMaximumHeight(130)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)

        left = QScrollArea(self)   # the form scrolls: the dialog fits a 1366 × 768 screen (its rows need 830 px)
        left.setObjectName("cardForm")
        left.setWidgetResizable(True)
        left.setFrameShape(QFrame.Shape.NoFrame)
        left.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        form_holder = QWidget(left)
        form_holder.setLayout(self.form)
        left.setWidget(form_holder)
        self.form_area = left
        right = QVBoxLayout()
        self.preview_box = QGroupBox(self)
        QVBoxLayout(self.preview_box).addWidget(self.preview)
        right.addWidget(self.preview_box, 1)
        grid = QGridLayout(self)
        grid.addWidget(left, 0, 0)
        grid.addLayout(right, 0, 1)
        grid.addWidget(self.problem_view, 1, 0, 1, 2)
        grid.addWidget(self.buttons, 2, 0, 1, 2)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self.check)
        # a new card's empty form is not "wrong" yet: what is missing shows once something is typed
        # (or Save is pressed), never as a wall of red at opening
        self._untouched = card is None
        self.retranslate()
        if card is not None:
            self.load(card)
        else:
            self.id_edit.setText(self._free_id())
            self.type_box.setCurrentIndex(self.type_box.findData("unit"))
        for w in (self.id_edit, self.name_en, self.name_ru, self.cmd_en, self.cmd_ru, self.kw_en, self.kw_ru,
                  self.flavor_en, self.flavor_ru):
            w.textChanged.connect(self._changed)
        for w in (self.ab_en, self.ab_ru):
            w.textChanged.connect(self._changed)
        for w in (self.rarity_box, self.type_box, self.side_box, self.planet_box, self.cmd_box):
            w.currentIndexChanged.connect(self._changed)
        for w in (self.req_spin, self.flags_spin, self.die_spin, *self.stat_spins.values()):
            w.valueChanged.connect(self._changed)
        self.unique_box.toggled.connect(self._changed)
        self.resize(1000, 680)   # the keyword hints show whole in Russian too; fits a 1366 × 768 screen
        self.check()

    # -- texts
    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Edit user card") if self.editing else self.tr("New user card"))
        t = self.labels
        t["id"].setText(self.tr("Id"))
        t["rarity"].setText(self.tr("Rarity"))
        t["type"].setText(self.tr("Type"))
        t["side"].setText(self.tr("Side"))
        t["sector"].setText(self.tr("Planet"))
        t["name_en"].setText(self.tr("Name (English)"))
        t["name_ru"].setText(self.tr("Name (Russian)"))
        t["flags"].setText(self.tr("Flags"))
        t["stats"].setText(self.tr("Stats"))
        t["die"].setText(self.tr("Die"))
        t["cmd"].setText(self.tr("Command type"))
        t["cmd_en"].setText(self.tr("Command line (English)"))
        t["cmd_ru"].setText(self.tr("Command line (Russian)"))
        t["kw_en"].setText(self.tr("Keywords (English)"))
        t["kw_ru"].setText(self.tr("Keywords (Russian)"))
        t["ab_en"].setText(self.tr("Abilities (English)"))
        t["ab_ru"].setText(self.tr("Abilities (Russian)"))
        t["unique"].setText(self.tr("Unique"))
        t["flavor_en"].setText(self.tr("Flavour (English)"))
        t["flavor_ru"].setText(self.tr("Flavour (Russian)"))
        self.req_label.setText(self.tr("Flags to capture"))
        for s, name in zip(STATS, (self.tr("FP"), self.tr("AS"), self.tr("SP"), self.tr("AR")), strict=False):
            self.stat_labels[s].setText(name)
        self.id_edit.setPlaceholderText(self.tr("set code and number, like MY-001"))
        self.kw_en.setPlaceholderText(self.tr("comma-separated; *Bold* keywords carry a rule"))
        self.kw_ru.setPlaceholderText(self.tr("comma-separated; *Bold* keywords carry a rule"))
        self.ab_en.setPlaceholderText(self.tr("one ability a line, e.g. WA (5+): Draw 1 card."))
        self.ab_ru.setPlaceholderText(self.tr("one ability a line"))
        self.preview_box.setTitle(self.tr("Preview"))
        self.unique_box.setText("")
        for box, items in ((self.rarity_box, [(r, rarity_label(r)) for r in ("common", "uncommon", "rare", "very_rare")]),
                           (self.type_box, [(x, type_label(x)) for x in ("unit", "asset", "ship", "sector")]),
                           (self.side_box, [(x, side_label(x)) for x in ("loyalist", "traitor", "unaligned", "none")]),
                           (self.planet_box, [("isstvan_iii", self.tr("Isstvan III")), ("prospero", self.tr("Prospero"))]),
                           (self.cmd_box, [(c, f"{c} — {cmd_name(c)}") for c in ("WA", "T", "R", "M", "E")])):
            cur = box.currentData()
            box.blockSignals(True)
            box.clear()
            for value, label in items:
                box.addItem(label, value)
            box.setCurrentIndex(max(0, box.findData(cur)))
            box.blockSignals(False)
        self._fit_form_width()
        if hasattr(self, "_timer"):
            self._show_problems()

    def _fit_form_width(self) -> None:
        """The scrolling form as wide as its rows need in this language: only its height scrolls."""
        area = getattr(self, "form_area", None)
        if area is not None:
            area.setMinimumWidth(area.widget().minimumSizeHint().width() + area.verticalScrollBar().sizeHint().width()
                                 + 2 * area.frameWidth())

    def showEvent(self, event):
        self._fit_form_width()   # again once the style has polished the rows
        super().showEvent(event)

    # -- loading a card into the form
    def load(self, card) -> None:
        self.id_edit.setText(card.id)
        self.rarity_box.setCurrentIndex(self.rarity_box.findData(card.rarity.value))
        self.type_box.setCurrentIndex(self.type_box.findData(card.type.value))
        self.side_box.setCurrentIndex(self.side_box.findData(card.side.value))
        if card.planet is not None:
            self.planet_box.setCurrentIndex(self.planet_box.findData(card.planet.value))
        if card.required_flags:
            self.req_spin.setValue(card.required_flags)
        self.name_en.setText(card.name.en)
        self.name_ru.setText(card.name.ru)
        self.flags_spin.setValue(card.flags)
        for s in STATS:
            v = getattr(card, s)
            self.stat_spins[s].setValue(v or 0)
        if card.die:
            self.die_spin.setValue(card.die)
        if card.command is not None:
            self.cmd_box.setCurrentIndex(self.cmd_box.findData(card.command.type.value))
            self.cmd_en.setText(card.command.en)
            self.cmd_ru.setText(card.command.ru)
        self.kw_en.setText(join_keywords(card.keywords, "en"))
        self.kw_ru.setText(join_keywords(card.keywords, "ru"))
        self.ab_en.setPlainText("\n".join(a.en for a in card.abilities))
        self.ab_ru.setPlainText("\n".join(a.ru for a in card.abilities))
        self.unique_box.setChecked(card.unique)
        if card.flavor is not None:
            self.flavor_en.setText(card.flavor.en)
            self.flavor_ru.setText(card.flavor.ru)

    def _free_id(self) -> str:
        for n in range(1, 10000):
            cid = f"MY-{n:03d}"
            if self.store.db.get(cid) is None:
                return cid
        return "MY-001"

    # -- checking
    def _changed(self, *_args) -> None:
        self._untouched = False
        self._update_enabled()
        self._timer.start()

    def _update_enabled(self) -> None:
        t = self.type_box.currentData()
        self.flags_spin.setEnabled(t in ("unit", "asset"))
        for s, sp in self.stat_spins.items():
            sp.setEnabled(t == "unit" or (t == "asset" and s == "armor"))
        sector = t == "sector"
        self.planet_box.setEnabled(sector)
        self.req_spin.setEnabled(sector)
        for w in (self.die_spin, self.cmd_box, self.cmd_en, self.cmd_ru):
            w.setEnabled(not sector)

    def draft(self) -> dict:
        """The form as card data (the card model's shape)."""
        t = self.type_box.currentData()
        data: dict = {
            "id": self.id_edit.text().strip().upper(),
            "rarity": self.rarity_box.currentData(),
            "type": t,
            "side": "none" if t == "sector" else self.side_box.currentData(),
            "name": {"en": self.name_en.text().strip(), "ru": self.name_ru.text().strip()},
            "unique": self.unique_box.isChecked(),
        }
        if t in ("unit", "asset"):
            data["flags"] = self.flags_spin.value()
        if t == "unit":
            for s in STATS:
                data[s] = self.stat_spins[s].value()
        elif t == "asset":
            data["armor"] = self.stat_spins["armor"].value()
        if t == "sector":
            data["planet"] = self.planet_box.currentData()
            data["required_flags"] = self.req_spin.value()
        else:
            data["die"] = self.die_spin.value()
            data["command"] = {"type": self.cmd_box.currentData(), "en": self.cmd_en.text().strip(),
                               "ru": self.cmd_ru.text().strip()}
        en, ru = split_keywords(self.kw_en.text()), split_keywords(self.kw_ru.text())
        data["keywords"] = [{"en": a, "ru": b, "bold": ba or bb} for (a, ba), (b, bb) in zip(en, ru, strict=False)]
        # a line that holds several abilities ("Psyker. T Lock this unit: …") is saved as those abilities
        data["abilities"] = [{"en": x, "ru": y} for a, b in zip(self._lines(self.ab_en), self._lines(self.ab_ru), strict=False)
                             for x, y in _abilities_of(a, b)]
        if self.flavor_en.text().strip() or self.flavor_ru.text().strip():
            data["flavor"] = {"en": self.flavor_en.text().strip(), "ru": self.flavor_ru.text().strip()}
        return data

    @staticmethod
    def _lines(box: QPlainTextEdit) -> list[str]:
        return [ln.strip() for ln in box.toPlainText().split("\n") if ln.strip()]

    def check(self) -> bool:
        """Validate the draft now; returns True when it can be saved."""
        from pydantic import ValidationError

        from heresy_app.cards.model import Card

        self._timer.stop()
        self._update_enabled()
        problems: list = []
        data = self.draft()
        en_kw, ru_kw = split_keywords(self.kw_en.text()), split_keywords(self.kw_ru.text())
        if len(en_kw) != len(ru_kw):
            problems.append(self.tr("Keywords: give each English keyword its Russian twin (%1 and %2 listed).")
                            .replace("%1", str(len(en_kw))).replace("%2", str(len(ru_kw))))
        en_ab, ru_ab = self._lines(self.ab_en), self._lines(self.ab_ru)
        if len(en_ab) != len(ru_ab):
            problems.append(self.tr("Abilities: give each English line its Russian twin (%1 and %2 lines).")
                            .replace("%1", str(len(en_ab))).replace("%2", str(len(ru_ab))))
        irs = self._parse_abilities(problems) or []
        cid = data["id"]
        if cid and cid != self.editing and self.store.db.is_shipped(cid):
            problems.append(self.tr("Id: %1 is a shipped card; choose your own set code.").replace("%1", cid))
        card = None
        try:
            if len(irs) == len(data["abilities"]):
                for ab, ir in zip(data["abilities"], irs, strict=False):
                    if ir:   # a line the language does not read keeps no form: it is resolved by hand
                        ab["ir"] = ir
            card = Card.model_validate(data)
        except ValidationError as err:
            for e in err.errors():
                where = ".".join(str(p) for p in e["loc"]) or self.tr("card")
                problems.append(f"{where}: {self._reason(e)}")
        self.problems = problems
        errors = [p for p in problems if not isinstance(p, TextProblem)]
        self.card = card if not errors else None
        self.preview.set_card(card, self.lang, True) if card is not None else None
        self._show_problems()
        ok = self.card is not None
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(ok)
        return ok

    def _reason(self, err: dict) -> str:
        """A card-model problem in the window's language (heresy_app.cards.messages)."""
        from heresy_app.cards import messages

        code, params = messages.from_pydantic(err)
        if code:
            return messages.text(code, self.lang, **params)
        return str(err["msg"]).removeprefix("Value error, ")

    def _parse_abilities(self, problems: list) -> list | None:
        """Parse every ability line and the command line; problems located in their boxes."""
        found = ability_parser()
        self._marks = {"ab_en": [], "ab_ru": [], "cmd_en": [], "cmd_ru": []}
        if found is None:
            self._parser_note = self.tr("Ability text is not checked: the ability language is not installed.")
            return None
        self._parser_note = ""
        parse, error = found
        irs: list = []
        read_ru: list = []     # (line, form) of each Russian line, to compare with its English twin
        lines = {key: [(n, raw) for n, raw in enumerate(box.toPlainText().split("\n"), start=1) if raw.strip()]
                 for key, box in (("ab_en", self.ab_en), ("ab_ru", self.ab_ru))}
        for key, lang, side in (("ab_en", "en", 0), ("ab_ru", "ru", 1)):
            twins = lines["ab_ru" if side == 0 else "ab_en"]
            for k, (n, raw) in enumerate(lines[key]):
                # the abilities the line holds (as draft() saves them), each read alone and located in its line
                pair = None
                if k < len(twins):
                    pair = (raw.strip(), twins[k][1].strip()) if side == 0 else (twins[k][1].strip(), raw.strip())
                pieces = [p[side] for p in _abilities_of(*pair)] if pair else [raw]
                for piece in pieces:
                    at = max(0, raw.find(piece))
                    result = self._parse_one(parse, error, piece, lang, key, n, problems, at)
                    if lang == "en":
                        irs.append(result)
                    else:
                        read_ru.append((n, result))
        for i, (n, ru) in enumerate(read_ru[:len(irs)]):
            if self._disagree(irs[i], ru, "ab_ru", n, problems):
                irs[i] = None      # the two texts say different things: played in neither, resolved by hand
        cmd_read = {}
        for key, edit, lang in (("cmd_en", self.cmd_en, "en"), ("cmd_ru", self.cmd_ru, "ru")):
            if edit.isEnabled() and edit.text().strip():
                read = cmd_read[lang] = self._parse_one(parse, error, edit.text(), lang, key, 1, problems)
                kind = read.get("kind") if isinstance(read, dict) else None
                if kind and kind != self.cmd_box.currentData():
                    problems.append(TextProblem(key, 1, 1, self.tr("the text is a %1 ability, the command type says %2")
                                                .replace("%1", kind).replace("%2", str(self.cmd_box.currentData()))))
        self._disagree(cmd_read.get("en"), cmd_read.get("ru"), "cmd_ru", 1, problems)
        self._apply_marks()
        return irs

    def _disagree(self, en, ru, key: str, line: int, problems: list) -> bool:
        """Do the English and Russian twins read into different forms? Then say so (in the window's
        language, both readings named): the engine plays neither (abilities.reading)."""
        if not (isinstance(en, dict) and en and isinstance(ru, dict) and ru) or en == ru:
            return False
        from heresy_app.cards import messages

        def words(ir: dict) -> str:
            try:
                from heresy_app.abilities import render
                from heresy_app.abilities.ir import Ability

                return render(Ability.model_validate(ir), self.lang)
            except Exception:  # noqa: BLE001 - a form the renderer has no words for
                return str(ir.get("kind", "?"))

        problems.append(TextProblem(key, line, 1, messages.text("by-hand-disagree", self.lang, en=words(en),
                                                                ru=words(ru))))
        return True

    def _parse_one(self, parse, error, raw: str, lang: str, key: str, line: int, problems: list, at: int = 0):
        try:
            ab = parse(raw, lang)
        except error as exc:
            from heresy_app.abilities.reading import refusal
            from heresy_app.cards import messages

            column = int(getattr(exc, "column", 1) or 1) + at    # ``at``: where the piece starts in its line
            # what was expected there, in the window's language (the line and column are the box's)
            text = re.sub(r"^(line|строка) \d+, (column|столбец) \d+: ", "",
                          messages.refusal_text(refusal(exc, lang), self.lang))
            problems.append(TextProblem(key, line, column, text))
            self._marks[key].append((line, column))
            return None
        except (FileNotFoundError, ValueError, NotImplementedError) as exc:
            # e.g. a language whose grammar is not written yet: say so, don't block on it
            note = self.tr("%1 text is not checked: %2").replace("%1", lang.upper()).replace("%2", str(exc))
            if note not in problems:
                self._parser_note = note
            return {}
        try:
            return ab.model_dump(mode="json") if hasattr(ab, "model_dump") else None
        except Exception:
            return None

    def _apply_marks(self) -> None:
        fmt = QTextCharFormat()
        fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
        fmt.setUnderlineColor(QColor("#d00000"))
        fmt.setBackground(QColor("#ffe0e0"))
        for key, box in (("ab_en", self.ab_en), ("ab_ru", self.ab_ru)):
            selections = []
            doc = box.document()
            for line, column in self._marks[key]:
                block = doc.findBlockByNumber(line - 1)
                if not block.isValid():
                    continue
                cur = QTextCursor(block)
                start = min(max(column - 1, 0), max(len(block.text()) - 1, 0))
                cur.setPosition(block.position() + start)
                cur.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
                sel = QTextEdit.ExtraSelection()
                sel.cursor = cur
                sel.format = fmt
                selections.append(sel)
            box.setExtraSelections(selections)
        for key, edit in (("cmd_en", self.cmd_en), ("cmd_ru", self.cmd_ru)):
            edit.setStyleSheet("QLineEdit { background: #ffe0e0; }" if self._marks[key] else "")

    def _show_problems(self) -> None:
        import html

        names = {"ab_en": self.tr("Abilities (English)"), "ab_ru": self.tr("Abilities (Russian)"),
                 "cmd_en": self.tr("Command line (English)"), "cmd_ru": self.tr("Command line (Russian)")}
        items, unread = [], []
        for p in self.problems:
            if isinstance(p, TextProblem):
                where = self.tr("%1, line %2, column %3").replace("%1", names[p.box]).replace(
                    "%2", str(p.line)).replace("%3", str(p.column))
                unread.append(f"<li><b>{html.escape(where)}</b>: {html.escape(p.message)}</li>")
            else:
                items.append(f"<li>{html.escape(p)}</li>")
        from PySide6.QtGui import QPalette

        from heresy_app.ui.colors import css

        def colour(kind: str) -> str:       # readable on the view's own background, dark or light
            return css(kind, self.problem_view.palette(), QPalette.ColorRole.Base)

        note = getattr(self, "_parser_note", "")
        body = ""
        if items and getattr(self, "_untouched", False):
            hint = self.tr("Fill in the card: its id, names in both languages, numbers and text. What is "
                           "still missing shows here as you type.")
            body = f"<p style='color:{colour('muted')}'>{html.escape(hint)}</p>"
            unread, note = [], ""
        elif items:
            body = f"<ul style='color:{colour('error')}; margin:0'>{''.join(items)}</ul>"
        else:
            valid_text = self.tr("The card is valid.")
            body = f"<p style='color:{colour('ok')}'>{html.escape(valid_text)}</p>"
        if unread:
            warning = self.tr("The battle engine cannot play the text below. The card can be saved as it is: in "
                              "a game the players resolve that ability by hand, and the AI never uses it. "
                              "Where reading stopped:")
            body += (f"<p style='color:{colour('warning')}; margin:4px 0 0 0'>{html.escape(warning)}</p>"
                     f"<ul style='color:{colour('warning')}; margin:0'>{''.join(unread)}</ul>")
        if note:
            body += f"<p style='color:{colour('muted')}'>{html.escape(note)}</p>"
        self.problem_view.setHtml(body)

    def problem_texts(self) -> list[str]:
        return [str(p.message) if isinstance(p, TextProblem) else p for p in self.problems]

    # -- saving
    def save(self) -> bool:
        """Write the card into the user database (one transaction) and close; False if invalid."""
        self._untouched = False          # Save pressed: say what is missing
        if not self.check():
            return False
        from heresy_app.cards.user_cards import save_card

        save_card(self.card, self.store.user_path, self.store.shipped_path, replacing=self.editing)
        self.store.user_cards_changed()
        self.saved.emit(self.card.id)
        self.accept()
        return True
