import CPangoCairo
import Foundation
import FormLayout
import FormModel

/// The private font world: a fontconfig configuration that knows only `Fonts/` (each thread
/// draws through a Pango font map of its own over it) and the iOS-name mapping. Output never
/// depends on the machine's fonts.
public final class FontSystem: @unchecked Sendable {
    var mapping: FontMapping
    public let directory: URL
    /// Folders of brand fonts added to the bundled ones (`--fonts`).
    public let extraDirectories: [URL]
    /// Shared by every `FontSystem` over the same folders and never destroyed (see `SharedFontConfigs`).
    private let config: OpaquePointer
    private let lock = NSLock()
    private var descriptions: [FontRef: OpaquePointer] = [:]
    /// Pango workspaces between uses: layouts and painters borrow one and give it back, so
    /// what one record shaped serves the next (at most a few per core wait).
    let measuringWorkspaces = IdlePool<MeasuringWorkspace>(keeping: 8)
    let paintingWorkspaces = IdlePool<PaintingWorkspace>(keeping: 8)
    /// For the fillable twin's field appearances (`FieldTextShaper`).
    let shapingLayouts = IdlePool<ThreadLayout>(keeping: 8)
    /// The recordings PDF documents place their recurring decorations from (`DecorationStamps`).
    let stampRecordings = IdlePool<StampRecordings>(keeping: 8)

    /// Loads the bundled fonts plus the font files in `extraDirectories`; throws when `Fonts/`
    /// or its mapping cannot be found, or an extra folder cannot be read.
    public init(extraDirectories: [URL] = []) throws {
        guard let directory = FontDirectory.located else {
            throw FontError("cannot find the bundled Fonts/ folder (with mapping.json); set FORMSETTER_FONTS to its path")
        }
        self.directory = directory
        self.extraDirectories = extraDirectories
        for extra in extraDirectories {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: extra.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw FontError("font folder not found: \(extra.path)")
            }
        }
        mapping = try FontMapping(contentsOf: directory.appendingPathComponent("mapping.json"))
        let config = try Self.sharedConfig(folders: [directory.path] + extraDirectories.map(\.path))
        self.config = config
        for (family, files) in BrandFonts.families(in: config, under: extraDirectories) { mapping.addFamily(family, files: files) }
    }

    /// Starts setting up the bundled fonts on a thread of their own, so that a `FontSystem` made
    /// soon after finds them ready (the CLI calls this before parsing its arguments).
    /// The process waits for it at exit: a command that fails at once must not end the process
    /// while fontconfig writes its cache, which would leave the cache's lock file behind.
    public static func prepareInBackground() {
        preparing.enter()
        atexit { FontSystem.preparing.wait() }
        // The fonts folder is looked up there too (about 0.5 ms of Foundation's first file calls).
        Thread.detachNewThread {
            if let directory = FontDirectory.located { _ = try? sharedConfig(folders: [directory.path]) }
            preparing.leave()
        }
    }

    private static let preparing = DispatchGroup()

    /// The configuration over `folders`, made once per process (`SharedFontConfigs`), with
    /// every font opened (`OpenFontFaces`).
    private static func sharedConfig(folders: [String]) throws -> OpaquePointer {
        try SharedFontConfigs.config(for: folders) {
            guard let config = FcConfigCreate() else { throw FontError("fontconfig could not create a configuration") }
            guard FcConfigParseAndLoadFromMemory(config, configuration(fonts: folders, cache: FontCacheFolder.path()), 1) != 0,
                  FcConfigBuildFonts(config) != 0 else {
                FcConfigDestroy(config)
                throw FontError("fontconfig could not load the fonts in \(folders[0])")
            }
            if CairoBugs.closesIdleFacesUnlocked { OpenFontFaces.attach(to: config) }
            return config
        }
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
    }

    /// A Pango context with the settings that make line breaks identical at every scale, on a
    /// font map of the calling thread's own.
    func makeContext(on map: ThreadFontMap) -> OpaquePointer {
        let context = pango_font_map_create_context(map.pointer)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }

    /// A font map of its own over the same fonts, for one thread: one font map used by two
    /// threads at once corrupts memory.
    func makeThreadFontMap() -> ThreadFontMap {
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(fs_fc_font_map(map), config)
        return ThreadFontMap(pointer: map)
    }

    /// How an iOS font name is drawn: the bundled face, and whether the mapping table lacks the
    /// name (the face was guessed from it).
    /// nil when `name` is a bundled family itself (the paper look's "Liberation Sans-Bold").
    func substitution(for name: String) -> TextIssue? {
        let (face, guessed) = mapping.face(for: name)
        guard name.lowercased().split(separator: "-").first.map(String.init) != face.family.lowercased() else { return nil }
        return .fontSubstituted(name: name, drawnWith: "\(face.family) \(face.weight)\(face.italic ? " italic" : "")", guessed: guessed)
    }

    /// The Pango description of an iOS font (cached; descriptions are only read once made, so
    /// every thread may use them).
    /// The first time a face is asked for, its cairo font faces are made (`FontFaceFence`)
    /// before any thread gets the description.
    func description(for font: FontRef) -> OpaquePointer {
        let face = lock.withLock { descriptions[font] == nil ? mapping.face(for: font.name).face : nil }
        guard let face else { return lock.withLock { descriptions[font]! } }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, face.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(face.weight)))
        pango_font_description_set_style(description, face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        FontFaceFence.createFaces(of: description, face: "\(face.family) \(face.weight)\(face.italic ? " italic" : "")", config: config, fonts: self)
        return lock.withLock {
            if let made = descriptions[font] {
                pango_font_description_free(description)
                return made
            }
            descriptions[font] = description
            return description
        }
    }

    /// Bundled families and the iOS names that map to them, for `formsetter fonts`.
    public func listing() -> String {
        var lines = ["Bundled families (\(directory.path)):"]
        for (family, files) in mapping.families.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(family): \(files.joined(separator: ", "))")
        }
        lines.append("iOS font names and what draws them:")
        for (name, face) in mapping.table {
            lines.append("  \(name) → \(face.family) \(face.weight)\(face.italic ? " italic" : "")")
        }
        lines.append("Other names: the family before '-' if bundled, else \(FontMapping.systemFamily); weight and style from the suffix.")
        return lines.joined(separator: "\n")
    }

    private static func configuration(fonts: [String], cache: String) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
          \(fonts.map { "<dir>\(escape($0))</dir>" }.joined(separator: "\n  "))
          <cachedir>\(escape(cache))</cachedir>
          <alias binding="same"><family>sans-serif</family><prefer><family>Inter</family></prefer></alias>
          <alias binding="same"><family>serif</family><prefer><family>Liberation Serif</family></prefer></alias>
          <alias binding="same"><family>monospace</family><prefer><family>Liberation Mono</family></prefer></alias>
          <match target="pattern">
            <edit name="family" mode="append_last">
              <string>DejaVu Sans</string><string>Noto Sans Arabic</string><string>Noto Sans Hebrew</string>
            </edit>
          </match>
          <config><rescan><int>0</int></rescan></config>
        </fontconfig>
        """
    }
}

/// A Pango font map owned by one thread.
final class ThreadFontMap {
    let pointer: UnsafeMutablePointer<PangoFontMap>
    init(pointer: UnsafeMutablePointer<PangoFontMap>) { self.pointer = pointer }
    deinit { fs_object_unref(pointer) }
}

/// Fonts could not be set up.
public struct FontError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
