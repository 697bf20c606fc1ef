// swift-tools-version:6.0
// The `formsetter` command line tool, a package of its own so that depending on the Formsetter
// library resolves no other package: swift-argument-parser and SwiftNIO are this package's alone.
// Build it with `swift build --package-path CLI -c release` (the binary: CLI/.build/release/formsetter).
import PackageDescription

let package = Package(
    name: "FormsetterCLI",
    products: [
        .executable(name: "formsetter", targets: ["formsetter"]),
    ],
    dependencies: [
        .package(name: "Formsetter", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The HTTP server of `formsetter preview`: unlike FlyingFox it does not link FoundationNetworking,
        // whose libcurl and ~34 more libraries every run of the CLI would load.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // glibc malloc tuning the CLI applies at start (Swift's Glibc module lacks mallopt).
        .target(name: "CMallocTuning"),
        .executableTarget(
            name: "formsetter",
            dependencies: [.product(name: "Formsetter", package: "Formsetter"), .product(name: "FormSnapshotCore", package: "Formsetter"),
                           .product(name: "FormsetterReader", package: "Formsetter"),
                           "CMallocTuning", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "NIOHTTP1", package: "swift-nio")]
            // No `-no-pie` here: linked against the shared Swift libraries (a plain `swift build -c
            // release`), a fixed-address binary makes glibc's loader print "direct reference to
            // protected function" on every run. The benchmarks' static build asks for it
            // (Benchmarks/compare.sh).
        ),
        // Only these tests run the built `formsetter` binary; fixtures and helpers come from the
        // root package's test-only product.
        .testTarget(name: "CLITests", dependencies: [.product(name: "FormsetterTestSupport", package: "Formsetter"),
                                                     .product(name: "Formsetter", package: "Formsetter"),
                                                     .product(name: "FormsetterReader", package: "Formsetter"), "formsetter"]),
        // A program linking the libraries as a user's does, for the guest checks (locale, symbols).
        .executableTarget(name: "GuestHost", dependencies: [.product(name: "Formsetter", package: "Formsetter"),
                                                            .product(name: "FormSnapshot", package: "Formsetter"),
                                                            .product(name: "FormsetterReader", package: "Formsetter")],
                          path: "Tests/GuestHost"),
        .testTarget(name: "GuestTests", dependencies: [.product(name: "FormsetterTestSupport", package: "Formsetter"),
                                                       .product(name: "Formsetter", package: "Formsetter"), "GuestHost", "formsetter"]),
    ]
)
