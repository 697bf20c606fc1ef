// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Formsetter",
    // Linux only (no platforms declared): /proc/self/fd and glibc's mallopt have no macOS
    // counterpart here; macOS users run it in the Linux container of their Swift version
    // (Docs/guide/platforms.md).
    products: [
        .library(name: "Formsetter", targets: ["Formsetter"]),
        .library(name: "FormBuilder", targets: ["FormBuilder"]),
        .library(name: "FormSnapshot", targets: ["FormSnapshot", "FormSnapshotCore"]),
        .library(name: "FormSnapshotTesting", targets: ["FormSnapshotTesting"]),
        .executable(name: "formsetter", targets: ["formsetter"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Only its SnapshotTesting product is used (InlineSnapshotTesting would build swift-syntax).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The HTTP server of `formsetter preview`: unlike FlyingFox it does not link FoundationNetworking,
        // whose libcurl and ~34 more libraries every run of the CLI would load.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .target(name: "FormModel"),
        // ICU (libicu-dev) for regular expressions with step limits, opened on the first pattern;
        // see Sources/CBoundedRegex.
        .target(name: "CBoundedRegex", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "FormPatterns", dependencies: ["CBoundedRegex"]),
        .target(name: "FormFormats", dependencies: ["FormModel"]),
        .target(name: "FormLayout", dependencies: ["FormModel"]),
        .target(name: "FormBuilder", dependencies: ["FormModel"]),
        .target(name: "FormState", dependencies: ["FormModel", "FormPatterns"]),
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "libfreetype-dev", "libpng-dev"])]
        ),
        // libqpdf (libqpdf-dev), opened on first use; see Sources/CQPDF.
        .target(name: "CQPDF", linkerSettings: [.linkedLibrary("dl")]),
        // glibc malloc tuning the CLI applies at start (Swift's Glibc module lacks mallopt).
        .target(name: "CMallocTuning"),
        .target(name: "CFormPNG", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate")]),
        .target(name: "FormCairo", dependencies: ["FormLayout", "FormFormats", "CPangoCairo", "CFormPNG", "CQPDF"]),
        .target(name: "Formsetter", dependencies: ["FormModel", "FormFormats", "FormState", "FormLayout", "FormCairo", "FormBuilder"]),
        // The per-pixel loops of snapshot comparison, in C: tests run in debug builds, where the
        // same loops in Swift take seconds a page.
        .target(name: "CImageCompare", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "FormSnapshotCore", dependencies: ["Formsetter", "CImageCompare"]),
        .target(name: "FormSnapshot", dependencies: ["FormSnapshotCore"]),
        .target(
            name: "FormSnapshotTesting",
            dependencies: ["FormSnapshotCore", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .executableTarget(
            name: "formsetter",
            dependencies: ["Formsetter", "FormSnapshotCore", "CMallocTuning", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "NIOHTTP1", package: "swift-nio")],
            // A release binary at a fixed address: the loader need not relocate the ~100,000
            // pointers of the statically linked Swift runtime and Foundation, a fifth of the
            // start-up (Benchmarks/README.md). Libraries stay position-independent.
            linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie"], .when(configuration: .release))]
        ),
        // Test helpers (paths, fixtures, runCLI, qpdf) shared by the per-module test targets below.
        .target(name: "TestSupport", dependencies: ["Formsetter"], path: "Tests/TestSupport"),
        .testTarget(name: "FormFormatsTests", dependencies: ["TestSupport", "Formsetter", "FormFormats", "FormModel"]),
        .testTarget(name: "FormStateTests", dependencies: ["TestSupport", "Formsetter", "FormState", "FormPatterns"]),
        .testTarget(name: "FormLayoutTests", dependencies: ["TestSupport", "Formsetter", "FormLayout", "FormFormats", "FormModel"]),
        .testTarget(name: "FormCairoTests", dependencies: ["TestSupport", "Formsetter", "FormCairo", "FormLayout", "FormModel", "CFormPNG", "CPangoCairo"]),
        // The facade: every stage wired together, without running the binary.
        .testTarget(name: "FormsetterTests", dependencies: ["TestSupport", "Formsetter"]),
        .testTarget(name: "FormSnapshotTests", dependencies: ["TestSupport", "Formsetter", "FormSnapshot", "FormSnapshotCore"],
                    exclude: ["DocSnippets/Forms"]),
        // Only the CLI tests run the built `formsetter` binary.
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "Formsetter", "FormCairo", "formsetter"]),
        // A program linking the libraries as a user's does, for the guest checks (locale, symbols).
        .executableTarget(name: "GuestHost", dependencies: ["Formsetter", "FormSnapshot"], path: "Tests/GuestHost"),
        .testTarget(name: "GuestTests", dependencies: ["TestSupport", "Formsetter", "GuestHost", "formsetter"]),
        .testTarget(name: "SwiftFormBuilderFixtures", dependencies: ["Formsetter", "FormBuilder", "FormSnapshot", "TestSupport"]),
        .testTarget(
            name: "FormSnapshotTestingSample",
            dependencies: ["FormSnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__", "Forms"]
        ),
    ]
)
