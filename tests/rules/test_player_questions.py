"""Issue 19: questions asked the way players ask them at the table, in their own words (none taken
from the reference's text), each with the section that answers it. The search must put that
section first for most of them and in the top three for nearly all.

Measured before the players' words table and the ranking changes (issue 19): see FIRST_BEFORE
and TOP3_BEFORE; the goals asserted are FIRST_GOAL and TOP3_GOAL.
"""

from __future__ import annotations

import pytest

from heresy_app import rules

PLAYER_QUESTIONS = [
    # English
    ("can I pull out of a fight I'm losing", "en", "battle.retreat"),
    ("my guys got killed, where do their cards go", "en", "term.discard-pile"),
    ("max copies of one card in my list", "en", "deck.size"),
    ("I have no cards left in my library to draw", "en", "deck.empty"),
    ("how do we roll without any dice", "en", "rolls"),
    ("my unit is tapped, can it still fire", "en", "battle.shooting"),
    ("can a tapped guy stop an attack on his buddy", "en", "battle.blocking"),
    ("untap my starships", "en", "ships.ready"),
    ("who goes first", "en", "setup.attacker"),
    ("how do I take control of a sector", "en", "resolution.capture"),
    ("who has more banners at the end of the fight", "en", "resolution.flags"),
    ("does leftover damage spill onto the next guy", "en", "battle.assault.overrun"),
    ("hitting a unit in melee", "en", "battle.assault"),
    ("when am I allowed to play tactic cards", "en", "battle.tactics-window"),
    ("what are the red abilities for", "en", "abilities.reaction"),
    ("ability with a purple die", "en", "abilities.modifier"),
    ("the game goes on past turn four, what then", "en", "end.turn-four"),
    ("we each took one sector and the game is over", "en", "end.tied-sectors"),
    ("what do the dots on a card mean", "en", "cards.rarity"),
    ("how does a 4+ roll work", "en", "rolls.test"),
    ("can I mix loyalist and traitor cards", "en", "deck.sides"),
    ("when do I flip my cards face up in a fight", "en", "battle.preparation"),
    ("how many cards do I pick up for the fight", "en", "battle.command-hand"),
    ("can an ability hit units in the other sectors", "en", "battle.scope"),
    ("does my unit hit back when it gets charged at", "en", "term.counter-attack"),
    ("my opponent did nothing, can I keep going", "en", "battle.pass"),
    ("where do I put my spaceships", "en", "ships.fleet"),
    ("can I use the same power twice in one action", "en", "abilities.once-per-war-action"),
    ("does the text printed upside down do anything", "en", "cards.command-line"),
    ("two of the same hero in one sector", "en", "term.unique"),
    ("which cards go down at the very start", "en", "deployment.first-wave"),
    ("what do I need to win the whole thing", "en", "end.victory"),
    # written after the players' words table, as a check it holds for new questions (before the
    # four entries they led to: en 8 of 12 first and 11 of 12 in the top three, ru 11 and 12 of 12)
    ("can I run away from this battle", "en", "battle.retreat"),
    ("my squad died, is it gone for good", "en", "term.destroy"),
    ("what happens to my tapped cards at the end of the battle if nobody wins", "en", "resolution.no-capture"),
    ("can I attack a spaceship", "en", "ships.no-attack"),
    ("what's a yellow ability", "en", "abilities.tactic"),
    ("when do white abilities happen", "en", "abilities.event"),
    ("can I shoot with a guy turned sideways", "en", "battle.shooting"),
    ("how many banners do I need to take a sector", "en", "resolution.capture"),
    ("who picks the planet", "en", "setup.planet"),
    ("can I do nothing on my turn in a battle", "en", "battle.pass"),
    ("what if my draw pile is empty when I need to roll", "en", "rolls.empty-deck"),
    ("two equal dice, who wins", "en", "rolls.ties"),
    # Russian
    ("можно ли сбежать из боя, если проигрываю", "ru", "battle.retreat"),
    ("куда уходят убитые отряды", "ru", "term.discard-pile"),
    ("сколько одинаковых карт можно взять в колоду", "ru", "deck.size"),
    ("у меня кончились карты в колоде", "ru", "deck.empty"),
    ("как кидать кубик, если кубиков нет", "ru", "rolls"),
    ("может ли повёрнутый отряд закрыть собой другого", "ru", "battle.blocking"),
    ("когда мои корабли снова готовы", "ru", "ships.ready"),
    ("кто ходит первым", "ru", "setup.attacker"),
    ("как забрать сектор себе", "ru", "resolution.capture"),
    ("как посчитать, у кого больше флагов", "ru", "resolution.flags"),
    ("лишние повреждения переходят на следующий отряд", "ru", "battle.assault.overrun"),
    ("рукопашная атака", "ru", "battle.assault"),
    ("когда мне можно играть тактики", "ru", "battle.tactics-window"),
    ("зачем нужны красные способности", "ru", "abilities.reaction"),
    ("способность с фиолетовым кубиком", "ru", "abilities.modifier"),
    ("игра затянулась дольше четырёх ходов", "ru", "end.turn-four"),
    ("у каждого по одному взятому сектору, кто победил", "ru", "end.tied-sectors"),
    ("что значат точки на карте", "ru", "cards.rarity"),
    ("как работает бросок на 4+", "ru", "rolls.test"),
    ("можно ли смешать лоялистов и предателей в одной колоде", "ru", "deck.sides"),
    ("когда открывать карты в бою", "ru", "battle.preparation"),
    ("сколько карт тянуть на бой", "ru", "battle.command-hand"),
    ("действует ли способность на соседние сектора", "ru", "battle.scope"),
    ("бьёт ли отряд в ответ, когда его штурмуют", "ru", "term.counter-attack"),
    ("противник ничего не делает, что дальше", "ru", "battle.pass"),
    ("куда класть корабли", "ru", "ships.fleet"),
    ("можно ли два раза за одно действие применить способность", "ru", "abilities.once-per-war-action"),
    ("перевёрнутый текст внизу карты", "ru", "cards.command-line"),
    ("два одинаковых героя в секторе", "ru", "term.unique"),
    ("какие карты выкладываются в самом начале", "ru", "deployment.first-wave"),
    ("что нужно, чтобы выиграть партию", "ru", "end.victory"),
    # written after the players' words table (see the English ones above)
    ("можно ли свалить из сражения", "ru", "battle.retreat"),
    ("моего героя убили, куда его", "ru", "term.discard-pile"),
    ("можно ли атаковать корабль", "ru", "ships.no-attack"),
    ("что делают жёлтые способности", "ru", "abilities.tactic"),
    ("белые способности когда срабатывают", "ru", "abilities.event"),
    ("сколько флагов нужно, чтобы забрать сектор", "ru", "resolution.capture"),
    ("кто выбирает, на какой планете играем", "ru", "setup.planet"),
    ("можно ничего не делать в бою", "ru", "battle.pass"),
    ("кидаю бросок, а колода пустая", "ru", "rolls.empty-deck"),
    ("одинаковые кубики, кто победил", "ru", "rolls.ties"),
    ("повёрнутый отряд может стрелять", "ru", "battle.shooting"),
    ("лишний урон после штурма", "ru", "battle.assault.overrun"),
]

# Before issue 19's changes (measured on this table at 312c7b6): first hit and top three.
# en: first 14 of 32 (44%), top three 20 of 32 (62%); ru: first 9 of 31 (29%), top three 18 of 31 (58%).
# After (players' words table, definitions first): en 31 of 32 (97%) and 32 of 32; ru 31 of 31 and 31 of 31.
# With the 24 questions written afterwards (44 en, 43 ru): en first 41 of 44 (93%), top three 44 of 44;
# ru 43 of 43 and 43 of 43.
# Issue 28 (retrieval: lemmas, stems, each section's own questions; the players' words table no
# longer replaces a player's words): en first 41 of 44 (93%), top three 44 of 44; ru 38 of 43
# (88%), top three 42 of 43. The held-out sets of tests/rules/held_out_questions.py are the honest
# measure now (docs/rules.md).
# The table was written first and the players' words table grew from its misses: new questions
# are the honest measure, so add some whenever the table of players' words changes.
FIRST_BEFORE = {"en": 14 / 32, "ru": 9 / 31}
TOP3_BEFORE = {"en": 20 / 32, "ru": 18 / 31}
FIRST_GOAL = 0.85
TOP3_GOAL = 0.95


def rates(lang: str) -> tuple[float, float, list[tuple[str, str, list[str]]]]:
    """(first-hit rate, top-three rate, misses) for the questions of one language."""
    rows = [(q, expected) for q, qlang, expected in PLAYER_QUESTIONS if qlang == lang]
    first = top3 = 0
    misses = []
    for question, expected in rows:
        ids = [h.id for h in rules.search(question, lang=lang, limit=10)]
        first += bool(ids) and ids[0] == expected
        top3 += expected in ids[:3]
        if not ids or ids[0] != expected:
            misses.append((question, expected, ids[:5]))
    return first / len(rows), top3 / len(rows), misses


def test_table_is_large_balanced_and_valid():
    ids = set(rules.section_ids())
    for lang in ("en", "ru"):
        assert sum(1 for _, qlang, _ in PLAYER_QUESTIONS if qlang == lang) >= 40
    assert all(expected in ids for _, _, expected in PLAYER_QUESTIONS)
    assert len({q for q, _, _ in PLAYER_QUESTIONS}) == len(PLAYER_QUESTIONS)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_players_questions_find_their_section(lang):
    first, top3, misses = rates(lang)
    assert first >= FIRST_GOAL, (first, misses)
    assert top3 >= TOP3_GOAL, (top3, misses)


if __name__ == "__main__":  # python tests/rules/test_player_questions.py: the figures and misses
    for lang in ("en", "ru"):
        first, top3, misses = rates(lang)
        print(f"{lang}: first {first:.0%}, top three {top3:.0%}")
        for miss in misses:
            print("   ", miss)
