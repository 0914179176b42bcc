"""Set I of issue 28's players' questions (the aside half).

The lead's development material of the fifth round (two authors' sets, a9 and b9, blind in the
fourth round; 140 questions), split by their place in each file: the even-numbered entries are
tuned on (questions_i.py), the odd-numbered kept aside (aside_i.py). The aside half was
measured before and after the round; do not edit an entry to make it pass.
Entries: (question, language, acceptable section ids); a subsection of an acceptable id counts.
"""

from __future__ import annotations

ASIDE_I = [
    # English
    ('Building a Traitor deck. Can I splash a couple of Loyalist cards in if I like them, or is it only Traitor plus the neutral scales stuff?', 'en', ['deck.sides', 'cards.sides', 'deck']),   # a9 #1  # noqa: E501
    ('who gets to choose if we play on isstvan or prospero', 'en', ['setup.planet', 'cards.sector']),   # a9 #3
    ('Do we do the face-up first wave again on turn 2 and later, or only at the start of the game? And what about a sector someone already took?', 'en', ['deployment.each-turn', 'deployment.first-wave']),   # a9 #5  # noqa: E501
    ('My unit already shot this battle so its tapped. It has a WA ability that doesnt say to lock it. Can I still use it?', 'en', ['battle.wa-ability', 'positions.locked']),   # a9 #7  # noqa: E501
    ('if my special assault gets blocked, does the A: text still go off or is it just a normal assault now?', 'en', ['battle.special-assault.blocked', 'battle.special-assault']),   # a9 #9  # noqa: E501
    ('my buddy wants to shoot my battleship in the fleet area lol. is that legal', 'en', ['ships.no-attack', 'battle.shooting']),   # a9 #11  # noqa: E501
    ("can I use the command line printed on a unit that's sitting in the sector, or on a ship in my fleet?", 'en', ['cards.command-line', 'battle.command-hand']),   # a9 #13  # noqa: E501
    ('End of turn 4, nobody has two sectors. I captured one that needs 3 flags, my opponent captured one that needs 2. Who wins?', 'en', ['end.turn-four', 'end.victory']),   # a9 #15  # noqa: E501
    ('Can I use the same printed tactic on my squad twice in one war action? And what if I have two copies of a tactic card in my command hand?', 'en', ['abilities.once-per-war-action', 'abilities.tactic', 'term.unlimited']),   # a9 #17  # noqa: E501
    ("I only have 1 card in hand and opponent plays 'your opponent discards 2 cards of your choice'. Can he even play that?", 'en', ['term.discard.choice', 'abilities.procedure']),   # a9 #19  # noqa: E501
    ('events in my command hand at the end of the battle - do I have to resolve them even if they hurt me? and who goes first, attacker or defender?', 'en', ['resolution.events', 'abilities.event']),   # a9 #21  # noqa: E501
    ('ended deployment with two copies of the same unique character in one sector, one from first wave and one from my hand. which one do i keep?', 'en', ['term.unique.which-stays', 'term.unique', 'term.unique.check']),   # a9 #23  # noqa: E501
    ('Ability cost says lock 2 of your charging units, (3+). Do I roll the test first and only lock if it passes?', 'en', ['abilities.cost', 'abilities.procedure', 'abilities.timing']),   # a9 #25  # noqa: E501
    ("a tactic gave my unit +2 armour 'until end of turn' in the first battle. does it still have it in the second battle of that turn?", 'en', ['abilities.duration-turn']),   # a9 #27  # noqa: E501
    ("Attacker fought over the middle sector. I'm defender and I only have cards in that same middle sector. Do I get a battle?", 'en', ['battle-phase.defender-battle', 'battle-phase']),   # a9 #29  # noqa: E501
    ("unit says 'this unit cannot be blocked' - does that also work for its special assault?", 'en', ['abilities.restriction', 'battle.blocking']),   # a9 #31  # noqa: E501
    ('can i play a modifier after i see what the die shows? and if we both want to modify the same roll who goes first', 'en', ['abilities.modifier', 'rolls']),   # a9 #33  # noqa: E501
    ("Can I sneak a couple of Traitor guys into my Loyalist deck if they're really good? And what about the cards with the little scales on them, who can use those?", 'en', ['deck.sides', 'cards.sides']),   # b9 #1  # noqa: E501
    ('who decides if we play on Isstvan or on Prospero? the sector cards have both', 'en', ['setup.planet', 'cards.sector']),   # b9 #3  # noqa: E501
    ('after the first wave I draw 6. do I have to spread them out or can I just dump all six face down into the one sector I care about?', 'en', ['deployment.regular', 'deployment']),   # b9 #5  # noqa: E501
    ('My guy is already upside down (charging). Can he still shoot instead of assaulting, and what position does he end up in after?', 'en', ['battle.shooting', 'positions.charging', 'battle.charge']),   # b9 #7  # noqa: E501
    ('Their speed 2 squad shoots my dreadnought. My bikes are speed 2 as well. Can the bikes jump in front to block it?', 'en', ['battle.blocking', 'rolls.ties']),   # b9 #9  # noqa: E501
    ("can my guys shoot or assault the enemy battle barge? it's sitting off to the side in their fleet and it keeps wrecking me", 'en', ['ships.no-attack', 'battle.targets']),   # b9 #11  # noqa: E501
    ("how many tactics can we play during one shot? we've been doing one each and then damage", 'en', ['battle.tactics-window', 'abilities.tactic']),   # b9 #13  # noqa: E501
    ('During the fight, can I use the upside-down text at the bottom of my units that are already on the table, or only from cards in my hand?', 'en', ['battle.command-hand', 'cards.command-line']),   # b9 #15  # noqa: E501
    ('I had more flags than him but not enough for what the sector needs. So what happens to all our tapped and charging guys in there, do they stay like that until next turn?', 'en', ['resolution.no-capture']),   # b9 #17  # noqa: E501
    ('Edge case for end of game: turn 4 is over, nobody has two sectors. I captured the sector that needs 4 flags, my opponent captured one that needs 3. Do I win outright? And what if both our captured sectors had needed 4 flags, is it a draw or do we keep playing?', 'en', ['end.turn-four', 'end.tied-sectors']),   # b9 #19  # noqa: E501
    ("my deck is totally empty and I need to 'roll' for a 3+ test. what happens, do I just fail?", 'en', ['rolls.empty-deck', 'deck.empty']),   # b9 #21  # noqa: E501
    ("Tactic says 'T (X+): Any unit gets +X firepower' and doesn't say what X is. What am I allowed to pick? Can I pick 0 to auto pass?", 'en', ['term.x.free-range', 'term.x']),   # b9 #23  # noqa: E501
    ("Veteran question about special assaults. His charging unit declares 'A: Your opponent discards 3 cards'. I block with a charging unit of mine with armor 3, his unit has assault 3 and nobody plays tactics. My blocker dies exactly, no damage left over. Do I still have to discard the 3 cards? And if he'd pumped his assault to 4 so there's 1 left over, does he get both the discard and an overrun, or pick one?", 'en', ['battle.special-assault.blocked', 'battle.special-assault']),   # b9 #25  # noqa: E501
    ("After deploying I ended up with two Abaddons in the same sector, one plain 'Abaddon' that came in with the first wave and one 'Abaddon with Retinue' from my hand. They have different names so is that fine? If not, which one stays?", 'en', ['term.unique.which-stays', 'term.unique', 'term.unique.check']),   # b9 #27  # noqa: E501
    ("My unit has '+2 firepower versus Infantry'. It only matters when I shoot infantry, right? What if their infantry is the one shooting at me?", 'en', ['term.versus']),   # b9 #29  # noqa: E501
    ("I have 'WA: Lock one enemy unit' but every one of his guys is already tapped. can I still play it just to burn the card and my turn?", 'en', ['abilities.procedure', 'term.lock']),   # b9 #31  # noqa: E501
    ("I've got a card with 'E: You get +1 flag in this battle' sitting face up in a different sector than the one we're fighting over. Does it give me the flag in this fight?", 'en', ['resolution.events.in-play', 'resolution.events']),   # b9 #33  # noqa: E501
    # Russian
    ('Абаддон и Абаддон со свитой — это для колоды разные карты? Можно положить по 4 штуки каждого?', 'ru', ['deck.size', 'term.unique']),   # a9 #35  # noqa: E501
    ('За один из секторов в этом ходу никто не воевал. Карты там так и остаются лежать закрытыми до следующего хода?', 'ru', ['end', 'deployment.regular']),   # a9 #37  # noqa: E501
    ('Есть ли ограничение на количество военных акций за одно сражение? У меня абилка без стоимости, могу её крутить бесконечно?', 'ru', ['battle.combat.limit', 'battle.combat']),   # a9 #39  # noqa: E501
    ('Во время подготовки моя карта даёт взять 1 карту. Потом командную руку я добираю до шести или тяну ещё шесть и у меня семь?', 'ru', ['term.hand.draw-six', 'battle.preparation.abilities', 'battle.command-hand']),   # a9 #41  # noqa: E501
    ('Мой крейсер висит в зоне флота. Его способностью можно пользоваться, если бой идёт за другой сектор, не тот где он высаживался?', 'ru', ['ships.use', 'battle.scope']),   # a9 #43  # noqa: E501
    ('Захватил сектор. Что делать с картами, которые там лежат, в том числе с ресурсами противника? В сброс или куда?', 'ru', ['resolution.capture-cleanup', 'resolution.capture']),   # a9 #45  # noqa: E501
    ('ВА-карта «нанеси 3 повреждения одному отряду противника» по юниту с контратакой — он отвечает или нет?', 'ru', ['battle.damage.by-ability', 'term.counter-attack']),   # a9 #47  # noqa: E501
    ('переменный бросок, на карте 1-3 одно, 4-6 другое. мне модификатором сделали 7 — это какая строчка?', 'ru', ['rolls.variable.reading', 'rolls.variable']),   # a9 #49  # noqa: E501
    ('Если я спасовал, а оппонент после этого сделал ВА — я могу ещё что-то заявить или я уже всё?', 'ru', ['battle.pass', 'battle.combat']),   # a9 #51  # noqa: E501
    ('Оба хотим сыграть реакцию на одно и то же событие. Кто первый реагирует?', 'ru', ['abilities.reaction']),   # a9 #53
    ('У меня алтарь с «С: +1 флаг в этом сражении» стоит в другом секторе. Он даёт флаг в сражении за текущий сектор?', 'ru', ['resolution.events.in-play', 'resolution.events']),   # a9 #55  # noqa: E501
    ('что значат цвета кубиков на картах, синий жёлтый красный и т.д.?', 'ru', ['abilities.types', 'cards.die']),   # a9 #57
    ('Уже 7 ход, колоды пустые, руки пустые, никто ничего не захватывает и не может. Так и играть до бесконечности? Ничья бывает?', 'ru', ['end.stalemate', 'end.turn-four']),   # a9 #59  # noqa: E501
    ('в секторе написано что контратака в нём не действует. отряд с контратакой тогда вообще не отвечает при штурме?', 'ru', ['abilities.rule-change', 'term.counter-attack']),   # a9 #61  # noqa: E501
    ('сыграл ВА карту из командной руки, а в стоимости «сбрось карту». могу сбросить её саму? и куда она потом уходит', 'ru', ['battle.wa-card.discard', 'battle.wa-card']),   # a9 #63  # noqa: E501
    ('Внедряю отряд из колоды поиском. Колоду потом надо перетасовать? И если подходящей карты в колоде нет, абилку вообще можно играть?', 'ru', ['term.infiltrate.search', 'term.infiltrate']),   # a9 #65  # noqa: E501
    ('Победа засчитывается сразу, как захватил второй сектор, или надо дождаться конца хода?', 'ru', ['end.victory', 'resolution']),   # a9 #67  # noqa: E501
    ('Тест (4+) в стоимости ВА-способности кидается сразу при объявлении, до окна тактик, или уже после тактик когда эффект отыгрывается?', 'ru', ['abilities.timing', 'abilities.cost']),   # a9 #69  # noqa: E501
    ('напомните порядок хода плиз: сначала высадка, потом бои, а потом что? и сколько вообще сражений за один ход бывает?', 'ru', ['turn', 'battle-phase']),   # b9 #35  # noqa: E501
    ('что значит наступать? друг перевернул своих ребят вверх ногами и сказал что больше за эту ВА они ничего не делают. а тактики после наступления можно кидать?', 'ru', ['battle.charge', 'positions.charging']),   # b9 #37  # noqa: E501
    ('Начался бой за сектор, а у противника там был только корабль, и он на этапе подготовки улетел в зону флота. Мы вообще деремся или сразу считаем флаги? Командные руки набираем?', 'ru', ['battle.preparation', 'ships.fleet']),   # b9 #39  # noqa: E501
    ('У меня уже лежала одна карта в руке со способности на подготовке. Командную руку я добираю до шести или тяну еще шесть сверху?', 'ru', ['term.hand.draw-six', 'battle.command-hand']),   # b9 #41  # noqa: E501
    ('сыграл ВА-карту с командной руки — она куда девается, сразу в сброс или лежит на столе? и могу я её же сбросить в оплату её собственной стоимости «сбрось карту»?', 'ru', ['battle.wa-card.discard', 'battle.wa-card']),   # b9 #43  # noqa: E501
    ('Карта: «ВА Поверни 2 своих наступающих отряда, (3+): уничтожь до 3 отрядов противника». Я сначала кидаю тест или сначала поворачиваю ребят? И если тест провалил, они обратно разворачиваються?', 'ru', ['abilities.cost', 'abilities.timing']),   # b9 #45  # noqa: E501
    ('Переменный бросок на карте: «1-3: возьми карту, 4-6: уничтожь отряд». Мне модификатором докинули до 7. Что срабатывает, ничего?', 'ru', ['rolls.variable.reading', 'rolls.variable']),   # b9 #47  # noqa: E501
    ('Я захватил сектор. А что с картами, которые там остались, — мои отряды, ресурсы противника? Всё в сброс? И корабли, которые оттуда улетели на орбиту, тоже?', 'ru', ['resolution.capture-cleanup', 'resolution.capture']),   # b9 #49  # noqa: E501
    ('у меня карта «уничтожь одну карту противника». Могу ей снести его ударный крейсер на орбите, раз это тоже карта?', 'ru', ['ships.not-cards', 'ships.no-attack']),   # b9 #51  # noqa: E501
    ('способность внедряет отряд из колоды. Я сам ищу и выбираю какой, или берётся первый подходящий? и колоду потом надо мешать?', 'ru', ['term.infiltrate.search', 'term.infiltrate']),   # b9 #53  # noqa: E501
    ('ресурс может стрелять или блокировать как отряд? а флаги с него считаются при захвате?', 'ru', ['cards.asset', 'resolution.flags']),   # b9 #55  # noqa: E501
    ('Противник уничтожил мой отряд, и мы оба хотим сыграть реакцию на это уничтожение. Кто реагирует первым и сколько раз можно?', 'ru', ['abilities.reaction']),   # b9 #57  # noqa: E501
    ('Носорог заставил мою пехоту наступать своей способностью. Это считается моей ВА? и может противник ответить на это реакцией «когда вражеский отряд наступает»?', 'ru', ['battle.charge.by-ability']),   # b9 #59  # noqa: E501
    ('на отряде написано «не может быть целью стрельбы». Значит его и штурмовать нельзя? а способностями выбрать можно?', 'ru', ['abilities.restriction']),   # b9 #61  # noqa: E501
    ('На карте сектора написано «техника в этом секторе получает -1 к скорости». На чьих ребят это действует — только на того, кто его захватывает, или на всех?', 'ru', ['abilities.sector', 'abilities.rule-change']),   # b9 #63  # noqa: E501
    ('у атакующего не осталось ни одной карты в незахваченных секторах. Его сражение просто пропускается? а защитник свой бой всё равно проводит?', 'ru', ['battle-phase.no-sector', 'battle-phase.defender-battle']),   # b9 #65  # noqa: E501
    ('Карта вернула мой отряд обратно в руку. Это считаеться уничтожением? Моя реакция «когда твой отряд уничтожен» срабатывает? И в сброс он не идёт?', 'ru', ['term.return']),   # b9 #67  # noqa: E501
    ('блокировать штурм можно только тем, кто быстрее, как со стрельбой? или любым моим отрядом? у меня готовые ребята стоят, не наступающие', 'ru', ['battle.assault', 'battle.blocking']),   # b9 #69  # noqa: E501
]
