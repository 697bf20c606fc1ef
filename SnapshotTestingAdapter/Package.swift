// swift-tools-version:6.0
// Formsetter's strategies for swift-snapshot-testing (`assertSnapshot(of:as: .formPNG())`), a
// package of its own so that the Formsetter library and FormSnapshot resolve no other package.
// Test it with `swift test --package-path SnapshotTestingAdapter`.
import PackageDescription

let package = Package(
    name: "FormSnapshotTesting",
    products: [
        .library(name: "FormSnapshotTesting", targets: ["FormSnapshotTesting"]),
    ],
    dependencies: [
        .package(name: "Formsetter", path: ".."),
        // Only its SnapshotTesting product is used (InlineSnapshotTesting would build swift-syntax).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "FormSnapshotTesting",
            dependencies: [.product(name: "Formsetter", package: "Formsetter"), .product(name: "FormSnapshot", package: "Formsetter"),
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .testTarget(
            name: "FormSnapshotTestingSample",
            dependencies: ["FormSnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__", "Forms"]
        ),
    ]
)
