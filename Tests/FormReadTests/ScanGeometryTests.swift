import Foundation
import FormLayout
import FormModel
import Testing
@testable import FormRead

/// The projective transform, mark finding and code decoding of the scan reader, on synthetic pages.
@Suite struct ScanGeometryTests {
    /// A4 in points, and where the contract puts the marks.
    static let page = Size(width: 595.28, height: 841.89)
    static let millimetre = 72 / 25.4
    static let marks: [Point] = {
        let inset = 8 * millimetre
        return [Point(x: inset, y: inset), Point(x: page.width - inset, y: inset),
                Point(x: page.width - inset, y: page.height - inset), Point(x: inset, y: page.height - inset)]
    }()

    @Test func homographyMapsTheFourPointsAndKeepsLines() throws {
        // A keystoned photo of the page: 12 % narrower at the top, turned 7°.
        let image = [Point(x: 310, y: 220), Point(x: 2210, y: 455), Point(x: 1960, y: 3320), Point(x: 60, y: 3090)]
        let transform = try #require(Homography(from: Self.marks, to: image))
        for (page, pixel) in zip(Self.marks, image) {
            let mapped = transform.apply(page)
            #expect(abs(mapped.x - pixel.x) < 0.05 && abs(mapped.y - pixel.y) < 0.05, "\(page) → \(mapped), not \(pixel)")
        }
        // A projective transform keeps straight lines straight: the midpoint of the page's
        // diagonal lands on the image's diagonal.
        let centre = transform.apply(Point(x: Self.page.width / 2, y: Self.page.height / 2))
        let (a, c) = (image[0], image[2])
        let cross = (c.x - a.x) * (centre.y - a.y) - (c.y - a.y) * (centre.x - a.x)
        #expect(abs(cross) / ((c.x - a.x) * (c.x - a.x) + (c.y - a.y) * (c.y - a.y)).squareRoot() < 0.05)
        #expect(Homography(from: [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2), Point(x: 3, y: 3)], to: image) == nil)
    }

    @Test(arguments: [(0.0, 1.0), (2.5, 0.97), (180.0, 1.0), (90.0, 1.03)])
    func marksAreFoundAtAnyTurn(degrees: Double, scale: Double) throws {
        let dpi = 150.0
        let pixelsPerPoint = dpi / 72 * scale
        let (width, height) = degrees == 90 ? (1754, 1240) : (1240, 1754)
        // Page point → pixel: scaled, turned about the page's centre, centred in the image.
        let angle = degrees * .pi / 180
        func toImage(_ p: Point) -> Point {
            let x = (p.x - Self.page.width / 2) * pixelsPerPoint, y = (p.y - Self.page.height / 2) * pixelsPerPoint
            return Point(x: Double(width) / 2 + x * cos(angle) - y * sin(angle), y: Double(height) / 2 + x * sin(angle) + y * cos(angle))
        }
        let image = try #require(ScanImage.grey(Self.drawMarks(width: width, height: height, pixelsPerPoint: pixelsPerPoint, angle: angle, toImage: toImage),
                                                width: width, height: height))
        let (found, sides, threshold) = image.findMarks()
        #expect(threshold >= 80 && threshold <= 170)
        #expect(sides.allSatisfy { $0 > 0 })
        let expected = Self.marks.map(toImage)
        for point in found {
            let point = try #require(point)
            let nearest = expected.map { FormRead.distance($0, point) }.min()!
            #expect(nearest < 0.75, "a mark found at \(point), \(nearest) px from where it was drawn: \(expected)")
        }
    }

    @Test func qrCodeDecodesWithItsCorners() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formread-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("code.png")
        let payload = "FS1:9F86D081884C7D65:3:12"
        // The symbol the paper pages draw (libqrencode through FormLayout), 4 px a module in a
        // 4-module quiet zone, written as a PNG.
        let symbol = try PaperCodeSymbol(try #require(PaperPageCode(payload: payload)))
        let modules = PaperSheetMarks.codeModules, side = (modules + 8) * 4
        var pixels = [UInt8](repeating: 255, count: side * side)
        for y in 0..<side {
            for x in 0..<side {
                let row = y / 4 - 4, column = x / 4 - 4
                if (0..<modules).contains(row), (0..<modules).contains(column), symbol.isDark(row: row, column: column) { pixels[y * side + x] = 0 }
            }
        }
        try #require(ScanImage.grey(pixels, width: side, height: side)?.png()).write(to: png)
        let file = try ScanFile(png)
        #expect(file.format == .png)
        #expect(try file.pageCount() == 1)
        let image = try file.page(0)
        let (read, corners) = try #require(image.decodeQR())
        #expect(read == payload)
        // 29 modules of 4 px inside a 16 px quiet zone: corners at 16 and 132.
        for corner in corners {
            #expect([16.0, 132.0].contains { abs($0 - corner.x) <= 1 } && [16.0, 132.0].contains { abs($0 - corner.y) <= 1 }, "\(corner)")
        }
    }

    @Test func aFileOfAnotherKindIsNamedUnreadable() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formread-\(UUID().uuidString).png")
        try Data("not an image".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: ScanFileError.self) { try ScanFile(url) }
    }

    /// White paper with the four marks (ring 1u, gap 1u, core 3u, u = 5/7 mm) drawn by sampling.
    static func drawMarks(width: Int, height: Int, pixelsPerPoint: Double, angle: Double, toImage: (Point) -> Point) -> [UInt8] {
        var pixels = [UInt8](repeating: 245, count: width * height)
        let unit = 5 * millimetre / 7
        for centre in marks {
            let c = toImage(centre)
            let reach = Int((4 * unit * pixelsPerPoint).rounded(.up))
            for y in max(0, Int(c.y) - reach)..<min(height, Int(c.y) + reach) {
                for x in max(0, Int(c.x) - reach)..<min(width, Int(c.x) + reach) {
                    // Back from pixel centre to page offsets from the mark's centre.
                    let dx = (Double(x) + 0.5 - c.x) / pixelsPerPoint, dy = (Double(y) + 0.5 - c.y) / pixelsPerPoint
                    let u = dx * cos(angle) + dy * sin(angle), v = -dx * sin(angle) + dy * cos(angle)
                    let r = max(abs(u), abs(v)) / unit
                    if r <= 1.5 || (r >= 2.5 && r <= 3.5) { pixels[y * width + x] = 15 }
                }
            }
        }
        return pixels
    }
}
