<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>AbbotUI</name>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="93" />
        <source>garden</source>
        <extracomment>a garden's hedge and lawn in the light and the dark scheme, and its flowers</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="93" />
        <source>Garden</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="99" />
        <location filename="../../ui/expansions/abbot.py" line="236" />
        <source>The Abbot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="105" />
        <source>The Abbot (an abbot each; gardens on 9 tiles)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/abbot.py" line="121" />
        <source>{player} takes the abbot back from the garden: {points}, %n tile(s) around it</source>
        <translation>
            <numerusform>{player} takes the abbot back from the garden: {points}, %n tile around it</numerusform><numerusform>{player} takes the abbot back from the garden: {points}, %n tiles around it</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/abbot.py" line="127" />
        <source>{player} takes the abbot back from the cloister: {points}, %n tile(s) around it</source>
        <translation>
            <numerusform>{player} takes the abbot back from the cloister: {points}, %n tile around it</numerusform><numerusform>{player} takes the abbot back from the cloister: {points}, %n tiles around it</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/abbot.py" line="136" />
        <source>Game end: {player} scores a garden with %n of 9 tiles: {points}</source>
        <translation>
            <numerusform>Game end: {player} scores a garden with %n of 9 tiles: {points}</numerusform><numerusform>Game end: {player} scores a garden with %n of 9 tiles: {points}</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="138" />
        <source>{player} completes a garden: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="143" />
        <source>The Abbot: the tiles show gardens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="144" />
        <source>Untick it for tiles without gardens: the abbot then goes on cloisters only.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="149" />
        <source>Gardens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="152" />
        <source>the abbot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="158" />
        <source>A garden scores as a cloister: 1 point for its tile and for each tile around it, 9 when complete.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="164" />
        <source>take the abbot back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="167" />
        <source>deploy the abbot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="168" />
        <source>deploy the abbot on {where}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="186" />
        <source>Abbot:
{where}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="188" />
        <source>Deploy your abbot here: you may take it back in a later turn, and it scores then</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="194" />
        <source>the cloister</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="194" />
        <source>the garden</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="204" />
        <source>Or press the “Abbot” button for your abbot, or click your ringed abbot to take it back (it scores now).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="208" />
        <source>Or click your ringed abbot to take it back (it scores now).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="210" />
        <source>Or press the “Abbot” button for your abbot.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../ui/dialogs/about.py" line="23" />
        <source>About carc-assist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/about.py" line="27" />
        <source>carc-assist {version}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/about.py" line="36" />
        <source>A table companion for Carcassonne. Free software under the MIT licence.
Built with Qt {qt} and PySide6 {pyside} (GNU LGPL v3).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="14" />
        <source>Correct a score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="21" />
        <source>why, e.g. counted twice at the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="28" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="29" />
        <source>Points (+ or −)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="30" />
        <source>Reason</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ui/start/app.py" line="164" />
        <source>{players}, last played {when}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="169" />
        <source>Resume the last game?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="191" />
        <source>carc-assist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="192" />
        <source>carc-assist already runs. Its window is open on this computer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="157" />
        <source>carc-assist did not close properly. Resume the game it saved after the last action?</source>
        <extracomment>the data folder of earlier versions moved into this one (before the library opens)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="161" />
        <source>The last game is not finished. Go on with it?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BagModel</name>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="220" />
        <source>{description}: {left} left</source>
        <extracomment>the folded words a search matches (``TileNames.search_words``); headers: their set's name the folded words of the type's set title, matched when no type's own words are (``set_words``) how many of the type its tooltip says are left (-1: a tooltip without, in tournament mode) Tile pictures in the bag: as large as lets every type fit the panel, within these bounds. Too many types for that (every expansion at 1366×768): the compact bag, pictures down to this size with what is left on them (the chance in their tooltips) what each type's item shows: its count text, the count its tooltip says (-1: none, in tournament mode; None: no tooltip yet), whether it can be picked</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="228" />
        <source>×{left} {chance:.0%}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BagPanel</name>
    <message numerus="yes">
        <location filename="../../ui/panels/bag_panel.py" line="689" />
        <source>Drawn (up to %n):</source>
        <translation>
            <numerusform>Drawn (up to %n):</numerusform><numerusform>Drawn (up to %n):</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="441" />
        <source>Drawn tile: city road … or its letter</source>
        <extracomment>what ``_shown`` was made for (the query, the edges, the game, its rows, the stack) the tiles drawn at the table, their ids: one, or several at once (fortune tellers) the tile drawn is not in the app's sets: the player will describe it</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="449" />
        <source>Type what the drawn tile shows (city road pennant …), its edges clockwise from the north (CRFR: city, road, field), or its letter. Enter picks the first one shown.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="480" />
        <source>I drew several tiles</source>
        <extracomment>tiles picked for a drawing of several, not yet sent: only an input buffer, emptied whenever the game changes the player drew several tiles at once (fortune tellers): clicks gather them</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="487" />
        <source>Done drawing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="500" />
        <source>Drawn a tile the app does not know…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="609" />
        <source>Bag</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/panels/bag_panel.py" line="612" />
        <source>Bag: %n tile(s) left</source>
        <translation>
            <numerusform>Bag: %n tile left</numerusform><numerusform>Bag: %n tiles left</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="620" />
        <source> and </source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/panels/bag_panel.py" line="625" />
        <source>Only the tiles of {sets} can be drawn now (%n left): they are laid first, the rest of the bag after them.</source>
        <translation>
            <numerusform>Only the tiles of {sets} can be drawn now (%n left): they are laid first, the rest of the bag after them.</numerusform><numerusform>Only the tiles of {sets} can be drawn now (%n left): they are laid first, the rest of the bag after them.</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="645" />
        <source>The game starts on {tile}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BoardView</name>
    <message numerus="yes">
        <location filename="../../ui/board/board_view.py" line="560" />
        <source>%n tile(s)</source>
        <extracomment>the core's refusals of a placement by its edges and neighbours, beside a rule's (a river's) the player chose a placement for the held tile the player clicked a follower spot (its location name) the player declined to deploy a follower (Enter / Space) the player chose another follower-step action (a festival take-back …) the placement the preview shows (None: no preview), for the learning mode the board drew itself anew: the overlays shown (``heat_shown``, ``tint_shown``) may differ within ``_one_move``: how far the scroll bars moved the board, across and down why a rule refuses the tile in hand on the square pointed at (``_ruled_out``), in words</extracomment>
        <translation>
            <numerusform>%n tile</numerusform><numerusform>%n tiles</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="568" />
        <source>{size}; worth {points} if the game ended now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="563" />
        <source>A field; worth {points} to its farmers if the game ended now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="575" />
        <source>One tile short: the next tile completes it {now:.0%}, within 3 draws {soon:.0%}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="641" />
        <source>Deploy {figure} here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="694" />
        <source>Send this figure home</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="725" />
        <source>No tile left in the bag can fill this square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="731" />
        <source>Next tile fits here: {chance:.0%}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="916" />
        <source>{tile} does not fit there: choose a lit square.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ChoiceRow</name>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="140" />
        <source>(no further tile)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message>
        <location filename="../../ui/words/coach_words.py" line="45" />
        <source>{turn}: nothing to gain or lose ({value}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="47" />
        <source>{turn}: {reasons}; in all {value}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="51" />
        <source>{reason} ({points})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="60" />
        <source>{value}: about {points} better for you than leaving it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="62" />
        <source>{value}: about {points} worse for you than leaving it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="66" />
        <source>{value}: about as good for you as leaving it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="68" />
        <source>{said} (what the turn adds to your expected final score, less what it adds to the others').</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="79" />
        <source>How did that go? Well played, {player}: that was the coach's best turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="86" />
        <source>How did that go? {player}, you played the coach's suggestion {number}: by its numbers as good as its best, {best}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="90" />
        <source>How did that go? {player}, you played the coach's suggestion {number}: about {points} points less than its best, {best}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="95" />
        <source>How did that go? {player}, your turn was worth about as much as the coach's best, {best}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="98" />
        <source>How did that go? {player}, your turn was worth about {points} points less than the coach's best, {best}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="135" />
        <source>Place it here and put {figure}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="152" />
        <source>{figure} in the cloister</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="154" />
        <source>{figure} in the middle of the tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="156" />
        <source>{figure} in the city to the {side}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="157" />
        <source>{figure} in the field to the {side}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="158" />
        <source>{figure} on the road to the {side}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="160" />
        <source>{figure} on the {side} side of the tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="189" />
        <source>{player}'s prospects</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="196" />
        <source>it completes {feature} now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="198" />
        <source>points now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="201" />
        <source>{feature} would probably have been completed later anyway</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="205" />
        <source>{feature} should bring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="209" />
        <location filename="../../ui/words/coach_words.py" line="215" />
        <source>{feature} gains</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="210" />
        <location filename="../../ui/words/coach_words.py" line="214" />
        <source>{feature} loses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="219" />
        <source>it gives {player} {points} now, against the others' mean</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="226" />
        <source>{player}'s follower stays tied up longer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="227" />
        <source>{player} gets a follower back sooner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="229" />
        <source>a follower comes back sooner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="230" />
        <source>it ties up a follower</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="232" />
        <source>looking a turn ahead, at the next player's answers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="234" />
        <source>small effects together</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="238" />
        <source>other effects</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="105" />
        <source>placing it {where}, with no follower</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="107" />
        <source>placing it {where} with {figure}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="110" />
        <source>placing it {where}, then {choice}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="118" />
        <source>Turn {turn} — {player}, about {points} won on the others</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="122" />
        <source>Turn {turn} — {player}, about {points} lost to the others</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="126" />
        <source>{swing}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="128" />
        <source>{swing}: {reasons}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="133" />
        <source>Place it here, with no follower</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="138" />
        <source>Place it here, then {choice}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="167" />
        <source>your new city</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="168" />
        <source>your new road</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="169" />
        <source>your new cloister</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="170" />
        <source>your new field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="172" />
        <source>your new feature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="174" />
        <source>your city</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="175" />
        <source>your road</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="176" />
        <source>your cloister</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="177" />
        <source>your field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="179" />
        <source>your feature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="184" />
        <source>{player}'s city</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="185" />
        <source>{player}'s road</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="186" />
        <source>{player}'s cloister</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="187" />
        <source>{player}'s field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="222" />
        <source>it gives {player} {points} now</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>EdgePicker</name>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="53" />
        <source>any</source>
        <extracomment>What a side may be said to show, in the order clicks cycle through them. the edges picked, as the engine's requirement (``"C-R-"``: north city, south road)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="54" />
        <source>city</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="55" />
        <source>road</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="56" />
        <source>field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="58" />
        <source>N</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="58" />
        <source>E</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="58" />
        <source>S</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="58" />
        <source>W</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="62" />
        <source>What the drawn tile, held as it lies, shows on its {side} edge (click to change)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>EditTurnDialog</name>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="88" />
        <source>draw {tile}</source>
        <extracomment>the size of a tile's picture in the list of turns</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="90" />
        <source>{tile}: {square}, turned {rotation}°</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="112" />
        <source>{what} ({where})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="163" />
        <source>Change a past turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="182" />
        <source>Turn {turn}: {player}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="189" />
        <source>{turn}, {tile}: {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="200" />
        <source>The turn as it should have been</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="202" />
        <source>Replay the later turns on top</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="207" />
        <source>Later turns that no longer apply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="221" />
        <source>Use this instead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="222" />
        <source>Drop it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="223" />
        <source>Drop them all</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="238" />
        <source>Confirm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="276" />
        <source>Entered: {actions}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="329" />
        <source>Step {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="344" />
        <source>Choose the turn's actions, then replay the later turns on top.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="357" />
        <source>The turn's new actions are not allowed: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="381" />
        <source>The replacement is not allowed: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="397" />
        <source>Every later action still applies. Confirm to change the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="403" />
        <source>The later turns were replayed up to turn {turn}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="411" />
        <source>Instead of {action} in turn {turn}:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="454" />
        <source>{player}’s turn {turn}: {action} no longer applies: {reason}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>EmergencyOffer</name>
    <message>
        <location filename="../../ui/dialogs/emergency_offer.py" line="14" />
        <source>Games kept in emergency copies</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/emergency_offer.py" line="20" />
        <source>{players}: %n action(s)</source>
        <translation>
            <numerusform>{players}: %n action</numerusform><numerusform>{players}: %n actions</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/emergency_offer.py" line="26" />
        <source>%n game(s) could not be stored in the games library, and were kept in emergency copies:</source>
        <translation>
            <numerusform>%n game could not be stored in the games library, and were kept in emergency copies:</numerusform><numerusform>%n games could not be stored in the games library, and were kept in emergency copies:</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/emergency_offer.py" line="30" />
        <source>Bring them back into the games library?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FestivalUI</name>
    <message>
        <location filename="../../ui/expansions/festival.py" line="44" />
        <source>festival</source>
        <extracomment>the festival symbol's disc in the light and the dark scheme, and its star</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="52" />
        <source>The Festival (10 tiles: take one of your figures back)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="59" />
        <source>{player} takes {figure} back (festival)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="64" />
        <source>take a figure back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="70" />
        <source>Or click one of your ringed figures to take it back (festival).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="101" />
        <source>Festival symbol</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="47" />
        <location filename="../../ui/expansions/festival.py" line="76" />
        <source>The Festival</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FinalTour</name>
    <message>
        <location filename="../../ui/board/final_tour.py" line="42" />
        <source>Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="43" />
        <location filename="../../ui/board/final_tour.py" line="124" />
        <source>Pause</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="44" />
        <location filename="../../ui/board/final_tour.py" line="113" />
        <source>Next</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="72" />
        <source>{what} ({key})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="109" />
        <source>Final scoring: {at} of {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="113" />
        <source>Summary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="128" />
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="164" />
        <source>An unfinished road scores 1 point per tile at the end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="165" />
        <source>An unfinished city scores 1 point per tile and 1 per pennant at the end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="167" />
        <source>An unfinished cloister scores 1 point for itself and 1 for each tile around it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="170" />
        <source>A field scores 3 points for each completed city it touches, to the players with the most farmers in it.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FolderMove</name>
    <message>
        <location filename="../../ui/start/folder_move.py" line="54" />
        <source>The files of an earlier carc-assist could not be moved from {old} to {folder} ({reason}). They stay where they are, and are moved at the next start.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start/folder_move.py" line="61" />
        <source>carc-assist now keeps its files in {folder}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start/folder_move.py" line="72" />
        <source>These files stayed in {old}, as files of the same names are in {folder}: {names}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start/folder_move.py" line="82" />
        <source>carc-assist's files</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FolderMoveWords</name>
    <message numerus="yes">
        <location filename="../../ui/start/folder_move.py" line="31" />
        <source>%n game(s) of the earlier library in {old} joined the games library; its file is kept in {kept}.</source>
        <translation>
            <numerusform>%n game of the earlier library in {old} joined the games library; its file is kept in {kept}.</numerusform><numerusform>%n games of the earlier library in {old} joined the games library; its file is kept in {kept}.</numerusform></translation>
    </message>
</context>
<context>
    <name>FortuneTellersUI</name>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="87" />
        <source>Completed: {player} scores a fortune teller's tent: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="98" />
        <source>fortune-teller tent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="98" />
        <source>Fortune-teller tent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="71" />
        <source>Fortune Tellers: describe your box's tiles in Game → Your tile sets.</source>
        <extracomment>the engine's score source of a completed tent the tile pictures on the Keep buttons, in pixels a fortune teller's crystal ball stands on this</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="76" />
        <source>Fortune tellers: unplaceable tiles go back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="78" />
        <source>When none of the tiles drawn at once fits, they go back into the bag instead of leaving the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="92" />
        <source>Tents</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="102" />
        <source>a fortune teller</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="107" />
        <source>keep {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="113" />
        <source>{player}: which of the tiles drawn is kept? Press its Keep button; the others go back into the bag.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="119" />
        <source>None fits: discard them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="124" />
        <source>fits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="124" />
        <source>fits nowhere</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="127" />
        <source>Keep: {name}
({fits})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="138" />
        <source>The Fortune Tellers</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GoodsTally</name>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="431" />
        <source>Goods</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="458" />
        <source>Leads in {good}: 10 points at the end</source>
        <extracomment>the players the grid is laid out for, and its cells: (player, good) → label</extracomment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../ui/dialogs/help_view.py" line="80" />
        <source>Rules</source>
        <extracomment>each expansion's rules page, by its UI half the rules pages: the base game's, each expansion's, the rule options small boards drawn by the tile painter at the top of a page: (tile, square, rotation°)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/help_view.py" line="83" />
        <source>The base game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/help_view.py" line="85" />
        <source>Rule options</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="362" />
        <source>{n}. {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="427" />
        <source>{words} Click it again, tap it or press Enter to play it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="209" />
        <source>Hint (H)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="210" />
        <source>The coach's three best turns for this tile, explained</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="220" />
        <source>Looking a turn ahead… %p%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="224" />
        <source>Stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="225" />
        <source>Keep the quick answer and stop looking further</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="278" />
        <source>The coach is thinking…</source>
        <extracomment>the evaluation of the last hint shown: the feedback after the turn judges by it (a change of the game keeps it: it names the position it is of)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="345" />
        <source>Looked a turn ahead. {words}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="373" />
        <source>No turn to suggest.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <location filename="../../ui/library/history_chart.py" line="64" />
        <source>No finished game yet.</source>
        <extracomment>a colour per player line, told apart also by colour-blind eyes (Okabe-Ito)</extracomment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>InnsAndCathedralsUI</name>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="89" />
        <source>inn by a lake</source>
        <extracomment>an inn's lake in the light and the dark scheme a cathedral's stone in the light and the dark scheme the room the cathedral's disc takes in its corner (a little more than a corner mark's)</extracomment>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="89" />
        <source>%n inn(s) by a lake</source>
        <translation>
            <numerusform>%n inn by a lake</numerusform><numerusform>%n inns by a lake</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="92" />
        <source>cathedral</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="96" />
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="222" />
        <source>Inns &amp; Cathedrals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="102" />
        <source>Inns &amp; Cathedrals (18 tiles: inns, cathedrals, a big follower each)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="112" />
        <source>{road} with an inn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="114" />
        <source>{road} (unfinished: its tiles score nothing)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="116" />
        <source>{city} with a cathedral</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="118" />
        <source>{city} (unfinished: its tiles and pennants score nothing)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="127" />
        <source>Unfinished at the end, this road with an inn scores nothing: {points} at risk. It needs %n more tile(s): about {chance:.0%} to finish it before the bag runs out.</source>
        <translation>
            <numerusform>Unfinished at the end, this road with an inn scores nothing: {points} at risk. It needs %n more tile: about {chance:.0%} to finish it before the bag runs out.</numerusform><numerusform>Unfinished at the end, this road with an inn scores nothing: {points} at risk. It needs %n more tiles: about {chance:.0%} to finish it before the bag runs out.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="134" />
        <source>Unfinished at the end, this city with a cathedral scores nothing: {points} at risk. It needs %n more tile(s): about {chance:.0%} to finish it before the bag runs out.</source>
        <translation>
            <numerusform>Unfinished at the end, this city with a cathedral scores nothing: {points} at risk. It needs %n more tile: about {chance:.0%} to finish it before the bag runs out.</numerusform><numerusform>Unfinished at the end, this city with a cathedral scores nothing: {points} at risk. It needs %n more tiles: about {chance:.0%} to finish it before the bag runs out.</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="147" />
        <source>A road with an inn scores 2 points per tile when completed, and nothing if it is still unfinished at the end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="152" />
        <source>A city with a cathedral scores 3 points per tile and per pennant when completed, and nothing if it is still unfinished at the end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="161" />
        <source>deploy the big follower</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="162" />
        <source>deploy the big follower as {figure}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="165" />
        <source>the big follower</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="186" />
        <source>Big follower:
{what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="187" />
        <source>Deploy your big follower here: it counts as two followers in a majority</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="195" />
        <source>{figure}, {where}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="203" />
        <source>Or press a “Big follower” button for your big follower.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="230" />
        <source>Inn by a lake (on its roads)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="231" />
        <source>Cathedral (in its cities)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Instruction</name>
    <message>
        <location filename="../../ui/window/instruction.py" line="56" />
        <source>{player}: click each tile drawn (up to {draws}), then “Done drawing”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="42" />
        <source>Start a new game (Game → New game) or open a saved one.</source>
        <extracomment>the sentences a label keeps the measures of (a few steps' of each player: they come again) the pictures of sentences it keeps: a round's (a draw, a placement and a follower step of each of six players), so that a player's draw is painted from its picture the next round</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="61" />
        <source>{player}: which tiles were drawn (up to {draws})? Click the one drawn; for several, first press “I drew several tiles”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="66" />
        <source>{player}: which tile was drawn? Click it in the bag, or type what it shows and Enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="73" />
        <source>{tile} fits nowhere on the board: show it, discard it and draw again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="76" />
        <source>{player} places {tile}: click a lit square, or move it there with the arrow keys and press Enter (mouse wheel or R turns it).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="81" />
        <source>{player}: click a spot to deploy a follower (or choose one with the arrow keys), or Enter for none.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="86" />
        <source>{player}: make the choice the game waits for.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="85" />
        <source>The game is over.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <location filename="../../ui/board/legend.py" line="94" />
        <source>How likely the next tile fits: pale unlikely, dark likely</source>
        <extracomment>a swatch: one board square, in pixels the chances the heat map's swatches show, from unlikely to sure</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/legend.py" line="96" />
        <source>No tile left in the bag can fill it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/legend.py" line="108" />
        <source>(field edges: whose field)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/legend.py" line="110" />
        <source>Dotted: a tie</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LibraryDamageDialog</name>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="56" />
        <source>Recover makes a new games library from every game that can be read in it, in the backups and in the games' journals (the newest copy of each game). The damaged file is kept aside, never deleted.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/library_damage.py" line="86" />
        <source>%n game(s) came back: {library} from the library, {backups} from the backups and journals.</source>
        <translation>
            <numerusform>%n game came back: {library} from the library, {backups} from the backups and journals.</numerusform><numerusform>%n games came back: {library} from the library, {backups} from the backups and journals.</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="107" />
        <source>turn {turn}, as before</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="109" />
        <source>back at turn {turn}; some of its actions could not be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="115" />
        <source>back at turn {turn}; turn {lost} could not be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="117" />
        <source>back at turn {turn}; turns {first}–{last} could not be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="111" />
        <source>back at turn {turn}; the rest of turn {turn} could not be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="120" />
        <source>{game}: {said}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="27" />
        <source>The games library is damaged</source>
        <extracomment>what recovering did (None until the player recovered)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="36" />
        <source>Recover</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="39" />
        <source>Not now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="48" />
        <source>carc-assist cannot use its games library as it is ({reason}).</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/library_damage.py" line="49" />
        <source>%n game(s) can still be read in it.</source>
        <translation>
            <numerusform>%n game can still be read in it.</numerusform><numerusform>%n games can still be read in it.</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="52" />
        <source>These games cannot be read: {ids}.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/library_damage.py" line="53" />
        <source>%n backup(s) of the library are at hand.</source>
        <translation>
            <numerusform>%n backup of the library are at hand.</numerusform><numerusform>%n backups of the library are at hand.</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="68" />
        <source>The library cannot be recovered now: {reason}. Try again later.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="73" />
        <source>The games library is recovered</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="94" />
        <source>These games could not be brought back, no copy holds them: {ids}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="99" />
        <source>The damaged library is kept in: {path}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location filename="../../ui/library/window.py" line="111" />
        <source>Games library</source>
        <extracomment>the player chose a game to go on with (its library id)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="118" />
        <location filename="../../ui/library/window.py" line="342" />
        <source>Games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="119" />
        <source>History</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="128" />
        <source>Search: a player’s name or an expansion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="132" />
        <source>Last played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="132" />
        <source>Players and scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="132" />
        <source>Expansions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="132" />
        <source>State</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="143" />
        <source>Resume</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="144" />
        <source>Export…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="145" />
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="151" />
        <source>Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="196" />
        <source>Damaged: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="198" />
        <location filename="../../ui/library/window.py" line="342" />
        <source>Finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="220" />
        <source>Unfinished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="202" />
        <source>{state} (on the board now)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="222" />
        <source>Unfinished, turn {turn} of about {turns}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/library/window.py" line="225" />
        <source>Unfinished, %n turn(s) played, the bag empty</source>
        <translation>
            <numerusform>Unfinished, %n turn played, the bag empty</numerusform><numerusform>Unfinished, %n turns played, the bag empty</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="237" />
        <source>The game on the board cannot be deleted.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="266" />
        <source>Export the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="266" />
        <source>Saved games (*.carc)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="276" />
        <source>Cannot export</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="289" />
        <source>Cannot delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="293" />
        <source>Deleted the game of {when} ({players}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="307" />
        <source>Cannot undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="321" />
        <source>Per player name (wins, mean and best over finished games):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="323" />
        <source>Per expansion:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="325" />
        <source>Final scores over time:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="343" />
        <source>Mean score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="343" />
        <source>Best score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="347" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="347" />
        <source>Wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="367" />
        <source>Expansion</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LibraryWords</name>
    <message>
        <location filename="../../ui/words/library_words.py" line="21" />
        <source>the games library is read-only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="22" />
        <source>the disk holding the games library is full</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="23" />
        <source>the disk holding the games library could not be read or written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="24" />
        <source>the games library is in use by another program</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="25" />
        <source>the games library is damaged</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="26" />
        <source>a folder stands where the games library should be</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="27" />
        <source>the games library cannot be opened</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="28" />
        <source>the games library was made by a newer carc-assist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="29" />
        <source>no backup could be written in the folder of backups</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../../ui/panels/log_view.py" line="105" />
        <source>Double-click: why? (the rule behind these points)</source>
        <extracomment>the segments the entry counted, as (placed tile's origin, segment on that tile) the turn the entry belongs to (changing a past turn starts at the chosen entry's) the clicked entry's squares, the expansions' places of it (a road's correct signposts) and its counted segments (empty: none) "why?": the help page and anchor of the rule behind a double-clicked entry</extracomment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.py" line="506" />
        <source>The tile drawn belongs to:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="506" />
        <source>Your tile sets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="684" />
        <source>No tile in hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="680" />
        <source>Tile in hand: {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="95" />
        <source>carc-assist</source>
        <extracomment>the user tile set that tiles described during a game go into, when the game has none</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="113" />
        <source>No follower (Enter)</source>
        <extracomment>the expansions' own views beside the scoreboard (the wheel …), from their UI halves</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="114" />
        <source>Discard and draw again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="115" />
        <source>Final scoring, step by step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="168" />
        <source>Why? The rule behind the chosen entry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="212" />
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="213" />
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="214" />
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="215" />
        <source>Games &amp;library…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="216" />
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="218" />
        <source>Save &amp;as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="220" />
        <source>Your &amp;tile sets…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="221" />
        <source>Show on &amp;phones…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="223" />
        <source>&amp;End the game now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="225" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="226" />
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="227" />
        <location filename="../../ui/window/main_window.py" line="641" />
        <source>Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="229" />
        <location filename="../../ui/window/main_window.py" line="649" />
        <source>Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="232" />
        <source>C&amp;hange a past turn…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="235" />
        <source>&amp;Correct a score…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="237" />
        <source>&amp;Preferences…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="238" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="239" />
        <source>&amp;Fit the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="242" />
        <source>Show the final scoring step by step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="243" />
        <source>The coach's hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="244" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="246" />
        <source>&amp;Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="248" />
        <source>&amp;About carc-assist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="250" />
        <source>Show what fits where (not in tournament mode)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="254" />
        <source>Tint fields by who holds them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="257" />
        <source>Learning mode: show what a placement would score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="343" />
        <source>Open a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="343" />
        <source>Saved games (*.carc *.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="355" />
        <source>Cannot open this file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="364" />
        <source>Cannot open this game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="417" />
        <source>The games library cannot be used: {reason}. Data folder: {folder}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="424" />
        <source>The game cannot be stored in the games library: {reason}. It is kept in memory and in an emergency copy ({copy}), and stored again after the next action once the library allows it. Data folder: {folder}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="432" />
        <source>The game cannot be stored in the games library: {reason}. It is kept in memory only (no emergency copy could be written either), and stored again after the next action once the library allows it. Data folder: {folder}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="440" />
        <source>The last backup of the games library failed: {reason}. Earlier backups are kept.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="728" />
        <source>An emergency copy is kept in {copy}; the app offers it at the next start.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="732" />
        <source>No emergency copy could be written either: the game is in memory only.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="736" />
        <source>The game is not stored</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="737" />
        <source>Some actions of this game are not stored in the games library: {reason}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="747" />
        <source>Try again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="748" />
        <source>Save the game to a file…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="749" />
        <source>Quit anyway</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="455" />
        <source>Save the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="455" />
        <source>Saved games (*.carc)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="469" />
        <source>Cannot save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="471" />
        <source>Saved to {path}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="476" />
        <source>End the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="476" />
        <source>Stop now and do the final scoring?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="512" />
        <source>My tiles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="522" />
        <source>Cannot add the tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="556" />
        <source>Placed here (no follower): {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="558" />
        <source>Placed here, this tile completes nothing that scores (with no follower).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="635" />
        <source>Undo: the change to turn {turn}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="638" />
        <source>Undo: {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="643" />
        <source>Redo: the change to turn {turn}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="646" />
        <source>Redo: {what}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="71" />
        <source>New game</source>
        <extracomment>characters of a user set's title the set's check box shows (about; the rest elided) a control per rule option (engine's declarations), with the half it belongs to</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="73" />
        <source>Players, in turn order</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="77" />
        <source>Add player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="78" />
        <source>Remove last</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="87" />
        <source>Tiles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="114" />
        <source>{title} (your tiles)</source>
        <extracomment>the box on the table: the base game's edition, and in the new edition's, the expansions it holds (``SetChoice.in_base_box``), one of them left out or none each expansion's ways to play it: a check box, or a list with "without it" first</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="129" />
        <source>Rule options</source>
        <extracomment>which tile starts the board with the sets chosen (the engine's rule: when several sets bring a start tile, one wins, and the players are told which)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="206" />
        <source>My box is a first edition (before 2014)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="209" />
        <source>My box is the new edition (with {expansions})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="210" />
        <source> and </source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="217" />
        <source>My box is the new edition, leaving out {expansion}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="220" />
        <source>Other tiles, as chosen below</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="264" />
        <source>Small city: 2 points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="265" />
        <source>A completed city of exactly 2 tiles scores 2, not 4 (old English editions).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="268" />
        <source>Followers per player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="269" />
        <source>The box has 7; fewer or more is a house rule.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="368" />
        <source>The board starts with: {tile}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="157" />
        <source>Tournament mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="161" />
        <source>Hides bag counts, chances and hints: tournament rules forbid counting tiles.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewSetDialog</name>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="507" />
        <source>New tile set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="510" />
        <source>e.g. signposts-mine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="514" />
        <source>e.g. Signposts (my box)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="523" />
        <source>Title</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="524" />
        <source>Short name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="532" />
        <source>The title is what the app shows. The short name is for the set's file: letters, digits and - only.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="548" />
        <source>Give the set a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="550" />
        <source>A set name has only letters, digits and - (no spaces).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="552" />
        <source>You already have a set named {name}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="554" />
        <source>Give the set a title.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="67" />
        <source>Carcassonne table</source>
        <extracomment>the page's languages (the app's translations) pixels per square of a served tile picture (the page scales them) the page's own words (the page fills in the names in braces), in the context "PhonePage"</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="68" />
        <source>Connecting…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="69" />
        <source>Live</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="70" />
        <source>No game yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="71" />
        <source>Turn {turn}: {name} plays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="72" />
        <source>Game over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="73" />
        <source>Scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="74" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="75" />
        <source>Score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="76" />
        <source>Supply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="77" />
        <source>Last turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="78" />
        <source>Log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="79" />
        <source>Bag</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="80" />
        <source>{n} tiles left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="81" />
        <source>Only these tiles can be drawn now: they are laid first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="82" />
        <source>Tournament mode: counts are hidden</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="83" />
        <source>Fit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="84" />
        <source>The board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="85" />
        <source>Drawn tile: {tile}. Tap a square where it fits, turn it, then propose.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="88" />
        <source>Drawn tile: {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="89" />
        <source>Turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="90" />
        <source>Propose</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="91" />
        <source>Proposal sent: the desktop decides.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="92" />
        <source>The desktop did not take the proposal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="93" />
        <source>{name} chooses:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="94" />
        <source>Tap a spot on the board or a choice below, then propose.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="95" />
        <source>Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="96" />
        <source>As on the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="99" />
        <source>{action}, {where}</source>
        <extracomment>a choice on a spot of the tile, with the spot in words ("deploy a knight, north")</extracomment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <location filename="../../ui/phone/dialog.py" line="58" />
        <source>Show on phones</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="68" />
        <source>This computer only ({address})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="71" />
        <source>any free port</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="73" />
        <location filename="../../ui/phone/dialog.py" line="192" />
        <source>Start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="76" />
        <source>Players may propose their moves from their phone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="78" />
        <source>Where to place the drawn tile, and then a follower, the big one or none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="93" />
        <source>Accept</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="96" />
        <source>Dismiss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="102" />
        <source>Network</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="103" />
        <source>Port</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="113" />
        <source>Phones with the page open:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="150" />
        <source>Stopped: phones can no longer see the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="166" />
        <source>Port {port} is taken by another program. Choose another port.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="169" />
        <source>This computer does not allow the app to use port {port}. Choose one above 1024.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="172" />
        <source>This computer no longer has the address {address}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="173" />
        <source>Cannot start: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="176" />
        <source>Stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="179" />
        <source>Open this address on a phone, or scan the code:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="182" />
        <source>Phones must be on the same network. If they cannot open the page, a firewall on this computer blocks port {port}: allow incoming connections to it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="195" />
        <source>Off: nothing is served until you start it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="216" />
        <source>A phone ({address}) proposes: place {tile}, {square}, turned {degrees}°.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="225" />
        <source>A phone ({address}) proposes: {choice}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlacementBar</name>
    <message>
        <location filename="../../ui/board/board_view.py" line="1758" />
        <source>Turn the tile back (Shift+R)</source>
        <extracomment>one square drawn, by zoom and look (a few: cleared when they grow many) the width of a heat map square's outline and of a dead square's cross one square of a shade drawn, by zoom, shade and colours (see ``_stamp``) the follower it shows (None: a figure off the tiles, a crown field's) the square the spot is on, in scene units (None: off the tiles): drawn inside it</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="1759" />
        <source>Turn the tile (R)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="1760" />
        <source>Place the tile here (Enter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="1761" />
        <source>Take the tile off this square (Esc)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="95" />
        <source>Choose a colour… (now: {colour})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="70" />
        <source>Use the colour scheme's</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="94" />
        <source>the colour scheme's</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="36" />
        <source>Preferences</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="39" />
        <source>As the system</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="45" />
        <source>As the system</source>
        <comment>colour scheme</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="46" />
        <source>Light</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="47" />
        <source>Dark</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="54" />
        <source>Automatic (on with a touchscreen)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="55" />
        <source>On</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="56" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="60" />
        <source>Tap a square twice to place (touch screens)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="63" />
        <source>Offer the coach's hints at the place step (never in tournament mode)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="82" />
        <source>Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="83" />
        <source>A new language shows after a restart.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="84" />
        <source>Colour scheme</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="85" />
        <source>Board background</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="86" />
        <source>Touch layout</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RaceChart</name>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="87" />
        <source>turns (the last step is the final scoring)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="16" />
        <source>This game is damaged</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="19" />
        <source>Its stored record no longer replays: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="20" />
        <source>It replays as far as action {good} of {total}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="26" />
        <source>The damaged copy is kept, never deleted: {path}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="36" />
        <source>Go on from action {good}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="39" />
        <source>Not now</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../ui/words/refusals.py" line="23" />
        <source>This is not allowed now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="43" />
        <source>north</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="44" />
        <source>east</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="45" />
        <source>south</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="46" />
        <source>west</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="52" />
        <source>a city</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="53" />
        <source>a road</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="54" />
        <source>a field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="57" />
        <source>another kind of edge</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="62" />
        <source>First draw a tile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="63" />
        <source>First place the drawn tile (or discard it if it fits nowhere).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="66" />
        <source>First deploy a follower on the placed tile, or choose none.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="69" />
        <location filename="../../ui/words/refusals.py" line="88" />
        <source>The game is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="298" />
        <source>First the plague: each player in turn takes one of their followers back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="166" />
        <source>First keep one of the tiles drawn, or discard them all.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="76" />
        <source>First finish the choice the game waits for.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="82" />
        <source>Does not fit: its {side} edge is {have}, the neighbouring tile's {other} edge is {need}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="135" />
        <source>That place already holds a follower.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="175" />
        <source>Only one tile may be drawn now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="176" />
        <source>At most {allowed} tiles may be drawn now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="89" />
        <source>This needs an expansion that is not in this game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="93" />
        <source>No such tile is in this game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="94" />
        <source>No "{tile}" is left in the bag.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="97" />
        <source>The tile in hand is "{held}", not "{tile}".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="100" />
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="103" />
        <source>No tile is in hand: draw one first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="104" />
        <source>"{tile}" covers several squares and cannot be turned.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="107" />
        <source>That square already holds a tile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="109" />
        <source>A tile must touch a tile already on the board.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="112" />
        <source>"{tile}" can be placed, so it cannot be discarded.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="115" />
        <source>No follower is left in the supply.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="116" />
        <source>No figure of that kind is left in the supply.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="119" />
        <source>The placed tile has no such spot.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="120" />
        <source>That feature already holds a follower.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="123" />
        <source>A figure can be deployed only on the tile just placed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="126" />
        <source>No player is called {player}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="129" />
        <source>An adjustment is at most {most} points either way.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="132" />
        <source>A reason is printable text of at most {most} characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="136" />
        <source>"{tile}" cannot be drawn yet: the tiles of the stack with "{first}" come first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="139" />
        <source>That figure cannot stand on this kind of feature.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="87" />
        <source>A figure can be taken back only after placing a festival tile, instead of deploying.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="91" />
        <source>None of your figures stands there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="94" />
        <source>No figure stands there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="95" />
        <source>Only your own figure can be taken back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="291" />
        <source>The wheel has no such crown field.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="294" />
        <source>The plague is not on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="295" />
        <source>{player} must take back one of their own followers on a land tile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="147" />
        <source>A player has at most {most} fortune tellers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="150" />
        <source>Several tiles can be drawn only at the start of a turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="154" />
        <source>"{tile}" is not among the tiles drawn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="157" />
        <source>"{tile}" fits nowhere: keep one that can be placed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="160" />
        <source>Discard all the tiles drawn, or keep one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="163" />
        <source>One of the tiles drawn can be placed: keep it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="207" />
        <source>The big follower stands only on a road, city, cloister or field of the tile just placed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="211" />
        <source>The big follower stands only on a road, city, cloister or field.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="338" />
        <source>The pig stands only on a field of the tile just placed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="341" />
        <source>The builder stands only on a road or city of the tile just placed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="347" />
        <source>The pig stands only on a field that already holds one of your farmers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="350" />
        <source>The builder stands only on a road or city that already holds one of your followers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="215" />
        <source>The abbot stands only on the cloister or the garden of the tile just placed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="218" />
        <source>The abbot is taken back in the follower step, instead of deploying a figure.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="221" />
        <source>Your abbot does not stand there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="224" />
        <source>The tile just placed completed it: it scores as completed, the abbot comes back by itself.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="156" />
        <source>A river tile must carry the river on from its open end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="160" />
        <source>The river has reached its lake already.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="187" />
        <source>The river would turn left twice in a row and turn back on itself.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="190" />
        <source>The river would turn right twice in a row and turn back on itself.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RiverUI</name>
    <message>
        <location filename="../../ui/expansions/river.py" line="95" />
        <location filename="../../ui/expansions/river.py" line="112" />
        <source>river</source>
        <extracomment>the river's water and its banks in the light and the dark scheme the stones around the spring</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="96" />
        <source>River</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="107" />
        <source>river spring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="107" />
        <source>river ending in a lake</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="109" />
        <source>straight river</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="111" />
        <source>curved river</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="115" />
        <location filename="../../ui/expansions/river.py" line="171" />
        <source>The River</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="123" />
        <source>The River (12 tiles, laid first)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="132" />
        <source>River: no two curves the same way</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="134" />
        <source>A curve of the river may never turn the same way as the curve before it, even with straight stretches between (the box's rule forbids only two in a row).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="148" />
        <source>The river is laid first: the bag shows only its tiles.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="150" />
        <source>The river tile goes where the river goes on (a lit square); it may not turn the same way twice in a row.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message numerus="yes">
        <location filename="../../ui/panels/scoreboard.py" line="107" />
        <source>{player}: %n point(s)</source>
        <extracomment>the score a score's accessible name was made for the rows or columns were made anew (a new game, tournament mode switched) what the supply's numbers are ("7 + 1 + 1 + 1"), when it has more than followers</extracomment>
        <translation>
            <numerusform>{player}: %n point</numerusform><numerusform>{player}: %n points</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="134" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="135" />
        <source>Score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="136" />
        <source>Supply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="137" />
        <source>Last turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="138" />
        <source>If it ended now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="144" />
        <source>Followers left, then: {figures}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SignpostsField</name>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="23" />
        <source>Signposts (beside a road edge)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="25" />
        <source>left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="25" />
        <source>straight</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="25" />
        <source>right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="27" />
        <source>North</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="28" />
        <source>East</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="29" />
        <source>South</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="30" />
        <source>West</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="36" />
        <source>no signpost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="58" />
        <source>A signpost stands beside a road edge.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SignpostsUI</name>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="78" />
        <source>roundabout</source>
        <extracomment>a signpost's arrow, scaled up from its drawing below</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="81" />
        <source>signpost</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/signposts.py" line="81" />
        <source>%n signpost(s)</source>
        <translation>
            <numerusform>%n signpost</numerusform><numerusform>%n signposts</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="85" />
        <source>Signposts: describe your box's tiles in Game → Your tile sets.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/signposts.py" line="91" />
        <source>%n correct signpost(s)</source>
        <translation>
            <numerusform>%n correct signpost</numerusform><numerusform>%n correct signposts</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="93" />
        <source>{posts} of {kinds}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/signposts.py" line="94" />
        <source>%n type(s)</source>
        <translation>
            <numerusform>%n type</numerusform><numerusform>%n types</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="96" />
        <source>{road} with {posts}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="102" />
        <source>The Signposts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="112" />
        <source>Roundabout</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SpokenBoard</name>
    <message>
        <location filename="../../ui/board/spoken.py" line="143" />
        <source>{player}: {figure}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="124" />
        <source>Follower spot: {what}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/board/spoken.py" line="117" />
        <source>The tile in hand fits here in %n way(s)</source>
        <translation>
            <numerusform>The tile in hand fits here in %n way</numerusform><numerusform>The tile in hand fits here in %n waies</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="116" />
        <source>Lit square: {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="109" />
        <source>Tile in hand: {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="107" />
        <source>Not on the board yet: the arrow keys move it over the lit squares</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="102" />
        <source>Shown on {square}, turned {degrees}°: Enter places it</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/board/spoken.py" line="68" />
        <source>%n tile(s) on the board</source>
        <translation>
            <numerusform>%n tile on the board</numerusform><numerusform>%n tiles on the board</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="40" />
        <source>Board</source>
        <extracomment>what a thing on the board is called, what more is said of it, where it lies (scene)</extracomment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="142" />
        <source>Summary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="147" />
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="156" />
        <source>Followers deployed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="156" />
        <source>Lucky draws (expected)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="160" />
        <source>Lucky draws: tiles drawn that could complete a feature the player held, one tile short of done. In brackets, how many such draws the player could expect: at each of their draws, the chance that the bag gave one of those tiles, added up. More than expected: luck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="208" />
        <source>The turns that changed the game most, as the coach sees them:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="80" />
        <source>A tie at %n point(s): {names}</source>
        <translation>
            <numerusform>A tie at %n point: {names}</numerusform><numerusform>A tie at %n points: {names}</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="82" />
        <source>{names} wins with %n point(s)</source>
        <translation>
            <numerusform>{names} wins with %n point</numerusform><numerusform>{names} wins with %n points</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="119" />
        <source>Completed: {player} scores {what}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="71" />
        <source>%n point(s)</source>
        <extracomment>the numbers Qt counts in ``tr(text, "", n)``: a C int, and not below 0 (then "%n" stays) a spot's name on a tile: its place, after its square's offset on a tile of several squares the expansions' UI halves, speaking this object's language (``translated``)</extracomment>
        <translation>
            <numerusform>%n point</numerusform><numerusform>%n points</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="93" />
        <source>Correction for {player}: {points} ({reason})</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="99" />
        <source>a road of %n tile(s)</source>
        <translation>
            <numerusform>a road of %n tile</numerusform><numerusform>a road of %n tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="101" />
        <source>a city of %n tile(s)</source>
        <translation>
            <numerusform>a city of %n tile</numerusform><numerusform>a city of %n tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="103" />
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n pennant</numerusform><numerusform>%n pennants</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="104" />
        <source>{city} with {pennants}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="107" />
        <source>a cloister with %n of 9 tiles</source>
        <translation>
            <numerusform>a cloister with %n of 9 tiles</numerusform><numerusform>a cloister with %n of 9 tiles</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="107" />
        <source>a cloister</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="110" />
        <source>a field touching %n completed city(s)</source>
        <translation>
            <numerusform>a field touching %n completed city</numerusform><numerusform>a field touching %n completed cities</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="115" />
        <source>Game end: {player} scores {what}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="135" />
        <source>Turn {turn}: {sentence}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="265" />
        <source>place {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="268" />
        <source>deploy {figure}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="144" />
        <source>{tile} fits nowhere: discarded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="155" />
        <source>{player} is outvoted on the road and scores nothing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="156" />
        <source>{player} is outvoted in the city and scores nothing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="157" />
        <source>{player} is outvoted in the field and scores nothing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="158" />
        <source>{player} is outvoted and scores nothing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="163" />
        <source>Nobody scores the completed road: no follower on it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="164" />
        <source>Nobody scores the completed city: no follower on it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="165" />
        <source>Nobody scores the completed cloister: no monk on it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="166" />
        <source>nobody scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="175" />
        <source>a knight</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="176" />
        <source>a thief</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="177" />
        <source>a monk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="178" />
        <source>a farmer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="180" />
        <source>a follower</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="196" />
        <source>north</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="196" />
        <source>east</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="196" />
        <source>south</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="196" />
        <source>west</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="198" />
        <location filename="../../ui/words/texts.py" line="201" />
        <source>north-west</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="198" />
        <location filename="../../ui/words/texts.py" line="199" />
        <source>north-east</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="199" />
        <location filename="../../ui/words/texts.py" line="200" />
        <source>south-east</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="200" />
        <location filename="../../ui/words/texts.py" line="201" />
        <source>south-west</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="208" />
        <source>middle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="218" />
        <source>{n} east</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="218" />
        <source>{n} west</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="220" />
        <source>{n} south</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="220" />
        <source>{n} north</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="224" />
        <source>the start tile's north-west square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="226" />
        <source>the start tile's square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="230" />
        <source>{where} of the start tile's north-west square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="231" />
        <source>{where} of the start tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="263" />
        <location filename="../../ui/words/texts.py" line="278" />
        <source>draw {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="270" />
        <source>no follower</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="272" />
        <location filename="../../ui/words/texts.py" line="280" />
        <source>discard {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="274" />
        <source>correction for {player}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="276" />
        <source>end of the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="293" />
        <source>Roads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="294" />
        <source>Cities</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="295" />
        <source>Cloisters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="296" />
        <source>Fields</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="297" />
        <source>Corrections</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TileEditor</name>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="156" />
        <source>Edit a tile</source>
        <extracomment>The id the picture is built with while the name is not usable yet (``_`` is no editor name). a hand-made wiring read from the entry, kept while edges and wiring choices stay the entry being edited, as read: what it shows that no field here gives is kept</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="156" />
        <source>New tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="159" />
        <source>e.g. A or curve-2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="168" />
        <source>Separate cities (each city edge its own city)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="172" />
        <source>Cloister</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="218" />
        <source>Tile</source>
        <extracomment>a check box for each expansion's kind of feature with a look, by the kind's name the expansions' marks, as their UI halves offer them</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="223" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="224" />
        <source>Copies in the box</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="225" />
        <source>Edges</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="226" />
        <source>Clockwise from north: C city, R road, F field.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="228" />
        <source>Wiring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="232" />
        <source>Roads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="236" />
        <source>On the tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="238" />
        <source>Pennants</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="467" />
        <source>{mark}: only on a tile with a road.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="327" />
        <source>one road through the tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="328" />
        <source>each road ends on the tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="329" />
        <source>two curves: north–east and south–west</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="330" />
        <source>two curves: north–west and east–south</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="354" />
        <source>(type the edges first)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="356" />
        <source>no roads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="382" />
        <location filename="../../ui/dialogs/tile_editor.py" line="464" />
        <source>Type the four edges, north, east, south, west, each C, R or F.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="384" />
        <source>Give the tile a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="386" />
        <source>A tile name has only letters, digits and - (no spaces).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="407" />
        <source>Hand-made wiring from the file, kept until you change the edges or the wiring.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="462" />
        <source>A road cannot cross a city: keep the cities separate or let the roads end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="463" />
        <source>Pennants need a city.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="469" />
        <source>{mark}: only on a tile with a city.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="480" />
        <source>{edges} (north at the top)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TileNames</name>
    <message>
        <location filename="../../ui/words/tile_names.py" line="101" />
        <source>Base game</source>
        <extracomment>the sentence whose translation tells which language the kept names are in (``_kept``) by tile id: the tile type named (another type of that id, a tile described anew, is named anew and takes its place), its name, its description</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="139" />
        <source>{name}. Edges from the north, clockwise: {edges}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="160" />
        <source>%n separate cities</source>
        <translation>
            <numerusform>%n separate cities</numerusform><numerusform>%n separate cities</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="163" />
        <source>pennant</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="163" />
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n pennant</numerusform><numerusform>%n pennants</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="166" />
        <source>cloister</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="175" />
        <source>straight road</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="176" />
        <source>%n straight road(s)</source>
        <translation>
            <numerusform>%n straight road</numerusform><numerusform>%n straight roads</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="183" />
        <source>curved road</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="183" />
        <source>%n curved road(s)</source>
        <translation>
            <numerusform>%n curved road</numerusform><numerusform>%n curved roads</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="192" />
        <source>city across the tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="194" />
        <source>city on one side</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="195" />
        <source>city on two sides</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="196" />
        <source>city on three sides</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="197" />
        <source>city on all four sides</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="201" />
        <source>road to the door</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="201" />
        <source>%n road(s) to the door</source>
        <translation>
            <numerusform>%n road to the door</numerusform><numerusform>%n roads to the door</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="203" />
        <source>two roads ending at a village</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="205" />
        <source>crossroads of %n roads</source>
        <translation>
            <numerusform>crossroads of %n roads</numerusform><numerusform>crossroads of %n roads</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="208" />
        <source>road to the city gate</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="208" />
        <source>%n road(s) to the city gate</source>
        <translation>
            <numerusform>%n road to the city gate</numerusform><numerusform>%n roads to the city gate</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="212" />
        <source>dead-end road</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="212" />
        <source>%n dead-end road(s)</source>
        <translation>
            <numerusform>%n dead-end road</numerusform><numerusform>%n dead-end roads</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="218" />
        <source>city</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="218" />
        <source>road</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="218" />
        <source>field</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TilePainter</name>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="23" />
        <source>Fortune</source>
        <extracomment>The sectors' names as printed on the wheel, for the translators (``lupdate`` reads these; ``sector_name`` translates a sector's name in the same context).</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="24" />
        <source>Tax</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="25" />
        <source>Famine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="26" />
        <source>Storm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="27" />
        <source>Inquisition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="28" />
        <source>Plague</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TileSetsDialog</name>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="573" />
        <source>Your tile sets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="580" />
        <source>New set…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="581" />
        <source>Import…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="582" />
        <source>Export…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="583" />
        <location filename="../../ui/dialogs/tile_editor.py" line="815" />
        <source>Delete set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="597" />
        <source>Add tile…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="598" />
        <source>Edit tile…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="599" />
        <source>Remove tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="615" />
        <source>Sets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="638" />
        <source>Describe the tiles of your own box once (the Signposts and the Fortune Tellers have no public tile list); your sets can then be chosen for a new game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="657" />
        <source>Some files in the folder were left out:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="696" />
        <source>No set yet: make a new one or import one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="709" />
        <source>{name} ×{count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="721" />
        <source>&lt;b&gt;{title}&lt;/b&gt; ({name}): {types} tile types, {total} tiles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="742" />
        <source>Cannot save the set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="757" />
        <source>Cannot make the set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="758" />
        <source>You already have a set named {name}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="783" />
        <source>Cannot edit this tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="785" />
        <source>{tile} is defined elsewhere or covers several squares: change it in the file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="814" />
        <source>Delete the set {name} and its file? This cannot be undone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="820" />
        <source>Cannot delete the set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="836" />
        <source>You already have a set named {name}: delete it first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="840" />
        <source>Cannot import this file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="860" />
        <source>Cannot export the set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="875" />
        <source>Import a tile set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="875" />
        <location filename="../../ui/dialogs/tile_editor.py" line="881" />
        <source>Tile sets (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="881" />
        <source>Export the tile set</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TradersAndBuildersUI</name>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="156" />
        <source>wine</source>
        <extracomment>each good's colour on its disc, in the light and the dark scheme the phone's tally picture and what it shows (``phone_parts``)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="156" />
        <source>grain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="156" />
        <source>cloth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="160" />
        <location filename="../../ui/expansions/traders_builders.py" line="387" />
        <source>Traders &amp; Builders</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="166" />
        <source>Traders &amp; Builders (24 tiles: goods, a builder and a pig each)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="182" />
        <source>Game end: {player} has the most {good} ({count}): {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="188" />
        <source>{field} with the player's pig (4 per city)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/traders_builders.py" line="194" />
        <source>{player} completes a city and takes %n {good} token(s)</source>
        <translation>
            <numerusform>{player} completes a city and takes %n {good} token</numerusform><numerusform>{player} completes a city and takes %n {good} tokens</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="200" />
        <source>{player}'s builder goes home: no follower of theirs is left in its city</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="202" />
        <source>{player}'s builder goes home: no follower of theirs is left on its road</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="208" />
        <location filename="../../ui/expansions/traders_builders.py" line="364" />
        <source>Goods</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="214" />
        <source>the goods' majorities gain about {points} at the end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="215" />
        <source>the goods' majorities lose about {points} at the end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="220" />
        <source>Whoever completes a city takes a token for each good in it. At the end, the most tokens of each good score 10 points; tied players each score 10. The board shows where this player's tokens came from.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="226" />
        <source>A pig makes its owner's field score 4 points instead of 3 for each completed city it touches.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="232" />
        <source>the builder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="232" />
        <source>the pig</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="240" />
        <source>deploy the builder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="241" />
        <source>deploy the builder, {where}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="243" />
        <source>deploy the pig</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="244" />
        <source>deploy the pig, {where}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="268" />
        <source>Builder:
{where}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="270" />
        <source>Deploy your builder beside your follower: each later tile that extends its feature earns you another turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="276" />
        <source>Pig:
{where}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="278" />
        <source>Deploy your pig beside your farmer: your field scores 4 per city instead of 3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="294" />
        <source>No tile left in the bag extends this city: a builder on it earns no extra turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="296" />
        <source>No tile left in the bag extends this road: a builder on it earns no extra turn.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/traders_builders.py" line="299" />
        <source>The bag can still extend this city: %n tile(s) left fit its open sides; about {soon:.0%} that one of your {draws} draws left is one.</source>
        <translation>
            <numerusform>The bag can still extend this city: %n tile left fit its open sides; about {soon:.0%} that one of your {draws} draws left is one.</numerusform><numerusform>The bag can still extend this city: %n tiles left fit its open sides; about {soon:.0%} that one of your {draws} draws left is one.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/traders_builders.py" line="306" />
        <source>The bag can still extend this road: %n tile(s) left fit its open ends; about {soon:.0%} that one of your {draws} draws left is one.</source>
        <translation>
            <numerusform>The bag can still extend this road: %n tile left fit its open ends; about {soon:.0%} that one of your {draws} draws left is one.</numerusform><numerusform>The bag can still extend this road: %n tiles left fit its open ends; about {soon:.0%} that one of your {draws} draws left is one.</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="322" />
        <source>Another turn: the builder's city grew.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="323" />
        <source>Another turn: the builder's road grew.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="328" />
        <source>Or press the “Builder” or the “Pig” button.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="330" />
        <source>Or press the “Builder” button.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="332" />
        <source>Or press the “Pig” button.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="394" />
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="395" />
        <source>Goods (in its cities)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WheelOfFortuneUI</name>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="268" />
        <source>The Wheel of Fortune: the pig is on {sector}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="61" />
        <source>wheel symbol {number}</source>
        <extracomment>the engine's prefix of the wheel's score sources ("wheel:tax") and of their notes the wheel's picture on the phone page, in pixels (the page shows it at most this wide)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="68" />
        <source>road to the wheel</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="68" />
        <source>%n road(s) to the wheel</source>
        <translation>
            <numerusform>%n road to the wheel</numerusform><numerusform>%n roads to the wheel</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="70" />
        <source>wheel of fortune</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="74" />
        <source>Wheel of Fortune</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="75" />
        <source>Wheel of Fortune, its numbered tiles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="83" />
        <source>The Wheel of Fortune alone (72 tiles; the wheel starts)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="88" />
        <source>Base game + the 19 wheel tiles (the wheel starts)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="92" />
        <source>Base game + the 19 wheel tiles, wheel beside the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="99" />
        <source>Base game (72 tiles), no Wheel of Fortune</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="104" />
        <source>Famine: majority only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="105" />
        <source>Wheel of Fortune: only the field's majority farmers eat (older wording).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="120" />
        <source>Fortune smiles on {player}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="122" />
        <source>%n knight(s)</source>
        <translation>
            <numerusform>%n knight</numerusform><numerusform>%n knights</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="124" />
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n pennant</numerusform><numerusform>%n pennants</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="125" />
        <source>Tax: {player}'s {knights} in a city with {pennants}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="128" />
        <source>Tax: {player}'s {knights} in a city: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="132" />
        <source>Famine: {player}'s {farmers} by {cities}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="134" />
        <source>%n farmer(s)</source>
        <translation>
            <numerusform>%n farmer</numerusform><numerusform>%n farmers</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="135" />
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n completed city</numerusform><numerusform>%n completed cities</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="139" />
        <source>Storm: {player} has {supply} in supply: {points}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="140" />
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n follower</numerusform><numerusform>%n followers</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="143" />
        <source>Inquisition: {player}'s {monks}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="144" />
        <source>%n monk(s)</source>
        <translation>
            <numerusform>%n monk</numerusform><numerusform>%n monks</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="146" />
        <source>{player}'s crown field pays: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="150" />
        <source>The wheel turns: the pig stops on {sector}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="154" />
        <source>Plague: {player} sends {figure} home</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="166" />
        <source>nobody scores, no one has a knight in a city</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="167" />
        <source>nobody scores, no farmer's field touches a completed city</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="168" />
        <source>nobody scores, no one has a follower in their supply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="169" />
        <source>nobody scores, no one has a monk on the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="170" />
        <source>nobody goes home, no one has a follower on a land tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="171" />
        <source>nobody scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="172" />
        <source>{sector}: {why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="176" />
        <source>Crown fields</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="184" />
        <source>the crown fields should pay about {points} when the pig stops</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="187" />
        <source>the crown fields should pay about {points} less</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="190" />
        <source>the pig's next sector should pay about {points} more</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="191" />
        <source>the pig's next sector should pay about {points} less</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="195" />
        <source>a follower from a crown field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="203" />
        <source>a follower on the {sector} crown field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="204" />
        <source>a follower on the {sector} crown field {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="209" />
        <source>send a follower home (plague)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="215" />
        <source>Plague: {player} chooses which of their ringed followers goes home.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="241" />
        <location filename="../../ui/expansions/wheel_of_fortune/panel.py" line="180" />
        <source>Deploy a follower on this crown field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="247" />
        <source>The pig</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="275" />
        <source>The Wheel of Fortune</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="304" />
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="305" />
        <source>Wheel number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/panel.py" line="181" />
        <source>Take this follower back</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WheelPanel</name>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/panel.py" line="101" />
        <source>The pig is on {sector}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/panel.py" line="99" />
        <source>The Wheel of Fortune</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WindRosesUI</name>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="76" />
        <source>whole wind rose</source>
        <extracomment>the engine's score source of a quarter rose placed in its section the rose's ink (both schemes), and the room its mark takes: its north or quarter is read too where a quarter rose's filled quarter lies, as Qt's angles (counter-clockwise from 3 o'clock)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="78" />
        <source>north-east</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="79" />
        <source>south-east</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="80" />
        <source>south-west</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="81" />
        <source>north-west</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="83" />
        <source>wind rose quarter {direction}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="91" />
        <source>The Wind Roses (6 tiles: the orange rose starts)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="150" />
        <source>{player} places a quarter wind rose in its own section: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="157" />
        <source>The new blue rose takes over: the sections are counted from it now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="160" />
        <source>Wind roses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="86" />
        <location filename="../../ui/expansions/wind_roses.py" line="166" />
        <source>The Wind Roses</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>colors</name>
    <message>
        <location filename="../../ui/look/colors.py" line="51" />
        <source>red</source>
        <extracomment>"system" follows the system's light or dark scheme; "light" and "dark" force one</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="52" />
        <source>blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="53" />
        <source>green</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="54" />
        <source>yellow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="55" />
        <source>black</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="56" />
        <source>grey</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="57" />
        <source>pink</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>