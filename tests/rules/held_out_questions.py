"""A frozen held-out set of players' questions (issue 28, part 2): written from the rulebook and the
reference's sections before the per-section questions and the ranking of issue 28 were written,
committed before them, and never tuned on. Do not edit an entry to make it pass; add new questions
in a new set instead.

Each entry: (question, language, acceptable section ids). A hit counts as right when its id is one
of them or a subsection of one (``battle.assault.overrun`` answers ``battle.assault``). Where two
sections answer a question equally (the coin toss is in both "choosing the attacker" and "ties"),
both are listed.

Measured with ``heresy rules search`` as a player runs it (sections and the shipped card rulings
together): see tests/rules/test_held_out_questions.py and ``python tests/rules/held_out_questions.py``.
"""

from __future__ import annotations

HELD_OUT = [
    # English
    ("my bikes have speed 2, same as the guy shooting at me — can they jump in front", "en", ["battle.blocking"]),
    ("this tactic says Unlimited, can I play it three times in the same war action", "en", ["term.unlimited"]),
    ("a card just deals 3 damage to my counter-attack guy, does he hit back", "en", ["battle.damage.by-ability"]),
    ("I killed their unit with 7 assault vs armor 4, does the extra 3 go anywhere", "en", ["battle.assault.overrun"]),
    ("wiped out an asset in melee, can I keep going with the leftover", "en", ["battle.assault.overrun"]),
    ("how big does my deck have to be", "en", ["deck.size"]),
    ("can I put eagle cards and eye of horus cards in one deck", "en", ["deck.sides", "cards.sides"]),
    ("who gets to pick Isstvan or Prospero", "en", ["setup.planet"]),
    ("we both flipped a 3 to see who attacks, now what", "en", ["setup.attacker", "rolls.ties"]),
    ("my opponent holds 8 cards after drawing for the battle, is that legal",
     "en", ["term.hand.draw-six", "battle.command-hand"]),
    ("all my units are tapped, can I bail out of this battle", "en", ["battle.retreat"]),
    ("if I bail out do my cards in that sector survive", "en", ["battle.retreat"]),
    ("when exactly do the face-down cards get turned over", "en", ["battle.preparation"]),
    ("do the events left in my hand go off even if I don't want them to", "en",
     ["resolution.events", "abilities.event"]),
    ("purple die card: do I play it before or after I see the flipped card", "en", ["abilities.modifier"]),
    ("do my cruisers untap after the first battle", "en", ["ships.ready"]),
    ("can I shoot their battleship", "en", ["ships.no-attack"]),
    ("can a card sitting in a different sector use its power in this fight", "en", ["battle.scope"]),
    ("my Rhino is tapped already, can I still use its WA ability", "en", ["battle.wa-ability", "positions.locked"]),
    ("what counts as the defending card", "en", ["term.attacking-card"]),
    ("turn 5, still nobody captured anything, does this ever end", "en", ["end.turn-four", "end.stalemate"]),
    ("sector needs 3 flags, I have 4 and he has 4, who takes it", "en", ["resolution.capture"]),
    ("after a sector is taken what happens to the units still sitting there", "en",
     ["resolution.capture-cleanup"]),
    ("nobody won the sector, do my tapped guys stand back up", "en", ["resolution.no-capture"]),
    ("what is the number in the bottom corner of a card for", "en", ["cards.die"]),
    ("the card doesn't say what X is, can I just call it 10", "en", ["term.x"]),
    ("it says discard 2 of your choice but their hand is empty, can I still play it", "en",
     ["term.discard.choice"]),
    ("does an infiltrated card come in tapped or ready", "en", ["term.infiltrate", "positions.ready"]),
    ("how do I charge", "en", ["battle.charge", "term.charge"]),
    ("I dropped a second Abaddon in the same sector as my first one", "en", ["term.unique"]),
    ("do ships in orbit add to my flag count", "en", ["resolution.flags", "cards.flags"]),
    ("what's the first thing that happens each turn", "en", ["turn", "deployment"]),
    ("how much damage does it take to kill a unit", "en", ["battle.damage"]),
    ("my guy is already charging, can he still shoot", "en", ["battle.shooting", "positions.charging"]),
    ("my ship's power when the fight is in another sector", "en", ["ships.use"]),
    # Russian
    ("у моих байков скорость 2, у стрелка тоже 2 — могу закрыть?", "ru", ["battle.blocking"]),
    ("тактика с Неограниченно — сколько раз за военную акцию её можно сыграть", "ru", ["term.unlimited"]),
    ("способность нанесла 3 урона моему отряду с контратакой, он ответит?", "ru", ["battle.damage.by-ability"]),
    ("убил отряд штурмом, урона было с запасом, куда девать остаток", "ru", ["battle.assault.overrun"]),
    ("минимум карт в колоде", "ru", ["deck.size"]),
    ("играю за Гора, можно положить в колоду карты с орлом", "ru", ["deck.sides", "cards.sides"]),
    ("кто решает, воюем на Исстване или на Просперо", "ru", ["setup.planet"]),
    ("при выборе атакующего у обоих выпало одинаково, что делать", "ru", ["setup.attacker", "rolls.ties"]),
    ("у противника после добора девять карт в руке, так можно?", "ru", ["term.hand.draw-six", "battle.command-hand"]),
    ("все мои отряды повёрнуты, могу я уйти из боя", "ru", ["battle.retreat"]),
    ("когда вскрываются закрытые карты в секторе", "ru", ["battle.preparation"]),
    ("обязательно ли разыгрывать события, оставшиеся в руке", "ru", ["resolution.events", "abilities.event"]),
    ("модификатор играть до того, как открыл карту на бросок, или после", "ru", ["abilities.modifier"]),
    ("корабль повернул в первом бою — он будет готов во втором?", "ru", ["ships.ready"]),
    ("можно стрельнуть по крейсеру противника", "ru", ["ships.no-attack"]),
    ("мой отряд стоит в другом секторе, может он применить способность здесь", "ru", ["battle.scope"]),
    ("что такое защищающаяся карта", "ru", ["term.attacking-card"]),
    ("уже пятый ход и никто ничего не захватил, когда конец", "ru", ["end.turn-four", "end.stalemate"]),
    ("у меня 4 флага, у него тоже 4, сектору нужно 3 — кто берёт", "ru", ["resolution.capture"]),
    ("что будет с отрядами в секторе, который захватили", "ru", ["resolution.capture-cleanup"]),
    ("сектор никто не взял, мои повёрнутые карты разворачиваются?", "ru", ["resolution.no-capture"]),
    ("зачем цифра внизу в углу карты", "ru", ["cards.die"]),
    ("Х не указан в способности — могу назвать хоть 20?", "ru", ["term.x"]),
    ("сброс по моему выбору, а у него пустая рука — можно играть", "ru", ["term.discard.choice"]),
    ("карта с внедрением входит повёрнутой или готовой", "ru", ["term.infiltrate", "positions.ready"]),
    ("как пойти в наступление", "ru", ["battle.charge", "term.charge"]),
    ("выложил второго Абаддона туда же, где стоит первый", "ru", ["term.unique"]),
    ("корабли дают флаги при подсчёте?", "ru", ["resolution.flags", "cards.flags"]),
    ("с чего начинается ход", "ru", ["turn", "deployment"]),
    ("сколько урона надо, чтобы убить отряд", "ru", ["battle.damage"]),
    ("стреляет ли отряд, который уже наступает", "ru", ["battle.shooting", "positions.charging"]),
    ("как использовать способность корабля в бою за другой сектор", "ru", ["ships.use"]),
]


# A second held-out set, written after the ranking of issue 28 was frozen (its last change
# landed before this set was written) and measured once; never tuned on either. Set A above had
# been measured, and its misses seen, before the naming rule of card rulings was tightened and 17
# of the sections' questions that copied measured questions were rephrased: B is the clean figure.
HELD_OUT_B = [
    # English
    ("opponent shot my terminators, they have counter-attack — do they shoot back at the same time",
     "en", ["term.counter-attack"]),
    ("is there any limit to how many cards I can stack in one sector", "en", ["deployment"]),
    ("my deck ran dry in the middle of the game, have I lost?", "en", ["deck.empty"]),
    ("how exactly does a (5+) test read the card I flip", "en", ["rolls.test"]),
    ("which player picks the sector for the second battle", "en", ["battle-phase.defender-battle"]),
    ("my unit says it can't be blocked, can their fast bikes still block it", "en", ["abilities.restriction"]),
    ("does a ship I put face down in a sector fight in that battle", "en", ["cards.ship", "ships.fleet"]),
    ("can I look at my opponent's face-down cards before the battle", "en",
     ["battle.preparation", "deployment.regular"]),
    ("what happens to all the command cards I didn't use", "en", ["battle.command-hand", "resolution.events"]),
    ("is a reaction forced or can I skip it", "en", ["abilities.reaction"]),
    ("do I have to pay the whole cost before the effect", "en", ["abilities.cost"]),
    ("what do the letters WA, T, R, M stand for", "en", ["abilities.types"]),
    ("if a tactic gives +1 armor, does it still count next war action", "en",
     ["abilities.duration-turn", "battle.tactics-window"]),
    ("can my assets shoot", "en", ["cards.asset"]),
    ("the top card we flipped to pick roles — does it go back on the deck", "en", ["setup.attacker"]),
    ("who goes first when both of us want to react to the same thing", "en", ["abilities.reaction"]),
    ("do face-down cards in a sector with no battle stay hidden into next turn", "en", ["end"]),
    ("how many flags is a sector worth", "en", ["cards.sector"]),
    ("blocked their shot with a faster unit — who takes the damage", "en", ["battle.blocking"]),
    ("can a charging unit shoot and then assault later", "en", ["battle.charge", "positions.charging"]),
    ("is retreating my war action", "en", ["battle.retreat"]),
    ("opponent plays lock X enemy units with X = 5 but I only have 2 units", "en", ["term.x.count"]),
    ("a card deals 2 damage and kills my guy, does my destroyed reaction trigger", "en",
     ["battle.damage.by-ability"]),
    ("return to hand — is that the same as destroyed?", "en", ["term.return"]),
    ("an ability moves my unit to another sector, does it stay charging", "en", ["term.move"]),
    ("can a text that says one enemy card pick my opponent's cruiser", "en", ["ships.not-cards"]),
    ("does the program ever reshuffle the deck", "en", ["setup.shuffle", "term.infiltrate.search"]),
    ("what does flagged mean", "en", ["term.flagged"]),
    ("my attacking unit got destroyed by a reaction before the block — what happens to the attack", "en",
     ["term.destroy.early"]),
    ("how does the turn end", "en", ["end"]),
    ("which of the three positions lets a unit assault", "en", ["positions.charging", "battle.assault"]),
    ("do I draw a new hand of six every turn for deployment", "en",
     ["deployment.regular", "deployment.each-turn"]),
    # Russian
    ("по моим терминаторам с контратакой выстрелили — они отвечают одновременно?", "ru", ["term.counter-attack"]),
    ("есть ли ограничение, сколько карт можно сложить в один сектор", "ru", ["deployment"]),
    ("колода закончилась посреди игры, я проиграл?", "ru", ["deck.empty"]),
    ("как читается тест (5+) по открытой карте", "ru", ["rolls.test"]),
    ("кто выбирает сектор для второго сражения", "ru", ["battle-phase.defender-battle"]),
    ("у моего отряда написано, что его нельзя блокировать — могут его всё равно закрыть быстрые байки",
     "ru", ["abilities.restriction"]),
    ("корабль, выложенный закрытым в сектор, участвует в этом бою?", "ru", ["cards.ship", "ships.fleet"]),
    ("можно ли подсмотреть закрытые карты противника до боя", "ru", ["battle.preparation", "deployment.regular"]),
    ("что делать с командными картами, которые не сыграл", "ru", ["battle.command-hand", "resolution.events"]),
    ("реакцию обязательно играть или можно пропустить", "ru", ["abilities.reaction"]),
    ("надо ли платить всю стоимость до эффекта", "ru", ["abilities.cost"]),
    ("что значат буквы ВА, Т, Р, М", "ru", ["abilities.types"]),
    ("тактика дала +1 к броне — это действует в следующей военной акции?", "ru",
     ["abilities.duration-turn", "battle.tactics-window"]),
    ("ресурсы умеют стрелять?", "ru", ["cards.asset"]),
    ("верхнюю карту, открытую при выборе атакующего, кладём обратно?", "ru", ["setup.attacker"]),
    ("оба хотим ответить реакцией на одно и то же — кто первый", "ru", ["abilities.reaction"]),
    ("закрытые карты в секторе, где не было боя, остаются закрытыми на следующий ход?", "ru", ["end"]),
    ("сколько флагов стоит сектор", "ru", ["cards.sector"]),
    ("заблокировал выстрел быстрым отрядом — кто получает урон", "ru", ["battle.blocking"]),
    ("наступающий отряд может сначала выстрелить, а потом штурмовать?", "ru", ["battle.charge", "positions.charging"]),
    ("отступление считается моей военной акцией?", "ru", ["battle.retreat"]),
    ("противник играет поверни Х моих отрядов, Х = 5, а у меня их два", "ru", ["term.x.count"]),
    ("карта нанесла 2 урона и убила — срабатывает моя реакция на уничтожение?", "ru", ["battle.damage.by-ability"]),
    ("вернуть в руку — это то же самое, что уничтожить?", "ru", ["term.return"]),
    ("способность переместила мой отряд в другой сектор — он остаётся наступающим?", "ru", ["term.move"]),
    ("текст «одна карта противника» может выбрать его крейсер?", "ru", ["ships.not-cards"]),
    ("программа когда-нибудь перемешивает колоду снова?", "ru", ["setup.shuffle", "term.infiltrate.search"]),
    ("что значит флаговый", "ru", ["term.flagged"]),
    ("мой атакующий отряд уничтожили реакцией до блока — что с атакой", "ru", ["term.destroy.early"]),
    ("как заканчивается ход", "ru", ["end"]),
    ("в каком положении отряд может штурмовать", "ru", ["positions.charging", "battle.assault"]),
    ("каждый ход заново тянем шесть карт на высадку?", "ru", ["deployment.regular", "deployment.each-turn"]),
]


# A third held-out set, written after the last change to the search and to the sections'
# questions of issue 28 (5e8c0ed) and committed before it was measured; never tuned on. Sets A
# and B had both been measured, and their misses seen, before the last changes: C is the clean
# figure of the search as it stands.
HELD_OUT_C = [
    # English
    ("a card tells me to roll and has 1-2 / 3-4 / 5-6 results, how do I use it", "en", ["rolls.variable"]),
    ("what do I do when an ability says +d6 firepower", "en", ["rolls.d6"]),
    ("I get to look at the top 3 cards of my deck, can I reorder them", "en", ["term.look-top"]),
    ("the enemy bounced my unit back to my hand, does it count as destroyed for my reaction", "en", ["term.return"]),
    ("all your vehicles get +1 armor — do I have to activate that", "en", ["abilities.constant"]),
    ("when do I pay for my WA card, before or after the tactics", "en", ["abilities.timing"]),
    ("there's a modifier that says play before the result is known, when exactly", "en",
     ["abilities.modifier.before"]),
    ("I play a war action card from my hand, what are the steps", "en", ["battle.wa-card"]),
    ("my special assault got blocked, do I still get the effect", "en",
     ["battle.special-assault.blocked", "battle.special-assault"]),
    ("I retreat and my unit has a 'when destroyed' reaction, does it fire", "en", ["battle.retreat.reactions"]),
    ("we both ended deployment with duplicates of a unique card, when is that sorted out", "en",
     ["term.unique.check"]),
    ("in the first wave can I put two cards in the same sector", "en", ["deployment.first-wave"]),
    ("where does everything go on the table", "en", ["setup.table"]),
    ("do the rarity dots matter in play", "en", ["cards.rarity"]),
    ("a card says destroy a Psyker unit, which units can I pick", "en", ["cards.keywords"]),
    ("discard 2 cards — from my hand or my deck?", "en", ["term.discard"]),
    ("can I lock a card that's already sideways to pay a cost", "en", ["term.lock", "positions.locked"]),
    ("does readying a charging unit turn it back upright", "en", ["term.ready"]),
    ("what actions can I take during a battle", "en", ["battle.combat"]),
    ("my ship's event — does it resolve in a battle for another sector", "en", ["resolution.events.in-play"]),
    ("do I win the moment I capture my second sector", "en", ["end.victory"]),
    ("turn four is over, I have one sector and my opponent has none", "en", ["end.turn-four"]),
    ("can I use the text at the bottom of a card that's on the table", "en", ["cards.command-line"]),
    ("my card draws one during preparation, does that go in my command hand", "en",
     ["battle.preparation.abilities", "term.hand.draw-six"]),
    ("infiltrate a unit from my hand, does it come in ready", "en", ["term.infiltrate"]),
    ("+1 assault versus Vehicles, does it count when a vehicle assaults me", "en", ["term.versus"]),
    ("can a reaction printed on my unit be used twice in one war action", "en", ["abilities.once-per-war-action"]),
    ("when my opponent flips for a test, when can I react", "en", ["rolls.reactions"]),
    ("after I declare a shot, who plays tactics first", "en", ["battle.tactics-window"]),
    ("overrun: is my assaulting unit locked again", "en",
     ["battle.assault.overrun-details", "battle.assault.overrun"]),
    ("what happens to the ability cost if the target died in the tactics window", "en",
     ["abilities.timing", "term.destroy.early"]),
    ("what does the number on a sector card mean", "en", ["cards.sector"]),
    # Russian
    ("на карте результаты 1-2, 3-4, 5-6 — как этим пользоваться", "ru", ["rolls.variable"]),
    ("способность даёт +d6 к огневой мощи, что делать", "ru", ["rolls.d6"]),
    ("смотрю три верхние карты колоды — можно их переложить?", "ru", ["term.look-top"]),
    ("противник вернул мой отряд в руку — срабатывает реакция на уничтожение?", "ru", ["term.return"]),
    ("вся твоя техника получает +1 к броне — это надо активировать?", "ru", ["abilities.constant"]),
    ("когда платить за карту ВА — до тактик или после", "ru", ["abilities.timing"]),
    ("модификатор играется до того, как известен результат — когда именно", "ru", ["abilities.modifier.before"]),
    ("играю карту военной акции из руки — какие шаги", "ru", ["battle.wa-card"]),
    ("мой спецштурм заблокировали, эффект всё равно будет?", "ru",
     ["battle.special-assault.blocked", "battle.special-assault"]),
    ("отступаю, а у отряда реакция «когда уничтожен» — сработает?", "ru", ["battle.retreat.reactions"]),
    ("после высадки у меня две копии уникальной карты — когда это разбирается", "ru", ["term.unique.check"]),
    ("в первую волну можно положить две карты в один сектор?", "ru", ["deployment.first-wave"]),
    ("как всё разложить на столе", "ru", ["setup.table"]),
    ("точки редкости влияют на игру?", "ru", ["cards.rarity"]),
    ("на карте «уничтожь отряд псайкеров» — какие отряды можно выбрать", "ru", ["cards.keywords"]),
    ("сбрось 2 карты — из руки или из колоды", "ru", ["term.discard"]),
    ("можно ли повернуть уже повёрнутую карту, чтобы заплатить", "ru", ["term.lock", "positions.locked"]),
    ("если развернуть наступающий отряд, он встаёт прямо?", "ru", ["term.ready"]),
    ("какие действия можно делать в бою", "ru", ["battle.combat"]),
    ("событие моего корабля — выполняется в бою за другой сектор?", "ru", ["resolution.events.in-play"]),
    ("я побеждаю сразу, как захватил второй сектор?", "ru", ["end.victory"]),
    ("четвёртый ход прошёл, у меня один сектор, у противника ни одного", "ru", ["end.turn-four"]),
    ("можно ли использовать текст внизу карты, которая лежит на столе", "ru", ["cards.command-line"]),
    ("карта во время подготовки даёт взять карту — она идёт в командную руку?", "ru",
     ["battle.preparation.abilities", "term.hand.draw-six"]),
    ("внедряю отряд из руки — он входит готовым?", "ru", ["term.infiltrate"]),
    ("+1 к штурму против техники — действует, когда техника штурмует меня?", "ru", ["term.versus"]),
    ("реакцию на моём отряде можно использовать дважды за военную акцию?", "ru", ["abilities.once-per-war-action"]),
    ("противник открывает карту на тест — когда я могу ответить реакцией", "ru", ["rolls.reactions"]),
    ("я объявил выстрел — кто первым играет тактики", "ru", ["battle.tactics-window"]),
    ("при прорыве штурмующий отряд снова поворачивается?", "ru",
     ["battle.assault.overrun-details", "battle.assault.overrun"]),
    ("цель погибла на этапе тактик — стоимость способности возвращается?", "ru",
     ["abilities.timing", "term.destroy.early"]),
    ("что значит число на карте сектора", "ru", ["cards.sector"]),
]


def answers(hit_id: str, acceptable: list[str]) -> bool:
    """True when ``hit_id`` is one of the acceptable ids or a subsection of one."""
    return any(hit_id == a or hit_id.startswith(a + ".") for a in acceptable)


def rates(search, table=HELD_OUT, lang: str | None = None):
    """(first-hit rate, top-three rate, misses) of ``search(question, lang) -> [ids]`` over ``table``
    (one language, or all when ``lang`` is None)."""
    rows = [(q, ql, ok) for q, ql, ok in table if lang is None or ql == lang]
    first = top3 = 0
    misses = []
    for question, qlang, ok in rows:
        ids = search(question, qlang)
        first += bool(ids) and answers(ids[0], ok)
        top3 += any(answers(i, ok) for i in ids[:3])
        if not ids or not answers(ids[0], ok):
            misses.append((question, ok, ids[:3]))
    return first / len(rows), top3 / len(rows), misses


def command_search():
    """Search as ``heresy rules search`` does: sections and the shipped card rulings together."""
    from heresy_app import rules
    from heresy_app.cards.db import CardDB
    from heresy_app.rules.card_search import search

    rules.set_rulings_provider(CardDB(user=False).all_rulings)
    return lambda q, lang: [h.id for h in search(q, lang=lang, limit=10)]


if __name__ == "__main__":
    find = command_search()
    for name, table in (("A", HELD_OUT), ("B", HELD_OUT_B), ("C", HELD_OUT_C)):
        for lang in ("en", "ru"):
            first, top3, misses = rates(find, table, lang=lang)
            n = sum(1 for _, ql, _ in table if ql == lang)
            print(f"set {name} {lang}: {n} questions, first {first:.0%}, top three {top3:.0%}")
            for miss in misses:
                print("   ", miss)
