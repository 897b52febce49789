<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="am_ET">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Mancala</source>
        <extracomment>Title of the About dialog</extracomment>
        <translation>ስለ Mancala</translation>
    </message>
    <message>
        <source>Sowing games of East Africa and Kalah: Qelat, Mewelad (Gabata), Enkeshui and Kalah, with teaching mode and lessons.</source>
        <extracomment>About dialog: what the game is</extracomment>
        <translation>የምሥራቅ አፍሪካ የዘር ጨዋታዎች እና ካላህ፦ ቀላት፣ መወላድ (ገበጣ)፣ እንከሹይ እና ካላህ፣ ከማስተማሪያ ሁኔታ እና ከትምህርቶች ጋር።</translation>
    </message>
    <message>
        <source>Version %1 (Qt %2)</source>
        <extracomment>About dialog: %1 the version of the game, %2 the version of Qt</extracomment>
        <translation>ስሪት %1 (Qt %2)</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (%1): you may share and change it. &lt;a href=&quot;%2&quot;&gt;The licence&lt;/a&gt;</source>
        <extracomment>About dialog: %1 the SPDX licence expression, %2 the licence&apos;s address</extracomment>
        <translation>በGNU General Public License ስሪት 3 ወይም ከዚያ በኋላ ባለ ማንኛውም ስሪት (%1) ስር ያለ ነጻ ሶፍትዌር፦ ማጋራትና መቀየር ይችላሉ። &lt;a href=&quot;%2&quot;&gt;ፈቃዱ&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Sources of the rules</source>
        <extracomment>About dialog: heading of the sources of the rules</extracomment>
        <translation>የህጎቹ ምንጮች</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the dialog</extracomment>
        <translation>ዝጋ</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <source>%n seed(s) ahead</source>
        <extracomment>A search value for the player to decide: &quot;3 seeds ahead&quot;</extracomment>
        <translation>
            <numerusform>በ%n ጠጠር ቀድሞ</numerusform>
            <numerusform>በ%n ጠጠሮች ቀድሞ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s) ahead</source>
        <extracomment>A search value that is an expectation (lots), rounded to whole seeds: &quot;about 12 seeds ahead&quot;</extracomment>
        <translation>
            <numerusform>በግምት በ%n ጠጠር ቀድሞ</numerusform>
            <numerusform>በግምት በ%n ጠጠሮች ቀድሞ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) behind</source>
        <extracomment>A search value for the player to decide: &quot;3 seeds behind&quot;</extracomment>
        <translation>
            <numerusform>በ%n ጠጠር ወደኋላ</numerusform>
            <numerusform>በ%n ጠጠሮች ወደኋላ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s) behind</source>
        <extracomment>A search value that is an expectation (lots), rounded to whole seeds: &quot;about 12 seeds behind&quot;</extracomment>
        <translation>
            <numerusform>በግምት በ%n ጠጠር ወደኋላ</numerusform>
            <numerusform>በግምት በ%n ጠጠሮች ወደኋላ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s)</source>
        <extracomment>Seeds of value a decision loses: &quot;8 seeds&quot; (lost)</extracomment>
        <translation>
            <numerusform>%n ጠጠር</numerusform>
            <numerusform>%n ጠጠሮች</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s)</source>
        <extracomment>Seeds of value a decision loses by an expectation (lots), rounded: &quot;about 3 seeds&quot; (lost)</extracomment>
        <translation>
            <numerusform>ወደ %n ጠጠር</numerusform>
            <numerusform>ወደ %n ጠጠሮች</numerusform>
        </translation>
    </message>
    <message>
        <source>exact %1</source>
        <extracomment>A value proven to the end of the game (Kalah&apos;s solver): &quot;exact +8&quot; (seeds, for the side to move)</extracomment>
        <translation>ትክክለኛ %1</translation>
    </message>
    <message>
        <source>%1 (exact)</source>
        <extracomment>A value in words proven to the end of the game: &quot;3 seeds ahead (exact)&quot;</extracomment>
        <translation>%1 (ትክክለኛ)</translation>
    </message>
    <message>
        <source>level, as many seeds as the other side</source>
        <extracomment>A search value of zero: with best play the game ends level</extracomment>
        <translation>እኩል፣ እንደ ሌላው ወገን ያህል ጠጠር</translation>
    </message>
    <message>
        <source>%1 seeds</source>
        <extracomment>Seeds of value lost, not a whole number: &quot;2.3 seeds&quot;</extracomment>
        <translation>%1 ጠጠሮች</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <extracomment>Heading of the analysis panel</extracomment>
        <translation>ትንተና</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>በማሰብ ላይ…</translation>
    </message>
    <message>
        <source>No decision to analyse.</source>
        <extracomment>The analysis panel when the game is over</extracomment>
        <translation>የሚተነተን ውሳኔ የለም።</translation>
    </message>
    <message>
        <source>exact</source>
        <extracomment>Depth of a value in the analysis; an exact value is marked &quot;exact&quot; (=)</extracomment>
        <translation>ትክክለኛ</translation>
    </message>
    <message>
        <source>The value is exact: the game is searched to its end.</source>
        <translation>እሴቱ ትክክለኛ ነው፦ ጨዋታው እስከ መጨረሻው ተፈልጓል።</translation>
    </message>
    <message numerus="yes">
        <source>Searched %n decision(s) deep.</source>
        <translation>
            <numerusform>%n ውሳኔ ጥልቀት ተፈልጓል።</numerusform>
            <numerusform>%n ውሳኔዎች ጥልቀት ተፈልጓል።</numerusform>
        </translation>
    </message>
    <message>
        <source>all exact</source>
        <extracomment>Every value of the analysis is exact (proved to the end of the game): no depth to show</extracomment>
        <translation>ሁሉም ትክክለኛ</translation>
    </message>
    <message>
        <source>exact %1/%2…</source>
        <extracomment>Kalah: the solver proves the values beside the search; %1 of the %2 decisions done</extracomment>
        <translation>ትክክለኛ %1/%2…</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>Stops the analysis (it deepens until stopped)</extracomment>
        <translation>አቁም</translation>
    </message>
    <message>
        <source>Go</source>
        <extracomment>Starts the stopped analysis again</extracomment>
        <translation>ቀጥል</translation>
    </message>
    <message>
        <source>depth %1 · %2 nodes · %3</source>
        <extracomment>The analysis: %1 the depth reached, %2 positions searched (&quot;12.3 M&quot;), %3 the time (m:ss)</extracomment>
        <translation>ጥልቀት %1 · %2 ኖዶች · %3</translation>
    </message>
    <message>
        <source>Stopped: Go analyses the position on the board.</source>
        <extracomment>The analysis panel, stopped, on a position it has not analysed</extracomment>
        <translation>ቆሟል፦ «ቀጥል» በሰሌዳው ላይ ያለውን ሁኔታ ይተነትናል።</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Board</source>
        <extracomment>Screen reader name of the board before a hole has the keyboard focus</extracomment>
        <translation>ሰሌዳ</translation>
    </message>
    <message>
        <source>Left and Right move between the holes you may sow; Enter or Space sows the hole; a hole&apos;s letter sows it at once.</source>
        <extracomment>Screen reader hint on the board</extracomment>
        <translation>ግራ እና ቀኝ መዝራት በሚችሉባቸው ጉድጓዶች መካከል ያንቀሳቅሳሉ፤ Enter ወይም Space ጉድጓዱን ይዘራል፤ የጉድጓድ ፊደል ወዲያውኑ ይዘራዋል።</translation>
    </message>
    <message>
        <source>%1&apos;s tally</source>
        <translation>የ%1 ክምችት</translation>
    </message>
    <message>
        <source>A rim marked %2 is a hole of %1&apos;s</source>
        <extracomment>Screen reader: the board&apos;s legend of hole owners; %1 the player, %2 the colour&apos;s letter (S or N)</extracomment>
        <translation>%2 ምልክት ያለው ጠርዝ የ%1 ጉድጓድ ነው</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>The owner&apos;s letter in the board&apos;s legend of hole owners: S for South</extracomment>
        <translation>ደ</translation>
    </message>
    <message>
        <source>N</source>
        <translation>ሰ</translation>
    </message>
    <message>
        <source>%1&apos;s holes</source>
        <extracomment>The board&apos;s legend of hole owners, beside a rim in a player&apos;s colour: %1 the player</extracomment>
        <translation>የ%1 ጉድጓዶች</translation>
    </message>
    <message>
        <source>Play from this position?</source>
        <extracomment>Title of the question before a move played in an earlier position replaces the moves after it</extracomment>
        <translation>ከዚህ አቀማመጥ ይጫወታሉ?</translation>
    </message>
    <message>
        <source>Play from here</source>
        <extracomment>Plays the move, replacing the moves after it</extracomment>
        <translation>ከዚህ ተጫወት</translation>
    </message>
    <message numerus="yes">
        <source>The %n move(s) after this position leave the board for this one; the game record keeps them (Game ▸ Notes and variations).</source>
        <extracomment>%n the moves after the position on show</extracomment>
        <translation>
            <numerusform>ከዚህ አቀማመጥ በኋላ ያለው %n እንቅስቃሴ ለዚህ ቦታ ይለቃል፤ የጨዋታው መዝገብ ይይዘዋል (ጨዋታ ▸ ማስታወሻዎችና አማራጭ መስመሮች)።</numerusform>
            <numerusform>ከዚህ አቀማመጥ በኋላ ያሉት %n እንቅስቃሴዎች ለዚህ ቦታ ይለቃሉ፤ የጨዋታው መዝገብ ይይዛቸዋል (ጨዋታ ▸ ማስታወሻዎችና አማራጭ መስመሮች)።</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message>
        <source>South</source>
        <extracomment>A side on a picture of the board</extracomment>
        <translation>ደቡብ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>ሰሜን</translation>
    </message>
    <message>
        <source>%1&apos;s tally</source>
        <extracomment>The seeds a player has taken, on a picture of the board: %1 the player&apos;s name</extracomment>
        <translation>የ%1 ክምችት</translation>
    </message>
    <message>
        <source>walda</source>
        <extracomment>Mark on a hole: a walda (Qelat, Q5)</extracomment>
        <translation>ዋልዳ</translation>
    </message>
    <message>
        <source>ekwarna</source>
        <extracomment>Mark on a hole: an ekwarna (Qelat of Keren, M3)</extracomment>
        <translation>እኳርና</translation>
    </message>
    <message>
        <source>bull</source>
        <extracomment>Mark on a hole: a bull (Enkeshui, E4)</extracomment>
        <translation>ኮርማ</translation>
    </message>
    <message>
        <source>Jen</source>
        <extracomment>Mark on a hole: a Jen (Mewelad, W4)</extracomment>
        <translation>ጀን</translation>
    </message>
    <message>
        <source>left</source>
        <extracomment>Mark on a hole: a four that was left (Mewelad, W4)</extracomment>
        <translation>የተተወ</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>The owner&apos;s letter on a mark badge: S for South, N for North</extracomment>
        <translation>ደ</translation>
    </message>
    <message>
        <source>N</source>
        <translation>ሰ</translation>
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
            <numerusform>%n በእጅ</numerusform>
            <numerusform>%n በእጅ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>Class · teacher</source>
        <extracomment>Heading of the panel of a class across computers, the teacher&apos;s side</extracomment>
        <translation>ክፍል · መምህር</translation>
    </message>
    <message>
        <source>Class · pupil</source>
        <extracomment>Heading of the panel of a class across computers, a pupil&apos;s side</extracomment>
        <translation>ክፍል · ተማሪ</translation>
    </message>
    <message>
        <source>Address: %1 · Port: %2 · Join code: %3</source>
        <extracomment>A class across computers, the teacher: what the pupils type to join</extracomment>
        <translation>አድራሻ፦ %1 · ፖርት፦ %2 · የመቀላቀያ ኮድ፦ %3</translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>A class across computers: the pupil has not answered yet</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <source>keeps the value</source>
        <extracomment>A class across computers: the pupil&apos;s answer keeps the position&apos;s value</extracomment>
        <translation>ዋጋውን ይጠብቃል</translation>
    </message>
    <message>
        <source>gives some away</source>
        <extracomment>A class across computers: the pupil&apos;s answer gives seeds away</extracomment>
        <translation>የተወሰነ ያጣል</translation>
    </message>
    <message>
        <source>judging…</source>
        <extracomment>A class across computers: the answer is being judged</extracomment>
        <translation>እየተገመገመ…</translation>
    </message>
    <message>
        <source>Show</source>
        <extracomment>A class across computers: show this pupil&apos;s answer on every board</extracomment>
        <translation>አሳይ</translation>
    </message>
    <message>
        <source>Send this position</source>
        <extracomment>A class across computers: the board&apos;s position to every pupil, to find the best move</extracomment>
        <translation>ይህን አቀማመጥ ላክ</translation>
    </message>
    <message>
        <source>Send a puzzle</source>
        <extracomment>A class across computers: the puzzle chosen in the list (the next one unless another is picked) to every pupil</extracomment>
        <translation>እንቆቅልሽ ላክ</translation>
    </message>
    <message>
        <source>End the exercise</source>
        <extracomment>A class across computers: every pupil follows the teacher&apos;s board again</extracomment>
        <translation>ልምምዱን ጨርስ</translation>
    </message>
    <message>
        <source>End the class</source>
        <extracomment>A class across computers: the teacher ends the class</extracomment>
        <translation>ክፍሉን ጨርስ</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <extracomment>A class across computers: a pupil leaves the class</extracomment>
        <translation>ክፍሉን ልቀቅ</translation>
    </message>
    <message>
        <source>Puzzle to send</source>
        <extracomment>A class across computers: the list of the puzzles of the rule set, to pick one to send</extracomment>
        <translation>የሚላክ እንቆቅልሽ</translation>
    </message>
    <message>
        <source>Lesson to send</source>
        <extracomment>A class across computers: the list of the lessons of the rule set, to pick one to send</extracomment>
        <translation>የሚላክ ትምህርት</translation>
    </message>
    <message>
        <source>Send a lesson</source>
        <extracomment>A class across computers: the lesson chosen in the list (its position and text) to every pupil</extracomment>
        <translation>ትምህርት ላክ</translation>
    </message>
    <message>
        <source>Leave the class to have your own game back on the board.</source>
        <extracomment>A class across computers, a pupil, once the class is over: what the button under it does</extracomment>
        <translation>የራስህን ጨዋታ በሰሌዳው ላይ መልሰህ ለማግኘት ክፍሉን ልቀቅ።</translation>
    </message>
    <message>
        <source>This board takes no move during a lesson: where the text asks for a move, think which one; your teacher shows it.</source>
        <extracomment>A class across computers, a pupil, under a lesson&apos;s text: the board shows the lesson&apos;s position and takes no move</extracomment>
        <translation>በትምህርት ጊዜ ይህ ሰሌዳ እንቅስቃሴ አይቀበልም፦ ጽሑፉ እንቅስቃሴ በሚጠይቅበት ቦታ የትኛው እንደሆነ አስብ፤ መምህርህ ያሳየዋል።</translation>
    </message>
</context>
<context>
    <name>ComputerTools</name>
    <message>
        <source>Hint</source>
        <extracomment>Shows the move the strongest level would play (key H)</extracomment>
        <translation>ፍንጭ</translation>
    </message>
    <message>
        <source>The move the strongest level would play (H)</source>
        <extracomment>Tool tip of the Hint button</extracomment>
        <translation>በጣም ጠንካራው ደረጃ የሚጫወተው እንቅስቃሴ (H)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Opens the panel with the values of every legal decision</extracomment>
        <translation>ትንተና</translation>
    </message>
    <message>
        <source>Stop review</source>
        <extracomment>The review of the game is running; pressing the button stops it</extracomment>
        <translation>ግምገማውን አቁም</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>Marks the decisions of the game that lose value</extracomment>
        <translation>ግምገማ</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>ፍንጭ በመፈለግ ላይ…</translation>
    </message>
    <message>
        <source>Reviewing %1 of %2…</source>
        <extracomment>Progress of the review: %1 decisions reviewed of %2</extracomment>
        <translation>ከ%2 %1 በመገምገም ላይ…</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) marked</source>
        <extracomment>After a review: how many decisions lost value</extracomment>
        <translation>
            <numerusform>%n ውሳኔ ምልክት ተደርጎበታል</numerusform>
            <numerusform>%n ውሳኔዎች ምልክት ተደርጎባቸዋል</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <extracomment>Goes on with the computers&apos; demonstration game</extracomment>
        <translation>ቀጥል</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>Pauses the computers&apos; demonstration game</extracomment>
        <translation>ለአፍታ አቁም</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>Plays the next decision of the paused demonstration</extracomment>
        <translation>አንድ እርምጃ</translation>
    </message>
    <message>
        <source>Take over</source>
        <extracomment>The player takes the side to move from the computer</extracomment>
        <translation>ተረከብ</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Cancel</source>
        <extracomment>Closes a question without doing anything</extracomment>
        <translation>ሰርዝ</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Skip</source>
        <extracomment>Jumps to the end of the sowing animation</extracomment>
        <translation>ዝለል</translation>
    </message>
    <message>
        <source>↺ Counter-clockwise</source>
        <extracomment>Counter-clockwise sowing (E7)</extracomment>
        <translation>↺ ከሰዓት አቅጣጫ በተቃራኒ</translation>
    </message>
    <message>
        <source>↻ Clockwise</source>
        <extracomment>Clockwise sowing (E7)</extracomment>
        <translation>↻ በሰዓት አቅጣጫ</translation>
    </message>
    <message>
        <source>Take</source>
        <extracomment>Take the capture on offer (W4)</extracomment>
        <translation>ውሰድ</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Leave the capture on offer (W4)</extracomment>
        <translation>ተው</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>The player has no legal move and passes the turn</extracomment>
        <translation>እለፍ</translation>
    </message>
    <message>
        <source>Swap sides</source>
        <extracomment>The pie rule (K9): North takes over South&apos;s position</extracomment>
        <translation>ጎን ቀያይር</translation>
    </message>
    <message>
        <source>Special move…</source>
        <extracomment>Enkeshui special move (E8): place the seeds of two holes freely</extracomment>
        <translation>ልዩ እንቅስቃሴ…</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <extracomment>A mark under the board while Read aloud (View menu) is on</extracomment>
        <translation>ጮክ ብለህ አንብብ</translation>
    </message>
</context>
<context>
    <name>DistributePanel</name>
    <message>
        <source>Special move</source>
        <extracomment>Title of the special move dialog (E8)</extracomment>
        <translation>ልዩ እንቅስቃሴ</translation>
    </message>
    <message>
        <source>Take all the seeds of two of your holes and place them as you like in your holes (bulls excepted). Seeds still to place: %1</source>
        <extracomment>Explains the special move (E8)</extracomment>
        <translation>የሁለት ጉድጓዶችዎን ጠጠሮች በሙሉ ወስደው እንደፈለጉ በጉድጓዶችዎ ውስጥ ያስቀምጡ (ከኮርማዎች በስተቀር)። ገና የሚቀመጡ ጠጠሮች፦ %1</translation>
    </message>
</context>
<context>
    <name>EditorHole</name>
    <message numerus="yes">
        <source>Hole %1, %n seed(s)</source>
        <extracomment>Screen reader text of a hole in the layout editor</extracomment>
        <translation>
            <numerusform>ጉድጓድ %1፣ %n ጠጠር</numerusform>
            <numerusform>ጉድጓድ %1፣ %n ጠጠሮች</numerusform>
        </translation>
    </message>
    <message>
        <source>Seeds in hole %1</source>
        <extracomment>Screen reader name of the count field of a hole in the layout editor</extracomment>
        <translation>በጉድጓድ %1 ያሉ ጠጠሮች</translation>
    </message>
</context>
<context>
    <name>EvaluationChart</name>
    <message>
        <source>Evaluation graph: the value after each decision, for South</source>
        <extracomment>The evaluation graph&apos;s accessible name</extracomment>
        <translation>የግምገማ ግራፍ፦ ከእያንዳንዱ ውሳኔ በኋላ ያለው ዋጋ፣ ለደቡብ</translation>
    </message>
    <message>
        <source>Value for South, in seeds (±%1)</source>
        <extracomment>Caption of the evaluation graph (values in seeds from South&apos;s view)</extracomment>
        <translation>ዋጋ ለደቡብ፣ በጠጠር (±%1)</translation>
    </message>
    <message>
        <source>Decision %1: no value</source>
        <extracomment>The evaluation graph&apos;s tool tip on a decision without a value: %1 its number</extracomment>
        <translation>ውሳኔ %1፦ ዋጋ የለም</translation>
    </message>
    <message>
        <source>Decision %1: %2 for South</source>
        <extracomment>The evaluation graph&apos;s tool tip: %1 the decision&apos;s number, %2 the value after it for South (&quot;+2.3&quot;, &quot;exact -8&quot;)</extracomment>
        <translation>ውሳኔ %1፦ %2 ለደቡብ</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>A draw</source>
        <extracomment>The game ended with equal scores</extracomment>
        <translation>አቻ</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>%1 is the winner&apos;s name</extracomment>
        <translation>%1 አሸነፈ!</translation>
    </message>
    <message>
        <source>%1 %2 – %3 %4</source>
        <extracomment>Final score: South&apos;s name, South&apos;s seeds, North&apos;s seeds, North&apos;s name</extracomment>
        <translation>%1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <extracomment>Closes the panel to look at the final board</extracomment>
        <translation>ሰሌዳውን ተመልከት</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>Starts a new game with the same rules</extracomment>
        <translation>እንደገና ተጫወት</translation>
    </message>
    <message>
        <source>South (%1)</source>
        <extracomment>The winner when both players have the same name; %1 the name</extracomment>
        <translation>ደቡብ (%1)</translation>
    </message>
    <message>
        <source>North (%1)</source>
        <extracomment>The winner when both players have the same name; %1 the name</extracomment>
        <translation>ሰሜን (%1)</translation>
    </message>
</context>
<context>
    <name>GameSheet</name>
    <message>
        <source>South</source>
        <extracomment>A side on the printed game sheet</extracomment>
        <translation>ደቡብ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>ሰሜን</translation>
    </message>
    <message>
        <source>A game of %1</source>
        <extracomment>Title of a printed game with no event: %1 the rule set</extracomment>
        <translation>የ%1 ጨዋታ</translation>
    </message>
    <message>
        <source>Rule set: %1, %2 holes a row</source>
        <extracomment>Game sheet: %1 the rule set, %2 holes per row</extracomment>
        <translation>ህጎች፦ %1፣ በእያንዳንዱ ረድፍ %2 ጉድጓዶች</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <extracomment>Game sheet: the date of the game as the record writes it (2026.11.20)</extracomment>
        <translation>ቀን፦ %1</translation>
    </message>
    <message>
        <source>Site: %1</source>
        <extracomment>Game sheet: where the game was played</extracomment>
        <translation>ቦታ፦ %1</translation>
    </message>
    <message>
        <source>Round: %1</source>
        <extracomment>Game sheet: the round of a tournament</extracomment>
        <translation>ዙር፦ %1</translation>
    </message>
    <message>
        <source>The end: %1 %2, %3 %4</source>
        <extracomment>Game sheet: under the last diagram, the final score: %1 South&apos;s name, %2 their seeds, %3 North&apos;s name, %4 theirs</extracomment>
        <translation>መጨረሻ፦ %1 %2፣ %3 %4</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>Game sheet: under a diagram, whose decision it is (%1 a name)</extracomment>
        <translation>የ%1 ተራ</translation>
    </message>
    <message>
        <source>Start. %1</source>
        <extracomment>Game sheet: under the first diagram; %1 whose move it is (&quot;South to move&quot;)</extracomment>
        <translation>መነሻ። %1</translation>
    </message>
    <message>
        <source>(Round %1)</source>
        <extracomment>Game sheet: the start of a new round of the game among the moves</extracomment>
        <translation>(ዙር %1)</translation>
    </message>
    <message>
        <source>After %1 (decision %2). %3</source>
        <extracomment>Game sheet: under a diagram: %1 the turn just played (&quot;12. c-f&quot;), %2 the number of decisions so far, %3 whose move it is</extracomment>
        <translation>ከ%1 በኋላ (ውሳኔ %2)። %3</translation>
    </message>
    <message>
        <source>%1 – page %2 of %3</source>
        <extracomment>Game sheet footer: %1 the title, %2 this page, %3 the number of pages</extracomment>
        <translation>%1 – ገጽ %2 ከ%3</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>Game sheet: a house rule that is switched on (&quot;Pie rule: on&quot;)</extracomment>
        <translation>በርቷል</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>Game sheet: a house rule that is switched off (&quot;Racing start: off&quot;)</extracomment>
        <translation>ጠፍቷል</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Game sheet: a house rule and its value (&quot;Seeds per hole: 3&quot;, &quot;Racing start: off&quot;)</extracomment>
        <translation>%1፦ %2</translation>
    </message>
    <message>
        <source>%1 won, %2 seeds to %3.</source>
        <extracomment>Game sheet: the result; %1 the winner&apos;s name, %2 their seeds, %3 the loser&apos;s</extracomment>
        <translation>%1 አሸንፏል፣ %2 ጠጠሮች ለ%3።</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <extracomment>Game sheet: the result; %1 the winner&apos;s name</extracomment>
        <translation>%1 አሸንፏል።</translation>
    </message>
    <message>
        <source>The game was drawn, %1 seeds each.</source>
        <extracomment>Game sheet: the result of a drawn game; %1 the seeds each player has</extracomment>
        <translation>ጨዋታው አቻ ተጠናቋል፣ እያንዳንዳቸው %1 ጠጠሮች።</translation>
    </message>
    <message>
        <source>The game was drawn.</source>
        <extracomment>Game sheet: the result of a drawn game</extracomment>
        <translation>ጨዋታው አቻ ተጠናቋል።</translation>
    </message>
    <message>
        <source>The game is not finished.</source>
        <extracomment>Game sheet: the result of a game still being played</extracomment>
        <translation>ጨዋታው አልተጠናቀቀም።</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <extracomment>Game sheet: the event of a game that has a title of its own</extracomment>
        <translation>ዝግጅት፦ %1</translation>
    </message>
    <message>
        <source>South: %1.</source>
        <extracomment>Game sheet: who played South (a name, or &quot;Computer (level 2, Beginner)&quot;)</extracomment>
        <translation>ደቡብ፦ %1።</translation>
    </message>
    <message>
        <source>North: %1.</source>
        <extracomment>Game sheet: who played North</extracomment>
        <translation>ሰሜን፦ %1።</translation>
    </message>
    <message>
        <source>House rules: %1.</source>
        <extracomment>Game sheet: the house rules that differ from the rule set&apos;s, in words (&quot;Racing start: off; Seeds per hole: 3&quot;)</extracomment>
        <translation>የአማራጭ ህጎች፦ %1።</translation>
    </message>
    <message>
        <source>Value for South, in seeds (±%1)</source>
        <extracomment>Game sheet: above the evaluation graph of a reviewed game (values in seeds from South&apos;s view); %1 the largest value</extracomment>
        <translation>ዋጋ ለደቡብ፣ በጠጠር (±%1)</translation>
    </message>
</context>
<context>
    <name>GameToolBar</name>
    <message>
        <source>New game</source>
        <extracomment>Tool bar: starts a new game (Ctrl+N)</extracomment>
        <translation>አዲስ ጨዋታ</translation>
    </message>
    <message>
        <source>Choose a game and start it (Ctrl+N)</source>
        <extracomment>Tooltip of the new game button</extracomment>
        <translation>ጨዋታ መርጠው ይጀምሩ (Ctrl+N)</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Tool bar: takes back the last decision (Ctrl+Z)</extracomment>
        <translation>ቀልብስ</translation>
    </message>
    <message>
        <source>Take back the last decision (Ctrl+Z)</source>
        <extracomment>Tooltip of the undo button</extracomment>
        <translation>የመጨረሻውን ውሳኔ መልስ (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Tool bar: plays the decision taken back again (Ctrl+Shift+Z)</extracomment>
        <translation>ድገም</translation>
    </message>
    <message>
        <source>Play the decision taken back again (Ctrl+Shift+Z)</source>
        <extracomment>Tooltip of the redo button</extracomment>
        <translation>የተመለሰውን ውሳኔ እንደገና ተጫወት (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Teach</source>
        <extracomment>Tool bar: teaching mode, where a move stops at every seed (Ctrl+T)</extracomment>
        <translation>አስተምር</translation>
    </message>
    <message>
        <source>Teaching mode: step through every move seed by seed (Ctrl+T)</source>
        <extracomment>Tooltip of the teaching mode button</extracomment>
        <translation>የማስተማሪያ ሁኔታ፦ እያንዳንዱን እንቅስቃሴ ጠጠር በጠጠር ይከታተሉ (Ctrl+T)</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <extracomment>Tool bar menu: rules, lessons, shortcuts, about; &amp; marks the Alt key letter</extracomment>
        <translation>&amp;እገዛ</translation>
    </message>
    <message>
        <source>Rules of %1…</source>
        <extracomment>Help menu: opens the rules page of the rule set being played</extracomment>
        <translation>የ%1 ህጎች…</translation>
    </message>
    <message>
        <source>Lessons</source>
        <extracomment>Help menu: the submenu of lessons of the rule set being played</extracomment>
        <translation>ትምህርቶች</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <extracomment>Help menu: the list of every keyboard shortcut</extracomment>
        <translation>የቁልፍ ሰሌዳ አቋራጮች</translation>
    </message>
    <message>
        <source>About Mancala</source>
        <extracomment>Help menu: the version, the licence and the sources of the rules</extracomment>
        <translation>ስለ Mancala</translation>
    </message>
    <message>
        <source>Show rule numbers</source>
        <extracomment>Help menu: for a teacher, the rule ids of the rules pages (K5, Q6) in teaching mode, the lessons and the game&apos;s end</extracomment>
        <translation>የሕግ ቁጥሮችን አሳይ</translation>
    </message>
</context>
<context>
    <name>LayoutEditor</name>
    <message>
        <source>Layout editor</source>
        <extracomment>Title of the layout editor</extracomment>
        <translation>የአቀማመጥ አርታዒ</translation>
    </message>
    <message>
        <source>South %1 · North %2 · total %3 (at most %4)</source>
        <extracomment>Seed totals in the layout editor: %1 South&apos;s row, %2 North&apos;s row, %3 both, %4 the most supported</extracomment>
        <translation>ደቡብ %1 · ሰሜን %2 · ድምር %3 (ቢበዛ %4)</translation>
    </message>
    <message>
        <source>Click or tap a hole to add a seed; right-click or press and hold to take one away; drag from one hole to another to move a seed; or type a count under a hole.</source>
        <extracomment>How to use the layout editor</extracomment>
        <translation>ጠጠር ለመጨመር ጉድጓድን ጠቅ ያድርጉ ወይም ይንኩ፤ አንዱን ለማስወገድ በቀኝ ጠቅ ያድርጉ ወይም ተጭነው ይያዙ፤ ጠጠር ለማዛወር ከአንድ ጉድጓድ ወደ ሌላው ይጎትቱ፤ ወይም ከጉድጓድ በታች ቁጥር ይጻፉ።</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>Label of the row length chooser in the layout editor</extracomment>
        <translation>በአንድ ረድፍ ያሉ ጉድጓዶች</translation>
    </message>
    <message>
        <source>Empty all</source>
        <extracomment>Layout editor: empties every hole</extracomment>
        <translation>ሁሉንም ባዶ አድርግ</translation>
    </message>
    <message>
        <source>Fill every hole with</source>
        <extracomment>Layout editor: puts the same count in every hole</extracomment>
        <translation>እያንዳንዱን ጉድጓድ ሙላ በ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Leaves the layout editor without using the layout</extracomment>
        <translation>ሰርዝ</translation>
    </message>
    <message>
        <source>Use this layout</source>
        <extracomment>Uses the drawn layout for the game</extracomment>
        <translation>ይህን አቀማመጥ ተጠቀም</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson · %1</source>
        <extracomment>Lessons: small heading over a lesson&apos;s title; %1 the rule id it teaches</extracomment>
        <translation>ትምህርት · %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <extracomment>Lessons: set up the lesson&apos;s position again</extracomment>
        <translation>እንደገና ሞክር</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <extracomment>Lessons: on to the next lesson of the rule set</extracomment>
        <translation>ቀጣይ ትምህርት</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Lessons: leave the lesson and play on from here</extracomment>
        <translation>ዝጋ</translation>
    </message>
    <message>
        <source>Lesson</source>
        <extracomment>Lessons: small heading over a lesson&apos;s title</extracomment>
        <translation>ትምህርት</translation>
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
        <translation>በሂደት ላይ ያለውን ጨዋታ ይተዋሉ?</translation>
    </message>
    <message>
        <source>Replace the game</source>
        <extracomment>Replaces the game in progress</extracomment>
        <translation>ጨዋታውን ተካ</translation>
    </message>
    <message>
        <source>The game on the board is replaced by another. Game ▸ Restore previous game brings it back.</source>
        <translation>በሰሌዳው ላይ ያለው ጨዋታ በሌላ ይተካል። ጨዋታ ▸ ያለፈውን ጨዋታ መልስ ይመልሰዋል።</translation>
    </message>
    <message>
        <source>Quit without saving?</source>
        <extracomment>Title of the question before a quit that would lose something</extracomment>
        <translation>ሳያስቀምጡ ይውጣሉ?</translation>
    </message>
    <message>
        <source>The notes written in this game (comments, marks, variations) are in no file. Game ▸ Export… (Ctrl+S) saves them.</source>
        <extracomment>Why a quit asks: notes written in a record are not in its file</extracomment>
        <translation>በዚህ ጨዋታ ላይ የተጻፉት ማስታወሻዎች (አስተያየቶች፣ ምልክቶች፣ አማራጭ መስመሮች) በምንም ፋይል ውስጥ የሉም። ጨዋታ ▸ ላክ… (Ctrl+S) ያስቀምጣቸዋል።</translation>
    </message>
    <message>
        <source>This game is not saved and will not be there at the next start. Game ▸ Export… (Ctrl+S) saves it.</source>
        <extracomment>Why a quit asks: the game is not saved by itself (no autosave, or it could not be written)</extracomment>
        <translation>ይህ ጨዋታ አልተቀመጠም፤ በሚቀጥለው ጅምር አይኖርም። ጨዋታ ▸ ላክ… (Ctrl+S) ያስቀምጠዋል።</translation>
    </message>
    <message>
        <source>Quit</source>
        <extracomment>Quits although something is lost</extracomment>
        <translation>ውጣ</translation>
    </message>
</context>
<context>
    <name>MiniBoard</name>
    <message numerus="yes">
        <source>Start position, %n hole(s) a row</source>
        <extracomment>Screen reader text of the small start position drawing</extracomment>
        <translation>
            <numerusform>የመነሻ አቀማመጥ፣ በረድፍ %n ጉድጓድ</numerusform>
            <numerusform>የመነሻ አቀማመጥ፣ በረድፍ %n ጉድጓዶች</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <extracomment>Heading of the list of moves played</extracomment>
        <translation>እንቅስቃሴዎች</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>The start of the game in the move list</extracomment>
        <translation>መነሻ</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The review&apos;s note under the move list: %1 the turn (&quot;12. c&quot;), %2 the note</extracomment>
        <translation>%1፦ %2</translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <source>Host a game over the network</source>
        <extracomment>Dialog title (Game menu)</extracomment>
        <translation>በአውታረ መረብ ላይ ጨዋታ አዘጋጅ</translation>
    </message>
    <message>
        <source>Join a game over the network</source>
        <extracomment>Dialog title (Game menu)</extracomment>
        <translation>በአውታረ መረብ ላይ ጨዋታ ተቀላቀል</translation>
    </message>
    <message>
        <source>Your name</source>
        <extracomment>Game across computers: this player&apos;s name, shown to the other</extracomment>
        <translation>ስምዎ</translation>
    </message>
    <message>
        <source>Your side</source>
        <extracomment>Game across computers, host: the side the host plays</extracomment>
        <translation>ወገንዎ</translation>
    </message>
    <message>
        <source>South</source>
        <translation>ደቡብ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>ሰሜን</translation>
    </message>
    <message>
        <source>Address</source>
        <extracomment>Game across computers, guest: the host computer&apos;s network address</extracomment>
        <translation>አድራሻ</translation>
    </message>
    <message>
        <source>Port</source>
        <extracomment>Game across computers, guest: the port the host shows</extracomment>
        <translation>ፖርት</translation>
    </message>
    <message>
        <source>Join code</source>
        <extracomment>Game across computers, guest: the six digits the host shows</extracomment>
        <translation>የመቀላቀያ ኮድ</translation>
    </message>
    <message>
        <source>This computer only</source>
        <extracomment>Game across computers, host: listen on 127.0.0.1 only (two windows of one computer)</extracomment>
        <translation>ይህ ኮምፒውተር ብቻ</translation>
    </message>
    <message>
        <source>For a trusted network (a home, a classroom): the moves are not encrypted.</source>
        <extracomment>Game across computers: the warning under the dialog</extracomment>
        <translation>ለታመነ አውታረ መረብ (ቤት፣ ክፍል)፦ እንቅስቃሴዎቹ አልተመሰጠሩም።</translation>
    </message>
    <message>
        <source>Host</source>
        <extracomment>Game across computers: start listening for the other player</extracomment>
        <translation>አዘጋጅ</translation>
    </message>
    <message>
        <source>Join</source>
        <extracomment>Game across computers: connect to the host</extracomment>
        <translation>ተቀላቀል</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ሰርዝ</translation>
    </message>
    <message>
        <source>Host a class over the network</source>
        <extracomment>Dialog title (Game menu): a teacher&apos;s class across computers</extracomment>
        <translation>በአውታረ መረብ ላይ ክፍል አዘጋጅ</translation>
    </message>
    <message>
        <source>Join a class over the network</source>
        <extracomment>Dialog title (Game menu): a pupil joins the teacher&apos;s class</extracomment>
        <translation>በአውታረ መረብ ላይ ክፍል ተቀላቀል</translation>
    </message>
</context>
<context>
    <name>NetworkPanel</name>
    <message>
        <source>Across computers · %1</source>
        <extracomment>Heading of the panel of a game across computers; %1 the other player&apos;s name</extracomment>
        <translation>በአውታረ መረብ · %1</translation>
    </message>
    <message>
        <source>Address: %1 · Port: %2 · Join code: %3</source>
        <extracomment>Game across computers, host: what the other player types to join</extracomment>
        <translation>አድራሻ፦ %1 · ፖርት፦ %2 · የመቀላቀያ ኮድ፦ %3</translation>
    </message>
    <message>
        <source>Rules: %1. You play %2.</source>
        <extracomment>Game across computers, guest: %1 the rule set and house rules, %2 South or North</extracomment>
        <translation>ሕጎች፦ %1። እርስዎ %2 ይጫወታሉ።</translation>
    </message>
    <message>
        <source>South</source>
        <translation>ደቡብ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>ሰሜን</translation>
    </message>
    <message>
        <source>%1 asks to take back their last move.</source>
        <extracomment>Game across computers: %1 the other player</extracomment>
        <translation>%1 የመጨረሻ እንቅስቃሴውን መመለስ ይጠይቃል።</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <extracomment>Game across computers: %1 the other player</extracomment>
        <translation>%1 አቻ ያቀርባል።</translation>
    </message>
    <message>
        <source>Accept</source>
        <extracomment>Game across computers, guest: play with the host&apos;s rules</extracomment>
        <translation>ተቀበል</translation>
    </message>
    <message>
        <source>Agree</source>
        <extracomment>Game across computers: agree to the other player&apos;s question</extracomment>
        <translation>እስማማለሁ</translation>
    </message>
    <message>
        <source>Refuse</source>
        <extracomment>Game across computers: refuse the other player&apos;s question</extracomment>
        <translation>እምቢ</translation>
    </message>
    <message>
        <source>Ask to take back</source>
        <extracomment>Game across computers: ask the other player to take back your last move</extracomment>
        <translation>መመለስ ጠይቅ</translation>
    </message>
    <message>
        <source>Offer a draw</source>
        <extracomment>Game across computers</extracomment>
        <translation>አቻ አቅርብ</translation>
    </message>
    <message>
        <source>Resign</source>
        <extracomment>Game across computers</extracomment>
        <translation>ተሸንፌአለሁ በል</translation>
    </message>
    <message>
        <source>Join again</source>
        <extracomment>Game across computers, guest: connect to the host again</extracomment>
        <translation>እንደገና ተቀላቀል</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Game across computers: end it (the board stays)</extracomment>
        <translation>ውጣ</translation>
    </message>
    <message>
        <source>A line to the other player</source>
        <extracomment>Game across computers: the chat line&apos;s placeholder</extracomment>
        <translation>ለሌላው ተጫዋች መልእክት</translation>
    </message>
    <message>
        <source>Send</source>
        <extracomment>Game across computers: send the chat line</extracomment>
        <translation>ላክ</translation>
    </message>
</context>
<context>
    <name>PaperActions</name>
    <message>
        <source>Export the game as PDF</source>
        <extracomment>Title of the dialog of Game, Export game as PDF</extracomment>
        <translation>ጨዋታውን እንደ PDF ላክ</translation>
    </message>
    <message>
        <source>Export the board</source>
        <extracomment>Title of the dialog of Game, Export board</extracomment>
        <translation>ሰሌዳውን ላክ</translation>
    </message>
    <message>
        <source>Print-friendly: white, black outlines, counts as numbers and dots</source>
        <extracomment>Export dialog: the look of the picture</extracomment>
        <translation>ለህትመት የሚመች፦ ነጭ፣ ጥቁር ዝርዝር፣ ቁጥሮች በቁጥርና በነጥብ</translation>
    </message>
    <message>
        <source>Hole names</source>
        <extracomment>Export dialog: the letters a… and A… round the board</extracomment>
        <translation>የጉድጓዶች ስሞች</translation>
    </message>
    <message>
        <source>Arrow for the last move</source>
        <extracomment>Export dialog: an arrow from the hole last sown to where its last seed went</extracomment>
        <translation>ለመጨረሻው እንቅስቃሴ ቀስት</translation>
    </message>
    <message>
        <source>A diagram every</source>
        <extracomment>Export game as PDF: how often the sheet shows the board</extracomment>
        <translation>በየ</translation>
    </message>
    <message>
        <source>decisions</source>
        <extracomment>Export game as PDF: after &quot;A diagram every [10]&quot;</extracomment>
        <translation>ውሳኔዎች አንድ ሥዕል</translation>
    </message>
    <message>
        <source>File</source>
        <extracomment>Export dialog: the file to write</extracomment>
        <translation>ፋይል</translation>
    </message>
    <message>
        <source>The title, the moves and a diagram after every few decisions, on A4 pages.</source>
        <extracomment>Export game as PDF: what the file holds</extracomment>
        <translation>ርዕስ፣ እንቅስቃሴዎችና ከጥቂት ውሳኔዎች በኋላ የሰሌዳ ሥዕል፣ በA4 ገጾች።</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Export dialog: writes the file</extracomment>
        <translation>አስቀምጥ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Export dialog: closes it without a file</extracomment>
        <translation>ሰርዝ</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <extracomment>Export dialog: the file chosen is there already</extracomment>
        <translation>ፋይሉ ይተካ?</translation>
    </message>
    <message>
        <source>%1 already exists. Replacing it loses what it holds.</source>
        <extracomment>%1 a file name</extracomment>
        <translation>%1 ቀድሞውኑ አለ። መተካቱ የያዘውን ያጠፋል።</translation>
    </message>
    <message>
        <source>Replace</source>
        <extracomment>Export dialog: writes over the existing file</extracomment>
        <translation>ተካ</translation>
    </message>
    <message>
        <source>A name ending in .svg saves a drawing, .jpg a JPEG picture, .png or no ending a PNG picture.</source>
        <extracomment>Export board: the kinds of file a name makes</extracomment>
        <translation>በ .svg የሚያልቅ ስም ንድፍ ያስቀምጣል፣ በ .jpg የJPEG ምስል፣ በ .png ወይም ያለ መጨረሻ የPNG ምስል።</translation>
    </message>
</context>
<context>
    <name>Pit</name>
    <message>
        <source>Press Enter or Space to sow it</source>
        <extracomment>Screen reader hint on a hole the player may sow</extracomment>
        <translation>ለመዝራት Enter ወይም Space ይጫኑ</translation>
    </message>
    <message numerus="yes">
        <source>%1, South&apos;s hole, %n seed(s)</source>
        <extracomment>Screen reader text for a hole of South&apos;s: %1 its name (a, b, ...), %n its seeds</extracomment>
        <translation>
            <numerusform>%1፣ የደቡብ ጉድጓድ፣ %n ጠጠር</numerusform>
            <numerusform>%1፣ የደቡብ ጉድጓድ፣ %n ጠጠሮች</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, North&apos;s hole, %n seed(s)</source>
        <extracomment>Screen reader text for a hole of North&apos;s: %1 its name (A, B, ...), %n its seeds</extracomment>
        <translation>
            <numerusform>%1፣ የሰሜን ጉድጓድ፣ %n ጠጠር</numerusform>
            <numerusform>%1፣ የሰሜን ጉድጓድ፣ %n ጠጠሮች</numerusform>
        </translation>
    </message>
    <message>
        <source>South</source>
        <translation>ደቡብ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>ሰሜን</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Screen reader: a hole&apos;s text (%1) and its mark (%2: Jen, left)</extracomment>
        <translation>%1፣ %2</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <extracomment>Screen reader: a hole&apos;s text (%1), its mark (%2: walda, ekwarna, bull) and the side that owns the mark (%3)</extracomment>
        <translation>%1፣ የ%3 %2</translation>
    </message>
    <message>
        <source>%1, legal</source>
        <extracomment>Screen reader: a hole&apos;s text (%1) when the player may sow it now</extracomment>
        <translation>%1፣ መዝራት ይቻላል</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>The owner&apos;s letter on a mark badge: S for South, N for North</extracomment>
        <translation>ደ</translation>
    </message>
    <message>
        <source>N</source>
        <translation>ሰ</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A mark on the rim of a hole: %1 the owner&apos;s letter (S or N), %2 the mark (walda, ekwarna, bull)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>walda</source>
        <extracomment>Mark on a hole: a walda (Qelat, Q5)</extracomment>
        <translation>ዋልዳ</translation>
    </message>
    <message>
        <source>ekwarna</source>
        <extracomment>Mark on a hole: an ekwarna (Qelat of Keren, M3)</extracomment>
        <translation>እኳርና</translation>
    </message>
    <message>
        <source>bull</source>
        <extracomment>Mark on a hole: a bull (Enkeshui, E4)</extracomment>
        <translation>ኮርማ</translation>
    </message>
    <message>
        <source>Jen</source>
        <extracomment>Mark on a hole: a Jen (Mewelad, W4)</extracomment>
        <translation>ጀን</translation>
    </message>
    <message>
        <source>left</source>
        <extracomment>Mark on a hole: a four that was left (Mewelad, W4)</extracomment>
        <translation>የተተወ</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>South</source>
        <translation>ደቡብ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>ሰሜን</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A player&apos;s name and their place at the board</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>The round being played</extracomment>
        <translation>ዙር %1</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>A player&apos;s score so far</extracomment>
        <translation>ነጥብ %1</translation>
    </message>
</context>
<context>
    <name>PlayerChoice</name>
    <message>
        <source>Person</source>
        <extracomment>In the picker: a side is played by a person</extracomment>
        <translation>ሰው</translation>
    </message>
    <message>
        <source>Who plays South</source>
        <extracomment>Accessible name of the choice of who plays South or North</extracomment>
        <translation>ደቡብን ማን ይጫወታል</translation>
    </message>
    <message>
        <source>Who plays North</source>
        <translation>ሰሜንን ማን ይጫወታል</translation>
    </message>
    <message>
        <source>Computer %1 · %2</source>
        <extracomment>In the picker: a side is played by the computer; %1 the level&apos;s number, %2 its name (&quot;Computer 3 · Casual&quot;)</extracomment>
        <translation>ኮምፒውተር %1 · %2</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Set up position – %1</source>
        <extracomment>Title of the position editor; %1 the rule set</extracomment>
        <translation>አቀማመጥ አዘጋጅ – %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Position editor: takes back the last change (Ctrl+Z)</extracomment>
        <translation>ቀልብስ</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Position editor: makes the change taken back again (Ctrl+Shift+Z)</extracomment>
        <translation>ድገም</translation>
    </message>
    <message>
        <source>To move:</source>
        <extracomment>Position editor: the side whose turn it is</extracomment>
        <translation>ተራው የ:</translation>
    </message>
    <message>
        <source>South</source>
        <translation>ደቡብ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>ሰሜን</translation>
    </message>
    <message>
        <source>Round:</source>
        <extracomment>Position editor: the round of a game of rounds</extracomment>
        <translation>ዙር:</translation>
    </message>
    <message>
        <source>Move seeds</source>
        <extracomment>Position editor: a click picks the hole seeds come from, the next click the hole they go to</extracomment>
        <translation>ጠጠሮችን አንቀሳቅስ</translation>
    </message>
    <message>
        <source>Empty board</source>
        <extracomment>Position editor: every hole and store emptied</extracomment>
        <translation>ባዶ ሰሌዳ</translation>
    </message>
    <message>
        <source>Board: arrows choose a hole, + and − or digits change its seeds, Enter its mark</source>
        <extracomment>Screen reader name of the position editor&apos;s board</extracomment>
        <translation>ሰሌዳ: የቀስት ቁልፎች ጉድጓድ ይመርጣሉ፣ + እና − ወይም አሃዞች ጠጠሮቹን ይቀይራሉ፣ Enter ምልክቱን</translation>
    </message>
    <message>
        <source>Click a hole to add a seed, right-click or Shift+click to take one, or use the wheel; drag to move a seed. Keys: arrows, + and −, digits; Enter or a long press: the hole&apos;s mark.</source>
        <extracomment>How to use the position editor</extracomment>
        <translation>ጠጠር ለመጨመር ጉድጓድን ይጫኑ፣ ለማንሳት በቀኝ ይጫኑ ወይም Shift+ጠቅ፣ ወይም መሽከርከሪያውን፤ ጠጠር ለማንቀሳቀስ ይጎትቱ። ቁልፎች: ቀስቶች፣ + እና −፣ አሃዞች፤ Enter ወይም ረጅም መጫን: የጉድጓዱ ምልክት።</translation>
    </message>
    <message>
        <source>Ready to play, by the players of the game: %1 and %2.</source>
        <extracomment>Position editor: the position can be played; the players are the game&apos;s</extracomment>
        <translation>ለመጫወት ዝግጁ፣ በጨዋታው ተጫዋቾች: %1 እና %2።</translation>
    </message>
    <message>
        <source>Play from here</source>
        <extracomment>Position editor: starts the game from this position</extracomment>
        <translation>ከዚህ ተጫወት</translation>
    </message>
    <message>
        <source>Analyse</source>
        <extracomment>Position editor: starts the game from this position with the analysis panel open</extracomment>
        <translation>ተንትን</translation>
    </message>
    <message>
        <source>Copy position</source>
        <extracomment>Position editor: the position string to the clipboard</extracomment>
        <translation>አቀማመጡን ቅዳ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Position editor: closes it; the game stays as it was</extracomment>
        <translation>ሰርዝ</translation>
    </message>
    <message>
        <source>One seed more in %1&apos;s store</source>
        <extracomment>Screen reader name of a button of the position editor: %1 South or North</extracomment>
        <translation>በ%1 ጎተራ አንድ ጠጠር ጨምር</translation>
    </message>
    <message>
        <source>One seed more in %1&apos;s captures</source>
        <translation>በ%1 ክምችት አንድ ጠጠር ጨምር</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s store, %n seed(s)</source>
        <extracomment>Screen reader text of a store in the position editor: %1 South or North</extracomment>
        <translation>
            <numerusform>የ%1 ጎተራ፣ %n ጠጠር</numerusform>
            <numerusform>የ%1 ጎተራ፣ %n ጠጠሮች</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s captures, %n seed(s)</source>
        <translation>
            <numerusform>የ%1 ክምችት፣ %n ጠጠር</numerusform>
            <numerusform>የ%1 ክምችት፣ %n ጠጠሮች</numerusform>
        </translation>
    </message>
    <message>
        <source>One seed less in %1&apos;s store</source>
        <translation>ከ%1 ጎተራ አንድ ጠጠር ቀንስ</translation>
    </message>
    <message>
        <source>One seed less in %1&apos;s captures</source>
        <translation>ከ%1 ክምችት አንድ ጠጠር ቀንስ</translation>
    </message>
    <message>
        <source>Mark: %1</source>
        <extracomment>The mark entries of a hole&apos;s menu in the position editor: &quot;mark: walda (South)&quot;</extracomment>
        <translation>ምልክት: %1</translation>
    </message>
    <message>
        <source>Owner: South</source>
        <extracomment>A hole&apos;s menu in the position editor (games of rounds): the hole is South&apos;s this round</extracomment>
        <translation>ባለቤት: ደቡብ</translation>
    </message>
    <message>
        <source>Owner: North</source>
        <extracomment>A hole&apos;s menu in the position editor (games of rounds): the hole is North&apos;s this round</extracomment>
        <translation>ባለቤት: ሰሜን</translation>
    </message>
    <message>
        <source>The position is on the clipboard.</source>
        <extracomment>Position editor: after Copy position</extracomment>
        <translation>አቀማመጡ ቅንጥብ ሰሌዳ ላይ ነው።</translation>
    </message>
    <message>
        <source>Mark hole %1</source>
        <extracomment>The first line of a hole&apos;s menu in the position editor; %1 the hole&apos;s name</extracomment>
        <translation>የጉድጓድ %1 ምልክት</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <extracomment>Position editor: the rule set of the position</extracomment>
        <translation>የሕግ ስብስብ፡</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>Position editor: how many holes each row of the board has</extracomment>
        <translation>በአንድ ረድፍ ያሉ ጉድጓዶች</translation>
    </message>
    <message>
        <source>Type its seeds, or Up and Down</source>
        <extracomment>Screen reader hint on a store&apos;s count in the position editor</extracomment>
        <translation>የዘሮቹን ቁጥር ይጻፉ፣ ወይም ላይ እና ታች</translation>
    </message>
</context>
<context>
    <name>PresetList</name>
    <message>
        <source>Presets</source>
        <extracomment>Heading of the presets list in the picker</extracomment>
        <translation>የተቀመጡ ምርጫዎች</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Renames a saved preset
----------
Confirms the new name of a preset</extracomment>
        <translation>እንደገና ሰይም</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Deletes a saved preset</extracomment>
        <translation>ሰርዝ</translation>
    </message>
    <message>
        <source>Name for this setup</source>
        <extracomment>Placeholder of the field naming a new preset</extracomment>
        <translation>ለዚህ ቅንብር ስም</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Saves the setup shown as a named preset</extracomment>
        <translation>አስቀምጥ</translation>
    </message>
    <message>
        <source>New name</source>
        <extracomment>Screen reader name of the field renaming a preset</extracomment>
        <translation>አዲስ ስም</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <extracomment>Title of the puzzles dialog (Game ▸ Puzzles)</extracomment>
        <translation>እንቆቅልሾች</translation>
    </message>
    <message>
        <source>A position where one decision keeps the value and every other gives seeds away. Find it.</source>
        <extracomment>Puzzles dialog: what a puzzle is</extracomment>
        <translation>አንድ ውሳኔ ብቻ ዋጋውን የሚጠብቅበትና ሌላው ሁሉ ጠጠሮችን የሚሰጥበት አቀማመጥ። ያግኙት።</translation>
    </message>
    <message>
        <source>No puzzles are installed.</source>
        <extracomment>Puzzles dialog: no puzzle file could be read</extracomment>
        <translation>ምንም እንቆቅልሽ አልተጫነም።</translation>
    </message>
    <message>
        <source>Rule set</source>
        <extracomment>Puzzles dialog: the rule set to draw puzzles from</extracomment>
        <translation>የሕግ ስብስብ</translation>
    </message>
    <message>
        <source>Level</source>
        <extracomment>Puzzles dialog: the difficulty of the puzzles drawn</extracomment>
        <translation>ደረጃ</translation>
    </message>
    <message>
        <source>Any level</source>
        <extracomment>Puzzles dialog: puzzles of every level</extracomment>
        <translation>ማንኛውም ደረጃ</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) at this level</source>
        <extracomment>Puzzles dialog: %n puzzles of the rule set at the level chosen</extracomment>
        <translation>
            <numerusform>%n እንቆቅልሽ በዚህ ደረጃ</numerusform>
            <numerusform>%n እንቆቅልሾች በዚህ ደረጃ</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the puzzles dialog</extracomment>
        <translation>ዝጋ</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>Puzzles dialog: sets up a puzzle of the choice on the board</extracomment>
        <translation>ጀምር</translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <source>Puzzle · level %1 · %2</source>
        <extracomment>Puzzles: small heading over the task; %1 the level (1-5), %2 the theme</extracomment>
        <translation>እንቆቅልሽ · ደረጃ %1 · %2</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>Puzzles: marks the hole to play (after a wrong try)</extracomment>
        <translation>ፍንጭ</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <extracomment>Puzzles: plays the answer&apos;s line in teaching mode</extracomment>
        <translation>መልሱን አሳይ</translation>
    </message>
    <message>
        <source>Next decision</source>
        <extracomment>Puzzles: plays the next decision of the answer&apos;s line</extracomment>
        <translation>ቀጣይ ውሳኔ</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <extracomment>Puzzles: sets up the next puzzle</extracomment>
        <translation>ቀጣይ እንቆቅልሽ</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Puzzles: leave the puzzle and play on from here</extracomment>
        <translation>ዝጋ</translation>
    </message>
</context>
<context>
    <name>RaceScreen</name>
    <message>
        <source>Racing start</source>
        <extracomment>The racing start: both players sow at once</extracomment>
        <translation>የሩጫ መነሻ</translation>
    </message>
    <message>
        <source>Pass the device to %1. %2, please look away: each player chooses a hole in secret, then both hands sow at the same time.</source>
        <extracomment>%1 chooses next, %2 must not look</extracomment>
        <translation>መሣሪያውን ለ%1 ያቀብሉ። %2፣ እባክዎ ፊትዎን ያዙሩ፦ እያንዳንዱ ተጫዋች በሚስጥር ጉድጓድ ይመርጣል፣ ከዚያም ሁለቱም እጆች በአንድ ጊዜ ይዘራሉ።</translation>
    </message>
    <message>
        <source>I am %1: show the board</source>
        <extracomment>%1 is the player who chooses now</extracomment>
        <translation>እኔ %1 ነኝ፦ ሰሌዳውን አሳይ</translation>
    </message>
</context>
<context>
    <name>RecordActions</name>
    <message>
        <source>Choose a game</source>
        <extracomment>Title of the list of games of a record file</extracomment>
        <translation>ጨዋታ ይምረጡ</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the message of a failed import</extracomment>
        <translation>ዝጋ</translation>
    </message>
    <message>
        <source>The file dialog cannot be shown: %1</source>
        <extracomment>%1 Qt&apos;s reason, e.g. a QML module that is not installed</extracomment>
        <translation>የፋይል መገናኛው ሊታይ አይችልም፦ %1</translation>
    </message>
    <message>
        <source>%1 game.pgn</source>
        <extracomment>The file name the export dialog proposes; %1 the rule set</extracomment>
        <translation>%1 ጨዋታ.pgn</translation>
    </message>
    <message>
        <source>Which rule set is this position from?</source>
        <extracomment>Title of the list of rule sets a pasted position string fits</extracomment>
        <translation>ይህ አቀማመጥ ከየትኛው የሕግ ስብስብ ነው?</translation>
    </message>
</context>
<context>
    <name>RecordFileDialog</name>
    <message>
        <source>There is no file %1.</source>
        <extracomment>%1 a file name typed in the import dialog</extracomment>
        <translation>%1 የሚባል ፋይል የለም።</translation>
    </message>
    <message>
        <source>Export the game</source>
        <extracomment>Title of the export dialog</extracomment>
        <translation>ጨዋታውን ላክ</translation>
    </message>
    <message>
        <source>Import a game</source>
        <extracomment>Title of the import dialog</extracomment>
        <translation>ጨዋታ አስገባ</translation>
    </message>
    <message>
        <source>Up</source>
        <extracomment>Export/import dialog: goes to the folder above</extracomment>
        <translation>ወደ ላይ</translation>
    </message>
    <message>
        <source>No game records in this folder</source>
        <extracomment>Export/import dialog: the folder has no game records</extracomment>
        <translation>በዚህ አቃፊ ውስጥ የጨዋታ መዝገቦች የሉም</translation>
    </message>
    <message>
        <source>File name</source>
        <extracomment>Export/import dialog: the name of the file</extracomment>
        <translation>የፋይል ስም</translation>
    </message>
    <message>
        <source>Game records (*.pgn *.txt)</source>
        <extracomment>File type filter of the export and import dialogs</extracomment>
        <translation>የጨዋታ መዝገቦች (*.pgn *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>ሁሉም ፋይሎች (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Export dialog: writes the file</extracomment>
        <translation>አስቀምጥ</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Import dialog: reads the file</extracomment>
        <translation>ክፈት</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Export/import dialog: closes it without a file</extracomment>
        <translation>ሰርዝ</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <extracomment>Export dialog: the file chosen is there already</extracomment>
        <translation>ፋይሉ ይተካ?</translation>
    </message>
    <message>
        <source>%1 already exists. Replacing it loses what it holds.</source>
        <extracomment>%1 a file name</extracomment>
        <translation>%1 ቀድሞውኑ አለ። መተካቱ የያዘውን ያጠፋል።</translation>
    </message>
    <message>
        <source>Replace</source>
        <extracomment>Export dialog: writes over the existing file</extracomment>
        <translation>ተካ</translation>
    </message>
    <message>
        <source>Add the game to a file</source>
        <extracomment>Title of the dialog of Game &gt; Add to file</extracomment>
        <translation>ጨዋታውን ወደ ፋይል ጨምር</translation>
    </message>
    <message>
        <source>Add</source>
        <extracomment>Add to file dialog: adds the game after the file&apos;s games</extracomment>
        <translation>ጨምር</translation>
    </message>
</context>
<context>
    <name>RecordMenu</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>Tool bar menu of game records (export, import, copy, paste); &amp; marks the Alt key letter</extracomment>
        <translation>&amp;ጨዋታ</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>Menu entry (Ctrl+S)</extracomment>
        <translation>ላክ…</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Import…</source>
        <extracomment>Menu entry (Ctrl+O)</extracomment>
        <translation>አስገባ…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Copy game</source>
        <extracomment>Menu entry: the game record to the clipboard</extracomment>
        <translation>ጨዋታውን ቅዳ</translation>
    </message>
    <message>
        <source>Copy position</source>
        <extracomment>Menu entry (Ctrl+Shift+C): the position string to the clipboard</extracomment>
        <translation>አቀማመጡን ቅዳ</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Paste game or position</source>
        <extracomment>Menu entry (Ctrl+V): a game record or a position from the clipboard</extracomment>
        <translation>ጨዋታ ወይም አቀማመጥ ለጥፍ</translation>
    </message>
    <message>
        <source>Ctrl+V</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+V</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>Submenu of the last files opened or saved</extracomment>
        <translation>የቅርብ ጊዜ ጨዋታዎች</translation>
    </message>
    <message>
        <source>Notes and variations</source>
        <extracomment>Menu entry: comments and variations of the game</extracomment>
        <translation>ማስታወሻዎችና አማራጭ መስመሮች</translation>
    </message>
    <message>
        <source>Restore previous game</source>
        <extracomment>Menu entry: brings back the game the last new game, lesson or import replaced</extracomment>
        <translation>ያለፈውን ጨዋታ መልስ</translation>
    </message>
    <message>
        <source>Copy board as image</source>
        <extracomment>Menu entry (Ctrl+Shift+B): a picture of the board to the clipboard</extracomment>
        <translation>ሰሌዳውን እንደ ምስል ቅዳ</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <source>Export board…</source>
        <extracomment>Menu entry (Ctrl+E): the board as a PNG or SVG file</extracomment>
        <translation>ሰሌዳውን ላክ…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export game as PDF…</source>
        <extracomment>Menu entry (Ctrl+Shift+P): the game as a PDF sheet with diagrams and moves</extracomment>
        <translation>ጨዋታውን እንደ PDF ላክ…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Print…</source>
        <extracomment>Menu entry (Ctrl+P): the game sheet through the print dialog</extracomment>
        <translation>አትም…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Quit</source>
        <extracomment>Menu entry (Ctrl+Q): closes the window; the game is kept</extracomment>
        <translation>ውጣ</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Set up position…</source>
        <extracomment>Menu entry: the position editor, on the position of the game</extracomment>
        <translation>አቀማመጥ አዘጋጅ…</translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <extracomment>Menu entry (Ctrl+U): positions where one decision keeps the value, to find</extracomment>
        <translation>እንቆቅልሾች…</translation>
    </message>
    <message>
        <source>Ctrl+U</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+U</translation>
    </message>
    <message>
        <source>Add to file…</source>
        <extracomment>Menu entry: the game is added after the games of a record file, which keeps what it holds</extracomment>
        <translation>ወደ ፋይል ጨምር…</translation>
    </message>
    <message>
        <source>Over the network</source>
        <extracomment>Submenu of the Game menu: a game against someone at another computer</extracomment>
        <translation>በአውታረ መረብ ላይ</translation>
    </message>
    <message>
        <source>Host a game…</source>
        <extracomment>Menu entry: play against someone at another computer, this one listening</extracomment>
        <translation>ጨዋታ አዘጋጅ…</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <extracomment>Menu entry: play against someone at another computer that hosts the game</extracomment>
        <translation>ጨዋታ ተቀላቀል…</translation>
    </message>
    <message>
        <source>Pictures and printing</source>
        <extracomment>Submenu of the Game menu: the board as a picture, the game as a PDF sheet or on the printer</extracomment>
        <translation>ምስሎች እና ማተም</translation>
    </message>
    <message>
        <source>Host a class…</source>
        <extracomment>Menu entry: a teacher shows the board to pupils at other computers and sends them exercises</extracomment>
        <translation>ክፍል አዘጋጅ…</translation>
    </message>
    <message>
        <source>Join a class…</source>
        <extracomment>Menu entry: a pupil follows the teacher&apos;s board from another computer</extracomment>
        <translation>ክፍል ተቀላቀል…</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>Round %1 is over</source>
        <extracomment>%1 is the round number</extracomment>
        <translation>ዙር %1 አልቋል</translation>
    </message>
    <message>
        <source>Seeds won</source>
        <extracomment>Seeds won in the round</extracomment>
        <translation>የተገኙ ጠጠሮች</translation>
    </message>
    <message>
        <source>Holes next round</source>
        <extracomment>Holes each player owns in the next round</extracomment>
        <translation>በቀጣዩ ዙር ያሉ ጉድጓዶች</translation>
    </message>
    <message>
        <source>Next round</source>
        <extracomment>Closes the round summary and starts the next round</extracomment>
        <translation>ቀጣይ ዙር</translation>
    </message>
</context>
<context>
    <name>RulesBlock</name>
    <message>
        <source>Reading</source>
        <extracomment>Label in front of a note on how the product reads a vague source</extracomment>
        <translation>ንባብ</translation>
    </message>
    <message>
        <source>show me</source>
        <extracomment>Link beside a rule: asks for a demonstration of the rule on the board</extracomment>
        <translation>አሳየኝ</translation>
    </message>
    <message>
        <source>Show me rule %1</source>
        <extracomment>Screen reader name of the show-me link; %1 is the rule id</extracomment>
        <translation>ህግ %1ን አሳየኝ</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules of %1</source>
        <extracomment>Title of the rules page; %1 is the rule set</extracomment>
        <translation>የ%1 ህጎች</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the rules page</extracomment>
        <translation>ዝጋ</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Game</source>
        <extracomment>Keyboard shortcuts: the group that works everywhere in the window</extracomment>
        <translation>ጨዋታ</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <extracomment>Key names as the keyboard prints them</extracomment>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>አዲስ ጨዋታ</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>ቀልብስ</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>ድገም</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <extracomment>Keyboard shortcuts: teaching mode on and off</extracomment>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Teaching mode on or off</source>
        <translation>የማስተማሪያ ሁኔታን አብራ ወይም አጥፋ</translation>
    </message>
    <message>
        <source>Esc</source>
        <extracomment>Keyboard shortcuts: Escape while seeds fly</extracomment>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Show the end of the move being played</source>
        <translation>እየተጫወተ ያለውን እንቅስቃሴ መጨረሻ አሳይ</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>ላክ…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>አስገባ…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>አቀማመጡን ቅዳ</translation>
    </message>
    <message>
        <source>Ctrl+V</source>
        <translation>Ctrl+V</translation>
    </message>
    <message>
        <source>Paste game or position</source>
        <translation>ጨዋታ ወይም አቀማመጥ ለጥፍ</translation>
    </message>
    <message>
        <source>Open the Game, View and Help menus</source>
        <translation>የጨዋታ፣ የእይታ እና የእገዛ ምናሌዎችን ክፈት</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <extracomment>Title of the list of keyboard shortcuts</extracomment>
        <translation>የቁልፍ ሰሌዳ አቋራጮች</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Keyboard shortcuts: the group of keys that play on the board</extracomment>
        <translation>ሰሌዳ</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <extracomment>Keyboard shortcuts: the key names of the four arrow keys</extracomment>
        <translation>የቀስት ቁልፎች</translation>
    </message>
    <message>
        <source>Move to the next or previous playable hole</source>
        <translation>ወደ ቀጣዩ ወይም ቀዳሚው የሚዘራ ጉድጓድ ሂድ</translation>
    </message>
    <message>
        <source>Return, Enter, Space</source>
        <extracomment>Keyboard shortcuts: the key names (Return, Enter, Space)</extracomment>
        <translation>Return፣ Enter፣ Space</translation>
    </message>
    <message>
        <source>Sow from the hole with the focus</source>
        <translation>ትኩረት ካለው ጉድጓድ ዝራ</translation>
    </message>
    <message>
        <source>a… A…</source>
        <extracomment>Keyboard shortcuts: the letters that name the holes</extracomment>
        <translation>a… A…</translation>
    </message>
    <message>
        <source>Sow from the hole of that letter</source>
        <translation>በዚያ ፊደል ካለው ጉድጓድ ዝራ</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <extracomment>Keyboard shortcuts: Tab and Shift+Tab</extracomment>
        <translation>Tab፣ Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the board, the buttons and the move list</source>
        <translation>በሰሌዳው፣ በአዝራሮቹ እና በእንቅስቃሴዎች ዝርዝር መካከል ተንቀሳቀስ</translation>
    </message>
    <message>
        <source>Teaching mode</source>
        <extracomment>Keyboard shortcuts: the group of keys of teaching mode</extracomment>
        <translation>የማስተማሪያ ሁኔታ</translation>
    </message>
    <message>
        <source>Space</source>
        <extracomment>Keyboard shortcuts: the Space key</extracomment>
        <translation>Space</translation>
    </message>
    <message>
        <source>Play or pause the move</source>
        <translation>እንቅስቃሴውን አጫውት ወይም ለአፍታ አቁም</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <extracomment>Keyboard shortcuts: the left and right arrow keys</extracomment>
        <translation>ግራ፣ ቀኝ</translation>
    </message>
    <message>
        <source>One seed back or on</source>
        <translation>አንድ ጠጠር ወደ ኋላ ወይም ወደ ፊት</translation>
    </message>
    <message>
        <source>Shift+Left, Shift+Right</source>
        <translation>Shift+ግራ፣ Shift+ቀኝ</translation>
    </message>
    <message>
        <source>One lap back or on</source>
        <translation>አንድ ዑደት ወደ ኋላ ወይም ወደ ፊት</translation>
    </message>
    <message>
        <source>Ctrl+Left, Ctrl+Right</source>
        <translation>Ctrl+ግራ፣ Ctrl+ቀኝ</translation>
    </message>
    <message>
        <source>One decision back or on</source>
        <translation>አንድ ውሳኔ ወደ ኋላ ወይም ወደ ፊት</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home፣ End</translation>
    </message>
    <message>
        <source>The start or the end of the move</source>
        <translation>የእንቅስቃሴው መጀመሪያ ወይም መጨረሻ</translation>
    </message>
    <message>
        <source>Dialogs</source>
        <extracomment>Keyboard shortcuts: the group of the dialogs&apos; keys</extracomment>
        <translation>መገናኛ ሳጥኖች</translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <extracomment>Keyboard shortcuts: in the new game dialog</extracomment>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <source>Start the game chosen</source>
        <translation>የተመረጠውን ጨዋታ ጀምር</translation>
    </message>
    <message>
        <source>Left, Right, +, −</source>
        <extracomment>Keyboard shortcuts: in the special move&apos;s dialog (arrows, +, -)</extracomment>
        <translation>ግራ፣ ቀኝ፣ +፣ −</translation>
    </message>
    <message>
        <source>Special move: choose a hole, add or take away a seed</source>
        <translation>ልዩ እንቅስቃሴ፦ ጉድጓድ ምረጥ፣ ጠጠር ጨምር ወይም ቀንስ</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <extracomment>Keyboard shortcuts: on the rules page</extracomment>
        <translation>Page Up፣ Page Down</translation>
    </message>
    <message>
        <source>Scroll the rules page</source>
        <translation>የህጎቹን ገጽ አሸብልል</translation>
    </message>
    <message>
        <source>Close the dialog or menu</source>
        <translation>መገናኛ ሳጥኑን ወይም ምናሌውን ዝጋ</translation>
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
        <translation>ሰሌዳውን እንደ ምስል ቅዳ</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export board…</source>
        <translation>ሰሌዳውን ላክ…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Export game as PDF…</source>
        <translation>ጨዋታውን እንደ PDF ላክ…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>አትም…</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <extracomment>Keyboard shortcuts: closes the window (the game is kept)</extracomment>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>ውጣ</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the dialog</extracomment>
        <translation>ዝጋ</translation>
    </message>
    <message>
        <source>Full screen on or off</source>
        <extracomment>Keyboard shortcuts: View &gt; Full screen, for a projector</extracomment>
        <translation>ሙሉ ማያ ገጽን አብራ ወይም አጥፋ</translation>
    </message>
    <message>
        <source>Move list</source>
        <extracomment>Keyboard shortcuts: the group of keys of the list of moves played</extracomment>
        <translation>የእንቅስቃሴዎች ዝርዝር</translation>
    </message>
    <message>
        <source>Tab</source>
        <extracomment>Keyboard shortcuts: Tab until the move list has the focus</extracomment>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Go to the move list</source>
        <translation>ወደ እንቅስቃሴዎች ዝርዝር ሂድ</translation>
    </message>
    <message>
        <source>The previous or next move</source>
        <translation>ያለፈው ወይም የሚቀጥለው እንቅስቃሴ</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <extracomment>Keyboard shortcuts: the up and down arrow keys</extracomment>
        <translation>ላይ፣ ታች</translation>
    </message>
    <message>
        <source>A line of moves up or down</source>
        <translation>አንድ የእንቅስቃሴዎች መስመር ወደ ላይ ወይም ወደ ታች</translation>
    </message>
    <message>
        <source>Return, Enter</source>
        <extracomment>Keyboard shortcuts: the key names (Return, Enter)</extracomment>
        <translation>Return፣ Enter</translation>
    </message>
    <message>
        <source>Show the position after the move</source>
        <translation>ከእንቅስቃሴው በኋላ ያለውን አቋም አሳይ</translation>
    </message>
    <message>
        <source>Ctrl+U</source>
        <extracomment>Keyboard shortcuts: Game &gt; Puzzles</extracomment>
        <translation>Ctrl+U</translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation>እንቆቅልሾች…</translation>
    </message>
    <message>
        <source>H, Ctrl+H</source>
        <extracomment>Keyboard shortcuts: a hint from the computer (H is a hole&apos;s letter in rows of 8 holes or more: Ctrl+H there)</extracomment>
        <translation>H, Ctrl+H</translation>
    </message>
    <message>
        <source>Hint (Ctrl+H where a hole is called h)</source>
        <translation>ፍንጭ (ጉድጓድ h በሚባልበት Ctrl+H)</translation>
    </message>
</context>
<context>
    <name>SoundMenu</name>
    <message>
        <source>Sound</source>
        <extracomment>View menu: the submenu of the game&apos;s sounds (seeds dropped, captures, marks, the end)</extracomment>
        <translation>ድምፅ</translation>
    </message>
    <message>
        <source>Sound of the seeds</source>
        <extracomment>View menu ▸ Sound: play a sound for each seed dropped, each capture and mark, and the game&apos;s end</extracomment>
        <translation>የጠጠሮች ድምፅ</translation>
    </message>
    <message>
        <source>Quiet</source>
        <extracomment>View menu ▸ Sound: the volume</extracomment>
        <translation>ዝቅተኛ</translation>
    </message>
    <message>
        <source>Medium</source>
        <extracomment>View menu ▸ Sound: the volume</extracomment>
        <translation>መካከለኛ</translation>
    </message>
    <message>
        <source>Loud</source>
        <extracomment>View menu ▸ Sound: the volume</extracomment>
        <translation>ከፍተኛ</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message numerus="yes">
        <source>%1: %n seed(s)</source>
        <extracomment>Screen reader text of a store or tally: %1 its name (&quot;South&quot; or &quot;South&apos;s tally&quot;), %n the seeds in it</extracomment>
        <translation>
            <numerusform>%1፦ %n ጠጠር</numerusform>
            <numerusform>%1፦ %n ጠጠሮች</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeachingPanel</name>
    <message>
        <source>Play a move, then step through it seed by seed.</source>
        <extracomment>Teaching mode with no move on show</extracomment>
        <translation>እንቅስቃሴ ይጫወቱ፣ ከዚያም ጠጠር በጠጠር ይከታተሉት።</translation>
    </message>
    <message>
        <source>Lap %1 of %2</source>
        <extracomment>Teaching mode: lap 2 of 5 of the move on show</extracomment>
        <translation>ዑደት %1 ከ%2</translation>
    </message>
    <message>
        <source>Step of the move</source>
        <extracomment>Screen reader name of the teaching scrubber</extracomment>
        <translation>የእንቅስቃሴው ደረጃ</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Teaching mode: step 12 of 40 of the move on show</extracomment>
        <translation>ደረጃ %1 ከ%2</translation>
    </message>
    <message>
        <source>Decision</source>
        <extracomment>Teaching mode button: back to the previous decision of the move</extracomment>
        <translation>ውሳኔ</translation>
    </message>
    <message>
        <source>Previous decision (Ctrl+Left)</source>
        <extracomment>Teaching mode: back to the previous decision (Ctrl+Left)</extracomment>
        <translation>ቀዳሚ ውሳኔ (Ctrl+ግራ)</translation>
    </message>
    <message>
        <source>Lap</source>
        <extracomment>Teaching mode button: a lap is one handful sown</extracomment>
        <translation>ዑደት</translation>
    </message>
    <message>
        <source>Previous lap (Shift+Left)</source>
        <extracomment>Teaching mode: go back to the start of the lap (Shift+Left)</extracomment>
        <translation>ቀዳሚ ዑደት (Shift+ግራ)</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Teaching mode button: one seed (one step) back</extracomment>
        <translation>ጠጠር</translation>
    </message>
    <message>
        <source>Previous seed (Left)</source>
        <extracomment>Teaching mode: one seed back (Left)</extracomment>
        <translation>ቀዳሚ ጠጠር (ግራ)</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>Teaching mode button: plays the move on by itself / stops it</extracomment>
        <translation>ለአፍታ አቁም</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>አጫውት</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <extracomment>Teaching mode: play or pause the move (Space)</extracomment>
        <translation>ለአፍታ አቁም (Space)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>አጫውት (Space)</translation>
    </message>
    <message>
        <source>Next seed (Right)</source>
        <extracomment>Teaching mode: one seed forward (Right)</extracomment>
        <translation>ቀጣይ ጠጠር (ቀኝ)</translation>
    </message>
    <message>
        <source>Next lap (Shift+Right)</source>
        <extracomment>Teaching mode: on to the next lap (Shift+Right)</extracomment>
        <translation>ቀጣይ ዑደት (Shift+ቀኝ)</translation>
    </message>
    <message>
        <source>Next decision (Ctrl+Right)</source>
        <extracomment>Teaching mode: on to the next decision (Ctrl+Right)</extracomment>
        <translation>ቀጣይ ውሳኔ (Ctrl+ቀኝ)</translation>
    </message>
    <message>
        <source>Whole move</source>
        <extracomment>Teaching mode button: show the end of the whole move at once</extracomment>
        <translation>ሙሉ እንቅስቃሴ</translation>
    </message>
    <message>
        <source>The whole move (End)</source>
        <extracomment>Teaching mode: jump to the end of the move (End)</extracomment>
        <translation>ሙሉው እንቅስቃሴ (End)</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Teaching mode: speed of Play</extracomment>
        <translation>ቀርፋፋ</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Teaching mode: speed of Play</extracomment>
        <translation>መደበኛ</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Teaching mode: speed of Play</extracomment>
        <translation>ፈጣን</translation>
    </message>
    <message>
        <source>Speed of Play</source>
        <extracomment>Screen reader name of the teaching speed chooser</extracomment>
        <translation>የአጫዋች ፍጥነት</translation>
    </message>
</context>
<context>
    <name>ThinkingMark</name>
    <message>
        <source>thinking</source>
        <extracomment>Shown on the computer&apos;s card while it searches for its decision</extracomment>
        <translation>እያሰበ</translation>
    </message>
</context>
<context>
    <name>VariantPicker</name>
    <message>
        <source>South</source>
        <translation>ደቡብ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>ሰሜን</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <extracomment>Title of the variant picker</extracomment>
        <translation>ጨዋታ ይምረጡ</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Leaves the picker and goes back to the game being played</extracomment>
        <translation>ወደ ጨዋታው ተመለስ</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Opens the rules page of the chosen rule set</extracomment>
        <translation>ህጎች</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Puts every option of the chosen rule set back to its standard value</extracomment>
        <translation>መደበኛ ህጎች</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>Picker option: holes in each row</extracomment>
        <translation>በአንድ ረድፍ ያሉ ጉድጓዶች</translation>
    </message>
    <message>
        <source>Seeds per hole</source>
        <extracomment>Picker option: seeds in every hole at the start</extracomment>
        <translation>ጠጠሮች በጉድጓድ</translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) in the game</source>
        <extracomment>Under the start position in the picker: seeds in the game</extracomment>
        <translation>
            <numerusform>በጨዋታው ውስጥ %n ጠጠር</numerusform>
            <numerusform>በጨዋታው ውስጥ %n ጠጠሮች</numerusform>
        </translation>
    </message>
    <message>
        <source>Layout</source>
        <extracomment>Heading of the layout choice in the picker</extracomment>
        <translation>አቀማመጥ</translation>
    </message>
    <message>
        <source>Edit layout…</source>
        <extracomment>Opens the layout editor on the start position shown</extracomment>
        <translation>አቀማመጥ አርትዕ…</translation>
    </message>
    <message>
        <source>House rules</source>
        <extracomment>Heading of the house rules in the picker</extracomment>
        <translation>የአማራጭ ህጎች</translation>
    </message>
    <message>
        <source>South (bottom)</source>
        <extracomment>Picker: the heading of the player at the bottom (name and who plays)</extracomment>
        <translation>ደቡብ (ታች)</translation>
    </message>
    <message>
        <source>North (top)</source>
        <extracomment>Picker: the heading of the player at the top (name and who plays)</extracomment>
        <translation>ሰሜን (ላይ)</translation>
    </message>
    <message>
        <source>Start %1</source>
        <extracomment>Starts the game chosen in the picker (Ctrl+Enter)</extracomment>
        <translation>%1 ጀምር</translation>
    </message>
    <message>
        <source>Master&apos;s time per move (s)</source>
        <extracomment>Picker: how long the Master level thinks for each decision</extracomment>
        <translation>የባለሙያው ጊዜ በእያንዳንዱ እንቅስቃሴ (ሰ)</translation>
    </message>
    <message>
        <source>%1 (some holes empty)</source>
        <extracomment>Picker, a layout that is not uniform (Enkeshui): %1 the seeds in each hole that is not empty</extracomment>
        <translation>%1 (አንዳንድ ጉድጓዶች ባዶ ናቸው)</translation>
    </message>
    <message>
        <source>as drawn</source>
        <extracomment>Picker, a drawn layout: the seeds per hole differ</extracomment>
        <translation>እንደተሳለው</translation>
    </message>
</context>
<context>
    <name>VariationList</name>
    <message>
        <source>Comment</source>
        <extracomment>Heading of the comment editor for the current move</extracomment>
        <translation>አስተያየት</translation>
    </message>
    <message>
        <source>A comment on this move</source>
        <extracomment>Placeholder of the comment editor</extracomment>
        <translation>በዚህ እንቅስቃሴ ላይ አስተያየት</translation>
    </message>
    <message>
        <source>Moves and variations</source>
        <extracomment>Heading of the list of moves and variations of a record</extracomment>
        <translation>እንቅስቃሴዎችና አማራጭ መስመሮች</translation>
    </message>
    <message>
        <source>No mark</source>
        <extracomment>Notes: removes the mark (!, ?, ...) of the turn shown</extracomment>
        <translation>ምልክት የለም</translation>
    </message>
    <message>
        <source>Make main line</source>
        <extracomment>Notes: makes the variation shown the main line</extracomment>
        <translation>ዋና መስመር አድርግ</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <extracomment>Notes: deletes the variation shown</extracomment>
        <translation>አማራጭ መስመሩን ሰርዝ</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <extracomment>Notes: takes back the last mark, promotion, deletion or reordering</extracomment>
        <translation>ለውጡን ቀልብስ</translation>
    </message>
    <message>
        <source>Good move</source>
        <extracomment>Notes: the mark ! of a turn</extracomment>
        <translation>ጥሩ እንቅስቃሴ</translation>
    </message>
    <message>
        <source>Mistake</source>
        <extracomment>Notes: the mark ? of a turn</extracomment>
        <translation>ስህተት</translation>
    </message>
    <message>
        <source>Excellent move</source>
        <extracomment>Notes: the mark !! of a turn</extracomment>
        <translation>እጅግ ጥሩ እንቅስቃሴ</translation>
    </message>
    <message>
        <source>Blunder</source>
        <extracomment>Notes: the mark ?? of a turn</extracomment>
        <translation>ከባድ ስህተት</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <extracomment>Notes: the mark !? of a turn</extracomment>
        <translation>አስደሳች እንቅስቃሴ</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <extracomment>Notes: the mark ?! of a turn</extracomment>
        <translation>አጠራጣሪ እንቅስቃሴ</translation>
    </message>
    <message>
        <source>Move variation up</source>
        <extracomment>Notes: puts the variation shown before the one above it (of the same move)</extracomment>
        <translation>አማራጭ መስመሩን ወደ ላይ አውጣ</translation>
    </message>
    <message>
        <source>Move variation down</source>
        <extracomment>Notes: puts the variation shown after the one below it (of the same move)</extracomment>
        <translation>አማራጭ መስመሩን ወደ ታች አውርድ</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>Notes: the game&apos;s own title (a prepared position&apos;s name), kept in the record</extracomment>
        <translation>ርዕስ</translation>
    </message>
    <message>
        <source>e.g. Walda in two</source>
        <extracomment>Placeholder of the game&apos;s title in the notes</extracomment>
        <translation>ለምሳሌ ዋልዳ በሁለት እንቅስቃሴ</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Notes: the event of the game (a club night, a class), kept in the record</extracomment>
        <translation>ዝግጅት</translation>
    </message>
    <message>
        <source>e.g. Class 4b</source>
        <extracomment>Placeholder of the game&apos;s event in the notes</extracomment>
        <translation>ለምሳሌ ክፍል 4ለ</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <extracomment>Tool bar menu: speed, theme, large print, language; &amp; marks the Alt key letter</extracomment>
        <translation>&amp;እይታ</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>View menu: the submenu of the animation speed</extracomment>
        <translation>ፍጥነት</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed</extracomment>
        <translation>ቀርፋፋ</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed</extracomment>
        <translation>መደበኛ</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed</extracomment>
        <translation>ፈጣን</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed: no animation</extracomment>
        <translation>ወዲያውኑ</translation>
    </message>
    <message>
        <source>Light theme</source>
        <extracomment>View menu: the light theme</extracomment>
        <translation>ፈዛዛ ገጽታ</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <extracomment>View menu: the dark theme</extracomment>
        <translation>ጨለማ ገጽታ</translation>
    </message>
    <message>
        <source>Large print</source>
        <extracomment>View menu: large print for a projector (bigger counts and narration)</extracomment>
        <translation>ትልቅ ፊደል</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>View menu: the submenu of the languages</extracomment>
        <translation>ቋንቋ</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>View menu: the high-contrast theme (white and gold on black)</extracomment>
        <translation>ከፍተኛ ንፅፅር</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <extracomment>View menu: speak the announcements and teaching mode&apos;s sentences (text to speech)</extracomment>
        <translation>ጮክ ብለህ አንብብ</translation>
    </message>
    <message>
        <source>Full screen</source>
        <extracomment>View menu: the window fills the screen, for a projector (F11)</extracomment>
        <translation>ሙሉ ማያ ገጽ</translation>
    </message>
    <message>
        <source>Values in words</source>
        <extracomment>View menu: values read &quot;3 seeds ahead&quot; rather than &quot;+3&quot; (the hint, the analysis, the review)</extracomment>
        <translation>ዋጋዎች በቃላት</translation>
    </message>
</context>
<context>
    <name>mancala::app::Announcer</name>
    <message>
        <source>Computer (%1)</source>
        <extracomment>The computer as a player; %1 its level&apos;s name</extracomment>
        <translation>ኮምፒውተር (%1)</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>%1 እንደገና ይጫወታል።</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>%1 መንቀሳቀስ ስለማይችል ያልፋል።</translation>
    </message>
    <message>
        <source>The players swap sides.</source>
        <translation>ተጫዋቾቹ ጎን ይቀያየራሉ።</translation>
    </message>
    <message>
        <source>Race!</source>
        <extracomment>The racing start: both players sow at once</extracomment>
        <translation>ሩጫ!</translation>
    </message>
    <message>
        <source>The race is tied: %1 wins the lot and moves first.</source>
        <translation>ሩጫው አቻ ነው፦ %1 ዕጣውን አሸንፎ ይጀምራል።</translation>
    </message>
    <message>
        <source>%1 wins the race and moves first.</source>
        <translation>%1 ሩጫውን አሸንፎ ይጀምራል።</translation>
    </message>
    <message>
        <source>A lot is drawn: %1 wins it.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>ዕጣ ይወጣል፦ %1 ያሸንፈዋል።</translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seed(s).</source>
        <extracomment>%1 is a player&apos;s name, %n a number of seeds</extracomment>
        <translation>
            <numerusform>%1 %n ጠጠር ማረከ።</numerusform>
            <numerusform>%1 %n ጠጠሮች ማረከ።</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s walda.</source>
        <extracomment>A walda is a hole that becomes a player&apos;s store (Qelat); %1 a hole name</extracomment>
        <translation>%1 የ%2 ዋልዳ ሆነ።</translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s ekwarna.</source>
        <extracomment>An ekwarna is a captured hole (Qelat of Keren); %1 a hole name</extracomment>
        <translation>%1 የ%2 እኳርና ሆነ።</translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s bull.</source>
        <extracomment>A bull is a hole whose seeds never leave it (Enkeshui); %1 a hole name</extracomment>
        <translation>%1 የ%2 ኮርማ ሆነ።</translation>
    </message>
    <message>
        <source>%1 becomes a Jen.</source>
        <extracomment>A Jen is a four that was left and grew to five (Mewelad); %1 a hole name</extracomment>
        <translation>%1 ጀን ሆነ።</translation>
    </message>
    <message>
        <source>%1 eats from %2.</source>
        <extracomment>%1 a player&apos;s name, %2 a hole name</extracomment>
        <translation>%1 ከ%2 በላ።</translation>
    </message>
    <message>
        <source>%1 may take the four in %2.</source>
        <translation>%1 በ%2 ያለውን አራት መውሰድ ይችላል።</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>ዙር %1 አልቋል።</translation>
    </message>
    <message>
        <source>Round %1 begins: %2 moves first.</source>
        <extracomment>%1 a round number, %2 a player&apos;s name</extracomment>
        <translation>ዙር %1 ይጀምራል፦ %2 መጀመሪያ ይጫወታል።</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ጨዋታው አልቋል።</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 and captured %n seed(s).</source>
        <extracomment>The computer&apos;s move on show; %1 its name, %2 the move (&quot;C&quot;), %n the seeds it captured</extracomment>
        <translation>
            <numerusform>%1 %2ን ተጫውቶ %n ጠጠር ማረከ።</numerusform>
            <numerusform>%1 %2ን ተጫውቶ %n ጠጠሮች ማረከ።</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <extracomment>The computer&apos;s move on show; %1 its name, %2 the move (&quot;C&quot;, &quot;cw&quot;, &quot;take&quot;)</extracomment>
        <translation>%1 %2ን ተጫወተ።</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Shown when the game has ended</extracomment>
        <translation>ጨዋታው አልቋል</translation>
    </message>
    <message>
        <source>Race: both players sow at once…</source>
        <extracomment>The racing start (W2, E2) plays: both hands sow together</extracomment>
        <translation>ሩጫ፦ ሁለቱም ተጫዋቾች በአንድ ጊዜ እየዘሩ ነው…</translation>
    </message>
    <message>
        <source>Race: %1 has chosen a hole in secret</source>
        <extracomment>The first race choice (W2, E2) is on show; the hole stays secret</extracomment>
        <translation>ሩጫ፦ %1 በሚስጥር ጉድጓድ መርጧል</translation>
    </message>
    <message>
        <source>%1 is sowing…</source>
        <translation>%1 እየዘራ ነው…</translation>
    </message>
    <message>
        <source>Race: %1 chooses a hole in secret</source>
        <extracomment>The racing start (W2, E2): each player picks a hole in secret</extracomment>
        <translation>ሩጫ፦ %1 በሚስጥር ጉድጓድ ይመርጣል</translation>
    </message>
    <message>
        <source>%1: choose a hole to continue from</source>
        <extracomment>After eating (M5) the player picks the hole to sow next</extracomment>
        <translation>%1፦ የሚቀጥሉበትን ጉድጓድ ይምረጡ</translation>
    </message>
    <message>
        <source>%1: choose the direction of the remaining laps</source>
        <extracomment>Clockwise privilege (E7)</extracomment>
        <translation>%1፦ የቀሩትን ዑደቶች አቅጣጫ ይምረጡ</translation>
    </message>
    <message>
        <source>%1: take the four in %2 or leave it?</source>
        <extracomment>Claimed captures (W4); %2 is a hole name</extracomment>
        <translation>%1፦ በ%2 ያለውን አራት ይወስዳሉ ወይስ ይተዋሉ?</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>The computer searches for its decision; %1 names it</extracomment>
        <translation>%1 እያሰበ ነው…</translation>
    </message>
    <message>
        <source>%1 has no legal move</source>
        <translation>%1 ህጋዊ እንቅስቃሴ የለውም</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>የ%1 ተራ</translation>
    </message>
    <message>
        <source>%1 is proving…</source>
        <extracomment>The Perfect level&apos;s time is up but its proof of the exact value is close: it finishes it (a few seconds at most); %1 names it</extracomment>
        <translation>%1 እያረጋገጠ ነው…</translation>
    </message>
    <message>
        <source>Looking back, %1 of %2 moves played: %3 plays on when you return to the last move</source>
        <extracomment>An earlier move is on show (the move list) while the computer is to play at the end; %1 the move on show, %2 the moves, %3 the computer</extracomment>
        <translation>ወደ ኋላ መመልከት፣ ከ%2 እንቅስቃሴዎች %1 ተጫውተዋል፦ ወደ መጨረሻው እንቅስቃሴ ሲመለሱ %3 ይቀጥላል</translation>
    </message>
    <message>
        <source>Looking back, %1 of %2 moves played: the game goes on from the last move</source>
        <extracomment>An earlier move is on show (the move list); %1 the move on show, %2 the moves</extracomment>
        <translation>ወደ ኋላ መመልከት፣ ከ%2 እንቅስቃሴዎች %1 ተጫውተዋል፦ ጨዋታው ከመጨረሻው እንቅስቃሴ ይቀጥላል</translation>
    </message>
    <message>
        <source>Looking back, %1 of %2 moves played: the game is over</source>
        <extracomment>An earlier move of a finished game is on show (the move list); %1 the move on show, %2 the moves</extracomment>
        <translation>ወደ ኋላ መመልከት፣ ከ%2 እንቅስቃሴዎች %1 ተጫውተዋል፦ ጨዋታው አልቋል</translation>
    </message>
    <message>
        <source>Neither side can win any more seeds from the other with correct play: the score difference stays as it is.</source>
        <extracomment>Qelat: the endgame database proves that the rest of the game is a draw (no side can win more seeds than the other with correct play); the game still ends only by the quiet-move limit</extracomment>
        <translation>በትክክለኛ ጨዋታ የትኛውም ወገን ከሌላው ተጨማሪ ጠጠሮችን ማሸነፍ አይችልም፦ የውጤቱ ልዩነት እንዳለ ይቆያል።</translation>
    </message>
    <message>
        <source>Race: both players choose a hole in secret</source>
        <extracomment>The racing start (W2, E2) of a game across computers: both players pick a hole at once, at their own screens</extracomment>
        <translation>ሩጫ፦ ሁለቱም ተጫዋቾች በሚስጥር ጉድጓድ ይመርጣሉ</translation>
    </message>
</context>
<context>
    <name>mancala::app::AppSettings</name>
    <message>
        <source>The settings in %1 could not be read entirely.</source>
        <extracomment>The settings file could not be read nor kept aside; %1 its path</extracomment>
        <translation>በ%1 ያሉት ቅንብሮች ሙሉ በሙሉ ሊነበቡ አልቻሉም።</translation>
    </message>
    <message numerus="yes">
        <source>The settings could not be read entirely; %n setting(s) were read and the file was kept as %1.</source>
        <extracomment>The settings file could not be read entirely; %1 where it was kept, %n settings read</extracomment>
        <translation>
            <numerusform>ቅንብሮቹ ሙሉ በሙሉ ሊነበቡ አልቻሉም፤ %n ቅንብር ተነቧል፣ ፋይሉም እንደ %1 ተቀምጧል።</numerusform>
            <numerusform>ቅንብሮቹ ሙሉ በሙሉ ሊነበቡ አልቻሉም፤ %n ቅንብሮች ተነበዋል፣ ፋይሉም እንደ %1 ተቀምጧል።</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings cannot be saved in %1: the choices made now are kept until the program ends.</source>
        <extracomment>The settings file cannot be written; %1 its path</extracomment>
        <translation>ቅንብሮቹ በ%1 ሊቀመጡ አይችሉም፦ አሁን የተደረጉት ምርጫዎች ፕሮግራሙ እስኪያበቃ ይቆያሉ።</translation>
    </message>
</context>
<context>
    <name>mancala::app::AutosaveStore</name>
    <message>
        <source>The program stopped while opening the saved game last time; the file was kept as %1.</source>
        <extracomment>The program stopped while reading the saved game at the last start; %1 where the file is now</extracomment>
        <translation>ባለፈው ጊዜ ፕሮግራሙ የተቀመጠውን ጨዋታ ሲከፍት ቆሟል፤ ፋይሉ እንደ %1 ተቀምጧል።</translation>
    </message>
    <message>
        <source>The saved game was damaged from its first turn: a new game of its rules was started and the file was kept as %1.</source>
        <extracomment>A damaged saved game of which no turn could be read; %1 where the file was kept</extracomment>
        <translation>የተቀመጠው ጨዋታ ከመጀመሪያው ተራው ጀምሮ ተበላሽቷል፦ በእርሱ ህጎች አዲስ ጨዋታ ተጀምሯል፣ ፋይሉም እንደ %1 ተቀምጧል።</translation>
    </message>
    <message numerus="yes">
        <source>The saved game was damaged: the game is restored up to turn %n, where the damage starts; the file was kept as %1.</source>
        <extracomment>%n turns of a damaged saved game were restored; %1 where the damaged file was kept</extracomment>
        <translation>
            <numerusform>የተቀመጠው ጨዋታ ተበላሽቷል፦ ጨዋታው ጉዳቱ እስከሚጀምርበት ተራ %n ድረስ ተመልሷል፤ ፋይሉ እንደ %1 ተቀምጧል።</numerusform>
            <numerusform>የተቀመጠው ጨዋታ ተበላሽቷል፦ ጨዋታው ጉዳቱ እስከሚጀምርበት ተራ %n ድረስ ተመልሷል፤ ፋይሉ እንደ %1 ተቀምጧል።</numerusform>
        </translation>
    </message>
    <message>
        <source>The saved game could not be read (%2); a new game was started and the file was kept as %1.</source>
        <extracomment>The saved game could not be read; %1 where it was kept; %2 why</extracomment>
        <translation>የተቀመጠው ጨዋታ ሊነበብ አልቻለም (%2)፤ አዲስ ጨዋታ ተጀምሯል፣ ፋይሉም እንደ %1 ተቀምጧል።</translation>
    </message>
    <message>
        <source>it is larger than %1 MB</source>
        <extracomment>Why the saved game was not read</extracomment>
        <translation>ከ%1 MB ይበልጣል</translation>
    </message>
    <message>
        <source>it holds no game</source>
        <extracomment>Why the saved game was not read: it holds no game</extracomment>
        <translation>ምንም ጨዋታ አልያዘም</translation>
    </message>
    <message>
        <source>The previous game could not be read.</source>
        <translation>ያለፈው ጨዋታ ሊነበብ አልቻለም።</translation>
    </message>
    <message>
        <source>The previous game is back; the game it replaced is now the previous game.</source>
        <extracomment>Status after Game &gt; Restore previous game</extracomment>
        <translation>ያለፈው ጨዋታ ተመልሷል፤ የተካው ጨዋታ አሁን ያለፈው ጨዋታ ነው።</translation>
    </message>
</context>
<context>
    <name>mancala::app::BoardExport</name>
    <message>
        <source>%1 board</source>
        <extracomment>Title of an exported picture of the board: %1 the rule set</extracomment>
        <translation>የ%1 ሰሌዳ</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <extracomment>The board cannot be exported: the window has no game</extracomment>
        <translation>የሚላክ ጨዋታ የለም።</translation>
    </message>
    <message>
        <source>The board is on the clipboard as a picture.</source>
        <extracomment>Status after Game &gt; Copy board as image</extracomment>
        <translation>ሰሌዳው እንደ ምስል በቅንጥብ ሰሌዳ ላይ ነው።</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Status after an export; %1 the file&apos;s name</extracomment>
        <translation>%1 ተቀምጧል</translation>
    </message>
    <message>
        <source>%1: the game sheet is a .pdf file.</source>
        <extracomment>Export game as PDF: %1 the name typed</extracomment>
        <translation>%1፦ የጨዋታ ወረቀቱ የ.pdf ፋይል ነው።</translation>
    </message>
    <message>
        <source>The game sheet could not be made.</source>
        <translation>የጨዋታ ወረቀቱን መሥራት አልተቻለም።</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <extracomment>Printing failed; the printer system gave no reason</extracomment>
        <translation>አታሚውን መጠቀም አልተቻለም።</translation>
    </message>
    <message>
        <source>The game sheet went to the printer.</source>
        <extracomment>Status after printing</extracomment>
        <translation>የጨዋታ ወረቀቱ ወደ አታሚው ተልኳል።</translation>
    </message>
    <message>
        <source>The print dialog cannot be shown here.</source>
        <extracomment>Print: this build of the program cannot show the print dialog</extracomment>
        <translation>የህትመት መስኮቱ እዚህ ሊታይ አይችልም።</translation>
    </message>
    <message>
        <source>Print the game</source>
        <extracomment>Title of the print dialog</extracomment>
        <translation>ጨዋታውን አትም</translation>
    </message>
    <message>
        <source>%1 game.pdf</source>
        <extracomment>File names proposed by the export dialogs: %1 the rule set</extracomment>
        <translation>%1 ጨዋታ.pdf</translation>
    </message>
    <message>
        <source>%1 board.png</source>
        <translation>%1 ሰሌዳ.png</translation>
    </message>
    <message>
        <source>there is no folder %1</source>
        <extracomment>Why a file could not be written: the folder named is not there</extracomment>
        <translation>%1 የሚባል አቃፊ የለም</translation>
    </message>
    <message>
        <source>that is a folder</source>
        <extracomment>Why a file could not be written: the name is a folder&apos;s</extracomment>
        <translation>ይህ አቃፊ ነው</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 a file name, %2 the reason</extracomment>
        <translation>%1ን ማስቀመጥ አልተቻለም፦ %2</translation>
    </message>
    <message>
        <source>%1: a picture of the board is a .png, .jpg or .svg file.</source>
        <extracomment>Export board: %1 the name typed</extracomment>
        <translation>%1፦ የሰሌዳ ምስል የ.png፣ የ.jpg ወይም የ.svg ፋይል ነው።</translation>
    </message>
    <message>
        <source>%1: this format could not be written; a .png or .svg file can.</source>
        <extracomment>Export board: the picture could not be made in the format its name asks for; %1 the file&apos;s name</extracomment>
        <translation>%1፦ ይህ ቅርጸት ሊጻፍ አልቻለም፤ የ.png ወይም የ.svg ፋይል ይችላል።</translation>
    </message>
</context>
<context>
    <name>mancala::app::ClassroomPlay</name>
    <message>
        <source>Pupils following your board: %1</source>
        <extracomment>A class across computers, the teacher: %1 the number of pupils connected</extracomment>
        <translation>ሰሌዳህን የሚከተሉ ተማሪዎች፦ %1</translation>
    </message>
    <message>
        <source>Exercise %1: %2 of %3 pupils answered</source>
        <extracomment>A class across computers, the teacher: %1 the exercise&apos;s number, %2 pupils who answered, %3 pupils connected</extracomment>
        <translation>ልምምድ %1፦ ከ%3 ተማሪዎች %2 መልሰዋል</translation>
    </message>
    <message>
        <source>The connection to the teacher is gone.</source>
        <extracomment>A class across computers, a pupil: the connection to the teacher is gone</extracomment>
        <translation>ከመምህሩ ጋር ያለው ግንኙነት ተቋርጧል።</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <extracomment>Game across computers, guest: connecting to the host</extracomment>
        <translation>በመገናኘት ላይ…</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <extracomment>A class across computers: the teacher shows a pupil&apos;s answer; %1 the pupil, %2 the move</extracomment>
        <translation>%1 %2ን ተጫወተ።</translation>
    </message>
    <message>
        <source>Following %1&apos;s board.</source>
        <extracomment>A class across computers, a pupil: the board shows the teacher&apos;s; %1 the teacher&apos;s name</extracomment>
        <translation>የ%1ን ሰሌዳ እየተከተልክ ነው።</translation>
    </message>
    <message>
        <source>Sent: %1</source>
        <extracomment>A class across computers, a pupil: the answer went to the teacher; %1 the move</extracomment>
        <translation>ተልኳል፦ %1</translation>
    </message>
    <message>
        <source>Find the best move and play it.</source>
        <extracomment>A class across computers, a pupil: an exercise is on the board</extracomment>
        <translation>ምርጡን እንቅስቃሴ ፈልገህ ተጫወተው።</translation>
    </message>
    <message>
        <source>Lesson on the pupils&apos; boards: %1</source>
        <extracomment>A class across computers, the teacher: a lesson is on every pupil&apos;s board; %1 its title</extracomment>
        <translation>በተማሪዎች ሰሌዳ ላይ ያለ ትምህርት፦ %1</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <extracomment>A class across computers, a pupil: the teacher sent a lesson to look at (no answer); %1 its title</extracomment>
        <translation>ትምህርት፦ %1</translation>
    </message>
    <message>
        <source>Level %1 · %2 · %3</source>
        <extracomment>A class across computers, the teacher&apos;s list of puzzles: %1 the puzzle&apos;s level (1-5), %2 its theme, %3 its id (kalah-0012)</extracomment>
        <translation>ደረጃ %1 · %2 · %3</translation>
    </message>
    <message>
        <source>The teacher ended the class.</source>
        <extracomment>A class across computers, a pupil: the teacher ended the class</extracomment>
        <translation>መምህሩ ክፍለ ጊዜውን አብቅቷል።</translation>
    </message>
    <message numerus="yes">
        <source>This move has %n step(s): the teacher shows them one by one.</source>
        <extracomment>A class across computers, beside a pupil&apos;s board: the teacher is about to step through a move in teaching mode</extracomment>
        <translation>
            <numerusform>ይህ እንቅስቃሴ %n ደረጃ አለው፦ መምህሩ ያሳየዋል።</numerusform>
            <numerusform>ይህ እንቅስቃሴ %n ደረጃዎች አሉት፦ መምህሩ አንድ በአንድ ያሳያቸዋል።</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <extracomment>A class across computers, the teacher: the exercise under way is a puzzle; %1 its level, theme and id (kalah-0012)</extracomment>
        <translation>እንቆቅልሽ፦ %1</translation>
    </message>
    <message>
        <source>Position: your board as it was sent</source>
        <extracomment>A class across computers, the teacher: the exercise under way is the position of the teacher&apos;s board, sent with Send this position</extracomment>
        <translation>አቀማመጥ፦ ሰሌዳህ እንደተላከ</translation>
    </message>
</context>
<context>
    <name>mancala::app::ComputerPlayer</name>
    <message>
        <source>Beginner</source>
        <extracomment>Computer player&apos;s level 1 (the weakest)</extracomment>
        <translation>ጀማሪ</translation>
    </message>
    <message>
        <source>Novice</source>
        <extracomment>Computer player&apos;s level 2</extracomment>
        <translation>ለማጅ</translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Computer player&apos;s level 3</extracomment>
        <translation>መዝናኛ</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <extracomment>Computer player&apos;s level 4</extracomment>
        <translation>መካከለኛ</translation>
    </message>
    <message>
        <source>Advanced</source>
        <extracomment>Computer player&apos;s level 5</extracomment>
        <translation>የላቀ</translation>
    </message>
    <message>
        <source>Master</source>
        <extracomment>Computer player&apos;s level 6 (the strongest that searches)</extracomment>
        <translation>ባለሙያ</translation>
    </message>
    <message>
        <source>Perfect</source>
        <extracomment>Computer player&apos;s level that plays perfectly (Kalah only)</extracomment>
        <translation>ፍጹም</translation>
    </message>
</context>
<context>
    <name>mancala::app::EndgameBuilder</name>
    <message>
        <source>The endgame database %1 cannot be used (%2): the computer plays without it, and the file is left as it is.</source>
        <extracomment>%1 is a file, %2 the reason it cannot be used (in English)</extracomment>
        <translation>የጨዋታ መጨረሻ መረጃ ቋት %1 ጥቅም ላይ ሊውል አይችልም (%2)፦ ኮምፒውተሩ ያለ እሱ ይጫወታል፣ ፋይሉም እንዳለ ይቀራል።</translation>
    </message>
    <message>
        <source>Preparing perfect play: endgame database %1% built</source>
        <extracomment>The computer&apos;s endgame database being built; %1 the percentage done</extracomment>
        <translation>ፍጹም ጨዋታ እየተዘጋጀ ነው፦ የጨዋታ መጨረሻ መረጃ ቋት %1% ተገንብቷል</translation>
    </message>
    <message>
        <source>The endgame database could not be built: %1</source>
        <extracomment>%1 the reason (in English)</extracomment>
        <translation>የጨዋታ መጨረሻ መረጃ ቋት ሊገነባ አልቻለም፦ %1</translation>
    </message>
    <message>
        <source>The endgame database %1 cannot be used: it is kept aside as .refused and was built again.</source>
        <extracomment>%1 a file and the reason it cannot be used (in English)</extracomment>
        <translation>የጨዋታ መጨረሻ መረጃ ቋት %1 ጥቅም ላይ ሊውል አይችልም፦ እንደ .refused ወደ ጎን ተቀምጧል፣ እንደገናም ተገንብቷል።</translation>
    </message>
    <message>
        <source>The endgame database could not be saved (%1): the computer uses it until the program closes.</source>
        <extracomment>%1 the reason (in English), for example a full disk</extracomment>
        <translation>የጨዋታ መጨረሻ መረጃ ቋት ሊቀመጥ አልቻለም (%1)፦ ፕሮግራሙ እስኪዘጋ ድረስ ኮምፒዩተሩ ይጠቀምበታል።</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameController</name>
    <message>
        <source>South</source>
        <translation>ደቡብ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>ሰሜን</translation>
    </message>
    <message>
        <source>Kalah</source>
        <extracomment>Rule set name</extracomment>
        <translation>ካላህ</translation>
    </message>
    <message>
        <source>Qelat (Beni Amir &amp; Mensa)</source>
        <extracomment>Rule set name: Qelat as the Beni Amir and Mensa play it</extracomment>
        <translation>ቀላት (ቤኒ ዓምር እና መንሳዕ)</translation>
    </message>
    <message>
        <source>Qelat (Keren)</source>
        <extracomment>Rule set name: Qelat as played in Keren (Magazeb II)</extracomment>
        <translation>ቀላት (ከረን)</translation>
    </message>
    <message>
        <source>Mewelad (Gabata)</source>
        <extracomment>Rule set name: Mewelad, also called Gabata</extracomment>
        <translation>መወላድ (ገበጣ)</translation>
    </message>
    <message>
        <source>Enkeshui</source>
        <extracomment>Rule set name</extracomment>
        <translation>እንከሹይ</translation>
    </message>
    <message>
        <source>Choose a direction first.</source>
        <translation>መጀመሪያ አቅጣጫ ይምረጡ።</translation>
    </message>
    <message>
        <source>Take or leave the four first.</source>
        <translation>መጀመሪያ አራቱን ይውሰዱ ወይም ይተዉ።</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>The store of a player: S for South&apos;s, N for North&apos;s</extracomment>
        <translation>ደ</translation>
    </message>
    <message>
        <source>N</source>
        <translation>ሰ</translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s move.</source>
        <extracomment>A click while the computer is to decide</extracomment>
        <translation>የኮምፒውተሩን እንቅስቃሴ ይጠብቁ።</translation>
    </message>
    <message>
        <source>The race choice stays secret until both players have chosen.</source>
        <translation>የሩጫው ምርጫ ሁለቱም ተጫዋቾች እስኪመርጡ ድረስ ሚስጥር ሆኖ ይቆያል።</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameEnding</name>
    <message>
        <source>Stopped by the quiet move limit (%1 full moves without a seed won or a hole changing hands).</source>
        <extracomment>G2: the game was stopped; %1 the quiet move limit in full moves</extracomment>
        <translation>በጸጥታ እንቅስቃሴዎች ገደብ ቆሟል (ጠጠር ሳይገኝ ወይም ጉድጓድ ባለቤት ሳይቀይር %1 ሙሉ እንቅስቃሴዎች)።</translation>
    </message>
    <message>
        <source>Scored as it stands: the seeds still in play count for no one (G2).</source>
        <translation>ባለበት ሁኔታ ተቆጥሯል፦ ገና በጨዋታ ያሉት ጠጠሮች ለማንም አይቆጠሩም (G2)።</translation>
    </message>
    <message>
        <source>Drawn, whatever the counts (G2).</source>
        <translation>ቁጥሩ ምንም ይሁን ምን አቻ (G2)።</translation>
    </message>
    <message>
        <source>The next round would start as an earlier round did: the game ends there, and the player owning more holes wins, equal holes a draw (G3). Holes owned: %1 – %2.</source>
        <extracomment>G3 (Qelat of Keren, Mewelad); %1 South&apos;s holes, %2 North&apos;s</extracomment>
        <translation>ቀጣዩ ዙር እንደ አንድ ቀደም ያለ ዙር ይጀምር ነበር፦ ጨዋታው እዚህ ያበቃል፣ ብዙ ጉድጓዶች ያለው ያሸንፋል፣ እኩል ጉድጓዶች አቻ ነው (G3)። የተያዙ ጉድጓዶች፦ %1 – %2።</translation>
    </message>
    <message>
        <source>A player&apos;s houses are empty: the other puts the seeds left in their houses into their store, and the most seeds win (K5).</source>
        <extracomment>Kalah&apos;s end (K5)</extracomment>
        <translation>የአንድ ተጫዋች ጉድጓዶች ባዶ ናቸው፦ ሌላው በጉድጓዶቹ የቀሩትን ጠጠሮች ወደ ጎተራው ያስገባል፣ ብዙ ጠጠሮች ያሸንፋሉ (K5)።</translation>
    </message>
    <message>
        <source>A player&apos;s houses are empty: the seeds left in the houses count for no one, and the most seeds win (K8).</source>
        <extracomment>Kalah&apos;s end with the house rule K8</extracomment>
        <translation>የአንድ ተጫዋች ጉድጓዶች ባዶ ናቸው፦ በጉድጓዶቹ የቀሩት ጠጠሮች ለማንም አይቆጠሩም፣ ብዙ ጠጠሮች ያሸንፋሉ (K8)።</translation>
    </message>
    <message>
        <source>Neither player can move: the seeds in the waldas decide (Q8, Q9).</source>
        <extracomment>Qelat&apos;s end (Q8, Q9); a walda is a hole that became a player&apos;s store</extracomment>
        <translation>አንድም ተጫዋች መንቀሳቀስ አይችልም፦ በዋልዳዎቹ ያሉት ጠጠሮች ይወስናሉ (Q8, Q9)።</translation>
    </message>
    <message>
        <source>One player owns every hole (%1).</source>
        <extracomment>The end of Qelat of Keren (M10) and Mewelad (W7); %1 the rule&apos;s id</extracomment>
        <translation>አንድ ተጫዋች ሁሉንም ጉድጓዶች ይዟል (%1)።</translation>
    </message>
    <message>
        <source>The player to move has no seeds outside bulls: the other takes the seeds in their own row, and each bull&apos;s seeds go to its owner (E9).</source>
        <extracomment>Enkeshui&apos;s end (E9); a bull is a hole whose seeds never leave it</extracomment>
        <translation>ተራው የደረሰው ተጫዋች ከኮርማዎች ውጭ ጠጠር የለውም፦ ሌላው በራሱ ረድፍ ያሉትን ጠጠሮች ይወስዳል፣ የእያንዳንዱ ኮርማ ጠጠሮች ለባለቤቱ ይሄዳሉ (E9)።</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameReview</name>
    <message>
        <source>Best %1 (%2); played %3 (%4): %5 lost; exact values</source>
        <extracomment>A review&apos;s note on a decision that loses value, all values proven by the Kalah solver: %1 the best decision, %2 its value, %3 the decision played, %4 its value, %5 the seeds lost</extracomment>
        <translation>ምርጡ %1 (%2)፤ የተጫወተው %3 (%4)፦ %5 ጠፍቷል፤ ትክክለኛ እሴቶች</translation>
    </message>
    <message>
        <source>Best %1 (%2); played %3 (%4): %5 lost; the search&apos;s estimate at depth %6</source>
        <extracomment>A review&apos;s note on a decision that loses value by the search&apos;s estimate: %1 the best decision, %2 its value, %3 the decision played, %4 its value, %5 the seeds lost, %6 the depth of the search in decisions</extracomment>
        <translation>ምርጡ %1 (%2)፤ የተጫወተው %3 (%4)፦ %5 ጠፍቷል፤ የፍለጋው ግምት በጥልቀት %6</translation>
    </message>
</context>
<context>
    <name>mancala::app::GameSetup</name>
    <message>
        <source>There is no rule set called %1.</source>
        <translation>%1 የሚባል የህግ ስብስብ የለም።</translation>
    </message>
</context>
<context>
    <name>mancala::app::HintFinder</name>
    <message>
        <source>Hint: %1. With best play on both sides you end %2.</source>
        <extracomment>The hint in words: %1 a decision (&quot;c&quot;), %2 its value (&quot;3 seeds ahead&quot;, &quot;level, as many seeds as the other side&quot;, &quot;3 seeds ahead (exact)&quot;)</extracomment>
        <translation>ፍንጭ፦ %1። ሁለቱም ወገኖች በተሻለ ቢጫወቱ %2 ትጨርሳለህ።</translation>
    </message>
    <message>
        <source>Hint: %1, value %2 (seeds ahead at the end with best play).</source>
        <extracomment>The hint in numbers: %1 a decision (&quot;c&quot;), %2 its value (&quot;+3&quot;, &quot;-1.5&quot;, &quot;exact +8&quot;) in seeds for the side to move</extracomment>
        <translation>ፍንጭ፦ %1፣ ዋጋ %2 (በተሻለ ጨዋታ መጨረሻ ላይ የሚቀድሙ ጠጠሮች)።</translation>
    </message>
</context>
<context>
    <name>mancala::app::LessonModel</name>
    <message>
        <source>Some lessons in %1 could not be used and are left out:
%2</source>
        <extracomment>At the start: lesson files of the teacher&apos;s folder that could not be used; %1 the folder, %2 the problems</extracomment>
        <translation>በ%1 ውስጥ ያሉ አንዳንድ ትምህርቶች ጥቅም ላይ ሊውሉ ስላልቻሉ ቀርተዋል፦
%2</translation>
    </message>
</context>
<context>
    <name>mancala::app::LessonSession</name>
    <message>
        <source>Find the move that shows it, and play it.</source>
        <extracomment>Lessons: what the learner is asked to do</extracomment>
        <translation>ይህን የሚያሳየውን እንቅስቃሴ ፈልገው ይጫወቱት።</translation>
    </message>
    <message>
        <source>Right. The move goes on: make the next decision.</source>
        <translation>ትክክል። እንቅስቃሴው ይቀጥላል፦ ቀጣዩን ውሳኔ ይወስኑ።</translation>
    </message>
    <message>
        <source>That is the move. Step through it to see %1 happen.</source>
        <extracomment>Lessons: the lesson&apos;s move was made; %1 the rule ids it shows</extracomment>
        <translation>እንቅስቃሴው ይኸው ነው። %1 ሲከሰት ለማየት ደረጃ በደረጃ ይከታተሉት።</translation>
    </message>
    <message>
        <source>%1 does not show %2.</source>
        <extracomment>Lessons: a wrong move; %1 the move, %2 the rule ids of the lesson</extracomment>
        <translation>%1 %2ን አያሳይም።</translation>
    </message>
    <message>
        <source>%1 uses %2, but not %3.</source>
        <extracomment>Lessons: a wrong move; %1 the move, %2 the rules it used, %3 the rule ids of the lesson</extracomment>
        <translation>%1 %2ን ይጠቀማል፣ %3ን ግን አይጠቀምም።</translation>
    </message>
    <message>
        <source>It has been taken back: try again.</source>
        <extracomment>Lessons: after a wrong move</extracomment>
        <translation>ተመልሷል፦ እንደገና ይሞክሩ።</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <extracomment>Lessons: a hint after two wrong moves; %1 the lesson&apos;s move</extracomment>
        <translation>ፍንጭ፦ %1ን ይጫወቱ።</translation>
    </message>
    <message>
        <source>That is the move. Step through it to see the rule at work.</source>
        <extracomment>Lessons: the lesson&apos;s move was made (the rule numbers hidden)</extracomment>
        <translation>እንቅስቃሴው ይህ ነው። ሕጉ ሲሠራ ለማየት ደረጃ በደረጃ ይለፉት።</translation>
    </message>
    <message>
        <source>%1 does not show this lesson&apos;s rule.</source>
        <extracomment>Lessons: a wrong move (the rule numbers hidden); %1 the move</extracomment>
        <translation>%1 የዚህን ትምህርት ሕግ አያሳይም።</translation>
    </message>
</context>
<context>
    <name>mancala::app::MoveListModel</name>
    <message>
        <source>Round %1</source>
        <extracomment>Move list: the line before the first turn of a round; %1 the round number</extracomment>
        <translation>ዙር %1</translation>
    </message>
</context>
<context>
    <name>mancala::app::Narrator</name>
    <message>
        <source>South</source>
        <extracomment>A side of the board (the player at the bottom)</extracomment>
        <translation>ደቡብ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>ሰሜን</translation>
    </message>
    <message>
        <source>%1&apos;s tally</source>
        <extracomment>%1 is a player&apos;s name; a tally holds captured seeds (Enkeshui)</extracomment>
        <translation>የ%1 ክምችት</translation>
    </message>
    <message>
        <source>%1&apos;s store</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>የ%1 ጎተራ</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>ከሰዓት አቅጣጫ በተቃራኒ</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>በሰዓት አቅጣጫ</translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s ekwarna: its seeds now count for %2, and the move ends (%3).</source>
        <extracomment>M3: an ekwarna is a captured hole; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>%1 የ%2 እኳርና ይሆናል፦ ጠጠሮቹ አሁን ለ%2 ይቆጠራሉ፣ እንቅስቃሴውም ያበቃል (%3)።</translation>
    </message>
    <message>
        <source>%1, a four that was left, has grown to five: it becomes a Jen, never captured as a four (%2).</source>
        <extracomment>W4: a Jen; %1 a hole, %2 the rule id</extracomment>
        <translation>የተተወ አራት የነበረው %1 አምስት ሆኗል፦ ጀን ይሆናል፣ እንደ አራት ፈጽሞ አይማረክም (%2)።</translation>
    </message>
    <message>
        <source>%1 holds four: %2 may take the four or leave them (%3).</source>
        <extracomment>W4 (captures are claimed); %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>%1 አራት ይዟል፦ %2 አራቱን መውሰድ ወይም መተው ይችላል (%3)።</translation>
    </message>
    <message>
        <source>%1 takes the four of %2 (%3).</source>
        <extracomment>W4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 የ%2ን አራት ይወስዳል (%3)።</translation>
    </message>
    <message>
        <source>%1 leaves the four in %2: if a seed falls in, it becomes a Jen (%3).</source>
        <extracomment>W4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 በ%2 ያለውን አራት ይተዋል፦ ጠጠር ቢወድቅበት ጀን ይሆናል (%3)።</translation>
    </message>
    <message>
        <source>After eating, %1 goes on: the move continues from %2 (%3).</source>
        <extracomment>M5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>ከበላ በኋላ %1 ይቀጥላል፦ እንቅስቃሴው ከ%2 ይቀጥላል (%3)።</translation>
    </message>
    <message>
        <source>The first lap reached every hole of the opponent&apos;s row: %1 sows the remaining laps %2 (%3).</source>
        <extracomment>E7; %1 a player, %2 clockwise or counter-clockwise, %3 the rule id</extracomment>
        <translation>የመጀመሪያው ዑደት የተቃዋሚውን ረድፍ እያንዳንዱን ጉድጓድ ደርሷል፦ %1 የቀሩትን ዑደቶች %2 ይዘራል (%3)።</translation>
    </message>
    <message numerus="yes">
        <source>Special move: %1 rearranges their row; %2 now holds %n seed(s) (%3).</source>
        <extracomment>E8 special move; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>ልዩ እንቅስቃሴ፦ %1 ረድፉን እንደገና ያደራጃል፤ %2 አሁን %n ጠጠር ይዟል (%3)።</numerusform>
            <numerusform>ልዩ እንቅስቃሴ፦ %1 ረድፉን እንደገና ያደራጃል፤ %2 አሁን %n ጠጠሮች ይዟል (%3)።</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chooses a hole for the race, hidden from the opponent (%2).</source>
        <extracomment>W2/E2; %1 a player, %2 the rule id</extracomment>
        <translation>%1 ለሩጫው ከተቃዋሚው የተደበቀ ጉድጓድ ይመርጣል (%2)።</translation>
    </message>
    <message>
        <source>Both laps ended on the same tick: the lot gives the race to %1, who moves first (%2).</source>
        <extracomment>W2/E2; %1 a player, %2 the rule id</extracomment>
        <translation>ሁለቱም ዑደቶች በአንድ ምት አበቁ፦ ዕጣው ሩጫውን ለ%1 ይሰጣል፣ እርሱም ይጀምራል (%2)።</translation>
    </message>
    <message>
        <source>%1&apos;s sowing ended first: %1 wins the race and makes the first move (%2).</source>
        <extracomment>W2/E2; %1 a player, %2 the rule id</extracomment>
        <translation>የ%1 ዘር መጀመሪያ አበቃ፦ %1 ሩጫውን አሸንፎ የመጀመሪያውን እንቅስቃሴ ያደርጋል (%2)።</translation>
    </message>
    <message>
        <source>A lot is drawn: %1 wins it (%2).</source>
        <extracomment>M9, W2, W6; %1 a player, %2 the rule id</extracomment>
        <translation>ዕጣ ይወጣል፦ %1 ያሸንፈዋል (%2)።</translation>
    </message>
    <message>
        <source>The last seed fell into %1&apos;s own store: %1 moves again (%2).</source>
        <extracomment>K3; %1 a player, %2 the rule id</extracomment>
        <translation>የመጨረሻው ጠጠር በ%1 የራሱ ጎተራ ውስጥ ወደቀ፦ %1 እንደገና ይጫወታል (%2)።</translation>
    </message>
    <message numerus="yes">
        <source>Round %n is over; %1 has won it (%2).</source>
        <extracomment>M8/W5; %n a round number, %1 a player, %2 the rule id</extracomment>
        <translation>
            <numerusform>ዙር %n አልቋል፤ %1 አሸንፎታል (%2)።</numerusform>
            <numerusform>ዙር %n አልቋል፤ %1 አሸንፎታል (%2)።</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is now %2&apos;s (%3).</source>
        <extracomment>M10/W7; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>%1 አሁን የ%2 ነው (%3)።</translation>
    </message>
    <message numerus="yes">
        <source>%1 goes to %2 and is filled with %n seed(s) (%3).</source>
        <extracomment>M9/W6; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 ወደ %2 ይሄዳል፣ በ%n ጠጠርም ይሞላል (%3)።</numerusform>
            <numerusform>%1 ወደ %2 ይሄዳል፣ በ%n ጠጠሮችም ይሞላል (%3)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %n begins: %1 moves first (%2).</source>
        <extracomment>M9/W6; %n a round number, %1 a player, %2 the rule id</extracomment>
        <translation>
            <numerusform>ዙር %n ይጀምራል፦ %1 መጀመሪያ ይጫወታል (%2)።</numerusform>
            <numerusform>ዙር %n ይጀምራል፦ %1 መጀመሪያ ይጫወታል (%2)።</numerusform>
        </translation>
    </message>
    <message>
        <source>Something happens (%1).</source>
        <translation>አንድ ነገር ይከሰታል (%1)።</translation>
    </message>
    <message>
        <source>%1 drops a seed into the walda %2: a walda is sown into and keeps its seeds (%3).</source>
        <extracomment>Q7; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 በዋልዳው %2 ውስጥ ጠጠር ይጥላል፦ ዋልዳ ይዘራበታል፣ ጠጠሮቹንም ይይዛል (%3)።</translation>
    </message>
    <message>
        <source>The last seed makes %1, a hole of %2&apos;s, hold exactly four (%3).</source>
        <extracomment>M3; %1 a hole, %2 its owner, %3 the rule id</extracomment>
        <translation>የመጨረሻው ጠጠር የ%2 ጉድጓድ የሆነውን %1ን በትክክል አራት ያደርገዋል (%3)።</translation>
    </message>
    <message>
        <source>The last seed falls into %2, %3&apos;s ekwarna: %1 eats from it (%4).</source>
        <extracomment>M5; %1 a player, %2 a hole, %3 the opponent, %4 the rule id</extracomment>
        <translation>የመጨረሻው ጠጠር የ%3 እኳርና በሆነው በ%2 ውስጥ ይወድቃል፦ %1 ከእርሱ ይበላል (%4)።</translation>
    </message>
    <message>
        <source>The last seed falls into %1, the last hole %2 owns (%3).</source>
        <extracomment>M11; %1 a hole, %2 its owner, %3 the rule id</extracomment>
        <translation>የመጨረሻው ጠጠር %2 በያዘው የመጨረሻ ጉድጓድ በ%1 ውስጥ ይወድቃል (%3)።</translation>
    </message>
    <message>
        <source>Every choice here would go round for ever: the seed left in the hand stays in %1 (%2).</source>
        <extracomment>G1; %1 a hole, %2 the rule id</extracomment>
        <translation>እዚህ ያለው እያንዳንዱ ምርጫ ለዘላለም ይዞር ነበር፦ በእጅ የቀረው ጠጠር በ%1 ይቀራል (%2)።</translation>
    </message>
    <message>
        <source>%1 drops the last seed into %2 (%3).</source>
        <extracomment>%1 a player, %2 a store, %3 the rule id</extracomment>
        <translation>%1 የመጨረሻውን ጠጠር በ%2 ውስጥ ይጥላል (%3)።</translation>
    </message>
    <message>
        <source>%1 drops the last seed into %2, which was empty: the sowing ends there (%3).</source>
        <extracomment>%1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 የመጨረሻውን ጠጠር ባዶ በነበረው %2 ውስጥ ይጥላል፦ ዘሩ እዚያ ያበቃል (%3)።</translation>
    </message>
    <message numerus="yes">
        <source>%1 drops the last seed into %2, which held %n seed(s) (%3).</source>
        <extracomment>%n the seeds the hole held, %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 የመጨረሻውን ጠጠር %n ጠጠር በነበረው %2 ውስጥ ይጥላል (%3)።</numerusform>
            <numerusform>%1 የመጨረሻውን ጠጠር %n ጠጠሮች በነበሩት %2 ውስጥ ይጥላል (%3)።</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drops a seed into %2 (%3).</source>
        <extracomment>%1 a player, %2 a hole or store, %3 the rule id</extracomment>
        <translation>%1 በ%2 ውስጥ ጠጠር ይጥላል (%3)።</translation>
    </message>
    <message>
        <source>%1 passes over the walda %2 without a seed: waldas are skipped in this game (%3).</source>
        <extracomment>Q7 house rule skip-waldas; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 ዋልዳውን %2 ያለ ጠጠር ያልፋል፦ በዚህ ጨዋታ ዋልዳዎች ይዘለላሉ (%3)።</translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into an empty house of %1&apos;s: the %n seed(s) of %2 opposite go to %1&apos;s store (%3).</source>
        <extracomment>K4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>የመጨረሻው ጠጠር በ%1 ባዶ ጉድጓድ ውስጥ ወደቀ፦ ፊት ለፊት ያለው የ%2 %n ጠጠር ወደ %1 ጎተራ ይሄዳል (%3)።</numerusform>
            <numerusform>የመጨረሻው ጠጠር በ%1 ባዶ ጉድጓድ ውስጥ ወደቀ፦ ፊት ለፊት ያሉት የ%2 %n ጠጠሮች ወደ %1 ጎተራ ይሄዳሉ (%3)።</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed in %2 goes to %1&apos;s store with them (%3).</source>
        <extracomment>K4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>በ%2 ያለው የመጨረሻው ጠጠር ከእነርሱ ጋር ወደ %1 ጎተራ ይሄዳል (%3)።</translation>
    </message>
    <message numerus="yes">
        <source>The %n seed(s) of %2 opposite go to %1&apos;s store (%3).</source>
        <extracomment>K7; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>ፊት ለፊት ያለው የ%2 %n ጠጠር ወደ %1 ጎተራ ይሄዳል (%3)።</numerusform>
            <numerusform>ፊት ለፊት ያሉት የ%2 %n ጠጠሮች ወደ %1 ጎተራ ይሄዳሉ (%3)።</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty capture: the last seed in %2 goes to %1&apos;s store, even with the house opposite empty (%3).</source>
        <extracomment>K7 house rule; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>ባዶ ማረካ፦ ፊት ለፊት ያለው ጉድጓድ ባዶ ቢሆንም በ%2 ያለው የመጨረሻው ጠጠር ወደ %1 ጎተራ ይሄዳል (%3)።</translation>
    </message>
    <message numerus="yes">
        <source>%2 is %3&apos;s last hole: instead of becoming an ekwarna, its %n seed(s) go to %1&apos;s store and the hole stays %3&apos;s (%4).</source>
        <extracomment>M11; %1 a player, %2 a hole, %3 its owner, %4 the rule id</extracomment>
        <translation>
            <numerusform>%2 የ%3 የመጨረሻ ጉድጓድ ነው፦ እኳርና ከመሆን ይልቅ %n ጠጠሩ ወደ %1 ጎተራ ይሄዳል፣ ጉድጓዱም የ%3 ሆኖ ይቀራል (%4)።</numerusform>
            <numerusform>%2 የ%3 የመጨረሻ ጉድጓድ ነው፦ እኳርና ከመሆን ይልቅ %n ጠጠሮቹ ወደ %1 ጎተራ ይሄዳሉ፣ ጉድጓዱም የ%3 ሆኖ ይቀራል (%4)።</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 holds exactly four: %1 captures them into their store (%3).</source>
        <extracomment>W3; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%2 በትክክል አራት ይዟል፦ %1 ወደ ጎተራው ይማርካቸዋል (%3)።</translation>
    </message>
    <message>
        <source>%2 holds four: %1 captures them, and %2 stays %3&apos;s, their last hole (%4, M11).</source>
        <extracomment>W8; %1 a player, %2 a hole, %3 its owner, %4 the rule id</extracomment>
        <translation>%2 አራት ይዟል፦ %1 ይማርካቸዋል፣ %2 ግን የ%3 የመጨረሻ ጉድጓድ ሆኖ ይቀራል (%4, M11)።</translation>
    </message>
    <message>
        <source>%1 takes the last seed from %2 too (%3).</source>
        <extracomment>E5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 የመጨረሻውን ጠጠር ከ%2 ደግሞ ይወስዳል (%3)።</translation>
    </message>
    <message numerus="yes">
        <source>%1 captures the %n seed(s) of %2 (%3).</source>
        <extracomment>%1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 የ%2ን %n ጠጠር ይማርካል (%3)።</numerusform>
            <numerusform>%1 የ%2ን %n ጠጠሮች ይማርካል (%3)።</numerusform>
        </translation>
    </message>
    <message>
        <source>The last two seeds fell into holes that held 2 and 3: %1 becomes %2&apos;s bull (%3).</source>
        <extracomment>E4 pair; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>የመጨረሻዎቹ ሁለት ጠጠሮች 2 እና 3 በያዙ ጉድጓዶች ውስጥ ወደቁ፦ %1 የ%2 ኮርማ ይሆናል (%3)።</translation>
    </message>
    <message>
        <source>The last seed made %1 hold four: it becomes %2&apos;s bull; its seeds never leave it and the move ends (%3).</source>
        <extracomment>E4; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>የመጨረሻው ጠጠር %1ን አራት አደረገው፦ የ%2 ኮርማ ይሆናል፤ ጠጠሮቹ ፈጽሞ አይወጡም፣ እንቅስቃሴውም ያበቃል (%3)።</translation>
    </message>
    <message numerus="yes">
        <source>%1 eats from their last hole %2 as from an ekwarna: %n seed(s) go to their store (%3).</source>
        <extracomment>M11; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 ከመጨረሻ ጉድጓዱ %2 እንደ እኳርና ይበላል፦ %n ጠጠር ወደ ጎተራው ይሄዳል (%3)።</numerusform>
            <numerusform>%1 ከመጨረሻ ጉድጓዱ %2 እንደ እኳርና ይበላል፦ %n ጠጠሮች ወደ ጎተራው ይሄዳሉ (%3)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into the Jen %2: %1 takes %n seed(s) to their store, and the move ends (%3).</source>
        <extracomment>W4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>የመጨረሻው ጠጠር በጀኑ %2 ውስጥ ወደቀ፦ %1 %n ጠጠር ወደ ጎተራው ይወስዳል፣ እንቅስቃሴውም ያበቃል (%3)።</numerusform>
            <numerusform>የመጨረሻው ጠጠር በጀኑ %2 ውስጥ ወደቀ፦ %1 %n ጠጠሮች ወደ ጎተራው ይወስዳል፣ እንቅስቃሴውም ያበቃል (%3)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats: %n seed(s) of %2, the last seed and one more, go to their store (%3).</source>
        <extracomment>M5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 ይበላል፦ የ%2 %n ጠጠር፣ የመጨረሻው ጠጠርና አንድ ተጨማሪ፣ ወደ ጎተራው ይሄዳል (%3)።</numerusform>
            <numerusform>%1 ይበላል፦ የ%2 %n ጠጠሮች፣ የመጨረሻው ጠጠርና አንድ ተጨማሪ፣ ወደ ጎተራው ይሄዳሉ (%3)።</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no hole to sow and passes (%2).</source>
        <extracomment>Q8; %1 a player, %2 the rule id</extracomment>
        <translation>%1 የሚዘራው ጉድጓድ ስለሌለው ያልፋል (%2)።</translation>
    </message>
    <message>
        <source>%1 has seeds only in ekwarna, or none, and passes (%2).</source>
        <extracomment>M7; %1 a player, %2 the rule id</extracomment>
        <translation>%1 ጠጠሮች ያሉት በእኳርና ብቻ ነው ወይም ምንም የለውም፣ ስለዚህ ያልፋል (%2)።</translation>
    </message>
    <message>
        <source>Every sowing %1 could make would go round for ever: the turn passes (%2).</source>
        <extracomment>G1; %1 a player, %2 the rule id</extracomment>
        <translation>%1 ሊያደርገው የሚችለው እያንዳንዱ ዘር ለዘላለም ይዞር ነበር፦ ተራው ያልፋል (%2)።</translation>
    </message>
    <message numerus="yes">
        <source>%1 owns every hole: the %n seed(s) of %2 go to %1 too (%3).</source>
        <extracomment>M10/W7; %1 a player, %2 a store, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 ሁሉንም ጉድጓዶች ይዟል፦ የ%2 %n ጠጠር ደግሞ ወደ %1 ይሄዳል (%3)።</numerusform>
            <numerusform>%1 ሁሉንም ጉድጓዶች ይዟል፦ የ%2 %n ጠጠሮች ደግሞ ወደ %1 ይሄዳሉ (%3)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A side has no seeds left: the %n seed(s) of %2 go to %1&apos;s store (%3).</source>
        <extracomment>K5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>አንዱ ጎን ጠጠር አልቆበታል፦ የ%2 %n ጠጠር ወደ %1 ጎተራ ይሄዳል (%3)።</numerusform>
            <numerusform>አንዱ ጎን ጠጠር አልቆበታል፦ የ%2 %n ጠጠሮች ወደ %1 ጎተራ ይሄዳሉ (%3)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player to move has nothing to sow: %1 takes the %n seed(s) of %2 in their own row (%3).</source>
        <extracomment>E9; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>ተራው የደረሰው ተጫዋች የሚዘራው የለውም፦ %1 በራሱ ረድፍ ያለውን የ%2ን %n ጠጠር ይወስዳል (%3)።</numerusform>
            <numerusform>ተራው የደረሰው ተጫዋች የሚዘራው የለውም፦ %1 በራሱ ረድፍ ያሉትን የ%2ን %n ጠጠሮች ይወስዳል (%3)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player to move has no seeds: %1 captures the %n seed(s) left in %2 (%3).</source>
        <extracomment>W5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>ተራው የደረሰው ተጫዋች ጠጠር የለውም፦ %1 በ%2 የቀረውን %n ጠጠር ይማርካል (%3)።</numerusform>
            <numerusform>ተራው የደረሰው ተጫዋች ጠጠር የለውም፦ %1 በ%2 የቀሩትን %n ጠጠሮች ይማርካል (%3)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round is over: the %n seed(s) of %2 count for %1 (%3).</source>
        <extracomment>M8; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>ዙሩ አልቋል፦ የ%2 %n ጠጠር ለ%1 ይቆጠራል (%3)።</numerusform>
            <numerusform>ዙሩ አልቋል፦ የ%2 %n ጠጠሮች ለ%1 ይቆጠራሉ (%3)።</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: a draw (%1).</source>
        <extracomment>%1 the rule id</extracomment>
        <translation>ጨዋታው አልቋል፦ አቻ (%1)።</translation>
    </message>
    <message numerus="yes">
        <source>The game is over: %1 wins by %n seed(s) (%2).</source>
        <extracomment>%1 the winner, %n the margin in seeds, %2 the rule id</extracomment>
        <translation>
            <numerusform>ጨዋታው አልቋል፦ %1 በ%n ጠጠር ልዩነት አሸንፏል (%2)።</numerusform>
            <numerusform>ጨዋታው አልቋል፦ %1 በ%n ጠጠሮች ልዩነት አሸንፏል (%2)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This move has %n step(s): step forward to see the first.</source>
        <extracomment>Teaching mode, before the first step of a move</extracomment>
        <translation>
            <numerusform>ይህ እንቅስቃሴ %n ደረጃ አለው፦ የመጀመሪያውን ለማየት ወደ ፊት ይሂዱ።</numerusform>
            <numerusform>ይህ እንቅስቃሴ %n ደረጃዎች አሉት፦ የመጀመሪያውን ለማየት ወደ ፊት ይሂዱ።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tick %n of the race: each hand drops one seed, %1&apos;s first (%2).</source>
        <extracomment>W2/E2; %n the tick number, %1 the player at the bottom (South), %2 the rule id</extracomment>
        <translation>
            <numerusform>የሩጫው ምት %n፦ እያንዳንዱ እጅ አንድ ጠጠር ይጥላል፣ የ%1 መጀመሪያ (%2)።</numerusform>
            <numerusform>የሩጫው ምት %n፦ እያንዳንዱ እጅ አንድ ጠጠር ይጥላል፣ የ%1 መጀመሪያ (%2)።</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2&apos;s opening: the players swap sides (%3).</source>
        <extracomment>K9 pie rule; %1 the player at the top (North), %2 the player at the bottom, %3 the rule id</extracomment>
        <translation>%1 የ%2ን መክፈቻ ይወስዳል፦ ተጫዋቾቹ ጎን ይቀያየራሉ (%3)።</translation>
    </message>
    <message>
        <source>Empty capture, in the source&apos;s words: the last seed in %2 goes to %1&apos;s store alone, and the seeds in %4 opposite stay (%3).</source>
        <extracomment>K7 empty-capture=last-seed; %1 a player, %2 a hole, %3 the rule id, %4 the house opposite</extracomment>
        <translation>ባዶ ማረካ፣ በምንጩ ቃላት፦ በ%2 ያለው የመጨረሻው ጠጠር ብቻውን ወደ %1 ጎተራ ይሄዳል፣ ፊት ለፊት ያሉት የ%4 ጠጠሮች ደግሞ ይቀራሉ (%3)።</translation>
    </message>
    <message>
        <source>Empty capture, in the source&apos;s words: the last seed in %2 goes to %1&apos;s store alone (%3).</source>
        <extracomment>K7 empty-capture=last-seed; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>ባዶ ማረካ፣ በምንጩ ቃላት፦ በ%2 ያለው የመጨረሻው ጠጠር ብቻውን ወደ %1 ጎተራ ይሄዳል (%3)።</translation>
    </message>
    <message>
        <source>Too many full moves without a seed won or a hole changing hands: the game is stopped and drawn (%1).</source>
        <extracomment>G2, quiet-end=draw; %1 the rule id</extracomment>
        <translation>ጠጠር ሳይገኝ ወይም ጉድጓድ ባለቤት ሳይቀይር በጣም ብዙ ሙሉ እንቅስቃሴዎች አለፉ፦ ጨዋታው ቆሞ አቻ ይሆናል (%1)።</translation>
    </message>
    <message>
        <source>Too many full moves without a seed won or a hole changing hands: the game is stopped and scored as it stands.</source>
        <translation>ጠጠር ሳይገኝ ወይም ጉድጓድ ባለቤት ሳይቀይር በጣም ብዙ ሙሉ እንቅስቃሴዎች አለፉ፦ ጨዋታው ቆሞ ባለበት ሁኔታ ይቆጠራል።</translation>
    </message>
    <message numerus="yes">
        <source>Too many full moves without a seed won or a hole changing hands: round %n is over and each player takes the seeds in their own holes (%1).</source>
        <extracomment>G2 in Qelat Keren and Mewelad; %n a round number, %1 the rule id</extracomment>
        <translation>
            <numerusform>ጠጠር ሳይሸነፍ ወይም ጉድጓድ ባለቤት ሳይቀይር በጣም ብዙ ሙሉ እንቅስቃሴዎች፦ ዙር %n አብቅቷል፣ እያንዳንዱ ተጫዋችም በራሱ ጉድጓዶች ያሉትን ጠጠሮች ይወስዳል (%1)።</numerusform>
            <numerusform>ጠጠር ሳይሸነፍ ወይም ጉድጓድ ባለቤት ሳይቀይር በጣም ብዙ ሙሉ እንቅስቃሴዎች፦ ዙር %n አብቅቷል፣ እያንዳንዱ ተጫዋችም በራሱ ጉድጓዶች ያሉትን ጠጠሮች ይወስዳል (%1)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round ends at the quiet-move limit: %1 takes the %n seed(s) of %2, its ekwarna (%3).</source>
        <extracomment>G2 in Qelat Keren: the seeds of an ekwarna go to its captor; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>ዙሩ በጸጥተኛ እንቅስቃሴዎች ገደብ ያበቃል፦ %1 የ%2ን %n ጠጠር፣ የእሱን እኳርና፣ ይወስዳል (%3)።</numerusform>
            <numerusform>ዙሩ በጸጥተኛ እንቅስቃሴዎች ገደብ ያበቃል፦ %1 የ%2ን %n ጠጠሮች፣ የእሱን እኳርና፣ ይወስዳል (%3)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round ends at the quiet-move limit: %1 takes the %n seed(s) of %2 (%3).</source>
        <extracomment>G2 in Qelat Keren and Mewelad: a hole&apos;s seeds go to its owner; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>ዙሩ በጸጥተኛ እንቅስቃሴዎች ገደብ ያበቃል፦ %1 የ%2ን %n ጠጠር ይወስዳል (%3)።</numerusform>
            <numerusform>ዙሩ በጸጥተኛ እንቅስቃሴዎች ገደብ ያበቃል፦ %1 የ%2ን %n ጠጠሮች ይወስዳል (%3)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends on a repeated round: the %n seed(s) of %2 go to %1, its owner (%3).</source>
        <extracomment>G3; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>ጨዋታው በተደገመ ዙር ያበቃል፦ የ%2 %n ጠጠር ለባለቤቱ ለ%1 ይሄዳል (%3)።</numerusform>
            <numerusform>ጨዋታው በተደገመ ዙር ያበቃል፦ የ%2 %n ጠጠሮች ለባለቤቱ ለ%1 ይሄዳሉ (%3)።</numerusform>
        </translation>
    </message>
    <message>
        <source>This round starts exactly as an earlier round did: the game is over, a draw, both players own as many holes (%1).</source>
        <extracomment>G3; %1 the rule id</extracomment>
        <translation>ይህ ዙር ልክ እንደ ቀደመ ዙር ይጀምራል፦ ጨዋታው አብቅቷል፣ አቻ ነው፣ ሁለቱም ተጫዋቾች እኩል ጉድጓዶች ይዘዋል (%1)።</translation>
    </message>
    <message numerus="yes">
        <source>This round starts exactly as an earlier round did: the game is over and %1 wins, owning %n hole(s) more (%2).</source>
        <extracomment>G3; %1 the winner, %n how many more holes the winner owns, %2 the rule id</extracomment>
        <translation>
            <numerusform>ይህ ዙር ልክ እንደ ቀደመ ዙር ይጀምራል፦ ጨዋታው አብቅቷል፣ %1 በ%n ጉድጓድ በልጦ ያሸንፋል (%2)።</numerusform>
            <numerusform>ይህ ዙር ልክ እንደ ቀደመ ዙር ይጀምራል፦ ጨዋታው አብቅቷል፣ %1 በ%n ጉድጓዶች በልጦ ያሸንፋል (%2)።</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s single seed crosses the end of the board into %2, %3&apos;s end hole (Q3): on the next move %3 may not sow it straight back (%4).</source>
        <extracomment>Q3 sends the seed across the end, Q10 bars it; %1 the mover, %2 the opponent&apos;s end hole, %3 the opponent, %4 the rule id</extracomment>
        <translation>የ%1 ብቸኛ ጠጠር የሰሌዳውን ጫፍ አልፎ የ%3 የጫፍ ጉድጓድ ወደሆነው %2 ይገባል (Q3)፦ በሚቀጥለው እንቅስቃሴ %3 በቀጥታ መልሶ ሊዘራው አይችልም (%4)።</translation>
    </message>
    <message>
        <source>%1 drops the last seed into %2: the hand is empty, so the move ends (%3).</source>
        <extracomment>Q4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>%1 የመጨረሻውን ጠጠር በ%2 ውስጥ ይጥላል፦ እጁ ባዶ ነው፣ ስለዚህ እንቅስቃሴው ያበቃል (%3)።</translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into %4, which was empty, and %2 faces it: %1 takes the %n seed(s) of %2 (%3).</source>
        <extracomment>E5; %1 a player, %2 the hole captured, %3 the rule id, %4 the hole facing it where the last seed fell</extracomment>
        <translation>
            <numerusform>የመጨረሻው ጠጠር ባዶ በነበረው %4 ውስጥ ወደቀ፣ %2 ደግሞ ፊት ለፊቱ ነው፦ %1 የ%2ን %n ጠጠር ይወስዳል (%3)።</numerusform>
            <numerusform>የመጨረሻው ጠጠር ባዶ በነበረው %4 ውስጥ ወደቀ፣ %2 ደግሞ ፊት ለፊቱ ነው፦ %1 የ%2ን %n ጠጠሮች ይወስዳል (%3)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next hole, %4, is empty and faces %2: %1 takes the %n seed(s) of %2 too (%3).</source>
        <extracomment>E5 walk; %1 a player, %2 the hole captured, %3 the rule id, %4 the empty hole facing it</extracomment>
        <translation>
            <numerusform>ቀጣዩ ጉድጓድ %4 ባዶ ነው፣ ከ%2 ጋርም ፊት ለፊት ነው፦ %1 የ%2ን %n ጠጠር ደግሞ ይወስዳል (%3)።</numerusform>
            <numerusform>ቀጣዩ ጉድጓድ %4 ባዶ ነው፣ ከ%2 ጋርም ፊት ለፊት ነው፦ %1 የ%2ን %n ጠጠሮች ደግሞ ይወስዳል (%3)።</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed made %1 hold four. A walda can be made there, so %1 becomes %2&apos;s walda (%3, Q6).</source>
        <extracomment>Q5/Q6 (a walda can be made only in the six holes Q6 names); %1 a hole, %2 a player, %3 rule ids</extracomment>
        <translation>የመጨረሻው ጠጠር %1ን አራት አደረገው። እዚያ ዋልዳ ሊሠራ ይችላል፣ ስለዚህ %1 የ%2 ዋልዳ ይሆናል (%3, Q6)።</translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and keeps sowing %3, the way chosen (%4).</source>
        <extracomment>E7: the relay after the direction choice; %1 a player, %2 a hole, %3 a direction, %4 the rule id</extracomment>
        <translation>
            <numerusform>%1 የ%2ን %n ጠጠር አንሥቶ በተመረጠው አቅጣጫ %3 መዝራቱን ይቀጥላል (%4)።</numerusform>
            <numerusform>%1 የ%2ን %n ጠጠሮች አንሥቶ በተመረጠው አቅጣጫ %3 መዝራቱን ይቀጥላል (%4)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into a hole that had seeds: %1 picks up the %n seed(s) of %2 and keeps sowing %3 (%4).</source>
        <extracomment>relay sowing: the last seed fell into a hole with seeds, which are picked up and sown on; %1 a player, %2 a hole, %3 a direction, %4 the rule id</extracomment>
        <translation>
            <numerusform>የመጨረሻው ጠጠር ጠጠሮች ባሉበት ጉድጓድ ወደቀ፦ %1 የ%2ን %n ጠጠር አንሥቶ %3 መዝራቱን ይቀጥላል (%4)።</numerusform>
            <numerusform>የመጨረሻው ጠጠር ጠጠሮች ባሉበት ጉድጓድ ወደቀ፦ %1 የ%2ን %n ጠጠሮች አንሥቶ %3 መዝራቱን ይቀጥላል (%4)።</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed falls into %1&apos;s own ekwarna %2: no seeds are picked up, and the move ends (%3).</source>
        <extracomment>M4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>የመጨረሻው ጠጠር በ%1 የራሱ እኳርና %2 ውስጥ ይወድቃል፦ ምንም ጠጠር አይነሣም፣ እንቅስቃሴውም ያበቃል (%3)።</translation>
    </message>
    <message>
        <source>The last seed falls into %2, which was empty. %1 has picked up seeds to sow on, so nothing is captured and the move ends (%3, E6).</source>
        <extracomment>E6; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>የመጨረሻው ጠጠር ባዶ በነበረው %2 ውስጥ ይወድቃል። %1 መዝራት ለመቀጠል ጠጠሮችን አንሥቶ ስለነበረ ምንም አይማረክም፣ እንቅስቃሴውም ያበቃል (%3, E6)።</translation>
    </message>
    <message>
        <source>%1 passes over %2 without a seed: a player sows only into their own store (%3).</source>
        <extracomment>K2; %1 a player, %2 a store, %3 the rule id</extracomment>
        <translation>%1 %2ን ያለ ጠጠር ያልፋል፦ እያንዳንዱ ተጫዋች የሚዘራው በራሱ ጎተራ ብቻ ነው (%3)።</translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and sows %3, towards the nearer end of the board (Q2, Q3).</source>
        <extracomment>Q2/Q3; %1 a player, %2 a hole, %3 a direction</extracomment>
        <translation>
            <numerusform>%1 የ%2ን %n ጠጠር አንሥቶ %3 ወደ ቅርቡ የሰሌዳው ጫፍ ይዘራል (Q2, Q3)።</numerusform>
            <numerusform>%1 የ%2ን %n ጠጠሮች አንሥቶ %3 ወደ ቅርቡ የሰሌዳው ጫፍ ይዘራል (Q2, Q3)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2, the hole chosen for the race, and sows one seed a tick (%3).</source>
        <extracomment>race start; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 ለሩጫው የተመረጠውን የ%2ን %n ጠጠር አንሥቶ በየምቱ አንድ ጠጠር ይዘራል (%3)።</numerusform>
            <numerusform>%1 ለሩጫው የተመረጠውን የ%2ን %n ጠጠሮች አንሥቶ በየምቱ አንድ ጠጠር ይዘራል (%3)።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and sows %3 (%4).</source>
        <extracomment>%1 a player, %2 a hole, %3 a direction, %4 rule ids</extracomment>
        <translation>
            <numerusform>%1 የ%2ን %n ጠጠር አንሥቶ %3 ይዘራል (%4)።</numerusform>
            <numerusform>%1 የ%2ን %n ጠጠሮች አንሥቶ %3 ይዘራል (%4)።</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::app::NetworkPlay</name>
    <message>
        <source>Waiting for the other player to join.</source>
        <extracomment>Game across computers, host: the other player has not joined yet</extracomment>
        <translation>ሌላው ተጫዋች እስኪቀላቀል በመጠበቅ ላይ።</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <extracomment>Game across computers, guest: connecting to the host</extracomment>
        <translation>በመገናኘት ላይ…</translation>
    </message>
    <message>
        <source>Go to the last move to play: to take back a move, ask the other player.</source>
        <extracomment>Game across computers: a click on an earlier position of the game</extracomment>
        <translation>ለመጫወት ወደ መጨረሻው እንቅስቃሴ ይሂዱ፤ እንቅስቃሴ ለመመለስ ሌላውን ተጫዋች ይጠይቁ።</translation>
    </message>
    <message>
        <source>The board could not play %1.</source>
        <extracomment>Game across computers: the board and the game across computers disagree (a bug)</extracomment>
        <translation>ሰሌዳው %1ን መጫወት አልቻለም።</translation>
    </message>
    <message>
        <source>Choose your starting hole: %1 will not see it before choosing theirs.</source>
        <translation>የመነሻ ጉድጓድዎን ይምረጡ፦ %1 የራሱን ሳይመርጥ አያየውም።</translation>
    </message>
    <message>
        <source>Waiting for %1 to choose a starting hole.</source>
        <translation>%1 የመነሻ ጉድጓድ እስኪመርጥ በመጠበቅ ላይ።</translation>
    </message>
    <message>
        <source>Your move.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>የእርስዎ ተራ።</translation>
    </message>
    <message>
        <source>%1&apos;s move.</source>
        <translation>የ%1 ተራ።</translation>
    </message>
    <message>
        <source>You: %1</source>
        <extracomment>A chat line of a game across computers, this player&apos;s own</extracomment>
        <translation>እርስዎ፦ %1</translation>
    </message>
    <message>
        <source>Draw offered: waiting for %1&apos;s answer.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>አቻ ቀርቧል፦ የ%1 መልስ በመጠበቅ ላይ።</translation>
    </message>
    <message>
        <source>Asked %1 to take back your move.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>%1 እንቅስቃሴዎን እንዲመልስ ተጠይቋል።</translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <extracomment>Game across computers, host: %1 is the guest&apos;s name</extracomment>
        <translation>%1 ተቀላቅሏል።</translation>
    </message>
    <message>
        <source>%1 invites you to this game.</source>
        <extracomment>Game across computers, guest: %1 is the host&apos;s name; the rules are shown below</extracomment>
        <translation>%1 ወደዚህ ጨዋታ ይጋብዝዎታል።</translation>
    </message>
    <message>
        <source>%1 does not take back the move.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>%1 እንቅስቃሴውን አይመልስም።</translation>
    </message>
    <message>
        <source>%1 does not agree to a draw.</source>
        <extracomment>Game across computers: %1 is the other player</extracomment>
        <translation>%1 በአቻ አይስማማም።</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 ተሸንፌአለሁ ብሏል።</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>ተሸንፌአለሁ ብለዋል።</translation>
    </message>
    <message>
        <source>Drawn by agreement.</source>
        <translation>በስምምነት አቻ።</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>Game across computers: the board says how it ended</extracomment>
        <translation>ጨዋታው አልቋል።</translation>
    </message>
    <message>
        <source>The connection was lost (%1). The other player can join again with the same code.</source>
        <translation>ግንኙነቱ ተቋርጧል (%1)። ሌላው ተጫዋች በዚያው ኮድ እንደገና መቀላቀል ይችላል።</translation>
    </message>
    <message>
        <source>The connection was lost (%1). The game is kept: join again to go on.</source>
        <translation>ግንኙነቱ ተቋርጧል (%1)። ጨዋታው ተጠብቋል፦ ለመቀጠል እንደገና ይቀላቀሉ።</translation>
    </message>
    <message>
        <source>The connection was closed: %1</source>
        <extracomment>Game across computers: %1 is why (in English, from the network)</extracomment>
        <translation>ግንኙነቱ ተዘግቷል፦ %1</translation>
    </message>
    <message>
        <source>Rejoining: the moves played so far are coming in…</source>
        <extracomment>Game across computers, guest: a program started again receives the moves played so far</extracomment>
        <translation>እንደገና በመቀላቀል ላይ፦ እስካሁን የተጫወቱት እንቅስቃሴዎች እየመጡ ነው…</translation>
    </message>
</context>
<context>
    <name>mancala::app::PositionEditor</name>
    <message>
        <source>walda</source>
        <extracomment>A hole&apos;s mark in the position editor (Qelat, Q5)</extracomment>
        <translation>ዋልዳ</translation>
    </message>
    <message>
        <source>ekwarna</source>
        <extracomment>A hole&apos;s mark in the position editor (Qelat Keren, M3)</extracomment>
        <translation>እኳርና</translation>
    </message>
    <message>
        <source>bull</source>
        <extracomment>A hole&apos;s mark in the position editor (Enkeshui, E4)</extracomment>
        <translation>ኮርማ</translation>
    </message>
    <message>
        <source>Jen</source>
        <extracomment>A hole&apos;s mark in the position editor (Mewelad, W4)</extracomment>
        <translation>ጀን</translation>
    </message>
    <message>
        <source>four left</source>
        <extracomment>A hole&apos;s mark in the position editor (Mewelad, W4): a capture of four that was left</extracomment>
        <translation>የተተወ አራት</translation>
    </message>
    <message>
        <source>no mark</source>
        <extracomment>A hole without a mark in the position editor</extracomment>
        <translation>ምልክት የለም</translation>
    </message>
    <message>
        <source>South</source>
        <translation>ደቡብ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>ሰሜን</translation>
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
            <numerusform>%1 ከ%n ጠጠር</numerusform>
            <numerusform>%1 ከ%n ጠጠሮች</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) missing: the board and the stores hold every seed of the game.</source>
        <extracomment>The position editor: seeds are missing; %n how many</extracomment>
        <translation>
            <numerusform>%n ጠጠር ጎድሏል፦ ሰሌዳውና ጎተራዎቹ የጨዋታውን ጠጠሮች በሙሉ ይይዛሉ።</numerusform>
            <numerusform>%n ጠጠሮች ጎድለዋል፦ ሰሌዳውና ጎተራዎቹ የጨዋታውን ጠጠሮች በሙሉ ይይዛሉ።</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) too many: the board and the stores hold the game&apos;s seeds, no more.</source>
        <extracomment>The position editor: too many seeds; %n how many</extracomment>
        <translation>
            <numerusform>%n ጠጠር በልጧል፦ ሰሌዳውና ጎተራዎቹ የጨዋታውን ጠጠሮች ብቻ ይይዛሉ።</numerusform>
            <numerusform>%n ጠጠሮች በልጠዋል፦ ሰሌዳውና ጎተራዎቹ የጨዋታውን ጠጠሮች ብቻ ይይዛሉ።</numerusform>
        </translation>
    </message>
    <message>
        <source>A row without seeds ends the game (K5): give both rows seeds.</source>
        <extracomment>The position editor: a Kalah row is empty, so the game would be over (K5)</extracomment>
        <translation>ጠጠር የሌለው ረድፍ ጨዋታውን ያበቃል (K5)፦ ለሁለቱም ረድፎች ጠጠሮች ይስጡ።</translation>
    </message>
    <message>
        <source>This position cannot be played: %1.</source>
        <extracomment>The position editor: %1 the rules engine&apos;s reason, in English</extracomment>
        <translation>ይህ አቀማመጥ ሊጫወት አይችልም: %1።</translation>
    </message>
    <message numerus="yes">
        <source>hole %1, %n seed(s)</source>
        <extracomment>Screen reader text of a hole in the position editor: &quot;hole c, 4 seeds&quot;</extracomment>
        <translation>
            <numerusform>ጉድጓድ %1፣ %n ጠጠር</numerusform>
            <numerusform>ጉድጓድ %1፣ %n ጠጠሮች</numerusform>
        </translation>
    </message>
    <message>
        <source>owned by %1</source>
        <extracomment>Screen reader text: a hole another player owns in this round; %1 South or North</extracomment>
        <translation>የ%1</translation>
    </message>
</context>
<context>
    <name>mancala::app::PresetStore</name>
    <message>
        <source>&apos;%1&apos; is not a house rule of the form name=value</source>
        <extracomment>A preset in the settings file holds a house rule that is not name=value</extracomment>
        <translation>&apos;%1&apos; ስም=እሴት በሚል ቅርጽ ያለ የአማራጭ ህግ አይደለም</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Summary of a built-in preset: the rule set as its sources play it</extracomment>
        <translation>መደበኛ ህጎች</translation>
    </message>
    <message>
        <source>it has no name</source>
        <extracomment>A preset in the settings file has no name</extracomment>
        <translation>ስም የለውም</translation>
    </message>
    <message>
        <source>the name is taken</source>
        <extracomment>A preset in the settings file has the name of another preset</extracomment>
        <translation>ስሙ ተይዟል</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <extracomment>One preset dropped from the settings file: %1 its name (or number), %2 why</extracomment>
        <translation>“%1”፦ %2</translation>
    </message>
    <message>
        <source>Give the preset a name.</source>
        <extracomment>Saving a preset without a name</extracomment>
        <translation>ለምርጫው ስም ይስጡት።</translation>
    </message>
    <message>
        <source>“%1” is the name of a rule set; choose another name.</source>
        <extracomment>Saving a preset under a rule set&apos;s name</extracomment>
        <translation>“%1” የአንድ የህግ ስብስብ ስም ነው፤ ሌላ ስም ይምረጡ።</translation>
    </message>
    <message>
        <source>There is already a preset called “%1”.</source>
        <extracomment>Renaming a preset to the name of another</extracomment>
        <translation>“%1” የሚባል ምርጫ ቀድሞውኑ አለ።</translation>
    </message>
    <message>
        <source>There is no such preset.</source>
        <translation>እንደዚህ ያለ ምርጫ የለም።</translation>
    </message>
    <message>
        <source>The standard rule sets cannot be renamed.</source>
        <extracomment>Renaming one of the five rule sets&apos; presets</extracomment>
        <translation>መደበኛዎቹ የህግ ስብስቦች ስም ሊቀየርላቸው አይችልም።</translation>
    </message>
    <message>
        <source>it is not a settings file</source>
        <extracomment>Why the presets file could not be read entirely</extracomment>
        <translation>የቅንብሮች ፋይል አይደለም</translation>
    </message>
    <message>
        <source>it has no version</source>
        <extracomment>Why the presets file could not be read entirely</extracomment>
        <translation>ስሪት የለውም</translation>
    </message>
    <message>
        <source>a newer version of the game wrote it</source>
        <extracomment>Why the presets file could not be read entirely</extracomment>
        <translation>አዲስ የጨዋታው ስሪት ጽፎታል</translation>
    </message>
    <message>
        <source>unknown key “%1”</source>
        <extracomment>A key of the presets file that the game does not know</extracomment>
        <translation>ያልታወቀ ቁልፍ “%1”</translation>
    </message>
    <message numerus="yes">
        <source>it holds %n of the presets it lists</source>
        <extracomment>The presets file holds another number of presets than it says: it was cut short</extracomment>
        <translation>
            <numerusform>ከሚዘረዝራቸው ምርጫዎች %nን ብቻ ይዟል</numerusform>
            <numerusform>ከሚዘረዝራቸው ምርጫዎች %nን ብቻ ይዟል</numerusform>
        </translation>
    </message>
    <message>
        <source>Some saved presets in %1 could not be read (%2); the file is left as it is.</source>
        <extracomment>The presets file could not be read entirely and could not be kept aside; %1 its path, %2 what was wrong</extracomment>
        <translation>በ%1 ያሉ አንዳንድ የተቀመጡ ምርጫዎች ሊነበቡ አልቻሉም (%2)፤ ፋይሉ እንዳለ ይተዋል።</translation>
    </message>
    <message numerus="yes">
        <source>Some saved presets could not be read (%1). The file was kept as %2; %n preset(s) could be read.</source>
        <extracomment>The presets file could not be read entirely; %1 what was wrong, %2 where the file was kept, %n presets read</extracomment>
        <translation>
            <numerusform>አንዳንድ የተቀመጡ ምርጫዎች ሊነበቡ አልቻሉም (%1)። ፋይሉ እንደ %2 ተቀምጧል፤ %n ምርጫ ሊነበብ ችሏል።</numerusform>
            <numerusform>አንዳንድ የተቀመጡ ምርጫዎች ሊነበቡ አልቻሉም (%1)። ፋይሉ እንደ %2 ተቀምጧል፤ %n ምርጫዎች ሊነበቡ ችለዋል።</numerusform>
        </translation>
    </message>
    <message>
        <source>The presets could not be saved to %1.</source>
        <extracomment>Saving the presets failed; %1 the file</extracomment>
        <translation>ምርጫዎቹ በ%1 ሊቀመጡ አልቻሉም።</translation>
    </message>
</context>
<context>
    <name>mancala::app::PuzzleSession</name>
    <message>
        <source>Solved %1 of %2, streak %3</source>
        <extracomment>Puzzles: the progress of a rule set; %1 puzzles solved, %2 puzzles in all, %3 right first tries in a row</extracomment>
        <translation>ከ%2 %1 ተፈቷል፣ ተከታታይ %3</translation>
    </message>
    <message>
        <source>%1 to play and keep the value: find the best decision.</source>
        <extracomment>Puzzles: the task; %1 the side to move (its player&apos;s name, or South/North)</extracomment>
        <translation>%1 ይጫወታል ዋጋውንም ይጠብቃል፦ ምርጡን ውሳኔ ያግኙ።</translation>
    </message>
    <message>
        <source>capture</source>
        <extracomment>Puzzles: the theme of a puzzle</extracomment>
        <translation>መማረክ</translation>
    </message>
    <message>
        <source>extra turn</source>
        <extracomment>Puzzles: the theme of a puzzle (a move that ends in the own store and plays again)</extracomment>
        <translation>ተጨማሪ ተራ</translation>
    </message>
    <message>
        <source>chain</source>
        <extracomment>Puzzles: the theme of a puzzle (several moves or laps linked)</extracomment>
        <translation>ሰንሰለት</translation>
    </message>
    <message>
        <source>race</source>
        <extracomment>Puzzles: the theme of a puzzle (the race of Mewelad and Enkeshui)</extracomment>
        <translation>ሩጫ</translation>
    </message>
    <message>
        <source>walda</source>
        <extracomment>Puzzles: the theme of a puzzle (Qelat&apos;s walda)</extracomment>
        <translation>ወልዳ</translation>
    </message>
    <message>
        <source>bull</source>
        <extracomment>Puzzles: the theme of a puzzle (Enkeshui&apos;s bull)</extracomment>
        <translation>በሬ</translation>
    </message>
    <message>
        <source>ekwarna</source>
        <extracomment>Puzzles: the theme of a puzzle (Mewelad&apos;s ekwarna)</extracomment>
        <translation>እኳርና</translation>
    </message>
    <message>
        <source>last hole</source>
        <extracomment>Puzzles: the theme of a puzzle (the last hole of a row)</extracomment>
        <translation>የመጨረሻ ጉድጓድ</translation>
    </message>
    <message>
        <source>quiet move</source>
        <extracomment>Puzzles: the theme of a puzzle (a quiet move: no capture, no extra turn, yet the only good one)</extracomment>
        <translation>ጸጥ ያለ እንቅስቃሴ</translation>
    </message>
    <message>
        <source>defence</source>
        <extracomment>Puzzles: the theme of a puzzle (the only decision that leaves the other side no capture or mark)</extracomment>
        <translation>መከላከል</translation>
    </message>
    <message>
        <source>endgame</source>
        <extracomment>Puzzles: the theme of a puzzle (the end of the game)</extracomment>
        <translation>የጨዋታ መጨረሻ</translation>
    </message>
    <message>
        <source>proven by the solver</source>
        <extracomment>Puzzles: how the values were found</extracomment>
        <translation>በፈቺው የተረጋገጠ</translation>
    </message>
    <message>
        <source>by the search to depth %1</source>
        <translation>በፍለጋው እስከ ጥልቀት %1</translation>
    </message>
    <message>
        <source>Right. The turn goes on: make its next decision.</source>
        <extracomment>Puzzles: the decision was right and the answer&apos;s turn needs another</extracomment>
        <translation>ትክክል። ተራው ይቀጥላል፦ ቀጣዩን ውሳኔ ያድርጉ።</translation>
    </message>
    <message>
        <source>Correct: %1 keeps the value, %2 (%3).</source>
        <extracomment>Puzzles: the right answer; %1 the decision, %2 its value (&quot;3 seeds ahead&quot;), %3 how it was found</extracomment>
        <translation>ትክክል፦ %1 ዋጋውን ይጠብቃል፣ %2 (%3)።</translation>
    </message>
    <message>
        <source>The line: %1.</source>
        <extracomment>Puzzles: the best line after the right answer; %1 its decisions</extracomment>
        <translation>መስመሩ፦ %1።</translation>
    </message>
    <message>
        <source>%1 is not the answer; the position is back. Working out what it gives away…</source>
        <extracomment>Puzzles: a wrong answer, while it is valued; %1 the decision tried</extracomment>
        <translation>%1 መልሱ አይደለም፤ አቀማመጡ ተመልሷል። ምን እንደሚሰጥ እየተሰላ ነው…</translation>
    </message>
    <message>
        <source>That is not the answer. Try again.</source>
        <extracomment>Puzzles: a wrong answer whose value could not be worked out</extracomment>
        <translation>ይህ መልሱ አይደለም። እንደገና ይሞክሩ።</translation>
    </message>
    <message numerus="yes">
        <source>%1 gives away %n seed(s).</source>
        <extracomment>Puzzles: a wrong answer valued; %1 the decision tried, %n the seeds of value it loses</extracomment>
        <translation>
            <numerusform>%1 %n ጠጠር ይሰጣል።</numerusform>
            <numerusform>%1 %n ጠጠሮች ይሰጣል።</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps the value too, but the puzzle asks for another decision.</source>
        <extracomment>Puzzles: a decision as good as the answer (by the search): %1 the decision</extracomment>
        <translation>%1 ዋጋውን ይጠብቃል፣ ግን እንቆቅልሹ ሌላ ውሳኔ ይጠይቃል።</translation>
    </message>
    <message>
        <source>The line that answers it: %1 (%2).</source>
        <extracomment>Puzzles: the line that answers a wrong try; %1 its decisions, %2 how it was found</extracomment>
        <translation>የሚመልሰው መስመር፦ %1 (%2)።</translation>
    </message>
    <message>
        <source>Try again.</source>
        <extracomment>Puzzles: after a wrong answer</extracomment>
        <translation>እንደገና ይሞክሩ።</translation>
    </message>
    <message>
        <source>Hint: the hole to play is marked on the board.</source>
        <extracomment>Puzzles: the hint after a wrong try</extracomment>
        <translation>ፍንጭ፦ የሚጫወተው ጉድጓድ በሰሌዳው ላይ ተለይቷል።</translation>
    </message>
    <message>
        <source>The answer: %1, value %2 (%3). The line: %4. Teaching mode tells each step; Next decision plays the line on.</source>
        <extracomment>Puzzles: the answer shown; %1 the decision, %2 its value, %3 how it was found, %4 the line</extracomment>
        <translation>መልሱ፦ %1፣ ዋጋ %2 (%3)። መስመሩ፦ %4። የማስተማሪያ ሁኔታ እያንዳንዱን እርምጃ ያብራራል፤ «ቀጣይ ውሳኔ» መስመሩን ይቀጥላል።</translation>
    </message>
</context>
<context>
    <name>mancala::app::ReadAloud</name>
    <message>
        <source>No speech engine is installed: the narration stays on the screen.</source>
        <extracomment>Read aloud is on but no speech engine (flite, speech-dispatcher) is installed</extracomment>
        <translation>ምንም የንግግር ሞተር አልተጫነም፦ ትረካው በማያ ገጹ ላይ ይቆያል።</translation>
    </message>
    <message>
        <source>No voice speaks %1 on this computer: the narration stays on the screen.</source>
        <extracomment>Read aloud is on but no voice speaks the language in use; %1 is the language&apos;s own name (ትግርኛ, Kiswahili)</extracomment>
        <translation>በዚህ ኮምፒውተር ላይ %1 የሚናገር ድምፅ የለም፦ ትረካው በማያ ገጹ ላይ ይቆያል።</translation>
    </message>
    <message>
        <source>The voice does not speak on this computer (no sound device?): the narration stays on the screen.</source>
        <extracomment>Read aloud is on, a voice was chosen, but the engine could not say a sentence (no sound device, say)</extracomment>
        <translation>ድምፁ በዚህ ኮምፒውተር ላይ አይናገርም (የድምፅ መሣሪያ የለም?)፦ ትረካው በማያ ገጹ ላይ ይቆያል።</translation>
    </message>
</context>
<context>
    <name>mancala::app::RecordDocument</name>
    <message>
        <source>The game could not be set up.</source>
        <translation>ጨዋታውን ማዘጋጀት አልተቻለም።</translation>
    </message>
    <message>
        <source>The comment was cut to %1 bytes, the most a record keeps for one turn.</source>
        <extracomment>A comment longer than a record can hold was cut; %1 the most bytes kept</extracomment>
        <translation>አስተያየቱ ወደ %1 ባይት ተቆርጧል፣ መዝገብ ለአንድ ተራ የሚይዘው ከፍተኛው።</translation>
    </message>
</context>
<context>
    <name>mancala::app::RecordImportExport</name>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 a file name, %2 the system&apos;s reason</extracomment>
        <translation>%1ን ማስቀመጥ አልተቻለም፦ %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <extracomment>%1 a file name</extracomment>
        <translation>በ%1 ተቀምጧል።</translation>
    </message>
    <message>
        <source>The game record is on the clipboard.</source>
        <translation>የጨዋታው መዝገብ ቅንጥብ ሰሌዳ ላይ ነው።</translation>
    </message>
    <message>
        <source>The position is on the clipboard.</source>
        <translation>አቀማመጡ ቅንጥብ ሰሌዳ ላይ ነው።</translation>
    </message>
    <message>
        <source>This is not a game record: a record starts with tags such as [Variant &quot;kalah&quot;] or with numbered moves such as 1. c-f A.</source>
        <extracomment>A text that is neither a game record nor a position was imported or pasted</extracomment>
        <translation>ይህ የጨዋታ መዝገብ አይደለም፦ መዝገብ የሚጀምረው እንደ [Variant &quot;kalah&quot;] ባሉ መለያዎች ወይም እንደ 1. c-f A ባሉ ቁጥር ያላቸው እንቅስቃሴዎች ነው።</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <extracomment>%1 a file name, %2 the system&apos;s reason</extracomment>
        <translation>%1ን መክፈት አልተቻለም፦ %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: it is not read as a game record.</source>
        <extracomment>%1 a file name, %2 the largest size read, in MB</extracomment>
        <translation>%1 ከ%2 MB ይበልጣል፦ እንደ ጨዋታ መዝገብ አይነበብም።</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>The players of a game in the list of a record file&apos;s games; %1 South, %2 North (&quot;?&quot; unknown)</extracomment>
        <translation>%1 ከ%2 ጋር</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <extracomment>How long a game of a record file is, in the list of its games</extracomment>
        <translation>
            <numerusform>%n ተራ</numerusform>
            <numerusform>%n ተራዎች</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>ቅንጥብ ሰሌዳው ጽሑፍ የለውም።</translation>
    </message>
    <message>
        <source>This is not a position string: %1</source>
        <extracomment>%1 why the text is not a position of the rules being played</extracomment>
        <translation>ይህ የአቀማመጥ ሕብረቁምፊ አይደለም፦ %1</translation>
    </message>
    <message>
        <source>%1, %2 holes a row</source>
        <extracomment>A rule set with a row length of its own: %1 its name, %2 the holes a row</extracomment>
        <translation>%1፣ በረድፍ %2 ጉድጓዶች</translation>
    </message>
    <message>
        <source>The position is read as %1.</source>
        <extracomment>After a position string is pasted: %1 the rule set it is played with</extracomment>
        <translation>አቀማመጡ እንደ %1 ይነበባል።</translation>
    </message>
    <message>
        <source>%1 Nothing was added: the file is left as it was.</source>
        <extracomment>Add to file: the file does not read as game records; %1 why (it names the file)</extracomment>
        <translation>%1 ምንም አልተጨመረም፦ ፋይሉ እንደነበረ ቀርቷል።</translation>
    </message>
    <message>
        <source>Added to %1 as game %2.</source>
        <extracomment>Add to file: %1 the file&apos;s name, %2 the number the game has in it</extracomment>
        <translation>ወደ %1 እንደ ጨዋታ %2 ተጨምሯል።</translation>
    </message>
</context>
<context>
    <name>mancala::app::VariantCatalog</name>
    <message>
        <source>Kalah</source>
        <extracomment>Rule set name</extracomment>
        <translation>ካላህ</translation>
    </message>
    <message>
        <source>Qelat (Beni Amir &amp; Mensa)</source>
        <extracomment>Rule set name: Qelat as the Beni Amir and Mensa play it</extracomment>
        <translation>ቀላት (ቤኒ ዓምር እና መንሳዕ)</translation>
    </message>
    <message>
        <source>Qelat (Keren)</source>
        <extracomment>Rule set name: Qelat as played in Keren (Magazeb II)</extracomment>
        <translation>ቀላት (ከረን)</translation>
    </message>
    <message>
        <source>Mewelad (Gabata)</source>
        <extracomment>Rule set name: Mewelad, also called Gabata</extracomment>
        <translation>መወላድ (ገበጣ)</translation>
    </message>
    <message>
        <source>Enkeshui</source>
        <extracomment>Rule set name</extracomment>
        <translation>እንከሹይ</translation>
    </message>
    <message>
        <source>Six houses and a store each: end in your store to move again, in an empty house to capture.</source>
        <extracomment>One-line description of Kalah in the picker</extracomment>
        <translation>ለእያንዳንዱ ስድስት ጉድጓዶችና አንድ ጎተራ፦ እንደገና ለመጫወት በጎተራዎ፣ ለመማረክ በባዶ ጉድጓድ ያብቁ።</translation>
    </message>
    <message>
        <source>Single laps towards the nearer end; make a hole four to claim it as your walda.</source>
        <extracomment>One-line description of Qelat (Beni Amir &amp; Mensa) in the picker</extracomment>
        <translation>ወደ ቅርቡ ጫፍ አንድ ዑደት ብቻ፤ ጉድጓድን አራት አድርገው ዋልዳዎ ያድርጉት።</translation>
    </message>
    <message>
        <source>Relay sowing; make an opponent&apos;s hole four to win an ekwarna, eat from theirs; played in rounds.</source>
        <extracomment>One-line description of Qelat (Keren) in the picker</extracomment>
        <translation>የቅብብል ዘር፤ የተቃዋሚን ጉድጓድ አራት አድርገው እኳርና ያግኙ፣ ከእነርሱም ይብሉ፤ በዙሮች ይጫወታል።</translation>
    </message>
    <message>
        <source>A racing start, relay sowing, every four captured; rounds until one player owns every hole.</source>
        <extracomment>One-line description of Mewelad in the picker</extracomment>
        <translation>የሩጫ መነሻ፣ የቅብብል ዘር፣ እያንዳንዱ አራት ይማረካል፤ አንድ ተጫዋች ሁሉንም ጉድጓዶች እስኪይዝ ድረስ ዙሮች።</translation>
    </message>
    <message>
        <source>The Maasai game on long boards: relay sowing, bulls of four, captures along your row.</source>
        <extracomment>One-line description of Enkeshui in the picker</extracomment>
        <translation>የማሳይ ጨዋታ በረጃጅም ሰሌዳዎች፦ የቅብብል ዘር፣ የአራት ኮርማዎች፣ በረድፍዎ ላይ ማረካ።</translation>
    </message>
    <message>
        <source>United States, 1940; played world-wide</source>
        <extracomment>Where Kalah comes from</extracomment>
        <translation>አሜሪካ፣ 1940፤ በዓለም ዙሪያ ይጫወታል</translation>
    </message>
    <message>
        <source>Eritrea: Beni Amir and Mensa</source>
        <extracomment>Where this Qelat is played</extracomment>
        <translation>ኤርትራ፦ ቤኒ ዓምር እና መንሳዕ</translation>
    </message>
    <message>
        <source>Eritrea: Keren</source>
        <extracomment>Where this Qelat is played</extracomment>
        <translation>ኤርትራ፦ ከረን</translation>
    </message>
    <message>
        <source>Eritrea</source>
        <extracomment>Where Mewelad is played</extracomment>
        <translation>ኤርትራ</translation>
    </message>
    <message>
        <source>Maasai of Kenya and Tanzania</source>
        <extracomment>Where Enkeshui is played</extracomment>
        <translation>የኬንያና የታንዛኒያ ማሳይ</translation>
    </message>
    <message>
        <source>W. J. Champion Jr., 1940, after the encyclopedia article (Wikipedia) with its three variations</source>
        <extracomment>Source of the Kalah rules</extracomment>
        <translation>W. J. Champion Jr.፣ 1940፣ በኢንሳይክሎፒዲያ ጽሑፍ (ዊኪፔዲያ) እና በሦስቱ ልዩነቶቹ መሠረት</translation>
    </message>
    <message>
        <source>R. Pankhurst, Ethiopia Observer 14(3), 1971, Qelat II (game 11), after Wikimanqala (R. Gering)</source>
        <extracomment>Source of the Qelat (Beni Amir &amp; Mensa) rules</extracomment>
        <translation>R. Pankhurst፣ Ethiopia Observer 14(3)፣ 1971፣ Qelat II (ጨዋታ 11)፣ በWikimanqala (R. Gering) መሠረት</translation>
    </message>
    <message>
        <source>R. Pankhurst 1971: 167-168, 171, Digital Ludeme Project evidence 1168 and 1299</source>
        <extracomment>Source of the Qelat (Keren) rules</extracomment>
        <translation>R. Pankhurst 1971፦ 167-168፣ 171፣ Digital Ludeme Project ማስረጃ 1168 እና 1299</translation>
    </message>
    <message>
        <source>R. Pankhurst 1971: 168, Digital Ludeme Project (Ludii portal)</source>
        <extracomment>Source of the Mewelad rules</extracomment>
        <translation>R. Pankhurst 1971፦ 168፣ Digital Ludeme Project (Ludii ፖርታል)</translation>
    </message>
    <message>
        <source>Encyclopedia article on Enkeshui (Engesho): boards, 48 seeds, setups, race, bulls</source>
        <extracomment>Source of the Enkeshui rules</extracomment>
        <translation>ስለ እንከሹይ (Engesho) የኢንሳይክሎፒዲያ ጽሑፍ፦ ሰሌዳዎች፣ 48 ጠጠሮች፣ አቀማመጦች፣ ሩጫ፣ ኮርማዎች</translation>
    </message>
    <message>
        <source>Holes in a row</source>
        <extracomment>House rule title: holes in each row</extracomment>
        <translation>በአንድ ረድፍ ያሉ ጉድጓዶች</translation>
    </message>
    <message>
        <source>Houses in each player&apos;s row; the source plays six.</source>
        <extracomment>What the houses option changes in Kalah (K1)</extracomment>
        <translation>በእያንዳንዱ ተጫዋች ረድፍ ያሉ ጉድጓዶች፤ ምንጩ ስድስት ይጫወታል።</translation>
    </message>
    <message>
        <source>The sources play 2x8, 2x10 and 2x12; other even sizes take a uniform or drawn layout.</source>
        <extracomment>What the houses option changes in Enkeshui (E10)</extracomment>
        <translation>ምንጮቹ 2x8፣ 2x10 እና 2x12 ይጫወታሉ፤ ሌሎች ሙሉ ቁጥር መጠኖች ወጥ ወይም የተሳለ አቀማመጥ ይወስዳሉ።</translation>
    </message>
    <message>
        <source>Holes in each player&apos;s row; the sources play six.</source>
        <extracomment>What the houses option changes in the Eritrean games</extracomment>
        <translation>በእያንዳንዱ ተጫዋች ረድፍ ያሉ ጉድጓዶች፤ ምንጮቹ ስድስት ይጫወታሉ።</translation>
    </message>
    <message>
        <source>Seeds per hole</source>
        <extracomment>House rule title: seeds in every hole at the start</extracomment>
        <translation>ጠጠሮች በጉድጓድ</translation>
    </message>
    <message>
        <source>Seeds in every house at the start: the source gives 3 as the rule and 4 as common.</source>
        <extracomment>What the seeds option changes in Kalah (K1)</extracomment>
        <translation>በመጀመሪያ በእያንዳንዱ ጉድጓድ ያሉ ጠጠሮች፦ ምንጩ 3ን እንደ ህግ፣ 4ን እንደ የተለመደ ይሰጣል።</translation>
    </message>
    <message>
        <source>Seeds in every hole at the start of a uniform layout.</source>
        <extracomment>What the seeds option changes</extracomment>
        <translation>በወጥ አቀማመጥ መጀመሪያ በእያንዳንዱ ጉድጓድ ያሉ ጠጠሮች።</translation>
    </message>
    <message>
        <source>Layout</source>
        <extracomment>House rule title: how the seeds are set out at the start</extracomment>
        <translation>አቀማመጥ</translation>
    </message>
    <message>
        <source>How the seeds are set out at the start.</source>
        <extracomment>What the layout option changes</extracomment>
        <translation>ጠጠሮቹ በመጀመሪያ እንዴት እንደሚቀመጡ።</translation>
    </message>
    <message>
        <source>Clockwise sowing</source>
        <extracomment>House rule title (K6)</extracomment>
        <translation>በሰዓት አቅጣጫ መዝራት</translation>
    </message>
    <message>
        <source>Seeds are sown clockwise instead of counter-clockwise.</source>
        <extracomment>What the clockwise house rule changes (K6)</extracomment>
        <translation>ጠጠሮች ከሰዓት አቅጣጫ በተቃራኒ ፈንታ በሰዓት አቅጣጫ ይዘራሉ።</translation>
    </message>
    <message>
        <source>Empty capture</source>
        <extracomment>House rule title (K7)</extracomment>
        <translation>ባዶ ማረካ</translation>
    </message>
    <message>
        <source>Count the seeds left</source>
        <extracomment>House rule title (K8)</extracomment>
        <translation>የቀሩትን ጠጠሮች ቁጠር</translation>
    </message>
    <message>
        <source>When the game ends, the seeds left in a player&apos;s houses go to their store; off, they are not counted.</source>
        <extracomment>What the count-remaining house rule changes (K8)</extracomment>
        <translation>ጨዋታው ሲያልቅ በተጫዋቹ ጉድጓዶች የቀሩት ጠጠሮች ወደ ጎተራው ይሄዳሉ፤ ሲጠፋ አይቆጠሩም።</translation>
    </message>
    <message>
        <source>Pie rule</source>
        <extracomment>House rule title (K9): the pie rule</extracomment>
        <translation>የመቀያየር ህግ</translation>
    </message>
    <message>
        <source>After South&apos;s first move, North may swap sides instead of moving.</source>
        <extracomment>What the pie house rule changes (K9)</extracomment>
        <translation>ከደቡብ የመጀመሪያ እንቅስቃሴ በኋላ ሰሜን ከመጫወት ይልቅ ጎን መቀያየር ይችላል።</translation>
    </message>
    <message>
        <source>Walda holes</source>
        <extracomment>House rule title (Q6)</extracomment>
        <translation>የዋልዳ ጉድጓዶች</translation>
    </message>
    <message>
        <source>Which holes can become waldas: six (your end holes and the two outermost at each end of the opponent&apos;s row) or the four corners only.</source>
        <extracomment>What the walda-holes house rule changes (Q6)</extracomment>
        <translation>ዋልዳ መሆን የሚችሉት ጉድጓዶች፦ ስድስት (የእርስዎ የጫፍ ጉድጓዶችና በተቃዋሚው ረድፍ በእያንዳንዱ ጫፍ ያሉ ሁለቱ ውጫዊ ጉድጓዶች) ወይም አራቱ ማዕዘኖች ብቻ።</translation>
    </message>
    <message>
        <source>Skip waldas</source>
        <extracomment>House rule title (Q7)</extracomment>
        <translation>ዋልዳዎችን ዝለል</translation>
    </message>
    <message>
        <source>Sowing passes over waldas instead of dropping seeds into them.</source>
        <extracomment>What the skip-waldas house rule changes (Q7)</extracomment>
        <translation>ዘሩ በዋልዳዎች ውስጥ ጠጠር ከመጣል ይልቅ ያልፋቸዋል።</translation>
    </message>
    <message>
        <source>No sowing straight back</source>
        <extracomment>House rule title (Q10)</extracomment>
        <translation>ቀጥታ መልሶ መዝራት የለም</translation>
    </message>
    <message>
        <source>A single seed sown across the end of the board into the opponent&apos;s end hole may not be sown straight back on the next move.</source>
        <extracomment>What the anti-repetition house rule changes (Q10)</extracomment>
        <translation>ከሰሌዳው ጫፍ አልፎ ወደ ተቃዋሚው የጫፍ ጉድጓድ የተዘራ አንድ ጠጠር በቀጣዩ እንቅስቃሴ ቀጥታ መልሶ ሊዘራ አይችልም።</translation>
    </message>
    <message>
        <source>Racing start</source>
        <extracomment>House rule title (W2, E2)</extracomment>
        <translation>የሩጫ መነሻ</translation>
    </message>
    <message>
        <source>Both players choose a hole in secret and sow at once; the first whose lap ends in an empty hole moves first. Off: South starts.</source>
        <extracomment>What the race house rule changes in Mewelad (W2)</extracomment>
        <translation>ሁለቱም ተጫዋቾች በሚስጥር ጉድጓድ መርጠው በአንድ ጊዜ ይዘራሉ፤ ዑደቱ መጀመሪያ በባዶ ጉድጓድ ያበቃው ይጀምራል። ሲጠፋ፦ ደቡብ ይጀምራል።</translation>
    </message>
    <message>
        <source>Both players choose a hole in secret and sow at once, without captures or bulls, to decide who starts. Off: South starts.</source>
        <extracomment>What the race house rule changes in Enkeshui (E2)</extracomment>
        <translation>ሁለቱም ተጫዋቾች በሚስጥር ጉድጓድ መርጠው ማን እንደሚጀምር ለመወሰን ያለ ማረካና ያለ ኮርማ በአንድ ጊዜ ይዘራሉ። ሲጠፋ፦ ደቡብ ይጀምራል።</translation>
    </message>
    <message>
        <source>Captures are claimed (Jen)</source>
        <extracomment>House rule title (W4): captures are claimed</extracomment>
        <translation>ማረካ በጥያቄ (ጀን)</translation>
    </message>
    <message>
        <source>Each four is offered as take or leave; a four left alone that grows to five becomes a Jen.</source>
        <extracomment>What the claimed-captures house rule changes (W4)</extracomment>
        <translation>እያንዳንዱ አራት ለመውሰድ ወይም ለመተው ይቀርባል፤ የተተወ አራት አምስት ሲሆን ጀን ይሆናል።</translation>
    </message>
    <message>
        <source>Special move</source>
        <extracomment>House rule title (E8)</extracomment>
        <translation>ልዩ እንቅስቃሴ</translation>
    </message>
    <message>
        <source>Once per game a player may take the seeds of two of their holes and place them freely in their own holes.</source>
        <extracomment>What the special-move house rule changes (E8)</extracomment>
        <translation>በአንድ ጨዋታ አንድ ጊዜ ተጫዋች የሁለት ጉድጓዶቹን ጠጠሮች ወስዶ በራሱ ጉድጓዶች በነጻ ማስቀመጥ ይችላል።</translation>
    </message>
    <message>
        <source>Quiet move limit</source>
        <extracomment>House rule title (G2)</extracomment>
        <translation>የጸጥታ እንቅስቃሴዎች ገደብ</translation>
    </message>
    <message>
        <source>Layout A</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>አቀማመጥ A</translation>
    </message>
    <message>
        <source>Six holes of 4 in each row, the two empty holes at opposite ends.</source>
        <extracomment>Enkeshui layout A on 2x8 (E1)</extracomment>
        <translation>በእያንዳንዱ ረድፍ 4 ጠጠር ያላቸው ስድስት ጉድጓዶች፣ ሁለቱ ባዶ ጉድጓዶች በተቃራኒ ጫፎች።</translation>
    </message>
    <message>
        <source>Layout B</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>አቀማመጥ B</translation>
    </message>
    <message>
        <source>The mirror of A: the empty holes at the other ends.</source>
        <extracomment>Enkeshui layout B on 2x8 (E1)</extracomment>
        <translation>የA መስታወት፦ ባዶ ጉድጓዶቹ በሌሎቹ ጫፎች።</translation>
    </message>
    <message>
        <source>2x10 layout</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>የ2x10 አቀማመጥ</translation>
    </message>
    <message>
        <source>Six holes of 4 in each row, point-symmetric (our reading: no source gives one).</source>
        <extracomment>Enkeshui layout on 2x10 (E1); no source gives one</extracomment>
        <translation>በእያንዳንዱ ረድፍ 4 ጠጠር ያላቸው ስድስት ጉድጓዶች፣ በነጥብ ተመጣጣኝ (የእኛ ንባብ፦ ምንም ምንጭ አይሰጥም)።</translation>
    </message>
    <message>
        <source>2x12 layout</source>
        <extracomment>Enkeshui layout name (E1)</extracomment>
        <translation>የ2x12 አቀማመጥ</translation>
    </message>
    <message>
        <source>Three seeds in two holes of every three.</source>
        <extracomment>Enkeshui layout on 2x12 (E1)</extracomment>
        <translation>ከእያንዳንዱ ሦስት ጉድጓዶች በሁለቱ ሦስት ጠጠሮች።</translation>
    </message>
    <message>
        <source>Uniform</source>
        <extracomment>Layout name: the same count in every hole</extracomment>
        <translation>ወጥ</translation>
    </message>
    <message>
        <source>The same number of seeds in every hole.</source>
        <extracomment>What the uniform layout is</extracomment>
        <translation>በእያንዳንዱ ጉድጓድ እኩል ቁጥር ያላቸው ጠጠሮች።</translation>
    </message>
    <message>
        <source>Custom</source>
        <extracomment>Layout name: drawn in the layout editor</extracomment>
        <translation>ብጁ</translation>
    </message>
    <message>
        <source>Set the seeds hole by hole in the layout editor.</source>
        <extracomment>What the custom layout is</extracomment>
        <translation>በአቀማመጥ አርታዒው ጠጠሮቹን ጉድጓድ በጉድጓድ ያስቀምጡ።</translation>
    </message>
    <message>
        <source>Six holes</source>
        <extracomment>Walda holes (Q6): the six eligible holes</extracomment>
        <translation>ስድስት ጉድጓዶች</translation>
    </message>
    <message>
        <source>Four corners</source>
        <extracomment>Walda holes (Q6): the four corner holes only</extracomment>
        <translation>አራት ማዕዘኖች</translation>
    </message>
    <message>
        <source>What your last seed does in an empty house of your own.</source>
        <extracomment>What the empty-capture house rule is about (K4, K7); each value has its own sentence</extracomment>
        <translation>የመጨረሻው ጠጠርዎ በራስዎ ባዶ ጉድጓድ ውስጥ የሚያደርገው።</translation>
    </message>
    <message>
        <source>The game is stopped after this many full moves in which nothing is captured and no hole changes owner (0: no limit).</source>
        <extracomment>What the quiet-limit house rule changes (G2)</extracomment>
        <translation>ምንም ሳይማረክና ምንም ጉድጓድ ባለቤት ሳይቀይር ከዚህ ያህል ሙሉ እንቅስቃሴዎች በኋላ ጨዋታው ይቆማል (0፦ ገደብ የለም)።</translation>
    </message>
    <message>
        <source>At the quiet move limit</source>
        <extracomment>House rule title (G2 quiet-end): how a game stopped by the quiet move limit ends</extracomment>
        <translation>በጸጥታ እንቅስቃሴዎች ገደብ ላይ</translation>
    </message>
    <message>
        <source>How a game stopped by the quiet move limit ends.</source>
        <extracomment>What the quiet-end house rule is about (G2); each value has its own sentence</extracomment>
        <translation>በጸጥታ እንቅስቃሴዎች ገደብ የቆመ ጨዋታ እንዴት እንደሚያበቃ።</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>Empty capture (K7) off: K4 alone</extracomment>
        <translation>ጠፍቷል</translation>
    </message>
    <message>
        <source>Also alone</source>
        <extracomment>Empty capture (K7) on: the last seed is captured alone too</extracomment>
        <translation>ብቻውንም</translation>
    </message>
    <message>
        <source>Last seed only</source>
        <extracomment>Empty capture (K7) last-seed: only the last seed goes to the store</extracomment>
        <translation>የመጨረሻው ጠጠር ብቻ</translation>
    </message>
    <message>
        <source>Scored</source>
        <extracomment>At the quiet move limit (G2): the stopped game is scored</extracomment>
        <translation>ይቆጠራል</translation>
    </message>
    <message>
        <source>Drawn</source>
        <extracomment>At the quiet move limit (G2): the stopped game is drawn</extracomment>
        <translation>አቻ</translation>
    </message>
    <message>
        <source>It captures only when the house opposite holds seeds: that seed and the seeds opposite go to your store.</source>
        <extracomment>Empty capture (K7) off: what it means (K4)</extracomment>
        <translation>የሚማርከው ፊት ለፊት ያለው ጉድጓድ ጠጠሮች ሲይዝ ብቻ ነው፦ ያ ጠጠርና ፊት ለፊት ያሉት ጠጠሮች ወደ ጎተራዎ ይሄዳሉ።</translation>
    </message>
    <message>
        <source>Also when the house opposite is empty: then the last seed alone goes to your store. The reading of the published Kalah solutions.</source>
        <extracomment>Empty capture (K7) on: what it means; the reading of the published Kalah solutions</extracomment>
        <translation>ፊት ለፊት ያለው ጉድጓድ ባዶ ሲሆንም፦ ያኔ የመጨረሻው ጠጠር ብቻውን ወደ ጎተራዎ ይሄዳል። የታተሙት የካላህ መፍትሔዎች ንባብ።</translation>
    </message>
    <message>
        <source>The last seed alone goes to your store and the seeds opposite stay, whatever the house opposite holds. The source&apos;s own words.</source>
        <extracomment>Empty capture (K7) last-seed: what it means; the source&apos;s own words</extracomment>
        <translation>ፊት ለፊት ያለው ጉድጓድ ምንም ቢይዝ የመጨረሻው ጠጠር ብቻውን ወደ ጎተራዎ ይሄዳል፣ ፊት ለፊት ያሉት ጠጠሮች ደግሞ ይቀራሉ። የምንጩ የራሱ ቃላት።</translation>
    </message>
    <message>
        <source>The stopped game is scored like a finished one: the seeds still in play count for no one.</source>
        <extracomment>At the quiet move limit (G2) score: what it means</extracomment>
        <translation>የቆመው ጨዋታ እንደተጠናቀቀ ጨዋታ ይቆጠራል፦ ገና በጨዋታ ያሉት ጠጠሮች ለማንም አይቆጠሩም።</translation>
    </message>
    <message>
        <source>The stopped game is drawn, whatever the counts.</source>
        <extracomment>At the quiet move limit (G2) draw: what it means</extracomment>
        <translation>የቆመው ጨዋታ ቁጥሩ ምንም ይሁን ምን አቻ ነው።</translation>
    </message>
    <message>
        <source>The round ends after this many full moves in which nothing is captured and no hole changes owner: each player takes the seeds in their own holes and the next round is dealt (0: no limit).</source>
        <extracomment>What the quiet-limit house rule changes in Qelat Keren and Mewelad, games of rounds (G2)</extracomment>
        <translation>ምንም ሳይማረክና ምንም ጉድጓድ ባለቤት ሳይቀይር ይህን ያህል ሙሉ እንቅስቃሴዎች ሲያልፉ ዙሩ ያበቃል፦ እያንዳንዱ ተጫዋች በራሱ ጉድጓዶች ያሉትን ጠጠሮች ይወስዳል፣ ቀጣዩ ዙርም ይከፋፈላል (0፦ ገደብ የለም)።</translation>
    </message>
</context>
<context>
    <name>mancala::whyIllegal</name>
    <message>
        <source>The game is over.</source>
        <translation>ጨዋታው አልቋል።</translation>
    </message>
    <message>
        <source>That sowing would go round for more than 1,000 laps (G1).</source>
        <translation>ያ ዘር ከ1,000 በላይ ዑደቶች ይዞር ነበር (G1)።</translation>
    </message>
    <message>
        <source>Sides can be swapped only as North&apos;s first decision (K9).</source>
        <translation>ጎን መቀያየር የሚቻለው እንደ ሰሜን የመጀመሪያ ውሳኔ ብቻ ነው (K9)።</translation>
    </message>
    <message>
        <source>The pie rule is off (K9).</source>
        <translation>የመቀያየር ህጉ ጠፍቷል (K9)።</translation>
    </message>
    <message>
        <source>In Kalah a turn is the sowing of one house (K2).</source>
        <translation>በካላህ ተራ ማለት የአንድ ጉድጓድ መዝራት ነው (K2)።</translation>
    </message>
    <message>
        <source>There is no such house (K1).</source>
        <translation>እንደዚህ ያለ ጉድጓድ የለም (K1)።</translation>
    </message>
    <message>
        <source>You may only sow from your own houses (K2).</source>
        <translation>መዝራት የሚችሉት ከራስዎ ጉድጓዶች ብቻ ነው (K2)።</translation>
    </message>
    <message>
        <source>That house is empty (K2).</source>
        <translation>ያ ጉድጓድ ባዶ ነው (K2)።</translation>
    </message>
    <message>
        <source>You may pass only when you cannot sow (Q8).</source>
        <translation>ማለፍ የሚችሉት መዝራት ሳይችሉ ሲቀሩ ብቻ ነው (Q8)።</translation>
    </message>
    <message>
        <source>In Qelat a turn is the sowing of one hole (Q2).</source>
        <translation>በቀላት ተራ ማለት የአንድ ጉድጓድ መዝራት ነው (Q2)።</translation>
    </message>
    <message>
        <source>There is no such hole (Q1).</source>
        <translation>እንደዚህ ያለ ጉድጓድ የለም (Q1)።</translation>
    </message>
    <message>
        <source>You may only sow from your own row (Q2).</source>
        <translation>መዝራት የሚችሉት ከራስዎ ረድፍ ብቻ ነው (Q2)።</translation>
    </message>
    <message>
        <source>Waldas cannot be sown (Q2).</source>
        <translation>ዋልዳዎች ሊዘሩ አይችሉም (Q2)።</translation>
    </message>
    <message>
        <source>That hole is empty (Q2).</source>
        <translation>ያ ጉድጓድ ባዶ ነው (Q2)።</translation>
    </message>
    <message>
        <source>That single seed has just come across the end of the board and may not be sown straight back on this move (Q10).</source>
        <translation>ያ ነጠላ ጠጠር አሁን የሰሌዳውን ጫፍ አልፎ መጥቷል፣ በዚህ እንቅስቃሴ ቀጥታ መልሶ ሊዘራ አይችልም (Q10)።</translation>
    </message>
    <message>
        <source>After eating you continue from one of your holes (M5).</source>
        <translation>ከበሉ በኋላ ከጉድጓዶችዎ ከአንዱ ይቀጥላሉ (M5)።</translation>
    </message>
    <message>
        <source>You can move, so you cannot pass (M7).</source>
        <translation>መንቀሳቀስ ይችላሉ፣ ስለዚህ ማለፍ አይችሉም (M7)።</translation>
    </message>
    <message>
        <source>After eating, choose one of your holes to continue from (M5).</source>
        <translation>ከበሉ በኋላ የሚቀጥሉበትን ከጉድጓዶችዎ አንዱን ይምረጡ (M5)።</translation>
    </message>
    <message>
        <source>A turn is the sowing of one of your holes (M2).</source>
        <translation>ተራ ማለት ከጉድጓዶችዎ የአንዱ መዝራት ነው (M2)።</translation>
    </message>
    <message>
        <source>There is no such hole (M1).</source>
        <translation>እንደዚህ ያለ ጉድጓድ የለም (M1)።</translation>
    </message>
    <message>
        <source>An ekwarna cannot be sown, not even by its captor (M2).</source>
        <translation>እኳርና ሊዘራ አይችልም፣ በማራኪው እንኳ (M2)።</translation>
    </message>
    <message>
        <source>That hole is your opponent&apos;s ekwarna now (M2).</source>
        <translation>ያ ጉድጓድ አሁን የተቃዋሚዎ እኳርና ነው (M2)።</translation>
    </message>
    <message>
        <source>You may only sow from the holes you own (M2).</source>
        <translation>መዝራት የሚችሉት ከያዟቸው ጉድጓዶች ብቻ ነው (M2)።</translation>
    </message>
    <message>
        <source>That hole is empty (M2).</source>
        <translation>ያ ጉድጓድ ባዶ ነው (M2)።</translation>
    </message>
    <message>
        <source>You may pass only when taking and leaving the four both make the sowing go round for ever (G1).</source>
        <translation>ማለፍ የሚችሉት አራቱን መውሰድም መተውም ዘሩን ለዘላለም እንዲዞር ሲያደርጉ ብቻ ነው (G1)።</translation>
    </message>
    <message>
        <source>A four is on offer: take it or leave it (W4).</source>
        <translation>አራት ቀርቧል፦ ይውሰዱት ወይም ይተዉት (W4)።</translation>
    </message>
    <message>
        <source>There is no four on offer (W4).</source>
        <translation>የቀረበ አራት የለም (W4)።</translation>
    </message>
    <message>
        <source>Fours are captured at once: claimed captures are off (W4).</source>
        <translation>አራቶች ወዲያውኑ ይማረካሉ፦ ማረካ በጥያቄ ጠፍቷል (W4)።</translation>
    </message>
    <message>
        <source>You may pass only when every sowing you have goes round for ever (G1).</source>
        <translation>ማለፍ የሚችሉት ያለዎት እያንዳንዱ ዘር ለዘላለም ሲዞር ብቻ ነው (G1)።</translation>
    </message>
    <message>
        <source>In the race each player chooses a hole to sow (W2).</source>
        <translation>በሩጫው እያንዳንዱ ተጫዋች የሚዘራውን ጉድጓድ ይመርጣል (W2)።</translation>
    </message>
    <message>
        <source>A turn in Mewelad is the sowing of one hole (W1).</source>
        <translation>በመወላድ ተራ ማለት የአንድ ጉድጓድ መዝራት ነው (W1)።</translation>
    </message>
    <message>
        <source>There is no such hole (W1).</source>
        <translation>እንደዚህ ያለ ጉድጓድ የለም (W1)።</translation>
    </message>
    <message>
        <source>You may only sow from a hole you own (W1).</source>
        <translation>መዝራት የሚችሉት ከያዙት ጉድጓድ ብቻ ነው (W1)።</translation>
    </message>
    <message>
        <source>You may only sow from a hole you own (W2).</source>
        <translation>መዝራት የሚችሉት ከያዙት ጉድጓድ ብቻ ነው (W2)።</translation>
    </message>
    <message>
        <source>That hole is empty (W1).</source>
        <translation>ያ ጉድጓድ ባዶ ነው (W1)።</translation>
    </message>
    <message>
        <source>The special move can only place seeds in your own holes (E8).</source>
        <translation>ልዩ እንቅስቃሴው ጠጠሮችን ማስቀመጥ የሚችለው በራስዎ ጉድጓዶች ብቻ ነው (E8)።</translation>
    </message>
    <message>
        <source>Seeds in a bull cannot be moved (E4, E8).</source>
        <translation>በኮርማ ያሉ ጠጠሮች ሊንቀሳቀሱ አይችሉም (E4, E8)።</translation>
    </message>
    <message>
        <source>The special move takes the seeds of two holes only (E8).</source>
        <translation>ልዩ እንቅስቃሴው የሁለት ጉድጓዶችን ጠጠሮች ብቻ ይወስዳል (E8)።</translation>
    </message>
    <message>
        <source>The special move must change your row (E8).</source>
        <translation>ልዩ እንቅስቃሴው ረድፍዎን መቀየር አለበት (E8)።</translation>
    </message>
    <message>
        <source>There is no such hole on this board (E10).</source>
        <translation>በዚህ ሰሌዳ ላይ እንደዚህ ያለ ጉድጓድ የለም (E10)።</translation>
    </message>
    <message>
        <source>You may only sow from your own row (E2).</source>
        <translation>መዝራት የሚችሉት ከራስዎ ረድፍ ብቻ ነው (E2)።</translation>
    </message>
    <message>
        <source>You may only sow from your own row (E3).</source>
        <translation>መዝራት የሚችሉት ከራስዎ ረድፍ ብቻ ነው (E3)።</translation>
    </message>
    <message>
        <source>A bull cannot be sown (E3).</source>
        <translation>ኮርማ ሊዘራ አይችልም (E3)።</translation>
    </message>
    <message>
        <source>That hole is empty (E2).</source>
        <translation>ያ ጉድጓድ ባዶ ነው (E2)።</translation>
    </message>
    <message>
        <source>That hole is empty (E3).</source>
        <translation>ያ ጉድጓድ ባዶ ነው (E3)።</translation>
    </message>
    <message>
        <source>The game starts with a race: choose a hole to race from (E2).</source>
        <translation>ጨዋታው በሩጫ ይጀምራል፦ የሚሮጡበትን ጉድጓድ ይምረጡ (E2)።</translation>
    </message>
    <message>
        <source>You may end the move only when both directions would go round for more than 1,000 laps (G1).</source>
        <translation>እንቅስቃሴውን መጨረስ የሚችሉት ሁለቱም አቅጣጫዎች ከ1,000 በላይ ዑደቶች ሲዞሩ ብቻ ነው (G1)።</translation>
    </message>
    <message>
        <source>Choose the direction of the remaining laps first (E7).</source>
        <translation>መጀመሪያ የቀሩትን ዑደቶች አቅጣጫ ይምረጡ (E7)።</translation>
    </message>
    <message>
        <source>The special move is off in this game (E8).</source>
        <translation>በዚህ ጨዋታ ልዩ እንቅስቃሴው ጠፍቷል (E8)።</translation>
    </message>
    <message>
        <source>The special move can be made only once a game (E8).</source>
        <translation>ልዩ እንቅስቃሴው በአንድ ጨዋታ አንድ ጊዜ ብቻ ሊደረግ ይችላል (E8)።</translation>
    </message>
    <message>
        <source>You may pass only when every sowing would go round for more than 1,000 laps (G1).</source>
        <translation>ማለፍ የሚችሉት እያንዳንዱ ዘር ከ1,000 በላይ ዑደቶች ሲዞር ብቻ ነው (G1)።</translation>
    </message>
    <message>
        <source>In Enkeshui a turn is the sowing of one hole (E3).</source>
        <translation>በእንከሹይ ተራ ማለት የአንድ ጉድጓድ መዝራት ነው (E3)።</translation>
    </message>
    <message>
        <source>The special move must keep the seeds of your row: %1, not %2 (E8).</source>
        <extracomment>E8 (Enkeshui special move); %1 the seeds of the row before, %2 after the rearranging</extracomment>
        <translation>ልዩ እንቅስቃሴው የረድፍዎን ጠጠሮች መጠበቅ አለበት፦ %1 እንጂ %2 አይደለም (E8)።</translation>
    </message>
    <message>
        <source>A direction is chosen only after a first lap round the opponent&apos;s row, when the sowing goes on (E7).</source>
        <translation>አቅጣጫ የሚመረጠው የተቃዋሚውን ረድፍ የሚዞርና መዝራቱን የሚቀጥል የመጀመሪያ ዑደት በኋላ ብቻ ነው (E7)።</translation>
    </message>
</context>
</TS>
