<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <source>%n seed(s) ahead</source>
        <extracomment>A search value for the player to decide: &quot;3 seeds ahead&quot;</extracomment>
        <translation>
            <numerusform>%n seed ahead</numerusform>
            <numerusform>%n seeds ahead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s) ahead</source>
        <extracomment>A search value that is an expectation (lots), rounded to whole seeds: &quot;about 12 seeds ahead&quot;</extracomment>
        <translation>
            <numerusform>about %n seed ahead</numerusform>
            <numerusform>about %n seeds ahead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) behind</source>
        <extracomment>A search value for the player to decide: &quot;3 seeds behind&quot;</extracomment>
        <translation>
            <numerusform>%n seed behind</numerusform>
            <numerusform>%n seeds behind</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s) behind</source>
        <extracomment>A search value that is an expectation (lots), rounded to whole seeds: &quot;about 12 seeds behind&quot;</extracomment>
        <translation>
            <numerusform>about %n seed behind</numerusform>
            <numerusform>about %n seeds behind</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s)</source>
        <extracomment>Seeds of value a decision loses: &quot;8 seeds&quot; (lost)</extracomment>
        <translation>
            <numerusform>%n seed</numerusform>
            <numerusform>%n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seed(s)</source>
        <extracomment>Seeds of value a decision loses by an expectation (lots), rounded: &quot;about 3 seeds&quot; (lost)</extracomment>
        <translation>
            <numerusform>about %n seed</numerusform>
            <numerusform>about %n seeds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message numerus="yes">
        <source>Searched %n decision(s) deep.</source>
        <translation>
            <numerusform>Searched %n decision deep.</numerusform>
            <numerusform>Searched %n decisions deep.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message numerus="yes">
        <source>The %n move(s) after this position leave the board for this one; the game record keeps them (Game ▸ Notes and variations).</source>
        <extracomment>%n the moves after the position on show</extracomment>
        <translation>
            <numerusform>The %n move after this position leaves the board for this one; the game record keeps it (Game ▸ Notes and variations).</numerusform>
            <numerusform>The %n moves after this position leave the board for this one; the game record keeps them (Game ▸ Notes and variations).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message numerus="yes">
        <source>%n in hand</source>
        <extracomment>On a picture of the board: the seeds a player still holds while a decision waits (E7, W4)</extracomment>
        <translation>
            <numerusform>%n in hand</numerusform>
            <numerusform>%n in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComputerTools</name>
    <message numerus="yes">
        <source>%n decision(s) marked</source>
        <extracomment>After a review: how many decisions lost value</extracomment>
        <translation>
            <numerusform>%n decision marked</numerusform>
            <numerusform>%n decisions marked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorHole</name>
    <message numerus="yes">
        <source>Hole %1, %n seed(s)</source>
        <extracomment>Screen reader text of a hole in the layout editor</extracomment>
        <translation>
            <numerusform>Hole %1, %n seed</numerusform>
            <numerusform>Hole %1, %n seeds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MiniBoard</name>
    <message numerus="yes">
        <source>Start position, %n hole(s) a row</source>
        <extracomment>Screen reader text of the small start position drawing</extracomment>
        <translation>
            <numerusform>Start position, %n hole a row</numerusform>
            <numerusform>Start position, %n holes a row</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pit</name>
    <message numerus="yes">
        <source>%1, South&apos;s hole, %n seed(s)</source>
        <extracomment>Screen reader text for a hole of South&apos;s: %1 its name (a, b, ...), %n its seeds</extracomment>
        <translation>
            <numerusform>%1, South&apos;s hole, %n seed</numerusform>
            <numerusform>%1, South&apos;s hole, %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, North&apos;s hole, %n seed(s)</source>
        <extracomment>Screen reader text for a hole of North&apos;s: %1 its name (A, B, ...), %n its seeds</extracomment>
        <translation>
            <numerusform>%1, North&apos;s hole, %n seed</numerusform>
            <numerusform>%1, North&apos;s hole, %n seeds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message numerus="yes">
        <source>%1&apos;s store, %n seed(s)</source>
        <extracomment>Screen reader text of a store in the position editor: %1 South or North</extracomment>
        <translation>
            <numerusform>%1&apos;s store, %n seed</numerusform>
            <numerusform>%1&apos;s store, %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s captures, %n seed(s)</source>
        <translation>
            <numerusform>%1&apos;s captures, %n seed</numerusform>
            <numerusform>%1&apos;s captures, %n seeds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message numerus="yes">
        <source>%n puzzle(s) at this level</source>
        <extracomment>Puzzles dialog: %n puzzles of the rule set at the level chosen</extracomment>
        <translation>
            <numerusform>%n puzzle at this level</numerusform>
            <numerusform>%n puzzles at this level</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message numerus="yes">
        <source>%1: %n seed(s)</source>
        <extracomment>Screen reader text of a store or tally: %1 its name (&quot;South&quot; or &quot;South&apos;s tally&quot;), %n the seeds in it</extracomment>
        <translation>
            <numerusform>%1: %n seed</numerusform>
            <numerusform>%1: %n seeds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VariantPicker</name>
    <message numerus="yes">
        <source>%n seed(s) in the game</source>
        <extracomment>Under the start position in the picker: seeds in the game</extracomment>
        <translation>
            <numerusform>%n seed in the game</numerusform>
            <numerusform>%n seeds in the game</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::app::Announcer</name>
    <message numerus="yes">
        <source>%1 captures %n seed(s).</source>
        <extracomment>%1 is a player&apos;s name, %n a number of seeds</extracomment>
        <translation>
            <numerusform>%1 captures %n seed.</numerusform>
            <numerusform>%1 captures %n seeds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 and captured %n seed(s).</source>
        <extracomment>The computer&apos;s move on show; %1 its name, %2 the move (&quot;C&quot;), %n the seeds it captured</extracomment>
        <translation>
            <numerusform>%1 played %2 and captured %n seed.</numerusform>
            <numerusform>%1 played %2 and captured %n seeds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::app::AppSettings</name>
    <message numerus="yes">
        <source>The settings could not be read entirely; %n setting(s) were read and the file was kept as %1.</source>
        <extracomment>The settings file could not be read entirely; %1 where it was kept, %n settings read</extracomment>
        <translation>
            <numerusform>The settings could not be read entirely; %n setting was read and the file was kept as %1.</numerusform>
            <numerusform>The settings could not be read entirely; %n settings were read and the file was kept as %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::app::AutosaveStore</name>
    <message numerus="yes">
        <source>The saved game was damaged: the game is restored up to turn %n, where the damage starts; the file was kept as %1.</source>
        <extracomment>%n turns of a damaged saved game were restored; %1 where the damaged file was kept</extracomment>
        <translation>
            <numerusform>The saved game was damaged: the game is restored up to turn %n, where the damage starts; the file was kept as %1.</numerusform>
            <numerusform>The saved game was damaged: the game is restored up to turn %n, where the damage starts; the file was kept as %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::app::ClassroomPlay</name>
    <message numerus="yes">
        <source>This move has %n step(s): the teacher shows them one by one.</source>
        <extracomment>A class across computers, beside a pupil&apos;s board: the teacher is about to step through a move in teaching mode</extracomment>
        <translation>
            <numerusform>This move has %n step: the teacher shows it.</numerusform>
            <numerusform>This move has %n steps: the teacher shows them one by one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::app::Narrator</name>
    <message numerus="yes">
        <source>Special move: %1 rearranges their row; %2 now holds %n seed(s) (%3).</source>
        <extracomment>E8 special move; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>Special move: %1 rearranges their row; %2 now holds %n seed (%3).</numerusform>
            <numerusform>Special move: %1 rearranges their row; %2 now holds %n seeds (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %n is over; %1 has won it (%2).</source>
        <extracomment>M8/W5; %n a round number, %1 a player, %2 the rule id</extracomment>
        <translation>
            <numerusform>Round %n is over; %1 has won it (%2).</numerusform>
            <numerusform>Round %n is over; %1 has won it (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes to %2 and is filled with %n seed(s) (%3).</source>
        <extracomment>M9/W6; %1 a hole, %2 a player, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 goes to %2 and is filled with %n seed (%3).</numerusform>
            <numerusform>%1 goes to %2 and is filled with %n seeds (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %n begins: %1 moves first (%2).</source>
        <extracomment>M9/W6; %n a round number, %1 a player, %2 the rule id</extracomment>
        <translation>
            <numerusform>Round %n begins: %1 moves first (%2).</numerusform>
            <numerusform>Round %n begins: %1 moves first (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drops the last seed into %2, which held %n seed(s) (%3).</source>
        <extracomment>%n the seeds the hole held, %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 drops the last seed into %2, which held %n seed (%3).</numerusform>
            <numerusform>%1 drops the last seed into %2, which held %n seeds (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into an empty house of %1&apos;s: the %n seed(s) of %2 opposite go to %1&apos;s store (%3).</source>
        <extracomment>K4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>The last seed fell into an empty house of %1&apos;s: the %n seed of %2 opposite goes to %1&apos;s store (%3).</numerusform>
            <numerusform>The last seed fell into an empty house of %1&apos;s: the %n seeds of %2 opposite go to %1&apos;s store (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n seed(s) of %2 opposite go to %1&apos;s store (%3).</source>
        <extracomment>K7; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>The %n seed of %2 opposite goes to %1&apos;s store (%3).</numerusform>
            <numerusform>The %n seeds of %2 opposite go to %1&apos;s store (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2 is %3&apos;s last hole: instead of becoming an ekwarna, its %n seed(s) go to %1&apos;s store and the hole stays %3&apos;s (%4).</source>
        <extracomment>M11; %1 a player, %2 a hole, %3 its owner, %4 the rule id</extracomment>
        <translation>
            <numerusform>%2 is %3&apos;s last hole: instead of becoming an ekwarna, its %n seed go to %1&apos;s store and the hole stays %3&apos;s (%4).</numerusform>
            <numerusform>%2 is %3&apos;s last hole: instead of becoming an ekwarna, its %n seeds go to %1&apos;s store and the hole stays %3&apos;s (%4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures the %n seed(s) of %2 (%3).</source>
        <extracomment>%1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 captures the %n seed of %2 (%3).</numerusform>
            <numerusform>%1 captures the %n seeds of %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats from their last hole %2 as from an ekwarna: %n seed(s) go to their store (%3).</source>
        <extracomment>M11; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 eats from their last hole %2 as from an ekwarna: %n seed go to their store (%3).</numerusform>
            <numerusform>%1 eats from their last hole %2 as from an ekwarna: %n seeds go to their store (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into the Jen %2: %1 takes %n seed(s) to their store, and the move ends (%3).</source>
        <extracomment>W4; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>The last seed fell into the Jen %2: %1 takes %n seed to their store, and the move ends (%3).</numerusform>
            <numerusform>The last seed fell into the Jen %2: %1 takes %n seeds to their store, and the move ends (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats: %n seed(s) of %2, the last seed and one more, go to their store (%3).</source>
        <extracomment>M5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 eats: %n seed of %2, the last seed and one more, go to their store (%3).</numerusform>
            <numerusform>%1 eats: %n seeds of %2, the last seed and one more, go to their store (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 owns every hole: the %n seed(s) of %2 go to %1 too (%3).</source>
        <extracomment>M10/W7; %1 a player, %2 a store, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 owns every hole: the %n seed of %2 goes to %1 too (%3).</numerusform>
            <numerusform>%1 owns every hole: the %n seeds of %2 go to %1 too (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A side has no seeds left: the %n seed(s) of %2 go to %1&apos;s store (%3).</source>
        <extracomment>K5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>A side has no seeds left: the %n seed of %2 goes to %1&apos;s store (%3).</numerusform>
            <numerusform>A side has no seeds left: the %n seeds of %2 go to %1&apos;s store (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player to move has nothing to sow: %1 takes the %n seed(s) of %2 in their own row (%3).</source>
        <extracomment>E9; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>The player to move has nothing to sow: %1 takes the %n seed of %2 in their own row (%3).</numerusform>
            <numerusform>The player to move has nothing to sow: %1 takes the %n seeds of %2 in their own row (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player to move has no seeds: %1 captures the %n seed(s) left in %2 (%3).</source>
        <extracomment>W5; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>The player to move has no seeds: %1 captures the %n seed left in %2 (%3).</numerusform>
            <numerusform>The player to move has no seeds: %1 captures the %n seeds left in %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round is over: the %n seed(s) of %2 count for %1 (%3).</source>
        <extracomment>M8; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>The round is over: the %n seed of %2 counts for %1 (%3).</numerusform>
            <numerusform>The round is over: the %n seeds of %2 count for %1 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: %1 wins by %n seed(s) (%2).</source>
        <extracomment>%1 the winner, %n the margin in seeds, %2 the rule id</extracomment>
        <translation>
            <numerusform>The game is over: %1 wins by %n seed (%2).</numerusform>
            <numerusform>The game is over: %1 wins by %n seeds (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This move has %n step(s): step forward to see the first.</source>
        <extracomment>Teaching mode, before the first step of a move</extracomment>
        <translation>
            <numerusform>This move has %n step: step forward to see the first.</numerusform>
            <numerusform>This move has %n steps: step forward to see the first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tick %n of the race: each hand drops one seed, %1&apos;s first (%2).</source>
        <extracomment>W2/E2; %n the tick number, %1 the player at the bottom (South), %2 the rule id</extracomment>
        <translation>
            <numerusform>Tick %n of the race: each hand drops one seed, %1&apos;s first (%2).</numerusform>
            <numerusform>Tick %n of the race: each hand drops one seed, %1&apos;s first (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many full moves without a seed won or a hole changing hands: round %n is over and each player takes the seeds in their own holes (%1).</source>
        <extracomment>G2 in Qelat Keren and Mewelad; %n a round number, %1 the rule id</extracomment>
        <translation>
            <numerusform>Too many full moves without a seed won or a hole changing hands: round %n is over and each player takes the seeds in their own holes (%1).</numerusform>
            <numerusform>Too many full moves without a seed won or a hole changing hands: round %n is over and each player takes the seeds in their own holes (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round ends at the quiet-move limit: %1 takes the %n seed(s) of %2, its ekwarna (%3).</source>
        <extracomment>G2 in Qelat Keren: the seeds of an ekwarna go to its captor; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>The round ends at the quiet-move limit: %1 takes the %n seed of %2, its ekwarna (%3).</numerusform>
            <numerusform>The round ends at the quiet-move limit: %1 takes the %n seeds of %2, its ekwarna (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round ends at the quiet-move limit: %1 takes the %n seed(s) of %2 (%3).</source>
        <extracomment>G2 in Qelat Keren and Mewelad: a hole&apos;s seeds go to its owner; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>The round ends at the quiet-move limit: %1 takes the %n seed of %2 (%3).</numerusform>
            <numerusform>The round ends at the quiet-move limit: %1 takes the %n seeds of %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends on a repeated round: the %n seed(s) of %2 go to %1, its owner (%3).</source>
        <extracomment>G3; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>The game ends on a repeated round: the %n seed of %2 goes to %1, its owner (%3).</numerusform>
            <numerusform>The game ends on a repeated round: the %n seeds of %2 go to %1, its owner (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This round starts exactly as an earlier round did: the game is over and %1 wins, owning %n hole(s) more (%2).</source>
        <extracomment>G3; %1 the winner, %n how many more holes the winner owns, %2 the rule id</extracomment>
        <translation>
            <numerusform>This round starts exactly as an earlier round did: the game is over and %1 wins, owning %n hole more (%2).</numerusform>
            <numerusform>This round starts exactly as an earlier round did: the game is over and %1 wins, owning %n holes more (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into %4, which was empty, and %2 faces it: %1 takes the %n seed(s) of %2 (%3).</source>
        <extracomment>E5; %1 a player, %2 the hole captured, %3 the rule id, %4 the hole facing it where the last seed fell</extracomment>
        <translation>
            <numerusform>The last seed fell into %4, which was empty, and %2 faces it: %1 takes the %n seed of %2 (%3).</numerusform>
            <numerusform>The last seed fell into %4, which was empty, and %2 faces it: %1 takes the %n seeds of %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next hole, %4, is empty and faces %2: %1 takes the %n seed(s) of %2 too (%3).</source>
        <extracomment>E5 walk; %1 a player, %2 the hole captured, %3 the rule id, %4 the empty hole facing it</extracomment>
        <translation>
            <numerusform>The next hole, %4, is empty and faces %2: %1 takes the %n seed of %2 too (%3).</numerusform>
            <numerusform>The next hole, %4, is empty and faces %2: %1 takes the %n seeds of %2 too (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and keeps sowing %3, the way chosen (%4).</source>
        <extracomment>E7: the relay after the direction choice; %1 a player, %2 a hole, %3 a direction, %4 the rule id</extracomment>
        <translation>
            <numerusform>%1 picks up the %n seed of %2 and keeps sowing %3, the way chosen (%4).</numerusform>
            <numerusform>%1 picks up the %n seeds of %2 and keeps sowing %3, the way chosen (%4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell into a hole that had seeds: %1 picks up the %n seed(s) of %2 and keeps sowing %3 (%4).</source>
        <extracomment>relay sowing: the last seed fell into a hole with seeds, which are picked up and sown on; %1 a player, %2 a hole, %3 a direction, %4 the rule id</extracomment>
        <translation>
            <numerusform>The last seed fell into a hole that had seeds: %1 picks up the %n seed of %2 and keeps sowing %3 (%4).</numerusform>
            <numerusform>The last seed fell into a hole that had seeds: %1 picks up the %n seeds of %2 and keeps sowing %3 (%4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and sows %3, towards the nearer end of the board (Q2, Q3).</source>
        <extracomment>Q2/Q3; %1 a player, %2 a hole, %3 a direction</extracomment>
        <translation>
            <numerusform>%1 picks up the %n seed of %2 and sows %3, towards the nearer end of the board (Q2, Q3).</numerusform>
            <numerusform>%1 picks up the %n seeds of %2 and sows %3, towards the nearer end of the board (Q2, Q3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2, the hole chosen for the race, and sows one seed a tick (%3).</source>
        <extracomment>race start; %1 a player, %2 a hole, %3 the rule id</extracomment>
        <translation>
            <numerusform>%1 picks up the %n seed of %2, the hole chosen for the race, and sows one seed a tick (%3).</numerusform>
            <numerusform>%1 picks up the %n seeds of %2, the hole chosen for the race, and sows one seed a tick (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up the %n seed(s) of %2 and sows %3 (%4).</source>
        <extracomment>%1 a player, %2 a hole, %3 a direction, %4 rule ids</extracomment>
        <translation>
            <numerusform>%1 picks up the %n seed of %2 and sows %3 (%4).</numerusform>
            <numerusform>%1 picks up the %n seeds of %2 and sows %3 (%4).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::app::PositionEditor</name>
    <message numerus="yes">
        <source>%1 of %n seed(s)</source>
        <extracomment>The seeds on the board and in the stores against the rule set&apos;s: &quot;46 of 48 seeds&quot;</extracomment>
        <translation>
            <numerusform>%1 of %n seed</numerusform>
            <numerusform>%1 of %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) missing: the board and the stores hold every seed of the game.</source>
        <extracomment>The position editor: seeds are missing; %n how many</extracomment>
        <translation>
            <numerusform>%n seed missing: the board and the stores hold every seed of the game.</numerusform>
            <numerusform>%n seeds missing: the board and the stores hold every seed of the game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) too many: the board and the stores hold the game&apos;s seeds, no more.</source>
        <extracomment>The position editor: too many seeds; %n how many</extracomment>
        <translation>
            <numerusform>%n seed too many: the board and the stores hold the game&apos;s seeds, no more.</numerusform>
            <numerusform>%n seeds too many: the board and the stores hold the game&apos;s seeds, no more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hole %1, %n seed(s)</source>
        <extracomment>Screen reader text of a hole in the position editor: &quot;hole c, 4 seeds&quot;</extracomment>
        <translation>
            <numerusform>hole %1, %n seed</numerusform>
            <numerusform>hole %1, %n seeds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::app::PresetStore</name>
    <message numerus="yes">
        <source>it holds %n of the presets it lists</source>
        <extracomment>The presets file holds another number of presets than it says: it was cut short</extracomment>
        <translation>
            <numerusform>it holds %n of the presets it lists</numerusform>
            <numerusform>it holds %n of the presets it lists</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Some saved presets could not be read (%1). The file was kept as %2; %n preset(s) could be read.</source>
        <extracomment>The presets file could not be read entirely; %1 what was wrong, %2 where the file was kept, %n presets read</extracomment>
        <translation>
            <numerusform>Some saved presets could not be read (%1). The file was kept as %2; %n preset could be read.</numerusform>
            <numerusform>Some saved presets could not be read (%1). The file was kept as %2; %n presets could be read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::app::PuzzleSession</name>
    <message numerus="yes">
        <source>%1 gives away %n seed(s).</source>
        <extracomment>Puzzles: a wrong answer valued; %1 the decision tried, %n the seeds of value it loses</extracomment>
        <translation>
            <numerusform>%1 gives away %n seed.</numerusform>
            <numerusform>%1 gives away %n seeds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::app::RecordImportExport</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <extracomment>How long a game of a record file is, in the list of its games</extracomment>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
</context>
</TS>
