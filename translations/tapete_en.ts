<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>BuracoController</name>
        <message numerus="yes">
            <source>Each new meld needs its own reading: %n meld(s).</source>
            <translation>
                <numerusform>Each new meld needs its own reading: %n meld.</numerusform>
                <numerusform>Each new meld needs its own reading: %n melds.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CanastaController</name>
        <message numerus="yes">
            <source>You took the pile (%n card(s)), melding {card}.</source>
            <translation>
                <numerusform>You took the pile (%n card), melding {card}.</numerusform>
                <numerusform>You took the pile (%n cards), melding {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} took the pile (%n card(s)), melding {card}.</source>
            <translation>
                <numerusform>{name} took the pile (%n card), melding {card}.</numerusform>
                <numerusform>{name} took the pile (%n cards), melding {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Take the pile: {card} goes down in the staged meld and the pile's other %n card(s) come to your hand — or Take back.</source>
            <translation>
                <numerusform>Take the pile: {card} goes down in the staged meld and the pile's other %n card comes to your hand — or Take back.</numerusform>
                <numerusform>Take the pile: {card} goes down in the staged meld and the pile's other %n cards come to your hand — or Take back.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n canasta(s)</source>
            <translation>
                <numerusform>%n canasta</numerusform>
                <numerusform>%n canastas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>To take the pile, meld its top card with %n joker(s) from your hand.</source>
            <translation>
                <numerusform>To take the pile, meld its top card with %n joker from your hand.</numerusform>
                <numerusform>To take the pile, meld its top card with %n jokers from your hand.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>To take the pile, meld its top card with %n {rank}(s) from your hand.</source>
            <comment>{rank}: a card's rank (A, 2 … 10, J, Q, K)</comment>
            <translation>
                <numerusform>To take the pile, meld its top card with %n {rank} from your hand.</numerusform>
                <numerusform>To take the pile, meld its top card with %n {rank}s from your hand.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>To take the pile, meld its top card with %n wild card(s) from your hand.</source>
            <translation>
                <numerusform>To take the pile, meld its top card with %n wild card from your hand.</numerusform>
                <numerusform>To take the pile, meld its top card with %n wild cards from your hand.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message numerus="yes">
            <source>Place {cards} (%n card(s), {points} points):</source>
            <translation>
                <numerusform>Place {cards} (%n card, {points} points):</numerusform>
                <numerusform>Place {cards} (%n cards, {points} points):</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CuatroPalosPage</name>
        <message numerus="yes">
            <source>%n turn(s) per player</source>
            <translation>
                <numerusform>%n turn per player</numerusform>
                <numerusform>%n turns per player</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message numerus="yes">
            <source>take the pile with {cards}: it brings %n card(s)</source>
            <translation>
                <numerusform>take the pile with {cards}: it brings %n card</numerusform>
                <numerusform>take the pile with {cards}: it brings %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>take the pile with {cards}: it completes {book} and brings %n card(s)</source>
            <extracomment>{book}: what the move completes, with its article ("a canasta", "a book")</extracomment>
            <translation>
                <numerusform>take the pile with {cards}: it completes {book} and brings %n card</numerusform>
                <numerusform>take the pile with {cards}: it completes {book} and brings %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lay down {cards}: %n card(s) out of your hand</source>
            <translation>
                <numerusform>lay down {cards}: %n card out of your hand</numerusform>
                <numerusform>lay down {cards}: %n cards out of your hand</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>add {cards} to your meld: %n card(s) out of your hand</source>
            <translation>
                <numerusform>add {cards} to your meld: %n card out of your hand</numerusform>
                <numerusform>add {cards} to your meld: %n cards out of your hand</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>place {cards}: %n card(s) left in your hand</source>
            <translation>
                <numerusform>place {cards}: %n card left in your hand</numerusform>
                <numerusform>place {cards}: %n cards left in your hand</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lay down {melds}: %n card(s) out of your hand</source>
            <translation>
                <numerusform>lay down {melds}: %n card out of your hand</numerusform>
                <numerusform>lay down {melds}: %n cards out of your hand</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ManoYPieController</name>
        <message numerus="yes">
            <source>You placed %n red 3s.</source>
            <extracomment>said for two red 3s or more ("a red 3" is a sentence of its own)</extracomment>
            <translation>
                <numerusform>You placed %n red 3.</numerusform>
                <numerusform>You placed %n red 3s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} placed %n red 3s.</source>
            <extracomment>said for two red 3s or more ("a red 3" is a sentence of its own)</extracomment>
            <translation>
                <numerusform>{name} placed %n red 3.</numerusform>
                <numerusform>{name} placed %n red 3s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{asker} asks to go out. Books: {books}. You hold %n card(s) ({points} points against your team). Let {asker} go out?</source>
            <translation>
                <numerusform>{asker} asks to go out. Books: {books}. You hold %n card ({points} points against your team). Let {asker} go out?</numerusform>
                <numerusform>{asker} asks to go out. Books: {books}. You hold %n cards ({points} points against your team). Let {asker} go out?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{asker} asks to go out. Books: {books}. You hold %n card(s) ({points} points against your team) and your foot. Let {asker} go out?</source>
            <translation>
                <numerusform>{asker} asks to go out. Books: {books}. You hold %n card ({points} points against your team) and your foot. Let {asker} go out?</numerusform>
                <numerusform>{asker} asks to go out. Books: {books}. You hold %n cards ({points} points against your team) and your foot. Let {asker} go out?</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ManoYPieWording</name>
        <message numerus="yes">
            <source>You were shown %n hint(s) in this deal.</source>
            <translation>
                <numerusform>You were shown %n hint in this deal.</numerusform>
                <numerusform>You were shown %n hints in this deal.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) played for you in this deal.</source>
            <translation>
                <numerusform>%n turn played for you in this deal.</numerusform>
                <numerusform>%n turns played for you in this deal.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>OptionUnits</name>
        <message numerus="yes">
            <source>%n point(s)</source>
            <extracomment>a number box's value with its unit, as in "Closing is worth: 100 points"</extracomment>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <extracomment>a number box's value with its unit, as in "A draw takes: 2 cards"</extracomment>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Puzzle</name>
        <message numerus="yes">
            <source>{placed} of {best}: %n more card(s) could be placed.</source>
            <translation>
                <numerusform>{placed} of {best}: %n more card could be placed.</numerusform>
                <numerusform>{placed} of {best}: %n more cards could be placed.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ResultDialog</name>
        <message numerus="yes">
            <source>You were shown %n hint(s) in this deal.</source>
            <translation>
                <numerusform>You were shown %n hint in this deal.</numerusform>
                <numerusform>You were shown %n hints in this deal.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) played for you in this deal.</source>
            <translation>
                <numerusform>%n turn played for you in this deal.</numerusform>
                <numerusform>%n turns played for you in this deal.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Scala40Page</name>
        <message numerus="yes">
            <source>%n point(s) paid</source>
            <translation>
                <numerusform>%n point paid</numerusform>
                <numerusform>%n points paid</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message numerus="yes">
            <source>{result}, %n hint(s)</source>
            <comment>a match's result, the hints shown</comment>
            <translation>
                <numerusform>{result}, %n hint</numerusform>
                <numerusform>{result}, %n hints</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>WelcomeDialog</name>
        <message numerus="yes">
            <source>&lt;h2&gt;Welcome to Tapete&lt;/h2&gt;&lt;p&gt;%n card games against the computer. Click one to deal; Game ▸ New game sets its players and rules.&lt;/p&gt;</source>
            <translation>
                <numerusform>&lt;h2&gt;Welcome to Tapete&lt;/h2&gt;&lt;p&gt;%n card game against the computer. Click one to deal; Game ▸ New game sets its players and rules.&lt;/p&gt;</numerusform>
                <numerusform>&lt;h2&gt;Welcome to Tapete&lt;/h2&gt;&lt;p&gt;%n card games against the computer. Click one to deal; Game ▸ New game sets its players and rules.&lt;/p&gt;</numerusform>
            </translation>
        </message>
    </context>
</TS>
