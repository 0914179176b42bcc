"""Set F of issue 28's players' questions, the half tuned on (fourth round).

Written from the rulebook and the section list (`heresy rules list`) in players' voices (plain,
slangy, short, long, a misspelling or two), before the fourth round touched the ranking, by a
helper who had not written sets A-E. Its twin, tests/rules/aside_f.py, was written at the same time
and split from it entry by entry; it is kept aside: measured once after the ranking was frozen,
its misses never tuned on. Entries: (question, language, acceptable section ids); a subsection of
an acceptable id counts.
"""

from __future__ import annotations

TUNE_F = [
    # English
    ("whats the smallest deck I'm allowed to bring", "en", ["deck.size"]),
    ("who decides whether they attack or defend the planet", "en", ["setup.attacker"]),
    ("during the first wave do cards go in face up or face down", "en", ["deployment.first-wave"]),
    ("what does it mean when my unit is turned upside down", "en", ["positions.charging"]),
    ("ability says +d6 armor, how do i know how much i get", "en", ["rolls.d6"]),
    ("attacker already fought over the middle sector, can the defender pick it too for his battle", "en",
     ["battle-phase.defender-battle"]),
    ("opponent's got nothing in the sector I'm attacking, do we even draw command hands", "en",
     ["battle.preparation"]),
    ("is there a max number of war actions in one battle", "en", ["battle.combat.limit", "battle.combat"]),
    ("shooter has speed 1, my blocker has speed 1 too, legal block?", "en", ["battle.blocking"]),
    ("after my guy shoots, do we both get to play tactics or only me", "en", ["battle.tactics-window"]),
    ("how do I get my squad into melee", "en", ["battle.charge", "term.charge"]),
    ("the unit with the A: power got blocked, do I still get the effect", "en",
     ["battle.special-assault.blocked", "battle.special-assault"]),
    ("if I retreet from a battle what happens to my stuff there", "en", ["battle.retreat"]),
    ("how do we count flags at the end of the battle, do assets count", "en", ["resolution.flags", "cards.flags"]),
    ("my cruiser sits in the fleet, can it help in any battle", "en", ["ships.use"]),
    ("what do the coloured dice beside the ability letters mean", "en", ["abilities.types"]),
    ("an ability with no letter in front of it, when does it apply", "en", ["abilities.constant"]),
    ("counter-attack guy gets assaulted, does he hit back with his assault value", "en", ["term.counter-attack"]),
    ("can a card that isn't in play be destroyed", "en", ["term.destroy"]),
    ("what's the point of keywords printed in bold", "en", ["cards.keywords"]),
    # Russian
    ("можно ли положить в колоду пять одинаковых карт", "ru", ["deck.size"]),
    ("как решаем, кто атакует, а кто защищается", "ru", ["setup.attacker"]),
    ("при высадке первой волны карты кладутся рубашкой вверх?", "ru", ["deployment.first-wave"]),
    ("что значит, если карта лежит вверх ногами", "ru", ["positions.charging"]),
    ("как делать бросок, если кубиков в игре нет", "ru", ["rolls"]),
    ("у атакующего нет карт ни в одном секторе, что тогда", "ru", ["battle-phase.no-sector"]),
    ("у противника в секторе пусто, бой вообще будет?", "ru", ["battle.preparation"]),
    ("сколько карт набирать в командную руку", "ru", ["battle.command-hand", "term.hand"]),
    ("можно ли заблокировать выстрел отрядом с такой же скоростью", "ru", ["battle.blocking"]),
    ("после ВА тактики кидают оба игрока или только тот, кто ходил?", "ru", ["battle.tactics-window"]),
    ("урон равен броне — юнит умирает?", "ru", ["battle.damage"]),
    ("как перевести отряд в наступление", "ru", ["battle.charge", "term.charge"]),
    ("чем специальный штурм отличается от обычного", "ru", ["battle.special-assault"]),
    ("когда можно отступить из боя", "ru", ["battle.retreat"]),
    ("флаги на ресурсах считаются при захвате?", "ru", ["resolution.flags", "cards.flags"]),
    ("нужно больше флагов, чем у врага, или хватит требования сектора", "ru", ["resolution.capture"]),
    ("корабль может участвовать в бою за любой сектор?", "ru", ["ships.use"]),
    ("способность без буквы в начале — когда действует", "ru", ["abilities.constant"]),
    ("контратака при штурме — сколько урона возвращает", "ru", ["term.counter-attack"]),
    ("уничтоженная карта уходит в сброс владельца?", "ru", ["term.destroy", "term.discard-pile"]),
]
