import Foundation
import TestSupport
import Testing

@Suite("the twin's streams")
struct TwinStreamTests {
    @Test("every FlateDecode stream holds zlib data: a check box's or radio button's empty Off appearance too")
    func flateStreamsDecode() throws {
        try withTemporaryFolder { folder in
            let pdf = try FillableTwinTests.twin(in: folder)
            let run = try runPDFEngines(#"""
            import sys, zlib, pypdf
            reader = pypdf.PdfReader(sys.argv[1])
            broken = []
            for number in range(1, reader.trailer["/Size"]):
                item = reader.get_object(number)
                if isinstance(item, pypdf.generic.StreamObject) and item.get("/Filter") == "/FlateDecode":
                    try:
                        zlib.decompress(item._data)
                    except zlib.error:
                        broken.append(number)
            print(broken)
            """#, [pdf.path])
            #expect(run.status == 0, "\(run.errors)")
            // libqpdf wrote the empty Off appearances as /FlateDecode streams of no bytes.
            #expect(run.output == "[]\n", "\(run.output)")
            #expect(!run.errors.contains("Empty \"FlateDecode\" stream"), "\(run.errors)")
        }
    }
}
