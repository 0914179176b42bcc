## a card file's import (cards/messages.py: card-<code>)
card-not-whole = { $value } is not a whole number
card-keywords-twins = keywords_en and keywords_ru must list the same number of keywords
card-abilities-twins = abilities_en and abilities_ru must list the same number of abilities
card-not-yes-no = { $value } is not yes/no
card-not-object = a card must be an object
card-twice = { $id } appears twice in this file (also row { $other })
card-shipped = { $id } is a shipped card; choose your own set code
card-shipped-as = { $written } is { $id }, a shipped card; choose your own set code
card-already-yours = { $id } is already among your cards (use --replace to overwrite it)
card-already-yours-as = { $written } is { $id }, already among your cards (use --replace to overwrite it)
card-empty-file = the file holds no cards
card-id-shape = an id is a set code and a number, like IS-012
card-id-set-number = set and number must match the id { $id }
card-unit-needs = a unit needs { $stats }
card-asset-armor = an asset needs armor
card-asset-has-no = an asset has no { $stats }
card-type-has-no = a { $type } has no { $stats }
card-ship-flags = a ship has no flags
card-sector-side = a sector belongs to no side (side: none)
card-sector-planet = a sector needs its planet (isstvan_iii or prospero)
card-sector-required = a sector needs required_flags
card-sector-flags = a sector has no flags of its own
card-sector-die = a sector has no die and no command line
card-needs-side = a { $type } belongs to a side: loyalist, traitor or unaligned
card-only-sector-planet = only sectors have a planet
card-only-sector-required = only sectors have required_flags
card-needs-die = a { $type } needs its die (1-6)
card-needs-command = a { $type } needs its command line
card-unique-name = unique_name is only for unique cards
card-ir-unreadable = not an executable form ({ $kind })
card-ir-command-type = the command line's type is { $expected }, not { $kind }
card-ir-unsupported = the battle engine cannot run this executable form; leave "ir" out and the ability is resolved by hand
card-ir-differs = the executable form does not say what the text says: the text reads «{ $read }», the form «{ $form }»
card-ability-unexpected = line { $line }, column { $column }: unexpected '{ $found }'; expected { $expected }
card-ability-ends-early = line { $line }, column { $column }: the text ends too early; expected { $expected }
card-ability-other = line { $line }, column { $column }: { $message }
card-ability-lang-en = the English text: { $reason }
card-ability-lang-ru = the Russian text: { $reason }
card-by-hand-unread = the ability language does not read this text
card-by-hand-unsupported = the ability language reads it, but the engine cannot run that form
card-by-hand-disagree = the English and Russian texts say different things (the English reads «{ $en }», the Russian «{ $ru }»): the engine plays neither
card-by-hand-command-type = the text is a { $kind } ability, the command type says { $type }
card-board-reminder = The engine cannot play this; keep it in mind:
card-reads-one-language = the engine plays the { $which } text
card-missing = Field required
card-extra_forbidden = Extra inputs are not permitted
card-int_parsing = Input should be a valid integer
card-int_type = Input should be a valid integer
card-int_from_float = Input should be a valid integer
card-float_parsing = Input should be a valid number
card-float_type = Input should be a valid number
card-string_type = Input should be a valid string
card-string_too_short = String should have at least { $min_length } { $min_length ->
    [one] character
   *[other] characters
}
card-string_empty = String should have at least 1 character
card-string_too_long = String should have at most { $max_length } { $max_length ->
    [one] character
   *[other] characters
}
card-too_short = should have at least { $min_length } { $min_length ->
    [one] item
   *[other] items
}
card-too_long = should have at most { $max_length } { $max_length ->
    [one] item
   *[other] items
}
card-enum = Input should be { $expected }
card-literal_error = Input should be { $expected }
card-greater_than_equal = Input should be greater than or equal to { $ge }
card-greater_than = Input should be greater than { $gt }
card-less_than_equal = Input should be less than or equal to { $le }
card-less_than = Input should be less than { $lt }
card-bool_parsing = Input should be a valid boolean
card-bool_type = Input should be a valid boolean
card-dict_type = Input should be a valid dictionary
card-model_type = Input should be a valid dictionary
card-model_attributes_type = Input should be a valid dictionary
card-list_type = Input should be a valid list
card-date_parsing = Input should be a valid date
card-date_from_datetime_parsing = Input should be a valid date
card-date_type = Input should be a valid date
card-union_tag_invalid = Input tag { $tag } does not match any of the expected tags: { $expected_tags }
card-union_tag_not_found = Unable to extract tag using discriminator { $discriminator }
card-value_error = { $error }
# a check of pydantic's that the catalogue lacks
card-unknown-check = { $message }
card-stat = { $stat }
card-type = { $type }
# between the choices of pydantic's "'a' or 'b'"
card-or = {"' or '"}
# the grammar's descriptions of what it expected (its printed words stay its own)
card-expected = { $what ->
        [a-number] a number
        [plus-or-minus] + or -
        [an-ability-type] an ability type
        [a-keyword] a keyword
        [a-quoted-keyword] a quoted keyword
        [the-end-of-the-text] the end of the text
        [an-ability] an ability
        [a-word] a word
       *[something-else] something else
    }

## a card file's rows (cards/user_cards.py)
import-row = row { $row }
import-file = file

## your own rulings' file (cards/own_rulings.py)
rulings-field = field { $field }:{" "}
