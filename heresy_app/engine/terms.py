"""The game's words as numbers: positions, zones, card types, statistics, limits, planets, and the
names of decisions, questions and stages. Every other room of the engine imports from here; this
room imports nothing.

>>> POSITION_NAMES[LOCKED], STAT_CODES["armor"] == AR, TYPE_NAMES[SHIP]
('locked', True, 'ship')
"""

# ---------------------------------------------------------------- positions (rules: term.ready, term.lock, battle.charge)
READY, LOCKED, CHARGING = 0, 1, 2
POSITION_NAMES = ("ready", "locked", "charging")

# ---------------------------------------------------------------- zones: where a card is (state.loc)
# the table: a card played from the command hand lies there until its text is carried out
Z_DECK, Z_HAND, Z_DISCARD, Z_TABLE, Z_FLEET, Z_SECTOR = 0, 1, 2, 3, 4, 10   # a card in sector s is at Z_SECTOR + s
CARRIED = -100   # AbilityFrame.chosen: the cards a use carried out for another was handed ("it" in a branch)
ZONE_NAMES = ("deck", "hand", "discard", "table", "fleet")

# ---------------------------------------------------------------- card types and statistics
UNIT, ASSET, SHIP = 0, 1, 2
TYPE_CODES = {"unit": UNIT, "asset": ASSET, "ship": SHIP}
TYPE_NAMES = {UNIT: "unit", ASSET: "asset", SHIP: "ship"}
FP, AS, SP, AR, FL = 0, 1, 2, 3, 4
STAT_CODES = {"firepower": FP, "assault": AS, "speed": SP, "armor": AR, "flags": FL}
STAT_NAMES = ("firepower", "assault", "speed", "armor", "flags")

# ---------------------------------------------------------------- limits and set-up
HAND_SIZE = 6
TURN_FOUR = 4            # end.turn-four
# battle.combat.limit: the rules put no bound on war actions or on abilities in a window, and the
# engine sets none. The program's own players guard themselves: an AI passes in a combat step once
# this many war actions were declared in it, or in a window once this many abilities were played.
AI_PATIENCE = 100
# term.x.free-range: how often an Unlimited ability that costs nothing is counted when the program
# works out the largest X worth offering (a bound on the numbers offered, not on play)
REPEAT_BOUND = 200
PLANETS = ("isstvan_iii", "prospero")
SECTOR_AI = 1000
"""A sector card's text is ability ``SECTOR_AI + 10 * s + i`` of card -1 in the frames and the log
(engine.sector_texts; s the sector, i the ability's place on the card)."""
PLAYER_NAMES = ("P1", "P2")

# ---------------------------------------------------------------- ability kinds (the coloured boxes)
WA, TACTIC, REACTION, MODIFIER, EVENT, SPECIAL = "WA", "T", "R", "M", "E", "A"
PREPARATION, CONSTANT = "preparation", "constant"
WINDOW_KINDS = (TACTIC, REACTION, MODIFIER)          # played in a window; a printed one once per war action

# ---------------------------------------------------------------- attacks (combat.AttackFrame.kind)
SHOOTING, ASSAULT, SPECIAL_ASSAULT = 0, 1, 2
ATTACK_NAMES = ("shooting", "assault", "special assault")
ATTACK_CODES = {"shooting": SHOOTING, "assault": ASSAULT, "special_assault": SPECIAL_ASSAULT}   # ir's words

# ---------------------------------------------------------------- decision kinds (decisions.KINDS describes each)
D_ROLE, D_PLANET, D_FIRST_WAVE, D_DEPLOY, D_BATTLE = "role", "planet", "first_wave", "deploy", "battle"
D_PASS, D_RETREAT, D_SHOOT, D_ASSAULT, D_CHARGE, D_SPECIAL, D_PLAY = (
    "pass", "retreat", "shoot", "assault", "charge", "special", "play")
D_BLOCK, D_NO_BLOCK, D_OVERRUN, D_NO_OVERRUN, D_SPECIAL_EFFECT = (
    "block", "no_block", "overrun", "no_overrun", "special_effect")
D_CHOOSE, D_DONE, D_X = "choose", "done", "x"
# a player gives the game up: legal for either player at any time (never among the legal decisions
# offered, so no policy picks it), recorded in the saved game like any decision
D_CONCEDE = "concede"
# an ability the engine cannot play: announced, then resolved by hand (engine.manual)
D_MANUAL = "manual"
HAND_ACTIONS = ("hand_destroy", "hand_lock", "hand_ready", "hand_charge", "hand_draw", "hand_discard", "hand_stat",
                "hand_roll")

# ---------------------------------------------------------------- question kinds (what the pending decision is about)
Q_ROLE = "role"                    # choose to attack or to defend
Q_PLANET = "planet"                # choose the planet
Q_FIRST_WAVE = "first_wave"        # the sector for the revealed top card
Q_DEPLOY = "deploy"                # a card from hand, face down, into a sector
Q_BATTLE = "battle"                # the sector to fight for
Q_PREPARATION = "preparation"      # the next "during preparation" ability
Q_WAR_ACTION = "war_action"        # declare a war action (or pass, or retreat)
Q_BLOCK = "block"                  # block the attack or not
Q_OVERRUN = "overrun"              # overrun (or the special assault's effect) or not
Q_TACTICS = "tactics"              # the tactics window: play a tactic or pass
Q_MODIFIER = "modifier"            # a roll: play a modifier or pass
Q_REACTION = "reaction"            # something happened: play a reaction or pass
Q_EVENT = "event"                  # resolution: the next event to resolve
Q_TARGET = "target"                # an ability's choice of a card
Q_X = "x"                          # an ability's free X
Q_COST = "cost"                    # which card pays a cost
Q_EFFECT_PICK = "effect_pick"      # a card an effect asks for (a discard, an infiltrating card)
Q_BY_HAND = "by_hand"              # an announced ability the engine cannot play: the players act by hand
Q_OVER = "over"                    # the game is over
QUESTION_KINDS = (Q_ROLE, Q_PLANET, Q_FIRST_WAVE, Q_DEPLOY, Q_BATTLE, Q_PREPARATION, Q_WAR_ACTION, Q_BLOCK,
                  Q_OVERRUN, Q_TACTICS, Q_MODIFIER, Q_REACTION, Q_EVENT, Q_TARGET, Q_X, Q_COST, Q_EFFECT_PICK,
                  Q_BY_HAND, Q_OVER)

# ---------------------------------------------------------------- triggers a reaction may answer
TRIGGERS = ("destroyed", "blocked", "blocks", "charges", "attacked", "played", "roll",
            "shoots", "assaults", "targeted", "enters", "locked", "readied", "battle_start",
            "overruns", "war_action", "draws", "would_be_destroyed", "ability_used", "retreats",
            "fleet", "passes")
