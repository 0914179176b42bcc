"""The ability language: printed text (English or Russian) <-> the executable form (IR).

>>> from heresy_app.abilities import parse, render
>>> a = parse("WA (5+): Draw 1 card.")
>>> render(a, "ru")
'ВА (5+): Возьми 1 карту.'
"""

from heresy_app.abilities.ir import SCHEMA_VERSION, Ability  # noqa: F401
