import Foundation

/// Small forms written for the tests, shared by the targets that check them at different stages.
public enum SampleForms {
    /// A GIGFormulary text, picker and boolean cell: 64, 77 and 80 pt tall, 3 pt apart (Docs/formats.md §1.7).
    public static let gigformularyThreeFields = #"""
    {"fields":[{"key":"a","type":"text","label":"Name"},
               {"key":"b","type":"picker","label":"Pick","listOptions":[{"key":"KeyNoSelected","value":"Choose"},{"key":"x","value":"X"}]},
               {"key":"c","type":"boolean","label":"Accept"}]}
    """#

    /// One hyperoslo group of `fields` half-width text fields with values: several A4 pages from about 60.
    public static func hyperosloTextFields(_ fields: Int) -> Data {
        let list = (0..<fields).map { #"{"id":"f\#($0)","title":"Felt \#($0)","type":"text","value":"Verdi \#($0)","size":{"width":50}}"# }
        return Data(#"[{"id":"g","title":"G","sections":[{"id":"s","fields":[\#(list.joined(separator: ","))]}]}]"#.utf8)
    }
}
