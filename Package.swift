// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kartoteka",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "kartoteka", targets: ["kartoteka"]),
        .executable(name: "kartoteka-dataset", targets: ["KartotekaDataset"]),
        .library(name: "KartotekaValues", targets: ["KartotekaValues"]),
        .library(name: "KartotekaCore", targets: ["KartotekaCore"]),
        .library(name: "KartotekaScan", targets: ["KartotekaScan"]),
        .library(name: "KartotekaLabels", targets: ["KartotekaLabels"]),
        .library(name: "KartotekaMetadata", targets: ["KartotekaMetadata"]),
        .library(name: "KartotekaWire", targets: ["KartotekaWire"]),
        .library(name: "KartotekaClient", targets: ["KartotekaClient"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CSodium", pkgConfig: "libsodium", providers: [.apt(["libsodium-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CZBar", pkgConfig: "zbar", providers: [.apt(["libzbar-dev"])]),
        .systemLibrary(name: "CQREncode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CPostgres", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        // Snowball's Russian and English stemmers for the catalogue's search (no pkg-config file).
        .systemLibrary(name: "CStemmer", providers: [.apt(["libstemmer-dev"])]),
        // YAZ's pkg-config flags are definitions SwiftPM refuses; its headers are in /usr/include (libxml2's are kept out: see its shim.h).
        .systemLibrary(name: "CYAZ", providers: [.apt(["libyaz-dev"])]),

        // The small checked values (days, ISBNs, inventory and ticket numbers, money…) with their texts,
        // shared by the domain and the wire types; KartotekaCore re-exports them.
        .target(name: "KartotekaValues"),
        .target(name: "KartotekaCore", dependencies: ["KartotekaValues"]),
        // What travels over the API: the resources, inputs and answers, shared by the server and its clients.
        // It sees only the checked values, so that a client compiles neither the codecs nor the domain.
        .target(name: "KartotekaWire", dependencies: ["KartotekaValues"]),
        // The domain's records, results and reports as wire resources, for the server and the command line.
        .target(name: "KartotekaWireMapping", dependencies: ["KartotekaCore", "KartotekaWire"]),
        .target(name: "KartotekaStore", dependencies: ["KartotekaCore", "CSQLite", "CStemmer"]),
        // The same store protocols kept in PostgreSQL (libpq), for several desks on one database.
        .target(name: "KartotekaPostgres", dependencies: ["KartotekaCore", "KartotekaStore", "CPostgres"]),
        .target(name: "KartotekaHTTP", dependencies: ["CMicroHTTPD"]),
        .target(name: "KartotekaExchange", dependencies: ["KartotekaCore", "KartotekaStore"]),
        .target(name: "KartotekaMail", dependencies: ["KartotekaCore", "CCurl"]),
        .target(name: "KartotekaAuth", dependencies: ["KartotekaCore", "CSodium"]),
        .target(name: "KartotekaScan", dependencies: ["KartotekaCore", "CZBar", "CPNG", "CJPEG"]),
        .target(name: "KartotekaLabels", dependencies: ["KartotekaCore", "CQREncode"]),
        .target(name: "KartotekaMetadata", dependencies: ["KartotekaCore", "CCurl"]),
        // Copy cataloguing: other libraries' catalogues over Z39.50 and SRU, through YAZ's ZOOM API.
        .target(name: "KartotekaCopyCataloguing", dependencies: ["KartotekaCore", "KartotekaStore", "KartotekaMetadata", "CYAZ"]),
        // The use cases, between the transports (pages, API, command line) and the store: one type and
        // one transaction each, with its audit line.
        .target(name: "KartotekaUseCases", dependencies: [
            "KartotekaCore", "KartotekaWire", "KartotekaWireMapping", "KartotekaStore", "KartotekaMail", "KartotekaMetadata", "KartotekaCopyCataloguing",
            "KartotekaExchange",
        ]),
        .target(name: "KartotekaServer", dependencies: [
            "KartotekaUseCases", "KartotekaCore", "KartotekaWire", "KartotekaWireMapping", "KartotekaStore", "KartotekaHTTP", "KartotekaExchange", "KartotekaMail", "KartotekaAuth",
            "KartotekaScan", "KartotekaLabels", "KartotekaMetadata", "KartotekaCopyCataloguing",
        ], resources: [.copy("Assets")]),
        .target(name: "KartotekaDemo", dependencies: ["KartotekaCore", "KartotekaStore"]),
        // The command line's commands, local and over `--server`: every command but `serve`, so that
        // it compiles beside the server module rather than after it.
        .target(name: "KartotekaCommandLine", dependencies: [
            "KartotekaUseCases", "KartotekaCore", "KartotekaWire", "KartotekaWireMapping", "KartotekaStore", "KartotekaPostgres", "KartotekaHTTP", "KartotekaDemo", "KartotekaExchange",
            "KartotekaMail", "KartotekaAuth", "KartotekaScan", "KartotekaLabels", "KartotekaMetadata", "KartotekaClient",
            "KartotekaCopyCataloguing",
        ], path: "Sources/kartoteka"),
        // The program: the command line's commands and `serve`, which starts the server.
        .executableTarget(name: "kartoteka", dependencies: [
            "KartotekaCommandLine", "KartotekaServer", "KartotekaUseCases", "KartotekaCore", "KartotekaStore", "KartotekaHTTP", "KartotekaDemo",
            "KartotekaMail", "KartotekaAuth",
        ], path: "Sources/KartotekaProgram"),
        // The benchmark's dataset generator (Benchmarks/run.py); not part of the product.
        .executableTarget(name: "KartotekaDataset", dependencies: ["KartotekaCore"]),
        .target(name: "KartotekaClient", dependencies: ["KartotekaWire"]),
        // Writes the value types that `*.fields` files declare, with their public memberwise initialisers.
        .executableTarget(name: "MemberwiseGenerator"),
        .plugin(name: "Memberwise", capability: .buildTool(), dependencies: ["MemberwiseGenerator"]),
        // The book's iOS client code, as the book writes it: Swift 5 mode, completion handlers.
        .target(name: "BookLocationsClient", swiftSettings: [.swiftLanguageMode(.v5)]),

        // What several test targets share: fixture paths, a runner for command-line tools, worked examples.
        .target(name: "KartotekaTestSupport", dependencies: ["KartotekaCore", "KartotekaStore", "KartotekaPostgres"], path: "Tests/KartotekaTestSupport"),
        .testTarget(name: "KartotekaCoreTests", dependencies: ["KartotekaCore", "KartotekaValues", "KartotekaTestSupport"]),
        .testTarget(name: "KartotekaStoreTests", dependencies: ["KartotekaStore", "KartotekaPostgres", "KartotekaCore", "KartotekaTestSupport"]),
        .testTarget(name: "KartotekaUseCasesTests", dependencies: [
            "KartotekaUseCases", "KartotekaStore", "KartotekaPostgres", "KartotekaCore", "KartotekaTestSupport",
        ]),
        .testTarget(name: "KartotekaHTTPTests", dependencies: ["KartotekaHTTP"]),
        .testTarget(name: "MemberwiseGeneratorTests", dependencies: ["MemberwiseGenerator"]),
        .testTarget(name: "KartotekaServerTests", dependencies: ["KartotekaServer", "KartotekaWire", "KartotekaStore", "KartotekaPostgres", "KartotekaHTTP", "KartotekaCore", "KartotekaMail", "KartotekaExchange", "KartotekaAuth", "KartotekaMetadata", "KartotekaCopyCataloguing", "KartotekaTestSupport"]),
        .testTarget(name: "KartotekaExchangeTests", dependencies: ["KartotekaExchange", "KartotekaStore", "KartotekaCore", "KartotekaTestSupport"]),
        .testTarget(name: "KartotekaCLITests", dependencies: ["KartotekaCore", "KartotekaWire", "KartotekaCommandLine", "kartoteka", "KartotekaTestSupport"],
                    exclude: ["Help"]),
        .testTarget(name: "KartotekaScanTests", dependencies: ["KartotekaScan", "KartotekaCore", "KartotekaTestSupport"]),
        .testTarget(name: "KartotekaLabelsTests", dependencies: ["KartotekaLabels", "KartotekaScan", "KartotekaCore", "KartotekaTestSupport"]),
        .testTarget(name: "KartotekaMetadataTests", dependencies: ["KartotekaMetadata", "KartotekaCore", "KartotekaTestSupport"]),
        .testTarget(name: "KartotekaCopyCataloguingTests", dependencies: [
            "KartotekaCopyCataloguing", "KartotekaMetadata", "KartotekaCore", "KartotekaTestSupport",
        ]),
        .testTarget(name: "KartotekaClientTests", dependencies: [
            "KartotekaClient", "BookLocationsClient", "KartotekaCore", "KartotekaWire", "KartotekaStore", "KartotekaHTTP", "KartotekaServer",
            "KartotekaDemo", "KartotekaMail", "KartotekaAuth", "KartotekaCopyCataloguing", "KartotekaTestSupport",
        ]),
    ],
    swiftLanguageModes: [.v6]
)

// Every module of the product may declare value types in `*.fields` files (see docs/architecture.md).
for target in package.targets where [.regular, .executable].contains(target.type) && target.name != "MemberwiseGenerator" {
    target.plugins = (target.plugins ?? []) + [.plugin(name: "Memberwise")]
}
