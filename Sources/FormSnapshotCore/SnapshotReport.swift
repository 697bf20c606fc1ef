import Formsetter
import Foundation

/// Writes a static, offline HTML report of snapshot outcomes: a folder holding `index.html` and
/// copies of every image and artifact it links, so CI can upload the folder as it is.
///
/// The page embeds the outcomes as JSON (`<script type="application/json" id="snapshot-data">`)
/// and draws them with a small inline script; it loads nothing from the network.
public enum SnapshotReport {
    /// Writes `folder/index.html` (plus `folder/images/` and `folder/files/`) and returns the
    /// page's URL. Failures come first: mismatches, then missing and recorded references, then
    /// matches. Files left in `images/` or `files/` by an earlier report are overwritten, not removed.
    /// `obsolete`: references no input produced, listed on the page; `accept`: the command that
    /// records the changes this report shows, shown on the page when something failed.
    @discardableResult
    public static func write(_ outcomes: [SnapshotOutcome], to folder: URL, title: String = "Formsetter snapshots",
                             obsolete: [String] = [], accept: String? = nil) throws -> URL {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        var stems = StemAllocator()
        var entries: [Entry] = []
        for (index, outcome) in ordered(outcomes).enumerated() {
            let stem = stems.stem(for: outcome.name)
            entries.append(try entry(for: outcome, index: index, stem: stem, folder: folder))
        }
        let summary = Summary(outcomes)
        let payload = Payload(title: title, summary: summary, snapshots: entries, obsolete: obsolete,
                              accept: summary.failed + summary.missing > 0 ? accept : nil, renderers: [Formsetter.versionDescription])
        let page = SnapshotReportPage.html(payload, json: try json(payload))
        let index = folder.appendingPathComponent("index.html")
        try OutputFiles.write(Data(page.utf8), to: index)
        return index
    }

    /// Joins the reports in `folders` (written by `write`, e.g. one per shard of a CI matrix)
    /// into one report in `folder`: every entry with its images and files, failures first.
    @discardableResult
    public static func merge(_ folders: [URL], into folder: URL, title: String = "Formsetter snapshots") throws -> URL {
        var stems = StemAllocator()
        var entries: [Entry] = []
        var obsolete: [String] = [], accept: [String] = [], renderers: [String] = []
        let output = folder.standardizedFileURL.resolvingSymlinksInPath()
        for source in folders where source.standardizedFileURL.resolvingSymlinksInPath() == output {
            throw InputFile.Failure(code: 64, message: "the joined report cannot go into \(source.path), one of the reports it joins")
        }
        for source in folders {
            let page = source.appendingPathComponent("index.html")
            let html = String(decoding: try InputFile.read(page, what: "report"), as: UTF8.self)
            guard let start = html.range(of: #"<script type="application/json" id="snapshot-data">"#),
                  let end = html[start.upperBound...].range(of: "</script>") else {
                throw InputFile.Failure(code: 65, message: "\(page.path) is not a formsetter snapshot report")
            }
            let payload = try JSONDecoder().decode(Payload.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
            for reference in payload.obsolete ?? [] where !obsolete.contains(reference) { obsolete.append(reference) }
            if let command = payload.accept, !accept.contains(command) { accept.append(command) }
            for renderer in payload.renderers ?? [] where !renderers.contains(renderer) { renderers.append(renderer) }
            for var entry in payload.snapshots {
                let stem = stems.stem(for: entry.name)
                // Only the files a report holds: its own images/ and files/, never a path leading out of it.
                for (role, path) in entry.images {
                    let moved = "images/\(stem).\(role).png"
                    guard ["expected", "actual", "diff"].contains(role), let from = inside(source, path),
                          try copy(from, inside: source, to: folder.appendingPathComponent(moved), png: true) else { entry.images[role] = nil; continue }
                    entry.images[role] = moved
                }
                entry.files = try entry.files.compactMap { file in
                    let moved = "files/\(stem)" + StemAllocator.sanitize(file.label.hasPrefix(".") ? file.label : "." + file.label)
                    guard let from = inside(source, file.href),
                          try copy(from, inside: source, to: folder.appendingPathComponent(moved), png: false) else { return nil }
                    return FileLink(label: file.label, href: moved)
                }
                entries.append(entry)
            }
        }
        let ranked = entries.enumerated().sorted { (rank($0.element.status), $0.offset) < (rank($1.element.status), $1.offset) }
        entries = ranked.enumerated().map { index, item in
            var entry = item.element
            entry.anchor = "snapshot-\(index + 1)"
            return entry
        }
        let payload = Payload(title: title, summary: Summary(statuses: entries.map(\.status)), snapshots: entries,
                              obsolete: obsolete, accept: accept.isEmpty ? nil : accept.joined(separator: "\n"), renderers: renderers)
        let html = SnapshotReportPage.html(payload, json: try json(payload))
        let index = folder.appendingPathComponent("index.html")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try OutputFiles.write(Data(html.utf8), to: index)
        return index
    }

    /// `path` in `report` when it is a relative path into its `images/` or `files/` folder.
    private static func inside(_ report: URL, _ path: String) -> URL? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, ["images", "files"].contains(parts[0]), !parts[1].isEmpty, !parts[1].hasPrefix(".") else { return nil }
        return report.appendingPathComponent(path)
    }

    private static func rank(_ status: String) -> Int {
        SnapshotOutcome.Status(rawValue: status).map(rank) ?? 5
    }

    /// Outcomes in reading order: worst status first, the given order within a status.
    static func ordered(_ outcomes: [SnapshotOutcome]) -> [SnapshotOutcome] {
        outcomes.enumerated()
            .sorted { (rank($0.element.status), $0.offset) < (rank($1.element.status), $1.offset) }
            .map(\.element)
    }

    private static func rank(_ status: SnapshotOutcome.Status) -> Int {
        switch status {
        case .mismatch: 0
        case .unreadable: 1
        case .missing: 2
        case .recorded: 3
        case .matched: 4
        }
    }

    // MARK: - Data embedded in the page

    struct Payload: Codable {
        var title: String
        var summary: Summary
        var snapshots: [Entry]
        /// References no input produced (absent in reports written before they were listed).
        var obsolete: [String]?
        /// The command that accepts the changes shown.
        var accept: String?
        /// The `formsetter --version` line of each process whose renders the report shows (absent
        /// in reports written before they were named): output depends on those libraries.
        var renderers: [String]?
    }

    /// The counts shown at the top of the page.
    struct Summary: Codable {
        var checked = 0, failed = 0, recorded = 0, missing = 0, matched = 0

        init(_ outcomes: [SnapshotOutcome]) { self.init(statuses: outcomes.map(\.status.rawValue)) }

        init(statuses: [String]) {
            checked = statuses.count
            for status in statuses {
                switch SnapshotOutcome.Status(rawValue: status) {
                case .mismatch, .unreadable, nil: failed += 1
                case .recorded: recorded += 1
                case .missing: missing += 1
                case .matched: matched += 1
                }
            }
        }
    }

    struct Entry: Codable {
        var anchor: String
        var name: String
        var status: String
        var message: String
        var comparison: Figures?
        var changes: [Change]
        /// Paths relative to the page; absent when there is no such image.
        var images: [String: String]
        var files: [FileLink]
    }

    struct Figures: Codable {
        struct Size: Codable { var width: Int, height: Int }
        var differentPixels: Int
        var antiAliasedPixels: Int
        var pixelCount: Int
        var allowedPixels: Int
        var ratio: Double
        var expectedSize: Size
        var actualSize: Size
        var sizesMatch: Bool
        var passed: Bool
    }

    struct Change: Codable {
        var id: String
        var kind: String
        var pixels: Int
        var description: String
    }

    struct FileLink: Codable {
        var label: String
        var href: String
    }

    private static func entry(for outcome: SnapshotOutcome, index: Int, stem: String, folder: URL) throws -> Entry {
        let fileManager = FileManager.default
        let artifacts = outcome.artifacts.filter { fileManager.fileExists(atPath: $0.path) }
        func artifact(_ suffix: String) -> URL? { artifacts.first { $0.lastPathComponent.hasSuffix(suffix) } }
        var sources: [String: URL] = [:]
        sources["expected"] = artifact(".expected.png")
        sources["actual"] = artifact(".actual.png")
        sources["diff"] = artifact(".diff.png")
        // A recorded reference, or a mismatch whose artifacts went missing, still shows the reference.
        // A matched reference is left out: the report stays small and shows what needs a look.
        if sources["expected"] == nil, outcome.status == .recorded || outcome.status == .mismatch, outcome.reference.pathExtension.lowercased() == "png",
           fileManager.fileExists(atPath: outcome.reference.path) {
            sources["expected"] = outcome.reference
        }
        var images: [String: String] = [:]
        for (role, source) in sources {
            let path = "images/\(stem).\(role).png"
            if try copy(source, inside: source.deletingLastPathComponent(), to: folder.appendingPathComponent(path), png: true) { images[role] = path }
        }
        // Everything else written for inspection (changes.txt, the triptych, PDF or layout files).
        let shown = Set(sources.values.map(\.standardizedFileURL))
        let lastName = outcome.name.split(separator: "/").last.map(String.init) ?? outcome.name
        var files: [FileLink] = []
        for source in artifacts where !shown.contains(source.standardizedFileURL) {
            let file = source.lastPathComponent
            let suffix = file.hasPrefix(lastName) && file.count > lastName.count ? String(file.dropFirst(lastName.count)) : "." + file
            let path = "files/\(stem)\(StemAllocator.sanitize(suffix))"
            guard try copy(source, inside: source.deletingLastPathComponent(), to: folder.appendingPathComponent(path), png: false) else { continue }
            files.append(FileLink(label: suffix.hasPrefix(".") ? String(suffix.dropFirst()) : suffix, href: path))
        }
        let figures = outcome.comparison.map { comparison in
            // The pixels of changed text count as differing, as the diff image shows them.
            let differing = comparison.maskCounts?.changed ?? comparison.differentPixels
            return Figures(differentPixels: differing, antiAliasedPixels: comparison.maskCounts?.notCounted ?? comparison.antiAliasedPixels,
                    pixelCount: comparison.pixelCount, allowedPixels: comparison.allowedPixels,
                    ratio: comparison.pixelCount == 0 ? 0 : Double(differing) / Double(comparison.pixelCount),
                    expectedSize: .init(width: comparison.expectedSize.width, height: comparison.expectedSize.height),
                    actualSize: .init(width: comparison.actualSize.width, height: comparison.actualSize.height),
                    sizesMatch: comparison.sizesMatch, passed: comparison.passed)
        }
        let changes = outcome.changes.map { Change(id: $0.id, kind: kindName($0.kind), pixels: $0.pixels, description: $0.description) }
        return Entry(anchor: "snapshot-\(index + 1)", name: outcome.name, status: outcome.status.rawValue, message: outcome.message,
                     comparison: figures, changes: changes, images: images, files: files)
    }

    private static func kindName(_ kind: CellChange.Kind) -> String {
        switch kind {
        case .moved: "moved"
        case .resized: "resized"
        case .movedAndResized: "moved-and-resized"
        case .repainted: "repainted"
        case .text: "text"
        case .recoloured: "recoloured"
        case .added: "added"
        case .removed: "removed"
        }
    }

    /// Copies `source` into the report when it is a regular file inside `folder` (never read
    /// through a link out of it, never a FIFO or a device) and, for an image (`png`), a PNG.
    /// Returns whether the report holds it; what is left out is not copied at all.
    private static func copy(_ source: URL, inside folder: URL, to destination: URL, png: Bool) throws -> Bool {
        guard source.standardizedFileURL != destination.standardizedFileURL else { return true }
        // Read whole (images and artifacts are small).
        guard let data = try? InputFile.read(source, inside: folder, what: "report file", limit: 256 << 20),
              !png || data.starts(with: pngSignature) else { return false }
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Written as Formsetter writes every file: atomically, never through a link out of its folder.
        try OutputFiles.write(data, to: destination)
        return true
    }

    private static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// The payload as JSON that is safe inside a `<script>` element: `<`, `>` and `&` only occur
    /// in JSON strings, so writing them as `\u003c`… keeps `</script>` and `<!--` out of the page.
    static func json(_ payload: Payload) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(payload), as: UTF8.self)
        return replacingScalars(in: text) { scalar in
            switch scalar {
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: nil
            }
        }
    }
}

/// Turns snapshot names into unique, portable relative paths: `/` keeps its meaning as a folder,
/// every other character outside `A–Z a–z 0–9 . _ -` becomes `_`, and no component is `.`, `..`
/// or hidden, so a name can never point outside the report folder.
struct StemAllocator {
    private var used: Set<String> = []

    mutating func stem(for name: String) -> String {
        let components = name.split(separator: "/").map { Self.sanitize(String($0)) }.map { component in
            let dots = component.prefix { $0 == "." }.count
            return String(repeating: "_", count: dots) + component.dropFirst(dots)
        }
        let base = components.isEmpty ? "snapshot" : components.joined(separator: "/")
        var stem = base, counter = 2
        // Lower-cased so two names differing only in case stay apart on case-insensitive disks.
        while used.contains(stem.lowercased()) {
            stem = "\(base)-\(counter)"
            counter += 1
        }
        used.insert(stem.lowercased())
        return stem
    }

    static func sanitize(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", ".", "_", "-": scalar
            default: "_"
            }
        }))
    }
}
