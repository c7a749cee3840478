import Foundation
import KartotekaHTTP
import KartotekaWire

/// The stylesheet and scripts: files of the package (`Sources/KartotekaServer/Assets`), read once
/// and served under names that carry a hash of their content (`/static/app-1x2y3z.css`), so a
/// browser keeps them for a year and an upgrade is fetched at once. Pages name them through
/// ``path(of:)``; a name that is not the current one is 404.
enum StaticAssets {
    static let endpoints: [any EndpointDeclaration] = [asset, favicon]

    /// One asset file, read from the package.
    struct Asset: Sendable {
        /// The file's name in the package: `app.css`.
        let file: String
        /// Its media type.
        let mediaType: String
        /// Its content.
        let bytes: Data
        /// The name it is served under: `app-1x2y3z.css`.
        let servedName: String
    }

    /// The assets by the name they are served under.
    static let all: [String: Asset] = {
        var assets: [String: Asset] = [:]
        for (file, mediaType) in [("app.css", "text/css; charset=utf-8"), ("print.css", "text/css; charset=utf-8"),
                                  ("cards.css", "text/css; charset=utf-8"),
                                  ("desk.js", "text/javascript; charset=utf-8"), ("scan.js", "text/javascript; charset=utf-8"),
                                  ("reader-desk.js", "text/javascript; charset=utf-8")] {
            guard let url = Bundle.module.url(forResource: file, withExtension: nil, subdirectory: "Assets"),
                  let bytes = try? Data(contentsOf: url) else {
                preconditionFailure("the page asset \(file) is missing from the program's resources")
            }
            let dot = file.lastIndex(of: ".")!
            let servedName = "\(file[..<dot])-\(fingerprint(bytes))\(file[dot...])"
            assets[servedName] = Asset(file: file, mediaType: mediaType, bytes: bytes, servedName: servedName)
        }
        return assets
    }()

    /// The address of an asset file (`app.css`), with its content's fingerprint.
    static func path(of file: String) -> String {
        guard let asset = all.values.first(where: { $0.file == file }) else { preconditionFailure("no page asset \(file)") }
        return StaticAssets.asset.path(AssetName(served: asset.servedName))
    }

    /// The address of the stylesheet.
    static let stylesheetPath = path(of: "app.css")
    /// The address of the printed documents' stylesheet.
    static let printStylesheetPath = path(of: "print.css")
    /// The addresses of the scripts, in the order pages load them.
    static let scriptPaths = [path(of: "desk.js"), path(of: "scan.js"), path(of: "reader-desk.js")]

    static let assetName = PathParameter<AssetName>("asset", schema: JSONSchema.string(), description: "An asset's served name.",
                                                    example: "app-0.css")

    static let asset: PageRoute<AssetName> = Endpoint.page(.get, "/static/\(assetName)", .everyone) { context in
        guard let asset = all[try context.path(assetName).rawValue] else { throw APIError.notFound(path: context.request.path) }
        return HTTPResponse(contentType: asset.mediaType, body: asset.bytes).adding("Cache-Control", "public, max-age=31536000, immutable")
    }

    static let favicon = Endpoint.page(.get, "/favicon.ico", .everyone) { _ in HTTPResponse(status: 204) }

    /// A short fingerprint of a file's content (FNV-1a, stable across runs and machines).
    static func fingerprint(_ bytes: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 36)
    }
}

/// The name an asset is served under: letters, digits, `-` and one `.`.
struct AssetName: PathValue {
    let rawValue: String

    /// The name of an asset the server has.
    init(served name: String) {
        rawValue = name
    }

    init?(pathSegment: String) {
        guard pathSegment.utf8.count <= 64, pathSegment.utf8.filter({ $0 == UInt8(ascii: ".") }).count == 1,
              pathSegment.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x2D || $0 == 0x2E }) else {
            return nil
        }
        rawValue = pathSegment
    }

    var pathSegment: String { rawValue }
}
