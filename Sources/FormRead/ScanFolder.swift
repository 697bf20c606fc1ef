import Foundation

/// A folder given as scans: its PNG, JPEG, TIFF and PDF files, by name.
public enum ScanFolder {
    /// The extensions read as scans (any case).
    public static let extensions: Set<String> = ["png", "jpg", "jpeg", "tif", "tiff", "pdf"]

    /// The scan files directly in `folder`, sorted by name (byte order, so every machine reads
    /// them in one order), and the names left out: other files and subfolders. Hidden files
    /// (`.DS_Store`) are left out without being named. Throws when the folder cannot be listed.
    public static func files(in folder: URL) throws -> (scans: [URL], ignored: [String]) {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var scans: [URL] = [], ignored: [String] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if extensions.contains(url.pathExtension.lowercased()), FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                scans.append(url)
            } else {
                ignored.append(name)
            }
        }
        return (scans, ignored)
    }
}
