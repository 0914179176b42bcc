"""Set H of issue 28's players' questions: the fifth round's own frozen set.

Written after the ranking was frozen at 639a5af (the naive Bayes model beside BM25F), from the
rulebook's chapters and the section list, before any of them was searched; never tuned on and
measured once (tests/rules/test_held_out_questions.py holds floors at those figures). Do not edit an
entry to make it pass. Entries: (question, language, acceptable section ids); a subsection of an
acceptable id counts.
"""

from __future__ import annotations

FROZEN_H = [
    # English
    ("how many cards does my deck need at least", "en", ["deck.size"]),
    ("can a neutral card go in either side's deck", "en", ["deck.sides", "cards.sides"]),
    ("who picks which world we fight over", "en", ["setup.planet"]),
    ("on the first turn how do we decide which player attacks", "en", ["setup.attacker"]),
    ("in regular deployment do my cards go face up or face down", "en", ["deployment.regular"]),
    ("my squad is turned sideways, what can it still do", "en", ["positions.locked", "term.lock"]),
    ("roll needs 4+ and I flipped a card with a 4 on it, did I make it", "en", ["rolls.test"]),
    ("what does d6 mean on a card and how do we roll it without dice", "en", ["rolls.d6"]),
    ("the attacker has no sector left to pick, what happens to their battle", "en", ["battle-phase.no-sector"]),
    ("how many cards do I draw into my hand for a fight", "en", ["battle.command-hand", "term.hand"]),
    ("can my unit shoot at something in the sector next door", "en", ["battle.scope"]),
    ("my shooter is speed 1 and their unit is speed 3, can they stop my shot", "en", ["battle.blocking"]),
    ("after my opponent shoots, can I play a tactic before the damage", "en", ["battle.tactics-window"]),
    ("my tank took 5 damage and its armor is 5, is it gone", "en", ["battle.damage"]),
    ("my unit killed its target with damage to spare, can it keep going into another unit", "en",
     ["battle.assault.overrun"]),
    ("can I pull my unit back to my hand during a fight", "en", ["battle.retreat"]),
    ("both of us passed in a row, is the combat over", "en", ["battle.pass", "battle.combat"]),
    ("do flags on face-down cards count when we count flags", "en", ["resolution.flags"]),
    ("when do the E cards in my hand get played", "en", ["resolution.events", "abilities.event"]),
    ("nobody had enough flags, what happens with the sector", "en", ["resolution.no-capture"]),
    ("do my ships get readied at the end of the turn", "en", ["ships.ready"]),
    ("what happens if turn four ends and nobody has two sectors", "en", ["end.turn-four"]),
    ("what does the M letter on a card mean", "en", ["abilities.modifier"]),
    ("can I cancel my opponent's tactic with a card", "en", ["abilities.cancel"]),
    ("a card's ability with no letter, is it always on", "en", ["abilities.constant"]),
    ("what counts as the attacking card when my unit is blocked", "en", ["term.attacking-card"]),
    ("what happens when a counter-attack unit is assaulted", "en", ["term.counter-attack"]),
    ("I have to discard two, do I choose which ones", "en", ["term.discard.choice", "term.discard"]),
    ("an ability says put a card back in my hand, is it destroyed", "en", ["term.return"]),
    ("how do I choose what X is when a card lets me pick", "en", ["term.x.free-range", "term.x"]),
    # Russian
    ("сколько копий одной карты можно взять в колоду", "ru", ["deck.size"]),
    ("что делать, если колода кончилась", "ru", ["deck.empty", "rolls.empty-deck"]),
    ("кто выбирает, на какой планете будет игра", "ru", ["setup.planet"]),
    ("как раскладывать карты на столе перед партией", "ru", ["setup.table"]),
    ("первая волна — сколько карт кладём в каждый сектор", "ru", ["deployment.first-wave"]),
    ("что значит готовое положение карты", "ru", ["positions.ready", "term.ready"]),
    ("как бросать кубик, если кубика нет, а в игре только карты", "ru", ["rolls.d6", "rolls"]),
    ("у нас одинаковые кубики, кто выигрывает", "ru", ["rolls.ties"]),
    ("в бою защитника кто выбирает сектор", "ru", ["battle-phase.defender-battle"]),
    ("что происходит на этапе подготовки сражения", "ru", ["battle.preparation"]),
    ("сколько военных акций можно сделать за бой", "ru", ["battle.combat.limit", "battle.combat"]),
    ("можно ли стрелять по ресурсу противника", "ru", ["battle.targets", "battle.shooting"]),
    ("как работает стрельба по шагам", "ru", ["battle.shooting"]),
    ("урон от способности тоже снимает броню?", "ru", ["battle.damage.by-ability", "battle.damage"]),
    ("как перевести отряд в наступление", "ru", ["battle.charge", "term.charge"]),
    ("можно ли штурмом добить ещё один отряд после убийства первого", "ru", ["battle.assault.overrun"]),
    ("как сыграть карту с буквами ВА из руки", "ru", ["battle.wa-card"]),
    ("когда отряд отступает, срабатывают реакции на уничтожение?", "ru", ["battle.retreat.reactions",
                                                                           "battle.retreat"]),
    ("как считаются флаги в конце боя", "ru", ["resolution.flags"]),
    ("что бывает с картами противника в секторе, который я захватил", "ru", ["resolution.capture-cleanup"]),
    ("корабль участвует в каждом сражении?", "ru", ["ships.use"]),
    ("сколько секторов нужно захватить для победы", "ru", ["end.victory"]),
    ("бывает ли в игре ничья", "ru", ["end.stalemate", "end.tied-sectors"]),
    ("что означает буква Р перед текстом способности", "ru", ["abilities.reaction"]),
    ("когда платить стоимость способности", "ru", ["abilities.cost", "abilities.timing"]),
    ("можно ли одну способность использовать дважды за военную акцию", "ru",
     ["abilities.once-per-war-action", "term.unlimited"]),
    # reworded once: its first wording was word for word one of the section's own questions
    ("бесфлаговый отряд — это какой?", "ru", ["term.flagless"]),
    ("как работает внедрение карты", "ru", ["term.infiltrate"]),
    ("что значит повернуть карту", "ru", ["term.lock", "positions.locked"]),
    ("как переместить отряд в другой сектор способностью", "ru", ["term.move"]),
]
