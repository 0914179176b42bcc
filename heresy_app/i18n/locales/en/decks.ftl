# The deck checks (heresy_app/decks/validate.py) and deck files (heresy_app/decks).

# a name as written, quoted
quoted = '{ $text }'
deck-side-of = { $side ->
    [loyalist] Loyalist
    [traitor] Traitor
   *[unaligned] Unaligned
}
deck-sector-in-deck = { $card } is a sector card: sectors are laid out between the players and are never part of a deck (remove { $n }).
deck-wrong-side = { $card } is a { $other } card, and this deck is { $side } ({ count-copy }).
deck-mixed-sides = { $card } is a { $minority } card in a deck with { $n } { $major } cards: a deck is Loyalist or Traitor (plus Unaligned), never both.
deck-printings = {" "}({ $ids }: printings of one card)
deck-too-many-copies = { $n } copies of { $card }{ $printings }: at most { $most }; remove { $remove }.
deck-unique-ship = { $n } copies of the unique ship { $card }: a fleet holds one, and a new copy destroys the one already there.
deck-unique = { $n } copies of the unique { $card } ({ $printings }): copies deployed to the same sector go back to your hand, leaving one.
deck-too-few-cards = The deck has { count-card }: { $missing } more { $missing ->
        [one] is
       *[other] are
    } needed (at least { $least }).
deck-unaligned-without-side = Only Unaligned cards and no declared side: add a line '# side: loyalist' or '# side: traitor' to say which side this deck plays.
deck-few-flagged-units = Only { $flagged } of { $known } cards are flagged units, and only flags capture sectors: { $share } of first waves hold none.
# one ability the engine leaves to the players; $disagree: its two languages read differently
deck-manual-text = { $text }{ $disagree ->
        [true] {" "}— the English and Russian texts say different things
       *[false] {""}
    }
deck-manual-abilities = { $n ->
        [1] { $card }: the battle engine cannot play one of its abilities ({ $texts }); in a game the players resolve it by hand, and the AI never uses it.
       *[other] { $card }: the battle engine cannot play { $n } of its abilities ({ $texts }); in a game the players resolve them by hand, and the AI never uses them.
    }
deck-at-line = {" "}(line { $line })
deck-did-you-mean = ; did you mean: { $names }?
deck-unknown-card = No card is named or numbered { $card }{ $where }{ $hint }

## deck files (decks/formats.py)
deck-file-field = field "{ $field }": { $text }
deck-file-column = {" "}(column { $column })

## collection files (decks/collection.py): the first line, a comment
collection-file-title = Heresy collection
