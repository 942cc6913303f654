<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro_RO">
<context>
    <name>AbbotUI</name>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="93"/>
        <source>garden</source>
        <extracomment>a garden&apos;s hedge and lawn in the light and the dark scheme, and its flowers</extracomment>
        <translation>grădină</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="93"/>
        <source>Garden</source>
        <translation>Grădină</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="99"/>
        <location filename="../../ui/expansions/abbot.py" line="236"/>
        <source>The Abbot</source>
        <translation>Starețul</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="105"/>
        <source>The Abbot (an abbot each; gardens on 9 tiles)</source>
        <translation>Starețul (câte un stareț; grădini pe 9 cartonașe)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/abbot.py" line="121"/>
        <source>{player} takes the abbot back from the garden: {points}, %n tile(s) around it</source>
        <translation>
            <numerusform>{player} ia înapoi starețul din grădină: {points}, %n cartonaș în jur</numerusform>
            <numerusform>{player} ia înapoi starețul din grădină: {points}, %n cartonașe în jur</numerusform>
            <numerusform>{player} ia înapoi starețul din grădină: {points}, %n de cartonașe în jur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/abbot.py" line="127"/>
        <source>{player} takes the abbot back from the cloister: {points}, %n tile(s) around it</source>
        <translation>
            <numerusform>{player} ia înapoi starețul din mănăstire: {points}, %n cartonaș în jur</numerusform>
            <numerusform>{player} ia înapoi starețul din mănăstire: {points}, %n cartonașe în jur</numerusform>
            <numerusform>{player} ia înapoi starețul din mănăstire: {points}, %n de cartonașe în jur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/abbot.py" line="136"/>
        <source>Game end: {player} scores a garden with %n of 9 tiles: {points}</source>
        <translation>
            <numerusform>Evaluarea finală: {player} primește {points} pentru o grădină cu %n din 9 cartonașe</numerusform>
            <numerusform>Evaluarea finală: {player} primește {points} pentru o grădină cu %n din 9 cartonașe</numerusform>
            <numerusform>Evaluarea finală: {player} primește {points} pentru o grădină cu %n din 9 cartonașe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="138"/>
        <source>{player} completes a garden: {points}</source>
        <translation>{player} finalizează o grădină: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="143"/>
        <source>The Abbot: the tiles show gardens</source>
        <translation>Starețul: cartonașele au grădini</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="144"/>
        <source>Untick it for tiles without gardens: the abbot then goes on cloisters only.</source>
        <translation>Debifează pentru cartonașe fără grădini: starețul stă atunci doar pe mănăstiri.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="149"/>
        <source>Gardens</source>
        <translation>Grădini</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="152"/>
        <source>the abbot</source>
        <translation>starețul</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="158"/>
        <source>A garden scores as a cloister: 1 point for its tile and for each tile around it, 9 when complete.</source>
        <translation>O grădină se punctează ca o mănăstire: 1 punct pentru cartonașul ei și pentru fiecare cartonaș din jur, 9 când e completă.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="164"/>
        <source>take the abbot back</source>
        <translation>ia înapoi starețul</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="167"/>
        <source>deploy the abbot</source>
        <translation>plasează starețul</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="168"/>
        <source>deploy the abbot on {where}</source>
        <translation>plasează starețul pe {where}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="186"/>
        <source>Abbot:
{where}</source>
        <translation>Stareț:
{where}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="188"/>
        <source>Deploy your abbot here: you may take it back in a later turn, and it scores then</source>
        <translation>Plasează-ți starețul aici: îl poți lua înapoi într-o tură următoare, și atunci primești punctele</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="194"/>
        <source>the cloister</source>
        <translation>mănăstirea</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="194"/>
        <source>the garden</source>
        <translation>grădina</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="204"/>
        <source>Or press the “Abbot” button for your abbot, or click your ringed abbot to take it back (it scores now).</source>
        <translation>Sau apasă butonul „Stareț” pentru starețul tău, sau fă clic pe starețul tău încercuit ca să-l iei înapoi (primești punctele acum).</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="208"/>
        <source>Or click your ringed abbot to take it back (it scores now).</source>
        <translation>Sau fă clic pe starețul tău încercuit ca să-l iei înapoi (primești punctele acum).</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="210"/>
        <source>Or press the “Abbot” button for your abbot.</source>
        <translation>Sau apasă butonul „Stareț” pentru starețul tău.</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../ui/dialogs/about.py" line="23"/>
        <source>About carc-assist</source>
        <translation>Despre carc-assist</translation>
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
        <translation>Un asistent la masă pentru Carcassonne. Software liber sub licența MIT.
Realizat cu Qt {qt} și PySide6 {pyside} (GNU LGPL v3).</translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="14"/>
        <source>Correct a score</source>
        <translation>Corectează un scor</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="21"/>
        <source>why, e.g. counted twice at the table</source>
        <translation>de ce, de ex. numărat de două ori la masă</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="28"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="29"/>
        <source>Points (+ or −)</source>
        <translation>Puncte (+ sau −)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/adjust.py" line="30"/>
        <source>Reason</source>
        <translation>Motiv</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ui/start/app.py" line="164"/>
        <source>{players}, last played {when}.</source>
        <translation>{players}, jucat ultima dată pe {when}.</translation>
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="169"/>
        <source>Resume the last game?</source>
        <translation>Continui ultimul joc?</translation>
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="191"/>
        <source>carc-assist</source>
        <translation>carc-assist</translation>
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="192"/>
        <source>carc-assist already runs. Its window is open on this computer.</source>
        <translation>carc-assist rulează deja. Fereastra sa este deschisă pe acest calculator.</translation>
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="157"/>
        <source>carc-assist did not close properly. Resume the game it saved after the last action?</source>
        <extracomment>the data folder of earlier versions moved into this one (before the library opens)</extracomment>
        <translation>carc-assist nu s-a închis corect. Continui jocul salvat după ultima acțiune?</translation>
    </message>
    <message>
        <location filename="../../ui/start/app.py" line="161"/>
        <source>The last game is not finished. Go on with it?</source>
        <translation>Ultimul joc nu s-a terminat. Continui?</translation>
    </message>
</context>
<context>
    <name>BagModel</name>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="220"/>
        <source>{description}: {left} left</source>
        <extracomment>the folded words a search matches (``TileNames.search_words``); headers: their set&apos;s name the folded words of the type&apos;s set title, matched when no type&apos;s own words are (``set_words``) how many of the type its tooltip says are left (-1: a tooltip without, in tournament mode) Tile pictures in the bag: as large as lets every type fit the panel, within these bounds. Too many types for that (every expansion at 1366×768): the compact bag, pictures down to this size with what is left on them (the chance in their tooltips) what each type&apos;s item shows: its count text, the count its tooltip says (-1: none, in tournament mode; None: no tooltip yet), whether it can be picked</extracomment>
        <translation>{description}: mai sunt {left}</translation>
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
            <numerusform>Trase (cel mult %n):</numerusform>
            <numerusform>Trase (cel mult %n):</numerusform>
            <numerusform>Trase (cel mult %n):</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="441"/>
        <source>Drawn tile: city road … or its letter</source>
        <extracomment>what ``_shown`` was made for (the query, the edges, the game, its rows, the stack) the tiles drawn at the table, their ids: one, or several at once (fortune tellers) the tile drawn is not in the app&apos;s sets: the player will describe it</extracomment>
        <translation>Cartonașul tras: oraș drum … sau litera</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="449"/>
        <source>Type what the drawn tile shows (city road pennant …), its edges clockwise from the north (CRFR: city, road, field), or its letter. Enter picks the first one shown.</source>
        <translation>Scrie ce arată cartonașul tras (oraș drum blazon …), marginile în sensul acelor de ceasornic de la nord (CRFR: C oraș, R drum, F câmp) sau litera. Enter îl alege pe primul afișat.</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="480"/>
        <source>I drew several tiles</source>
        <extracomment>tiles picked for a drawing of several, not yet sent: only an input buffer, emptied whenever the game changes the player drew several tiles at once (fortune tellers): clicks gather them</extracomment>
        <translation>Am tras mai multe cartonașe</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="487"/>
        <source>Done drawing</source>
        <translation>Gata cu trasul</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="500"/>
        <source>Drawn a tile the app does not know…</source>
        <translation>Ai tras un cartonaș pe care aplicația nu îl cunoaște…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="609"/>
        <source>Bag</source>
        <translation>Sac</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/panels/bag_panel.py" line="612"/>
        <source>Bag: %n tile(s) left</source>
        <translation>
            <numerusform>Sac: a mai rămas %n cartonaș</numerusform>
            <numerusform>Sac: au mai rămas %n cartonașe</numerusform>
            <numerusform>Sac: au mai rămas %n de cartonașe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="620"/>
        <source> and </source>
        <translation> și </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/panels/bag_panel.py" line="625"/>
        <source>Only the tiles of {sets} can be drawn now (%n left): they are laid first, the rest of the bag after them.</source>
        <translation>
            <numerusform>Acum se pot trage doar cartonașele din {sets} (a mai rămas %n): se așază primele, restul sacului după ele.</numerusform>
            <numerusform>Acum se pot trage doar cartonașele din {sets} (au mai rămas %n): se așază primele, restul sacului după ele.</numerusform>
            <numerusform>Acum se pot trage doar cartonașele din {sets} (au mai rămas %n): se așază primele, restul sacului după ele.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/panels/bag_panel.py" line="645"/>
        <source>The game starts on {tile}.</source>
        <translation>Jocul începe cu {tile}.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message numerus="yes">
        <location filename="../../ui/board/board_view.py" line="560"/>
        <source>%n tile(s)</source>
        <extracomment>the core&apos;s refusals of a placement by its edges and neighbours, beside a rule&apos;s (a river&apos;s) the player chose a placement for the held tile the player clicked a follower spot (its location name) the player declined to deploy a follower (Enter / Space) the player chose another follower-step action (a festival take-back …) the placement the preview shows (None: no preview), for the learning mode the board drew itself anew: the overlays shown (``heat_shown``, ``tint_shown``) may differ within ``_one_move``: how far the scroll bars moved the board, across and down why a rule refuses the tile in hand on the square pointed at (``_ruled_out``), in words</extracomment>
        <translation>
            <numerusform>%n cartonaș</numerusform>
            <numerusform>%n cartonașe</numerusform>
            <numerusform>%n de cartonașe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="568"/>
        <source>{size}; worth {points} if the game ended now</source>
        <translation>{size}; valoare dacă jocul s-ar termina acum: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="563"/>
        <source>A field; worth {points} to its farmers if the game ended now</source>
        <translation>Un câmp; valoare pentru țăranii lui dacă jocul s-ar termina acum: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="575"/>
        <source>One tile short: the next tile completes it {now:.0%}, within 3 draws {soon:.0%}</source>
        <translation>Lipsește un cartonaș: următorul îl finalizează {now:.0%}, în 3 trageri {soon:.0%}</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="641"/>
        <source>Deploy {figure} here</source>
        <translation>Plasează aici {figure}</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="694"/>
        <source>Send this figure home</source>
        <translation>Trimite această figură înapoi în rezervă</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="725"/>
        <source>No tile left in the bag can fill this square</source>
        <translation>Niciun cartonaș rămas în sac nu se potrivește în acest loc</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="731"/>
        <source>Next tile fits here: {chance:.0%}</source>
        <translation>Șansa ca următorul cartonaș să se potrivească aici: {chance:.0%}</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="916"/>
        <source>{tile} does not fit there: choose a lit square.</source>
        <translation>{tile} nu se potrivește acolo: alege un loc evidențiat.</translation>
    </message>
</context>
<context>
    <name>ChoiceRow</name>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="140"/>
        <source>(no further tile)</source>
        <translation>(niciun alt cartonaș)</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message>
        <location filename="../../ui/words/coach_words.py" line="45"/>
        <source>{turn}: nothing to gain or lose ({value}).</source>
        <translation>{turn}: nimic de câștigat sau de pierdut ({value}).</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="47"/>
        <source>{turn}: {reasons}; in all {value}.</source>
        <translation>{turn}: {reasons}; în total {value}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="51"/>
        <source>{reason} ({points})</source>
        <translation>{reason} ({points})</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="60"/>
        <source>{value}: about {points} better for you than leaving it</source>
        <translation>{value}: cam {points} mai bine pentru tine decât să lași așa</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="62"/>
        <source>{value}: about {points} worse for you than leaving it</source>
        <translation>{value}: cam {points} mai rău pentru tine decât să lași așa</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="66"/>
        <source>{value}: about as good for you as leaving it</source>
        <translation>{value}: cam la fel de bine pentru tine ca și cum ai lăsa așa</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="68"/>
        <source>{said} (what the turn adds to your expected final score, less what it adds to the others&apos;).</source>
        <translation>{said} (cât adaugă mutarea la scorul tău final așteptat, minus cât adaugă la al celorlalți).</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="79"/>
        <source>How did that go? Well played, {player}: that was the coach&apos;s best turn.</source>
        <translation>Cum a mers? Bine jucat, {player}: asta a fost cea mai bună mutare a antrenorului.</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="86"/>
        <source>How did that go? {player}, you played the coach&apos;s suggestion {number}: by its numbers as good as its best, {best}.</source>
        <translation>Cum a mers? {player}, ai jucat sugestia {number} a antrenorului: după cifrele lui, la fel de bună ca cea mai bună, {best}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="90"/>
        <source>How did that go? {player}, you played the coach&apos;s suggestion {number}: about {points} points less than its best, {best}.</source>
        <translation>Cum a mers? {player}, ai jucat sugestia {number} a antrenorului: cam {points} puncte mai puțin decât cea mai bună, {best}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="95"/>
        <source>How did that go? {player}, your turn was worth about as much as the coach&apos;s best, {best}.</source>
        <translation>Cum a mers? {player}, mutarea ta a valorat cam cât cea mai bună a antrenorului, {best}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="98"/>
        <source>How did that go? {player}, your turn was worth about {points} points less than the coach&apos;s best, {best}.</source>
        <translation>Cum a mers? {player}, mutarea ta a valorat cam {points} puncte mai puțin decât cea mai bună a antrenorului, {best}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="135"/>
        <source>Place it here and put {figure}</source>
        <translation>Pune-o aici și pune {figure}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="152"/>
        <source>{figure} in the cloister</source>
        <translation>{figure} în mănăstire</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="154"/>
        <source>{figure} in the middle of the tile</source>
        <translation>{figure} în mijlocul piesei</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="156"/>
        <source>{figure} in the city to the {side}</source>
        <translation>{figure} în orașul dinspre {side}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="157"/>
        <source>{figure} in the field to the {side}</source>
        <translation>{figure} în câmpul dinspre {side}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="158"/>
        <source>{figure} on the road to the {side}</source>
        <translation>{figure} pe drumul dinspre {side}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="160"/>
        <source>{figure} on the {side} side of the tile</source>
        <translation>{figure} pe latura de {side} a piesei</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="189"/>
        <source>{player}&apos;s prospects</source>
        <translation>perspectivele lui {player}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="196"/>
        <source>it completes {feature} now</source>
        <translation>completează acum {feature}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="198"/>
        <source>points now</source>
        <translation>puncte acum</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="201"/>
        <source>{feature} would probably have been completed later anyway</source>
        <translation>{feature} ar fi fost probabil completat oricum mai târziu</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="205"/>
        <source>{feature} should bring</source>
        <translation>{feature} ar trebui să aducă</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="209"/>
        <location filename="../../ui/words/coach_words.py" line="215"/>
        <source>{feature} gains</source>
        <translation>{feature} câștigă</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="210"/>
        <location filename="../../ui/words/coach_words.py" line="214"/>
        <source>{feature} loses</source>
        <translation>{feature} pierde</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="219"/>
        <source>it gives {player} {points} now, against the others&apos; mean</source>
        <translation>îi dă acum lui {player} {points}, față de media celorlalți</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="226"/>
        <source>{player}&apos;s follower stays tied up longer</source>
        <translation>supusul lui {player} rămâne ocupat mai mult</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="227"/>
        <source>{player} gets a follower back sooner</source>
        <translation>{player} își primește un supus înapoi mai devreme</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="229"/>
        <source>a follower comes back sooner</source>
        <translation>un supus se întoarce mai devreme</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="230"/>
        <source>it ties up a follower</source>
        <translation>ține ocupat un supus</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="232"/>
        <source>looking a turn ahead, at the next player&apos;s answers</source>
        <translation>privind cu o tură înainte, la răspunsurile jucătorului următor</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="234"/>
        <source>small effects together</source>
        <translation>efecte mici la un loc</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="238"/>
        <source>other effects</source>
        <translation>alte efecte</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="105"/>
        <source>placing it {where}, with no follower</source>
        <translation>să o fi pus {where}, fără supus</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="107"/>
        <source>placing it {where} with {figure}</source>
        <translation>să o fi pus {where}, cu {figure} pe ea</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="110"/>
        <source>placing it {where}, then {choice}</source>
        <translation>să o fi pus {where}, apoi să fi ales: {choice}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="118"/>
        <source>Turn {turn} — {player}, about {points} won on the others</source>
        <translation>Tura {turn} — {player}, cam {points} câștigate față de ceilalți</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="122"/>
        <source>Turn {turn} — {player}, about {points} lost to the others</source>
        <translation>Tura {turn} — {player}, cam {points} pierdute față de ceilalți</translation>
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
        <translation>Pune-o aici, fără supus</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="138"/>
        <source>Place it here, then {choice}</source>
        <translation>Pune-o aici, apoi alege: {choice}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="167"/>
        <source>your new city</source>
        <translation>noul tău oraș</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="168"/>
        <source>your new road</source>
        <translation>noul tău drum</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="169"/>
        <source>your new cloister</source>
        <translation>noua ta mănăstire</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="170"/>
        <source>your new field</source>
        <translation>noul tău câmp</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="172"/>
        <source>your new feature</source>
        <translation>noua ta zonă</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="174"/>
        <source>your city</source>
        <translation>orașul tău</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="175"/>
        <source>your road</source>
        <translation>drumul tău</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="176"/>
        <source>your cloister</source>
        <translation>mănăstirea ta</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="177"/>
        <source>your field</source>
        <translation>câmpul tău</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="179"/>
        <source>your feature</source>
        <translation>zona ta</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="184"/>
        <source>{player}&apos;s city</source>
        <translation>orașul lui {player}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="185"/>
        <source>{player}&apos;s road</source>
        <translation>drumul lui {player}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="186"/>
        <source>{player}&apos;s cloister</source>
        <translation>mănăstirea lui {player}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="187"/>
        <source>{player}&apos;s field</source>
        <translation>câmpul lui {player}</translation>
    </message>
    <message>
        <location filename="../../ui/words/coach_words.py" line="222"/>
        <source>it gives {player} {points} now</source>
        <translation>îi dă acum lui {player} {points}</translation>
    </message>
</context>
<context>
    <name>EdgePicker</name>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="53"/>
        <source>any</source>
        <extracomment>What a side may be said to show, in the order clicks cycle through them. the edges picked, as the engine&apos;s requirement (``&quot;C-R-&quot;``: north city, south road)</extracomment>
        <translation>oricare</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="54"/>
        <source>city</source>
        <translation>oraș</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="55"/>
        <source>road</source>
        <translation>drum</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="56"/>
        <source>field</source>
        <translation>câmp</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="58"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="58"/>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="58"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="58"/>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../../ui/panels/edge_picker.py" line="62"/>
        <source>What the drawn tile, held as it lies, shows on its {side} edge (click to change)</source>
        <translation>Ce arată cartonașul tras, așa cum stă, pe marginea {side} (clic pentru a schimba)</translation>
    </message>
</context>
<context>
    <name>EditTurnDialog</name>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="88"/>
        <source>draw {tile}</source>
        <extracomment>the size of a tile&apos;s picture in the list of turns</extracomment>
        <translation>trage {tile}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="90"/>
        <source>{tile}: {square}, turned {rotation}°</source>
        <translation>{tile}: {square}, rotit cu {rotation}°</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="112"/>
        <source>{what} ({where})</source>
        <translation>{what} ({where})</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="163"/>
        <source>Change a past turn</source>
        <translation>Modifică o tură trecută</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="182"/>
        <source>Turn {turn}: {player}</source>
        <translation>Tura {turn}: {player}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="189"/>
        <source>{turn}, {tile}: {square}</source>
        <translation>{turn}, {tile}: {square}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="200"/>
        <source>The turn as it should have been</source>
        <translation>Tura așa cum ar fi trebuit să fie</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="202"/>
        <source>Replay the later turns on top</source>
        <translation>Rejoacă turele următoare peste ea</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="207"/>
        <source>Later turns that no longer apply</source>
        <translation>Ture ulterioare care nu mai sunt valabile</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="221"/>
        <source>Use this instead</source>
        <translation>Folosește aceasta în loc</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="222"/>
        <source>Drop it</source>
        <translation>Renunță la ea</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="223"/>
        <source>Drop them all</source>
        <translation>Renunță la toate</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="238"/>
        <source>Confirm</source>
        <translation>Confirmă</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="276"/>
        <source>Entered: {actions}</source>
        <translation>Introdus: {actions}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="329"/>
        <source>Step {n}</source>
        <translation>Pasul {n}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="344"/>
        <source>Choose the turn&apos;s actions, then replay the later turns on top.</source>
        <translation>Alege acțiunile turei, apoi rejoacă turele următoare peste ea.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="357"/>
        <source>The turn&apos;s new actions are not allowed: {reason}</source>
        <translation>Acțiunile noi ale turei nu sunt permise: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="381"/>
        <source>The replacement is not allowed: {reason}</source>
        <translation>Înlocuirea nu este permisă: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="397"/>
        <source>Every later action still applies. Confirm to change the game.</source>
        <translation>Toate acțiunile ulterioare sunt încă valabile. Confirmă pentru a modifica jocul.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="403"/>
        <source>The later turns were replayed up to turn {turn}.</source>
        <translation>Turele următoare au fost rejucate până la tura {turn}.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="411"/>
        <source>Instead of {action} in turn {turn}:</source>
        <translation>În loc de {action} în tura {turn}:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/edit.py" line="454"/>
        <source>{player}’s turn {turn}: {action} no longer applies: {reason}</source>
        <translation>Tura {turn} ({player}): {action} nu mai se poate face: {reason}</translation>
    </message>
</context>
<context>
    <name>EmergencyOffer</name>
    <message>
        <location filename="../../ui/dialogs/emergency_offer.py" line="14"/>
        <source>Games kept in emergency copies</source>
        <translation>Jocuri păstrate în copii de urgență</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/emergency_offer.py" line="20"/>
        <source>{players}: %n action(s)</source>
        <translation>
            <numerusform>{players}: %n acțiune</numerusform>
            <numerusform>{players}: %n acțiuni</numerusform>
            <numerusform>{players}: %n de acțiuni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/emergency_offer.py" line="26"/>
        <source>%n game(s) could not be stored in the games library, and were kept in emergency copies:</source>
        <translation>
            <numerusform>%n joc nu a putut fi salvat în biblioteca de jocuri și a fost păstrat într-o copie de urgență:</numerusform>
            <numerusform>%n jocuri nu au putut fi salvate în biblioteca de jocuri și au fost păstrate în copii de urgență:</numerusform>
            <numerusform>%n de jocuri nu au putut fi salvate în biblioteca de jocuri și au fost păstrate în copii de urgență:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/emergency_offer.py" line="30"/>
        <source>Bring them back into the games library?</source>
        <translation>Le aduceți înapoi în biblioteca de jocuri?</translation>
    </message>
</context>
<context>
    <name>FestivalUI</name>
    <message>
        <location filename="../../ui/expansions/festival.py" line="44"/>
        <source>festival</source>
        <extracomment>the festival symbol&apos;s disc in the light and the dark scheme, and its star</extracomment>
        <translation>festival</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="52"/>
        <source>The Festival (10 tiles: take one of your figures back)</source>
        <translation>Festivalul (10 cartonașe: îți iei înapoi una dintre figuri)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="59"/>
        <source>{player} takes {figure} back (festival)</source>
        <translation>{player} își ia înapoi {figure} (Festival)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="64"/>
        <source>take a figure back</source>
        <translation>ia înapoi o figură</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="70"/>
        <source>Or click one of your ringed figures to take it back (festival).</source>
        <translation>Sau fă clic pe una dintre figurile tale încercuite ca s-o iei înapoi (festival).</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="101"/>
        <source>Festival symbol</source>
        <translation>Simbol de festival</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="47"/>
        <location filename="../../ui/expansions/festival.py" line="76"/>
        <source>The Festival</source>
        <translation>Festivalul</translation>
    </message>
</context>
<context>
    <name>FinalTour</name>
    <message>
        <location filename="../../ui/board/final_tour.py" line="42"/>
        <source>Back</source>
        <translation>Înapoi</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="43"/>
        <location filename="../../ui/board/final_tour.py" line="124"/>
        <source>Pause</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="44"/>
        <location filename="../../ui/board/final_tour.py" line="113"/>
        <source>Next</source>
        <translation>Următorul</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="72"/>
        <source>{what} ({key})</source>
        <translation>{what} ({key})</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="109"/>
        <source>Final scoring: {at} of {count}</source>
        <translation>Evaluarea finală: {at} din {count}</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="113"/>
        <source>Summary</source>
        <translation>Rezumat</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="128"/>
        <source>Play</source>
        <translation>Redă</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="164"/>
        <source>An unfinished road scores 1 point per tile at the end.</source>
        <translation>Un drum neterminat aduce la sfârșit 1 punct pe cartonaș.</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="165"/>
        <source>An unfinished city scores 1 point per tile and 1 per pennant at the end.</source>
        <translation>Un oraș neterminat aduce la sfârșit 1 punct pe cartonaș și 1 pe blazon.</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="167"/>
        <source>An unfinished cloister scores 1 point for itself and 1 for each tile around it.</source>
        <translation>O mănăstire neterminată aduce 1 punct pentru ea însăși și 1 pentru fiecare cartonaș din jurul ei.</translation>
    </message>
    <message>
        <location filename="../../ui/board/final_tour.py" line="170"/>
        <source>A field scores 3 points for each completed city it touches, to the players with the most farmers in it.</source>
        <translation>Un câmp aduce 3 puncte pentru fiecare oraș terminat pe care îl atinge, jucătorilor cu cei mai mulți țărani pe el.</translation>
    </message>
</context>
<context>
    <name>FolderMove</name>
    <message>
        <location filename="../../ui/start/folder_move.py" line="54"/>
        <source>The files of an earlier carc-assist could not be moved from {old} to {folder} ({reason}). They stay where they are, and are moved at the next start.</source>
        <translation>Fișierele unei versiuni anterioare carc-assist nu au putut fi mutate din {old} în {folder} ({reason}). Rămân unde sunt și vor fi mutate la următoarea pornire.</translation>
    </message>
    <message>
        <location filename="../../ui/start/folder_move.py" line="61"/>
        <source>carc-assist now keeps its files in {folder}.</source>
        <translation>carc-assist își păstrează acum fișierele în {folder}.</translation>
    </message>
    <message>
        <location filename="../../ui/start/folder_move.py" line="72"/>
        <source>These files stayed in {old}, as files of the same names are in {folder}: {names}.</source>
        <translation>Aceste fișiere au rămas în {old}, deoarece în {folder} există deja fișiere cu aceleași nume: {names}.</translation>
    </message>
    <message>
        <location filename="../../ui/start/folder_move.py" line="82"/>
        <source>carc-assist&apos;s files</source>
        <translation>Fișierele carc-assist</translation>
    </message>
</context>
<context>
    <name>FolderMoveWords</name>
    <message numerus="yes">
        <location filename="../../ui/start/folder_move.py" line="31"/>
        <source>%n game(s) of the earlier library in {old} joined the games library; its file is kept in {kept}.</source>
        <translation>
            <numerusform>%n joc din biblioteca anterioară din {old} a fost adăugat în biblioteca de jocuri; vechiul fișier este păstrat în {kept}.</numerusform>
            <numerusform>%n jocuri din biblioteca anterioară din {old} au fost adăugate în biblioteca de jocuri; vechiul fișier este păstrat în {kept}.</numerusform>
            <numerusform>%n de jocuri din biblioteca anterioară din {old} au fost adăugate în biblioteca de jocuri; vechiul fișier este păstrat în {kept}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FortuneTellersUI</name>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="87"/>
        <source>Completed: {player} scores a fortune teller&apos;s tent: {points}</source>
        <translation>Finalizat: {player} primește {points} pentru un cort de ghicitor</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="98"/>
        <source>fortune-teller tent</source>
        <translation>cort de ghicitor</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="98"/>
        <source>Fortune-teller tent</source>
        <translation>Cort de ghicitor</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="71"/>
        <source>Fortune Tellers: describe your box&apos;s tiles in Game → Your tile sets.</source>
        <extracomment>the engine&apos;s score source of a completed tent the tile pictures on the Keep buttons, in pixels a fortune teller&apos;s crystal ball stands on this</extracomment>
        <translation>Ghicitorii: descrie cartonașele din cutia ta în Joc → Seturile tale de cartonașe.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="76"/>
        <source>Fortune tellers: unplaceable tiles go back</source>
        <translation>Ghicitori: cartonașele care nu se potrivesc se întorc în sac</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="78"/>
        <source>When none of the tiles drawn at once fits, they go back into the bag instead of leaving the game.</source>
        <translation>Când niciunul dintre cartonașele trase deodată nu se potrivește, ele se întorc în sac în loc să iasă din joc.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="92"/>
        <source>Tents</source>
        <translation>Corturi</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="102"/>
        <source>a fortune teller</source>
        <translation>o ghicitoare</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="107"/>
        <source>keep {tile}</source>
        <translation>păstrează {tile}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="113"/>
        <source>{player}: which of the tiles drawn is kept? Press its Keep button; the others go back into the bag.</source>
        <translation>{player}: care dintre cartonașele trase se păstrează? Apasă butonul său Păstrează; celelalte se pun înapoi în sac.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="119"/>
        <source>None fits: discard them</source>
        <translation>Niciunul nu se potrivește: pune-le pe toate deoparte</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="124"/>
        <source>fits</source>
        <translation>se potrivește</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="124"/>
        <source>fits nowhere</source>
        <translation>nu se potrivește nicăieri</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="127"/>
        <source>Keep: {name}
({fits})</source>
        <translation>Păstrează: {name}
({fits})</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="138"/>
        <source>The Fortune Tellers</source>
        <translation>Ghicitorii</translation>
    </message>
</context>
<context>
    <name>GoodsTally</name>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="431"/>
        <source>Goods</source>
        <translation>Mărfuri</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="458"/>
        <source>Leads in {good}: 10 points at the end</source>
        <extracomment>the players the grid is laid out for, and its cells: (player, good) → label</extracomment>
        <translation>Conduce la {good}: 10 puncte la sfârșit</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../ui/dialogs/help_view.py" line="80"/>
        <source>Rules</source>
        <extracomment>each expansion&apos;s rules page, by its UI half the rules pages: the base game&apos;s, each expansion&apos;s, the rule options small boards drawn by the tile painter at the top of a page: (tile, square, rotation°)</extracomment>
        <translation>Reguli</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/help_view.py" line="83"/>
        <source>The base game</source>
        <translation>Jocul de bază</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/help_view.py" line="85"/>
        <source>Rule options</source>
        <translation>Opțiuni de reguli</translation>
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
        <translation>{words} Dă clic încă o dată, atinge-o sau apasă Enter ca s-o joci.</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="209"/>
        <source>Hint (H)</source>
        <translation>Sfat (H)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="210"/>
        <source>The coach&apos;s three best turns for this tile, explained</source>
        <translation>Cele mai bune trei mutări ale antrenorului pentru această piesă, explicate</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="220"/>
        <source>Looking a turn ahead… %p%</source>
        <translation>Se uită cu o tură înainte… %p%</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="224"/>
        <source>Stop</source>
        <translation>Oprește</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="225"/>
        <source>Keep the quick answer and stop looking further</source>
        <translation>Păstrează răspunsul rapid și nu mai căuta mai departe</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="278"/>
        <source>The coach is thinking…</source>
        <extracomment>the evaluation of the last hint shown: the feedback after the turn judges by it (a change of the game keeps it: it names the position it is of)</extracomment>
        <translation>Antrenorul se gândește…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="345"/>
        <source>Looked a turn ahead. {words}</source>
        <translation>S-a uitat cu o tură înainte. {words}</translation>
    </message>
    <message>
        <location filename="../../ui/panels/hint_panel.py" line="373"/>
        <source>No turn to suggest.</source>
        <translation>Nicio mutare de sugerat.</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <location filename="../../ui/library/history_chart.py" line="64"/>
        <source>No finished game yet.</source>
        <extracomment>a colour per player line, told apart also by colour-blind eyes (Okabe-Ito)</extracomment>
        <translation>Niciun joc terminat încă.</translation>
    </message>
</context>
<context>
    <name>InnsAndCathedralsUI</name>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="89"/>
        <source>inn by a lake</source>
        <extracomment>an inn&apos;s lake in the light and the dark scheme a cathedral&apos;s stone in the light and the dark scheme the room the cathedral&apos;s disc takes in its corner (a little more than a corner mark&apos;s)</extracomment>
        <translation>han lângă un lac</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="89"/>
        <source>%n inn(s) by a lake</source>
        <translation>
            <numerusform>%n han lângă un lac</numerusform>
            <numerusform>%n hanuri lângă un lac</numerusform>
            <numerusform>%n de hanuri lângă un lac</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="92"/>
        <source>cathedral</source>
        <translation>catedrală</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="96"/>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="222"/>
        <source>Inns &amp; Cathedrals</source>
        <translation>Hanuri și catedrale</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="102"/>
        <source>Inns &amp; Cathedrals (18 tiles: inns, cathedrals, a big follower each)</source>
        <translation>Hanuri și catedrale (18 cartonașe: hanuri, catedrale, câte un supus mare de fiecare)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="112"/>
        <source>{road} with an inn</source>
        <translation>{road} cu un han</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="114"/>
        <source>{road} (unfinished: its tiles score nothing)</source>
        <translation>{road} (neterminat: cartonașele sale nu aduc nimic)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="116"/>
        <source>{city} with a cathedral</source>
        <translation>{city} cu o catedrală</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="118"/>
        <source>{city} (unfinished: its tiles and pennants score nothing)</source>
        <translation>{city} (neterminat: cartonașele și blazoanele sale nu aduc nimic)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="127"/>
        <source>Unfinished at the end, this road with an inn scores nothing: {points} at risk. It needs %n more tile(s): about {chance:.0%} to finish it before the bag runs out.</source>
        <translation>
            <numerusform>Neterminat la sfârșit, acest drum cu han nu aduce nimic: {points} în joc. Mai are nevoie de %n cartonaș: cam {chance:.0%} șanse să fie terminat înainte să se golească sacul.</numerusform>
            <numerusform>Neterminat la sfârșit, acest drum cu han nu aduce nimic: {points} în joc. Mai are nevoie de %n cartonașe: cam {chance:.0%} șanse să fie terminat înainte să se golească sacul.</numerusform>
            <numerusform>Neterminat la sfârșit, acest drum cu han nu aduce nimic: {points} în joc. Mai are nevoie de %n de cartonașe: cam {chance:.0%} șanse să fie terminat înainte să se golească sacul.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="134"/>
        <source>Unfinished at the end, this city with a cathedral scores nothing: {points} at risk. It needs %n more tile(s): about {chance:.0%} to finish it before the bag runs out.</source>
        <translation>
            <numerusform>Neterminat la sfârșit, acest oraș cu catedrală nu aduce nimic: {points} în joc. Mai are nevoie de %n cartonaș: cam {chance:.0%} șanse să fie terminat înainte să se golească sacul.</numerusform>
            <numerusform>Neterminat la sfârșit, acest oraș cu catedrală nu aduce nimic: {points} în joc. Mai are nevoie de %n cartonașe: cam {chance:.0%} șanse să fie terminat înainte să se golească sacul.</numerusform>
            <numerusform>Neterminat la sfârșit, acest oraș cu catedrală nu aduce nimic: {points} în joc. Mai are nevoie de %n de cartonașe: cam {chance:.0%} șanse să fie terminat înainte să se golească sacul.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="147"/>
        <source>A road with an inn scores 2 points per tile when completed, and nothing if it is still unfinished at the end.</source>
        <translation>Un drum cu han aduce 2 puncte pe cartonaș când e terminat și nimic dacă la sfârșit e încă neterminat.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="152"/>
        <source>A city with a cathedral scores 3 points per tile and per pennant when completed, and nothing if it is still unfinished at the end.</source>
        <translation>Un oraș cu catedrală aduce 3 puncte pe cartonaș și pe blazon când e terminat și nimic dacă la sfârșit e încă neterminat.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="161"/>
        <source>deploy the big follower</source>
        <translation>plasează supusul mare</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="162"/>
        <source>deploy the big follower as {figure}</source>
        <translation>plasează supusul mare ca {figure}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="165"/>
        <source>the big follower</source>
        <translation>supusul mare</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="186"/>
        <source>Big follower:
{what}</source>
        <translation>Supus mare:
{what}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="187"/>
        <source>Deploy your big follower here: it counts as two followers in a majority</source>
        <translation>Plasează-ți aici supusul mare: la majoritate contează cât doi supuși</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="195"/>
        <source>{figure}, {where}</source>
        <translation>{figure}, {where}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="203"/>
        <source>Or press a “Big follower” button for your big follower.</source>
        <translation>Sau apasă un buton „Supus mare” pentru supusul tău mare.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="230"/>
        <source>Inn by a lake (on its roads)</source>
        <translation>Han lângă un lac (pe drumurile sale)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="231"/>
        <source>Cathedral (in its cities)</source>
        <translation>Catedrală (în orașele sale)</translation>
    </message>
</context>
<context>
    <name>Instruction</name>
    <message>
        <location filename="../../ui/window/instruction.py" line="56"/>
        <source>{player}: click each tile drawn (up to {draws}), then “Done drawing”.</source>
        <translation>{player}: fă clic pe fiecare cartonaș tras (cel mult {draws}), apoi pe „Gata cu trasul”.</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="42"/>
        <source>Start a new game (Game → New game) or open a saved one.</source>
        <extracomment>the sentences a label keeps the measures of (a few steps&apos; of each player: they come again) the pictures of sentences it keeps: a round&apos;s (a draw, a placement and a follower step of each of six players), so that a player&apos;s draw is painted from its picture the next round</extracomment>
        <translation>Începe un joc nou (Joc → Joc nou) sau deschide unul salvat.</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="61"/>
        <source>{player}: which tiles were drawn (up to {draws})? Click the one drawn; for several, first press “I drew several tiles”.</source>
        <translation>{player}: ce cartonașe au fost trase (cel mult {draws})? Fă clic pe cel tras; pentru mai multe, apasă întâi „Am tras mai multe cartonașe”.</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="66"/>
        <source>{player}: which tile was drawn? Click it in the bag, or type what it shows and Enter.</source>
        <translation>{player}: ce cartonaș a fost tras? Fă clic pe el în sac sau tastează ce arată și Enter.</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="73"/>
        <source>{tile} fits nowhere on the board: show it, discard it and draw again.</source>
        <translation>{tile} nu se potrivește nicăieri pe suprafața de joc: arată-l, pune-l deoparte și trage din nou.</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="76"/>
        <source>{player} places {tile}: click a lit square, or move it there with the arrow keys and press Enter (mouse wheel or R turns it).</source>
        <translation>{player} plasează {tile}: fă clic pe un loc evidențiat sau du cartonașul acolo cu tastele săgeți și apasă Enter (rotița mouse-ului sau R rotește cartonașul).</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="81"/>
        <source>{player}: click a spot to deploy a follower (or choose one with the arrow keys), or Enter for none.</source>
        <translation>{player}: fă clic pe un loc ca să plasezi un supus (sau alege unul cu săgețile), sau Enter pentru niciunul.</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="86"/>
        <source>{player}: make the choice the game waits for.</source>
        <translation>{player}: fă alegerea pe care o așteaptă jocul.</translation>
    </message>
    <message>
        <location filename="../../ui/window/instruction.py" line="85"/>
        <source>The game is over.</source>
        <translation>Jocul s-a încheiat.</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <location filename="../../ui/board/legend.py" line="94"/>
        <source>How likely the next tile fits: pale unlikely, dark likely</source>
        <extracomment>a swatch: one board square, in pixels the chances the heat map&apos;s swatches show, from unlikely to sure</extracomment>
        <translation>Șansa ca următorul cartonaș să se potrivească: deschis mică, închis mare</translation>
    </message>
    <message>
        <location filename="../../ui/board/legend.py" line="96"/>
        <source>No tile left in the bag can fill it</source>
        <translation>Niciun cartonaș rămas în sac nu se potrivește aici</translation>
    </message>
    <message>
        <location filename="../../ui/board/legend.py" line="108"/>
        <source>(field edges: whose field)</source>
        <translation>(marginile câmpurilor: al cui e câmpul)</translation>
    </message>
    <message>
        <location filename="../../ui/board/legend.py" line="110"/>
        <source>Dotted: a tie</source>
        <translation>Punctat: egalitate</translation>
    </message>
</context>
<context>
    <name>LibraryDamageDialog</name>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="56"/>
        <source>Recover makes a new games library from every game that can be read in it, in the backups and in the games&apos; journals (the newest copy of each game). The damaged file is kept aside, never deleted.</source>
        <translation>Recuperarea face o bibliotecă de jocuri nouă din fiecare joc care se mai poate citi în ea, în copiile de siguranță și în jurnalele jocurilor (cea mai nouă copie a fiecărui joc). Fișierul deteriorat este pus deoparte, niciodată șters.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/library_damage.py" line="86"/>
        <source>%n game(s) came back: {library} from the library, {backups} from the backups and journals.</source>
        <translation>
            <numerusform>%n joc a fost recuperat: {library} din bibliotecă, {backups} din copiile de siguranță și jurnale.</numerusform>
            <numerusform>%n jocuri au fost recuperate: {library} din bibliotecă, {backups} din copiile de siguranță și jurnale.</numerusform>
            <numerusform>%n de jocuri au fost recuperate: {library} din bibliotecă, {backups} din copiile de siguranță și jurnale.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="107"/>
        <source>turn {turn}, as before</source>
        <translation>tura {turn}, ca înainte</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="109"/>
        <source>back at turn {turn}; some of its actions could not be read</source>
        <translation>înapoi la tura {turn}; unele dintre acțiuni nu au putut fi citite</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="115"/>
        <source>back at turn {turn}; turn {lost} could not be read</source>
        <translation>înapoi la tura {turn}; tura {lost} nu a putut fi citită</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="117"/>
        <source>back at turn {turn}; turns {first}–{last} could not be read</source>
        <translation>înapoi la tura {turn}; turele {first}–{last} nu au putut fi citite</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="111"/>
        <source>back at turn {turn}; the rest of turn {turn} could not be read</source>
        <translation>înapoi la tura {turn}; restul turei {turn} nu a putut fi citit</translation>
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
        <translation>Biblioteca de jocuri este deteriorată</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="36"/>
        <source>Recover</source>
        <translation>Recuperează</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="39"/>
        <source>Not now</source>
        <translation>Nu acum</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="48"/>
        <source>carc-assist cannot use its games library as it is ({reason}).</source>
        <translation>carc-assist nu își poate folosi biblioteca de jocuri așa cum este ({reason}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/library_damage.py" line="49"/>
        <source>%n game(s) can still be read in it.</source>
        <translation>
            <numerusform>În ea se mai poate citi %n joc.</numerusform>
            <numerusform>În ea se mai pot citi %n jocuri.</numerusform>
            <numerusform>În ea se mai pot citi %n de jocuri.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="52"/>
        <source>These games cannot be read: {ids}.</source>
        <translation>Aceste jocuri nu pot fi citite: {ids}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs/library_damage.py" line="53"/>
        <source>%n backup(s) of the library are at hand.</source>
        <translation>
            <numerusform>Există %n copie de siguranță a bibliotecii.</numerusform>
            <numerusform>Există %n copii de siguranță ale bibliotecii.</numerusform>
            <numerusform>Există %n de copii de siguranță ale bibliotecii.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="68"/>
        <source>The library cannot be recovered now: {reason}. Try again later.</source>
        <translation>Biblioteca nu poate fi recuperată acum: {reason}. Încercați din nou mai târziu.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="73"/>
        <source>The games library is recovered</source>
        <translation>Biblioteca de jocuri a fost recuperată</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="94"/>
        <source>These games could not be brought back, no copy holds them: {ids}.</source>
        <translation>Aceste jocuri nu au putut fi recuperate, nicio copie nu le conține: {ids}.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/library_damage.py" line="99"/>
        <source>The damaged library is kept in: {path}</source>
        <translation>Biblioteca deteriorată este păstrată în: {path}</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location filename="../../ui/library/window.py" line="111"/>
        <source>Games library</source>
        <extracomment>the player chose a game to go on with (its library id)</extracomment>
        <translation>Biblioteca de jocuri</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="118"/>
        <location filename="../../ui/library/window.py" line="342"/>
        <source>Games</source>
        <translation>Jocuri</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="119"/>
        <source>History</source>
        <translation>Istoric</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="128"/>
        <source>Search: a player’s name or an expansion</source>
        <translation>Caută: numele unui jucător sau o extensie</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="132"/>
        <source>Last played</source>
        <translation>Jucat ultima dată</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="132"/>
        <source>Players and scores</source>
        <translation>Jucători și scoruri</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="132"/>
        <source>Expansions</source>
        <translation>Extensii</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="132"/>
        <source>State</source>
        <translation>Stare</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="143"/>
        <source>Resume</source>
        <translation>Continuă</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="144"/>
        <source>Export…</source>
        <translation>Exportă…</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="145"/>
        <source>Delete</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="151"/>
        <source>Undo</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="196"/>
        <source>Damaged: {reason}</source>
        <translation>Deteriorat: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="198"/>
        <location filename="../../ui/library/window.py" line="342"/>
        <source>Finished</source>
        <translation>Terminat</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="220"/>
        <source>Unfinished</source>
        <translation>Neterminat</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="202"/>
        <source>{state} (on the board now)</source>
        <translation>{state} (acum pe suprafața de joc)</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="222"/>
        <source>Unfinished, turn {turn} of about {turns}</source>
        <translation>Neterminat, tura {turn} din aproximativ {turns}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/library/window.py" line="225"/>
        <source>Unfinished, %n turn(s) played, the bag empty</source>
        <translation>
            <numerusform>Neterminat, %n tură jucată, sacul e gol</numerusform>
            <numerusform>Neterminat, %n ture jucate, sacul e gol</numerusform>
            <numerusform>Neterminat, %n de ture jucate, sacul e gol</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="237"/>
        <source>The game on the board cannot be deleted.</source>
        <translation>Jocul aflat acum pe suprafața de joc nu poate fi șters.</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="266"/>
        <source>Export the game</source>
        <translation>Exportă jocul</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="266"/>
        <source>Saved games (*.carc)</source>
        <translation>Jocuri salvate (*.carc)</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="276"/>
        <source>Cannot export</source>
        <translation>Nu se poate exporta</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="289"/>
        <source>Cannot delete</source>
        <translation>Nu se poate șterge</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="293"/>
        <source>Deleted the game of {when} ({players}).</source>
        <translation>Jocul din {when} ({players}) a fost șters.</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="307"/>
        <source>Cannot undo</source>
        <translation>Nu se poate anula</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="321"/>
        <source>Per player name (wins, mean and best over finished games):</source>
        <translation>Pe numele jucătorului (victorii, media și cel mai bun scor din jocurile terminate):</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="323"/>
        <source>Per expansion:</source>
        <translation>Pe extensie:</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="325"/>
        <source>Final scores over time:</source>
        <translation>Scorurile finale în timp:</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="343"/>
        <source>Mean score</source>
        <translation>Scor mediu</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="343"/>
        <source>Best score</source>
        <translation>Cel mai bun scor</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="347"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="347"/>
        <source>Wins</source>
        <translation>Victorii</translation>
    </message>
    <message>
        <location filename="../../ui/library/window.py" line="367"/>
        <source>Expansion</source>
        <translation>Extensie</translation>
    </message>
</context>
<context>
    <name>LibraryWords</name>
    <message>
        <location filename="../../ui/words/library_words.py" line="21"/>
        <source>the games library is read-only</source>
        <translation>biblioteca de jocuri poate fi doar citită</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="22"/>
        <source>the disk holding the games library is full</source>
        <translation>discul cu biblioteca de jocuri este plin</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="23"/>
        <source>the disk holding the games library could not be read or written</source>
        <translation>discul cu biblioteca de jocuri nu a putut fi citit sau scris</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="24"/>
        <source>the games library is in use by another program</source>
        <translation>biblioteca de jocuri este folosită de alt program</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="25"/>
        <source>the games library is damaged</source>
        <translation>biblioteca de jocuri este deteriorată</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="26"/>
        <source>a folder stands where the games library should be</source>
        <translation>în locul bibliotecii de jocuri se află un dosar</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="27"/>
        <source>the games library cannot be opened</source>
        <translation>biblioteca de jocuri nu poate fi deschisă</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="28"/>
        <source>the games library was made by a newer carc-assist</source>
        <translation>biblioteca de jocuri a fost făcută de un carc-assist mai nou</translation>
    </message>
    <message>
        <location filename="../../ui/words/library_words.py" line="29"/>
        <source>no backup could be written in the folder of backups</source>
        <translation>nu s-a putut scrie nicio copie de siguranță în dosarul copiilor de siguranță</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../../ui/panels/log_view.py" line="105"/>
        <source>Double-click: why? (the rule behind these points)</source>
        <extracomment>the segments the entry counted, as (placed tile&apos;s origin, segment on that tile) the turn the entry belongs to (changing a past turn starts at the chosen entry&apos;s) the clicked entry&apos;s squares, the expansions&apos; places of it (a road&apos;s correct signposts) and its counted segments (empty: none) &quot;why?&quot;: the help page and anchor of the rule behind a double-clicked entry</extracomment>
        <translation>Dublu clic: de ce? (regula din spatele acestor puncte)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.py" line="506"/>
        <source>The tile drawn belongs to:</source>
        <translation>Cartonașul tras face parte din:</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="506"/>
        <source>Your tile sets</source>
        <translation>Seturile tale de cartonașe</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="684"/>
        <source>No tile in hand</source>
        <translation>Niciun cartonaș în mână</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="680"/>
        <source>Tile in hand: {tile}</source>
        <translation>Cartonașul din mână: {tile}</translation>
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
        <translation>Niciun supus (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="114"/>
        <source>Discard and draw again</source>
        <translation>Pune deoparte și trage din nou</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="115"/>
        <source>Final scoring, step by step</source>
        <translation>Evaluarea finală, pas cu pas</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="168"/>
        <source>Why? The rule behind the chosen entry</source>
        <translation>De ce? Regula din spatele intrării alese</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="212"/>
        <source>&amp;Game</source>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="213"/>
        <source>&amp;New game…</source>
        <translation>Joc &amp;nou…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="214"/>
        <source>&amp;Open…</source>
        <translation>&amp;Deschide…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="215"/>
        <source>Games &amp;library…</source>
        <translation>&amp;Biblioteca de jocuri…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="216"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvează</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="218"/>
        <source>Save &amp;as…</source>
        <translation>Salvează c&amp;a…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="220"/>
        <source>Your &amp;tile sets…</source>
        <translation>Seturile tale de &amp;cartonașe…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="221"/>
        <source>Show on &amp;phones…</source>
        <translation>Arată pe &amp;telefoane…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="223"/>
        <source>&amp;End the game now</source>
        <translation>&amp;Termină jocul acum</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="225"/>
        <source>&amp;Quit</source>
        <translation>&amp;Ieșire</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="226"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editare</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="227"/>
        <location filename="../../ui/window/main_window.py" line="641"/>
        <source>Undo</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="229"/>
        <location filename="../../ui/window/main_window.py" line="649"/>
        <source>Redo</source>
        <translation>Refă</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="232"/>
        <source>C&amp;hange a past turn…</source>
        <translation>&amp;Modifică o tură trecută…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="235"/>
        <source>&amp;Correct a score…</source>
        <translation>&amp;Corectează un scor…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="237"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferințe…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="238"/>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="239"/>
        <source>&amp;Fit the board</source>
        <translation>Încadrează &amp;toată suprafața de joc</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="242"/>
        <source>Show the final scoring step by step</source>
        <translation>Arată evaluarea finală pas cu pas</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="243"/>
        <source>The coach&apos;s hint</source>
        <translation>Sfatul antrenorului</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="244"/>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="246"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reguli</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="248"/>
        <source>&amp;About carc-assist</source>
        <translation>&amp;Despre carc-assist</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="250"/>
        <source>Show what fits where (not in tournament mode)</source>
        <translation>Arată ce se potrivește și unde (nu în modul turneu)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="254"/>
        <source>Tint fields by who holds them</source>
        <translation>Colorează câmpurile după cine le deține</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="257"/>
        <source>Learning mode: show what a placement would score</source>
        <translation>Mod învățare: arată câte puncte ar aduce o plasare</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="343"/>
        <source>Open a game</source>
        <translation>Deschide un joc</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="343"/>
        <source>Saved games (*.carc *.json)</source>
        <translation>Jocuri salvate (*.carc *.json)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="355"/>
        <source>Cannot open this file</source>
        <translation>Acest fișier nu poate fi deschis</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="364"/>
        <source>Cannot open this game</source>
        <translation>Acest joc nu poate fi deschis</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="417"/>
        <source>The games library cannot be used: {reason}. Data folder: {folder}</source>
        <translation>Biblioteca de jocuri nu poate fi folosită: {reason}. Dosarul de date: {folder}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="424"/>
        <source>The game cannot be stored in the games library: {reason}. It is kept in memory and in an emergency copy ({copy}), and stored again after the next action once the library allows it. Data folder: {folder}</source>
        <translation>Jocul nu poate fi salvat în biblioteca de jocuri: {reason}. Este păstrat în memorie și într-o copie de urgență ({copy}) și va fi salvat din nou după următoarea acțiune, de îndată ce biblioteca permite. Dosarul de date: {folder}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="432"/>
        <source>The game cannot be stored in the games library: {reason}. It is kept in memory only (no emergency copy could be written either), and stored again after the next action once the library allows it. Data folder: {folder}</source>
        <translation>Jocul nu poate fi salvat în biblioteca de jocuri: {reason}. Este păstrat doar în memorie (nici o copie de urgență nu a putut fi scrisă) și va fi salvat din nou după următoarea acțiune, de îndată ce biblioteca permite. Dosarul de date: {folder}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="440"/>
        <source>The last backup of the games library failed: {reason}. Earlier backups are kept.</source>
        <translation>Ultima copie de siguranță a bibliotecii de jocuri a eșuat: {reason}. Copiile anterioare sunt păstrate.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="728"/>
        <source>An emergency copy is kept in {copy}; the app offers it at the next start.</source>
        <translation>O copie de urgență este păstrată în {copy}; aplicația o oferă la următoarea pornire.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="732"/>
        <source>No emergency copy could be written either: the game is in memory only.</source>
        <translation>Nici o copie de urgență nu a putut fi scrisă: jocul este doar în memorie.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="736"/>
        <source>The game is not stored</source>
        <translation>Jocul nu este salvat</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="737"/>
        <source>Some actions of this game are not stored in the games library: {reason}.</source>
        <translation>Unele acțiuni ale acestui joc nu sunt salvate în biblioteca de jocuri: {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="747"/>
        <source>Try again</source>
        <translation>Încearcă din nou</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="748"/>
        <source>Save the game to a file…</source>
        <translation>Salvează jocul într-un fișier…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="749"/>
        <source>Quit anyway</source>
        <translation>Închide oricum</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="455"/>
        <source>Save the game</source>
        <translation>Salvează jocul</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="455"/>
        <source>Saved games (*.carc)</source>
        <translation>Jocuri salvate (*.carc)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="469"/>
        <source>Cannot save</source>
        <translation>Salvarea nu a reușit</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="471"/>
        <source>Saved to {path}</source>
        <translation>Salvat în {path}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="476"/>
        <source>End the game</source>
        <translation>Încheie jocul</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="476"/>
        <source>Stop now and do the final scoring?</source>
        <translation>Oprești jocul acum și faci evaluarea finală?</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="512"/>
        <source>My tiles</source>
        <translation>Cartonașele mele</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="522"/>
        <source>Cannot add the tile</source>
        <translation>Cartonașul nu poate fi adăugat</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="556"/>
        <source>Placed here (no follower): {what}</source>
        <translation>Plasat aici (fără supus): {what}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="558"/>
        <source>Placed here, this tile completes nothing that scores (with no follower).</source>
        <translation>Plasat aici, acest cartonaș nu finalizează nimic care să aducă puncte (fără supus).</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="635"/>
        <source>Undo: the change to turn {turn}</source>
        <translation>Anulează: modificarea turei {turn}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="638"/>
        <source>Undo: {what}</source>
        <translation>Anulează: {what}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="643"/>
        <source>Redo: the change to turn {turn}</source>
        <translation>Refă: modificarea turei {turn}</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="646"/>
        <source>Redo: {what}</source>
        <translation>Refă: {what}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="71"/>
        <source>New game</source>
        <extracomment>characters of a user set&apos;s title the set&apos;s check box shows (about; the rest elided) a control per rule option (engine&apos;s declarations), with the half it belongs to</extracomment>
        <translation>Joc nou</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="73"/>
        <source>Players, in turn order</source>
        <translation>Jucătorii, în ordinea de joc</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="77"/>
        <source>Add player</source>
        <translation>Adaugă un jucător</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="78"/>
        <source>Remove last</source>
        <translation>Elimină ultimul</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="87"/>
        <source>Tiles</source>
        <translation>Cartonașe</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="114"/>
        <source>{title} (your tiles)</source>
        <extracomment>the box on the table: the base game&apos;s edition, and in the new edition&apos;s, the expansions it holds (``SetChoice.in_base_box``), one of them left out or none each expansion&apos;s ways to play it: a check box, or a list with &quot;without it&quot; first</extracomment>
        <translation>{title} (cartonașele tale)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="129"/>
        <source>Rule options</source>
        <extracomment>which tile starts the board with the sets chosen (the engine&apos;s rule: when several sets bring a start tile, one wins, and the players are told which)</extracomment>
        <translation>Opțiuni de reguli</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="206"/>
        <source>My box is a first edition (before 2014)</source>
        <translation>Cutia mea e o primă ediție (dinainte de 2014)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="209"/>
        <source>My box is the new edition (with {expansions})</source>
        <translation>Cutia mea e noua ediție (cu {expansions})</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="210"/>
        <source> and </source>
        <translation> și </translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="217"/>
        <source>My box is the new edition, leaving out {expansion}</source>
        <translation>Cutia mea e noua ediție, fără {expansion}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="220"/>
        <source>Other tiles, as chosen below</source>
        <translation>Alte cartonașe, alese mai jos</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="264"/>
        <source>Small city: 2 points</source>
        <translation>Oraș mic: 2 puncte</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="265"/>
        <source>A completed city of exactly 2 tiles scores 2, not 4 (old English editions).</source>
        <translation>Un oraș finalizat din exact 2 cartonașe aduce 2 puncte, nu 4 (edițiile englezești vechi).</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="268"/>
        <source>Followers per player</source>
        <translation>Supuși pentru fiecare jucător</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="269"/>
        <source>The box has 7; fewer or more is a house rule.</source>
        <translation>Cutia are 7; mai puțini sau mai mulți înseamnă o regulă a casei.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="368"/>
        <source>The board starts with: {tile}.</source>
        <translation>Tabla începe cu: {tile}.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="157"/>
        <source>Tournament mode</source>
        <translation>Mod turneu</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="161"/>
        <source>Hides bag counts, chances and hints: tournament rules forbid counting tiles.</source>
        <translation>Ascunde numărul cartonașelor din sac, șansele și indiciile: regulile de turneu interzic numărarea cartonașelor.</translation>
    </message>
</context>
<context>
    <name>NewSetDialog</name>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="507"/>
        <source>New tile set</source>
        <translation>Set nou de cartonașe</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="510"/>
        <source>e.g. signposts-mine</source>
        <translation>de ex. indicatoarele-mele</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="514"/>
        <source>e.g. Signposts (my box)</source>
        <translation>de ex. Indicatoarele (cutia mea)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="523"/>
        <source>Title</source>
        <translation>Titlu</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="524"/>
        <source>Short name</source>
        <translation>Nume scurt</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="532"/>
        <source>The title is what the app shows. The short name is for the set&apos;s file: letters, digits and - only.</source>
        <translation>Titlul este ceea ce arată aplicația. Numele scurt este pentru fișierul setului: doar litere, cifre și -.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="548"/>
        <source>Give the set a name.</source>
        <translation>Dă un nume setului.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="550"/>
        <source>A set name has only letters, digits and - (no spaces).</source>
        <translation>Numele unui set conține doar litere, cifre și - (fără spații).</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="552"/>
        <source>You already have a set named {name}.</source>
        <translation>Ai deja un set cu numele {name}.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="554"/>
        <source>Give the set a title.</source>
        <translation>Dă un titlu setului.</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="67"/>
        <source>Carcassonne table</source>
        <extracomment>the page&apos;s languages (the app&apos;s translations) pixels per square of a served tile picture (the page scales them) the page&apos;s own words (the page fills in the names in braces), in the context &quot;PhonePage&quot;</extracomment>
        <translation>Masa Carcassonne</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="68"/>
        <source>Connecting…</source>
        <translation>Se conectează…</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="69"/>
        <source>Live</source>
        <translation>În direct</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="70"/>
        <source>No game yet</source>
        <translation>Încă niciun joc</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="71"/>
        <source>Turn {turn}: {name} plays</source>
        <translation>Tura {turn}: joacă {name}</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="72"/>
        <source>Game over</source>
        <translation>Joc terminat</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="73"/>
        <source>Scores</source>
        <translation>Scoruri</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="74"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="75"/>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="76"/>
        <source>Supply</source>
        <translation>Rezervă</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="77"/>
        <source>Last turn</source>
        <translation>Tura trecută</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="78"/>
        <source>Log</source>
        <translation>Jurnal</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="79"/>
        <source>Bag</source>
        <translation>Sac</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="80"/>
        <source>{n} tiles left</source>
        <translation>{n} cartonașe rămase</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="81"/>
        <source>Only these tiles can be drawn now: they are laid first.</source>
        <translation>Acum se pot trage doar aceste cartonașe: se așază primele.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="82"/>
        <source>Tournament mode: counts are hidden</source>
        <translation>Mod turneu: numerele sunt ascunse</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="83"/>
        <source>Fit</source>
        <translation>Încadrează</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="84"/>
        <source>The board</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="85"/>
        <source>Drawn tile: {tile}. Tap a square where it fits, turn it, then propose.</source>
        <translation>Cartonașul tras: {tile}. Atinge un pătrat unde se potrivește, rotește-l, apoi propune.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="88"/>
        <source>Drawn tile: {tile}</source>
        <translation>Cartonașul tras: {tile}</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="89"/>
        <source>Turn</source>
        <translation>Rotește</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="90"/>
        <source>Propose</source>
        <translation>Propune</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="91"/>
        <source>Proposal sent: the desktop decides.</source>
        <translation>Propunere trimisă: decide calculatorul.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="92"/>
        <source>The desktop did not take the proposal.</source>
        <translation>Calculatorul nu a luat propunerea.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="93"/>
        <source>{name} chooses:</source>
        <translation>{name} alege:</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="94"/>
        <source>Tap a spot on the board or a choice below, then propose.</source>
        <translation>Atinge un loc pe tablă sau o alegere de mai jos, apoi propune.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="95"/>
        <source>Language</source>
        <translation>Limbă</translation>
    </message>
    <message>
        <location filename="../../ui/phone/snapshot.py" line="96"/>
        <source>As on the computer</source>
        <translation>Ca pe calculator</translation>
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
        <translation>Arată pe telefoane</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="68"/>
        <source>This computer only ({address})</source>
        <translation>Doar acest calculator ({address})</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="71"/>
        <source>any free port</source>
        <translation>orice port liber</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="73"/>
        <location filename="../../ui/phone/dialog.py" line="192"/>
        <source>Start</source>
        <translation>Pornește</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="76"/>
        <source>Players may propose their moves from their phone</source>
        <translation>Jucătorii își pot propune mutările de pe telefon</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="78"/>
        <source>Where to place the drawn tile, and then a follower, the big one or none</source>
        <translation>Unde se pune piesa trasă, apoi un supus, cel mare sau niciunul</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="93"/>
        <source>Accept</source>
        <translation>Acceptă</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="96"/>
        <source>Dismiss</source>
        <translation>Respinge</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="102"/>
        <source>Network</source>
        <translation>Rețea</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="103"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="113"/>
        <source>Phones with the page open:</source>
        <translation>Telefoane cu pagina deschisă:</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="150"/>
        <source>Stopped: phones can no longer see the game.</source>
        <translation>Oprit: telefoanele nu mai văd jocul.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="166"/>
        <source>Port {port} is taken by another program. Choose another port.</source>
        <translation>Portul {port} este ocupat de alt program. Alege alt port.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="169"/>
        <source>This computer does not allow the app to use port {port}. Choose one above 1024.</source>
        <translation>Acest calculator nu permite aplicației să folosească portul {port}. Alege unul peste 1024.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="172"/>
        <source>This computer no longer has the address {address}.</source>
        <translation>Acest calculator nu mai are adresa {address}.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="173"/>
        <source>Cannot start: {reason}</source>
        <translation>Nu poate porni: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="176"/>
        <source>Stop</source>
        <translation>Oprește</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="179"/>
        <source>Open this address on a phone, or scan the code:</source>
        <translation>Deschide această adresă pe un telefon sau scanează codul:</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="182"/>
        <source>Phones must be on the same network. If they cannot open the page, a firewall on this computer blocks port {port}: allow incoming connections to it.</source>
        <translation>Telefoanele trebuie să fie în aceeași rețea. Dacă nu pot deschide pagina, un firewall de pe acest calculator blochează portul {port}: permite conexiunile care sosesc pe el.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="195"/>
        <source>Off: nothing is served until you start it.</source>
        <translation>Oprit: nu se servește nimic până nu pornești.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="216"/>
        <source>A phone ({address}) proposes: place {tile}, {square}, turned {degrees}°.</source>
        <translation>Un telefon ({address}) propune: {tile}, {square}, rotită cu {degrees}°.</translation>
    </message>
    <message>
        <location filename="../../ui/phone/dialog.py" line="225"/>
        <source>A phone ({address}) proposes: {choice}.</source>
        <translation>Un telefon ({address}) propune: {choice}.</translation>
    </message>
</context>
<context>
    <name>PlacementBar</name>
    <message>
        <location filename="../../ui/board/board_view.py" line="1758"/>
        <source>Turn the tile back (Shift+R)</source>
        <extracomment>one square drawn, by zoom and look (a few: cleared when they grow many) the width of a heat map square&apos;s outline and of a dead square&apos;s cross one square of a shade drawn, by zoom, shade and colours (see ``_stamp``) the follower it shows (None: a figure off the tiles, a crown field&apos;s) the square the spot is on, in scene units (None: off the tiles): drawn inside it</extracomment>
        <translation>Rotește cartonașul înapoi (Shift+R)</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="1759"/>
        <source>Turn the tile (R)</source>
        <translation>Rotește cartonașul (R)</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="1760"/>
        <source>Place the tile here (Enter)</source>
        <translation>Pune cartonașul aici (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/board/board_view.py" line="1761"/>
        <source>Take the tile off this square (Esc)</source>
        <translation>Ia cartonașul de pe acest loc (Esc)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="95"/>
        <source>Choose a colour… (now: {colour})</source>
        <translation>Alege o culoare… (acum: {colour})</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="70"/>
        <source>Use the colour scheme&apos;s</source>
        <translation>Folosește culoarea schemei</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="94"/>
        <source>the colour scheme&apos;s</source>
        <translation>cea a schemei de culori</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="36"/>
        <source>Preferences</source>
        <translation>Preferințe</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="39"/>
        <source>As the system</source>
        <translation>Limba sistemului</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="45"/>
        <source>As the system</source>
        <comment>colour scheme</comment>
        <translation>Ca sistemul</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="46"/>
        <source>Light</source>
        <translation>Luminoasă</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="47"/>
        <source>Dark</source>
        <translation>Întunecată</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="54"/>
        <source>Automatic (on with a touchscreen)</source>
        <translation>Automat (pornit când există ecran tactil)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="55"/>
        <source>On</source>
        <translation>Pornit</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="56"/>
        <source>Off</source>
        <translation>Oprit</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="60"/>
        <source>Tap a square twice to place (touch screens)</source>
        <translation>Atinge de două ori un loc ca să plasezi cartonașul (ecrane tactile)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="63"/>
        <source>Offer the coach&apos;s hints at the place step (never in tournament mode)</source>
        <translation>Oferă sfaturile antrenorului la așezarea piesei (niciodată în modul turneu)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="82"/>
        <source>Language</source>
        <translation>Limba</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="83"/>
        <source>A new language shows after a restart.</source>
        <translation>Limba nouă apare după repornirea aplicației.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="84"/>
        <source>Colour scheme</source>
        <translation>Schema de culori</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="85"/>
        <source>Board background</source>
        <translation>Fundalul suprafeței de joc</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/preferences.py" line="86"/>
        <source>Touch layout</source>
        <translation>Aspect tactil</translation>
    </message>
</context>
<context>
    <name>RaceChart</name>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="87"/>
        <source>turns (the last step is the final scoring)</source>
        <translation>ture (ultimul pas este evaluarea finală)</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="16"/>
        <source>This game is damaged</source>
        <translation>Acest joc este deteriorat</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="19"/>
        <source>Its stored record no longer replays: {reason}</source>
        <translation>Înregistrarea salvată nu mai poate fi rejucată: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="20"/>
        <source>It replays as far as action {good} of {total}.</source>
        <translation>Se rejoacă până la acțiunea {good} din {total}.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="26"/>
        <source>The damaged copy is kept, never deleted: {path}</source>
        <translation>Copia deteriorată este păstrată, niciodată ștearsă: {path}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="36"/>
        <source>Go on from action {good}</source>
        <translation>Continuă de la acțiunea {good}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/recovery.py" line="39"/>
        <source>Not now</source>
        <translation>Nu acum</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../ui/words/refusals.py" line="23"/>
        <source>This is not allowed now.</source>
        <translation>Acest lucru nu este permis acum.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="43"/>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="44"/>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="45"/>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="46"/>
        <source>west</source>
        <translation>vest</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="52"/>
        <source>a city</source>
        <translation>un oraș</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="53"/>
        <source>a road</source>
        <translation>un drum</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="54"/>
        <source>a field</source>
        <translation>un câmp</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="57"/>
        <source>another kind of edge</source>
        <translation>alt fel de margine</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="62"/>
        <source>First draw a tile.</source>
        <translation>Trage mai întâi un cartonaș.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="63"/>
        <source>First place the drawn tile (or discard it if it fits nowhere).</source>
        <translation>Plasează mai întâi cartonașul tras (sau pune-l deoparte dacă nu se potrivește nicăieri).</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="66"/>
        <source>First deploy a follower on the placed tile, or choose none.</source>
        <translation>Plasează mai întâi un supus pe cartonașul pus, sau alege niciunul.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="69"/>
        <location filename="../../ui/words/refusals.py" line="88"/>
        <source>The game is over.</source>
        <translation>Jocul s-a încheiat.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="298"/>
        <source>First the plague: each player in turn takes one of their followers back.</source>
        <translation>Mai întâi ciuma: pe rând, fiecare jucător își ia înapoi unul dintre supuși.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="166"/>
        <source>First keep one of the tiles drawn, or discard them all.</source>
        <translation>Păstrează mai întâi unul dintre cartonașele trase, sau pune-le pe toate deoparte.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="76"/>
        <source>First finish the choice the game waits for.</source>
        <translation>Termină mai întâi alegerea pe care o așteaptă jocul.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="82"/>
        <source>Does not fit: its {side} edge is {have}, the neighbouring tile&apos;s {other} edge is {need}.</source>
        <translation>Nu se potrivește: marginea de {side} este {have}, marginea de {other} a cartonașului vecin este {need}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="135"/>
        <source>That place already holds a follower.</source>
        <translation>Pe acel loc se află deja un supus.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="175"/>
        <source>Only one tile may be drawn now.</source>
        <translation>Acum se poate trage un singur cartonaș.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="176"/>
        <source>At most {allowed} tiles may be drawn now.</source>
        <translation>Acum se pot trage cel mult {allowed} cartonașe.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="89"/>
        <source>This needs an expansion that is not in this game.</source>
        <translation>Pentru aceasta este nevoie de o extensie care nu face parte din acest joc.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="93"/>
        <source>No such tile is in this game.</source>
        <translation>Un astfel de cartonaș nu există în acest joc.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="94"/>
        <source>No &quot;{tile}&quot; is left in the bag.</source>
        <translation>În sac nu mai este niciun „{tile}”.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="97"/>
        <source>The tile in hand is &quot;{held}&quot;, not &quot;{tile}&quot;.</source>
        <translation>Cartonașul din mână este „{held}”, nu „{tile}”.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="100"/>
        <source>none</source>
        <translation>fără</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="103"/>
        <source>No tile is in hand: draw one first.</source>
        <translation>Nu ai niciun cartonaș în mână: trage mai întâi unul.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="104"/>
        <source>&quot;{tile}&quot; covers several squares and cannot be turned.</source>
        <translation>„{tile}” ocupă mai multe locuri și nu poate fi rotit.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="107"/>
        <source>That square already holds a tile.</source>
        <translation>Pe acel loc se află deja un cartonaș.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="109"/>
        <source>A tile must touch a tile already on the board.</source>
        <translation>Un cartonaș trebuie să atingă un cartonaș aflat deja pe suprafața de joc.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="112"/>
        <source>&quot;{tile}&quot; can be placed, so it cannot be discarded.</source>
        <translation>„{tile}” poate fi pus, deci nu poate fi pus deoparte.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="115"/>
        <source>No follower is left in the supply.</source>
        <translation>Nu mai este niciun supus în rezervă.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="116"/>
        <source>No figure of that kind is left in the supply.</source>
        <translation>Nu mai este nicio figurină de acest fel în rezervă.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="119"/>
        <source>The placed tile has no such spot.</source>
        <translation>Cartonașul pus nu are un astfel de loc.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="120"/>
        <source>That feature already holds a follower.</source>
        <translation>Pe acea construcție se află deja un supus.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="123"/>
        <source>A figure can be deployed only on the tile just placed.</source>
        <translation>O figură se poate plasa doar pe cartonașul abia pus.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="126"/>
        <source>No player is called {player}.</source>
        <translation>Niciun jucător nu se numește {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="129"/>
        <source>An adjustment is at most {most} points either way.</source>
        <translation>O corecție este de cel mult {most} de puncte, în plus sau în minus.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="132"/>
        <source>A reason is printable text of at most {most} characters.</source>
        <translation>Un motiv este text obișnuit de cel mult {most} de caractere.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="136"/>
        <source>&quot;{tile}&quot; cannot be drawn yet: the tiles of the stack with &quot;{first}&quot; come first.</source>
        <translation>„{tile}” nu poate fi tras încă: întâi vin cartonașele din teancul cu „{first}”.</translation>
    </message>
    <message>
        <location filename="../../ui/words/refusals.py" line="139"/>
        <source>That figure cannot stand on this kind of feature.</source>
        <translation>Figura aceasta nu poate sta pe acest fel de teren.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="87"/>
        <source>A figure can be taken back only after placing a festival tile, instead of deploying.</source>
        <translation>O figură poate fi luată înapoi doar după punerea unui cartonaș de festival, în loc de plasarea unui supus.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="91"/>
        <source>None of your figures stands there.</source>
        <translation>Acolo nu se află nicio figură de-a ta.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="94"/>
        <source>No figure stands there.</source>
        <translation>Acolo nu se află nicio figură.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/festival.py" line="95"/>
        <source>Only your own figure can be taken back.</source>
        <translation>Doar propria figură poate fi luată înapoi.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="291"/>
        <source>The wheel has no such crown field.</source>
        <translation>Roata nu are un astfel de loc cu coroană.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="294"/>
        <source>The plague is not on.</source>
        <translation>Acum nu este ciumă.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="295"/>
        <source>{player} must take back one of their own followers on a land tile.</source>
        <translation>{player} trebuie să ia înapoi unul dintre propriii supuși de pe un cartonaș de teren.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="147"/>
        <source>A player has at most {most} fortune tellers.</source>
        <translation>Un jucător are cel mult {most} ghicitori.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="150"/>
        <source>Several tiles can be drawn only at the start of a turn.</source>
        <translation>Mai multe cartonașe se pot trage doar la începutul unei ture.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="154"/>
        <source>&quot;{tile}&quot; is not among the tiles drawn.</source>
        <translation>„{tile}” nu este printre cartonașele trase.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="157"/>
        <source>&quot;{tile}&quot; fits nowhere: keep one that can be placed.</source>
        <translation>„{tile}” nu se potrivește nicăieri: păstrează unul care poate fi pus.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="160"/>
        <source>Discard all the tiles drawn, or keep one.</source>
        <translation>Pune deoparte toate cartonașele trase, sau păstrează unul.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/fortune_tellers.py" line="163"/>
        <source>One of the tiles drawn can be placed: keep it.</source>
        <translation>Unul dintre cartonașele trase poate fi pus: păstrează-l.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="207"/>
        <source>The big follower stands only on a road, city, cloister or field of the tile just placed.</source>
        <translation>Supusul mare stă doar pe un drum, oraș, mănăstire sau câmp al cartonașului tocmai pus.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/inns_and_cathedrals.py" line="211"/>
        <source>The big follower stands only on a road, city, cloister or field.</source>
        <translation>Supusul mare stă doar pe un drum, oraș, mănăstire sau câmp.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="338"/>
        <source>The pig stands only on a field of the tile just placed.</source>
        <translation>Porcul stă doar pe un câmp al cartonașului tocmai pus.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="341"/>
        <source>The builder stands only on a road or city of the tile just placed.</source>
        <translation>Constructorul stă doar pe un drum sau într-un oraș al cartonașului tocmai pus.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="347"/>
        <source>The pig stands only on a field that already holds one of your farmers.</source>
        <translation>Porcul stă doar pe un câmp pe care se află deja unul dintre țăranii tăi.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="350"/>
        <source>The builder stands only on a road or city that already holds one of your followers.</source>
        <translation>Constructorul stă doar pe un drum sau într-un oraș unde se află deja unul dintre supușii tăi.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="215"/>
        <source>The abbot stands only on the cloister or the garden of the tile just placed.</source>
        <translation>Starețul stă doar pe mănăstirea sau grădina cartonașului abia așezat.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="218"/>
        <source>The abbot is taken back in the follower step, instead of deploying a figure.</source>
        <translation>Starețul se ia înapoi la pasul supușilor, în loc să plasezi o figură.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="221"/>
        <source>Your abbot does not stand there.</source>
        <translation>Starețul tău nu stă acolo.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/abbot.py" line="224"/>
        <source>The tile just placed completed it: it scores as completed, the abbot comes back by itself.</source>
        <translation>Cartonașul abia așezat l-a completat: se punctează ca terminat, iar starețul se întoarce singur.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="156"/>
        <source>A river tile must carry the river on from its open end.</source>
        <translation>Un cartonaș de râu trebuie să continue râul de la capătul lui deschis.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="160"/>
        <source>The river has reached its lake already.</source>
        <translation>Râul a ajuns deja la lacul lui.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="187"/>
        <source>The river would turn left twice in a row and turn back on itself.</source>
        <translation>Râul ar coti la stânga de două ori la rând și s-ar întoarce spre el însuși.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="190"/>
        <source>The river would turn right twice in a row and turn back on itself.</source>
        <translation>Râul ar coti la dreapta de două ori la rând și s-ar întoarce spre el însuși.</translation>
    </message>
</context>
<context>
    <name>RiverUI</name>
    <message>
        <location filename="../../ui/expansions/river.py" line="95"/>
        <location filename="../../ui/expansions/river.py" line="112"/>
        <source>river</source>
        <extracomment>the river&apos;s water and its banks in the light and the dark scheme the stones around the spring</extracomment>
        <translation>râu</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="96"/>
        <source>River</source>
        <translation>Râu</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="107"/>
        <source>river spring</source>
        <translation>izvorul râului</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="107"/>
        <source>river ending in a lake</source>
        <translation>râu care se varsă într-un lac</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="109"/>
        <source>straight river</source>
        <translation>râu drept</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="111"/>
        <source>curved river</source>
        <translation>râu curbat</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="115"/>
        <location filename="../../ui/expansions/river.py" line="171"/>
        <source>The River</source>
        <translation>Râul</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="123"/>
        <source>The River (12 tiles, laid first)</source>
        <translation>Râul (12 cartonașe, așezate primele)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="132"/>
        <source>River: no two curves the same way</source>
        <translation>Râu: fără două cotituri în aceeași parte</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="134"/>
        <source>A curve of the river may never turn the same way as the curve before it, even with straight stretches between (the box&apos;s rule forbids only two in a row).</source>
        <translation>O cotitură a râului nu poate coti niciodată în aceeași parte ca cea dinaintea ei, nici cu porțiuni drepte între ele (regula din cutie interzice doar două la rând).</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="148"/>
        <source>The river is laid first: the bag shows only its tiles.</source>
        <translation>Râul se așază primul: sacul arată doar cartonașele lui.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/river.py" line="150"/>
        <source>The river tile goes where the river goes on (a lit square); it may not turn the same way twice in a row.</source>
        <translation>Cartonașul de râu se pune unde continuă râul (un pătrat luminat); nu poate coti în aceeași parte de două ori la rând.</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message numerus="yes">
        <location filename="../../ui/panels/scoreboard.py" line="107"/>
        <source>{player}: %n point(s)</source>
        <extracomment>the score a score&apos;s accessible name was made for the rows or columns were made anew (a new game, tournament mode switched) what the supply&apos;s numbers are (&quot;7 + 1 + 1 + 1&quot;), when it has more than followers</extracomment>
        <translation>
            <numerusform>{player}: %n punct</numerusform>
            <numerusform>{player}: %n puncte</numerusform>
            <numerusform>{player}: %n de puncte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="134"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="135"/>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="136"/>
        <source>Supply</source>
        <translation>Rezervă</translation>
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="137"/>
        <source>Last turn</source>
        <translation>Ultima tură</translation>
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="138"/>
        <source>If it ended now</source>
        <translation>Dacă s-ar termina acum</translation>
    </message>
    <message>
        <location filename="../../ui/panels/scoreboard.py" line="144"/>
        <source>Followers left, then: {figures}</source>
        <translation>Supuși rămași, apoi: {figures}</translation>
    </message>
</context>
<context>
    <name>SignpostsField</name>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="23"/>
        <source>Signposts (beside a road edge)</source>
        <translation>Indicatoare (lângă o latură cu drum)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="25"/>
        <source>left</source>
        <translation>la stânga</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="25"/>
        <source>straight</source>
        <translation>înainte</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="25"/>
        <source>right</source>
        <translation>la dreapta</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="27"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="28"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="29"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="30"/>
        <source>West</source>
        <translation>Vest</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="36"/>
        <source>no signpost</source>
        <translation>fără indicator</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts_field.py" line="58"/>
        <source>A signpost stands beside a road edge.</source>
        <translation>Un indicator stă lângă o latură cu drum.</translation>
    </message>
</context>
<context>
    <name>SignpostsUI</name>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="78"/>
        <source>roundabout</source>
        <extracomment>a signpost&apos;s arrow, scaled up from its drawing below</extracomment>
        <translation>sens giratoriu</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="81"/>
        <source>signpost</source>
        <translation>indicator</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/signposts.py" line="81"/>
        <source>%n signpost(s)</source>
        <translation>
            <numerusform>%n indicator</numerusform>
            <numerusform>%n indicatoare</numerusform>
            <numerusform>%n de indicatoare</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="85"/>
        <source>Signposts: describe your box&apos;s tiles in Game → Your tile sets.</source>
        <translation>Indicatoarele: descrie cartonașele din cutia ta în Joc → Seturile tale de cartonașe.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/signposts.py" line="91"/>
        <source>%n correct signpost(s)</source>
        <translation>
            <numerusform>%n indicator corect</numerusform>
            <numerusform>%n indicatoare corecte</numerusform>
            <numerusform>%n de indicatoare corecte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="93"/>
        <source>{posts} of {kinds}</source>
        <translation>{posts} de {kinds}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/signposts.py" line="94"/>
        <source>%n type(s)</source>
        <translation>
            <numerusform>%n tip</numerusform>
            <numerusform>%n tipuri</numerusform>
            <numerusform>%n de tipuri</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="96"/>
        <source>{road} with {posts}</source>
        <translation>{road} cu {posts}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="102"/>
        <source>The Signposts</source>
        <translation>Indicatoarele</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/signposts.py" line="112"/>
        <source>Roundabout</source>
        <translation>Sens giratoriu</translation>
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
        <translation>Loc pentru un supus: {what}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/board/spoken.py" line="117"/>
        <source>The tile in hand fits here in %n way(s)</source>
        <translation>
            <numerusform>Cartonașul din mână se potrivește aici într-un fel (%n)</numerusform>
            <numerusform>Cartonașul din mână se potrivește aici în %n feluri</numerusform>
            <numerusform>Cartonașul din mână se potrivește aici în %n de feluri</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="116"/>
        <source>Lit square: {square}</source>
        <translation>Pătrat luminat: {square}</translation>
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="109"/>
        <source>Tile in hand: {tile}</source>
        <translation>Cartonașul din mână: {tile}</translation>
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="107"/>
        <source>Not on the board yet: the arrow keys move it over the lit squares</source>
        <translation>Încă nu e pe tablă: tastele săgeți îl mută peste pătratele luminate</translation>
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="102"/>
        <source>Shown on {square}, turned {degrees}°: Enter places it</source>
        <translation>Arătat pe {square}, rotit {degrees}°: Enter îl așază</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/board/spoken.py" line="68"/>
        <source>%n tile(s) on the board</source>
        <translation>
            <numerusform>%n cartonaș pe tablă</numerusform>
            <numerusform>%n cartonașe pe tablă</numerusform>
            <numerusform>%n de cartonașe pe tablă</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/board/spoken.py" line="40"/>
        <source>Board</source>
        <extracomment>what a thing on the board is called, what more is said of it, where it lies (scene)</extracomment>
        <translation>Tabla de joc</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="142"/>
        <source>Summary</source>
        <translation>Rezumat</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="147"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="156"/>
        <source>Followers deployed</source>
        <translation>Supuși plasați</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="156"/>
        <source>Lucky draws (expected)</source>
        <translation>Trageri norocoase (așteptate)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="160"/>
        <source>Lucky draws: tiles drawn that could complete a feature the player held, one tile short of done. In brackets, how many such draws the player could expect: at each of their draws, the chance that the bag gave one of those tiles, added up. More than expected: luck.</source>
        <translation>Trageri norocoase: cartonașe trase care puteau completa o construcție a jucătorului căreia îi lipsea un singur cartonaș. În paranteză: câte astfel de trageri se puteau aștepta, adică, la fiecare tragere a sa, șansa ca sacul să dea un astfel de cartonaș, adunată. Mai multe decât cele așteptate: noroc.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/summary.py" line="208"/>
        <source>The turns that changed the game most, as the coach sees them:</source>
        <translation>Turele care au schimbat cel mai mult jocul, după antrenor:</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="80"/>
        <source>A tie at %n point(s): {names}</source>
        <translation>
            <numerusform>Egalitate la %n punct: {names}</numerusform>
            <numerusform>Egalitate la %n puncte: {names}</numerusform>
            <numerusform>Egalitate la %n de puncte: {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="82"/>
        <source>{names} wins with %n point(s)</source>
        <translation>
            <numerusform>{names} câștigă cu %n punct</numerusform>
            <numerusform>{names} câștigă cu %n puncte</numerusform>
            <numerusform>{names} câștigă cu %n de puncte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="119"/>
        <source>Completed: {player} scores {what}: {points}</source>
        <translation>Finalizat: {player} primește {points} pentru {what}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="71"/>
        <source>%n point(s)</source>
        <extracomment>the numbers Qt counts in ``tr(text, &quot;&quot;, n)``: a C int, and not below 0 (then &quot;%n&quot; stays) a spot&apos;s name on a tile: its place, after its square&apos;s offset on a tile of several squares the expansions&apos; UI halves, speaking this object&apos;s language (``translated``)</extracomment>
        <translation>
            <numerusform>%n punct</numerusform>
            <numerusform>%n puncte</numerusform>
            <numerusform>%n de puncte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="93"/>
        <source>Correction for {player}: {points} ({reason})</source>
        <translation>Corecție pentru {player}: {points} ({reason})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="99"/>
        <source>a road of %n tile(s)</source>
        <translation>
            <numerusform>un drum de %n cartonaș</numerusform>
            <numerusform>un drum de %n cartonașe</numerusform>
            <numerusform>un drum de %n de cartonașe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="101"/>
        <source>a city of %n tile(s)</source>
        <translation>
            <numerusform>un oraș de %n cartonaș</numerusform>
            <numerusform>un oraș de %n cartonașe</numerusform>
            <numerusform>un oraș de %n de cartonașe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="103"/>
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n blazon</numerusform>
            <numerusform>%n blazoane</numerusform>
            <numerusform>%n de blazoane</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="104"/>
        <source>{city} with {pennants}</source>
        <translation>{city} cu {pennants}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="107"/>
        <source>a cloister with %n of 9 tiles</source>
        <translation>
            <numerusform>o mănăstire cu %n din 9 cartonașe</numerusform>
            <numerusform>o mănăstire cu %n din 9 cartonașe</numerusform>
            <numerusform>o mănăstire cu %n din 9 cartonașe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="107"/>
        <source>a cloister</source>
        <translation>o mănăstire</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/texts.py" line="110"/>
        <source>a field touching %n completed city(s)</source>
        <translation>
            <numerusform>un câmp lângă %n oraș finalizat</numerusform>
            <numerusform>un câmp lângă %n orașe finalizate</numerusform>
            <numerusform>un câmp lângă %n de orașe finalizate</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="115"/>
        <source>Game end: {player} scores {what}: {points}</source>
        <translation>Evaluarea finală: {player} primește {points} pentru {what}</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="135"/>
        <source>Turn {turn}: {sentence}</source>
        <translation>Tura {turn}: {sentence}</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="265"/>
        <source>place {tile}</source>
        <translation>plasează {tile}</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="268"/>
        <source>deploy {figure}</source>
        <translation>plasează {figure}</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="144"/>
        <source>{tile} fits nowhere: discarded</source>
        <translation>{tile} nu se potrivește nicăieri: pus deoparte</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="155"/>
        <source>{player} is outvoted on the road and scores nothing</source>
        <translation>{player} e în minoritate pe drum și nu primește puncte</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="156"/>
        <source>{player} is outvoted in the city and scores nothing</source>
        <translation>{player} e în minoritate în oraș și nu primește puncte</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="157"/>
        <source>{player} is outvoted in the field and scores nothing</source>
        <translation>{player} e în minoritate pe câmp și nu primește puncte</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="158"/>
        <source>{player} is outvoted and scores nothing</source>
        <translation>{player} e în minoritate și nu primește puncte</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="163"/>
        <source>Nobody scores the completed road: no follower on it</source>
        <translation>Nimeni nu punctează drumul finalizat: nu are niciun supus pe el</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="164"/>
        <source>Nobody scores the completed city: no follower on it</source>
        <translation>Nimeni nu punctează orașul finalizat: nu are niciun supus în el</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="165"/>
        <source>Nobody scores the completed cloister: no monk on it</source>
        <translation>Nimeni nu punctează mănăstirea finalizată: nu are niciun călugăr</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="166"/>
        <source>nobody scores</source>
        <translation>nimeni nu punctează</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="175"/>
        <source>a knight</source>
        <translation>un cavaler</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="176"/>
        <source>a thief</source>
        <translation>un tâlhar</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="177"/>
        <source>a monk</source>
        <translation>un călugăr</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="178"/>
        <source>a farmer</source>
        <translation>un țăran</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="180"/>
        <source>a follower</source>
        <translation>un supus</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="196"/>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="196"/>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="196"/>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="196"/>
        <source>west</source>
        <translation>vest</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="198"/>
        <location filename="../../ui/words/texts.py" line="201"/>
        <source>north-west</source>
        <translation>nord-vest</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="198"/>
        <location filename="../../ui/words/texts.py" line="199"/>
        <source>north-east</source>
        <translation>nord-est</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="199"/>
        <location filename="../../ui/words/texts.py" line="200"/>
        <source>south-east</source>
        <translation>sud-est</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="200"/>
        <location filename="../../ui/words/texts.py" line="201"/>
        <source>south-west</source>
        <translation>sud-vest</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="208"/>
        <source>middle</source>
        <translation>mijloc</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="218"/>
        <source>{n} east</source>
        <translation>{n} spre est</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="218"/>
        <source>{n} west</source>
        <translation>{n} spre vest</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="220"/>
        <source>{n} south</source>
        <translation>{n} spre sud</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="220"/>
        <source>{n} north</source>
        <translation>{n} spre nord</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="224"/>
        <source>the start tile&apos;s north-west square</source>
        <translation>pătratul din nord-vest al cartonașului de start</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="226"/>
        <source>the start tile&apos;s square</source>
        <translation>pătratul cartonașului de start</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="230"/>
        <source>{where} of the start tile&apos;s north-west square</source>
        <translation>{where} față de pătratul din nord-vest al cartonașului de start</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="231"/>
        <source>{where} of the start tile</source>
        <translation>{where} față de cartonașul de start</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="263"/>
        <location filename="../../ui/words/texts.py" line="278"/>
        <source>draw {tile}</source>
        <translation>trage {tile}</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="270"/>
        <source>no follower</source>
        <translation>niciun supus</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="272"/>
        <location filename="../../ui/words/texts.py" line="280"/>
        <source>discard {tile}</source>
        <translation>pune deoparte {tile}</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="274"/>
        <source>correction for {player}</source>
        <translation>corecție pentru {player}</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="276"/>
        <source>end of the game</source>
        <translation>sfârșitul jocului</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="293"/>
        <source>Roads</source>
        <translation>Drumuri</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="294"/>
        <source>Cities</source>
        <translation>Orașe</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="295"/>
        <source>Cloisters</source>
        <translation>Mănăstiri</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="296"/>
        <source>Fields</source>
        <translation>Câmpuri</translation>
    </message>
    <message>
        <location filename="../../ui/words/texts.py" line="297"/>
        <source>Corrections</source>
        <translation>Corecții</translation>
    </message>
</context>
<context>
    <name>TileEditor</name>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="156"/>
        <source>Edit a tile</source>
        <extracomment>The id the picture is built with while the name is not usable yet (``_`` is no editor name). a hand-made wiring read from the entry, kept while edges and wiring choices stay the entry being edited, as read: what it shows that no field here gives is kept</extracomment>
        <translation>Editează un cartonaș</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="156"/>
        <source>New tile</source>
        <translation>Cartonaș nou</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="159"/>
        <source>e.g. A or curve-2</source>
        <translation>de ex. A sau curba-2</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="168"/>
        <source>Separate cities (each city edge its own city)</source>
        <translation>Orașe separate (fiecare latură cu oraș este un oraș aparte)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="172"/>
        <source>Cloister</source>
        <translation>Mănăstire</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="218"/>
        <source>Tile</source>
        <extracomment>a check box for each expansion&apos;s kind of feature with a look, by the kind&apos;s name the expansions&apos; marks, as their UI halves offer them</extracomment>
        <translation>Cartonaș</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="223"/>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="224"/>
        <source>Copies in the box</source>
        <translation>Exemplare în cutie</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="225"/>
        <source>Edges</source>
        <translation>Laturi</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="226"/>
        <source>Clockwise from north: C city, R road, F field.</source>
        <translation>În sensul acelor de ceasornic, de la nord: C = oraș, R = drum, F = câmp.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="228"/>
        <source>Wiring</source>
        <translation>Conexiuni</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="232"/>
        <source>Roads</source>
        <translation>Drumuri</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="236"/>
        <source>On the tile</source>
        <translation>Pe cartonaș</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="238"/>
        <source>Pennants</source>
        <translation>Blazoane</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="467"/>
        <source>{mark}: only on a tile with a road.</source>
        <translation>{mark}: doar pe un cartonaș cu drum.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="327"/>
        <source>one road through the tile</source>
        <translation>un singur drum care traversează cartonașul</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="328"/>
        <source>each road ends on the tile</source>
        <translation>fiecare drum se oprește pe cartonaș</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="329"/>
        <source>two curves: north–east and south–west</source>
        <translation>două curbe: nord–est și sud–vest</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="330"/>
        <source>two curves: north–west and east–south</source>
        <translation>două curbe: nord–vest și est–sud</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="354"/>
        <source>(type the edges first)</source>
        <translation>(tastează mai întâi laturile)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="356"/>
        <source>no roads</source>
        <translation>fără drumuri</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="382"/>
        <location filename="../../ui/dialogs/tile_editor.py" line="464"/>
        <source>Type the four edges, north, east, south, west, each C, R or F.</source>
        <translation>Tastează cele patru laturi, nord, est, sud, vest, fiecare C, R sau F.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="384"/>
        <source>Give the tile a name.</source>
        <translation>Dă un nume cartonașului.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="386"/>
        <source>A tile name has only letters, digits and - (no spaces).</source>
        <translation>Numele unui cartonaș conține doar litere, cifre și - (fără spații).</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="407"/>
        <source>Hand-made wiring from the file, kept until you change the edges or the wiring.</source>
        <translation>Conexiuni făcute de mână, preluate din fișier; rămân așa până când schimbi laturile sau conexiunile.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="462"/>
        <source>A road cannot cross a city: keep the cities separate or let the roads end.</source>
        <translation>Un drum nu poate traversa un oraș: păstrează orașele separate sau lasă drumurile să se oprească.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="463"/>
        <source>Pennants need a city.</source>
        <translation>Blazoanele au nevoie de un oraș.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="469"/>
        <source>{mark}: only on a tile with a city.</source>
        <translation>{mark}: doar pe un cartonaș cu oraș.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="480"/>
        <source>{edges} (north at the top)</source>
        <translation>{edges} (nordul sus)</translation>
    </message>
</context>
<context>
    <name>TileNames</name>
    <message>
        <location filename="../../ui/words/tile_names.py" line="101"/>
        <source>Base game</source>
        <extracomment>the sentence whose translation tells which language the kept names are in (``_kept``) by tile id: the tile type named (another type of that id, a tile described anew, is named anew and takes its place), its name, its description</extracomment>
        <translation>Jocul de bază</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="139"/>
        <source>{name}. Edges from the north, clockwise: {edges}</source>
        <translation>{name}. Marginile de la nord, în sensul acelor de ceasornic: {edges}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="160"/>
        <source>%n separate cities</source>
        <translation>
            <numerusform>%n oraș separat</numerusform>
            <numerusform>%n orașe separate</numerusform>
            <numerusform>%n de orașe separate</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="163"/>
        <source>pennant</source>
        <translation>blazon</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="163"/>
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n blazon</numerusform>
            <numerusform>%n blazoane</numerusform>
            <numerusform>%n de blazoane</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="166"/>
        <source>cloister</source>
        <translation>mănăstire</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="175"/>
        <source>straight road</source>
        <translation>drum drept</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="176"/>
        <source>%n straight road(s)</source>
        <translation>
            <numerusform>%n drum drept</numerusform>
            <numerusform>%n drumuri drepte</numerusform>
            <numerusform>%n de drumuri drepte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="183"/>
        <source>curved road</source>
        <translation>drum curbat</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="183"/>
        <source>%n curved road(s)</source>
        <translation>
            <numerusform>%n drum curbat</numerusform>
            <numerusform>%n drumuri curbate</numerusform>
            <numerusform>%n de drumuri curbate</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="192"/>
        <source>city across the tile</source>
        <translation>oraș de-a curmezișul cartonașului</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="194"/>
        <source>city on one side</source>
        <translation>oraș pe o latură</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="195"/>
        <source>city on two sides</source>
        <translation>oraș pe două laturi</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="196"/>
        <source>city on three sides</source>
        <translation>oraș pe trei laturi</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="197"/>
        <source>city on all four sides</source>
        <translation>oraș pe toate cele patru laturi</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="201"/>
        <source>road to the door</source>
        <translation>drum până la ușă</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="201"/>
        <source>%n road(s) to the door</source>
        <translation>
            <numerusform>%n drum până la ușă</numerusform>
            <numerusform>%n drumuri până la ușă</numerusform>
            <numerusform>%n de drumuri până la ușă</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="203"/>
        <source>two roads ending at a village</source>
        <translation>două drumuri care se termină într-un sat</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="205"/>
        <source>crossroads of %n roads</source>
        <translation>
            <numerusform>intersecție de %n drum</numerusform>
            <numerusform>intersecție de %n drumuri</numerusform>
            <numerusform>intersecție de %n de drumuri</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="208"/>
        <source>road to the city gate</source>
        <translation>drum până la poarta orașului</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="208"/>
        <source>%n road(s) to the city gate</source>
        <translation>
            <numerusform>%n drum până la poarta orașului</numerusform>
            <numerusform>%n drumuri până la poarta orașului</numerusform>
            <numerusform>%n de drumuri până la poarta orașului</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="212"/>
        <source>dead-end road</source>
        <translation>drum înfundat</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/words/tile_names.py" line="212"/>
        <source>%n dead-end road(s)</source>
        <translation>
            <numerusform>%n drum înfundat</numerusform>
            <numerusform>%n drumuri înfundate</numerusform>
            <numerusform>%n de drumuri înfundate</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="218"/>
        <source>city</source>
        <translation>oraș</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="218"/>
        <source>road</source>
        <translation>drum</translation>
    </message>
    <message>
        <location filename="../../ui/words/tile_names.py" line="218"/>
        <source>field</source>
        <translation>câmp</translation>
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
        <translation>Impozite</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="25"/>
        <source>Famine</source>
        <translation>Foamete</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="26"/>
        <source>Storm</source>
        <translation>Furtună</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="27"/>
        <source>Inquisition</source>
        <translation>Inchiziție</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/look.py" line="28"/>
        <source>Plague</source>
        <translation>Ciumă</translation>
    </message>
</context>
<context>
    <name>TileSetsDialog</name>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="573"/>
        <source>Your tile sets</source>
        <translation>Seturile tale de cartonașe</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="580"/>
        <source>New set…</source>
        <translation>Set nou…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="581"/>
        <source>Import…</source>
        <translation>Importă…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="582"/>
        <source>Export…</source>
        <translation>Exportă…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="583"/>
        <location filename="../../ui/dialogs/tile_editor.py" line="815"/>
        <source>Delete set</source>
        <translation>Șterge setul</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="597"/>
        <source>Add tile…</source>
        <translation>Adaugă un cartonaș…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="598"/>
        <source>Edit tile…</source>
        <translation>Editează cartonașul…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="599"/>
        <source>Remove tile</source>
        <translation>Elimină cartonașul</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="615"/>
        <source>Sets</source>
        <translation>Seturi</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="638"/>
        <source>Describe the tiles of your own box once (the Signposts and the Fortune Tellers have no public tile list); your sets can then be chosen for a new game.</source>
        <translation>Descrie o singură dată cartonașele din cutia ta (pentru Indicatoarele și Ghicitorii nu există o listă publică de cartonașe); apoi îți poți alege seturile la un joc nou.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="657"/>
        <source>Some files in the folder were left out:</source>
        <translation>Unele fișiere din dosar au fost omise:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="696"/>
        <source>No set yet: make a new one or import one.</source>
        <translation>Niciun set încă: creează unul nou sau importă unul.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="709"/>
        <source>{name} ×{count}</source>
        <translation>{name} ×{count}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="721"/>
        <source>&lt;b&gt;{title}&lt;/b&gt; ({name}): {types} tile types, {total} tiles</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt; ({name}) – tipuri de cartonașe: {types}, cartonașe în total: {total}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="742"/>
        <source>Cannot save the set</source>
        <translation>Setul nu poate fi salvat</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="757"/>
        <source>Cannot make the set</source>
        <translation>Setul nu poate fi creat</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="758"/>
        <source>You already have a set named {name}.</source>
        <translation>Ai deja un set cu numele {name}.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="783"/>
        <source>Cannot edit this tile</source>
        <translation>Acest cartonaș nu poate fi editat</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="785"/>
        <source>{tile} is defined elsewhere or covers several squares: change it in the file.</source>
        <translation>{tile} este definit în altă parte sau ocupă mai multe locuri: modifică-l în fișier.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="814"/>
        <source>Delete the set {name} and its file? This cannot be undone.</source>
        <translation>Ștergi setul {name} și fișierul lui? Operația nu poate fi anulată.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="820"/>
        <source>Cannot delete the set</source>
        <translation>Setul nu poate fi șters</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="836"/>
        <source>You already have a set named {name}: delete it first.</source>
        <translation>Ai deja un set cu numele {name}: șterge-l mai întâi.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="840"/>
        <source>Cannot import this file</source>
        <translation>Acest fișier nu poate fi importat</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="860"/>
        <source>Cannot export the set</source>
        <translation>Setul nu poate fi exportat</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="875"/>
        <source>Import a tile set</source>
        <translation>Importă un set de cartonașe</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="875"/>
        <location filename="../../ui/dialogs/tile_editor.py" line="881"/>
        <source>Tile sets (*.json)</source>
        <translation>Seturi de cartonașe (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/tile_editor.py" line="881"/>
        <source>Export the tile set</source>
        <translation>Exportă setul de cartonașe</translation>
    </message>
</context>
<context>
    <name>TradersAndBuildersUI</name>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="156"/>
        <source>wine</source>
        <extracomment>each good&apos;s colour on its disc, in the light and the dark scheme the phone&apos;s tally picture and what it shows (``phone_parts``)</extracomment>
        <translation>vin</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="156"/>
        <source>grain</source>
        <translation>grâu</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="156"/>
        <source>cloth</source>
        <translation>stofă</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="160"/>
        <location filename="../../ui/expansions/traders_builders.py" line="387"/>
        <source>Traders &amp; Builders</source>
        <translation>Negustori și constructori</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="166"/>
        <source>Traders &amp; Builders (24 tiles: goods, a builder and a pig each)</source>
        <translation>Negustori și constructori (24 de cartonașe: mărfuri, câte un constructor și un porc de fiecare)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="182"/>
        <source>Game end: {player} has the most {good} ({count}): {points}</source>
        <translation>Evaluarea finală: {player} are cele mai multe jetoane de {good} ({count}): {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="188"/>
        <source>{field} with the player&apos;s pig (4 per city)</source>
        <translation>{field} cu porcul jucătorului (4 pe oraș)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/traders_builders.py" line="194"/>
        <source>{player} completes a city and takes %n {good} token(s)</source>
        <translation>
            <numerusform>{player} termină un oraș și primește %n jeton de {good}</numerusform>
            <numerusform>{player} termină un oraș și primește %n jetoane de {good}</numerusform>
            <numerusform>{player} termină un oraș și primește %n de jetoane de {good}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="200"/>
        <source>{player}&apos;s builder goes home: no follower of theirs is left in its city</source>
        <translation>Constructorul lui {player} se întoarce acasă: în orașul lui nu mai e niciun supus al lui {player}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="202"/>
        <source>{player}&apos;s builder goes home: no follower of theirs is left on its road</source>
        <translation>Constructorul lui {player} se întoarce acasă: pe drumul lui nu mai e niciun supus al lui {player}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="208"/>
        <location filename="../../ui/expansions/traders_builders.py" line="364"/>
        <source>Goods</source>
        <translation>Mărfuri</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="214"/>
        <source>the goods&apos; majorities gain about {points} at the end</source>
        <translation>majoritățile de mărfuri câștigă la final cam {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="215"/>
        <source>the goods&apos; majorities lose about {points} at the end</source>
        <translation>majoritățile de mărfuri pierd la final cam {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="220"/>
        <source>Whoever completes a city takes a token for each good in it. At the end, the most tokens of each good score 10 points; tied players each score 10. The board shows where this player&apos;s tokens came from.</source>
        <translation>Cine termină un oraș primește câte un jeton pentru fiecare marfă din el. La sfârșit, cele mai multe jetoane din fiecare marfă aduc 10 puncte; la egalitate, fiecare jucător primește 10. Tabla arată de unde au venit jetoanele acestui jucător.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="226"/>
        <source>A pig makes its owner&apos;s field score 4 points instead of 3 for each completed city it touches.</source>
        <translation>Porcul face ca câmpul stăpânului său să aducă 4 puncte în loc de 3 pentru fiecare oraș terminat pe care îl atinge.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="232"/>
        <source>the builder</source>
        <translation>constructorul</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="232"/>
        <source>the pig</source>
        <translation>porcul</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="240"/>
        <source>deploy the builder</source>
        <translation>plasează constructorul</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="241"/>
        <source>deploy the builder, {where}</source>
        <translation>plasează constructorul, {where}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="243"/>
        <source>deploy the pig</source>
        <translation>plasează porcul</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="244"/>
        <source>deploy the pig, {where}</source>
        <translation>plasează porcul, {where}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="268"/>
        <source>Builder:
{where}</source>
        <translation>Constructor:
{where}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="270"/>
        <source>Deploy your builder beside your follower: each later tile that extends its feature earns you another turn</source>
        <translation>Plasează-ți constructorul lângă supusul tău: fiecare cartonaș pus mai târziu care îi prelungește drumul sau orașul îți aduce încă o tură</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="276"/>
        <source>Pig:
{where}</source>
        <translation>Porc:
{where}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="278"/>
        <source>Deploy your pig beside your farmer: your field scores 4 per city instead of 3</source>
        <translation>Plasează-ți porcul lângă țăranul tău: câmpul tău aduce 4 pe oraș în loc de 3</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="294"/>
        <source>No tile left in the bag extends this city: a builder on it earns no extra turn.</source>
        <translation>Niciun cartonaș rămas în sac nu mai prelungește acest oraș: un constructor aici nu aduce nicio tură în plus.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="296"/>
        <source>No tile left in the bag extends this road: a builder on it earns no extra turn.</source>
        <translation>Niciun cartonaș rămas în sac nu mai prelungește acest drum: un constructor aici nu aduce nicio tură în plus.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/traders_builders.py" line="299"/>
        <source>The bag can still extend this city: %n tile(s) left fit its open sides; about {soon:.0%} that one of your {draws} draws left is one.</source>
        <translation>
            <numerusform>Sacul mai poate prelungi acest oraș: %n cartonaș rămas se potrivește la laturile lui deschise; cam {soon:.0%} șanse să-l tragi în cele {draws} trageri care ți-au rămas.</numerusform>
            <numerusform>Sacul mai poate prelungi acest oraș: %n cartonașe rămase se potrivesc la laturile lui deschise; cam {soon:.0%} șanse să tragi unul dintre ele în cele {draws} trageri care ți-au rămas.</numerusform>
            <numerusform>Sacul mai poate prelungi acest oraș: %n de cartonașe rămase se potrivesc la laturile lui deschise; cam {soon:.0%} șanse să tragi unul dintre ele în cele {draws} trageri care ți-au rămas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/traders_builders.py" line="306"/>
        <source>The bag can still extend this road: %n tile(s) left fit its open ends; about {soon:.0%} that one of your {draws} draws left is one.</source>
        <translation>
            <numerusform>Sacul mai poate prelungi acest drum: %n cartonaș rămas se potrivește la capetele lui deschise; cam {soon:.0%} șanse să-l tragi în cele {draws} trageri care ți-au rămas.</numerusform>
            <numerusform>Sacul mai poate prelungi acest drum: %n cartonașe rămase se potrivesc la capetele lui deschise; cam {soon:.0%} șanse să tragi unul dintre ele în cele {draws} trageri care ți-au rămas.</numerusform>
            <numerusform>Sacul mai poate prelungi acest drum: %n de cartonașe rămase se potrivesc la capetele lui deschise; cam {soon:.0%} șanse să tragi unul dintre ele în cele {draws} trageri care ți-au rămas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="322"/>
        <source>Another turn: the builder&apos;s city grew.</source>
        <translation>Încă o tură: orașul constructorului a crescut.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="323"/>
        <source>Another turn: the builder&apos;s road grew.</source>
        <translation>Încă o tură: drumul constructorului a crescut.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="328"/>
        <source>Or press the “Builder” or the “Pig” button.</source>
        <translation>Sau apasă butonul „Constructor” sau „Porc”.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="330"/>
        <source>Or press the “Builder” button.</source>
        <translation>Sau apasă butonul „Constructor”.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="332"/>
        <source>Or press the “Pig” button.</source>
        <translation>Sau apasă butonul „Porc”.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="394"/>
        <source>none</source>
        <translation>niciuna</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/traders_builders.py" line="395"/>
        <source>Goods (in its cities)</source>
        <translation>Marfă (în orașele lui)</translation>
    </message>
</context>
<context>
    <name>WheelOfFortuneUI</name>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="268"/>
        <source>The Wheel of Fortune: the pig is on {sector}</source>
        <translation>Roata Norocului: porcul e pe {sector}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="61"/>
        <source>wheel symbol {number}</source>
        <extracomment>the engine&apos;s prefix of the wheel&apos;s score sources (&quot;wheel:tax&quot;) and of their notes the wheel&apos;s picture on the phone page, in pixels (the page shows it at most this wide)</extracomment>
        <translation>simbolul roții {number}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="68"/>
        <source>road to the wheel</source>
        <translation>drum până la roată</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="68"/>
        <source>%n road(s) to the wheel</source>
        <translation>
            <numerusform>%n drum până la roată</numerusform>
            <numerusform>%n drumuri până la roată</numerusform>
            <numerusform>%n de drumuri până la roată</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="70"/>
        <source>wheel of fortune</source>
        <translation>roata norocului</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="74"/>
        <source>Wheel of Fortune</source>
        <translation>Roata Norocului</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="75"/>
        <source>Wheel of Fortune, its numbered tiles</source>
        <translation>Roata Norocului, cartonașele numerotate</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="83"/>
        <source>The Wheel of Fortune alone (72 tiles; the wheel starts)</source>
        <translation>Doar Roata Norocului (72 de cartonașe; roata este cartonașul de pornire)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="88"/>
        <source>Base game + the 19 wheel tiles (the wheel starts)</source>
        <translation>Jocul de bază + cele 19 cartonașe cu simbolul roții (roata este cartonașul de pornire)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="92"/>
        <source>Base game + the 19 wheel tiles, wheel beside the board</source>
        <translation>Jocul de bază + cele 19 cartonașe cu simbolul roții, roata alături de suprafața de joc</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="99"/>
        <source>Base game (72 tiles), no Wheel of Fortune</source>
        <translation>Jocul de bază (72 de cartonașe), fără Roata Norocului</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="104"/>
        <source>Famine: majority only</source>
        <translation>Foamete: doar cu majoritate</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="105"/>
        <source>Wheel of Fortune: only the field&apos;s majority farmers eat (older wording).</source>
        <translation>Roata Norocului: doar țăranii cu majoritatea pe câmp primesc puncte (formulare mai veche).</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="120"/>
        <source>Fortune smiles on {player}: {points}</source>
        <translation>Fortuna îi surâde jucătorului {player}: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="122"/>
        <source>%n knight(s)</source>
        <translation>
            <numerusform>%n cavaler</numerusform>
            <numerusform>%n cavaleri</numerusform>
            <numerusform>%n de cavaleri</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="124"/>
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n blazon</numerusform>
            <numerusform>%n blazoane</numerusform>
            <numerusform>%n de blazoane</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="125"/>
        <source>Tax: {player}&apos;s {knights} in a city with {pennants}: {points}</source>
        <translation>Impozite: {player} are {knights} într-un oraș cu {pennants}: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="128"/>
        <source>Tax: {player}&apos;s {knights} in a city: {points}</source>
        <translation>Impozite: {player} are {knights} într-un oraș: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="132"/>
        <source>Famine: {player}&apos;s {farmers} by {cities}: {points}</source>
        <translation>Foamete: {player} are {farmers} lângă {cities}: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="134"/>
        <source>%n farmer(s)</source>
        <translation>
            <numerusform>%n țăran</numerusform>
            <numerusform>%n țărani</numerusform>
            <numerusform>%n de țărani</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="135"/>
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n oraș finalizat</numerusform>
            <numerusform>%n orașe finalizate</numerusform>
            <numerusform>%n de orașe finalizate</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="139"/>
        <source>Storm: {player} has {supply} in supply: {points}</source>
        <translation>Furtună: {player} are {supply} în rezervă: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="140"/>
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n supus</numerusform>
            <numerusform>%n supuși</numerusform>
            <numerusform>%n de supuși</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="143"/>
        <source>Inquisition: {player}&apos;s {monks}: {points}</source>
        <translation>Inchiziție: {player} are {monks} în joc: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="144"/>
        <source>%n monk(s)</source>
        <translation>
            <numerusform>%n călugăr</numerusform>
            <numerusform>%n călugări</numerusform>
            <numerusform>%n de călugări</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="146"/>
        <source>{player}&apos;s crown field pays: {points}</source>
        <translation>{player} primește puncte pe un loc cu coroană: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="150"/>
        <source>The wheel turns: the pig stops on {sector}</source>
        <translation>Roata se învârte: porcul se oprește la {sector}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="154"/>
        <source>Plague: {player} sends {figure} home</source>
        <translation>Ciumă: {player} își retrage în rezervă {figure}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="166"/>
        <source>nobody scores, no one has a knight in a city</source>
        <translation>nimeni nu punctează, nimeni nu are un cavaler într-un oraș</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="167"/>
        <source>nobody scores, no farmer&apos;s field touches a completed city</source>
        <translation>nimeni nu punctează, niciun câmp cu țăran nu atinge un oraș finalizat</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="168"/>
        <source>nobody scores, no one has a follower in their supply</source>
        <translation>nimeni nu punctează, nimeni nu are vreun supus în rezervă</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="169"/>
        <source>nobody scores, no one has a monk on the board</source>
        <translation>nimeni nu punctează, nimeni nu are vreun călugăr pe suprafața de joc</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="170"/>
        <source>nobody goes home, no one has a follower on a land tile</source>
        <translation>nimeni nu se întoarce în rezervă, nimeni nu are vreun supus pe un cartonaș de teren</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="171"/>
        <source>nobody scores</source>
        <translation>nimeni nu punctează</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="172"/>
        <source>{sector}: {why}</source>
        <translation>{sector}: {why}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="176"/>
        <source>Crown fields</source>
        <translation>Locuri cu coroană</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="184"/>
        <source>the crown fields should pay about {points} when the pig stops</source>
        <translation>locurile cu coroană ar trebui să aducă cam {points} când porcul se oprește acolo</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="187"/>
        <source>the crown fields should pay about {points} less</source>
        <translation>locurile cu coroană ar trebui să aducă cam {points} mai puțin</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="190"/>
        <source>the pig&apos;s next sector should pay about {points} more</source>
        <translation>următorul sector al porcului ar trebui să aducă cam {points} în plus</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="191"/>
        <source>the pig&apos;s next sector should pay about {points} less</source>
        <translation>următorul sector al porcului ar trebui să aducă cam {points} mai puțin</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="195"/>
        <source>a follower from a crown field</source>
        <translation>un supus de pe un loc cu coroană</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="203"/>
        <source>a follower on the {sector} crown field</source>
        <translation>un supus pe locul cu coroană din {sector}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="204"/>
        <source>a follower on the {sector} crown field {number}</source>
        <translation>un supus pe locul cu coroană {number} din {sector}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="209"/>
        <source>send a follower home (plague)</source>
        <translation>retrage un supus în rezervă (ciumă)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="215"/>
        <source>Plague: {player} chooses which of their ringed followers goes home.</source>
        <translation>Ciumă: {player} alege care dintre supușii săi încercuiți se întoarce acasă.</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="241"/>
        <location filename="../../ui/expansions/wheel_of_fortune/panel.py" line="180"/>
        <source>Deploy a follower on this crown field</source>
        <translation>Plasează un supus pe acest loc cu coroană</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="247"/>
        <source>The pig</source>
        <translation>Porcul</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="275"/>
        <source>The Wheel of Fortune</source>
        <translation>Roata Norocului</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="304"/>
        <source>none</source>
        <translation>fără</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/__init__.py" line="305"/>
        <source>Wheel number</source>
        <translation>Numărul de pe simbolul roții</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/panel.py" line="181"/>
        <source>Take this follower back</source>
        <translation>Ia înapoi acest supus</translation>
    </message>
</context>
<context>
    <name>WheelPanel</name>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/panel.py" line="101"/>
        <source>The pig is on {sector}</source>
        <translation>Porcul e pe {sector}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wheel_of_fortune/panel.py" line="99"/>
        <source>The Wheel of Fortune</source>
        <translation>Roata Norocului</translation>
    </message>
</context>
<context>
    <name>WindRosesUI</name>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="76"/>
        <source>whole wind rose</source>
        <extracomment>the engine&apos;s score source of a quarter rose placed in its section the rose&apos;s ink (both schemes), and the room its mark takes: its north or quarter is read too where a quarter rose&apos;s filled quarter lies, as Qt&apos;s angles (counter-clockwise from 3 o&apos;clock)</extracomment>
        <translation>roză a vântului întreagă</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="78"/>
        <source>north-east</source>
        <translation>nord-est</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="79"/>
        <source>south-east</source>
        <translation>sud-est</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="80"/>
        <source>south-west</source>
        <translation>sud-vest</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="81"/>
        <source>north-west</source>
        <translation>nord-vest</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="83"/>
        <source>wind rose quarter {direction}</source>
        <translation>sfert de roză a vântului {direction}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="91"/>
        <source>The Wind Roses (6 tiles: the orange rose starts)</source>
        <translation>Rozele vântului (6 cartonașe: roza vântului portocalie este cartonașul de pornire)</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="150"/>
        <source>{player} places a quarter wind rose in its own section: {points}</source>
        <translation>{player} plasează un sfert de roză a vântului în secțiunea corespunzătoare: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="157"/>
        <source>The new blue rose takes over: the sections are counted from it now</source>
        <translation>Noua roză albastră preia rolul: secțiunile se numără acum de la ea</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="160"/>
        <source>Wind roses</source>
        <translation>Rozele vântului</translation>
    </message>
    <message>
        <location filename="../../ui/expansions/wind_roses.py" line="86"/>
        <location filename="../../ui/expansions/wind_roses.py" line="166"/>
        <source>The Wind Roses</source>
        <translation>Rozele vântului</translation>
    </message>
</context>
<context>
    <name>colors</name>
    <message>
        <location filename="../../ui/look/colors.py" line="51"/>
        <source>red</source>
        <extracomment>&quot;system&quot; follows the system&apos;s light or dark scheme; &quot;light&quot; and &quot;dark&quot; force one</extracomment>
        <translation>roșu</translation>
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="52"/>
        <source>blue</source>
        <translation>albastru</translation>
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="53"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="54"/>
        <source>yellow</source>
        <translation>galben</translation>
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="55"/>
        <source>black</source>
        <translation>negru</translation>
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="56"/>
        <source>grey</source>
        <translation>gri</translation>
    </message>
    <message>
        <location filename="../../ui/look/colors.py" line="57"/>
        <source>pink</source>
        <translation>roz</translation>
    </message>
</context>
</TS>
