import CQPDF

/// `/CIDToGIDMap /Identity` in the CIDFontType2 fonts cairo embeds without it
/// (`CairoBugs.omitsCIDToGIDMap`): the fonts of every page and of the forms they draw, each
/// font changed once however many pages share it.
struct PDFCIDFonts {
    let document: QPDFDocument

    /// Adds the map to every embedded CIDFontType2 font that has none; returns how many it changed.
    @discardableResult
    func addIdentityMaps() -> Int {
        var visited: Set<Int> = []
        var changed = 0
        var resources = (0..<document.pageCount).compactMap { document.value("Resources", in: document.page($0)) }
        while let next = resources.popLast() {
            for font in document.value("Font", in: next).map(document.values) ?? [] where firstVisit(font, &visited) {
                for descendant in document.value("DescendantFonts", in: font).flatMap(document.items) ?? [] where needsMap(descendant) {
                    document.set("CIDToGIDMap", document.name("Identity"), in: descendant)
                    changed += 1
                }
            }
            // Forms (cairo's recordings, the furniture `PDFFurnitureArtifacts` folds) have fonts of their own.
            for form in document.value("XObject", in: next).map(document.values) ?? [] where firstVisit(form, &visited) {
                if document.isStream(form), let own = document.value("Resources", in: document.streamDictionary(form)) { resources.append(own) }
            }
        }
        return changed
    }

    /// Whether `object` is seen for the first time (a direct object always is).
    private func firstVisit(_ object: qpdf_oh, _ visited: inout Set<Int>) -> Bool {
        let number = document.objectNumber(object)
        return number == 0 || visited.insert(number).inserted
    }

    /// An embedded TrueType CIDFont (`/FontFile2`) without `/CIDToGIDMap`.
    private func needsMap(_ font: qpdf_oh) -> Bool {
        guard document.value("Subtype", in: font).flatMap(document.nameValue) == "CIDFontType2",
              document.value("CIDToGIDMap", in: font) == nil,
              let descriptor = document.value("FontDescriptor", in: font) else { return false }
        return document.value("FontFile2", in: descriptor) != nil
    }
}
