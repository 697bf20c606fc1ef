/// The kinds of file Formsetter writes.
public enum OutputType: String, Sendable, CaseIterable {
    case png, pdf, svg

    /// The type a file name's extension names, or nil.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: ".") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }
}

/// A page could not be drawn in the requested output.
public struct RenderError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
