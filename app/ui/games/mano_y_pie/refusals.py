"""Mano y Pie's refusals as sentences naming the rule (RULES.md §4): the engine's
`IllegalMove` codes, worded by what the table shows (a partnership or a player alone, a
partner's answer, the deal's minimum). Every path that can refuse asks the controller's
`sentence`, which asks `rule_sentence` first and the family's sentences after it."""

from __future__ import annotations

from app.core.cards import RANK_NAMES
from app.core.engine import IllegalMove
from app.games.canasta.melds import judge_new
from app.games.mano_y_pie.engine import ASKING, DRAW, REFUSED, ManoYPieView
from app.ui.games.canasta.controller import CanastaController
from app.ui.messages import card_text as pretty
from app.ui.messages import cards_text as pretty_cards
from app.ui.messages import counted


class ManoYPieRefusals:
    """Mano y Pie's refusal sentences (mixin of the controller; its counts are said with
    `CanastaController.tr`, see `GameController.card_count`). It overrides nothing: the
    controller's `sentence` asks `rule_sentence` explicitly."""

    # ------------------------------------------------------------------ refusals
    def rule_sentence(self, problem: IllegalMove) -> str | None:
        """The engine's refusal as a sentence naming Mano y Pie's rule; None for a refusal
        it does not word (the canasta family's sentences do)."""
        view = self.view()
        code, params = problem.code, problem.params
        group = pretty_cards(params.get("group", ()))
        if code == "pile_blocked":
            top = params.get("card")
            if top is not None and top.rank == 3:
                return self.tr("The {card} on top blocks the pile: draw from the stock.").format(
                    card=pretty(top)
                )
            return self.tr("A wild card on top blocks the pile at this table: draw from the stock.")
        if code == "needs_matching_cards":
            top = params.get("card")
            n = params.get("needed", 2)
            if top is not None and top.is_joker:
                text = CanastaController.tr(
                    "To take the pile, meld its top card with %n joker(s) from your hand.",
                    "",
                    n,
                )
            elif top is not None and top.rank:
                text = CanastaController.tr(
                    "To take the pile, meld its top card with %n {rank}(s) from your hand.",
                    "{rank}: a card's rank (A, 2 … 10, J, Q, K)",
                    n,
                )
            else:
                text = CanastaController.tr(
                    "To take the pile, meld its top card with %n wild card(s) from your hand.",
                    "",
                    n,
                )
            rank = RANK_NAMES[top.rank - 1] if top is not None and top.rank else "?"
            return counted(text, n).format(rank=rank)
        if code == "below_minimum":
            text = (
                self.tr(
                    "Your team's first melds this deal must be worth {minimum}: these make "
                    "{points}."
                )
                if view.options.partnership
                else self.tr(
                    "Your first melds this deal must be worth {minimum}: these make {points}."
                )
            )
            return text.format(
                minimum=params.get("minimum", view.minimum), points=params.get("points", 0)
            )
        if code == "must_keep_cards":
            if params.get("keep") == 1:
                return self.tr("On your foot you must keep a card to discard.")
            if view.permission == REFUSED:
                return self.tr(
                    "Your partner said no: you cannot go out this turn, so keep two cards."
                )
            return self.tr(
                "On your foot you must keep two cards (one to discard, one to play on) until "
                "you may go out."
            )
        if code == "cannot_go_out":
            return self._why_not_out(params)
        if code == "meld_of_rank_open":
            rank = params.get("rank", 0)
            if not rank:
                text = (
                    self.tr(
                        "Your team has an open meld of wild cards already: add to it; a new one "
                        "starts once it is a book."
                    )
                    if view.options.partnership
                    else self.tr(
                        "You have an open meld of wild cards already: add to it; a new one "
                        "starts once it is a book."
                    )
                )
            elif view.options.partnership:
                # (no comma after a disambiguation: lupdate would read a plural there)
                text = self.tr(
                    "Your team has an open meld of {rank}s already: add to it; a new one "
                    "starts once it is a book.", "{rank}: a card's rank (A, 2 … 10, J, Q, K)"
                )  # fmt: skip
            else:
                text = self.tr(
                    "You have an open meld of {rank}s already: add to it; a new one starts "
                    "once it is a book.", "{rank}: a card's rank (A, 2 … 10, J, Q, K)"
                )  # fmt: skip
            return text.format(rank=RANK_NAMES[rank - 1] if rank else "?")
        if code == "cannot_lay_off":
            grown = [*params.get("meld", ()), *params.get("group", ())]
            judged = judge_new(grown, view.options.family)
            if isinstance(judged, IllegalMove) and judged.code != "cannot_lay_off":
                return self.sentence(IllegalMove(judged.code, **{**judged.params, "group": grown}))
            return self.tr("[{cards}] does not fit that meld.").format(cards=group)
        if code == "book_closed":
            return self.tr("That book is closed: a meld of seven takes no more cards.")
        if code == "three_not_meldable":
            return self.tr("3s are never melded: a black 3 can only be discarded.")
        if code == "too_many_wilds":
            ratio = view.options.wild_ratio
            return self.tr(
                "[{cards}] has too many wild cards: a meld needs at least {n} natural cards "
                "for each wild card."
            ).format(cards=group, n=ratio)
        if code == "mixed_ranks":
            return self.tr("[{cards}] mixes ranks: a meld is one rank (or all wild cards).").format(
                cards=group
            )
        if code == "wrong_phase":
            if view.phase == DRAW:
                return self.tr("Draw first: drag the stock to your hand, or take the pile.")
            if view.phase == ASKING:
                return self.tr("Answer the request to go out first.")
            return self.tr("You have drawn already this turn.")
        if code == "already_asked":
            return self.tr("You have asked already this turn.")
        if code == "foot_taken":
            return self.tr("That foot is picked up already.")
        if code == "no_permission_needed":
            return self.tr("At this table you need not ask: go out by discarding your last card.")
        if code == "not_from_hand":
            return self.tr(
                "Only the pile's top card and cards from your hand may meld in the take: the "
                "other cards of the pile come to your hand afterwards."
            )
        if code == "not_the_top_cards_meld":
            return self.tr("Taking the pile, its top card goes only onto a meld of its rank.")
        if code == "exclusive_meld_action":
            return self.tr(
                "At this table a turn either starts new melds or adds to melds, not both."
            )
        return None

    def _why_not_out(self, params: dict) -> str:
        view = self.view()
        if not params.get("on_foot", True):
            return self.tr("You go out only from your foot: keep a card.")
        if not params.get("contract", True):
            text = (
                self.tr("Your team cannot go out before its books make {contract}.")
                if view.options.partnership
                else self.tr("You cannot go out before your books make {contract}.")
            )
            return text.format(contract=self._contract_text(view))
        if not params.get("partners_ready", True):
            return self.tr(
                "You cannot go out before your partner has picked up the foot and discarded "
                "from it."
            )
        if view.permission == REFUSED:
            return self.tr("Your partner said no: you cannot go out this turn.")
        return self.tr("Ask your partner first (Ask partner), then discard your last card.")

    def _contract_text(self, view: ManoYPieView) -> str:
        clean, dirty, wild = view.options.contract
        return self.tr("{c} clean · {d} dirty · {w} wild").format(c=clean, d=dirty, w=wild)
