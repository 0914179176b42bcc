## the battle board's controller refusing a request, and its errors (ui/game_controller.py: board-<key>)
board-no-game = на поле нет игры
board-replaying = это повтор партии: чтобы играть дальше, выберите «Продолжить отсюда»
board-not-your-turn = сейчас решаете не вы
board-summary-open = сначала прочтите итоги: нажмите «Продолжить»
board-game-over = игра окончена
board-illegal = сейчас так решить нельзя: { $decision }
board-bad-mode = неизвестный режим { REPR($value) }: ai, hotseat или watch
board-bad-role = неизвестная роль { REPR($value) }: rules, attacker или defender
board-bad-ai = неизвестный ИИ { REPR($value) }: { $detail }
board-bad-deck = этими колодами нельзя играть: { $detail }
board-ai-failed = ИИ не смог принять решение: { $detail }
board-save-failed = { $path }: не удалось сохранить игру: { $detail }
board-autosave-failed = не удалось автосохранить игру в { $path }: { $detail }
## the window's settings (ui/settings.py)
settings-not-kept = { $problem }; настройки в этот раз не сохранятся
