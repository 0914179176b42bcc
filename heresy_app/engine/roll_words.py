"""The words of rolls and of what modifiers do to them, in English and Russian (merged into
:data:`heresy_app.engine.events.MESSAGES` and ``DECISIONS``; the same argument conventions)."""

from __future__ import annotations

__all__ = ["ROLL_MESSAGES", "ROLL_DECISIONS"]

ROLL_MESSAGES: dict[str, tuple[str, str]] = {
    "roll": ("{player} rolls: discards {title} from the deck, die {die}",
             "{player} делает бросок: сбрасывает из колоды «{title}», кубик {die}"),
    "roll.empty": ("{player} rolls with an empty deck: the result is 1",
                   "{player} делает бросок при пустой колоде: результат 1"),
    "roll.becomes": ("the roll becomes {value}", "результат броска теперь {value}"),
    "roll.again": ("the roll is made again: {value}", "бросок сделан заново: {value}"),
    "roll.chosen": ("{player} chooses the result of the roll: {value}", "{player} выбирает результат броска: {value}"),
    "roll.twice-will.lower": ("played before the result is known: {player} rolls twice and uses the lower result",
                              "сыгран до того, как стал известен результат: {player} делает бросок дважды и "
                              "использует меньший результат"),
    "roll.twice-will.higher": ("played before the result is known: {player} rolls twice and uses the higher result",
                               "сыгран до того, как стал известен результат: {player} делает бросок дважды и "
                               "использует больший результат"),
    "roll.twice.lower": ("{player} rolled twice: the lower result counts, {value}",
                         "{player} сделал бросок дважды: засчитывается меньший результат, {value}"),
    "roll.twice.higher": ("{player} rolled twice: the higher result counts, {value}",
                          "{player} сделал бросок дважды: засчитывается больший результат, {value}"),
    "roll.lasting": ("{player} gets {n:+d} to each of their rolls for a time", "{player} получает {n:+d} к каждому своему броску на время"),
    "x.die": ("X is {x}: the die of the discarded {card}", "Х равен {x}: кубик сброшенной карты {card}"),
    "roll.will-change": ("played before the result is known: {n:+d} to the roll once its die is read",
                         "сыгран до того, как стал известен результат: {n:+d} к броску, когда кубик откроют"),
    "roll.outcome": ("the variable roll is {value}: the outcome {range} happens",
                     "переменный бросок: {value}, выполняется исход {range}"),
    "roll.no-outcome": ("the variable roll is {value}: the card lists no outcome for it",
                        "переменный бросок: {value}, для него на карте нет исхода"),
    "roll.test-bonus": ("{card}'s constant: {n:+d} to the test made for an ability of {of}",
                        "постоянная способность карты {card}: {n:+d} к тесту для способности карты {of}"),
    "roll.answered": ("{player} answers the roll of {value}, which keeps its result",
                      "{player} отвечает на бросок {value}; его результат не меняется"),
}

ROLL_DECISIONS: dict[str, tuple[str, str]] = {
    "result": ("The roll's result: {n}", "Результат броска: {n}"),
}
