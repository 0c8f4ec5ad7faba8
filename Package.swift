// swift-tools-version:6.0
import PackageDescription

// OpenCV is linked module by module: the full `opencv4` pkg-config set pulls ~380 shared
// libraries and costs half a second at start-up (see DESIGN.md, "Native layer").
let openCVModules = ["opencv_core", "opencv_imgproc", "opencv_imgcodecs", "opencv_freetype"]

let package = Package(
    name: "Zonal",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Zonal", targets: ["Zonal"]),
        .executable(name: "zonal", targets: ["zonal"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "CVBridge",
            cxxSettings: [.unsafeFlags(["-I/usr/include/opencv4", "-O2"])],
            linkerSettings: openCVModules.map { .linkedLibrary($0) }
        ),
        .systemLibrary(
            name: "CTesseract",
            pkgConfig: "tesseract",
            providers: [.apt(["libtesseract-dev", "libleptonica-dev"])]
        ),
        .target(
            name: "Zonal",
            dependencies: ["CVBridge", "CTesseract"],
            // The project's own MRZ model (scripts/train-mrz-model.sh), loaded by default.
            resources: [.copy("Resources/tessdata"), .copy("Resources/Templates")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "zonal",
            dependencies: ["Zonal", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ZonalTests",
            dependencies: ["Zonal"],
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Runs the built `zonal` binary as a subprocess (found beside the test bundle), so it
        // depends on nothing: `swift build --build-tests` (what `make test` runs) and plain
        // `swift test` build every product, the executable included.
        .testTarget(
            name: "CLITests",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ],
    cxxLanguageStandard: .cxx17
)
