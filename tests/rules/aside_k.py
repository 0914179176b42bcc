"""Set K of issue 28's players' questions (the aside half).

Written in the eighth round (helper r20, session 11) before that round touched the ranking, in the
style of newer players who describe the cards and their positions instead of naming the rule
("turned sideways", "flipped upside down", "my bikes are speed 3", «мотики», «перевёрнут», «чел»,
slang and typos): 48 questions per language on different situations, written from the rulebook's
content and the section list, never from a blind set. Split by place: the odd-numbered entries
(k #1, #3, ...) are tuned on (questions_k.py), the even-numbered kept aside (aside_k.py), measured
at the round's start and end only. Do not edit an entry to make it pass.

Entries: (question, language, acceptable section ids); a subsection of an acceptable id counts.
"""

from __future__ import annotations

ASIDE_K = [
    # English
    ('if my unit is flipped upside down can it still shoot or is it melee only now?', 'en', ['positions.charging', 'battle.shooting']),   # k #2  # noqa: E501
    ('their dread has armour 5 and my guys only do 3 each. if I hit it twice does the damage add up?', 'en', ['battle.damage']),   # k #4  # noqa: E501
    ('my cruiser got turned sideways in the first fight this turn. is it still sideways for the second fight?', 'en', ['ships.ready']),   # k #6  # noqa: E501
    ('I smashed his scouts (armour 2) with my 6 assault guys. do the 4 leftover points go into another unit?', 'en', ['battle.assault.overrun', 'battle.assault.overrun-details']),   # k #8  # noqa: E501
    ('I bailed out of the fight. do I lose all my cards in there or do they come back to my hand?', 'en', ['battle.retreat']),   # k #10  # noqa: E501
    ('what happens to the cards still lying in a sector after someone owns it?', 'en', ['resolution.capture-cleanup']),   # k #12  # noqa: E501
    ('card says 4+ and I flipped a 4. pass or fail?', 'en', ['rolls.test']),   # k #14
    ('my battle barge is up in orbit. can their heavy weapons team shoot it down?', 'en', ['ships.no-attack']),   # k #16  # noqa: E501
    ('I drew two copies of Horus and both ended up in the same sector on my side. what happens?', 'en', ['term.unique', 'term.unique.check']),   # k #18  # noqa: E501
    ('can i throw 4 of the same card in my deck', 'en', ['deck.size']),   # k #20
    ('turn 1, how do we drop cards into the sectors? one each, face up?', 'en', ['deployment.first-wave']),   # k #22
    ('his charging guy is coming in for melee and all my units are standing straight up. can any of them block?', 'en', ['battle.blocking']),   # k #24  # noqa: E501
    ('I have a fistful of WA cards, how many war actions do I get in one fight?', 'en', ['battle.combat.limit', 'battle.combat']),   # k #26  # noqa: E501
    ("there's a little die with a number printed in the corner of my cards, what is it for?", 'en', ['cards.die']),   # k #28  # noqa: E501
    ('his card makes my ready tank go upside down. is that the same as me charging it?', 'en', ['battle.charge.by-ability']),   # k #30  # noqa: E501
    ('we both keep passing and nothing can ever be taken, is it a draw?', 'en', ['end.stalemate']),   # k #32
    ('I said pass. can I jump back in if he does another war action after that?', 'en', ['battle.pass']),   # k #34
    ('he blocked my shot with his bikes. who gets to throw in tricks first?', 'en', ['battle.tactics-window']),   # k #36  # noqa: E501
    ('can I sneak a card straight from my deck into the sector in the middle of a fight?', 'en', ['term.infiltrate']),   # k #38  # noqa: E501
    ('a card shuffles his unit back into his deck. is that a kill?', 'en', ['term.return']),   # k #40
    ('the sector card says no shooting here. does that hit both players?', 'en', ['abilities.rule-change', 'abilities.sector']),   # k #42  # noqa: E501
    ('my assault squad is standing up ready. can it punch their unit right away?', 'en', ['battle.assault', 'positions.charging']),   # k #44  # noqa: E501
    ("a card says this unit can't be shot. can my guys still smash it in melee?", 'en', ['abilities.restriction']),   # k #46  # noqa: E501
    ('how many cards do i grab for my command hand when a fight starts?', 'en', ['battle.command-hand']),   # k #48
    # Russian
    ('если юнит перевернут вверх ногами, он может стрелять или только рукопашка?', 'ru', ['positions.charging', 'battle.shooting']),   # k #2  # noqa: E501
    ('у дридноута броня 5, мои бьют по 3. если ударить два раза, урон сложится?', 'ru', ['battle.damage']),   # k #4
    ('крейсер повернули в первом бою за ход, во втором бою он всё ещё боком?', 'ru', ['ships.ready']),   # k #6
    ('снёс скаутов с бронёй 2 штурмом на 6, остальные 4 урона идут в другого юнита?', 'ru', ['battle.assault.overrun', 'battle.assault.overrun-details']),   # k #8  # noqa: E501
    ('я свалил из боя, мои карты там пропадают или возвращаются в руку?', 'ru', ['battle.retreat']),   # k #10
    ('что делать с картами, которые остались лежать в секторе, когда его кто-то забрал?', 'ru', ['resolution.capture-cleanup']),   # k #12  # noqa: E501
    ('на карте написано 4+, я открыл четвёрку. прошёл или нет?', 'ru', ['rolls.test']),   # k #14
    ('мой корабль висит на орбите, его тяжёлое оружие может по нему стрельнуть?', 'ru', ['ships.no-attack']),   # k #16
    ('у меня два Хоруса оказались в одном секторе, что с ними будет?', 'ru', ['term.unique', 'term.unique.check']),   # k #18  # noqa: E501
    ('можно ли запихнуть в колоду 4 одинаковые карты?', 'ru', ['deck.size']),   # k #20
    ('первый ход, как раскладываем карты по секторам, по одной лицом вверх?', 'ru', ['deployment.first-wave']),   # k #22  # noqa: E501
    ('его наступающий чел идёт в рукопашку, а у меня все юниты стоят прямо. кто-то может закрыть?', 'ru', ['battle.blocking']),   # k #24  # noqa: E501
    ('у меня полная рука карт ВА, сколько военных акций можно сделать за одно сражение?', 'ru', ['battle.combat.limit', 'battle.combat']),   # k #26  # noqa: E501
    ('в углу карты нарисован кубик с цифрой, он зачем?', 'ru', ['cards.die']),   # k #28
    ('его карта переворачивает мой готовый танк вверх ногами. это как если бы я сам наступал?', 'ru', ['battle.charge.by-ability']),   # k #30  # noqa: E501
    ('мы оба пасуем и никто ничего не может взять, это ничья?', 'ru', ['end.stalemate']),   # k #32
    ('я сказал пас. могу я вернуться, если он потом сделает ещё одну акцию?', 'ru', ['battle.pass']),   # k #34
    ('он закрыл мой выстрел мотиками. кто первый кидает тактики?', 'ru', ['battle.tactics-window']),   # k #36
    ('можно закинуть карту прямо из колоды в сектор посреди боя?', 'ru', ['term.infiltrate']),   # k #38
    ('карта замешивает его юнита обратно в колоду. это считается убийством?', 'ru', ['term.return']),   # k #40
    ('на карте сектора написано, что стрелять нельзя. это для обоих игроков?', 'ru', ['abilities.rule-change', 'abilities.sector']),   # k #42  # noqa: E501
    ('штурмовики стоят готовые, прямо. могут сразу дать в рукопашку?', 'ru', ['battle.assault', 'positions.charging']),   # k #44  # noqa: E501
    ('на карте написано, что по этому юниту нельзя стрелять. а в рукопашку его бить можно?', 'ru', ['abilities.restriction']),   # k #46  # noqa: E501
    ('сколько карт тянуть в командную руку, когда начинается сражение?', 'ru', ['battle.command-hand']),   # k #48
]
