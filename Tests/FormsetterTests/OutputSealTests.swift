import Foundation
@testable import Formsetter
import TestSupport
import Testing

@Suite("Output seals: a file is Formsetter's only while its bytes are the ones it wrote; file roles by identity")
struct OutputSealTests {
    @Test("SHA-256 gives FIPS 180-4's digests, across the block and padding boundaries and when fed in pieces")
    func sha256() {
        #expect(SHA256.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let two = Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hex(two) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        let million = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
        var pieces = SHA256()
        for start in stride(from: 0, to: million.count, by: 777) { pieces.update(million[start..<min(start + 777, million.count)]) }
        #expect(pieces.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("a sealed PNG, SVG, PDF or JSON file holds its seal; one byte appended or changed breaks it", arguments: [OutputType.png, .svg, .pdf])
    func sealBreaksOnChange(type: OutputType) throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("out.\(type.rawValue)")
            let formsetter = sharedFormsetter
            let result = try formsetter.layout(Data(#"{"fields":[{"key":"a","type":"text","label":"A"}]}"#.utf8), options: Formsetter.Options())
            try OutputFiles(target: file, type: type).write([try formsetter.render(result, as: type)[0]])
            #expect(OutputMark.isOurs(file, output: "out.\(type.rawValue)", type: type))
            var bytes = try Data(contentsOf: file)
            bytes[bytes.count / 2] ^= 1
            try bytes.write(to: file)
            #expect(!OutputMark.isOurs(file, output: "out.\(type.rawValue)", type: type))
        }
    }

    @Test("a sealed report holds until it is edited")
    func jsonSeal() throws {
        try withTemporaryFolder { folder in
            let report = folder.appendingPathComponent("run.json")
            try OutputFiles.writeSealed(json: Data("{\n  \"a\" : 1\n}\n".utf8), to: report, overwrite: false)
            #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) is [String: Any])
            #expect(OutputSeal.holds(report, kind: .json))
            try Data("{\n  \"a\" : 2\n}\n".utf8).write(to: report)
            #expect(!OutputSeal.holds(report, kind: .json))
            #expect(throws: RenderError.self) { try OutputFiles.writeSealed(json: Data("{}".utf8), to: report, overwrite: false) }
        }
    }

    @Test("file roles compare by identity: a link to an input, and two spellings of a file not written yet")
    func rolesByIdentity() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing("{}", to: "f.json")
            let link = folder.appendingPathComponent("link.json")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: form)
            var roles = FileRoles()
            roles.reads(form, as: "the form")
            roles.writes(link, as: "-o")
            #expect(throws: FileRoles.Conflict.self) { try roles.check() }
            var outputs = FileRoles()
            outputs.writes(folder.appendingPathComponent("new/a.pdf"), as: "--merge")
            outputs.writes(folder.appendingPathComponent("new/../new/a.pdf"), as: "--report")
            #expect(throws: FileRoles.Conflict.self) { try outputs.check() }
            var apart = FileRoles()
            apart.writes(folder.appendingPathComponent("new/a.pdf"), as: "--merge")
            apart.writes(folder.appendingPathComponent("new/b.pdf"), as: "--report")
            try apart.check()
        }
    }
}
