<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro_RO">
<context>
    <name>AdjustDialog</name>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="13"/>
        <source>Correct a score</source>
        <translation>Corectează un scor</translation>
    </message>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="19"/>
        <source>why, e.g. counted twice at the table</source>
        <translation>de ce, de ex. numărat de două ori la masă</translation>
    </message>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="26"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="27"/>
        <source>Points (+ or −)</source>
        <translation>Puncte (+ sau −)</translation>
    </message>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="28"/>
        <source>Reason</source>
        <translation>Motiv</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ui/app.py" line="64"/>
        <source>Resume the last game?</source>
        <translation>Continui ultimul joc?</translation>
    </message>
    <message>
        <location filename="../../ui/app.py" line="65"/>
        <source>carc-assist did not close properly. Resume the game it saved after the last action?</source>
        <translation>carc-assist nu s-a închis corect. Continui jocul salvat după ultima acțiune?</translation>
    </message>
    <message>
        <location filename="../../ui/app.py" line="74"/>
        <source>Cannot resume</source>
        <translation>Jocul nu poate fi reluat</translation>
    </message>
</context>
<context>
    <name>BagModel</name>
    <message>
        <location filename="../../ui/bag_panel.py" line="94"/>
        <source>{tile}  ×{left}  {chance:.0%}</source>
        <translation>{tile}  ×{left}  {chance:.0%}</translation>
    </message>
    <message>
        <location filename="../../ui/bag_panel.py" line="84"/>
        <source>{id}: {left} left</source>
        <translation>{id}: mai sunt {left}</translation>
    </message>
</context>
<context>
    <name>BagPanel</name>
    <message>
        <location filename="../../ui/bag_panel.py" line="119"/>
        <source>Drawn tile: type its letter, Enter</source>
        <extracomment>the tile drawn at the table (its id)</extracomment>
        <translation>Cartonașul tras: tastează litera, Enter</translation>
    </message>
    <message>
        <location filename="../../ui/bag_panel.py" line="145"/>
        <source>Bag</source>
        <translation>Sac</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/bag_panel.py" line="147"/>
        <source>Bag: %n tile(s) left</source>
        <translation>
            <numerusform>Sac: a mai rămas %n cartonaș</numerusform>
            <numerusform>Sac: au mai rămas %n cartonașe</numerusform>
            <numerusform>Sac: au mai rămas %n de cartonașe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../ui/board_view.py" line="219"/>
        <source>Send this figure home</source>
        <extracomment>the player chose a placement for the held tile the player clicked a follower spot (its location name) the player declined to deploy a follower (Enter / Space) the player chose another follower-step action (a festival take-back …)</extracomment>
        <translation>Trimite această figură înapoi în rezervă</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="47"/>
        <source>carc-assist</source>
        <translation>carc-assist</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="61"/>
        <source>No follower (Enter)</source>
        <translation>Niciun supus (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="62"/>
        <source>Discard and draw again</source>
        <translation>Pune deoparte și trage din nou</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="63"/>
        <source>Final scoring, step by step</source>
        <translation>Evaluarea finală, pas cu pas</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="106"/>
        <source>&amp;Game</source>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="107"/>
        <source>&amp;New game…</source>
        <translation>Joc &amp;nou…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="108"/>
        <source>&amp;Open…</source>
        <translation>&amp;Deschide…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="109"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvează</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="111"/>
        <source>Save &amp;as…</source>
        <translation>Salvează c&amp;a…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="114"/>
        <source>&amp;End the game now</source>
        <translation>&amp;Termină jocul acum</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="116"/>
        <source>&amp;Quit</source>
        <translation>&amp;Ieșire</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="117"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editare</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="118"/>
        <location filename="../../ui/main_window.py" line="254"/>
        <source>Undo</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="120"/>
        <location filename="../../ui/main_window.py" line="259"/>
        <source>Redo</source>
        <translation>Refă</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="123"/>
        <source>&amp;Correct a score…</source>
        <translation>&amp;Corectează un scor…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="125"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferințe…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="126"/>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="127"/>
        <source>&amp;Fit the board</source>
        <translation>Încadrează &amp;toată suprafața de joc</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="128"/>
        <source>Show the final scoring step by step</source>
        <translation>Arată evaluarea finală pas cu pas</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="161"/>
        <source>Open a game</source>
        <translation>Deschide un joc</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="161"/>
        <location filename="../../ui/main_window.py" line="183"/>
        <source>Game records (*.json)</source>
        <translation>Jocuri salvate (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="171"/>
        <source>Cannot open this file</source>
        <translation>Acest fișier nu poate fi deschis</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="183"/>
        <source>Save the game</source>
        <translation>Salvează jocul</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="192"/>
        <source>Cannot save</source>
        <translation>Salvarea nu a reușit</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="194"/>
        <source>Saved to {path}</source>
        <translation>Salvat în {path}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="198"/>
        <source>End the game</source>
        <translation>Încheie jocul</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="198"/>
        <source>Stop now and do the final scoring?</source>
        <translation>Oprești jocul acum și faci evaluarea finală?</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="252"/>
        <source>Undo: {what}</source>
        <translation>Anulează: {what}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="257"/>
        <source>Redo: {what}</source>
        <translation>Refă: {what}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="276"/>
        <source>Start a new game (Game → New game) or open a saved one.</source>
        <translation>Începe un joc nou (Joc → Joc nou) sau deschide unul salvat.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="280"/>
        <source>{player}: which tile was drawn? Click it in the bag, or type its letter and Enter.</source>
        <translation>{player}: ce cartonaș a fost tras? Fă clic pe el în sac sau tastează litera și Enter.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="287"/>
        <source>{tile} fits nowhere on the board: show it, discard it and draw again.</source>
        <translation>{tile} nu se potrivește nicăieri pe suprafața de joc: arată-l, pune-l deoparte și trage din nou.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="289"/>
        <source>{player} places {tile}: click a lit square (mouse wheel or R turns it).</source>
        <translation>{player} plasează {tile}: fă clic pe un loc evidențiat (rotița mouse-ului sau R rotește cartonașul).</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="295"/>
        <source>Plague: click a ringed follower to send it home.</source>
        <translation>Ciumă: fă clic pe un supus încercuit ca să-l retragi în rezervă.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="299"/>
        <source>{player}: click a spot to deploy, or a ringed figure to take it back, or Enter.</source>
        <translation>{player}: fă clic pe un loc ca să plasezi un supus, pe o figură încercuită ca s-o iei înapoi, sau apasă Enter.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="301"/>
        <source>{player}: click a spot to deploy a follower, or Enter for none.</source>
        <translation>{player}: fă clic pe un loc ca să plasezi un supus, sau Enter pentru niciunul.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="304"/>
        <source>The game is over.</source>
        <translation>Jocul s-a încheiat.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="50"/>
        <source>New game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="52"/>
        <source>Players, in turn order</source>
        <translation>Jucătorii, în ordinea de joc</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="55"/>
        <source>Add player</source>
        <translation>Adaugă un jucător</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="56"/>
        <source>Remove last</source>
        <translation>Elimină ultimul</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="65"/>
        <source>Tiles</source>
        <translation>Cartonașe</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="74"/>
        <source>The Festival (10 tiles: take one of your figures back)</source>
        <translation>Festivalul (10 cartonașe: îți iei înapoi una dintre figuri)</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="75"/>
        <source>The Wind Roses (6 tiles: the orange rose starts)</source>
        <translation>Rozele vântului (6 cartonașe: roza vântului portocalie este cartonașul de pornire)</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="79"/>
        <source>The Signposts, The Fortune Tellers (your own box&apos;s tiles)</source>
        <translation>Indicatoarele, Ghicitorii (cartonașele din cutia ta)</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="68"/>
        <source>Base game (72 tiles), no Wheel of Fortune</source>
        <translation>Jocul de bază (72 de cartonașe), fără Roata Norocului</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="69"/>
        <source>The Wheel of Fortune alone (72 tiles; the wheel starts)</source>
        <translation>Doar Roata Norocului (72 de cartonașe; roata este cartonașul de pornire)</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="70"/>
        <source>Base game + the 19 wheel tiles (the wheel starts)</source>
        <translation>Jocul de bază + cele 19 cartonașe cu simbolul roții (roata este cartonașul de pornire)</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="71"/>
        <source>Base game + the 19 wheel tiles, wheel beside the board</source>
        <translation>Jocul de bază + cele 19 cartonașe cu simbolul roții, roata alături de suprafața de joc</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="81"/>
        <source>Their rules come in a later version of carc-assist.</source>
        <translation>Regulile lor vor fi incluse într-o versiune ulterioară a carc-assist.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="84"/>
        <source>Rule options</source>
        <translation>Opțiuni de reguli</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="86"/>
        <source>Small city: 2 points</source>
        <translation>Oraș mic: 2 puncte</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="89"/>
        <source>A completed city of exactly 2 tiles scores 2, not 4 (old English editions).</source>
        <translation>Un oraș finalizat din exact 2 cartonașe aduce 2 puncte, nu 4 (edițiile englezești vechi).</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="94"/>
        <source>Followers per player</source>
        <translation>Supuși pentru fiecare jucător</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="95"/>
        <source>The box has 7; fewer or more is a house rule.</source>
        <translation>Cutia are 7; mai puțini sau mai mulți înseamnă o regulă a casei.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="96"/>
        <source>Famine: majority only</source>
        <translation>Foamete: doar cu majoritate</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="99"/>
        <source>Wheel of Fortune: only the field&apos;s majority farmers eat (older wording).</source>
        <translation>Roata Norocului: doar țăranii cu majoritatea pe câmp primesc puncte (formulare mai veche).</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="101"/>
        <source>Tournament mode</source>
        <translation>Mod turneu</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="104"/>
        <source>Hides bag counts, chances and hints: tournament rules forbid counting tiles.</source>
        <translation>Ascunde numărul cartonașelor din sac, șansele și indiciile: regulile de turneu interzic numărarea cartonașelor.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="24"/>
        <source>Preferences</source>
        <translation>Preferințe</translation>
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="26"/>
        <source>As the system</source>
        <translation>Limba sistemului</translation>
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="31"/>
        <source>Tap a square twice to place (touch screens)</source>
        <translation>Atinge de două ori un loc ca să plasezi cartonașul (ecrane tactile)</translation>
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="42"/>
        <source>Language</source>
        <translation>Limba</translation>
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="43"/>
        <source>A new language shows after a restart.</source>
        <translation>Limba nouă apare după repornirea aplicației.</translation>
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="44"/>
        <source>Board background</source>
        <translation>Fundalul suprafeței de joc</translation>
    </message>
</context>
<context>
    <name>RaceChart</name>
    <message>
        <location filename="../../ui/summary.py" line="60"/>
        <source>turns (the last step is the final scoring)</source>
        <translation>ture (ultimul pas este evaluarea finală)</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../ui/scoreboard.py" line="46"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../ui/scoreboard.py" line="46"/>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <location filename="../../ui/scoreboard.py" line="46"/>
        <source>Supply</source>
        <translation>Rezervă</translation>
    </message>
    <message>
        <location filename="../../ui/scoreboard.py" line="46"/>
        <source>Last turn</source>
        <translation>Ultima tură</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../ui/summary.py" line="82"/>
        <source>Summary</source>
        <translation>Rezumat</translation>
    </message>
    <message>
        <location filename="../../ui/summary.py" line="86"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="28"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punct</numerusform>
            <numerusform>%n puncte</numerusform>
            <numerusform>%n de puncte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="34"/>
        <source>Correction for {player}: {points} ({reason})</source>
        <translation>Corecție pentru {player}: {points} ({reason})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="39"/>
        <source>a road of %n tile(s)</source>
        <translation>
            <numerusform>un drum de %n cartonaș</numerusform>
            <numerusform>un drum de %n cartonașe</numerusform>
            <numerusform>un drum de %n de cartonașe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="41"/>
        <source>a city of %n tile(s)</source>
        <translation>
            <numerusform>un oraș de %n cartonaș</numerusform>
            <numerusform>un oraș de %n cartonașe</numerusform>
            <numerusform>un oraș de %n de cartonașe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="43"/>
        <location filename="../../ui/texts.py" line="71"/>
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n blazon</numerusform>
            <numerusform>%n blazoane</numerusform>
            <numerusform>%n de blazoane</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="44"/>
        <source>{city} with {pennants}</source>
        <translation>{city} cu {pennants}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="47"/>
        <source>a cloister with %n of 9 tiles</source>
        <translation>
            <numerusform>o mănăstire cu %n din 9 cartonașe</numerusform>
            <numerusform>o mănăstire cu %n din 9 cartonașe</numerusform>
            <numerusform>o mănăstire cu %n din 9 cartonașe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="47"/>
        <source>a cloister</source>
        <translation>o mănăstire</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="50"/>
        <source>a field touching %n completed city(s)</source>
        <translation>
            <numerusform>un câmp lângă %n oraș finalizat</numerusform>
            <numerusform>un câmp lângă %n orașe finalizate</numerusform>
            <numerusform>un câmp lângă %n de orașe finalizate</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="54"/>
        <source>{player} places a quarter wind rose in its own section: {points}</source>
        <translation>{player} plasează un sfert de roză a vântului în secțiunea corespunzătoare: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="60"/>
        <source>Game end: {player} scores {what}: {points}</source>
        <translation>Evaluarea finală: {player} primește {points} pentru {what}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="63"/>
        <source>{player} completes {what}: {points}</source>
        <translation>{player} finalizează {what}: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="67"/>
        <source>Fortune smiles on {player}: {points}</source>
        <translation>Fortuna îi surâde jucătorului {player}: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="69"/>
        <source>%n knight(s)</source>
        <translation>
            <numerusform>%n cavaler</numerusform>
            <numerusform>%n cavaleri</numerusform>
            <numerusform>%n de cavaleri</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="72"/>
        <source>Tax: {player}&apos;s {knights} in a city with {pennants}: {points}</source>
        <translation>Impozite: {player} are {knights} într-un oraș cu {pennants}: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="75"/>
        <source>Tax: {player}&apos;s {knights} in a city: {points}</source>
        <translation>Impozite: {player} are {knights} într-un oraș: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="79"/>
        <source>Famine: {player}&apos;s {farmers} by {cities}: {points}</source>
        <translation>Foamete: {player} are {farmers} lângă {cities}: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="81"/>
        <source>%n farmer(s)</source>
        <translation>
            <numerusform>%n țăran</numerusform>
            <numerusform>%n țărani</numerusform>
            <numerusform>%n de țărani</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="82"/>
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n oraș finalizat</numerusform>
            <numerusform>%n orașe finalizate</numerusform>
            <numerusform>%n de orașe finalizate</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="86"/>
        <source>Storm: {player} has {supply} in supply: {points}</source>
        <translation>Furtună: {player} are {supply} în rezervă: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="87"/>
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n supus</numerusform>
            <numerusform>%n supuși</numerusform>
            <numerusform>%n de supuși</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="90"/>
        <source>Inquisition: {player}&apos;s {monks}: {points}</source>
        <translation>Inchiziție: {player} are {monks} în joc: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="91"/>
        <source>%n monk(s)</source>
        <translation>
            <numerusform>%n călugăr</numerusform>
            <numerusform>%n călugări</numerusform>
            <numerusform>%n de călugări</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="93"/>
        <source>{player}&apos;s crown field pays: {points}</source>
        <translation>{player} primește puncte pe un loc cu coroană: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="100"/>
        <source>Turn {turn}: {sentence}</source>
        <translation>Tura {turn}: {sentence}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="104"/>
        <source>{player} takes a figure back (festival)</source>
        <translation>{player} își ia înapoi o figură (Festival)</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="106"/>
        <source>The wheel turns: the pig stops on {sector}</source>
        <translation>Roata se învârte: porcul se oprește la {sector}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="110"/>
        <source>Plague: {player} sends a follower home</source>
        <translation>Ciumă: {player} își retrage un supus în rezervă</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="112"/>
        <source>{tile} fits nowhere: discarded</source>
        <translation>{tile} nu se potrivește nicăieri: pus deoparte</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="118"/>
        <source>draw {tile}</source>
        <translation>trage {tile}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="120"/>
        <source>place {tile} at {x},{y}</source>
        <translation>plasează {tile} la {x},{y}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="124"/>
        <source>follower on {location}</source>
        <translation>supus pe {location}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="126"/>
        <source>no follower</source>
        <translation>niciun supus</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="128"/>
        <source>discard {tile}</source>
        <translation>pune deoparte {tile}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="130"/>
        <source>correction for {player}</source>
        <translation>corecție pentru {player}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="132"/>
        <source>end of the game</source>
        <translation>sfârșitul jocului</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="134"/>
        <source>take a figure back</source>
        <translation>ia înapoi o figură</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="139"/>
        <source>Roads</source>
        <translation>Drumuri</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="140"/>
        <source>Cities</source>
        <translation>Orașe</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="141"/>
        <source>Cloisters</source>
        <translation>Mănăstiri</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="142"/>
        <source>Fields</source>
        <translation>Câmpuri</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="143"/>
        <source>Corrections</source>
        <translation>Corecții</translation>
    </message>
</context>
<context>
    <name>TilePainter</name>
    <message>
        <location filename="../../ui/painter.py" line="57"/>
        <source>Fortune</source>
        <extracomment>Units per square side in the cached paths (path booleans flatten curves to ~0.5 unit). The wheel&apos;s sectors clockwise from the top, as printed on the board piece.</extracomment>
        <translation>Fortuna</translation>
    </message>
    <message>
        <location filename="../../ui/painter.py" line="58"/>
        <source>Tax</source>
        <translation>Impozite</translation>
    </message>
    <message>
        <location filename="../../ui/painter.py" line="59"/>
        <source>Famine</source>
        <translation>Foamete</translation>
    </message>
    <message>
        <location filename="../../ui/painter.py" line="60"/>
        <source>Storm</source>
        <translation>Furtună</translation>
    </message>
    <message>
        <location filename="../../ui/painter.py" line="61"/>
        <source>Inquisition</source>
        <translation>Inchiziție</translation>
    </message>
    <message>
        <location filename="../../ui/painter.py" line="62"/>
        <source>Plague</source>
        <translation>Ciumă</translation>
    </message>
</context>
<context>
    <name>colors</name>
    <message>
        <location filename="../../ui/colors.py" line="34"/>
        <source>red</source>
        <translation>roșu</translation>
    </message>
    <message>
        <location filename="../../ui/colors.py" line="35"/>
        <source>blue</source>
        <translation>albastru</translation>
    </message>
    <message>
        <location filename="../../ui/colors.py" line="36"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../../ui/colors.py" line="37"/>
        <source>yellow</source>
        <translation>galben</translation>
    </message>
    <message>
        <location filename="../../ui/colors.py" line="38"/>
        <source>black</source>
        <translation>negru</translation>
    </message>
    <message>
        <location filename="../../ui/colors.py" line="39"/>
        <source>grey</source>
        <translation>gri</translation>
    </message>
    <message>
        <location filename="../../ui/colors.py" line="40"/>
        <source>pink</source>
        <translation>roz</translation>
    </message>
</context>
</TS>
