"""Set L of issue 28's players' questions (the aside half).

The lead's development material of the twelfth round: sets A12 and B12 (tests/rules/blind12/, two
authors, 140 questions, blind in the eleventh round and measured at its start and end only), split by
place within each file and language: the even-numbered entries of a language (its 1st, 3rd, ...) are
tuned on (questions_l.py), the odd-numbered kept aside (aside_l.py), whose misses are not read; only
its rates are measured. Do not edit an entry to make it pass.

Entries: (question, language, acceptable section ids); a subsection of an acceptable id counts.
"""

from __future__ import annotations

ASIDE_L = [
    # English
    ("He's going hand-to-hand on my command squad. My upside-down unit is only speed 1, can it still step in?", 'en', ['battle.blocking', 'battle.assault']),   # a12 #1  # noqa: E501
    ('I flipped my squad upside down last go. Can it shoot now or is it stuck doing melee only?', 'en', ['battle.shooting', 'positions.charging']),   # a12 #3  # noqa: E501
    ("Is there a max number of actions per battle? We've been going back and forth forever.", 'en', ['battle.combat.limit', 'battle.combat']),   # a12 #5  # noqa: E501
    ('I smashed his asset with damage to spare. Can I carry on into one of his units?', 'en', ['battle.assault.overrun-details', 'battle.assault.overrun']),   # a12 #7  # noqa: E501
    ('I shot his 3-armour dread for 2, it lived. Next shot do I only need 1 more?', 'en', ['battle.damage']),   # a12 #9
    ('He declared his shot, and we both have yellow cards to play. Who goes first, and can I play two in a row?', 'en', ['battle.tactics-window', 'battle.shooting']),   # a12 #11  # noqa: E501
    ("The yellow ability printed on my unit doesn't say unlimited. Can I pay for it twice during the same shot?", 'en', ['abilities.once-per-war-action', 'abilities.tactic', 'term.unlimited']),   # a12 #13  # noqa: E501
    ('Counting up: ive got 3 flags, hes got 3, secter needs 2. Who gets it?', 'en', ['resolution.capture', 'resolution.flags']),   # a12 #15  # noqa: E501
    ("Do I have to use the white-die cards in my command hand? I'd rather keep one of them quiet.", 'en', ['abilities.event', 'resolution.events']),   # a12 #17  # noqa: E501
    ('I turned my ship sideways to use it in the first battle. Does it straighten up for the second battle this turn?', 'en', ['ships.ready', 'end']),   # a12 #19  # noqa: E501
    ('My deck is 58 cards. Is that ok? And can I run 5 of the bikes?', 'en', ['deck.size']),   # a12 #21
    ('We both flipped a 4 for who attacks. Now what?', 'en', ['setup.attacker', 'rolls.ties']),   # a12 #23
    ('Can I dump all six cards from my hand face down into one sectr?', 'en', ['deployment.regular']),   # a12 #25
    ("This card says WA (4+): draw a card. How do I roll, we don't have any dice at the table?", 'en', ['rolls', 'rolls.test']),   # a12 #27  # noqa: E501
    ('He saw I rolled a 2 on my test and now wants to play a purple card to bump it. Is he allowed to after seeing it?', 'en', ['abilities.modifier', 'rolls.reactions']),   # a12 #29  # noqa: E501
    ('My unit says +2 firepower vs infantry. If his infantry charges in and hits me, do I still get the +2?', 'en', ['term.versus', 'abilities.versus-timed']),   # a12 #31  # noqa: E501
    ("My tank is already turned sideways from shooting. Can I still use its blue ability that doesn't ask me to turn it?", 'en', ['battle.wa-ability', 'positions.locked']),   # a12 #33  # noqa: E501
    ("Late game our decks got really thin. What actually happens when I have to draw six for my command hand and there are only 2 cards left — do I just take 2, do I lose, do I reshuffle the discard? And if my deck is at zero and some card makes me do a 4+ test, what's my roll?", 'en', ['deck.empty', 'rolls.empty-deck', 'term.hand.draw-six']),   # b12 #2  # noqa: E501
    ('first wave question: we deal the top card of the deck into each sector alternating, but what if the top card is a ship or an asset, not a unit? does it still go face up in the sector, and does teh ship jump to the fleet area right away or wait until a battle happens there?', 'en', ['deployment.first-wave', 'ships.fleet', 'cards.ship']),   # b12 #6  # noqa: E501
    ("My bikes with speed 3 want to block a shot from a speed 3 shooter. Equal speed isn't enough, right, it has to be strictly faster? And what about a unit that's already locked from shooting earlier in the battle — can it still throw itself in front?", 'en', ['battle.blocking', 'battle.shooting']),   # b12 #10  # noqa: E501
    ("Blocking an assault — my ready (not charging) terminators want to step in. Not allowed? And since speed doesn't matter for assaults, can a speed-1 charging dreadnought block an assault by speed-5 jump infantry?", 'en', ['battle.blocking', 'battle.assault']),   # b12 #14  # noqa: E501
    ('When I send a unit to charge, is that literally my entire war action with nothing else happening? Does a charge open a tactics window where my opponent could lock my unit before it actually becomes charging?', 'en', ['battle.charge', 'battle.tactics-window', 'battle.combat']),   # b12 #18  # noqa: E501
    ('Overrun math question. Assault 6 into armor 3, the target dies. Is my leftover 3 (6 minus 3)? And if the damage exactly equals the armor, do I get an overrun with 0, or no overrun at all?', 'en', ['battle.assault.overrun-details', 'battle.assault.overrun']),   # b12 #22  # noqa: E501
    ("I assaulted an asset (armor 2) with assault 7 and smashed it. I've got 5 spare — can I carry that into a unit behind it? I thought assets were fair targets for everything.", 'en', ['battle.assault.overrun', 'battle.assault']),   # b12 #26  # noqa: E501
    ("Special assault edge case: he blocks my special assault with a charging unit, I kill the blocker with 2 left over. Do I now choose between overrun OR the special effect? And if I don't kill the blocker at all, do I still get the special effect afterwards?", 'en', ['battle.special-assault.blocked', 'battle.special-assault', 'battle.assault.overrun']),   # b12 #30  # noqa: E501
    ("A tactic printed on a unit is once per war action. So if my assault goes into an overrun and there's another tactics window there, can I use that same unit's tactic again in the overrun, or is the overrun still the same war action for that purpose?", 'en', ['abilities.once-per-war-action', 'abilities.tactic', 'battle.assault.overrun-details']),   # b12 #34  # noqa: E501
    ('Modifier timing: my opponent makes a test and gets a 5. Can I wait to see the 5 before playing my -1 modifier? And if his card makes ME do the test, whose roll is it when deciding who gets to modify first?', 'en', ['abilities.modifier.before', 'abilities.modifier', 'rolls.reactions']),   # b12 #38  # noqa: E501
    ("Paying costs in order: 'WA lock a charging unit of yours, (4+): destroy an enemy unit'. If I fail the 4+, is my unit still locked? And does my opponent get his tactics before I pay, or only after the whole cost is paid?", 'en', ['abilities.cost', 'abilities.timing', 'abilities.procedure']),   # b12 #42  # noqa: E501
    ("An asset of mine in the sector has an E: ability printed on it. Does it go off at the end of every battle fought in that sector, even though it's not in my command hand? And on order — if I'm the defender, the attacker's events resolve first, so can his events knock my flags down before mine even get resolved?", 'en', ['resolution.events.in-play', 'resolution.events', 'abilities.event']),   # b12 #46  # noqa: E501
    ('When I capture a sector, what happens to MY stuff in there — discarded as well, or back to hand? And any face-down cards still sitting there from deployment, are those trashed too?', 'en', ['resolution.capture-cleanup', 'resolution.capture']),   # b12 #50  # noqa: E501
    ("card says 'destroy target card'. Can I point that at his battle barge sitting in his fleet area? or do ships only get hit by stuff that literally says ship", 'en', ['ships.not-cards', 'ships.no-attack']),   # b12 #54  # noqa: E501
    ('Weird game: turn 6, nobody has captured anything, both decks are empty and nobody has a unit left on the table. Do we just keep going forever untill someone concedes, or is it a draw at some point?', 'en', ['end.stalemate', 'end.turn-four', 'deck.empty']),   # b12 #58  # noqa: E501
    ("'During preparation' abilities — are they done before or after checking whether the opponent has any cards in the sector? If he has nothing there, does my prep ability still go off before we skip to resolution?", 'en', ['battle.preparation.abilities', 'battle.preparation']),   # b12 #62  # noqa: E501
    ("Card says 'deal 3 damage to an enemy unit'. Is that an attack? Meaning can it be blocked by a faster unit, and does a counter-attack unit hit back at whatever dealt it?", 'en', ['battle.damage.by-ability', 'term.attack', 'term.counter-attack']),   # b12 #66  # noqa: E501
    # Russian
    ('Второй ход начался. Опять кладём по одной карте с верха колоды в каждый сектор, или сразу берём руку?', 'ru', ['deployment.each-turn', 'deployment.first-wave']),   # a12 #36  # noqa: E501
    ('Карты, которые я положил рубашкой вверх, когда их переворачивать в открытую?', 'ru', ['battle.preparation']),   # a12 #38  # noqa: E501
    ('У моего отряда в секторе внизу перевёрнутый текст. Могу его сыграть в бою, раз отряд лежит передо мной?', 'ru', ['battle.command-hand', 'cards.command-line']),   # a12 #40  # noqa: E501
    ('У меня карта «уничтожь один отряд противника». Можно ей снести его отряд в соседнем секторе, где боя нет?', 'ru', ['battle.scope']),   # a12 #42  # noqa: E501
    ('Я атакующий, но у меня не осталось карт ни в одном секторе. Что тогда с фазой сражений?', 'ru', ['battle-phase.no-sector', 'battle-phase.attacker-battle']),   # a12 #44  # noqa: E501
    ('Мой отряд уже повёрнут боком. Он ещё может блокировать?', 'ru', ['battle.blocking', 'positions.locked']),   # a12 #46  # noqa: E501
    ('Карта противника заставила мой отряд наступать. Теперь я им могу штурмовать, как будто сам наступил?', 'ru', ['battle.charge.by-ability']),   # a12 #48  # noqa: E501
    ('На мой отряд с огневой 2 сыграли -3 к огневой. Получается -1, и он что, лечит цель?', 'ru', ['cards.stats.minimum', 'cards.stats']),   # a12 #50  # noqa: E501
    ('У дридноута нет флага в углу. Он сектор захватить может?', 'ru', ['term.flagless', 'cards.flags']),   # a12 #52
    ('Карта говорит найти отряд в колоде и внедрить. Колоду потом надо пермешать? И показывать противнику что нашёл?', 'ru', ['term.infiltrate.search', 'setup.shuffle']),   # a12 #54  # noqa: E501
    ('Карта противника: «сбрось 2 карты». Это с руки или сверху колоды? И если у меня в руке одна карта, она вообще играется?', 'ru', ['term.discard', 'abilities.procedure']),   # a12 #56  # noqa: E501
    ('После 4-го хода у меня сектор на 3 флага и у него сектор на 3 флага. Ничья?', 'ru', ['end.tied-sectors', 'end.turn-four']),   # a12 #58  # noqa: E501
    ('На карте написано 1-2 одно, 3-4 другое, 5-6 третье. Как это отыгрывать?', 'ru', ['rolls.variable.reading', 'rolls.variable']),   # a12 #60  # noqa: E501
    ('У него отряд с текстом что его нельзя блокировать. А если я тактикой дам своему +скорость, всё равно нельзя?', 'ru', ['abilities.restriction', 'battle.blocking']),   # a12 #62  # noqa: E501
    ('Способность «нанеси 3 повреждения» по отряду с контратакой. Он мне отвечает?', 'ru', ['battle.damage.by-ability', 'term.counter-attack']),   # a12 #64  # noqa: E501
    ('На отряде «Во время подготовки...». Это когда именно, до того как открываем карты или после?', 'ru', ['battle.preparation.abilities', 'battle.preparation']),   # a12 #66  # noqa: E501
    ('Карта «отряд получает +2 к броне до конца хода». Во втором сражении этого хода бонус ещё есть?', 'ru', ['abilities.duration-turn']),   # a12 #68  # noqa: E501
    ('Когда вообще положено тасовать колоду — только в начале партии или ещё после поиска карты для внедрения? И можно ли сдвинуть колоду противника после того, как он перемешал?', 'ru', ['setup.shuffle', 'term.infiltrate.search']),   # b12 #3  # noqa: E501
    ('При регулярнной высадке кладём по одной карте рубашкой вверх по очереди. Если у меня карты кончились раньше, противник дальше выкладывает все оставшиеся подряд? И можно ли сложить все шесть в один сектор?', 'ru', ['deployment.regular']),   # b12 #7  # noqa: E501
    ('Если у меня и у противника в одном секторе по Абаддону — оба уходят в руку? А если я внедряю своего Абаддона туда, где уже стоит его Абаддон, — уничтожается его копия или ничего не происходит, раз карты разных игроков?', 'ru', ['term.unique', 'term.unique.which-stays', 'term.infiltrate']),   # b12 #11  # noqa: E501
    ('Есть ли ограничение на число ВА за одно сражение? У нас партия затянулась: противник раз за разом юзал ВА-способность корабля, в которой нет поворота, и так по кругу.', 'ru', ['battle.combat.limit', 'battle.wa-ability', 'ships.use']),   # b12 #15  # noqa: E501
    ('Когда играю ВА-карту с командной руки, пока идут тактики, она лежит на столе. Она считается картой в игре? Её можно уничтожить или отменить тактикой? И в какой точно момент она уходит в сброс?', 'ru', ['battle.wa-card.discard', 'abilities.cancel', 'battle.wa-card']),   # b12 #19  # noqa: E501
    ('Отряд уничтожен, и мы оба хотим сыграть реакцыи на это. Кто реагирует первым? И можно ли ответить реакцией на реакцию противника, или каждый играет по одной и всё?', 'ru', ['abilities.reaction']),   # b12 #23  # noqa: E501
    ('Т: любой отряд получает +d6 к броне — бросок делается сразу при розыгрыше тактики или уже при нанесении повреждений? И кто бросает, если я кидаю эту тактику на чужой отряд — я или хозяин отряда?', 'ru', ['rolls.d6', 'abilities.modifier.before']),   # b12 #27  # noqa: E501
    ('Текст на карте сектора — кто им пользуется, оба игрока? И действует ли он, пока сражение идёт в другом секторе?', 'ru', ['abilities.sector', 'abilities.rule-change']),   # b12 #31  # noqa: E501
    ('У отряда написано «не может быть заблокирован». А в прорыве его блокнуть можно? И если написано «не может быть целью стрельбы» — можно его достать способностью «нанеси 3 повреждения»?', 'ru', ['abilities.restriction', 'battle.damage.by-ability']),   # b12 #35  # noqa: E501
    ('Бесфлаговые ваще ничего не дают при захвате? Если у меня в секторе только бесфлаговые отряды и ресурс с 2 флагами, а у противника никого — я беру сектор, которому надо 2 флага?', 'ru', ['term.flagless', 'resolution.flags', 'resolution.capture']),   # b12 #39  # noqa: E501
    ('Атакующий захватил сектор в своём сражении. У меня карты остались только в одном другом секторе — я обязан там воевать? А если у атакующего там вообще ничего нет — сразу к определению победителя и я могу захватить без боя?', 'ru', ['battle-phase.defender-battle', 'battle.preparation', 'resolution.capture']),   # b12 #43  # noqa: E501
    ('Если атакующий захватил второй сектор в своём сражении — игра заканчивается сразу, или защищающийся ещё проводит своё сражение и может тоже взять второй сектор (и тогда ничья?)', 'ru', ['end.victory', 'resolution.capture']),   # b12 #47  # noqa: E501
    ('Способность «внедри отряд из колоды» — ищу в колоде, подходящего нет. Способность просто не сработала, а цена уже потрачена? И колоду после поиска надо перемешивать, даже если ничего не нашёл?', 'ru', ['term.infiltrate.search', 'term.infiltrate', 'abilities.cost']),   # b12 #51  # noqa: E501
    ('Карта возвращает отряд противника в руку. Во время сражения это в командную руку или куда? И может он потом в этом же бою сыграть командную строку этой карты?', 'ru', ['term.return', 'term.hand']),   # b12 #55  # noqa: E501
    ('«Противник сбрасывает 2 карты» — кто выбирает, какие сбрасить, он или я? И если у него всего одна карта в руке, я всё равно могу это сыграть?', 'ru', ['term.discard.choice', 'abilities.procedure', 'term.discard']),   # b12 #59  # noqa: E501
    ('Постоянная способность ресурса работает только в его секторе или везде? И работает ли она, пока карта лежит рубашкой вверх в секторе, где ещё не было боя?', 'ru', ['abilities.constant', 'battle.scope']),   # b12 #63  # noqa: E501
    ('События ведь обязательные. Даже если событие бьёт по мне самому? А если в командной руке событие, условие которого не выполняется, — что с ним, просто сбрасывается?', 'ru', ['abilities.event', 'resolution.events']),   # b12 #67  # noqa: E501
]
