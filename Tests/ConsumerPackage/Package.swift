// swift-tools-version:6.0
// A package as a user writes one to snapshot-test form screens: it depends on Formsetter by path
// and uses FormSnapshot only. Scripts/test-consumer-package.sh copies it to a temporary folder,
// points the path below at the checkout, records its references once and checks that every later
// run passes and that nothing but Formsetter is resolved. Not a part of the root package.
import PackageDescription

let package = Package(
    name: "FormScreens",
    dependencies: [.package(name: "Formsetter", path: "../..")],
    targets: [
        .testTarget(
            name: "FormScreensTests",
            dependencies: [.product(name: "FormSnapshot", package: "Formsetter")],
            exclude: ["Forms"]
        ),
    ]
)
