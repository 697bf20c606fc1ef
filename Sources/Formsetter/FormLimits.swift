import FormLayout
import FormModel

/// The size limits the facade enforces on every form, whatever its source: past them the rest is
/// left out with a warning naming where the cut falls, so a hostile form cannot exhaust memory.
public enum FormLimits {
    /// The most cells laid out; later cells are left out.
    public static let maximumCells = 100_000
    /// The most pages produced; later pages are left out.
    public static let maximumPages = 5_000

    /// The form with at most `maximumCells` cells (in reading order), warning at the first cell left out.
    public static func cappingCells(_ form: Form, log: DiagnosticLog) -> Form {
        let total = form.groups.reduce(0) { $0 + $1.sections.reduce(0) { $0 + $1.cells.count } }
        guard total > maximumCells else { return form }
        var form = form, kept = 0
        var warned = false
        for g in form.groups.indices {
            for s in form.groups[g].sections.indices {
                let cells = form.groups[g].sections[s].cells
                let room = max(0, maximumCells - kept)
                if cells.count > room, !warned {
                    log.warn(cells[room].sourcePath, "the form has \(total) cells; only the first \(maximumCells) are drawn")
                    warned = true
                }
                form.groups[g].sections[s].cells = Array(cells.prefix(room))
                kept += min(room, cells.count)
            }
        }
        return form
    }

    /// The tree with at most `maximumPages` pages, warning at the first cell of the first page left out.
    public static func cappingPages(_ tree: LayoutTree, form: Form, log: DiagnosticLog) -> LayoutTree {
        guard tree.pages.count > maximumPages else { return tree }
        let firstCut = tree.pages[maximumPages].boxes.first { $0.role == .cell }?.id
        let path = firstCut.flatMap { id in form.cells.first { $0.id == id }?.sourcePath } ?? ""
        log.warn(path, "the form needs \(tree.pages.count) pages; only the first \(maximumPages) are drawn")
        var capped = tree
        capped.pages = Array(tree.pages.prefix(maximumPages))
        return capped
    }
}

/// `FormLimits.cappingPages` for pages streamed one by one: passes on the first
/// `maximumPages`, counts the rest and warns as the tree version does.
final class PageCap {
    private let form: Form
    private let emit: (Page) -> Void
    private var count = 0
    private var firstCut: String?

    init(form: Form, emit: @escaping (Page) -> Void) { self.form = form; self.emit = emit }

    func take(_ page: Page) {
        defer { count += 1 }
        guard count >= FormLimits.maximumPages else { return emit(page) }
        if count == FormLimits.maximumPages { firstCut = page.boxes.first { $0.role == .cell }?.id }
    }

    /// The warning when pages were left out.
    func warn(log: DiagnosticLog) {
        guard count > FormLimits.maximumPages else { return }
        let path = firstCut.flatMap { id in form.cells.first { $0.id == id }?.sourcePath } ?? ""
        log.warn(path, "the form needs \(count) pages; only the first \(FormLimits.maximumPages) are drawn")
    }
}
