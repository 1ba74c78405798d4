<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BuracoController</name>
    <message numerus="yes">
        <source>Your team has no canasta to close with: running out now needs a canasta limpa (or de mil).</source>
        <comment>limpa, de mil: Buraco&apos;s own (Portuguese) words for a canasta with no wild card, and one from ace to ace</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BuracoZones</name>
    <message numerus="yes">
        <source>De mil</source>
        <comment>Buraco&apos;s (Portuguese) word for a canasta from ace to ace with no wild card</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManoYPieRefusals</name>
    <message numerus="yes">
        <source>Your team has an open meld of {rank}s already: add to it; a new one starts once it is a book.</source>
        <comment>{rank}: a card&apos;s rank (A, 2 … 10, J, Q, K)</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an open meld of {rank}s already: add to it; a new one starts once it is a book.</source>
        <comment>{rank}: a card&apos;s rank (A, 2 … 10, J, Q, K)</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
