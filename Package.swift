// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Formsetter",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Formsetter", targets: ["Formsetter"]),
        .executable(name: "formsetter", targets: ["formsetter"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "FormModel"),
        .target(name: "FormFormats", dependencies: ["FormModel"]),
        .target(name: "FormLayout", dependencies: ["FormModel"]),
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "libpng-dev"])]
        ),
        .target(name: "CFormPNG", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),
        .target(name: "FormCairo", dependencies: ["FormLayout", "CPangoCairo", "CFormPNG"]),
        .target(name: "Formsetter", dependencies: ["FormModel", "FormFormats", "FormLayout", "FormCairo"]),
        .executableTarget(
            name: "formsetter",
            dependencies: ["Formsetter", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "FormsetterTests", dependencies: ["Formsetter", "formsetter"]),
    ]
)
