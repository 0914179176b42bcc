"""Set K of issue 28's players' questions (the tuning half).

Written in the eighth round (helper r20, session 11) before that round touched the ranking, in the
style of newer players who describe the cards and their positions instead of naming the rule
("turned sideways", "flipped upside down", "my bikes are speed 3", «мотики», «перевёрнут», «чел»,
slang and typos): 48 questions per language on different situations, written from the rulebook's
content and the section list, never from a blind set. Split by place: the odd-numbered entries
(k #1, #3, ...) are tuned on (questions_k.py), the even-numbered kept aside (aside_k.py), measured
at the round's start and end only. Do not copy an entry into a section's questions.

Entries: (question, language, acceptable section ids); a subsection of an acceptable id counts.
"""

from __future__ import annotations

TUNE_K = [
    # English
    ('my guy is turned sideways already, can he still jump in front of their shot?', 'en', ['battle.blocking', 'positions.locked']),   # k #1  # noqa: E501
    ('my bikes are speed 3 and the marines shooting at my tank are speed 3 too. can the bikes take the hit for it?', 'en', ['battle.blocking']),   # k #3  # noqa: E501
    ('fight in the middle sector is over and nobody took it. do my sideways cards stand back up now?', 'en', ['resolution.no-capture', 'positions.locked']),   # k #5  # noqa: E501
    ('can I flip my marines upside down and smash with them in the same go?', 'en', ['battle.charge']),   # k #7
    ('everything I have in this sector is sideways. am I allowed to just leave the fight?', 'en', ['battle.retreat']),   # k #9  # noqa: E501
    ('my terminators have 2 flags, his guys have 3 flags in total. who gets the sector?', 'en', ['resolution.flags', 'resolution.capture']),   # k #11  # noqa: E501
    ("he's got no cards left in his deck and needs to flip one for a test. now what?", 'en', ['rolls.empty-deck']),   # k #13  # noqa: E501
    ('a unit with zero flags on it, is it any use at all?', 'en', ['term.flagless']),   # k #15
    ('my vindicator got -3 armour and it only had 2. is it at -1 now?', 'en', ['cards.stats.minimum']),   # k #17
    ('we both flipped a 6 to see who goes first. flip again?', 'en', ['rolls.ties', 'setup.attacker']),   # k #19
    ("I'm running traitors, can I stick a loyalist character in there?", 'en', ['deck.sides']),   # k #21
    ('my dreadnaught is upside down. can it block their land raider shooting at my rhino?', 'en', ['battle.blocking']),   # k #23  # noqa: E501
    ('a guy with counter attack gets shot and dies. does he still shoot back?', 'en', ['term.counter-attack']),   # k #25  # noqa: E501
    ('can my guys sitting in the left sector shoot at stuff in the middle one?', 'en', ['battle.scope', 'battle.targets']),   # k #27  # noqa: E501
    ('can i shoot my own unit to set off its reaction?', 'en', ['battle.targets']),   # k #29
    ('end of turn 4 and we each own one sector. who wins?', 'en', ['end.turn-four']),   # k #31
    ('when do the E cards I hold in my hand go off?', 'en', ['resolution.events', 'abilities.event']),   # k #33
    ('the attacking player has nothing left on the board in any sector. what does he fight over?', 'en', ['battle-phase.no-sector']),   # k #35  # noqa: E501
    ('my unit has a T printed on it. can I use it twice in the same shot?', 'en', ['abilities.once-per-war-action', 'abilities.tactic']),   # k #37  # noqa: E501
    ('he makes me bin two cards from my hand. do I pick them or is it random?', 'en', ['term.discard.choice', 'term.discard']),   # k #39  # noqa: E501
    ("my tank is sideways. can i still use its WA that doesn't need turning it?", 'en', ['positions.locked', 'battle.wa-ability']),   # k #41  # noqa: E501
    ('got +2 assault from a tactic this fight. is it still there in the next fight?', 'en', ['abilities.duration-turn']),   # k #43  # noqa: E501
    ("what's the X on a card mean, can I pick whatever number I want?", 'en', ['term.x', 'term.x.free-range']),   # k #45  # noqa: E501
    ("can my tank shoot while it's just standing upright facing me?", 'en', ['battle.shooting']),   # k #47
    # Russian
    ('мой чел уже повёрнут боком, может он ещё прикрыть от выстрела?', 'ru', ['battle.blocking', 'positions.locked']),   # k #1  # noqa: E501
    ('мотики со скоростью 3, стреляют десантники тоже со скоростью 3. мотики могут закрыть мой танк?', 'ru', ['battle.blocking']),   # k #3  # noqa: E501
    ('бой в центральном секторе кончился, никто его не взял. мои повёрнутые карты встают обратно?', 'ru', ['resolution.no-capture', 'positions.locked']),   # k #5  # noqa: E501
    ('можно перевернуть десантников и сразу врезать ими в рукопашку за одно действие?', 'ru', ['battle.charge']),   # k #7  # noqa: E501
    ('у меня в секторе все карты лежат боком, могу я просто уйти из боя?', 'ru', ['battle.retreat']),   # k #9
    ('у моих терминаторов 2 флажка, у его ребят всего 3, кто забирает сектор?', 'ru', ['resolution.flags', 'resolution.capture']),   # k #11  # noqa: E501
    ('у него кончилась колода, а надо открыть карту на проверку. что теперь?', 'ru', ['rolls.empty-deck']),   # k #13
    ('юнит без флажков вообще на что-то годится?', 'ru', ['term.flagless']),   # k #15
    ('у виндикатора броня 2, ему повесили -3 к броне. теперь броня -1?', 'ru', ['cards.stats.minimum']),   # k #17
    ('мы оба открыли по шестёрке, кто нападает? перекидываем?', 'ru', ['rolls.ties', 'setup.attacker']),   # k #19
    ('играю за хаоситов, можно вставить лоялистского героя?', 'ru', ['deck.sides']),   # k #21
    ('дред перевёрнут, может он прикрыть мой носорог от стрельбы лендрейдера?', 'ru', ['battle.blocking']),   # k #23
    ('юнита с контратакой подстрелили и он погиб, он всё равно стреляет в ответ?', 'ru', ['term.counter-attack']),   # k #25  # noqa: E501
    ('мои ребята в левом секторе могут стрелять по карте в центральном?', 'ru', ['battle.scope', 'battle.targets']),   # k #27  # noqa: E501
    ('можно пальнуть по своему юниту, чтобы сработала его реакция?', 'ru', ['battle.targets']),   # k #29
    ('конец 4 хода, у каждого по одному сектору. кто выиграл?', 'ru', ['end.turn-four']),   # k #31
    ('когда срабатывают карты С, которые у меня в руке?', 'ru', ['resolution.events', 'abilities.event']),   # k #33
    ('у атакующего не осталось ни одной карты ни в одном секторе, за что он дерётся?', 'ru', ['battle-phase.no-sector']),   # k #35  # noqa: E501
    ('на юните напечатана Т, можно её применить два раза за один выстрел?', 'ru', ['abilities.once-per-war-action', 'abilities.tactic']),   # k #37  # noqa: E501
    ('меня заставляют скинуть две карты с руки, я выбираю какие или наугад?', 'ru', ['term.discard.choice', 'term.discard']),   # k #39  # noqa: E501
    ('танк повёрнут, можно ещё юзать его ВА, если она не требует его поворачивать?', 'ru', ['positions.locked', 'battle.wa-ability']),   # k #41  # noqa: E501
    ('получил от тактики +2 к штурму в этом бою. в следующем бою оно ещё есть?', 'ru', ['abilities.duration-turn']),   # k #43  # noqa: E501
    ('что значит Х на карте, можно взять любое число?', 'ru', ['term.x', 'term.x.free-range']),   # k #45
    ('может мой танк стрелять, если он просто стоит прямо ко мне лицом?', 'ru', ['battle.shooting']),   # k #47
]
