"""How card text compares and sorts (no dependencies: the window uses it before anything loads).

>>> fold("Ёжик") == fold("ежик")
True
>>> sorted(["«Мстительный дух»", "Абаддон", "Ярость"], key=sort_key)
['Абаддон', '«Мстительный дух»', 'Ярость']
"""

_LEADING_MARKS = "«»\"'„“”‘’ (["


def fold(text: str) -> str:
    """Case-fold and fold ё to е: how search and name look-ups compare text."""
    return text.casefold().replace("ё", "е")


def sort_key(name: str) -> str:
    """A name as it sorts: folded, quotes and other leading marks ignored («Мстительный дух» under М)."""
    return fold(name).lstrip(_LEADING_MARKS).strip()
