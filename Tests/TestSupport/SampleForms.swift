import Foundation

/// Small forms written for the tests, shared by the targets that check them at different stages.
public enum SampleForms {
    /// A GIGFormulary text, picker and boolean cell: 64, 77 and 80 pt tall, 3 pt apart (Docs/formats.md §1.7).
    public static let gigformularyThreeFields = #"""
    {"fields":[{"key":"a","type":"text","label":"Name"},
               {"key":"b","type":"picker","label":"Pick","listOptions":[{"key":"KeyNoSelected","value":"Choose"},{"key":"x","value":"X"}]},
               {"key":"c","type":"boolean","label":"Accept"}]}
    """#

    /// hyperoslo text fields with `input_type: number` (a keyboard, not a number type) for a
    /// postcode, a fødselsnummer and a bank account, whose values begin with a zero.
    public static let identifiersWithLeadingZeros = #"""
    [{"id":"g","title":"Adresse","sections":[{"id":"s","fields":[
      {"id":"postnummer","title":"Postnr.","type":"text","input_type":"number","validations":{"min_length":4,"max_length":4}},
      {"id":"social_security_number","title":"Fødselsnummer","type":"text","input_type":"number","validations":{"min_length":11,"max_length":11}},
      {"id":"bank_account_number","title":"Konto","type":"text","input_type":"number","validations":{"max_length":11}}]}]}]
    """#

    /// The values of `identifiersWithLeadingZeros`: every leading zero must survive.
    public static let identifiersWithLeadingZerosValues = #"{"postnummer":"0150","social_security_number":"01018512345","bank_account_number":"01234567890"}"#

    /// One hyperoslo group of `fields` half-width text fields with values: several A4 pages from about 60.
    public static func hyperosloTextFields(_ fields: Int) -> Data {
        let list = (0..<fields).map { #"{"id":"f\#($0)","title":"Felt \#($0)","type":"text","value":"Verdi \#($0)","size":{"width":50}}"# }
        return Data(#"[{"id":"g","title":"G","sections":[{"id":"s","fields":[\#(list.joined(separator: ","))]}]}]"#.utf8)
    }
}
