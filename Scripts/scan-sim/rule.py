"""The tick-box rule of Docs/design/reading-paper-research.md §3, on c = inner coverage, as
`TickRule` reads it.

c < 0.03 empty; 0.03-0.07 review; 0.07-0.50 ticked; >= 0.65 cancelled (a filled or crossed-out
box is a correction: not ticked). Between 0.50 and 0.65 a heavy X and a partial fill cover as
much: the paper left inside more than CLEARANCE_MM from ink and from the inside's edge decides.
Strokes across the box cut it into pieces (four for a centred X, two for an X off centre in a
circle): at least X_PIECES pieces is ticked; a fill leaves none or slivers, a box filled partly
from a side one piece: review.
"""

from collections import deque

import numpy

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

# Paper counts as a piece this far from ink and from the inside's edge (millimetres), and the
# fewest pieces that make a box of coverage 0.50-0.65 an X.
CLEARANCE_MM = 0.15
X_PIECES = 2
# A scan samples a box at 200-300 dpi, two to three times coarser than the clean page, and
# counts a sample as clear when it lies at least CLEARANCE_MM clear by its own grid (`read`
# rounds up to 0.19-0.24 mm): the pieces counted at each of these may be read.
CLEARANCE_RANGE_MM = (0.15, 0.20, 0.25)


def paper_pieces(paper, pixel_mm, clearance_mm=CLEARANCE_MM):
    """How many 8-connected pieces the paper (a boolean array, True for paper; False outside the
    inside) falls into once every pixel within `clearance_mm` of ink or of the edge is left out.
    The distance is the chessboard distance in pixels (Leptonica's distance function with
    8-connectivity, as `read` measures it): a pixel at distance d lies about d - 1/2 pixels clear."""
    nearest = int(clearance_mm / pixel_mm + 0.5) + 1
    cores = paper.copy()
    # A pixel at chessboard distance >= nearest outlives nearest - 1 erosions by a 3 x 3 square
    # with everything outside counted as ink.
    for _ in range(nearest - 1):
        padded = numpy.pad(cores, 1, constant_values=False)
        eroded = numpy.ones_like(cores)
        for dy in range(3):
            for dx in range(3):
                eroded &= padded[dy:dy + cores.shape[0], dx:dx + cores.shape[1]]
        cores = eroded
    pieces = 0
    seen = numpy.zeros_like(cores)
    height, width = cores.shape
    for start in zip(*numpy.nonzero(cores)):
        if seen[start]:
            continue
        pieces += 1
        seen[start] = True
        queue = deque([start])
        while queue:
            y, x = queue.popleft()
            for ny in (y - 1, y, y + 1):
                for nx in (x - 1, x, x + 1):
                    if 0 <= ny < height and 0 <= nx < width and cores[ny, nx] and not seen[ny, nx]:
                        seen[ny, nx] = True
                        queue.append((ny, nx))
    return pieces


def shape_decides(coverage):
    """Whether the pieces of paper may decide a box of this coverage (0.50-0.65, ± TOLERANCE)."""
    return BOUNDS[2] - TOLERANCE <= coverage < BOUNDS[3] + TOLERANCE


def state(coverage, pieces=0):
    """The rule's state for one coverage and, between 0.50 and 0.65, the paper's pieces."""
    if BOUNDS[2] <= coverage < BOUNDS[3]:
        return "ticked" if pieces >= X_PIECES else "review"
    for bound, name in zip(BOUNDS, STATES):
        if coverage < bound:
            return name
    return STATES[-1]


def accepted(coverage, pieces=(0,)):
    """The decided states a careful reader may give without being wrong: the rule's state at
    c and at c ± TOLERANCE, with each count of pieces in `pieces` (counted over
    CLEARANCE_RANGE_MM), without "review" (review is never wrong, only counted)."""
    states = {state(c, n) for c in (max(0.0, coverage - TOLERANCE), coverage, min(1.0, coverage + TOLERANCE)) for n in pieces}
    states.discard("review")
    return sorted(states)


def ticked(mark_state):
    """Whether a decided state counts as an answer (cancelled and empty do not)."""
    return mark_state == "ticked"
