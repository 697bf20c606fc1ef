@testable import FormCairo
import Foundation
import Testing

@Suite("PDFSpool: memory while small, an unlinked temporary file past the limit")
struct PDFSpoolTests {
    func bytes(_ count: Int, seed: UInt8) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31) &+ seed } }

    func readBack(_ spool: PDFSpool) throws -> [UInt8] {
        var all: [UInt8] = []
        try spool.read { all += $0 }
        return all
    }

    @Test("a small PDF stays in memory and reads back whole")
    func small() throws {
        let spool = PDFSpool()
        let data = bytes(10_000, seed: 1)
        try data.withUnsafeBytes { try spool.append($0) }
        #expect(spool.isInMemory)
        #expect(spool.path == nil)
        #expect(try readBack(spool) == data)
    }

    @Test("past the limit the bytes move to a file that has no name in the folder, and read back in order")
    func large() throws {
        let spool = PDFSpool()
        let first = bytes(PDFSpool.memoryLimit - 10, seed: 2), second = bytes(3 << 20, seed: 3)
        try first.withUnsafeBytes { try spool.append($0) }
        #expect(spool.isInMemory)
        try second.withUnsafeBytes { try spool.append($0) }
        #expect(!spool.isInMemory)
        try spool.flush()
        let path = try #require(spool.path)
        #expect(path.hasPrefix("/proc/self/fd/"))
        // The file is unlinked at once: what /proc shows it pointing to is marked deleted.
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: path)
        #expect(target.hasSuffix(" (deleted)"))
        #expect(FileManager.default.contents(atPath: path)?.count == first.count + second.count)
        #expect(try readBack(spool) == first + second)
    }
}
