"""The engine's words for issue 24's g13 parts (amounts, rolls and damage), in English and Russian: one
stat of two cards swapped (engine.bends.swap_between), a test passed or failed by a modifier
(roll_effects.test_result), double damage by kind of attack (bends, combat). Merged into
:data:`heresy_app.engine.events.MESSAGES`."""

from __future__ import annotations

__all__ = ["AMOUNT_MESSAGES"]

AMOUNT_MESSAGES: dict[str, tuple[str, str]] = {
    "stat.swapped-between": ("{card}'s {stat} and {target}'s change places: now {n} and {m}",
                             "{card} и {target} меняются параметром «{stat}» — теперь {n} и {m}"),
    "roll.not-test": ("the roll is no test: it stays as it is", "бросок не тест: он остаётся как есть"),
    "roll.test-passed": ("the test is passed: the result becomes {value}", "тест пройден: результат становится {value}"),
    "roll.test-failed": ("the test fails: the result becomes {value}", "тест провален: результат становится {value}"),
    "stat.swap-none": ("there are not two units to swap: nothing happens", "поменять нечего — ничего не происходит"),
    "damage.double-shooting": ("{card} deals double damage when it shoots, for now", "{card} пока наносит при стрельбе двойные повреждения"),
    "damage.double-assault": ("{card} deals double damage when it assaults, for now", "{card} пока наносит при штурме двойные повреждения"),
    "damage.double-counter": ("{card} deals double damage when it counter-attacks, for now",
                              "{card} пока наносит при контратаке двойные повреждения"),
    "damage.counter-double": ("{card} deals double damage with its counter-attack: {n}",
                              "{card} наносит контратакой двойные повреждения: {n}"),
}
