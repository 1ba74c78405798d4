"""The rules of Quita y Pon as the Help menu shows them, written by the project (ES + EN)."""

RULES_HTML = """
<h2>Quita y Pon</h2>
<p><i>Español</i></p>
<p>Se juega con dos barajas francesas sin comodines (104 cartas), de 2 a 4 jugadores. Cada
uno recibe 11 cartas; el resto forma el mazo. No hay descarte.</p>
<p><b>Juegos.</b> Un <b>trío</b> son 3 o más cartas del mismo valor (los palos pueden
repetirse). Una <b>escalera</b> son 3 o más cartas seguidas del mismo palo; el as va
antes del 2 o después de la K, pero no se da la vuelta (K-A-2 no vale).</p>
<p><b>Tu turno.</b> O bajas al menos una carta de tu mano, o robas una carta del mazo.
Al bajar puedes reorganizar toda la mesa: partir escaleras, mover cartas de un juego a
otro, unir juegos. Puedes recuperar las cartas que bajaste en este turno, pero nunca una
que ya estaba en la mesa. Al pulsar <b>Hecho</b> todos los juegos deben ser válidos. Si
tienes un juego en la mano o una carta que encaja en un extremo de un juego de la mesa,
no puedes robar.</p>
<p><b>Fin.</b> Gana quien se queda sin cartas. Si se acaba el mazo, gana quien tenga menos
puntos en la mano (as 15, figuras 10, las demás su número). Cada jugador suma los puntos
del peor jugador menos los suyos.</p>
<hr>
<p><i>English</i></p>
<p>Played with two French decks without jokers (104 cards) by 2 to 4 players. Everyone
gets 11 cards; the rest is the stock. There is no discard pile.</p>
<p><b>Melds.</b> A <b>set</b> is 3 or more cards of one rank (suits may repeat). A
<b>run</b> is 3 or more cards of one suit in sequence; the ace goes below the 2 or above
the K, but never round the corner (K-A-2 is not a run).</p>
<p><b>Your turn.</b> Either place at least one card from your hand, or draw one card.
While placing you may rearrange the whole table: split runs, move cards between melds,
join melds. You may take back cards you placed this turn, never a card that was already
on the table. When you press <b>Done</b> every meld must be valid. You may not draw while
you hold a meld or a card that fits an end of a table meld.</p>
<p><b>End.</b> Whoever runs out of cards wins. If the stock runs out, the fewest hand
points win (ace 15, courts 10, others their number). Each player scores the worst
player's points minus his own.</p>
<p><b>At the table.</b> Drag cards from your hand onto a meld or onto “new group”. Drop a
card inside a run to insert it (a duplicate splits the run). Dragging a card out of a run
brings the cards between it and the nearer end along, so one drag splits a run (an end
card comes alone); hold Shift to drag a whole group onto another and merge them. Drag your own cards back to your hand to take them back. Keys: Enter = Done, D = Draw,
H = Hint, Ctrl+Z = Reset turn.</p>
"""
