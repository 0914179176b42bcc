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
