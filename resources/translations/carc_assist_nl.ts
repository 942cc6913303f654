<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AbbotUI</name>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="93"/>
        <source>garden</source>
        <extracomment>a garden&apos;s hedge and lawn in the light and the dark scheme, and its flowers</extracomment>
        <translation>tuin</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="93"/>
        <source>Garden</source>
        <translation>Tuin</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="99"/>
        <location filename="../../ui/expansions/abbot.py" line="236"/>
        <source>The Abbot</source>
        <translation>De Abt</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="105"/>
        <source>The Abbot (an abbot each; gardens on 9 tiles)</source>
        <translation>De Abt (een abt per speler; tuinen op 9 tegels)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/abbot.py" line="121"/>
        <source>{player} takes the abbot back from the garden: {points}, %n tile(s) around it</source>
        <translation>
            <numerusform>{player} neemt de abt terug uit de tuin: {points}, %n tegel eromheen</numerusform>
            <numerusform>{player} neemt de abt terug uit de tuin: {points}, %n tegels eromheen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/abbot.py" line="127"/>
        <source>{player} takes the abbot back from the cloister: {points}, %n tile(s) around it</source>
        <translation>
            <numerusform>{player} neemt de abt terug uit het klooster: {points}, %n tegel eromheen</numerusform>
            <numerusform>{player} neemt de abt terug uit het klooster: {points}, %n tegels eromheen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/abbot.py" line="136"/>
        <source>Game end: {player} scores a garden with %n of 9 tiles: {points}</source>
        <translation>
            <numerusform>Eindtelling: {player} scoort een tuin met %n van de 9 tegels: {points}</numerusform>
            <numerusform>Eindtelling: {player} scoort een tuin met %n van de 9 tegels: {points}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="138"/>
        <source>{player} completes a garden: {points}</source>
        <translation>{player} voltooit een tuin: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="143"/>
        <source>The Abbot: the tiles show gardens</source>
        <translation>De Abt: de tegels tonen tuinen</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="144"/>
        <source>Untick it for tiles without gardens: the abbot then goes on cloisters only.</source>
        <translation>Vink dit uit voor tegels zonder tuinen: de abt gaat dan alleen op kloosters.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="149"/>
        <source>Gardens</source>
        <translation>Tuinen</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="152"/>
        <source>the abbot</source>
        <translation>de abt</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="158"/>
        <source>A garden scores as a cloister: 1 point for its tile and for each tile around it, 9 when complete.</source>
        <translation>Een tuin telt als een klooster: 1 punt voor zijn tegel en voor elke tegel eromheen, 9 als hij voltooid is.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="164"/>
        <source>take the abbot back</source>
        <translation>de abt terugnemen</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="167"/>
        <source>deploy the abbot</source>
        <translation>de abt inzetten</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="168"/>
        <source>deploy the abbot on {where}</source>
        <translation>de abt inzetten op {where}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="186"/>
        <source>Abbot:
{where}</source>
        <translation>Abt:
{where}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="188"/>
        <source>Deploy your abbot here: you may take it back in a later turn, and it scores then</source>
        <translation>Zet je abt hier in: je mag hem in een latere beurt terugnemen, en dan scoort hij</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="194"/>
        <source>the cloister</source>
        <translation>het klooster</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="194"/>
        <source>the garden</source>
        <translation>de tuin</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="204"/>
        <source>Or press the “Abbot” button for your abbot, or click your ringed abbot to take it back (it scores now).</source>
        <translation>Of druk op de knop „Abt” voor je abt, of klik op je omcirkelde abt om hem terug te nemen (hij scoort nu).</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="208"/>
        <source>Or click your ringed abbot to take it back (it scores now).</source>
        <translation>Of klik op je omcirkelde abt om hem terug te nemen (hij scoort nu).</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="210"/>
        <source>Or press the “Abbot” button for your abbot.</source>
        <translation>Of druk op de knop „Abt” voor je abt.</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../ui/dialogs/about.py" line="23"/>
        <source>About carc-assist</source>
        <translation>Over carc-assist</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/about.py" line="27"/>
        <source>carc-assist {version}</source>
        <translation>carc-assist {version}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/about.py" line="36"/>
        <source>A table companion for Carcassonne. Free software under the MIT licence.
Built with Qt {qt} and PySide6 {pyside} (GNU LGPL v3).</source>
        <translation>Een hulp aan tafel voor Carcassonne. Vrije software onder de MIT-licentie.
Gemaakt met Qt {qt} en PySide6 {pyside} (GNU LGPL v3).</translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="14"/>
        <source>Correct a score</source>
        <translation>Score corrigeren</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="21"/>
        <source>why, e.g. counted twice at the table</source>
        <translation>waarom, bijv. aan tafel dubbel geteld</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="28"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="29"/>
        <source>Points (+ or −)</source>
        <translation>Punten (+ of −)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="30"/>
        <source>Reason</source>
        <translation>Reden</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ui/start/app.py" line="164"/>
        <source>{players}, last played {when}.</source>
        <translation>{players}, laatst gespeeld op {when}.</translation>
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="169"/>
        <source>Resume the last game?</source>
        <translation>Het laatste spel hervatten?</translation>
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="191"/>
        <source>carc-assist</source>
        <translation>carc-assist</translation>
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="192"/>
        <source>carc-assist already runs. Its window is open on this computer.</source>
        <translation>carc-assist draait al. Het venster ervan is open op deze computer.</translation>
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="157"/>
        <source>carc-assist did not close properly. Resume the game it saved after the last action?</source>
        <extracomment>the data folder of earlier versions moved into this one (before the library opens)</extracomment>
        <translation>carc-assist is niet goed afgesloten. Het spel hervatten dat na de laatste actie is opgeslagen?</translation>
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="161"/>
        <source>The last game is not finished. Go on with it?</source>
        <translation>Het laatste spel is nog niet afgelopen. Verder spelen?</translation>
    </message>
</context>
<context>
    <name>BagModel</name>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="220"/>
        <source>{description}: {left} left</source>
        <extracomment>the folded words a search matches (``TileNames.search_words``); headers: their set&apos;s name the folded words of the type&apos;s set title, matched when no type&apos;s own words are (``set_words``) how many of the type its tooltip says are left (-1: a tooltip without, in tournament mode) Tile pictures in the bag: as large as lets every type fit the panel, within these bounds. Too many types for that (every expansion at 1366×768): the compact bag, pictures down to this size with what is left on them (the chance in their tooltips) what each type&apos;s item shows: its count text, the count its tooltip says (-1: none, in tournament mode; None: no tooltip yet), whether it can be picked</extracomment>
        <translation>{description}: nog {left}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="228"/>
        <source>×{left} {chance:.0%}</source>
        <translation>×{left} {chance:.0%}</translation>
    </message>
</context>
<context>
    <name>BagPanel</name>
    <message numerus="yes">
        <location filename="../../ui/panels/bag_panel.py" line="689"/>
        <source>Drawn (up to %n):</source>
        <translation>
            <numerusform>Getrokken (hoogstens %n):</numerusform>
            <numerusform>Getrokken (hoogstens %n):</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="441"/>
        <source>Drawn tile: city road … or its letter</source>
        <extracomment>what ``_shown`` was made for (the query, the edges, the game, its rows, the stack) the tiles drawn at the table, their ids: one, or several at once (fortune tellers) the tile drawn is not in the app&apos;s sets: the player will describe it</extracomment>
        <translation>Getrokken tegel: stad weg … of de letter</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="449"/>
        <source>Type what the drawn tile shows (city road pennant …), its edges clockwise from the north (CRFR: city, road, field), or its letter. Enter picks the first one shown.</source>
        <translation>Typ wat de getrokken tegel toont (stad weg schild …), de randen met de klok mee vanaf het noorden (CRFR: C stad, R weg, F veld) of de letter. Enter kiest de eerste die getoond wordt.</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="480"/>
        <source>I drew several tiles</source>
        <extracomment>tiles picked for a drawing of several, not yet sent: only an input buffer, emptied whenever the game changes the player drew several tiles at once (fortune tellers): clicks gather them</extracomment>
        <translation>Meerdere tegels getrokken</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="487"/>
        <source>Done drawing</source>
        <translation>Klaar met trekken</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="500"/>
        <source>Drawn a tile the app does not know…</source>
        <translation>Een tegel getrokken die de app niet kent…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="609"/>
        <source>Bag</source>
        <translation>Zak</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/panels/bag_panel.py" line="612"/>
        <source>Bag: %n tile(s) left</source>
        <translation>
            <numerusform>Zak: nog %n tegel</numerusform>
            <numerusform>Zak: nog %n tegels</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="620"/>
        <source> and </source>
        <translation> en </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/panels/bag_panel.py" line="625"/>
        <source>Only the tiles of {sets} can be drawn now (%n left): they are laid first, the rest of the bag after them.</source>
        <translation>
            <numerusform>Nu kunnen alleen de tegels van {sets} getrokken worden (nog %n): die worden eerst gelegd, de rest van de zak daarna.</numerusform>
            <numerusform>Nu kunnen alleen de tegels van {sets} getrokken worden (nog %n): die worden eerst gelegd, de rest van de zak daarna.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="645"/>
        <source>The game starts on {tile}.</source>
        <translation>Het spel begint met {tile}.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message numerus="yes">
        <location filename="../../ui/board/board_view.py" line="560"/>
        <source>%n tile(s)</source>
        <extracomment>the core&apos;s refusals of a placement by its edges and neighbours, beside a rule&apos;s (a river&apos;s) the player chose a placement for the held tile the player clicked a follower spot (its location name) the player declined to deploy a follower (Enter / Space) the player chose another follower-step action (a festival take-back …) the placement the preview shows (None: no preview), for the learning mode the board drew itself anew: the overlays shown (``heat_shown``, ``tint_shown``) may differ within ``_one_move``: how far the scroll bars moved the board, across and down why a rule refuses the tile in hand on the square pointed at (``_ruled_out``), in words</extracomment>
        <translation>
            <numerusform>%n tegel</numerusform>
            <numerusform>%n tegels</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="568"/>
        <source>{size}; worth {points} if the game ended now</source>
        <translation>{size}; waarde als het spel nu eindigde: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="563"/>
        <source>A field; worth {points} to its farmers if the game ended now</source>
        <translation>Een weide; waarde voor de boeren als het spel nu eindigde: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="575"/>
        <source>One tile short: the next tile completes it {now:.0%}, within 3 draws {soon:.0%}</source>
        <translation>Eén tegel te kort: de volgende tegel maakt het af {now:.0%}, binnen 3 trekkingen {soon:.0%}</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="641"/>
        <source>Deploy {figure} here</source>
        <translation>Zet hier {figure} in</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="694"/>
        <source>Send this figure home</source>
        <translation>Deze figuur terug naar de voorraad</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="725"/>
        <source>No tile left in the bag can fill this square</source>
        <translation>Geen enkele tegel in de zak past op dit vak</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="731"/>
        <source>Next tile fits here: {chance:.0%}</source>
        <translation>Kans dat de volgende tegel hier past: {chance:.0%}</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="916"/>
        <source>{tile} does not fit there: choose a lit square.</source>
        <translation>{tile} past daar niet: kies een opgelicht vak.</translation>
    </message>
</context>
<context>
    <name>ChoiceRow</name>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="140"/>
        <source>(no further tile)</source>
        <translation>(geen tegel meer)</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message>
        <location filename="../../ui/words/coach_words.py" line="45"/>
        <source>{turn}: nothing to gain or lose ({value}).</source>
        <translation>{turn}: niets te winnen of te verliezen ({value}).</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="47"/>
        <source>{turn}: {reasons}; in all {value}.</source>
        <translation>{turn}: {reasons}; in totaal {value}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="51"/>
        <source>{reason} ({points})</source>
        <translation>{reason} ({points})</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="60"/>
        <source>{value}: about {points} better for you than leaving it</source>
        <translation>{value}: zo&apos;n {points} beter voor je dan het te laten</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="62"/>
        <source>{value}: about {points} worse for you than leaving it</source>
        <translation>{value}: zo&apos;n {points} slechter voor je dan het te laten</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="66"/>
        <source>{value}: about as good for you as leaving it</source>
        <translation>{value}: ongeveer even goed voor je als het te laten</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="68"/>
        <source>{said} (what the turn adds to your expected final score, less what it adds to the others&apos;).</source>
        <translation>{said} (wat de zet toevoegt aan je verwachte eindscore, min wat hij toevoegt aan die van de anderen).</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="79"/>
        <source>How did that go? Well played, {player}: that was the coach&apos;s best turn.</source>
        <translation>Hoe ging dat? Goed gespeeld, {player}: dat was de beste zet van de coach.</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="86"/>
        <source>How did that go? {player}, you played the coach&apos;s suggestion {number}: by its numbers as good as its best, {best}.</source>
        <translation>Hoe ging dat? {player}, je speelde voorstel {number} van de coach: volgens zijn cijfers even goed als zijn beste, {best}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="90"/>
        <source>How did that go? {player}, you played the coach&apos;s suggestion {number}: about {points} points less than its best, {best}.</source>
        <translation>Hoe ging dat? {player}, je speelde voorstel {number} van de coach: zo&apos;n {points} punten minder dan zijn beste, {best}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="95"/>
        <source>How did that go? {player}, your turn was worth about as much as the coach&apos;s best, {best}.</source>
        <translation>Hoe ging dat? {player}, je zet was ongeveer evenveel waard als de beste van de coach, {best}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="98"/>
        <source>How did that go? {player}, your turn was worth about {points} points less than the coach&apos;s best, {best}.</source>
        <translation>Hoe ging dat? {player}, je zet was zo&apos;n {points} punten minder waard dan de beste van de coach, {best}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="135"/>
        <source>Place it here and put {figure}</source>
        <translation>Leg hem hier en zet {figure}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="152"/>
        <source>{figure} in the cloister</source>
        <translation>{figure} in het klooster</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="154"/>
        <source>{figure} in the middle of the tile</source>
        <translation>{figure} in het midden van de tegel</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="156"/>
        <source>{figure} in the city to the {side}</source>
        <translation>{figure} in de stad aan de {side}kant</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="157"/>
        <source>{figure} in the field to the {side}</source>
        <translation>{figure} in de weide aan de {side}kant</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="158"/>
        <source>{figure} on the road to the {side}</source>
        <translation>{figure} op de weg aan de {side}kant</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="160"/>
        <source>{figure} on the {side} side of the tile</source>
        <translation>{figure} aan de {side}kant van de tegel</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="189"/>
        <source>{player}&apos;s prospects</source>
        <translation>de vooruitzichten van {player}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="196"/>
        <source>it completes {feature} now</source>
        <translation>hij maakt nu {feature} af</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="198"/>
        <source>points now</source>
        <translation>punten nu</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="201"/>
        <source>{feature} would probably have been completed later anyway</source>
        <translation>{feature} was later waarschijnlijk toch afgemaakt</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="205"/>
        <source>{feature} should bring</source>
        <translation>{feature} levert naar verwachting op</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="209"/>
        <location filename="../../ui/words/coach_words.py" line="215"/>
        <source>{feature} gains</source>
        <translation>{feature} levert meer op</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="210"/>
        <location filename="../../ui/words/coach_words.py" line="214"/>
        <source>{feature} loses</source>
        <translation>{feature} levert minder op</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="219"/>
        <source>it gives {player} {points} now, against the others&apos; mean</source>
        <translation>{player} krijgt er nu {points} door, tegen het gemiddelde van de anderen</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="226"/>
        <source>{player}&apos;s follower stays tied up longer</source>
        <translation>de horige van {player} blijft langer vastzitten</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="227"/>
        <source>{player} gets a follower back sooner</source>
        <translation>{player} krijgt een horige eerder terug</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="229"/>
        <source>a follower comes back sooner</source>
        <translation>een horige komt eerder terug</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="230"/>
        <source>it ties up a follower</source>
        <translation>er blijft een horige vastzitten</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="232"/>
        <source>looking a turn ahead, at the next player&apos;s answers</source>
        <translation>een beurt vooruit gekeken, naar de antwoorden van de volgende speler</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="234"/>
        <source>small effects together</source>
        <translation>kleine gevolgen samen</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="238"/>
        <source>other effects</source>
        <translation>andere gevolgen</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="105"/>
        <source>placing it {where}, with no follower</source>
        <translation>hem {where} te leggen, zonder horige</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="107"/>
        <source>placing it {where} with {figure}</source>
        <translation>hem {where} te leggen, met {figure} erop</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="110"/>
        <source>placing it {where}, then {choice}</source>
        <translation>hem {where} te leggen en dan te kiezen: {choice}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="118"/>
        <source>Turn {turn} — {player}, about {points} won on the others</source>
        <translation>Beurt {turn} — {player}, zo&apos;n {points} gewonnen op de anderen</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="122"/>
        <source>Turn {turn} — {player}, about {points} lost to the others</source>
        <translation>Beurt {turn} — {player}, zo&apos;n {points} verloren op de anderen</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="126"/>
        <source>{swing}.</source>
        <translation>{swing}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="128"/>
        <source>{swing}: {reasons}.</source>
        <translation>{swing}: {reasons}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="133"/>
        <source>Place it here, with no follower</source>
        <translation>Leg hem hier, zonder horige</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="138"/>
        <source>Place it here, then {choice}</source>
        <translation>Leg hem hier en kies dan: {choice}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="167"/>
        <source>your new city</source>
        <translation>je nieuwe stad</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="168"/>
        <source>your new road</source>
        <translation>je nieuwe weg</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="169"/>
        <source>your new cloister</source>
        <translation>je nieuwe klooster</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="170"/>
        <source>your new field</source>
        <translation>je nieuwe weide</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="172"/>
        <source>your new feature</source>
        <translation>je nieuwe gebied</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="174"/>
        <source>your city</source>
        <translation>je stad</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="175"/>
        <source>your road</source>
        <translation>je weg</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="176"/>
        <source>your cloister</source>
        <translation>je klooster</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="177"/>
        <source>your field</source>
        <translation>je weide</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="179"/>
        <source>your feature</source>
        <translation>je gebied</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="184"/>
        <source>{player}&apos;s city</source>
        <translation>de stad van {player}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="185"/>
        <source>{player}&apos;s road</source>
        <translation>de weg van {player}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="186"/>
        <source>{player}&apos;s cloister</source>
        <translation>het klooster van {player}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="187"/>
        <source>{player}&apos;s field</source>
        <translation>de weide van {player}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="222"/>
        <source>it gives {player} {points} now</source>
        <translation>{player} krijgt er nu {points} door</translation>
    </message>
</context>
<context>
    <name>EdgePicker</name>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="53"/>
        <source>any</source>
        <extracomment>What a side may be said to show, in the order clicks cycle through them. the edges picked, as the engine&apos;s requirement (``&quot;C-R-&quot;``: north city, south road)</extracomment>
        <translation>alles</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="54"/>
        <source>city</source>
        <translation>stad</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="55"/>
        <source>road</source>
        <translation>weg</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="56"/>
        <source>field</source>
        <translation>veld</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="58"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="58"/>
        <source>E</source>
        <translation>O</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="58"/>
        <source>S</source>
        <translation>Z</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="58"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="62"/>
        <source>What the drawn tile, held as it lies, shows on its {side} edge (click to change)</source>
        <translation>Wat de getrokken tegel, zoals hij ligt, aan de rand {side} toont (klik om te wijzigen)</translation>
    </message>
</context>
<context>
    <name>EditTurnDialog</name>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="88"/>
        <source>draw {tile}</source>
        <extracomment>the size of a tile&apos;s picture in the list of turns</extracomment>
        <translation>{tile} trekken</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="90"/>
        <source>{tile}: {square}, turned {rotation}°</source>
        <translation>{tile}: {square}, {rotation}° gedraaid</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="112"/>
        <source>{what} ({where})</source>
        <translation>{what} ({where})</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="163"/>
        <source>Change a past turn</source>
        <translation>Een eerdere beurt wijzigen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="182"/>
        <source>Turn {turn}: {player}</source>
        <translation>Beurt {turn}: {player}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="189"/>
        <source>{turn}, {tile}: {square}</source>
        <translation>{turn}, {tile}: {square}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="200"/>
        <source>The turn as it should have been</source>
        <translation>De beurt zoals ze had moeten zijn</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="202"/>
        <source>Replay the later turns on top</source>
        <translation>De latere beurten erop naspelen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="207"/>
        <source>Later turns that no longer apply</source>
        <translation>Latere beurten die niet meer kloppen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="221"/>
        <source>Use this instead</source>
        <translation>Gebruik dit in de plaats</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="222"/>
        <source>Drop it</source>
        <translation>Weglaten</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="223"/>
        <source>Drop them all</source>
        <translation>Alle weglaten</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="238"/>
        <source>Confirm</source>
        <translation>Bevestigen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="276"/>
        <source>Entered: {actions}</source>
        <translation>Ingevoerd: {actions}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="329"/>
        <source>Step {n}</source>
        <translation>Stap {n}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="344"/>
        <source>Choose the turn&apos;s actions, then replay the later turns on top.</source>
        <translation>Kies de acties van de beurt en speel dan de latere beurten erop na.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="357"/>
        <source>The turn&apos;s new actions are not allowed: {reason}</source>
        <translation>De nieuwe acties van deze beurt zijn niet toegestaan: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="381"/>
        <source>The replacement is not allowed: {reason}</source>
        <translation>De vervanging is niet toegestaan: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="397"/>
        <source>Every later action still applies. Confirm to change the game.</source>
        <translation>Elke latere actie past nog. Bevestig om het spel te wijzigen.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="403"/>
        <source>The later turns were replayed up to turn {turn}.</source>
        <translation>De latere beurten zijn nagespeeld tot beurt {turn}.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="411"/>
        <source>Instead of {action} in turn {turn}:</source>
        <translation>In plaats van {action} in beurt {turn}:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="454"/>
        <source>{player}’s turn {turn}: {action} no longer applies: {reason}</source>
        <translation>Beurt {turn} van {player}: {action} kan niet meer: {reason}</translation>
    </message>
</context>
<context>
    <name>EmergencyOffer</name>
    <message>
        <location filename="../../ui/dialogs/emergency_offer.py" line="14"/>
        <source>Games kept in emergency copies</source>
        <translation>Spellen bewaard in noodkopieën</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/emergency_offer.py" line="20"/>
        <source>{players}: %n action(s)</source>
        <translation>
            <numerusform>{players}: %n actie</numerusform>
            <numerusform>{players}: %n acties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/emergency_offer.py" line="26"/>
        <source>%n game(s) could not be stored in the games library, and were kept in emergency copies:</source>
        <translation>
            <numerusform>%n spel kon niet in de spellenbibliotheek worden opgeslagen en is in een noodkopie bewaard:</numerusform>
            <numerusform>%n spellen konden niet in de spellenbibliotheek worden opgeslagen en zijn in noodkopieën bewaard:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/emergency_offer.py" line="30"/>
        <source>Bring them back into the games library?</source>
        <translation>Wilt u ze terugzetten in de spellenbibliotheek?</translation>
    </message>
</context>
<context>
    <name>FestivalUI</name>
    <message>
        <location filename="../../ui/expansions/festival.py" line="44"/>
        <source>festival</source>
        <extracomment>the festival symbol&apos;s disc in the light and the dark scheme, and its star</extracomment>
        <translation>feest</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="52"/>
        <source>The Festival (10 tiles: take one of your figures back)</source>
        <translation>Het Feest (10 tegels: neem een van je eigen figuren terug)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="59"/>
        <source>{player} takes {figure} back (festival)</source>
        <translation>{player} neemt {figure} terug (Feest)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="64"/>
        <source>take a figure back</source>
        <translation>een figuur terugnemen</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="70"/>
        <source>Or click one of your ringed figures to take it back (festival).</source>
        <translation>Of klik op een van je omcirkelde figuren om die terug te nemen (feest).</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="101"/>
        <source>Festival symbol</source>
        <translation>Feestsymbool</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="47"/>
        <location filename="../../ui/expansions/festival.py" line="76"/>
        <source>The Festival</source>
        <translation>Het Feest</translation>
    </message>
</context>
<context>
    <name>FinalTour</name>
    <message>
        <location filename="../../ui/board/final_tour.py" line="42"/>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="43"/>
        <location filename="../../ui/board/final_tour.py" line="124"/>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="44"/>
        <location filename="../../ui/board/final_tour.py" line="113"/>
        <source>Next</source>
        <translation>Volgende</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="72"/>
        <source>{what} ({key})</source>
        <translation>{what} ({key})</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="109"/>
        <source>Final scoring: {at} of {count}</source>
        <translation>Eindtelling: {at} van {count}</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="113"/>
        <source>Summary</source>
        <translation>Overzicht</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="128"/>
        <source>Play</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="164"/>
        <source>An unfinished road scores 1 point per tile at the end.</source>
        <translation>Een onvoltooide weg levert aan het einde 1 punt per tegel op.</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="165"/>
        <source>An unfinished city scores 1 point per tile and 1 per pennant at the end.</source>
        <translation>Een onvoltooide stad levert aan het einde 1 punt per tegel en 1 per schild op.</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="167"/>
        <source>An unfinished cloister scores 1 point for itself and 1 for each tile around it.</source>
        <translation>Een onvoltooid klooster levert 1 punt op voor zichzelf en 1 voor elke tegel eromheen.</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="170"/>
        <source>A field scores 3 points for each completed city it touches, to the players with the most farmers in it.</source>
        <translation>Een weide levert 3 punten op voor elke voltooide stad die ze raakt, voor de spelers met de meeste boeren erin.</translation>
    </message>
</context>
<context>
    <name>FolderMove</name>
    <message>
        <location filename="../../ui/start/folder_move.py" line="54"/>
        <source>The files of an earlier carc-assist could not be moved from {old} to {folder} ({reason}). They stay where they are, and are moved at the next start.</source>
        <translation>De bestanden van een eerdere carc-assist konden niet van {old} naar {folder} worden verplaatst ({reason}). Ze blijven waar ze zijn en worden bij de volgende start verplaatst.</translation>
    </message>
    <message>
        <location filename="../../ui/start/folder_move.py" line="61"/>
        <source>carc-assist now keeps its files in {folder}.</source>
        <translation>carc-assist bewaart zijn bestanden nu in {folder}.</translation>
    </message>
    <message>
        <location filename="../../ui/start/folder_move.py" line="72"/>
        <source>These files stayed in {old}, as files of the same names are in {folder}: {names}.</source>
        <translation>Deze bestanden zijn in {old} gebleven, omdat er in {folder} al bestanden met dezelfde namen staan: {names}.</translation>
    </message>
    <message>
        <location filename="../../ui/start/folder_move.py" line="82"/>
        <source>carc-assist&apos;s files</source>
        <translation>Bestanden van carc-assist</translation>
    </message>
</context>
<context>
    <name>FolderMoveWords</name>
    <message numerus="yes">
        <location filename="../../ui/start/folder_move.py" line="31"/>
        <source>%n game(s) of the earlier library in {old} joined the games library; its file is kept in {kept}.</source>
        <translation>
            <numerusform>%n spel uit de eerdere bibliotheek in {old} is aan de spellenbibliotheek toegevoegd; het oude bestand wordt bewaard in {kept}.</numerusform>
            <numerusform>%n spellen uit de eerdere bibliotheek in {old} zijn aan de spellenbibliotheek toegevoegd; het oude bestand wordt bewaard in {kept}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FortuneTellersUI</name>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="87"/>
        <source>Completed: {player} scores a fortune teller&apos;s tent: {points}</source>
        <translation>Voltooid: {player} scoort een waarzeggerstent: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="98"/>
        <source>fortune-teller tent</source>
        <translation>waarzeggerstent</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="98"/>
        <source>Fortune-teller tent</source>
        <translation>Waarzeggerstent</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="71"/>
        <source>Fortune Tellers: describe your box&apos;s tiles in Game → Your tile sets.</source>
        <extracomment>the engine&apos;s score source of a completed tent the tile pictures on the Keep buttons, in pixels a fortune teller&apos;s crystal ball stands on this</extracomment>
        <translation>De Waarzeggers: voer de tegels uit je doos in via Spel → Je eigen tegelsets.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="76"/>
        <source>Fortune tellers: unplaceable tiles go back</source>
        <translation>Waarzeggers: tegels die nergens passen gaan terug</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="78"/>
        <source>When none of the tiles drawn at once fits, they go back into the bag instead of leaving the game.</source>
        <translation>Past geen van de tegels die samen getrokken zijn, dan gaan ze terug in de zak in plaats van uit het spel.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="92"/>
        <source>Tents</source>
        <translation>Tenten</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="102"/>
        <source>a fortune teller</source>
        <translation>een waarzegster</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="107"/>
        <source>keep {tile}</source>
        <translation>{tile} houden</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="113"/>
        <source>{player}: which of the tiles drawn is kept? Press its Keep button; the others go back into the bag.</source>
        <translation>{player}: welke van de getrokken tegels houd je? Druk op de knop Houden ervan; de andere gaan terug in de zak.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="119"/>
        <source>None fits: discard them</source>
        <translation>Geen enkele past: allemaal wegleggen</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="124"/>
        <source>fits</source>
        <translation>past</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="124"/>
        <source>fits nowhere</source>
        <translation>past nergens</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="127"/>
        <source>Keep: {name}
({fits})</source>
        <translation>Houden: {name}
({fits})</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="138"/>
        <source>The Fortune Tellers</source>
        <translation>De Waarzeggers</translation>
    </message>
</context>
<context>
    <name>GoodsTally</name>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="431"/>
        <source>Goods</source>
        <translation>Handelswaar</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="458"/>
        <source>Leads in {good}: 10 points at the end</source>
        <extracomment>the players the grid is laid out for, and its cells: (player, good) → label</extracomment>
        <translation>Leidt bij {good}: aan het einde 10 punten</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../ui/dialogs/help_view.py" line="80"/>
        <source>Rules</source>
        <extracomment>each expansion&apos;s rules page, by its UI half the rules pages: the base game&apos;s, each expansion&apos;s, the rule options small boards drawn by the tile painter at the top of a page: (tile, square, rotation°)</extracomment>
        <translation>Spelregels</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/help_view.py" line="83"/>
        <source>The base game</source>
        <translation>Het basisspel</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/help_view.py" line="85"/>
        <source>Rule options</source>
        <translation>Regelopties</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="362"/>
        <source>{n}. {value}</source>
        <translation>{n}. {value}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="427"/>
        <source>{words} Click it again, tap it or press Enter to play it.</source>
        <translation>{words} Klik er nog eens op, tik erop of druk op Enter om hem te spelen.</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="209"/>
        <source>Hint (H)</source>
        <translation>Tip (H)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="210"/>
        <source>The coach&apos;s three best turns for this tile, explained</source>
        <translation>De drie beste zetten van de coach voor deze tegel, met uitleg</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="220"/>
        <source>Looking a turn ahead… %p%</source>
        <translation>Een beurt vooruit kijken… %p%</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="224"/>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="225"/>
        <source>Keep the quick answer and stop looking further</source>
        <translation>Het snelle antwoord houden en niet verder kijken</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="278"/>
        <source>The coach is thinking…</source>
        <extracomment>the evaluation of the last hint shown: the feedback after the turn judges by it (a change of the game keeps it: it names the position it is of)</extracomment>
        <translation>De coach denkt na…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="345"/>
        <source>Looked a turn ahead. {words}</source>
        <translation>Een beurt vooruit gekeken. {words}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="373"/>
        <source>No turn to suggest.</source>
        <translation>Geen zet om voor te stellen.</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <location filename="../../ui/library/history_chart.py" line="64"/>
        <source>No finished game yet.</source>
        <extracomment>a colour per player line, told apart also by colour-blind eyes (Okabe-Ito)</extracomment>
        <translation>Nog geen uitgespeeld spel.</translation>
    </message>
</context>
<context>
    <name>InnsAndCathedralsUI</name>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="89"/>
        <source>inn by a lake</source>
        <extracomment>an inn&apos;s lake in the light and the dark scheme a cathedral&apos;s stone in the light and the dark scheme the room the cathedral&apos;s disc takes in its corner (a little more than a corner mark&apos;s)</extracomment>
        <translation>herberg aan een meer</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="89"/>
        <source>%n inn(s) by a lake</source>
        <translation>
            <numerusform>%n herberg aan een meer</numerusform>
            <numerusform>%n herbergen aan een meer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="92"/>
        <source>cathedral</source>
        <translation>kathedraal</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="96"/>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="222"/>
        <source>Inns &amp; Cathedrals</source>
        <translation>Herbergen &amp; Kathedralen</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="102"/>
        <source>Inns &amp; Cathedrals (18 tiles: inns, cathedrals, a big follower each)</source>
        <translation>Herbergen &amp; Kathedralen (18 tegels: herbergen, kathedralen, een grote horige per speler)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="112"/>
        <source>{road} with an inn</source>
        <translation>{road} met een herberg</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="114"/>
        <source>{road} (unfinished: its tiles score nothing)</source>
        <translation>{road} (onvoltooid: de tegels leveren niets op)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="116"/>
        <source>{city} with a cathedral</source>
        <translation>{city} met een kathedraal</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="118"/>
        <source>{city} (unfinished: its tiles and pennants score nothing)</source>
        <translation>{city} (onvoltooid: tegels en schilden leveren niets op)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="127"/>
        <source>Unfinished at the end, this road with an inn scores nothing: {points} at risk. It needs %n more tile(s): about {chance:.0%} to finish it before the bag runs out.</source>
        <translation>
            <numerusform>Onvoltooid aan het eind levert deze weg met een herberg niets op: {points} op het spel. Er is nog %n tegel nodig: ongeveer {chance:.0%} kans dat hij af is voordat de zak leeg is.</numerusform>
            <numerusform>Onvoltooid aan het eind levert deze weg met een herberg niets op: {points} op het spel. Er zijn nog %n tegels nodig: ongeveer {chance:.0%} kans dat hij af is voordat de zak leeg is.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="134"/>
        <source>Unfinished at the end, this city with a cathedral scores nothing: {points} at risk. It needs %n more tile(s): about {chance:.0%} to finish it before the bag runs out.</source>
        <translation>
            <numerusform>Onvoltooid aan het eind levert deze stad met een kathedraal niets op: {points} op het spel. Er is nog %n tegel nodig: ongeveer {chance:.0%} kans dat ze af is voordat de zak leeg is.</numerusform>
            <numerusform>Onvoltooid aan het eind levert deze stad met een kathedraal niets op: {points} op het spel. Er zijn nog %n tegels nodig: ongeveer {chance:.0%} kans dat ze af is voordat de zak leeg is.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="147"/>
        <source>A road with an inn scores 2 points per tile when completed, and nothing if it is still unfinished at the end.</source>
        <translation>Een weg met een herberg levert voltooid 2 punten per tegel op, en niets als hij aan het einde nog onvoltooid is.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="152"/>
        <source>A city with a cathedral scores 3 points per tile and per pennant when completed, and nothing if it is still unfinished at the end.</source>
        <translation>Een stad met een kathedraal levert voltooid 3 punten per tegel en per schild op, en niets als ze aan het einde nog onvoltooid is.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="161"/>
        <source>deploy the big follower</source>
        <translation>de grote horige inzetten</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="162"/>
        <source>deploy the big follower as {figure}</source>
        <translation>de grote horige inzetten als {figure}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="165"/>
        <source>the big follower</source>
        <translation>de grote horige</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="186"/>
        <source>Big follower:
{what}</source>
        <translation>Grote horige:
{what}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="187"/>
        <source>Deploy your big follower here: it counts as two followers in a majority</source>
        <translation>Zet je grote horige hier in: bij een meerderheid telt hij als twee horigen</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="195"/>
        <source>{figure}, {where}</source>
        <translation>{figure}, {where}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="203"/>
        <source>Or press a “Big follower” button for your big follower.</source>
        <translation>Of druk op een knop „Grote horige” voor je grote horige.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="230"/>
        <source>Inn by a lake (on its roads)</source>
        <translation>Herberg aan een meertje (op de wegen)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="231"/>
        <source>Cathedral (in its cities)</source>
        <translation>Kathedraal (in de steden)</translation>
    </message>
</context>
<context>
    <name>Instruction</name>
    <message>
        <location filename="../../ui/window/instruction.py" line="56"/>
        <source>{player}: click each tile drawn (up to {draws}), then “Done drawing”.</source>
        <translation>{player}: klik op elke getrokken tegel (hoogstens {draws}), dan op “Klaar met trekken”.</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="42"/>
        <source>Start a new game (Game → New game) or open a saved one.</source>
        <extracomment>the sentences a label keeps the measures of (a few steps&apos; of each player: they come again) the pictures of sentences it keeps: a round&apos;s (a draw, a placement and a follower step of each of six players), so that a player&apos;s draw is painted from its picture the next round</extracomment>
        <translation>Begin een nieuw spel (Spel → Nieuw spel) of open een opgeslagen spel.</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="61"/>
        <source>{player}: which tiles were drawn (up to {draws})? Click the one drawn; for several, first press “I drew several tiles”.</source>
        <translation>{player}: welke tegels zijn getrokken (hoogstens {draws})? Klik op de getrokken tegel; bij meerdere eerst op „Meerdere tegels getrokken”.</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="66"/>
        <source>{player}: which tile was drawn? Click it in the bag, or type what it shows and Enter.</source>
        <translation>{player}: welke tegel is getrokken? Klik erop in de zak, of typ wat erop staat en Enter.</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="73"/>
        <source>{tile} fits nowhere on the board: show it, discard it and draw again.</source>
        <translation>{tile} past nergens op het speelveld: laat de tegel zien, leg hem weg en trek opnieuw.</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="76"/>
        <source>{player} places {tile}: click a lit square, or move it there with the arrow keys and press Enter (mouse wheel or R turns it).</source>
        <translation>{player} legt {tile} aan: klik op een opgelicht vak, of schuif de tegel erheen met de pijltjestoetsen en druk op Enter (muiswiel of R draait de tegel).</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="81"/>
        <source>{player}: click a spot to deploy a follower (or choose one with the arrow keys), or Enter for none.</source>
        <translation>{player}: klik op een plek om een horige in te zetten (of kies er een met de pijltjestoetsen), of Enter voor geen horige.</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="86"/>
        <source>{player}: make the choice the game waits for.</source>
        <translation>{player}: maak de keuze waarop het spel wacht.</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="85"/>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <location filename="../../ui/board/legend.py" line="94"/>
        <source>How likely the next tile fits: pale unlikely, dark likely</source>
        <extracomment>a swatch: one board square, in pixels the chances the heat map&apos;s swatches show, from unlikely to sure</extracomment>
        <translation>Kans dat de volgende tegel past: licht klein, donker groot</translation>
    </message>
    <message>
        <location filename="../../ui/board/legend.py" line="96"/>
        <source>No tile left in the bag can fill it</source>
        <translation>Geen enkele tegel in de zak past hier</translation>
    </message>
    <message>
        <location filename="../../ui/board/legend.py" line="108"/>
        <source>(field edges: whose field)</source>
        <translation>(randen van weiden: wiens weide)</translation>
    </message>
    <message>
        <location filename="../../ui/board/legend.py" line="110"/>
        <source>Dotted: a tie</source>
        <translation>Gestippeld: gelijkspel</translation>
    </message>
</context>
<context>
    <name>LibraryDamageDialog</name>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="56"/>
        <source>Recover makes a new games library from every game that can be read in it, in the backups and in the games&apos; journals (the newest copy of each game). The damaged file is kept aside, never deleted.</source>
        <translation>Herstellen maakt een nieuwe spellenbibliotheek van elk spel dat nog te lezen is in de bibliotheek, in de reservekopieën en in de logboeken van de spellen (de nieuwste kopie van elk spel). Het beschadigde bestand wordt apart bewaard, nooit gewist.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/library_damage.py" line="86"/>
        <source>%n game(s) came back: {library} from the library, {backups} from the backups and journals.</source>
        <translation>
            <numerusform>%n spel is terug: {library} uit de bibliotheek, {backups} uit de reservekopieën en logboeken.</numerusform>
            <numerusform>%n spellen zijn terug: {library} uit de bibliotheek, {backups} uit de reservekopieën en logboeken.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="107"/>
        <source>turn {turn}, as before</source>
        <translation>beurt {turn}, zoals voorheen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="109"/>
        <source>back at turn {turn}; some of its actions could not be read</source>
        <translation>terug bij beurt {turn}; een deel van de zetten kon niet gelezen worden</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="115"/>
        <source>back at turn {turn}; turn {lost} could not be read</source>
        <translation>terug bij beurt {turn}; beurt {lost} kon niet gelezen worden</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="117"/>
        <source>back at turn {turn}; turns {first}–{last} could not be read</source>
        <translation>terug bij beurt {turn}; beurten {first}–{last} konden niet gelezen worden</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="111"/>
        <source>back at turn {turn}; the rest of turn {turn} could not be read</source>
        <translation>terug bij beurt {turn}; de rest van beurt {turn} kon niet gelezen worden</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="120"/>
        <source>{game}: {said}</source>
        <translation>{game}: {said}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="27"/>
        <source>The games library is damaged</source>
        <extracomment>what recovering did (None until the player recovered)</extracomment>
        <translation>De spellenbibliotheek is beschadigd</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="36"/>
        <source>Recover</source>
        <translation>Herstellen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="39"/>
        <source>Not now</source>
        <translation>Nu niet</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="48"/>
        <source>carc-assist cannot use its games library as it is ({reason}).</source>
        <translation>carc-assist kan zijn spellenbibliotheek zo niet gebruiken ({reason}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/library_damage.py" line="49"/>
        <source>%n game(s) can still be read in it.</source>
        <translation>
            <numerusform>Er is nog %n spel in te lezen.</numerusform>
            <numerusform>Er zijn nog %n spellen in te lezen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="52"/>
        <source>These games cannot be read: {ids}.</source>
        <translation>Deze spellen zijn niet te lezen: {ids}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/library_damage.py" line="53"/>
        <source>%n backup(s) of the library are at hand.</source>
        <translation>
            <numerusform>Er is %n reservekopie van de bibliotheek.</numerusform>
            <numerusform>Er zijn %n reservekopieën van de bibliotheek.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="68"/>
        <source>The library cannot be recovered now: {reason}. Try again later.</source>
        <translation>De bibliotheek kan nu niet worden hersteld: {reason}. Probeer het later opnieuw.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="73"/>
        <source>The games library is recovered</source>
        <translation>De spellenbibliotheek is hersteld</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="94"/>
        <source>These games could not be brought back, no copy holds them: {ids}.</source>
        <translation>Deze spellen konden niet worden teruggehaald, geen kopie bevat ze: {ids}.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="99"/>
        <source>The damaged library is kept in: {path}</source>
        <translation>De beschadigde bibliotheek is bewaard in: {path}</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location filename="../../ui/library/window.py" line="111"/>
        <source>Games library</source>
        <extracomment>the player chose a game to go on with (its library id)</extracomment>
        <translation>Spellenbibliotheek</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="118"/>
        <location filename="../../ui/library/window.py" line="342"/>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="119"/>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="128"/>
        <source>Search: a player’s name or an expansion</source>
        <translation>Zoeken: de naam van een speler of een uitbreiding</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="132"/>
        <source>Last played</source>
        <translation>Laatst gespeeld</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="132"/>
        <source>Players and scores</source>
        <translation>Spelers en scores</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="132"/>
        <source>Expansions</source>
        <translation>Uitbreidingen</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="132"/>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="143"/>
        <source>Resume</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="144"/>
        <source>Export…</source>
        <translation>Exporteren…</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="145"/>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="151"/>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="196"/>
        <source>Damaged: {reason}</source>
        <translation>Beschadigd: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="198"/>
        <location filename="../../ui/library/window.py" line="342"/>
        <source>Finished</source>
        <translation>Uitgespeeld</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="220"/>
        <source>Unfinished</source>
        <translation>Niet uitgespeeld</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="202"/>
        <source>{state} (on the board now)</source>
        <translation>{state} (nu op het speelveld)</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="222"/>
        <source>Unfinished, turn {turn} of about {turns}</source>
        <translation>Niet uitgespeeld, beurt {turn} van ongeveer {turns}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/library/window.py" line="225"/>
        <source>Unfinished, %n turn(s) played, the bag empty</source>
        <translation>
            <numerusform>Niet uitgespeeld, %n beurt gespeeld, de zak is leeg</numerusform>
            <numerusform>Niet uitgespeeld, %n beurten gespeeld, de zak is leeg</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="237"/>
        <source>The game on the board cannot be deleted.</source>
        <translation>Het spel op het speelveld kan niet verwijderd worden.</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="266"/>
        <source>Export the game</source>
        <translation>Het spel exporteren</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="266"/>
        <source>Saved games (*.carc)</source>
        <translation>Opgeslagen spellen (*.carc)</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="276"/>
        <source>Cannot export</source>
        <translation>Exporteren lukt niet</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="289"/>
        <source>Cannot delete</source>
        <translation>Verwijderen lukt niet</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="293"/>
        <source>Deleted the game of {when} ({players}).</source>
        <translation>Het spel van {when} ({players}) is verwijderd.</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="307"/>
        <source>Cannot undo</source>
        <translation>Ongedaan maken lukt niet</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="321"/>
        <source>Per player name (wins, mean and best over finished games):</source>
        <translation>Per spelersnaam (winst, gemiddelde en beste over uitgespeelde spellen):</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="323"/>
        <source>Per expansion:</source>
        <translation>Per uitbreiding:</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="325"/>
        <source>Final scores over time:</source>
        <translation>Eindscores door de tijd:</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="343"/>
        <source>Mean score</source>
        <translation>Gemiddelde score</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="343"/>
        <source>Best score</source>
        <translation>Beste score</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="347"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="347"/>
        <source>Wins</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="367"/>
        <source>Expansion</source>
        <translation>Uitbreiding</translation>
    </message>
</context>
<context>
    <name>LibraryWords</name>
    <message>
        <location filename="../../ui/words/library_words.py" line="21"/>
        <source>the games library is read-only</source>
        <translation>de spellenbibliotheek is alleen-lezen</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="22"/>
        <source>the disk holding the games library is full</source>
        <translation>de schijf met de spellenbibliotheek is vol</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="23"/>
        <source>the disk holding the games library could not be read or written</source>
        <translation>de schijf met de spellenbibliotheek kon niet worden gelezen of beschreven</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="24"/>
        <source>the games library is in use by another program</source>
        <translation>de spellenbibliotheek is in gebruik door een ander programma</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="25"/>
        <source>the games library is damaged</source>
        <translation>de spellenbibliotheek is beschadigd</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="26"/>
        <source>a folder stands where the games library should be</source>
        <translation>op de plaats van de spellenbibliotheek staat een map</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="27"/>
        <source>the games library cannot be opened</source>
        <translation>de spellenbibliotheek kan niet worden geopend</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="28"/>
        <source>the games library was made by a newer carc-assist</source>
        <translation>de spellenbibliotheek is gemaakt door een nieuwere carc-assist</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="29"/>
        <source>no backup could be written in the folder of backups</source>
        <translation>er kon geen reservekopie geschreven worden in de map met reservekopieën</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../../ui/panels/log_view.py" line="105"/>
        <source>Double-click: why? (the rule behind these points)</source>
        <extracomment>the segments the entry counted, as (placed tile&apos;s origin, segment on that tile) the turn the entry belongs to (changing a past turn starts at the chosen entry&apos;s) the clicked entry&apos;s squares, the expansions&apos; places of it (a road&apos;s correct signposts) and its counted segments (empty: none) &quot;why?&quot;: the help page and anchor of the rule behind a double-clicked entry</extracomment>
        <translation>Dubbelklik: waarom? (de regel achter deze punten)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.py" line="506"/>
        <source>The tile drawn belongs to:</source>
        <translation>De getrokken tegel hoort bij:</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="506"/>
        <source>Your tile sets</source>
        <translation>Je eigen tegelsets</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="684"/>
        <source>No tile in hand</source>
        <translation>Geen tegel in de hand</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="680"/>
        <source>Tile in hand: {tile}</source>
        <translation>Tegel in de hand: {tile}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="95"/>
        <source>carc-assist</source>
        <extracomment>the user tile set that tiles described during a game go into, when the game has none</extracomment>
        <translation>carc-assist</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="113"/>
        <source>No follower (Enter)</source>
        <extracomment>the expansions&apos; own views beside the scoreboard (the wheel …), from their UI halves</extracomment>
        <translation>Geen horige (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="114"/>
        <source>Discard and draw again</source>
        <translation>Wegleggen en opnieuw trekken</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="115"/>
        <source>Final scoring, step by step</source>
        <translation>Eindtelling, stap voor stap</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="168"/>
        <source>Why? The rule behind the chosen entry</source>
        <translation>Waarom? De spelregel achter de gekozen logregel</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="212"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="213"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="214"/>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="215"/>
        <source>Games &amp;library…</source>
        <translation>Spellen&amp;bibliotheek…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="216"/>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="218"/>
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="220"/>
        <source>Your &amp;tile sets…</source>
        <translation>Je eigen &amp;tegelsets…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="221"/>
        <source>Show on &amp;phones…</source>
        <translation>Tonen op &amp;telefoons…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="223"/>
        <source>&amp;End the game now</source>
        <translation>Spel nu &amp;beëindigen</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="225"/>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="226"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bewerken</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="227"/>
        <location filename="../../ui/window/main_window.py" line="641"/>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="229"/>
        <location filename="../../ui/window/main_window.py" line="649"/>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="232"/>
        <source>C&amp;hange a past turn…</source>
        <translation>Een eerdere &amp;beurt wijzigen…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="235"/>
        <source>&amp;Correct a score…</source>
        <translation>Score &amp;corrigeren…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="237"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="238"/>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="239"/>
        <source>&amp;Fit the board</source>
        <translation>&amp;Hele speelveld tonen</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="242"/>
        <source>Show the final scoring step by step</source>
        <translation>Eindtelling stap voor stap tonen</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="243"/>
        <source>The coach&apos;s hint</source>
        <translation>Tip van de coach</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="244"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="246"/>
        <source>&amp;Rules</source>
        <translation>&amp;Spelregels</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="248"/>
        <source>&amp;About carc-assist</source>
        <translation>&amp;Over carc-assist</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="250"/>
        <source>Show what fits where (not in tournament mode)</source>
        <translation>Tonen wat waar past (niet in toernooimodus)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="254"/>
        <source>Tint fields by who holds them</source>
        <translation>Weiden kleuren naar wie ze in handen heeft</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="257"/>
        <source>Learning mode: show what a placement would score</source>
        <translation>Leermodus: tonen wat een tegel op een plek zou opleveren</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="343"/>
        <source>Open a game</source>
        <translation>Een spel openen</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="343"/>
        <source>Saved games (*.carc *.json)</source>
        <translation>Opgeslagen spellen (*.carc *.json)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="355"/>
        <source>Cannot open this file</source>
        <translation>Dit bestand kan niet worden geopend</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="364"/>
        <source>Cannot open this game</source>
        <translation>Dit spel kan niet geopend worden</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="417"/>
        <source>The games library cannot be used: {reason}. Data folder: {folder}</source>
        <translation>De spellenbibliotheek kan niet worden gebruikt: {reason}. Gegevensmap: {folder}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="424"/>
        <source>The game cannot be stored in the games library: {reason}. It is kept in memory and in an emergency copy ({copy}), and stored again after the next action once the library allows it. Data folder: {folder}</source>
        <translation>Het spel kan niet in de spellenbibliotheek worden opgeslagen: {reason}. Het blijft in het geheugen en in een noodkopie ({copy}) en wordt na de volgende actie opnieuw opgeslagen zodra de bibliotheek dat toelaat. Gegevensmap: {folder}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="432"/>
        <source>The game cannot be stored in the games library: {reason}. It is kept in memory only (no emergency copy could be written either), and stored again after the next action once the library allows it. Data folder: {folder}</source>
        <translation>Het spel kan niet in de spellenbibliotheek worden opgeslagen: {reason}. Het staat alleen in het geheugen (ook een noodkopie kon niet worden geschreven) en wordt na de volgende actie opnieuw opgeslagen zodra de bibliotheek dat toelaat. Gegevensmap: {folder}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="440"/>
        <source>The last backup of the games library failed: {reason}. Earlier backups are kept.</source>
        <translation>De laatste reservekopie van de spellenbibliotheek is mislukt: {reason}. Eerdere reservekopieën blijven bewaard.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="728"/>
        <source>An emergency copy is kept in {copy}; the app offers it at the next start.</source>
        <translation>Er is een noodkopie bewaard in {copy}; de app biedt die bij de volgende start aan.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="732"/>
        <source>No emergency copy could be written either: the game is in memory only.</source>
        <translation>Ook een noodkopie kon niet worden geschreven: het spel staat alleen in het geheugen.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="736"/>
        <source>The game is not stored</source>
        <translation>Het spel is niet opgeslagen</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="737"/>
        <source>Some actions of this game are not stored in the games library: {reason}.</source>
        <translation>Enkele acties van dit spel zijn niet in de spellenbibliotheek opgeslagen: {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="747"/>
        <source>Try again</source>
        <translation>Opnieuw proberen</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="748"/>
        <source>Save the game to a file…</source>
        <translation>Het spel in een bestand opslaan…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="749"/>
        <source>Quit anyway</source>
        <translation>Toch afsluiten</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="455"/>
        <source>Save the game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="455"/>
        <source>Saved games (*.carc)</source>
        <translation>Opgeslagen spellen (*.carc)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="469"/>
        <source>Cannot save</source>
        <translation>Opslaan is mislukt</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="471"/>
        <source>Saved to {path}</source>
        <translation>Opgeslagen in {path}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="476"/>
        <source>End the game</source>
        <translation>Spel beëindigen</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="476"/>
        <source>Stop now and do the final scoring?</source>
        <translation>Nu stoppen en de eindtelling doen?</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="512"/>
        <source>My tiles</source>
        <translation>Mijn tegels</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="522"/>
        <source>Cannot add the tile</source>
        <translation>De tegel kan niet worden toegevoegd</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="556"/>
        <source>Placed here (no follower): {what}</source>
        <translation>Hier aangelegd (zonder horige): {what}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="558"/>
        <source>Placed here, this tile completes nothing that scores (with no follower).</source>
        <translation>Hier aangelegd maakt deze tegel niets af wat punten oplevert (zonder horige).</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="635"/>
        <source>Undo: the change to turn {turn}</source>
        <translation>Ongedaan maken: de wijziging van beurt {turn}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="638"/>
        <source>Undo: {what}</source>
        <translation>Ongedaan maken: {what}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="643"/>
        <source>Redo: the change to turn {turn}</source>
        <translation>Opnieuw: de wijziging van beurt {turn}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="646"/>
        <source>Redo: {what}</source>
        <translation>Opnieuw: {what}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="71"/>
        <source>New game</source>
        <extracomment>characters of a user set&apos;s title the set&apos;s check box shows (about; the rest elided) a control per rule option (engine&apos;s declarations), with the half it belongs to</extracomment>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="73"/>
        <source>Players, in turn order</source>
        <translation>Spelers, in speelvolgorde</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="77"/>
        <source>Add player</source>
        <translation>Speler toevoegen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="78"/>
        <source>Remove last</source>
        <translation>Laatste verwijderen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="87"/>
        <source>Tiles</source>
        <translation>Tegels</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="114"/>
        <source>{title} (your tiles)</source>
        <extracomment>the box on the table: the base game&apos;s edition, and in the new edition&apos;s, the expansions it holds (``SetChoice.in_base_box``), one of them left out or none each expansion&apos;s ways to play it: a check box, or a list with &quot;without it&quot; first</extracomment>
        <translation>{title} (je eigen tegels)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="129"/>
        <source>Rule options</source>
        <extracomment>which tile starts the board with the sets chosen (the engine&apos;s rule: when several sets bring a start tile, one wins, and the players are told which)</extracomment>
        <translation>Regelopties</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="206"/>
        <source>My box is a first edition (before 2014)</source>
        <translation>Mijn doos is een eerste editie (van vóór 2014)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="209"/>
        <source>My box is the new edition (with {expansions})</source>
        <translation>Mijn doos is de nieuwe editie (met {expansions})</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="210"/>
        <source> and </source>
        <translation> en </translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="217"/>
        <source>My box is the new edition, leaving out {expansion}</source>
        <translation>Mijn doos is de nieuwe editie, zonder {expansion}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="220"/>
        <source>Other tiles, as chosen below</source>
        <translation>Andere tegels, zoals hieronder gekozen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="264"/>
        <source>Small city: 2 points</source>
        <translation>Kleine stad: 2 punten</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="265"/>
        <source>A completed city of exactly 2 tiles scores 2, not 4 (old English editions).</source>
        <translation>Een afgebouwde stad van precies 2 tegels levert 2 punten op, niet 4 (oude Engelse edities).</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="268"/>
        <source>Followers per player</source>
        <translation>Horigen per speler</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="269"/>
        <source>The box has 7; fewer or more is a house rule.</source>
        <translation>In de doos zitten er 7; minder of meer is een huisregel.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="368"/>
        <source>The board starts with: {tile}.</source>
        <translation>Het bord begint met: {tile}.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="157"/>
        <source>Tournament mode</source>
        <translation>Toernooimodus</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="161"/>
        <source>Hides bag counts, chances and hints: tournament rules forbid counting tiles.</source>
        <translation>Verbergt de aantallen in de zak, de kansen en de tips: de toernooiregels verbieden het tellen van tegels.</translation>
    </message>
</context>
<context>
    <name>NewSetDialog</name>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="507"/>
        <source>New tile set</source>
        <translation>Nieuwe tegelset</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="510"/>
        <source>e.g. signposts-mine</source>
        <translation>bijv. wegwijzers-eigen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="514"/>
        <source>e.g. Signposts (my box)</source>
        <translation>bijv. Wegwijzers (mijn doos)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="523"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="524"/>
        <source>Short name</source>
        <translation>Korte naam</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="532"/>
        <source>The title is what the app shows. The short name is for the set&apos;s file: letters, digits and - only.</source>
        <translation>De titel is wat de app toont. De korte naam is voor het bestand van de set: alleen letters, cijfers en -.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="548"/>
        <source>Give the set a name.</source>
        <translation>Geef de set een naam.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="550"/>
        <source>A set name has only letters, digits and - (no spaces).</source>
        <translation>Een setnaam bestaat alleen uit letters, cijfers en - (geen spaties).</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="552"/>
        <source>You already have a set named {name}.</source>
        <translation>Je hebt al een set met de naam {name}.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="554"/>
        <source>Give the set a title.</source>
        <translation>Geef de set een titel.</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="67"/>
        <source>Carcassonne table</source>
        <extracomment>the page&apos;s languages (the app&apos;s translations) pixels per square of a served tile picture (the page scales them) the page&apos;s own words (the page fills in the names in braces), in the context &quot;PhonePage&quot;</extracomment>
        <translation>Carcassonne-tafel</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="68"/>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="69"/>
        <source>Live</source>
        <translation>Verbonden</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="70"/>
        <source>No game yet</source>
        <translation>Nog geen spel</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="71"/>
        <source>Turn {turn}: {name} plays</source>
        <translation>Beurt {turn}: {name} speelt</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="72"/>
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="73"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="74"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="75"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="76"/>
        <source>Supply</source>
        <translation>Voorraad</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="77"/>
        <source>Last turn</source>
        <translation>Vorige beurt</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="78"/>
        <source>Log</source>
        <translation>Logboek</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="79"/>
        <source>Bag</source>
        <translation>Zak</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="80"/>
        <source>{n} tiles left</source>
        <translation>nog {n} tegels</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="81"/>
        <source>Only these tiles can be drawn now: they are laid first.</source>
        <translation>Alleen deze tegels kunnen nu getrokken worden: die worden eerst gelegd.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="82"/>
        <source>Tournament mode: counts are hidden</source>
        <translation>Toernooimodus: aantallen zijn verborgen</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="83"/>
        <source>Fit</source>
        <translation>Passend</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="84"/>
        <source>The board</source>
        <translation>Het bord</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="85"/>
        <source>Drawn tile: {tile}. Tap a square where it fits, turn it, then propose.</source>
        <translation>Getrokken tegel: {tile}. Tik op een vakje waar hij past, draai hem en stel voor.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="88"/>
        <source>Drawn tile: {tile}</source>
        <translation>Getrokken tegel: {tile}</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="89"/>
        <source>Turn</source>
        <translation>Draaien</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="90"/>
        <source>Propose</source>
        <translation>Voorstellen</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="91"/>
        <source>Proposal sent: the desktop decides.</source>
        <translation>Voorstel verstuurd: de computer beslist.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="92"/>
        <source>The desktop did not take the proposal.</source>
        <translation>De computer nam het voorstel niet aan.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="93"/>
        <source>{name} chooses:</source>
        <translation>{name} kiest:</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="94"/>
        <source>Tap a spot on the board or a choice below, then propose.</source>
        <translation>Tik op een plek op het bord of op een keuze hieronder en stel voor.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="95"/>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="96"/>
        <source>As on the computer</source>
        <translation>Zoals op de computer</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="99"/>
        <source>{action}, {where}</source>
        <extracomment>a choice on a spot of the tile, with the spot in words (&quot;deploy a knight, north&quot;)</extracomment>
        <translation>{action}, {where}</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <location filename="../../ui/phone/dialog.py" line="58"/>
        <source>Show on phones</source>
        <translation>Tonen op telefoons</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="68"/>
        <source>This computer only ({address})</source>
        <translation>Alleen deze computer ({address})</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="71"/>
        <source>any free port</source>
        <translation>een vrije poort</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="73"/>
        <location filename="../../ui/phone/dialog.py" line="192"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="76"/>
        <source>Players may propose their moves from their phone</source>
        <translation>Spelers mogen hun zetten voorstellen vanaf hun telefoon</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="78"/>
        <source>Where to place the drawn tile, and then a follower, the big one or none</source>
        <translation>Waar de getrokken tegel komt, en daarna een horige, de grote of geen</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="93"/>
        <source>Accept</source>
        <translation>Aannemen</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="96"/>
        <source>Dismiss</source>
        <translation>Negeren</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="102"/>
        <source>Network</source>
        <translation>Netwerk</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="103"/>
        <source>Port</source>
        <translation>Poort</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="113"/>
        <source>Phones with the page open:</source>
        <translation>Telefoons met de pagina open:</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="150"/>
        <source>Stopped: phones can no longer see the game.</source>
        <translation>Gestopt: telefoons zien het spel niet meer.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="166"/>
        <source>Port {port} is taken by another program. Choose another port.</source>
        <translation>Poort {port} is bezet door een ander programma. Kies een andere poort.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="169"/>
        <source>This computer does not allow the app to use port {port}. Choose one above 1024.</source>
        <translation>Deze computer staat de app poort {port} niet toe. Kies er een boven 1024.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="172"/>
        <source>This computer no longer has the address {address}.</source>
        <translation>Deze computer heeft het adres {address} niet meer.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="173"/>
        <source>Cannot start: {reason}</source>
        <translation>Kan niet starten: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="176"/>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="179"/>
        <source>Open this address on a phone, or scan the code:</source>
        <translation>Open dit adres op een telefoon, of scan de code:</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="182"/>
        <source>Phones must be on the same network. If they cannot open the page, a firewall on this computer blocks port {port}: allow incoming connections to it.</source>
        <translation>Telefoons moeten op hetzelfde netwerk zitten. Kunnen ze de pagina niet openen, dan blokkeert een firewall op deze computer poort {port}: sta inkomende verbindingen daarop toe.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="195"/>
        <source>Off: nothing is served until you start it.</source>
        <translation>Uit: er wordt niets gedeeld tot u het start.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="216"/>
        <source>A phone ({address}) proposes: place {tile}, {square}, turned {degrees}°.</source>
        <translation>Een telefoon ({address}) stelt voor: {tile}, {square}, {degrees}° gedraaid.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="225"/>
        <source>A phone ({address}) proposes: {choice}.</source>
        <translation>Een telefoon ({address}) stelt voor: {choice}.</translation>
    </message>
</context>
<context>
    <name>PlacementBar</name>
    <message>
        <location filename="../../ui/board/board_view.py" line="1758"/>
        <source>Turn the tile back (Shift+R)</source>
        <extracomment>one square drawn, by zoom and look (a few: cleared when they grow many) the width of a heat map square&apos;s outline and of a dead square&apos;s cross one square of a shade drawn, by zoom, shade and colours (see ``_stamp``) the follower it shows (None: a figure off the tiles, a crown field&apos;s) the square the spot is on, in scene units (None: off the tiles): drawn inside it</extracomment>
        <translation>Tegel terugdraaien (Shift+R)</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="1759"/>
        <source>Turn the tile (R)</source>
        <translation>Tegel draaien (R)</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="1760"/>
        <source>Place the tile here (Enter)</source>
        <translation>Tegel hier leggen (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="1761"/>
        <source>Take the tile off this square (Esc)</source>
        <translation>Tegel van dit vak halen (Esc)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="95"/>
        <source>Choose a colour… (now: {colour})</source>
        <translation>Kies een kleur… (nu: {colour})</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="70"/>
        <source>Use the colour scheme&apos;s</source>
        <translation>Die van het kleurenschema gebruiken</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="94"/>
        <source>the colour scheme&apos;s</source>
        <translation>die van het kleurenschema</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="36"/>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="39"/>
        <source>As the system</source>
        <translation>Systeemtaal</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="45"/>
        <source>As the system</source>
        <comment>colour scheme</comment>
        <translation>Zoals het systeem</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="46"/>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="47"/>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="54"/>
        <source>Automatic (on with a touchscreen)</source>
        <translation>Automatisch (aan bij een aanraakscherm)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="55"/>
        <source>On</source>
        <translation>Aan</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="56"/>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="60"/>
        <source>Tap a square twice to place (touch screens)</source>
        <translation>Tik twee keer op een vak om de tegel te leggen (aanraakschermen)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="63"/>
        <source>Offer the coach&apos;s hints at the place step (never in tournament mode)</source>
        <translation>Tips van de coach aanbieden bij het leggen (nooit in toernooimodus)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="82"/>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="83"/>
        <source>A new language shows after a restart.</source>
        <translation>Een andere taal verschijnt na het opnieuw starten.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="84"/>
        <source>Colour scheme</source>
        <translation>Kleurenschema</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="85"/>
        <source>Board background</source>
        <translation>Achtergrond van het speelveld</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="86"/>
        <source>Touch layout</source>
        <translation>Aanraakindeling</translation>
    </message>
</context>
<context>
    <name>RaceChart</name>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="87"/>
        <source>turns (the last step is the final scoring)</source>
        <translation>beurten (de laatste stap is de eindtelling)</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="16"/>
        <source>This game is damaged</source>
        <translation>Dit spel is beschadigd</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="19"/>
        <source>Its stored record no longer replays: {reason}</source>
        <translation>Het opgeslagen verslag laat zich niet meer naspelen: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="20"/>
        <source>It replays as far as action {good} of {total}.</source>
        <translation>Het laat zich naspelen tot actie {good} van {total}.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="26"/>
        <source>The damaged copy is kept, never deleted: {path}</source>
        <translation>De beschadigde kopie blijft bewaard en wordt nooit verwijderd: {path}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="36"/>
        <source>Go on from action {good}</source>
        <translation>Verder vanaf actie {good}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="39"/>
        <source>Not now</source>
        <translation>Niet nu</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../ui/words/refusals.py" line="23"/>
        <source>This is not allowed now.</source>
        <translation>Dit mag nu niet.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="43"/>
        <source>north</source>
        <translation>noord</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="44"/>
        <source>east</source>
        <translation>oost</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="45"/>
        <source>south</source>
        <translation>zuid</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="46"/>
        <source>west</source>
        <translation>west</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="52"/>
        <source>a city</source>
        <translation>een stad</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="53"/>
        <source>a road</source>
        <translation>een weg</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="54"/>
        <source>a field</source>
        <translation>een veld</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="57"/>
        <source>another kind of edge</source>
        <translation>een ander soort rand</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="62"/>
        <source>First draw a tile.</source>
        <translation>Trek eerst een tegel.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="63"/>
        <source>First place the drawn tile (or discard it if it fits nowhere).</source>
        <translation>Leg eerst de getrokken tegel aan (of leg hem weg als hij nergens past).</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="66"/>
        <source>First deploy a follower on the placed tile, or choose none.</source>
        <translation>Zet eerst een horige in op de gelegde tegel, of kies geen.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="69"/>
        <location filename="../../ui/words/refusals.py" line="88"/>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="298"/>
        <source>First the plague: each player in turn takes one of their followers back.</source>
        <translation>Eerst de pest: om de beurt neemt elke speler een van zijn horigen terug.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="166"/>
        <source>First keep one of the tiles drawn, or discard them all.</source>
        <translation>Houd eerst een van de getrokken tegels, of leg ze allemaal weg.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="76"/>
        <source>First finish the choice the game waits for.</source>
        <translation>Maak eerst de keuze af waarop het spel wacht.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="82"/>
        <source>Does not fit: its {side} edge is {have}, the neighbouring tile&apos;s {other} edge is {need}.</source>
        <translation>Past niet: de rand aan de {side}kant is {have}, de rand aan de {other}kant van de buurtegel is {need}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="135"/>
        <source>That place already holds a follower.</source>
        <translation>Op die plek staat al een horige.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="175"/>
        <source>Only one tile may be drawn now.</source>
        <translation>Nu mag er maar één tegel getrokken worden.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="176"/>
        <source>At most {allowed} tiles may be drawn now.</source>
        <translation>Er mogen nu hoogstens {allowed} tegels getrokken worden.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="89"/>
        <source>This needs an expansion that is not in this game.</source>
        <translation>Hiervoor is een uitbreiding nodig die niet in dit spel zit.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="93"/>
        <source>No such tile is in this game.</source>
        <translation>Zo&apos;n tegel zit niet in dit spel.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="94"/>
        <source>No &quot;{tile}&quot; is left in the bag.</source>
        <translation>Er zit geen &quot;{tile}&quot; meer in de zak.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="97"/>
        <source>The tile in hand is &quot;{held}&quot;, not &quot;{tile}&quot;.</source>
        <translation>De tegel in de hand is &quot;{held}&quot;, niet &quot;{tile}&quot;.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="100"/>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="103"/>
        <source>No tile is in hand: draw one first.</source>
        <translation>Er is geen tegel in de hand: trek er eerst een.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="104"/>
        <source>&quot;{tile}&quot; covers several squares and cannot be turned.</source>
        <translation>&quot;{tile}&quot; beslaat meerdere vakken en kan niet gedraaid worden.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="107"/>
        <source>That square already holds a tile.</source>
        <translation>Op dat vak ligt al een tegel.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="109"/>
        <source>A tile must touch a tile already on the board.</source>
        <translation>Een tegel moet een tegel raken die al op het speelveld ligt.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="112"/>
        <source>&quot;{tile}&quot; can be placed, so it cannot be discarded.</source>
        <translation>&quot;{tile}&quot; kan worden aangelegd, dus niet weggelegd.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="115"/>
        <source>No follower is left in the supply.</source>
        <translation>Er is geen horige meer in de voorraad.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="116"/>
        <source>No figure of that kind is left in the supply.</source>
        <translation>Er is geen figuur van die soort meer in de voorraad.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="119"/>
        <source>The placed tile has no such spot.</source>
        <translation>De gelegde tegel heeft zo&apos;n plek niet.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="120"/>
        <source>That feature already holds a follower.</source>
        <translation>Op dat gebied staat al een horige.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="123"/>
        <source>A figure can be deployed only on the tile just placed.</source>
        <translation>Een figuur kan alleen op de zojuist gelegde tegel worden ingezet.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="126"/>
        <source>No player is called {player}.</source>
        <translation>Geen speler heet {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="129"/>
        <source>An adjustment is at most {most} points either way.</source>
        <translation>Een correctie is hoogstens {most} punten, omhoog of omlaag.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="132"/>
        <source>A reason is printable text of at most {most} characters.</source>
        <translation>Een reden is gewone tekst van hoogstens {most} tekens.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="136"/>
        <source>&quot;{tile}&quot; cannot be drawn yet: the tiles of the stack with &quot;{first}&quot; come first.</source>
        <translation>„{tile}” kan nog niet getrokken worden: eerst komen de tegels van de stapel met „{first}”.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="139"/>
        <source>That figure cannot stand on this kind of feature.</source>
        <translation>Die figuur kan niet op dit soort gebied staan.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="87"/>
        <source>A figure can be taken back only after placing a festival tile, instead of deploying.</source>
        <translation>Een figuur kan alleen worden teruggenomen na het leggen van een feesttegel, in plaats van inzetten.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="91"/>
        <source>None of your figures stands there.</source>
        <translation>Daar staat geen figuur van jou.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="94"/>
        <source>No figure stands there.</source>
        <translation>Daar staat geen figuur.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="95"/>
        <source>Only your own figure can be taken back.</source>
        <translation>Alleen je eigen figuur kan worden teruggenomen.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="291"/>
        <source>The wheel has no such crown field.</source>
        <translation>Het rad heeft zo&apos;n kroonveld niet.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="294"/>
        <source>The plague is not on.</source>
        <translation>Er is nu geen pest.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="295"/>
        <source>{player} must take back one of their own followers on a land tile.</source>
        <translation>{player} moet een van zijn eigen horigen op een landschapstegel terugnemen.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="147"/>
        <source>A player has at most {most} fortune tellers.</source>
        <translation>Een speler heeft hoogstens {most} waarzeggers.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="150"/>
        <source>Several tiles can be drawn only at the start of a turn.</source>
        <translation>Meerdere tegels kunnen alleen aan het begin van een beurt worden getrokken.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="154"/>
        <source>&quot;{tile}&quot; is not among the tiles drawn.</source>
        <translation>&quot;{tile}&quot; is niet een van de getrokken tegels.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="157"/>
        <source>&quot;{tile}&quot; fits nowhere: keep one that can be placed.</source>
        <translation>&quot;{tile}&quot; past nergens: houd er een die kan worden aangelegd.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="160"/>
        <source>Discard all the tiles drawn, or keep one.</source>
        <translation>Leg alle getrokken tegels weg, of houd er een.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="163"/>
        <source>One of the tiles drawn can be placed: keep it.</source>
        <translation>Een van de getrokken tegels kan worden aangelegd: houd die.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="207"/>
        <source>The big follower stands only on a road, city, cloister or field of the tile just placed.</source>
        <translation>De grote horige komt alleen op een weg, stad, klooster of weide van de zojuist gelegde tegel.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="211"/>
        <source>The big follower stands only on a road, city, cloister or field.</source>
        <translation>De grote horige komt alleen op een weg, stad, klooster of weide.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="338"/>
        <source>The pig stands only on a field of the tile just placed.</source>
        <translation>Het varken komt alleen op een weide van de zojuist gelegde tegel.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="341"/>
        <source>The builder stands only on a road or city of the tile just placed.</source>
        <translation>De bouwmeester komt alleen op een weg of in een stad van de zojuist gelegde tegel.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="347"/>
        <source>The pig stands only on a field that already holds one of your farmers.</source>
        <translation>Het varken komt alleen in een weide waarin al een van je boeren ligt.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="350"/>
        <source>The builder stands only on a road or city that already holds one of your followers.</source>
        <translation>De bouwmeester komt alleen op een weg of in een stad waar al een van je horigen staat.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="215"/>
        <source>The abbot stands only on the cloister or the garden of the tile just placed.</source>
        <translation>De abt staat alleen op het klooster of de tuin van de zojuist gelegde tegel.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="218"/>
        <source>The abbot is taken back in the follower step, instead of deploying a figure.</source>
        <translation>De abt wordt teruggenomen in de stap van de horigen, in plaats van een figuur in te zetten.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="221"/>
        <source>Your abbot does not stand there.</source>
        <translation>Je abt staat daar niet.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="224"/>
        <source>The tile just placed completed it: it scores as completed, the abbot comes back by itself.</source>
        <translation>De zojuist gelegde tegel heeft het voltooid: het scoort als voltooid, de abt komt vanzelf terug.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="156"/>
        <source>A river tile must carry the river on from its open end.</source>
        <translation>Een riviertegel moet de rivier voortzetten vanaf haar open einde.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="160"/>
        <source>The river has reached its lake already.</source>
        <translation>De rivier heeft haar meer al bereikt.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="187"/>
        <source>The river would turn left twice in a row and turn back on itself.</source>
        <translation>De rivier zou twee keer na elkaar naar links draaien en naar zichzelf terugkeren.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="190"/>
        <source>The river would turn right twice in a row and turn back on itself.</source>
        <translation>De rivier zou twee keer na elkaar naar rechts draaien en naar zichzelf terugkeren.</translation>
    </message>
</context>
<context>
    <name>RiverUI</name>
    <message>
        <location filename="../../ui/expansions/river.py" line="95"/>
        <location filename="../../ui/expansions/river.py" line="112"/>
        <source>river</source>
        <extracomment>the river&apos;s water and its banks in the light and the dark scheme the stones around the spring</extracomment>
        <translation>rivier</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="96"/>
        <source>River</source>
        <translation>Rivier</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="107"/>
        <source>river spring</source>
        <translation>bron van de rivier</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="107"/>
        <source>river ending in a lake</source>
        <translation>rivier die in een meer uitmondt</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="109"/>
        <source>straight river</source>
        <translation>rechte rivier</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="111"/>
        <source>curved river</source>
        <translation>gebogen rivier</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="115"/>
        <location filename="../../ui/expansions/river.py" line="171"/>
        <source>The River</source>
        <translation>De Rivier</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="123"/>
        <source>The River (12 tiles, laid first)</source>
        <translation>De Rivier (12 tegels, eerst gelegd)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="132"/>
        <source>River: no two curves the same way</source>
        <translation>Rivier: geen twee bochten dezelfde kant op</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="134"/>
        <source>A curve of the river may never turn the same way as the curve before it, even with straight stretches between (the box&apos;s rule forbids only two in a row).</source>
        <translation>Een bocht van de rivier mag nooit dezelfde kant op draaien als de bocht ervoor, ook niet met rechte stukken ertussen (de regel uit de doos verbiedt alleen twee na elkaar).</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="148"/>
        <source>The river is laid first: the bag shows only its tiles.</source>
        <translation>De rivier wordt eerst gelegd: de zak toont alleen haar tegels.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="150"/>
        <source>The river tile goes where the river goes on (a lit square); it may not turn the same way twice in a row.</source>
        <translation>De riviertegel komt waar de rivier verder gaat (een verlicht vak); ze mag niet twee keer na elkaar dezelfde kant op draaien.</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message numerus="yes">
        <location filename="../../ui/panels/scoreboard.py" line="107"/>
        <source>{player}: %n point(s)</source>
        <extracomment>the score a score&apos;s accessible name was made for the rows or columns were made anew (a new game, tournament mode switched) what the supply&apos;s numbers are (&quot;7 + 1 + 1 + 1&quot;), when it has more than followers</extracomment>
        <translation>
            <numerusform>{player}: %n punt</numerusform>
            <numerusform>{player}: %n punten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="134"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="135"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="136"/>
        <source>Supply</source>
        <translation>Voorraad</translation>
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="137"/>
        <source>Last turn</source>
        <translation>Laatste beurt</translation>
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="138"/>
        <source>If it ended now</source>
        <translation>Als het nu eindigde</translation>
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="144"/>
        <source>Followers left, then: {figures}</source>
        <translation>Horigen over, daarna: {figures}</translation>
    </message>
</context>
<context>
    <name>SignpostsField</name>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="23"/>
        <source>Signposts (beside a road edge)</source>
        <translation>Wegwijzers (naast een zijde met een weg)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="25"/>
        <source>left</source>
        <translation>linksaf</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="25"/>
        <source>straight</source>
        <translation>rechtdoor</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="25"/>
        <source>right</source>
        <translation>rechtsaf</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="27"/>
        <source>North</source>
        <translation>Noord</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="28"/>
        <source>East</source>
        <translation>Oost</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="29"/>
        <source>South</source>
        <translation>Zuid</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="30"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="36"/>
        <source>no signpost</source>
        <translation>geen wegwijzer</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="58"/>
        <source>A signpost stands beside a road edge.</source>
        <translation>Een wegwijzer staat naast een zijde met een weg.</translation>
    </message>
</context>
<context>
    <name>SignpostsUI</name>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="78"/>
        <source>roundabout</source>
        <extracomment>a signpost&apos;s arrow, scaled up from its drawing below</extracomment>
        <translation>rotonde</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="81"/>
        <source>signpost</source>
        <translation>wegwijzer</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/signposts.py" line="81"/>
        <source>%n signpost(s)</source>
        <translation>
            <numerusform>%n wegwijzer</numerusform>
            <numerusform>%n wegwijzers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="85"/>
        <source>Signposts: describe your box&apos;s tiles in Game → Your tile sets.</source>
        <translation>De Wegwijzers: voer de tegels uit je doos in via Spel → Je eigen tegelsets.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/signposts.py" line="91"/>
        <source>%n correct signpost(s)</source>
        <translation>
            <numerusform>%n goede wegwijzer</numerusform>
            <numerusform>%n goede wegwijzers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="93"/>
        <source>{posts} of {kinds}</source>
        <translation>{posts} van {kinds}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/signposts.py" line="94"/>
        <source>%n type(s)</source>
        <translation>
            <numerusform>%n soort</numerusform>
            <numerusform>%n soorten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="96"/>
        <source>{road} with {posts}</source>
        <translation>{road} met {posts}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="102"/>
        <source>The Signposts</source>
        <translation>De Wegwijzers</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="112"/>
        <source>Roundabout</source>
        <translation>Rotonde</translation>
    </message>
</context>
<context>
    <name>SpokenBoard</name>
    <message>
        <location filename="../../ui/board/spoken.py" line="143"/>
        <source>{player}: {figure}</source>
        <translation>{player}: {figure}</translation>
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="124"/>
        <source>Follower spot: {what}</source>
        <translation>Plek voor een horige: {what}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/board/spoken.py" line="117"/>
        <source>The tile in hand fits here in %n way(s)</source>
        <translation>
            <numerusform>De tegel in de hand past hier op %n manier</numerusform>
            <numerusform>De tegel in de hand past hier op %n manieren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="116"/>
        <source>Lit square: {square}</source>
        <translation>Verlicht vakje: {square}</translation>
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="109"/>
        <source>Tile in hand: {tile}</source>
        <translation>Tegel in de hand: {tile}</translation>
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="107"/>
        <source>Not on the board yet: the arrow keys move it over the lit squares</source>
        <translation>Nog niet op het bord: de pijltjestoetsen brengen hem over de verlichte vakjes</translation>
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="102"/>
        <source>Shown on {square}, turned {degrees}°: Enter places it</source>
        <translation>Getoond op {square}, {degrees}° gedraaid: Enter legt hem neer</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/board/spoken.py" line="68"/>
        <source>%n tile(s) on the board</source>
        <translation>
            <numerusform>%n tegel op het bord</numerusform>
            <numerusform>%n tegels op het bord</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="40"/>
        <source>Board</source>
        <extracomment>what a thing on the board is called, what more is said of it, where it lies (scene)</extracomment>
        <translation>Speelbord</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="142"/>
        <source>Summary</source>
        <translation>Overzicht</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="147"/>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="156"/>
        <source>Followers deployed</source>
        <translation>Ingezette horigen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="156"/>
        <source>Lucky draws (expected)</source>
        <translation>Gelukkige trekkingen (verwacht)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="160"/>
        <source>Lucky draws: tiles drawn that could complete a feature the player held, one tile short of done. In brackets, how many such draws the player could expect: at each of their draws, the chance that the bag gave one of those tiles, added up. More than expected: luck.</source>
        <translation>Gelukkige trekkingen: getrokken tegels die een eigen gebied konden afmaken waar nog één tegel aan ontbrak. Tussen haakjes: hoeveel zulke trekkingen de speler mocht verwachten, namelijk bij elke eigen trekking de kans dat de zak zo’n tegel gaf, opgeteld. Meer dan verwacht: geluk.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="208"/>
        <source>The turns that changed the game most, as the coach sees them:</source>
        <translation>De beurten die het spel het meest veranderden, volgens de coach:</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="80"/>
        <source>A tie at %n point(s): {names}</source>
        <translation>
            <numerusform>Gelijkspel met %n punt: {names}</numerusform>
            <numerusform>Gelijkspel met %n punten: {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="82"/>
        <source>{names} wins with %n point(s)</source>
        <translation>
            <numerusform>{names} wint met %n punt</numerusform>
            <numerusform>{names} wint met %n punten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="119"/>
        <source>Completed: {player} scores {what}: {points}</source>
        <translation>Voltooid: {player} scoort {what}: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="71"/>
        <source>%n point(s)</source>
        <extracomment>the numbers Qt counts in ``tr(text, &quot;&quot;, n)``: a C int, and not below 0 (then &quot;%n&quot; stays) a spot&apos;s name on a tile: its place, after its square&apos;s offset on a tile of several squares the expansions&apos; UI halves, speaking this object&apos;s language (``translated``)</extracomment>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="93"/>
        <source>Correction for {player}: {points} ({reason})</source>
        <translation>Correctie voor {player}: {points} ({reason})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="99"/>
        <source>a road of %n tile(s)</source>
        <translation>
            <numerusform>een weg van %n tegel</numerusform>
            <numerusform>een weg van %n tegels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="101"/>
        <source>a city of %n tile(s)</source>
        <translation>
            <numerusform>een stad van %n tegel</numerusform>
            <numerusform>een stad van %n tegels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="103"/>
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n schild</numerusform>
            <numerusform>%n schilden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="104"/>
        <source>{city} with {pennants}</source>
        <translation>{city} met {pennants}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="107"/>
        <source>a cloister with %n of 9 tiles</source>
        <translation>
            <numerusform>een klooster met %n van de 9 tegels</numerusform>
            <numerusform>een klooster met %n van de 9 tegels</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="107"/>
        <source>a cloister</source>
        <translation>een klooster</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="110"/>
        <source>a field touching %n completed city(s)</source>
        <translation>
            <numerusform>een weide aan %n afgebouwde stad</numerusform>
            <numerusform>een weide aan %n afgebouwde steden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="115"/>
        <source>Game end: {player} scores {what}: {points}</source>
        <translation>Eindtelling: {player} scoort {what}: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="135"/>
        <source>Turn {turn}: {sentence}</source>
        <translation>Beurt {turn}: {sentence}</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="265"/>
        <source>place {tile}</source>
        <translation>{tile} aanleggen</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="268"/>
        <source>deploy {figure}</source>
        <translation>{figure} inzetten</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="144"/>
        <source>{tile} fits nowhere: discarded</source>
        <translation>{tile} past nergens: weggelegd</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="155"/>
        <source>{player} is outvoted on the road and scores nothing</source>
        <translation>{player} heeft op de weg de minderheid en scoort niets</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="156"/>
        <source>{player} is outvoted in the city and scores nothing</source>
        <translation>{player} heeft in de stad de minderheid en scoort niets</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="157"/>
        <source>{player} is outvoted in the field and scores nothing</source>
        <translation>{player} heeft in de weide de minderheid en scoort niets</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="158"/>
        <source>{player} is outvoted and scores nothing</source>
        <translation>{player} heeft de minderheid en scoort niets</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="163"/>
        <source>Nobody scores the completed road: no follower on it</source>
        <translation>Niemand scoort de voltooide weg: er staat geen horige op</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="164"/>
        <source>Nobody scores the completed city: no follower on it</source>
        <translation>Niemand scoort de voltooide stad: er staat geen horige in</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="165"/>
        <source>Nobody scores the completed cloister: no monk on it</source>
        <translation>Niemand scoort het voltooide klooster: er staat geen monnik in</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="166"/>
        <source>nobody scores</source>
        <translation>niemand scoort</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="175"/>
        <source>a knight</source>
        <translation>een ridder</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="176"/>
        <source>a thief</source>
        <translation>een struikrover</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="177"/>
        <source>a monk</source>
        <translation>een monnik</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="178"/>
        <source>a farmer</source>
        <translation>een boer</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="180"/>
        <source>a follower</source>
        <translation>een horige</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="196"/>
        <source>north</source>
        <translation>noord</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="196"/>
        <source>east</source>
        <translation>oost</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="196"/>
        <source>south</source>
        <translation>zuid</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="196"/>
        <source>west</source>
        <translation>west</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="198"/>
        <location filename="../../ui/words/texts.py" line="201"/>
        <source>north-west</source>
        <translation>noordwest</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="198"/>
        <location filename="../../ui/words/texts.py" line="199"/>
        <source>north-east</source>
        <translation>noordoost</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="199"/>
        <location filename="../../ui/words/texts.py" line="200"/>
        <source>south-east</source>
        <translation>zuidoost</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="200"/>
        <location filename="../../ui/words/texts.py" line="201"/>
        <source>south-west</source>
        <translation>zuidwest</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="208"/>
        <source>middle</source>
        <translation>midden</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="218"/>
        <source>{n} east</source>
        <translation>{n} naar het oosten</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="218"/>
        <source>{n} west</source>
        <translation>{n} naar het westen</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="220"/>
        <source>{n} south</source>
        <translation>{n} naar het zuiden</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="220"/>
        <source>{n} north</source>
        <translation>{n} naar het noorden</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="224"/>
        <source>the start tile&apos;s north-west square</source>
        <translation>het noordwestelijke vak van de starttegel</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="226"/>
        <source>the start tile&apos;s square</source>
        <translation>het vak van de starttegel</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="230"/>
        <source>{where} of the start tile&apos;s north-west square</source>
        <translation>{where} van het noordwestelijke vak van de starttegel</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="231"/>
        <source>{where} of the start tile</source>
        <translation>{where} van de starttegel</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="263"/>
        <location filename="../../ui/words/texts.py" line="278"/>
        <source>draw {tile}</source>
        <translation>{tile} trekken</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="270"/>
        <source>no follower</source>
        <translation>geen horige</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="272"/>
        <location filename="../../ui/words/texts.py" line="280"/>
        <source>discard {tile}</source>
        <translation>{tile} wegleggen</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="274"/>
        <source>correction for {player}</source>
        <translation>correctie voor {player}</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="276"/>
        <source>end of the game</source>
        <translation>einde van het spel</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="293"/>
        <source>Roads</source>
        <translation>Wegen</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="294"/>
        <source>Cities</source>
        <translation>Steden</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="295"/>
        <source>Cloisters</source>
        <translation>Kloosters</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="296"/>
        <source>Fields</source>
        <translation>Weiden</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="297"/>
        <source>Corrections</source>
        <translation>Correcties</translation>
    </message>
</context>
<context>
    <name>TileEditor</name>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="156"/>
        <source>Edit a tile</source>
        <extracomment>The id the picture is built with while the name is not usable yet (``_`` is no editor name). a hand-made wiring read from the entry, kept while edges and wiring choices stay the entry being edited, as read: what it shows that no field here gives is kept</extracomment>
        <translation>Tegel bewerken</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="156"/>
        <source>New tile</source>
        <translation>Nieuwe tegel</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="159"/>
        <source>e.g. A or curve-2</source>
        <translation>bijv. A of bocht-2</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="168"/>
        <source>Separate cities (each city edge its own city)</source>
        <translation>Losse steden (elke stadszijde een eigen stad)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="172"/>
        <source>Cloister</source>
        <translation>Klooster</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="218"/>
        <source>Tile</source>
        <extracomment>a check box for each expansion&apos;s kind of feature with a look, by the kind&apos;s name the expansions&apos; marks, as their UI halves offer them</extracomment>
        <translation>Tegel</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="223"/>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="224"/>
        <source>Copies in the box</source>
        <translation>Aantal in de doos</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="225"/>
        <source>Edges</source>
        <translation>Zijden</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="226"/>
        <source>Clockwise from north: C city, R road, F field.</source>
        <translation>Met de klok mee vanaf noord: C = stad, R = weg, F = weide.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="228"/>
        <source>Wiring</source>
        <translation>Verbindingen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="232"/>
        <source>Roads</source>
        <translation>Wegen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="236"/>
        <source>On the tile</source>
        <translation>Op de tegel</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="238"/>
        <source>Pennants</source>
        <translation>Schilden</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="467"/>
        <source>{mark}: only on a tile with a road.</source>
        <translation>{mark}: alleen op een tegel met een weg.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="327"/>
        <source>one road through the tile</source>
        <translation>één weg dwars over de tegel</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="328"/>
        <source>each road ends on the tile</source>
        <translation>elke weg houdt op de tegel op</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="329"/>
        <source>two curves: north–east and south–west</source>
        <translation>twee bochten: noord–oost en zuid–west</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="330"/>
        <source>two curves: north–west and east–south</source>
        <translation>twee bochten: noord–west en oost–zuid</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="354"/>
        <source>(type the edges first)</source>
        <translation>(typ eerst de zijden)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="356"/>
        <source>no roads</source>
        <translation>geen wegen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="382"/>
        <location filename="../../ui/dialogs/tile_editor.py" line="464"/>
        <source>Type the four edges, north, east, south, west, each C, R or F.</source>
        <translation>Typ de vier zijden, noord, oost, zuid, west, elk C, R of F.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="384"/>
        <source>Give the tile a name.</source>
        <translation>Geef de tegel een naam.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="386"/>
        <source>A tile name has only letters, digits and - (no spaces).</source>
        <translation>Een tegelnaam bestaat alleen uit letters, cijfers en - (geen spaties).</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="407"/>
        <source>Hand-made wiring from the file, kept until you change the edges or the wiring.</source>
        <translation>Zelfgemaakte verbindingen uit het bestand; ze blijven behouden tot je de zijden of de verbindingen wijzigt.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="462"/>
        <source>A road cannot cross a city: keep the cities separate or let the roads end.</source>
        <translation>Een weg kan niet door een stad lopen: houd de steden los of laat de wegen ophouden.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="463"/>
        <source>Pennants need a city.</source>
        <translation>Schilden horen in een stad.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="469"/>
        <source>{mark}: only on a tile with a city.</source>
        <translation>{mark}: alleen op een tegel met een stad.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="480"/>
        <source>{edges} (north at the top)</source>
        <translation>{edges} (noord boven)</translation>
    </message>
</context>
<context>
    <name>TileNames</name>
    <message>
        <location filename="../../ui/words/tile_names.py" line="101"/>
        <source>Base game</source>
        <extracomment>the sentence whose translation tells which language the kept names are in (``_kept``) by tile id: the tile type named (another type of that id, a tile described anew, is named anew and takes its place), its name, its description</extracomment>
        <translation>Basisspel</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="139"/>
        <source>{name}. Edges from the north, clockwise: {edges}</source>
        <translation>{name}. Randen vanaf het noorden, met de klok mee: {edges}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="160"/>
        <source>%n separate cities</source>
        <translation>
            <numerusform>%n aparte steden</numerusform>
            <numerusform>%n aparte steden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="163"/>
        <source>pennant</source>
        <translation>schild</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="163"/>
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n schild</numerusform>
            <numerusform>%n schilden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="166"/>
        <source>cloister</source>
        <translation>klooster</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="175"/>
        <source>straight road</source>
        <translation>rechte weg</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="176"/>
        <source>%n straight road(s)</source>
        <translation>
            <numerusform>%n rechte weg</numerusform>
            <numerusform>%n rechte wegen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="183"/>
        <source>curved road</source>
        <translation>gebogen weg</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="183"/>
        <source>%n curved road(s)</source>
        <translation>
            <numerusform>%n gebogen weg</numerusform>
            <numerusform>%n gebogen wegen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="192"/>
        <source>city across the tile</source>
        <translation>stad dwars over de tegel</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="194"/>
        <source>city on one side</source>
        <translation>stad aan één kant</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="195"/>
        <source>city on two sides</source>
        <translation>stad aan twee kanten</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="196"/>
        <source>city on three sides</source>
        <translation>stad aan drie kanten</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="197"/>
        <source>city on all four sides</source>
        <translation>stad aan alle vier kanten</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="201"/>
        <source>road to the door</source>
        <translation>weg naar de deur</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="201"/>
        <source>%n road(s) to the door</source>
        <translation>
            <numerusform>%n weg naar de deur</numerusform>
            <numerusform>%n wegen naar de deur</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="203"/>
        <source>two roads ending at a village</source>
        <translation>twee wegen die eindigen bij een dorp</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="205"/>
        <source>crossroads of %n roads</source>
        <translation>
            <numerusform>kruispunt van %n wegen</numerusform>
            <numerusform>kruispunt van %n wegen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="208"/>
        <source>road to the city gate</source>
        <translation>weg naar de stadspoort</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="208"/>
        <source>%n road(s) to the city gate</source>
        <translation>
            <numerusform>%n weg naar de stadspoort</numerusform>
            <numerusform>%n wegen naar de stadspoort</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="212"/>
        <source>dead-end road</source>
        <translation>doodlopende weg</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="212"/>
        <source>%n dead-end road(s)</source>
        <translation>
            <numerusform>%n doodlopende weg</numerusform>
            <numerusform>%n doodlopende wegen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="218"/>
        <source>city</source>
        <translation>stad</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="218"/>
        <source>road</source>
        <translation>weg</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="218"/>
        <source>field</source>
        <translation>veld</translation>
    </message>
</context>
<context>
    <name>TilePainter</name>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="23"/>
        <source>Fortune</source>
        <extracomment>The sectors&apos; names as printed on the wheel, for the translators (``lupdate`` reads these; ``sector_name`` translates a sector&apos;s name in the same context).</extracomment>
        <translation>Fortuna</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="24"/>
        <source>Tax</source>
        <translation>Belasting</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="25"/>
        <source>Famine</source>
        <translation>Hongersnood</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="26"/>
        <source>Storm</source>
        <translation>Onweer</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="27"/>
        <source>Inquisition</source>
        <translation>Inquisitie</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="28"/>
        <source>Plague</source>
        <translation>Pest</translation>
    </message>
</context>
<context>
    <name>TileSetsDialog</name>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="573"/>
        <source>Your tile sets</source>
        <translation>Je eigen tegelsets</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="580"/>
        <source>New set…</source>
        <translation>Nieuwe set…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="581"/>
        <source>Import…</source>
        <translation>Importeren…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="582"/>
        <source>Export…</source>
        <translation>Exporteren…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="583"/>
        <location filename="../../ui/dialogs/tile_editor.py" line="815"/>
        <source>Delete set</source>
        <translation>Set verwijderen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="597"/>
        <source>Add tile…</source>
        <translation>Tegel toevoegen…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="598"/>
        <source>Edit tile…</source>
        <translation>Tegel bewerken…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="599"/>
        <source>Remove tile</source>
        <translation>Tegel verwijderen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="615"/>
        <source>Sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="638"/>
        <source>Describe the tiles of your own box once (the Signposts and the Fortune Tellers have no public tile list); your sets can then be chosen for a new game.</source>
        <translation>Voer de tegels uit je eigen doos één keer in (van De Wegwijzers en De Waarzeggers bestaat geen openbare tegellijst); daarna kun je je sets kiezen bij een nieuw spel.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="657"/>
        <source>Some files in the folder were left out:</source>
        <translation>Sommige bestanden in de map zijn overgeslagen:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="696"/>
        <source>No set yet: make a new one or import one.</source>
        <translation>Nog geen set: maak een nieuwe of importeer er een.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="709"/>
        <source>{name} ×{count}</source>
        <translation>{name} ×{count}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="721"/>
        <source>&lt;b&gt;{title}&lt;/b&gt; ({name}): {types} tile types, {total} tiles</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt; ({name}): {types} tegelsoorten, {total} tegels</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="742"/>
        <source>Cannot save the set</source>
        <translation>De set kan niet worden opgeslagen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="757"/>
        <source>Cannot make the set</source>
        <translation>De set kan niet worden gemaakt</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="758"/>
        <source>You already have a set named {name}.</source>
        <translation>Je hebt al een set met de naam {name}.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="783"/>
        <source>Cannot edit this tile</source>
        <translation>Deze tegel kan niet worden bewerkt</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="785"/>
        <source>{tile} is defined elsewhere or covers several squares: change it in the file.</source>
        <translation>{tile} is elders vastgelegd of beslaat meerdere vakken: pas hem aan in het bestand.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="814"/>
        <source>Delete the set {name} and its file? This cannot be undone.</source>
        <translation>De set {name} en het bestand ervan verwijderen? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="820"/>
        <source>Cannot delete the set</source>
        <translation>De set kan niet worden verwijderd</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="836"/>
        <source>You already have a set named {name}: delete it first.</source>
        <translation>Je hebt al een set met de naam {name}: verwijder die eerst.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="840"/>
        <source>Cannot import this file</source>
        <translation>Dit bestand kan niet worden geïmporteerd</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="860"/>
        <source>Cannot export the set</source>
        <translation>De set kan niet worden geëxporteerd</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="875"/>
        <source>Import a tile set</source>
        <translation>Een tegelset importeren</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="875"/>
        <location filename="../../ui/dialogs/tile_editor.py" line="881"/>
        <source>Tile sets (*.json)</source>
        <translation>Tegelsets (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="881"/>
        <source>Export the tile set</source>
        <translation>De tegelset exporteren</translation>
    </message>
</context>
<context>
    <name>TradersAndBuildersUI</name>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="156"/>
        <source>wine</source>
        <extracomment>each good&apos;s colour on its disc, in the light and the dark scheme the phone&apos;s tally picture and what it shows (``phone_parts``)</extracomment>
        <translation>wijn</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="156"/>
        <source>grain</source>
        <translation>graan</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="156"/>
        <source>cloth</source>
        <translation>stof</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="160"/>
        <location filename="../../ui/expansions/traders_builders.py" line="387"/>
        <source>Traders &amp; Builders</source>
        <translation>Kooplieden &amp; Bouwmeesters</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="166"/>
        <source>Traders &amp; Builders (24 tiles: goods, a builder and a pig each)</source>
        <translation>Kooplieden &amp; Bouwmeesters (24 tegels: handelswaar, een bouwmeester en een varken per speler)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="182"/>
        <source>Game end: {player} has the most {good} ({count}): {points}</source>
        <translation>Eindtelling: {player} heeft de meeste {good} ({count}): {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="188"/>
        <source>{field} with the player&apos;s pig (4 per city)</source>
        <translation>{field} met het varken van de speler (4 per stad)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/traders_builders.py" line="194"/>
        <source>{player} completes a city and takes %n {good} token(s)</source>
        <translation>
            <numerusform>{player} voltooit een stad en krijgt %n fiche {good}</numerusform>
            <numerusform>{player} voltooit een stad en krijgt %n fiches {good}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="200"/>
        <source>{player}&apos;s builder goes home: no follower of theirs is left in its city</source>
        <translation>De bouwmeester van {player} gaat naar huis: in zijn stad staat geen horige van {player} meer</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="202"/>
        <source>{player}&apos;s builder goes home: no follower of theirs is left on its road</source>
        <translation>De bouwmeester van {player} gaat naar huis: op zijn weg staat geen horige van {player} meer</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="208"/>
        <location filename="../../ui/expansions/traders_builders.py" line="364"/>
        <source>Goods</source>
        <translation>Handelswaar</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="214"/>
        <source>the goods&apos; majorities gain about {points} at the end</source>
        <translation>de meerderheden in handelswaar winnen aan het eind zo&apos;n {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="215"/>
        <source>the goods&apos; majorities lose about {points} at the end</source>
        <translation>de meerderheden in handelswaar verliezen aan het eind zo&apos;n {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="220"/>
        <source>Whoever completes a city takes a token for each good in it. At the end, the most tokens of each good score 10 points; tied players each score 10. The board shows where this player&apos;s tokens came from.</source>
        <translation>Wie een stad voltooit, krijgt een fiche voor elke handelswaar erin. Aan het einde leveren de meeste fiches van elke soort 10 punten op; bij gelijkstand krijgt elke speler 10. Het bord toont waar de fiches van deze speler vandaan kwamen.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="226"/>
        <source>A pig makes its owner&apos;s field score 4 points instead of 3 for each completed city it touches.</source>
        <translation>Een varken laat de weide van zijn eigenaar 4 punten in plaats van 3 opleveren voor elke voltooide stad die ze raakt.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="232"/>
        <source>the builder</source>
        <translation>de bouwmeester</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="232"/>
        <source>the pig</source>
        <translation>het varken</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="240"/>
        <source>deploy the builder</source>
        <translation>de bouwmeester inzetten</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="241"/>
        <source>deploy the builder, {where}</source>
        <translation>de bouwmeester inzetten, {where}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="243"/>
        <source>deploy the pig</source>
        <translation>het varken inzetten</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="244"/>
        <source>deploy the pig, {where}</source>
        <translation>het varken inzetten, {where}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="268"/>
        <source>Builder:
{where}</source>
        <translation>Bouwmeester:
{where}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="270"/>
        <source>Deploy your builder beside your follower: each later tile that extends its feature earns you another turn</source>
        <translation>Zet je bouwmeester naast je horige in: elke latere tegel die zijn weg of stad verlengt, levert je nog een beurt op</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="276"/>
        <source>Pig:
{where}</source>
        <translation>Varken:
{where}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="278"/>
        <source>Deploy your pig beside your farmer: your field scores 4 per city instead of 3</source>
        <translation>Zet je varken naast je boer in: je weide levert 4 per stad op in plaats van 3</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="294"/>
        <source>No tile left in the bag extends this city: a builder on it earns no extra turn.</source>
        <translation>Geen tegel in de zak verlengt deze stad nog: een bouwmeester erin levert geen extra beurt op.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="296"/>
        <source>No tile left in the bag extends this road: a builder on it earns no extra turn.</source>
        <translation>Geen tegel in de zak verlengt deze weg nog: een bouwmeester erop levert geen extra beurt op.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/traders_builders.py" line="299"/>
        <source>The bag can still extend this city: %n tile(s) left fit its open sides; about {soon:.0%} that one of your {draws} draws left is one.</source>
        <translation>
            <numerusform>De zak kan deze stad nog verlengen: %n overgebleven tegel past aan haar open kanten; ongeveer {soon:.0%} kans dat je die trekt in je {draws} resterende trekkingen.</numerusform>
            <numerusform>De zak kan deze stad nog verlengen: %n overgebleven tegels passen aan haar open kanten; ongeveer {soon:.0%} kans dat je er een trekt in je {draws} resterende trekkingen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/traders_builders.py" line="306"/>
        <source>The bag can still extend this road: %n tile(s) left fit its open ends; about {soon:.0%} that one of your {draws} draws left is one.</source>
        <translation>
            <numerusform>De zak kan deze weg nog verlengen: %n overgebleven tegel past aan zijn open uiteinden; ongeveer {soon:.0%} kans dat je die trekt in je {draws} resterende trekkingen.</numerusform>
            <numerusform>De zak kan deze weg nog verlengen: %n overgebleven tegels passen aan zijn open uiteinden; ongeveer {soon:.0%} kans dat je er een trekt in je {draws} resterende trekkingen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="322"/>
        <source>Another turn: the builder&apos;s city grew.</source>
        <translation>Nog een beurt: de stad van de bouwmeester is gegroeid.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="323"/>
        <source>Another turn: the builder&apos;s road grew.</source>
        <translation>Nog een beurt: de weg van de bouwmeester is gegroeid.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="328"/>
        <source>Or press the “Builder” or the “Pig” button.</source>
        <translation>Of druk op de knop „Bouwmeester” of „Varken”.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="330"/>
        <source>Or press the “Builder” button.</source>
        <translation>Of druk op de knop „Bouwmeester”.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="332"/>
        <source>Or press the “Pig” button.</source>
        <translation>Of druk op de knop „Varken”.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="394"/>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="395"/>
        <source>Goods (in its cities)</source>
        <translation>Handelswaar (in zijn steden)</translation>
    </message>
</context>
<context>
    <name>WheelOfFortuneUI</name>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="268"/>
        <source>The Wheel of Fortune: the pig is on {sector}</source>
        <translation>Het Rad van Fortuin: het varken staat op {sector}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="61"/>
        <source>wheel symbol {number}</source>
        <extracomment>the engine&apos;s prefix of the wheel&apos;s score sources (&quot;wheel:tax&quot;) and of their notes the wheel&apos;s picture on the phone page, in pixels (the page shows it at most this wide)</extracomment>
        <translation>radsymbool {number}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="68"/>
        <source>road to the wheel</source>
        <translation>weg naar het rad</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="68"/>
        <source>%n road(s) to the wheel</source>
        <translation>
            <numerusform>%n weg naar het rad</numerusform>
            <numerusform>%n wegen naar het rad</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="70"/>
        <source>wheel of fortune</source>
        <translation>rad van fortuin</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="74"/>
        <source>Wheel of Fortune</source>
        <translation>Rad van Fortuin</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="75"/>
        <source>Wheel of Fortune, its numbered tiles</source>
        <translation>Rad van Fortuin, de genummerde tegels</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="83"/>
        <source>The Wheel of Fortune alone (72 tiles; the wheel starts)</source>
        <translation>Alleen Rad van Fortuin (72 tegels; het Rad is de starttegel)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="88"/>
        <source>Base game + the 19 wheel tiles (the wheel starts)</source>
        <translation>Basisspel + de 19 tegels met Rad van Fortuin-symbool (het Rad is de starttegel)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="92"/>
        <source>Base game + the 19 wheel tiles, wheel beside the board</source>
        <translation>Basisspel + de 19 tegels met Rad van Fortuin-symbool, Rad naast het speelveld</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="99"/>
        <source>Base game (72 tiles), no Wheel of Fortune</source>
        <translation>Basisspel (72 tegels), zonder Rad van Fortuin</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="104"/>
        <source>Famine: majority only</source>
        <translation>Hongersnood: alleen met meerderheid</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="105"/>
        <source>Wheel of Fortune: only the field&apos;s majority farmers eat (older wording).</source>
        <translation>Rad van Fortuin: alleen de boeren met de meerderheid op de weide krijgen punten (oudere regeltekst).</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="120"/>
        <source>Fortune smiles on {player}: {points}</source>
        <translation>Fortuna lacht {player} toe: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="122"/>
        <source>%n knight(s)</source>
        <translation>
            <numerusform>%n ridder</numerusform>
            <numerusform>%n ridders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="124"/>
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n schild</numerusform>
            <numerusform>%n schilden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="125"/>
        <source>Tax: {player}&apos;s {knights} in a city with {pennants}: {points}</source>
        <translation>Belasting: {player} heeft {knights} in een stad met {pennants}: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="128"/>
        <source>Tax: {player}&apos;s {knights} in a city: {points}</source>
        <translation>Belasting: {player} heeft {knights} in een stad: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="132"/>
        <source>Famine: {player}&apos;s {farmers} by {cities}: {points}</source>
        <translation>Hongersnood: {player} heeft {farmers} bij {cities}: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="134"/>
        <source>%n farmer(s)</source>
        <translation>
            <numerusform>%n boer</numerusform>
            <numerusform>%n boeren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="135"/>
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n afgebouwde stad</numerusform>
            <numerusform>%n afgebouwde steden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="139"/>
        <source>Storm: {player} has {supply} in supply: {points}</source>
        <translation>Onweer: {player} heeft {supply} in voorraad: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="140"/>
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n horige</numerusform>
            <numerusform>%n horigen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="143"/>
        <source>Inquisition: {player}&apos;s {monks}: {points}</source>
        <translation>Inquisitie: {player} heeft {monks} op het speelveld: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="144"/>
        <source>%n monk(s)</source>
        <translation>
            <numerusform>%n monnik</numerusform>
            <numerusform>%n monniken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="146"/>
        <source>{player}&apos;s crown field pays: {points}</source>
        <translation>{player} scoort op een kroonveld: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="150"/>
        <source>The wheel turns: the pig stops on {sector}</source>
        <translation>Het Rad draait: het varken stopt op {sector}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="154"/>
        <source>Plague: {player} sends {figure} home</source>
        <translation>Pest: {player} neemt {figure} terug in de voorraad</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="166"/>
        <source>nobody scores, no one has a knight in a city</source>
        <translation>niemand scoort, niemand heeft een ridder in een stad</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="167"/>
        <source>nobody scores, no farmer&apos;s field touches a completed city</source>
        <translation>niemand scoort, geen weide met een boer grenst aan een voltooide stad</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="168"/>
        <source>nobody scores, no one has a follower in their supply</source>
        <translation>niemand scoort, niemand heeft een horige in voorraad</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="169"/>
        <source>nobody scores, no one has a monk on the board</source>
        <translation>niemand scoort, niemand heeft een monnik op het speelveld</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="170"/>
        <source>nobody goes home, no one has a follower on a land tile</source>
        <translation>niemand gaat terug naar de voorraad, niemand heeft een horige op een landschapstegel</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="171"/>
        <source>nobody scores</source>
        <translation>niemand scoort</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="172"/>
        <source>{sector}: {why}</source>
        <translation>{sector}: {why}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="176"/>
        <source>Crown fields</source>
        <translation>Kroonvelden</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="184"/>
        <source>the crown fields should pay about {points} when the pig stops</source>
        <translation>de kroonvelden leveren zo&apos;n {points} op als het varken daar stopt</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="187"/>
        <source>the crown fields should pay about {points} less</source>
        <translation>de kroonvelden leveren zo&apos;n {points} minder op</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="190"/>
        <source>the pig&apos;s next sector should pay about {points} more</source>
        <translation>het volgende vak van het varken levert zo&apos;n {points} meer op</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="191"/>
        <source>the pig&apos;s next sector should pay about {points} less</source>
        <translation>het volgende vak van het varken levert zo&apos;n {points} minder op</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="195"/>
        <source>a follower from a crown field</source>
        <translation>een horige van een kroonveld</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="203"/>
        <source>a follower on the {sector} crown field</source>
        <translation>een horige op het kroonveld van {sector}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="204"/>
        <source>a follower on the {sector} crown field {number}</source>
        <translation>een horige op kroonveld {number} van {sector}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="209"/>
        <source>send a follower home (plague)</source>
        <translation>een horige terug in de voorraad (pest)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="215"/>
        <source>Plague: {player} chooses which of their ringed followers goes home.</source>
        <translation>Pest: {player} kiest welke van zijn omringde horigen naar huis gaat.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="241"/>
        <location filename="../../ui/expansions/wheel_of_fortune/panel.py" line="180"/>
        <source>Deploy a follower on this crown field</source>
        <translation>Zet een horige op dit kroonveld</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="247"/>
        <source>The pig</source>
        <translation>Het varken</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="275"/>
        <source>The Wheel of Fortune</source>
        <translation>Rad van Fortuin</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="304"/>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="305"/>
        <source>Wheel number</source>
        <translation>Getal op het Rad-symbool</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/panel.py" line="181"/>
        <source>Take this follower back</source>
        <translation>Neem deze horige terug</translation>
    </message>
</context>
<context>
    <name>WheelPanel</name>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/panel.py" line="101"/>
        <source>The pig is on {sector}</source>
        <translation>Het varken staat op {sector}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/panel.py" line="99"/>
        <source>The Wheel of Fortune</source>
        <translation>Rad van Fortuin</translation>
    </message>
</context>
<context>
    <name>WindRosesUI</name>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="76"/>
        <source>whole wind rose</source>
        <extracomment>the engine&apos;s score source of a quarter rose placed in its section the rose&apos;s ink (both schemes), and the room its mark takes: its north or quarter is read too where a quarter rose&apos;s filled quarter lies, as Qt&apos;s angles (counter-clockwise from 3 o&apos;clock)</extracomment>
        <translation>hele windroos</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="78"/>
        <source>north-east</source>
        <translation>noordoost</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="79"/>
        <source>south-east</source>
        <translation>zuidoost</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="80"/>
        <source>south-west</source>
        <translation>zuidwest</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="81"/>
        <source>north-west</source>
        <translation>noordwest</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="83"/>
        <source>wind rose quarter {direction}</source>
        <translation>kwart windroos {direction}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="91"/>
        <source>The Wind Roses (6 tiles: the orange rose starts)</source>
        <translation>De Windrozen (6 tegels: de oranje windroos is de starttegel)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="150"/>
        <source>{player} places a quarter wind rose in its own section: {points}</source>
        <translation>{player} legt een kwart windroos in het bijbehorende deel van het speelveld: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="157"/>
        <source>The new blue rose takes over: the sections are counted from it now</source>
        <translation>De nieuwe blauwe windroos neemt het over: de delen van het speelveld worden nu vanaf deze roos geteld</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="160"/>
        <source>Wind roses</source>
        <translation>Windrozen</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="86"/>
        <location filename="../../ui/expansions/wind_roses.py" line="166"/>
        <source>The Wind Roses</source>
        <translation>De Windrozen</translation>
    </message>
</context>
<context>
    <name>colors</name>
    <message>
        <location filename="../../ui/look/colors.py" line="51"/>
        <source>red</source>
        <extracomment>&quot;system&quot; follows the system&apos;s light or dark scheme; &quot;light&quot; and &quot;dark&quot; force one</extracomment>
        <translation>rood</translation>
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="52"/>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="53"/>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="54"/>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="55"/>
        <source>black</source>
        <translation>zwart</translation>
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="56"/>
        <source>grey</source>
        <translation>grijs</translation>
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="57"/>
        <source>pink</source>
        <translation>roze</translation>
    </message>
</context>
</TS>
