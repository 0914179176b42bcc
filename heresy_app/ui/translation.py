"""Interface languages through Qt's own system: compiled .qm files in heresy_app/ui/i18n.

Switching installs another QTranslator; Qt then sends every widget a LanguageChange event and
each widget re-reads its texts (``retranslate``), so no restart is needed.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

I18N_DIR = Path(__file__).resolve().parent / "i18n"
LANGUAGES = ("en", "ru")
LANGUAGE_NAMES = {"en": "English", "ru": "Русский"}

_installed: list[QTranslator] = []


def qm_path(lang: str) -> Path:
    return I18N_DIR / f"heresy_{lang}.qm"


def default_language() -> str:
    return "ru" if QLocale.system().language() == QLocale.Language.Russian else "en"


def install_language(lang: str) -> bool:
    """Install the translators for ``lang`` (removing the previous ones); True when ours loaded."""
    app = QCoreApplication.instance()
    if lang not in LANGUAGES:
        lang = "en"
    for tr in _installed:
        app.removeTranslator(tr)
    _installed.clear()
    ours = QTranslator(app)
    ok = ours.load(str(qm_path(lang)))
    if ok:
        app.installTranslator(ours)
        _installed.append(ours)
    if lang != "en":  # Qt's own strings (standard dialog buttons)
        base = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if base.load(f"qtbase_{lang}", qt_dir):
            app.installTranslator(base)
            _installed.append(base)
    return ok
