<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>BattleBoard</name>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Back</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Forward ▶</translation>
    </message>
    <message>
        <source>Continue playing from here</source>
        <translation>Continue playing from here</translation>
    </message>
    <message>
        <source>Turn </source>
        <translation>Turn </translation>
    </message>
    <message>
        <source>AI pause</source>
        <translation>AI pause</translation>
    </message>
    <message>
        <source>Show every card</source>
        <translation>Show every card</translation>
    </message>
    <message>
        <source>Stop after each battle</source>
        <translation>Stop after each battle</translation>
    </message>
    <message>
        <source>After each battle (and each turn after turn 4) the game waits on a summary until you click Continue</source>
        <translation>After each battle (and each turn after turn 4) the game waits on a summary until you click Continue</translation>
    </message>
    <message>
        <source>No game yet. Click here (or Game → New game…) to play a deck against the AI.</source>
        <translation>No game yet. Click here (or Game → New game…) to play a deck against the AI.</translation>
    </message>
    <message>
        <source>War action: shooting</source>
        <translation>War action: shooting</translation>
    </message>
    <message>
        <source>War action: assault</source>
        <translation>War action: assault</translation>
    </message>
    <message>
        <source>War action: special assault</source>
        <translation>War action: special assault</translation>
    </message>
    <message>
        <source>War action: overrun</source>
        <translation>War action: overrun</translation>
    </message>
    <message>
        <source>(over)</source>
        <translation>(over)</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attacker</translation>
    </message>
    <message>
        <source>target</source>
        <translation>target</translation>
    </message>
    <message>
        <source>blocker</source>
        <translation>blocker</translation>
    </message>
    <message>
        <source>Tactics:</source>
        <translation>Tactics:</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>FP</translation>
    </message>
    <message>
        <source>AS</source>
        <translation>AS</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>AR</source>
        <translation>AR</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>face down</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>hand</translation>
    </message>
    <message>
        <source>Fleet area</source>
        <translation>Fleet area</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
    <message>
        <source>captured by you</source>
        <translation>captured by you</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>needs %n flag(s)</source>
        <translation>
            <numerusform>needs %n flag</numerusform>
            <numerusform>needs %n flags</numerusform>
        </translation>
    </message>
    <message>
        <source>captured by the opponent</source>
        <translation>captured by the opponent</translation>
    </message>
    <message>
        <source>battle here</source>
        <translation>battle here</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>being played</translation>
    </message>
    <message>
        <source>the top card of the deck, revealed for the first wave</source>
        <translation>the top card of the deck, revealed for the first wave</translation>
    </message>
    <message>
        <source>Set-up: the roles, then the planet whose three sectors are fought for</source>
        <translation>Set-up: the roles, then the planet whose three sectors are fought for</translation>
    </message>
    <message>
        <source>Pass the screen to player {n}. Click when only they can see it.</source>
        <translation>Pass the screen to player {n}. Click when only they can see it.</translation>
    </message>
    <message>
        <source>Your discard pile</source>
        <translation>Your discard pile</translation>
    </message>
    <message>
        <source>The opponent&apos;s discard pile</source>
        <translation>The opponent&apos;s discard pile</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>The AI is thinking…</translation>
    </message>
    <message>
        <source>The AI&apos;s last move: %1</source>
        <translation>The AI&apos;s last move: %1</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Saved games (*.json)</translation>
    </message>
</context>
<context>
    <name>BoardGames</name>
    <message>
        <source>Deck tab: %1</source>
        <translation>Deck tab: %1</translation>
    </message>
    <message>
        <source>%1: no card of this deck can be played</source>
        <translation>%1: no card of this deck can be played</translation>
    </message>
    <message>
        <source>Cannot play this deck</source>
        <translation>Cannot play this deck</translation>
    </message>
    <message>
        <source>The deck breaks the deck rules</source>
        <translation>The deck breaks the deck rules</translation>
    </message>
    <message>
        <source>%1 does not pass the deck check:
%2

Play it anyway (goldfishing a draft)?</source>
        <translation>%1 does not pass the deck check:
%2

Play it anyway (goldfishing a draft)?</translation>
    </message>
    <message>
        <source>Play on?</source>
        <translation>Play on?</translation>
    </message>
    <message>
        <source>A game was left unfinished when Heresy last closed. Play it on?</source>
        <translation>A game was left unfinished when Heresy last closed. Play it on?</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Saved games (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Open saved game</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Cannot open the game</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Open replay</translation>
    </message>
</context>
<context>
    <name>BoardKeys</name>
    <message>
        <source>Answer with the default: Pass, Do not block, Done…</source>
        <translation>Answer with the default: Pass, Do not block, Done…</translation>
    </message>
    <message>
        <source>Continue after a summary</source>
        <translation>Continue after a summary</translation>
    </message>
    <message>
        <source>Cancel the card or ability chosen</source>
        <translation>Cancel the card or ability chosen</translation>
    </message>
    <message>
        <source>Zoom the board in</source>
        <translation>Zoom the board in</translation>
    </message>
    <message>
        <source>Zoom the board out</source>
        <translation>Zoom the board out</translation>
    </message>
    <message>
        <source>Fit the board to the window</source>
        <translation>Fit the board to the window</translation>
    </message>
</context>
<context>
    <name>BoardQuestions</name>
    <message>
        <source>the opponent</source>
        <translation>the opponent</translation>
    </message>
    <message>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>player %1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Turn %1</translation>
    </message>
    <message>
        <source>you attack</source>
        <translation>you attack</translation>
    </message>
    <message>
        <source>you defend</source>
        <translation>you defend</translation>
    </message>
    <message>
        <source>player %1 attacks</source>
        <translation>player %1 attacks</translation>
    </message>
    <message>
        <source>player %1 defends</source>
        <translation>player %1 defends</translation>
    </message>
    <message>
        <source>battle for %1</source>
        <translation>battle for %1</translation>
    </message>
    <message>
        <source>flags: you %1, opponent %2</source>
        <translation>flags: you %1, opponent %2</translation>
    </message>
    <message>
        <source>watching the AI play both sides</source>
        <translation>watching the AI play both sides</translation>
    </message>
    <message>
        <source>replay: decision %1 of %2</source>
        <translation>replay: decision %1 of %2</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>set-up</translation>
    </message>
    <message>
        <source>deployment phase</source>
        <translation>deployment phase</translation>
    </message>
    <message>
        <source>battle phase</source>
        <translation>battle phase</translation>
    </message>
    <message>
        <source>battle phase, preparation step</source>
        <translation>battle phase, preparation step</translation>
    </message>
    <message>
        <source>battle phase, combat step</source>
        <translation>battle phase, combat step</translation>
    </message>
    <message>
        <source>battle phase, resolution step</source>
        <translation>battle phase, resolution step</translation>
    </message>
    <message>
        <source>The battle is over: read what happened, then continue.</source>
        <translation>The battle is over: read what happened, then continue.</translation>
    </message>
    <message>
        <source>The turn is over: read where the game stands, then continue.</source>
        <translation>The turn is over: read where the game stands, then continue.</translation>
    </message>
    <message>
        <source>Continue ▶</source>
        <translation>Continue ▶</translation>
    </message>
    <message>
        <source>The opponent is deciding: %1</source>
        <translation>The opponent is deciding: %1</translation>
    </message>
    <message>
        <source>Deciding: %1</source>
        <translation>Deciding: %1</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation>Player %1: %2</translation>
    </message>
    <message>
        <source>Selected: %1. Click a ringed target, or Esc to cancel.</source>
        <translation>Selected: %1. Click a ringed target, or Esc to cancel.</translation>
    </message>
    <message>
        <source>Cancel the selection (Esc)</source>
        <translation>Cancel the selection (Esc)</translation>
    </message>
    <message>
        <source>By hand: the opponent discards a card at random</source>
        <translation>By hand: the opponent discards a card at random</translation>
    </message>
    <message>
        <source>…or click a ringed card.</source>
        <translation>…or click a ringed card.</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>The game is a draw.</translation>
    </message>
    <message>
        <source>Player %1 wins.</source>
        <translation>Player %1 wins.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>You win!</translation>
    </message>
    <message>
        <source>The AI wins.</source>
        <translation>The AI wins.</translation>
    </message>
    <message>
        <source>You are about to: %1</source>
        <translation>You are about to: %1</translation>
    </message>
    <message>
        <source>It may then target (ringed on the board): %1</source>
        <translation>It may then target (ringed on the board): %1</translation>
    </message>
    <message>
        <source>It has no target it could choose now.</source>
        <translation>It has no target it could choose now.</translation>
    </message>
    <message>
        <source>Nothing counts until you click Play.</source>
        <translation>Nothing counts until you click Play.</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Play it</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Cancel (Esc)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Turns: %1. Cards lost: you %2, opponent %3.</source>
        <translation>Turns: %1. Cards lost: you %2, opponent %3.</translation>
    </message>
    <message>
        <source>Sectors: yours %1; the opponent&apos;s %2.</source>
        <translation>Sectors: yours %1; the opponent&apos;s %2.</translation>
    </message>
    <message>
        <source>Play again (new seed)</source>
        <translation>Play again (new seed)</translation>
    </message>
    <message>
        <source>Swap sides</source>
        <translation>Swap sides</translation>
    </message>
    <message>
        <source>Save the replay…</source>
        <translation>Save the replay…</translation>
    </message>
    <message>
        <source>Show the summary</source>
        <translation>Show the summary</translation>
    </message>
    <message>
        <source>Show the board</source>
        <translation>Show the board</translation>
    </message>
</context>
<context>
    <name>BoardSide</name>
    <message>
        <source>X =</source>
        <extracomment>not fit beside it (the first game&apos;s guide): has ``folded``, ``set_folded(bool)`` and ``unfolded_by_player`` (the person asked to read it whole: it is not folded for them)</extracomment>
        <translation>X =</translation>
    </message>
    <message>
        <source>Choose X</source>
        <translation>Choose X</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Double-click: the rules section %1</source>
        <translation>Double-click: the rules section %1</translation>
    </message>
    <message>
        <source>All turns</source>
        <translation>All turns</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Turn %1</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <source>Search: name or words, type:unit fp&gt;=3</source>
        <translation>Search: name or words, type:unit fp&gt;=3</translation>
    </message>
    <message>
        <source>Words search names, keywords and text. Fields: %1. Combine with &apos;or&apos;, &apos;-&apos; and parentheses.</source>
        <translation>Words search names, keywords and text. Fields: %1. Combine with &apos;or&apos;, &apos;-&apos; and parentheses.</translation>
    </message>
    <message>
        <source>Owned:</source>
        <translation>Owned:</translation>
    </message>
    <message>
        <source>One more copy of the selected cards in your collection (+)</source>
        <translation>One more copy of the selected cards in your collection (+)</translation>
    </message>
    <message>
        <source>One copy fewer of the selected cards in your collection (-)</source>
        <translation>One copy fewer of the selected cards in your collection (-)</translation>
    </message>
    <message>
        <source>Undo the last change to your collection (Ctrl+Z in the list)</source>
        <translation>Undo the last change to your collection (Ctrl+Z in the list)</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Column %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Owned: %1 %2 → %3</source>
        <translation>Owned: %1 %2 → %3</translation>
    </message>
    <message numerus="yes">
        <source>Owned: %n card(s)</source>
        <translation>
            <numerusform>Owned: %n card</numerusform>
            <numerusform>Owned: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardEditor</name>
    <message>
        <source>Edit user card</source>
        <translation>Edit user card</translation>
    </message>
    <message>
        <source>New user card</source>
        <translation>New user card</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Rarity</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Planet</source>
        <translation>Planet</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Name (English)</translation>
    </message>
    <message>
        <source>Name (Russian)</source>
        <translation>Name (Russian)</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>Stats</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Die</translation>
    </message>
    <message>
        <source>Command type</source>
        <translation>Command type</translation>
    </message>
    <message>
        <source>Command line (English)</source>
        <translation>Command line (English)</translation>
    </message>
    <message>
        <source>Command line (Russian)</source>
        <translation>Command line (Russian)</translation>
    </message>
    <message>
        <source>Keywords (English)</source>
        <translation>Keywords (English)</translation>
    </message>
    <message>
        <source>Keywords (Russian)</source>
        <translation>Keywords (Russian)</translation>
    </message>
    <message>
        <source>Abilities (English)</source>
        <translation>Abilities (English)</translation>
    </message>
    <message>
        <source>Abilities (Russian)</source>
        <translation>Abilities (Russian)</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Unique</translation>
    </message>
    <message>
        <source>Flavour (English)</source>
        <translation>Flavour (English)</translation>
    </message>
    <message>
        <source>Flavour (Russian)</source>
        <translation>Flavour (Russian)</translation>
    </message>
    <message>
        <source>Flags to capture</source>
        <translation>Flags to capture</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>FP</translation>
    </message>
    <message>
        <source>AS</source>
        <translation>AS</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>AR</source>
        <translation>AR</translation>
    </message>
    <message>
        <source>set code and number, like MY-001</source>
        <translation>set code and number, like MY-001</translation>
    </message>
    <message>
        <source>comma-separated; *Bold* keywords carry a rule</source>
        <translation>comma-separated; *Bold* keywords carry a rule</translation>
    </message>
    <message>
        <source>one ability a line, e.g. WA (5+): Draw 1 card.</source>
        <translation>one ability a line, e.g. WA (5+): Draw 1 card.</translation>
    </message>
    <message>
        <source>one ability a line</source>
        <translation>one ability a line</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Preview</translation>
    </message>
    <message>
        <source>Isstvan III</source>
        <translation>Isstvan III</translation>
    </message>
    <message>
        <source>Prospero</source>
        <translation>Prospero</translation>
    </message>
    <message>
        <source>Keywords: give each English keyword its Russian twin (%1 and %2 listed).</source>
        <translation>Keywords: give each English keyword its Russian twin (%1 and %2 listed).</translation>
    </message>
    <message>
        <source>Abilities: give each English line its Russian twin (%1 and %2 lines).</source>
        <translation>Abilities: give each English line its Russian twin (%1 and %2 lines).</translation>
    </message>
    <message>
        <source>Id: %1 is a shipped card; choose your own set code.</source>
        <translation>Id: %1 is a shipped card; choose your own set code.</translation>
    </message>
    <message>
        <source>card</source>
        <translation>card</translation>
    </message>
    <message>
        <source>Ability text is not checked: the ability language is not installed.</source>
        <translation>Ability text is not checked: the ability language is not installed.</translation>
    </message>
    <message>
        <source>the text is a %1 ability, the command type says %2</source>
        <translation>the text is a %1 ability, the command type says %2</translation>
    </message>
    <message>
        <source>%1 text is not checked: %2</source>
        <translation>%1 text is not checked: %2</translation>
    </message>
    <message>
        <source>%1, line %2, column %3</source>
        <translation>%1, line %2, column %3</translation>
    </message>
    <message>
        <source>Fill in the card: its id, names in both languages, numbers and text. What is still missing shows here as you type.</source>
        <translation>Fill in the card: its id, names in both languages, numbers and text. What is still missing shows here as you type.</translation>
    </message>
    <message>
        <source>The card is valid.</source>
        <translation>The card is valid.</translation>
    </message>
    <message>
        <source>The battle engine cannot play the text below. The card can be saved as it is: in a game the players resolve that ability by hand, and the AI never uses it. Where reading stopped:</source>
        <translation>The battle engine cannot play the text below. The card can be saved as it is: in a game the players resolve that ability by hand, and the AI never uses it. Where reading stopped:</translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <source>Select a card to see it here</source>
        <translation>Select a card to see it here</translation>
    </message>
</context>
<context>
    <name>CardPainter</name>
    <message>
        <source>USER</source>
        <translation>USER</translation>
    </message>
    <message>
        <source>Isstvan III</source>
        <translation>Isstvan III</translation>
    </message>
    <message>
        <source>Prospero</source>
        <translation>Prospero</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>FP</translation>
    </message>
    <message>
        <source>AS</source>
        <translation>AS</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>AR</source>
        <translation>AR</translation>
    </message>
</context>
<context>
    <name>CardTerms</name>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Asset</source>
        <translation>Asset</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Ship</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Sector</translation>
    </message>
    <message>
        <source>Loyalist</source>
        <comment>side, short</comment>
        <translation>Loyalist</translation>
    </message>
    <message>
        <source>Traitor</source>
        <comment>side, short</comment>
        <translation>Traitor</translation>
    </message>
    <message>
        <source>Unaligned</source>
        <comment>side, short</comment>
        <translation>Unaligned</translation>
    </message>
    <message>
        <source>No side</source>
        <comment>side, short</comment>
        <translation>No side</translation>
    </message>
    <message>
        <source>Loyalist</source>
        <translation>Loyalist</translation>
    </message>
    <message>
        <source>Traitor</source>
        <translation>Traitor</translation>
    </message>
    <message>
        <source>Unaligned</source>
        <translation>Unaligned</translation>
    </message>
    <message>
        <source>No side</source>
        <translation>No side</translation>
    </message>
    <message>
        <source>WA</source>
        <translation>WA</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>War action</source>
        <translation>War action</translation>
    </message>
    <message>
        <source>Tactic</source>
        <translation>Tactic</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Reaction</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Common</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Uncommon</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Rare</translation>
    </message>
    <message>
        <source>Very rare</source>
        <translation>Very rare</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>FP</translation>
    </message>
    <message>
        <source>AS</source>
        <translation>AS</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>AR</source>
        <translation>AR</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Die</translation>
    </message>
    <message>
        <source>Cmd</source>
        <translation>Cmd</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Owned</translation>
    </message>
    <message>
        <source>Firepower</source>
        <translation>Firepower</translation>
    </message>
    <message>
        <source>Assault</source>
        <translation>Assault</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armor</translation>
    </message>
    <message>
        <source>Command type</source>
        <translation>Command type</translation>
    </message>
    <message>
        <source>Copies in your collection: type a number, or + and - (Ctrl+Z undoes)</source>
        <translation>Copies in your collection: type a number, or + and - (Ctrl+Z undoes)</translation>
    </message>
    <message>
        <source>User card</source>
        <translation>User card</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <source>Add ruling or note…</source>
        <translation>Add ruling or note…</translation>
    </message>
    <message>
        <source>Add your own ruling or note to this card</source>
        <translation>Add your own ruling or note to this card</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>Write all your rulings and notes to a file to share</source>
        <translation>Write all your rulings and notes to a file to share</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <source>Add the rulings and notes of a shared file</source>
        <translation>Add the rulings and notes of a shared file</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
    <message>
        <source>Saved in your rulings.</source>
        <translation>Saved in your rulings.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Delete your %1 “%2”?</source>
        <translation>Delete your %1 “%2”?</translation>
    </message>
    <message>
        <source>Not deleted: %1</source>
        <translation>Not deleted: %1</translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation>Deleted.</translation>
    </message>
    <message>
        <source>Export your rulings</source>
        <translation>Export your rulings</translation>
    </message>
    <message>
        <source>Import rulings</source>
        <translation>Import rulings</translation>
    </message>
    <message>
        <source>Rulings (*.json *.toml)</source>
        <translation>Rulings (*.json *.toml)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>Exported to %1: %2 in all.</source>
        <translation>Exported to %1: %2 in all.</translation>
    </message>
    <message>
        <source>Nothing imported: %1</source>
        <translation>Nothing imported: %1</translation>
    </message>
    <message>
        <source>Imported: %1 new, %2 already here.</source>
        <translation>Imported: %1 new, %2 already here.</translation>
    </message>
    <message>
        <source>note</source>
        <translation>note</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>ruling</translation>
    </message>
    <message>
        <source>User card</source>
        <translation>User card</translation>
    </message>
    <message>
        <source>Keywords:</source>
        <translation>Keywords:</translation>
    </message>
    <message>
        <source>Command line (%1):</source>
        <translation>Command line (%1):</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Unique</translation>
    </message>
    <message>
        <source>The battle engine cannot play this ability: in a game the players resolve it by hand.</source>
        <translation>The battle engine cannot play this ability: in a game the players resolve it by hand.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Rulings</translation>
    </message>
    <message>
        <source>No rulings for this card.</source>
        <translation>No rulings for this card.</translation>
    </message>
    <message>
        <source>Your rulings file cannot be read (%1); it is kept aside, untouched, when you next add or import one.</source>
        <translation>Your rulings file cannot be read (%1); it is kept aside, untouched, when you next add or import one.</translation>
    </message>
    <message>
        <source>Your note</source>
        <translation>Your note</translation>
    </message>
    <message>
        <source>Your ruling</source>
        <translation>Your ruling</translation>
    </message>
    <message>
        <source>edit</source>
        <translation>edit</translation>
    </message>
    <message>
        <source>delete</source>
        <translation>delete</translation>
    </message>
    <message>
        <source>Your rulings and notes</source>
        <translation>Your rulings and notes</translation>
    </message>
</context>
<context>
    <name>CollectionActions</name>
    <message>
        <source>Import c&amp;ollection…</source>
        <translation>Import c&amp;ollection…</translation>
    </message>
    <message>
        <source>Export co&amp;llection…</source>
        <translation>Export co&amp;llection…</translation>
    </message>
    <message>
        <source>Import collection</source>
        <translation>Import collection</translation>
    </message>
    <message>
        <source>Collection files (*.txt *.csv);;All files (*)</source>
        <translation>Collection files (*.txt *.csv);;All files (*)</translation>
    </message>
    <message>
        <source>Export collection</source>
        <translation>Export collection</translation>
    </message>
    <message>
        <source>Cannot read the collection</source>
        <translation>Cannot read the collection</translation>
    </message>
    <message>
        <source>%1 lists no cards.</source>
        <translation>%1 lists no cards.</translation>
    </message>
    <message numerus="yes">
        <source>Added %n copy(ies) to your collection.</source>
        <translation>
            <numerusform>Added %n copy to your collection.</numerusform>
            <numerusform>Added %n copies to your collection.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write the collection</source>
        <translation>Cannot write the collection</translation>
    </message>
    <message>
        <source>Wrote your collection to %1</source>
        <translation>Wrote your collection to %1</translation>
    </message>
</context>
<context>
    <name>DeckAutosave</name>
    <message>
        <source>Cannot autosave the deck: %1</source>
        <translation>Cannot autosave the deck: %1</translation>
    </message>
    <message>
        <source>Restore the deck?</source>
        <translation>Restore the deck?</translation>
    </message>
    <message>
        <source>Heresy closed without saving the deck you were editing. Restore it from the autosave?</source>
        <translation>Heresy closed without saving the deck you were editing. Restore it from the autosave?</translation>
    </message>
    <message>
        <source>Cannot restore the deck</source>
        <translation>Cannot restore the deck</translation>
    </message>
</context>
<context>
    <name>DeckCharts</name>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>Flags on the card</source>
        <translation>Flags on the card</translation>
    </message>
    <message>
        <source>Die faces and tests</source>
        <translation>Die faces and tests</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Die face N: % chance to pass a test N+</source>
        <translation>Die face N: % chance to pass a test N+</translation>
    </message>
    <message>
        <source>Chance to pass N+</source>
        <translation>Chance to pass N+</translation>
    </message>
    <message>
        <source>Firepower, assault, speed, armor</source>
        <translation>Firepower, assault, speed, armor</translation>
    </message>
    <message>
        <source>Firepower</source>
        <translation>Firepower</translation>
    </message>
    <message>
        <source>Assault</source>
        <translation>Assault</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armor</translation>
    </message>
    <message>
        <source>Value on the card</source>
        <translation>Value on the card</translation>
    </message>
    <message>
        <source>Flagged unit</source>
        <translation>Flagged unit</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Opening hand (6 cards): at least one</source>
        <translation>Opening hand (6 cards): at least one</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>at least %1</translation>
    </message>
    <message>
        <source>Flagged units in the first wave (3 cards)</source>
        <translation>Flagged units in the first wave (3 cards)</translation>
    </message>
    <message>
        <source>Card types</source>
        <translation>Card types</translation>
    </message>
</context>
<context>
    <name>DeckChecks</name>
    <message>
        <source>The deck is legal.</source>
        <translation>The deck is legal.</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s).</source>
        <translation>
            <numerusform>%n warning.</numerusform>
            <numerusform>%n warnings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckDocument</name>
    <message>
        <source>Untitled deck</source>
        <translation>Untitled deck</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Add %1 to the sideboard</source>
        <translation>Add %1 to the sideboard</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Add %1</translation>
    </message>
    <message numerus="yes">
        <source>Add %n card(s)</source>
        <translation>
            <numerusform>Add %n card</numerusform>
            <numerusform>Add %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Remove %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Delete %1</translation>
    </message>
    <message>
        <source>Move %1 to the sideboard</source>
        <translation>Move %1 to the sideboard</translation>
    </message>
    <message>
        <source>Move %1 to the deck</source>
        <translation>Move %1 to the deck</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>Edit notes</translation>
    </message>
    <message>
        <source>Set side</source>
        <translation>Set side</translation>
    </message>
    <message>
        <source>Rename deck</source>
        <translation>Rename deck</translation>
    </message>
</context>
<context>
    <name>DeckEditor</name>
    <message>
        <source>Deck name</source>
        <translation>Deck name</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>One more copy (+)</source>
        <translation>One more copy (+)</translation>
    </message>
    <message>
        <source>One copy fewer (-)</source>
        <translation>One copy fewer (-)</translation>
    </message>
    <message>
        <source>Remove the card from the deck (Delete)</source>
        <translation>Remove the card from the deck (Delete)</translation>
    </message>
    <message>
        <source>Sample opening…</source>
        <translation>Sample opening…</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Checks</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Charts</translation>
    </message>
    <message>
        <source>Drop cards here, or double-click them in the browser</source>
        <translation>Drop cards here, or double-click them in the browser</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Add cards from the browser to start a deck.</source>
        <translation>Add cards from the browser to start a deck.</translation>
    </message>
    <message>
        <source>Side: inferred (%1)</source>
        <translation>Side: inferred (%1)</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>none yet</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Die</translation>
    </message>
    <message>
        <source>Cmd</source>
        <translation>Cmd</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Notes on this deck: plans, changes to try, what to buy…</source>
        <translation>Notes on this deck: plans, changes to try, what to buy…</translation>
    </message>
    <message>
        <source>To the deck</source>
        <translation>To the deck</translation>
    </message>
    <message>
        <source>To sideboard</source>
        <translation>To sideboard</translation>
    </message>
    <message>
        <source>Move one copy back into the deck</source>
        <translation>Move one copy back into the deck</translation>
    </message>
    <message>
        <source>Move one copy to the sideboard (cards kept beside the deck)</source>
        <translation>Move one copy to the sideboard (cards kept beside the deck)</translation>
    </message>
    <message>
        <source>Side</source>
        <comment>short header</comment>
        <translation>Side</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Owned</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Command line</translation>
    </message>
    <message>
        <source>Unknown cards</source>
        <translation>Unknown cards</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Units</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Assets</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Ships</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sectors</translation>
    </message>
    <message>
        <source>Sideboard</source>
        <translation>Sideboard</translation>
    </message>
    <message>
        <source>Cards kept beside the deck: not counted, not checked by the deck rules</source>
        <translation>Cards kept beside the deck: not counted, not checked by the deck rules</translation>
    </message>
    <message>
        <source>This text names no card</source>
        <translation>This text names no card</translation>
    </message>
    <message>
        <source>Loyal.</source>
        <comment>side, short</comment>
        <translation>Loyal.</translation>
    </message>
    <message>
        <source>Traitor</source>
        <comment>side, short</comment>
        <translation>Traitor</translation>
    </message>
    <message>
        <source>Unal.</source>
        <comment>side, short</comment>
        <translation>Unal.</translation>
    </message>
    <message>
        <source>You own %1 of the %2 copies this deck needs: %3 missing</source>
        <translation>You own %1 of the %2 copies this deck needs: %3 missing</translation>
    </message>
    <message>
        <source>You own %1; this deck needs %2</source>
        <translation>You own %1; this deck needs %2</translation>
    </message>
    <message>
        <source>%1 / %2 cards</source>
        <translation>%1 / %2 cards</translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>The deck “%1” has unsaved changes. Save them?</source>
        <translation>The deck “%1” has unsaved changes. Save them?</translation>
    </message>
    <message>
        <source>Cannot read the deck</source>
        <translation>Cannot read the deck</translation>
    </message>
    <message>
        <source>Deck files (%1)</source>
        <translation>Deck files (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>deck</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>Open deck</translation>
    </message>
    <message>
        <source>Save deck as</source>
        <translation>Save deck as</translation>
    </message>
    <message>
        <source>Cannot save the deck</source>
        <translation>Cannot save the deck</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Export deck</source>
        <translation>Export deck</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exported %1</translation>
    </message>
    <message>
        <source>Import deck</source>
        <translation>Import deck</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>The clipboard holds no text.</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>clipboard</translation>
    </message>
    <message>
        <source>The deck is on the clipboard as text.</source>
        <translation>The deck is on the clipboard as text.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
</context>
<context>
    <name>DeckSheet</name>
    <message>
        <source>Untitled deck</source>
        <translation>Untitled deck</translation>
    </message>
    <message>
        <source>side not declared</source>
        <translation>side not declared</translation>
    </message>
    <message>
        <source>%1 · %2 cards · %3</source>
        <translation>%1 · %2 cards · %3</translation>
    </message>
    <message>
        <source>Unknown cards</source>
        <translation>Unknown cards</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Units</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Assets</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Ships</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sectors</translation>
    </message>
    <message>
        <source>Sideboard (%1)</source>
        <translation>Sideboard (%1)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Stats: firepower/assault/speed/armor; die and command type; ⚑ flags.</source>
        <translation>Stats: firepower/assault/speed/armor; die and command type; ⚑ flags.</translation>
    </message>
</context>
<context>
    <name>FirstGameGuide</name>
    <message>
        <source>First-wave deployment. The top card of your deck is turned face up, and you choose the sector it goes into. You and the opponent take turns, the defender first, and nobody puts a second card into a sector before each sector holds one of theirs: after three cards each the wave is over.</source>
        <extracomment>the rules section each step links to</extracomment>
        <translation>First-wave deployment. The top card of your deck is turned face up, and you choose the sector it goes into. You and the opponent take turns, the defender first, and nobody puts a second card into a sector before each sector holds one of theirs: after three cards each the wave is over.</translation>
    </message>
    <message>
        <source>Regular deployment. You now hold six cards. Taking turns with the opponent, you place one at a time face down into any sector, as many into one sector as you like. Face-down cards are turned up only when the battle for their sector begins, so the opponent cannot see where your strength is.</source>
        <translation>Regular deployment. You now hold six cards. Taking turns with the opponent, you place one at a time face down into any sector, as many into one sector as you like. Face-down cards are turned up only when the battle for their sector begins, so the opponent cannot see where your strength is.</translation>
    </message>
    <message>
        <source>Choosing a battle. The attacker fights the first battle of each turn and picks its sector: one nobody has captured yet, holding at least one of the attacker&apos;s cards; the defender then picks the second. Compare the flags a sector needs (on its sector card) with the flags of your cards there.</source>
        <translation>Choosing a battle. The attacker fights the first battle of each turn and picks its sector: one nobody has captured yet, holding at least one of the attacker&apos;s cards; the defender then picks the second. Compare the flags a sector needs (on its sector card) with the flags of your cards there.</translation>
    </message>
    <message>
        <source>Your war action. In the combat step the players take turns, one war action each: shoot with a ready or charging unit, charge with a ready unit, assault with a charging unit, play a WA card or ability, retreat, or pass. Click a ringed unit of yours, then its target. When both players pass one after the other, the battle goes to its resolution.</source>
        <translation>Your war action. In the combat step the players take turns, one war action each: shoot with a ready or charging unit, charge with a ready unit, assault with a charging unit, play a WA card or ability, retreat, or pass. Click a ringed unit of yours, then its target. When both players pass one after the other, the battle goes to its resolution.</translation>
    </message>
    <message>
        <source>Blocking. One of your cards is the target. Another unit of yours may step in front of it: against shooting only a unit faster than the shooter, against an assault any charging unit. The blocker is locked and takes the damage in the target&apos;s place.</source>
        <translation>Blocking. One of your cards is the target. Another unit of yours may step in front of it: against shooting only a unit faster than the shooter, against an assault any charging unit. The blocker is locked and takes the damage in the target&apos;s place.</translation>
    </message>
    <message>
        <source>The tactics window. Once a war action is declared, both players may play tactics (T): command lines from the command hand, or T abilities of cards in play, to change the numbers before the damage. The side that acted starts; the window closes when both pass in a row. Passing keeps your cards for later.</source>
        <translation>The tactics window. Once a war action is declared, both players may play tactics (T): command lines from the command hand, or T abilities of cards in play, to change the numbers before the damage. The side that acted starts; the window closes when both pass in a row. Passing keeps your cards for later.</translation>
    </message>
    <message>
        <source>A roll. The top card of a deck was discarded and its die is the result. Before it counts, modifiers (M) may change it; pass to let it stand.</source>
        <translation>A roll. The top card of a deck was discarded and its die is the result. Before it counts, modifiers (M) may change it; pass to let it stand.</translation>
    </message>
    <message>
        <source>A reaction. Something on the board has just happened, and a reaction (R) that names it may be played now, before the game goes on; pass to let it go by.</source>
        <translation>A reaction. Something on the board has just happened, and a reaction (R) that names it may be played now, before the game goes on; pass to let it go by.</translation>
    </message>
    <message>
        <source>Events. Your command hand is revealed, and every event (E) in it, and on your cards in this battle, must be carried out; you choose the order. Events may add or take away flags.</source>
        <translation>Events. Your command hand is revealed, and every event (E) in it, and on your cards in this battle, must be carried out; you choose the order. Events may add or take away flags.</translation>
    </message>
    <message>
        <source>Resolution. The battle is over: each side counts the flags of its cards in the sector, then both command hands are shown and their events (E) carried out, which may change the count. A side with more flags than the other and at least as many as the sector needs captures it. Two captured sectors win the game.</source>
        <translation>Resolution. The battle is over: each side counts the flags of its cards in the sector, then both command hands are shown and their events (E) carried out, which may change the count. A side with more flags than the other and at least as many as the sector needs captures it. Two captured sectors win the game.</translation>
    </message>
    <message>
        <source>Read more…</source>
        <translation>Read more…</translation>
    </message>
    <message>
        <source>Read the rules: %1</source>
        <translation>Read the rules: %1</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Fold</translation>
    </message>
    <message>
        <source>First game</source>
        <translation>First game</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;Concede…</source>
        <translation>&amp;Concede…</translation>
    </message>
    <message>
        <source>Give up this game: it ends as your loss (asks first)</source>
        <translation>Give up this game: it ends as your loss (asks first)</translation>
    </message>
    <message>
        <source>&amp;Play this deck</source>
        <translation>&amp;Play this deck</translation>
    </message>
    <message>
        <source>Play the deck being edited against the AI (the opponent and the AI level last chosen in New game)</source>
        <translation>Play the deck being edited against the AI (the opponent and the AI level last chosen in New game)</translation>
    </message>
    <message>
        <source>Play ▶</source>
        <translation>Play ▶</translation>
    </message>
    <message>
        <source>&amp;Auto-pass</source>
        <translation>&amp;Auto-pass</translation>
    </message>
    <message>
        <source>&amp;Pass tactics windows for me</source>
        <translation>&amp;Pass tactics windows for me</translation>
    </message>
    <message>
        <source>Windows where you have nothing to play are always passed; with this, the others are passed too</source>
        <translation>Windows where you have nothing to play are always passed; with this, the others are passed too</translation>
    </message>
    <message>
        <source>&amp;Stop when the opponent plays something</source>
        <translation>&amp;Stop when the opponent plays something</translation>
    </message>
    <message>
        <source>A tactics window in which the opponent has just played a card or an ability waits for you</source>
        <translation>A tactics window in which the opponent has just played a card or an ability waits for you</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>&amp;First game (a guided game)</source>
        <translation>&amp;First game (a guided game)</translation>
    </message>
    <message>
        <source>&amp;Animate moves and attacks</source>
        <translation>&amp;Animate moves and attacks</translation>
    </message>
    <message>
        <source>Cards slide to their new places; shots and assaults are drawn as lines</source>
        <translation>Cards slide to their new places; shots and assaults are drawn as lines</translation>
    </message>
    <message>
        <source>Concede the game?</source>
        <translation>Concede the game?</translation>
    </message>
    <message>
        <source>Give up this game? It ends now as your loss; the saved game and its replay keep the concession.</source>
        <translation>Give up this game? It ends now as your loss; the saved game and its replay keep the concession.</translation>
    </message>
    <message>
        <source>Cannot play this deck</source>
        <translation>Cannot play this deck</translation>
    </message>
    <message>
        <source>The deck tab holds no cards yet: add cards to the deck first.</source>
        <translation>The deck tab holds no cards yet: add cards to the deck first.</translation>
    </message>
    <message>
        <source>“%1” does not pass the deck check:
%2</source>
        <translation>“%1” does not pass the deck check:
%2</translation>
    </message>
    <message>
        <source>Deck tab: %1</source>
        <translation>Deck tab: %1</translation>
    </message>
    <message>
        <source>Auto-pass: the tactics window was passed for you (Game → Auto-pass)</source>
        <translation>Auto-pass: the tactics window was passed for you (Game → Auto-pass)</translation>
    </message>
    <message>
        <source>Your first game?</source>
        <translation>Your first game?</translation>
    </message>
    <message>
        <source>You have not played a game yet. Play a guided first game? Each new kind of question is explained as it comes, with a link to the rules (Help → First game starts it again at any time).</source>
        <translation>You have not played a game yet. Play a guided first game? Each new kind of question is explained as it comes, with a link to the rules (Help → First game starts it again at any time).</translation>
    </message>
</context>
<context>
    <name>LabPage</name>
    <message>
        <source>Field: the decks that play each other</source>
        <translation>Field: the decks that play each other</translation>
    </message>
    <message>
        <source>Add decks…</source>
        <translation>Add decks…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Games a pairing</source>
        <translation>Games a pairing</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Worker processes</source>
        <translation>Worker processes</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Random moves</translation>
    </message>
    <message>
        <source>Recruit (rules of thumb)</source>
        <translation>Recruit (rules of thumb)</translation>
    </message>
    <message>
        <source>Veteran (looks ahead, slow)</source>
        <translation>Veteran (looks ahead, slow)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Win rate of the row&apos;s deck against the column&apos;s</source>
        <translation>Win rate of the row&apos;s deck against the column&apos;s</translation>
    </message>
    <message>
        <source>Choose a row to see its deck&apos;s cards.</source>
        <translation>Choose a row to see its deck&apos;s cards.</translation>
    </message>
    <message>
        <source>Pick the field and press Run.</source>
        <translation>Pick the field and press Run.</translation>
    </message>
    <message>
        <source>Right-click: this deck&apos;s own AI</source>
        <translation>Right-click: this deck&apos;s own AI</translation>
    </message>
    <message>
        <source>The page&apos;s AI</source>
        <translation>The page&apos;s AI</translation>
    </message>
    <message>
        <source>Add decks</source>
        <translation>Add decks</translation>
    </message>
    <message>
        <source>Decks (*.txt *.deck *.json *.cod);;All files (*)</source>
        <translation>Decks (*.txt *.deck *.json *.cod);;All files (*)</translation>
    </message>
    <message>
        <source>The field needs at least two decks.</source>
        <translation>The field needs at least two decks.</translation>
    </message>
    <message>
        <source>Reading the decks and starting the workers…</source>
        <translation>Reading the decks and starting the workers…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message>
        <source>%1 of %2 games, %3 games/s</source>
        <translation>%1 of %2 games, %3 games/s</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>about %1 s left</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Overall</translation>
    </message>
    <message>
        <source>the field</source>
        <translation>the field</translation>
    </message>
    <message>
        <source>%1 against %2: %3 wins, %4 losses, %5 draws in %6 games; 95% interval %7–%8</source>
        <translation>%1 against %2: %3 wins, %4 losses, %5 draws in %6 games; 95% interval %7–%8</translation>
    </message>
    <message>
        <source>Double-click: the games, each one for the replay viewer</source>
        <translation>Double-click: the games, each one for the replay viewer</translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation>%1 of %2 games played</translation>
    </message>
    <message>
        <source>stopped; the results file keeps them: heresy gauntlet --resume %1</source>
        <translation>stopped; the results file keeps them: heresy gauntlet --resume %1</translation>
    </message>
    <message>
        <source>results: %1</source>
        <translation>results: %1</translation>
    </message>
    <message>
        <source>Cards of %1: win rate when the card was drawn and when it was not</source>
        <translation>Cards of %1: win rate when the card was drawn and when it was not</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copies</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <source>Not drawn</source>
        <translation>Not drawn</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>in %1 games</source>
        <translation>in %1 games</translation>
    </message>
    <message>
        <source>95% interval %1–%2</source>
        <translation>95% interval %1–%2</translation>
    </message>
    <message>
        <source>A small sample: this figure says little yet (faded, marked ~).</source>
        <translation>A small sample: this figure says little yet (faded, marked ~).</translation>
    </message>
</context>
<context>
    <name>LabTab</name>
    <message>
        <source>The deck lab opens here.</source>
        <translation>The deck lab opens here.</translation>
    </message>
    <message>
        <source>Deck lab</source>
        <translation>Deck lab</translation>
    </message>
</context>
<context>
    <name>LogDialog</name>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Open the folder</translation>
    </message>
    <message>
        <source>What went wrong is kept in %1. Attach these files to a bug report.</source>
        <translation>What went wrong is kept in %1. Attach these files to a bug report.</translation>
    </message>
    <message>
        <source>Nothing has gone wrong: the log is empty.</source>
        <translation>Nothing has gone wrong: the log is empty.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Deck building</source>
        <translation>Deck building</translation>
    </message>
    <message>
        <source>Battle board</source>
        <translation>Battle board</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Game → New game… plays a deck against the AI.</source>
        <translation>Game → New game… plays a deck against the AI.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>The rules reference is coming.</source>
        <translation>The rules reference is coming.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>Open sa&amp;mple deck</source>
        <translation>Open sa&amp;mple deck</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Cards</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Deck</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;New deck</source>
        <translation>&amp;New deck</translation>
    </message>
    <message>
        <source>&amp;Open deck…</source>
        <translation>&amp;Open deck…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Import deck…</source>
        <translation>&amp;Import deck…</translation>
    </message>
    <message>
        <source>Import deck from clip&amp;board</source>
        <translation>Import deck from clip&amp;board</translation>
    </message>
    <message>
        <source>&amp;Export deck…</source>
        <translation>&amp;Export deck…</translation>
    </message>
    <message>
        <source>&amp;Copy deck as text</source>
        <translation>&amp;Copy deck as text</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Find cards</source>
        <translation>&amp;Find cards</translation>
    </message>
    <message>
        <source>&amp;New user card…</source>
        <translation>&amp;New user card…</translation>
    </message>
    <message>
        <source>&amp;Edit user card…</source>
        <translation>&amp;Edit user card…</translation>
    </message>
    <message>
        <source>&amp;Import user cards…</source>
        <translation>&amp;Import user cards…</translation>
    </message>
    <message>
        <source>&amp;Sample opening…</source>
        <translation>&amp;Sample opening…</translation>
    </message>
    <message>
        <source>Show &amp;charts</source>
        <translation>Show &amp;charts</translation>
    </message>
    <message>
        <source>&amp;About Heresy</source>
        <translation>&amp;About Heresy</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>Show &amp;log</source>
        <translation>Show &amp;log</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Take back</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Save game…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Open saved game…</translation>
    </message>
    <message>
        <source>Open &amp;replay…</source>
        <translation>Open &amp;replay…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) found</source>
        <translation>
            <numerusform>%n card found</numerusform>
            <numerusform>%n cards found</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules reference could not open: %1</source>
        <translation>The rules reference could not open: %1</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>no such file or folder</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission denied</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>a folder, not a file</translation>
    </message>
    <message>
        <source>no space left on the disk</source>
        <translation>no space left on the disk</translation>
    </message>
    <message>
        <source>cannot write</source>
        <translation>cannot write</translation>
    </message>
    <message>
        <source>cannot read</source>
        <translation>cannot read</translation>
    </message>
    <message>
        <source>Something went wrong (%1). Help → Show log has the details.</source>
        <translation>Something went wrong (%1). Help → Show log has the details.</translation>
    </message>
    <message>
        <source>About Heresy</source>
        <translation>About Heresy</translation>
    </message>
    <message>
        <source>Heresy %1 — a companion for the Horus Heresy collectible card game: card database, deck builder and rules reference.</source>
        <translation>Heresy %1 — a companion for the Horus Heresy collectible card game: card database, deck builder and rules reference.</translation>
    </message>
    <message>
        <source>Cannot open your cards</source>
        <translation>Cannot open your cards</translation>
    </message>
</context>
<context>
    <name>MissingCards</name>
    <message>
        <source>Print proxies of these…</source>
        <translation>Print proxies of these…</translation>
    </message>
    <message>
        <source>Missing (%1)</source>
        <translation>Missing (%1)</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Missing</translation>
    </message>
    <message>
        <source>Add cards from the browser to start a deck.</source>
        <translation>Add cards from the browser to start a deck.</translation>
    </message>
    <message>
        <source>Your collection holds every card of this deck.</source>
        <translation>Your collection holds every card of this deck.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing from your collection for this deck:</source>
        <translation>
            <numerusform>%n card missing from your collection for this deck:</numerusform>
            <numerusform>%n cards missing from your collection for this deck:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 (you own %3 of %4)</source>
        <translation>%1 × %2 (you own %3 of %4)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Other deck file…</source>
        <translation>Other deck file…</translation>
    </message>
    <message>
        <source>Recruit: rules of thumb, moves at once</source>
        <translation>Recruit: rules of thumb, moves at once</translation>
    </message>
    <message>
        <source>Veteran: looks ahead, about 0.05 s a move</source>
        <translation>Veteran: looks ahead, about 0.05 s a move</translation>
    </message>
    <message>
        <source>Warmaster: thinks deep, up to 1 s a move</source>
        <translation>Warmaster: thinks deep, up to 1 s a move</translation>
    </message>
    <message>
        <source>random moves (for testing)</source>
        <translation>random moves (for testing)</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>New seed</translation>
    </message>
    <message>
        <source>as the rules decide (the lower top die chooses)</source>
        <translation>as the rules decide (the lower top die chooses)</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attacker</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>defender</translation>
    </message>
    <message>
        <source>you against the AI</source>
        <translation>you against the AI</translation>
    </message>
    <message>
        <source>two players at this screen</source>
        <translation>two players at this screen</translation>
    </message>
    <message>
        <source>watch the AI play both sides</source>
        <translation>watch the AI play both sides</translation>
    </message>
    <message>
        <source>Your deck</source>
        <translation>Your deck</translation>
    </message>
    <message>
        <source>Opponent&apos;s deck</source>
        <translation>Opponent&apos;s deck</translation>
    </message>
    <message>
        <source>Opponent (AI)</source>
        <translation>Opponent (AI)</translation>
    </message>
    <message>
        <source>Seed (the same seed replays the same game)</source>
        <translation>Seed (the same seed replays the same game)</translation>
    </message>
    <message>
        <source>Your role</source>
        <translation>Your role</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
</context>
<context>
    <name>OwnRulingDialog</name>
    <message>
        <source>Your ruling or note: %1</source>
        <translation>Your ruling or note: %1</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Ruling</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>The answer in your own words: a house rule of your group, an answer from a forum thread, a reminder</source>
        <translation>The answer in your own words: a house rule of your group, an answer from a forum thread, a reminder</translation>
    </message>
    <message>
        <source>rules ids, e.g. battle.blocking, term.x (optional)</source>
        <translation>rules ids, e.g. battle.blocking, term.x (optional)</translation>
    </message>
    <message>
        <source>where it comes from (optional)</source>
        <translation>where it comes from (optional)</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Kind:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Text:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Source:</translation>
    </message>
    <message>
        <source>Write the ruling or note first.</source>
        <translation>Write the ruling or note first.</translation>
    </message>
    <message>
        <source>No rules section %1.</source>
        <translation>No rules section %1.</translation>
    </message>
</context>
<context>
    <name>PairingGames</name>
    <message>
        <source>Games of %1 against %2</source>
        <translation>Games of %1 against %2</translation>
    </message>
    <message>
        <source>%1 against %2: %3 games, %4 wins, %5 losses. Double-click a game to watch it in the replay viewer.</source>
        <translation>%1 against %2: %3 games, %4 wins, %5 losses. Double-click a game to watch it in the replay viewer.</translation>
    </message>
    <message>
        <source>Open in the replay viewer</source>
        <translation>Open in the replay viewer</translation>
    </message>
    <message>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>draw</translation>
    </message>
    <message>
        <source>stopped at the safety limit</source>
        <translation>stopped at the safety limit</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Moved</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turns</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attacker</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>defender</translation>
    </message>
    <message>
        <source>first</source>
        <translation>first</translation>
    </message>
    <message>
        <source>second</source>
        <translation>second</translation>
    </message>
    <message>
        <source>Playing game %1 again from its seed…</source>
        <translation>Playing game %1 again from its seed…</translation>
    </message>
    <message>
        <source>Game %1 failed: %2</source>
        <translation>Game %1 failed: %2</translation>
    </message>
    <message>
        <source>Game %1 is open in the replay viewer.</source>
        <translation>Game %1 is open in the replay viewer.</translation>
    </message>
    <message>
        <source>Played again it went otherwise than in the run: an AI that thinks for a set time plays differently on a busy machine.</source>
        <translation>Played again it went otherwise than in the run: an AI that thinks for a set time plays differently on a busy machine.</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Print &amp;proxies…</source>
        <translation>Print &amp;proxies…</translation>
    </message>
    <message>
        <source>Print deck s&amp;heet…</source>
        <translation>Print deck s&amp;heet…</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>deck</translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation>Nothing to print</translation>
    </message>
    <message>
        <source>The deck tab holds no cards yet.</source>
        <translation>The deck tab holds no cards yet.</translation>
    </message>
    <message>
        <source>Your collection holds every card of this deck.</source>
        <translation>Your collection holds every card of this deck.</translation>
    </message>
    <message>
        <source>Print deck sheet</source>
        <translation>Print deck sheet</translation>
    </message>
    <message>
        <source>Print proxies</source>
        <translation>Print proxies</translation>
    </message>
    <message>
        <source>sheet</source>
        <translation>sheet</translation>
    </message>
    <message>
        <source>proxies</source>
        <translation>proxies</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n card(s) to %1</source>
        <translation>
            <numerusform>Wrote %n card to %1</numerusform>
            <numerusform>Wrote %n cards to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote the deck sheet to %1</source>
        <translation>Wrote the deck sheet to %1</translation>
    </message>
</context>
<context>
    <name>ProxiesDialog</name>
    <message>
        <source>Paper:</source>
        <translation>Paper:</translation>
    </message>
    <message>
        <source>Print deck sheet</source>
        <translation>Print deck sheet</translation>
    </message>
    <message>
        <source>Print proxies</source>
        <translation>Print proxies</translation>
    </message>
    <message>
        <source>Only the copies missing from my collection</source>
        <translation>Only the copies missing from my collection</translation>
    </message>
    <message>
        <source>The deck sheet on the first page</source>
        <translation>The deck sheet on the first page</translation>
    </message>
    <message>
        <source>Writes a PDF: cards at their real size, 63 × 88 mm, nine to a page with cut marks. Print it at 100 % (actual size), not fitted to the page.</source>
        <translation>Writes a PDF: cards at their real size, 63 × 88 mm, nine to a page with cut marks. Print it at 100 % (actual size), not fitted to the page.</translation>
    </message>
</context>
<context>
    <name>RulesReferenceView</name>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>Rules language:</source>
        <translation>Rules language:</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contents</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossary</translation>
    </message>
    <message>
        <source>Ask a question, e.g. can a locked unit shoot?</source>
        <translation>Ask a question, e.g. can a locked unit shoot?</translation>
    </message>
    <message>
        <source>Filter terms</source>
        <translation>Filter terms</translation>
    </message>
    <message>
        <source>clarification: the program&apos;s decision where the rulebook is silent</source>
        <translation>clarification: the program&apos;s decision where the rulebook is silent</translation>
    </message>
    <message>
        <source>Type words from your question.</source>
        <translation>Type words from your question.</translation>
    </message>
    <message>
        <source>No sections match.</source>
        <translation>No sections match.</translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) found</source>
        <translation>
            <numerusform>%n section found</numerusform>
            <numerusform>%n sections found</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SampleOpeningDialog</name>
    <message>
        <source>Sample opening</source>
        <translation>Sample opening</translation>
    </message>
    <message>
        <source>First wave (the top three cards):</source>
        <translation>First wave (the top three cards):</translation>
    </message>
    <message>
        <source>Hand (the next six cards):</source>
        <translation>Hand (the next six cards):</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Draw again</translation>
    </message>
    <message>
        <source>die %1</source>
        <translation>die %1</translation>
    </message>
    <message>
        <source>The deck has no cards to deal.</source>
        <translation>The deck has no cards to deal.</translation>
    </message>
    <message>
        <source>Flagged units in the first wave: %1</source>
        <translation>Flagged units in the first wave: %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>The battle board&apos;s keys work while the board has the focus (click it first).</source>
        <translation>The battle board&apos;s keys work while the board has the focus (click it first).</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Battle board</source>
        <translation>Battle board</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Other</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>(no cards)</source>
        <translation>(no cards)</translation>
    </message>
    <message>
        <source>Continue ▶</source>
        <translation>Continue ▶</translation>
    </message>
    <message>
        <source>the attacker&apos;s battle</source>
        <translation>the attacker&apos;s battle</translation>
    </message>
    <message>
        <source>the defender&apos;s battle</source>
        <translation>the defender&apos;s battle</translation>
    </message>
    <message>
        <source>The battle for %1 is over</source>
        <translation>The battle for %1 is over</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>Turn %1 · %2</translation>
    </message>
    <message>
        <source>Nobody captures %1: %2 (it needs %3 and more than the other side).</source>
        <translation>Nobody captures %1: %2 (it needs %3 and more than the other side).</translation>
    </message>
    <message>
        <source>You capture %1: %2 (it needs %3).</source>
        <translation>You capture %1: %2 (it needs %3).</translation>
    </message>
    <message>
        <source>%4 captures %1: %2 (it needs %3).</source>
        <translation>%4 captures %1: %2 (it needs %3).</translation>
    </message>
    <message>
        <source>Flags when the combat step ended: %1</source>
        <translation>Flags when the combat step ended: %1</translation>
    </message>
    <message>
        <source>Your command hand, revealed</source>
        <translation>Your command hand, revealed</translation>
    </message>
    <message>
        <source>Your opponent&apos;s command hand, revealed</source>
        <translation>Your opponent&apos;s command hand, revealed</translation>
    </message>
    <message>
        <source>Command hand of %1, revealed</source>
        <translation>Command hand of %1, revealed</translation>
    </message>
    <message>
        <source>Events, in the order they were resolved</source>
        <translation>Events, in the order they were resolved</translation>
    </message>
    <message>
        <source>No events were resolved.</source>
        <translation>No events were resolved.</translation>
    </message>
    <message>
        <source>flags: %1</source>
        <translation>flags: %1</translation>
    </message>
    <message>
        <source>Flags at the end: %1</source>
        <translation>Flags at the end: %1</translation>
    </message>
    <message>
        <source>End of turn %1: the game goes on</source>
        <translation>End of turn %1: the game goes on</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>%1 (needs %2 flags): held by %3</source>
        <translation>%1 (needs %2 flags): held by %3</translation>
    </message>
    <message>
        <source>Every battle of the game</source>
        <translation>Every battle of the game</translation>
    </message>
    <message>
        <source>No battle was fought.</source>
        <translation>No battle was fought.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Sector</translation>
    </message>
    <message>
        <source>Whose battle</source>
        <translation>Whose battle</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>attacker&apos;s</source>
        <translation>attacker&apos;s</translation>
    </message>
    <message>
        <source>defender&apos;s</source>
        <translation>defender&apos;s</translation>
    </message>
    <message>
        <source>captured by %1</source>
        <translation>captured by %1</translation>
    </message>
    <message>
        <source>not captured</source>
        <translation>not captured</translation>
    </message>
</context>
<context>
    <name>UserCardActions</name>
    <message>
        <source>Import user cards</source>
        <translation>Import user cards</translation>
    </message>
    <message>
        <source>Card files (*.csv *.json);;All files (*)</source>
        <translation>Card files (*.csv *.json);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s); nothing was imported.</source>
        <translation>
            <numerusform>%1: %n error; nothing was imported.</numerusform>
            <numerusform>%1: %n errors; nothing was imported.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot import the cards</source>
        <translation>Cannot import the cards</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n card(s).</source>
        <translation>
            <numerusform>Imported %n card.</numerusform>
            <numerusform>Imported %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The battle engine cannot play %n of their abilities: in a game the players resolve them by hand (the deck check names the cards).</source>
        <translation>
            <numerusform>The battle engine cannot play %n of their abilities: in a game the players resolve it by hand (the deck check names the card).</numerusform>
            <numerusform>The battle engine cannot play %n of their abilities: in a game the players resolve them by hand (the deck check names the cards).</numerusform>
        </translation>
    </message>
</context>
</TS>
