import Foundation

/// Where fontconfig keeps its cache of the bundled fonts: a folder only this user owns and can
/// write, never a fixed name in a shared folder (where another user could plant a link).
enum FontCacheFolder {
    /// `$XDG_CACHE_HOME/formsetter/fontconfig` (or `~/.cache/…`), made private (0700) and checked
    /// to be a folder this user owns and not a link; else `formsetter-fontconfig-<uid>` in the
    /// temporary folder, checked the same way; else a new folder made by `mkdtemp`.
    static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 + "/.cache" : nil }
        if let base, let folder = privateFolder(base + "/formsetter/fontconfig") { return folder }
        // No usable home: a folder of this user's in the temporary folder, checked the same way
        // (a link planted there is refused), kept for the next run.
        let temporary = FileManager.default.temporaryDirectory
        if let folder = privateFolder(temporary.appendingPathComponent("formsetter-fontconfig-\(getuid())").path) { return folder }
        var bytes = Array(temporary.appendingPathComponent("formsetter-fontconfig-XXXXXX").path.utf8CString)
        let made = bytes.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!).map { String(cString: $0) } }
        // Nowhere to write: a folder that cannot exist, so fontconfig keeps no cache.
        return made ?? "/dev/null/formsetter-fontconfig"
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
        // Ours and closed to writers: made private too (an earlier fontconfig made it 0755).
        if status.st_mode & 0o777 != 0o700 { chmod(path, 0o700) }
        return path
    }
}
