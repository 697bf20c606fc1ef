import Foundation

/// Finds the bundled `Fonts/` folder: `$FORMSETTER_FONTS`, the source checkout this binary was
/// built from, or `Fonts`/`share/formsetter/Fonts` beside the executable.
enum FontDirectory {
    /// Looked up once per process (the CLI's font thread and every `FontSystem` ask).
    static let located: URL? = locate()

    private static func locate() -> URL? {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["FORMSETTER_FONTS"], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override))
        }
        // Sources/FormCairo/Fonts/FontDirectory.swift → repository root.
        let source = URL(fileURLWithPath: #filePath)
        candidates.append(source.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fonts"))
        // /proc/self/exe names the binary even when it was started from PATH.
        let binary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
        let executable = URL(fileURLWithPath: binary).resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(executable.appendingPathComponent("Fonts"))
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("share/formsetter/Fonts"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("mapping.json").path) }
    }
}

/// Where the files installed with Formsetter are: the folder holding `Fonts/` (and `Schemas/`).
public enum BundledResources {
    /// The source checkout or the install prefix; nil when the fonts are not found.
    public static var root: URL? { FontDirectory.located?.deletingLastPathComponent() }
}
