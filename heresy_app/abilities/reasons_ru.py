"""The Russian of each reason the ability language gives for refusing a text (issue 24, g15; issue 25:
split out of reasons.py, which words a reason with :func:`reasons.reason`): the English reason as raised
-> its Russian."""

from __future__ import annotations

__all__ = ["REASONS_RU"]

REASONS_RU: dict[str, str] = {
    "'for every N' counts groups of two cards or more":   # g13b
        '«за каждые N» считает группы из двух карт или больше',
    "'for every N' counts cards in groups":   # g13b
        '«за каждые N» считает карты группами',
    "the cards of a pile are counted as the pile's":   # g13b
        'карты стопки считаются как карты этой стопки',
    "'a number of cards equal to' names a number":   # g13b
        '«число карт, равное ...» называет число',
    "one statistic is changed twice in one clause":   # g13a
        'одна характеристика изменена дважды в одном предложении',
    "an amount's alternative follows one change":   # g13a
        'другое значение следует за одним изменением',
    "an amount's alternative follows a change of a statistic or of a roll":   # g13a
        'другое значение следует за изменением характеристики или броска',
    "an amount's alternative for a roll is said on a condition of a player":   # g13a
        'другое значение для броска зависит от условия об игроке',
    "a change of another statistic with a condition: one more change, or instead?":   # g13a
        'изменение другой характеристики с условием: ещё одно изменение или вместо первого?',
    "'... may charge' is said of a card of yours: another player's card charges at his choice":   # g13a
        '«... может наступать» говорится о твоей карте: карта другого игрока наступает по его выбору',
    "the least X can be is said of an X the text does not define":   # g21a
        'наименьшее значение Х названо для Х, который текст не определяет',
    "the least X can be is said twice":   # g21a
        'наименьшее значение Х названо дважды',
    "the least X can be is more than the most it can be":   # g21a
        'наименьшее значение Х больше наибольшего',
    "a card is chosen from your own discard pile":   # g20c (the lead added the Russian)
        'карту выбирают только из своего сброса',
    "the cards counted in a discard pile are of the pile's owner":   # g20c (the lead added the Russian)
        'карты, подсчитанные в сбросе, принадлежат владельцу сброса',
    "a change with no verb names its cards with no word saying which or whose: "
    "the card's own keywords and bonus, one card or all?":   # the lead, session 7
        'изменение без глагола называет карты без слова «какие» или «чьи»: это ключевые слова и бонус '
        'самой карты, одна карта или все?',
    "a capture's condition names the cards its player must have":   # g12
        'условие захвата называет карты, которые должны быть у игрока',
    "a capture's condition is a constant's, of whichever player captures":
        'условие захвата — постоянное, для любого захватывающего игрока',
    "a capture's condition counts the capturing player's own cards in the sector":
        'условие захвата считает карты самого захватывающего игрока в секторе',
    "a capture's condition is a constant's or a sector's":
        'условие захвата бывает только у постоянной способности или у сектора',
    "'when it is shot at / assaulted' changes the armor of the card attacked":   # g14
        '«когда в него стреляют / его штурмуют» меняет броню атакованной карты',
    'a role is named twice':
        'роль названа дважды',
    "a count is needed unless the quantity is 'all'":
        'нужно число, если не сказано «все»',
    'a whole hand is discarded without a number or a chooser':
        'вся рука сбрасывается без числа и без того, кто выбирает',
    'a change counts versus one description of cards':
        'изменение действует против одного описания карт',
    'a change versus a role is not read':
        'изменение против роли не читается',
    "versus one keyword is kept in 'versus'":
        '«против» одного ключевого слова хранится в «против»',
    'a change counts versus a kind of attack or versus cards, not both':
        'изменение действует против вида атаки или против карт, но не против обоих',
    'a change counts versus a keyword or versus this card, not both':
        'изменение действует против ключевого слова или против этой карты, но не против обоих',
    'this card does not fight itself':
        'эта карта не сражается сама с собой',
    "only 'cannot be blocked by ...' names a keyword":
        'ключевое слово называет только «не может быть заблокирован ...»',
    "only 'cannot be blocked / shot at / assaulted by ...' names who may not":
        'кто не может, называет только «не может быть заблокирован / обстрелян / атакован штурмом ...»',
    "only 'may block shooting as if its speed were N' names a speed":
        'скорость называет только «может блокировать стрельбу, как если бы его скорость была N»',
    "only 'may make up to N overruns' names a number of times":
        'число раз называет только «может совершить до N прорывов»',
    "only 'cannot be the target of ...', 'cannot be readied by ...' and 'cannot be destroyed by ...' name abilities":
        'способности называют только «не может быть целью ...», «не может быть развернут ...» и «не может быть уничтожен ...»',
    "only 'not readied at the end of the turn' names the end of the turn":
        'конец хода называет только «не разворачивается в конце хода»',
    "'by enemy abilities' names abilities":
        '«способностями противника» называет способности',
    'only a constant bars a kind of card from being infiltrated into its sector':
        'запретить внедрять вид карт в свой сектор может только постоянная способность',
    'only a rule about abilities names which abilities':
        'какие способности, называет только правило о способностях',
    "a command hand's change names whose hand and how many cards":
        'изменение командной руки называет, чья это рука и сколько карт',
    "a command hand's size is a constant's change, or a preparation ability's for the battle":
        'размер командной руки меняет постоянная способность или способность подготовки на это сражение',
    'a swap names two different stats':
        'обмен называет две разные характеристики',
    'a swap of places is between two cards':
        'обмен местами происходит между двумя картами',
    'a swap of places names a card in another sector':
        'обмен местами называет карту в другом секторе',
    'a ship from your hand or discard pile is put into your fleet area locked':
        'корабль из твоей руки или сброса кладётся в твою зону флота повёрнутым',
    "'from among the top N cards' says how many":
        '«из N верхних карт» говорит, сколько карт',
    'only the top cards looked at have a rest':
        'остаток есть только у просмотренных верхних карт',
    'a roll changes by 1 or more':
        'бросок меняется на 1 или больше',
    "'where ...' describes another sector":
        '«где ...» описывает другой сектор',
    'only the top cards of a deck are put somewhere after they are shown':
        'куда-то после показа кладутся только верхние карты колоды',
    'your own card shown is put somewhere by an effect of its own (RevealedCard)':
        'показанную свою карту кладёт куда-то отдельный эффект (RevealedCard)',
    'only a look that takes cards into the hand says what happens to the rest':
        'что делать с остальными, говорит только просмотр, после которого карты берутся в руку',
    "'up to N of them' is said of the cards taken into the hand":
        '«до N из них» говорится о картах, взятых в руку',
    "'in any order' is said of the rest put on the bottom":
        '«в любом порядке» говорится об остальных картах, положенных под низ',
    "'unless you ...' names cards you discard":
        '«если только ты не ...» называет карты, которые ты сбрасываешь',
    'the ranges of a variable roll must go up without overlapping':
        'диапазоны переменного броска должны идти по возрастанию и не пересекаться',
    "'this card' in a trigger is your own card, with no other description":
        '«эта карта» в условии реакции — твоя собственная карта, без другого описания',
    'only an ability names who used it':
        'кто её использовал, называет только способность',
    "'by shooting / assault / an ability' says how a card is destroyed, attacked, locked or readied":
        '«стрельбой / штурмом / способностью» говорит, как карта уничтожена, атакована, повёрнута или развёрнута',
    "'by an attack' says how a card is destroyed":   # g14a
        '«атакой» говорит, как карта уничтожена',
    'only an attack is blocked':
        'блокируют только атаку',
    'a block names the attack or the other unit, not both':
        'блок называет атаку или другой отряд, но не то и другое',
    'an attack is no ability':
        'атака — не способность',
    'this event has no other card':
        'у этого события нет другой карты',
    'the other card of an event done by an ability cannot be said yet':
        'другую карту события, вызванного способностью, пока назвать нельзя',
    'this card cannot be both cards of the event':
        'эта карта не может быть обеими картами события',
    "'another unit of yours' is your own card other than this one":
        '«другой твой отряд» — твоя карта, кроме этой',
    "a player's action names no card":
        'действие игрока не называет карту',
    'only a card played from the command hand is a tactic, a reaction, ...':
        'тактика, реакция, ... — только карта, сыгранная из командной руки',
    'a role is said of the card destroyed':
        'роль говорится об уничтоженной карте',
    "'this card' is your own card, with no other description":
        '«эта карта» — твоя собственная карта, без другого описания',
    "a blocking unit becomes the defending one: say 'defending against ...'":
        'блокирующий отряд становится защищающимся: скажи «защищаясь от ...»',
    "'if you do' says what follows":
        '«если ты это сделаешь» говорит, что следует дальше',
    "the opponent's own part is carried out by the opponent":
        'свою часть противник выполняет сам',
    'a replacement is a constant or a reaction':
        'замена — постоянная способность или реакция',
    'a constant ability has no costs':
        'у постоянной способности нет стоимости',
    'only a card shown on top of a deck is put into the discard pile this way':
        'так в сброс кладётся только карта, показанная с верха колоды',
    'a unit becomes the defending unit by a tactic or a reaction, while an attack is under way':
        'отряд становится защищающимся благодаря тактике или реакции, пока идёт атака',
    'a lasting reduction of damage is read in a constant only':
        'длительное уменьшение повреждений читается только в постоянной способности',
    'only a constant says what a printed number is':
        'что значит напечатанное число, говорит только постоянная способность',
    "a constant's flags as counted are this card's, or every card's of a kind, while it is in play":
        'флаги постоянной способности — этой карты или каждой карты вида, пока она в игре',
    'a constant that takes a keyword away is not read':
        'постоянная способность, отнимающая ключевое слово, не читается',
    "a command hand's size is changed by a constant, or during preparation for the battle":
        'размер командной руки меняет постоянная способность или способность во время подготовки к сражению',
    "a rule change a constant makes holds while its card does; a typed ability's says how long it lasts":
        'изменение правила от постоянной способности действует, пока есть её карта; у способности с типом сказано, сколько оно длится',
    "a constant restriction is this card's, or a scope's, for as long as it is in play":
        'постоянный запрет относится к этой карте или к группе карт, пока она в игре',
    'a restriction an ability gives names its cards and how long it lasts':
        'запрет, который даёт способность, называет свои карты и сколько он длится',
    'only a reaction to a card played, an ability used, an attack or an overrun cancels it':
        'отменяет только реакция на сыгранную карту, использованную способность, атаку или прорыв',
    # g16: attacks as nouns
    'only a tactic or a reaction is used while an attack is under way':
        'во время атаки используются только тактика или реакция',
    'whose attacks cannot be blocked: a card, or every card of a kind':
        'чьи атаки нельзя заблокировать: одна карта или все карты какого-то вида',
    "'not one' is the only number here":
        'здесь возможно только «ни один»',
    'only a modifier is played before the result of a roll is known':
        'до того, как известен результат броска, играется только модификатор',
    'only an ability a player chooses to use is limited to once per battle or turn':
        '«один раз за сражение или ход» ограничивает только способность, которую игрок решает использовать',
    "'if the test fails' needs a test among the costs":
        '«если тест провален» требует теста среди стоимости',
    'a roll is made twice only by a modifier played before the result is known':
        'бросок делается дважды только модификатором, сыгранным до того, как известен результат',
    "cards compared with X need an X the ability defines (not a chosen card's)":
        'карты, сравниваемые с Х, требуют Х, который задаёт способность (не Х выбранной карты)',
    "'X cannot be more than ...' needs an X in a cost or effect":
        '«Х не может быть больше ...» требует Х в стоимости или эффекте',
    "'the die of the discarded card' needs a discard among the costs":
        '«кубик сброшенной карты» требует сброса среди стоимости',
    "a condition on the roll is a modifier's, or a reaction's to a roll":
        'условие на бросок бывает у модификатора или у реакции на бросок',
    "'if it is ...' names a card the choice cannot take":
        '«если это …» называет карту, которую выбор взять не может',
    'a choice compared with X is not read: only every card of a kind':
        'выбор, сравниваемый с Х, не читается: только каждая карта вида',
    "'you have ... in your opponent's hand' names two players":
        '«у тебя ... в руке противника» называет двух игроков',
    'X counts the cards of a player the text names':
        'Х считает карты игрока, которого называет текст',
    'a condition names whose cards it counts':
        'условие называет, чьи карты оно считает',
    'a choice names at most four kinds of card':
        'выбор называет не больше четырёх видов карт',
    "a card's statistic is compared with the same statistic of another":
        'характеристику карты сравнивают с той же характеристикой другой карты',
    "'than its ...' does not say which card":
        '«чем его ...» не говорит, какая это карта',
    'a cost locks units of one description, or ships':
        'стоимость поворачивает отряды одного описания или корабли',
    'a cost locks units in this sector, or ships in your fleet area':
        'стоимость поворачивает отряды в этом секторе или корабли в твоей зоне флота',
    'a cost locks ready or charging units':
        'стоимость поворачивает готовые или наступающие отряды',
    'a cost destroys units of yours in this sector':   # g18c
        'стоимость уничтожает твои отряды в этом секторе',
    'a cost discards cards of one description from your hand':   # g18c
        'стоимость сбрасывает из твоей руки карты одного описания',
    "'the player who ...' does this only with one verb":
        '«игрок, который ...» делает это только с одним глаголом',
    "'each player discards ... of your choice' cannot be said yet":
        '«каждый игрок сбрасывает ... по твоему выбору» пока сказать нельзя',
    'a command line is of type WA, T, R, M or E':
        'командная строка бывает типа ВА, Т, Р, М или С',
    'a number of cards is revealed':
        'показывается число карт',
    "'put it' names the card just revealed":
        '«положи её» называет только что показанную карту',
    "a card is chosen in the opponent's hand":
        'карта выбирается в руке противника',
    'look at a number of cards':
        'посмотри число карт',
    'one card is put into the hand':
        'в руку кладётся одна карта',
    'the cards taken are of one description':
        'взятые карты одного описания',
    'no target':
        'нет цели',
    "'your only ...' is said of one card":
        '«твой единственный ...» говорится об одной карте',
    "'your only ...' names one kind of card":
        '«твой единственный ...» называет один вид карт',
    'a card moved to this sector comes from another sector':
        'карта, перемещённая в этот сектор, приходит из другого сектора',
    'a unit charges and attacks in one war action':
        'отряд наступает и атакует в одной военной акции',
    'a swap names two of firepower, assault, speed and armor':
        'обмен называет две из характеристик: огневая мощь, штурм, скорость, броня',
    'extra damage is dealt when shooting, assaulting or counter-attacking':
        'дополнительные повреждения наносятся при стрельбе, штурме или контратаке',
    'a swap between two cards names one of firepower, assault, speed and armor':
        'обмен между двумя картами называет одну из характеристик: огневая мощь, штурм, скорость, броня',
    'a swap between two cards names two cards':
        'обмен между двумя картами называет две карты',
    'X is more or less than a value by a number above 0':
        'Х больше или меньше значения на число больше 0',
    'the rest of the cards infiltrated from are not put in an order':
        'остальные карты, из которых внедряли, не раскладываются по порядку',
    'overruns are counted in one war action':
        'прорывы считаются в одной военной акции',
    'one overrun a war action is the rule itself':
        'один прорыв за военную акцию — это само правило',
    "only the opponent's cards block, shoot or assault":
        'блокируют, стреляют или штурмуют только карты противника',
    "a card that blocks, shoots or assaults is in the battle's sector":
        'карта, которая блокирует, стреляет или штурмует, находится в секторе сражения',
    'a kind of ability is named twice':
        'вид способности назван дважды',
    'who cannot block or shoot at a card is a description of all such cards':
        'кто не может блокировать карту или стрелять в неё — это описание всех таких карт',
    "only the opponent's cards block or shoot":
        'блокируют или стреляют только карты противника',
    'a rule change for a sector names abilities of no player':
        'изменение правила сектора называет способности ничьи',
    'only attacks are blocked':
        'блокируют только атаки',
    'a command hand grows by a number of cards':
        'командная рука растёт на число карт',
    'a command hand changes by a number of cards above 0':
        'командная рука меняется на число карт больше 0',
    "the player is named: their abilities are not 'enemy' ones":
        'игрок назван: его способности — не «способности противника»',
    "a command hand is six cards: 'instead of 6'":
        'в командной руке шесть карт: «вместо 6»',
    'a command hand of six instead of six changes nothing':
        'командная рука из шести вместо шести ничего не меняет',
    'an infiltration names one kind of card':
        'внедрение называет один вид карт',
    'only a ship goes to a fleet area':
        'в зону флота попадает только корабль',
    "a ship from the deck is searched for: say 'search your deck'":
        'корабль из колоды ищут: скажи «найди в своей колоде»',
    'a modifier changes one roll':
        'модификатор меняет один бросок',
    # g16 (issue 24): rolls and tests changed
    "'up to' a printed number":
        '«не более» — напечатанное число',
    'a change either way by two amounts is two changes':
        'изменение в любую сторону на два разных числа — это два изменения',
    'a change to tests names one kind of card':
        'изменение тестов называет один вид карт',
    'a roll that is passed or failed is a test':
        'пройден или провален может быть только тест',
    "«измени ... на N» may be 'to N' or 'by N': write «считай ... равным N» or «на N в любую сторону»":
        '«измени ... на N» может значить «сделай равным N» или «измени на N»: напиши «считай ... равным N» '
        'или «на N в любую сторону»',
    "one player's roll is made twice":
        'бросок одного игрока делается дважды',
    "one player's roll changes":
        'меняется бросок одного игрока',
    "a roll's result runs from 1 to 6":
        'результат броска — от 1 до 6',
    'a versus bonus is a printed number (1 or more)':
        'бонус «против» — напечатанное число (1 или больше)',
    'a count names one kind of card':
        'подсчёт называет один вид карт',
    'the cards destroyed in this battle are counted with no place':
        'карты, уничтоженные в этом сражении, считаются без места',
    "'for each flag it has' names a card the text names, not a choice":
        '«за каждый его флаг» называет карту, которую называет текст, а не выбор',
    "'his' / «свой» names whose cards by the clause's subject: here it is not clear whose":
        '«его» / «свой» называет, чьи карты, по подлежащему: здесь неясно, чьи',
    'the maximum has the sign of the change it caps':
        'у максимума тот же знак, что у изменения, которое он ограничивает',
    "'choose ... and ...' acts on the cards chosen":
        '«выбери ... и ...» действует на выбранные карты',
    "'if' after a shorthand names what must hold":
        '«если» после сокращённой записи называет, что должно выполняться',
    "players' flags are compared in this sector":
        'флаги игроков сравниваются в этом секторе',
    "'instead' follows a plain condition":
        '«вместо этого» идёт после простого условия',
    'an option of a choice cannot define X':
        'вариант выбора не может задавать Х',
    "'it' names the roll of the option before":
        '«его» называет бросок предыдущего варианта',
    'a verb after a clause with a subject has that subject':
        'у глагола после предложения с подлежащим то же подлежащее',
    "'it' names the roll of an option before":
        '«его» называет бросок одного из предыдущих вариантов',
    "'choose one' picks one option":
        '«выбери одно» выбирает один вариант',
    "'choose one' needs two options or more":
        '«выбери одно» требует двух вариантов или больше',
    'each player chooses some of their cards, not all of them':
        'каждый игрок выбирает часть своих карт, а не все',
    'X counts cards in this sector or in play':
        'Х считает карты в этом секторе или в игре',
    'X is read among cards in this sector or in play':
        'Х читается среди карт в этом секторе или в игре',
    'the most X can be is a number, not a malus':
        'наибольшее значение Х — число, а не штраф',
    'X is its value minus a number above 0':
        'Х — его значение минус число больше 0',
    'a use limit is once':
        'ограничение использования — один раз',
    'what each card of a scope is doing in the war action is not read: name the card':
        'что делает в военной акции каждая карта группы, не читается: назови карту',
    'a condition names one place':
        'условие называет одно место',
    'a condition counts cards in this sector or in play':
        'условие считает карты в этом секторе или в игре',
    'a fleet area holds ships only':
        'в зоне флота только корабли',
    "a condition counts every such card: 'other' cannot be said here":
        'условие считает каждую такую карту: «другой» здесь сказать нельзя',
    'a condition counts cards in this sector':
        'условие считает карты в этом секторе',
    "the cards' position is said once":
        'положение карт говорится один раз',
    "'none of' is «ни один из»":
        '«none of» — это «ни один из»',
    'a condition names one kind of card':
        'условие называет один вид карт',
    'a printed number is said to be a count of cards':
        'о напечатанном числе сказано, что это число карт',
    'a reduction of damage is said of this card or of every card of a kind':
        'уменьшение повреждений говорится об этой карте или о каждой карте вида',
    # g21b
    "a reduction of damage lasts while a constant's card is in play, or for a typed ability's time":
        'уменьшение повреждений длится, пока карта постоянной способности в игре, или время способности с типом',
    "a lasting reduction of damage is this card's or a scope's":
        'постоянное уменьшение повреждений относится к этой карте или ко всем картам вида',
    'a constant reduces damage by a number':
        'постоянная способность уменьшает повреждения на число',
    'the cards that take less damage are said once':
        'карты, получающие меньше повреждений, называются один раз',
    'an attack in this sector deals damage to cards in this sector':
        'атака в этом секторе наносит повреждения картам в этом секторе',
    'a trigger names one kind of card':
        'условие реакции называет один вид карт',
    'a trigger watches this sector':
        'условие реакции следит за этим сектором',
    'the other card of a trigger is one kind of card':
        'другая карта условия реакции — один вид карт',
    "a ship goes to its owner's fleet area":
        'корабль попадает в зону флота своего владельца',
    'say which attack is declared: a shooting attack or an assault':
        'скажи, какая атака заявлена: стрельба или штурм',
    'a player infiltrates':
        'внедряет игрок',
    'a player infiltrates, or uses the abilities of, a card of their own':
        'игрок внедряет свою карту или использует её способности',
    'a card of a player uses an ability: say whose':
        'способность использует карта игрока: скажи, чья',
    "'instead' replaces the one effect of the sentence before":
        '«вместо этого» заменяет единственный эффект предыдущего предложения',
    'X is defined twice':
        'Х задан дважды',
    'the most X can be is said twice':
        'наибольшее значение Х сказано дважды',
    "'unlimited' is written twice":
        '«неограниченно» написано дважды',
    'the use limit is written twice':
        'ограничение использования написано дважды',
    'one keyword a line':
        'одно ключевое слово в строке',
    'no condition':
        'нет условия',
    'the maximum is below one step of the count':
        'максимум меньше одного шага подсчёта',
    'this count has no maximum':
        'у этого подсчёта нет максимума',
    "'for each' multiplies a number":
        '«за каждый» умножает число',
    "'for each' needs an effect with a number":
        '«за каждый» требует эффекта с числом',
    "'equal to' needs the ability's own X":
        '«равно» требует собственного Х способности',
    "'if you do' is said twice":
        '«если ты это сделаешь» сказано дважды',
    "'if you do' follows the action it speaks of":
        '«если ты это сделаешь» идёт после действия, о котором говорит',
    "'if you do' follows an action whose doing the engine records (lock, ready, destroy, discard, draw, move, return, infiltrate one or N cards)":
        '«если ты это сделаешь» идёт после действия, выполнение которого записывает движок (повернуть, развернуть, уничтожить, сбросить, взять, переместить, вернуть, внедрить одну или N карт)',
    "a constant's extra damage falls on this card or on all cards of a kind":
        'дополнительные повреждения постоянной способности приходятся на эту карту или на все карты вида',
    'stats are swapped by an ability used, for a time':
        'характеристики меняет местами использованная способность, на время',
    "'infiltrate it' names the card a reveal has just shown on top of the deck":
        '«внедри её» называет карту, которую только что показали с верха колоды',
    "'that special assault' is the one a reaction's trigger names":
        '«тот специальный штурм» — тот, который называет условие реакции',
    "'the destroyed / infiltrated unit' names the card of the trigger that destroys or infiltrates it":
        '«уничтоженный / внедрённый отряд» называет карту условия реакции, которое её уничтожает или внедряет',
    "'the chosen unit' names a card an earlier effect of the ability chose":   # g19a
        '«выбранный отряд» называет карту, которую выбрал предыдущий эффект этой способности',
    "'its owner / controller' names a player only where every card named before it is of one player":   # g19a
        '«его владелец» называет игрока, только если все карты, названные до него, принадлежат одному игроку',
    "'play after' a roll or a test is a modifier's timing, not a reaction's event":   # g19b's, worded by g19a
        '«играй после» броска или теста — это время модификатора, а не событие реакции',
    "a statistic is doubled for one card named or chosen, not for several":   # g19c's, worded by g19a
        'характеристика удваивается у одной названной или выбранной карты, а не у нескольких',
    "a card's flags are changed by a number, not doubled":   # g19c's, worded by g19a
        'флаги карты меняются на число, а не удваиваются',
    "a count among cards names a kind of those cards":   # g19a
        'счёт «среди» карт называет вид этих же карт',
    "the cards are said to be of two different players":   # g19a
        'у карт названы два разных владельца',
    "'that' names a card chosen before or the card of a trigger":
        '«тот» называет карту, выбранную раньше, или карту условия реакции',
    "'it' or 'that unit' here would name a unit the sentence does not name":
        '«он» или «тот отряд» здесь назвал бы отряд, которого предложение не называет',
    "'it' could name either card of the trigger: say 'this unit' or 'that unit'":
        '«он» может означать любую из двух карт условия реакции: скажи «этот отряд» или «тот отряд»',
    "'it' or 'that unit' here would name the other card of the trigger, which no target names":
        '«он» или «тот отряд» здесь назвал бы другую карту условия реакции, которую не называет ни одна цель',
    "'instead' replaces what would happen: 'If this unit would be destroyed, ... instead'":
        '«вместо этого» заменяет то, что произошло бы: «Если этот отряд должен быть уничтожен, ... вместо этого»',
    'a card that would be destroyed: the text says what happens instead':
        'карта, которая была бы уничтожена: текст говорит, что происходит вместо этого',
    "'all your X and Y': the owner said once is said of both":   # g18b s18
        '«все твои X и Y»: владелец, названный один раз, относится к обоим',
    "'it deals damage ... to that unit': 'it' and 'that unit' are the same card":   # g21c
        '«он наносит тому отряду повреждения ...»: «он» и «тот отряд» — одна и та же карта',
    "'it deals damage' names the card of a reaction's trigger":
        '«он наносит повреждения» называет карту условия реакции',
    "'that unit deals no damage' answers a reaction's attack or overrun":
        '«тот отряд не наносит повреждений» отвечает на атаку или прорыв из условия реакции',
    "'he' names a player only after a sentence that named him, before 'instead'":
        '«он» называет игрока только после предложения, которое его назвало, перед «вместо этого»',
    "'that unit' names the card of a reaction's trigger":
        '«тот отряд» называет карту условия реакции',
    "'at the end of the war action / battle' is said by an ability used in a war action":
        '«в конце военной акции / сражения» говорит способность, использованная в военной акции',
    'the ability has no effect':
        'у способности нет эффекта',
    "'that unit' names the card of a reaction's trigger, or a card chosen before":
        '«тот отряд» называет карту условия реакции или карту, выбранную раньше',
    "'in it' names a hand shown before":
        '«в ней» называет руку, показанную раньше',
    "'that many' needs cards an effect before moved":
        '«столько же» требует карт, которые переместил предыдущий эффект',
    "'discarded this way' needs cards the ability discarded before":
        '«сброшенные так» требует карт, которые способность сбросила раньше',
    "'the die of the discarded card' needs a card the ability discards":
        '«кубик сброшенной карты» требует карты, которую сбрасывает способность',
    "'instead' after a player's flags gives that player other flags":
        '«вместо этого» после флагов игрока даёт этому игроку другие флаги',
    "'he' names your opponent, named by the sentence before":
        '«он» называет противника, названного в предыдущем предложении',
    "'instead' gives the same player other flags":
        '«вместо этого» даёт тому же игроку другие флаги',
    "'instead' replaces a change to cards named without a choice":
        '«вместо этого» заменяет изменение карт, названных без выбора',
    "'instead' gives the same cards something else":
        '«вместо этого» даёт тем же картам что-то другое',
    # g18d
    "'it' in a condition before 'instead' names the card the condition before named":
        '«он» в условии перед «вместо этого» называет карту, названную в предыдущем условии',
    "'instead' follows a condition on the card, not its destruction":
        '«вместо этого» идёт после условия на карту, а не после её уничтожения',
    "'instead' after a choice gives the chosen card another amount of the same change":
        '«вместо этого» после выбора даёт выбранной карте другую величину того же изменения',
    "'instead' changes nothing":
        '«вместо этого» ничего не меняет',
    "a constant ability's 'instead' is not played yet":
        '«вместо этого» постоянной способности пока не разыгрывается',
    "'while they are ...' names the cards of a constant's scope":
        '«пока они ...» называет карты группы постоянной способности',
    '«при штурме» with armor could be the card attacked: say «пока штурмует» or «пока защищается»':
        '«при штурме» с бронёй может означать атакованную карту: скажи «пока штурмует» или «пока защищается»',
    "'while charging' names the card the change is given to: this card, or each card of a scope":
        '«пока наступает» называет карту, которой дано изменение: эту карту или каждую карту группы',
    "a scope with a position of its own and 'while charging'":
        'группа со своим местом и «пока наступает»',
    'flags as counted are said of this card, of cards chosen or of every card of a kind':
        'флаги при подсчёте говорятся об этой карте, о выбранных картах или о каждой карте вида',
    "a comparison counts each player's own cards":
        'сравнение считает собственные карты каждого игрока',
    'a comparison counts cards in this sector':
        'сравнение считает карты в этом секторе',
    "'the player who ...' is the subject of every verb":
        '«игрок, который ...» — подлежащее каждого глагола',
    "'each player with ...' counts each player's own cards in this sector":
        '«каждый игрок, у которого ...» считает собственные карты каждого игрока в этом секторе',
    'a change counts versus units':
        'изменение действует против отрядов',
    'a change counts versus units of one description':
        'изменение действует против отрядов одного описания',
    'versus units: every unit fights units':
        'против отрядов: каждый отряд сражается с отрядами',
    'a card has one role in a war action':
        'у карты одна роль в военной акции',
    'a card named by the attack it makes is the one card of that attack':
        'карта, названная по атаке, которую она совершает, — это одна карта этой атаки',
    "the role's own rule reads it":
        'его читает собственное правило роли',
    'the keywords before the first kind are shared by the next':
        'ключевые слова перед первым видом относятся и к следующему',
    'the genitive after «или» is shared by both kinds':
        'родительный падеж после «или» относится к обоим видам',
    'the ability text is not a string':
        'текст способности — не строка',
    'the ability text is empty':
        'текст способности пуст',
    'the text says nothing an ability can do':
        'текст не говорит ничего, что может сделать способность',
    'the text can be read in more than one way':
        'текст можно прочитать больше чем одним способом',
    'one player declares the first war action of a battle':
        'первую военную акцию сражения заявляет один игрок',
    "the cards' own abilities are named: not 'enemy' ones":
        'названы собственные способности карт: не «способности противника»',
    "a card uses the abilities printed on it: no other card's":
        'карта использует способности, напечатанные на ней: не способности другой карты',
    "a command hand's size is a number of cards from 1 to 9 other than the rulebook's six":
        'размер командной руки — число карт от 1 до 9, кроме шести по правилам',
    'one player declares the first war action':
        'первую военную акцию заявляет один игрок',
    "who declares the first war action is settled before the combat step: a constant's or a preparation ability's":
        'кто заявляет первую военную акцию, решается до этапа боя: постоянной способностью или способностью подготовки',
    # g13 (issue 24): amounts, rolls and damage
    'extra damage is a number above 0, or double damage':
        'дополнительные повреждения — число больше 0 или двойные повреждения',
    "two kinds of one player's cards are compared as cards":
        'два вида карт одного игрока сравниваются как карты',
    'filters of the other count need its kinds of card':
        'условиям второго счёта нужны его виды карт',
    'a sum of two stats names two different stats':
        'сумма двух параметров называет два разных параметра',
    'a player has 1 or more flags more or fewer':
        'у игрока на 1 или больше флагов больше или меньше',
    "'cannot' with a keyword is said of Counter-attack only":
        '«не может» с ключевым словом говорится только о контратаке',
    'X is doubled or halved: multiplied or divided by 2':
        'Х удваивается или делится пополам: умножается или делится на 2',
    'a count is compared with a count of other cards':
        'число карт сравнивается с числом других карт',
    'a sum of two stats is of one card':
        'сумма двух параметров — параметры одной карты',
    'a sum of two stats names two of firepower, assault, speed and armor':
        'сумма двух параметров называет два из: огневая мощь, штурм, скорость, броня',
    # g16 (reader_choosers.py)
    'a comparison names one statistic': 'сравнение называет один параметр',
    "'each N of' is not a quantity": '«каждый N из» — не количество',
    "'its owner' pays for an enemy card only: whose card it is must be known":
        '«его владелец» платит только за карту противника: должно быть известно, чья это карта',
    'the opponent chooses between two options or more': 'противник выбирает из двух вариантов или больше',
    'the opponent may do something': 'противник может что-то сделать',   # g15b
    # g17d (reader_cardops.py)
    "'another N of' is not a quantity": '«другой N из» — не количество',
    "'the result' names a roll the text makes first": '«результат» называет бросок, который текст делает раньше',
    "'the second result counts' follows a roll made again": '«засчитывается второй результат» следует за повторным броском',
    'the text rolls once and uses that result': 'текст делает один бросок и использует его результат',
    'the result is used after the roll': 'результат используется после броска',
    'the result of the roll is used once by what follows it':
        'результат броска используется один раз тем, что следует за ним',
    "a card's statistic is X in a constant that says nothing else":
        'параметр карты равен Х в постоянной способности, которая больше ничего не говорит',
    # g17b (reader_roles.py): cards named by their role in what is happening
    "a card that does something to this card is described by its kind and owner":
        "карта, которая что-то делает с этой картой, описывается видом и владельцем",
    "a card that does something to this card has that role in the war action":
        "карта, которая что-то делает с этой картой, имеет эту роль в военной акции",
    "with a cost that locks a unit, or a trigger that says a unit was locked, 'the locked unit' is that unit":
        "при стоимости, поворачивающей отряд, или триггере о повороте отряда «повернутый отряд» — этот отряд",
    "'the locked unit' names the unit the ability's cost locked, or the one its trigger says was locked":
        "«повернутый отряд» — отряд, повернутый для оплаты стоимости способности, или тот, о повороте которого говорит триггер",
    "cards that do two things to this card are said in two abilities":
        "карты, которые делают с этой картой разное, описываются в двух способностях",
    "what a card that attacks this card cannot do is said alone, of an assault, a shooting or a block":
        "чего не может карта, атакующая эту карту, говорится отдельно — о штурме, стрельбе или блокировании",
    "'each unit that overruns' is said by a card's lasting text":
        "«каждый отряд, совершающий прорыв» говорит постоянный текст карты",
    "what each unit that overruns or charges gets is said of that unit alone":
        "что получает каждый отряд, совершающий прорыв, говорится только о нем",
    "the units that overrun or charge are described by kind and owner":
        "отряды, совершающие прорыв, описываются видом и владельцем",
    # g17c (reader_rules.py, ir.py): restrictions said by who may not, and the steps changed
    'a limit on plays names whose, how many command cards and of which kinds':
        'ограничение на розыгрыш называет, чьи карты командной руки, сколько и какого вида',
    'one player captures a sector when the flags are tied':
        'при равенстве флагов сектор захватывает один игрок',
    'a verb is named twice': 'глагол назван дважды',
    'units affect and destroy by their attacks too: which is meant is not said':
        'отряды влияют на карты и уничтожают их и своими атаками: не сказано, что имеется в виду',
    'units affect cards by their attacks too: which is meant is not said':
        'отряды влияют на карты и своими атаками: не сказано, что имеется в виду',
    'the cards entering this sector are named without a place of their own':
        'карты, входящие в этот сектор, названы без своего места',
    "a tie is decided in this sector's battles": 'ничья решается в сражениях за этот сектор',
    "a player plays their own cards: not 'enemy' ones":
        'игрок разыгрывает свои карты, а не карты противника',
    'a limit on plays counts command cards, printed on no card in play':
        'ограничение на розыгрыш считает карты командной руки, а не тексты карт в игре',
    'a limit on plays counts at least one card in one war action':
        'ограничение на розыгрыш считает хотя бы одну карту за одну военную акцию',
    # the lead (reader.py): a keyword before "unit or <keyword>"
    "a keyword before 'unit or <keyword>' may be said of the unit alone or of both":
        'ключевое слово перед «отряд или <ключевое слово>» может относиться только к отряду или к обоим',
    "a card infiltrates: no other keyword is an event": "карта внедряется: никакое другое ключевое слово событием не считается",
    "a statistic is set to a number from 0 to 20": "параметр становится числом от 0 до 20",   # g20b
    "a player blocks with a unit: no other card or description is read after 'blocks with'":
        "игрок блокирует отрядом: после «блокирует» читается только отряд, без других карт и описаний",
    # g14b (reader_compound.py)
    "several cards as one subject are named one by one": "несколько карт как одно подлежащее называются по одной",
    "one card is named twice in one subject": "одна карта названа в подлежащем дважды",
    "'another N' is not a quantity": "«ещё N» — не количество",
    "'its' names the card the cost picks: say 'the locked unit'; a card the cost destroys or discards has left play":
        "«его» называет карту, выбранную для стоимости: скажи «повернутый отряд»; уничтоженная или сброшенная для "
        "стоимости карта уже вне игры",
    "'it' after a cost that picks a card of yours names that card: say 'the locked unit'":
        "«он» после стоимости, выбирающей твою карту, называет эту карту: скажи «повернутый отряд»",
    "'they' or 'it' after a subject of several cards: which of them is not said":
        "«они» или «он» после подлежащего из нескольких карт: не сказано, какие из них",
    # g17b, session 17 (reader_rolled_for.py)
    "the card the roll is made for is not described": "не описана карта, для которой делается бросок",
    "a roll is made for one card": "бросок делается для одной карты",
    "a roll made for a card is changed by a modifier or answered by a reaction":
        "бросок, сделанный для карты, меняет модификатор или на него отвечает реакция",
    # g16c (reader_joins.py)
    "a duration is said of an effect that does not last": "срок назван у действия, которое не длится",
    "the text says twice how long the change lasts": "текст дважды говорит, сколько длится изменение",
    # g18e (reader_ability.py, reader.py): who may use an ability and how often
    "'once per war action' limits a war action, tactic, reaction or modifier that is not unlimited": "«один раз за военное действие» ограничивает только ВА, тактику, реакцию или модификатор, не названные неограниченными",
    "either player uses an ability a player chooses to use (war action, tactic, reaction, modifier)": "любой игрок может использовать только способность, которую игрок решает использовать (ВА, тактику, реакцию, модификатор)",
    "who may use the ability is said twice": "кто может использовать способность, сказано дважды",
}
