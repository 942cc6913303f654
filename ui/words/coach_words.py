"""The coach's suggestions in the players' words: the engine gives keys and numbers
(``carc_assist.players.coach.Reason``), this says them as one sentence, with no codes or coordinates
(the board shows where, as a ghost tile). Every part of a value is said with its number, and
the numbers add up to the one on the suggestion's button."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from carc_assist.players.coach import Moment, Reason, Review, Suggestion
from carc_assist.table.actions import Action, Follower, Pass
from ui.expansions.base import first
from ui.words.texts import Texts

# a sentence names every reason: they add up to the value shown (issue 44)


def signed(points: float) -> str:
    """Points to the tenth with their sign, as the hint's buttons show them ("+2.7", "−5.3")."""
    text = f"{points:+.1f}"
    return "\u2212" + text[1:] if text.startswith("-") else text


def tenths(points: float) -> str:
    """Points to the tenth without a sign ("1.4")."""
    return f"{abs(points):.1f}"


class CoachWords(QObject):
    def __init__(self, texts: Texts, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.texts = texts

    def sentence(
        self, suggestion: Suggestion, role: str | None, names: Sequence[str], side: str | None = None
    ) -> str:
        """The turn and every part of its value, each with its number, and their sum: the
        number on its button (``role``: what the turn's follower would be, None without one;
        ``side``: where its feature lies on the tile, as ``follower`` takes it)."""
        first = self._turn(suggestion.actions, role, side)
        value = signed(suggestion.value)
        if not suggestion.reasons:
            return self.tr("{turn}: nothing to gain or lose ({value}).").format(turn=first, value=value)
        parts = "; ".join(self.part(reason, names) for reason in suggestion.reasons)
        return self.tr("{turn}: {reasons}; in all {value}.").format(turn=first, reasons=parts, value=value)

    def part(self, reason: Reason, names: Sequence[str]) -> str:
        """One reason and its number ("it completes your city (+8.0)")."""
        return self.tr("{reason} ({points})").format(
            reason=self.reason(reason, names), points=signed(reason.points)
        )

    def value_words(self, value: float) -> str:
        """What the number on a suggestion's button means, in a sentence."""
        points = self._points(value)
        if round(value):
            better = (
                self.tr("{value}: about {points} better for you than leaving it")
                if value > 0
                else self.tr("{value}: about {points} worse for you than leaving it")
            )
            said = better.format(value=signed(value), points=points)
        else:
            said = self.tr("{value}: about as good for you as leaving it").format(value=signed(value))
        return self.tr(
            "{said} (what the turn adds to your expected final score, less what it adds to the others')."
        ).format(said=said)

    def verdict(
        self, review: Review, role: str | None, where: str, names: Sequence[str], side: str | None = None
    ) -> str:
        """How did that go? The turn played beside the coach's best, as the hint weighed them
        (``role`` and ``side``: the best turn's follower's; ``where``: its square in words), in
        one sentence."""
        who = names[review.player]
        if review.place == 0:
            return self.tr("How did that go? Well played, {player}: that was the coach's best turn.").format(
                player=who
            )
        best = self._best(review.best.actions, role, where, side)
        if review.place is not None:
            if not review.shortfall:
                return self.tr(
                    "How did that go? {player}, you played the coach's suggestion {number}: by its numbers"
                    " as good as its best, {best}."
                ).format(player=who, number=review.place + 1, best=best)
            return self.tr(
                "How did that go? {player}, you played the coach's suggestion {number}: about {points}"
                " points less than its best, {best}."
            ).format(player=who, number=review.place + 1, points=tenths(review.shortfall), best=best)
        if not review.shortfall:
            return self.tr(
                "How did that go? {player}, your turn was worth about as much as the coach's best, {best}."
            ).format(player=who, best=best)
        return self.tr(
            "How did that go? {player}, your turn was worth about {points} points less than the coach's"
            " best, {best}."
        ).format(player=who, points=tenths(review.shortfall), best=best)

    def _best(self, actions: Sequence[Action], role: str | None, where: str, side: str | None) -> str:
        follow = actions[1] if len(actions) > 1 else None
        if follow is None or isinstance(follow, Pass):
            return self.tr("placing it {where}, with no follower").format(where=where)
        if isinstance(follow, Follower):
            return self.tr("placing it {where} with {figure}").format(
                where=where, figure=self.follower(follow.location, role, side)
            )
        return self.tr("placing it {where}, then {choice}").format(
            where=where, choice=self.texts.action_label(follow)
        )

    def moment(self, moment: Moment, names: Sequence[str]) -> str:
        """One of the turns that changed the game most, as the summary says it (to its player)."""
        points = self._points(moment.value)
        if moment.value >= 0:
            swing = self.tr("Turn {turn} — {player}, about {points} won on the others").format(
                turn=moment.turn, player=names[moment.player], points=points
            )
        else:
            swing = self.tr("Turn {turn} — {player}, about {points} lost to the others").format(
                turn=moment.turn, player=names[moment.player], points=points
            )
        if not moment.reasons:
            return self.tr("{swing}.").format(swing=swing)
        reasons = "; ".join(self.part(reason, names) for reason in moment.reasons)
        return self.tr("{swing}: {reasons}.").format(swing=swing, reasons=reasons)

    def _turn(self, actions: Sequence[Action], role: str | None, side: str | None = None) -> str:
        follow = actions[1] if len(actions) > 1 else None
        if follow is None or isinstance(follow, Pass):
            return self.tr("Place it here, with no follower")
        if isinstance(follow, Follower):
            return self.tr("Place it here and put {figure}").format(
                figure=self.follower(follow.location, role, side)
            )
        return self.tr("Place it here, then {choice}").format(choice=self.texts.action_label(follow))

    def follower(self, location: str, role: str | None, side: str | None = None) -> str:
        """Where a suggested follower goes, in words ("a farmer in the field to the north"):
        ``role``, the feature's (knight, thief …); ``location``, its spot on the tile placed,
        as the board is turned; ``side``, where on the tile its feature is drawn, as a spot
        code ("N", "Ne" … "C"), when known (else the spot's own side); never a code."""
        figure = self.texts.figure_name(role or "")
        on_tile = self.texts.location_words(location)
        side = on_tile if on_tile is None or side is None else self.texts.location_words(side)
        if side is None:  # a place off the tile (a crown field): its expansion names it
            said = self.texts.place_figure(location)
            return figure if said is None else said
        if role == "monk":
            return self.tr("{figure} in the cloister").format(figure=figure)
        if side == self.texts.location_words("C"):
            return self.tr("{figure} in the middle of the tile").format(figure=figure)
        phrases = {
            "knight": self.tr("{figure} in the city to the {side}"),
            "farmer": self.tr("{figure} in the field to the {side}"),
            "thief": self.tr("{figure} on the road to the {side}"),
        }
        phrase = phrases.get(role or "", self.tr("{figure} on the {side} side of the tile"))
        return phrase.format(figure=figure, side=side)

    def yours(self, kind: str, new: bool = False) -> str:
        """The player's own feature ("your city"; ``new``: "your new city")."""
        if new:
            words = {
                "city": self.tr("your new city"),
                "road": self.tr("your new road"),
                "cloister": self.tr("your new cloister"),
                "field": self.tr("your new field"),
            }
            return words.get(kind, self.tr("your new feature"))
        words = {
            "city": self.tr("your city"),
            "road": self.tr("your road"),
            "cloister": self.tr("your cloister"),
            "field": self.tr("your field"),
        }
        return words.get(kind, self.tr("your feature"))

    def theirs(self, kind: str, player: str) -> str:
        """Another player's feature ("Bram's city")."""
        words = {
            "city": self.tr("{player}'s city"),
            "road": self.tr("{player}'s road"),
            "cloister": self.tr("{player}'s cloister"),
            "field": self.tr("{player}'s field"),
        }
        return words.get(kind, self.tr("{player}'s prospects")).format(player=player)

    def reason(self, reason: Reason, names: Sequence[str]) -> str:
        """One reason as a clause, without its number (``part`` adds it)."""
        who = names[reason.player] if reason.player is not None else ""
        what, kind, gain = reason.what, reason.feature, reason.points > 0
        if what == "completes":
            return self.tr("it completes {feature} now").format(feature=self.yours(kind))
        if what == "scores":
            return self.tr("points now")
        if what == "expected":
            feature = self.yours(kind) if reason.player is None else self.theirs(kind, who)
            return self.tr("{feature} would probably have been completed later anyway").format(
                feature=feature
            )
        if what == "starts":
            return self.tr("{feature} should bring").format(feature=self.yours(kind, new=True))
        if what == "extends":
            feature = self.yours(kind)
            if gain:
                return self.tr("{feature} gains").format(feature=feature)
            return self.tr("{feature} loses").format(feature=feature)
        if what in ("helps", "takes"):
            feature = self.theirs(kind, who)
            if what == "takes":
                return self.tr("{feature} loses").format(feature=feature)
            return self.tr("{feature} gains").format(feature=feature)
        if what == "gives":
            points = self.texts.points(round(abs(reason.points) * max(1, len(names) - 1)))
            if len(names) > 2:
                return self.tr("it gives {player} {points} now, against the others' mean").format(
                    player=who, points=points
                )
            return self.tr("it gives {player} {points} now").format(player=who, points=points)
        if what == "followers":
            if reason.player is not None:
                if gain:
                    return self.tr("{player}'s follower stays tied up longer").format(player=who)
                return self.tr("{player} gets a follower back sooner").format(player=who)
            if gain:
                return self.tr("a follower comes back sooner")
            return self.tr("it ties up a follower")
        if what == "ahead":
            return self.tr("looking a turn ahead, at the next player's answers")
        if what == "other":
            return self.tr("small effects together")
        said = first(
            half.outlook_words(what, self._points(reason.points), gain) for half in self.texts.halves
        )
        return said if said is not None else self.tr("other effects")

    def _points(self, points: float) -> str:
        return self.texts.points(round(abs(points)))
