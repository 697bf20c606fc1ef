import Foundation

/// Where fontconfig keeps its cache of the bundled fonts: a folder only this user owns and can
/// write, never a fixed name in a shared folder (where another user could plant a link).
enum FontCacheFolder {
    /// `$XDG_CACHE_HOME/formsetter/fontconfig` (or `~/.cache/…`), made private (0700) and checked
    /// to be a folder this user owns and not a link; else a new private folder made by
    /// `mkdtemp` in the temporary folder, for this process only.
    static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 + "/.cache" : nil }
        if let base, let folder = privateFolder(base + "/formsetter/fontconfig") { return folder }
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("formsetter-fontconfig-XXXXXX").path
        var bytes = Array(template.utf8CString)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) } ?? template
        }
    }

    /// `path` made if missing (0700), when it then is a folder (not a link) owned by this user
    /// that no one else can write; nil otherwise.
    static func privateFolder(_ path: String) -> String? {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        mkdir(path, 0o700)
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid(),
              status.st_mode & 0o022 == 0 else { return nil }
        return path
    }
}
