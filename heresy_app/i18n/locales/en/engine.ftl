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

## The game's words (engine/events.py renders them): its log (event-<key>), questions
## (question-<kind>), decisions (decision-<kind>) and the words its arguments name
## (engine-word-<word>). A key's dots are written as "--". Variables: player, attacker, defender,
## who: a player; card, unit, target, blocker, old, kept: a card; title, titles, cards0, cards1: card
## names; sector; ability: an ability's text; p1, p2: the two players as a line of two names them.
## The engine makes a card's verbs agree with its name (engine/name_grammar.py) and a viewer's own
## verbs the second person (engine/seen_words.py) after a message is read.

## the game's log (engine/events.py)
event-setup--shuffled = both decks are shuffled (seed { $seed })
    .seen = both decks are shuffled
event-setup--lower-die = top cards show { $die0 } and { $die1 }: { $player } has the lower die and chooses the roles
event-setup--coin-toss = top cards both show { $die }: a coin toss lets { $player } choose
event-role--chosen = { $player } chooses to be the { $role }; { $attacker } attacks, { $defender } defends
event-planet--chosen = { $player } chooses the planet { $planet }: { $sectors }
event-turn--begins = turn { $turn } begins: deployment, { $player } first
event-first-wave = { $player } puts { $card } face up in { $sector }
event-first-wave--no-cards = { $player } has no cards left for the first wave
event-deploys = { $player } deploys a card face down in { $sector }
event-draw = { $player } draws { $count } { $count ->
    [one] card
   *[other] cards
}
event-hand--six-more = { $player } already holds { $held } { $held ->
    [one] card
   *[other] cards
} and keeps them: a hand of six is six cards drawn
event-draw--short = { $player } draws { $drawn } of { $asked } { $asked ->
    [one] card
   *[other] cards
}: the deck is empty
event-mill = { $player } discards the top { $count } { $count ->
    [one] card
   *[other] cards
} of the deck
event-deck--shuffled = { $player } shuffles the deck after searching it
event-duration--turn = the change lasts until the end of the turn
event-turn--bonuses-end = end of turn { $turn }: changes made until the end of the turn end
event-x--count = X is { $x }: that many cards are chosen
event-x--value = X is { $x }
event-turn--ships-ready = end of turn { $turn }: every ship is readied
event-turn--tied-sectors = each player holds a sector with the same requirement: play on
event-turn--none-captured = no sector has been captured: play on until one is
event-victory--two-sectors = { $player } holds two sectors and wins the game
event-victory--higher-sector = after turn { $turn }, { $player } holds the sector with the higher requirement and wins
event-victory--capture-after-turn-four = turn { $turn }: with play gone on past turn 4, { $player } now holds the sector with the higher requirement and wins at once
event-draw--stalemate = end of turn { $turn }: nothing is left to draw, no card changed zone this turn and no battle could ever capture a sector: the game is a draw
event-draw--quiet-turns = end of turn { $turn }: nothing is left to draw and no card has changed zone for { $quiet } turns in a row, though a fight could still capture a sector: the game is a draw
event-game--conceded = { $player } concedes defeat: the game is over
event-position--start = the game starts from a given position
event-battle--chosen = { $player } chooses to fight for { $sector }
event-battle--none = { $player } has no cards in an open sector: no attacker's battle
event-battle--none-left = { $player } has no other sector to fight for: no defender's battle
event-battle--revealed = { $sector } is locked and its cards are turned face up: { $p1 }: { $cards0 }; { $p2 }: { $cards1 }
event-battle--no-opponent = { $player } has no cards there: straight to resolution
event-unique--later-copy = { $card } is a later copy of the unique { $kept }, which came into { $sector } first and stays: back to the hand, to be deployed elsewhere
event-unique--later-copy-hidden = { $player } has a later copy of a unique card face down in { $sector }: it goes back to the hand, to be deployed elsewhere
event-unique--both-players = both players have { $title } in { $sector }: { $card } goes back to hand
event-unique--ship-replaced = a new copy of a unique ship arrives: the earlier { $old } is destroyed
event-unique--infiltrate-replaces = a unique card infiltrates: the earlier { $old } is destroyed
event-to-fleet = { $card } goes to the fleet area
event-combat--ends = both players passed in a row: the combat step ends
event-pass = { $player } passes
event-retreat = { $player } retreats: all their cards in { $sector } are destroyed
event-retreat--reactions = reactions to those destructions may answer each card, { $player } first
event-flags--count = flags in { $sector }: { $p1 } { $flags0 }, { $p2 } { $flags1 }
event-flags--counted-as = { $card } counts as having { $n } { $n ->
    [one] flag
   *[other] flags
}
event-flags--none = { $card } gives no flags
event-stat--set = { $card }'s { $stat } becomes { $n }
event-flags--extra = { $player } gets { SIGNED($n) } { $n ->
    [one] flag
   *[other] flags
} in this battle
event-hand--revealed = { $player } reveals the command hand: { $titles }
event-hands--discarded = both command hands are discarded
event-capture = { $player } captures { $sector } with { $flags } flags against { $against } (needs { $need })
event-capture--cleanup = every card left in { $sector } goes to its owner's discard pile
event-no-capture = nobody captures { $sector } ({ $flags0 } against { $flags1 }, needs { $need }): its cards are readied and stay face up
event-shoots = { $player }: { $unit } shoots { $target }
event-assaults = { $player }: { $unit } assaults { $target }
event-special-assault = { $player }: { $unit } makes a special assault: { $ability }
event-charges = { $player }: { $unit } charges
event-charge--by-ability = { $card } is made to charge: reactions to a charge may answer
event-blocks--shot = { $player } blocks the shot with { $blocker }
event-blocks--assault = { $player } blocks the assault with { $blocker }
event-blocks--special = { $player } blocks the assault with { $blocker } (the special assault becomes a normal assault)
event-no-block = { $player } does not block
event-counter-attacks = { $card } counter-attacks { $unit } for { $n } at the same time
event-deals = { $unit } deals { $n } damage to { $target } (armor { $armor })
event-armor-zero = { $card } has armor 0: any damage that reaches it destroys it
event-no-damage-no-counter = { $unit } deals no damage: { $target } does not counter-attack
event-survives = { $card } survives; the damage is removed
event-destroyed = { $card } is destroyed
event-returned--hand = { $card } returns to { $player }'s hand
event-returned--deck-top = { $card } is put on top of { $player }'s deck
event-returned--deck-bottom = { $card } is put at the bottom of { $player }'s deck
event-damage--by-ability = { $card } takes { $n } damage from an ability (armor { $armor }); no attack, no counter-attack
event-left-play-before-damage = the { $attacking ->
    [true] attacking
   *[other] defending
} card left play before damage: the war action ends before damage
event-restriction--unblockable = { $card } cannot be blocked for now
event-restriction--unblockable-by = { $card } cannot be blocked by { $keyword } for now
event-restriction--unshootable = { $card } cannot be the target of shooting for now
event-restriction--no-block = { $card } cannot block for now
event-restriction--no-charge = { $card } cannot charge for now
event-restriction--no-shoot = { $card } cannot shoot for now
event-restriction--no-assault = { $card } cannot assault for now
event-restriction--no-lock = { $card } cannot be locked by abilities for now
event-restriction--unblockable-desc = { $card } cannot be blocked by some units for now
event-restriction--unshootable-desc = { $card } cannot be shot at by some units for now
event-restriction--untargetable = { $card } cannot be the target of abilities for now
event-restriction--unassaultable-desc = { $card } cannot be assaulted by some units for now
event-restriction--unassaultable = { $card } cannot be assaulted for now
event-restriction--untargetable-enemy = { $card } cannot be the target of enemy abilities for now
event-restriction--untargetable-some = { $card } cannot be the target of some abilities for now
event-restriction--no-ready = { $card } cannot be readied for now
event-restriction--not-locked = { $card } cannot be locked by abilities: it stays as it is
event-moved = { $card } moves to { $sector }, keeping its position
event-move--stays = { $card } has no other open sector to move to: it stays
event-deck--top-looked = { $player } looks at the top { $count } { $count ->
    [one] card
   *[other] cards
} of { $who }'s deck
event-deck--top-reordered = { $player } puts them back on top of { $who }'s deck in the order chosen
event-deck--card-to-hand = { $player } puts { $title } from the top of the deck into the hand
event-restriction--no-ready-abilities = { $card } cannot be readied by abilities for now
event-restriction--block-any-speed = { $card } may block shooting whatever its speed for now
event-restriction--overrun-any = { $card } may overrun any number of times per war action for now
event-restriction--overrun-again = { $card } may overrun again
event-damage--reduced = damage dealt to { $card } is reduced by { $n }
event-restriction--unblockable-shooting = { $card }'s shooting cannot be blocked for now
event-restriction--unblockable-assault = { $card }'s assaults cannot be blocked for now
event-restriction--block-uncharged = { $card } may block assaults even if it is not charging, for now
event-restriction--block-as-speed = { $card } may block shooting as if its speed were { $n }, for now
event-restriction--block-speed-plus = { $card } may block shooting as if its speed were { $n } higher, for now
event-stat--swapped = { $card }'s { $stat } and { $other } change places: now { $n } and { $m }
event-swap--done = { $card } and { $other } have changed places
event-swap--none = no two cards can change places: nothing happens
event-damage--bonus-shooting = { $card } deals { $n } extra damage when it shoots, for now
event-damage--bonus-assault = { $card } deals { $n } extra damage when it assaults, for now
event-damage--bonus-counter = { $card } deals { $n } extra damage when it counter-attacks, for now
event-damage--attack-more = { $card } deals { $n } extra damage in this attack
event-damage--counter-more = { $card } deals { $n } extra damage with its counter-attack
event-charge--follow = { $card } attacks in the same war action as its charge
event-restriction--charge-assault = { $card } may charge and assault in the same war action, for now
event-restriction--charge-shoot = { $card } may charge and shoot in the same war action, for now
event-restriction--overrun-times = { $card } may make up to { $n } overruns per war action for now
event-restriction--overrun-asset = { $card } may overrun after destroying an asset for now
event-restriction--overrun-after-asset = { $card } overruns after destroying an asset
event-deck--top-to-hand = { $player } puts one of them into the hand; the rest stay as they lay
event-deck--card-to-bottom = { $player } puts { $title } from the top of the deck at the bottom
event-deck--card-to-top = { $player } puts { $title } back on top of the deck
event-restriction--no-overrun = { $card } cannot overrun for now
event-restriction--not-readied = { $card } cannot be readied: it stays as it is
event-deck--top-to-bottom = { $player } puts a card from the top of { $who }'s deck at the bottom
event-deck--top-discarded = { $player } discards { $title } from the top of the deck
event-restriction--no-overrun-now = { $card } cannot overrun
event-stat--change--versus-card = { $card } gets { SIGNED($n) } { $stat } versus { $target }: only while it fights that card
event-deck--shuffled-by-ability = { $player } shuffles the deck
event-keyword--gained = { $card } gains { $kw }
event-keyword--lost = { $card } loses { $kw } for now
event-later--scheduled = the rest happens at the end of the war action
event-later--due = the war action ends: what was put off until then happens now
event-later--scheduled-battle = the rest happens at the end of the battle
event-later--due-battle = the battle ends: what was put off until then happens now
event-if--holds = the ability's condition holds
event-if--fails = the ability's condition does not hold
event-deck--shuffled-in = { $player } shuffles { $count } { $count ->
    [one] card
   *[other] cards
} from the { $source } into the deck
event-unless--paid = { $player } pays, and the effect does not happen
event-unless--not-paid = { $player } does not pay: the effect happens
event-unless--cannot = { $player } cannot pay: the effect happens
event-option--chosen = { $player } chooses option { $n }
event-deck--top-revealed = { $player } reveals the top of the deck: { $titles }
event-test--fails-instead = the test ({ $need }+) fails with { $got }: what the card says for a failed test happens instead
event-block--restricted = { $card }'s restriction: not every unit may block it
event-overrun--attacker-gone = { $card } was destroyed during the assault: it cannot overrun
event-overruns = { $player }: { $unit } overruns into { $target } with { $left } damage left
event-no-overrun = { $player } does not overrun
event-special--instead-of-overrun = { $player } chooses the special assault's effect instead of an overrun
event-special--unblocked = the special assault is not blocked: no damage; its text resolves
event-war-action--bonuses-end = the war action ends: its tactics bonuses end
event-plays--command = { $player } plays { $title } from the command hand: { $ability }
event-plays--command-on-table = { $title } lies face up on the table until its text is carried out
event-plays--command-discarded = { $title } has been carried out and goes to { $player }'s discard pile
event-plays--ability = { $player } uses { $card }: { $ability }
event-ability--no-choice = { $player } cannot make the choices: the ability does nothing
event-x--chosen = { $player } chooses X = { $x } (a free X is any number; 0 to { $most } covers every one that could count here)
event-cost--locked = cost: { $card } is locked
event-cost--destroyed = cost: { $card } is destroyed
event-cost--discards = cost: { $player } discards { $card }
event-test--passes = the test ({ $need }+) passes with { $got }
event-test--fails = the test ({ $need }+) fails with { $got }: the ability has no effect
event-search--none = { $player } takes no card from the deck
event-search--to-hand = { $player } takes { $title } from the deck into the hand
event-discard--random = { $player } discards { $title } at random
event-hand--shown = { $player } shows the hand to { $who }: { $titles }
event-stat--change = { $card } gets { SIGNED($n) } { $stat }
event-role--becomes-defending = { $card } becomes the defending unit instead of { $old }
event-role--not-defending = { $card } cannot become the defending unit now
event-stat--change--versus-shooting = { $card } gets { SIGNED($n) } { $stat } versus shooting: only while it fights in a shooting
event-stat--change--versus-assault = { $card } gets { SIGNED($n) } { $stat } versus assaults: only while it fights in an assault
event-stat--change--versus-special = { $card } gets { SIGNED($n) } { $stat } versus special assaults: only while it fights in a special assault
event-stat--change--versus-cards = { $card } gets { SIGNED($n) } { $stat } versus { $desc }: only while it fights such a card
event-stat--change--versus = { $card } gets { SIGNED($n) } { $stat } versus { $keyword }: only while it fights such a card
event-discard--hand = { $player } discards the whole hand ({ $count } { $count ->
    [one] card
   *[other] cards
})
event-discard--card = { $player } discards { $title }
event-infiltrate = { $card } infiltrates from the { $source } into { $sector }, ready
event-infiltrate--fleet = { $card } infiltrates into the fleet area
event-infiltrate--locked = { $card } comes in locked
event-infiltrate--gone = { $card }, chosen to infiltrate, is no longer in the { $source }: it does not come in
event-locked = { $card } is locked
event-readied = { $card } is readied
event-counter--gained = { $card } gains counter-attack
event-manual--announced = { $player } uses { $card }: { $ability } (the engine cannot play it: the players resolve it by hand)
event-manual--command = { $player } plays { $title } from the command hand: { $ability } (the players resolve it by hand)
event-manual--destroy = by hand, { $player } destroys { $card }
event-manual--lock = by hand, { $player } locks { $card }
event-manual--ready = by hand, { $player } readies { $card }
event-manual--charge = by hand, { $player } makes { $card } charge
event-manual--draw = by hand, { $player } has { $who } draw a card
event-manual--discard = by hand, { $player } has { $who } discard { $title }
event-manual--stat = by hand, { $player } gives { $card } { SIGNED($n) } { $stat }
event-manual--roll = by hand, { $player } changes the roll by { SIGNED($n) }: it becomes { $value }
event-manual--done = { $player } has resolved { $card } by hand ({ $n } { $n ->
    [one] action
   *[other] actions
})
event-manual--undone = { $player } leaves undone what the engine cannot play: { $card }: { $ability }

## rolls and what modifiers do to them (engine/roll_words.py)
event-roll = { $player } rolls: discards { $title } from the deck, die { $die }
event-roll--empty = { $player } rolls with an empty deck: the result is 1
event-roll--becomes = the roll becomes { $value }
event-roll--again = the roll is made again: { $value }
event-roll--chosen = { $player } chooses the result of the roll: { $value }
event-roll--twice-will--lower = played before the result is known: { $player } rolls twice and uses the lower result
event-roll--twice-will--higher = played before the result is known: { $player } rolls twice and uses the higher result
event-roll--twice--lower = { $player } rolled twice: the lower result counts, { $value }
event-roll--twice--higher = { $player } rolled twice: the higher result counts, { $value }
event-roll--lasting = { $player } gets { SIGNED($n) } to each of their rolls for a time
event-x--die = X is { $x }: the die of the discarded { $card }
event-roll--will-change = played before the result is known: { SIGNED($n) } to the roll once its die is read
event-roll--outcome = the variable roll is { $value }: the outcome { $range } happens
event-roll--no-outcome = the variable roll is { $value }: the card lists no outcome for it
event-roll--test-bonus = { $card }'s constant: { SIGNED($n) } to the test made for an ability of { $of }
event-roll--answered = { $player } answers the roll of { $value }, which keeps its result

## a sector card's text and rule changes (engine/sector_texts.py, rule_changes.py)
event-sector--text = the text of { $sector } acts for { $player }: { $ability }
event-sector--text-idle = the text of { $sector } does nothing for { $player } now: { $ability }
event-sector--by-hand = the text of { $sector } is left to the players ({ $why }): { $ability }
event-rule--in-force = in battles for { $sector } a rule is changed: { $ability }
event-rule--given = a rule is changed for { $sector }: { $ability }
event-rule--hand-more = { $player } draws { $n } more for the command hand, as a rule change says
event-rule--hand-fewer = { $player } draws { $n } fewer for the command hand, as a rule change says
event-rule--first-action = { $player } declares the first war action, as a rule change says
event-rule--first-action-both = rule changes name both players to declare the first war action: { $player }, who chose the battle, declares it, as the rulebook says
event-restriction--no-lock-some = { $card } cannot be locked by some abilities for now
event-restriction--no-use = { $card } cannot use its abilities for now
event-restriction--no-use-some = { $card } cannot use some of its abilities for now
event-rule--no-retreat = { $player } cannot retreat from this battle: a rule change says so
event-rule--no-capture = { $player } has the flags but cannot capture this sector: a rule change's condition does not hold
event-rule--no-counter = { $card } does not counter-attack: Counter-attack has no effect here
event-rule--overrun-no-damage = the overrun deals no damage here
event-rule--unblockable = this attack cannot be blocked here
event-move--arrives-ready = { $card } arrives ready
event-move--arrives-locked = { $card } arrives locked
event-move--arrives-charging = { $card } arrives charging

## amounts: swaps, tests passed, double damage (issue 24 g13)
event-stat--swapped-between = { $card }'s { $stat } and { $target }'s change places: now { $n } and { $m }
event-roll--not-test = the roll is no test: it stays as it is
event-roll--test-passed = the test is passed: the result becomes { $value }
event-roll--test-failed = the test fails: the result becomes { $value }
event-stat--swap-none = there are not two units to swap: nothing happens
event-damage--double-shooting = { $card } deals double damage when it shoots, for now
event-damage--double-assault = { $card } deals double damage when it assaults, for now
event-damage--double-counter = { $card } deals double damage when it counter-attacks, for now
event-damage--counter-double = { $card } deals double damage with its counter-attack: { $n }

## engine/sequels.py
event-if-done--done = { $player } did it: what follows happens
event-if-done--not-done = { $player } did not do it
event-if-done--declined = { $player } chooses not to do it
event-infiltrate--not-revealed = { $card } is no longer on top of the deck, or cannot enter play
event-opponent-does = { $player } does it, making the choices
event-each-player--turn = each player does it in turn, { $player } first

## engine/restriction_effects.py
event-restriction--unblockable-shooting-desc = some units cannot block { $card }'s shooting for now
event-restriction--unblockable-assault-desc = some units cannot block { $card }'s assaults for now

## engine/entering.py
event-restriction--unaffected = { $card } cannot be affected by some abilities for now
event-restriction--spared = { $card } is not affected: a restriction protects it
event-rule--tie-capture = both players have as many flags: a rule change gives the sector to { $player }
event-restriction--enters-locked = { $card } enters { $sector } locked instead of ready

## engine/instead.py
event-destroy--prevented = { $card } cannot be destroyed: it stays in play
event-restriction--no-destroy = { $card } cannot be destroyed for now
event-instead--done = { $card } would be destroyed: { $ability } is done instead
event-instead--none = nothing is done instead: { $card } is destroyed

## engine/cancel.py
event-cancel--use = { $player } cancels { $card }: it does nothing (its costs stay paid)
event-plays--command-cancelled = { $title } was cancelled and goes to { $player }'s discard pile
event-cancel--nothing = nothing is left to cancel
event-cancel--overrun = { $player }: the overrun of { $card } will deal no damage
event-cancel--attack = { $player }: the attack of { $card } will deal no damage
event-cancel--current = { $player }: the current attack, { $card }'s, will deal no damage
event-attack--harmless = { $unit } attacks { $target } but deals no damage
event-overrun--harmless = { $unit } overruns into { $target } but deals no damage

## questions: what the player to move is asked (engine/events.py question_text)
question-role = choose attacker or defender
question-planet = choose the planet
question-first_wave = first wave: choose the sector for the top card
question-deploy = regular deployment: a card from hand, face down, into a sector
question-battle = choose the sector to fight for
question-preparation = preparation: choose the next "during preparation" ability to carry out
question-war_action = combat step: declare a war action
question-block = { $unit } attacks { $target }: block it or not
question-overrun = overrun: { $excess } damage left to carry into another card, or not
question-tactics = tactics window: play a tactic or pass
question-modifier = a roll of { $roll }: play a modifier or pass
question-reaction = reactions to '{ $event }': play a reaction or pass
question-event = resolution: choose the next event to resolve
question-target = choose targets
question-x = choose X
question-cost = pay costs
question-effect_pick = resolve effects
question-effect_pick--infiltrate = infiltrate: choose the card to bring in from your { $source }
question-effect_pick--search = search of your deck: choose the card to take (Done, offered with 'up to', takes no more)
question-effect_pick--discard = discard: choose the card to discard
question-by_hand = resolve by hand «{ $text }»: do what it says with the actions the engine offers (a card's by clicking it), then Done
question-over = the game is over

## decisions: one legal decision in words (engine/events.py decision_text)
decision-role = Be the { $word }
decision-planet = Fight on { $planet }
decision-first_wave = Put { $card } into { $sector }
decision-deploy = Deploy { $card } face down into { $sector }
decision-battle = Fight for { $sector }
decision-pass = Pass
decision-retreat = Retreat
decision-shoot = { $unit } shoots { $target }
decision-assault = { $unit } assaults { $target }
decision-charge = { $unit } charges
decision-special = { $unit }: special assault — { $ability }
decision-play--command = Play { $card } from hand: { $ability }
decision-play--ability = Use { $card }: { $ability }
decision-block = Block with { $blocker }
decision-no_block = Do not block
decision-overrun = Overrun into { $target }
decision-no_overrun = No overrun
decision-special_effect = The special assault's effect instead
decision-choose = Choose { $card }
decision-done = Done
decision-x = X = { $n }
decision-manual--command = Play { $card } from hand, resolved by hand: { $ability }
decision-manual--ability = Use { $card }, resolved by hand: { $ability }
decision-hand_destroy = By hand: destroy { $card }
decision-hand_lock = By hand: lock { $card }
decision-hand_ready = By hand: ready { $card }
decision-hand_charge = By hand: { $card } charges
decision-hand_draw = By hand: { $who } draws a card
decision-hand_discard = By hand: discard { $card }
decision-hand_stat = By hand: { $card } gets { SIGNED($n) } { $stat }
decision-hand_roll = By hand: the roll { SIGNED($n) }
decision-concede = Concede the game
decision-move = Move { $card } to { $sector }
decision-option = Option { $n }
decision-result = The roll's result: { $n }

## words the messages' arguments name: roles, stats, zones, planets, events reacted to, why a sector's text is left to the players
engine-word-sector-unread = the ability language does not read it
engine-word-sector-unsupported = the engine cannot play this form
engine-word-sector-this = it names a card of its own, which a sector is not
engine-word-sector-cost = it has a cost or an X no player pays
engine-word-sector-constant = a constant of a sector names no player's cards and only fixed changes
engine-word-sector-kind = no player uses a sector's ability of this kind
engine-word-sector-who = it does not say which player chooses
engine-word-sector-you = it says 'you', and a sector has no player
engine-word-attacker = attacker
engine-word-defender = defender
engine-word-hand = hand
engine-word-deck = deck
engine-word-discard = discard
engine-word-discarded = discard pile
engine-word-top = top of the deck
engine-word-firepower = firepower
engine-word-assault = assault
engine-word-speed = speed
engine-word-armor = armor
engine-word-flags = flags
engine-word-isstvan_iii = Isstvan III
engine-word-prospero = Prospero
engine-word-destroyed = destroyed
engine-word-blocked = blocked
engine-word-blocks = blocks
engine-word-charges = charges
engine-word-attacked = attacked
engine-word-played = played
engine-word-roll = roll
engine-word-shoots = shoots
engine-word-assaults = assaults
engine-word-locked = locked
engine-word-targeted = becomes the target of an ability
engine-word-enters = enters play
engine-word-fleet = enters the fleet area
engine-word-readied = readied
engine-word-battle_start = the start of the battle
engine-word-overruns = overruns
engine-word-war_action = war action
engine-word-draws = draws
engine-word-retreats = retreats
engine-word-passes = passes
engine-word-would_be_destroyed = would be destroyed
engine-word-ability_used = an ability is used
engine-word-attacking = attacking
engine-word-defending = defending
engine-word-unread = a die not read yet
engine-word-nothing = nothing
engine-word-none = none
engine-word-a-card = a card
engine-word-a-card--nominative = a card

## the players, as the engine names them (events.player_name) and as a line of two names them (P1: …; P2: …)
log-player-1 = P1
log-player-2 = P2
log-side-1 = P1
log-side-2 = P2
## the players as one of them sees the game (engine/seen_words.py): the viewer, the other, and neither's view
seen-you = you
seen-opponent = the opponent
seen-player-1 = player 1
seen-player-2 = player 2
# "{player}'s" said of the viewer and of the opponent
seen-your = your
seen-opponents = the opponent's
# a card of a player the sentence has already named before it
seen-own-card-yours = your { $card }
seen-own-card-theirs = their { $card }
## an ability of which only one language's text reads: the log says which text the engine plays ($runs: en, ru)
log-plays-one-text = { $text } (the engine plays the { $runs ->
    [ru] Russian
   *[en] English
} text: «{ $printed }»)
## a decision a constant the engine cannot read may forbid (engine/manual.py): the card and its text
decision-unread-note = — by hand: { $card } says «{ $text }» (the engine cannot read it: only if the players agree this is allowed)

## a description of cards a change counts versus (engine/versus_words.py): "locked units"
# its parts in order: the states, the keywords, the kind of card, the rest ("with …", "without …")
versus-description = { $states } { $keywords } { $noun } { $rest }
versus-state-ready = ready
versus-state-locked = locked
versus-state-charging = charging
versus-not-state-ready = non-ready
versus-not-state-locked = non-locked
versus-not-state-charging = non-charging
versus-flagged = flagged
versus-flagless = flagless
versus-type-unit = units
versus-type-asset = assets
versus-type-ship = ships
versus-type-cards = cards
versus-without = without { $keyword }
versus-stat = with { $stat } { $value }
versus-stat-firepower = firepower
versus-stat-assault = assault
versus-stat-speed = speed
versus-stat-armor = armor
versus-stat-flags = flags
versus-cmp-le = { $v } or less
versus-cmp-ge = { $v } or more
versus-cmp-lt = less than { $v }
versus-cmp-gt = more than { $v }
versus-cmp-eq = { $v }

## the AI's three levels (engine/ai/levels.py): a level's name and what it is in a few words
ai-level-recruit = Recruit
ai-level-recruit-about = rules of thumb, moves at once
ai-level-veteran = Veteran
ai-level-veteran-about = looks ahead, about 0.05 s a move
ai-level-warmaster = Warmaster
ai-level-warmaster-about = thinks deep, up to 1 s a move

## g21b: damage reduced or prevented for a time (engine/bends.py)
event-damage--reduced-for-now = damage dealt to { $card } is reduced by { $n } for now
event-damage--prevented-for-now = all damage dealt to { $card } is prevented for now
event-damage--prevented = all damage dealt to { $card } is prevented
