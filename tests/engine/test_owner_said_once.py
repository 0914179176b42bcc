"""A card of a player the sentence already names is not given its owner again (issue 27): never
"The opponent puts the opponent's …", «Противник: … (карта противника)», "player 1 … player 1's …"
(the viewer's own "You put your …" is plain English and stays).

Every log message that names a player and a card is rendered with the card owned by that player, as
each player and as neither sees it, in both languages; then a whole game's log the same way."""

from __future__ import annotations

import random
import re

import pytest

from heresy_app.engine import new_game, pool_deck
from heresy_app.engine.ai import HeuristicPolicy, choose
from heresy_app.engine.ai.weights import Weights
from heresy_app.engine.events import _CARD_ARGS, _PLAYER_ARGS, MESSAGES, log_lines, render
from heresy_app.engine.seen_words import for_viewer
from heresy_app.engine.state import Event

OWNER_EN = ("your", "the opponent's", "player 1's", "player 2's")
OWNER_RU = ("ваша карта", "карта противника", "(игрок 1)", "(игрок 2)")


def doubled(text: str, lang: str, names) -> str | None:
    """The owner said twice: a player's name and then the same player as a card's owner."""
    low = text.lower()
    for name in names:
        name = name.lower()
        if name == "you":       # "You put your Tactical Squad": English says the viewer's own so
            continue
        if lang == "ru":
            own = {"вы": "(ваша карта)", "противник": "(карта противника)"}.get(name, f"({name})")
        else:
            own = "your " if name == "you" else f"{name}'s "
        first = re.search(r"(?<![\w'])" + re.escape(name) + r"(?![\w'])", low)
        if first is not None and own in low[first.end():]:
            return f"{name} … {own}"
    return None


@pytest.fixture(scope="module")
def game():
    g = new_game(pool_deck("loyalist"), pool_deck("traitor"), seed=23)
    rng = random.Random(23)
    pol = HeuristicPolicy(Weights())   # the heuristic at its weights' defaults: the same game whatever the tuning
    while not g.is_over and len(g.decisions) < 800:
        g.apply(choose(pol, g, rng))
    return g


KEYS = sorted(k for k, (en, _ru) in MESSAGES.items()
              if set(re.findall(r"\{(\w+)", en)) & _PLAYER_ARGS and set(re.findall(r"\{(\w+)", en)) & _CARD_ARGS)


def _args_for(g, key, owner):
    """Arguments for ``key``: every player ``owner``, every card one of ``owner``'s."""
    mine = [c for c in range(len(g.tpl)) if g.owner[c] == owner]
    names = set(re.findall(r"\{(\w+)", MESSAGES[key][0])) | set(re.findall(r"\{(\w+)", MESSAGES[key][1]))
    args = {}
    for i, k in enumerate(sorted(names)):
        if k in _PLAYER_ARGS:
            args[k] = owner
        elif k in _CARD_ARGS:
            args[k] = mine[i % len(mine)]
        elif k == "ability":
            args[k] = (mine[0], -1)
        elif k in ("n", "left"):
            args[k] = 2
        elif k == "sector":
            args[k] = 0
        elif k == "stat":
            args[k] = "armor"
    return args


def test_there_are_such_messages():
    assert len(KEYS) >= 20 and "first-wave" in KEYS and "charges" in KEYS


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("viewer", [0, 1, None])
def test_each_message_names_the_owner_of_its_players_card_once(game, lang, viewer):
    seen = for_viewer(viewer, lang)
    wrong, said = [], 0
    for key in KEYS:
        for owner in (0, 1):
            try:
                text = render(game, Event("test", key, _args_for(game, key, owner)), lang, seen)
            except (KeyError, IndexError, TypeError, ValueError):
                continue       # a message whose other arguments this test cannot make up
            said += 1
            why = doubled(text, lang, list(seen))
            if why:
                wrong.append((key, why, text))
    assert said >= 2 * 15
    assert not wrong, wrong[:6]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("viewer", [0, 1, None])
def test_a_whole_games_log_never_says_an_owner_twice(game, lang, viewer):
    seen = for_viewer(viewer, lang)
    lines = [t for _, t in log_lines(game, lang, seen)]
    assert len(lines) > 80
    wrong = [(why, t) for t in lines if (why := doubled(t, lang, list(seen)))]
    assert not wrong, wrong[:6]


def test_the_first_wave_line_as_the_board_says_it(game):
    i = next(i for i, e in enumerate(game.log) if e.key == "first-wave" and e.args["player"] == 1)
    en = render(game, game.log[i], "en", for_viewer(0, "en"))
    ru = render(game, game.log[i], "ru", for_viewer(0, "ru"))
    assert en.startswith("The opponent puts their ") and "opponent's" not in en
    assert ru.startswith("Противник") and "карта противника" not in ru
    mine = next(i for i, e in enumerate(game.log) if e.key == "first-wave" and e.args["player"] == 0)
    assert render(game, game.log[mine], "en", for_viewer(0, "en")).startswith("You put your ")


TWO_CARDS = sorted(k for k, (en, _ru) in MESSAGES.items() if len(set(re.findall(r"\{(\w+)", en)) & _CARD_ARGS) >= 2)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("viewer", [0, 1, None])
def test_two_cards_of_one_player_name_their_owner_once(game, lang, viewer):
    """"C (игрок 1) — более поздняя копия уникальной карты D (игрок 1)": the second card of the
    player the first card named is said bare."""
    seen = for_viewer(viewer, lang)
    owner_words = OWNER_RU if lang == "ru" else OWNER_EN
    said, wrong = 0, []
    for key in TWO_CARDS:
        for owner in (0, 1):
            args = _args_for(game, key, owner)
            args = {k: v for k, v in args.items() if k not in _PLAYER_ARGS} | {
                k: (owner + 1) % 2 for k in _PLAYER_ARGS & args.keys()}   # no player of the cards named
            try:
                text = render(game, Event("test", key, args), lang, seen).lower()
            except (KeyError, IndexError, TypeError, ValueError):
                continue
            said += 1
            times = sum(text.count(w) for w in owner_words)
            if times > 1 + sum(1 for k in _PLAYER_ARGS & args.keys() if f"{{{k}}}" in MESSAGES[key][lang == "ru"]):
                wrong.append((key, text))
    assert "unique.later-copy" in TWO_CARDS and said >= 4
    assert not wrong, wrong[:6]
