"""Set I of issue 28's players' questions (the tuning half).

The lead's development material of the fifth round (two authors' sets, a9 and b9, blind in the
fourth round; 140 questions), split by their place in each file: the even-numbered entries are
tuned on (questions_i.py), the odd-numbered kept aside (aside_i.py). Do not copy an entry
into a section's questions.
Entries: (question, language, acceptable section ids); a subsection of an acceptable id counts.
"""

from __future__ import annotations

TUNE_I = [
    # English
    ('whats the minimum deck size? and how many copies of one card can i run', 'en', ['deck.size', 'deck']),   # a9 #0
    ('we both flipped our top cards to see who attacks and both showed a 4. now what?', 'en', ['setup.attacker', 'rolls.ties']),   # a9 #2  # noqa: E501
    ('First wave deployment: am I allowed to drop 2 of my face up cards into the same sector, or is it strictly one per sector?', 'en', ['deployment.first-wave', 'deployment']),   # a9 #4  # noqa: E501
    ('opp shoots with a speed 2 tactical squad, my bikes are also speed 2. can the bikes block it?', 'en', ['battle.blocking', 'rolls.ties']),   # a9 #6  # noqa: E501
    ('assault squad with 6 assault kills a 3 armour tactical squad. what happens with the extra 3 dmg, can i hit something else?', 'en', ['battle.assault.overrun', 'battle.assault.overrun-details', 'battle.assault']),   # a9 #8  # noqa: E501
    ('how does counter-attack work exactly? if I assault a counter attack unit and kill it, do I still take damage back?', 'en', ['term.counter-attack', 'battle.damage']),   # a9 #10  # noqa: E501
    ('I locked a ship for its ability in the attackers battle. Does it untap for the defenders battle or do i have to wait?', 'en', ['ships.ready', 'end']),   # a9 #12  # noqa: E501
    ('flags tied 3 vs 3 in a sector that only needs 2 to capture. who gets it', 'en', ['resolution.capture', 'rolls.ties']),   # a9 #14  # noqa: E501
    ('what happens when my deck runs out of cards? do i auto lose like in magic?', 'en', ['deck.empty']),   # a9 #16
    ('card says T (X+): any unit gets +X firepower, X isnt defined. can i just pick X=0 and auto pass?', 'en', ['term.x.free-range', 'term.x']),   # a9 #18  # noqa: E501
    ('when am i allowed to retreat and what happens to my stuff in the sector', 'en', ['battle.retreat']),   # a9 #20
    ('I shot at his dreadnought and in the tactics window he used a tactic that destroyed my shooting unit. does the shot still happen?', 'en', ['term.destroy', 'battle.tactics-window', 'term.destroy.early']),   # a9 #22  # noqa: E501
    ('my unit has +2 firepower versus infantry. does that bonus count when an infantry squad shoots at it, or only when it shoots?', 'en', ['term.versus']),   # a9 #24  # noqa: E501
    ('nobody captured the sector at the end of the battle. do the cards stay there face up, and do they untap?', 'en', ['resolution.no-capture', 'resolution']),   # a9 #26  # noqa: E501
    ('after I charge a unit can either of us play tactics, or is the charge the whole war action with nothing else?', 'en', ['battle.charge', 'battle.tactics-window']),   # a9 #28  # noqa: E501
    ('attacker picked a sector where my only card was a ship. ship goes to orbit so i got nothing there - do we still draw command hands and fight?', 'en', ['battle.preparation', 'ships.fleet']),   # a9 #30  # noqa: E501
    ("card returns one enemy unit to its owners hand. does that count as destroyed for 'when destroyed' reactions? where does it go in the middle of a battle", 'en', ['term.return']),   # a9 #32  # noqa: E501
    ('is it legal to shoot one of my own units? want to trigger its destroyed ability', 'en', ['battle.targets', 'battle.shooting']),   # a9 #34  # noqa: E501
    ('my buddy says you need 60 cards minimum. is there a max too? and can i run like 5 copies of the same dreadnought if i really love it', 'en', ['deck.size']),   # b9 #0  # noqa: E501
    ("At the very start we each flipped our top card to see who's attacking and both showed a 4. Who gets to choose now? And do those flipped cards get thrown away or go back?", 'en', ['setup.attacker', 'rolls.ties']),   # b9 #2  # noqa: E501
    ('For the first wave thing, do my cards go face up or face down? And can I put my first two cards in the same sector?', 'en', ['deployment.first-wave', 'deployment']),   # b9 #4  # noqa: E501
    ("what can a tapped guy still do? my friend says once you tap a unit it's basically out for the whole fight", 'en', ['positions.locked', 'term.lock', 'battle.wa-ability']),   # b9 #6  # noqa: E501
    ('Second fight of the turn: we fought over the middle sector and nobody took it. Can the defender now pick the middle one again for their fight?', 'en', ['battle-phase.defender-battle', 'battle-phase']),   # b9 #8  # noqa: E501
    ("I shot their guy for 2 damage, he has armor 3 so he lived. Next action I shoot him again for 2. Does the damage add up so he's dead now?", 'en', ['battle.damage']),   # b9 #10  # noqa: E501
    ('Long one. My charging Assault Squad (assault 6) goes for their Command Squad. They block with a charging Tactical Squad, armor 3, and play +1 armor on it, so armor 4. I deal 6 and kill it with 2 left over. Can the leftover go into the same Command Squad I originally targeted? Do I have to lock my squad again for that, can they block the leftover hit with another charging unit, and can we both throw more tactics before it lands? Also, if my first target had been an asset with armor 2 instead, could I have carried the extra damage on?', 'en', ['battle.assault.overrun-details', 'battle.assault.overrun']),   # b9 #12  # noqa: E501
    ("My unit has a printed T ability that costs a discard. If I've got enough cards, can I use it two or three times in the same attack?", 'en', ['abilities.once-per-war-action', 'term.unlimited', 'abilities.tactic']),   # b9 #14  # noqa: E501
    ('we both ended with 3 flags and the sector says 3. who takes it?', 'en', ['resolution.capture', 'rolls.ties']),   # b9 #16
    ('my cruiser got tapped in the first fight this turn. does it untap before the second fight?', 'en', ['ships.ready', 'ships']),   # b9 #18  # noqa: E501
    ("If I grab my second sector in the attacker's fight on turn 2, do we still play out the defender's fight that turn or is it over right there?", 'en', ['end.victory', 'resolution']),   # b9 #20  # noqa: E501
    ("we don't have any dice, my friend just flips the top card of his deck and reads a number off the corner. is that actually how rolling works? where does that card go after?", 'en', ['rolls', 'cards.die', 'term.discard-pile']),   # b9 #22  # noqa: E501
    ("Can my 'WA: Destroy an enemy unit' card kill his unit that's sitting in a different sector, not the one we're fighting over?", 'en', ['battle.scope']),   # b9 #24  # noqa: E501
    ("all my guys in this sector are tapped and he's about to pick them apart. can I just bail out of the fight? what happens to my stuff?", 'en', ['battle.retreat']),   # b9 #26  # noqa: E501
    ('their unit has counter-attack. my assault guy hits it for enough to kill it but takes its assault back and dies too. who dies first, and do I still get to overrun with my extra damage?', 'en', ['term.counter-attack', 'battle.assault.overrun']),   # b9 #28  # noqa: E501
    ("the purple cards — can I play one after I've already seen what came up on the roll? and if we both want to mess with the same roll, who goes first?", 'en', ['abilities.modifier']),   # b9 #30  # noqa: E501
    ('If a card just deals 3 damage straight to their unit that has counter-attack, does the counter-attack hit back at anything? Can that count as an attack for overrun?', 'en', ['battle.damage.by-ability', 'term.counter-attack']),   # b9 #32  # noqa: E501
    ('He played -2 armor on my guy who only has armor 1. Does the armor go negative, and what happens if he then shoots it with something that has 0 firepower?', 'en', ['cards.stats.minimum']),   # b9 #34  # noqa: E501
    # Russian
    ('кто первый кладёт карты рубашкой вверх при регулярной высадке и сколько можно запихнуть в один сектор?', 'ru', ['deployment.regular', 'deployment']),   # a9 #36  # noqa: E501
    ('можно стрелять отрядом который уже наступает? или только готовым', 'ru', ['battle.shooting', 'positions.charging', 'battle.combat']),   # a9 #38  # noqa: E501
    ('у атакующего вообще не осталось карт ни в одном незахваченном секторе. сражения в этот ход нет совсем или защищающийся всё равно воюет?', 'ru', ['battle-phase.no-sector', 'battle-phase.defender-battle']),   # a9 #40  # noqa: E501
    ('выложил корабль в сектор при высадке, куда он девается когда в этом секторе начинается бой?', 'ru', ['ships.fleet', 'battle.preparation', 'cards.ship']),   # a9 #42  # noqa: E501
    ('на карте написано «уничтожь одну карту противника» — могу ли я этим снести его корабль из зоны флота?', 'ru', ['ships.not-cards', 'ships.no-attack']),   # a9 #44  # noqa: E501
    ('если навешать на юнит кучу минусов к броне, она может уйти в минус? и что тогда, его любой атакой убивает?', 'ru', ['cards.stats.minimum']),   # a9 #46  # noqa: E501
    ('Нанёс отряду с бронёй 3 два повреждения, следующей ВА ещё два. Он умер? Повреждения копятся?', 'ru', ['battle.damage']),   # a9 #48  # noqa: E501
    ('А как тут кидать кубик, если кубиков в игре нет? Что за картинка в углу карты?', 'ru', ['rolls', 'cards.die']),   # a9 #50
    ('модификатор написан «играй до того как узнаешь результат броска». когда именно его можно кидать?', 'ru', ['abilities.modifier.before', 'abilities.modifier']),   # a9 #52  # noqa: E501
    ('у меня реакция «сбрось 2 карты: отмени эту тактику». отменили тактику противника — он обратно её в руку берёт? а мои 2 карты возвращаются?', 'ru', ['abilities.cancel']),   # a9 #54  # noqa: E501
    ('способность заставила мой отряд наступать — это считается как моя военная акция? и реакции на наступление срабатывают?', 'ru', ['battle.charge.by-ability', 'battle.charge']),   # a9 #56  # noqa: E501
    ('Ресурсы могут блокировать или атаковать? И их флаги считаются при захвате сектора?', 'ru', ['cards.asset', 'resolution.flags']),   # a9 #58  # noqa: E501
    ('на карте сектора написано «во время подготовки каждый игрок берёт 1 карту» — кто это выполняет, сектор же ничей?', 'ru', ['abilities.sector', 'battle.preparation.abilities']),   # a9 #60  # noqa: E501
    ('У бункера «не может быть целью стрельбы». А штурмовать его можно? Способностью выбрать?', 'ru', ['abilities.restriction']),   # a9 #62  # noqa: E501
    ('«Поверни Х отрядов противника» — Х я выбираю до выбора целей или после? Можно больше чем у него отрядов?', 'ru', ['term.x.count', 'term.x']),   # a9 #64  # noqa: E501
    ('тактика «перемести отряд противника в другой сектор» — можно утащить его блокирующий отряд прямо во время штурма?', 'ru', ['term.move']),   # a9 #66  # noqa: E501
    ('у меня одни бесфлаговые юниты в секторе, противника там нет. я сектор заберу?', 'ru', ['term.flagless', 'resolution.capture', 'cards.flags']),   # a9 #68  # noqa: E501
    ('На втором ходу опять выкладываем первую волну с верха колоды лицом вверх? А в сектор, который уже захвачен, тоже кладём карту?', 'ru', ['deployment.each-turn', 'resolution.capture']),   # b9 #36  # noqa: E501
    ('если развернуть наступающий отряд, он так и остается наступающим? и можно ли «развернуть» отряд который и так готов?', 'ru', ['term.ready']),   # b9 #38  # noqa: E501
    ('у меня карта с текстом «во время подготовки возьми 1 карту». кто первым выполняет такие штуки — атакующий игры или тот, кто выбрал сектор? и можно от неё отказаться если не хочу?', 'ru', ['battle.preparation.abilities']),   # b9 #40  # noqa: E501
    ('если я спасовал, а противник после этого сделал ВА — я еще могу что-то заявить или всё, я выбыл из боя?', 'ru', ['battle.pass', 'battle.combat']),   # b9 #42  # noqa: E501
    ('Мой отряд уже повернут (тапнут), а у него есть способность ВА, где в стоимости поворота нет. Могу её юзать?', 'ru', ['battle.wa-ability', 'positions.locked']),   # b9 #44  # noqa: E501
    ('тактика даёт «+d6 к броне». как этот d6 считать если кубиков у нас в коробке вообще нет?', 'ru', ['rolls.d6', 'rolls']),   # b9 #46  # noqa: E501
    ('белые события у меня в руке в конце боя — их обязательно разыгрывать? даже если оно мне в минус? и кто первый показывает руку', 'ru', ['abilities.event', 'resolution.events']),   # b9 #48  # noqa: E501
    ('корабль у меня висит в зоне флота, а бой сейчас идёт за другой сектор, не тот где он высаживался. Он может использовать свою способность?', 'ru', ['ships.use', 'ships.fleet']),   # b9 #50  # noqa: E501
    ('Внедрение — отряд заходит в сектор повёрнутым или готовым? А если способностью внедрить корабль прямо посреди боя, куда он встаёт?', 'ru', ['term.infiltrate', 'ships.fleet']),   # b9 #52  # noqa: E501
    ('У меня в секторе уже стоит уникальный Хорус, и я по ходу боя внедряю туда второго Хоруса. Что будет с первым?', 'ru', ['term.unique', 'term.infiltrate']),   # b9 #54  # noqa: E501
    ('что значит цвет кубика в углу карты? у меня на одних жёлтый, на других красный, на третьих белый', 'ru', ['cards.die', 'abilities.types']),   # b9 #56  # noqa: E501
    ('я стреляю, а противник в окне тактик своей тактикой уничтожил мой стреляющий отряд. урон всё равно проходит по цели или нет?', 'ru', ['term.destroy', 'battle.tactics-window', 'term.destroy.early']),   # b9 #58  # noqa: E501
    ('бонус +2 к броне «до конца хода» который я дал в первом сражении — он ещё действует во втором сражении этого хода? а в следующем ходу?', 'ru', ['abilities.duration-turn']),   # b9 #60  # noqa: E501
    ('Противник отменил мою тактику своей реакцией. Моя карта в сброс уходит? А стоимость, которую я уже заплатил, возвращается?', 'ru', ['abilities.cancel']),   # b9 #62  # noqa: E501
    ('Ситуация: уже шестой ход, никто так и не захватил ни одного сектора, колоды и руки у обоих пустые, все стоят и никто никого не может добить. Играем бесконечно? Правила же говорят играть пока кто-то не захватит', 'ru', ['end.stalemate', 'end.turn-four']),   # b9 #64  # noqa: E501
    ('карта «противник сбрасывает 2 карты по твоему выбору», а у него в руке всего одна. Можно такое сыграть? а если без «по твоему выбору»?', 'ru', ['term.discard.choice', 'abilities.procedure']),   # b9 #66  # noqa: E501
    ('Вопрос от старого игрока. Противник играет тактику «перемести один вражеский отряд из этого сектора в другой» как раз когда я собирался блокировать его стрельбу своими байками. Кто выбирает сектор, куда они уйдут, — он или я? Могут ли они уйти в захваченный сектор? Остаются ли они повернутыми, и сработает ли что-то на «входит в игру»? И можно ли так утащить мой отряд, который уже стал блокирующим?', 'ru', ['term.move']),   # b9 #68  # noqa: E501
]
