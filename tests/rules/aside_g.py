"""Set G of issue 28's players' questions: kept aside whole (fourth round, second part).

Written from the rulebook and the section list after set F's aside half was measured and before the
round's second part touched the ranking, by set F's author, on situations set F does not ask about;
never tuned on. Measured once after the ranking was frozen again (tests/rules/test_held_out_questions.py).
Do not edit an entry to make it pass.
Entries: (question, language, acceptable section ids); a subsection of an acceptable id counts.
"""

from __future__ import annotations

ASIDE_G = [
    # English
    ("can both players end up attacking in the same turn", "en", ["battle-phase"]),
    ("who flips the top card to decide the attacker, and what if it's a tie", "en", ["setup.attacker", "rolls.ties"]),
    ("do we get to pick which side of the sector cards is used", "en", ["setup.planet"]),
    ("how many cards go into each sector in the first wave", "en", ["deployment.first-wave"]),
    ("my unit just charged, can it do anything else this war action", "en", ["battle.charge"]),
    ("when my assaulting guy gets blocked, who takes the damage", "en", ["battle.assault", "battle.blocking"]),
    ("does a destroyed unit go to my discard pile or my opponent's", "en", ["term.destroy", "term.discard-pile"]),
    ("what happens if both of us pass without doing anything in a battle", "en", ["battle.pass", "battle.combat"]),
    ("I only have assets left in the sector, can I retreat", "en", ["battle.retreat"]),
    ("the event printed on my card in play, do I resolve it at the end of the battle", "en",
     ["resolution.events", "abilities.event"]),
    ("after capturing, does the sector card go to my fleet area", "en", ["resolution.capture-cleanup"]),
    ("can my opponent hit my ship with a card that says destroy a unit", "en", ["ships.not-cards", "ships.no-attack"]),
    ("can I play a modifier after I've seen what the roll was", "en", ["abilities.modifier"]),
    ("does the special assault effect still happen if my blocker dies", "en",
     ["battle.special-assault.blocked", "battle.special-assault"]),
    ("the card says look at the top 3 cards of my deck, can I put them back in another order", "en",
     ["term.look-top"]),
    ("how many turns does a game last", "en", ["end.turn-four", "end", "turn"]),
    ("my unit has 3 armor, took 2 damage last war action and 1 more now, is it dead", "en", ["battle.damage"]),
    ("what do you call a unit with no flag", "en", ["term.flagless"]),
    ("a tactic printed on my unit in play, once per war action or more", "en",
     ["abilities.tactic", "abilities.once-per-war-action"]),
    ("how does an X+ test work when X is the target's armor", "en", ["term.x", "rolls.test"]),
    # Russian
    ("за один ход бывает два сражения?", "ru", ["battle-phase"]),
    ("кто выбирает, на какой планете играем", "ru", ["setup.planet"]),
    ("сколько карт в первой волне кладём в каждый сектор", "ru", ["deployment.first-wave"]),
    ("отряд наступил — может ещё что-то сделать в этой же ВА?", "ru", ["battle.charge"]),
    ("штурм заблокировали — кому идёт урон", "ru", ["battle.assault", "battle.blocking"]),
    ("уничтоженный отряд идёт в мой сброс или в сброс противника", "ru", ["term.destroy", "term.discard-pile"]),
    ("оба спасовали сразу — что дальше", "ru", ["battle.pass", "battle.combat"]),
    ("в секторе остались только ресурсы, могу отступить?", "ru", ["battle.retreat"]),
    ("событие на карте в игре срабатывает в конце боя?", "ru", ["resolution.events", "abilities.event"]),
    ("после захвата карту сектора куда кладут", "ru", ["resolution.capture-cleanup"]),
    ("может ли противник уничтожить мой корабль картой «уничтожь отряд»", "ru", ["ships.not-cards", "ships.no-attack"]),
    ("модификатор можно сыграть, уже увидев результат броска?", "ru", ["abilities.modifier"]),
    ("сколько ходов длится партия", "ru", ["end.turn-four", "end", "turn"]),
    ("броня 3, получил 2 урона, потом ещё 1 в следующей ВА — умер?", "ru", ["battle.damage"]),
    ("как называется отряд без флага", "ru", ["term.flagless"]),
    ("тактику с отряда можно играть несколько раз за ВА?", "ru", ["abilities.tactic", "abilities.once-per-war-action"]),
    ("посмотреть три верхние карты колоды и переложить — как это работает", "ru", ["term.look-top"]),
    ("кто ходит первым в бою атакующего", "ru", ["battle.combat", "battle-phase.attacker-battle"]),
    ("стрелять можно только по отрядам или по ресурсам тоже", "ru", ["battle.targets", "battle.shooting"]),
    ("скорость нужна только для блока?", "ru", ["cards.stats", "battle.blocking"]),
]
