## a saved game that cannot be read (engine/replay.py: saved-game-<key>)
saved-game-no-file = { $path }: no such file
saved-game-not-utf8 = { $path }: not UTF-8 text
saved-game-not-json = { $path }: not a saved game: not JSON (line { $line }, column { $column }: { $detail })
saved-game-not-saved-game = { $path }: not a saved game (expected "format": "heresy-game")
saved-game-broken-saved-game = { $path }: { $detail }
## a card named in the game's log with its owner (engine/events.py)
# as the engine names it: its owner, its name and its number
log-card-owned = { $owner }'s { $card } [{ $number }]
# as a player sees it: "your", "the opponent's", or a player's when neither is watching
log-card-yours = your { $card }
log-card-opponents = the opponent's { $card }
log-card-players = { $owner }'s { $card }
# a sector the game has no row for
log-sector-number = sector { $sector }
