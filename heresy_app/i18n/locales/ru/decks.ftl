# Проверки колоды (heresy_app/decks/validate.py) и файлы колод (heresy_app/decks).

quoted = «{ $text }»
# сторона в родительном падеже: «карта Лоялистов», «колода за Отступников»
deck-side-of = { $side ->
    [loyalist] Лоялистов
    [traitor] Отступников
   *[unaligned] Неприсоединившихся
}
deck-sector-in-deck = { $card } — карта сектора: сектора выкладывают между игроками, в колоду они не входят (убери { $n }).
deck-wrong-side = { $card } — карта { $other }, а эта колода — за { $side } ({ count-copy }).
deck-mixed-sides = { $card } — карта { $minority } в колоде, где { count-card } { $major }: колода собирается за Лоялистов или за Отступников (плюс Неприсоединившиеся), но не за обе стороны.
deck-printings = {" "}({ $ids }: выпуски одной карты)
deck-too-many-copies = { count-copy } { $card }{ $printings }: можно не больше { $most }; убери { $remove }.
deck-unique-ship = { count-copy } уникального корабля { $card }: во флоте может быть только одна, новая копия уничтожает прежнюю.
deck-unique = { count-copy } уникальной карты { $card } ({ $printings }): копии, высаженные в один сектор, кроме одной, возвращаются в руку.
deck-too-few-cards = В колоде { count-card }: не хватает { $missing } (нужно не меньше { $least }).
deck-unaligned-without-side = В колоде только Неприсоединившиеся карты, а сторона не указана: добавь строку '# side: loyalist' или '# side: traitor'.
deck-few-flagged-units = Флаговых отрядов всего { $flagged } из { $known }, а сектора захватывают только флаги: в { $share } первых волн их не будет ни одного.
deck-manual-text = { $text }{ $disagree ->
        [true] {" "}— английский и русский тексты говорят разное
       *[false] {""}
    }
deck-manual-abilities = { $n ->
        [1] { $card }: одну из способностей этой карты движок разыграть не может ({ $texts }); в игре её выполняют вручную, а ИИ её никогда не использует.
       *[other] { $card }: { $n } { word-ability } этой карты движок разыграть не может ({ $texts }); в игре их выполняют вручную, а ИИ их никогда не использует.
    }
deck-at-line = {" "}(строка { $line })
deck-did-you-mean = ; может быть: { $names }?
deck-unknown-card = Нет карты с именем или номером { $card }{ $where }{ $hint }

## deck files (decks/formats.py)
deck-file-field = поле "{ $field }": { $text }
deck-file-column = {" "}(столбец { $column })

## collection files (decks/collection.py): the first line, a comment
collection-file-title = Коллекция Heresy
