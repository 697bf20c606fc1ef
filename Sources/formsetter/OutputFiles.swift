import Formsetter
import Foundation

/// The files one render owns: `name.ext`, or `name-1.ext`, `name-2.ext`, … for several pages.
/// Each page goes to a temporary file in the same folder and is renamed into place, so a reader
/// never sees half a file; files of an earlier render at the same path that this one does not
/// produce again are removed, so no stale page survives.
struct OutputFiles {
    /// The path given with -o (or the default output name).
    let target: URL

    /// Writes every page atomically, then removes the owned files this render did not produce.
    func write(_ pages: [Data]) throws {
        let destinations = pages.count == 1 ? [target] : pages.indices.map { Formsetter.pageURL(target, page: $0 + 1) }
        var temporaries: [URL] = []
        defer { for temporary in temporaries { try? FileManager.default.removeItem(at: temporary) } }
        for (data, destination) in zip(pages, destinations) {
            let temporary = destination.deletingLastPathComponent()
                .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
            guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
                throw ExitWith(73, "cannot write \(destination.path)")
            }
            temporaries.append(temporary)
        }
        for (temporary, destination) in zip(temporaries, destinations) {
            guard rename(temporary.path, destination.path) == 0 else {
                throw ExitWith(73, "cannot write \(destination.path): \(String(cString: strerror(errno)))")
            }
        }
        temporaries.removeAll()
        removeOwned(keeping: Set(destinations.map(\.lastPathComponent)))
    }

    /// Removes every file this output owns, after a failed render, so none of them is mistaken for its result.
    func removeAll() { removeOwned(keeping: []) }

    /// `target` and its `-N` pages (N a positive number written without leading zeros), except `keeping`.
    private func removeOwned(keeping: Set<String>) {
        let folder = target.deletingLastPathComponent()
        let ext = target.pathExtension, stem = target.deletingPathExtension().lastPathComponent
        let suffix = ext.isEmpty ? "" : ".\(ext)"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where !keeping.contains(name) {
            guard name == target.lastPathComponent || isPage(name, stem: stem, suffix: suffix) else { continue }
            let url = folder.appendingPathComponent(name)
            // Only files this command could have written; a folder of that name is never touched.
            guard (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeRegular else { continue }
            try? FileManager.default.removeItem(at: url)
        }
    }

    private func isPage(_ name: String, stem: String, suffix: String) -> Bool {
        guard name.hasPrefix(stem + "-"), name.hasSuffix(suffix), name.count > stem.count + 1 + suffix.count else { return false }
        let number = name.dropFirst(stem.count + 1).dropLast(suffix.count)
        return number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber) && number.first != "0"
    }
}
