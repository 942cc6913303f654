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
        <location filename="../../ui/board_view.py" line="210" />
        <source>Take this figure back (festival)</source>
        <extracomment>the player chose a placement for the held tile the player clicked a follower spot (its location name) the player declined to deploy a follower (Enter / Space) the player chose another follower-step action (a festival take-back …)</extracomment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="46" />
        <source>carc-assist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="59" />
        <source>No follower (Enter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="60" />
        <source>Discard and draw again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="61" />
        <source>Final scoring, step by step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="102" />
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="103" />
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="104" />
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="105" />
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="107" />
        <source>Save &amp;as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="110" />
        <source>&amp;End the game now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="112" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="113" />
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="114" />
        <location filename="../../ui/main_window.py" line="250" />
        <source>Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="116" />
        <location filename="../../ui/main_window.py" line="255" />
        <source>Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="119" />
        <source>&amp;Correct a score…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="121" />
        <source>&amp;Preferences…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="122" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="123" />
        <source>&amp;Fit the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="124" />
        <source>Show the final scoring step by step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="157" />
        <source>Open a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="157" />
        <location filename="../../ui/main_window.py" line="179" />
        <source>Game records (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="167" />
        <source>Cannot open this file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="179" />
        <source>Save the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="188" />
        <source>Cannot save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="190" />
        <source>Saved to {path}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="194" />
        <source>End the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="194" />
        <source>Stop now and do the final scoring?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="248" />
        <source>Undo: {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="253" />
        <source>Redo: {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="272" />
        <source>Start a new game (Game → New game) or open a saved one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="276" />
        <source>{player}: which tile was drawn? Click it in the bag, or type its letter and Enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="283" />
        <source>{tile} fits nowhere on the board: show it, discard it and draw again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="285" />
        <source>{player} places {tile}: click a lit square (mouse wheel or R turns it).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="291" />
        <source>{player}: click a spot to deploy, or a ringed figure to take it back, or Enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="293" />
        <source>{player}: click a spot to deploy a follower, or Enter for none.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="296" />
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
        <location filename="../../ui/new_game_dialog.py" line="67" />
        <source>Base game (72 tiles)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="72" />
        <source>The Festival (10 tiles: take one of your figures back)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="73" />
        <source>The Wind Roses (6 tiles: the orange rose starts)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="78" />
        <source>The Wheel of Fortune: standalone / with the base game / wheel beside the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="79" />
        <source>The Signposts, The Fortune Tellers (your own box's tiles)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="83" />
        <source>Its rules come in a later version of carc-assist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="86" />
        <source>Rule options</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="88" />
        <source>Small city: 2 points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="91" />
        <source>A completed city of exactly 2 tiles scores 2, not 4 (old English editions).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="96" />
        <source>Followers per player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="97" />
        <source>The box has 7; fewer or more is a house rule.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="98" />
        <source>Tournament mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="101" />
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
        <location filename="../../ui/preferences_dialog.py" line="29" />
        <source>Tap a square twice to place (touch screens)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="40" />
        <source>Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="41" />
        <source>A new language shows after a restart.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="42" />
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
        <location filename="../../ui/texts.py" line="23" />
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform><numerusform>%n points</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="29" />
        <source>Correction for {player}: {points} ({reason})</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="34" />
        <source>a road of %n tile(s)</source>
        <translation>
            <numerusform>a road of %n tile</numerusform><numerusform>a road of %n tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="36" />
        <source>a city of %n tile(s)</source>
        <translation>
            <numerusform>a city of %n tile</numerusform><numerusform>a city of %n tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="38" />
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n pennant</numerusform><numerusform>%n pennants</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="39" />
        <source>{city} with {pennants}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="42" />
        <source>a cloister with %n of 9 tiles</source>
        <translation>
            <numerusform>a cloister with %n of 9 tiles</numerusform><numerusform>a cloister with %n of 9 tiles</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="42" />
        <source>a cloister</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="45" />
        <source>a field touching %n completed city(s)</source>
        <translation>
            <numerusform>a field touching %n completed city</numerusform><numerusform>a field touching %n completed cities</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="47" />
        <source>{player} places a quarter wind rose in its own section: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="53" />
        <source>Game end: {player} scores {what}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="56" />
        <source>{player} completes {what}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="63" />
        <source>Turn {turn}: {sentence}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="67" />
        <source>{player} takes a figure back (festival)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="69" />
        <source>{tile} fits nowhere: discarded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="75" />
        <source>draw {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="77" />
        <source>place {tile} at {x},{y}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="81" />
        <source>follower on {location}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="83" />
        <source>no follower</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="85" />
        <source>discard {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="87" />
        <source>correction for {player}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="89" />
        <source>end of the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="91" />
        <source>take a figure back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="96" />
        <source>Roads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="97" />
        <source>Cities</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="98" />
        <source>Cloisters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="99" />
        <source>Fields</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/texts.py" line="100" />
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