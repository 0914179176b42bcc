## the battle board's controller refusing a request, and its errors (ui/game_controller.py: board-<key>)
board-no-game = there is no game on the board
board-replaying = this is a replay: use "Continue from here" to play on
board-not-your-turn = it is not your decision now
board-summary-open = read the summary first: click Continue
board-game-over = the game is over
board-illegal = not a legal decision now: { $decision }
board-bad-mode = unknown mode { REPR($value) }: use ai, hotseat or watch
board-bad-role = unknown role { REPR($value) }: use rules, attacker or defender
board-bad-ai = unknown AI { REPR($value) }: { $detail }
board-bad-deck = the decks cannot be played: { $detail }
board-ai-failed = the AI failed to decide: { $detail }
board-save-failed = { $path }: cannot save the game: { $detail }
board-autosave-failed = cannot autosave the game to { $path }: { $detail }
## the window's settings (ui/settings.py)
settings-not-kept = { $problem }; the settings are not kept this time
