// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kartoteka",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "kartoteka", targets: ["kartoteka"]),
        .library(name: "KartotekaCore", targets: ["KartotekaCore"]),
        .library(name: "KartotekaScan", targets: ["KartotekaScan"]),
        .library(name: "KartotekaLabels", targets: ["KartotekaLabels"]),
        .library(name: "KartotekaMetadata", targets: ["KartotekaMetadata"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CZBar", pkgConfig: "zbar", providers: [.apt(["libzbar-dev"])]),
        .systemLibrary(name: "CQREncode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),

        .target(name: "KartotekaCore"),
        .target(name: "KartotekaStore", dependencies: ["KartotekaCore", "CSQLite"]),
        .target(name: "KartotekaScan", dependencies: ["KartotekaCore", "CZBar", "CPNG", "CJPEG"]),
        .target(name: "KartotekaLabels", dependencies: ["KartotekaCore", "CQREncode"]),
        .target(name: "KartotekaMetadata", dependencies: ["KartotekaCore", "CCurl"]),
        .executableTarget(name: "kartoteka", dependencies: ["KartotekaCore", "KartotekaStore"]),

        .testTarget(name: "KartotekaCoreTests", dependencies: ["KartotekaCore"]),
        .testTarget(name: "KartotekaStoreTests", dependencies: ["KartotekaStore", "KartotekaCore"]),
        .testTarget(name: "KartotekaCLITests", dependencies: ["KartotekaCore", "kartoteka"]),
        .testTarget(name: "KartotekaScanTests", dependencies: ["KartotekaScan", "KartotekaCore"]),
        .testTarget(name: "KartotekaLabelsTests", dependencies: ["KartotekaLabels", "KartotekaScan", "KartotekaCore"]),
        .testTarget(name: "KartotekaMetadataTests", dependencies: ["KartotekaMetadata", "KartotekaCore"]),
    ],
    swiftLanguageModes: [.v6]
)
