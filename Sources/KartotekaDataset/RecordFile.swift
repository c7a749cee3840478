import Foundation
import KartotekaCore

/// One output file written a batch of records at a time with one of KartotekaCore's writers
/// (``IRBISTextWriter`` or ``ISO2709Writer``), so the dataset never sits in memory whole.
final class RecordFile {
    let path: String
    let format: IRBISFileFormat
    private let handle: FileHandle
    let settings: IRBISExportSettings
    private(set) var records = 0
    private(set) var bytes = 0
    private(set) var diagnostics: [IRBISDiagnostic] = []

    init(path: String, format: IRBISFileFormat, settings: IRBISExportSettings) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { throw DatasetError.cannotCreate(path) }
        self.path = path
        self.format = format
        self.settings = settings
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    }

    /// Encodes a batch with the product's writer; safe to call from several threads at once.
    static func encode(_ batch: [IRBISRecord], format: IRBISFileFormat, settings: IRBISExportSettings) -> IRBISWriteResult {
        format.write(batch, settings: settings)
    }

    /// Appends an encoded batch; keeps the first diagnostics (each carries its record number).
    func append(_ result: IRBISWriteResult) throws {
        if diagnostics.count < 100 {
            diagnostics += result.diagnostics.prefix(100 - diagnostics.count).map { diagnostic in
                var shifted = diagnostic
                shifted.record = diagnostic.record.map { $0 + records }
                return shifted
            }
        }
        records += result.recordsWritten
        bytes += result.bytes.count
        try handle.write(contentsOf: result.bytes)
    }

    func close() throws {
        try handle.close()
    }
}

enum DatasetError: Error, CustomStringConvertible {
    case cannotCreate(String)
    case usage(String)
    case recordsLost(String, expected: Int, written: Int)

    var description: String {
        switch self {
        case .cannotCreate(let path): "cannot create \(path)"
        case .usage(let text): text
        case .recordsLost(let path, let expected, let written): "\(path): \(written) of \(expected) records written"
        }
    }
}
