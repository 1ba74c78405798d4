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
sustituye a cualquier carta (uno por juego, salvo que se elija otra cosa). Si un juego se
puede leer de más de una manera (<i>5♥ 6♥ JK</i> es 4-5-6 o 5-6-7; con dos comodines,
<i>Q♥ JK JK</i> es un trío de damas o una escalera), el área de preparación muestra las
lecturas y eliges una con un clic.</p>
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
turno, con su descarte final) hace que los demás paguen el doble. Cuando el mazo se
acaba, el descarte se voltea (sin barajar) y sigue el juego. Si pasan 212 turnos seguidos
(dos por carta de la baraja) sin que nadie baje, añada o cambie un comodín, la mano se
anula: nadie paga y el mismo jugador vuelve a repartir.</p>
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
(one per meld unless the options say otherwise). Where a meld can be read more than one way
(<i>5♥ 6♥ JK</i> is 4-5-6 or 5-6-7; with two jokers, <i>Q♥ JK JK</i> is a set of queens or
a run), the staging area shows the readings and you pick one with a click.</p>
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
then the last discard) makes every opponent pay double. When the stock runs out the
discard pile is turned over (not shuffled) and play goes on. If 212 turns in a row (two
per card of the pack) pass without anyone melding, laying off or swapping a joker, the deal
is void: nobody pays and the same dealer deals again.</p>
<p><b>Paying.</b> The others pay for the cards left in their hands: a joker 25, an ace 11
(but 1 when it is his only card), courts 10, the rest their number. Paid points add up over
the deals; whoever goes above 100 is out of the match. The last player left wins.</p>
"""

CUATRO_PALOS_RULES_HTML = """
<h2>Cuatro Palos</h2>
<p><i>Español</i></p>
<p>Un solitario de competición para 3 a 6 jugadores, cada uno por su cuenta. Se juega con
una baraja francesa de 52 cartas sin comodines; como opción, con una baraja española de 40
cartas (del 1 al 7 y del 10 al 12: el 7 y la sota van seguidos) o de 48 cartas. Aquí no se
reparte nada: la baraja entera, bien mezclada, se deja boca abajo en el centro y forma el
<b>mazo central</b>. Se juega hacia la derecha; empieza quien está a la derecha del que
mezcló.</p>
<p><b>Los cuatro palos.</b> En el centro se van formando las bases, una por palo: se
empiezan con el as y suben de una en una, siempre del mismo palo, hasta la K.</p>
<p><b>Los pozos.</b> Cada jugador tiene delante un pozo de descarte boca arriba, del que
solo cuenta la carta de encima. Puedes deshacerte de una carta poniéndola en el pozo de un
contrario si es justo un punto más alta o más baja que la de encima, del palo que sea (la K
y el as no se consideran seguidos). Un pozo vacío no admite cartas, y en el tuyo propio no
se juega: allí solo va a parar la carta que cierra tu turno.</p>
<p><b>Tu turno.</b> Primero te ocupas de tu pozo: mientras la carta de encima tenga sitio
en una base o en el pozo de un contrario, la juegas. Después destapas cartas del mazo
central, una cada vez. Toda carta que pueda jugarse hay que jugarla, y tú decides dónde;
tras cada jugada vuelves a mirar tu pozo. La primera carta que no tiene sitio se queda boca
arriba encima de tu pozo y tu turno termina.</p>
<p><b>Cuando se acaba el mazo central.</b> Cada uno sigue con sus propias cartas: quien ya
no tiene mazo propio da vuelta a su pozo entero, que pasa a ser su mazo, y va destapando de
él igual que antes del mazo central. La carta que no puede jugar empieza de nuevo su
pozo.</p>
<p><b>Fin de la mano.</b> Gana la mano quien, acabado el mazo central, se queda sin ninguna
carta (ni pozo ni mazo propio). Si, ya sin mazo central, cada jugador juega 2T+2 turnos
seguidos (T = las cartas que quedan en manos de los jugadores) sin que nadie suba una carta
a una base, la mano se da por trabada y no la gana nadie. Todos menos el ganador, si lo
hay, se apuntan 1 punto por cada carta que les queda. La partida se juega a 100 puntos: en cuanto alguien llega a 100,
termina y gana quien tenga menos puntos.</p>
<hr>
<p><i>English</i></p>
<p>A competitive patience for 3 to 6 players, each on his own. It is played with one
52-card French deck without jokers; as an option, with a 40-card Spanish deck (1 to 7 and
10 to 12: the 7 and the sota, the jack, are in sequence) or a 48-card one. Nobody is dealt any cards:
the whole deck, well shuffled, lies face down in the middle as the <b>central stock</b>.
Play goes to the right; the player on the right of the one who shuffled starts.</p>
<p><b>The four suits.</b> In the middle the foundations grow, one per suit: each starts
with its ace and climbs one card at a time, always in that suit, up to the K.</p>
<p><b>Waste piles.</b> Every player has a face-up waste pile in front of him, and only its
top card counts. You may unload a card on an opponent's waste pile if it is exactly one
rank higher or lower than the card on top, in any suit (K and A are not in sequence). An
empty pile takes nothing, and you never play onto your own pile: the only card that goes
there is the one that ends your turn.</p>
<p><b>Your turn.</b> First deal with your own pile: as long as its top card fits a
foundation or an opponent's pile, play it. Then turn up cards from the central stock, one
at a time. Every card that can be played must be played, and you choose where; after each
play look at your own pile again. The first card that fits nowhere stays face up on top of
your own pile and ends your turn.</p>
<p><b>When the central stock is gone.</b> Everyone carries on with his own cards: a player
with no stock of his own turns his whole waste pile over, and it becomes his stock; he
turns cards from it just as he did from the central stock. The card he cannot play starts
his waste pile again.</p>
<p><b>End of the deal.</b> Once the central stock is gone, the player left with no cards
at all (no waste pile, no stock of his own) wins the deal. If, after the central stock has
run out, every player takes 2T+2 turns in a row (T = the cards the players still hold)
without a single card reaching a foundation, the deal is stalled and nobody wins it. Everyone
but the winner, if there is one, scores 1 point for each card he has left. The match is played to 100 points: as
soon as someone reaches 100 it ends, and the lowest total wins.</p>
"""

# Help-menu rules per game id (the ids of app.ui.new_game.GAME_TITLES).
GAME_RULES_HTML = {
    "quita-y-pon": RULES_HTML,
    "scala-40": SCALA40_RULES_HTML,
    "cuatro-palos": CUATRO_PALOS_RULES_HTML,
}


def rules_html(game: str) -> str:
    """The Help text of `game` (a game id such as "scala-40"); ValueError if unknown."""
    try:
        return GAME_RULES_HTML[game]
    except KeyError:
        raise ValueError(
            f"no rules for game {game!r}; expected one of {', '.join(GAME_RULES_HTML)}"
        ) from None
