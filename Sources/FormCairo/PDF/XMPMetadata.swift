/// The XMP metadata packet of an accessible PDF: its title (`dc:title`, which PDF/UA-1 asks
/// for), its language, the creating tool and the PDF/UA identification (`pdfuaid:part` 1),
/// which is claimed only with a title: a document without one does not meet PDF/UA-1 (7.1,
/// 06-003), and a file name is not made its title.
struct XMPMetadata {
    var title: String?
    var language: String?
    var creatorTool: String

    /// The packet as XML (UTF-8), with the trailer that lets it be edited in place.
    var packet: String {
        var description = [
            "   <dc:format>application/pdf</dc:format>",
            "   <xmp:CreatorTool>\(Self.escaped(creatorTool))</xmp:CreatorTool>",
        ]
        if let title, !title.isEmpty {
            description.append("   <pdfuaid:part>1</pdfuaid:part>")
            let language = Self.escaped(language ?? "x-default")
            let alternatives = language == "x-default" ? "" : "\n     <rdf:li xml:lang=\"\(language)\">\(Self.escaped(title))</rdf:li>"
            description.insert("""
               <dc:title>
                <rdf:Alt>
                 <rdf:li xml:lang="x-default">\(Self.escaped(title))</rdf:li>\(alternatives)
                </rdf:Alt>
               </dc:title>
            """, at: 0)
        }
        if let language {
            description.append("   <dc:language><rdf:Bag><rdf:li>\(Self.escaped(language))</rdf:li></rdf:Bag></dc:language>")
        }
        return """
        <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/">
         <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
          <rdf:Description rdf:about=""
            xmlns:dc="http://purl.org/dc/elements/1.1/"
            xmlns:xmp="http://ns.adobe.com/xap/1.0/"
            xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
        \(description.joined(separator: "\n"))
          </rdf:Description>
         </rdf:RDF>
        </x:xmpmeta>
        <?xpacket end="w"?>
        """
    }

    /// `text` with XML's special characters as entities.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
