import KartotekaCore

/// Reads arbitrary bytes as ISO 2709 (IRBIS and RUSMARC mappings, both encodings), and writes
/// what was read back out; nothing may crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzISO2709(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for encoding in [IRBISEncoding.windows1251, .utf8] {
        let result = ISO2709Reader(encoding: encoding).read(bytes)
        _ = IRBISCatalogueImporter.titles(from: result.records)
        _ = RUSMARCImporter.titles(from: result.records)
        let written = ISO2709Writer(encoding: encoding).write(result.records)
        _ = ISO2709Reader(encoding: encoding).read(written.bytes)
    }
    return 0
}
