# Отчёты командной строки (heresy_app/cli).

## deck validate, deck stats (cli/words.py)
side-none = сторона не определена
kind-flagged-unit = флаговый отряд
kind-command = команда { $cmd }
validate-error = ошибка { $code }: { $message }
validate-warning = предупреждение { $code }: { $message }
validate-valid = колода годится: { $cards }, { $side }
validate-invalid = колода не годится: { $errors }
stats-cards = Карт: { $n }
stats-unknown = (+{ $n } неизвестных)
stats-sectors = (+{ $n } карт секторов, не в счёт)
stats-side = ; сторона: { $side }
stats-side-none = нет
stats-label-width = 18
stats-by-type = По типам:
stats-by-side = По сторонам:
stats-flags = Флаги:
stats-flags-line = всего { $total }; флаговых отрядов { $flagged }; {""}
stats-command = Команды:
stats-mean = (среднее { $mean })
stats-die = Грани кубика:
stats-tests = Бросок проходит тест:
stats-first-wave = Флаговые отряды в первой волне (3 карты):
stats-at-least = не меньше { $n }
stats-hand = Хотя бы одна в руке из шести карт:

## collection import/show/export, deck missing (cli/collection_cmd.py)
collection-file-empty = в файле нет карт
collection-imported = { $set ->
        [true] записано
       *[false] добавлено
    }: { $copies } из { $file }; в коллекции теперь { $total }
collection-empty = коллекция пуста: heresy collection import ФАЙЛ
collection-wrote = записано в { $path }: { $total }
missing-unknown-card = предупреждение: { $where }: нет карты { $written }
missing-none = в коллекции есть все карты колоды
missing-have = (есть { $owned } из { $needed })
missing-total = не хватает { $n } { $n ->
        [one] карты
       *[other] карт
    }

## cards search, cards show, cards import (cli/cards_cmd.py)
search-none = нет подходящих карт
# the column a card's side is padded to in `cards search`
search-side-width = 18
search-armor = броня { $n }
search-needs = нужно { $n }
search-user-mark = [своя]
search-flags = { $n }Ф
search-die = куб
# an ability's kind: the command types are printed as abbreviations, these by name
ability-kind = { $kind ->
        [constant] постоянная
        [preparation] во время подготовки
       *[other] { $kind }
    }
ability-by-hand = выполняется вручную ({ $kind }):{" "}
language-name = { $which ->
        [en] английский
       *[ru] русский
    }
ability-engine-reads = движок читает ({ $kind }):{" "}
ability-unreadable = сохранённая исполняемая форма не читается ({ $error })
cli-ability-refused = способность не прочитана: { $reason }
import-more-errors = и ещё { count-error }
import-nothing = ничего не импортировано
import-done = импортировано в вашу базу карт: { $cards }: { $ids }
import-by-hand = движок не может разыграть способностей: { $n } — в игре их выполняют вручную:
import-command-line = командная строка
import-ability = способность { $n }
import-why = почему: { $reason }
import-more = … и ещё { $n }

## sim (cli/sim_cmd.py)
sim-jobs-over = --jobs { $jobs } — больше, чем { $n } { $n ->
        [one] ядро
        [few] ядра
       *[many] ядер
    } здесь; запускаю { $n } { $n ->
        [one] процесс
        [few] процесса
       *[many] процессов
    }
sim-illegal-deck = предупреждение: колода { $which } ({ $deck }) не проходит проверку колоды ({ $errors }: { $first }); она всё равно играет, как черновик
# the progress bar's clock; $about: the time left is an estimate
progress-times = прошло { $elapsed }, осталось { $about ->
        [true] около {""}
       *[false] {""}
    }{ $remaining }
games-per-second = игр/с
sim-head = { $deck_a } ({ $policy_a }) против { $deck_b } ({ $policy_b }), посев { $seed }, сыграно { $finished } из { $requested }{ $interrupted ->
        [true] {" "}(прервано)
       *[false] {""}
    }
sim-result = побед A { $wins_a }, побед B { $wins_b }, ничьих { $draws }: доля побед A { $rate } (95% ДИ { $lo }–{ $hi })
sim-as-attacker = нападающим
sim-as-defender = защищающимся
sim-as-player = игроком
sim-speed = в среднем ходов { $turns }, { $rate } игр/с ({ $seconds } с)
sim-captures = захвачено секторов по требованию:{" "}
sim-none = нет
sim-cards-head = карты { $side } (доля побед { $side }, когда карта взята / не взята):
sim-card-line = взята { $drawn } в { $drawn_games }, не взята { $not_drawn } в { $not_drawn_games }
sim-errors = ошибки: { $n }
sim-stopped = остановлено на пределе безопасности (без результата; правила: battle.combat.limit):{" "}

## gauntlet (cli/gauntlet_cmd.py)
gauntlet-results-and-resume = gauntlet: --results начинает новый файл, а --resume продолжает старый: укажите что-то одно
gauntlet-chunk = gauntlet: --chunk должно быть не меньше 1, а не { $value }
gauntlet-n-needed = gauntlet: нужно -n (игр на пару)
gauntlet-n-range = gauntlet: -n должно быть от 1 до { $most }, а не { $value }
gauntlet-resume-no-file = gauntlet: --resume: не указано имя файла
gauntlet-jobs = gauntlet: --jobs должно быть 0 (по ядру) или больше, а не { $value }
gauntlet-jobs-over = gauntlet: --jobs { $jobs } больше, чем ядер здесь ({ $cores }); запускаю { $cores }
gauntlet-timeout = gauntlet: --timeout должно быть больше 0, а не { $value }
gauntlet-interrupted = прервано: сыграно { $finished } из { $requested }
gauntlet-resume-hint = сыгранное сохранено; продолжить: heresy gauntlet --resume { $path }
gauntlet-bar = турнир

## deck export, deck stats --opening (cli/deck_cmd.py)
export-did-you-mean = {" "}(может быть: { $names }?)
# $written: имя, как написано
export-unknown-card = предупреждение: { $where }: нет карты «{ $written }»{ $hint }; оставлена как написана
export-wrote = записано в { $path } ({ $format }): { $cards }
opening-head = Пример начала игры:
# the labels of the sample opening are padded to line up
opening-first-wave = первая волна: {""}
opening-hand = рука:         {""}

## proxies (cli/proxies_cmd.py)
proxies-unknown-card = предупреждение: { $where }: нет карты { $written }: прокси не будет
proxies-nothing-missing = в коллекции есть все карты колоды: печатать нечего
proxies-no-cards = в колоде нет карт
proxies-wrote-sheet = записан лист колоды: { $path } ({ $page })
proxies-wrote = записано в { $path }: { $cards }, страниц: { $pages } ({ $page })

## scenario run (cli/scenario_cmd.py)
scenario-title = сценарий: { $title }
scenario-final = итог: ход { $turn },{" "}
scenario-over = игра окончена, победитель { $winner }
scenario-to-decide = решает игрок { $player }: { $question }
# where a card is: its zone (deck, hand, discard, fleet, sector) and for a sector its number
scenario-zone = { $zone ->
        [deck] колода
        [hand] рука
        [discard] сброс
        [fleet] зона флота
        [sector] сектор
       *[other] { $zone }
    }
scenario-zone-at = { scenario-zone } { $n }
scenario-position = { $position ->
        [ready] готова
        [locked] повернута
       *[charging] наступает
    }
scenario-passed = ПРОЙДЕН
scenario-failed = НЕ ПРОЙДЕН

## cards export --format cockatrice (cli/cards_export.py)
cockatrice-same-name = предупреждение: у { $gone } то же английское имя, что у { $kept }; Cockatrice узнаёт карту по имени, поэтому записана только { $kept }
cockatrice-name-too-long = предупреждение: { $id }: имя слишком длинное для имени файла, картинки нет
cockatrice-wrote = записано в { $path }: { $cards } (база карт Cockatrice)
cockatrice-pictures = ; картинок карт: { $n }, в { $folder }

## own rulings (cli/own_rulings_cmd.py)
rulings-unreadable = ваши разъяснения не читаются: { $problem } (при следующем изменении файл будет отложен в сторону)
rulings-imported = добавлено: { $added }; уже были: { $known }

## play (cli/play_cmd.py)
play-needs-smoke = play: { $flag } работает только с --smoke
play-bad-ai = play: --ai: { $detail }
play-bad-seed = play: --seed должно быть 0 или больше, а не { $seed }
play-deck = не удалось открыть колоду: { $detail }
play-not-a-file = { $path }: это не обычный файл
play-no-window = программа не может запуститься: { $detail }
play-header = зерно { $seed }: { $deck } ({ $p0 }) против { $vs } ({ $p1 }), ИИ { $ai } за обоих игроков
play-winner = победитель: { $player } ({ $rule }: { $reason })
play-draw = ничья ({ $rule }: { $reason })
play-not-over = игра не окончена
play-counts = ходов: { $turns }, решений: { $decisions }
play-captured = захваченные секторы: { $p0 }: { $s0 }; { $p1 }: { $s1 }
play-none = нет
play-lost = потеряно карт: { $p0 } — { $n0 }, { $p1 } — { $n1 }
play-saved = игра сохранена: { $path }
play-game-failed = play: { $detail }

## replay (cli/replay_cmd.py)
replay-header = { $file }: зерно { $seed }, решений: { $decisions }

## the command line's own (cli/__init__.py)
warning-prefix = предупреждение:{" "}

## gauntlet's report (lab/render.py)
gauntlet-head = турнир колод: { $n } { word-deck }, { $mode ->
        [round-robin] каждая с каждой
       *[other] первая колода против остальных
    }, { $games } на пару (обе очерёдности), посев { $seed }; сыграно { $finished } из { $requested }{ $complete ->
        [true] {""}
       *[false] {" "}(не закончен)
    }
gauntlet-ai = ИИ { $ai }
gauntlet-matrix = доля побед (строка против столбца):
gauntlet-overall = всего (95% ДИ)
gauntlet-length = длина партии: в среднем ходов { $average }, медиана { $median }, самая долгая { $longest }; решений в среднем { $decisions }
gauntlet-cards-head = карты #{ $n } { $deck } (доля побед, когда карта взята / не взята):
gauntlet-error = партия { $game } посев { $seed }: { $error }
gauntlet-replay = {" "}(запись: { $replay })
gauntlet-stopped = остановлено на пределе безопасности (без результата):{" "}
gauntlet-speed = сыграно сейчас { $played } за { $seconds } с: { $rate } игр/с ({ $runner })
gauntlet-results = результаты: { $path }
