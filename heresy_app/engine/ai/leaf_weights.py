"""The fitted leaf value's weights, in the order of :data:`heresy_app.engine.ai.leaf.FEATURES`
(written by benchmarks/ai_fit.py: 24978 positions of 3000 self-play games)."""

WEIGHTS = (
    0.2403,   # win_logit
    0.9547,   # held
    -0.0795,   # open_share
    0.0022,   # open_flags
    0.4191,   # open_power
    0.3603,   # hand
    -0.2178,   # hand_worth
    0.1481,   # deck
    0.1600,   # deck_flags
    0.0898,   # high_held
    0.0577,   # late_open
    0.0094,   # late_hand
    0.0143,   # attacker
)
