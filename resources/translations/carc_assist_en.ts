<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
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
        <location filename="../../ui/start/app.py" line="162" />
        <source>Resume the last game?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="183" />
        <source>carc-assist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="184" />
        <source>carc-assist already runs. Its window is open on this computer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="156" />
        <source>carc-assist did not close properly. Resume the game it saved after the last action?</source>
        <extracomment>the data folder of earlier versions moved into this one (before the library opens)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="160" />
        <source>The last game is not finished. Go on with it?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BagModel</name>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="213" />
        <source>{description} ({code}): {left} left</source>
        <extracomment>the folded words a search matches (``TileNames.search_words``); headers: their set's name how many of the type its tooltip says are left (-1: a tooltip without, in tournament mode) Tile pictures in the bag: as large as lets every type fit the panel, within these bounds. Too many types for that (every expansion at 1366×768): the compact bag, pictures down to this size with what is left on them (the chance in their tooltips) what each type's item shows: its count text, the count its tooltip says (-1: none, in tournament mode; None: no tooltip yet), whether it can be picked</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="223" />
        <source>×{left} {chance:.0%}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BagPanel</name>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="414" />
        <source>Drawn tile: city road … or its letter</source>
        <extracomment>the tiles drawn at the table, their ids: one, or several at once (fortune tellers) the tile drawn is not in the app's sets: the player will describe it</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="422" />
        <source>Type what the drawn tile shows (city road pennant …), its edges clockwise from the north (CRFR: city, road, field), or its letter. Enter picks the first one shown.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="451" />
        <source>I drew several tiles</source>
        <extracomment>tiles picked for a drawing of several, not yet sent: only an input buffer, emptied whenever the game changes the player drew several tiles at once (fortune tellers): clicks gather them</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="456" />
        <source>Done drawing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="468" />
        <source>Drawn a tile the app does not know…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="576" />
        <source>Bag</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/panels/bag_panel.py" line="579" />
        <source>Bag: %n tile(s) left</source>
        <translation>
            <numerusform>Bag: %n tile left</numerusform><numerusform>Bag: %n tiles left</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="591" />
        <source>The game starts on {tile}.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/panels/bag_panel.py" line="632" />
        <source>Click each tile drawn (up to %n). Drawn: </source>
        <translation>
            <numerusform>Click each tile drawn (up to %n). Drawn: </numerusform><numerusform>Click each tile drawn (up to %n). Drawn: </numerusform></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message numerus="yes">
        <location filename="../../ui/board/board_view.py" line="535" />
        <source>%n tile(s)</source>
        <extracomment>the player chose a placement for the held tile the player clicked a follower spot (its location name) the player declined to deploy a follower (Enter / Space) the player chose another follower-step action (a festival take-back …) the placement the preview shows (None: no preview), for the learning mode the board drew itself anew: the overlays shown (``heat_shown``, ``tint_shown``) may differ within ``_one_move``: how far the scroll bars moved the board, across and down</extracomment>
        <translation>
            <numerusform>%n tile</numerusform><numerusform>%n tiles</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="543" />
        <source>{size}; worth {points} if the game ended now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="538" />
        <source>A field; worth {points} to its farmers if the game ended now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="550" />
        <source>One tile short: the next tile completes it {now:.0%}, within 3 draws {soon:.0%}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="616" />
        <source>Deploy {figure} here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="664" />
        <source>Send this figure home</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="695" />
        <source>No tile left in the bag can fill this square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="701" />
        <source>Next tile fits here: {chance:.0%}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="887" />
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
        <location filename="../../ui/words/coach_words.py" line="33" />
        <source>{turn}: nothing to gain or lose.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="34" />
        <source>{turn}: {reasons}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="41" />
        <source>How did that go? Well played, {player}: the coach finds no better turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="46" />
        <source>placing it {where}, with no follower</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="48" />
        <source>placing it {where} with {figure}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="52" />
        <source>placing it {where}, then {choice}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="56" />
        <source>How did that go? {player}, your turn was worth about {points} less than {best}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="63" />
        <source>Turn {turn} — {player}, about {points} won on the others</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="67" />
        <source>Turn {turn} — {player}, about {points} lost to the others</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="72" />
        <source>{swing}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="73" />
        <source>{swing}: {reasons}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="78" />
        <source>Place it here, with no follower</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="80" />
        <source>Place it here and put {figure} on it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="81" />
        <source>Place it here, then {choice}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="87" />
        <source>your new city</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="88" />
        <source>your new road</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="89" />
        <source>your new cloister</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="90" />
        <source>your new field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="92" />
        <source>your new feature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="94" />
        <source>your city</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="95" />
        <source>your road</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="96" />
        <source>your cloister</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="97" />
        <source>your field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="99" />
        <source>your feature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="104" />
        <source>{player}'s city</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="105" />
        <source>{player}'s road</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="106" />
        <source>{player}'s cloister</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="107" />
        <source>{player}'s field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="109" />
        <source>{player}'s feature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="117" />
        <source>it completes {feature}: {points} now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="121" />
        <source>{points} now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="123" />
        <source>{feature} should bring about {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="129" />
        <source>{feature} loses about {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="130" />
        <source>{feature} gains about {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="132" />
        <source>it gives {player} {points} now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="135" />
        <source>it ties up a follower (worth about {points})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="136" />
        <source>a follower comes back sooner (worth about {points})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="138" />
        <source>other effects: about {points}</source>
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
        <location filename="../../ui/expansions/festival.py" line="71" />
        <source>{player}: click a spot to deploy, or a ringed figure to take it back (or choose with the arrow keys), or Enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="104" />
        <source>Festival symbol</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="47" />
        <location filename="../../ui/expansions/festival.py" line="79" />
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
        <location filename="../../ui/expansions/fortune_tellers.py" line="87" />
        <source>{player} completes a fortune teller's tent: {points}</source>
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
        <location filename="../../ui/expansions/traders_builders.py" line="438" />
        <source>Goods</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="465" />
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
        <location filename="../../ui/panels/hint_panel.py" line="154" />
        <source>Hint (H)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="155" />
        <source>The coach's three best turns for this tile, explained</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="164" />
        <source>Looking a turn ahead… %p%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="168" />
        <source>Stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="169" />
        <source>Keep the quick answer and stop looking further</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="209" />
        <source>The coach is thinking…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="268" />
        <source>Looked a turn ahead. {words}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="283" />
        <source>{n}. {value:+.1f}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="293" />
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
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="233" />
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
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="208" />
        <source>{player}: click a spot for a follower, or a button over the board for the big follower or another figure, or Enter for none.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="212" />
        <source>{player}: click a spot for a follower, or a “Big follower” button for the big one, or Enter for none.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="241" />
        <source>Inn by a lake (on its roads)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="242" />
        <source>Cathedral (in its cities)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Instruction</name>
    <message>
        <location filename="../../ui/window/instruction.py" line="41" />
        <source>Start a new game (Game → New game) or open a saved one.</source>
        <extracomment>the sentences a label keeps the measures of (a few steps' of each player: they come again) the pictures of sentences it keeps: a round's (a draw, a placement and a follower step of each of six players), so that a player's draw is painted from its picture the next round</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="51" />
        <source>{player}: which tiles were drawn (up to {draws})? Click the one drawn; for several, first press “I drew several tiles”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="56" />
        <source>{player}: which tile was drawn? Click it in the bag, or type what it shows and Enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="63" />
        <source>{tile} fits nowhere on the board: show it, discard it and draw again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="66" />
        <source>{player} places {tile}: click a lit square, or move it there with the arrow keys and press Enter (mouse wheel or R turns it).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="71" />
        <source>{player}: click a spot to deploy a follower (or choose one with the arrow keys), or Enter for none.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="76" />
        <source>{player}: make the choice the game waits for.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="75" />
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
        <location filename="../../ui/dialogs/library_damage.py" line="56" />
        <source>Recover makes a new games library from every game that can be read in it, in the backups and in the games' journals (the newest copy of each game). The damaged file is kept aside, never deleted.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/library_damage.py" line="85" />
        <source>%n game(s) came back: {library} from the library, {backups} from the backups and journals.</source>
        <translation>
            <numerusform>%n game came back: {library} from the library, {backups} from the backups and journals.</numerusform><numerusform>%n games came back: {library} from the library, {backups} from the backups and journals.</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="106" />
        <source>turn {turn}, as before</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="108" />
        <source>back at turn {turn}; some of its actions could not be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="114" />
        <source>back at turn {turn}; turn {lost} could not be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="116" />
        <source>back at turn {turn}; turns {first}–{last} could not be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="110" />
        <source>back at turn {turn}; the rest of turn {turn} could not be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="119" />
        <source>{game}: {said}</source>
        <translation type="unfinished" />
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
        <location filename="../../ui/dialogs/library_damage.py" line="93" />
        <source>These games could not be brought back, no copy holds them: {ids}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="98" />
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
        <location filename="../../ui/library/window.py" line="330" />
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
        <location filename="../../ui/library/window.py" line="140" />
        <source>Resume</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="141" />
        <source>Export…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="142" />
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="148" />
        <source>Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="187" />
        <source>Damaged: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="189" />
        <location filename="../../ui/library/window.py" line="330" />
        <source>Finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="208" />
        <source>Unfinished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="193" />
        <source>{state} (on the board now)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="210" />
        <source>Unfinished, turn {turn} of about {turns}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/library/window.py" line="213" />
        <source>Unfinished, %n turn(s) played, the bag empty</source>
        <translation>
            <numerusform>Unfinished, %n turn played, the bag empty</numerusform><numerusform>Unfinished, %n turns played, the bag empty</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="225" />
        <source>The game on the board cannot be deleted.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="254" />
        <source>Export the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="254" />
        <source>Saved games (*.carc)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="264" />
        <source>Cannot export</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="277" />
        <source>Cannot delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="281" />
        <source>Deleted the game of {when} ({players}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="295" />
        <source>Cannot undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="309" />
        <source>Per player name (wins, mean and best over finished games):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="311" />
        <source>Per expansion:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="313" />
        <source>Final scores over time:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="331" />
        <source>Mean score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="331" />
        <source>Best score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="335" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="335" />
        <source>Wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="355" />
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
        <location filename="../../ui/panels/log_view.py" line="101" />
        <source>Double-click: why? (the rule behind these points)</source>
        <extracomment>the segments the entry counted, as (placed tile's origin, segment on that tile) the turn the entry belongs to (changing a past turn starts at the chosen entry's) the clicked entry's squares, the expansions' places of it (a road's correct signposts) and its counted segments (empty: none) "why?": the help page and anchor of the rule behind a double-clicked entry</extracomment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.py" line="92" />
        <source>carc-assist</source>
        <extracomment>the user tile set that tiles described during a game go into, when the game has none</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="110" />
        <source>No follower (Enter)</source>
        <extracomment>the expansions' own views beside the scoreboard (the wheel …), from their UI halves</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="111" />
        <source>Discard and draw again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="112" />
        <source>Final scoring, step by step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="162" />
        <source>Why? The rule behind the chosen entry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="202" />
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="203" />
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="204" />
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="205" />
        <source>Games &amp;library…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="206" />
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="208" />
        <source>Save &amp;as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="210" />
        <source>Your &amp;tile sets…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="211" />
        <source>Show on &amp;phones…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="213" />
        <source>&amp;End the game now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="215" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="216" />
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="217" />
        <location filename="../../ui/window/main_window.py" line="614" />
        <source>Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="219" />
        <location filename="../../ui/window/main_window.py" line="622" />
        <source>Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="222" />
        <source>C&amp;hange a past turn…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="225" />
        <source>&amp;Correct a score…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="227" />
        <source>&amp;Preferences…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="228" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="229" />
        <source>&amp;Fit the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="230" />
        <source>Show the final scoring step by step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="231" />
        <source>The coach's hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="232" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="234" />
        <source>&amp;Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="236" />
        <source>&amp;About carc-assist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="238" />
        <source>Show what fits where (not in tournament mode)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="242" />
        <source>Tint fields by who holds them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="245" />
        <source>Learning mode: show what a placement would score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="325" />
        <source>Open a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="325" />
        <source>Saved games (*.carc *.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="337" />
        <source>Cannot open this file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="346" />
        <source>Cannot open this game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="399" />
        <source>The games library cannot be used: {reason}. Data folder: {folder}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="406" />
        <source>The game cannot be stored in the games library: {reason}. It is kept in memory and in an emergency copy ({copy}), and stored again after the next action once the library allows it. Data folder: {folder}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="414" />
        <source>The game cannot be stored in the games library: {reason}. It is kept in memory only (no emergency copy could be written either), and stored again after the next action once the library allows it. Data folder: {folder}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="422" />
        <source>The last backup of the games library failed: {reason}. Earlier backups are kept.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="695" />
        <source>An emergency copy is kept in {copy}; the app offers it at the next start.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="699" />
        <source>No emergency copy could be written either: the game is in memory only.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="703" />
        <source>The game is not stored</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="704" />
        <source>Some actions of this game are not stored in the games library: {reason}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="714" />
        <source>Try again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="715" />
        <source>Save the game to a file…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="716" />
        <source>Quit anyway</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="437" />
        <source>Save the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="437" />
        <source>Saved games (*.carc)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="451" />
        <source>Cannot save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="453" />
        <source>Saved to {path}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="458" />
        <source>End the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="458" />
        <source>Stop now and do the final scoring?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="485" />
        <source>My tiles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="495" />
        <source>Cannot add the tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="529" />
        <source>Placed here (no follower): {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="531" />
        <source>Placed here, this tile completes nothing that scores (with no follower).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="608" />
        <source>Undo: the change to turn {turn}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="611" />
        <source>Undo: {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="616" />
        <source>Redo: the change to turn {turn}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="619" />
        <source>Redo: {what}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="67" />
        <source>New game</source>
        <extracomment>characters of a user set's title the set's check box shows (about; the rest elided)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="69" />
        <source>Players, in turn order</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="73" />
        <source>Add player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="74" />
        <source>Remove last</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="83" />
        <source>Tiles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="105" />
        <source>{title} (your tiles)</source>
        <extracomment>each expansion's ways to play it: a check box, or a list with "without it" first</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="114" />
        <source>Rule options</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="179" />
        <source>Small city: 2 points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="180" />
        <source>A completed city of exactly 2 tiles scores 2, not 4 (old English editions).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="183" />
        <source>Followers per player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="184" />
        <source>The box has 7; fewer or more is a house rule.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="143" />
        <source>Tournament mode</source>
        <extracomment>a control per rule option (engine's declarations), with the half it belongs to</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="147" />
        <source>Hides bag counts, chances and hints: tournament rules forbid counting tiles.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewSetDialog</name>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="506" />
        <source>New tile set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="509" />
        <source>e.g. signposts-mine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="513" />
        <source>e.g. Signposts (my box)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="522" />
        <source>Title</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="523" />
        <source>Short name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="531" />
        <source>The title is what the app shows. The short name is for the set's file: letters, digits and - only.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="547" />
        <source>Give the set a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="549" />
        <source>A set name has only letters, digits and - (no spaces).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="551" />
        <source>You already have a set named {name}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="553" />
        <source>Give the set a title.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="66" />
        <source>Carcassonne table</source>
        <extracomment>the page's languages (the app's translations) pixels per square of a served tile picture (the page scales them) the page's own words (the page fills in the names in braces), in the context "PhonePage"</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="67" />
        <source>Connecting…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="68" />
        <source>Live</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="69" />
        <source>No game yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="70" />
        <source>Turn {turn}: {name} plays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="71" />
        <source>Game over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="72" />
        <source>Scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="73" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="74" />
        <source>Score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="75" />
        <source>Supply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="76" />
        <source>Last turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="77" />
        <source>Log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="78" />
        <source>Bag</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="79" />
        <source>{n} tiles left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="80" />
        <source>Tournament mode: counts are hidden</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="81" />
        <source>Fit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="82" />
        <source>The board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="83" />
        <source>Drawn tile: {tile}. Tap a square where it fits, turn it, then propose.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="86" />
        <source>Drawn tile: {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="87" />
        <source>Turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="88" />
        <source>Propose</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="89" />
        <source>Proposal sent: the desktop decides.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="90" />
        <source>The desktop did not take the proposal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="91" />
        <source>{name} chooses:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="92" />
        <source>Tap a spot on the board or a choice below, then propose.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="93" />
        <source>Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="94" />
        <source>As on the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="97" />
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
        <location filename="../../ui/board/board_view.py" line="1688" />
        <source>Turn the tile back (Shift+R)</source>
        <extracomment>one square drawn, by zoom and look (a few: cleared when they grow many) the width of a heat map square's outline and of a dead square's cross one square of a shade drawn, by zoom, shade and colours (see ``_stamp``) the follower it shows (None: a figure off the tiles, a crown field's) the square the spot is on, in scene units (None: off the tiles): drawn inside it</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="1689" />
        <source>Turn the tile (R)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="1690" />
        <source>Place the tile here (Enter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="1691" />
        <source>Take the tile off this square (Esc)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
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
        <location filename="../../ui/dialogs/preferences.py" line="70" />
        <source>The scheme's own</source>
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
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="93" />
        <source>As the colour scheme</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RaceChart</name>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="86" />
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
        <location filename="../../ui/words/refusals.py" line="61" />
        <source>First draw a tile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="62" />
        <source>First place the drawn tile (or discard it if it fits nowhere).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="65" />
        <source>First deploy a follower on the placed tile, or choose none.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="68" />
        <location filename="../../ui/words/refusals.py" line="87" />
        <source>The game is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="293" />
        <source>First the plague: each player in turn takes one of their followers back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="166" />
        <source>First keep one of the tiles drawn, or discard them all.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="75" />
        <source>First finish the choice the game waits for.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="81" />
        <source>Does not fit: its {side} edge is {have}, the neighbouring tile's {other} edge is {need}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="134" />
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
        <location filename="../../ui/words/refusals.py" line="88" />
        <source>This needs an expansion that is not in this game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="92" />
        <source>No such tile is in this game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="93" />
        <source>No "{tile}" is left in the bag.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="96" />
        <source>The tile in hand is "{held}", not "{tile}".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="99" />
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="102" />
        <source>No tile is in hand: draw one first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="103" />
        <source>"{tile}" covers several squares and cannot be turned.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="106" />
        <source>That square already holds a tile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="108" />
        <source>A tile must touch a tile already on the board.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="111" />
        <source>"{tile}" can be placed, so it cannot be discarded.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="114" />
        <source>No follower is left in the supply.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="115" />
        <source>No figure of that kind is left in the supply.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="118" />
        <source>The placed tile has no such spot.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="119" />
        <source>That feature already holds a follower.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="122" />
        <source>A figure can be deployed only on the tile just placed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="125" />
        <source>No player is called {player}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="128" />
        <source>An adjustment is at most {most} points either way.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="131" />
        <source>A reason is printable text of at most {most} characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="90" />
        <source>A figure can be taken back only after placing a festival tile, instead of deploying.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="94" />
        <source>None of your figures stands there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="97" />
        <source>No figure stands there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="98" />
        <source>Only your own figure can be taken back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="286" />
        <source>The wheel has no such crown field.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="289" />
        <source>The plague is not on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="290" />
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
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="218" />
        <source>The big follower stands only on a road, city, cloister or field of the tile just placed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="222" />
        <source>The big follower stands only on a road, city, cloister or field, not on a tent.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="345" />
        <source>The pig stands only on a field of the tile just placed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="348" />
        <source>The builder stands only on a road or city of the tile just placed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="354" />
        <source>The pig stands only on a field that already holds one of your farmers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="357" />
        <source>The builder stands only on a road or city that already holds one of your followers.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="118" />
        <source>Player</source>
        <extracomment>the rows or columns were made anew (a new game, tournament mode switched)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="119" />
        <source>Score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="120" />
        <source>Supply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="121" />
        <source>Last turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="122" />
        <source>If it ended now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="128" />
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
    <name>SummaryDialog</name>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="126" />
        <source>Summary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="131" />
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="140" />
        <source>Followers deployed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="140" />
        <source>Lucky draws (expected)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="144" />
        <source>Lucky draws: tiles drawn that could complete a feature the player held, one tile short of done. In brackets, how many such draws the player could expect: at each of their draws, the chance that the bag gave one of those tiles, added up. More than expected: luck.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/summary.py" line="164" />
        <source>A tie at %n point(s): {names}</source>
        <translation>
            <numerusform>A tie at %n point: {names}</numerusform><numerusform>A tie at %n points: {names}</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/summary.py" line="166" />
        <source>{names} wins with %n point(s)</source>
        <translation>
            <numerusform>{names} wins with %n point</numerusform><numerusform>{names} wins with %n points</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="196" />
        <source>The turns that changed the game most, as the coach sees them:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="70" />
        <source>%n point(s)</source>
        <extracomment>the numbers Qt counts in ``tr(text, "", n)``: a C int, and not below 0 (then "%n" stays) a spot's name on a tile: its place, after its square's offset on a tile of several squares the expansions' UI halves, speaking this object's language (``translated``)</extracomment>
        <translation>
            <numerusform>%n point</numerusform><numerusform>%n points</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="80" />
        <source>Correction for {player}: {points} ({reason})</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="86" />
        <source>a road of %n tile(s)</source>
        <translation>
            <numerusform>a road of %n tile</numerusform><numerusform>a road of %n tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="88" />
        <source>a city of %n tile(s)</source>
        <translation>
            <numerusform>a city of %n tile</numerusform><numerusform>a city of %n tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="90" />
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n pennant</numerusform><numerusform>%n pennants</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="91" />
        <source>{city} with {pennants}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="94" />
        <source>a cloister with %n of 9 tiles</source>
        <translation>
            <numerusform>a cloister with %n of 9 tiles</numerusform><numerusform>a cloister with %n of 9 tiles</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="94" />
        <source>a cloister</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="97" />
        <source>a field touching %n completed city(s)</source>
        <translation>
            <numerusform>a field touching %n completed city</numerusform><numerusform>a field touching %n completed cities</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="102" />
        <source>Game end: {player} scores {what}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="105" />
        <source>{player} completes {what}: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="119" />
        <source>Turn {turn}: {sentence}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="238" />
        <source>place {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="241" />
        <source>deploy {figure}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="128" />
        <source>{tile} fits nowhere: discarded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="136" />
        <source>Nobody scores the completed road: no follower on it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="137" />
        <source>Nobody scores the completed city: no follower on it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="138" />
        <source>Nobody scores the completed cloister: no monk on it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="139" />
        <source>nobody scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="148" />
        <source>a knight</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="149" />
        <source>a thief</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="150" />
        <source>a monk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="151" />
        <source>a farmer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="153" />
        <source>a follower</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="169" />
        <source>north</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="169" />
        <source>east</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="169" />
        <source>south</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="169" />
        <source>west</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="171" />
        <location filename="../../ui/words/texts.py" line="174" />
        <source>north-west</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="171" />
        <location filename="../../ui/words/texts.py" line="172" />
        <source>north-east</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="172" />
        <location filename="../../ui/words/texts.py" line="173" />
        <source>south-east</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="173" />
        <location filename="../../ui/words/texts.py" line="174" />
        <source>south-west</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="181" />
        <source>middle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="191" />
        <source>{n} east</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="191" />
        <source>{n} west</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="193" />
        <source>{n} south</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="193" />
        <source>{n} north</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="197" />
        <source>the start tile's north-west square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="199" />
        <source>the start tile's square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="203" />
        <source>{where} of the start tile's north-west square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="204" />
        <source>{where} of the start tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="236" />
        <location filename="../../ui/words/texts.py" line="251" />
        <source>draw {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="243" />
        <source>no follower</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="245" />
        <location filename="../../ui/words/texts.py" line="253" />
        <source>discard {tile}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="247" />
        <source>correction for {player}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="249" />
        <source>end of the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="266" />
        <source>Roads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="267" />
        <source>Cities</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="268" />
        <source>Cloisters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="269" />
        <source>Fields</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="270" />
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
        <location filename="../../ui/dialogs/tile_editor.py" line="217" />
        <source>Tile</source>
        <extracomment>a check box for each expansion's kind of feature with a look, by the kind's name the expansions' marks, as their UI halves offer them</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="222" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="223" />
        <source>Copies in the box</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="224" />
        <source>Edges</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="225" />
        <source>Clockwise from north: C city, R road, F field.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="227" />
        <source>Wiring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="231" />
        <source>Roads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="235" />
        <source>On the tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="237" />
        <source>Pennants</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="466" />
        <source>{mark}: only on a tile with a road.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="326" />
        <source>one road through the tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="327" />
        <source>each road ends on the tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="328" />
        <source>two curves: north–east and south–west</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="329" />
        <source>two curves: north–west and east–south</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="353" />
        <source>(type the edges first)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="355" />
        <source>no roads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="381" />
        <location filename="../../ui/dialogs/tile_editor.py" line="463" />
        <source>Type the four edges, north, east, south, west, each C, R or F.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="383" />
        <source>Give the tile a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="385" />
        <source>A tile name has only letters, digits and - (no spaces).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="406" />
        <source>Hand-made wiring from the file, kept until you change the edges or the wiring.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="461" />
        <source>A road cannot cross a city: keep the cities separate or let the roads end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="462" />
        <source>Pennants need a city.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="468" />
        <source>{mark}: only on a tile with a city.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="479" />
        <source>{edges} (north at the top)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TileNames</name>
    <message>
        <location filename="../../ui/words/tile_names.py" line="99" />
        <source>Base game</source>
        <extracomment>the sentence whose translation tells which language the kept names are in (``_kept``) by tile id: the tile type named (another type of that id, a tile described anew, is named anew and takes its place), its name, its description</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="137" />
        <source>{name}. Edges from the north, clockwise: {edges}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="154" />
        <source>%n separate cities</source>
        <translation>
            <numerusform>%n separate cities</numerusform><numerusform>%n separate cities</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="157" />
        <source>pennant</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="157" />
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n pennant</numerusform><numerusform>%n pennants</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="160" />
        <source>cloister</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="169" />
        <source>straight road</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="170" />
        <source>%n straight road(s)</source>
        <translation>
            <numerusform>%n straight road</numerusform><numerusform>%n straight roads</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="177" />
        <source>curved road</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="177" />
        <source>%n curved road(s)</source>
        <translation>
            <numerusform>%n curved road</numerusform><numerusform>%n curved roads</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="186" />
        <source>city across the tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="188" />
        <source>city on one side</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="189" />
        <source>city on two sides</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="190" />
        <source>city on three sides</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="191" />
        <source>city on all four sides</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="195" />
        <source>road to the door</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="195" />
        <source>%n road(s) to the door</source>
        <translation>
            <numerusform>%n road to the door</numerusform><numerusform>%n roads to the door</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="197" />
        <source>two roads ending at a village</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="199" />
        <source>crossroads of %n roads</source>
        <translation>
            <numerusform>crossroads of %n roads</numerusform><numerusform>crossroads of %n roads</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="202" />
        <source>road to the city gate</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="202" />
        <source>%n road(s) to the city gate</source>
        <translation>
            <numerusform>%n road to the city gate</numerusform><numerusform>%n roads to the city gate</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="206" />
        <source>dead-end road</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="206" />
        <source>%n dead-end road(s)</source>
        <translation>
            <numerusform>%n dead-end road</numerusform><numerusform>%n dead-end roads</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="209" />
        <source>city</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="209" />
        <source>road</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="209" />
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
        <location filename="../../ui/dialogs/tile_editor.py" line="572" />
        <source>Your tile sets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="579" />
        <source>New set…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="580" />
        <source>Import…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="581" />
        <source>Export…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="582" />
        <location filename="../../ui/dialogs/tile_editor.py" line="814" />
        <source>Delete set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="596" />
        <source>Add tile…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="597" />
        <source>Edit tile…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="598" />
        <source>Remove tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="614" />
        <source>Sets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="637" />
        <source>Describe the tiles of your own box once (the Signposts and the Fortune Tellers have no public tile list); your sets can then be chosen for a new game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="656" />
        <source>Some files in the folder were left out:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="695" />
        <source>No set yet: make a new one or import one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="708" />
        <source>{name} ×{count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="720" />
        <source>&lt;b&gt;{title}&lt;/b&gt; ({name}): {types} tile types, {total} tiles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="741" />
        <source>Cannot save the set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="756" />
        <source>Cannot make the set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="757" />
        <source>You already have a set named {name}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="782" />
        <source>Cannot edit this tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="784" />
        <source>{tile} is defined elsewhere or covers several squares: change it in the file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="813" />
        <source>Delete the set {name} and its file? This cannot be undone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="819" />
        <source>Cannot delete the set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="835" />
        <source>You already have a set named {name}: delete it first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="839" />
        <source>Cannot import this file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="859" />
        <source>Cannot export the set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="874" />
        <source>Import a tile set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="874" />
        <location filename="../../ui/dialogs/tile_editor.py" line="880" />
        <source>Tile sets (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="880" />
        <source>Export the tile set</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TradersAndBuildersUI</name>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="154" />
        <source>wine</source>
        <extracomment>each good's colour on its disc, in the light and the dark scheme the phone's tally picture and what it shows (``phone_parts``)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="154" />
        <source>grain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="154" />
        <source>cloth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="158" />
        <location filename="../../ui/expansions/traders_builders.py" line="394" />
        <source>Traders &amp; Builders</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="164" />
        <source>Traders &amp; Builders (24 tiles: goods, a builder and a pig each)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="180" />
        <source>Game end: {player} has the most {good} ({count}): {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="186" />
        <source>{field} with the player's pig (4 per city)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/traders_builders.py" line="192" />
        <source>{player} completes a city and takes %n {good} token(s)</source>
        <translation>
            <numerusform>{player} completes a city and takes %n {good} token</numerusform><numerusform>{player} completes a city and takes %n {good} tokens</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="198" />
        <source>{player}'s builder goes home: no follower of theirs is left in its city</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="200" />
        <source>{player}'s builder goes home: no follower of theirs is left on its road</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="206" />
        <location filename="../../ui/expansions/traders_builders.py" line="371" />
        <source>Goods</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="212" />
        <source>the goods' majorities gain about {points} at the end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="213" />
        <source>the goods' majorities lose about {points} at the end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="218" />
        <source>Whoever completes a city takes a token for each good in it. At the end, the most tokens of each good score 10 points; tied players each score 10. The board shows where this player's tokens came from.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="224" />
        <source>A pig makes its owner's field score 4 points instead of 3 for each completed city it touches.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="230" />
        <source>the builder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="230" />
        <source>the pig</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="238" />
        <source>deploy the builder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="239" />
        <source>deploy the builder, {where}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="241" />
        <source>deploy the pig</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="242" />
        <source>deploy the pig, {where}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="266" />
        <source>Builder:
{where}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="268" />
        <source>Deploy your builder beside your follower: each later tile that extends its feature earns you another turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="274" />
        <source>Pig:
{where}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="276" />
        <source>Deploy your pig beside your farmer: your field scores 4 per city instead of 3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="292" />
        <source>No tile left in the bag extends this city: a builder on it earns no extra turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="294" />
        <source>No tile left in the bag extends this road: a builder on it earns no extra turn.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/traders_builders.py" line="297" />
        <source>The bag can still extend this city: %n tile(s) left fit its open sides; about {soon:.0%} that one of your {draws} draws left is one.</source>
        <translation>
            <numerusform>The bag can still extend this city: %n tile left fit its open sides; about {soon:.0%} that one of your {draws} draws left is one.</numerusform><numerusform>The bag can still extend this city: %n tiles left fit its open sides; about {soon:.0%} that one of your {draws} draws left is one.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/traders_builders.py" line="304" />
        <source>The bag can still extend this road: %n tile(s) left fit its open ends; about {soon:.0%} that one of your {draws} draws left is one.</source>
        <translation>
            <numerusform>The bag can still extend this road: %n tile left fit its open ends; about {soon:.0%} that one of your {draws} draws left is one.</numerusform><numerusform>The bag can still extend this road: %n tiles left fit its open ends; about {soon:.0%} that one of your {draws} draws left is one.</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="321" />
        <source>{player} takes another turn: the builder's city grew. Which tile was drawn?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="323" />
        <source>{player} takes another turn: the builder's road grew. Which tile was drawn?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="330" />
        <source>{player}: click a spot for a follower, or a “Builder” or “Pig” button, or Enter for none.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="334" />
        <source>{player}: click a spot for a follower, or the “Builder” button, or Enter for none.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="337" />
        <source>{player}: click a spot for a follower, or the “Pig” button, or Enter for none.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="401" />
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="402" />
        <source>Goods (in its cities)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WheelOfFortuneUI</name>
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
        <location filename="../../ui/expansions/wheel_of_fortune/panel.py" line="174" />
        <source>Deploy a follower on this crown field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="247" />
        <source>The pig</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="264" />
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="270" />
        <source>The Wheel of Fortune</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="299" />
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="300" />
        <source>Wheel number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/panel.py" line="175" />
        <source>Take this follower back</source>
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
        <location filename="../../ui/expansions/wind_roses.py" line="145" />
        <source>{player} places a quarter wind rose in its own section: {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="152" />
        <source>The new blue rose takes over: the sections are counted from it now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="155" />
        <source>Wind roses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="86" />
        <location filename="../../ui/expansions/wind_roses.py" line="161" />
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