## files that cannot be read (files.py: file-<key>)
file-missing = нет такого файла
file-denied = нет доступа
file-unreadable = не удаётся прочитать: { $detail }
file-not-regular = не обычный файл: { $kind }
file-too-large = больше { $limit } байт: слишком велик для { $what }
file-not-utf8 = не текст в UTF-8
file-json = не JSON: { $detail }
file-toml = не TOML: { $detail }
file-deep = вложенность глубже { $limit } уровней
file-big-number = число длиннее { $limit } цифр
file-not-finite = { $value } — не число, которое понимает программа
file-surrogate = одиночный суррогат (\u{ $code }) — не текст
file-db-open = не удаётся открыть вашу базу карт: { $detail }
file-db-unreadable = не удаётся прочитать вашу базу карт ({ $detail }); используются только карты из поставки. Переименуйте файл, и Heresy заведёт новый
file-db-write = не удаётся записать вашу базу карт: { $detail }
file-shipped-damaged = база карт из поставки повреждена ({ $detail }): переустановите Heresy
file-db-folder = не удаётся записать вашу базу карт: { $folder } — не папка
file-db-shipped = это база карт из поставки, её не изменяют; вашим картам нужен свой файл
# what a path is when it is not a regular file
file-kind = { $kind ->
        [folder] папка
        [fifo] именованный канал (FIFO)
        [device] устройство
        [socket] сокет
       *[other] специальный файл
    }
# what a file was read as ("too large for …")
file-what = { $what ->
        [deck] файла колоды
        [cards] файла карт
        [scenario] файла сценария
        [game] записанной партии
        [settings] файла настроек
        [autosave] автосохранения
       *[file] этого файла
    }
file-line = строка { $line }
file-column = столбец { $column }
file-field = поле { $field }

## files the program will not write (atomic.py: write-<key>)
write-empty = не указано имя файла
write-nul = в имени есть символ NUL
write-kind = не обычный файл: { $kind }
write-dangling = символическая ссылка в никуда
write-read-only = файл только для чтения
write-denied = нет доступа
write-no-folder = нет такой папки: { $folder }
write-not-folder = не папка: { $folder }
write-too-long = слишком длинное имя
write-os = { $detail }
write-cannot = не удаётся записать
