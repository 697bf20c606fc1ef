import CPangoCairo
import Foundation

/// The families of font files a design adds with `--fonts`, read back from fontconfig so a
/// token's `fontFamily` can name them like a bundled family.
enum BrandFonts {
    /// Family name → file names of the fonts in `config` that live under one of `folders`.
    static func families(in config: OpaquePointer, under folders: [URL]) -> [(String, [String])] {
        guard !folders.isEmpty, let set = FcConfigGetFonts(config, FcSetSystem) else { return [] }
        let prefixes = folders.map { $0.standardizedFileURL.path + "/" }
        var found: [String: [String]] = [:]
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            var family: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file,
                  FcPatternGetString(pattern, "family", 0, &family) == FcResultMatch, let family else { continue }
            let path = String(cString: file)
            guard prefixes.contains(where: { path.hasPrefix($0) }) else { continue }
            found[String(cString: family), default: []].append(URL(fileURLWithPath: path).lastPathComponent)
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sorted()) }
    }
}
