import Formsetter
import Foundation

/// What the preview shows: the last good render and what went wrong since.
struct PreviewSnapshot: Sendable {
    /// Counts good renders; the page reloads its images when it changes.
    var version = 0
    /// Every page's PNG (one for a screen).
    var pages: [Data] = []
    var svg = Data()
    var png: Data { pages.first ?? Data() }
    /// Warnings of the last good render, one `warning: <path>: <message>` line each.
    var diagnostics: [String] = []
    /// Why the latest save could not be drawn; nil when the shown render is current.
    var error: String?
}

/// Re-renders a form when it, its sidecars or its style files change, keeping the last good
/// render when a save is broken. Files are watched by polling their size and modification time,
/// which works on every file system and editor (atomic renames included).
final class PreviewRenderer: @unchecked Sendable {
    private let input: URL
    private let styles: [URL]
    /// The token sets of Tokens Studio exports (`--token-set`, `--theme`).
    var tokenSets: DesignTokenParser.SetSelection = .all
    private let skin: String?
    private let width: Double?
    private let page: PageSetup?
    /// `--values` / `--errors`, read at each render; nil: the sidecars beside the form.
    private let values: URL?
    private let errors: URL?
    private let look: LookVariant
    private let formsetter: Formsetter
    private let lock = NSLock()
    private var current = PreviewSnapshot()
    private var stamps: [String: String] = [:]
    /// The latest render's failure, for the command to exit with at start.
    private(set) var failure: (any Error)?

    init(input: URL, styles: [URL], skin: String?, width: Double?, page: PageSetup? = nil, values: URL? = nil, errors: URL? = nil,
         look: LookVariant, formsetter: Formsetter) {
        self.input = input; self.styles = styles; self.skin = skin; self.width = width; self.page = page
        self.values = values; self.errors = errors; self.look = look; self.formsetter = formsetter
    }

    /// The current state, for the HTTP handlers.
    var snapshot: PreviewSnapshot {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// The files whose change triggers a render: the form, the sidecars that exist now, the styles.
    private var watched: [URL] {
        let sidecars = FormatRegistry.sidecars(of: input)
        return [input] + [values ?? sidecars.values, errors ?? sidecars.errors].compactMap { $0 } + styles
    }

    /// Renders when a watched file changed since the last check (or on the first call); returns
    /// whether it rendered.
    @discardableResult
    func refreshIfChanged() -> Bool {
        var now: [String: String] = [:]
        for file in watched {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            now[file.path] = "\(size)@\(date)"
        }
        guard now != stamps else { return false }
        stamps = now
        render()
        return true
    }

    /// Lays out and draws the form; a failure is kept as the error beside the last good render.
    func render() {
        do {
            let json = try InputFile.read(input, what: "input")
            let sidecars = FormatRegistry.sidecars(of: input)
            var options = Formsetter.Options(skin: skin, width: width, page: page,
                                             values: try (values ?? sidecars.values).map { try InputFile.read($0, what: "values file") },
                                             errors: try (errors ?? sidecars.errors).map { try InputFile.read($0, what: "errors file") })
            var variant = look
            var styleDiagnostics: [Diagnostic] = []
            if !styles.isEmpty { (variant.style, styleDiagnostics) = try Formsetter.loadStyle(from: styles, sets: tokenSets) }
            variant.apply(to: &options)
            let result = try formsetter.layout(json, options: options)
            let png = try formsetter.render(result, as: OutputType.png, scale: 2)
            let svg = try formsetter.render(result, as: OutputType.svg)
            let lines = (styleDiagnostics + result.diagnostics).map(\.description)
            lock.lock()
            current = PreviewSnapshot(version: current.version + 1, pages: png, svg: svg[0], diagnostics: lines, error: nil)
            failure = nil
            lock.unlock()
        } catch {
            lock.lock()
            current.error = "\(input.lastPathComponent): \(OptionText.usageMessage(for: error) ?? String(describing: error))"
            failure = error
            lock.unlock()
        }
    }
}
