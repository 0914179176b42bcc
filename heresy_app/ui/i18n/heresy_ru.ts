<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>BattleBoard</name>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Вернуть ход</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <source>Continue playing from here</source>
        <translation>Играть дальше отсюда</translation>
    </message>
    <message>
        <source>Turn </source>
        <translation>Ход </translation>
    </message>
    <message>
        <source>AI pause</source>
        <translation>Пауза ИИ</translation>
    </message>
    <message>
        <source>Show every card</source>
        <translation>Показать все карты</translation>
    </message>
    <message>
        <source>Stop after each battle</source>
        <translation>Пауза после сражения</translation>
    </message>
    <message>
        <source>After each battle (and each turn after turn 4) the game waits on a summary until you click Continue</source>
        <translation>После каждого сражения (и каждого хода после 4-го) игра показывает итоги и ждёт, пока вы не нажмёте «Продолжить»</translation>
    </message>
    <message>
        <source>No game yet. Click here (or Game → New game…) to play a deck against the AI.</source>
        <translation>Игры пока нет. Нажмите здесь (или Игра → Новая игра…), чтобы сыграть колодой против ИИ.</translation>
    </message>
    <message>
        <source>War action: shooting</source>
        <translation>Военная акция: стрельба</translation>
    </message>
    <message>
        <source>War action: assault</source>
        <translation>Военная акция: штурм</translation>
    </message>
    <message>
        <source>War action: special assault</source>
        <translation>Военная акция: специальный штурм</translation>
    </message>
    <message>
        <source>War action: overrun</source>
        <translation>Военная акция: прорыв</translation>
    </message>
    <message>
        <source>(over)</source>
        <translation>(окончена)</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>атакующий</translation>
    </message>
    <message>
        <source>target</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>blocker</source>
        <translation>блокирующий</translation>
    </message>
    <message>
        <source>Tactics:</source>
        <translation>Тактики:</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>ОМ</translation>
    </message>
    <message>
        <source>AS</source>
        <translation>ШТ</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>СК</translation>
    </message>
    <message>
        <source>AR</source>
        <translation>БР</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>лицом вниз</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Противник</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>рука</translation>
    </message>
    <message>
        <source>Fleet area</source>
        <translation>Зона флота</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>captured by you</source>
        <translation>захвачен вами</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>needs %n flag(s)</source>
        <translation>
            <numerusform>нужен %n флаг</numerusform>
            <numerusform>нужно %n флага</numerusform>
            <numerusform>нужно %n флагов</numerusform>
        </translation>
    </message>
    <message>
        <source>captured by the opponent</source>
        <translation>захвачен противником</translation>
    </message>
    <message>
        <source>battle here</source>
        <translation>здесь идёт сражение</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>разыгрывается</translation>
    </message>
    <message>
        <source>the top card of the deck, revealed for the first wave</source>
        <translation>верхняя карта колоды, открытая для первой волны</translation>
    </message>
    <message>
        <source>Set-up: the roles, then the planet whose three sectors are fought for</source>
        <translation>Подготовка: роли, затем планета, за три сектора которой идёт борьба</translation>
    </message>
    <message>
        <source>Pass the screen to player {n}. Click when only they can see it.</source>
        <translation>Передайте экран игроку {n}. Нажмите, когда смотрит только он.</translation>
    </message>
    <message>
        <source>Your discard pile</source>
        <translation>Ваш сброс</translation>
    </message>
    <message>
        <source>The opponent&apos;s discard pile</source>
        <translation>Сброс противника</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>ИИ думает…</translation>
    </message>
    <message>
        <source>The AI&apos;s last move: %1</source>
        <translation>Последний ход ИИ: %1</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Сохранённые игры (*.json)</translation>
    </message>
</context>
<context>
    <name>BoardGames</name>
    <message>
        <source>Deck tab: %1</source>
        <translation>Вкладка «Колода»: %1</translation>
    </message>
    <message>
        <source>%1: no card of this deck can be played</source>
        <translation>%1: ни одну карту этой колоды нельзя сыграть</translation>
    </message>
    <message>
        <source>Cannot play this deck</source>
        <translation>Этой колодой нельзя сыграть</translation>
    </message>
    <message>
        <source>The deck breaks the deck rules</source>
        <translation>Колода нарушает правила составления</translation>
    </message>
    <message>
        <source>%1 does not pass the deck check:
%2

Play it anyway (goldfishing a draft)?</source>
        <translation>%1 не проходит проверку колоды:
%2

Всё равно сыграть (проба черновика)?</translation>
    </message>
    <message>
        <source>Play on?</source>
        <translation>Продолжить игру?</translation>
    </message>
    <message>
        <source>A game was left unfinished when Heresy last closed. Play it on?</source>
        <translation>Когда Heresy закрылась в прошлый раз, игра осталась незаконченной. Продолжить её?</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Сохранённые игры (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Открыть сохранённую игру</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Не удалось открыть игру</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Открыть запись</translation>
    </message>
</context>
<context>
    <name>BoardKeys</name>
    <message>
        <source>Answer with the default: Pass, Do not block, Done…</source>
        <translation>Ответ по умолчанию: пас, не блокировать, готово…</translation>
    </message>
    <message>
        <source>Continue after a summary</source>
        <translation>Продолжить после итогов</translation>
    </message>
    <message>
        <source>Cancel the card or ability chosen</source>
        <translation>Отменить выбранную карту или способность</translation>
    </message>
    <message>
        <source>Zoom the board in</source>
        <translation>Приблизить поле</translation>
    </message>
    <message>
        <source>Zoom the board out</source>
        <translation>Отдалить поле</translation>
    </message>
    <message>
        <source>Fit the board to the window</source>
        <translation>Вписать поле в окно</translation>
    </message>
</context>
<context>
    <name>BoardQuestions</name>
    <message>
        <source>the opponent</source>
        <translation>противник</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>игрок %1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Ход %1</translation>
    </message>
    <message>
        <source>you attack</source>
        <translation>вы атакуете</translation>
    </message>
    <message>
        <source>you defend</source>
        <translation>вы защищаетесь</translation>
    </message>
    <message>
        <source>player %1 attacks</source>
        <translation>атакует игрок %1</translation>
    </message>
    <message>
        <source>player %1 defends</source>
        <translation>защищается игрок %1</translation>
    </message>
    <message>
        <source>battle for %1</source>
        <translation>сражение за сектор «%1»</translation>
    </message>
    <message>
        <source>flags: you %1, opponent %2</source>
        <translation>флаги: у вас %1, у противника %2</translation>
    </message>
    <message>
        <source>watching the AI play both sides</source>
        <translation>ИИ играет за обе стороны</translation>
    </message>
    <message>
        <source>replay: decision %1 of %2</source>
        <translation>повтор: решение %1 из %2</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>подготовка к игре</translation>
    </message>
    <message>
        <source>deployment phase</source>
        <translation>фаза высадки</translation>
    </message>
    <message>
        <source>battle phase</source>
        <translation>фаза сражений</translation>
    </message>
    <message>
        <source>battle phase, preparation step</source>
        <translation>фаза сражений, этап подготовки</translation>
    </message>
    <message>
        <source>battle phase, combat step</source>
        <translation>фаза сражений, этап боя</translation>
    </message>
    <message>
        <source>battle phase, resolution step</source>
        <translation>фаза сражений, этап определения победителя</translation>
    </message>
    <message>
        <source>The battle is over: read what happened, then continue.</source>
        <translation>Сражение окончено: прочтите, что произошло, и продолжайте.</translation>
    </message>
    <message>
        <source>The turn is over: read where the game stands, then continue.</source>
        <translation>Ход окончен: посмотрите, как обстоят дела, и продолжайте.</translation>
    </message>
    <message>
        <source>Continue ▶</source>
        <translation>Продолжить ▶</translation>
    </message>
    <message>
        <source>The opponent is deciding: %1</source>
        <translation>Решает противник: %1</translation>
    </message>
    <message>
        <source>Deciding: %1</source>
        <translation>Решает: %1</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation>Игрок %1: %2</translation>
    </message>
    <message>
        <source>Selected: %1. Click a ringed target, or Esc to cancel.</source>
        <translation>Выбрано: %1. Нажмите на выделенную цель или Esc для отмены.</translation>
    </message>
    <message>
        <source>Cancel the selection (Esc)</source>
        <translation>Отменить выбор (Esc)</translation>
    </message>
    <message>
        <source>By hand: the opponent discards a card at random</source>
        <translation>Вручную: противник сбрасывает случайную карту</translation>
    </message>
    <message>
        <source>…or click a ringed card.</source>
        <translation>…или нажмите на выделенную карту.</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>Ничья.</translation>
    </message>
    <message>
        <source>Player %1 wins.</source>
        <translation>Побеждает игрок %1.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <source>The AI wins.</source>
        <translation>Победил ИИ.</translation>
    </message>
    <message>
        <source>You are about to: %1</source>
        <translation>Вы собираетесь: %1</translation>
    </message>
    <message>
        <source>It may then target (ringed on the board): %1</source>
        <translation>Затем можно выбрать цель (выделены на поле): %1</translation>
    </message>
    <message>
        <source>It has no target it could choose now.</source>
        <translation>Сейчас у неё нет цели, которую можно выбрать.</translation>
    </message>
    <message>
        <source>Nothing counts until you click Play.</source>
        <translation>Ничего не произойдёт, пока вы не нажмёте «Сыграть».</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Сыграть</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Отмена (Esc)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Turns: %1. Cards lost: you %2, opponent %3.</source>
        <translation>Ходов: %1. Потеряно карт: у вас %2, у противника %3.</translation>
    </message>
    <message>
        <source>Sectors: yours %1; the opponent&apos;s %2.</source>
        <translation>Секторы: ваши — %1; противника — %2.</translation>
    </message>
    <message>
        <source>Play again (new seed)</source>
        <translation>Сыграть ещё (новый расклад)</translation>
    </message>
    <message>
        <source>Swap sides</source>
        <translation>Поменяться колодами</translation>
    </message>
    <message>
        <source>Save the replay…</source>
        <translation>Сохранить запись…</translation>
    </message>
    <message>
        <source>Show the summary</source>
        <translation>Показать итоги</translation>
    </message>
    <message>
        <source>Show the board</source>
        <translation>Показать поле</translation>
    </message>
</context>
<context>
    <name>BoardSide</name>
    <message>
        <source>X =</source>
        <extracomment>not fit beside it (the first game&apos;s guide): has ``folded``, ``set_folded(bool)`` and ``unfolded_by_player`` (the person asked to read it whole: it is not folded for them)</extracomment>
        <translation>Х =</translation>
    </message>
    <message>
        <source>Choose X</source>
        <translation>Выбрать Х</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Double-click: the rules section %1</source>
        <translation>Двойной щелчок: раздел правил %1</translation>
    </message>
    <message>
        <source>All turns</source>
        <translation>Все ходы</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Ход %1</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <source>Search: name or words, type:unit fp&gt;=3</source>
        <translation>Поиск: имя или слова, тип:отряд ом&gt;=3</translation>
    </message>
    <message>
        <source>Words search names, keywords and text. Fields: %1. Combine with &apos;or&apos;, &apos;-&apos; and parentheses.</source>
        <translation>Слова ищутся в именах, ключевых словах и тексте. Поля: %1. Сочетайте с «или», «-» и скобками.</translation>
    </message>
    <message>
        <source>Owned:</source>
        <translation>В коллекции:</translation>
    </message>
    <message>
        <source>One more copy of the selected cards in your collection (+)</source>
        <translation>На одну копию выбранных карт больше в коллекции (+)</translation>
    </message>
    <message>
        <source>One copy fewer of the selected cards in your collection (-)</source>
        <translation>На одну копию выбранных карт меньше в коллекции (-)</translation>
    </message>
    <message>
        <source>Undo the last change to your collection (Ctrl+Z in the list)</source>
        <translation>Отменить последнее изменение коллекции (Ctrl+Z в списке)</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Позиция %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Owned: %1 %2 → %3</source>
        <translation>В коллекции: %1 %2 → %3</translation>
    </message>
    <message numerus="yes">
        <source>Owned: %n card(s)</source>
        <translation>
            <numerusform>В коллекции: %n карта</numerusform>
            <numerusform>В коллекции: %n карты</numerusform>
            <numerusform>В коллекции: %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardEditor</name>
    <message>
        <source>Edit user card</source>
        <translation>Изменить свою карту</translation>
    </message>
    <message>
        <source>New user card</source>
        <translation>Новая своя карта</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Номер</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Редкость</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Planet</source>
        <translation>Планета</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Имя (английское)</translation>
    </message>
    <message>
        <source>Name (Russian)</source>
        <translation>Имя (русское)</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Флаги</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>Характеристики</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Кубик</translation>
    </message>
    <message>
        <source>Command type</source>
        <translation>Тип команды</translation>
    </message>
    <message>
        <source>Command line (English)</source>
        <translation>Командная строка (английская)</translation>
    </message>
    <message>
        <source>Command line (Russian)</source>
        <translation>Командная строка (русская)</translation>
    </message>
    <message>
        <source>Keywords (English)</source>
        <translation>Ключевые слова (английские)</translation>
    </message>
    <message>
        <source>Keywords (Russian)</source>
        <translation>Ключевые слова (русские)</translation>
    </message>
    <message>
        <source>Abilities (English)</source>
        <translation>Способности (английские)</translation>
    </message>
    <message>
        <source>Abilities (Russian)</source>
        <translation>Способности (русские)</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Уникальная</translation>
    </message>
    <message>
        <source>Flavour (English)</source>
        <translation>Художественный текст (английский)</translation>
    </message>
    <message>
        <source>Flavour (Russian)</source>
        <translation>Художественный текст (русский)</translation>
    </message>
    <message>
        <source>Flags to capture</source>
        <translation>Флагов для захвата</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>ОМ</translation>
    </message>
    <message>
        <source>AS</source>
        <translation>ШТ</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>СК</translation>
    </message>
    <message>
        <source>AR</source>
        <translation>БР</translation>
    </message>
    <message>
        <source>set code and number, like MY-001</source>
        <translation>код набора и номер, например MY-001</translation>
    </message>
    <message>
        <source>comma-separated; *Bold* keywords carry a rule</source>
        <translation>через запятую; *жирные* слова несут правило</translation>
    </message>
    <message>
        <source>one ability a line, e.g. WA (5+): Draw 1 card.</source>
        <translation>одна способность в строке, например WA (5+): Draw 1 card.</translation>
    </message>
    <message>
        <source>one ability a line</source>
        <translation>одна способность в строке</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Как выглядит карта</translation>
    </message>
    <message>
        <source>Isstvan III</source>
        <translation>Истваан III</translation>
    </message>
    <message>
        <source>Prospero</source>
        <translation>Просперо</translation>
    </message>
    <message>
        <source>Keywords: give each English keyword its Russian twin (%1 and %2 listed).</source>
        <translation>Ключевые слова: у каждого английского слова должна быть русская пара (указано %1 и %2).</translation>
    </message>
    <message>
        <source>Abilities: give each English line its Russian twin (%1 and %2 lines).</source>
        <translation>Способности: у каждой английской строки должна быть русская пара (строк %1 и %2).</translation>
    </message>
    <message>
        <source>Id: %1 is a shipped card; choose your own set code.</source>
        <translation>Номер: %1 — карта из поставки; выберите свой код набора.</translation>
    </message>
    <message>
        <source>card</source>
        <translation>карта</translation>
    </message>
    <message>
        <source>Ability text is not checked: the ability language is not installed.</source>
        <translation>Текст способностей не проверяется: язык способностей не установлен.</translation>
    </message>
    <message>
        <source>the text is a %1 ability, the command type says %2</source>
        <translation>по тексту это способность %1, а тип командной строки — %2</translation>
    </message>
    <message>
        <source>%1 text is not checked: %2</source>
        <translation>Текст %1 не проверяется: %2</translation>
    </message>
    <message>
        <source>%1, line %2, column %3</source>
        <translation>%1, строка %2, позиция %3</translation>
    </message>
    <message>
        <source>Fill in the card: its id, names in both languages, numbers and text. What is still missing shows here as you type.</source>
        <translation>Заполните карту: номер, названия на обоих языках, числа и текст. Чего ещё не хватает, появится здесь по мере ввода.</translation>
    </message>
    <message>
        <source>The card is valid.</source>
        <translation>Карта составлена верно.</translation>
    </message>
    <message>
        <source>The battle engine cannot play the text below. The card can be saved as it is: in a game the players resolve that ability by hand, and the AI never uses it. Where reading stopped:</source>
        <translation>Движок не может разыграть текст ниже. Карту можно сохранить как есть: в игре эту способность игроки выполняют вручную, а ИИ её никогда не использует. Где чтение остановилось:</translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <source>Select a card to see it here</source>
        <translation>Выберите карту, чтобы увидеть её здесь</translation>
    </message>
</context>
<context>
    <name>CardPainter</name>
    <message>
        <source>USER</source>
        <translation>СВОЯ</translation>
    </message>
    <message>
        <source>Isstvan III</source>
        <translation>Истваан III</translation>
    </message>
    <message>
        <source>Prospero</source>
        <translation>Просперо</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>ОМ</translation>
    </message>
    <message>
        <source>AS</source>
        <translation>ШТ</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>СК</translation>
    </message>
    <message>
        <source>AR</source>
        <translation>БР</translation>
    </message>
</context>
<context>
    <name>CardTerms</name>
    <message>
        <source>Unit</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Asset</source>
        <translation>Ресурс</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Корабль</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Сектор</translation>
    </message>
    <message>
        <source>Loyalist</source>
        <comment>side, short</comment>
        <translation>Лоял.</translation>
    </message>
    <message>
        <source>Traitor</source>
        <comment>side, short</comment>
        <translation>Отст.</translation>
    </message>
    <message>
        <source>Unaligned</source>
        <comment>side, short</comment>
        <translation>Непр.</translation>
    </message>
    <message>
        <source>No side</source>
        <comment>side, short</comment>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Loyalist</source>
        <translation>Лоялисты</translation>
    </message>
    <message>
        <source>Traitor</source>
        <translation>Отступники</translation>
    </message>
    <message>
        <source>Unaligned</source>
        <translation>Неприсоединившиеся</translation>
    </message>
    <message>
        <source>No side</source>
        <translation>Без стороны</translation>
    </message>
    <message>
        <source>WA</source>
        <translation>ВА</translation>
    </message>
    <message>
        <source>T</source>
        <translation>Т</translation>
    </message>
    <message>
        <source>R</source>
        <translation>Р</translation>
    </message>
    <message>
        <source>M</source>
        <translation>М</translation>
    </message>
    <message>
        <source>E</source>
        <translation>С</translation>
    </message>
    <message>
        <source>War action</source>
        <translation>Военная акция</translation>
    </message>
    <message>
        <source>Tactic</source>
        <translation>Тактика</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Реакция</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Модификатор</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Необычная</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Редкая</translation>
    </message>
    <message>
        <source>Very rare</source>
        <translation>Очень редкая</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Флаги</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>ОМ</translation>
    </message>
    <message>
        <source>AS</source>
        <translation>ШТ</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>СК</translation>
    </message>
    <message>
        <source>AR</source>
        <translation>БР</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Кубик</translation>
    </message>
    <message>
        <source>Cmd</source>
        <translation>Ком.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Номер</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Есть</translation>
    </message>
    <message>
        <source>Firepower</source>
        <translation>Огневая мощь</translation>
    </message>
    <message>
        <source>Assault</source>
        <translation>Штурм</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Броня</translation>
    </message>
    <message>
        <source>Command type</source>
        <translation>Тип команды</translation>
    </message>
    <message>
        <source>Copies in your collection: type a number, or + and - (Ctrl+Z undoes)</source>
        <translation>Копий в вашей коллекции: введите число или нажмите + и - (Ctrl+Z отменяет)</translation>
    </message>
    <message>
        <source>User card</source>
        <translation>Своя карта</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <source>Add ruling or note…</source>
        <translation>Добавить разъяснение или заметку…</translation>
    </message>
    <message>
        <source>Add your own ruling or note to this card</source>
        <translation>Добавить к этой карте своё разъяснение или заметку</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Write all your rulings and notes to a file to share</source>
        <translation>Записать все ваши разъяснения и заметки в файл, чтобы поделиться</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <source>Add the rulings and notes of a shared file</source>
        <translation>Добавить разъяснения и заметки из файла, которым поделились</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message>
        <source>Saved in your rulings.</source>
        <translation>Сохранено в ваших разъяснениях.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Delete your %1 “%2”?</source>
        <translation>Удалить вашу запись (%1) «%2»?</translation>
    </message>
    <message>
        <source>Not deleted: %1</source>
        <translation>Не удалено: %1</translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation>Удалено.</translation>
    </message>
    <message>
        <source>Export your rulings</source>
        <translation>Экспорт ваших разъяснений</translation>
    </message>
    <message>
        <source>Import rulings</source>
        <translation>Импорт разъяснений</translation>
    </message>
    <message>
        <source>Rulings (*.json *.toml)</source>
        <translation>Разъяснения (*.json *.toml)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Exported to %1: %2 in all.</source>
        <translation>Экспортировано в %1: всего %2.</translation>
    </message>
    <message>
        <source>Nothing imported: %1</source>
        <translation>Ничего не импортировано: %1</translation>
    </message>
    <message>
        <source>Imported: %1 new, %2 already here.</source>
        <translation>Импортировано: новых — %1, уже были — %2.</translation>
    </message>
    <message>
        <source>note</source>
        <translation>заметка</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>разъяснение</translation>
    </message>
    <message>
        <source>User card</source>
        <translation>Своя карта</translation>
    </message>
    <message>
        <source>Keywords:</source>
        <translation>Ключевые слова:</translation>
    </message>
    <message>
        <source>Command line (%1):</source>
        <translation>Командная строка (%1):</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Уникальная</translation>
    </message>
    <message>
        <source>The battle engine cannot play this ability: in a game the players resolve it by hand.</source>
        <translation>Движок не может разыграть эту способность: в игре её выполняют вручную.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Разъяснения</translation>
    </message>
    <message>
        <source>No rulings for this card.</source>
        <translation>У этой карты нет разъяснений.</translation>
    </message>
    <message>
        <source>Your rulings file cannot be read (%1); it is kept aside, untouched, when you next add or import one.</source>
        <translation>Файл ваших разъяснений не читается (%1); при следующем добавлении или импорте он будет отложен в сторону нетронутым.</translation>
    </message>
    <message>
        <source>Your note</source>
        <translation>Ваша заметка</translation>
    </message>
    <message>
        <source>Your ruling</source>
        <translation>Ваше разъяснение</translation>
    </message>
    <message>
        <source>edit</source>
        <translation>изменить</translation>
    </message>
    <message>
        <source>delete</source>
        <translation>удалить</translation>
    </message>
    <message>
        <source>Your rulings and notes</source>
        <translation>Ваши разъяснения и заметки</translation>
    </message>
</context>
<context>
    <name>CollectionActions</name>
    <message>
        <source>Import c&amp;ollection…</source>
        <translation>Импорт &amp;коллекции…</translation>
    </message>
    <message>
        <source>Export co&amp;llection…</source>
        <translation>Экспорт ко&amp;ллекции…</translation>
    </message>
    <message>
        <source>Import collection</source>
        <translation>Импорт коллекции</translation>
    </message>
    <message>
        <source>Collection files (*.txt *.csv);;All files (*)</source>
        <translation>Файлы коллекции (*.txt *.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Export collection</source>
        <translation>Экспорт коллекции</translation>
    </message>
    <message>
        <source>Cannot read the collection</source>
        <translation>Не удаётся прочитать коллекцию</translation>
    </message>
    <message>
        <source>%1 lists no cards.</source>
        <translation>В файле %1 нет карт.</translation>
    </message>
    <message numerus="yes">
        <source>Added %n copy(ies) to your collection.</source>
        <translation>
            <numerusform>В коллекцию добавлена %n копия.</numerusform>
            <numerusform>В коллекцию добавлены %n копии.</numerusform>
            <numerusform>В коллекцию добавлено %n копий.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write the collection</source>
        <translation>Не удаётся записать коллекцию</translation>
    </message>
    <message>
        <source>Wrote your collection to %1</source>
        <translation>Коллекция записана в %1</translation>
    </message>
</context>
<context>
    <name>DeckAutosave</name>
    <message>
        <source>Cannot autosave the deck: %1</source>
        <translation>Не удаётся автосохранить колоду: %1</translation>
    </message>
    <message>
        <source>Restore the deck?</source>
        <translation>Восстановить колоду?</translation>
    </message>
    <message>
        <source>Heresy closed without saving the deck you were editing. Restore it from the autosave?</source>
        <translation>Heresy закрылась, не сохранив колоду, которую вы правили. Восстановить её из автосохранения?</translation>
    </message>
    <message>
        <source>Cannot restore the deck</source>
        <translation>Не удаётся восстановить колоду</translation>
    </message>
</context>
<context>
    <name>DeckCharts</name>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Флаги</translation>
    </message>
    <message>
        <source>Flags on the card</source>
        <translation>Флагов на карте</translation>
    </message>
    <message>
        <source>Die faces and tests</source>
        <translation>Грани кубика и тесты</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Die face N: % chance to pass a test N+</source>
        <translation>Грань N: шанс пройти тест N+, %</translation>
    </message>
    <message>
        <source>Chance to pass N+</source>
        <translation>Шанс пройти N+</translation>
    </message>
    <message>
        <source>Firepower, assault, speed, armor</source>
        <translation>Огневая мощь, штурм, скорость, броня</translation>
    </message>
    <message>
        <source>Firepower</source>
        <translation>Огневая мощь</translation>
    </message>
    <message>
        <source>Assault</source>
        <translation>Штурм</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Броня</translation>
    </message>
    <message>
        <source>Value on the card</source>
        <translation>Значение на карте</translation>
    </message>
    <message>
        <source>Flagged unit</source>
        <translation>Флаговый отряд</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <source>Opening hand (6 cards): at least one</source>
        <translation>Стартовая рука (6 карт): хотя бы одна</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>не меньше %1</translation>
    </message>
    <message>
        <source>Flagged units in the first wave (3 cards)</source>
        <translation>Флаговые отряды в первой волне (3 карты)</translation>
    </message>
    <message>
        <source>Card types</source>
        <translation>Типы карт</translation>
    </message>
</context>
<context>
    <name>DeckChecks</name>
    <message>
        <source>The deck is legal.</source>
        <translation>Колода составлена по правилам.</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s).</source>
        <translation>
            <numerusform>%n предупреждение.</numerusform>
            <numerusform>%n предупреждения.</numerusform>
            <numerusform>%n предупреждений.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckDocument</name>
    <message>
        <source>Untitled deck</source>
        <translation>Колода без имени</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>Add %1 to the sideboard</source>
        <translation>Добавить %1 в сайдборд</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Добавить: %1</translation>
    </message>
    <message numerus="yes">
        <source>Add %n card(s)</source>
        <translation>
            <numerusform>Добавить %n карту</numerusform>
            <numerusform>Добавить %n карты</numerusform>
            <numerusform>Добавить %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Убрать: %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Удалить: %1</translation>
    </message>
    <message>
        <source>Move %1 to the sideboard</source>
        <translation>Перенести %1 в сайдборд</translation>
    </message>
    <message>
        <source>Move %1 to the deck</source>
        <translation>Перенести %1 в колоду</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>Изменить заметки</translation>
    </message>
    <message>
        <source>Set side</source>
        <translation>Выбрать сторону</translation>
    </message>
    <message>
        <source>Rename deck</source>
        <translation>Переименовать колоду</translation>
    </message>
</context>
<context>
    <name>DeckEditor</name>
    <message>
        <source>Deck name</source>
        <translation>Имя колоды</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>One more copy (+)</source>
        <translation>Ещё одна копия (+)</translation>
    </message>
    <message>
        <source>One copy fewer (-)</source>
        <translation>На одну копию меньше (-)</translation>
    </message>
    <message>
        <source>Remove the card from the deck (Delete)</source>
        <translation>Убрать карту из колоды (Delete)</translation>
    </message>
    <message>
        <source>Sample opening…</source>
        <translation>Пробная раздача…</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Графики</translation>
    </message>
    <message>
        <source>Drop cards here, or double-click them in the browser</source>
        <translation>Перетащите карты сюда или дважды щёлкните их в списке</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Add cards from the browser to start a deck.</source>
        <translation>Добавьте карты из списка, чтобы начать колоду.</translation>
    </message>
    <message>
        <source>Side: inferred (%1)</source>
        <translation>Сторона: по картам (%1)</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>пока нет</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Флаги</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Кубик</translation>
    </message>
    <message>
        <source>Cmd</source>
        <translation>Ком.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Notes on this deck: plans, changes to try, what to buy…</source>
        <translation>Заметки о колоде: замыслы, что попробовать изменить, что докупить…</translation>
    </message>
    <message>
        <source>To the deck</source>
        <translation>В колоду</translation>
    </message>
    <message>
        <source>To sideboard</source>
        <translation>В сайдборд</translation>
    </message>
    <message>
        <source>Move one copy back into the deck</source>
        <translation>Вернуть одну копию в колоду</translation>
    </message>
    <message>
        <source>Move one copy to the sideboard (cards kept beside the deck)</source>
        <translation>Перенести одну копию в сайдборд (карты, которые держат рядом с колодой)</translation>
    </message>
    <message>
        <source>Side</source>
        <comment>short header</comment>
        <translation>Ст.</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Есть</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Командная строка</translation>
    </message>
    <message>
        <source>Unknown cards</source>
        <translation>Неизвестные карты</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Ресурсы</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Корабли</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Секторы</translation>
    </message>
    <message>
        <source>Sideboard</source>
        <translation>Сайдборд</translation>
    </message>
    <message>
        <source>Cards kept beside the deck: not counted, not checked by the deck rules</source>
        <translation>Карты, которые держат рядом с колодой: не входят в счёт и не проверяются правилами колоды</translation>
    </message>
    <message>
        <source>This text names no card</source>
        <translation>Этот текст не называет ни одной карты</translation>
    </message>
    <message>
        <source>Loyal.</source>
        <comment>side, short</comment>
        <translation>Лоял.</translation>
    </message>
    <message>
        <source>Traitor</source>
        <comment>side, short</comment>
        <translation>Отст.</translation>
    </message>
    <message>
        <source>Unal.</source>
        <comment>side, short</comment>
        <translation>Непр.</translation>
    </message>
    <message>
        <source>You own %1 of the %2 copies this deck needs: %3 missing</source>
        <translation>У вас %1 из %2 копий, нужных колоде: не хватает %3</translation>
    </message>
    <message>
        <source>You own %1; this deck needs %2</source>
        <translation>У вас %1; колоде нужно %2</translation>
    </message>
    <message>
        <source>%1 / %2 cards</source>
        <translation>%1 / %2 карт</translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>The deck “%1” has unsaved changes. Save them?</source>
        <translation>В колоде «%1» есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <source>Cannot read the deck</source>
        <translation>Не удаётся прочитать колоду</translation>
    </message>
    <message>
        <source>Deck files (%1)</source>
        <translation>Файлы колод (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>колода</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>Открыть колоду</translation>
    </message>
    <message>
        <source>Save deck as</source>
        <translation>Сохранить колоду как</translation>
    </message>
    <message>
        <source>Cannot save the deck</source>
        <translation>Не удаётся сохранить колоду</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Export deck</source>
        <translation>Экспорт колоды</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Экспортировано: %1</translation>
    </message>
    <message>
        <source>Import deck</source>
        <translation>Импорт колоды</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>В буфере обмена нет текста.</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>буфер обмена</translation>
    </message>
    <message>
        <source>The deck is on the clipboard as text.</source>
        <translation>Колода скопирована в буфер обмена текстом.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(пусто)</translation>
    </message>
</context>
<context>
    <name>DeckSheet</name>
    <message>
        <source>Untitled deck</source>
        <translation>Колода без названия</translation>
    </message>
    <message>
        <source>side not declared</source>
        <translation>сторона не объявлена</translation>
    </message>
    <message>
        <source>%1 · %2 cards · %3</source>
        <translation>%1 · карт: %2 · %3</translation>
    </message>
    <message>
        <source>Unknown cards</source>
        <translation>Неизвестные карты</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Ресурсы</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Корабли</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Секторы</translation>
    </message>
    <message>
        <source>Sideboard (%1)</source>
        <translation>Сайдборд (%1)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Stats: firepower/assault/speed/armor; die and command type; ⚑ flags.</source>
        <translation>Характеристики: огневая мощь/штурм/скорость/броня; кубик и тип командной строки; ⚑ флаги.</translation>
    </message>
</context>
<context>
    <name>FirstGameGuide</name>
    <message>
        <source>First-wave deployment. The top card of your deck is turned face up, and you choose the sector it goes into. You and the opponent take turns, the defender first, and nobody puts a second card into a sector before each sector holds one of theirs: after three cards each the wave is over.</source>
        <extracomment>the rules section each step links to</extracomment>
        <translation>Высадка первой волны. Верхняя карта вашей колоды открывается, и вы решаете, в какой сектор её положить. Вы и противник ходите по очереди, первым — защищающийся, и никто не кладёт вторую карту в сектор, пока в каждом секторе нет по одной его карте: после трёх карт у каждого волна закончена.</translation>
    </message>
    <message>
        <source>Regular deployment. You now hold six cards. Taking turns with the opponent, you place one at a time face down into any sector, as many into one sector as you like. Face-down cards are turned up only when the battle for their sector begins, so the opponent cannot see where your strength is.</source>
        <translation>Регулярная высадка. Теперь у вас в руке шесть карт. По очереди с противником вы кладёте их по одной лицом вниз в любой сектор — в один сектор сколько угодно. Закрытые карты откроются только с началом сражения за их сектор, так что противник не видит, где ваша сила.</translation>
    </message>
    <message>
        <source>Choosing a battle. The attacker fights the first battle of each turn and picks its sector: one nobody has captured yet, holding at least one of the attacker&apos;s cards; the defender then picks the second. Compare the flags a sector needs (on its sector card) with the flags of your cards there.</source>
        <translation>Выбор сражения. Атакующий ведёт первое сражение каждого хода и выбирает для него сектор — ещё никем не захваченный, где есть хотя бы одна его карта; второй сектор затем выбирает защищающийся. Сравните, сколько флагов требует сектор (это написано на карте сектора), с флагами ваших карт в нём.</translation>
    </message>
    <message>
        <source>Your war action. In the combat step the players take turns, one war action each: shoot with a ready or charging unit, charge with a ready unit, assault with a charging unit, play a WA card or ability, retreat, or pass. Click a ringed unit of yours, then its target. When both players pass one after the other, the battle goes to its resolution.</source>
        <translation>Ваша военная акция. На этапе боя игроки по очереди заявляют по одной военной акции: стрельба готовым или наступающим отрядом, наступление готовым отрядом, штурм наступающим отрядом, карта или способность ВА, отступление или пас. Щёлкните свой отряд, обведённый кольцом, затем его цель. Когда оба игрока спасуют подряд, наступает этап определения победителя.</translation>
    </message>
    <message>
        <source>Blocking. One of your cards is the target. Another unit of yours may step in front of it: against shooting only a unit faster than the shooter, against an assault any charging unit. The blocker is locked and takes the damage in the target&apos;s place.</source>
        <translation>Блокирование. Ваша карта стала целью. Другой ваш отряд может её заслонить: против стрельбы — только отряд быстрее стрелка, против штурма — любой наступающий отряд. Блокирующий отряд поворачивается и получает повреждения вместо цели.</translation>
    </message>
    <message>
        <source>The tactics window. Once a war action is declared, both players may play tactics (T): command lines from the command hand, or T abilities of cards in play, to change the numbers before the damage. The side that acted starts; the window closes when both pass in a row. Passing keeps your cards for later.</source>
        <translation>Окно тактик. После заявленной военной акции оба игрока могут играть тактики (Т) — командные строки карт из командной руки или способности Т карт в игре, — чтобы изменить параметры до нанесения повреждений. Начинает сторона, заявившая акцию; окно закрывается, когда оба спасуют подряд. Спасовав, вы сбережёте карты на потом.</translation>
    </message>
    <message>
        <source>A roll. The top card of a deck was discarded and its die is the result. Before it counts, modifiers (M) may change it; pass to let it stand.</source>
        <translation>Бросок. Верхняя карта колоды ушла в сброс, и её кубик — результат броска. Пока он не учтён, его могут изменить модификаторы (М); спасуйте, чтобы оставить как есть.</translation>
    </message>
    <message>
        <source>A reaction. Something on the board has just happened, and a reaction (R) that names it may be played now, before the game goes on; pass to let it go by.</source>
        <translation>Реакция. На поле только что что-то произошло, и реакцию (Р), которая это называет, можно сыграть сейчас, пока игра не пошла дальше; спасуйте, чтобы пропустить.</translation>
    </message>
    <message>
        <source>Events. Your command hand is revealed, and every event (E) in it, and on your cards in this battle, must be carried out; you choose the order. Events may add or take away flags.</source>
        <translation>События. Ваша командная рука открыта, и каждое событие (С) в ней и на ваших картах в этом сражении обязательно выполняется; порядок выбираете вы. События могут прибавить или отнять флаги.</translation>
    </message>
    <message>
        <source>Resolution. The battle is over: each side counts the flags of its cards in the sector, then both command hands are shown and their events (E) carried out, which may change the count. A side with more flags than the other and at least as many as the sector needs captures it. Two captured sectors win the game.</source>
        <translation>Определение победителя. Сражение окончено: каждая сторона считает флаги своих карт в секторе, затем обе командные руки открываются и их события (С) выполняются — они могут изменить счёт. Сторона, у которой флагов больше, чем у противника, и не меньше, чем требует сектор, захватывает его. Два захваченных сектора — победа в игре.</translation>
    </message>
    <message>
        <source>Read more…</source>
        <translation>Подробнее…</translation>
    </message>
    <message>
        <source>Read the rules: %1</source>
        <translation>Читать правила: %1</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Свернуть</translation>
    </message>
    <message>
        <source>First game</source>
        <translation>Первая игра</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;Concede…</source>
        <translation>&amp;Сдаться…</translation>
    </message>
    <message>
        <source>Give up this game: it ends as your loss (asks first)</source>
        <translation>Сдаться: игра закончится вашим поражением (сначала спросит)</translation>
    </message>
    <message>
        <source>&amp;Play this deck</source>
        <translation>&amp;Сыграть этой колодой</translation>
    </message>
    <message>
        <source>Play the deck being edited against the AI (the opponent and the AI level last chosen in New game)</source>
        <translation>Сыграть редактируемой колодой против ИИ (противник и уровень ИИ — последние выбранные в «Новой игре»)</translation>
    </message>
    <message>
        <source>Play ▶</source>
        <translation>Играть ▶</translation>
    </message>
    <message>
        <source>&amp;Auto-pass</source>
        <translation>&amp;Автопас</translation>
    </message>
    <message>
        <source>&amp;Pass tactics windows for me</source>
        <translation>&amp;Пасовать за меня в окнах тактик</translation>
    </message>
    <message>
        <source>Windows where you have nothing to play are always passed; with this, the others are passed too</source>
        <translation>Окна, где вам нечего сыграть, пропускаются всегда; с этим пропускаются и остальные</translation>
    </message>
    <message>
        <source>&amp;Stop when the opponent plays something</source>
        <translation>&amp;Не пасовать, если противник что-то сыграл</translation>
    </message>
    <message>
        <source>A tactics window in which the opponent has just played a card or an ability waits for you</source>
        <translation>Окно тактик, в котором противник только что сыграл карту или способность, ждёт вашего решения</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>&amp;First game (a guided game)</source>
        <translation>&amp;Первая игра (с подсказками)</translation>
    </message>
    <message>
        <source>&amp;Animate moves and attacks</source>
        <translation>&amp;Анимация ходов и атак</translation>
    </message>
    <message>
        <source>Cards slide to their new places; shots and assaults are drawn as lines</source>
        <translation>Карты плавно переезжают на новые места; стрельба и штурмы рисуются линиями</translation>
    </message>
    <message>
        <source>Concede the game?</source>
        <translation>Сдаться?</translation>
    </message>
    <message>
        <source>Give up this game? It ends now as your loss; the saved game and its replay keep the concession.</source>
        <translation>Сдаться в этой игре? Она сразу закончится вашим поражением; сохранённая игра и её повтор это запомнят.</translation>
    </message>
    <message>
        <source>Cannot play this deck</source>
        <translation>Этой колодой нельзя сыграть</translation>
    </message>
    <message>
        <source>The deck tab holds no cards yet: add cards to the deck first.</source>
        <translation>На вкладке «Колода» пока нет карт: сначала добавьте карты в колоду.</translation>
    </message>
    <message>
        <source>“%1” does not pass the deck check:
%2</source>
        <translation>Колода «%1» не проходит проверку:
%2</translation>
    </message>
    <message>
        <source>Deck tab: %1</source>
        <translation>Вкладка «Колода»: %1</translation>
    </message>
    <message>
        <source>Auto-pass: the tactics window was passed for you (Game → Auto-pass)</source>
        <translation>Автопас: в окне тактик за вас сказан пас (Игра → Автопас)</translation>
    </message>
    <message>
        <source>Your first game?</source>
        <translation>Ваша первая игра?</translation>
    </message>
    <message>
        <source>You have not played a game yet. Play a guided first game? Each new kind of question is explained as it comes, with a link to the rules (Help → First game starts it again at any time).</source>
        <translation>Вы ещё не сыграли ни одной игры. Сыграть первую игру с подсказками? Каждый новый вид вопроса объясняется, когда он появляется, со ссылкой на правила (Справка → Первая игра запустит её снова в любой момент).</translation>
    </message>
</context>
<context>
    <name>LabPage</name>
    <message>
        <source>Field: the decks that play each other</source>
        <translation>Поле: колоды, которые играют друг с другом</translation>
    </message>
    <message>
        <source>Add decks…</source>
        <translation>Добавить колоды…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Games a pairing</source>
        <translation>Партий на пару</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>ИИ</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Номер расклада</translation>
    </message>
    <message>
        <source>Worker processes</source>
        <translation>Рабочих процессов</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Случайные ходы</translation>
    </message>
    <message>
        <source>Recruit (rules of thumb)</source>
        <translation>Новобранец (по наитию)</translation>
    </message>
    <message>
        <source>Veteran (looks ahead, slow)</source>
        <translation>Ветеран (просчитывает ход, медленно)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Win rate of the row&apos;s deck against the column&apos;s</source>
        <translation>Доля побед колоды строки против колоды столбца</translation>
    </message>
    <message>
        <source>Choose a row to see its deck&apos;s cards.</source>
        <translation>Выберите строку, чтобы увидеть карты её колоды.</translation>
    </message>
    <message>
        <source>Pick the field and press Run.</source>
        <translation>Соберите поле и нажмите «Запустить».</translation>
    </message>
    <message>
        <source>Right-click: this deck&apos;s own AI</source>
        <translation>Правый щелчок: свой ИИ для этой колоды</translation>
    </message>
    <message>
        <source>The page&apos;s AI</source>
        <translation>ИИ, выбранный на странице</translation>
    </message>
    <message>
        <source>Add decks</source>
        <translation>Добавить колоды</translation>
    </message>
    <message>
        <source>Decks (*.txt *.deck *.json *.cod);;All files (*)</source>
        <translation>Колоды (*.txt *.deck *.json *.cod);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The field needs at least two decks.</source>
        <translation>В поле нужны хотя бы две колоды.</translation>
    </message>
    <message>
        <source>Reading the decks and starting the workers…</source>
        <translation>Читаю колоды и запускаю рабочие процессы…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Останавливаю…</translation>
    </message>
    <message>
        <source>%1 of %2 games, %3 games/s</source>
        <translation>Партий: %1 из %2, %3 в секунду</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>осталось около %1 с</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>the field</source>
        <translation>поля</translation>
    </message>
    <message>
        <source>%1 against %2: %3 wins, %4 losses, %5 draws in %6 games; 95% interval %7–%8</source>
        <translation>%1 против %2: побед %3, поражений %4, ничьих %5 в %6 партиях; 95% интервал %7–%8</translation>
    </message>
    <message>
        <source>Double-click: the games, each one for the replay viewer</source>
        <translation>Двойной щелчок: партии этой пары, любую можно открыть в записи</translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation>Сыграно партий: %1 из %2</translation>
    </message>
    <message>
        <source>stopped; the results file keeps them: heresy gauntlet --resume %1</source>
        <translation>остановлено; сыгранное хранится в файле результатов: heresy gauntlet --resume %1</translation>
    </message>
    <message>
        <source>results: %1</source>
        <translation>результаты: %1</translation>
    </message>
    <message>
        <source>Cards of %1: win rate when the card was drawn and when it was not</source>
        <translation>Карты колоды «%1»: доля побед, когда карта пришла в руку и когда нет</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Копий</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Пришла</translation>
    </message>
    <message>
        <source>Not drawn</source>
        <translation>Не пришла</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Разница</translation>
    </message>
    <message>
        <source>in %1 games</source>
        <translation>в %1 партиях</translation>
    </message>
    <message>
        <source>95% interval %1–%2</source>
        <translation>95% интервал %1–%2</translation>
    </message>
    <message>
        <source>A small sample: this figure says little yet (faded, marked ~).</source>
        <translation>Малая выборка: эта цифра пока мало что значит (она бледнее и помечена ~).</translation>
    </message>
</context>
<context>
    <name>LabTab</name>
    <message>
        <source>The deck lab opens here.</source>
        <translation>Здесь откроется лаборатория колод.</translation>
    </message>
    <message>
        <source>Deck lab</source>
        <translation>Лаборатория колод</translation>
    </message>
</context>
<context>
    <name>LogDialog</name>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Открыть папку</translation>
    </message>
    <message>
        <source>What went wrong is kept in %1. Attach these files to a bug report.</source>
        <translation>Сведения о сбоях хранятся в %1. Приложите эти файлы к сообщению об ошибке.</translation>
    </message>
    <message>
        <source>Nothing has gone wrong: the log is empty.</source>
        <translation>Сбоев не было: журнал пуст.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Deck building</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Battle board</source>
        <translation>Поле боя</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Game → New game… plays a deck against the AI.</source>
        <translation>Игра → Новая игра… — сыграть колодой против ИИ.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>The rules reference is coming.</source>
        <translation>Справочник по правилам скоро появится.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <source>Open sa&amp;mple deck</source>
        <translation>Открыть о&amp;бразец колоды</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Карты</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Колода</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New deck</source>
        <translation>&amp;Новая колода</translation>
    </message>
    <message>
        <source>&amp;Open deck…</source>
        <translation>&amp;Открыть колоду…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Import deck…</source>
        <translation>&amp;Импорт колоды…</translation>
    </message>
    <message>
        <source>Import deck from clip&amp;board</source>
        <translation>Импорт колоды из &amp;буфера обмена</translation>
    </message>
    <message>
        <source>&amp;Export deck…</source>
        <translation>&amp;Экспорт колоды…</translation>
    </message>
    <message>
        <source>&amp;Copy deck as text</source>
        <translation>&amp;Копировать колоду текстом</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Find cards</source>
        <translation>&amp;Найти карты</translation>
    </message>
    <message>
        <source>&amp;New user card…</source>
        <translation>&amp;Новая своя карта…</translation>
    </message>
    <message>
        <source>&amp;Edit user card…</source>
        <translation>&amp;Изменить свою карту…</translation>
    </message>
    <message>
        <source>&amp;Import user cards…</source>
        <translation>&amp;Импорт своих карт…</translation>
    </message>
    <message>
        <source>&amp;Sample opening…</source>
        <translation>&amp;Пробная раздача…</translation>
    </message>
    <message>
        <source>Show &amp;charts</source>
        <translation>Показать &amp;графики</translation>
    </message>
    <message>
        <source>&amp;About Heresy</source>
        <translation>&amp;О программе Heresy</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>Show &amp;log</source>
        <translation>Показать &amp;журнал</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Вернуть ход</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Сохранить игру…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Открыть сохранённую игру…</translation>
    </message>
    <message>
        <source>Open &amp;replay…</source>
        <translation>Открыть &amp;запись…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) found</source>
        <translation>
            <numerusform>Найдена %n карта</numerusform>
            <numerusform>Найдено %n карты</numerusform>
            <numerusform>Найдено %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules reference could not open: %1</source>
        <translation>Справочник по правилам не открылся: %1</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>нет такого файла или папки</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>нет доступа</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>папка, а не файл</translation>
    </message>
    <message>
        <source>no space left on the disk</source>
        <translation>на диске не осталось места</translation>
    </message>
    <message>
        <source>cannot write</source>
        <translation>не удаётся записать</translation>
    </message>
    <message>
        <source>cannot read</source>
        <translation>не удаётся прочитать</translation>
    </message>
    <message>
        <source>Something went wrong (%1). Help → Show log has the details.</source>
        <translation>Произошёл сбой (%1). Подробности: Справка → Показать журнал.</translation>
    </message>
    <message>
        <source>About Heresy</source>
        <translation>О программе Heresy</translation>
    </message>
    <message>
        <source>Heresy %1 — a companion for the Horus Heresy collectible card game: card database, deck builder and rules reference.</source>
        <translation>Heresy %1 — помощник для коллекционной карточной игры «Ересь Хоруса»: база карт, сборка колод и справочник по правилам.</translation>
    </message>
    <message>
        <source>Cannot open your cards</source>
        <translation>Не удаётся открыть ваши карты</translation>
    </message>
</context>
<context>
    <name>MissingCards</name>
    <message>
        <source>Print proxies of these…</source>
        <translation>Напечатать прокси этих карт…</translation>
    </message>
    <message>
        <source>Missing (%1)</source>
        <translation>Не хватает (%1)</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Не хватает</translation>
    </message>
    <message>
        <source>Add cards from the browser to start a deck.</source>
        <translation>Добавьте карты из списка, чтобы начать колоду.</translation>
    </message>
    <message>
        <source>Your collection holds every card of this deck.</source>
        <translation>В вашей коллекции есть все карты этой колоды.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing from your collection for this deck:</source>
        <translation>
            <numerusform>Для этой колоды в коллекции не хватает %n карты:</numerusform>
            <numerusform>Для этой колоды в коллекции не хватает %n карт:</numerusform>
            <numerusform>Для этой колоды в коллекции не хватает %n карт:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 (you own %3 of %4)</source>
        <translation>%1 × %2 (у вас %3 из %4)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Other deck file…</source>
        <translation>Другой файл колоды…</translation>
    </message>
    <message>
        <source>Recruit: rules of thumb, moves at once</source>
        <translation>Новобранец: действует по наитию, ходит сразу</translation>
    </message>
    <message>
        <source>Veteran: looks ahead, about 0.05 s a move</source>
        <translation>Ветеран: просчитывает ход, около 0,05 с на ход</translation>
    </message>
    <message>
        <source>Warmaster: thinks deep, up to 1 s a move</source>
        <translation>Магистр войны: думает глубоко, до 1 с на ход</translation>
    </message>
    <message>
        <source>random moves (for testing)</source>
        <translation>случайные ходы (для проверки)</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Новый расклад</translation>
    </message>
    <message>
        <source>as the rules decide (the lower top die chooses)</source>
        <translation>по правилам (выбирает тот, у кого кубик верхней карты меньше)</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>атакующий</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>защищающийся</translation>
    </message>
    <message>
        <source>you against the AI</source>
        <translation>вы против ИИ</translation>
    </message>
    <message>
        <source>two players at this screen</source>
        <translation>два игрока за одним экраном</translation>
    </message>
    <message>
        <source>watch the AI play both sides</source>
        <translation>смотреть, как ИИ играет за обе стороны</translation>
    </message>
    <message>
        <source>Your deck</source>
        <translation>Ваша колода</translation>
    </message>
    <message>
        <source>Opponent&apos;s deck</source>
        <translation>Колода противника</translation>
    </message>
    <message>
        <source>Opponent (AI)</source>
        <translation>Противник (ИИ)</translation>
    </message>
    <message>
        <source>Seed (the same seed replays the same game)</source>
        <translation>Номер расклада (с тем же номером игра повторится)</translation>
    </message>
    <message>
        <source>Your role</source>
        <translation>Ваша роль</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
</context>
<context>
    <name>OwnRulingDialog</name>
    <message>
        <source>Your ruling or note: %1</source>
        <translation>Ваше разъяснение или заметка: %1</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Разъяснение</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Заметка</translation>
    </message>
    <message>
        <source>The answer in your own words: a house rule of your group, an answer from a forum thread, a reminder</source>
        <translation>Ответ своими словами: домашнее правило вашей группы, ответ из ветки форума, напоминание</translation>
    </message>
    <message>
        <source>rules ids, e.g. battle.blocking, term.x (optional)</source>
        <translation>id правил, например battle.blocking, term.x (необязательно)</translation>
    </message>
    <message>
        <source>where it comes from (optional)</source>
        <translation>откуда это (необязательно)</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Вид:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Текст:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Источник:</translation>
    </message>
    <message>
        <source>Write the ruling or note first.</source>
        <translation>Сначала напишите разъяснение или заметку.</translation>
    </message>
    <message>
        <source>No rules section %1.</source>
        <translation>Нет раздела правил %1.</translation>
    </message>
</context>
<context>
    <name>PairingGames</name>
    <message>
        <source>Games of %1 against %2</source>
        <translation>Партии пары: %1 — %2</translation>
    </message>
    <message>
        <source>%1 against %2: %3 games, %4 wins, %5 losses. Double-click a game to watch it in the replay viewer.</source>
        <translation>%1 — %2: партий %3, у первой колоды побед %4, поражений %5. Двойной щелчок по партии откроет её запись.</translation>
    </message>
    <message>
        <source>Open in the replay viewer</source>
        <translation>Открыть запись</translation>
    </message>
    <message>
        <source>won</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>поражение</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>stopped at the safety limit</source>
        <translation>остановлена на предохранительном пределе</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>сбой</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Номер расклада</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Ходила</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходов</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>атакующий</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>защищающийся</translation>
    </message>
    <message>
        <source>first</source>
        <translation>первой</translation>
    </message>
    <message>
        <source>second</source>
        <translation>второй</translation>
    </message>
    <message>
        <source>Playing game %1 again from its seed…</source>
        <translation>Партия %1 играется заново по её номеру расклада…</translation>
    </message>
    <message>
        <source>Game %1 failed: %2</source>
        <translation>Партия %1 прервана сбоем: %2</translation>
    </message>
    <message>
        <source>Game %1 is open in the replay viewer.</source>
        <translation>Запись партии %1 открыта на вкладке боя.</translation>
    </message>
    <message>
        <source>Played again it went otherwise than in the run: an AI that thinks for a set time plays differently on a busy machine.</source>
        <translation>Сыгранная заново, партия пошла иначе, чем в турнире: ИИ, который думает заданное время, на загруженной машине играет по-другому.</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Print &amp;proxies…</source>
        <translation>Печать &amp;прокси…</translation>
    </message>
    <message>
        <source>Print deck s&amp;heet…</source>
        <translation>Печать &amp;листа колоды…</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>колода</translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation>Нечего печатать</translation>
    </message>
    <message>
        <source>The deck tab holds no cards yet.</source>
        <translation>Во вкладке колоды пока нет карт.</translation>
    </message>
    <message>
        <source>Your collection holds every card of this deck.</source>
        <translation>В вашей коллекции есть все карты этой колоды.</translation>
    </message>
    <message>
        <source>Print deck sheet</source>
        <translation>Печать листа колоды</translation>
    </message>
    <message>
        <source>Print proxies</source>
        <translation>Печать прокси</translation>
    </message>
    <message>
        <source>sheet</source>
        <translation>лист</translation>
    </message>
    <message>
        <source>proxies</source>
        <translation>прокси</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n card(s) to %1</source>
        <translation>
            <numerusform>%n карта записана в %1</numerusform>
            <numerusform>%n карты записаны в %1</numerusform>
            <numerusform>%n карт записано в %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote the deck sheet to %1</source>
        <translation>Лист колоды записан в %1</translation>
    </message>
</context>
<context>
    <name>ProxiesDialog</name>
    <message>
        <source>Paper:</source>
        <translation>Бумага:</translation>
    </message>
    <message>
        <source>Print deck sheet</source>
        <translation>Печать листа колоды</translation>
    </message>
    <message>
        <source>Print proxies</source>
        <translation>Печать прокси</translation>
    </message>
    <message>
        <source>Only the copies missing from my collection</source>
        <translation>Только копии, которых нет в моей коллекции</translation>
    </message>
    <message>
        <source>The deck sheet on the first page</source>
        <translation>Лист колоды на первой странице</translation>
    </message>
    <message>
        <source>Writes a PDF: cards at their real size, 63 × 88 mm, nine to a page with cut marks. Print it at 100 % (actual size), not fitted to the page.</source>
        <translation>Записывает PDF: карты в настоящем размере, 63 × 88 мм, по девять на странице, с метками для резки. Печатайте в масштабе 100 % (реальный размер), не «по размеру страницы».</translation>
    </message>
</context>
<context>
    <name>RulesReferenceView</name>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Rules language:</source>
        <translation>Язык правил:</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Содержание</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Глоссарий</translation>
    </message>
    <message>
        <source>Ask a question, e.g. can a locked unit shoot?</source>
        <translation>Задайте вопрос, например: может ли стрелять повёрнутый отряд?</translation>
    </message>
    <message>
        <source>Filter terms</source>
        <translation>Фильтр терминов</translation>
    </message>
    <message>
        <source>clarification: the program&apos;s decision where the rulebook is silent</source>
        <translation>уточнение: решение программы там, где правила молчат</translation>
    </message>
    <message>
        <source>Type words from your question.</source>
        <translation>Введите слова из вашего вопроса.</translation>
    </message>
    <message>
        <source>No sections match.</source>
        <translation>Подходящих разделов нет.</translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) found</source>
        <translation>
            <numerusform>Найден %n раздел</numerusform>
            <numerusform>Найдено %n раздела</numerusform>
            <numerusform>Найдено %n разделов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SampleOpeningDialog</name>
    <message>
        <source>Sample opening</source>
        <translation>Пробная раздача</translation>
    </message>
    <message>
        <source>First wave (the top three cards):</source>
        <translation>Первая волна (три верхние карты):</translation>
    </message>
    <message>
        <source>Hand (the next six cards):</source>
        <translation>Рука (следующие шесть карт):</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Раздать заново</translation>
    </message>
    <message>
        <source>die %1</source>
        <translation>кубик %1</translation>
    </message>
    <message>
        <source>The deck has no cards to deal.</source>
        <translation>В колоде нет карт для раздачи.</translation>
    </message>
    <message>
        <source>Flagged units in the first wave: %1</source>
        <translation>Флаговых отрядов в первой волне: %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>The battle board&apos;s keys work while the board has the focus (click it first).</source>
        <translation>Клавиши поля боя действуют, когда фокус на поле (сначала щёлкните по нему).</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Battle board</source>
        <translation>Поле боя</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Прочее</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>(no cards)</source>
        <translation>(карт нет)</translation>
    </message>
    <message>
        <source>Continue ▶</source>
        <translation>Продолжить ▶</translation>
    </message>
    <message>
        <source>the attacker&apos;s battle</source>
        <translation>сражение атакующего</translation>
    </message>
    <message>
        <source>the defender&apos;s battle</source>
        <translation>сражение защищающегося</translation>
    </message>
    <message>
        <source>The battle for %1 is over</source>
        <translation>Сражение за сектор «%1» окончено</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>Ход %1 · %2</translation>
    </message>
    <message>
        <source>Nobody captures %1: %2 (it needs %3 and more than the other side).</source>
        <translation>Сектор «%1» никто не захватил: %2 (нужно %3 и больше, чем у другой стороны).</translation>
    </message>
    <message>
        <source>You capture %1: %2 (it needs %3).</source>
        <translation>Вы захватываете сектор «%1»: %2 (нужно %3).</translation>
    </message>
    <message>
        <source>%4 captures %1: %2 (it needs %3).</source>
        <translation>Сектор «%1» захватывает %4: %2 (нужно %3).</translation>
    </message>
    <message>
        <source>Flags when the combat step ended: %1</source>
        <translation>Флаги к концу этапа боя: %1</translation>
    </message>
    <message>
        <source>Your command hand, revealed</source>
        <translation>Ваша командная рука (открыта)</translation>
    </message>
    <message>
        <source>Your opponent&apos;s command hand, revealed</source>
        <translation>Командная рука противника (открыта)</translation>
    </message>
    <message>
        <source>Command hand of %1, revealed</source>
        <translation>Командная рука открыта: %1</translation>
    </message>
    <message>
        <source>Events, in the order they were resolved</source>
        <translation>События в порядке розыгрыша</translation>
    </message>
    <message>
        <source>No events were resolved.</source>
        <translation>Событий не было.</translation>
    </message>
    <message>
        <source>flags: %1</source>
        <translation>флаги: %1</translation>
    </message>
    <message>
        <source>Flags at the end: %1</source>
        <translation>Флаги в итоге: %1</translation>
    </message>
    <message>
        <source>End of turn %1: the game goes on</source>
        <translation>Конец хода %1: игра продолжается</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>%1 (needs %2 flags): held by %3</source>
        <translation>%1 (нужно флагов: %2) — владелец: %3</translation>
    </message>
    <message>
        <source>Every battle of the game</source>
        <translation>Все сражения партии</translation>
    </message>
    <message>
        <source>No battle was fought.</source>
        <translation>Сражений не было.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Сектор</translation>
    </message>
    <message>
        <source>Whose battle</source>
        <translation>Чьё сражение</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Флаги</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>attacker&apos;s</source>
        <translation>атакующего</translation>
    </message>
    <message>
        <source>defender&apos;s</source>
        <translation>защищающегося</translation>
    </message>
    <message>
        <source>captured by %1</source>
        <translation>захватил: %1</translation>
    </message>
    <message>
        <source>not captured</source>
        <translation>не захвачен</translation>
    </message>
</context>
<context>
    <name>UserCardActions</name>
    <message>
        <source>Import user cards</source>
        <translation>Импорт своих карт</translation>
    </message>
    <message>
        <source>Card files (*.csv *.json);;All files (*)</source>
        <translation>Файлы карт (*.csv *.json);;Все файлы (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s); nothing was imported.</source>
        <translation>
            <numerusform>%1: %n ошибка; ничего не импортировано.</numerusform>
            <numerusform>%1: %n ошибки; ничего не импортировано.</numerusform>
            <numerusform>%1: %n ошибок; ничего не импортировано.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot import the cards</source>
        <translation>Не удаётся импортировать карты</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n card(s).</source>
        <translation>
            <numerusform>Импортирована %n карта.</numerusform>
            <numerusform>Импортировано %n карты.</numerusform>
            <numerusform>Импортировано %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The battle engine cannot play %n of their abilities: in a game the players resolve them by hand (the deck check names the cards).</source>
        <translation>
            <numerusform>Движок не может разыграть %n способность этих карт: в игре её выполняют вручную (проверка колоды называет карту).</numerusform>
            <numerusform>Движок не может разыграть %n способности этих карт: в игре их выполняют вручную (проверка колоды называет карты).</numerusform>
            <numerusform>Движок не может разыграть %n способностей этих карт: в игре их выполняют вручную (проверка колоды называет карты).</numerusform>
        </translation>
    </message>
</context>
</TS>
