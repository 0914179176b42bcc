"""The log as one player sees it (issue 27 item 5): "you" and "the opponent" («вы», «противник»)
with the viewer's verbs in the second person, cards by name with a letter where two share one, and
no card number or P1/P2 anywhere; "player 1"/"player 2" when it is nobody's view."""

from __future__ import annotations

import random
import re

import pytest

from heresy_app.engine import new_game, pool_deck
from heresy_app.engine.ai import choose, make_policy
from heresy_app.engine.decisions import describe
from heresy_app.engine.events import card_label, log_lines
from heresy_app.engine.seen_words import card_letter, conjugate, for_viewer

NUMBER = re.compile(r"\[\d+\]")
SHORT = re.compile(r"\bP[12]\b|\bИ[12]\b")


@pytest.fixture(scope="module")
def game():
    g = new_game(pool_deck("loyalist"), pool_deck("traitor"), seed=11)
    rng = random.Random(11)
    pol = make_policy("heuristic")
    texts = []
    while not g.is_over and len(g.decisions) < 600:
        for lang in ("en", "ru"):
            texts.extend(describe(g, d, lang, players=for_viewer(g.current_player, lang)) for d in g.legal_decisions())
        g.apply(choose(pol, g, rng))
    return g, texts


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("viewer", [0, 1, None])
def test_the_log_names_no_number_and_no_p1_p2(game, lang, viewer):
    g, _ = game
    lines = [t for _, t in log_lines(g, lang, for_viewer(viewer, lang))]
    assert len(lines) > 50
    assert not [t for t in lines if NUMBER.search(t) or SHORT.search(t)]
    you = "You" if lang == "en" else "Вы"
    if viewer is None:
        assert not [t for t in lines if t.startswith(you + " ")]
        return
    mine = [t for t in lines if t.startswith(you + " ")]
    assert len(mine) > 5
    if lang == "en":   # "you pass", never "you passes"
        wrong = [t for t in mine if re.match(r"You (?:already |now )?\w+(?<!s)s\b", t) and not t.startswith("You pass")]
    else:              # «вы берёте», never «вы берёт»
        wrong = [t for t in mine if re.match(r"Вы (?:не |уже )?\w+(?:ет|ёт|ит)\b", t)]
    assert not wrong, wrong[:5]


def test_the_answers_name_no_number(game):
    _, texts = game
    assert texts and not [t for t in texts if NUMBER.search(t)]


def test_cards_sharing_a_name_get_letters_and_others_none(game):
    g, _ = game
    by_name = {}
    for c, t in enumerate(g.tpl):
        by_name.setdefault(t.name, []).append(c)
    shared = [cs for cs in by_name.values() if len(cs) > 1]
    alone = [cs[0] for cs in by_name.values() if len(cs) == 1]
    assert shared
    for cs in shared:
        labels = [card_label(g, c, "en") for c in cs]
        assert len(set(labels)) == len(labels) and all(card_letter(g, c) for c in cs)
        assert {card_label(g, c, "ru")[-1] for c in cs} == {card_letter(g, c) for c in cs}
    assert all(card_label(g, c, "en") == g.tpl[c].name for c in alone)


def test_a_card_alone_with_its_name_has_no_letter():
    pool = pool_deck("loyalist")
    once = list(dict.fromkeys(pool))          # each card once, then the pool's first cards again
    g = new_game(once + pool[:60 - len(once)], pool_deck("traitor"), seed=1)
    counts = {}
    for t in g.tpl:
        counts[t.name] = counts.get(t.name, 0) + 1
    alone = [c for c, t in enumerate(g.tpl) if counts[t.name] == 1]
    assert alone and all(card_label(g, c, "en") == g.tpl[c].name and not card_letter(g, c) for c in alone)


@pytest.mark.parametrize("template, lang, want", [
    ("{player} passes", "en", "{player} pass"),
    ("{player} already holds {n} cards", "en", "{player} already hold {n} cards"),
    ("{player} has no cards", "en", "{player} have no cards"),
    ("{player} does not block", "en", "{player} do not block"),
    ("{player} readies it", "en", "{player} ready it"),
    ("{player} cannot pay", "en", "{player} cannot pay"),
    ("{player} has the lower die and chooses the roles", "en", "{player} have the lower die and choose the roles"),
    ("goes to {player}'s discard pile", "en", "goes to your discard pile"),
    ("{player} берёт карт: {n}", "ru", "{player} берёте карт: {n}"),
    ("{player} не может заплатить", "ru", "{player} не можете заплатить"),
    ("атакует {attacker}, защищается {defender}", "ru", "атакует {attacker}, защищаетесь {defender}"),
    ("{player} сделал бросок", "ru", "{player} сделали бросок"),
    ("{player}: пас", "ru", "{player}: пас"),
])
def test_the_viewers_verb_is_in_the_second_person(template, lang, want):
    key = "defender" if "defender" in template else "player"
    assert conjugate(template, key, lang) == want


# a pronoun in a Russian message whose subject is a player is wrong when the player is the viewer
# («вы отступаете: все его карты…»); these messages' pronouns name something else (the roll)
_PRONOUN_NOT_THE_PLAYER = {"roll.answered"}
_PLAYER_PRONOUN = re.compile(r"\b(он|него|его|ему|нему|ним|им)\b")


def test_no_russian_message_names_the_viewer_as_he():
    from heresy_app.engine.events import MESSAGES
    wrong = [k for k, (_, ru) in MESSAGES.items()
             if "{player}" in ru and k not in _PRONOUN_NOT_THE_PLAYER and _PLAYER_PRONOUN.search(ru)]
    assert not wrong, wrong


def test_every_message_said_to_the_viewer_has_its_verbs_in_the_second_person():
    from heresy_app.engine.events import MESSAGES
    wrong = []
    for en, ru in MESSAGES.values():
        if "{player}" not in ru:
            continue
        said = conjugate(ru, "player", "ru").replace("{player}", "вы")
        # «вы отступаете и теряет» or «вы берёт»: a third-person verb of the viewer
        if re.search(r"\bвы (?:не |уже )?[а-яё]+(?:ет|ёт|ит)\b", said) or \
                re.search(r"\bвы [^,;:.—]*? и [а-яё]+(?:ает|яет|ует|ёт)\b", said):
            wrong.append(said)
        said_en = conjugate(en, "player", "en").replace("{player}", "you")
        if re.search(r"\byou (?:already |now )?(?:has|does|is)\b", said_en):
            wrong.append(said_en)
    assert not wrong, wrong[:5]


def test_a_second_russian_verb_of_the_viewer_agrees_too():
    assert conjugate("{player} отступает и теряет все свои карты", "player", "ru") == \
        "{player} отступаете и теряете все свои карты"
