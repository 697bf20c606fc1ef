import CPangoCairo
import Foundation

/// The process's fontconfig configurations, one per set of font folders, made once and kept for
/// the process lifetime. fontconfig's current configuration is process-global and cairo 1.16
/// consults it while drawing on any thread (`FcConfigGetCurrent` hands out an unreferenced
/// pointer), so a `FontSystem` that swapped or destroyed it while another thread drew could
/// leave that thread's text without a usable font (drawn as missing-glyph boxes). Here the
/// current configuration is set once, by the first configuration made, and no configuration is
/// ever destroyed; creation is serialized so two threads never build the shared font cache at once.
enum SharedFontConfigs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var configs: [[String]: OpaquePointer] = [:]

    /// The configuration over `folders` (in order), made on first use and again when a folder's
    /// contents changed since (the live preview picks up added brand fonts).
    static func config(for folders: [String], make: () throws -> OpaquePointer) rethrows -> OpaquePointer {
        let key = folders.flatMap { [$0, Self.modified($0)] }
        lock.lock()
        defer { lock.unlock() }
        if let config = configs[key] { return config }
        let config = try make()
        // Must precede the first font map, or Pango/cairo pick up the system configuration.
        if configs.isEmpty { FcConfigSetCurrent(config) }
        configs[key] = config
        return config
    }

    /// The folder's modification time; `stat` rather than `FileManager.attributesOfItem`, which
    /// also looks up the owner's user and group names (reading /etc/passwd and /etc/group).
    private static func modified(_ folder: String) -> String {
        var info = stat()
        guard stat(folder, &info) == 0 else { return "" }
        return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
