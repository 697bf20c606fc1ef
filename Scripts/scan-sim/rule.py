"""The tick-box rule of Docs/design/reading-paper-research.md §3, on c = inner coverage.

c < 0.03 empty; 0.03-0.07 review; 0.07-0.50 ticked; 0.50-0.65 review; >= 0.65 cancelled
(a filled or crossed-out box is a correction: not ticked).
"""

BOUNDS = (0.03, 0.07, 0.50, 0.65)
STATES = ("empty", "review", "ticked", "review", "cancelled")

# How far a scan may move a mark's coverage from what the clean 600 dpi page measures
# (blur, resampling, registration error of ±0.1 mm at the box's inner edge). A mark whose
# coverage lies this close to a bound may be read as either neighbour without being wrong.
TOLERANCE = 0.02

# What the rule counts as ink on the clean page: grey below this (0 black, 255 white).
INK_BELOW = 160

# The inner mask: this far in from the inner edge of the printed rule (millimetres).
INNER_INSET_MM = 0.35


def state(coverage):
    """The rule's state for one coverage."""
    for bound, name in zip(BOUNDS, STATES):
        if coverage < bound:
            return name
    return STATES[-1]


def accepted(coverage):
    """The decided states a careful reader may give without being wrong: the rule's state at
    c and at c ± TOLERANCE, without "review" (review is never wrong, only counted)."""
    states = {state(max(0.0, coverage - TOLERANCE)), state(coverage), state(min(1.0, coverage + TOLERANCE))}
    states.discard("review")
    return sorted(states)


def ticked(mark_state):
    """Whether a decided state counts as an answer (cancelled and empty do not)."""
    return mark_state == "ticked"
