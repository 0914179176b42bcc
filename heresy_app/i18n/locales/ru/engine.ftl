## a saved game that cannot be read (engine/replay.py: saved-game-<key>)
saved-game-no-file = { $path }: нет такого файла
saved-game-not-utf8 = { $path }: текст не в кодировке UTF-8
saved-game-not-json = { $path }: это не сохранённая игра: не JSON (строка { $line }, столбец { $column }: { $detail })
saved-game-not-saved-game = { $path }: это не сохранённая игра (нужно "format": "heresy-game")
saved-game-broken-saved-game = { $path }: сохранённая игра повреждена: { $detail }
## a card named in the game's log with its owner (engine/events.py)
# as the engine names it: its owner, its name and its number
log-card-owned = { $card } [{ $number }] ({ $owner })
# as a player sees it: "your", "the opponent's", or a player's when neither is watching
log-card-yours = { $card } (ваша карта)
log-card-opponents = { $card } (карта противника)
log-card-players = { $card } ({ $owner })
# a sector the game has no row for
log-sector-number = сектор { $sector }

## The game's words (engine/events.py renders them): its log (event-<key>), questions
## (question-<kind>), decisions (decision-<kind>) and the words its arguments name
## (engine-word-<word>). A key's dots are written as "--". Variables: player, attacker, defender,
## who: a player; card, unit, target, blocker, old, kept: a card; title, titles, cards0, cards1: card
## names; sector; ability: an ability's text; p1, p2: the two players as a line of two names them.
## The engine makes a card's verbs agree with its name (engine/name_grammar.py) and a viewer's own
## verbs the second person (engine/seen_words.py) after a message is read.

## the game's log (engine/events.py)
event-setup--shuffled = обе колоды перетасованы (расклад { $seed })
    .seen = обе колоды перетасованы
event-setup--lower-die = на верхних картах кубики { $die0 } и { $die1 }: меньший кубик решает — роли выбирает { $player }
event-setup--coin-toss = на обеих верхних картах кубик { $die }: по жребию роли выбирает { $player }
event-role--chosen = { $player } выбирает роль: { $role }; атакует { $attacker }, защищается { $defender }
event-planet--chosen = { $player } выбирает планету { $planet }: { $sectors }
event-turn--begins = начинается ход { $turn }: высадка, первым ходит { $player }
event-first-wave = { $player }: первая волна — { $card } лицом вверх в секторе «{ $sector }»
event-first-wave--no-cards = { $player }: для первой волны не осталось карт
event-deploys = { $player } высаживает карту лицом вниз в сектор «{ $sector }»
event-draw = { $player } берёт { $count } { $count ->
    [one] карту
    [few] карты
   *[many] карт
}
event-hand--six-more = { $player } уже держит карт: { $held } — они остаются; рука из шести — это шесть взятых карт
event-draw--short = { $player } берёт { $drawn } { $drawn ->
    [one] карту
    [few] карты
   *[many] карт
} из { $asked }: колода кончилась
event-mill = { $player } сбрасывает верхние карты колоды: { $count }
event-deck--shuffled = { $player } перетасовывает колоду после поиска в ней
event-duration--turn = изменение действует до конца хода
event-turn--bonuses-end = конец хода { $turn }: изменения до конца хода закончились
event-x--count = Х равен { $x }: столько карт выбирается
event-x--value = Х равен { $x }
event-turn--ships-ready = конец хода { $turn }: все корабли развёрнуты
event-turn--tied-sectors = у каждого игрока захвачен сектор с одинаковым требованием: игра продолжается
event-turn--none-captured = ни один сектор не захвачен: игра идёт, пока кто-нибудь не захватит сектор
event-victory--two-sectors = { $player } удерживает два сектора и побеждает
event-victory--higher-sector = после хода { $turn } побеждает { $player } (сектор с большим требованием)
event-victory--capture-after-turn-four = ход { $turn }: после 4-го хода игра шла до первого захвата — сразу побеждает { $player } (сектор с большим требованием)
event-draw--stalemate = конец хода { $turn }: брать больше нечего, за ход ни одна карта не сменила зону, и ни одно сражение уже никогда не захватит сектор: ничья
event-draw--quiet-turns = конец хода { $turn }: брать больше нечего, и ни одна карта не сменила зону { $quiet } ходов подряд, хотя бой ещё мог бы захватить сектор: ничья
event-game--conceded = { $player } признаёт поражение: партия окончена
event-position--start = игра начинается с заданной позиции
event-battle--chosen = { $player } выбирает сражение за сектор «{ $sector }»
event-battle--none = { $player }: нет карт в открытых секторах — сражения атакующего нет
event-battle--none-left = { $player }: нет другого сектора для сражения — сражения защищающегося нет
event-battle--revealed = карта сектора «{ $sector }» повёрнута, его карты открыты: { $p1 }: { $cards0 }; { $p2 }: { $cards1 }
event-battle--no-opponent = { $player }: там нет карт — сразу этап определения победителя
event-unique--later-copy = { $card } — более поздняя копия уникальной карты { $kept }, которая первой пришла в сектор «{ $sector }» и остаётся: обратно в руку, чтобы высадить в другой сектор
event-unique--later-copy-hidden = { $player }: в секторе «{ $sector }» лицом вниз лежит более поздняя копия уникальной карты — обратно в руку, чтобы высадить в другой сектор
event-unique--both-players = у обоих игроков в секторе «{ $sector }» есть «{ $title }»: { $card } возвращается в руку
event-unique--ship-replaced = прибывает новая копия уникального корабля: прежняя копия уничтожается — { $old }
event-unique--infiltrate-replaces = внедряется уникальная карта: прежняя копия уничтожается — { $old }
event-to-fleet = { $card } уходит в зону флота
event-combat--ends = оба игрока спасовали подряд: этап боя окончен
event-pass = { $player }: пас
event-retreat = { $player } отступает и теряет все свои карты в секторе «{ $sector }»
event-retreat--reactions = на уничтожение каждой карты можно ответить реакцией, первым — { $player }
event-flags--count = флаги в секторе «{ $sector }»: { $p1 } { $flags0 }, { $p2 } { $flags1 }
event-flags--counted-as = { $card } считается имеющим флагов: { $n }
event-flags--none = { $card } не даёт флагов
event-stat--set = { $card }: параметр «{ $stat }» становится равным { $n }
event-flags--extra = { $player } получает флаги в этом сражении: { SIGNED($n) }
event-hand--revealed = { $player } открывает командную руку: { $titles }
event-hands--discarded = обе командные руки сброшены
event-capture = { $player } захватывает сектор «{ $sector }»: флаги { $flags } против { $against } (нужно { $need })
event-capture--cleanup = все карты, оставшиеся в секторе «{ $sector }», уходят в сброс владельцев
event-no-capture = сектор «{ $sector }» никто не захватил ({ $flags0 } против { $flags1 }, нужно { $need }): его карты развёрнуты и остаются открытыми
event-shoots = { $player }: стрельба — { $unit } по цели { $target }
event-assaults = { $player }: штурм — { $unit } атакует { $target }
event-special-assault = { $player }: специальный штурм — { $unit }: { $ability }
event-charges = { $player }: { $unit } наступает
event-charge--by-ability = { $card } начинает наступать: можно ответить реакцией на наступление
event-blocks--shot = { $player } блокирует стрельбу: { $blocker }
event-blocks--assault = { $player } блокирует штурм: { $blocker }
event-blocks--special = { $player } блокирует штурм: { $blocker } (специальный штурм становится обычным)
event-no-block = { $player } не блокирует
event-counter-attacks = { $card } контратакует одновременно: повреждения { $n } → { $unit }
event-deals = { $unit } → { $target }: повреждения { $n }, броня { $armor }
event-armor-zero = у карты { $card } броня 0: любое повреждение её уничтожает
event-no-damage-no-counter = { $unit } не наносит повреждений: { $target } не контратакует
event-survives = { $card } выживает; повреждения снимаются
event-destroyed = уничтожается: { $card }
event-returned--hand = { $card } возвращается в руку: { $player }
event-returned--deck-top = { $card } кладется на верх колоды: { $player }
event-returned--deck-bottom = { $card } кладется под низ колоды: { $player }
event-damage--by-ability = { $card } получает { $n } повреждений от способности (броня { $armor }); это не атака, контратаки нет
event-left-play-before-damage = { $attacking ->
    [true] Атакующая
   *[other] Защищающаяся
} карта вышла из игры до повреждений: военная акция заканчивается
event-restriction--unblockable = { $card } пока не может быть заблокирован
event-restriction--unblockable-by = { $card } пока не может быть заблокирован отрядами { $keyword }
event-restriction--unshootable = { $card } пока не может быть целью стрельбы
event-restriction--no-block = { $card } пока не может блокировать
event-restriction--no-charge = { $card } пока не может наступать
event-restriction--no-shoot = { $card } пока не может стрелять
event-restriction--no-assault = { $card } пока не может штурмовать
event-restriction--no-lock = { $card } пока не может быть повернут способностями
event-restriction--unblockable-desc = { $card } пока не может быть заблокирован некоторыми отрядами
event-restriction--unshootable-desc = { $card } пока не может быть целью стрельбы некоторых отрядов
event-restriction--untargetable = { $card } пока не может быть целью способностей
event-restriction--unassaultable-desc = { $card } пока нельзя штурмовать некоторыми отрядами
event-restriction--unassaultable = { $card } пока нельзя штурмовать
event-restriction--untargetable-enemy = { $card } пока не может быть целью способностей противника
event-restriction--untargetable-some = { $card } пока не может быть целью некоторых способностей
event-restriction--no-ready = { $card } пока не может быть развернут
event-restriction--not-locked = { $card } не может быть повернут способностями
event-moved = { $card } перемещается в сектор «{ $sector }» в том же положении
event-move--stays = { $card }: другого незахваченного сектора нет — карта остаётся
event-deck--top-looked = { $player } смотрит верхние карты колоды ({ $who }): { $count }
event-deck--top-reordered = { $player } кладёт их на верх колоды ({ $who }) в выбранном порядке
event-deck--card-to-hand = { $player } берёт с верха колоды в руку: «{ $title }»
event-restriction--no-ready-abilities = { $card } пока не может быть развернут способностями
event-restriction--block-any-speed = { $card } пока может блокировать стрельбу независимо от скорости
event-restriction--overrun-any = { $card } пока может совершать прорыв любое количество раз за военную акцию
event-restriction--overrun-again = { $card } может совершить прорыв ещё раз
event-damage--reduced = { $card }: получаемые повреждения уменьшены на { $n }
event-restriction--unblockable-shooting = стрельбу карты { $card } пока нельзя заблокировать
event-restriction--unblockable-assault = штурм карты { $card } пока нельзя заблокировать
event-restriction--block-uncharged = { $card } пока может блокировать штурм, даже если не наступает
event-restriction--block-as-speed = { $card } пока может блокировать стрельбу, как если бы его скорость была { $n }
event-restriction--block-speed-plus = { $card } пока может блокировать стрельбу, как если бы его скорость была на { $n } больше
event-stat--swapped = { $card }: параметры «{ $stat }» и «{ $other }» меняются местами — теперь { $n } и { $m }
event-swap--done = { $card } и { $other } поменялись местами
event-swap--none = поменять местами некого — ничего не происходит
event-damage--bonus-shooting = { $card } пока наносит при стрельбе на { $n } повреждений больше
event-damage--bonus-assault = { $card } пока наносит при штурме на { $n } повреждений больше
event-damage--bonus-counter = { $card } пока наносит при контратаке на { $n } повреждений больше
event-damage--attack-more = { $card } наносит в этой атаке на { $n } повреждений больше
event-damage--counter-more = { $card } наносит контратакой на { $n } повреждений больше
event-charge--follow = { $card } атакует в той же военной акции, что и наступление
event-restriction--charge-assault = { $card } пока может наступать и штурмовать в одну военную акцию
event-restriction--charge-shoot = { $card } пока может наступать и стрелять в одну военную акцию
event-restriction--overrun-times = { $card } пока может совершать до { $n } прорывов за военную акцию
event-restriction--overrun-asset = { $card } пока может совершить прорыв после уничтожения актива
event-restriction--overrun-after-asset = { $card } совершает прорыв после уничтожения актива
event-deck--top-to-hand = { $player } берёт одну из них в руку; остальные лежат как лежали
event-deck--card-to-bottom = { $player } кладёт «{ $title }» с верха колоды под низ
event-deck--card-to-top = { $player } кладёт «{ $title }» обратно на верх колоды
event-restriction--no-overrun = { $card } пока не может совершить прорыв
event-restriction--not-readied = { $card } не может быть развернут и остается как есть
event-deck--top-to-bottom = { $player } кладёт карту с верха колоды ({ $who }) под низ
event-deck--top-discarded = { $player } сбрасывает с верха колоды «{ $title }»
event-restriction--no-overrun-now = { $card } не может совершить прорыв
event-stat--change--versus-card = { $card } получает { SIGNED($n) } к параметру «{ $stat }» против { $target }: только в бою с этой картой
event-deck--shuffled-by-ability = { $player } перетасовывает колоду
event-keyword--gained = { $card } получает ключевое слово «{ $kw }»
event-keyword--lost = { $card } пока теряет ключевое слово «{ $kw }»
event-later--scheduled = остальное произойдет в конце военной акции
event-later--due = военная акция заканчивается: отложенное до ее конца происходит сейчас
event-later--scheduled-battle = остальное произойдет в конце сражения
event-later--due-battle = сражение заканчивается: отложенное до его конца происходит сейчас
event-if--holds = условие способности выполнено
event-if--fails = условие способности не выполнено
event-deck--shuffled-in = { $player } замешивает в колоду карты { $source }: { $count }
event-unless--paid = { $player } платит, и эффект не происходит
event-unless--not-paid = { $player } не платит: эффект происходит
event-unless--cannot = { $player } не может заплатить: эффект происходит
event-option--chosen = { $player } выбирает вариант { $n }
event-deck--top-revealed = { $player } открывает верх колоды: { $titles }
event-test--fails-instead = тест ({ $need }+) провален: выпало { $got }, выполняется то, что карта говорит о проваленном тесте
event-block--restricted = ограничение карты { $card }: блокировать её может не каждый отряд
event-overrun--attacker-gone = { $card } выходит из игры во время штурма: прорыва нет
event-overruns = { $player }: прорыв — { $unit } атакует { $target }, остаток повреждений { $left }
event-no-overrun = { $player }: без прорыва
event-special--instead-of-overrun = { $player } выбирает эффект специального штурма вместо прорыва
event-special--unblocked = специальный штурм не заблокирован: повреждений нет, выполняется его текст
event-war-action--bonuses-end = военная акция окончена: бонусы её тактик прекращаются
event-plays--command = { $player } играет из командной руки «{ $title }»: { $ability }
event-plays--command-on-table = «{ $title }» лежит на столе лицом вверх, пока не выполнен её текст
event-plays--command-discarded = «{ $title }»: текст выполнен, карта уходит в сброс ({ $player })
event-plays--ability = { $player } использует способность — { $card }: { $ability }
event-ability--no-choice = { $player } не может сделать выбор: способность ничего не делает
event-x--chosen = { $player } выбирает Х = { $x } (свободный Х — любое число; от 0 до { $most } — все, что здесь может пригодиться)
event-cost--locked = стоимость: { $card } поворачивается
event-cost--destroyed = стоимость: { $card } уничтожается
event-cost--discards = стоимость: { $player } сбрасывает { $card }
event-test--passes = тест ({ $need }+) пройден: выпало { $got }
event-test--fails = тест ({ $need }+) провален: выпало { $got }, способность не действует
event-search--none = { $player } не берет из колоды ни одной карты
event-search--to-hand = { $player } берет из колоды в руку: { $title }
event-discard--random = { $player } сбрасывает случайную карту: { $title }
event-hand--shown = { $player } показывает руку, смотрит { $who }: { $titles }
event-stat--change = { $card } получает { SIGNED($n) } к параметру «{ $stat }»
event-role--becomes-defending = { $card } становится защищающимся отрядом вместо { $old }
event-role--not-defending = { $card } не может сейчас стать защищающимся отрядом
event-stat--change--versus-shooting = { $card } получает { SIGNED($n) } к параметру «{ $stat }» против стрельбы: только в бою при стрельбе
event-stat--change--versus-assault = { $card } получает { SIGNED($n) } к параметру «{ $stat }» против штурма: только в бою при штурме
event-stat--change--versus-special = { $card } получает { SIGNED($n) } к параметру «{ $stat }» против специальных штурмов: только в бою при специальном штурме
event-stat--change--versus-cards = { $card } получает { SIGNED($n) } к параметру «{ $stat }» против { $desc }: только в бою с такой картой
event-stat--change--versus = { $card } получает { SIGNED($n) } к параметру «{ $stat }» против { $keyword }: только в бою с такой картой
event-discard--hand = { $player } сбрасывает всю руку (карт: { $count })
event-discard--card = { $player } сбрасывает «{ $title }»
event-infiltrate = { $card } внедряется ({ $source }) в сектор «{ $sector }»; положение — «готова»
event-infiltrate--fleet = { $card } внедряется в зону флота
event-infiltrate--locked = { $card } приходит повернутым
event-infiltrate--gone = { $card }, выбранная для внедрения, уже не там, откуда выбрана ({ $source }): она не внедряется
event-locked = { $card } поворачивается
event-readied = { $card } разворачивается
event-counter--gained = { $card } получает контратаку
event-manual--announced = { $player } использует способность — { $card }: { $ability } (движок не может её разыграть: игроки выполняют её вручную)
event-manual--command = { $player } играет из командной руки «{ $title }»: { $ability } (игроки выполняют её вручную)
event-manual--destroy = вручную ({ $player }): уничтожить { $card }
event-manual--lock = вручную ({ $player }): { $card } поворачивается
event-manual--ready = вручную ({ $player }): { $card } разворачивается
event-manual--charge = вручную ({ $player }): { $card } наступает
event-manual--draw = вручную ({ $player }): { $who } берёт карту
event-manual--discard = вручную ({ $player }): { $who } сбрасывает «{ $title }»
event-manual--stat = вручную ({ $player }): { $card } получает { SIGNED($n) } к параметру «{ $stat }»
event-manual--roll = вручную ({ $player }): бросок меняется на { SIGNED($n) } и становится { $value }
event-manual--done = { $player }: способность выполнена вручную — { $card } (действий: { $n })
event-manual--undone = { $player } не выполняет то, что движок не может разыграть — { $card }: { $ability }

## rolls and what modifiers do to them (engine/roll_words.py)
event-roll = { $player } делает бросок: сбрасывает из колоды «{ $title }», кубик { $die }
event-roll--empty = { $player } делает бросок при пустой колоде: результат 1
event-roll--becomes = результат броска теперь { $value }
event-roll--again = бросок сделан заново: { $value }
event-roll--chosen = { $player } выбирает результат броска: { $value }
event-roll--twice-will--lower = сыгран до того, как стал известен результат: { $player } делает бросок дважды и использует меньший результат
event-roll--twice-will--higher = сыгран до того, как стал известен результат: { $player } делает бросок дважды и использует больший результат
event-roll--twice--lower = { $player } сделал бросок дважды: засчитывается меньший результат, { $value }
event-roll--twice--higher = { $player } сделал бросок дважды: засчитывается больший результат, { $value }
event-roll--lasting = { $player } получает { SIGNED($n) } к каждому своему броску на время
event-x--die = Х равен { $x }: кубик сброшенной карты { $card }
event-roll--will-change = сыгран до того, как стал известен результат: { SIGNED($n) } к броску, когда кубик откроют
event-roll--outcome = переменный бросок: { $value }, выполняется исход { $range }
event-roll--no-outcome = переменный бросок: { $value }, для него на карте нет исхода
event-roll--test-bonus = постоянная способность карты { $card }: { SIGNED($n) } к тесту для способности карты { $of }
event-roll--answered = { $player } отвечает на бросок { $value }; его результат не меняется

## a sector card's text and rule changes (engine/sector_texts.py, rule_changes.py)
event-sector--text = действует текст сектора «{ $sector }» для игрока { $player }: { $ability }
event-sector--text-idle = текст сектора «{ $sector }» сейчас ничего не делает для игрока { $player }: { $ability }
event-sector--by-hand = текст сектора «{ $sector }» выполняют сами игроки ({ $why }): { $ability }
event-rule--in-force = в сражениях за сектор «{ $sector }» изменено правило: { $ability }
event-rule--given = изменено правило для сектора «{ $sector }»: { $ability }
event-rule--hand-more = игрок { $player } берет в командную руку на { $n } больше: так изменено правило
event-rule--hand-fewer = игрок { $player } берет в командную руку на { $n } меньше: так изменено правило
event-rule--first-action = игрок { $player } заявляет первую военную акцию: так изменено правило
event-rule--first-action-both = изменения правил называют первыми обоих игроков: первую военную акцию заявляет { $player }, выбравший сражение, как в правилах
event-restriction--no-lock-some = { $card } пока не может быть повернут некоторыми способностями
event-restriction--no-use = { $card } пока не может использовать свои способности
event-restriction--no-use-some = { $card } пока не может использовать некоторые свои способности
event-rule--no-retreat = игрок { $player } не может отступить из этого сражения: так изменено правило
event-rule--no-capture = у игрока { $player } хватает флагов, но захватить этот сектор нельзя: не выполнено условие изменённого правила
event-rule--no-counter = { $card } не контратакует: контратака здесь не действует
event-rule--overrun-no-damage = прорыв здесь не наносит повреждений
event-rule--unblockable = эту атаку здесь нельзя блокировать
event-move--arrives-ready = { $card } прибывает готовым
event-move--arrives-locked = { $card } прибывает повернутым
event-move--arrives-charging = { $card } прибывает наступающим

## amounts: swaps, tests passed, double damage (issue 24 g13)
event-stat--swapped-between = { $card } и { $target } меняются параметром «{ $stat }» — теперь { $n } и { $m }
event-roll--not-test = бросок не тест: он остаётся как есть
event-roll--test-passed = тест пройден: результат становится { $value }
event-roll--test-failed = тест провален: результат становится { $value }
event-stat--swap-none = поменять нечего — ничего не происходит
event-damage--double-shooting = { $card } пока наносит при стрельбе двойные повреждения
event-damage--double-assault = { $card } пока наносит при штурме двойные повреждения
event-damage--double-counter = { $card } пока наносит при контратаке двойные повреждения
event-damage--counter-double = { $card } наносит контратакой двойные повреждения: { $n }

## engine/sequels.py
event-if-done--done = { $player } сделал это: следующее выполняется
event-if-done--not-done = { $player } этого не сделал
event-if-done--declined = { $player } решает этого не делать
event-infiltrate--not-revealed = { $card } уже не лежит на верху колоды или не может войти в игру
event-opponent-does = { $player } делает это и сам выбирает
event-each-player--turn = каждый игрок делает это по очереди, первым { $player }

## engine/restriction_effects.py
event-restriction--unblockable-shooting-desc = некоторые отряды пока не могут блокировать стрельбу карты { $card }
event-restriction--unblockable-assault-desc = некоторые отряды пока не могут блокировать штурм карты { $card }

## engine/entering.py
event-restriction--unaffected = { $card } пока не может быть затронута некоторыми способностями
event-restriction--spared = { $card } не затронута: ее защищает ограничение
event-rule--tie-capture = у обоих игроков поровну флагов: изменение правил отдает сектор игроку { $player }
event-restriction--enters-locked = { $card } входит в сектор «{ $sector }» повернутой, а не готовой

## engine/instead.py
event-destroy--prevented = { $card } не может быть уничтожен: остается в игре
event-restriction--no-destroy = { $card } пока не может быть уничтожен
event-instead--done = { $card } должен быть уничтожен: вместо этого — { $ability }
event-instead--none = ничего не сделано вместо этого: { $card } уничтожается

## engine/cancel.py
event-cancel--use = { $player } отменяет { $card }: карта ничего не делает (затраты остаются оплаченными)
event-plays--command-cancelled = «{ $title }» отменена и уходит в сброс ({ $player })
event-cancel--nothing = отменять уже нечего
event-cancel--overrun = { $player }: прорыв карты { $card } не нанесет повреждений
event-cancel--attack = { $player }: атака карты { $card } не нанесет повреждений
event-cancel--current = { $player }: текущая атака (карты { $card }) не нанесет повреждений
event-attack--harmless = { $unit } атакует { $target }, но не наносит повреждений
event-overrun--harmless = { $unit } совершает прорыв в { $target }, но не наносит повреждений

## questions: what the player to move is asked (engine/events.py question_text)
question-role = выберите: атаковать или защищаться
question-planet = выберите планету
question-first_wave = первая волна: выберите сектор для верхней карты
question-deploy = регулярная высадка: карта из руки лицом вниз в сектор
question-battle = выберите сектор для сражения
question-preparation = этап подготовки: выберите следующую способность «во время подготовки»
question-war_action = этап боя: заявите военную акцию
question-block = { $unit } атакует { $target }: блокировать или нет
question-overrun = прорыв: остаток повреждений { $excess } можно перенести на другую карту — или отказаться
question-tactics = окно тактик: сыграйте тактику или пасуйте
question-modifier = бросок { $roll }: сыграйте модификатор или пасуйте
question-reaction = реакции на событие «{ $event }»: сыграйте реакцию или пасуйте
question-event = определение победителя: выберите следующее событие
question-target = выберите цели
question-x = выберите Х
question-cost = оплатите стоимость
question-effect_pick = выполните эффекты
question-effect_pick--infiltrate = внедрение: выберите карту, которую ввести в игру { $source }
question-effect_pick--search = поиск в колоде: выберите карту, которую взять («Готово», если можно взять «до N», — больше не брать)
question-effect_pick--discard = сброс: выберите карту, которую сбросить
question-by_hand = выполните вручную «{ $text }»: сделайте то, что сказано, действиями, которые предлагает движок (действия с картой — щелчком по ней), затем «Готово»
question-over = игра окончена

## decisions: one legal decision in words (engine/events.py decision_text)
decision-role = Быть: { $word }
decision-planet = Планета: { $planet }
decision-first_wave = { $card } — в сектор «{ $sector }»
decision-deploy = Высадить лицом вниз: { $card } — в сектор «{ $sector }»
decision-battle = Сражение за сектор «{ $sector }»
decision-pass = Пас
decision-retreat = Отступить
decision-shoot = Стрельба: { $unit } → { $target }
decision-assault = Штурм: { $unit } → { $target }
decision-charge = Наступать: { $unit }
decision-special = Специальный штурм: { $unit } — { $ability }
decision-play--command = Сыграть из руки: { $card } — { $ability }
decision-play--ability = Способность: { $card } — { $ability }
decision-block = Блокировать: { $blocker }
decision-no_block = Не блокировать
decision-overrun = Прорыв: { $target }
decision-no_overrun = Без прорыва
decision-special_effect = Эффект специального штурма вместо прорыва
decision-choose = Выбрать: { $card }
decision-done = Готово
decision-x = Х = { $n }
decision-manual--command = Сыграть из руки (выполнить вручную): { $card } — { $ability }
decision-manual--ability = Способность (выполнить вручную): { $card } — { $ability }
decision-hand_destroy = Вручную: уничтожить { $card }
decision-hand_lock = Вручную: повернуть { $card }
decision-hand_ready = Вручную: развернуть { $card }
decision-hand_charge = Вручную: { $card } наступает
decision-hand_draw = Вручную: { $who } берёт карту
decision-hand_discard = Вручную: сбросить { $card }
decision-hand_stat = Вручную: { $card } получает { SIGNED($n) } к параметру «{ $stat }»
decision-hand_roll = Вручную: бросок { SIGNED($n) }
decision-concede = Признать поражение
decision-move = Переместить { $card } в сектор «{ $sector }»
decision-option = Вариант { $n }
decision-result = Результат броска: { $n }

## words the messages' arguments name: roles, stats, zones, planets, events reacted to, why a sector's text is left to the players
engine-word-sector-unread = язык способностей его не читает
engine-word-sector-unsupported = движок не умеет разыгрывать эту форму
engine-word-sector-this = он называет свою карту, а сектор — не карта в игре
engine-word-sector-cost = у него есть цена или Х, которые никто не платит
engine-word-sector-constant = постоянная способность сектора не называет карты игрока и дает только числа
engine-word-sector-kind = способность сектора такого типа никто не использует
engine-word-sector-who = не сказано, какой игрок выбирает
engine-word-sector-you = в нем сказано «ты», а у сектора нет игрока
engine-word-attacker = атакующий
engine-word-defender = защищающийся
engine-word-hand = из руки
engine-word-deck = из колоды
engine-word-discard = из сброса
engine-word-discarded = из сброшенных карт
engine-word-top = с верха колоды
engine-word-firepower = огневая мощь
engine-word-assault = штурм
engine-word-speed = скорость
engine-word-armor = броня
engine-word-flags = флаги
engine-word-isstvan_iii = Истваан III
engine-word-prospero = Просперо
engine-word-destroyed = уничтожение
engine-word-blocked = блокирование
engine-word-blocks = блок
engine-word-charges = наступление
engine-word-attacked = атака
engine-word-played = розыгрыш
engine-word-roll = бросок
engine-word-shoots = стрельба
engine-word-assaults = штурм
engine-word-locked = поворот
engine-word-targeted = цель способности
engine-word-enters = вход в игру
engine-word-fleet = попадание в зону флота
engine-word-readied = разворот
engine-word-battle_start = начало сражения
engine-word-overruns = прорыв
engine-word-war_action = военная акция
engine-word-draws = взятие карт
engine-word-retreats = отступление
engine-word-passes = пас
engine-word-would_be_destroyed = должен быть уничтожен
engine-word-ability_used = использована способность
engine-word-attacking = атакующая
engine-word-defending = защищающаяся
engine-word-unread = кубик еще не открыт
engine-word-nothing = ничего
engine-word-none = нет
engine-word-a-card = карту
engine-word-a-card--nominative = карта

## the players, as the engine names them (events.player_name) and as a line of two names them (P1: …; P2: …)
log-player-1 = Игрок 1
log-player-2 = Игрок 2
log-side-1 = И1
log-side-2 = И2
## the players as one of them sees the game (engine/seen_words.py): the viewer, the other, and neither's view
seen-you = вы
seen-opponent = противник
seen-player-1 = игрок 1
seen-player-2 = игрок 2
# "{player}'s" said of the viewer and of the opponent (Russian messages name a player's card otherwise)
seen-your = ваш
seen-opponents = противника
# a card of a player the sentence has already named before it: the card alone
seen-own-card-yours = { $card }
seen-own-card-theirs = { $card }
## an ability of which only one language's text reads: the log says which text the engine plays ($runs: en, ru)
log-plays-one-text = { $text } (движок разыгрывает { $runs ->
    [ru] русский
   *[en] английский
} текст: «{ $printed }»)
## a decision a constant the engine cannot read may forbid (engine/manual.py): the card and its text
decision-unread-note = — вручную: { $card } — «{ $text }» (движок этого не читает: только если игроки согласны, что так можно)

## a description of cards a change counts versus (engine/versus_words.py): «повернутых отрядов» (the genitive after «против»)
# its parts in order: the states, the kind of card, the keywords, the rest («с …», «без …»)
versus-description = { $states } { $noun } { $keywords } { $rest }
versus-state-ready = готовых
versus-state-locked = повернутых
versus-state-charging = наступающих
versus-not-state-ready = неготовых
versus-not-state-locked = неповернутых
versus-not-state-charging = ненаступающих
versus-flagged = флаговых
versus-flagless = бесфлаговых
versus-type-unit = отрядов
versus-type-asset = ресурсов
versus-type-ship = кораблей
versus-type-cards = карт
versus-without = без { $keyword }
versus-stat = с { $stat } { $value }
versus-stat-firepower = огневой мощью
versus-stat-assault = штурмом
versus-stat-speed = скоростью
versus-stat-armor = броней
versus-stat-flags = флагами
versus-cmp-le = { $v } или меньше
versus-cmp-ge = { $v } или больше
versus-cmp-lt = меньше { $v }
versus-cmp-gt = больше { $v }
versus-cmp-eq = { $v }

## the AI's three levels (engine/ai/levels.py): a level's name and what it is in a few words
ai-level-recruit = Новобранец
ai-level-recruit-about = действует по наитию, ходит сразу
ai-level-veteran = Ветеран
ai-level-veteran-about = просчитывает ход, около 0,05 с на ход
ai-level-warmaster = Магистр войны
ai-level-warmaster-about = думает глубоко, до 1 с на ход

## g21b: damage reduced or prevented for a time (engine/bends.py)
event-damage--reduced-for-now = { $card }: получаемые повреждения пока уменьшены на { $n }
event-damage--prevented-for-now = { $card } пока не получает повреждений
event-damage--prevented = { $card } не получает повреждений
