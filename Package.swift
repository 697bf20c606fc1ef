// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Formsetter",
    // Linux only (no platforms declared): /proc/self/fd (and the CLI's glibc mallopt) have no macOS
    // counterpart here; macOS users run it in the Linux container of their Swift version
    // (Docs/guide/platforms.md).
    // No `dependencies:`: a test target that depends on FormSnapshot resolves this package alone.
    // The CLI (swift-argument-parser, SwiftNIO) is the package in CLI/, the swift-snapshot-testing
    // adapter the one in SnapshotTestingAdapter/; each depends on this one by path.
    products: [
        .library(name: "Formsetter", targets: ["Formsetter"]),
        .library(name: "FormBuilder", targets: ["FormBuilder"]),
        // Reading scanned paper back (`formsetter read`): a product of its own so that `Formsetter`
        // gains no image or barcode library; this one opens Leptonica, ZBar and poppler-glib when it reads.
        .library(name: "FormsetterReader", targets: ["FormRead"]),
        .library(name: "FormSnapshot", targets: ["FormSnapshot", "FormSnapshotCore"]),
        // Comparison and reports without the test frameworks, for programs (the CLI's `snapshot`):
        // FormSnapshot's assertions import XCTest, which a release binary must not link (a
        // `--static-swift-stdlib` build has no XCTest at all).
        .library(name: "FormSnapshotCore", targets: ["FormSnapshotCore"]),
        // The helpers of this repository's own tests (fixture paths, runCLI, qpdf checks), a product
        // only so that the CLI package's tests and the fuzzers (Fuzz/) share them; not API, nothing
        // else should use it.
        .library(name: "FormsetterTestSupport", targets: ["TestSupport"]),
    ],
    targets: [
        .target(name: "FormModel"),
        // ICU (libicu-dev) for regular expressions with step limits, opened on the first pattern;
        // see Sources/CBoundedRegex.
        .target(name: "CBoundedRegex", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "FormPatterns", dependencies: ["CBoundedRegex"]),
        .target(name: "FormFormats", dependencies: ["FormModel"]),
        // libqrencode 4 (libqrencode4, no -dev package), opened on a paper page's first code; see Sources/CQREncode.
        .target(name: "CQREncode", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "FormLayout", dependencies: ["FormModel", "CQREncode"]),
        .target(name: "FormBuilder", dependencies: ["FormModel"]),
        .target(name: "FormState", dependencies: ["FormModel", "FormPatterns"]),
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "libfreetype-dev", "libpng-dev"])]
        ),
        // libqpdf (libqpdf-dev), opened on first use; see Sources/CQPDF.
        .target(name: "CQPDF", linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("z")]),
        .target(name: "CFormPNG", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate")]),
        .target(name: "FormCairo", dependencies: ["FormLayout", "FormFormats", "CPangoCairo", "CFormPNG", "CQPDF"]),
        .target(name: "Formsetter", dependencies: ["FormModel", "FormFormats", "FormState", "FormLayout", "FormCairo", "FormBuilder", "FormPatterns"]),
        // The scan reader's libraries are opened on its first use, not linked: Leptonica and ZBar
        // (headers from libleptonica-dev, libzbar-dev; see scan_libraries.c), poppler-glib
        // (libpoppler-glib8) on the first PDF scan (poppler_loader.c).
        .target(name: "CScanImage", dependencies: ["CPangoCairo", "CFormPNG"], linkerSettings: [.linkedLibrary("m"), .linkedLibrary("dl")]),
        .target(name: "FormRead", dependencies: ["Formsetter", "FormFormats", "FormLayout", "FormModel", "FormCairo", "CScanImage"]),
        // The per-pixel loops of snapshot comparison, in C: tests run in debug builds, where the
        // same loops in Swift take seconds a page.
        .target(name: "CImageCompare", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "FormSnapshotCore", dependencies: ["Formsetter", "CImageCompare"]),
        .target(name: "FormSnapshot", dependencies: ["FormSnapshotCore"]),
        // Test helpers (paths, fixtures, runCLI, qpdf) shared by the per-module test targets below and
        // the CLI package's tests; it re-exports the stage modules to them.
        .target(name: "TestSupport", dependencies: ["Formsetter", "FormCairo", "FormFormats", "FormLayout", "FormState"],
                path: "Tests/TestSupport"),
        .testTarget(name: "FormFormatsTests", dependencies: ["TestSupport", "Formsetter", "FormFormats", "FormModel"]),
        .testTarget(name: "FormStateTests", dependencies: ["TestSupport", "Formsetter", "FormState", "FormPatterns"]),
        .testTarget(name: "FormLayoutTests", dependencies: ["TestSupport", "Formsetter", "FormLayout", "FormFormats", "FormModel"]),
        .testTarget(name: "FormCairoTests", dependencies: ["TestSupport", "Formsetter", "FormCairo", "FormLayout", "FormModel", "CFormPNG", "CPangoCairo"]),
        // The facade: every stage wired together, without running the binary.
        .testTarget(name: "FormsetterTests", dependencies: ["TestSupport", "Formsetter", "FormFormats", "FormLayout"]),
        .testTarget(name: "FormSnapshotTests", dependencies: ["TestSupport", "Formsetter", "FormSnapshot", "FormSnapshotCore"],
                    exclude: ["DocSnippets/Forms"]),
        .testTarget(name: "FormReadTests", dependencies: ["TestSupport", "FormRead", "FormLayout", "FormCairo", "CScanImage"]),
        .testTarget(name: "SwiftFormBuilderFixtures", dependencies: ["Formsetter", "FormBuilder", "FormSnapshot", "TestSupport"]),
    ]
)
