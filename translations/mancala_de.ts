<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Mancala</source>
        <extracomment>Title of the About dialog</extracomment>
        <translation>Über Mancala</translation>
    </message>
    <message>
        <source>Sowing games of East Africa and Kalah: Qelat, Mewelad (Gabata), Enkeshui and Kalah, with teaching mode and lessons.</source>
        <extracomment>About dialog: what the game is</extracomment>
        <translation>Säspiele Ostafrikas und Kalah: Qelat, Mewelad (Gabata), Enkeshui und Kalah, mit Lehrmodus und Lektionen.</translation>
    </message>
    <message>
        <source>Version %1 (Qt %2)</source>
        <extracomment>About dialog: %1 the version of the game, %2 the version of Qt</extracomment>
        <translation>Version %1 (Qt %2)</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (%1): you may share and change it. &lt;a href=&quot;%2&quot;&gt;The licence&lt;/a&gt;</source>
        <extracomment>About dialog: %1 the SPDX licence expression, %2 the licence&apos;s address</extracomment>
        <translation>Freie Software unter der GNU General Public License, Version 3 oder jeder späteren Version (%1): Sie dürfen sie weitergeben und verändern. &lt;a href=&quot;%2&quot;&gt;Die Lizenz&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Sources of the rules</source>
        <extracomment>About dialog: heading of the sources of the rules</extracomment>
        <translation>Quellen der Regeln</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the dialog</extracomment>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <source>%n seed(s) ahead</source>
        <extracomment>A search value for the player to decide: &quot;3 seeds ahead&quot;</extracomment>
        <translation>
            <numerusform>%n Samen Vorsprung</numerusform>
            <numerusform>%n Samen Vorsprung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s) ahead</source>
        <extracomment>A search value that is an expectation (lots), rounded to whole seeds: &quot;about 12 seeds ahead&quot;</extracomment>
        <translation>
            <numerusform>etwa %n Samen Vorsprung</numerusform>
            <numerusform>etwa %n Samen Vorsprung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) behind</source>
        <extracomment>A search value for the player to decide: &quot;3 seeds behind&quot;</extracomment>
        <translation>
            <numerusform>%n Samen Rückstand</numerusform>
            <numerusform>%n Samen Rückstand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s) behind</source>
        <extracomment>A search value that is an expectation (lots), rounded to whole seeds: &quot;about 12 seeds behind&quot;</extracomment>
        <translation>
            <numerusform>etwa %n Samen Rückstand</numerusform>
            <numerusform>etwa %n Samen Rückstand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s)</source>
        <extracomment>Seeds of value a decision loses: &quot;8 seeds&quot; (lost)</extracomment>
        <translation>
            <numerusform>%n Samen</numerusform>
            <numerusform>%n Samen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s)</source>
        <extracomment>Seeds of value a decision loses by an expectation (lots), rounded: &quot;about 3 seeds&quot; (lost)</extracomment>
        <translation>
            <numerusform>etwa %n Samen</numerusform>
            <numerusform>etwa %n Samen</numerusform>
        </translation>
    </message>
    <message>
        <source>exact %1</source>
        <extracomment>A value proven to the end of the game (Kalah&apos;s solver): &quot;exact +8&quot; (seeds, for the side to move)</extracomment>
        <translation>exakt %1</translation>
    </message>
    <message>
        <source>%1 (exact)</source>
        <extracomment>A value in words proven to the end of the game: &quot;3 seeds ahead (exact)&quot;</extracomment>
        <translation>%1 (exakt)</translation>
    </message>
    <message>
        <source>level, as many seeds as the other side</source>
        <extracomment>A search value of zero: with best play the game ends level</extracomment>
        <translation>Gleichstand, so viele Samen wie die andere Seite</translation>
    </message>
    <message>
        <source>%1 seeds</source>
        <extracomment>Seeds of value lost, not a whole number: &quot;2.3 seeds&quot;</extracomment>
        <translation>%1 Samen</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <extracomment>Heading of the analysis panel</extracomment>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach …</translation>
    </message>
    <message>
        <source>No decision to analyse.</source>
        <extracomment>The analysis panel when the game is over</extracomment>
        <translation>Keine Entscheidung zu analysieren.</translation>
    </message>
    <message>
        <source>exact</source>
        <extracomment>Depth of a value in the analysis; an exact value is marked &quot;exact&quot; (=)</extracomment>
        <translation>exakt</translation>
    </message>
    <message>
        <source>The value is exact: the game is searched to its end.</source>
        <translation>Der Wert ist exakt: Die Partie ist bis zu ihrem Ende durchsucht.</translation>
    </message>
    <message numerus="yes">
        <source>Searched %n decision(s) deep.</source>
        <translation>
            <numerusform>%n Entscheidung tief gesucht.</numerusform>
            <numerusform>%n Entscheidungen tief gesucht.</numerusform>
        </translation>
    </message>
    <message>
        <source>all exact</source>
        <extracomment>Every value of the analysis is exact (proved to the end of the game): no depth to show</extracomment>
        <translation>alle exakt</translation>
    </message>
    <message>
        <source>exact %1/%2…</source>
        <extracomment>Kalah: the solver proves the values beside the search; %1 of the %2 decisions done</extracomment>
        <translation>exakt %1/%2…</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>Stops the analysis (it deepens until stopped)</extracomment>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Go</source>
        <extracomment>Starts the stopped analysis again</extracomment>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>depth %1 · %2 nodes · %3</source>
        <extracomment>The analysis: %1 the depth reached, %2 positions searched (&quot;12.3 M&quot;), %3 the time (m:ss)</extracomment>
        <translation>Tiefe %1 · %2 Knoten · %3</translation>
    </message>
    <message>
        <source>Stopped: Go analyses the position on the board.</source>
        <extracomment>The analysis panel, stopped, on a position it has not analysed</extracomment>
        <translation>Angehalten: „Weiter“ analysiert die Stellung auf dem Brett.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Board</source>
        <extracomment>Screen reader name of the board before a hole has the keyboard focus</extracomment>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>Left and Right move between the holes you may sow; Enter or Space sows the hole; a hole&apos;s letter sows it at once.</source>
        <extracomment>Screen reader hint on the board</extracomment>
        <translation>Links und Rechts wechseln zwischen den Mulden, die du säen darfst; Eingabe oder Leertaste sät die Mulde; der Buchstabe einer Mulde sät sie sofort.</translation>
    </message>
    <message>
        <source>%1&apos;s tally</source>
        <translation>Beutefach von %1</translation>
    </message>
    <message>
        <source>A rim marked %2 is a hole of %1&apos;s</source>
        <extracomment>Screen reader: the board&apos;s legend of hole owners; %1 the player, %2 the colour&apos;s letter (S or N)</extracomment>
        <translation>Ein mit %2 markierter Rand: eine Mulde von %1</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>The owner&apos;s letter in the board&apos;s legend of hole owners: S for South</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>%1&apos;s holes</source>
        <extracomment>The board&apos;s legend of hole owners, beside a rim in a player&apos;s colour: %1 the player</extracomment>
        <translation>Mulden von %1</translation>
    </message>
    <message>
        <source>Play from this position?</source>
        <extracomment>Title of the question before a move played in an earlier position replaces the moves after it</extracomment>
        <translation>Von dieser Stellung aus spielen?</translation>
    </message>
    <message>
        <source>Play from here</source>
        <extracomment>Plays the move, replacing the moves after it</extracomment>
        <translation>Von hier spielen</translation>
    </message>
    <message numerus="yes">
        <source>The %n move(s) after this position leave the board for this one; the game record keeps them (Game ▸ Notes and variations).</source>
        <extracomment>%n the moves after the position on show</extracomment>
        <translation>
            <numerusform>Der %n Zug nach dieser Stellung weicht diesem; die Partienotation behält ihn (Partie ▸ Notizen und Varianten).</numerusform>
            <numerusform>Die %n Züge nach dieser Stellung weichen diesem; die Partienotation behält sie (Partie ▸ Notizen und Varianten).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message>
        <source>South</source>
        <extracomment>A side on a picture of the board</extracomment>
        <translation>Süd</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>%1&apos;s tally</source>
        <extracomment>The seeds a player has taken, on a picture of the board: %1 the player&apos;s name</extracomment>
        <translation>Beutefach von %1</translation>
    </message>
    <message>
        <source>walda</source>
        <extracomment>Mark on a hole: a walda (Qelat, Q5)</extracomment>
        <translation>Walda</translation>
    </message>
    <message>
        <source>ekwarna</source>
        <extracomment>Mark on a hole: an ekwarna (Qelat of Keren, M3)</extracomment>
        <translation>Ekwarna</translation>
    </message>
    <message>
        <source>bull</source>
        <extracomment>Mark on a hole: a bull (Enkeshui, E4)</extracomment>
        <translation>Stier</translation>
    </message>
    <message>
        <source>Jen</source>
        <extracomment>Mark on a hole: a Jen (Mewelad, W4)</extracomment>
        <translation>Jen</translation>
    </message>
    <message>
        <source>left</source>
        <extracomment>Mark on a hole: a four that was left (Mewelad, W4)</extracomment>
        <translation>belassen</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>The owner&apos;s letter on a mark badge: S for South, N for North</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A mark on the rim of a hole: %1 the owner&apos;s letter (S or N), %2 the mark (walda, ekwarna, bull)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <extracomment>On a picture of the board: the seeds a player still holds while a decision waits (E7, W4)</extracomment>
        <translation>
            <numerusform>%n in der Hand</numerusform>
            <numerusform>%n in der Hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>Class · teacher</source>
        <extracomment>Heading of the panel of a class across computers, the teacher&apos;s side</extracomment>
        <translation>Klasse · Lehrkraft</translation>
    </message>
    <message>
        <source>Class · pupil</source>
        <extracomment>Heading of the panel of a class across computers, a pupil&apos;s side</extracomment>
        <translation>Klasse · Schüler</translation>
    </message>
    <message>
        <source>Address: %1 · Port: %2 · Join code: %3</source>
        <extracomment>A class across computers, the teacher: what the pupils type to join</extracomment>
        <translation>Adresse: %1 · Port: %2 · Beitrittscode: %3</translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>A class across computers: the pupil has not answered yet</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <source>keeps the value</source>
        <extracomment>A class across computers: the pupil&apos;s answer keeps the position&apos;s value</extracomment>
        <translation>hält den Wert</translation>
    </message>
    <message>
        <source>gives some away</source>
        <extracomment>A class across computers: the pupil&apos;s answer gives seeds away</extracomment>
        <translation>gibt etwas her</translation>
    </message>
    <message>
        <source>judging…</source>
        <extracomment>A class across computers: the answer is being judged</extracomment>
        <translation>wird bewertet…</translation>
    </message>
    <message>
        <source>Show</source>
        <extracomment>A class across computers: show this pupil&apos;s answer on every board</extracomment>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Send this position</source>
        <extracomment>A class across computers: the board&apos;s position to every pupil, to find the best move</extracomment>
        <translation>Diese Stellung senden</translation>
    </message>
    <message>
        <source>Send a puzzle</source>
        <extracomment>A class across computers: the puzzle chosen in the list (the next one unless another is picked) to every pupil</extracomment>
        <translation>Ein Rätsel senden</translation>
    </message>
    <message>
        <source>End the exercise</source>
        <extracomment>A class across computers: every pupil follows the teacher&apos;s board again</extracomment>
        <translation>Übung beenden</translation>
    </message>
    <message>
        <source>End the class</source>
        <extracomment>A class across computers: the teacher ends the class</extracomment>
        <translation>Klasse beenden</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <extracomment>A class across computers: a pupil leaves the class</extracomment>
        <translation>Klasse verlassen</translation>
    </message>
    <message>
        <source>Puzzle to send</source>
        <extracomment>A class across computers: the list of the puzzles of the rule set, to pick one to send</extracomment>
        <translation>Zu sendendes Rätsel</translation>
    </message>
    <message>
        <source>Lesson to send</source>
        <extracomment>A class across computers: the list of the lessons of the rule set, to pick one to send</extracomment>
        <translation>Zu sendende Lektion</translation>
    </message>
    <message>
        <source>Send a lesson</source>
        <extracomment>A class across computers: the lesson chosen in the list (its position and text) to every pupil</extracomment>
        <translation>Eine Lektion senden</translation>
    </message>
    <message>
        <source>Leave the class to have your own game back on the board.</source>
        <extracomment>A class across computers, a pupil, once the class is over: what the button under it does</extracomment>
        <translation>Verlasse die Klasse, um dein eigenes Spiel wieder auf dem Brett zu haben.</translation>
    </message>
    <message>
        <source>This board takes no move during a lesson: where the text asks for a move, think which one; your teacher shows it.</source>
        <extracomment>A class across computers, a pupil, under a lesson&apos;s text: the board shows the lesson&apos;s position and takes no move</extracomment>
        <translation>Dieses Brett nimmt während einer Lektion keinen Zug an: Wo der Text einen Zug verlangt, überlege, welcher es ist; deine Lehrkraft zeigt ihn.</translation>
    </message>
</context>
<context>
    <name>ComputerTools</name>
    <message>
        <source>Hint</source>
        <extracomment>Shows the move the strongest level would play (key H)</extracomment>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>The move the strongest level would play (H)</source>
        <extracomment>Tool tip of the Hint button</extracomment>
        <translation>Der Zug, den die stärkste Stufe spielen würde (H)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Opens the panel with the values of every legal decision</extracomment>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Stop review</source>
        <extracomment>The review of the game is running; pressing the button stops it</extracomment>
        <translation>Durchsicht anhalten</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>Marks the decisions of the game that lose value</extracomment>
        <translation>Durchsicht</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Suche einen Tipp …</translation>
    </message>
    <message>
        <source>Reviewing %1 of %2…</source>
        <extracomment>Progress of the review: %1 decisions reviewed of %2</extracomment>
        <translation>Durchsicht: %1 von %2 …</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) marked</source>
        <extracomment>After a review: how many decisions lost value</extracomment>
        <translation>
            <numerusform>%n Entscheidung markiert</numerusform>
            <numerusform>%n Entscheidungen markiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <extracomment>Goes on with the computers&apos; demonstration game</extracomment>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>Pauses the computers&apos; demonstration game</extracomment>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>Plays the next decision of the paused demonstration</extracomment>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Take over</source>
        <extracomment>The player takes the side to move from the computer</extracomment>
        <translation>Übernehmen</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Cancel</source>
        <extracomment>Closes a question without doing anything</extracomment>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Skip</source>
        <extracomment>Jumps to the end of the sowing animation</extracomment>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>↺ Counter-clockwise</source>
        <extracomment>Counter-clockwise sowing (E7)</extracomment>
        <translation>↺ Gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>↻ Clockwise</source>
        <extracomment>Clockwise sowing (E7)</extracomment>
        <translation>↻ Im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Take</source>
        <extracomment>Take the capture on offer (W4)</extracomment>
        <translation>Nehmen</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Leave the capture on offer (W4)</extracomment>
        <translation>Liegen lassen</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>The player has no legal move and passes the turn</extracomment>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Swap sides</source>
        <extracomment>The pie rule (K9): North takes over South&apos;s position</extracomment>
        <translation>Seiten tauschen</translation>
    </message>
    <message>
        <source>Special move…</source>
        <extracomment>Enkeshui special move (E8): place the seeds of two holes freely</extracomment>
        <translation>Sonderzug …</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <extracomment>A mark under the board while Read aloud (View menu) is on</extracomment>
        <translation>Vorlesen</translation>
    </message>
</context>
<context>
    <name>DistributePanel</name>
    <message>
        <source>Special move</source>
        <extracomment>Title of the special move dialog (E8)</extracomment>
        <translation>Sonderzug</translation>
    </message>
    <message>
        <source>Take all the seeds of two of your holes and place them as you like in your holes (bulls excepted). Seeds still to place: %1</source>
        <extracomment>Explains the special move (E8)</extracomment>
        <translation>Nimm alle Samen aus zwei deiner Mulden und verteile sie beliebig auf deine Mulden (Stiere ausgenommen). Noch zu verteilende Samen: %1</translation>
    </message>
</context>
<context>
    <name>EditorHole</name>
    <message numerus="yes">
        <source>Hole %1, %n seed(s)</source>
        <extracomment>Screen reader text of a hole in the layout editor</extracomment>
        <translation>
            <numerusform>Mulde %1, %n Samen</numerusform>
            <numerusform>Mulde %1, %n Samen</numerusform>
        </translation>
    </message>
    <message>
        <source>Seeds in hole %1</source>
        <extracomment>Screen reader name of the count field of a hole in the layout editor</extracomment>
        <translation>Samen in Mulde %1</translation>
    </message>
</context>
<context>
    <name>EvaluationChart</name>
    <message>
        <source>Evaluation graph: the value after each decision, for South</source>
        <extracomment>The evaluation graph&apos;s accessible name</extracomment>
        <translation>Bewertungskurve: der Wert nach jedem Zug, für Süd</translation>
    </message>
    <message>
        <source>Value for South, in seeds (±%1)</source>
        <extracomment>Caption of the evaluation graph (values in seeds from South&apos;s view)</extracomment>
        <translation>Wert für Süd, in Samen (±%1)</translation>
    </message>
    <message>
        <source>Decision %1: no value</source>
        <extracomment>The evaluation graph&apos;s tool tip on a decision without a value: %1 its number</extracomment>
        <translation>Zug %1: kein Wert</translation>
    </message>
    <message>
        <source>Decision %1: %2 for South</source>
        <extracomment>The evaluation graph&apos;s tool tip: %1 the decision&apos;s number, %2 the value after it for South (&quot;+2.3&quot;, &quot;exact -8&quot;)</extracomment>
        <translation>Zug %1: %2 für Süd</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>A draw</source>
        <extracomment>The game ended with equal scores</extracomment>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>%1 is the winner&apos;s name</extracomment>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 %2 – %3 %4</source>
        <extracomment>Final score: South&apos;s name, South&apos;s seeds, North&apos;s seeds, North&apos;s name</extracomment>
        <translation>%1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <extracomment>Closes the panel to look at the final board</extracomment>
        <translation>Brett ansehen</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>Starts a new game with the same rules</extracomment>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>South (%1)</source>
        <extracomment>The winner when both players have the same name; %1 the name</extracomment>
        <translation>Süd (%1)</translation>
    </message>
    <message>
        <source>North (%1)</source>
        <extracomment>The winner when both players have the same name; %1 the name</extracomment>
        <translation>Nord (%1)</translation>
    </message>
</context>
<context>
    <name>GameSheet</name>
    <message>
        <source>South</source>
        <extracomment>A side on the printed game sheet</extracomment>
        <translation>Süd</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>A game of %1</source>
        <extracomment>Title of a printed game with no event: %1 the rule set</extracomment>
        <translation>Eine Partie %1</translation>
    </message>
    <message>
        <source>Rule set: %1, %2 holes a row</source>
        <extracomment>Game sheet: %1 the rule set, %2 holes per row</extracomment>
        <translation>Regeln: %1, %2 Mulden je Reihe</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <extracomment>Game sheet: the date of the game as the record writes it (2026.11.20)</extracomment>
        <translation>Datum: %1</translation>
    </message>
    <message>
        <source>Site: %1</source>
        <extracomment>Game sheet: where the game was played</extracomment>
        <translation>Ort: %1</translation>
    </message>
    <message>
        <source>Round: %1</source>
        <extracomment>Game sheet: the round of a tournament</extracomment>
        <translation>Runde: %1</translation>
    </message>
    <message>
        <source>The end: %1 %2, %3 %4</source>
        <extracomment>Game sheet: under the last diagram, the final score: %1 South&apos;s name, %2 their seeds, %3 North&apos;s name, %4 theirs</extracomment>
        <translation>Ende: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>Game sheet: under a diagram, whose decision it is (%1 a name)</extracomment>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>Start. %1</source>
        <extracomment>Game sheet: under the first diagram; %1 whose move it is (&quot;South to move&quot;)</extracomment>
        <translation>Beginn. %1</translation>
    </message>
    <message>
        <source>(Round %1)</source>
        <extracomment>Game sheet: the start of a new round of the game among the moves</extracomment>
        <translation>(Runde %1)</translation>
    </message>
    <message>
        <source>After %1 (decision %2). %3</source>
        <extracomment>Game sheet: under a diagram: %1 the turn just played (&quot;12. c-f&quot;), %2 the number of decisions so far, %3 whose move it is</extracomment>
        <translation>Nach %1 (Entscheidung %2). %3</translation>
    </message>
    <message>
        <source>%1 – page %2 of %3</source>
        <extracomment>Game sheet footer: %1 the title, %2 this page, %3 the number of pages</extracomment>
        <translation>%1 – Seite %2 von %3</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>Game sheet: a house rule that is switched on (&quot;Pie rule: on&quot;)</extracomment>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>Game sheet: a house rule that is switched off (&quot;Racing start: off&quot;)</extracomment>
        <translation>aus</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Game sheet: a house rule and its value (&quot;Seeds per hole: 3&quot;, &quot;Racing start: off&quot;)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 won, %2 seeds to %3.</source>
        <extracomment>Game sheet: the result; %1 the winner&apos;s name, %2 their seeds, %3 the loser&apos;s</extracomment>
        <translation>%1 hat gewonnen, %2 Samen zu %3.</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <extracomment>Game sheet: the result; %1 the winner&apos;s name</extracomment>
        <translation>%1 hat gewonnen.</translation>
    </message>
    <message>
        <source>The game was drawn, %1 seeds each.</source>
        <extracomment>Game sheet: the result of a drawn game; %1 the seeds each player has</extracomment>
        <translation>Die Partie endete unentschieden, %1 Samen für jeden.</translation>
    </message>
    <message>
        <source>The game was drawn.</source>
        <extracomment>Game sheet: the result of a drawn game</extracomment>
        <translation>Die Partie endete unentschieden.</translation>
    </message>
    <message>
        <source>The game is not finished.</source>
        <extracomment>Game sheet: the result of a game still being played</extracomment>
        <translation>Die Partie ist nicht beendet.</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <extracomment>Game sheet: the event of a game that has a title of its own</extracomment>
        <translation>Veranstaltung: %1</translation>
    </message>
    <message>
        <source>South: %1.</source>
        <extracomment>Game sheet: who played South (a name, or &quot;Computer (level 2, Beginner)&quot;)</extracomment>
        <translation>Süd: %1.</translation>
    </message>
    <message>
        <source>North: %1.</source>
        <extracomment>Game sheet: who played North</extracomment>
        <translation>Nord: %1.</translation>
    </message>
    <message>
        <source>House rules: %1.</source>
        <extracomment>Game sheet: the house rules that differ from the rule set&apos;s, in words (&quot;Racing start: off; Seeds per hole: 3&quot;)</extracomment>
        <translation>Hausregeln: %1.</translation>
    </message>
    <message>
        <source>Value for South, in seeds (±%1)</source>
        <extracomment>Game sheet: above the evaluation graph of a reviewed game (values in seeds from South&apos;s view); %1 the largest value</extracomment>
        <translation>Wert für Süd, in Samen (±%1)</translation>
    </message>
</context>
<context>
    <name>GameToolBar</name>
    <message>
        <source>New game</source>
        <extracomment>Tool bar: starts a new game (Ctrl+N)</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Tool bar: takes back the last decision (Ctrl+Z)</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Tool bar: plays the decision taken back again (Ctrl+Shift+Z)</extracomment>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Choose a game and start it (Ctrl+N)</source>
        <extracomment>Tooltip of the new game button</extracomment>
        <translation>Ein Spiel wählen und beginnen (Strg+N)</translation>
    </message>
    <message>
        <source>Take back the last decision (Ctrl+Z)</source>
        <extracomment>Tooltip of the undo button</extracomment>
        <translation>Die letzte Entscheidung zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Play the decision taken back again (Ctrl+Shift+Z)</source>
        <extracomment>Tooltip of the redo button</extracomment>
        <translation>Die zurückgenommene Entscheidung wieder spielen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Teach</source>
        <extracomment>Tool bar: teaching mode, where a move stops at every seed (Ctrl+T)</extracomment>
        <translation>Lehrmodus</translation>
    </message>
    <message>
        <source>Teaching mode: step through every move seed by seed (Ctrl+T)</source>
        <extracomment>Tooltip of the teaching mode button</extracomment>
        <translation>Lehrmodus: jeden Zug Samen für Samen durchgehen (Strg+T)</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <extracomment>Tool bar menu: rules, lessons, shortcuts, about; &amp; marks the Alt key letter</extracomment>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Rules of %1…</source>
        <extracomment>Help menu: opens the rules page of the rule set being played</extracomment>
        <translation>Regeln: %1 …</translation>
    </message>
    <message>
        <source>Lessons</source>
        <extracomment>Help menu: the submenu of lessons of the rule set being played</extracomment>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <extracomment>Help menu: the list of every keyboard shortcut</extracomment>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>About Mancala</source>
        <extracomment>Help menu: the version, the licence and the sources of the rules</extracomment>
        <translation>Über Mancala</translation>
    </message>
    <message>
        <source>Show rule numbers</source>
        <extracomment>Help menu: for a teacher, the rule ids of the rules pages (K5, Q6) in teaching mode, the lessons and the game&apos;s end</extracomment>
        <translation>Regelnummern zeigen</translation>
    </message>
</context>
<context>
    <name>LayoutEditor</name>
    <message>
        <source>Layout editor</source>
        <extracomment>Title of the layout editor</extracomment>
        <translation>Aufstellung bearbeiten</translation>
    </message>
    <message>
        <source>South %1 · North %2 · total %3 (at most %4)</source>
        <extracomment>Seed totals in the layout editor: %1 South&apos;s row, %2 North&apos;s row, %3 both, %4 the most supported</extracomment>
        <translation>Süd %1 · Nord %2 · gesamt %3 (höchstens %4)</translation>
    </message>
    <message>
        <source>Click or tap a hole to add a seed; right-click or press and hold to take one away; drag from one hole to another to move a seed; or type a count under a hole.</source>
        <extracomment>How to use the layout editor</extracomment>
        <translation>Klicke oder tippe auf eine Mulde, um einen Samen hinzuzufügen; Rechtsklick oder langes Drücken nimmt einen weg; ziehe von einer Mulde zur anderen, um einen Samen zu verschieben; oder tippe eine Zahl unter einer Mulde ein.</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>Label of the row length chooser in the layout editor</extracomment>
        <translation>Mulden pro Reihe</translation>
    </message>
    <message>
        <source>Empty all</source>
        <extracomment>Layout editor: empties every hole</extracomment>
        <translation>Alle leeren</translation>
    </message>
    <message>
        <source>Fill every hole with</source>
        <extracomment>Layout editor: puts the same count in every hole</extracomment>
        <translation>Jede Mulde füllen mit</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Leaves the layout editor without using the layout</extracomment>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Use this layout</source>
        <extracomment>Uses the drawn layout for the game</extracomment>
        <translation>Diese Aufstellung verwenden</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson · %1</source>
        <extracomment>Lessons: small heading over a lesson&apos;s title; %1 the rule id it teaches</extracomment>
        <translation>Lektion · %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <extracomment>Lessons: set up the lesson&apos;s position again</extracomment>
        <translation>Noch einmal versuchen</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <extracomment>Lessons: on to the next lesson of the rule set</extracomment>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Lessons: leave the lesson and play on from here</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Lesson</source>
        <extracomment>Lessons: small heading over a lesson&apos;s title</extracomment>
        <translation>Lektion</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Mancala – %1</source>
        <extracomment>Window title; %1 is the rule set</extracomment>
        <translation>Mancala – %1</translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <extracomment>Title of the question before a game in progress is replaced (paste, &quot;show me&quot;, a dropped file)</extracomment>
        <translation>Die laufende Partie verlassen?</translation>
    </message>
    <message>
        <source>Replace the game</source>
        <extracomment>Replaces the game in progress</extracomment>
        <translation>Partie ersetzen</translation>
    </message>
    <message>
        <source>The game on the board is replaced by another. Game ▸ Restore previous game brings it back.</source>
        <translation>Die Partie auf dem Brett wird durch eine andere ersetzt. Partie ▸ Vorherige Partie wiederherstellen holt sie zurück.</translation>
    </message>
    <message>
        <source>Quit without saving?</source>
        <extracomment>Title of the question before a quit that would lose something</extracomment>
        <translation>Beenden, ohne zu speichern?</translation>
    </message>
    <message>
        <source>The notes written in this game (comments, marks, variations) are in no file. Game ▸ Export… (Ctrl+S) saves them.</source>
        <extracomment>Why a quit asks: notes written in a record are not in its file</extracomment>
        <translation>Die Notizen zu dieser Partie (Kommentare, Zeichen, Varianten) stehen in keiner Datei. Partie ▸ Exportieren … (Strg+S) speichert sie.</translation>
    </message>
    <message>
        <source>This game is not saved and will not be there at the next start. Game ▸ Export… (Ctrl+S) saves it.</source>
        <extracomment>Why a quit asks: the game is not saved by itself (no autosave, or it could not be written)</extracomment>
        <translation>Diese Partie ist nicht gespeichert und beim nächsten Start nicht mehr da. Partie ▸ Exportieren … (Strg+S) speichert sie.</translation>
    </message>
    <message>
        <source>Quit</source>
        <extracomment>Quits although something is lost</extracomment>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>MiniBoard</name>
    <message numerus="yes">
        <source>Start position, %n hole(s) a row</source>
        <extracomment>Screen reader text of the small start position drawing</extracomment>
        <translation>
            <numerusform>Startstellung, %n Mulde pro Reihe</numerusform>
            <numerusform>Startstellung, %n Mulden pro Reihe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <extracomment>Heading of the list of moves played</extracomment>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>The start of the game in the move list</extracomment>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The review&apos;s note under the move list: %1 the turn (&quot;12. c&quot;), %2 the note</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <source>Host a game over the network</source>
        <extracomment>Dialog title (Game menu)</extracomment>
        <translation>Ein Spiel im Netzwerk anbieten</translation>
    </message>
    <message>
        <source>Join a game over the network</source>
        <extracomment>Dialog title (Game menu)</extracomment>
        <translation>Einem Spiel im Netzwerk beitreten</translation>
    </message>
    <message>
        <source>Your name</source>
        <extracomment>Game across computers: this player&apos;s name, shown to the other</extracomment>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Your side</source>
        <extracomment>Game across computers, host: the side the host plays</extracomment>
        <translation>Deine Seite</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>Address</source>
        <extracomment>Game across computers, guest: the host computer&apos;s network address</extracomment>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Port</source>
        <extracomment>Game across computers, guest: the port the host shows</extracomment>
        <translation>Port</translation>
    </message>
    <message>
        <source>Join code</source>
        <extracomment>Game across computers, guest: the six digits the host shows</extracomment>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>This computer only</source>
        <extracomment>Game across computers, host: listen on 127.0.0.1 only (two windows of one computer)</extracomment>
        <translation>Nur dieser Computer</translation>
    </message>
    <message>
        <source>For a trusted network (a home, a classroom): the moves are not encrypted.</source>
        <extracomment>Game across computers: the warning under the dialog</extracomment>
        <translation>Für ein vertrauenswürdiges Netzwerk (zu Hause, im Klassenzimmer): die Züge werden nicht verschlüsselt.</translation>
    </message>
    <message>
        <source>Host</source>
        <extracomment>Game across computers: start listening for the other player</extracomment>
        <translation>Anbieten</translation>
    </message>
    <message>
        <source>Join</source>
        <extracomment>Game across computers: connect to the host</extracomment>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Host a class over the network</source>
        <extracomment>Dialog title (Game menu): a teacher&apos;s class across computers</extracomment>
        <translation>Eine Klasse im Netzwerk leiten</translation>
    </message>
    <message>
        <source>Join a class over the network</source>
        <extracomment>Dialog title (Game menu): a pupil joins the teacher&apos;s class</extracomment>
        <translation>Einer Klasse im Netzwerk beitreten</translation>
    </message>
</context>
<context>
    <name>NetworkPanel</name>
    <message>
        <source>Across computers · %1</source>
        <extracomment>Heading of the panel of a game across computers; %1 the other player&apos;s name</extracomment>
        <translation>Über das Netzwerk · %1</translation>
    </message>
    <message>
        <source>Address: %1 · Port: %2 · Join code: %3</source>
        <extracomment>Game across computers, host: what the other player types to join</extracomment>
        <translation>Adresse: %1 · Port: %2 · Beitrittscode: %3</translation>
    </message>
    <message>
        <source>Rules: %1. You play %2.</source>
        <extracomment>Game across computers, guest: %1 the rule set and house rules, %2 South or North</extracomment>
        <translation>Regeln: %1. Du spielst %2.</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>%1 asks to take back their last move.</source>
        <extracomment>Game across computers: %1 the other player</extracomment>
        <translation>%1 möchte den letzten Zug zurücknehmen.</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <extracomment>Game across computers: %1 the other player</extracomment>
        <translation>%1 bietet ein Remis an.</translation>
    </message>
    <message>
        <source>Accept</source>
        <extracomment>Game across computers, guest: play with the host&apos;s rules</extracomment>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Agree</source>
        <extracomment>Game across computers: agree to the other player&apos;s question</extracomment>
        <translation>Zustimmen</translation>
    </message>
    <message>
        <source>Refuse</source>
        <extracomment>Game across computers: refuse the other player&apos;s question</extracomment>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Ask to take back</source>
        <extracomment>Game across computers: ask the other player to take back your last move</extracomment>
        <translation>Zurücknahme erbitten</translation>
    </message>
    <message>
        <source>Offer a draw</source>
        <extracomment>Game across computers</extracomment>
        <translation>Remis anbieten</translation>
    </message>
    <message>
        <source>Resign</source>
        <extracomment>Game across computers</extracomment>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Join again</source>
        <extracomment>Game across computers, guest: connect to the host again</extracomment>
        <translation>Erneut beitreten</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Game across computers: end it (the board stays)</extracomment>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>A line to the other player</source>
        <extracomment>Game across computers: the chat line&apos;s placeholder</extracomment>
        <translation>Eine Zeile an den anderen Spieler</translation>
    </message>
    <message>
        <source>Send</source>
        <extracomment>Game across computers: send the chat line</extracomment>
        <translation>Senden</translation>
    </message>
</context>
<context>
    <name>PaperActions</name>
    <message>
        <source>Export the game as PDF</source>
        <extracomment>Title of the dialog of Game, Export game as PDF</extracomment>
        <translation>Partie als PDF exportieren</translation>
    </message>
    <message>
        <source>Export the board</source>
        <extracomment>Title of the dialog of Game, Export board</extracomment>
        <translation>Spielbrett exportieren</translation>
    </message>
    <message>
        <source>Print-friendly: white, black outlines, counts as numbers and dots</source>
        <extracomment>Export dialog: the look of the picture</extracomment>
        <translation>Druckfreundlich: weiß, schwarze Umrisse, Anzahlen als Zahlen und Punkte</translation>
    </message>
    <message>
        <source>Hole names</source>
        <extracomment>Export dialog: the letters a… and A… round the board</extracomment>
        <translation>Namen der Mulden</translation>
    </message>
    <message>
        <source>Arrow for the last move</source>
        <extracomment>Export dialog: an arrow from the hole last sown to where its last seed went</extracomment>
        <translation>Pfeil für den letzten Zug</translation>
    </message>
    <message>
        <source>A diagram every</source>
        <extracomment>Export game as PDF: how often the sheet shows the board</extracomment>
        <translation>Ein Diagramm alle</translation>
    </message>
    <message>
        <source>decisions</source>
        <extracomment>Export game as PDF: after &quot;A diagram every [10]&quot;</extracomment>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>File</source>
        <extracomment>Export dialog: the file to write</extracomment>
        <translation>Datei</translation>
    </message>
    <message>
        <source>The title, the moves and a diagram after every few decisions, on A4 pages.</source>
        <extracomment>Export game as PDF: what the file holds</extracomment>
        <translation>Titel, Züge und nach einigen Entscheidungen ein Diagramm, auf A4-Seiten.</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Export dialog: writes the file</extracomment>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Export dialog: closes it without a file</extracomment>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <extracomment>Export dialog: the file chosen is there already</extracomment>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>%1 already exists. Replacing it loses what it holds.</source>
        <extracomment>%1 a file name</extracomment>
        <translation>%1 gibt es schon. Beim Ersetzen geht ihr Inhalt verloren.</translation>
    </message>
    <message>
        <source>Replace</source>
        <extracomment>Export dialog: writes over the existing file</extracomment>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>A name ending in .svg saves a drawing, .jpg a JPEG picture, .png or no ending a PNG picture.</source>
        <extracomment>Export board: the kinds of file a name makes</extracomment>
        <translation>Ein Name auf .svg speichert eine Zeichnung, auf .jpg ein JPEG-Bild, auf .png oder ohne Endung ein PNG-Bild.</translation>
    </message>
</context>
<context>
    <name>Pit</name>
    <message>
        <source>Press Enter or Space to sow it</source>
        <extracomment>Screen reader hint on a hole the player may sow</extracomment>
        <translation>Eingabe oder Leertaste sät diese Mulde</translation>
    </message>
    <message numerus="yes">
        <source>%1, South&apos;s hole, %n seed(s)</source>
        <extracomment>Screen reader text for a hole of South&apos;s: %1 its name (a, b, ...), %n its seeds</extracomment>
        <translation>
            <numerusform>%1, Mulde von Süd, %n Samen</numerusform>
            <numerusform>%1, Mulde von Süd, %n Samen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, North&apos;s hole, %n seed(s)</source>
        <extracomment>Screen reader text for a hole of North&apos;s: %1 its name (A, B, ...), %n its seeds</extracomment>
        <translation>
            <numerusform>%1, Mulde von Nord, %n Samen</numerusform>
            <numerusform>%1, Mulde von Nord, %n Samen</numerusform>
        </translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Screen reader: a hole&apos;s text (%1) and its mark (%2: Jen, left)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <extracomment>Screen reader: a hole&apos;s text (%1), its mark (%2: walda, ekwarna, bull) and the side that owns the mark (%3)</extracomment>
        <translation>%1, %2 von %3</translation>
    </message>
    <message>
        <source>%1, legal</source>
        <extracomment>Screen reader: a hole&apos;s text (%1) when the player may sow it now</extracomment>
        <translation>%1, spielbar</translation>
    </message>
    <message>
        <source>walda</source>
        <extracomment>Mark on a hole: a walda (Qelat, Q5)</extracomment>
        <translation>Walda</translation>
    </message>
    <message>
        <source>ekwarna</source>
        <extracomment>Mark on a hole: an ekwarna (Qelat of Keren, M3)</extracomment>
        <translation>Ekwarna</translation>
    </message>
    <message>
        <source>bull</source>
        <extracomment>Mark on a hole: a bull (Enkeshui, E4)</extracomment>
        <translation>Stier</translation>
    </message>
    <message>
        <source>Jen</source>
        <extracomment>Mark on a hole: a Jen (Mewelad, W4)</extracomment>
        <translation>Jen</translation>
    </message>
    <message>
        <source>left</source>
        <extracomment>Mark on a hole: a four that was left (Mewelad, W4)</extracomment>
        <translation>belassen</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>The owner&apos;s letter on a mark badge: S for South, N for North</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A mark on the rim of a hole: %1 the owner&apos;s letter (S or N), %2 the mark (walda, ekwarna, bull)</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A player&apos;s name and their place at the board</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>The round being played</extracomment>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>A player&apos;s score so far</extracomment>
        <translation>Punkte: %1</translation>
    </message>
</context>
<context>
    <name>PlayerChoice</name>
    <message>
        <source>Person</source>
        <extracomment>In the picker: a side is played by a person</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Who plays South</source>
        <extracomment>Accessible name of the choice of who plays South or North</extracomment>
        <translation>Wer spielt Süd</translation>
    </message>
    <message>
        <source>Who plays North</source>
        <translation>Wer spielt Nord</translation>
    </message>
    <message>
        <source>Computer %1 · %2</source>
        <extracomment>In the picker: a side is played by the computer; %1 the level&apos;s number, %2 its name (&quot;Computer 3 · Casual&quot;)</extracomment>
        <translation>Computer %1 · %2</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Set up position – %1</source>
        <extracomment>Title of the position editor; %1 the rule set</extracomment>
        <translation>Stellung aufbauen – %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Position editor: takes back the last change (Ctrl+Z)</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Position editor: makes the change taken back again (Ctrl+Shift+Z)</extracomment>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>To move:</source>
        <extracomment>Position editor: the side whose turn it is</extracomment>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>Round:</source>
        <extracomment>Position editor: the round of a game of rounds</extracomment>
        <translation>Runde:</translation>
    </message>
    <message>
        <source>Move seeds</source>
        <extracomment>Position editor: a click picks the hole seeds come from, the next click the hole they go to</extracomment>
        <translation>Samen versetzen</translation>
    </message>
    <message>
        <source>Empty board</source>
        <extracomment>Position editor: every hole and store emptied</extracomment>
        <translation>Leeres Brett</translation>
    </message>
    <message>
        <source>Board: arrows choose a hole, + and − or digits change its seeds, Enter its mark</source>
        <extracomment>Screen reader name of the position editor&apos;s board</extracomment>
        <translation>Brett: Pfeiltasten wählen eine Mulde, + und − oder Ziffern ändern ihre Samen, Eingabe ihre Markierung</translation>
    </message>
    <message>
        <source>Click a hole to add a seed, right-click or Shift+click to take one, or use the wheel; drag to move a seed. Keys: arrows, + and −, digits; Enter or a long press: the hole&apos;s mark.</source>
        <extracomment>How to use the position editor</extracomment>
        <translation>Klick auf eine Mulde legt einen Samen dazu, Rechtsklick oder Umschalt+Klick nimmt einen weg, oder das Mausrad; Ziehen versetzt einen Samen. Tasten: Pfeile, + und −, Ziffern; Eingabe oder langes Drücken: die Markierung der Mulde.</translation>
    </message>
    <message>
        <source>Ready to play, by the players of the game: %1 and %2.</source>
        <extracomment>Position editor: the position can be played; the players are the game&apos;s</extracomment>
        <translation>Bereit zum Spielen, mit den Spielern der Partie: %1 und %2.</translation>
    </message>
    <message>
        <source>Play from here</source>
        <extracomment>Position editor: starts the game from this position</extracomment>
        <translation>Von hier spielen</translation>
    </message>
    <message>
        <source>Analyse</source>
        <extracomment>Position editor: starts the game from this position with the analysis panel open</extracomment>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Copy position</source>
        <extracomment>Position editor: the position string to the clipboard</extracomment>
        <translation>Stellung kopieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Position editor: closes it; the game stays as it was</extracomment>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>One seed more in %1&apos;s store</source>
        <extracomment>Screen reader name of a button of the position editor: %1 South or North</extracomment>
        <translation>Ein Samen mehr im Speicher von %1</translation>
    </message>
    <message>
        <source>One seed more in %1&apos;s captures</source>
        <translation>Ein Samen mehr im Beutefach von %1</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s store, %n seed(s)</source>
        <extracomment>Screen reader text of a store in the position editor: %1 South or North</extracomment>
        <translation>
            <numerusform>Speicher von %1, %n Samen</numerusform>
            <numerusform>Speicher von %1, %n Samen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s captures, %n seed(s)</source>
        <translation>
            <numerusform>Beutefach von %1, %n Samen</numerusform>
            <numerusform>Beutefach von %1, %n Samen</numerusform>
        </translation>
    </message>
    <message>
        <source>One seed less in %1&apos;s store</source>
        <translation>Ein Samen weniger im Speicher von %1</translation>
    </message>
    <message>
        <source>One seed less in %1&apos;s captures</source>
        <translation>Ein Samen weniger im Beutefach von %1</translation>
    </message>
    <message>
        <source>Mark: %1</source>
        <extracomment>The mark entries of a hole&apos;s menu in the position editor: &quot;mark: walda (South)&quot;</extracomment>
        <translation>Markierung: %1</translation>
    </message>
    <message>
        <source>Owner: South</source>
        <extracomment>A hole&apos;s menu in the position editor (games of rounds): the hole is South&apos;s this round</extracomment>
        <translation>Besitzer: Süd</translation>
    </message>
    <message>
        <source>Owner: North</source>
        <extracomment>A hole&apos;s menu in the position editor (games of rounds): the hole is North&apos;s this round</extracomment>
        <translation>Besitzer: Nord</translation>
    </message>
    <message>
        <source>The position is on the clipboard.</source>
        <extracomment>Position editor: after Copy position</extracomment>
        <translation>Die Stellung liegt in der Zwischenablage.</translation>
    </message>
    <message>
        <source>Mark hole %1</source>
        <extracomment>The first line of a hole&apos;s menu in the position editor; %1 the hole&apos;s name</extracomment>
        <translation>Mulde %1 markieren</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <extracomment>Position editor: the rule set of the position</extracomment>
        <translation>Regelwerk:</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>Position editor: how many holes each row of the board has</extracomment>
        <translation>Mulden pro Reihe</translation>
    </message>
    <message>
        <source>Type its seeds, or Up and Down</source>
        <extracomment>Screen reader hint on a store&apos;s count in the position editor</extracomment>
        <translation>Samenzahl eintippen oder Pfeil hoch und runter</translation>
    </message>
</context>
<context>
    <name>PresetList</name>
    <message>
        <source>Presets</source>
        <extracomment>Heading of the presets list in the picker</extracomment>
        <translation>Voreinstellungen</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Renames a saved preset
----------
Confirms the new name of a preset</extracomment>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Deletes a saved preset</extracomment>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Name for this setup</source>
        <extracomment>Placeholder of the field naming a new preset</extracomment>
        <translation>Name für diese Einstellung</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Saves the setup shown as a named preset</extracomment>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>New name</source>
        <extracomment>Screen reader name of the field renaming a preset</extracomment>
        <translation>Neuer Name</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <extracomment>Title of the puzzles dialog (Game ▸ Puzzles)</extracomment>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>A position where one decision keeps the value and every other gives seeds away. Find it.</source>
        <extracomment>Puzzles dialog: what a puzzle is</extracomment>
        <translation>Eine Stellung, in der genau eine Entscheidung den Wert hält und jede andere Samen verschenkt. Finde sie.</translation>
    </message>
    <message>
        <source>No puzzles are installed.</source>
        <extracomment>Puzzles dialog: no puzzle file could be read</extracomment>
        <translation>Es sind keine Rätsel installiert.</translation>
    </message>
    <message>
        <source>Rule set</source>
        <extracomment>Puzzles dialog: the rule set to draw puzzles from</extracomment>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Level</source>
        <extracomment>Puzzles dialog: the difficulty of the puzzles drawn</extracomment>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Any level</source>
        <extracomment>Puzzles dialog: puzzles of every level</extracomment>
        <translation>Jede Stufe</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) at this level</source>
        <extracomment>Puzzles dialog: %n puzzles of the rule set at the level chosen</extracomment>
        <translation>
            <numerusform>%n Rätsel auf dieser Stufe</numerusform>
            <numerusform>%n Rätsel auf dieser Stufe</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the puzzles dialog</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>Puzzles dialog: sets up a puzzle of the choice on the board</extracomment>
        <translation>Starten</translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <source>Puzzle · level %1 · %2</source>
        <extracomment>Puzzles: small heading over the task; %1 the level (1-5), %2 the theme</extracomment>
        <translation>Rätsel · Stufe %1 · %2</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>Puzzles: marks the hole to play (after a wrong try)</extracomment>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <extracomment>Puzzles: plays the answer&apos;s line in teaching mode</extracomment>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Next decision</source>
        <extracomment>Puzzles: plays the next decision of the answer&apos;s line</extracomment>
        <translation>Nächste Entscheidung</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <extracomment>Puzzles: sets up the next puzzle</extracomment>
        <translation>Nächstes Rätsel</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Puzzles: leave the puzzle and play on from here</extracomment>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>RaceScreen</name>
    <message>
        <source>Racing start</source>
        <extracomment>The racing start: both players sow at once</extracomment>
        <translation>Wettlaufstart</translation>
    </message>
    <message>
        <source>Pass the device to %1. %2, please look away: each player chooses a hole in secret, then both hands sow at the same time.</source>
        <extracomment>%1 chooses next, %2 must not look</extracomment>
        <translation>Gib das Gerät an %1 weiter. %2, bitte wegschauen: Jeder wählt geheim eine Mulde, dann säen beide Hände gleichzeitig.</translation>
    </message>
    <message>
        <source>I am %1: show the board</source>
        <extracomment>%1 is the player who chooses now</extracomment>
        <translation>Ich bin %1: Brett zeigen</translation>
    </message>
</context>
<context>
    <name>RecordActions</name>
    <message>
        <source>Choose a game</source>
        <extracomment>Title of the list of games of a record file</extracomment>
        <translation>Partie wählen</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the message of a failed import</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The file dialog cannot be shown: %1</source>
        <extracomment>%1 Qt&apos;s reason, e.g. a QML module that is not installed</extracomment>
        <translation>Der Dateidialog kann nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <source>%1 game.pgn</source>
        <extracomment>The file name the export dialog proposes; %1 the rule set</extracomment>
        <translation>%1 Partie.pgn</translation>
    </message>
    <message>
        <source>Which rule set is this position from?</source>
        <extracomment>Title of the list of rule sets a pasted position string fits</extracomment>
        <translation>Aus welchem Regelwerk stammt diese Stellung?</translation>
    </message>
</context>
<context>
    <name>RecordFileDialog</name>
    <message>
        <source>There is no file %1.</source>
        <extracomment>%1 a file name typed in the import dialog</extracomment>
        <translation>Es gibt keine Datei %1.</translation>
    </message>
    <message>
        <source>Export the game</source>
        <extracomment>Title of the export dialog</extracomment>
        <translation>Partie exportieren</translation>
    </message>
    <message>
        <source>Import a game</source>
        <extracomment>Title of the import dialog</extracomment>
        <translation>Partie importieren</translation>
    </message>
    <message>
        <source>Up</source>
        <extracomment>Export/import dialog: goes to the folder above</extracomment>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>No game records in this folder</source>
        <extracomment>Export/import dialog: the folder has no game records</extracomment>
        <translation>Keine Partien in diesem Ordner</translation>
    </message>
    <message>
        <source>File name</source>
        <extracomment>Export/import dialog: the name of the file</extracomment>
        <translation>Dateiname</translation>
    </message>
    <message>
        <source>Game records (*.pgn *.txt)</source>
        <extracomment>File type filter of the export and import dialogs</extracomment>
        <translation>Partien (*.pgn *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Export dialog: writes the file</extracomment>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Import dialog: reads the file</extracomment>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Export/import dialog: closes it without a file</extracomment>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <extracomment>Export dialog: the file chosen is there already</extracomment>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>%1 already exists. Replacing it loses what it holds.</source>
        <extracomment>%1 a file name</extracomment>
        <translation>%1 gibt es schon. Beim Ersetzen geht ihr Inhalt verloren.</translation>
    </message>
    <message>
        <source>Replace</source>
        <extracomment>Export dialog: writes over the existing file</extracomment>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Add the game to a file</source>
        <extracomment>Title of the dialog of Game &gt; Add to file</extracomment>
        <translation>Die Partie einer Datei hinzufügen</translation>
    </message>
    <message>
        <source>Add</source>
        <extracomment>Add to file dialog: adds the game after the file&apos;s games</extracomment>
        <translation>Hinzufügen</translation>
    </message>
</context>
<context>
    <name>RecordMenu</name>
    <message>
        <source>Export…</source>
        <extracomment>Menu entry (Ctrl+S)</extracomment>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <source>Import…</source>
        <extracomment>Menu entry (Ctrl+O)</extracomment>
        <translation>Importieren …</translation>
    </message>
    <message>
        <source>Copy game</source>
        <extracomment>Menu entry: the game record to the clipboard</extracomment>
        <translation>Partie kopieren</translation>
    </message>
    <message>
        <source>Copy position</source>
        <extracomment>Menu entry (Ctrl+Shift+C): the position string to the clipboard</extracomment>
        <translation>Stellung kopieren</translation>
    </message>
    <message>
        <source>Paste game or position</source>
        <extracomment>Menu entry (Ctrl+V): a game record or a position from the clipboard</extracomment>
        <translation>Partie oder Stellung einfügen</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>Submenu of the last files opened or saved</extracomment>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Notes and variations</source>
        <extracomment>Menu entry: comments and variations of the game</extracomment>
        <translation>Notizen und Varianten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>Tool bar menu of game records (export, import, copy, paste); &amp; marks the Alt key letter</extracomment>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Strg+S</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Strg+O</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Strg+Umschalt+C</translation>
    </message>
    <message>
        <source>Ctrl+V</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Strg+V</translation>
    </message>
    <message>
        <source>Restore previous game</source>
        <extracomment>Menu entry: brings back the game the last new game, lesson or import replaced</extracomment>
        <translation>Vorherige Partie wiederherstellen</translation>
    </message>
    <message>
        <source>Copy board as image</source>
        <extracomment>Menu entry (Ctrl+Shift+B): a picture of the board to the clipboard</extracomment>
        <translation>Spielbrett als Bild kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Strg+Umschalt+B</translation>
    </message>
    <message>
        <source>Export board…</source>
        <extracomment>Menu entry (Ctrl+E): the board as a PNG or SVG file</extracomment>
        <translation>Spielbrett exportieren …</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Strg+E</translation>
    </message>
    <message>
        <source>Export game as PDF…</source>
        <extracomment>Menu entry (Ctrl+Shift+P): the game as a PDF sheet with diagrams and moves</extracomment>
        <translation>Partie als PDF exportieren …</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Strg+Umschalt+P</translation>
    </message>
    <message>
        <source>Print…</source>
        <extracomment>Menu entry (Ctrl+P): the game sheet through the print dialog</extracomment>
        <translation>Drucken …</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Strg+P</translation>
    </message>
    <message>
        <source>Quit</source>
        <extracomment>Menu entry (Ctrl+Q): closes the window; the game is kept</extracomment>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <source>Set up position…</source>
        <extracomment>Menu entry: the position editor, on the position of the game</extracomment>
        <translation>Stellung aufbauen …</translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <extracomment>Menu entry (Ctrl+U): positions where one decision keeps the value, to find</extracomment>
        <translation>Rätsel…</translation>
    </message>
    <message>
        <source>Ctrl+U</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Strg+U</translation>
    </message>
    <message>
        <source>Add to file…</source>
        <extracomment>Menu entry: the game is added after the games of a record file, which keeps what it holds</extracomment>
        <translation>Zu Datei hinzufügen …</translation>
    </message>
    <message>
        <source>Over the network</source>
        <extracomment>Submenu of the Game menu: a game against someone at another computer</extracomment>
        <translation>Im Netzwerk</translation>
    </message>
    <message>
        <source>Host a game…</source>
        <extracomment>Menu entry: play against someone at another computer, this one listening</extracomment>
        <translation>Ein Spiel anbieten…</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <extracomment>Menu entry: play against someone at another computer that hosts the game</extracomment>
        <translation>Einem Spiel beitreten…</translation>
    </message>
    <message>
        <source>Pictures and printing</source>
        <extracomment>Submenu of the Game menu: the board as a picture, the game as a PDF sheet or on the printer</extracomment>
        <translation>Bilder und Drucken</translation>
    </message>
    <message>
        <source>Host a class…</source>
        <extracomment>Menu entry: a teacher shows the board to pupils at other computers and sends them exercises</extracomment>
        <translation>Eine Klasse leiten…</translation>
    </message>
    <message>
        <source>Join a class…</source>
        <extracomment>Menu entry: a pupil follows the teacher&apos;s board from another computer</extracomment>
        <translation>Einer Klasse beitreten…</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>Round %1 is over</source>
        <extracomment>%1 is the round number</extracomment>
        <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
        <source>Seeds won</source>
        <extracomment>Seeds won in the round</extracomment>
        <translation>Gewonnene Samen</translation>
    </message>
    <message>
        <source>Holes next round</source>
        <extracomment>Holes each player owns in the next round</extracomment>
        <translation>Mulden in der nächsten Runde</translation>
    </message>
    <message>
        <source>Next round</source>
        <extracomment>Closes the round summary and starts the next round</extracomment>
        <translation>Nächste Runde</translation>
    </message>
</context>
<context>
    <name>RulesBlock</name>
    <message>
        <source>Reading</source>
        <extracomment>Label in front of a note on how the product reads a vague source</extracomment>
        <translation>Lesart</translation>
    </message>
    <message>
        <source>show me</source>
        <extracomment>Link beside a rule: asks for a demonstration of the rule on the board</extracomment>
        <translation>zeig es mir</translation>
    </message>
    <message>
        <source>Show me rule %1</source>
        <extracomment>Screen reader name of the show-me link; %1 is the rule id</extracomment>
        <translation>Regel %1 vorführen</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules of %1</source>
        <extracomment>Title of the rules page; %1 is the rule set</extracomment>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the rules page</extracomment>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Game</source>
        <extracomment>Keyboard shortcuts: the group that works everywhere in the window</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Teaching mode on or off</source>
        <translation>Lehrmodus ein oder aus</translation>
    </message>
    <message>
        <source>Show the end of the move being played</source>
        <translation>Das Ende des laufenden Zuges zeigen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren …</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Stellung kopieren</translation>
    </message>
    <message>
        <source>Paste game or position</source>
        <translation>Partie oder Stellung einfügen</translation>
    </message>
    <message>
        <source>Open the Game, View and Help menus</source>
        <translation>Die Menüs Partie, Ansicht und Hilfe öffnen</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <extracomment>Title of the list of keyboard shortcuts</extracomment>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Keyboard shortcuts: the group of keys that play on the board</extracomment>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <extracomment>Keyboard shortcuts: the key names of the four arrow keys</extracomment>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Move to the next or previous playable hole</source>
        <translation>Zur nächsten oder vorigen spielbaren Mulde</translation>
    </message>
    <message>
        <source>Return, Enter, Space</source>
        <extracomment>Keyboard shortcuts: the key names (Return, Enter, Space)</extracomment>
        <translation>Eingabe, Enter, Leertaste</translation>
    </message>
    <message>
        <source>Sow from the hole with the focus</source>
        <translation>Aus der Mulde mit dem Fokus säen</translation>
    </message>
    <message>
        <source>a… A…</source>
        <extracomment>Keyboard shortcuts: the letters that name the holes</extracomment>
        <translation>a… A…</translation>
    </message>
    <message>
        <source>Sow from the hole of that letter</source>
        <translation>Aus der Mulde dieses Buchstabens säen</translation>
    </message>
    <message>
        <source>Move between the board, the buttons and the move list</source>
        <translation>Zwischen Spielbrett, Schaltflächen und Zugliste wechseln</translation>
    </message>
    <message>
        <source>Teaching mode</source>
        <extracomment>Keyboard shortcuts: the group of keys of teaching mode</extracomment>
        <translation>Lehrmodus</translation>
    </message>
    <message>
        <source>Space</source>
        <extracomment>Keyboard shortcuts: the Space key</extracomment>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Play or pause the move</source>
        <translation>Den Zug abspielen oder anhalten</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <extracomment>Keyboard shortcuts: the left and right arrow keys</extracomment>
        <translation>Links, Rechts</translation>
    </message>
    <message>
        <source>One seed back or on</source>
        <translation>Einen Samen zurück oder weiter</translation>
    </message>
    <message>
        <source>Shift+Left, Shift+Right</source>
        <translation>Umschalt+Links, Umschalt+Rechts</translation>
    </message>
    <message>
        <source>One lap back or on</source>
        <translation>Eine Runde zurück oder weiter</translation>
    </message>
    <message>
        <source>Ctrl+Left, Ctrl+Right</source>
        <translation>Strg+Links, Strg+Rechts</translation>
    </message>
    <message>
        <source>One decision back or on</source>
        <translation>Eine Entscheidung zurück oder weiter</translation>
    </message>
    <message>
        <source>The start or the end of the move</source>
        <translation>Anfang oder Ende des Zuges</translation>
    </message>
    <message>
        <source>Dialogs</source>
        <extracomment>Keyboard shortcuts: the group of the dialogs&apos; keys</extracomment>
        <translation>Dialoge</translation>
    </message>
    <message>
        <source>Start the game chosen</source>
        <translation>Das gewählte Spiel beginnen</translation>
    </message>
    <message>
        <source>Left, Right, +, −</source>
        <extracomment>Keyboard shortcuts: in the special move&apos;s dialog (arrows, +, -)</extracomment>
        <translation>Links, Rechts, +, −</translation>
    </message>
    <message>
        <source>Special move: choose a hole, add or take away a seed</source>
        <translation>Sonderzug: eine Mulde wählen, einen Samen hinzufügen oder wegnehmen</translation>
    </message>
    <message>
        <source>Scroll the rules page</source>
        <translation>Die Regelseite blättern</translation>
    </message>
    <message>
        <source>Close the dialog or menu</source>
        <translation>Den Dialog oder das Menü schließen</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Strg+N</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Strg+Umschalt+Z</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <extracomment>Keyboard shortcuts: teaching mode on and off</extracomment>
        <translation>Strg+T</translation>
    </message>
    <message>
        <source>Esc</source>
        <extracomment>Keyboard shortcuts: Escape while seeds fly</extracomment>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Strg+S</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Strg+O</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Strg+Umschalt+C</translation>
    </message>
    <message>
        <source>Ctrl+V</source>
        <translation>Strg+V</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <extracomment>Keyboard shortcuts: Tab and Shift+Tab</extracomment>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Pos1, Ende</translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <extracomment>Keyboard shortcuts: in the new game dialog</extracomment>
        <translation>Strg+Eingabe</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <extracomment>Keyboard shortcuts: on the rules page</extracomment>
        <translation>Bild auf, Bild ab</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Strg+Y</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation>Strg+Umschalt+B</translation>
    </message>
    <message>
        <source>Copy board as image</source>
        <translation>Spielbrett als Bild kopieren</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Strg+E</translation>
    </message>
    <message>
        <source>Export board…</source>
        <translation>Spielbrett exportieren …</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Strg+Umschalt+P</translation>
    </message>
    <message>
        <source>Export game as PDF…</source>
        <translation>Partie als PDF exportieren …</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Strg+P</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken …</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <extracomment>Keyboard shortcuts: closes the window (the game is kept)</extracomment>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the dialog</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Full screen on or off</source>
        <extracomment>Keyboard shortcuts: View &gt; Full screen, for a projector</extracomment>
        <translation>Vollbild ein oder aus</translation>
    </message>
    <message>
        <source>Move list</source>
        <extracomment>Keyboard shortcuts: the group of keys of the list of moves played</extracomment>
        <translation>Zugliste</translation>
    </message>
    <message>
        <source>Tab</source>
        <extracomment>Keyboard shortcuts: Tab until the move list has the focus</extracomment>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Go to the move list</source>
        <translation>Zur Zugliste wechseln</translation>
    </message>
    <message>
        <source>The previous or next move</source>
        <translation>Der vorige oder nächste Zug</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <extracomment>Keyboard shortcuts: the up and down arrow keys</extracomment>
        <translation>Hoch, Runter</translation>
    </message>
    <message>
        <source>A line of moves up or down</source>
        <translation>Eine Zeile der Zugliste hoch oder runter</translation>
    </message>
    <message>
        <source>Return, Enter</source>
        <extracomment>Keyboard shortcuts: the key names (Return, Enter)</extracomment>
        <translation>Eingabe, Enter</translation>
    </message>
    <message>
        <source>Show the position after the move</source>
        <translation>Die Stellung nach dem Zug zeigen</translation>
    </message>
    <message>
        <source>Ctrl+U</source>
        <extracomment>Keyboard shortcuts: Game &gt; Puzzles</extracomment>
        <translation>Strg+U</translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation>Rätsel…</translation>
    </message>
    <message>
        <source>H, Ctrl+H</source>
        <extracomment>Keyboard shortcuts: a hint from the computer (H is a hole&apos;s letter in rows of 8 holes or more: Ctrl+H there)</extracomment>
        <translation>H, Strg+H</translation>
    </message>
    <message>
        <source>Hint (Ctrl+H where a hole is called h)</source>
        <translation>Tipp (Strg+H, wo eine Mulde h heißt)</translation>
    </message>
</context>
<context>
    <name>SoundMenu</name>
    <message>
        <source>Sound</source>
        <extracomment>View menu: the submenu of the game&apos;s sounds (seeds dropped, captures, marks, the end)</extracomment>
        <translation>Klang</translation>
    </message>
    <message>
        <source>Sound of the seeds</source>
        <extracomment>View menu ▸ Sound: play a sound for each seed dropped, each capture and mark, and the game&apos;s end</extracomment>
        <translation>Klang der Samen</translation>
    </message>
    <message>
        <source>Quiet</source>
        <extracomment>View menu ▸ Sound: the volume</extracomment>
        <translation>Leise</translation>
    </message>
    <message>
        <source>Medium</source>
        <extracomment>View menu ▸ Sound: the volume</extracomment>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Loud</source>
        <extracomment>View menu ▸ Sound: the volume</extracomment>
        <translation>Laut</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message numerus="yes">
        <source>%1: %n seed(s)</source>
        <extracomment>Screen reader text of a store or tally: %1 its name (&quot;South&quot; or &quot;South&apos;s tally&quot;), %n the seeds in it</extracomment>
        <translation>
            <numerusform>%1: %n Samen</numerusform>
            <numerusform>%1: %n Samen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeachingPanel</name>
    <message>
        <source>Play a move, then step through it seed by seed.</source>
        <extracomment>Teaching mode with no move on show</extracomment>
        <translation>Mache einen Zug und gehe ihn dann Samen für Samen durch.</translation>
    </message>
    <message>
        <source>Lap %1 of %2</source>
        <extracomment>Teaching mode: lap 2 of 5 of the move on show</extracomment>
        <translation>Umlauf %1 von %2</translation>
    </message>
    <message>
        <source>Step of the move</source>
        <extracomment>Screen reader name of the teaching scrubber</extracomment>
        <translation>Schritt des Zuges</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Teaching mode: step 12 of 40 of the move on show</extracomment>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Decision</source>
        <extracomment>Teaching mode button: back to the previous decision of the move</extracomment>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Previous decision (Ctrl+Left)</source>
        <extracomment>Teaching mode: back to the previous decision (Ctrl+Left)</extracomment>
        <translation>Vorige Entscheidung (Strg+Links)</translation>
    </message>
    <message>
        <source>Lap</source>
        <extracomment>Teaching mode button: a lap is one handful sown</extracomment>
        <translation>Umlauf</translation>
    </message>
    <message>
        <source>Previous lap (Shift+Left)</source>
        <extracomment>Teaching mode: go back to the start of the lap (Shift+Left)</extracomment>
        <translation>Voriger Umlauf (Umschalt+Links)</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Teaching mode button: one seed (one step) back</extracomment>
        <translation>Samen</translation>
    </message>
    <message>
        <source>Previous seed (Left)</source>
        <extracomment>Teaching mode: one seed back (Left)</extracomment>
        <translation>Voriger Samen (Links)</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>Teaching mode button: plays the move on by itself / stops it</extracomment>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <extracomment>Teaching mode: play or pause the move (Space)</extracomment>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>Next seed (Right)</source>
        <extracomment>Teaching mode: one seed forward (Right)</extracomment>
        <translation>Nächster Samen (Rechts)</translation>
    </message>
    <message>
        <source>Next lap (Shift+Right)</source>
        <extracomment>Teaching mode: on to the next lap (Shift+Right)</extracomment>
        <translation>Nächster Umlauf (Umschalt+Rechts)</translation>
    </message>
    <message>
        <source>Next decision (Ctrl+Right)</source>
        <extracomment>Teaching mode: on to the next decision (Ctrl+Right)</extracomment>
        <translation>Nächste Entscheidung (Strg+Rechts)</translation>
    </message>
    <message>
        <source>Whole move</source>
        <extracomment>Teaching mode button: show the end of the whole move at once</extracomment>
        <translation>Ganzer Zug</translation>
    </message>
    <message>
        <source>The whole move (End)</source>
        <extracomment>Teaching mode: jump to the end of the move (End)</extracomment>
        <translation>Der ganze Zug (Ende)</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Teaching mode: speed of Play</extracomment>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Teaching mode: speed of Play</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Teaching mode: speed of Play</extracomment>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Speed of Play</source>
        <extracomment>Screen reader name of the teaching speed chooser</extracomment>
        <translation>Abspieltempo</translation>
    </message>
</context>
<context>
    <name>ThinkingMark</name>
    <message>
        <source>thinking</source>
        <extracomment>Shown on the computer&apos;s card while it searches for its decision</extracomment>
        <translation>denkt nach</translation>
    </message>
</context>
<context>
    <name>VariantPicker</name>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <extracomment>Title of the variant picker</extracomment>
        <translation>Spiel wählen</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Leaves the picker and goes back to the game being played</extracomment>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Opens the rules page of the chosen rule set</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Puts every option of the chosen rule set back to its standard value</extracomment>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>Picker option: holes in each row</extracomment>
        <translation>Mulden pro Reihe</translation>
    </message>
    <message>
        <source>Seeds per hole</source>
        <extracomment>Picker option: seeds in every hole at the start</extracomment>
        <translation>Samen pro Mulde</translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) in the game</source>
        <extracomment>Under the start position in the picker: seeds in the game</extracomment>
        <translation>
            <numerusform>%n Samen im Spiel</numerusform>
            <numerusform>%n Samen im Spiel</numerusform>
        </translation>
    </message>
    <message>
        <source>Layout</source>
        <extracomment>Heading of the layout choice in the picker</extracomment>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Edit layout…</source>
        <extracomment>Opens the layout editor on the start position shown</extracomment>
        <translation>Aufstellung bearbeiten …</translation>
    </message>
    <message>
        <source>House rules</source>
        <extracomment>Heading of the house rules in the picker</extracomment>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>South (bottom)</source>
        <extracomment>Picker: the heading of the player at the bottom (name and who plays)</extracomment>
        <translation>Süd (unten)</translation>
    </message>
    <message>
        <source>North (top)</source>
        <extracomment>Picker: the heading of the player at the top (name and who plays)</extracomment>
        <translation>Nord (oben)</translation>
    </message>
    <message>
        <source>Start %1</source>
        <extracomment>Starts the game chosen in the picker (Ctrl+Enter)</extracomment>
        <translation>%1 beginnen</translation>
    </message>
    <message>
        <source>Master&apos;s time per move (s)</source>
        <extracomment>Picker: how long the Master level thinks for each decision</extracomment>
        <translation>Bedenkzeit des Meisters je Zug (s)</translation>
    </message>
    <message>
        <source>%1 (some holes empty)</source>
        <extracomment>Picker, a layout that is not uniform (Enkeshui): %1 the seeds in each hole that is not empty</extracomment>
        <translation>%1 (manche Mulden leer)</translation>
    </message>
    <message>
        <source>as drawn</source>
        <extracomment>Picker, a drawn layout: the seeds per hole differ</extracomment>
        <translation>wie gezeichnet</translation>
    </message>
</context>
<context>
    <name>VariationList</name>
    <message>
        <source>Comment</source>
        <extracomment>Heading of the comment editor for the current move</extracomment>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>A comment on this move</source>
        <extracomment>Placeholder of the comment editor</extracomment>
        <translation>Ein Kommentar zu diesem Zug</translation>
    </message>
    <message>
        <source>Moves and variations</source>
        <extracomment>Heading of the list of moves and variations of a record</extracomment>
        <translation>Züge und Varianten</translation>
    </message>
    <message>
        <source>No mark</source>
        <extracomment>Notes: removes the mark (!, ?, ...) of the turn shown</extracomment>
        <translation>Kein Zeichen</translation>
    </message>
    <message>
        <source>Make main line</source>
        <extracomment>Notes: makes the variation shown the main line</extracomment>
        <translation>Zur Hauptlinie machen</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <extracomment>Notes: deletes the variation shown</extracomment>
        <translation>Variante löschen</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <extracomment>Notes: takes back the last mark, promotion, deletion or reordering</extracomment>
        <translation>Änderung zurücknehmen</translation>
    </message>
    <message>
        <source>Good move</source>
        <extracomment>Notes: the mark ! of a turn</extracomment>
        <translation>Guter Zug</translation>
    </message>
    <message>
        <source>Mistake</source>
        <extracomment>Notes: the mark ? of a turn</extracomment>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Excellent move</source>
        <extracomment>Notes: the mark !! of a turn</extracomment>
        <translation>Ausgezeichneter Zug</translation>
    </message>
    <message>
        <source>Blunder</source>
        <extracomment>Notes: the mark ?? of a turn</extracomment>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <extracomment>Notes: the mark !? of a turn</extracomment>
        <translation>Interessanter Zug</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <extracomment>Notes: the mark ?! of a turn</extracomment>
        <translation>Zweifelhafter Zug</translation>
    </message>
    <message>
        <source>Move variation up</source>
        <extracomment>Notes: puts the variation shown before the one above it (of the same move)</extracomment>
        <translation>Variante nach oben</translation>
    </message>
    <message>
        <source>Move variation down</source>
        <extracomment>Notes: puts the variation shown after the one below it (of the same move)</extracomment>
        <translation>Variante nach unten</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>Notes: the game&apos;s own title (a prepared position&apos;s name), kept in the record</extracomment>
        <translation>Titel</translation>
    </message>
    <message>
        <source>e.g. Walda in two</source>
        <extracomment>Placeholder of the game&apos;s title in the notes</extracomment>
        <translation>z. B. Walda in zwei Zügen</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Notes: the event of the game (a club night, a class), kept in the record</extracomment>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>e.g. Class 4b</source>
        <extracomment>Placeholder of the game&apos;s event in the notes</extracomment>
        <translation>z. B. Klasse 4b</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <extracomment>Tool bar menu: speed, theme, large print, language; &amp; marks the Alt key letter</extracomment>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>View menu: the submenu of the animation speed</extracomment>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed</extracomment>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed</extracomment>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed: no animation</extracomment>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Light theme</source>
        <extracomment>View menu: the light theme</extracomment>
        <translation>Helles Design</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <extracomment>View menu: the dark theme</extracomment>
        <translation>Dunkles Design</translation>
    </message>
    <message>
        <source>Large print</source>
        <extracomment>View menu: large print for a projector (bigger counts and narration)</extracomment>
        <translation>Großdruck</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>View menu: the submenu of the languages</extracomment>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>View menu: the high-contrast theme (white and gold on black)</extracomment>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <extracomment>View menu: speak the announcements and teaching mode&apos;s sentences (text to speech)</extracomment>
        <translation>Vorlesen</translation>
    </message>
    <message>
        <source>Full screen</source>
        <extracomment>View menu: the window fills the screen, for a projector (F11)</extracomment>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Values in words</source>
        <extracomment>View menu: values read &quot;3 seeds ahead&quot; rather than &quot;+3&quot; (the hint, the analysis, the review)</extracomment>
        <translation>Werte in Worten</translation>
    </message>
</context>
<context>
    <name>mancala::app::Announcer</name>
    <message>
        <source>Computer (%1)</source>
        <extracomment>The computer as a player; %1 its level&apos;s name</extracomment>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>%1 ist noch einmal am Zug.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>%1 kann nicht ziehen und passt.</translation>
    </message>
    <message>
        <source>The players swap sides.</source>
        <translation>Die Spieler tauschen die Seiten.</translation>
    </message>
    <message>
        <source>Race!</source>
        <extracomment>The racing start: both players sow at once</extracomment>
        <translation>Wettlauf!</translation>
    </message>
    <message>
        <source>The race is tied: %1 wins the lot and moves first.</source>
        <translation>Der Wettlauf endet gleich: %1 gewinnt das Los und beginnt.</translation>
    </message>
    <message>
        <source>%1 wins the race and moves first.</source>
        <translation>%1 gewinnt den Wettlauf und beginnt.</translation>
    </message>
    <message>
        <source>A lot is drawn: %1 wins it.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>Es wird gelost: %1 gewinnt das Los.</translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seed(s).</source>
        <extracomment>%1 is a player&apos;s name, %n a number of seeds</extracomment>
        <translation>
            <numerusform>%1 erbeutet %n Samen.</numerusform>
            <numerusform>%1 erbeutet %n Samen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s walda.</source>
        <extracomment>A walda is a hole that becomes a player&apos;s store (Qelat); %1 a hole name</extracomment>
        <translation>%1 wird Walda von %2.</translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s ekwarna.</source>
        <extracomment>An ekwarna is a captured hole (Qelat of Keren); %1 a hole name</extracomment>
        <translation>%1 wird Ekwarna von %2.</translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s bull.</source>
        <extracomment>A bull is a hole whose seeds never leave it (Enkeshui); %1 a hole name</extracomment>
        <translation>%1 wird Stier von %2.</translation>
    </message>
    <message>
        <source>%1 becomes a Jen.</source>
        <extracomment>A Jen is a four that was left and grew to five (Mewelad); %1 a hole name</extracomment>
        <translation>%1 wird ein Jen.</translation>
    </message>
    <message>
        <source>%1 eats from %2.</source>
        <extracomment>%1 a player&apos;s name, %2 a hole name</extracomment>
        <translation>%1 frisst aus %2.</translation>
    </message>
    <message>
        <source>%1 may take the four in %2.</source>
        <translation>%1 darf den Vierer in %2 nehmen.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Runde %1 ist vorbei.</translation>
    </message>
    <message>
        <source>Round %1 begins: %2 moves first.</source>
        <extracomment>%1 a round number, %2 a player&apos;s name</extracomment>
        <translation>Runde %1 beginnt: %2 zieht zuerst.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 and captured %n seed(s).</source>
        <extracomment>The computer&apos;s move on show; %1 its name, %2 the move (&quot;C&quot;), %n the seeds it captured</extracomment>
        <translation>
            <numerusform>%1 spielte %2 und erbeutete %n Samen.</numerusform>
            <numerusform>%1 spielte %2 und erbeutete %n Samen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <extracomment>The computer&apos;s move on show; %1 its name, %2 the move (&quot;C&quot;, &quot;cw&quot;, &quot;take&quot;)</extracomment>
        <translation>%1 spielte %2.</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Shown when the game has ended</extracomment>
        <translation>Spiel zu Ende</translation>
    </message>
    <message>
        <source>Race: both players sow at once…</source>
        <extracomment>The racing start (W2, E2) plays: both hands sow together</extracomment>
        <translation>Wettlauf: beide säen zugleich…</translation>
    </message>
    <message>
        <source>Race: %1 has chosen a hole in secret</source>
        <extracomment>The first race choice (W2, E2) is on show; the hole stays secret</extracomment>
        <translation>Wettlauf: %1 hat geheim eine Mulde gewählt</translation>
    </message>
    <message>
        <source>%1 is sowing…</source>
        <translation>%1 sät …</translation>
    </message>
    <message>
        <source>Race: %1 chooses a hole in secret</source>
        <extracomment>The racing start (W2, E2): each player picks a hole in secret</extracomment>
        <translation>Wettlauf: %1 wählt geheim eine Mulde</translation>
    </message>
    <message>
        <source>%1: choose a hole to continue from</source>
        <extracomment>After eating (M5) the player picks the hole to sow next</extracomment>
        <translation>%1: Wähle die Mulde, von der es weitergeht</translation>
    </message>
    <message>
        <source>%1: choose the direction of the remaining laps</source>
        <extracomment>Clockwise privilege (E7)</extracomment>
        <translation>%1: Wähle die Richtung der übrigen Umläufe</translation>
    </message>
    <message>
        <source>%1: take the four in %2 or leave it?</source>
        <extracomment>Claimed captures (W4); %2 is a hole name</extracomment>
        <translation>%1: Den Vierer in %2 nehmen oder liegen lassen?</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>The computer searches for its decision; %1 names it</extracomment>
        <translation>%1 denkt nach …</translation>
    </message>
    <message>
        <source>%1 has no legal move</source>
        <translation>%1 hat keinen erlaubten Zug</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>%1 is proving…</source>
        <extracomment>The Perfect level&apos;s time is up but its proof of the exact value is close: it finishes it (a few seconds at most); %1 names it</extracomment>
        <translation>%1 beweist …</translation>
    </message>
    <message>
        <source>Looking back, %1 of %2 moves played: %3 plays on when you return to the last move</source>
        <extracomment>An earlier move is on show (the move list) while the computer is to play at the end; %1 the move on show, %2 the moves, %3 the computer</extracomment>
        <translation>Rückblick, %1 von %2 Zügen gespielt: %3 spielt weiter, wenn du zum letzten Zug zurückkehrst</translation>
    </message>
    <message>
        <source>Looking back, %1 of %2 moves played: the game goes on from the last move</source>
        <extracomment>An earlier move is on show (the move list); %1 the move on show, %2 the moves</extracomment>
        <translation>Rückblick, %1 von %2 Zügen gespielt: Die Partie geht vom letzten Zug aus weiter</translation>
    </message>
    <message>
        <source>Looking back, %1 of %2 moves played: the game is over</source>
        <extracomment>An earlier move of a finished game is on show (the move list); %1 the move on show, %2 the moves</extracomment>
        <translation>Rückblick, %1 von %2 Zügen gespielt: Die Partie ist zu Ende</translation>
    </message>
    <message>
        <source>Neither side can win any more seeds from the other with correct play: the score difference stays as it is.</source>
        <extracomment>Qelat: the endgame database proves that the rest of the game is a draw (no side can win more seeds than the other with correct play); the game still ends only by the quiet-move limit</extracomment>
        <translation>Bei richtigem Spiel kann keine Seite der anderen noch Samen abgewinnen: Der Punkteabstand bleibt, wie er ist.</translation>
    </message>
    <message>
        <source>Race: both players choose a hole in secret</source>
        <extracomment>The racing start (W2, E2) of a game across computers: both players pick a hole at once, at their own screens</extracomment>
        <translation>Wettlauf: Beide wählen geheim eine Mulde</translation>
    </message>
</context>
<context>
    <name>mancala::app::AppSettings</name>
    <message>
        <source>The settings in %1 could not be read entirely.</source>
        <extracomment>The settings file could not be read nor kept aside; %1 its path</extracomment>
        <translation>Die Einstellungen in %1 konnten nicht vollständig gelesen werden.</translation>
    </message>
    <message numerus="yes">
        <source>The settings could not be read entirely; %n setting(s) were read and the file was kept as %1.</source>
        <extracomment>The settings file could not be read entirely; %1 where it was kept, %n settings read</extracomment>
        <translation>
            <numerusform>Die Einstellungen konnten nicht vollständig gelesen werden; %n Einstellung wurde gelesen, und die Datei wurde als %1 aufbewahrt.</numerusform>
            <numerusform>Die Einstellungen konnten nicht vollständig gelesen werden; %n Einstellungen wurden gelesen, und die Datei wurde als %1 aufbewahrt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings cannot be saved in %1: the choices made now are kept until the program ends.</source>
        <extracomment>The settings file cannot be written; %1 its path</extracomment>
        <translation>Die Einstellungen können nicht in %1 gespeichert werden: die jetzt getroffene Wahl gilt, bis das Programm endet.</translation>
    </message>
</context>
<context>
    <name>mancala::app::AutosaveStore</name>
    <message>
        <source>The program stopped while opening the saved game last time; the file was kept as %1.</source>
        <extracomment>The program stopped while reading the saved game at the last start; %1 where the file is now</extracomment>
        <translation>Das Programm brach beim letzten Mal beim Öffnen der gespeicherten Partie ab; die Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The saved game was damaged from its first turn: a new game of its rules was started and the file was kept as %1.</source>
        <extracomment>A damaged saved game of which no turn could be read; %1 where the file was kept</extracomment>
        <translation>Die gespeicherte Partie war ab ihrem ersten Zug beschädigt: Eine neue Partie nach ihren Regeln wurde begonnen, und die Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message numerus="yes">
        <source>The saved game was damaged: the game is restored up to turn %n, where the damage starts; the file was kept as %1.</source>
        <extracomment>%n turns of a damaged saved game were restored; %1 where the damaged file was kept</extracomment>
        <translation>
            <numerusform>Die gespeicherte Partie war beschädigt: Sie ist bis zu Zug %n wiederhergestellt, wo der Schaden beginnt; die Datei wurde als %1 aufbewahrt.</numerusform>
            <numerusform>Die gespeicherte Partie war beschädigt: Sie ist bis zu Zug %n wiederhergestellt, wo der Schaden beginnt; die Datei wurde als %1 aufbewahrt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The saved game could not be read (%2); a new game was started and the file was kept as %1.</source>
        <extracomment>The saved game could not be read; %1 where it was kept; %2 why</extracomment>
        <translation>Die gespeicherte Partie konnte nicht gelesen werden (%2); eine neue Partie wurde begonnen, und die Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>it is larger than %1 MB</source>
        <extracomment>Why the saved game was not read</extracomment>
        <translation>sie ist größer als %1 MB</translation>
    </message>
    <message>
        <source>it holds no game</source>
        <extracomment>Why the saved game was not read: it holds no game</extracomment>
        <translation>sie enthält keine Partie</translation>
    </message>
    <message>
        <source>The previous game could not be read.</source>
        <translation>Die vorherige Partie konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The previous game is back; the game it replaced is now the previous game.</source>
        <extracomment>Status after Game &gt; Restore previous game</extracomment>
        <translation>Die vorherige Partie ist zurück; die Partie, die sie ersetzt hat, ist jetzt die vorherige.</translation>
    </message>
</context>
<context>
    <name>mancala::app::BoardExport</name>
    <message>
        <source>%1 board</source>
        <extracomment>Title of an exported picture of the board: %1 the rule set</extracomment>
        <translation>Spielbrett %1</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <extracomment>The board cannot be exported: the window has no game</extracomment>
        <translation>Es gibt keine Partie zum Exportieren.</translation>
    </message>
    <message>
        <source>The board is on the clipboard as a picture.</source>
        <extracomment>Status after Game &gt; Copy board as image</extracomment>
        <translation>Das Spielbrett ist als Bild in der Zwischenablage.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Status after an export; %1 the file&apos;s name</extracomment>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>%1: the game sheet is a .pdf file.</source>
        <extracomment>Export game as PDF: %1 the name typed</extracomment>
        <translation>%1: Das Partieblatt ist eine .pdf-Datei.</translation>
    </message>
    <message>
        <source>The game sheet could not be made.</source>
        <translation>Das Partieblatt konnte nicht erstellt werden.</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <extracomment>Printing failed; the printer system gave no reason</extracomment>
        <translation>Der Drucker konnte nicht verwendet werden.</translation>
    </message>
    <message>
        <source>The game sheet went to the printer.</source>
        <extracomment>Status after printing</extracomment>
        <translation>Das Partieblatt ging an den Drucker.</translation>
    </message>
    <message>
        <source>The print dialog cannot be shown here.</source>
        <extracomment>Print: this build of the program cannot show the print dialog</extracomment>
        <translation>Der Druckdialog kann hier nicht gezeigt werden.</translation>
    </message>
    <message>
        <source>Print the game</source>
        <extracomment>Title of the print dialog</extracomment>
        <translation>Partie drucken</translation>
    </message>
    <message>
        <source>%1 game.pdf</source>
        <extracomment>File names proposed by the export dialogs: %1 the rule set</extracomment>
        <translation>%1 Partie.pdf</translation>
    </message>
    <message>
        <source>%1 board.png</source>
        <translation>%1 Spielbrett.png</translation>
    </message>
    <message>
        <source>there is no folder %1</source>
        <extracomment>Why a file could not be written: the folder named is not there</extracomment>
        <translation>es gibt keinen Ordner %1</translation>
    </message>
    <message>
        <source>that is a folder</source>
        <extracomment>Why a file could not be written: the name is a folder&apos;s</extracomment>
        <translation>das ist ein Ordner</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 a file name, %2 the reason</extracomment>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>%1: a picture of the board is a .png, .jpg or .svg file.</source>
        <extracomment>Export board: %1 the name typed</extracomment>
        <translation>%1: Ein Bild des Spielbretts ist eine .png-, .jpg- oder .svg-Datei.</translation>
    </message>
    <message>
        <source>%1: this format could not be written; a .png or .svg file can.</source>
        <extracomment>Export board: the picture could not be made in the format its name asks for; %1 the file&apos;s name</extracomment>
        <translation>%1: Dieses Format kann nicht geschrieben werden; eine .png- oder .svg-Datei schon.</translation>
    </message>
</context>
<context>
    <name>mancala::app::ClassroomPlay</name>
    <message>
        <source>Pupils following your board: %1</source>
        <extracomment>A class across computers, the teacher: %1 the number of pupils connected</extracomment>
        <translation>Schüler, die deinem Brett folgen: %1</translation>
    </message>
    <message>
        <source>Exercise %1: %2 of %3 pupils answered</source>
        <extracomment>A class across computers, the teacher: %1 the exercise&apos;s number, %2 pupils who answered, %3 pupils connected</extracomment>
        <translation>Übung %1: %2 von %3 Schülern haben geantwortet</translation>
    </message>
    <message>
        <source>The connection to the teacher is gone.</source>
        <extracomment>A class across computers, a pupil: the connection to the teacher is gone</extracomment>
        <translation>Die Verbindung zur Lehrkraft ist weg.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <extracomment>Game across computers, guest: connecting to the host</extracomment>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <extracomment>A class across computers: the teacher shows a pupil&apos;s answer; %1 the pupil, %2 the move</extracomment>
        <translation>%1 spielte %2.</translation>
    </message>
    <message>
        <source>Following %1&apos;s board.</source>
        <extracomment>A class across computers, a pupil: the board shows the teacher&apos;s; %1 the teacher&apos;s name</extracomment>
        <translation>Du folgst dem Brett von %1.</translation>
    </message>
    <message>
        <source>Sent: %1</source>
        <extracomment>A class across computers, a pupil: the answer went to the teacher; %1 the move</extracomment>
        <translation>Gesendet: %1</translation>
    </message>
    <message>
        <source>Find the best move and play it.</source>
        <extracomment>A class across computers, a pupil: an exercise is on the board</extracomment>
        <translation>Finde den besten Zug und spiele ihn.</translation>
    </message>
    <message>
        <source>Lesson on the pupils&apos; boards: %1</source>
        <extracomment>A class across computers, the teacher: a lesson is on every pupil&apos;s board; %1 its title</extracomment>
        <translation>Lektion auf den Brettern der Schüler: %1</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <extracomment>A class across computers, a pupil: the teacher sent a lesson to look at (no answer); %1 its title</extracomment>
        <translation>Lektion: %1</translation>
    </message>
    <message>
        <source>Level %1 · %2 · %3</source>
        <extracomment>A class across computers, the teacher&apos;s list of puzzles: %1 the puzzle&apos;s level (1-5), %2 its theme, %3 its id (kalah-0012)</extracomment>
        <translation>Stufe %1 · %2 · %3</translation>
    </message>
    <message>
        <source>The teacher ended the class.</source>
        <extracomment>A class across computers, a pupil: the teacher ended the class</extracomment>
        <translation>Die Lehrkraft hat den Unterricht beendet.</translation>
    </message>
    <message numerus="yes">
        <source>This move has %n step(s): the teacher shows them one by one.</source>
        <extracomment>A class across computers, beside a pupil&apos;s board: the teacher is about to step through a move in teaching mode</extracomment>
        <translation>
            <numerusform>Dieser Zug hat %n Schritt: Die Lehrkraft zeigt ihn.</numerusform>
            <numerusform>Dieser Zug hat %n Schritte: Die Lehrkraft zeigt sie einzeln.</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <extracomment>A class across computers, the teacher: the exercise under way is a puzzle; %1 its level, theme and id (kalah-0012)</extracomment>
        <translation>Rätsel: %1</translation>
    </message>
    <message>
        <source>Position: your board as it was sent</source>
        <extracomment>A class across computers, the teacher: the exercise under way is the position of the teacher&apos;s board, sent with Send this position</extracomment>
        <translation>Stellung: dein Brett, wie es gesendet wurde</translation>
    </message>
</context>
<context>
    <name>mancala::app::ComputerPlayer</name>
    <message>
        <source>Beginner</source>
        <extracomment>Computer player&apos;s level 1 (the weakest)</extracomment>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Novice</source>
        <extracomment>Computer player&apos;s level 2</extracomment>
        <translation>Neuling</translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Computer player&apos;s level 3</extracomment>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <extracomment>Computer player&apos;s level 4</extracomment>
        <translation>Mittelstufe</translation>
    </message>
    <message>
        <source>Advanced</source>
        <extracomment>Computer player&apos;s level 5</extracomment>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Master</source>
        <extracomment>Computer player&apos;s level 6 (the strongest that searches)</extracomment>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Perfect</source>
        <extracomment>Computer player&apos;s level that plays perfectly (Kalah only)</extracomment>
        <translation>Perfekt</translation>
    </message>
</context>
<context>
    <name>mancala::app::EndgameBuilder</name>
    <message>
        <source>The endgame database %1 cannot be used (%2): the computer plays without it, and the file is left as it is.</source>
        <extracomment>%1 is a file, %2 the reason it cannot be used (in English)</extracomment>
        <translation>Die Endspieldatenbank %1 kann nicht verwendet werden (%2): der Computer spielt ohne sie, die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Preparing perfect play: endgame database %1% built</source>
        <extracomment>The computer&apos;s endgame database being built; %1 the percentage done</extracomment>
        <translation>Perfektes Spiel wird vorbereitet: Endspieldatenbank zu %1 % erstellt</translation>
    </message>
    <message>
        <source>The endgame database could not be built: %1</source>
        <extracomment>%1 the reason (in English)</extracomment>
        <translation>Die Endspieldatenbank konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>The endgame database %1 cannot be used: it is kept aside as .refused and was built again.</source>
        <extracomment>%1 a file and the reason it cannot be used (in English)</extracomment>
        <translation>Die Endspieldatenbank %1 kann nicht verwendet werden: Sie wird als .refused beiseitegelegt und wurde neu erstellt.</translation>
    </message>
    <message>
        <source>The endgame database could not be saved (%1): the computer uses it until the program closes.</source>
        <extracomment>%1 the reason (in English), for example a full disk</extracomment>
        <translation>Die Endspieldatenbank konnte nicht gespeichert werden (%1): Der Computer verwendet sie, bis das Programm geschlossen wird.</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameController</name>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>Kalah</source>
        <extracomment>Rule set name</extracomment>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>Qelat (Beni Amir &amp; Mensa)</source>
        <extracomment>Rule set name: Qelat as the Beni Amir and Mensa play it</extracomment>
        <translation>Qelat (Beni Amir &amp; Mensa)</translation>
    </message>
    <message>
        <source>Qelat (Keren)</source>
        <extracomment>Rule set name: Qelat as played in Keren (Magazeb II)</extracomment>
        <translation>Qelat (Keren)</translation>
    </message>
    <message>
        <source>Mewelad (Gabata)</source>
        <extracomment>Rule set name: Mewelad, also called Gabata</extracomment>
        <translation>Mewelad (Gabata)</translation>
    </message>
    <message>
        <source>Enkeshui</source>
        <extracomment>Rule set name</extracomment>
        <translation>Enkeshui</translation>
    </message>
    <message>
        <source>Choose a direction first.</source>
        <translation>Wähle zuerst eine Richtung.</translation>
    </message>
    <message>
        <source>Take or leave the four first.</source>
        <translation>Nimm zuerst den Vierer oder lass ihn liegen.</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>The store of a player: S for South&apos;s, N for North&apos;s</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s move.</source>
        <extracomment>A click while the computer is to decide</extracomment>
        <translation>Warte auf den Zug des Computers.</translation>
    </message>
    <message>
        <source>The race choice stays secret until both players have chosen.</source>
        <translation>Die Wahl für den Wettlauf bleibt geheim, bis beide Spieler gewählt haben.</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameEnding</name>
    <message>
        <source>Stopped by the quiet move limit (%1 full moves without a seed won or a hole changing hands).</source>
        <extracomment>G2: the game was stopped; %1 the quiet move limit in full moves</extracomment>
        <translation>Von der Grenze für ereignislose Züge beendet (%1 volle Züge, ohne dass ein Samen gewonnen wurde oder eine Mulde den Besitzer wechselte).</translation>
    </message>
    <message>
        <source>Scored as it stands: the seeds still in play count for no one (G2).</source>
        <translation>Gewertet, wie es steht: Die Samen, die noch im Spiel sind, zählen für niemanden (G2).</translation>
    </message>
    <message>
        <source>Drawn, whatever the counts (G2).</source>
        <translation>Unentschieden, unabhängig vom Stand (G2).</translation>
    </message>
    <message>
        <source>The next round would start as an earlier round did: the game ends there, and the player owning more holes wins, equal holes a draw (G3). Holes owned: %1 – %2.</source>
        <extracomment>G3 (Qelat of Keren, Mewelad); %1 South&apos;s holes, %2 North&apos;s</extracomment>
        <translation>Die nächste Runde begänne wie eine frühere: Das Spiel endet hier, und wer mehr Mulden besitzt, gewinnt; gleich viele Mulden sind unentschieden (G3). Mulden: %1 – %2.</translation>
    </message>
    <message>
        <source>A player&apos;s houses are empty: the other puts the seeds left in their houses into their store, and the most seeds win (K5).</source>
        <extracomment>Kalah&apos;s end (K5)</extracomment>
        <translation>Die Mulden eines Spielers sind leer: Der andere legt die Samen, die in seinen Mulden bleiben, in seinen Speicher, und die meisten Samen gewinnen (K5).</translation>
    </message>
    <message>
        <source>A player&apos;s houses are empty: the seeds left in the houses count for no one, and the most seeds win (K8).</source>
        <extracomment>Kalah&apos;s end with the house rule K8</extracomment>
        <translation>Die Mulden eines Spielers sind leer: Die Samen, die in den Mulden bleiben, zählen für niemanden, und die meisten Samen gewinnen (K8).</translation>
    </message>
    <message>
        <source>Neither player can move: the seeds in the waldas decide (Q8, Q9).</source>
        <extracomment>Qelat&apos;s end (Q8, Q9); a walda is a hole that became a player&apos;s store</extracomment>
        <translation>Keiner kann mehr ziehen: Die Samen in den Waldas entscheiden (Q8, Q9).</translation>
    </message>
    <message>
        <source>One player owns every hole (%1).</source>
        <extracomment>The end of Qelat of Keren (M10) and Mewelad (W7); %1 the rule&apos;s id</extracomment>
        <translation>Ein Spieler besitzt alle Mulden (%1).</translation>
    </message>
    <message>
        <source>The player to move has no seeds outside bulls: the other takes the seeds in their own row, and each bull&apos;s seeds go to its owner (E9).</source>
        <extracomment>Enkeshui&apos;s end (E9); a bull is a hole whose seeds never leave it</extracomment>
        <translation>Der Spieler am Zug hat keine Samen außerhalb der Stiere: Der andere nimmt die Samen seiner eigenen Reihe, und die Samen jedes Stiers gehen an seinen Besitzer (E9).</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameReview</name>
    <message>
        <source>Best %1 (%2); played %3 (%4): %5 lost; exact values</source>
        <extracomment>A review&apos;s note on a decision that loses value, all values proven by the Kalah solver: %1 the best decision, %2 its value, %3 the decision played, %4 its value, %5 the seeds lost</extracomment>
        <translation>Am besten %1 (%2); gespielt %3 (%4): %5 verloren; exakte Werte</translation>
    </message>
    <message>
        <source>Best %1 (%2); played %3 (%4): %5 lost; the search&apos;s estimate at depth %6</source>
        <extracomment>A review&apos;s note on a decision that loses value by the search&apos;s estimate: %1 the best decision, %2 its value, %3 the decision played, %4 its value, %5 the seeds lost, %6 the depth of the search in decisions</extracomment>
        <translation>Am besten %1 (%2); gespielt %3 (%4): %5 verloren; Schätzung der Suche in Tiefe %6</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameSetup</name>
    <message>
        <source>There is no rule set called %1.</source>
        <translation>Es gibt kein Regelwerk namens %1.</translation>
    </message>
</context>
<context>
    <name>mancala::app::HintFinder</name>
    <message>
        <source>Hint: %1. With best play on both sides you end %2.</source>
        <extracomment>The hint in words: %1 a decision (&quot;c&quot;), %2 its value (&quot;3 seeds ahead&quot;, &quot;level, as many seeds as the other side&quot;, &quot;3 seeds ahead (exact)&quot;)</extracomment>
        <translation>Tipp: %1. Bei bestem Spiel beider Seiten endest du %2.</translation>
    </message>
    <message>
        <source>Hint: %1, value %2 (seeds ahead at the end with best play).</source>
        <extracomment>The hint in numbers: %1 a decision (&quot;c&quot;), %2 its value (&quot;+3&quot;, &quot;-1.5&quot;, &quot;exact +8&quot;) in seeds for the side to move</extracomment>
        <translation>Tipp: %1, Wert %2 (Samen Vorsprung am Ende bei bestem Spiel).</translation>
    </message>
</context>
<context>
    <name>mancala::app::LessonModel</name>
    <message>
        <source>Some lessons in %1 could not be used and are left out:
%2</source>
        <extracomment>At the start: lesson files of the teacher&apos;s folder that could not be used; %1 the folder, %2 the problems</extracomment>
        <translation>Einige Lektionen in %1 konnten nicht verwendet werden und sind weggelassen:
%2</translation>
    </message>
</context>
<context>
    <name>mancala::app::LessonSession</name>
    <message>
        <source>Find the move that shows it, and play it.</source>
        <extracomment>Lessons: what the learner is asked to do</extracomment>
        <translation>Finde den Zug, der es zeigt, und spiele ihn.</translation>
    </message>
    <message>
        <source>Right. The move goes on: make the next decision.</source>
        <translation>Richtig. Der Zug geht weiter: Triff die nächste Entscheidung.</translation>
    </message>
    <message>
        <source>That is the move. Step through it to see %1 happen.</source>
        <extracomment>Lessons: the lesson&apos;s move was made; %1 the rule ids it shows</extracomment>
        <translation>Das ist der Zug. Geh ihn Schritt für Schritt durch, um %1 zu sehen.</translation>
    </message>
    <message>
        <source>%1 does not show %2.</source>
        <extracomment>Lessons: a wrong move; %1 the move, %2 the rule ids of the lesson</extracomment>
        <translation>%1 zeigt %2 nicht.</translation>
    </message>
    <message>
        <source>%1 uses %2, but not %3.</source>
        <extracomment>Lessons: a wrong move; %1 the move, %2 the rules it used, %3 the rule ids of the lesson</extracomment>
        <translation>%1 nutzt %2, aber nicht %3.</translation>
    </message>
    <message>
        <source>It has been taken back: try again.</source>
        <extracomment>Lessons: after a wrong move</extracomment>
        <translation>Der Zug wurde zurückgenommen: Versuch es noch einmal.</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <extracomment>Lessons: a hint after two wrong moves; %1 the lesson&apos;s move</extracomment>
        <translation>Tipp: Spiele %1.</translation>
    </message>
    <message>
        <source>That is the move. Step through it to see the rule at work.</source>
        <extracomment>Lessons: the lesson&apos;s move was made (the rule numbers hidden)</extracomment>
        <translation>Das ist der Zug. Geh ihn Schritt für Schritt durch, um die Regel zu sehen.</translation>
    </message>
    <message>
        <source>%1 does not show this lesson&apos;s rule.</source>
        <extracomment>Lessons: a wrong move (the rule numbers hidden); %1 the move</extracomment>
        <translation>%1 zeigt die Regel dieser Lektion nicht.</translation>
    </message>
</context>
<context>
    <name>mancala::app::MoveListModel</name>
    <message>
        <source>Round %1</source>
        <extracomment>Move list: the line before the first turn of a round; %1 the round number</extracomment>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>mancala::app::Narrator</name>
    <message>
        <source>South</source>
        <extracomment>A side of the board (the player at the bottom)</extracomment>
        <translation>Süd</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>%1&apos;s tally</source>
        <extracomment>%1 is a player&apos;s name; a tally holds captured seeds (Enkeshui)</extracomment>
        <translation>Beutefach von %1</translation>
    </message>
    <message>
        <source>%1&apos;s store</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>Speicher von %1</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s ekwarna: its seeds now count for %2, and the move ends (%3).</source>
        <extracomment>M3: an ekwarna is a captured hole; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>%1 wird Ekwarna von %2: Ihre Samen zählen jetzt für %2, und der Zug endet (%3).</translation>
    </message>
    <message>
        <source>%1, a four that was left, has grown to five: it becomes a Jen, never captured as a four (%2).</source>
        <extracomment>W4: a Jen; %1 a hole, %2 the rule id</extracomment>
        <translation>%1, ein liegen gelassener Vierer, ist auf fünf gewachsen: Er wird ein Jen und nie mehr als Vierer geschlagen (%2).</translation>
    </message>
    <message>
        <source>%1 holds four: %2 may take the four or leave them (%3).</source>
        <extracomment>W4 (captures are claimed); %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>%1 enthält vier: %2 darf den Vierer nehmen oder liegen lassen (%3).</translation>
    </message>
    <message>
        <source>%1 takes the four of %2 (%3).</source>
        <extracomment>W4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 nimmt den Vierer aus %2 (%3).</translation>
    </message>
    <message>
        <source>%1 leaves the four in %2: if a seed falls in, it becomes a Jen (%3).</source>
        <extracomment>W4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 lässt den Vierer in %2 liegen: Fällt ein Samen hinein, wird er ein Jen (%3).</translation>
    </message>
    <message>
        <source>After eating, %1 goes on: the move continues from %2 (%3).</source>
        <extracomment>M5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Nach dem Fressen macht %1 weiter: Der Zug geht von %2 aus weiter (%3).</translation>
    </message>
    <message>
        <source>The first lap reached every hole of the opponent&apos;s row: %1 sows the remaining laps %2 (%3).</source>
        <extracomment>E7; %1 a player, %2 clockwise or counter-clockwise, %3 the rule id</extracomment>
        <translation>Der erste Umlauf hat jede Mulde der gegnerischen Reihe erreicht: %1 sät die übrigen Umläufe %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>Special move: %1 rearranges their row; %2 now holds %n seed(s) (%3).</source>
        <extracomment>E8 special move; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Sonderzug: %1 ordnet die eigene Reihe neu; %2 enthält jetzt %n Samen (%3).</numerusform>
            <numerusform>Sonderzug: %1 ordnet die eigene Reihe neu; %2 enthält jetzt %n Samen (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chooses a hole for the race, hidden from the opponent (%2).</source>
        <extracomment>W2/E2; %1 a player, %2 the rule id</extracomment>
        <translation>%1 wählt eine Mulde für den Wettlauf, verborgen vor dem Gegner (%2).</translation>
    </message>
    <message>
        <source>Both laps ended on the same tick: the lot gives the race to %1, who moves first (%2).</source>
        <extracomment>W2/E2; %1 a player, %2 the rule id</extracomment>
        <translation>Beide Umläufe endeten im selben Takt: Das Los gibt den Wettlauf %1, und %1 beginnt (%2).</translation>
    </message>
    <message>
        <source>%1&apos;s sowing ended first: %1 wins the race and makes the first move (%2).</source>
        <extracomment>W2/E2; %1 a player, %2 the rule id</extracomment>
        <translation>Die Saat von %1 endete zuerst: %1 gewinnt den Wettlauf und macht den ersten Zug (%2).</translation>
    </message>
    <message>
        <source>A lot is drawn: %1 wins it (%2).</source>
        <extracomment>M9, W2, W6; %1 a player, %2 the rule id</extracomment>
        <translation>Es wird gelost: %1 gewinnt das Los (%2).</translation>
    </message>
    <message>
        <source>The last seed fell into %1&apos;s own store: %1 moves again (%2).</source>
        <extracomment>K3; %1 a player, %2 the rule id</extracomment>
        <translation>Der letzte Samen fiel in den eigenen Speicher von %1: %1 ist noch einmal am Zug (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Round %n is over; %1 has won it (%2).</source>
        <extracomment>M8/W5; %n a round number, %1 a player, %2 the rule id</extracomment>
        <translation>
            <numerusform>Runde %n ist vorbei; %1 hat sie gewonnen (%2).</numerusform>
            <numerusform>Runde %n ist vorbei; %1 hat sie gewonnen (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is now %2&apos;s (%3).</source>
        <extracomment>M10/W7; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>%1 gehört jetzt %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 goes to %2 and is filled with %n seed(s) (%3).</source>
        <extracomment>M9/W6; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 geht an %2 und wird mit %n Samen gefüllt (%3).</numerusform>
            <numerusform>%1 geht an %2 und wird mit %n Samen gefüllt (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %n begins: %1 moves first (%2).</source>
        <extracomment>M9/W6; %n a round number, %1 a player, %2 the rule id</extracomment>
        <translation>
            <numerusform>Runde %n beginnt: %1 zieht zuerst (%2).</numerusform>
            <numerusform>Runde %n beginnt: %1 zieht zuerst (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Something happens (%1).</source>
        <translation>Etwas geschieht (%1).</translation>
    </message>
    <message>
        <source>%1 drops a seed into the walda %2: a walda is sown into and keeps its seeds (%3).</source>
        <extracomment>Q7; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 legt einen Samen in die Walda %2: In eine Walda wird gesät, und sie behält ihre Samen (%3).</translation>
    </message>
    <message>
        <source>The last seed makes %1, a hole of %2&apos;s, hold exactly four (%3).</source>
        <extracomment>M3; %1 a hole, %2 its owner, %3 the rule id</extracomment>
        <translation>Der letzte Samen bringt %1, eine Mulde von %2, auf genau vier (%3).</translation>
    </message>
    <message>
        <source>The last seed falls into %2, %3&apos;s ekwarna: %1 eats from it (%4).</source>
        <extracomment>M5; %1 a player, %2 a hole, %3 the opponent, %4 the rule id</extracomment>
        <translation>Der letzte Samen fällt in %2, die Ekwarna von %3: %1 frisst daraus (%4).</translation>
    </message>
    <message>
        <source>The last seed falls into %1, the last hole %2 owns (%3).</source>
        <extracomment>M11; %1 a hole, %2 its owner, %3 the rule id</extracomment>
        <translation>Der letzte Samen fällt in %1, die letzte Mulde von %2 (%3).</translation>
    </message>
    <message>
        <source>Every choice here would go round for ever: the seed left in the hand stays in %1 (%2).</source>
        <extracomment>G1; %1 a hole, %2 the rule id</extracomment>
        <translation>Jede Wahl hier liefe endlos weiter: Der Samen in der Hand bleibt in %1 (%2).</translation>
    </message>
    <message>
        <source>%1 drops the last seed into %2 (%3).</source>
        <extracomment>%1 a player, %2 a store, %3 the rule id</extracomment>
        <translation>%1 legt den letzten Samen in %2 (%3).</translation>
    </message>
    <message>
        <source>%1 drops the last seed into %2, which was empty: the sowing ends there (%3).</source>
        <extracomment>%1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 legt den letzten Samen in %2, die leer war: Die Saat endet dort (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 drops the last seed into %2, which held %n seed(s) (%3).</source>
        <extracomment>%n the seeds the hole held, %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 legt den letzten Samen in %2, die %n Samen enthielt (%3).</numerusform>
            <numerusform>%1 legt den letzten Samen in %2, die %n Samen enthielt (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drops a seed into %2 (%3).</source>
        <extracomment>%1 a player, %2 a hole or store, %3 the rule id</extracomment>
        <translation>%1 legt einen Samen in %2 (%3).</translation>
    </message>
    <message>
        <source>%1 passes over the walda %2 without a seed: waldas are skipped in this game (%3).</source>
        <extracomment>Q7 house rule skip-waldas; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 geht ohne Samen über die Walda %2 hinweg: Waldas werden in diesem Spiel übersprungen (%3).</translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into an empty house of %1&apos;s: the %n seed(s) of %2 opposite go to %1&apos;s store (%3).</source>
        <extracomment>K4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Der letzte Samen fiel in eine leere Mulde von %1: Der %n Samen aus %2 gegenüber geht in den Speicher von %1 (%3).</numerusform>
            <numerusform>Der letzte Samen fiel in eine leere Mulde von %1: Die %n Samen aus %2 gegenüber gehen in den Speicher von %1 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed in %2 goes to %1&apos;s store with them (%3).</source>
        <extracomment>K4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Der letzte Samen in %2 geht mit ihnen in den Speicher von %1 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>The %n seed(s) of %2 opposite go to %1&apos;s store (%3).</source>
        <extracomment>K7; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Der %n Samen aus %2 gegenüber geht in den Speicher von %1 (%3).</numerusform>
            <numerusform>Die %n Samen aus %2 gegenüber gehen in den Speicher von %1 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty capture: the last seed in %2 goes to %1&apos;s store, even with the house opposite empty (%3).</source>
        <extracomment>K7 house rule; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Leerer Fang: Der letzte Samen in %2 geht in den Speicher von %1, obwohl die Mulde gegenüber leer ist (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%2 is %3&apos;s last hole: instead of becoming an ekwarna, its %n seed(s) go to %1&apos;s store and the hole stays %3&apos;s (%4).</source>
        <extracomment>M11; %1 a player, %2 a hole, %3 its owner, %4 the rule id</extracomment>
        <translation>
            <numerusform>%2 ist die letzte Mulde von %3: Statt Ekwarna zu werden, geht ihr %n Samen in den Speicher von %1, und die Mulde bleibt bei %3 (%4).</numerusform>
            <numerusform>%2 ist die letzte Mulde von %3: Statt Ekwarna zu werden, gehen ihre %n Samen in den Speicher von %1, und die Mulde bleibt bei %3 (%4).</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 holds exactly four: %1 captures them into their store (%3).</source>
        <extracomment>W3; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%2 enthält genau vier: %1 erbeutet sie in den eigenen Speicher (%3).</translation>
    </message>
    <message>
        <source>%2 holds four: %1 captures them, and %2 stays %3&apos;s, their last hole (%4, M11).</source>
        <extracomment>W8; %1 a player, %2 a hole, %3 its owner, %4 the rule id</extracomment>
        <translation>%2 enthält vier: %1 erbeutet sie, und %2 bleibt als letzte Mulde bei %3 (%4, M11).</translation>
    </message>
    <message>
        <source>%1 takes the last seed from %2 too (%3).</source>
        <extracomment>E5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 nimmt auch den letzten Samen aus %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 captures the %n seed(s) of %2 (%3).</source>
        <extracomment>%1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 erbeutet den %n Samen aus %2 (%3).</numerusform>
            <numerusform>%1 erbeutet die %n Samen aus %2 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The last two seeds fell into holes that held 2 and 3: %1 becomes %2&apos;s bull (%3).</source>
        <extracomment>E4 pair; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>Die letzten zwei Samen fielen in Mulden mit 2 und 3: %1 wird Stier von %2 (%3).</translation>
    </message>
    <message>
        <source>The last seed made %1 hold four: it becomes %2&apos;s bull; its seeds never leave it and the move ends (%3).</source>
        <extracomment>E4; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>Der letzte Samen bringt %1 auf vier: Die Mulde wird Stier von %2; ihre Samen verlassen sie nie mehr, und der Zug endet (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 eats from their last hole %2 as from an ekwarna: %n seed(s) go to their store (%3).</source>
        <extracomment>M11; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 frisst aus der eigenen letzten Mulde %2 wie aus einer Ekwarna: %n Samen geht in den eigenen Speicher (%3).</numerusform>
            <numerusform>%1 frisst aus der eigenen letzten Mulde %2 wie aus einer Ekwarna: %n Samen gehen in den eigenen Speicher (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into the Jen %2: %1 takes %n seed(s) to their store, and the move ends (%3).</source>
        <extracomment>W4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Der letzte Samen fiel in den Jen %2: %1 nimmt %n Samen in den eigenen Speicher, und der Zug endet (%3).</numerusform>
            <numerusform>Der letzte Samen fiel in den Jen %2: %1 nimmt %n Samen in den eigenen Speicher, und der Zug endet (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats: %n seed(s) of %2, the last seed and one more, go to their store (%3).</source>
        <extracomment>M5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 frisst: %n Samen aus %2, der letzte Samen und ein weiterer, geht in den eigenen Speicher (%3).</numerusform>
            <numerusform>%1 frisst: %n Samen aus %2, der letzte Samen und ein weiterer, gehen in den eigenen Speicher (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no hole to sow and passes (%2).</source>
        <extracomment>Q8; %1 a player, %2 the rule id</extracomment>
        <translation>%1 hat keine Mulde zum Säen und passt (%2).</translation>
    </message>
    <message>
        <source>%1 has seeds only in ekwarna, or none, and passes (%2).</source>
        <extracomment>M7; %1 a player, %2 the rule id</extracomment>
        <translation>%1 hat Samen nur in Ekwarnas oder gar keine und passt (%2).</translation>
    </message>
    <message>
        <source>Every sowing %1 could make would go round for ever: the turn passes (%2).</source>
        <extracomment>G1; %1 a player, %2 the rule id</extracomment>
        <translation>Jede Saat, die %1 machen könnte, liefe endlos weiter: Der Zug geht weiter (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1 owns every hole: the %n seed(s) of %2 go to %1 too (%3).</source>
        <extracomment>M10/W7; %1 a player, %2 a store, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 besitzt jede Mulde: Auch der %n Samen aus %2 geht an %1 (%3).</numerusform>
            <numerusform>%1 besitzt jede Mulde: Auch die %n Samen aus %2 gehen an %1 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A side has no seeds left: the %n seed(s) of %2 go to %1&apos;s store (%3).</source>
        <extracomment>K5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Eine Seite hat keine Samen mehr: Der %n Samen aus %2 geht in den Speicher von %1 (%3).</numerusform>
            <numerusform>Eine Seite hat keine Samen mehr: Die %n Samen aus %2 gehen in den Speicher von %1 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player to move has nothing to sow: %1 takes the %n seed(s) of %2 in their own row (%3).</source>
        <extracomment>E9; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Wer am Zug ist, hat nichts zu säen: %1 nimmt den %n Samen aus %2 in der eigenen Reihe (%3).</numerusform>
            <numerusform>Wer am Zug ist, hat nichts zu säen: %1 nimmt die %n Samen aus %2 in der eigenen Reihe (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player to move has no seeds: %1 captures the %n seed(s) left in %2 (%3).</source>
        <extracomment>W5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Wer am Zug ist, hat keine Samen: %1 erbeutet den %n Samen, der in %2 übrig ist (%3).</numerusform>
            <numerusform>Wer am Zug ist, hat keine Samen: %1 erbeutet die %n Samen, die in %2 übrig sind (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round is over: the %n seed(s) of %2 count for %1 (%3).</source>
        <extracomment>M8; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Die Runde ist vorbei: Der %n Samen aus %2 zählt für %1 (%3).</numerusform>
            <numerusform>Die Runde ist vorbei: Die %n Samen aus %2 zählen für %1 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: a draw (%1).</source>
        <extracomment>%1 the rule id</extracomment>
        <translation>Das Spiel ist zu Ende: unentschieden (%1).</translation>
    </message>
    <message numerus="yes">
        <source>The game is over: %1 wins by %n seed(s) (%2).</source>
        <extracomment>%1 the winner, %n the margin in seeds, %2 the rule id</extracomment>
        <translation>
            <numerusform>Das Spiel ist zu Ende: %1 gewinnt mit %n Samen Vorsprung (%2).</numerusform>
            <numerusform>Das Spiel ist zu Ende: %1 gewinnt mit %n Samen Vorsprung (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This move has %n step(s): step forward to see the first.</source>
        <extracomment>Teaching mode, before the first step of a move</extracomment>
        <translation>
            <numerusform>Dieser Zug hat %n Schritt: Geh vorwärts, um ihn zu sehen.</numerusform>
            <numerusform>Dieser Zug hat %n Schritte: Geh vorwärts, um den ersten zu sehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tick %n of the race: each hand drops one seed, %1&apos;s first (%2).</source>
        <extracomment>W2/E2; %n the tick number, %1 the player at the bottom (South), %2 the rule id</extracomment>
        <translation>
            <numerusform>Takt %n des Wettlaufs: Jede Hand legt einen Samen, die von %1 zuerst (%2).</numerusform>
            <numerusform>Takt %n des Wettlaufs: Jede Hand legt einen Samen, die von %1 zuerst (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2&apos;s opening: the players swap sides (%3).</source>
        <extracomment>K9 pie rule; %1 the player at the top (North), %2 the player at the bottom, %3 the rule id</extracomment>
        <translation>%1 übernimmt die Eröffnung von %2: Die Spieler tauschen die Seiten (%3).</translation>
    </message>
    <message>
        <source>Empty capture, in the source&apos;s words: the last seed in %2 goes to %1&apos;s store alone, and the seeds in %4 opposite stay (%3).</source>
        <extracomment>K7 empty-capture=last-seed; %1 a player, %2 a hole, %3 the rule id, %4 the house opposite</extracomment>
        <translation>Leerer Fang nach dem Wortlaut der Quelle: Der letzte Samen in %2 geht allein in den Speicher von %1, und die Samen in %4 gegenüber bleiben liegen (%3).</translation>
    </message>
    <message>
        <source>Empty capture, in the source&apos;s words: the last seed in %2 goes to %1&apos;s store alone (%3).</source>
        <extracomment>K7 empty-capture=last-seed; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Leerer Fang nach dem Wortlaut der Quelle: Der letzte Samen in %2 geht allein in den Speicher von %1 (%3).</translation>
    </message>
    <message>
        <source>Too many full moves without a seed won or a hole changing hands: the game is stopped and drawn (%1).</source>
        <extracomment>G2, quiet-end=draw; %1 the rule id</extracomment>
        <translation>Zu viele volle Züge, ohne dass ein Samen gewonnen wurde oder eine Mulde den Besitzer wechselte: Die Partie wird beendet und ist unentschieden (%1).</translation>
    </message>
    <message>
        <source>Too many full moves without a seed won or a hole changing hands: the game is stopped and scored as it stands.</source>
        <translation>Zu viele volle Züge, ohne dass ein Samen gewonnen wurde oder eine Mulde den Besitzer wechselte: Die Partie wird beendet und gewertet, wie sie steht.</translation>
    </message>
    <message numerus="yes">
        <source>Too many full moves without a seed won or a hole changing hands: round %n is over and each player takes the seeds in their own holes (%1).</source>
        <extracomment>G2 in Qelat Keren and Mewelad; %n a round number, %1 the rule id</extracomment>
        <translation>
            <numerusform>Zu viele volle Züge, ohne dass ein Samen gewonnen wurde oder eine Mulde den Besitzer wechselte: Runde %n ist vorbei, und jeder Spieler nimmt die Samen in seinen eigenen Mulden (%1).</numerusform>
            <numerusform>Zu viele volle Züge, ohne dass ein Samen gewonnen wurde oder eine Mulde den Besitzer wechselte: Runde %n ist vorbei, und jeder Spieler nimmt die Samen in seinen eigenen Mulden (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round ends at the quiet-move limit: %1 takes the %n seed(s) of %2, its ekwarna (%3).</source>
        <extracomment>G2 in Qelat Keren: the seeds of an ekwarna go to its captor; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Die Runde endet an der Grenze für ereignislose Züge: %1 nimmt den %n Samen aus %2, seiner Ekwarna (%3).</numerusform>
            <numerusform>Die Runde endet an der Grenze für ereignislose Züge: %1 nimmt die %n Samen aus %2, seiner Ekwarna (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round ends at the quiet-move limit: %1 takes the %n seed(s) of %2 (%3).</source>
        <extracomment>G2 in Qelat Keren and Mewelad: a hole&apos;s seeds go to its owner; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Die Runde endet an der Grenze für ereignislose Züge: %1 nimmt den %n Samen aus %2 (%3).</numerusform>
            <numerusform>Die Runde endet an der Grenze für ereignislose Züge: %1 nimmt die %n Samen aus %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends on a repeated round: the %n seed(s) of %2 go to %1, its owner (%3).</source>
        <extracomment>G3; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Die Partie endet mit einer wiederholten Runde: Der %n Samen aus %2 geht an %1, den Besitzer (%3).</numerusform>
            <numerusform>Die Partie endet mit einer wiederholten Runde: Die %n Samen aus %2 gehen an %1, den Besitzer (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>This round starts exactly as an earlier round did: the game is over, a draw, both players own as many holes (%1).</source>
        <extracomment>G3; %1 the rule id</extracomment>
        <translation>Diese Runde beginnt genau wie eine frühere: Die Partie ist vorbei, unentschieden, beide Spieler besitzen gleich viele Mulden (%1).</translation>
    </message>
    <message numerus="yes">
        <source>This round starts exactly as an earlier round did: the game is over and %1 wins, owning %n hole(s) more (%2).</source>
        <extracomment>G3; %1 the winner, %n how many more holes the winner owns, %2 the rule id</extracomment>
        <translation>
            <numerusform>Diese Runde beginnt genau wie eine frühere: Die Partie ist vorbei, und %1 gewinnt mit %n Mulde mehr (%2).</numerusform>
            <numerusform>Diese Runde beginnt genau wie eine frühere: Die Partie ist vorbei, und %1 gewinnt mit %n Mulden mehr (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s single seed crosses the end of the board into %2, %3&apos;s end hole (Q3): on the next move %3 may not sow it straight back (%4).</source>
        <extracomment>Q3 sends the seed across the end, Q10 bars it; %1 the mover, %2 the opponent&apos;s end hole, %3 the opponent, %4 the rule id</extracomment>
        <translation>Der einzelne Samen von %1 geht über das Ende des Bretts nach %2, der Endmulde von %3 (Q3): Im nächsten Zug darf %3 ihn nicht direkt zurücksäen (%4).</translation>
    </message>
    <message>
        <source>%1 drops the last seed into %2: the hand is empty, so the move ends (%3).</source>
        <extracomment>Q4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 legt den letzten Samen nach %2: Die Hand ist leer, also endet der Zug (%3).</translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into %4, which was empty, and %2 faces it: %1 takes the %n seed(s) of %2 (%3).</source>
        <extracomment>E5; %1 a player, %2 the hole captured, %3 the rule id, %4 the hole facing it where the last seed fell</extracomment>
        <translation>
            <numerusform>Der letzte Samen fiel in %4, die leer war, und %2 liegt gegenüber: %1 nimmt den %n Samen aus %2 (%3).</numerusform>
            <numerusform>Der letzte Samen fiel in %4, die leer war, und %2 liegt gegenüber: %1 nimmt die %n Samen aus %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next hole, %4, is empty and faces %2: %1 takes the %n seed(s) of %2 too (%3).</source>
        <extracomment>E5 walk; %1 a player, %2 the hole captured, %3 the rule id, %4 the empty hole facing it</extracomment>
        <translation>
            <numerusform>Die nächste Mulde, %4, ist leer und liegt %2 gegenüber: %1 nimmt auch den %n Samen aus %2 (%3).</numerusform>
            <numerusform>Die nächste Mulde, %4, ist leer und liegt %2 gegenüber: %1 nimmt auch die %n Samen aus %2 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed made %1 hold four. A walda can be made there, so %1 becomes %2&apos;s walda (%3, Q6).</source>
        <extracomment>Q5/Q6 (a walda can be made only in the six holes Q6 names); %1 a hole, %2 a player, %3 rule ids</extracomment>
        <translation>Der letzte Samen bringt %1 auf vier. Dort kann eine Walda entstehen, also wird %1 Walda von %2 (%3, Q6).</translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and keeps sowing %3, the way chosen (%4).</source>
        <extracomment>E7: the relay after the direction choice; %1 a player, %2 a hole, %3 a direction, %4 the rule id</extracomment>
        <translation>
            <numerusform>%1 nimmt den %n Samen aus %2 und sät %3 weiter, in die gewählte Richtung (%4).</numerusform>
            <numerusform>%1 nimmt die %n Samen aus %2 und sät %3 weiter, in die gewählte Richtung (%4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into a hole that had seeds: %1 picks up the %n seed(s) of %2 and keeps sowing %3 (%4).</source>
        <extracomment>relay sowing: the last seed fell into a hole with seeds, which are picked up and sown on; %1 a player, %2 a hole, %3 a direction, %4 the rule id</extracomment>
        <translation>
            <numerusform>Der letzte Samen fiel in eine Mulde mit Samen: %1 nimmt den %n Samen aus %2 und sät %3 weiter (%4).</numerusform>
            <numerusform>Der letzte Samen fiel in eine Mulde mit Samen: %1 nimmt die %n Samen aus %2 und sät %3 weiter (%4).</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed falls into %1&apos;s own ekwarna %2: no seeds are picked up, and the move ends (%3).</source>
        <extracomment>M4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Der letzte Samen fällt in die eigene Ekwarna %2 von %1: Es werden keine Samen aufgenommen, und der Zug endet (%3).</translation>
    </message>
    <message>
        <source>The last seed falls into %2, which was empty. %1 has picked up seeds to sow on, so nothing is captured and the move ends (%3, E6).</source>
        <extracomment>E6; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Der letzte Samen fällt in %2, die leer war. %1 hat schon Samen zum Weitersäen aufgenommen, also wird nichts erbeutet, und der Zug endet (%3, E6).</translation>
    </message>
    <message>
        <source>%1 passes over %2 without a seed: a player sows only into their own store (%3).</source>
        <extracomment>K2; %1 a player, %2 a store, %3 the rule id</extracomment>
        <translation>%1 geht ohne Samen über %2 hinweg: Jeder sät nur in den eigenen Speicher (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and sows %3, towards the nearer end of the board (Q2, Q3).</source>
        <extracomment>Q2/Q3; %1 a player, %2 a hole, %3 a direction</extracomment>
        <translation>
            <numerusform>%1 nimmt den %n Samen aus %2 und sät %3, zum näheren Ende des Bretts (Q2, Q3).</numerusform>
            <numerusform>%1 nimmt die %n Samen aus %2 und sät %3, zum näheren Ende des Bretts (Q2, Q3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2, the hole chosen for the race, and sows one seed a tick (%3).</source>
        <extracomment>race start; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 nimmt den %n Samen aus %2, der für den Wettlauf gewählten Mulde, und sät einen Samen pro Takt (%3).</numerusform>
            <numerusform>%1 nimmt die %n Samen aus %2, der für den Wettlauf gewählten Mulde, und sät einen Samen pro Takt (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and sows %3 (%4).</source>
        <extracomment>%1 a player, %2 a hole, %3 a direction, %4 rule ids</extracomment>
        <translation>
            <numerusform>%1 nimmt den %n Samen aus %2 und sät %3 (%4).</numerusform>
            <numerusform>%1 nimmt die %n Samen aus %2 und sät %3 (%4).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::app::NetworkPlay</name>
    <message>
        <source>Waiting for the other player to join.</source>
        <extracomment>Game across computers, host: the other player has not joined yet</extracomment>
        <translation>Warte darauf, dass der andere Spieler beitritt.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <extracomment>Game across computers, guest: connecting to the host</extracomment>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Go to the last move to play: to take back a move, ask the other player.</source>
        <extracomment>Game across computers: a click on an earlier position of the game</extracomment>
        <translation>Gehe zum letzten Zug, um zu spielen; um einen Zug zurückzunehmen, frage den anderen Spieler.</translation>
    </message>
    <message>
        <source>The board could not play %1.</source>
        <extracomment>Game across computers: the board and the game across computers disagree (a bug)</extracomment>
        <translation>Das Brett konnte %1 nicht spielen.</translation>
    </message>
    <message>
        <source>Choose your starting hole: %1 will not see it before choosing theirs.</source>
        <translation>Wähle dein Startloch: %1 sieht es erst, wenn beide gewählt haben.</translation>
    </message>
    <message>
        <source>Waiting for %1 to choose a starting hole.</source>
        <translation>Warte, bis %1 ein Startloch wählt.</translation>
    </message>
    <message>
        <source>Your move.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <source>%1&apos;s move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>You: %1</source>
        <extracomment>A chat line of a game across computers, this player&apos;s own</extracomment>
        <translation>Du: %1</translation>
    </message>
    <message>
        <source>Draw offered: waiting for %1&apos;s answer.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>Remis angeboten: warte auf die Antwort von %1.</translation>
    </message>
    <message>
        <source>Asked %1 to take back your move.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>%1 wurde gebeten, deinen Zug zurückzunehmen.</translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <extracomment>Game across computers, host: %1 is the guest&apos;s name</extracomment>
        <translation>%1 ist beigetreten.</translation>
    </message>
    <message>
        <source>%1 invites you to this game.</source>
        <extracomment>Game across computers, guest: %1 is the host&apos;s name; the rules are shown below</extracomment>
        <translation>%1 lädt dich zu diesem Spiel ein.</translation>
    </message>
    <message>
        <source>%1 does not take back the move.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>%1 nimmt den Zug nicht zurück.</translation>
    </message>
    <message>
        <source>%1 does not agree to a draw.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>%1 lehnt das Remis ab.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 hat aufgegeben.</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Du hast aufgegeben.</translation>
    </message>
    <message>
        <source>Drawn by agreement.</source>
        <translation>Remis nach Vereinbarung.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>Game across computers: the board says how it ended</extracomment>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The connection was lost (%1). The other player can join again with the same code.</source>
        <translation>Die Verbindung ist abgebrochen (%1). Der andere Spieler kann mit demselben Code wieder beitreten.</translation>
    </message>
    <message>
        <source>The connection was lost (%1). The game is kept: join again to go on.</source>
        <translation>Die Verbindung ist abgebrochen (%1). Das Spiel bleibt erhalten: tritt erneut bei, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>The connection was closed: %1</source>
        <extracomment>Game across computers: %1 is why (in English, from the network)</extracomment>
        <translation>Die Verbindung wurde geschlossen: %1</translation>
    </message>
    <message>
        <source>Rejoining: the moves played so far are coming in…</source>
        <extracomment>Game across computers, guest: a program started again receives the moves played so far</extracomment>
        <translation>Wieder dabei: Die bisher gespielten Züge kommen an…</translation>
    </message>
</context>
<context>
    <name>mancala::app::PositionEditor</name>
    <message>
        <source>walda</source>
        <extracomment>A hole&apos;s mark in the position editor (Qelat, Q5)</extracomment>
        <translation>Walda</translation>
    </message>
    <message>
        <source>ekwarna</source>
        <extracomment>A hole&apos;s mark in the position editor (Qelat Keren, M3)</extracomment>
        <translation>Ekwarna</translation>
    </message>
    <message>
        <source>bull</source>
        <extracomment>A hole&apos;s mark in the position editor (Enkeshui, E4)</extracomment>
        <translation>Stier</translation>
    </message>
    <message>
        <source>Jen</source>
        <extracomment>A hole&apos;s mark in the position editor (Mewelad, W4)</extracomment>
        <translation>Jen</translation>
    </message>
    <message>
        <source>four left</source>
        <extracomment>A hole&apos;s mark in the position editor (Mewelad, W4): a capture of four that was left</extracomment>
        <translation>liegen gelassener Vierer</translation>
    </message>
    <message>
        <source>no mark</source>
        <extracomment>A hole without a mark in the position editor</extracomment>
        <translation>keine Markierung</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A mark and its owner in the position editor&apos;s hole menu: &quot;walda (South)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n seed(s)</source>
        <extracomment>The seeds on the board and in the stores against the rule set&apos;s: &quot;46 of 48 seeds&quot;</extracomment>
        <translation>
            <numerusform>%1 von %n Samen</numerusform>
            <numerusform>%1 von %n Samen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) missing: the board and the stores hold every seed of the game.</source>
        <extracomment>The position editor: seeds are missing; %n how many</extracomment>
        <translation>
            <numerusform>%n Samen fehlt: Brett und Speicher enthalten alle Samen der Partie.</numerusform>
            <numerusform>%n Samen fehlen: Brett und Speicher enthalten alle Samen der Partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) too many: the board and the stores hold the game&apos;s seeds, no more.</source>
        <extracomment>The position editor: too many seeds; %n how many</extracomment>
        <translation>
            <numerusform>%n Samen zu viel: Brett und Speicher enthalten die Samen der Partie, nicht mehr.</numerusform>
            <numerusform>%n Samen zu viel: Brett und Speicher enthalten die Samen der Partie, nicht mehr.</numerusform>
        </translation>
    </message>
    <message>
        <source>A row without seeds ends the game (K5): give both rows seeds.</source>
        <extracomment>The position editor: a Kalah row is empty, so the game would be over (K5)</extracomment>
        <translation>Eine Reihe ohne Samen beendet die Partie (K5): Gib beiden Reihen Samen.</translation>
    </message>
    <message>
        <source>This position cannot be played: %1.</source>
        <extracomment>The position editor: %1 the rules engine&apos;s reason, in English</extracomment>
        <translation>Diese Stellung kann nicht gespielt werden: %1.</translation>
    </message>
    <message numerus="yes">
        <source>hole %1, %n seed(s)</source>
        <extracomment>Screen reader text of a hole in the position editor: &quot;hole c, 4 seeds&quot;</extracomment>
        <translation>
            <numerusform>Mulde %1, %n Samen</numerusform>
            <numerusform>Mulde %1, %n Samen</numerusform>
        </translation>
    </message>
    <message>
        <source>owned by %1</source>
        <extracomment>Screen reader text: a hole another player owns in this round; %1 South or North</extracomment>
        <translation>gehört %1</translation>
    </message>
</context>
<context>
    <name>mancala::app::PresetStore</name>
    <message>
        <source>&apos;%1&apos; is not a house rule of the form name=value</source>
        <extracomment>A preset in the settings file holds a house rule that is not name=value</extracomment>
        <translation>„%1“ ist keine Hausregel der Form Name=Wert</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Summary of a built-in preset: the rule set as its sources play it</extracomment>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <source>it has no name</source>
        <extracomment>A preset in the settings file has no name</extracomment>
        <translation>sie hat keinen Namen</translation>
    </message>
    <message>
        <source>the name is taken</source>
        <extracomment>A preset in the settings file has the name of another preset</extracomment>
        <translation>der Name ist vergeben</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <extracomment>One preset dropped from the settings file: %1 its name (or number), %2 why</extracomment>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>Give the preset a name.</source>
        <extracomment>Saving a preset without a name</extracomment>
        <translation>Gib der Voreinstellung einen Namen.</translation>
    </message>
    <message>
        <source>“%1” is the name of a rule set; choose another name.</source>
        <extracomment>Saving a preset under a rule set&apos;s name</extracomment>
        <translation>„%1“ ist der Name eines Regelwerks; wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>There is already a preset called “%1”.</source>
        <extracomment>Renaming a preset to the name of another</extracomment>
        <translation>Es gibt schon eine Voreinstellung namens „%1“.</translation>
    </message>
    <message>
        <source>There is no such preset.</source>
        <translation>Diese Voreinstellung gibt es nicht.</translation>
    </message>
    <message>
        <source>The standard rule sets cannot be renamed.</source>
        <extracomment>Renaming one of the five rule sets&apos; presets</extracomment>
        <translation>Die Standardregelwerke können nicht umbenannt werden.</translation>
    </message>
    <message>
        <source>it is not a settings file</source>
        <extracomment>Why the presets file could not be read entirely</extracomment>
        <translation>sie ist keine Einstellungsdatei</translation>
    </message>
    <message>
        <source>it has no version</source>
        <extracomment>Why the presets file could not be read entirely</extracomment>
        <translation>sie hat keine Version</translation>
    </message>
    <message>
        <source>a newer version of the game wrote it</source>
        <extracomment>Why the presets file could not be read entirely</extracomment>
        <translation>eine neuere Version des Spiels hat sie geschrieben</translation>
    </message>
    <message>
        <source>unknown key “%1”</source>
        <extracomment>A key of the presets file that the game does not know</extracomment>
        <translation>unbekannter Schlüssel „%1“</translation>
    </message>
    <message numerus="yes">
        <source>it holds %n of the presets it lists</source>
        <extracomment>The presets file holds another number of presets than it says: it was cut short</extracomment>
        <translation>
            <numerusform>sie enthält nur %n der Voreinstellungen, die sie aufführt</numerusform>
            <numerusform>sie enthält nur %n der Voreinstellungen, die sie aufführt</numerusform>
        </translation>
    </message>
    <message>
        <source>Some saved presets in %1 could not be read (%2); the file is left as it is.</source>
        <extracomment>The presets file could not be read entirely and could not be kept aside; %1 its path, %2 what was wrong</extracomment>
        <translation>Einige gespeicherte Voreinstellungen in %1 konnten nicht gelesen werden (%2); die Datei bleibt, wie sie ist.</translation>
    </message>
    <message numerus="yes">
        <source>Some saved presets could not be read (%1). The file was kept as %2; %n preset(s) could be read.</source>
        <extracomment>The presets file could not be read entirely; %1 what was wrong, %2 where the file was kept, %n presets read</extracomment>
        <translation>
            <numerusform>Einige gespeicherte Voreinstellungen konnten nicht gelesen werden (%1). Die Datei wurde als %2 aufbewahrt; %n Voreinstellung konnte gelesen werden.</numerusform>
            <numerusform>Einige gespeicherte Voreinstellungen konnten nicht gelesen werden (%1). Die Datei wurde als %2 aufbewahrt; %n Voreinstellungen konnten gelesen werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The presets could not be saved to %1.</source>
        <extracomment>Saving the presets failed; %1 the file</extracomment>
        <translation>Die Voreinstellungen konnten nicht in %1 gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>mancala::app::PuzzleSession</name>
    <message>
        <source>Solved %1 of %2, streak %3</source>
        <extracomment>Puzzles: the progress of a rule set; %1 puzzles solved, %2 puzzles in all, %3 right first tries in a row</extracomment>
        <translation>%1 von %2 gelöst, Serie %3</translation>
    </message>
    <message>
        <source>%1 to play and keep the value: find the best decision.</source>
        <extracomment>Puzzles: the task; %1 the side to move (its player&apos;s name, or South/North)</extracomment>
        <translation>%1 ist am Zug und hält den Wert: Finde die beste Entscheidung.</translation>
    </message>
    <message>
        <source>capture</source>
        <extracomment>Puzzles: the theme of a puzzle</extracomment>
        <translation>Schlagen</translation>
    </message>
    <message>
        <source>extra turn</source>
        <extracomment>Puzzles: the theme of a puzzle (a move that ends in the own store and plays again)</extracomment>
        <translation>Extrazug</translation>
    </message>
    <message>
        <source>chain</source>
        <extracomment>Puzzles: the theme of a puzzle (several moves or laps linked)</extracomment>
        <translation>Kette</translation>
    </message>
    <message>
        <source>race</source>
        <extracomment>Puzzles: the theme of a puzzle (the race of Mewelad and Enkeshui)</extracomment>
        <translation>Wettlauf</translation>
    </message>
    <message>
        <source>walda</source>
        <extracomment>Puzzles: the theme of a puzzle (Qelat&apos;s walda)</extracomment>
        <translation>Walda</translation>
    </message>
    <message>
        <source>bull</source>
        <extracomment>Puzzles: the theme of a puzzle (Enkeshui&apos;s bull)</extracomment>
        <translation>Stier</translation>
    </message>
    <message>
        <source>ekwarna</source>
        <extracomment>Puzzles: the theme of a puzzle (Mewelad&apos;s ekwarna)</extracomment>
        <translation>Ekwarna</translation>
    </message>
    <message>
        <source>last hole</source>
        <extracomment>Puzzles: the theme of a puzzle (the last hole of a row)</extracomment>
        <translation>letztes Loch</translation>
    </message>
    <message>
        <source>quiet move</source>
        <extracomment>Puzzles: the theme of a puzzle (a quiet move: no capture, no extra turn, yet the only good one)</extracomment>
        <translation>ruhiger Zug</translation>
    </message>
    <message>
        <source>defence</source>
        <extracomment>Puzzles: the theme of a puzzle (the only decision that leaves the other side no capture or mark)</extracomment>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>endgame</source>
        <extracomment>Puzzles: the theme of a puzzle (the end of the game)</extracomment>
        <translation>Endspiel</translation>
    </message>
    <message>
        <source>proven by the solver</source>
        <extracomment>Puzzles: how the values were found</extracomment>
        <translation>vom Löser bewiesen</translation>
    </message>
    <message>
        <source>by the search to depth %1</source>
        <translation>von der Suche bis Tiefe %1</translation>
    </message>
    <message>
        <source>Right. The turn goes on: make its next decision.</source>
        <extracomment>Puzzles: the decision was right and the answer&apos;s turn needs another</extracomment>
        <translation>Richtig. Der Zug geht weiter: Triff seine nächste Entscheidung.</translation>
    </message>
    <message>
        <source>Correct: %1 keeps the value, %2 (%3).</source>
        <extracomment>Puzzles: the right answer; %1 the decision, %2 its value (&quot;3 seeds ahead&quot;), %3 how it was found</extracomment>
        <translation>Richtig: %1 hält den Wert, %2 (%3).</translation>
    </message>
    <message>
        <source>The line: %1.</source>
        <extracomment>Puzzles: the best line after the right answer; %1 its decisions</extracomment>
        <translation>Die Folge: %1.</translation>
    </message>
    <message>
        <source>%1 is not the answer; the position is back. Working out what it gives away…</source>
        <extracomment>Puzzles: a wrong answer, while it is valued; %1 the decision tried</extracomment>
        <translation>%1 ist nicht die Lösung; die Stellung ist zurück. Es wird berechnet, was der Zug verschenkt…</translation>
    </message>
    <message>
        <source>That is not the answer. Try again.</source>
        <extracomment>Puzzles: a wrong answer whose value could not be worked out</extracomment>
        <translation>Das ist nicht die Lösung. Versuche es noch einmal.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gives away %n seed(s).</source>
        <extracomment>Puzzles: a wrong answer valued; %1 the decision tried, %n the seeds of value it loses</extracomment>
        <translation>
            <numerusform>%1 verschenkt %n Samen.</numerusform>
            <numerusform>%1 verschenkt %n Samen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps the value too, but the puzzle asks for another decision.</source>
        <extracomment>Puzzles: a decision as good as the answer (by the search): %1 the decision</extracomment>
        <translation>%1 hält den Wert auch, aber das Rätsel fragt nach einer anderen Entscheidung.</translation>
    </message>
    <message>
        <source>The line that answers it: %1 (%2).</source>
        <extracomment>Puzzles: the line that answers a wrong try; %1 its decisions, %2 how it was found</extracomment>
        <translation>Die Folge, die ihn widerlegt: %1 (%2).</translation>
    </message>
    <message>
        <source>Try again.</source>
        <extracomment>Puzzles: after a wrong answer</extracomment>
        <translation>Versuche es noch einmal.</translation>
    </message>
    <message>
        <source>Hint: the hole to play is marked on the board.</source>
        <extracomment>Puzzles: the hint after a wrong try</extracomment>
        <translation>Tipp: Das Loch, das zu spielen ist, ist auf dem Brett markiert.</translation>
    </message>
    <message>
        <source>The answer: %1, value %2 (%3). The line: %4. Teaching mode tells each step; Next decision plays the line on.</source>
        <extracomment>Puzzles: the answer shown; %1 the decision, %2 its value, %3 how it was found, %4 the line</extracomment>
        <translation>Die Lösung: %1, Wert %2 (%3). Die Folge: %4. Der Lehrmodus erklärt jeden Schritt; „Nächste Entscheidung“ spielt die Folge weiter.</translation>
    </message>
</context>
<context>
    <name>mancala::app::ReadAloud</name>
    <message>
        <source>No speech engine is installed: the narration stays on the screen.</source>
        <extracomment>Read aloud is on but no speech engine (flite, speech-dispatcher) is installed</extracomment>
        <translation>Es ist keine Sprachausgabe installiert: die Erzählung bleibt auf dem Bildschirm.</translation>
    </message>
    <message>
        <source>No voice speaks %1 on this computer: the narration stays on the screen.</source>
        <extracomment>Read aloud is on but no voice speaks the language in use; %1 is the language&apos;s own name (ትግርኛ, Kiswahili)</extracomment>
        <translation>Keine Stimme spricht %1 auf diesem Rechner: die Erzählung bleibt auf dem Bildschirm.</translation>
    </message>
    <message>
        <source>The voice does not speak on this computer (no sound device?): the narration stays on the screen.</source>
        <extracomment>Read aloud is on, a voice was chosen, but the engine could not say a sentence (no sound device, say)</extracomment>
        <translation>Die Stimme spricht auf diesem Rechner nicht (kein Tongerät?): die Erzählung bleibt auf dem Bildschirm.</translation>
    </message>
</context>
<context>
    <name>mancala::app::RecordDocument</name>
    <message>
        <source>The game could not be set up.</source>
        <translation>Das Spiel konnte nicht aufgebaut werden.</translation>
    </message>
    <message>
        <source>The comment was cut to %1 bytes, the most a record keeps for one turn.</source>
        <extracomment>A comment longer than a record can hold was cut; %1 the most bytes kept</extracomment>
        <translation>Der Kommentar wurde auf %1 Bytes gekürzt; mehr nimmt eine Partie für einen Zug nicht auf.</translation>
    </message>
</context>
<context>
    <name>mancala::app::RecordImportExport</name>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 a file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <extracomment>%1 a file name</extracomment>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message>
        <source>The game record is on the clipboard.</source>
        <translation>Die Partie liegt in der Zwischenablage.</translation>
    </message>
    <message>
        <source>The position is on the clipboard.</source>
        <translation>Die Stellung liegt in der Zwischenablage.</translation>
    </message>
    <message>
        <source>This is not a game record: a record starts with tags such as [Variant &quot;kalah&quot;] or with numbered moves such as 1. c-f A.</source>
        <extracomment>A text that is neither a game record nor a position was imported or pasted</extracomment>
        <translation>Das ist keine Partie: Eine Partie beginnt mit Tags wie [Variant &quot;kalah&quot;] oder mit nummerierten Zügen wie 1. c-f A.</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <extracomment>%1 a file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: it is not read as a game record.</source>
        <extracomment>%1 a file name, %2 the largest size read, in MB</extracomment>
        <translation>%1 ist größer als %2 MB: Die Datei wird nicht als Partie gelesen.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>The players of a game in the list of a record file&apos;s games; %1 South, %2 North (&quot;?&quot; unknown)</extracomment>
        <translation>%1 gegen %2</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <extracomment>How long a game of a record file is, in the list of its games</extracomment>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <source>This is not a position string: %1</source>
        <extracomment>%1 why the text is not a position of the rules being played</extracomment>
        <translation>Das ist keine Stellungsangabe: %1</translation>
    </message>
    <message>
        <source>%1, %2 holes a row</source>
        <extracomment>A rule set with a row length of its own: %1 its name, %2 the holes a row</extracomment>
        <translation>%1, %2 Mulden je Reihe</translation>
    </message>
    <message>
        <source>The position is read as %1.</source>
        <extracomment>After a position string is pasted: %1 the rule set it is played with</extracomment>
        <translation>Die Stellung wird als %1 gelesen.</translation>
    </message>
    <message>
        <source>%1 Nothing was added: the file is left as it was.</source>
        <extracomment>Add to file: the file does not read as game records; %1 why (it names the file)</extracomment>
        <translation>%1 Es wurde nichts hinzugefügt: Die Datei bleibt, wie sie war.</translation>
    </message>
    <message>
        <source>Added to %1 as game %2.</source>
        <extracomment>Add to file: %1 the file&apos;s name, %2 the number the game has in it</extracomment>
        <translation>Als Partie %2 zu %1 hinzugefügt.</translation>
    </message>
</context>
<context>
    <name>mancala::app::VariantCatalog</name>
    <message>
        <source>Kalah</source>
        <extracomment>Rule set name</extracomment>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>Qelat (Beni Amir &amp; Mensa)</source>
        <extracomment>Rule set name: Qelat as the Beni Amir and Mensa play it</extracomment>
        <translation>Qelat (Beni Amir &amp; Mensa)</translation>
    </message>
    <message>
        <source>Qelat (Keren)</source>
        <extracomment>Rule set name: Qelat as played in Keren (Magazeb II)</extracomment>
        <translation>Qelat (Keren)</translation>
    </message>
    <message>
        <source>Mewelad (Gabata)</source>
        <extracomment>Rule set name: Mewelad, also called Gabata</extracomment>
        <translation>Mewelad (Gabata)</translation>
    </message>
    <message>
        <source>Enkeshui</source>
        <extracomment>Rule set name</extracomment>
        <translation>Enkeshui</translation>
    </message>
    <message>
        <source>Six houses and a store each: end in your store to move again, in an empty house to capture.</source>
        <extracomment>One-line description of Kalah in the picker</extracomment>
        <translation>Sechs Mulden und ein Speicher je Spieler: Endest du im Speicher, ziehst du noch einmal; in einer leeren Mulde fängst du.</translation>
    </message>
    <message>
        <source>Single laps towards the nearer end; make a hole four to claim it as your walda.</source>
        <extracomment>One-line description of Qelat (Beni Amir &amp; Mensa) in the picker</extracomment>
        <translation>Einfache Umläufe zum näheren Ende; bringe eine Mulde auf vier, um sie als Walda zu gewinnen.</translation>
    </message>
    <message>
        <source>Relay sowing; make an opponent&apos;s hole four to win an ekwarna, eat from theirs; played in rounds.</source>
        <extracomment>One-line description of Qelat (Keren) in the picker</extracomment>
        <translation>Staffelsäen; bringe eine gegnerische Mulde auf vier, um eine Ekwarna zu gewinnen, und friss aus den gegnerischen; in Runden gespielt.</translation>
    </message>
    <message>
        <source>A racing start, relay sowing, every four captured; rounds until one player owns every hole.</source>
        <extracomment>One-line description of Mewelad in the picker</extracomment>
        <translation>Wettlaufstart, Staffelsäen, jeder Vierer wird geschlagen; Runden, bis einem Spieler alle Mulden gehören.</translation>
    </message>
    <message>
        <source>The Maasai game on long boards: relay sowing, bulls of four, captures along your row.</source>
        <extracomment>One-line description of Enkeshui in the picker</extracomment>
        <translation>Das Spiel der Massai auf langen Brettern: Staffelsäen, Stiere aus vier, Fänge entlang der eigenen Reihe.</translation>
    </message>
    <message>
        <source>United States, 1940; played world-wide</source>
        <extracomment>Where Kalah comes from</extracomment>
        <translation>Vereinigte Staaten, 1940; weltweit gespielt</translation>
    </message>
    <message>
        <source>Eritrea: Beni Amir and Mensa</source>
        <extracomment>Where this Qelat is played</extracomment>
        <translation>Eritrea: Beni Amir und Mensa</translation>
    </message>
    <message>
        <source>Eritrea: Keren</source>
        <extracomment>Where this Qelat is played</extracomment>
        <translation>Eritrea: Keren</translation>
    </message>
    <message>
        <source>Eritrea</source>
        <extracomment>Where Mewelad is played</extracomment>
        <translation>Eritrea</translation>
    </message>
    <message>
        <source>Maasai of Kenya and Tanzania</source>
        <extracomment>Where Enkeshui is played</extracomment>
        <translation>Massai in Kenia und Tansania</translation>
    </message>
    <message>
        <source>W. J. Champion Jr., 1940, after the encyclopedia article (Wikipedia) with its three variations</source>
        <extracomment>Source of the Kalah rules</extracomment>
        <translation>W. J. Champion Jr., 1940, nach dem Enzyklopädieartikel (Wikipedia) mit seinen drei Varianten</translation>
    </message>
    <message>
        <source>R. Pankhurst, Ethiopia Observer 14(3), 1971, Qelat II (game 11), after Wikimanqala (R. Gering)</source>
        <extracomment>Source of the Qelat (Beni Amir &amp; Mensa) rules</extracomment>
        <translation>R. Pankhurst, Ethiopia Observer 14(3), 1971, Qelat II (Spiel 11), nach Wikimanqala (R. Gering)</translation>
    </message>
    <message>
        <source>R. Pankhurst 1971: 167-168, 171, Digital Ludeme Project evidence 1168 and 1299</source>
        <extracomment>Source of the Qelat (Keren) rules</extracomment>
        <translation>R. Pankhurst 1971: 167–168, 171, Digital Ludeme Project, Belege 1168 und 1299</translation>
    </message>
    <message>
        <source>R. Pankhurst 1971: 168, Digital Ludeme Project (Ludii portal)</source>
        <extracomment>Source of the Mewelad rules</extracomment>
        <translation>R. Pankhurst 1971: 168, Digital Ludeme Project (Ludii-Portal)</translation>
    </message>
    <message>
        <source>Encyclopedia article on Enkeshui (Engesho): boards, 48 seeds, setups, race, bulls</source>
        <extracomment>Source of the Enkeshui rules</extracomment>
        <translation>Enzyklopädieartikel über Enkeshui (Engesho): Bretter, 48 Samen, Aufstellungen, Wettlauf, Stiere</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>House rule title: holes in each row</extracomment>
        <translation>Mulden pro Reihe</translation>
    </message>
    <message>
        <source>Houses in each player&apos;s row; the source plays six.</source>
        <extracomment>What the houses option changes in Kalah (K1)</extracomment>
        <translation>Mulden in der Reihe jedes Spielers; die Quelle spielt mit sechs.</translation>
    </message>
    <message>
        <source>The sources play 2x8, 2x10 and 2x12; other even sizes take a uniform or drawn layout.</source>
        <extracomment>What the houses option changes in Enkeshui (E10)</extracomment>
        <translation>Die Quellen spielen 2×8, 2×10 und 2×12; andere gerade Größen brauchen eine gleichmäßige oder gezeichnete Aufstellung.</translation>
    </message>
    <message>
        <source>Holes in each player&apos;s row; the sources play six.</source>
        <extracomment>What the houses option changes in the Eritrean games</extracomment>
        <translation>Mulden in der Reihe jedes Spielers; die Quellen spielen mit sechs.</translation>
    </message>
    <message>
        <source>Seeds per hole</source>
        <extracomment>House rule title: seeds in every hole at the start</extracomment>
        <translation>Samen pro Mulde</translation>
    </message>
    <message>
        <source>Seeds in every house at the start: the source gives 3 as the rule and 4 as common.</source>
        <extracomment>What the seeds option changes in Kalah (K1)</extracomment>
        <translation>Samen in jeder Mulde zu Beginn: Die Quelle nennt 3 als Regel und 4 als üblich.</translation>
    </message>
    <message>
        <source>Seeds in every hole at the start of a uniform layout.</source>
        <extracomment>What the seeds option changes</extracomment>
        <translation>Samen in jeder Mulde zu Beginn einer gleichmäßigen Aufstellung.</translation>
    </message>
    <message>
        <source>Layout</source>
        <extracomment>House rule title: how the seeds are set out at the start</extracomment>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>How the seeds are set out at the start.</source>
        <extracomment>What the layout option changes</extracomment>
        <translation>Wie die Samen zu Beginn verteilt sind.</translation>
    </message>
    <message>
        <source>Clockwise sowing</source>
        <extracomment>House rule title (K6)</extracomment>
        <translation>Säen im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Seeds are sown clockwise instead of counter-clockwise.</source>
        <extracomment>What the clockwise house rule changes (K6)</extracomment>
        <translation>Gesät wird im Uhrzeigersinn statt gegen den Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>Empty capture</source>
        <extracomment>House rule title (K7)</extracomment>
        <translation>Leerer Fang</translation>
    </message>
    <message>
        <source>Count the seeds left</source>
        <extracomment>House rule title (K8)</extracomment>
        <translation>Restliche Samen zählen</translation>
    </message>
    <message>
        <source>When the game ends, the seeds left in a player&apos;s houses go to their store; off, they are not counted.</source>
        <extracomment>What the count-remaining house rule changes (K8)</extracomment>
        <translation>Am Spielende gehen die Samen in den Mulden eines Spielers in seinen Speicher; ausgeschaltet zählen sie nicht.</translation>
    </message>
    <message>
        <source>Pie rule</source>
        <extracomment>House rule title (K9): the pie rule</extracomment>
        <translation>Tauschregel</translation>
    </message>
    <message>
        <source>After South&apos;s first move, North may swap sides instead of moving.</source>
        <extracomment>What the pie house rule changes (K9)</extracomment>
        <translation>Nach dem ersten Zug von Süd darf Nord die Seiten tauschen, statt zu ziehen.</translation>
    </message>
    <message>
        <source>Walda holes</source>
        <extracomment>House rule title (Q6)</extracomment>
        <translation>Walda-Mulden</translation>
    </message>
    <message>
        <source>Which holes can become waldas: six (your end holes and the two outermost at each end of the opponent&apos;s row) or the four corners only.</source>
        <extracomment>What the walda-holes house rule changes (Q6)</extracomment>
        <translation>Welche Mulden Waldas werden können: sechs (deine Endmulden und die zwei äußersten an jedem Ende der gegnerischen Reihe) oder nur die vier Ecken.</translation>
    </message>
    <message>
        <source>Skip waldas</source>
        <extracomment>House rule title (Q7)</extracomment>
        <translation>Waldas überspringen</translation>
    </message>
    <message>
        <source>Sowing passes over waldas instead of dropping seeds into them.</source>
        <extracomment>What the skip-waldas house rule changes (Q7)</extracomment>
        <translation>Beim Säen werden Waldas übersprungen, statt Samen hineinzulegen.</translation>
    </message>
    <message>
        <source>No sowing straight back</source>
        <extracomment>House rule title (Q10)</extracomment>
        <translation>Nicht sofort zurücksäen</translation>
    </message>
    <message>
        <source>A single seed sown across the end of the board into the opponent&apos;s end hole may not be sown straight back on the next move.</source>
        <extracomment>What the anti-repetition house rule changes (Q10)</extracomment>
        <translation>Ein einzelner Samen, der über das Brettende in die gegnerische Endmulde gesät wurde, darf im nächsten Zug nicht sofort zurückgesät werden.</translation>
    </message>
    <message>
        <source>Racing start</source>
        <extracomment>House rule title (W2, E2)</extracomment>
        <translation>Wettlaufstart</translation>
    </message>
    <message>
        <source>Both players choose a hole in secret and sow at once; the first whose lap ends in an empty hole moves first. Off: South starts.</source>
        <extracomment>What the race house rule changes in Mewelad (W2)</extracomment>
        <translation>Beide Spieler wählen geheim eine Mulde und säen gleichzeitig; wessen Umlauf zuerst in einer leeren Mulde endet, beginnt. Aus: Süd beginnt.</translation>
    </message>
    <message>
        <source>Both players choose a hole in secret and sow at once, without captures or bulls, to decide who starts. Off: South starts.</source>
        <extracomment>What the race house rule changes in Enkeshui (E2)</extracomment>
        <translation>Beide Spieler wählen geheim eine Mulde und säen gleichzeitig, ohne Fänge und Stiere, um zu entscheiden, wer beginnt. Aus: Süd beginnt.</translation>
    </message>
    <message>
        <source>Captures are claimed (Jen)</source>
        <extracomment>House rule title (W4): captures are claimed</extracomment>
        <translation>Fänge werden beansprucht (Jen)</translation>
    </message>
    <message>
        <source>Each four is offered as take or leave; a four left alone that grows to five becomes a Jen.</source>
        <extracomment>What the claimed-captures house rule changes (W4)</extracomment>
        <translation>Jeder Vierer wird zum Nehmen oder Liegenlassen angeboten; ein liegen gelassener Vierer, der auf fünf wächst, wird ein Jen.</translation>
    </message>
    <message>
        <source>Special move</source>
        <extracomment>House rule title (E8)</extracomment>
        <translation>Sonderzug</translation>
    </message>
    <message>
        <source>Once per game a player may take the seeds of two of their holes and place them freely in their own holes.</source>
        <extracomment>What the special-move house rule changes (E8)</extracomment>
        <translation>Einmal pro Spiel darf ein Spieler die Samen aus zwei seiner Mulden nehmen und frei auf seine Mulden verteilen.</translation>
    </message>
    <message>
        <source>Quiet move limit</source>
        <extracomment>House rule title (G2)</extracomment>
        <translation>Grenze für ereignislose Züge</translation>
    </message>
    <message>
        <source>Layout A</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>Aufstellung A</translation>
    </message>
    <message>
        <source>Six holes of 4 in each row, the two empty holes at opposite ends.</source>
        <extracomment>Enkeshui layout A on 2x8 (E1)</extracomment>
        <translation>Sechs Mulden mit je 4 in jeder Reihe, die zwei leeren Mulden an entgegengesetzten Enden.</translation>
    </message>
    <message>
        <source>Layout B</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>Aufstellung B</translation>
    </message>
    <message>
        <source>The mirror of A: the empty holes at the other ends.</source>
        <extracomment>Enkeshui layout B on 2x8 (E1)</extracomment>
        <translation>Das Spiegelbild von A: die leeren Mulden an den anderen Enden.</translation>
    </message>
    <message>
        <source>2x10 layout</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>Aufstellung 2×10</translation>
    </message>
    <message>
        <source>Six holes of 4 in each row, point-symmetric (our reading: no source gives one).</source>
        <extracomment>Enkeshui layout on 2x10 (E1); no source gives one</extracomment>
        <translation>Sechs Mulden mit je 4 in jeder Reihe, punktsymmetrisch (unsere Lesart: keine Quelle nennt eine).</translation>
    </message>
    <message>
        <source>2x12 layout</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>Aufstellung 2×12</translation>
    </message>
    <message>
        <source>Three seeds in two holes of every three.</source>
        <extracomment>Enkeshui layout on 2x12 (E1)</extracomment>
        <translation>Drei Samen in zwei von je drei Mulden.</translation>
    </message>
    <message>
        <source>Uniform</source>
        <extracomment>Layout name: the same count in every hole</extracomment>
        <translation>Gleichmäßig</translation>
    </message>
    <message>
        <source>The same number of seeds in every hole.</source>
        <extracomment>What the uniform layout is</extracomment>
        <translation>In jeder Mulde gleich viele Samen.</translation>
    </message>
    <message>
        <source>Custom</source>
        <extracomment>Layout name: drawn in the layout editor</extracomment>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>Set the seeds hole by hole in the layout editor.</source>
        <extracomment>What the custom layout is</extracomment>
        <translation>Die Samen Mulde für Mulde im Aufstellungseditor setzen.</translation>
    </message>
    <message>
        <source>Six holes</source>
        <extracomment>Walda holes (Q6): the six eligible holes</extracomment>
        <translation>Sechs Mulden</translation>
    </message>
    <message>
        <source>Four corners</source>
        <extracomment>Walda holes (Q6): the four corner holes only</extracomment>
        <translation>Vier Ecken</translation>
    </message>
    <message>
        <source>What your last seed does in an empty house of your own.</source>
        <extracomment>What the empty-capture house rule is about (K4, K7); each value has its own sentence</extracomment>
        <translation>Was dein letzter Samen in einer leeren eigenen Mulde bewirkt.</translation>
    </message>
    <message>
        <source>The game is stopped after this many full moves in which nothing is captured and no hole changes owner (0: no limit).</source>
        <extracomment>What the quiet-limit house rule changes (G2)</extracomment>
        <translation>Die Partie wird nach so vielen vollen Zügen beendet, in denen nichts erbeutet wird und keine Mulde den Besitzer wechselt (0: keine Grenze).</translation>
    </message>
    <message>
        <source>At the quiet move limit</source>
        <extracomment>House rule title (G2 quiet-end): how a game stopped by the quiet move limit ends</extracomment>
        <translation>An der Grenze für ereignislose Züge</translation>
    </message>
    <message>
        <source>How a game stopped by the quiet move limit ends.</source>
        <extracomment>What the quiet-end house rule is about (G2); each value has its own sentence</extracomment>
        <translation>Wie eine Partie endet, die von der Grenze für ereignislose Züge beendet wurde.</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>Empty capture (K7) off: K4 alone</extracomment>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Also alone</source>
        <extracomment>Empty capture (K7) on: the last seed is captured alone too</extracomment>
        <translation>Auch allein</translation>
    </message>
    <message>
        <source>Last seed only</source>
        <extracomment>Empty capture (K7) last-seed: only the last seed goes to the store</extracomment>
        <translation>Nur der letzte Samen</translation>
    </message>
    <message>
        <source>Scored</source>
        <extracomment>At the quiet move limit (G2): the stopped game is scored</extracomment>
        <translation>Gewertet</translation>
    </message>
    <message>
        <source>Drawn</source>
        <extracomment>At the quiet move limit (G2): the stopped game is drawn</extracomment>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>It captures only when the house opposite holds seeds: that seed and the seeds opposite go to your store.</source>
        <extracomment>Empty capture (K7) off: what it means (K4)</extracomment>
        <translation>Gefangen wird nur, wenn die Mulde gegenüber Samen enthält: Dieser Samen und die Samen gegenüber gehen in deinen Speicher.</translation>
    </message>
    <message>
        <source>Also when the house opposite is empty: then the last seed alone goes to your store. The reading of the published Kalah solutions.</source>
        <extracomment>Empty capture (K7) on: what it means; the reading of the published Kalah solutions</extracomment>
        <translation>Auch wenn die Mulde gegenüber leer ist: Dann geht der letzte Samen allein in deinen Speicher. So lesen es die veröffentlichten Lösungen von Kalah.</translation>
    </message>
    <message>
        <source>The last seed alone goes to your store and the seeds opposite stay, whatever the house opposite holds. The source&apos;s own words.</source>
        <extracomment>Empty capture (K7) last-seed: what it means; the source&apos;s own words</extracomment>
        <translation>Der letzte Samen geht allein in deinen Speicher, und die Samen gegenüber bleiben liegen, was auch immer die Mulde gegenüber enthält. Der Wortlaut der Quelle.</translation>
    </message>
    <message>
        <source>The stopped game is scored like a finished one: the seeds still in play count for no one.</source>
        <extracomment>At the quiet move limit (G2) score: what it means</extracomment>
        <translation>Die beendete Partie wird wie eine zu Ende gespielte gewertet: Die Samen, die noch im Spiel sind, zählen für niemanden.</translation>
    </message>
    <message>
        <source>The stopped game is drawn, whatever the counts.</source>
        <extracomment>At the quiet move limit (G2) draw: what it means</extracomment>
        <translation>Die beendete Partie ist unentschieden, unabhängig vom Stand.</translation>
    </message>
    <message>
        <source>The round ends after this many full moves in which nothing is captured and no hole changes owner: each player takes the seeds in their own holes and the next round is dealt (0: no limit).</source>
        <extracomment>What the quiet-limit house rule changes in Qelat Keren and Mewelad, games of rounds (G2)</extracomment>
        <translation>Die Runde endet nach so vielen vollen Zügen, in denen nichts erbeutet wird und keine Mulde den Besitzer wechselt: Jeder Spieler nimmt die Samen in seinen eigenen Mulden, und die nächste Runde wird verteilt (0: keine Grenze).</translation>
    </message>
</context>
<context>
    <name>mancala::whyIllegal</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>That sowing would go round for more than 1,000 laps (G1).</source>
        <translation>Diese Saat liefe mehr als 1.000 Umläufe lang (G1).</translation>
    </message>
    <message>
        <source>Sides can be swapped only as North&apos;s first decision (K9).</source>
        <translation>Die Seiten können nur als erste Entscheidung von Nord getauscht werden (K9).</translation>
    </message>
    <message>
        <source>The pie rule is off (K9).</source>
        <translation>Die Tauschregel ist ausgeschaltet (K9).</translation>
    </message>
    <message>
        <source>In Kalah a turn is the sowing of one house (K2).</source>
        <translation>In Kalah besteht ein Zug im Säen einer Mulde (K2).</translation>
    </message>
    <message>
        <source>There is no such house (K1).</source>
        <translation>Diese Mulde gibt es nicht (K1).</translation>
    </message>
    <message>
        <source>You may only sow from your own houses (K2).</source>
        <translation>Du darfst nur aus deinen eigenen Mulden säen (K2).</translation>
    </message>
    <message>
        <source>That house is empty (K2).</source>
        <translation>Diese Mulde ist leer (K2).</translation>
    </message>
    <message>
        <source>You may pass only when you cannot sow (Q8).</source>
        <translation>Du darfst nur passen, wenn du nicht säen kannst (Q8).</translation>
    </message>
    <message>
        <source>In Qelat a turn is the sowing of one hole (Q2).</source>
        <translation>In Qelat besteht ein Zug im Säen einer Mulde (Q2).</translation>
    </message>
    <message>
        <source>There is no such hole (Q1).</source>
        <translation>Diese Mulde gibt es nicht (Q1).</translation>
    </message>
    <message>
        <source>You may only sow from your own row (Q2).</source>
        <translation>Du darfst nur aus deiner eigenen Reihe säen (Q2).</translation>
    </message>
    <message>
        <source>Waldas cannot be sown (Q2).</source>
        <translation>Aus Waldas kann nicht gesät werden (Q2).</translation>
    </message>
    <message>
        <source>That hole is empty (Q2).</source>
        <translation>Diese Mulde ist leer (Q2).</translation>
    </message>
    <message>
        <source>That single seed has just come across the end of the board and may not be sown straight back on this move (Q10).</source>
        <translation>Dieser einzelne Samen ist gerade über das Brettende gekommen und darf in diesem Zug nicht sofort zurückgesät werden (Q10).</translation>
    </message>
    <message>
        <source>After eating you continue from one of your holes (M5).</source>
        <translation>Nach dem Fressen geht es von einer deiner Mulden weiter (M5).</translation>
    </message>
    <message>
        <source>You can move, so you cannot pass (M7).</source>
        <translation>Du kannst ziehen, also darfst du nicht passen (M7).</translation>
    </message>
    <message>
        <source>After eating, choose one of your holes to continue from (M5).</source>
        <translation>Wähle nach dem Fressen eine deiner Mulden, von der es weitergeht (M5).</translation>
    </message>
    <message>
        <source>A turn is the sowing of one of your holes (M2).</source>
        <translation>Ein Zug besteht im Säen einer deiner Mulden (M2).</translation>
    </message>
    <message>
        <source>There is no such hole (M1).</source>
        <translation>Diese Mulde gibt es nicht (M1).</translation>
    </message>
    <message>
        <source>An ekwarna cannot be sown, not even by its captor (M2).</source>
        <translation>Aus einer Ekwarna kann nicht gesät werden, nicht einmal von ihrem Eroberer (M2).</translation>
    </message>
    <message>
        <source>That hole is your opponent&apos;s ekwarna now (M2).</source>
        <translation>Diese Mulde ist jetzt eine Ekwarna deines Gegners (M2).</translation>
    </message>
    <message>
        <source>You may only sow from the holes you own (M2).</source>
        <translation>Du darfst nur aus den Mulden säen, die dir gehören (M2).</translation>
    </message>
    <message>
        <source>That hole is empty (M2).</source>
        <translation>Diese Mulde ist leer (M2).</translation>
    </message>
    <message>
        <source>You may pass only when taking and leaving the four both make the sowing go round for ever (G1).</source>
        <translation>Du darfst nur passen, wenn die Saat sowohl beim Nehmen als auch beim Liegenlassen des Vierers endlos liefe (G1).</translation>
    </message>
    <message>
        <source>A four is on offer: take it or leave it (W4).</source>
        <translation>Ein Vierer wird angeboten: Nimm ihn oder lass ihn liegen (W4).</translation>
    </message>
    <message>
        <source>There is no four on offer (W4).</source>
        <translation>Es wird kein Vierer angeboten (W4).</translation>
    </message>
    <message>
        <source>Fours are captured at once: claimed captures are off (W4).</source>
        <translation>Vierer werden sofort geschlagen: Beanspruchte Fänge sind ausgeschaltet (W4).</translation>
    </message>
    <message>
        <source>You may pass only when every sowing you have goes round for ever (G1).</source>
        <translation>Du darfst nur passen, wenn jede deiner möglichen Saaten endlos liefe (G1).</translation>
    </message>
    <message>
        <source>In the race each player chooses a hole to sow (W2).</source>
        <translation>Im Wettlauf wählt jeder Spieler eine Mulde zum Säen (W2).</translation>
    </message>
    <message>
        <source>A turn in Mewelad is the sowing of one hole (W1).</source>
        <translation>Ein Zug in Mewelad besteht im Säen einer Mulde (W1).</translation>
    </message>
    <message>
        <source>There is no such hole (W1).</source>
        <translation>Diese Mulde gibt es nicht (W1).</translation>
    </message>
    <message>
        <source>You may only sow from a hole you own (W1).</source>
        <translation>Du darfst nur aus einer Mulde säen, die dir gehört (W1).</translation>
    </message>
    <message>
        <source>You may only sow from a hole you own (W2).</source>
        <translation>Du darfst nur aus einer Mulde säen, die dir gehört (W2).</translation>
    </message>
    <message>
        <source>That hole is empty (W1).</source>
        <translation>Diese Mulde ist leer (W1).</translation>
    </message>
    <message>
        <source>The special move can only place seeds in your own holes (E8).</source>
        <translation>Der Sonderzug kann Samen nur in deine eigenen Mulden legen (E8).</translation>
    </message>
    <message>
        <source>Seeds in a bull cannot be moved (E4, E8).</source>
        <translation>Samen in einem Stier können nicht bewegt werden (E4, E8).</translation>
    </message>
    <message>
        <source>The special move takes the seeds of two holes only (E8).</source>
        <translation>Der Sonderzug nimmt nur die Samen aus zwei Mulden (E8).</translation>
    </message>
    <message>
        <source>The special move must change your row (E8).</source>
        <translation>Der Sonderzug muss deine Reihe verändern (E8).</translation>
    </message>
    <message>
        <source>There is no such hole on this board (E10).</source>
        <translation>Diese Mulde gibt es auf diesem Brett nicht (E10).</translation>
    </message>
    <message>
        <source>You may only sow from your own row (E2).</source>
        <translation>Du darfst nur aus deiner eigenen Reihe säen (E2).</translation>
    </message>
    <message>
        <source>You may only sow from your own row (E3).</source>
        <translation>Du darfst nur aus deiner eigenen Reihe säen (E3).</translation>
    </message>
    <message>
        <source>A bull cannot be sown (E3).</source>
        <translation>Aus einem Stier kann nicht gesät werden (E3).</translation>
    </message>
    <message>
        <source>That hole is empty (E2).</source>
        <translation>Diese Mulde ist leer (E2).</translation>
    </message>
    <message>
        <source>That hole is empty (E3).</source>
        <translation>Diese Mulde ist leer (E3).</translation>
    </message>
    <message>
        <source>The game starts with a race: choose a hole to race from (E2).</source>
        <translation>Das Spiel beginnt mit einem Wettlauf: Wähle eine Mulde, aus der du läufst (E2).</translation>
    </message>
    <message>
        <source>You may end the move only when both directions would go round for more than 1,000 laps (G1).</source>
        <translation>Du darfst den Zug nur beenden, wenn beide Richtungen mehr als 1.000 Umläufe lang liefen (G1).</translation>
    </message>
    <message>
        <source>Choose the direction of the remaining laps first (E7).</source>
        <translation>Wähle zuerst die Richtung der übrigen Umläufe (E7).</translation>
    </message>
    <message>
        <source>The special move is off in this game (E8).</source>
        <translation>Der Sonderzug ist in diesem Spiel ausgeschaltet (E8).</translation>
    </message>
    <message>
        <source>The special move can be made only once a game (E8).</source>
        <translation>Der Sonderzug ist nur einmal pro Spiel möglich (E8).</translation>
    </message>
    <message>
        <source>You may pass only when every sowing would go round for more than 1,000 laps (G1).</source>
        <translation>Du darfst nur passen, wenn jede Saat mehr als 1.000 Umläufe lang liefe (G1).</translation>
    </message>
    <message>
        <source>In Enkeshui a turn is the sowing of one hole (E3).</source>
        <translation>In Enkeshui besteht ein Zug im Säen einer Mulde (E3).</translation>
    </message>
    <message>
        <source>The special move must keep the seeds of your row: %1, not %2 (E8).</source>
        <extracomment>E8 (Enkeshui special move); %1 the seeds of the row before, %2 after the rearranging</extracomment>
        <translation>Der Sonderzug muss die Samenzahl deiner Reihe erhalten: %1, nicht %2 (E8).</translation>
    </message>
    <message>
        <source>A direction is chosen only after a first lap round the opponent&apos;s row, when the sowing goes on (E7).</source>
        <translation>Eine Richtung wird erst gewählt, wenn ein erster Umlauf um die gegnerische Reihe ging und weitergesät wird (E7).</translation>
    </message>
</context>
</TS>
