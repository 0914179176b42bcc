"""The 95% Wilson score interval of the win rate."""

import math

import pytest

from heresy_app.engine.simulate import wilson


def test_wilson_interval_of_half_of_ten_games():
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4)
    assert hi == pytest.approx(0.7634, abs=1e-4)


def test_wilson_interval_never_leaves_zero_to_one_at_the_extremes():
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = wilson(10, 10)
    assert lo == pytest.approx(0.7225, abs=1e-4) and hi == 1.0


def test_wilson_interval_of_a_large_sample_is_close_to_the_normal_one():
    k, n = 600, 1000
    lo, hi = wilson(k, n)
    half = 1.959963984540054 * math.sqrt(0.6 * 0.4 / n)
    assert lo == pytest.approx(0.6 - half, abs=1e-3)
    assert hi == pytest.approx(0.6 + half, abs=1e-3)
    assert lo < 0.6 < hi


def test_no_games_give_the_whole_interval():
    assert wilson(0, 0) == (0.0, 1.0)
