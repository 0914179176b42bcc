"""Issue 24 (g16): the canonical text, in English and Russian, of a sector's rules read by
:mod:`reader_places` (render.py calls it for them)."""

from __future__ import annotations

__all__ = ["retreat_rule", "capture_trigger"]

_WHO_CANNOT = {
    "en": {None: "no player can", "you": "you cannot", "opponent": "your opponent cannot",
           "attacker": "the attacker cannot", "defender": "the defender cannot"},
    "ru": {None: "никто не может", "you": "ты не можешь", "opponent": "противник не может",
           "attacker": "атакующий игрок не может", "defender": "защищающийся игрок не может"},
}
_RETREAT = {"en": "retreat from this sector", "ru": "отступать из этого сектора"}


def retreat_rule(e, lang: str) -> str:
    """"no player can retreat from this sector" / «противник не может отступать из этого сектора» (no
    capital, no full stop: render.py puts the sentence together)."""
    return f"{_WHO_CANNOT[lang][e.player]} {_RETREAT[lang]}"


_CAPTURES = {"en": {"own": "When you capture this sector", "enemy": "When your opponent captures this sector",
                    "any": "When a player captures this sector"},
             "ru": {"own": "Когда ты захватываешь этот сектор", "enemy": "Когда противник захватывает этот сектор",
                    "any": "Когда игрок захватывает этот сектор"}}


def capture_trigger(t, lang: str) -> str:
    """"When a player captures this sector" / «Когда игрок захватывает этот сектор» (the trigger alone)."""
    return _CAPTURES[lang][t.owner]
