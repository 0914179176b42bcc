"""Status colours taken from the palette: "good" green, "error" red, "warning" amber and a muted
grey, each moved lighter or darker until its text reads at least 4.5:1 (WCAG AA) against the
background it is drawn on, so a dark palette gets light colours and a light one dark colours.

The hue is the project's (the fixed colours it used before); the lightness is the palette's.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

MIN_CONTRAST = 4.5
HUES = {"ok": "#1d6b3a", "error": "#b00020", "warning": "#8a5a00", "muted": "#666666"}


def luminance(c: QColor) -> float:
    """Relative luminance (WCAG 2): 0 for black, 1 for white."""
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable(color: QColor | str, background: QColor, ratio: float = MIN_CONTRAST) -> QColor:
    """``color`` with its lightness moved (away from the background's) until it reads ``ratio``:1
    against ``background``; black or white when no shade of its hue does."""
    color = QColor(color)
    if contrast(color, background) >= ratio:
        return color
    h, s, light, a = color.getHslF()
    darker = luminance(background) > 0.18          # light background: go darker; dark: lighter
    steps = [i / 100 for i in range(101)]
    for t in steps:
        lightness = light * (1 - t) if darker else light + (1 - light) * t
        candidate = QColor.fromHslF(max(h, 0.0), s, lightness, a)
        if contrast(candidate, background) >= ratio:
            return candidate
    return QColor("black") if darker else QColor("white")


def status_color(kind: str, palette: QPalette, role: QPalette.ColorRole = QPalette.ColorRole.Window) -> QColor:
    """The colour of a status text ("ok", "error", "warning", "muted") on ``palette``'s ``role``
    background (Window for labels, Base for lists and text fields)."""
    return readable(HUES[kind], palette.color(role))


def css(kind: str, palette: QPalette, role: QPalette.ColorRole = QPalette.ColorRole.Window) -> str:
    """The colour as a style sheet value (#rrggbb)."""
    return status_color(kind, palette, role).name()
