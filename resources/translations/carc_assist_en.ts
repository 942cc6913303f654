<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>AdjustDialog</name>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="13" />
        <source>Correct a score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="19" />
        <source>why, e.g. counted twice at the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="26" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="27" />
        <source>Points (+ or −)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="28" />
        <source>Reason</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ui/app.py" line="64" />
        <source>Resume the last game?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/app.py" line="65" />
        <source>carc-assist did not close properly. Resume the game it saved after the last action?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/app.py" line="74" />
        <source>Cannot resume</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BagModel</name>
    <message>
        <location filename="../../ui/bag_panel.py" line="94" />
        <source>{tile}  ×{left}  {chance:.0%}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/bag_panel.py" line="84" />
        <source>{id}: {left} left</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BagPanel</name>
    <message>
        <location filename="../../ui/bag_panel.py" line="119" />
        <source>Drawn tile: type its letter, Enter</source>
        <extracomment>the tile drawn at the table (its id)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/bag_panel.py" line="145" />
        <source>Bag</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/bag_panel.py" line="147" />
        <source>Bag: %n tile(s) left</source>
        <translation>
            <numerusform>Bag: %n tile left</numerusform><numerusform>Bag: %n tiles left</numerusform></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../ui/board_view.py" line="219" />
        <source>Send this figure home</source>
        <extracomment>the player chose a placement for the held tile the player clicked a follower spot (its location name) the player declined to deploy a follower (Enter / Space) the player chose another follower-step action (a festival take-back …)</extracomment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="47" />
        <source>carc-assist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="61" />
        <source>No follower (Enter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="62" />
        <source>Discard and draw again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="63" />
        <source>Final scoring, step by step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="106" />
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="107" />
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="108" />
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="109" />
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="111" />
        <source>Save &amp;as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="114" />
        <source>&amp;End the game now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="116" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="117" />
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="118" />
        <location filename="../../ui/main_window.py" line="254" />
        <source>Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="120" />
        <location filename="../../ui/main_window.py" line="259" />
        <source>Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="123" />
        <source>&amp;Correct a score…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="125" />
        <source>&amp;Preferences…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="126" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="127" />
        <source>&amp;Fit the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="128" />
        <source>Show the final scoring step by step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="161" />
        <source>Open a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="161" />
        <location filename="../../ui/main_window.py" line="183" />
        <source>Game records (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="171" />
        <source>Cannot open this file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="183" />
        <source>Save the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="192" />
        <source>Cannot save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="194" />
        <source>Saved to {path}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="198" />
        <source>End the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="198" />
        <source>Stop now and do the final scoring?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="252" />
        <source>Undo: {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="257" />
        <source>Redo: {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="276" />
        <source>Start a new game (Game → New game) or open a saved one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="280" />
        <source>{player}: which tile was drawn? Click it in the bag, or type its letter and Enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="287" />
        <source>{tile} fits nowhere on the board: show it, discard it and draw again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="289" />
        <source>{player} places {tile}: click a lit square (mouse wheel or R turns it).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="295" />
        <source>Plague: click a ringed follower to send it home.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="299" />
        <source>{player}: click a spot to deploy, or a ringed figure to take it back, or Enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="301" />
        <source>{player}: click a spot to deploy a follower, or Enter for none.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="304" />
        <source>The game is over.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="50" />
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="52" />
        <source>Players, in turn order</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="55" />
        <source>Add player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="56" />
        <source>Remove last</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="65" />
        <source>Tiles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="74" />
        <source>The Festival (10 tiles: take one of your figures back)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="75" />
        <source>The Wind Roses (6 tiles: the orange rose starts)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="79" />
        <source>The Signposts, The Fortune Tellers (your own box's tiles)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="68" />
        <source>Base game (72 tiles), no Wheel of Fortune</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="69" />
        <source>The Wheel of Fortune alone (72 tiles; the wheel starts)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="70" />
        <source>Base game + the 19 wheel tiles (the wheel starts)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="71" />
        <source>Base game + the 19 wheel tiles, wheel beside the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="81" />
        <source>Their rules come in a later version of carc-assist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="84" />
        <source>Rule options</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="86" />
        <source>Small city: 2 points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="89" />
        <source>A completed city of exactly 2 tiles scores 2, not 4 (old English editions).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="94" />
        <source>Followers per player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="95" />
        <source>The box has 7; fewer or more is a house rule.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="96" />
        <source>Famine: majority only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="99" />
        <source>Wheel of Fortune: only the field's majority farmers eat (older wording).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="101" />
        <source>Tournament mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="104" />
        <source>Hides bag counts, chances and hints: tournament rules forbid counting tiles.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="24" />
        <source>Preferences</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="26" />
        <source>As the system</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="31" />
        <source>Tap a square twice to place (touch screens)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="42" />
        <source>Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="43" />
        <source>A new language shows after a restart.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="44" />
        <source>Board background</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RaceChart</name>
    <message>
        <location filename="../../ui/summary.py" line="60" />
        <source>turns (the last step is the final scoring)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../ui/scoreboard.py" line="46" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/scoreboard.py" line="46" />
        <source>Score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/scoreboard.py" line="46" />
        <source>Supply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/scoreboard.py" line="46" />
        <source>Last turn</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../ui/summary.py" line="82" />
        <source>Summary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/summary.py" line="86" />
        <source>Total</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="28" />
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform><numerusform>%n points</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="34" />
        <source>Correction for {player}: {points} ({reason})</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="39" />
        <source>a road of %n tile(s)</source>
        <translation>
            <numerusform>a road of %n tile</numerusform><numerusform>a road of %n tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="41" />
        <source>a city of %n tile(s)</source>
        <translation>
            <numerusform>a city of %n tile</numerusform><numerusform>a city of %n tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="43" />
        <location filename="../../ui/texts.py" line="71" />
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n pennant</numerusform><numerusform>%n pennants</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="44" />
        <source>{city} with {pennants}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="47" />
        <source>a cloister with %n of 9 tiles</source>
        <translation>
            <numerusform>a cloister with %n of 9 tiles</numerusform><numerusform>a cloister with %n of 9 tiles</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="47" />
        <source>a cloister</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="50" />
        <source>a field touching %n completed city(s)</source>
        <translation>
            <numerusform>a field touching %n completed city</numerusform><numerusform>a field touching %n completed cities</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="54" />
        <source>{player} places a quarter wind rose in its own section: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="60" />
        <source>Game end: {player} scores {what}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="63" />
        <source>{player} completes {what}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="67" />
        <source>Fortune smiles on {player}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="69" />
        <source>%n knight(s)</source>
        <translation>
            <numerusform>%n knight</numerusform><numerusform>%n knights</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="72" />
        <source>Tax: {player}'s {knights} in a city with {pennants}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="75" />
        <source>Tax: {player}'s {knights} in a city: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="79" />
        <source>Famine: {player}'s {farmers} by {cities}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="81" />
        <source>%n farmer(s)</source>
        <translation>
            <numerusform>%n farmer</numerusform><numerusform>%n farmers</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="82" />
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n completed city</numerusform><numerusform>%n completed cities</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="86" />
        <source>Storm: {player} has {supply} in supply: {points}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="87" />
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n follower</numerusform><numerusform>%n followers</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="90" />
        <source>Inquisition: {player}'s {monks}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="91" />
        <source>%n monk(s)</source>
        <translation>
            <numerusform>%n monk</numerusform><numerusform>%n monks</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="93" />
        <source>{player}'s crown field pays: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="100" />
        <source>Turn {turn}: {sentence}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="104" />
        <source>{player} takes a figure back (festival)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="106" />
        <source>The wheel turns: the pig stops on {sector}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="110" />
        <source>Plague: {player} sends a follower home</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="112" />
        <source>{tile} fits nowhere: discarded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="118" />
        <source>draw {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="120" />
        <source>place {tile} at {x},{y}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="124" />
        <source>follower on {location}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="126" />
        <source>no follower</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="128" />
        <source>discard {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="130" />
        <source>correction for {player}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="132" />
        <source>end of the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="134" />
        <source>take a figure back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="139" />
        <source>Roads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="140" />
        <source>Cities</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="141" />
        <source>Cloisters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="142" />
        <source>Fields</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="143" />
        <source>Corrections</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TilePainter</name>
    <message>
        <location filename="../../ui/painter.py" line="57" />
        <source>Fortune</source>
        <extracomment>Units per square side in the cached paths (path booleans flatten curves to ~0.5 unit). The wheel's sectors clockwise from the top, as printed on the board piece.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/painter.py" line="58" />
        <source>Tax</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/painter.py" line="59" />
        <source>Famine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/painter.py" line="60" />
        <source>Storm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/painter.py" line="61" />
        <source>Inquisition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/painter.py" line="62" />
        <source>Plague</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>colors</name>
    <message>
        <location filename="../../ui/colors.py" line="34" />
        <source>red</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/colors.py" line="35" />
        <source>blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/colors.py" line="36" />
        <source>green</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/colors.py" line="37" />
        <source>yellow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/colors.py" line="38" />
        <source>black</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/colors.py" line="39" />
        <source>grey</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/colors.py" line="40" />
        <source>pink</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>