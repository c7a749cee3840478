import Foundation

/// `manifest.json` beside the files: what was generated, from which seed, how big, how long.
struct DatasetManifest: Codable {
    struct File: Codable {
        var name: String
        var format: String
        var records: Int
        var bytes: Int
        var diagnostics: Int
    }

    var version: Int
    var seed: UInt64
    var today: String
    var titles: Int
    var copies: Int
    var readers: Int
    var loans: Int
    var openLoans: Int
    var copiesOnLoan: Int
    var files: [File]
    var searchTerms: String
    var catalogPrefixes: String
    var seconds: Double

    func write(to directory: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: "\(directory)/manifest.json"))
    }
}
