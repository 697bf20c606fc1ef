// The stage modules are not re-exported: `import Formsetter` makes the facade and the model API,
// not every public declaration the stages share with each other. These are the stages' types the
// facade's API takes or returns, and those the CLI and the swift-snapshot-testing adapter (other
// packages, which see this module only) name; each comes with its members and doc comments.
// Scoped imports, not typealiases: a file that also imports a stage module sees one declaration,
// not two of one name.

// Reading: formats, detection and sidecars, the one JSON parser's values and errors, design
// tokens, the native format's encoder.
@_exported import enum FormFormats.InputFormat
@_exported import enum FormFormats.FormatRegistry
@_exported import struct FormFormats.DecodeFailure
@_exported import struct FormFormats.DecodedForm
@_exported import enum FormFormats.JSONValue
@_exported import struct FormFormats.JSONSyntaxError
@_exported import enum FormFormats.DesignTokenParser
@_exported import enum FormFormats.NativeEncoder

// State: how values, formulas and validation run, and what validation found.
@_exported import struct FormState.StateOptions
@_exported import struct FormState.ValidationReport
@_exported import struct FormState.TimeZoneChoice
@_exported import enum FormState.TimeZoneSource

// Layout: pages, the laid-out tree, looks and their options and tokens, cell templates.
@_exported import enum FormLayout.PageSetup
@_exported import struct FormLayout.LayoutTree
@_exported import struct FormLayout.Page
@_exported import enum FormLayout.BoxRole
@_exported import struct FormLayout.LinkArea
@_exported import struct FormLayout.SkinOptions
@_exported import enum FormLayout.PaperSheetMarks
@_exported import struct FormLayout.PaperPageCode
@_exported import struct FormLayout.PaperCodeSymbol
@_exported import struct FormLayout.PrintRunRecord
@_exported import enum FormLayout.PaperLanguage
@_exported import struct FormLayout.PaperLanguageTag
@_exported import enum FormLayout.Skins
@_exported import enum FormLayout.TokenCatalogue
@_exported import struct FormLayout.CellTemplate
@_exported import protocol FormLayout.TextMeasurer

// Rendering: outputs, fonts, the renderer and measurer, images, the C libraries' versions.
@_exported import enum FormCairo.OutputFormat
@_exported import enum FormCairo.OutputType
@_exported import enum FormCairo.RenderError
@_exported import protocol FormCairo.PageSink
@_exported import class FormCairo.FontSystem
@_exported import enum FormCairo.BundledResources
@_exported import struct FormCairo.PageRenderer
@_exported import class FormCairo.PangoMeasurer
@_exported import struct FormCairo.RasterImage
@_exported import enum FormCairo.LibraryVersions
