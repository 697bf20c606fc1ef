import Foundation

/// Paths a project file names (`formsetter.json`), which must stay inside the project's folder:
/// a checked-in file must not send references, or their replacements, anywhere else.
public enum ContainedPath {
    /// `path` (relative to `folder`) as a URL when it leads to `folder` or below it, with every
    /// link of the part that exists resolved; nil for an absolute path or one leading out.
    public static func resolve(_ path: String, in folder: URL) -> URL? {
        guard !path.hasPrefix("/"), let root = realPath(folder) else { return nil }
        let url = folder.appendingPathComponent(path).standardizedFileURL
        var existing = url, missing: [String] = []
        while realPath(existing) == nil {
            guard existing.pathComponents.count > 1 else { return nil }
            missing.append(existing.lastPathComponent)
            existing.deleteLastPathComponent()
        }
        let resolved = ([realPath(existing)!] + missing.reversed()).joined(separator: "/")
        guard resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return nil }
        return url
    }

    private static func realPath(_ url: URL) -> String? {
        guard let real = realpath(url.path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
