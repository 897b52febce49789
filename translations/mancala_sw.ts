<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw_TZ">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Mancala</source>
        <extracomment>Title of the About dialog</extracomment>
        <translation>Kuhusu Mancala</translation>
    </message>
    <message>
        <source>Sowing games of East Africa and Kalah: Qelat, Mewelad (Gabata), Enkeshui and Kalah, with teaching mode and lessons.</source>
        <extracomment>About dialog: what the game is</extracomment>
        <translation>Michezo ya kupanda ya Afrika Mashariki na Kalah: Qelat, Mewelad (Gabata), Enkeshui na Kalah, pamoja na hali ya kufundisha na masomo.</translation>
    </message>
    <message>
        <source>Version %1 (Qt %2)</source>
        <extracomment>About dialog: %1 the version of the game, %2 the version of Qt</extracomment>
        <translation>Toleo %1 (Qt %2)</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (%1): you may share and change it. &lt;a href=&quot;%2&quot;&gt;The licence&lt;/a&gt;</source>
        <extracomment>About dialog: %1 the SPDX licence expression, %2 the licence&apos;s address</extracomment>
        <translation>Programu huru chini ya GNU General Public License, toleo la 3 au toleo lolote la baadaye (%1): unaweza kuishiriki na kuibadilisha. &lt;a href=&quot;%2&quot;&gt;Leseni&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Sources of the rules</source>
        <extracomment>About dialog: heading of the sources of the rules</extracomment>
        <translation>Vyanzo vya kanuni</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the dialog</extracomment>
        <translation>Funga</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <source>%n seed(s) ahead</source>
        <extracomment>A search value for the player to decide: &quot;3 seeds ahead&quot;</extracomment>
        <translation>
            <numerusform>mbele kwa kete %n</numerusform>
            <numerusform>mbele kwa kete %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s) ahead</source>
        <extracomment>A search value that is an expectation (lots), rounded to whole seeds: &quot;about 12 seeds ahead&quot;</extracomment>
        <translation>
            <numerusform>mbele kwa takriban kete %n</numerusform>
            <numerusform>mbele kwa takriban kete %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) behind</source>
        <extracomment>A search value for the player to decide: &quot;3 seeds behind&quot;</extracomment>
        <translation>
            <numerusform>nyuma kwa kete %n</numerusform>
            <numerusform>nyuma kwa kete %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s) behind</source>
        <extracomment>A search value that is an expectation (lots), rounded to whole seeds: &quot;about 12 seeds behind&quot;</extracomment>
        <translation>
            <numerusform>nyuma kwa takriban kete %n</numerusform>
            <numerusform>nyuma kwa takriban kete %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s)</source>
        <extracomment>Seeds of value a decision loses: &quot;8 seeds&quot; (lost)</extracomment>
        <translation>
            <numerusform>kete %n</numerusform>
            <numerusform>kete %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s)</source>
        <extracomment>Seeds of value a decision loses by an expectation (lots), rounded: &quot;about 3 seeds&quot; (lost)</extracomment>
        <translation>
            <numerusform>takriban kete %n</numerusform>
            <numerusform>takriban kete %n</numerusform>
        </translation>
    </message>
    <message>
        <source>exact %1</source>
        <extracomment>A value proven to the end of the game (Kalah&apos;s solver): &quot;exact +8&quot; (seeds, for the side to move)</extracomment>
        <translation>kamili %1</translation>
    </message>
    <message>
        <source>%1 (exact)</source>
        <extracomment>A value in words proven to the end of the game: &quot;3 seeds ahead (exact)&quot;</extracomment>
        <translation>%1 (kamili)</translation>
    </message>
    <message>
        <source>level, as many seeds as the other side</source>
        <extracomment>A search value of zero: with best play the game ends level</extracomment>
        <translation>sare, kete sawa na upande mwingine</translation>
    </message>
    <message>
        <source>%1 seeds</source>
        <extracomment>Seeds of value lost, not a whole number: &quot;2.3 seeds&quot;</extracomment>
        <translation>kete %1</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <extracomment>Heading of the analysis panel</extracomment>
        <translation>Uchambuzi</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Inafikiri…</translation>
    </message>
    <message>
        <source>No decision to analyse.</source>
        <extracomment>The analysis panel when the game is over</extracomment>
        <translation>Hakuna uamuzi wa kuchambua.</translation>
    </message>
    <message>
        <source>exact</source>
        <extracomment>Depth of a value in the analysis; an exact value is marked &quot;exact&quot; (=)</extracomment>
        <translation>kamili</translation>
    </message>
    <message>
        <source>The value is exact: the game is searched to its end.</source>
        <translation>Thamani ni kamili: mchezo umechunguzwa hadi mwisho wake.</translation>
    </message>
    <message numerus="yes">
        <source>Searched %n decision(s) deep.</source>
        <translation>
            <numerusform>Imechunguza kina cha uamuzi %n.</numerusform>
            <numerusform>Imechunguza kina cha maamuzi %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>all exact</source>
        <extracomment>Every value of the analysis is exact (proved to the end of the game): no depth to show</extracomment>
        <translation>zote kamili</translation>
    </message>
    <message>
        <source>exact %1/%2…</source>
        <extracomment>Kalah: the solver proves the values beside the search; %1 of the %2 decisions done</extracomment>
        <translation>kamili %1/%2…</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>Stops the analysis (it deepens until stopped)</extracomment>
        <translation>Simamisha</translation>
    </message>
    <message>
        <source>Go</source>
        <extracomment>Starts the stopped analysis again</extracomment>
        <translation>Endelea</translation>
    </message>
    <message>
        <source>depth %1 · %2 nodes · %3</source>
        <extracomment>The analysis: %1 the depth reached, %2 positions searched (&quot;12.3 M&quot;), %3 the time (m:ss)</extracomment>
        <translation>kina %1 · nodi %2 · %3</translation>
    </message>
    <message>
        <source>Stopped: Go analyses the position on the board.</source>
        <extracomment>The analysis panel, stopped, on a position it has not analysed</extracomment>
        <translation>Imesimamishwa: «Endelea» huchambua nafasi iliyo ubaoni.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Board</source>
        <extracomment>Screen reader name of the board before a hole has the keyboard focus</extracomment>
        <translation>Ubao</translation>
    </message>
    <message>
        <source>Left and Right move between the holes you may sow; Enter or Space sows the hole; a hole&apos;s letter sows it at once.</source>
        <extracomment>Screen reader hint on the board</extracomment>
        <translation>Kushoto na Kulia huhamia kati ya mashimo unayoweza kupanda; Enter au Nafasi hupanda shimo; herufi ya shimo hulipanda mara moja.</translation>
    </message>
    <message>
        <source>%1&apos;s tally</source>
        <translation>akiba ya %1</translation>
    </message>
    <message>
        <source>A rim marked %2 is a hole of %1&apos;s</source>
        <extracomment>Screen reader: the board&apos;s legend of hole owners; %1 the player, %2 the colour&apos;s letter (S or N)</extracomment>
        <translation>Ukingo wenye alama %2 ni shimo la %1</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>The owner&apos;s letter in the board&apos;s legend of hole owners: S for South</extracomment>
        <translation>Ks</translation>
    </message>
    <message>
        <source>N</source>
        <translation>Kz</translation>
    </message>
    <message>
        <source>%1&apos;s holes</source>
        <extracomment>The board&apos;s legend of hole owners, beside a rim in a player&apos;s colour: %1 the player</extracomment>
        <translation>Mashimo ya %1</translation>
    </message>
    <message>
        <source>Play from this position?</source>
        <extracomment>Title of the question before a move played in an earlier position replaces the moves after it</extracomment>
        <translation>Cheza kutoka nafasi hii?</translation>
    </message>
    <message>
        <source>Play from here</source>
        <extracomment>Plays the move, replacing the moves after it</extracomment>
        <translation>Cheza kutoka hapa</translation>
    </message>
    <message numerus="yes">
        <source>The %n move(s) after this position leave the board for this one; the game record keeps them (Game ▸ Notes and variations).</source>
        <extracomment>%n the moves after the position on show</extracomment>
        <translation>
            <numerusform>Hatua %n baada ya nafasi hii inaondoka ubaoni kwa ajili ya hii; kumbukumbu ya mchezo inaihifadhi (Mchezo ▸ Maelezo na matawi).</numerusform>
            <numerusform>Hatua %n baada ya nafasi hii zinaondoka ubaoni kwa ajili ya hii; kumbukumbu ya mchezo inazihifadhi (Mchezo ▸ Maelezo na matawi).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message>
        <source>South</source>
        <extracomment>A side on a picture of the board</extracomment>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
    <message>
        <source>%1&apos;s tally</source>
        <extracomment>The seeds a player has taken, on a picture of the board: %1 the player&apos;s name</extracomment>
        <translation>akiba ya %1</translation>
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
        <translation>fahali</translation>
    </message>
    <message>
        <source>Jen</source>
        <extracomment>Mark on a hole: a Jen (Mewelad, W4)</extracomment>
        <translation>Jen</translation>
    </message>
    <message>
        <source>left</source>
        <extracomment>Mark on a hole: a four that was left (Mewelad, W4)</extracomment>
        <translation>imeachwa</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>The owner&apos;s letter on a mark badge: S for South, N for North</extracomment>
        <translation>Ks</translation>
    </message>
    <message>
        <source>N</source>
        <translation>Kz</translation>
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
            <numerusform>%n mkononi</numerusform>
            <numerusform>%n mkononi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>Class · teacher</source>
        <extracomment>Heading of the panel of a class across computers, the teacher&apos;s side</extracomment>
        <translation>Darasa · mwalimu</translation>
    </message>
    <message>
        <source>Class · pupil</source>
        <extracomment>Heading of the panel of a class across computers, a pupil&apos;s side</extracomment>
        <translation>Darasa · mwanafunzi</translation>
    </message>
    <message>
        <source>Address: %1 · Port: %2 · Join code: %3</source>
        <extracomment>A class across computers, the teacher: what the pupils type to join</extracomment>
        <translation>Anwani: %1 · Mlango: %2 · Nambari ya kujiunga: %3</translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>A class across computers: the pupil has not answered yet</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <source>keeps the value</source>
        <extracomment>A class across computers: the pupil&apos;s answer keeps the position&apos;s value</extracomment>
        <translation>inahifadhi thamani</translation>
    </message>
    <message>
        <source>gives some away</source>
        <extracomment>A class across computers: the pupil&apos;s answer gives seeds away</extracomment>
        <translation>inapoteza kiasi</translation>
    </message>
    <message>
        <source>judging…</source>
        <extracomment>A class across computers: the answer is being judged</extracomment>
        <translation>inapimwa…</translation>
    </message>
    <message>
        <source>Show</source>
        <extracomment>A class across computers: show this pupil&apos;s answer on every board</extracomment>
        <translation>Onyesha</translation>
    </message>
    <message>
        <source>Send this position</source>
        <extracomment>A class across computers: the board&apos;s position to every pupil, to find the best move</extracomment>
        <translation>Tuma nafasi hii</translation>
    </message>
    <message>
        <source>Send a puzzle</source>
        <extracomment>A class across computers: the puzzle chosen in the list (the next one unless another is picked) to every pupil</extracomment>
        <translation>Tuma fumbo</translation>
    </message>
    <message>
        <source>End the exercise</source>
        <extracomment>A class across computers: every pupil follows the teacher&apos;s board again</extracomment>
        <translation>Maliza zoezi</translation>
    </message>
    <message>
        <source>End the class</source>
        <extracomment>A class across computers: the teacher ends the class</extracomment>
        <translation>Maliza darasa</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <extracomment>A class across computers: a pupil leaves the class</extracomment>
        <translation>Ondoka darasani</translation>
    </message>
    <message>
        <source>Puzzle to send</source>
        <extracomment>A class across computers: the list of the puzzles of the rule set, to pick one to send</extracomment>
        <translation>Fumbo la kutuma</translation>
    </message>
    <message>
        <source>Lesson to send</source>
        <extracomment>A class across computers: the list of the lessons of the rule set, to pick one to send</extracomment>
        <translation>Somo la kutuma</translation>
    </message>
    <message>
        <source>Send a lesson</source>
        <extracomment>A class across computers: the lesson chosen in the list (its position and text) to every pupil</extracomment>
        <translation>Tuma somo</translation>
    </message>
    <message>
        <source>Leave the class to have your own game back on the board.</source>
        <extracomment>A class across computers, a pupil, once the class is over: what the button under it does</extracomment>
        <translation>Ondoka darasani ili mchezo wako mwenyewe urudi ubaoni.</translation>
    </message>
    <message>
        <source>This board takes no move during a lesson: where the text asks for a move, think which one; your teacher shows it.</source>
        <extracomment>A class across computers, a pupil, under a lesson&apos;s text: the board shows the lesson&apos;s position and takes no move</extracomment>
        <translation>Ubao huu haupokei hatua wakati wa somo: pale maandishi yanapoomba hatua, fikiri ni ipi; mwalimu wako ataionyesha.</translation>
    </message>
</context>
<context>
    <name>ComputerTools</name>
    <message>
        <source>Hint</source>
        <extracomment>Shows the move the strongest level would play (key H)</extracomment>
        <translation>Dokezo</translation>
    </message>
    <message>
        <source>The move the strongest level would play (H)</source>
        <extracomment>Tool tip of the Hint button</extracomment>
        <translation>Hatua ambayo kiwango chenye nguvu zaidi kingecheza (H)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Opens the panel with the values of every legal decision</extracomment>
        <translation>Uchambuzi</translation>
    </message>
    <message>
        <source>Stop review</source>
        <extracomment>The review of the game is running; pressing the button stops it</extracomment>
        <translation>Simamisha mapitio</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>Marks the decisions of the game that lose value</extracomment>
        <translation>Mapitio</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Inatafuta dokezo…</translation>
    </message>
    <message>
        <source>Reviewing %1 of %2…</source>
        <extracomment>Progress of the review: %1 decisions reviewed of %2</extracomment>
        <translation>Inapitia %1 kati ya %2…</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) marked</source>
        <extracomment>After a review: how many decisions lost value</extracomment>
        <translation>
            <numerusform>Uamuzi %n umewekwa alama</numerusform>
            <numerusform>Maamuzi %n yamewekwa alama</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <extracomment>Goes on with the computers&apos; demonstration game</extracomment>
        <translation>Endelea</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>Pauses the computers&apos; demonstration game</extracomment>
        <translation>Sitisha</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>Plays the next decision of the paused demonstration</extracomment>
        <translation>Hatua moja</translation>
    </message>
    <message>
        <source>Take over</source>
        <extracomment>The player takes the side to move from the computer</extracomment>
        <translation>Chukua nafasi</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Cancel</source>
        <extracomment>Closes a question without doing anything</extracomment>
        <translation>Ghairi</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Skip</source>
        <extracomment>Jumps to the end of the sowing animation</extracomment>
        <translation>Ruka</translation>
    </message>
    <message>
        <source>↺ Counter-clockwise</source>
        <extracomment>Counter-clockwise sowing (E7)</extracomment>
        <translation>↺ Kinyume cha saa</translation>
    </message>
    <message>
        <source>↻ Clockwise</source>
        <extracomment>Clockwise sowing (E7)</extracomment>
        <translation>↻ Kufuata saa</translation>
    </message>
    <message>
        <source>Take</source>
        <extracomment>Take the capture on offer (W4)</extracomment>
        <translation>Chukua</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Leave the capture on offer (W4)</extracomment>
        <translation>Acha</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>The player has no legal move and passes the turn</extracomment>
        <translation>Pita</translation>
    </message>
    <message>
        <source>Swap sides</source>
        <extracomment>The pie rule (K9): North takes over South&apos;s position</extracomment>
        <translation>Badilisha pande</translation>
    </message>
    <message>
        <source>Special move…</source>
        <extracomment>Enkeshui special move (E8): place the seeds of two holes freely</extracomment>
        <translation>Hatua maalum…</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <extracomment>A mark under the board while Read aloud (View menu) is on</extracomment>
        <translation>Soma kwa sauti</translation>
    </message>
</context>
<context>
    <name>DistributePanel</name>
    <message>
        <source>Special move</source>
        <extracomment>Title of the special move dialog (E8)</extracomment>
        <translation>Hatua maalum</translation>
    </message>
    <message>
        <source>Take all the seeds of two of your holes and place them as you like in your holes (bulls excepted). Seeds still to place: %1</source>
        <extracomment>Explains the special move (E8)</extracomment>
        <translation>Chukua kete zote za mashimo yako mawili na uziweke upendavyo katika mashimo yako (isipokuwa mafahali). Kete zilizobaki kuwekwa: %1</translation>
    </message>
</context>
<context>
    <name>EditorHole</name>
    <message numerus="yes">
        <source>Hole %1, %n seed(s)</source>
        <extracomment>Screen reader text of a hole in the layout editor</extracomment>
        <translation>
            <numerusform>Shimo %1, kete %n</numerusform>
            <numerusform>Shimo %1, kete %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Seeds in hole %1</source>
        <extracomment>Screen reader name of the count field of a hole in the layout editor</extracomment>
        <translation>Kete katika shimo %1</translation>
    </message>
</context>
<context>
    <name>EvaluationChart</name>
    <message>
        <source>Evaluation graph: the value after each decision, for South</source>
        <extracomment>The evaluation graph&apos;s accessible name</extracomment>
        <translation>Grafu ya tathmini: thamani baada ya kila uamuzi, kwa Kusini</translation>
    </message>
    <message>
        <source>Value for South, in seeds (±%1)</source>
        <extracomment>Caption of the evaluation graph (values in seeds from South&apos;s view)</extracomment>
        <translation>Thamani kwa Kusini, kwa kete (±%1)</translation>
    </message>
    <message>
        <source>Decision %1: no value</source>
        <extracomment>The evaluation graph&apos;s tool tip on a decision without a value: %1 its number</extracomment>
        <translation>Uamuzi %1: hakuna thamani</translation>
    </message>
    <message>
        <source>Decision %1: %2 for South</source>
        <extracomment>The evaluation graph&apos;s tool tip: %1 the decision&apos;s number, %2 the value after it for South (&quot;+2.3&quot;, &quot;exact -8&quot;)</extracomment>
        <translation>Uamuzi %1: %2 kwa Kusini</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>A draw</source>
        <extracomment>The game ended with equal scores</extracomment>
        <translation>Sare</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>%1 is the winner&apos;s name</extracomment>
        <translation>%1 ameshinda!</translation>
    </message>
    <message>
        <source>%1 %2 – %3 %4</source>
        <extracomment>Final score: South&apos;s name, South&apos;s seeds, North&apos;s seeds, North&apos;s name</extracomment>
        <translation>%1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <extracomment>Closes the panel to look at the final board</extracomment>
        <translation>Tazama ubao</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>Starts a new game with the same rules</extracomment>
        <translation>Cheza tena</translation>
    </message>
    <message>
        <source>South (%1)</source>
        <extracomment>The winner when both players have the same name; %1 the name</extracomment>
        <translation>Kusini (%1)</translation>
    </message>
    <message>
        <source>North (%1)</source>
        <extracomment>The winner when both players have the same name; %1 the name</extracomment>
        <translation>Kaskazini (%1)</translation>
    </message>
</context>
<context>
    <name>GameSheet</name>
    <message>
        <source>South</source>
        <extracomment>A side on the printed game sheet</extracomment>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
    <message>
        <source>A game of %1</source>
        <extracomment>Title of a printed game with no event: %1 the rule set</extracomment>
        <translation>Mchezo wa %1</translation>
    </message>
    <message>
        <source>Rule set: %1, %2 holes a row</source>
        <extracomment>Game sheet: %1 the rule set, %2 holes per row</extracomment>
        <translation>Kanuni: %1, mashimo %2 kwa safu</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <extracomment>Game sheet: the date of the game as the record writes it (2026.11.20)</extracomment>
        <translation>Tarehe: %1</translation>
    </message>
    <message>
        <source>Site: %1</source>
        <extracomment>Game sheet: where the game was played</extracomment>
        <translation>Mahali: %1</translation>
    </message>
    <message>
        <source>Round: %1</source>
        <extracomment>Game sheet: the round of a tournament</extracomment>
        <translation>Raundi: %1</translation>
    </message>
    <message>
        <source>The end: %1 %2, %3 %4</source>
        <extracomment>Game sheet: under the last diagram, the final score: %1 South&apos;s name, %2 their seeds, %3 North&apos;s name, %4 theirs</extracomment>
        <translation>Mwisho: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>Game sheet: under a diagram, whose decision it is (%1 a name)</extracomment>
        <translation>Zamu ya %1</translation>
    </message>
    <message>
        <source>Start. %1</source>
        <extracomment>Game sheet: under the first diagram; %1 whose move it is (&quot;South to move&quot;)</extracomment>
        <translation>Mwanzo. %1</translation>
    </message>
    <message>
        <source>(Round %1)</source>
        <extracomment>Game sheet: the start of a new round of the game among the moves</extracomment>
        <translation>(Raundi %1)</translation>
    </message>
    <message>
        <source>After %1 (decision %2). %3</source>
        <extracomment>Game sheet: under a diagram: %1 the turn just played (&quot;12. c-f&quot;), %2 the number of decisions so far, %3 whose move it is</extracomment>
        <translation>Baada ya %1 (uamuzi %2). %3</translation>
    </message>
    <message>
        <source>%1 – page %2 of %3</source>
        <extracomment>Game sheet footer: %1 the title, %2 this page, %3 the number of pages</extracomment>
        <translation>%1 – ukurasa %2 wa %3</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>Game sheet: a house rule that is switched on (&quot;Pie rule: on&quot;)</extracomment>
        <translation>imewashwa</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>Game sheet: a house rule that is switched off (&quot;Racing start: off&quot;)</extracomment>
        <translation>imezimwa</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Game sheet: a house rule and its value (&quot;Seeds per hole: 3&quot;, &quot;Racing start: off&quot;)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 won, %2 seeds to %3.</source>
        <extracomment>Game sheet: the result; %1 the winner&apos;s name, %2 their seeds, %3 the loser&apos;s</extracomment>
        <translation>%1 ameshinda, kete %2 kwa %3.</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <extracomment>Game sheet: the result; %1 the winner&apos;s name</extracomment>
        <translation>%1 ameshinda.</translation>
    </message>
    <message>
        <source>The game was drawn, %1 seeds each.</source>
        <extracomment>Game sheet: the result of a drawn game; %1 the seeds each player has</extracomment>
        <translation>Mchezo umeisha sare, kete %1 kila mmoja.</translation>
    </message>
    <message>
        <source>The game was drawn.</source>
        <extracomment>Game sheet: the result of a drawn game</extracomment>
        <translation>Mchezo umeisha sare.</translation>
    </message>
    <message>
        <source>The game is not finished.</source>
        <extracomment>Game sheet: the result of a game still being played</extracomment>
        <translation>Mchezo haujakamilika.</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <extracomment>Game sheet: the event of a game that has a title of its own</extracomment>
        <translation>Tukio: %1</translation>
    </message>
    <message>
        <source>South: %1.</source>
        <extracomment>Game sheet: who played South (a name, or &quot;Computer (level 2, Beginner)&quot;)</extracomment>
        <translation>Kusini: %1.</translation>
    </message>
    <message>
        <source>North: %1.</source>
        <extracomment>Game sheet: who played North</extracomment>
        <translation>Kaskazini: %1.</translation>
    </message>
    <message>
        <source>House rules: %1.</source>
        <extracomment>Game sheet: the house rules that differ from the rule set&apos;s, in words (&quot;Racing start: off; Seeds per hole: 3&quot;)</extracomment>
        <translation>Kanuni za hiari: %1.</translation>
    </message>
    <message>
        <source>Value for South, in seeds (±%1)</source>
        <extracomment>Game sheet: above the evaluation graph of a reviewed game (values in seeds from South&apos;s view); %1 the largest value</extracomment>
        <translation>Thamani kwa Kusini, kwa kete (±%1)</translation>
    </message>
</context>
<context>
    <name>GameToolBar</name>
    <message>
        <source>New game</source>
        <extracomment>Tool bar: starts a new game (Ctrl+N)</extracomment>
        <translation>Mchezo mpya</translation>
    </message>
    <message>
        <source>Choose a game and start it (Ctrl+N)</source>
        <extracomment>Tooltip of the new game button</extracomment>
        <translation>Chagua mchezo na uuanze (Ctrl+N)</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Tool bar: takes back the last decision (Ctrl+Z)</extracomment>
        <translation>Tendua</translation>
    </message>
    <message>
        <source>Take back the last decision (Ctrl+Z)</source>
        <extracomment>Tooltip of the undo button</extracomment>
        <translation>Rudisha uamuzi wa mwisho (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Tool bar: plays the decision taken back again (Ctrl+Shift+Z)</extracomment>
        <translation>Rudia</translation>
    </message>
    <message>
        <source>Play the decision taken back again (Ctrl+Shift+Z)</source>
        <extracomment>Tooltip of the redo button</extracomment>
        <translation>Cheza tena uamuzi uliorudishwa (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Teach</source>
        <extracomment>Tool bar: teaching mode, where a move stops at every seed (Ctrl+T)</extracomment>
        <translation>Fundisha</translation>
    </message>
    <message>
        <source>Teaching mode: step through every move seed by seed (Ctrl+T)</source>
        <extracomment>Tooltip of the teaching mode button</extracomment>
        <translation>Hali ya kufundisha: fuata kila hatua kete kwa kete (Ctrl+T)</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <extracomment>Tool bar menu: rules, lessons, shortcuts, about; &amp; marks the Alt key letter</extracomment>
        <translation>&amp;Msaada</translation>
    </message>
    <message>
        <source>Rules of %1…</source>
        <extracomment>Help menu: opens the rules page of the rule set being played</extracomment>
        <translation>Kanuni za %1…</translation>
    </message>
    <message>
        <source>Lessons</source>
        <extracomment>Help menu: the submenu of lessons of the rule set being played</extracomment>
        <translation>Masomo</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <extracomment>Help menu: the list of every keyboard shortcut</extracomment>
        <translation>Njia za mkato za kibodi</translation>
    </message>
    <message>
        <source>About Mancala</source>
        <extracomment>Help menu: the version, the licence and the sources of the rules</extracomment>
        <translation>Kuhusu Mancala</translation>
    </message>
    <message>
        <source>Show rule numbers</source>
        <extracomment>Help menu: for a teacher, the rule ids of the rules pages (K5, Q6) in teaching mode, the lessons and the game&apos;s end</extracomment>
        <translation>Onyesha namba za kanuni</translation>
    </message>
</context>
<context>
    <name>LayoutEditor</name>
    <message>
        <source>Layout editor</source>
        <extracomment>Title of the layout editor</extracomment>
        <translation>Kihariri cha mpangilio</translation>
    </message>
    <message>
        <source>South %1 · North %2 · total %3 (at most %4)</source>
        <extracomment>Seed totals in the layout editor: %1 South&apos;s row, %2 North&apos;s row, %3 both, %4 the most supported</extracomment>
        <translation>Kusini %1 · Kaskazini %2 · jumla %3 (isizidi %4)</translation>
    </message>
    <message>
        <source>Click or tap a hole to add a seed; right-click or press and hold to take one away; drag from one hole to another to move a seed; or type a count under a hole.</source>
        <extracomment>How to use the layout editor</extracomment>
        <translation>Bofya au gusa shimo kuongeza kete; bofya kulia au bonyeza na ushikilie kuondoa moja; buruta kutoka shimo moja hadi jingine kuhamisha kete; au andika idadi chini ya shimo.</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>Label of the row length chooser in the layout editor</extracomment>
        <translation>Mashimo kwa safu</translation>
    </message>
    <message>
        <source>Empty all</source>
        <extracomment>Layout editor: empties every hole</extracomment>
        <translation>Futa yote</translation>
    </message>
    <message>
        <source>Fill every hole with</source>
        <extracomment>Layout editor: puts the same count in every hole</extracomment>
        <translation>Jaza kila shimo kwa</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Leaves the layout editor without using the layout</extracomment>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Use this layout</source>
        <extracomment>Uses the drawn layout for the game</extracomment>
        <translation>Tumia mpangilio huu</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson · %1</source>
        <extracomment>Lessons: small heading over a lesson&apos;s title; %1 the rule id it teaches</extracomment>
        <translation>Somo · %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <extracomment>Lessons: set up the lesson&apos;s position again</extracomment>
        <translation>Jaribu tena</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <extracomment>Lessons: on to the next lesson of the rule set</extracomment>
        <translation>Somo linalofuata</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Lessons: leave the lesson and play on from here</extracomment>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Lesson</source>
        <extracomment>Lessons: small heading over a lesson&apos;s title</extracomment>
        <translation>Somo</translation>
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
        <translation>Uache mchezo unaoendelea?</translation>
    </message>
    <message>
        <source>Replace the game</source>
        <extracomment>Replaces the game in progress</extracomment>
        <translation>Badilisha mchezo</translation>
    </message>
    <message>
        <source>The game on the board is replaced by another. Game ▸ Restore previous game brings it back.</source>
        <translation>Mchezo ulio ubaoni unabadilishwa na mwingine. Mchezo ▸ Rejesha mchezo uliopita unaurudisha.</translation>
    </message>
    <message>
        <source>Quit without saving?</source>
        <extracomment>Title of the question before a quit that would lose something</extracomment>
        <translation>Ondoka bila kuhifadhi?</translation>
    </message>
    <message>
        <source>The notes written in this game (comments, marks, variations) are in no file. Game ▸ Export… (Ctrl+S) saves them.</source>
        <extracomment>Why a quit asks: notes written in a record are not in its file</extracomment>
        <translation>Maelezo yaliyoandikwa katika mchezo huu (maoni, alama, matawi) hayako katika faili yoyote. Mchezo ▸ Hamisha… (Ctrl+S) inayahifadhi.</translation>
    </message>
    <message>
        <source>This game is not saved and will not be there at the next start. Game ▸ Export… (Ctrl+S) saves it.</source>
        <extracomment>Why a quit asks: the game is not saved by itself (no autosave, or it could not be written)</extracomment>
        <translation>Mchezo huu haujahifadhiwa na hautakuwepo utakapoanza tena. Mchezo ▸ Hamisha… (Ctrl+S) inauhifadhi.</translation>
    </message>
    <message>
        <source>Quit</source>
        <extracomment>Quits although something is lost</extracomment>
        <translation>Ondoka</translation>
    </message>
</context>
<context>
    <name>MiniBoard</name>
    <message numerus="yes">
        <source>Start position, %n hole(s) a row</source>
        <extracomment>Screen reader text of the small start position drawing</extracomment>
        <translation>
            <numerusform>Nafasi ya mwanzo, shimo %n kwa safu</numerusform>
            <numerusform>Nafasi ya mwanzo, mashimo %n kwa safu</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <extracomment>Heading of the list of moves played</extracomment>
        <translation>Hatua</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>The start of the game in the move list</extracomment>
        <translation>Mwanzo</translation>
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
        <translation>Kuandaa mchezo kwenye mtandao</translation>
    </message>
    <message>
        <source>Join a game over the network</source>
        <extracomment>Dialog title (Game menu)</extracomment>
        <translation>Kujiunga na mchezo kwenye mtandao</translation>
    </message>
    <message>
        <source>Your name</source>
        <extracomment>Game across computers: this player&apos;s name, shown to the other</extracomment>
        <translation>Jina lako</translation>
    </message>
    <message>
        <source>Your side</source>
        <extracomment>Game across computers, host: the side the host plays</extracomment>
        <translation>Upande wako</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
    <message>
        <source>Address</source>
        <extracomment>Game across computers, guest: the host computer&apos;s network address</extracomment>
        <translation>Anwani</translation>
    </message>
    <message>
        <source>Port</source>
        <extracomment>Game across computers, guest: the port the host shows</extracomment>
        <translation>Mlango (port)</translation>
    </message>
    <message>
        <source>Join code</source>
        <extracomment>Game across computers, guest: the six digits the host shows</extracomment>
        <translation>Nambari ya kujiunga</translation>
    </message>
    <message>
        <source>This computer only</source>
        <extracomment>Game across computers, host: listen on 127.0.0.1 only (two windows of one computer)</extracomment>
        <translation>Kompyuta hii tu</translation>
    </message>
    <message>
        <source>For a trusted network (a home, a classroom): the moves are not encrypted.</source>
        <extracomment>Game across computers: the warning under the dialog</extracomment>
        <translation>Kwa mtandao unaoaminika (nyumbani, darasani): hatua hazifichwi kwa usimbaji.</translation>
    </message>
    <message>
        <source>Host</source>
        <extracomment>Game across computers: start listening for the other player</extracomment>
        <translation>Andaa</translation>
    </message>
    <message>
        <source>Join</source>
        <extracomment>Game across computers: connect to the host</extracomment>
        <translation>Jiunge</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Host a class over the network</source>
        <extracomment>Dialog title (Game menu): a teacher&apos;s class across computers</extracomment>
        <translation>Kuandaa darasa kwenye mtandao</translation>
    </message>
    <message>
        <source>Join a class over the network</source>
        <extracomment>Dialog title (Game menu): a pupil joins the teacher&apos;s class</extracomment>
        <translation>Kujiunga na darasa kwenye mtandao</translation>
    </message>
</context>
<context>
    <name>NetworkPanel</name>
    <message>
        <source>Across computers · %1</source>
        <extracomment>Heading of the panel of a game across computers; %1 the other player&apos;s name</extracomment>
        <translation>Kupitia mtandao · %1</translation>
    </message>
    <message>
        <source>Address: %1 · Port: %2 · Join code: %3</source>
        <extracomment>Game across computers, host: what the other player types to join</extracomment>
        <translation>Anwani: %1 · Mlango: %2 · Nambari ya kujiunga: %3</translation>
    </message>
    <message>
        <source>Rules: %1. You play %2.</source>
        <extracomment>Game across computers, guest: %1 the rule set and house rules, %2 South or North</extracomment>
        <translation>Sheria: %1. Unacheza %2.</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
    <message>
        <source>%1 asks to take back their last move.</source>
        <extracomment>Game across computers: %1 the other player</extracomment>
        <translation>%1 anaomba kurudisha hatua yake ya mwisho.</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <extracomment>Game across computers: %1 the other player</extracomment>
        <translation>%1 anapendekeza sare.</translation>
    </message>
    <message>
        <source>Accept</source>
        <extracomment>Game across computers, guest: play with the host&apos;s rules</extracomment>
        <translation>Kubali</translation>
    </message>
    <message>
        <source>Agree</source>
        <extracomment>Game across computers: agree to the other player&apos;s question</extracomment>
        <translation>Kubali</translation>
    </message>
    <message>
        <source>Refuse</source>
        <extracomment>Game across computers: refuse the other player&apos;s question</extracomment>
        <translation>Kataa</translation>
    </message>
    <message>
        <source>Ask to take back</source>
        <extracomment>Game across computers: ask the other player to take back your last move</extracomment>
        <translation>Omba kurudisha</translation>
    </message>
    <message>
        <source>Offer a draw</source>
        <extracomment>Game across computers</extracomment>
        <translation>Pendekeza sare</translation>
    </message>
    <message>
        <source>Resign</source>
        <extracomment>Game across computers</extracomment>
        <translation>Jisalimishe</translation>
    </message>
    <message>
        <source>Join again</source>
        <extracomment>Game across computers, guest: connect to the host again</extracomment>
        <translation>Jiunge tena</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Game across computers: end it (the board stays)</extracomment>
        <translation>Ondoka</translation>
    </message>
    <message>
        <source>A line to the other player</source>
        <extracomment>Game across computers: the chat line&apos;s placeholder</extracomment>
        <translation>Ujumbe kwa mchezaji mwingine</translation>
    </message>
    <message>
        <source>Send</source>
        <extracomment>Game across computers: send the chat line</extracomment>
        <translation>Tuma</translation>
    </message>
</context>
<context>
    <name>PaperActions</name>
    <message>
        <source>Export the game as PDF</source>
        <extracomment>Title of the dialog of Game, Export game as PDF</extracomment>
        <translation>Hamisha mchezo kama PDF</translation>
    </message>
    <message>
        <source>Export the board</source>
        <extracomment>Title of the dialog of Game, Export board</extracomment>
        <translation>Hamisha ubao</translation>
    </message>
    <message>
        <source>Print-friendly: white, black outlines, counts as numbers and dots</source>
        <extracomment>Export dialog: the look of the picture</extracomment>
        <translation>Rahisi kuchapisha: nyeupe, mistari myeusi, hesabu kwa nambari na nukta</translation>
    </message>
    <message>
        <source>Hole names</source>
        <extracomment>Export dialog: the letters a… and A… round the board</extracomment>
        <translation>Majina ya mashimo</translation>
    </message>
    <message>
        <source>Arrow for the last move</source>
        <extracomment>Export dialog: an arrow from the hole last sown to where its last seed went</extracomment>
        <translation>Mshale wa hatua ya mwisho</translation>
    </message>
    <message>
        <source>A diagram every</source>
        <extracomment>Export game as PDF: how often the sheet shows the board</extracomment>
        <translation>Mchoro kila</translation>
    </message>
    <message>
        <source>decisions</source>
        <extracomment>Export game as PDF: after &quot;A diagram every [10]&quot;</extracomment>
        <translation>maamuzi</translation>
    </message>
    <message>
        <source>File</source>
        <extracomment>Export dialog: the file to write</extracomment>
        <translation>Faili</translation>
    </message>
    <message>
        <source>The title, the moves and a diagram after every few decisions, on A4 pages.</source>
        <extracomment>Export game as PDF: what the file holds</extracomment>
        <translation>Kichwa, hatua na mchoro baada ya maamuzi machache, kwenye kurasa za A4.</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Export dialog: writes the file</extracomment>
        <translation>Hifadhi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Export dialog: closes it without a file</extracomment>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <extracomment>Export dialog: the file chosen is there already</extracomment>
        <translation>Ubadilishe faili?</translation>
    </message>
    <message>
        <source>%1 already exists. Replacing it loses what it holds.</source>
        <extracomment>%1 a file name</extracomment>
        <translation>%1 tayari ipo. Kuibadilisha kunapoteza kilichomo.</translation>
    </message>
    <message>
        <source>Replace</source>
        <extracomment>Export dialog: writes over the existing file</extracomment>
        <translation>Badilisha</translation>
    </message>
    <message>
        <source>A name ending in .svg saves a drawing, .jpg a JPEG picture, .png or no ending a PNG picture.</source>
        <extracomment>Export board: the kinds of file a name makes</extracomment>
        <translation>Jina linaloishia .svg huhifadhi mchoro, .jpg picha ya JPEG, .png au bila kiishio picha ya PNG.</translation>
    </message>
</context>
<context>
    <name>Pit</name>
    <message>
        <source>Press Enter or Space to sow it</source>
        <extracomment>Screen reader hint on a hole the player may sow</extracomment>
        <translation>Bonyeza Enter au Nafasi kulipanda</translation>
    </message>
    <message numerus="yes">
        <source>%1, South&apos;s hole, %n seed(s)</source>
        <extracomment>Screen reader text for a hole of South&apos;s: %1 its name (a, b, ...), %n its seeds</extracomment>
        <translation>
            <numerusform>%1, shimo la Kusini, kete %n</numerusform>
            <numerusform>%1, shimo la Kusini, kete %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, North&apos;s hole, %n seed(s)</source>
        <extracomment>Screen reader text for a hole of North&apos;s: %1 its name (A, B, ...), %n its seeds</extracomment>
        <translation>
            <numerusform>%1, shimo la Kaskazini, kete %n</numerusform>
            <numerusform>%1, shimo la Kaskazini, kete %n</numerusform>
        </translation>
    </message>
    <message>
        <source>South</source>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Screen reader: a hole&apos;s text (%1) and its mark (%2: Jen, left)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <extracomment>Screen reader: a hole&apos;s text (%1), its mark (%2: walda, ekwarna, bull) and the side that owns the mark (%3)</extracomment>
        <translation>%1, %2 ya %3</translation>
    </message>
    <message>
        <source>%1, legal</source>
        <extracomment>Screen reader: a hole&apos;s text (%1) when the player may sow it now</extracomment>
        <translation>%1, halali</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>The owner&apos;s letter on a mark badge: S for South, N for North</extracomment>
        <translation>Ks</translation>
    </message>
    <message>
        <source>N</source>
        <translation>Kz</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A mark on the rim of a hole: %1 the owner&apos;s letter (S or N), %2 the mark (walda, ekwarna, bull)</extracomment>
        <translation>%1 %2</translation>
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
        <translation>fahali</translation>
    </message>
    <message>
        <source>Jen</source>
        <extracomment>Mark on a hole: a Jen (Mewelad, W4)</extracomment>
        <translation>Jen</translation>
    </message>
    <message>
        <source>left</source>
        <extracomment>Mark on a hole: a four that was left (Mewelad, W4)</extracomment>
        <translation>imeachwa</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>South</source>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A player&apos;s name and their place at the board</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>The round being played</extracomment>
        <translation>Raundi %1</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>A player&apos;s score so far</extracomment>
        <translation>Alama %1</translation>
    </message>
</context>
<context>
    <name>PlayerChoice</name>
    <message>
        <source>Person</source>
        <extracomment>In the picker: a side is played by a person</extracomment>
        <translation>Mtu</translation>
    </message>
    <message>
        <source>Who plays South</source>
        <extracomment>Accessible name of the choice of who plays South or North</extracomment>
        <translation>Nani anacheza Kusini</translation>
    </message>
    <message>
        <source>Who plays North</source>
        <translation>Nani anacheza Kaskazini</translation>
    </message>
    <message>
        <source>Computer %1 · %2</source>
        <extracomment>In the picker: a side is played by the computer; %1 the level&apos;s number, %2 its name (&quot;Computer 3 · Casual&quot;)</extracomment>
        <translation>Kompyuta %1 · %2</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Set up position – %1</source>
        <extracomment>Title of the position editor; %1 the rule set</extracomment>
        <translation>Panga nafasi – %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Position editor: takes back the last change (Ctrl+Z)</extracomment>
        <translation>Tendua</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Position editor: makes the change taken back again (Ctrl+Shift+Z)</extracomment>
        <translation>Rudia</translation>
    </message>
    <message>
        <source>To move:</source>
        <extracomment>Position editor: the side whose turn it is</extracomment>
        <translation>Zamu ya:</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
    <message>
        <source>Round:</source>
        <extracomment>Position editor: the round of a game of rounds</extracomment>
        <translation>Raundi:</translation>
    </message>
    <message>
        <source>Move seeds</source>
        <extracomment>Position editor: a click picks the hole seeds come from, the next click the hole they go to</extracomment>
        <translation>Hamisha kete</translation>
    </message>
    <message>
        <source>Empty board</source>
        <extracomment>Position editor: every hole and store emptied</extracomment>
        <translation>Ubao mtupu</translation>
    </message>
    <message>
        <source>Board: arrows choose a hole, + and − or digits change its seeds, Enter its mark</source>
        <extracomment>Screen reader name of the position editor&apos;s board</extracomment>
        <translation>Ubao: mishale huchagua shimo, + na − au tarakimu hubadilisha kete zake, Enter alama yake</translation>
    </message>
    <message>
        <source>Click a hole to add a seed, right-click or Shift+click to take one, or use the wheel; drag to move a seed. Keys: arrows, + and −, digits; Enter or a long press: the hole&apos;s mark.</source>
        <extracomment>How to use the position editor</extracomment>
        <translation>Bofya shimo kuongeza kete, bofya kulia au Shift+bofya kuondoa moja, au tumia gurudumu; buruta kuhamisha kete. Vitufe: mishale, + na −, tarakimu; Enter au kubonyeza kwa muda: alama ya shimo.</translation>
    </message>
    <message>
        <source>Ready to play, by the players of the game: %1 and %2.</source>
        <extracomment>Position editor: the position can be played; the players are the game&apos;s</extracomment>
        <translation>Tayari kuchezwa, na wachezaji wa mchezo: %1 na %2.</translation>
    </message>
    <message>
        <source>Play from here</source>
        <extracomment>Position editor: starts the game from this position</extracomment>
        <translation>Cheza kutoka hapa</translation>
    </message>
    <message>
        <source>Analyse</source>
        <extracomment>Position editor: starts the game from this position with the analysis panel open</extracomment>
        <translation>Chambua</translation>
    </message>
    <message>
        <source>Copy position</source>
        <extracomment>Position editor: the position string to the clipboard</extracomment>
        <translation>Nakili nafasi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Position editor: closes it; the game stays as it was</extracomment>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>One seed more in %1&apos;s store</source>
        <extracomment>Screen reader name of a button of the position editor: %1 South or North</extracomment>
        <translation>Kete moja zaidi katika ghala la %1</translation>
    </message>
    <message>
        <source>One seed more in %1&apos;s captures</source>
        <translation>Kete moja zaidi katika akiba ya %1</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s store, %n seed(s)</source>
        <extracomment>Screen reader text of a store in the position editor: %1 South or North</extracomment>
        <translation>
            <numerusform>ghala la %1, kete %n</numerusform>
            <numerusform>ghala la %1, kete %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s captures, %n seed(s)</source>
        <translation>
            <numerusform>akiba ya %1, kete %n</numerusform>
            <numerusform>akiba ya %1, kete %n</numerusform>
        </translation>
    </message>
    <message>
        <source>One seed less in %1&apos;s store</source>
        <translation>Kete moja pungufu katika ghala la %1</translation>
    </message>
    <message>
        <source>One seed less in %1&apos;s captures</source>
        <translation>Kete moja pungufu katika akiba ya %1</translation>
    </message>
    <message>
        <source>Mark: %1</source>
        <extracomment>The mark entries of a hole&apos;s menu in the position editor: &quot;mark: walda (South)&quot;</extracomment>
        <translation>Alama: %1</translation>
    </message>
    <message>
        <source>Owner: South</source>
        <extracomment>A hole&apos;s menu in the position editor (games of rounds): the hole is South&apos;s this round</extracomment>
        <translation>Mmiliki: Kusini</translation>
    </message>
    <message>
        <source>Owner: North</source>
        <extracomment>A hole&apos;s menu in the position editor (games of rounds): the hole is North&apos;s this round</extracomment>
        <translation>Mmiliki: Kaskazini</translation>
    </message>
    <message>
        <source>The position is on the clipboard.</source>
        <extracomment>Position editor: after Copy position</extracomment>
        <translation>Nafasi iko kwenye ubao wa kunakili.</translation>
    </message>
    <message>
        <source>Mark hole %1</source>
        <extracomment>The first line of a hole&apos;s menu in the position editor; %1 the hole&apos;s name</extracomment>
        <translation>Alama ya shimo %1</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <extracomment>Position editor: the rule set of the position</extracomment>
        <translation>Seti ya sheria:</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>Position editor: how many holes each row of the board has</extracomment>
        <translation>Mashimo kwa safu</translation>
    </message>
    <message>
        <source>Type its seeds, or Up and Down</source>
        <extracomment>Screen reader hint on a store&apos;s count in the position editor</extracomment>
        <translation>Andika idadi ya mbegu, au Juu na Chini</translation>
    </message>
</context>
<context>
    <name>PresetList</name>
    <message>
        <source>Presets</source>
        <extracomment>Heading of the presets list in the picker</extracomment>
        <translation>Mipangilio iliyohifadhiwa</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Renames a saved preset
----------
Confirms the new name of a preset</extracomment>
        <translation>Badilisha jina</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Deletes a saved preset</extracomment>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Name for this setup</source>
        <extracomment>Placeholder of the field naming a new preset</extracomment>
        <translation>Jina la mpangilio huu</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Saves the setup shown as a named preset</extracomment>
        <translation>Hifadhi</translation>
    </message>
    <message>
        <source>New name</source>
        <extracomment>Screen reader name of the field renaming a preset</extracomment>
        <translation>Jina jipya</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <extracomment>Title of the puzzles dialog (Game ▸ Puzzles)</extracomment>
        <translation>Mafumbo</translation>
    </message>
    <message>
        <source>A position where one decision keeps the value and every other gives seeds away. Find it.</source>
        <extracomment>Puzzles dialog: what a puzzle is</extracomment>
        <translation>Nafasi ambapo uamuzi mmoja tu unashika thamani na kila mwingine unatoa kete. Uupate.</translation>
    </message>
    <message>
        <source>No puzzles are installed.</source>
        <extracomment>Puzzles dialog: no puzzle file could be read</extracomment>
        <translation>Hakuna mafumbo yaliyosakinishwa.</translation>
    </message>
    <message>
        <source>Rule set</source>
        <extracomment>Puzzles dialog: the rule set to draw puzzles from</extracomment>
        <translation>Seti ya sheria</translation>
    </message>
    <message>
        <source>Level</source>
        <extracomment>Puzzles dialog: the difficulty of the puzzles drawn</extracomment>
        <translation>Kiwango</translation>
    </message>
    <message>
        <source>Any level</source>
        <extracomment>Puzzles dialog: puzzles of every level</extracomment>
        <translation>Kiwango chochote</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) at this level</source>
        <extracomment>Puzzles dialog: %n puzzles of the rule set at the level chosen</extracomment>
        <translation>
            <numerusform>fumbo %n katika kiwango hiki</numerusform>
            <numerusform>mafumbo %n katika kiwango hiki</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the puzzles dialog</extracomment>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>Puzzles dialog: sets up a puzzle of the choice on the board</extracomment>
        <translation>Anza</translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <source>Puzzle · level %1 · %2</source>
        <extracomment>Puzzles: small heading over the task; %1 the level (1-5), %2 the theme</extracomment>
        <translation>Fumbo · kiwango %1 · %2</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>Puzzles: marks the hole to play (after a wrong try)</extracomment>
        <translation>Dokezo</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <extracomment>Puzzles: plays the answer&apos;s line in teaching mode</extracomment>
        <translation>Onyesha jibu</translation>
    </message>
    <message>
        <source>Next decision</source>
        <extracomment>Puzzles: plays the next decision of the answer&apos;s line</extracomment>
        <translation>Uamuzi unaofuata</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <extracomment>Puzzles: sets up the next puzzle</extracomment>
        <translation>Fumbo linalofuata</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Puzzles: leave the puzzle and play on from here</extracomment>
        <translation>Funga</translation>
    </message>
</context>
<context>
    <name>RaceScreen</name>
    <message>
        <source>Racing start</source>
        <extracomment>The racing start: both players sow at once</extracomment>
        <translation>Mwanzo wa mbio</translation>
    </message>
    <message>
        <source>Pass the device to %1. %2, please look away: each player chooses a hole in secret, then both hands sow at the same time.</source>
        <extracomment>%1 chooses next, %2 must not look</extracomment>
        <translation>Mpe %1 kifaa. %2, tafadhali angalia pembeni: kila mchezaji anachagua shimo kwa siri, kisha mikono yote miwili inapanda wakati mmoja.</translation>
    </message>
    <message>
        <source>I am %1: show the board</source>
        <extracomment>%1 is the player who chooses now</extracomment>
        <translation>Mimi ni %1: onyesha ubao</translation>
    </message>
</context>
<context>
    <name>RecordActions</name>
    <message>
        <source>Choose a game</source>
        <extracomment>Title of the list of games of a record file</extracomment>
        <translation>Chagua mchezo</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the message of a failed import</extracomment>
        <translation>Funga</translation>
    </message>
    <message>
        <source>The file dialog cannot be shown: %1</source>
        <extracomment>%1 Qt&apos;s reason, e.g. a QML module that is not installed</extracomment>
        <translation>Kidirisha cha faili hakiwezi kuonyeshwa: %1</translation>
    </message>
    <message>
        <source>%1 game.pgn</source>
        <extracomment>The file name the export dialog proposes; %1 the rule set</extracomment>
        <translation>mchezo wa %1.pgn</translation>
    </message>
    <message>
        <source>Which rule set is this position from?</source>
        <extracomment>Title of the list of rule sets a pasted position string fits</extracomment>
        <translation>Nafasi hii ni ya seti ipi ya kanuni?</translation>
    </message>
</context>
<context>
    <name>RecordFileDialog</name>
    <message>
        <source>There is no file %1.</source>
        <extracomment>%1 a file name typed in the import dialog</extracomment>
        <translation>Hakuna faili %1.</translation>
    </message>
    <message>
        <source>Export the game</source>
        <extracomment>Title of the export dialog</extracomment>
        <translation>Hamisha mchezo</translation>
    </message>
    <message>
        <source>Import a game</source>
        <extracomment>Title of the import dialog</extracomment>
        <translation>Leta mchezo</translation>
    </message>
    <message>
        <source>Up</source>
        <extracomment>Export/import dialog: goes to the folder above</extracomment>
        <translation>Juu</translation>
    </message>
    <message>
        <source>No game records in this folder</source>
        <extracomment>Export/import dialog: the folder has no game records</extracomment>
        <translation>Hakuna kumbukumbu za michezo katika folda hii</translation>
    </message>
    <message>
        <source>File name</source>
        <extracomment>Export/import dialog: the name of the file</extracomment>
        <translation>Jina la faili</translation>
    </message>
    <message>
        <source>Game records (*.pgn *.txt)</source>
        <extracomment>File type filter of the export and import dialogs</extracomment>
        <translation>Kumbukumbu za michezo (*.pgn *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Faili zote (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Export dialog: writes the file</extracomment>
        <translation>Hifadhi</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Import dialog: reads the file</extracomment>
        <translation>Fungua</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Export/import dialog: closes it without a file</extracomment>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <extracomment>Export dialog: the file chosen is there already</extracomment>
        <translation>Ubadilishe faili?</translation>
    </message>
    <message>
        <source>%1 already exists. Replacing it loses what it holds.</source>
        <extracomment>%1 a file name</extracomment>
        <translation>%1 tayari ipo. Kuibadilisha kunapoteza kilichomo.</translation>
    </message>
    <message>
        <source>Replace</source>
        <extracomment>Export dialog: writes over the existing file</extracomment>
        <translation>Badilisha</translation>
    </message>
    <message>
        <source>Add the game to a file</source>
        <extracomment>Title of the dialog of Game &gt; Add to file</extracomment>
        <translation>Ongeza mchezo kwenye faili</translation>
    </message>
    <message>
        <source>Add</source>
        <extracomment>Add to file dialog: adds the game after the file&apos;s games</extracomment>
        <translation>Ongeza</translation>
    </message>
</context>
<context>
    <name>RecordMenu</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>Tool bar menu of game records (export, import, copy, paste); &amp; marks the Alt key letter</extracomment>
        <translation>&amp;Mchezo</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>Menu entry (Ctrl+S)</extracomment>
        <translation>Hamisha…</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Import…</source>
        <extracomment>Menu entry (Ctrl+O)</extracomment>
        <translation>Leta…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Copy game</source>
        <extracomment>Menu entry: the game record to the clipboard</extracomment>
        <translation>Nakili mchezo</translation>
    </message>
    <message>
        <source>Copy position</source>
        <extracomment>Menu entry (Ctrl+Shift+C): the position string to the clipboard</extracomment>
        <translation>Nakili nafasi</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Paste game or position</source>
        <extracomment>Menu entry (Ctrl+V): a game record or a position from the clipboard</extracomment>
        <translation>Bandika mchezo au nafasi</translation>
    </message>
    <message>
        <source>Ctrl+V</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+V</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>Submenu of the last files opened or saved</extracomment>
        <translation>Michezo ya karibuni</translation>
    </message>
    <message>
        <source>Notes and variations</source>
        <extracomment>Menu entry: comments and variations of the game</extracomment>
        <translation>Maelezo na matawi</translation>
    </message>
    <message>
        <source>Restore previous game</source>
        <extracomment>Menu entry: brings back the game the last new game, lesson or import replaced</extracomment>
        <translation>Rejesha mchezo uliopita</translation>
    </message>
    <message>
        <source>Copy board as image</source>
        <extracomment>Menu entry (Ctrl+Shift+B): a picture of the board to the clipboard</extracomment>
        <translation>Nakili ubao kama picha</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <source>Export board…</source>
        <extracomment>Menu entry (Ctrl+E): the board as a PNG or SVG file</extracomment>
        <translation>Hamisha ubao…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export game as PDF…</source>
        <extracomment>Menu entry (Ctrl+Shift+P): the game as a PDF sheet with diagrams and moves</extracomment>
        <translation>Hamisha mchezo kama PDF…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Print…</source>
        <extracomment>Menu entry (Ctrl+P): the game sheet through the print dialog</extracomment>
        <translation>Chapisha…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Quit</source>
        <extracomment>Menu entry (Ctrl+Q): closes the window; the game is kept</extracomment>
        <translation>Ondoka</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Set up position…</source>
        <extracomment>Menu entry: the position editor, on the position of the game</extracomment>
        <translation>Panga nafasi…</translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <extracomment>Menu entry (Ctrl+U): positions where one decision keeps the value, to find</extracomment>
        <translation>Mafumbo…</translation>
    </message>
    <message>
        <source>Ctrl+U</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+U</translation>
    </message>
    <message>
        <source>Add to file…</source>
        <extracomment>Menu entry: the game is added after the games of a record file, which keeps what it holds</extracomment>
        <translation>Ongeza kwenye faili…</translation>
    </message>
    <message>
        <source>Over the network</source>
        <extracomment>Submenu of the Game menu: a game against someone at another computer</extracomment>
        <translation>Kwenye mtandao</translation>
    </message>
    <message>
        <source>Host a game…</source>
        <extracomment>Menu entry: play against someone at another computer, this one listening</extracomment>
        <translation>Kuandaa mchezo…</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <extracomment>Menu entry: play against someone at another computer that hosts the game</extracomment>
        <translation>Kujiunga na mchezo…</translation>
    </message>
    <message>
        <source>Pictures and printing</source>
        <extracomment>Submenu of the Game menu: the board as a picture, the game as a PDF sheet or on the printer</extracomment>
        <translation>Picha na uchapishaji</translation>
    </message>
    <message>
        <source>Host a class…</source>
        <extracomment>Menu entry: a teacher shows the board to pupils at other computers and sends them exercises</extracomment>
        <translation>Kuandaa darasa…</translation>
    </message>
    <message>
        <source>Join a class…</source>
        <extracomment>Menu entry: a pupil follows the teacher&apos;s board from another computer</extracomment>
        <translation>Kujiunga na darasa…</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>Round %1 is over</source>
        <extracomment>%1 is the round number</extracomment>
        <translation>Raundi %1 imekwisha</translation>
    </message>
    <message>
        <source>Seeds won</source>
        <extracomment>Seeds won in the round</extracomment>
        <translation>Kete zilizoshindwa</translation>
    </message>
    <message>
        <source>Holes next round</source>
        <extracomment>Holes each player owns in the next round</extracomment>
        <translation>Mashimo raundi ijayo</translation>
    </message>
    <message>
        <source>Next round</source>
        <extracomment>Closes the round summary and starts the next round</extracomment>
        <translation>Raundi ijayo</translation>
    </message>
</context>
<context>
    <name>RulesBlock</name>
    <message>
        <source>Reading</source>
        <extracomment>Label in front of a note on how the product reads a vague source</extracomment>
        <translation>Ufafanuzi</translation>
    </message>
    <message>
        <source>show me</source>
        <extracomment>Link beside a rule: asks for a demonstration of the rule on the board</extracomment>
        <translation>nionyeshe</translation>
    </message>
    <message>
        <source>Show me rule %1</source>
        <extracomment>Screen reader name of the show-me link; %1 is the rule id</extracomment>
        <translation>Nionyeshe kanuni %1</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules of %1</source>
        <extracomment>Title of the rules page; %1 is the rule set</extracomment>
        <translation>Kanuni za %1</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the rules page</extracomment>
        <translation>Funga</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Game</source>
        <extracomment>Keyboard shortcuts: the group that works everywhere in the window</extracomment>
        <translation>Mchezo</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Mchezo mpya</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Tendua</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rudia</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <extracomment>Keyboard shortcuts: teaching mode on and off</extracomment>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Teaching mode on or off</source>
        <translation>Washa au zima hali ya kufundisha</translation>
    </message>
    <message>
        <source>Esc</source>
        <extracomment>Keyboard shortcuts: Escape while seeds fly</extracomment>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Show the end of the move being played</source>
        <translation>Onyesha mwisho wa hatua inayochezwa</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Hamisha…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Leta…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Nakili nafasi</translation>
    </message>
    <message>
        <source>Ctrl+V</source>
        <translation>Ctrl+V</translation>
    </message>
    <message>
        <source>Paste game or position</source>
        <translation>Bandika mchezo au nafasi</translation>
    </message>
    <message>
        <source>Open the Game, View and Help menus</source>
        <translation>Fungua menyu za Mchezo, Mwonekano na Msaada</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <extracomment>Title of the list of keyboard shortcuts</extracomment>
        <translation>Njia za mkato za kibodi</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Keyboard shortcuts: the group of keys that play on the board</extracomment>
        <translation>Ubao</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <extracomment>Keyboard shortcuts: the key names of the four arrow keys</extracomment>
        <translation>Vitufe vya mishale</translation>
    </message>
    <message>
        <source>Move to the next or previous playable hole</source>
        <translation>Nenda kwenye shimo linalochezeka lijalo au lililotangulia</translation>
    </message>
    <message>
        <source>Return, Enter, Space</source>
        <extracomment>Keyboard shortcuts: the key names (Return, Enter, Space)</extracomment>
        <translation>Return, Enter, Nafasi</translation>
    </message>
    <message>
        <source>Sow from the hole with the focus</source>
        <translation>Panda kutoka shimo lenye lengo</translation>
    </message>
    <message>
        <source>a… A…</source>
        <extracomment>Keyboard shortcuts: the letters that name the holes</extracomment>
        <translation>a… A…</translation>
    </message>
    <message>
        <source>Sow from the hole of that letter</source>
        <translation>Panda kutoka shimo la herufi hiyo</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <extracomment>Keyboard shortcuts: Tab and Shift+Tab</extracomment>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the board, the buttons and the move list</source>
        <translation>Hamia kati ya ubao, vitufe na orodha ya hatua</translation>
    </message>
    <message>
        <source>Teaching mode</source>
        <extracomment>Keyboard shortcuts: the group of keys of teaching mode</extracomment>
        <translation>Hali ya kufundisha</translation>
    </message>
    <message>
        <source>Space</source>
        <extracomment>Keyboard shortcuts: the Space key</extracomment>
        <translation>Nafasi</translation>
    </message>
    <message>
        <source>Play or pause the move</source>
        <translation>Cheza au simamisha hatua</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <extracomment>Keyboard shortcuts: the left and right arrow keys</extracomment>
        <translation>Kushoto, Kulia</translation>
    </message>
    <message>
        <source>One seed back or on</source>
        <translation>Kete moja nyuma au mbele</translation>
    </message>
    <message>
        <source>Shift+Left, Shift+Right</source>
        <translation>Shift+Kushoto, Shift+Kulia</translation>
    </message>
    <message>
        <source>One lap back or on</source>
        <translation>Mzunguko mmoja nyuma au mbele</translation>
    </message>
    <message>
        <source>Ctrl+Left, Ctrl+Right</source>
        <translation>Ctrl+Kushoto, Ctrl+Kulia</translation>
    </message>
    <message>
        <source>One decision back or on</source>
        <translation>Uamuzi mmoja nyuma au mbele</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>The start or the end of the move</source>
        <translation>Mwanzo au mwisho wa hatua</translation>
    </message>
    <message>
        <source>Dialogs</source>
        <extracomment>Keyboard shortcuts: the group of the dialogs&apos; keys</extracomment>
        <translation>Madirisha ya mazungumzo</translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <extracomment>Keyboard shortcuts: in the new game dialog</extracomment>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <source>Start the game chosen</source>
        <translation>Anza mchezo uliochaguliwa</translation>
    </message>
    <message>
        <source>Left, Right, +, −</source>
        <extracomment>Keyboard shortcuts: in the special move&apos;s dialog (arrows, +, -)</extracomment>
        <translation>Kushoto, Kulia, +, −</translation>
    </message>
    <message>
        <source>Special move: choose a hole, add or take away a seed</source>
        <translation>Hatua maalum: chagua shimo, ongeza au ondoa kete</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <extracomment>Keyboard shortcuts: on the rules page</extracomment>
        <translation>Page Up, Page Down</translation>
    </message>
    <message>
        <source>Scroll the rules page</source>
        <translation>Sogeza ukurasa wa kanuni</translation>
    </message>
    <message>
        <source>Close the dialog or menu</source>
        <translation>Funga dirisha au menyu</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <source>Copy board as image</source>
        <translation>Nakili ubao kama picha</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export board…</source>
        <translation>Hamisha ubao…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Export game as PDF…</source>
        <translation>Hamisha mchezo kama PDF…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Chapisha…</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <extracomment>Keyboard shortcuts: closes the window (the game is kept)</extracomment>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Ondoka</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the dialog</extracomment>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Full screen on or off</source>
        <extracomment>Keyboard shortcuts: View &gt; Full screen, for a projector</extracomment>
        <translation>Washa au zima skrini nzima</translation>
    </message>
    <message>
        <source>Move list</source>
        <extracomment>Keyboard shortcuts: the group of keys of the list of moves played</extracomment>
        <translation>Orodha ya hatua</translation>
    </message>
    <message>
        <source>Tab</source>
        <extracomment>Keyboard shortcuts: Tab until the move list has the focus</extracomment>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Go to the move list</source>
        <translation>Nenda kwenye orodha ya hatua</translation>
    </message>
    <message>
        <source>The previous or next move</source>
        <translation>Hatua iliyotangulia au inayofuata</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <extracomment>Keyboard shortcuts: the up and down arrow keys</extracomment>
        <translation>Juu, Chini</translation>
    </message>
    <message>
        <source>A line of moves up or down</source>
        <translation>Mstari mmoja wa hatua juu au chini</translation>
    </message>
    <message>
        <source>Return, Enter</source>
        <extracomment>Keyboard shortcuts: the key names (Return, Enter)</extracomment>
        <translation>Return, Enter</translation>
    </message>
    <message>
        <source>Show the position after the move</source>
        <translation>Onyesha hali baada ya hatua</translation>
    </message>
    <message>
        <source>Ctrl+U</source>
        <extracomment>Keyboard shortcuts: Game &gt; Puzzles</extracomment>
        <translation>Ctrl+U</translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation>Mafumbo…</translation>
    </message>
    <message>
        <source>H, Ctrl+H</source>
        <extracomment>Keyboard shortcuts: a hint from the computer (H is a hole&apos;s letter in rows of 8 holes or more: Ctrl+H there)</extracomment>
        <translation>H, Ctrl+H</translation>
    </message>
    <message>
        <source>Hint (Ctrl+H where a hole is called h)</source>
        <translation>Dokezo (Ctrl+H pale shimo linapoitwa h)</translation>
    </message>
</context>
<context>
    <name>SoundMenu</name>
    <message>
        <source>Sound</source>
        <extracomment>View menu: the submenu of the game&apos;s sounds (seeds dropped, captures, marks, the end)</extracomment>
        <translation>Sauti</translation>
    </message>
    <message>
        <source>Sound of the seeds</source>
        <extracomment>View menu ▸ Sound: play a sound for each seed dropped, each capture and mark, and the game&apos;s end</extracomment>
        <translation>Sauti ya kete</translation>
    </message>
    <message>
        <source>Quiet</source>
        <extracomment>View menu ▸ Sound: the volume</extracomment>
        <translation>Ndogo</translation>
    </message>
    <message>
        <source>Medium</source>
        <extracomment>View menu ▸ Sound: the volume</extracomment>
        <translation>Ya kati</translation>
    </message>
    <message>
        <source>Loud</source>
        <extracomment>View menu ▸ Sound: the volume</extracomment>
        <translation>Kubwa</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message numerus="yes">
        <source>%1: %n seed(s)</source>
        <extracomment>Screen reader text of a store or tally: %1 its name (&quot;South&quot; or &quot;South&apos;s tally&quot;), %n the seeds in it</extracomment>
        <translation>
            <numerusform>%1: kete %n</numerusform>
            <numerusform>%1: kete %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeachingPanel</name>
    <message>
        <source>Play a move, then step through it seed by seed.</source>
        <extracomment>Teaching mode with no move on show</extracomment>
        <translation>Cheza hatua, kisha ipitie kete kwa kete.</translation>
    </message>
    <message>
        <source>Lap %1 of %2</source>
        <extracomment>Teaching mode: lap 2 of 5 of the move on show</extracomment>
        <translation>Mzunguko %1 kati ya %2</translation>
    </message>
    <message>
        <source>Step of the move</source>
        <extracomment>Screen reader name of the teaching scrubber</extracomment>
        <translation>Kituo cha hatua</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Teaching mode: step 12 of 40 of the move on show</extracomment>
        <translation>Kituo %1 kati ya %2</translation>
    </message>
    <message>
        <source>Decision</source>
        <extracomment>Teaching mode button: back to the previous decision of the move</extracomment>
        <translation>Uamuzi</translation>
    </message>
    <message>
        <source>Previous decision (Ctrl+Left)</source>
        <extracomment>Teaching mode: back to the previous decision (Ctrl+Left)</extracomment>
        <translation>Uamuzi uliotangulia (Ctrl+Kushoto)</translation>
    </message>
    <message>
        <source>Lap</source>
        <extracomment>Teaching mode button: a lap is one handful sown</extracomment>
        <translation>Mzunguko</translation>
    </message>
    <message>
        <source>Previous lap (Shift+Left)</source>
        <extracomment>Teaching mode: go back to the start of the lap (Shift+Left)</extracomment>
        <translation>Mzunguko uliotangulia (Shift+Kushoto)</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Teaching mode button: one seed (one step) back</extracomment>
        <translation>Kete</translation>
    </message>
    <message>
        <source>Previous seed (Left)</source>
        <extracomment>Teaching mode: one seed back (Left)</extracomment>
        <translation>Kete iliyotangulia (Kushoto)</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>Teaching mode button: plays the move on by itself / stops it</extracomment>
        <translation>Simamisha</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Cheza</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <extracomment>Teaching mode: play or pause the move (Space)</extracomment>
        <translation>Simamisha (Nafasi)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Cheza (Nafasi)</translation>
    </message>
    <message>
        <source>Next seed (Right)</source>
        <extracomment>Teaching mode: one seed forward (Right)</extracomment>
        <translation>Kete ijayo (Kulia)</translation>
    </message>
    <message>
        <source>Next lap (Shift+Right)</source>
        <extracomment>Teaching mode: on to the next lap (Shift+Right)</extracomment>
        <translation>Mzunguko ujao (Shift+Kulia)</translation>
    </message>
    <message>
        <source>Next decision (Ctrl+Right)</source>
        <extracomment>Teaching mode: on to the next decision (Ctrl+Right)</extracomment>
        <translation>Uamuzi ujao (Ctrl+Kulia)</translation>
    </message>
    <message>
        <source>Whole move</source>
        <extracomment>Teaching mode button: show the end of the whole move at once</extracomment>
        <translation>Hatua nzima</translation>
    </message>
    <message>
        <source>The whole move (End)</source>
        <extracomment>Teaching mode: jump to the end of the move (End)</extracomment>
        <translation>Hatua nzima (End)</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Teaching mode: speed of Play</extracomment>
        <translation>Polepole</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Teaching mode: speed of Play</extracomment>
        <translation>Kawaida</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Teaching mode: speed of Play</extracomment>
        <translation>Haraka</translation>
    </message>
    <message>
        <source>Speed of Play</source>
        <extracomment>Screen reader name of the teaching speed chooser</extracomment>
        <translation>Kasi ya kucheza</translation>
    </message>
</context>
<context>
    <name>ThinkingMark</name>
    <message>
        <source>thinking</source>
        <extracomment>Shown on the computer&apos;s card while it searches for its decision</extracomment>
        <translation>inafikiri</translation>
    </message>
</context>
<context>
    <name>VariantPicker</name>
    <message>
        <source>South</source>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <extracomment>Title of the variant picker</extracomment>
        <translation>Chagua mchezo</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Leaves the picker and goes back to the game being played</extracomment>
        <translation>Rudi kwenye mchezo</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Opens the rules page of the chosen rule set</extracomment>
        <translation>Kanuni</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Puts every option of the chosen rule set back to its standard value</extracomment>
        <translation>Kanuni za kawaida</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>Picker option: holes in each row</extracomment>
        <translation>Mashimo kwa safu</translation>
    </message>
    <message>
        <source>Seeds per hole</source>
        <extracomment>Picker option: seeds in every hole at the start</extracomment>
        <translation>Kete kwa shimo</translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) in the game</source>
        <extracomment>Under the start position in the picker: seeds in the game</extracomment>
        <translation>
            <numerusform>Kete %n mchezoni</numerusform>
            <numerusform>Kete %n mchezoni</numerusform>
        </translation>
    </message>
    <message>
        <source>Layout</source>
        <extracomment>Heading of the layout choice in the picker</extracomment>
        <translation>Mpangilio</translation>
    </message>
    <message>
        <source>Edit layout…</source>
        <extracomment>Opens the layout editor on the start position shown</extracomment>
        <translation>Hariri mpangilio…</translation>
    </message>
    <message>
        <source>House rules</source>
        <extracomment>Heading of the house rules in the picker</extracomment>
        <translation>Kanuni za hiari</translation>
    </message>
    <message>
        <source>South (bottom)</source>
        <extracomment>Picker: the heading of the player at the bottom (name and who plays)</extracomment>
        <translation>Kusini (chini)</translation>
    </message>
    <message>
        <source>North (top)</source>
        <extracomment>Picker: the heading of the player at the top (name and who plays)</extracomment>
        <translation>Kaskazini (juu)</translation>
    </message>
    <message>
        <source>Start %1</source>
        <extracomment>Starts the game chosen in the picker (Ctrl+Enter)</extracomment>
        <translation>Anza %1</translation>
    </message>
    <message>
        <source>Master&apos;s time per move (s)</source>
        <extracomment>Picker: how long the Master level thinks for each decision</extracomment>
        <translation>Muda wa Bingwa kwa kila hatua (s)</translation>
    </message>
    <message>
        <source>%1 (some holes empty)</source>
        <extracomment>Picker, a layout that is not uniform (Enkeshui): %1 the seeds in each hole that is not empty</extracomment>
        <translation>%1 (mashimo mengine matupu)</translation>
    </message>
    <message>
        <source>as drawn</source>
        <extracomment>Picker, a drawn layout: the seeds per hole differ</extracomment>
        <translation>kama ilivyochorwa</translation>
    </message>
</context>
<context>
    <name>VariationList</name>
    <message>
        <source>Comment</source>
        <extracomment>Heading of the comment editor for the current move</extracomment>
        <translation>Maoni</translation>
    </message>
    <message>
        <source>A comment on this move</source>
        <extracomment>Placeholder of the comment editor</extracomment>
        <translation>Maoni kuhusu hatua hii</translation>
    </message>
    <message>
        <source>Moves and variations</source>
        <extracomment>Heading of the list of moves and variations of a record</extracomment>
        <translation>Hatua na matawi</translation>
    </message>
    <message>
        <source>No mark</source>
        <extracomment>Notes: removes the mark (!, ?, ...) of the turn shown</extracomment>
        <translation>Hakuna alama</translation>
    </message>
    <message>
        <source>Make main line</source>
        <extracomment>Notes: makes the variation shown the main line</extracomment>
        <translation>Fanya kuwa mstari mkuu</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <extracomment>Notes: deletes the variation shown</extracomment>
        <translation>Futa tawi</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <extracomment>Notes: takes back the last mark, promotion, deletion or reordering</extracomment>
        <translation>Tendua badiliko</translation>
    </message>
    <message>
        <source>Good move</source>
        <extracomment>Notes: the mark ! of a turn</extracomment>
        <translation>Hatua nzuri</translation>
    </message>
    <message>
        <source>Mistake</source>
        <extracomment>Notes: the mark ? of a turn</extracomment>
        <translation>Kosa</translation>
    </message>
    <message>
        <source>Excellent move</source>
        <extracomment>Notes: the mark !! of a turn</extracomment>
        <translation>Hatua bora kabisa</translation>
    </message>
    <message>
        <source>Blunder</source>
        <extracomment>Notes: the mark ?? of a turn</extracomment>
        <translation>Kosa kubwa</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <extracomment>Notes: the mark !? of a turn</extracomment>
        <translation>Hatua ya kuvutia</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <extracomment>Notes: the mark ?! of a turn</extracomment>
        <translation>Hatua ya mashaka</translation>
    </message>
    <message>
        <source>Move variation up</source>
        <extracomment>Notes: puts the variation shown before the one above it (of the same move)</extracomment>
        <translation>Sogeza tawi juu</translation>
    </message>
    <message>
        <source>Move variation down</source>
        <extracomment>Notes: puts the variation shown after the one below it (of the same move)</extracomment>
        <translation>Sogeza tawi chini</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>Notes: the game&apos;s own title (a prepared position&apos;s name), kept in the record</extracomment>
        <translation>Kichwa</translation>
    </message>
    <message>
        <source>e.g. Walda in two</source>
        <extracomment>Placeholder of the game&apos;s title in the notes</extracomment>
        <translation>mf. Walda kwa hatua mbili</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Notes: the event of the game (a club night, a class), kept in the record</extracomment>
        <translation>Tukio</translation>
    </message>
    <message>
        <source>e.g. Class 4b</source>
        <extracomment>Placeholder of the game&apos;s event in the notes</extracomment>
        <translation>mf. Darasa la 4b</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <extracomment>Tool bar menu: speed, theme, large print, language; &amp; marks the Alt key letter</extracomment>
        <translation>M&amp;wonekano</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>View menu: the submenu of the animation speed</extracomment>
        <translation>Kasi</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed</extracomment>
        <translation>Polepole</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed</extracomment>
        <translation>Kawaida</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed</extracomment>
        <translation>Haraka</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed: no animation</extracomment>
        <translation>Papo hapo</translation>
    </message>
    <message>
        <source>Light theme</source>
        <extracomment>View menu: the light theme</extracomment>
        <translation>Mandhari angavu</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <extracomment>View menu: the dark theme</extracomment>
        <translation>Mandhari meusi</translation>
    </message>
    <message>
        <source>Large print</source>
        <extracomment>View menu: large print for a projector (bigger counts and narration)</extracomment>
        <translation>Maandishi makubwa</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>View menu: the submenu of the languages</extracomment>
        <translation>Lugha</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>View menu: the high-contrast theme (white and gold on black)</extracomment>
        <translation>Utofautishaji mkubwa</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <extracomment>View menu: speak the announcements and teaching mode&apos;s sentences (text to speech)</extracomment>
        <translation>Soma kwa sauti</translation>
    </message>
    <message>
        <source>Full screen</source>
        <extracomment>View menu: the window fills the screen, for a projector (F11)</extracomment>
        <translation>Skrini nzima</translation>
    </message>
    <message>
        <source>Values in words</source>
        <extracomment>View menu: values read &quot;3 seeds ahead&quot; rather than &quot;+3&quot; (the hint, the analysis, the review)</extracomment>
        <translation>Thamani kwa maneno</translation>
    </message>
</context>
<context>
    <name>mancala::app::Announcer</name>
    <message>
        <source>Computer (%1)</source>
        <extracomment>The computer as a player; %1 its level&apos;s name</extracomment>
        <translation>Kompyuta (%1)</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>%1 anacheza tena.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>%1 hawezi kucheza na anapita.</translation>
    </message>
    <message>
        <source>The players swap sides.</source>
        <translation>Wachezaji wanabadilishana pande.</translation>
    </message>
    <message>
        <source>Race!</source>
        <extracomment>The racing start: both players sow at once</extracomment>
        <translation>Mbio!</translation>
    </message>
    <message>
        <source>The race is tied: %1 wins the lot and moves first.</source>
        <translation>Mbio ni sare: %1 anashinda kura na anaanza.</translation>
    </message>
    <message>
        <source>%1 wins the race and moves first.</source>
        <translation>%1 anashinda mbio na anaanza.</translation>
    </message>
    <message>
        <source>A lot is drawn: %1 wins it.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>Kura inapigwa: %1 anaishinda.</translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seed(s).</source>
        <extracomment>%1 is a player&apos;s name, %n a number of seeds</extracomment>
        <translation>
            <numerusform>%1 anateka kete %n.</numerusform>
            <numerusform>%1 anateka kete %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s walda.</source>
        <extracomment>A walda is a hole that becomes a player&apos;s store (Qelat); %1 a hole name</extracomment>
        <translation>%1 linakuwa walda ya %2.</translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s ekwarna.</source>
        <extracomment>An ekwarna is a captured hole (Qelat of Keren); %1 a hole name</extracomment>
        <translation>%1 linakuwa ekwarna ya %2.</translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s bull.</source>
        <extracomment>A bull is a hole whose seeds never leave it (Enkeshui); %1 a hole name</extracomment>
        <translation>%1 linakuwa fahali wa %2.</translation>
    </message>
    <message>
        <source>%1 becomes a Jen.</source>
        <extracomment>A Jen is a four that was left and grew to five (Mewelad); %1 a hole name</extracomment>
        <translation>%1 linakuwa Jen.</translation>
    </message>
    <message>
        <source>%1 eats from %2.</source>
        <extracomment>%1 a player&apos;s name, %2 a hole name</extracomment>
        <translation>%1 anakula kutoka %2.</translation>
    </message>
    <message>
        <source>%1 may take the four in %2.</source>
        <translation>%1 anaweza kuchukua nne za %2.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Raundi %1 imekwisha.</translation>
    </message>
    <message>
        <source>Round %1 begins: %2 moves first.</source>
        <extracomment>%1 a round number, %2 a player&apos;s name</extracomment>
        <translation>Raundi %1 inaanza: %2 anaanza.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Mchezo umekwisha.</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 and captured %n seed(s).</source>
        <extracomment>The computer&apos;s move on show; %1 its name, %2 the move (&quot;C&quot;), %n the seeds it captured</extracomment>
        <translation>
            <numerusform>%1 alicheza %2 na kuteka kete %n.</numerusform>
            <numerusform>%1 alicheza %2 na kuteka kete %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <extracomment>The computer&apos;s move on show; %1 its name, %2 the move (&quot;C&quot;, &quot;cw&quot;, &quot;take&quot;)</extracomment>
        <translation>%1 alicheza %2.</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Shown when the game has ended</extracomment>
        <translation>Mchezo umekwisha</translation>
    </message>
    <message>
        <source>Race: both players sow at once…</source>
        <extracomment>The racing start (W2, E2) plays: both hands sow together</extracomment>
        <translation>Mbio: wachezaji wote wawili wanapanda kwa pamoja…</translation>
    </message>
    <message>
        <source>Race: %1 has chosen a hole in secret</source>
        <extracomment>The first race choice (W2, E2) is on show; the hole stays secret</extracomment>
        <translation>Mbio: %1 amechagua shimo kwa siri</translation>
    </message>
    <message>
        <source>%1 is sowing…</source>
        <translation>%1 anapanda…</translation>
    </message>
    <message>
        <source>Race: %1 chooses a hole in secret</source>
        <extracomment>The racing start (W2, E2): each player picks a hole in secret</extracomment>
        <translation>Mbio: %1 anachagua shimo kwa siri</translation>
    </message>
    <message>
        <source>%1: choose a hole to continue from</source>
        <extracomment>After eating (M5) the player picks the hole to sow next</extracomment>
        <translation>%1: chagua shimo la kuendelea</translation>
    </message>
    <message>
        <source>%1: choose the direction of the remaining laps</source>
        <extracomment>Clockwise privilege (E7)</extracomment>
        <translation>%1: chagua mwelekeo wa mizunguko iliyobaki</translation>
    </message>
    <message>
        <source>%1: take the four in %2 or leave it?</source>
        <extracomment>Claimed captures (W4); %2 is a hole name</extracomment>
        <translation>%1: kuchukua nne za %2 au kuziacha?</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>The computer searches for its decision; %1 names it</extracomment>
        <translation>%1 anafikiri…</translation>
    </message>
    <message>
        <source>%1 has no legal move</source>
        <translation>%1 hana hatua halali</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Zamu ya %1</translation>
    </message>
    <message>
        <source>%1 is proving…</source>
        <extracomment>The Perfect level&apos;s time is up but its proof of the exact value is close: it finishes it (a few seconds at most); %1 names it</extracomment>
        <translation>%1 anathibitisha…</translation>
    </message>
    <message>
        <source>Looking back, %1 of %2 moves played: %3 plays on when you return to the last move</source>
        <extracomment>An earlier move is on show (the move list) while the computer is to play at the end; %1 the move on show, %2 the moves, %3 the computer</extracomment>
        <translation>Kuangalia nyuma, hatua %1 kati ya %2 zimechezwa: %3 ataendelea utakaporudi kwenye hatua ya mwisho</translation>
    </message>
    <message>
        <source>Looking back, %1 of %2 moves played: the game goes on from the last move</source>
        <extracomment>An earlier move is on show (the move list); %1 the move on show, %2 the moves</extracomment>
        <translation>Kuangalia nyuma, hatua %1 kati ya %2 zimechezwa: mchezo unaendelea kutoka hatua ya mwisho</translation>
    </message>
    <message>
        <source>Looking back, %1 of %2 moves played: the game is over</source>
        <extracomment>An earlier move of a finished game is on show (the move list); %1 the move on show, %2 the moves</extracomment>
        <translation>Kuangalia nyuma, hatua %1 kati ya %2 zimechezwa: mchezo umekwisha</translation>
    </message>
    <message>
        <source>Neither side can win any more seeds from the other with correct play: the score difference stays as it is.</source>
        <extracomment>Qelat: the endgame database proves that the rest of the game is a draw (no side can win more seeds than the other with correct play); the game still ends only by the quiet-move limit</extracomment>
        <translation>Kwa mchezo sahihi hakuna upande unaoweza kushinda mbegu zaidi kutoka kwa mwingine: tofauti ya alama inabaki ilivyo.</translation>
    </message>
    <message>
        <source>Race: both players choose a hole in secret</source>
        <extracomment>The racing start (W2, E2) of a game across computers: both players pick a hole at once, at their own screens</extracomment>
        <translation>Mbio: wachezaji wote wawili wanachagua shimo kwa siri</translation>
    </message>
</context>
<context>
    <name>mancala::app::AppSettings</name>
    <message>
        <source>The settings in %1 could not be read entirely.</source>
        <extracomment>The settings file could not be read nor kept aside; %1 its path</extracomment>
        <translation>Mipangilio katika %1 haikuweza kusomwa yote.</translation>
    </message>
    <message numerus="yes">
        <source>The settings could not be read entirely; %n setting(s) were read and the file was kept as %1.</source>
        <extracomment>The settings file could not be read entirely; %1 where it was kept, %n settings read</extracomment>
        <translation>
            <numerusform>Mipangilio haikuweza kusomwa yote; mpangilio %n ulisomwa na faili ilitunzwa kama %1.</numerusform>
            <numerusform>Mipangilio haikuweza kusomwa yote; mipangilio %n ilisomwa na faili ilitunzwa kama %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings cannot be saved in %1: the choices made now are kept until the program ends.</source>
        <extracomment>The settings file cannot be written; %1 its path</extracomment>
        <translation>Mipangilio haiwezi kuhifadhiwa katika %1: chaguo zilizofanywa sasa zinabaki hadi programu itakapofungwa.</translation>
    </message>
</context>
<context>
    <name>mancala::app::AutosaveStore</name>
    <message>
        <source>The program stopped while opening the saved game last time; the file was kept as %1.</source>
        <extracomment>The program stopped while reading the saved game at the last start; %1 where the file is now</extracomment>
        <translation>Programu ilisimama ilipokuwa ikifungua mchezo uliohifadhiwa mara iliyopita; faili ilitunzwa kama %1.</translation>
    </message>
    <message>
        <source>The saved game was damaged from its first turn: a new game of its rules was started and the file was kept as %1.</source>
        <extracomment>A damaged saved game of which no turn could be read; %1 where the file was kept</extracomment>
        <translation>Mchezo uliohifadhiwa uliharibika tangu zamu yake ya kwanza: mchezo mpya wa kanuni zake ulianzishwa na faili ilitunzwa kama %1.</translation>
    </message>
    <message numerus="yes">
        <source>The saved game was damaged: the game is restored up to turn %n, where the damage starts; the file was kept as %1.</source>
        <extracomment>%n turns of a damaged saved game were restored; %1 where the damaged file was kept</extracomment>
        <translation>
            <numerusform>Mchezo uliohifadhiwa uliharibika: mchezo umerejeshwa hadi zamu %n, ambapo uharibifu unaanza; faili ilitunzwa kama %1.</numerusform>
            <numerusform>Mchezo uliohifadhiwa uliharibika: mchezo umerejeshwa hadi zamu %n, ambapo uharibifu unaanza; faili ilitunzwa kama %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The saved game could not be read (%2); a new game was started and the file was kept as %1.</source>
        <extracomment>The saved game could not be read; %1 where it was kept; %2 why</extracomment>
        <translation>Mchezo uliohifadhiwa haukuweza kusomwa (%2); mchezo mpya ulianzishwa na faili ilitunzwa kama %1.</translation>
    </message>
    <message>
        <source>it is larger than %1 MB</source>
        <extracomment>Why the saved game was not read</extracomment>
        <translation>ni kubwa kuliko MB %1</translation>
    </message>
    <message>
        <source>it holds no game</source>
        <extracomment>Why the saved game was not read: it holds no game</extracomment>
        <translation>haina mchezo wowote</translation>
    </message>
    <message>
        <source>The previous game could not be read.</source>
        <translation>Mchezo uliopita haukuweza kusomwa.</translation>
    </message>
    <message>
        <source>The previous game is back; the game it replaced is now the previous game.</source>
        <extracomment>Status after Game &gt; Restore previous game</extracomment>
        <translation>Mchezo uliopita umerudi; mchezo ulioubadilisha sasa ndio mchezo uliopita.</translation>
    </message>
</context>
<context>
    <name>mancala::app::BoardExport</name>
    <message>
        <source>%1 board</source>
        <extracomment>Title of an exported picture of the board: %1 the rule set</extracomment>
        <translation>Ubao wa %1</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <extracomment>The board cannot be exported: the window has no game</extracomment>
        <translation>Hakuna mchezo wa kuhamisha.</translation>
    </message>
    <message>
        <source>The board is on the clipboard as a picture.</source>
        <extracomment>Status after Game &gt; Copy board as image</extracomment>
        <translation>Ubao uko kwenye ubao wa kunakili kama picha.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Status after an export; %1 the file&apos;s name</extracomment>
        <translation>%1 imehifadhiwa</translation>
    </message>
    <message>
        <source>%1: the game sheet is a .pdf file.</source>
        <extracomment>Export game as PDF: %1 the name typed</extracomment>
        <translation>%1: karatasi ya mchezo ni faili ya .pdf.</translation>
    </message>
    <message>
        <source>The game sheet could not be made.</source>
        <translation>Karatasi ya mchezo haikuweza kutengenezwa.</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <extracomment>Printing failed; the printer system gave no reason</extracomment>
        <translation>Printa haikuweza kutumika.</translation>
    </message>
    <message>
        <source>The game sheet went to the printer.</source>
        <extracomment>Status after printing</extracomment>
        <translation>Karatasi ya mchezo imetumwa kwa printa.</translation>
    </message>
    <message>
        <source>The print dialog cannot be shown here.</source>
        <extracomment>Print: this build of the program cannot show the print dialog</extracomment>
        <translation>Kidirisha cha kuchapisha hakiwezi kuonyeshwa hapa.</translation>
    </message>
    <message>
        <source>Print the game</source>
        <extracomment>Title of the print dialog</extracomment>
        <translation>Chapisha mchezo</translation>
    </message>
    <message>
        <source>%1 game.pdf</source>
        <extracomment>File names proposed by the export dialogs: %1 the rule set</extracomment>
        <translation>mchezo wa %1.pdf</translation>
    </message>
    <message>
        <source>%1 board.png</source>
        <translation>ubao wa %1.png</translation>
    </message>
    <message>
        <source>there is no folder %1</source>
        <extracomment>Why a file could not be written: the folder named is not there</extracomment>
        <translation>hakuna folda %1</translation>
    </message>
    <message>
        <source>that is a folder</source>
        <extracomment>Why a file could not be written: the name is a folder&apos;s</extracomment>
        <translation>hiyo ni folda</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 a file name, %2 the reason</extracomment>
        <translation>Haikuweza kuhifadhi %1: %2</translation>
    </message>
    <message>
        <source>%1: a picture of the board is a .png, .jpg or .svg file.</source>
        <extracomment>Export board: %1 the name typed</extracomment>
        <translation>%1: picha ya ubao ni faili ya .png, .jpg au .svg.</translation>
    </message>
    <message>
        <source>%1: this format could not be written; a .png or .svg file can.</source>
        <extracomment>Export board: the picture could not be made in the format its name asks for; %1 the file&apos;s name</extracomment>
        <translation>%1: muundo huu haukuweza kuandikwa; faili ya .png au .svg inaweza.</translation>
    </message>
</context>
<context>
    <name>mancala::app::ClassroomPlay</name>
    <message>
        <source>Pupils following your board: %1</source>
        <extracomment>A class across computers, the teacher: %1 the number of pupils connected</extracomment>
        <translation>Wanafunzi wanaofuata ubao wako: %1</translation>
    </message>
    <message>
        <source>Exercise %1: %2 of %3 pupils answered</source>
        <extracomment>A class across computers, the teacher: %1 the exercise&apos;s number, %2 pupils who answered, %3 pupils connected</extracomment>
        <translation>Zoezi %1: wanafunzi %2 kati ya %3 wamejibu</translation>
    </message>
    <message>
        <source>The connection to the teacher is gone.</source>
        <extracomment>A class across computers, a pupil: the connection to the teacher is gone</extracomment>
        <translation>Muunganisho na mwalimu umekatika.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <extracomment>Game across computers, guest: connecting to the host</extracomment>
        <translation>Inaunganisha…</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <extracomment>A class across computers: the teacher shows a pupil&apos;s answer; %1 the pupil, %2 the move</extracomment>
        <translation>%1 alicheza %2.</translation>
    </message>
    <message>
        <source>Following %1&apos;s board.</source>
        <extracomment>A class across computers, a pupil: the board shows the teacher&apos;s; %1 the teacher&apos;s name</extracomment>
        <translation>Unafuata ubao wa %1.</translation>
    </message>
    <message>
        <source>Sent: %1</source>
        <extracomment>A class across computers, a pupil: the answer went to the teacher; %1 the move</extracomment>
        <translation>Imetumwa: %1</translation>
    </message>
    <message>
        <source>Find the best move and play it.</source>
        <extracomment>A class across computers, a pupil: an exercise is on the board</extracomment>
        <translation>Tafuta hatua bora na uicheze.</translation>
    </message>
    <message>
        <source>Lesson on the pupils&apos; boards: %1</source>
        <extracomment>A class across computers, the teacher: a lesson is on every pupil&apos;s board; %1 its title</extracomment>
        <translation>Somo kwenye mbao za wanafunzi: %1</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <extracomment>A class across computers, a pupil: the teacher sent a lesson to look at (no answer); %1 its title</extracomment>
        <translation>Somo: %1</translation>
    </message>
    <message>
        <source>Level %1 · %2 · %3</source>
        <extracomment>A class across computers, the teacher&apos;s list of puzzles: %1 the puzzle&apos;s level (1-5), %2 its theme, %3 its id (kalah-0012)</extracomment>
        <translation>Kiwango %1 · %2 · %3</translation>
    </message>
    <message>
        <source>The teacher ended the class.</source>
        <extracomment>A class across computers, a pupil: the teacher ended the class</extracomment>
        <translation>Mwalimu amemaliza darasa.</translation>
    </message>
    <message numerus="yes">
        <source>This move has %n step(s): the teacher shows them one by one.</source>
        <extracomment>A class across computers, beside a pupil&apos;s board: the teacher is about to step through a move in teaching mode</extracomment>
        <translation>
            <numerusform>Hatua hii ina kituo %n: mwalimu atakionyesha.</numerusform>
            <numerusform>Hatua hii ina vituo %n: mwalimu atavionyesha kimoja kimoja.</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <extracomment>A class across computers, the teacher: the exercise under way is a puzzle; %1 its level, theme and id (kalah-0012)</extracomment>
        <translation>Fumbo: %1</translation>
    </message>
    <message>
        <source>Position: your board as it was sent</source>
        <extracomment>A class across computers, the teacher: the exercise under way is the position of the teacher&apos;s board, sent with Send this position</extracomment>
        <translation>Nafasi: ubao wako kama ulivyotumwa</translation>
    </message>
</context>
<context>
    <name>mancala::app::ComputerPlayer</name>
    <message>
        <source>Beginner</source>
        <extracomment>Computer player&apos;s level 1 (the weakest)</extracomment>
        <translation>Mwanzilishi</translation>
    </message>
    <message>
        <source>Novice</source>
        <extracomment>Computer player&apos;s level 2</extracomment>
        <translation>Mgeni</translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Computer player&apos;s level 3</extracomment>
        <translation>Wa kawaida</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <extracomment>Computer player&apos;s level 4</extracomment>
        <translation>Wa kati</translation>
    </message>
    <message>
        <source>Advanced</source>
        <extracomment>Computer player&apos;s level 5</extracomment>
        <translation>Hodari</translation>
    </message>
    <message>
        <source>Master</source>
        <extracomment>Computer player&apos;s level 6 (the strongest that searches)</extracomment>
        <translation>Bingwa</translation>
    </message>
    <message>
        <source>Perfect</source>
        <extracomment>Computer player&apos;s level that plays perfectly (Kalah only)</extracomment>
        <translation>Mkamilifu</translation>
    </message>
</context>
<context>
    <name>mancala::app::EndgameBuilder</name>
    <message>
        <source>The endgame database %1 cannot be used (%2): the computer plays without it, and the file is left as it is.</source>
        <extracomment>%1 is a file, %2 the reason it cannot be used (in English)</extracomment>
        <translation>Hifadhidata ya mwisho wa mchezo %1 haiwezi kutumika (%2): kompyuta inacheza bila hiyo, na faili linaachwa kama lilivyo.</translation>
    </message>
    <message>
        <source>Preparing perfect play: endgame database %1% built</source>
        <extracomment>The computer&apos;s endgame database being built; %1 the percentage done</extracomment>
        <translation>Kuandaa mchezo kamili: hifadhidata ya mwisho wa mchezo imejengwa %1%</translation>
    </message>
    <message>
        <source>The endgame database could not be built: %1</source>
        <extracomment>%1 the reason (in English)</extracomment>
        <translation>Hifadhidata ya mwisho wa mchezo haikuweza kujengwa: %1</translation>
    </message>
    <message>
        <source>The endgame database %1 cannot be used: it is kept aside as .refused and was built again.</source>
        <extracomment>%1 a file and the reason it cannot be used (in English)</extracomment>
        <translation>Hifadhidata ya mwisho wa mchezo %1 haiwezi kutumika: imewekwa kando kama .refused na imejengwa upya.</translation>
    </message>
    <message>
        <source>The endgame database could not be saved (%1): the computer uses it until the program closes.</source>
        <extracomment>%1 the reason (in English), for example a full disk</extracomment>
        <translation>Hifadhidata ya mwisho wa mchezo haikuweza kuhifadhiwa (%1): kompyuta inaitumia hadi programu itakapofungwa.</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameController</name>
    <message>
        <source>South</source>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
    <message>
        <source>Kalah</source>
        <extracomment>Rule set name</extracomment>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>Qelat (Beni Amir &amp; Mensa)</source>
        <extracomment>Rule set name: Qelat as the Beni Amir and Mensa play it</extracomment>
        <translation>Qelat (Beni Amir na Mensa)</translation>
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
        <translation>Chagua mwelekeo kwanza.</translation>
    </message>
    <message>
        <source>Take or leave the four first.</source>
        <translation>Chukua au acha nne kwanza.</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>The store of a player: S for South&apos;s, N for North&apos;s</extracomment>
        <translation>Ks</translation>
    </message>
    <message>
        <source>N</source>
        <translation>Kz</translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s move.</source>
        <extracomment>A click while the computer is to decide</extracomment>
        <translation>Subiri hatua ya kompyuta.</translation>
    </message>
    <message>
        <source>The race choice stays secret until both players have chosen.</source>
        <translation>Chaguo la mbio linabaki siri hadi wachezaji wote wawili wamechagua.</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameEnding</name>
    <message>
        <source>Stopped by the quiet move limit (%1 full moves without a seed won or a hole changing hands).</source>
        <extracomment>G2: the game was stopped; %1 the quiet move limit in full moves</extracomment>
        <translation>Umesimamishwa na kikomo cha hatua tulivu (hatua kamili %1 bila kete kushindwa wala shimo kubadilisha mmiliki).</translation>
    </message>
    <message>
        <source>Scored as it stands: the seeds still in play count for no one (G2).</source>
        <translation>Umehesabiwa kama ulivyo: kete zilizobaki mchezoni hazihesabiwi kwa yeyote (G2).</translation>
    </message>
    <message>
        <source>Drawn, whatever the counts (G2).</source>
        <translation>Sare, bila kujali hesabu (G2).</translation>
    </message>
    <message>
        <source>The next round would start as an earlier round did: the game ends there, and the player owning more holes wins, equal holes a draw (G3). Holes owned: %1 – %2.</source>
        <extracomment>G3 (Qelat of Keren, Mewelad); %1 South&apos;s holes, %2 North&apos;s</extracomment>
        <translation>Raundi ijayo ingeanza kama raundi iliyotangulia: mchezo unaishia hapo, na mwenye mashimo mengi zaidi anashinda; mashimo sawa ni sare (G3). Mashimo yanayomilikiwa: %1 – %2.</translation>
    </message>
    <message>
        <source>A player&apos;s houses are empty: the other puts the seeds left in their houses into their store, and the most seeds win (K5).</source>
        <extracomment>Kalah&apos;s end (K5)</extracomment>
        <translation>Mashimo ya mchezaji mmoja ni matupu: mwingine anaweka kete zilizobaki katika mashimo yake ndani ya ghala lake, na kete nyingi zaidi zinashinda (K5).</translation>
    </message>
    <message>
        <source>A player&apos;s houses are empty: the seeds left in the houses count for no one, and the most seeds win (K8).</source>
        <extracomment>Kalah&apos;s end with the house rule K8</extracomment>
        <translation>Mashimo ya mchezaji mmoja ni matupu: kete zilizobaki katika mashimo hazihesabiwi kwa yeyote, na kete nyingi zaidi zinashinda (K8).</translation>
    </message>
    <message>
        <source>Neither player can move: the seeds in the waldas decide (Q8, Q9).</source>
        <extracomment>Qelat&apos;s end (Q8, Q9); a walda is a hole that became a player&apos;s store</extracomment>
        <translation>Hakuna mchezaji anayeweza kucheza: kete zilizo katika walda zinaamua (Q8, Q9).</translation>
    </message>
    <message>
        <source>One player owns every hole (%1).</source>
        <extracomment>The end of Qelat of Keren (M10) and Mewelad (W7); %1 the rule&apos;s id</extracomment>
        <translation>Mchezaji mmoja anamiliki mashimo yote (%1).</translation>
    </message>
    <message>
        <source>The player to move has no seeds outside bulls: the other takes the seeds in their own row, and each bull&apos;s seeds go to its owner (E9).</source>
        <extracomment>Enkeshui&apos;s end (E9); a bull is a hole whose seeds never leave it</extracomment>
        <translation>Mchezaji mwenye zamu hana kete nje ya fahali: mwingine anachukua kete za safu yake mwenyewe, na kete za kila fahali zinaenda kwa mmiliki wake (E9).</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameReview</name>
    <message>
        <source>Best %1 (%2); played %3 (%4): %5 lost; exact values</source>
        <extracomment>A review&apos;s note on a decision that loses value, all values proven by the Kalah solver: %1 the best decision, %2 its value, %3 the decision played, %4 its value, %5 the seeds lost</extracomment>
        <translation>Bora %1 (%2); imechezwa %3 (%4): %5 zimepotea; thamani kamili</translation>
    </message>
    <message>
        <source>Best %1 (%2); played %3 (%4): %5 lost; the search&apos;s estimate at depth %6</source>
        <extracomment>A review&apos;s note on a decision that loses value by the search&apos;s estimate: %1 the best decision, %2 its value, %3 the decision played, %4 its value, %5 the seeds lost, %6 the depth of the search in decisions</extracomment>
        <translation>Bora %1 (%2); imechezwa %3 (%4): %5 zimepotea; makadirio ya utafutaji kwa kina %6</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameSetup</name>
    <message>
        <source>There is no rule set called %1.</source>
        <translation>Hakuna seti ya kanuni inayoitwa %1.</translation>
    </message>
</context>
<context>
    <name>mancala::app::HintFinder</name>
    <message>
        <source>Hint: %1. With best play on both sides you end %2.</source>
        <extracomment>The hint in words: %1 a decision (&quot;c&quot;), %2 its value (&quot;3 seeds ahead&quot;, &quot;level, as many seeds as the other side&quot;, &quot;3 seeds ahead (exact)&quot;)</extracomment>
        <translation>Dokezo: %1. Pande zote zikicheza vizuri zaidi, unamaliza %2.</translation>
    </message>
    <message>
        <source>Hint: %1, value %2 (seeds ahead at the end with best play).</source>
        <extracomment>The hint in numbers: %1 a decision (&quot;c&quot;), %2 its value (&quot;+3&quot;, &quot;-1.5&quot;, &quot;exact +8&quot;) in seeds for the side to move</extracomment>
        <translation>Dokezo: %1, thamani %2 (kete mbele mwishoni kwa mchezo bora).</translation>
    </message>
</context>
<context>
    <name>mancala::app::LessonModel</name>
    <message>
        <source>Some lessons in %1 could not be used and are left out:
%2</source>
        <extracomment>At the start: lesson files of the teacher&apos;s folder that could not be used; %1 the folder, %2 the problems</extracomment>
        <translation>Baadhi ya masomo katika %1 hayakuweza kutumika na yameachwa:
%2</translation>
    </message>
</context>
<context>
    <name>mancala::app::LessonSession</name>
    <message>
        <source>Find the move that shows it, and play it.</source>
        <extracomment>Lessons: what the learner is asked to do</extracomment>
        <translation>Tafuta hatua inayoionyesha, na uicheze.</translation>
    </message>
    <message>
        <source>Right. The move goes on: make the next decision.</source>
        <translation>Sawa. Hatua inaendelea: fanya uamuzi unaofuata.</translation>
    </message>
    <message>
        <source>That is the move. Step through it to see %1 happen.</source>
        <extracomment>Lessons: the lesson&apos;s move was made; %1 the rule ids it shows</extracomment>
        <translation>Hiyo ndiyo hatua. Ipitie kituo kwa kituo uone %1 ikitokea.</translation>
    </message>
    <message>
        <source>%1 does not show %2.</source>
        <extracomment>Lessons: a wrong move; %1 the move, %2 the rule ids of the lesson</extracomment>
        <translation>%1 haionyeshi %2.</translation>
    </message>
    <message>
        <source>%1 uses %2, but not %3.</source>
        <extracomment>Lessons: a wrong move; %1 the move, %2 the rules it used, %3 the rule ids of the lesson</extracomment>
        <translation>%1 inatumia %2, lakini si %3.</translation>
    </message>
    <message>
        <source>It has been taken back: try again.</source>
        <extracomment>Lessons: after a wrong move</extracomment>
        <translation>Imerudishwa: jaribu tena.</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <extracomment>Lessons: a hint after two wrong moves; %1 the lesson&apos;s move</extracomment>
        <translation>Dokezo: cheza %1.</translation>
    </message>
    <message>
        <source>That is the move. Step through it to see the rule at work.</source>
        <extracomment>Lessons: the lesson&apos;s move was made (the rule numbers hidden)</extracomment>
        <translation>Hiyo ndiyo hatua. Ipitie hatua kwa hatua uone kanuni ikifanya kazi.</translation>
    </message>
    <message>
        <source>%1 does not show this lesson&apos;s rule.</source>
        <extracomment>Lessons: a wrong move (the rule numbers hidden); %1 the move</extracomment>
        <translation>%1 haionyeshi kanuni ya somo hili.</translation>
    </message>
</context>
<context>
    <name>mancala::app::MoveListModel</name>
    <message>
        <source>Round %1</source>
        <extracomment>Move list: the line before the first turn of a round; %1 the round number</extracomment>
        <translation>Raundi %1</translation>
    </message>
</context>
<context>
    <name>mancala::app::Narrator</name>
    <message>
        <source>South</source>
        <extracomment>A side of the board (the player at the bottom)</extracomment>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
    <message>
        <source>%1&apos;s tally</source>
        <extracomment>%1 is a player&apos;s name; a tally holds captured seeds (Enkeshui)</extracomment>
        <translation>akiba ya %1</translation>
    </message>
    <message>
        <source>%1&apos;s store</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>ghala la %1</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>kinyume cha saa</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>kufuata saa</translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s ekwarna: its seeds now count for %2, and the move ends (%3).</source>
        <extracomment>M3: an ekwarna is a captured hole; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>%1 linakuwa ekwarna ya %2: kete zake sasa zinahesabiwa kwa %2, na hatua inaishia (%3).</translation>
    </message>
    <message>
        <source>%1, a four that was left, has grown to five: it becomes a Jen, never captured as a four (%2).</source>
        <extracomment>W4: a Jen; %1 a hole, %2 the rule id</extracomment>
        <translation>%1, nne zilizoachwa, imefika tano: linakuwa Jen, halitekwi kamwe kama nne (%2).</translation>
    </message>
    <message>
        <source>%1 holds four: %2 may take the four or leave them (%3).</source>
        <extracomment>W4 (captures are claimed); %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>%1 lina nne: %2 anaweza kuchukua nne hizo au kuziacha (%3).</translation>
    </message>
    <message>
        <source>%1 takes the four of %2 (%3).</source>
        <extracomment>W4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 anachukua nne za %2 (%3).</translation>
    </message>
    <message>
        <source>%1 leaves the four in %2: if a seed falls in, it becomes a Jen (%3).</source>
        <extracomment>W4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 anaacha nne katika %2: kete ikiangukia humo, linakuwa Jen (%3).</translation>
    </message>
    <message>
        <source>After eating, %1 goes on: the move continues from %2 (%3).</source>
        <extracomment>M5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Baada ya kula, %1 anaendelea: hatua inaendelea kutoka %2 (%3).</translation>
    </message>
    <message>
        <source>The first lap reached every hole of the opponent&apos;s row: %1 sows the remaining laps %2 (%3).</source>
        <extracomment>E7; %1 a player, %2 clockwise or counter-clockwise, %3 the rule id</extracomment>
        <translation>Mzunguko wa kwanza umefika kila shimo la safu ya mpinzani: %1 anapanda mizunguko iliyobaki %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>Special move: %1 rearranges their row; %2 now holds %n seed(s) (%3).</source>
        <extracomment>E8 special move; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Hatua maalum: %1 anapanga upya safu yake; sasa %2 lina kete %n (%3).</numerusform>
            <numerusform>Hatua maalum: %1 anapanga upya safu yake; sasa %2 lina kete %n (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chooses a hole for the race, hidden from the opponent (%2).</source>
        <extracomment>W2/E2; %1 a player, %2 the rule id</extracomment>
        <translation>%1 anachagua shimo la mbio, likiwa limefichwa kwa mpinzani (%2).</translation>
    </message>
    <message>
        <source>Both laps ended on the same tick: the lot gives the race to %1, who moves first (%2).</source>
        <extracomment>W2/E2; %1 a player, %2 the rule id</extracomment>
        <translation>Mizunguko yote miwili iliishia mdundo mmoja: kura inampa %1 mbio, naye anaanza (%2).</translation>
    </message>
    <message>
        <source>%1&apos;s sowing ended first: %1 wins the race and makes the first move (%2).</source>
        <extracomment>W2/E2; %1 a player, %2 the rule id</extracomment>
        <translation>Upandaji wa %1 uliisha kwanza: %1 anashinda mbio na anacheza hatua ya kwanza (%2).</translation>
    </message>
    <message>
        <source>A lot is drawn: %1 wins it (%2).</source>
        <extracomment>M9, W2, W6; %1 a player, %2 the rule id</extracomment>
        <translation>Kura inapigwa: %1 anaishinda (%2).</translation>
    </message>
    <message>
        <source>The last seed fell into %1&apos;s own store: %1 moves again (%2).</source>
        <extracomment>K3; %1 a player, %2 the rule id</extracomment>
        <translation>Kete ya mwisho iliangukia ghala la %1 mwenyewe: %1 anacheza tena (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Round %n is over; %1 has won it (%2).</source>
        <extracomment>M8/W5; %n a round number, %1 a player, %2 the rule id</extracomment>
        <translation>
            <numerusform>Raundi %n imekwisha; %1 ameishinda (%2).</numerusform>
            <numerusform>Raundi %n imekwisha; %1 ameishinda (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is now %2&apos;s (%3).</source>
        <extracomment>M10/W7; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>%1 sasa ni la %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 goes to %2 and is filled with %n seed(s) (%3).</source>
        <extracomment>M9/W6; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 linakwenda kwa %2 na linajazwa kete %n (%3).</numerusform>
            <numerusform>%1 linakwenda kwa %2 na linajazwa kete %n (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %n begins: %1 moves first (%2).</source>
        <extracomment>M9/W6; %n a round number, %1 a player, %2 the rule id</extracomment>
        <translation>
            <numerusform>Raundi %n inaanza: %1 anaanza (%2).</numerusform>
            <numerusform>Raundi %n inaanza: %1 anaanza (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Something happens (%1).</source>
        <translation>Jambo fulani linatokea (%1).</translation>
    </message>
    <message>
        <source>%1 drops a seed into the walda %2: a walda is sown into and keeps its seeds (%3).</source>
        <extracomment>Q7; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 anadondosha kete katika walda %2: walda hupandwa ndani na huhifadhi kete zake (%3).</translation>
    </message>
    <message>
        <source>The last seed makes %1, a hole of %2&apos;s, hold exactly four (%3).</source>
        <extracomment>M3; %1 a hole, %2 its owner, %3 the rule id</extracomment>
        <translation>Kete ya mwisho inafanya %1, shimo la %2, kuwa na nne kamili (%3).</translation>
    </message>
    <message>
        <source>The last seed falls into %2, %3&apos;s ekwarna: %1 eats from it (%4).</source>
        <extracomment>M5; %1 a player, %2 a hole, %3 the opponent, %4 the rule id</extracomment>
        <translation>Kete ya mwisho inaangukia %2, ekwarna ya %3: %1 anakula kutoka humo (%4).</translation>
    </message>
    <message>
        <source>The last seed falls into %1, the last hole %2 owns (%3).</source>
        <extracomment>M11; %1 a hole, %2 its owner, %3 the rule id</extracomment>
        <translation>Kete ya mwisho inaangukia %1, shimo la mwisho analomiliki %2 (%3).</translation>
    </message>
    <message>
        <source>Every choice here would go round for ever: the seed left in the hand stays in %1 (%2).</source>
        <extracomment>G1; %1 a hole, %2 the rule id</extracomment>
        <translation>Kila chaguo hapa lingezunguka bila mwisho: kete iliyobaki mkononi inabaki katika %1 (%2).</translation>
    </message>
    <message>
        <source>%1 drops the last seed into %2 (%3).</source>
        <extracomment>%1 a player, %2 a store, %3 the rule id</extracomment>
        <translation>%1 anadondosha kete ya mwisho katika %2 (%3).</translation>
    </message>
    <message>
        <source>%1 drops the last seed into %2, which was empty: the sowing ends there (%3).</source>
        <extracomment>%1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 anadondosha kete ya mwisho katika %2, lililokuwa tupu: upandaji unaishia hapo (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 drops the last seed into %2, which held %n seed(s) (%3).</source>
        <extracomment>%n the seeds the hole held, %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 anadondosha kete ya mwisho katika %2, lililokuwa na kete %n (%3).</numerusform>
            <numerusform>%1 anadondosha kete ya mwisho katika %2, lililokuwa na kete %n (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drops a seed into %2 (%3).</source>
        <extracomment>%1 a player, %2 a hole or store, %3 the rule id</extracomment>
        <translation>%1 anadondosha kete katika %2 (%3).</translation>
    </message>
    <message>
        <source>%1 passes over the walda %2 without a seed: waldas are skipped in this game (%3).</source>
        <extracomment>Q7 house rule skip-waldas; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 anapita juu ya walda %2 bila kete: walda zinarukwa katika mchezo huu (%3).</translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into an empty house of %1&apos;s: the %n seed(s) of %2 opposite go to %1&apos;s store (%3).</source>
        <extracomment>K4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Kete ya mwisho iliangukia shimo tupu la %1: kete %n za %2 upande wa pili zinakwenda ghala la %1 (%3).</numerusform>
            <numerusform>Kete ya mwisho iliangukia shimo tupu la %1: kete %n za %2 upande wa pili zinakwenda ghala la %1 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed in %2 goes to %1&apos;s store with them (%3).</source>
        <extracomment>K4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Kete ya mwisho katika %2 inakwenda pamoja nazo ghala la %1 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>The %n seed(s) of %2 opposite go to %1&apos;s store (%3).</source>
        <extracomment>K7; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Kete %n za %2 upande wa pili zinakwenda ghala la %1 (%3).</numerusform>
            <numerusform>Kete %n za %2 upande wa pili zinakwenda ghala la %1 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty capture: the last seed in %2 goes to %1&apos;s store, even with the house opposite empty (%3).</source>
        <extracomment>K7 house rule; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Kuteka kutupu: kete ya mwisho katika %2 inakwenda ghala la %1, hata kama shimo la upande wa pili ni tupu (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%2 is %3&apos;s last hole: instead of becoming an ekwarna, its %n seed(s) go to %1&apos;s store and the hole stays %3&apos;s (%4).</source>
        <extracomment>M11; %1 a player, %2 a hole, %3 its owner, %4 the rule id</extracomment>
        <translation>
            <numerusform>%2 ni shimo la mwisho la %3: badala ya kuwa ekwarna, kete zake %n zinakwenda ghala la %1 na shimo linabaki la %3 (%4).</numerusform>
            <numerusform>%2 ni shimo la mwisho la %3: badala ya kuwa ekwarna, kete zake %n zinakwenda ghala la %1 na shimo linabaki la %3 (%4).</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 holds exactly four: %1 captures them into their store (%3).</source>
        <extracomment>W3; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%2 lina nne kamili: %1 anaziteka kwenda ghala lake (%3).</translation>
    </message>
    <message>
        <source>%2 holds four: %1 captures them, and %2 stays %3&apos;s, their last hole (%4, M11).</source>
        <extracomment>W8; %1 a player, %2 a hole, %3 its owner, %4 the rule id</extracomment>
        <translation>%2 lina nne: %1 anaziteka, na %2 linabaki la %3, shimo lake la mwisho (%4, M11).</translation>
    </message>
    <message>
        <source>%1 takes the last seed from %2 too (%3).</source>
        <extracomment>E5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 anachukua pia kete ya mwisho kutoka %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 captures the %n seed(s) of %2 (%3).</source>
        <extracomment>%1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 anateka kete %n za %2 (%3).</numerusform>
            <numerusform>%1 anateka kete %n za %2 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The last two seeds fell into holes that held 2 and 3: %1 becomes %2&apos;s bull (%3).</source>
        <extracomment>E4 pair; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>Kete mbili za mwisho ziliangukia mashimo yaliyokuwa na 2 na 3: %1 linakuwa fahali wa %2 (%3).</translation>
    </message>
    <message>
        <source>The last seed made %1 hold four: it becomes %2&apos;s bull; its seeds never leave it and the move ends (%3).</source>
        <extracomment>E4; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>Kete ya mwisho imefanya %1 kuwa na nne: linakuwa fahali wa %2; kete zake haziondoki kamwe na hatua inaishia (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 eats from their last hole %2 as from an ekwarna: %n seed(s) go to their store (%3).</source>
        <extracomment>M11; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 anakula kutoka shimo lake la mwisho %2 kama kutoka ekwarna: kete %n zinakwenda ghala lake (%3).</numerusform>
            <numerusform>%1 anakula kutoka shimo lake la mwisho %2 kama kutoka ekwarna: kete %n zinakwenda ghala lake (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into the Jen %2: %1 takes %n seed(s) to their store, and the move ends (%3).</source>
        <extracomment>W4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Kete ya mwisho iliangukia Jen %2: %1 anapeleka kete %n ghala lake, na hatua inaishia (%3).</numerusform>
            <numerusform>Kete ya mwisho iliangukia Jen %2: %1 anapeleka kete %n ghala lake, na hatua inaishia (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats: %n seed(s) of %2, the last seed and one more, go to their store (%3).</source>
        <extracomment>M5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 anakula: kete %n za %2, kete ya mwisho na moja zaidi, zinakwenda ghala lake (%3).</numerusform>
            <numerusform>%1 anakula: kete %n za %2, kete ya mwisho na moja zaidi, zinakwenda ghala lake (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no hole to sow and passes (%2).</source>
        <extracomment>Q8; %1 a player, %2 the rule id</extracomment>
        <translation>%1 hana shimo la kupanda na anapita (%2).</translation>
    </message>
    <message>
        <source>%1 has seeds only in ekwarna, or none, and passes (%2).</source>
        <extracomment>M7; %1 a player, %2 the rule id</extracomment>
        <translation>%1 ana kete katika ekwarna tu, au hana kabisa, na anapita (%2).</translation>
    </message>
    <message>
        <source>Every sowing %1 could make would go round for ever: the turn passes (%2).</source>
        <extracomment>G1; %1 a player, %2 the rule id</extracomment>
        <translation>Kila upandaji ambao %1 angeweza kufanya ungezunguka bila mwisho: zamu inapita (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1 owns every hole: the %n seed(s) of %2 go to %1 too (%3).</source>
        <extracomment>M10/W7; %1 a player, %2 a store, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 anamiliki kila shimo: kete %n za %2 zinakwenda kwa %1 pia (%3).</numerusform>
            <numerusform>%1 anamiliki kila shimo: kete %n za %2 zinakwenda kwa %1 pia (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A side has no seeds left: the %n seed(s) of %2 go to %1&apos;s store (%3).</source>
        <extracomment>K5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Upande mmoja hauna kete tena: kete %n za %2 zinakwenda ghala la %1 (%3).</numerusform>
            <numerusform>Upande mmoja hauna kete tena: kete %n za %2 zinakwenda ghala la %1 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player to move has nothing to sow: %1 takes the %n seed(s) of %2 in their own row (%3).</source>
        <extracomment>E9; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Mchezaji mwenye zamu hana cha kupanda: %1 anachukua kete %n za %2 katika safu yake mwenyewe (%3).</numerusform>
            <numerusform>Mchezaji mwenye zamu hana cha kupanda: %1 anachukua kete %n za %2 katika safu yake mwenyewe (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player to move has no seeds: %1 captures the %n seed(s) left in %2 (%3).</source>
        <extracomment>W5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Mchezaji mwenye zamu hana kete: %1 anateka kete %n zilizobaki katika %2 (%3).</numerusform>
            <numerusform>Mchezaji mwenye zamu hana kete: %1 anateka kete %n zilizobaki katika %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round is over: the %n seed(s) of %2 count for %1 (%3).</source>
        <extracomment>M8; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Raundi imekwisha: kete %n za %2 zinahesabiwa kwa %1 (%3).</numerusform>
            <numerusform>Raundi imekwisha: kete %n za %2 zinahesabiwa kwa %1 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: a draw (%1).</source>
        <extracomment>%1 the rule id</extracomment>
        <translation>Mchezo umekwisha: sare (%1).</translation>
    </message>
    <message numerus="yes">
        <source>The game is over: %1 wins by %n seed(s) (%2).</source>
        <extracomment>%1 the winner, %n the margin in seeds, %2 the rule id</extracomment>
        <translation>
            <numerusform>Mchezo umekwisha: %1 ameshinda kwa kete %n (%2).</numerusform>
            <numerusform>Mchezo umekwisha: %1 ameshinda kwa kete %n (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This move has %n step(s): step forward to see the first.</source>
        <extracomment>Teaching mode, before the first step of a move</extracomment>
        <translation>
            <numerusform>Hatua hii ina kituo %n: songa mbele uone cha kwanza.</numerusform>
            <numerusform>Hatua hii ina vituo %n: songa mbele uone cha kwanza.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tick %n of the race: each hand drops one seed, %1&apos;s first (%2).</source>
        <extracomment>W2/E2; %n the tick number, %1 the player at the bottom (South), %2 the rule id</extracomment>
        <translation>
            <numerusform>Mdundo %n wa mbio: kila mkono unadondosha kete moja, wa %1 kwanza (%2).</numerusform>
            <numerusform>Mdundo %n wa mbio: kila mkono unadondosha kete moja, wa %1 kwanza (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2&apos;s opening: the players swap sides (%3).</source>
        <extracomment>K9 pie rule; %1 the player at the top (North), %2 the player at the bottom, %3 the rule id</extracomment>
        <translation>%1 anachukua ufunguzi wa %2: wachezaji wanabadilishana pande (%3).</translation>
    </message>
    <message>
        <source>Empty capture, in the source&apos;s words: the last seed in %2 goes to %1&apos;s store alone, and the seeds in %4 opposite stay (%3).</source>
        <extracomment>K7 empty-capture=last-seed; %1 a player, %2 a hole, %3 the rule id, %4 the house opposite</extracomment>
        <translation>Kuteka kutupu, kwa maneno ya chanzo: kete ya mwisho katika %2 inakwenda peke yake ghala la %1, na kete za %4 upande wa pili zinabaki (%3).</translation>
    </message>
    <message>
        <source>Empty capture, in the source&apos;s words: the last seed in %2 goes to %1&apos;s store alone (%3).</source>
        <extracomment>K7 empty-capture=last-seed; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Kuteka kutupu, kwa maneno ya chanzo: kete ya mwisho katika %2 inakwenda peke yake ghala la %1 (%3).</translation>
    </message>
    <message>
        <source>Too many full moves without a seed won or a hole changing hands: the game is stopped and drawn (%1).</source>
        <extracomment>G2, quiet-end=draw; %1 the rule id</extracomment>
        <translation>Hatua kamili nyingi mno bila kete kushindwa wala shimo kubadilisha mmiliki: mchezo unasimamishwa na ni sare (%1).</translation>
    </message>
    <message>
        <source>Too many full moves without a seed won or a hole changing hands: the game is stopped and scored as it stands.</source>
        <translation>Hatua kamili nyingi mno bila kete kushindwa wala shimo kubadilisha mmiliki: mchezo unasimamishwa na kuhesabiwa kama ulivyo.</translation>
    </message>
    <message numerus="yes">
        <source>Too many full moves without a seed won or a hole changing hands: round %n is over and each player takes the seeds in their own holes (%1).</source>
        <extracomment>G2 in Qelat Keren and Mewelad; %n a round number, %1 the rule id</extracomment>
        <translation>
            <numerusform>Hatua kamili nyingi mno bila kete kushindwa wala shimo kubadilisha mmiliki: raundi %n imekwisha na kila mchezaji anachukua kete zilizo katika mashimo yake (%1).</numerusform>
            <numerusform>Hatua kamili nyingi mno bila kete kushindwa wala shimo kubadilisha mmiliki: raundi %n imekwisha na kila mchezaji anachukua kete zilizo katika mashimo yake (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round ends at the quiet-move limit: %1 takes the %n seed(s) of %2, its ekwarna (%3).</source>
        <extracomment>G2 in Qelat Keren: the seeds of an ekwarna go to its captor; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Raundi inaisha kwenye kikomo cha hatua tulivu: %1 anachukua kete %n ya %2, ekwarna yake (%3).</numerusform>
            <numerusform>Raundi inaisha kwenye kikomo cha hatua tulivu: %1 anachukua kete %n za %2, ekwarna yake (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round ends at the quiet-move limit: %1 takes the %n seed(s) of %2 (%3).</source>
        <extracomment>G2 in Qelat Keren and Mewelad: a hole&apos;s seeds go to its owner; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Raundi inaisha kwenye kikomo cha hatua tulivu: %1 anachukua kete %n ya %2 (%3).</numerusform>
            <numerusform>Raundi inaisha kwenye kikomo cha hatua tulivu: %1 anachukua kete %n za %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends on a repeated round: the %n seed(s) of %2 go to %1, its owner (%3).</source>
        <extracomment>G3; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Mchezo unaisha kwa raundi iliyojirudia: kete %n ya %2 inakwenda kwa %1, mmiliki wake (%3).</numerusform>
            <numerusform>Mchezo unaisha kwa raundi iliyojirudia: kete %n za %2 zinakwenda kwa %1, mmiliki wake (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>This round starts exactly as an earlier round did: the game is over, a draw, both players own as many holes (%1).</source>
        <extracomment>G3; %1 the rule id</extracomment>
        <translation>Raundi hii inaanza sawasawa na raundi iliyotangulia: mchezo umekwisha kwa sare, wachezaji wote wanamiliki mashimo sawa (%1).</translation>
    </message>
    <message numerus="yes">
        <source>This round starts exactly as an earlier round did: the game is over and %1 wins, owning %n hole(s) more (%2).</source>
        <extracomment>G3; %1 the winner, %n how many more holes the winner owns, %2 the rule id</extracomment>
        <translation>
            <numerusform>Raundi hii inaanza sawasawa na raundi iliyotangulia: mchezo umekwisha na %1 anashinda, akimiliki shimo %n zaidi (%2).</numerusform>
            <numerusform>Raundi hii inaanza sawasawa na raundi iliyotangulia: mchezo umekwisha na %1 anashinda, akimiliki mashimo %n zaidi (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s single seed crosses the end of the board into %2, %3&apos;s end hole (Q3): on the next move %3 may not sow it straight back (%4).</source>
        <extracomment>Q3 sends the seed across the end, Q10 bars it; %1 the mover, %2 the opponent&apos;s end hole, %3 the opponent, %4 the rule id</extracomment>
        <translation>Kete moja ya %1 inavuka mwisho wa ubao hadi %2, shimo la pembeni la %3 (Q3): katika hatua inayofuata %3 hawezi kuipanda moja kwa moja kurudi (%4).</translation>
    </message>
    <message>
        <source>%1 drops the last seed into %2: the hand is empty, so the move ends (%3).</source>
        <extracomment>Q4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 anadondosha kete ya mwisho katika %2: mkono ni mtupu, kwa hiyo hatua inaishia (%3).</translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into %4, which was empty, and %2 faces it: %1 takes the %n seed(s) of %2 (%3).</source>
        <extracomment>E5; %1 a player, %2 the hole captured, %3 the rule id, %4 the hole facing it where the last seed fell</extracomment>
        <translation>
            <numerusform>Kete ya mwisho ilianguka katika %4, lililokuwa tupu, na %2 linalikabili: %1 anachukua kete %n ya %2 (%3).</numerusform>
            <numerusform>Kete ya mwisho ilianguka katika %4, lililokuwa tupu, na %2 linalikabili: %1 anachukua kete %n za %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next hole, %4, is empty and faces %2: %1 takes the %n seed(s) of %2 too (%3).</source>
        <extracomment>E5 walk; %1 a player, %2 the hole captured, %3 the rule id, %4 the empty hole facing it</extracomment>
        <translation>
            <numerusform>Shimo linalofuata, %4, ni tupu na linakabili %2: %1 anachukua pia kete %n ya %2 (%3).</numerusform>
            <numerusform>Shimo linalofuata, %4, ni tupu na linakabili %2: %1 anachukua pia kete %n za %2 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed made %1 hold four. A walda can be made there, so %1 becomes %2&apos;s walda (%3, Q6).</source>
        <extracomment>Q5/Q6 (a walda can be made only in the six holes Q6 names); %1 a hole, %2 a player, %3 rule ids</extracomment>
        <translation>Kete ya mwisho imefanya %1 kuwa na nne. Walda inaweza kutengenezwa hapo, kwa hiyo %1 linakuwa walda ya %2 (%3, Q6).</translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and keeps sowing %3, the way chosen (%4).</source>
        <extracomment>E7: the relay after the direction choice; %1 a player, %2 a hole, %3 a direction, %4 the rule id</extracomment>
        <translation>
            <numerusform>%1 anainua kete %n ya %2 na kuendelea kupanda %3, kwa mwelekeo uliochaguliwa (%4).</numerusform>
            <numerusform>%1 anainua kete %n za %2 na kuendelea kupanda %3, kwa mwelekeo uliochaguliwa (%4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into a hole that had seeds: %1 picks up the %n seed(s) of %2 and keeps sowing %3 (%4).</source>
        <extracomment>relay sowing: the last seed fell into a hole with seeds, which are picked up and sown on; %1 a player, %2 a hole, %3 a direction, %4 the rule id</extracomment>
        <translation>
            <numerusform>Kete ya mwisho imeangukia shimo lenye kete: %1 anainua kete %n ya %2 na kuendelea kupanda %3 (%4).</numerusform>
            <numerusform>Kete ya mwisho imeangukia shimo lenye kete: %1 anainua kete %n za %2 na kuendelea kupanda %3 (%4).</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed falls into %1&apos;s own ekwarna %2: no seeds are picked up, and the move ends (%3).</source>
        <extracomment>M4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Kete ya mwisho inaangukia ekwarna ya %1 mwenyewe %2: hakuna kete zinazoinuliwa, na hatua inaisha (%3).</translation>
    </message>
    <message>
        <source>The last seed falls into %2, which was empty. %1 has picked up seeds to sow on, so nothing is captured and the move ends (%3, E6).</source>
        <extracomment>E6; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>Kete ya mwisho inaangukia %2, lililokuwa tupu. %1 ameshainua kete ili kuendelea kupanda, kwa hiyo hakuna kinachotekwa na hatua inaishia (%3, E6).</translation>
    </message>
    <message>
        <source>%1 passes over %2 without a seed: a player sows only into their own store (%3).</source>
        <extracomment>K2; %1 a player, %2 a store, %3 the rule id</extracomment>
        <translation>%1 anapita %2 bila kete: kila mchezaji hupanda tu katika ghala lake mwenyewe (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and sows %3, towards the nearer end of the board (Q2, Q3).</source>
        <extracomment>Q2/Q3; %1 a player, %2 a hole, %3 a direction</extracomment>
        <translation>
            <numerusform>%1 anainua kete %n za %2 na anapanda %3, kuelekea mwisho ulio karibu wa ubao (Q2, Q3).</numerusform>
            <numerusform>%1 anainua kete %n za %2 na anapanda %3, kuelekea mwisho ulio karibu wa ubao (Q2, Q3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2, the hole chosen for the race, and sows one seed a tick (%3).</source>
        <extracomment>race start; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 anainua kete %n za %2, shimo lililochaguliwa kwa mbio, na anapanda kete moja kila mdundo (%3).</numerusform>
            <numerusform>%1 anainua kete %n za %2, shimo lililochaguliwa kwa mbio, na anapanda kete moja kila mdundo (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and sows %3 (%4).</source>
        <extracomment>%1 a player, %2 a hole, %3 a direction, %4 rule ids</extracomment>
        <translation>
            <numerusform>%1 anainua kete %n za %2 na anapanda %3 (%4).</numerusform>
            <numerusform>%1 anainua kete %n za %2 na anapanda %3 (%4).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::app::NetworkPlay</name>
    <message>
        <source>Waiting for the other player to join.</source>
        <extracomment>Game across computers, host: the other player has not joined yet</extracomment>
        <translation>Inamsubiri mchezaji mwingine ajiunge.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <extracomment>Game across computers, guest: connecting to the host</extracomment>
        <translation>Inaunganisha…</translation>
    </message>
    <message>
        <source>Go to the last move to play: to take back a move, ask the other player.</source>
        <extracomment>Game across computers: a click on an earlier position of the game</extracomment>
        <translation>Nenda kwenye hatua ya mwisho ili kucheza; kurudisha hatua, muombe mchezaji mwingine.</translation>
    </message>
    <message>
        <source>The board could not play %1.</source>
        <extracomment>Game across computers: the board and the game across computers disagree (a bug)</extracomment>
        <translation>Ubao haukuweza kucheza %1.</translation>
    </message>
    <message>
        <source>Choose your starting hole: %1 will not see it before choosing theirs.</source>
        <translation>Chagua shimo lako la kuanzia: %1 hataliona kabla ya kuchagua lake.</translation>
    </message>
    <message>
        <source>Waiting for %1 to choose a starting hole.</source>
        <translation>Inamsubiri %1 achague shimo la kuanzia.</translation>
    </message>
    <message>
        <source>Your move.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>Zamu yako.</translation>
    </message>
    <message>
        <source>%1&apos;s move.</source>
        <translation>Zamu ya %1.</translation>
    </message>
    <message>
        <source>You: %1</source>
        <extracomment>A chat line of a game across computers, this player&apos;s own</extracomment>
        <translation>Wewe: %1</translation>
    </message>
    <message>
        <source>Draw offered: waiting for %1&apos;s answer.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>Sare imependekezwa: inasubiri jibu la %1.</translation>
    </message>
    <message>
        <source>Asked %1 to take back your move.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>Umemuomba %1 kurudisha hatua yako.</translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <extracomment>Game across computers, host: %1 is the guest&apos;s name</extracomment>
        <translation>%1 amejiunga.</translation>
    </message>
    <message>
        <source>%1 invites you to this game.</source>
        <extracomment>Game across computers, guest: %1 is the host&apos;s name; the rules are shown below</extracomment>
        <translation>%1 anakualika kwenye mchezo huu.</translation>
    </message>
    <message>
        <source>%1 does not take back the move.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>%1 hakubali kurudisha hatua.</translation>
    </message>
    <message>
        <source>%1 does not agree to a draw.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>%1 hakubali sare.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 amejisalimisha.</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Umejisalimisha.</translation>
    </message>
    <message>
        <source>Drawn by agreement.</source>
        <translation>Sare kwa makubaliano.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>Game across computers: the board says how it ended</extracomment>
        <translation>Mchezo umekwisha.</translation>
    </message>
    <message>
        <source>The connection was lost (%1). The other player can join again with the same code.</source>
        <translation>Muunganisho umepotea (%1). Mchezaji mwingine anaweza kujiunga tena kwa nambari ileile.</translation>
    </message>
    <message>
        <source>The connection was lost (%1). The game is kept: join again to go on.</source>
        <translation>Muunganisho umepotea (%1). Mchezo umehifadhiwa: jiunge tena kuendelea.</translation>
    </message>
    <message>
        <source>The connection was closed: %1</source>
        <extracomment>Game across computers: %1 is why (in English, from the network)</extracomment>
        <translation>Muunganisho umefungwa: %1</translation>
    </message>
    <message>
        <source>Rejoining: the moves played so far are coming in…</source>
        <extracomment>Game across computers, guest: a program started again receives the moves played so far</extracomment>
        <translation>Unarejea: hatua zilizochezwa hadi sasa zinakuja…</translation>
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
        <translation>fahali</translation>
    </message>
    <message>
        <source>Jen</source>
        <extracomment>A hole&apos;s mark in the position editor (Mewelad, W4)</extracomment>
        <translation>Jen</translation>
    </message>
    <message>
        <source>four left</source>
        <extracomment>A hole&apos;s mark in the position editor (Mewelad, W4): a capture of four that was left</extracomment>
        <translation>nne zilizoachwa</translation>
    </message>
    <message>
        <source>no mark</source>
        <extracomment>A hole without a mark in the position editor</extracomment>
        <translation>hakuna alama</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
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
            <numerusform>%1 kati ya kete %n</numerusform>
            <numerusform>%1 kati ya kete %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) missing: the board and the stores hold every seed of the game.</source>
        <extracomment>The position editor: seeds are missing; %n how many</extracomment>
        <translation>
            <numerusform>Kete %n inakosekana: ubao na maghala hushika kete zote za mchezo.</numerusform>
            <numerusform>Kete %n zinakosekana: ubao na maghala hushika kete zote za mchezo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) too many: the board and the stores hold the game&apos;s seeds, no more.</source>
        <extracomment>The position editor: too many seeds; %n how many</extracomment>
        <translation>
            <numerusform>Kete %n imezidi: ubao na maghala hushika kete za mchezo, si zaidi.</numerusform>
            <numerusform>Kete %n zimezidi: ubao na maghala hushika kete za mchezo, si zaidi.</numerusform>
        </translation>
    </message>
    <message>
        <source>A row without seeds ends the game (K5): give both rows seeds.</source>
        <extracomment>The position editor: a Kalah row is empty, so the game would be over (K5)</extracomment>
        <translation>Safu bila kete humaliza mchezo (K5): zipe safu zote mbili kete.</translation>
    </message>
    <message>
        <source>This position cannot be played: %1.</source>
        <extracomment>The position editor: %1 the rules engine&apos;s reason, in English</extracomment>
        <translation>Nafasi hii haiwezi kuchezwa: %1.</translation>
    </message>
    <message numerus="yes">
        <source>hole %1, %n seed(s)</source>
        <extracomment>Screen reader text of a hole in the position editor: &quot;hole c, 4 seeds&quot;</extracomment>
        <translation>
            <numerusform>shimo %1, kete %n</numerusform>
            <numerusform>shimo %1, kete %n</numerusform>
        </translation>
    </message>
    <message>
        <source>owned by %1</source>
        <extracomment>Screen reader text: a hole another player owns in this round; %1 South or North</extracomment>
        <translation>inamilikiwa na %1</translation>
    </message>
</context>
<context>
    <name>mancala::app::PresetStore</name>
    <message>
        <source>&apos;%1&apos; is not a house rule of the form name=value</source>
        <extracomment>A preset in the settings file holds a house rule that is not name=value</extracomment>
        <translation>&apos;%1&apos; si kanuni ya hiari ya umbo jina=thamani</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Summary of a built-in preset: the rule set as its sources play it</extracomment>
        <translation>Kanuni za kawaida</translation>
    </message>
    <message>
        <source>it has no name</source>
        <extracomment>A preset in the settings file has no name</extracomment>
        <translation>hauna jina</translation>
    </message>
    <message>
        <source>the name is taken</source>
        <extracomment>A preset in the settings file has the name of another preset</extracomment>
        <translation>jina limeshachukuliwa</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <extracomment>One preset dropped from the settings file: %1 its name (or number), %2 why</extracomment>
        <translation>“%1”: %2</translation>
    </message>
    <message>
        <source>Give the preset a name.</source>
        <extracomment>Saving a preset without a name</extracomment>
        <translation>Upe mpangilio huu jina.</translation>
    </message>
    <message>
        <source>“%1” is the name of a rule set; choose another name.</source>
        <extracomment>Saving a preset under a rule set&apos;s name</extracomment>
        <translation>“%1” ni jina la seti ya kanuni; chagua jina jingine.</translation>
    </message>
    <message>
        <source>There is already a preset called “%1”.</source>
        <extracomment>Renaming a preset to the name of another</extracomment>
        <translation>Tayari kuna mpangilio unaoitwa “%1”.</translation>
    </message>
    <message>
        <source>There is no such preset.</source>
        <translation>Hakuna mpangilio kama huo.</translation>
    </message>
    <message>
        <source>The standard rule sets cannot be renamed.</source>
        <extracomment>Renaming one of the five rule sets&apos; presets</extracomment>
        <translation>Seti za kanuni za kawaida haziwezi kubadilishwa jina.</translation>
    </message>
    <message>
        <source>it is not a settings file</source>
        <extracomment>Why the presets file could not be read entirely</extracomment>
        <translation>si faili ya mipangilio</translation>
    </message>
    <message>
        <source>it has no version</source>
        <extracomment>Why the presets file could not be read entirely</extracomment>
        <translation>haina toleo</translation>
    </message>
    <message>
        <source>a newer version of the game wrote it</source>
        <extracomment>Why the presets file could not be read entirely</extracomment>
        <translation>toleo jipya zaidi la mchezo liliiandika</translation>
    </message>
    <message>
        <source>unknown key “%1”</source>
        <extracomment>A key of the presets file that the game does not know</extracomment>
        <translation>ufunguo usiojulikana “%1”</translation>
    </message>
    <message numerus="yes">
        <source>it holds %n of the presets it lists</source>
        <extracomment>The presets file holds another number of presets than it says: it was cut short</extracomment>
        <translation>
            <numerusform>ina mipangilio %n tu kati ya ile inayoorodhesha</numerusform>
            <numerusform>ina mipangilio %n tu kati ya ile inayoorodhesha</numerusform>
        </translation>
    </message>
    <message>
        <source>Some saved presets in %1 could not be read (%2); the file is left as it is.</source>
        <extracomment>The presets file could not be read entirely and could not be kept aside; %1 its path, %2 what was wrong</extracomment>
        <translation>Baadhi ya mipangilio iliyohifadhiwa katika %1 haikuweza kusomwa (%2); faili imeachwa kama ilivyo.</translation>
    </message>
    <message numerus="yes">
        <source>Some saved presets could not be read (%1). The file was kept as %2; %n preset(s) could be read.</source>
        <extracomment>The presets file could not be read entirely; %1 what was wrong, %2 where the file was kept, %n presets read</extracomment>
        <translation>
            <numerusform>Baadhi ya mipangilio iliyohifadhiwa haikuweza kusomwa (%1). Faili ilitunzwa kama %2; mpangilio %n uliweza kusomwa.</numerusform>
            <numerusform>Baadhi ya mipangilio iliyohifadhiwa haikuweza kusomwa (%1). Faili ilitunzwa kama %2; mipangilio %n iliweza kusomwa.</numerusform>
        </translation>
    </message>
    <message>
        <source>The presets could not be saved to %1.</source>
        <extracomment>Saving the presets failed; %1 the file</extracomment>
        <translation>Mipangilio haikuweza kuhifadhiwa katika %1.</translation>
    </message>
</context>
<context>
    <name>mancala::app::PuzzleSession</name>
    <message>
        <source>Solved %1 of %2, streak %3</source>
        <extracomment>Puzzles: the progress of a rule set; %1 puzzles solved, %2 puzzles in all, %3 right first tries in a row</extracomment>
        <translation>Yametatuliwa %1 kati ya %2, mfululizo %3</translation>
    </message>
    <message>
        <source>%1 to play and keep the value: find the best decision.</source>
        <extracomment>Puzzles: the task; %1 the side to move (its player&apos;s name, or South/North)</extracomment>
        <translation>%1 kucheza na kushika thamani: tafuta uamuzi bora.</translation>
    </message>
    <message>
        <source>capture</source>
        <extracomment>Puzzles: the theme of a puzzle</extracomment>
        <translation>kukamata</translation>
    </message>
    <message>
        <source>extra turn</source>
        <extracomment>Puzzles: the theme of a puzzle (a move that ends in the own store and plays again)</extracomment>
        <translation>zamu ya ziada</translation>
    </message>
    <message>
        <source>chain</source>
        <extracomment>Puzzles: the theme of a puzzle (several moves or laps linked)</extracomment>
        <translation>mnyororo</translation>
    </message>
    <message>
        <source>race</source>
        <extracomment>Puzzles: the theme of a puzzle (the race of Mewelad and Enkeshui)</extracomment>
        <translation>mbio</translation>
    </message>
    <message>
        <source>walda</source>
        <extracomment>Puzzles: the theme of a puzzle (Qelat&apos;s walda)</extracomment>
        <translation>walda</translation>
    </message>
    <message>
        <source>bull</source>
        <extracomment>Puzzles: the theme of a puzzle (Enkeshui&apos;s bull)</extracomment>
        <translation>fahali</translation>
    </message>
    <message>
        <source>ekwarna</source>
        <extracomment>Puzzles: the theme of a puzzle (Mewelad&apos;s ekwarna)</extracomment>
        <translation>ekwarna</translation>
    </message>
    <message>
        <source>last hole</source>
        <extracomment>Puzzles: the theme of a puzzle (the last hole of a row)</extracomment>
        <translation>shimo la mwisho</translation>
    </message>
    <message>
        <source>quiet move</source>
        <extracomment>Puzzles: the theme of a puzzle (a quiet move: no capture, no extra turn, yet the only good one)</extracomment>
        <translation>hatua tulivu</translation>
    </message>
    <message>
        <source>defence</source>
        <extracomment>Puzzles: the theme of a puzzle (the only decision that leaves the other side no capture or mark)</extracomment>
        <translation>ulinzi</translation>
    </message>
    <message>
        <source>endgame</source>
        <extracomment>Puzzles: the theme of a puzzle (the end of the game)</extracomment>
        <translation>mwisho wa mchezo</translation>
    </message>
    <message>
        <source>proven by the solver</source>
        <extracomment>Puzzles: how the values were found</extracomment>
        <translation>imethibitishwa na kitatuzi</translation>
    </message>
    <message>
        <source>by the search to depth %1</source>
        <translation>kwa utafutaji hadi kina %1</translation>
    </message>
    <message>
        <source>Right. The turn goes on: make its next decision.</source>
        <extracomment>Puzzles: the decision was right and the answer&apos;s turn needs another</extracomment>
        <translation>Sahihi. Zamu inaendelea: fanya uamuzi wake unaofuata.</translation>
    </message>
    <message>
        <source>Correct: %1 keeps the value, %2 (%3).</source>
        <extracomment>Puzzles: the right answer; %1 the decision, %2 its value (&quot;3 seeds ahead&quot;), %3 how it was found</extracomment>
        <translation>Sahihi: %1 inashika thamani, %2 (%3).</translation>
    </message>
    <message>
        <source>The line: %1.</source>
        <extracomment>Puzzles: the best line after the right answer; %1 its decisions</extracomment>
        <translation>Mfululizo: %1.</translation>
    </message>
    <message>
        <source>%1 is not the answer; the position is back. Working out what it gives away…</source>
        <extracomment>Puzzles: a wrong answer, while it is valued; %1 the decision tried</extracomment>
        <translation>%1 si jibu; nafasi imerudi. Inahesabu kinachotolewa…</translation>
    </message>
    <message>
        <source>That is not the answer. Try again.</source>
        <extracomment>Puzzles: a wrong answer whose value could not be worked out</extracomment>
        <translation>Hilo si jibu. Jaribu tena.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gives away %n seed(s).</source>
        <extracomment>Puzzles: a wrong answer valued; %1 the decision tried, %n the seeds of value it loses</extracomment>
        <translation>
            <numerusform>%1 inatoa kete %n.</numerusform>
            <numerusform>%1 inatoa kete %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps the value too, but the puzzle asks for another decision.</source>
        <extracomment>Puzzles: a decision as good as the answer (by the search): %1 the decision</extracomment>
        <translation>%1 pia inashika thamani, lakini fumbo linaomba uamuzi mwingine.</translation>
    </message>
    <message>
        <source>The line that answers it: %1 (%2).</source>
        <extracomment>Puzzles: the line that answers a wrong try; %1 its decisions, %2 how it was found</extracomment>
        <translation>Mfululizo unaoujibu: %1 (%2).</translation>
    </message>
    <message>
        <source>Try again.</source>
        <extracomment>Puzzles: after a wrong answer</extracomment>
        <translation>Jaribu tena.</translation>
    </message>
    <message>
        <source>Hint: the hole to play is marked on the board.</source>
        <extracomment>Puzzles: the hint after a wrong try</extracomment>
        <translation>Dokezo: shimo la kuchezwa limewekwa alama ubaoni.</translation>
    </message>
    <message>
        <source>The answer: %1, value %2 (%3). The line: %4. Teaching mode tells each step; Next decision plays the line on.</source>
        <extracomment>Puzzles: the answer shown; %1 the decision, %2 its value, %3 how it was found, %4 the line</extracomment>
        <translation>Jibu: %1, thamani %2 (%3). Mfululizo: %4. Hali ya kufundisha inaeleza kila hatua; «Uamuzi unaofuata» unaendeleza mfululizo.</translation>
    </message>
</context>
<context>
    <name>mancala::app::ReadAloud</name>
    <message>
        <source>No speech engine is installed: the narration stays on the screen.</source>
        <extracomment>Read aloud is on but no speech engine (flite, speech-dispatcher) is installed</extracomment>
        <translation>Hakuna injini ya sauti iliyosakinishwa: masimulizi yanabaki kwenye skrini.</translation>
    </message>
    <message>
        <source>No voice speaks %1 on this computer: the narration stays on the screen.</source>
        <extracomment>Read aloud is on but no voice speaks the language in use; %1 is the language&apos;s own name (ትግርኛ, Kiswahili)</extracomment>
        <translation>Hakuna sauti inayozungumza %1 kwenye kompyuta hii: masimulizi yanabaki kwenye skrini.</translation>
    </message>
    <message>
        <source>The voice does not speak on this computer (no sound device?): the narration stays on the screen.</source>
        <extracomment>Read aloud is on, a voice was chosen, but the engine could not say a sentence (no sound device, say)</extracomment>
        <translation>Sauti haizungumzi kwenye kompyuta hii (hakuna kifaa cha sauti?): masimulizi yanabaki kwenye skrini.</translation>
    </message>
</context>
<context>
    <name>mancala::app::RecordDocument</name>
    <message>
        <source>The game could not be set up.</source>
        <translation>Mchezo haukuweza kuandaliwa.</translation>
    </message>
    <message>
        <source>The comment was cut to %1 bytes, the most a record keeps for one turn.</source>
        <extracomment>A comment longer than a record can hold was cut; %1 the most bytes kept</extracomment>
        <translation>Maoni yamekatwa hadi baiti %1, kiwango cha juu ambacho kumbukumbu hutunza kwa zamu moja.</translation>
    </message>
</context>
<context>
    <name>mancala::app::RecordImportExport</name>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 a file name, %2 the system&apos;s reason</extracomment>
        <translation>Haikuweza kuhifadhi %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <extracomment>%1 a file name</extracomment>
        <translation>Imehifadhiwa katika %1.</translation>
    </message>
    <message>
        <source>The game record is on the clipboard.</source>
        <translation>Kumbukumbu ya mchezo iko kwenye ubao wa kunakili.</translation>
    </message>
    <message>
        <source>The position is on the clipboard.</source>
        <translation>Nafasi iko kwenye ubao wa kunakili.</translation>
    </message>
    <message>
        <source>This is not a game record: a record starts with tags such as [Variant &quot;kalah&quot;] or with numbered moves such as 1. c-f A.</source>
        <extracomment>A text that is neither a game record nor a position was imported or pasted</extracomment>
        <translation>Hii si kumbukumbu ya mchezo: kumbukumbu huanza na lebo kama [Variant &quot;kalah&quot;] au na hatua zenye namba kama 1. c-f A.</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <extracomment>%1 a file name, %2 the system&apos;s reason</extracomment>
        <translation>Haikuweza kufungua %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: it is not read as a game record.</source>
        <extracomment>%1 a file name, %2 the largest size read, in MB</extracomment>
        <translation>%1 ni kubwa kuliko MB %2: haisomwi kama kumbukumbu ya mchezo.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>The players of a game in the list of a record file&apos;s games; %1 South, %2 North (&quot;?&quot; unknown)</extracomment>
        <translation>%1 dhidi ya %2</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <extracomment>How long a game of a record file is, in the list of its games</extracomment>
        <translation>
            <numerusform>zamu %n</numerusform>
            <numerusform>zamu %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Ubao wa kunakili hauna maandishi.</translation>
    </message>
    <message>
        <source>This is not a position string: %1</source>
        <extracomment>%1 why the text is not a position of the rules being played</extracomment>
        <translation>Huu si mfuatano wa nafasi: %1</translation>
    </message>
    <message>
        <source>%1, %2 holes a row</source>
        <extracomment>A rule set with a row length of its own: %1 its name, %2 the holes a row</extracomment>
        <translation>%1, mashimo %2 kwa safu</translation>
    </message>
    <message>
        <source>The position is read as %1.</source>
        <extracomment>After a position string is pasted: %1 the rule set it is played with</extracomment>
        <translation>Nafasi inasomwa kama %1.</translation>
    </message>
    <message>
        <source>%1 Nothing was added: the file is left as it was.</source>
        <extracomment>Add to file: the file does not read as game records; %1 why (it names the file)</extracomment>
        <translation>%1 Hakuna kilichoongezwa: faili limebaki kama lilivyokuwa.</translation>
    </message>
    <message>
        <source>Added to %1 as game %2.</source>
        <extracomment>Add to file: %1 the file&apos;s name, %2 the number the game has in it</extracomment>
        <translation>Umeongezwa kwenye %1 kama mchezo wa %2.</translation>
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
        <translation>Qelat (Beni Amir na Mensa)</translation>
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
        <translation>Mashimo sita na ghala moja kila mmoja: maliza ghalani mwako ucheze tena, katika shimo tupu uteke.</translation>
    </message>
    <message>
        <source>Single laps towards the nearer end; make a hole four to claim it as your walda.</source>
        <extracomment>One-line description of Qelat (Beni Amir &amp; Mensa) in the picker</extracomment>
        <translation>Mzunguko mmoja kuelekea mwisho ulio karibu; fanya shimo liwe na nne ulidai kama walda yako.</translation>
    </message>
    <message>
        <source>Relay sowing; make an opponent&apos;s hole four to win an ekwarna, eat from theirs; played in rounds.</source>
        <extracomment>One-line description of Qelat (Keren) in the picker</extracomment>
        <translation>Upandaji wa kupokezana; fanya shimo la mpinzani liwe na nne upate ekwarna, kula kutoka zake; huchezwa kwa raundi.</translation>
    </message>
    <message>
        <source>A racing start, relay sowing, every four captured; rounds until one player owns every hole.</source>
        <extracomment>One-line description of Mewelad in the picker</extracomment>
        <translation>Mwanzo wa mbio, upandaji wa kupokezana, kila nne hutekwa; raundi hadi mchezaji mmoja amiliki kila shimo.</translation>
    </message>
    <message>
        <source>The Maasai game on long boards: relay sowing, bulls of four, captures along your row.</source>
        <extracomment>One-line description of Enkeshui in the picker</extracomment>
        <translation>Mchezo wa Wamaasai kwenye mbao ndefu: upandaji wa kupokezana, mafahali wa nne, kuteka kando ya safu yako.</translation>
    </message>
    <message>
        <source>United States, 1940; played world-wide</source>
        <extracomment>Where Kalah comes from</extracomment>
        <translation>Marekani, 1940; huchezwa duniani kote</translation>
    </message>
    <message>
        <source>Eritrea: Beni Amir and Mensa</source>
        <extracomment>Where this Qelat is played</extracomment>
        <translation>Eritrea: Beni Amir na Mensa</translation>
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
        <translation>Wamaasai wa Kenya na Tanzania</translation>
    </message>
    <message>
        <source>W. J. Champion Jr., 1940, after the encyclopedia article (Wikipedia) with its three variations</source>
        <extracomment>Source of the Kalah rules</extracomment>
        <translation>W. J. Champion Jr., 1940, kufuatana na makala ya ensaiklopidia (Wikipedia) pamoja na aina zake tatu</translation>
    </message>
    <message>
        <source>R. Pankhurst, Ethiopia Observer 14(3), 1971, Qelat II (game 11), after Wikimanqala (R. Gering)</source>
        <extracomment>Source of the Qelat (Beni Amir &amp; Mensa) rules</extracomment>
        <translation>R. Pankhurst, Ethiopia Observer 14(3), 1971, Qelat II (mchezo 11), kufuatana na Wikimanqala (R. Gering)</translation>
    </message>
    <message>
        <source>R. Pankhurst 1971: 167-168, 171, Digital Ludeme Project evidence 1168 and 1299</source>
        <extracomment>Source of the Qelat (Keren) rules</extracomment>
        <translation>R. Pankhurst 1971: 167-168, 171, Digital Ludeme Project, ushahidi 1168 na 1299</translation>
    </message>
    <message>
        <source>R. Pankhurst 1971: 168, Digital Ludeme Project (Ludii portal)</source>
        <extracomment>Source of the Mewelad rules</extracomment>
        <translation>R. Pankhurst 1971: 168, Digital Ludeme Project (tovuti ya Ludii)</translation>
    </message>
    <message>
        <source>Encyclopedia article on Enkeshui (Engesho): boards, 48 seeds, setups, race, bulls</source>
        <extracomment>Source of the Enkeshui rules</extracomment>
        <translation>Makala ya ensaiklopidia kuhusu Enkeshui (Engesho): mbao, kete 48, mipangilio, mbio, mafahali</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>House rule title: holes in each row</extracomment>
        <translation>Mashimo kwa safu</translation>
    </message>
    <message>
        <source>Houses in each player&apos;s row; the source plays six.</source>
        <extracomment>What the houses option changes in Kalah (K1)</extracomment>
        <translation>Mashimo katika safu ya kila mchezaji; chanzo kinacheza sita.</translation>
    </message>
    <message>
        <source>The sources play 2x8, 2x10 and 2x12; other even sizes take a uniform or drawn layout.</source>
        <extracomment>What the houses option changes in Enkeshui (E10)</extracomment>
        <translation>Vyanzo vinacheza 2x8, 2x10 na 2x12; ukubwa mwingine shufwa huchukua mpangilio sawa au uliochorwa.</translation>
    </message>
    <message>
        <source>Holes in each player&apos;s row; the sources play six.</source>
        <extracomment>What the houses option changes in the Eritrean games</extracomment>
        <translation>Mashimo katika safu ya kila mchezaji; vyanzo vinacheza sita.</translation>
    </message>
    <message>
        <source>Seeds per hole</source>
        <extracomment>House rule title: seeds in every hole at the start</extracomment>
        <translation>Kete kwa shimo</translation>
    </message>
    <message>
        <source>Seeds in every house at the start: the source gives 3 as the rule and 4 as common.</source>
        <extracomment>What the seeds option changes in Kalah (K1)</extracomment>
        <translation>Kete katika kila shimo mwanzoni: chanzo kinatoa 3 kama kanuni na 4 kama kawaida.</translation>
    </message>
    <message>
        <source>Seeds in every hole at the start of a uniform layout.</source>
        <extracomment>What the seeds option changes</extracomment>
        <translation>Kete katika kila shimo mwanzoni mwa mpangilio sawa.</translation>
    </message>
    <message>
        <source>Layout</source>
        <extracomment>House rule title: how the seeds are set out at the start</extracomment>
        <translation>Mpangilio</translation>
    </message>
    <message>
        <source>How the seeds are set out at the start.</source>
        <extracomment>What the layout option changes</extracomment>
        <translation>Jinsi kete zinavyopangwa mwanzoni.</translation>
    </message>
    <message>
        <source>Clockwise sowing</source>
        <extracomment>House rule title (K6)</extracomment>
        <translation>Kupanda kufuata saa</translation>
    </message>
    <message>
        <source>Seeds are sown clockwise instead of counter-clockwise.</source>
        <extracomment>What the clockwise house rule changes (K6)</extracomment>
        <translation>Kete hupandwa kufuata saa badala ya kinyume cha saa.</translation>
    </message>
    <message>
        <source>Empty capture</source>
        <extracomment>House rule title (K7)</extracomment>
        <translation>Kuteka kutupu</translation>
    </message>
    <message>
        <source>Count the seeds left</source>
        <extracomment>House rule title (K8)</extracomment>
        <translation>Hesabu kete zilizobaki</translation>
    </message>
    <message>
        <source>When the game ends, the seeds left in a player&apos;s houses go to their store; off, they are not counted.</source>
        <extracomment>What the count-remaining house rule changes (K8)</extracomment>
        <translation>Mchezo unapoisha, kete zilizobaki katika mashimo ya mchezaji huenda ghala lake; ikizimwa, hazihesabiwi.</translation>
    </message>
    <message>
        <source>Pie rule</source>
        <extracomment>House rule title (K9): the pie rule</extracomment>
        <translation>Kanuni ya kubadilishana</translation>
    </message>
    <message>
        <source>After South&apos;s first move, North may swap sides instead of moving.</source>
        <extracomment>What the pie house rule changes (K9)</extracomment>
        <translation>Baada ya hatua ya kwanza ya Kusini, Kaskazini anaweza kubadilishana pande badala ya kucheza.</translation>
    </message>
    <message>
        <source>Walda holes</source>
        <extracomment>House rule title (Q6)</extracomment>
        <translation>Mashimo ya walda</translation>
    </message>
    <message>
        <source>Which holes can become waldas: six (your end holes and the two outermost at each end of the opponent&apos;s row) or the four corners only.</source>
        <extracomment>What the walda-holes house rule changes (Q6)</extracomment>
        <translation>Mashimo yapi yanaweza kuwa walda: sita (mashimo yako ya pembeni na mawili ya nje kabisa kila upande wa safu ya mpinzani) au pembe nne tu.</translation>
    </message>
    <message>
        <source>Skip waldas</source>
        <extracomment>House rule title (Q7)</extracomment>
        <translation>Ruka walda</translation>
    </message>
    <message>
        <source>Sowing passes over waldas instead of dropping seeds into them.</source>
        <extracomment>What the skip-waldas house rule changes (Q7)</extracomment>
        <translation>Upandaji unapita juu ya walda badala ya kudondosha kete ndani yake.</translation>
    </message>
    <message>
        <source>No sowing straight back</source>
        <extracomment>House rule title (Q10)</extracomment>
        <translation>Hakuna kupanda kurudi moja kwa moja</translation>
    </message>
    <message>
        <source>A single seed sown across the end of the board into the opponent&apos;s end hole may not be sown straight back on the next move.</source>
        <extracomment>What the anti-repetition house rule changes (Q10)</extracomment>
        <translation>Kete moja iliyopandwa kuvuka mwisho wa ubao hadi shimo la pembeni la mpinzani haiwezi kupandwa kurudi moja kwa moja katika hatua inayofuata.</translation>
    </message>
    <message>
        <source>Racing start</source>
        <extracomment>House rule title (W2, E2)</extracomment>
        <translation>Mwanzo wa mbio</translation>
    </message>
    <message>
        <source>Both players choose a hole in secret and sow at once; the first whose lap ends in an empty hole moves first. Off: South starts.</source>
        <extracomment>What the race house rule changes in Mewelad (W2)</extracomment>
        <translation>Wachezaji wote wawili huchagua shimo kwa siri na kupanda wakati mmoja; wa kwanza ambaye mzunguko wake unaishia katika shimo tupu huanza. Ikizimwa: Kusini anaanza.</translation>
    </message>
    <message>
        <source>Both players choose a hole in secret and sow at once, without captures or bulls, to decide who starts. Off: South starts.</source>
        <extracomment>What the race house rule changes in Enkeshui (E2)</extracomment>
        <translation>Wachezaji wote wawili huchagua shimo kwa siri na kupanda wakati mmoja, bila kuteka wala mafahali, kuamua nani anaanza. Ikizimwa: Kusini anaanza.</translation>
    </message>
    <message>
        <source>Captures are claimed (Jen)</source>
        <extracomment>House rule title (W4): captures are claimed</extracomment>
        <translation>Kuteka kwa kudai (Jen)</translation>
    </message>
    <message>
        <source>Each four is offered as take or leave; a four left alone that grows to five becomes a Jen.</source>
        <extracomment>What the claimed-captures house rule changes (W4)</extracomment>
        <translation>Kila nne inatolewa kuchukuliwa au kuachwa; nne iliyoachwa ikifika tano inakuwa Jen.</translation>
    </message>
    <message>
        <source>Special move</source>
        <extracomment>House rule title (E8)</extracomment>
        <translation>Hatua maalum</translation>
    </message>
    <message>
        <source>Once per game a player may take the seeds of two of their holes and place them freely in their own holes.</source>
        <extracomment>What the special-move house rule changes (E8)</extracomment>
        <translation>Mara moja kwa mchezo mchezaji anaweza kuchukua kete za mashimo yake mawili na kuziweka apendavyo katika mashimo yake mwenyewe.</translation>
    </message>
    <message>
        <source>Quiet move limit</source>
        <extracomment>House rule title (G2)</extracomment>
        <translation>Kikomo cha hatua tulivu</translation>
    </message>
    <message>
        <source>Layout A</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>Mpangilio A</translation>
    </message>
    <message>
        <source>Six holes of 4 in each row, the two empty holes at opposite ends.</source>
        <extracomment>Enkeshui layout A on 2x8 (E1)</extracomment>
        <translation>Mashimo sita ya 4 katika kila safu, mashimo mawili matupu katika pembe zinazokabiliana.</translation>
    </message>
    <message>
        <source>Layout B</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>Mpangilio B</translation>
    </message>
    <message>
        <source>The mirror of A: the empty holes at the other ends.</source>
        <extracomment>Enkeshui layout B on 2x8 (E1)</extracomment>
        <translation>Kioo cha A: mashimo matupu katika pembe nyingine.</translation>
    </message>
    <message>
        <source>2x10 layout</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>Mpangilio wa 2x10</translation>
    </message>
    <message>
        <source>Six holes of 4 in each row, point-symmetric (our reading: no source gives one).</source>
        <extracomment>Enkeshui layout on 2x10 (E1); no source gives one</extracomment>
        <translation>Mashimo sita ya 4 katika kila safu, yenye ulinganifu wa nukta (ufafanuzi wetu: hakuna chanzo kinachotoa mmoja).</translation>
    </message>
    <message>
        <source>2x12 layout</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>Mpangilio wa 2x12</translation>
    </message>
    <message>
        <source>Three seeds in two holes of every three.</source>
        <extracomment>Enkeshui layout on 2x12 (E1)</extracomment>
        <translation>Kete tatu katika mashimo mawili ya kila matatu.</translation>
    </message>
    <message>
        <source>Uniform</source>
        <extracomment>Layout name: the same count in every hole</extracomment>
        <translation>Sawa</translation>
    </message>
    <message>
        <source>The same number of seeds in every hole.</source>
        <extracomment>What the uniform layout is</extracomment>
        <translation>Idadi ileile ya kete katika kila shimo.</translation>
    </message>
    <message>
        <source>Custom</source>
        <extracomment>Layout name: drawn in the layout editor</extracomment>
        <translation>Maalum</translation>
    </message>
    <message>
        <source>Set the seeds hole by hole in the layout editor.</source>
        <extracomment>What the custom layout is</extracomment>
        <translation>Weka kete shimo kwa shimo katika kihariri cha mpangilio.</translation>
    </message>
    <message>
        <source>Six holes</source>
        <extracomment>Walda holes (Q6): the six eligible holes</extracomment>
        <translation>Mashimo sita</translation>
    </message>
    <message>
        <source>Four corners</source>
        <extracomment>Walda holes (Q6): the four corner holes only</extracomment>
        <translation>Pembe nne</translation>
    </message>
    <message>
        <source>What your last seed does in an empty house of your own.</source>
        <extracomment>What the empty-capture house rule is about (K4, K7); each value has its own sentence</extracomment>
        <translation>Kile kete yako ya mwisho inafanya katika shimo lako tupu.</translation>
    </message>
    <message>
        <source>The game is stopped after this many full moves in which nothing is captured and no hole changes owner (0: no limit).</source>
        <extracomment>What the quiet-limit house rule changes (G2)</extracomment>
        <translation>Mchezo unasimamishwa baada ya hatua kamili hizi ambazo hakuna kinachotekwa na hakuna shimo linalobadilisha mmiliki (0: bila kikomo).</translation>
    </message>
    <message>
        <source>At the quiet move limit</source>
        <extracomment>House rule title (G2 quiet-end): how a game stopped by the quiet move limit ends</extracomment>
        <translation>Kwenye kikomo cha hatua tulivu</translation>
    </message>
    <message>
        <source>How a game stopped by the quiet move limit ends.</source>
        <extracomment>What the quiet-end house rule is about (G2); each value has its own sentence</extracomment>
        <translation>Jinsi mchezo uliosimamishwa na kikomo cha hatua tulivu unavyoisha.</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>Empty capture (K7) off: K4 alone</extracomment>
        <translation>Imezimwa</translation>
    </message>
    <message>
        <source>Also alone</source>
        <extracomment>Empty capture (K7) on: the last seed is captured alone too</extracomment>
        <translation>Pia peke yake</translation>
    </message>
    <message>
        <source>Last seed only</source>
        <extracomment>Empty capture (K7) last-seed: only the last seed goes to the store</extracomment>
        <translation>Kete ya mwisho tu</translation>
    </message>
    <message>
        <source>Scored</source>
        <extracomment>At the quiet move limit (G2): the stopped game is scored</extracomment>
        <translation>Imehesabiwa</translation>
    </message>
    <message>
        <source>Drawn</source>
        <extracomment>At the quiet move limit (G2): the stopped game is drawn</extracomment>
        <translation>Sare</translation>
    </message>
    <message>
        <source>It captures only when the house opposite holds seeds: that seed and the seeds opposite go to your store.</source>
        <extracomment>Empty capture (K7) off: what it means (K4)</extracomment>
        <translation>Inateka tu pale shimo la upande wa pili lina kete: kete hiyo na kete za upande wa pili zinakwenda ghala lako.</translation>
    </message>
    <message>
        <source>Also when the house opposite is empty: then the last seed alone goes to your store. The reading of the published Kalah solutions.</source>
        <extracomment>Empty capture (K7) on: what it means; the reading of the published Kalah solutions</extracomment>
        <translation>Pia pale shimo la upande wa pili ni tupu: kisha kete ya mwisho peke yake inakwenda ghala lako. Jinsi suluhisho za Kalah zilizochapishwa zinavyosoma kanuni.</translation>
    </message>
    <message>
        <source>The last seed alone goes to your store and the seeds opposite stay, whatever the house opposite holds. The source&apos;s own words.</source>
        <extracomment>Empty capture (K7) last-seed: what it means; the source&apos;s own words</extracomment>
        <translation>Kete ya mwisho peke yake inakwenda ghala lako na kete za upande wa pili zinabaki, vyovyote shimo la upande wa pili lilivyo. Maneno ya chanzo chenyewe.</translation>
    </message>
    <message>
        <source>The stopped game is scored like a finished one: the seeds still in play count for no one.</source>
        <extracomment>At the quiet move limit (G2) score: what it means</extracomment>
        <translation>Mchezo uliosimamishwa unahesabiwa kama uliomalizika: kete zilizobaki mchezoni hazihesabiwi kwa yeyote.</translation>
    </message>
    <message>
        <source>The stopped game is drawn, whatever the counts.</source>
        <extracomment>At the quiet move limit (G2) draw: what it means</extracomment>
        <translation>Mchezo uliosimamishwa ni sare, bila kujali hesabu.</translation>
    </message>
    <message>
        <source>The round ends after this many full moves in which nothing is captured and no hole changes owner: each player takes the seeds in their own holes and the next round is dealt (0: no limit).</source>
        <extracomment>What the quiet-limit house rule changes in Qelat Keren and Mewelad, games of rounds (G2)</extracomment>
        <translation>Raundi inaisha baada ya hatua kamili hizi ambazo hakuna kinachotekwa wala shimo kubadilisha mmiliki: kila mchezaji anachukua kete za mashimo yake na raundi inayofuata inagawanywa (0: hakuna kikomo).</translation>
    </message>
</context>
<context>
    <name>mancala::whyIllegal</name>
    <message>
        <source>The game is over.</source>
        <translation>Mchezo umekwisha.</translation>
    </message>
    <message>
        <source>That sowing would go round for more than 1,000 laps (G1).</source>
        <translation>Upandaji huo ungezunguka zaidi ya mizunguko 1,000 (G1).</translation>
    </message>
    <message>
        <source>Sides can be swapped only as North&apos;s first decision (K9).</source>
        <translation>Pande zinaweza kubadilishwa tu kama uamuzi wa kwanza wa Kaskazini (K9).</translation>
    </message>
    <message>
        <source>The pie rule is off (K9).</source>
        <translation>Kanuni ya kubadilishana imezimwa (K9).</translation>
    </message>
    <message>
        <source>In Kalah a turn is the sowing of one house (K2).</source>
        <translation>Katika Kalah zamu ni kupanda shimo moja (K2).</translation>
    </message>
    <message>
        <source>There is no such house (K1).</source>
        <translation>Hakuna shimo kama hilo (K1).</translation>
    </message>
    <message>
        <source>You may only sow from your own houses (K2).</source>
        <translation>Unaweza kupanda tu kutoka mashimo yako mwenyewe (K2).</translation>
    </message>
    <message>
        <source>That house is empty (K2).</source>
        <translation>Shimo hilo ni tupu (K2).</translation>
    </message>
    <message>
        <source>You may pass only when you cannot sow (Q8).</source>
        <translation>Unaweza kupita tu usipoweza kupanda (Q8).</translation>
    </message>
    <message>
        <source>In Qelat a turn is the sowing of one hole (Q2).</source>
        <translation>Katika Qelat zamu ni kupanda shimo moja (Q2).</translation>
    </message>
    <message>
        <source>There is no such hole (Q1).</source>
        <translation>Hakuna shimo kama hilo (Q1).</translation>
    </message>
    <message>
        <source>You may only sow from your own row (Q2).</source>
        <translation>Unaweza kupanda tu kutoka safu yako mwenyewe (Q2).</translation>
    </message>
    <message>
        <source>Waldas cannot be sown (Q2).</source>
        <translation>Walda haziwezi kupandwa (Q2).</translation>
    </message>
    <message>
        <source>That hole is empty (Q2).</source>
        <translation>Shimo hilo ni tupu (Q2).</translation>
    </message>
    <message>
        <source>That single seed has just come across the end of the board and may not be sown straight back on this move (Q10).</source>
        <translation>Kete hiyo moja imetoka tu kuvuka mwisho wa ubao na haiwezi kupandwa kurudi moja kwa moja katika hatua hii (Q10).</translation>
    </message>
    <message>
        <source>After eating you continue from one of your holes (M5).</source>
        <translation>Baada ya kula unaendelea kutoka mojawapo ya mashimo yako (M5).</translation>
    </message>
    <message>
        <source>You can move, so you cannot pass (M7).</source>
        <translation>Unaweza kucheza, kwa hiyo huwezi kupita (M7).</translation>
    </message>
    <message>
        <source>After eating, choose one of your holes to continue from (M5).</source>
        <translation>Baada ya kula, chagua mojawapo ya mashimo yako uendelee kutoka hapo (M5).</translation>
    </message>
    <message>
        <source>A turn is the sowing of one of your holes (M2).</source>
        <translation>Zamu ni kupanda mojawapo ya mashimo yako (M2).</translation>
    </message>
    <message>
        <source>There is no such hole (M1).</source>
        <translation>Hakuna shimo kama hilo (M1).</translation>
    </message>
    <message>
        <source>An ekwarna cannot be sown, not even by its captor (M2).</source>
        <translation>Ekwarna haiwezi kupandwa, hata na aliyeiteka (M2).</translation>
    </message>
    <message>
        <source>That hole is your opponent&apos;s ekwarna now (M2).</source>
        <translation>Shimo hilo sasa ni ekwarna ya mpinzani wako (M2).</translation>
    </message>
    <message>
        <source>You may only sow from the holes you own (M2).</source>
        <translation>Unaweza kupanda tu kutoka mashimo unayomiliki (M2).</translation>
    </message>
    <message>
        <source>That hole is empty (M2).</source>
        <translation>Shimo hilo ni tupu (M2).</translation>
    </message>
    <message>
        <source>You may pass only when taking and leaving the four both make the sowing go round for ever (G1).</source>
        <translation>Unaweza kupita tu ikiwa kuchukua na kuacha nne kwa pamoja kunafanya upandaji uzunguke bila mwisho (G1).</translation>
    </message>
    <message>
        <source>A four is on offer: take it or leave it (W4).</source>
        <translation>Nne zinatolewa: zichukue au ziache (W4).</translation>
    </message>
    <message>
        <source>There is no four on offer (W4).</source>
        <translation>Hakuna nne zinazotolewa (W4).</translation>
    </message>
    <message>
        <source>Fours are captured at once: claimed captures are off (W4).</source>
        <translation>Nne hutekwa mara moja: kuteka kwa kudai kumezimwa (W4).</translation>
    </message>
    <message>
        <source>You may pass only when every sowing you have goes round for ever (G1).</source>
        <translation>Unaweza kupita tu ikiwa kila upandaji ulio nao unazunguka bila mwisho (G1).</translation>
    </message>
    <message>
        <source>In the race each player chooses a hole to sow (W2).</source>
        <translation>Katika mbio kila mchezaji huchagua shimo la kupanda (W2).</translation>
    </message>
    <message>
        <source>A turn in Mewelad is the sowing of one hole (W1).</source>
        <translation>Zamu katika Mewelad ni kupanda shimo moja (W1).</translation>
    </message>
    <message>
        <source>There is no such hole (W1).</source>
        <translation>Hakuna shimo kama hilo (W1).</translation>
    </message>
    <message>
        <source>You may only sow from a hole you own (W1).</source>
        <translation>Unaweza kupanda tu kutoka shimo unalomiliki (W1).</translation>
    </message>
    <message>
        <source>You may only sow from a hole you own (W2).</source>
        <translation>Unaweza kupanda tu kutoka shimo unalomiliki (W2).</translation>
    </message>
    <message>
        <source>That hole is empty (W1).</source>
        <translation>Shimo hilo ni tupu (W1).</translation>
    </message>
    <message>
        <source>The special move can only place seeds in your own holes (E8).</source>
        <translation>Hatua maalum inaweza kuweka kete katika mashimo yako mwenyewe tu (E8).</translation>
    </message>
    <message>
        <source>Seeds in a bull cannot be moved (E4, E8).</source>
        <translation>Kete za fahali haziwezi kuhamishwa (E4, E8).</translation>
    </message>
    <message>
        <source>The special move takes the seeds of two holes only (E8).</source>
        <translation>Hatua maalum inachukua kete za mashimo mawili tu (E8).</translation>
    </message>
    <message>
        <source>The special move must change your row (E8).</source>
        <translation>Hatua maalum lazima ibadilishe safu yako (E8).</translation>
    </message>
    <message>
        <source>There is no such hole on this board (E10).</source>
        <translation>Hakuna shimo kama hilo kwenye ubao huu (E10).</translation>
    </message>
    <message>
        <source>You may only sow from your own row (E2).</source>
        <translation>Unaweza kupanda tu kutoka safu yako mwenyewe (E2).</translation>
    </message>
    <message>
        <source>You may only sow from your own row (E3).</source>
        <translation>Unaweza kupanda tu kutoka safu yako mwenyewe (E3).</translation>
    </message>
    <message>
        <source>A bull cannot be sown (E3).</source>
        <translation>Fahali hawezi kupandwa (E3).</translation>
    </message>
    <message>
        <source>That hole is empty (E2).</source>
        <translation>Shimo hilo ni tupu (E2).</translation>
    </message>
    <message>
        <source>That hole is empty (E3).</source>
        <translation>Shimo hilo ni tupu (E3).</translation>
    </message>
    <message>
        <source>The game starts with a race: choose a hole to race from (E2).</source>
        <translation>Mchezo unaanza kwa mbio: chagua shimo la kuanzia mbio (E2).</translation>
    </message>
    <message>
        <source>You may end the move only when both directions would go round for more than 1,000 laps (G1).</source>
        <translation>Unaweza kumaliza hatua tu ikiwa mielekeo yote miwili ingezunguka zaidi ya mizunguko 1,000 (G1).</translation>
    </message>
    <message>
        <source>Choose the direction of the remaining laps first (E7).</source>
        <translation>Chagua kwanza mwelekeo wa mizunguko iliyobaki (E7).</translation>
    </message>
    <message>
        <source>The special move is off in this game (E8).</source>
        <translation>Hatua maalum imezimwa katika mchezo huu (E8).</translation>
    </message>
    <message>
        <source>The special move can be made only once a game (E8).</source>
        <translation>Hatua maalum inaweza kufanywa mara moja tu kwa mchezo (E8).</translation>
    </message>
    <message>
        <source>You may pass only when every sowing would go round for more than 1,000 laps (G1).</source>
        <translation>Unaweza kupita tu ikiwa kila upandaji ungezunguka zaidi ya mizunguko 1,000 (G1).</translation>
    </message>
    <message>
        <source>In Enkeshui a turn is the sowing of one hole (E3).</source>
        <translation>Katika Enkeshui zamu ni kupanda shimo moja (E3).</translation>
    </message>
    <message>
        <source>The special move must keep the seeds of your row: %1, not %2 (E8).</source>
        <extracomment>E8 (Enkeshui special move); %1 the seeds of the row before, %2 after the rearranging</extracomment>
        <translation>Hatua maalum lazima ihifadhi kete za safu yako: %1, si %2 (E8).</translation>
    </message>
    <message>
        <source>A direction is chosen only after a first lap round the opponent&apos;s row, when the sowing goes on (E7).</source>
        <translation>Mwelekeo huchaguliwa tu baada ya mzunguko wa kwanza kuzunguka safu ya mpinzani, upandaji unapoendelea (E7).</translation>
    </message>
</context>
</TS>
