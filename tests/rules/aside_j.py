"""Set J of issue 28's players' questions (the aside half).

The lead's development material of the sixth round (two authors' sets, a10 and b10, blind in the
fifth round, measured at its start and end; 140 questions), split by their place in each file: the
even-numbered entries are tuned on (questions_j.py), the odd-numbered kept aside (aside_j.py). The aside half is
measured before and after the round; do not edit an entry to make it pass.

Entries: (question, language, acceptable section ids); a subsection of an acceptable id counts.
"""

from __future__ import annotations

ASIDE_J = [
    # English
    ("My deck is 58 cards and I've got 5 copies of one common. Is that legal or do I need to fix it before round 1?", 'en', ['deck.size', 'deck']),   # a10 #1  # noqa: E501
    ('We both flipped our top card to see who attacks and both showed a 4. Now what?', 'en', ['setup.attacker', 'rolls.ties']),   # a10 #3  # noqa: E501
    ("It's turn 2. Do we do the one-unit-per-sector first wave thing again or just draw six and deploy?", 'en', ['deployment.each-turn', 'deployment']),   # a10 #5  # noqa: E501
    ('Their assault squad hits my tactical squad for 6, tactical has armor 4 after a tactic. What happens to the other 2 damage?', 'en', ['battle.assault.overrun', 'battle.assault']),   # a10 #7  # noqa: E501
    ("My special assault 'A: your opponent discards 3 cards' got blocked by his charging bikes and I killed them. Do I still get the discard?", 'en', ['battle.special-assault.blocked', 'battle.special-assault']),   # a10 #9  # noqa: E501
    ("My cruiser was deployed in the left sector but we're fighting over the middle one. Can I still use its ability in this battle?", 'en', ['ships.use', 'ships']),   # a10 #11  # noqa: E501
    ("what does 'Unlimited' at the end of a tactic mean?", 'en', ['term.unlimited', 'abilities.tactic']),   # a10 #13
    ('I shoot his unit that has counter-attack with my firepower 3 squad. Does his unit hit back, and with which stat?', 'en', ['term.counter-attack']),   # a10 #15  # noqa: E501
    ('A unit just got destroyed and we both have a reaction to it. Who plays theirs first?', 'en', ['abilities.reaction']),   # a10 #17  # noqa: E501
    ('Do I have to play the E: event cards in my command hand, or can I keep them secret? and when do they go off', 'en', ['abilities.event', 'resolution.events']),   # a10 #19  # noqa: E501
    ('End of turn 4: I captured a 3-flag sector, he captured a 5-flag one. Is the game over and who wins?', 'en', ['end.turn-four', 'end.victory']),   # a10 #21  # noqa: E501
    ('Start of the battle phase and the attacker has no cards in any sector left. Does his battle just get skipped?', 'en', ['battle-phase.no-sector', 'battle-phase.attacker-battle']),   # a10 #23  # noqa: E501
    ('Turn 7, nobody has captured anything and neither of us has a flagged unit left or any way to get one. Do we keep playing forever?', 'en', ['end.stalemate', 'end']),   # a10 #25  # noqa: E501
    ('His card bounces my unit back to my hand. Does it count as destroyed for my reactions?', 'en', ['term.return']),   # a10 #27  # noqa: E501
    ('opponent cancelled my WA card with a tactic. does my card still go to the discard, and did I use up my war action?', 'en', ['abilities.cancel']),   # a10 #29  # noqa: E501
    ("The sector card we're fighting over has text on it. Does it apply to both players or only whoever captures it?", 'en', ['abilities.sector', 'abilities.rule-change']),   # a10 #31  # noqa: E501
    ('After I declare a shot and he decides not to block, who plays tactics first and when is the tactics window over?', 'en', ['battle.tactics-window', 'battle.shooting']),   # a10 #33  # noqa: E501
    ('can i splash a couple traitor cards into my loyalist deck or is that illegal? unaligned ok?', 'en', ['deck.sides', 'cards.sides']),   # b10 #1  # noqa: E501
    ('who picks the planet, isstvan or prospero? does it even matter', 'en', ['setup.planet', 'setup']),   # b10 #3
    ("ok so situation: their tac squad (FP 3, speed 2) shoots my dreadnought. i've got bikes with speed 2 and a land speeder speed 3 in the same sector, both ready. which of them can block? bikes are the same speed as the shooter so they cant, right? or does equal count", 'en', ['battle.blocking', 'battle.shooting']),   # b10 #5  # noqa: E501
    ('does speed matter at all when blocking an assault?', 'en', ['battle.blocking', 'battle.assault']),   # b10 #7
    ('assaulted an asset for 6 vs armor 2, can I overrun with the 4 leftover dmg?', 'en', ['battle.assault.overrun-details', 'battle.assault.overrun']),   # b10 #9  # noqa: E501
    ('can u shoot ships in the fleet area? asking for a friend lol', 'en', ['ships.no-attack', 'battle.targets']),   # b10 #11  # noqa: E501
    ('my battle barge is sitting in the fleet area, fight is in sector 3. can i still use its WA ability there?', 'en', ['ships.use', 'ships']),   # b10 #13  # noqa: E501
    ('counter attack q: my unit w/ counter-attack gets assaulted and dies. does it still hit back? and is it FP or assault value that it deals', 'en', ['term.counter-attack']),   # b10 #15  # noqa: E501
    ('printed T on a unit - once per WA or once per battle? and tactics from my hand, any limit on those?', 'en', ['abilities.tactic', 'abilities.once-per-war-action']),   # b10 #17  # noqa: E501
    ('white die cards (events) in my command hand at the end of the battle - do i HAVE to resolve them even if they hurt me?', 'en', ['abilities.event', 'resolution.events']),   # b10 #19  # noqa: E501
    ("cost says 'lock 2 of your charging units, (3+):' - do i lock first and then test, or test first so i dont waste my units if i fail?", 'en', ['abilities.cost', 'abilities.procedure']),   # b10 #21  # noqa: E501
    ("for 'T (X+): any unit gets +X FP' can i just pick X=0 and auto pass? lol", 'en', ['term.x.free-range', 'term.x']),   # b10 #23  # noqa: E501
    ("'+2 FP vs infantry' - does it work when infantry is attacking my unit, or only when mine attacks?", 'en', ['term.versus', 'abilities.versus-timed']),   # b10 #25  # noqa: E501
    ('we each captured one sector and both sectors need the same number of flags. game over after turn 4, who wins then?', 'en', ['end.tied-sectors', 'end.turn-four']),   # b10 #27  # noqa: E501
    ('rarity dots - do they do anything in game?', 'en', ['cards.rarity']),   # b10 #29
    ('whats the upside-down text at the bottom of the cards for? when do i use it', 'en', ['cards.command-line', 'battle.command-hand']),   # b10 #31  # noqa: E501
    ('a tactic gave my unit +1 armor. does that stay for the rest of the battle or wear off?', 'en', ['battle.tactics-window', 'abilities.tactic']),   # b10 #33  # noqa: E501
    # Russian
    ('Сколько ВА можно заявить за одно сражение? Есть какой-то лимит?', 'ru', ['battle.combat.limit', 'battle.combat']),   # a10 #35  # noqa: E501
    ('Я отступил, все мои карты в секторе уничтожаются. Противник может сыграть реакцию на уничтожение моих отрядов?', 'ru', ['battle.retreat.reactions', 'battle.retreat']),   # a10 #37  # noqa: E501
    ('После высадки у меня в одном секторе оказались две копии уникального отряда. Когда это проверяется и что делать?', 'ru', ['term.unique.check', 'term.unique']),   # a10 #39  # noqa: E501
    ('Внедряю уникальный отряд в сектор, а там уже лежит мой такой же. Какая копия остаётся?', 'ru', ['term.unique.which-stays', 'term.unique']),   # a10 #41  # noqa: E501
    ('Противник дал моему мотоциклу -3 к броне, а броня была 2. Броня теперь минус один?', 'ru', ['cards.stats.minimum', 'cards.stats']),   # a10 #43  # noqa: E501
    ('Тест (5+), я открыл карту, на кубике ровно 5. Прошёл или нет?', 'ru', ['rolls.test', 'rolls']),   # a10 #45
    ('В начале сражения набираю командную руку из шести, а у меня уже две карты на руках остались. Добираю до шести или беру шесть сверху?', 'ru', ['term.hand.draw-six', 'term.hand']),   # a10 #47  # noqa: E501
    ('Хочу сыграть «ВА: Поверни один отряд противника», а у него в секторе все отряды уже повернуты. Могу я вообще играть эту карту?', 'ru', ['abilities.procedure']),   # a10 #49  # noqa: E501
    ('У моего ресурса ВА-способность, а сам ресурс уже повернут. Могу её использовать?', 'ru', ['battle.wa-ability', 'abilities.wa']),   # a10 #51  # noqa: E501
    ('Выбрал сектор, вскрыли карты на подготовке, а у противника там ничего нет. Руку набираем или сразу подсчёт флагов?', 'ru', ['battle.preparation', 'resolution']),   # a10 #53  # noqa: E501
    ('ВА: уничтожь один отряд противника. Могу выбрать его отряд в соседнем секторе, где сейчас не бой?', 'ru', ['battle.scope']),   # a10 #55  # noqa: E501
    ('Нанёс 2 урона дредноуту с бронёй 3, не убил. Следующей ВА доливаю ещё 1 — он умрёт?', 'ru', ['battle.damage']),   # a10 #57  # noqa: E501
    ('Способность заставила мой отряд наступать. Это считается моей ВА? могу тем же ходом штурмовать?', 'ru', ['battle.charge.by-ability', 'battle.charge']),   # a10 #59  # noqa: E501
    ('Никто сектор не взял. Повернутые и наступающие отряды так и остаются или их разворачивают?', 'ru', ['resolution.no-capture']),   # a10 #61  # noqa: E501
    ('флаги на ресурсах считаются при захвате сектора или только у отрядов?', 'ru', ['resolution.flags', 'cards.asset']),   # a10 #63  # noqa: E501
    ('Корабли разворачиваются после каждого сражения, как отряды, или только в конце хода?', 'ru', ['ships.ready', 'end']),   # a10 #65  # noqa: E501
    ('Модификатор с текстом «сыграй до броска» — чей бросок он меняет, если я его сыграл до результата?', 'ru', ['abilities.modifier.before', 'abilities.modifier']),   # a10 #67  # noqa: E501
    ('Карта говорит «разверни отряд». Могу ли я выбрать отряд, который и так готов? и если разверну наступающий, он перестаёт наступать?', 'ru', ['term.ready', 'positions.ready']),   # a10 #69  # noqa: E501
    ('колода кончилась посреди игры, это автолуз или как?', 'ru', ['deck.empty', 'deck']),   # b10 #35
    ('можно ли ВА способность отряда юзать если он уже повернут', 'ru', ['battle.wa-ability', 'abilities.wa']),   # b10 #37  # noqa: E501
    ('если развернуть наступающий отряд он перестает наступать?', 'ru', ['term.ready', 'positions.charging']),   # b10 #39  # noqa: E501
    ('тактика противника заставила мой отряд наступать. это тратит мою ВА? и он потом может штурмовать как обычный наступающий?', 'ru', ['battle.charge.by-ability', 'battle.charge']),   # b10 #41  # noqa: E501
    ('у нас обоих выпали одинаковые кубики когда сравниваем броски, кто выигрывает? как ничьи решаются', 'ru', ['rolls.ties']),   # b10 #43  # noqa: E501
    ('«ВА: нанеси 3 повреждения отряду» — это атака или нет? блокировать можно, контратака срабатывает?', 'ru', ['battle.damage.by-ability', 'battle.damage']),   # b10 #45  # noqa: E501
    ('перед игрой колоду тасовать обязательно? противник может мне срезать/перетасовать?', 'ru', ['setup.shuffle', 'setup']),   # b10 #47  # noqa: E501
    ('способность «противник сбрасывает 2 карты», а у него на руке 1 карта. могу сыграть?', 'ru', ['abilities.procedure']),   # b10 #49  # noqa: E501
    ('при подготовке у противника 0 карт в секторе — бой вообще идёт? командную руку тянем?', 'ru', ['battle.preparation']),   # b10 #51  # noqa: E501
    ('выложил корабль рубашкой вверх в сектор при высадке. когда он улетает в зону флота?', 'ru', ['ships.fleet', 'battle.preparation']),   # b10 #53  # noqa: E501
    ('у карты сектора есть текст способности — он на кого действует, на обоих?', 'ru', ['abilities.sector', 'abilities.rule-change']),   # b10 #55  # noqa: E501
    ('отменили мою тактику — стоимость мне возвращается? карта в сброс уходит?', 'ru', ['abilities.cancel']),   # b10 #57  # noqa: E501
    ('ВА-карту «уничтожь отряд противника» можно кинуть на отряд в соседнем секторе?', 'ru', ['battle.scope']),   # b10 #59  # noqa: E501
    ('фаза сражений, а у атакующего нет карт ни в одном секторе (всё снесли в прошлом ходу). чё происходит, сразу бой защищающегося или ход кончается?', 'ru', ['battle-phase.no-sector', 'battle-phase']),   # b10 #61  # noqa: E501
    ('никто не захватил сектор — карты там остаются? лицом вверх или переворачиваем обратно рубашкой', 'ru', ['resolution.no-capture']),   # b10 #63  # noqa: E501
    ('внедрение из колоды: ищу нужную карту в колоде — потом тасовать надо? показывать противнику что взял?', 'ru', ['term.infiltrate.search', 'term.infiltrate']),   # b10 #65  # noqa: E501
    ('бонус «до конца хода» — он переживает конец сражения? во втором бою ещё действует?', 'ru', ['abilities.duration-turn']),   # b10 #67  # noqa: E501
    ('когда платится стоимость способности внутри ВА — до окна тактик или после?', 'ru', ['abilities.timing', 'abilities.cost']),   # b10 #69  # noqa: E501
]
