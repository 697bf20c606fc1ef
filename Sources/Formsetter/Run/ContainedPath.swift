import Foundation

/// Paths a project file names (`formsetter.json`), which must stay inside the project's folder:
/// a checked-in file must not send references, or their replacements, anywhere else.
public enum ContainedPath {
    /// `path` (relative to `folder`) as a URL when it leads to `folder` or below it, with every
    /// link of the part that exists resolved; nil for an absolute path or one leading out.
    public static func resolve(_ path: String, in folder: URL) -> URL? {
        guard !path.hasPrefix("/"), let root = FileIdentity.realPath(folder) else { return nil }
        let url = folder.appendingPathComponent(path).standardizedFileURL
        let resolved = FileIdentity.resolvingLinks(url)
        guard resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return nil }
        return url
    }
}
