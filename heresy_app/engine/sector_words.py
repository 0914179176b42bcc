"""The words of a sector card's text in the log (engine.sector_texts; rules: abilities.sector), in English
and Russian: the lines that say which sector's text acts, and why one is left to the players."""

from __future__ import annotations

from heresy_app.engine.terms import SECTOR_AI
from heresy_app.i18n import pick

__all__ = ["SECTOR_MESSAGES", "SECTOR_WORDS", "sector_ability_text"]

SECTOR_MESSAGES = {
    "sector.text": ("the text of {sector} acts for {player}: {ability}", "действует текст сектора «{sector}» для игрока {player}: {ability}"),
    "sector.text-idle": ("the text of {sector} does nothing for {player} now: {ability}",
                         "текст сектора «{sector}» сейчас ничего не делает для игрока {player}: {ability}"),
    "sector.by-hand": ("the text of {sector} is left to the players ({why}): {ability}",
                       "текст сектора «{sector}» выполняют сами игроки ({why}): {ability}"),
    # g4b: rule changes for a sector (engine.rule_changes; rules: abilities.rule-change)
    "rule.in-force": ("in battles for {sector} a rule is changed: {ability}",
                      "в сражениях за сектор «{sector}» изменено правило: {ability}"),
    "rule.given": ("a rule is changed for {sector}: {ability}", "изменено правило для сектора «{sector}»: {ability}"),
    "rule.hand-more": ("{player} draws {n} more for the command hand, as a rule change says",
                       "игрок {player} берет в командную руку на {n} больше: так изменено правило"),
    "rule.hand-fewer": ("{player} draws {n} fewer for the command hand, as a rule change says",
                        "игрок {player} берет в командную руку на {n} меньше: так изменено правило"),
    # g12: who declares the first war action (engine.rule_changes.first_player)
    "rule.first-action": ("{player} declares the first war action, as a rule change says",
                          "игрок {player} заявляет первую военную акцию: так изменено правило"),
    "rule.first-action-both": ("rule changes name both players to declare the first war action: {player}, who chose "
                               "the battle, declares it, as the rulebook says",
                               "изменения правил называют первыми обоих игроков: первую военную акцию заявляет "
                               "{player}, выбравший сражение, как в правилах"),
    # g12: a restriction naming whose abilities, or which, may not lock a card (engine.restrictions.lock_barred)
    "restriction.no-lock-some": ("{card} cannot be locked by some abilities for now",
                                 "{card} пока не может быть повернут некоторыми способностями"),
    "restriction.no-use": ("{card} cannot use its abilities for now", "{card} пока не может использовать свои способности"),
    "restriction.no-use-some": ("{card} cannot use some of its abilities for now",
                                "{card} пока не может использовать некоторые свои способности"),
    "rule.no-retreat": ("{player} cannot retreat from this battle: a rule change says so",
                        "игрок {player} не может отступить из этого сражения: так изменено правило"),
    "rule.no-capture": ("{player} has the flags but cannot capture this sector: a rule change's condition does not hold",
                        "у игрока {player} хватает флагов, но захватить этот сектор нельзя: не выполнено условие "
                        "изменённого правила"),
    "rule.no-counter": ("{card} does not counter-attack: Counter-attack has no effect here",
                        "{card} не контратакует: контратака здесь не действует"),
    "rule.overrun-no-damage": ("the overrun deals no damage here", "прорыв здесь не наносит повреждений"),
    "rule.unblockable": ("this attack cannot be blocked here", "эту атаку здесь нельзя блокировать"),
    # g4b: where a moved card arrives ("It arrives there locked.")
    "move.arrives-ready": ("{card} arrives ready", "{card} прибывает готовым"),
    "move.arrives-locked": ("{card} arrives locked", "{card} прибывает повернутым"),
    "move.arrives-charging": ("{card} arrives charging", "{card} прибывает наступающим"),
}

SECTOR_WORDS = {
    # why the engine leaves a sector's text to the players (engine.sector_texts.playable)
    "sector-unread": ("the ability language does not read it", "язык способностей его не читает"),
    "sector-unsupported": ("the engine cannot play this form", "движок не умеет разыгрывать эту форму"),
    "sector-this": ("it names a card of its own, which a sector is not", "он называет свою карту, а сектор — не карта в игре"),
    "sector-cost": ("it has a cost or an X no player pays", "у него есть цена или Х, которые никто не платит"),
    "sector-constant": ("a constant of a sector names no player's cards and only fixed changes",
                        "постоянная способность сектора не называет карты игрока и дает только числа"),
    "sector-kind": ("no player uses a sector's ability of this kind", "способность сектора такого типа никто не использует"),
    "sector-who": ("it does not say which player chooses", "не сказано, какой игрок выбирает"),
    "sector-you": ("it says 'you', and a sector has no player", "в нем сказано «ты», а у сектора нет игрока"),
}


def sector_ability_text(st, ai, lang: str = "en") -> str:
    """The printed text of ability ``ai`` (``SECTOR_AI + 10 * s + i``) of a sector card, in ``lang``."""
    s, i = divmod(ai - SECTOR_AI, 10)
    row = st.sec[s] if 0 <= s < len(st.sec) else ()
    pair = row[5].texts[i] if len(row) > 5 and i < len(row[5].texts) else ("", "")
    return pick(lang, en=pair[0] or pair[1], ru=pair[1])
