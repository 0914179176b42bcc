# Counted words: word-X is the word alone, count-X the number and the word (heresy_app/plural.py).

word-card = { $n ->
    [one] card
   *[other] cards
}
count-card = { $n } { word-card }

word-copy = { $n ->
    [one] copy
   *[other] copies
}
count-copy = { $n } { word-copy }

word-error = { $n ->
    [one] error
   *[other] errors
}
count-error = { $n } { word-error }

word-warning = { $n ->
    [one] warning
   *[other] warnings
}
count-warning = { $n } { word-warning }

word-game = { $n ->
    [one] game
   *[other] games
}
count-game = { $n } { word-game }

word-turn = { $n ->
    [one] turn
   *[other] turns
}
count-turn = { $n } { word-turn }

word-unit = { $n ->
    [one] unit
   *[other] units
}
count-unit = { $n } { word-unit }

word-decision = { $n ->
    [one] decision
   *[other] decisions
}
count-decision = { $n } { word-decision }

# a long list cut short: the first items and how many more
and-more = { $shown } and { $n } more

word-flag = { $n ->
    [one] flag
   *[other] flags
}
word-deck = { $n ->
    [one] deck
   *[other] decks
}
word-ability = { $n ->
    [one] ability
   *[other] abilities
}
