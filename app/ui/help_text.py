"""The rules of each game as the Help menu shows them, written by the project (ES + EN)."""

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

SCALA40_RULES_HTML = """
<h2>Scala 40</h2>
<p><i>Español</i></p>
<p>Se juega con dos barajas francesas de 52 cartas y 2 comodines (106 cartas), de 2 a 5
jugadores, cada uno por su cuenta. Se reparten 13 cartas a cada uno; la siguiente se pone
boca arriba para empezar el descarte y el resto forma el mazo.</p>
<p><b>Juegos.</b> Un <b>trío</b> (o cuadrilla) son 3 o 4 cartas del mismo valor y de palos
distintos. Una <b>escalera</b> son 3 o más cartas seguidas del mismo palo; el as va antes
del 2 o después de la K, nunca en las dos puntas ni dando la vuelta. El <b>comodín</b>
sustituye a cualquier carta (uno por juego, salvo que se elija otra cosa).</p>
<p><b>Tu turno.</b> Primero tomas una carta: la de arriba del mazo, o la última del
descarte. Si aún no has abierto, solo puedes tomar la del descarte para abrir con ella en
ese mismo turno. Excepción: en su primer turno, el primer jugador puede tomar libremente la
carta que se volteó al repartir. Después bajas lo que quieras y puedas, y al final
descartas siempre una carta; no se puede terminar sin descartar.</p>
<p><b>Abrir.</b> Tu primera bajada debe sumar al menos 40 puntos, solo con cartas de tu mano:
del 2 al 9 lo que marcan, el 10 y las figuras 10, el as 1 si va delante del 2 y 11 si va
detrás de la K o en un trío; el comodín vale lo que la carta a la que sustituye. A partir
del turno siguiente puedes añadir cartas a cualquier juego de la mesa y cambiar un comodín
por la carta que representa, quedándote el comodín.</p>
<p><b>Cerrar.</b> La mano termina cuando alguien se queda sin cartas al descartar. Nadie
puede cerrar en la primera vuelta. Quien cierra en mano (abre y baja todo en el mismo
turno, con su descarte final) hace que los demás paguen el doble.</p>
<p><b>Pagar.</b> Los demás pagan lo que les queda en la mano: el comodín 25, el as 11 (pero
1 si es la única carta que le queda), las figuras 10 y las demás su número. Los puntos
pagados se acumulan; quien pasa de 100 queda eliminado. Gana el último que queda en
juego.</p>
<hr>
<p><i>English</i></p>
<p>Played with two 52-card French decks plus 2 jokers (106 cards) by 2 to 5 players, each
on his own. Everyone gets 13 cards; the next card is turned face up to start the discard
pile and the rest is the stock.</p>
<p><b>Melds.</b> A <b>set</b> is 3 or 4 cards of one rank in different suits. A
<b>run</b> is 3 or more cards of one suit in sequence; the ace goes below the 2 or above
the K, never at both ends and never round the corner. A <b>joker</b> stands for any card
(one per meld unless the options say otherwise).</p>
<p><b>Your turn.</b> First take one card: the top of the stock, or the top of the discard
pile. Until you have opened you may take the discard only to open with it in that same
turn. The exception: on his first turn the first player may take the card turned up at the
deal freely. Then meld what you can and wish to, and always finish by discarding one card;
you cannot end a turn without a discard.</p>
<p><b>Opening.</b> Your first melds must be worth at least 40 points, made only from your
own hand: 2 to 9 count their number, the 10 and the courts 10, the ace 1 below the 2 and
11 above the K or in a set; a joker counts as the card it stands for. From the turn after
you open you may lay off cards on any meld on the table and swap a joker for the card it
stands for, keeping the joker.</p>
<p><b>Going out.</b> The deal ends when someone empties his hand with his discard. No one may
go out in the first round. Closing in hand (opening and melding everything in one turn,
then the last discard) makes every opponent pay double.</p>
<p><b>Paying.</b> The others pay for the cards left in their hands: a joker 25, an ace 11
(but 1 when it is his only card), courts 10, the rest their number. Paid points add up over
the deals; whoever goes above 100 is out of the match. The last player left wins.</p>
"""

# Help-menu rules per game id (the ids of app.ui.new_game.GAME_TITLES).
GAME_RULES_HTML = {"quita-y-pon": RULES_HTML, "scala-40": SCALA40_RULES_HTML}


def rules_html(game: str) -> str:
    """The Help text of `game` (a game id such as "scala-40"); ValueError if unknown."""
    try:
        return GAME_RULES_HTML[game]
    except KeyError:
        raise ValueError(
            f"no rules for game {game!r}; expected one of {', '.join(GAME_RULES_HTML)}"
        ) from None
