<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AdjustDialog</name>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="13"/>
        <source>Correct a score</source>
        <translation>Score corrigeren</translation>
    </message>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="19"/>
        <source>why, e.g. counted twice at the table</source>
        <translation>waarom, bijv. aan tafel dubbel geteld</translation>
    </message>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="26"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="27"/>
        <source>Points (+ or −)</source>
        <translation>Punten (+ of −)</translation>
    </message>
    <message>
        <location filename="../../ui/adjust_dialog.py" line="28"/>
        <source>Reason</source>
        <translation>Reden</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ui/app.py" line="64"/>
        <source>Resume the last game?</source>
        <translation>Het laatste spel hervatten?</translation>
    </message>
    <message>
        <location filename="../../ui/app.py" line="65"/>
        <source>carc-assist did not close properly. Resume the game it saved after the last action?</source>
        <translation>carc-assist is niet goed afgesloten. Het spel hervatten dat na de laatste actie is opgeslagen?</translation>
    </message>
    <message>
        <location filename="../../ui/app.py" line="74"/>
        <source>Cannot resume</source>
        <translation>Hervatten lukt niet</translation>
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
        <translation>{id}: nog {left} over</translation>
    </message>
</context>
<context>
    <name>BagPanel</name>
    <message>
        <location filename="../../ui/bag_panel.py" line="119"/>
        <source>Drawn tile: type its letter, Enter</source>
        <extracomment>the tile drawn at the table (its id)</extracomment>
        <translation>Getrokken tegel: typ de letter, Enter</translation>
    </message>
    <message>
        <location filename="../../ui/bag_panel.py" line="145"/>
        <source>Bag</source>
        <translation>Zak</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/bag_panel.py" line="147"/>
        <source>Bag: %n tile(s) left</source>
        <translation>
            <numerusform>Zak: nog %n tegel</numerusform>
            <numerusform>Zak: nog %n tegels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../ui/board_view.py" line="219"/>
        <source>Send this figure home</source>
        <extracomment>the player chose a placement for the held tile the player clicked a follower spot (its location name) the player declined to deploy a follower (Enter / Space) the player chose another follower-step action (a festival take-back …)</extracomment>
        <translation>Deze figuur terug naar de voorraad</translation>
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
        <translation>Geen horige (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="62"/>
        <source>Discard and draw again</source>
        <translation>Wegleggen en opnieuw trekken</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="63"/>
        <source>Final scoring, step by step</source>
        <translation>Eindtelling, stap voor stap</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="106"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="107"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="108"/>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="109"/>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="111"/>
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="114"/>
        <source>&amp;End the game now</source>
        <translation>Spel nu &amp;beëindigen</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="116"/>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="117"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bewerken</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="118"/>
        <location filename="../../ui/main_window.py" line="254"/>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="120"/>
        <location filename="../../ui/main_window.py" line="259"/>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="123"/>
        <source>&amp;Correct a score…</source>
        <translation>Score &amp;corrigeren…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="125"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="126"/>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="127"/>
        <source>&amp;Fit the board</source>
        <translation>&amp;Hele speelveld tonen</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="128"/>
        <source>Show the final scoring step by step</source>
        <translation>Eindtelling stap voor stap tonen</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="161"/>
        <source>Open a game</source>
        <translation>Een spel openen</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="161"/>
        <location filename="../../ui/main_window.py" line="183"/>
        <source>Game records (*.json)</source>
        <translation>Opgeslagen spellen (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="171"/>
        <source>Cannot open this file</source>
        <translation>Dit bestand kan niet worden geopend</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="183"/>
        <source>Save the game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="192"/>
        <source>Cannot save</source>
        <translation>Opslaan is mislukt</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="194"/>
        <source>Saved to {path}</source>
        <translation>Opgeslagen in {path}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="198"/>
        <source>End the game</source>
        <translation>Spel beëindigen</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="198"/>
        <source>Stop now and do the final scoring?</source>
        <translation>Nu stoppen en de eindtelling doen?</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="252"/>
        <source>Undo: {what}</source>
        <translation>Ongedaan maken: {what}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="257"/>
        <source>Redo: {what}</source>
        <translation>Opnieuw: {what}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="276"/>
        <source>Start a new game (Game → New game) or open a saved one.</source>
        <translation>Begin een nieuw spel (Spel → Nieuw spel) of open een opgeslagen spel.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="280"/>
        <source>{player}: which tile was drawn? Click it in the bag, or type its letter and Enter.</source>
        <translation>{player}: welke tegel is getrokken? Klik erop in de zak, of typ de letter en Enter.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="287"/>
        <source>{tile} fits nowhere on the board: show it, discard it and draw again.</source>
        <translation>{tile} past nergens op het speelveld: laat de tegel zien, leg hem weg en trek opnieuw.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="289"/>
        <source>{player} places {tile}: click a lit square (mouse wheel or R turns it).</source>
        <translation>{player} legt {tile} aan: klik op een opgelicht vak (muiswiel of R draait de tegel).</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="295"/>
        <source>Plague: click a ringed follower to send it home.</source>
        <translation>Pest: klik op een omcirkelde horige om die terug in de voorraad te nemen.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="299"/>
        <source>{player}: click a spot to deploy, or a ringed figure to take it back, or Enter.</source>
        <translation>{player}: klik op een plek om een horige in te zetten, op een omcirkelde figuur om die terug te nemen, of druk op Enter.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="301"/>
        <source>{player}: click a spot to deploy a follower, or Enter for none.</source>
        <translation>{player}: klik op een plek om een horige in te zetten, of Enter voor geen horige.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="304"/>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="50"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="52"/>
        <source>Players, in turn order</source>
        <translation>Spelers, in speelvolgorde</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="55"/>
        <source>Add player</source>
        <translation>Speler toevoegen</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="56"/>
        <source>Remove last</source>
        <translation>Laatste verwijderen</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="65"/>
        <source>Tiles</source>
        <translation>Tegels</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="74"/>
        <source>The Festival (10 tiles: take one of your figures back)</source>
        <translation>Het Feest (10 tegels: neem een van je eigen figuren terug)</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="75"/>
        <source>The Wind Roses (6 tiles: the orange rose starts)</source>
        <translation>De Windrozen (6 tegels: de oranje windroos is de starttegel)</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="79"/>
        <source>The Signposts, The Fortune Tellers (your own box&apos;s tiles)</source>
        <translation>De Wegwijzers, De Waarzeggers (tegels uit je eigen doos)</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="68"/>
        <source>Base game (72 tiles), no Wheel of Fortune</source>
        <translation>Basisspel (72 tegels), zonder Rad van Fortuin</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="69"/>
        <source>The Wheel of Fortune alone (72 tiles; the wheel starts)</source>
        <translation>Alleen Rad van Fortuin (72 tegels; het Rad is de starttegel)</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="70"/>
        <source>Base game + the 19 wheel tiles (the wheel starts)</source>
        <translation>Basisspel + de 19 tegels met Rad van Fortuin-symbool (het Rad is de starttegel)</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="71"/>
        <source>Base game + the 19 wheel tiles, wheel beside the board</source>
        <translation>Basisspel + de 19 tegels met Rad van Fortuin-symbool, Rad naast het speelveld</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="81"/>
        <source>Their rules come in a later version of carc-assist.</source>
        <translation>Hun spelregels komen in een latere versie van carc-assist.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="84"/>
        <source>Rule options</source>
        <translation>Regelopties</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="86"/>
        <source>Small city: 2 points</source>
        <translation>Kleine stad: 2 punten</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="89"/>
        <source>A completed city of exactly 2 tiles scores 2, not 4 (old English editions).</source>
        <translation>Een afgebouwde stad van precies 2 tegels levert 2 punten op, niet 4 (oude Engelse edities).</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="94"/>
        <source>Followers per player</source>
        <translation>Horigen per speler</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="95"/>
        <source>The box has 7; fewer or more is a house rule.</source>
        <translation>In de doos zitten er 7; minder of meer is een huisregel.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="96"/>
        <source>Famine: majority only</source>
        <translation>Hongersnood: alleen met meerderheid</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="99"/>
        <source>Wheel of Fortune: only the field&apos;s majority farmers eat (older wording).</source>
        <translation>Rad van Fortuin: alleen de boeren met de meerderheid op de weide krijgen punten (oudere regeltekst).</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="101"/>
        <source>Tournament mode</source>
        <translation>Toernooimodus</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="104"/>
        <source>Hides bag counts, chances and hints: tournament rules forbid counting tiles.</source>
        <translation>Verbergt de aantallen in de zak, de kansen en de tips: de toernooiregels verbieden het tellen van tegels.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="24"/>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="26"/>
        <source>As the system</source>
        <translation>Systeemtaal</translation>
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="31"/>
        <source>Tap a square twice to place (touch screens)</source>
        <translation>Tik twee keer op een vak om de tegel te leggen (aanraakschermen)</translation>
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="42"/>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="43"/>
        <source>A new language shows after a restart.</source>
        <translation>Een andere taal verschijnt na het opnieuw starten.</translation>
    </message>
    <message>
        <location filename="../../ui/preferences_dialog.py" line="44"/>
        <source>Board background</source>
        <translation>Achtergrond van het speelveld</translation>
    </message>
</context>
<context>
    <name>RaceChart</name>
    <message>
        <location filename="../../ui/summary.py" line="60"/>
        <source>turns (the last step is the final scoring)</source>
        <translation>beurten (de laatste stap is de eindtelling)</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../ui/scoreboard.py" line="46"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../../ui/scoreboard.py" line="46"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../ui/scoreboard.py" line="46"/>
        <source>Supply</source>
        <translation>Voorraad</translation>
    </message>
    <message>
        <location filename="../../ui/scoreboard.py" line="46"/>
        <source>Last turn</source>
        <translation>Laatste beurt</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../ui/summary.py" line="82"/>
        <source>Summary</source>
        <translation>Overzicht</translation>
    </message>
    <message>
        <location filename="../../ui/summary.py" line="86"/>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="28"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="34"/>
        <source>Correction for {player}: {points} ({reason})</source>
        <translation>Correctie voor {player}: {points} ({reason})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="39"/>
        <source>a road of %n tile(s)</source>
        <translation>
            <numerusform>een weg van %n tegel</numerusform>
            <numerusform>een weg van %n tegels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="41"/>
        <source>a city of %n tile(s)</source>
        <translation>
            <numerusform>een stad van %n tegel</numerusform>
            <numerusform>een stad van %n tegels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="43"/>
        <location filename="../../ui/texts.py" line="71"/>
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n schild</numerusform>
            <numerusform>%n schilden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="44"/>
        <source>{city} with {pennants}</source>
        <translation>{city} met {pennants}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="47"/>
        <source>a cloister with %n of 9 tiles</source>
        <translation>
            <numerusform>een klooster met %n van de 9 tegels</numerusform>
            <numerusform>een klooster met %n van de 9 tegels</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="47"/>
        <source>a cloister</source>
        <translation>een klooster</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="50"/>
        <source>a field touching %n completed city(s)</source>
        <translation>
            <numerusform>een weide aan %n afgebouwde stad</numerusform>
            <numerusform>een weide aan %n afgebouwde steden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="54"/>
        <source>{player} places a quarter wind rose in its own section: {points}</source>
        <translation>{player} legt een kwart windroos in het bijbehorende deel van het speelveld: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="60"/>
        <source>Game end: {player} scores {what}: {points}</source>
        <translation>Eindtelling: {player} scoort {what}: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="63"/>
        <source>{player} completes {what}: {points}</source>
        <translation>{player} voltooit {what}: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="67"/>
        <source>Fortune smiles on {player}: {points}</source>
        <translation>Fortuna lacht {player} toe: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="69"/>
        <source>%n knight(s)</source>
        <translation>
            <numerusform>%n ridder</numerusform>
            <numerusform>%n ridders</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="72"/>
        <source>Tax: {player}&apos;s {knights} in a city with {pennants}: {points}</source>
        <translation>Belasting: {player} heeft {knights} in een stad met {pennants}: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="75"/>
        <source>Tax: {player}&apos;s {knights} in a city: {points}</source>
        <translation>Belasting: {player} heeft {knights} in een stad: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="79"/>
        <source>Famine: {player}&apos;s {farmers} by {cities}: {points}</source>
        <translation>Hongersnood: {player} heeft {farmers} bij {cities}: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="81"/>
        <source>%n farmer(s)</source>
        <translation>
            <numerusform>%n boer</numerusform>
            <numerusform>%n boeren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="82"/>
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n afgebouwde stad</numerusform>
            <numerusform>%n afgebouwde steden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="86"/>
        <source>Storm: {player} has {supply} in supply: {points}</source>
        <translation>Onweer: {player} heeft {supply} in voorraad: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="87"/>
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n horige</numerusform>
            <numerusform>%n horigen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="90"/>
        <source>Inquisition: {player}&apos;s {monks}: {points}</source>
        <translation>Inquisitie: {player} heeft {monks} op het speelveld: {points}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/texts.py" line="91"/>
        <source>%n monk(s)</source>
        <translation>
            <numerusform>%n monnik</numerusform>
            <numerusform>%n monniken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="93"/>
        <source>{player}&apos;s crown field pays: {points}</source>
        <translation>{player} scoort op een kroonveld: {points}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="100"/>
        <source>Turn {turn}: {sentence}</source>
        <translation>Beurt {turn}: {sentence}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="104"/>
        <source>{player} takes a figure back (festival)</source>
        <translation>{player} neemt een figuur terug (Feest)</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="106"/>
        <source>The wheel turns: the pig stops on {sector}</source>
        <translation>Het Rad draait: het varken stopt op {sector}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="110"/>
        <source>Plague: {player} sends a follower home</source>
        <translation>Pest: {player} neemt een horige terug in de voorraad</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="112"/>
        <source>{tile} fits nowhere: discarded</source>
        <translation>{tile} past nergens: weggelegd</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="118"/>
        <source>draw {tile}</source>
        <translation>{tile} trekken</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="120"/>
        <source>place {tile} at {x},{y}</source>
        <translation>{tile} aanleggen op {x},{y}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="124"/>
        <source>follower on {location}</source>
        <translation>horige op {location}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="126"/>
        <source>no follower</source>
        <translation>geen horige</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="128"/>
        <source>discard {tile}</source>
        <translation>{tile} wegleggen</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="130"/>
        <source>correction for {player}</source>
        <translation>correctie voor {player}</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="132"/>
        <source>end of the game</source>
        <translation>einde van het spel</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="134"/>
        <source>take a figure back</source>
        <translation>een figuur terugnemen</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="139"/>
        <source>Roads</source>
        <translation>Wegen</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="140"/>
        <source>Cities</source>
        <translation>Steden</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="141"/>
        <source>Cloisters</source>
        <translation>Kloosters</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="142"/>
        <source>Fields</source>
        <translation>Weiden</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="143"/>
        <source>Corrections</source>
        <translation>Correcties</translation>
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
        <translation>Belasting</translation>
    </message>
    <message>
        <location filename="../../ui/painter.py" line="59"/>
        <source>Famine</source>
        <translation>Hongersnood</translation>
    </message>
    <message>
        <location filename="../../ui/painter.py" line="60"/>
        <source>Storm</source>
        <translation>Onweer</translation>
    </message>
    <message>
        <location filename="../../ui/painter.py" line="61"/>
        <source>Inquisition</source>
        <translation>Inquisitie</translation>
    </message>
    <message>
        <location filename="../../ui/painter.py" line="62"/>
        <source>Plague</source>
        <translation>Pest</translation>
    </message>
</context>
<context>
    <name>colors</name>
    <message>
        <location filename="../../ui/colors.py" line="34"/>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <location filename="../../ui/colors.py" line="35"/>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <location filename="../../ui/colors.py" line="36"/>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <location filename="../../ui/colors.py" line="37"/>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <location filename="../../ui/colors.py" line="38"/>
        <source>black</source>
        <translation>zwart</translation>
    </message>
    <message>
        <location filename="../../ui/colors.py" line="39"/>
        <source>grey</source>
        <translation>grijs</translation>
    </message>
    <message>
        <location filename="../../ui/colors.py" line="40"/>
        <source>pink</source>
        <translation>roze</translation>
    </message>
</context>
</TS>
