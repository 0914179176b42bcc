"""Pictures of cards drawn by the card painter, for programs outside the window (Cockatrice's
pictures, ``heresy cards export --images``), and a Qt application for the command line to draw
with when none runs (off screen: drawing needs fonts, not a display)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter

from heresy_app.atomic import atomic_write_bytes
from heresy_app.cards.cockatrice import image_name
from heresy_app.ui.card_painter import CARD_H, CARD_W, paint_card

_APP = None


def gui_app():
    """The running Qt application, or a new off-screen one for the command line. It is made by
    :func:`heresy_app.ui.app.make_application`, as the window's is: a widgets application (a
    QApplication), since Qt allows one application a process and a window may be made later in
    the same process (``heresy gui`` after ``heresy cards export --images``, as tests do); a
    QGuiApplication here made the window's first widget abort the process."""
    global _APP
    app = QGuiApplication.instance()
    if app is None:
        from heresy_app.ui.app import make_application

        platform = os.environ.get("QT_QPA_PLATFORM") or "offscreen"
        _APP = app = make_application(["heresy", "-platform", platform])
    return app


def card_image(card, width: int = int(CARD_W), lang: str = "en", user: bool = False) -> QImage:
    """The card drawn into an image ``width`` pixels wide (the card's proportions); outside its
    rounded corners the picture is transparent."""
    gui_app()
    height = round(width * CARD_H / CARD_W)
    img = QImage(width, height, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    try:
        paint_card(p, QRectF(0, 0, width, height), card, lang, user=user)
    finally:
        p.end()
    return img


def image_bytes(img: QImage, fmt: str = "PNG") -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not img.save(buf, fmt):
        raise OSError(5, f"cannot encode the picture as {fmt}")
    buf.close()
    return bytes(data)


def write_card_images(cards, folder: str | os.PathLike, user_ids=frozenset(), width: int = int(CARD_W),
                      lang: str = "en", skipped: list | None = None) -> list[Path]:
    """A PNG of each card in ``folder``, named as Cockatrice looks a custom picture up
    (:func:`heresy_app.cards.cockatrice.image_name`), each written atomically. A card whose name
    is too long to be a file name (no file system holds it, so Cockatrice could not find it either)
    gets no picture: it is added to ``skipped`` when given."""
    from heresy_app.atomic import NAME_MAX

    folder = Path(folder)
    folder.mkdir(exist_ok=True)
    out = []
    for card in cards:
        path = folder / f"{image_name(card.name.en)}.png"
        if len(os.fsencode(path.name)) > NAME_MAX:
            if skipped is not None:
                skipped.append(card)
            continue
        atomic_write_bytes(path, image_bytes(card_image(card, width, lang, user=card.id in user_ids)))
        out.append(path)
    return out
