# Счётные слова: word-X — слово, count-X — число и слово (heresy_app/plural.py).

word-card = { $n ->
    [one] карта
    [few] карты
   *[many] карт
}
count-card = { $n } { word-card }

word-copy = { $n ->
    [one] копия
    [few] копии
   *[many] копий
}
count-copy = { $n } { word-copy }

word-error = { $n ->
    [one] ошибка
    [few] ошибки
   *[many] ошибок
}
count-error = { $n } { word-error }

word-warning = { $n ->
    [one] предупреждение
    [few] предупреждения
   *[many] предупреждений
}
count-warning = { $n } { word-warning }

word-game = { $n ->
    [one] игра
    [few] игры
   *[many] игр
}
count-game = { $n } { word-game }

word-turn = { $n ->
    [one] ход
    [few] хода
   *[many] ходов
}
count-turn = { $n } { word-turn }

word-unit = { $n ->
    [one] отряд
    [few] отряда
   *[many] отрядов
}
count-unit = { $n } { word-unit }

word-decision = { $n ->
    [one] решение
    [few] решения
   *[many] решений
}
count-decision = { $n } { word-decision }

and-more = { $shown } и ещё { $n }

word-flag = { $n ->
    [one] флаг
    [few] флага
   *[many] флагов
}
word-deck = { $n ->
    [one] колода
    [few] колоды
   *[many] колод
}
word-ability = { $n ->
    [one] способность
    [few] способности
   *[many] способностей
}
