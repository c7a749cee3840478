import KartotekaCore

/// Reads arbitrary bytes as an IRBIS text file (both encodings), maps every record to titles and
/// readers, and writes what was read back out; nothing may crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIRBISText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for encoding in [IRBISEncoding.utf8, .windows1251, nil] {
        let result = IRBISTextReader(encoding: encoding).read(bytes)
        _ = IRBISCatalogueImporter.titles(from: result.records)
        _ = IRBISReaderImporter.readers(from: result.records)
        let written = IRBISTextWriter(encoding: .utf8, lineEnding: .lf).write(result.records)
        let reread = IRBISTextReader(encoding: .utf8).read(written.bytes)
        if reread.records.count > result.records.count { fatalError("writing invented records") }
    }
    return 0
}
