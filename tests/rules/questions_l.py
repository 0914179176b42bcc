"""Set L of issue 28's players' questions (the tuning half).

The lead's development material of the twelfth round: sets A12 and B12 (tests/rules/blind12/, two
authors, 140 questions, blind in the eleventh round and measured at its start and end only), split by
place within each file and language: the even-numbered entries of a language (its 1st, 3rd, ...) are
tuned on (questions_l.py), the odd-numbered kept aside (aside_l.py), whose misses are not read; only
its rates are measured. Do not copy an entry into a section's questions.

Entries: (question, language, acceptable section ids); a subsection of an acceptable id counts.
"""

from __future__ import annotations

TUNE_L = [
    # English
    ('My bikes are speed 3 and his tactical squad (speed 2) is shooting my dreadnought. Can the bikes jump in the way?', 'en', ['battle.blocking', 'battle.shooting']),   # a12 #0  # noqa: E501
    ('This unit is already turned sideways. Can I still shoot with it?', 'en', ['battle.shooting', 'positions.locked']),   # a12 #2  # noqa: E501
    ('I just turned my marines upside down to send them forward. Can I also shoot with my other guy in the same go, or is that my whole turn?', 'en', ['battle.charge', 'battle.combat']),   # a12 #4  # noqa: E501
    ('My assault squad hits for 6 and his guy only has 3 armour. Do the other 3 points just vanish?', 'en', ['battle.assault.overrun', 'battle.assault']),   # a12 #6  # noqa: E501
    ("my guy has an ability that starts with A: and hes charging. if they block it do i still get the 'discard 3' bit or not", 'en', ['battle.special-assault.blocked', 'battle.special-assault']),   # a12 #8  # noqa: E501
    ('His cruiser in the fleet zone has been wrecking me all game. Can I just shoot it?', 'en', ['ships.no-attack', 'battle.targets']),   # a12 #10  # noqa: E501
    ('I gave my unit +1 firepower with a card from my hand. Does it keep the +1 when it shoots again later in this battle?', 'en', ['battle.tactics-window', 'abilities.tactic']),   # a12 #12  # noqa: E501
    ("All my units here are turned sideways and he's got a monster charging. Can I just bail out? What happens to my stuff?", 'en', ['battle.retreat']),   # a12 #14  # noqa: E501
    ('I have 4 flags, he has 1, but the sector wants 5. So nobody takes it? And what do we do with the cards sitting there?', 'en', ['resolution.no-capture', 'resolution.capture']),   # a12 #16  # noqa: E501
    ('I just won this sector and my units are still on it. Do they stay to defend it?', 'en', ['resolution.capture-cleanup', 'resolution.capture']),   # a12 #18  # noqa: E501
    ("I deployed a ship face down in the middle sector. The battle's starting there now - where does it go?", 'en', ['ships.fleet', 'battle.preparation']),   # a12 #20  # noqa: E501
    ('Can I put a couple of the eagle cards in my Eye of Horus deck if the rest is the scales ones?', 'en', ['deck.sides', 'cards.sides']),   # a12 #22  # noqa: E501
    ("First wave - do I get to pick which card goes down, or is it just whatever's on top of the deck?", 'en', ['deployment.first-wave']),   # a12 #24  # noqa: E501
    ('End of turn 4. I took a 3-flag sector, he took a 4-flag one. Who won?', 'en', ['end.turn-four', 'end.victory']),   # a12 #26  # noqa: E501
    ("Card says X = its armour. I'm going after his dread with armour 4, so I need a 4 or better?", 'en', ['term.x', 'rolls.test']),   # a12 #28  # noqa: E501
    ('My unit has counter-attack. He shot it with 4 firepower and my armour is 5. Does mine shoot back?', 'en', ['term.counter-attack']),   # a12 #30  # noqa: E501
    ('This card wants me to lock 2 charging units and pass a 3+ to destroy up to 3. Do I roll first and only turn them if it works?', 'en', ['abilities.cost', 'abilities.timing']),   # a12 #32  # noqa: E501
    ('My decks run out and i need to roll for a test, what hapens?', 'en', ['rolls.empty-deck', 'deck.empty']),   # a12 #34  # noqa: E501
    ("Deck construction nitpick: is the 4-copies cap per exact card or per name? I've got 'Abaddon' and 'Abaddon with retinue' — can I run 4 of each? And Unaligned cards just count toward the 60 like anything else, no separate cap?", 'en', ['deck.size', 'deck.sides', 'term.unique']),   # b12 #0  # noqa: E501
    ('To pick attacker we each flipped our top card and both showed a 3 on the die. We coin-flipped, fine, but two things: do those flipped cards count as a roll and go to the discard, or back on top? And does the low die get to choose, or is the low die forced to be the attacker?', 'en', ['setup.attacker', 'rolls.ties']),   # b12 #4  # noqa: E501
    ('Is the first-wave thing (top card face up into every sector) only done on turn 1 or every turn? And on turn 3, when one sector has already been captured, do we still drop a card there or skip it?', 'en', ['deployment.each-turn', 'deployment.first-wave', 'resolution.capture-cleanup']),   # b12 #8  # noqa: E501
    ("Timing on blocks: I block a shot with my bikes (speed 4 vs his speed 3), then in the tactics window he plays +2 speed on his shooter. Does my block get undone since I'm no longer faster, or was speed only checked at the moment I declared the block?", 'en', ['battle.blocking', 'battle.tactics-window']),   # b12 #12  # noqa: E501
    ("Can a charging unit shoot instead of assaulting? If it does, it gets locked for the shot — so it's no longer charging and can't assault later in that battle, corect? Just want to confirm it's not 'shoot and then still assault'.", 'en', ['battle.shooting', 'positions.charging', 'battle.charge']),   # b12 #16  # noqa: E501
    ('A card of mine says one of my units charges. If that unit is currently locked, does it go from locked straight to charging? And does that eat my war action, or is it just part of whatever the card does?', 'en', ['battle.charge.by-ability', 'battle.charge']),   # b12 #20  # noqa: E501
    ('Two questions on overrun: (1) if my overrun also kills with damage to spare, can I overrun again in the same war action? (2) when I pick the new target for the overrun, can my opponent block it again with another charging unit, and is there a fresh round of tactics?', 'en', ['battle.assault.overrun-details', 'battle.assault.overrun', 'battle.blocking']),   # b12 #24  # noqa: E501
    ('Counter-attack timing: I shoot his counter-attack unit and my shot kills it. Does it still shoot back since damage is simultaneous? And if it blocks my assault and survives, does the return damage use its assault or its firepower?', 'en', ['term.counter-attack', 'battle.damage']),   # b12 #28  # noqa: E501
    ("Who plays tactics first when I play a WA card from my command hand — me, or the guy it's aimed at? And once we've both passed in a row, is the window totally closed, or can I come back in if he plays something after my pass?", 'en', ['battle.tactics-window', 'battle.wa-card']),   # b12 #32  # noqa: E501
    ("If the unit I'm shooting at gets destroyed during the tactics window (say by a tactic I play), does my shot go anywhere else? And the flip side: if my shooter dies in the tactics window, what happens to the war action — does the blocker stay locked?", 'en', ['term.destroy.early', 'battle.tactics-window']),   # b12 #36  # noqa: E501
    ("variable roll card: '1-2 nothing, 3-5 lock a unit, 6 destroy a unit'. If I pump the result to 7 with a modifier, does it count as the 6 line, or does nothing happen because 7 isn't listed? Same question for going below 1.", 'en', ['rolls.variable.reading', 'rolls.variable']),   # b12 #40  # noqa: E501
    ("X question. 'T (X+): a unit gets +X firepower' with X not defined anywhere — can I pick X=0 and auto-pass the test for nothing, or X=1 for a basically guaranteed +1? Is there any lower or upper limit on what I name?", 'en', ['term.x.free-range', 'term.x']),   # b12 #44  # noqa: E501
    ("Sector needs 3 flags. End of battle I've got 3, he has 3. Nobody captures, right? And the reverse weird case: I have 4, he has 0, sector needs 5 — still nothing, even though I totally crushed him?", 'en', ['resolution.capture', 'resolution.no-capture', 'resolution.flags']),   # b12 #48  # noqa: E501
    ("Ships: I used my ship's ability in the attacker's battle and it's locked now. Can it do anything in the defender's battle the same turn? Does it unlock at the end of the battle like units do, or only at the end of the turn?", 'en', ['ships.ready', 'ships.use']),   # b12 #52  # noqa: E501
    ("End of turn 4, I hold one sector and he holds one sector. Tiebreak is whoever's sector needs more flags — but what if both sectors need the exact same number of flags? Draw, or keep playing?", 'en', ['end.tied-sectors', 'end.turn-four']),   # b12 #56  # noqa: E501
    ("Retreat: all my units in the sector are locked but I still have a ready asset there. Can I retreat? And when I retreat and everything of mine gets destroyed, do my 'when this is destroyed' reactions still trigger?", 'en', ['battle.retreat', 'battle.retreat.reactions']),   # b12 #60  # noqa: E501
    ('His unit has armor 2 and I play a tactic giving it -3 armor. Is it at 0 or -1 now? And would a shooter with 0 firepower kill it — does 0 damage even count as dealing damage?', 'en', ['cards.stats.minimum', 'battle.damage']),   # b12 #64  # noqa: E501
    ("My tactic says 'until the end of the turn'. Normally tactic bonuses go away when the war action ends — so does this one carry over into the defender's battle later that turn? And what does it mean for a unit that wasn't in the current sector?", 'en', ['abilities.duration-turn', 'battle.tactics-window']),   # b12 #68  # noqa: E501
    # Russian
    ('Я спасовал, а он после этого сыграл ВА. Мне снова можно ходить или раз спасовал — всё?', 'ru', ['battle.pass', 'battle.combat']),   # a12 #35  # noqa: E501
    ('У меня в руке остались 2 карты после сражения. На высадке добираю до шести или беру ещё шесть сверху?', 'ru', ['term.hand.draw-six', 'term.hand']),   # a12 #37  # noqa: E501
    ('Выбрал сектор, а у противника там вообще ничего нет. Командную руку всё равно набираем?', 'ru', ['battle.preparation', 'resolution']),   # a12 #39  # noqa: E501
    ('Сыграл карту с руки на ВА, она остаётся лежать на столе или сразу в сброс?', 'ru', ['battle.wa-card.discard', 'battle.wa-card']),   # a12 #41  # noqa: E501
    ('Защитник хочет воевать в том же секторе, где только что было моё сражение. Так можно?', 'ru', ['battle-phase.defender-battle']),   # a12 #43  # noqa: E501
    ('Мои мотики скорость 3, а стреляет по мне чел со скоростью 4. Заблокирвать могу?', 'ru', ['battle.blocking']),   # a12 #45  # noqa: E501
    ('Спецштурм мой заблокировали, я убил блокирующего и урон остался. Могу теперь вместо прорыва сделать эффект со «Ш:»?', 'ru', ['battle.special-assault.blocked', 'battle.assault.overrun']),   # a12 #47  # noqa: E501
    ('Сражение кончилось, никто не захватил. Мои наступающие так и остаются вверх ногами на следующий ход?', 'ru', ['resolution.no-capture', 'positions.ready']),   # a12 #49  # noqa: E501
    ('Кубики на картах разного цвета — синий, жёлтый, красный. Это что-то значит или просто для красоты?', 'ru', ['abilities.types', 'cards.die']),   # a12 #51  # noqa: E501
    ('Сражаемся в левом секторе, а мой корабль высаживался в правый. Я его способность могу здесь использовать?', 'ru', ['ships.use']),   # a12 #53  # noqa: E501
    ('Во время тактик я убил его стреляющий отряд. Урон он всё равно наносит или ВА на этом всё?', 'ru', ['term.destroy.early', 'term.destroy']),   # a12 #55  # noqa: E501
    ('У меня на ресурсе в секторе есть «С:». Она срабатывает в конце сражения, хотя карта не в руке?', 'ru', ['resolution.events.in-play', 'resolution.events']),   # a12 #57  # noqa: E501
    ('У обоих не осталось ни отрядов, ни карт в колоде, играть больше нечем. Игра как кончается?', 'ru', ['end.stalemate', 'deck.empty']),   # a12 #59  # noqa: E501
    ('Есть фиолетовая карта «играется до броска». Я могу её сыграть на бросок противника или только на свой?', 'ru', ['abilities.modifier.before', 'abilities.modifier']),   # a12 #61  # noqa: E501
    ('У меня в секторе два одинаковых уникальных Абаддона оказались после внедрения. Какой оставить?', 'ru', ['term.unique.which-stays', 'term.unique']),   # a12 #63  # noqa: E501
    ('Я отступил, все мои карты уничтожены. У меня есть красная «когда твой отряд уничтожен...» — можно сыграть?', 'ru', ['battle.retreat.reactions', 'battle.retreat']),   # a12 #65  # noqa: E501
    ('Тактика «(Х+): любой отряд получает +Х к огневой», сколько Х — не сказано. Могу назвать 1, чтоб точно прошёл?', 'ru', ['term.x.free-range', 'term.x']),   # a12 #67  # noqa: E501
    ('Противник сыграл карту отмены на мою тактику. Тактика вообще не сработала, и карта моя куда?', 'ru', ['abilities.cancel', 'battle.wa-card.discard']),   # a12 #69  # noqa: E501
    ('Собираю отступников. Неприсоединившихся можно пихать сколько угодно или есть лимит? И есть ли потолок по размеру колоды, или 60 — это только минимум, хоть 100 клади?', 'ru', ['deck.sides', 'deck.size']),   # b12 #1  # noqa: E501
    ('Кто выбирает планету — Истваан или Просперо, и это до или после того, как определились атакующий/защищающийся? Влияет ли выбор на что-то кроме текста на секторах?', 'ru', ['setup.planet', 'setup.attacker', 'abilities.sector']),   # b12 #5  # noqa: E501
    ('Выложил рубашкой две копии одного уникального героя в один сектор. Когда это проверяется — сразу при выкладке или когда карты вскрываются на подготовке к бою? И какую копию я оставляю — любую на свой выбор?', 'ru', ['term.unique.check', 'term.unique.which-stays', 'term.unique']),   # b12 #9  # noqa: E501
    ('Можно ли стрелять по уже повёрнутому отряду противника? И второй вопрос: можно ли выстрелить по СВОЕМУ отряду, чтобы, например, спровоцировать реакцию на уничтожение?', 'ru', ['battle.targets', 'battle.shooting']),   # b12 #13  # noqa: E501
    ('Если я спасовал, а противник после этого заявил ВА — я могу снова что-то делать, или мой пас меня уже выключил до конца боя? Сражение ведь кончается только когда оба пасуют подряд?', 'ru', ['battle.pass', 'battle.combat']),   # b12 #17  # noqa: E501
    ('Есть карта, которая отменяет способность. Если я отменил ВА противника — он свою ВА уже потратил? И что с ценой, которую он успел заплатить (повернул отряды, сбросил карты) — возвращается?', 'ru', ['abilities.cancel', 'abilities.cost']),   # b12 #21  # noqa: E501
    ('Есть реакция типа «когда противник проваливает тест». Она играется до модификаторов или после? Т.е. я сыграл реакцию, а потом он модифицирует бросок и тест уже пройден — что тогда?', 'ru', ['rolls.reactions', 'abilities.modifier']),   # b12 #25  # noqa: E501
    ('Как разрешаются ничьи по кубикам помимо выбора атакующего? Например, карта, где оба делают бросок и у кого больше, тот что-то получает — при равенстве что?', 'ru', ['rolls.ties']),   # b12 #29  # noqa: E501
    ('В секторе написано правило, которое меняет игру там (условно нельзя стрелять). Это касается кораблей, которые «как бы в этом секторе»? И до какого момента действует — пока сектор не захвачен?', 'ru', ['abilities.rule-change', 'abilities.sector', 'ships.use']),   # b12 #33  # noqa: E501
    ('Бонус «+2 к огневой мощи против техники» — засчитывается, если техника не изначальная цель, а встала в блок? А если техника сама стреляет в мой отряд — бонус тоже работает? И если это тактика, она считается только пока идёт ВА?', 'ru', ['abilities.versus-timed', 'term.versus']),   # b12 #37  # noqa: E501
    ('Никто не захватил сектор — все карты разворачиваем. Наступающие тоже становятся готовыми? И эти карты лежат лицом вверх и на следующий ход, т.е. противник всю мою армию там видит заранее?', 'ru', ['resolution.no-capture', 'positions.ready']),   # b12 #41  # noqa: E501
    ('У атакующего не осталось карт ни в одном секторе (всё вынесли). Что тогда с фазой сражений — его сражения нет, а защищающийся своё всё равно проводит?', 'ru', ['battle-phase.no-sector', 'battle-phase.defender-battle']),   # b12 #45  # noqa: E501
    ('Корабль выложил рубашкой в сектор при регулярной высадке. Он улетает в зону флота только когда в ЭТОМ секторе будет сражение? А если в том секторе в этот ход боя не было — корабль так и лежит рубашкой и его нельзя юзать?', 'ru', ['ships.fleet', 'battle.preparation']),   # b12 #49  # noqa: E501
    ('Способность перемещает мой отряд в другой сектор. Он приходит туда готовым или в том же положении, в каком был (повёрнутый, наступающий)? И если там уже есть та же уникальная карта — что тогда?', 'ru', ['term.move', 'term.unique.check']),   # b12 #53  # noqa: E501
    ('«Посмотри 3 верхние карты своей колоды и положи их в любом порядке» — противник имеет право видеть эти карты? А «открой верхнюю карту» — это то же самое что бросок, и карта уходит в сброс?', 'ru', ['term.look-top', 'rolls']),   # b12 #57  # noqa: E501
    ('Если способность разворачивает наступающий отряд — он перестаёт наступать и снова может только наступать, а не штурмовать? И можно ли «развернуть» уже готовый отряд, чтобы просто выполнить условие карты?', 'ru', ['term.ready', 'positions.charging']),   # b12 #61  # noqa: E501
    ('Командная строка — это то, что внизу вверх ногами напечатано? Тип способности там определяется цветом кубика? И можно ли разыграть командную строку отряда, который уже стоит у меня в секторе?', 'ru', ['cards.command-line', 'cards.die', 'battle.command-hand']),   # b12 #65  # noqa: E501
    ('Кто считается «защищающейся картой» после блока — блокирующий или изначальная цель? У меня карта с текстом «когда этот отряд защищается…», и непонятно, срабатывает ли она, когда мой отряд встал в блок.', 'ru', ['term.attacking-card', 'battle.blocking']),   # b12 #69  # noqa: E501
]
