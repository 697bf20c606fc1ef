import FormModel

/// One look: metrics, colours and fonts, and how the parts of a cell sit inside the frame the
/// flow gives it. The flow itself (rows, groups, pages) is shared by every skin.
public protocol Skin: Sendable {
    /// The name users pass to `--skin`.
    var name: String { get }
    var flow: FlowMetrics { get }
    /// The colour behind everything (the host app's screen background).
    var screenBackground: Color { get }
    /// The height of a cell whose height is `.intrinsic`, at the width the flow gave it.
    func intrinsicHeight(of cell: Cell, width: Double, measurer: TextMeasurer) -> Double
    /// The height of `group`'s header; 0 draws none.
    func headerHeight(for group: Group, width: Double, measurer: TextMeasurer) -> Double
    /// The boxes of a group header card whose frame the flow chose.
    func header(for group: Group, frame: Rect, measurer: TextMeasurer) -> [LayoutBox]
    /// The box behind a group's rows; `closesGroup` is false for a piece continued on the next page.
    func background(for group: Group, frame: Rect, closesGroup: Bool) -> LayoutBox?
    /// The boxes of a cell in `frame`; the first is the cell's own box with role `.cell`.
    func boxes(for cell: Cell, frame: Rect, measurer: TextMeasurer) -> [LayoutBox]
}

extension Skin {
    public func headerHeight(for group: Group, width: Double, measurer: TextMeasurer) -> Double { flow.headerHeight }
}

/// The numbers the shared flow needs from a skin, in points.
public struct FlowMetrics: Sendable, Hashable {
    /// Left and right inset of the rows inside the canvas.
    public var rowInset: Double
    /// Left and right inset of group header cards.
    public var headerInset: Double
    /// Height of a group header (the default of `Skin.headerHeight(for:)`); 0 for none.
    public var headerHeight: Double
    /// Space between a header and its first row.
    public var headerGap: Double
    /// Space after a group's last row.
    public var groupBottomInset: Double
    /// How far a group's background reaches below its last row.
    public var backgroundOverhang: Double
    /// Space above the first group on a screen canvas.
    public var screenTop: Double
    /// Vertical space between rows.
    public var rowGap: Double
    /// The height of one chunk of `CellHeight.chunks`.
    public var chunkHeight: Double
    /// Every cell takes the full row, whatever its width percentage (table-style looks).
    public var singleColumn: Bool
    /// Shorter cells sit at the top of their row (paper) instead of being centred (UIKit).
    public var topAlignsCells = false

    public init(rowInset: Double, headerInset: Double, headerHeight: Double, headerGap: Double, groupBottomInset: Double,
                backgroundOverhang: Double, screenTop: Double, rowGap: Double, chunkHeight: Double, singleColumn: Bool = false) {
        self.rowInset = rowInset; self.headerInset = headerInset; self.headerHeight = headerHeight
        self.headerGap = headerGap; self.groupBottomInset = groupBottomInset; self.backgroundOverhang = backgroundOverhang
        self.screenTop = screenTop; self.rowGap = rowGap; self.chunkHeight = chunkHeight; self.singleColumn = singleColumn
    }
}
