"""Mano y Pie at the table: the controller between the engine and the card table (RULES.md §4).

Seats: the person at the bottom, partners opposite, each seat's hand with its face-down
foot beside it (`Place.side`); when a foot is picked up its packet is still there, empty,
so its cards fly from it into the hand. Each team's band holds its melds (ours nearest):
a book lies squared up with the card that tells its kind on top (a red card on a clean
book, a black one on a dirty book, a joker on a wild book), an incomplete meld is fanned
with its count towards the book ("4 / 7"), the red 3s lie at the band's end, and the band
is captioned with the team's progress on the contract ("clean 1/2 · dirty 0/2 · wild
0/1") and, until it has melded, this deal's minimum.

A turn is a sequence of engine actions, each sent when the gesture that makes it ends:

* drawing two: drag the stock to the hand (or double-click it);
* taking the pile (§4.4 (b)): its top card dragged onto the team's open meld of its rank
  (with the matching hand cards staged: they join the meld with it) sends one `TakePile`
  at once; dragged into the staging area it stays pinned while hand cards complete a new
  meld (other staged melds may join, for the minimum), and Take the pile sends them all;
* new melds: built in the staging area and laid with Lay down (one `Meld`); the tray
  says what they are worth against the minimum ("70 / 90");
* laying off: hand (or staged) cards dropped on one of the team's open melds;
* discarding: a card dropped on the pile;
* going out: Ask partner (`AskToGoOut`) once the contract is done and the partners have
  played from their feet; a bot partner's answer is told in the status line. When a bot
  partner asks the person, the staging area gives way to the question, the status line
  says the team's books and what the person still holds, and Yes, go out / No, play on
  answer it.

Every gesture is judged by the engine (`legal`); a refusal names the rule. The table shows
only the person's view: the partner's hand is as hidden as an opponent's, feet and the
stock are counts, the pile shows its top card. Once the deal is over the view's
`revealed` hands and feet are laid down face up in their places to be counted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.core.cards import Card
from app.core.engine import Action, IllegalMove
from app.core.words import Said, Words
from app.games.canasta.melds import WILD, TeamMeld, judge_new, new_meld_readings
from app.games.mano_y_pie.bots import ManoYPieBot
from app.games.mano_y_pie.engine import (
    ASKING,
    FAMILY_ACTIONS,
    GAME_ID,
    REFUSED,
    AskToGoOut,
    Grant,
    LayOff,
    ManoYPie,
    ManoYPieMatch,
    ManoYPieView,
    Meld,
    Refuse,
    TakePile,
)
from app.games.mano_y_pie.narration import ASKED, told_before
from app.games.mano_y_pie.scoring import card_value
from app.table.zones import ZoneId
from app.ui.games.canasta.controller import CanastaController, family_sounds
from app.ui.games.mano_y_pie.refusals import ManoYPieRefusals
from app.ui.games.mano_y_pie.zones import ManoYPieZones, meld_points
from app.ui.intent import Intent, refusal
from app.ui.messages import card_text as pretty
from app.ui.messages import counted
from app.ui.staging import Staging
from app.ui.staging_controller import SHAPE_PROBLEMS

MYP_SHAPE_PROBLEMS = SHAPE_PROBLEMS | {"three_not_meldable", "book_closed", "cannot_lay_off"}


def myp_staging(options: Any) -> Staging:
    """Sets only (and all-wild melds): a staged group has one reading or none."""
    return Staging(
        readings=lambda group: new_meld_readings(list(group), options().family),
        default=lambda group, found: found[0],
        value=lambda m: meld_points(m, options()),
    )


# The deal's end, as the status line says it.
WENT_OUT = Said(
    Words("ManoYPieController", "You went out."),
    Words("ManoYPieController", "{name} went out."),
)


class ManoYPieController(
    ManoYPieZones, ManoYPieRefusals, CanastaController[ManoYPie, ManoYPieMatch, ManoYPieBot]
):
    game_id = GAME_ID
    shape_problems = MYP_SHAPE_PROBLEMS
    sounds = {
        **family_sounds(FAMILY_ACTIONS),
        # words between partners: the table stays quiet
        AskToGoOut.kind: None,
        Grant.kind: None,
        Refuse.kind: None,
    }
    make_staging = staticmethod(myp_staging)
    family_actions = FAMILY_ACTIONS

    # ------------------------------------------------------------------ staging hooks
    def pile_top(self, view: ManoYPieView) -> Card | None:
        return view.pile[-1] if view.pile else None

    def reading_value(self, meld: TeamMeld) -> int:
        return meld_points(meld, self.view().options)

    def judge_staged(self, group: Sequence[Card]) -> Any:
        return judge_new(list(group), self.view().options.family)

    def kind_text(self, reading: TeamMeld) -> str:
        if reading.kind == WILD:
            return self.tr("wild meld")
        return self.tr("set", "a meld: cards of one rank")

    def reading_text(self, meld: TeamMeld) -> str:
        if meld.kind == WILD:
            return self.tr("wild meld · {points}").format(points=self.reading_value(meld))
        return super().reading_text(meld)

    def short_problems(self) -> dict[str, str]:
        return {
            "three_not_meldable": self.tr("3s never meld"),
            "too_many_wilds": self.tr("too many wild cards"),
        }

    def _opening(self, view: ManoYPieView) -> str | None:
        """ "70 / 90": the staged value against this deal's minimum, until the team melds."""
        if view.initial_melded[view.team]:
            return None
        return f"{self.staging.value()} / {view.minimum}"

    def staging_prompt(self, view: ManoYPieView) -> str:
        opening = self._opening(view)
        text = super().staging_prompt(view)
        if opening is not None:
            text += " · " + self.tr("first melds {value}").format(
                value=opening.replace(" ", "\u00a0")
            )
        return text

    def lay_down_action(self) -> Action | None:
        """What Lay down sends now: with the pile's top card pinned, one `TakePile` of
        every staged meld; else one `Meld` of them all (None: nothing staged)."""
        if not self.staging:
            return None
        melds = self.staging.melds()
        if self.taking:
            return TakePile(melds=melds)
        return Meld(melds)

    # ------------------------------------------------------------------ the person's commands
    def laid_now(self) -> list[list[Card]]:
        return list(self.staging)

    def can_ask(self) -> bool:
        return self.my_turn and self.state.legal(AskToGoOut()) is None

    def asks_permission(self) -> bool:
        return self.state is not None and self.view().options.needs_permission

    def ask_partner(self) -> bool:
        return self.try_action(AskToGoOut())

    def asks(self, action: Action) -> bool:
        return isinstance(action, AskToGoOut)

    def own_line(self, before: ManoYPieView) -> int:
        return told_before(before)  # the dealt red 3s come first at the deal's first action

    def turn_seat(self, view: ManoYPieView) -> int | None:
        """The asker's turn goes on while a partner answers."""
        return view.turn_seat if view.to_play is not None else None

    def is_asked(self) -> bool:
        return self.my_turn and self.view().phase == ASKING

    def grant(self) -> bool:
        return self.try_action(Grant())

    def refuse(self) -> bool:
        return self.try_action(Refuse())

    # ------------------------------------------------------------------ what a move says
    def _asked(self, seat: int) -> str:
        """ "Ana asked to go out.": the request `seat` made."""
        return self._said(seat, ASKED)

    def deal_ending(self, result: Any) -> str:
        if result.went_out is not None:
            return self._said(result.went_out, WENT_OUT)
        return self.tr("The stock ran out: nobody went out.")

    def laid_down_text(self) -> str:
        return self.tr("Every hand and foot is laid down face up to be counted.")

    def sentence(self, problem: IllegalMove) -> str:
        """A refusal as a sentence: Mano y Pie's rule (`rule_sentence`), else the family's."""
        said = self.rule_sentence(problem)
        return super().sentence(problem) if said is None else said

    # ------------------------------------------------------------------ the status line
    def waiting_text(self, name: str) -> str:
        view = self.view()
        if view.phase == ASKING:
            if self.message.endswith(self._asked(view.turn_seat)):
                return self.tr("{name} answers…").format(name=name)  # the request just told
            if view.turn_seat == self.person:
                return self.tr("You asked to go out: {name} answers…").format(name=name)
            return self.tr("{asker} asked to go out: {name} answers…").format(
                asker=self.seats[view.turn_seat].name, name=name
            )
        return super().waiting_text(name)

    def turn_text(self, view: ManoYPieView, head: str) -> str:
        if view.phase == ASKING:  # the question says who asked
            return self.question_text(view)
        return super().turn_text(view, head)

    def question_text(self, view: ManoYPieView) -> str:
        """A partner asks the person: may he go out? With the team's books and what the
        person still holds (it counts against the team)."""
        points = sum(card_value(c, view.options) for c in view.hand)
        n = len(view.hand)
        if view.on_foot[self.person]:
            text = ManoYPieController.tr(
                "{asker} asks to go out. Books: {books}. You hold %n card(s) ({points} points "
                "against your team). Let {asker} go out?",
                "",
                n,
            )
        else:
            text = ManoYPieController.tr(
                "{asker} asks to go out. Books: {books}. You hold %n card(s) ({points} points "
                "against your team) and your foot. Let {asker} go out?",
                "",
                n,
            )
        return counted(text, n).format(
            asker=self.seats[view.turn_seat].name,
            books=self._books_text(view, view.team),
            points=points,
        )

    def question_label(self, view: ManoYPieView) -> str:
        """The question in the staging area's place, in a few words."""
        return self.tr("{asker} asks to go out: Yes, go out — or No, play on?").format(
            asker=self.seats[view.turn_seat].name
        )

    def _taking_text(self) -> str:
        """The status line while the pile's top card is pinned in the staging area."""
        problem = None if self.can_take_pile() else self.lay_down_problem()
        if problem is None:
            text = self.tr(
                "Take the pile: {card} goes down in the staged meld, the pile's next cards "
                "come to your hand — or Take back."
            )
        else:
            text = self.tr(
                "To take the pile, stage two matching cards from your hand with {card}, then "
                "Take the pile (or Take back). {why}"
            )
        why = self.sentence(problem) if problem is not None else ""
        return text.format(card=pretty(self.staging.pinned), why=why)

    def _draw_count(self, view: ManoYPieView) -> str:
        """ "two": how many cards a draw from the stock takes at this table."""
        n = view.options.draw_count
        words = {
            1: self.tr("one", "how many cards a draw takes: draw one (card)"),
            2: self.tr("two", "how many cards a draw takes: draw two (cards)"),
            3: self.tr("three", "how many cards a draw takes: draw three (cards)"),
        }
        return words.get(n, str(n))

    def draw_text(self, view: ManoYPieView) -> str:
        if self.taking:
            return self._taking_text()
        top = self.pile_top(view)
        n = self._draw_count(view)
        if view.exhausted:
            return self.tr(
                "The stock is out: take the pile (drag its top card onto your meld or into the "
                "staging area), or Draw to end the deal."
            )
        if top is not None and top.rank == 3:
            return self.tr(
                "Your turn: drag the stock to your hand to draw {n} (the {card} on top blocks "
                "the pile)."
            ).format(card=pretty(top), n=n)
        if top is None:
            return self.tr("Your turn: drag the stock to your hand to draw {n}.").format(n=n)
        return self.tr(
            "Your turn: drag the stock to your hand to draw {n}, or take the pile: stage two "
            "of its top card's rank from your hand, then drag the top card onto them or onto "
            "your meld of that rank."
        ).format(n=n)

    def play_text(self, view: ManoYPieView) -> str:
        text = self.tr("Meld in the staging area or on your melds, then discard onto the pile.")
        return f"{text} {self._foot_note(view)}"

    def _foot_note(self, view: ManoYPieView) -> str:
        state = self.state
        assert state is not None
        me = self.person
        if not view.initial_melded[view.team]:
            if view.options.partnership:
                return self.tr("Your team's first melds must make {n}.").format(n=view.minimum)
            return self.tr("Your first melds must make {n}.").format(n=view.minimum)
        if not view.on_foot[me]:
            return self.tr("Play out your hand to pick up your foot.")
        if state.may_go_out(me):
            return self.tr("You may go out: discard your last card.")
        if view.permission == REFUSED:
            return self.tr("Your partner said no: keep two cards this turn.")
        if state.may_ask(me):
            return self.tr("Your books are done: Ask partner to go out.")
        return self.tr("On your foot: keep two cards.")

    # ------------------------------------------------------------------ gestures
    def judge(self, cards: list[Card], source: ZoneId, target: ZoneId, index: int) -> Intent:
        if self.view().phase == ASKING:
            return refusal(self.tr("Answer the request to go out first: yes or no."))
        return super().judge(cards, source, target, index)

    def pile_refusal(self, top: Card) -> Intent | None:
        """A 3 on top (or, at a table that says so, a wild card) blocks the pile."""
        blocked = self.state.legal(TakePile(melds=((top,),)))
        if blocked is not None and blocked.code == "pile_blocked":
            return refusal(self.sentence(blocked))
        return None

    def lay_off_intent(self, added: list[Card], meld_index: int, index: int) -> Intent:
        return self.play_intent(LayOff(meld_index, tuple(added)))

    def take_onto_intent(self, added: list[Card], meld_index: int, index: int) -> Intent:
        """The pile's top card onto the team's meld `meld_index` with the staged cards:
        all of them onto it; else those of one staged group onto it up to the book and
        the rest of that group starting a new meld, the other staged groups as new melds."""
        view = self.view()
        top, staged = added[0], added[1:]
        melds = view.melds
        if not 0 <= meld_index < len(melds):
            return self.nowhere()
        meld = melds[meld_index]
        groups = [list(g) for g in self.staging.melds() if top not in g]
        fam = view.options.family
        candidates: list[Action] = [TakePile(onto=meld_index, added=(top, *staged))]
        for g in groups:  # one staged group goes with the top card, the others are new
            others = tuple(tuple(o) for o in groups if o is not g)
            candidates.append(TakePile(melds=others, onto=meld_index, added=(top, *g)))
            room = fam.book_size - len(meld.cards) - 1
            if 0 <= room < len(g):
                rest = (tuple(g[room:]), *others)
                candidates.append(TakePile(melds=rest, onto=meld_index, added=(top, *g[:room])))
        return self.first_legal(candidates)

    def staged_text(self, head: str) -> str | None:
        text = super().staged_text(head)
        if text is None or self.state is None:
            return text
        opening = self._opening(self.view())
        if opening is None:
            return text
        return text + " " + self.tr("First melds: {value}.").format(value=opening)
