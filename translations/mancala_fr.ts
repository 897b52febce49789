<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Mancala</source>
        <extracomment>Title of the About dialog</extracomment>
        <translation>À propos de Mancala</translation>
    </message>
    <message>
        <source>Sowing games of East Africa and Kalah: Qelat, Mewelad (Gabata), Enkeshui and Kalah, with teaching mode and lessons.</source>
        <extracomment>About dialog: what the game is</extracomment>
        <translation>Jeux de semailles d’Afrique de l’Est et Kalah : Qelat, Mewelad (Gabata), Enkeshui et Kalah, avec mode apprentissage et leçons.</translation>
    </message>
    <message>
        <source>Version %1 (Qt %2)</source>
        <extracomment>About dialog: %1 the version of the game, %2 the version of Qt</extracomment>
        <translation>Version %1 (Qt %2)</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (%1): you may share and change it. &lt;a href=&quot;%2&quot;&gt;The licence&lt;/a&gt;</source>
        <extracomment>About dialog: %1 the SPDX licence expression, %2 the licence&apos;s address</extracomment>
        <translation>Logiciel libre sous licence publique générale GNU, version 3 ou toute version ultérieure (%1) : vous pouvez le partager et le modifier. &lt;a href=&quot;%2&quot;&gt;La licence&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Sources of the rules</source>
        <extracomment>About dialog: heading of the sources of the rules</extracomment>
        <translation>Sources des règles</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the dialog</extracomment>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <source>%n seed(s) ahead</source>
        <extracomment>A search value for the player to decide: &quot;3 seeds ahead&quot;</extracomment>
        <translation>
            <numerusform>%n graine d’avance</numerusform>
            <numerusform>%n graines d’avance</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s) ahead</source>
        <extracomment>A search value that is an expectation (lots), rounded to whole seeds: &quot;about 12 seeds ahead&quot;</extracomment>
        <translation>
            <numerusform>environ %n graine d’avance</numerusform>
            <numerusform>environ %n graines d’avance</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) behind</source>
        <extracomment>A search value for the player to decide: &quot;3 seeds behind&quot;</extracomment>
        <translation>
            <numerusform>%n graine de retard</numerusform>
            <numerusform>%n graines de retard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s) behind</source>
        <extracomment>A search value that is an expectation (lots), rounded to whole seeds: &quot;about 12 seeds behind&quot;</extracomment>
        <translation>
            <numerusform>environ %n graine de retard</numerusform>
            <numerusform>environ %n graines de retard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s)</source>
        <extracomment>Seeds of value a decision loses: &quot;8 seeds&quot; (lost)</extracomment>
        <translation>
            <numerusform>%n graine</numerusform>
            <numerusform>%n graines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s)</source>
        <extracomment>Seeds of value a decision loses by an expectation (lots), rounded: &quot;about 3 seeds&quot; (lost)</extracomment>
        <translation>
            <numerusform>environ %n graine</numerusform>
            <numerusform>environ %n graines</numerusform>
        </translation>
    </message>
    <message>
        <source>exact %1</source>
        <extracomment>A value proven to the end of the game (Kalah&apos;s solver): &quot;exact +8&quot; (seeds, for the side to move)</extracomment>
        <translation>exact %1</translation>
    </message>
    <message>
        <source>%1 (exact)</source>
        <extracomment>A value in words proven to the end of the game: &quot;3 seeds ahead (exact)&quot;</extracomment>
        <translation>%1 (exact)</translation>
    </message>
    <message>
        <source>level, as many seeds as the other side</source>
        <extracomment>A search value of zero: with best play the game ends level</extracomment>
        <translation>à égalité, autant de graines que l’autre camp</translation>
    </message>
    <message>
        <source>%1 seeds</source>
        <extracomment>Seeds of value lost, not a whole number: &quot;2.3 seeds&quot;</extracomment>
        <translation>%1 graines</translation>
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
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>No decision to analyse.</source>
        <extracomment>The analysis panel when the game is over</extracomment>
        <translation>Aucune décision à analyser.</translation>
    </message>
    <message>
        <source>exact</source>
        <extracomment>Depth of a value in the analysis; an exact value is marked &quot;exact&quot; (=)</extracomment>
        <translation>exact</translation>
    </message>
    <message>
        <source>The value is exact: the game is searched to its end.</source>
        <translation>La valeur est exacte : la partie est explorée jusqu’à sa fin.</translation>
    </message>
    <message numerus="yes">
        <source>Searched %n decision(s) deep.</source>
        <translation>
            <numerusform>Exploré à %n décision de profondeur.</numerusform>
            <numerusform>Exploré à %n décisions de profondeur.</numerusform>
        </translation>
    </message>
    <message>
        <source>all exact</source>
        <extracomment>Every value of the analysis is exact (proved to the end of the game): no depth to show</extracomment>
        <translation>tout exact</translation>
    </message>
    <message>
        <source>exact %1/%2…</source>
        <extracomment>Kalah: the solver proves the values beside the search; %1 of the %2 decisions done</extracomment>
        <translation>exact %1/%2…</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>Stops the analysis (it deepens until stopped)</extracomment>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Go</source>
        <extracomment>Starts the stopped analysis again</extracomment>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>depth %1 · %2 nodes · %3</source>
        <extracomment>The analysis: %1 the depth reached, %2 positions searched (&quot;12.3 M&quot;), %3 the time (m:ss)</extracomment>
        <translation>profondeur %1 · %2 nœuds · %3</translation>
    </message>
    <message>
        <source>Stopped: Go analyses the position on the board.</source>
        <extracomment>The analysis panel, stopped, on a position it has not analysed</extracomment>
        <translation>Arrêtée : « Reprendre » analyse la position sur le plateau.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Board</source>
        <extracomment>Screen reader name of the board before a hole has the keyboard focus</extracomment>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Left and Right move between the holes you may sow; Enter or Space sows the hole; a hole&apos;s letter sows it at once.</source>
        <extracomment>Screen reader hint on the board</extracomment>
        <translation>Gauche et Droite passent d’un trou jouable à l’autre ; Entrée ou Espace sème le trou ; la lettre d’un trou le sème aussitôt.</translation>
    </message>
    <message>
        <source>%1&apos;s tally</source>
        <translation>réserve du joueur %1</translation>
    </message>
    <message>
        <source>A rim marked %2 is a hole of %1&apos;s</source>
        <extracomment>Screen reader: the board&apos;s legend of hole owners; %1 the player, %2 the colour&apos;s letter (S or N)</extracomment>
        <translation>Un bord marqué %2 : un trou du joueur %1</translation>
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
        <translation>Trous du joueur %1</translation>
    </message>
    <message>
        <source>Play from this position?</source>
        <extracomment>Title of the question before a move played in an earlier position replaces the moves after it</extracomment>
        <translation>Jouer à partir de cette position ?</translation>
    </message>
    <message>
        <source>Play from here</source>
        <extracomment>Plays the move, replacing the moves after it</extracomment>
        <translation>Jouer d’ici</translation>
    </message>
    <message numerus="yes">
        <source>The %n move(s) after this position leave the board for this one; the game record keeps them (Game ▸ Notes and variations).</source>
        <extracomment>%n the moves after the position on show</extracomment>
        <translation>
            <numerusform>Le %n coup qui suit cette position quitte le plateau pour celui-ci ; l’enregistrement de la partie le garde (Partie ▸ Notes et variantes).</numerusform>
            <numerusform>Les %n coups qui suivent cette position quittent le plateau pour celui-ci ; l’enregistrement de la partie les garde (Partie ▸ Notes et variantes).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message>
        <source>South</source>
        <extracomment>A side on a picture of the board</extracomment>
        <translation>Sud</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>%1&apos;s tally</source>
        <extracomment>The seeds a player has taken, on a picture of the board: %1 the player&apos;s name</extracomment>
        <translation>réserve du joueur %1</translation>
    </message>
    <message>
        <source>walda</source>
        <extracomment>Mark on a hole: a walda (Qelat, Q5)</extracomment>
        <translation>walda</translation>
    </message>
    <message>
        <source>ekwarna</source>
        <extracomment>Mark on a hole: an ekwarna (Qelat of Keren, M3)</extracomment>
        <translation>ekwarna</translation>
    </message>
    <message>
        <source>bull</source>
        <extracomment>Mark on a hole: a bull (Enkeshui, E4)</extracomment>
        <translation>taureau</translation>
    </message>
    <message>
        <source>Jen</source>
        <extracomment>Mark on a hole: a Jen (Mewelad, W4)</extracomment>
        <translation>Jen</translation>
    </message>
    <message>
        <source>left</source>
        <extracomment>Mark on a hole: a four that was left (Mewelad, W4)</extracomment>
        <translation>laissé</translation>
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
            <numerusform>%n en main</numerusform>
            <numerusform>%n en main</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>Class · teacher</source>
        <extracomment>Heading of the panel of a class across computers, the teacher&apos;s side</extracomment>
        <translation>Classe · enseignant</translation>
    </message>
    <message>
        <source>Class · pupil</source>
        <extracomment>Heading of the panel of a class across computers, a pupil&apos;s side</extracomment>
        <translation>Classe · élève</translation>
    </message>
    <message>
        <source>Address: %1 · Port: %2 · Join code: %3</source>
        <extracomment>A class across computers, the teacher: what the pupils type to join</extracomment>
        <translation>Adresse : %1 · Port : %2 · Code d’accès : %3</translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>A class across computers: the pupil has not answered yet</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <source>keeps the value</source>
        <extracomment>A class across computers: the pupil&apos;s answer keeps the position&apos;s value</extracomment>
        <translation>garde la valeur</translation>
    </message>
    <message>
        <source>gives some away</source>
        <extracomment>A class across computers: the pupil&apos;s answer gives seeds away</extracomment>
        <translation>en cède une partie</translation>
    </message>
    <message>
        <source>judging…</source>
        <extracomment>A class across computers: the answer is being judged</extracomment>
        <translation>évaluation…</translation>
    </message>
    <message>
        <source>Show</source>
        <extracomment>A class across computers: show this pupil&apos;s answer on every board</extracomment>
        <translation>Montrer</translation>
    </message>
    <message>
        <source>Send this position</source>
        <extracomment>A class across computers: the board&apos;s position to every pupil, to find the best move</extracomment>
        <translation>Envoyer cette position</translation>
    </message>
    <message>
        <source>Send a puzzle</source>
        <extracomment>A class across computers: the puzzle chosen in the list (the next one unless another is picked) to every pupil</extracomment>
        <translation>Envoyer un problème</translation>
    </message>
    <message>
        <source>End the exercise</source>
        <extracomment>A class across computers: every pupil follows the teacher&apos;s board again</extracomment>
        <translation>Terminer l’exercice</translation>
    </message>
    <message>
        <source>End the class</source>
        <extracomment>A class across computers: the teacher ends the class</extracomment>
        <translation>Terminer la classe</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <extracomment>A class across computers: a pupil leaves the class</extracomment>
        <translation>Quitter la classe</translation>
    </message>
    <message>
        <source>Puzzle to send</source>
        <extracomment>A class across computers: the list of the puzzles of the rule set, to pick one to send</extracomment>
        <translation>Problème à envoyer</translation>
    </message>
    <message>
        <source>Lesson to send</source>
        <extracomment>A class across computers: the list of the lessons of the rule set, to pick one to send</extracomment>
        <translation>Leçon à envoyer</translation>
    </message>
    <message>
        <source>Send a lesson</source>
        <extracomment>A class across computers: the lesson chosen in the list (its position and text) to every pupil</extracomment>
        <translation>Envoyer une leçon</translation>
    </message>
    <message>
        <source>Leave the class to have your own game back on the board.</source>
        <extracomment>A class across computers, a pupil, once the class is over: what the button under it does</extracomment>
        <translation>Quittez la classe pour retrouver votre propre partie sur le plateau.</translation>
    </message>
    <message>
        <source>This board takes no move during a lesson: where the text asks for a move, think which one; your teacher shows it.</source>
        <extracomment>A class across computers, a pupil, under a lesson&apos;s text: the board shows the lesson&apos;s position and takes no move</extracomment>
        <translation>Ce plateau ne prend aucun coup pendant une leçon : là où le texte demande un coup, cherchez lequel ; votre enseignant le montre.</translation>
    </message>
</context>
<context>
    <name>ComputerTools</name>
    <message>
        <source>Hint</source>
        <extracomment>Shows the move the strongest level would play (key H)</extracomment>
        <translation>Indice</translation>
    </message>
    <message>
        <source>The move the strongest level would play (H)</source>
        <extracomment>Tool tip of the Hint button</extracomment>
        <translation>Le coup que jouerait le niveau le plus fort (H)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Opens the panel with the values of every legal decision</extracomment>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Stop review</source>
        <extracomment>The review of the game is running; pressing the button stops it</extracomment>
        <translation>Arrêter la revue</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>Marks the decisions of the game that lose value</extracomment>
        <translation>Revue</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Recherche d’un indice…</translation>
    </message>
    <message>
        <source>Reviewing %1 of %2…</source>
        <extracomment>Progress of the review: %1 decisions reviewed of %2</extracomment>
        <translation>Revue : %1 sur %2…</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) marked</source>
        <extracomment>After a review: how many decisions lost value</extracomment>
        <translation>
            <numerusform>%n décision marquée</numerusform>
            <numerusform>%n décisions marquées</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <extracomment>Goes on with the computers&apos; demonstration game</extracomment>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>Pauses the computers&apos; demonstration game</extracomment>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>Plays the next decision of the paused demonstration</extracomment>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>Take over</source>
        <extracomment>The player takes the side to move from the computer</extracomment>
        <translation>Prendre la main</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Cancel</source>
        <extracomment>Closes a question without doing anything</extracomment>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Skip</source>
        <extracomment>Jumps to the end of the sowing animation</extracomment>
        <translation>Passer l’animation</translation>
    </message>
    <message>
        <source>↺ Counter-clockwise</source>
        <extracomment>Counter-clockwise sowing (E7)</extracomment>
        <translation>↺ Sens antihoraire</translation>
    </message>
    <message>
        <source>↻ Clockwise</source>
        <extracomment>Clockwise sowing (E7)</extracomment>
        <translation>↻ Sens horaire</translation>
    </message>
    <message>
        <source>Take</source>
        <extracomment>Take the capture on offer (W4)</extracomment>
        <translation>Prendre</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Leave the capture on offer (W4)</extracomment>
        <translation>Laisser</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>The player has no legal move and passes the turn</extracomment>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Swap sides</source>
        <extracomment>The pie rule (K9): North takes over South&apos;s position</extracomment>
        <translation>Échanger les camps</translation>
    </message>
    <message>
        <source>Special move…</source>
        <extracomment>Enkeshui special move (E8): place the seeds of two holes freely</extracomment>
        <translation>Coup spécial…</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <extracomment>A mark under the board while Read aloud (View menu) is on</extracomment>
        <translation>Lecture à voix haute</translation>
    </message>
</context>
<context>
    <name>DistributePanel</name>
    <message>
        <source>Special move</source>
        <extracomment>Title of the special move dialog (E8)</extracomment>
        <translation>Coup spécial</translation>
    </message>
    <message>
        <source>Take all the seeds of two of your holes and place them as you like in your holes (bulls excepted). Seeds still to place: %1</source>
        <extracomment>Explains the special move (E8)</extracomment>
        <translation>Prenez toutes les graines de deux de vos trous et placez-les à votre guise dans vos trous (sauf les taureaux). Graines encore à placer : %1</translation>
    </message>
</context>
<context>
    <name>EditorHole</name>
    <message numerus="yes">
        <source>Hole %1, %n seed(s)</source>
        <extracomment>Screen reader text of a hole in the layout editor</extracomment>
        <translation>
            <numerusform>Trou %1, %n graine</numerusform>
            <numerusform>Trou %1, %n graines</numerusform>
        </translation>
    </message>
    <message>
        <source>Seeds in hole %1</source>
        <extracomment>Screen reader name of the count field of a hole in the layout editor</extracomment>
        <translation>Graines dans le trou %1</translation>
    </message>
</context>
<context>
    <name>EvaluationChart</name>
    <message>
        <source>Evaluation graph: the value after each decision, for South</source>
        <extracomment>The evaluation graph&apos;s accessible name</extracomment>
        <translation>Courbe d’évaluation : la valeur après chaque coup, pour Sud</translation>
    </message>
    <message>
        <source>Value for South, in seeds (±%1)</source>
        <extracomment>Caption of the evaluation graph (values in seeds from South&apos;s view)</extracomment>
        <translation>Valeur pour Sud, en graines (±%1)</translation>
    </message>
    <message>
        <source>Decision %1: no value</source>
        <extracomment>The evaluation graph&apos;s tool tip on a decision without a value: %1 its number</extracomment>
        <translation>Coup %1 : pas de valeur</translation>
    </message>
    <message>
        <source>Decision %1: %2 for South</source>
        <extracomment>The evaluation graph&apos;s tool tip: %1 the decision&apos;s number, %2 the value after it for South (&quot;+2.3&quot;, &quot;exact -8&quot;)</extracomment>
        <translation>Coup %1 : %2 pour Sud</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>A draw</source>
        <extracomment>The game ended with equal scores</extracomment>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>%1 is the winner&apos;s name</extracomment>
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>%1 %2 – %3 %4</source>
        <extracomment>Final score: South&apos;s name, South&apos;s seeds, North&apos;s seeds, North&apos;s name</extracomment>
        <translation>%1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <extracomment>Closes the panel to look at the final board</extracomment>
        <translation>Voir le plateau</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>Starts a new game with the same rules</extracomment>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>South (%1)</source>
        <extracomment>The winner when both players have the same name; %1 the name</extracomment>
        <translation>Sud (%1)</translation>
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
        <translation>Sud</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>A game of %1</source>
        <extracomment>Title of a printed game with no event: %1 the rule set</extracomment>
        <translation>Une partie (%1)</translation>
    </message>
    <message>
        <source>Rule set: %1, %2 holes a row</source>
        <extracomment>Game sheet: %1 the rule set, %2 holes per row</extracomment>
        <translation>Règles : %1, %2 trous par rangée</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <extracomment>Game sheet: the date of the game as the record writes it (2026.11.20)</extracomment>
        <translation>Date : %1</translation>
    </message>
    <message>
        <source>Site: %1</source>
        <extracomment>Game sheet: where the game was played</extracomment>
        <translation>Lieu : %1</translation>
    </message>
    <message>
        <source>Round: %1</source>
        <extracomment>Game sheet: the round of a tournament</extracomment>
        <translation>Ronde : %1</translation>
    </message>
    <message>
        <source>The end: %1 %2, %3 %4</source>
        <extracomment>Game sheet: under the last diagram, the final score: %1 South&apos;s name, %2 their seeds, %3 North&apos;s name, %4 theirs</extracomment>
        <translation>Fin : %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>Game sheet: under a diagram, whose decision it is (%1 a name)</extracomment>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>Start. %1</source>
        <extracomment>Game sheet: under the first diagram; %1 whose move it is (&quot;South to move&quot;)</extracomment>
        <translation>Début. %1</translation>
    </message>
    <message>
        <source>(Round %1)</source>
        <extracomment>Game sheet: the start of a new round of the game among the moves</extracomment>
        <translation>(Manche %1)</translation>
    </message>
    <message>
        <source>After %1 (decision %2). %3</source>
        <extracomment>Game sheet: under a diagram: %1 the turn just played (&quot;12. c-f&quot;), %2 the number of decisions so far, %3 whose move it is</extracomment>
        <translation>Après %1 (décision %2). %3</translation>
    </message>
    <message>
        <source>%1 – page %2 of %3</source>
        <extracomment>Game sheet footer: %1 the title, %2 this page, %3 the number of pages</extracomment>
        <translation>%1 – page %2 sur %3</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>Game sheet: a house rule that is switched on (&quot;Pie rule: on&quot;)</extracomment>
        <translation>activée</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>Game sheet: a house rule that is switched off (&quot;Racing start: off&quot;)</extracomment>
        <translation>désactivée</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Game sheet: a house rule and its value (&quot;Seeds per hole: 3&quot;, &quot;Racing start: off&quot;)</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 won, %2 seeds to %3.</source>
        <extracomment>Game sheet: the result; %1 the winner&apos;s name, %2 their seeds, %3 the loser&apos;s</extracomment>
        <translation>%1 a gagné, %2 graines à %3.</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <extracomment>Game sheet: the result; %1 the winner&apos;s name</extracomment>
        <translation>%1 a gagné.</translation>
    </message>
    <message>
        <source>The game was drawn, %1 seeds each.</source>
        <extracomment>Game sheet: the result of a drawn game; %1 the seeds each player has</extracomment>
        <translation>La partie est nulle, %1 graines chacun.</translation>
    </message>
    <message>
        <source>The game was drawn.</source>
        <extracomment>Game sheet: the result of a drawn game</extracomment>
        <translation>La partie est nulle.</translation>
    </message>
    <message>
        <source>The game is not finished.</source>
        <extracomment>Game sheet: the result of a game still being played</extracomment>
        <translation>La partie n’est pas terminée.</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <extracomment>Game sheet: the event of a game that has a title of its own</extracomment>
        <translation>Événement : %1</translation>
    </message>
    <message>
        <source>South: %1.</source>
        <extracomment>Game sheet: who played South (a name, or &quot;Computer (level 2, Beginner)&quot;)</extracomment>
        <translation>Sud : %1.</translation>
    </message>
    <message>
        <source>North: %1.</source>
        <extracomment>Game sheet: who played North</extracomment>
        <translation>Nord : %1.</translation>
    </message>
    <message>
        <source>House rules: %1.</source>
        <extracomment>Game sheet: the house rules that differ from the rule set&apos;s, in words (&quot;Racing start: off; Seeds per hole: 3&quot;)</extracomment>
        <translation>Règles maison : %1.</translation>
    </message>
    <message>
        <source>Value for South, in seeds (±%1)</source>
        <extracomment>Game sheet: above the evaluation graph of a reviewed game (values in seeds from South&apos;s view); %1 the largest value</extracomment>
        <translation>Valeur pour Sud, en graines (±%1)</translation>
    </message>
</context>
<context>
    <name>GameToolBar</name>
    <message>
        <source>New game</source>
        <extracomment>Tool bar: starts a new game (Ctrl+N)</extracomment>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Tool bar: takes back the last decision (Ctrl+Z)</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Tool bar: plays the decision taken back again (Ctrl+Shift+Z)</extracomment>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Choose a game and start it (Ctrl+N)</source>
        <extracomment>Tooltip of the new game button</extracomment>
        <translation>Choisir un jeu et le commencer (Ctrl+N)</translation>
    </message>
    <message>
        <source>Take back the last decision (Ctrl+Z)</source>
        <extracomment>Tooltip of the undo button</extracomment>
        <translation>Reprendre la dernière décision (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Play the decision taken back again (Ctrl+Shift+Z)</source>
        <extracomment>Tooltip of the redo button</extracomment>
        <translation>Rejouer la décision reprise (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>Teach</source>
        <extracomment>Tool bar: teaching mode, where a move stops at every seed (Ctrl+T)</extracomment>
        <translation>Apprendre</translation>
    </message>
    <message>
        <source>Teaching mode: step through every move seed by seed (Ctrl+T)</source>
        <extracomment>Tooltip of the teaching mode button</extracomment>
        <translation>Mode apprentissage : suivre chaque coup graine par graine (Ctrl+T)</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <extracomment>Tool bar menu: rules, lessons, shortcuts, about; &amp; marks the Alt key letter</extracomment>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Rules of %1…</source>
        <extracomment>Help menu: opens the rules page of the rule set being played</extracomment>
        <translation>Règles : %1…</translation>
    </message>
    <message>
        <source>Lessons</source>
        <extracomment>Help menu: the submenu of lessons of the rule set being played</extracomment>
        <translation>Leçons</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <extracomment>Help menu: the list of every keyboard shortcut</extracomment>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>About Mancala</source>
        <extracomment>Help menu: the version, the licence and the sources of the rules</extracomment>
        <translation>À propos de Mancala</translation>
    </message>
    <message>
        <source>Show rule numbers</source>
        <extracomment>Help menu: for a teacher, the rule ids of the rules pages (K5, Q6) in teaching mode, the lessons and the game&apos;s end</extracomment>
        <translation>Afficher les numéros des règles</translation>
    </message>
</context>
<context>
    <name>LayoutEditor</name>
    <message>
        <source>Layout editor</source>
        <extracomment>Title of the layout editor</extracomment>
        <translation>Éditeur de disposition</translation>
    </message>
    <message>
        <source>South %1 · North %2 · total %3 (at most %4)</source>
        <extracomment>Seed totals in the layout editor: %1 South&apos;s row, %2 North&apos;s row, %3 both, %4 the most supported</extracomment>
        <translation>Sud %1 · Nord %2 · total %3 (au plus %4)</translation>
    </message>
    <message>
        <source>Click or tap a hole to add a seed; right-click or press and hold to take one away; drag from one hole to another to move a seed; or type a count under a hole.</source>
        <extracomment>How to use the layout editor</extracomment>
        <translation>Cliquez ou touchez un trou pour ajouter une graine ; clic droit ou appui long pour en retirer une ; glissez d’un trou à un autre pour déplacer une graine ; ou tapez un nombre sous un trou.</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>Label of the row length chooser in the layout editor</extracomment>
        <translation>Trous par rangée</translation>
    </message>
    <message>
        <source>Empty all</source>
        <extracomment>Layout editor: empties every hole</extracomment>
        <translation>Tout vider</translation>
    </message>
    <message>
        <source>Fill every hole with</source>
        <extracomment>Layout editor: puts the same count in every hole</extracomment>
        <translation>Remplir chaque trou avec</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Leaves the layout editor without using the layout</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Use this layout</source>
        <extracomment>Uses the drawn layout for the game</extracomment>
        <translation>Utiliser cette disposition</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson · %1</source>
        <extracomment>Lessons: small heading over a lesson&apos;s title; %1 the rule id it teaches</extracomment>
        <translation>Leçon · %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <extracomment>Lessons: set up the lesson&apos;s position again</extracomment>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <extracomment>Lessons: on to the next lesson of the rule set</extracomment>
        <translation>Leçon suivante</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Lessons: leave the lesson and play on from here</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Lesson</source>
        <extracomment>Lessons: small heading over a lesson&apos;s title</extracomment>
        <translation>Leçon</translation>
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
        <translation>Quitter la partie en cours ?</translation>
    </message>
    <message>
        <source>Replace the game</source>
        <extracomment>Replaces the game in progress</extracomment>
        <translation>Remplacer la partie</translation>
    </message>
    <message>
        <source>The game on the board is replaced by another. Game ▸ Restore previous game brings it back.</source>
        <translation>La partie sur le plateau est remplacée par une autre. Partie ▸ Rétablir la partie précédente la fait revenir.</translation>
    </message>
    <message>
        <source>Quit without saving?</source>
        <extracomment>Title of the question before a quit that would lose something</extracomment>
        <translation>Quitter sans enregistrer ?</translation>
    </message>
    <message>
        <source>The notes written in this game (comments, marks, variations) are in no file. Game ▸ Export… (Ctrl+S) saves them.</source>
        <extracomment>Why a quit asks: notes written in a record are not in its file</extracomment>
        <translation>Les notes de cette partie (commentaires, signes, variantes) ne sont dans aucun fichier. Partie ▸ Exporter… (Ctrl+S) les enregistre.</translation>
    </message>
    <message>
        <source>This game is not saved and will not be there at the next start. Game ▸ Export… (Ctrl+S) saves it.</source>
        <extracomment>Why a quit asks: the game is not saved by itself (no autosave, or it could not be written)</extracomment>
        <translation>Cette partie n’est pas enregistrée et ne sera plus là au prochain démarrage. Partie ▸ Exporter… (Ctrl+S) l’enregistre.</translation>
    </message>
    <message>
        <source>Quit</source>
        <extracomment>Quits although something is lost</extracomment>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>MiniBoard</name>
    <message numerus="yes">
        <source>Start position, %n hole(s) a row</source>
        <extracomment>Screen reader text of the small start position drawing</extracomment>
        <translation>
            <numerusform>Position de départ, %n trou par rangée</numerusform>
            <numerusform>Position de départ, %n trous par rangée</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <extracomment>Heading of the list of moves played</extracomment>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>The start of the game in the move list</extracomment>
        <translation>Début</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The review&apos;s note under the move list: %1 the turn (&quot;12. c&quot;), %2 the note</extracomment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <source>Host a game over the network</source>
        <extracomment>Dialog title (Game menu)</extracomment>
        <translation>Héberger une partie en réseau</translation>
    </message>
    <message>
        <source>Join a game over the network</source>
        <extracomment>Dialog title (Game menu)</extracomment>
        <translation>Rejoindre une partie en réseau</translation>
    </message>
    <message>
        <source>Your name</source>
        <extracomment>Game across computers: this player&apos;s name, shown to the other</extracomment>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Your side</source>
        <extracomment>Game across computers, host: the side the host plays</extracomment>
        <translation>Votre camp</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
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
        <translation>Code d’accès</translation>
    </message>
    <message>
        <source>This computer only</source>
        <extracomment>Game across computers, host: listen on 127.0.0.1 only (two windows of one computer)</extracomment>
        <translation>Cet ordinateur seulement</translation>
    </message>
    <message>
        <source>For a trusted network (a home, a classroom): the moves are not encrypted.</source>
        <extracomment>Game across computers: the warning under the dialog</extracomment>
        <translation>Pour un réseau de confiance (une maison, une salle de classe) : les coups ne sont pas chiffrés.</translation>
    </message>
    <message>
        <source>Host</source>
        <extracomment>Game across computers: start listening for the other player</extracomment>
        <translation>Héberger</translation>
    </message>
    <message>
        <source>Join</source>
        <extracomment>Game across computers: connect to the host</extracomment>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Host a class over the network</source>
        <extracomment>Dialog title (Game menu): a teacher&apos;s class across computers</extracomment>
        <translation>Héberger une classe en réseau</translation>
    </message>
    <message>
        <source>Join a class over the network</source>
        <extracomment>Dialog title (Game menu): a pupil joins the teacher&apos;s class</extracomment>
        <translation>Rejoindre une classe en réseau</translation>
    </message>
</context>
<context>
    <name>NetworkPanel</name>
    <message>
        <source>Across computers · %1</source>
        <extracomment>Heading of the panel of a game across computers; %1 the other player&apos;s name</extracomment>
        <translation>En réseau · %1</translation>
    </message>
    <message>
        <source>Address: %1 · Port: %2 · Join code: %3</source>
        <extracomment>Game across computers, host: what the other player types to join</extracomment>
        <translation>Adresse : %1 · Port : %2 · Code d’accès : %3</translation>
    </message>
    <message>
        <source>Rules: %1. You play %2.</source>
        <extracomment>Game across computers, guest: %1 the rule set and house rules, %2 South or North</extracomment>
        <translation>Règles : %1. Vous jouez %2.</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>%1 asks to take back their last move.</source>
        <extracomment>Game across computers: %1 the other player</extracomment>
        <translation>%1 demande à reprendre son dernier coup.</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <extracomment>Game across computers: %1 the other player</extracomment>
        <translation>%1 propose la nulle.</translation>
    </message>
    <message>
        <source>Accept</source>
        <extracomment>Game across computers, guest: play with the host&apos;s rules</extracomment>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Agree</source>
        <extracomment>Game across computers: agree to the other player&apos;s question</extracomment>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Refuse</source>
        <extracomment>Game across computers: refuse the other player&apos;s question</extracomment>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Ask to take back</source>
        <extracomment>Game across computers: ask the other player to take back your last move</extracomment>
        <translation>Demander à reprendre</translation>
    </message>
    <message>
        <source>Offer a draw</source>
        <extracomment>Game across computers</extracomment>
        <translation>Proposer la nulle</translation>
    </message>
    <message>
        <source>Resign</source>
        <extracomment>Game across computers</extracomment>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Join again</source>
        <extracomment>Game across computers, guest: connect to the host again</extracomment>
        <translation>Rejoindre à nouveau</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Game across computers: end it (the board stays)</extracomment>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>A line to the other player</source>
        <extracomment>Game across computers: the chat line&apos;s placeholder</extracomment>
        <translation>Un mot à l’autre joueur</translation>
    </message>
    <message>
        <source>Send</source>
        <extracomment>Game across computers: send the chat line</extracomment>
        <translation>Envoyer</translation>
    </message>
</context>
<context>
    <name>PaperActions</name>
    <message>
        <source>Export the game as PDF</source>
        <extracomment>Title of the dialog of Game, Export game as PDF</extracomment>
        <translation>Exporter la partie en PDF</translation>
    </message>
    <message>
        <source>Export the board</source>
        <extracomment>Title of the dialog of Game, Export board</extracomment>
        <translation>Exporter le plateau</translation>
    </message>
    <message>
        <source>Print-friendly: white, black outlines, counts as numbers and dots</source>
        <extracomment>Export dialog: the look of the picture</extracomment>
        <translation>Pour l’impression : blanc, contours noirs, nombres et points</translation>
    </message>
    <message>
        <source>Hole names</source>
        <extracomment>Export dialog: the letters a… and A… round the board</extracomment>
        <translation>Noms des trous</translation>
    </message>
    <message>
        <source>Arrow for the last move</source>
        <extracomment>Export dialog: an arrow from the hole last sown to where its last seed went</extracomment>
        <translation>Flèche du dernier coup</translation>
    </message>
    <message>
        <source>A diagram every</source>
        <extracomment>Export game as PDF: how often the sheet shows the board</extracomment>
        <translation>Un diagramme toutes les</translation>
    </message>
    <message>
        <source>decisions</source>
        <extracomment>Export game as PDF: after &quot;A diagram every [10]&quot;</extracomment>
        <translation>décisions</translation>
    </message>
    <message>
        <source>File</source>
        <extracomment>Export dialog: the file to write</extracomment>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>The title, the moves and a diagram after every few decisions, on A4 pages.</source>
        <extracomment>Export game as PDF: what the file holds</extracomment>
        <translation>Le titre, les coups et un diagramme toutes les quelques décisions, sur des pages A4.</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Export dialog: writes the file</extracomment>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Export dialog: closes it without a file</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <extracomment>Export dialog: the file chosen is there already</extracomment>
        <translation>Remplacer le fichier ?</translation>
    </message>
    <message>
        <source>%1 already exists. Replacing it loses what it holds.</source>
        <extracomment>%1 a file name</extracomment>
        <translation>%1 existe déjà. Le remplacer fait perdre ce qu’il contient.</translation>
    </message>
    <message>
        <source>Replace</source>
        <extracomment>Export dialog: writes over the existing file</extracomment>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>A name ending in .svg saves a drawing, .jpg a JPEG picture, .png or no ending a PNG picture.</source>
        <extracomment>Export board: the kinds of file a name makes</extracomment>
        <translation>Un nom finissant par .svg enregistre un dessin, par .jpg une image JPEG, par .png ou sans extension une image PNG.</translation>
    </message>
</context>
<context>
    <name>Pit</name>
    <message>
        <source>Press Enter or Space to sow it</source>
        <extracomment>Screen reader hint on a hole the player may sow</extracomment>
        <translation>Entrée ou Espace pour le semer</translation>
    </message>
    <message numerus="yes">
        <source>%1, South&apos;s hole, %n seed(s)</source>
        <extracomment>Screen reader text for a hole of South&apos;s: %1 its name (a, b, ...), %n its seeds</extracomment>
        <translation>
            <numerusform>%1, trou de Sud, %n graine</numerusform>
            <numerusform>%1, trou de Sud, %n graines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, North&apos;s hole, %n seed(s)</source>
        <extracomment>Screen reader text for a hole of North&apos;s: %1 its name (A, B, ...), %n its seeds</extracomment>
        <translation>
            <numerusform>%1, trou de Nord, %n graine</numerusform>
            <numerusform>%1, trou de Nord, %n graines</numerusform>
        </translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
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
        <translation>%1, %2 du joueur %3</translation>
    </message>
    <message>
        <source>%1, legal</source>
        <extracomment>Screen reader: a hole&apos;s text (%1) when the player may sow it now</extracomment>
        <translation>%1, jouable</translation>
    </message>
    <message>
        <source>walda</source>
        <extracomment>Mark on a hole: a walda (Qelat, Q5)</extracomment>
        <translation>walda</translation>
    </message>
    <message>
        <source>ekwarna</source>
        <extracomment>Mark on a hole: an ekwarna (Qelat of Keren, M3)</extracomment>
        <translation>ekwarna</translation>
    </message>
    <message>
        <source>bull</source>
        <extracomment>Mark on a hole: a bull (Enkeshui, E4)</extracomment>
        <translation>taureau</translation>
    </message>
    <message>
        <source>Jen</source>
        <extracomment>Mark on a hole: a Jen (Mewelad, W4)</extracomment>
        <translation>Jen</translation>
    </message>
    <message>
        <source>left</source>
        <extracomment>Mark on a hole: a four that was left (Mewelad, W4)</extracomment>
        <translation>laissé</translation>
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
        <translation>Sud</translation>
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
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>A player&apos;s score so far</extracomment>
        <translation>Score %1</translation>
    </message>
</context>
<context>
    <name>PlayerChoice</name>
    <message>
        <source>Person</source>
        <extracomment>In the picker: a side is played by a person</extracomment>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Who plays South</source>
        <extracomment>Accessible name of the choice of who plays South or North</extracomment>
        <translation>Qui joue Sud</translation>
    </message>
    <message>
        <source>Who plays North</source>
        <translation>Qui joue Nord</translation>
    </message>
    <message>
        <source>Computer %1 · %2</source>
        <extracomment>In the picker: a side is played by the computer; %1 the level&apos;s number, %2 its name (&quot;Computer 3 · Casual&quot;)</extracomment>
        <translation>Ordinateur %1 · %2</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Set up position – %1</source>
        <extracomment>Title of the position editor; %1 the rule set</extracomment>
        <translation>Mettre en place une position – %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Position editor: takes back the last change (Ctrl+Z)</extracomment>
        <translation>Défaire</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Position editor: makes the change taken back again (Ctrl+Shift+Z)</extracomment>
        <translation>Refaire</translation>
    </message>
    <message>
        <source>To move:</source>
        <extracomment>Position editor: the side whose turn it is</extracomment>
        <translation>Au trait :</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>Round:</source>
        <extracomment>Position editor: the round of a game of rounds</extracomment>
        <translation>Manche :</translation>
    </message>
    <message>
        <source>Move seeds</source>
        <extracomment>Position editor: a click picks the hole seeds come from, the next click the hole they go to</extracomment>
        <translation>Déplacer des graines</translation>
    </message>
    <message>
        <source>Empty board</source>
        <extracomment>Position editor: every hole and store emptied</extracomment>
        <translation>Plateau vide</translation>
    </message>
    <message>
        <source>Board: arrows choose a hole, + and − or digits change its seeds, Enter its mark</source>
        <extracomment>Screen reader name of the position editor&apos;s board</extracomment>
        <translation>Plateau : les flèches choisissent un trou, + et − ou les chiffres changent ses graines, Entrée sa marque</translation>
    </message>
    <message>
        <source>Click a hole to add a seed, right-click or Shift+click to take one, or use the wheel; drag to move a seed. Keys: arrows, + and −, digits; Enter or a long press: the hole&apos;s mark.</source>
        <extracomment>How to use the position editor</extracomment>
        <translation>Un clic sur un trou ajoute une graine, un clic droit ou Maj+clic en retire une, ou la molette ; glisser déplace une graine. Touches : flèches, + et −, chiffres ; Entrée ou un appui long : la marque du trou.</translation>
    </message>
    <message>
        <source>Ready to play, by the players of the game: %1 and %2.</source>
        <extracomment>Position editor: the position can be played; the players are the game&apos;s</extracomment>
        <translation>Prête à jouer, avec les joueurs de la partie : %1 et %2.</translation>
    </message>
    <message>
        <source>Play from here</source>
        <extracomment>Position editor: starts the game from this position</extracomment>
        <translation>Jouer d’ici</translation>
    </message>
    <message>
        <source>Analyse</source>
        <extracomment>Position editor: starts the game from this position with the analysis panel open</extracomment>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Copy position</source>
        <extracomment>Position editor: the position string to the clipboard</extracomment>
        <translation>Copier la position</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Position editor: closes it; the game stays as it was</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>One seed more in %1&apos;s store</source>
        <extracomment>Screen reader name of a button of the position editor: %1 South or North</extracomment>
        <translation>Une graine de plus dans le grenier du joueur %1</translation>
    </message>
    <message>
        <source>One seed more in %1&apos;s captures</source>
        <translation>Une graine de plus dans la réserve du joueur %1</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s store, %n seed(s)</source>
        <extracomment>Screen reader text of a store in the position editor: %1 South or North</extracomment>
        <translation>
            <numerusform>grenier du joueur %1, %n graine</numerusform>
            <numerusform>grenier du joueur %1, %n graines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s captures, %n seed(s)</source>
        <translation>
            <numerusform>réserve du joueur %1, %n graine</numerusform>
            <numerusform>réserve du joueur %1, %n graines</numerusform>
        </translation>
    </message>
    <message>
        <source>One seed less in %1&apos;s store</source>
        <translation>Une graine de moins dans le grenier du joueur %1</translation>
    </message>
    <message>
        <source>One seed less in %1&apos;s captures</source>
        <translation>Une graine de moins dans la réserve du joueur %1</translation>
    </message>
    <message>
        <source>Mark: %1</source>
        <extracomment>The mark entries of a hole&apos;s menu in the position editor: &quot;mark: walda (South)&quot;</extracomment>
        <translation>Marque : %1</translation>
    </message>
    <message>
        <source>Owner: South</source>
        <extracomment>A hole&apos;s menu in the position editor (games of rounds): the hole is South&apos;s this round</extracomment>
        <translation>Propriétaire : Sud</translation>
    </message>
    <message>
        <source>Owner: North</source>
        <extracomment>A hole&apos;s menu in the position editor (games of rounds): the hole is North&apos;s this round</extracomment>
        <translation>Propriétaire : Nord</translation>
    </message>
    <message>
        <source>The position is on the clipboard.</source>
        <extracomment>Position editor: after Copy position</extracomment>
        <translation>La position est dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Mark hole %1</source>
        <extracomment>The first line of a hole&apos;s menu in the position editor; %1 the hole&apos;s name</extracomment>
        <translation>Marquer le trou %1</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <extracomment>Position editor: the rule set of the position</extracomment>
        <translation>Règles :</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>Position editor: how many holes each row of the board has</extracomment>
        <translation>Trous par rangée</translation>
    </message>
    <message>
        <source>Type its seeds, or Up and Down</source>
        <extracomment>Screen reader hint on a store&apos;s count in the position editor</extracomment>
        <translation>Tapez le nombre de graines, ou Haut et Bas</translation>
    </message>
</context>
<context>
    <name>PresetList</name>
    <message>
        <source>Presets</source>
        <extracomment>Heading of the presets list in the picker</extracomment>
        <translation>Préréglages</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Renames a saved preset
----------
Confirms the new name of a preset</extracomment>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Deletes a saved preset</extracomment>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Name for this setup</source>
        <extracomment>Placeholder of the field naming a new preset</extracomment>
        <translation>Nom de ce réglage</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Saves the setup shown as a named preset</extracomment>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>New name</source>
        <extracomment>Screen reader name of the field renaming a preset</extracomment>
        <translation>Nouveau nom</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <extracomment>Title of the puzzles dialog (Game ▸ Puzzles)</extracomment>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>A position where one decision keeps the value and every other gives seeds away. Find it.</source>
        <extracomment>Puzzles dialog: what a puzzle is</extracomment>
        <translation>Une position où une seule décision garde la valeur et où toute autre cède des graines. Trouvez-la.</translation>
    </message>
    <message>
        <source>No puzzles are installed.</source>
        <extracomment>Puzzles dialog: no puzzle file could be read</extracomment>
        <translation>Aucun problème n’est installé.</translation>
    </message>
    <message>
        <source>Rule set</source>
        <extracomment>Puzzles dialog: the rule set to draw puzzles from</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Level</source>
        <extracomment>Puzzles dialog: the difficulty of the puzzles drawn</extracomment>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Any level</source>
        <extracomment>Puzzles dialog: puzzles of every level</extracomment>
        <translation>Tout niveau</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) at this level</source>
        <extracomment>Puzzles dialog: %n puzzles of the rule set at the level chosen</extracomment>
        <translation>
            <numerusform>%n problème à ce niveau</numerusform>
            <numerusform>%n problèmes à ce niveau</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the puzzles dialog</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>Puzzles dialog: sets up a puzzle of the choice on the board</extracomment>
        <translation>Commencer</translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <source>Puzzle · level %1 · %2</source>
        <extracomment>Puzzles: small heading over the task; %1 the level (1-5), %2 the theme</extracomment>
        <translation>Problème · niveau %1 · %2</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>Puzzles: marks the hole to play (after a wrong try)</extracomment>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <extracomment>Puzzles: plays the answer&apos;s line in teaching mode</extracomment>
        <translation>Montrer la réponse</translation>
    </message>
    <message>
        <source>Next decision</source>
        <extracomment>Puzzles: plays the next decision of the answer&apos;s line</extracomment>
        <translation>Décision suivante</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <extracomment>Puzzles: sets up the next puzzle</extracomment>
        <translation>Problème suivant</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Puzzles: leave the puzzle and play on from here</extracomment>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>RaceScreen</name>
    <message>
        <source>Racing start</source>
        <extracomment>The racing start: both players sow at once</extracomment>
        <translation>Départ en course</translation>
    </message>
    <message>
        <source>Pass the device to %1. %2, please look away: each player chooses a hole in secret, then both hands sow at the same time.</source>
        <extracomment>%1 chooses next, %2 must not look</extracomment>
        <translation>Passez l’appareil à %1. %2, détournez le regard : chaque joueur choisit un trou en secret, puis les deux mains sèment en même temps.</translation>
    </message>
    <message>
        <source>I am %1: show the board</source>
        <extracomment>%1 is the player who chooses now</extracomment>
        <translation>Je suis %1 : montrer le plateau</translation>
    </message>
</context>
<context>
    <name>RecordActions</name>
    <message>
        <source>Choose a game</source>
        <extracomment>Title of the list of games of a record file</extracomment>
        <translation>Choisir une partie</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the message of a failed import</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The file dialog cannot be shown: %1</source>
        <extracomment>%1 Qt&apos;s reason, e.g. a QML module that is not installed</extracomment>
        <translation>La boîte de dialogue de fichiers ne peut pas s’afficher : %1</translation>
    </message>
    <message>
        <source>%1 game.pgn</source>
        <extracomment>The file name the export dialog proposes; %1 the rule set</extracomment>
        <translation>%1 partie.pgn</translation>
    </message>
    <message>
        <source>Which rule set is this position from?</source>
        <extracomment>Title of the list of rule sets a pasted position string fits</extracomment>
        <translation>De quel jeu de règles vient cette position ?</translation>
    </message>
</context>
<context>
    <name>RecordFileDialog</name>
    <message>
        <source>There is no file %1.</source>
        <extracomment>%1 a file name typed in the import dialog</extracomment>
        <translation>Le fichier %1 n’existe pas.</translation>
    </message>
    <message>
        <source>Export the game</source>
        <extracomment>Title of the export dialog</extracomment>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Import a game</source>
        <extracomment>Title of the import dialog</extracomment>
        <translation>Importer une partie</translation>
    </message>
    <message>
        <source>Up</source>
        <extracomment>Export/import dialog: goes to the folder above</extracomment>
        <translation>Dossier parent</translation>
    </message>
    <message>
        <source>No game records in this folder</source>
        <extracomment>Export/import dialog: the folder has no game records</extracomment>
        <translation>Aucune partie dans ce dossier</translation>
    </message>
    <message>
        <source>File name</source>
        <extracomment>Export/import dialog: the name of the file</extracomment>
        <translation>Nom du fichier</translation>
    </message>
    <message>
        <source>Game records (*.pgn *.txt)</source>
        <extracomment>File type filter of the export and import dialogs</extracomment>
        <translation>Parties (*.pgn *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Export dialog: writes the file</extracomment>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Import dialog: reads the file</extracomment>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Export/import dialog: closes it without a file</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <extracomment>Export dialog: the file chosen is there already</extracomment>
        <translation>Remplacer le fichier ?</translation>
    </message>
    <message>
        <source>%1 already exists. Replacing it loses what it holds.</source>
        <extracomment>%1 a file name</extracomment>
        <translation>%1 existe déjà. Le remplacer fait perdre ce qu’il contient.</translation>
    </message>
    <message>
        <source>Replace</source>
        <extracomment>Export dialog: writes over the existing file</extracomment>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Add the game to a file</source>
        <extracomment>Title of the dialog of Game &gt; Add to file</extracomment>
        <translation>Ajouter la partie à un fichier</translation>
    </message>
    <message>
        <source>Add</source>
        <extracomment>Add to file dialog: adds the game after the file&apos;s games</extracomment>
        <translation>Ajouter</translation>
    </message>
</context>
<context>
    <name>RecordMenu</name>
    <message>
        <source>Export…</source>
        <extracomment>Menu entry (Ctrl+S)</extracomment>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Import…</source>
        <extracomment>Menu entry (Ctrl+O)</extracomment>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Copy game</source>
        <extracomment>Menu entry: the game record to the clipboard</extracomment>
        <translation>Copier la partie</translation>
    </message>
    <message>
        <source>Copy position</source>
        <extracomment>Menu entry (Ctrl+Shift+C): the position string to the clipboard</extracomment>
        <translation>Copier la position</translation>
    </message>
    <message>
        <source>Paste game or position</source>
        <extracomment>Menu entry (Ctrl+V): a game record or a position from the clipboard</extracomment>
        <translation>Coller une partie ou une position</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>Submenu of the last files opened or saved</extracomment>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <source>Notes and variations</source>
        <extracomment>Menu entry: comments and variations of the game</extracomment>
        <translation>Notes et variantes</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>Tool bar menu of game records (export, import, copy, paste); &amp; marks the Alt key letter</extracomment>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+Maj+C</translation>
    </message>
    <message>
        <source>Ctrl+V</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+V</translation>
    </message>
    <message>
        <source>Restore previous game</source>
        <extracomment>Menu entry: brings back the game the last new game, lesson or import replaced</extracomment>
        <translation>Rétablir la partie précédente</translation>
    </message>
    <message>
        <source>Copy board as image</source>
        <extracomment>Menu entry (Ctrl+Shift+B): a picture of the board to the clipboard</extracomment>
        <translation>Copier le plateau en image</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+Maj+B</translation>
    </message>
    <message>
        <source>Export board…</source>
        <extracomment>Menu entry (Ctrl+E): the board as a PNG or SVG file</extracomment>
        <translation>Exporter le plateau…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export game as PDF…</source>
        <extracomment>Menu entry (Ctrl+Shift+P): the game as a PDF sheet with diagrams and moves</extracomment>
        <translation>Exporter la partie en PDF…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+Maj+P</translation>
    </message>
    <message>
        <source>Print…</source>
        <extracomment>Menu entry (Ctrl+P): the game sheet through the print dialog</extracomment>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Quit</source>
        <extracomment>Menu entry (Ctrl+Q): closes the window; the game is kept</extracomment>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Set up position…</source>
        <extracomment>Menu entry: the position editor, on the position of the game</extracomment>
        <translation>Mettre en place une position…</translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <extracomment>Menu entry (Ctrl+U): positions where one decision keeps the value, to find</extracomment>
        <translation>Problèmes…</translation>
    </message>
    <message>
        <source>Ctrl+U</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+U</translation>
    </message>
    <message>
        <source>Add to file…</source>
        <extracomment>Menu entry: the game is added after the games of a record file, which keeps what it holds</extracomment>
        <translation>Ajouter à un fichier…</translation>
    </message>
    <message>
        <source>Over the network</source>
        <extracomment>Submenu of the Game menu: a game against someone at another computer</extracomment>
        <translation>En réseau</translation>
    </message>
    <message>
        <source>Host a game…</source>
        <extracomment>Menu entry: play against someone at another computer, this one listening</extracomment>
        <translation>Héberger une partie…</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <extracomment>Menu entry: play against someone at another computer that hosts the game</extracomment>
        <translation>Rejoindre une partie…</translation>
    </message>
    <message>
        <source>Pictures and printing</source>
        <extracomment>Submenu of the Game menu: the board as a picture, the game as a PDF sheet or on the printer</extracomment>
        <translation>Images et impression</translation>
    </message>
    <message>
        <source>Host a class…</source>
        <extracomment>Menu entry: a teacher shows the board to pupils at other computers and sends them exercises</extracomment>
        <translation>Héberger une classe…</translation>
    </message>
    <message>
        <source>Join a class…</source>
        <extracomment>Menu entry: a pupil follows the teacher&apos;s board from another computer</extracomment>
        <translation>Rejoindre une classe…</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>Round %1 is over</source>
        <extracomment>%1 is the round number</extracomment>
        <translation>La manche %1 est terminée</translation>
    </message>
    <message>
        <source>Seeds won</source>
        <extracomment>Seeds won in the round</extracomment>
        <translation>Graines gagnées</translation>
    </message>
    <message>
        <source>Holes next round</source>
        <extracomment>Holes each player owns in the next round</extracomment>
        <translation>Trous à la manche suivante</translation>
    </message>
    <message>
        <source>Next round</source>
        <extracomment>Closes the round summary and starts the next round</extracomment>
        <translation>Manche suivante</translation>
    </message>
</context>
<context>
    <name>RulesBlock</name>
    <message>
        <source>Reading</source>
        <extracomment>Label in front of a note on how the product reads a vague source</extracomment>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>show me</source>
        <extracomment>Link beside a rule: asks for a demonstration of the rule on the board</extracomment>
        <translation>montrez-moi</translation>
    </message>
    <message>
        <source>Show me rule %1</source>
        <extracomment>Screen reader name of the show-me link; %1 is the rule id</extracomment>
        <translation>Montrer la règle %1</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules of %1</source>
        <extracomment>Title of the rules page; %1 is the rule set</extracomment>
        <translation>Règles : %1</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the rules page</extracomment>
        <translation>Fermer</translation>
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
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Teaching mode on or off</source>
        <translation>Activer ou quitter le mode apprentissage</translation>
    </message>
    <message>
        <source>Show the end of the move being played</source>
        <translation>Montrer la fin du coup en cours</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Copier la position</translation>
    </message>
    <message>
        <source>Paste game or position</source>
        <translation>Coller une partie ou une position</translation>
    </message>
    <message>
        <source>Open the Game, View and Help menus</source>
        <translation>Ouvrir les menus Partie, Affichage et Aide</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <extracomment>Title of the list of keyboard shortcuts</extracomment>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Keyboard shortcuts: the group of keys that play on the board</extracomment>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <extracomment>Keyboard shortcuts: the key names of the four arrow keys</extracomment>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Move to the next or previous playable hole</source>
        <translation>Aller au trou jouable suivant ou précédent</translation>
    </message>
    <message>
        <source>Return, Enter, Space</source>
        <extracomment>Keyboard shortcuts: the key names (Return, Enter, Space)</extracomment>
        <translation>Retour, Entrée, Espace</translation>
    </message>
    <message>
        <source>Sow from the hole with the focus</source>
        <translation>Semer depuis le trou qui a le focus</translation>
    </message>
    <message>
        <source>a… A…</source>
        <extracomment>Keyboard shortcuts: the letters that name the holes</extracomment>
        <translation>a… A…</translation>
    </message>
    <message>
        <source>Sow from the hole of that letter</source>
        <translation>Semer depuis le trou de cette lettre</translation>
    </message>
    <message>
        <source>Move between the board, the buttons and the move list</source>
        <translation>Passer du plateau aux boutons et à la liste des coups</translation>
    </message>
    <message>
        <source>Teaching mode</source>
        <extracomment>Keyboard shortcuts: the group of keys of teaching mode</extracomment>
        <translation>Mode apprentissage</translation>
    </message>
    <message>
        <source>Space</source>
        <extracomment>Keyboard shortcuts: the Space key</extracomment>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Play or pause the move</source>
        <translation>Jouer ou mettre en pause le coup</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <extracomment>Keyboard shortcuts: the left and right arrow keys</extracomment>
        <translation>Gauche, Droite</translation>
    </message>
    <message>
        <source>One seed back or on</source>
        <translation>Une graine en arrière ou en avant</translation>
    </message>
    <message>
        <source>Shift+Left, Shift+Right</source>
        <translation>Maj+Gauche, Maj+Droite</translation>
    </message>
    <message>
        <source>One lap back or on</source>
        <translation>Un tour en arrière ou en avant</translation>
    </message>
    <message>
        <source>Ctrl+Left, Ctrl+Right</source>
        <translation>Ctrl+Gauche, Ctrl+Droite</translation>
    </message>
    <message>
        <source>One decision back or on</source>
        <translation>Une décision en arrière ou en avant</translation>
    </message>
    <message>
        <source>The start or the end of the move</source>
        <translation>Le début ou la fin du coup</translation>
    </message>
    <message>
        <source>Dialogs</source>
        <extracomment>Keyboard shortcuts: the group of the dialogs&apos; keys</extracomment>
        <translation>Dialogues</translation>
    </message>
    <message>
        <source>Start the game chosen</source>
        <translation>Commencer le jeu choisi</translation>
    </message>
    <message>
        <source>Left, Right, +, −</source>
        <extracomment>Keyboard shortcuts: in the special move&apos;s dialog (arrows, +, -)</extracomment>
        <translation>Gauche, Droite, +, −</translation>
    </message>
    <message>
        <source>Special move: choose a hole, add or take away a seed</source>
        <translation>Coup spécial : choisir un trou, ajouter ou retirer une graine</translation>
    </message>
    <message>
        <source>Scroll the rules page</source>
        <translation>Faire défiler la page des règles</translation>
    </message>
    <message>
        <source>Close the dialog or menu</source>
        <translation>Fermer le dialogue ou le menu</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Maj+Z</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <extracomment>Keyboard shortcuts: teaching mode on and off</extracomment>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Esc</source>
        <extracomment>Keyboard shortcuts: Escape while seeds fly</extracomment>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Maj+C</translation>
    </message>
    <message>
        <source>Ctrl+V</source>
        <translation>Ctrl+V</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <extracomment>Keyboard shortcuts: Tab and Shift+Tab</extracomment>
        <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Début, Fin</translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <extracomment>Keyboard shortcuts: in the new game dialog</extracomment>
        <translation>Ctrl+Entrée</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <extracomment>Keyboard shortcuts: on the rules page</extracomment>
        <translation>Page préc., Page suiv.</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Maj+B</translation>
    </message>
    <message>
        <source>Copy board as image</source>
        <translation>Copier le plateau en image</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export board…</source>
        <translation>Exporter le plateau…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Maj+P</translation>
    </message>
    <message>
        <source>Export game as PDF…</source>
        <translation>Exporter la partie en PDF…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <extracomment>Keyboard shortcuts: closes the window (the game is kept)</extracomment>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the dialog</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Full screen on or off</source>
        <extracomment>Keyboard shortcuts: View &gt; Full screen, for a projector</extracomment>
        <translation>Activer ou quitter le plein écran</translation>
    </message>
    <message>
        <source>Move list</source>
        <extracomment>Keyboard shortcuts: the group of keys of the list of moves played</extracomment>
        <translation>Liste des coups</translation>
    </message>
    <message>
        <source>Tab</source>
        <extracomment>Keyboard shortcuts: Tab until the move list has the focus</extracomment>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Go to the move list</source>
        <translation>Aller à la liste des coups</translation>
    </message>
    <message>
        <source>The previous or next move</source>
        <translation>Le coup précédent ou suivant</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <extracomment>Keyboard shortcuts: the up and down arrow keys</extracomment>
        <translation>Haut, Bas</translation>
    </message>
    <message>
        <source>A line of moves up or down</source>
        <translation>Une ligne de coups plus haut ou plus bas</translation>
    </message>
    <message>
        <source>Return, Enter</source>
        <extracomment>Keyboard shortcuts: the key names (Return, Enter)</extracomment>
        <translation>Retour, Entrée</translation>
    </message>
    <message>
        <source>Show the position after the move</source>
        <translation>Montrer la position après le coup</translation>
    </message>
    <message>
        <source>Ctrl+U</source>
        <extracomment>Keyboard shortcuts: Game &gt; Puzzles</extracomment>
        <translation>Ctrl+U</translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation>Problèmes…</translation>
    </message>
    <message>
        <source>H, Ctrl+H</source>
        <extracomment>Keyboard shortcuts: a hint from the computer (H is a hole&apos;s letter in rows of 8 holes or more: Ctrl+H there)</extracomment>
        <translation>H, Ctrl+H</translation>
    </message>
    <message>
        <source>Hint (Ctrl+H where a hole is called h)</source>
        <translation>Indice (Ctrl+H là où un trou s’appelle h)</translation>
    </message>
</context>
<context>
    <name>SoundMenu</name>
    <message>
        <source>Sound</source>
        <extracomment>View menu: the submenu of the game&apos;s sounds (seeds dropped, captures, marks, the end)</extracomment>
        <translation>Son</translation>
    </message>
    <message>
        <source>Sound of the seeds</source>
        <extracomment>View menu ▸ Sound: play a sound for each seed dropped, each capture and mark, and the game&apos;s end</extracomment>
        <translation>Son des graines</translation>
    </message>
    <message>
        <source>Quiet</source>
        <extracomment>View menu ▸ Sound: the volume</extracomment>
        <translation>Doux</translation>
    </message>
    <message>
        <source>Medium</source>
        <extracomment>View menu ▸ Sound: the volume</extracomment>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Loud</source>
        <extracomment>View menu ▸ Sound: the volume</extracomment>
        <translation>Fort</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message numerus="yes">
        <source>%1: %n seed(s)</source>
        <extracomment>Screen reader text of a store or tally: %1 its name (&quot;South&quot; or &quot;South&apos;s tally&quot;), %n the seeds in it</extracomment>
        <translation>
            <numerusform>%1 : %n graine</numerusform>
            <numerusform>%1 : %n graines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeachingPanel</name>
    <message>
        <source>Play a move, then step through it seed by seed.</source>
        <extracomment>Teaching mode with no move on show</extracomment>
        <translation>Jouez un coup, puis suivez-le graine par graine.</translation>
    </message>
    <message>
        <source>Lap %1 of %2</source>
        <extracomment>Teaching mode: lap 2 of 5 of the move on show</extracomment>
        <translation>Boucle %1 sur %2</translation>
    </message>
    <message>
        <source>Step of the move</source>
        <extracomment>Screen reader name of the teaching scrubber</extracomment>
        <translation>Étape du coup</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Teaching mode: step 12 of 40 of the move on show</extracomment>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Decision</source>
        <extracomment>Teaching mode button: back to the previous decision of the move</extracomment>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Previous decision (Ctrl+Left)</source>
        <extracomment>Teaching mode: back to the previous decision (Ctrl+Left)</extracomment>
        <translation>Décision précédente (Ctrl+Gauche)</translation>
    </message>
    <message>
        <source>Lap</source>
        <extracomment>Teaching mode button: a lap is one handful sown</extracomment>
        <translation>Boucle</translation>
    </message>
    <message>
        <source>Previous lap (Shift+Left)</source>
        <extracomment>Teaching mode: go back to the start of the lap (Shift+Left)</extracomment>
        <translation>Boucle précédente (Maj+Gauche)</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Teaching mode button: one seed (one step) back</extracomment>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Previous seed (Left)</source>
        <extracomment>Teaching mode: one seed back (Left)</extracomment>
        <translation>Graine précédente (Gauche)</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>Teaching mode button: plays the move on by itself / stops it</extracomment>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <extracomment>Teaching mode: play or pause the move (Space)</extracomment>
        <translation>Pause (Espace)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Lecture (Espace)</translation>
    </message>
    <message>
        <source>Next seed (Right)</source>
        <extracomment>Teaching mode: one seed forward (Right)</extracomment>
        <translation>Graine suivante (Droite)</translation>
    </message>
    <message>
        <source>Next lap (Shift+Right)</source>
        <extracomment>Teaching mode: on to the next lap (Shift+Right)</extracomment>
        <translation>Boucle suivante (Maj+Droite)</translation>
    </message>
    <message>
        <source>Next decision (Ctrl+Right)</source>
        <extracomment>Teaching mode: on to the next decision (Ctrl+Right)</extracomment>
        <translation>Décision suivante (Ctrl+Droite)</translation>
    </message>
    <message>
        <source>Whole move</source>
        <extracomment>Teaching mode button: show the end of the whole move at once</extracomment>
        <translation>Coup entier</translation>
    </message>
    <message>
        <source>The whole move (End)</source>
        <extracomment>Teaching mode: jump to the end of the move (End)</extracomment>
        <translation>Le coup entier (Fin)</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Teaching mode: speed of Play</extracomment>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Teaching mode: speed of Play</extracomment>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Teaching mode: speed of Play</extracomment>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Speed of Play</source>
        <extracomment>Screen reader name of the teaching speed chooser</extracomment>
        <translation>Vitesse de lecture</translation>
    </message>
</context>
<context>
    <name>ThinkingMark</name>
    <message>
        <source>thinking</source>
        <extracomment>Shown on the computer&apos;s card while it searches for its decision</extracomment>
        <translation>réfléchit</translation>
    </message>
</context>
<context>
    <name>VariantPicker</name>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <extracomment>Title of the variant picker</extracomment>
        <translation>Choisir un jeu</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Leaves the picker and goes back to the game being played</extracomment>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Opens the rules page of the chosen rule set</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Puts every option of the chosen rule set back to its standard value</extracomment>
        <translation>Règles standard</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>Picker option: holes in each row</extracomment>
        <translation>Trous par rangée</translation>
    </message>
    <message>
        <source>Seeds per hole</source>
        <extracomment>Picker option: seeds in every hole at the start</extracomment>
        <translation>Graines par trou</translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) in the game</source>
        <extracomment>Under the start position in the picker: seeds in the game</extracomment>
        <translation>
            <numerusform>%n graine en jeu</numerusform>
            <numerusform>%n graines en jeu</numerusform>
        </translation>
    </message>
    <message>
        <source>Layout</source>
        <extracomment>Heading of the layout choice in the picker</extracomment>
        <translation>Disposition</translation>
    </message>
    <message>
        <source>Edit layout…</source>
        <extracomment>Opens the layout editor on the start position shown</extracomment>
        <translation>Modifier la disposition…</translation>
    </message>
    <message>
        <source>House rules</source>
        <extracomment>Heading of the house rules in the picker</extracomment>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>South (bottom)</source>
        <extracomment>Picker: the heading of the player at the bottom (name and who plays)</extracomment>
        <translation>Sud (en bas)</translation>
    </message>
    <message>
        <source>North (top)</source>
        <extracomment>Picker: the heading of the player at the top (name and who plays)</extracomment>
        <translation>Nord (en haut)</translation>
    </message>
    <message>
        <source>Start %1</source>
        <extracomment>Starts the game chosen in the picker (Ctrl+Enter)</extracomment>
        <translation>Commencer %1</translation>
    </message>
    <message>
        <source>Master&apos;s time per move (s)</source>
        <extracomment>Picker: how long the Master level thinks for each decision</extracomment>
        <translation>Temps du Maître par coup (s)</translation>
    </message>
    <message>
        <source>%1 (some holes empty)</source>
        <extracomment>Picker, a layout that is not uniform (Enkeshui): %1 the seeds in each hole that is not empty</extracomment>
        <translation>%1 (certains trous vides)</translation>
    </message>
    <message>
        <source>as drawn</source>
        <extracomment>Picker, a drawn layout: the seeds per hole differ</extracomment>
        <translation>comme dessiné</translation>
    </message>
</context>
<context>
    <name>VariationList</name>
    <message>
        <source>Comment</source>
        <extracomment>Heading of the comment editor for the current move</extracomment>
        <translation>Commentaire</translation>
    </message>
    <message>
        <source>A comment on this move</source>
        <extracomment>Placeholder of the comment editor</extracomment>
        <translation>Un commentaire sur ce coup</translation>
    </message>
    <message>
        <source>Moves and variations</source>
        <extracomment>Heading of the list of moves and variations of a record</extracomment>
        <translation>Coups et variantes</translation>
    </message>
    <message>
        <source>No mark</source>
        <extracomment>Notes: removes the mark (!, ?, ...) of the turn shown</extracomment>
        <translation>Aucun signe</translation>
    </message>
    <message>
        <source>Make main line</source>
        <extracomment>Notes: makes the variation shown the main line</extracomment>
        <translation>En faire la ligne principale</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <extracomment>Notes: deletes the variation shown</extracomment>
        <translation>Supprimer la variante</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <extracomment>Notes: takes back the last mark, promotion, deletion or reordering</extracomment>
        <translation>Annuler la modification</translation>
    </message>
    <message>
        <source>Good move</source>
        <extracomment>Notes: the mark ! of a turn</extracomment>
        <translation>Bon coup</translation>
    </message>
    <message>
        <source>Mistake</source>
        <extracomment>Notes: the mark ? of a turn</extracomment>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Excellent move</source>
        <extracomment>Notes: the mark !! of a turn</extracomment>
        <translation>Excellent coup</translation>
    </message>
    <message>
        <source>Blunder</source>
        <extracomment>Notes: the mark ?? of a turn</extracomment>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <extracomment>Notes: the mark !? of a turn</extracomment>
        <translation>Coup intéressant</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <extracomment>Notes: the mark ?! of a turn</extracomment>
        <translation>Coup douteux</translation>
    </message>
    <message>
        <source>Move variation up</source>
        <extracomment>Notes: puts the variation shown before the one above it (of the same move)</extracomment>
        <translation>Monter la variante</translation>
    </message>
    <message>
        <source>Move variation down</source>
        <extracomment>Notes: puts the variation shown after the one below it (of the same move)</extracomment>
        <translation>Descendre la variante</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>Notes: the game&apos;s own title (a prepared position&apos;s name), kept in the record</extracomment>
        <translation>Titre</translation>
    </message>
    <message>
        <source>e.g. Walda in two</source>
        <extracomment>Placeholder of the game&apos;s title in the notes</extracomment>
        <translation>p. ex. Walda en deux coups</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Notes: the event of the game (a club night, a class), kept in the record</extracomment>
        <translation>Événement</translation>
    </message>
    <message>
        <source>e.g. Class 4b</source>
        <extracomment>Placeholder of the game&apos;s event in the notes</extracomment>
        <translation>p. ex. Classe de CM1</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <extracomment>Tool bar menu: speed, theme, large print, language; &amp; marks the Alt key letter</extracomment>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>View menu: the submenu of the animation speed</extracomment>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed</extracomment>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed</extracomment>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed</extracomment>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed: no animation</extracomment>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Light theme</source>
        <extracomment>View menu: the light theme</extracomment>
        <translation>Thème clair</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <extracomment>View menu: the dark theme</extracomment>
        <translation>Thème sombre</translation>
    </message>
    <message>
        <source>Large print</source>
        <extracomment>View menu: large print for a projector (bigger counts and narration)</extracomment>
        <translation>Grands caractères</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>View menu: the submenu of the languages</extracomment>
        <translation>Langue</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>View menu: the high-contrast theme (white and gold on black)</extracomment>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <extracomment>View menu: speak the announcements and teaching mode&apos;s sentences (text to speech)</extracomment>
        <translation>Lecture à voix haute</translation>
    </message>
    <message>
        <source>Full screen</source>
        <extracomment>View menu: the window fills the screen, for a projector (F11)</extracomment>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>Values in words</source>
        <extracomment>View menu: values read &quot;3 seeds ahead&quot; rather than &quot;+3&quot; (the hint, the analysis, the review)</extracomment>
        <translation>Valeurs en toutes lettres</translation>
    </message>
</context>
<context>
    <name>mancala::app::Announcer</name>
    <message>
        <source>Computer (%1)</source>
        <extracomment>The computer as a player; %1 its level&apos;s name</extracomment>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>%1 rejoue.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>%1 ne peut pas jouer et passe.</translation>
    </message>
    <message>
        <source>The players swap sides.</source>
        <translation>Les joueurs échangent leurs camps.</translation>
    </message>
    <message>
        <source>Race!</source>
        <extracomment>The racing start: both players sow at once</extracomment>
        <translation>Course !</translation>
    </message>
    <message>
        <source>The race is tied: %1 wins the lot and moves first.</source>
        <translation>La course est à égalité : %1 gagne le tirage au sort et commence.</translation>
    </message>
    <message>
        <source>%1 wins the race and moves first.</source>
        <translation>%1 gagne la course et commence.</translation>
    </message>
    <message>
        <source>A lot is drawn: %1 wins it.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>Tirage au sort : %1 le gagne.</translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seed(s).</source>
        <extracomment>%1 is a player&apos;s name, %n a number of seeds</extracomment>
        <translation>
            <numerusform>%1 capture %n graine.</numerusform>
            <numerusform>%1 capture %n graines.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s walda.</source>
        <extracomment>A walda is a hole that becomes a player&apos;s store (Qelat); %1 a hole name</extracomment>
        <translation>%1 devient la walda du joueur %2.</translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s ekwarna.</source>
        <extracomment>An ekwarna is a captured hole (Qelat of Keren); %1 a hole name</extracomment>
        <translation>%1 devient l’ekwarna du joueur %2.</translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s bull.</source>
        <extracomment>A bull is a hole whose seeds never leave it (Enkeshui); %1 a hole name</extracomment>
        <translation>%1 devient le taureau du joueur %2.</translation>
    </message>
    <message>
        <source>%1 becomes a Jen.</source>
        <extracomment>A Jen is a four that was left and grew to five (Mewelad); %1 a hole name</extracomment>
        <translation>%1 devient un Jen.</translation>
    </message>
    <message>
        <source>%1 eats from %2.</source>
        <extracomment>%1 a player&apos;s name, %2 a hole name</extracomment>
        <translation>%1 mange dans %2.</translation>
    </message>
    <message>
        <source>%1 may take the four in %2.</source>
        <translation>%1 peut prendre le quatre en %2.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>La manche %1 est terminée.</translation>
    </message>
    <message>
        <source>Round %1 begins: %2 moves first.</source>
        <extracomment>%1 a round number, %2 a player&apos;s name</extracomment>
        <translation>La manche %1 commence : %2 joue en premier.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 and captured %n seed(s).</source>
        <extracomment>The computer&apos;s move on show; %1 its name, %2 the move (&quot;C&quot;), %n the seeds it captured</extracomment>
        <translation>
            <numerusform>%1 a joué %2 et capturé %n graine.</numerusform>
            <numerusform>%1 a joué %2 et capturé %n graines.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <extracomment>The computer&apos;s move on show; %1 its name, %2 the move (&quot;C&quot;, &quot;cw&quot;, &quot;take&quot;)</extracomment>
        <translation>%1 a joué %2.</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Shown when the game has ended</extracomment>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Race: both players sow at once…</source>
        <extracomment>The racing start (W2, E2) plays: both hands sow together</extracomment>
        <translation>Course : les deux joueurs sèment en même temps…</translation>
    </message>
    <message>
        <source>Race: %1 has chosen a hole in secret</source>
        <extracomment>The first race choice (W2, E2) is on show; the hole stays secret</extracomment>
        <translation>Course : %1 a choisi un trou en secret</translation>
    </message>
    <message>
        <source>%1 is sowing…</source>
        <translation>%1 sème…</translation>
    </message>
    <message>
        <source>Race: %1 chooses a hole in secret</source>
        <extracomment>The racing start (W2, E2): each player picks a hole in secret</extracomment>
        <translation>Course : %1 choisit un trou en secret</translation>
    </message>
    <message>
        <source>%1: choose a hole to continue from</source>
        <extracomment>After eating (M5) the player picks the hole to sow next</extracomment>
        <translation>%1 : choisissez le trou d’où continuer</translation>
    </message>
    <message>
        <source>%1: choose the direction of the remaining laps</source>
        <extracomment>Clockwise privilege (E7)</extracomment>
        <translation>%1 : choisissez le sens des boucles restantes</translation>
    </message>
    <message>
        <source>%1: take the four in %2 or leave it?</source>
        <extracomment>Claimed captures (W4); %2 is a hole name</extracomment>
        <translation>%1 : prendre le quatre en %2 ou le laisser ?</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>The computer searches for its decision; %1 names it</extracomment>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1 has no legal move</source>
        <translation>%1 n’a aucun coup permis</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>%1 is proving…</source>
        <extracomment>The Perfect level&apos;s time is up but its proof of the exact value is close: it finishes it (a few seconds at most); %1 names it</extracomment>
        <translation>%1 termine sa preuve…</translation>
    </message>
    <message>
        <source>Looking back, %1 of %2 moves played: %3 plays on when you return to the last move</source>
        <extracomment>An earlier move is on show (the move list) while the computer is to play at the end; %1 the move on show, %2 the moves, %3 the computer</extracomment>
        <translation>Retour en arrière, %1 coups joués sur %2 : %3 jouera quand vous reviendrez au dernier coup</translation>
    </message>
    <message>
        <source>Looking back, %1 of %2 moves played: the game goes on from the last move</source>
        <extracomment>An earlier move is on show (the move list); %1 the move on show, %2 the moves</extracomment>
        <translation>Retour en arrière, %1 coups joués sur %2 : la partie reprend au dernier coup</translation>
    </message>
    <message>
        <source>Looking back, %1 of %2 moves played: the game is over</source>
        <extracomment>An earlier move of a finished game is on show (the move list); %1 the move on show, %2 the moves</extracomment>
        <translation>Retour en arrière, %1 coups joués sur %2 : la partie est terminée</translation>
    </message>
    <message>
        <source>Neither side can win any more seeds from the other with correct play: the score difference stays as it is.</source>
        <extracomment>Qelat: the endgame database proves that the rest of the game is a draw (no side can win more seeds than the other with correct play); the game still ends only by the quiet-move limit</extracomment>
        <translation>Avec un jeu correct, aucun camp ne peut plus gagner de graines sur l’autre : l’écart de score reste tel quel.</translation>
    </message>
    <message>
        <source>Race: both players choose a hole in secret</source>
        <extracomment>The racing start (W2, E2) of a game across computers: both players pick a hole at once, at their own screens</extracomment>
        <translation>Course : les deux joueurs choisissent un trou en secret</translation>
    </message>
</context>
<context>
    <name>mancala::app::AppSettings</name>
    <message>
        <source>The settings in %1 could not be read entirely.</source>
        <extracomment>The settings file could not be read nor kept aside; %1 its path</extracomment>
        <translation>Les réglages du fichier %1 n’ont pas pu être lus entièrement.</translation>
    </message>
    <message numerus="yes">
        <source>The settings could not be read entirely; %n setting(s) were read and the file was kept as %1.</source>
        <extracomment>The settings file could not be read entirely; %1 where it was kept, %n settings read</extracomment>
        <translation>
            <numerusform>Les réglages n’ont pas pu être lus entièrement ; %n réglage a été lu et le fichier a été conservé sous %1.</numerusform>
            <numerusform>Les réglages n’ont pas pu être lus entièrement ; %n réglages ont été lus et le fichier a été conservé sous %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings cannot be saved in %1: the choices made now are kept until the program ends.</source>
        <extracomment>The settings file cannot be written; %1 its path</extracomment>
        <translation>Les réglages ne peuvent pas être enregistrés dans %1 : les choix faits maintenant valent jusqu’à la fin du programme.</translation>
    </message>
</context>
<context>
    <name>mancala::app::AutosaveStore</name>
    <message>
        <source>The program stopped while opening the saved game last time; the file was kept as %1.</source>
        <extracomment>The program stopped while reading the saved game at the last start; %1 where the file is now</extracomment>
        <translation>Le programme s’est arrêté à l’ouverture de la partie sauvegardée la dernière fois ; le fichier a été conservé sous %1.</translation>
    </message>
    <message>
        <source>The saved game was damaged from its first turn: a new game of its rules was started and the file was kept as %1.</source>
        <extracomment>A damaged saved game of which no turn could be read; %1 where the file was kept</extracomment>
        <translation>La partie sauvegardée était endommagée dès son premier tour : une nouvelle partie avec ses règles a été commencée et le fichier a été conservé sous %1.</translation>
    </message>
    <message numerus="yes">
        <source>The saved game was damaged: the game is restored up to turn %n, where the damage starts; the file was kept as %1.</source>
        <extracomment>%n turns of a damaged saved game were restored; %1 where the damaged file was kept</extracomment>
        <translation>
            <numerusform>La partie sauvegardée était endommagée : elle est rétablie jusqu’au tour %n, où commence le dommage ; le fichier a été conservé sous %1.</numerusform>
            <numerusform>La partie sauvegardée était endommagée : elle est rétablie jusqu’au tour %n, où commence le dommage ; le fichier a été conservé sous %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The saved game could not be read (%2); a new game was started and the file was kept as %1.</source>
        <extracomment>The saved game could not be read; %1 where it was kept; %2 why</extracomment>
        <translation>La partie sauvegardée n’a pas pu être lue (%2) ; une nouvelle partie a été commencée et le fichier a été conservé sous %1.</translation>
    </message>
    <message>
        <source>it is larger than %1 MB</source>
        <extracomment>Why the saved game was not read</extracomment>
        <translation>elle dépasse %1 Mo</translation>
    </message>
    <message>
        <source>it holds no game</source>
        <extracomment>Why the saved game was not read: it holds no game</extracomment>
        <translation>elle ne contient aucune partie</translation>
    </message>
    <message>
        <source>The previous game could not be read.</source>
        <translation>La partie précédente n’a pas pu être lue.</translation>
    </message>
    <message>
        <source>The previous game is back; the game it replaced is now the previous game.</source>
        <extracomment>Status after Game &gt; Restore previous game</extracomment>
        <translation>La partie précédente est revenue ; la partie qu’elle remplace est maintenant la partie précédente.</translation>
    </message>
</context>
<context>
    <name>mancala::app::BoardExport</name>
    <message>
        <source>%1 board</source>
        <extracomment>Title of an exported picture of the board: %1 the rule set</extracomment>
        <translation>Plateau (%1)</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <extracomment>The board cannot be exported: the window has no game</extracomment>
        <translation>Il n’y a pas de partie à exporter.</translation>
    </message>
    <message>
        <source>The board is on the clipboard as a picture.</source>
        <extracomment>Status after Game &gt; Copy board as image</extracomment>
        <translation>Le plateau est dans le presse-papiers en image.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Status after an export; %1 the file&apos;s name</extracomment>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>%1: the game sheet is a .pdf file.</source>
        <extracomment>Export game as PDF: %1 the name typed</extracomment>
        <translation>%1 : la feuille de partie est un fichier .pdf.</translation>
    </message>
    <message>
        <source>The game sheet could not be made.</source>
        <translation>La feuille de partie n’a pas pu être créée.</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <extracomment>Printing failed; the printer system gave no reason</extracomment>
        <translation>L’imprimante n’a pas pu être utilisée.</translation>
    </message>
    <message>
        <source>The game sheet went to the printer.</source>
        <extracomment>Status after printing</extracomment>
        <translation>La feuille de partie est partie à l’imprimante.</translation>
    </message>
    <message>
        <source>The print dialog cannot be shown here.</source>
        <extracomment>Print: this build of the program cannot show the print dialog</extracomment>
        <translation>La boîte de dialogue d’impression ne peut pas s’afficher ici.</translation>
    </message>
    <message>
        <source>Print the game</source>
        <extracomment>Title of the print dialog</extracomment>
        <translation>Imprimer la partie</translation>
    </message>
    <message>
        <source>%1 game.pdf</source>
        <extracomment>File names proposed by the export dialogs: %1 the rule set</extracomment>
        <translation>%1 partie.pdf</translation>
    </message>
    <message>
        <source>%1 board.png</source>
        <translation>%1 plateau.png</translation>
    </message>
    <message>
        <source>there is no folder %1</source>
        <extracomment>Why a file could not be written: the folder named is not there</extracomment>
        <translation>il n’y a pas de dossier %1</translation>
    </message>
    <message>
        <source>that is a folder</source>
        <extracomment>Why a file could not be written: the name is a folder&apos;s</extracomment>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 a file name, %2 the reason</extracomment>
        <translation>Impossible d’enregistrer %1 : %2</translation>
    </message>
    <message>
        <source>%1: a picture of the board is a .png, .jpg or .svg file.</source>
        <extracomment>Export board: %1 the name typed</extracomment>
        <translation>%1 : une image du plateau est un fichier .png, .jpg ou .svg.</translation>
    </message>
    <message>
        <source>%1: this format could not be written; a .png or .svg file can.</source>
        <extracomment>Export board: the picture could not be made in the format its name asks for; %1 the file&apos;s name</extracomment>
        <translation>%1 : ce format n’a pas pu être écrit ; un fichier .png ou .svg le peut.</translation>
    </message>
</context>
<context>
    <name>mancala::app::ClassroomPlay</name>
    <message>
        <source>Pupils following your board: %1</source>
        <extracomment>A class across computers, the teacher: %1 the number of pupils connected</extracomment>
        <translation>Élèves qui suivent votre plateau : %1</translation>
    </message>
    <message>
        <source>Exercise %1: %2 of %3 pupils answered</source>
        <extracomment>A class across computers, the teacher: %1 the exercise&apos;s number, %2 pupils who answered, %3 pupils connected</extracomment>
        <translation>Exercice %1 : %2 élèves sur %3 ont répondu</translation>
    </message>
    <message>
        <source>The connection to the teacher is gone.</source>
        <extracomment>A class across computers, a pupil: the connection to the teacher is gone</extracomment>
        <translation>La connexion avec l’enseignant est perdue.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <extracomment>Game across computers, guest: connecting to the host</extracomment>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <extracomment>A class across computers: the teacher shows a pupil&apos;s answer; %1 the pupil, %2 the move</extracomment>
        <translation>%1 a joué %2.</translation>
    </message>
    <message>
        <source>Following %1&apos;s board.</source>
        <extracomment>A class across computers, a pupil: the board shows the teacher&apos;s; %1 the teacher&apos;s name</extracomment>
        <translation>Vous suivez le plateau de l’enseignant (%1).</translation>
    </message>
    <message>
        <source>Sent: %1</source>
        <extracomment>A class across computers, a pupil: the answer went to the teacher; %1 the move</extracomment>
        <translation>Envoyé : %1</translation>
    </message>
    <message>
        <source>Find the best move and play it.</source>
        <extracomment>A class across computers, a pupil: an exercise is on the board</extracomment>
        <translation>Trouvez le meilleur coup et jouez-le.</translation>
    </message>
    <message>
        <source>Lesson on the pupils&apos; boards: %1</source>
        <extracomment>A class across computers, the teacher: a lesson is on every pupil&apos;s board; %1 its title</extracomment>
        <translation>Leçon sur les plateaux des élèves : %1</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <extracomment>A class across computers, a pupil: the teacher sent a lesson to look at (no answer); %1 its title</extracomment>
        <translation>Leçon : %1</translation>
    </message>
    <message>
        <source>Level %1 · %2 · %3</source>
        <extracomment>A class across computers, the teacher&apos;s list of puzzles: %1 the puzzle&apos;s level (1-5), %2 its theme, %3 its id (kalah-0012)</extracomment>
        <translation>Niveau %1 · %2 · %3</translation>
    </message>
    <message>
        <source>The teacher ended the class.</source>
        <extracomment>A class across computers, a pupil: the teacher ended the class</extracomment>
        <translation>L’enseignant a terminé le cours.</translation>
    </message>
    <message numerus="yes">
        <source>This move has %n step(s): the teacher shows them one by one.</source>
        <extracomment>A class across computers, beside a pupil&apos;s board: the teacher is about to step through a move in teaching mode</extracomment>
        <translation>
            <numerusform>Ce coup a %n étape : l’enseignant la montre.</numerusform>
            <numerusform>Ce coup a %n étapes : l’enseignant les montre une à une.</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <extracomment>A class across computers, the teacher: the exercise under way is a puzzle; %1 its level, theme and id (kalah-0012)</extracomment>
        <translation>Problème : %1</translation>
    </message>
    <message>
        <source>Position: your board as it was sent</source>
        <extracomment>A class across computers, the teacher: the exercise under way is the position of the teacher&apos;s board, sent with Send this position</extracomment>
        <translation>Position : votre plateau tel qu’il a été envoyé</translation>
    </message>
</context>
<context>
    <name>mancala::app::ComputerPlayer</name>
    <message>
        <source>Beginner</source>
        <extracomment>Computer player&apos;s level 1 (the weakest)</extracomment>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Novice</source>
        <extracomment>Computer player&apos;s level 2</extracomment>
        <translation>Novice</translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Computer player&apos;s level 3</extracomment>
        <translation>Amateur</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <extracomment>Computer player&apos;s level 4</extracomment>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <source>Advanced</source>
        <extracomment>Computer player&apos;s level 5</extracomment>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>Master</source>
        <extracomment>Computer player&apos;s level 6 (the strongest that searches)</extracomment>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Perfect</source>
        <extracomment>Computer player&apos;s level that plays perfectly (Kalah only)</extracomment>
        <translation>Parfait</translation>
    </message>
</context>
<context>
    <name>mancala::app::EndgameBuilder</name>
    <message>
        <source>The endgame database %1 cannot be used (%2): the computer plays without it, and the file is left as it is.</source>
        <extracomment>%1 is a file, %2 the reason it cannot be used (in English)</extracomment>
        <translation>La base de finales %1 ne peut pas être utilisée (%2) : l’ordinateur joue sans elle, et le fichier reste tel quel.</translation>
    </message>
    <message>
        <source>Preparing perfect play: endgame database %1% built</source>
        <extracomment>The computer&apos;s endgame database being built; %1 the percentage done</extracomment>
        <translation>Préparation du jeu parfait : base de finales construite à %1 %</translation>
    </message>
    <message>
        <source>The endgame database could not be built: %1</source>
        <extracomment>%1 the reason (in English)</extracomment>
        <translation>La base de finales n’a pas pu être construite : %1</translation>
    </message>
    <message>
        <source>The endgame database %1 cannot be used: it is kept aside as .refused and was built again.</source>
        <extracomment>%1 a file and the reason it cannot be used (in English)</extracomment>
        <translation>La base de finales %1 est inutilisable : elle est mise de côté en .refused et a été reconstruite.</translation>
    </message>
    <message>
        <source>The endgame database could not be saved (%1): the computer uses it until the program closes.</source>
        <extracomment>%1 the reason (in English), for example a full disk</extracomment>
        <translation>La base de finales n’a pas pu être enregistrée (%1) : l’ordinateur l’utilise jusqu’à la fermeture du programme.</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameController</name>
    <message>
        <source>South</source>
        <translation>Sud</translation>
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
        <translation>Qelat (Beni Amir et Mensa)</translation>
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
        <translation>Choisissez d’abord un sens.</translation>
    </message>
    <message>
        <source>Take or leave the four first.</source>
        <translation>Prenez ou laissez d’abord le quatre.</translation>
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
        <translation>Attendez le coup de l’ordinateur.</translation>
    </message>
    <message>
        <source>The race choice stays secret until both players have chosen.</source>
        <translation>Le choix pour la course reste secret jusqu’à ce que les deux joueurs aient choisi.</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameEnding</name>
    <message>
        <source>Stopped by the quiet move limit (%1 full moves without a seed won or a hole changing hands).</source>
        <extracomment>G2: the game was stopped; %1 the quiet move limit in full moves</extracomment>
        <translation>Arrêtée par la limite de coups sans prise (%1 coups complets sans graine gagnée ni trou changeant de mains).</translation>
    </message>
    <message>
        <source>Scored as it stands: the seeds still in play count for no one (G2).</source>
        <translation>Décomptée en l’état : les graines encore en jeu ne comptent pour personne (G2).</translation>
    </message>
    <message>
        <source>Drawn, whatever the counts (G2).</source>
        <translation>Nulle, quel que soit le compte (G2).</translation>
    </message>
    <message>
        <source>The next round would start as an earlier round did: the game ends there, and the player owning more holes wins, equal holes a draw (G3). Holes owned: %1 – %2.</source>
        <extracomment>G3 (Qelat of Keren, Mewelad); %1 South&apos;s holes, %2 North&apos;s</extracomment>
        <translation>La manche suivante commencerait comme une manche précédente : la partie s’arrête là, et le joueur qui possède le plus de trous gagne ; autant de trous, c’est match nul (G3). Trous possédés : %1 – %2.</translation>
    </message>
    <message>
        <source>A player&apos;s houses are empty: the other puts the seeds left in their houses into their store, and the most seeds win (K5).</source>
        <extracomment>Kalah&apos;s end (K5)</extracomment>
        <translation>Les trous d’un joueur sont vides : l’autre met les graines restées dans ses trous dans son grenier, et le plus de graines l’emporte (K5).</translation>
    </message>
    <message>
        <source>A player&apos;s houses are empty: the seeds left in the houses count for no one, and the most seeds win (K8).</source>
        <extracomment>Kalah&apos;s end with the house rule K8</extracomment>
        <translation>Les trous d’un joueur sont vides : les graines restées dans les trous ne comptent pour personne, et le plus de graines l’emporte (K8).</translation>
    </message>
    <message>
        <source>Neither player can move: the seeds in the waldas decide (Q8, Q9).</source>
        <extracomment>Qelat&apos;s end (Q8, Q9); a walda is a hole that became a player&apos;s store</extracomment>
        <translation>Aucun joueur ne peut jouer : les graines des waldas décident (Q8, Q9).</translation>
    </message>
    <message>
        <source>One player owns every hole (%1).</source>
        <extracomment>The end of Qelat of Keren (M10) and Mewelad (W7); %1 the rule&apos;s id</extracomment>
        <translation>Un joueur possède tous les trous (%1).</translation>
    </message>
    <message>
        <source>The player to move has no seeds outside bulls: the other takes the seeds in their own row, and each bull&apos;s seeds go to its owner (E9).</source>
        <extracomment>Enkeshui&apos;s end (E9); a bull is a hole whose seeds never leave it</extracomment>
        <translation>Le joueur qui a le trait n’a plus de graines hors des taureaux : l’autre prend les graines de sa propre rangée, et les graines de chaque taureau vont à son propriétaire (E9).</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameReview</name>
    <message>
        <source>Best %1 (%2); played %3 (%4): %5 lost; exact values</source>
        <extracomment>A review&apos;s note on a decision that loses value, all values proven by the Kalah solver: %1 the best decision, %2 its value, %3 the decision played, %4 its value, %5 the seeds lost</extracomment>
        <translation>Meilleur %1 (%2) ; joué %3 (%4) : %5 perdu(s) ; valeurs exactes</translation>
    </message>
    <message>
        <source>Best %1 (%2); played %3 (%4): %5 lost; the search&apos;s estimate at depth %6</source>
        <extracomment>A review&apos;s note on a decision that loses value by the search&apos;s estimate: %1 the best decision, %2 its value, %3 the decision played, %4 its value, %5 the seeds lost, %6 the depth of the search in decisions</extracomment>
        <translation>Meilleur %1 (%2) ; joué %3 (%4) : %5 perdu(s) ; estimation de la recherche à la profondeur %6</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameSetup</name>
    <message>
        <source>There is no rule set called %1.</source>
        <translation>Il n’existe pas de règles nommées %1.</translation>
    </message>
</context>
<context>
    <name>mancala::app::HintFinder</name>
    <message>
        <source>Hint: %1. With best play on both sides you end %2.</source>
        <extracomment>The hint in words: %1 a decision (&quot;c&quot;), %2 its value (&quot;3 seeds ahead&quot;, &quot;level, as many seeds as the other side&quot;, &quot;3 seeds ahead (exact)&quot;)</extracomment>
        <translation>Indice : %1. Si les deux camps jouent au mieux, vous finissez %2.</translation>
    </message>
    <message>
        <source>Hint: %1, value %2 (seeds ahead at the end with best play).</source>
        <extracomment>The hint in numbers: %1 a decision (&quot;c&quot;), %2 its value (&quot;+3&quot;, &quot;-1.5&quot;, &quot;exact +8&quot;) in seeds for the side to move</extracomment>
        <translation>Indice : %1, valeur %2 (graines d’avance à la fin en jouant au mieux).</translation>
    </message>
</context>
<context>
    <name>mancala::app::LessonModel</name>
    <message>
        <source>Some lessons in %1 could not be used and are left out:
%2</source>
        <extracomment>At the start: lesson files of the teacher&apos;s folder that could not be used; %1 the folder, %2 the problems</extracomment>
        <translation>Certaines leçons du fichier %1 n’ont pas pu être utilisées et sont laissées de côté :
%2</translation>
    </message>
</context>
<context>
    <name>mancala::app::LessonSession</name>
    <message>
        <source>Find the move that shows it, and play it.</source>
        <extracomment>Lessons: what the learner is asked to do</extracomment>
        <translation>Trouvez le coup qui le montre, et jouez-le.</translation>
    </message>
    <message>
        <source>Right. The move goes on: make the next decision.</source>
        <translation>Exact. Le coup continue : prenez la décision suivante.</translation>
    </message>
    <message>
        <source>That is the move. Step through it to see %1 happen.</source>
        <extracomment>Lessons: the lesson&apos;s move was made; %1 the rule ids it shows</extracomment>
        <translation>C’est le bon coup. Suivez-le pas à pas pour voir %1 se produire.</translation>
    </message>
    <message>
        <source>%1 does not show %2.</source>
        <extracomment>Lessons: a wrong move; %1 the move, %2 the rule ids of the lesson</extracomment>
        <translation>%1 ne montre pas %2.</translation>
    </message>
    <message>
        <source>%1 uses %2, but not %3.</source>
        <extracomment>Lessons: a wrong move; %1 the move, %2 the rules it used, %3 the rule ids of the lesson</extracomment>
        <translation>%1 utilise %2, mais pas %3.</translation>
    </message>
    <message>
        <source>It has been taken back: try again.</source>
        <extracomment>Lessons: after a wrong move</extracomment>
        <translation>Il a été repris : réessayez.</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <extracomment>Lessons: a hint after two wrong moves; %1 the lesson&apos;s move</extracomment>
        <translation>Indice : jouez %1.</translation>
    </message>
    <message>
        <source>That is the move. Step through it to see the rule at work.</source>
        <extracomment>Lessons: the lesson&apos;s move was made (the rule numbers hidden)</extracomment>
        <translation>C’est le coup. Parcourez-le pas à pas pour voir la règle à l’œuvre.</translation>
    </message>
    <message>
        <source>%1 does not show this lesson&apos;s rule.</source>
        <extracomment>Lessons: a wrong move (the rule numbers hidden); %1 the move</extracomment>
        <translation>%1 ne montre pas la règle de cette leçon.</translation>
    </message>
</context>
<context>
    <name>mancala::app::MoveListModel</name>
    <message>
        <source>Round %1</source>
        <extracomment>Move list: the line before the first turn of a round; %1 the round number</extracomment>
        <translation>Manche %1</translation>
    </message>
</context>
<context>
    <name>mancala::app::Narrator</name>
    <message>
        <source>South</source>
        <extracomment>A side of the board (the player at the bottom)</extracomment>
        <translation>Sud</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>%1&apos;s tally</source>
        <extracomment>%1 is a player&apos;s name; a tally holds captured seeds (Enkeshui)</extracomment>
        <translation>réserve du joueur %1</translation>
    </message>
    <message>
        <source>%1&apos;s store</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>grenier du joueur %1</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>dans le sens antihoraire</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>dans le sens horaire</translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s ekwarna: its seeds now count for %2, and the move ends (%3).</source>
        <extracomment>M3: an ekwarna is a captured hole; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>%1 devient l’ekwarna du joueur %2 : ses graines comptent désormais pour %2, et le coup s’arrête (%3).</translation>
    </message>
    <message>
        <source>%1, a four that was left, has grown to five: it becomes a Jen, never captured as a four (%2).</source>
        <extracomment>W4: a Jen; %1 a hole, %2 the rule id</extracomment>
        <translation>%1, un quatre laissé, est passé à cinq : il devient un Jen, jamais capturé comme un quatre (%2).</translation>
    </message>
    <message>
        <source>%1 holds four: %2 may take the four or leave them (%3).</source>
        <extracomment>W4 (captures are claimed); %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>%1 contient quatre graines : %2 peut prendre le quatre ou le laisser (%3).</translation>
    </message>
    <message>
        <source>%1 takes the four of %2 (%3).</source>
        <extracomment>W4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 prend le quatre de %2 (%3).</translation>
    </message>
    <message>
        <source>%1 leaves the four in %2: if a seed falls in, it becomes a Jen (%3).</source>
        <extracomment>W4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 laisse le quatre en %2 : si une graine y tombe, il devient un Jen (%3).</translation>
    </message>
    <message>
        <source>After eating, %1 goes on: the move continues from %2 (%3).</source>
        <extracomment>M5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Après avoir mangé, %1 continue : le coup repart de %2 (%3).</translation>
    </message>
    <message>
        <source>The first lap reached every hole of the opponent&apos;s row: %1 sows the remaining laps %2 (%3).</source>
        <extracomment>E7; %1 a player, %2 clockwise or counter-clockwise, %3 the rule id</extracomment>
        <translation>La première boucle a atteint chaque trou de la rangée adverse : %1 sème les boucles restantes %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>Special move: %1 rearranges their row; %2 now holds %n seed(s) (%3).</source>
        <extracomment>E8 special move; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Coup spécial : %1 réarrange sa rangée ; %2 contient maintenant %n graine (%3).</numerusform>
            <numerusform>Coup spécial : %1 réarrange sa rangée ; %2 contient maintenant %n graines (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chooses a hole for the race, hidden from the opponent (%2).</source>
        <extracomment>W2/E2; %1 a player, %2 the rule id</extracomment>
        <translation>%1 choisit un trou pour la course, caché à l’adversaire (%2).</translation>
    </message>
    <message>
        <source>Both laps ended on the same tick: the lot gives the race to %1, who moves first (%2).</source>
        <extracomment>W2/E2; %1 a player, %2 the rule id</extracomment>
        <translation>Les deux boucles ont fini au même temps : le tirage au sort donne la course à %1, qui commence (%2).</translation>
    </message>
    <message>
        <source>%1&apos;s sowing ended first: %1 wins the race and makes the first move (%2).</source>
        <extracomment>W2/E2; %1 a player, %2 the rule id</extracomment>
        <translation>Le semis du joueur %1 a fini le premier : %1 gagne la course et joue le premier coup (%2).</translation>
    </message>
    <message>
        <source>A lot is drawn: %1 wins it (%2).</source>
        <extracomment>M9, W2, W6; %1 a player, %2 the rule id</extracomment>
        <translation>Tirage au sort : %1 le gagne (%2).</translation>
    </message>
    <message>
        <source>The last seed fell into %1&apos;s own store: %1 moves again (%2).</source>
        <extracomment>K3; %1 a player, %2 the rule id</extracomment>
        <translation>La dernière graine est tombée dans le grenier du joueur %1 : %1 rejoue (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Round %n is over; %1 has won it (%2).</source>
        <extracomment>M8/W5; %n a round number, %1 a player, %2 the rule id</extracomment>
        <translation>
            <numerusform>La manche %n est terminée ; %1 l’a gagnée (%2).</numerusform>
            <numerusform>La manche %n est terminée ; %1 l’a gagnée (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is now %2&apos;s (%3).</source>
        <extracomment>M10/W7; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>%1 appartient maintenant à %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 goes to %2 and is filled with %n seed(s) (%3).</source>
        <extracomment>M9/W6; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 revient à %2 et reçoit %n graine (%3).</numerusform>
            <numerusform>%1 revient à %2 et reçoit %n graines (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %n begins: %1 moves first (%2).</source>
        <extracomment>M9/W6; %n a round number, %1 a player, %2 the rule id</extracomment>
        <translation>
            <numerusform>La manche %n commence : %1 joue en premier (%2).</numerusform>
            <numerusform>La manche %n commence : %1 joue en premier (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Something happens (%1).</source>
        <translation>Il se passe quelque chose (%1).</translation>
    </message>
    <message>
        <source>%1 drops a seed into the walda %2: a walda is sown into and keeps its seeds (%3).</source>
        <extracomment>Q7; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 pose une graine dans la walda %2 : on sème dans une walda et elle garde ses graines (%3).</translation>
    </message>
    <message>
        <source>The last seed makes %1, a hole of %2&apos;s, hold exactly four (%3).</source>
        <extracomment>M3; %1 a hole, %2 its owner, %3 the rule id</extracomment>
        <translation>La dernière graine porte %1, un trou du joueur %2, à exactement quatre (%3).</translation>
    </message>
    <message>
        <source>The last seed falls into %2, %3&apos;s ekwarna: %1 eats from it (%4).</source>
        <extracomment>M5; %1 a player, %2 a hole, %3 the opponent, %4 the rule id</extracomment>
        <translation>La dernière graine tombe dans %2, l’ekwarna du joueur %3 : %1 y mange (%4).</translation>
    </message>
    <message>
        <source>The last seed falls into %1, the last hole %2 owns (%3).</source>
        <extracomment>M11; %1 a hole, %2 its owner, %3 the rule id</extracomment>
        <translation>La dernière graine tombe dans %1, le dernier trou du joueur %2 (%3).</translation>
    </message>
    <message>
        <source>Every choice here would go round for ever: the seed left in the hand stays in %1 (%2).</source>
        <extracomment>G1; %1 a hole, %2 the rule id</extracomment>
        <translation>Chaque choix ici tournerait sans fin : la graine restée dans la main reste en %1 (%2).</translation>
    </message>
    <message>
        <source>%1 drops the last seed into %2 (%3).</source>
        <extracomment>%1 a player, %2 a store, %3 the rule id</extracomment>
        <translation>%1 pose la dernière graine dans %2 (%3).</translation>
    </message>
    <message>
        <source>%1 drops the last seed into %2, which was empty: the sowing ends there (%3).</source>
        <extracomment>%1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 pose la dernière graine dans %2, qui était vide : le semis s’arrête là (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 drops the last seed into %2, which held %n seed(s) (%3).</source>
        <extracomment>%n the seeds the hole held, %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 pose la dernière graine dans %2, qui contenait %n graine (%3).</numerusform>
            <numerusform>%1 pose la dernière graine dans %2, qui contenait %n graines (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drops a seed into %2 (%3).</source>
        <extracomment>%1 a player, %2 a hole or store, %3 the rule id</extracomment>
        <translation>%1 pose une graine dans %2 (%3).</translation>
    </message>
    <message>
        <source>%1 passes over the walda %2 without a seed: waldas are skipped in this game (%3).</source>
        <extracomment>Q7 house rule skip-waldas; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 passe la walda %2 sans y poser de graine : les waldas sont sautées dans cette partie (%3).</translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into an empty house of %1&apos;s: the %n seed(s) of %2 opposite go to %1&apos;s store (%3).</source>
        <extracomment>K4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>La dernière graine est tombée dans un trou vide du joueur %1 : la %n graine de %2, en face, va au grenier du joueur %1 (%3).</numerusform>
            <numerusform>La dernière graine est tombée dans un trou vide du joueur %1 : les %n graines de %2, en face, vont au grenier du joueur %1 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed in %2 goes to %1&apos;s store with them (%3).</source>
        <extracomment>K4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>La dernière graine en %2 va avec elles au grenier du joueur %1 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>The %n seed(s) of %2 opposite go to %1&apos;s store (%3).</source>
        <extracomment>K7; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>La %n graine de %2, en face, va au grenier du joueur %1 (%3).</numerusform>
            <numerusform>Les %n graines de %2, en face, vont au grenier du joueur %1 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty capture: the last seed in %2 goes to %1&apos;s store, even with the house opposite empty (%3).</source>
        <extracomment>K7 house rule; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Capture à vide : la dernière graine en %2 va au grenier du joueur %1, même si le trou d’en face est vide (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%2 is %3&apos;s last hole: instead of becoming an ekwarna, its %n seed(s) go to %1&apos;s store and the hole stays %3&apos;s (%4).</source>
        <extracomment>M11; %1 a player, %2 a hole, %3 its owner, %4 the rule id</extracomment>
        <translation>
            <numerusform>%2 est le dernier trou du joueur %3 : au lieu de devenir une ekwarna, sa %n graine va au grenier du joueur %1 et le trou reste à %3 (%4).</numerusform>
            <numerusform>%2 est le dernier trou du joueur %3 : au lieu de devenir une ekwarna, ses %n graines vont au grenier du joueur %1 et le trou reste à %3 (%4).</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 holds exactly four: %1 captures them into their store (%3).</source>
        <extracomment>W3; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%2 contient exactement quatre graines : %1 les capture dans son grenier (%3).</translation>
    </message>
    <message>
        <source>%2 holds four: %1 captures them, and %2 stays %3&apos;s, their last hole (%4, M11).</source>
        <extracomment>W8; %1 a player, %2 a hole, %3 its owner, %4 the rule id</extracomment>
        <translation>%2 contient quatre graines : %1 les capture, et %2 reste à %3, son dernier trou (%4, M11).</translation>
    </message>
    <message>
        <source>%1 takes the last seed from %2 too (%3).</source>
        <extracomment>E5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 prend aussi la dernière graine de %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 captures the %n seed(s) of %2 (%3).</source>
        <extracomment>%1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 capture la %n graine de %2 (%3).</numerusform>
            <numerusform>%1 capture les %n graines de %2 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The last two seeds fell into holes that held 2 and 3: %1 becomes %2&apos;s bull (%3).</source>
        <extracomment>E4 pair; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>Les deux dernières graines sont tombées dans des trous qui en contenaient 2 et 3 : %1 devient le taureau du joueur %2 (%3).</translation>
    </message>
    <message>
        <source>The last seed made %1 hold four: it becomes %2&apos;s bull; its seeds never leave it and the move ends (%3).</source>
        <extracomment>E4; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>La dernière graine porte %1 à quatre : il devient le taureau du joueur %2 ; ses graines ne le quittent plus et le coup s’arrête (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 eats from their last hole %2 as from an ekwarna: %n seed(s) go to their store (%3).</source>
        <extracomment>M11; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 mange dans son dernier trou %2 comme dans une ekwarna : %n graine va à son grenier (%3).</numerusform>
            <numerusform>%1 mange dans son dernier trou %2 comme dans une ekwarna : %n graines vont à son grenier (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into the Jen %2: %1 takes %n seed(s) to their store, and the move ends (%3).</source>
        <extracomment>W4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>La dernière graine est tombée dans le Jen %2 : %1 met %n graine dans son grenier, et le coup s’arrête (%3).</numerusform>
            <numerusform>La dernière graine est tombée dans le Jen %2 : %1 met %n graines dans son grenier, et le coup s’arrête (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats: %n seed(s) of %2, the last seed and one more, go to their store (%3).</source>
        <extracomment>M5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 mange : %n graine de %2, la dernière graine et une de plus, va à son grenier (%3).</numerusform>
            <numerusform>%1 mange : %n graines de %2, la dernière graine et une de plus, vont à son grenier (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no hole to sow and passes (%2).</source>
        <extracomment>Q8; %1 a player, %2 the rule id</extracomment>
        <translation>%1 n’a aucun trou à semer et passe (%2).</translation>
    </message>
    <message>
        <source>%1 has seeds only in ekwarna, or none, and passes (%2).</source>
        <extracomment>M7; %1 a player, %2 the rule id</extracomment>
        <translation>%1 n’a de graines que dans des ekwarnas, ou aucune, et passe (%2).</translation>
    </message>
    <message>
        <source>Every sowing %1 could make would go round for ever: the turn passes (%2).</source>
        <extracomment>G1; %1 a player, %2 the rule id</extracomment>
        <translation>Chaque semis possible du joueur %1 tournerait sans fin : le tour passe (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1 owns every hole: the %n seed(s) of %2 go to %1 too (%3).</source>
        <extracomment>M10/W7; %1 a player, %2 a store, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 possède tous les trous : la %n graine de %2 va aussi à %1 (%3).</numerusform>
            <numerusform>%1 possède tous les trous : les %n graines de %2 vont aussi à %1 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A side has no seeds left: the %n seed(s) of %2 go to %1&apos;s store (%3).</source>
        <extracomment>K5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Un camp n’a plus de graines : la %n graine de %2 va au grenier du joueur %1 (%3).</numerusform>
            <numerusform>Un camp n’a plus de graines : les %n graines de %2 vont au grenier du joueur %1 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player to move has nothing to sow: %1 takes the %n seed(s) of %2 in their own row (%3).</source>
        <extracomment>E9; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Le joueur au trait n’a rien à semer : %1 prend la %n graine de %2 dans sa propre rangée (%3).</numerusform>
            <numerusform>Le joueur au trait n’a rien à semer : %1 prend les %n graines de %2 dans sa propre rangée (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player to move has no seeds: %1 captures the %n seed(s) left in %2 (%3).</source>
        <extracomment>W5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Le joueur au trait n’a plus de graines : %1 capture la %n graine restée en %2 (%3).</numerusform>
            <numerusform>Le joueur au trait n’a plus de graines : %1 capture les %n graines restées en %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round is over: the %n seed(s) of %2 count for %1 (%3).</source>
        <extracomment>M8; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>La manche est terminée : la %n graine de %2 compte pour %1 (%3).</numerusform>
            <numerusform>La manche est terminée : les %n graines de %2 comptent pour %1 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: a draw (%1).</source>
        <extracomment>%1 the rule id</extracomment>
        <translation>La partie est terminée : match nul (%1).</translation>
    </message>
    <message numerus="yes">
        <source>The game is over: %1 wins by %n seed(s) (%2).</source>
        <extracomment>%1 the winner, %n the margin in seeds, %2 the rule id</extracomment>
        <translation>
            <numerusform>La partie est terminée : %1 gagne avec %n graine d’avance (%2).</numerusform>
            <numerusform>La partie est terminée : %1 gagne avec %n graines d’avance (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This move has %n step(s): step forward to see the first.</source>
        <extracomment>Teaching mode, before the first step of a move</extracomment>
        <translation>
            <numerusform>Ce coup a %n étape : avancez pour la voir.</numerusform>
            <numerusform>Ce coup a %n étapes : avancez pour voir la première.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tick %n of the race: each hand drops one seed, %1&apos;s first (%2).</source>
        <extracomment>W2/E2; %n the tick number, %1 the player at the bottom (South), %2 the rule id</extracomment>
        <translation>
            <numerusform>Temps %n de la course : chaque main pose une graine, celle du joueur %1 d’abord (%2).</numerusform>
            <numerusform>Temps %n de la course : chaque main pose une graine, celle du joueur %1 d’abord (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2&apos;s opening: the players swap sides (%3).</source>
        <extracomment>K9 pie rule; %1 the player at the top (North), %2 the player at the bottom, %3 the rule id</extracomment>
        <translation>%1 prend l’ouverture du joueur %2 : les joueurs échangent leurs camps (%3).</translation>
    </message>
    <message>
        <source>Empty capture, in the source&apos;s words: the last seed in %2 goes to %1&apos;s store alone, and the seeds in %4 opposite stay (%3).</source>
        <extracomment>K7 empty-capture=last-seed; %1 a player, %2 a hole, %3 the rule id, %4 the house opposite</extracomment>
        <translation>Capture à vide, selon les termes de la source : la dernière graine en %2 va seule au grenier du joueur %1, et les graines de %4, en face, restent (%3).</translation>
    </message>
    <message>
        <source>Empty capture, in the source&apos;s words: the last seed in %2 goes to %1&apos;s store alone (%3).</source>
        <extracomment>K7 empty-capture=last-seed; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Capture à vide, selon les termes de la source : la dernière graine en %2 va seule au grenier du joueur %1 (%3).</translation>
    </message>
    <message>
        <source>Too many full moves without a seed won or a hole changing hands: the game is stopped and drawn (%1).</source>
        <extracomment>G2, quiet-end=draw; %1 the rule id</extracomment>
        <translation>Trop de coups complets sans graine gagnée ni trou changeant de mains : la partie est arrêtée et déclarée nulle (%1).</translation>
    </message>
    <message>
        <source>Too many full moves without a seed won or a hole changing hands: the game is stopped and scored as it stands.</source>
        <translation>Trop de coups complets sans graine gagnée ni trou changeant de mains : la partie est arrêtée et décomptée en l’état.</translation>
    </message>
    <message numerus="yes">
        <source>Too many full moves without a seed won or a hole changing hands: round %n is over and each player takes the seeds in their own holes (%1).</source>
        <extracomment>G2 in Qelat Keren and Mewelad; %n a round number, %1 the rule id</extracomment>
        <translation>
            <numerusform>Trop de coups complets sans graine gagnée ni trou changeant de main : la manche %n est finie et chaque joueur prend les graines de ses propres trous (%1).</numerusform>
            <numerusform>Trop de coups complets sans graine gagnée ni trou changeant de main : la manche %n est finie et chaque joueur prend les graines de ses propres trous (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round ends at the quiet-move limit: %1 takes the %n seed(s) of %2, its ekwarna (%3).</source>
        <extracomment>G2 in Qelat Keren: the seeds of an ekwarna go to its captor; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>La manche s’arrête à la limite de coups calmes : %1 prend la %n graine de %2, son ekwarna (%3).</numerusform>
            <numerusform>La manche s’arrête à la limite de coups calmes : %1 prend les %n graines de %2, son ekwarna (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round ends at the quiet-move limit: %1 takes the %n seed(s) of %2 (%3).</source>
        <extracomment>G2 in Qelat Keren and Mewelad: a hole&apos;s seeds go to its owner; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>La manche s’arrête à la limite de coups calmes : %1 prend la %n graine de %2 (%3).</numerusform>
            <numerusform>La manche s’arrête à la limite de coups calmes : %1 prend les %n graines de %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends on a repeated round: the %n seed(s) of %2 go to %1, its owner (%3).</source>
        <extracomment>G3; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>La partie s’arrête sur une manche répétée : la %n graine de %2 va à %1, son propriétaire (%3).</numerusform>
            <numerusform>La partie s’arrête sur une manche répétée : les %n graines de %2 vont à %1, son propriétaire (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>This round starts exactly as an earlier round did: the game is over, a draw, both players own as many holes (%1).</source>
        <extracomment>G3; %1 the rule id</extracomment>
        <translation>Cette manche commence exactement comme une manche précédente : la partie est finie, nulle, les deux joueurs possèdent autant de trous (%1).</translation>
    </message>
    <message numerus="yes">
        <source>This round starts exactly as an earlier round did: the game is over and %1 wins, owning %n hole(s) more (%2).</source>
        <extracomment>G3; %1 the winner, %n how many more holes the winner owns, %2 the rule id</extracomment>
        <translation>
            <numerusform>Cette manche commence exactement comme une manche précédente : la partie est finie et %1 gagne avec %n trou de plus (%2).</numerusform>
            <numerusform>Cette manche commence exactement comme une manche précédente : la partie est finie et %1 gagne avec %n trous de plus (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s single seed crosses the end of the board into %2, %3&apos;s end hole (Q3): on the next move %3 may not sow it straight back (%4).</source>
        <extracomment>Q3 sends the seed across the end, Q10 bars it; %1 the mover, %2 the opponent&apos;s end hole, %3 the opponent, %4 the rule id</extracomment>
        <translation>La graine seule du trou %1 passe par-delà le bout du plateau en %2, trou d’extrémité du joueur %3 (Q3) : au coup suivant, %3 ne peut pas la renvoyer tout droit (%4).</translation>
    </message>
    <message>
        <source>%1 drops the last seed into %2: the hand is empty, so the move ends (%3).</source>
        <extracomment>Q4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 pose la dernière graine dans %2 : la main est vide, le coup s’arrête donc (%3).</translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into %4, which was empty, and %2 faces it: %1 takes the %n seed(s) of %2 (%3).</source>
        <extracomment>E5; %1 a player, %2 the hole captured, %3 the rule id, %4 the hole facing it where the last seed fell</extracomment>
        <translation>
            <numerusform>La dernière graine est tombée dans %4, qui était vide, et %2 lui fait face : %1 prend la %n graine de %2 (%3).</numerusform>
            <numerusform>La dernière graine est tombée dans %4, qui était vide, et %2 lui fait face : %1 prend les %n graines de %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next hole, %4, is empty and faces %2: %1 takes the %n seed(s) of %2 too (%3).</source>
        <extracomment>E5 walk; %1 a player, %2 the hole captured, %3 the rule id, %4 the empty hole facing it</extracomment>
        <translation>
            <numerusform>Le trou suivant, %4, est vide et fait face à %2 : %1 prend aussi la %n graine de %2 (%3).</numerusform>
            <numerusform>Le trou suivant, %4, est vide et fait face à %2 : %1 prend aussi les %n graines de %2 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed made %1 hold four. A walda can be made there, so %1 becomes %2&apos;s walda (%3, Q6).</source>
        <extracomment>Q5/Q6 (a walda can be made only in the six holes Q6 names); %1 a hole, %2 a player, %3 rule ids</extracomment>
        <translation>La dernière graine porte %1 à quatre. Une walda peut naître là, donc %1 devient la walda du joueur %2 (%3, Q6).</translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and keeps sowing %3, the way chosen (%4).</source>
        <extracomment>E7: the relay after the direction choice; %1 a player, %2 a hole, %3 a direction, %4 the rule id</extracomment>
        <translation>
            <numerusform>%1 prend la %n graine de %2 et continue à semer %3, dans le sens choisi (%4).</numerusform>
            <numerusform>%1 prend les %n graines de %2 et continue à semer %3, dans le sens choisi (%4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into a hole that had seeds: %1 picks up the %n seed(s) of %2 and keeps sowing %3 (%4).</source>
        <extracomment>relay sowing: the last seed fell into a hole with seeds, which are picked up and sown on; %1 a player, %2 a hole, %3 a direction, %4 the rule id</extracomment>
        <translation>
            <numerusform>La dernière graine est tombée dans un trou qui avait des graines : %1 prend la %n graine de %2 et continue à semer %3 (%4).</numerusform>
            <numerusform>La dernière graine est tombée dans un trou qui avait des graines : %1 prend les %n graines de %2 et continue à semer %3 (%4).</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed falls into %1&apos;s own ekwarna %2: no seeds are picked up, and the move ends (%3).</source>
        <extracomment>M4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>La dernière graine tombe dans %2, l’ekwarna du joueur %1 : on ne reprend aucune graine, et le coup s’arrête (%3).</translation>
    </message>
    <message>
        <source>The last seed falls into %2, which was empty. %1 has picked up seeds to sow on, so nothing is captured and the move ends (%3, E6).</source>
        <extracomment>E6; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>La dernière graine tombe dans %2, qui était vide. %1 a déjà repris des graines pour continuer, donc rien n’est capturé et le coup s’arrête (%3, E6).</translation>
    </message>
    <message>
        <source>%1 passes over %2 without a seed: a player sows only into their own store (%3).</source>
        <extracomment>K2; %1 a player, %2 a store, %3 the rule id</extracomment>
        <translation>%1 passe %2 sans y poser de graine : chacun ne sème que dans son propre grenier (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and sows %3, towards the nearer end of the board (Q2, Q3).</source>
        <extracomment>Q2/Q3; %1 a player, %2 a hole, %3 a direction</extracomment>
        <translation>
            <numerusform>%1 prend la %n graine de %2 et sème %3, vers le bout le plus proche du plateau (Q2, Q3).</numerusform>
            <numerusform>%1 prend les %n graines de %2 et sème %3, vers le bout le plus proche du plateau (Q2, Q3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2, the hole chosen for the race, and sows one seed a tick (%3).</source>
        <extracomment>race start; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 prend la %n graine de %2, le trou choisi pour la course, et sème une graine par temps (%3).</numerusform>
            <numerusform>%1 prend les %n graines de %2, le trou choisi pour la course, et sème une graine par temps (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and sows %3 (%4).</source>
        <extracomment>%1 a player, %2 a hole, %3 a direction, %4 rule ids</extracomment>
        <translation>
            <numerusform>%1 prend la %n graine de %2 et sème %3 (%4).</numerusform>
            <numerusform>%1 prend les %n graines de %2 et sème %3 (%4).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::app::NetworkPlay</name>
    <message>
        <source>Waiting for the other player to join.</source>
        <extracomment>Game across computers, host: the other player has not joined yet</extracomment>
        <translation>En attente de l’autre joueur.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <extracomment>Game across computers, guest: connecting to the host</extracomment>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Go to the last move to play: to take back a move, ask the other player.</source>
        <extracomment>Game across computers: a click on an earlier position of the game</extracomment>
        <translation>Revenez au dernier coup pour jouer ; pour reprendre un coup, demandez-le à l’autre joueur.</translation>
    </message>
    <message>
        <source>The board could not play %1.</source>
        <extracomment>Game across computers: the board and the game across computers disagree (a bug)</extracomment>
        <translation>Le plateau n’a pas pu jouer %1.</translation>
    </message>
    <message>
        <source>Choose your starting hole: %1 will not see it before choosing theirs.</source>
        <translation>Choisissez votre trou de départ : %1 ne le verra qu’après avoir choisi le sien.</translation>
    </message>
    <message>
        <source>Waiting for %1 to choose a starting hole.</source>
        <translation>%1 choisit son trou de départ : en attente.</translation>
    </message>
    <message>
        <source>Your move.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <source>%1&apos;s move.</source>
        <translation>À %1 de jouer.</translation>
    </message>
    <message>
        <source>You: %1</source>
        <extracomment>A chat line of a game across computers, this player&apos;s own</extracomment>
        <translation>Vous : %1</translation>
    </message>
    <message>
        <source>Draw offered: waiting for %1&apos;s answer.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>Nulle proposée : %1 doit répondre.</translation>
    </message>
    <message>
        <source>Asked %1 to take back your move.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>Vous avez demandé à %1 de reprendre votre coup.</translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <extracomment>Game across computers, host: %1 is the guest&apos;s name</extracomment>
        <translation>%1 a rejoint la partie.</translation>
    </message>
    <message>
        <source>%1 invites you to this game.</source>
        <extracomment>Game across computers, guest: %1 is the host&apos;s name; the rules are shown below</extracomment>
        <translation>%1 vous invite à cette partie.</translation>
    </message>
    <message>
        <source>%1 does not take back the move.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>%1 ne reprend pas le coup.</translation>
    </message>
    <message>
        <source>%1 does not agree to a draw.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>%1 refuse la nulle.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 a abandonné.</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Vous avez abandonné.</translation>
    </message>
    <message>
        <source>Drawn by agreement.</source>
        <translation>Nulle par accord.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>Game across computers: the board says how it ended</extracomment>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The connection was lost (%1). The other player can join again with the same code.</source>
        <translation>La connexion est perdue (%1). L’autre joueur peut revenir avec le même code.</translation>
    </message>
    <message>
        <source>The connection was lost (%1). The game is kept: join again to go on.</source>
        <translation>La connexion est perdue (%1). La partie est conservée : rejoignez-la à nouveau pour continuer.</translation>
    </message>
    <message>
        <source>The connection was closed: %1</source>
        <extracomment>Game across computers: %1 is why (in English, from the network)</extracomment>
        <translation>La connexion a été fermée : %1</translation>
    </message>
    <message>
        <source>Rejoining: the moves played so far are coming in…</source>
        <extracomment>Game across computers, guest: a program started again receives the moves played so far</extracomment>
        <translation>Retour dans la partie : les coups joués jusqu’ici arrivent…</translation>
    </message>
</context>
<context>
    <name>mancala::app::PositionEditor</name>
    <message>
        <source>walda</source>
        <extracomment>A hole&apos;s mark in the position editor (Qelat, Q5)</extracomment>
        <translation>walda</translation>
    </message>
    <message>
        <source>ekwarna</source>
        <extracomment>A hole&apos;s mark in the position editor (Qelat Keren, M3)</extracomment>
        <translation>ekwarna</translation>
    </message>
    <message>
        <source>bull</source>
        <extracomment>A hole&apos;s mark in the position editor (Enkeshui, E4)</extracomment>
        <translation>taureau</translation>
    </message>
    <message>
        <source>Jen</source>
        <extracomment>A hole&apos;s mark in the position editor (Mewelad, W4)</extracomment>
        <translation>Jen</translation>
    </message>
    <message>
        <source>four left</source>
        <extracomment>A hole&apos;s mark in the position editor (Mewelad, W4): a capture of four that was left</extracomment>
        <translation>quatre laissé</translation>
    </message>
    <message>
        <source>no mark</source>
        <extracomment>A hole without a mark in the position editor</extracomment>
        <translation>aucune marque</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
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
            <numerusform>%1 sur %n graine</numerusform>
            <numerusform>%1 sur %n graines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) missing: the board and the stores hold every seed of the game.</source>
        <extracomment>The position editor: seeds are missing; %n how many</extracomment>
        <translation>
            <numerusform>%n graine manque : le plateau et les greniers contiennent toutes les graines de la partie.</numerusform>
            <numerusform>%n graines manquent : le plateau et les greniers contiennent toutes les graines de la partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) too many: the board and the stores hold the game&apos;s seeds, no more.</source>
        <extracomment>The position editor: too many seeds; %n how many</extracomment>
        <translation>
            <numerusform>%n graine de trop : le plateau et les greniers contiennent les graines de la partie, pas plus.</numerusform>
            <numerusform>%n graines de trop : le plateau et les greniers contiennent les graines de la partie, pas plus.</numerusform>
        </translation>
    </message>
    <message>
        <source>A row without seeds ends the game (K5): give both rows seeds.</source>
        <extracomment>The position editor: a Kalah row is empty, so the game would be over (K5)</extracomment>
        <translation>Une rangée sans graines termine la partie (K5) : donnez des graines aux deux rangées.</translation>
    </message>
    <message>
        <source>This position cannot be played: %1.</source>
        <extracomment>The position editor: %1 the rules engine&apos;s reason, in English</extracomment>
        <translation>Cette position ne peut pas être jouée : %1.</translation>
    </message>
    <message numerus="yes">
        <source>hole %1, %n seed(s)</source>
        <extracomment>Screen reader text of a hole in the position editor: &quot;hole c, 4 seeds&quot;</extracomment>
        <translation>
            <numerusform>trou %1, %n graine</numerusform>
            <numerusform>trou %1, %n graines</numerusform>
        </translation>
    </message>
    <message>
        <source>owned by %1</source>
        <extracomment>Screen reader text: a hole another player owns in this round; %1 South or North</extracomment>
        <translation>appartient à %1</translation>
    </message>
</context>
<context>
    <name>mancala::app::PresetStore</name>
    <message>
        <source>&apos;%1&apos; is not a house rule of the form name=value</source>
        <extracomment>A preset in the settings file holds a house rule that is not name=value</extracomment>
        <translation>« %1 » n’est pas une règle maison de la forme nom=valeur</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Summary of a built-in preset: the rule set as its sources play it</extracomment>
        <translation>Règles standard</translation>
    </message>
    <message>
        <source>it has no name</source>
        <extracomment>A preset in the settings file has no name</extracomment>
        <translation>il n’a pas de nom</translation>
    </message>
    <message>
        <source>the name is taken</source>
        <extracomment>A preset in the settings file has the name of another preset</extracomment>
        <translation>le nom est déjà pris</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <extracomment>One preset dropped from the settings file: %1 its name (or number), %2 why</extracomment>
        <translation>« %1 » : %2</translation>
    </message>
    <message>
        <source>Give the preset a name.</source>
        <extracomment>Saving a preset without a name</extracomment>
        <translation>Donnez un nom au préréglage.</translation>
    </message>
    <message>
        <source>“%1” is the name of a rule set; choose another name.</source>
        <extracomment>Saving a preset under a rule set&apos;s name</extracomment>
        <translation>« %1 » est le nom d’un jeu de règles ; choisissez un autre nom.</translation>
    </message>
    <message>
        <source>There is already a preset called “%1”.</source>
        <extracomment>Renaming a preset to the name of another</extracomment>
        <translation>Il existe déjà un préréglage nommé « %1 ».</translation>
    </message>
    <message>
        <source>There is no such preset.</source>
        <translation>Ce préréglage n’existe pas.</translation>
    </message>
    <message>
        <source>The standard rule sets cannot be renamed.</source>
        <extracomment>Renaming one of the five rule sets&apos; presets</extracomment>
        <translation>Les règles standard ne peuvent pas être renommées.</translation>
    </message>
    <message>
        <source>it is not a settings file</source>
        <extracomment>Why the presets file could not be read entirely</extracomment>
        <translation>ce n’est pas un fichier de réglages</translation>
    </message>
    <message>
        <source>it has no version</source>
        <extracomment>Why the presets file could not be read entirely</extracomment>
        <translation>il n’a pas de version</translation>
    </message>
    <message>
        <source>a newer version of the game wrote it</source>
        <extracomment>Why the presets file could not be read entirely</extracomment>
        <translation>une version plus récente du jeu l’a écrit</translation>
    </message>
    <message>
        <source>unknown key “%1”</source>
        <extracomment>A key of the presets file that the game does not know</extracomment>
        <translation>clé inconnue « %1 »</translation>
    </message>
    <message numerus="yes">
        <source>it holds %n of the presets it lists</source>
        <extracomment>The presets file holds another number of presets than it says: it was cut short</extracomment>
        <translation>
            <numerusform>il ne contient que %n des préréglages qu’il annonce</numerusform>
            <numerusform>il ne contient que %n des préréglages qu’il annonce</numerusform>
        </translation>
    </message>
    <message>
        <source>Some saved presets in %1 could not be read (%2); the file is left as it is.</source>
        <extracomment>The presets file could not be read entirely and could not be kept aside; %1 its path, %2 what was wrong</extracomment>
        <translation>Certains préréglages enregistrés dans %1 n’ont pas pu être lus (%2) ; le fichier est laissé tel quel.</translation>
    </message>
    <message numerus="yes">
        <source>Some saved presets could not be read (%1). The file was kept as %2; %n preset(s) could be read.</source>
        <extracomment>The presets file could not be read entirely; %1 what was wrong, %2 where the file was kept, %n presets read</extracomment>
        <translation>
            <numerusform>Certains préréglages enregistrés n’ont pas pu être lus (%1). Le fichier a été conservé sous %2 ; %n préréglage a pu être lu.</numerusform>
            <numerusform>Certains préréglages enregistrés n’ont pas pu être lus (%1). Le fichier a été conservé sous %2 ; %n préréglages ont pu être lus.</numerusform>
        </translation>
    </message>
    <message>
        <source>The presets could not be saved to %1.</source>
        <extracomment>Saving the presets failed; %1 the file</extracomment>
        <translation>Les préréglages n’ont pas pu être enregistrés dans %1.</translation>
    </message>
</context>
<context>
    <name>mancala::app::PuzzleSession</name>
    <message>
        <source>Solved %1 of %2, streak %3</source>
        <extracomment>Puzzles: the progress of a rule set; %1 puzzles solved, %2 puzzles in all, %3 right first tries in a row</extracomment>
        <translation>%1 sur %2 résolus, série de %3</translation>
    </message>
    <message>
        <source>%1 to play and keep the value: find the best decision.</source>
        <extracomment>Puzzles: the task; %1 the side to move (its player&apos;s name, or South/North)</extracomment>
        <translation>%1 joue et garde la valeur : trouvez la meilleure décision.</translation>
    </message>
    <message>
        <source>capture</source>
        <extracomment>Puzzles: the theme of a puzzle</extracomment>
        <translation>prise</translation>
    </message>
    <message>
        <source>extra turn</source>
        <extracomment>Puzzles: the theme of a puzzle (a move that ends in the own store and plays again)</extracomment>
        <translation>tour supplémentaire</translation>
    </message>
    <message>
        <source>chain</source>
        <extracomment>Puzzles: the theme of a puzzle (several moves or laps linked)</extracomment>
        <translation>enchaînement</translation>
    </message>
    <message>
        <source>race</source>
        <extracomment>Puzzles: the theme of a puzzle (the race of Mewelad and Enkeshui)</extracomment>
        <translation>course</translation>
    </message>
    <message>
        <source>walda</source>
        <extracomment>Puzzles: the theme of a puzzle (Qelat&apos;s walda)</extracomment>
        <translation>walda</translation>
    </message>
    <message>
        <source>bull</source>
        <extracomment>Puzzles: the theme of a puzzle (Enkeshui&apos;s bull)</extracomment>
        <translation>taureau</translation>
    </message>
    <message>
        <source>ekwarna</source>
        <extracomment>Puzzles: the theme of a puzzle (Mewelad&apos;s ekwarna)</extracomment>
        <translation>ekwarna</translation>
    </message>
    <message>
        <source>last hole</source>
        <extracomment>Puzzles: the theme of a puzzle (the last hole of a row)</extracomment>
        <translation>dernier trou</translation>
    </message>
    <message>
        <source>quiet move</source>
        <extracomment>Puzzles: the theme of a puzzle (a quiet move: no capture, no extra turn, yet the only good one)</extracomment>
        <translation>coup calme</translation>
    </message>
    <message>
        <source>defence</source>
        <extracomment>Puzzles: the theme of a puzzle (the only decision that leaves the other side no capture or mark)</extracomment>
        <translation>défense</translation>
    </message>
    <message>
        <source>endgame</source>
        <extracomment>Puzzles: the theme of a puzzle (the end of the game)</extracomment>
        <translation>finale</translation>
    </message>
    <message>
        <source>proven by the solver</source>
        <extracomment>Puzzles: how the values were found</extracomment>
        <translation>prouvé par le solveur</translation>
    </message>
    <message>
        <source>by the search to depth %1</source>
        <translation>par la recherche à la profondeur %1</translation>
    </message>
    <message>
        <source>Right. The turn goes on: make its next decision.</source>
        <extracomment>Puzzles: the decision was right and the answer&apos;s turn needs another</extracomment>
        <translation>Juste. Le tour continue : prenez sa décision suivante.</translation>
    </message>
    <message>
        <source>Correct: %1 keeps the value, %2 (%3).</source>
        <extracomment>Puzzles: the right answer; %1 the decision, %2 its value (&quot;3 seeds ahead&quot;), %3 how it was found</extracomment>
        <translation>Correct : %1 garde la valeur, %2 (%3).</translation>
    </message>
    <message>
        <source>The line: %1.</source>
        <extracomment>Puzzles: the best line after the right answer; %1 its decisions</extracomment>
        <translation>La suite : %1.</translation>
    </message>
    <message>
        <source>%1 is not the answer; the position is back. Working out what it gives away…</source>
        <extracomment>Puzzles: a wrong answer, while it is valued; %1 the decision tried</extracomment>
        <translation>%1 n’est pas la réponse ; la position est revenue. Calcul de ce qu’elle cède…</translation>
    </message>
    <message>
        <source>That is not the answer. Try again.</source>
        <extracomment>Puzzles: a wrong answer whose value could not be worked out</extracomment>
        <translation>Ce n’est pas la réponse. Réessayez.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gives away %n seed(s).</source>
        <extracomment>Puzzles: a wrong answer valued; %1 the decision tried, %n the seeds of value it loses</extracomment>
        <translation>
            <numerusform>%1 cède %n graine.</numerusform>
            <numerusform>%1 cède %n graines.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps the value too, but the puzzle asks for another decision.</source>
        <extracomment>Puzzles: a decision as good as the answer (by the search): %1 the decision</extracomment>
        <translation>%1 garde aussi la valeur, mais le problème demande une autre décision.</translation>
    </message>
    <message>
        <source>The line that answers it: %1 (%2).</source>
        <extracomment>Puzzles: the line that answers a wrong try; %1 its decisions, %2 how it was found</extracomment>
        <translation>La suite qui la réfute : %1 (%2).</translation>
    </message>
    <message>
        <source>Try again.</source>
        <extracomment>Puzzles: after a wrong answer</extracomment>
        <translation>Réessayez.</translation>
    </message>
    <message>
        <source>Hint: the hole to play is marked on the board.</source>
        <extracomment>Puzzles: the hint after a wrong try</extracomment>
        <translation>Indice : le trou à jouer est marqué sur le plateau.</translation>
    </message>
    <message>
        <source>The answer: %1, value %2 (%3). The line: %4. Teaching mode tells each step; Next decision plays the line on.</source>
        <extracomment>Puzzles: the answer shown; %1 the decision, %2 its value, %3 how it was found, %4 the line</extracomment>
        <translation>La réponse : %1, valeur %2 (%3). La suite : %4. Le mode apprentissage explique chaque étape ; « Décision suivante » joue la suite.</translation>
    </message>
</context>
<context>
    <name>mancala::app::ReadAloud</name>
    <message>
        <source>No speech engine is installed: the narration stays on the screen.</source>
        <extracomment>Read aloud is on but no speech engine (flite, speech-dispatcher) is installed</extracomment>
        <translation>Aucun moteur de synthèse vocale n’est installé : la narration reste à l’écran.</translation>
    </message>
    <message>
        <source>No voice speaks %1 on this computer: the narration stays on the screen.</source>
        <extracomment>Read aloud is on but no voice speaks the language in use; %1 is the language&apos;s own name (ትግርኛ, Kiswahili)</extracomment>
        <translation>Aucune voix ne parle %1 sur cet ordinateur : la narration reste à l’écran.</translation>
    </message>
    <message>
        <source>The voice does not speak on this computer (no sound device?): the narration stays on the screen.</source>
        <extracomment>Read aloud is on, a voice was chosen, but the engine could not say a sentence (no sound device, say)</extracomment>
        <translation>La voix ne parle pas sur cet ordinateur (pas de sortie son ?) : la narration reste à l’écran.</translation>
    </message>
</context>
<context>
    <name>mancala::app::RecordDocument</name>
    <message>
        <source>The game could not be set up.</source>
        <translation>La partie n’a pas pu être mise en place.</translation>
    </message>
    <message>
        <source>The comment was cut to %1 bytes, the most a record keeps for one turn.</source>
        <extracomment>A comment longer than a record can hold was cut; %1 the most bytes kept</extracomment>
        <translation>Le commentaire a été coupé à %1 octets, le maximum qu’une partie garde pour un tour.</translation>
    </message>
</context>
<context>
    <name>mancala::app::RecordImportExport</name>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 a file name, %2 the system&apos;s reason</extracomment>
        <translation>Impossible d’enregistrer %1 : %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <extracomment>%1 a file name</extracomment>
        <translation>Enregistré dans %1.</translation>
    </message>
    <message>
        <source>The game record is on the clipboard.</source>
        <translation>La partie est dans le presse-papiers.</translation>
    </message>
    <message>
        <source>The position is on the clipboard.</source>
        <translation>La position est dans le presse-papiers.</translation>
    </message>
    <message>
        <source>This is not a game record: a record starts with tags such as [Variant &quot;kalah&quot;] or with numbered moves such as 1. c-f A.</source>
        <extracomment>A text that is neither a game record nor a position was imported or pasted</extracomment>
        <translation>Ce n’est pas une partie : une partie commence par des balises comme [Variant &quot;kalah&quot;] ou par des coups numérotés comme 1. c-f A.</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <extracomment>%1 a file name, %2 the system&apos;s reason</extracomment>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: it is not read as a game record.</source>
        <extracomment>%1 a file name, %2 the largest size read, in MB</extracomment>
        <translation>%1 dépasse %2 Mo : il n’est pas lu comme une partie.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>The players of a game in the list of a record file&apos;s games; %1 South, %2 North (&quot;?&quot; unknown)</extracomment>
        <translation>%1 contre %2</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <extracomment>How long a game of a record file is, in the list of its games</extracomment>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Le presse-papiers ne contient pas de texte.</translation>
    </message>
    <message>
        <source>This is not a position string: %1</source>
        <extracomment>%1 why the text is not a position of the rules being played</extracomment>
        <translation>Ce n’est pas une chaîne de position : %1</translation>
    </message>
    <message>
        <source>%1, %2 holes a row</source>
        <extracomment>A rule set with a row length of its own: %1 its name, %2 the holes a row</extracomment>
        <translation>%1, %2 trous par rangée</translation>
    </message>
    <message>
        <source>The position is read as %1.</source>
        <extracomment>After a position string is pasted: %1 the rule set it is played with</extracomment>
        <translation>La position est lue comme %1.</translation>
    </message>
    <message>
        <source>%1 Nothing was added: the file is left as it was.</source>
        <extracomment>Add to file: the file does not read as game records; %1 why (it names the file)</extracomment>
        <translation>%1 Rien n’a été ajouté : le fichier reste tel qu’il était.</translation>
    </message>
    <message>
        <source>Added to %1 as game %2.</source>
        <extracomment>Add to file: %1 the file&apos;s name, %2 the number the game has in it</extracomment>
        <translation>Ajoutée à %1 comme partie %2.</translation>
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
        <translation>Qelat (Beni Amir et Mensa)</translation>
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
        <translation>Six trous et un grenier chacun : finissez dans votre grenier pour rejouer, dans un trou vide pour capturer.</translation>
    </message>
    <message>
        <source>Single laps towards the nearer end; make a hole four to claim it as your walda.</source>
        <extracomment>One-line description of Qelat (Beni Amir &amp; Mensa) in the picker</extracomment>
        <translation>Une seule boucle vers le bout le plus proche ; portez un trou à quatre pour en faire votre walda.</translation>
    </message>
    <message>
        <source>Relay sowing; make an opponent&apos;s hole four to win an ekwarna, eat from theirs; played in rounds.</source>
        <extracomment>One-line description of Qelat (Keren) in the picker</extracomment>
        <translation>Semis en relais ; portez un trou adverse à quatre pour gagner une ekwarna, mangez dans les siennes ; joué en manches.</translation>
    </message>
    <message>
        <source>A racing start, relay sowing, every four captured; rounds until one player owns every hole.</source>
        <extracomment>One-line description of Mewelad in the picker</extracomment>
        <translation>Départ en course, semis en relais, chaque quatre capturé ; des manches jusqu’à ce qu’un joueur possède tous les trous.</translation>
    </message>
    <message>
        <source>The Maasai game on long boards: relay sowing, bulls of four, captures along your row.</source>
        <extracomment>One-line description of Enkeshui in the picker</extracomment>
        <translation>Le jeu des Maasaï sur de longs plateaux : semis en relais, taureaux de quatre, captures le long de votre rangée.</translation>
    </message>
    <message>
        <source>United States, 1940; played world-wide</source>
        <extracomment>Where Kalah comes from</extracomment>
        <translation>États-Unis, 1940 ; joué dans le monde entier</translation>
    </message>
    <message>
        <source>Eritrea: Beni Amir and Mensa</source>
        <extracomment>Where this Qelat is played</extracomment>
        <translation>Érythrée : Beni Amir et Mensa</translation>
    </message>
    <message>
        <source>Eritrea: Keren</source>
        <extracomment>Where this Qelat is played</extracomment>
        <translation>Érythrée : Keren</translation>
    </message>
    <message>
        <source>Eritrea</source>
        <extracomment>Where Mewelad is played</extracomment>
        <translation>Érythrée</translation>
    </message>
    <message>
        <source>Maasai of Kenya and Tanzania</source>
        <extracomment>Where Enkeshui is played</extracomment>
        <translation>Maasaï du Kenya et de Tanzanie</translation>
    </message>
    <message>
        <source>W. J. Champion Jr., 1940, after the encyclopedia article (Wikipedia) with its three variations</source>
        <extracomment>Source of the Kalah rules</extracomment>
        <translation>W. J. Champion Jr., 1940, d’après l’article d’encyclopédie (Wikipédia) et ses trois variantes</translation>
    </message>
    <message>
        <source>R. Pankhurst, Ethiopia Observer 14(3), 1971, Qelat II (game 11), after Wikimanqala (R. Gering)</source>
        <extracomment>Source of the Qelat (Beni Amir &amp; Mensa) rules</extracomment>
        <translation>R. Pankhurst, Ethiopia Observer 14(3), 1971, Qelat II (jeu 11), d’après Wikimanqala (R. Gering)</translation>
    </message>
    <message>
        <source>R. Pankhurst 1971: 167-168, 171, Digital Ludeme Project evidence 1168 and 1299</source>
        <extracomment>Source of the Qelat (Keren) rules</extracomment>
        <translation>R. Pankhurst 1971 : 167-168, 171, Digital Ludeme Project, preuves 1168 et 1299</translation>
    </message>
    <message>
        <source>R. Pankhurst 1971: 168, Digital Ludeme Project (Ludii portal)</source>
        <extracomment>Source of the Mewelad rules</extracomment>
        <translation>R. Pankhurst 1971 : 168, Digital Ludeme Project (portail Ludii)</translation>
    </message>
    <message>
        <source>Encyclopedia article on Enkeshui (Engesho): boards, 48 seeds, setups, race, bulls</source>
        <extracomment>Source of the Enkeshui rules</extracomment>
        <translation>Article d’encyclopédie sur l’Enkeshui (Engesho) : plateaux, 48 graines, dispositions, course, taureaux</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>House rule title: holes in each row</extracomment>
        <translation>Trous par rangée</translation>
    </message>
    <message>
        <source>Houses in each player&apos;s row; the source plays six.</source>
        <extracomment>What the houses option changes in Kalah (K1)</extracomment>
        <translation>Trous dans la rangée de chaque joueur ; la source en joue six.</translation>
    </message>
    <message>
        <source>The sources play 2x8, 2x10 and 2x12; other even sizes take a uniform or drawn layout.</source>
        <extracomment>What the houses option changes in Enkeshui (E10)</extracomment>
        <translation>Les sources jouent en 2×8, 2×10 et 2×12 ; les autres tailles paires prennent une disposition uniforme ou dessinée.</translation>
    </message>
    <message>
        <source>Holes in each player&apos;s row; the sources play six.</source>
        <extracomment>What the houses option changes in the Eritrean games</extracomment>
        <translation>Trous dans la rangée de chaque joueur ; les sources en jouent six.</translation>
    </message>
    <message>
        <source>Seeds per hole</source>
        <extracomment>House rule title: seeds in every hole at the start</extracomment>
        <translation>Graines par trou</translation>
    </message>
    <message>
        <source>Seeds in every house at the start: the source gives 3 as the rule and 4 as common.</source>
        <extracomment>What the seeds option changes in Kalah (K1)</extracomment>
        <translation>Graines dans chaque trou au départ : la source donne 3 comme règle et 4 comme usage courant.</translation>
    </message>
    <message>
        <source>Seeds in every hole at the start of a uniform layout.</source>
        <extracomment>What the seeds option changes</extracomment>
        <translation>Graines dans chaque trou au départ d’une disposition uniforme.</translation>
    </message>
    <message>
        <source>Layout</source>
        <extracomment>House rule title: how the seeds are set out at the start</extracomment>
        <translation>Disposition</translation>
    </message>
    <message>
        <source>How the seeds are set out at the start.</source>
        <extracomment>What the layout option changes</extracomment>
        <translation>Comment les graines sont disposées au départ.</translation>
    </message>
    <message>
        <source>Clockwise sowing</source>
        <extracomment>House rule title (K6)</extracomment>
        <translation>Semis dans le sens horaire</translation>
    </message>
    <message>
        <source>Seeds are sown clockwise instead of counter-clockwise.</source>
        <extracomment>What the clockwise house rule changes (K6)</extracomment>
        <translation>Les graines sont semées dans le sens horaire au lieu du sens antihoraire.</translation>
    </message>
    <message>
        <source>Empty capture</source>
        <extracomment>House rule title (K7)</extracomment>
        <translation>Capture à vide</translation>
    </message>
    <message>
        <source>Count the seeds left</source>
        <extracomment>House rule title (K8)</extracomment>
        <translation>Compter les graines restantes</translation>
    </message>
    <message>
        <source>When the game ends, the seeds left in a player&apos;s houses go to their store; off, they are not counted.</source>
        <extracomment>What the count-remaining house rule changes (K8)</extracomment>
        <translation>En fin de partie, les graines restées dans les trous d’un joueur vont à son grenier ; désactivé, elles ne comptent pas.</translation>
    </message>
    <message>
        <source>Pie rule</source>
        <extracomment>House rule title (K9): the pie rule</extracomment>
        <translation>Règle du gâteau</translation>
    </message>
    <message>
        <source>After South&apos;s first move, North may swap sides instead of moving.</source>
        <extracomment>What the pie house rule changes (K9)</extracomment>
        <translation>Après le premier coup de Sud, Nord peut échanger les camps au lieu de jouer.</translation>
    </message>
    <message>
        <source>Walda holes</source>
        <extracomment>House rule title (Q6)</extracomment>
        <translation>Trous à walda</translation>
    </message>
    <message>
        <source>Which holes can become waldas: six (your end holes and the two outermost at each end of the opponent&apos;s row) or the four corners only.</source>
        <extracomment>What the walda-holes house rule changes (Q6)</extracomment>
        <translation>Quels trous peuvent devenir des waldas : six (vos trous d’extrémité et les deux plus extérieurs à chaque bout de la rangée adverse) ou seulement les quatre coins.</translation>
    </message>
    <message>
        <source>Skip waldas</source>
        <extracomment>House rule title (Q7)</extracomment>
        <translation>Sauter les waldas</translation>
    </message>
    <message>
        <source>Sowing passes over waldas instead of dropping seeds into them.</source>
        <extracomment>What the skip-waldas house rule changes (Q7)</extracomment>
        <translation>Le semis saute les waldas au lieu d’y poser des graines.</translation>
    </message>
    <message>
        <source>No sowing straight back</source>
        <extracomment>House rule title (Q10)</extracomment>
        <translation>Pas de retour immédiat</translation>
    </message>
    <message>
        <source>A single seed sown across the end of the board into the opponent&apos;s end hole may not be sown straight back on the next move.</source>
        <extracomment>What the anti-repetition house rule changes (Q10)</extracomment>
        <translation>Une graine seule semée par-delà le bout du plateau dans le trou d’extrémité adverse ne peut pas être ressemée aussitôt au coup suivant.</translation>
    </message>
    <message>
        <source>Racing start</source>
        <extracomment>House rule title (W2, E2)</extracomment>
        <translation>Départ en course</translation>
    </message>
    <message>
        <source>Both players choose a hole in secret and sow at once; the first whose lap ends in an empty hole moves first. Off: South starts.</source>
        <extracomment>What the race house rule changes in Mewelad (W2)</extracomment>
        <translation>Les deux joueurs choisissent un trou en secret et sèment en même temps ; le premier dont la boucle finit dans un trou vide commence. Désactivé : Sud commence.</translation>
    </message>
    <message>
        <source>Both players choose a hole in secret and sow at once, without captures or bulls, to decide who starts. Off: South starts.</source>
        <extracomment>What the race house rule changes in Enkeshui (E2)</extracomment>
        <translation>Les deux joueurs choisissent un trou en secret et sèment en même temps, sans captures ni taureaux, pour décider qui commence. Désactivé : Sud commence.</translation>
    </message>
    <message>
        <source>Captures are claimed (Jen)</source>
        <extracomment>House rule title (W4): captures are claimed</extracomment>
        <translation>Captures réclamées (Jen)</translation>
    </message>
    <message>
        <source>Each four is offered as take or leave; a four left alone that grows to five becomes a Jen.</source>
        <extracomment>What the claimed-captures house rule changes (W4)</extracomment>
        <translation>Chaque quatre est offert à prendre ou à laisser ; un quatre laissé qui passe à cinq devient un Jen.</translation>
    </message>
    <message>
        <source>Special move</source>
        <extracomment>House rule title (E8)</extracomment>
        <translation>Coup spécial</translation>
    </message>
    <message>
        <source>Once per game a player may take the seeds of two of their holes and place them freely in their own holes.</source>
        <extracomment>What the special-move house rule changes (E8)</extracomment>
        <translation>Une fois par partie, un joueur peut prendre les graines de deux de ses trous et les placer librement dans ses propres trous.</translation>
    </message>
    <message>
        <source>Quiet move limit</source>
        <extracomment>House rule title (G2)</extracomment>
        <translation>Limite de coups sans prise</translation>
    </message>
    <message>
        <source>Layout A</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>Disposition A</translation>
    </message>
    <message>
        <source>Six holes of 4 in each row, the two empty holes at opposite ends.</source>
        <extracomment>Enkeshui layout A on 2x8 (E1)</extracomment>
        <translation>Six trous de 4 dans chaque rangée, les deux trous vides aux extrémités opposées.</translation>
    </message>
    <message>
        <source>Layout B</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>Disposition B</translation>
    </message>
    <message>
        <source>The mirror of A: the empty holes at the other ends.</source>
        <extracomment>Enkeshui layout B on 2x8 (E1)</extracomment>
        <translation>Le miroir de A : les trous vides aux autres extrémités.</translation>
    </message>
    <message>
        <source>2x10 layout</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>Disposition 2×10</translation>
    </message>
    <message>
        <source>Six holes of 4 in each row, point-symmetric (our reading: no source gives one).</source>
        <extracomment>Enkeshui layout on 2x10 (E1); no source gives one</extracomment>
        <translation>Six trous de 4 dans chaque rangée, en symétrie centrale (notre lecture : aucune source n’en donne).</translation>
    </message>
    <message>
        <source>2x12 layout</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>Disposition 2×12</translation>
    </message>
    <message>
        <source>Three seeds in two holes of every three.</source>
        <extracomment>Enkeshui layout on 2x12 (E1)</extracomment>
        <translation>Trois graines dans deux trous sur trois.</translation>
    </message>
    <message>
        <source>Uniform</source>
        <extracomment>Layout name: the same count in every hole</extracomment>
        <translation>Uniforme</translation>
    </message>
    <message>
        <source>The same number of seeds in every hole.</source>
        <extracomment>What the uniform layout is</extracomment>
        <translation>Le même nombre de graines dans chaque trou.</translation>
    </message>
    <message>
        <source>Custom</source>
        <extracomment>Layout name: drawn in the layout editor</extracomment>
        <translation>Personnalisée</translation>
    </message>
    <message>
        <source>Set the seeds hole by hole in the layout editor.</source>
        <extracomment>What the custom layout is</extracomment>
        <translation>Placez les graines trou par trou dans l’éditeur de disposition.</translation>
    </message>
    <message>
        <source>Six holes</source>
        <extracomment>Walda holes (Q6): the six eligible holes</extracomment>
        <translation>Six trous</translation>
    </message>
    <message>
        <source>Four corners</source>
        <extracomment>Walda holes (Q6): the four corner holes only</extracomment>
        <translation>Quatre coins</translation>
    </message>
    <message>
        <source>What your last seed does in an empty house of your own.</source>
        <extracomment>What the empty-capture house rule is about (K4, K7); each value has its own sentence</extracomment>
        <translation>Ce que fait votre dernière graine dans un trou vide de votre camp.</translation>
    </message>
    <message>
        <source>The game is stopped after this many full moves in which nothing is captured and no hole changes owner (0: no limit).</source>
        <extracomment>What the quiet-limit house rule changes (G2)</extracomment>
        <translation>La partie est arrêtée après ce nombre de coups complets sans capture ni trou changeant de propriétaire (0 : aucune limite).</translation>
    </message>
    <message>
        <source>At the quiet move limit</source>
        <extracomment>House rule title (G2 quiet-end): how a game stopped by the quiet move limit ends</extracomment>
        <translation>À la limite de coups sans prise</translation>
    </message>
    <message>
        <source>How a game stopped by the quiet move limit ends.</source>
        <extracomment>What the quiet-end house rule is about (G2); each value has its own sentence</extracomment>
        <translation>Comment se termine une partie arrêtée par la limite de coups sans prise.</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>Empty capture (K7) off: K4 alone</extracomment>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Also alone</source>
        <extracomment>Empty capture (K7) on: the last seed is captured alone too</extracomment>
        <translation>Seule aussi</translation>
    </message>
    <message>
        <source>Last seed only</source>
        <extracomment>Empty capture (K7) last-seed: only the last seed goes to the store</extracomment>
        <translation>Dernière graine seulement</translation>
    </message>
    <message>
        <source>Scored</source>
        <extracomment>At the quiet move limit (G2): the stopped game is scored</extracomment>
        <translation>Décomptée</translation>
    </message>
    <message>
        <source>Drawn</source>
        <extracomment>At the quiet move limit (G2): the stopped game is drawn</extracomment>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>It captures only when the house opposite holds seeds: that seed and the seeds opposite go to your store.</source>
        <extracomment>Empty capture (K7) off: what it means (K4)</extracomment>
        <translation>Elle ne capture que si le trou d’en face contient des graines : cette graine et les graines d’en face vont à votre grenier.</translation>
    </message>
    <message>
        <source>Also when the house opposite is empty: then the last seed alone goes to your store. The reading of the published Kalah solutions.</source>
        <extracomment>Empty capture (K7) on: what it means; the reading of the published Kalah solutions</extracomment>
        <translation>Aussi quand le trou d’en face est vide : la dernière graine va alors seule à votre grenier. La lecture des solutions publiées du Kalah.</translation>
    </message>
    <message>
        <source>The last seed alone goes to your store and the seeds opposite stay, whatever the house opposite holds. The source&apos;s own words.</source>
        <extracomment>Empty capture (K7) last-seed: what it means; the source&apos;s own words</extracomment>
        <translation>La dernière graine va seule à votre grenier et les graines d’en face restent, quoi que contienne le trou d’en face. Les termes mêmes de la source.</translation>
    </message>
    <message>
        <source>The stopped game is scored like a finished one: the seeds still in play count for no one.</source>
        <extracomment>At the quiet move limit (G2) score: what it means</extracomment>
        <translation>La partie arrêtée est décomptée comme une partie terminée : les graines encore en jeu ne comptent pour personne.</translation>
    </message>
    <message>
        <source>The stopped game is drawn, whatever the counts.</source>
        <extracomment>At the quiet move limit (G2) draw: what it means</extracomment>
        <translation>La partie arrêtée est nulle, quel que soit le compte.</translation>
    </message>
    <message>
        <source>The round ends after this many full moves in which nothing is captured and no hole changes owner: each player takes the seeds in their own holes and the next round is dealt (0: no limit).</source>
        <extracomment>What the quiet-limit house rule changes in Qelat Keren and Mewelad, games of rounds (G2)</extracomment>
        <translation>La manche s’arrête après ce nombre de coups complets sans capture ni trou changeant de main : chaque joueur prend les graines de ses propres trous et la manche suivante est distribuée (0 : pas de limite).</translation>
    </message>
</context>
<context>
    <name>mancala::whyIllegal</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>That sowing would go round for more than 1,000 laps (G1).</source>
        <translation>Ce semis tournerait pendant plus de 1 000 boucles (G1).</translation>
    </message>
    <message>
        <source>Sides can be swapped only as North&apos;s first decision (K9).</source>
        <translation>Les camps ne peuvent être échangés que lors de la première décision de Nord (K9).</translation>
    </message>
    <message>
        <source>The pie rule is off (K9).</source>
        <translation>La règle du gâteau est désactivée (K9).</translation>
    </message>
    <message>
        <source>In Kalah a turn is the sowing of one house (K2).</source>
        <translation>Au Kalah, un tour consiste à semer un trou (K2).</translation>
    </message>
    <message>
        <source>There is no such house (K1).</source>
        <translation>Ce trou n’existe pas (K1).</translation>
    </message>
    <message>
        <source>You may only sow from your own houses (K2).</source>
        <translation>Vous ne pouvez semer que depuis vos propres trous (K2).</translation>
    </message>
    <message>
        <source>That house is empty (K2).</source>
        <translation>Ce trou est vide (K2).</translation>
    </message>
    <message>
        <source>You may pass only when you cannot sow (Q8).</source>
        <translation>Vous ne pouvez passer que si vous ne pouvez pas semer (Q8).</translation>
    </message>
    <message>
        <source>In Qelat a turn is the sowing of one hole (Q2).</source>
        <translation>Au Qelat, un tour consiste à semer un trou (Q2).</translation>
    </message>
    <message>
        <source>There is no such hole (Q1).</source>
        <translation>Ce trou n’existe pas (Q1).</translation>
    </message>
    <message>
        <source>You may only sow from your own row (Q2).</source>
        <translation>Vous ne pouvez semer que depuis votre propre rangée (Q2).</translation>
    </message>
    <message>
        <source>Waldas cannot be sown (Q2).</source>
        <translation>On ne peut pas semer une walda (Q2).</translation>
    </message>
    <message>
        <source>That hole is empty (Q2).</source>
        <translation>Ce trou est vide (Q2).</translation>
    </message>
    <message>
        <source>That single seed has just come across the end of the board and may not be sown straight back on this move (Q10).</source>
        <translation>Cette graine seule vient de passer le bout du plateau et ne peut pas être ressemée aussitôt à ce coup (Q10).</translation>
    </message>
    <message>
        <source>After eating you continue from one of your holes (M5).</source>
        <translation>Après avoir mangé, vous continuez depuis l’un de vos trous (M5).</translation>
    </message>
    <message>
        <source>You can move, so you cannot pass (M7).</source>
        <translation>Vous pouvez jouer, donc vous ne pouvez pas passer (M7).</translation>
    </message>
    <message>
        <source>After eating, choose one of your holes to continue from (M5).</source>
        <translation>Après avoir mangé, choisissez l’un de vos trous d’où continuer (M5).</translation>
    </message>
    <message>
        <source>A turn is the sowing of one of your holes (M2).</source>
        <translation>Un tour consiste à semer l’un de vos trous (M2).</translation>
    </message>
    <message>
        <source>There is no such hole (M1).</source>
        <translation>Ce trou n’existe pas (M1).</translation>
    </message>
    <message>
        <source>An ekwarna cannot be sown, not even by its captor (M2).</source>
        <translation>On ne peut pas semer une ekwarna, même pas celui qui l’a prise (M2).</translation>
    </message>
    <message>
        <source>That hole is your opponent&apos;s ekwarna now (M2).</source>
        <translation>Ce trou est maintenant une ekwarna de votre adversaire (M2).</translation>
    </message>
    <message>
        <source>You may only sow from the holes you own (M2).</source>
        <translation>Vous ne pouvez semer que depuis les trous qui vous appartiennent (M2).</translation>
    </message>
    <message>
        <source>That hole is empty (M2).</source>
        <translation>Ce trou est vide (M2).</translation>
    </message>
    <message>
        <source>You may pass only when taking and leaving the four both make the sowing go round for ever (G1).</source>
        <translation>Vous ne pouvez passer que si prendre et laisser le quatre font tous deux tourner le semis sans fin (G1).</translation>
    </message>
    <message>
        <source>A four is on offer: take it or leave it (W4).</source>
        <translation>Un quatre est offert : prenez-le ou laissez-le (W4).</translation>
    </message>
    <message>
        <source>There is no four on offer (W4).</source>
        <translation>Aucun quatre n’est offert (W4).</translation>
    </message>
    <message>
        <source>Fours are captured at once: claimed captures are off (W4).</source>
        <translation>Les quatre sont capturés aussitôt : les captures réclamées sont désactivées (W4).</translation>
    </message>
    <message>
        <source>You may pass only when every sowing you have goes round for ever (G1).</source>
        <translation>Vous ne pouvez passer que si chacun de vos semis tourne sans fin (G1).</translation>
    </message>
    <message>
        <source>In the race each player chooses a hole to sow (W2).</source>
        <translation>Dans la course, chaque joueur choisit un trou à semer (W2).</translation>
    </message>
    <message>
        <source>A turn in Mewelad is the sowing of one hole (W1).</source>
        <translation>Au Mewelad, un tour consiste à semer un trou (W1).</translation>
    </message>
    <message>
        <source>There is no such hole (W1).</source>
        <translation>Ce trou n’existe pas (W1).</translation>
    </message>
    <message>
        <source>You may only sow from a hole you own (W1).</source>
        <translation>Vous ne pouvez semer que depuis un trou qui vous appartient (W1).</translation>
    </message>
    <message>
        <source>You may only sow from a hole you own (W2).</source>
        <translation>Vous ne pouvez semer que depuis un trou qui vous appartient (W2).</translation>
    </message>
    <message>
        <source>That hole is empty (W1).</source>
        <translation>Ce trou est vide (W1).</translation>
    </message>
    <message>
        <source>The special move can only place seeds in your own holes (E8).</source>
        <translation>Le coup spécial ne peut placer des graines que dans vos propres trous (E8).</translation>
    </message>
    <message>
        <source>Seeds in a bull cannot be moved (E4, E8).</source>
        <translation>Les graines d’un taureau ne peuvent pas être déplacées (E4, E8).</translation>
    </message>
    <message>
        <source>The special move takes the seeds of two holes only (E8).</source>
        <translation>Le coup spécial ne prend les graines que de deux trous (E8).</translation>
    </message>
    <message>
        <source>The special move must change your row (E8).</source>
        <translation>Le coup spécial doit modifier votre rangée (E8).</translation>
    </message>
    <message>
        <source>There is no such hole on this board (E10).</source>
        <translation>Ce trou n’existe pas sur ce plateau (E10).</translation>
    </message>
    <message>
        <source>You may only sow from your own row (E2).</source>
        <translation>Vous ne pouvez semer que depuis votre propre rangée (E2).</translation>
    </message>
    <message>
        <source>You may only sow from your own row (E3).</source>
        <translation>Vous ne pouvez semer que depuis votre propre rangée (E3).</translation>
    </message>
    <message>
        <source>A bull cannot be sown (E3).</source>
        <translation>On ne peut pas semer un taureau (E3).</translation>
    </message>
    <message>
        <source>That hole is empty (E2).</source>
        <translation>Ce trou est vide (E2).</translation>
    </message>
    <message>
        <source>That hole is empty (E3).</source>
        <translation>Ce trou est vide (E3).</translation>
    </message>
    <message>
        <source>The game starts with a race: choose a hole to race from (E2).</source>
        <translation>La partie commence par une course : choisissez le trou d’où courir (E2).</translation>
    </message>
    <message>
        <source>You may end the move only when both directions would go round for more than 1,000 laps (G1).</source>
        <translation>Vous ne pouvez terminer le coup que si les deux sens tourneraient pendant plus de 1 000 boucles (G1).</translation>
    </message>
    <message>
        <source>Choose the direction of the remaining laps first (E7).</source>
        <translation>Choisissez d’abord le sens des boucles restantes (E7).</translation>
    </message>
    <message>
        <source>The special move is off in this game (E8).</source>
        <translation>Le coup spécial est désactivé dans cette partie (E8).</translation>
    </message>
    <message>
        <source>The special move can be made only once a game (E8).</source>
        <translation>Le coup spécial n’est permis qu’une fois par partie (E8).</translation>
    </message>
    <message>
        <source>You may pass only when every sowing would go round for more than 1,000 laps (G1).</source>
        <translation>Vous ne pouvez passer que si chaque semis tournerait pendant plus de 1 000 boucles (G1).</translation>
    </message>
    <message>
        <source>In Enkeshui a turn is the sowing of one hole (E3).</source>
        <translation>À l’Enkeshui, un tour consiste à semer un trou (E3).</translation>
    </message>
    <message>
        <source>The special move must keep the seeds of your row: %1, not %2 (E8).</source>
        <extracomment>E8 (Enkeshui special move); %1 the seeds of the row before, %2 after the rearranging</extracomment>
        <translation>Le coup spécial doit conserver les graines de votre rangée : %1, et non %2 (E8).</translation>
    </message>
    <message>
        <source>A direction is chosen only after a first lap round the opponent&apos;s row, when the sowing goes on (E7).</source>
        <translation>On ne choisit un sens qu’après une première boucle autour de la rangée adverse, quand on continue à semer (E7).</translation>
    </message>
</context>
</TS>
