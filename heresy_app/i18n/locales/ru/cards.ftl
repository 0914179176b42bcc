## a card file's import (cards/messages.py: card-<code>)
card-not-whole = { $value } — не целое число
card-keywords-twins = в keywords_en и keywords_ru должно быть поровну ключевых слов
card-abilities-twins = в abilities_en и abilities_ru должно быть поровну способностей
card-not-yes-no = { $value } — не «да» и не «нет» (yes/no)
card-not-object = карта должна быть объектом
card-twice = { $id } встречается в файле дважды (ещё в строке { $other })
card-shipped = { $id } — карта из поставки; выберите свой код набора
card-shipped-as = { $written } — это { $id }, карта из поставки; выберите свой код набора
card-already-yours = { $id } уже есть среди ваших карт (чтобы заменить, импортируйте с --replace)
card-already-yours-as = { $written } — это { $id }, она уже есть среди ваших карт (чтобы заменить, импортируйте с --replace)
card-empty-file = в файле нет карт
card-id-shape = id — это код набора и номер, например IS-012
card-id-set-number = набор и номер должны совпадать с id { $id }
card-unit-needs = у отряда должны быть: { $stats }
card-asset-armor = у ресурса должна быть броня
card-asset-has-no = у ресурса нет характеристик: { $stats }
card-type-has-no = у карты типа «{ $type }» нет характеристик: { $stats }
card-ship-flags = у корабля нет флагов
card-sector-side = сектор не принадлежит стороне (side: none)
card-sector-planet = у сектора должна быть планета (isstvan_iii или prospero)
card-sector-required = у сектора должно быть required_flags
card-sector-flags = у сектора нет своих флагов
card-sector-die = у сектора нет кубика и командной строки
card-needs-side = карта типа «{ $type }» принадлежит стороне: loyalist, traitor или unaligned
card-only-sector-planet = планета есть только у секторов
card-only-sector-required = required_flags есть только у секторов
card-needs-die = у карты типа «{ $type }» должен быть кубик (1-6)
card-needs-command = у карты типа «{ $type }» должна быть командная строка
card-unique-name = unique_name бывает только у уникальных карт
card-ir-unreadable = не исполняемая форма ({ $kind })
card-ir-command-type = тип командной строки — { $expected }, а не { $kind }
card-ir-unsupported = движок не может выполнить эту исполняемую форму; уберите "ir", и способность будет выполняться вручную
card-ir-differs = исполняемая форма говорит не то, что текст: в тексте «{ $read }», в форме «{ $form }»
card-ability-unexpected = строка { $line }, столбец { $column }: не ожидалось «{ $found }»; ожидалось: { $expected }
card-ability-ends-early = строка { $line }, столбец { $column }: текст обрывается; ожидалось: { $expected }
card-ability-other = строка { $line }, столбец { $column }: { $message }
card-ability-lang-en = английский текст: { $reason }
card-ability-lang-ru = русский текст: { $reason }
card-by-hand-unread = язык способностей не читает этот текст
card-by-hand-unsupported = язык способностей читает текст, но движок не может выполнить эту форму
card-by-hand-disagree = английский и русский тексты говорят разное (английский читается как «{ $en }», русский — как «{ $ru }»): движок не разыгрывает ни один
card-by-hand-command-type = текст — способность типа { $kind }, а тип командной строки — { $type }
card-board-reminder = Движок этого не разыгрывает; помните сами:
card-reads-one-language = движок разыгрывает { $which } текст
card-missing = поле обязательно
card-extra_forbidden = лишнее поле
card-int_parsing = должно быть целым числом
card-int_type = должно быть целым числом
card-int_from_float = должно быть целым числом
card-float_parsing = должно быть числом
card-float_type = должно быть числом
card-string_type = должно быть текстом
card-string_too_short = текст должен быть не короче { $min_length } { $min_length ->
    [one] символа
    [few] символов
   *[many] символов
}
card-string_empty = текст не может быть пустым
card-string_too_long = текст должен быть не длиннее { $max_length } { $max_length ->
    [one] символа
    [few] символов
   *[many] символов
}
card-too_short = должно быть не меньше { $min_length } { $min_length ->
    [one] элемента
    [few] элементов
   *[many] элементов
}
card-too_long = должно быть не больше { $max_length } { $max_length ->
    [one] элемента
    [few] элементов
   *[many] элементов
}
card-enum = должно быть одним из: { $expected }
card-literal_error = должно быть одним из: { $expected }
card-greater_than_equal = должно быть не меньше { $ge }
card-greater_than = должно быть больше { $gt }
card-less_than_equal = должно быть не больше { $le }
card-less_than = должно быть меньше { $lt }
card-bool_parsing = должно быть true или false
card-bool_type = должно быть true или false
card-dict_type = должно быть объектом
card-model_type = должно быть объектом
card-model_attributes_type = должно быть объектом
card-list_type = должно быть списком
card-date_parsing = должно быть датой (ГГГГ-ММ-ДД)
card-date_from_datetime_parsing = должно быть датой (ГГГГ-ММ-ДД)
card-date_type = должно быть датой (ГГГГ-ММ-ДД)
card-union_tag_invalid = { $tag } не подходит; ожидается одно из: { $expected_tags }
card-union_tag_not_found = не указано поле { $discriminator }
card-value_error = значение не подходит: { $error }
# a check of pydantic's that the catalogue lacks
card-unknown-check = значение не подходит ({ $type })
card-stat = { $stat ->
        [firepower] огневая мощь
        [assault] штурм
        [speed] скорость
        [armor] броня
       *[other] { $stat }
    }
card-type = { $type ->
        [unit] отряд
        [asset] ресурс
        [ship] корабль
        [sector] сектор
       *[other] { $type }
    }
# between the choices of pydantic's "'a' or 'b'"
card-or = {"', '"}
# the grammar's descriptions of what it expected (its printed words stay its own)
card-expected = { $what ->
        [a-number] число
        [plus-or-minus] + или -
        [an-ability-type] тип способности
        [a-keyword] ключевое слово
        [a-quoted-keyword] ключевое слово в кавычках
        [the-end-of-the-text] конец текста
        [an-ability] способность
        [a-word] слово
       *[something-else] что-то другое
    }

## a card file's rows (cards/user_cards.py)
import-row = строка { $row }
import-file = файл

## your own rulings' file (cards/own_rulings.py)
rulings-field = поле { $field }:{" "}
