// The tests reach into every stage, as the facade does: the tests of this package and of the CLI
// package (which sees this package's products only) get the stage modules through TestSupport.
// A test-only product; `import Formsetter` itself re-exports the model only.
@_exported import FormCairo
@_exported import FormFormats
@_exported import FormLayout
@_exported import FormState
