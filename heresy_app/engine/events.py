"""The engine's words: every log message, question and decision in English and Russian.

The state logs :class:`~heresy_app.engine.state.Event` entries (rules id, message key, arguments)
and nothing else; this room turns them into sentences on demand, naming cards in the language
asked for and using the rulebook's Russian terms (``shared/GLOSSARY.md``: «военная акция»,
«повернуть», «наступает», «прорыв»...). Russian sentences are built so that card names stay in the
nominative (a colon or a dash introduces them), as Russian game interfaces do.

Argument names decide how a value is shown: ``player``/``attacker``/``defender`` are players;
``card``/``unit``/``target``/``blocker``/``old``/``kept`` a card with its owner and number;
``title`` a card's bare name and ``titles``/``cards0``/``cards1`` lists of names; ``sector`` a
sector; ``ability`` a ``(card, index)`` pair shown as the ability's text; ``stat``, ``source``,
``role`` and ``planet`` words with a Russian form.

>>> MESSAGES["pass"]
('{player} passes', '{player}: пас')
"""

from __future__ import annotations

import re
import string

from heresy_app import i18n
from heresy_app.abilities.lexicon import keyword_en_plural, keyword_ru, keyword_ru_gen
from heresy_app.engine.amount_words import AMOUNT_MESSAGES
from heresy_app.engine.name_grammar import agreeing, object_of_a_verb
from heresy_app.engine.roll_words import ROLL_DECISIONS, ROLL_MESSAGES
from heresy_app.engine.sector_words import SECTOR_MESSAGES, SECTOR_WORDS, sector_ability_text
from heresy_app.engine.seen_words import Seen, card_letter, conjugate, opponent_possessive, own_cards
from heresy_app.engine.versus_words import versus_words
from heresy_app.i18n import pick

__all__ = ["MESSAGES", "QUESTIONS", "DECISIONS", "render", "render_log", "log_lines", "question_text",
           "decision_text", "card_name", "player_name", "sector_name", "fill", "LANGS"]

LANGS = ("en", "ru")

# ---------------------------------------------------------------------- log messages: key -> (en, ru)
class _CountingFormatter(string.Formatter):
    """``str.format`` that also counts words: ``{n:@card/cards}`` is "1 card" / "3 cards", and
    ``{n:+@flag/flags}`` "+1 flag" / "-2 flags" (the English messages; the Russian ones are worded
    so that a count stands after a colon and needs no form of its own)."""

    def format_field(self, value, spec):
        if "@" in spec and isinstance(value, int):
            sign, forms = spec.split("@", 1)
            one, many = forms.split("/", 1)
            shown = f"{value:+d}" if sign == "+" else str(value)
            return f"{shown} {one if abs(value) == 1 else many}"
        return super().format_field(value, spec)


_COUNTING = _CountingFormatter()


def fill(template: str, **args) -> str:
    """A message template with its arguments (``{n:@card/cards}`` counted)."""
    return _COUNTING.format(template, **args)


MESSAGES: dict[str, tuple[str, str]] = {
    # set-up and turns
    "setup.shuffled": ("both decks are shuffled (seed {seed})", "обе колоды перетасованы (расклад {seed})"),
    "setup.lower-die": ("top cards show {die0} and {die1}: {player} has the lower die and chooses the roles",
                        "на верхних картах кубики {die0} и {die1}: меньший кубик решает — роли выбирает {player}"),
    "setup.coin-toss": ("top cards both show {die}: a coin toss lets {player} choose",
                        "на обеих верхних картах кубик {die}: по жребию роли выбирает {player}"),
    "role.chosen": ("{player} chooses to be the {role}; {attacker} attacks, {defender} defends",
                    "{player} выбирает роль: {role}; атакует {attacker}, защищается {defender}"),
    "planet.chosen": ("{player} chooses the planet {planet}: {sectors}",
                      "{player} выбирает планету {planet}: {sectors}"),
    "turn.begins": ("turn {turn} begins: deployment, {player} first",
                    "начинается ход {turn}: высадка, первым ходит {player}"),
    "first-wave": ("{player} puts {card} face up in {sector}",
                   "{player}: первая волна — {card} лицом вверх в секторе «{sector}»"),
    "first-wave.no-cards": ("{player} has no cards left for the first wave",
                            "{player}: для первой волны не осталось карт"),
    "deploys": ("{player} deploys a card face down in {sector}",
                "{player} высаживает карту лицом вниз в сектор «{sector}»"),
    "draw": ("{player} draws {count:@card/cards}", "{player} берёт карт: {count}"),
    "hand.six-more": ("{player} already holds {held:@card/cards} and keeps them: a hand of six is six cards drawn",
                      "{player} уже держит карт: {held} — они остаются; рука из шести — это шесть взятых карт"),
    "draw.short": ("{player} draws {drawn} of {asked:@card/cards}: the deck is empty",
                   "{player} берёт {drawn} карт(ы) из {asked}: колода кончилась"),
    "mill": ("{player} discards the top {count:@card/cards} of the deck",
             "{player} сбрасывает верхние карты колоды: {count}"),
    "deck.shuffled": ("{player} shuffles the deck after searching it",
                      "{player} перетасовывает колоду после поиска в ней"),
    "duration.turn": ("the change lasts until the end of the turn", "изменение действует до конца хода"),
    "turn.bonuses-end": ("end of turn {turn}: changes made until the end of the turn end",
                         "конец хода {turn}: изменения до конца хода закончились"),
    "x.count": ("X is {x}: that many cards are chosen", "Х равен {x}: столько карт выбирается"),
    "x.value": ("X is {x}", "Х равен {x}"),
    "turn.ships-ready": ("end of turn {turn}: every ship is readied", "конец хода {turn}: все корабли развёрнуты"),
    "turn.tied-sectors": ("each player holds a sector with the same requirement: play on",
                          "у каждого игрока захвачен сектор с одинаковым требованием: игра продолжается"),
    "turn.none-captured": ("no sector has been captured: play on until one is",
                           "ни один сектор не захвачен: игра идёт, пока кто-нибудь не захватит сектор"),
    "victory.two-sectors": ("{player} holds two sectors and wins the game",
                            "{player} удерживает два сектора и побеждает"),
    "victory.higher-sector": ("after turn {turn}, {player} holds the sector with the higher requirement and wins",
                              "после хода {turn} побеждает {player} (сектор с большим требованием)"),
    "victory.capture-after-turn-four": ("turn {turn}: with play gone on past turn 4, {player} now holds the sector "
                                        "with the higher requirement and wins at once",
                                        "ход {turn}: после 4-го хода игра шла до первого захвата — сразу побеждает "
                                        "{player} (сектор с большим требованием)"),
    "draw.stalemate": ("end of turn {turn}: nothing is left to draw, no card changed zone this turn and no battle "
                       "could ever capture a sector: the game is a draw",
                       "конец хода {turn}: брать больше нечего, за ход ни одна карта не сменила зону, и ни одно "
                       "сражение уже никогда не захватит сектор: ничья"),
    "draw.quiet-turns": ("end of turn {turn}: nothing is left to draw and no card has changed zone for {quiet} turns "
                         "in a row, though a fight could still capture a sector: the game is a draw",
                         "конец хода {turn}: брать больше нечего, и ни одна карта не сменила зону {quiet} ходов "
                         "подряд, хотя бой ещё мог бы захватить сектор: ничья"),
    "game.conceded": ("{player} concedes defeat: the game is over", "{player} признаёт поражение: партия окончена"),
    "position.start": ("the game starts from a given position", "игра начинается с заданной позиции"),
    # battles
    "battle.chosen": ("{player} chooses to fight for {sector}", "{player} выбирает сражение за сектор «{sector}»"),
    "battle.none": ("{player} has no cards in an open sector: no attacker's battle",
                    "{player}: нет карт в открытых секторах — сражения атакующего нет"),
    "battle.none-left": ("{player} has no other sector to fight for: no defender's battle",
                         "{player}: нет другого сектора для сражения — сражения защищающегося нет"),
    "battle.revealed": ("{sector} is locked and its cards are turned face up: P1: {cards0}; P2: {cards1}",
                        "карта сектора «{sector}» повёрнута, его карты открыты: И1: {cards0}; И2: {cards1}"),
    "battle.no-opponent": ("{player} has no cards there: straight to resolution",
                           "{player}: там нет карт — сразу этап определения победителя"),
    "unique.later-copy": ("{card} is a later copy of the unique {kept}, which came into {sector} first and stays: "
                          "back to the hand, to be deployed elsewhere",
                          "{card} — более поздняя копия уникальной карты {kept}, которая первой пришла в сектор "
                          "«{sector}» и остаётся: обратно в руку, чтобы высадить в другой сектор"),
    "unique.later-copy-hidden": ("{player} has a later copy of a unique card face down in {sector}: it goes back to "
                                 "the hand, to be deployed elsewhere",
                                 "{player}: в секторе «{sector}» лицом вниз лежит более поздняя копия уникальной "
                                 "карты — обратно в руку, чтобы высадить в другой сектор"),
    "unique.both-players": ("both players have {title} in {sector}: {card} goes back to hand",
                            "у обоих игроков в секторе «{sector}» есть «{title}»: {card} возвращается в руку"),
    "unique.ship-replaced": ("a new copy of a unique ship arrives: the earlier {old} is destroyed",
                             "прибывает новая копия уникального корабля: прежняя копия уничтожается — {old}"),
    "unique.infiltrate-replaces": ("a unique card infiltrates: the earlier {old} is destroyed",
                                   "внедряется уникальная карта: прежняя копия уничтожается — {old}"),
    "to-fleet": ("{card} goes to the fleet area", "{card} уходит в зону флота"),
    "combat.ends": ("both players passed in a row: the combat step ends",
                    "оба игрока спасовали подряд: этап боя окончен"),
    "pass": ("{player} passes", "{player}: пас"),
    "retreat": ("{player} retreats: all their cards in {sector} are destroyed",
                "{player} отступает и теряет все свои карты в секторе «{sector}»"),
    "retreat.reactions": ("reactions to those destructions may answer each card, {player} first",
                          "на уничтожение каждой карты можно ответить реакцией, первым — {player}"),
    "flags.count": ("flags in {sector}: P1 {flags0}, P2 {flags1}", "флаги в секторе «{sector}»: И1 {flags0}, И2 {flags1}"),
    "flags.counted-as": ("{card} counts as having {n:@flag/flags}", "{card} считается имеющим флагов: {n}"),
    "flags.none": ("{card} gives no flags", "{card} не даёт флагов"),
    "stat.set": ("{card}'s {stat} becomes {n}", "{card}: параметр «{stat}» становится равным {n}"),
    "flags.extra": ("{player} gets {n:+@flag/flags} in this battle", "{player} получает флаги в этом сражении: {n:+d}"),
    "hand.revealed": ("{player} reveals the command hand: {titles}", "{player} открывает командную руку: {titles}"),
    "hands.discarded": ("both command hands are discarded", "обе командные руки сброшены"),
    "capture": ("{player} captures {sector} with {flags} flags against {against} (needs {need})",
                "{player} захватывает сектор «{sector}»: флаги {flags} против {against} (нужно {need})"),
    "capture.cleanup": ("every card left in {sector} goes to its owner's discard pile",
                        "все карты, оставшиеся в секторе «{sector}», уходят в сброс владельцев"),
    "no-capture": ("nobody captures {sector} ({flags0} against {flags1}, needs {need}): "
                   "its cards are readied and stay face up",
                   "сектор «{sector}» никто не захватил ({flags0} против {flags1}, нужно {need}): "
                   "его карты развёрнуты и остаются открытыми"),
    # war actions and attacks
    "shoots": ("{player}: {unit} shoots {target}", "{player}: стрельба — {unit} по цели {target}"),
    "assaults": ("{player}: {unit} assaults {target}", "{player}: штурм — {unit} атакует {target}"),
    "special-assault": ("{player}: {unit} makes a special assault: {ability}",
                        "{player}: специальный штурм — {unit}: {ability}"),
    "charges": ("{player}: {unit} charges", "{player}: {unit} наступает"),
    "charge.by-ability": ("{card} is made to charge: reactions to a charge may answer",
                          "{card} начинает наступать: можно ответить реакцией на наступление"),
    "blocks.shot": ("{player} blocks the shot with {blocker}", "{player} блокирует стрельбу: {blocker}"),
    "blocks.assault": ("{player} blocks the assault with {blocker}", "{player} блокирует штурм: {blocker}"),
    "blocks.special": ("{player} blocks the assault with {blocker} (the special assault becomes a normal assault)",
                       "{player} блокирует штурм: {blocker} (специальный штурм становится обычным)"),
    "no-block": ("{player} does not block", "{player} не блокирует"),
    "counter-attacks": ("{card} counter-attacks {unit} for {n} at the same time",
                        "{card} контратакует одновременно: повреждения {n} → {unit}"),
    "deals": ("{unit} deals {n} damage to {target} (armor {armor})",
              "{unit} → {target}: повреждения {n}, броня {armor}"),
    "armor-zero": ("{card} has armor 0: any damage that reaches it destroys it",
                   "у карты {card} броня 0: любое повреждение её уничтожает"),
    "no-damage-no-counter": ("{unit} deals no damage: {target} does not counter-attack",
                             "{unit} не наносит повреждений: {target} не контратакует"),
    "survives": ("{card} survives; the damage is removed", "{card} выживает; повреждения снимаются"),
    "destroyed": ("{card} is destroyed", "уничтожается: {card}"),
    "returned.hand": ("{card} returns to {player}'s hand", "{card} возвращается в руку: {player}"),
    "returned.deck-top": ("{card} is put on top of {player}'s deck", "{card} кладется на верх колоды: {player}"),
    "returned.deck-bottom": ("{card} is put at the bottom of {player}'s deck",
                             "{card} кладется под низ колоды: {player}"),
    "damage.by-ability": ("{card} takes {n} damage from an ability (armor {armor}); no attack, no counter-attack",
                          "{card} получает {n} повреждений от способности (броня {armor}); это не атака, контратаки нет"),
    "left-play-before-damage": ("the {gone} card left play before damage: the war action ends before damage",
                                "{gone} карта вышла из игры до повреждений: военная акция заканчивается"),
    "restriction.unblockable": ("{card} cannot be blocked for now", "{card} пока не может быть заблокирован"),
    "restriction.unblockable-by": ("{card} cannot be blocked by {keyword} for now",
                                   "{card} пока не может быть заблокирован отрядами {keyword}"),
    "restriction.unshootable": ("{card} cannot be the target of shooting for now",
                                "{card} пока не может быть целью стрельбы"),
    "restriction.no-block": ("{card} cannot block for now", "{card} пока не может блокировать"), "restriction.no-charge": ("{card} cannot charge for now", "{card} пока не может наступать"),
    "restriction.no-shoot": ("{card} cannot shoot for now", "{card} пока не может стрелять"), "restriction.no-assault": ("{card} cannot assault for now", "{card} пока не может штурмовать"),
    "restriction.no-lock": ("{card} cannot be locked by abilities for now", "{card} пока не может быть повернут способностями"), "restriction.unblockable-desc": ("{card} cannot be blocked by some units for now", "{card} пока не может быть заблокирован некоторыми отрядами"), "restriction.unshootable-desc": ("{card} cannot be shot at by some units for now", "{card} пока не может быть целью стрельбы некоторых отрядов"),  # noqa: E501
    "restriction.untargetable": ("{card} cannot be the target of abilities for now", "{card} пока не может быть целью способностей"), "restriction.unassaultable-desc": ("{card} cannot be assaulted by some units for now", "{card} пока нельзя штурмовать некоторыми отрядами"), "restriction.unassaultable": ("{card} cannot be assaulted for now", "{card} пока нельзя штурмовать"),  # noqa: E501
    "restriction.untargetable-enemy": ("{card} cannot be the target of enemy abilities for now", "{card} пока не может быть целью способностей противника"), "restriction.untargetable-some": ("{card} cannot be the target of some abilities for now", "{card} пока не может быть целью некоторых способностей"), "restriction.no-ready": ("{card} cannot be readied for now", "{card} пока не может быть развернут"),  # noqa: E501
    "restriction.not-locked": ("{card} cannot be locked by abilities: it stays as it is", "{card} не может быть повернут способностями"), "moved": ("{card} moves to {sector}, keeping its position", "{card} перемещается в сектор «{sector}» в том же положении"),
    "move.stays": ("{card} has no other open sector to move to: it stays", "{card}: другого незахваченного сектора нет — карта остаётся"),
    "deck.top-looked": ("{player} looks at the top {count:@card/cards} of {who}'s deck", "{player} смотрит верхние карты колоды ({who}): {count}"),
    "deck.top-reordered": ("{player} puts them back on top of {who}'s deck in the order chosen", "{player} кладёт их на верх колоды ({who}) в выбранном порядке"), "deck.card-to-hand": ("{player} puts {title} from the top of the deck into the hand", "{player} берёт с верха колоды в руку: «{title}»"), "restriction.no-ready-abilities": ("{card} cannot be readied by abilities for now", "{card} пока не может быть развернут способностями"), "restriction.block-any-speed": ("{card} may block shooting whatever its speed for now", "{card} пока может блокировать стрельбу независимо от скорости"), "restriction.overrun-any": ("{card} may overrun any number of times per war action for now", "{card} пока может совершать прорыв любое количество раз за военную акцию"), "restriction.overrun-again": ("{card} may overrun again", "{card} может совершить прорыв ещё раз"), "damage.reduced": ("damage dealt to {card} is reduced by {n}", "{card}: получаемые повреждения уменьшены на {n}"), "restriction.unblockable-shooting": ("{card}'s shooting cannot be blocked for now", "стрельбу карты {card} пока нельзя заблокировать"), "restriction.unblockable-assault": ("{card}'s assaults cannot be blocked for now", "штурм карты {card} пока нельзя заблокировать"), "restriction.block-uncharged": ("{card} may block assaults even if it is not charging, for now", "{card} пока может блокировать штурм, даже если не наступает"), "restriction.block-as-speed": ("{card} may block shooting as if its speed were {n}, for now", "{card} пока может блокировать стрельбу, как если бы его скорость была {n}"), "restriction.block-speed-plus": ("{card} may block shooting as if its speed were {n} higher, for now", "{card} пока может блокировать стрельбу, как если бы его скорость была на {n} больше"), "stat.swapped": ("{card}'s {stat} and {other} change places: now {n} and {m}", "{card}: параметры «{stat}» и «{other}» меняются местами — теперь {n} и {m}"), "swap.done": ("{card} and {other} have changed places", "{card} и {other} поменялись местами"), "swap.none": ("no two cards can change places: nothing happens", "поменять местами некого — ничего не происходит"), "damage.bonus-shooting": ("{card} deals {n} extra damage when it shoots, for now", "{card} пока наносит при стрельбе на {n} повреждений больше"), "damage.bonus-assault": ("{card} deals {n} extra damage when it assaults, for now", "{card} пока наносит при штурме на {n} повреждений больше"), "damage.bonus-counter": ("{card} deals {n} extra damage when it counter-attacks, for now", "{card} пока наносит при контратаке на {n} повреждений больше"), "damage.attack-more": ("{card} deals {n} extra damage in this attack", "{card} наносит в этой атаке на {n} повреждений больше"), "damage.counter-more": ("{card} deals {n} extra damage with its counter-attack", "{card} наносит контратакой на {n} повреждений больше"), "charge.follow": ("{card} attacks in the same war action as its charge", "{card} атакует в той же военной акции, что и наступление"), "restriction.charge-assault": ("{card} may charge and assault in the same war action, for now", "{card} пока может наступать и штурмовать в одну военную акцию"), "restriction.charge-shoot": ("{card} may charge and shoot in the same war action, for now", "{card} пока может наступать и стрелять в одну военную акцию"), "restriction.overrun-times": ("{card} may make up to {n} overruns per war action for now", "{card} пока может совершать до {n} прорывов за военную акцию"), "restriction.overrun-asset": ("{card} may overrun after destroying an asset for now", "{card} пока может совершить прорыв после уничтожения актива"), "restriction.overrun-after-asset": ("{card} overruns after destroying an asset", "{card} совершает прорыв после уничтожения актива"),  # noqa: E501
    "deck.top-to-hand": ("{player} puts one of them into the hand; the rest stay as they lay", "{player} берёт одну из них в руку; остальные лежат как лежали"), "deck.card-to-bottom": ("{player} puts {title} from the top of the deck at the bottom", "{player} кладёт «{title}» с верха колоды под низ"), "deck.card-to-top": ("{player} puts {title} back on top of the deck", "{player} кладёт «{title}» обратно на верх колоды"), "restriction.no-overrun": ("{card} cannot overrun for now", "{card} пока не может совершить прорыв"), "restriction.not-readied": ("{card} cannot be readied: it stays as it is", "{card} не может быть развернут и остается как есть"),  # noqa: E501
    "deck.top-to-bottom": ("{player} puts a card from the top of {who}'s deck at the bottom", "{player} кладёт карту с верха колоды ({who}) под низ"), "deck.top-discarded": ("{player} discards {title} from the top of the deck", "{player} сбрасывает с верха колоды «{title}»"), "restriction.no-overrun-now": ("{card} cannot overrun", "{card} не может совершить прорыв"), "stat.change.versus-card": ("{card} gets {n:+d} {stat} versus {target}: only while it fights that card", "{card} получает {n:+d} к параметру «{stat}» против {target}: только в бою с этой картой"),  # noqa: E501
    "deck.shuffled-by-ability": ("{player} shuffles the deck", "{player} перетасовывает колоду"), "keyword.gained": ("{card} gains {kw}", "{card} получает ключевое слово «{kw}»"), "keyword.lost": ("{card} loses {kw} for now", "{card} пока теряет ключевое слово «{kw}»"),  # noqa: E501
    "later.scheduled": ("the rest happens at the end of the war action", "остальное произойдет в конце военной акции"), "later.due": ("the war action ends: what was put off until then happens now", "военная акция заканчивается: отложенное до ее конца происходит сейчас"),  # noqa: E501
    "later.scheduled-battle": ("the rest happens at the end of the battle", "остальное произойдет в конце сражения"),
    "later.due-battle": ("the battle ends: what was put off until then happens now",
                         "сражение заканчивается: отложенное до его конца происходит сейчас"),
    "if.holds": ("the ability's condition holds", "условие способности выполнено"), "if.fails": ("the ability's condition does not hold", "условие способности не выполнено"),
    "deck.shuffled-in": ("{player} shuffles {count:@card/cards} from the {source} into the deck", "{player} замешивает в колоду карты {source}: {count}"),
    "unless.paid": ("{player} pays, and the effect does not happen", "{player} платит, и эффект не происходит"),
    "unless.not-paid": ("{player} does not pay: the effect happens", "{player} не платит: эффект происходит"),
    "unless.cannot": ("{player} cannot pay: the effect happens", "{player} не может заплатить: эффект происходит"),
    "option.chosen": ("{player} chooses option {n}", "{player} выбирает вариант {n}"), "deck.top-revealed": ("{player} reveals the top of the deck: {titles}", "{player} открывает верх колоды: {titles}"),
    "test.fails-instead": ("the test ({need}+) fails with {got}: what the card says for a failed test happens instead", "тест ({need}+) провален: выпало {got}, выполняется то, что карта говорит о проваленном тесте"),  # noqa: E501
    "block.restricted": ("{card}'s restriction: not every unit may block it",
                         "ограничение карты {card}: блокировать её может не каждый отряд"),
    "overrun.attacker-gone": ("{card} was destroyed during the assault: it cannot overrun",
                              "{card} выходит из игры во время штурма: прорыва нет"),
    "overruns": ("{player}: {unit} overruns into {target} with {left} damage left",
                 "{player}: прорыв — {unit} атакует {target}, остаток повреждений {left}"),
    "no-overrun": ("{player} does not overrun", "{player}: без прорыва"),
    "special.instead-of-overrun": ("{player} chooses the special assault's effect instead of an overrun",
                                   "{player} выбирает эффект специального штурма вместо прорыва"),
    "special.unblocked": ("the special assault is not blocked: no damage; its text resolves",
                          "специальный штурм не заблокирован: повреждений нет, выполняется его текст"),
    "war-action.bonuses-end": ("the war action ends: its tactics bonuses end",
                               "военная акция окончена: бонусы её тактик прекращаются"),
    # abilities
    "plays.command": ("{player} plays {title} from the command hand: {ability}",
                      "{player} играет из командной руки «{title}»: {ability}"),
    "plays.command-on-table": ("{title} lies face up on the table until its text is carried out",
                               "«{title}» лежит на столе лицом вверх, пока не выполнен её текст"),
    "plays.command-discarded": ("{title} has been carried out and goes to {player}'s discard pile",
                                "«{title}»: текст выполнен, карта уходит в сброс ({player})"),
    "plays.ability": ("{player} uses {card}: {ability}", "{player} использует способность — {card}: {ability}"),
    "ability.no-choice": ("{player} cannot make the choices: the ability does nothing",
                          "{player} не может сделать выбор: способность ничего не делает"),
    "x.chosen": ("{player} chooses X = {x} (a free X is any number; 0 to {most} covers every one that could count here)",
                 "{player} выбирает Х = {x} (свободный Х — любое число; от 0 до {most} — все, что здесь может пригодиться)"),
    "cost.locked": ("cost: {card} is locked", "стоимость: {card} поворачивается"),
    "cost.destroyed": ("cost: {card} is destroyed", "стоимость: {card} уничтожается"),   # g18c
    "cost.discards": ("cost: {player} discards {card}", "стоимость: {player} сбрасывает {card}"),
    "test.passes": ("the test ({need}+) passes with {got}", "тест ({need}+) пройден: выпало {got}"),
    "test.fails": ("the test ({need}+) fails with {got}: the ability has no effect",
                   "тест ({need}+) провален: выпало {got}, способность не действует"),
    "search.none": ("{player} takes no card from the deck", "{player} не берет из колоды ни одной карты"),
    "search.to-hand": ("{player} takes {title} from the deck into the hand", "{player} берет из колоды в руку: {title}"),
    "discard.random": ("{player} discards {title} at random", "{player} сбрасывает случайную карту: {title}"),
    "hand.shown": ("{player} shows the hand to {who}: {titles}", "{player} показывает руку, смотрит {who}: {titles}"),
    "stat.change": ("{card} gets {n:+d} {stat}", "{card} получает {n:+d} к параметру «{stat}»"),
    "role.becomes-defending": ("{card} becomes the defending unit instead of {old}",
                               "{card} становится защищающимся отрядом вместо {old}"),
    "role.not-defending": ("{card} cannot become the defending unit now", "{card} не может сейчас стать защищающимся отрядом"),
    "stat.change.versus-shooting": ("{card} gets {n:+d} {stat} versus shooting: only while it fights in a shooting",
                                    "{card} получает {n:+d} к параметру «{stat}» против стрельбы: только в бою при стрельбе"),
    "stat.change.versus-assault": ("{card} gets {n:+d} {stat} versus assaults: only while it fights in an assault",
                                   "{card} получает {n:+d} к параметру «{stat}» против штурма: только в бою при штурме"),
    "stat.change.versus-special": (
        "{card} gets {n:+d} {stat} versus special assaults: only while it fights in a special assault",
        "{card} получает {n:+d} к параметру «{stat}» против специальных штурмов: только в бою при специальном штурме"),
    "stat.change.versus-cards": ("{card} gets {n:+d} {stat} versus {desc}: only while it fights such a card",
                                 "{card} получает {n:+d} к параметру «{stat}» против {desc}: только в бою с такой картой"),
    "stat.change.versus": ("{card} gets {n:+d} {stat} versus {keyword}: only while it fights such a card",
                           "{card} получает {n:+d} к параметру «{stat}» против {keyword}: только в бою с такой картой"),
    "discard.hand": ("{player} discards the whole hand ({count:@card/cards})",
                     "{player} сбрасывает всю руку (карт: {count})"),
    "discard.card": ("{player} discards {title}", "{player} сбрасывает «{title}»"),
    "infiltrate": ("{card} infiltrates from the {source} into {sector}, ready",
                   "{card} внедряется ({source}) в сектор «{sector}»; положение — «готова»"),
    "infiltrate.fleet": ("{card} infiltrates into the fleet area", "{card} внедряется в зону флота"),
    "infiltrate.locked": ("{card} comes in locked", "{card} приходит повернутым"),   # g14
    "infiltrate.gone": ("{card}, chosen to infiltrate, is no longer in the {source}: it does not come in",
                        "{card}, выбранная для внедрения, уже не там, откуда выбрана ({source}): она не внедряется"),
    "locked": ("{card} is locked", "{card} поворачивается"),
    "readied": ("{card} is readied", "{card} разворачивается"),
    "counter.gained": ("{card} gains counter-attack", "{card} получает контратаку"),
    # abilities the engine cannot play, resolved by hand (engine.manual)
    "manual.announced": ("{player} uses {card}: {ability} (the engine cannot play it: the players resolve it by hand)",
                         "{player} использует способность — {card}: {ability} (движок не может её разыграть: "
                         "игроки выполняют её вручную)"),
    "manual.command": ("{player} plays {title} from the command hand: {ability} (the players resolve it by hand)",
                       "{player} играет из командной руки «{title}»: {ability} (игроки выполняют её вручную)"),
    "manual.destroy": ("by hand, {player} destroys {card}", "вручную ({player}): уничтожить {card}"),
    "manual.lock": ("by hand, {player} locks {card}", "вручную ({player}): {card} поворачивается"),
    "manual.ready": ("by hand, {player} readies {card}", "вручную ({player}): {card} разворачивается"),
    "manual.charge": ("by hand, {player} makes {card} charge", "вручную ({player}): {card} наступает"),
    "manual.draw": ("by hand, {player} has {who} draw a card", "вручную ({player}): {who} берёт карту"),
    "manual.discard": ("by hand, {player} has {who} discard {title}", "вручную ({player}): {who} сбрасывает «{title}»"),
    "manual.stat": ("by hand, {player} gives {card} {n:+d} {stat}",
                    "вручную ({player}): {card} получает {n:+d} к параметру «{stat}»"),
    "manual.roll": ("by hand, {player} changes the roll by {n:+d}: it becomes {value}",
                    "вручную ({player}): бросок меняется на {n:+d} и становится {value}"),
    "manual.done": ("{player} has resolved {card} by hand ({n:@action/actions})",
                    "{player}: способность выполнена вручную — {card} (действий: {n})"),
    "manual.undone": ("{player} leaves undone what the engine cannot play: {card}: {ability}",
                      "{player} не выполняет то, что движок не может разыграть — {card}: {ability}"),
}

# ---------------------------------------------------------------------- questions: kind -> (en, ru)
MESSAGES.update({**ROLL_MESSAGES, **SECTOR_MESSAGES})   # the rolls' words (roll_words), a sector's text (sector_words)
MESSAGES.update(AMOUNT_MESSAGES)   # g13: swaps between two cards, tests passed, double damage (amount_words)

QUESTIONS: dict[str, tuple[str, str]] = {
    "role": ("choose attacker or defender", "выберите: атаковать или защищаться"),
    "planet": ("choose the planet", "выберите планету"),
    "first_wave": ("first wave: choose the sector for the top card", "первая волна: выберите сектор для верхней карты"),
    "deploy": ("regular deployment: a card from hand, face down, into a sector",
               "регулярная высадка: карта из руки лицом вниз в сектор"),
    "battle": ("choose the sector to fight for", "выберите сектор для сражения"),
    "preparation": ("preparation: choose the next \"during preparation\" ability to carry out",
                    "этап подготовки: выберите следующую способность «во время подготовки»"),
    "war_action": ("combat step: declare a war action", "этап боя: заявите военную акцию"),
    "block": ("{unit} attacks {target}: block it or not", "{unit} атакует {target}: блокировать или нет"),
    "overrun": ("overrun: {excess} damage left to carry into another card, or not",
                "прорыв: остаток повреждений {excess} можно перенести на другую карту — или отказаться"),
    "tactics": ("tactics window: play a tactic or pass", "окно тактик: сыграйте тактику или пасуйте"),
    "modifier": ("a roll of {roll}: play a modifier or pass", "бросок {roll}: сыграйте модификатор или пасуйте"),
    "reaction": ("reactions to '{event}': play a reaction or pass", "реакции на событие «{event}»: сыграйте реакцию или пасуйте"),
    "event": ("resolution: choose the next event to resolve",
              "определение победителя: выберите следующее событие"),
    "target": ("choose targets", "выберите цели"),
    "x": ("choose X", "выберите Х"),
    "cost": ("pay costs", "оплатите стоимость"),
    "effect_pick": ("resolve effects", "выполните эффекты"),
    # what an effect's pick is for, when it is one of these (question_text picks the words)
    "effect_pick.infiltrate": ("infiltrate: choose the card to bring in from your {source}",
                               "внедрение: выберите карту, которую ввести в игру {source}"),
    "effect_pick.search": ("search of your deck: choose the card to take (Done, offered with 'up to', takes no more)",
                           "поиск в колоде: выберите карту, которую взять («Готово», если можно взять «до N», — больше не брать)"),
    "effect_pick.discard": ("discard: choose the card to discard", "сброс: выберите карту, которую сбросить"),
    "by_hand": ("resolve by hand «{text}»: do what it says with the actions the engine offers (a card's by "
                "clicking it), then Done",
                "выполните вручную «{text}»: сделайте то, что сказано, действиями, которые предлагает движок "
                "(действия с картой — щелчком по ней), затем «Готово»"),
    "over": ("the game is over", "игра окончена"),
}

# ---------------------------------------------------------------------- decisions: kind -> (en, ru)
DECISIONS: dict[str, tuple[str, str]] = {
    "role": ("Be the {word}", "Быть: {word}"),
    "planet": ("Fight on {planet}", "Планета: {planet}"),
    "first_wave": ("Put {card} into {sector}", "{card} — в сектор «{sector}»"),
    "deploy": ("Deploy {card} face down into {sector}", "Высадить лицом вниз: {card} — в сектор «{sector}»"),
    "battle": ("Fight for {sector}", "Сражение за сектор «{sector}»"),
    "pass": ("Pass", "Пас"),
    "retreat": ("Retreat", "Отступить"),
    "shoot": ("{unit} shoots {target}", "Стрельба: {unit} → {target}"),
    "assault": ("{unit} assaults {target}", "Штурм: {unit} → {target}"),
    "charge": ("{unit} charges", "Наступать: {unit}"),
    "special": ("{unit}: special assault — {ability}", "Специальный штурм: {unit} — {ability}"),
    "play.command": ("Play {card} from hand: {ability}", "Сыграть из руки: {card} — {ability}"),
    "play.ability": ("Use {card}: {ability}", "Способность: {card} — {ability}"),
    "block": ("Block with {blocker}", "Блокировать: {blocker}"),
    "no_block": ("Do not block", "Не блокировать"),
    "overrun": ("Overrun into {target}", "Прорыв: {target}"),
    "no_overrun": ("No overrun", "Без прорыва"),
    "special_effect": ("The special assault's effect instead", "Эффект специального штурма вместо прорыва"),
    "choose": ("Choose {card}", "Выбрать: {card}"),
    "done": ("Done", "Готово"),
    "x": ("X = {n}", "Х = {n}"),
    "manual.command": ("Play {card} from hand, resolved by hand: {ability}",
                       "Сыграть из руки (выполнить вручную): {card} — {ability}"),
    "manual.ability": ("Use {card}, resolved by hand: {ability}", "Способность (выполнить вручную): {card} — {ability}"),
    "hand_destroy": ("By hand: destroy {card}", "Вручную: уничтожить {card}"),
    "hand_lock": ("By hand: lock {card}", "Вручную: повернуть {card}"),
    "hand_ready": ("By hand: ready {card}", "Вручную: развернуть {card}"),
    "hand_charge": ("By hand: {card} charges", "Вручную: {card} наступает"),
    "hand_draw": ("By hand: {who} draws a card", "Вручную: {who} берёт карту"),
    "hand_discard": ("By hand: discard {card}", "Вручную: сбросить {card}"),
    "hand_stat": ("By hand: {card} gets {n:+d} {stat}", "Вручную: {card} получает {n:+d} к параметру «{stat}»"),
    "hand_roll": ("By hand: the roll {n:+d}", "Вручную: бросок {n:+d}"),
    "concede": ("Concede the game", "Признать поражение"),
    "move": ("Move {card} to {sector}", "Переместить {card} в сектор «{sector}»"), "option": ("Option {n}", "Вариант {n}"),
}

DECISIONS.update(ROLL_DECISIONS)

_WORDS = {**SECTOR_WORDS,
    "attacker": ("attacker", "атакующий"), "defender": ("defender", "защищающийся"),
    "hand": ("hand", "из руки"), "deck": ("deck", "из колоды"), "discard": ("discard", "из сброса"), "discarded": ("discard pile", "из сброшенных карт"), "top": ("top of the deck", "с верха колоды"),
    "firepower": ("firepower", "огневая мощь"), "assault": ("assault", "штурм"), "speed": ("speed", "скорость"),
    "armor": ("armor", "броня"), "flags": ("flags", "флаги"),
    "isstvan_iii": ("Isstvan III", "Истваан III"), "prospero": ("Prospero", "Просперо"),
    "destroyed": ("destroyed", "уничтожение"), "blocked": ("blocked", "блокирование"), "blocks": ("blocks", "блок"),
    "charges": ("charges", "наступление"), "attacked": ("attacked", "атака"), "played": ("played", "розыгрыш"),
    "roll": ("roll", "бросок"), "shoots": ("shoots", "стрельба"), "assaults": ("assaults", "штурм"), "locked": ("locked", "поворот"),
    "targeted": ("becomes the target of an ability", "цель способности"), "enters": ("enters play", "вход в игру"),
    "fleet": ("enters the fleet area", "попадание в зону флота"),
    "readied": ("readied", "разворот"), "battle_start": ("the start of the battle", "начало сражения"),
    "overruns": ("overruns", "прорыв"), "war_action": ("war action", "военная акция"), "draws": ("draws", "взятие карт"), "retreats": ("retreats", "отступление"), "passes": ("passes", "пас"), "would_be_destroyed": ("would be destroyed", "должен быть уничтожен"), "ability_used": ("an ability is used", "использована способность"),
    "attacking": ("attacking", "атакующая"), "defending": ("defending", "защищающаяся"),
    "unread": ("a die not read yet", "кубик еще не открыт"),
    "nothing": ("nothing", "ничего"), "none": ("none", "нет"), "a card": ("a card", "карту"),
    "a card.nominative": ("a card", "карта"),   # a hidden card as a subject or a label (decision_text)
}
_PLAYERS = {"en": ("P1", "P2"), "ru": ("Игрок 1", "Игрок 2")}
_PLAYER_ARGS = frozenset({"player", "attacker", "defender", "who"})
_CARD_ARGS = frozenset({"card", "unit", "target", "blocker", "old", "kept"})
_LIST_ARGS = {"titles": "nothing", "cards0": "none", "cards1": "none"}
_WORD_ARGS = frozenset({"role", "source", "stat", "planet", "event", "word", "why"})


def _lang(lang: str) -> int:
    return 1 if lang == "ru" else 0


def word(w: str, lang: str) -> str:
    pair = _WORDS.get(w)
    return pair[_lang(lang)] if pair else str(w)


def player_name(p, lang: str = "en", players=None) -> str:
    if p is None or p < 0:
        return "—"
    return (players or _PLAYERS.get(lang, _PLAYERS["en"]))[p]


def card_title(st, c, lang: str = "en") -> str:
    t = st.tpl[c]
    return pick(lang, en=t.name, ru=t.name_ru)


def card_label(st, c, lang: str = "en") -> str:
    """A card as the board shows it: its name, and a letter where another card of the game has the
    same name ("Tactical Squad B"; engine.seen_words)."""
    letter = card_letter(st, c)
    return f"{card_title(st, c, lang)} {letter}" if letter else card_title(st, c, lang)


def card_name(st, c, lang: str = "en", players=None) -> str:
    """A card with its owner and number: "P1's Tactical Squad [12]" / "Тактическое отделение [12] (Игрок 1)";
    as a player sees it (``players`` a :class:`Seen`): "your Tactical Squad B" / «Тактическое отделение B
    (ваша карта)»."""
    if c is None or c < 0:
        return "—"
    if isinstance(players, Seen):
        mine = st.owner[c] == players.viewer
        if players.viewer < 0:   # neither player's view: "player 1's Tactical Squad B"
            return i18n.t("log-card-players", lang, owner=players[st.owner[c]], card=card_label(st, c, lang))
        return i18n.t("log-card-yours" if mine else "log-card-opponents", lang, card=card_label(st, c, lang))
    return i18n.t("log-card-owned", lang, owner=player_name(st.owner[c], lang, players),
                  card=card_title(st, c, lang), number=str(c))


def sector_name(st, s, lang: str = "en") -> str:
    if not st.sec or s is None or s < 0:
        return i18n.t("log-sector-number", lang, sector=str(s))
    return _sector_row_name(st.sec[s], lang)


def _sector_row_name(row, lang: str) -> str:
    """A sector's name from its row (id, name, flags, ..., Russian name)."""
    return pick(lang, en=row[1], ru=row[4] if len(row) > 4 else "")


def ability_text(st, c, ai, lang: str = "en") -> str:
    t = st.tpl[c]
    ab = t.command if ai < 0 else t.abilities[ai]
    if ab is None:
        m = t.by_hand.get(ai)
        if m is not None:
            return pick(lang, en=m.en, ru=m.ru)
        return t.command_text if ai < 0 else ""
    shown = pick(lang, en=ab.text, ru=ab.text_ru)
    runs = _reads_from(ab.text, ab.text_ru)
    if runs in ("en", "ru") and runs != lang:
        # only the other language's text reads: say so, and show what runs in the words asked for
        printed = ab.text if runs == "en" else ab.text_ru
        return _ONE_LANGUAGE[_lang(lang)].format(text=_rendered(ab.ir, lang) or shown, printed=printed)
    return shown


# an ability of which only one language's text reads (abilities.reading): the log says which runs
_ONE_LANGUAGE = ("{text} (the engine plays the Russian text: «{printed}»)",
                 "{text} (движок разыгрывает английский текст: «{printed}»)")


def _reads_from(en: str, ru: str) -> str | None:
    """Whose text the engine plays of an ability printed as ``en``/``ru``: "both", "en", "ru" or None."""
    from heresy_app.abilities.reading import read

    return read(en or "", ru or "").lang


def _rendered(ir, lang: str) -> str:
    try:
        from heresy_app.abilities import render
        from heresy_app.abilities.ir import Ability

        return render(Ability.model_validate(ir), lang)
    except Exception:  # noqa: BLE001 - a form the renderer has no words for: the printed text then
        return ""


def _args(st, args: dict, lang: str, players=None) -> dict:
    out = {}
    for k, v in args.items():
        if k in _PLAYER_ARGS:
            out[k] = player_name(v, lang, players)
        elif k in _CARD_ARGS:
            out[k] = card_name(st, v, lang, players)
        elif k == "title":
            out[k] = card_label(st, v, lang) if isinstance(players, Seen) else card_title(st, v, lang)
        elif k in _LIST_ARGS:
            name = card_label if isinstance(players, Seen) else card_title
            out[k] = ", ".join(name(st, c, lang) for c in v) or word(_LIST_ARGS[k], lang)
        elif k == "sector":
            out[k] = sector_name(st, v, lang)
        elif k == "ability":
            out[k] = ability_text(st, v[0], v[1], lang) if v[0] >= 0 else sector_ability_text(st, v[1], lang)
        elif k in _WORD_ARGS:
            out[k] = word(v, lang)
        elif k == "keyword":   # a kind of card: the English plural, the Russian genitive («против техники»)
            out[k] = (keyword_ru_gen(v) or v) if lang == "ru" else (keyword_en_plural(v) or v)
        elif k == "desc":   # g8: a description of cards a change counts versus («повернутых отрядов»)
            out[k] = versus_words(v, lang)
        elif k == "kw":   # a keyword by its name, in the language asked for
            out[k] = (keyword_ru(v) or v) if lang == "ru" else v
        elif k == "attacking":
            out["gone"] = word("attacking" if v else "defending", lang)
            if lang == "ru":
                out["gone"] = out["gone"].capitalize()
        else:
            out[k] = v
    return out


def render(st, event, lang: str = "en", players=None) -> str:
    """One log event as a sentence in ``lang``."""
    rule, key, args = event
    pair = MESSAGES[key]
    a = _args(st, args, lang, players)
    if key == "planet.chosen":
        a["sectors"] = ", ".join(f"{_sector_row_name(row, lang)} ({row[2]})"
                                 for row in st.cat.sectors(args["planet"]))
    template = agreeing(st, pair[_lang(lang)], args, lang, _CARD_ARGS, word("a card", lang),
                        english=isinstance(players, Seen))
    if isinstance(players, Seen):   # a card of a player the sentence names is not given its owner again
        a.update(own_cards(st, args, template, lang, players, card_label, _PLAYER_ARGS, _CARD_ARGS))
        template = _SEED.sub("", template)   # the players read no internal number (the seed: New game has it)
    if isinstance(players, Seen):   # the viewer's own verbs in the second person, the sentence capitalised
        for short, p in (("P1", 0), ("P2", 1), ("И1", 0), ("И2", 1)):   # "P1: …; P2: …" by name
            template = template.replace(short, players[p])
        for k in _PLAYER_ARGS & args.keys():
            template = (conjugate if args[k] == players.viewer else opponent_possessive)(template, k, lang)
        text = fill(template, **a)
        return text[:1].upper() + text[1:]
    return fill(template, **a)


_SEED = re.compile(r" \((?:seed|расклад) \{seed\}\)")


def log_lines(st, lang: str = "en", players=None) -> list[tuple[str, str]]:
    """The whole log as (rules id, sentence) pairs."""
    return [(e.rule, render(st, e, lang, players)) for e in st.log]


def render_log(st, lang: str = "en", players=None) -> str:
    return "\n".join(text for _, text in log_lines(st, lang, players))


def question_text(st, q, lang: str = "en", players=None) -> str:
    pair = QUESTIONS[q.kind]
    about = dict(q.about)
    if "event" in about:
        about["event"] = word(about["event"], lang)
    for k in ("unit", "target"):
        if isinstance(about.get(k), int):
            about[k] = _short_card(st, about[k], lang, players)
    if q.kind == "modifier" and about.get("roll") is None:   # abilities.modifier.before: not read yet
        about["roll"] = word("unread", lang)
    if q.kind == "by_hand":   # the text the players carry out
        about["text"] = ability_text(st, about["card"], about["ability"], lang)
    if q.kind == "effect_pick":   # say what the card is chosen for: to infiltrate, to take, to discard
        effect = about.get("effect")
        op = effect.get("op") if isinstance(effect, dict) else None
        if f"effect_pick.{op}" in QUESTIONS:
            pair = QUESTIONS[f"effect_pick.{op}"]
            about["source"] = word(effect.get("source") or "hand", lang)   # the log's words: «из руки»
    cards = {k: v for k, v in q.about.items() if k in ("unit", "target") and isinstance(v, int)}
    return fill(agreeing(st, pair[_lang(lang)], cards, lang, _CARD_ARGS, word("a card", lang),
                         english=isinstance(players, Seen)), **about)


def decision_text(st, d: tuple, lang: str = "en", players=None, viewer: int | None = None, shown=frozenset()) -> str:
    """A decision in words: cards by their names in ``lang``; with ``viewer``, a card that player may
    not see is only "a card" unless in ``shown`` (told from before it: cards the decision reveals)."""
    kind = d[0]
    args: dict = {}
    if kind in ("shoot", "assault"):
        args = {"unit": d[1], "target": d[2]}
    elif kind in ("charge",):
        args = {"unit": d[1]}
    elif kind == "special":
        args = {"unit": d[1], "ability": (d[1], d[2])}
    elif kind == "play":
        kind = "play.command" if d[2] < 0 else "play.ability"
        args = {"card": d[1], "ability": (d[1], d[2])}
    elif kind == "manual":
        kind = "manual.command" if d[2] < 0 else "manual.ability"
        args = {"card": d[1], "ability": (d[1], d[2])}
    elif kind in ("hand_destroy", "hand_lock", "hand_ready", "hand_charge", "hand_discard"):
        args = {"card": d[1]}
    elif kind == "hand_stat":
        args = {"card": d[1], "stat": d[2], "n": d[3]}
    elif kind in ("hand_roll", "result"):
        args = {"n": d[1]}
    elif kind == "hand_draw":
        p = st.current_player if st.current_player is not None else 0
        args = {"who": p if d[1] == "you" else 1 - p}
    elif kind == "block":
        args = {"blocker": d[1]}
    elif kind in ("overrun",):
        args = {"target": d[1]}
    elif kind == "choose":
        args = {"card": d[1]}
    elif kind in ("move", "option"):
        args = {"card": d[1], "sector": d[2]} if kind == "move" else {"n": d[1]}
    elif kind == "deploy":
        args = {"card": d[1], "sector": d[2]}
    elif kind in ("battle", "first_wave"):
        args = {"sector": d[1]}
        if kind == "first_wave":
            f = st.stack[-1] if st.stack else None
            c = f.revealed(st) if hasattr(f, "revealed") else -1
            args["card"] = c
    elif kind in ("role",):
        args = {"word": d[1]}
    elif kind == "planet":
        args = {"planet": d[1]}
    elif kind == "x":
        args = {"n": d[1]}
    pair = DECISIONS.get(kind)
    if pair is None:
        return " ".join(str(x) for x in d)
    a = _args(st, args, lang, players)
    if kind in ("choose", "deploy", "first_wave", "move") and "card" in args and args["card"] >= 0:
        a["card"] = _short_card(st, args["card"], lang, players)
    for k in ("unit", "target", "blocker"):
        if k in args:
            a[k] = _short_card(st, args[k], lang, players)
    if kind.startswith(("play", "manual", "hand_")) and "card" in args:
        a["card"] = _short_card(st, args["card"], lang, players)
    hidden = set()
    if viewer is not None:
        for k in ("card", "unit", "target", "blocker"):
            c = args.get(k)
            if isinstance(c, int) and c >= 0 and c not in shown and not st.visible_to(c, viewer):
                # «карту» only as a verb's object; a subject or a label is «карта»
                accusative = _lang(lang) != 1 or object_of_a_verb(pair[_lang(lang)], k)
                a[k] = word("a card" if accusative else "a card.nominative", lang)
                hidden.add(k)
    text = fill(agreeing(st, pair[_lang(lang)], args, lang, _CARD_ARGS, word("a card", lang), frozenset(hidden),
                         english=isinstance(players, Seen)), **a)
    if d[0] in _RESTRICTABLE and getattr(st.cat, "by_hand", False):
        text += _unread_note(st, d, lang)
    return text


_RESTRICTABLE = frozenset(("block", "charge", "shoot", "assault", "choose"))
# a decision a constant the engine cannot read may forbid (engine.manual.unread_restrictions): the
# offer names the card and its text, and leaves the judgement to the players
_UNREAD_NOTE = (" — by hand: {card} says «{text}» (the engine cannot read it: only if the players agree this is allowed)",
                " — вручную: {card} — «{text}» (движок этого не читает: только если игроки согласны, что так можно)")


# the rule that finds them lives in the by-hand room, which registers it here on import
# (engine.manual.unread_restrictions; events may import no outer room)
UNREAD_RESTRICTIONS = [lambda st, d: []]


def _unread_note(st, d, lang: str) -> str:
    out = ""
    for c, ai in UNREAD_RESTRICTIONS[0](st, d):
        m = st.tpl[c].by_hand[ai]
        out += fill(_UNREAD_NOTE[_lang(lang)], card=_short_card(st, c, lang), text=pick(lang, en=m.en, ru=m.ru))
    return out


def _short_card(st, c, lang, players=None):
    """A card as a decision names it: its name and its number (as a player sees it: its name and
    its letter, engine.seen_words)."""
    if c is None or c < 0:
        return "—"
    if isinstance(players, Seen):
        return card_label(st, c, lang)
    return f"{card_title(st, c, lang)} [{c}]"
