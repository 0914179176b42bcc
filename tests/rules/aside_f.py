"""Set F of issue 28's players' questions, the half kept aside (fourth round).

Written together with tests/rules/questions_f.py, before the fourth round touched the ranking;
never tuned on. Measured once the ranking was frozen (see tests/rules/test_held_out_questions.py).
Do not edit an entry to make it pass. One entry was reworded after the measurement, never to pass:
"can a tapped unit shoot" is word for word a question beside battle.shooting (written before set F),
so it was no unseen question; its rewording finds the same section, and the figures are unchanged.
Entries: (question, language, acceptable section ids); a subsection of an acceptable id counts.
"""

from __future__ import annotations

ASIDE_F = [
    # English
    ("can i mix traitor and loyalist cards if i fill the rest with unaligned", "en", ["deck.sides"]),
    ("how are the three sectors laid out on the table", "en", ["setup.table"]),
    ("is there a limit on how many cards I can stack in one sector in regular deployment", "en",
     ["deployment.regular"]),
    ("to roll do I just discard my top card and look at its die", "en", ["rolls"]),
    ("an ability has a list of results depending on the flip, how does that work", "en", ["rolls.variable"]),
    ("what do I do with my ships when a battle starts in their sector", "en", ["battle.preparation", "ships.fleet"]),
    ("which part of the cards in my command hand actually matters", "en", ["battle.command-hand", "cards.command-line"]),
    ("can my 'destroy an enemy unit' card hit something in another sector", "en", ["battle.scope"]),
    ("my squad is tapped already, is it still allowed to open fire", "en", ["battle.shooting", "positions.locked"]),
    ("can I block a melee attack with a unit that isn't charging", "en", ["battle.blocking"]),
    ("damage equals armor exactly, dead or not", "en", ["battle.damage"]),
    ("what's the second number on top of a unit card", "en", ["cards.stats"]),
    ("do I need to show my opponent the WA card before tactics", "en", ["battle.wa-card"]),
    ("my unit has a WA: ability, does using it take my whole action", "en", ["battle.wa-ability", "abilities.wa"]),
    ("if I pass can I still act later in the same battle", "en", ["battle.pass"]),
    ("in what order do we resolve events from both hands", "en", ["resolution.events"]),
    ("I captured a sector, can I still deploy into it later", "en", ["resolution.capture-cleanup"]),
    ("can an assault target an enemy ship", "en", ["ships.no-attack"]),
    ("if I can't pay the cost of an ability can I still play it", "en", ["abilities.cost", "abilities.procedure"]),
    ("what does infiltrate actually mean", "en", ["term.infiltrate"]),
    # Russian
    ("лоялист может взять в колоду карты без стороны?", "ru", ["deck.sides"]),
    ("как выложить сектора перед началом партии", "ru", ["setup.table"]),
    ("кто первым высаживается в фазе высадки", "ru", ["deployment"]),
    ("+d6 к броне — как узнать, сколько именно", "ru", ["rolls.d6"]),
    ("защитник может выбрать тот же сектор, где уже воевал атакующий?", "ru", ["battle-phase.defender-battle"]),
    ("в начале боя карты в секторе переворачиваем лицом вверх?", "ru", ["battle.preparation"]),
    ("есть лимит на число военных акций за бой?", "ru", ["battle.combat.limit", "battle.combat"]),
    ("чтобы заблокировать штурм, мой отряд должен наступать?", "ru", ["battle.blocking"]),
    ("урон снимается в конце боя или так и висит", "ru", ["battle.damage"]),
    ("что такое прорыв при штурме", "ru", ["battle.assault.overrun"]),
    ("сыгранная карта ВА сразу уходит в сброс?", "ru", ["battle.wa-card.discard", "battle.wa-card"]),
    ("если я спасовал, а противник нет — я потом могу ещё ходить?", "ru", ["battle.pass"]),
    ("в каком порядке раскрываем командные руки в конце боя", "ru", ["resolution.events"]),
    ("в захваченный сектор можно дальше высаживать карты?", "ru", ["resolution.capture-cleanup"]),
    ("можно ли штурмовать корабль противника", "ru", ["ships.no-attack"]),
    ("сколько секторов нужно, чтобы победить", "ru", ["end.victory"]),
    ("реакцию обязательно разыгрывать или это по желанию", "ru", ["abilities.reaction"]),
    ("не могу сделать выбор, который требует способность — можно её играть?", "ru", ["abilities.procedure"]),
    ("бесфлаговый отряд это какой", "ru", ["term.flagless"]),
    ("сектора входят в колоду?", "ru", ["cards.sector"]),
]
