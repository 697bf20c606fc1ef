import FormCairo
import Foundation
import Formsetter

/// Snapshot PNGs carry their layout dump in a zTXt chunk, so two of them alone can be compared
/// by what they show (`ImageTolerance.portable`), by the CLI, the assertion or
/// swift-snapshot-testing alike.
public enum SnapshotPNG {
    /// The chunk's keyword.
    public static let keyword = "formsetter-layout"

    /// The PNG of `result`'s first page at `scale`, with its layout (`layout`: the dump's JSON
    /// when the caller has it already).
    public static func render(_ result: Formsetter.Result, with formsetter: Formsetter, scale: Double, layout: String? = nil) throws -> Data {
        let png = try formsetter.render(result, as: .png, scale: scale).first ?? Data()
        return attaching(layout ?? LayoutDump(result.tree).json, to: png)
    }

    /// `png` with `layout` (a dump's JSON) in it; `png` unchanged if it is not a PNG.
    public static func attaching(_ layout: String, to png: Data) -> Data {
        PNGTextChunk.attaching(layout, keyword: keyword, to: png) ?? png
    }

    /// The layout JSON a snapshot PNG carries, or nil.
    public static func layoutJSON(of png: Data) -> String? {
        PNGTextChunk.text(keyword: keyword, in: png)
    }
}
