import Foundation
import KartotekaCore

/// `parse-iso FILE`: maps an ISO 2709 file and reads it with ``ISO2709Reader/forEachRecord(in:_:)`` and keeps
/// nothing — the parse-only half of the import, which the product's CLI has no command for.
/// Prints records, fields, diagnostics and the time the parse took (file reading apart) as JSON.
enum ParseISOCommand {
    static func run(_ arguments: [String]) throws {
        guard let path = arguments.first else { throw DatasetError.usage("parse-iso FILE [--encoding utf-8|windows-1251]") }
        var encoding = IRBISEncoding.windows1251
        if arguments.count == 3, arguments[1] == "--encoding" {
            guard let chosen = IRBISEncoding(rawValue: arguments[2]) else { throw DatasetError.usage("--encoding utf-8|windows-1251") }
            encoding = chosen
        }
        let readStarted = DispatchTime.now()
        var parseStarted = readStarted
        var records = 0
        var fields = 0
        var byteCount = 0
        let diagnostics = try WholeFile.withMappedBytes(at: path) { bytes in
            byteCount = bytes.count
            parseStarted = DispatchTime.now()
            return ISO2709Reader(encoding: encoding).forEachRecord(in: bytes) { _, record in
                records += 1
                fields += record.fields.count
            }
        }
        let finished = DispatchTime.now()
        let readSeconds = Double(parseStarted.uptimeNanoseconds - readStarted.uptimeNanoseconds) / 1e9
        let parseSeconds = Double(finished.uptimeNanoseconds - parseStarted.uptimeNanoseconds) / 1e9
        print("""
            {"records": \(records), "fields": \(fields), "diagnostics": \(diagnostics.count), "bytes": \(byteCount), \
            "readSeconds": \(readSeconds), "parseSeconds": \(parseSeconds), "recordsPerSecond": \(Double(records) / parseSeconds)}
            """)
    }
}
