// swift-tools-version:6.0
// Fuzz targets for Formsetter's decoders, kept out of the main package so they never slow or
// break its build. Build and run with Scripts/fuzz.sh (libFuzzer + AddressSanitizer, Linux).
import PackageDescription

let fuzzTargets = ["FuzzHyperoslo", "FuzzGIGFormulary", "FuzzFormworks", "FuzzNative", "FuzzSidecars", "FuzzExpressions"]

let package = Package(
    name: "FormsetterFuzz",
    dependencies: [.package(name: "Formsetter", path: "..")],
    targets: [
        .target(name: "CLibFuzzer"),
        // The decoders and the layout engine with the fixed-advance measurer are stage modules, which
        // the Formsetter product does not re-export; the repository's test-only product does.
        .target(name: "FuzzHarness", dependencies: ["CLibFuzzer", .product(name: "Formsetter", package: "Formsetter"),
                                                    .product(name: "FormsetterTestSupport", package: "Formsetter")]),
    ] + fuzzTargets.map { .executableTarget(name: $0, dependencies: ["FuzzHarness"]) }
)
