"""The fitted leaf value's weights at the end of a war action, in the order of :data:`heresy_app.engine.ai.leaf.FEATURES`
taken at the end of each war action, where the search cuts the playouts of a decision in a battle
(written by `benchmarks/ai_fit.py --at war_action`: 152234 positions of 3000 self-play games)."""

WEIGHTS = (
    0.4103,   # win_logit
    0.7908,   # held
    -0.3349,   # open_share
    0.0301,   # open_flags
    0.4449,   # open_power
    -1.0476,   # hand
    1.1097,   # hand_worth
    0.0833,   # deck
    0.2772,   # deck_flags
    0.1936,   # high_held
    -0.0261,   # late_open
    -0.1064,   # late_hand
    -0.0209,   # attacker
)
