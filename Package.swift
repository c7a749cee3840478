// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kartoteka",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "kartoteka", targets: ["kartoteka"]),
        .library(name: "KartotekaCore", targets: ["KartotekaCore"]),
        .library(name: "KartotekaClient", targets: ["KartotekaClient"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CSodium", pkgConfig: "libsodium", providers: [.apt(["libsodium-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),

        .target(name: "KartotekaCore"),
        .target(name: "KartotekaStore", dependencies: ["KartotekaCore", "CSQLite"]),
        .target(name: "KartotekaHTTP", dependencies: ["CMicroHTTPD"]),
        .target(name: "KartotekaServer", dependencies: ["KartotekaCore", "KartotekaStore", "KartotekaHTTP", "KartotekaExchange", "KartotekaMail", "KartotekaAuth"]),
        .target(name: "KartotekaDemo", dependencies: ["KartotekaCore", "KartotekaStore"]),
        .target(name: "KartotekaExchange", dependencies: ["KartotekaCore", "KartotekaStore"]),
        .target(name: "KartotekaMail", dependencies: ["KartotekaCore", "CCurl"]),
        .target(name: "KartotekaAuth", dependencies: ["KartotekaCore", "CSodium"]),
        .target(name: "KartotekaClient", dependencies: ["KartotekaCore"]),
        // The book's iOS client code, as the book writes it: Swift 5 mode, completion handlers.
        .target(name: "BookLocationsClient", swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "kartoteka", dependencies: ["KartotekaCore", "KartotekaStore", "KartotekaHTTP", "KartotekaServer", "KartotekaDemo", "KartotekaExchange", "KartotekaMail", "KartotekaAuth"]),

        .testTarget(name: "KartotekaCoreTests", dependencies: ["KartotekaCore"]),
        .testTarget(name: "KartotekaStoreTests", dependencies: ["KartotekaStore", "KartotekaCore"]),
        .testTarget(name: "KartotekaHTTPTests", dependencies: ["KartotekaHTTP"]),
        .testTarget(name: "KartotekaServerTests", dependencies: ["KartotekaServer", "KartotekaStore", "KartotekaHTTP", "KartotekaCore", "KartotekaMail", "KartotekaExchange", "KartotekaAuth"]),
        .testTarget(name: "KartotekaExchangeTests", dependencies: ["KartotekaExchange", "KartotekaStore", "KartotekaCore"]),
        .testTarget(name: "KartotekaCLITests", dependencies: ["KartotekaCore", "kartoteka"]),
        .testTarget(name: "KartotekaClientTests", dependencies: [
            "KartotekaClient", "BookLocationsClient", "KartotekaCore", "KartotekaStore", "KartotekaHTTP", "KartotekaServer",
            "KartotekaDemo", "KartotekaMail", "KartotekaAuth",
        ]),
    ],
    swiftLanguageModes: [.v6]
)
