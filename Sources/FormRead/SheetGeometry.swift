import FormLayout
import FormModel

/// Where a paper page of `size` carries its marks and code (`PaperSheetMarks`, the page
/// furniture the paper look prints).
struct SheetGeometry: Sendable {
    var size: Size
    /// Centres of the marks: top left, top right, bottom right, bottom left.
    var markCentres: [Point]
    /// The QR symbol's square, without its quiet zone.
    var codeFrame: Rect
    var codeModuleSize: Double
    var codeModules: Int

    init(size: Size, markCentres: [Point], codeFrame: Rect, codeModuleSize: Double, codeModules: Int) {
        self.size = size; self.markCentres = markCentres; self.codeFrame = codeFrame
        self.codeModuleSize = codeModuleSize; self.codeModules = codeModules
    }

    init(page size: Size) {
        self.init(size: size, markCentres: PaperSheetMarks.markCentres(page: size), codeFrame: PaperSheetMarks.codeFrame(page: size),
                  codeModuleSize: PaperSheetMarks.codeModuleSize, codeModules: PaperSheetMarks.codeModules)
    }

    /// The code's square with its 4-module quiet zone.
    var codeWithQuietZone: Rect {
        let quiet = 4 * codeModuleSize
        return Rect(x: codeFrame.x - quiet, y: codeFrame.y - quiet, width: codeFrame.width + 2 * quiet, height: codeFrame.height + 2 * quiet)
    }
}
