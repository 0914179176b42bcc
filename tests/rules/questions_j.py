"""Set J of issue 28's players' questions (the tuning half).

The lead's development material of the sixth round (two authors' sets, a10 and b10, blind in the
fifth round, measured at its start and end; 140 questions), split by their place in each file: the
even-numbered entries are tuned on (questions_j.py), the odd-numbered kept aside (aside_j.py). Do not copy an entry
into a section's questions.

Entries: (question, language, acceptable section ids); a subsection of an acceptable id counts.
"""

from __future__ import annotations

TUNE_J = [
    # English
    ('my bikes have speed 3 and the tactical squad shooting at my dreadnought is speed 3 too. can the bikes jump in and block?', 'en', ['battle.blocking', 'battle.shooting']),   # a10 #0  # noqa: E501
    ('Playing Traitors - am I allowed to put the cards with the scales symbol in my deck?', 'en', ['deck.sides', 'cards.sides']),   # a10 #2  # noqa: E501
    ('first wave - do I place the cards from my hand or straight off the top of the deck? and face up or face down?', 'en', ['deployment.first-wave', 'deployment']),   # a10 #4  # noqa: E501
    ('My unit is upside down (charging). Can it still shoot this war action or only assault?', 'en', ['battle.shooting', 'positions.charging']),   # a10 #6  # noqa: E501
    ('I assaulted their asset (armor 2) with assault 5 and killed it. Can I overrun the 3 leftover damage into a unit?', 'en', ['battle.assault.overrun-details', 'battle.assault.overrun']),   # a10 #8  # noqa: E501
    ('can i shoot or assault the ship he has sitting in his fleet area?', 'en', ['ships.no-attack', 'battle.targets']),   # a10 #10  # noqa: E501
    ("Card says 'destroy one card'. Does that let me kill his battle barge?", 'en', ['ships.not-cards', 'ships']),   # a10 #12  # noqa: E501
    ('T (X+): any unit gets +X firepower. The card never says what X is, so what number do I use?', 'en', ['term.x.free-range', 'term.x']),   # a10 #14  # noqa: E501
    ('My unit has +2 firepower versus infantry. If an infantry squad is the one attacking me, do I still get the bonus?', 'en', ['term.versus']),   # a10 #16  # noqa: E501
    ('My deck is empty and I have to make a test roll. What happens?', 'en', ['rolls.empty-deck', 'rolls']),   # a10 #18
    ('Sector needs 4 flags. After events I have 4 flags there and my opponent has 4 too. Who takes it?', 'en', ['resolution.capture', 'resolution.no-capture']),   # a10 #20  # noqa: E501
    ('after turn four we each hold one captured sector and both sectors need the same number of flags. who won?', 'en', ['end.tied-sectors', 'end.turn-four']),   # a10 #22  # noqa: E501
    ("I'm the defender. Can I pick the same sector the attacker just fought over for my battle?", 'en', ['battle-phase.defender-battle', 'battle-phase']),   # a10 #24  # noqa: E501
    ('An ability moves my charging unit to another sector. Does it stay charging over there, and is it still part of this battle?', 'en', ['term.move']),   # a10 #26  # noqa: E501
    ('Card says look at the top 3 cards of your deck and put them back in any order. does my opponent get to see them?', 'en', ['term.look-top']),   # a10 #28  # noqa: E501
    ("His unit 'cannot be blocked'. Can I still block it with my charging bikes if I play a tactic first?", 'en', ['abilities.restriction']),   # a10 #30  # noqa: E501
    ("I got +2 armor 'until the end of the turn' in the attacker's battle. Does it still count in the defender's battle later the same turn?", 'en', ['abilities.duration-turn']),   # a10 #32  # noqa: E501
    ('Do I get to shuffle my opponents deck before we start? newcomer here, not sure how it works at tournaments', 'en', ['setup.shuffle', 'setup']),   # a10 #34  # noqa: E501
    ('min deck size? and is it 3 or 4 copies max per card', 'en', ['deck.size', 'deck']),   # b10 #0
    ('at the start we both flipped our top card and both showed a 3. who picks attacker?? also does the flipped card get discarded or go back on the deck', 'en', ['setup.attacker', 'rolls.ties']),   # b10 #2  # noqa: E501
    ('first wave: is it 1 card per sector per player straight off the top of the deck, face up? and who goes first', 'en', ['deployment.first-wave', 'deployment']),   # b10 #4  # noqa: E501
    ('can a charging unit shoot or does it have to assault', 'en', ['battle.shooting', 'battle.combat']),   # b10 #6
    ('overrun - can i chain it, like kill one, overrun, kill another, overrun again in the same WA?', 'en', ['battle.assault.overrun-details', 'battle.assault.overrun']),   # b10 #8  # noqa: E501
    ("opp blocks my special assault with their bikes, does my 'A: opponent discards 3 cards' still happen or is it just gone", 'en', ['battle.special-assault.blocked', 'battle.special-assault']),   # b10 #10  # noqa: E501
    ('do ships unlock at the end of each battle like units or only at end of turn', 'en', ['ships.ready', 'end']),   # b10 #12  # noqa: E501
    ('all my guys in the sector are locked, nothing ready or charging. can i bail out of the fight? what happens to my stuff there', 'en', ['battle.retreat', 'battle.combat']),   # b10 #14  # noqa: E501
    ('shot their dread (armor 3) for 2, then shot it again next WA for 2 more. is it dead now, does dmg stack?', 'en', ['battle.damage', 'battle.shooting']),   # b10 #16  # noqa: E501
    ('we both want to modify the same roll, who plays their M first', 'en', ['abilities.modifier', 'rolls.reactions']),   # b10 #18  # noqa: E501
    ("can I play 'WA: lock one enemy unit' when every enemy unit is already locked? just to get rid of it", 'en', ['abilities.procedure']),   # b10 #20  # noqa: E501
    ("deck's empty and a card wants me to roll for a test. what now", 'en', ['rolls.empty-deck', 'deck.empty']),   # b10 #22  # noqa: E501
    ('2 copies of the same unique unit ended up in one sector after deploy. whats the fix', 'en', ['term.unique.check', 'term.unique']),   # b10 #24  # noqa: E501
    ('end of turn 4, nobody has 2 sectors. i hold a sector that needs 5 flags, they hold one that needs 4. i win right? and what if nobody captured anything at all, do we just keep going turn 5, 6...?', 'en', ['end.turn-four', 'end.victory']),   # b10 #26  # noqa: E501
    ('flags 3 v 3 in a sector that needs 3. who captures', 'en', ['resolution.capture', 'resolution.flags']),   # b10 #28  # noqa: E501
    ('can armor go below zero with -armor effects? like armor 1 and -2', 'en', ['cards.stats.minimum', 'cards.stats']),   # b10 #30  # noqa: E501
    ('defenders battle: can they pick the same sector the attacker just fought over', 'en', ['battle-phase.defender-battle', 'battle-phase']),   # b10 #32  # noqa: E501
    ('infiltrate - does the unit come in ready or charging? and what if I infiltrate a ship mid battle', 'en', ['term.infiltrate', 'ships.fleet']),   # b10 #34  # noqa: E501
    # Russian
    ('у меня в секторе остались только повернутые отряды, могу я отступить? и что будет с моими картами там', 'ru', ['battle.retreat']),   # a10 #36  # noqa: E501
    ('У тактического отряда напечатана Т-способность без «Неограниченно». Могу её сыграть два раза за одну ВА?', 'ru', ['abilities.once-per-war-action', 'abilities.tactic']),   # a10 #38  # noqa: E501
    ('Ключевое слово на карте написано обычным шрифтом, не жирным. Оно вообще что-то делает?', 'ru', ['cards.keywords']),   # a10 #40  # noqa: E501
    ('можно юзать командную строку отряда, который лежит в секторе, а не в руке?', 'ru', ['cards.command-line', 'battle.command-hand']),   # a10 #42  # noqa: E501
    ('Что значит цвет кубика внизу карты? у меня синий и жёлтый', 'ru', ['abilities.types', 'cards.die']),   # a10 #44
    ('как читать переменный бросок? на карте расписано что при 1-2 одно, при 3-6 другое', 'ru', ['rolls.variable.reading', 'rolls.variable']),   # a10 #46  # noqa: E501
    ('«Сбрось 2 карты» — кто выбирает, какие карты уходят, я или противник?', 'ru', ['term.discard.choice', 'term.discard']),   # a10 #48  # noqa: E501
    ('На карте «ВА Поверни 2 своих наступающих отряда, (3+): ...». Что раньше: поворачивать отряды или кидать тест?', 'ru', ['abilities.cost', 'abilities.timing']),   # a10 #50  # noqa: E501
    ('сыграл ВА-карту с руки — она сразу в сброс или лежит на столе пока всё не разыграется?', 'ru', ['battle.wa-card.discard', 'battle.wa-card']),   # a10 #52  # noqa: E501
    ('У карты написано «Во время подготовки…». В какой момент подготовки это делается, до того как корабли уходят во флот?', 'ru', ['battle.preparation.abilities', 'battle.preparation']),   # a10 #54  # noqa: E501
    ('Его стреляющий отряд уничтожили моей тактикой в окне тактик. Урон по моему отряду всё равно проходит?', 'ru', ['term.destroy.early', 'term.destroy']),   # a10 #56  # noqa: E501
    ('Способность карты нанесла урон отряду с контратакой. Он отвечает контратакой или нет, раз это не атака?', 'ru', ['battle.damage.by-ability', 'term.counter-attack']),   # a10 #58  # noqa: E501
    ('Я захватил сектор. Куда деваются мои отряды и ресурсы, которые там стояли, и его тоже?', 'ru', ['resolution.capture-cleanup', 'resolution.capture']),   # a10 #60  # noqa: E501
    ('При подсчёте флагов события с карт в игре (не с руки) тоже срабатывают? С каких именно?', 'ru', ['resolution.events.in-play', 'resolution.events']),   # a10 #62  # noqa: E501
    ('Способность даёт внедрить отряд из колоды. Мне искать по всей колоде и потом тасовать?', 'ru', ['term.infiltrate.search', 'term.infiltrate']),   # a10 #64  # noqa: E501
    ('У меня закончилась колода посреди игры, надо набрать руку из шести. Я проиграл?', 'ru', ['deck.empty']),   # a10 #66  # noqa: E501
    ('На регулярной высадке можно все шесть карт закинуть в один сектор? И их кладут рубашкой вверх?', 'ru', ['deployment.regular', 'deployment']),   # a10 #68  # noqa: E501
    ('на 2м ходу высадка опять с первой волной сверху колоды? или только с руки', 'ru', ['deployment.each-turn', 'deployment']),   # b10 #36  # noqa: E501
    ('сыграл ВА-карту с командной руки, она куда — сразу в сброс или лежит на столе пока ВА не кончится?', 'ru', ['battle.wa-card.discard', 'battle.wa-card']),   # b10 #38  # noqa: E501
    ('можно ли повернуть уже повернутую карту чтобы оплатить стоимость способности', 'ru', ['positions.locked', 'term.lock']),   # b10 #40  # noqa: E501
    ('переменный бросок как читать, там на карте типа 1-2 одно, 3-4 другое, 5-6 третье', 'ru', ['rolls.variable.reading', 'rolls.variable']),   # b10 #42  # noqa: E501
    ('фиолетовый модификатор можно кинуть ДО того как узнал результат? и чей тогда бросок он меняет', 'ru', ['abilities.modifier.before', 'abilities.modifier']),   # b10 #44  # noqa: E501
    ('стреляю, а противник тактикой уничтожил мой стреляющий отряд до нанесения повреждений. выстрел проходит или всё?', 'ru', ['term.destroy.early', 'term.destroy']),   # b10 #46  # noqa: E501
    ('«посмотри 3 верхние карты своей колоды» — их можно переставлять или кладу как лежали? показывать оппу надо?', 'ru', ['term.look-top']),   # b10 #48  # noqa: E501
    ('набираю командную руку, а у меня уже 2 карты на руке остались. добираю до 6 или беру ещё 6?', 'ru', ['term.hand.draw-six', 'battle.command-hand']),   # b10 #50  # noqa: E501
    ('эффекты «во время подготовки» есть у обоих игроков — кто первый выполняет и в каком порядке', 'ru', ['battle.preparation.abilities', 'battle.preparation']),   # b10 #52  # noqa: E501
    ('«уничтожь одну карту противника» — можно этим снести его корабль?', 'ru', ['ships.not-cards', 'ships.no-attack']),   # b10 #54  # noqa: E501
    ('отряд «не может быть заблокирован», а противник всё равно хочет блокнуть своими мотиками. никак?', 'ru', ['abilities.restriction', 'battle.blocking']),   # b10 #56  # noqa: E501
    ('сколько ВА за бой можно заявить, лимит есть?', 'ru', ['battle.combat.limit', 'battle.combat']),   # b10 #58
    ('могу ли я стрельнуть по своему же отряду? ну чтоб он сдох и что-то там триггернул', 'ru', ['battle.targets', 'battle.shooting']),   # b10 #60  # noqa: E501
    ('события в конце боя — какие карты в игре дают свои С:, только те что в этом секторе или вообще все включая корабли?', 'ru', ['resolution.events.in-play', 'resolution.events']),   # b10 #62  # noqa: E501
    ('сектор захватили — куда деваются карты, что там лежали, и можно ли туда потом высаживаться', 'ru', ['resolution.capture-cleanup', 'resolution.capture']),   # b10 #64  # noqa: E501
    ('короче ситуация, конец боя, считаем флаги: у меня два отряда по флагу и ресурс с флагом, у него 3 флага, сектор требует 3. потом он вскрывает руку и событием даёт себе +1 флаг, а у меня событий нет. кто берёт сектор и в каком порядке вообще всё это считается, атакующий первый?', 'ru', ['resolution.capture', 'resolution.events', 'resolution.flags']),   # b10 #66  # noqa: E501
    ('патовая ситуация, никто ничего не может изменить... это ничья?', 'ru', ['end.stalemate', 'end']),   # b10 #68
]
