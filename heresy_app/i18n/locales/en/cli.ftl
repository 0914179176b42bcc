# The command line's reports (heresy_app/cli).

## deck validate, deck stats (cli/words.py)
side-none = no side
kind-flagged-unit = flagged unit
kind-command = command { $cmd }
validate-error = error { $code }: { $message }
validate-warning = warning { $code }: { $message }
validate-valid = valid: { $cards }, { $side }
validate-invalid = invalid: { $errors }
stats-cards = Cards: { $n }
stats-unknown = (+{ $n } unknown)
stats-sectors = (+{ $n } sector cards, not counted)
stats-side = ; side: { $side }
stats-side-none = none
# the column the labels of `deck stats` are padded to
stats-label-width = 10
stats-by-type = By type:
stats-by-side = By side:
stats-flags = Flags:
stats-flags-line = { $total } in all; flagged units { $flagged }; {""}
stats-command = Command:
stats-mean = (mean { $mean })
stats-die = Die faces:
stats-tests = A roll passes a test:
stats-first-wave = Flagged units in the first wave (3 cards):
stats-at-least = at least { $n }
stats-hand = At least one in a six-card hand:

## collection import/show/export, deck missing (cli/collection_cmd.py)
collection-file-empty = the file lists no cards
collection-imported = { $set ->
        [true] set
       *[false] added
    } { $copies } from { $file }; your collection now holds { $total }
collection-empty = your collection is empty: heresy collection import FILE
collection-wrote = wrote to { $path }: { $total }
missing-unknown-card = warning: { $where }: no card named { $written }
missing-none = your collection holds every card of the deck
missing-have = (own { $owned } of { $needed })
missing-total = { $n } { $n ->
        [one] card
       *[other] cards
    } missing

## cards search, cards show, cards import (cli/cards_cmd.py)
search-none = no cards match
# the column a card's side is padded to in `cards search`
search-side-width = 9
search-armor = armor { $n }
search-needs = needs { $n }
search-user-mark = [user]
search-flags = { $n }F
search-die = die
# an ability's kind: the command types are printed as abbreviations, these by name
ability-kind = { $kind }
ability-by-hand = resolve it by hand ({ $kind }):{" "}
language-name = { $which ->
        [en] English
       *[ru] Russian
    }
ability-engine-reads = engine reads ({ $kind }):{" "}
ability-unreadable = stored executable form is unreadable ({ $error })
cli-ability-refused = cannot parse the ability: { $reason }
import-more-errors = and { $n } more { word-error }
import-nothing = nothing was imported
import-done = imported { $cards } into your card database: { $ids }
import-by-hand = the battle engine will leave { $n } { $n ->
        [one] ability
       *[other] abilities
    } to the players (resolved by hand in a game):
import-command-line = command line
import-ability = ability { $n }
import-why = why: { $reason }
import-more = … and { $n } more

## sim (cli/sim_cmd.py)
sim-jobs-over = --jobs { $jobs } is more than the { $n } { $n ->
        [one] core
       *[other] cores
    } here; running { $n } { $n ->
        [one] worker
       *[other] workers
    }
sim-illegal-deck = warning: deck { $which } ({ $deck }) does not pass the deck check ({ $errors }: { $first }); it plays anyway, as a draft
# the progress bar's clock; $about: the time left is an estimate
progress-times = elapsed { $elapsed }, { $about ->
        [true] about {""}
       *[false] {""}
    }{ $remaining } left
games-per-second = games/s
sim-head = { $deck_a } ({ $policy_a }) vs { $deck_b } ({ $policy_b }), seed { $seed }, { $finished } of { $requested } games{ $interrupted ->
        [true] {" "}(interrupted)
       *[false] {""}
    }
sim-result = A wins { $wins_a }, B wins { $wins_b }, draws { $draws }: win rate of A { $rate } (95% CI { $lo }–{ $hi })
sim-as-attacker = as attacker
sim-as-defender = as defender
sim-as-player = as player
sim-speed = average turns { $turns }, { $rate } games/s ({ $seconds } s)
sim-captures = sectors captured by requirement:{" "}
sim-none = none
sim-cards-head = cards of { $side } (win rate of { $side } when drawn / not drawn):
sim-card-line = drawn { $drawn } in { $drawn_games }, not { $not_drawn } in { $not_drawn_games }
sim-errors = errors: { $n }
sim-stopped = stopped at the safety limit (no result; rules: battle.combat.limit):{" "}

## gauntlet (cli/gauntlet_cmd.py)
gauntlet-results-and-resume = gauntlet: --results starts a new file and --resume goes on with one: give one of them
gauntlet-chunk = gauntlet: --chunk must be 1 or more, not { $value }
gauntlet-n-needed = gauntlet: -n (games a pairing) is needed
gauntlet-n-range = gauntlet: -n must be between 1 and { $most }, not { $value }
gauntlet-resume-no-file = gauntlet: --resume: no file name
gauntlet-jobs = gauntlet: --jobs must be 0 (one per core) or more, not { $value }
gauntlet-jobs-over = gauntlet: --jobs { $jobs } is more than the { $cores } cores here; running { $cores }
gauntlet-timeout = gauntlet: --timeout must be above 0, not { $value }
gauntlet-interrupted = interrupted: { $finished } of { $requested } games finished
gauntlet-resume-hint = the finished games are kept; go on with: heresy gauntlet --resume { $path }
gauntlet-bar = gauntlet

## deck export, deck stats --opening (cli/deck_cmd.py)
export-did-you-mean = {" "}(did you mean: { $names }?)
# $written: the name as written
export-unknown-card = warning: { $where }: no card named { REPR($written) }{ $hint }; kept as written
export-wrote = wrote { $cards } to { $path } ({ $format })
opening-head = Sample opening:
# the labels of the sample opening are padded to line up
opening-first-wave = first wave: {""}
opening-hand = hand:       {""}

## proxies (cli/proxies_cmd.py)
proxies-unknown-card = warning: { $where }: no card named { $written }: no proxy for it
proxies-nothing-missing = your collection holds every card of the deck: nothing to print
proxies-no-cards = the deck has no cards
proxies-wrote-sheet = wrote the deck sheet to { $path } ({ $page })
proxies-wrote = wrote { $cards } on { $pages } { $pages ->
        [one] page
       *[other] pages
    } ({ $page }) to { $path }

## scenario run (cli/scenario_cmd.py)
scenario-title = scenario: { $title }
scenario-final = final: turn { $turn },{" "}
scenario-over = game over, winner { $winner }
scenario-to-decide = player { $player } to decide: { $question }
# where a card is: its zone (deck, hand, discard, fleet, sector) and for a sector its number
scenario-zone = { $zone }
scenario-zone-at = { scenario-zone }:{ $n }
scenario-position = { $position }
scenario-passed = PASSED
scenario-failed = FAILED

## cards export --format cockatrice (cli/cards_export.py)
cockatrice-same-name = warning: { $gone } has the English name of { $kept }; Cockatrice knows a card by its name, so only { $kept } is written
cockatrice-name-too-long = warning: { $id }: its name is too long for a file name: no picture
cockatrice-wrote = wrote { $cards } to { $path } (a Cockatrice card database)
cockatrice-pictures = ; { $n } pictures in { $folder }

## own rulings (cli/own_rulings_cmd.py)
rulings-unreadable = your rulings cannot be read: { $problem } (it is kept aside at the next change)
rulings-imported = added { $added }; already here: { $known }

## play (cli/play_cmd.py)
play-needs-smoke = play: { $flag } works only with --smoke
play-bad-ai = play: --ai: { $detail }
play-bad-seed = play: --seed must be 0 or more, not { $seed }
play-deck = { $detail }
play-not-a-file = { $path }: not a regular file
play-no-window = the desktop application cannot start: { $detail }
play-header = seed { $seed }: { $deck } ({ $p0 }) against { $vs } ({ $p1 }), { $ai } in both seats
play-winner = winner: { $player } ({ $rule }: { $reason })
play-draw = draw ({ $rule }: { $reason })
play-not-over = the game is not over
play-counts = turns: { $turns }, decisions: { $decisions }
play-captured = sectors captured: { $p0 }: { $s0 }; { $p1 }: { $s1 }
play-none = none
play-lost = cards lost: { $p0 } { $n0 }, { $p1 } { $n1 }
play-saved = saved to { $path }
play-game-failed = play: { $detail }

## replay (cli/replay_cmd.py)
replay-header = { $file }: seed { $seed }, { $decisions } decisions

## the command line's own (cli/__init__.py)
warning-prefix = warning:{" "}

## gauntlet's report (lab/render.py)
gauntlet-head = gauntlet: { $n } decks, { $mode ->
        [round-robin] round robin
       *[other] the first deck against the field
    }, { $games } a pairing (both seat orders), seed { $seed }; { $finished } of { $requested } games{ $complete ->
        [true] {""}
       *[false] {" "}(unfinished)
    }
gauntlet-ai = AI { $ai }
gauntlet-matrix = win rates (row against column):
gauntlet-overall = overall (95% CI)
gauntlet-length = game length: average turns { $average }, median { $median }, longest { $longest }; average decisions { $decisions }
gauntlet-cards-head = cards of #{ $n } { $deck } (win rate when drawn / not drawn):
gauntlet-error = game { $game } seed { $seed }: { $error }
gauntlet-replay = {" "}(replay: { $replay })
gauntlet-stopped = stopped at the safety limit (no result):{" "}
gauntlet-speed = played now { $played } in { $seconds } s: { $rate } games/s ({ $runner })
gauntlet-results = results: { $path }
