import FormModel

/// A line of cells the flow placed side by side.
struct FlowRow {
    /// Cells with frames relative to the row's top; x is absolute within the content width.
    var cells: [(cell: Cell, frame: Rect)]
    var height: Double
}

/// Breaks a group's visible cells into rows like hyperoslo's left-aligned UICollectionViewFlowLayout
/// (Docs/formats.md §2.6): width = floor(available × percent / 100), a cell that does not fit starts
/// a new row, the row is as tall as its tallest cell, shorter cells are centred vertically.
/// Single-column skins give every cell the full row.
struct FlowRows {
    let skin: any Skin
    let measurer: AttributingMeasurer

    func rows(of group: Group, contentWidth: Double) -> [FlowRow] {
        let metrics = skin.flow
        let available = max(1, contentWidth - 2 * metrics.rowInset)
        var rows: [FlowRow] = []
        var current: [(cell: Cell, width: Double, height: Double)] = []
        var used = 0.0
        func closeRow() {
            guard !current.isEmpty else { return }
            let height = current.map(\.height).max() ?? 0
            var x = metrics.rowInset
            let placed = current.map { item -> (cell: Cell, frame: Rect) in
                defer { x += item.width }
                return (item.cell, Rect(x: x, y: metrics.topAlignsCells ? 0 : (height - item.height) / 2, width: item.width, height: item.height))
            }
            rows.append(FlowRow(cells: placed, height: height))
            current = []
            used = 0
        }
        for cell in group.sections.flatMap(\.cells) where !cell.state.hidden {
            let percent = metrics.singleColumn ? 100 : min(max(cell.widthPercent, 0), 100)
            let width = (available * percent / 100).rounded(.down)
            let height: Double = switch cell.height {
            case .intrinsic: measurer.measuring(for: cell.sourcePath) { skin.intrinsicHeight(of: cell, width: width, measurer: measurer) }
            case let .chunks(count): count * metrics.chunkHeight
            }
            if !current.isEmpty, used + width > available + 1e-9 { closeRow() }
            current.append((cell, width, height))
            used += width
        }
        closeRow()
        return rows
    }
}
