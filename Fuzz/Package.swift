// swift-tools-version: 6.0
// Fuzz targets for Kartoteka's parsers (libFuzzer). Kept apart from the main package so that
// `swift test` is not built with the fuzzer. Run them with `make fuzz`.
import PackageDescription

let fuzzer: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "KartotekaFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Kartoteka", path: "..")],
    targets: [
        .executableTarget(name: "FuzzBookCard", dependencies: [.product(name: "KartotekaCore", package: "Kartoteka")], swiftSettings: fuzzer),
        .executableTarget(name: "FuzzISBN", dependencies: [.product(name: "KartotekaCore", package: "Kartoteka")], swiftSettings: fuzzer),
        .executableTarget(name: "FuzzIRBISText", dependencies: [.product(name: "KartotekaCore", package: "Kartoteka")], swiftSettings: fuzzer),
        .executableTarget(name: "FuzzISO2709", dependencies: [.product(name: "KartotekaCore", package: "Kartoteka")], swiftSettings: fuzzer),
    ],
    swiftLanguageModes: [.v6]
)
